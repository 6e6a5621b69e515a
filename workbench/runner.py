"""Run claims: one Context (seed, output folder, progress), one report entry per claim."""
from __future__ import annotations

import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from . import certificates
from .claims import Claim, Evidence, RouteResult, decide, route_strength, statement_error, verdict_strength


@dataclass
class Context:
    """What every check receives: the seed, where evidence goes, how to show progress."""
    seed: int = 0
    out_dir: Path = Path("build")
    show_progress: bool = False
    fuzz_examples: int = 30
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


def run_claim(claim: Claim, ctx: Context) -> tuple[dict, float, bool]:
    """Decide one claim. Returns (report entry, seconds, internal_error)."""
    ctx._current = claim.id
    start = time.perf_counter()
    internal_error = False
    if claim.check is None:
        evidence = Evidence(pending=claim.pending_reason)
    else:
        try:
            evidence = claim.check(ctx)
        except Exception as exc:  # reported, counted, and makes `verify` exit non-zero
            internal_error = True
            tail = traceback.format_exc(limit=3).strip().splitlines()[-1]
            evidence = Evidence(routes={"internal": RouteResult("fail", f"{type(exc).__name__}: {exc}")},
                                pending=f"internal error: {tail}")
    verdict, reason = decide(evidence)
    if internal_error:
        verdict = "inconclusive"
    entry = {
        "id": claim.id,
        "paper": claim.paper,
        "paper_title": claim.paper_title,
        "locus": claim.locus,
        "statement": claim.statement,
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
        "statement_evidence": _statement_json(evidence.statement_evidence),
    }
    problem = None if internal_error else statement_error(evidence, verdict)
    if problem:                  # reported, and `verify` exits non-zero like an internal error
        entry["statement_error"], internal_error = problem, True
    if ctx.show_progress:
        sys.stderr.write("\r" + " " * 110 + "\r")
    return entry, time.perf_counter() - start, internal_error
