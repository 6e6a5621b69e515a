"""The reasons of the counting (001) and staircase (004) proofs, checked by the reason route (workbench.reasons).

Per reason: the premises the text cites give no witness at the exact seeded points, and a wrong premise (none at
all: the points are not restricted by the step, so the cited premise does the work) gives one. The refuted reason,
the counting corollary's "since T^-1 1 = 1 > 0", has its witness asserted with values worked out by hand."""
from fractions import Fraction as F

import pytest

from proofs.counting import reasons as counting
from workbench import reasons
from workbench.claims import decide, statement_error, statement_severity
from workbench.reasons import Reason
from workbench.runner import Context

COUNTING = [r for rs in counting.BY_CLAIM.values() for r in rs if r is not counting.COROLLARY_PRINTED] + [
    counting.COROLLARY_CORRECTED]


def _without_premises(reason):
    return Reason(reason.locus, reason.quote, reason.step, ())


@pytest.mark.parametrize("reason", COUNTING, ids=lambda r: r.locus)
def test_counting_reason_gives_its_step_and_no_premise_does_not(reason):
    points = counting.points(reason)
    verdict = reasons.check(reason, points)
    assert verdict.used > 0 and verdict.witnesses == [] and verdict.gives is None
    assert reasons.check(_without_premises(reason), points).gives is False


def test_counting_corollary_cites_the_row_sums_of_t_inverse_for_a_column_sum_step():
    """T = [[1, 0], [1/2, 1/2]] is invertible and stochastic (not doubly stochastic): T^-1 = [[1, 0], [-1, 2]], whose
    rows sum to (1, 1) -- the cited T^-1 1 = 1 > 0 holds -- and whose columns sum to (0, 2): 1^T = 0 t_1 + 2 t_2 is
    on the boundary of cone_+(t_1, t_2), not in its interior, so statement 3's hypothesis fails (least column sum
    0, not > 0). T = [[1, 0], [3/4, 1/4]]: T^-1 = [[1, 0], [-3, 4]], columns (-2, 4), outside the cone."""
    verdict = reasons.check(counting.COROLLARY_PRINTED, counting.points(counting.COROLLARY_PRINTED))
    assert verdict.gives is False
    point, left, right = verdict.witnesses[0]
    assert point["T"] == ((1, 0), (F(1, 2), F(1, 2))) and (left, right) == (0, 0)
    by_t = {w[0]["T"]: w[1] for w in verdict.witnesses}
    assert by_t[((1, 0), (F(3, 4), F(1, 4)))] == -2
    assert "T = [[1, 0], [1/2, 1/2]]" in verdict.line()
    assert reasons.route((counting.COROLLARY_PRINTED, counting.MPSK), counting.points).status == "fail"
    assert reasons.route(counting.CORRECTED["counting.channel-doubly-stochastic"], counting.points).status == "pass"


def test_counting_doubly_stochastic_corollary_is_a_reason_erratum_with_its_statement_proved(tmp_path):
    from proofs.counting.claims import channel_doubly_stochastic
    evidence = channel_doubly_stochastic(Context(seed=0, out_dir=tmp_path))
    verdict, _ = decide(evidence)
    assert verdict == "holds-with-correction"
    assert statement_severity(evidence, verdict) == "reason" and evidence.printed_statement is True
    assert statement_error(evidence, verdict) is None
    assert evidence.routes["reason"].status == "fail" and evidence.correction_routes["reason"].status == "pass"
    assert "proof" not in evidence.routes and evidence.correction_routes["proof"].status == "pass"
