"""Reasons that cite another work's theorem (issue 23, point 6), checked at the instances the paper applies it to:
the cited statement is read at each instance (`Reason.theorem`, "cited, checked at N instances", N the count the
coverage note states) and, with the paper's own premise, must give the step. Each check can say no: a slipped step
has a witness, a slipped 'theorem' fails at an instance, and without the paper's premise the step fails somewhere."""
import re
from fractions import Fraction as F

import pytest

from proofs.counting import reasons as counting
from proofs.pml import coverage as pml_coverage
from proofs.pml import reasons as pml
from proofs.staircase import coverage as staircase_coverage
from proofs.staircase import reasons as staircase
from workbench import reasons
from workbench.literal import Reading
from workbench.reasons import Reason

NOTHING = Reading("nothing (0 <= 0)", lambda p: 0, "<=", lambda p: 0)
CITED = [*pml.BINARY_REDUCTION, *pml.BINETTE_ACROSS]


def _note_count(quote_start: str, units) -> int:
    unit, = [u for u in units if u.kind == "reason" and u.quote.startswith(quote_start)]
    return int(re.search(r"cited, checked at (\d+) instances", unit.quote).group(1))


@pytest.mark.parametrize("reason", CITED, ids=lambda r: r.locus)
def test_the_cited_theorem_holds_at_every_instance_and_gives_the_step(reason):
    verdict = reasons.check(reason, pml.points(reason))
    assert verdict.failed == [] and verdict.witnesses == [] and verdict.gives is None
    keys = {reason.instance(p) for p in pml.points(reason)} if reason.instance else pml.points(reason)
    assert verdict.instances == len(keys) and verdict.used > 0


@pytest.mark.parametrize("reason, start", [(pml.BINARY_REDUCTION[0], "Clearly, K^BIN"),
                                          (pml.BINETTE_ACROSS[0], "we apply Binettes")], ids=("(63)", "(34)"))
def test_the_coverage_note_states_the_count_checked(reason, start):
    assert _note_count(start, pml_coverage.ITEMS) == reasons.check(reason, pml.points(reason)).instances


def test_post_processing_needs_k_in_m():
    """Without 'K in M(eps, c)' (the proof's assumption) the post-processing property alone does not put K^BIN in
    M(eps, c): K = [[1, 0, 0], [1, 0, 0], [0, 1, 0]], c = 1/6, e^eps = 1, E* = {0} gives K^BIN = [[1, 0], [1, 0],
    [0, 1]], whose column z = 1, (0, 0, 1), has level max / (c sum + (1 - Nc) min) = 1/(1/6) = 6 > 1 (by (73))."""
    reason = pml.BINARY_REDUCTION[0]
    verdict = reasons.check(Reason(reason.locus, "no premise", reason.step, (NOTHING,), theorem=reason.theorem),
                            pml.points(reason))
    point, left, right = verdict.witnesses[0]
    assert (point["K"], point["c"], point["E"], point["E*"]) == ([[1, 0, 0], [1, 0, 0], [0, 1, 0]], F(1, 6), 1, {0})
    assert (left, right) == (6, 1) and verdict.gives is False


def test_a_slipped_post_processing_step_has_a_witness():
    """The step with e^eps halved (K^BIN's level <= e^eps / 2) is not what (63) gives: the identity-like kernels at
    their own level witness it."""
    reason = pml.BINARY_REDUCTION[0]
    slipped = Reading("K^BIN's level <= e^eps / 2", reason.step.left, "<=", lambda p: p["E"] / 2)
    verdict = reasons.check(Reason(reason.locus, "slipped", slipped, reason.cites, theorem=reason.theorem),
                            pml.points(reason))
    assert verdict.witnesses and verdict.gives is False


def test_a_slipped_post_processing_theorem_fails_at_an_instance():
    """(63) with the inequality reversed (the binary kernel leaks at least as much) is false at a merge of two
    distinguishable outputs, an instance of the lemma's hypotheses: a failure of the cited statement."""
    reason = pml.BINARY_REDUCTION[0]
    reversed_63 = Reading("(63) reversed", pml._post_processing, ">=", lambda p: 1)
    verdict = reasons.check(Reason(reason.locus, "slipped", reason.step, reason.cites, theorem=reversed_63),
                            pml.points(reason))
    assert verdict.failed and verdict.gives is False


def test_binette_with_one_term_of_the_bracket_does_not_give_34():
    """The step with only f(M)/(M - 1) (the Gamma_min term dropped) fails at the identity on two inputs, P = (3/4,
    1/4), Q = (1/4, 3/4), c = 1/4, f = (t - 1)^2: chi^2 = (1/2)^2/(1/4) + (1/2)^2/(3/4) = 4/3, while eta_TV = 1,
    delta = 1/2, m = 1/3, M = 3 and f(M)/(M - 1) = 2 give 1; the full bracket (1 - m) + (M - 1) = 8/3 gives 4/3."""
    reason = pml.BINETTE_ACROSS[0]
    slipped = Reading("(34) with f(M)/(M - 1) only", reason.step.left, "<=",
                      lambda p: pml._bracket(p, ("max",)) * (pml.eta_tv(p["K"]) * pml.total_variation(p["P"], p["Q"])))
    verdict = reasons.check(Reason(reason.locus, "slipped", slipped, reason.cites, theorem=reason.theorem),
                            pml.points(reason))
    point, left, right = verdict.witnesses[0]
    assert (point["f"], point["K"], point["P"], point["Q"]) == ("chi2", [[1, 0], [0, 1]], [F(3, 4), F(1, 4)],
                                                                 [F(1, 4), F(3, 4)])
    assert (left, right) == (F(4, 3), 1) and verdict.gives is False
    assert reasons.check(reason, [point]).witnesses == []      # the printed bracket: 4/3 <= (8/3)(1/2)


@pytest.mark.slow
def test_a_slipped_binette_theorem_fails_at_an_instance():
    """Binette's bound with the bracket halved is false at the same instance (4/3 > (4/3)(1/2))."""
    reason = pml.BINETTE_ACROSS[0]
    halved = Reading("Binette halved", reason.theorem.left, "<=", lambda p: reason.theorem.right(p) * F(1, 2))
    verdict = reasons.check(Reason(reason.locus, "slipped", reason.step, reason.cites, theorem=halved),
                            pml.points(reason))
    assert verdict.failed and verdict.gives is False
    assert reasons.route([verdict.reason], pml.points).status == "fail"


# --------------------------------------------------------------------------- staircase: Blackwell (1953)
def test_blackwell_cited_gives_the_dominance_at_the_high_privacy_instances():
    reason = staircase.BLACKWELL_CITED
    verdict = reasons.check(reason, staircase.points(reason))
    assert (verdict.instances, verdict.used, verdict.witnesses, verdict.failed) == (116, 116, [], [])
    assert _note_count("This is established by proving", staircase_coverage.ITEMS) == verdict.instances


def test_blackwell_without_the_simulation_has_a_witness_at_large_eps():
    """At e^eps = 1000, 3-ary randomized response is no garbling of the binary mechanism (W has the entry -997/8016)
    and, for chi^2, carries more divergence: without the simulation premise the step fails there."""
    reason = staircase.BLACKWELL_CITED
    large = staircase.blackwell_points((F(1000),))
    verdict = reasons.check(Reason(reason.locus, "no premise", reason.step, (NOTHING,)), large)
    point, left, right = verdict.witnesses[0]
    assert point["mu"] == "chi2" and point["Q"] == staircase.randomized_response(3, F(1000)) and left > right
    assert min(point["W"][0]) == F(-997, 8016) and staircase.SIMULATED.at(point)[2] is False
    assert reasons.check(reason, large).witnesses == []            # with it, the large-eps points are not used


def test_a_slipped_blackwell_step_and_theorem_are_caught():
    reason = staircase.BLACKWELL_CITED
    halved = Reading("D_f(Q) <= D_f(B)/2", reason.step.left, "<=", lambda p: reason.step.right(p) / 2)
    assert reasons.check(Reason(reason.locus, "slipped", halved, reason.cites, theorem=reason.theorem),
                         staircase.points(reason)).witnesses
    reversed_ = Reading("garbling increases D_f", reason.theorem.left, ">", reason.theorem.right)
    verdict = reasons.check(Reason(reason.locus, "slipped", reason.step, reason.cites, theorem=reversed_),
                            staircase.points(reason))
    assert verdict.failed and verdict.gives is False


# --------------------------------------------------------------------------- counting: statement 3's limit
def test_the_limit_neighbourhood_gives_statement_3s_bound():
    verdict = reasons.check(counting.LIMIT, counting.points(counting.LIMIT))
    assert verdict.used == 90 and verdict.witnesses == [] and verdict.gives is None


def test_outside_the_neighbourhood_the_bound_fails():
    """Without the limit's neighbourhood: T = I (T^-1 = I, s = 1, ||T^-1||_max = 1: the bound is 1/4 at M = 2),
    e^eps = 1, delta = 1/2: P* = (1/2) I + (1/2)(1/2) J has diagonal 3/4, |3/4 - 1/2| = 1/4, not < 1/4."""
    reason = counting.LIMIT
    verdict = reasons.check(Reason(reason.locus, "no premise", reason.step, (NOTHING,)), counting.points(reason))
    point, left, right = verdict.witnesses[0]
    assert ([list(row) for row in point["T"]], point["E"], point["delta"], left, right) == \
        ([[1, 0], [0, 1]], 1, F(1, 2), F(1, 4), F(1, 4))


def test_a_slipped_limit_step_has_a_witness():
    """An eighth of the bound is not what the neighbourhood (at half the bound) gives: inside the box the deviation
    reaches 911/5180 (> 1/8) of the bound."""
    reason = counting.LIMIT
    slipped = Reading("max |p* - 1/M| < s/(8 M^2 ||T^-1||_max)", reason.step.left, "<",
                      lambda p: counting._limit_bound(p["T"]) / 8)
    assert reasons.check(Reason(reason.locus, "slipped", slipped, reason.cites), counting.points(reason)).witnesses


# --------------------------------------------------------------------------- staircase: the TV converse from Thm. 6
def test_theorem_6_and_the_binary_tv_give_the_tv_converse():
    verdict = reasons.check(staircase.TV_CONVERSE, staircase.points(staircase.TV_CONVERSE))
    assert verdict.used == 87 and verdict.witnesses == [] and verdict.gives is None


def test_a_slipped_tv_converse_has_a_witness():
    """The converse with the factor squared, ((e^eps - 1)/(e^eps + 1))^2 TV(P0, P1), is not what Thm. 6 and the
    binary mechanism's TV give: 3-ary randomized response at e^eps = 11/10 on P0 = (1/2, 1/4, 1/4), P1 = (1/6, 1/3,
    1/2) has TV 1/93 (= (1/31) TV(P0, P1), TV(P0, P1) = 1/3) above (1/21)^2 (1/3) = 1/1323."""
    reason = staircase.TV_CONVERSE
    squared = Reading("the converse with the factor squared", reason.step.left, "<=",
                      lambda p: staircase._tv_factor(p) * (p["E"] - 1) / (p["E"] + 1))
    verdict = reasons.check(Reason(reason.locus, "slipped", squared, reason.cites), staircase.points(reason))
    point, left, right = verdict.witnesses[0]
    assert point["Q"] == staircase.randomized_response(3, F(11, 10)) and (left, right) == (F(1, 93), F(1, 1323))



def test_a_premise_cited_by_two_reasons_is_read_once_per_point():
    """route decides a premise shared by several reasons once per point (readings are pure): two reasons citing the
    same premise over the same three points read it three times, not six; check alone reads it at each call."""
    reads = []
    shared = Reading("p >= 0 (counted)", lambda p: reads.append(p["p"]) or p["p"], ">=", lambda p: 0)
    step = Reading("p + 1 >= 1", lambda p: p["p"] + 1, ">=", lambda p: 1)
    pts = [{"p": F(k)} for k in range(3)]
    twins = [Reason("(1)", "first", step, (shared,)), Reason("(2)", "second", step, (shared,))]
    assert reasons.route(twins, lambda reason: pts).status == "pass"
    assert sorted(reads) == [0, 1, 2]
    reads.clear()
    reasons.check(twins[0], pts), reasons.check(twins[1], pts)
    assert sorted(reads) == [0, 0, 1, 1, 2, 2]
