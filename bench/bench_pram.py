"""`make bench`, PRAM part: exact vertex enumeration of T_alpha (cddlib, GMP) for S = 4..8, and the
certified optimum over V for the S = 30 scenarios of Tables 3-4, and the CPU of pram.vertices' proof route
(building its eleven artefacts, then replaying them from the cache as every later `verify` does). Writes
build/bench_pram.md."""
from __future__ import annotations

import argparse
import tempfile
import time
from fractions import Fraction

import table
from proofs.pram.claims import ALPHAS, printed_vertex_families, scenarios, vertices_proof_route
from workbench.mechanisms.pram import dp_polytope
from workbench.mechanisms.pram_optimum import optimal_vertex
from workbench.polytope import vertices

E = Fraction(2)


def best_of(runs: int, work) -> tuple[float, object]:
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        result = work()
        timings.append(time.perf_counter() - start)
    return min(timings), result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="build/bench_pram.md")
    args = parser.parse_args()
    lines = ["# PRAM benchmarks", "", f"Vertex enumeration of T_alpha at E = {E} (cddlib, exact GMP rationals; "
             "best of 3):", "", "| S | rows | vertices | equal to V | seconds |", "|---|---|---|---|---|"]
    for S in range(4, 9):
        rows = dp_polytope(S, E)
        seconds, found = best_of(3, lambda: vertices(rows))
        lines.append(f"| {S} | {len(rows)} | {len(found)} | {found == printed_vertex_families(S, E)} | {seconds:.3f} |")
        print(lines[-1], flush=True)
    lines += ["", "Certified optimum over V, S = 30 (Gibbs-bound search decided in arb; best of 3):", "",
              "| scenario | alpha | counts (v_alpha, v_-alpha, v_min, v_max) | vertices scored | seconds |",
              "|---|---|---|---|---|"]
    for name in ("III", "IV"):
        for alpha in ALPHAS:
            seconds, best = best_of(3, lambda: optimal_vertex(scenarios()[name], alpha=alpha))
            counts = ", ".join(str(v) for v in best.counts.values())
            lines.append(f"| {name} | {alpha} | {counts} | {best.candidates} | {seconds:.3f} |")
            print(lines[-1], flush=True)
    lines += ["", "pram.vertices proof route (eleven artefacts; CPU seconds, one run each):", "",
              "| run | status | CPU seconds |", "|---|---|---|"]
    with tempfile.TemporaryDirectory() as out:
        for run in ("build + replay (empty cache)", "replay from the cache"):
            start = time.process_time()
            route, _ = vertices_proof_route(out)
            lines.append(f"| {run} | {route.status} | {time.process_time() - start:.2f} |")
            print(lines[-1], flush=True)
    table.write(args.out, lines)


if __name__ == "__main__":
    main()
