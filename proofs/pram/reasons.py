"""PRAM (000): the reasons the appendix's lemma gives for its two steps, checked (workbench.reasons).

The lemma (pram.one-outlier): if q_i > v_alpha = e^alpha/(S-1+e^alpha) then every other q_j < v_alpha, and the
mirror statement below v_-alpha. Its proof justifies the first step "using formula (19)" and the second "from formula
(21)". Both steps are true (they are rows (12) and (15) of T_alpha at the pair (q_i, q_j)); the reasons are not:
(19), x - e^(2 alpha) y >= 1, does not give (S-1) q_i + e^alpha q_j <= e^alpha, and the paper has no display (21).
The points are pairs (x, y) = (q_i, q_j) of a grid of [0, 1]^2 with the lemma's case hypothesis, S = 3..6, e^alpha in
{1, 3/2, 2, 3}: the cited premise alone must do the work, so the pairs are not restricted to T_alpha.
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


def points(reason: Reason = None, steps: int = 12) -> list[dict]:
    """A grid of pairs (x, y) in [0, 1]^2 (step 1/steps) at S = 3..6 and e^alpha in {1, 3/2, 2, 3}."""
    grid = [F(k, steps) for k in range(steps + 1)]
    return [{"S": S, "E": E, "x": x, "y": y} for S in range(3, 7) for E in (F(1), F(3, 2), F(2), F(3))
            for x in grid for y in grid]
