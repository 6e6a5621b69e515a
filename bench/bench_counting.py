"""`make bench`: the exact counting-LP pipeline against its float solve, against SymPy's exact
rational simplex and, side by side in the same run, against QSopt_ex (`esolver`, the exact
rational LP anchor) and against a float HiGHS solve of the same LP (whole processes). Writes
build/bench.md. A measurement, not a test."""
from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

import table
from workbench.lp import qsopt
from workbench.lp.families import counting_lp
from workbench.lp.pipeline import certify_lp

E, DELTA = Fraction(3, 2), Fraction(1, 10)
SIZES = (4, 8, 16, 32, 48, 64)
SYMPY_SIZES = (4, 8)
SYMPY_LIMIT = 60.0
# (M, E, delta, runs): the rows of issue 16, certify and esolver each timed as a whole process
ANCHOR_ROWS = [(64, "3/2", "1/10", 3), (96, "3/2", "1/10", 1)] + \
    [(64, E, d, 1) for E in ("2", "3", "5") for d in ("0", "1/10")] + [(128, "3/2", "1/10", 1)]
# (M, E, delta, runs): issue 26, certify against a float HiGHS solve of the same LP, whole processes
FLOAT_ROWS = [(64, "3/2", "1/10", 3), (96, "3/2", "1/10", 1), (128, "3/2", "1/10", 1)]
ANCHOR_LIMIT = 900.0     # per process and row (esolver needs ~800 s at M = 128), so `make bench` ends


def pipeline(M: int) -> dict:
    """The fastest of a few runs (one for the large sizes), each timed stage by stage."""
    runs = [pipeline_once(M) for _ in range(3 if M <= 32 else 1)]
    return min(runs, key=lambda r: r["total"])


def pipeline_once(M: int) -> dict:
    start = time.perf_counter()
    lp = counting_lp(M, E, DELTA)
    build = time.perf_counter() - start
    result = certify_lp(lp, "counting.optimum", "counting", {"M": M, "E": E, "delta": DELTA})
    total = time.perf_counter() - start
    return {"M": M, "build": build, **result.timings, "total": total, "how": result.how,
            "value": result.value}


def _sympy_solve(M, queue):
    from sympy import Rational
    from sympy.solvers.simplex import linprog
    lp = counting_lp(M, E, DELTA)
    names = [n for n, _ in lp.variables]
    index = {n: k for k, n in enumerate(names)}

    def dense(coefficients):
        row = [0] * len(names)
        for v, a in coefficients.items():
            row[index[v]] = Rational(a.numerator, a.denominator)
        return row
    A, b, A_eq, b_eq = [], [], [], []
    for r in lp.constraints:
        (A_eq if r.sense == "==" else A).append(dense(r.coefficients))
        (b_eq if r.sense == "==" else b).append(Rational(r.rhs.numerator, r.rhs.denominator))
    c = [-x for x in dense(lp.objective)]
    bounds = {index["t"]: (None, None)}
    start = time.perf_counter()
    value, _ = linprog(c, A, b, A_eq, b_eq, bounds=bounds)
    queue.put((time.perf_counter() - start, -value))


def sympy_exact(M: int):
    queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=_sympy_solve, args=(M, queue))
    process.start()
    process.join(SYMPY_LIMIT)
    if process.is_alive():
        process.terminate()
        return None, None
    return queue.get() if not queue.empty() else (None, None)


def certify_process(M: int, E: str, delta: str, limit: float, checks: list | None = None) -> tuple[float | None, str]:
    """Wall seconds of `python -m workbench certify counting.optimum ...` (import, build, float
    solve, exact rebuild, kernel check, writing the file) and its last output line. With `checks`, the wall
    seconds of `python -m workbench.kernel` on the file it wrote (its own process, as a recipient runs it) are
    appended there (None when certify or the check failed)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "c.json")
        start = time.perf_counter()
        try:    # --budget is checked between phases; the timeout stops a phase that overruns it
            run = subprocess.run([sys.executable, "-m", "workbench", "certify", "counting.optimum", f"M={M}", f"E={E}",
                                  f"delta={delta}", "-o", path, "--budget", f"{limit:.0f}s"],
                                 capture_output=True, text=True, timeout=limit * 1.25)
        except subprocess.TimeoutExpired:
            run = None
        seconds = time.perf_counter() - start
        if checks is not None:
            checks.append(_kernel_process(path) if run is not None and run.returncode == 0 else None)
    if run is None:
        return None, f"stopped after {limit * 1.25:.0f}s"
    lines = (run.stdout.strip() or run.stderr.strip()).splitlines()
    said = next((line for line in lines if ": optimum " in line), lines[-1] if lines else "")   # not "check it: ..."
    return (seconds if run.returncode == 0 else None), said


def _kernel_process(path: str) -> float | None:
    """Wall seconds of `python -m workbench.kernel PATH`, None unless it says valid (exit 0)."""
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "workbench.kernel", path], capture_output=True, text=True)
    return time.perf_counter() - start if run.returncode == 0 else None


FLOAT_SOLVE = """import sys, time, highspy
h = highspy.Highs()
h.setOptionValue("output_flag", False)
h.readModel(sys.argv[1])
h.run()
print(h.modelStatusToString(h.getModelStatus()), repr(h.getInfo().objective_function_value))
"""


def float_process(M: int, E: str, delta: str, limit: float) -> tuple[float | None, str]:
    """Wall seconds of a whole Python process that reads the same LP (an MPS file with its coefficients as
    doubles, written beforehand) into HiGHS and solves it with the default options: no exact arithmetic."""
    import highspy
    from workbench.lp.solve import _highs_model, _quiet_stdout
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "lp.mps")
        with _quiet_stdout():
            highs = highspy.Highs()
            highs.setOptionValue("output_flag", False)
            highs.passModel(_highs_model(counting_lp(M, Fraction(E), Fraction(delta)), None, 1.0))
            highs.writeModel(path)
        start = time.perf_counter()
        try:
            run = subprocess.run([sys.executable, "-c", FLOAT_SOLVE, path], capture_output=True, text=True,
                                 timeout=limit)
        except subprocess.TimeoutExpired:
            return None, f"stopped after {limit:.0f}s"
        seconds = time.perf_counter() - start
    said = (run.stdout.strip() or run.stderr.strip()).splitlines()
    return (seconds if run.returncode == 0 and said and said[-1].startswith("Optimal") else None), \
        (said[-1] if said else "")


def float_rows(selected, limit: float) -> list[str]:
    """The side-by-side table of issue 26: certify against a float HiGHS solve of the same LP, each a whole
    process, back to back per row (interleaved when more than one run), so both see the same load."""
    lines = ["", "## Side by side with a float HiGHS solve", "",
             "Whole-process wall time of `python -m workbench certify counting.optimum ...` against a Python process "
             "that reads the same LP (MPS, doubles) into HiGHS (highspy) and solves it with default options; "
             f"same run, back to back; median when more than one run; {limit:.0f} s limit each. "
             "ratio = certify / float. kernel = `python -m workbench.kernel` on the certificate certify wrote, its own "
             "process (median), and its share of certify. load = `os.getloadavg()` (1 min) before and after the row.",
             "", "| M | E | delta | certify (s) | float HiGHS (s) | ratio | same optimum (to 1e-6) | kernel (s) | "
             "kernel / certify | load |", "|---|---|---|---|---|---|---|---|---|---|"]
    for M, E, d, runs in selected:
        ours, theirs, checks, line, said = [], [], [], "", ""
        load = os.getloadavg()[0]
        for _ in range(runs):
            seconds, line = certify_process(M, E, d, limit, checks)
            ours.append(seconds)
            seconds, said = float_process(M, E, d, limit)
            theirs.append(seconds)
        a, b = _median(ours), _median(theirs)
        ratio = f"{a / b:.2f}" if a is not None and b is not None else "-"
        same = "-"
        if a is not None and b is not None and "(~" in line:
            same = str(abs(float(line.split("(~")[1].split(")")[0]) - float(said.split()[-1])) < 1e-6)
        k = _median(checks)
        share = f"{k / a:.1%}" if k is not None and a is not None else "-"
        lines.append(f"| {M} | {E} | {d} | {_fmt(a, limit)} | {_fmt(b, limit)} | {ratio} | {same} | "
                     f"{'-' if k is None else f'{k:.2f}'} | {share} | {load:.1f}-{os.getloadavg()[0]:.1f} |")
        print(lines[-1], flush=True)
    return lines


def esolver_process(M: int, E: str, delta: str, limit: float) -> tuple[float | None, Fraction | None]:
    """Wall seconds of the `esolver` process alone on the same LP (written beforehand as an LP file)."""
    try:
        value, seconds = qsopt.solve_esolver(counting_lp(M, Fraction(E), Fraction(delta)), limit)
    except Exception as exc:        # a timeout or no optimum: reported in the table, not fatal
        print(f"  esolver: {exc}", flush=True)
        return None, None
    return seconds, value


def anchor_rows(selected, limit: float) -> list[str]:
    """The side-by-side table: certify vs esolver, the ratio, and whether the optima agree."""
    lines = ["", "## Side by side with QSopt_ex (esolver)", "",
             "Whole-process wall time of `python -m workbench certify counting.optimum ...` against the `esolver` "
             f"process on the same LP (LP file with exact rationals, written beforehand), same run, same machine; "
             f"median when more than one run; {limit:.0f} s limit each. ratio = certify / esolver.", ""]
    if not qsopt.available():
        return lines + ["esolver (Debian package qsopt-ex) is not installed: the QSopt_ex columns are skipped.", "",
                        "| M | E | delta | certify (s) |", "|---|---|---|---|"] + \
            [f"| {M} | {E} | {d} | {_fmt(_median([certify_process(M, E, d, limit)[0] for _ in range(runs)]), limit)} |"
             for M, E, d, runs in selected]
    lines += ["| M | E | delta | certify (s) | esolver (s) | ratio | same optimum |", "|---|---|---|---|---|---|---|"]
    for M, E, d, runs in selected:
        ours, theirs, line, value = [], [], "", None
        for _ in range(runs):
            seconds, line = certify_process(M, E, d, limit)
            ours.append(seconds)
            seconds, value = esolver_process(M, E, d, limit)
            theirs.append(seconds)
        a, b = _median(ours), _median(theirs)
        ratio = f"{a / b:.2f}" if a is not None and b is not None else "-"
        same = "-" if value is None or a is None else str(f"optimum {value.numerator}/{value.denominator}" in line
                                                          or f"optimum {value} " in line)
        lines.append(f"| {M} | {E} | {d} | {_fmt(a, limit)} | {_fmt(b, limit)} | {ratio} | {same} |")
        print(lines[-1], flush=True)
    return lines


def _median(values):
    return None if any(v is None for v in values) else statistics.median(values)


def _fmt(seconds, limit: float) -> str:
    return f"> {limit:.0f} (stopped or failed)" if seconds is None else f"{seconds:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/bench.md")
    parser.add_argument("--anchor-only", action="store_true", help="only the side-by-side rows with esolver")
    parser.add_argument("--float-only", action="store_true",
                        help="only the side-by-side rows with a float HiGHS solve (issue 26; default rows M = 64, 96, 128)")
    parser.add_argument("--rows", help="side-by-side rows to run, e.g. 64:3/2:1/10:3,96:3/2:1/10:1 (default: all)")
    parser.add_argument("--limit", type=float, default=ANCHOR_LIMIT, help="seconds per process in the side-by-side rows")
    args = parser.parse_args()
    selected = ANCHOR_ROWS if not args.rows else \
        [(int(M), E, d, int(n)) for M, E, d, n in (row.split(":") for row in args.rows.split(","))]
    if args.float_only:
        rows = selected if args.rows else FLOAT_ROWS
        table.write(args.out, [f"# Benchmark: counting LP (6), exact certify against a float solve", "",
                               f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}."]
                    + float_rows(rows, args.limit))
        return
    if args.anchor_only:
        table.write(args.out, [f"# Benchmark: counting LP (6) against QSopt_ex", "",
                               f"Machine: {platform.machine()}, Python {platform.python_version()}."]
                    + anchor_rows(selected, args.limit))
        return
    rows = []
    for M in SIZES:
        row = pipeline(M)
        rows.append(row)
        print(f"M={M}: float {row['float_solve']:.3f}s exact {row['exact_rebuild']:.3f}s "
              f"kernel {row['kernel_check']:.3f}s total {row['total']:.3f}s", flush=True)
    lines = [f"# Benchmark: counting LP (6), E = {E}, delta = {DELTA}", "",
             f"Machine: {platform.machine()}, Python {platform.python_version()}. Best of 3 runs for M <= 32, "
             "one run above. total = LP build + float solve + exact rebuild + kernel check.", "",
             "| M | variables | float solve (s) | exact rebuild (s) | kernel check (s) | total (s) | "
             "(exact+kernel)/float | repair |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        n = r["M"] ** 2 + 1 + 2 * (r["M"] - 1) * r["M"]
        lines.append(f"| {r['M']} | {n} | {r['float_solve']:.3f} | {r['exact_rebuild']:.3f} | "
                     f"{r['kernel_check']:.3f} | {r['total']:.3f} | "
                     f"{(r['exact_rebuild'] + r['kernel_check']) / r['float_solve']:.2f} | {r['how']} |")
    lines += ["", f"Peer: `sympy.solvers.simplex.linprog` (exact rational simplex), {SYMPY_LIMIT:.0f} s limit, "
              "against the workbench's exact optimum (float solve + exact rebuild) and its whole pipeline "
              "(also LP build and the independent kernel check).", "",
              "| M | sympy (s) | exact optimum (s) | speed-up | whole pipeline (s) | speed-up | same optimum |",
              "|---|---|---|---|---|---|---|"]
    for M in SYMPY_SIZES:
        seconds, value = sympy_exact(M)
        ours = next(r for r in rows if r["M"] == M)
        exact = ours["float_solve"] + ours["exact_rebuild"]
        if seconds is None:
            lines.append(f"| {M} | > {SYMPY_LIMIT:.0f} (stopped) | {exact:.3f} | > {SYMPY_LIMIT / exact:.0f}x | "
                         f"{ours['total']:.3f} | > {SYMPY_LIMIT / ours['total']:.0f}x | - |")
        else:
            same = Fraction(str(value)) == ours["value"]
            lines.append(f"| {M} | {seconds:.2f} | {exact:.3f} | {seconds / exact:.0f}x | {ours['total']:.3f} | "
                         f"{seconds / ours['total']:.0f}x | {same} |")
        print(lines[-1], flush=True)
    lines += anchor_rows(selected, args.limit)
    lines += [""] + float_rows(FLOAT_ROWS if not args.rows else selected, args.limit)
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
