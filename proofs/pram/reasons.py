"""PRAM (000): the reasons the appendix's lemma gives for its two steps, checked (workbench.reasons).

The lemma (pram.one-outlier): if q_i > v_alpha = e^alpha/(S-1+e^alpha) then every other q_j < v_alpha, and the
mirror statement below v_-alpha. Its proof justifies the first step "using formula (19)" and the second "from formula
(21)". Both steps are true (they are rows (12) and (15) of T_alpha at the pair (q_i, q_j)); the reasons are not:
(19), x - e^(2 alpha) y >= 1, does not give (S-1) q_i + e^alpha q_j <= e^alpha, and the paper has no display (21).
The points are pairs (x, y) = (q_i, q_j) of a grid of [0, 1]^2 with the lemma's case hypothesis, S = 3..6, e^alpha in
{1, 3/2, 2, 3}: the cited premise alone must do the work, so the pairs are not restricted to T_alpha.

The proof opens "This trivially follow from the constraint (10)": that reason, (10) at the couples (i, j) and (j, i),
is checked for both halves (FROM_10) at the pairs of the open grid (`open_points`, where every quotient of (10) is
defined). It gives them: (10)'s first quotient at (i, j) is row (12) divided by 1 - q_j, its second at (j, i) is row
(15) as corrected divided by (S - 1) q_i. So the lemma follows from what its first sentence cites, not from (19).
"""
from __future__ import annotations

from fractions import Fraction as F

from workbench.literal import Reading
from workbench.reasons import Reason

ABOVE = Reading("q_i > e^alpha/(S-1+e^alpha)", lambda p: p["x"], ">", lambda p: p["E"] / (p["S"] - 1 + p["E"]))
BELOW = Reading("q_i < e^-alpha/(S-1+e^-alpha)", lambda p: p["x"], "<", lambda p: 1 / (1 + (p["S"] - 1) * p["E"]))
ROW_12 = Reading("(12) at (q_i, q_j): (S-1) q_i + e^alpha q_j <= e^alpha",
                 lambda p: (p["S"] - 1) * p["x"] + p["E"] * p["y"], "<=", lambda p: p["E"])
ROW_15 = Reading("(15) as corrected at (q_i, q_j): (S-1) e^alpha q_i + q_j >= 1",
                 lambda p: (p["S"] - 1) * p["E"] * p["x"] + p["y"], ">=", lambda p: 1)
PRINTED_19 = Reading("(19) at (q_i, q_j): q_i - e^(2 alpha) q_j >= 1", lambda p: p["x"] - p["E"] ** 2 * p["y"], ">=",
                     lambda p: 1)

FIRST, SECOND = "Appendix, proof of the lemma, first step", "Appendix, proof of the lemma, second step"
AS_PRINTED = (
    Reason(FIRST, "suppose that q_i > e^alpha/(S-1+e^alpha). Then for any other q_j, using formula (19), "
                  "(S-1) e^alpha/(S-1+e^alpha) + e^alpha q_j < (S-1) q_i + e^alpha q_j <= e^alpha",
           step=ROW_12, cites=(PRINTED_19, ABOVE)),
    Reason(SECOND, "Similarly suppose both q_i < e^-alpha/(S-1+e^-alpha). For any other q_j, from formula (21), "
                   "(S-1) e^alpha e^-alpha/(S-1+e^-alpha) + q_j > (S-1) e^alpha q_i + q_j >= 1",
           step=ROW_15, cites=(BELOW,), missing="formula (21)"),
)
CORRECTED = (
    Reason(FIRST, "the first step by (12) at (q_i, q_j)", step=ROW_12, cites=(ROW_12, ABOVE)),
    Reason(SECOND, "the second step by (15) as corrected (the mirror of (14)) at (q_i, q_j)", step=ROW_15,
           cites=(ROW_15, BELOW)),
)


def _ten(p, k, l):
    """The left side of (10) at the couple (k, l) of the pair: max of its three quotients (S >= 3 here)."""
    q = {"i": p["x"], "j": p["y"]}
    a, b, S = q[k], q[l], p["S"]
    return max((S - 1) * a / (1 - b), (1 - a) / ((S - 1) * b), (1 - a) / (1 - b))


TEN_IJ = Reading("(10) at the couple (k, k') = (i, j)", lambda p: _ten(p, "i", "j"), "<=", lambda p: p["E"])
TEN_JI = Reading("(10) at the couple (k, k') = (j, i)", lambda p: _ten(p, "j", "i"), "<=", lambda p: p["E"])
OTHER_BELOW = Reading("q_j < e^alpha/(S-1+e^alpha)", lambda p: p["y"], "<", lambda p: p["E"] / (p["S"] - 1 + p["E"]))
OTHER_ABOVE = Reading("q_j > e^-alpha/(S-1+e^-alpha)", lambda p: p["y"], ">", lambda p: 1 / (1 + (p["S"] - 1) * p["E"]))
TRIVIALLY = "Proof This trivially follow from the constraint (10)."
FROM_10 = (
    Reason("Proof of the lemma, first sentence (first half)", TRIVIALLY, step=OTHER_BELOW, cites=(TEN_IJ, TEN_JI, ABOVE)),
    Reason("Proof of the lemma, first sentence (second half)", TRIVIALLY, step=OTHER_ABOVE, cites=(TEN_IJ, TEN_JI, BELOW)),
)
"""The proof's opening reason for the lemma's two halves: (10) at both couples of the pair, with the case hypothesis."""


def points(reason: Reason = None, steps: int = 12) -> list[dict]:
    """A grid of pairs (x, y) in [0, 1]^2 (step 1/steps) at S = 3..6 and e^alpha in {1, 3/2, 2, 3}."""
    grid = [F(k, steps) for k in range(steps + 1)]
    return [{"S": S, "E": E, "x": x, "y": y} for S in range(3, 7) for E in (F(1), F(3, 2), F(2), F(3))
            for x in grid for y in grid]


def open_points(reason: Reason = None, steps: int = 12) -> list[dict]:
    """The pairs of `points` strictly inside (0, 1)^2, where every quotient of (10) is defined."""
    return [p for p in points(steps=steps) if 0 < p["x"] < 1 and 0 < p["y"] < 1]


def points_for(reason: Reason) -> list[dict]:
    """`open_points` for the reasons that cite (10), `points` for the others."""
    return open_points() if reason in FROM_10 else points()
