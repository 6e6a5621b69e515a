"""Mechanisms straight from the libraries people use: OpenDP, diffprivlib, pure-ldp, multi-freq-ldpy.

`from_library(name, mechanism, **params)` builds the exact matrix Q[x][y] that the library's own
parameters define: every float the library computes and then uses is read exactly (Fraction(float)),
and where the library compares a 53-bit uniform with it, the exact probability of that comparison is
counted (`draws`). The library's stated epsilon (its privacy map or constructor argument) is then set
against the exact level of Q (`compare`), and the library's real randomiser is sampled and tested
against Q at a stated false-alarm rate (`sampling_test`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from importlib import metadata
from typing import Callable

from flint import ctx as flint_ctx

from ..balls import ball, lower as ball_lower, upper as ball_upper
from ..errors import InvalidArgument
from ..mechanisms.ldp import LDPLevel, ldp_level

LIBRARIES = ("opendp", "diffprivlib", "pure-ldp", "multi-freq-ldpy")
ROUNDING = Fraction(1, 10 ** 9)    # an excess this small is the float parameters' rounding, named as such


@dataclass
class LibraryMechanism:
    """A library's mechanism as an exact matrix, with its stated epsilon and its real sampler."""
    library: str
    version: str
    mechanism: str
    params: dict
    Q: list[list[Fraction]]
    inputs: list                  # the library's input values, in row order
    outputs: list                 # the library's output values, in column order
    stated_eps: float
    stated_by: str                # where the stated epsilon comes from (privacy map / argument)
    floats: dict[str, float]      # each float the library computes and uses, read exactly in Q
    model: str                    # what is counted exactly and what is taken as ideal
    sampler: Callable[[int | None], Callable[[int], object]] = field(repr=False)
    seedable: bool = True
    adjacency: str = "local"      # "local": any two inputs; "counting": inputs i and i+1

    def level(self) -> LDPLevel:
        """The exact level E = e^eps of Q under this mechanism's adjacency (workbench's ldp_level)."""
        if self.adjacency == "local":
            return ldp_level(self.Q)
        best = LDPLevel(Fraction(1), (0, 0, 0))
        for a in range(len(self.Q) - 1):
            pair = ldp_level([self.Q[a], self.Q[a + 1]])
            if pair.E is None:
                x, x2, y = pair.witness
                return LDPLevel(None, (a + x, a + x2, y))
            if pair.E > best.E:
                x, x2, y = pair.witness
                best = LDPLevel(pair.E, (a + x, a + x2, y))
        return best

    def sample(self, inputs, n: int, seed: int | None, progress=None) -> list[list[int]]:
        """Counts[i][y] of n draws of the library's own randomiser at each input index in `inputs`."""
        draw = self.sampler(seed)
        column = {value: j for j, value in enumerate(self.outputs)}
        counts = []
        inputs = list(inputs)
        for i, x in enumerate(inputs):
            if progress:
                progress(i, len(inputs))
            row = [0] * len(self.outputs)
            for _ in range(n):
                y = draw(x)
                if y not in column:
                    raise RuntimeError(f"{self.library} {self.mechanism} returned {y!r}, outside its output space")
                row[column[y]] += 1
            counts.append(row)
        return counts


def version(library: str) -> str:
    """The installed version of a library, or a clear error when it is absent."""
    try:
        return metadata.version(library)
    except metadata.PackageNotFoundError:
        raise InvalidArgument(f"--from: {library} is not installed; `pip install -e .[libraries]`") from None


def _builders() -> dict:
    from . import of_diffprivlib, of_multi_freq_ldpy, of_opendp, of_pure_ldp
    return {"opendp": of_opendp.MECHANISMS, "diffprivlib": of_diffprivlib.MECHANISMS,
            "pure-ldp": of_pure_ldp.MECHANISMS, "multi-freq-ldpy": of_multi_freq_ldpy.MECHANISMS}


def mechanisms() -> dict[str, list[str]]:
    """Library -> the mechanism names `from_library` knows for it."""
    return {lib: sorted(table) for lib, table in _builders().items()}


def from_library(name: str, mechanism: str, **params) -> LibraryMechanism:
    """Build `mechanism` of library `name` (e.g. "diffprivlib", "rr", epsilon=1.0) as an exact matrix."""
    builders = _builders()
    if name not in builders:
        raise InvalidArgument(f"--from: unknown library {name!r}; one of {', '.join(LIBRARIES)}")
    table = builders[name]
    if mechanism not in table:
        raise InvalidArgument(f"mechanism: {name} offers {', '.join(sorted(table))} here, not {mechanism!r}")
    version(name)
    try:
        return table[mechanism](**params)
    except InvalidArgument:
        raise
    except ImportError as exc:
        raise InvalidArgument(f"--from: {name} is installed but does not import: {exc}") from None
    except (ValueError, TypeError) as exc:
        raise InvalidArgument(f"{name} {mechanism} refused the parameters {params}: {exc}") from None


def compare(mech: LibraryMechanism, precision: int = 256) -> dict:
    """The stated epsilon against ln E of the exact matrix, decided by an arb ball (never a float)."""
    level = mech.level()
    out = {"stated eps": repr(mech.stated_eps), "stated by": mech.stated_by}
    if level.E is None:
        x, x2, y = level.witness
        out.update({"exact E": "inf", "exact eps": "inf",
                    "witness": f"Q[{mech.inputs[x]!r}][{mech.outputs[y]!r}] > 0 = Q[{mech.inputs[x2]!r}][{mech.outputs[y]!r}]"})
    if math.isinf(mech.stated_eps):
        out["verdict"] = "equal (the library states no finite eps)" if level.E is None else \
            "within stated eps (the library states eps = inf)"
        return out
    if level.E is None:
        out["verdict"] = "EXCEEDS stated eps: not private at any eps"
        return out
    stated = Fraction(mech.stated_eps)
    with flint_ctx.workprec(precision):
        exact = ball(level.E).log()
        excess = exact - ball(stated)
        out["exact E"] = str(level.E) if level.E.denominator < 10 ** 6 else f"{level.E} (~{float(level.E)!r})"
        out["exact eps"] = exact.str(20, radius=False)
        out["exact - stated"] = excess.str(5, radius=False)
        low, high = ball_lower(excess), ball_upper(excess)
    rounding = " (by float rounding: |exact - stated| < 1e-9)" if max(abs(low), abs(high)) < ROUNDING else ""
    if level.E == 1 and stated == 0:
        out["verdict"] = "equal"
    elif low > 0:
        out["verdict"] = "EXCEEDS stated eps" + rounding
    elif high < 0:
        out["verdict"] = "within stated eps" + rounding
    else:
        out["verdict"] = "undecided at this precision"
    return out


def sampling_test(mech: LibraryMechanism, n: int, seed: int | None, alpha: float = 1e-6, Q=None,
                  progress=None) -> dict:
    """Does the library's real randomiser draw from Q? n draws per input, one exact binomial test per
    cell, Bonferroni over the cells: a false alarm has probability at most `alpha` when it does."""
    from scipy.stats import binomtest
    Q = mech.Q if Q is None else Q
    counts = mech.sample(range(len(Q)), n, seed, progress)
    cells = len(Q) * len(Q[0])
    worst = (1.0, (0, 0))
    for x, row in enumerate(counts):
        for y, c in enumerate(row):
            q = Q[x][y]
            if q == 0 or q == 1:          # a certain event: one contrary draw refutes Q
                p = 1.0 if c == n * q else 0.0
            else:
                p = binomtest(c, n, float(q)).pvalue
            if p < worst[0]:
                worst = (p, (x, y))
    p, (x, y) = worst
    rejected = p * cells < alpha
    return {"draws per input": n, "seed": seed if mech.seedable else "none (the library cannot be seeded)",
            "cells": cells, "false-alarm rate": alpha, "smallest p-value": f"{p:.3g}",
            "at": {"input": repr(mech.inputs[x]), "output": repr(mech.outputs[y]), "count": counts[x][y],
                   "expected": f"{float(Q[x][y]) * n:.1f}"},
            "verdict": "REJECTED: the samples do not fit the matrix" if rejected else
                       "consistent with the exact matrix"}
