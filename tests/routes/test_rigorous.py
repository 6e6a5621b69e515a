"""workbench.rigorous: enclosures hold mpmath's 100-digit values, a tampered one is caught, and the
comparisons say UNDECIDED (never True) when enclosures straddle."""
from fractions import Fraction as F

import mpmath
import pytest

from workbench import rigorous
from workbench.rigorous import UNDECIDED, Enclosure, Imprecise

mpmath.mp.dps = 100
TOLERANCE = F(1, 10 ** 95)            # mpmath's own error at 100 digits, with room (values are below 10^3)

CASES = [
    ("log", rigorous.log, F(3, 2), lambda x: mpmath.log(x)),
    ("log", rigorous.log, F(1, 1000), lambda x: mpmath.log(x)),
    ("exp", rigorous.exp, F(-7, 3), lambda x: mpmath.exp(x)),
    ("exp", rigorous.exp, F(5), lambda x: mpmath.exp(x)),
    ("sqrt", rigorous.sqrt, F(2), lambda x: mpmath.sqrt(x)),
    ("sqrt", rigorous.sqrt, F(1, 7), lambda x: mpmath.sqrt(x)),
    ("power 2/7", lambda x: rigorous.power(x, F(2, 7)), F(5, 3), lambda x: mpmath.power(x, mpmath.mpf(2) / 7)),
    ("power -3/2", lambda x: rigorous.power(x, F(-3, 2)), F(11, 4), lambda x: mpmath.power(x, mpmath.mpf(-3) / 2)),
    ("lambert_w", rigorous.lambert_w, F(1), lambda x: mpmath.lambertw(x).real),
    ("lambert_w", rigorous.lambert_w, F(-36, 100), lambda x: mpmath.lambertw(x).real),
]


def mp_value(function, x: F) -> F:
    return F(mpmath.nstr(function(mpmath.mpf(x.numerator) / x.denominator), 100, min_fixed=-1000, max_fixed=1000))


def holds_true_value(enclosure: Enclosure, value: F) -> bool:
    """The enclosure meets [value - tol, value + tol], the interval mpmath's 100-digit value pins down."""
    return enclosure.lo <= value + TOLERANCE and value - TOLERANCE <= enclosure.hi


@pytest.mark.parametrize("bits", [64, 256])
@pytest.mark.parametrize("name, function, x, reference", CASES, ids=[f"{c[0]}({c[2]})" for c in CASES])
def test_enclosures_contain_mpmaths_value_and_a_tampered_one_is_refused(name, function, x, reference, bits):
    with rigorous.working_precision(bits):
        enclosure = function(x)
    value = mp_value(reference, x)
    assert isinstance(enclosure.lo, F) and isinstance(enclosure.hi, F)
    assert holds_true_value(enclosure, value)
    assert enclosure.width < F(1, 2 ** (bits - 12)) * max(1, abs(value))      # and it is tight
    shifted = Enclosure(enclosure.hi + 2 * TOLERANCE, enclosure.hi + 2 * TOLERANCE + enclosure.width)
    narrowed = Enclosure(enclosure.lo, value - 2 * TOLERANCE)
    assert not holds_true_value(shifted, value) and not holds_true_value(narrowed, value)


def test_exact_cases_are_points():
    assert rigorous.sqrt(F(9, 4)) == Enclosure(F(3, 2), F(3, 2))
    assert rigorous.power(8, F(2, 3)) == Enclosure(4, 4) and rigorous.power(F(1, 4), F(-1, 2)) == Enclosure(2, 2)
    assert rigorous.log(1) == Enclosure(0, 0) and rigorous.exp(0) == Enclosure(1, 1)
    assert rigorous.power(0, F(1, 2)) == Enclosure(0, 0)


def test_interval_arithmetic_is_exact_and_encloses():
    a, b = Enclosure(-1, 2), Enclosure(F(1, 2), 3)
    assert a + b == Enclosure(F(-1, 2), 5) and a - b == Enclosure(-4, F(3, 2)) and a * b == Enclosure(-3, 6)
    assert a / b == Enclosure(-2, 4) and a ** 2 == Enclosure(0, 4) and 1 - b == Enclosure(-2, F(1, 2))
    with pytest.raises(Imprecise):
        b / a                                  # a holds 0: undecided, not a division by zero
    with pytest.raises(ValueError):
        Enclosure(2, 1)
    with pytest.raises(TypeError, match="use rigorous.le"):
        rigorous.sqrt(4) == 2                  # never a silent False


def test_comparisons_are_three_valued():
    two = rigorous.sqrt(2) * rigorous.sqrt(2)                  # exactly 2, never known to be
    assert rigorous.le(two, 2) is UNDECIDED and rigorous.ge(two, 2) is UNDECIDED
    assert rigorous.decide(lambda: rigorous.le(two, 2)) is UNDECIDED
    assert rigorous.decide(lambda: rigorous.le(rigorous.sqrt(2) * rigorous.sqrt(2), 2)) is UNDECIDED
    assert rigorous.lt(rigorous.sqrt(2), F(3, 2)) is True and rigorous.gt(rigorous.sqrt(2), F(3, 2)) is False
    assert rigorous.le(F(1, 3), F(1, 3)) is True and rigorous.lt(F(1, 3), F(1, 3)) is False
    with pytest.raises(TypeError, match="no truth value"):
        bool(UNDECIDED)
    assert rigorous.all_of(True, UNDECIDED) is UNDECIDED and rigorous.all_of(False, UNDECIDED) is False
    assert rigorous.any_of(True, UNDECIDED) is True and rigorous.any_of(False, UNDECIDED) is UNDECIDED
    assert rigorous.negation(UNDECIDED) is UNDECIDED and rigorous.negation(True) is False


def test_decide_raises_the_precision_only_as_needed():
    close = F(14142135623730950488016887242097, 10 ** 31)      # sqrt(2) < close, by about 1e-31
    assert rigorous.lt(rigorous.sqrt(2), close) is UNDECIDED       # 64 bits cannot tell
    seen = []

    def compute():
        seen.append(rigorous.precision())
        return rigorous.lt(rigorous.sqrt(2), close)
    assert rigorous.decide(compute) is True and seen == [64, 256]
    calls = []
    assert rigorous.decide(lambda: calls.append(1) or UNDECIDED) is UNDECIDED and calls == [1]   # no enclosure used


def test_domains():
    with pytest.raises(ValueError):
        rigorous.log(0)
    with pytest.raises(ValueError):
        rigorous.sqrt(F(-1, 2))
    with pytest.raises(ValueError):
        rigorous.lambert_w(F(-1, 2))
    with pytest.raises(Imprecise):
        rigorous.log(Enclosure(F(-1, 10 ** 30), 2))
    assert rigorous.decide(lambda: rigorous.le(rigorous.log(Enclosure(F(-1, 10 ** 30), 2)), 1)) is UNDECIDED
    with pytest.raises(TypeError, match="floats"):
        rigorous.log(0.5)


def test_shown_bounds_are_rounded_outward():
    shown = str(rigorous.sqrt(2))
    low, high = (F(part) for part in shown.strip("[]").split(", "))
    assert low < F(14142135623730950488, 10 ** 19) < high


def test_ends_are_fractions_and_point_comparisons_decide():
    """Ends given as ints become Fractions; comparing with a bare Fraction or int (no point enclosure built)
    decides exactly, says UNDECIDED on an overlap, and refuses floats."""
    box = Enclosure(1, F(3, 2))
    assert type(box.lo) is F and type(box.hi) is F
    assert rigorous.lt(box, F(2)) is True and rigorous.gt(box, F(3, 2)) is False
    assert rigorous.le(box, F(3, 2)) is True and rigorous.lt(box, F(3, 2)) is UNDECIDED
    assert rigorous.ge(F(1), box) is UNDECIDED and rigorous.lt(F(1, 2), 1) is True and rigorous.ge(1, F(1, 2)) is True
    with pytest.raises(TypeError):
        rigorous.lt(box, 2.0)
    with pytest.raises(ValueError):
        Enclosure(F(2), 1)
