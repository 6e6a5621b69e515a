"""Statement-level verdicts: the search for a violation of a printed inequality (workbench/statement.py),
and the rule that every fails / holds-with-correction says whether the printed statement itself is false."""
from fractions import Fraction as F

import pytest
import sympy as sp
from hypothesis import strategies as st

from workbench import strategies
from workbench.claims import Claim, Evidence, RouteResult, decide, statement_error
from workbench.reports.report import table
from workbench.runner import Context, run_claim
from workbench.statement import certainly_negative, find_violation, judge

UNIT = strategies.parameters(x=strategies.rationals(F(0), F(1), 12), y=strategies.rationals(F(0), F(1), 12))


def test_wrong_statement_with_true_steps_is_found_violated():
    """'xy <= ((x+y)/2)^2 <= (x+y)/2, hence xy <= (x+y)/2 - 1/50': both steps are true on [0,1]^2, so no
    step exposes the slip in the conclusion; the statement-level search does, with an exact counterexample."""
    statement = lambda p: (p["x"] + p["y"]) / 2 - F(1, 50) - p["x"] * p["y"]           # noqa: E731
    steps = {"AM-GM": lambda p: ((p["x"] + p["y"]) / 2) ** 2 - p["x"] * p["y"],
             "square below": lambda p: (p["x"] + p["y"]) / 2 - ((p["x"] + p["y"]) / 2) ** 2}
    verdict = judge(statement, steps, UNIT, examples=50, seed=0)
    assert verdict.printed_statement is False and verdict.summary == "statement false"
    assert verdict.failing_steps == {}                        # no derivation step is wrong
    point = {k: F(v) for k, v in verdict.counterexample["example"].items()}
    assert statement(point) < 0                               # re-checked: it really violates the statement
    assert verdict.statement_route.status == "fail"


def test_true_statement_with_a_wrong_step_is_reported_as_such():
    """'x(1-x) <= x/4 <= 1/4': the first step is false for x < 3/4, the statement x(1-x) <= 1/4 is true
    (1/4 - x(1-x) = (x - 1/2)^2, proved symbolically for every x)."""
    statement = lambda p: F(1, 4) - p["x"] * (1 - p["x"])                                # noqa: E731
    steps = {"x(1-x) <= x/4": lambda p: p["x"] / 4 - p["x"] * (1 - p["x"]),
             "x/4 <= 1/4": lambda p: F(1, 4) - p["x"] / 4}
    x = sp.Symbol("x")
    proof = RouteResult.of(sp.expand(sp.Rational(1, 4) - x * (1 - x) - (x - sp.Rational(1, 2)) ** 2) == 0,
                           "1/4 - x(1-x) = (x - 1/2)^2 identically")
    verdict = judge(statement, steps, UNIT, examples=50, seed=0, proof=proof)
    assert verdict.printed_statement is True
    assert verdict.summary == "statement true, derivation wrong"
    assert list(verdict.failing_steps) == ["x(1-x) <= x/4"]
    bad_x = F(verdict.failing_steps["x(1-x) <= x/4"]["example"]["x"])
    assert 0 < bad_x < F(3, 4)
    # the same case as Evidence: the step's route fails, the statement's route passes -> no statement error
    evidence = Evidence({"exact": RouteResult("fail", "step fails")}, verdict.failing_steps["x(1-x) <= x/4"],
                        correction="drop the step", correction_routes={"symbolic": proof},
                        printed_statement=verdict.printed_statement,
                        statement_evidence={"shows": verdict.summary, "routes": {"symbolic": verdict.statement_route}})
    assert decide(evidence)[0] == "holds-with-correction" and statement_error(evidence, "holds-with-correction") is None
    # a proof route that did not pass is not accepted as evidence that the statement holds
    with pytest.raises(ValueError):
        judge(statement, steps, UNIT, examples=5, proof=RouteResult("fail", "not a proof"))


def test_targeted_search_finds_a_violation_off_the_grid():
    """No box is known for a distribution, so only hypothesis (steered by target() on the slack) can find the
    one violating point: 'max p >= 1/3 + 1/100' fails only at the uniform p."""
    drawn = st.fixed_dictionaries({"p": strategies.distributions(3, granularity=6)})
    found = find_violation(lambda d: max(d["p"]) - F(1, 3) - F(1, 100), drawn, examples=300, seed=1)
    assert found is not None and found["example"]["p"] == ["1/3", "1/3", "1/3"]
    assert "hypothesis" in found["found by"]


def test_search_rejects_floats_and_respects_hypotheses():
    with pytest.raises(TypeError):
        certainly_negative(-0.5)
    from flint import arb
    assert certainly_negative(arb(-1)) and not certainly_negative(arb(0, 1))     # a ball overlapping 0 decides nothing
    assert find_violation(lambda p: p["x"] - F(1, 2), UNIT, examples=20) is not None
    # the only violations lie outside the paper's hypotheses (x >= 1/2): none is reported
    assert find_violation(lambda p: p["x"] - F(1, 2), UNIT, examples=20, in_domain=lambda p: p["x"] >= F(1, 2)) is None


def _refuted(**statement):
    return Evidence({"lp": RouteResult("fail", "x")}, {"M": 3}, "fixed", {"lp": RouteResult("pass", "ok")}, **statement)


def test_statement_rule_rejects_missing_or_unchecked_statement_verdicts():
    refuting = {"shows": "violated as printed", "routes": {"exact": RouteResult("fail", "counterexample")}}
    assert "not set" in statement_error(_refuted(), "holds-with-correction")
    assert statement_error(_refuted(printed_statement=False, statement_evidence=refuting), "fails") is None
    # False without a decisive failing statement route (a float route does not count)
    floats = {"shows": "x", "routes": {"numeric": RouteResult("fail", "floats")}}
    assert statement_error(_refuted(printed_statement=False, statement_evidence=floats), "fails")
    # True while the statement's own route failed, or with only a skipped route, or without a 'shows' line
    assert statement_error(_refuted(printed_statement=True, statement_evidence=refuting), "fails")
    skipped = {"shows": "x", "routes": {"proof": RouteResult("skip", "")}}
    assert statement_error(_refuted(printed_statement=True, statement_evidence=skipped), "fails")
    assert statement_error(_refuted(printed_statement=False, statement_evidence={"routes": refuting["routes"]}),
                           "fails")
    assert statement_error(_refuted(), "holds") is None        # only fails / holds-with-correction need it


def test_runner_reports_a_missing_statement_verdict_and_shows_it(tmp_path):
    from workbench.claims import load_all
    load_all()                    # an unregistered Claim under a registered paper prefix (nothing is added)
    bare = Claim("pram.statement-test-bare", "test", "s", lambda ctx: _refuted(), "holds-with-correction")
    entry, _, error = run_claim(bare, Context(out_dir=tmp_path))
    assert error and entry["verdict"] == "holds-with-correction" and "not set" in entry["statement_error"]
    done = Claim("pram.statement-test-done", "test", "s", lambda ctx: _refuted(
        printed_statement=False, statement_evidence={"shows": "violated as printed",
                                                     "routes": {"lp": RouteResult("fail", "x")}}),
        "holds-with-correction")
    entry, _, error = run_claim(done, Context(out_dir=tmp_path))
    assert not error and entry["printed_statement"] is False
    assert entry["statement_evidence"]["routes"]["lp"]["status"] == "fail"
    assert "printed statement: false, statement  (violated as printed)" in table([entry])     # the default grade
    assert entry["severity"] == "statement"


def test_an_erratum_grade_must_fit_the_statement_verdict(tmp_path):
    """A declared severity is one of SEVERITIES and agrees with printed_statement: 'derivation' (a step only) for a
    printed statement shown false is an internal error, never a report; 'overclaim' for it is recorded."""
    from workbench.claims import Claim, RouteResult
    from workbench.runner import Context, run_claim
    refuted = {"shows": "violated as printed", "routes": {"lp": RouteResult("fail", "x")}}
    for severity, error in (("overclaim", False), ("typo", False), ("derivation", True), ("fatal", True)):
        claim = Claim(f"pram.grade-{severity}", "test", "s", lambda ctx, g=severity: _refuted(
            printed_statement=False, statement_evidence=refuted, severity=g), "holds-with-correction")
        entry, _, internal = run_claim(claim, Context(out_dir=tmp_path))
        assert internal is error and (error or entry["severity"] == severity), severity


def test_every_grade_is_explained_in_the_report_and_in_errata_md():
    from pathlib import Path
    from workbench.claims import SEVERITIES
    from workbench.reports.pages import SEVERITY_MEANING
    text = (Path(__file__).resolve().parent.parent / "docs" / "errata.md").read_text()
    assert list(SEVERITY_MEANING) == list(SEVERITIES)
    assert all(f"| `{grade}` |" in text for grade in SEVERITIES)


def test_the_errata_are_sorted_by_grade_most_serious_first():
    from workbench.reports.pages import graded_errata, severity_counts
    claims = [{"id": f"p.{g}", "correction": "c", "severity": g, "printed_statement": False}
              for g in ("typo", "statement", "rounding", "overclaim")] + [{"id": "p.ok", "correction": None}]
    assert [c["id"] for c in graded_errata(claims)] == ["p.statement", "p.overclaim", "p.typo", "p.rounding"]
    assert severity_counts(claims) == "1 statement, 1 overclaim, 1 typo, 1 rounding"
    old = [{"id": "p.old", "correction": "c", "printed_statement": True}]      # a report written before grades
    assert severity_counts(old) == "1 derivation"
