"""Rigorous real arithmetic for claims with log, exp, sqrt, rational powers and Lambert W.

Each function returns an `Enclosure`: two exact rationals lo <= true value <= hi, read off arb balls
(python-flint) at the working precision, so a comparison built on them is as sure as exact arithmetic.
Comparisons (`lt`, `le`, `gt`, `ge`) answer True, False or `UNDECIDED` (the enclosures overlap at this
precision); `decide` recomputes at rising precision until they stop overlapping, and the fuzz route does
the same for a property that returns UNDECIDED. Floats never enter: what is not decided stays undecided.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from .balls import ball, flint, lower, upper

PRECISIONS = (64, 256, 1024, 4096)
"""The working precisions (bits) `decide` and the fuzz route try in turn; the first is the default of
`precision()`, the last one is the cap (`MAX_BITS`)."""
MAX_BITS = PRECISIONS[-1]
"""The highest precision tried (4096 bits): a comparison still UNDECIDED there stays undecided (the fuzz route
counts such examples and does not use them)."""
_BITS = ContextVar("workbench_rigorous_bits", default=PRECISIONS[0])
_READS = [0]                           # how often the working precision was used (a retry can help only then)


class _Undecided:
    """The third answer of a comparison: the enclosures overlap, so neither True nor False is known."""
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __bool__(self):
        raise TypeError("UNDECIDED has no truth value: combine verdicts with all_of / any_of / negation, "
                        "or return it from the property")

    def __repr__(self):
        return "UNDECIDED"


UNDECIDED = _Undecided()
"""The third answer of `lt`, `le`, `gt`, `ge` (and of `all_of`, `any_of`, `negation`): the enclosures overlap at
this precision. A single object: test it with `is UNDECIDED` or `is_undecided`; it has no truth value (`bool`
raises TypeError), so it cannot be mistaken for True or False. A fuzz property may return it."""


class Imprecise(ArithmeticError):
    """An enclosure reaches outside a function's domain at this precision (log of [-1e-30, 2]): the
    computation is undecided here and may succeed at a higher precision."""


@contextmanager
def working_precision(bits: int):
    """Compute this block's enclosures with `bits` bits (arb's precision), then restore the previous one."""
    token = _BITS.set(int(bits))
    try:
        yield
    finally:
        _BITS.reset(token)


def precision() -> int:
    """The bits enclosures are computed with now (`working_precision` sets it)."""
    return _BITS.get()


@dataclass(frozen=True, eq=False)
class Enclosure:
    """A real number known to lie in [lo, hi], both exact Fractions. Arithmetic with rationals and other
    enclosures is exact interval arithmetic; compare with `lt`, `le`, `gt`, `ge` (never `<`: a bool
    would hide the undecided case)."""
    lo: Fraction
    """The lower end, an exact Fraction: lo <= the true value."""
    hi: Fraction
    """The upper end, an exact Fraction: the true value <= hi (an empty [lo, hi] raises ValueError)."""

    def __post_init__(self):
        for end in ("lo", "hi"):          # most ends arrive as Fractions already: no copy then
            if type(getattr(self, end)) is not Fraction:
                object.__setattr__(self, end, Fraction(getattr(self, end)))
        if self.lo > self.hi:
            raise ValueError(f"empty enclosure [{self.lo}, {self.hi}]")

    def contains(self, value) -> bool:
        """Whether the exact rational `value` lies in [lo, hi]."""
        return self.lo <= Fraction(value) <= self.hi

    def __eq__(self, other):
        """The same two bounds (an Enclosure); against a number it is a TypeError, since whether the enclosed
        value equals it is rarely known: ask `le` and `ge`."""
        if isinstance(other, Enclosure):
            return (self.lo, self.hi) == (other.lo, other.hi)
        raise TypeError("an Enclosure == a number is not known in general: use rigorous.le and rigorous.ge")

    def __hash__(self):
        return hash((self.lo, self.hi))

    @property
    def width(self) -> Fraction:
        """hi - lo: how much is still unknown."""
        return self.hi - self.lo

    def __add__(self, other):
        other = enclose(other)
        return Enclosure(self.lo + other.lo, self.hi + other.hi)

    __radd__ = __add__

    def __neg__(self):
        return Enclosure(-self.hi, -self.lo)

    def __sub__(self, other):
        return self + (-enclose(other))

    def __rsub__(self, other):
        return enclose(other) - self

    def __mul__(self, other):
        other = enclose(other)
        products = [a * b for a in (self.lo, self.hi) for b in (other.lo, other.hi)]
        return Enclosure(min(products), max(products))

    __rmul__ = __mul__

    def __truediv__(self, other):
        other = enclose(other)
        if other.lo <= 0 <= other.hi:
            if other.lo == other.hi:
                raise ZeroDivisionError("division by an enclosure of 0")
            raise Imprecise(f"division by an enclosure containing 0: [{other.lo}, {other.hi}]")
        return self * Enclosure(1 / other.hi, 1 / other.lo)

    def __rtruediv__(self, other):
        return enclose(other) / self

    def __pow__(self, exponent: int):
        """An integer power, exactly (x^2 of [-1, 2] is [0, 4])."""
        if not isinstance(exponent, int):
            return power(self, exponent)
        if exponent < 0:
            return 1 / self ** -exponent
        ends = sorted((self.lo ** exponent, self.hi ** exponent))
        low = 0 if exponent % 2 == 0 and self.lo < 0 < self.hi else ends[0]
        return Enclosure(low, ends[1])

    def __str__(self):
        return f"[{_decimal(self.lo, down=True)}, {_decimal(self.hi, down=False)}]"


def _decimal(value: Fraction, down: bool, digits: int = 12) -> str:
    """`value` to about `digits` significant digits, rounded outward (the shown interval still encloses)."""
    if value == 0:
        return "0"
    shift = digits - (len(str(abs(value.numerator))) - len(str(value.denominator)))
    scaled = value * Fraction(10) ** shift
    rounded = scaled.__floor__() if down else scaled.__ceil__()
    return str(Decimal(rounded).scaleb(-shift).normalize())


def enclose(value) -> Enclosure:
    """An Enclosure as is; an int or Fraction as the point [value, value]."""
    if isinstance(value, Enclosure):
        return value
    if isinstance(value, float):
        raise TypeError("floats are not rigorous: give a Fraction (Fraction('0.1') is exactly 1/10)")
    value = Fraction(value)
    return Enclosure(value, value)


def _from_ball(b) -> Enclosure:
    if not b.is_finite():
        raise Imprecise("arb returned an unbounded ball")
    return Enclosure(lower(b), upper(b))


def _monotone(name: str, x, at_ball, domain_lo=None, strict: bool = False, increasing: bool = True) -> Enclosure:
    """f([lo, hi]) for an f monotone on its domain [domain_lo, inf): f's ball at each end, the outer ends
    taken. Below the domain: ValueError; straddling its edge: Imprecise (undecided at this precision)."""
    x = enclose(x)
    _READS[0] += 1
    if domain_lo is not None:
        outside = (lambda v: v <= domain_lo) if strict else (lambda v: v < domain_lo)
        if outside(x.hi):
            raise ValueError(f"{name} of {x.hi}: outside its domain")
        if outside(x.lo):
            raise Imprecise(f"{name}: the enclosure [{x.lo}, {x.hi}] reaches outside the domain")
    saved = flint.ctx.prec
    flint.ctx.prec = _BITS.get()
    try:
        low, high = (_from_ball(at_ball(ball(end))) for end in (x.lo, x.hi))
    finally:
        flint.ctx.prec = saved
    return Enclosure(low.lo, high.hi) if increasing else Enclosure(high.lo, low.hi)


def log(x) -> Enclosure:
    """The natural logarithm of a positive rational or enclosure."""
    return _monotone("log", x, lambda b: b.log(), domain_lo=0, strict=True)


def exp(x) -> Enclosure:
    """e^x."""
    return _monotone("exp", x, lambda b: b.exp())


def sqrt(x) -> Enclosure:
    """The square root of a rational or enclosure >= 0 (exact when x is a square of rationals)."""
    x = enclose(x)
    if x.lo == x.hi and x.lo >= 0:
        root = _rational_root(x.lo, 2)
        if root is not None:
            return Enclosure(root, root)
    return _monotone("sqrt", x, lambda b: b.sqrt(), domain_lo=0)


def _rational_root(value: Fraction, n: int) -> Fraction | None:
    """The exact n-th root of a rational >= 0, when it is rational."""
    def root(k: int):
        r = round(k ** (1 / n)) if k < 2 ** 1000 else None
        for guess in ((r - 1, r, r + 1) if r is not None else ()):
            if guess >= 0 and guess ** n == k:
                return guess
        return None
    num, den = root(value.numerator), root(value.denominator)
    return None if num is None or den is None else Fraction(num, den)


def power(x, exponent) -> Enclosure:
    """x ** exponent for a rational exponent: x > 0 (x >= 0 when exponent > 0); exact for integer exponents."""
    exponent = Fraction(exponent)
    if exponent.denominator == 1:
        return enclose(x) ** int(exponent)
    if exponent < 0:
        return 1 / power(x, -exponent)
    x = enclose(x)
    if x.lo == x.hi:
        root = _rational_root(x.lo, exponent.denominator) if x.lo >= 0 else None
        if root is not None:
            return enclose(root ** exponent.numerator)
    if x.lo == 0:                    # 0 ** exponent = 0 exactly; arb's power is for positive bases
        return Enclosure(0, power(x.hi, exponent).hi) if x.hi > 0 else Enclosure(0, 0)
    return _monotone("power", x, lambda b: b ** ball(exponent), domain_lo=0)


def lambert_w(x) -> Enclosure:
    """The principal branch W0 of Lambert's W (w e^w = x) for x >= -1/e."""
    x = enclose(x)
    if x.lo < -Fraction(1, 3):        # near -1/e = -0.3678...: decided at this precision, or Imprecise
        edge = -exp(-1)
        if lt(x.hi, edge) is True:
            raise ValueError(f"lambert_w of {x.hi}: below -1/e")
        if ge(x.lo, edge) is not True:
            raise Imprecise("lambert_w: the enclosure may reach below -1/e")
    return _monotone("lambert_w", x, lambda b: b.lambertw())


def _ends(value) -> tuple[Fraction, Fraction]:
    """(lo, hi) of enclose(value), without building the point enclosure of a Fraction."""
    if type(value) is Fraction:
        return value, value
    value = enclose(value)
    return value.lo, value.hi


def _compare(a, b, strict: bool):
    (a_lo, a_hi), (b_lo, b_hi) = _ends(a), _ends(b)
    if a_hi < b_lo or (not strict and a_hi <= b_lo):
        return True
    if a_lo > b_hi or (strict and a_lo >= b_hi):
        return False
    return UNDECIDED


def lt(a, b):
    """a < b: True, False, or UNDECIDED when the enclosures overlap."""
    return _compare(a, b, strict=True)


def le(a, b):
    """a <= b: True, False, or UNDECIDED when the enclosures overlap."""
    return _compare(a, b, strict=False)


def gt(a, b):
    """a > b: True, False, or UNDECIDED when the enclosures overlap."""
    return _compare(b, a, strict=True)


def ge(a, b):
    """a >= b: True, False, or UNDECIDED when the enclosures overlap."""
    return _compare(b, a, strict=False)


def all_of(*verdicts):
    """Three-valued 'and': False if any is False, else UNDECIDED if any is undecided, else True."""
    if any(v is False for v in verdicts):
        return False
    return UNDECIDED if any(v is UNDECIDED for v in verdicts) else True


def any_of(*verdicts):
    """Three-valued 'or': True if any is True, else UNDECIDED if any is undecided, else False."""
    if any(v is True for v in verdicts):
        return True
    return UNDECIDED if any(v is UNDECIDED for v in verdicts) else False


def negation(verdict):
    """Three-valued 'not': UNDECIDED stays UNDECIDED."""
    return verdict if verdict is UNDECIDED else not verdict


def is_undecided(value) -> bool:
    """Whether a comparison, or an Outcome-like result with a `holds`, is UNDECIDED."""
    return value is UNDECIDED or getattr(value, "holds", None) is UNDECIDED


def decide(compute, precisions=PRECISIONS, undecided=is_undecided):
    """compute() at the lowest of `precisions` where its answer is decided (`undecided(answer)` false, no
    Imprecise raised), else UNDECIDED; a computation that used no enclosure is not recomputed (more bits
    cannot help). By default an answer is undecided when `is_undecided` says so."""
    for bits in precisions:
        before = _READS[0]
        token = _BITS.set(int(bits))      # working_precision(bits), without a generator per call (decide is hot)
        try:
            result = compute()
        except Imprecise:
            result = UNDECIDED
        finally:
            _BITS.reset(token)
        if not undecided(result) or _READS[0] == before:
            return result
    return result
