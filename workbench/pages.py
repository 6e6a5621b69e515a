"""`make report`: build/REPORT.md and a self-contained build/report.html from build/report.json.

Errata first (printed statement, counterexample, correction, how it was checked), then a summary
by paper and verdict, then every claim in paper order with its routes' evidence, its certificates
and proof artefacts (linked) and its figures (inline; in the HTML as data URIs, so the file can be
mailed on its own).
"""
from __future__ import annotations

import base64
import html
import json
from pathlib import Path

from .claims import PAPER_INFO, PAPERS, VERDICTS

TITLES = {"pram": "PRAM under differential privacy", "counting": "Optimal consistent counting queries",
          "pml": "Dobrushin coefficients under (eps, c)-PML", "staircase": "Staircase mechanisms for local DP",
          "cross": "Links between the papers"}


def _detail(value) -> str:
    return value if isinstance(value, str) else json.dumps(value, indent=1)


def _files(entry) -> tuple[list[str], list[str]]:
    files = entry.get("certificates") or []
    return [f for f in files if f.endswith(".png")], [f for f in files if not f.endswith(".png")]


def _checks(entry) -> str:
    return "; ".join(f"{name}: {r['status']}" for name, r in (entry["correction_routes"] or {}).items())


def _by_paper(claims) -> dict:
    groups = {paper: [] for paper in PAPERS}
    for c in claims:
        groups.setdefault(c["id"].split(".")[0], []).append(c)
    return {paper: group for paper, group in groups.items() if group}


def _title(paper: str) -> str:
    registered = PAPER_INFO.get(paper, {}).get("title")       # a plugin loaded with --claims
    return TITLES.get(paper) or registered or f"{paper} ({PAPERS.get(paper, 'registered with register_paper')})"


def markdown(report: dict) -> str:
    claims = report["claims"]
    out = ["# Workbench report", "", f"Seed {report['seed']}: " +
           ", ".join(f"{report['summary'][v]} {v}" for v in VERDICTS) + f" ({len(claims)} claims).", "",
           "## Errata", ""]
    for c in claims:
        if c["correction"]:
            out += [f"### `{c['id']}` ({c['locus']})", "", f"- **Printed:** {c['statement']}",
                    f"- **Counterexample:** `{json.dumps(c['counterexample'])}`", f"- **Corrected:** {c['correction']}",
                    "- **Checked by:** " + "; ".join(f"{n} ({r['status']}): {_detail(r['detail'])[:300]}"
                                                    for n, r in (c["correction_routes"] or {}).items()), ""]
    out += ["## Summary", "", "| paper | " + " | ".join(VERDICTS) + " |", "|---|" + "---|" * len(VERDICTS)]
    for paper, group in _by_paper(claims).items():
        out.append(f"| {_title(paper)} | " + " | ".join(str(sum(c["verdict"] == v for c in group)) for v in VERDICTS)
                   + " |")
    for paper, group in _by_paper(claims).items():
        out += ["", f"## {_title(paper)}", ""]
        for c in group:
            figures, evidence = _files(c)
            out += [f"### `{c['id']}`: {c['verdict']}", "", f"*{c['locus']}.* {c['statement']}", ""]
            out += [f"- **{name}** ({r['status']}): {_detail(r['detail'])}" for name, r in c["routes"].items()]
            if not c["routes"]:
                out.append(f"- {c['reason']}")
            if c["counterexample"] and c["verdict"] != "holds":
                out.append(f"- **Counterexample:** `{json.dumps(c['counterexample'])}`")
            out += [f"- Evidence: [{f}]({f})" for f in evidence] + [f"\n![{f}]({f})" for f in figures] + [""]
    return "\n".join(out)


def page(report: dict, root: Path) -> str:
    """One HTML file; figures are embedded, certificates linked relative to build/."""
    claims, e = report["claims"], html.escape
    rows = []
    for c in claims:
        figures, evidence = _files(c)
        routes = "".join(f"<li><b>{e(n)}</b> <span class='{r['status']}'>{r['status']}</span>: "
                         f"<pre>{e(_detail(r['detail']))}</pre></li>" for n, r in c["routes"].items())
        extra = ""
        if c["counterexample"] and c["verdict"] != "holds":
            extra += f"<p><b>Counterexample</b> <code>{e(json.dumps(c['counterexample']))}</code></p>"
        if c["correction"]:
            extra += f"<p><b>Correction</b> {e(c['correction'])}</p>"
        extra += "".join(f"<a href='{e(f)}'>{e(f)}</a><br>" for f in evidence)
        for f in figures:
            data = base64.b64encode((root / f).read_bytes()).decode() if (root / f).exists() else ""
            extra += f"<img alt='{e(f)}' src='data:image/png;base64,{data}'>"
        rows.append(f"<tr class='claim {c['verdict']}'><td><code>{e(c['id'])}</code><br><small>{e(c['locus'])}"
                    f"</small></td><td class='verdict'>{c['verdict']}</td><td>{e(c['statement'])}"
                    f"<ul>{routes or e(c['reason'])}</ul>{extra}</td></tr>")
    errata = "".join(f"<tr><td><code>{e(c['id'])}</code><br><small>{e(c['locus'])}</small></td><td>{e(c['statement'])}"
                     f"</td><td><code>{e(json.dumps(c['counterexample']))}</code></td><td>{e(c['correction'])}</td>"
                     f"<td>{e(_checks(c))}</td></tr>" for c in claims if c["correction"])
    summary = "".join(f"<tr><td>{e(_title(p))}</td>" + "".join(f"<td>{sum(c['verdict'] == v for c in g)}</td>"
                                                           for v in VERDICTS) + "</tr>"
                      for p, g in _by_paper(claims).items())
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>Workbench report</title><style>
body{{font-family:sans-serif;max-width:1100px;margin:2em auto}}
td{{vertical-align:top;border-top:1px solid #ccc;padding:4px}}
pre{{white-space:pre-wrap;font-size:11px;max-height:14em;overflow:auto;background:#f6f6f6}} img{{max-width:520px}}
.holds{{color:#176d2d}} .fails{{color:#b00}} .holds-with-correction{{color:#a65c00}} .pass{{color:#176d2d}}
.fail{{color:#b00}}</style></head><body><h1>Workbench report</h1>
<p>Seed {report['seed']}: {', '.join(f"{report['summary'][v]} {v}" for v in VERDICTS)} ({len(claims)} claims).</p>
<h2>Errata</h2><table id="errata"><tr><th>claim</th><th>printed</th><th>counterexample</th><th>corrected</th>
<th>checked by</th></tr>{errata}</table>
<h2>Summary</h2><table id="summary"><tr><th>paper</th>{''.join(f'<th>{v}</th>' for v in VERDICTS)}</tr>{summary}</table>
<h2>Claims</h2><table id="claims">{''.join(rows)}</table>
<script>window.addEventListener('load',function(){{var ok=0;document.querySelectorAll('img').forEach(function(i){{
if(i.complete&&i.naturalWidth>0)ok++;}});document.body.dataset.imagesRendered=ok;}});</script></body></html>
"""


def write(report_json, out_dir) -> tuple[Path, Path]:
    out_dir = Path(out_dir)
    report = json.loads(Path(report_json).read_text())
    md, page_path = out_dir / "REPORT.md", out_dir / "report.html"
    md.write_text(markdown(report) + "\n")
    page_path.write_text(page(report, out_dir))
    return md, page_path
