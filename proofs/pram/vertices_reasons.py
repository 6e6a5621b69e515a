"""PRAM (000): the reason the appendix gives for V being in T_alpha, checked (workbench.reasons), beside pram.vertices.

"Under the assumption that S >= 4 and alpha <= log(S+sqrt(S(S-4))-2) - log 2, it is straightforward to verify that
V is a subset of T_alpha": the premises are the two hypotheses at (S, e^alpha), the step is that every point of the
five families of V satisfies every row of T_alpha (mechanisms.pram.dp_polytope, the exact alpha-DP rows of M(q)).
T_alpha is invariant under permutations of the coordinates, so one representative per family (per count of v_alpha
in family 3) is every point up to permutation. Points: S = 4..9, e^alpha in {1, 6/5, 3/2, 2, 5/2, 3, 7/2, 4, 5}; the
hypothesis is read with sqrt(S(S-4)) as a rigorous enclosure. The hypothesis is stronger than the step needs (V stays
in T_alpha up to e^alpha = S - 2, pram.vertices' sharpest hypothesis), so the reason gives it; without the hypothesis
(the tests drop it) the v_max point leaves T_alpha beyond e^alpha = S - 2, a witness.
"""
from __future__ import annotations

import math
from fractions import Fraction as F

from workbench import rigorous
from workbench.literal import Reading
from workbench.mechanisms.pram import dp_polytope
from workbench.reasons import Reason


def families(S: int, E: F) -> list[list]:
    """One representative of each family of V (family 3: one per count 2..S-2 of v_alpha), from the appendix's
    closed forms v_alpha, v_-alpha, v_min = e^-alpha/(e^alpha+S-1), v_max = e^alpha/(e^-alpha+S-1)."""
    plus, minus = E / (E + S - 1), (1 / E) / (1 / E + S - 1)
    v_min, v_max = (1 / E) / (E + S - 1), E / (1 / E + S - 1)
    return ([[plus] * S, [minus] * S] + [[plus] * m + [minus] * (S - m) for m in range(2, S - 1)]
            + [[v_min] + [plus] * (S - 1), [v_max] + [minus] * (S - 1)])


def _excess(p):
    """max over the representatives and the rows a.q <= b of T_alpha of a.q - b (<= 0: V is in T_alpha), exactly:
    in integers over the rows' common denominator r and the points' d, a.q - b = (A.Q - B d) / (r d)."""
    S, E = p["S"], p["E"]
    # a row has at most two nonzero coefficients: kept as (index, coefficient) pairs
    rows = [([(k, v) for k, v in enumerate(a) if v], b) for a, b in dp_polytope(S, E)]
    points = families(S, E)
    r = math.lcm(*(F(v).denominator for a, b in rows for _, v in a + [(None, b)]))
    d = math.lcm(*(F(v).denominator for q in points for v in q))
    integer_rows = [([(k, int(v * r)) for k, v in a], int(b * r) * d) for a, b in rows]
    integer_points = [[int(v * d) for v in q] for q in points]
    return F(max(sum(A * Q[k] for k, A in a) - B for Q in integer_points for a, B in integer_rows), r * d)


S_AT_LEAST_4 = Reading("S >= 4", lambda p: p["S"], ">=", lambda p: 4)
STANDING = Reading("alpha <= log(S+sqrt(S(S-4))-2) - log 2, i.e. e^alpha <= (S-2+sqrt(S(S-4)))/2", lambda p: p["E"],
                   "<=", lambda p: (rigorous.sqrt(p["S"] * (p["S"] - 4)) + (p["S"] - 2)) * F(1, 2))
V_IN_T = Reading("every point of V satisfies every row of T_alpha", _excess, "<=", lambda p: 0)
V_SUBSET = (Reason("Appendix, after V: under the assumption", "Under the assumption that S >= 4 and alpha <= "
                   "log(S+sqrt(S(S-4))-2) - log 2, it is straightforward to verify that V is a subset of T_alpha",
                   step=V_IN_T, cites=(S_AT_LEAST_4, STANDING)),)


def points(reason: Reason = None) -> list[dict]:
    """S = 4..9 at e^alpha in {1, 6/5, 3/2, 2, 5/2, 3, 7/2, 4, 5}."""
    return [{"S": S, "E": E} for S in range(4, 10) for E in (F(1), F(6, 5), F(3, 2), F(2), F(5, 2), F(3), F(7, 2),
                                                            F(4), F(5))]
