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


# --- pinned by mutation testing (scripts/mutants-engine workbench/statement.py; docs/trust.md) -------------------

from workbench import statement as statement_module          # noqa: E402
from workbench.statement import grid_points                   # noqa: E402
from workbench.strategies import Domain                       # noqa: E402


class _Listed(Domain):
    """A Domain whose candidates are given: to see which points grid_points ranks and keeps."""
    def __init__(self, values):
        super().__init__("integer", F(0), F(0))
        object.__setattr__(self, "values", values)

    def candidates(self, limit=2000):
        return list(self.values)


def _box(**domains):
    strategy = st.just({})
    strategy._workbench_domain = domains
    return strategy


def test_grid_points_ranks_by_denominator_plus_size_and_reads_50_times_limit_points():
    # simplest first: denominator + |value|; -3 (key 4) after 2 (key 3), 0 (key 1) first
    assert grid_points(_box(x=_Listed([5, -3, 2, 0])), limit=4) == [{"x": 0}, {"x": 2}, {"x": -3}, {"x": 5}]
    assert grid_points(_box(x=_Listed([F(1, 2), 3])), limit=1) == [{"x": F(1, 2)}]      # 2 + 1/2 < 1 + 3
    # of 201 candidates, only the first 50 x limit = 100 in product order are ranked: 200..101
    assert grid_points(_box(x=_Listed(range(200, -1, -1))), limit=2) == [{"x": 101}, {"x": 102}]
    # the default limit is 4000 points
    assert len(grid_points(_box(x=_Listed(range(5000))))) == 4000
    # a box with a field of unknown domain is not walked; neither is a strategy without a box
    assert grid_points(_box(x=_Listed([1]), p=None)) == []
    assert grid_points(st.just({"x": 1})) == []
    first = grid_points(UNIT)[:4]
    assert first == [{"x": 0, "y": 0}, {"x": 0, "y": 1}, {"x": 1, "y": 0}, {"x": 0, "y": F(1, 2)}]


def test_certainly_negative_messages_and_a_ball_touching_zero():
    from flint import arb
    with pytest.raises(TypeError, match=r"^slack must be exact \(Fraction\) or an arb ball, not float$"):
        certainly_negative(-0.5)
    with pytest.raises(TypeError, match=r"^slack must be exact \(Fraction\) or an arb ball, not bool$"):
        certainly_negative(True)
    assert not certainly_negative(arb(0))                       # exactly zero is not below zero
    assert not certainly_negative(F(0)) and certainly_negative(F(-1, 10 ** 9)) and not certainly_negative(0)


def test_find_violation_reports_how_and_the_exact_slack():
    slack = lambda p: p["x"] - F(1, 2)                                                     # noqa: E731
    assert find_violation(slack, UNIT, examples=5, grid=[{"x": F(1, 3), "y": 0}]) == {
        "example": {"x": "1/3", "y": 0}, "slack": "-1/6", "found by": "the given points (extreme mechanisms, vertices)"}
    assert find_violation(slack, UNIT, examples=5) == {
        "example": {"x": "0", "y": "0"}, "slack": "-1/2", "found by": "the small-denominator grid"}
    from flint import arb
    found = find_violation(lambda p: arb(p["x"].numerator, 0) / p["x"].denominator - 1, UNIT, examples=5)
    assert found == {"example": {"x": "0", "y": "0"}, "slack": str(arb(-1)), "found by": "the small-denominator grid"}


def _calls(monkeypatch, module, name):
    """Record the keyword arguments of every call to module.name (the real function still runs)."""
    seen = []
    real = getattr(module, name)

    def spy(*args, **kwargs):
        seen.append(kwargs if kwargs else args)
        return real(*args, **kwargs)
    monkeypatch.setattr(module, name, spy)
    return seen


def test_the_search_passes_examples_and_seed_on_and_steers_by_the_slack(monkeypatch):
    """falsify gets the examples and seed asked for (200 and 0 by default); target() gets -slack (0 for a
    violation, floats only as a steer), so hypothesis is pushed toward small slack."""
    seen = []
    real_falsify = statement_module.falsify

    def falsify(prop, strategy, examples, seed):
        seen.append((examples, seed))
        return real_falsify(prop, strategy, examples, seed)
    monkeypatch.setattr(statement_module, "falsify", falsify)
    import workbench.fuzz as fuzz
    scores, last = [], []
    monkeypatch.setattr(fuzz, "target", lambda score, label: scores.append((label, score, last[-1]))
                        if label == "slack" else None)

    def slack(d):
        value = max(d["p"]) - F(1, 3) - F(1, 100)
        last.append(value)
        return value
    drawn = st.fixed_dictionaries({"p": strategies.distributions(3, granularity=6)})
    found = find_violation(slack, drawn)
    assert seen == [(200, 0)]
    assert found == {"example": {"p": ["1/3", "1/3", "1/3"]}, "slack": "-1/100",
                     "found by": "hypothesis target() on the slack (seed 0)"}
    assert scores and all(score == -max(float(value), 0.0) for _, score, value in scores)
    assert any(0 < value < 1 for _, _, value in scores) and any(value < 0 for _, _, value in scores)
    find_violation(slack, drawn, examples=7, seed=3)
    assert seen[-1] == (7, 3)


def test_off_grid_search_skips_points_outside_the_hypotheses():
    """Only hypothesis can find the uniform p (no box); points with p[0] = 0 lie outside the hypotheses and
    must not count as failures either."""
    drawn = st.fixed_dictionaries({"p": strategies.distributions(3, granularity=6)})
    found = find_violation(lambda d: max(d["p"]) - F(1, 3) - F(1, 100), drawn, examples=300, seed=1,
                           in_domain=lambda d: d["p"][0] != 0)
    assert found is not None and found["example"]["p"] == ["1/3", "1/3", "1/3"]


def test_off_grid_search_returns_the_point_hypothesis_reports():
    """Many points violate 'max p <= 1/2': the one returned is the one falsify reports, re-checked."""
    drawn = st.fixed_dictionaries({"p": strategies.distributions(3, granularity=6)})
    slack = lambda d: F(1, 2) - max(d["p"])                                                # noqa: E731
    for seed in range(3):
        found = find_violation(slack, drawn, examples=100, seed=seed)
        assert found is not None and found["found by"] == f"hypothesis target() on the slack (seed {seed})"
        point = [F(v) for v in found["example"]["p"]]
        assert found["slack"] == str(slack({"p": point})) and slack({"p": point}) < 0


def test_off_grid_violation_is_rechecked_not_taken_on_trust(monkeypatch):
    """A slack that said 'negative' during the search but not when asked again: no violation is reported."""
    after = []
    real_falsify = statement_module.falsify

    def falsify(*args):
        try:
            return real_falsify(*args)
        finally:
            after.append(True)
    monkeypatch.setattr(statement_module, "falsify", falsify)
    drawn = st.fixed_dictionaries({"p": strategies.distributions(3, granularity=6)})
    assert find_violation(lambda d: F(1) if after else F(-1), drawn, examples=20) is None


def test_judge_passes_its_search_settings_to_every_search(monkeypatch):
    seen = _calls(monkeypatch, statement_module, "find_violation")
    never = lambda p: F(1)                                                                 # noqa: E731
    verdict = judge(never, {"a": never, "b": never}, UNIT, examples=3, seed=5, grid=[{"x": 0, "y": 0}],
                    in_domain=bool)
    assert [sorted(kw.items(), key=str) for kw in seen] == [sorted(dict(
        examples=3, seed=5, grid=[{"x": 0, "y": 0}], in_domain=bool).items(), key=str)] * 3
    assert verdict.statement_route == RouteResult(
        "pass", "no violation of the printed statement on the grid or in 3 targeted examples (seed 5)")
    seen.clear()
    verdict = judge(never, {}, UNIT)
    assert seen[0]["examples"] == 200 and seen[0]["seed"] == 0
    assert verdict.statement_route == RouteResult(
        "pass", "no violation of the printed statement on the grid or in 200 targeted examples (seed 0)")
    assert verdict.summary == "statement true" and verdict.counterexample is None


def test_judge_uses_the_given_points_and_the_hypotheses_for_the_statement_and_the_steps():
    beyond = lambda p: 1 - p["x"]                                                          # noqa: E731
    verdict = judge(beyond, {"step": beyond}, UNIT, examples=5, grid=[{"x": 2, "y": 0}])
    violation = {"example": {"x": 2, "y": 0}, "slack": "-1",
                 "found by": "the given points (extreme mechanisms, vertices)"}
    assert verdict.counterexample == violation and verdict.failing_steps == {"step": violation}
    assert verdict.statement_route == RouteResult("fail", f"printed statement violated: {violation}")
    below_half = lambda p: p["x"] - F(1, 2)                                                # noqa: E731
    verdict = judge(below_half, {"step": below_half}, UNIT, examples=5, in_domain=lambda p: p["x"] >= F(1, 2))
    assert verdict.printed_statement is True and verdict.failing_steps == {}
    with pytest.raises(ValueError, match=r"^judge: the statement's proof route did not pass$"):
        judge(beyond, {}, UNIT, examples=2, proof=RouteResult("skip", "no proof"))


def test_off_grid_search_reads_a_ball_slack_by_its_midpoint(monkeypatch):
    from flint import arb
    import workbench.fuzz as fuzz
    scores = []
    monkeypatch.setattr(fuzz, "target", lambda score, label: scores.append(score) if label == "slack" else None)
    drawn = st.fixed_dictionaries({"p": strategies.distributions(2, granularity=4)})
    assert find_violation(lambda d: arb(max(d["p"]).numerator, 0) / max(d["p"]).denominator, drawn,
                          examples=10) is None
    assert scores and all(-1 <= s <= -0.5 for s in scores)        # -max(p), read from the ball's midpoint
