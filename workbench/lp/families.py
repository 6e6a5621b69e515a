"""LP families: named LPs rebuilt from parameters. The kernel rebuilds the same families with
its own code, so a certificate can only claim the LP its `family` and `params` define."""
from __future__ import annotations

import functools
from fractions import Fraction

from .model import Constraint, LinearProgram


def adjacent_pairs(M: int):
    """Ordered pairs (a, b) of adjacent counts, |a - b| = 1, in the canonical order."""
    for i in range(1, M):
        yield i, i + 1
        yield i + 1, i


def counting_lp(M: int, E: Fraction, delta: Fraction, T=None) -> LinearProgram:
    """The counting-query LP (paper 001, (6)) with the subset constraints linearised.

    max t  s.t.  t <= (PT)_ii,  rows of P sum to 1,  P >= 0, and for adjacent (a, b):
    sum_j ((PT)_aj - E (PT)_bj)^+ <= delta, written as (PT)_aj - E (PT)_bj <= s_abj, s >= 0,
    sum_j s_abj <= delta. T is the fixed channel of Section V (identity when None). A fresh copy each
    call (the face probes build the same LP 2 M^2 times and then change it).
    """
    channel = None if T is None else tuple(tuple(Fraction(v) for v in row) for row in T)
    return _counting_lp(M, Fraction(E), Fraction(delta), channel).copy()


@functools.lru_cache(maxsize=64)
def _counting_lp(M: int, E: Fraction, delta: Fraction, T) -> LinearProgram:
    T = T if T is not None else [[Fraction(i == j) for j in range(M)] for i in range(M)]
    one, minus_one = Fraction(1), Fraction(-1)
    pairs = list(adjacent_pairs(M))
    p = [None] + [[None] + [f"p_{i}_{j}" for j in range(1, M + 1)] for i in range(1, M + 1)]
    s = {pair: [None] + [f"s_{pair[0]}_{pair[1]}_{j}" for j in range(1, M + 1)] for pair in pairs}
    lp = LinearProgram("max")
    lp.variables = ([("t", "free")] + [(name, "nonneg") for row in p[1:] for name in row[1:]]
                    + [(name, "nonneg") for pair in pairs for name in s[pair][1:]])
    lp.objective = {"t": one}

    column = [[(k, T[k - 1][j - 1]) for k in range(1, M + 1) if T[k - 1][j - 1]] for j in range(1, M + 1)]
    # weight * T_kj for the three weights used, once per column (the rows below repeat them M times); the zero
    # products (E = 0) are dropped here, as a row drops a zero coefficient
    weighted = {name: [None] + [[(k, c) for k, t in column[j - 1] if (c := Fraction(w * t))] for j in range(1, M + 1)]
                for name, w in (("1", 1), ("-1", -1), ("-E", -E))}

    def pt(i, j, weight: str) -> dict:
        """weight * (PT)_ij as {variable: coefficient} (over the nonzero entries of T's column j)."""
        row = p[i]
        return {row[k]: v for k, v in weighted[weight][j]}

    rows = lp.constraints
    zero = Fraction(0)
    for i in range(1, M + 1):
        rows.append(Constraint(f"diag_{i}", {"t": one, **pt(i, i, "-1")}, "<=", zero))
    for i in range(1, M + 1):
        rows.append(Constraint(f"row_{i}", dict.fromkeys(p[i][1:], one), "==", one))
    for a, b in pairs:
        names = s[a, b]
        for j in range(1, M + 1):
            coefficients = {**pt(a, j, "1"), **pt(b, j, "-E"), names[j]: minus_one}
            rows.append(Constraint(f"dp_{a}_{b}_{j}", coefficients, "<=", zero))
        rows.append(Constraint(f"dpsum_{a}_{b}", dict.fromkeys(names[1:], one), "<=", delta))
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


def pml_gamma_lp(N: int, E: Fraction, c: Fraction) -> LinearProgram:
    """Gamma_max of paper 002 (Prop. 2) as an LP (Charnes-Cooper): the ratio (c sum k + (1-Nc) k_1) /
    (c sum k + (1-Nc) k_2) over columns k of kernels in M(eps, c). Binary kernels suffice: the (eps, c)-PML
    columns form a convex cone, so the rest of any kernel merges into one column 1 - k. u = t k, and the
    denominator is normalised to 1."""
    lp = LinearProgram("max")
    X = range(1, N + 1)
    for x in X:
        lp.add_variable(f"u_{x}")
    lp.add_variable("t")
    lp.objective = {f"u_{x}": c + (1 - N * c) * (x == 1) for x in X}
    lp.add_constraint("normalise", {f"u_{x}": c + (1 - N * c) * (x == 2) for x in X}, "==", 1)
    for x in X:
        lp.add_constraint(f"column_{x}", {f"u_{x}": 1, "t": -1}, "<=", 0)
        for z in X:
            for name, sign in (("in", 1), ("out", -1)):     # the column u and its complement t - u
                row = {f"u_{w}": -sign * E * c for w in X}
                row[f"u_{x}"] += sign
                row[f"u_{z}"] -= sign * E * (1 - N * c)
                row["t"] = 0 if sign == 1 else 1 - E * c * N - E * (1 - N * c)
                lp.add_constraint(f"{name}_{x}_{z}", row, "<=", 0)
    return lp


def pram_polytope_lp(S: int, E: Fraction, direction: str, objective) -> LinearProgram:
    """Optimise sum_k objective[k] q_k over T_alpha = {q : M(q) is alpha-DP} (paper 003), E = e^alpha:
    q_k <= 1 and, for each ordered pair (k, l), the likelihood ratios of M(q) bounded by E, cleared of
    their positive denominators (see mechanisms.pram.dp_polytope)."""
    from ..mechanisms.pram import dp_polytope
    lp = LinearProgram(direction)
    for k in range(1, S + 1):
        lp.add_variable(f"q_{k}")
    lp.objective = {f"q_{k + 1}": Fraction(v) for k, v in enumerate(objective) if v}
    rows = iter(dp_polytope(S, E))
    for k in range(1, S + 1):
        names = [f"upper_{k}", None] + [f"ratio{n}_{k}_{l}" for l in range(1, S + 1) if l != k
                                         for n in ((1, 2, 3) if S >= 3 else (1, 2))]
        for name in names:
            a, b = next(rows)
            if name:                    # None: q_k >= 0, which is the variable's domain
                lp.add_constraint(name, {f"q_{j + 1}": v for j, v in enumerate(a)}, "<=", b)
    return lp


def ldp_tv_lp(E: Fraction, a: int, P0, P1) -> LinearProgram:
    """TV(P0 Q, P1 Q) over every eps-LDP mechanism Q with |Y| = |X| = k (paper 004), for the output event
    A = {1..a}: linear, as TV = max_A (P0 Q)(A) - (P1 Q)(A) and outputs are exchangeable."""
    k = len(P0)
    lp = LinearProgram("max")
    for x in range(1, k + 1):
        for y in range(1, k + 1):
            lp.add_variable(f"q_{x}_{y}")
    lp.objective = {f"q_{x}_{y}": P0[x - 1] - P1[x - 1] for x in range(1, k + 1) for y in range(1, a + 1)
                    if P0[x - 1] != P1[x - 1]}
    for x in range(1, k + 1):
        lp.add_constraint(f"row_{x}", {f"q_{x}_{y}": 1 for y in range(1, k + 1)}, "==", 1)
    for y in range(1, k + 1):
        for u in range(1, k + 1):
            for w in range(1, k + 1):
                if u != w:
                    lp.add_constraint(f"ldp_{y}_{u}_{w}", {f"q_{u}_{y}": 1, f"q_{w}_{y}": -E}, "<=", 0)
    return lp


def pml_gain_lp(K, P, y: int) -> LinearProgram:
    """(9) of paper 002 for outcome y (1-based) and one guess: max E[g(X) | Y = y] over gains g >= 0 with
    E[g(X)] <= 1 (every guess w gives the same LP)."""
    lp = LinearProgram("max")
    m = sum(Fraction(P[x]) * K[x][y - 1] for x in range(len(K)))
    for x in range(len(K)):
        lp.add_variable(f"g_{x + 1}")
    lp.objective = {f"g_{x + 1}": P[x] * K[x][y - 1] / m for x in range(len(K)) if P[x] * K[x][y - 1]}
    lp.add_constraint("blind", {f"g_{x + 1}": P[x] for x in range(len(K))}, "<=", 1)
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


def mechanism_lp(n: int, m: int, E: Fraction, privacy: str, objective: str, U=None, adjacency=None,
                 delta: Fraction | None = None, c: Fraction | None = None) -> LinearProgram:
    """The generic mechanism LP (docs/kernel-families.md): the best row-stochastic n x m mechanism q.

    privacy: "ldp" (q_ay <= E q_by for every output y and inputs a != b), "dp" over the ordered pairs
    `adjacency` with `delta` (paper 001's reformulation: sum_y (q_ay - E q_by)^+ <= delta written as
    q_ay - E q_by <= s_aby, s >= 0, sum_y s_aby <= delta), or "pml" with `c` (paper 002, Lemma 4:
    q_xy <= E (c sum_w q_wy + (1 - nc) q_zy)). objective: "min-diagonal" (max t, t <= q_xx) or "linear"
    (max sum_xy U_xy q_xy; a prior pi is folded in as U_xy = pi_x u(x, y)).
    """
    assert privacy in ("ldp", "dp", "pml") and objective in ("min-diagonal", "linear")
    E, X, Y = Fraction(E), range(1, n + 1), range(1, m + 1)
    pairs = [tuple(p) for p in adjacency] if privacy == "dp" else []
    lp = LinearProgram("max")
    if objective == "min-diagonal":
        lp.add_variable("t", "free")
        lp.objective = {"t": Fraction(1)}
    else:
        lp.objective = {f"q_{x}_{y}": Fraction(U[x - 1][y - 1]) for x in X for y in Y if U[x - 1][y - 1]}
    for x in X:
        for y in Y:
            lp.add_variable(f"q_{x}_{y}")
    for a, b in pairs:
        for y in Y:
            lp.add_variable(f"s_{a}_{b}_{y}")
    if objective == "min-diagonal":
        for x in X:
            lp.add_constraint(f"diag_{x}", {"t": 1, f"q_{x}_{x}": -1}, "<=", 0)
    for x in X:
        lp.add_constraint(f"row_{x}", {f"q_{x}_{y}": 1 for y in Y}, "==", 1)
    if privacy == "ldp":
        for y in Y:
            for a in X:
                for b in X:
                    if a != b:
                        lp.add_constraint(f"ldp_{y}_{a}_{b}", {f"q_{a}_{y}": 1, f"q_{b}_{y}": -E}, "<=", 0)
    for a, b in pairs:
        for y in Y:
            lp.add_constraint(f"dp_{a}_{b}_{y}", {f"q_{a}_{y}": 1, f"q_{b}_{y}": -E, f"s_{a}_{b}_{y}": -1}, "<=", 0)
        lp.add_constraint(f"dpsum_{a}_{b}", {f"s_{a}_{b}_{y}": 1 for y in Y}, "<=", delta)
    if privacy == "pml":
        c = Fraction(c)
        for y in Y:
            for x in X:
                for z in X:
                    row = {f"q_{w}_{y}": -E * c for w in X}
                    row[f"q_{x}_{y}"] += 1
                    row[f"q_{z}_{y}"] -= E * (1 - n * c)
                    lp.add_constraint(f"pml_{y}_{x}_{z}", row, "<=", 0)
    return lp


BUILDERS = {   # family name -> builder taking the certificate's params (see workbench/kernel/families.py)
    "counting": lambda M, E, delta, T=None: counting_lp(M, E, delta, T),
    "counting-face": lambda M, E, delta, target, direction, t_star, T=None:
        counting_face_lp(M, E, delta, target, direction, t_star, T),
    "pml-eta": lambda N, E, c, L, A: pml_eta_lp(N, E, c, L, A),
    "pml-gamma": pml_gamma_lp,
    "pram-polytope": pram_polytope_lp,
    "staircase": lambda k, E, U: staircase_lp(k, E, U),
    "ldp-tv": ldp_tv_lp,
    "cone-membership": lambda T: cone_membership_lp(T),
    "pml-gain": pml_gain_lp,
    "mechanism": mechanism_lp,
}
