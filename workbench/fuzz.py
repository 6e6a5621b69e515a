"""Fuzz route: hypothesis searches the parameter space for a counterexample and shrinks it; when the
strategy's box is known (`strategies.parameters`), a deterministic search then finds the smallest
counterexample in the box, and the claim's two sides at it are recorded (`Outcome`).

Runs are deterministic: the seed is fixed and printed, and no example database is used
inside `make verify` (so a report never depends on an earlier run); campaigns may keep one.

A property may answer `rigorous.UNDECIDED` (its enclosures overlap the boundary): the example is recomputed
at rising precision (`rigorous.decide`), and if still undecided it is counted, never a pass nor a
counterexample; a run whose every example is undecided is inconclusive (a "skip" route).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from .claims import RouteResult
from .lazy import lazy
from .rigorous import MAX_BITS, UNDECIDED, Enclosure, decide
from .strategies import box_points

hypothesis = lazy("hypothesis")
BOX_LIMIT = 200_000          # box points the deterministic search may order after a failure
MINIMISE_BUDGET = 5_000      # ... and evaluate, smallest first, never past the size of hypothesis' example


@dataclass
class Outcome:
    """What a property returns when it can say more than True/False: whether the claim `holds` at the
    example (True, False or `rigorous.UNDECIDED`), the computed `sides` (e.g. {"Var GRR": ..., "Var OUE":
    ..., "GRR better": True, "d < 2E + 3": False}), recorded beside the inputs of a counterexample, and
    optionally the `slack` (>= 0, how far from failing) that steers hypothesis toward the boundary."""
    holds: object
    sides: dict = field(default_factory=dict)
    slack: float | None = None


def _plain(value):
    if isinstance(value, Enclosure):           # shown rounded outward: "[1.41421356237, 1.41421356238]"
        return str(value)
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


DATABASE = None          # `make verify` never uses one; fuzz campaigns may (use_database)


def use_database(path) -> None:
    """Keep hypothesis' examples (failures first) in a directory, so a later campaign starts from them."""
    global DATABASE
    from hypothesis.database import DirectoryBasedExampleDatabase
    DATABASE = DirectoryBasedExampleDatabase(str(path))


def _entries(value):
    """Every Fraction inside nested lists (a distribution, a kernel)."""
    if isinstance(value, (list, tuple)):
        for v in value:
            yield from _entries(v)
    elif isinstance(value, Fraction):
        yield value


def boundary_scores(example) -> dict[str, float]:
    """How close an example is to where the claims' domains end, as scores for hypothesis' target() to push
    up: eps -> 0 (E -> 1), c -> 1/N (the PML limit) and c -> 0 (the LDP limit), delta -> 0 or 1, and a
    probability in a distribution or kernel -> 0 (a zero of the support)."""
    if not isinstance(example, dict):
        return {}
    scores = {}
    E, c, delta = example.get("E"), example.get("c"), example.get("delta")
    if isinstance(E, Fraction) and E >= 1:
        scores["eps -> 0"] = -float(E - 1)
    inputs = example.get("N") or len(example.get("K") or []) or None
    if isinstance(c, Fraction) and inputs:
        scores["c -> 1/N"], scores["c -> 0"] = float(c * inputs), -float(c)
    if isinstance(delta, Fraction):
        scores["delta -> 0 or 1"] = -float(min(delta, 1 - delta))
    probabilities = [v for key, value in example.items() if isinstance(value, (list, tuple))
                     for v in _entries(value) if 0 <= v <= 1]
    if probabilities:
        scores["a probability -> 0"] = -float(min(probabilities))
    return scores


def _read(result) -> tuple[object, dict | None, float | None]:
    """(holds, sides, slack) from whatever a property returns: a bool or UNDECIDED, (that, slack) or an
    Outcome; holds is True, False or UNDECIDED."""
    if isinstance(result, Outcome):
        holds, sides, slack = result.holds, result.sides, result.slack
    elif isinstance(result, tuple):
        holds, sides, slack = result[0], None, result[1]
    else:
        holds, sides, slack = result, None, None
    return (UNDECIDED if holds is UNDECIDED else bool(holds)), sides, slack


def _judge(prop, example) -> tuple[object, dict | None, float | None]:
    """`_read` of prop(example), recomputed at rising precision while it is UNDECIDED (rigorous.decide)."""
    return _read(decide(lambda: prop(example), undecided=lambda result: _read(result)[0] is UNDECIDED))


def _failure(prop, example) -> dict | None:
    """The failure record of `example` ({"example", "sides"}), or None when the claim holds; an exception
    propagates (a bug in the check, never a counterexample)."""
    ok, sides, _ = _judge(prop, example)
    if ok is not False:          # holds, or undecided: never a counterexample
        return None
    record = {"example": _plain(example)}
    if sides:
        record["sides"] = _plain(sides)
    return record


def _size(example: dict) -> tuple:
    """How big an example is: the sum of its integer parameters, then of its rationals' denominators,
    then of their values (so d = 6, E = 3/2 is smaller than d = 7, E = 2 and than d = 12, E = 49/11)."""
    ints = [v for v in example.values() if isinstance(v, int) and not isinstance(v, bool)]
    rats = [v for v in example.values() if isinstance(v, Fraction)]
    return sum(ints), sum(r.denominator for r in rats), sum(rats)


def minimise(prop, strategy, found: dict, budget: int = MINIMISE_BUDGET) -> tuple[dict, str] | None:
    """The smallest failing example in the strategy's box (`strategies.parameters`), found by a
    deterministic search through the box's points in order of size (`_size`; each parameter's simplest
    values first), stopping at the size of `found` (hypothesis' example) or after `budget` evaluations;
    fields without a known domain keep their found value (`strategies.box_points`: a dependent one only
    beside the values it was drawn with). None when the box is unknown or has more than BOX_LIMIT points,
    or nothing smaller than `found` fails. Returns (failure record, how it was searched)."""
    points = box_points(strategy, found, BOX_LIMIT)
    if points is None:
        return None
    total = len(points)
    ceiling = _size(found)
    points.sort(key=_size)
    for tried, example in enumerate(points[:budget], 1):
        if _size(example) > ceiling:
            return None
        record = _failure(prop, example)
        if record is not None:
            return record, f"smallest of the box's {total} points ({tried} tried in order of size)"
    return None


def target(score: float, label: str) -> None:
    """hypothesis.target, named here so that importing this module does not import hypothesis."""
    hypothesis.target(score, label=label)


def falsify(prop, strategy, examples: int, seed: int, progress=None, tried: list | None = None,
            undecided: list | None = None) -> dict | None:
    """The smallest example on which `prop` is False, else None. An exception raised by `prop` (say a division
    by zero in a side value) propagates, the last one hypothesis raised: it is a bug in the check, never a
    counterexample, and `verify` reports the claim inconclusive (internal error) with where it was raised.

    `prop(example)` -> bool, (bool, slack) with slack >= 0 how far the example is from failing, or an
    Outcome (which also records the claim's two sides at a counterexample). The strategy should draw a
    dict of named parameters; built with `strategies.parameters`, its box is known and the example
    hypothesis shrank to is then minimised by a deterministic search (`minimise`). Hypothesis' target()
    pushes examples toward small slack and toward the domain's boundaries (boundary_scores).
    `progress(n)` is called with the number of examples tried so far; `tried[0]` ends as the number of
    examples run, `undecided[0]` as how many of them stayed UNDECIDED at the highest precision (neither
    passes nor failures).
    """
    from hypothesis import HealthCheck, Phase, given, seed as seeded, settings
    failures: list = []
    errors: list = []
    tried = tried if tried is not None else [0]
    tried[:] = [0]
    undecided = undecided if undecided is not None else [0]
    undecided[:] = [0]

    @seeded(seed)
    @settings(max_examples=examples, database=DATABASE, deadline=None, derandomize=False,
              phases=(Phase.generate, Phase.target, Phase.shrink),
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def search(example):
        tried[0] += 1
        if progress:
            progress(tried[0])
        for label, score in boundary_scores(example).items():
            target(score, label=label)
        try:
            ok, sides, slack = _judge(prop, example)
            if slack is not None:
                target(-float(slack), label="slack")
        except Exception as exc:  # an internal error, never evidence (hypothesis shrinks it; raised below)
            errors.append(exc)
            raise
        if ok is UNDECIDED:
            undecided[0] += 1
        elif not ok:
            failures.append({"example": _plain(example), **({"sides": _plain(sides)} if sides else {}),
                             "_raw": example})
            raise AssertionError("counterexample")

    try:
        search()
    except Exception:
        if errors:
            raise errors[-1] from None
        if not failures:
            raise
        shrunk = failures[-1]   # hypothesis replays the shrunk example last
        raw = shrunk.pop("_raw", None)
        smaller = minimise(prop, strategy, raw) if isinstance(raw, dict) else None
        if smaller is None:
            return shrunk
        record, how = smaller
        return {**record, "hypothesis found": shrunk["example"], "minimised": how}
    return None


def fuzz_route(prop, strategy, examples: int, seed: int, what: str,
               progress=None) -> tuple[RouteResult, dict | None]:
    """Run `falsify` and wrap its answer as a route: ("pass", what was tried) with no counterexample, or
    ("fail", the counterexample) and the counterexample record ({"example": inputs, "sides": the claim's
    computed sides when `prop` returns an Outcome, ...}). The pair is what a claim puts in Evidence and
    what an `attach(fuzz=...)` hook returns. `what` names the property in the route's detail, which also
    counts the examples left UNDECIDED; when every example was, the route is "skip" (inconclusive)."""
    tried: list = []
    undecided: list = []
    found = falsify(prop, strategy, examples, seed, progress, tried, undecided)
    left = f"; {undecided[0]} undecided at {MAX_BITS} bits, not counted" if undecided[0] else ""
    if found is not None:
        return RouteResult("fail", f"{what}: counterexample (seed {seed}{left}): {found}"), found
    if undecided[0] and undecided[0] == tried[0]:
        return RouteResult("skip", f"{what}: inconclusive: all {tried[0]} examples undecided at {MAX_BITS} bits "
                                   f"(seed {seed})"), None
    decided = f"{tried[0] - undecided[0]} decided examples{left}" if left else f"{tried[0]} examples"
    return RouteResult("pass", f"{what}: no counterexample in {decided} (seed {seed})"), None
