"""PRAM (000), Sec. 3, after (9) (pram.product-reduction): the product mechanism's alpha-DP condition over neighbouring
datasets is the single-record one, both directions, for every n and every kernel with positive entries.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement
proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

from .goals import derived_goal

sp = lazy("sympy")


def product_reduction_proof() -> Proof:
    """pram.product-reduction: over neighbouring datasets the product mechanism's DP condition is the single-record
    one, both directions, for every n and every kernel with positive entries."""
    E, c, a, b = variables = sp.symbols("E c a b")
    proof = Proof("pram.product-reduction", list(variables),
                  "For every n >= 1, every kernel Q with positive entries (M(q) with q in (0, 1)^S) and E = e^alpha >= "
                  "1: for datasets X, X' differing only in entry i and any output Z, the ratio prod_j Q(Z_j|X_j) / "
                  "prod_j Q(Z_j|X'_j) is <= E iff Q(Z_i|X_i)/Q(Z_i|X'_i) is. Encoding: a = Q(Z_i|X_i), "
                  "b = Q(Z_i|X'_i), c = prod_{j != i} Q(Z_j|X_j) = prod_{j != i} Q(Z_j|X'_j) > 0 (X_j = X'_j for "
                  "j != i); the DP "
                  "inequalities are cleared of their positive denominators (c b and b). Bookkeeping, stated: every "
                  "record triple (Z_i, X_i, X'_i) occurs in some pair of neighbouring datasets (fill the other entries "
                  "alike), so the largest ratio over neighbouring datasets equals the largest single-record ratio.",
                  "record => dataset: E c b - c a = c (E b - a), multiplier c; dataset => record: (E b - a) is written "
                  "c (E b - a)/c, the hypothesis over the denominator c > 0 (strict hypothesis).",
                  domain={E: 1})
    proof.hypothesis("c > 0", c, strict=True)
    proof.hypothesis("record DP: Q(Z_i|X_i) <= E Q(Z_i|X'_i)", E * b - a)
    proof.hypothesis("dataset DP: c Q(Z_i|X_i) <= E c Q(Z_i|X'_i)", c * (E * b - a))

    def dataset():
        return E * c * b - c * a

    def record():
        return E * b - a
    derived_goal(proof, "record DP => dataset DP", dataset(), ["record DP: Q(Z_i|X_i) <= E Q(Z_i|X'_i)"],
             template=dataset)
    derived_goal(proof, "dataset DP => record DP", record(), ["dataset DP: c Q(Z_i|X_i) <= E c Q(Z_i|X'_i)"],
             positive="c > 0", common=c, template=record)
    return proof
