"""LP families: named LPs rebuilt from parameters. The kernel rebuilds the same families with
its own code, so a certificate can only claim the LP its `family` and `params` define."""
from __future__ import annotations

from fractions import Fraction

from .model import LinearProgram


def adjacent_pairs(M: int):
    """Ordered pairs (a, b) of adjacent counts, |a - b| = 1, in the canonical order."""
    for i in range(1, M):
        yield i, i + 1
        yield i + 1, i


def counting_lp(M: int, E: Fraction, delta: Fraction, T=None) -> LinearProgram:
    """The counting-query LP (paper 001, (6)) with the subset constraints linearised.

    max t  s.t.  t <= (PT)_ii,  rows of P sum to 1,  P >= 0, and for adjacent (a, b):
    sum_j ((PT)_aj - E (PT)_bj)^+ <= delta, written as (PT)_aj - E (PT)_bj <= s_abj, s >= 0,
    sum_j s_abj <= delta. T is the fixed channel of Section V (identity when None).
    """
    T = T if T is not None else [[Fraction(i == j) for j in range(M)] for i in range(M)]
    lp = LinearProgram("max")
    lp.add_variable("t", "free")
    for i in range(1, M + 1):
        for j in range(1, M + 1):
            lp.add_variable(f"p_{i}_{j}")
    for a, b in adjacent_pairs(M):
        for j in range(1, M + 1):
            lp.add_variable(f"s_{a}_{b}_{j}")
    lp.objective = {"t": Fraction(1)}

    def pt(i, j, weight):
        """weight * (PT)_ij as {variable: coefficient}."""
        return {f"p_{i}_{k}": weight * T[k - 1][j - 1] for k in range(1, M + 1) if T[k - 1][j - 1]}
    for i in range(1, M + 1):
        lp.add_constraint(f"diag_{i}", {"t": 1, **pt(i, i, -1)}, "<=", 0)
    for i in range(1, M + 1):
        lp.add_constraint(f"row_{i}", {f"p_{i}_{j}": 1 for j in range(1, M + 1)}, "==", 1)
    for a, b in adjacent_pairs(M):
        for j in range(1, M + 1):
            lp.add_constraint(f"dp_{a}_{b}_{j}", {**pt(a, j, 1), **pt(b, j, -E), f"s_{a}_{b}_{j}": -1}, "<=", 0)
        lp.add_constraint(f"dpsum_{a}_{b}", {f"s_{a}_{b}_{j}": 1 for j in range(1, M + 1)}, "<=", delta)
    return lp


def channel_text(T) -> str:
    """The `T` parameter of a certificate: rows separated by ';', entries by ','."""
    return ";".join(",".join(f"{Fraction(v).numerator}/{Fraction(v).denominator}" for v in row) for row in T)


def counting_face_lp(M: int, E: Fraction, delta: Fraction, target: str, direction: str,
                     t_star: Fraction, T=None) -> LinearProgram:
    """Probe the optimal face: optimise one entry over {P feasible, min diagonal >= t*}."""
    lp = counting_lp(M, E, delta, T)
    lp.add_constraint("face", {"t": 1}, ">=", t_star)
    lp.sense = direction
    lp.objective = {target: Fraction(1)}
    return lp


def cone_membership_lp(T) -> LinearProgram:
    """Is 1 in cone+(rows of T)?  min sum_j (e+_j + e-_j)  s.t.  sum_i lambda_i T_ij + e+_j - e-_j = 1,
    lambda, e >= 0. The optimum is 0 iff 1 = sum_i lambda_i t_i with lambda >= 0; a positive optimum
    is certified by its dual (a Farkas certificate of non-membership)."""
    M = len(T)
    lp = LinearProgram("min")
    for i in range(1, M + 1):
        lp.add_variable(f"lambda_{i}")
    for j in range(1, M + 1):
        lp.add_variable(f"eplus_{j}")
        lp.add_variable(f"eminus_{j}")
    lp.objective = {f"e{sign}_{j}": Fraction(1) for j in range(1, M + 1) for sign in ("plus", "minus")}
    for j in range(1, M + 1):
        coefficients = {f"lambda_{i}": T[i - 1][j - 1] for i in range(1, M + 1)}
        coefficients.update({f"eplus_{j}": 1, f"eminus_{j}": -1})
        lp.add_constraint(f"column_{j}", coefficients, "==", 1)
    return lp


def pml_eta_lp(N: int, E: Fraction, c: Fraction, outputs: int = 2, event=(1,)) -> LinearProgram:
    """The largest TV distance K(A|x=1) - K(A|x=2) over kernels K in M(eps, c) (paper 002), with
    `outputs` output symbols and the output event A = `event`. (eps, c)-PML is linear by Lemma 4:
    K(y|x) <= E (c sum_w K(y|w) + (1 - Nc) K(y|z)) for all y, x, z. Inputs are exchangeable, so
    the pair (1, 2) is no loss; with two outputs and A = {1} the optimum is eta_TV(eps, c).
    """
    lp = LinearProgram("max")
    X, Y = range(1, N + 1), range(1, outputs + 1)
    for x in X:
        for y in Y:
            lp.add_variable(f"k_{x}_{y}")
    lp.objective = {f"k_{x}_{y}": Fraction(sign) for y in event for x, sign in ((1, 1), (2, -1))}
    for x in X:
        lp.add_constraint(f"row_{x}", {f"k_{x}_{y}": 1 for y in Y}, "==", 1)
    for y in Y:
        for x in X:
            for z in X:
                row = {f"k_{w}_{y}": -E * c for w in X}
                row[f"k_{x}_{y}"] += 1
                row[f"k_{z}_{y}"] -= E * (1 - N * c)
                lp.add_constraint(f"pml_{y}_{x}_{z}", {k: v for k, v in row.items() if v}, "<=", 0)
    return lp


def staircase_lp(k: int, E: Fraction, utilities: list) -> LinearProgram:
    """LP (11) of paper 004: max sum_j mu(S_j) theta_j s.t. S^(k) theta = 1, theta >= 0, over the 2^k
    patterns S_j in {1, E}^k (bit x of j set <=> entry x is E); utilities[j] = mu(S_j), rational."""
    lp = LinearProgram("max")
    for mask in range(2 ** k):
        lp.add_variable(f"theta_{mask}")
    lp.objective = {f"theta_{mask}": Fraction(u) for mask, u in enumerate(utilities) if u}
    for x in range(k):
        lp.add_constraint(f"row_{x + 1}", {f"theta_{mask}": (E if mask >> x & 1 else Fraction(1))
                                           for mask in range(2 ** k)}, "==", 1)
    return lp
