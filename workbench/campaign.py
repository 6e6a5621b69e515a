"""Fuzz campaigns: every claim with a fuzz entry point, many seeds, a time budget, all local cores —
or a Dask cluster when given a scheduler address, with no other change.

Each task is one deterministic fuzz run (claim, examples, seed); a counterexample is written as
JSON with the exact command that replays it, and tests/test_campaign.py replays such files. A saved
example database (hypothesis' directory database) lets a later campaign start from earlier finds.
"""
from __future__ import annotations

import json
import os
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path


def run_task(claim_id: str, examples: int, seed: int, database: str | None = None) -> dict:
    """One fuzz run, in whatever process or Dask worker executes it."""
    from . import fuzz
    from .claims import load_all
    if database:
        fuzz.use_database(database)
    start = time.perf_counter()
    route, counterexample = load_all()[claim_id].fuzz(examples, seed)
    return {"claim": claim_id, "examples": examples, "seed": seed, "status": route.status,
            "detail": route.detail, "counterexample": counterexample, "seconds": time.perf_counter() - start}


def fuzzable(claim_ids=None) -> list[str]:
    from .claims import load_all
    claims = load_all()
    chosen = [c for c in claims.values() if c.fuzz and (not claim_ids or c.id in claim_ids)]
    return [c.id for c in chosen]


class _DaskPool:
    """The two calls of concurrent.futures the campaign uses, on a Dask cluster."""
    def __init__(self, address: str):
        from distributed import Client
        self.client = Client(address)

    def submit(self, fn, *args):
        return self.client.submit(fn, *args, pure=False)

    def shutdown(self, wait=True, cancel_futures=False):
        self.client.close()


def _wait(pending: set):
    if pending and hasattr(next(iter(pending)), "key"):       # Dask futures
        from distributed import wait as dask_wait
        done, rest = dask_wait(pending, return_when="FIRST_COMPLETED")
        return set(done), set(rest)
    return wait(pending, return_when=FIRST_COMPLETED)


def campaign(claim_ids=None, budget: float = 60.0, workers: int | None = None, scheduler: str | None = None,
             examples: int = 200, seed: int = 0, out_dir="build/campaign", database: str | None = None,
             progress=None) -> dict:
    """Round-robin over the fuzzable claims, seeds seed, seed+1, ..., until the budget (seconds) is spent;
    never more than `workers` tasks in flight. Returns per-claim totals and the counterexample files."""
    ids = fuzzable(claim_ids)
    if not ids:
        from .errors import InvalidArgument
        raise InvalidArgument("no claim with a fuzz entry point matches; see `python -m workbench list`")
    workers = workers or os.cpu_count() or 1
    pool = _DaskPool(scheduler) if scheduler else ProcessPoolExecutor(max_workers=workers)
    out_dir = Path(out_dir)
    totals = {c: {"tasks": 0, "examples": 0, "counterexamples": 0, "seconds": 0.0} for c in ids}
    files, pending, next_seed, start = [], set(), seed, time.perf_counter()
    try:
        while True:
            while len(pending) < workers and time.perf_counter() - start < budget:
                claim_id = ids[(next_seed - seed) % len(ids)]
                pending.add(pool.submit(run_task, claim_id, examples, next_seed, database))
                next_seed += 1
            if not pending:
                break
            done, pending = _wait(pending)
            for future in done:
                result = future.result()
                entry = totals[result["claim"]]
                entry["tasks"] += 1
                entry["examples"] += result["examples"]
                entry["seconds"] += result["seconds"]
                if result["counterexample"] is not None:
                    entry["counterexamples"] += 1
                    files.append(str(write_counterexample(result, out_dir)))
                if progress:
                    progress(sum(t["tasks"] for t in totals.values()), time.perf_counter() - start)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return {"claims": totals, "counterexample files": files, "seconds": time.perf_counter() - start,
            "workers": workers, "scheduler": scheduler}


def write_counterexample(result: dict, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{result['claim']}-seed{result['seed']}.json"
    record = {key: result[key] for key in ("claim", "examples", "seed", "counterexample", "detail")}
    record["replay"] = (f"python -m workbench fuzz {result['claim']} --examples {result['examples']} "
                        f"--seed {result['seed']}")
    path.write_text(json.dumps(record, indent=1) + "\n")
    return path


def replay(path) -> tuple[bool, dict | None]:
    """Re-run a recorded counterexample's fuzz task; True when the same counterexample comes back."""
    record = json.loads(Path(path).read_text())
    result = run_task(record["claim"], record["examples"], record["seed"])
    return result["counterexample"] == record["counterexample"], result["counterexample"]
