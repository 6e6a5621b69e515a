# TRUSTED CODE (kernel): stdlib only, exact rationals, no eval.
"""Reading certificate text: exact rational numbers, JSON shapes, names, and family parameters.
Anything not well formed raises Malformed naming where it is; a well-formed certificate that does
not prove its claim raises Invalid (in check.py)."""
import json
import re
from fractions import Fraction

MAX_CHARS = 5000       # longest number string accepted ("absurdly long" beyond)
MAX_PARAM = 10 ** 7    # longest parameter string (a utility vector of 2^k numbers, a channel)
NUMBER = re.compile(r"(-?)([0-9]+)(?:/(0*[1-9][0-9]*))?")   # ASCII -?p or -?p/q, q != 0
NAME = re.compile(r"[!-~]{1,200}")                    # printable ASCII, no spaces
TEXT = re.compile(r"[ -~]{1,200}")                    # printable ASCII
ZERO, ONE = Fraction(0), Fraction(1)

class Malformed(ValueError): """The input is not a well-formed certificate (or proof artefact)."""
class Invalid(Exception): """The certificate is well formed but does not prove its claim."""

def _unique(pairs):  # strict JSON: a key given twice could be read two ways, so it is no certificate
    if len(d := dict(pairs)) != len(pairs):
        raise Malformed("duplicate key in a JSON object")
    return d

def _constant(name):
    raise Malformed(f"{name} is not a JSON number")

def load_json(text):  # the one JSON reader of every trusted checker: no duplicate keys, no NaN or Infinity
    return json.loads(text, object_pairs_hook=_unique, parse_constant=_constant)

def fmt(q):  # Fraction -> 'p/q' text (a size note if too long for CPython's int->str limit)
    bits = q.numerator.bit_length() + q.denominator.bit_length()
    return str(q) if bits < 14000 else f"<{bits}-bit fraction>"

def _int(digits):  # digit string -> int in 1000-digit chunks (CPython refuses > 4300 at once)
    value = 0
    for k in range(0, len(digits), 1000):
        value = value * 10 ** len(digits[k:k + 1000]) + int(digits[k:k + 1000])
    return value

def number(s, where, _seen={}):  # _seen: parsed strings (coefficients repeat thousands of times)
    if s.__class__ is str and s in _seen:
        return _seen[s]
    if not isinstance(s, str):
        raise Malformed(f"{where}: expected a number string, got {type(s).__name__}")
    if len(s) > MAX_CHARS:
        raise Malformed(f"{where}: absurdly long number ({len(s)} characters)")
    m = NUMBER.fullmatch(s)
    if not m:
        raise Malformed(f"{where}: not a rational 'p' or 'p/q' (q != 0): {s[:40]!r}")
    den = _int(m[3]) if m[3] is not None else 1
    _seen.clear() if len(_seen) > 100000 else None
    return _seen.setdefault(s, Fraction(-_int(m[2]) if m[1] else _int(m[2]), den))

def typed(v, typ, where):
    if not isinstance(v, typ):
        raise Malformed(f"{where}: expected a JSON {'object' if typ is dict else 'array'}")
    return v

def fields(obj, where, keys, others_ok=False):
    """Values of keys in the JSON object obj; a missing (or an unexpected) key is Malformed."""
    for k in sorted(set(keys).symmetric_difference(typed(obj, dict, where))):
        if k in keys or not others_ok:
            raise Malformed(f"{where}: {'missing' if k in keys else 'unexpected'} key {k[:40]!r}")
    return [obj[k] for k in keys]

def word(s, where, pattern=TEXT, choices=None):
    if not isinstance(s, str) or not pattern.fullmatch(s) or (choices and s not in choices):
        want = " or ".join(choices) if choices else "a printable ASCII string"
        raise Malformed(f"{where}: expected {want}, got {repr(s)[:40]}")
    return s

def bounded(q, key, low, high=None, integer=False, strict=False):  # q in [low, high] or (low, high]
    if q < low or (strict and q == low) or (high is not None and q > high) or (integer and q.denominator > 1):
        span = ("(" if strict else "[") + f"{fmt(low)}, " + ("oo)" if high is None else f"{fmt(high)}]")
        raise Malformed(f"params: {key}={fmt(q)} is not {'an integer' if integer else 'a number'} in {span}")
    return int(q) if integer else q

def vector(text, key, n=None, low=None):  # "a,b,c" -> [Fraction]; n entries; each >= low
    v = [number(s, f"params.{key}") for s in text.split(",")]
    if (n is not None and len(v) != n) or (low is not None and any(q < low for q in v)):
        raise Malformed(f"params.{key}: expected {n or 'some'} numbers" + (f" >= {low}" if low is not None else ""))
    return v

def distribution(text, key, n=None):  # a probability vector
    v = vector(text, key, n, ZERO)
    if sum(v) != 1:
        raise Malformed(f"params.{key}: entries sum to {fmt(sum(v))}, not 1")
    return v

def stochastic(text, key, rows=None, cols=None):  # "r1;r2;..": a row-stochastic matrix
    m = [distribution(r, key, cols) for r in text.split(";")]
    if (rows is not None and len(m) != rows) or len({len(r) for r in m}) > 1:
        raise Malformed(f"params.{key}: not a {rows or 'n'} x {cols or 'm'} row-stochastic matrix")
    return m
