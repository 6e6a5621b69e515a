"""Parameter checks and the exact matrices shared by several libraries (k-RR, unary encoding)."""
from __future__ import annotations

import itertools
import math
from fractions import Fraction

from ..errors import InvalidArgument

MAX_CATEGORIES = 100      # k-RR: a k x k matrix of Fractions, sampled k times
MAX_UNARY_BITS = 10       # unary encoding: 2^k outputs


def take(params: dict, allowed: tuple[str, ...], library: str, mechanism: str) -> dict:
    """The parameters, refusing any this mechanism does not take."""
    extra = sorted(set(params) - set(allowed))
    if extra:
        raise InvalidArgument(f"--{extra[0]}: {library} {mechanism} takes only "
                              f"{', '.join('--' + a for a in allowed)}")
    return params


# e^eps is computed in float by every library here (np.exp, math.exp): above ln(max double) = 709.78 it
# overflows (an OverflowError, or inf read as a probability); the limit is checked on the text, before float()
EPSILON_LIMIT = 709


def epsilon(params: dict, required: bool = True) -> float | None:
    """The float epsilon a user passes to the library: finite, > 0 and at most EPSILON_LIMIT."""
    value = params.get("epsilon")
    if value is None:
        if required:
            raise InvalidArgument("--epsilon: required for this mechanism, e.g. --epsilon 1")
        return None
    if isinstance(value, str):
        from decimal import Decimal, InvalidOperation
        try:
            exact = Decimal(value.strip())
        except InvalidOperation:
            raise InvalidArgument(f"--epsilon: expected a number, got {value!r}") from None
        if exact.is_finite() and exact > EPSILON_LIMIT:
            shown = value if len(value) <= 30 else value[:30] + "..."
            raise InvalidArgument(f"--epsilon: {shown} is above the limit of {EPSILON_LIMIT} (the libraries compute "
                                  "e^epsilon in floating point, which overflows above 709.78)")
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise InvalidArgument(f"--epsilon: expected a number, got {value!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise InvalidArgument(f"--epsilon: must be finite and > 0, got {value!r}")
    if value > EPSILON_LIMIT:           # a number passed as one (from Python), not as text
        raise InvalidArgument(f"--epsilon: {value!r} is above the limit of {EPSILON_LIMIT} (the libraries compute "
                              "e^epsilon in floating point, which overflows above 709.78)")
    return value


def integer(params: dict, name: str, default: int | None, low: int, high: int) -> int:
    """An integer parameter in [low, high]."""
    value = params.get(name, default)
    if value is None:
        raise InvalidArgument(f"--{name}: required for this mechanism")
    if isinstance(value, str) and value.strip().removeprefix("-").isdigit():      # one sign at most: "--3" is no int
        as_int = int(value)
    elif isinstance(value, int) and not isinstance(value, bool):
        as_int = value
    else:
        raise InvalidArgument(f"--{name}: expected an integer, got {value!r}")
    if not low <= as_int <= high:
        raise InvalidArgument(f"--{name}: must be in [{low}, {high}], got {as_int}")
    return as_int


def probability(params: dict, name: str, low: float, high: float) -> float | None:
    """A float probability in [low, high), or None when not given."""
    value = params.get(name)
    if value is None:
        return None
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise InvalidArgument(f"--{name}: expected a number, got {value!r}") from None
    if not low <= value < high:
        raise InvalidArgument(f"--{name}: must be in [{low!r}, {high!r}), got {value!r}")
    return value


def k_rr(k: int, keep: Fraction) -> list[list[Fraction]]:
    """Keep the input with probability `keep`, else a uniformly chosen other category."""
    lie = (1 - keep) / (k - 1)
    return [[keep if x == y else lie for y in range(k)] for x in range(k)]


def unary_outputs(k: int) -> list[tuple[int, ...]]:
    """Every bit vector of length k, in lexicographic order."""
    return list(itertools.product((0, 1), repeat=k))


def unary(k: int, own: Fraction, other: Fraction) -> list[list[Fraction]]:
    """Unary encoding: bit x is 1 with probability `own`, every other bit with `other`, independently."""
    rows = []
    for x in range(k):
        row = []
        for bits in unary_outputs(k):
            prob = Fraction(1)
            for j, b in enumerate(bits):
                one = own if j == x else other
                prob *= one if b else 1 - one
            row.append(prob)
        rows.append(row)
    return rows
