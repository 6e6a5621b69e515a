"""The claims of Ye and Barg (2018), in paper order, as recalled.

No copy of the paper was available when these claims were written: every statement below is the k-subset
(subset selection) scheme's mathematics **as recalled**, stated precisely here, with the locus given only in
words (the section it is in) because the theorem and equation numbers could not be checked. Notation: k symbols,
subset size d (1 <= d <= k - 1), E = e^eps, n users, p the distribution; `scheme.py` computes every quantity exactly
from the channel matrix, and each closed form is compared with that computation, never with another closed form.
"""
from fractions import Fraction

import sympy as sp

from workbench import Evidence, Outcome, Prose, attach, claim, fuzz_route, identity
from workbench.mechanisms.ldp import ldp_level
from workbench.rigorous import UNDECIDED, ge, le, log
from workbench.strategies import distributions, parameters, privacy_bases, rationals, sizes

from . import large_eps, optimal_d, risk_l2, unbiased
from .scheme import (l1_bound_squared, mean_abs_binomial, marginals, channel, d_best, d_ceiling, d_rounded, inclusion, nonprivate_worst, optimum_real, p_star,
                     q_star, risk_closed, risk_computed, slope, offset, estimate_mean, worst_risk)

# k <= 8 keeps the channel matrix at most 8 x 70 (C(8, 4) outputs); d is drawn below k.
CHANNEL_BOX = parameters(k=sizes(2, 8), d=lambda x: sizes(1, x["k"] - 1), E=privacy_bases(6))
STRICT_BOX = parameters(k=sizes(2, 7), d=lambda x: sizes(1, x["k"] - 1), E=privacy_bases(6, strict=True),
                        p=lambda x: distributions(x["k"]))


# -- the k-subset channel ----------------------------------------------------------------------------------------

def channel_exact(x) -> Outcome:
    """Rows sum to 1; P(x in Y | x) = dE/(dE + k - d); P(j in Y | x) = q* for j != x (from the matrix)."""
    k, d, E = x["k"], x["d"], x["E"]
    Q = channel(k, d, E)
    rows = all(sum(row) == 1 for row in Q)
    own, other = inclusion(k, d, E, 0, 0), inclusion(k, d, E, 0, k - 1)
    sides = {"row sums 1": rows, "P(x in Y | x)": own, "dE/(dE + k - d)": p_star(k, d, E),
             "P(j in Y | x), j != x": other, "q*": q_star(k, d, E)}
    return Outcome(rows and own == p_star(k, d, E) and other == q_star(k, d, E), sides)


def channel_fuzz(examples, seed, progress=None):
    return fuzz_route(channel_exact, CHANNEL_BOX, examples, seed,
                      "k-subset channel: rows, P(x in Y|x) = dE/(dE + k - d), P(j in Y|x) = q*", progress)


@claim("ye_barg.channel", "Sec. on the k-subset mechanism, its definition (as recalled)", expected="holds",
       universal=True, formal=Prose("a statement about the C(k, d) outputs of a channel for every k and d: a sum "
                                    "of binomially many entries, which no relation between fixed real variables states"))
def channel_claim(ctx):
    """(As recalled.) The k-subset mechanism Q_{k,eps,d} reports a d-subset Y of the k symbols with
    Q(y|x) = e^eps/Z if x is in y and 1/Z otherwise, Z = C(k-1, d-1) e^eps + C(k-1, d). It is a channel (rows
    sum to 1), the true symbol is in the report with probability d e^eps/(d e^eps + k - d), and any other symbol
    with probability q* = d((d - 1)e^eps + k - d)/((k - 1)(d e^eps + k - d))."""
    fuzz, counterexample = channel_fuzz(ctx.fuzz_examples, ctx.seed)
    E, k, d = sp.symbols("E k d", positive=True)
    # the binomial ratios C(k-1, d)/C(k-1, d-1) = (k - d)/d and C(k-2, d-2)/C(k-1, d-1) = (d - 1)/(k - 1) etc.
    own = identity(E / (E + (k - d) / d), p_star(k, d, E), "E/(E + (k-d)/d) == dE/(dE + k - d)")
    return Evidence({"fuzz": fuzz, "symbolic": own}, counterexample)


# -- eps-LDP -----------------------------------------------------------------------------------------------------

def ldp_exact(x) -> Outcome:
    """The exact LDP level of the channel matrix is E (every likelihood ratio is in {1/E, 1, E})."""
    level = ldp_level(channel(x["k"], x["d"], x["E"])).E
    return Outcome(level == x["E"], {"LDP level (e^eps) of the matrix": level, "e^eps": x["E"]})


def ldp_fuzz(examples, seed, progress=None):
    return fuzz_route(ldp_exact, CHANNEL_BOX, examples, seed, "the k-subset channel's exact level is e^eps", progress)


@claim("ye_barg.ldp", "Sec. on the k-subset mechanism (as recalled)", expected="holds", universal=True,
       formal=Prose("the level is a maximum over the C(k, d) columns of the matrix for every k and d"))
def ldp_claim(ctx):
    """(As recalled.) The k-subset mechanism is eps-LDP, and exactly so: for 1 <= d <= k - 1 its LDP level
    max_y max_{x, x'} Q(y|x)/Q(y|x') is e^eps, not less."""
    fuzz, counterexample = ldp_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"fuzz": fuzz}, counterexample)


# -- the estimator -----------------------------------------------------------------------------------------------

def unbiased_exact(x) -> Outcome:
    """E[p_hat_j] computed from the matrix's marginals equals p_j for every j."""
    means = estimate_mean(x["k"], x["d"], x["E"], x["p"])
    return Outcome(means == list(x["p"]), {"E[p_hat]": means, "p": list(x["p"])})


def unbiased_fuzz(examples, seed, progress=None):
    return fuzz_route(unbiased_exact, STRICT_BOX, examples, seed, "E[p_hat_j] = p_j from the matrix", progress)


@claim("ye_barg.unbiased", "Sec. on the estimator (as recalled)", expected="holds", universal=True,
       formal=unbiased.UNBIASED)
def unbiased_claim(ctx):
    """(As recalled.) With T_j the number of the n reports that contain j, the estimator
    p_hat_j = (k - 1)(d e^eps + k - d)/(d (k - d)(e^eps - 1)) T_j/n - ((d - 1)e^eps + k - d)/((k - d)(e^eps - 1))
    is unbiased: E[p_hat_j] = p_j for every j, every p, every 1 <= d <= k - 1 and eps > 0."""
    E, k, d, p = sp.symbols("E k d p", positive=True)
    symbolic = identity(slope(k, d, E) * (q_star(k, d, E) + p * (p_star(k, d, E) - q_star(k, d, E))) - offset(k, d, E),
                        p, "slope (q* + p (p* - q*)) - offset == p")
    proof, artefact = unbiased.proof_route(ctx.out_dir)
    fuzz, counterexample = unbiased_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"symbolic": symbolic, "proof": proof, "fuzz": fuzz}, counterexample, certificates=[artefact])


# -- the l2^2 risk -----------------------------------------------------------------------------------------------

def risk_exact(x) -> Outcome:
    """n E||p_hat - p||^2 from the matrix (sum of binomial variances) against the closed form; and the closed
    form's maximum over p is at the uniform law (1/k - sum p^2 <= 0)."""
    k, d, E, p = x["k"], x["d"], x["E"], x["p"]
    computed, closed = risk_computed(k, d, E, p), risk_closed(k, d, E, p)
    worst_ok = closed <= worst_risk(k, d, E) and risk_computed(k, d, E, [Fraction(1, k)] * k) == worst_risk(k, d, E)
    return Outcome(computed == closed and worst_ok,
                   {"n E||p_hat - p||^2 (matrix)": computed, "closed form": closed, "worst case (closed)": worst_risk(k, d, E)})


def risk_fuzz(examples, seed, progress=None):
    return fuzz_route(risk_exact, STRICT_BOX, examples, seed, "exact l2^2 risk of the k-subset estimator", progress)


@claim("ye_barg.risk-l2", "Sec. on the estimator's risk (as recalled)", expected="holds", universal=True,
       formal=risk_l2.RISK)
def risk_claim(ctx):
    """(As recalled.) The l2^2 risk of the estimator is
    E||p_hat - p||_2^2 = (1/n) [ (k - 1)^2 (d e^eps + k - d)^2/(k d (k - d)(e^eps - 1)^2) + 1/k - sum_j p_j^2 ],
    so its worst case over p is the first term, attained at the uniform distribution."""
    E, k, d, P2 = sp.symbols("E k d P2", positive=True)
    ps, qs, a = p_star(k, d, E), q_star(k, d, E), slope(k, d, E)
    # sum_j P_j = d and sum_j P_j^2 = k q*^2 + 2 q* (p* - q*) + (p* - q*)^2 sum p_j^2: the variances' sum
    summed = a ** 2 * (d - k * qs ** 2 - 2 * qs * (ps - qs) - (ps - qs) ** 2 * P2)
    symbolic = identity(sp.factor(summed), worst_risk(k, d, E) + 1 / k - P2, "sum_j slope^2 P_j (1 - P_j) == closed form")
    proof, artefact = risk_l2.proof_route(ctx.out_dir)
    fuzz, counterexample = risk_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"symbolic": symbolic, "proof": proof, "fuzz": fuzz}, counterexample, certificates=[artefact])


L1_BOX = parameters(n=sizes(1, 30), k=sizes(2, 6), d=lambda x: sizes(1, x["k"] - 1), E=privacy_bases(6, strict=True),
                    p=lambda x: distributions(x["k"]))


def l1_exact(x, bound=l1_bound_squared):
    """Exactly, in rationals: per symbol (E|p_hat_j - p_j|)^2 <= Var p_hat_j (so E||p_hat - p||_1 <= sum_j sqrt(Var));
    and k sum_j Var p_hat_j <= bound^2 (so, by Cauchy-Schwarz, sum_j sqrt(Var) <= bound). No square root is taken."""
    n, k, d, E, p = x["n"], x["k"], x["d"], x["E"], x["p"]
    a, Ps = slope(k, d, E), marginals(k, d, E, p)
    deviations = [a * mean_abs_binomial(n, P) for P in Ps]
    variances = [a * a * P * (1 - P) / n for P in Ps]
    per_symbol = all(m * m <= v for m, v in zip(deviations, variances))
    total = k * sum(variances) <= bound(n, k, d, E)
    return Outcome(per_symbol and total, {"E||p_hat - p||_1": sum(deviations), "sum Var": sum(variances),
                                          "bound squared": bound(n, k, d, E)})


def l1_fuzz(examples, seed, progress=None):
    return fuzz_route(l1_exact, L1_BOX, examples, seed, "exact l1 risk <= (k-1)(dE+k-d)/((E-1) sqrt(n d (k-d)))",
                      progress)


@claim("ye_barg.risk-l1", "Sec. on the l1 risk (as recalled)", expected="holds", universal=True,
       formal=Prose("the l1 risk is a sum over k symbols of binomial mean absolute deviations, and the bound a square "
                    "root"))
def risk_l1_claim(ctx):
    """(As recalled, the non-asymptotic side of the l1 risk.) For every p and n:
    E||p_hat - p||_1 <= sum_j sqrt(Var p_hat_j) <= (k - 1)(d e^eps + k - d)/((e^eps - 1) sqrt(n d (k - d))), the
    last being the value at the uniform p. Checked against the exact l1 risk (each T_j is binomial)."""
    fuzz, counterexample = l1_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"fuzz": fuzz}, counterexample)


# -- the optimal d -----------------------------------------------------------------------------------------------

D_BOX = parameters(k=sizes(2, 40), d=lambda x: sizes(1, x["k"] - 1), E=privacy_bases(12, strict=True))
K_BOX = parameters(k=sizes(2, 40), E=privacy_bases(12, strict=True))


def optimal_d_exact(x) -> Outcome:
    """worst_risk(d) >= 4E(k - 1)^2/(k(E - 1)^2) at every integer d, with equality iff d = k/(E + 1)."""
    k, d, E = x["k"], x["d"], x["E"]
    r, opt = worst_risk(k, d, E), optimum_real(k, E)
    return Outcome(r >= opt and (r == opt) == (d * (E + 1) == k), {"worst_risk(d)": r, "4E(k-1)^2/(k(E-1)^2)": opt})


def optimal_d_fuzz(examples, seed, progress=None):
    return fuzz_route(optimal_d_exact, D_BOX, examples, seed, "worst_risk(d) >= its value at d* = k/(E + 1)", progress)


@claim("ye_barg.optimal-d", "Sec. on the choice of d (as recalled)", expected="holds", universal=True,
       formal=optimal_d.OPTIMAL_D)
def optimal_d_claim(ctx):
    """(As recalled.) Over real d in (0, k) the worst-case risk is minimised at d* = k/(e^eps + 1), where
    n sup_p E||p_hat - p||_2^2 = 4 e^eps (k - 1)^2/(k (e^eps - 1)^2)."""
    proof, artefact = optimal_d.proof_route(ctx.out_dir)
    fuzz, counterexample = optimal_d_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"proof": proof, "fuzz": fuzz}, counterexample, certificates=[artefact])


def ceiling_as_printed(x) -> Outcome:
    """The integer d = ceil(k/(E + 1)) has the least exact worst-case risk among d = 1..k-1?"""
    k, E = x["k"], x["E"]
    best, chosen = d_best(k, E), d_ceiling(k, E)
    return Outcome(chosen in best, {"d = ceil(k/(E+1))": chosen, "risk there": worst_risk(k, chosen, E),
                                    "minimising d": best, "least risk": worst_risk(k, best[0], E)})


def rounded_correction(x) -> Outcome:
    """Every minimiser is floor(d*) or ceil(d*) (kept in [1, k - 1]), and the better of the two is a minimiser."""
    k, E = x["k"], x["E"]
    best, candidates = d_best(k, E), d_rounded(k, E)
    choice = min(candidates, key=lambda d: worst_risk(k, d, E))
    return Outcome(set(best) <= candidates and choice in best, {"minimising d": best, "floor/ceil of d*": sorted(candidates)})


def ceiling_fuzz(examples, seed, progress=None):
    return fuzz_route(ceiling_as_printed, K_BOX, examples, seed, "d = ceil(k/(e^eps + 1)) minimises the risk", progress)


@claim("ye_barg.optimal-d-integer", "Sec. on the choice of d (as recalled)", expected="holds-with-correction",
       universal=True, formal=Prose("an argmin over the integers 1..k-1 for every k"))
def optimal_d_integer_claim(ctx):
    """(As recalled: the paper takes d = ceil(k/(e^eps + 1)).) Read as an exact statement: among the integers
    1 <= d <= k - 1 the worst-case l2^2 risk is smallest at d = ceil(k/(e^eps + 1))."""
    fuzz, counterexample = ceiling_fuzz(ctx.fuzz_examples, ctx.seed)
    correction, _ = fuzz_route(rounded_correction, K_BOX, ctx.fuzz_examples, ctx.seed,
                               "the minimiser is floor(d*) or ceil(d*), whichever has the smaller risk")
    return Evidence({"fuzz": fuzz}, counterexample,
                    correction="The integer minimiser is floor(k/(e^eps + 1)) or ceil(k/(e^eps + 1)) (kept in "
                               "[1, k - 1]), whichever has the smaller risk; ceil alone is not always optimal "
                               "(e.g. k = 3, 1 < e^eps < 2: d = 1 beats d = 2). Its excess over the real optimum "
                               "is (d(e^eps + 1) - k)^2/(4 e^eps d (k - d)) in relative terms (ye_barg.optimal-d).",
                    correction_routes={"fuzz": correction},
                    printed_statement=False if counterexample else None,
                    statement_evidence={"shows": "at the counterexample a d other than ceil(k/(e^eps + 1)) has a "
                                                 "strictly smaller exact risk", "routes": {"fuzz": fuzz}})


# -- rates -------------------------------------------------------------------------------------------------------

MID_BOX = parameters(k=sizes(2, 60), E=lambda x: privacy_bases(min(x["k"], 12), strict=True))
# e^eps = 1 + (17/10) t^3, t in (0, 1]: eps from about 1e-4 up to log(27/10) < 1, dense near eps = 0
SMALL_BOX = parameters(k=sizes(2, 60), t=rationals(0, 1, 24, open_lo=True))


def small_E(x):
    return 1 + Fraction(17, 10) * x["t"] ** 3


def mid_rate_exact(x, low=1, high=5) -> Outcome:
    """low <= n sup_p risk / (k E/(E - 1)^2) <= high at d = ceil(k/(E + 1)), 1 < E <= k (exact)."""
    k, E = x["k"], x["E"]
    ratio = worst_risk(k, d_ceiling(k, E), E) / (k * E / (E - 1) ** 2)
    return Outcome(low <= ratio <= high, {"n sup risk / (k e^eps/(e^eps - 1)^2)": ratio})


def mid_rate_fuzz(examples, seed, progress=None):
    return fuzz_route(mid_rate_exact, MID_BOX, examples, seed, "sup risk = Theta(k e^eps/(n(e^eps - 1)^2))", progress)


@claim("ye_barg.rate-mid", "Sec. on the risk's order (as recalled)", expected="holds", universal=True,
       formal=Prose("the integer d = ceil(k/(E + 1)) is no polynomial in k and E"))
def rate_mid_claim(ctx):
    """(As recalled: for e^eps < k the risk is of order k e^eps/(n (e^eps - 1)^2).) With d = ceil(k/(e^eps + 1)) and
    1 < e^eps <= k: k e^eps/(n (e^eps - 1)^2) <= sup_p E||p_hat - p||_2^2 <= 5 k e^eps/(n (e^eps - 1)^2) (the
    constants 1 and 5 are ours, checked against the exact risk)."""
    fuzz, counterexample = mid_rate_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"fuzz": fuzz}, counterexample)


ASYMPTOTIC_BOX = parameters(k=sizes(2, 200), E=lambda x: privacy_bases(min(x["k"], 12), strict=True))


def asymptotic_exact(x, excess=lambda k, d, E: (E + 1) ** 2 / (4 * E * d * (k - d))) -> Outcome:
    """(k-1)^2/k^2 <= r(ceil d*)/(4kE/(E-1)^2) <= (k-1)^2/k^2 (1 + (E+1)^2/(4E d(k-d))), exactly."""
    k, E = x["k"], x["E"]
    d = d_ceiling(k, E)
    ratio, base = worst_risk(k, d, E) / (4 * k * E / (E - 1) ** 2), Fraction((k - 1) ** 2, k ** 2)
    return Outcome(base <= ratio <= base * (1 + excess(k, d, E)),
                   {"r / (4kE/(E-1)^2)": ratio, "(k-1)^2/k^2": base, "upper": base * (1 + excess(k, d, E))})


def asymptotic_fuzz(examples, seed, progress=None):
    return fuzz_route(asymptotic_exact, ASYMPTOTIC_BOX, examples, seed,
                      "r(ceil d*) = 4kE/(E-1)^2 (1 + o(1)) with the exact bracket", progress)


@claim("ye_barg.rate-asymptotic", "Sec. on the risk's order (as recalled)", expected="holds", universal=True,
       formal=Prose("the integer d = ceil(k/(E + 1)) is no polynomial in k and E"))
def rate_asymptotic_claim(ctx):
    """(As recalled: for e^eps << k the risk of the scheme is (1 + o(1)) 4k e^eps/(n (e^eps - 1)^2).) With
    d = ceil(k/(e^eps + 1)) and 1 < e^eps <= k, n sup_p E||p_hat - p||_2^2 divided by 4k e^eps/(e^eps - 1)^2 lies in
    [(k - 1)^2/k^2, (k - 1)^2/k^2 (1 + (e^eps + 1)^2/(4 e^eps d (k - d)))]; the upper end is 1 + O(e^(2 eps)/k^2)
    with d (k - d) of order k^2 e^eps/(e^eps + 1)^2, so the ratio tends to 1 when e^eps = o(k)."""
    fuzz, counterexample = asymptotic_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"fuzz": fuzz}, counterexample)


def small_rate(x, low=1, high=4):
    """low k <= n sup risk eps^2 <= high k at d = ceil(k/(E + 1)), eps = log E in (0, 1): log E enclosed rigorously."""
    k, E = x["k"], x["E"] if "E" in x else small_E(x)
    scaled = worst_risk(k, d_ceiling(k, E), E) * log(E) ** 2
    low, high = ge(scaled, low * k), le(scaled, high * k)
    if UNDECIDED in (low, high):
        return UNDECIDED
    return low and high


def small_rate_fuzz(examples, seed, progress=None):
    return fuzz_route(small_rate, SMALL_BOX, examples, seed, "k/(n eps^2) <= sup risk <= 4k/(n eps^2), eps < 1", progress)


@claim("ye_barg.rate-small-eps", "Sec. on the risk's order, high privacy (as recalled)", expected="holds",
       universal=True, formal=Prose("eps = log e^eps is transcendental in E and d = ceil(k/(E + 1)) an integer part"))
def rate_small_claim(ctx):
    """(As recalled: for small eps the risk is of order k/(n eps^2).) With d = ceil(k/(e^eps + 1)) and
    0 < eps < 1: k/(n eps^2) <= sup_p E||p_hat - p||_2^2 <= 4k/(n eps^2) (constants ours, against the exact risk,
    eps = log e^eps enclosed rigorously)."""
    fuzz, counterexample = small_rate_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"fuzz": fuzz}, counterexample)


LARGE_BOX = parameters(k=sizes(2, 40), E=lambda x: rationals(max(x["k"], 2), 4 * x["k"] + 8, 6))


def large_exact(x) -> Outcome:
    """For E >= k: d = 1 minimises the exact risk, and its worst case is <= 9 (1 - 1/k) with the stated ratio."""
    k, E = x["k"], x["E"]
    r, np_ = worst_risk(k, 1, E), nonprivate_worst(k)
    return Outcome(1 in d_best(k, E) and r <= 9 * np_ and r / np_ == large_eps.ratio_closed(E, k),
                   {"sup risk (d = 1)": r, "non-private (1 - 1/k)": np_, "minimising d": d_best(k, E)})


def large_fuzz(examples, seed, progress=None):
    return fuzz_route(large_exact, LARGE_BOX, examples, seed, "e^eps >= k: d = 1, risk <= 9 x non-private", progress)


@claim("ye_barg.large-eps", "Sec. on the risk's order, low privacy (as recalled)", expected="holds", universal=True,
       formal=large_eps.LARGE_EPS)
def large_eps_claim(ctx):
    """(As recalled: for large eps the scheme (then d = 1, randomized response) attains the non-private rate.)
    For e^eps >= k >= 2: n sup_p E||p_hat - p||_2^2 at d = 1 is at most 9 (1 - 1/k), nine times the non-private
    worst case (1 - 1/k) of the empirical frequencies, and their ratio is exactly
    1 + k(2e^eps + k - 2)/(e^eps - 1)^2, which tends to 1 as eps grows; d = 1 is then the best subset size."""
    proof, artefact = large_eps.proof_route(ctx.out_dir)
    fuzz, counterexample = large_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"proof": proof, "fuzz": fuzz}, counterexample, certificates=[artefact])


attach("ye_barg.channel", fuzz=channel_fuzz)
attach("ye_barg.ldp", fuzz=ldp_fuzz)
attach("ye_barg.unbiased", fuzz=unbiased_fuzz)
attach("ye_barg.risk-l2", fuzz=risk_fuzz)
attach("ye_barg.risk-l1", fuzz=l1_fuzz)
attach("ye_barg.optimal-d", fuzz=optimal_d_fuzz)
attach("ye_barg.optimal-d-integer", fuzz=ceiling_fuzz)
attach("ye_barg.rate-mid", fuzz=mid_rate_fuzz)
attach("ye_barg.rate-asymptotic", fuzz=asymptotic_fuzz)
attach("ye_barg.rate-small-eps", fuzz=small_rate_fuzz)
attach("ye_barg.large-eps", fuzz=large_fuzz)
