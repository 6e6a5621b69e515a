"""`coverage`: a paper's list of claim-bearing units must agree with the registry, and the command says
"no" (exit 1) when a unit is not covered, a registered claim is not mapped, or a list names a claim that
does not exist."""
import json
import types

import pytest

from workbench.claims import load_all
from workbench.cli import main
from workbench.reports import coverage
from workbench.reports.coverage import CitedChecked, CoverageError, Decided, NotAClaim, NotCovered, OutsideText


def use_list(monkeypatch, prefix, items):
    """Install `items` as proofs/<prefix>/coverage.py for the duration of a test."""
    module = types.ModuleType(f"proofs.{prefix}.coverage")
    module.ITEMS = items
    monkeypatch.setitem(__import__("sys").modules, module.__name__, module)


def every_claim_of(prefix, leave_out=()):
    return [Decided(c.locus, "theorem", c.statement, (c.id,)) for c in load_all().values()
            if c.id.startswith(prefix + ".") and c.id not in leave_out]


def test_unknown_claim_id_is_rejected_by_name():
    units = [Decided("(9)", "equation", "m_j = ...", ("pram.marginal", "pram.no-such-claim"))]
    with pytest.raises(CoverageError, match="pram.no-such-claim"):
        coverage.validate("pram", units, {"pram.marginal": None})


@pytest.mark.parametrize("unit, message", [
    (Decided("(9)", "equation", "m_j", ()), "names no claim"),
    (Decided("(9)", "equation", "m_j", "pram.marginal"), "tuple"),
    (NotAClaim("(1)", "equation", "r_1k := ...", ""), "reason"),
    (NotCovered("Sec. 1", "sentence", "always smaller", "  "), "why"),
    (OutsideText("(14)", "equation", "eta_chi2 = eta_KL", ""), "where"),
    (CitedChecked("(14)", "equation", "eta_chi2 = eta_KL", "", ("pram.marginal",)), "where"),
    (CitedChecked("(14)", "equation", "eta_chi2 = eta_KL", "[9]", ()), "names no claim"),
    (CitedChecked("(14)", "equation", "eta_chi2 = eta_KL", "[9]", ("pram.typo",)), "pram.typo"),
])
def test_malformed_units_are_rejected(unit, message):
    with pytest.raises(CoverageError, match=message):
        coverage.validate("pram", [unit], {"pram.marginal": None})


def test_unknown_kind_is_rejected():
    with pytest.raises(ValueError, match="kind"):
        Decided("(9)", "claimish", "m_j", ("pram.marginal",))


def test_unmapped_registered_claim_is_reported():
    registry = {"pram.marginal": None, "pram.dp-ratios": None, "counting.optimum": None}
    units = [Decided("(9)", "equation", "m_j", ("pram.marginal",))]
    assert coverage.validate("pram", units, registry) == ["pram.dp-ratios"]


def test_command_reports_unmapped_claim_and_exits_1(monkeypatch, capsys):
    use_list(monkeypatch, "pram", every_claim_of("pram", leave_out={"pram.binary"}))
    assert main(["coverage", "pram", "--report", "none.json"]) == 1
    out = capsys.readouterr().out
    assert "pram.binary" in out and coverage.UNMAPPED in out and "1 registered claim(s) not mapped" in out


def test_outside_the_text_unit_is_accounted_for_and_the_command_exits_0(monkeypatch, capsys):
    """A unit whose statement lives in a cited work says where, and does not make the list incomplete."""
    use_list(monkeypatch, "pram", every_claim_of("pram") + [OutsideText("Sec. 2", "sentence", "as in [7, Thm. 1]",
                                                                        "[7, Thm. 1], not in the text")])
    assert main(["coverage", "pram", "--report", "none.json"]) == 0
    out = capsys.readouterr().out
    assert "outside the text" in out and "[7, Thm. 1], not in the text" in out


def test_not_covered_unit_makes_the_command_exit_1(monkeypatch, capsys):
    items = every_claim_of("pram")
    use_list(monkeypatch, "pram", items)
    assert main(["coverage", "pram", "--report", "none.json"]) == 0
    use_list(monkeypatch, "pram", items + [NotCovered("Sec. 2, par. 1", "sentence", "X is always smaller than Y",
                                                      "no claim yet")])
    assert main(["coverage", "pram", "--report", "none.json"]) == 1
    assert "not covered" in capsys.readouterr().out.splitlines()[-2]


def test_unregistered_claim_in_a_list_gives_an_error_line(monkeypatch, capsys):
    use_list(monkeypatch, "pram", every_claim_of("pram") + [Decided("(99)", "equation", "x", ("pram.typo",))])
    assert main(["coverage", "pram", "--report", "none.json"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error:") and "pram.typo" in err and "Traceback" not in err


def test_bad_paper_name_is_one_error_line(capsys):
    assert main(["coverage", "nosuchpaper"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: PAPER") and "nosuchpaper" in err[0]


def test_paper_without_a_list_is_said_so_and_fails(monkeypatch, capsys):
    monkeypatch.setattr(coverage, "load", lambda prefix: None)
    assert main(["coverage", "pml", "--report", "none.json"]) == 1
    assert "no coverage list" in capsys.readouterr().out


def test_verdicts_from_a_report_are_shown(monkeypatch, tmp_path, capsys):
    use_list(monkeypatch, "pram", every_claim_of("pram"))
    report = tmp_path / "report.json"
    report.write_text(json.dumps({"claims": [{"id": "pram.marginal", "verdict": "holds"}]}))
    assert main(["coverage", "pram", "--report", str(report)]) == 0
    assert "pram.marginal (holds)" in capsys.readouterr().out
    report.write_text("not json")
    assert main(["coverage", "pram", "--report", str(report)]) == 2


def test_fragments_escape_quotes_and_show_every_status(monkeypatch):
    use_list(monkeypatch, "pram", every_claim_of("pram", leave_out={"pram.binary"}) + [
        NotAClaim("(1)", "definition", "r_1k = P(F_k=1 | f_k=1) <defined>", "a definition"),
        OutsideText("Sec. 2", "sentence", "as shown in [7, Thm. 1]", "another paper's theorem"),
        NotCovered("Sec. 1", "sentence", "always smaller", "no claim yet")])
    cov = coverage.of_paper("pram", {"pram.marginal": "holds"})
    assert cov["counts"][coverage.NOT_COVERED] == 1 and cov["unmapped"] == ["pram.binary"]
    assert cov["counts"][coverage.OUTSIDE] == 1 and "1 outside the text" in coverage.counts_line(cov)
    page = coverage.coverage_html("pram", cov)
    assert "&lt;defined&gt;" in page and "<defined>" not in page
    assert all(f"class='{c}'" in page for c in ("decided", "not-a-claim", "outside-the-text", "not-covered",
                                                "unmapped"))
    md = coverage.coverage_markdown("pram", cov)
    assert "`pram.marginal` (holds)" in md and "| not covered |" in md and "pram.binary" in md
    assert "| outside the text | another paper's theorem |" in md
    assert "no coverage list" in coverage.coverage_html("x", {"list": None}).lower()


def test_report_json_carries_coverage_and_survives_a_bad_list(monkeypatch):
    use_list(monkeypatch, "pram", [Decided("(9)", "equation", "m_j", ("pram.typo",))])
    cov = coverage.for_report([{"id": "pram.marginal", "verdict": "holds"}, {"id": "pml.formula", "verdict": "holds"}])
    assert set(cov) == {"pram", "pml"} and "pram.typo" in cov["pram"]["error"]     # the papers the run decided
    assert "inconsistent" in coverage.coverage_markdown("pram", cov["pram"])
    every = coverage.for_report([{"id": c, "verdict": "holds"} for c in load_all()])
    assert set(every) >= {"pram", "counting", "pml", "staircase"}



@pytest.mark.parametrize("prefix", ["pram", "counting", "pml", "staircase"])
def test_the_papers_lists_agree_with_the_registry_and_cover_everything(prefix):
    cov = coverage.of_paper(prefix)
    assert cov["list"] is not None and cov["unmapped"] == []
    assert cov["counts"][coverage.NOT_COVERED] == 0, [u["locus"] for u in cov["units"] if u["status"] == "not covered"]


# ----------------------------------------------------------------- cited premises checked at instances
CITED_UNIT = CitedChecked("(14)", "equation", "eta_chi2 = eta_KL", "[9], a supremum over all pairs",
                          ("pram.marginal",))


def cited_entry(status="pass", instances=6):
    """A report entry whose `cited` route counts `instances`, as a claim's cited route writes it."""
    return {"id": "pram.marginal", "verdict": "holds" if status == "pass" else "fails",
            "routes": {"exact": {"status": "pass", "detail": "x"},
                       "cited": {"status": status, "detail": {"premise": "(14)", "instances": instances}}}}


def test_a_cited_premise_shows_the_instances_its_check_evaluated(monkeypatch):
    use_list(monkeypatch, "pram", every_claim_of("pram") + [CITED_UNIT])
    cov = coverage.for_report([cited_entry(instances=6)])["pram"]
    row = cov["units"][-1]
    assert row["status"] == coverage.CITED and row["instances"] == 6 and row["check"] == "pass"
    assert coverage.shown_status(row) == "cited, checked at 6 instances" and coverage.complete(cov)
    assert "1 cited and checked at instances" in coverage.counts_line(cov)
    assert "| cited, checked at 6 instances | checked by `pram.marginal` (holds): [9]" in \
        coverage.coverage_markdown("pram", cov)
    page = coverage.coverage_html("pram", cov)
    assert "class='cited-checked'" in page and "cited, checked at 6 instances" in page
    assert "cited, checked at 6 instances" in coverage.table("pram", cov)
    three = coverage.for_report([cited_entry(instances=3)])["pram"]["units"][-1]
    assert coverage.shown_status(three) == "cited, checked at 3 instances"           # read from the run, not typed


def test_a_failed_cited_check_is_shown_and_makes_the_list_incomplete(monkeypatch):
    use_list(monkeypatch, "pram", every_claim_of("pram") + [CITED_UNIT])
    cov = coverage.for_report([cited_entry(status="fail", instances=6)])["pram"]
    row = cov["units"][-1]
    assert row["check"] == "fail" and "FAILS" in coverage.shown_status(row) and not coverage.complete(cov)


def test_without_a_run_the_count_is_unknown_not_invented(monkeypatch):
    use_list(monkeypatch, "pram", every_claim_of("pram") + [CITED_UNIT])
    row = coverage.of_paper("pram")["units"][-1]
    assert row["instances"] is None and "instances unknown" in coverage.shown_status(row)
    no_count = {"id": "pram.marginal", "verdict": "holds", "routes": {"cited": {"status": "pass", "detail": "6"}}}
    assert coverage.cited_checks([no_count]) == {}                   # a count must be the route's structured detail


def test_the_command_reads_the_count_from_the_report_or_runs_the_claim(monkeypatch, tmp_path, capsys):
    use_list(monkeypatch, "pram", every_claim_of("pram") + [CITED_UNIT])
    report = tmp_path / "report.json"
    report.write_text(json.dumps({"claims": [cited_entry(instances=4)]}))
    assert main(["coverage", "pram", "--report", str(report)]) == 0
    assert "cited, checked at 4 instances" in capsys.readouterr().out
    assert main(["coverage", "pram", "--report", "none.json", "--no-run"]) == 0
    assert "instances unknown" in capsys.readouterr().out
    # pram.marginal has no cited route: running it finds no count, so none is shown
    assert main(["coverage", "pram", "--report", "none.json"]) == 0
    captured = capsys.readouterr()
    assert "running pram.marginal" in captured.err and "instances unknown" in captured.out
