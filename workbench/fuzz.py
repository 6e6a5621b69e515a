"""Fuzz route: hypothesis searches the parameter space for a counterexample and shrinks it.

Runs are deterministic: the seed is fixed and printed, and no example database is used
inside `make verify` (so a report never depends on an earlier run); campaigns may keep one.
"""
from __future__ import annotations

from fractions import Fraction

from hypothesis import HealthCheck, Phase, given, seed as seeded, settings

from .claims import RouteResult


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


def falsify(prop, strategy, examples: int, seed: int, progress=None, tried: list | None = None) -> dict | None:
    """The smallest example (after shrinking) on which `prop` is False or raises, else None.

    `prop(example) -> bool`; the strategy should draw a dict of named parameters;
    `progress(n)` is called with the number of examples tried so far; `tried[0]` ends as
    the number of examples run.
    """
    failures: list = []
    tried = tried if tried is not None else [0]
    tried[:] = [0]

    @seeded(seed)
    @settings(max_examples=examples, database=DATABASE, deadline=None, derandomize=False,
              phases=(Phase.generate, Phase.shrink),
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def search(example):
        tried[0] += 1
        if progress:
            progress(tried[0])
        try:
            ok = prop(example)
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
