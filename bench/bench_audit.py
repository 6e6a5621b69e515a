"""`make bench`, audit part: `python -m workbench audit` on random stochastic n x n matrices written by
numpy.savetxt's default (scientific notation, rows off 1 by rounding, so renormalised exactly), at
n = 300, 1000, 2000, with --c 1/(2n). Seed 0. Writes build/bench_audit.md."""
from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import table

SIZES = (300, 1000, 2000)


def run(path: Path, n: int, out: Path) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds of the child, and what it computed / skipped."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "workbench", "audit", str(path), "--c", f"1/{2 * n}",
                           "--out", str(out)], capture_output=True, text=True, check=True,
                          cwd=Path(__file__).resolve().parent.parent)     # this checkout's workbench
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
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
    args = parser.parse_args()
    lines = ["# audit benchmarks", "", "`python -m workbench audit M.txt --c 1/(2n)` on a random stochastic n x n "
             "matrix (seed 0) written by `numpy.savetxt` (default `%.18e`, space separated):", "",
             "| n | wall s | CPU s | computed; skipped |", "|---|---|---|---|"]
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as folder:
        for n in map(int, args.sizes.split(",")):
            Q = rng.random((n, n))
            Q /= Q.sum(axis=1, keepdims=True)
            path = Path(folder) / f"random{n}.txt"
            np.savetxt(path, Q)
            wall, cpu, what = run(path, n, Path(folder))
            lines.append(f"| {n} | {wall:.1f} | {cpu:.1f} | {what} |")
            print(lines[-1], flush=True)
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
