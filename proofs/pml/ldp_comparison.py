"""Where the PML bound on eta_TV is tighter than the LDP bound, exactly (pml.ldp-comparison).

The abstract's "tighter bounds for mechanisms satisfying LDP" compares, for an eps-LDP kernel K with (eps_c, c)-PML
level eps_c, Thm. 1's Xi(eps_c, c) = min{(e^eps_c - 1)/(e^eps_c (1 - Nc) + 1), 1} with (13), L = (e^eps - 1)/(e^eps + 1).

The general criterion (`threshold`): the first term of Xi is increasing in e^eps_c (its derivative has numerator
2 - Nc > 0) and L < 1, so Xi(eps_c, c) <= L iff e^eps_c <= T(eps, N, c) = 2 e^eps / (2 + (e^eps - 1) N c), with equal
bounds exactly at e^eps_c = T. With eps_c = eps (no gain from c) the PML bound is never the tighter one for c > 0.

For one kernel, as a function of c on [0, 1/N] (`analyse`): by (73) e^eps_c(c) is the largest of the columns'
h / (c s + (1 - Nc) l) (h, l, s: the column's largest entry, smallest entry, sum), so its pieces meet at rational c
(two such ratios are equal where a linear function vanishes); on each piece the first term of Xi and the gap
Xi - L are Moebius functions of c (a linear function over a linear one), monotone, with rational roots. So the
sets where the PML bound is tighter, equal or looser, the crossings and the gap's extremes (at the breakpoints,
c = 0 being the LDP limit that the allowed range (0, 1/N] excludes) are exact rationals, computed here with SymPy
and checked again, point by point, with the exact Fraction levels of mechanisms.pml (`gap_at`).

The sharpness checks say no to a moved crossing, a threshold that is true but not tight and a gap that is not the
extreme (tests/proofs/test_pml_ldp_comparison.py).
"""
from __future__ import annotations

from fractions import Fraction

from workbench.lazy import lazy
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.pml import pml_level

sp = lazy("sympy")

F = Fraction


def _rational(value):
    """A Fraction as a SymPy Rational, exactly."""
    return sp.Rational(value.numerator, value.denominator)


def as_fraction(value) -> Fraction:
    """A SymPy number that must be rational (a breakpoint, a gap), as a Fraction; refused otherwise."""
    value = sp.cancel(value)
    if not isinstance(value, sp.Rational):
        raise ValueError(f"not a rational number: {value}")
    return F(int(value.p), int(value.q))


def xi_first(E, c, N):
    """The first term of Xi: (E - 1)/(E (1 - Nc) + 1), at numbers or symbols."""
    return (E - 1) / (E * (1 - N * c) + 1)


def xi(E: Fraction, c: Fraction, N: int) -> Fraction:
    """Xi(eps, c) exactly, c = 0 allowed: the c -> 0 limit, where (eps, 0)-PML is eps-LDP and Xi is (13)."""
    return min(xi_first(E, c, N), F(1))


def ldp_bound(E: Fraction) -> Fraction:
    """(13): (e^eps - 1)/(e^eps + 1)."""
    return (E - 1) / (E + 1)


def gap_at(K, c: Fraction) -> Fraction:
    """Xi(eps_c, c) - (13) for K at c in [0, 1/N], from the exact Fraction levels (pml_level, ldp_level):
    > 0 where the PML bound is looser, < 0 where it is tighter."""
    return xi(pml_level(K, c).E, F(c), len(K)) - ldp_bound(ldp_level(K).E)


def threshold(E, N, c):
    """T(eps, N, c) = 2 e^eps / (2 + (e^eps - 1) N c): Xi(eps_c, c) <= (13) iff e^eps_c <= T."""
    return 2 * E / (2 + (E - 1) * N * c)


def threshold_check(candidate, points=None) -> dict:
    """Is `candidate(E, N, c)` the sharp threshold? 'tight': the first term of Xi at e^eps_c = candidate minus (13)
    cancels to 0 for every E, N, c (equal bounds on the boundary); 'monotone': d/dE' of the first term has numerator
    2 - Nc (> 0 on c <= 1/N), so below the candidate the PML bound is tighter and above it looser; 'sides': at exact
    points (E, N, c), Xi == (13) at the candidate, < at candidate - 1/1000 and > at candidate + 1/1000 (Fractions)."""
    E, N, c, Ep = sp.symbols("E N c Ep", positive=True)
    tight = sp.cancel(sp.together(xi_first(candidate(E, N, c), c, N) - ldp_bound(E))) == 0
    numerator = sp.numer(sp.together(sp.diff(xi_first(Ep, c, N), Ep)))
    monotone = sp.expand(numerator - (2 - N * c)) == 0
    points = points or [(F(5), 4, F(1, 8)), (F(15), 10, F(1, 20)), (F(3, 2), 2, F(1, 2)), (F(7), 3, F(1, 100))]
    sides = []
    for E_, N_, c_ in points:
        T = as_fraction(candidate(_rational(E_), sp.Integer(N_), _rational(c_)))
        h, L = F(1, 1000), ldp_bound(E_)
        row = {"E": str(E_), "N": N_, "c": str(c_), "T": str(T),
               "at": xi(T, c_, N_) == L, "below": xi(T - h, c_, N_) < L, "above": xi(T + h, c_, N_) > L}
        sides.append(row)
    exact = all(r["at"] and r["below"] and r["above"] for r in sides)
    return {"tight": tight, "monotone": monotone, "sides": sides, "sharp": tight and monotone and exact}


def same_level_gap():
    """Xi's first term at eps_c = eps minus (13): N c E (E - 1)/((E + 1)(E (1 - Nc) + 1)), each factor >= 0 for
    E >= 1, c <= 1/N, so with no gain in the level the PML bound is never tighter for c > 0. Returns (that
    expression, whether the difference cancels to it), printed with E named e^eps."""
    E, N, c = sp.symbols("e^eps N c", positive=True)
    gap = sp.cancel(sp.together(xi_first(E, c, N) - ldp_bound(E)))
    expected = N * c * E * (E - 1) / ((E + 1) * (E * (1 - N * c) + 1))
    return expected, sp.cancel(sp.together(gap - expected)) == 0


def threshold_text() -> str:
    """T(eps, N, c) as SymPy prints it, with E named e^eps."""
    E, N, c = sp.symbols("e^eps N c", positive=True)
    return str(threshold(E, N, c))


def column_ratios(K) -> dict:
    """{y: e^{l(y)}(c)} by (73), a SymPy function of c for each used column y (largest entry > 0)."""
    c, N = sp.Symbol("c"), len(K)
    out = {}
    for y in range(len(K[0])):
        column = [_rational(row[y]) for row in K]
        if max(column) > 0:
            out[y] = max(column) / (c * sum(column) + (1 - N * c) * min(column))
    return out


def _roots_inside(expr, lo, hi) -> set:
    """Rational roots of a rational function's numerator strictly inside (lo, hi); the numerators here are linear in
    c (or identically 0, which has no isolated roots), anything else is refused."""
    c = sp.Symbol("c")
    numerator = sp.Poly(sp.numer(sp.together(expr)), c)
    if numerator.is_zero:
        return set()
    if numerator.degree() > 1:
        raise ValueError(f"expected a linear numerator in c, got {numerator.as_expr()}")
    return {r for r in sp.solve(numerator.as_expr(), c) if lo < r < hi}


def analyse(K) -> dict:
    """The comparison for K over c in [0, 1/N], exactly: breakpoints, the pieces (e^eps_c, Xi, gap = Xi - (13) on
    each), where the gap is < 0 (PML tighter), > 0 (looser), = 0 (crossings, or whole pieces), and its extremes."""
    c, N = sp.Symbol("c"), len(K)
    E = ldp_level(K).E
    if E is None:
        raise ValueError("K has no finite LDP level: there is no (13) to compare with")
    L, top = _rational(ldp_bound(E)), sp.Rational(1, N)
    ratios = column_ratios(K)
    points = {sp.Integer(0), top}
    for a in ratios.values():
        for b in ratios.values():
            points |= _roots_inside(a - b, 0, top)
    level_points = sorted(points)
    for lo, hi in zip(level_points, level_points[1:]):
        mid = (lo + hi) / 2
        level = max(ratios.values(), key=lambda r: r.subs(c, mid))
        first = sp.cancel(xi_first(level, c, N))
        points |= _roots_inside(first - 1, lo, hi) | _roots_inside(first - L, lo, hi)
    points = sorted(points)
    pieces = []
    for lo, hi in zip(points, points[1:]):
        mid = (lo + hi) / 2
        column, level = max(ratios.items(), key=lambda item: item[1].subs(c, mid))
        level = sp.cancel(level)
        first = sp.cancel(xi_first(level, c, N))
        bound = first if first.subs(c, mid) < 1 else sp.Integer(1)
        gap = sp.factor(sp.cancel(bound - L))
        derivative = sp.numer(sp.together(sp.diff(gap, c)))
        pieces.append({"from": lo, "to": hi, "column": column, "level": level, "Xi": bound, "gap": gap,
                       "sign": sp.sign(gap.subs(c, mid)), "monotone": not derivative.has(c)})
    at = {p: sp.cancel(piece["gap"].subs(c, p)) for piece in pieces for p in (piece["from"], piece["to"])}
    allowed = {p: v for p, v in at.items() if p > 0}          # c = 0 is the LDP limit, outside (0, 1/N]
    gap_max, gap_min = max(allowed.values()), min(at.values())
    return {"N": N, "E": E, "L": ldp_bound(E), "points": points, "pieces": pieces, "gap at": at,
            "crossings": sorted(p for p, v in at.items() if v == 0),
            "equal pieces": [(p["from"], p["to"]) for p in pieces if p["gap"] == 0],
            "tighter": [(p["from"], p["to"]) for p in pieces if p["sign"] < 0],
            "looser": [(p["from"], p["to"]) for p in pieces if p["sign"] > 0],
            "gap max": gap_max, "gap max at": sorted(p for p, v in allowed.items() if v == gap_max),
            "gap inf": gap_min, "gap inf attained": any(v == gap_min for v in allowed.values()),
            "monotone": all(p["monotone"] for p in pieces)}


def crossing_check(K, c_star: Fraction, step: Fraction = F(1, 10 ** 4)) -> dict:
    """Are the bounds equal at c_star (a crossing), with the Fraction levels, and what are the gap's signs a step to
    each side (None: that side is outside [0, 1/N])? A crossing moved off the true one has gap != 0 and is refused."""
    N, c_star = len(K), F(c_star)
    if not 0 <= c_star <= F(1, N):
        raise ValueError(f"c = {c_star} is outside [0, 1/{N}]")
    def sign(c):
        if not 0 <= c <= F(1, N):
            return None
        g = gap_at(K, c)
        return (g > 0) - (g < 0)
    return {"c": str(c_star), "gap": str(gap_at(K, c_star)), "equal": gap_at(K, c_star) == 0,
            "left": sign(c_star - step), "right": sign(c_star + step)}


def kink_check(K, c_kink: Fraction, step: Fraction = F(1, 10 ** 4)) -> dict:
    """Is Xi's first term exactly 1 at c_kink (where Xi stops growing), < 1 just before and > 1 just after?"""
    N = len(K)
    first = lambda c: xi_first(pml_level(K, c).E, F(c), N)
    return {"c": str(c_kink), "at": first(F(c_kink)) == 1, "before": first(F(c_kink) - step) < 1,
            "after": F(c_kink) + step > F(1, N) or first(F(c_kink) + step) > 1}


def gap_max_check(K, value: Fraction, at: Fraction, analysis: dict | None = None) -> dict:
    """Is `value` the largest gap over (0, 1/N], attained at `at`? The gap at `at` (Fraction levels) must equal it,
    and no breakpoint's gap (the pieces are monotone, so the extremes are at breakpoints) may exceed it."""
    analysis = analysis or analyse(K)
    attained = gap_at(K, F(at)) == F(value)
    largest = all(as_fraction(v) <= F(value) for p, v in analysis["gap at"].items() if p > 0)
    return {"value": str(value), "at": str(at), "attained": attained, "largest": largest and analysis["monotone"],
            "sharp": attained and largest and analysis["monotone"]}


def mobius_text(expr) -> str:
    """A function of c as text with a denominator positive at c = 0 (5*c/(8 - 19*c), not -5*c/(19*c - 8))."""
    c = sp.Symbol("c")
    numerator, denominator = sp.fraction(sp.cancel(expr))
    if denominator.subs(c, 0) < 0:
        numerator, denominator = -numerator, -denominator
    numerator, denominator = sp.expand(numerator), sp.expand(denominator)
    if denominator == 1:
        return str(numerator)
    wrap = lambda e: str(e) if e.is_Atom or e.is_Mul else f"({e})"
    return f"{wrap(numerator)}/{wrap(denominator)}"


def intervals(analysis: dict, sign: int) -> list[tuple]:
    """The c in (0, 1/N] where the gap has this sign (-1: PML tighter, 1: looser), merged, as (lo, hi, lo_closed,
    hi_closed); an end is in the set iff the gap there is not 0 (it is continuous) and it is not c = 0."""
    out = []
    for piece in analysis["pieces"]:
        if piece["sign"] != sign:
            continue
        lo, hi = piece["from"], piece["to"]
        if out and out[-1][1] == lo:
            lo = out.pop()[0]
        out.append((lo, hi))
    at = analysis["gap at"]
    return [(lo, hi, lo > 0 and at[lo] != 0, at[hi] != 0) for lo, hi in out]


def interval_text(spans: list[tuple]) -> str:
    """'(0, 1/4]' and the like, or 'no c' for an empty set."""
    if not spans:
        return "no c"
    return " and ".join(f"{'[' if a else '('}{lo}, {hi}{']' if b else ')'}" for lo, hi, a, b in spans)


def summary(K, analysis: dict | None = None) -> dict:
    """What the correction prints for K, every value computed: LDP level and (13), e^eps_c(c), the tighter, looser
    and equal sets, the crossings, the pieces' gaps, the gap's extremes and the ratio Xi / (13) at its largest."""
    analysis = analysis or analyse(K)
    N, L = analysis["N"], _rational(analysis["L"])
    levels = []                                                   # (expression, from, to), merged
    for p in analysis["pieces"]:
        if levels and levels[-1][0] == p["level"]:
            levels[-1][2] = p["to"]
        else:
            levels.append([p["level"], p["from"], p["to"]])
    merged = []                                                   # [gap, Xi, from, to], merged
    for p in analysis["pieces"]:
        if merged and merged[-1][0] == p["gap"] and merged[-1][1] == p["Xi"]:
            merged[-1][3] = p["to"]
        else:
            merged.append([p["gap"], p["Xi"], p["from"], p["to"]])
    pieces = [f"{mobius_text(g)} on [{lo}, {hi}] (Xi = {mobius_text(x)})" for g, x, lo, hi in merged]
    return {"N": N, "E": str(analysis["E"]), "L": str(analysis["L"]),
            "level": "; ".join(f"{mobius_text(e)} on [{lo}, {hi}]" for e, lo, hi in levels),
            "tighter": interval_text(intervals(analysis, -1)), "looser": interval_text(intervals(analysis, 1)),
            "crossings": ", ".join(str(p) for p in analysis["crossings"]) or "none",
            "gap pieces": "; ".join(pieces), "gap max": str(analysis["gap max"]),
            "gap max at": interval_text([(analysis["gap max at"][0], analysis["gap max at"][-1], True, True)])
            if len(analysis["gap max at"]) > 1 else str(analysis["gap max at"][0]),
            "ratio max": str((L + analysis["gap max"]) / L), "gap inf": str(analysis["gap inf"]),
            "gap inf attained": analysis["gap inf attained"]}
