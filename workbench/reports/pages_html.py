"""The HTML half of `make report`: one self-contained build/report.html (figures as data URIs).

Contents, legend, errata (each linked to #claim-ID), summary by paper, one table per paper with a row
per claim (anchor #claim-ID; counterexamples and structured details as nested key/value tables;
captioned figures with alt text), provenance. The text helpers are shared with REPORT.md (pages.py).
"""
from __future__ import annotations

import base64
import json
import os
import html
from pathlib import Path

from ..claims import VERDICTS
from . import pages
from .mathtext import to_html
from .pages import (ROUTE_MEANING, SEVERITY_MEANING, STATUS_MEANING, STRENGTH_MEANING, STRENGTH_RULE, VERDICT_MEANING,
                    by_paper, caption, graded_errata, severity, severity_counts,
                    count_claims, errata_counts, is_matrix, paper_meta, printed_statement_text, provenance_line,
                    provenance_rows, scalar_text, shows, split_files, strength_text, summary_sentence)


def _h(text) -> str:
    return to_html(str(text))


def _value_html(value) -> str:
    """A counterexample or a structured detail: dicts as key/value tables (nested), matrices as grids."""
    if isinstance(value, dict):
        return ("<table class='kv'>" + "".join(f"<tr><th scope='row'>{_h(k)}</th><td>{_value_html(v)}</td></tr>"
                                               for k, v in value.items()) + "</table>")
    if is_matrix(value):
        return ("<table class='matrix'>" + "".join("<tr>" + "".join(f"<td>{_h(scalar_text(x))}</td>" for x in row)
                                                   + "</tr>" for row in value) + "</table>")
    if isinstance(value, list):
        if all(not isinstance(x, (dict, list)) for x in value):
            return "(" + ", ".join(_h(scalar_text(x)) for x in value) + ")"
        return "<ol class='values'>" + "".join(f"<li>{_value_html(x)}</li>" for x in value) + "</ol>"
    return _h(scalar_text(value))


def _routes_html(routes: dict) -> str:
    items = "".join(f"<li><b>{html.escape(n)}</b> <span class='status {r['status']}'>{r['status']}</span>: "
                    f"<div class='detail'>{_value_html(r['detail'])}</div></li>" for n, r in (routes or {}).items())
    return f"<ul class='routes'>{items}</ul>"


def _figure_html(path: str, number: int, root: Path) -> str:
    data = base64.b64encode((root / path).read_bytes()).decode() if (root / path).exists() else ""
    text = caption(path)
    return (f"<figure id='figure-{number}'><img alt='{html.escape(text, quote=True)}' "
            f"src='data:image/png;base64,{data}'><figcaption><b>Figure {number}.</b> {_h(text)}</figcaption></figure>")


def _claim_html(c: dict, figure_numbers: dict, root: Path) -> str:
    e = html.escape
    figures, evidence = split_files(c)
    body = [f"<p class='statement'>{_h(c['statement'])}</p>"]
    if c.get("formal"):
        body.append(f"<p class='formal'><b>Formal statement</b> (what a proof must state to be complete): "
                    f"<code>{e(c['formal'])}</code></p>")
    if printed_statement_text(c):
        body.append(f"<p class='statement-level'><b>Statement level:</b> {_h(printed_statement_text(c))} — "
                    f"{_h(shows(c))}</p>")
    if c["correction"]:
        body.append(f"<p class='correction'><b>Corrected:</b> {_h(c['correction'])}</p>")
    if c["counterexample"] is not None and c["verdict"] != "holds":
        body.append(f"<div class='counterexample'><b>Counterexample</b>{_value_html(c['counterexample'])}</div>")
    body.append("<p class='label'><b>Evidence for the statement as printed</b></p>" if c["correction"] else
                "<p class='label'><b>Evidence</b></p>")
    body.append(_routes_html(c["routes"]) if c["routes"] else f"<p>{_h(c['reason'])}</p>")
    if c["correction"]:
        body += ["<p class='label'><b>Evidence for the correction</b></p>", _routes_html(c["correction_routes"])]
    if evidence:
        links = "".join(f"<li><a href='{e(f)}'>{e(f)}</a></li>" for f in evidence)
        body.append(f"<details class='files'><summary>{len(evidence)} evidence file(s): certificates and proofs, "
                    f"re-checkable with <code>python -m workbench.kernel</code> / <code>workbench.kernel.polyproof</code>"
                    f"</summary><ul>{links}</ul></details>")
    body += [_figure_html(f, figure_numbers[f], root) for f in figures]
    badge = f"<span class='verdict {c['verdict']}'>{c['verdict']}</span>"
    strength = f"<br><small class='strength'>strength: {_h(strength_text(c))}</small>"
    return (f"<tr id='claim-{e(c['id'])}' class='claim' data-verdict='{c['verdict']}'><td><h3>"
            f"<a href='#claim-{e(c['id'])}'><code>{e(c['id'])}</code></a></h3><small>{_h(c['locus'])}</small></td>"
            f"<td>{badge}{strength}</td>"
            f"<td>{''.join(body)}</td></tr>")


def page(report: dict, root: Path) -> str:
    """One HTML file; figures are embedded, certificates linked relative to build/."""
    claims, e = report["claims"], html.escape
    papers = by_paper(claims)
    errata = graded_errata(claims)
    figure_numbers = {}
    for c in claims:
        for f in split_files(c)[0]:
            figure_numbers.setdefault(f, len(figure_numbers) + 1)
    toc_errata = "".join(f"<li><a href='#claim-{e(c['id'])}'><code>{e(c['id'])}</code></a></li>" for c in errata)
    toc_papers = "".join(
        f"<li><a href='#paper-{p}'>{_h(paper_meta(p, g[0])['title'])}</a> ({count_claims(len(g))}; "
        f"{e(errata_counts(g))})<ol class='inline'>"
        + "".join(f"<li><a href='#claim-{e(c['id'])}'>{e(c['id'].split('.', 1)[1])}</a></li>" for c in g) + "</ol></li>"
        for p, g in papers.items())
    toc_figures = "".join(f"<li><a href='#figure-{n}'>{n}</a></li>" for n in figure_numbers.values())
    toc_papers += (f"<li>Figures ({len(figure_numbers)})<ol class='inline'>{toc_figures}</ol></li>"
                   if figure_numbers else "")
    legend = ("<table class='legend'><thead><tr><th scope='col'>verdict</th><th scope='col'>meaning</th></tr></thead>"
              + "".join(f"<tr><td><span class='verdict {v}'>{v}</span></td><td>{e(m)}</td></tr>"
                        for v, m in VERDICT_MEANING.items()) + "</table>"
              "<table class='legend'><thead><tr><th scope='col'>route</th><th scope='col'>what it is</th>"
              "<th scope='col'>strength it gives</th></tr></thead>"
              + "".join(f"<tr><td><b>{r}</b></td><td>{e(m)}</td><td>{e(s)}</td></tr>"
                        for r, (m, s) in ROUTE_MEANING.items()) + "</table><p>Route status: "
              + "; ".join(f"<span class='status {s}'>{s}</span> {e(m)}" for s, m in STATUS_MEANING.items())
              + ".</p><table class='legend'><thead><tr><th scope='col'>strength</th><th scope='col'>meaning</th></tr>"
                "</thead>" + "".join(f"<tr><td><b>{s}</b></td><td>{e(m)}</td></tr>" for s, m in STRENGTH_MEANING.items())
              + f"</table><p>{e(STRENGTH_RULE)}</p>")
    errata_rows = "".join(
        f"<tr data-severity='{severity(c)}'><td><b>{severity(c)}</b></td>"
        f"<td>{_h(paper_meta(c['id'].split('.')[0], c)['short'])}</td>"
        f"<td><a href='#claim-{e(c['id'])}'><code>{e(c['id'])}</code></a><br><small>{_h(c['locus'])}</small></td>"
        f"<td>{_h(c['statement'])}</td><td><b>{_h(printed_statement_text(c))}</b><br><small>{_h(shows(c))}</small></td>"
        f"<td>{_value_html(c['counterexample'])}</td><td>{_h(c['correction'])}</td>"
        "<td>" + "<br>".join(f"{e(n)}: <span class='status {r['status']}'>{r['status']}</span>"
                      for n, r in (c["correction_routes"] or {}).items()) + "</td></tr>" for c in errata)
    grades = "; ".join(f"<b>{g}</b>: {e(m)}" for g, m in SEVERITY_MEANING.items())
    present = [severity(c) for c in errata]
    grade_options = "".join(f"<option value='{g}'>{g} ({present.count(g)})</option>" for g in SEVERITY_MEANING
                            if g in present)
    summary = "".join(f"<tr><th scope='row'><a href='#paper-{p}'>{_h(paper_meta(p, g[0])['title'])}</a></th>"
                      + "".join(f"<td>{sum(c['verdict'] == v for c in g)}</td>" for v in VERDICTS)
                      + f"<td>{len(g)}</td></tr>" for p, g in papers.items())
    sections = []
    for p, g in papers.items():
        meta = paper_meta(p, g[0])
        byline = ". ".join(_h(x) for x in (meta["authors"], meta["venue"]) if x)
        sections.append(
            f"<section id='paper-{p}' aria-labelledby='paper-{p}-title'>"
            f"<h2 id='paper-{p}-title'>{_h(meta['title'])}</h2>"
            + (f"<p class='byline'>{byline}.</p>" if byline else "")
            + "<table class='claims'><thead><tr><th scope='col'>claim</th><th scope='col'>verdict</th>"
              "<th scope='col'>statement and evidence</th></tr></thead><tbody>"
            + "".join(_claim_html(c, figure_numbers, root) for c in g) + "</tbody></table>"
            + "<p class='top'><a href='#contents'>↑ contents</a></p></section>")
    from .coverage import coverage_html
    coverage = "".join(coverage_html(p, c) for p, c in (report.get("coverage") or {}).items())
    if coverage:
        coverage = ("<section id='coverage'><h2>Coverage of the papers</h2><p>Every numbered equation, theorem-like "
                    "statement, figure and claim-bearing sentence of each paper, and what decides it.</p>"
                    f"{coverage}</section>")
    provenance = "".join(f"<tr><th scope='row'>{e(k)}</th><td>{e(v)}</td></tr>" for k, v in provenance_rows(report))
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Workbench report</title><style>
body{{font-family:system-ui,sans-serif;max-width:1150px;margin:2em auto;padding:0 1em;line-height:1.4}}
table{{border-collapse:collapse}} th{{text-align:left}} td,th{{vertical-align:top;border-top:1px solid #ccc;padding:4px 6px}}
thead th{{border-bottom:2px solid #888;background:#f3f3f3}}
table.kv,table.matrix{{font-size:90%;margin:2px 0}} table.kv th,table.kv td,table.matrix td{{border:1px solid #ddd;padding:1px 5px}}
table.kv th{{font-weight:normal;color:#444;background:#fafafa}}
.detail{{display:inline;}} ul.routes li{{margin-bottom:3px}} ul.routes .detail table{{display:inline-table;vertical-align:top}}
ol.inline{{display:inline;padding-left:.3em}} ol.inline li{{display:inline}} ol.inline li+li:before{{content:" · "}}
.verdict{{font-weight:bold;white-space:nowrap}} .holds{{color:#176d2d}} .fails{{color:#b00}}
.holds-with-correction{{color:#a65c00}} .inconclusive{{color:#555}} .status.pass{{color:#176d2d}} .status.fail{{color:#b00}}
.status.skip{{color:#555}} tr.claim h3{{font-size:100%;margin:0}} tr.claim:target{{background:#fff8d8}}
figure{{margin:.6em 0}} figure img{{max-width:560px;width:100%}} figcaption{{font-size:90%;max-width:560px}}
.byline{{color:#444;font-style:italic}} .lede{{font-size:110%}} .provenance-line{{color:#444;font-size:90%}}
.counterexample{{margin:.3em 0}} .top{{font-size:90%}} nav ol{{line-height:1.6}}
</style></head><body>
<header><h1>Workbench report</h1><p class="lede">{e(summary_sentence(report))}</p>
<p class="provenance-line">{e(provenance_line(report))}</p></header>
<nav id="contents" aria-label="Contents"><h2>Contents</h2><ol>
<li><a href="#how-to-read">How to read this report</a></li>
<li><a href="#errata">Errata ({len(errata)}: {e(errata_counts(claims))})</a><ol class="inline">{toc_errata}</ol></li>
<li><a href="#summary">Summary by paper</a></li>{toc_papers}
{'<li><a href="#coverage">Coverage of the papers</a></li>' if coverage else ''}
<li><a href="#provenance">Provenance</a></li></ol></nav>
<main>
<section id="how-to-read"><h2>How to read this report</h2>{legend}</section>
<section id="errata"><h2>Errata</h2><p>Claims wrong as printed, each with a concrete counterexample: either the
printed statement itself is false, or only a step of its derivation is (the printed statement holds), as each row
says; with the corrected statement and the routes that checked the correction. Each claim links to its full
evidence. Most serious grade first ({e(severity_counts(claims))}): {grades}.</p>
<p><label for="errata-grade">Show grade</label> <select id="errata-grade"><option value="">all</option>{grade_options}</select></p>
<table class="errata"><thead><tr><th scope="col">grade</th><th scope="col">paper</th><th scope="col">claim</th><th scope="col">printed</th>
<th scope="col">false, or a step only</th><th scope="col">counterexample</th>
<th scope="col">corrected</th><th scope="col">correction checked by</th></tr></thead><tbody>{errata_rows}</tbody></table></section>
<section id="summary"><h2>Summary by paper</h2><table class="summary"><thead><tr><th scope="col">paper</th>
{''.join(f'<th scope="col">{v}</th>' for v in VERDICTS)}<th scope="col">claims</th></tr></thead><tbody>{summary}</tbody></table></section>
{''.join(sections)}
{coverage}<section id="provenance"><h2>Provenance</h2><table class="provenance">{provenance}</table></section>
</main>
<script>var grade=document.getElementById('errata-grade');if(grade)grade.addEventListener('change',function(){{
var g=this.value;document.querySelectorAll('table.errata tbody tr').forEach(function(r){{
r.hidden=!!g&&r.dataset.severity!==g;}});}});
window.addEventListener('load',function(){{var ok=0;document.querySelectorAll('img').forEach(function(i){{
if(i.complete&&i.naturalWidth>0)ok++;}});document.body.dataset.imagesRendered=ok;}});</script></body></html>
"""


def write(report_json, out_dir) -> tuple[Path, Path]:
    """REPORT.md and report.html into out_dir (which also holds the certificates and figures linked)."""
    out_dir = Path(out_dir)
    report = json.loads(Path(report_json).read_text())
    # evidence paths are relative to the folder verify wrote them in: linked from out_dir, wherever that is
    ran_in = Path((report.get("run") or {}).get("out") or Path(report_json).parent)
    if ran_in.resolve() != out_dir.resolve():
        for entry in report["claims"]:
            entry["certificates"] = [os.path.relpath(ran_in / f, out_dir) for f in entry.get("certificates") or []]
    md, page_path = out_dir / "REPORT.md", out_dir / "report.html"
    from ..atomic import write_text
    markdown_text, html_text = pages.markdown(report) + "\n", page(report, out_dir)     # both built before either is written
    write_text(md, markdown_text)
    write_text(page_path, html_text)
    return md, page_path
