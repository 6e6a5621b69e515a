"""PML (002), Sec. III, the identity bound (pml.identity-bound): every kernel satisfies (-log c, c)-PML (e^eps = 1/c),
for every N; the identity kernel attains 1/c.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused. The
(eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c) and every output y,
max_x K(y|x) <= E (K P)(y), E = e^eps. The sum over the inputs other than the largest entry's, r = sum_{x != x*}
P(x) K(y|x), is summed by the replayer over any number N - 1 of them (indexed sums: IDENTITY_BOUND, the claim's formal
statement in proofs/pml/claims.py).
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered


IDENTITY_LEVEL = "e^eps = 1/c"


def identity_bound_proof() -> Proof:
    """pml.identity-bound: every kernel satisfies (-log c, c)-PML, for every N; the identity attains 1/c."""
    c, k, p, n, W, r, P, j = sp.symbols("c k p n W R P j")
    proof = Proof("pml.identity-bound", [c, k, p, n, W, r, P, j],
                  "for every N, every N-input kernel K, every prior P in Q_X(c) and every output y: max_x K(y|x) <= "
                  "E (K P)(y) with E = e^eps = 1/c, i.e. K is (-log c, c)-PML; the identity attains it. For one output "
                  "y: x* is an input with the largest K(y|x), k = K(y|x*), p = P(x*) >= c (P in Q_X(c)); the family is "
                  "the n = N - 1 other inputs x, each with P = P(x) >= c and j = K(y|x) <= k; W = sum P(x) (p + W = 1) "
                  "and R = sum P(x) K(y|x), so (K P)(y) = p k + R; c > 0.",
                  "Per input x != x*: P j >= 0 on the box; summed over the n inputs by the replayer: R >= 0. Then E (p k "
                  "+ R) - k = (k (p - c) + R)/c: the multiplier k and the lemma R >= 0. The identity's column y = x* "
                  "under the prior with P(x*) = c has (K P)(y) = c and max 1: level 1/c exactly.", domain={n: 1})
    proof.hypothesis("c > 0", c, strict=True).hypothesis("P(x*) >= c", p - c)
    proof.goal("term x: P(x) K(y|x) >= 0", P * j)
    proof.sum("summed over x != x*: R >= 0", "term x: P(x) K(y|x) >= 0", index=[P, j], count=n,
              monomials={P: W, P * j: r})

    def level():
        return registered("pml.identity-bound", IDENTITY_LEVEL, [c])

    def slack():
        return level() * (p * k + r) - k
    proof.goal("max_x K(y|x) <= E (K P)(y)", slack(), hypotheses=["c > 0", "P(x*) >= c"],
               terms=[(k, ["P(x*) >= c"]), (1, ["summed over x != x*: R >= 0"])], positive="c > 0", template=slack)
    proof.equal_rebuilt("the identity at P(x*) = c: E c = 1", lambda: level() * c, lambda: 1)
    return proof
