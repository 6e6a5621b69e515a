"""Run claims: one Context (seed, output folder, progress), one report entry per claim.

`run_claims` decides many claims on several cores: each claim runs in its own forked process (so no claim
can see another's state, and the report is the same as a serial run's), longest first when earlier
timings are known, and the entries come back in the order asked for.
"""
from __future__ import annotations

import gc
import importlib
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from . import certificates
from .earned import settle
from .formal import shown
from .claims import (Claim, Evidence, RouteResult, decide, inconsistency, raised_at, route_strength, statement_error,
                     statement_severity, verdict_strength)


@dataclass
class Context:
    """What every check receives: the seed, where evidence goes, how to show progress."""
    seed: int = 0
    out_dir: Path = Path("build")
    show_progress: bool = False
    fuzz_examples: int = 30
    claim_timeout: float | None = None      # wall-clock seconds per claim (None: no limit)
    _current: str = field(default="", repr=False)

    def progress(self, message: str) -> None:
        """Show what a long check is doing (stderr, one rewritten line, only on a terminal)."""
        if self.show_progress:
            sys.stderr.write(f"\r  {self._current}: {message}"[:110].ljust(110))
            sys.stderr.flush()

    def save_certificate(self, cert: dict, name: str) -> str:
        """Write under build/certificates/<claim>/ and return the path relative to out_dir."""
        relative = Path("certificates") / cert["claim"] / f"{name}.json"
        certificates.write(cert, self.out_dir / relative)
        return relative.as_posix()


def _routes_json(routes: dict) -> dict:
    return {name: {"status": r.status, "strength": route_strength(name, r), "complete": r.complete,
                   "detail": r.detail} for name, r in routes.items()}


def _statement_json(evidence: dict) -> dict | None:
    if not evidence:
        return None
    return {**evidence, "routes": _routes_json(evidence.get("routes") or {})}


def _internal_error(what: str) -> Evidence:
    """An exception is never evidence: the claim is inconclusive, with what raised where."""
    return Evidence(routes={"internal": RouteResult("fail", what)}, pending=f"internal error: {what}")


class _NotEvidence(Exception):
    """A check that returned something else than an Evidence (None, a RouteResult, ...)."""


def _defined_at(function) -> str:
    """`file:line` of a check function (its first line), for a check that broke without a traceback."""
    code = getattr(getattr(function, "__wrapped__", function), "__code__", None)
    return f"{code.co_filename}:{code.co_firstlineno}" if code else repr(function)


def run_claim(claim: Claim, ctx: Context) -> tuple[dict, float, bool]:
    """Decide one claim. Returns (report entry, seconds, internal_error): the check raised (a route, or a
    fuzz property at one point), its evidence contradicts itself, or it lacks its statement-level verdict."""
    ctx._current = claim.id
    start = time.perf_counter()
    internal_error = False
    if claim.check is None:
        evidence = Evidence(pending=claim.pending_reason)
    else:
        try:
            evidence = claim.check(ctx)
            if not isinstance(evidence, Evidence):
                raise _NotEvidence(f"the check returned {type(evidence).__name__}, not an Evidence "
                                   f"({_defined_at(claim.check)})")
            settle(claim.id, evidence, ctx.out_dir, claim.formal)     # each route's strength, as the trusted checkers earn it
        except _NotEvidence as exc:
            internal_error = True
            evidence = _internal_error(str(exc))
        except (Exception, SystemExit) as exc:  # reported, counted, and makes `verify` exit non-zero; a claim's
            internal_error = True               # sys.exit() ends neither the run nor its report (Ctrl-C does)
            evidence = _internal_error(raised_at(exc))
    entry = _entry(claim, evidence, internal_error)
    # reported; `verify` exits non-zero
    internal_error = internal_error or "statement_error" in entry or inconsistency(evidence) is not None
    if ctx.show_progress:
        sys.stderr.write("\r" + " " * 110 + "\r")
    return entry, time.perf_counter() - start, internal_error


def _entry(claim: Claim, evidence: Evidence, internal_error: bool) -> dict:
    verdict, reason = decide(evidence)
    if internal_error:
        verdict = "inconclusive"
    entry = {
        "id": claim.id,
        "paper": claim.paper,
        "paper_title": claim.paper_title,
        "locus": claim.locus,
        "statement": claim.statement,
        "formal": shown(claim.formal, claim.id),
        "verdict": verdict,
        "strength": None if internal_error else verdict_strength(verdict, evidence),
        "universal": claim.universal,
        "reason": reason,
        "expected": claim.expected,
        "routes": _routes_json(evidence.routes),
        "counterexample": evidence.counterexample,
        "correction": evidence.correction,
        "correction_routes": _routes_json(evidence.correction_routes) if evidence.correction_routes else None,
        "certificates": sorted(evidence.certificates),
        "printed_statement": evidence.printed_statement,
        "severity": None if internal_error else statement_severity(evidence, verdict),
        "statement_evidence": _statement_json(evidence.statement_evidence),
    }
    problem = None if internal_error else statement_error(evidence, verdict)
    if problem:
        entry["statement_error"] = problem
    return entry


@dataclass
class Outcome:
    """One decided claim: its report entry, wall and CPU seconds, and whether the check itself broke."""
    entry: dict
    seconds: float
    cpu_seconds: float
    internal_error: bool


# Imported once in the parent before forking, so that each claim's process does not pay for them again.
# Only a speed hint: a library missing here is imported by the claim that needs it.
# sympy.simplify imports sympy.physics.units and sympy.combinatorics on its first call (~0.15 s CPU in each of
# about 50 claims); the others are what most claims' processes imported on their own.
PRELOAD = ("sympy", "hypothesis", "hypothesis.strategies", "numpy", "mpmath", "pulp", "scipy.optimize", "cdd",
           "cdd.gmp", "z3", "workbench.symbolic", "highspy", "PIL.Image", "sympy.physics.units", "sympy.combinatorics",
           "sympy.tensor.tensor", "sympy.sets.setexpr", "sympy.assumptions.wrapper",
           "hypothesis.internal.conjecture.optimiser", "hypothesis.strategies._internal.flatmapped")


def _preload() -> None:
    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except ImportError:
            pass
    try:                       # what workbench.reports.figures draws with (a Figure on an Agg canvas, the font
        import matplotlib      # manager): ~1 s in each figure claim otherwise
        matplotlib.use("Agg")
        for name in ("matplotlib.figure", "matplotlib.backends.backend_agg", "matplotlib.font_manager"):
            importlib.import_module(name)
    except ImportError:
        pass
    # What the parent holds now is shared by every child: frozen, a child's collections never walk (nor, by
    # touching them, copy) those objects; it halves the children's time in the collector.
    gc.collect()
    gc.freeze()


def _cpu_seconds() -> float:
    """User + system time of this process and of the solver processes it waited for (CBC runs as one)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


class ClaimTimeout(BaseException):
    """A claim ran past its wall-clock limit (verify --claim-timeout); a BaseException, so that neither a claim's own
    `except Exception` nor run_claim's swallows it."""


def _timed_out(claim: Claim, seconds: float) -> Outcome:
    what = f"timed out: {claim.id} ran past its {seconds:g} s limit (verify --claim-timeout)"
    return Outcome(_entry(claim, _internal_error(what), True), seconds, 0.0, True)


def _decide(claim: Claim, ctx: Context) -> Outcome:
    """Run one claim here; with a limit, SIGALRM interrupts it (main thread of a POSIX process only)."""
    import signal
    import threading
    limit = ctx.claim_timeout
    alarm = bool(limit) and hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if alarm:
        def expire(signum, frame):
            raise ClaimTimeout(f"{claim.id} ran past its {limit:g} s limit")
        previous = signal.signal(signal.SIGALRM, expire)
        signal.setitimer(signal.ITIMER_REAL, limit)
    cpu = _cpu_seconds()
    try:
        entry, seconds, internal = run_claim(claim, ctx)
    except ClaimTimeout:
        return _timed_out(claim, limit)
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    return Outcome(entry, seconds, _cpu_seconds() - cpu, internal)


def _report_hard_exits(claim: Claim, send) -> None:
    """In the claim's process: a claim that calls os._exit (which no except clause sees) first sends an
    internal error naming the file and line of the call, then exits. Its own forked children exit as asked.
    Returns the real os._exit, which the child puts back once the claim is decided (multiprocessing calls it)."""
    real_exit, me = os._exit, os.getpid()

    def reporting_exit(code):
        if os.getpid() == me:
            caller = sys._getframe(1)
            what = f"os._exit({code!r}) called ({caller.f_code.co_filename}:{caller.f_lineno})"
            send.send(Outcome(_entry(claim, _internal_error(what), True), 0.0, 0.0, True))
            send.close()
        real_exit(code)
    os._exit = reporting_exit
    return real_exit


def _child(claim: Claim, ctx: Context, send, parent: int) -> None:
    """In a forked process: decide one claim and send the Outcome back. Ctrl-C, sent to the whole process
    group, is the parent's to handle (it kills its children and writes nothing); the child dies with its parent."""
    from .pools import worker_setup
    worker_setup(parent)
    real_exit = _report_hard_exits(claim, send)
    try:
        outcome = _decide(claim, ctx)
    except BaseException as exc:          # run_claim already catches the check's own exceptions
        outcome = Outcome(_entry(claim, _internal_error(f"{raised_at(exc)}, in the worker"), True), 0.0, 0.0, True)
    finally:
        os._exit = real_exit
    send.send(outcome)
    send.close()


def _crashed(claim: Claim, exitcode) -> Outcome:
    what = f"the process deciding {claim.id} died (exit code {exitcode}) before reporting"
    return Outcome(_entry(claim, _internal_error(what), True), 0.0, 0.0, True)


def default_jobs() -> int:
    """All the cores this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def run_claims(claims: list[Claim], ctx: Context, jobs: int = 1, expected_seconds: dict | None = None,
               on_done: Callable[[int, Outcome], None] | None = None, in_process: bool = False) -> list[Outcome]:
    """Decide `claims`, at most `jobs` at a time; the Outcomes come back in the order of `claims`.

    Every claim runs in a fresh forked child of this process (one at a time with jobs=1), so the result of a
    claim cannot depend on which claims ran before it, and a claim that kills its process (os._exit, a
    crash) is reported, not the end of the run. `in_process` (or a platform without fork) runs them here, one
    after another: for a debugger; a claim that calls os._exit then ends the run. Claims with
    the largest `expected_seconds` (e.g. the last report's timings) start first, which shortens the wall
    time; the order of the results does not depend on it. `on_done(k, outcome)` is called as each finishes.
    """
    import multiprocessing.connection        # here, not at the top: it pulls in socket and tempfile
    done = on_done or (lambda k, outcome: None)
    if in_process or "fork" not in multiprocessing.get_all_start_methods():
        outcomes = []
        for k, claim in enumerate(claims):
            outcomes.append(_decide(claim, ctx))
            done(k, outcomes[-1])
        return outcomes
    if len(claims) > 1:                      # one claim imports only what it needs
        _preload()
    expected = expected_seconds or {}
    waiting = sorted(range(len(claims)), key=lambda k: -expected.get(claims[k].id, 0.0))   # stable: ties in order
    fork = multiprocessing.get_context("fork")
    running, outcomes = {}, [None] * len(claims)
    try:
        while waiting or running:
            while waiting and len(running) < jobs:
                k = waiting.pop(0)
                receive, send = fork.Pipe(duplex=False)
                sys.stdout.flush()
                sys.stderr.flush()
                # not daemonic: a daemonic process (a Dask worker under its nanny) may not have children;
                # the children die with this process (pools.worker_setup) and are killed below on any exit
                process = fork.Process(target=_child, args=(claims[k], ctx, send, os.getpid()), daemon=False)
                process.start()
                send.close()
                running[receive] = (k, process, time.monotonic())
            limit = ctx.claim_timeout
            wait = None if not limit else max(0.0, min(t for _, _, t in running.values()) + limit - time.monotonic())
            ready = multiprocessing.connection.wait(list(running), timeout=wait)
            for receive in [r for r, (_, _, t) in running.items() if limit and r not in ready
                            and time.monotonic() - t >= limit]:       # past its limit: killed, reported
                k, process, _ = running.pop(receive)
                process.kill()
                process.join()
                receive.close()
                outcomes[k] = _timed_out(claims[k], limit)
                done(k, outcomes[k])
            for receive in ready:
                k, process, _ = running.pop(receive)
                try:
                    outcome = receive.recv()
                except (EOFError, ConnectionResetError):
                    process.join()
                    outcome = _crashed(claims[k], process.exitcode)
                receive.close()
                process.join()
                outcomes[k] = outcome
                done(k, outcome)
    finally:
        for _, process, _ in running.values():
            process.kill()
        gc.unfreeze()
    return outcomes


def decide_on_worker(claim_id: str, ctx: Context, plugins=()) -> Outcome:
    """A Dask task: one claim, decided as `run_claims` decides it (in a forked child of the worker, with its
    time limit), after loading the `--claims` plugins the worker needs to know the claim."""
    import multiprocessing
    from .claims import find_claim, load_plugins
    # A worker under a nanny is a daemonic process, which multiprocessing forbids to have children; ours die
    # with the worker (pools.worker_setup) and are killed on any exit of run_claims, which is all it guards.
    multiprocessing.current_process()._config["daemon"] = False
    load_plugins(list(plugins))
    claim = find_claim(claim_id)
    if claim is None:                              # the parent makes it this claim's internal error
        raise LookupError(f"the Dask worker has no claim {claim_id} (are its --claims files readable there?)")
    return run_claims([claim], ctx)[0]


def run_on_cluster(claims: list[Claim], ctx: Context, scheduler: str, plugins=(),
                   on_done: Callable[[int, Outcome], None] | None = None,
                   notify: Callable[[str], None] | None = None) -> list[Outcome]:
    """`run_claims` with every claim a task on the Dask cluster at `scheduler`: the same entries (each is
    decided in a fresh forked process either way), in the order of `claims`. Workers must see `ctx.out_dir`
    (the same machine, or a shared file system): certificates and proof artefacts are written there. A claim
    whose worker keeps dying (KilledWorker), or left with no worker for pools.NO_WORKER_SECONDS, is an
    internal error, never a missing entry."""
    from . import pools
    from .claims import is_file_spec
    done, notify = on_done or (lambda k, outcome: None), notify or (lambda line: None)
    for_workers = [str(Path(s).resolve()) if is_file_spec(s) else s for s in plugins]
    pool = pools.DaskPool(scheduler)
    outcomes: list[Outcome | None] = [None] * len(claims)
    try:
        running = {pool.submit(decide_on_worker, c.id, ctx, for_workers): k for k, c in enumerate(claims)}
        no_worker_since = None
        while running:
            finished, _ = pool.wait(set(running), 1.0)
            for future in finished:
                k = running.pop(future)
                try:
                    outcomes[k] = pool.result(future)
                except Exception as exc:             # KilledWorker: the claim took its worker down, repeatedly
                    what = f"its Dask task failed: {type(exc).__name__}: {str(exc).split('. ')[0][:200]}"
                    outcomes[k] = Outcome(_entry(claims[k], _internal_error(what), True), 0.0, 0.0, True)
                done(k, outcomes[k])
            for line in pool.lost():
                notify(line)
            now = time.monotonic()
            no_worker_since = None if pool.capacity() else (no_worker_since or now)
            if running and no_worker_since is not None and now - no_worker_since > pools.NO_WORKER_SECONDS:
                for future, k in running.items():
                    what = f"no Dask worker for {pools.NO_WORKER_SECONDS:g} s: {claims[k].id} was not decided"
                    outcomes[k] = Outcome(_entry(claims[k], _internal_error(what), True), 0.0, 0.0, True)
                    done(k, outcomes[k])
                notify(f"no Dask worker for {pools.NO_WORKER_SECONDS:g} s: {len(running)} claim(s) left undecided "
                       "(internal errors in the report)")
                running = {}
    finally:
        pool.close()
    return outcomes
