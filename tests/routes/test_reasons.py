"""The reason route (workbench.reasons) asks whether the premises a clause cites give its step, apart from whether
the step is true, and can say no: PRAM's lemma cites (19) for a step (19) does not give (a witness, values worked out
by hand) and a formula (21) the paper does not have; a reason that does give its step is not refuted, premises that
hold nowhere are not a pass."""
from fractions import Fraction as F

import pytest

from proofs.pram import reasons as pram
from workbench import reasons
from workbench.claims import decide, statement_error, statement_severity
from workbench.literal import Reading
from workbench.reasons import Reason
from workbench.runner import Context

X_AT_MOST_HALF = Reading("x <= 1/2", lambda p: p["x"], "<=", lambda p: F(1, 2))
X_AT_MOST_ONE = Reading("x <= 1", lambda p: p["x"], "<=", lambda p: 1)
GRID = [{"x": F(k, 4)} for k in range(5)]


def test_a_premise_that_gives_the_step_is_not_refuted():
    verdict = reasons.check(Reason("here", "x <= 1 since x <= 1/2", X_AT_MOST_ONE, (X_AT_MOST_HALF,)), GRID)
    assert (verdict.used, verdict.witnesses, verdict.gives) == (3, [], None)      # x = 0, 1/4, 1/2


def test_a_premise_that_does_not_give_the_step_has_a_witness():
    verdict = reasons.check(Reason("here", "x <= 1/2 since x <= 1", X_AT_MOST_HALF, (X_AT_MOST_ONE,)), GRID)
    assert [w[0]["x"] for w in verdict.witnesses] == [F(3, 4), F(1)] and verdict.gives is False
    assert reasons.route([verdict.reason], lambda r: GRID).status == "fail"


def test_premises_that_hold_nowhere_are_not_a_pass_and_no_reason_is_an_error():
    never = Reading("x < 0", lambda p: p["x"], "<", lambda p: 0)
    assert reasons.route([Reason("here", "...", X_AT_MOST_HALF, (never,))], lambda r: GRID).status == "skip"
    with pytest.raises(ValueError, match="at least one reason"):
        reasons.route([], lambda r: GRID)


def test_pram_lemma_cites_19_for_a_step_it_does_not_give():
    """(19) at (q_i, q_j) = (1, 0): 1 - e^(2 alpha) 0 = 1 >= 1 holds, q_i = 1 > v_alpha = 1/3 at S = 3, alpha = 0,
    and the step (S-1) q_i + e^alpha q_j <= e^alpha reads 2 <= 1: false."""
    first, second = (reasons.check(r, pram.points()) for r in pram.AS_PRINTED)
    point, left, right = first.witnesses[0]
    assert (point, left, right) == ({"S": 3, "E": 1, "x": 1, "y": 0}, 2, 1)
    assert second.gives is False and "formula (21), which the paper does not contain" in second.line()
    assert reasons.route(pram.CORRECTED, pram.points).status == "pass"


def test_pram_one_outlier_is_a_reason_erratum_with_its_statement_proved(tmp_path):
    from proofs.pram.claims import one_outlier
    evidence = one_outlier(Context(seed=0, out_dir=tmp_path))
    verdict, _ = decide(evidence)
    assert verdict == "holds-with-correction"
    assert statement_severity(evidence, verdict) == "reason" and evidence.printed_statement is True
    assert statement_error(evidence, verdict) is None
    assert evidence.routes["reason"].status == "fail" and evidence.correction_routes["reason"].status == "pass"


def test_a_cited_theorem_is_counted_at_each_instance_and_its_failure_refutes():
    """A cited theorem (`Reason.theorem`) is a premise that must hold at every point: x <= 1 holds at all five grid
    points (5 instances); a 'theorem' x <= 1/2 fails at x = 3/4 and 1, which is a failure, not a point skipped."""
    given = reasons.check(Reason("here", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=X_AT_MOST_ONE), GRID)
    assert (given.instances, given.used, given.failed, given.gives) == (5, 5, [], None)
    assert "cited, checked at 5 instances" in given.line()
    broken = reasons.check(Reason("here", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=X_AT_MOST_HALF), GRID)
    assert [p["x"] for p, _, _ in broken.failed] == [F(3, 4), F(1)] and broken.gives is False
    route = reasons.route([broken.reason], lambda r: GRID)
    assert route.status == "fail" and "the cited x <= 1/2 fails at x = 3/4" in route.detail


def test_points_sharing_an_instance_of_the_cited_theorem_count_once():
    """Points that differ only in what the theorem does not involve (here y) are one instance: 5 values of x, 2 of y,
    10 points, 5 instances; the step is still checked at every point."""
    grid = [{"x": F(k, 4), "y": y} for k in range(5) for y in (0, 1)]
    verdict = reasons.check(Reason("here", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=X_AT_MOST_ONE,
                                   instance=lambda p: p["x"]), grid)
    assert (verdict.instances, verdict.used) == (5, 10)


# --- precision, undecided readings, the exact wording (killers of mutants of workbench/reasons.py) -----------------

from workbench import rigorous  # noqa: E402

TINY = F(1, 2 ** 100)
# log(1 + 2^-100) > 0, but at 64 bits its enclosure contains 0: decided only from 256 bits on
LOG_NOT_POSITIVE = Reading("log(1 + 2^-100) <= 0", lambda p: rigorous.log(1 + TINY), "<=", lambda p: 0)


def _never_decided(p):
    raise rigorous.Imprecise("undecided at every precision")


NEVER_DECIDED = Reading("a side undecided at every precision", _never_decided, "<=", lambda p: 0)


def test_a_step_that_fails_only_at_a_higher_precision_is_a_witness():
    with rigorous.working_precision(64):
        assert LOG_NOT_POSITIVE.at({})[2] is rigorous.UNDECIDED       # the premise of this test
    verdict = reasons.check(Reason("here", "... since x <= 1", LOG_NOT_POSITIVE, (X_AT_MOST_ONE,)), GRID[:2])
    assert [w[0] for w in verdict.witnesses] == GRID[:2] and verdict.gives is False
    point, left, right = verdict.witnesses[0]
    assert isinstance(left, rigorous.Enclosure) and rigorous.gt(left, 0) is True and right == 0


def test_a_cited_theorem_that_fails_only_at_a_higher_precision_is_a_failure():
    verdict = reasons.check(Reason("here", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=LOG_NOT_POSITIVE), GRID[:3])
    assert (verdict.instances, verdict.used, len(verdict.failed), verdict.gives) == (3, 0, 3, False)
    point, left, right = verdict.failed[0]
    assert point == GRID[0] and rigorous.gt(left, 0) is True and right == 0


def test_instances_count_the_failing_ones_and_keep_both_sides():
    """x <= 1/2 cited as a theorem on the grid 0, 1/4, ..., 1: 5 instances, 3 hold, 2 fail, each failure with its
    point, left side and right side."""
    verdict = reasons.check(Reason("here", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=X_AT_MOST_HALF), GRID)
    assert verdict.instances == 5 and verdict.used == 3
    assert verdict.failed == [({"x": F(3, 4)}, F(3, 4), F(1, 2)), ({"x": F(1)}, F(1), F(1, 2))]


def test_a_cited_theorem_undecided_everywhere_is_neither_an_instance_nor_a_premise_that_holds():
    verdict = reasons.check(Reason("here", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=NEVER_DECIDED), GRID)
    assert (verdict.instances, verdict.used, verdict.failed, verdict.witnesses) == (0, 0, [], [])


def test_a_step_undecided_everywhere_is_no_witness_and_no_pass():
    """Points where the step stays undecided were not tried: no witness there, and a reason tried nowhere else is a
    skip, never a pass (it had counted as 5 points used and passed)."""
    verdict = reasons.check(Reason("here", "... since x <= 1", NEVER_DECIDED, (X_AT_MOST_ONE,)), GRID)
    assert (verdict.used, verdict.witnesses, verdict.gives) == (0, [], None)
    blurred = Reading("[0, 2] <= 1", lambda p: rigorous.Enclosure(F(0), F(2)), "<=", lambda p: 1)   # never decided
    verdict = reasons.check(Reason("here", "... since x <= 1", blurred, (X_AT_MOST_ONE,)), GRID)
    assert (verdict.used, verdict.witnesses) == (0, [])
    route = reasons.route([Reason("(7)", "... since x <= 1", blurred, (X_AT_MOST_ONE,))], lambda r: GRID)
    assert route.status == "skip" and route.detail.endswith("for (7)")


def test_points_by_locus_builds_each_makers_points_once():
    calls = []

    def make():
        calls.append(1)
        return [{"x": F(1)}, {"x": F(2)}]
    points = reasons.points_by_locus({"A": make, "B": make})
    first = points(Reason("A", "...", X_AT_MOST_ONE))
    assert first == [{"x": F(1)}, {"x": F(2)}] and points(Reason("B", "...", X_AT_MOST_ONE)) is first
    assert len(calls) == 1


HALF_OR_LESS = Reading("y <= 1/2", lambda p: p["y"], "<=", lambda p: F(1, 2))
PLANE = [{"x": F(3, 4), "y": F(1, 4)}, {"x": F(1), "y": F(1, 2)}]


def test_the_route_and_verdict_lines_say_exactly_what_was_found():
    """The route's detail is what the report shows: pinned word for word for each outcome, with two premises (joined
    by ', '), two reasons (joined by ' | ') and the first witness or failure (point joined by ', ')."""
    gives = Reason("(1)", "x <= 1 since x <= 1 and y <= 1/2", X_AT_MOST_ONE, (X_AT_MOST_ONE, HALF_OR_LESS))
    fails = Reason("(2)", "x <= 1/2 since x <= 1 and y <= 1/2", X_AT_MOST_HALF, (X_AT_MOST_ONE, HALF_OR_LESS))
    passed = reasons.route([gives, gives], lambda r: PLANE)
    assert (passed.status, passed.detail) == ("pass", "reasons checked, no witness: "
                                              "(1): no witness at 2 points where x <= 1, y <= 1/2 hold | "
                                              "(1): no witness at 2 points where x <= 1, y <= 1/2 hold")
    failed = reasons.route([gives, fails, fails], lambda r: PLANE)
    line = ("(2): x <= 1, y <= 1/2 hold at x = 3/4, y = 1/4, yet the step x <= 1/2 fails (left side 3/4, right side "
            "1/2): the reason does not give the step")
    assert (failed.status, failed.detail) == ("fail", f"reasons checked: {line} | {line}")
    never = Reading("x < 0", lambda p: p["x"], "<", lambda p: 0)
    skipped = reasons.route([gives, Reason("(3)", "...", X_AT_MOST_ONE, (never,)), Reason("(4)", "...", X_AT_MOST_ONE,
                                                                                          (never,))], lambda r: PLANE)
    assert (skipped.status, skipped.detail) == ("skip", "reasons: no point tried where the cited premises hold and "
                                                        "the step is decided, for (3), (4)")
    cited = reasons.check(Reason("(5)", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=HALF_OR_LESS), PLANE)
    assert cited.line() == "(5): cited, checked at 2 instances; no witness at 2 points where y <= 1/2 hold"
    broken = reasons.check(Reason("(6)", "x <= 1 by [7]", X_AT_MOST_ONE, theorem=X_AT_MOST_HALF), PLANE)
    assert broken.line() == ("(6): the cited x <= 1/2 fails at x = 3/4, y = 1/4 (left side 3/4, right side 1/2), an "
                             "instance of its hypotheses")
    with pytest.raises(ValueError, match="^the reason route needs at least one reason$"):
        reasons.route([], lambda r: PLANE)


def test_points_after_an_undecided_step_are_still_tried():
    """x <= 1/2 with its left side blurred to [0, 2] at x = 0 (undecided there), exact elsewhere: the witnesses at
    x = 3/4 and 1 come after the undecided point and are still found; 4 points used."""
    step = Reading("x <= 1/2", lambda p: rigorous.Enclosure(F(0), F(2)) if p["x"] == 0 else p["x"], "<=",
                   lambda p: F(1, 2))
    verdict = reasons.check(Reason("here", "... since x <= 1", step, (X_AT_MOST_ONE,)), GRID)
    assert [w[0]["x"] for w in verdict.witnesses] == [F(3, 4), F(1)] and verdict.used == 4
