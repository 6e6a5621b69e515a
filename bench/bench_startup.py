"""`make bench`, start-up part: how long `python -m workbench list` takes (target: under 0.3 s), against a bare
interpreter, and which heavy libraries it imported (none, with the lazy imports of workbench/lazy.py).
The target is for Python's default, which keeps the compiled modules (__pycache__) after the first start; with
PYTHONDONTWRITEBYTECODE set (as in some CI images) every start compiles the workbench's and the papers' modules
again, and that row is shown beside it. Writes build/bench_startup.md."""
from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import table

TARGET = 0.3
HEAVY = ("sympy", "matplotlib", "dask", "z3", "hypothesis", "numpy", "scipy", "pulp", "highspy", "mpmath", "flint")
PROBE = ("import contextlib, io, json, sys\nfrom workbench.cli import main\n"
         "with contextlib.redirect_stdout(io.StringIO()):\n    main(['list'])\n"
         "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))")


CACHED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
UNCACHED = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}


def best_of(runs: int, command: list[str], env: dict = CACHED, cwd=None) -> tuple[float, float]:
    """(wall, CPU) seconds, each the best of `runs`; CPU (user + system of the child) barely depends on
    what else the machine is doing, wall does."""
    walls, cpus = [], []
    for _ in range(runs):
        before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env, cwd=cwd)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        walls.append(time.perf_counter() - start)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return min(walls), min(cpus)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/bench_startup.md")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    bare = best_of(args.runs, [sys.executable, "-c", "pass"])
    subprocess.run([sys.executable, "-m", "workbench", "list"], check=True, stdout=subprocess.DEVNULL, env=CACHED)
    listing = best_of(args.runs, [sys.executable, "-m", "workbench", "list"])      # compiled modules kept
    with tempfile.TemporaryDirectory() as bare_copy:     # the sources without their __pycache__, never written
        root = Path(__file__).resolve().parents[1]
        for package in ("workbench", "proofs"):
            shutil.copytree(root / package, Path(bare_copy) / package, ignore=shutil.ignore_patterns("__pycache__"))
        compiling = best_of(args.runs, [sys.executable, "-m", "workbench", "list"],
                            {**UNCACHED, "PYTHONPATH": bare_copy}, cwd=bare_copy)
    loaded = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True).stdout
    heavy = sorted(set(HEAVY) & set(json.loads(loaded.splitlines()[-1])))
    lines = ["# Start-up", "", f"Seconds, best of {args.runs} (target for `list`: < {TARGET} s wall on an idle machine):",
             "", "| command | wall | CPU |", "|---|---|---|", f"| `python -c pass` | {bare[0]:.3f} | {bare[1]:.3f} |",
             f"| `python -m workbench list` | {listing[0]:.3f} | {listing[1]:.3f} |",
             f"| `python -m workbench list`, PYTHONDONTWRITEBYTECODE=1 (compiles every start) | {compiling[0]:.3f} | "
             f"{compiling[1]:.3f} |", "",
             f"Heavy libraries imported by `list`: {', '.join(heavy) or 'none'}.",
             f"Wall within target: {listing[0] < TARGET}."]
    print("\n".join(lines))
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
