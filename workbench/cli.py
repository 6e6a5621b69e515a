"""Command line: list, verify, certify, fuzz, audit, report, mutants, coverage. `python -m workbench --help`.

`--claims PATH_OR_MODULE` (repeatable, before or after the command) loads a user's claims the way the four
papers are loaded (workbench/claims.py: load_plugins); docs/extending.md shows how to write one."""
from __future__ import annotations

import argparse
import json
import math
import os
import re
import shlex
import sys
import time
from pathlib import Path

from . import certificates
from .atomic import write_json, write_text
from .claims import PAPER_INFO, command, find_claim, list_command, load_all, load_plugins, plugin_specs, raised_at, select
from .errors import Interrupted, InvalidArgument, SolverFailure
from .params import distinct_paths, output_path, parse_assignments, parse_declared, rational, solver_sized


def paper_line(prefix: str) -> str:
    """`prefix: Title -- authors, venue` for `list` (the source file is in `report.json`, not here)."""
    info = PAPER_INFO.get(prefix, {})
    credit = ", ".join(x for x in (", ".join(info.get("authors") or ()), info.get("venue", "")) if x)
    return f"{prefix}: {info.get('title') or '(no title registered)'}" + (f" -- {credit}" if credit else "")


def cmd_list(args) -> int:
    from .reports.pages import short_title
    shown = None
    for c in load_all().values():
        prefix = c.id.split(".")[0]
        if prefix != shown:
            print(f"# {paper_line(prefix)}")
            shown = prefix
        state = "implemented" if c.implemented else "pending"
        print(f"{c.id:40s} {short_title(c.id.split('.')[0]):62s} {c.locus:45s} {state}")
    return 0


def _last_timings(path: Path) -> dict:
    """Per-claim CPU seconds of the previous report at `path` (its wall seconds when it has none), else of the
    built-in papers' verify_timings.json (a recent run, committed): only used to start the slow claims first,
    never part of a result. CPU, because a claim's wall time depends on what ran beside it."""
    from .claims import builtin_timings
    for source in (path, builtin_timings()):
        try:
            data = json.loads(source.read_text())
            timings = data.get("cpu_timings") or data.get("timings", {})
        except (OSError, ValueError, AttributeError):
            continue
        if timings:
            return timings
    return {}


def _plugin_files(args) -> list[tuple[str, str]]:
    """The `--claims` files of the command line: inputs no output may overwrite."""
    from .claims import is_file_spec
    return [("--claims", spec) for spec in getattr(args, "claims", []) if is_file_spec(spec)]


def cmd_verify(args) -> int:
    from .reports.report import build_report, summary_line, table, write_json
    from .runner import Context, default_jobs, run_claims, run_on_cluster
    output_path(args.json or Path(args.out) / "report.json", "--json")
    distinct_paths(_plugin_files(args), [("--json", args.json or Path(args.out) / "report.json")]
                   + ([] if args.json else [("--out", Path(args.out) / "report-partial.json")]))
    claims = select(args.ids)
    if args.jobs is not None and args.jobs < 1:
        raise InvalidArgument(f"--jobs: expected a positive number of processes, got {args.jobs}")
    if args.examples < 1:
        raise InvalidArgument(f"--examples: must be >= 1, got {args.examples}")
    limit = _seconds(args.claim_timeout, "--claim-timeout")
    jobs = min(args.jobs or default_jobs(), len(claims))
    interactive = sys.stderr.isatty() and not args.json and not os.environ.get("CI")
    ctx = Context(seed=args.seed, out_dir=Path(args.out), show_progress=interactive and jobs == 1,
                  fuzz_examples=args.examples, claim_timeout=limit)
    report_path = Path(args.json or Path(args.out) / "report.json")
    if args.scheduler:                            # checked before any work: one error line
        from .pools import checked_address
        checked_address(args.scheduler)
    where = f"Dask scheduler {args.scheduler}" if args.scheduler else f"{jobs} process(es)"
    print(f"verifying {len(claims)} claim(s), seed {args.seed}, {where}", file=sys.stderr)
    finished = []

    def progress(k, outcome):
        finished.append(k)
        if interactive:
            print(f"[{len(finished)}/{len(claims)}] {claims[k].id} ({outcome.seconds:.1f} s)", file=sys.stderr)
    start = time.perf_counter()
    try:
        if args.scheduler:
            outcomes = run_on_cluster(claims, ctx, args.scheduler, plugin_specs(), progress,
                                      lambda line: print(line, file=sys.stderr, flush=True))
        else:
            outcomes = run_claims(claims, ctx, jobs, _last_timings(report_path), progress)
    except KeyboardInterrupt:
        raise Interrupted(f"no report written ({len(finished)} of {len(claims)} claim(s) decided; "
                          f"{report_path} left as it was)") from None
    wall = time.perf_counter() - start
    entries = [o.entry for o in outcomes]
    report = build_report(entries, {c.id: o.seconds for c, o in zip(claims, outcomes)}, args.seed)
    report["cpu_timings"] = {c.id: round(o.cpu_seconds, 3) for c, o in zip(claims, outcomes)}
    report["run"] = {"jobs": jobs, "wall_seconds": round(wall, 3), "scheduler": args.scheduler,
                     "out": str(Path(args.out).resolve()),
                     "cpu_seconds": round(sum(o.cpu_seconds for o in outcomes), 3)}
    # a partial run (`verify ID`) must not replace the whole report that `make report` renders
    default = Path(args.out) / ("report.json" if report["complete"] else "report-partial.json")
    path = write_json(report, args.json or default)
    print(table(entries))
    print()
    print(summary_line(report))
    slowest = sorted(zip(claims, outcomes), key=lambda pair: -pair[1].seconds)[:5]
    print(f"wall {wall:.1f} s on {where}, claims' CPU {report['run']['cpu_seconds']:.1f} s; slowest: "
          + ", ".join(f"{c.id} {o.seconds:.1f} s" for c, o in slowest))
    print(f"report: {path}")
    changed = [e["id"] for e in entries if e["verdict"] != e["expected"]]
    if changed:
        print(f"REGRESSION GATE: verdict changed for {', '.join(changed)}", file=sys.stderr)
    errors = [o.entry for o in outcomes if o.internal_error]
    for e in errors:       # one loud line each: what raised where, the contradiction, or the missing statement verdict
        what = f"statement verdict missing: {e['statement_error']}" if e.get("statement_error") else e["reason"]
        print(f"INTERNAL ERROR in {e['id']}: {what.removeprefix('internal error: ')}", file=sys.stderr)
    return 1 if changed or errors else 0


def _claim_with(claim_id: str, ability: str):
    """The registered claim that offers `ability` ("certify" or "fuzz"), or a clear error. Imports
    only the plugins it takes to find the claim (every one only to list the alternatives)."""
    claim = find_claim(claim_id)
    if claim is None:
        raise InvalidArgument(f"unknown claim {claim_id!r}; see `{list_command()}`")
    if getattr(claim, ability) is None:
        able = ", ".join(c.id for c in load_all().values() if getattr(c, ability))
        raise InvalidArgument(f"{claim_id} does not support `{ability}`; claims that do: {able}")
    return claim


def _solver_sized_text(params: dict[str, str]) -> dict[str, str]:
    """Refuse, by name, a numeric parameter too large for the float solver before it overflows there."""
    for name, text in params.items():
        try:
            value = rational(text, name)
        except InvalidArgument:
            continue                      # not a number: the claim's own parser names the problem
        solver_sized(value, name)
    return params


def cmd_certify(args) -> int:
    from .lp.pipeline import DEFAULT_BUDGET, run_settings
    from .lp.progress import ProgressLine
    if args.grid is not None:
        return cmd_certify_grid(args)
    for option, value in (("--out-dir", args.out_dir), ("--workers", args.workers), ("--scheduler", args.scheduler)):
        if value is not None:
            raise InvalidArgument(f"{option}: only with --grid SPEC (a sweep); one point is written with -o FILE")
    if args.output is None:
        args.certify_parser.error("the following arguments are required: -o/--output (or --grid SPEC for a sweep)")
    output_path(args.output, "-o")
    if args.vipr:
        output_path(args.vipr, "--vipr")
    distinct_paths(_plugin_files(args), [("-o", args.output), ("--vipr", args.vipr)])
    claim = _claim_with(args.claim, "certify")
    params = parse_assignments(args.params)
    if claim.parameters is not None:
        params = parse_declared(params, claim.parameters)
    else:
        params = _solver_sized_text(params)
    budget = _seconds(args.budget) if args.budget else DEFAULT_BUDGET
    start = time.perf_counter()
    progress = ProgressLine(sys.stderr, "certify")     # refreshed every second while HiGHS or esolver runs
    writer = BackgroundWriter(args.output)
    try:
        with run_settings(budget, progress, before_check=writer.start):
            result = claim.certify(params)
    except SolverFailure as exc:
        writer.discard()
        raise SolverFailure(f"{exc} [{time.perf_counter() - start:.1f}s of a {budget:g}s budget]") from None
    except BaseException:                   # Ctrl-C, or any failure: the target is left as it was
        writer.discard()
        raise
    finally:
        progress.clear()
    try:
        vipr = certificates.to_vipr(result.certificate) if args.vipr else None
        path = writer.finish(result.certificate)
    except BaseException:
        writer.discard()
        raise
    print(f"{args.claim} {' '.join(args.params)}: optimum {result.certificate['objective_value']} "
          f"(~{float(result.value):.12g}), certified in {time.perf_counter() - start:.2f}s -> {path}")
    print(f"check it: {shlex.join(['python', '-m', 'workbench.kernel', str(path)])}")
    if args.vipr:
        write_text(args.vipr, vipr)
        print(f"VIPR 1.0 certificate -> {args.vipr}")
    return 0


def cmd_certify_grid(args) -> int:
    """`certify ID --grid SPEC [NAME=VALUE ...] [--out-dir DIR] [--workers N | --scheduler ADDRESS]`: a sweep
    (workbench/grid.py); exit 0 when every point is valid and equals the claim's closed form where it has one."""
    from . import grid
    from .lp.pipeline import DEFAULT_BUDGET
    if args.output is not None:
        raise InvalidArgument("-o names one certificate file; a --grid sweep writes one per point into "
                              "--out-dir DIR (default build/grid/ID)")
    if args.vipr:
        raise InvalidArgument("--vipr: one point at a time (certify ID NAME=VALUE ... -o FILE --vipr FILE)")
    if args.workers is not None and args.workers < 1:
        raise InvalidArgument(f"--workers: must be >= 1, got {args.workers}")
    if args.workers is not None and args.scheduler:
        raise InvalidArgument("--workers: the Dask cluster's workers run the points; give --workers or --scheduler")
    claim = _claim_with(args.claim, "certify")
    out_dir = Path(args.out_dir or Path("build") / "grid" / args.claim)
    output_path(out_dir, "--out-dir", folder=True)
    points = grid.parse_grid(args.grid, parse_assignments(args.params), claim.parameters, claim.id)
    distinct_paths(_plugin_files(args), [("--out-dir", out_dir / name) for name in ("manifest.json", "manifest.md")]
                   + [("--out-dir", out_dir / p.filename(claim.id)) for p in points])
    other = grid.foreign_manifest(out_dir, claim.id)
    if other:
        raise InvalidArgument(f"--out-dir {out_dir}: holds the manifest of a sweep of {other}; give another folder")
    budget = _seconds(args.budget) if args.budget else DEFAULT_BUDGET
    words = ["certify", args.claim, *args.params, "--grid", args.grid, "--out-dir", str(out_dir)]
    words += ["--budget", args.budget] if args.budget else []
    words += ["--scheduler", args.scheduler] if args.scheduler else ["--workers", args.workers] if args.workers else []
    again = command(*words, plugins=plugin_specs())
    manifest = grid.run(claim, points, out_dir, grid=args.grid, command=again, budget=budget,
                        workers=args.workers, scheduler=args.scheduler, plugins=plugin_specs())
    s = manifest["summary"]
    closed = (f"; closed form equal at {s['closed_form_equal']}, differs at {s['closed_form_differs']}"
              + (f", raised at {s['closed_form_errors']}" if s["closed_form_errors"] else "")
              if manifest["has_closed_form"] else "")
    print(f"{claim.id} grid: {s['points']} points: {s['valid']} valid ({s['resumed']} skipped: already certified), "
          f"{s['failed']} failed, {s['not run']} not run{closed}; {manifest['elapsed_seconds']:.1f} s")
    for entry in manifest["points"]:
        if entry["status"] == "failed":
            print(f"failed: {' '.join(f'{k}={v}' for k, v in entry['params'].items())}: {entry['reason']}")
        elif entry["matches_closed_form"] is False:
            print(f"differs: {' '.join(f'{k}={v}' for k, v in entry['params'].items())}: certified optimum "
                  f"{entry['optimum']}, closed form {entry['closed_form']}")
    print(f"manifest: {out_dir / 'manifest.json'} and {out_dir / 'manifest.md'}")
    print(f"resume: {again}")
    bad = s["failed"] or s["not run"] or s["closed_form_differs"] or s["closed_form_errors"]
    return 1 if bad else 0


class BackgroundWriter:
    """Writes the certificate in a forked child while this process runs the kernel check (the machine
    has more than one core), to a hidden file beside the target; `finish` renames it into place only after
    the check passed (an old file at the target stays whole until then), and writes it here, atomically,
    when there was no child (no fork, a certificate from elsewhere) or the child failed."""

    def __init__(self, path):
        self.path, self.pid, self.started = Path(path), None, None
        self.staged = self.path.with_name(f".{self.path.name}.{os.getpid()}.pending")

    def start(self, certificate: dict) -> None:
        if not hasattr(os, "fork") or self.pid is not None:
            return
        sys.stdout.flush(), sys.stderr.flush()
        self.started, self.pid = certificate, os.fork()
        if self.pid == 0:                       # the child: write and leave without running any cleanup
            code = 1
            try:
                certificates.write(certificate, self.staged)
                code = 0
            finally:
                os._exit(code)

    def _joined(self) -> bool:
        if self.pid is None:
            return False
        _, status = os.waitpid(self.pid, 0)
        self.pid = None
        return status == 0

    def finish(self, certificate: dict) -> Path:
        if self._joined() and certificate is self.started:
            os.replace(self.staged, self.path)
        else:                                   # a later LP's certificate is the result
            self.staged.unlink(missing_ok=True)
            certificates.write(certificate, self.path)
        return self.path

    def discard(self) -> None:
        """The kernel refused, the run failed or was interrupted after the fork: the target is untouched."""
        if self.pid is not None:
            self._joined()
        self.staged.unlink(missing_ok=True)


def _seconds(text: str, option: str = "--budget") -> float:
    """'90', '90s', '10m', '1h' -> seconds: finite and positive (nan, inf, 0 and -1 are one error line)."""
    scale = {"s": 1, "m": 60, "h": 3600}.get(text[-1:], None)
    try:
        seconds = float(text[:-1]) * scale if scale else float(text)
    except ValueError:
        raise InvalidArgument(f"{option}: expected a duration like 90s, 10m or 1h, got {text!r}") from None
    if not math.isfinite(seconds) or seconds <= 0:
        raise InvalidArgument(f"{option}: expected a finite, positive duration like 90s, 10m or 1h, got {text!r}")
    return seconds


def cmd_campaign(args) -> int:
    from .quality.campaign import campaign
    budget = _seconds(args.budget or "60s")
    ids = None if args.all else [args.claim]
    if args.db:
        from .fuzz import use_database
        use_database(args.db)
    terminal = sys.stderr.isatty()

    def progress(tasks, seconds):
        if terminal:
            print(f"\r  {tasks} tasks, {seconds:.0f} s", end="", file=sys.stderr, flush=True)

    def notify(line):
        print(f"{chr(10) if terminal else ''}{line}", file=sys.stderr, flush=True)
    result = campaign(ids, budget, args.workers, args.scheduler, args.examples, args.seed, args.out, args.db, progress,
                      plugins=plugin_specs(), notify=notify)
    if terminal:
        print(file=sys.stderr)
    for claim_id, t in result["claims"].items():
        rate = t["examples"] / t["seconds"] if t["seconds"] else 0.0
        failed = f", {t['failed']} task(s) failed" if t["failed"] else ""
        print(f"{claim_id:32s} {t['tasks']:4d} tasks {t['examples']:7d} examples {rate:8.0f}/s  "
              f"{t['counterexamples']} counterexample(s){failed}")
    for path in result["counterexample files"]:
        print(f"counterexample: {path} (replay: {command('fuzz', '--replay', path, plugins=plugin_specs())})")
    failed = {}
    for failure in result["failed tasks"]:
        failed.setdefault(failure["claim"], []).append(failure)
    for claim_id, tasks in failed.items():          # the first failure of each claim, and how many there were
        more = f" (and {len(tasks) - 1} more task(s) of this claim)" if len(tasks) > 1 else ""
        print(f"FAILED TASK {claim_id} seed {tasks[0]['seed']}: {tasks[0]['error']}{more}")
    return 1 if result["counterexample files"] or result["failed tasks"] else 0


def cmd_fuzz(args) -> int:
    if args.examples < 1:
        raise InvalidArgument(f"--examples: must be >= 1, got {args.examples}")
    if args.workers is not None and args.workers < 1:
        raise InvalidArgument(f"--workers: must be >= 1, got {args.workers}")
    if args.replay:
        from .quality.campaign import replay
        same, found = replay(args.replay, plugin_specs())
        print(f"{args.replay}: {'reproduced' if same else 'not reproduced'}; counterexample now: {json.dumps(found)}")
        return 0 if same else 1
    if args.all or args.budget:
        return cmd_campaign(args)
    if not args.claim:
        raise InvalidArgument(f"fuzz: name a claim, or use --all (see `{list_command()}`)")
    claim = _claim_with(args.claim, "fuzz")
    print(f"fuzzing {args.claim}: {args.examples} examples, seed {args.seed}", file=sys.stderr)

    def progress(n):
        if n % 10 == 0 or n == args.examples:
            print(f"\r  {n}/{args.examples} examples", end="", file=sys.stderr, flush=True)
    try:
        route, counterexample = claim.fuzz(args.examples, args.seed, progress=progress if sys.stderr.isatty() else None)
    except Exception as error:              # an exception is never evidence, and never a traceback
        print(f"\ninternal error: {args.claim}: the fuzz property raised {raised_at(error)}; no verdict", file=sys.stderr)
        return 1
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(route.detail)
    if counterexample:
        print(json.dumps({"claim": args.claim, "seed": args.seed, "counterexample": counterexample}))
        print("replay: " + command("fuzz", args.claim, "--examples", args.examples, "--seed", args.seed,
                                   plugins=plugin_specs()))
        return 1
    return 0


def _check_audit_paths(args) -> None:
    from .audit import OPTIMUM_FILES
    if args.json:
        output_path(args.json, "--json")
    output_path(args.out, "--out", folder=True)
    inputs = _plugin_files(args) + [("--prior", args.prior)]
    if not args.library:
        inputs.insert(0, ("MECHANISM", args.mechanism))
    distinct_paths(inputs, [("--json", args.json)] + [("--out", Path(args.out) / name) for name in OPTIMUM_FILES])


def cmd_audit(args) -> int:
    from . import audit
    _check_audit_paths(args)
    c = audit.parse_number(args.c, "--c") if args.c is not None else None
    interactive = sys.stderr.isatty()
    start, shown = time.perf_counter(), {"stage": None, "at": 0.0}

    def progress(stage, done, total):
        now = time.perf_counter()
        if stage != shown["stage"] or done == total or now - shown["at"] > 0.25:   # at most 4 lines a second
            shown.update(stage=stage, at=now)
            print(f"\r  {stage} {done}/{total}  ({now - start:.0f} s)\033[K", end="", file=sys.stderr, flush=True)
    progress = progress if interactive else None
    Q, note = audit.read_mechanism(args.mechanism, progress)
    prior, prior_note = audit.read_prior(args.prior, len(Q)) if args.prior else (None, None)
    if c is not None:
        try:
            audit.check_c(c, len(Q))
        except InvalidArgument as exc:
            raise InvalidArgument(f"--c: {exc}") from None
    report = audit.audit(Q, prior, c, args.adjacency, Path(args.out), args.force, progress)
    if interactive:
        print("\r\033[K", end="", file=sys.stderr, flush=True)
    notes = [n for n in (note, prior_note and f"prior: {prior_note}") if n]
    if notes:
        report = {"note": "; ".join(notes), **report}
    print(audit.text(report))
    if args.json:
        try:
            write_json(args.json, report)
        except OSError as exc:
            raise InvalidArgument(f"--json: cannot write {args.json} ({exc.strerror})") from None
        print(f"report: {args.json}")
    return 0


LIBRARY_OPTIONS = ("epsilon", "k", "prob", "lower", "upper")


def cmd_audit_from(args) -> int:
    """`audit --from LIBRARY MECHANISM --epsilon ...`: a library's own mechanism as an exact matrix,
    its stated eps against the exact level, and a sampling test of its real randomiser."""
    from fractions import Fraction

    from . import audit, libraries
    from .reports import provenance
    if args.samples < 0:
        raise InvalidArgument(f"--samples: must be >= 0, got {args.samples}")
    if not 0 < args.alpha < 1:
        raise InvalidArgument(f"--alpha: must be in (0, 1), got {args.alpha!r}")
    _check_audit_paths(args)
    params = {name: getattr(args, name) for name in LIBRARY_OPTIONS if getattr(args, name) is not None}
    mech = libraries.from_library(args.library, args.mechanism, **params)
    prior = audit.read_prior(args.prior, len(mech.Q))[0] if args.prior else None
    c = audit.parse_number(args.c, "--c") if args.c is not None else None
    report = {"library": f"{mech.library} {mech.version}", "mechanism": mech.mechanism,
              "parameters": mech.params,
              "floats read exactly": {name: f"{value!r} = {Fraction(value)}" for name, value in mech.floats.items()},
              "model": mech.model,
              "matrix": {f"row {x!r}": ", ".join(str(v) for v in row) for x, row in zip(mech.inputs, mech.Q)}
              if len(mech.Q[0]) <= 8 else f"{len(mech.Q)} x {len(mech.Q[0])} (in --json)",
              "stated vs exact": libraries.compare(mech)}
    report["audit"] = audit.audit(mech.Q, prior, c, mech.adjacency if args.adjacency == "local" else args.adjacency,
                                  Path(args.out), args.force)
    if args.samples:
        def progress(i, total):
            print(f"\r  sampling {mech.library} {mech.mechanism}: input {i + 1}/{total}", end="", file=sys.stderr,
                  flush=True)
        interactive = sys.stderr.isatty()
        report["sampling test"] = libraries.sampling_test(mech, args.samples, args.seed, args.alpha,
                                                          progress=progress if interactive else None)
        if interactive:
            print(file=sys.stderr)
    report["provenance"] = provenance.collect()
    print(audit.text({k: v for k, v in report.items() if k != "provenance"}))
    if args.json:
        report["matrix"] = [[str(v) for v in row] for row in mech.Q]
        try:
            write_json(args.json, report, default=str)
        except OSError as exc:
            raise InvalidArgument(f"--json: cannot write {args.json} ({exc.strerror})") from None
        print(f"report: {args.json}")
    return 1 if "REJECTED" in report.get("sampling test", {}).get("verdict", "") else 0


def cmd_audit_either(args) -> int:
    """`audit FILE` reads a matrix; `audit --from LIBRARY MECHANISM` builds one from a library."""
    if args.library:
        return cmd_audit_from(args)
    given = [name for name in LIBRARY_OPTIONS if getattr(args, name) is not None]
    if given:
        raise InvalidArgument(f"--{given[0]}: only with --from LIBRARY (e.g. audit --from diffprivlib rr --epsilon 1)")
    return cmd_audit(args)


def _read_report(path: Path) -> dict:
    """report.json as written by `verify`, or one `error:` line."""
    try:
        report = json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, RecursionError, json.JSONDecodeError) as exc:
        raise InvalidArgument(f"--json {path}: not a report written by `verify` ({type(exc).__name__})") from None
    if not isinstance(report, dict) or not isinstance(report.get("claims"), list) or "summary" not in report:
        raise InvalidArgument(f"--json {path}: not a report written by `verify` (no claims/summary)")
    from .claims import VERDICTS
    for k, entry in enumerate(report["claims"]):
        fields = {"id": str, "statement": str, "verdict": str, "routes": dict}
        wrong = [name for name, kind in fields.items() if not isinstance(entry, dict) or not isinstance(entry.get(name), kind)]
        if wrong or "." not in entry["id"] or entry["verdict"] not in VERDICTS:
            what = f"{', '.join(wrong)} missing or mistyped" if wrong else f"id {entry['id']!r} or verdict {entry['verdict']!r}"
            raise InvalidArgument(f"--json {path}: not a report written by `verify` (claim {k + 1}: {what})")
    return report


def cmd_report(args) -> int:
    """Render REPORT.md and report.html; with --refresh, re-run verify only when report.json is not a
    complete, current run for this seed (what `make report` does)."""
    from .reports import pages_html
    from .reports.report import is_complete, stale_reason
    default = Path(args.out) / ("report-partial.json" if args.partial else "report.json")
    path, code = Path(args.json or default), 0
    if args.refresh:
        why = stale_reason(_read_report(path), args.seed) if path.exists() else "it does not exist"
        if why:
            print(f"{path}: {why}; running verify (every claim, seed {args.seed})", file=sys.stderr)
            code = main(["verify", "--seed", str(args.seed), "--out", args.out]
                        + (["--json", args.json] if args.json else []))
            if code == 2:
                return code
        else:
            print(f"{path}: complete and current (seed {args.seed}, same sources): not re-running verify",
                  file=sys.stderr)
    if not path.exists():
        raise InvalidArgument(f"{path} does not exist: run `make verify` (or `python -m workbench verify`) first")
    report = _read_report(path)
    if not is_complete(report) and not args.partial:
        raise InvalidArgument(f"{path} holds {len(report['claims'])} of {len(load_all())} claims (a partial run): "
                              f"run `make report` to verify every claim, or pass --partial to render it as it is")
    why = stale_reason(report, report.get("seed"))
    if why and is_complete(report):
        print(f"note: {path} is out of date ({why}); `make report` re-runs verify", file=sys.stderr)
    output_path(Path(args.out) / "REPORT.md", "--out")
    distinct_paths([("--json", path)], [("--out", Path(args.out) / "REPORT.md"), ("--out", Path(args.out) / "report.html")])
    Path(args.out).mkdir(parents=True, exist_ok=True)
    try:
        written = pages_html.write(path, args.out)
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:   # a hand-edited or foreign file
        raise InvalidArgument(f"--json {path}: not a report written by `verify` (cannot render it: "
                              f"{type(exc).__name__}: {exc})") from None
    for page in written:
        print(f"written {page}")
    return code


def cmd_mutants(args) -> int:
    from .quality import mutants
    rows = {}
    print(f"{'sample':22s} {'mutants':>8s} {'killed':>8s} {'equivalent':>11s} {'survived':>9s}  score")
    for name, cert in mutants.all_samples().items():
        s = mutants.score(cert)
        rows[name] = s
        judged = s["mutants"] - s["equivalent"]
        print(f"{name:22s} {s['mutants']:8d} {s['killed']:8d} {s['equivalent']:11d} {len(s['survived']):9d}  "
              f"{100 * s['killed'] / judged:5.1f}%")
        for desc in s["survived"]:
            print(f"  survived: {desc}")
    from .quality import kernel_mutants
    code = kernel_mutants.run()
    print(f"kernel code mutants: {code['mutants']} mutants of workbench/kernel/*.py against a corpus of "
          f"{code['corpus']} answers: {code['killed']} killed, {len(code['equivalent'])} equivalent (justified in "
          f"workbench/quality/kernel_mutants.py), {len(code['survived'])} survived")
    for desc in code["survived"]:
        print(f"  survived: {desc}")
    from .quality import polyproof_mutants
    replayer = polyproof_mutants.run()
    print(f"proof replayer code mutants: {replayer['mutants']} mutants of workbench/kernel/polyproof.py against a "
          f"corpus of {replayer['corpus']} answers: {replayer['killed']} killed, {len(replayer['equivalent'])} equivalent, "
          f"{len(replayer['survived'])} survived")
    for desc in replayer["survived"]:
        print(f"  survived: {desc}")
    from .quality import claim_mutants
    claims = claim_mutants.run()
    for name, s in claims.items():
        print(f"claim mutants {name:26s} {s['mutants']:3d} mutants, {s['killed']:3d} killed, "
              f"{len(s['equivalent'])} equivalent, {len(s['survived'])} survived {s['survived'] or ''}")
    print(f"claim mutants: {len(claims)} closed forms, {sum(s['mutants'] for s in claims.values())} mutants, "
          f"{sum(s['killed'] for s in claims.values())} killed, "
          f"{sum(len(s['survived']) for s in claims.values())} survived")
    if args.json:
        distinct_paths(_plugin_files(args), [("--json", args.json)])
        write_json(args.json, {"certificates": rows, "kernel code": code, "replayer code": replayer, "claims": claims})
        print(f"report: {args.json}")
    holes = [f for f in rows if rows[f]["survived"]] + code["survived"] + replayer["survived"] + \
        [d for s in claims.values() for d in s["survived"]]
    return 1 if holes else 0


def cmd_coverage(args) -> int:
    """`coverage [PAPER]`: every claim-bearing unit of the paper(s) and what decides it; exit 1 if anything is
    not covered, a registered claim is not mapped, a cited premise's check failed, a paper has no list, or a list
    contradicts the registry. A cited premise shows the instances its check evaluated: read from the report's
    entries, or from a run of its claims here when the report lacks them (unless --no-run)."""
    from .reports import coverage
    known = coverage.papers()
    if args.paper is not None and args.paper not in known:
        raise InvalidArgument(f"PAPER: unknown paper {args.paper!r}; one of {', '.join(known)}")
    entries = []
    if args.report and Path(args.report).exists():
        try:
            entries = json.loads(Path(args.report).read_text())["claims"]
            verdicts = {e["id"]: e["verdict"] for e in entries}
        except (ValueError, KeyError, TypeError) as exc:
            raise InvalidArgument(f"--report: {args.report} is not a report.json written by verify ({exc})") from None
    else:
        verdicts = {}
    prefixes = [args.paper] if args.paper else known
    checks = coverage.cited_checks(entries)
    if not args.no_run:
        checks |= _run_cited(coverage, prefixes, checks)
    complete = True
    for k, prefix in enumerate(prefixes):
        if k:
            print()
        try:
            cov = coverage.of_paper(prefix, verdicts, checks=checks)
        except coverage.CoverageError as exc:
            print(f"error: {exc}", file=sys.stderr)
            complete = False
            continue
        print(coverage.table(prefix, cov))
        complete = complete and coverage.complete(cov)
    return 0 if complete else 1


def _run_cited(coverage, prefixes: list[str], checks: dict) -> dict:
    """Run the claims that check a cited premise (CitedChecked units) and that the report did not run, so the
    instances a unit shows are counted from a run of today's sources: a few seconds, in this process, seed 0, their
    files written to a temporary folder."""
    import tempfile

    from .claims import load_all
    from .runner import Context, run_claim
    registry = load_all()
    wanted = []
    for prefix in prefixes:
        try:
            units = coverage.load(prefix) or []
        except coverage.CoverageError:
            continue                     # of_paper reports the broken list
        wanted += [c for u in units if isinstance(u, coverage.CitedChecked) for c in u.claims
                   if c in registry and c not in checks and c not in wanted]
    if not wanted:
        return {}
    print(f"running {', '.join(wanted)} to count the instances their cited premises are checked at "
          "(no report run of them; --no-run skips this)", file=sys.stderr)
    with tempfile.TemporaryDirectory() as folder:
        entries = [run_claim(registry[c], Context(seed=0, out_dir=Path(folder)))[0] for c in wanted]
    return coverage.cited_checks(entries)


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad command line is one `error:` line (exit 2) like every other bad input."""

    def error(self, message):
        command = self.prog.removeprefix("python -m workbench").strip()
        self.exit(2, f"error: {command + ': ' if command else ''}{message} (see `{self.prog} --help`)\n")


CLAIMS_HELP = ("load claims from a Python file or an importable module (repeatable); see docs/extending.md. "
               "Installed packages' `workbench.papers` entry points load by themselves")


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m workbench",
                                description="Decide the claims of privacy-mechanism papers by computation.")
    p.add_argument("--claims", action="append", default=[], metavar="PATH_OR_MODULE", help=CLAIMS_HELP)
    anywhere = _Parser(add_help=False)       # `--claims` also after the command
    anywhere.add_argument("--claims", action="append", dest="claims_after", default=argparse.SUPPRESS,
                          metavar="PATH_OR_MODULE", help=CLAIMS_HELP)
    sub = p.add_subparsers(dest="command", required=True)
    real_add = sub.add_parser      # every command below also takes `--claims` (its own dest: merged in main)
    sub.add_parser = lambda *a, **k: real_add(*a, parents=[anywhere], **k)
    sub.add_parser("list", help="every claim ID, paper, locus, implemented or pending").set_defaults(run=cmd_list)
    v = sub.add_parser("verify", help="decide claims (all, or IDs / prefixes such as `counting`)")
    v.add_argument("ids", nargs="*")
    v.add_argument("--json", help="report path (default BUILD/report.json)")
    v.add_argument("--seed", type=int, default=0)
    v.add_argument("--examples", type=int, default=30, help="fuzz examples per fuzz route")
    v.add_argument("--out", default="build", help="build folder for report and certificates")
    v.add_argument("--jobs", type=int, help="claims decided at once, each in its own process (default: all cores)")
    v.add_argument("--scheduler", help="decide the claims as tasks on a Dask cluster, e.g. tcp://127.0.0.1:8786 "
                                       "(its workers must see --out: the same machine or a shared file system)")
    v.add_argument("--claim-timeout", default="15m", help="wall-clock limit per claim, e.g. 90s, 10m (default 15m): "
                   "a claim that runs longer is inconclusive (internal error: timed out), the others are decided")
    v.set_defaults(run=cmd_verify)
    c = sub.add_parser("certify", help="write an exact certificate, e.g. counting.optimum M=8 E=3/2 delta=1/10, "
                                       "or one per point of a grid (--grid)")
    c.add_argument("claim")
    c.add_argument("params", nargs="*", help="NAME=VALUE, values as integers or p/q")
    c.add_argument("-o", "--output", help="the certificate file (one point; required without --grid)")
    c.add_argument("--vipr", help="also write the certificate in VIPR 1.0 text format")
    c.add_argument("--budget", help="overall time limit, e.g. 90s, 10m (default 8m); exit 3 when it runs out "
                                    "(with --grid: per point, and that point fails)")
    c.add_argument("--grid", metavar="SPEC", help='a sweep: "M=8..128/8 E=3/2,2 delta=0,1/10" (NAME=VALUES: a comma '
                   "list or an integer range a..b[/step]); one certificate per point, checked by the kernel, and a "
                   "manifest; re-running skips the points already certified (docs/certify-on-a-cluster.md)")
    c.add_argument("--out-dir", help="with --grid: the folder of the certificates and manifest "
                                     "(default build/grid/ID)")
    c.add_argument("--workers", type=int, help="with --grid: local worker processes (default: all cores)")
    c.add_argument("--scheduler", help="with --grid: Dask scheduler address, e.g. tcp://127.0.0.1:8786")
    c.set_defaults(run=cmd_certify, certify_parser=c)
    f = sub.add_parser("fuzz", help="search a claim's parameters for a counterexample (or run a campaign)")
    f.add_argument("claim", nargs="?")
    f.add_argument("--examples", type=int, default=200, help="examples per run (per task in a campaign)")
    f.add_argument("--seed", type=int, default=0)
    f.add_argument("--all", action="store_true", help="campaign over every claim with a fuzz entry point")
    f.add_argument("--budget", help="campaign time budget, e.g. 90s, 10m, 1h (default 60s)")
    f.add_argument("--workers", type=int, help="local worker processes (default: all cores)")
    f.add_argument("--scheduler", help="Dask scheduler address, e.g. tcp://127.0.0.1:8786")
    f.add_argument("--db", help="hypothesis example database directory to keep and reuse")
    f.add_argument("--out", default="build/campaign", help="where counterexample JSON files go")
    f.add_argument("--replay", help="re-run a counterexample JSON file written by a campaign")
    f.set_defaults(run=cmd_fuzz)
    a = sub.add_parser("audit", help="privacy levels of a mechanism (CSV/JSON, rows = inputs) and its gap to "
                                     "the optimal mechanisms of the papers")
    # argparse takes "-1/8" for an option (its matcher knows only -1 and -.5); widen it so that a negative
    # --c reaches the range check and its one-line error
    a._negative_number_matcher = re.compile(r"^-(\d+(/\d+)?|\d*\.\d+([eE][+-]?\d+)?|\d+[eE][+-]?\d+)$")
    a.add_argument("mechanism", help="CSV (, ; tab or spaces) or JSON, rows = inputs (docs/audit.md); with --from, "
                                     "the library's mechanism name (e.g. rr)")
    a.add_argument("--prior", help="CSV/JSON prior over the inputs (for I(X;Y))")
    a.add_argument("--c", help="PML parameter c in (0, 1/|X|], e.g. 1/20")
    a.add_argument("--adjacency", choices=("local", "counting"), default="local")
    a.add_argument("--json", help="also write the report as JSON")
    a.add_argument("--out", default="build/audit", help="folder for the certificates of the optima")
    a.add_argument("--from", dest="library", help="opendp, diffprivlib, pure-ldp or multi-freq-ldpy: build the "
                                                   "mechanism from that library's own parameters (docs/libraries.md)")
    a.add_argument("--epsilon", help="with --from: the epsilon given to the library")
    a.add_argument("--k", help="with --from: number of categories (bits, for unary encoding)")
    a.add_argument("--prob", help="with --from opendp: probability of the truthful answer (instead of --epsilon)")
    a.add_argument("--lower", help="with --from diffprivlib geometric-truncated: lower bound (default 0)")
    a.add_argument("--upper", help="with --from diffprivlib geometric-truncated: upper bound")
    a.add_argument("--samples", type=int, default=20000, help="with --from: draws per input for the sampling test "
                                                              "(0 skips it)")
    a.add_argument("--seed", type=int, default=0, help="with --from: seed of the library's generator")
    a.add_argument("--alpha", type=float, default=1e-6, help="with --from: false-alarm rate of the sampling test")
    a.add_argument("--force", action="store_true", help="compute eta_TV, I(X;Y) and the certified optima "
                                                        "even above their size limits (docs/audit.md)")
    a.set_defaults(run=cmd_audit_either)
    r = sub.add_parser("report", help="build/REPORT.md and a self-contained build/report.html from the last full verify")
    r.add_argument("--json", help="report to render (default BUILD/report.json, or BUILD/report-partial.json "
                                  "with --partial)")
    r.add_argument("--out", default="build", help="build folder: where the pages go, and where certificates are")
    r.add_argument("--partial", action="store_true", help="render a report of a partial `verify ID` run")
    r.add_argument("--refresh", action="store_true", help="run verify first unless report.json is a complete run "
                                                          "of the current sources with this seed")
    r.add_argument("--seed", type=int, default=0, help="with --refresh: the seed the report must have")
    r.set_defaults(run=cmd_report)
    m = sub.add_parser("mutants", help="certificate mutants: every single change fed to the trusted kernel")
    m.add_argument("--json", help="also write the scores and the surviving mutants as JSON")
    m.set_defaults(run=cmd_mutants)
    cov = sub.add_parser("coverage", help="every equation, theorem, figure and claim-bearing sentence of a paper "
                                          "and the claim IDs that decide it (exit 1 if anything is not covered)")
    cov.add_argument("paper", nargs="?", help="paper prefix (pram, counting, pml, staircase); all when omitted")
    cov.add_argument("--report", default="build/report.json", help="report.json whose verdicts to show, if it exists")
    cov.add_argument("--no-run", action="store_true", help="do not run the claims that check cited premises when the "
                                                           "report lacks them (their instances then show as unknown)")
    cov.set_defaults(run=cmd_coverage)
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    try:
        args.claims = args.claims + getattr(args, "claims_after", [])
        if args.claims or args.run is not cmd_certify:     # certify imports only its claim's paper
            load_plugins(args.claims)
        return args.run(args)
    except BrokenPipeError:          # `... | head`: the reader left; not an error of ours
        sys.stderr.close()
        return 0
    except KeyboardInterrupt as exc:  # Ctrl-C: one line, what was kept, exit 130 (128 + SIGINT); no traceback
        print(f"{chr(10) if sys.stderr.isatty() else ''}interrupted; {getattr(exc, 'kept', 'nothing written')}",
              file=sys.stderr)
        return 130
    except InvalidArgument as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:           # a full disk, a folder removed mid-run: one line (atomic writes left the
        if exc.filename is None:     # old file, or none, in place)
            raise
        print(f"error: {exc.filename}: {exc.strerror or type(exc).__name__}", file=sys.stderr)
        return 2
    except SolverFailure as exc:
        print(f"inconclusive: the solver side could not produce a certificate: {exc}", file=sys.stderr)
        return 3
