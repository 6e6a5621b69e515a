"""PRAM (000): the numbered displays that assert something, read exactly as printed (workbench.literal).

(3)-(5) are identities of entropies and mutual information, read on rational joint laws (exactly, as sums of logs);
(9) is the marginal of Z, (10) the privacy condition (as an equivalence with the exact LDP test of M(q)).
(12)-(17): each is one linear row a x + b y <= c that every pair (x, y) = (q_k, q_l), k != l, of an alpha-DP PRAM vector q must
satisfy ("the linear constraints (11) on q"). The points are pairs of q in T_alpha drawn from the paper's own
hypotheses: S >= 3 categories, e^alpha = E >= 1, q_k in (0, 1), M(q) alpha-DP by the exact LDP test of the matrix
(never by the rows under test). The intended reading of (15) is the mirror of (14) (pram.linear-constraints).
"""
from __future__ import annotations

import random
from fractions import Fraction as F
from functools import lru_cache

from workbench.literal import Display, Logs, Reading, register
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


@lru_cache(maxsize=None)
def _dp_pairs(Ss: tuple, Es: tuple) -> tuple:
    """The sorted (S, E, q_k, q_l) behind `points`: every display is read at the same pairs, found once."""
    pairs = {(S, E, q[k], q[l]) for S in Ss for E in Es for q in dp_vectors(S, E) for k in range(S) for l in range(S)
             if k != l}
    return tuple(sorted(pairs))


def points(display: Display = None, Ss=(3, 4, 5, 6), Es=(F(1), F(3, 2), F(2), F(3))) -> list[dict]:
    """Every ordered pair (x, y) = (q_k, q_l), k != l, of every vector of `dp_vectors`, with its S and E."""
    return [{"S": S, "E": E, "x": x, "y": y} for S, E, x, y in _dp_pairs(tuple(Ss), tuple(Es))]


# ------------------------------------------------------------------ (3)-(5): entropies and mutual information
# Each side as printed, on a joint law p(x, z) with full support (every log is of a positive rational, so `Logs`
# decides the identity exactly). H, I and D_KL are the paper's printed definitions of Sec. 2.2.
def _marginals(joint):
    return [sum(row) for row in joint], [sum(col) for col in zip(*joint)]


def _entropy(law) -> Logs:
    """H = -sum p log p (Sec. 2.2, as printed)."""
    return sum((-v * Logs.log(v) for v in law), Logs())


def _cells(joint):
    return [(x, z, v) for x, row in enumerate(joint) for z, v in enumerate(row)]


def _mutual_information(joint) -> Logs:
    """I(X,Z) = sum_z sum_x p(x,z) log(p(x,z)/(p_X(x) p_Z(z))) (Sec. 2.2, as printed)."""
    pX, pZ = _marginals(joint)
    return sum((v * Logs.log(v / (pX[x] * pZ[z])) for x, z, v in _cells(joint)), Logs())


def _conditional_entropy(joint) -> Logs:
    """-sum_{x,z} p(x,z) log P_{Z|X=x}(z), the first line of (3)."""
    pX, _ = _marginals(joint)
    return sum((-v * Logs.log(v / pX[x]) for x, z, v in _cells(joint)), Logs())


def _kl_to_product(joint) -> Logs:
    """D_KL(p_(X,Z) || p_X p_Z) = sum p log(p/q), q(x, z) = p_X(x) p_Z(z)."""
    pX, pZ = _marginals(joint)
    return sum((v * Logs.log(v) - v * Logs.log(pX[x] * pZ[z]) for x, z, v in _cells(joint)), Logs())


def _joint_entropy(joint) -> Logs:
    return _entropy([v for _, _, v in _cells(joint)])


INFORMATION = register("pram.information-identities", [
    Display("(3)", Reading("-sum_{x,z} p(x,z) log P_{Z|X=x}(z) = H(X,Z) - H(X)",
                           lambda p: _conditional_entropy(p["joint"]), "=",
                           lambda p: _joint_entropy(p["joint"]) - _entropy(_marginals(p["joint"])[0])),
            where="joint laws, full support"),
    Display("(4)", Reading("I(X,Z) = D_KL(p_(X,Z) || p_X p_Z)", lambda p: _mutual_information(p["joint"]), "=",
                           lambda p: _kl_to_product(p["joint"])), where="joint laws, full support"),
    Display("(5)", Reading("I(X,Z) = H(X) + H(Z) - H(X,Z)", lambda p: _mutual_information(p["joint"]), "=",
                           lambda p: sum((_entropy(m) for m in _marginals(p["joint"])), Logs()) -
                           _joint_entropy(p["joint"])), where="joint laws, full support")])


def joint_laws(display: Display = None, seed: int = SEED, count: int = 24) -> list[dict]:
    """Seeded joint laws of sizes 2x2 .. 4x4 with positive rational cells, and the product law of two marginals (the
    independent case, where I = 0)."""
    rng = random.Random(f"{seed}-joint")
    laws = []
    for k in range(count):
        nx, nz = 2 + k % 3, 2 + (k // 3) % 3
        weights = [[rng.randint(1, 9) for _ in range(nz)] for _ in range(nx)]
        total = sum(map(sum, weights))
        laws.append([[F(w, total) for w in row] for row in weights])
    laws.append([[F(1, 3) * F(1, 4), F(1, 3) * F(3, 4)], [F(2, 3) * F(1, 4), F(2, 3) * F(3, 4)]])
    return [{"joint": law} for law in laws]


# ------------------------------------------------------------------ (9): the marginal of Z
MARGINAL = register("pram.marginal", [
    Display("(9)", Reading("P(Z = j) = p_j q_j + sum_{k != j} p_k (1 - q_k)/(S - 1)",
                           lambda p: sum(p["p"][k] * pram_matrix(p["q"])[k][p["j"]] for k in range(len(p["q"]))), "=",
                           lambda p: p["p"][p["j"]] * p["q"][p["j"]] + sum(
                               p["p"][k] * (1 - p["q"][k]) / (len(p["q"]) - 1) for k in range(len(p["q"]))
                               if k != p["j"])),
            where="S = 2..6, rational q in [0, 1]^S and priors p; P(Z = j) from M(q) of (8)")])


def marginal_points(display: Display = None, seed: int = SEED) -> list[dict]:
    rng = random.Random(f"{seed}-marginal")
    out = []
    for S in range(2, 7):
        for _ in range(6):
            q = [F(rng.randint(0, 12), 12) for _ in range(S)]
            weights = [rng.randint(1, 9) for _ in range(S)]
            p = [F(w, sum(weights)) for w in weights]
            out += [{"S": S, "q": q, "p": p, "j": j} for j in range(S)]
    return out


# ------------------------------------------------------------------ (10): the privacy condition
def _printed_condition(q, E) -> int:
    """(10) as printed, for every couple k != k': max((S-1)q_k/(1-q_k'), (1-q_k)/((S-1)q_k'),
    (1-q_k)/(1-q_k') I(S >= 3)) <= e^alpha (1 if it holds)."""
    S = len(q)
    return int(all(max((S - 1) * q[k] / (1 - q[l]), (1 - q[k]) / ((S - 1) * q[l]),
                       (1 - q[k]) / (1 - q[l]) * (1 if S >= 3 else 0)) <= E
                   for k in range(S) for l in range(S) if k != l))


DP_RATIOS = register("pram.dp-ratios", [
    Display("(10)", Reading("[M(q) is alpha-DP] = [max((S-1)q_k/(1-q_k'), (1-q_k)/((S-1)q_k'), (1-q_k)/(1-q_k') "
                            "I(S >= 3)) <= e^alpha for every k != k'] (1 = true)",
                            lambda p: int(is_ldp(pram_matrix(p["q"]), p["E"])), "=",
                            lambda p: _printed_condition(p["q"], p["E"])),
            where="S = 2..6, q in (0, 1)^S, E in {1, 3/2, 2, 3}: alpha-DP and not")])


def dp_ratio_points(display: Display = None, seed: int = SEED) -> list[dict]:
    """DP vectors (dp_vectors) and seeded vectors of (0, 1)^S, most of them not DP."""
    rng = random.Random(f"{seed}-ratios")
    out = []
    for S in range(2, 7):
        for E in (F(1), F(3, 2), F(2), F(3)):
            out += [{"S": S, "E": E, "q": q} for q in dp_vectors(S, E)]
            out += [{"S": S, "E": E, "q": [F(rng.randint(1, 11), 12) for _ in range(S)]} for _ in range(6)]
    return out


# ------------------------------------------------------------------ (18), (19): the step the lemma "can deduce"
RANGE_STEP = register("pram.range", [
    Display(number, Reading(printed, lambda p, s=sign: (p["y"] - p["E"] ** 2 * p["x"]) if s else
                            (p["x"] - p["E"] ** 2 * p["y"]), ">=", lambda p: 1),
            Reading(intended, lambda p, s=sign: (p["E"] ** 2 * p["y"] - p["x"]) if s else
                    (p["E"] ** 2 * p["x"] - p["y"]), ">=", lambda p: 0),
            where="pairs (q_k, q_l) of alpha-DP q, S = 3..6, E in {1, 3/2, 2, 3}")
    for number, printed, intended, sign in (("(18)", "y - E^2 x >= 1", "E^2 y - x >= 0 (pram.range's repair)", True),
                                            ("(19)", "x - E^2 y >= 1", "E^2 x - y >= 0 (pram.range's repair)", False))])
