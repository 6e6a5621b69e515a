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
             progress=None, plugins=None) -> dict:
    """Round-robin over the fuzzable claims, seeds seed, seed+1, ..., until the budget (seconds) is spent;
    never more than `workers` tasks in flight. Returns per-claim totals and the counterexample files.
    `plugins` (default: the `--claims` specs loaded in this process) go to every worker and into the files."""
    from ..claims import is_file_spec, plugin_specs
    plugins = list(plugin_specs() if plugins is None else plugins)
    for_workers = [str(Path(s).resolve()) if is_file_spec(s) else s for s in plugins]   # any worker's cwd
    ids = fuzzable(claim_ids)
    if not ids:
        from ..errors import InvalidArgument
        raise InvalidArgument("no claim with a fuzz entry point matches; see `python -m workbench list`")
    workers = workers or os.cpu_count() or 1
    pool = _DaskPool(scheduler) if scheduler else ProcessPoolExecutor(max_workers=workers, initializer=_ignore_sigint)
    out_dir = Path(out_dir)
    totals = {c: {"tasks": 0, "examples": 0, "counterexamples": 0, "seconds": 0.0} for c in ids}
    files, pending, next_seed, start = [], set(), seed, time.perf_counter()
    try:
        while True:
            while len(pending) < workers and time.perf_counter() - start < budget:
                claim_id = ids[(next_seed - seed) % len(ids)]
                pending.add(pool.submit(run_task, claim_id, examples, next_seed, database, for_workers))
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
                    files.append(str(write_counterexample(result, out_dir, plugins)))
                if progress:
                    progress(sum(t["tasks"] for t in totals.values()), time.perf_counter() - start)
    except KeyboardInterrupt:               # Ctrl-C: stop the workers now, say what was kept
        from ..errors import Interrupted
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.kill()
        kept = (f"kept {len(files)} counterexample file(s): {', '.join(files)}" if files
                else "nothing written (no counterexample found before the interruption)")
        raise Interrupted(kept) from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return {"claims": totals, "counterexample files": files, "seconds": time.perf_counter() - start,
            "workers": workers, "scheduler": scheduler}


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
