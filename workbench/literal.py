"""The literal route: a numbered display equation read exactly as printed.

A claim checks the mathematics the authors meant. A display with an index, sign or variable slip, read
literally, says something else, and a claim that checks the intended formula passes over it. A `Display` is one
numbered equation as printed: its two sides as functions of an exact point and the relation between them, beside
the intended reading (the same display with the slip repaired, or nothing when the printed one is what is meant).
`read` evaluates the display at exact points drawn from the paper's own hypotheses; a point where the printed
relation fails is a `Finding` that shows both sides' values, graded `typo` when the intended reading holds there
(the intended result survives) and `statement` when it fails too.

Values are exact (int, Fraction), exact sums of logarithms (`Logs`: r + sum a_i log b_i with rational r, a_i and
positive rational b_i, which covers entropies, divergences and leakages of rational laws, and whose equalities are
decided exactly), or rigorous (`workbench.rigorous.Enclosure`, for anything else); floats are refused. An equality
between enclosures that overlap is undecided, never passed: a display whose points are all undecided does not pass.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable

from . import rigorous
from .claims import RouteResult

RELATIONS = ("=", "<=", ">=", "<", ">")
"""The relations a display may state between its two sides."""
_RATIONAL = {int, Fraction}             # exact types (bool is not one: type(True) is bool)
_EXACT_ORDER = {"=": operator.eq, "<=": operator.le, ">=": operator.ge, "<": operator.lt, ">": operator.gt}
READ: dict[str, dict[str, str]] = {}
"""Which claim reads which display: {paper prefix: {display number: claim ID}}, filled by `register`."""


def _factor(n: int) -> dict:
    """n's prime factorisation (SymPy's factorint: trial division, Pollard rho; n >= 1)."""
    from sympy import factorint
    return {int(p): int(k) for p, k in factorint(n).items()} if n > 1 else {}


def _exact(value) -> Fraction:
    """An int or Fraction as a Fraction; a float (or anything else) is refused: Fraction(0.1) would be its binary value."""
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise TypeError(f"Logs take exact rationals (int, Fraction), not {type(value).__name__} {value!r}")
    return Fraction(value)


class Logs:
    """r + sum_i a_i log b_i, exactly: r and the a_i rational, the b_i positive rationals. Equality is decided
    exactly: a rational combination of logs of positive rationals is 0 iff r = 0 and prod b_i^(a_i) = 1, i.e. the
    exponents a_i, summed prime by prime over the factorisations of the b_i, all vanish (unique factorisation), since
    e^r is transcendental for rational r != 0 (Lindemann) while the product is algebraic. Inequalities compare the exact difference with 0 (equal: decided
    exactly), else its arb enclosure at rising precision (it is not 0, so the enclosure eventually excludes it)."""
    constant: Fraction
    """r, the rational part."""
    terms: dict
    """{b_i: a_i}: each positive rational base with its nonzero rational coefficient (log 1 = 0 is dropped)."""

    def __init__(self, constant=0, terms=None):
        self.constant = _exact(constant)
        merged: dict = {}
        for base, coefficient in (terms or {}).items():
            base, coefficient = _exact(base), _exact(coefficient)
            if base <= 0:
                raise ValueError(f"log of {base}: not a positive rational")
            if base != 1 and coefficient:
                merged[base] = merged.get(base, 0) + coefficient
        self.terms = {b: a for b, a in merged.items() if a}

    @classmethod
    def _made(cls, constant: Fraction, terms: dict) -> "Logs":
        """A Logs from parts that are valid already (a Fraction; positive Fraction bases other than 1 with nonzero
        Fraction coefficients): what __init__ would build from them, without checking every term again. __add__ and
        __mul__ combine two valid Logs this way: a sum of n logs re-checked all its terms at every step (n^2 / 2)."""
        made = object.__new__(cls)
        made.constant, made.terms = constant, terms
        return made

    @classmethod
    def log(cls, x) -> "Logs":
        """log x for a positive rational x."""
        return cls(0, {_exact(x): 1})

    @staticmethod
    def of(value) -> "Logs":
        """`value` as a Logs: a Logs as is, an exact rational r as r + (no logs)."""
        if isinstance(value, Logs):
            return value
        if isinstance(value, (int, Fraction)) and not isinstance(value, bool):
            return Logs(value)
        raise TypeError(f"Logs combine with exact rationals only, not {type(value).__name__}")

    def __add__(self, other):
        other = Logs.of(other)
        terms = dict(self.terms)
        for b, a in other.terms.items():
            total = terms.get(b, 0) + a
            if total:
                terms[b] = total
            else:
                terms.pop(b, None)
        return Logs._made(self.constant + other.constant, terms)

    __radd__ = __add__

    def __neg__(self):
        return self * -1

    def __sub__(self, other):
        return self + (-Logs.of(other))

    def __rsub__(self, other):
        return Logs.of(other) - self

    def __mul__(self, factor):
        if isinstance(factor, Logs) or not isinstance(factor, (int, Fraction)) or isinstance(factor, bool):
            raise TypeError("Logs multiply by exact rationals only (a product of logs is not a sum of logs)")
        factor = Fraction(factor)
        return Logs._made(self.constant * factor, {b: a * factor for b, a in self.terms.items()} if factor else {})

    __rmul__ = __mul__

    def is_zero(self) -> bool:
        """Whether the value is exactly 0 (see the class docstring). An enclosure that excludes 0 answers at once;
        otherwise the exponent of every prime in prod b_i^(a_i) is summed (no power is ever formed)."""
        if self.constant:
            return False
        if not self.terms:
            return True
        with rigorous.working_precision(128):
            box = self.enclosure()
        if box.lo > 0 or box.hi < 0:
            return False
        exponents: dict = {}
        for b, a in self.terms.items():
            for n, sign in ((b.numerator, 1), (b.denominator, -1)):
                for prime, k in _factor(n).items():
                    exponents[prime] = exponents.get(prime, 0) + sign * k * a
        return not any(exponents.values())

    def enclosure(self) -> rigorous.Enclosure:
        """A rigorous enclosure at the working precision (workbench.rigorous)."""
        total = rigorous.enclose(self.constant)
        for b, a in sorted(self.terms.items()):
            total = total + rigorous.enclose(a) * rigorous.log(b)
        return total

    def __eq__(self, other):
        return isinstance(other, (Logs, int, Fraction)) and (self - other).is_zero()

    __hash__ = None

    def __repr__(self):
        parts = [str(self.constant)] if self.constant or not self.terms else []
        parts += [f"{a} log({b})" for b, a in sorted(self.terms.items())]
        return " + ".join(parts)


class Vec(tuple):
    """An exact vector as a point value: a tuple of Fractions, hashable, printed as (1/2, 1/3) in a finding or a
    witness line."""

    def __new__(cls, values):
        return super().__new__(cls, tuple(_exact(v) for v in values))

    def __repr__(self):
        return "(" + ", ".join(str(v) for v in self) + ")"

    __str__ = __repr__


class Mat(tuple):
    """An exact matrix (a kernel: rows = inputs) as a point value: a tuple of row tuples of Fractions, hashable,
    printed as [[1, 0], [1/2, 1/2]] in a finding or a witness line."""

    def __new__(cls, rows):
        return super().__new__(cls, tuple(tuple(_exact(v) for v in row) for row in rows))

    def __repr__(self):
        return "[" + ", ".join("[" + ", ".join(str(v) for v in row) + "]" for row in self) + "]"

    __str__ = __repr__


def _compare_logs(relation: str, left, right):
    difference = Logs.of(left) - Logs.of(right)
    if difference.is_zero():
        return relation in ("=", "<=", ">=")
    if relation == "=":
        return False
    compare = {"<=": rigorous.le, ">=": rigorous.ge, "<": rigorous.lt, ">": rigorous.gt}[relation]
    return rigorous.decide(lambda: compare(difference.enclosure(), 0))


def relation_holds(relation: str, left, right):
    """`left relation right`: True, False, or rigorous.UNDECIDED (enclosures that overlap)."""
    if relation not in RELATIONS:
        raise ValueError(f"unknown relation {relation!r} (one of {', '.join(RELATIONS)})")
    if type(left) in _RATIONAL and type(right) in _RATIONAL:     # the common case, decided exactly at once
        return _EXACT_ORDER[relation](left, right)
    for value in (left, right):
        if isinstance(value, (float, complex, bool)) or not isinstance(value, (int, Fraction, Logs,
                                                                                rigorous.Enclosure)):
            raise TypeError(f"a literal reading needs exact or rigorous values, got {type(value).__name__} {value!r}")
    if not any(isinstance(v, rigorous.Enclosure) for v in (left, right)) and any(isinstance(v, Logs)
                                                                                 for v in (left, right)):
        return _compare_logs(relation, left, right)
    left, right = (v.enclosure() if isinstance(v, Logs) else v for v in (left, right))
    if relation == "=":        # an Enclosure on one side at least (two rationals took the exact path above)
        apart = rigorous.any_of(rigorous.lt(left, right), rigorous.gt(left, right))
        return rigorous.negation(apart) if apart is True else rigorous.UNDECIDED
    compare = {"<=": rigorous.le, ">=": rigorous.ge, "<": rigorous.lt, ">": rigorous.gt}[relation]
    return compare(left, right)


@dataclass(frozen=True)
class Reading:
    """One way to read a display: `left relation right`, each side a function of an exact point (a dict)."""
    text: str
    """The reading in words, as the finding shows it."""
    left: Callable[[dict], object]
    """The left side at a point: int, Fraction, Logs or rigorous.Enclosure."""
    relation: str
    """One of RELATIONS."""
    right: Callable[[dict], object]
    """The right side at a point."""

    def __post_init__(self):
        if self.relation not in RELATIONS:
            raise ValueError(f"{self.text}: unknown relation {self.relation!r} (one of {', '.join(RELATIONS)})")

    def at(self, point: dict):
        """(left value, right value, whether the relation holds) at `point`."""
        left, right = self.left(point), self.right(point)
        return left, right, relation_holds(self.relation, left, right)


def undecided_reading(found) -> bool:
    """`rigorous.decide`'s test for a Reading's (left, right, holds): undecided when `holds` is, or when the reading
    raised Imprecise (decide's UNDECIDED in place of the triple)."""
    return found is rigorous.UNDECIDED or found[2] is rigorous.UNDECIDED


@dataclass(frozen=True)
class Display:
    """A numbered display equation: `number` as the paper prints it ("(15)"), the `printed` reading (exactly as
    printed: indices, signs, which variable is maximised) and the `intended` one (None: the printed reading is what
    the paper means). `where` names the hypotheses the points are drawn from."""
    number: str
    """The display's number as printed, e.g. "(15)"."""
    printed: Reading
    """The display exactly as printed."""
    intended: Reading | None = None
    """The display as the paper means it; None when the printed reading is what is meant."""
    where: str = ""
    """The hypotheses the points are drawn from, in words."""


@dataclass(frozen=True)
class Finding:
    """A point where a display, read as printed, fails: both sides' values, and whether the intended reading holds
    there (kind "typo": the intended result survives; "statement": it fails too, or there is no other reading)."""
    number: str
    """The display's number."""
    point: dict
    """Where the printed reading fails."""
    left: object
    """The left side's value there."""
    right: object
    """The right side's value there."""
    relation: str
    """The printed relation, which the two values do not satisfy."""
    text: str
    """The printed reading in words."""
    intended: str | None
    """The intended reading in words (None: there is none)."""
    intended_holds: object
    """Whether the intended reading holds at the point (True, False, UNDECIDED; None without one)."""

    @property
    def kind(self) -> str:
        """"typo" when the intended reading holds at the point (the intended result survives), else "statement"."""
        return "typo" if self.intended is not None and self.intended_holds is True else "statement"

    def line(self) -> str:
        """The finding in one line: the display, the point, both values and the grade."""
        at = ", ".join(f"{name} = {value}" for name, value in self.point.items())
        said = (f"; read as intended ({self.intended}) it holds there" if self.kind == "typo" else
                "; the intended reading fails there too" if self.intended is not None else "")
        return (f"{self.number} as printed, {self.text}, fails at {at}: left side {self.left}, right side "
                f"{self.right}, so not {self.relation}{said} ({self.kind})")


@dataclass
class Outcome:
    """What reading one display at its points found: how many points were decided, the findings, the undecided."""
    display: Display
    """The display read."""
    decided: int = 0
    """Points where the printed relation was decided (true or false)."""
    undecided: int = 0
    """Points where it stayed undecided at the highest precision."""
    findings: list = None
    """The Findings, one per point where it failed."""

    def __post_init__(self):
        self.findings = self.findings or []


def read(display: Display, points: Iterable[dict]) -> Outcome:
    """Evaluate `display` as printed at every point; a point where the printed relation fails is a finding (with the
    intended reading evaluated there too); one where it cannot be decided at the highest precision is counted."""
    outcome = Outcome(display)
    for point in points:
        found = rigorous.decide(lambda: display.printed.at(point), undecided=undecided_reading)
        if undecided_reading(found):
            outcome.undecided += 1
            continue
        left, right, holds = found
        outcome.decided += 1
        if holds is False:
            intended = display.intended
            intended_holds = None if intended is None else rigorous.decide(
                lambda: intended.at(point)[2])
            outcome.findings.append(Finding(display.number, dict(point), left, right, display.printed.relation,
                                            display.printed.text, intended and intended.text, intended_holds))
    return outcome


def route(displays: Iterable[Display], points: Callable[[Display], Iterable[dict]], shown: int = 3) -> RouteResult:
    """The literal route over `displays`, each read at `points(display)`: "pass" when every display held at every
    point and each had at least one decided point; "fail" with the findings (the first `shown` per display) when one
    failed as printed; otherwise "skip" (nothing decided), never a pass."""
    outcomes = [read(display, points(display)) for display in displays]
    if not outcomes:
        raise ValueError("the literal route needs at least one display")
    failed = [o for o in outcomes if o.findings]
    empty = [o.display.number for o in outcomes if o.decided == 0]
    counts = "; ".join(f"{o.display.number} at {o.decided} points" + (f" ({o.undecided} undecided)" if o.undecided
                                                                      else "") for o in outcomes)
    if failed:
        lines = [f.line() for o in failed for f in o.findings[:shown]]
        return RouteResult("fail", "read as printed: " + " | ".join(lines) + f" [{counts}]")
    if empty:
        return RouteResult("skip", f"read as printed: no decided point for {', '.join(empty)} [{counts}]")
    return RouteResult("pass", f"read as printed, every display holds: {counts}")


def register(claim_id: str, displays: Iterable["Display"]) -> list["Display"]:
    """Record that `claim_id`'s literal route reads `displays` (the coverage table shows it beside each display's
    unit). A display read by two claims, or a number registered twice, is an error: each display is one unit."""
    displays = list(displays)
    prefix = claim_id.split(".")[0]
    seen = READ.setdefault(prefix, {})
    for display in displays:
        if seen.get(display.number, claim_id) != claim_id:
            raise ValueError(f"display {display.number} of {prefix} is already read by {seen[display.number]}")
        seen[display.number] = claim_id
    return displays


def findings(displays: Iterable[Display], points: Callable[[Display], Iterable[dict]]) -> list[Finding]:
    """Every finding of every display (for counterexamples and errata)."""
    return [f for display in displays for f in read(display, points(display)).findings]


def as_intended(display: Display) -> Display:
    """The display read as the paper means it (its intended reading, or the printed one when that is what is meant)."""
    return Display(display.number, display.intended or display.printed, None, display.where)


def intended_route(displays: Iterable[Display], points: Callable[[Display], Iterable[dict]]) -> RouteResult:
    """The literal route over the intended readings, at the same points: a correction's evidence when the printed
    displays failed (a typo's intended reading must hold wherever the printed one was read)."""
    result = route([as_intended(d) for d in displays], lambda d: points(next(x for x in displays
                                                                             if x.number == d.number)))
    return RouteResult(result.status, result.detail.replace("read as printed", "read as intended", 1))


def correction(displays: Iterable[Display], found: Iterable[Finding]) -> str:
    """One sentence per display with a finding: what it should read, and what it prints."""
    numbers = {f.number for f in found}
    return "; ".join(f"{d.number} should read {d.intended.text} (printed: {d.printed.text})" if d.intended else
                     f"{d.number} as printed, {d.printed.text}, fails and has no intended reading"
                     for d in displays if d.number in numbers)
