"""The arguments of the LP families, typed and checked before anything is built or solved.

`certify_family` and `certify_lp` take a family's parameters either as Python values (ints, Fractions, lists,
1-based pairs) or in the certificate's string forms ("3/2", "1,0;0,1", "1,2;2,1"), and give the kernel's limits
(workbench/kernel/families.py) before a solve: an argument the kernel would refuse is one line naming the family,
the argument and the form expected (FamilyArgumentError), never a traceback or a refusal after minutes of solving.
Strings are parsed as numbers only (params.rational), never evaluated.
"""
from __future__ import annotations

import numbers
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

from ..errors import InvalidArgument
from ..kernel.families import MAX_M, MAX_N
from ..params import FLOAT_LIMIT, rational

STAIRCASE_MAX_K = 16        # the kernel's bound on k for "staircase" (a literal there; tests pin the two equal)


class FamilyArgumentError(InvalidArgument):
    """A family's argument missing, unknown, malformed or beyond the kernel's limits (one line, before a solve)."""


class _Refused(Exception):
    """Raised by a parser with what is wrong; FamilyArgumentError adds the family, argument and expected form."""


@dataclass(frozen=True)
class Argument:
    """One parameter of a family: its name, its expected form in words, and its parser; `parse(value, parsed)`
    sees the arguments parsed before it (sizes and kinds come first). `when` = (argument, kinds): needed exactly
    when that argument is one of those kinds; `optional`: may be left out (the builder has a default)."""
    name: str
    expected: str
    parse: Callable
    when: tuple = ()
    optional: bool = False

    def needed(self, parsed: dict) -> bool:
        return not self.when or parsed[self.when[0]] in self.when[1]


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _number(value):
    """An exact rational from an int, a Fraction (or another exact rational type) or a string "p", "p/q", "0.1";
    a string without '/' or '.' stays an int, so a certificate's own text comes back unchanged ("1/1" stays 1/1,
    "1" stays 1). Beyond 1e308 it is refused: the LP is first solved in floating point, which could not read it."""
    if isinstance(value, str):
        try:
            q = rational(value)
        except InvalidArgument:
            raise _Refused(f"got {_shown(value)}") from None
        q = int(q) if q.denominator == 1 and not set("/.") & set(value) else q
    elif isinstance(value, (int, Fraction)) and not isinstance(value, bool):
        q = value
    elif isinstance(value, numbers.Rational) and not isinstance(value, bool):     # numpy's ints, other rationals
        q = int(value) if isinstance(value, numbers.Integral) else Fraction(value.numerator, value.denominator)
    else:
        raise _Refused(f"got {_shown(value)}" + (" (a float is not exact: write 3/2 or Fraction(3, 2))"
                                                 if isinstance(value, float) else ""))
    if abs(q) > FLOAT_LIMIT:
        raise _Refused("got a number beyond 1e308 (the LP is first solved in floating point)")
    return q


def _limit(bound, parsed):
    return bound(parsed) if callable(bound) else bound


def integer(low, high=None, index=False):
    """An integer in [low, high] (bounds may depend on earlier arguments); `index`: a 1-based position."""
    def parse(value, parsed):
        q = _number(value)
        lo, hi = _limit(low, parsed), _limit(high, parsed)
        if Fraction(q).denominator != 1:
            raise _Refused(f"got {_shown(value)}, not an integer")
        if q < lo or (hi is not None and q > hi):
            raise _Refused(f"got {q}" + (" (indices are 1-based)" if index and q == 0 else ""))
        return int(q)
    return parse


def number(low=None, high=None, above=None):
    """A rational in [low, high], or > above."""
    def parse(value, parsed):
        q = _number(value)
        lo, hi = _limit(low, parsed), _limit(high, parsed)
        if (lo is not None and q < lo) or (hi is not None and q > hi) or (above is not None and q <= above):
            raise _Refused(f"got {q}")
        return q
    return parse


def choice(*words):
    """One of `words`, exactly (the kernel compares them as written)."""
    def parse(value, parsed):
        if value not in words:
            raise _Refused(f"got {_shown(value)}")
        return value
    return parse


def _entries(value, separator: str) -> list:
    """A list from a list or tuple, or from a string split at `separator`."""
    if isinstance(value, str):
        return value.split(separator)
    if isinstance(value, (list, tuple)):
        return list(value)
    raise _Refused(f"got {_shown(value)}")


def vector(length=None, entry=None, sizes=None, distribution=False):
    """A list of rationals ("a,b,c" or [a, b, c]) of `length` entries (or a length in `sizes`), each parsed by
    `entry` (any rational by default); a `distribution` has entries >= 0 summing to 1."""
    entry = entry or number()

    def parse(value, parsed):
        v = [entry(e, parsed) for e in _entries(value, ",")]
        n, span = _limit(length, parsed), sizes
        if (n is not None and len(v) != n) or (span and not span[0] <= len(v) <= span[1]):
            raise _Refused(f"got {len(v)} entries" + (f", need {n}" if n is not None else ""))
        if distribution and (any(q < 0 for q in v) or sum(v) != 1):
            raise _Refused(f"got {_shown(value)}, not >= 0 summing to 1")
        return v
    return parse


def matrix(rows=None, cols=None, sizes=None, stochastic=False, square=False):
    """A list of rows ("r1;r2" with rows "a,b" or [[a, b], ...]), `rows` x `cols` (sizes in `sizes` when
    not given); `stochastic`: each row a distribution; `square`: as many rows as columns."""
    def parse(value, parsed):
        m = []
        for place, row in enumerate(_entries(value, ";"), 1):
            try:
                m.append(vector(cols, distribution=stochastic)(row, parsed))
            except _Refused as refused:
                raise _Refused(f"row {place}: {refused}") from None
        n, widths = _limit(rows, parsed), {len(row) for row in m}
        if (len(widths) != 1 or (n is not None and len(m) != n) or (square and widths != {len(m)})
                or (sizes and not all(sizes[0] <= k <= sizes[1] for k in (len(m), *widths)))):
            raise _Refused(f"got {len(m)} rows of {'/'.join(map(str, sorted(widths))) or 'no'} entries"
                           + (f", need {n} rows" if n is not None else ""))
        return m
    return parse


def pairs(value, parsed):
    """Ordered 1-based pairs of distinct inputs in [1, n], none twice: "1,2;2,1" or [(1, 2), (2, 1)]."""
    found = []
    for pair in _entries(value, ";"):
        entries = _entries(pair, ",") if isinstance(pair, (str, list, tuple)) else None
        if not entries or len(entries) != 2:
            raise _Refused(f"got {_shown(pair)}, not a pair")
        a, b = (_number(e) for e in entries)
        if 0 in (a, b):
            raise _Refused(f"got ({a}, {b}): indices are 1-based, the inputs are 1..n")
        if not all(Fraction(e).denominator == 1 and 1 <= e <= parsed["n"] for e in (a, b)) or a == b:
            raise _Refused(f"got ({a}, {b})")
        found.append((int(a), int(b)))
    if not found or len(set(found)) < len(found):
        raise _Refused("got no pair" if not found else "got a pair twice")
    return found


def distinct(parse):
    """`parse`, then refuse a repeated entry."""
    def parse_distinct(value, parsed):
        v = parse(value, parsed)
        if len(set(v)) < len(v):
            raise _Refused(f"got {_shown(value)}, an entry twice")
        return v
    return parse_distinct


def face_target(value, parsed):
    """The counting-face objective: a variable p_i_j of the counting LP."""
    if not isinstance(value, str) or not value.startswith("p_") or len(value.split("_")) != 3:
        raise _Refused(f"got {_shown(value)}")
    i, j = (integer(1, parsed["M"], index=True)(k, parsed) for k in value.split("_")[1:])
    return f"p_{i}_{j}"


def likely_output(value, parsed):
    """pml-gain's y: an output of K with positive probability under P (else the objective divides by 0)."""
    y = integer(1, len(parsed["K"][0]), index=True)(value, parsed)
    if not sum(Fraction(p) * row[y - 1] for p, row in zip(parsed["P"], parsed["K"])):
        raise _Refused(f"got {y}, an output of probability 0 under P")
    return y


def mechanism_objective(value, parsed):
    """"min-diagonal" (max min_x q_xx, so n <= m) or "linear"."""
    if choice("min-diagonal", "linear")(value, parsed) == "min-diagonal" and parsed["n"] > parsed["m"]:
        raise _Refused(f"got min-diagonal with n={parsed['n']} > m={parsed['m']}")
    return value


E_POSITIVE = Argument("E", "a rational > 0 (E = e^eps), like 3/2", number(above=0))
INTEGER = "an integer in [{}, {}]"
ROWS = 'as [[a, b], [c, d]] or "a,b;c,d"'
COUNTING = (Argument("M", INTEGER.format(2, MAX_M), integer(2, MAX_M)), E_POSITIVE,
            Argument("delta", "a rational in [0, 1]", number(0, 1)),
            Argument("T", f"an M x M row-stochastic matrix, {ROWS}", matrix(lambda p: p["M"], lambda p: p["M"],
                                                                            stochastic=True), optional=True))
DIRECTION = Argument("direction", '"max" or "min"', choice("max", "min"))
PML_N = Argument("N", INTEGER.format(2, MAX_N), integer(2, MAX_N))


FAMILY_ARGUMENTS = {   # family -> its arguments, in the order they are parsed (those others depend on first)
    "counting": COUNTING,
    "counting-face": COUNTING + (Argument("target", "a variable p_i_j, i and j in [1, M]", face_target),
                                 DIRECTION, Argument("t_star", "a rational", number())),
    "pml-eta": (PML_N, E_POSITIVE, Argument("c", "a rational in [0, 1/N]", number(0, lambda p: Fraction(1, p["N"]))),
                Argument("L", INTEGER.format(2, MAX_N), integer(2, MAX_N)),
                Argument("A", 'distinct outputs in [1, L], as [1, 2] or "1,2"',
                         distinct(vector(entry=integer(1, lambda p: p["L"], index=True), sizes=(1, MAX_N))))),
    "pml-gamma": (PML_N, E_POSITIVE, Argument("c", "a rational in (0, 1/N]",
                                              number(high=lambda p: Fraction(1, p["N"]), above=0))),
    "pram-polytope": (Argument("S", INTEGER.format(2, MAX_N), integer(2, MAX_N)),
                      Argument("E", "a rational >= 1 (E = e^alpha)", number(1)), DIRECTION,
                      Argument("objective", 'S rationals, as [1, 0, 0] or "1,0,0"', vector(lambda p: p["S"]))),
    "staircase": (Argument("k", INTEGER.format(1, STAIRCASE_MAX_K), integer(1, STAIRCASE_MAX_K)), E_POSITIVE,
                  Argument("U", '2^k rationals u_0..u_{2^k-1}, as [0, 1, 1, 2] or "0,1,1,2"',
                           vector(lambda p: 2 ** p["k"]))),
    "ldp-tv": (E_POSITIVE, Argument("P0", f'a distribution on k in [2, {MAX_N}] points, as [1/2, 1/2] or "1/2,1/2"',
                                    vector(sizes=(2, MAX_N), distribution=True)),
               Argument("P1", 'a distribution on as many points as P0, as [1/2, 1/2] or "1/2,1/2"',
                        vector(lambda p: len(p["P0"]), distribution=True)),
               Argument("a", "an integer in [1, k], k the length of P0", integer(1, lambda p: len(p["P0"]), True))),
    "cone-membership": (Argument("T", f"an M x M row-stochastic matrix, M in [2, {MAX_M}], {ROWS}",
                                 matrix(sizes=(2, MAX_M), stochastic=True, square=True)),),
    "pml-gain": (Argument("K", f"an N x L row-stochastic matrix, N and L in [1, {MAX_N}], {ROWS}",
                          matrix(sizes=(1, MAX_N), stochastic=True)),
                 Argument("P", 'a distribution on the N rows of K, as [1/2, 1/2] or "1/2,1/2"',
                          vector(lambda p: len(p["K"]), distribution=True)),
                 Argument("y", "an output of K in [1, L] (1-based) with positive probability under P",
                          likely_output)),
    "mechanism": (Argument("n", INTEGER.format(2, MAX_N), integer(2, MAX_N)),
                  Argument("m", INTEGER.format(2, MAX_N), integer(2, MAX_N)), E_POSITIVE,
                  Argument("privacy", '"ldp", "dp" or "pml"', choice("ldp", "dp", "pml")),
                  Argument("objective", '"min-diagonal" (needs n <= m) or "linear"', mechanism_objective),
                  Argument("adjacency", 'ordered 1-based pairs of distinct inputs in [1, n], none twice, as '
                           '[(1, 2), (2, 1)] or "1,2;2,1"', pairs, ("privacy", ("dp",))),
                  Argument("delta", "a rational in [0, 1]", number(0, 1), ("privacy", ("dp",))),
                  Argument("c", "a rational in [0, 1/n]", number(0, lambda p: Fraction(1, p["n"])),
                           ("privacy", ("pml",))),
                  Argument("U", f"an n x m matrix of rationals, {ROWS}",
                           matrix(lambda p: p["n"], lambda p: p["m"]), ("objective", ("linear",)))),
}


def family_arguments(family: str, params: dict) -> dict:
    """`params` of a family the kernel rebuilds, typed (ints, Fractions, lists, 1-based pairs) and checked against
    the kernel's forms and limits, in the caller's order; FamilyArgumentError (one line) for the first wrong one.
    An optional argument the builder defaults (counting's T) is needed only when given."""
    if family not in FAMILY_ARGUMENTS:
        raise FamilyArgumentError(f"unknown LP family {family!r}; the kernel rebuilds {', '.join(FAMILY_ARGUMENTS)}")
    parsed, spec = {}, FAMILY_ARGUMENTS[family]
    known = {argument.name for argument in spec}
    for name in params:
        if name not in known:
            raise FamilyArgumentError(f"family {family}: unknown argument {name!r}; its arguments: {', '.join(known)}")
    for argument in spec:
        if argument.name not in params:
            if argument.needed(parsed) and not argument.optional:
                raise FamilyArgumentError(f"family {family}: argument {argument.name} missing: expected "
                                          f"{argument.expected}")
            continue
        if not argument.needed(parsed):
            key, kinds = argument.when
            raise FamilyArgumentError(f"family {family}: argument {argument.name} goes with {key} "
                                      f"{' or '.join(kinds)}, not {parsed[key]}; leave it out")
        try:
            parsed[argument.name] = argument.parse(params[argument.name], parsed)
        except _Refused as refused:
            raise FamilyArgumentError(f"family {family}: argument {argument.name}: expected {argument.expected}; "
                                      f"{refused}") from None
    return {name: parsed[name] for name in params}
