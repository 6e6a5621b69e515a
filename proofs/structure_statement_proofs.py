"""Complete proofs for every parameter of structural claims of the counting-query paper (001): Lemma 1 (the kernel
[q^d_M(i,j)] is positive definite for every M) and Thm. 1, statement 1 (P* is positive definite unless (eps, delta)
= (0, 0)), as workbench-polynomial-proof/2 artefacts replayed by workbench.kernel.polyproof.

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


def _goal(proof: Proof, name: str, expression, terms, relation=">=", **options) -> None:
    """The goal `expression()` REL 0 with the given derivation terms; its hypotheses are the facts the terms use (and
    `positive`, when given); the goal is rebuilt from `expression` when the route runs."""
    facts = sorted({f for _, fs in terms for f in fs} | ({options["positive"]} if "positive" in options else set()))
    proof.goal(name, expression(), relation, hypotheses=facts, terms=terms, template=expression, **options)


def _equality(proof: Proof, name: str, difference) -> tuple[str, str]:
    """The hypothesis difference = 0 as two inequalities; returns their names (>=, <=)."""
    proof.hypothesis(f"{name} (>=)", difference).hypothesis(f"{name} (<=)", -difference)
    return f"{name} (>=)", f"{name} (<=)"


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
    step = _equality(proof, "induction hypothesis: S_n D = q c - q^2 - a q v + a q^2 u",
                     S * D - sum_closed_form(q, a, c, u, v))
    trig = _equality(proof, "cos((n+2) theta) = 2 cos(theta) cos((n+1) theta) - cos(n theta)", w - 2 * c * v + u)
    odd = _equality(proof, "M = 2n + 1: cos((n+1) theta) = cos(n theta)", v - u)
    even = _equality(proof, "M = 2n + 2: cos(n theta) = cos((n+1) theta) cos(theta)", u - v * c)

    _goal(proof, "lemma: q^n <= 1 => q^(n+1) <= 1", lambda: 1 - q * a, [(1, ["a = q^n <= 1"]), (a, ["q < 1"])])
    _goal(proof, "D = 1 - 2 q cos(theta) + q^2 > 0", lambda: D, [(1, ["q < 1", "q < 1"]), (2 * q, ["cos theta <= 1"])],
          ">")

    def next_sum():      # S_(n+1) D - (the closed form at n + 1): S_(n+1) = S_n + q^(n+1) cos((n+1) theta)
        return (S + a * q * v) * D - sum_closed_form(q, a * q, c, v, w)
    for relation, index in ((">=", 0), ("<=", 1)):
        _goal(proof, f"induction step: S_(n+1) D = the closed form at n + 1 ({relation})", next_sum,
              [(1, [step[index]]), (a * q ** 2, [trig[index]])], relation)

    eigenvalues = {parity: EIGENVALUES[parity](q, a, v, S) for parity in KERNEL_SIZES}
    _goal(proof, "M = 2n + 1: lambda_j > 0", lambda: EIGENVALUES["odd"](q, a, v, S),
          [(2, [step[0]]), (2 * a * q, [odd[1]]), (1, ["q < 1", "q < 1"]), (2 * q, ["q < 1", "a = q^n <= 1"]),
           (2 * a * q, ["q < 1", "cos(n theta) <= 1"])], ">", positive="D > 0 (the goal below)", common=D)
    _goal(proof, "M = 2n + 2: lambda_j > 0", lambda: EIGENVALUES["even"](q, a, v, S),
          [(2, [step[0]]), (2 * a * q ** 2, [even[0]]), (1 + q, ["q < 1", "q < 1"]),
           (q * (1 + q), ["q < 1", "a = q^n <= 1"]), (a * q * (1 + q), ["q < 1", "cos((n+1) theta) <= 1"])],
          ">", positive="D > 0 (the goal below)", common=D)
    return eigenvalues


def _kernel_variables():
    q, a, c, u, v, w, Sp, Sn = variables = sp.symbols("q a c u v w Sp Sn")
    return list(variables), {c: -1, u: -1, v: -1, w: -1}, (q, a, c, u, v, w, Sp - Sn)


def _hypothesis_is_goal(proof: Proof, hypothesis: str, goal: str) -> None:
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
                  domain=domain, complete=True)
    _kernel_eigenvalues(proof, *kernel)
    _hypothesis_is_goal(proof, "D > 0 (the goal below)", "D = 1 - 2 q cos(theta) + q^2 > 0")
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
                  "and = 0 at j = 1.", domain=domain | {sigma: 1}, complete=True)
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
        _goal(proof, f"eps > 0, M {parity}: mu_j > 0", mu, [(d, [below]), (1, [positive])], ">")
        _hypothesis_is_goal(proof, positive, f"M = {KERNEL_SIZES[parity]}: lambda_j > 0")

    def mu():
        return d + (1 - d) * lam / sigma
    _goal(proof, "eps = 0 < delta: mu_j > 0", mu,
          [(sigma, ["delta > 0"]), (1, ["delta <= 1", "eps = 0: lambda_j >= 0"])], ">")

    def mu_at_origin():
        return lam / sigma
    _goal(proof, "(eps, delta) = (0, 0): mu_j >= 0 (P* = J/M positive semidefinite)", mu_at_origin,
          [(1, ["eps = 0: lambda_j >= 0"])])
    _goal(proof, "(eps, delta) = (0, 0): mu_1 <= 0 (P* singular, not positive definite)", mu_at_origin,
          [(1, ["eps = 0, j = 1: lambda_1 = 0 (<=)"])], "<=")
    _hypothesis_is_goal(proof, "D > 0 (the goal below)", "D = 1 - 2 q cos(theta) + q^2 > 0")
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
                  "Each goal is a sum of named facts with multiplier 1, residual 0.", complete=True)
    for name, value in (("aux: s_j >= a_j", s - a), ("aux: s_j >= 0", s), ("aux: sum_j s_j <= delta", delta - S),
                        ("summed over U: sum_U s_j >= sum_U a_j", SU - A),
                        ("summed over the complement of U: sum_j s_j >= sum_U s_j", S - SU),
                        ("subset constraint at U+ = {a_j > 0}: sum_U+ a_j <= delta", delta - A),
                        ("nonlinear: sum_j max(0, a_j) <= delta", delta - P), ("case a_j >= 0", a), ("case a_j <= 0", -a),
                        ("summed: sum_j s_j = sum_j max(0, a_j) (<=)", P - S)):
        proof.hypothesis(name, value)
    at_positive = _equality(proof, "U = U+: sum_U a_j = sum_j max(0, a_j)", A - P)
    keep = _equality(proof, "case a_j >= 0: s_j = max(0, a_j) = a_j", s - a)
    zero = _equality(proof, "case a_j <= 0: s_j = max(0, a_j) = 0", s)

    def s_minus_a():
        return s - a

    def s_itself():
        return s
    _goal(proof, "(A) => (S), j in U: a_j <= s_j", s_minus_a, [(1, ["aux: s_j >= a_j"])])
    _goal(proof, "(A) => (S), j not in U: 0 <= s_j", s_itself, [(1, ["aux: s_j >= 0"])])
    _goal(proof, "(A) => (S): sum_U a_j <= delta", lambda: delta - A,
          [(1, ["summed over U: sum_U s_j >= sum_U a_j"]), (1, ["summed over the complement of U: sum_j s_j >= sum_U s_j"]),
           (1, ["aux: sum_j s_j <= delta"])])
    _goal(proof, "(S) => (N): sum_j max(0, a_j) <= delta", lambda: delta - P,
          [(1, ["subset constraint at U+ = {a_j > 0}: sum_U+ a_j <= delta"]), (1, [at_positive[0]])])
    _goal(proof, "(N) => (A), case a_j >= 0: s_j >= a_j", s_minus_a, [(1, [keep[0]])])
    _goal(proof, "(N) => (A), case a_j >= 0: s_j >= 0", s_itself, [(1, [keep[0]]), (1, ["case a_j >= 0"])])
    _goal(proof, "(N) => (A), case a_j <= 0: s_j >= a_j", s_minus_a, [(1, [zero[0]]), (1, ["case a_j <= 0"])])
    _goal(proof, "(N) => (A), case a_j <= 0: s_j >= 0", s_itself, [(1, [zero[0]])])
    _goal(proof, "(N) => (A): sum_j s_j <= delta", lambda: delta - S,
          [(1, ["nonlinear: sum_j max(0, a_j) <= delta"]), (1, ["summed: sum_j s_j = sum_j max(0, a_j) (<=)"])])
    return proof


# --------------------------------------------------------------------------- PML (002): Lemma 3 and its proof
BINARY_REDUCTION_STATEMENT = (
    "For every N >= 2, c in (0, 1/N], E = e^eps >= 1, every K in M(eps, c) (outputs Y, any size), every set E of "
    "outputs and the merged binary kernel K^BIN = K' o K with K^BIN(0|x) = K(E|x) = sum_{y in E} K(y|x) ((62)): (a) "
    "K^BIN is in M(eps, c): for every prior P in Q_X(c) and every x, K(E|x) <= E (K P)(E), and the same for the "
    "complement of E. Encoding, per output y: k = K(y|x), kmax = max_x' K(y|x'), p = (K P)(y) >= 0 with the PML "
    "condition of K at y, kmax <= E p, and k <= kmax (a max is >= each entry): the per-output goal k <= E p. "
    "Bookkeeping: b = K(E|x), m = sum_{y in E} kmax_y, r = (K P)(E) name sums; m >= b is k <= kmax summed over E, E r "
    ">= m the PML conditions summed over E (the goal E r - b >= 0 then holds at every x, so at the max). (b) With E* "
    "= {y : P_Y(y) > Q_Y(y)} for P, Q in Q_X(c) ((64)-(67)): g = P_Y(E*) - Q_Y(E*) = TV(P_Y, Q_Y) (TV is the sum of "
    "the positive parts, which are the terms over E*; so g >= 0), h = P_Y(E*^c) - Q_Y(E*^c) = -g (both laws sum to "
    "1), every real a difference of two variables >= 0: TV(P_Z, Q_Z) = max(g, h) is g (the goal g >= h), which is "
    "TV(P_Y, Q_Y). (c) With eta_TV(K) = max over input pairs of TV between rows ((8)) and d = K(y|x) - K(y|x') (a "
    "real), pd = max(0, d) (hypotheses pd >= d, pd >= 0, and per case pd = d or pd = 0): per output, d [y in E] <= "
    "pd (goals, y in E and y not in E); summed (bookkeeping) K(E|x) - K(E|x') = D <= T = sum_y pd_y = TV(K_x, K_x') "
    "<= eta_TV(K) = eta (the goal eta - D >= 0; for (x', x) the same, so eta_TV(K^BIN) = max |K^BIN(0|x) - "
    "K^BIN(0|x')| <= eta, TV of two binary rows being |u - v|); for the farthest pair (a, b) of rows and E* = {y : "
    "K(y|a) > K(y|b)}, d [y in E*] = pd per case (goals), so D = T = eta there (the goal D - eta >= 0): "
    "eta_TV(K^BIN) = eta_TV(K).")


def _binary_reduction_goals(proof: Proof, variables) -> None:
    """Add the goals of pml.binary-reduction ((a) PML kept, (b) TV kept, (c) eta_TV kept) to `proof`."""
    E, k, kmax, p, b, m, r, g, h, d, pd, D, T, eta = variables
    for name, value in (("PML of K at y: max_x' K(y|x') <= E (K P)(y)", E * p - kmax),
                        ("K(y|x) <= max_x' K(y|x')", kmax - k),
                        ("summed over E: sum_E K(y|x) <= sum_E max_x' K(y|x')", m - b),
                        ("PML summed over E: sum_E max_x' K(y|x') <= E (K P)(E)", E * r - m),
                        ("g = TV(P_Y, Q_Y) >= 0 (positive parts)", g), ("pd >= d", pd - d),
                        ("pd >= 0", pd), ("summed: D <= T", T - D), ("(8): T = TV(K_x, K_x') <= eta", eta - T),
                        ("case d > 0 (y in E*)", d), ("case d <= 0 (y not in E*)", -d),
                        ("farthest rows: T = eta (>=)", T - eta), ("E*: D = T, the case goals summed (>=)", D - T)):
        proof.hypothesis(name, value)
    complement = _equality(proof, "h = -g (both laws sum to 1)", h + g)
    keep = _equality(proof, "case d > 0: pd = d", pd - d)
    zero = _equality(proof, "case d <= 0: pd = 0", pd)
    _goal(proof, "(a) per output: K(y|x) <= E (K P)(y)", lambda: E * p - k,
          [(1, ["PML of K at y: max_x' K(y|x') <= E (K P)(y)"]), (1, ["K(y|x) <= max_x' K(y|x')"])])
    _goal(proof, "(a) K^BIN(0|x) = K(E|x) <= E (K^BIN P)(0)", lambda: E * r - b,
          [(1, ["summed over E: sum_E K(y|x) <= sum_E max_x' K(y|x')"]),
           (1, ["PML summed over E: sum_E max_x' K(y|x') <= E (K P)(E)"])])
    _goal(proof, "(b) TV(P_Z, Q_Z) = max(g, h) = g: g >= h", lambda: g - h,
          [(2, ["g = TV(P_Y, Q_Y) >= 0 (positive parts)"]), (1, [complement[1]])])
    _goal(proof, "(c) y in E: d <= max(0, d)", lambda: pd - d, [(1, ["pd >= d"])])
    _goal(proof, "(c) y not in E: 0 <= max(0, d)", lambda: pd, [(1, ["pd >= 0"])])
    _goal(proof, "(c) K(E|x) - K(E|x') <= eta_TV(K)", lambda: eta - D,
          [(1, ["summed: D <= T"]), (1, ["(8): T = TV(K_x, K_x') <= eta"])])
    _goal(proof, "(c) E*, case d > 0: d [y in E*] = d = max(0, d) (>=)", lambda: d - pd, [(1, [keep[1]])])
    _goal(proof, "(c) E*, case d > 0: d [y in E*] = d = max(0, d) (<=)", lambda: d - pd, [(1, [keep[0]])], "<=")
    _goal(proof, "(c) E*, case d <= 0: 0 = max(0, d) (>=)", lambda: -pd, [(1, [zero[1]])])
    _goal(proof, "(c) E*, case d <= 0: 0 = max(0, d) (<=)", lambda: -pd, [(1, [zero[0]])], "<=")
    _goal(proof, "(c) farthest rows, E*: K(E*|a) - K(E*|b) >= eta_TV(K)", lambda: D - eta,
          [(1, ["E*: D = T, the case goals summed (>=)"]), (1, ["farthest rows: T = eta (>=)"])])


def _binary_reduction_variables():
    E, k, kmax, p, b, m, r, g_p, g_n, h_p, h_n, d_p, d_n, pd_p, pd_n, D_p, D_n, T, eta = variables = sp.symbols(
        "E k kmax p b m r g_p g_n h_p h_n d_p d_n pd_p pd_n D_p D_n T eta")
    return list(variables), {E: 1}, (E, k, kmax, p, b, m, r, g_p - g_n, h_p - h_n, d_p - d_n, pd_p - pd_n, D_p - D_n,
                                     T, eta)


def binary_reduction_proof() -> Proof:
    """pml.binary-reduction (App. C, (62)-(68)): merging the outputs into E and its complement keeps (eps, c)-PML,
    with E* from P, Q keeps TV(P_Y, Q_Y), and with E* from the farthest rows keeps eta_TV(K)."""
    variables, domain, named = _binary_reduction_variables()
    proof = Proof("pml.binary-reduction", variables, BINARY_REDUCTION_STATEMENT,
                  "Each goal is a sum of named facts (multiplier 1, or 2 for g - h = 2 g - (h + g)), residual 0.",
                  domain=domain, complete=True)
    _binary_reduction_goals(proof, named)
    return proof


def binary_suffices_proof() -> Proof:
    """pml.binary-suffices (Lemma 3): eta_TV(eps, c), the supremum of eta_TV(K) over K in M(eps, c), is the supremum
    over the binary kernels in M(eps, c)."""
    variables, domain, named = _binary_reduction_variables()
    eta_bin, sup_binary, sup_all = extra = sp.symbols("eta_bin sup_binary sup_all")
    D, T, eta = named[-3:]
    proof = Proof("pml.binary-suffices", variables + list(extra),
                  "For every N >= 2, c in (0, 1/N] and eps >= 0: eta_TV(eps, c) = sup over K in M(eps, c) of "
                  "eta_TV(K) ((18)) equals the supremum over K in M(eps, c) with |Y| = 2. The proof of Lemma 3 "
                  "(pml.binary-reduction) is part of this artefact: " + BINARY_REDUCTION_STATEMENT + " Then, for "
                  "every K in M(eps, c) with eta = eta_TV(K): K^BIN (E* from the farthest rows a, b) is binary and in "
                  "M(eps, c) (goals (a)), eta_bin = eta_TV(K^BIN) >= K^BIN(0|a) - K^BIN(0|b) = D (a max is >= each "
                  "member), D >= T = eta (the facts of the goal (c) for the farthest rows), and sup_binary >= eta_bin "
                  "(a supremum is >= each member): the goal sup_binary >= eta_TV(K). Binary kernels are kernels, so "
                  "sup_all >= sup_binary. Bookkeeping: a supremum is <= s when every member is, so sup_all <= "
                  "sup_binary, and the two are equal.",
                  "Each goal is a sum of named facts with multiplier 1 (or 2), residual 0.",
                  domain=domain, complete=True)
    _binary_reduction_goals(proof, named)
    for name, value in (("eta_TV(K^BIN) >= K^BIN(0|a) - K^BIN(0|b)", eta_bin - D),
                        ("K^BIN binary in M(eps, c): sup_binary >= eta_TV(K^BIN)", sup_binary - eta_bin),
                        ("binary kernels are kernels: sup_all >= sup_binary", sup_all - sup_binary)):
        proof.hypothesis(name, value)
    _goal(proof, "every K in M(eps, c): sup over binary kernels >= eta_TV(K)", lambda: sup_binary - eta,
          [(1, ["K^BIN binary in M(eps, c): sup_binary >= eta_TV(K^BIN)"]),
           (1, ["eta_TV(K^BIN) >= K^BIN(0|a) - K^BIN(0|b)"]), (1, ["E*: D = T, the case goals summed (>=)"]),
           (1, ["farthest rows: T = eta (>=)"])])
    _goal(proof, "sup over all kernels >= sup over binary kernels", lambda: sup_all - sup_binary,
          [(1, ["binary kernels are kernels: sup_all >= sup_binary"])])
    return proof


def restriction_proof_correction() -> Proof:
    """pml.restriction-proof's correction: (55) as Q_X(c) = {c + (1 - Nc) V : V in P(X)}, the factor (1 - Nc) out of
    both norms ((58)-(59)), the same-norm ratio bounded by eta_TV(K) (Dobrushin's inequality), and the printed mixed
    ratio ||.||_1 / TV equal to 2 eta_TV(K) at the point masses of the farthest rows."""
    names = "N c v u sv su z_p z_n a_z a_P s_plus s_minus t kmax kmin T eta e"
    N, c, v, u, sv, su, z_p, z_n, a_z, a_P, s_plus, s_minus, t, kmax, kmin, T, eta, e = variables = sp.symbols(names)
    z, room = z_p - z_n, 1 - N * c
    proof = Proof("pml.restriction-proof", list(variables),
                  "For every N >= 2 and c in (0, 1/N) (at c = 1/N, Q_X(c) is one point and Lemma 2 excludes it), "
                  "every kernel K and distributions V, W, U on the N inputs. (55) corrected: P = c + (1 - Nc) V lies "
                  "in Q_X(c) (per input P(x) - c = (1 - Nc) V(x) >= 0; sum_x P(x) - 1 = (1 - Nc)(sum_x V(x) - 1) = 0), "
                  "and every U in Q_X(c) is c + (1 - Nc) V' with V' = (U - c)/(1 - Nc) in P(X) (V'(x) >= 0, sum 1); v = "
                  "V(x), u = U(x), sv = sum_x V(x), su = sum_x U(x). (58)-(59): P - Q = (1 - Nc)(V - W) per input and "
                  "KP - KQ = (1 - Nc)(KV - KW) per output (the c sum_x K(y|x) terms cancel: linearity, bookkeeping); "
                  "per coordinate z = V(x) - W(x) (or (KV - KW)(y)), a_z = |z|, a_P = |(1 - Nc) z|, the goal a_P = (1 - "
                  "Nc) a_z per case of z's sign, summed over the coordinates (bookkeeping) ||P - Q||_1 = (1 - Nc) ||V - "
                  "W||_1 and the same for KP - KQ, so the two norms' ratio is the ratio for V, W. (60)-(61), the same "
                  "norm (TV over TV = ||.||_1 over ||.||_1): with Delta = V - W, t = TV(V, W) = sum Delta+ = sum Delta- > "
                  "0, a set A of outputs with e = (KV)(A) - (KW)(A) = s+ - s-, s+- = sum_x Delta+-(x) K(A|x) "
                  "(bookkeeping: names of sums), kmax = max_x K(A|x), kmin = min_x K(A|x): s+ <= t kmax and s- >= t "
                  "kmin (each term against the max or min, summed), kmax - kmin <= TV(K_x1, K_x2) = T <= eta = "
                  "eta_TV(K) ((8); pml.binary-reduction's goal (c) per output, summed): e/t <= eta, and TV(KV, KW) is e "
                  "at A = {KV > KW}. The printed mixed ratio: at point masses V = 1_a, W = 1_b, ||KV - KW||_1 = 2 "
                  "TV(K_a, K_b) = 2 T and TV(V, W) = 1, so the ratio is 2 T <= 2 eta, = 2 eta at the farthest rows.",
                  "Each goal is named facts (products of two for the (1 - Nc) factor) with multiplier 1 or 2.",
                  domain={N: 2}, complete=True)
    proof.hypothesis("c < 1/N: 1 - Nc > 0", room, strict=True).hypothesis("TV(V, W) = t > 0", t, strict=True)
    for name, value in (("V(x) >= 0", v), ("U(x) >= c", u - c), ("case z >= 0", z), ("case z <= 0", -z),
                        ("s+ <= t kmax", t * kmax - s_plus), ("s- >= t kmin", s_minus - t * kmin),
                        ("kmax - kmin <= TV(K_x1, K_x2) = T", T - kmax + kmin), ("(8): T <= eta", eta - T),
                        ("farthest rows: T >= eta", T - eta)):
        proof.hypothesis(name, value)
    sums_v, sums_u = _equality(proof, "sum_x V(x) = 1", sv - 1), _equality(proof, "sum_x U(x) = 1", su - 1)
    at_event = _equality(proof, "A = {KV > KW}: e = s+ - s-", e - s_plus + s_minus)
    plus = _equality(proof, "case z >= 0: a_z = z", a_z - z) + _equality(
        proof, "case z >= 0: a_P = (1 - Nc) z", a_P - room * z)
    minus = _equality(proof, "case z <= 0: a_z = -z", a_z + z) + _equality(
        proof, "case z <= 0: a_P = -(1 - Nc) z", a_P + room * z)
    _goal(proof, "(55) corrected: P(x) - c >= 0", lambda: room * v, [(1, ["c < 1/N: 1 - Nc > 0", "V(x) >= 0"])])
    for relation, index in ((">=", 0), ("<=", 1)):
        _goal(proof, f"(55) corrected: sum_x P(x) = 1 ({relation})", lambda: N * c + room * sv - 1,
              [(1, ["c < 1/N: 1 - Nc > 0", sums_v[index]])], relation)
        _goal(proof, f"(55) conversely: sum_x V'(x) = 1 ({relation})", lambda: (su - N * c) / room - 1,
              [(1, [sums_u[index]])], relation, positive="c < 1/N: 1 - Nc > 0")
        _goal(proof, f"(58)-(59), z >= 0: |(1 - Nc) z| = (1 - Nc)|z| ({relation})", lambda: a_P - room * a_z,
              [(1, [plus[2 + index]]), (1, ["c < 1/N: 1 - Nc > 0", plus[1 - index]])], relation)
        _goal(proof, f"(58)-(59), z <= 0: |(1 - Nc) z| = (1 - Nc)|z| ({relation})", lambda: a_P - room * a_z,
              [(1, [minus[2 + index]]), (1, ["c < 1/N: 1 - Nc > 0", minus[1 - index]])], relation)
    _goal(proof, "(55) conversely: V'(x) = (U(x) - c)/(1 - Nc) >= 0", lambda: (u - c) / room,
          [(1, ["U(x) >= c"])], positive="c < 1/N: 1 - Nc > 0")
    _goal(proof, "(60)-(61), same norm: TV(KV, KW)/TV(V, W) <= eta_TV(K)", lambda: eta - e / t,
          [(1, [at_event[1]]), (1, ["s+ <= t kmax"]), (1, ["s- >= t kmin"]), (t, ["kmax - kmin <= TV(K_x1, K_x2) = T"]),
           (t, ["(8): T <= eta"])], positive="TV(V, W) = t > 0")
    _goal(proof, "(60)-(61) printed, point masses: ||K 1_a - K 1_b||_1 / TV(1_a, 1_b) = 2T <= 2 eta", lambda: 2 * eta - 2 * T,
          [(2, ["(8): T <= eta"])])
    _goal(proof, "(60)-(61) printed, farthest rows: 2T >= 2 eta", lambda: 2 * T - 2 * eta, [(2, ["farthest rows: T >= eta"])])
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
                  prefix + "For every M >= 2 and every M x M stochastic T with 1 in int cone+(t_1, ..., t_M): there are "
                  "eps0, delta0 > 0 with p_e*(T) = p_e* whenever eps <= eps0 and delta <= delta0. Bookkeeping from the "
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
                  domain={M: 2}, complete=True)
    for name, value in (("|k_il| <= eta (>=)", eta - k), ("|k_il| <= eta (<=)", eta + k),
                        ("|tau_lj| <= m (>=)", m - tau), ("|tau_lj| <= m (<=)", m + tau),
                        ("column sum sigma_j >= s", sigma - s), ("per-term goal summed: R >= -M eta m", R + M * eta * m),
                        ("eta <= s/(M^2 m)", s - M ** 2 * m * eta)):
        proof.hypothesis(name, value)
    half = sp.Rational(1, 2)
    _goal(proof, "per term: k_il tau_lj <= eta m", lambda: eta * m - k * tau,
          [(half, ["|k_il| <= eta (>=)", "|tau_lj| <= m (<=)"]), (half, ["|k_il| <= eta (<=)", "|tau_lj| <= m (>=)"])])
    _goal(proof, "per term: k_il tau_lj >= -eta m", lambda: eta * m + k * tau,
          [(half, ["|k_il| <= eta (<=)", "|tau_lj| <= m (<=)"]), (half, ["|k_il| <= eta (>=)", "|tau_lj| <= m (>=)"])])
    _goal(proof, "entry (P* T^-1)_ij = sigma_j/M + R >= 0", lambda: sigma / M + R,
          [(1, ["column sum sigma_j >= s"]), (M, ["per-term goal summed: R >= -M eta m"]), (1, ["eta <= s/(M^2 m)"])])
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
                  domain={M: 2}, complete=True)
    for name, value in (("DP (i, i'), U = {j}: q_ij - q_i'j <= 0", y - x), ("DP (i', i), U = {j}: q_i'j - q_ij <= 0", x - y),
                        ("g <= r_j summed: M g <= sum_j r_j = 1", 1 - M * g), ("g <= r_j", r - g),
                        ("the other entries >= g, summed: W >= (M - 1) g", W - (M - 1) * g)):
        proof.hypothesis(name, value)
    level = _equality(proof, "g = 1/M", M * g - 1)
    row = _equality(proof, "r + W = 1 (the row sums to 1)", r + W - 1)
    _goal(proof, "(i) x - y >= 0", lambda: x - y, [(1, ["DP (i', i), U = {j}: q_i'j - q_ij <= 0"])])
    _goal(proof, "(i) x - y <= 0", lambda: x - y, [(1, ["DP (i, i'), U = {j}: q_ij - q_i'j <= 0"])], "<=")
    _goal(proof, "(ii) min diagonal g <= 1/M", lambda: 1 / M - g, [(1, ["g <= r_j summed: M g <= sum_j r_j = 1"])])
    _goal(proof, "(iii) g = 1/M: r_j >= 1/M", lambda: r - 1 / M, [(M, ["g <= r_j"]), (1, [level[0]])])
    _goal(proof, "(iii) g = 1/M: r_j <= 1/M", lambda: r - 1 / M,
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
                  "with (p0 - t) for (D - t L). p_jj <= t: w (t - p_jj) = (t L - D) + (D - t L - w (p_jj - t)).",
                  complete=True)
    facts = [proof.hypothesis(name, slack(variables)) and name for name, slack in WALK_FACTS.items()]
    optimal = "optimal: t = delta + (1 - delta)/(1 + L) (>=, times 1 + L > 0)"
    for name, value in ((optimal, t * (1 + L) - 1 - delta * L), ("diag_i0: t <= p0", p0 - t),
                        ("diag summed over j != i0: t L <= D", D - t * L),
                        ("D <= t L (the goal above)", t * L - D),
                        ("the other weighted diagonal terms summed: w_j (p_jj - t) <= D - t L", D - t * L - w * (pjj - t))):
        proof.hypothesis(name, value)
    proof.hypothesis("w_j = q^|j - i0| > 0", w, strict=True)
    _goal(proof, "centre: p_{i0,i0} <= t", lambda: t - p0,
          [(1, [optimal])] + [(1, [f]) for f in facts] + [(1, ["diag summed over j != i0: t L <= D"])])
    _goal(proof, "the walk is tight: D <= t L", lambda: t * L - D,
          [(1, [optimal])] + [(1, [f]) for f in facts] + [(1, ["diag_i0: t <= p0"])])
    _goal(proof, "every j != i0: p_jj <= t", lambda: t - pjj,
          [(1, ["D <= t L (the goal above)"]), (1, ["the other weighted diagonal terms summed: w_j (p_jj - t) <= D - t L"])],
          common=w, positive="w_j = q^|j - i0| > 0")
    _hypothesis_is_goal(proof, "D <= t L (the goal above)", "the walk is tight: D <= t L")
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
                  "= (Sig - w_y sigma) - Sig, -Sig from the column's tight walk and the telescoping.",
                  complete=True)
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
    telescoping = _equality(proof, "telescoping: Sig = p_{i0,j} - w_j p_jj + T_j", Sig - pmj + wj * pjj - Tj)
    _goal(proof, "tight chain: S - D + Q <= 0", lambda: S - D + Q,
          [(1, [optimal])] + [(1, [f]) for f in facts if not f.startswith("walks")]
          + [(1, ["diag_i0: t <= p0"]), (1, ["diag summed over j != i0: t L <= D"])], "<=")
    _goal(proof, "per column: T_j - w_j p_jj + p_{i0,j} <= 0", lambda: Tj - wj * pjj + pmj,
          [(1, [walk]), (1, ["the other columns' walk terms summed"])], "<=")
    _goal(proof, "delta = 0: every slack s_xyj <= 0", lambda: -s,
          [(1, ["delta = 0: S <= delta L = 0"]), (1, ["the other weighted slacks summed: om s <= S"])],
          common=om, positive="om = q w_x > 0")
    _goal(proof, "per step: sigma <= 0", lambda: -sigma,
          [(1, ["the other steps summed: w_y sigma <= Sig"]), (1, [telescoping[1]]), (1, [column])],
          common=wy, positive="w_y > 0")
    step = py - q * px
    for name, value in (("sigma <= 0 (the goal)", -sigma), ("s_xyj <= 0 (the goal)", -s)):
        proof.hypothesis(name, value)
    _goal(proof, "per step: p_yj = q p_xj (<=)", lambda: step, [(1, ["sigma <= 0 (the goal)"]), (q, ["s_xyj >= 0"])],
          "<=")
    _goal(proof, "per step: p_yj = q p_xj (>=)", lambda: step,
          [(1, ["dp_x_y_j times q: sigma >= 0"]), (q, ["s_xyj <= 0 (the goal)"])])
    for hypothesis, goal in ((walk, "tight chain: S - D + Q <= 0"),
                             (column, "per column: T_j - w_j p_jj + p_{i0,j} <= 0"),
                             ("sigma <= 0 (the goal)", "per step: sigma <= 0"),
                             ("s_xyj <= 0 (the goal)", "delta = 0: every slack s_xyj <= 0")):
        _hypothesis_is_goal(proof, hypothesis, goal)
    return proof
