"""Counting queries (001), Sec. IV, proofs of Thm. 1 statements 3 and 4 (counting.shared-diagonal): every optimal
solution of (6) has every diagonal entry equal to the optimum delta + (1 - delta) alpha_M, for every M, e^eps and
delta (delta > 0 included).

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

from .goals import WALK_FACTS, hypothesis_is_goal

sp = lazy("sympy")


def shared_diagonal_proof() -> Proof:
    """counting.shared-diagonal: every optimal solution of (6) has every diagonal entry equal to the optimum
    delta + (1 - delta) alpha_M, for every M, E and delta (delta > 0 included)."""
    names = "w t p0 pjj D Q S L delta"
    variables = dict(zip(names.split(), sp.symbols(names)))
    w, t, p0, pjj, D, Q, S, L, delta = variables.values()
    proof = Proof("counting.shared-diagonal", list(variables.values()),
                  "For every M >= 2, E = e^eps >= 1 (q = 1/E in (0, 1]) and delta in [0, 1]: every optimal solution P "
                  "of (6) has p_ii = delta + (1 - delta) alpha_M for every i. counting.optimum's walk (its artefact, "
                  "proved for every feasible P, cited) names, for the centre row i0 = ceil(M/2) and the weights w_j = "
                  "q^|j - i0| > 0 (q > 0: eps finite): D = sum_{j != i0} w_j p_jj, Q = sum_{j != i0} p_{i0,j}, S the "
                  "weighted slacks, L = sum_{j != i0} w_j, p0 = p_{i0,i0}, t = min_i p_ii, and proves D - Q <= S, p0 + Q "
                  "<= 1, S <= delta L (hypotheses here), with the diag rows t <= p0, t L <= D and 1 + L = 1/alpha_M. "
                  "Optimality: t equals the optimum delta + (1 - delta)/(1 + L), so t (1 + L) >= 1 + delta L "
                  "(hypothesis). Goals: p0 <= t and D <= t L (the walk's chain is tight); per j != i0, with the other "
                  "terms w_k (p_kk - t) >= 0 summed (bookkeeping: D - t L = sum_j w_j (p_jj - t)), w_j (p_jj - t) <= D "
                  "- t L <= 0, so p_jj <= t (the goal, over w_j > 0). With t <= p_ii for every i, every diagonal "
                  "entry equals t, the optimum.",
                  "p0 <= t: t - p0 = [t (1 + L) - 1 - delta L] + the three walk facts + (D - t L). D <= t L: the same "
                  "with (p0 - t) for (D - t L). p_jj <= t: w (t - p_jj) = (t L - D) + (D - t L - w (p_jj - t)).")
    facts = [proof.hypothesis(name, slack(variables)) and name for name, slack in WALK_FACTS.items()]
    optimal = "optimal: t = delta + (1 - delta)/(1 + L) (>=, times 1 + L > 0)"
    for name, value in ((optimal, t * (1 + L) - 1 - delta * L), ("diag_i0: t <= p0", p0 - t),
                        ("diag summed over j != i0: t L <= D", D - t * L),
                        ("D <= t L (the goal above)", t * L - D),
                        ("the other weighted diagonal terms summed: w_j (p_jj - t) <= D - t L",
                         D - t * L - w * (pjj - t))):
        proof.hypothesis(name, value)
    proof.hypothesis("w_j = q^|j - i0| > 0", w, strict=True)
    proof.stated_goal("centre: p_{i0,i0} <= t", lambda: t - p0,
                [(1, [optimal])] + [(1, [f]) for f in facts] + [(1, ["diag summed over j != i0: t L <= D"])])
    proof.stated_goal("the walk is tight: D <= t L", lambda: t * L - D,
                [(1, [optimal])] + [(1, [f]) for f in facts] + [(1, ["diag_i0: t <= p0"])])
    proof.stated_goal("every j != i0: p_jj <= t", lambda: t - pjj,
                [(1, ["D <= t L (the goal above)"]),
                 (1, ["the other weighted diagonal terms summed: w_j (p_jj - t) <= D - t L"])],
                common=w, positive="w_j = q^|j - i0| > 0")
    hypothesis_is_goal(proof, "D <= t L (the goal above)", "the walk is tight: D <= t L")
    return proof
