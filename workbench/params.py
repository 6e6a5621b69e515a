"""Parameter parsing and validation: rationals from text without eval, and domain checks.

Exact routes take `E = e^eps` as a rational, so users write `E=3/2`; `eps` itself is
irrational for most rational E and is carried symbolically or in intervals.
"""
from __future__ import annotations

import re
from fractions import Fraction

from .errors import InvalidArgument

_RATIONAL = re.compile(r"^\s*(-?\d+)(?:\s*/\s*(\d+))?\s*$")
_DECIMAL = re.compile(r"^\s*-?\d+\.\d+\s*$")
MAX_DIGITS = 2000


def rational(text, name: str = "value") -> Fraction:
    """Parse `p`, `p/q` or a finite decimal (`0.1` = 1/10 exactly). Never evaluates code."""
    if isinstance(text, Fraction):
        return text
    if isinstance(text, int) and not isinstance(text, bool):
        return Fraction(text)
    if not isinstance(text, str):
        raise InvalidArgument(f"{name}: expected a rational like 3/2, got {text!r}")
    if len(text) > MAX_DIGITS:
        raise InvalidArgument(f"{name}: number has more than {MAX_DIGITS} characters")
    match = _RATIONAL.match(text)
    if match:
        num, den = match.groups()
        if den is not None and int(den) == 0:
            raise InvalidArgument(f"{name}: zero denominator in {text!r}")
        return Fraction(int(num), int(den) if den else 1)
    if _DECIMAL.match(text):
        return Fraction(text.strip())
    raise InvalidArgument(f"{name}: expected a rational like 3/2 or 0.1, got {text!r}")


def fraction_text(value: Fraction) -> str:
    """The certificate spelling of a rational: always `p/q` (q = 1 for integers)."""
    if not isinstance(value, Fraction):
        value = Fraction(value)
    return f"{value.numerator}/{value.denominator}"


def integer(text, name: str, minimum: int | None = None, maximum: int | None = None) -> int:
    value = rational(text, name)
    if value.denominator != 1:
        raise InvalidArgument(f"{name}: expected an integer, got {text!r}")
    value = int(value)
    if minimum is not None and value < minimum:
        raise InvalidArgument(f"{name}: must be >= {minimum}, got {value}")
    if maximum is not None and value > maximum:
        raise InvalidArgument(f"{name}: must be <= {maximum}, got {value}")
    return value


def privacy_base(text, name: str = "E") -> Fraction:
    """`E = e^eps` must be >= 1 (eps >= 0)."""
    value = rational(text, name)
    if value <= 0:
        raise InvalidArgument(f"{name}: E = e^eps must be positive, got {value}")
    if value < 1:
        raise InvalidArgument(f"{name}: E = e^eps must be >= 1 (eps >= 0), got {value}")
    return value


def probability(text, name: str) -> Fraction:
    value = rational(text, name)
    if not 0 <= value <= 1:
        raise InvalidArgument(f"{name}: must lie in [0, 1], got {value}")
    return value


def parse_assignments(items: list[str]) -> dict[str, str]:
    """`["M=8", "E=3/2"]` -> {"M": "8", "E": "3/2"}; values stay text for the claim to parse."""
    out = {}
    for item in items:
        if "=" not in item:
            raise InvalidArgument(f"parameter {item!r}: expected NAME=VALUE")
        key, value = item.split("=", 1)
        out[key.strip()] = value.strip()
    return out
