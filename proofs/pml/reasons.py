"""PML (002): the reasons the paper gives for its steps, checked apart from the steps (workbench.reasons).

Each `Reason` holds a step and the premises its clause cites ("due to Lemma 4", "Summing up these two
inequalities", "since if Y = {0, 1} ...", "Applying Corollary 1", "by the tensorization property", "follows from the
nonnegativity of PML", "by rearranging and relaxing", ...), read at exact points: rationals, and exact sums of
logarithms (`workbench.literal.Logs`) for leakages and divergences. The points are drawn from the standing hypotheses
(c in (0, 1/N], e^eps >= 1, row-stochastic kernels, full-support priors where (10) is used) and are NOT restricted by
the step: the kernels are not restricted to M(eps, c) unless the clause cites that membership, so the cited premise
must do the work. Each point carries the quantities the readings use (column sums, extremes, divergences), so a
test can also hand a reading a point of its own.

Refuted as printed: Example 3's "Applying Corollary 1" (Cor. 1 bounds D by Xi log(...) TV(P_theta0, P_theta1) and
TV = 2 delta, so it does not give (42)'s delta: the identity kernel at c = 1/8, e^eps = 8, delta = 1/8 has Cor. 1's
bound (1/4) log 5 >= D = (1/4) log 3 and (42) reads (1/4) log 3 <= (1/8) log 5, false), and Lemma 4's "This implies
the statement of the lemma by rearranging and relaxing" from (74) as printed (its sum is c N max_x K(y|x): N = 2,
c = 1/2, e^eps = 1 and the identity kernel satisfy it while (69) reads 1 <= 1/2). Both sit on claims whose printed
displays are already errata ((42) a typo with d for 2d, (74) a typo); the repaired citations have no witness. Also
refuted as printed: Prop. 2's "From the structure of Q_X(c) we know that (76)", with the structure (55) as printed,
{c + V_X}: c + a point mass at the largest K(y|x) (N = 2, c = 1/2, K = [[1, 0], [1, 0]], y = 0: P = (3/2, 1/2))
has sum_x K(y|x)P(x) = 2 above (76)'s c sum K + (1 - Nc) max K = 1; with (55) as corrected, {c + (1 - Nc)V_X}, no witness. (55) is a typo already
(pml.restriction-proof); the step (76) is true.

Two clauses cite another work's theorem and carry it as `Reason.theorem`, read at each instance the proof applies it
to ("cited, checked at N instances"): Lemma 3's "by the post-processing property of PML [32, Lemma 1]" (at K^BIN = K'
o K for every 3 x 3 kernel of the grid and the events E* of pairs in Q_X(c), at every vertex prior of Q_X(c)) and
Sec. IV's "Binette's generalization of reverse Pinsker's inequality [10, Theorem 1]" (at K o P, K o Q for f = t log t,
exactly in logs, and (t - 1)^2). Neither cited statement fails at an instance and neither reason has a witness.
"""
from __future__ import annotations

from fractions import Fraction as F
from functools import lru_cache
from itertools import product

from workbench.literal import Logs, Reading
from workbench.mechanisms.pml import chi_square, eta_tv, pml_level, push, total_variation, xi_bound
from workbench.reasons import Reason, points_by_locus

from .rates import kl


# --------------------------------------------------------------------------- helpers (exact)
def _column(K, y):
    return [row[y] for row in K]


def _tensor(P, n: int) -> list:
    out = [F(1)]
    for _ in range(n):
        out = [a * b for a in out for b in P]
    return out


def by_identity(function):
    """`function`, a pure exact function of its arguments, remembered per tuple of argument objects: the points hold
    their kernels and laws for the whole process, and each entry holds its arguments too, so that their ids are not
    reused by other objects while it stands (as in `workbench.reasons.route`'s premises)."""
    values: dict = {}

    def remembered(*args):
        key = tuple(map(id, args))
        if key not in values:
            values[key] = (args, function(*args))
        return values[key][1]
    remembered.__doc__ = function.__doc__
    return remembered


pushed = by_identity(push)
"""K o P, computed once per pair of objects (K, P)."""


def dobrushin(K) -> F:
    """eta_TV(K) by Dobrushin's (8) (workbench's eta_tv), computed once per kernel value."""
    return _dobrushin(tuple(tuple(row) for row in K))


@lru_cache(maxsize=None)
def _dobrushin(rows: tuple) -> F:
    return eta_tv([list(row) for row in rows])


class Kernel(list):
    """A kernel (a list of rows of Fractions) that prints as [[1, 0], [0, 1]] in a witness line."""
    def __repr__(self):
        return "[" + ", ".join("[" + ", ".join(str(v) for v in row) + "]" for row in self) + "]"

    __str__ = __repr__


class Law(list):
    """A law (a list of Fractions) that prints as [3/2, 1/2] in a witness line."""
    def __repr__(self):
        return "[" + ", ".join(str(v) for v in self) + "]"

    __str__ = __repr__


def _kernel(rows):
    return Kernel([F(v) for v in row] for row in rows)


# --------------------------------------------------------------------------- Thm. 3's proof, (25)-(29): binary K
# A point: N, c, E = e^eps, p = the column K(0|.) (K = [p, 1 - p]); the pair (x, x') = (0, 1) ("fix any x, x'": the
# grid has every column, so every ordered pair appears as (0, 1) of some point). Not restricted to M(eps, c).
def _binary(p):
    return Kernel([v, 1 - v] for v in p)


def _lemma4_slack(K, c, E, ys=None):
    """max over y, x, x'' of K(y|x) - E (c sum_x' K(y|x') + (1 - Nc) K(y|x'')): (69) holds iff it is <= 0."""
    N, ys = len(K), range(len(K[0])) if ys is None else ys
    weight = E * (1 - N * c)

    def slack(y):
        # x and x'' enter separately: the largest K(y|x), and K(y|x'') at the end that makes -weight K(y|x'') largest
        column = _column(K, y)
        return max(column) - E * c * sum(column) - weight * (min(column) if weight >= 0 else max(column))
    return max(slack(y) for y in ys)


LEMMA_4 = Reading("Lemma 4, (69), at K: K(y|x) <= e^eps (c sum_x' K(y|x') + (1 - Nc) K(y|x'')) for all y, x, x''",
                  lambda p: _lemma4_slack(_binary(p["p"]), p["c"], p["E"]), "<=", lambda p: 0)
EQ_25 = Reading("(25): K(0|x) <= e^eps (cS + (1 - Nc) K(0|x'))", lambda p: p["p"][0], "<=",
                lambda p: p["E"] * (p["c"] * sum(p["p"]) + (1 - p["N"] * p["c"]) * p["p"][1]))
EQ_26 = Reading("(26): 1 - K(0|x') <= e^eps (c(N - S) + (1 - Nc)(1 - K(0|x)))", lambda p: 1 - p["p"][1], "<=",
                lambda p: p["E"] * (p["c"] * (p["N"] - sum(p["p"])) + (1 - p["N"] * p["c"]) * (1 - p["p"][0])))
EQ_27 = Reading("(27): (K(0|x) - K(0|x'))(1 + e^eps (1 - Nc)) <= e^eps - 1",
                lambda p: (p["p"][0] - p["p"][1]) * (1 + p["E"] * (1 - p["N"] * p["c"])), "<=", lambda p: p["E"] - 1)
EQ_27_EVERY_PAIR = Reading("(27) at every ordered pair (x, x')",
                           lambda p: max((a - b) * (1 + p["E"] * (1 - p["N"] * p["c"])) - (p["E"] - 1)
                                         for a in p["p"] for b in p["p"]), "<=", lambda p: 0)
EQ_29 = Reading("(29) at y = 0: max_{x != x'} |K(0|x) - K(0|x')| <= (e^eps - 1)/(1 + e^eps (1 - Nc))",
                lambda p: max(abs(a - b) for a in p["p"] for b in p["p"]), "<=",
                lambda p: (p["E"] - 1) / (1 + p["E"] * (1 - p["N"] * p["c"])))


def _pairs(K):
    return [(K[x], K[z]) for x in range(len(K)) for z in range(len(K)) if x != z]


EQUAL_DIFFERENCES = Reading("for every pair x != x': |K(0|x) - K(0|x')| = |K(1|x) - K(1|x')|",
                            lambda p: sum(abs(abs(a[0] - b[0]) - abs(a[1] - b[1])) for a, b in _pairs(p["K"])), "=",
                            lambda p: 0)
EQ_28 = Reading("(28): eta_TV(K) (Dobrushin, (8)) = max_{x != x'} max_{y in {0, 1}} |K(y|x) - K(y|x')|",
                lambda p: dobrushin(p["K"]), "=",
                lambda p: max(abs(a[y] - b[y]) for a, b in _pairs(p["K"]) for y in (0, 1)))


# Theorem 1 from Theorems 2 and 3: v stands for eta_TV(eps, c), any value in [0, 1] (the DPI bound).
def _saturated(p):
    return p["E"] * p["N"] * p["c"] >= 2


THM_2 = Reading("Thm. 2 (with eta_f <= eta_TV <= 1): if e^eps >= 2/(Nc), eta_TV(eps, c) = 1",
                lambda p: p["v"] if _saturated(p) else 1, "=", lambda p: 1)
THM_3 = Reading("Thm. 3: if e^eps < 2/(Nc), eta_TV(eps, c) <= (e^eps - 1)/(e^eps (1 - Nc) + 1)",
                lambda p: 0 if _saturated(p) else p["v"], "<=",
                lambda p: 0 if _saturated(p) else (p["E"] - 1) / (p["E"] * (1 - p["N"] * p["c"]) + 1))
THM_1 = Reading("Thm. 1, (20): eta_TV(eps, c) <= min{(e^eps - 1)/(e^eps (1 - Nc) + 1), 1}", lambda p: p["v"], "<=",
                lambda p: xi_bound(p["E"], p["c"], p["N"]))

# Example 1: Remark 2's construction at N = 2 (q = 1, the only choice) is (32). A point: c, E, a candidate kernel
# K = [p, 1 - p] (from a grid, and Remark 2's own column).


def _remark2(c, E, N=2, q=1):
    D = 1 + E * (1 - N * c)
    return (E * (1 - c * q)) / D, (1 - E * c * q) / D        # M, m of (30)


REMARK_2 = Reading("Remark 2, (30)-(31), at N = 2, q = 1: p = [M, m]",
                   lambda p: sum(abs(a - b) for a, b in zip(p["p"], _remark2(p["c"], p["E"]))),
                   "=", lambda p: 0)


def _eq32(c, E):
    D = E * (1 - 2 * c) + 1
    return [[E * (1 - c) / D, (1 - E * c) / D], [(1 - E * c) / D, E * (1 - c) / D]]


EQ_32 = Reading("(32): K = [[e^eps (1 - c), 1 - e^eps c], [1 - e^eps c, e^eps (1 - c)]]/(e^eps (1 - 2c) + 1)",
                lambda p: sum(abs(a - b) for r, s in zip(_binary(p["p"]), _eq32(p["c"], p["E"])) for a, b in zip(r, s)),
                "=", lambda p: 0)

# --------------------------------------------------------------------------- Appendix A: Prop. 3 and Lemma 1
# A point: K, a full-support prior P, a used column y; the derived quantities are carried in the point.
POSTERIOR_ZERO = Reading("K_{X|Y=y}(x') = K(y|x') P_X(x')/P_Y(y) = 0", lambda p: p["posterior"], "=", lambda p: 0)
EQ_47 = Reading("(47): K(y|x') = 0", lambda p: p["K"][p["x'"]][p["y"]], "=", lambda p: 0)
PML_Q_NONNEGATIVE = Reading("[32, Lemma 1] at Q_X of (48): l_{K x Q}(X -> y) >= 0", lambda p: p["l_Q"], ">=",
                            lambda p: 0)
EQ_53 = Reading("(52) >= (53): log 1/P_X(X_sub) + l_{K x Q}(X -> y) >= -log P_X(X_sub)",
                lambda p: Logs.log(1 / p["mass"]) + p["l_Q"], ">=", lambda p: -Logs.log(p["mass"]))
EQ_54 = Reading("(54): min_{P_X in Q_X(c)} P_X(X_sub) = (N - l)c", lambda p: p["least mass"], "=",
                lambda p: (p["N"] - p["l"]) * p["c"])
DISCLOSURE_AT_MINIMISER = Reading("Prop. 3's (53) at the minimiser P* of (54): l_{K x P*}(X -> y) >= -log P*(X_sub)",
                                  lambda p: Logs.log(p["ratio at P*"]), ">=", lambda p: -Logs.log(p["least mass"]))


def _q48(p):
    """Q_X of (48) at the point's P_X and X_sub."""
    return [p["P"][x] / p["mass"] if x in p["sub"] else F(0) for x in range(p["N"])]


def _on_sub(p, law):
    """sum over X_sub of K(y|x) law(x)."""
    return sum(p["K"][x][p["y"]] * law[x] for x in p["sub"])


def _top(p):
    return max(p["K"][x][p["y"]] for x in p["sub"])


EQ_48 = Reading("(48): Q_X(x) = P_X(x)/P_X(X_sub) on X_sub, 0 elsewhere",
                lambda p: sum(abs(a - b) for a, b in zip(p["Q"], _q48(p))), "=", lambda p: 0)
EQ_50_51 = Reading("(50) = (51): log max_{X_sub} K(y|x)/sum_{X_sub} K(y|x)P_X(x) = log max_{X_sub} K(y|x)/"
                   "(P_X(X_sub) sum_{X_sub} K(y|x)Q_X(x))", lambda p: Logs.log(_top(p) / _on_sub(p, p["P"])), "=",
                   lambda p: Logs.log(_top(p) / (p["mass"] * _on_sub(p, p["Q"]))))
LEMMA_1_BOUND = Reading("C(K, Q_X(c)) >= -log((N - l)c)", lambda p: Logs.log(p["level"]), ">=",
                        lambda p: -Logs.log((p["N"] - p["l"]) * p["c"]))

# --------------------------------------------------------------------------- Appendix D: Lemma 4 from (74)
# A point: K (any row-stochastic kernel, not restricted to M(eps, c)), c, E.


def _eq74_slack(K, c, E, printed):
    N = len(K)
    out = []
    for y in range(len(K[0])):
        col = _column(K, y)
        total = N * max(col) if printed else sum(col)     # printed: sum_x' K_{Y|X=x}(y), the numerator's x
        out.append(max(col) - E * (c * total + (1 - N * c) * min(col)))
    return max(out)


EQ_74 = Reading("(74) (sum over x' of K(y|x')): max_x K(y|x) <= e^eps (c sum_x' K(y|x') + (1 - Nc) min_x'' K(y|x'')) "
                "for all y", lambda p: _eq74_slack(p["K"], p["c"], p["E"], False), "<=", lambda p: 0)
EQ_74_PRINTED = Reading("(74) as printed (sum_x' K_{Y|X=x}(y) = N max_x K(y|x)): max_x K(y|x) <= e^eps (c N max_x "
                        "K(y|x) + (1 - Nc) min_x'' K(y|x'')) for all y",
                        lambda p: _eq74_slack(p["K"], p["c"], p["E"], True), "<=", lambda p: 0)
EQ_69 = Reading("(69): K(y|x) <= e^eps (c sum_x' K(y|x') + (1 - Nc) K(y|x'')) for all y, x, x''",
                lambda p: _lemma4_slack(p["K"], p["c"], p["E"]), "<=", lambda p: 0)

# --------------------------------------------------------------------------- Appendix E: Prop. 2's proof at one y
# A point: K, c, E, a used column y (sum > 0); sup/inf over Q_X(c) by (76)/(77) (read over Q_X(c), as corrected).


per_point = by_identity
"""A side of the Prop. 2 readings, remembered per point object: the reasons citing a reading, and a claim's printed
and corrected routes, read it at the same points."""


@by_identity
def _column_stats(K, y):
    column = _column(K, y)
    return len(K), sum(column), max(column), min(column)


def _col_stats(p):
    """N, sum, max and min of the column y of K, computed once per (K, y)."""
    return _column_stats(p["K"], p["y"])


LEMMA_4_AT_Y = Reading("Lemma 4, (69), at y: K(y|x) <= e^eps (c sum K(y|.) + (1 - Nc) K(y|x'')) for all x, x''",
                       per_point(lambda p: _lemma4_slack(p["K"], p["c"], p["E"], ys=(p["y"],))), "<=", lambda p: 0)


@per_point
def _sup(p):
    N, S, hi, lo = _col_stats(p)
    return p["c"] * S + (1 - N * p["c"]) * hi          # (76)


@per_point
def _inf(p):
    N, S, hi, lo = _col_stats(p)
    return p["c"] * S + (1 - N * p["c"]) * lo          # (77)


@per_point
def _eq78_right(p):
    N, S, hi, lo = _col_stats(p)
    return p["c"] * S + (1 - N * p["c"]) * p["E"] * (p["c"] * S + (1 - N * p["c"]) * lo)


# (76)-(77) 'From the structure of Q_X(c)': a point adds a law P to (K, c, y); the structure is (55), printed
# {c + V_X} (mass 1 + Nc: not a set of distributions), corrected {c + (1 - Nc)V_X}; both say min_x P(x) >= c.
MIN_AT_LEAST_C = Reading("(55): P - c >= 0 (V_X >= 0)", lambda p: min(p["P"]) - p["c"], ">=", lambda p: 0)
MASS_55_PRINTED = Reading("(55) as printed: sum_x (P(x) - c) = 1 (P = c + V_X)", lambda p: sum(p["P"]) - len(p["P"]) * p["c"],
                          "=", lambda p: 1)
MASS_55_CORRECTED = Reading("(55) as corrected: sum_x (P(x) - c) = 1 - Nc (P = c + (1 - Nc)V_X)",
                            lambda p: sum(p["P"]) - len(p["P"]) * p["c"], "=", lambda p: 1 - len(p["P"]) * p["c"])


@per_point
def _at_P(p):
    """sum_x K(y|x) P(x)."""
    return sum(k * w for k, w in zip(_column(p["K"], p["y"]), p["P"]))


EQ_76_AT_P = Reading("(76) at P: sum_x K(y|x)P(x) <= c sum_x K(y|x) + (1 - Nc) max_x K(y|x)", _at_P, "<=", _sup)
EQ_77_AT_P = Reading("(77) at P: sum_x K(y|x)P(x) >= c sum_x K(y|x) + (1 - Nc) min_x K(y|x)", _at_P, ">=", _inf)

EQ_78 = Reading("(78): sup_{P in Q_X(c)} sum_x K(y|x)P(x) <= c sum_x K(y|x) + (1 - Nc) e^eps (c sum_x K(y|x) + "
                "(1 - Nc) min_x K(y|x))", _sup, "<=", _eq78_right)


@per_point
def _eq79_right(p):
    N, S, hi, lo = _col_stats(p)
    return (1 - N * p["c"]) * p["E"] + p["c"] * S / (p["c"] * S + (1 - N * p["c"]) * lo)


EQ_79 = Reading("(79) at y: sup/inf <= (1 - Nc) e^eps + c sum_x K(y|x)/(c sum_x K(y|x) + (1 - Nc) min_x K(y|x))",
                per_point(lambda p: _sup(p) / _inf(p)), "<=", _eq79_right)
MIN_NONNEGATIVE = Reading("min_x K(y|x) >= 0", lambda p: _col_stats(p)[3], ">=", lambda p: 0)
PROP_2_BOUND = Reading("(79)'s right side <= (1 - Nc) e^eps + 1", _eq79_right, "<=",
                       lambda p: (1 - len(p["K"]) * p["c"]) * p["E"] + 1)

# --------------------------------------------------------------------------- Sec. II-A: "the DPI already implies"
DPI_TV = Reading("the DPI for TV at (P, Q): TV(K o P, K o Q) <= TV(P, Q)",
                 lambda p: total_variation(pushed(p["K"], p["P"]), pushed(p["K"], p["Q"])), "<=",
                 lambda p: total_variation(p["P"], p["Q"]))
RATIO_TV = Reading("the ratio of (7) for TV at (P, Q) is <= 1",
                   lambda p: DPI_TV.left(p) / DPI_TV.right(p), "<=", lambda p: 1)

# --------------------------------------------------------------------------- Example 3: (42), (43)-(44)
# A point: an N = 4 kernel K, c, E (e^eps), d (delta), n; P_theta0, P_theta1 as printed.


def _thetas(d):
    q = F(1, 4)
    return [q - d, q + d, q, q], [q + d, q - d, q, q]


def _d42(p):
    P0, P1 = _thetas(p["d"])
    return kl(push(p["K"], P0), push(p["K"], P1))


def _bound42(p, delta):
    return Logs.log((1 - 4 * p["c"]) * p["E"] + 1) * (xi_bound(p["E"], p["c"], 4) * delta)


IN_M = Reading("K in M(eps, c): the (eps, c)-PML level of K is <= e^eps", lambda p: pml_level(p["K"], p["c"]).E, "<=",
               lambda p: p["E"])
IN_Q = Reading("P_theta0, P_theta1 in Q_X(c): 1/4 - delta >= c", lambda p: F(1, 4) - p["d"], ">=", lambda p: p["c"])
COR_1 = Reading("Cor. 1, (37), at (P_theta0, P_theta1): D(K o P_theta0||K o P_theta1) <= Xi log((1 - 4c)e^eps + 1) "
                "TV(P_theta0, P_theta1), TV = 2 delta", _d42, "<=",
                lambda p: _bound42(p, total_variation(*_thetas(p["d"]))))
EQ_42 = Reading("(42): D(K o P_theta0||K o P_theta1) <= Xi log((1 - 4c)e^eps + 1) delta", _d42, "<=",
                lambda p: _bound42(p, p["d"]))
EQ_42_2D = Reading("(42) with 2 delta: D(K o P_theta0||K o P_theta1) <= Xi log((1 - 4c)e^eps + 1) 2 delta", _d42, "<=",
                   lambda p: _bound42(p, 2 * p["d"]))


def _dn(p):
    P0, P1 = _thetas(p["d"])
    return kl(_tensor(push(p["K"], P0), p["n"]), _tensor(push(p["K"], P1), p["n"]))


TENSORIZATION = Reading("tensorization [30]: D((K o P_theta0)^n||(K o P_theta1)^n) = n D(K o P_theta0||K o P_theta1)",
                        _dn, "=", lambda p: _d42(p) * p["n"])
EQ_44 = Reading("(43)-(44): D((K o P_theta0)^n||(K o P_theta1)^n) <= n Xi log((1 - 4c)e^eps + 1) delta", _dn, "<=",
                lambda p: _bound42(p, p["d"]) * p["n"])
EQ_44_2D = Reading("(43)-(44) with 2 delta", _dn, "<=", lambda p: _bound42(p, 2 * p["d"]) * p["n"])

# --------------------------------------------------------------------------- the reasons, in paper order
DPI = "Sec. II-A, par. 2, 'the DPI already implies'"
T3_LEMMA4_25, T3_LEMMA4_26 = "Proof of Thm. 3, (25) 'due to Lemma 4'", "Proof of Thm. 3, (26) 'due to Lemma 4'"
T3_SUM = "Proof of Thm. 3, (27) 'Summing up these two inequalities'"
T3_PAIRS = "Proof of Thm. 3, (29) 'Since the choice of x, x' was arbitrary'"
T3_BINARY = "Proof of Thm. 3, (28) 'since if Y = {0, 1}'"
T1_TOGETHER = "Sec. III, after Remark 2, 'Theorem 2 and Theorem 3 together'"
EX1_HENCE = "Example 1, 'the only choice in Remark 2 is q = 1. Hence'"
EX3_COR1 = "Example 3, (42) 'Applying Corollary 1'"
EX3_TENSOR = "Example 3, (43)-(44) 'By the tensorization property'"
A_47 = "Proof of Prop. 3, (47) 'Hence'"
A_53 = "Proof of Prop. 3, (53) 'follows from the nonnegativity of PML'"
A_54 = "Proof of Lemma 1, (54) 'This implies'"
D_RELAX = "Proof of Lemma 4, 'by rearranging and relaxing'"
E_78 = "Proof of Prop. 2, (78) 'Lemma 4 provides a bound ... and hence'"
E_79 = "Proof of Prop. 2, (79) 'Therefore'"
E_MIN = "Proof of Prop. 2, 'by noticing that min_x K(y|x) >= 0'"
A_51 = "Proof of Prop. 3, (51) 'follows from the definition of Q_X'"
E_76, E_77 = "Proof of Prop. 2, (76) 'From the structure of Q_X(c)'", "Proof of Prop. 2, (77) 'From the structure of Q_X(c)'"

CONTRACTION = (
    Reason(DPI, "Naturally, the DPI already implies eta_f^P(K) <= 1 always.", step=RATIO_TV, cites=(DPI_TV,)),
)
ETA_BOUND = (
    Reason(T3_LEMMA4_25, "For any K in M(eps, c), due to Lemma 4 in Appendix D, (25)", step=EQ_25, cites=(LEMMA_4,)),
    Reason(T3_LEMMA4_26, "For any K in M(eps, c), due to Lemma 4 in Appendix D, ... (26)", step=EQ_26,
           cites=(LEMMA_4,)),
    Reason(T3_SUM, "Summing up these two inequalities and rearranging, we obtain (27)", step=EQ_27,
           cites=(EQ_25, EQ_26)),
    Reason(T3_PAIRS, "Since the choice of x, x' was arbitrary, this holds for any pair. In particular, ... (29)",
           step=EQ_29, cites=(EQ_27_EVERY_PAIR,)),
    Reason(T3_BINARY, "(28) ..., since if Y = {0, 1}, we have |K(0|x) - K(0|x')| = |K(1|x) - K(1|x')|", step=EQ_28,
           cites=(EQUAL_DIFFERENCES,)),
    Reason(T1_TOGETHER, "Theorem 2 and Theorem 3 together show the statement in Theorem 1.", step=THM_1,
           cites=(THM_2, THM_3)),
)
BINARY_EXAMPLE = (
    Reason(EX1_HENCE, "If N = 2, the only choice in Remark 2 is q = 1. Hence, an optimal mechanism ... is (32)",
           step=EQ_32, cites=(REMARK_2,)),
)
MINIMAX = (
    Reason(EX3_COR1, "Each sample is released through a mechanism K in M(eps, c) ... Applying Corollary 1, (42)",
           step=EQ_42, cites=(IN_M, IN_Q, COR_1)),
    Reason(EX3_TENSOR, "By the tensorization property of relative entropy [30], (43)-(44)", step=EQ_44,
           cites=(EQ_42, TENSORIZATION)),
)
MINIMAX_CORRECTED = (
    Reason(EX3_COR1, "Corollary 1 at TV(P_theta0, P_theta1) = 2 delta gives (42) with 2 delta", step=EQ_42_2D,
           cites=(IN_M, IN_Q, COR_1)),
    Reason(EX3_TENSOR, "tensorization of (42) with 2 delta gives (44) with 2 delta", step=EQ_44_2D,
           cites=(EQ_42_2D, TENSORIZATION)),
)
SUBSET_DISCLOSURE = (
    Reason(A_47, "We have K_{X|Y=y}(x') = 0 for all x' outside X_sub. Hence, we also have (47)", step=EQ_47,
           cites=(POSTERIOR_ZERO,)),
    Reason(A_51, "Where (51) follows from the definition of Q_X above", step=EQ_50_51, cites=(EQ_48,)),
    Reason(A_53, "(53) follows from the nonnegativity of PML [32, Lemma 1]", step=EQ_53, cites=(PML_Q_NONNEGATIVE,)),
    Reason(A_54, "(54) min_{P_X in Q_X(c)} P_X(X_sub) = (N - l)c. This implies that C(K, Q_X(c)) >= -log((N - l)c)",
           step=LEMMA_1_BOUND, cites=(EQ_54, DISCLOSURE_AT_MINIMISER)),
)
LINEAR = (
    Reason(D_RELAX, "(74) ... This implies the statement of the lemma by rearranging and relaxing the minimum and "
                    "maximum on X.", step=EQ_69, cites=(EQ_74_PRINTED,)),
)
LINEAR_CORRECTED = (
    Reason(D_RELAX, "(74) with the sum over x' of K(y|x') (as in (73)) gives (69) by relaxing min and max",
           step=EQ_69, cites=(EQ_74,)),
)
GAMMA = (
    Reason(E_78, "Further, Lemma 4 provides a bound on max_x K(y|x), and hence we can bound, (78)", step=EQ_78,
           cites=(LEMMA_4_AT_Y,)),
    Reason(E_79, "Therefore, we can bound Gamma_max by (79)", step=EQ_79, cites=(EQ_78,)),
    Reason(E_MIN, "The desired bound then follows by noticing that min_x K(y|x) >= 0.", step=PROP_2_BOUND,
           cites=(MIN_NONNEGATIVE,)),
)
STRUCTURE_QUOTE = "From the structure of Q_X(c) we know that, (76) and (77)"
STRUCTURE = (
    Reason(E_76, STRUCTURE_QUOTE, step=EQ_76_AT_P, cites=(MIN_AT_LEAST_C, MASS_55_PRINTED)),
    Reason(E_77, STRUCTURE_QUOTE, step=EQ_77_AT_P, cites=(MIN_AT_LEAST_C, MASS_55_PRINTED)),
)
"""(76)-(77)'s reason with the structure as printed, (55) {c + V_X}: it does not give (76) (c + a point mass at the
largest K(y|x) has sum_x K(y|x)P(x) = c sum K + max K, above (76) by Nc max K)."""
STRUCTURE_CORRECTED = (
    Reason(E_76, STRUCTURE_QUOTE + " [(55) as corrected]", step=EQ_76_AT_P, cites=(MIN_AT_LEAST_C, MASS_55_CORRECTED)),
    Reason(E_77, STRUCTURE_QUOTE + " [(55) as corrected]", step=EQ_77_AT_P, cites=(MIN_AT_LEAST_C, MASS_55_CORRECTED)),
)
"""The same with (55) as corrected, {c + (1 - Nc)V_X} (= (15)'s min_x P(x) >= c among distributions): every member
lies between (77) and (76) (the sup and inf are attained at c + (1 - Nc) times a point mass, which the points hold)."""


# --------------------------------------------------------------------------- points (exact, seeded by construction)
GRID = (F(0), F(1, 4), F(1, 2), F(3, 4), F(1))
ROWS_2 = ((1, 0), (0, 1), (F(1, 2), F(1, 2)), (F(3, 4), F(1, 4)), (F(1, 3), F(2, 3)))
ROWS_3 = ((1, 0, 0), (0, 1, 0), (F(1, 2), F(1, 2), 0), (F(1, 3), F(1, 3), F(1, 3)), (F(1, 4), F(1, 4), F(1, 2)))
PRIORS = {2: ([F(1, 2), F(1, 2)], [F(1, 4), F(3, 4)]), 3: ([F(1, 3)] * 3, [F(1, 6), F(1, 3), F(1, 2)])}
E_GRID = (F(1), F(3, 2), F(2), F(3), F(5))


def binary_points() -> list[dict]:
    """N = 2, 3; every column p in {0, 1/4, 1/2, 3/4, 1}^N; c in {1/N, 1/(2N)}; e^eps in E_GRID."""
    return [{"N": N, "c": c, "E": E, "p": p, "K": _binary(p)} for N in (2, 3) for c in (F(1, N), F(1, 2 * N))
            for E in E_GRID for p in product(GRID, repeat=N)]


def theorem_points() -> list[dict]:
    """(N, c, e^eps, v): v for eta_TV(eps, c), any value in [0, 1]; e^eps at and around 2/(Nc)."""
    out = []
    for N in (2, 3, 4):
        for c in (F(1, N), F(1, 2 * N), F(1, 5 * N)):
            for E in sorted({*E_GRID, 2 / (N * c), 2 / (N * c) - F(1, 10), 2 / (N * c) + F(1, 10), 1 / (N * c)}):
                if E >= 1:
                    out += [{"N": N, "c": c, "E": E, "v": v} for v in GRID]
    return out


def example1_points() -> list[dict]:
    """c in {1/2, 1/4, 1/10}, 1 <= e^eps < 1/c (Thm. 3's scope at N = 2); p from the grid and Remark 2's column."""
    out = []
    for c in (F(1, 2), F(1, 4), F(1, 10)):
        for E in (F(1), F(3, 2), F(2), F(3), F(9)):
            if E < 1 / c:
                out += [{"c": c, "E": E, "p": p} for p in [_remark2(c, E), *product(GRID, repeat=2)]]
    return out


def kernels() -> list[list[list[F]]]:
    """Every 2 x 2 kernel with rows from ROWS_2 and every 3 x 3 kernel with rows from ROWS_3 (zeros common)."""
    return ([_kernel(r) for r in product(ROWS_2, repeat=2)] + [_kernel(r) for r in product(ROWS_3, repeat=3)])


def _column_cases():
    """(K, P full support, used column y) with X_sub (the column's support), P_X(X_sub), Q_X of (48), l_{K x Q}."""
    out = []
    for K in kernels():
        N = len(K)
        for P in PRIORS[N]:
            PY = push(K, P)
            for y in range(len(K[0])):
                if PY[y] == 0:
                    continue
                sub = [x for x in range(N) if K[x][y] > 0]
                mass = sum(P[x] for x in sub)
                Q = [P[x] / mass if x in sub else F(0) for x in range(N)]
                out.append({"K": K, "P": P, "PY": PY, "y": y, "N": N, "sub": sub, "mass": mass,
                            "l_Q": Logs.log(max(_column(K, y)) / push(K, Q)[y])})
    return out


def disclosure_points() -> list[dict]:
    """(47): every column case with every input x' and its posterior K_{X|Y=y}(x')."""
    return [{**p, "x'": x, "posterior": p["K"][x][p["y"]] * p["P"][x] / p["PY"][p["y"]]}
            for p in _column_cases() for x in range(p["N"])]


def leakage_points() -> list[dict]:
    """(53): every column case (l_{K x Q} of Q_X of (48))."""
    return _column_cases()


def lemma1_points() -> list[dict]:
    """(54): a column with l >= 1 zeros, c in {1/N, 1/(2N)}: min over the vertices c + (1 - Nc) e_k of Q_X(c) of
    P(X_sub), the leakage ratio at the minimiser P*, and the exact (eps, c)-PML level of K."""
    out, seen = [], set()
    for p in _column_cases():
        K, N, sub, y = p["K"], p["N"], p["sub"], p["y"]
        if len(sub) == N or (str(K), y) in seen:
            continue
        seen.add((str(K), y))
        for c in (F(1, N), F(1, 2 * N)):
            least = min(sum(c + (1 - N * c) * (x == k) for x in sub) for k in range(N))
            star = [c + (1 - N * c) * (x == min(set(range(N)) - set(sub))) for x in range(N)]
            out.append({"K": K, "y": y, "N": N, "c": c, "l": N - len(sub), "least mass": least,
                        "ratio at P*": max(_column(K, y)) / push(K, star)[y], "level": pml_level(K, c).E})
    return out


def definition_points() -> list[dict]:
    """(51): every column case with a candidate Q_X: (48)'s, P_X restricted to X_sub unnormalised, P_X itself, the
    uniform law on X_sub (only (48)'s satisfies the premise unless X_sub is all of X)."""
    out = []
    for p in _column_cases():
        N, sub, P = p["N"], p["sub"], p["P"]
        for Q in (_q48(p), [P[x] if x in sub else F(0) for x in range(N)], list(P),
                  [F(1, len(sub)) if x in sub else F(0) for x in range(N)]):
            out.append({**p, "Q": Q})
    return out


def structure_points() -> list[dict]:
    """(76)-(77): every kernel, c in {1/N, 1/(2N)}, used column y, and P = c + V and c + (1 - Nc)V for V a point mass
    or the uniform law (the printed and the corrected structure's members), plus the point masses themselves."""
    out = []
    for K in kernels():
        N = len(K)
        laws = [[F(int(i == k)) for i in range(N)] for k in range(N)] + [[F(1, N)] * N]
        for c in (F(1, N), F(1, 2 * N)):
            candidates = [[c + v for v in V] for V in laws] + [[c + (1 - N * c) * v for v in V] for V in laws] + laws[:N]
            out += [{"K": K, "c": c, "y": y, "P": Law(P)} for y in range(len(K[0])) if sum(_column(K, y))
                    for P in candidates]
    return out


def kernel_points() -> list[dict]:
    """(K, c, e^eps): every kernel of `kernels`, c in {1/N, 1/(2N)}, e^eps in E_GRID (N = 2, c = 1/2 first)."""
    return [{"K": K, "c": c, "E": E} for K in kernels() for c in (F(1, len(K)), F(1, 2 * len(K))) for E in E_GRID]


def column_points() -> list[dict]:
    """(K, c, e^eps, y): the kernel points with every used column y (sum > 0)."""
    return [{**p, "y": y} for p in kernel_points() for y in range(len(p["K"][0])) if sum(_column(p["K"], y))]


def dpi_points() -> list[dict]:
    """(K, P, Q), P != Q, from the kernels and priors (and the point masses: the DPI needs no full support)."""
    out = []
    for K in kernels():
        N = len(K)
        priors = [*PRIORS[N], *([F(int(i == k)) for i in range(N)] for k in range(N))]
        out += [{"K": K, "P": P, "Q": Q} for P in priors for Q in priors if P != Q]
    return out


def example3_points() -> list[dict]:
    """N = 4: the identity (the most informative kernel), the split kernel {1, 3}/{2, 4}, and 4-ary randomized
    response at e^eps = 3; c in {1/8, 1/16}; delta in {1/8, 1/16} (1/4 - delta >= c); e^eps the kernel's own level
    and twice it; n = 2 (exact products of 16 outcomes)."""
    identity = _kernel([int(i == j) for j in range(4)] for i in range(4))
    split = _kernel([[1, 0], [0, 1], [1, 0], [0, 1]])
    rr = _kernel([F(1, 2) if i == j else F(1, 6) for j in range(4)] for i in range(4))
    out = []
    for K in (identity, split, rr):
        for c in (F(1, 8), F(1, 16)):
            level = pml_level(K, c).E
            for E in (level, 2 * level):
                for d in (F(1, 8), F(1, 16)):
                    out.append({"K": K, "c": c, "E": E, "d": d, "n": 2})
    return out


POINTS = {DPI: dpi_points, T3_LEMMA4_25: binary_points, T3_LEMMA4_26: binary_points, T3_SUM: binary_points,
          T3_PAIRS: binary_points, T3_BINARY: binary_points, T1_TOGETHER: theorem_points, EX1_HENCE: example1_points,
          EX3_COR1: example3_points, EX3_TENSOR: example3_points, A_47: disclosure_points, A_53: leakage_points,
          A_54: lemma1_points, D_RELAX: kernel_points, E_78: column_points, E_79: column_points,
          E_MIN: column_points, A_51: definition_points, E_76: structure_points, E_77: structure_points}
points = points_by_locus(POINTS)     # the points for a reason (by its locus), built once per process


# --------------------------------------------------------------------------- cited theorems, checked where applied
# Each reason below cites another work's theorem (`Reason.theorem`): it is read at the instance the paper applies it
# to, counts as one instance checked there ("cited, checked at N instances"), and must hold at every point.

# App. C, (62)-(63): K has |Y| = 3 outputs, E* = {y : P_Y(y) > Q_Y(y)} for P, Q in Q_X(c), K' of (62) merges E* and
# its complement, K^BIN = K' o K. A point: K, c, E = e^eps (not restricted to K's level), the event E*, K^BIN.
def _vertices(N: int, c: F) -> list:
    """The extreme points c + (1 - Nc) e_k of Q_X(c) (one law when c = 1/N)."""
    laws = [Law(c + (1 - N * c) * (x == k) for x in range(N)) for k in range(N)]
    return [law for k, law in enumerate(laws) if law not in laws[:k]]


def _merge(K, event) -> Kernel:
    """K' o K of (62): output 0 on E*, output 1 on its complement."""
    return Kernel([sum(row[y] for y in event), sum(row[y] for y in range(len(row)) if y not in event)] for row in K)


def _worst_ratio(K, P):
    """max over used outputs y of e^{l_{K x P}(X -> y)} = max_x K(y|x) / (K o P)(y), by (10) (P of full support)."""
    PY = push(K, P)
    return max(max(_column(K, y)) / PY[y] for y in range(len(K[0])) if PY[y])


def _post_processing(p):
    """max over the vertices P of Q_X(c) of e^{max_z l_{K^BIN x P}(X -> z) - max_y l_{K x P}(X -> y)}: the
    leakage's supremum over Q_X(c) is at a vertex ((10) is a ratio whose denominator is linear in P)."""
    return max(_worst_ratio(p["KBIN"], P) / _worst_ratio(p["K"], P) for P in _vertices(len(p["K"]), p["c"]))


POST_PROCESSING = Reading("(63), the post-processing property of PML [32, Lemma 1] at K' o K: max_z l(X -> z) <= "
                          "max_y l(X -> y) at every vertex prior of Q_X(c)", _post_processing, "<=", lambda p: 1)
BIN_IN_M = Reading("K^BIN in M(eps, c): the (eps, c)-PML level of K' o K is <= e^eps",
                   lambda p: pml_level(p["KBIN"], p["c"]).E, "<=", lambda p: p["E"])


# Sec. IV, (33)-(34): Binette's inequality [10, Thm. 1] applied 'across' K: for P, Q in Q_X(c) with K o P != K o Q,
# m < 1 < M the extreme ratios (K o P)(y)/(K o Q)(y) (within [Gamma_min, Gamma_max] of (35)-(36)), f(t) = t log t
# (Cor. 1) or (t - 1)^2 (chi^2). A point: f, K, c, P, Q, m, M. The step at the instance has the instance's own m, M
# and eta_TV(K): the bracket grows as m falls and M rises (chord slopes of a convex f) and eta_TV(K) <= eta_TV(eps,
# c) for K in M(eps, c), so (34) as printed follows from it.
def _divergence(p):
    used = [(a, b) for a, b in zip(pushed(p["K"], p["P"]), pushed(p["K"], p["Q"])) if b]  # an unused output adds 0
    KP, KQ = [a for a, _ in used], [b for _, b in used]
    return kl(KP, KQ) if p["f"] == "KL" else chi_square(KP, KQ)


def _bracket(p, terms=("min", "max")):
    """f(m)/(1 - m) + f(M)/(M - 1): for t log t exactly in logs (0 log 0 = 0), for (t - 1)^2 rational."""
    m, M = p["m"], p["M"]
    if p["f"] == "KL":
        low = Logs(0, {m: m / (1 - m)}) if m else Logs()
        high = Logs(0, {M: M / (M - 1)})
    else:
        low, high = (m - 1) ** 2 / (1 - m), (M - 1) ** 2 / (M - 1)
    return (low if "min" in terms else 0) + (high if "max" in terms else 0)


def _tv_out(p):
    return total_variation(pushed(p["K"], p["P"]), pushed(p["K"], p["Q"]))


BINETTE = Reading("Binette's inequality [10, Thm. 1] at K o P, K o Q: D_f(K o P||K o Q) <= [f(m)/(1 - m) + "
                  "f(M)/(M - 1)] TV(K o P, K o Q)", _divergence, "<=", lambda p: _bracket(p) * _tv_out(p))
CONTRACTS = Reading("(7)-(8): TV(K o P, K o Q) <= eta_TV(K) TV(P, Q), eta_TV(K) by Dobrushin's (8)", _tv_out, "<=",
                    lambda p: dobrushin(p["K"]) * total_variation(p["P"], p["Q"]))
EQ_34_AT_K = Reading("(33)-(34) at the instance: D_f(K o P||K o Q) <= eta_TV(K) [f(m)/(1 - m) + f(M)/(M - 1)] delta, "
                     "delta = TV(P, Q)", _divergence, "<=",
                     lambda p: _bracket(p) * (dobrushin(p["K"]) * total_variation(p["P"], p["Q"])))

C_63 = "Proof of Lemma 3, (63) 'by the post-processing property of PML [32, Lemma 1]'"
B_34 = "Sec. IV, (33)-(34) 'we apply Binettes generalization of reverse Pinsker's inequality [10, Theorem 1]'"
BINARY_REDUCTION = (
    Reason(C_63, "Clearly, K^BIN has binary output support and by the post-processing property of PML [32, Lemma 1], "
                 "we have (63) for any input distribution of X. Therefore K^BIN in M(eps, c).", step=BIN_IN_M,
           cites=(IN_M,), theorem=POST_PROCESSING,
           instance=lambda p: (str(p["K"]), p["c"], tuple(sorted(p["E*"])))),     # (63) does not involve e^eps
)
BINETTE_ACROSS = (
    Reason(B_34, "we apply Binettes generalization of reverse Pinsker's inequality [10, Theorem 1] 'across' a kernel "
                 "satisfying (eps, c)-PML, giving, (33)-(34)", step=EQ_34_AT_K, cites=(CONTRACTS,), theorem=BINETTE),
)


def reduction_points() -> list[dict]:
    """Every 3 x 3 kernel of `kernels` (|Y| = 3 > 2, as the proof assumes), c in {1/3, 1/6}, every event E* = {y :
    P_Y(y) > Q_Y(y)} for P != Q among the vertices and the centre of Q_X(c), e^eps in {1, 2, 5} and K's own level."""
    out = []
    for K in kernels():
        if len(K) != 3:
            continue
        for c in (F(1, 3), F(1, 6)):
            laws = [*_vertices(3, c), Law([F(1, 3)] * 3)]
            outputs = [push(K, P) for P in laws]
            events = {tuple(y for y in range(3) if KP[y] > KQ[y])
                      for P, KP in zip(laws, outputs) for Q, KQ in zip(laws, outputs) if P != Q}
            level = pml_level(K, c).E
            for event in sorted(events):
                B = _merge(K, event)
                out += [{"K": K, "c": c, "E": E, "E*": set(event), "KBIN": B}
                        for E in sorted({F(1), F(2), F(5), level})]
    return out


def binette_points() -> list[dict]:
    """Every kernel of `kernels`, c = 1/(2N), P != Q among the vertices and the centre of Q_X(c) (full support), with
    K o P != K o Q; f in {t log t, (t - 1)^2}."""
    out = []
    for K in kernels():
        N = len(K)
        c = F(1, 2 * N)
        laws = [*_vertices(N, c), Law([F(1, N)] * N)]
        for P in laws:
            for Q in laws:
                KP, KQ = pushed(K, P), pushed(K, Q)
                if P == Q or KP == KQ:
                    continue
                ratios = [a / b for a, b in zip(KP, KQ) if b]
                for f in ("KL", "chi2"):
                    out.append({"f": f, "K": K, "c": c, "P": P, "Q": Q, "m": min(ratios), "M": max(ratios)})
    return out


POINTS.update({C_63: reduction_points, B_34: binette_points})
