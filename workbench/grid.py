"""`certify ID --grid SPEC`: certificates over a grid of parameter points, on local worker processes or a
Dask cluster (`--scheduler ADDRESS`), with no other change.

Each point is one task (`certify_point`, importable, so a Dask worker runs it too): the worker loads the
plugins it is given, parses the point's text with the claim's declared parameters, certifies, and returns
the certificate as text. A point counts as valid only once this process has written that text (atomically,
to a hidden file beside the target), read it back, had the trusted kernel accept it, and found it to be a
certificate of this claim at this point; then the file is renamed into place. A worker never declares a
point valid. `DIR/manifest.json` and `DIR/manifest.md` list every point in grid order (valid, failed with
its reason, or not run) and are rewritten as points finish; a re-run of the same command skips every point
whose file the kernel accepts and whose parameters match (docs/certify-on-a-cluster.md).
"""
from __future__ import annotations

import hashlib
import itertools
import json
import math
import os
import re
import sys
import time
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Callable

from . import pools
from .errors import InvalidArgument

MAX_POINTS = 10_000
MANIFEST_FORMAT = "workbench-grid-manifest/1"
_RANGE = re.compile(r"^(-?\d+)\.\.(-?\d+)(?:/(\d+))?$")
_UNSAFE = re.compile(r"[^A-Za-z0-9.=+_-]")


@dataclass(frozen=True)
class Point:
    """One grid point: `texts` (name -> canonical text, the claim's declared order) and the parsed `values`."""
    texts: dict
    values: dict

    @property
    def label(self) -> str:
        return " ".join(f"{k}={v}" for k, v in self.texts.items())

    def filename(self, claim_id: str) -> str:
        """`counting.optimum-M=8-E=3_2-delta=1_10.json`: '/' becomes '_', anything else unsafe too; a name
        too long for a file system keeps its start and a hash of the whole."""
        stem = "-".join([claim_id] + [f"{k}={_UNSAFE.sub('_', v.replace('/', '_'))}" for k, v in self.texts.items()])
        if len(stem) > 200:
            stem = f"{stem[:150]}-{hashlib.sha256(stem.encode()).hexdigest()[:16]}"
        return f"{stem}.json"


def _canonical(value, text: str) -> str:
    """The text a parsed value is shown and passed on as: `3/2`, `0`, `1/10` for numbers (so `0.1` and
    `1/10` are the same point), the stripped text for anything else."""
    if isinstance(value, bool):
        return text.strip()
    if isinstance(value, (int, Fraction)):
        return str(value)
    return text.strip()


def _values(name: str, values_text: str) -> list[str]:
    """The texts of one grid word's VALUES: a comma list whose items are values or integer ranges `a..b` /
    `a..b/step` (inclusive): `0,1/10`, `8..128/8`, `2..10,16,32,64,128`."""
    items = [t.strip() for t in values_text.split(",")]
    if any(not t for t in items):
        raise InvalidArgument(f"--grid: {name}={values_text}: an empty value (expected a comma list like 0,1/10, "
                              "a range like 8..128/8, or both: 2..10,16,32)")
    texts = []
    for item in items:
        found = _RANGE.match(item)
        if not found:
            if ".." in item:
                raise InvalidArgument(f"--grid: {name}={item}: expected a range a..b or a..b/step of integers")
            texts.append(item)
            continue
        low, high, step = int(found[1]), int(found[2]), int(found[3] or 1)
        if step < 1:
            raise InvalidArgument(f"--grid: {name}={item}: the step must be a positive integer")
        if low > high:
            raise InvalidArgument(f"--grid: {name}={item}: empty range ({low} > {high})")
        count = len(texts) + (high - low) // step + 1
        if count > MAX_POINTS:
            raise InvalidArgument(f"--grid: {name}={values_text}: {count} values or more; a sweep has at most "
                                  f"{MAX_POINTS} points")
        texts += [str(v) for v in range(low, high + 1, step)]
    return texts


def parse_grid(spec: str, fixed: dict[str, str], parameters: dict[str, Callable] | None,
               claim_id: str = "the claim") -> list[Point]:
    """The points of `--grid "M=8..128/8 E=3/2,2 delta=0,1/10"` (with `fixed`, the NAME=VALUE words given
    beside it, as one-value dimensions), every value parsed by the claim's declared parser; the Cartesian
    product in the declared order of the parameters, the first varying slowest, each dimension's values in
    the order given. Any problem is one InvalidArgument."""
    from .params import check_names, solver_sized
    if parameters is None:
        raise InvalidArgument(f"--grid: {claim_id} declares no typed parameters (attach(..., parameters=...)), "
                              "so a grid's values cannot be checked before the sweep; certify one point at a time")
    words = spec.split()
    if not words:
        raise InvalidArgument("--grid: empty; expected words NAME=VALUES such as \"M=8..16 E=3/2,2 delta=0\"")
    dimensions: dict[str, list[str]] = {}
    for word in words:
        if "=" not in word:
            raise InvalidArgument(f"--grid: {word!r}: expected NAME=VALUES (a comma list, or a range a..b[/step])")
        name, values_text = word.split("=", 1)
        if name in dimensions:
            raise InvalidArgument(f"--grid: {name}: given twice")
        dimensions[name] = _values(name, values_text)
    for name, text in fixed.items():
        if name in dimensions:
            raise InvalidArgument(f"--grid: {name}: given twice (in the grid and as {name}={text})")
        dimensions[name] = [text]
    check_names(dimensions, parameters, "--grid: ", claim_id, " (in the grid or as NAME=VALUE)")
    count = math.prod(len(v) for v in dimensions.values())
    if count > MAX_POINTS:
        raise InvalidArgument(f"--grid: {count} points; a sweep has at most {MAX_POINTS} (split the grid)")
    parsed: dict[str, list[tuple[str, object]]] = {}
    for name, parse in parameters.items():
        seen = {}
        for text in dimensions[name]:
            try:
                value = solver_sized(parse(text, name), name)
            except InvalidArgument as exc:
                raise InvalidArgument(f"--grid: {exc}") from None
            shown = _canonical(value, text)
            if shown in seen:
                raise InvalidArgument(f"--grid: {name}: the value {shown} is given twice ({seen[shown]} and {text})")
            seen[shown] = text
            parsed[name] = parsed.get(name, []) + [(shown, value)]
    points = [Point({k: t for k, (t, _) in zip(parameters, combo)}, {k: v for k, (_, v) in zip(parameters, combo)})
              for combo in itertools.product(*(parsed[k] for k in parameters))]
    names = [p.filename(claim_id) for p in points]
    if len(set(names)) != len(names):
        raise InvalidArgument("--grid: two points would share a certificate file name; give the values as numbers")
    return points


# --------------------------------------------------------------------------- the task, in a worker

def certify_point(claim_id: str, texts: dict, budget: float, plugins=()) -> dict:
    """One point, in whatever process or Dask worker runs it: load the `--claims` plugins, find the claim,
    parse `texts` with its declared parameters, certify within `budget` seconds. Returns {"status":
    "certified", "certificate": JSON text} or {"status": "failed", "reason": one line}, and "seconds";
    what it returns is only a proposal: the sweep writes and checks it."""
    start = time.perf_counter()
    try:
        from . import certificates
        from .claims import find_claim, load_plugins
        from .errors import SolverFailure
        from .lp.pipeline import run_settings
        from .params import parse_declared
        if plugins:
            load_plugins(list(plugins))
        claim = find_claim(claim_id)
        if claim is None or claim.certify is None or claim.parameters is None:
            return {"status": "failed", "reason": f"the worker has no claim {claim_id} with certify and typed "
                    "parameters (are its --claims files readable there?)", "seconds": time.perf_counter() - start}
        values = parse_declared(dict(texts), claim.parameters)
        try:
            with run_settings(budget):
                result = claim.certify(values)
        except SolverFailure as exc:
            return {"status": "failed", "reason": f"solver: {exc}", "seconds": time.perf_counter() - start}
        text = certificates.text(result.certificate)
        return {"status": "certified", "certificate": text, "seconds": time.perf_counter() - start}
    except (Exception, SystemExit) as exc:        # a claim's exception is this point's failure, never the sweep's
        from .claims import raised_at
        return {"status": "failed", "reason": f"raised {raised_at(exc)}", "seconds": time.perf_counter() - start}


# --------------------------------------------------------------------------- checking, in this process

def param_mismatch(cert_params: dict, point: Point, parameters: dict) -> str | None:
    """Why a certificate's params are not this point's (None: every declared name it records parses, with the
    claim's own parser, to the point's value). Names it does not record (a family with its own names) are
    tied only by the file name."""
    for name, value in point.values.items():
        if name not in cert_params:
            continue
        try:
            recorded = parameters[name](cert_params[name], name)
        except Exception:                         # a custom parser's own exception: not this point either
            return f"its {name}={str(cert_params[name])[:40]} is not a value of {name}"
        if recorded != value:
            return f"it certifies {name}={str(cert_params[name])[:40]}, not {name}={point.texts[name]}"
    return None


def accepted(path: Path, claim_id: str, point: Point, parameters: dict) -> tuple[dict | None, str]:
    """Read `path` and decide: ({"optimum", "kernel", "matched_on"}, "") when the trusted kernel accepts it
    and it is a certificate of `claim_id` at `point`, else (None, why not)."""
    from .kernel.check import Invalid, Malformed, check_certificate, load
    from .kernel.families import FAMILIES
    try:
        cert = load(path)
        value = check_certificate(cert)
    except (Invalid, Malformed) as exc:
        return None, f"the kernel refused it: {type(exc).__name__.lower()}: {' '.join(str(exc).split())[:200]}"
    except Exception as exc:                      # a checker bug never passes as valid
        return None, f"the kernel could not process it ({type(exc).__name__})"
    if cert["claim"] != claim_id:
        return None, f"it is a certificate of {str(cert['claim'])[:60]}, not {claim_id}"
    why = param_mismatch(cert["params"], point, parameters)
    if why:
        return None, why
    checked = [k for k in point.values if k in cert["params"]]
    rebuilt = cert["family"] in FAMILIES
    return ({"optimum": f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator),
             "value": value,
             "kernel": "valid: LP rebuilt from params" if rebuilt else "valid as stated (family unknown)",
             "matched_on": ("params " + ", ".join(checked)) if len(checked) == len(point.values)
             else ("params " + ", ".join(checked) + " and the file name") if checked else "the file name"}, "")


# --------------------------------------------------------------------------- the sweep

def _entry(point: Point, filename: str) -> dict:
    return {"params": dict(point.texts), "status": "not run", "reason": None, "optimum": None, "optimum_float": None,
            "closed_form": None, "closed_form_float": None, "matches_closed_form": None, "seconds": None,
            "resumed": False, "kernel": None, "matched_on": None, "certificate": filename}


def _float(value: Fraction) -> float:
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def _closed_form(claim, point: Point, entry: dict) -> None:
    if claim.stated_value is None:
        return
    from .claims import raised_at
    try:
        stated = Fraction(claim.stated_value(dict(point.values)))
    except Exception as exc:
        entry["closed_form_error"] = f"the claim's stated_value raised {raised_at(exc)}"
        return
    entry["closed_form"] = str(stated)
    entry["closed_form_float"] = _float(stated)


def _valid(entry: dict, found: dict) -> None:
    entry.update(status="valid", reason=None, optimum=found["optimum"], optimum_float=_float(found["value"]),
                 kernel=found["kernel"], matched_on=found["matched_on"])
    if entry["closed_form"] is not None:
        entry["matches_closed_form"] = Fraction(entry["closed_form"]) == found["value"]


def _previous_seconds(manifest_path: Path, claim_id: str) -> dict:
    """{certificate file: seconds} of the valid points of an earlier manifest (timings only, never trusted)."""
    try:
        old = json.loads(manifest_path.read_text())
        if old.get("claim") != claim_id:
            return {}
        return {e["certificate"]: e["seconds"] for e in old["points"]
                if e.get("status") == "valid" and isinstance(e.get("seconds"), (int, float))}
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return {}


def foreign_manifest(out_dir: Path, claim_id: str) -> str | None:
    """The claim of a manifest already in `out_dir` when it is another claim's sweep (None otherwise)."""
    try:
        old = json.loads((out_dir / "manifest.json").read_text())
    except (OSError, ValueError):
        return None
    other = old.get("claim") if isinstance(old, dict) else None
    return str(other) if other is not None and other != claim_id else None


def _summary(entries: list[dict]) -> dict:
    count = {s: sum(e["status"] == s for e in entries) for s in ("valid", "failed", "not run")}
    return {"points": len(entries), **count, "resumed": sum(e["resumed"] for e in entries),
            "closed_form_equal": sum(e["matches_closed_form"] is True for e in entries),
            "closed_form_differs": sum(e["matches_closed_form"] is False for e in entries),
            "closed_form_errors": sum("closed_form_error" in e for e in entries)}


def _cell(text, limit: int = 48) -> str:
    text = " ".join(str(text).split()).replace("|", "\\|")
    return text if len(text) <= limit else text[:limit - 1] + "…"


def manifest_markdown(manifest: dict) -> str:
    s, names = manifest["summary"], list(manifest["parameters"])
    lines = [f"# certify --grid: {manifest['claim']}", "",
             f"`{manifest['command']}`", "",
             f"{s['points']} points: {s['valid']} valid ({s['resumed']} resumed), {s['failed']} failed, "
             f"{s['not run']} not run" + (f"; closed form equal at {s['closed_form_equal']}, differs at "
                                          f"{s['closed_form_differs']}" if manifest["has_closed_form"] else "")
             + f"; {manifest['elapsed_seconds']:.1f} s on {manifest['where']}.", "",
             "Every valid certificate was accepted by the trusted kernel (`python -m workbench.kernel FILE`) "
             "from the file in this folder.", "",
             "| # | " + " | ".join(names) + " | status | optimum (exact) | ≈ | closed form | = | seconds | certificate |",
             "|---|" + "---|" * len(names) + "---|---|---|---|---|---|---|"]
    for k, e in enumerate(manifest["points"], 1):
        status = e["status"] + (f": {e['reason']}" if e["reason"] else "") + (" (resumed)" if e["resumed"] else "")
        same = {True: "yes", False: "**no**", None: ""}[e["matches_closed_form"]]
        lines.append("| " + " | ".join([str(k)] + [_cell(e["params"][n], 24) for n in names] + [
            _cell(status, 120), _cell(e["optimum"] or ""), f"{e['optimum_float']:.12g}" if e["optimum_float"] is not None
            else "", _cell(e["closed_form"] or e.get("closed_form_error", "")), same,
            f"{e['seconds']:.2f}" if e["seconds"] is not None else "",
            f"[{e['certificate']}]({e['certificate']})" if e["status"] == "valid" else e["certificate"]]) + " |")
    return "\n".join(lines) + "\n"


class Sweep:
    """The state of one sweep: entries in grid order, the manifest written from them."""

    def __init__(self, claim, points: list[Point], out_dir: Path, command: str, where: str, grid: str):
        self.claim, self.points, self.out_dir = claim, points, Path(out_dir)
        self.files = [p.filename(claim.id) for p in points]
        self.entries = [_entry(p, f) for p, f in zip(points, self.files)]
        self.command, self.where, self.grid = command, where, grid
        self.start, self.last_write, self.dirty = time.perf_counter(), 0.0, False

    def manifest(self) -> dict:
        return {"format": MANIFEST_FORMAT, "claim": self.claim.id, "grid": self.grid, "command": self.command,
                "parameters": list(self.claim.parameters), "has_closed_form": self.claim.stated_value is not None,
                "where": self.where, "elapsed_seconds": round(time.perf_counter() - self.start, 3),
                "summary": _summary(self.entries), "points": self.entries}

    def changed(self, now: bool = False) -> None:
        """An entry changed: write the manifest now, or within the second (`flush`)."""
        self.dirty = True
        self.flush(now)

    def flush(self, now: bool = False) -> None:
        """manifest.json and manifest.md, atomically, when something changed: at most once a second unless
        `now` (the sweep calls this at least once a second, so nothing waits longer)."""
        if not self.dirty or (not now and time.perf_counter() - self.last_write < 1.0):
            return
        from .atomic import write_json, write_text
        manifest = self.manifest()
        write_json(self.out_dir / "manifest.json", manifest)
        write_text(self.out_dir / "manifest.md", manifest_markdown(manifest))
        self.last_write, self.dirty = time.perf_counter(), False


def run(claim, points: list[Point], out_dir, *, grid: str = "", command: str = "", budget: float = 480.0,
        workers: int | None = None, scheduler: str | None = None, plugins=(), log=None) -> dict:
    """Sweep `points` of `claim` into `out_dir`; returns the manifest (also written there). `log(line)`
    receives the progress lines (default: stderr)."""
    from .atomic import write_text
    from .claims import is_file_spec
    log = log or (lambda line: print(line, file=sys.stderr, flush=True))
    out_dir = Path(out_dir)
    workers = workers or os.cpu_count() or 1
    where = f"Dask scheduler {scheduler}" if scheduler else f"{workers} local worker process(es)"
    sweep = Sweep(claim, points, out_dir, command, where, grid)
    seconds_before = _previous_seconds(out_dir / "manifest.json", claim.id)
    todo, refused = [], 0
    for k, (point, entry) in enumerate(zip(points, sweep.entries)):
        _closed_form(claim, point, entry)
        path = out_dir / sweep.files[k]
        if path.exists():
            found, why = accepted(path, claim.id, point, claim.parameters)
            if found:
                _valid(entry, found)
                entry.update(resumed=True, seconds=seconds_before.get(entry["certificate"]))
                continue
            refused += 1
            entry["reason"] = f"a file was there, not kept: {why}"
            log(f"  {point.label}: {path.name} present but not kept ({why}); certifying again")
        todo.append(k)
    skipped = len(points) - len(todo)
    pool = pools.pool(workers, scheduler) if todo else None       # an unreachable scheduler: exit 2 here
    log(f"{claim.id} grid: {len(points)} point(s); {skipped} skipped (certificate present, accepted by the kernel, "
        f"parameters match){f', {refused} present but refused' if refused else ''}; {len(todo)} to certify on {where}")
    out_dir.mkdir(parents=True, exist_ok=True)
    sweep.changed(now=True)
    if not todo:
        return sweep.manifest()
    for_workers = [str(Path(s).resolve()) if is_file_spec(s) else s for s in plugins]    # any worker's cwd
    limit = None if scheduler else workers
    queue, running, suspects, done, no_worker_since = list(todo), {}, set(), skipped, None

    def finish(k: int, outcome: dict) -> None:
        nonlocal done
        entry, point = sweep.entries[k], points[k]
        entry["seconds"] = round(outcome.get("seconds", 0.0), 3) if outcome.get("seconds") is not None else None
        if outcome.get("status") == "certified":
            target = out_dir / sweep.files[k]
            staged = target.with_name(f".{target.name}.{os.getpid()}.pending")
            try:
                checking = time.perf_counter()
                write_text(staged, outcome["certificate"])
                found, why = accepted(staged, claim.id, point, claim.parameters)
                entry["check_seconds"] = round(time.perf_counter() - checking, 3)
                if found:
                    os.replace(staged, target)
                    _valid(entry, found)
                else:
                    entry.update(status="failed", reason=f"the certificate the worker returned was refused: {why}")
            except OSError as exc:                   # disk full, folder gone: this point's failure, not the sweep's
                entry.update(status="failed", reason=f"writing the certificate failed: {type(exc).__name__}: {exc}")
            finally:
                staged.unlink(missing_ok=True)
        else:
            entry.update(status="failed", reason=str(outcome.get("reason") or "no reason given"))
        done += 1
        failed = sum(e["status"] == "failed" for e in sweep.entries)
        shown = (f"valid {entry['optimum'] if len(entry['optimum']) <= 40 else entry['optimum'][:37] + '...'}"
                 + ("" if entry["matches_closed_form"] is None else " = closed form" if entry["matches_closed_form"]
                    else " DIFFERS FROM THE CLOSED FORM")
                 if entry["status"] == "valid" else f"FAILED: {entry['reason']}")
        checked = f", written and checked here in {entry['check_seconds']:.1f} s" if "check_seconds" in entry else ""
        log(f"[{done}/{len(points)}] {point.label}: {shown} ({entry['seconds'] or 0:.1f} s{checked}); {failed} failed, "
            f"{time.perf_counter() - sweep.start:.0f} s elapsed")
        sweep.changed(now=done == len(points))

    try:
        while queue or running:
            isolate = bool(suspects)                 # after a local worker died: the suspects one at a time
            while queue and (limit is None or len(running) < (1 if isolate else limit)):
                k = queue.pop(0)
                running[pool.submit(certify_point, claim.id, dict(points[k].texts), budget, for_workers)] = k
            finished, _ = pool.wait(set(running), timeout=1.0)
            sweep.flush()                            # what finished within the last second
            broken = []
            for future in finished:
                k = running.pop(future)
                try:
                    outcome = pool.result(future)
                except KeyboardInterrupt:
                    raise
                except BaseException as exc:        # BrokenProcessPool, KilledWorker, a cancelled task
                    if type(exc).__name__ == "BrokenProcessPool":
                        broken.append(k)
                        continue
                    outcome = {"status": "failed", "reason": f"the task ended with {type(exc).__name__}: "
                               f"{' '.join(str(exc).split())[:300]}"}
                finish(k, outcome)
            if broken:
                for future, k in list(running.items()):     # a broken pool fails every task it held
                    running.pop(future)
                    try:
                        outcome = pool.result(future)
                    except KeyboardInterrupt:
                        raise
                    except BaseException:
                        broken.append(k)
                        continue
                    finish(k, outcome)
                pool.restart()
                if len(broken) == 1:                 # alone in flight, or a suspect run alone: the culprit
                    suspects.discard(broken[0])
                    finish(broken[0], {"status": "failed", "reason": "the worker process died while certifying "
                                       "this point (killed, out of memory, or a crash in native code)"})
                else:
                    suspects.update(broken)
                    queue[:0] = sorted(broken)
                    log(f"  a worker process died with {len(broken)} point(s) in flight; running them again one "
                        "at a time to find which")
            suspects -= {k for k in suspects if sweep.entries[k]["status"] != "not run"}
            if scheduler:                            # a Dask worker lost is told; a cluster left with none ends it
                for line in pool.lost():
                    log(f"  {line}")
                now = time.perf_counter()
                no_worker_since = None if pool.capacity() else (no_worker_since or now)
                if no_worker_since is not None and now - no_worker_since > pools.NO_WORKER_SECONDS:
                    for k in [*running.values(), *queue]:
                        sweep.entries[k]["reason"] = f"no Dask worker for {pools.NO_WORKER_SECONDS:g} s"
                    log(f"  no Dask worker for {pools.NO_WORKER_SECONDS:g} s: the sweep ends with what it has "
                        f"({len(running) + len(queue)} point(s) not run; the same command resumes)")
                    break
    except KeyboardInterrupt:
        from .errors import Interrupted
        pool.kill()
        sweep.changed(now=True)
        s = _summary(sweep.entries)
        raise Interrupted(f"kept {s['valid']} valid certificate(s) and {out_dir / 'manifest.json'} ({s['not run']} "
                          "point(s) not run); the same command resumes") from None
    finally:
        pool.close()
    sweep.changed(now=True)
    return sweep.manifest()
