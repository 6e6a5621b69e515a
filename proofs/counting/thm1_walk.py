"""Paper 001, Theorem 1 for every M >= 2, E >= 1 and delta in [0, 1], complete: the paper's walk argument as goals.

Optimality (the paper's "propagation of tight DP constraints", Appendix B): for a column j, walk from row j to the
centre row i0 = ceil(M/2). Each step x -> y (y the neighbour of x towards i0) uses dp_x_y_j, p_xj - E p_yj <= s_xyj,
weighted by w_x = q^|x-i0| (so w_x = q w_y): after the walk, w_j p_jj - p_{i0,j} <= T_j, the weighted s's of the
walk. Summed over j != i0 (D = sum w_j p_jj, Q = sum p_{i0,j}, S = sum T_j, L = sum w_j) with the diag rows
(t L <= D, t <= p_{i0,i0}), the dpsum rows (S <= delta L) and row i0 (p_{i0,i0} + Q <= 1):
    1 + delta L - t (1 + L) >= 0,   i.e.   t <= delta + (1 - delta) / (1 + L),
and 1 + L = sum_k q^|k-i0| = 1/alpha_M (geometric series written with r = q^m). Feasibility: P*'s rows sum to 1
(the cycle's series), its diagonal is the registered optimum, its entries are >= 0, and for adjacent rows x, y the
positive parts of p_xj - E p_yj sum to at most delta: j = x gives delta, every other j gives <= 0 because
d(x,j) - d(y,j) is in {-1, 0, 1} (the triangle inequality of the cyclic distance, also goals here).

Every step is a goal of one artefact, replayed by workbench.kernel.polyproof; what joins them (sums of inequalities
over an index set, the walk's induction, renaming) is bookkeeping, listed in STATEMENT. A hypothesis that is
another goal of the artefact is checked to be that goal's polynomial (`link_problems`). Two goals (the bound and
P*'s diagonal, per parity) are rebuilt from counting.optimum's registered closed form.
"""
from __future__ import annotations

import random
from fractions import Fraction

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")

_NAMES = "q E r delta c a t p0 Q D S L g h G z W u v w T sl sb sr pjj s C M A B dx dy"


def _symbols() -> dict:
    """The artefact's variables by name (made on first use: `list` must not load SymPy)."""
    return dict(zip(_NAMES.split(), sp.symbols(_NAMES)))


def alpha_in_r(form, parity: str, q, r):
    """(numerator, denominator) of alpha_M from `form` at M = 2m (even) or 2m + 1 (odd), q^m written r, with the
    denominator's constant term made positive. Raises sp.PolynomialError when they are not polynomials in q, r."""
    m = sp.Symbol("m", integer=True, positive=True)
    branch = form.even if parity == "even" else form.odd
    alpha = sp.expand_power_exp(sp.cancel(branch(m, q))).subs(q ** m, r)
    numerator, denominator = sp.fraction(sp.cancel(sp.together(alpha)))
    for polynomial in (numerator, denominator):
        sp.Poly(polynomial, q, r)                      # raises sp.PolynomialError when it is not one
    if denominator.subs({q: 0, r: 0}) < 0:
        numerator, denominator = -numerator, -denominator
    return sp.expand(numerator), sp.expand(denominator)


def _registered(parity: str, x: dict):
    from .pstar_positive import registered_diagonal
    return registered_diagonal(parity, x["q"], x["delta"], x["r"])


class _Builder:
    """Hypotheses declared once by name (h >= 0), goals with hand-written derivations; `links` records which
    hypotheses are goals of the same artefact."""

    def __init__(self, proof: Proof):
        self.proof, self.polys, self.links, self.series = proof, {}, {}, {}

    def hyp(self, name, poly, strict=False, goal=None):
        """Declare poly >= 0 (> 0 when strict) once under `name`; `goal`: the goal of this artefact it restates."""
        if name not in self.polys:
            self.polys[name] = sp.expand(poly)
            self.proof.hypothesis(name, poly, strict=strict)
            if goal:
                self.links[name] = goal
        return name

    def equal(self, name, left, right, goal=None):
        """left = right as the hypotheses 'name (>=)' (left - right >= 0) and 'name (<=)'."""
        return (self.hyp(f"{name} (>=)", left - right, goal=goal and f"{goal} (>= 0)"),
                self.hyp(f"{name} (<=)", right - left, goal=goal and f"{goal} (<= 0)"))

    def goal(self, name, expression, terms, relation=">=", **options):
        """A goal whose hypotheses are the declared ones its terms cite (plus `also`: e.g. the `positive` one)."""
        hypotheses = sorted({f for _, facts in terms for f in facts if f in self.polys} | set(options.pop("also", ())))
        self.proof.goal(name, expression, relation, hypotheses=hypotheses, terms=terms, **options)

    def goal_equal(self, name, expression, ge_terms, le_terms, **options):
        """expression = 0, as the goals 'name (>= 0)' and 'name (<= 0)'."""
        self.goal(f"{name} (>= 0)", expression, ge_terms, ">=", **options)
        self.goal(f"{name} (<= 0)", expression, le_terms, "<=", **options)


def _optimality(b: _Builder, x: dict, form) -> None:
    """The walk (per step), the weighted diag and dpsum rows, the summed bound, the series and the optimum."""
    q, E, r, delta, t, L = (x[n] for n in ("q", "E", "r", "delta", "t", "L"))
    _, eq_le = b.equal("E q = 1", E * q, 1)
    far = b.hyp("walk so far: W - q w u <= T", x["T"] - x["W"] + q * x["w"] * x["u"])
    dp = b.hyp("dp_x_y_j: u - E v <= s_xyj", x["sl"] - x["u"] + E * x["v"])
    b.goal("walk step: W - w v <= T + q w s_xyj", x["T"] + q * x["w"] * x["sl"] - x["W"] + x["w"] * x["v"],
           [(1, [far]), (q * x["w"], [dp]), (x["w"] * x["v"], [eq_le])])
    diag = b.hyp("diag_j: t <= p_jj", x["pjj"] - t)
    b.goal("diag_j weighted: w (p_jj - t) >= 0", x["w"] * (x["pjj"] - t), [(x["w"], [diag])])
    dpsum = b.hyp("dpsum_x_y: sb + sr <= delta", delta - x["sb"] - x["sr"])
    b.goal("dpsum_x_y weighted: w (delta - sb) >= 0", x["w"] * (delta - x["sb"]), [(x["w"], [dpsum])])
    summed = [b.hyp("walks summed over j != i0: D - Q <= S", x["S"] - x["D"] + x["Q"]),
              b.hyp("row_i0: p0 + Q <= 1", 1 - x["p0"] - x["Q"]), b.hyp("diag_i0: t <= p0", x["p0"] - t),
              b.hyp("diag summed over j != i0: t L <= D", x["D"] - t * L),
              b.hyp("dpsum summed over x != i0: S <= delta L", delta * L - x["S"])]
    bound = 1 + delta * L - t * (1 + L)
    b.goal("walk bound: 1 + delta L - t (1 + L) >= 0", bound, [(1, [h]) for h in summed])
    walk = b.hyp("walk bound", bound, goal="walk bound: 1 + delta L - t (1 + L) >= 0")
    # the geometric series: (1 - q) G_n = q - q^(n+1), by induction on n (z = q^(n+1))
    G, z = x["G"], x["z"]
    ge, le = b.equal("(1-q) G_n = q - q^(n+1)", (1 - q) * G, q - z)
    b.goal_equal("geometric step: (1-q) G_(n+1) - (q - q^(n+2)), G_(n+1) = G_n + q^(n+1)",
                 (1 - q) * (G + z) - (q - q * z), [(1, [ge])], [(1, [le])])
    q_le = b.hyp("q <= 1", 1 - q)
    q_lt = b.hyp("q < 1", 1 - q, strict=True)
    g, h = x["g"], x["h"]
    g_ge, g_le = b.equal("(1-q) g = q - r (g = G_(m-1))", (1 - q) * g, q - r)
    h_ge, h_le = b.equal("(1-q) h = q - q r (h = G_m)", (1 - q) * h, q - q * r)
    g_eq, h_eq = (g_ge, g_le), (h_ge, h_le)
    # which distances occur (bookkeeping 4): the path's two sides from i0, and a row of the cycle
    splits = {("even", L): (g + h, [(1, g_eq), (1, h_eq)]), ("even", x["C"]): (2 * g + r, [(2, g_eq)]),
              ("odd", L): (2 * h, [(2, h_eq)]), ("odd", x["C"]): (2 * h, [(2, h_eq)])}
    for parity, closed in (("even", 2 * q - r - q * r), ("odd", 2 * q - 2 * q * r)):
        for X, sides in ((L, "the path's two sides from i0"), (x["C"], "a row of the cycle")):
            split, equations = splits[parity, X]
            name = f"{parity}: series {X}: (1-q) {X} = {closed}"
            s_ge, s_le = b.equal(f"{parity}: {X} = {split} ({sides})", X, split)
            b.goal_equal(name, (1 - q) * X - closed, [(1, [q_le, s_ge])] + [(k, [e[0]]) for k, e in equations],
                         [(1, [q_le, s_le])] + [(k, [e[1]]) for k, e in equations])
            b.series[parity, str(X)] = b.equal(f"{parity}: series {X}", (1 - q) * X, closed, goal=name)
        numerator, denominator = alpha_in_r(form, parity, q, r)
        positive_terms = ([(1 + q, [q_lt]), ((1 + q) * g, [q_lt]), (1 + q, [g_le])] if parity == "even"
                          else [(1, [q_lt]), (2 * h, [q_lt]), (2, [h_le])])
        b.goal(f"{parity}: alpha_M's denominator > 0", denominator, positive_terms, ">")
        positive = b.hyp(f"{parity}: alpha_M's denominator > 0 (the goal)", denominator, strict=True,
                         goal=f"{parity}: alpha_M's denominator > 0")
        b.goal(f"{parity}: alpha_M > 0", numerator / denominator, [(1, [q_lt])], ">", positive=positive,
               also=[positive])
        l_ge, l_le = b.series[parity, "L"]
        optimum = form.optimum_from_alpha(numerator / denominator, delta)
        b.goal(f"{parity}: optimum - t >= 0 (Theorem 1's bound)", optimum - t,
               [(1, [q_le, walk]), (delta, [l_le]), (t, [l_ge])], positive=positive, also=[positive],
               template=lambda parity=parity: _registered(parity, x) - t)
    M = x["M"]
    m_ge, m_le = b.equal("eps = 0: L = M - 1", L, M - 1)
    b.goal("eps = 0: delta + (1 - delta)/M - t >= 0 (Theorem 1's bound, alpha_M = 1/M)",
           delta + (1 - delta) / M - t, [(1, [walk]), (delta, [m_le]), (t, [m_ge])])


def _feasibility(b: _Builder, x: dict, form) -> None:
    """P* = delta I + c a [q^d]: rows sum to 1, diagonal = the optimum, entries >= 0, DP rows; the triangle
    inequality of the cyclic distance; and eps = 0."""
    q, E, r, delta, c, a, s, C, M = (x[n] for n in ("q", "E", "r", "delta", "c", "a", "s", "C", "M"))
    c_ge, c_le = b.equal("c = 1 - delta", c, 1 - delta)
    q_le, q_lt = "q <= 1", "q < 1"
    eq_ge, eq_le = "E q = 1 (>=)", "E q = 1 (<=)"
    for parity in ("even", "odd"):
        numerator, denominator = alpha_in_r(form, parity, q, r)
        a_ge, a_le = b.equal(f"{parity}: a = alpha_M", a * denominator, numerator)
        s_ge, s_le = b.series[parity, "C"]
        b.goal_equal(f"{parity}: a row of P* sums to 1: delta + c a (1 + C) - 1", delta + c * a * (1 + C) - 1,
                     [(1, [q_lt, c_ge]), (c, [a_ge]), (c * a, [s_ge])],
                     [(1, [q_lt, c_le]), (c, [a_le]), (c * a, [s_le])],
                     common=1 - q, positive=q_lt, also=[q_lt])
        positive = f"{parity}: alpha_M's denominator > 0 (the goal)"
        b.goal_equal(f"{parity}: P*'s diagonal delta + c a = the optimum", delta + c * a -
                     form.optimum_from_alpha(numerator / denominator, delta),
                     [(c, [a_ge]), (1, [q_lt, c_ge])], [(c, [a_le]), (1, [q_lt, c_le])], positive=positive,
                     also=[positive], template=lambda parity=parity: delta + c * a - _registered(parity, x))
    b.goal("P* off the diagonal: c a q^d >= 0", c * a * s, [])
    b.goal("P* DP, j = x: p_xx - E p_yx - delta <= 0", c * a * (1 - E * q), [(c * a, [eq_ge])], "<=")
    b.goal("P* DP, j = y: p_xy - E p_yy <= 0", c * a * q - E * (delta + c * a), [(c * a, [q_le])], "<=")
    for step, expression, terms in ((-1, c * a * s * (1 - E * q), [(c * a * s, [eq_ge])]),
                                    (0, c * a * s * (1 - E), []), (1, c * a * s * (q - E), [(c * a * s, [q_le])])):
        b.goal(f"P* DP, other j, d(x,j) - d(y,j) = {step}: c a q^d(y,j) (q^{step} - E) <= 0 (s = q^min(d))",
               expression, terms, "<=")
    _triangle(b, x)
    am_ge, am_le = b.equal("eps = 0: a M = 1", a * M, 1)
    cm_ge, cm_le = b.equal("eps = 0: C = M - 1", C, M - 1)
    b.goal_equal("eps = 0: a row of P* sums to 1: delta + c a (1 + C) - 1", delta + c * a * (1 + C) - 1,
                 [(1, [c_ge]), (c, [am_ge]), (c * a, [cm_ge])], [(1, [c_le]), (c, [am_le]), (c * a, [cm_le])])
    b.goal_equal("eps = 0: P*'s diagonal delta + c a = delta + (1 - delta)/M", delta + c * a - delta - (1 - delta) / M,
                 [(c, [am_ge]), (1, [c_ge])], [(c, [am_le]), (1, [c_le])])


def _triangle(b: _Builder, x: dict) -> None:
    """|d(x,j) - d(y,j)| <= 1 for adjacent x, y: with A = |x - j|, B = |y - j| (B = A + 1 or A - 1, no integer lies
    between x and y), d(x,j) = min(A, M - A) is <= both, and d(y,j) is one of B, M - B; both directions."""
    M = x["M"]
    for (mine, mine_abs), (other, other_abs) in (((x["dx"], x["A"]), (x["dy"], x["B"])),
                                                 ((x["dy"], x["B"]), (x["dx"], x["A"]))):
        low = b.hyp(f"{mine} = min(...) <= {mine_abs}", mine_abs - mine)
        high = b.hyp(f"{mine} = min(...) <= M - {mine_abs}", M - mine_abs - mine)
        for shift in (1, -1):
            n_ge, n_le = b.equal(f"{other_abs} = {mine_abs} + {shift}", other_abs, mine_abs + shift)
            for value in (other_abs, M - other_abs):
                v_ge, v_le = b.equal(f"{other} = {value}", other, value)
                terms = ([(1, [v_ge]), (1, [n_ge]), (1, [low])] if value == other_abs
                         else [(1, [v_ge]), (1, [n_le]), (1, [high])])
                b.goal(f"triangle: {other} + 1 - {mine} >= 0 when {other_abs} = {mine_abs} + {shift}, "
                       f"{other} = {value}", other + 1 - mine, terms)


def walk_proof(form) -> Proof:
    """Theorem 1 for every M as one complete artefact (claim counting.optimum)."""
    x = _symbols()
    proof = Proof("counting.optimum", list(x.values()), STATEMENT, ARGUMENT, domain={x["E"]: 1, x["M"]: 2})
    builder = _Builder(proof)
    _optimality(builder, x, form)
    _feasibility(builder, x, form)
    proof.links = builder.links
    return proof


def link_problems(artefact: dict, links: dict) -> str | None:
    """A hypothesis said to be a goal of the artefact must be that goal's polynomial (its numerator, oriented; the
    goal's denominator a positive number) and carry its strictness. Untrusted bookkeeping check, run by the route."""
    goals = {g["name"]: g for g in artefact["goals"]}
    hypotheses = {h["name"]: h for h in artefact["hypotheses"]}
    n = len(artefact["variables"])
    from workbench.kernel import polyproof
    for name, goal_name in links.items():
        goal, hypothesis = goals.get(goal_name), hypotheses[name]
        if goal is None:
            return f"hypothesis {name!r}: no goal {goal_name!r}"
        denominator = polyproof.poly(goal["denominator"], n)
        constant = denominator.get((0,) * n)
        if len(denominator) != 1 or constant is None or constant * goal["denominator_sign"] <= 0:
            return f"goal {goal_name!r}: its denominator is not a positive number"
        orientation = 1 if goal["relation"] in (">=", ">") else -1
        proved = polyproof.times(polyproof.poly(goal["numerator"], n), {(0,) * n: orientation / constant})
        if proved != polyproof.poly(hypothesis["poly"], n) or (goal["relation"] in (">", "<")) != bool(
                hypothesis.get("strict")):
            return f"hypothesis {name!r} is not what goal {goal_name!r} proves"
    return None


def _walk(j: int, i0: int) -> list[int]:
    """The rows from j to i0, one step at a time."""
    step = 1 if j < i0 else -1
    return list(range(j, i0 + step, step)) if j != i0 else [i0]


def bookkeeping_problems(M: int, qv: Fraction, seed: int = 0, walk=_walk) -> str | None:
    """Corroborate STATEMENT's bookkeeping at one M (exact Fractions): the walks telescope (for a random P and s,
    D - Q - S is the weighted sum of the dp rows along the walks), the walks' (x, j) are the class (x != i0, j
    beyond x), the series splits (L, C by parity; every row of the cycle has the same C), and for adjacent x, y:
    |y-j| = |x-j| +- 1, d(x,j) - d(y,j) in {-1, 0, 1}, d(y,x) = 1. None when all hold."""
    from workbench.mechanisms.named import cyclic_distance
    rng, i0, E = random.Random(seed), (M + 1) // 2, 1 / qv
    w = {x: qv ** abs(x - i0) for x in range(1, M + 1)}
    towards = {x: x + (1 if x < i0 else -1) for x in range(1, M + 1) if x != i0}
    p = {(i, j): Fraction(rng.randint(0, 9), 9) for i in range(1, M + 1) for j in range(1, M + 1)}
    sv = {(x, towards[x], j): Fraction(rng.randint(0, 9), 9) for x in towards for j in range(1, M + 1)}
    others = [j for j in range(1, M + 1) if j != i0]
    walked = {(x, j) for j in others for x in walk(j, i0)[:-1]}
    if walked != {(x, j) for x in towards for j in range(1, M + 1) if j <= x < i0 or i0 < x <= j}:
        return f"M={M}: the walks' (x, j) are not the class x != i0, j beyond x"
    D, Q = sum(w[j] * p[j, j] for j in others), sum(p[i0, j] for j in others)
    S = sum(w[x] * sv[x, towards[x], j] for x, j in walked)
    pairs = [(x, y, j) for j in others for x, y in zip(walk(j, i0), walk(j, i0)[1:])]
    if any(towards.get(x) != y for x, y, _ in pairs):
        return f"M={M}: a walk takes a step that is not to the neighbour towards i0"
    steps = sum(w[x] * (p[x, j] - E * p[y, j] - sv[x, y, j]) for x, y, j in pairs)
    if D - Q - S != steps:
        return f"M={M}: the walks do not telescope to D - Q - S"
    G = lambda n: sum((qv ** k for k in range(1, n + 1)), Fraction(0))
    m, L = M // 2, sum(w[j] for j in others)
    cycle = {sum(qv ** cyclic_distance(M, i, j) for j in range(M) if j != i) for i in range(M)}
    expected = G(m - 1) + G(m) if M % 2 == 0 else 2 * G(m)
    if L != expected or cycle != {2 * G(m - 1) + qv ** m if M % 2 == 0 else 2 * G(m)}:
        return f"M={M}: the series do not split as stated"
    for x in range(1, M + 1):
        for y in (x - 1, x + 1):
            if not 1 <= y <= M:
                continue
            if cyclic_distance(M, y, x) != 1:
                return f"M={M}: d({y},{x}) != 1"
            for j in range(1, M + 1):
                if abs(abs(y - j) - abs(x - j)) != 1 or abs(cyclic_distance(M, x, j) - cyclic_distance(M, y, j)) > 1:
                    return f"M={M}: x={x}, y={y}, j={j} breaks |y-j| = |x-j| +- 1 or the triangle inequality"
    return None


def route_walk_proof(form, out_dir):
    """The complete proof route: build, write, replay (and z3), and check the links between goals."""
    from workbench.claims import RouteResult
    try:
        proof = walk_proof(form)
    except (sp.PolynomialError, ValueError, TypeError) as exc:
        return RouteResult("fail", f"Theorem 1 walk proof cannot be written as polynomial goals: {exc}"), None
    result, path = proof.route(out_dir, "counting_theorem1_walk")
    problem = link_problems(proof.artefact(), proof.links) or next(
        filter(None, (bookkeeping_problems(M, BOOKKEEPING_Q, seed=M) for M in BOOKKEEPING_MS)), None)
    detail = (f"{result.detail}; the links between goals hold, and the bookkeeping is corroborated exactly at "
              f"M = {BOOKKEEPING_MS[0]}..{BOOKKEEPING_MS[-1]} (q = {BOOKKEEPING_Q}, random P and s)")
    return RouteResult.of(result.status == "pass" and problem is None, detail if problem is None else
                          f"{result.detail}; but {problem}", strength="proved"), path


BOOKKEEPING_MS, BOOKKEEPING_Q = range(2, 41), Fraction(2, 3)


STATEMENT = (
    "counting.optimum for every M >= 2, E = e^eps >= 1 (q = 1/E in (0, 1]) and delta in [0, 1]: the LP (6) (family "
    "form: t <= p_ii, rows sum to 1, p_xj - E p_yj <= s_xyj, sum_j s_xyj <= delta for adjacent x, y, all p, s >= 0) "
    "has optimum delta + (1 - delta) alpha_M, the registered closed form, attained by P*. Goals: the walk step, the "
    "weighted diag and dpsum rows, the walk bound 1 + delta L - t (1 + L) >= 0, the geometric series, per parity "
    "alpha_M > 0 and optimum - t >= 0 (registered), at eps = 0 delta + (1 - delta)/M - t >= 0; P*: rows sum to 1, "
    "diagonal = the registered optimum (eps = 0: delta + (1 - delta)/M), entries >= 0, every DP row (j = x, j = y, "
    "other j by d(x,j) - d(y,j) in {-1, 0, 1}), and the triangle inequality |d(x,j) - d(y,j)| <= 1. "
    "BOOKKEEPING (what joins the goals, not replayed): (1) sums of inequalities over finite index sets, with "
    "variables naming the sums: D = sum_{j != i0} w_j p_jj, Q = sum_{j != i0} p_{i0,j}, L = sum_{j != i0} w_j, "
    "S = sum_j T_j, w_x = q^|x-i0|; (2) the walk from row j to i0 (n = |j-i0| steps x -> y towards i0, w_x = q w_y) "
    "by induction from W = w_j p_jj, T = 0 (the walk step goal n times ends at w_{i0} = 1: "
    "w_j p_jj - p_{i0,j} <= T_j); "
    "(3) reindexing: (x, j) with x on j's walk, x != i0, is exactly (x, j) with x != i0 and j beyond x, so "
    "S = sum_{x != i0} w_x sum_{j beyond x} s_{x,y,j}, and sb + sr = sum_j s_xyj with sr >= 0 the rest; "
    "(4) the geometric series by induction on n from G_0 = 0 (z = q^(n+1)), g = G_(m-1), h = G_m, r = q^m; the path's "
    "sides from i0 have distances 1..i0-1 and 1..M-i0 (even M = 2m: L = g + h; odd: L = 2h) and a row of the cycle "
    "1..m-1 twice and m once (even: C = 2g + r) or 1..m twice (odd: C = 2h); at eps = 0, L = C = M - 1 and "
    "alpha_M = 1/M; (5) P* is circulant (d_M(i,j) = min(|i-j|, M - |i-j|) depends on i - j mod M), so every row "
    "sums like row 0 and every diagonal entry is delta + c a; (6) integers: no j lies strictly between adjacent "
    "x, y, so |y-j| = |x-j| +- 1; d(x,j) - d(y,j) is an integer in [-1, 1] (triangle goals); d(x,x) = 0, "
    "d(y,x) = 1; (7) the paper's (6) states DP over output sets U; a DP P gives the feasible "
    "s_xyj = (p_xj - E p_yj)^+ (sum_j s_xyj = P(x,U*) - E P(y,U*) <= delta at U* = where it is > 0), and P* is DP "
    "for every U since sum_{j in U} (p_xj - E p_yj) <= sum_j (...)^+ <= delta by the DP goals (delta >= 0); "
    "t = min_i p_ii >= 0 (a t < 0 is below the optimum >= 0); (8) the box: q, r, s, w powers of q in [0, 1], "
    "E >= 1, c = 1 - delta >= 0, a = alpha_M > 0 (goal), all p, s, sums >= 0, M >= 2. A hypothesis that is another "
    "goal (the walk bound, the series, alpha_M's denominator > 0) is checked to be that goal's polynomial.")

ARGUMENT = (
    "Paper's Appendix B (propagation of tight DP constraints), as a weighted sum: walking from row j to the centre "
    "i0, q (p_xj - s_xyj) <= p_yj at each step gives w_j p_jj - p_{i0,j} <= sum_walk w_x s_xyj; summing over j and "
    "using t <= p_jj, sum_j s_xyj <= delta and row i0 sums to 1 gives t (1 + L) <= 1 + delta L; with (1 - q)(1 + L) "
    "= alpha_M's denominator (the series), t <= delta + (1 - delta) alpha_M. P* attains it: rows sum to 1 by the "
    "cycle's series, the diagonal is delta + (1 - delta) alpha_M, and each DP row's positive parts sum to delta.")
