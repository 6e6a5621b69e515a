"""The reasons of the counting (001) and staircase (004) proofs, checked by the reason route (workbench.reasons).

Per reason: the premises the text cites give no witness at the exact seeded points, and a wrong premise (none at
all: the points are not restricted by the step, so the cited premise does the work) gives one. The refuted reason,
the counting corollary's "since T^-1 1 = 1 > 0", has its witness asserted with values worked out by hand."""
from fractions import Fraction as F

import pytest

from proofs.counting import reasons as counting
from proofs.staircase import reasons as staircase
from workbench import reasons
from workbench.claims import decide, statement_error, statement_severity
from workbench.literal import Logs
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


STAIRCASE = [r for rs in staircase.BY_CLAIM.values() for r in rs if r is not staircase.STAIRCASE_LDP_PRINTED] + [
    staircase.STAIRCASE_LDP_INTENDED]


# Steps true at every point of their hypotheses whatever is cited (Blackwell's dominance at small eps, the TV
# converse): no premise-free witness exists at their points; tests/routes/test_reasons_cited.py feeds them slipped
# steps, and points of their own (large eps) where the simulation premise is what does the work.
STAIRCASE_ALWAYS = (staircase.BLACKWELL_CITED, staircase.TV_CONVERSE)


@pytest.mark.parametrize("reason", STAIRCASE, ids=lambda r: r.locus)
def test_staircase_reason_gives_its_step_and_no_premise_does_not(reason):
    points = staircase.points(reason)
    verdict = reasons.check(reason, points)
    assert verdict.used > 0 and verdict.witnesses == [] and verdict.gives is None
    if reason not in STAIRCASE_ALWAYS:
        assert reasons.check(_without_premises(reason), points).gives is False


def test_staircase_wrong_premises_have_witnesses_worked_out_by_hand():
    """Convexity without homogeneity does not give subadditivity: the square utility (P0.q - P1.q)^2 is convex (the
    cited midpoint convexity holds) but not homogeneous. a = b = (1, 0), P0 = (3/4, 1/4), P1 = (1/4, 3/4):
    mu(a + b) = (3/2 - 1/2)^2 = 1 > mu(a) + mu(b) = 1/4 + 1/4 = 1/2."""
    convex_only = Reason("here", "convexity alone gives subadditivity", staircase.CONVEX_HOMOGENEOUS.step,
                         staircase.CONVEX_HOMOGENEOUS.cites[1:])
    point = {"mu": "square", "P0": (F(3, 4), F(1, 4)), "P1": (F(1, 4), F(3, 4)), "a": (F(1), F(0)), "b": (F(1), F(0))}
    verdict = reasons.check(convex_only, [point])
    assert verdict.witnesses == [(point, 1, F(1, 2))]
    assert reasons.check(staircase.CONVEX_HOMOGENEOUS, [point]).used == 0      # the homogeneity premise fails there


def test_staircase_ldp_sentence_with_9_as_printed_has_the_known_witness():
    """(9) as printed: |log(4/5 / 1/5)| = log 4 = e^eps, so e^eps = log 4 = 1.386... >= 1 (eps >= 0); the step
    Q(y|x)/Q(y|x') = 4 <= e^eps = log 4 is false. As intended, eps = log 4 and e^eps = 4: 4 <= 4."""
    verdict = reasons.check(staircase.STAIRCASE_LDP_PRINTED, staircase.points(staircase.STAIRCASE_LDP_PRINTED))
    point, left, right = verdict.witnesses[0]
    assert point == {"p": F(4, 5), "e^eps": Logs.log(4)} and left == 4 and right == Logs.log(4)
    intended = reasons.check(staircase.STAIRCASE_LDP_INTENDED, [{"p": F(4, 5), "eps": Logs.log(4), "e^eps": F(4)}])
    assert intended.used == 1 and intended.witnesses == []


def test_staircase_factor_32_fails_just_above_log_3():
    """2(e^eps + 1)^2 <= 32 iff e^eps <= 3, i.e. eps <= log 3 = 1.0986...: without the premise eps <= 1 the step
    fails first at eps = 9/8 (e^(9/8) = 3.08)."""
    free = reasons.check(_without_premises(staircase.FACTOR), staircase.points(staircase.FACTOR))
    assert free.witnesses[0][0] == {"eps": F(9, 8)}


def test_statement_3_cone_reason_needs_the_columns_not_the_rows():
    """Read with T lambda = 1 (the rows) instead of T^T lambda = 1: lambda = 1 solves it for every stochastic T, and at
    T = [[1, 0], [1/2, 1/2]] the columns of T^-1 = [[1, 0], [-1, 2]] sum to (0, 2): least 0, not > 0."""
    from workbench.literal import Reading
    rows = Reading("T lambda = 1", lambda p: counting._residual(counting._rows(p["T"]), p["lambda"]), "=", lambda p: 0)
    slipped = Reason(counting.CONE.locus, "rows", counting.CONE.step, (rows, counting.CONE.cites[1]))
    point, left, right = reasons.check(slipped, counting.points(counting.CONE)).witnesses[0]
    assert (str(point["T"]), str(point["lambda"]), left, right) == ("[[1, 0], [1/2, 1/2]]", "(1, 1)", 0, 0)
