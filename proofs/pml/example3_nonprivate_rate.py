"""PML (002), Example 3, last sentence (pml.nonprivate-rate, N = 4): Xi(eps, c) = 1 once e^eps >= 1/(2c), for the
identity's level 1/c too, and exactly at 1/(2c) the first piece of Xi is 1.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered

from .identity_bound import IDENTITY_LEVEL
from .thm1 import registered_xi1


def nonprivate_rate_proof() -> Proof:
    """pml.nonprivate-rate (Example 3, N = 4): Xi(eps, c) = 1 once e^eps >= 1/(2c), for the identity's level 1/c
    too, and exactly at 1/(2c) the first piece of Xi is 1."""
    E, u, c = sp.symbols("E u c")
    at = {c: 1 / (4 + u)}
    proof = Proof("pml.nonprivate-rate", [E, u],
                  "N = 4, for every c = 1/(4 + u) in (0, 1/4] and E = e^eps >= 1: if E >= 1/(2c) then Xi1 = (E - 1)/"
                  "(E(1 - 4c) + 1) >= 1, so Xi = min{Xi1, 1} = 1 and (46), n = Omega(1/(Xi delta)), is Omega(1/delta); "
                  "the identity kernel (no privacy) has level 1/c (pml.identity-bound's registered closed form, proved "
                  "there) >= 1/(2c), so its Xi is 1 as well and (46) gives it the same Omega(1/delta): the sample "
                  "complexity of the non-private setup; at E = 1/(2c) exactly, Xi1 = 1 (the threshold is sharp)",
                  "With c = 1/(4 + u): (Xi1 - 1)(E u + 4 + u) = 2 (2E - 4 - u) = 4 (E - 1/(2c)), times the hypothesis; "
                  "at E = 4 + u (the identity) it is 2 (4 + u) >= 0, and 0 at E = (4 + u)/2.",
                  domain={E: 1})
    proof.hypothesis("E >= 1/(2c)", 2 * E - (4 + u))

    def xi1(E_=E):
        return registered_xi1(E_, 1 / (4 + u), 4)

    def above():
        return xi1() - 1
    proof.goal("Xi1 >= 1 when E >= 1/(2c)", above(), hypotheses=["E >= 1/(2c)"],
               terms=[(proof.numerator_factor(above(), 2 * E - 4 - u), ["E >= 1/(2c)"])], template=above)

    def identity():
        return xi1(registered("pml.identity-bound", IDENTITY_LEVEL, [c]).subs(at)) - 1
    proof.goal("Xi1 >= 1 at the identity's level", identity(), template=identity)
    proof.equal_rebuilt("Xi1 = 1 at E = 1/(2c)", lambda: xi1((4 + u) / 2), lambda: 1)
    return proof
