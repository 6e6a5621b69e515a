"""Parameter parsing and validation: rationals from text without eval, and domain checks.

Exact routes take `E = e^eps` as a rational, so users write `E=3/2`; `eps` itself is
irrational for most rational E and is carried symbolically or in intervals.
"""
from __future__ import annotations

import os
import re
import tempfile
from fractions import Fraction
from pathlib import Path
from typing import Callable

from .errors import InvalidArgument

_RATIONAL = re.compile(r"^\s*(-?\d+)(?:\s*/\s*(\d+))?\s*$")
_DECIMAL = re.compile(r"^\s*-?\d+\.\d+\s*$")
MAX_DIGITS = 2000
"""The longest text `rational` (and so every parser built on it) reads, in characters: longer input is refused
with InvalidArgument before any digit is converted, so a parameter cannot make parsing slow (or hit Python's
limit on int digits)."""


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
    """Parse an integer parameter (`8`, also `16/2`), checked against `minimum`/`maximum` when given."""
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
    """A rational in [0, 1] (delta, a probability)."""
    value = rational(text, name)
    if not 0 <= value <= 1:
        raise InvalidArgument(f"{name}: must lie in [0, 1], got {value}")
    return value


def parse_assignments(items: list[str]) -> dict[str, str]:
    """`["M=8", "E=3/2"]` -> {"M": "8", "E": "3/2"}; values stay text for the claim to parse.
    A name given twice (`M=8 M=4`) is an error, never a silent choice of one of them."""
    out = {}
    for item in items:
        if "=" not in item:
            raise InvalidArgument(f"parameter {item!r}: expected NAME=VALUE")
        key, value = item.split("=", 1)
        key = key.strip()
        if key in out:
            raise InvalidArgument(f"{key}: given twice ({key}={out[key]} and {key}={value.strip()})")
        out[key] = value.strip()
    return out


def integers(minimum: int | None = None, maximum: int | None = None) -> Callable:
    """A parameter parser `(text, name) -> int` for `attach(parameters=...)`: an integer in [minimum, maximum]."""
    def parse(text, name):
        return integer(text, name, minimum, maximum)
    parse.__doc__ = f"an integer in [{minimum}, {maximum}]"
    return parse


def rationals(minimum=None, maximum=None) -> Callable:
    """A parameter parser `(text, name) -> Fraction` for `attach(parameters=...)`: a rational in
    [minimum, maximum] (either end may be None)."""
    low = None if minimum is None else Fraction(minimum)
    high = None if maximum is None else Fraction(maximum)

    def parse(text, name):
        value = rational(text, name)
        if low is not None and value < low:
            raise InvalidArgument(f"{name}: must be >= {low}, got {value}")
        if high is not None and value > high:
            raise InvalidArgument(f"{name}: must be <= {high}, got {value}")
        return value
    return parse


FLOAT_LIMIT = Fraction(10) ** 308
"""The largest |value| (10^308, exactly) a declared parameter may have (`solver_sized`, which `parse_declared`
applies to each): the float solver proposes an LP's basis, so its inputs must be representable as doubles (e^709, the
largest base an audit at eps <= 709 builds, is below it); a larger one is refused with InvalidArgument naming the
parameter."""


def solver_sized(value, name: str):
    """`value` unchanged, or an error naming the parameter when the float solver could not even read it
    (|value| beyond 1e308 overflows a double; the exact routes never see such an input)."""
    if isinstance(value, (int, Fraction)) and not isinstance(value, bool) and abs(value) > FLOAT_LIMIT:
        shown = str(value) if len(str(value)) <= 40 else f"a number of {len(str(abs(value)))} characters"
        raise InvalidArgument(f"{name}: {shown} is too large (|{name}| must be at most 1e308: the LP is "
                              "first solved in floating point)")
    return value


def parse_declared(assignments: dict[str, str], parameters: dict[str, Callable]) -> dict:
    """Parse `NAME=VALUE` text against a claim's declared parameters ({name: parser}): every declared name
    must be given, no other, and each value must parse; any failure is one InvalidArgument naming it."""
    check_names(assignments, parameters)
    return {k: solver_sized(parse(assignments[k], k), k) for k, parse in parameters.items()}


def check_names(given, parameters: dict, prefix: str = "", who: str = "this claim", hint: str = "") -> None:
    """Every declared parameter given and no other: else one InvalidArgument naming the first culprit."""
    unknown = [k for k in given if k not in parameters]
    if unknown:
        raise InvalidArgument(f"{prefix}{unknown[0]}: unknown parameter; {who} takes {', '.join(parameters)}")
    missing = [k for k in parameters if k not in given]
    if missing:
        raise InvalidArgument(f"{prefix}{missing[0]}: missing; {who} takes "
                              + " ".join(f"{k}=..." for k in parameters) + hint)


def output_path(path, option: str, folder: bool = False) -> Path:
    """Check, before any computation, that `path` can be written: as a file (not a directory), or with
    `folder` as a folder (not a file), under a directory (existing or creatable) that is writable."""
    target = Path(path)
    if target.exists() and target.is_dir() != folder:
        raise InvalidArgument(f"{option} {path}: is {'a file; give a folder' if folder else 'a directory; give a file name'}")
    ancestor = target if folder and target.exists() else target.parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise InvalidArgument(f"{option} {path}: {ancestor} is not a directory")
    if target.exists() and not folder:
        writable = os.access(target, os.W_OK)
    elif ancestor == target.parent and not folder:   # probe: the only sure test of a path we may create
        try:
            with open(target, "x"):
                pass
            target.unlink()
            writable = True
        except OSError:
            writable = False
    else:                      # a folder, or a file under folders still to make: make (and remove) one there
        try:
            os.rmdir(tempfile.mkdtemp(prefix=".probe-", dir=ancestor))
            writable = True
        except OSError:        # /proc and read-only mounts pass os.access for root, yet refuse a mkdir
            writable = False
    if not writable:
        raise InvalidArgument(f"{option} {path}: cannot write there")
    return target


def _same_file(a: Path, b: Path) -> bool:
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)      # hard links, bind mounts
    except OSError:
        return False


def distinct_paths(inputs: list[tuple[str, object]], outputs: list[tuple[str, object]]) -> None:
    """Refuse, before any work, a command whose output would overwrite one of its inputs or another of its
    outputs (`audit m.csv --json m.csv`, `certify -o c.json --vipr c.json`). Each entry is (option, path);
    a path of None is skipped. One InvalidArgument naming both options."""
    seen = [(option, Path(path), "input") for option, path in inputs if path is not None]
    for option, path in outputs:
        if path is None:
            continue
        path = Path(path)
        for other, earlier, kind in seen:
            if _same_file(path, earlier):
                raise InvalidArgument(f"{option} {path}: is also the {kind} {other}; an output must not overwrite "
                                      f"{'an input' if kind == 'input' else 'another output'} (nothing written)")
        seen.append((option, path, "output"))
