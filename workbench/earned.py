"""Evidence strength is earned, never declared: the engine caps each route's level by what the trusted checkers
accept when the engine itself runs them on the files the route rests on.

- `proved` only for a route named "proof" whose proof artefacts (the route's `artefacts`, else the polynomial proofs
  among the claim's evidence files) all replay under workbench.kernel.polyproof, read from disk, and are about this
  claim; a "proof" route that says pass on an artefact that does not replay fails. Such a route is `complete`
  (it decides the claim alone) only when its goals state the claim's formal statement (workbench.formal.unmet).
- `certified` only for a route named "lp" when the claim lists LP certificates and the kernel accepts every one of
  them with its LP rebuilt from its family and parameters, each about this claim.
- everything else: at most the level of the route's name (`ROUTE_STRENGTH`: exact-sampled, or numeric).

A route's declared `strength` can only lower this, and `complete` is computed, never read: no API lets a claim raise its own level, for the
built-in papers and a user's alike (docs/evidence-strength.md).
"""
from __future__ import annotations

from pathlib import Path

from .claims import ROUTE_STRENGTH, STRENGTHS, Evidence, RouteResult
from .formal import unmet
from .kernel import Invalid, Malformed, check_certificate, polyproof   # the trusted checkers, run here
from .kernel.families import FAMILIES
from .kernel.parse import load_json

CERTIFICATE = "workbench-lp-certificate/1"


def _read(out_dir: Path, relative: str):
    try:
        return load_json((Path(out_dir) / relative).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None


def _proof_problem(claim_id: str, files: list[tuple[str, object]]) -> str | None:
    proofs = [(path, data) for path, data in files if isinstance(data, dict) and data.get("format") == polyproof.FORMAT]
    if not proofs:
        return "no proof artefact listed"
    for path, data in proofs:
        if data.get("claim") != claim_id:
            return f"{path} is about {str(data.get('claim'))[:60]!r}, not {claim_id}"
        try:
            reason = polyproof.check(data)
        except Exception as error:            # malformed: never evidence
            reason = f"malformed: {type(error).__name__}: {error}"
        if reason:
            return f"the engine's replay of {path}: {reason}"
    return None


def _certificate_problem(claim_id: str, files: list[tuple[str, object]]) -> str | None:
    certificates = [(path, data) for path, data in files if isinstance(data, dict) and data.get("format") == CERTIFICATE]
    if not certificates:
        return "no LP certificate listed"
    for path, data in certificates:
        if data.get("claim") != claim_id or data.get("family") not in FAMILIES:
            return f"{path}: not a certificate of {claim_id} with a family the kernel rebuilds"
        try:
            check_certificate(data)
        except (Invalid, Malformed) as error:
            return f"the kernel refuses {path}: {error}"
        except Exception as error:             # a kernel that cannot process it has not accepted it
            return f"the kernel could not process {path}: {type(error).__name__}"
    return None


def _proofs(files) -> list[dict]:
    return [data for _, data in files if isinstance(data, dict) and data.get("format") == polyproof.FORMAT]


def settle(claim_id: str, evidence: Evidence, out_dir, statement=None) -> None:
    """Cap every route of `evidence` (printed, correction and statement routes) at the level it earned, and say
    whether it is complete (its replayed goals state `statement`, the claim's formal statement), in place."""
    if not isinstance(evidence, Evidence):
        return
    cache: dict[str, object] = {}

    def files(result: RouteResult) -> list[tuple[str, object]]:
        paths = list(result.artefacts) or list(evidence.certificates)
        return [(p, cache[p] if p in cache else cache.setdefault(p, _read(out_dir, p))) for p in paths]
    groups = [evidence.routes, evidence.correction_routes, (evidence.statement_evidence or {}).get("routes") or {}]
    for routes in groups:
        for name, result in routes.items():
            ceiling = ROUTE_STRENGTH.get(name, "numeric")
            declared = result.strength or ceiling
            level = max(declared, ceiling, key=STRENGTHS.index)        # the weaker: a declaration only lowers
            problem = (_proof_problem(claim_id, files(result)) if level == "proved" else
                       _certificate_problem(claim_id, files(result)) if level == "certified" else None)
            if problem and "replay" in problem and result.status == "pass":
                result.status, result.detail = "fail", f"{result.detail} -- refused: {problem}"
            if problem:
                level = "exact-sampled"
            result.strength, result.complete = level, False
            if level == "proved":
                gap = unmet(statement, claim_id, _proofs(files(result)))
                result.complete = gap is None
                if gap and isinstance(result.detail, str):
                    result.detail += f" -- not the whole claim: {gap}"
