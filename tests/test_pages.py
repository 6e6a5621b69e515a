"""`make report`: REPORT.md and a self-contained report.html, checked in a real headless browser:
contents, an anchor per claim and per paper, errata linked to their claims, captions, alt text, headings."""
import json
import re
import shutil
import subprocess
from html.parser import HTMLParser

import pytest

from workbench.cli import main
from workbench.reports.figures import inside
from workbench.reports.mathtext import pretty, to_html
from workbench.reports.pages import caption
from workbench.reports.pages_html import write
from workbench.reports.report import source_digest, stale_reason

CLAIMS = ["pml.limits", "pml.minimax", "pml.restriction-proof", "pml.figure", "staircase.definition"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("build")
    assert main(["verify", *CLAIMS, "--out", str(out), "--examples", "5"]) == 0
    assert not (out / "report.json").exists()          # a partial run leaves the whole report alone
    return out, write(out / "report-partial.json", out)


def test_markdown_has_contents_errata_and_every_claim(built):
    _, (md, _) = built
    text = md.read_text()
    assert text.index("## Contents") < text.index("## Errata") < text.index("## Summary by paper")
    assert "- [`pml.limits`](#claim-pml.limits)" in text                  # errata listed in the contents
    assert "[All evidence for `pml.limits`](#claim-pml.limits)" in text  # erratum -> claim
    assert "min{e^ε - 1, 1}" in text and "e^eps" not in text             # math as Unicode
    assert "## Dobrushin Coefficients of Private Mechanisms Beyond Local Differential Privacy" in text
    for c in CLAIMS:
        assert f'<a id="claim-{c}"></a>' in text and f"### `{c}`" in text
    assert "![Figure 1: PML Fig. 1(a)" in text and "*Figure 2. PML Fig. 1(b)" in text
    assert "## Provenance" in text and "| seed | 0 |" in text and "(1 claim; " in text


def test_markdown_tables_and_lists_are_not_broken(built):
    """Every table row has its header's number of cells, and no line starts a raw JSON block."""
    _, (md, _) = built
    lines = md.read_text().splitlines()
    cells = lambda line: len(re.findall(r"(?<!\\)\|", line))  # noqa: E731
    for k, line in enumerate(lines):
        assert not line.lstrip().startswith(("{", "}", '"')), line
        if line.startswith("|") and k and not lines[k - 1].startswith("|"):
            header = cells(line)
            j = k + 1
            while j < len(lines) and lines[j].startswith("|"):
                assert cells(lines[j]) == header, lines[j]
                j += 1


def test_html_is_self_contained(built):
    _, (_, page) = built
    text = page.read_text()
    assert len(re.findall(r"<tr id='claim-[^']+' class='claim'", text)) == len(CLAIMS)
    assert text.count("data:image/png;base64,iVBOR") == 2          # both Fig. 1 panels embedded
    assert "<table class='kv'><tr><th scope='row'>N</th><td>2</td>" in text   # counterexample as a table


def test_html_and_markdown_say_what_report_json_says(built):
    """Each claim's computed strength (never inferred from its routes' names), and for each erratum whether the
    printed statement is false or only a step of its derivation, counted per paper in the contents."""
    out, (md, page) = built
    entries = {e["id"]: e for e in json.loads((out / "report-partial.json").read_text())["claims"]}
    assert entries["pml.minimax"]["strength"] == "exact-sampled"
    assert entries["pml.restriction-proof"]["printed_statement"] is True
    text, markdown_text = page.read_text(), md.read_text()
    assert "strongest:" not in text and "Strongest evidence" not in markdown_text
    assert "strength: exact-sampled, of the correction" in text                     # pml.minimax
    assert "**Strength:** exact-sampled, of the correction" in markdown_text
    assert "strength: exact-sampled (exact checks at chosen or sampled points; a claim about finitely many" in text
    assert "strength: proved, of the correction" in text                            # staircase.definition
    for page_text in (text, markdown_text):
        assert "Errata (4: 3 printed statement false, 1 a step of the derivation only)" in page_text
        assert "(4 claims; 2 printed statement false, 1 a step of the derivation only)" in page_text
        assert "(1 claim; 1 printed statement false, 0 a step of the derivation only)" in page_text
        assert "the printed statement is refuted by a concrete counterexample" not in page_text   # the old legend
    errata = text[text.index("<table class=\"errata\">"):text.index("</table></section>", text.index("id=\"errata\""))]
    assert errata.count("<b>printed statement false</b>") == 3
    assert errata.count("<b>a step of the derivation only</b>") == 1
    assert "**Statement level:** a step of the derivation only — " in markdown_text
    # graded, most serious first, with the paper: pml.limits (statement), pml.minimax (typo), staircase.definition (typo),
    # pml.restriction-proof (derivation) -> statement, derivation, typo, typo
    assert [entries[i]["severity"] for i in ("pml.limits", "pml.restriction-proof", "pml.minimax",
                                              "staircase.definition")] == ["statement", "derivation", "typo", "typo"]
    rows = [errata.index(f"data-severity='{g}'") for g in ("statement", "derivation", "typo")]
    assert rows == sorted(rows) and errata.count("data-severity=") == 4
    assert '<label for="errata-grade">Show grade</label>' in text and "<option value='typo'>typo (2)</option>" in text
    grades = [line.split("**Grade:** ")[1].split(" ")[0] for line in markdown_text.splitlines() if "**Grade:**" in line]
    assert grades == ["statement", "derivation", "typo", "typo"]


def test_a_proof_route_that_passed_does_not_make_the_claim_proved(tmp_path):
    """A user's proof that stops at k <= 8 (not complete) beside an LP: the claim is certified, and the page says so."""
    from workbench.reports.pages import markdown
    from workbench.reports.pages_html import page
    routes = {"proof": {"status": "pass", "strength": "proved", "complete": False, "detail": "for every k <= 8"},
              "lp": {"status": "pass", "strength": "certified", "complete": False, "detail": "optima at 16 points"}}
    entry = {"id": "mine.bounded", "locus": "(1)", "statement": "for every k", "verdict": "holds",
             "strength": "certified", "universal": True, "reason": "", "routes": routes, "counterexample": None,
             "correction": None, "correction_routes": None, "certificates": [], "printed_statement": None,
             "statement_evidence": None, "paper_title": "My note"}
    report = {"claims": [entry], "summary": {"holds": 1, "holds-with-correction": 0, "fails": 0, "inconclusive": 0},
              "seed": 0, "complete": False}
    for text in (page(report, tmp_path), markdown(report)):
        assert "certified (exact certificates at the listed instances" in text
        assert "proved for every parameter value" not in text and "strength: proved" not in text
        assert "(1 claim; no errata)" in text


class _Dom(HTMLParser):
    """ids, in-page links, images, captions, headings and errata links of a page as the browser saw it."""

    def __init__(self):
        super().__init__()
        self.ids, self.links, self.images, self.captions, self.headings = set(), [], [], 0, []
        self.errata_links, self._tables, self._in_nav, self.nav_links = [], [], False, []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "table":
            self._tables.append(a.get("class") or "")
        if tag == "nav":
            self._in_nav = True
        if tag == "a" and (a.get("href") or "").startswith("#"):
            self.links.append(a["href"][1:])
            (self.errata_links if "errata" in self._tables else []).append(a["href"][1:])
            (self.nav_links if self._in_nav else []).append(a["href"][1:])
        if tag == "img":
            self.images.append(a.get("alt") or "")
        if tag == "figcaption":
            self.captions += 1
        if re.fullmatch(r"h[1-6]", tag):
            self.headings.append(int(tag[1]))

    def handle_endtag(self, tag):
        if tag == "table":
            self._tables.pop()
        if tag == "nav":
            self._in_nav = False


@pytest.mark.skipif(shutil.which("chromium") is None, reason="chromium not installed (.ci/run installs it)")
@pytest.mark.slow
def test_html_in_headless_chromium_navigates(built):
    _, (_, page) = built
    dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000",
                          "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120).stdout
    assert 'data-images-rendered="2"' in dom
    assert "strength: exact-sampled, of the correction" in dom and "strongest:" not in dom
    parsed = _Dom()
    parsed.feed(dom)
    assert {f"claim-{c}" for c in CLAIMS} <= parsed.ids                  # an anchor per claim
    assert {"paper-pml", "paper-staircase", "errata", "summary", "how-to-read", "provenance"} <= parsed.ids
    assert set(parsed.links) <= parsed.ids, set(parsed.links) - parsed.ids   # every in-page link resolves
    assert {f"claim-{c}" for c in CLAIMS} <= set(parsed.nav_links)        # the contents reach every claim
    assert {"figure-1", "figure-2"} <= set(parsed.nav_links)                 # ... and every figure
    assert {"claim-pml.limits", "claim-staircase.definition"} <= set(parsed.errata_links)  # errata -> claims
    assert len(parsed.images) == 2 and all(len(alt) > 20 for alt in parsed.images)       # alt text
    assert parsed.captions == 2
    assert parsed.headings[0] == 1 and parsed.headings.count(1) == 1
    assert all(b - a <= 1 for a, b in zip(parsed.headings, parsed.headings[1:]))       # no skipped level


def test_report_refuses_a_partial_report_unless_asked(built, tmp_path, capsys):
    out, _ = built
    partial = out / "report-partial.json"
    assert main(["report", "--json", str(partial), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and f"{len(CLAIMS)} of" in err and "--partial" in err
    assert main(["report", "--partial", "--out", str(out)]) == 0


def test_report_reuses_a_complete_current_report(built, tmp_path, capsys):
    out, _ = built
    report = json.loads((out / "report-partial.json").read_text())
    assert stale_reason(report, 0).startswith(f"it holds {len(CLAIMS)} of")                  # incomplete
    del report["complete"]                                       # a report.json from before `complete`: counted
    assert stale_reason(report, 0).startswith(f"it holds {len(CLAIMS)} of")
    report["complete"] = True
    assert stale_reason(report, 0) is None
    assert "seed" in stale_reason(report, 1)
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report))
    assert main(["report", "--refresh", "--json", str(path), "--out", str(tmp_path)]) == 0
    assert "not re-running verify" in capsys.readouterr().err
    report["provenance"]["source_digest"] = "0" * 64
    assert stale_reason(report, 0) == "the sources changed since it was made"
    path.write_text(json.dumps(report))
    assert main(["report", "--json", str(path), "--out", str(tmp_path)]) == 0     # renders, and says so
    assert "out of date (the sources changed" in capsys.readouterr().err
    assert source_digest() == source_digest() != "0" * 64


def test_report_records_provenance(built):
    out, _ = built
    p = json.loads((out / "report-partial.json").read_text())["provenance"]
    assert re.fullmatch(r"[0-9a-f]{40}", p["commit"]) and p["workbench"] and p["python"]
    assert p["packages"]["sympy"] and "requirements.lock sha256" in p and re.match(r"\d{4}-\d\d-\d\dT", p["date"])


def test_report_without_verify_is_a_clear_error(tmp_path, capsys):
    assert main(["report", "--json", str(tmp_path / "none.json"), "--out", str(tmp_path)]) == 2
    assert "run `make verify`" in capsys.readouterr().err


def test_list_names_papers_by_title(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "Kairouz et al. 2016" in out and "002_" not in out


@pytest.mark.parametrize("ascii_, unicode_", [
    ("e^alpha <= S - 2", "e^α ≤ S - 2"), ("eta_TV(eps, c)", "η_TV(ε, c)"), ("x^2 and E^-16", "x² and E⁻¹⁶"),
    ("deltas, alphabet, theta", "deltas, alphabet, θ"), ("Xi >= 1 != 0", "Ξ ≥ 1 ≠ 0"),
    ("D(P0||P1), |y-x|", "D(P0‖P1), |y-x|"),
])
def test_math_as_unicode(ascii_, unicode_):
    assert pretty(ascii_) == unicode_


def test_powers_as_superscripts():
    assert to_html("e^(-eps/(k-1)) < 1") == "e<sup>-ε/(k-1)</sup> &lt; 1"
    assert to_html("e^{2 alpha}x") == "e<sup>2 α</sup>x" and to_html("a ^ b") == "a ^ b"
    assert to_html("a^-(k-1) = e^eps") == "a<sup>-(k-1)</sup> = e<sup>ε</sup>"


def test_bound_lines_end_at_the_frame():
    x, y = inside([0, 1, 2, 3], [0, 1, 4, 9], 2)
    assert x == [0, 1, 4 / 3] and y == [0, 1, 2]                 # cut where it crosses 2, ending on it
    assert inside([0, 1], [0, 1], 2) == ([0, 1], [0, 1])         # already inside: unchanged


@pytest.mark.parametrize("name", ["pram_fig1_scenario_I", "pram_fig4_scenario_IV", "pram_fig5_binary",
                                  "pram_fig6_mutual_information", "counting_fig2_8psk", "pml_fig1a", "pml_fig1b",
                                  "staircase_fig3", "staircase_fig4", "staircase_fig5a", "staircase_fig5b"])
def test_every_regenerated_figure_has_its_own_caption(name):
    assert not caption(f"figures/{name}.png").startswith("Regenerated figure")
    assert caption("figures/unknown.png") == "Regenerated figure unknown."


def test_report_reruns_verify_on_every_claim_when_stale(built, tmp_path, monkeypatch, capsys):
    """A stale report.json (other sources) makes `report --refresh` run verify on every claim, with the seed."""
    import workbench.cli as cli
    out, _ = built
    report = json.loads((out / "report-partial.json").read_text())
    report["complete"], report["provenance"]["source_digest"] = True, "0" * 64
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report))
    calls = []

    def fake_verify(args):
        calls.append((args.ids, args.seed, args.out))
        report["provenance"]["source_digest"] = source_digest()
        path.write_text(json.dumps(report))
        return 0
    monkeypatch.setattr(cli, "cmd_verify", fake_verify)
    assert main(["report", "--refresh", "--seed", "0", "--out", str(tmp_path)]) == 0
    assert calls == [([], 0, str(tmp_path))]
    assert "the sources changed" in capsys.readouterr().err
    assert main(["report", "--refresh", "--seed", "0", "--out", str(tmp_path)]) == 0 and len(calls) == 1
