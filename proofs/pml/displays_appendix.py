"""PML (002): the appendix's numbered displays that assert something, read exactly as printed (workbench.literal).

Prop. 3's proof (47), (49)-(53) (pml.subset-disclosure); Lemma 1's proof (54) (pml.zeros); Lemma 2's proof (55),
(57)-(61) (pml.restriction-proof); Lemma 3's proof (63)-(68) (pml.binary-reduction); Lemma 4 and its proof
(69)-(74) (pml.linear); Prop. 2's proof (75)-(79) (pml.gamma). (48), (56) and (62) define things (the coverage list
says so) and are not read here.

Every point is exact and drawn, seeded, from the paper's own hypotheses: rational kernels K (N = 2..5 inputs, 2..5
outputs), rational priors, c <= 1/N rational (c < 1/N where Lemma 2 needs it), E = e^eps rational with K in
M(eps, c) tested exactly by workbench.mechanisms.pml (E at K's own level or above it, E <= 1/c where Prop. 2 asks
eps <= -log c). Leakages are exact sums of logarithms (literal.Logs). A supremum or infimum over priors is computed
exactly at the vertices of the set it ranges over: every objective here is linear in the prior, or a ratio of
positive linear forms in one prior at a time (linear-fractional, hence quasi-linear), so over the simplex P(X)
(vertices e_x) or over Q_X(c) = {c + (1 - Nc)V : V in P(X)} (vertices c + (1 - Nc)e_x) its extremes are attained at
vertices. A supremum of ||K o (P - Q)||_1 / ||P - Q||_1 over P != Q is Dobrushin's (8): the ratio depends on the
direction P - Q only and is largest at P - Q proportional to e_x - e_x', which the differences of two vertices are.

Where the printed text is not a well-formed quantity, each Reading's text says which literal reading is taken:
- Q_X(x) in (54), (75)-(78) (Q_X(c) is meant): Q_X(t) = {P : min P >= t} needs a number t, and x is an input.
  Numbering the inputs 0, ..., N-1 (as the paper numbers the outputs {0, 1} in Lemma 3 and Thm. 3), the one input
  for which Q_X(x) is not empty is x = 0, where Q_X(0) = P(X), the whole simplex; that is the reading (for x >= 1 the
  set is empty and no extremum over it exists). The points carry x = 0.
- (71) prints W_X(x) inside the sum over x': x is the numerator's maximiser, so W_X(x) is one constant factor.
- (74) prints the numerator max_x K_{Y|X=x} without (y) (read at the quantified y, the only scalar reading) and the
  sum's term K_{Y|X=x}(y) over x' (x the numerator's maximiser: the sum is N max_x K(y|x)).
- (60)-(61) divide a 1-norm by ||.||_TV, read as the paper's TV (f(t) = |1 - t|/2 in Sec. II-A): half the 1-norm.
- Gamma_max in (75) and (79) is printed without arguments: read as (35)'s Gamma_max(eps, c), a supremum over every
  K in M(eps, c) too, computed by pml.gamma's proved closed form; the proof means the one kernel's supremum.
- (79) has y free (the max_y of (75) is dropped): read for every y.
- The "<=>" chain (70)-(74) (Lemma 4 is for any eps >= 0) is read as it prints: each display's quantity A, compared
  with e^eps, is equivalent to C(K, Q_X(c)) <= eps for every eps >= 0. Every A here is >= 1, as is the exact level,
  so the equivalence for every eps says A = e^{C(K, Q_X(c))}, the exact level (workbench.mechanisms.pml.pml_level):
  that equality is what is read, at kernels in M(eps, c) for eps = log of their level.
"""
from __future__ import annotations

import random
from fractions import Fraction as F
from functools import lru_cache

from workbench import literal
from workbench.literal import Display, Logs, Reading, register
from workbench.mechanisms.pml import eta_tv, pml_level, push, satisfies_pml, total_variation

SEED = 2002


class Vec(tuple):
    """A tuple of rationals that prints as (1/2, 1/3) in a finding."""
    def __repr__(self):
        return "(" + ", ".join(str(v) for v in self) + ")"

    __str__ = __repr__


class Rows(tuple):
    """A kernel (rows = inputs) that prints as [(1/2, 1/2); (1/3, 2/3)] in a finding."""
    def __repr__(self):
        return "[" + "; ".join(str(row) for row in self) + "]"

    __str__ = __repr__


# --------------------------------------------------------------------------- exact helpers
def column(p, y=None):
    K = p["K"]
    y = p["y"] if y is None else y
    return [row[y] for row in K]


def S(p, y=None):
    """sum_x K(y|x)."""
    return sum(column(p, y))


def top(p, y=None):
    """max_x K(y|x)."""
    return max(column(p, y))


def bottom(p, y=None):
    """min_x K(y|x)."""
    return min(column(p, y))


def used(K):
    """The outputs whose column is not all zero."""
    return [y for y in range(len(K[0])) if any(row[y] for row in K)]


def vertices(N, t):
    """The vertices t + (1 - Nt) e_k of Q_X(t) = {P in P(X) : min_x P(x) >= t}, 0 <= t <= 1/N (t = 0: the simplex)."""
    if not 0 <= t <= F(1, N):
        raise ValueError(f"Q_X({t}) is empty for N = {N}: no extremum over it")
    t = F(t)
    return [Vec(t + (1 - N * t) * (x == k) for x in range(N)) for k in range(N)]


def l1(a, b):
    return sum(abs(s - t) for s, t in zip(a, b))


def ratio(K, P, y):
    """e^{l_{K x P}(X -> y)} by (10): max_x K(y|x) / (K o P)(y)."""
    return max(row[y] for row in K) / push(K, P)[y]


def leakage(K, P, y) -> Logs:
    return Logs.log(ratio(K, P, y))


def gamma_max(N, E, c):
    """(35)'s Gamma_max(eps, c): min{(1 - Nc)E + 1, ((1 - Nc)E + c)/(1 - (N - 1)c)} (pml.gamma: proved closed form,
    and certified LPs at every grid point)."""
    return min((1 - N * c) * E + 1, ((1 - N * c) * E + c) / (1 - (N - 1) * c))


@lru_cache(maxsize=None)
def pushed(K, t):
    """K o V for every vertex V of Q_X(t), in the order of `vertices`."""
    return [push(K, V) for V in vertices(len(K), t)]


@lru_cache(maxsize=None)
def gamma_of_kernel(K, c):
    """The kernel's own Gamma_max: sup over P, Q in Q_X(c) and y of (K o P)(y)/(K o Q)(y), at vertex pairs (for fixed
    Q linear in P; for fixed P, 1/linear in Q)."""
    images = pushed(K, c)
    return max(P[y] / Q[y] for P in images for Q in images for y in used(K))


def binary(K, event):
    """K^BIN = K' o K: z = 0 on E*, z = 1 on its complement (62)."""
    return Rows(Vec((sum(row[y] for y in event), sum(row[y] for y in range(len(row)) if y not in event)))
                for row in K)


def dobrushin_sup(K, pairs, norm_num, norm_den):
    """sup over the given (P, Q), P != Q, of norm_num(K o P, K o Q) / norm_den(P, Q)."""
    return max(norm_num(push(K, P), push(K, Q)) / norm_den(P, Q) for P, Q in pairs if P != Q)


@lru_cache(maxsize=None)
def vertex_sup(K, t, norm_num, norm_den):
    """dobrushin_sup over the pairs of vertices of Q_X(t) (cached: the points share kernels)."""
    return dobrushin_sup(K, vertex_pairs(len(K), t), norm_num, norm_den)


def vertex_pairs(N, t):
    corners = vertices(N, t)
    return [(P, Q) for P in corners for Q in corners if P != Q]


# --------------------------------------------------------------------------- seeded exact draws
def _rng(tag: str) -> random.Random:
    return random.Random(f"{SEED}-{tag}")


def _kernel(rng, N, L, low=0, high=6) -> Rows:
    rows = []
    for _ in range(N):
        weights = [rng.randint(low, high) for _ in range(L)]
        if not sum(weights):
            weights[rng.randrange(L)] = 1
        rows.append(Vec(F(w, sum(weights)) for w in weights))
    return Rows(rows)


def _distribution(rng, N, low=1) -> Vec:
    weights = [rng.randint(low, 7) for _ in range(N)]
    if not sum(weights):
        weights[rng.randrange(N)] = 1
    return Vec(F(w, sum(weights)) for w in weights)


def _cs(N, strict=False):
    """c in (0, 1/N] (strict: (0, 1/N))."""
    return [c for c in (F(1, N), F(2, 3 * N), F(1, 2 * N), F(1, 5 * N)) if not strict or c < F(1, N)]


def _levels(K, c):
    """E = e^eps with K in M(eps, c), eps <= -log c: K's own exact level and one between it and 1/c; each tested."""
    level = pml_level(K, c).E
    out = sorted({level, level + (1 / c - level) / 3})
    assert all(satisfies_pml(K, E, c) and E <= 1 / c for E in out)
    return out


# --------------------------------------------------------------------------- Prop. 3: (47), (49)-(53)
@lru_cache(maxsize=None)
def prop3_bases():
    """Kernels with a column y that has zeros and a positive entry, X_sub its support (sometimes with one zero row
    more: the proof's X_sub is any set outside which K(y|.) = 0, kept proper), full-support priors P_X, and Q_X (48)."""
    rng, out = _rng("prop3"), []
    for N in range(2, 6):
        for L in range(2, 5):
            found = 0
            while found < 3:
                K = _kernel(rng, N, L, 0, 3)
                for y in range(L):
                    col = [row[y] for row in K]
                    zeros = [x for x in range(N) if col[x] == 0]
                    if not zeros or len(zeros) == N:
                        continue
                    sub = [x for x in range(N) if col[x] > 0]
                    if len(zeros) > 1 and rng.random() < 0.5:
                        sub = sorted(sub + [zeros[0]])
                    P = _distribution(rng, N)
                    mass = sum(P[x] for x in sub)
                    Q = Vec(P[x] / mass if x in sub else F(0) for x in range(N))
                    out.append({"K": K, "y": y, "X_sub": Vec(sub), "P_X": P, "Q_X": Q})
                    found += 1
    return out


def _sub_mass(p):
    return sum(p["P_X"][x] for x in p["X_sub"])


def _printed_49(p):
    K, P, y = p["K"], p["P_X"], p["y"]
    return Logs.log(max(row[y] for row in K) / sum(K[x][y] * P[x] for x in range(len(K))))


def _printed_50(p):
    K, P, y, sub = p["K"], p["P_X"], p["y"], p["X_sub"]
    return Logs.log(max(K[x][y] for x in sub) / sum(K[x][y] * P[x] for x in sub))


def _printed_51(p):
    K, Q, y, sub = p["K"], p["Q_X"], p["y"], p["X_sub"]
    return Logs.log(max(K[x][y] for x in sub) / (_sub_mass(p) * sum(K[x][y] * Q[x] for x in sub)))


def _printed_52(p):
    return Logs.log(1 / _sub_mass(p)) + leakage(p["K"], p["Q_X"], p["y"])


def _posterior_leakage(p):
    """l_{K x P}(X -> y) as the posterior ratio of PML ([32]): log max_x P_{X|Y=y}(x)/P_X(x), by Bayes' rule."""
    K, P, y = p["K"], p["P_X"], p["y"]
    P_Y = push(K, P)[y]
    return Logs.log(max(P[x] * K[x][y] / P_Y / P[x] for x in range(len(K))))


def _link_47(p):
    """(47) is a chain a = b = 0: link 1 reads a = b, link 2 reads b = 0."""
    K, P, y, x = p["K"], p["P_X"], p["y"], p["x'"]
    P_Y = push(K, P)[y]
    posterior = P[x] * K[x][y] / P_Y                  # K_{X|Y=y}(x'), Bayes' rule
    middle = posterior * P_Y / P[x]
    return (K[x][y], middle) if p["link"] == 1 else (middle, 0)


PROP3 = [
    Display("(47)", Reading("K_{Y|X=x'}(y) = K_{X|Y=y}(x') P_Y(y)/P_X(x') = 0 for every x' outside X_sub, read link by "
                            "link (link 1: the first equality, link 2: the second)",
                            lambda p: _link_47(p)[0], "=", lambda p: _link_47(p)[1]),
            where="column y with zeros, X_sub its support (or more), full-support P_X, each x' outside X_sub"),
    Display("(49)", Reading("l_{K x P_X}(X -> y) [posterior form log max_x P_{X|Y=y}(x)/P_X(x)] = log max_x K(y|x) / "
                            "sum_x K(y|x) P_X(x)", _posterior_leakage, "=", _printed_49),
            where="as (47)"),
    Display("(50)", Reading("(49)'s right side = log max_{x in X_sub} K(y|x) / sum_{x in X_sub} K(y|x) P_X(x)",
                            _printed_49, "=", _printed_50), where="as (47)"),
    Display("(51)", Reading("(50)'s right side = log max_{x in X_sub} K(y|x) / (P_X(X_sub) sum_{x in X_sub} K(y|x) "
                            "Q_X(x)), Q_X of (48)", _printed_50, "=", _printed_51), where="as (47)"),
    Display("(52)", Reading("(51)'s right side = log 1/P_X(X_sub) + l_{K x Q_X}(X -> y), the leakage by (10)",
                            _printed_51, "=", _printed_52), where="as (47)"),
    Display("(53)", Reading("(52)'s right side >= -log P_X(X_sub)", _printed_52, ">=",
                            lambda p: -Logs.log(_sub_mass(p))), where="as (47)"),
]


def prop3_points(display: Display = None) -> list[dict]:
    bases = prop3_bases()
    if display is not None and display.number == "(47)":
        return [{**b, "x'": x, "link": link} for b in bases for x in range(len(b["K"])) if x not in b["X_sub"]
                for link in (1, 2)]
    return list(bases)


# --------------------------------------------------------------------------- Lemma 1's proof: (54)
def _min_sub_mass(p, t):
    return min(sum(V[x] for x in p["X_sub"]) for V in vertices(len(p["K"]), t))


LEMMA1 = [
    Display("(54)", Reading("min_{P_X in Q_X(x)} P_X(X_sub) = (N - l)c, Q_X(x) read at the input x = 0: Q_X(0) = P(X), "
                            "the whole simplex (a linear minimum: at a vertex e_k)",
                            lambda p: _min_sub_mass(p, p["x"]), "=", lambda p: (len(p["K"]) - p["l"]) * p["c"]),
            Reading("min_{P_X in Q_X(c)} P_X(X_sub) = (N - l)c (at a vertex c + (1 - Nc)e_k)",
                    lambda p: _min_sub_mass(p, p["c"]), "=", lambda p: (len(p["K"]) - p["l"]) * p["c"]),
            where="kernels with l in [N - 1] zeros in column y, X_sub its support, c in (0, 1/N]"),
]


@lru_cache(maxsize=None)
def _lemma1_points():
    rng, out = _rng("lemma1"), []
    for N in range(2, 6):
        for L in range(2, 5):
            found = 0
            while found < 3:
                K = _kernel(rng, N, L, 0, 3)
                for y in used(K):
                    sub = Vec(x for x in range(N) if K[x][y] > 0)
                    if len(sub) < N:
                        c = _cs(N)[found % 4]
                        out.append({"K": K, "y": y, "l": N - len(sub), "X_sub": sub, "c": c, "x": 0})
                        found += 1
    return out


def lemma1_points(display: Display = None) -> list[dict]:
    return list(_lemma1_points())


# --------------------------------------------------------------------------- Lemma 2's proof: (55), (57)-(61)
def _q_ratio_sup(p):
    """(56)'s right side: sup over P != Q in Q_X(c) of ||K o P - K o Q||_1/||P - Q||_1 (vertex pairs, (8))."""
    return vertex_sup(p["K"], p["c"], l1, l1)


def _printed_57(p):
    return _sup_57(p["K"], p["c"])


@lru_cache(maxsize=None)
def _sup_57(K, c):
    """sup over V != W in P(X) of ||K o (c + (1-Nc)V) - K o (c + (1-Nc)W)||_1/||c + (1-Nc)V - c - (1-Nc)W||_1,
    at vertex pairs V = e_a, W = e_b (the ratio of the directions (1 - Nc)(e_a - e_b), (8))."""
    N = len(K)
    out = []
    for V, W in vertex_pairs(N, 0):
        shifted_V = [c + (1 - N * c) * v for v in V]
        shifted_W = [c + (1 - N * c) * w for w in W]
        den = l1([c + (1 - N * c) * v - c for v in V], [(1 - N * c) * w for w in W])
        out.append(l1(push(K, shifted_V), push(K, shifted_W)) / den)
    return max(out)


def _tv_ratio_sup_Q(p):
    """eta_TV^{Q_X(c)}(K) by (7) with f = TV: sup over P != Q in Q_X(c) of TV(K o P||K o Q)/TV(P||Q)."""
    return vertex_sup(p["K"], p["c"], total_variation, total_variation)


def _printed_60(p, scaled=True, denominator=total_variation):
    return _sup_60(p["K"], p["c"], scaled, denominator)


@lru_cache(maxsize=None)
def _sup_60(K, c, scaled, denominator):
    """sup over V != W of (1-Nc)||K o V - K o W||_1 / ((1-Nc)||V - W||_TV) (scaled=False: without the (1 - Nc))."""
    N = len(K)
    factor = (1 - N * c) if scaled else 1
    return max(factor * l1(push(K, V), push(K, W)) / (factor * denominator(V, W)) for V, W in vertex_pairs(N, 0))


@lru_cache(maxsize=None)
def _eta(K):
    """eta_TV(K) by (8), the domain layer's."""
    return eta_tv(K)


def _link_61(p, denominator=total_variation):
    if p["link"] == 1:
        return _printed_60(p, True, denominator), _printed_60(p, False, denominator)
    return _printed_60(p, False, denominator), _eta(p["K"])


LEMMA2 = [
    Display("(55)", Reading("Q_X(c) = {c + V_X | V_X in P(X)}, read at a V_X in P(X): c + V_X lies in Q_X(c), so its "
                            "total mass sum_x (c + V_X(x)) is 1",
                            lambda p: sum(p["c"] + v for v in p["V_X"]), "=", lambda p: 1),
            Reading("Q_X(c) = {c + (1 - Nc)V_X | V_X in P(X)}: mass sum_x (c + (1 - Nc)V_X(x)) = 1",
                    lambda p: sum(p["c"] + (1 - len(p["V_X"]) * p["c"]) * v for v in p["V_X"]), "=", lambda p: 1),
            where="N = 2..5, c in (0, 1/N], rational V_X in P(X)"),
    Display("(57)", Reading("(56)'s sup over P_X, Q_X in Q_X(c) of ||K o P - K o Q||_1/||P - Q||_1 = sup over V_X, W_X "
                            "in P(X) of ||K o (c + (1-Nc)V) - K o (c + (1-Nc)W)||_1/||c + (1-Nc)V - c - (1-Nc)W||_1",
                            _q_ratio_sup, "=", _printed_57), where="kernels N = 2..5, L = 2..4, 0 < c < 1/N"),
    Display("(58)", Reading("||c + (1-Nc)V_X - c - (1-Nc)W_X||_1 = (1-Nc)||V_X - W_X||_1",
                            lambda p: l1([p["c"] + (1 - len(p["K"]) * p["c"]) * v - p["c"] for v in p["V_X"]],
                                         [(1 - len(p["K"]) * p["c"]) * w for w in p["W_X"]]), "=",
                            lambda p: (1 - len(p["K"]) * p["c"]) * l1(p["V_X"], p["W_X"])),
            where="as (57), with rational V_X, W_X in P(X)"),
    Display("(59)", Reading("||K o (c + (1-Nc)V_X) - K o (c + (1-Nc)W_X)||_1 = (1-Nc)||K o V_X - K o W_X||_1",
                            lambda p: l1(push(p["K"], [p["c"] + (1 - len(p["K"]) * p["c"]) * v for v in p["V_X"]]),
                                         push(p["K"], [p["c"] + (1 - len(p["K"]) * p["c"]) * w for w in p["W_X"]])),
                            "=", lambda p: (1 - len(p["K"]) * p["c"]) * l1(push(p["K"], p["V_X"]),
                                                                           push(p["K"], p["W_X"]))),
            where="as (58)"),
    Display("(60)", Reading("eta_TV^{Q_X(c)}(K) [(7), f = TV] = sup_{V, W} (1-Nc)||K o V - K o W||_1/((1-Nc)"
                            "||V - W||_TV), "
                            "||.||_TV the paper's TV (half the 1-norm)", _tv_ratio_sup_Q, "=", _printed_60),
            Reading("eta_TV^{Q_X(c)}(K) = sup (1-Nc)||K o V - K o W||_1/((1-Nc)||V - W||_1)", _tv_ratio_sup_Q, "=",
                    lambda p: _printed_60(p, True, l1)),
            where="as (57)"),
    Display("(61)", Reading("(60)'s sup = sup_{V, W} ||K o V - K o W||_1/||V - W||_TV (link 1) = eta_TV(K) [(8)] "
                            "(link 2)",
                            lambda p: _link_61(p)[0], "=", lambda p: _link_61(p)[1]),
            Reading("the same chain with ||V - W||_1 in both denominators",
                    lambda p: _link_61(p, l1)[0], "=", lambda p: _link_61(p, l1)[1]),
            where="as (57), each point read at link 1 and link 2"),
]


@lru_cache(maxsize=None)
def _lemma2_points():
    rng = _rng("lemma2")
    mass, kernels = [], []
    for N in range(2, 6):
        for c in _cs(N):
            mass += [{"V_X": _distribution(rng, N, 0), "c": c} for _ in range(3)]
        for L in range(2, 5):
            for c in _cs(N, strict=True):
                K = _kernel(rng, N, L)
                kernels.append({"K": K, "c": c, "V_X": _distribution(rng, N, 0), "W_X": _distribution(rng, N, 0)})
    return mass, kernels


def lemma2_points(display: Display = None) -> list[dict]:
    mass, kernels = _lemma2_points()
    if display is not None and display.number == "(55)":
        return list(mass)
    if display is not None and display.number == "(61)":
        return [{**p, "link": link} for p in kernels for link in (1, 2)]
    return list(kernels)


# --------------------------------------------------------------------------- Lemma 3's proof: (63)-(68)
def _pml_max(K, P):
    """max over the outputs z in supp(K o P) of e^{l(X -> z)} (10), as a sum of logs."""
    PY = push(K, P)
    return Logs.log(max(max(row[z] for row in K) / PY[z] for z in range(len(PY)) if PY[z] > 0))


def _Z(p, which):
    return push(binary(p["K"], p["E*"]), p[which])


def _mass(p, which, event):
    PY = push(p["K"], p[which])
    return sum(PY[y] for y in event)


def _complement(p):
    return [y for y in range(len(p["K"][0])) if y not in p["E*"]]


def _line_65(p):
    return max(_mass(p, "P_X", p["E*"]) - _mass(p, "Q_X", p["E*"]), _mass(p, "P_X", _complement(p)) -
               _mass(p, "Q_X", _complement(p)))


LEMMA3 = [
    Display("(63)", Reading("max_{z in {0,1}} l(X -> z) <= max_{y in Y} l(X -> y), Z = K^BIN(X), the input "
                            "distribution P_X (and Q_X)",
                            lambda p: _pml_max(binary(p["K"], p["E*"]), p[p["prior"]]), "<=",
                            lambda p: _pml_max(p["K"], p[p["prior"]])),
            where="K in M(eps, c) with 3..5 outputs (exact test), P_X != Q_X in Q_X(c), E* = {y : P_Y(y) > Q_Y(y)}"),
    Display("(64)", Reading("TV(P_Z||Q_Z) = max_{z in {0,1}} (P_Z(z) - Q_Z(z))",
                            lambda p: total_variation(_Z(p, "P_X"), _Z(p, "Q_X")), "=",
                            lambda p: max(a - b for a, b in zip(_Z(p, "P_X"), _Z(p, "Q_X")))), where="as (63)"),
    Display("(65)", Reading("(64)'s right side = max{P_Y(E*) - Q_Y(E*), P_Y((E*)^c) - Q_Y((E*)^c)}",
                            lambda p: max(a - b for a, b in zip(_Z(p, "P_X"), _Z(p, "Q_X"))), "=", _line_65),
            where="as (63)"),
    Display("(66)", Reading("(65)'s right side = P_Y(E*) - Q_Y(E*)", _line_65, "=",
                            lambda p: _mass(p, "P_X", p["E*"]) - _mass(p, "Q_X", p["E*"])), where="as (63)"),
    Display("(67)", Reading("P_Y(E*) - Q_Y(E*) = TV(P_Y||Q_Y)",
                            lambda p: _mass(p, "P_X", p["E*"]) - _mass(p, "Q_X", p["E*"]), "=",
                            lambda p: total_variation(push(p["K"], p["P_X"]), push(p["K"], p["Q_X"]))),
            where="as (63)"),
    Display("(68)", Reading("eta_TV(K) [(8): max over rows of their TV] = sup_{P_X != Q_X} TV(K o P||K o Q)/TV(P||Q) "
                            "(at the vertex pairs of P(X), and the drawn P_X, Q_X)", lambda p: _eta(p["K"]), "=",
                            lambda p: dobrushin_sup(p["K"], vertex_pairs(len(p["K"]), 0) + [(p["P_X"], p["Q_X"])],
                                                    total_variation, total_variation)), where="as (63)"),
]


@lru_cache(maxsize=None)
def _lemma3_points():
    rng, out = _rng("lemma3"), []
    for N in range(2, 6):
        for L in range(3, 6):
            for c in _cs(N, strict=True)[:2]:
                K = _kernel(rng, N, L)
                for E in _levels(K, c):
                    P = Vec(c + (1 - N * c) * v for v in _distribution(rng, N, 0))
                    Q = Vec(c + (1 - N * c) * v for v in _distribution(rng, N, 0))
                    if P == Q:
                        continue
                    PY, QY = push(K, P), push(K, Q)
                    event = Vec(y for y in range(L) if PY[y] > QY[y])
                    out += [{"K": K, "E": E, "c": c, "P_X": P, "Q_X": Q, "E*": event, "prior": prior}
                            for prior in ("P_X", "Q_X")]
    return out


def lemma3_points(display: Display = None) -> list[dict]:
    points = _lemma3_points()
    return list(points) if display is not None and display.number == "(63)" else [p for p in points
                                                                                  if p["prior"] == "P_X"]


# --------------------------------------------------------------------------- Lemma 4: (69)-(74)
def _quantity_70(p):
    """sup_{P in Q_X(c)} max_y max_x K(y|x)/sum_x' P(x')K(y|x'): the denominator is linear in P, least at a vertex."""
    K = p["K"]
    return max(top(p, y) / push(K, P)[y] for P in vertices(len(K), p["c"]) for y in used(K))


def _quantity_71(p, printed=True):
    """sup_{W in P(X)} max_y max_x K(y|x)/sum_x' (c + (1-Nc)W(.))K(y|x'), W at the vertices e_k of P(X) (the ratio is
    1/linear in W). printed: W(x) at the numerator's maximiser x, a constant factor of the sum; else W(x')."""
    K, c = p["K"], p["c"]
    N = len(K)
    best = None
    for W in vertices(N, 0):
        for y in used(K):
            col = column(p, y)
            x_star = col.index(max(col))
            if printed:
                den = sum((c + (1 - N * c) * W[x_star]) * col[x2] for x2 in range(N))
            else:
                den = sum((c + (1 - N * c) * W[x2]) * col[x2] for x2 in range(N))
            value = max(col) / den
            best = value if best is None or value > best else best
    return best


def _quantity_72(p):
    """inf over W in P(X) of sum_x'' W(x'')K(y|x''): linear in W, at a vertex."""
    K, c = p["K"], p["c"]
    N = len(K)
    return max(top(p, y) / (c * S(p, y) + (1 - N * c) * min(sum(W[x] * K[x][y] for x in range(N))
                                                            for W in vertices(N, 0))) for y in used(K))


def _quantity_73(p):
    N, c = len(p["K"]), p["c"]
    return max(top(p, y) / (c * S(p, y) + (1 - N * c) * bottom(p, y)) for y in used(p["K"]))


def _quantity_74(p):
    """printed: the numerator max_x K_{Y|X=x} read at the quantified y; sum_x' K_{Y|X=x}(y) = N max_x K(y|x), x the
    numerator's maximiser."""
    N, c = len(p["K"]), p["c"]
    return max(top(p, y) / (c * N * top(p, y) + (1 - N * c) * bottom(p, y)) for y in used(p["K"]))


def _level(p):
    return pml_level(p["K"], p["c"]).E


_CHAIN = ("; read as the '<=>' it prints for every eps >= 0: this quantity = e^{C(K, Q_X(c))}, the exact level "
          "(both >= 1)")

LEMMA4 = [
    Display("(69)", Reading("K(y|x) <= e^eps (c sum_x' K(y|x') + (1 - Nc) K(y|x''))",
                            lambda p: p["K"][p["x"]][p["y"]], "<=",
                            lambda p: p["E"] * (p["c"] * S(p) + (1 - len(p["K"]) * p["c"]) * p["K"][p["x''"]][p["y"]])),
            where="K in M(eps, c) (exact test), E at K's level and above, every y, x, x''"),
    Display("(70)", Reading("sup_{P_X in Q_X(c)} max_y max_x K(y|x)/sum_x' P_X(x')K(y|x')" + _CHAIN,
                            _quantity_70, "=", _level), where="kernels without a zero column, N = 2..5, L = 2..4, "
                                                              "c in (0, 1/N]; K in M(log of its level, c)"),
    Display("(71)", Reading("sup_{W_X in P(X)} max_y max_x K(y|x)/sum_x' (c + (1-Nc)W_X(x))K(y|x'), W_X(x) at the "
                            "numerator's maximiser x (as printed, not x')" + _CHAIN, _quantity_71, "=", _level),
            Reading("the same with W_X(x') in the sum" + _CHAIN, lambda p: _quantity_71(p, False), "=", _level),
            where="as (70)"),
    Display("(72)", Reading("max_y max_x K(y|x)/(c sum_x' K(y|x') + (1-Nc) inf_{W_X in P(X)} sum_x'' W_X(x'')K(y|x''))"
                            + _CHAIN, _quantity_72, "=", _level), where="as (70)"),
    Display("(73)", Reading("max_y max_x K(y|x)/(c sum_x' K(y|x') + (1-Nc) min_x'' K(y|x''))" + _CHAIN,
                            _quantity_73, "=", _level), where="as (70)"),
    Display("(74)", Reading("for all y: max_x K_{Y|X=x} [read at y] / (c sum_x' K_{Y|X=x}(y) [x the numerator's "
                            "maximiser: N max_x K(y|x)] + (1-Nc) min_x'' K(y|x''))" + _CHAIN, _quantity_74, "=",
                            _level),
            Reading("for all y: max_x K(y|x)/(c sum_x' K(y|x') + (1-Nc) min_x'' K(y|x''))" + _CHAIN, _quantity_73, "=",
                    _level),
            where="as (70)"),
]


@lru_cache(maxsize=None)
def _lemma4_points():
    rng, rows, levels = _rng("lemma4"), [], []
    for N in range(2, 6):
        for L in range(2, 5):
            for c in _cs(N):
                K = _kernel(rng, N, L)
                while len(used(K)) < L:
                    K = _kernel(rng, N, L)
                levels.append({"K": K, "c": c})
                if c != _cs(N)[1]:
                    continue
                for E in _levels(K, c):
                    rows += [{"K": K, "E": E, "c": c, "y": y, "x": x, "x''": z}
                             for y in range(L) for x in range(N) for z in range(N)]
    return rows, levels


def lemma4_points(display: Display = None) -> list[dict]:
    rows, levels = _lemma4_points()
    return list(rows) if display is not None and display.number == "(69)" else list(levels)


# --------------------------------------------------------------------------- Prop. 2's proof: (75)-(79)
def _sup_over(p, t, extreme=max):
    """sup (or inf) over P_X in Q_X(t) of sum_x K(y|x)P_X(x): linear in P_X, at a vertex."""
    return extreme(image[p["y"]] for image in pushed(p["K"], t))


def _printed_75(p):
    K = p["K"]
    return max(_sup_over({**p, "y": y}, p["x"]) / _sup_over({**p, "y": y}, p["x"], min) for y in used(K))


def _intended_75(p):
    K = p["K"]
    return max(_sup_over({**p, "y": y}, p["c"]) / _sup_over({**p, "y": y}, p["c"], min) for y in used(K))


def _right_78(p):
    N, c = len(p["K"]), p["c"]
    return c * S(p) + (1 - N * c) * p["E"] * (c * S(p) + (1 - N * c) * bottom(p))


def _right_79(p, y=None):
    N, c = len(p["K"]), p["c"]
    return (1 - N * c) * p["E"] + c * S(p, y) / (c * S(p, y) + (1 - N * c) * bottom(p, y))


PROP2 = [
    Display("(75)", Reading("Gamma_max [(35): Gamma_max(eps, c), sup over K in M(eps, c) too] <= max_y sup_{P_X in "
                            "Q_X(x)} sum_x K(y|x)P_X(x) / inf_{Q_X in Q_X(x)} sum_x K(y|x)Q_X(x), Q_X(x) at x = 0: "
                            "P(X)", lambda p: gamma_max(len(p["K"]), p["E"], p["c"]), "<=", _printed_75),
            Reading("the kernel's own Gamma_max (sup over P_X, Q_X in Q_X(c) and y) <= the same with Q_X(c)",
                    lambda p: gamma_of_kernel(p["K"], p["c"]), "<=", _intended_75),
            where="positive kernels in M(eps, c), N = 2..5, L = 2..4, c in (0, 1/N], E <= 1/c (the printed right "
                  "side is infinite at a zero)"),
    Display("(76)", Reading("sup_{P_X in Q_X(x)} sum_x K(y|x)P_X(x) = c sum_x K(y|x) + (1-Nc) max_x K(y|x), Q_X(x) at "
                            "x = 0: P(X)", lambda p: _sup_over(p, p["x"]), "=",
                            lambda p: p["c"] * S(p) + (1 - len(p["K"]) * p["c"]) * top(p)),
            Reading("the same over Q_X(c)", lambda p: _sup_over(p, p["c"]), "=",
                    lambda p: p["c"] * S(p) + (1 - len(p["K"]) * p["c"]) * top(p)),
            where="kernels in M(eps, c) as (75), zeros allowed, every y"),
    Display("(77)", Reading("inf_{Q_X in Q_X(x)} sum_x K(y|x)Q_X(x) = c sum_x K(y|x) + (1-Nc) min_x K(y|x), Q_X(x) at "
                            "x = 0: P(X)", lambda p: _sup_over(p, p["x"], min), "=",
                            lambda p: p["c"] * S(p) + (1 - len(p["K"]) * p["c"]) * bottom(p)),
            Reading("the same over Q_X(c)", lambda p: _sup_over(p, p["c"], min), "=",
                    lambda p: p["c"] * S(p) + (1 - len(p["K"]) * p["c"]) * bottom(p)),
            where="as (76)"),
    Display("(78)", Reading("sup_{P_X in Q_X(x)} sum_x K(y|x)P_X(x) <= c sum_x K(y|x) + (1-Nc)e^eps(c sum_x K(y|x) + "
                            "(1-Nc) min_x K(y|x)), Q_X(x) at x = 0: P(X)", lambda p: _sup_over(p, p["x"]), "<=",
                            _right_78),
            Reading("the same over Q_X(c)", lambda p: _sup_over(p, p["c"]), "<=", _right_78),
            where="as (76)"),
    Display("(79)", Reading("Gamma_max [(35)'s Gamma_max(eps, c)] <= (1-Nc)e^eps + c sum_x K(y|x)/(c sum_x K(y|x) + "
                            "(1-Nc) min_x K(y|x)) (sum over X read as over the alphabet), y free: read for every y",
                            lambda p: gamma_max(len(p["K"]), p["E"], p["c"]), "<=", _right_79),
            Reading("the kernel's own Gamma_max <= (1-Nc)e^eps + max_y c sum_x K(y|x)/(c sum_x K(y|x) + (1-Nc) min_x "
                    "K(y|x))", lambda p: gamma_of_kernel(p["K"], p["c"]), "<=",
                    lambda p: max(_right_79(p, y) for y in used(p["K"]))),
            where="as (76)"),
]


@lru_cache(maxsize=None)
def _prop2_points():
    rng, out = _rng("prop2"), []
    for N in range(2, 6):
        for L in range(2, 5):
            for k, c in enumerate(_cs(N)):
                K = _kernel(rng, N, L, 1 if k % 2 == 0 else 0, 6)
                while len(used(K)) < L:
                    K = _kernel(rng, N, L, 0, 6)
                for E in _levels(K, c):
                    out += [{"K": K, "E": E, "c": c, "y": y, "x": 0} for y in range(L)]
    return out


def prop2_points(display: Display = None) -> list[dict]:
    points = _prop2_points()
    if display is not None and display.number == "(75)":
        return [p for p in points if p["y"] == 0 and all(v > 0 for row in p["K"] for v in row)]
    return list(points)


# --------------------------------------------------------------------------- registration
SUBSET_DISCLOSURE = register("pml.subset-disclosure", PROP3)
ZEROS = register("pml.zeros", LEMMA1)
RESTRICTION_PROOF = register("pml.restriction-proof", LEMMA2)
BINARY_REDUCTION = register("pml.binary-reduction", LEMMA3)
LINEAR = register("pml.linear", LEMMA4)
GAMMA = register("pml.gamma", PROP2)

POINTS = {"pml.subset-disclosure": prop3_points, "pml.zeros": lemma1_points, "pml.restriction-proof": lemma2_points,
          "pml.binary-reduction": lemma3_points, "pml.linear": lemma4_points, "pml.gamma": prop2_points}
DISPLAYS = {"pml.subset-disclosure": SUBSET_DISCLOSURE, "pml.zeros": ZEROS, "pml.restriction-proof": RESTRICTION_PROOF,
            "pml.binary-reduction": BINARY_REDUCTION, "pml.linear": LINEAR, "pml.gamma": GAMMA}


def intended(displays):
    """The displays with each slip repaired (the intended reading as the one read): a correction route reads these."""
    return [Display(d.number, d.intended or d.printed, None, d.where) for d in displays]


def counterexample(claim_id: str) -> dict | None:
    """The first finding of each of the claim's displays that fails as printed: its point, both sides, its grade."""
    found: dict = {}
    for f in literal.findings(DISPLAYS[claim_id], POINTS[claim_id]):
        found.setdefault(f.number, {"at": {k: str(v) for k, v in f.point.items()}, "left side": str(f.left),
                                    "right side": str(f.right), "relation": f.relation, "kind": f.kind})
    return found or None


def routes(claim_id: str):
    """(the literal route on the claim's displays as printed, the same route on their intended readings, the
    counterexample: each failing display's first finding, None when every display holds as printed)."""
    printed = literal.route(DISPLAYS[claim_id], POINTS[claim_id])
    return (printed, literal.route(intended(DISPLAYS[claim_id]), POINTS[claim_id]),
            counterexample(claim_id) if printed.status == "fail" else None)
