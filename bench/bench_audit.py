"""`make bench`, audit part: `python -m workbench audit` on random stochastic n x n matrices written by
numpy.savetxt's default (scientific notation, rows off 1 by rounding, so renormalised exactly), at
n = 300, 1000, 2000, and on n = 1000 matrices written as exact fractions p/q: every row over its own prime
near 2^20 (their common denominator has about 20,000 bits: one denominator per row) and every row over one
prime (one common denominator), with --c 1/(2n). Seed 0. Writes build/bench_audit.md."""
from __future__ import annotations

import argparse
import math
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import table

SIZES = (300, 1000, 2000)
FRACTION_SIZES = (1000,)


def primes_from(start: int, count: int) -> list[int]:
    found, n = [], start | 1
    while len(found) < count:
        if all(n % p for p in range(3, math.isqrt(n) + 1, 2)):
            found.append(n)
        n += 2
    return found


def write_fractions(path: Path, n: int, rng, per_row: bool) -> None:
    """n x n, row i = positive integers over d_i summing to d_i, written `a/d_i`: d_i the i-th prime after
    2^20 (per_row) or 999983 for every row."""
    dens = primes_from(2 ** 20, n) if per_row else [999983] * n
    with path.open("w") as out:
        for d in dens:
            w = rng.random(n)
            a = np.floor(w / w.sum() * (d - n)).astype(np.int64) + 1
            a[-1] += d - int(a.sum())
            out.write(",".join(f"{v}/{d}" for v in a.tolist()) + "\n")


def run(path: Path, n: int, out: Path) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds of the child, and what it computed / skipped."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "workbench", "audit", str(path), "--c", f"1/{2 * n}",
                           "--out", str(out)], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parent.parent)     # this checkout's workbench
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode == 2 and done.stderr.startswith("error: "):       # refused input: say so in the table
        return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, \
            "refused: " + done.stderr.strip().removeprefix("error: ").replace("|", "/")
    done.check_returncode()
    lines = done.stdout.splitlines()
    parts = [name for name, key in (("LDP", "ldp:"), ("PML", "pml:"), ("eta_TV", "eta_tv:"))
             if any(line.startswith(key) for line in lines)]
    skipped = [ln.split(":")[0].strip() for ln in lines[lines.index("skipped:") + 1:]] if "skipped:" in lines else []
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, \
        f"{', '.join(parts)}; skipped: {', '.join(skipped) or 'nothing'}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/bench_audit.md")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--fraction-sizes", default=",".join(map(str, FRACTION_SIZES)),
                        help="sizes of the p/q matrices (per-row and common denominator); empty for none")
    args = parser.parse_args()
    lines = ["# audit benchmarks", "", "`python -m workbench audit M.txt --c 1/(2n)` on a random stochastic n x n "
             "matrix (seed 0) written by `numpy.savetxt` (default `%.18e`, space separated):", "",
             "| matrix | n | wall s | CPU s | computed; skipped |", "|---|---|---|---|---|"]
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as folder:
        for n in map(int, args.sizes.split(",")):
            Q = rng.random((n, n))
            Q /= Q.sum(axis=1, keepdims=True)
            path = Path(folder) / f"random{n}.txt"
            np.savetxt(path, Q)
            wall, cpu, what = run(path, n, Path(folder))
            lines.append(f"| savetxt decimals | {n} | {wall:.1f} | {cpu:.1f} | {what} |")
            print(lines[-1], flush=True)
        for n in (int(v) for v in args.fraction_sizes.split(",") if v):
            for per_row, kind in ((True, "p/q, one prime denominator per row"), (False, "p/q, one common denominator")):
                path = Path(folder) / f"fractions{n}.csv"
                write_fractions(path, n, rng, per_row)
                wall, cpu, what = run(path, n, Path(folder))
                lines.append(f"| {kind} | {n} | {wall:.1f} | {cpu:.1f} | {what} |")
                print(lines[-1], flush=True)
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
