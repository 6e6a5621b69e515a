"""PML (002), Thm. 2 (pml.saturation): the kernel [p, 1 - p], p = (1/2, ..., 1/2, 1, 0), is (eps, c)-PML for every e^eps
>= 2/(Nc), every N >= 2 and c in (0, 1/N].

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered


SATURATION_LEVEL = "e^eps = 2/(Nc)"


def saturation_proof() -> Proof:
    """pml.saturation (Thm. 2): the kernel [p, 1 - p], p = (1/2, ..., 1/2, 1, 0), is (eps, c)-PML for every
    E >= 2/(Nc), every N >= 2 and c in (0, 1/N]."""
    c, N, t, a, b, r = sp.symbols("c N t a b r")
    proof = Proof("pml.saturation", [c, N, t, a, b, r],
                  "for every N >= 2, c in (0, 1/N] and E = e^eps = 2/(Nc) + t, t >= 0: Thm. 2's kernel K = [p, 1 - p], "
                  "p = (1/2 (N - 2 times), 1, 0), satisfies max_x K(y|x) <= E (K P)(y) for every prior P in Q_X(c) and "
                  "both outputs y, so it is (eps, c)-PML once eps >= log(2/(Nc)); its inputs N - 1 and N have rows "
                  "(1, 0) and (0, 1), so eta_TV(K) = 1 and, on priors on those two inputs, K P = P, so eta_f(K) = 1 "
                  "for every f (eta_f <= 1 being the data-processing inequality); hence eta_TV(eps, c) = eta_f(eps, "
                  "c) = 1 there. Encoding: a = P(N - 1) >= c, b = P(N) >= c, r = the mass of the first N - 2 inputs "
                  ">= (N - 2) c; column 1 has max 1 and (K P)(1) = r/2 + a, column 2 max 1 and (K P)(2) = r/2 + b",
                  "N c (E (r/2 + a) - 1) = (r - (N - 2) c) + 2 (a - c) + t N c (r/2 + a), and the same with b: facts "
                  "times constant multipliers, the residual t N c (r/2 + a) >= 0; the denominator N c is positive "
                  "because c > 0 and N >= 2. The level is exactly 2/(Nc): the prior (c, ..., c, 1 - (N - 1)c) gives "
                  "(K P)(1) = (N - 2)c/2 + c = N c/2 (goals 'attained').", domain={N: 2})
    proof.hypothesis("c > 0", c, strict=True)
    proof.hypothesis("P(N - 1) >= c", a - c).hypothesis("P(N) >= c", b - c)
    proof.hypothesis("the first N - 2 inputs carry r >= (N - 2) c", r - (N - 2) * c)
    for column, mass in ((1, a), (2, b)):
        def slack(mass=mass):
            E = registered("pml.saturation", SATURATION_LEVEL, [N, c]) + t
            return E * (r / 2 + mass) - 1
        own = "P(N - 1) >= c" if column == 1 else "P(N) >= c"
        times = proof.numerator_factor(slack(), N * c * slack())     # SymPy's numerator over N c times the slack
        proof.goal(f"column {column}: 1 <= E (K P)({column})", slack(),
                   hypotheses=["c > 0", own, "the first N - 2 inputs carry r >= (N - 2) c"],
                   terms=[(times, ["the first N - 2 inputs carry r >= (N - 2) c"]), (2 * times, [own])],
                   positive="c > 0", template=slack)
    proof.equal_rebuilt("attained: E = 1/(K P)(1) at P = (c, ..., c, 1 - (N - 1)c)",
          lambda: registered("pml.saturation", SATURATION_LEVEL, [N, c]), lambda: 1 / ((N - 2) * c / 2 + c),
          hypotheses=["c > 0"])
    return proof
