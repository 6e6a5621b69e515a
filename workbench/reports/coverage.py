"""Coverage: every claim-bearing unit of a paper (numbered equation, theorem-like environment, example,
figure, claim-bearing prose sentence), quoted with its locus, and what decides it.

A paper's coverage list is data, a module with a list `ITEMS` that the paper names when it registers
(`register_paper(..., coverage="proofs.pram.coverage")`). Each unit is exactly one of:
  Decided(locus, kind, quote, claims)       -- decided by the registered claim IDs `claims`
  NotAClaim(locus, kind, quote, reason)     -- asserts nothing checkable (a definition, notation, a citation)
  OutsideText(locus, kind, quote, where)    -- asserts a result whose statement is not in the text we have (another
                                               work's theorem the paper cites, or a section the text lacks)
  CitedChecked(locus, kind, quote, where, claims)
                                            -- a cited theorem the paper's proofs use as a premise, checked at the
                                               instances the paper applies it to by the `cited` route of `claims`;
                                               `where` keeps the citation and what stays taken on trust. Shown as
                                               "cited, checked at N instances", N read from the claims' evidence
  NotCovered(locus, kind, quote, why)       -- asserts something no registered claim decides yet
`python -m workbench coverage [PAPER]` prints the table; a Decided unit naming an unregistered claim is
an error, so the table cannot drift from the registry.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

KINDS = ("equation", "theorem", "lemma", "proposition", "corollary", "remark", "example", "figure", "table",
         "fact", "definition", "sentence", "reason")      # reason: a "since / by (k)" clause that carries a step


@dataclass(frozen=True)
class Unit:
    """One claim-bearing unit of a paper: where it is (`locus`, e.g. "(12)", "Thm. 1", "Sec. IV, par. 2"),
    what kind it is (one of KINDS) and the words it says (`quote`, verbatim or shortened with "...")."""
    locus: str
    kind: str
    quote: str

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"coverage unit {self.locus}: unknown kind {self.kind!r} (one of {', '.join(KINDS)})")


@dataclass(frozen=True)
class Decided(Unit):
    """A unit decided by registered claims (their verdicts are its verdict)."""
    claims: tuple = ()


@dataclass(frozen=True)
class NotAClaim(Unit):
    """A unit that asserts nothing a computation could decide, with the reason."""
    reason: str = ""


@dataclass(frozen=True)
class OutsideText(Unit):
    """A unit that asserts a result whose statement (and proof) lie outside the text we have: a cited work's
    theorem taken as a premise, or a section of the paper the text lacks. `where` names it and says what, if
    anything, the registered claims decide of its use; nothing finite in the text could decide the rest."""
    where: str = ""


@dataclass(frozen=True)
class CitedChecked(Unit):
    """A unit that asserts a theorem of another work which the paper's proofs use as a premise, checked where it is
    used: the registered claims `claims` carry a `cited` route that evaluates the cited statement at the instances
    the paper applies it to (and a few more under the same hypotheses). `where` names the citation and keeps the
    reason the statement itself (a supremum over every input pair, a 'for every f') stays outside what a finite
    computation decides. The number of instances is never written here: it is read from the route's detail
    (`instances`) in the run's report entries, so it is what the check actually evaluated."""
    where: str = ""
    claims: tuple = ()


@dataclass(frozen=True)
class NotCovered(Unit):
    """A unit that asserts something no registered claim decides yet, with why."""
    why: str = ""


# ---------------------------------------------------------------------------------------------------------------
# The engine: load a paper's list, check it against the registry, render it.

DECIDED, NOT_A_CLAIM, NOT_COVERED, UNMAPPED = "decided", "not a claim", "not covered", "registered claim not mapped"
OUTSIDE, CITED = "outside the text", "cited, checked"
STATUSES = (DECIDED, NOT_A_CLAIM, CITED, OUTSIDE, NOT_COVERED, UNMAPPED)
_NOTE = {NotAClaim: "reason", OutsideText: "where", CitedChecked: "where", NotCovered: "why"}   # each kind's explanation
CITED_ROUTE = "cited"               # the route whose detail's "instances" counts what a cited premise was checked at
_UNITS = (Decided, NotAClaim, CitedChecked, OutsideText, NotCovered)


class CoverageError(ValueError):
    """A coverage list that contradicts the registry (a Decided unit naming an unregistered claim) or is
    malformed; the message names the list, the unit's locus and the offending value."""


def papers() -> list[str]:
    """Prefixes of the papers a coverage list can describe (every registered paper but the cross-paper links)."""
    from ..claims import PAPERS
    return [prefix for prefix, source in PAPERS.items() if source != "cross-paper"]


def list_module(prefix: str) -> str | None:
    """The module holding the paper's coverage list, as the paper registered it (None: it names none)."""
    from ..claims import PAPER_INFO
    return PAPER_INFO.get(prefix, {}).get("coverage")


def list_path(prefix: str) -> str | None:
    """Where the paper's coverage list lives (as a path relative to the repository for a module in it)."""
    name = list_module(prefix)
    return name.replace(".", "/") + ".py" if name else None


def missing(prefix: str) -> str:
    """Why the paper has no coverage list, for the tables."""
    if list_module(prefix) is None:
        return f"the paper names none: register_paper({prefix!r}, ..., coverage=MODULE)"
    return f"{list_path(prefix)} does not exist"


def load(prefix: str) -> list[Unit] | None:
    """The paper's ITEMS (in paper order), or None when the paper has no coverage list yet."""
    import importlib
    name = list_module(prefix)
    if name is None:
        return None
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:          # the list exists but imports something missing: a real error
            raise
        return None
    items = getattr(module, "ITEMS", None)
    if not isinstance(items, (list, tuple)):
        raise CoverageError(f"{list_path(prefix)}: no list ITEMS")
    for k, unit in enumerate(items):
        if not isinstance(unit, _UNITS):
            raise CoverageError(f"{list_path(prefix)}: ITEMS[{k}] is {unit!r}, not Decided / NotAClaim / CitedChecked "
                                f"/ OutsideText / NotCovered")
    return list(items)


def validate(prefix: str, units: list[Unit], registry: dict) -> list[str]:
    """Check a list against the registry `registry` ({claim ID: Claim}). Raises CoverageError naming every
    Decided or CitedChecked unit that names an unregistered claim (or none at all), and every other unit (and every
    CitedChecked one) without its reason. Returns the registered claims of the paper that no unit maps to, in
    registry order."""
    problems = []
    for unit in units:
        if isinstance(unit, (Decided, CitedChecked)):
            claims = (unit.claims,) if isinstance(unit.claims, str) else unit.claims
            if not claims:
                problems.append(f"{unit.locus}: {type(unit).__name__} but names no claim")
            problems += [f"{unit.locus}: unregistered claim {c!r}" for c in claims if c not in registry]
            if isinstance(unit.claims, str):
                problems.append(f"{unit.locus}: claims must be a tuple of IDs, got the string {unit.claims!r}")
        if not isinstance(unit, Decided) and not getattr(unit, _NOTE[type(unit)]).strip():
            problems.append(f"{unit.locus}: {type(unit).__name__} without its {_NOTE[type(unit)]}")
    if problems:
        raise CoverageError(f"{list_path(prefix)}: " + "; ".join(problems))
    mapped = {c for unit in units if isinstance(unit, (Decided, CitedChecked)) for c in unit.claims}
    return [c for c in registry if c.split(".")[0] == prefix and c not in mapped]


def status(unit: Unit) -> str:
    """decided / not a claim / cited, checked / outside the text / not covered."""
    return {Decided: DECIDED, NotAClaim: NOT_A_CLAIM, CitedChecked: CITED, OutsideText: OUTSIDE}.get(type(unit),
                                                                                                     NOT_COVERED)


def cited_checks(entries: list[dict]) -> dict:
    """{claim ID: {"instances": n, "status": the route's status}} for every report entry with a `cited` route whose
    detail counts its instances: what a CitedChecked unit shows, read from the run, never from the list."""
    out = {}
    for entry in entries:
        route = (entry.get("routes") or {}).get(CITED_ROUTE)
        detail = route.get("detail") if isinstance(route, dict) else None
        if isinstance(detail, dict) and isinstance(detail.get("instances"), int):
            out[entry["id"]] = {"instances": detail["instances"], "status": route.get("status")}
    return out


def _cited_row(row: dict, unit: CitedChecked, checks: dict) -> None:
    """Fill in a CitedChecked row: `instances` (the sum over its claims' cited routes; None when a claim has no
    checked run), `check` ("pass", "fail" or None) and the text shown for its status."""
    found = [checks.get(c) for c in unit.claims]
    known = all(found)
    row["instances"] = sum(f["instances"] for f in found) if known else None
    row["check"] = None if not known else "fail" if any(f["status"] != "pass" for f in found) else "pass"
    if row["check"] == "fail":
        row["shown"] = f"cited, check FAILS (at {row['instances']} instances)"
    elif known:
        row["shown"] = f"cited, checked at {row['instances']} instance{'s' * (row['instances'] != 1)}"
    else:
        row["shown"] = "cited, checked (no run: instances unknown)"


def shown_status(row: dict) -> str:
    """The status a table shows: "cited, checked at N instances" for a cited premise, else the status itself."""
    return row.get("shown") or row["status"]


def of_paper(prefix: str, verdicts: dict | None = None, registry: dict | None = None,
             checks: dict | None = None) -> dict:
    """The JSON form of one paper's coverage (the `coverage` key of report.json holds one per paper):
    {"paper", "list" (path or None), "units": [{locus, kind, quote, status, claims: [{id, verdict}],
    note}], "unmapped": [claim IDs], "counts": {status: n}}; a CitedChecked unit's row adds `instances`, `check`
    and `shown` (its status as shown). `verdicts` ({claim ID: verdict}) fills in the verdicts when known (None
    otherwise); `checks` (cited_checks of the run's entries) the instances each cited premise was checked at.
    Raises CoverageError when the list contradicts the registry."""
    from ..claims import PAPERS, load_all
    registry = load_all() if registry is None else registry
    verdicts, checks = verdicts or {}, checks or {}
    units = load(prefix)
    result = {"paper": PAPERS.get(prefix, prefix), "list": None if units is None else list_path(prefix),
              "units": [], "unmapped": [], "counts": {s: 0 for s in STATUSES}}
    if units is None:
        return result
    result["unmapped"] = validate(prefix, units, registry)
    for unit in units:
        row = {"locus": unit.locus, "kind": unit.kind, "quote": unit.quote, "status": status(unit),
               "claims": [{"id": c, "verdict": verdicts.get(c)} for c in getattr(unit, "claims", ())],
               "note": getattr(unit, _NOTE.get(type(unit), ""), ""), "read_as_printed_by": read_by(prefix, unit)}
        if isinstance(unit, CitedChecked):
            _cited_row(row, unit, checks)
        result["units"].append(row)
        result["counts"][row["status"]] += 1
    result["counts"][UNMAPPED] = len(result["unmapped"])
    return result


def equation_numbers(locus: str) -> list[str]:
    """The numbered equations a locus names: "(12)" -> ["(12)"]; a range "(12)-(17)" names each of (12)..(17)."""
    numbers = []
    for first, last, single in re.findall(r"\((\d+)\)\s*-\s*\((\d+)\)|\((\d+)\)", locus):
        numbers += [f"({k})" for k in range(int(first), int(last) + 1)] if first else [f"({single})"]
    return numbers


def read_by(prefix: str, unit: Unit) -> str | None:
    """The claim whose literal route reads this unit's one numbered display as printed (workbench.literal), if any."""
    from ..literal import READ
    numbers = equation_numbers(unit.locus)
    return READ.get(prefix, {}).get(numbers[0]) if len(numbers) == 1 and unit.kind == "equation" else None


def for_report(entries: list[dict]) -> dict:
    """The `coverage` key of report.json: the coverage of every paper this run decided claims of (a report of
    one user paper is about that paper, not the four built-in ones), with this run's verdicts. A list that
    contradicts the registry is reported as {"error": message} rather than stopping `verify`."""
    verdicts, checks = {e["id"]: e["verdict"] for e in entries}, cited_checks(entries)
    decided = {claim_id.split(".")[0] for claim_id in verdicts}
    out = {}
    for prefix in (p for p in papers() if p in decided):
        try:
            out[prefix] = of_paper(prefix, verdicts, checks=checks)
        except CoverageError as exc:
            out[prefix] = {"error": str(exc)}
    return out


def complete(cov: dict) -> bool:
    """True when the paper has a list, nothing in it is "not covered", no cited premise's check failed and every
    registered claim is mapped (a unit "outside the text" is accounted for: it says where its statement lives and what
    of it is decided; a cited premise is accounted for by its check)."""
    return (cov["list"] is not None and not cov["counts"][NOT_COVERED] and not cov["unmapped"]
            and not any(r.get("check") == "fail" for r in cov["units"]))


def shorten(text: str, width: int) -> str:
    """`text` on one line, cut to `width` characters with an ellipsis."""
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 1] + "\u2026"


def _claims_text(row: dict) -> str:
    return ", ".join(c["id"] + (f" ({c['verdict']})" if c["verdict"] else "") for c in row["claims"]) + _literally(row)


def _literally(row: dict) -> str:
    return f"; read as printed by {row['read_as_printed_by']}" if row.get("read_as_printed_by") else ""


def _what_text(row: dict) -> str:
    """The last column: a decided unit's claims, a cited premise's checking claims and its reason, else the reason."""
    if row["status"] == DECIDED:
        return _claims_text(row)
    if row["status"] == CITED:
        return f"checked by {_claims_text(row)}: {row['note']}"
    return row["note"]


def table(prefix: str, cov: dict, quote_width: int = 60) -> str:
    """The terminal table of one paper: locus, kind, quote (shortened), status, claims with verdicts or the
    reason, then the unmapped registered claims and the counts."""
    head = f"{prefix} ({cov['paper']})"
    if cov["list"] is None:
        return f"{head}: no coverage list ({missing(prefix)})"
    rows = [(shorten(r["locus"], 40), r["kind"], shorten(r["quote"], quote_width), shown_status(r), _what_text(r))
            for r in cov["units"]]
    rows += [("-", "-", shorten(c, quote_width), UNMAPPED, "no unit of the list names it") for c in cov["unmapped"]]
    widths = [max([len(h)] + [len(r[k]) for r in rows]) for k, h in enumerate(("locus", "kind", "quote", "status"))]
    widths = [min(w, cap) for w, cap in zip(widths, (40, 11, quote_width, 36))]
    lines = [head, "  ".join(h.ljust(w) for h, w in zip(("locus", "kind", "quote", "status"), widths)) + "  claims / reason"]
    lines += ["  ".join(str(v).ljust(w) for v, w in zip(r[:4], widths)) + "  " + r[4] for r in rows]
    lines.append(counts_line(cov))
    return "\n".join(lines)


def counts_line(cov: dict) -> str:
    """"N units: a decided, b not a claim, c outside the text, d not covered; e registered claim(s) not mapped", with
    "f cited and checked at instances" after the not-a-claim count when a list has such units."""
    c = cov["counts"]
    cited = f"{c[CITED]} cited and checked at instances, " if c.get(CITED) else ""
    return (f"{len(cov['units'])} units: {c[DECIDED]} decided, {c[NOT_A_CLAIM]} not a claim, {cited}"
            f"{c.get(OUTSIDE, 0)} outside the text, {c[NOT_COVERED]} not covered; {c[UNMAPPED]} registered claim(s) "
            f"not mapped")


def coverage_markdown(prefix: str, cov: dict) -> str:
    """One paper's coverage (the JSON form, e.g. report["coverage"][prefix]) as a Markdown fragment: a heading,
    the counts and a table with the full quotes."""
    from .mathtext import pretty

    def cell(text):
        return pretty(" ".join(str(text).split())).replace("|", "\\|").replace("*", "\\*").replace("<", "&lt;")
    out = [f"### Coverage: {prefix}", ""]
    if "error" in cov:
        return "\n".join(out + [f"**Coverage list inconsistent with the registry:** {cell(cov['error'])}", ""])
    if cov["list"] is None:
        return "\n".join(out + [f"No coverage list ({missing(prefix)}).", ""])
    out += [counts_line(cov) + ".", "", "| locus | kind | quote | status | claims / reason |", "|---|---|---|---|---|"]
    for r in cov["units"]:
        claims = ", ".join(f"`{c['id']}`" + (f" ({c['verdict']})" if c["verdict"] else "") for c in r["claims"])
        what = claims + _literally(r) if r["status"] == DECIDED else f"checked by {claims}: {r['note']}" \
            if r["status"] == CITED else r["note"]
        out.append(f"| {cell(r['locus'])} | {r['kind']} | {cell(r['quote'])} | {shown_status(r)} | {cell(what)} |")
    out += [f"| - | - | `{c}` | {UNMAPPED} | no unit names it |" for c in cov["unmapped"]]
    return "\n".join(out + [""])


def coverage_html(prefix: str, cov: dict) -> str:
    """One paper's coverage (the JSON form) as an HTML fragment: <h3>, counts, and a <table class='coverage'>
    whose rows carry the status as class ("decided", "not-a-claim", "cited-checked", "outside-the-text", "not-covered",
    "unmapped")."""
    import html

    from .mathtext import pretty

    def e(text):
        return html.escape(pretty(str(text)))
    head = f"<h3 id='coverage-{e(prefix)}'>Coverage: {e(prefix)}</h3>"
    if "error" in cov:
        return f"{head}<p class='fail'>Coverage list inconsistent with the registry: {e(cov['error'])}</p>"
    if cov["list"] is None:
        return f"{head}<p>No coverage list ({e(missing(prefix))}).</p>"
    rows = []
    for r in cov["units"]:
        claims = ", ".join(f"<code>{e(c['id'])}</code>" + (f" <span class='{e(c['verdict'])}'>{e(c['verdict'])}</span>"
                                                           if c["verdict"] else "") for c in r["claims"])
        what = claims + e(_literally(r)) if r["status"] == DECIDED else f"checked by {claims}: {e(r['note'])}" \
            if r["status"] == CITED else e(r["note"])
        rows.append(f"<tr class='{r['status'].replace(', ', '-').replace(' ', '-')}'><td>{e(r['locus'])}</td>"
                    f"<td>{e(r['kind'])}</td><td>{e(r['quote'])}</td><td>{e(shown_status(r))}</td><td>{what}</td></tr>")
    rows += [f"<tr class='unmapped'><td>-</td><td>-</td><td><code>{e(c)}</code></td><td>{UNMAPPED}</td>"
             f"<td>no unit names it</td></tr>" for c in cov["unmapped"]]
    return (f"{head}<p>{e(counts_line(cov))}.</p><table class='coverage'><thead><tr><th scope='col'>locus</th>"
            "<th scope='col'>kind</th><th scope='col'>quote</th><th scope='col'>status</th>"
            f"<th scope='col'>claims / reason</th></tr></thead><tbody>{''.join(rows)}</tbody></table>")
