"""PML (002): the numbered displays (20)-(45) of Sections III and IV that assert something, read exactly as printed
(workbench.literal). Definitions ((33), (35), (36), (38), (40), (41), (43)) need no reading; (23) is a cited theorem
(OutsideText in coverage.py) and (46) an order statement (n = Omega(...), nothing to evaluate at a point).

Points come from the paper's own hypotheses, exactly: N = 2..5, c in (0, 1/N] rational, E = e^eps rational >= 1, and
kernels K whose membership K in M(eps, c) is tested exactly (workbench.mechanisms.pml.satisfies_pml, the exact level of
(73)); each kernel is read at its own exact level (the boundary of M(eps, c), where the bounds are tightest) and at a
larger E. Random kernels are seeded (SEED) and built from rationals with small denominators, mixed towards the uniform
row to reach levels below saturation; the extremal kernels the paper names (Thm. 2's witness, Remark 2's and Example
1's constructions, the optimal binary kernels, the identity) are read too. Logarithms of rationals are exact sums of
logs (workbench.literal.Logs), passed to the route as their enclosures where those already decide (`pair`); square
roots, powers and exponentials are rigorous enclosures (workbench.rigorous).

What is read where a printed display is ambiguous (each Reading's text says it too):
  (20), (24): the left side eta_TV(eps, c) is a supremum over M(eps, c); it is read at its members, eta_TV(K) for each
    drawn K in M(eps, c) (by (19), the form Lemma 2 gives; also at c = 1/N, which Thm. 1 allows and where Q_X(c) is one
    prior): a K above the right side refutes the display.
  (21): sup over M(eps, c) of eta_f for f = (t - 1)^2 (chi^2: convex, twice differentiable, exact), read as the largest
    chi^2 ratio over the drawn members of M(eps, c) (Thm. 2's witness among them when it passes the exact test) at
    the two-point priors 1/3, 2/3 and 2/3, 1/3 on each kernel's farthest rows: a lower bound on the supremum, and <= 1.
  (26): printed with one parenthesis unclosed, "e^eps(c(N-S)+(1-Nc)(1-K(0|x))"; read closing it at the end.
  (30)-(31): m, M, p as printed for every q in {1, ..., N - 1} the remark allows; (31) says p is in [0, 1]^N.
  (34): eta_TV(eps, c) = Xi(eps, c) (Thm. 1 with its attainment, pml.eta-bound) and Gamma_max, Gamma_min of (35)-(36)
    by their exact values (pml.gamma: Gamma_max = min{(1-Nc)E + 1, ((1-Nc)E + c)/(1-(N-1)c)}, Gamma_min = 1/Gamma_max,
    E <= 1/c), f = (t - 1)^2, delta = TV(P_X||Q_X).
  (37), (39): delta = TV(P_X||Q_X) (the smallest delta the corollaries allow).
  (42), (44), (45): N = 4, P_theta as printed, delta = theta1 - theta0 in (0, 1/4) with P_theta in Q_X(c)
    (delta <= 1/4 - c, so a violation refutes every reading); (44)'s left side is the divergence of the n-fold
    products computed on the product space; (45)'s R* is read with the 0-1 loss of deciding theta0 or theta1
    (l(theta0, theta1) = 1): the minimax error min over randomised tests of max(alpha, beta), exactly.
"""
from __future__ import annotations

import random
from fractions import Fraction as F
from functools import lru_cache
from itertools import product
from math import lcm, prod

from workbench import rigorous
from workbench.literal import Display, Logs, Reading, register
from workbench.literal import Mat as Rows    # a kernel as a point value, printed [[1/2, 1/2], ...]
from workbench.mechanisms.pml import eta_tv, eta_tv_witness, pml_level, push, satisfies_pml, total_variation

from .claims import optimal_binary_kernel

SEED = 2002
NS = (2, 3, 4, 5)


class Law(tuple):
    """A distribution as a point value, printed as [1/8, 3/8, ...]."""
    def __new__(cls, values):
        return super().__new__(cls, tuple(F(v) for v in values))

    def __repr__(self):
        return "[" + ", ".join(str(v) for v in self) + "]"

    __str__ = __repr__


# --------------------------------------------------------------------------- the paper's quantities, as printed
def xi1(E, c, N):
    """(E - 1)/(E(1 - Nc) + 1), the bound of (24) (and of (29), whose denominator is printed 1 + E(1 - Nc))."""
    return (E - 1) / (E * (1 - N * c) + 1)


def xi(E, c, N):
    """Xi(eps, c) = min{(E - 1)/(E(1 - Nc) + 1), 1} (Sec. IV, before Cor. 1; the right side of (20))."""
    return min(xi1(E, c, N), F(1))


def gamma_max(E, c, N):
    """Gamma_max(eps, c) of (35), exactly (pml.gamma, certified LP and proof):
    min{(1-Nc)E + 1, ((1-Nc)E + c)/(1-(N-1)c)}."""
    return min((1 - N * c) * E + 1, ((1 - N * c) * E + c) / (1 - (N - 1) * c))


def chi2(P, Q):
    """sum (p - q)^2/q over the outcomes where q > 0 (p = 0 there too in every use here)."""
    return sum((p - q) ** 2 / q for p, q in zip(P, Q) if q)


def kl(P, Q) -> Logs:
    """D(P||Q) = sum p log(p/q), an exact sum of logs (0 log 0 = 0): the coefficients of equal ratios p/q added up
    first, then one Logs."""
    terms: dict = {}
    for p, q in zip(P, Q):
        if p:
            ratio = p / q
            terms[ratio] = terms.get(ratio, 0) + p
    return Logs(0, terms)


def pair(left, right) -> tuple:
    """The two sides of a reading, each an exact rational or a sum of logs, as literal values: rationals as they are;
    sums of logs as their rigorous enclosures when those are apart (which decides the relation), and exactly (Logs,
    whose equality is decided exactly) when they overlap, as where a bound is attained. (Deciding Logs exactly raises
    the bases to the common denominator of the coefficients, astronomically large for divergences of laws with large
    denominators: it is kept for the sides that may be equal.)"""
    left, right = Logs.of(left), Logs.of(right)
    if not left.terms and not right.terms:
        return left.constant, right.constant
    low, high = left.enclosure(), right.enclosure()
    return (low, high) if low.hi < high.lo or high.hi < low.lo else (left, right)


def both_sides(sides):
    """`sides(p, *args)`, a pure function of a point giving a reading's (left, right) at the working precision, made
    once for the two: Reading.at asks for the left side and then the right one at the same point and precision, so
    the pair made for the left is handed to the right (once; the point held beside it, so that its id is not reused)
    instead of being made again."""
    held: dict = {}

    def once(p, *args):
        key = (id(p), args, rigorous.precision())
        if key in held:
            return held.pop(key)[1]
        value = sides(p, *args)
        held.clear()
        held[key] = (p, value)
        return value
    once.__doc__ = sides.__doc__
    return once


def hellinger2(P, Q):
    """H^2(P||Q) = sum (sqrt p - sqrt q)^2 (Sec. II-A: f(t) = (1 - sqrt t)^2), a rigorous enclosure."""
    total = rigorous.enclose(0)
    for p, q in zip(P, Q):
        d = rigorous.sqrt(p) - rigorous.sqrt(q)
        total = total + d * d
    return total


def product_law(P, n: int) -> list:
    """P^{(x) n}: the law of n independent draws, on the product space (made once per (P, n))."""
    return list(_product_law(tuple(P), n))


@lru_cache(maxsize=None)
def _product_law(P: tuple, n: int) -> tuple:
    """product_law on integers: with P = numerators / D, each product of n entries is prod(numerators) / D^n, one
    Fraction (one gcd) per outcome."""
    denominator = lcm(*(p.denominator for p in P))
    numerators = [p.numerator * (denominator // p.denominator) for p in P]
    scale = denominator ** n
    return tuple(F(prod(values), scale) for values in product(numerators, repeat=n))


def minimax_error(P0, P1) -> F:
    """min over randomised tests phi of max(P0(decide theta1), P1(decide theta0)), exactly: the Neyman-Pearson tests
    (outcomes by decreasing P1/P0, the last one randomised) trace the lower boundary of the (alpha, beta) region, a
    decreasing line from (0, 1) to (1, 0); its point with alpha = beta is the minimax one."""
    order = sorted(range(len(P0)), key=lambda y: (-(P1[y] / P0[y]) if P0[y] else -F(10) ** 9 - P1[y]))
    alpha, beta = F(0), F(1)
    for y in order:
        if alpha >= beta:
            return alpha
        a, b = alpha + P0[y], beta - P1[y]
        if a >= b:                                  # alpha = beta on this segment: randomise on y
            t = (beta - alpha) / (P0[y] + P1[y])
            return alpha + t * P0[y]
        alpha, beta = a, b
    return alpha                                    # not reached: at the end alpha = 1 >= beta = 0


def lemma4_column(p, E, c, N):
    """e^{C([p, 1 - p], Q_X(c))} by (73): max over the two columns of max_x / (c sum_x + (1 - Nc) min_x)."""
    best = F(0)
    for column in (list(p), [1 - v for v in p]):
        best = max(best, max(column) / (c * sum(column) + (1 - N * c) * min(column)))
    return best


def theta_laws(d):
    """Example 3's P_theta0 = [1/4 - d, 1/4 + d, 1/4, 1/4] and P_theta1 = [1/4 + d, 1/4 - d, 1/4, 1/4]."""
    q = F(1, 4)
    return [q - d, q + d, q, q], [q + d, q - d, q, q]


# --------------------------------------------------------------------------- points (seeded, exact)
def cs(N: int) -> tuple:
    """The c of the points: 1/N (Thm. 1 allows it), 1/(2N), 2/(5N)."""
    return (F(1, N), F(1, 2 * N), F(2, 5 * N))


def random_rows(rng: random.Random, N: int, L: int, denominator: int = 6) -> list:
    """N rows of L rational entries k/denominator (zeros allowed), each summing to 1."""
    rows = []
    for _ in range(N):
        cuts = sorted(rng.randint(0, denominator) for _ in range(L - 1))
        parts = [b - a for a, b in zip([0] + cuts, cuts + [denominator])]
        rows.append([F(k, denominator) for k in parts])
    return rows


def mixed(K, t):
    """(1 - t) U + t K, U the uniform row: levels fall towards 1 as t falls."""
    L = len(K[0])
    return [[(1 - t) * F(1, L) + t * v for v in row] for row in K]


@lru_cache(maxsize=None)
def members(N: int, c: F, L: int, count: int = 6) -> tuple:
    """Seeded random kernels N x L, each with its exact (eps, c)-PML level E (so K in M(eps, c) for every e^eps >= E,
    on the boundary at E): raw draws (zeros allowed) and draws mixed towards the uniform row."""
    rng = random.Random(f"{SEED}-{N}-{c}-{L}")
    out = []
    for k in range(count):
        raw = random_rows(rng, N, L)
        for t in (F(1), F(1, 2), F(1, 5)) if k % 2 == 0 else (F(1), F(1, 3)):
            K = Rows(mixed(raw, t))
            level = pml_level([list(r) for r in K], c).E
            if level is not None:
                out.append((K, level))
    return tuple(out)


def member_points(Ls=(2, 3), below=None) -> list[dict]:
    """{N, c, E, K}: every drawn kernel at its own level and at a larger E (`below`: only E < 2/(Nc), Thm. 3's
    range), and the optimal binary kernels (optimal_binary_kernel, pml.achievability's correction) at E in
    {11/10, 3/2, midway to 2/(Nc), 2/(Nc) - 1/100}, kept only when the exact test puts them in M(eps, c)."""
    points = []
    for N in NS:
        for c in cs(N):
            top = 2 / (N * c)
            for L in Ls:
                for K, level in members(N, c, L):
                    for E in (level, (level + top) / 2 if level < top else level + 1):
                        if below is None or E < top:
                            points.append({"N": N, "c": c, "E": E, "K": K})
            for E in (F(11, 10), F(3, 2), (1 + top) / 2, top - F(1, 100)):
                if 1 <= E < top:
                    K = Rows(optimal_binary_kernel(N, E, c))
                    points.append({"N": N, "c": c, "E": E, "K": K})
            if below is None:
                points.append({"N": N, "c": c, "E": top, "K": Rows(witness(N))})
    return [p for p in points if satisfies_pml([list(r) for r in p["K"]], p["E"], p["c"])]


def witness(N: int) -> list:
    """Thm. 2's K = [p, 1 - p], p = [1/2, ..., 1/2, 1, 0] as printed (N - 2 halves)."""
    return [[v, 1 - v] for v in [F(1, 2)] * (N - 2) + [F(1), F(0)]]


def saturated_points() -> list[dict]:
    """(21)-(22): N = 2..5, c in cs(N), E = e^eps >= 2/(Nc): 2/(Nc), 2/(Nc) + 1/2, 4/(Nc)."""
    return [{"N": N, "c": c, "E": E} for N in NS for c in cs(N)
            for E in (2 / (N * c), 2 / (N * c) + F(1, 2), 4 / (N * c))]


@lru_cache(maxsize=None)
def saturated_members(N: int, c: F, E: F) -> tuple:
    """The members of M(eps, c) the supremum of (21) is read at: Thm. 2's witness when the exact test admits it,
    and the drawn kernels (two and three outputs) whose level is at most E."""
    kernels = [Rows(witness(N))] + [K for L in (2, 3) for K, level in members(N, c, L) if level <= E]
    return tuple(K for K in kernels if satisfies_pml([list(r) for r in K], E, c))


def chi2_ratio_far(K) -> F:
    """chi^2(KP||KQ)/chi^2(P||Q) at P = 1/3, 2/3 and Q = 2/3, 1/3 on K's two farthest rows (a lower bound on
    eta_chi2)."""
    _, (a, b) = eta_tv_witness([list(r) for r in K])
    N = len(K)
    P = [F(1, 3) if x == a else F(2, 3) if x == b else F(0) for x in range(N)]
    Q = [F(2, 3) if x == a else F(1, 3) if x == b else F(0) for x in range(N)]
    return chi2(push(K, P), push(K, Q)) / chi2(P, Q)


def pair_points() -> list[dict]:
    """(25)-(27): binary kernels of member_points below saturation, with every ordered pair (x, x') (1-based)."""
    return [{**p, "x": x, "x'": x2} for p in member_points(Ls=(2,), below=True)
            for x in range(1, p["N"] + 1) for x2 in range(1, p["N"] + 1)]


def remark2_points() -> list[dict]:
    """(30)-(31): N = 2..5, c in cs(N), E in {1, 11/10, 3/2, midway to 2/(Nc), 2/(Nc) - 1/100} below 2/(Nc), and
    every q in {1, ..., N - 1} (Remark 2: 'Let q in {1, ..., N - 1}')."""
    points = []
    for N in NS:
        for c in cs(N):
            top = 2 / (N * c)
            for E in sorted({F(1), F(11, 10), F(3, 2), (1 + top) / 2, top - F(1, 100)}):
                if 1 <= E < top:
                    points += [{"N": N, "c": c, "E": E, "q": q} for q in range(1, N)]
    return points


def example1_points() -> list[dict]:
    """(32): N = 2, c in (0, 1/2], 1 <= E < 2/(Nc) = 1/c (Thm. 3's range, which Example 1 specialises)."""
    points = []
    for c in (F(1, 2), F(1, 3), F(2, 7), F(1, 4), F(1, 5), F(1, 8), F(1, 10), F(1, 50)):
        for E in sorted({F(1), F(11, 10), F(3, 2), (1 + 1 / c) / 2, 1 / c - F(1, 100), 1 / c - F(1, 1000)}):
            if 1 <= E < 1 / c:
                points.append({"c": c, "E": E})
    return points


def priors(rng: random.Random, N: int, c: F, count: int) -> list:
    """Priors in Q_X(c): the extreme ones c + (1 - Nc) e_x and seeded c + (1 - Nc) V, V rational."""
    out = [[c + (1 - N * c) * (x == k) for x in range(N)] for k in range(N)]
    for _ in range(count):
        out.append([c + (1 - N * c) * v for v in random_rows(rng, 1, N, 8)[0]])
    return out


def divergence_points() -> list[dict]:
    """(34), (37), (39): {N, c, E, K, P, Q}: drawn members at their own level (and at E = 1/c, the largest level a
    kernel can have), pairs P != Q of priors in Q_X(c), c < 1/N (Q_X(1/N) is one prior: no pair to read)."""
    points = []
    for N in NS:
        for c in cs(N)[1:]:
            rng = random.Random(f"{SEED}-priors-{N}-{c}")
            laws = priors(rng, N, c, 3)
            pairs = [(P, Q) for P in laws for Q in laws if P != Q]
            for L in (2, 3):
                for i, (K, level) in enumerate(members(N, c, L)):
                    if level == 1:
                        continue                    # Gamma_max = 1: (34)'s bracket is 0/0 (and KP = KQ)
                    for E in (level, 1 / c):
                        P, Q = pairs[(3 * i + (E == level)) % len(pairs)]
                        points.append({"N": N, "c": c, "E": E, "K": K, "P": Law(P), "Q": Law(Q)})
    return points


def example3_points(ns=(None,), drawn: int = 3) -> list[dict]:
    """(42), (44), (45): N = 4, c in {1/5, 1/6, 1/8, 1/12, 1/16}, delta in {1/4 - c, (1/4 - c)/2, (1/4 - c)/4}, K the
    identity, the identity mixed towards uniform, and `drawn` seeded draws (2 and 4 outputs, each raw and mixed), each
    at its own level; with `ns`, every n in it."""
    points = []
    for c in (F(1, 5), F(1, 6), F(1, 8), F(1, 12), F(1, 16)):
        identity = [[F(int(i == j)) for j in range(4)] for i in range(4)]
        kernels = [Rows(identity), Rows(mixed(identity, F(3, 4))), Rows(mixed(identity, F(1, 2)))]
        kernels += [K for L in (2, 4) for K, _ in members(4, c, L, drawn)]
        for K in kernels:
            E = pml_level([list(r) for r in K], c).E
            for d in (F(1, 4) - c, (F(1, 4) - c) / 2, (F(1, 4) - c) / 4):
                for n in ns:
                    points.append({"c": c, "E": E, "K": K, "delta": d, **({"n": n} if n else {})})
    return points


# --------------------------------------------------------------------------- the readings
def _K(p):
    return [list(r) for r in p["K"]]


def _eta_left(p):
    return eta_tv(_K(p))


READ_20 = Reading("eta_TV(eps, c) <= min{(e^eps - 1)/(e^eps(1 - Nc) + 1), 1}, the supremum read at K in M(eps, c): "
                  "eta_TV(K) <= min{...}", _eta_left, "<=", lambda p: xi(p["E"], p["c"], p["N"]))
READ_24 = Reading("eta_TV(eps, c) <= (e^eps - 1)/(e^eps(1 - Nc) + 1) for eps < log(2/(Nc)), the supremum read at K "
                  "in M(eps, c): eta_TV(K) <= ...", _eta_left, "<=", lambda p: xi1(p["E"], p["c"], p["N"]))


def _S(p):
    return sum(row[0] for row in p["K"])


def _k0(p, which):
    return p["K"][p[which] - 1][0]


READ_25 = Reading("K(0|x) <= e^eps(cS + (1 - Nc)K(0|x')), S = sum_x K(0|x)", lambda p: _k0(p, "x"), "<=",
                  lambda p: p["E"] * (p["c"] * _S(p) + (1 - p["N"] * p["c"]) * _k0(p, "x'")))
READ_26 = Reading("1 - K(0|x') <= e^eps(c(N - S) + (1 - Nc)(1 - K(0|x))) (the unclosed parenthesis closed at the end)",
                  lambda p: 1 - _k0(p, "x'"), "<=",
                  lambda p: p["E"] * (p["c"] * (p["N"] - _S(p)) + (1 - p["N"] * p["c"]) * (1 - _k0(p, "x"))))
READ_27 = Reading("(K(0|x) - K(0|x'))(1 + e^eps(1 - Nc)) <= e^eps - 1",
                  lambda p: (_k0(p, "x") - _k0(p, "x'")) * (1 + p["E"] * (1 - p["N"] * p["c"])), "<=",
                  lambda p: p["E"] - 1)
READ_28 = Reading("eta_TV(K) = max_{x != x'} max_{y in {0,1}} |K(y|x) - K(y|x')| (binary outputs)", _eta_left, "=",
                  lambda p: max(abs(a[y] - b[y]) for i, a in enumerate(p["K"]) for j, b in enumerate(p["K"]) if i != j
                                for y in (0, 1)))
READ_29 = Reading("eta_TV(K) <= (e^eps - 1)/(1 + e^eps(1 - Nc)) (binary K in M(eps, c), eps < log(2/(Nc)))", _eta_left,
                  "<=", lambda p: (p["E"] - 1) / (1 + p["E"] * (1 - p["N"] * p["c"])))

READ_21 = Reading("sup_{K in M(eps, c)} eta_f(K) = 1 for eps >= log(2/(Nc)), f = (t - 1)^2, the supremum read at the "
                  "drawn members (Thm. 2's witness among them) and two-point priors on their farthest rows",
                  lambda p: max(chi2_ratio_far(K) for K in saturated_members(p["N"], p["c"], p["E"])), "=",
                  lambda p: 1)


def _shared_support(K):
    rows = [list(r) for r in K]
    return min(sum(1 for y in range(len(rows[0])) if a[y] and b[y])
               for i, a in enumerate(rows) for j, b in enumerate(rows) if i != j)


READ_22 = Reading("exists x, x': supp(K_{Y|X=x}) cap supp(K_{Y|X=x'}) = empty, at Thm. 2's K, "
                  "p = [1/2, ..., 1/2, 1, 0]: "
                  "min over x != x' of |supp cap supp| = 0 (x = x' shares its whole support, so adds nothing)",
                  lambda p: _shared_support(witness(p["N"])), "=", lambda p: 0)


def remark2_column(p):
    """(30)-(31) as printed: m = (1 - e^eps c q)/(1 + e^eps(1 - Nc)), M = e^eps(1 - cq)/(1 + e^eps(1 - Nc)),
    p = [M (q times), m (N - q times)]."""
    N, c, E, q = p["N"], p["c"], p["E"], p["q"]
    scale = 1 + E * (1 - N * c)
    m, M = (1 - E * c * q) / scale, E * (1 - c * q) / scale
    return [M] * q + [m] * (N - q)


def _eta_of_column(column):
    """(8) at [p, 1 - p]: max over x, x' of (|p_x - p_x'| + |(1 - p_x) - (1 - p_x')|)/2 (any real column)."""
    return max((abs(a - b) + abs((1 - a) - (1 - b))) / 2 for a in column for b in column)


READ_30_ETA = Reading("K* = [p, 1 - p] from m, M attains Thm. 3's bound: eta_TV(K*) = (e^eps - 1)/(e^eps(1 - Nc) "
                      "+ 1)", lambda p: _eta_of_column(remark2_column(p)), "=", lambda p: xi1(p["E"], p["c"], p["N"]))
READ_30_PML = Reading("K* = [p, 1 - p] from m, M satisfies (eps, c)-PML: e^{C(K*, Q_X(c))} by (73) <= e^eps",
                      lambda p: lemma4_column(remark2_column(p), p["E"], p["c"], p["N"]), "<=", lambda p: p["E"])
READ_31 = Reading("p = [M (q times), m (N - q times)] is in [0, 1]^N (the first column of a mechanism "
                  "K* = [p, 1 - p]): min_x min(p_x, 1 - p_x) >= 0",
                  lambda p: min(min(v, 1 - v) for v in remark2_column(p)),
                  ">=", lambda p: 0)


def example1_kernel(p):
    """(32) as printed: 1/(e^eps(1 - 2c) + 1) [[e^eps(1 - c), 1 - e^eps c], [1 - e^eps c, e^eps(1 - c)]]."""
    E, c = p["E"], p["c"]
    s = 1 / (E * (1 - 2 * c) + 1)
    return [[s * E * (1 - c), s * (1 - E * c)], [s * (1 - E * c), s * E * (1 - c)]]


READ_32_PML = Reading("(32)'s K is in M(eps, c): its exact (eps, c)-PML level e^{C(K, Q_X(c))} <= e^eps",
                      lambda p: pml_level(example1_kernel(p), p["c"]).E, "<=", lambda p: p["E"])
READ_32_ETA = Reading("(32)'s K is optimal: eta_TV(K) = eta_TV(eps, c) = Xi(eps, c) (N = 2)",
                      lambda p: eta_tv(example1_kernel(p)), "=", lambda p: xi(p["E"], p["c"], 2))


def _pushed(p):
    K = _K(p)
    used = [y for y in range(len(K[0])) if any(row[y] for row in K)]
    KP, KQ = push(K, list(p["P"])), push(K, list(p["Q"]))
    return [KP[y] for y in used], [KQ[y] for y in used]


def _binette_right(p, f):
    N, c, E = p["N"], p["c"], p["E"]
    high = gamma_max(E, c, N)
    low = 1 / high
    return xi(E, c, N) * (f(low) / (1 - low) + f(high) / (high - 1)) * total_variation(p["P"], p["Q"])


READ_34 = Reading("D_f(K o P_X||K o Q_X) <= eta_TV(eps, c)[f(Gamma_min)/(1 - Gamma_min) + "
                  "f(Gamma_max)/(Gamma_max - 1)] "
                  "delta, f = (t - 1)^2, delta = TV(P_X||Q_X)", lambda p: chi2(*_pushed(p)), "<=",
                  lambda p: _binette_right(p, lambda t: (t - 1) ** 2))


def _G(p, N=None):
    return (1 - (N or p["N"]) * p["c"]) * p["E"] + 1


@both_sides
def _kl_37(p) -> tuple:
    return pair(kl(*_pushed(p)), xi(p["E"], p["c"], p["N"]) * total_variation(p["P"], p["Q"]) * Logs.log(_G(p)))


READ_37 = Reading("D(K o P_X||K o Q_X) <= Xi(eps, c) log((1 - Nc)e^eps + 1) delta, delta = TV(P_X||Q_X)",
                  lambda p: _kl_37(p)[0], "<=", lambda p: _kl_37(p)[1])
READ_39 = Reading("H^2(K o P_X||K o Q_X) <= Xi(eps, c)(2 - 4/(sqrt((1 - Nc)e^eps + 1) + 1)) delta, delta = "
                  "TV(P_X||Q_X)", lambda p: hellinger2(*_pushed(p)), "<=",
                  lambda p: xi(p["E"], p["c"], p["N"]) * (2 - 4 / (rigorous.sqrt(_G(p)) + 1))
                  * total_variation(p["P"], p["Q"]))


@lru_cache(maxsize=None)
def _theta_outputs(K, delta) -> tuple:
    """K o P_theta0, K o P_theta1 for a Rows K, once per (K, delta)."""
    P0, P1 = theta_laws(delta)
    rows = [list(r) for r in K]
    return push(rows, P0), push(rows, P1)


def _example3_bound(p, d) -> Logs:
    """Xi(eps, c) log((1 - 4c)e^eps + 1) d."""
    return xi(p["E"], p["c"], 4) * d * Logs.log(_G(p, 4))


@lru_cache(maxsize=None)
def _theta_divergence(K, delta, n=None) -> Logs:
    """D(K o P_theta0||K o P_theta1) (n None) or of the n-fold product laws, exactly, once per (K, delta, n) (both
    sides of a reading, and the printed and intended readings, ask for it)."""
    KP0, KP1 = _theta_outputs(K, delta)
    return kl(KP0, KP1) if n is None else kl(product_law(KP0, n), product_law(KP1, n))


def _r_star(p):
    return _minimax_error_n(p["K"], p["delta"], p["n"])


@lru_cache(maxsize=None)
def _minimax_error_n(K, delta, n) -> F:
    """R* from n outputs (minimax_error of the n-fold product laws), exactly, once per (K, delta, n)."""
    KP0, KP1 = _theta_outputs(K, delta)
    return minimax_error(product_law(KP0, n), product_law(KP1, n))


def _le_cam(p, factor, d):
    """factor * exp(-n Xi log((1 - 4c)e^eps + 1) d) = factor * ((1 - 4c)e^eps + 1)^(-n Xi d), rigorously."""
    return factor * rigorous.power(_G(p, 4), -p["n"] * xi(p["E"], p["c"], 4) * d)


@both_sides
def _side_42(p, d, n=None) -> tuple:
    divergence = _theta_divergence(p["K"], p["delta"], n)
    return pair(divergence, (n or 1) * _example3_bound(p, d))


READ_42 = Reading("D(K o P_theta0||K o P_theta1) <= Xi(eps, c) log((1 - 4c)e^eps + 1) delta",
                  lambda p: _side_42(p, p["delta"])[0], "<=", lambda p: _side_42(p, p["delta"])[1])
INTENDED_42 = Reading("... <= Xi(eps, c) log((1 - 4c)e^eps + 1) 2 delta (TV(P_theta0||P_theta1) = 2 delta)",
                      lambda p: _side_42(p, 2 * p["delta"])[0], "<=", lambda p: _side_42(p, 2 * p["delta"])[1])
READ_44 = Reading("D((K o P_theta0)^n||(K o P_theta1)^n) <= n Xi(eps, c) log((1 - 4c)e^eps + 1) delta (the product "
                  "laws on the product space)", lambda p: _side_42(p, p["delta"], p["n"])[0], "<=",
                  lambda p: _side_42(p, p["delta"], p["n"])[1])
INTENDED_44 = Reading("... <= n Xi(eps, c) log((1 - 4c)e^eps + 1) 2 delta",
                      lambda p: _side_42(p, 2 * p["delta"], p["n"])[0],
                      "<=", lambda p: _side_42(p, 2 * p["delta"], p["n"])[1])
READ_45 = Reading("R* >= (1/2) exp(-n Xi(eps, c) log((1 - 4c)e^eps + 1) delta), R* the minimax error of deciding "
                  "theta0 or theta1 from n outputs (0-1 loss, l(theta0, theta1) = 1), exactly", _r_star, ">=",
                  lambda p: _le_cam(p, F(1, 2), p["delta"]))
INTENDED_45 = Reading("R* >= (l(theta0, theta1)/2)(1/2) exp(-n Xi log((1 - 4c)e^eps + 1) 2 delta), l = 1 (Le Cam (3) "
                      "with Bretagnolle-Huber, TV = 2 delta)", _r_star, ">=",
                      lambda p: _le_cam(p, F(1, 4), 2 * p["delta"]))

THM3 = "binary K in M(eps, c) below saturation (e^eps < 2/(Nc)), N = 2..5, c in {1/N, 1/(2N), 2/(5N)}"

ETA_BOUND = register("pml.eta-bound", [
    Display("(20)", READ_20, where="K in M(eps, c) (2 and 3 outputs, drawn, optimal, Thm. 2's witness), N = 2..5"),
    Display("(24)", READ_24, where="K in M(eps, c) with e^eps < 2/(Nc), 2 and 3 outputs"),
    Display("(25)", READ_25, where=THM3 + ", every (x, x')"),
    Display("(26)", READ_26, where=THM3 + ", every (x, x')"),
    Display("(27)", READ_27, where=THM3 + ", every (x, x')"),
    Display("(29)", READ_29, where=THM3)])
CONTRACTION = register("pml.contraction", [Display("(28)", READ_28, where=THM3)])
SATURATION = register("pml.saturation", [
    Display("(21)", READ_21, where="N = 2..5, c in {1/N, 1/(2N), 2/(5N)}, e^eps in {2/(Nc), 2/(Nc) + 1/2, 4/(Nc)}"),
    Display("(22)", READ_22, where="Thm. 2's kernel, N = 2..5")])
ACHIEVABILITY = register("pml.achievability", [
    Display("(30)", READ_30_ETA, where="N = 2..5, c in {1/N, 1/(2N), 2/(5N)}, 1 <= e^eps < 2/(Nc), q = 1..N-1"),
    Display("(30)", READ_30_PML, where="N = 2..5, c in {1/N, 1/(2N), 2/(5N)}, 1 <= e^eps < 2/(Nc), q = 1..N-1"),
    Display("(31)", READ_31, where="N = 2..5, c in {1/N, 1/(2N), 2/(5N)}, 1 <= e^eps < 2/(Nc), q = 1..N-1")])
BINARY_EXAMPLE = register("pml.binary-example", [
    Display("(32)", READ_32_PML, where="N = 2, c in (0, 1/2], 1 <= e^eps < 1/c"),
    Display("(32)", READ_32_ETA, where="N = 2, c in (0, 1/2], 1 <= e^eps < 1/c")])
BINETTE = register("pml.binette", [Display("(34)", READ_34, where="K in M(eps, c), e^eps <= 1/c, P != Q in Q_X(c)")])
KL_BOUND = register("pml.kl-bound", [Display("(37)", READ_37, where="K in M(eps, c), P != Q in Q_X(c)")])
HELLINGER_BOUND = register("pml.hellinger-bound", [Display("(39)", READ_39, where="K in M(eps, c), P != Q in Q_X(c)")])
MINIMAX = register("pml.minimax", [
    Display("(42)", READ_42, INTENDED_42, where="N = 4, K in M(eps, c) at its level, 0 < delta <= 1/4 - c"),
    Display("(44)", READ_44, INTENDED_44, where="N = 4, K in M(eps, c) at its level, 0 < delta <= 1/4 - c, n = 1..3"),
    Display("(45)", READ_45, INTENDED_45, where="N = 4, K in M(eps, c) at its level, 0 < delta <= 1/4 - c, n = 1..3")])

_POINTS = {
    "(20)": lambda: member_points(),
    "(24)": lambda: member_points(below=True),
    "(25)": pair_points, "(26)": pair_points, "(27)": pair_points,
    "(28)": lambda: member_points(Ls=(2,), below=True), "(29)": lambda: member_points(Ls=(2,), below=True),
    "(21)": saturated_points, "(22)": saturated_points,
    "(30)": remark2_points, "(31)": remark2_points, "(32)": example1_points,
    "(34)": divergence_points, "(37)": divergence_points, "(39)": divergence_points,
    "(42)": example3_points, "(44)": lambda: example3_points(ns=(1, 2, 3), drawn=1),
    "(45)": lambda: example3_points(ns=(1, 2, 3)),
}


@lru_cache(maxsize=None)
def _points_of(number: str) -> tuple:
    return tuple(_POINTS[number]())


def points(display: Display) -> list[dict]:
    """The exact points `display` is read at (seeded, deterministic; the same list every call)."""
    return [dict(p) for p in _points_of(display.number)]
