"""Command line: list, verify, certify, fuzz, audit, report, mutants. `python -m workbench --help`."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from . import certificates
from .claims import load_all, select
from .errors import InvalidArgument, SolverFailure
from .params import parse_assignments, rational
from .report import build_report, summary_line, table, write_json
from .runner import Context, run_claim


def cmd_list(args) -> int:
    for c in load_all().values():
        state = "implemented" if c.implemented else "pending"
        print(f"{c.id:40s} {c.paper:28s} {c.locus:45s} {state}")
    return 0


def cmd_verify(args) -> int:
    claims = select(args.ids)
    interactive = sys.stderr.isatty() and not args.json and not os.environ.get("CI")
    ctx = Context(seed=args.seed, out_dir=Path(args.out), show_progress=interactive,
                  fuzz_examples=args.examples)
    entries, timings, errors = [], {}, []
    print(f"verifying {len(claims)} claim(s), seed {args.seed}", file=sys.stderr)
    for k, c in enumerate(claims, 1):
        if interactive:
            print(f"[{k}/{len(claims)}] {c.id}", file=sys.stderr)
        entry, seconds, internal = run_claim(c, ctx)
        entries.append(entry)
        timings[c.id] = seconds
        if internal:
            errors.append(c.id)
    report = build_report(entries, timings, args.seed)
    path = write_json(report, args.json or Path(args.out) / "report.json")
    print(table(entries))
    print()
    print(summary_line(report))
    print(f"report: {path}")
    changed = [e["id"] for e in entries if e["verdict"] != e["expected"]]
    if changed:
        print(f"REGRESSION GATE: verdict changed for {', '.join(changed)}", file=sys.stderr)
    if errors:
        print(f"INTERNAL ERROR in {', '.join(errors)}", file=sys.stderr)
    return 1 if changed or errors else 0


def _claim_with(claim_id: str, ability: str):
    """The registered claim that offers `ability` ("certify" or "fuzz"), or a clear error."""
    claims = load_all()
    if claim_id not in claims:
        raise InvalidArgument(f"unknown claim {claim_id!r}; see `python -m workbench list`")
    if getattr(claims[claim_id], ability) is None:
        able = ", ".join(c.id for c in claims.values() if getattr(c, ability))
        raise InvalidArgument(f"{claim_id} does not support `{ability}`; claims that do: {able}")
    return claims[claim_id]


def cmd_certify(args) -> int:
    from .lp.pipeline import DEFAULT_BUDGET, run_settings
    claim = _claim_with(args.claim, "certify")
    params = parse_assignments(args.params)
    budget = _seconds(args.budget) if args.budget else DEFAULT_BUDGET
    if budget <= 0:
        raise InvalidArgument(f"--budget: expected a positive duration, got {args.budget!r}")
    start = time.perf_counter()
    terminal = sys.stderr.isatty()

    def progress(phase: str, detail: str) -> None:
        if terminal:
            line = f"certify: {phase}, {time.perf_counter() - start:.0f}s, {detail}"
            print(f"\r{line[:110]:110s}", end="", file=sys.stderr, flush=True)
    try:
        with run_settings(budget, progress):
            result = claim.certify(params)
    except SolverFailure as exc:
        raise SolverFailure(f"{exc} [{time.perf_counter() - start:.1f}s of a {budget:.0f}s budget]") from None
    finally:
        if terminal:
            print(f"\r{'':110s}\r", end="", file=sys.stderr, flush=True)
    path = certificates.write(result.certificate, args.output)
    print(f"{args.claim} {' '.join(args.params)}: optimum {result.certificate['objective_value']} "
          f"(~{float(result.value):.12g}), certified in {time.perf_counter() - start:.2f}s -> {path}")
    if args.vipr:
        Path(args.vipr).write_text(certificates.to_vipr(result.certificate))
        print(f"VIPR 1.0 certificate -> {args.vipr}")
    return 0


def _seconds(text: str) -> float:
    """'90', '90s', '10m', '1h' -> seconds."""
    scale = {"s": 1, "m": 60, "h": 3600}.get(text[-1:], None)
    try:
        return float(text[:-1]) * scale if scale else float(text)
    except ValueError:
        raise InvalidArgument(f"--budget: expected a duration like 90s, 10m or 1h, got {text!r}") from None


def cmd_campaign(args) -> int:
    from .campaign import campaign
    budget = _seconds(args.budget or "60s")
    ids = None if args.all else [args.claim]
    if args.db:
        from .fuzz import use_database
        use_database(args.db)
    where = f"Dask scheduler {args.scheduler}" if args.scheduler else f"{args.workers or os.cpu_count()} local workers"
    print(f"fuzz campaign: {budget:.0f} s on {where}, {args.examples} examples per task, seeds from {args.seed}",
          file=sys.stderr)

    def progress(tasks, seconds):
        if sys.stderr.isatty():
            print(f"\r  {tasks} tasks, {seconds:.0f} s", end="", file=sys.stderr, flush=True)
    result = campaign(ids, budget, args.workers, args.scheduler, args.examples, args.seed, args.out, args.db, progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    for claim_id, t in result["claims"].items():
        rate = t["examples"] / t["seconds"] if t["seconds"] else 0.0
        print(f"{claim_id:32s} {t['tasks']:4d} tasks {t['examples']:7d} examples {rate:8.0f}/s  "
              f"{t['counterexamples']} counterexample(s)")
    for path in result["counterexample files"]:
        print(f"counterexample: {path} (replay: python -m workbench fuzz --replay {path})")
    return 1 if result["counterexample files"] else 0


def cmd_fuzz(args) -> int:
    if args.replay:
        from .campaign import replay
        same, found = replay(args.replay)
        print(f"{args.replay}: {'reproduced' if same else 'not reproduced'}; counterexample now: {json.dumps(found)}")
        return 0 if same else 1
    if args.all or args.budget:
        return cmd_campaign(args)
    if not args.claim:
        raise InvalidArgument("fuzz: name a claim, or use --all (see `python -m workbench list`)")
    claim = _claim_with(args.claim, "fuzz")
    print(f"fuzzing {args.claim}: {args.examples} examples, seed {args.seed}", file=sys.stderr)

    def progress(n):
        if n % 10 == 0 or n == args.examples:
            print(f"\r  {n}/{args.examples} examples", end="", file=sys.stderr, flush=True)
    route, counterexample = claim.fuzz(args.examples, args.seed, progress=progress if sys.stderr.isatty() else None)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(route.detail)
    if counterexample:
        print(json.dumps({"claim": args.claim, "seed": args.seed, "counterexample": counterexample}))
        return 1
    return 0


def cmd_audit(args) -> int:
    from . import audit
    Q, note = audit.read_mechanism(args.mechanism)
    prior = audit.read_prior(args.prior, len(Q)) if args.prior else None
    c = rational(args.c, "c") if args.c is not None else None
    report = audit.audit(Q, prior, c, args.adjacency, Path(args.out))
    if note:
        report = {"note": note, **report}
    print(audit.text(report))
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
        print(f"report: {args.json}")
    return 0


def cmd_report(args) -> int:
    from . import pages
    if not Path(args.json).exists():
        raise InvalidArgument(f"{args.json} does not exist: run `make verify` (or `python -m workbench verify`) first")
    for path in pages.write(args.json, args.out):
        print(f"written {path}")
    return 0


def cmd_mutants(args) -> int:
    from . import mutants
    rows = {}
    print(f"{'family':15s} {'mutants':>8s} {'killed':>8s} {'equivalent':>11s} {'survived':>9s}  score")
    for family, cert in mutants.sample_certificates().items():
        s = mutants.score(cert)
        rows[family] = s
        judged = s["mutants"] - s["equivalent"]
        print(f"{family:15s} {s['mutants']:8d} {s['killed']:8d} {s['equivalent']:11d} {len(s['survived']):9d}  "
              f"{100 * s['killed'] / judged:5.1f}%")
    from . import kernel_mutants
    code = kernel_mutants.run()
    print(f"kernel code mutants: {code['mutants']} mutants of workbench/kernel/*.py against a corpus of "
          f"{code['corpus']} answers: {code['killed']} killed, {len(code['equivalent'])} equivalent (justified in "
          f"workbench/kernel_mutants.py), {len(code['survived'])} survived")
    for desc in code["survived"]:
        print(f"  survived: {desc}")
    from . import claim_mutants
    claims = claim_mutants.run()
    for name, s in claims.items():
        print(f"claim mutants {name:26s} {s['mutants']:3d} mutants, {s['killed']:3d} killed, "
              f"{len(s['equivalent'])} equivalent, {len(s['survived'])} survived {s['survived'] or ''}")
    print(f"claim mutants: {len(claims)} closed forms, {sum(s['mutants'] for s in claims.values())} mutants, "
          f"{sum(s['killed'] for s in claims.values())} killed, "
          f"{sum(len(s['survived']) for s in claims.values())} survived")
    if args.json:
        Path(args.json).write_text(json.dumps({"certificates": rows, "kernel code": code, "claims": claims},
                                              indent=1) + "\n")
        print(f"report: {args.json}")
    holes = [f for f in rows if rows[f]["survived"]] + code["survived"] + \
        [d for s in claims.values() for d in s["survived"]]
    return 1 if holes else 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m workbench",
                                description="Decide the claims of four privacy-mechanism papers by computation.")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="every claim ID, paper, locus, implemented or pending").set_defaults(run=cmd_list)
    v = sub.add_parser("verify", help="decide claims (all, or IDs / prefixes such as `counting`)")
    v.add_argument("ids", nargs="*")
    v.add_argument("--json", help="report path (default BUILD/report.json)")
    v.add_argument("--seed", type=int, default=0)
    v.add_argument("--examples", type=int, default=30, help="fuzz examples per fuzz route")
    v.add_argument("--out", default="build", help="build folder for report and certificates")
    v.set_defaults(run=cmd_verify)
    c = sub.add_parser("certify", help="write an exact certificate, e.g. counting.optimum M=8 E=3/2 delta=1/10")
    c.add_argument("claim")
    c.add_argument("params", nargs="*", help="NAME=VALUE, values as integers or p/q")
    c.add_argument("-o", "--output", required=True)
    c.add_argument("--vipr", help="also write the certificate in VIPR 1.0 text format")
    c.add_argument("--budget", help="overall time limit, e.g. 90s, 10m (default 8m); exit 3 when it runs out")
    c.set_defaults(run=cmd_certify)
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
    a.add_argument("mechanism")
    a.add_argument("--prior", help="CSV/JSON prior over the inputs (for I(X;Y))")
    a.add_argument("--c", help="PML parameter c in (0, 1/|X|], e.g. 1/20")
    a.add_argument("--adjacency", choices=("local", "counting"), default="local")
    a.add_argument("--json", help="also write the report as JSON")
    a.add_argument("--out", default="build/audit", help="folder for the certificates of the optima")
    a.set_defaults(run=cmd_audit)
    r = sub.add_parser("report", help="build/REPORT.md and a self-contained build/report.html from the last verify")
    r.add_argument("--json", default="build/report.json")
    r.add_argument("--out", default="build")
    r.set_defaults(run=cmd_report)
    m = sub.add_parser("mutants", help="certificate mutants: every single change fed to the trusted kernel")
    m.add_argument("--json", help="also write the scores and the surviving mutants as JSON")
    m.set_defaults(run=cmd_mutants)
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:          # `... | head`: the reader left; not an error of ours
        sys.stderr.close()
        return 0
    except InvalidArgument as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except SolverFailure as exc:
        print(f"inconclusive: the solver side could not produce a certificate: {exc}", file=sys.stderr)
        return 3
