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
from pathlib import Path

from .. import pools
from ..claims import command


def run_task(claim_id: str, examples: int, seed: int, database: str | None = None, plugins=()) -> dict:
    """One fuzz run, in whatever process or Dask worker executes it; `plugins` are the `--claims` specs,
    loaded here so that a fresh worker knows the user's claims too."""
    from .. import fuzz
    from ..claims import load_all, load_plugins
    load_plugins(plugins)
    if database:
        fuzz.use_database(database)
    start = time.perf_counter()
    route, counterexample = load_all()[claim_id].fuzz(examples, seed)
    return {"claim": claim_id, "examples": examples, "seed": seed, "status": route.status,
            "detail": route.detail, "counterexample": counterexample, "seconds": time.perf_counter() - start}


def fuzzable(claim_ids=None) -> list[str]:
    """IDs of the claims with a fuzz entry point (all, or those in `claim_ids`), in paper order."""
    from ..claims import load_all
    claims = load_all()
    chosen = [c for c in claims.values() if c.fuzz and (not claim_ids or c.id in claim_ids)]
    return [c.id for c in chosen]


POLL_SECONDS = 1.0         # how often the loop looks at the clock and the cluster while tasks run


def campaign(claim_ids=None, budget: float = 60.0, workers: int | None = None, scheduler: str | None = None,
             examples: int = 200, seed: int = 0, out_dir="build/campaign", database: str | None = None,
             progress=None, plugins=None, notify=None) -> dict:
    """Round-robin over the fuzzable claims, seeds seed, seed+1, ..., until the budget (seconds) is spent;
    never more tasks in flight than the pool runs at once (`workers` local processes, or the Dask cluster's
    worker threads). Returns per-claim totals, the counterexample files (one per distinct minimum: seeds
    that shrink to the same counterexample are counted, not written again), the tasks that failed (a worker died,
    the hook raised) and notes (workers lost, tasks abandoned); `notify(line)` hears each note as it happens.

    After the budget no task starts; those in flight are awaited while the cluster has workers, but never
    longer than another budget (at least a minute), nor more than pools.NO_WORKER_SECONDS with no worker.
    `plugins` (default: the `--claims` specs loaded in this process) go to every worker and into the files."""
    from ..claims import is_file_spec, plugin_specs
    plugins = list(plugin_specs() if plugins is None else plugins)
    for_workers = [str(Path(s).resolve()) if is_file_spec(s) else s for s in plugins]   # any worker's cwd
    ids = fuzzable(claim_ids)
    if not ids:
        from ..errors import InvalidArgument
        raise InvalidArgument("no claim with a fuzz entry point matches; see `python -m workbench list`")
    workers = workers or os.cpu_count() or 1
    pool = pools.pool(workers, scheduler)
    out_dir = Path(out_dir)
    totals = {c: {"tasks": 0, "examples": 0, "counterexamples": 0, "failed": 0, "seconds": 0.0} for c in ids}
    files, failures, notes, pending, next_seed, start = [], [], [], {}, seed, time.perf_counter()
    minima = set()             # (claim, counterexample as JSON): one file per distinct minimum, not per seed
    deadline, give_up, no_worker_since = start + budget, start + budget + max(budget, 60.0), None

    def note(line: str) -> None:
        notes.append(line)
        if notify:
            notify(line)
    slots = first_slots = pool.capacity()
    if notify:
        where = f"Dask scheduler {scheduler} ({slots} worker threads)" if scheduler else f"{workers} local workers"
        notify(f"fuzz campaign: {budget:.0f} s on {where}, {examples} examples per task, seeds from {seed}")
    try:
        while True:
            now = time.perf_counter()
            while len(pending) < slots and now < deadline:
                claim_id = ids[(next_seed - seed) % len(ids)]
                pending[pool.submit(run_task, claim_id, examples, next_seed, database, for_workers)] = \
                    (claim_id, next_seed)
                next_seed += 1
            if not pending:
                if now >= deadline:
                    break
                no_worker_since = no_worker_since or now        # a cluster with no worker yet, or any more
                if now - no_worker_since > pools.NO_WORKER_SECONDS:
                    note(f"no Dask worker for {pools.NO_WORKER_SECONDS:g} s: the campaign ends with what it has")
                    break
                time.sleep(POLL_SECONDS)
                slots = pool.capacity()
                continue
            done, _ = pool.wait(set(pending), POLL_SECONDS)
            for future in done:
                claim_id, task_seed = pending.pop(future)
                try:
                    result = pool.result(future)
                except Exception as exc:            # KilledWorker, BrokenProcessPool, a hook that raised
                    totals[claim_id]["failed"] += 1
                    first = str(exc).split(". ")[0][:200]       # Dask's KilledWorker goes on for a paragraph
                    failures.append({"claim": claim_id, "seed": task_seed, "error": f"{type(exc).__name__}: {first}"})
                    continue
                entry = totals[result["claim"]]
                entry["tasks"] += 1
                entry["examples"] += result["examples"]
                entry["seconds"] += result["seconds"]
                if result["counterexample"] is not None:
                    entry["counterexamples"] += 1
                    found = (claim_id, json.dumps(result["counterexample"], sort_keys=True, default=str))
                    if found not in minima:
                        minima.add(found)
                        files.append(str(write_counterexample(result, out_dir, plugins)))
                if progress:
                    progress(sum(t["tasks"] for t in totals.values()), time.perf_counter() - start)
            if pool.broken():
                pool.restart()
            for line in pool.lost():
                note(line)
            now, slots = time.perf_counter(), pool.capacity()
            no_worker_since = None if slots else (no_worker_since or now)
            idle = no_worker_since is not None and now - no_worker_since > pools.NO_WORKER_SECONDS
            stuck = now > give_up or idle
            if pending and now >= deadline and stuck:
                why = "no worker left to run them" if no_worker_since is not None else "they ran past twice the budget"
                note(f"budget spent: {len(pending)} task(s) still in flight abandoned ({why}); the campaign ends "
                     "with what it has")
                for future, (claim_id, task_seed) in pending.items():
                    future.cancel()
                    failures.append({"claim": claim_id, "seed": task_seed, "error": f"abandoned: {why}"})
                    totals[claim_id]["failed"] += 1
                pending = {}
                break
    except KeyboardInterrupt:               # Ctrl-C: stop the workers now, say what was kept
        from ..errors import Interrupted
        pool.kill()
        kept = (f"kept {len(files)} counterexample file(s): {', '.join(files)}" if files
                else "nothing written (no counterexample found before the interruption)")
        raise Interrupted(kept) from None
    finally:
        pool.close()
    return {"claims": totals, "counterexample files": files, "failed tasks": failures, "notes": notes,
            "seconds": time.perf_counter() - start, "workers": first_slots, "scheduler": scheduler}


def write_counterexample(result: dict, out_dir: Path, plugins=()) -> Path:
    """Write one campaign counterexample as JSON, with the plugins it needs and the command that re-runs it."""
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{result['claim']}-seed{result['seed']}.json"
    record = {key: result[key] for key in ("claim", "examples", "seed", "counterexample", "detail")}
    record["claims"] = list(plugins)
    record["replay"] = command("fuzz", result["claim"], "--examples", result["examples"], "--seed", result["seed"],
                               plugins=plugins)
    from ..atomic import write_json
    write_json(path, record)
    return path


REPLAY_FIELDS = {"claim": str, "examples": int, "seed": int}


def read_replay(path) -> dict:
    """A counterexample file written by a campaign, checked: one InvalidArgument naming what is wrong."""
    from ..errors import InvalidArgument
    where = f"--replay {path}"
    try:
        record = json.loads(Path(path).read_text())
    except FileNotFoundError:
        raise InvalidArgument(f"{where}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgument(f"{where}: cannot read it ({type(exc).__name__})") from None
    except json.JSONDecodeError as exc:
        raise InvalidArgument(f"{where}: not JSON ({exc.msg} at line {exc.lineno}); expected a counterexample "
                              "file written by `fuzz --all`") from None
    if not isinstance(record, dict):
        raise InvalidArgument(f"{where}: not a counterexample file written by `fuzz --all` (not a JSON object)")
    for key, kind in REPLAY_FIELDS.items():
        value = record.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise InvalidArgument(f"{where}: not a counterexample file written by `fuzz --all` "
                                  f"({key!r} missing or not {kind.__name__})")
    if record["examples"] < 1 or "counterexample" not in record:
        raise InvalidArgument(f"{where}: not a counterexample file written by `fuzz --all` "
                              "('examples' < 1 or no 'counterexample')")
    plugins = record.get("claims", [])
    if not isinstance(plugins, list) or not all(isinstance(p, str) for p in plugins):
        raise InvalidArgument(f"{where}: 'claims' must be a list of plugin specs")
    return record


def _same_specs(specs) -> dict[str, str]:
    """{comparable form: spec as written}: a file spec by its resolved path, a module by its name."""
    from ..claims import is_file_spec
    return {(str(Path(s).resolve()) if is_file_spec(s) else s): s for s in specs}


def replay(path, plugins=None) -> tuple[bool, dict | None]:
    """Re-run a recorded counterexample's fuzz task; True when the same counterexample comes back.

    A data file never names code to run: only `plugins` (the command line's `--claims`) are loaded. The
    file's own `"claims"` list is compared with them, and any difference is one InvalidArgument naming it
    (never an import of what the file names). Default `plugins`: the `--claims` specs loaded in this process."""
    from ..claims import load_all, load_plugins, plugin_specs
    from ..errors import InvalidArgument
    plugins = plugin_specs() if plugins is None else plugins
    record = read_replay(path)
    recorded, given = _same_specs(record.get("claims", [])), _same_specs(plugins)
    missing = [spec for key, spec in recorded.items() if key not in given]
    extra = [spec for key, spec in given.items() if key not in recorded]
    if missing or extra:
        parts = []
        if missing:
            parts.append("the file names " + " ".join(f"--claims {s}" for s in missing) + ", not given on the "
                         "command line (a counterexample file never loads code: give them yourself, after reading them)")
        if extra:
            parts.append("the command line gives " + " ".join(f"--claims {s}" for s in extra) + ", which the file "
                         "does not name")
        raise InvalidArgument(f"--replay {path}: plugins differ: {'; '.join(parts)}")
    specs = list(plugins)
    load_plugins(specs)
    claim = load_all().get(record["claim"])
    if claim is None or claim.fuzz is None:
        raise InvalidArgument(f"--replay {path}: claim {record['claim']!r} is not loaded or has no fuzz entry "
                              "point; load its claims file with --claims PATH")
    result = run_task(record["claim"], record["examples"], record["seed"], plugins=specs)
    return result["counterexample"] == record["counterexample"], result["counterexample"]
