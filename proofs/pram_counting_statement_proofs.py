"""Complete proofs for every parameter of PRAM (000) and counting-query (001) claims whose statements are
polynomial or rational once their sums and case splits are named (format workbench-polynomial-proof/3, replayed by
workbench.kernel.polyproof). The goals of (10) and (12)-(17) are built from the formulas the claims' other routes use
(proofs/pram_dp.py's DP_RATIOS and CORRECTED_ROWS), the others from the definitions their statements spell out; every
goal is rebuilt when the route runs (Proof.registry_mismatch), so a changed formula or a swapped goal is refused. Each
artefact's statement says how its variables and hypotheses encode the claim and which steps are bookkeeping
(docs/evidence-strength.md, "Statement proofs of PRAM and counting claims").

Goals are derived by exact division: the goal's signed numerator, times a scale positive on the domain, must be a
multiplier (nonneg on the domain) times the product of the named facts. A wrong formula leaves a remainder, the
goal goes out without a derivation, and the replay refuses it.
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.kernel import polyproof
from workbench.lazy import lazy
from workbench.proof import Proof, built_route

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json."""
    return built_route(globals()[builder], out_dir, name)


def _hypothesis(proof: Proof, name: str):
    """The hypothesis `name` of `proof` as a SymPy polynomial."""
    return next(proof._from_terms(h["poly"]) for h in proof.hypotheses if h["name"] == name)


def _derived(proof: Proof, name: str, expression, facts=(), *, relation=">=", positive=None, common=1,
             scales=(1,), template=None) -> None:
    """The goal `expression` REL 0, derived as scale * (signed numerator) = multiplier * product(facts) for the first
    scale in `scales` where exact division leaves no remainder and a nonneg multiplier (with no facts the signed
    numerator itself is the residual). `positive` and `common` as in Proof.goal."""
    numerator, denominator = sp.fraction(sp.cancel(sp.together(expression)))
    numerator, denominator = sp.expand(numerator * common), sp.expand(denominator * common)
    sign = proof.denominator_sign(denominator, positive)
    target = sp.expand(sign * (1 if relation in (">=", ">") else -1) * numerator)
    product = sp.expand(sp.Mul(*(_hypothesis(proof, f) for f in facts)))
    terms, clear = [], None
    for scale in scales if facts else ():
        quotient = sp.cancel(scale * target / product)
        if sp.fraction(quotient)[1].is_number and polyproof.nonneg_on(proof._poly(quotient), proof._lower()):
            terms, clear = [(quotient, list(facts))], sp.expand(scale * sign * denominator)
            break
    names = list(facts) + ([positive] if positive is not None and positive not in facts else [])
    proof.goal(name, expression, relation, hypotheses=names, terms=terms, clear=clear, positive=positive,
               common=common, template=template)


def _cleared_square(expression):
    """expression times the square of its denominator: a polynomial with the sign of expression where defined."""
    numerator, denominator = sp.fraction(sp.cancel(sp.together(expression)))
    return sp.expand(numerator * denominator)


# --------------------------------------------------------------------------- PRAM (000): (10) and (12)-(17)
def _ratios():
    from proofs.pram_dp import DP_RATIOS
    return DP_RATIOS


def _rows():
    from proofs.pram_dp import CORRECTED_ROWS
    return CORRECTED_ROWS


CASES = ("z = k", "z = k'", "z elsewhere")


def dp_ratios_proof() -> Proof:
    """pram.dp-ratios: for every S >= 2 and E >= 1, the DP inequality of M(q) at each output z holds iff the
    quotient of (10) for z's case is <= E (both directions, each case). Each case and direction has a pair of its own
    (x_c, y_c: DP => quotient; u_c, v_c: quotient => DP), so that each is stated under its own premise."""
    S, E = sp.symbols("S E")
    pairs = {case: sp.symbols(f"x{c} y{c} u{c} v{c}") for c, case in enumerate(CASES, 1)}
    variables = [S, E] + [v for case in CASES for v in pairs[case]]
    proof = Proof("pram.dp-ratios", variables,
                  "For every S >= 2, E = e^alpha >= 1 and every ordered pair k != k' of categories with q_k >= 0 "
                  "and q_k' in (0, 1) (the quotients of (10) divide by q_k' and 1 - q_k'): M(q)'s entries are "
                  "Q(z|k) = q_k when z = k and (1 - q_k)/(S - 1) otherwise (the definition, (8)). For each output z "
                  "the DP inequality of (6) for the pair, Q(z|k) <= E Q(z|k'), holds iff the quotient of (10) for "
                  "z's case is <= E: z = k gives (S - 1) q_k/(1 - q_k'), z = k' gives (1 - q_k)/((S - 1) q_k'), any "
                  "other z gives (1 - q_k)/(1 - q_k') (the quotients as the claim's routes read them, DP_RATIOS). "
                  "Case c (1, 2, 3 in that order) has the pairs (q_k, q_k') = (x_c, y_c) for 'DP => quotient' and "
                  "(u_c, v_c) for 'quotient => DP'. "
                  "Hypotheses: the DP inequality times S - 1, or the quotient bound times the square of its "
                  "denominator (same sign). Bookkeeping: every output z is k, k' or, exactly when S >= 3, another "
                  "category, so M(q) is alpha-DP (every z, every ordered pair) iff (10)'s max over the cases present "
                  "is <= E for every k != k'.",
                  "Each direction is one fact times a multiplier found by exact division, residual 0: the DP "
                  "inequality times S - 1 is the quotient bound's numerator; conversely the cleared quotient bound is "
                  "the DP inequality's numerator times the quotient's denominator (kept as a common factor, its "
                  "sign from a strict hypothesis).",
                  domain={S: 2, E: 1})
    for case in CASES:
        x, y, u, v = pairs[case]
        entries = {"z = k": lambda a, b: (a, (1 - b) / (S - 1)), "z = k'": lambda a, b: ((1 - a) / (S - 1), b),
                   "z elsewhere": lambda a, b: ((1 - a) / (S - 1), (1 - b) / (S - 1))}[case]
        by_y = case == "z = k'"               # the quotient's denominator is (S - 1) q_k', else 1 - q_k'
        positive = ({f"{case}: q_k' > 0": y, f"{case}: v: q_k' > 0": v} if by_y else
                    {f"{case}: q_k' < 1": 1 - y, f"{case}: v: (S - 1)(1 - q_k') > 0": (S - 1) * (1 - v)})
        for name, value in positive.items():     # the signs of the quotient's denominators, for the pair's direction
            proof.hypothesis(name, value, strict=True)
        dp, bound = f"DP at {case}: Q(z|k) <= E Q(z|k')", f"(10) at {case}"
        of_k, of_other = entries(x, y)
        proof.hypothesis(dp, sp.cancel((S - 1) * (E * of_other - of_k)))
        proof.hypothesis(bound, _cleared_square(E - _ratios()[case](S, u, v)))

        def quotient_bound(case=case, x=x, y=y):
            return E - _ratios()[case](S, x, y)

        def dp_slack(entries=entries, u=u, v=v):
            of_k, of_other = entries(u, v)
            return E * of_other - of_k
        _derived(proof, f"{case}: DP => quotient <= E", quotient_bound(), [dp],
                 positive=f"{case}: q_k' > 0" if by_y else f"{case}: q_k' < 1", template=quotient_bound)
        _derived(proof, f"{case}: quotient <= E => DP", dp_slack(), [bound],
                 positive=f"{case}: v: q_k' > 0" if by_y else f"{case}: v: (S - 1)(1 - q_k') > 0",
                 common=v if by_y else 1 - v, scales=(1, S - 1), template=dp_slack)
    return proof


ROW_QUOTIENTS = {"(12)": ("z = k", False), "(14)": ("z = k'", False), "(16)": ("z elsewhere", False),
                 "(13)": ("z = k", True), "(15)": ("z = k'", True), "(17)": ("z elsewhere", True)}


def linear_constraints_proof() -> Proof:
    """pram.linear-constraints' correction: each corrected row (12)-(17) at (q_k, q_l) is equivalent to one quotient
    bound of (10) for the pair (k, l) or (l, k), for every S >= 2 and E >= 1. Each row and direction has a pair of its
    own (x_r, y_r: row => quotient; u_r, v_r: quotient => row), so that each is stated under its own premise."""
    S, E = sp.symbols("S E")
    pairs = {row: sp.symbols(f"x{row[1:3]} y{row[1:3]} u{row[1:3]} v{row[1:3]}") for row in ROW_QUOTIENTS}
    variables = [S, E] + [v for row in ROW_QUOTIENTS for v in pairs[row]]
    proof = Proof("pram.linear-constraints", variables,
                  "For every S >= 2, E = e^alpha >= 1 and every ordered pair k != l with x = q_k, y = q_l in (0, 1): "
                  "each corrected row a x + b y <= c of (12)-(17) (CORRECTED_ROWS: (15) is -(S - 1)E x - y <= -1) "
                  "holds iff one quotient bound of (10) (DP_RATIOS) holds: (12), (14), (16) are the quotients "
                  "(S - 1) q_k/(1 - q_l), (1 - q_k)/((S - 1) q_l), (1 - q_k)/(1 - q_l) <= E of the pair (k, l); (13), "
                  "(15), (17) the same quotients of the pair (l, k). Both directions are goals, row (1r) on the pairs "
                  "(q_k, q_l) = (x1r, y1r) for 'row => quotient' and (u1r, v1r) for 'quotient => row'; a quotient "
                  "bound as a hypothesis is multiplied by the square of its denominator (same sign). Bookkeeping: "
                  "over all ordered pairs the rows give every quotient of (10) for every k != k'; (16), (17) encode "
                  "the [S >= 3] quotient and belong to the system only for S >= 3, so the corrected system (3S(S-1) "
                  "rows for S >= 3, 2S(S-1) for S = 2) is equivalent to (10).",
                  "Each row's slack c - a x - b y is a constant times its quotient bound's cleared numerator: "
                  "row => quotient by exact division (residual 0, the quotient's denominator positive by a strict "
                  "hypothesis); quotient => row with that denominator kept as a common factor.",
                  domain={S: 2, E: 1})
    for row, (case, swapped) in ROW_QUOTIENTS.items():
        x, y, u, v = pairs[row]
        by_second = case == "z = k'"
        other = "k" if swapped else "l"          # the quotient's q_k' is q_l for (k, l), q_k for (l, k)
        positive = f"{row}: q_{other} > 0" if by_second else f"{row}: q_{other} < 1"
        converse = f"{row}: {'u' if swapped else 'v'}: q_{other} {'> 0' if by_second else '< 1'}"
        first_pair, second_pair = (x, u) if swapped else (y, v)     # q_k' in each direction's pair
        proof.hypothesis(positive, first_pair if by_second else 1 - first_pair, strict=True)
        proof.hypothesis(converse, second_pair if by_second else 1 - second_pair, strict=True)

        def slack(row=row, u=u, v=v):
            a, b, c = _rows()[row](S, E)
            return c - a * u - b * v

        def bound(case=case, x=x, y=y, swapped=swapped):
            first, second = (y, x) if swapped else (x, y)     # the quotient's q_k, q_k'
            return E - _ratios()[case](S, first, second)
        pair = "(l, k)" if swapped else "(k, l)"
        uv_second = u if swapped else v
        proof.hypothesis(f"row {row}", _rows_slack(row, S, E, x, y))
        proof.hypothesis(f"{case} quotient of {pair} <= E", _cleared_square(
            E - _ratios()[case](S, *((v, u) if swapped else (u, v)))))
        _derived(proof, f"{row} => the {case} quotient of {pair} <= E", bound(), [f"row {row}"], positive=positive,
                 template=bound)
        _derived(proof, f"the {case} quotient of {pair} <= E => {row}", slack(), [f"{case} quotient of {pair} <= E"],
                 positive=converse, common=uv_second if by_second else 1 - uv_second, scales=(1, S - 1),
                 template=slack)
    return proof


def _rows_slack(row, S, E, x, y):
    a, b, c = _rows()[row](S, E)
    return c - a * x - b * y


def post_processing_proof() -> Proof:
    """pram.post-processing: Q alpha-DP and K any stochastic matrix (depending only on Z) make Q K alpha-DP."""
    E, k, u, v = variables = sp.symbols("E k u v")
    proof = Proof("pram.post-processing", list(variables),
                  "For every E = e^alpha >= 1, every alpha-DP Q (inputs x, outputs z) and every stochastic K "
                  "(outputs z to outputs j, depending only on z), Q K is alpha-DP: (QK)(j|i) <= E (QK)(j|i') for "
                  "all i != i', j. "
                  "Encoding, per term z of (QK)(j|i) = sum_z Q(z|i) K(j|z): u = Q(z|i), v = Q(z|i'), k = K(j|z) >= 0; "
                  "hypothesis: Q's DP inequality at z, u <= E v; goal: the term k u <= E k v. Bookkeeping, stated: "
                  "summing the goal over z gives (QK)(j|i) <= E (QK)(j|i'), for every pair and every j.",
                  "E k v - k u = k (E v - u): the DP hypothesis with multiplier k >= 0, residual 0.",
                  domain={E: 1})
    proof.hypothesis("DP of Q at z: Q(z|i) <= E Q(z|i')", E * v - u)

    def term():
        return E * k * v - k * u
    _derived(proof, "term z: K(j|z) Q(z|i) <= E K(j|z) Q(z|i')", term(), ["DP of Q at z: Q(z|i) <= E Q(z|i')"],
             template=term)
    return proof


def product_reduction_proof() -> Proof:
    """pram.product-reduction: over neighbouring datasets the product mechanism's DP condition is the single-record
    one, both directions, for every n and every kernel with positive entries."""
    E, c, a, b = variables = sp.symbols("E c a b")
    proof = Proof("pram.product-reduction", list(variables),
                  "For every n >= 1, every kernel Q with positive entries (M(q) with q in (0, 1)^S) and E = e^alpha >= "
                  "1: for datasets X, X' differing only in entry i and any output Z, the ratio prod_j Q(Z_j|X_j) / "
                  "prod_j Q(Z_j|X'_j) is <= E iff Q(Z_i|X_i)/Q(Z_i|X'_i) is. Encoding: a = Q(Z_i|X_i), "
                  "b = Q(Z_i|X'_i), c = prod_{j != i} Q(Z_j|X_j) = prod_{j != i} Q(Z_j|X'_j) > 0 (X_j = X'_j for "
                  "j != i); the DP "
                  "inequalities are cleared of their positive denominators (c b and b). Bookkeeping, stated: every "
                  "record triple (Z_i, X_i, X'_i) occurs in some pair of neighbouring datasets (fill the other entries "
                  "alike), so the largest ratio over neighbouring datasets equals the largest single-record ratio.",
                  "record => dataset: E c b - c a = c (E b - a), multiplier c; dataset => record: (E b - a) is written "
                  "c (E b - a)/c, the hypothesis over the denominator c > 0 (strict hypothesis).",
                  domain={E: 1})
    proof.hypothesis("c > 0", c, strict=True)
    proof.hypothesis("record DP: Q(Z_i|X_i) <= E Q(Z_i|X'_i)", E * b - a)
    proof.hypothesis("dataset DP: c Q(Z_i|X_i) <= E c Q(Z_i|X'_i)", c * (E * b - a))

    def dataset():
        return E * c * b - c * a

    def record():
        return E * b - a
    _derived(proof, "record DP => dataset DP", dataset(), ["record DP: Q(Z_i|X_i) <= E Q(Z_i|X'_i)"],
             template=dataset)
    _derived(proof, "dataset DP => record DP", record(), ["dataset DP: c Q(Z_i|X_i) <= E c Q(Z_i|X'_i)"],
             positive="c > 0", common=c, template=record)
    return proof


def risk_order_proof() -> Proof:
    """pram.risk-order: r_1k = P(F_k = 1 | f_k = 1) <= r_2k = E(1/F_k | f_k = 1) for every law of F_k >= 1, strictly
    unless F_k = 1 almost surely."""
    w1, w, F, T, r2 = variables = sp.symbols("w1 w F T r2")
    proof = Proof("pram.risk-order", list(variables),
                  "For every law (w_F)_{F >= 1} of the population count F_k given f_k = 1 (w_F >= 0, finite or "
                  "infinite support): r_1k = w_1 <= r_2k = E(1/F_k) = sum_F w_F/F, with equality iff F_k = 1 almost "
                  "surely. Encoding: w = w_F and F >= 2 for one term of the tail, T = sum_{F >= 2} w_F/F (a name for "
                  "the tail's sum), r2 = r_2k; hypotheses: r2 = w1 + T (the F = 1 term split off), T >= 0 (the "
                  "per-term goal w_F/F >= 0 summed), T >= w_F/F (a sum of nonnegative terms is >= each one, times "
                  "F), w_F > 0 (some F >= 2 has mass: F_k = 1 is not almost sure), T <= 0 (every w_F = 0 for F >= 2, "
                  "so T = 0: F_k = 1 almost surely).",
                  "w/F >= 0 on F >= 2; r2 - w1 = (r2 - w1 - T) + T; F (r2 - w1) = F (r2 - w1 - T) + (F T - w) + w "
                  "with w > 0 strict; w1 - r2 = (w1 + T - r2) - T under T <= 0.",
                  domain={F: 2})
    proof.hypothesis("r2 = w1 + T (>=)", r2 - w1 - T).hypothesis("r2 = w1 + T (<=)", w1 + T - r2)
    proof.hypothesis("T >= 0 (the per-term goal summed over F >= 2)", T)
    proof.hypothesis("T >= w_F/F (times F)", F * T - w).hypothesis("w_F > 0 for some F >= 2", w, strict=True)
    proof.hypothesis("T <= 0 (w_F = 0 for every F >= 2)", -T)

    def term():
        return w / F

    def gap():
        return r2 - w1
    _derived(proof, "tail term w_F/F >= 0", term(), template=term)
    proof.goal("r_1k <= r_2k", gap(), hypotheses=["r2 = w1 + T (>=)", "T >= 0 (the per-term goal summed over F >= 2)"],
               terms=[(1, ["r2 = w1 + T (>=)"]), (1, ["T >= 0 (the per-term goal summed over F >= 2)"])], template=gap)
    strict = ["r2 = w1 + T (>=)", "T >= w_F/F (times F)", "w_F > 0 for some F >= 2"]
    proof.goal("r_1k < r_2k unless F_k = 1 a.s.", gap(), ">", hypotheses=strict, clear=F,
               terms=[(F, strict[:1]), (1, strict[1:2]), (1, strict[2:])], template=gap)
    equal = ["r2 = w1 + T (<=)", "T <= 0 (w_F = 0 for every F >= 2)"]
    proof.goal("r_1k = r_2k when F_k = 1 a.s. (r_2k <= r_1k)", gap(), "<=", hypotheses=equal,
               terms=[(1, equal[:1]), (1, equal[1:])], template=gap)
    return proof


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
