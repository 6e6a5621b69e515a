"""PML (002), Prop. 1, (11) (pml.ldp-sup): the LDP level is the sup of the leakage (10) over outputs y and priors P,
LDP(K) = sup_y sup_P L(y, P), for every kernel; as ratios (log is increasing): e^LDP(K) = sup_y sup_P max_x K(y|x)/(K
P)(y).

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def ldp_sup_proof() -> Proof:
    """pml.ldp-sup (Prop. 1, (11)): LDP(K) = sup over outputs y and priors P of the leakage (10), for every kernel;
    as ratios (log is increasing): e^LDP(K) = sup_y sup_P max_x K(y|x)/(K P)(y)."""
    L, k, m, w, s = variables = sp.symbols("L k m w s")
    proof = Proof("pml.ldp-sup", list(variables),
                  "for every N, every kernel K (any outputs) and every output y with k = max_x K(y|x) > 0 (an output "
                  "no input produces has (K P)(y) = 0 and no leakage): m = min_x K(y|x); L = e^LDP(K) = max over y, x, "
                  "x' of K(y|x)/K(y|x') >= 1 when finite. (<=) every prior P with w = (K P)(y) = sum_x P(x) K(y|x) > 0 "
                  "has w >= m (K(y|x) >= m summed against P) and, by the LDP inequality at (y, argmax, argmin), k <= "
                  "L m, so k/w <= L (goal 'sup <= LDP'). (>=) at an output y and inputs attaining L (k = L m, m > 0), "
                  "the full-support priors P_s = (1 - s) e_x' + s U, U uniform, 0 < s <= 1, x' = argmin, have w = (1 - "
                  "s) m + s (K U)(y), so m <= w <= m + s k, and k/w >= L - s L^2 (goal 'reached'): the sup is L. If a "
                  "column has a zero (m = 0, k > 0) LDP(K) is infinite, and P_s gives w <= s k, so k/w >= 1/s, "
                  "unbounded as s -> 0 (goal 'infinite'). The max over outputs is taken on both sides alike; log "
                  "turns each ratio into the leakage (10) and keeps the order",
                  "L w - k = L (w - m) + (L m - k); s L^2 w - L w + k = L (m + s k - w) + (k - L m) + s L^2 (w - m) + "
                  "s L (L m - k); k s - w >= 0 is the hypothesis; each over w (or w s) > 0.", domain={L: 1})
    proof.hypothesis("w > 0", w, strict=True).hypothesis("w s > 0", w * s, strict=True)
    proof.hypothesis("w >= m: K(y|x) >= m summed against P", w - m)
    proof.hypothesis("LDP at (y, argmax, argmin): k <= L m", L * m - k)
    proof.hypothesis("attaining: k >= L m", k - L * m)
    proof.hypothesis("P_s: w <= m + s k", m + s * k - w)
    proof.hypothesis("P_s, m = 0: w <= s k", s * k - w)
    below, ldp, upper = "w >= m: K(y|x) >= m summed against P", "LDP at (y, argmax, argmin): k <= L m", "P_s: w <= m + s k"
    proof.goal("sup <= LDP: L - k/w >= 0", L - k / w, hypotheses=["w > 0", below, ldp],
               terms=[(L, [below]), (1, [ldp])], positive="w > 0")
    proof.goal("reached: k/w - (L - s L^2) >= 0", k / w - (L - s * L ** 2),
               hypotheses=["w > 0", below, ldp, "attaining: k >= L m", upper],
               terms=[(L, [upper]), (1, ["attaining: k >= L m"]), (s * L ** 2, [below]), (s * L, [ldp])],
               positive="w > 0")
    proof.goal("infinite: k/w - 1/s >= 0", k / w - 1 / s, hypotheses=["w s > 0", "P_s, m = 0: w <= s k"],
               terms=[(1, ["P_s, m = 0: w <= s k"])], positive="w s > 0")
    return proof
