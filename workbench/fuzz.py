"""Fuzz route: hypothesis searches the parameter space for a counterexample and shrinks it.

Runs are deterministic: the seed is fixed and printed, and no example database is used
inside `make verify` (so a report never depends on an earlier run); campaigns may keep one.
"""
from __future__ import annotations

from fractions import Fraction

from .claims import RouteResult
from .lazy import lazy

hypothesis = lazy("hypothesis")


def _plain(value):
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


BUGS = (TypeError, AttributeError, NameError, ImportError, KeyError, IndexError)
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


def target(score: float, label: str) -> None:
    """hypothesis.target, named here so that importing this module does not import hypothesis."""
    hypothesis.target(score, label=label)


def falsify(prop, strategy, examples: int, seed: int, progress=None, tried: list | None = None) -> dict | None:
    """The smallest example (after shrinking) on which `prop` is False or raises, else None.

    `prop(example)` -> bool, or (bool, slack) with slack >= 0 how far the example is from failing;
    the strategy should draw a dict of named parameters. Hypothesis' target() pushes examples toward
    small slack and toward the domain's boundaries (boundary_scores). `progress(n)` is called with the
    number of examples tried so far; `tried[0]` ends as the number of examples run.
    """
    from hypothesis import HealthCheck, Phase, given, seed as seeded, settings
    failures: list = []
    tried = tried if tried is not None else [0]
    tried[:] = [0]

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
            ok = prop(example)
            if isinstance(ok, tuple):
                ok, slack = ok
                target(-float(slack), label="slack")
        except BUGS:
            raise                 # a bug in the workbench is an internal error, never evidence
        except Exception as exc:  # a crash on valid input (e.g. a division by zero) is a counterexample
            failures.append({"example": _plain(example), "error": f"{type(exc).__name__}: {exc}"})
            raise
        if not ok:
            failures.append({"example": _plain(example)})
            raise AssertionError("counterexample")

    try:
        search()
    except BUGS:
        raise
    except Exception:
        if not failures:
            raise
        return failures[-1]   # hypothesis replays the shrunk example last
    return None


def fuzz_route(prop, strategy, examples: int, seed: int, what: str,
               progress=None) -> tuple[RouteResult, dict | None]:
    tried: list = []
    found = falsify(prop, strategy, examples, seed, progress, tried)
    if found is None:
        return RouteResult("pass", f"{what}: no counterexample in {tried[0]} examples (seed {seed})"), None
    return RouteResult("fail", f"{what}: counterexample (seed {seed}): {found}"), found
