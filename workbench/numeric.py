"""Numeric route (mpmath): evaluate at two working precisions and compare.

Numeric agreement is cross-validation, never a proof; the verdict rule treats it so.
"""
from __future__ import annotations

from .claims import RouteResult
from .lazy import lazy

mpmath = lazy("mpmath")

PRECISIONS = (50, 80)


def agree(lhs, rhs, points: list, what: str) -> RouteResult:
    """`lhs(*point)` and `rhs(*point)` agree to ~dps-10 digits at 50 and at 80 digits."""
    worst = mpmath.mpf(0)
    for dps in PRECISIONS:
        with mpmath.workdps(dps):
            tolerance = mpmath.mpf(10) ** (-(dps - 10))
            for point in points:
                args = [mpmath.mpf(p) if not isinstance(p, int) else p for p in point]
                a, b = lhs(*args), rhs(*args)
                error = abs(a - b) / max(1, abs(a))
                if error > tolerance:
                    return RouteResult("fail", f"{what}: at {point} ({dps} digits) {mpmath.nstr(a, 20)} != "
                                               f"{mpmath.nstr(b, 20)}")
                if dps == PRECISIONS[0]:
                    worst = max(worst, error)
    return RouteResult("pass", f"{what}: agree at {len(points)} points to 40+ digits "
                               f"(worst relative error at 50 digits {mpmath.nstr(worst, 3)})")


def check_all(predicate, points: list, what: str, dps: int = 50) -> RouteResult:
    """`predicate(*point)` is true at every point, evaluated at `dps` digits."""
    with mpmath.workdps(dps):
        for point in points:
            if not predicate(*point):
                return RouteResult("fail", f"{what}: false at {point} ({dps} digits)")
    return RouteResult("pass", f"{what}: true at {len(points)} points ({dps} digits)")
