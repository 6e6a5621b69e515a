"""Counting queries (001), Sec. V, proofs of Thm. 2 statements 3 and 4 (counting.high-privacy-limit): every entry of the
optimal mechanism P* tends to 1/M as (eps, delta) -> (0, 0), for every M, with an explicit neighbourhood: delta <=
eta/2 and M (1 - e^-eps) <= eta/4 put every entry within eta of 1/M.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement
proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


def high_privacy_limit_proof() -> Proof:
    """counting.high-privacy-limit: every entry of P* tends to 1/M as (eps, delta) -> (0, 0), for every M, with an
    explicit neighbourhood: delta <= eta/2 and M (1 - e^-eps) <= eta/4 put every entry within eta of 1/M."""
    q, delta, t, r, sigma, M, eta, a, n, u = variables = sp.symbols("q delta t r sigma M eta a n u")
    proof = Proof("counting.high-privacy-limit", list(variables),
                  "For every M >= 2, 0 <= delta <= 1, eps >= 0 (q = e^-eps in [0, 1]) and eta in [0, 1]: if delta <= "
                  "eta/2 and M (1 - q) <= eta/4, every entry of P* = delta I + (1 - delta) alpha_M [q^d(i, j)] (Thm. "
                  "1, alpha_M = 1/sigma, sigma = sum_j q^d(0, j)) is within eta of 1/M: so P* -> J/M as eps, delta -> "
                  "0 (the definition of the limit, with this neighbourhood; q = e^-eps is the variable as E = e^eps is "
                  "elsewhere, and eps <= eta/(4M) suffices as 1 - e^-eps <= eps). Encoding: t = q^d for the entry's "
                  "cyclic distance d (t = 1 on the diagonal), r = q^D with D = floor(M/2) >= d the largest distance, "
                  "sigma >= 1 (the domain: its j = 0 term is q^0 = 1). Hypotheses about powers, each proved by a lemma "
                  "goal of this artefact for a general power a = q^n (induction on n, the step a goal, the base n = 0 "
                  "with a = 1 immediate) or the exponent law q^D = q^d q^(D-d) (u = q^(D-d)): q^d <= 1; q^d >= q^D; 1 "
                  "- q^D <= D (1 - q) <= M (1 - q) (Bernoulli; D <= M). Bookkeeping, stated: sigma has M terms q^d(0, "
                  "j), each in [r, 1], so M r <= sigma <= M (the per-term facts summed).",
                  "With B = M(1 - q) - (1 - r), C = eta/4 - M(1 - q), D_h = eta/2 - delta (all >= 0), r - 1 = B + C - "
                  "eta/4; each goal's numerator over M sigma is written as nonneg multiples of the hypotheses and "
                  "their products plus a residual nonneg on the box (sigma >= 1, M >= 2).",
                  domain={M: 2, sigma: 1})
    B, C, D_h = "Bernoulli: 1 - q^D <= M (1 - q)", "M (1 - q) <= eta/4", "delta <= eta/2"
    for name, value in ((B, M * (1 - q) - (1 - r)), (C, eta / 4 - M * (1 - q)), (D_h, eta / 2 - delta),
                        ("eta <= 1", 1 - eta), ("q <= 1", 1 - q), ("q^d <= 1", 1 - t), ("q^d >= q^D", t - r),
                        ("sigma <= M", M - sigma), ("sigma >= M q^D", sigma - M * r),
                        ("a = q^n <= 1", 1 - a), ("1 - q^n <= n (1 - q)", n * (1 - q) - (1 - a)),
                        ("u = q^(D-d) <= 1", 1 - u), ("q^D = q^d q^(D-d) (<=)", t * u - r)):
        proof.hypothesis(name, value)

    def goal(name, expression, terms):
        facts = sorted({f for _, fs in terms for f in fs})
        proof.goal(name, expression(), hypotheses=facts, terms=terms, template=expression)

    def off(): return (1 - delta) * t / sigma - 1 / M           # noqa: E704  (an entry minus 1/M)

    def diagonal(): return delta + (1 - delta) / sigma - 1 / M  # noqa: E704
    goal("off-diagonal: p_ij - 1/M <= eta", lambda: eta - off(),
         [(1 + eta * M, ["sigma >= M q^D"]), (M, ["q^d <= 1"]), (M * (1 + eta * M), [B]), (M * (1 + eta * M), [C]),
          (M ** 2 * eta / 4, ["eta <= 1"])])
    goal("off-diagonal: p_ij - 1/M >= -eta", lambda: off() + eta,
         [(1, ["sigma <= M"]), (M, [B]), (M, [C]), (M, ["q^d >= q^D"]), (M * delta, ["q^d <= 1"]), (M, [D_h])])
    goal("diagonal: p_ii - 1/M <= eta", lambda: eta - diagonal(),
         [(1 + eta * M / 2, ["sigma >= M q^D"]), (M, [D_h, "sigma >= M q^D"]), (M * (1 + eta * M / 2), [B]),
          (M * (1 + eta * M / 2), [C]), (M ** 2 * r, [D_h]), (M ** 2 * eta / 8, ["eta <= 1"])])
    goal("diagonal: p_ii - 1/M >= -eta", lambda: diagonal() + eta, [(1, ["sigma <= M"])])
    goal("lemma: q^n <= 1 => q^(n+1) <= 1", lambda: 1 - q * a, [(1, ["a = q^n <= 1"]), (a, ["q <= 1"])])
    goal("lemma (Bernoulli step): 1 - q^(n+1) <= (n + 1)(1 - q)", lambda: (n + 1) * (1 - q) - (1 - q * a),
         [(1, ["1 - q^n <= n (1 - q)"]), (1, ["a = q^n <= 1", "q <= 1"])])
    goal("lemma: q^d >= q^D", lambda: t - r, [(t, ["u = q^(D-d) <= 1"]), (1, ["q^D = q^d q^(D-d) (<=)"])])
    return proof
