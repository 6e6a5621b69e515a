"""PRAM (000): the reasons the appendix gives for (18)-(19) and for the range [v_min, v_max], checked
(workbench.reasons), beside pram.range, which decides the steps themselves.

The appendix, after the standing hypothesis S >= 4, alpha <= log(S + sqrt(S(S-4)) - 2) - log 2, argues in four
clauses, each a unit here:

1. "since (q_2,q_3) satisfy (15), we have that q_3 <= 1-(S-1)e^alpha q_2";
2. "Therefore, using the fact that (q_1,q_3) satisfy (12), and the symmetry of the constraints, we can deduce that
   any (q_k,q_l) satisfy (18) y - e^(2 alpha) x >= 1, (19) x - e^(2 alpha) y >= 1";
3. "Equations (13) and (18) give that q_k <= e^alpha/(e^-alpha+S-1) = v_max";
4. "and equations (15) and (18) give q_k >= e^-alpha/(e^alpha+S-1) = v_min".

As printed, (15) -(S-1)e^alpha x + y <= -1 does not give clause 1's step (q_2 = 1, q_3 = 0 satisfy it and break the
step) and, corrected (the mirror of (14), (S-1)e^alpha x + y >= 1), gives it the other way round; clause 1's step
and (12) do not give clause 2's (18) (q = 0 satisfies both). Both steps are false on T_alpha as well (pram.range:
a `derivation` erratum), so these witnesses belong to it. Clauses 3 and 4 do follow from the printed (18): it is
too strong (y - e^(2 alpha) x >= 1 forces y = 1 on [0, 1]), so where it holds the range does; they follow from the
repaired (18') e^(2 alpha) y - x >= 0 too (range_step.deductions). Which pair each display is read at is the one
the repaired derivation uses ("any (q_k, q_l)" makes (18) hold at every ordered pair).

Clause 2's "symmetry of the constraints" (the step for one pair gives it for all) is not a premise at a point: the
check is the step for the pair (q_1, q_2) it derives. The points: triples (q_1, q_2, q_3) of a grid of [0, 1]^3,
not restricted to T_alpha (the cited premises alone must do the work), at the (S, e^alpha) of `STANDING` that
satisfy the standing hypothesis, decided exactly (`standing`).
"""
from __future__ import annotations

from fractions import Fraction as F

from workbench.literal import Reading
from workbench.reasons import Reason

STANDING = [(S, E) for S in (4, 5, 6, 8) for E in (F(1), F(6, 5), F(3, 2), F(2), F(5, 2), F(3))]
"""Candidate (S, e^alpha); `points` keeps those under the appendix's standing hypothesis."""


def standing(S: int, E: F) -> bool:
    """S >= 4 and e^alpha <= (S - 2 + sqrt(S(S-4)))/2, the printed alpha <= log(S + sqrt(S(S-4)) - 2) - log 2,
    decided exactly: 2E - (S - 2) <= sqrt(S(S-4)) iff the left side is <= 0 or its square is <= S(S-4)."""
    lead = 2 * E - (S - 2)
    return S >= 4 and E >= 1 and (lead <= 0 or lead * lead <= S * (S - 4))


def _v_max(p):
    return p["E"] / (1 / p["E"] + p["S"] - 1)


def _v_min(p):
    return (1 / p["E"]) / (p["E"] + p["S"] - 1)


# Clause 1: the pair (x, y) = (q_2, q_3).
PRINTED_15_23 = Reading("(15) as printed at (q_2, q_3): -(S-1) e^alpha q_2 + q_3 <= -1",
                        lambda p: -(p["S"] - 1) * p["E"] * p["q2"] + p["q3"], "<=", lambda p: -1)
CORRECTED_15_23 = Reading("(15) as corrected at (q_2, q_3): (S-1) e^alpha q_2 + q_3 >= 1",
                          lambda p: (p["S"] - 1) * p["E"] * p["q2"] + p["q3"], ">=", lambda p: 1)
STEP_1 = Reading("q_3 <= 1 - (S-1) e^alpha q_2", lambda p: p["q3"], "<=", lambda p: 1 - (p["S"] - 1) * p["E"] * p["q2"])
STEP_1_FLIPPED = Reading("q_3 >= 1 - (S-1) e^alpha q_2", lambda p: p["q3"], ">=",
                         lambda p: 1 - (p["S"] - 1) * p["E"] * p["q2"])

# Clause 2: (12) at (x, y) = (q_1, q_3); the step for the pair (x, y) = (q_1, q_2).
ROW_12_13 = Reading("(12) at (q_1, q_3): (S-1) q_1 + e^alpha q_3 <= e^alpha",
                    lambda p: (p["S"] - 1) * p["q1"] + p["E"] * p["q3"], "<=", lambda p: p["E"])
PRINTED_18_12 = Reading("(18) as printed at (q_1, q_2): q_2 - e^(2 alpha) q_1 >= 1",
                        lambda p: p["q2"] - p["E"] ** 2 * p["q1"], ">=", lambda p: 1)
REPAIRED_18_12 = Reading("(18') at (q_1, q_2): e^(2 alpha) q_2 - q_1 >= 0",
                         lambda p: p["E"] ** 2 * p["q2"] - p["q1"], ">=", lambda p: 0)

# Clauses 3 and 4, for q_k = q_1 and its partner q_l = q_2.
ROW_13 = Reading("(13) at (x, y) = (q_2, q_1): (S-1) q_1 + e^alpha q_2 <= e^alpha",
                 lambda p: (p["S"] - 1) * p["q1"] + p["E"] * p["q2"], "<=", lambda p: p["E"])
PRINTED_15_12 = Reading("(15) as printed at (x, y) = (q_1, q_2): -(S-1) e^alpha q_1 + q_2 <= -1",
                        lambda p: -(p["S"] - 1) * p["E"] * p["q1"] + p["q2"], "<=", lambda p: -1)
CORRECTED_15_12 = Reading("(15) as corrected at (x, y) = (q_1, q_2): (S-1) e^alpha q_1 + q_2 >= 1",
                          lambda p: (p["S"] - 1) * p["E"] * p["q1"] + p["q2"], ">=", lambda p: 1)
PRINTED_18_21 = Reading("(18) as printed at (x, y) = (q_2, q_1): q_1 - e^(2 alpha) q_2 >= 1",
                        lambda p: p["q1"] - p["E"] ** 2 * p["q2"], ">=", lambda p: 1)
REPAIRED_18_21 = Reading("(18') at (x, y) = (q_2, q_1): e^(2 alpha) q_1 - q_2 >= 0",
                         lambda p: p["E"] ** 2 * p["q1"] - p["q2"], ">=", lambda p: 0)
V_MAX = Reading("q_1 <= e^alpha/(e^-alpha + S - 1) = v_max", lambda p: p["q1"], "<=", _v_max)
V_MIN = Reading("q_1 >= e^-alpha/(e^alpha + S - 1) = v_min", lambda p: p["q1"], ">=", _v_min)

CLAUSE_1, CLAUSE_2 = "Appendix, before (18): since (15)", "Appendix, before (18): (12) and symmetry"
CLAUSE_3, CLAUSE_4 = "Appendix, after (19): (13) and (18)", "Appendix, after (19): (15) and (18)"
QUOTES = {
    CLAUSE_1: "since (q_2,q_3) satisfy (15), we have that q_3 <= 1-(S-1)e^alpha q_2",
    CLAUSE_2: "Therefore, using the fact that (q_1,q_3) satisfy (12), and the symmetry of the constraints, we can "
              "deduce that any (q_k,q_l) satisfy (18) y-e^{2 alpha}x >= 1 (19) x-e^{2 alpha}y >= 1",
    CLAUSE_3: "Equations (13) and (18) give that q_k <= e^alpha/(e^-alpha+S-1) = v_max",
    CLAUSE_4: "and equations (15) and (18) give q_k >= e^-alpha/(e^alpha+S-1) = v_min",
}
AS_PRINTED = (
    Reason(CLAUSE_1, QUOTES[CLAUSE_1], step=STEP_1, cites=(PRINTED_15_23,)),
    Reason(CLAUSE_2, QUOTES[CLAUSE_2], step=PRINTED_18_12, cites=(STEP_1, ROW_12_13)),
    Reason(CLAUSE_3, QUOTES[CLAUSE_3], step=V_MAX, cites=(ROW_13, PRINTED_18_12)),
    Reason(CLAUSE_4, QUOTES[CLAUSE_4], step=V_MIN, cites=(PRINTED_15_12, PRINTED_18_21)),
)
"""The four clauses with the displays they cite, as printed."""
CORRECTED = (
    Reason(CLAUSE_1, "(15) as corrected gives the step flipped: q_3 >= 1 - (S-1) e^alpha q_2", step=STEP_1_FLIPPED,
           cites=(CORRECTED_15_23,)),
    Reason(CLAUSE_2, "the flipped step and (12) at (q_1, q_3) give (18') for (q_1, q_2)", step=REPAIRED_18_12,
           cites=(STEP_1_FLIPPED, ROW_12_13)),
    Reason(CLAUSE_3, "(13) and (18') give q_k <= v_max", step=V_MAX, cites=(ROW_13, REPAIRED_18_12)),
    Reason(CLAUSE_4, "(15) as corrected and (18') give q_k >= v_min", step=V_MIN, cites=(CORRECTED_15_12, REPAIRED_18_21)),
)
"""The same clauses with (15) corrected and (18) repaired to (18'), as pram.range's correction states them."""


def points(reason: Reason = None, steps: int = 6) -> list[dict]:
    """Triples (q_1, q_2, q_3) of the grid of [0, 1]^3 with step 1/steps, at every (S, e^alpha) of STANDING under
    the standing hypothesis."""
    grid = [F(k, steps) for k in range(steps + 1)]
    return [{"S": S, "E": E, "q1": a, "q2": b, "q3": c} for S, E in STANDING if standing(S, E)
            for a in grid for b in grid for c in grid]
