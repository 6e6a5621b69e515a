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
