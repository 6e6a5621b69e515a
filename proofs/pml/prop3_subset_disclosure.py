"""PML (002), Prop. 3, (47)-(54) (pml.subset-disclosure): an output that only X_sub produces leaks at least 1/P(X_sub),
so e^eps < 1/P(X_sub) rules it out, and with l zeros the (eps, c)-PML level is at least 1/((N - l)c); for every N, l.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered

from .lemma1_zeros import ZEROS_LEVEL


def subset_disclosure_proof() -> Proof:
    """pml.subset-disclosure (Prop. 3): an output that only X_sub produces leaks at least 1/P(X_sub), so e^eps <
    1/P(X_sub) rules it out, and with l zeros the (eps, c)-PML level is at least 1/((N - l)c); for every N, l."""
    E, c, N, m, k, w, p, L = sp.symbols("E c N m k w p L")
    l = sp.Symbol("l")
    proof = Proof("pml.subset-disclosure", [E, c, N, m, k, w, p, L],
                  "for every N, every kernel and output y with K(y|x') = 0 outside X_sub, every prior P with p = "
                  "P(X_sub) > 0 (leakages as ratios, l = log of the ratio): with Q = P conditioned on X_sub, (K P)(y) "
                  "= p w, w = (K Q)(y), and k = max_x K(y|x) > 0, so the ratio k/(K P)(y) is (k/w)/p ((52)); w <= k "
                  "(Q sums to 1 on X_sub) gives k/(K P)(y) >= 1/p ((53), goal 'ratio >= 1/p'); so (eps, c)-PML at P, "
                  "k <= E p w, forces E >= 1/p (goal 'E >= 1/p': e^eps < 1/P(X_sub) rules y out). (54): with l zeros, "
                  "m = N - l >= 1 inputs form X_sub, each with P(x) >= c, so p >= (N - l)c, with equality at the prior "
                  "putting c on them and the rest outside (l >= 1); the level L >= the ratio at that prior gives L >= "
                  "1/((N - l)c) (pml.zeros' registered closed form; goal 'L >= ...')",
                  "Each goal: k (or w) times the gap = the PML or level hypothesis + (k - w); the common factor w is "
                  "kept so that p w > 0 (w c > 0) shows the denominator's sign.",
                  domain={E: 1, N: 2, m: 1})
    proof.hypothesis("p w > 0", p * w, strict=True).hypothesis("w c > 0", w * c, strict=True)
    proof.hypothesis("w <= k: (K Q)(y) <= max_x K(y|x)", k - w)
    proof.hypothesis("PML at P: k <= E p w", E * p * w - k)
    proof.hypothesis("level at p = (N - l) c: k <= L (N - l) c w", L * m * c * w - k)
    below = "w <= k: (K Q)(y) <= max_x K(y|x)"
    proof.goal("ratio >= 1/p: k/(p w) - 1/p >= 0", k / (p * w) - 1 / p, hypotheses=["p w > 0", below],
               terms=[(1, [below])], positive="p w > 0")
    proof.goal("E >= 1/p", E - 1 / p, hypotheses=["p w > 0", below, "PML at P: k <= E p w"],
               terms=[(1, ["PML at P: k <= E p w"]), (1, [below])], positive="p w > 0", common=w)

    def level_gap():
        return L - registered("pml.zeros", ZEROS_LEVEL, [N, c, l]).subs(l, N - m)
    facts = ["w c > 0", "w <= k: (K Q)(y) <= max_x K(y|x)", "level at p = (N - l) c: k <= L (N - l) c w"]
    proof.goal("L >= 1/((N - l) c)", level_gap(), hypotheses=facts, terms=[(1, [facts[2]]), (1, [facts[1]])],
               positive="w c > 0", common=w, template=level_gap)
    return proof
