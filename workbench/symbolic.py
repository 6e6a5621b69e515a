"""Symbolic route (SymPy): identities simplified to zero, polynomial signs by Sturm counts.

Every helper returns a RouteResult, so a wrong formula comes back as "fail", not as an
exception or a silent pass.
"""
from __future__ import annotations

import sympy as sp

from .claims import RouteResult

# The papers' parameters, as the closed forms registered with claims.closed_form write them: E = e^eps
# (or e^alpha), S categories, N inputs, c the PML prior floor, k inputs (staircase), m = floor(M/2).
PARAMETERS = E, S, N, c, k, m, delta = sp.symbols("E S N c k m delta", positive=True)


def identity(lhs, rhs, what: str) -> RouteResult:
    """Pass iff lhs - rhs simplifies to exactly 0. A rational difference is first cancelled (polynomial gcds: seconds
    where `simplify` of the expanded difference took minutes on a user's risk identity); simplify only if not 0."""
    if sp.cancel(sp.together(lhs - rhs)) == 0:
        return RouteResult.of(True, f"{what}: lhs - rhs simplifies to 0")
    difference = sp.simplify(sp.together(sp.expand(lhs - rhs)))
    if difference != 0:
        difference = sp.simplify(sp.factor(sp.cancel(difference)))
    return RouteResult.of(difference == 0, f"{what}: lhs - rhs simplifies to {sp.sstr(difference)}")


def positive_on_open_interval(expression, x: sp.Symbol, lo, hi) -> tuple[bool, str]:
    """Exact: a polynomial (or rational function with positive denominator) is > 0 on (lo, hi)
    iff it has no real root inside and is positive at one inner point (Sturm's theorem)."""
    numerator, denominator = sp.fraction(sp.cancel(sp.together(expression)))
    poly = sp.Poly(numerator, x)
    inside = poly.count_roots(lo, hi) - sum(1 for end in (lo, hi) if poly.eval(end) == 0)
    middle = sp.Rational(lo + hi, 2)
    denominator_sign = sp.Poly(denominator, x)
    denominator_roots = denominator_sign.count_roots(lo, hi) - sum(
        1 for end in (lo, hi) if denominator_sign.eval(end) == 0)
    value = expression.subs(x, middle)
    ok = inside == 0 and denominator_roots == 0 and value > 0
    return ok, f"roots in ({lo},{hi}): numerator {inside}, denominator {denominator_roots}; value at {middle}: {value}"
