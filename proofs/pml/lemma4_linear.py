"""PML (002), Lemma 4, (69)-(74) (pml.linear): a kernel is (eps, c)-PML iff every row satisfies K(y|x) <= e^eps (c sum_x'
K(y|x') + (1 - Nc) K(y|x'')), for every N, c, eps; both directions as goals over a general column and prior.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.fastcancel import cancel
from workbench.proof import Proof


def linear_proof() -> Proof:
    """pml.linear (Lemma 4): (eps, c)-PML iff every row K(y|x) <= E (c sum_x' K(y|x') + (1 - Nc) K(y|x'')), for
    every N, c, E, kernel: both directions as goals over a general column and prior."""
    E, N, u, S, j, kx, kmax, m, t = sp.symbols("E N u S j k_x k_max m t")
    c, d = 1 / (N + u), u / (N + u)
    proof = Proof("pml.linear", [E, N, u, S, j, kx, kmax, m, t],
                  "for every N >= 2, c = 1/(N + u) in (0, 1/N], E >= 1, kernel K and output y, with S = sum_x K(y|x), "
                  "k_max = max_x K(y|x), m = min_x K(y|x), k_x = K(y|x), j = K(y|x''): (only if) the PML condition at "
                  "the prior c + (1 - Nc) e_x'' in Q_X(c), where (K P)(y) = c S + (1 - Nc) j, and k_x <= k_max give "
                  "the row (y, x, x''), for every x, x'' (goal 'only if'); (if) every P in Q_X(c) has (K P)(y) = c S + "
                  "t, t = sum_x (P(x) - c) K(y|x) >= (1 - Nc) m (each P(x) - c >= 0 and K(y|x) >= m, and sum_x "
                  "(P(x) - c) = 1 - Nc), so the row (y, x, x'') with K(y|x) = k_max and K(y|x'') = m gives the PML "
                  "condition k_max <= E (K P)(y) at every prior (goal 'if')",
                  "Each goal is the sum of its two hypotheses, the second times 1 (only if) or E (if), residual 0.",
                  domain={E: 1, N: 2})
    proof.hypothesis("PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)", cancel((N + u) * (E * (c * S + d * j) - kmax)))
    proof.hypothesis("k_x <= k_max", kmax - kx)
    proof.hypothesis("row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)", cancel((N + u) * (E * (c * S + d * m) - kmax)))
    proof.hypothesis("t >= (1 - Nc) m", cancel((N + u) * (t - d * m)))
    only_if = E * (c * S + d * j) - kx
    proof.goal("only if: the row (y, x, x'') holds", only_if,
               hypotheses=["PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)", "k_x <= k_max"],
               terms=[(1, ["PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)"]),
                      (N + u, ["k_x <= k_max"])])
    proof.goal("if: k_max <= E (K P)(y) at every P in Q_X(c)", E * (c * S + t) - kmax,
               hypotheses=["row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)", "t >= (1 - Nc) m"],
               terms=[(1, ["row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)"]), (E, ["t >= (1 - Nc) m"])])
    return proof
