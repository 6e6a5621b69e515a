import re
from pathlib import Path

import pytest

from workbench.claims import Evidence, RouteResult, decide, load_all

CLAIMS_MD = Path(__file__).resolve().parents[2] / "shared" / "CLAIMS.md"


def test_floats_alone_never_decide():
    assert decide(Evidence({"numeric": RouteResult("pass", "")}))[0] == "inconclusive"
    assert decide(Evidence({"numeric": RouteResult("fail", "")}, counterexample={"x": 1}))[0] == "inconclusive"


def test_verdict_rule():
    ok, bad = RouteResult("pass", ""), RouteResult("fail", "")
    assert decide(Evidence({"lp": ok, "numeric": ok}))[0] == "holds"
    assert decide(Evidence({"lp": bad}, counterexample={"M": 3}))[0] == "fails"
    assert decide(Evidence({"lp": bad}))[0] == "inconclusive"          # no counterexample, no verdict
    assert decide(Evidence({"lp": bad}, {"M": 3}, "fixed", {"lp": ok}))[0] == "holds-with-correction"
    assert decide(Evidence({"lp": bad}, {"M": 3}, "fixed", {"lp": bad}))[0] == "fails"
    assert decide(Evidence({"lp": ok}, pending="half done"))[0] == "inconclusive"


def test_every_claim_in_claims_md_is_registered_once():
    if not CLAIMS_MD.exists():
        pytest.skip("shared/CLAIMS.md is not beside this checkout")
    ids = set(re.findall(r"^- `([a-z]+\.[a-z0-9*-]+)`", CLAIMS_MD.read_text(), re.M))
    registered = set(load_all())
    for claim_id in ids:
        if claim_id.endswith("*"):
            assert any(r.startswith(claim_id[:-1]) for r in registered), claim_id
        else:
            assert claim_id in registered, claim_id
    assert len(ids) > 50


def test_claims_are_in_paper_order_with_loci_and_statements():
    claims = list(load_all().values())
    papers = [c.id.split(".")[0] for c in claims]
    assert papers == sorted(papers, key=["pram", "counting", "pml", "staircase", "cross"].index)
    assert all(c.locus and c.statement for c in claims)


def test_claims_follow_claims_md_order_within_each_paper():
    if not CLAIMS_MD.exists():
        pytest.skip("shared/CLAIMS.md is not beside this checkout")
    listed = [i for i in re.findall(r"^- `([a-z]+\.[a-z0-9-]+)`", CLAIMS_MD.read_text(), re.M)]
    registered = [c for c in load_all() if c in listed]
    for paper in ("pram", "counting", "pml", "staircase"):
        assert [c for c in registered if c.startswith(paper + ".")] == [c for c in listed if c.startswith(paper + ".")]


def test_every_claim_says_whether_it_is_universal():
    """The summary's "X of Y universal claims" needs every claim to declare it; instances are not universal."""
    claims = load_all()
    assert all(c.universal in (True, False) for c in claims.values() if c.implemented)
    assert claims["pram.range"].universal and not claims["pram.tables"].universal


def test_strength_appears_in_report_table_and_summary():
    from workbench.reports.report import build_report, summary_line, table
    route = {"status": "pass", "strength": "proved", "complete": True, "detail": ""}
    entries = [{"id": f"x.{k}", "verdict": "holds", "expected": "holds", "reason": "", "routes": {"proof": route},
                "counterexample": None, "correction": None, "strength": strength, "universal": universal}
               for k, (strength, universal) in enumerate([("proved", True), ("certified", True), ("numeric", False)])]
    report = build_report(entries, {}, 0)
    assert report["summary"]["strength"] == {"proved": 1, "certified": 1, "exact-sampled": 0, "numeric": 1}
    assert "proved for every parameter: 1 of 2 universal claims" in summary_line(report)
    lines = [line for line in table(entries).splitlines() if not line.startswith("-- ")]   # paper headings aside
    assert "proved" in lines[1] and "certified" in lines[2] and "numeric*" in lines[3]
