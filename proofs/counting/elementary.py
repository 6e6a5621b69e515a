"""Counting queries (001), elementary statements for every parameter: gamma is superadditive
(counting.gamma-superadditive, Sec. I), p_e(w, P) <= 1 - gamma (counting.prior-free, Sec. III) and P* -> 1/M as
(eps, delta) -> (0, 0) with an explicit neighbourhood (counting.high-privacy-limit, Sec. V); workbench-polynomial-proof/4
artefacts replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement proofs of PRAM and counting
claims").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import Proof, built_route

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


# --------------------------------------------------------------------------- counting queries (001)
def gamma_superadditive_proof() -> Proof:
    """counting.gamma-superadditive: gamma(A + B) >= gamma(A) + gamma(B) for real square matrices of every size."""
    parts = sp.symbols("a_p a_n b_p b_n gA_p gA_n gB_p gB_n")
    a, b, g_a, g_b = (parts[i] - parts[i + 1] for i in range(0, 8, 2))
    proof = Proof("counting.gamma-superadditive", list(parts),
                  "For every size M and real M x M matrices A, B, with gamma the minimum diagonal entry: gamma(A + B) "
                  ">= gamma(A) + gamma(B). Encoding: a = a_ii, b = b_ii, g_A = gamma(A), g_B = gamma(B) for one index "
                  "i, each real number written as the difference of two variables >= 0 (x = x_p - x_n covers every "
                  "real, so the domain box is no restriction); hypotheses: g_A <= a_ii and g_B <= b_ii (gamma is the "
                  "minimum, so they hold at every i). The goal a_ii + b_ii >= g_A + g_B holds at every i. Bookkeeping: "
                  "gamma(A + B) = min_i (a_ii + b_ii) is a_ii + b_ii at some i, so it is >= g_A + g_B.",
                  "(a + b) - (g_A + g_B) = (a - g_A) + (b - g_B): the two hypotheses with multiplier 1, residual 0.")
    proof.hypothesis("gamma(A) <= a_ii", a - g_a).hypothesis("gamma(B) <= b_ii", b - g_b)

    def gap():
        return (a + b) - (g_a + g_b)
    return proof.goal("a_ii + b_ii >= gamma(A) + gamma(B)", gap(), hypotheses=["gamma(A) <= a_ii", "gamma(B) <= b_ii"],
                      terms=[(1, ["gamma(A) <= a_ii"]), (1, ["gamma(B) <= b_ii"])], template=gap)

def prior_free_proof() -> Proof:
    """counting.prior-free: p_e(w, P) <= 1 - gamma for every M, every input law w and every stochastic P whose diagonal
    entries are all >= gamma, with equality when w sits on rows with p_ii = gamma (a point mass on a row of minimum
    diagonal, for gamma = min p_ii): the per-index goals summed over the M inputs by the replayer (indexed sums)."""
    w, p, g, M, W, B = variables = sp.symbols("w p gamma M W B")
    proof = Proof("counting.prior-free", list(variables),
                  "For every M >= 1, every M x M stochastic P and gamma <= p_ii for every i (gamma = min p_ii is the "
                  "instance the paper names) and every input law w (w_i >= 0, W = sum_i w_i = 1): p_e(w, P) = sum_i "
                  "w_i (1 - p_ii) = W - B <= 1 - gamma, B = sum_i w_i p_ii; and p_e = 1 - gamma when moreover w_i "
                  "(p_ii - gamma) <= 0 at every i (w sits on rows with p_ii = gamma: the point mass on a row of minimum "
                  "diagonal). Per index i the goals w (p - g) >= 0 (from p >= g) and, in the equality case, w (g - p) >= "
                  "0; the replayer sums each over the M indices (sums: W = sum w_i, B = sum w_i p_ii, count M) into the "
                  "lemmas B - g W >= 0 and g W - B >= 0.",
                  "1 - g - (W - B) = (B - g W) + (1 - W) + g (W - 1); (W - B) - (1 - g) = (g W - B) + (W - 1) + g (1 - W).",
                  domain={M: 1})
    proof.hypothesis("gamma <= p_ii", p - g).hypothesis("w_i (p_ii - gamma) <= 0", w * (g - p))
    proof.hypothesis("W = sum_i w_i = 1 (>=)", W - 1).hypothesis("W = sum_i w_i = 1 (<=)", 1 - W)
    def term():
        return w * (p - g)
    proof.goal("w_i (p_ii - gamma) >= 0", term(), hypotheses=["gamma <= p_ii"], terms=[(w, ["gamma <= p_ii"])],
               template=term)
    proof.goal("w_i (gamma - p_ii) >= 0 (equality case)", -term(), hypotheses=["w_i (p_ii - gamma) <= 0"],
               terms=[(1, ["w_i (p_ii - gamma) <= 0"])], template=lambda: -term())
    family = dict(index=[w, p], count=M, monomials={w: W, w * p: B})
    proof.sum("summed: B - gamma W >= 0", "w_i (p_ii - gamma) >= 0", **family)
    proof.sum("summed: gamma W - B >= 0", "w_i (gamma - p_ii) >= 0 (equality case)", **family)
    law = ["W = sum_i w_i = 1 (>=)", "W = sum_i w_i = 1 (<=)"]

    def bound():
        return 1 - g - (W - B)
    proof.goal("p_e(w, P) <= 1 - gamma", bound(), hypotheses=law,
               terms=[(1, ["summed: B - gamma W >= 0"]), (1, law[1:]), (g, law[:1])], template=bound)
    proof.goal("p_e(w, P) >= 1 - gamma (equality case)", -bound(), hypotheses=law,
               terms=[(1, ["summed: gamma W - B >= 0"]), (1, law[:1]), (g, law[1:])], template=lambda: -bound())
    return proof

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
