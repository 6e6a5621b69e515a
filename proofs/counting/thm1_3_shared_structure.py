"""Counting queries (001), Thm. 1, statement 3 (counting.shared-structure): for delta = 0 every optimal solution has the
same diagonal, middle row(s) and entries between them and the diagonal: p_xj = q^|x - j| t along the walk from j to a
middle row, for every M and e^eps; from the walk's summed facts.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

from .goals import WALK_FACTS, hypothesis_is_goal

sp = lazy("sympy")


def shared_structure_proof() -> Proof:
    """counting.shared-structure (Thm. 1, statement 3): for delta = 0 every optimal solution has the same diagonal,
    middle row(s) and entries between them and the diagonal: p_xj = q^|x - j| t along the walk from j to a middle
    row, for every M and E."""
    names = "q t p0 D Q S_p S_n L delta wj pjj pmj Tj om s_p s_n wy px py Sig"
    variables = dict(zip(names.split(), sp.symbols(names)))
    q, t, p0, D, Q, S_p, S_n, L, delta, wj, pjj, pmj, Tj, om, s_p, s_n, wy, px, py, Sig = variables.values()
    S, s = S_p - S_n, s_p - s_n                # the slacks' sum and one slack, reals (signs only as hypotheses)
    sigma = py - q * px + q * s                # the walk step x -> y in column j: q (p_xj - E p_yj - s) <= 0, E q = 1
    proof = Proof("counting.shared-structure", list(variables.values()),
                  "For every M >= 2, E = e^eps >= 1 (q = 1/E in (0, 1]) and delta = 0: all optimal solutions P of (6) "
                  "share the diagonal (counting.shared-diagonal, proved), the middle row(s) and, in every column j, the "
                  "entries between row j and the nearest middle row i0. counting.optimum's walk to i0 (its artefact, "
                  "cited; for even M either middle row is a centre with the same L, the path distances from M/2 and "
                  "M/2 + 1 being the same multiset) names D, Q, S, L, p0 as in counting.shared-diagonal and per column "
                  "j: w_j = q^|j - i0|, p_jj, p_{i0,j}, T_j = sum over the walk's steps of q w_x s_xyj >= 0; per step x "
                  "-> y (y the neighbour of x towards i0, w_x = q w_y): sigma = p_yj - q p_xj + q s_xyj >= 0 (dp_x_y_j "
                  "times q, E q = 1). Bookkeeping (named sums, telescoping): Sig = sum over the walk of w_y sigma = "
                  "p_{i0,j} - w_j p_jj + T_j; S - D + Q = sum_j (T_j - w_j p_jj + p_{i0,j}), each term >= 0 (the walk "
                  "bound per column); S = sum of the weighted slacks om s (om = q w_x > 0), each >= 0. Goals: the chain "
                  "of the walk bound is tight at an optimum (S - D + Q <= 0), hence per column; at delta = 0 every "
                  "slack s_xyj = 0 (S <= delta L = 0); per step sigma <= 0, so p_yj = q p_xj. By induction along the "
                  "walk from p_jj = t (the shared diagonal), p_xj = q^|x - j| t for every x between j and i0, the "
                  "middle row included: the same for every optimal solution.",
                  "Tight chain: -(S - D + Q) = [t (1 + L) - 1 - delta L] + (1 - p0 - Q) + (p0 - t) + (D - t L) + (delta "
                  "L - S). Per column: the other columns' terms summed. Slack: -om s = -S + (S - om s). Step: -w_y sigma "
                  "= (Sig - w_y sigma) - Sig, -Sig from the column's tight walk and the telescoping.")
    optimal = "optimal: t = delta + (1 - delta)/(1 + L) (>=, times 1 + L > 0)"
    walk = "tight chain: S - D + Q <= 0 (the goal)"
    column = "this column's walk is tight: T_j - w_j p_jj + p_{i0,j} <= 0 (the goal)"
    facts = [proof.hypothesis(name, slack(variables | {"S": S})) and name for name, slack in WALK_FACTS.items()]
    for name, value in ((optimal, t * (1 + L) - 1 - delta * L), ("diag_i0: t <= p0", p0 - t),
                        ("diag summed over j != i0: t L <= D", D - t * L), (walk, D - Q - S),
                        ("the other columns' walk terms summed", (S - D + Q) - (Tj - wj * pjj + pmj)),
                        ("delta = 0: S <= delta L = 0", -S),
                        ("the other weighted slacks summed: om s <= S", S - om * s), ("s_xyj >= 0", s),
                        (column, wj * pjj - pmj - Tj), ("the other steps summed: w_y sigma <= Sig", Sig - wy * sigma),
                        ("dp_x_y_j times q: sigma >= 0", sigma)):
        proof.hypothesis(name, value)
    proof.hypothesis("om = q w_x > 0", om, strict=True).hypothesis("w_y > 0", wy, strict=True)
    telescoping = proof.equality("telescoping: Sig = p_{i0,j} - w_j p_jj + T_j", Sig - pmj + wj * pjj - Tj)
    proof.stated_goal("tight chain: S - D + Q <= 0", lambda: S - D + Q,
                [(1, [optimal])] + [(1, [f]) for f in facts if not f.startswith("walks")]
                + [(1, ["diag_i0: t <= p0"]), (1, ["diag summed over j != i0: t L <= D"])], "<=")
    proof.stated_goal("per column: T_j - w_j p_jj + p_{i0,j} <= 0", lambda: Tj - wj * pjj + pmj,
                [(1, [walk]), (1, ["the other columns' walk terms summed"])], "<=")
    proof.stated_goal("delta = 0: every slack s_xyj <= 0", lambda: -s,
                [(1, ["delta = 0: S <= delta L = 0"]), (1, ["the other weighted slacks summed: om s <= S"])],
                common=om, positive="om = q w_x > 0")
    proof.stated_goal("per step: sigma <= 0", lambda: -sigma,
                [(1, ["the other steps summed: w_y sigma <= Sig"]), (1, [telescoping[1]]), (1, [column])],
                common=wy, positive="w_y > 0")
    step = py - q * px
    for name, value in (("sigma <= 0 (the goal)", -sigma), ("s_xyj <= 0 (the goal)", -s)):
        proof.hypothesis(name, value)
    proof.stated_goal("per step: p_yj = q p_xj (<=)", lambda: step,
                [(1, ["sigma <= 0 (the goal)"]), (q, ["s_xyj >= 0"])],
                "<=")
    proof.stated_goal("per step: p_yj = q p_xj (>=)", lambda: step,
                [(1, ["dp_x_y_j times q: sigma >= 0"]), (q, ["s_xyj <= 0 (the goal)"])])
    for hypothesis, goal in ((walk, "tight chain: S - D + Q <= 0"),
                             (column, "per column: T_j - w_j p_jj + p_{i0,j} <= 0"),
                             ("sigma <= 0 (the goal)", "per step: sigma <= 0"),
                             ("s_xyj <= 0 (the goal)", "delta = 0: every slack s_xyj <= 0")):
        hypothesis_is_goal(proof, hypothesis, goal)
    return proof
