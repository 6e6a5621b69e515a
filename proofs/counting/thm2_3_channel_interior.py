"""Counting queries (001), Thm. 2, statement 3 (counting.channel-3): if 1 is in the interior of the cone of the rows of
T, explicit eps0, delta0 > 0 give P* T^-1 >= 0 entrywise, hence p_e*(T) = p_e*, whenever eps <= eps0 and delta <=
delta0; for every M and T.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


DOUBLY_STOCHASTIC = (
    "For every M >= 2 and every invertible doubly stochastic M x M T (Thm. 2's corollary): the utility is kept in the "
    "high-privacy regime. Its columns sum to 1, 1^T T = 1^T, so 1^T T^-1 = 1^T: every column sum of T^-1 is 1 "
    "(s = 1 below, sigma_j = 1 >= s) and lambda = T^-T 1 = 1 > 0, 1 in int cone+: statement 3's argument, with "
    "these constants, is the proof. ")


def channel_interior_proof(doubly_stochastic: bool = False) -> Proof:
    """counting.channel-3 (Thm. 2, statement 3): 1 in int cone+(rows of T) gives explicit eps0, delta0 > 0 with
    P* T^-1 >= 0 entrywise, hence p_e*(T) = p_e*, whenever eps <= eps0 and delta <= delta0; for every M and T. With
    `doubly_stochastic`, its corollary (counting.channel-doubly-stochastic): column sums of T^-1 equal to 1, s = 1."""
    M, s, m, eta, sigma, R_p, R_n, k_p, k_n, tau_p, tau_n = variables = sp.symbols(
        "M s m eta sigma R_p R_n k_p k_n tau_p tau_n")
    R, k, tau = R_p - R_n, k_p - k_n, tau_p - tau_n
    claim, prefix = ("counting.channel-doubly-stochastic", DOUBLY_STOCHASTIC) if doubly_stochastic else (
        "counting.channel-3", "")
    s = 1 if doubly_stochastic else s
    proof = Proof(claim, list(variables),
                  prefix + "For every M >= 2 and every M x M stochastic T with 1 in int cone+(t_1, ..., t_M): "
                  "there are eps0, delta0 > 0 with p_e*(T) = p_e* whenever eps <= eps0 and delta <= delta0. Bookkeeping from the "
                  "paper's proof: 1 in the interior makes the rows span R^M, so T is invertible, and lambda = "
                  "T^-T 1 > 0 (the interior of the cone is the image of the open orthant), i.e. every column sum "
                  "sigma_j = sum_l tau_lj of T^-1 = [tau_lj] is >= s = min_j lambda_j > 0; m = max |tau_lj| > 0. Let "
                  "eta = min{1, s/(M^2 m)} > 0 (the hypothesis M^2 m eta <= s; eta <= 1 as the cited claim needs). By "
                  "counting.high-privacy-limit (proved for every M with this neighbourhood, cited), delta <= delta0 = "
                  "eta/2 and M (1 - e^-eps) <= eta/4, i.e. eps <= eps0 = -log(1 - eta/(4M)) > 0, give |k_il| <= eta for "
                  "k_il = p*_il - 1/M. Then each entry of P* T^-1 is sum_l p*_il tau_lj = sigma_j/M + R with R = sum_l "
                  "k_il tau_lj (a named sum): per term |k tau| <= eta m (goals, k = k_il and tau = tau_lj reals as "
                  "differences of two variables >= 0, hypotheses |k| <= eta, |tau| <= m), summed over the M terms R >= "
                  "-M eta m (bookkeeping), and the goal: the entry sigma_j/M + R >= 0. P* T^-1 has rows summing to 1 "
                  "(T 1 = 1 gives T^-1 1 = 1), so it is stochastic, and (P* T^-1) T = P* is (eps, delta)-DP with "
                  "p_e = p_e*: p_e*(T) <= p_e*; every feasible P gives a feasible P T for (6), so p_e*(T) >= p_e* "
                  "(bookkeeping of the two LPs).",
                  "Per term: eta m - k tau = ((eta - k)(m + tau) + (eta + k)(m - tau))/2, and eta m + k tau the same "
                  "with the signs swapped. Entry: sigma + M R = (sigma - s) + M (R + M eta m) + (s - M^2 m eta).",
                  domain={M: 2})
    for name, value in (("|k_il| <= eta (>=)", eta - k), ("|k_il| <= eta (<=)", eta + k),
                        ("|tau_lj| <= m (>=)", m - tau), ("|tau_lj| <= m (<=)", m + tau),
                        ("column sum sigma_j >= s", sigma - s),
                        ("per-term goal summed: R >= -M eta m", R + M * eta * m),
                        ("eta <= s/(M^2 m)", s - M ** 2 * m * eta)):
        proof.hypothesis(name, value)
    half = sp.Rational(1, 2)
    proof.stated_goal("per term: k_il tau_lj <= eta m", lambda: eta * m - k * tau,
                [(half, ["|k_il| <= eta (>=)", "|tau_lj| <= m (<=)"]),
                 (half, ["|k_il| <= eta (<=)", "|tau_lj| <= m (>=)"])])
    proof.stated_goal("per term: k_il tau_lj >= -eta m", lambda: eta * m + k * tau,
                [(half, ["|k_il| <= eta (<=)", "|tau_lj| <= m (<=)"]),
                 (half, ["|k_il| <= eta (>=)", "|tau_lj| <= m (>=)"])])
    proof.stated_goal("entry (P* T^-1)_ij = sigma_j/M + R >= 0", lambda: sigma / M + R,
                [(1, ["column sum sigma_j >= s"]), (M, ["per-term goal summed: R >= -M eta m"]),
                 (1, ["eta <= s/(M^2 m)"])])
    return proof
