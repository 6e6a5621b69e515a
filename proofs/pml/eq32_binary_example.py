"""PML (002), Example 1, (32) (pml.binary-example): for N = 2 and 1 <= e^eps <= 1/c, the kernel (32) is (eps, c)-PML with
eta_TV equal to Xi1, no 2-input (eps, c)-PML kernel has a larger one, and (32) tends to Warner's randomized response
as c -> 0.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.fastcancel import cancel
from workbench.mechanisms.pml_forms import BINARY_K11
from workbench.proof import Proof, registered

from .thm1 import registered_xi1


def binary_example_proof() -> Proof:
    """pml.binary-example (Example 1): for N = 2 and 1 <= E <= 1/c, (32) is an (eps, c)-PML kernel whose eta_TV is
    Xi1, no 2-input (eps, c)-PML kernel has a larger one, and (32) tends to Warner's randomized response as c -> 0."""
    E, u, p, a1, a2, c = sp.symbols("E u p a1 a2 c")
    at = {c: 1 / (2 + u)}
    proof = Proof("pml.binary-example", [E, u, p, a1, a2],
                  "N = 2, every c = 1/(2 + u) in (0, 1/2] and 1 <= E = e^eps <= 1/c (where Xi1 <= 1, the range of "
                  "Remark 2): (32), K(1|1) = K(2|2) = M (the registered closed form), K(1|2) = K(2|1) = m = (1 - E c)/"
                  "(E (1 - 2c) + 1), has rows summing to 1 and entries >= 0; for every prior P = (p, 1 - p) in Q_X(c) "
                  "its columns satisfy max_x K(y|x) = M <= E (K P)(y), so it is (eps, c)-PML; eta_TV(32) = M - m = "
                  "Xi1; "
                  "and every 2-input (eps, c)-PML kernel K, any outputs, has eta_TV(K) <= Xi1, so (32) is optimal. "
                  "Encoding of the last: with two inputs, K P - K Q = (P(1) - Q(1)) (K(.|1) - K(.|2)), so eta_TV(K) = "
                  "TV(K(.|1), K(.|2)) = a1 - a2 with a_x = K(A|x), A = {y : K(y|1) > K(y|2)}, K(A^c|x) = 1 - a_x; the "
                  "hypotheses are the PML conditions of the columns y in A (max K(y|1)) at the prior (c, 1 - c) and of "
                  "y not in A (max K(y|2)) at (1 - c, c), each summed over its y. Warner: 0 <= M - E/(E + 1) <= E c "
                  "(and m = 1 - M), so (32) -> [[E, 1], [1, E]]/(E + 1) as c -> 0",
                  "Rational identities and one-hypothesis divisions in p; the bound is the sum of the two summed "
                  "conditions divided by E (1 - 2c) + 1 (a dual solution of the eta LP at N = 2), residual 0.",
                  domain={E: 1})
    proof.hypothesis("E <= 1/c", 2 + u - E)
    proof.hypothesis("P(1) >= c", (2 + u) * p - 1).hypothesis("P(2) >= c", (2 + u) * (1 - p) - 1)
    summed = {"y in A: PML at (c, 1 - c), summed": (2 + u) * (E * (c * a1 + (1 - c) * a2) - a1),
              "y not in A: PML at (1 - c, c), summed": (2 + u) * (E * ((1 - c) * (1 - a1) + c * (1 - a2)) - (1 - a2))}
    for name, value in summed.items():
        proof.hypothesis(name, sp.expand(cancel(value.subs(at))))

    def top():
        return registered("pml.binary-example", BINARY_K11, [E, c]).subs(at)
    low = ((1 - E * c) / (E * (1 - 2 * c) + 1)).subs(at)

    def xi1():
        return registered_xi1(E, 1 / (2 + u), 2)
    proof.equal_rebuilt("rows sum to 1", lambda: top() + low, lambda: 1)
    proof.goal("K(1|1) >= 0", top(), template=top)
    proof.goal("K(1|2) >= 0", low, hypotheses=["E <= 1/c"], terms=[(proof.numerator_factor(low, 2 + u - E), ["E <= 1/c"])])
    for y, (first, second, prior) in enumerate(((top, lambda: low, "P(1) >= c"), (lambda: low, top, "P(2) >= c")), 1):
        def slack(first=first, second=second):
            return E * (p * first() + (1 - p) * second()) - top()
        proof.divided(f"column {y}: M <= E (K P)({y})", slack(), [prior], p, template=slack)
    proof.equal_rebuilt("eta_TV(32) = M - m = Xi1", lambda: top() - low, xi1)

    def bound():
        return xi1() - (a1 - a2)
    together = proof.numerator_factor(bound(), sum(sp.expand(cancel(v.subs(at))) for v in summed.values()))
    proof.goal("every 2-input kernel: K(A|1) - K(A|2) <= Xi1", bound(), hypotheses=list(summed),
               terms=[(together, [name]) for name in summed], template=bound)
    proof.goal("Warner: M - E/(E + 1) >= 0", top() - E / (E + 1), template=lambda: top() - E / (E + 1))
    proof.goal("Warner: M - E/(E + 1) <= E c", E / (2 + u) - (top() - E / (E + 1)),
               template=lambda: E / (2 + u) - (top() - E / (E + 1)))
    return proof
