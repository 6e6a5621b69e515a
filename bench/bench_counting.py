"""`make bench`: the exact counting-LP pipeline against its float solve and against SymPy's
exact rational simplex. Writes build/bench.md. One run per size; a measurement, not a test."""
from __future__ import annotations

import argparse
import multiprocessing
import platform
import time
from fractions import Fraction

import table
from workbench.lp.families import counting_lp
from workbench.lp.pipeline import certify_lp

E, DELTA = Fraction(3, 2), Fraction(1, 10)
SIZES = (4, 8, 16, 32, 48, 64)
SYMPY_SIZES = (4, 8)
SYMPY_LIMIT = 60.0


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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/bench.md")
    args = parser.parse_args()
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
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
