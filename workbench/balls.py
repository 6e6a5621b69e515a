"""Exact rationals in and out of arb balls (python-flint): the rigorous side of every log and sqrt."""
from __future__ import annotations

from fractions import Fraction

from .lazy import lazy

flint = lazy("flint")   # loaded on the first ball, not when a paper module is imported


def ball(x) -> "flint.arb":
    """A rational (or int, or an arb already) as a ball at the current working precision."""
    if isinstance(x, flint.arb):
        return x
    x = Fraction(x)
    return flint.arb(x.numerator) / x.denominator


def _exact(point: "flint.arb") -> Fraction:
    man, exp = point.man_exp()
    return Fraction(int(man)) * Fraction(2) ** int(exp)


def lower(b: "flint.arb") -> Fraction:
    """A rational <= every point of the ball."""
    return _exact(b.lower())


def upper(b: "flint.arb") -> Fraction:
    """A rational >= every point of the ball."""
    return _exact(b.upper())
