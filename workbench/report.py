"""Reports for people: build/report.json (deterministic for a seed) and a terminal table."""
from __future__ import annotations

import json
from pathlib import Path

from .claims import STRENGTHS, VERDICTS


def build_report(entries: list[dict], timings: dict, seed: int) -> dict:
    summary = {v: sum(1 for e in entries if e["verdict"] == v) for v in VERDICTS}
    summary["strength"] = {s: sum(1 for e in entries if e.get("strength") == s) for s in STRENGTHS}
    universal = [e for e in entries if e.get("universal")]
    summary["universal"] = {"claims": len(universal),
                            "proved": sum(1 for e in universal if e.get("strength") == "proved")}
    return {"seed": seed, "claims": entries, "summary": summary,
            "timings": {k: round(v, 3) for k, v in timings.items()}}


def write_json(report: dict, path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=1) + "\n")
    return path


def table(entries: list[dict]) -> str:
    """One line per claim, paper order, then the summary and every regression."""
    width = max((len(e["id"]) for e in entries), default=10)
    lines = [f"{'claim'.ljust(width)}  {'verdict'.ljust(21)}  {'strength'.ljust(13)}  routes / reason"]
    for e in entries:
        routes = " ".join(f"{name}:{r['status']}" for name, r in e["routes"].items())
        level = (e.get("strength") or "-") + ("" if e.get("universal") else "*")
        note = routes if e["routes"] else e["reason"]
        if e["verdict"] in ("inconclusive",) and e["routes"]:
            note += f"  ({e['reason']})"
        flag = "" if e["verdict"] == e["expected"] else f"  << CHANGED (recorded: {e['expected']})"
        lines.append(f"{e['id'].ljust(width)}  {e['verdict'].ljust(21)}  {level.ljust(13)}  {note}{flag}")
        if e["counterexample"] and e["verdict"] != "holds":
            lines.append(f"{''.ljust(width)}  counterexample: {json.dumps(e['counterexample'])}")
        if e["correction"]:
            lines.append(f"{''.ljust(width)}  correction: {e['correction']}")
            checks = " ".join(f"{n}:{r['status']}" for n, r in (e["correction_routes"] or {}).items())
            lines.append(f"{''.ljust(width)}  correction checked by: {checks}")
    lines.append("(* = not a universal claim: its parameters are finitely many instances)")
    return "\n".join(lines)


def summary_line(report: dict) -> str:
    s = report["summary"]
    line = ", ".join(f"{s[v]} {v}" for v in VERDICTS) + f"  ({len(report['claims'])} claims, seed {report['seed']})"
    if "strength" in s:
        line += "\nstrength: " + ", ".join(f"{s['strength'][level]} {level}" for level in STRENGTHS)
        line += f"\nproved for every parameter: {s['universal']['proved']} of {s['universal']['claims']} universal claims"
    return line
