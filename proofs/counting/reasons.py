"""Counting queries (001): the reasons the proofs give for their steps, checked (workbench.reasons).

Each `Reason` holds a step and the premises its clause cites ("since ...", "by the Gershgorin circle theorem",
"as circulant matrices form a commutative algebra"), read at exact points: matrices of Fractions drawn (seeded) from
the standing hypotheses of the section (stochastic T, invertible where the text inverts it; E = e^eps rational,
delta in [0, 1]), never restricted by the step itself: the cited premise must do the work. A limit ("p*_ij -> 1/M
... Hence, there exist eps_0, delta_0") is read through the explicit neighbourhood counting.high-privacy-limit proves,
so the step reduces to exact comparisons at points inside and outside that neighbourhood (`LIMIT`).

One reason is refuted. Thm. 2's corollary (counting.channel-doubly-stochastic) says the utility is kept in the
high-privacy regime for every invertible doubly stochastic T "which follows from the first statement of the
previous theorem, since T^-1 1 = 1 > 0". T^-1 1 = 1 is the row sums of T^-1, true for every invertible stochastic T
(T 1 = 1); the high-privacy statement (statement 3) needs 1^T in int cone_+(t_1, ..., t_M), i.e. the column sums
(T^-1)^T 1 > 0, which double stochasticity gives (T^T 1 = 1, so (T^-1)^T 1 = 1). At T = [[1, 0], [1/2, 1/2]],
T^-1 = [[1, 0], [-1, 2]]: the rows of T^-1 sum to (1, 1), its columns to (0, 2), and 1^T = 0 t_1 + 2 t_2 is on the
cone's boundary, not inside. Sec. VI gives the right reason ("due to the structure of T, i.e., being doubly
stochastic"), which has no witness.
"""
from __future__ import annotations

import random
from fractions import Fraction as F
from functools import lru_cache

from workbench.literal import Mat, Reading, Vec
from workbench.mechanisms import dp, kernels
from workbench.mechanisms.named import counting_optimal_mechanism, cyclic_distance
from workbench.reasons import Reason

SEED = 1


def _rows(A):
    return [list(row) for row in A]


def _transpose(A):
    return [list(col) for col in zip(*A)]


def _inverse(A):
    inv = kernels.inverse(_rows(A))
    return inv


def _stochastic(rng, M, low=0, high=4):
    """A random stochastic M x M matrix with integer weights in [low, high] (rows never all zero)."""
    out = []
    for _ in range(M):
        row = [rng.randint(low, high) for _ in range(M)]
        if sum(row) == 0:
            row[rng.randrange(M)] = 1
        out.append([F(v, sum(row)) for v in row])
    return out


def _invertible_stochastic(rng, M, count):
    out = []
    while len(out) < count:
        T = _stochastic(rng, M)
        if kernels.inverse(T) is not None:
            out.append(Mat(T))
    return out


def _invertible_general(rng, M, count):
    """Invertible matrices with rows that need not sum to one (entries in [-1, 2] in steps of 1/4): for the steps
    that only a row-sum premise gives."""
    out = []
    while len(out) < count:
        A = [[F(rng.randint(-4, 8), 4) for _ in range(M)] for _ in range(M)]
        if kernels.inverse(A) is not None and any(sum(row) != 1 for row in A):
            out.append(Mat(A))
    return out


def _min(values):
    return min(values)


def _row_sums(A):
    return [sum(row) for row in A]


def _col_sums(A):
    return [sum(col) for col in zip(*A)]


def _circulant_defect(A):
    """How many entries differ from the circulant matrix of A's first row (0: A is circulant)."""
    M = len(A)
    return sum(A[i][j] != A[0][(j - i) % M] for i in range(M) for j in range(M))


def _one_if(flag: bool) -> int:
    return 1 if flag else 0


# --------------------------------------------------------------------------- Sec. IV, proof of Thm. 1

FEASIBLE = Reason(
    "Sec. IV, proof, feasibility", "each row sums to one, where the latter can be readily verified from "
    "sum_j e^{-eps d_M(i,j)} = 1/alpha_M(eps), for all i",
    step=Reading("row i of delta I + (1 - delta) c [e^{-eps d_M(i,j)}] sums to one (c = alpha_M(eps) is P*)",
                 lambda p: sum(_scaled_kernel(p)[p["i"]]), "=", lambda p: 1),
    cites=(Reading("sum_j e^{-eps d_M(i,j)} = 1/c at row i",
                   lambda p: sum(F(1) / p["E"] ** cyclic_distance(p["M"], p["i"], j) for j in range(p["M"])), "=",
                   lambda p: 1 / p["c"]),))


def _scaled_kernel(p):
    M, E, d, c = p["M"], p["E"], p["delta"], p["c"]
    return [[(d if i == j else 0) + (1 - d) * c / E ** cyclic_distance(M, i, j) for j in range(M)] for i in range(M)]


OUTPERFORM = Reason(
    "Sec. IV, proof, M = 5, par. 1", "since the objective in (6) is to maximize the minimum diagonal entry, all "
    "diagonal entries of P' must be strictly larger than a",
    step=Reading("every diagonal entry of P' > a", lambda p: _min(p["P'"][i][i] for i in range(5)), ">",
                 lambda p: p["a"]),
    cites=(Reading("P' outperforms P*: min_i p'_ii > a (the objective of (6))",
                   lambda p: _min(p["P'"][i][i] for i in range(5)), ">", lambda p: p["a"]),))

CONVEX = Reason(
    "Sec. IV, proof, M = 5, par. 2", "Since S_{eps,delta} is convex, it contains every point on the line segment "
    "connecting P* and P'",
    step=Reading("lambda P* + (1 - lambda) P' is (eps, delta)-DP",
                 lambda p: dp.smallest_delta(_mix(p), p["E"], dp.chain_pairs(5)), "<=", lambda p: p["delta"]),
    cites=(Reading("P* is (eps, delta)-DP", lambda p: dp.smallest_delta(_rows(p["P*"]), p["E"], dp.chain_pairs(5)),
                   "<=", lambda p: p["delta"]),
           Reading("P' is (eps, delta)-DP", lambda p: dp.smallest_delta(_rows(p["P'"]), p["E"], dp.chain_pairs(5)),
                   "<=", lambda p: p["delta"])))


def _mix(p):
    lam = p["lambda"]
    return [[lam * a + (1 - lam) * b for a, b in zip(r, s)] for r, s in zip(p["P*"], p["P'"])]


ACTIVE = Reason(
    "Sec. IV, proof, M = 5, par. 2 (active constraints)", "the b's that satisfy the active constraint a = e^eps b + "
    "delta must also increase. Indeed, increasing a while keeping the corresponding b unchanged would violate the "
    "privacy constraint",
    step=Reading("a' > e^eps b + delta (the constraint p_ii <= e^eps p_{i+1,i} + delta broken)",
                 lambda p: p["a'"], ">", lambda p: p["E"] * p["b"] + p["delta"]),
    cites=(Reading("a = e^eps b + delta (active)", lambda p: p["a"], "=", lambda p: p["E"] * p["b"] + p["delta"]),
           Reading("a' > a (the diagonal increases)", lambda p: p["a'"], ">", lambda p: p["a"])))


def _kernel(M, q):
    return [[q ** cyclic_distance(M, i, j) for j in range(M)] for i in range(M)]


PD = Reason(
    "Proof of statement 1", "In Lemma 1, replace q with e^{-eps} (eps>0) and note that a convex combination of two "
    "positive definite matrices is positive definite",
    step=Reading("P* = delta I + (1 - delta) alpha_M [e^{-eps d_M(i,j)}] is positive definite",
                 lambda p: _one_if(kernels.is_positive_definite(counting_optimal_mechanism(p["M"], p["E"],
                                                                                        p["delta"]))),
                 "=", lambda p: 1),
    cites=(Reading("Lemma 1 at q = e^{-eps}: [q^{d_M(i,j)}] is positive definite",
                   lambda p: _one_if(kernels.is_positive_definite(_kernel(p["M"], 1 / p["E"]))), "=", lambda p: 1),
           Reading("eps > 0", lambda p: p["E"], ">", lambda p: 1)))


def _diagonal_dominance_margin(A):
    """min_i (|a_ii| - sum_{j != i} |a_ij|): > 0 iff A is strictly diagonally dominant."""
    return min(abs(row[i]) - sum(abs(v) for j, v in enumerate(row) if j != i) for i, row in enumerate(A))


DOMINANT = Reason(
    "Proof of statement 4", "This can be readily verified by noting that (i) each diagonal entry in any optimal "
    "solution is delta+(1-delta)alpha_M(eps), and (ii) each row sums to one",
    step=Reading("P is strictly diagonally dominant", lambda p: _diagonal_dominance_margin(p["P"]), ">",
                 lambda p: 0),
    cites=(Reading("(i) every diagonal entry equals a = delta + (1 - delta) alpha_M(eps) > 1/2",
                   lambda p: _min(p["P"][i][i] for i in range(len(p["P"]))), ">", lambda p: F(1, 2)),
           Reading("(i) the diagonal is constant", lambda p: len({p["P"][i][i] for i in range(len(p["P"]))}), "=",
                   lambda p: 1),
           Reading("(ii) each row sums to one (entries >= 0)",
                   lambda p: _one_if(all(sum(r) == 1 and min(r) >= 0 for r in p["P"])), "=", lambda p: 1)))

GERSHGORIN = Reason(
    "Proof of statement 4 (Gershgorin)", "Therefore, all solutions are strictly diagonally dominant, and by the "
    "Gershgorin circle theorem [18], or by Levy-Desplanques theorem [19], they are full rank",
    step=Reading("|det P| > 0 (full rank)", lambda p: abs(kernels.determinant(_rows(p["P"]))), ">", lambda p: 0),
    cites=(Reading("P strictly diagonally dominant", lambda p: _diagonal_dominance_margin(p["P"]), ">",
                   lambda p: 0),))

# --------------------------------------------------------------------------- Sec. V, Thm. 2 and its corollary

ROWS_SUM = Reason(
    "Sec. V, par. 6", "Indeed, its rows sum to one, since P* T^-1 1 = P* T^-1 (T 1) = 1",
    step=Reading("every row of P* T^-1 sums to one",
                 lambda p: max(abs(s - 1) for s in _row_sums(kernels.matmul(_rows(p["P*"]), _inverse(p["T"])))),
                 "=", lambda p: 0),
    cites=(Reading("T 1 = 1", lambda p: max(abs(s - 1) for s in _row_sums(p["T"])), "=", lambda p: 0),
           Reading("P* 1 = 1", lambda p: max(abs(s - 1) for s in _row_sums(p["P*"])), "=", lambda p: 0)))

def _residual(A, lam):
    """max_i |(A lam)_i - 1|: zero iff A lam = 1."""
    return max(abs(sum(a * x for a, x in zip(row, lam)) - 1) for row in A)


CONE = Reason(
    "Proof of statement 3, par. 1", "there exist lambda_i > 0 such that ... T^T lambda = 1. This implies that "
    "(T^T)^-1 1 = (T^-1)^T 1 > 0 entrywise",
    step=Reading("(T^-1)^T 1 > 0: the least column sum of T^-1 > 0", lambda p: _min(_col_sums(_inverse(p["T"]))), ">",
                 lambda p: 0),
    cites=(Reading("T^T lambda = 1", lambda p: _residual(_transpose(p["T"]), p["lambda"]), "=", lambda p: 0),
           Reading("lambda > 0 entrywise", lambda p: _min(p["lambda"]), ">", lambda p: 0)))
"""Statement 3's opening: for invertible T, T^T lambda = 1 has the one solution (T^T)^-1 1 = (T^-1)^T 1, so lambda > 0
is the step. A point carries T (invertible, stochastic) and a candidate lambda: the solution, 1 (which solves T lambda
= 1, the rows: the corollary's slip) and 1/M; only the solution satisfies the premise (unless T is doubly
stochastic), so the premise does the work: read with T lambda = 1 instead, lambda = 1 is a witness at T = [[1, 0],
[1/2, 1/2]] (the tests)."""

NEGATIVE_COLUMN = Reason(
    "Proof of statement 4, par. 1", "However, since T^-1 has a column with negative sum, P_T* = (1/M) J T^-1 contains "
    "negative entries",
    step=Reading("the least entry of (1/M) J T^-1 < 0",
                 lambda p: _min(v for row in kernels.matmul([[F(1, len(p["T"]))] * len(p["T"])] * len(p["T"]),
                                                           _inverse(p["T"])) for v in row), "<", lambda p: 0),
    cites=(Reading("T^-1 has a column with negative sum", lambda p: _min(_col_sums(_inverse(p["T"]))), "<",
                   lambda p: 0),))

CIRCULANT_INVERSE = Reason(
    "Proof of statement 5, par. 2", "Since T is circulant, so is its inverse T^-1",
    step=Reading("T^-1 is circulant (entries off the circulant of its first row)",
                 lambda p: _circulant_defect(_inverse(p["T"])), "=", lambda p: 0),
    cites=(Reading("T is circulant", lambda p: _circulant_defect(p["T"]), "=", lambda p: 0),))

CIRCULANT_PRODUCT = Reason(
    "Proof of statement 5, par. 2 (product)", "Consequently, P* T^-1 is also circulant, as circulant matrices form a "
    "commutative algebra",
    step=Reading("P* T^-1 is circulant",
                 lambda p: _circulant_defect(kernels.matmul(_rows(p["P*"]), _inverse(p["T"]))), "=", lambda p: 0),
    cites=(Reading("T^-1 is circulant", lambda p: _circulant_defect(_inverse(p["T"])), "=", lambda p: 0),
           Reading("P* is circulant (d_M is the cyclic distance)", lambda p: _circulant_defect(p["P*"]), "=",
                   lambda p: 0)))


def _row_multiset_defect(A):
    """How many rows do not hold the same entries (with multiplicity) as the first row."""
    return sum(sorted(row) != sorted(A[0]) for row in A)


EVERY_ROW = Reason(
    "Proof of statement 5, par. 2 (every row)", "Therefore, the negative entry [P* T^-1]_{p,q} appears at least once "
    "in every row",
    step=Reading("every row of A holds the entries of its first row", lambda p: _row_multiset_defect(p["A"]), "=",
                 lambda p: 0),
    cites=(Reading("A is circulant", lambda p: _circulant_defect(p["A"]), "=", lambda p: 0),))

SHARED_ROW = Reason(
    "Proof of statement 5, par. 3", "However, Theorem 1 establishes that all optimal solutions share these middle "
    "row(s). It follows that if P* T^-1 contains a negative entry, then so does P' T^-1 for every other optimizer P'",
    step=Reading("[P' T^-1]_{m,q} < 0", lambda p: kernels.matmul(_rows(p["P'"]), _inverse(p["T"]))[p["m"]][p["q"]],
                 "<", lambda p: 0),
    cites=(Reading("P' has P*'s middle row m (Thm. 1, statement 3)",
                   lambda p: sum(a != b for a, b in zip(p["P'"][p["m"]], p["P*"][p["m"]])), "=", lambda p: 0),
           Reading("[P* T^-1]_{m,q} < 0", lambda p: kernels.matmul(_rows(p["P*"]), _inverse(p["T"]))[p["m"]][p["q"]],
                   "<", lambda p: 0)))

SINGULAR = Reason(
    "Proof of statement 6", "when T is singular, PT cannot be full rank for any stochastic P, and hence, cannot "
    "coincide with any optimal solution of (6) under the conditions of the statement 4 of Theorem 1",
    step=Reading("det(P T) = 0", lambda p: kernels.determinant(kernels.matmul(_rows(p["P"]), _rows(p["T"]))), "=",
                 lambda p: 0),
    cites=(Reading("T is singular: det T = 0", lambda p: kernels.determinant(_rows(p["T"])), "=", lambda p: 0),))

STATEMENT_3_HYPOTHESIS = Reading(
    "statement 3's hypothesis 1^T in int cone_+(t_1, ..., t_M): the least column sum of T^-1 > 0",
    lambda p: _min(_col_sums(_inverse(p["T"]))), ">", lambda p: 0)
COROLLARY = "Corollary (Sec. V)"
COROLLARY_PRINTED = Reason(
    COROLLARY, "For an invertible doubly stochastic matrix T, the utility can always be preserved in the high-privacy "
    "regime, which follows from the first statement of the previous theorem, since T^-1 1 = 1 > 0",
    step=STATEMENT_3_HYPOTHESIS,
    cites=(Reading("T^-1 1 = 1 > 0 (the rows of T^-1 sum to one)", lambda p: max(abs(s - 1) for s in
                                                                                  _row_sums(_inverse(p["T"]))),
                   "=", lambda p: 0),))
COROLLARY_CORRECTED = Reason(
    COROLLARY, "by statement 3, since (T^-1)^T 1 = 1 > 0: the columns of T sum to one (T^T 1 = 1), so the columns of "
    "T^-1 do",
    step=STATEMENT_3_HYPOTHESIS,
    cites=(Reading("T^T 1 = 1 (the columns of T sum to one)", lambda p: max(abs(s - 1) for s in _col_sums(p["T"])),
                   "=", lambda p: 0),))
MPSK = Reason(
    "Sec. VI, par. 7", "This is consistent with the third statement of theorem 2 due to the structure of T, i.e., "
    "being doubly stochastic",
    step=STATEMENT_3_HYPOTHESIS,
    cites=(Reading("T is doubly stochastic (its columns sum to one)",
                   lambda p: max(abs(s - 1) for s in _col_sums(p["T"])), "=", lambda p: 0),))

MIXING = Reason(
    "Sec. V, bounds, par. 3", "since all the entries of P* are strictly positive, we can choose lambda in (0,1] such "
    "that lambda P* T^-1 + (1-lambda) P* has non-negative entries",
    step=Reading("the largest admissible lambda, min(1, min over [P* T^-1]_ij < 0 of p*_ij/(p*_ij - [P* T^-1]_ij)), "
                 "is > 0", lambda p: _lambda_max(p), ">", lambda p: 0),
    cites=(Reading("every entry of P* > 0", lambda p: _min(v for row in p["P*"] for v in row), ">", lambda p: 0),))


def _lambda_max(p):
    A = kernels.matmul(_rows(p["P*"]), _inverse(p["T"]))
    star = p["P*"]
    M = len(A)
    return min([F(1)] + [star[i][j] / (star[i][j] - A[i][j]) for i in range(M) for j in range(M)
                         if A[i][j] < 0 and star[i][j] != A[i][j]])


MIXTURE_STOCHASTIC = Reason(
    "Sec. V, bounds, par. 3 (rows)", "has non-negative entries, and therefore, is a stochastic matrix, since all its "
    "rows sum to one",
    step=Reading("lambda P* T^-1 + (1-lambda) P* is stochastic (rows sum to one)",
                 lambda p: max(abs(s - 1) for s in _row_sums(_mixture(p))), "=", lambda p: 0),
    cites=(Reading("the rows of P* T^-1 sum to one",
                   lambda p: max(abs(s - 1) for s in _row_sums(kernels.matmul(_rows(p["P*"]), _inverse(p["T"])))),
                   "=", lambda p: 0),
           Reading("the rows of P* sum to one", lambda p: max(abs(s - 1) for s in _row_sums(p["P*"])), "=",
                   lambda p: 0)))


def _mixture(p):
    A = kernels.matmul(_rows(p["P*"]), _inverse(p["T"]))
    lam = p["lambda"]
    return [[lam * a + (1 - lam) * b for a, b in zip(r, s)] for r, s in zip(A, p["P*"])]


POST_PROCESSING = Reason(
    "Sec. V, bounds, par. 4-5", "Since P* T_2 is obtained from P* via post-processing, by virtue of T_2 being "
    "stochastic, it continues to satisfy the required differential privacy constraints",
    step=Reading("P* T_2 is (eps, delta)-DP",
                 lambda p: dp.smallest_delta(kernels.matmul(_rows(p["P*"]), _rows(p["T2"])), p["E"],
                                             dp.chain_pairs(len(p["T2"]))), "<=", lambda p: p["delta"]),
    cites=(Reading("P* is (eps, delta)-DP",
                   lambda p: dp.smallest_delta(_rows(p["P*"]), p["E"], dp.chain_pairs(len(p["T2"]))), "<=",
                   lambda p: p["delta"]),
           Reading("T_2 is stochastic", lambda p: _one_if(all(sum(r) == 1 and min(r) >= 0 for r in p["T2"])), "=",
                   lambda p: 1)))

THIRD_CONDITION = Reason(
    "Sec. V, conditions 1-3", "the third condition is equivalent to requiring that (I+X)T >= 0 entrywise, since its "
    "rows already sum to one",
    step=Reading("the rows of (I + X) T sum to one",
                 lambda p: max(abs(s - 1) for s in _row_sums(kernels.matmul(_plus_identity(p["X"]), _rows(p["T"])))),
                 "=", lambda p: 0),
    cites=(Reading("X 1 = 0 (condition 2)", lambda p: max(abs(s) for s in _row_sums(p["X"])), "=", lambda p: 0),
           Reading("T 1 = 1", lambda p: max(abs(s - 1) for s in _row_sums(p["T"])), "=", lambda p: 0)))


def _plus_identity(X):
    return [[(1 if i == j else 0) + v for j, v in enumerate(row)] for i, row in enumerate(X)]


# --------------------------------------------------------------------------- points, per reason (seeded, exact)

def _limit_bound(T):
    """s/(M^2 ||T^-1||_max), s the least column sum of T^-1: the half-width statement 3's proof needs."""
    inverse = _inverse(T)
    return _min(_col_sums(inverse)) / (len(T) ** 2 * max(abs(v) for row in inverse for v in row))


def _deviation(p):
    """max_ij |p*_ij - 1/M| of Thm. 1's P* (11) at (e^eps, delta)."""
    M = len(p["T"])
    return max(abs(v - F(1, M)) for row in counting_optimal_mechanism(M, p["E"], p["delta"]) for v in row)


LIMIT = Reason(
    "Proof of statement 3, par. 3", "From Theorem 1, we have p*_ij -> 1/M when eps, delta -> 0. Hence, there exist "
    "eps_0, delta_0 > 0 such that |p*_ij - 1/M| < s/(M^2 ||T^-1||_max) when eps <= eps_0 and delta <= delta_0",
    step=Reading("max_ij |p*_ij - 1/M| < s/(M^2 ||T^-1||_max) at (eps, delta)", _deviation, "<",
                 lambda p: _limit_bound(p["T"])),
    cites=(Reading("the limit's neighbourhood (counting.high-privacy-limit) for eta = half the bound: delta <= eta/2",
                   lambda p: p["delta"], "<=", lambda p: _limit_bound(p["T"]) / 4),
           Reading("... and M (1 - e^-eps) <= eta/4", lambda p: len(p["T"]) * (1 - 1 / p["E"]), "<=",
                   lambda p: _limit_bound(p["T"]) / 8)))
"""Statement 3's limit, at exact instances: Thm. 1's P* -> J/M is used through the explicit neighbourhood that
counting.high-privacy-limit proves (delta <= eta/2 and M (1 - e^-eps) <= eta/4 put every entry within eta of 1/M),
taken at eta = half the bound so that the paper's strict '<' is what must follow. A point: T (statement 3's channels:
invertible, stochastic, least column sum s of T^-1 > 0), e^eps and delta at the corners and the middle of the box
[1, E_0] x [0, delta_0] the neighbourhood gives, and outside it (e^eps in {3/2, 3}, delta in {1/10, 1/2}), where the
premise fails and the step does too at some point (the tests): the premise does the work."""

GRID_E = (F(1), F(3, 2), F(2), F(3))
DELTAS = (F(0), F(1, 10), F(1, 2))


@lru_cache(maxsize=None)
def _points(locus: str) -> tuple:
    rng = random.Random(f"{SEED}:{locus}")
    out = []
    if locus == FEASIBLE.locus:
        from workbench.mechanisms.named import alpha_by_sum
        out = [{"M": M, "E": E, "delta": d, "i": i, "c": c}
               for M in (2, 3, 5, 6) for E in GRID_E for d in DELTAS for i in range(M)
               for c in (alpha_by_sum(M, E), alpha_by_sum(M, E) * F(rng.randint(5, 15), 10))]
    elif locus == OUTPERFORM.locus:
        for E in GRID_E:
            a = counting_optimal_mechanism(5, E, F(0))[0][0]
            out += [{"a": a, "P'": Mat(_stochastic(rng, 5))} for _ in range(40)]
            # matrices whose diagonal clears a somewhere but not everywhere, and everywhere
            out += [{"a": a, "P'": Mat([[a + F(k, 100) if i == j else (1 - a - F(k, 100)) / 4 for j in range(5)]
                                         for i in range(5)])} for k in (-1, 1)]
            for _ in range(20):                           # diagonals around a: some entries above it, some not
                diag = [a + F(rng.randint(-2, 6), 100) for _ in range(5)]
                out.append({"a": a, "P'": Mat([[diag[i] if i == j else (1 - diag[i]) / 4 for j in range(5)]
                                               for i in range(5)])})
    elif locus == CONVEX.locus:
        for E in (F(2), F(3)):
            for d in (F(0), F(1, 10)):
                star = counting_optimal_mechanism(5, E, d)
                for _ in range(15):
                    out.append({"E": E, "delta": d, "P*": Mat(star), "P'": Mat(_stochastic(rng, 5, 1, 2)),
                                "lambda": F(rng.randint(0, 8), 8)})
    elif locus == ACTIVE.locus:
        for E in GRID_E:
            for d in DELTAS:
                for _ in range(10):
                    b = F(rng.randint(0, 10), 20)
                    a = E * b + d if rng.random() < 0.7 else E * b + d + F(1, 20)
                    out.append({"E": E, "delta": d, "a": a, "b": b, "a'": a + F(rng.randint(-2, 4), 40)})
    elif locus == PD.locus:
        out = [{"M": M, "E": E, "delta": d} for M in (2, 3, 4, 5, 6, 7) for E in GRID_E + (F(5, 4), F(5))
               for d in DELTAS + (F(1),)]
    elif locus in (DOMINANT.locus, GERSHGORIN.locus):
        for M in (2, 3, 4, 5):
            for _ in range(25):
                a = F(rng.randint(1, 9), 10)
                rest = [rng.randint(0, 3) for _ in range(M - 1)]
                rest = rest if sum(rest) else [1] + rest[1:]
                row_rest = [[F(v, sum(rest)) * (1 - a) for v in rng.sample(rest, len(rest))] for _ in range(M)]
                out.append({"P": Mat([r[:i] + [a] + r[i:] for i, r in enumerate(row_rest)])})
            out += [{"P": Mat(_stochastic(rng, M))} for _ in range(10)]
    elif locus in (ROWS_SUM.locus, NEGATIVE_COLUMN.locus, SHARED_ROW.locus, MIXING.locus, MIXTURE_STOCHASTIC.locus):
        for M in (2, 3, 4):
            for T in _invertible_stochastic(rng, M, 12) + _invertible_general(rng, M, 4):
                for E in (F(3, 2), F(3)):
                    for d in (F(0), F(1, 10), F(1)):
                        star = counting_optimal_mechanism(M, E, d)
                        point = {"M": M, "E": E, "delta": d, "T": T, "P*": Mat(star),
                                 "lambda": F(rng.randint(0, 4), 4)}
                        if locus == SHARED_ROW.locus:
                            m = (M - 1) // 2 if M % 2 else M // 2 - 1
                            other = _stochastic(rng, M)
                            other[m] = list(star[m])
                            for q in range(M):
                                out.append({**point, "P'": Mat(other), "m": m, "q": q})
                        else:
                            out.append(point)
        if locus == MIXTURE_STOCHASTIC.locus:
            out = [p for p in out if _lambda_max(p) >= p["lambda"]]
    elif locus in (CIRCULANT_INVERSE.locus, CIRCULANT_PRODUCT.locus, EVERY_ROW.locus):
        for M in (3, 4, 5):
            for _ in range(12):
                first = [rng.randint(0, 4) for _ in range(M)]
                first = first if sum(first) else [1] + first[1:]
                T = kernels.circulant([F(v, sum(first)) for v in first])
                if kernels.inverse(T) is not None:
                    for E in (F(3, 2), F(3)):
                        star = counting_optimal_mechanism(M, E, F(0))
                        out.append({"T": Mat(T), "P*": Mat(star),
                                    "A": Mat(kernels.matmul(star, kernels.inverse(T)))})
            for T in _invertible_stochastic(rng, M, 6):          # not circulant: the premise must fail there
                out.append({"T": T, "P*": Mat(counting_optimal_mechanism(M, F(2), F(0))), "A": T})
    elif locus == SINGULAR.locus:
        for M in (2, 3, 4):
            for _ in range(15):
                T = _stochastic(rng, M)
                if rng.random() < 0.6:
                    T[-1] = list(T[0])                      # a repeated row: singular
                out.append({"T": Mat(T), "P": Mat(_stochastic(rng, M))})
    elif locus == CONE.locus:
        grid = [F(k, 4) for k in range(5)]
        channels = [Mat([[1 - a, a], [b, 1 - b]]) for a in grid for b in grid if a + b != 1]
        for M in (3, 4):
            channels += _invertible_stochastic(rng, M, 12)
        for T in channels:
            M = len(T)
            solution = [sum(col) for col in zip(*_inverse(T))]          # (T^T)^-1 1: the column sums of T^-1
            out += [{"T": T, "lambda": Vec(lam)} for lam in (solution, [F(1)] * M, [F(1, M)] * M)]
    elif locus in (COROLLARY, MPSK.locus):
        grid = [F(k, 4) for k in range(5)]
        out = [{"T": Mat([[1 - a, a], [b, 1 - b]])} for a in grid for b in grid if a + b != 1]
        for M in (3, 4):
            out += [{"T": T} for T in _invertible_stochastic(rng, M, 15)]
            for _ in range(15):                                   # doubly stochastic: mixtures of permutations
                from itertools import permutations
                perms = list(permutations(range(M)))
                weights = [rng.randint(0, 3) for _ in perms]
                total = sum(weights) or 1
                T = [[sum(F(w, total) for w, s in zip(weights, perms) if s[i] == j) for j in range(M)]
                     for i in range(M)]
                if sum(weights) and kernels.inverse(T) is not None:
                    out.append({"T": Mat(T)})
    elif locus == POST_PROCESSING.locus:
        for M in (2, 3, 4):
            for E in GRID_E:
                for d in DELTAS:
                    star = counting_optimal_mechanism(M, E, d)
                    out += [{"E": E, "delta": d, "P*": Mat(star), "T2": Mat(_stochastic(rng, M))} for _ in range(4)]
                    out += [{"E": E, "delta": d, "P*": Mat(star), "T2": T} for T in _invertible_general(rng, M, 2)]
    elif locus == LIMIT.locus:
        for T in _points(CONE.locus)[::3]:                        # each channel once (three lambdas per channel)
            T = T["T"]
            if _min(_col_sums(_inverse(T))) <= 0:
                continue                                          # statement 3 assumes (T^-1)^T 1 > 0
            M, bound = len(T), _limit_bound(T)
            E0, d0 = 1 / (1 - bound / (8 * M)), bound / 4         # M (1 - 1/E0) = bound/8, delta_0 = bound/4
            for E in (F(1), (1 + E0) / 2, E0, F(3, 2), F(3)):
                out += [{"T": T, "E": E, "delta": d} for d in (F(0), d0 / 2, d0, F(1, 10), F(1, 2))]
    elif locus == THIRD_CONDITION.locus:
        for M in (2, 3, 4):
            for _ in range(20):
                X = [[F(rng.randint(-3, 3), 4) for _ in range(M)] for _ in range(M)]
                if rng.random() < 0.8:
                    for row in X:
                        row[-1] = -sum(row[:-1])
                out.append({"X": Mat(X), "T": Mat(_stochastic(rng, M))})
    else:
        raise KeyError(locus)
    return tuple(out)


def points(reason: Reason) -> list[dict]:
    """The exact points for `reason` (seeded), drawn from the standing hypotheses of its section."""
    return list(_points(reason.locus))


# The reasons each claim's reason route checks (the claim whose unit is nearby decides the step).
BY_CLAIM = {
    "counting.optimum": (FEASIBLE, OUTPERFORM, CONVEX),
    "counting.active-constraints": (ACTIVE,),
    "counting.pd": (PD,),
    "counting.full-rank": (DOMINANT, GERSHGORIN),
    "counting.channel-reduction": (ROWS_SUM,),
    "counting.channel-3": (CONE, LIMIT),
    "counting.channel-4": (NEGATIVE_COLUMN,),
    "counting.circulant-algebra": (CIRCULANT_INVERSE, CIRCULANT_PRODUCT, EVERY_ROW),
    "counting.channel-5": (SHARED_ROW,),
    "counting.channel-6": (SINGULAR,),
    "counting.channel-doubly-stochastic": (COROLLARY_PRINTED, MPSK),
    "counting.channel-bounds": (MIXING, MIXTURE_STOCHASTIC, POST_PROCESSING),
    "counting.perturbation-conditions": (THIRD_CONDITION,),
}
CORRECTED = {"counting.channel-doubly-stochastic": (COROLLARY_CORRECTED, MPSK)}
