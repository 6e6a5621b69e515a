"""PML (002), Sec. III, the identity bound (pml.identity-bound): every kernel satisfies (-log c, c)-PML (e^eps = 1/c),
for every N; the identity kernel attains 1/c.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered


IDENTITY_LEVEL = "e^eps = 1/c"


def identity_bound_proof() -> Proof:
    """pml.identity-bound: every kernel satisfies (-log c, c)-PML, for every N; the identity attains 1/c."""
    c, k, p, r = sp.symbols("c k p r")
    proof = Proof("pml.identity-bound", [c, k, p, r],
                  "for every N, every N-input kernel K, every prior P in Q_X(c) and every output y: max_x K(y|x) <= "
                  "E (K P)(y) with E = e^eps = 1/c, i.e. K is (-log c, c)-PML; the identity attains it. Encoding (no "
                  "N in it, so it holds for every N): x* is an input with the largest K(y|x), k = K(y|x*) >= 0, "
                  "p = P(x*) >= c (P in Q_X(c)), r = sum_{x != x*} P(x) K(y|x) >= 0, so (K P)(y) = p k + r; c > 0",
                  "E (p k + r) - k = (k (p - c) + r)/c: the multiplier k and the residual r are >= 0. The identity's "
                  "column y = x* under the prior with P(x*) = c has (K P)(y) = c and max 1: level 1/c exactly.")
    proof.hypothesis("c > 0", c, strict=True).hypothesis("P(x*) >= c", p - c)

    def level():
        return registered("pml.identity-bound", IDENTITY_LEVEL, [c])

    def slack():
        return level() * (p * k + r) - k
    proof.goal("max_x K(y|x) <= E (K P)(y)", slack(), hypotheses=["c > 0", "P(x*) >= c"],
               terms=[(k, ["P(x*) >= c"])], positive="c > 0", template=slack)
    proof.equal_rebuilt("the identity at P(x*) = c: E c = 1", lambda: level() * c, lambda: 1)
    return proof
