"""Staircase (004): the reasons the text gives for its steps, checked (workbench.reasons).

The paper's proofs are not in the text we have; its reasons are in Sec. 2 and 3: "since sub-linearity implies
convexity", "since any Q satisfying (9) implies Q(y|x)/Q(y|x') <= e^eps", "from the definition of staircase
mechanisms ... each column must be proportional to one of the canonical patterns", "using the fact that Q(y|.) =
C Q(y'|.) ... by the homogeneity property of mu", "from the definition of D_f", "since phi(z, t) = t f(z/t) is convex
... then mu is convex", "convexity and homogeneity together imply sublinearity", "Hence, the binary mechanism
dominates" (simulation from its output), "using Blackwell's celebrated result" (Blackwell (1953) read at each garbling
the simulation solves, `Reason.theorem`: cited, checked at its instances), "This follows from Theorem 6 and explicitly
computing the total variation" (the TV converse) and "Observe that 2(e^eps + 1)^2 <= 32 for eps <= 1". Each is read
at exact points (Fractions; `Logs` and arb enclosures where a logarithm or e^eps enters), drawn from the standing hypotheses
(positive priors, columns of conditional distributions, e^eps >= 1) and not restricted by the step: the utilities mu
include ones that are not homogeneous, not convex or not subadditive, so that only the cited premise gives the step.

One reason is refuted, and it is the known typo of (9) seen from the sentence that uses it: with (9) as printed
(|log ratio| in {0, e^eps}) the 2 x 2 mechanism [[4/5, 1/5], [1/5, 4/5]] at e^eps = log 4 satisfies (9) and its ratio
4 exceeds e^eps = log 4 = 1.386...; with (9) as intended (|log ratio| in {0, eps}) the step holds at every point.
staircase.definition already grades this a typo (the printed statement is false); the reason route adds the same
witness, from the clause "since any Q satisfying (9) implies ...".
"""
from __future__ import annotations

import random
from fractions import Fraction as F
from functools import lru_cache

from workbench import rigorous
from workbench.literal import Logs, Reading
from workbench.mechanisms.staircase import binary_mechanism
from workbench.reasons import Reason

SEED = 4


def _dot(p, q):
    return sum((a * b for a, b in zip(p, q)), F(0))


def _scale(c, v):
    return tuple(c * x for x in v)


def _add(a, b):
    return tuple(x + y for x, y in zip(a, b))


# f of the f-divergences (rational on rational points) and utilities mu(q) = (P1.q) f((P0.q)/(P1.q)); "square" and
# "negative" are not sublinear (the first not homogeneous, the second not convex), "concave-f" has phi not convex.
F_OF = {"chi2": lambda t: (t - 1) ** 2, "tv": lambda t: abs(t - 1) / 2, "concave-f": lambda t: -(t - 1) ** 2}


def mu(p, q):
    """The utility named by p["mu"] at the column q (P0 = p["P0"], P1 = p["P1"])."""
    name, z, t = p["mu"], _dot(p["P0"], q), _dot(p["P1"], q)
    if name in F_OF:
        return t * F_OF[name](z / t)
    if name == "square":
        return (z - t) ** 2
    if name == "negative":
        return -abs(z - t)
    raise KeyError(name)


def phi(p, z, t):
    return t * F_OF[p["mu"]](z / t)


# --------------------------------------------------------------------------- Sec. 2

SUBLINEAR_CONVEX = Reason(
    "Sec. 2, par. 3", "Since sub-linearity implies convexity, (8) is in general a complicated nonlinear program: we "
    "are maximizing (instead of minimizing) a convex function in Q",
    step=Reading("mu(l a + (1-l) b) <= l mu(a) + (1-l) mu(b)",
                 lambda p: mu(p, _add(_scale(p["l"], p["a"]), _scale(1 - p["l"], p["b"]))), "<=",
                 lambda p: p["l"] * mu(p, p["a"]) + (1 - p["l"]) * mu(p, p["b"])),
    cites=(Reading("homogeneity: mu(l a) = l mu(a)", lambda p: mu(p, _scale(p["l"], p["a"])), "=",
                   lambda p: p["l"] * mu(p, p["a"])),
           Reading("homogeneity: mu((1-l) b) = (1-l) mu(b)", lambda p: mu(p, _scale(1 - p["l"], p["b"])), "=",
                   lambda p: (1 - p["l"]) * mu(p, p["b"])),
           Reading("subadditivity: mu(l a + (1-l) b) <= mu(l a) + mu((1-l) b)",
                   lambda p: mu(p, _add(_scale(p["l"], p["a"]), _scale(1 - p["l"], p["b"]))), "<=",
                   lambda p: mu(p, _scale(p["l"], p["a"])) + mu(p, _scale(1 - p["l"], p["b"])))))

STAIRCASE_LDP = "Sec. 2, after (9)"
_RATIO = Reading("Q(y|x)/Q(y|x') <= e^eps (the largest ratio)", lambda p: p["p"] / (1 - p["p"]), "<=",
                 lambda p: p["e^eps"])
STAIRCASE_LDP_PRINTED = Reason(
    STAIRCASE_LDP, "Notice that staircase mechanisms are eps-locally differentially private, since any Q satisfying "
    "(9) implies that Q(y|x)/Q(y|x') <= e^eps",
    step=_RATIO,
    cites=(Reading("(9) as printed: |log Q(y|x)/Q(y|x')| = e^eps (the nonzero value)",
                   lambda p: Logs.log(p["p"] / (1 - p["p"])), "=", lambda p: p["e^eps"]),
           Reading("eps >= 0", lambda p: p["e^eps"], ">=", lambda p: 1)))
STAIRCASE_LDP_INTENDED = Reason(
    STAIRCASE_LDP, "since any Q satisfying (9) as intended (|log ratio| in {0, eps}) has Q(y|x)/Q(y|x') <= e^eps",
    step=_RATIO,
    cites=(Reading("(9) as intended: |log Q(y|x)/Q(y|x')| = eps (the nonzero value)",
                   lambda p: Logs.log(p["p"] / (1 - p["p"])), "=", lambda p: p["eps"]),
           Reading("eps >= 0", lambda p: p["e^eps"], ">=", lambda p: 1)))


def _off_ratio_pairs(p):
    v, E = p["v"], p["E"]
    return sum(v[a] / v[b] not in (1 / E, 1, E) for a in range(len(v)) for b in range(len(v)))


PATTERNS = Reason(
    "Sec. 2, patterns, par. 2", "Then, from the definition of staircase mechanisms, Q(y|x)/Q(y|x') in {e^-eps, 1, "
    "e^eps} and each column Q(y|.) must be proportional to one of the canonical staircase patterns",
    step=Reading("Q(y|.)/min_x Q(y|x) is in {1, e^eps}^k (entries outside it)",
                 lambda p: sum(x / min(p["v"]) not in (1, p["E"]) for x in p["v"]), "=", lambda p: 0),
    cites=(Reading("every ratio Q(y|x)/Q(y|x') in {e^-eps, 1, e^eps} (pairs outside it)", _off_ratio_pairs, "=",
                   lambda p: 0),))

MERGE = Reason(
    "Sec. 2, after Thm. 4, merging display", "Precisely, using the fact that Q(y|.) = C Q(y'|.), it follows that "
    "[mu(Q_y + Q_y') = mu(Q_y) + mu(Q_y')] by the homogeneity property of mu",
    step=Reading("mu(Q_y + Q_y') = mu(Q_y) + mu(Q_y')", lambda p: mu(p, _add(p["y"], p["y'"])), "=",
                 lambda p: mu(p, p["y"]) + mu(p, p["y'"])),
    cites=(Reading("Q_y = C Q_y'", lambda p: max(abs(a - p["C"] * b) for a, b in zip(p["y"], p["y'"])), "=",
                   lambda p: 0),
           Reading("homogeneity: mu((1+C) Q_y') = (1+C) mu(Q_y')", lambda p: mu(p, _scale(1 + p["C"], p["y'"])), "=",
                   lambda p: (1 + p["C"]) * mu(p, p["y'"])),
           Reading("homogeneity: mu(C Q_y') = C mu(Q_y')", lambda p: mu(p, _scale(p["C"], p["y'"])), "=",
                   lambda p: p["C"] * mu(p, p["y'"]))))

# --------------------------------------------------------------------------- Sec. 3


def _columns(Q):
    return [tuple(row[y] for row in Q) for y in range(len(Q[0]))]


DEFINITION_DF = Reason(
    "Sec. 3, par. 1", "From the definition of D_f(M0||M1), we have that [D_f(M0||M1) = sum_y mu(Q_y)] where "
    "mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T Q_y)",
    step=Reading("sum_y M1(y) f(M0(y)/M1(y)) = sum_y mu(Q_y)",
                 lambda p: sum(m1 * F_OF[p["mu"]](m0 / m1) for m0, m1 in zip(p["M0"], p["M1"])), "=",
                 lambda p: sum(mu(p, q) for q in _columns(p["Q"]))),
    cites=(Reading("M_nu(y) = P_nu^T Q_y (the induced marginals)",
                   lambda p: max(abs(m - _dot(P, q)) for P, M in ((p["P0"], p["M0"]), (p["P1"], p["M1"]))
                                 for m, q in zip(M, _columns(p["Q"]))), "=", lambda p: 0),))

PHI_CONVEX = Reason(
    "Sec. 3, par. 1 (convexity)", "Moreover, since the function phi(z,t) = t f(z/t) is convex in (z,t) for 0 <= z,t "
    "<= 1, then mu is convex in Q_y",
    step=SUBLINEAR_CONVEX.step,
    cites=(Reading("phi convex at (P0^T a, P1^T a), (P0^T b, P1^T b), weight l",
                   lambda p: phi(p, p["l"] * _dot(p["P0"], p["a"]) + (1 - p["l"]) * _dot(p["P0"], p["b"]),
                                 p["l"] * _dot(p["P1"], p["a"]) + (1 - p["l"]) * _dot(p["P1"], p["b"])), "<=",
                   lambda p: p["l"] * phi(p, _dot(p["P0"], p["a"]), _dot(p["P1"], p["a"]))
                   + (1 - p["l"]) * phi(p, _dot(p["P0"], p["b"]), _dot(p["P1"], p["b"]))),))

CONVEX_HOMOGENEOUS = Reason(
    "Sec. 3, par. 1 (sublinearity)", "Convexity and homogeniety together imply sublinearlity",
    step=Reading("subadditivity: mu(a + b) <= mu(a) + mu(b)", lambda p: mu(p, _add(p["a"], p["b"])), "<=",
                 lambda p: mu(p, p["a"]) + mu(p, p["b"])),
    cites=(Reading("homogeneity: mu(a + b) = 2 mu((a + b)/2)", lambda p: mu(p, _add(p["a"], p["b"])), "=",
                   lambda p: 2 * mu(p, _scale(F(1, 2), _add(p["a"], p["b"])))),
           Reading("convexity: mu((a + b)/2) <= (mu(a) + mu(b))/2",
                   lambda p: mu(p, _scale(F(1, 2), _add(p["a"], p["b"]))), "<=",
                   lambda p: (mu(p, p["a"]) + mu(p, p["b"])) / 2)))


def _divergence(p, Q):
    f = F_OF[p["mu"]]
    return sum((_dot(p["P1"], q) * f(_dot(p["P0"], q) / _dot(p["P1"], q)) for q in _columns(Q)
                if _dot(p["P1"], q) != 0), F(0))


def _garbled(p):
    B, W = p["B"], p["W"]
    return [[sum(B[x][j] * W[j][y] for j in range(len(W))) for y in range(len(W[0]))] for x in range(len(B))]


BLACKWELL = Reason(
    "Sec. 3, after Thm. 5", "we prove that any eps-locally differentially private mechanism can be simulated from the "
    "output of the binary mechanism for sufficiently small eps. Hence, the binary mechanism dominates over all other "
    "mechanisms",
    step=Reading("D_f(M0||M1) of Q = B W <= D_f of the binary mechanism B", lambda p: _divergence(p, _garbled(p)),
                 "<=", lambda p: _divergence(p, p["B"])),
    cites=(Reading("W is a channel (rows: distributions): Q = B W is simulated from B's output",
                   lambda p: 1 if all(min(r) >= 0 and sum(r) == 1 for r in p["W"]) else 0, "=", lambda p: 1),))

# Blackwell (1953), cited for the dominance: a garbling of an experiment has no larger f-divergence. A point: an
# eps-LDP mechanism Q the paper's 'any' ranges over (k-ary randomized response, the binary mechanism of every other
# set T), priors P0 != P1 of the high-privacy regime, e^eps small, the binary mechanism B of (P0, P1), and W, the
# 2 x |Y| matrix solved exactly from Q o P_nu = W o (B o P_nu), nu = 0, 1 (W(y|0), W(y|1) from the 2 x 2 system).
def _laws(Q, p):
    return [tuple(_dot(P, q) for q in _columns(Q)) for P in (p["P0"], p["P1"])]


def _pair_divergence(p, M0, M1):
    f = F_OF[p["mu"]]
    return sum((m1 * f(m0 / m1) for m0, m1 in zip(M0, M1) if m1 != 0), F(0))


def _garbling(p):
    """W o (B o P0), W o (B o P1): the binary mechanism's output laws passed through W."""
    (a0, a1), (b0, b1) = _laws(p["B"], p)
    return [tuple(a0 * w + a1 * v for w, v in zip(*p["W"])), tuple(b0 * w + b1 * v for w, v in zip(*p["W"]))]


def _simulation_gap(p):
    """0 when W is a channel (nonnegative; rows sum to one) and Q o P_nu = W o (B o P_nu), else a positive number."""
    W = p["W"]
    bad = sum(1 for row in W for w in row if w < 0) + sum(1 for row in W if sum(row) != 1)
    return bad + sum(abs(x - y) for M, G in zip(_laws(p["Q"], p), _garbling(p)) for x, y in zip(M, G))


SIMULATED = Reading("Q is simulated from B's output: W is a channel and Q o P_nu = W o (B o P_nu), nu = 0, 1",
                    _simulation_gap, "=", lambda p: 0)
BLACKWELL_1953 = Reading("Blackwell (1953) at the garbling W: D_f(W o B o P0||W o B o P1) <= D_f(B o P0||B o P1)",
                         lambda p: _pair_divergence(p, *_garbling(p)), "<=",
                         lambda p: _pair_divergence(p, *_laws(p["B"], p)))
BLACKWELL_CITED = Reason(
    "Sec. 3, after Thm. 5 (Blackwell)", "This is established by proving a very strong statistical dominance using "
    "Blackwell's celebrated result on comparisons of statistical experiments Blackwell (1953) ... Hence, the binary "
    "mechanism dominates over all other mechanisms",
    step=Reading("D_f(Q o P0||Q o P1) <= D_f(B o P0||B o P1): B dominates Q", lambda p: _divergence(p, p["Q"]), "<=",
                 lambda p: _divergence(p, p["B"])),
    cites=(SIMULATED,), theorem=BLACKWELL_1953)


def randomized_response(k: int, E) -> list:
    """k-ary randomized response: Q(y|x) = E/(E + k - 1) if y = x, else 1/(E + k - 1) (eps-LDP at e^eps = E)."""
    return [[(E if y == x else 1) / (E + k - 1) for y in range(k)] for x in range(k)]


def set_mechanism(T, k: int, E) -> list:
    """The binary mechanism of the set T: Q(0|x) = E/(1 + E) on T, 1/(1 + E) elsewhere (eps-LDP at e^eps = E)."""
    return [[E / (1 + E), 1 / (1 + E)] if x in T else [1 / (1 + E), E / (1 + E)] for x in range(k)]


def simulation(p) -> dict:
    """p with B and W: W(y|0), W(y|1) from (m0, m1) = (a w + (1 - a) v, b w + (1 - b) v), m_nu = P_nu^T Q_y,
    (a, b) the binary mechanism's P0 and P1 mass on output 0 (a != b for P0 != P1)."""
    B = binary_mechanism(list(p["P0"]), list(p["P1"]), p["E"])
    a, b = _dot(p["P0"], _columns(B)[0]), _dot(p["P1"], _columns(B)[0])
    (M0, M1), W = _laws(p["Q"], p), [[], []]
    for m0, m1 in zip(M0, M1):
        W[0].append((m0 * (1 - b) - m1 * (1 - a)) / (a - b))
        W[1].append((a * m1 - b * m0) / (a - b))
    return {**p, "B": B, "W": W}


def blackwell_points(E_values=(F(101, 100), F(11, 10)), priors=None) -> list:
    """f in {chi^2, TV}; the priors of the high-privacy regime (staircase.blackwell's); e^eps in `E_values`; Q
    k-ary randomized response and the binary mechanism of every nonempty proper set T (the one of T = {x : P0(x) >=
    P1(x)} is B itself)."""
    if priors is None:
        from .claims import HIGH_PRIVACY_PRIORS
        priors = [(tuple(F(v) for v in P0), tuple(F(v) for v in P1)) for P0, P1 in HIGH_PRIVACY_PRIORS]
    out = []
    for P0, P1 in priors:
        k = len(P0)
        for E in E_values:
            mechanisms = [randomized_response(k, E)] + [set_mechanism({x for x in range(k) if mask >> x & 1}, k, E)
                                                         for mask in range(1, 2 ** k - 1)]
            for name in ("chi2", "tv"):
                out += [simulation({"mu": name, "P0": P0, "P1": P1, "E": E, "Q": Q}) for Q in mechanisms]
    return out


# The TV converse (display lost; as staircase.binary-tv reconstructs it: TV(Q o P0, Q o P1) <= (e^eps - 1)/(e^eps +
# 1) TV(P0, P1) for every eps-LDP Q), from Thm. 6 (the binary mechanism attains the optimum of (13) for TV at every
# eps), read at the instance Q, and the binary mechanism's TV computed explicitly. Points: the Blackwell points'
# mechanisms with f = TV, at e^eps in {11/10, 2, 5} (Thm. 6 holds at every eps).
def _tv(Q, p):
    M0, M1 = _laws(Q, p)
    return sum((abs(a - b) for a, b in zip(M0, M1)), F(0)) / 2


def _tv_factor(p):
    """(e^eps - 1)/(e^eps + 1) TV(P0, P1)."""
    return (p["E"] - 1) / (p["E"] + 1) * sum((abs(a - b) for a, b in zip(p["P0"], p["P1"])), F(0)) / 2


TV_CONVERSE = Reason(
    "Sec. 3, converses, last par.", "Similarly, for total variation, we can get the following converse result. This "
    "follows from Theorem 6 and explicitly computing the total variation achieved by the binary mechanism",
    step=Reading("the TV converse: TV(Q o P0, Q o P1) <= (e^eps - 1)/(e^eps + 1) TV(P0, P1)",
                 lambda p: _tv(p["Q"], p), "<=", _tv_factor),
    cites=(Reading("Thm. 6 at Q: TV(Q o P0, Q o P1) <= TV(B o P0, B o P1) (B attains the optimum of (13) for TV)",
                   lambda p: _tv(p["Q"], p), "<=", lambda p: _tv(p["B"], p)),
           Reading("the binary mechanism's TV, computed: TV(B o P0, B o P1) = (e^eps - 1)/(e^eps + 1) TV(P0, P1)",
                   lambda p: _tv(p["B"], p), "=", _tv_factor)))


FACTOR = Reason(
    "Sec. 3, after Thm. 7", "Observe that 2(e^eps + 1)^2 <= 32 for eps <= 1",
    step=Reading("2 (e^eps + 1)^2 <= 32", lambda p: 2 * (rigorous.exp(p["eps"]) + 1) ** 2, "<=", lambda p: 32),
    cites=(Reading("eps <= 1", lambda p: p["eps"], "<=", lambda p: 1),))


# --------------------------------------------------------------------------- points (seeded, exact)

def _prior(rng, k):
    w = [rng.randint(1, 6) for _ in range(k)]
    return tuple(F(v, sum(w)) for v in w)


def _column(rng, k):
    return tuple(F(rng.randint(0, 8), 8) for _ in range(k - 1)) + (F(rng.randint(1, 8), 8),)


MUS = ("chi2", "tv", "square", "negative", "concave-f")


@lru_cache(maxsize=None)
def _points(key: str) -> tuple:
    rng = random.Random(f"{SEED}:{key}")
    out = []
    if key == "convex-f":                            # the utilities of f-divergences: phi is defined
        return tuple(p for p in _points("convex") if p["mu"] in F_OF)
    if key in ("convex", "subadditive"):
        for name in MUS:
            for _ in range(30):
                k = rng.choice((2, 3, 4))
                out.append({"mu": name, "P0": _prior(rng, k), "P1": _prior(rng, k), "a": _column(rng, k),
                            "b": _column(rng, k), "l": F(rng.randint(1, 7), 8)})
    elif key == "printed-9":
        for p in (F(4, 5), F(3, 4), F(9, 10), F(19, 20)):
            out += [{"p": p, "e^eps": Logs.log(r)} for r in (p / (1 - p), F(3), F(9))]
            out += [{"p": p, "e^eps": E} for E in (F(3, 2), F(4), F(20))]
    elif key == "intended-9":
        for p in (F(4, 5), F(3, 4), F(9, 10), F(19, 20)):
            out += [{"p": p, "eps": Logs.log(E), "e^eps": E} for E in (p / (1 - p), F(2), F(5), F(30))]
    elif key == "patterns":
        for E in (F(3, 2), F(2), F(3)):
            for _ in range(40):
                k = rng.choice((2, 3, 4))
                c = F(rng.randint(1, 5), 10)
                if rng.random() < 0.6:
                    v = tuple(c * E ** rng.randint(0, 1 if rng.random() < 0.7 else 2) for _ in range(k))
                else:
                    v = tuple(F(rng.randint(1, 9), 10) for _ in range(k))
                out.append({"E": E, "v": v})
    elif key == "merge":
        for name in MUS:
            for _ in range(30):
                k = rng.choice((2, 3, 4))
                base, C = _column(rng, k), F(rng.randint(1, 6), 3)
                other = _scale(C, base) if rng.random() < 0.6 else _column(rng, k)
                out.append({"mu": name, "P0": _prior(rng, k), "P1": _prior(rng, k), "y": other, "y'": base, "C": C})
    elif key == "definition":
        for name in ("chi2", "tv"):
            for _ in range(30):
                k, ell = rng.choice((2, 3)), rng.choice((2, 3))
                rows = []
                for _ in range(k):
                    w = [rng.randint(1, 5) for _ in range(ell)]
                    rows.append(tuple(F(v, sum(w)) for v in w))
                P0, P1 = _prior(rng, k), _prior(rng, k)
                cols = _columns(rows)
                M0, M1 = [_dot(P0, q) for q in cols], [_dot(P1, q) for q in cols]
                if rng.random() < 0.3:                 # marginals that are not P_nu^T Q (but still a distribution)
                    M0 = list(reversed(M0)) if len(set(M0)) > 1 else M0
                out.append({"mu": name, "P0": P0, "P1": P1, "Q": tuple(rows), "M0": tuple(M0), "M1": tuple(M1)})
    elif key == "blackwell":
        for name in ("chi2", "tv"):
            for E in (F(11, 10), F(3, 2), F(3)):
                for _ in range(12):
                    k, ell = rng.choice((3, 4)), rng.choice((2, 3, 4))
                    P0, P1 = _prior(rng, k), _prior(rng, k)
                    if P0 == P1:
                        continue
                    B = binary_mechanism(list(P0), list(P1), E)
                    if rng.random() < 0.7:
                        W = []
                        for _ in range(2):
                            w = [rng.randint(0, 4) for _ in range(ell)]
                            w = w if sum(w) else [1] + w[1:]
                            W.append([F(v, sum(w)) for v in w])
                    else:                                # rows summing to one with a negative entry: not a channel
                        W = [[F(3, 2), F(-1, 2)] + [F(0)] * (ell - 2), [F(-1, 2), F(3, 2)] + [F(0)] * (ell - 2)]
                    out.append({"mu": name, "P0": P0, "P1": P1, "B": B, "W": W})
    elif key == "blackwell-cited":
        out = blackwell_points()
    elif key == "tv-converse":
        out = [p for p in blackwell_points((F(11, 10), F(2), F(5))) if p["mu"] == "tv"]
    elif key == "factor":
        out = [{"eps": F(n, 8)} for n in range(0, 17)]
    else:
        raise KeyError(key)
    return tuple(out)


_KEY = {SUBLINEAR_CONVEX: "convex", PHI_CONVEX: "convex-f", CONVEX_HOMOGENEOUS: "subadditive",
        STAIRCASE_LDP_PRINTED: "printed-9", STAIRCASE_LDP_INTENDED: "intended-9", PATTERNS: "patterns",
        MERGE: "merge", DEFINITION_DF: "definition", BLACKWELL: "blackwell", FACTOR: "factor",
        BLACKWELL_CITED: "blackwell-cited", TV_CONVERSE: "tv-converse"}


def points(reason: Reason) -> list[dict]:
    """The exact points for `reason` (seeded), drawn from the standing hypotheses of its section."""
    return list(_points(_KEY[reason]))


BY_CLAIM = {
    "staircase.sublinear": (SUBLINEAR_CONVEX, DEFINITION_DF, PHI_CONVEX, CONVEX_HOMOGENEOUS),
    "staircase.definition": (STAIRCASE_LDP_PRINTED,),
    "staircase.patterns": (PATTERNS,),
    "staircase.merge-invariance": (MERGE,),
    "staircase.blackwell": (BLACKWELL, BLACKWELL_CITED),
    "staircase.binary-tv": (TV_CONVERSE,),
    "staircase.binary-kl-factor": (FACTOR,),
}
CORRECTED = {"staircase.definition": (STAIRCASE_LDP_INTENDED,)}
