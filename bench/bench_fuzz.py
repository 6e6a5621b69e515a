"""`make bench`, fuzzing throughput on one core: exact property checks driven by hypothesis, and a
closed form compiled with lambdify and checked on a million random points at once (no SymPy subs
in the hot loop). Writes build/bench_fuzz.md."""
from __future__ import annotations

import argparse
import time

import numpy as np
import sympy as sp

import table
from proofs.pml.claims import kernels_with_c
from workbench.fuzz import falsify
from workbench.mechanisms.pml import pml_level


def exact_rate(examples: int = 2000) -> float:
    """Exact (Fraction) check of (-log c, c)-PML on random kernels, shrinking machinery included."""
    start = time.perf_counter()
    assert falsify(lambda x: pml_level(x["K"], x["c"]).E <= 1 / x["c"], kernels_with_c(), examples, seed=0) is None
    return examples / (time.perf_counter() - start)


def compiled_rate(points: int = 1_000_000) -> tuple[float, float]:
    """Thm. 1's Xi against its factored saturation form, compiled once, evaluated on `points` draws."""
    E, c, N = sp.symbols("E c N", positive=True)
    xi = sp.lambdify((E, c, N), sp.Min((E - 1) / (E * (1 - N * c) + 1), 1), "numpy")
    saturated = sp.lambdify((E, c, N), E * N * c >= 2, "numpy")
    rng = np.random.default_rng(0)
    n_ = rng.integers(2, 20, points).astype(float)
    c_ = rng.uniform(1e-6, 1, points) / n_
    e_ = rng.uniform(1, 50, points)
    start = time.perf_counter()
    values = xi(e_, c_, n_)
    mismatch = np.sum((values >= 1 - 1e-12) != saturated(e_, c_, n_))
    return points / (time.perf_counter() - start), float(mismatch) / points


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/bench_fuzz.md")
    args = parser.parse_args()
    exact = exact_rate()
    compiled, mismatch = compiled_rate()
    lines = ["# Fuzzing throughput (one core)", "", "| check | examples/s |", "|---|---|",
             f"| exact PML level <= 1/c on random rational kernels (hypothesis, Fractions) | {exact:,.0f} |",
             f"| Xi(eps, c) closed form, lambdify + numpy, 10^6 points (mismatch rate {mismatch:.1e}) | "
             f"{compiled:,.0f} |"]
    print("\n".join(lines))
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
