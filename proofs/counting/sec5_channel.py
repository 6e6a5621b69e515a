"""Complete proofs for every parameter of the channel claims of the counting-query paper (001, Sec. V): Prop. 1's two
upper bounds on p_e*(T) (counting.channel-bounds), their comparison with the trivial bound (counting.bounds-vs-trivial),
the reduction of the channel problem (counting.channel-reduction), the rank-one perturbation's conditions
(counting.perturbation-conditions), and Thm. 1, statement 2's corrected uniqueness with a second optimum in closed form
(counting.uniqueness), as workbench-polynomial-proof/4 artefacts replayed by workbench.kernel.polyproof.

Both rest on one fact with content, (eps, delta)-DP is kept by post-processing with a stochastic matrix: for a subset U
of outputs, (P T)(U|i) - E (P T)(U|i') = sum_k a_k t_k with a_k = p_ik - E p_i'k and t_k = T(U|k) in [0, 1], and each
term is <= max(0, a_k), so the sum is <= the DP constraint of P at U+ = {a_k > 0}. Sums over index sets, matrix
products and "the optimum of an LP is <= the value of every feasible point" are the stated bookkeeping
(docs/evidence-strength.md, "Channel proofs of counting claims").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import Proof, built_route


sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json."""
    return built_route(globals()[builder], out_dir, name)


def mixing_limit(p, a):
    """Prop. 1's largest mixing weight for one entry: P_lam = lam A + (1 - lam) P* has the entry lam a + (1 - lam) p
    >= 0 for lam <= p/(p - a) when a = (P* T^-1)_ij < 0 (lam_max is the minimum over such entries and 1)."""
    return p / (p - a)


POST_PROCESSING = (
    "Post-processing (the content shared by every bound): for an adjacent pair (i, i'), a subset U of outputs and a "
    "stochastic T, (P T)(U|i) - E (P T)(U|i') = sum_k a_k t_k with a_k = p_ik - E p_i'k and t_k = T(U|k) = sum_{j in "
    "U} T_kj in [0, 1] (reindexing a double sum, bookkeeping). Per term (goals, a_k real as a_p - a_n): a_k t_k <= a_k "
    "when a_k >= 0 and a_k t_k <= 0 when a_k <= 0, i.e. a_k t_k <= max(0, a_k); summed over k (bookkeeping) X = sum_k "
    "a_k t_k <= A+ = sum_{a_k > 0} a_k = P(U+|i) - E P(U+|i'), U+ = {k: a_k > 0}, which P's DP constraint at U+ bounds "
    "by delta; the goal X <= delta is P T's DP constraint at U (every U, every adjacent pair, both orders). ")


def _post_processing(proof: Proof, E, delta, a_p, a_n, t, X, A) -> None:
    """The post-processing goals (POST_PROCESSING) on `proof`."""
    a = a_p - a_n
    for name, value in (("a_k >= 0 (case)", a), ("a_k <= 0 (case)", -a), ("t_k = T(U|k) <= 1", 1 - t),
                        ("per-term goal summed: X <= A+", A - X), ("DP of P at U+: A+ <= delta", delta - A)):
        proof.hypothesis(name, value)
    proof.stated_goal("per term, a_k >= 0: a_k t_k <= a_k", lambda: a - a * t,
                [(1, ["a_k >= 0 (case)", "t_k = T(U|k) <= 1"])])
    proof.stated_goal("per term, a_k <= 0: a_k t_k <= 0", lambda: -a * t, [(t, ["a_k <= 0 (case)"])])
    proof.stated_goal("DP of P T at U: (P T)(U|i) - E (P T)(U|i') <= delta", lambda: delta - X,
                [(1, ["per-term goal summed: X <= A+"]), (1, ["DP of P at U+: A+ <= delta"])])


def channel_bounds_proof() -> Proof:
    """counting.channel-bounds (Prop. 1): the convex-mixing bound and the rank-one-perturbation bound are upper bounds
    on p_e*(T), for every M, eps, delta, T and every admissible lam, theta."""
    (E, delta, a_p, a_n, t, X, A, lam, e_p, e_n, p, x1, y1, x2, y2) = variables = sp.symbols(
        "E delta a_p a_n t X A lam e_p e_n p x1 y1 x2 y2")
    proof = Proof("counting.channel-bounds", list(variables),
                  "For every M >= 2, E = e^eps >= 1, delta in [0, 1] and M x M stochastic T: (mixing, T invertible) "
                  "for every lam in [0, lam_max], lam_max = min{1, min over entries with a = (P* T^-1)_ij < 0 of "
                  "p/(p - a)} (p = p*_ij >= 0, and p - a > 0 when a < 0), P_lam = lam P* T^-1 + (1 - lam) P* is "
                  "stochastic and P_lam T = lam P* + (1 - lam) P* T is DP, so p_e*(T) <= 1 - gamma(P_lam T); "
                  "(rank-one) for X = theta u v^T with v^T 1 = 0, P* + theta (P* u) v^T >= 0 and T2 = T + theta u "
                  "(v^T T) >= 0 (the conditions that define the admissible theta), P = P*(I + X) is stochastic and "
                  "P T = P* T2 is DP, so p_e*(T) <= 1 - gamma(P T). " + POST_PROCESSING +
                  "Mixing: the entry e = lam a + (1 - lam) p of P_lam is >= 0 (goals: case a >= 0 from 0 <= lam <= 1; "
                  "case a < 0 from lam <= p/(p - a), that bound times (p - a)^2, and p - a > 0); its rows sum to "
                  "lam + (1 - lam) = 1 (T 1 = 1 gives T^-1 1 = 1, bookkeeping); P_lam T = lam P* + (1 - lam) P* T "
                  "(A T^-1 T = A) and for each U and pair the goal: the mixture of P*'s constraint (x1 = P*(U|i), y1 "
                  "= P*(U|i')) and P* T's (x2, y2, the post-processing goal) with weights lam, 1 - lam is P_lam T's "
                  "constraint. P* is DP (counting.optimum, proved: every DP row of P*). Rank-one: the rows of P and "
                  "of T2 sum to 1 (X 1 = theta u (v^T 1) = 0 and (v^T T) 1 = v^T 1 = 0, bookkeeping), P, T2 >= 0 "
                  "are the admissibility conditions, and P T = P* T2 is DP by the post-processing goal with T2 for T. "
                  "In both cases P is feasible for the T-problem, so its value 1 - gamma(P T) bounds the optimum "
                  "p_e*(T) (the minimum of the LP, bookkeeping).",
                  "Per term: a - a t = a (1 - t), -a t = t (-a); X <= A+ <= delta summed. Entry: lam a + (1 - lam) p = "
                  "lam a + p (1 - lam) for a >= 0; (lam a + (1 - lam) p)(p - a) = (p/(p - a) - lam)(p - a)^2, the "
                  "cleared hypothesis, for a < 0. Mixture: lam (delta - x1 + E y1) + (1 - lam)(delta - x2 + E y2).",
                  domain={E: 1})
    _post_processing(proof, E, delta, a_p, a_n, t, X, A)
    e = e_p - e_n                                      # a = (P* T^-1)_ij, any real
    proof.hypothesis("lam <= 1", 1 - lam).hypothesis("(P* T^-1)_ij >= 0 (case)", e)
    proof.hypothesis("(P* T^-1)_ij < 0 (case): p - a > 0", p - e, strict=True)
    numerator, denominator = sp.fraction(sp.cancel(sp.together(mixing_limit(p, e) - lam)))
    proof.hypothesis("lam <= lam_max <= p/(p - a), times (p - a)^2", sp.expand(numerator * denominator))

    def entry():
        return lam * e + (1 - lam) * p
    proof.stated_goal("entry of P_lam >= 0, (P* T^-1)_ij >= 0", entry,
                [(lam, ["(P* T^-1)_ij >= 0 (case)"]), (p, ["lam <= 1"])])
    proof.stated_goal("entry of P_lam >= 0, (P* T^-1)_ij < 0", entry,
                [(1, ["lam <= lam_max <= p/(p - a), times (p - a)^2"])],
                positive="(P* T^-1)_ij < 0 (case): p - a > 0", common=p - e)
    proof.hypothesis("DP of P* at U: x1 - E y1 <= delta", delta - x1 + E * y1)
    proof.hypothesis("DP of P* T at U (the post-processing goal): x2 - E y2 <= delta", delta - x2 + E * y2)

    def mixture():
        return delta - (lam * x1 + (1 - lam) * x2) + E * (lam * y1 + (1 - lam) * y2)
    proof.stated_goal("DP of P_lam T = lam P* + (1 - lam) P* T at U", mixture,
                [(lam, ["DP of P* at U: x1 - E y1 <= delta"]),
                 (1, ["lam <= 1", "DP of P* T at U (the post-processing goal): x2 - E y2 <= delta"])])
    return proof


def _signed(proof: Proof, name: str, weight, zero_p, zero_n, zero: str) -> None:
    """Two goals: weight * Z = 0 (>= and <=) from the hypothesis Z = zero_p - zero_n = 0 (named `zero`, as two
    inequalities), for a real weight = w_p - w_n given as (w_p, w_n): the per-term step of a sum whose factor is 0."""
    w_p, w_n = weight
    ge, le = f"{zero} (>=)", f"{zero} (<=)"
    for relation, facts in ((">=", (ge, le)), ("<=", (le, ge))):
        terms = [(w, [fact]) for w, fact in zip((w_p, w_n), facts) if w != 0]
        proof.stated_goal(f"{name} ({relation} 0)", lambda: (w_p - w_n) * (zero_p - zero_n), terms, relation)


def perturbation_conditions_proof() -> Proof:
    """counting.perturbation-conditions (Sec. V, conditions 1-3 of the rank-one bound): P*(I + X) 1 = 1 iff X 1 = 0
    (P* invertible unless (eps, delta) = (0, 0)); then (I + X) T has rows summing to 1; theta u v^T 1 = 0 when
    v^T 1 = 0; for every M."""
    (p, y_p, y_n, z_p, z_n, Q_p, Q_n, N, mu, x_p, x_n, s, w_p, w_n, V_p, V_n) = variables = sp.symbols(
        "p y_p y_n z_p z_n Q_p Q_n N mu x_p x_n s w_p w_n V_p V_n")
    y, Q = y_p - y_n, Q_p - Q_n
    proof = Proof("counting.perturbation-conditions", list(variables),
                  "For every M >= 2 and (eps, delta) != (0, 0) with delta < 1 (the claim's range, e^eps > 1), every "
                  "real M x M matrix X, every stochastic T, u and v with v^T 1 = 0 and theta: (1) P*(I + X) 1 = 1 iff "
                  "y = X 1 = 0; (2) if X 1 = 0, every row of (I + X) T sums to 1, so (I + X) T is stochastic iff it "
                  "is >= 0 (the definition: condition 3); (3) theta u v^T 1 = 0. Encoding, per index (each real as "
                  "the difference of two variables >= 0): P*(I + X) 1 = P* 1 + P* y = 1 + P* y (P*'s rows sum to 1, "
                  "counting.optimum, proved), so (1) is P* y = 0 iff y = 0. If: per term p*_ik y_k = 0 from y_k = 0 "
                  "(goals; summed, bookkeeping). Only if: z = P* y = 0 gives Q = y^T P* y = sum_i y_i z_i = 0 "
                  "(per-term "
                  "goals y_i z_i = 0, summed); P* is positive definite (counting.pd, proved for every M: every "
                  "eigenvalue mu_j > 0 unless (eps, delta) = (0, 0)), and with mu = min_j mu_j > 0, Parseval (the "
                  "Fourier bookkeeping of counting.pd) gives Q = (1/M) sum_j mu_j |yhat_j|^2 >= mu N, N = |y|^2 = "
                  "sum_k y_k^2; the goal N <= 0 gives y = 0. (2): row i of (I + X) T sums to sum_k (I + X)_ik s_k with "
                  "s_k = sum_j T_kj = 1 (goal per term x (s - 1) = 0), and sum_k (I + X)_ik = 1 + y_i = 1 (the if "
                  "part's y = 0). (3): (theta u v^T 1)_i = theta u_i V with V = sum_j v_j = 0 (goal, w = theta u_i).",
                  "Each per-term goal is its real weight (w_p - w_n) times the zero hypothesis, split by the weight's "
                  "sign parts; N <= 0: -mu N = (Q - mu N) + (-Q), written over mu > 0.")
    proof.hypothesis("mu = min_j mu_j > 0 (counting.pd)", mu, strict=True)
    proof.hypothesis("Parseval and mu_j >= mu: Q >= mu N", Q - mu * N)
    proof.hypothesis("Q = sum_i y_i z_i = 0, the per-term goal summed (<= 0)", -Q)
    for name, zero_p, zero_n in (("y_k = (X 1)_k = 0", y_p, y_n), ("z_i = (P* y)_i = 0", z_p, z_n),
                                 ("s_k = sum_j T_kj = 1", s, 1), ("V = sum_j v_j = 0", V_p, V_n)):
        proof.hypothesis(f"{name} (>=)", zero_p - zero_n).hypothesis(f"{name} (<=)", zero_n - zero_p)
    _signed(proof, "(1) if: p*_ik y_k = 0", (p, 0), y_p, y_n, "y_k = (X 1)_k = 0")
    _signed(proof, "(1) only if: y_i z_i = 0", (y_p, y_n), z_p, z_n, "z_i = (P* y)_i = 0")
    proof.stated_goal("(1) only if: N = |X 1|^2 <= 0", lambda: N,
                [(1, ["Parseval and mu_j >= mu: Q >= mu N"]),
                 (1, ["Q = sum_i y_i z_i = 0, the per-term goal summed (<= 0)"])],
                "<=", positive="mu = min_j mu_j > 0 (counting.pd)", common=mu)
    _signed(proof, "(2) (I + X)_ik (s_k - 1) = 0", (x_p, x_n), s, 1, "s_k = sum_j T_kj = 1")
    _signed(proof, "(3) theta u_i V = 0", (w_p, w_n), V_p, V_n, "V = sum_j v_j = 0")
    return proof


def channel_reduction_proof() -> Proof:
    """counting.channel-reduction (Sec. V, par. 2-6): p_e*(I) = p_e*; p_e*(T) >= p_e*; and P* T^-1 >= 0 (T invertible)
    makes P* T^-1 stochastic with p_e*(T) = p_e*; for every M, eps, delta and stochastic T."""
    p, t, s, c_p, c_n = variables = sp.symbols("p t s c_p c_n")
    proof = Proof("counting.channel-reduction", list(variables),
                  "For every M >= 2, E = e^eps >= 1, delta in [0, 1] and M x M stochastic T, with p_e*(T) = 1 - max "
                  "gamma(P T) over stochastic P with P T (eps, delta)-DP (the T-problem) and p_e* = 1 - t* the optimum "
                  "of (6) (counting.optimum, proved: gamma(Q) <= t* for every DP stochastic Q, attained by P*): (a) "
                  "T = I: P I = P, so the two problems are the same LP (bookkeeping); (b) for every feasible P of the "
                  "T-problem, Q = P T is stochastic: entries (P T)_ij = sum_k p_ik T_kj, each term >= 0 (goal), and "
                  "row sums sum_k p_ik s_k with s_k = sum_j T_kj = 1 (goal per term p (s - 1) = 0, summed: "
                  "sum_k p_ik = "
                  "1); Q is DP (the T-problem's constraint), so Q is feasible for (6) and gamma(P T) <= t*: p_e*(T) >= "
                  "p_e*; (c) if T is invertible and A = P* T^-1 >= 0, A's rows sum to sum_k p*_ik c_k with c_k = "
                  "sum_j (T^-1)_kj = 1 (T 1 = 1 gives 1 = T^-1 T 1 = T^-1 1, bookkeeping; goal per term p (c - 1) = 0, "
                  "c real as c_p - c_n), so A is stochastic, A T = P* is DP with gamma(P*) = t*, hence p_e*(T) <= 1 - "
                  "t* = p_e*, and with (b) p_e*(T) = p_e*. The LP comparisons (an optimum bounds every feasible value) "
                  "are bookkeeping.",
                  "p t is p times the fact T_kj >= 0; each row-sum goal is p times the hypothesis s = 1 (or c = 1), "
                  "both ways.")
    proof.hypothesis("T_kj >= 0 (T stochastic)", t)
    proof.stated_goal("(b) (P T)_ij term: p_ik T_kj >= 0", lambda: p * t, [(p, ["T_kj >= 0 (T stochastic)"])])
    proof.hypothesis("s_k = sum_j T_kj = 1 (>=)", s - 1).hypothesis("s_k = sum_j T_kj = 1 (<=)", 1 - s)
    _signed(proof, "(b) row sum of P T, term k: p_ik (s_k - 1) = 0", (p, 0), s, 1, "s_k = sum_j T_kj = 1")
    proof.hypothesis("c_k = (T^-1 1)_k = 1 (>=)", c_p - c_n - 1).hypothesis("c_k = (T^-1 1)_k = 1 (<=)", 1 + c_n - c_p)
    _signed(proof, "(c) row sum of P* T^-1, term k: p*_ik (c_k - 1) = 0", (p, 0), c_p - c_n, 1, "c_k = (T^-1 1)_k = 1")
    return proof


def uniqueness_step(E, q, delta, alpha):
    """The mass zeta moved in row 1 of P* from column M to column 2 to build a second optimum P' (the paper's
    construction was lost in conversion): zeta = (1 - delta) alpha q (delta + q - q^2)/(4E), > 0 exactly when
    delta < 1 and (eps, delta) != (0, 0)."""
    return (1 - delta) * alpha * q * (delta + q - q ** 2) / (4 * E)


def uniqueness_proof() -> Proof:
    """counting.uniqueness' correction: the optimum is unique iff M = 2, (eps, delta) = (0, 0) or delta = 1; else a
    second optimum P' (one row of P* changed by uniqueness_step) and the segment between them are optimal."""
    E, q, delta, alpha, t, R, x, y, p, W = variables = sp.symbols("E q delta alpha t R x y p W")
    proof = Proof("counting.uniqueness", list(variables),
                  "For every M >= 2, eps >= 0 (E = e^eps, q = 1/E) and delta in [0, 1]: the optimal solution of (6) "
                  "is unique iff M = 2, (eps, delta) = (0, 0) or delta = 1; otherwise there are infinitely many. "
                  "Non-uniqueness (M >= 3, delta < 1, (eps, delta) != (0, 0)): P* (Thm. 1) has the diagonal D = "
                  "delta + "
                  "(1 - delta) alpha and off-diagonal entries (1 - delta) alpha q^d(i,j), alpha = alpha_M in (0, 1] "
                  "(1/sigma, sigma >= 1); in row 1 it has (1 - delta) alpha q at columns 2 and M (cyclic distance 1), "
                  "row 2 has (1 - delta) alpha q at column 1 and (1 - delta) alpha t at column M, t = q^d(2,M), d(2,M) "
                  "in {1, 2} so q^2 <= t <= q. P' moves zeta = uniqueness_step (registered here) from (1, M) to (1, "
                  "2): its rows sum to 1 and its diagonal is P*'s (bookkeeping), so its value is the optimum, and it "
                  "is feasible: row 1 occurs only in the adjacent pairs (1, 2) and (2, 1) (|i - i'| = 1), whose DP "
                  "constraints are Sum_j max(0, a_j) <= delta (counting.lp-reformulation, proved). For P*, a_1 = p_11 "
                  "- E p_21 = delta and b_2 = p_22 - E p_12 = delta (goals), so P*'s DP (counting.optimum, proved) "
                  "gives R = the positive parts of the other columns = 0 (goal, both pairs; those columns are not "
                  "changed). For P': a_2 = p'_12 - E p_22 <= 0 and a_M = p'_1M - E p_2M <= 0 (goals), so the (1, 2) "
                  "sum is delta; with b_2 = p_22 - E p'_12, b_M = p_2M - E p'_1M the (2, 1) sum max(0, b_2) + max(0, "
                  "b_M) <= delta is the three goals b_2 + b_M <= delta, b_2 <= delta, b_M <= delta (the four sign "
                  "cases); p'_1M >= 0 (goal); zeta > 0 (goals, case delta > 0 and case q < 1, both with delta < 1), so "
                  "P' != P* and every point of the segment [P*, P'] (a convex set of optimal solutions) is optimal. "
                  "Uniqueness: every optimum has the diagonal D (counting.shared-diagonal, proved, every M and delta). "
                  "delta = 1: D = 1, and an off-diagonal entry p <= W = 1 - p_ii (W the row's off-diagonal sum, >= "
                  "each term) is 0 (goal). (eps, delta) = (0, 0): the DP constraints at E = 1, delta = 0 with U = {j} "
                  "for (i, i') and (i', i) give x = p_ij = y = p_i'j (goals), so all rows are equal by the chain, and "
                  "entry j of the common row is p_jj = D = 1/M: P = J/M. M = 2: rows sum to 1, so the diagonal "
                  "determines P (bookkeeping).",
                  "Each goal's numerator over 4E is a nonneg combination of products of the hypotheses (multipliers "
                  "found by an LP, exact); zeta > 0 has a strict term (products of strict hypotheses).",
                  domain={E: 1})
    c = (1 - delta) * alpha
    D, one, far = delta + c, c * q, c * t

    def zeta():
        return uniqueness_step(E, q, delta, alpha)
    facts = {"E q = 1 (>=)": E * q - 1, "E q = 1 (<=)": 1 - E * q, "q <= 1": 1 - q, "delta <= 1": 1 - delta,
             "alpha <= 1": 1 - alpha, "t = q^d(2,M) <= q": q - t, "t = q^d(2,M) >= q^2": t - q ** 2,
             "P*'s DP (1, 2): a_1 + R <= delta": delta - (D - E * one) - R}
    for name, value in facts.items():
        proof.hypothesis(name, value)
    for name, value in (("delta < 1", 1 - delta), ("alpha > 0", alpha), ("q > 0", q), ("delta > 0", delta),
                        ("q < 1 (eps > 0)", 1 - q)):
        proof.hypothesis(name, value, strict=True)
    Eq_ge, Eq_le, qle, dle, ale, tle, tge = ("E q = 1 (>=)", "E q = 1 (<=)", "q <= 1", "delta <= 1", "alpha <= 1",
                                             "t = q^d(2,M) <= q", "t = q^d(2,M) >= q^2")
    r = sp.Rational
    proof.stated_goal("P*: a_1 = b_2 = delta (<=)", lambda: delta - (D - E * one), [(alpha, [dle, Eq_ge])])
    proof.stated_goal("P*: a_1 = b_2 = delta (>=)", lambda: delta - (D - E * one), [(alpha, [dle, Eq_le])], "<=")
    proof.stated_goal("P*: the other columns' positive parts R = 0", lambda: -R,
                [(1, ["P*'s DP (1, 2): a_1 + R <= delta"]), (alpha, [dle, Eq_le])])
    proof.stated_goal("P': p'_1M >= 0", lambda: one - zeta(),
                [(alpha * q * (4 * E - 2 + q ** 2), [dle]), (alpha * q, [dle, dle]), (alpha * q, [dle, qle])])
    proof.stated_goal("P': a_2 = p'_12 - E p_22 <= 0", lambda: E * D - one - zeta(),
                [(r(5, 3) * E * alpha * delta, [Eq_le]), (r(2, 3) * E * alpha * q, [Eq_le]),
                 (r(7, 3) * E ** 2 * delta, [ale]), (r(1, 3) * E * alpha * q, [Eq_ge, Eq_le]),
                 (alpha * q ** 2, [Eq_ge, dle]), (r(5, 3) * E * alpha, [dle, qle]),
                 (r(5, 3) * E ** 2 * alpha, [dle, qle]),
                 (r(2, 3) * alpha, [qle, qle]), (r(1, 3) * alpha * q, [qle, qle])])
    proof.stated_goal("P': a_M = p'_1M - E p_2M <= 0", lambda: E * far - one + zeta(),
                [(alpha * delta * q, [dle]), (4 * E * alpha * q, [Eq_ge, dle]), (alpha * q ** 2, [dle, qle]),
                 (4 * E ** 2 * alpha, [dle, tge])])
    b_2, b_M = D - E * (one + zeta()), far - E * (one - zeta())
    proof.stated_goal("P': b_2 + b_M <= delta", lambda: delta - b_2 - b_M,
                [(2 * alpha, [Eq_ge, dle]), (alpha, [dle, qle]), (alpha, [dle, tle])])
    proof.stated_goal("P': b_2 <= delta", lambda: delta - b_2,
                [(alpha * delta * q / 4, [dle]), (alpha, [Eq_ge, dle]), (alpha * q ** 2 / 4, [dle, qle])])
    proof.stated_goal("P': b_M <= delta", lambda: delta - b_M,
                [(alpha * delta, [Eq_le]), (delta, [ale]), (r(3, 4) * E * alpha, [tle]),
                 (alpha * q / 4, [Eq_ge, Eq_le]), (alpha * q ** 2 / 4, [Eq_ge, dle]), (alpha / 4, [dle, tle]),
                 (E * alpha * q / 4, [qle, qle])])
    strict = ["delta < 1", "alpha > 0", "q > 0"]
    proof.stated_goal("zeta > 0 when delta > 0", zeta,
                [(1, strict + ["delta > 0"]), (q, strict + [qle])], ">")
    proof.stated_goal("zeta > 0 when eps > 0", zeta,
                [(delta, strict), (1, strict + ["q > 0", "q < 1 (eps > 0)"])], ">")
    proof.hypothesis("W - p_ij >= 0 (W >= each term)", W - x)
    proof.hypothesis("row sums to 1: p_ii + W <= 1", 1 - p - W).hypothesis("p_ii = D >= 1 at delta = 1", p - 1)
    proof.stated_goal("delta = 1: off-diagonal p_ij <= 0", lambda: -x,
                [(1, ["W - p_ij >= 0 (W >= each term)"]), (1, ["row sums to 1: p_ii + W <= 1"]),
                 (1, ["p_ii = D >= 1 at delta = 1"])])
    proof.hypothesis("(0, 0): DP (i, i'), U = {j}: x <= y", y - x)
    proof.hypothesis("(0, 0): DP (i', i), U = {j}: y <= x", x - y)
    proof.stated_goal("(0, 0): p_ij >= p_i'j", lambda: x - y, [(1, ["(0, 0): DP (i', i), U = {j}: y <= x"])])
    proof.stated_goal("(0, 0): p_ij <= p_i'j", lambda: x - y, [(1, ["(0, 0): DP (i, i'), U = {j}: x <= y"])], "<=")
    return proof


def bounds_vs_trivial_proof() -> Proof:
    """counting.bounds-vs-trivial: Prop. 1's bound is never worse than the trivial bound 1 - gamma(P* T), and strictly
    better at T = P* for every M and (eps, delta) != (0, 0) with delta < 1."""
    delta, alpha, q, e, S, g_best, g_zero = variables = sp.symbols("delta alpha q e S g_best g_zero")
    t, m = delta + (1 - delta) * alpha, (1 - delta) * alpha * q      # P*'s diagonal, its largest off-diagonal entry
    proof = Proof("counting.bounds-vs-trivial", list(variables),
                  "For every M >= 2, eps >= 0 (q = e^-eps in (0, 1]), delta in [0, 1] and invertible stochastic T: "
                  "never worse: the best mixing weight lam* maximises gamma(P_lam T) over [0, lam_max], which contains "
                  "lam = 0 with P_0 T = P* T, so g_best = gamma(P_lam* T) >= g_zero = gamma(P* T) (goal: 1 - g_best <= "
                  "1 - g_zero, from the maximisation, which it restates), and the reported bound, the least of the "
                  "bounds, is <= the mixing one (bookkeeping). Strictly better for some invertible T: for (eps, delta) "
                  "!= (0, 0), delta < 1, take T = P* (invertible: counting.pd, proved; stochastic). Then P* T^-1 = I "
                  ">= 0, lam_max = 1 and P_1 T = P*, so the mixing bound is <= 1 - t with t = delta + (1 - delta) alpha "
                  "the diagonal of P* (alpha = alpha_M in (0, 1), sigma > 1), while the trivial bound is 1 - (P*^2)_ii "
                  "= 1 - t^2 - S with S = sum_{k != i} e_k^2 (P* symmetric), e_k = (1 - delta) alpha q^d <= m = (1 - "
                  "delta) alpha q (d >= 1). Goals: per term e^2 <= m e (summed with sum_k e_k = 1 - t: S <= m (1 - t), "
                  "bookkeeping); t > m; and t - t^2 - S > 0: the trivial bound is strictly larger.",
                  "e (m - e) = e times the fact; t - m = delta + (1 - delta) alpha (1 - q); t - t^2 - S = (m (1 - t) - "
                  "S) + (1 - t)(t - m) with 1 - t = (1 - delta)(1 - alpha).")
    proof.hypothesis("the maximisation: g_best >= g_zero", g_best - g_zero)
    proof.hypothesis("e_k <= m (q^d <= q)", m - e).hypothesis("q <= 1", 1 - q)
    proof.hypothesis("per-term goal summed: S <= m (1 - t)", m * (1 - t) - S)
    for name, value in (("delta < 1", 1 - delta), ("alpha > 0", alpha), ("alpha < 1 (sigma > 1)", 1 - alpha),
                        ("delta > 0", delta), ("q < 1 (eps > 0)", 1 - q)):
        proof.hypothesis(name, value, strict=True)
    proof.stated_goal("never worse: 1 - g_best <= 1 - g_zero", lambda: (1 - g_best) - (1 - g_zero),
                [(1, ["the maximisation: g_best >= g_zero"])], "<=")
    proof.stated_goal("per term: e_k^2 <= m e_k", lambda: m * e - e ** 2, [(e, ["e_k <= m (q^d <= q)"])])
    strict = ["delta < 1", "alpha > 0"]
    proof.stated_goal("t > m when delta > 0", lambda: t - m, [(1, ["delta > 0"]), (1, strict + ["q <= 1"])], ">")
    proof.stated_goal("t > m when eps > 0", lambda: t - m, [(1, strict + ["q < 1 (eps > 0)"])], ">")
    both = ["alpha > 0", "delta < 1", "alpha < 1 (sigma > 1)", "delta < 1"]
    for case, gap in (("delta > 0", [(1, ["delta > 0", "delta < 1", "alpha < 1 (sigma > 1)"]), (1, both + ["q <= 1"])]),
                      ("eps > 0", [(delta, ["delta < 1", "alpha < 1 (sigma > 1)"]), (1, both + ["q < 1 (eps > 0)"])])):
        proof.stated_goal(f"T = P* ({case}): (P*^2)_ii < t, the trivial bound is worse",
                    lambda: t - t ** 2 - S, [(1, ["per-term goal summed: S <= m (1 - t)"])] + gap, ">")
    return proof
