"""PRAM (000), Sec. 2.3, last paragraph (pram.post-processing): post-processing keeps alpha-DP. If Q is alpha-DP and K is
any stochastic matrix depending only on Z, then Q K is alpha-DP: (QK)(j|i) <= e^alpha (QK)(j|i') for every number of
outputs, the per-output inequality summed over z by the replayer.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement
proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

from .goals import derived_goal

sp = lazy("sympy")


def post_processing_proof() -> Proof:
    """pram.post-processing: Q alpha-DP and K any stochastic matrix (depending only on Z) make Q K alpha-DP, for every
    number of outputs z: the per-term inequality summed over z by the replayer (POST_PROCESSING, the claim's formal
    statement)."""
    E, n, A, B, u, v, k = variables = sp.symbols("E n A B u v k")
    proof = Proof("pram.post-processing", list(variables),
                  "For every E = e^alpha >= 1, every alpha-DP Q (inputs x, outputs z) and every stochastic K "
                  "(outputs z to outputs j, depending only on z), Q K is alpha-DP: (QK)(j|i) <= E (QK)(j|i') for "
                  "all i != i', j. For one pair i, i' and one j, the family over the n outputs z: u = Q(z|i), "
                  "v = Q(z|i'), k = K(j|z) >= 0, with Q's DP inequality u <= E v at every z; A = sum_z k u = (QK)(j|i) "
                  "and B = sum_z k v = (QK)(j|i').",
                  "Per z: E k v - k u = k (E v - u), the DP hypothesis with multiplier k >= 0, residual 0; summed over "
                  "the n outputs by the replayer: E B - A >= 0.", domain={E: 1, n: 1})
    proof.hypothesis("DP of Q at z: Q(z|i) <= E Q(z|i')", E * v - u)

    def term():
        return E * k * v - k * u

    def total():
        return E * B - A
    derived_goal(proof, "term z: K(j|z) Q(z|i) <= E K(j|z) Q(z|i')", term(), ["DP of Q at z: Q(z|i) <= E Q(z|i')"],
                 template=term)
    proof.sum("summed over z: E B - A >= 0", "term z: K(j|z) Q(z|i) <= E K(j|z) Q(z|i')", index=[u, v, k], count=n,
              monomials={k * u: A, k * v: B})
    return proof.goal("(QK)(j|i) <= E (QK)(j|i')", total(), terms=[(1, ["summed over z: E B - A >= 0"])],
                      template=total)
