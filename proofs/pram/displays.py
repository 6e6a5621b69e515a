"""PRAM (000): the numbered displays (12)-(17) read exactly as printed (workbench.literal).

Each is one linear row a x + b y <= c that every pair (x, y) = (q_k, q_l), k != l, of an alpha-DP PRAM vector q must
satisfy ("the linear constraints (11) on q"). The points are pairs of q in T_alpha drawn from the paper's own
hypotheses: S >= 3 categories, e^alpha = E >= 1, q_k in (0, 1), M(q) alpha-DP by the exact LDP test of the matrix
(never by the rows under test). The intended reading of (15) is the mirror of (14) (pram.linear-constraints).
"""
from __future__ import annotations

import random
from fractions import Fraction as F

from workbench.literal import Display, Reading, register
from workbench.mechanisms.ldp import is_ldp
from workbench.mechanisms.pram import pram_matrix

from .claims import CORRECTED_ROWS, PRINTED_ROWS

SEED = 2000


PRINTED_TEXT = {"(12)": "(S-1)x + E y <= E", "(13)": "(S-1)y + E x <= E", "(14)": "-(S-1)E y - x <= -1",
                "(15)": "-(S-1)E x + y <= -1", "(16)": "E y - x <= E - 1", "(17)": "E x - y <= E - 1"}
INTENDED_TEXT = {"(15)": "-(S-1)E x - y <= -1"}


def _row(name: str, rows, text: str) -> Reading:
    def left(p):
        a, b, _ = rows[name](p["S"], p["E"])
        return a * p["x"] + b * p["y"]
    return Reading(text, left, "<=", lambda p: rows[name](p["S"], p["E"])[2])


DISPLAYS = register("pram.linear-constraints", [
    Display(name, _row(name, PRINTED_ROWS, PRINTED_TEXT[name]),
            _row(name, CORRECTED_ROWS, INTENDED_TEXT[name]) if name in INTENDED_TEXT else None,
            where="pairs (q_k, q_l) of alpha-DP q, S = 3..6, E in {1, 3/2, 2, 3}") for name in PRINTED_ROWS])


def dp_vectors(S: int, E: F, seed: int = SEED, draws: int = 12) -> list[list[F]]:
    """Alpha-DP PRAM vectors q (S entries in (0, 1)): the two constant ones v_alpha, v_-alpha, the uniform one, and
    `draws` seeded rational vectors between v_-alpha and v_alpha kept only when M(q) passes the exact LDP test."""
    low, high = 1 / (1 + (S - 1) * E), E / (S - 1 + E)
    rng = random.Random(f"{seed}-{S}-{E}")
    candidates = [[high] * S, [low] * S, [F(1, S)] * S]
    candidates += [[low + (high - low) * F(rng.randint(0, 12), 12) for _ in range(S)] for _ in range(draws)]
    return [q for q in candidates if all(0 < x < 1 for x in q) and is_ldp(pram_matrix(q), E)]


def points(display: Display = None, Ss=(3, 4, 5, 6), Es=(F(1), F(3, 2), F(2), F(3))) -> list[dict]:
    """Every ordered pair (x, y) = (q_k, q_l), k != l, of every vector of `dp_vectors`, with its S and E."""
    pairs = {(S, E, q[k], q[l]) for S in Ss for E in Es for q in dp_vectors(S, E) for k in range(S) for l in range(S)
             if k != l}
    return [{"S": S, "E": E, "x": x, "y": y} for S, E, x, y in sorted(pairs)]
