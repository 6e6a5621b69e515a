"""Statement-level search: is the printed inequality itself false, or only a step of its derivation?

A counterexample to a derivation step says nothing about the printed statement. `find_violation` searches
for a point where the printed inequality itself fails (its `slack`, printed right side minus left side, is
negative), first on a small-denominator grid of the domain, then with hypothesis steered by target() toward
small slack; the point it returns has been re-checked exactly (Fraction) or rigorously (an arb ball wholly
below zero), never by floats. `judge` runs the statement and its steps together and says which failed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from itertools import islice, product
from typing import Callable, Iterable

from .claims import RouteResult
from .fuzz import _plain, falsify
from .strategies import Domain, domain_of


def certainly_negative(slack) -> bool:
    """Whether an exact (int/Fraction) or rigorous (arb) slack is provably < 0. Floats are refused:
    they may find candidates but never decide."""
    if isinstance(slack, bool) or isinstance(slack, float):
        raise TypeError(f"slack must be exact (Fraction) or an arb ball, not {type(slack).__name__}")
    if isinstance(slack, (int, Fraction)):
        return slack < 0
    return bool(slack < 0)        # flint.arb: True only when the whole ball is below zero


def _as_float(slack) -> float:
    if isinstance(slack, (int, Fraction)):
        return float(slack)
    return float(slack.mid())


def grid_points(strategy, limit: int = 4000) -> list[dict]:
    """The small-denominator points of a `strategies.parameters` box, simplest first (empty when unknown; of a
    huge box only the first 50 x `limit` points in product order are ranked)."""
    box = domain_of(strategy)
    if not isinstance(box, dict) or not all(isinstance(domain, Domain) for domain in box.values()):
        return []
    axes = {name: domain.candidates(limit) for name, domain in box.items()}
    points = [dict(zip(axes, values)) for values in islice(product(*axes.values()), 50 * limit)]
    return sorted(points, key=lambda p: sum(Fraction(v).denominator + abs(Fraction(v)) for v in p.values()))[:limit]


def find_violation(slack: Callable[[dict], object], strategy, *, examples: int = 200, seed: int = 0,
                   grid: Iterable[dict] | None = None, in_domain: Callable[[dict], bool] = lambda x: True
                   ) -> dict | None:
    """A point of the domain where the printed inequality fails, checked exactly/rigorously, or None.

    `slack(point)` is printed right side minus left side, exact or an arb ball; `strategy` draws points
    (a `strategies.parameters` box is also walked as a grid); `grid` adds explicit points (e.g. certified LP
    vertices, extreme mechanisms); `in_domain` encodes the paper's hypotheses (a point outside is skipped).
    """
    def violated(point) -> bool:
        return in_domain(point) and certainly_negative(slack(point))

    for how, points in (("the given points (extreme mechanisms, vertices)", grid or []),
                        ("the small-denominator grid", grid_points(strategy))):
        for point in points:
            if violated(point):
                return {"example": _plain(point), "slack": _show(slack(point)), "found by": how}

    violations = []              # the raw points (Fractions, ints) that failed, in the order found

    def prop(point):
        if not in_domain(point):
            return True
        value = slack(point)
        if certainly_negative(value):
            violations.append(point)
            return False, 0.0
        return True, max(_as_float(value), 0.0)
    found = falsify(prop, strategy, examples, seed)
    if found is None or not violations:
        return None
    point = violations[-1]           # the one falsify reports: hypothesis replays it last, or minimise stops at it
    if _plain(point) != found["example"] or not violated(point):     # re-checked, never taken on trust
        return None
    return {"example": found["example"], "slack": _show(slack(point)),
            "found by": f"hypothesis target() on the slack (seed {seed})"}


def _show(value) -> str:
    return str(_plain(value)) if isinstance(value, (int, Fraction)) else str(value)


@dataclass
class Judgement:
    """The statement-level verdict: `printed_statement` (False: violated as printed; True: it held while a
    step failed or nothing failed), the statement's own route, the failing steps, and the counterexample."""
    printed_statement: bool
    statement_route: RouteResult
    failing_steps: dict = field(default_factory=dict)
    counterexample: dict | None = None

    @property
    def summary(self) -> str:
        """'statement false', 'statement true, derivation wrong' or 'statement true'."""
        if not self.printed_statement:
            return "statement false"
        return "statement true, derivation wrong" if self.failing_steps else "statement true"


def judge(statement: Callable[[dict], object], steps: dict[str, Callable[[dict], object]], strategy, *,
          examples: int = 200, seed: int = 0, grid=None, in_domain=lambda x: True,
          proof: RouteResult | None = None) -> Judgement:
    """Search the printed statement and each derivation step (all as slack functions on the same domain).

    The statement is false when a violation is found; otherwise it counts as true on the strength of
    `proof` (a decisive route for every parameter, when the caller has one) or of the search itself (a
    fuzz route: a grid plus `examples` targeted draws found nothing)."""
    violation = find_violation(statement, strategy, examples=examples, seed=seed, grid=grid, in_domain=in_domain)
    failing = {}
    for name, step in steps.items():
        found = find_violation(step, strategy, examples=examples, seed=seed, grid=grid, in_domain=in_domain)
        if found is not None:
            failing[name] = found
    if violation is not None:
        return Judgement(False, RouteResult("fail", f"printed statement violated: {violation}"), failing, violation)
    if proof is not None and proof.status != "pass":
        raise ValueError("judge: the statement's proof route did not pass")
    route = proof or RouteResult("pass", f"no violation of the printed statement on the grid or in {examples} "
                                         f"targeted examples (seed {seed})")
    return Judgement(True, route, failing)
