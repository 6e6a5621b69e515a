"""Complete proofs for every parameter of structural claims of the counting-query paper (001): Lemma 1 (the kernel
[q^d_M(i,j)] is positive definite for every M), Thm. 1, statements 1 and 3 and the shared diagonal, the subset
constraints' linear form, Thm. 2, statements 3 and 4 and its corollary, as workbench-polynomial-proof/4 artefacts
replayed by workbench.kernel.polyproof (the PML ones are in proofs/pml/lemma2_3_binary.py).

The kernel is circulant and symmetric, so the discrete Fourier transform diagonalises it: its eigenvalues are
lambda_j = sum_k q^d(0,k) cos(k theta), theta = 2 pi j / M. The goals prove lambda_j > 0 from the closed form of the
cosine geometric sum S_n = sum_{k=1}^n q^k cos(k theta), S_n D = q c - q^2 - q^(n+1) cos((n+1) theta) +
q^(n+2) cos(n theta) with D = 1 - 2 q c + q^2, c = cos theta (its induction step is a goal), per parity of M. Powers and
cosines are variables (a = q^n, cosines in [-1, 1]); the trigonometric identities and the diagonalisation are the
stated bookkeeping (docs/evidence-strength.md, "Structure proofs of counting claims").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import Proof, built_route

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json."""
    return built_route(globals()[builder], out_dir, name)


KERNEL_STATEMENT = (
    "For every M >= 2 and q in (0, 1): K = [q^d_M(i,j)] (d_M the cyclic distance) is positive definite. K is "
    "circulant and symmetric (d_M(i, j) = d_M(0, j - i mod M) = d_M(0, i - j)), so with theta = 2 pi j/M its "
    "eigenvalue for the Fourier vector (w^(jk))_k is lambda_j = sum_k q^d_M(0,k) cos(k theta) (real), and x^T K x = "
    "(1/M) sum_j lambda_j |xhat_j|^2 with xhat the discrete Fourier transform of x (reindexing l = k - i mod M and "
    "sum_k w^(jk) = M [j = 0 mod M]), xhat != 0 for x != 0 (the inverse transform): K is positive definite iff every "
    "lambda_j > 0. Per parity: M = 2n + 1 has lambda_j = 1 + 2 S_n; M = 2n + 2 has lambda_j = 1 + 2 S_n + q^(n+1) "
    "cos((n+1) theta), with S_n = sum_{k=1}^n q^k cos(k theta). Encoding: a = q^n (a <= 1: q^0 = 1 and the lemma "
    "goal q^n <= 1 => q^(n+1) <= 1), c = cos theta, u = cos(n theta), v = cos((n+1) theta), w = cos((n+2) theta), "
    "each >= -1 (the domain) and <= 1 (hypotheses), S_n = Sp - Sn with Sp, Sn >= 0 (every real), D = 1 - 2 q c + "
    "q^2. The closed form S_n D = q c - q^2 - a q v + a q^2 u is proved by induction on n: at n = 0 (S = 0, a = 1, "
    "u = 1, v = c) both sides are 0; the step is a goal, from the trigonometric identity cos((n+2) theta) + "
    "cos(n theta) = 2 cos(theta) cos((n+1) theta) (sum to product). Parity facts, trigonometric bookkeeping: for M = "
    "2n + 1, (2n + 1) theta = 2 pi j so cos((n+1) theta) = cos(n theta); for M = 2n + 2, (n + 1) theta = pi j so "
    "sin((n+1) theta) = 0 and cos(n theta) = cos((n+1) theta) cos(theta). The eigenvalue goals are lambda_j D / D "
    "> 0 with D > 0 (a goal) showing the denominator's sign.")


def sum_closed_form(q, a, c, u, v):
    """S_n D for S_n = sum_{k=1}^n q^k cos(k theta): q c - q^2 - q^(n+1) cos((n+1) theta) + q^(n+2) cos(n theta),
    with a = q^n, c = cos(theta), u = cos(n theta), v = cos((n+1) theta)."""
    return q * c - q ** 2 - a * q * v + a * q ** 2 * u


KERNEL_SIZES = {"odd": "2n + 1", "even": "2n + 2"}
EIGENVALUES = {   # lambda_j of [q^d_M(i,j)] by the parity of M, with S = S_n, a = q^n, v = cos((n+1) theta)
    "odd": lambda q, a, v, S: 1 + 2 * S,                  # M = 2n + 1: k = -n..n
    "even": lambda q, a, v, S: 1 + 2 * S + a * q * v}     # M = 2n + 2: k = -n..n and the antipode n + 1


def _kernel_eigenvalues(proof: Proof, q, a, c, u, v, w, S) -> dict:
    """Add Lemma 1's hypotheses and goals to `proof`; returns the eigenvalue expressions by parity."""
    for name, value in (("q < 1", 1 - q),):
        proof.hypothesis(name, value, strict=True)
    for name, value in (("a = q^n <= 1", 1 - a), ("cos theta <= 1", 1 - c), ("cos(n theta) <= 1", 1 - u),
                        ("cos((n+1) theta) <= 1", 1 - v)):
        proof.hypothesis(name, value)
    D = 1 - 2 * q * c + q ** 2
    proof.hypothesis("D > 0 (the goal below)", D, strict=True)
    step = proof.equality("induction hypothesis: S_n D = q c - q^2 - a q v + a q^2 u",
                     S * D - sum_closed_form(q, a, c, u, v))
    trig = proof.equality("cos((n+2) theta) = 2 cos(theta) cos((n+1) theta) - cos(n theta)", w - 2 * c * v + u)
    odd = proof.equality("M = 2n + 1: cos((n+1) theta) = cos(n theta)", v - u)
    even = proof.equality("M = 2n + 2: cos(n theta) = cos((n+1) theta) cos(theta)", u - v * c)

    proof.stated_goal("lemma: q^n <= 1 => q^(n+1) <= 1", lambda: 1 - q * a, [(1, ["a = q^n <= 1"]), (a, ["q < 1"])])
    proof.stated_goal("D = 1 - 2 q cos(theta) + q^2 > 0", lambda: D,
                [(1, ["q < 1", "q < 1"]), (2 * q, ["cos theta <= 1"])],
                ">")

    def next_sum():      # S_(n+1) D - (the closed form at n + 1): S_(n+1) = S_n + q^(n+1) cos((n+1) theta)
        return (S + a * q * v) * D - sum_closed_form(q, a * q, c, v, w)
    for relation, index in ((">=", 0), ("<=", 1)):
        proof.stated_goal(f"induction step: S_(n+1) D = the closed form at n + 1 ({relation})", next_sum,
                    [(1, [step[index]]), (a * q ** 2, [trig[index]])], relation)

    eigenvalues = {parity: EIGENVALUES[parity](q, a, v, S) for parity in KERNEL_SIZES}
    proof.stated_goal("M = 2n + 1: lambda_j > 0", lambda: EIGENVALUES["odd"](q, a, v, S),
                [(2, [step[0]]), (2 * a * q, [odd[1]]), (1, ["q < 1", "q < 1"]), (2 * q, ["q < 1", "a = q^n <= 1"]),
                 (2 * a * q, ["q < 1", "cos(n theta) <= 1"])], ">", positive="D > 0 (the goal below)", common=D)
    proof.stated_goal("M = 2n + 2: lambda_j > 0", lambda: EIGENVALUES["even"](q, a, v, S),
                [(2, [step[0]]), (2 * a * q ** 2, [even[0]]), (1 + q, ["q < 1", "q < 1"]),
                 (q * (1 + q), ["q < 1", "a = q^n <= 1"]), (a * q * (1 + q), ["q < 1", "cos((n+1) theta) <= 1"])],
                ">", positive="D > 0 (the goal below)", common=D)
    return eigenvalues


def _kernel_variables():
    """Lemma 1's variables (cosines >= -1 in the domain, S_n every real), their domain, and the kernel's names."""
    q, a, c, u, v, w, Sp, Sn = variables = sp.symbols("q a c u v w Sp Sn")
    return list(variables), {c: -1, u: -1, v: -1, w: -1}, (q, a, c, u, v, w, Sp - Sn)


def hypothesis_is_goal(proof: Proof, hypothesis: str, goal: str) -> None:
    """A hypothesis that restates another goal of the artefact must be that goal's N/D (else ValueError: the
    route fails)."""
    by_name = {h["name"]: proof._from_terms(h["poly"]) for h in proof.hypotheses}
    stated = next(g for g in proof.goals if g["name"] == goal)
    numerator, denominator = (proof._from_terms(stated[k]) for k in ("numerator", "denominator"))
    orientation = 1 if stated["relation"] in (">=", ">") else -1          # a <= goal proves -N/D >= 0
    if sp.expand(by_name[hypothesis] * denominator - orientation * numerator) != 0:
        raise ValueError(f"hypothesis {hypothesis!r} is not the goal {goal!r}")


def kernel_pd_proof() -> Proof:
    """counting.kernel-pd (Lemma 1): every eigenvalue of [q^d_M(i,j)] is > 0 for q in (0, 1), for every M."""
    variables, domain, kernel = _kernel_variables()
    proof = Proof("counting.kernel-pd", variables, KERNEL_STATEMENT,
                  "D = (1 - q)^2 + 2 q (1 - c). Step: the new closed form minus the old is a q^2 (w - 2 c v + u). Odd: "
                  "lambda D = 2 (S D - rhs) + 2 a q (u - v) + (1 - q)^2 + 2 q (1 - q)(1 - a) + 2 a q (1 - q)(1 - u). "
                  "Even: lambda D = 2 (S D - rhs) + 2 a q^2 (u - v c) + (1 + q)(1 - q)[(1 - q) + q (1 - a) + "
                  "a q (1 - v)].",
                  domain=domain)
    _kernel_eigenvalues(proof, *kernel)
    hypothesis_is_goal(proof, "D > 0 (the goal below)", "D = 1 - 2 q cos(theta) + q^2 > 0")
    return proof


EIGENVALUE_HYPOTHESIS = "eps > 0: lambda_j > 0, the eigenvalue goal of"


def pd_proof() -> Proof:
    """counting.pd (Thm. 1, statement 1): P* = delta I + (1 - delta) alpha_M K is positive definite unless
    (eps, delta) = (0, 0), where it is J/M: positive semidefinite and singular."""
    variables, domain, kernel = _kernel_variables()
    d, sigma, lam_p, lam_n = extra = sp.symbols("delta sigma lambda_p lambda_n")
    lam = lam_p - lam_n          # lambda_j at eps = 0, a real: the difference of two variables >= 0
    proof = Proof("counting.pd", variables + list(extra),
                  "For every M >= 2, eps >= 0 (q = e^-eps in (0, 1], E = e^eps) and delta in [0, 1]: P* = delta I + "
                  "(1 - delta) alpha_M K, K = [q^d_M(i,j)], alpha_M = 1/sigma, sigma = sum_k q^d_M(0,k) >= 1, is "
                  "positive definite unless (eps, delta) = (0, 0), where it is positive semidefinite and singular. "
                  "P* is circulant and symmetric with K's Fourier vectors, so its eigenvalues are mu_j = delta + "
                  "(1 - delta) lambda_j/sigma (lambda_j of K; at eps = 0 the variable lambda = lambda_p - lambda_n, "
                  "every real) and it is positive definite iff every mu_j > 0 (positive semidefinite iff every mu_j "
                  ">= 0), as in Lemma 1's statement, which this artefact "
                  "proves too (its goals below, for q < 1): " + KERNEL_STATEMENT + " Bookkeeping for P*: lambda_j <= "
                  "sigma (cos <= 1 per term, summed); at eps = 0 (q = 1) K = J, whose eigenvalues are sigma = M "
                  "(j = 0) and 0 (j != 0, sum_k w^(jk) = 0), so lambda_j >= 0 and lambda_1 = 0 (M >= 2). The hypothesis "
                  "lambda_j > 0 for q < 1 is the eigenvalue goal of M's parity (the route checks it is that goal's "
                  "polynomial).",
                  "eps > 0: sigma mu = delta (sigma - lambda) + lambda, lambda > 0 strict. eps = 0 < delta: sigma mu = "
                  "delta sigma + (1 - delta) lambda, delta > 0 strict, sigma >= 1. (0, 0): mu = lambda/sigma, >= 0, "
                  "and = 0 at j = 1.", domain=domain | {sigma: 1})
    eigenvalues = _kernel_eigenvalues(proof, *kernel)
    for name, value in (("delta <= 1", 1 - d), ("eps = 0: lambda_j >= 0", lam),
                        ("eps = 0, j = 1: lambda_1 = 0 (<=)", -lam)):
        proof.hypothesis(name, value)
    proof.hypothesis("delta > 0", d, strict=True)
    for parity, eigenvalue in eigenvalues.items():
        positive, below = f"{EIGENVALUE_HYPOTHESIS} M {parity}", f"M {parity}: lambda_j <= sigma"
        proof.hypothesis(positive, eigenvalue, strict=True).hypothesis(below, sigma - eigenvalue)

        def mu(eigenvalue=eigenvalue):
            return d + (1 - d) * eigenvalue / sigma
        proof.stated_goal(f"eps > 0, M {parity}: mu_j > 0", mu, [(d, [below]), (1, [positive])], ">")
        hypothesis_is_goal(proof, positive, f"M = {KERNEL_SIZES[parity]}: lambda_j > 0")

    def mu():
        return d + (1 - d) * lam / sigma
    proof.stated_goal("eps = 0 < delta: mu_j > 0", mu,
                [(sigma, ["delta > 0"]), (1, ["delta <= 1", "eps = 0: lambda_j >= 0"])], ">")

    def mu_at_origin():
        return lam / sigma
    proof.stated_goal("(eps, delta) = (0, 0): mu_j >= 0 (P* = J/M positive semidefinite)", mu_at_origin,
                [(1, ["eps = 0: lambda_j >= 0"])])
    proof.stated_goal("(eps, delta) = (0, 0): mu_1 <= 0 (P* singular, not positive definite)", mu_at_origin,
                [(1, ["eps = 0, j = 1: lambda_1 = 0 (<=)"])], "<=")
    hypothesis_is_goal(proof, "D > 0 (the goal below)", "D = 1 - 2 q cos(theta) + q^2 > 0")
    return proof


def lp_reformulation_proof() -> Proof:
    """counting.lp-reformulation: for one ordered adjacent pair of rows (i, i'), the 2^M subset constraints
    sum_{j in U} (p_ij - E p_i'j) <= delta are equivalent to sum_j max(0, p_ij - E p_i'j) <= delta and to the 2M + 1
    auxiliary-variable constraints s_j >= p_ij - E p_i'j, s_j >= 0, sum_j s_j <= delta (for some s)."""
    names = "a_p a_n s_p s_n A_p A_n SU_p SU_n S_p S_n P_p P_n delta"
    a_p, a_n, s_p, s_n, A_p, A_n, SU_p, SU_n, S_p, S_n, P_p, P_n, delta = variables = sp.symbols(names)
    a, s, A, SU, S, P = a_p - a_n, s_p - s_n, A_p - A_n, SU_p - SU_n, S_p - S_n, P_p - P_n
    proof = Proof("counting.lp-reformulation", list(variables),
                  "For every M >= 2, E >= 1, delta >= 0 and every ordered adjacent pair (i, i') (2(M - 1) of them), "
                  "with a_j = p_ij - E p_i'j: (S) sum_{j in U} a_j <= delta for all 2^M subsets U, (N) sum_j max(0, "
                  "a_j) <= delta, and (A) there is s with s_j >= a_j, s_j >= 0 (j = 1..M) and sum_j s_j <= delta (2M "
                  "+ 1 linear constraints, so 2(M - 1)(2M + 1) in all) are equivalent. Encoding (every real as the "
                  "difference of two variables >= 0): a = a_j, s = s_j for one index j; A = sum_{j in U} a_j, SU = "
                  "sum_{j in U} s_j, S = sum_j s_j, P = sum_j max(0, a_j) (names of sums). (A) => (S): per index, a_j "
                  "<= s_j for j in U and 0 <= s_j for j not in U (goals); summed over U and over its complement they "
                  "are the hypotheses SU >= A and S >= SU (bookkeeping), and delta >= A follows. (S) => (N): P is A at "
                  "U+ = {j : a_j > 0} (bookkeeping: the terms with a_j > 0 are exactly the positive parts), so the "
                  "subset constraint at U+ gives P <= delta. (N) => (A): s_j = max(0, a_j), per case a_j >= 0 (s_j = "
                  "a_j) and a_j <= 0 (s_j = 0) both s_j >= a_j and s_j >= 0 are goals; summed, S = P (bookkeeping), "
                  "so S <= delta.",
                  "Each goal is a sum of named facts with multiplier 1, residual 0.")
    for name, value in (("aux: s_j >= a_j", s - a), ("aux: s_j >= 0", s), ("aux: sum_j s_j <= delta", delta - S),
                        ("summed over U: sum_U s_j >= sum_U a_j", SU - A),
                        ("summed over the complement of U: sum_j s_j >= sum_U s_j", S - SU),
                        ("subset constraint at U+ = {a_j > 0}: sum_U+ a_j <= delta", delta - A),
                        ("nonlinear: sum_j max(0, a_j) <= delta", delta - P), ("case a_j >= 0", a),
                        ("case a_j <= 0", -a),
                        ("summed: sum_j s_j = sum_j max(0, a_j) (<=)", P - S)):
        proof.hypothesis(name, value)
    at_positive = proof.equality("U = U+: sum_U a_j = sum_j max(0, a_j)", A - P)
    keep = proof.equality("case a_j >= 0: s_j = max(0, a_j) = a_j", s - a)
    zero = proof.equality("case a_j <= 0: s_j = max(0, a_j) = 0", s)

    def s_minus_a():
        return s - a

    def s_itself():
        return s
    proof.stated_goal("(A) => (S), j in U: a_j <= s_j", s_minus_a, [(1, ["aux: s_j >= a_j"])])
    proof.stated_goal("(A) => (S), j not in U: 0 <= s_j", s_itself, [(1, ["aux: s_j >= 0"])])
    proof.stated_goal("(A) => (S): sum_U a_j <= delta", lambda: delta - A,
                [(1, ["summed over U: sum_U s_j >= sum_U a_j"]),
                 (1, ["summed over the complement of U: sum_j s_j >= sum_U s_j"]),
                 (1, ["aux: sum_j s_j <= delta"])])
    proof.stated_goal("(S) => (N): sum_j max(0, a_j) <= delta", lambda: delta - P,
                [(1, ["subset constraint at U+ = {a_j > 0}: sum_U+ a_j <= delta"]), (1, [at_positive[0]])])
    proof.stated_goal("(N) => (A), case a_j >= 0: s_j >= a_j", s_minus_a, [(1, [keep[0]])])
    proof.stated_goal("(N) => (A), case a_j >= 0: s_j >= 0", s_itself, [(1, [keep[0]]), (1, ["case a_j >= 0"])])
    proof.stated_goal("(N) => (A), case a_j <= 0: s_j >= a_j", s_minus_a, [(1, [zero[0]]), (1, ["case a_j <= 0"])])
    proof.stated_goal("(N) => (A), case a_j <= 0: s_j >= 0", s_itself, [(1, [zero[0]])])
    proof.stated_goal("(N) => (A): sum_j s_j <= delta", lambda: delta - S,
                [(1, ["nonlinear: sum_j max(0, a_j) <= delta"]), (1, ["summed: sum_j s_j = sum_j max(0, a_j) (<=)"])])
    return proof


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


def channel_outside_proof() -> Proof:
    """counting.channel-4 (Thm. 2, statement 4): 1 not in cone+(rows of T) gives p_e*(T) > p_e* at eps = delta = 0,
    so no eps0, delta0 > 0 keep the utility, for every M and T."""
    M, x, y, g, r, W = variables = sp.symbols("M x y g r W")
    proof = Proof("counting.channel-4", list(variables),
                  "For every M >= 2 and every M x M stochastic T with 1 not in cone+(t_1, ..., t_M): p_e*(T) > p_e* "
                  "at eps = delta = 0, so no eps0, delta0 > 0 give p_e*(T) = p_e* on eps <= eps0, delta <= delta0 "
                  "((29); the box contains (0, 0)). At (0, 0), p_e* = 1 - 1/M (Thm. 1, alpha_M = 1/M; counting.optimum, "
                  "proved). Let P be optimal for the T-problem (P_T*, an optimal solution of the LP, as the paper "
                  "defines it) and Q = P T. Goals: (i) for an adjacent pair (i, i') and output j, x = q_ij, y = q_i'j, "
                  "the DP constraints (6) at E = 1, delta = 0 with U = {j} for (i, i') and (i', i) give x = y (both "
                  "directions), so by the chain every row of Q is one row r (bookkeeping); (ii) g = min_j r_j, the "
                  "minimum diagonal of Q, has M g <= sum_j r_j = 1 (g <= r_j summed, bookkeeping): g <= 1/M, so "
                  "p_e*(T) = 1 - g >= 1 - 1/M = p_e*; (iii) if g = 1/M, every r_j = 1/M: r = r_j >= g, and W = sum of "
                  "the other M - 1 entries >= (M - 1) g with r + W = 1 (bookkeeping). So p_e*(T) = p_e* forces Q = "
                  "J/M, and then each row p_i of P gives lambda = M p_i >= 0 with sum_l lambda_l t_l = M (P T)_i = 1: "
                  "1 in cone+ (the definition), a contradiction; hence p_e*(T) > p_e*.",
                  "(i) one DP constraint each; (ii) (1 - M g)/M; (iii) M r - 1 = M (r - g) + (M g - 1) and 1 - M r = "
                  "M (1 - r - W) + M (W - (M - 1) g) + (M - 1)(M g - 1).",
                  domain={M: 2})
    for name, value in (("DP (i, i'), U = {j}: q_ij - q_i'j <= 0", y - x),
                        ("DP (i', i), U = {j}: q_i'j - q_ij <= 0", x - y),
                        ("g <= r_j summed: M g <= sum_j r_j = 1", 1 - M * g), ("g <= r_j", r - g),
                        ("the other entries >= g, summed: W >= (M - 1) g", W - (M - 1) * g)):
        proof.hypothesis(name, value)
    level = proof.equality("g = 1/M", M * g - 1)
    row = proof.equality("r + W = 1 (the row sums to 1)", r + W - 1)
    proof.stated_goal("(i) x - y >= 0", lambda: x - y, [(1, ["DP (i', i), U = {j}: q_i'j - q_ij <= 0"])])
    proof.stated_goal("(i) x - y <= 0", lambda: x - y, [(1, ["DP (i, i'), U = {j}: q_ij - q_i'j <= 0"])], "<=")
    proof.stated_goal("(ii) min diagonal g <= 1/M", lambda: 1 / M - g,
                [(1, ["g <= r_j summed: M g <= sum_j r_j = 1"])])
    proof.stated_goal("(iii) g = 1/M: r_j >= 1/M", lambda: r - 1 / M, [(M, ["g <= r_j"]), (1, [level[0]])])
    proof.stated_goal("(iii) g = 1/M: r_j <= 1/M", lambda: r - 1 / M,
                [(M, [row[1]]), (M, ["the other entries >= g, summed: W >= (M - 1) g"]), (M - 1, [level[0]])], "<=")
    return proof


def channel_doubly_stochastic_proof() -> Proof:
    """counting.channel-doubly-stochastic: statement 3's proof with the column sums of T^-1 equal to 1."""
    return channel_interior_proof(doubly_stochastic=True)


WALK_FACTS = {   # the walk's summed facts (counting.optimum's artefact, proved for every feasible P), name: slack
    "walks summed over j != i0: D - Q <= S": lambda v: v["S"] - v["D"] + v["Q"],
    "row_i0: p0 + Q <= 1": lambda v: 1 - v["p0"] - v["Q"],
    "dpsum summed over x != i0: S <= delta L": lambda v: v["delta"] * v["L"] - v["S"]}


def shared_diagonal_proof() -> Proof:
    """counting.shared-diagonal: every optimal solution of (6) has every diagonal entry equal to the optimum
    delta + (1 - delta) alpha_M, for every M, E and delta (delta > 0 included)."""
    names = "w t p0 pjj D Q S L delta"
    variables = dict(zip(names.split(), sp.symbols(names)))
    w, t, p0, pjj, D, Q, S, L, delta = variables.values()
    proof = Proof("counting.shared-diagonal", list(variables.values()),
                  "For every M >= 2, E = e^eps >= 1 (q = 1/E in (0, 1]) and delta in [0, 1]: every optimal solution P "
                  "of (6) has p_ii = delta + (1 - delta) alpha_M for every i. counting.optimum's walk (its artefact, "
                  "proved for every feasible P, cited) names, for the centre row i0 = ceil(M/2) and the weights w_j = "
                  "q^|j - i0| > 0 (q > 0: eps finite): D = sum_{j != i0} w_j p_jj, Q = sum_{j != i0} p_{i0,j}, S the "
                  "weighted slacks, L = sum_{j != i0} w_j, p0 = p_{i0,i0}, t = min_i p_ii, and proves D - Q <= S, p0 + Q "
                  "<= 1, S <= delta L (hypotheses here), with the diag rows t <= p0, t L <= D and 1 + L = 1/alpha_M. "
                  "Optimality: t equals the optimum delta + (1 - delta)/(1 + L), so t (1 + L) >= 1 + delta L "
                  "(hypothesis). Goals: p0 <= t and D <= t L (the walk's chain is tight); per j != i0, with the other "
                  "terms w_k (p_kk - t) >= 0 summed (bookkeeping: D - t L = sum_j w_j (p_jj - t)), w_j (p_jj - t) <= D "
                  "- t L <= 0, so p_jj <= t (the goal, over w_j > 0). With t <= p_ii for every i, every diagonal "
                  "entry equals t, the optimum.",
                  "p0 <= t: t - p0 = [t (1 + L) - 1 - delta L] + the three walk facts + (D - t L). D <= t L: the same "
                  "with (p0 - t) for (D - t L). p_jj <= t: w (t - p_jj) = (t L - D) + (D - t L - w (p_jj - t)).")
    facts = [proof.hypothesis(name, slack(variables)) and name for name, slack in WALK_FACTS.items()]
    optimal = "optimal: t = delta + (1 - delta)/(1 + L) (>=, times 1 + L > 0)"
    for name, value in ((optimal, t * (1 + L) - 1 - delta * L), ("diag_i0: t <= p0", p0 - t),
                        ("diag summed over j != i0: t L <= D", D - t * L),
                        ("D <= t L (the goal above)", t * L - D),
                        ("the other weighted diagonal terms summed: w_j (p_jj - t) <= D - t L",
                         D - t * L - w * (pjj - t))):
        proof.hypothesis(name, value)
    proof.hypothesis("w_j = q^|j - i0| > 0", w, strict=True)
    proof.stated_goal("centre: p_{i0,i0} <= t", lambda: t - p0,
                [(1, [optimal])] + [(1, [f]) for f in facts] + [(1, ["diag summed over j != i0: t L <= D"])])
    proof.stated_goal("the walk is tight: D <= t L", lambda: t * L - D,
                [(1, [optimal])] + [(1, [f]) for f in facts] + [(1, ["diag_i0: t <= p0"])])
    proof.stated_goal("every j != i0: p_jj <= t", lambda: t - pjj,
                [(1, ["D <= t L (the goal above)"]),
                 (1, ["the other weighted diagonal terms summed: w_j (p_jj - t) <= D - t L"])],
                common=w, positive="w_j = q^|j - i0| > 0")
    hypothesis_is_goal(proof, "D <= t L (the goal above)", "the walk is tight: D <= t L")
    return proof


def shared_structure_proof() -> Proof:
    """counting.shared-structure (Thm. 1, statement 3): for delta = 0 every optimal solution has the same diagonal,
    middle row(s) and entries between them and the diagonal: p_xj = q^|x - j| t along the walk from j to a middle
    row, for every M and E."""
    names = "q t p0 D Q S_p S_n L delta wj pjj pmj Tj om s_p s_n wy px py Sig"
    variables = dict(zip(names.split(), sp.symbols(names)))
    q, t, p0, D, Q, S_p, S_n, L, delta, wj, pjj, pmj, Tj, om, s_p, s_n, wy, px, py, Sig = variables.values()
    S, s = S_p - S_n, s_p - s_n                # the slacks' sum and one slack, reals (signs only as hypotheses)
    sigma = py - q * px + q * s                # the walk step x -> y in column j: q (p_xj - E p_yj - s) <= 0, E q = 1
    proof = Proof("counting.shared-structure", list(variables.values()),
                  "For every M >= 2, E = e^eps >= 1 (q = 1/E in (0, 1]) and delta = 0: all optimal solutions P of (6) "
                  "share the diagonal (counting.shared-diagonal, proved), the middle row(s) and, in every column j, the "
                  "entries between row j and the nearest middle row i0. counting.optimum's walk to i0 (its artefact, "
                  "cited; for even M either middle row is a centre with the same L, the path distances from M/2 and "
                  "M/2 + 1 being the same multiset) names D, Q, S, L, p0 as in counting.shared-diagonal and per column "
                  "j: w_j = q^|j - i0|, p_jj, p_{i0,j}, T_j = sum over the walk's steps of q w_x s_xyj >= 0; per step x "
                  "-> y (y the neighbour of x towards i0, w_x = q w_y): sigma = p_yj - q p_xj + q s_xyj >= 0 (dp_x_y_j "
                  "times q, E q = 1). Bookkeeping (named sums, telescoping): Sig = sum over the walk of w_y sigma = "
                  "p_{i0,j} - w_j p_jj + T_j; S - D + Q = sum_j (T_j - w_j p_jj + p_{i0,j}), each term >= 0 (the walk "
                  "bound per column); S = sum of the weighted slacks om s (om = q w_x > 0), each >= 0. Goals: the chain "
                  "of the walk bound is tight at an optimum (S - D + Q <= 0), hence per column; at delta = 0 every "
                  "slack s_xyj = 0 (S <= delta L = 0); per step sigma <= 0, so p_yj = q p_xj. By induction along the "
                  "walk from p_jj = t (the shared diagonal), p_xj = q^|x - j| t for every x between j and i0, the "
                  "middle row included: the same for every optimal solution.",
                  "Tight chain: -(S - D + Q) = [t (1 + L) - 1 - delta L] + (1 - p0 - Q) + (p0 - t) + (D - t L) + (delta "
                  "L - S). Per column: the other columns' terms summed. Slack: -om s = -S + (S - om s). Step: -w_y sigma "
                  "= (Sig - w_y sigma) - Sig, -Sig from the column's tight walk and the telescoping.")
    optimal = "optimal: t = delta + (1 - delta)/(1 + L) (>=, times 1 + L > 0)"
    walk = "tight chain: S - D + Q <= 0 (the goal)"
    column = "this column's walk is tight: T_j - w_j p_jj + p_{i0,j} <= 0 (the goal)"
    facts = [proof.hypothesis(name, slack(variables | {"S": S})) and name for name, slack in WALK_FACTS.items()]
    for name, value in ((optimal, t * (1 + L) - 1 - delta * L), ("diag_i0: t <= p0", p0 - t),
                        ("diag summed over j != i0: t L <= D", D - t * L), (walk, D - Q - S),
                        ("the other columns' walk terms summed", (S - D + Q) - (Tj - wj * pjj + pmj)),
                        ("delta = 0: S <= delta L = 0", -S),
                        ("the other weighted slacks summed: om s <= S", S - om * s), ("s_xyj >= 0", s),
                        (column, wj * pjj - pmj - Tj), ("the other steps summed: w_y sigma <= Sig", Sig - wy * sigma),
                        ("dp_x_y_j times q: sigma >= 0", sigma)):
        proof.hypothesis(name, value)
    proof.hypothesis("om = q w_x > 0", om, strict=True).hypothesis("w_y > 0", wy, strict=True)
    telescoping = proof.equality("telescoping: Sig = p_{i0,j} - w_j p_jj + T_j", Sig - pmj + wj * pjj - Tj)
    proof.stated_goal("tight chain: S - D + Q <= 0", lambda: S - D + Q,
                [(1, [optimal])] + [(1, [f]) for f in facts if not f.startswith("walks")]
                + [(1, ["diag_i0: t <= p0"]), (1, ["diag summed over j != i0: t L <= D"])], "<=")
    proof.stated_goal("per column: T_j - w_j p_jj + p_{i0,j} <= 0", lambda: Tj - wj * pjj + pmj,
                [(1, [walk]), (1, ["the other columns' walk terms summed"])], "<=")
    proof.stated_goal("delta = 0: every slack s_xyj <= 0", lambda: -s,
                [(1, ["delta = 0: S <= delta L = 0"]), (1, ["the other weighted slacks summed: om s <= S"])],
                common=om, positive="om = q w_x > 0")
    proof.stated_goal("per step: sigma <= 0", lambda: -sigma,
                [(1, ["the other steps summed: w_y sigma <= Sig"]), (1, [telescoping[1]]), (1, [column])],
                common=wy, positive="w_y > 0")
    step = py - q * px
    for name, value in (("sigma <= 0 (the goal)", -sigma), ("s_xyj <= 0 (the goal)", -s)):
        proof.hypothesis(name, value)
    proof.stated_goal("per step: p_yj = q p_xj (<=)", lambda: step,
                [(1, ["sigma <= 0 (the goal)"]), (q, ["s_xyj >= 0"])],
                "<=")
    proof.stated_goal("per step: p_yj = q p_xj (>=)", lambda: step,
                [(1, ["dp_x_y_j times q: sigma >= 0"]), (q, ["s_xyj <= 0 (the goal)"])])
    for hypothesis, goal in ((walk, "tight chain: S - D + Q <= 0"),
                             (column, "per column: T_j - w_j p_jj + p_{i0,j} <= 0"),
                             ("sigma <= 0 (the goal)", "per step: sigma <= 0"),
                             ("s_xyj <= 0 (the goal)", "delta = 0: every slack s_xyj <= 0")):
        hypothesis_is_goal(proof, hypothesis, goal)
    return proof
