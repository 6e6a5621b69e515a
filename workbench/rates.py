"""The rate route: an order of growth checked against the actual quantity, never against the paper's own bound.

A sentence "the sample complexity is that of the non-private setup", "n = Omega(1/delta)" or "up to log terms" is
about how a quantity (an exact divergence, a risk, an operation count) behaves as a size or a parameter moves. Deciding
it by applying the paper's bound to both sides is circular: the bound may be loose in a different way on each. A
`Rate` states the true order of one quantity: low * s^power <= quantity(s) <= high * s^power at every size s of a
grid (exactly: the quantity is an int, Fraction or `literal.Logs`; or rigorously, an Enclosure). A size where the
band fails is a counterexample with the values; holding on the grid is exact-sampled evidence of the order.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable

from . import rigorous
from .claims import RouteResult
from .literal import relation_holds


@dataclass(frozen=True)
class Rate:
    """`text`: the quantity in words; low * s^power <= quantity(s) <= high * s^power is its claimed order."""
    text: str
    """What the quantity is, in words."""
    quantity: Callable[[Fraction], object]
    """The quantity at a size s: int, Fraction, Logs or Enclosure."""
    power: int
    """The order's exponent (negative or positive)."""
    low: Fraction
    """The band's lower constant."""
    high: Fraction
    """The band's upper constant."""


def band_failures(rate: Rate, sizes: Iterable[Fraction]) -> tuple[list[dict], list[str]]:
    """The sizes where the quantity is decided outside its band, with the values, and the sizes where a comparison
    stayed undecided at the highest precision (never counted as outside)."""
    failures, undecided = [], []
    for s in sizes:
        value, scale = rate.quantity(s), Fraction(s) ** rate.power
        sides = [rigorous.decide(lambda: relation_holds(">=", value, rate.low * scale)),
                 rigorous.decide(lambda: relation_holds("<=", value, rate.high * scale))]
        if False in sides:
            failures.append({"size": str(s), "quantity": str(value), "low": str(rate.low * scale),
                             "high": str(rate.high * scale)})
        elif any(side is rigorous.UNDECIDED for side in sides):
            undecided.append(str(s))
    return failures, undecided


def route(rates: Iterable[Rate], sizes: Iterable[Fraction]) -> tuple[RouteResult, dict | None]:
    """Every rate's band at every size: "pass" with the bands, "fail" with the first size decided outside one, "skip"
    when a comparison stayed undecided (an undecided size is no counterexample)."""
    sizes = list(sizes)
    if not sizes:
        raise ValueError("the rate route needs at least one size")
    lines = []
    for rate in rates:
        failures, undecided = band_failures(rate, sizes)
        if failures:
            return RouteResult("fail", f"{rate.text} leaves [{rate.low}, {rate.high}] s^{rate.power} at s = "
                                       f"{failures[0]['size']}"), {"rate": rate.text, **failures[0]}
        if undecided:
            return RouteResult("skip", f"{rate.text}: undecided at s = {', '.join(undecided)}"), None
        lines.append(f"{rate.text} in [{rate.low}, {rate.high}] s^{rate.power}")
    return RouteResult("pass", "against the exact quantities at s in {" + ", ".join(map(str, sizes)) + "}: " +
                       "; ".join(lines)), None


class Counted:
    """A number that counts the arithmetic it takes part in (+, -, *, /, and the calls of `Counted.log`), so that a
    complexity sentence ("computable in linear time in S") is decided by the operations a computation actually
    performs at each size, not by reading its code. `Counted.tally` is the running count; comparisons are free."""
    tally = [0]

    def __init__(self, value):
        self.value = value.value if isinstance(value, Counted) else value

    @classmethod
    def count(cls, compute: Callable[[], object]) -> int:
        """The operations `compute()` performs on Counted values."""
        before = cls.tally[0]
        compute()
        return cls.tally[0] - before

    @classmethod
    def log(cls, x) -> "Counted":
        """A logarithm, counted as one operation (its value is not needed to count)."""
        cls.tally[0] += 1
        return Counted(0)

    def _op(self, other, f):
        Counted.tally[0] += 1
        return Counted(f(self.value, other.value if isinstance(other, Counted) else other))

    def __add__(self, o): return self._op(o, lambda a, b: a + b)
    def __radd__(self, o): return self._op(o, lambda a, b: b + a)
    def __sub__(self, o): return self._op(o, lambda a, b: a - b)
    def __rsub__(self, o): return self._op(o, lambda a, b: b - a)
    def __mul__(self, o): return self._op(o, lambda a, b: a * b)
    def __rmul__(self, o): return self._op(o, lambda a, b: b * a)
    def __truediv__(self, o): return self._op(o, lambda a, b: a / b)
    def __rtruediv__(self, o): return self._op(o, lambda a, b: b / a)
    def __neg__(self): return self._op(0, lambda a, b: -a)

    def __eq__(self, o): return self.value == (o.value if isinstance(o, Counted) else o)
    def __lt__(self, o): return self.value < (o.value if isinstance(o, Counted) else o)
    def __le__(self, o): return self.value <= (o.value if isinstance(o, Counted) else o)
    def __gt__(self, o): return self.value > (o.value if isinstance(o, Counted) else o)
    def __ge__(self, o): return self.value >= (o.value if isinstance(o, Counted) else o)
    __hash__ = None
