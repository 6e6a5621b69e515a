"""The k-subset (subset selection) scheme of Ye and Barg, computed exactly (Fractions): its channel matrix, its
output marginals, the unbiased estimator and the exact l2^2 risk. Every check of the paper's closed forms compares
them with what is computed here from the channel matrix itself, never with another closed form.

Notation: k symbols, d the subset size (1 <= d <= k - 1), E = e^eps (a rational), p a distribution on the k
symbols, n users (the risk is written for n = 1; it scales as 1/n since the users are i.i.d.).
"""
from fractions import Fraction
from itertools import combinations
from math import ceil, comb, floor

import sympy as sp


def subsets(k: int, d: int) -> list[tuple[int, ...]]:
    """The outputs: every d-subset of {0, ..., k - 1}, in lexicographic order."""
    return list(combinations(range(k), d))


def channel(k: int, d: int, E) -> list[list[Fraction]]:
    """Q(y|x) = E/Z if x in y, else 1/Z, with Z = C(k-1, d-1) E + C(k-1, d): one row per symbol x."""
    E = Fraction(E)
    Z = comb(k - 1, d - 1) * E + comb(k - 1, d)
    return [[E / Z if x in y else 1 / Z for y in subsets(k, d)] for x in range(k)]


def inclusion(k: int, d: int, E, x: int, j: int) -> Fraction:
    """P(j in Y | X = x), summed over the outputs of the channel matrix."""
    row = channel(k, d, E)[x]
    return sum((w for y, w in zip(subsets(k, d), row) if j in y), Fraction(0))


def marginals(k: int, d: int, E, p) -> list[Fraction]:
    """P_j = P(j in Y) when X ~ p, from the channel matrix: sum_x p_x sum_{y contains j} Q(y|x)."""
    Q, outs = channel(k, d, E), subsets(k, d)
    return [sum((p[x] * w for x in range(k) for y, w in zip(outs, Q[x]) if j in y), Fraction(0)) for j in range(k)]


# -- the paper's closed forms (as recalled), as functions of exact numbers and as SymPy expressions --------------

def p_star(k, d, E):
    """P(x in Y | X = x) = d E/(d E + k - d)."""
    return d * E / (d * E + k - d)


def q_star(k, d, E):
    """P(j in Y | X = x) for j != x: d((d - 1)E + k - d)/((k - 1)(d E + k - d))."""
    return d * ((d - 1) * E + k - d) / ((k - 1) * (d * E + k - d))


def slope(k, d, E):
    """The estimator's factor: (k - 1)(d E + k - d)/(d (k - d)(E - 1)), i.e. 1/(p* - q*)."""
    return (k - 1) * (d * E + k - d) / (d * (k - d) * (E - 1))


def offset(k, d, E):
    """The estimator's offset: ((d - 1)E + k - d)/((k - d)(E - 1)), i.e. q*/(p* - q*)."""
    return ((d - 1) * E + k - d) / ((k - d) * (E - 1))


def estimate_mean(k, d, E, p) -> list[Fraction]:
    """E[p_hat_j] for p_hat_j = slope * T_j/n - offset, T_j the number of reports containing j (exact)."""
    return [slope(k, d, E) * P - offset(k, d, E) for P in marginals(k, d, E, p)]


def risk_computed(k, d, E, p) -> Fraction:
    """n E||p_hat - p||_2^2 = sum_j slope^2 P_j (1 - P_j): T_j is Binomial(n, P_j), computed from the matrix."""
    a = slope(k, d, E)
    return sum((a * a * P * (1 - P) for P in marginals(k, d, E, p)), Fraction(0))


def worst_risk(k, d, E):
    """The paper's closed form (as recalled) of the worst-case n E||p_hat - p||_2^2 (at the uniform p):
    (k - 1)^2 (d E + k - d)^2 / (k d (k - d) (E - 1)^2)."""
    return (k - 1) ** 2 * (d * E + k - d) ** 2 / (k * d * (k - d) * (E - 1) ** 2)


def risk_closed(k, d, E, p):
    """n E||p_hat - p||_2^2 = worst_risk + 1/k - sum_j p_j^2 (the closed form, as recalled)."""
    return worst_risk(k, d, E) + Fraction(1, k) - sum(x * x for x in p)


def optimum_real(k, E):
    """The minimum over real d in (0, k) of worst_risk: 4E(k - 1)^2/(k (E - 1)^2), at d* = k/(E + 1)."""
    return 4 * E * (k - 1) ** 2 / (k * (E - 1) ** 2)


def d_star(k, E):
    """d* = k/(e^eps + 1) (exact for rational E)."""
    return Fraction(k) / (E + 1)


def d_ceiling(k: int, E) -> int:
    """The paper's integer choice as recalled, ceil(k/(e^eps + 1)), kept in [1, k - 1]."""
    return min(max(ceil(d_star(k, E)), 1), k - 1)


def d_best(k: int, E) -> list[int]:
    """Every integer d in [1, k - 1] that minimises the exact worst-case risk (exhaustive)."""
    risks = {d: worst_risk(k, d, E) for d in range(1, k)}
    low = min(risks.values())
    return [d for d, r in risks.items() if r == low]


def d_rounded(k: int, E) -> set[int]:
    """floor(d*) and ceil(d*), kept in [1, k - 1]: where the correction says the minimiser is."""
    return {min(max(v, 1), k - 1) for v in (floor(d_star(k, E)), ceil(d_star(k, E)))}


def nonprivate_worst(k):
    """The worst-case n E||p_emp - p||_2^2 of the empirical frequencies (no privacy): 1 - 1/k, at the uniform p."""
    return 1 - Fraction(1, k)


E_, k_, d_, p_ = sp.symbols("E k d p", positive=True)


def mean_abs_binomial(n: int, P: Fraction) -> Fraction:
    """E|T/n - P| for T ~ Binomial(n, P), exactly."""
    return sum((comb(n, t) * P ** t * (1 - P) ** (n - t) * abs(Fraction(t, n) - P) for t in range(n + 1)), Fraction(0))


def l1_risk(n: int, k: int, d: int, E, p) -> Fraction:
    """E||p_hat - p||_1 for n users, exactly: p_hat_j - p_j = slope (T_j/n - P_j) with T_j ~ Binomial(n, P_j)."""
    return slope(k, d, E) * sum((mean_abs_binomial(n, P) for P in marginals(k, d, E, p)), Fraction(0))


def l1_bound_squared(n: int, k: int, d: int, E):
    """The square of the l1 bound (k - 1)(dE + k - d)/((E - 1) sqrt(n d (k - d))), the bound's value at the
    uniform p of sum_j sqrt(Var p_hat_j)."""
    return ((k - 1) * (d * E + k - d)) ** 2 / ((E - 1) ** 2 * n * d * (k - d))
