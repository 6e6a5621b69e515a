"""PML (002), Remark 1, corrected (pml.limits): eta_TV(eps, 1/N) = min{e^eps - 1, 1} for every N and eps; Xi1 -> (e^eps -
1)/(e^eps + 1) as c -> 0, within e^eps N c.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.mechanisms.pml_forms import towards_ldp_goals
from workbench.proof import Proof, registered

from .thm1 import registered_xi1


def _non_one_piece(claim: str, name: str, variables):
    """The piece other than 1 of a closed form registered as Min{piece, 1}."""
    form = registered(claim, name, variables)
    pieces = [piece for piece in (form.args if isinstance(form, sp.Min) else ()) if piece != 1]
    if len(pieces) != 1 or len(form.args) != 2:
        raise ValueError(f"{name} is registered as {form}, not as min(piece, 1)")
    return pieces[0]


def limits_proof() -> Proof:
    """pml.limits (Remark 1, corrected): eta_TV(eps, 1/N) = min{E - 1, 1} for every N, E; Xi1 -> (E - 1)/(E + 1)
    as c -> 0, within E N c."""
    E, N, d = sp.symbols("E N d")
    proof = Proof("pml.limits", [E, N, d],
                  "for every N >= 2 and E = e^eps >= 1: (i) c -> 0: for c = (1 - d)/N in [0, 1/N], 0 <= Xi1 - L <= "
                  "E N c with L = (E - 1)/(E + 1) (registered) and Xi1 from pml.eta-bound's registered Xi, so the "
                  "bound "
                  "tends to the LDP value; (ii) c = 1/N (d = 0): Xi1(E, 1/N) = V1, the piece of the registered min{V1, "
                  "1}, so eta_TV(eps, 1/N) <= min{V1, 1} by pml.eta-bound (proved for every N, c, E); the kernel with "
                  "rows (1/2, 1/2) (N - 2 times), (v, 1 - v), (1 - v, v), v = (1 + V)/2, V = min{V1, 1} (V = V1 for "
                  "E <= 2, V = 1 for E >= 2), has entries in [0, 1], column sums N/2, so under the only prior of "
                  "Q_X(1/N), the uniform one, (K P)(y) = 1/2 and max_x K(y|x) = v <= E/2: it is (eps, 1/N)-PML; its "
                  "rows "
                  "N - 1 and N are at TV distance 2v - 1 = V, so eta_TV(eps, 1/N) >= V: equality",
                  "Rational identities; the regimes E <= 2 and E >= 2 are hypotheses of their goals.",
                  domain={E: 1, N: 2})
    proof.hypothesis("c >= 0: d <= 1", 1 - d).hypothesis("E <= 2", 2 - E).hypothesis("E >= 2", E - 2)

    def ldp():
        return registered("pml.limits", "c -> 0", [E])

    def piece():
        return _non_one_piece("pml.limits", "c = 1/N", [E])
    towards_ldp_goals(proof, "c -> 0: ", ldp, E, N, d)
    proof.equal_rebuilt("c = 1/N: Xi1 = V1", lambda: registered_xi1(E, 1 / N, N), piece)
    proof.equal_rebuilt("low: v = E/2 (so v <= E/2)", lambda: (1 + piece()) / 2, lambda: E / 2)
    proof.goal("low: v >= 1 - v", piece(), template=piece)
    for name, template in {"low: v <= 1": lambda: 1 - (1 + piece()) / 2, "low: V1 <= 1": lambda: 1 - piece()}.items():
        proof.goal(name, template(), hypotheses=["E <= 2"], terms=[(proof.numerator_factor(template(), 2 - E), ["E <= 2"])],
                   template=template)     # 1 - v = (1 - V1)/2: the same fact, once per reading
    proof.goal("high: 1 <= E/2", E / 2 - 1, hypotheses=["E >= 2"], terms=[(sp.Rational(1, 2), ["E >= 2"])])
    proof.goal("high: V1 >= 1", piece() - 1, hypotheses=["E >= 2"],
               terms=[(proof.numerator_factor(piece() - 1, E - 2), ["E >= 2"])],
               template=lambda: piece() - 1)
    return proof
