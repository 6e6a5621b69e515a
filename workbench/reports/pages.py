"""`make report`: build/REPORT.md and a self-contained build/report.html from build/report.json.

Both are documents to navigate, not dumps: a table of contents; a legend (verdicts, routes, evidence
strength); the errata, each linked to its claim; a summary by paper; every claim under its paper
(title, authors, venue) with an anchor `#claim-<id>`, its counterexample as a small table, its routes'
evidence, its certificates (linked) and its figures (captioned; inline in the HTML as data URIs, so the
file can be mailed on its own); and the provenance (version, commit, seed, date, machine). Math written
in ASCII in the claims (`e^alpha`, `<=`) is shown as Unicode (e^α, ≤), with <sup> powers in the HTML.
This module is the page model: the shared text and REPORT.md. pages_html.py renders the HTML from it and writes
both files (`write`); it imports this module, never the reverse.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..claims import PAPERS, SEVERITIES, VERDICTS
from .mathtext import pretty

# Short titles for the terminal and the report's contents; titles, authors and venues come from the
# registry (`register_paper` in each paper's plugin module), the one source of paper metadata.
SHORT_TITLES = {
    "pram": "PRAM under differential privacy (Ayed et al. 2020)",
    "counting": "Consistent counting queries",
    "pml": "Dobrushin coefficients under (ε, c)-PML",
    "staircase": "Staircase mechanisms for LDP (Kairouz et al. 2016)",
    "cross": "Links between the papers",
}

VERDICT_MEANING = {
    "holds": "a decisive route passed and none failed",
    "holds-with-correction": "wrong as printed, with a concrete counterexample: either the printed statement itself "
                             "is false, or only a step of its derivation is (the statement holds); each erratum "
                             "says which. The stated correction passes its own decisive routes",
    "fails": "refuted by a concrete counterexample, and no checked correction",
    "inconclusive": "no decisive evidence either way (floating point only, skipped, pending, or an internal error); "
                    "the reason is given",
}
# route -> (what it is, the strength it gives); the order is the order of strength (docs/evidence-strength.md)
ROUTE_MEANING = {
    "proof": ("a polynomial proof for every parameter value, replayed by the trusted stdlib-only replayer "
              "(workbench/kernel/polyproof.py)", "proved, when complete (its replayed goals state the claim's formal statement)"),
    "symbolic": ("a SymPy identity reduced to 0, or a sign proved by Sturm counts, in general parameters",
                 "exact-sampled (SymPy is not trusted code)"),
    "lp": ("an LP optimum with an exact rational certificate checked by the trusted kernel (workbench/kernel/)",
           "certified"),
    "exact": ("exact rational arithmetic (Fraction, fmpq) or rigorous arb balls at the stated parameters",
              "exact-sampled"),
    "fuzz": ("hypothesis-driven search over random parameters, each example checked exactly or in rigorous arb balls "
             "(an example they leave undecided is counted apart, never a pass); a failure is shrunk to a counterexample",
             "exact-sampled"),
    "cited": ("a theorem the paper cites and its proof uses as a premise, checked exactly or in rigorous arb balls at "
              "the instances the paper applies it to (and a few more under the same hypotheses); the supremum or "
              "'for every' of the cited statement stays taken on trust", "exact-sampled"),
    "numeric": ("mpmath / floating point at 50–80 digits; corroborates, never decides a verdict alone",
                "numeric"),
}
# A claim's strength is computed (report.json's "strength": its weakest decisive part, or a complete route alone),
# never read off its routes' names: a proof route that passed proves its goals, not always the claim.
STRENGTH_MEANING = {
    "proved": "for every parameter value, by a replayed proof whose goals are the claim",
    "certified": "exact certificates at the listed instances, each re-checked by the trusted kernel",
    "exact-sampled": "exact checks at chosen or sampled points",
    "numeric": "floating point only",
}
STRENGTH_RULE = ("A claim's strength is computed from its evidence: that of its weakest decisive part, or of a "
                 "complete proof alone; a failure is proved by its counterexample; no level when inconclusive "
                 "(docs/evidence-strength.md).")
PRINTED_STATEMENT = {False: "printed statement false", True: "a step of the derivation only"}
SEVERITY_MEANING = {   # an erratum's grade (workbench.claims.SEVERITIES), most serious first; docs/errata.md
    "statement": "the printed statement is false",
    "overclaim": "false as printed, true under an added hypothesis (an edge value, a condition left out)",
    "derivation": "the statement holds; a step of its derivation is false",
    "reason": "the step holds; the reason given for it does not give it",
    "typo": "a slip in a formula or an index; the intended result stands",
    "rounding": "printed numbers off by rounding",
}
STATUS_MEANING = {"pass": "the route confirms the statement", "fail": "the route refutes it",
                  "skip": "the route did not apply"}

CAPTIONS = [  # (file-name pattern, caption); {0}, {1} are the pattern's groups
    (r"pram_fig([1-4])_scenario_(\w+)", "PRAM Fig. {0}, scenario {1}: estimates p̂_k of p from n = 10⁴ records "
     "privatised by the optimal PRAM matrix, 100 runs, one panel per α. Blue stars: every run; red line: the mean "
     "over runs; gold dots: the true p. The spread shrinks as α grows."),
    (r"pram_fig5_binary", "PRAM Fig. 5: S = 2, p = (0.48, 0.52), α = 0.05; estimates at six values of q in J_0.05 "
     "(n = 10⁴, 100 runs)."),
    (r"pram_fig6_mutual_information", "PRAM Fig. 6: I(X;Z) over q ∈ J_0.05 for p = (0.48, 0.52), exact (arb) and "
     "estimated from samples; the maximum is at the ends of the interval."),
    (r"counting_fig2_8psk", "Counting Fig. 2: the minimum worst-case error probability p_e*(T) of 8-PSK over AWGN "
     "against ε at δ = 0 (certified LPs), for several SNR, with Prop. 1's bound (dashed) and p_e* without a "
     "channel (triangles)."),
    (r"pml_fig1a", "PML Fig. 1(a): KL divergence between the outputs of K1 (N = 10, c = 1/20) for random pairs in "
     "Q_X(c), against TV(P, Q); Cor. 1's bound (red) and Duchi et al.'s (12) (dashed, ends where it leaves the "
     "plot). Every point lies below Cor. 1 (decided in arb)."),
    (r"pml_fig1b", "PML Fig. 1(b): squared Hellinger distance between the outputs of K2 (N = 5, c = 1/10) for "
     "random pairs in Q_X(c), against TV(P, Q), under Cor. 2's bound."),
    (r"staircase_fig3", "Staircase Fig. 3: k = 6, mean over 100 random pairs of KL(RR) / OPT and KL(binary) / OPT "
     "against ε (OPT bounded above by an exactly feasible dual)."),
    (r"staircase_fig4", "Staircase Fig. 4: the worst of 100 pairs of max(binary, RR) / OPT against ε, for "
     "k = 3, 4, 6, 12 (rigorous lower bounds)."),
    (r"staircase_fig5(\w)", "Staircase Fig. 5({0}): KL between the outputs of the binary, RR and geometric "
     "mechanisms for the same 100 pairs (k = 6); floating point, a picture and not a verdict."),
]


def paper_meta(prefix: str, entry: dict | None = None) -> dict:
    """Title, short title, authors and venue of a paper prefix, as registered with `register_paper`
    (a report entry's `paper_title` wins, for a report made with plugins not loaded now)."""
    from .. import claims
    registered = claims.PAPER_INFO.get(prefix) or {}
    title = (entry or {}).get("paper_title") or registered.get("title") or f"{prefix} ({PAPERS.get(prefix, 'unregistered')})"
    authors = registered.get("authors") or ()
    return {"title": title, "short": SHORT_TITLES.get(prefix) or title,
            "authors": ", ".join(authors) if isinstance(authors, (list, tuple)) else authors,
            "venue": registered.get("venue", "")}


def short_title(prefix: str) -> str:
    """What `list` shows in its paper column."""
    return paper_meta(prefix)["short"]


def strength_text(entry: dict) -> str:
    """The claim's computed strength as report.json records it, with what it covers."""
    level = entry.get("strength")
    if level is None:
        return "none (inconclusive)"
    if entry["verdict"] == "fails":
        return f"{level}, the refutation (by its exact counterexample)"
    scope = ", of the correction" if entry["verdict"] == "holds-with-correction" else ""
    instances = "" if entry.get("universal") else "; a claim about finitely many instances"
    return f"{level}{scope} ({STRENGTH_MEANING[level]}{instances})"


def printed_statement_text(entry: dict) -> str:
    """Whether an erratum's printed statement is false or only a step of its derivation (report.json's
    `printed_statement`); empty for a claim that holds."""
    if entry["verdict"] not in ("fails", "holds-with-correction"):
        return ""
    return PRINTED_STATEMENT.get(entry.get("printed_statement"), "not said (statement verdict missing)")


def shows(entry: dict) -> str:
    """What shows the statement-level verdict, in one line (report.json's statement_evidence["shows"])."""
    return (entry.get("statement_evidence") or {}).get("shows") or ""


def severity(entry: dict) -> str:
    """An erratum's grade: report.json's `severity`, or (a report written before grades) the one its statement-level
    verdict gives."""
    return entry.get("severity") or {False: "statement", True: "derivation"}.get(entry.get("printed_statement"), "statement")


def graded_errata(claims) -> list:
    """The errata among `claims` (claims with a correction), the most serious grade first, then by paper."""
    return sorted((c for c in claims if c["correction"]), key=lambda c: list(SEVERITIES).index(severity(c)))


def severity_counts(claims) -> str:
    """'3 statement, 5 overclaim, ...' over the errata among `claims` (grades with none left out)."""
    grades = [severity(c) for c in graded_errata(claims)]
    return ", ".join(f"{grades.count(g)} {g}" for g in SEVERITIES if g in grades) or "no errata"


def errata_counts(claims) -> str:
    """'2 printed statement false, 1 a step of the derivation only' over the errata among `claims`."""
    kinds = [c.get("printed_statement") for c in claims if c["correction"]]
    if not kinds:
        return "no errata"
    counts = [f"{kinds.count(value)} {text}" for value, text in PRINTED_STATEMENT.items()]
    unsaid = sum(k not in PRINTED_STATEMENT for k in kinds)
    return ", ".join(counts + [f"{unsaid} not said"] * bool(unsaid))


def caption(path: str) -> str:
    """What a regenerated figure shows, from its file name (CAPTIONS); a plain fallback otherwise."""
    stem = Path(path).stem
    for pattern, text in CAPTIONS:
        m = re.fullmatch(pattern, stem)
        if m:
            return text.format(*m.groups())
    return f"Regenerated figure {stem}."


def split_files(entry) -> tuple[list[str], list[str]]:
    """A claim's files: (figures, other evidence: certificates and proofs)."""
    files = entry.get("certificates") or []
    return [f for f in files if f.endswith(".png")], [f for f in files if not f.endswith(".png")]


def by_paper(claims) -> dict:
    """Claims grouped by paper prefix, papers in registry order, empty papers left out."""
    groups = {paper: [] for paper in PAPERS}
    for c in claims:
        groups.setdefault(c["id"].split(".")[0], []).append(c)
    return {paper: group for paper, group in groups.items() if group}


def count_claims(n: int) -> str:
    """'1 claim', '3 claims'."""
    return f"{n} claim" + ("" if n == 1 else "s")


def scalar_text(value) -> str:
    """A JSON scalar for people: None as —, booleans as yes / no."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def is_matrix(value) -> bool:
    """A non-empty list of non-empty rows of scalars (shown as a grid)."""
    return isinstance(value, list) and bool(value) and all(
        isinstance(row, list) and row and all(not isinstance(x, (list, dict)) for x in row) for row in value)


def _compact(value) -> str:
    """One line: (a, b), [[a, b], [c, d]], k: v; ... (for Markdown cells)."""
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_compact(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "[" + ", ".join(_compact(v) for v in value) + "]"
    return scalar_text(value)


def _rows(value, prefix="") -> list[tuple[str, str]]:
    """A dict flattened to (path, one-line value) rows; nested keys joined with ›."""
    if isinstance(value, dict) and value:
        return [row for k, v in value.items() for row in _rows(v, f"{prefix} › {k}" if prefix else str(k))]
    return [(prefix or "value", _compact(value))]


# ---------------------------------------------------------------- Markdown

def _md(text) -> str:
    """Prose for Markdown: Unicode math, one line, no stray emphasis or HTML."""
    return pretty(str(text)).replace("\n", " ").replace("*", r"\*").replace("<", "&lt;")


def _md_cell(text) -> str:
    return _md(text).replace("|", r"\|")


def _md_table(value) -> list[str]:
    return ["| name | value |", "|---|---|"] + [f"| {_md_cell(k)} | {_md_cell(v)} |" for k, v in _rows(value)] + [""]


def _md_detail(detail) -> str:
    return _md(detail if isinstance(detail, str) else _compact(detail))


def _md_routes(routes: dict) -> list[str]:
    return [f"- **{name}** ({r['status']}): {_md_detail(r['detail'])}" for name, r in (routes or {}).items()]


def markdown(report: dict) -> str:
    """REPORT.md: the same document as report.html, with explicit anchors for GitHub and plain tables."""
    claims = report["claims"]
    papers = by_paper(claims)
    errata = graded_errata(claims)
    out = ["# Workbench report", "", _md(summary_sentence(report)), "", _md(provenance_line(report)), "",
           "## Contents", "", "- [How to read this report](#how-to-read)",
           f"- [Errata ({len(errata)}: {errata_counts(claims)})](#errata)"]
    out += [f"  - [`{c['id']}`](#claim-{c['id']})" for c in errata]
    out += ["- [Summary by paper](#summary)"]
    out += [f"- [{_md(paper_meta(p, g[0])['title'])}](#paper-{p}) ({count_claims(len(g))}; {errata_counts(g)})"
            for p, g in papers.items()]
    figures = [f for c in claims for f in split_files(c)[0]]
    if figures:
        out.append("- Figures: " + ", ".join(f"[{n}](#figure-{n})" for n in range(1, len(figures) + 1)))
    out += ["- [Coverage of the papers](#coverage)"] * bool(report.get("coverage"))
    out += ["- [Provenance](#provenance)", "", '<a id="how-to-read"></a>', "", "## How to read this report", "",
            "| verdict | meaning |", "|---|---|"]
    out += [f"| {v} | {_md_cell(m)} |" for v, m in VERDICT_MEANING.items()]
    out += ["", "| route | what it is | strength it gives |", "|---|---|---|"]
    out += [f"| {r} | {_md_cell(m)} | {_md_cell(s)} |" for r, (m, s) in ROUTE_MEANING.items()]
    out += ["", "| strength | meaning |", "|---|---|"] + [f"| {s} | {_md_cell(m)} |" for s, m in STRENGTH_MEANING.items()]
    out += ["", _md(STRENGTH_RULE)]
    out += ["", "Route status: " + "; ".join(f"**{s}**: {m}" for s, m in STATUS_MEANING.items()) + ".", "",
            '<a id="errata"></a>', "", "## Errata", "",
            f"Most serious first ({severity_counts(claims)}). Grades: "
            + "; ".join(f"**{g}**: {m}" for g, m in SEVERITY_MEANING.items()) + " (docs/errata.md).", ""]
    for c in errata:
        out += [f"### `{c['id']}` ({_md(c['locus'])})", "",
                f"**Grade:** {severity(c)} ({SEVERITY_MEANING[severity(c)]}); paper: "
                f"{_md(paper_meta(c['id'].split('.')[0], c)['short'])}", "",
                f"**Printed.** {_md(c['statement'])}", "",
                f"**Statement level:** {printed_statement_text(c)} — {_md(shows(c))}", ""]
        if c["counterexample"] is not None:
            out += ["**Counterexample.**", ""] + _md_table(c["counterexample"])
        out += [f"**Corrected.** {_md(c['correction'])}", "", "**Checked by:**", ""] + \
            _md_routes(c["correction_routes"]) + ["", f"[All evidence for `{c['id']}`](#claim-{c['id']})", ""]
    out += ['<a id="summary"></a>', "", "## Summary by paper", "",
            "| paper | " + " | ".join(VERDICTS) + " | claims |", "|---|" + "---|" * (len(VERDICTS) + 1)]
    for p, g in papers.items():
        out.append(f"| [{_md_cell(paper_meta(p, g[0])['title'])}](#paper-{p}) | "
                   + " | ".join(str(sum(c["verdict"] == v for c in g)) for v in VERDICTS) + f" | {len(g)} |")
    figure_number = 0
    for p, g in papers.items():
        meta = paper_meta(p, g[0])
        out += ["", f'<a id="paper-{p}"></a>', "", f"## {_md(meta['title'])}", ""]
        byline = ". ".join(x for x in (meta["authors"], meta["venue"]) if x)
        if byline:
            out += [f"*{_md(byline)}.*", ""]
        for c in g:
            figures, evidence = split_files(c)
            out += [f'<a id="claim-{c["id"]}"></a>', "", f"### `{c['id']}`: {c['verdict']}", "",
                    f"*{_md(c['locus'])}.* {_md(c['statement'])}", "", f"**Strength:** {_md(strength_text(c))}", ""]
            if c.get("formal"):
                out += [f"**Formal statement** (what a proof must state): {_md(c['formal'])}", ""]
            if printed_statement_text(c):
                out += [f"**Statement level:** {printed_statement_text(c)} — {_md(shows(c))}", ""]
            out += _md_routes(c["routes"])
            if not c["routes"]:
                out.append(f"- {_md(c['reason'])}")
            out.append("")
            if c["counterexample"] is not None and c["verdict"] != "holds":
                out += ["**Counterexample.**", ""] + _md_table(c["counterexample"])
            if c["correction"]:
                out += [f"**Corrected.** {_md(c['correction'])}", ""] + _md_routes(c["correction_routes"]) + [""]
            if evidence:
                links = ", ".join(f"[{Path(f).name}]({f})" for f in evidence)
                out += [f"Evidence files ({len(evidence)}): {links}", ""]
            for f in figures:
                figure_number += 1
                out += [f'<a id="figure-{figure_number}"></a>', "",
                        f"![Figure {figure_number}: {_md(caption(f))}]({f})", "",
                        f"*Figure {figure_number}. {_md(caption(f))}*", ""]
    if report.get("coverage"):
        from .coverage import coverage_markdown
        out += ['<a id="coverage"></a>', "", "## Coverage of the papers", "",
                "Every numbered equation, theorem-like statement, figure and claim-bearing sentence of each paper, "
                "and what decides it (`python -m workbench coverage PAPER`).", ""]
        out += [coverage_markdown(p, c) for p, c in report["coverage"].items()]
    out += ['<a id="provenance"></a>', "", "## Provenance", "", "| what | value |", "|---|---|"]
    out += [f"| {_md_cell(k)} | {_md_cell(v)} |" for k, v in provenance_rows(report)]
    return "\n".join(out)


# ---------------------------------------------------------------- shared text

def summary_sentence(report: dict) -> str:
    """Verdict counts, claims, seed; says so when the run was partial."""
    claims = report["claims"]
    return (", ".join(f"{report['summary'][v]} {v}" for v in VERDICTS) + f" ({len(claims)} claims"
            + ("" if report.get("complete", True) else ", a partial run") + f", seed {report['seed']}).")


def provenance_line(report: dict) -> str:
    """Version, commit, seed, date and machine in one line (under the title)."""
    p = report.get("provenance") or {}
    if not p:
        return f"Seed {report['seed']}; no provenance recorded (a report.json from before provenance was kept)."
    return (f"workbench {p.get('workbench', '?')}, commit {str(p.get('commit', '?'))[:12]}{p.get('tree_note', '')}, "
            f"seed {report['seed']}, {p.get('date', '?')}, on {p.get('machine', '?')}.")


def provenance_rows(report: dict) -> list[tuple[str, str]]:
    """(what, value) rows for the provenance table: run, sources, machine, Python, dependencies."""
    p = dict(report.get("provenance") or {})
    deps = p.pop("packages", None) or p.pop("dependencies", {}) or {}
    differs = p.pop("differs from lock", None)
    if differs:
        p["differs from lock"] = ", ".join(f"{n} {v['installed']} (lock {v['locked']})" for n, v in differs.items())
    p["commit"] = f"{p.get('commit', 'not recorded')}{p.pop('tree_note', '')}"
    files = p.pop("claims files", None)
    if files:
        p["claims files"] = "; ".join(f"{path} (sha256 {digest})" for path, digest in files.items())
    labels = {"workbench": "workbench version", "source_digest": "source digest (sha256 of workbench/, proofs/)",
              "date": "date (UTC)", "python": "Python"}
    rows = [("seed", str(report["seed"])), ("every claim run", scalar_text(report.get("complete")))]
    rows += [(labels.get(k, k), scalar_text(v)) for k, v in p.items()]
    rows += [(name, version) for name, version in deps.items()]
    timings = report.get("timings") or {}
    if timings:
        rows.append(("verify time", f"{sum(timings.values()):.0f} s over {len(timings)} claims"))
    return rows
