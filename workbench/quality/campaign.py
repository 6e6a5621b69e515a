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


def _ignore_sigint() -> None:
    """In a local worker: Ctrl-C (sent to the whole process group) is the parent's to handle; it kills us."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def fuzzable(claim_ids=None) -> list[str]:
    """IDs of the claims with a fuzz entry point (all, or those in `claim_ids`), in paper order."""
    from ..claims import load_all
    claims = load_all()
    chosen = [c for c in claims.values() if c.fuzz and (not claim_ids or c.id in claim_ids)]
    return [c.id for c in chosen]


CONNECT_SECONDS = 5.0      # a scheduler that does not answer within this is one error line
NO_WORKER_SECONDS = 10.0   # a cluster without a single worker for this long: the campaign ends with what it has
POLL_SECONDS = 1.0         # how often the loop looks at the clock and the cluster while tasks run


def _checked_address(address: str) -> str:
    """`tcp://host:port` (or `host:port`, or another Dask scheme): one error line for anything else."""
    import re
    from ..errors import InvalidArgument
    if not re.fullmatch(r"((tcp|tls|ws|wss|ucx)://)?\[?[\w.:-]+\]?:\d{1,5}", address):
        raise InvalidArgument(f"--scheduler {address!r}: expected a Dask scheduler address such as "
                              "tcp://127.0.0.1:8786")
    return address


class _DaskPool:
    """A Dask cluster as the campaign sees it: submit, wait with a timeout, how many tasks it can run at once
    (its workers' threads, not this machine's cores), and which workers left since the last look."""
    def __init__(self, address: str):
        from distributed import Client
        from ..errors import InvalidArgument
        try:
            self.client = Client(_checked_address(address), timeout=CONNECT_SECONDS)
        except (OSError, TimeoutError) as exc:
            raise InvalidArgument(f"--scheduler {address}: no Dask scheduler answered within {CONNECT_SECONDS:g} s "
                                  f"({type(exc).__name__}); start one with `dask scheduler`") from None
        self.workers = set(self.client.nthreads())

    def capacity(self) -> int:
        return sum(self.client.nthreads().values())

    def submit(self, fn, *args):
        return self.client.submit(fn, *args, pure=False)

    def wait(self, pending: set, timeout: float):
        from distributed import wait
        try:
            done, rest = wait(pending, timeout=timeout, return_when="FIRST_COMPLETED")
        except TimeoutError:
            return set(), pending
        return set(done), set(rest)

    def lost(self) -> list[str]:
        now = set(self.client.nthreads())
        gone, self.workers = sorted(self.workers - now), now
        return [f"lost Dask worker {w} ({len(now)} left); the scheduler re-runs its tasks elsewhere" for w in gone]

    def replace_if_broken(self) -> None:
        pass

    def kill(self) -> None:
        pass

    def shutdown(self) -> None:
        self.client.close()


class _LocalPool:
    """Local processes with the same four calls; a worker process that dies breaks a ProcessPoolExecutor for
    good, so the pool is replaced (its lost tasks are reported as failed) and the campaign goes on."""
    def __init__(self, workers: int):
        self.workers, self.deaths, self.told = workers, 0, 0
        self.executor = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_sigint)

    def capacity(self) -> int:
        return self.workers

    def submit(self, fn, *args):
        from concurrent.futures.process import BrokenProcessPool
        try:
            return self.executor.submit(fn, *args)
        except BrokenProcessPool:               # broken since the last look
            self.replace_if_broken()
            return self.executor.submit(fn, *args)

    def wait(self, pending: set, timeout: float):
        return wait(pending, timeout=timeout, return_when=FIRST_COMPLETED)

    def lost(self) -> list[str]:
        """Told once (a hook that kills its process kills every one it runs in)."""
        if self.told or not self.deaths:
            return []
        self.told = self.deaths
        return ["a local worker process died; the tasks it took down are counted as failed, a new pool started"]

    def replace_if_broken(self) -> None:
        if getattr(self.executor, "_broken", False):
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = ProcessPoolExecutor(max_workers=self.workers, initializer=_ignore_sigint)
            self.deaths += 1

    def kill(self) -> None:
        for process in list((self.executor._processes or {}).values()):
            process.kill()

    def shutdown(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


def campaign(claim_ids=None, budget: float = 60.0, workers: int | None = None, scheduler: str | None = None,
             examples: int = 200, seed: int = 0, out_dir="build/campaign", database: str | None = None,
             progress=None, plugins=None, notify=None) -> dict:
    """Round-robin over the fuzzable claims, seeds seed, seed+1, ..., until the budget (seconds) is spent;
    never more tasks in flight than the pool runs at once (`workers` local processes, or the Dask cluster's
    worker threads). Returns per-claim totals, the counterexample files, the tasks that failed (a worker died,
    the hook raised) and notes (workers lost, tasks abandoned); `notify(line)` hears each note as it happens.

    After the budget no task starts; those in flight are awaited while the cluster has workers, but never
    longer than another budget (at least a minute), nor more than NO_WORKER_SECONDS with no worker at all.
    `plugins` (default: the `--claims` specs loaded in this process) go to every worker and into the files."""
    from ..claims import is_file_spec, plugin_specs
    plugins = list(plugin_specs() if plugins is None else plugins)
    for_workers = [str(Path(s).resolve()) if is_file_spec(s) else s for s in plugins]   # any worker's cwd
    ids = fuzzable(claim_ids)
    if not ids:
        from ..errors import InvalidArgument
        raise InvalidArgument("no claim with a fuzz entry point matches; see `python -m workbench list`")
    workers = workers or os.cpu_count() or 1
    pool = _DaskPool(scheduler) if scheduler else _LocalPool(workers)
    out_dir = Path(out_dir)
    totals = {c: {"tasks": 0, "examples": 0, "counterexamples": 0, "failed": 0, "seconds": 0.0} for c in ids}
    files, failures, notes, pending, next_seed, start = [], [], [], {}, seed, time.perf_counter()
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
                if now - no_worker_since > NO_WORKER_SECONDS:
                    note(f"no Dask worker for {NO_WORKER_SECONDS:g} s: the campaign ends with what it has")
                    break
                time.sleep(POLL_SECONDS)
                slots = pool.capacity()
                continue
            done, _ = pool.wait(set(pending), POLL_SECONDS)
            for future in done:
                claim_id, task_seed = pending.pop(future)
                try:
                    result = future.result()
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
                    files.append(str(write_counterexample(result, out_dir, plugins)))
                if progress:
                    progress(sum(t["tasks"] for t in totals.values()), time.perf_counter() - start)
            pool.replace_if_broken()
            for line in pool.lost():
                note(line)
            now, slots = time.perf_counter(), pool.capacity()
            no_worker_since = None if slots else (no_worker_since or now)
            stuck = now > give_up or (no_worker_since is not None and now - no_worker_since > NO_WORKER_SECONDS)
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
        pool.shutdown()
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
