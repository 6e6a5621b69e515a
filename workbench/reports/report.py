"""Reports for people: build/report.json (its claims deterministic for a seed) and a terminal table.

Besides the claims, report.json records whether every registered claim ran (`complete`) and where it
comes from (`provenance`: version, commit, date, machine, Python and key dependency versions, and a
digest of the sources, so `make report` can tell a current report from a stale one).
"""
from __future__ import annotations

import hashlib
import json
import os
import platform
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

from ..claims import STRENGTHS, VERDICTS, load_all
from .provenance import collect

ROOT = Path(__file__).resolve().parents[2]


def build_report(entries: list[dict], timings: dict, seed: int) -> dict:
    summary = {v: sum(1 for e in entries if e["verdict"] == v) for v in VERDICTS}
    from .coverage import for_report
    summary["strength"] = {s: sum(1 for e in entries if e.get("strength") == s) for s in STRENGTHS}
    universal = [e for e in entries if e.get("universal")]
    summary["universal"] = {"claims": len(universal), "proved": sum(1 for e in universal if proved_true(e))}
    return {"seed": seed, "claims": entries, "summary": summary,
            "timings": {k: round(v, 3) for k, v in timings.items()},
            "complete": set(load_all()) <= {e["id"] for e in entries}, "provenance": provenance(),
            "coverage": for_report(entries)}


def proved_true(entry: dict) -> bool:
    """Proved for every parameter that it holds (as printed or as corrected): what "proved for every parameter:
    X of Y" counts. A `fails` is proved too (its counterexample), but it is not a proof of the claim."""
    return entry["verdict"] in ("holds", "holds-with-correction") and entry.get("strength") == "proved"


def source_digest() -> str:
    """sha256 over the code that decides verdicts (workbench/, proofs/, pyproject.toml): equal digests,
    same verdicts for the same seed."""
    digest = hashlib.sha256()
    files = sorted(p for folder in ("workbench", "proofs") for p in (ROOT / folder).rglob("*.py"))
    for path in files + [ROOT / "pyproject.toml"]:
        if path.exists():
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def claims_files() -> dict:
    """{path: sha256} of every `--claims` plugin loaded (a module by the file it was imported from): the
    user's claims are part of what made the report, and not under source_digest."""
    from ..claims import is_file_spec, plugin_specs
    files = {}
    for spec in plugin_specs():
        path = Path(spec).resolve() if is_file_spec(spec) else Path(getattr(sys.modules.get(spec), "__file__", "") or "")
        if path.is_file():
            files[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
    return files


def _git(*args) -> str:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def provenance() -> dict:
    """Where and from what a report was made (not part of the deterministic claims): the package versions
    and lock of workbench/reports/provenance.py, plus commit, source digest, date and machine."""
    commit = _git("rev-parse", "HEAD") or "unknown (not a git checkout)"
    modified = bool(_git("status", "--porcelain", "--untracked-files=no"))
    return {**collect(), "commit": commit,
            "tree_note": " + uncommitted changes" if modified else "",
            "source_digest": source_digest(), "claims files": claims_files(),
            "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "machine": f"{platform.node()} ({platform.system()} {platform.release()}, {platform.machine()}, "
                       f"{os.cpu_count()} cores)"}


def is_complete(report: dict) -> bool:
    """Every registered claim is in it (recorded by verify; counted for a report.json from before that)."""
    if "complete" in report:
        return bool(report["complete"])
    return set(load_all()) <= {e["id"] for e in report.get("claims", [])}


def stale_reason(report: dict, seed: int) -> str | None:
    """Why `report` must re-run verify (None: report.json is complete and current for this seed)."""
    if not is_complete(report):
        return f"it holds {len(report.get('claims', []))} of {len(load_all())} claims"
    if report.get("seed") != seed:
        return f"it was made with seed {report.get('seed')}, not {seed}"
    if (report.get("provenance") or {}).get("source_digest") != source_digest():
        return "the sources changed since it was made"
    if (report.get("provenance") or {}).get("claims files", {}) != claims_files():
        return "it was made with other --claims files (or other versions of them)"
    return None


def write_json(report: dict, path) -> Path:
    from ..atomic import write_json as atomic_json
    return atomic_json(path, report)


def table(entries: list[dict]) -> str:
    """One line per claim, paper order, then the summary and every regression."""
    from .pages import short_title
    width = max((len(e["id"]) for e in entries), default=10)
    lines, paper = [f"{'claim'.ljust(width)}  {'verdict'.ljust(21)}  {'strength'.ljust(13)}  routes / reason"], None
    for e in entries:
        if e["id"].split(".")[0] != paper:
            paper = e["id"].split(".")[0]
            lines.append(f"-- {short_title(paper)}")
        routes = " ".join(f"{name}:{r['status']}" for name, r in e["routes"].items())
        level = (e.get("strength") or "-") + ("" if e.get("universal") else "*")
        note = routes if e["routes"] else e["reason"]
        if e["verdict"] in ("inconclusive",) and e["routes"]:
            note += f"  ({e['reason']})"
        flag = "" if e["verdict"] == e["expected"] else f"  << CHANGED (recorded: {e['expected']})"
        lines.append(f"{e['id'].ljust(width)}  {e['verdict'].ljust(21)}  {level.ljust(13)}  {note}{flag}")
        if e.get("printed_statement") is not None and e["verdict"] in ("fails", "holds-with-correction"):
            shows = (e.get("statement_evidence") or {}).get("shows", "")
            grade = f", {e['severity']}" if e.get("severity") else ""
            lines.append(f"{''.ljust(width)}  printed statement: {str(e['printed_statement']).lower()}{grade}  ({shows})")
        if e.get("statement_error"):
            lines.append(f"{''.ljust(width)}  STATEMENT VERDICT MISSING: {e['statement_error']}")
        if e["counterexample"] and e["verdict"] != "holds":
            lines.append(f"{''.ljust(width)}  counterexample: {json.dumps(e['counterexample'])}")
        if e["correction"]:
            lines.append(f"{''.ljust(width)}  correction: {e['correction']}")
            checks = " ".join(f"{n}:{r['status']}" for n, r in (e["correction_routes"] or {}).items())
            lines.append(f"{''.ljust(width)}  correction checked by: {checks}")
    lines.append("(* = not a universal claim: its parameters are finitely many instances)")
    return "\n".join(lines)


def summary_line(report: dict) -> str:
    s, seconds = report["summary"], sum((report.get("timings") or {}).values())
    line = ", ".join(f"{s[v]} {v}" for v in VERDICTS) + \
        f"  ({len(report['claims'])} claims, seed {report['seed']}, {seconds:.0f} s of checks)"
    if "strength" in s:
        line += "\nstrength: " + ", ".join(f"{s['strength'][level]} {level}" for level in STRENGTHS)
        line += f"\nproved for every parameter: {s['universal']['proved']} of {s['universal']['claims']} universal claims"
    return line
