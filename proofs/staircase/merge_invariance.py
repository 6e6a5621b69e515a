"""Staircase (004), Sec. 2 after Thm. 4 (staircase.merge-invariance): shuffling the outputs, or splitting a column into
two proportional ones (so merging outputs with proportional columns), keeps the LDP level and the utility sum_y
mu(Q_y), for every mechanism, eps and positively homogeneous mu. workbench-polynomial-proof/4 artefact replayed by
workbench.kernel.polyproof, through workbench.proof.built_route; sums over inputs or outputs are named variables
(docs/evidence-strength.md, "What stays prose"). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E =
e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def merge_invariance_proof() -> Proof:
    """staircase.merge-invariance: shuffling the outputs, or splitting a column into two proportional ones (and so
    merging outputs with proportional columns), keeps the LDP level and the utility sum_y mu(Q_y), for every
    mechanism, eps and positively homogeneous mu."""
    E, F, t, u, v, m, m1, m2 = variables = sp.symbols("E F t u v m m1 m2")
    proof = Proof("staircase.merge-invariance", list(variables),
                  "for every k, every mechanism Q (any outputs), every utility mu that is positively homogeneous "
                  "(mu(s Q_y) = s mu(Q_y) for s > 0, the paper's sublinear mu) and every 0 < t < 1: splitting column y "
                  "into the columns t Q_y and (1 - t) Q_y keeps every LDP inequality at every level: with u = Q(y|x), "
                  "v = Q(y|x') for any inputs x, x', u <= E v implies t u <= E t v and (1 - t) u <= E (1 - t) v "
                  "(goals 'split ...'), and conversely t u <= F t v (or (1 - t) u <= F (1 - t) v) at any level F "
                  "implies u <= F v (goals 'level not lowered ...'), so the split mechanism is eps-LDP exactly when Q "
                  "is: the same level; and it keeps the utility, m1 + m2 = m with m = mu(Q_y), m1 = mu(t Q_y), m2 = "
                  "mu((1 - t) Q_y) (goals 'utility'). Merging two outputs with proportional columns s1 S, s2 S is the "
                  "same statement read backwards (t = s1/(s1 + s2)), so for Q = S^(k) Theta, whose column y is "
                  "theta_y S_j(y), the objective sum_y mu(Q_y) = sum_j mu(S_j) sum_{y: j(y) = j} theta_y is linear "
                  "in theta. Shuffling the outputs only re-indexes the LDP inequalities (one per y, x, x') and the "
                  "terms of sum_y mu(Q_y), so it keeps both. The other columns are unchanged by a split",
                  "t (E v - u) is the LDP inequality times t > 0; (1 - t)(E v - u) is the product of the facts 1 - t > 0 "
                  "and E v - u >= 0; F v - u = t (F v - u)/t with t > 0 showing the denominator's sign; m1 + m2 - m = "
                  "(m1 - t m) + (m2 - (1 - t) m).", domain={E: 1, F: 1})
    proof.hypothesis("t > 0", t, strict=True).hypothesis("t < 1", 1 - t, strict=True)
    proof.hypothesis("LDP of Q: u <= E v", E * v - u)
    proof.hypothesis("split, copy t, at level F: t u <= F t v", t * (F * v - u))
    proof.hypothesis("split, copy 1 - t, at level F: (1 - t) u <= F (1 - t) v", (1 - t) * (F * v - u))
    for name, value in {"m1 >= t m": m1 - t * m, "m1 <= t m": t * m - m1,
                        "m2 >= (1 - t) m": m2 - (1 - t) * m, "m2 <= (1 - t) m": (1 - t) * m - m2}.items():
        proof.hypothesis(f"mu homogeneous: {name}", value)
    ldp = "LDP of Q: u <= E v"
    proof.goal("split, copy t: E t v - t u >= 0", t * (E * v - u), hypotheses=["t > 0", ldp], terms=[(1, ["t > 0", ldp])])
    proof.goal("split, copy 1 - t: E (1 - t) v - (1 - t) u >= 0", (1 - t) * (E * v - u), hypotheses=["t < 1", ldp],
               terms=[(1, ["t < 1", ldp])])
    for copy, strict in (("t", "t > 0"), ("1 - t", "t < 1")):
        split = f"split, copy {copy}, at level F: " + ("t u <= F t v" if copy == "t" else "(1 - t) u <= F (1 - t) v")
        proof.goal(f"level not lowered, copy {copy}: F v - u >= 0", F * v - u, hypotheses=[strict, split],
                   terms=[(1, [split])], positive=strict, common=t if copy == "t" else 1 - t)
    for relation, side in ((">=", ">="), ("<=", "<=")):
        facts = [f"mu homogeneous: m1 {side} t m", f"mu homogeneous: m2 {side} (1 - t) m"]
        proof.goal(f"utility: m1 + m2 - m {relation} 0", m1 + m2 - m, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (1, facts[1:])])
    return proof
