"""`make bench`, staircase part: certify the TV pattern LP (11) with 2^k columns exactly, k = 6..16.
Writes build/bench_staircase.md. One run per k; a measurement, not a test."""
from __future__ import annotations

import argparse
import random
import time
from fractions import Fraction

import table
from workbench.lp.families import staircase_lp
from workbench.lp.pipeline import certify_lp
from workbench.mechanisms.staircase import pattern_matrix, tv_utility

E = Fraction(3, 2)


def priors(k: int, seed: int = 0):
    rng = random.Random(seed + k)
    pair = []
    for _ in range(2):
        w = [rng.randint(1, 20) for _ in range(k)]
        pair.append([Fraction(v, sum(w)) for v in w])
    return pair


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/bench_staircase.md")
    parser.add_argument("--sizes", default="6,8,10,12,14,16")
    args = parser.parse_args()
    lines = ["# Staircase pattern LP (11), TV utility, E = 3/2 (seeded random priors)", "",
             "| k | columns | build (s) | float solve (s) | exact rebuild (s) | kernel (s) | total (s) |",
             "|---|---|---|---|---|---|---|"]
    for k in (int(v) for v in args.sizes.split(",")):
        P0, P1 = priors(k)
        start = time.perf_counter()
        mu = tv_utility(P0, P1)
        utilities = [mu(column) for column in pattern_matrix(k, E)]
        lp = staircase_lp(k, E, utilities)
        build = time.perf_counter() - start
        result = certify_lp(lp, "staircase.lp", "staircase", {"k": k, "E": E, "U": utilities})
        total = time.perf_counter() - start
        t = result.timings
        lines.append(f"| {k} | {2 ** k} | {build:.2f} | {t['float_solve']:.2f} | {t['exact_rebuild']:.2f} | "
                     f"{t.get('kernel_check', 0.0):.2f} | {total:.2f} |")
        print(lines[-1], flush=True)
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
