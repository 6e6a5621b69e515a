"""The PML paper's reasons (proofs/pml/reasons.py), checked apart from their steps: each cited premise gives its step
at the exact points (no witness), and without it the step fails somewhere among the same points (so the points are
not restricted by the step and the premise does the work). Two reasons are refuted as printed, with witnesses whose
values are worked out by hand: Example 3's "Applying Corollary 1" for (42) (TV(P_theta0, P_theta1) is 2 delta, not
delta) and Lemma 4's "This implies the statement of the lemma by rearranging and relaxing" from (74) as printed."""
from fractions import Fraction as F

import pytest

from proofs.pml import reasons as pml
from workbench import reasons
from workbench.claims import decide, statement_error, statement_severity
from workbench.literal import Logs, Reading
from workbench.reasons import Reason
from workbench.runner import Context

NOTHING = Reading("nothing (0 <= 0)", lambda p: 0, "<=", lambda p: 0)
GIVEN = [*pml.CONTRACTION, *pml.ETA_BOUND, *pml.BINARY_EXAMPLE, pml.MINIMAX[1], *pml.MINIMAX_CORRECTED,
         *pml.SUBSET_DISCLOSURE, *pml.LINEAR_CORRECTED, *pml.GAMMA, *pml.STRUCTURE_CORRECTED]
# The step holds at every point of the standing hypotheses whatever is cited (a ratio of the DPI, a property of
# binary rows, min >= 0 of a kernel, PML >= 0, the exact level bound of Lemma 1, (42) and (44) with 2 delta): the
# route cannot witness against any premise there, which the tests below show with points of their own.
ALWAYS = (pml.RATIO_TV, pml.EQ_28, pml.PROP_2_BOUND, pml.EQ_53, pml.LEMMA_1_BOUND, pml.EQ_42_2D, pml.EQ_44_2D)


@pytest.mark.parametrize("reason", GIVEN, ids=lambda r: r.locus)
def test_the_cited_premise_gives_the_step(reason):
    verdict = reasons.check(reason, pml.points(reason))
    assert verdict.used > 0 and verdict.witnesses == [] and verdict.gives is None


@pytest.mark.parametrize("reason", [r for r in GIVEN if r.step not in ALWAYS], ids=lambda r: r.locus)
def test_without_the_premise_the_step_fails_at_some_point(reason):
    verdict = reasons.check(Reason(reason.locus, "no premise", reason.step, (NOTHING,)), pml.points(reason))
    assert verdict.witnesses and verdict.gives is False


@pytest.mark.parametrize("reason", [r for r in GIVEN if r.step in ALWAYS], ids=lambda r: r.locus)
def test_steps_that_hold_everywhere_have_no_witness_without_a_premise(reason):
    verdict = reasons.check(Reason(reason.locus, "no premise", reason.step, (NOTHING,)), pml.points(reason))
    assert verdict.witnesses == []


def test_example_3_applying_corollary_1_does_not_give_42():
    """The identity kernel (its (eps, c)-PML level at c = 1/8 is e^eps = 1/c = 8), delta = 1/8: P_theta0 = (1/8, 3/8,
    1/4, 1/4), P_theta1 = (3/8, 1/8, 1/4, 1/4) lie in Q_X(1/8), pass unchanged, D = (1/8) log(1/3) + (3/8) log 3 =
    (1/4) log 3 ~ 0.275. Xi(8, 1/8) = min{7/(8 (1/2) + 1), 1} = 1 and (1 - 4c)e^eps + 1 = 5: Cor. 1 with TV = 2 delta
    = 1/4 gives (1/4) log 5 ~ 0.402 >= D, while (42) reads (1/4) log 3 <= (1/8) log 5 ~ 0.201, false."""
    verdict = reasons.check(pml.MINIMAX[0], pml.points(pml.MINIMAX[0]))
    point, left, right = verdict.witnesses[0]
    assert (point["K"], point["c"], point["E"], point["d"]) == ([[int(i == j) for j in range(4)] for i in range(4)],
                                                                F(1, 8), 8, F(1, 8))
    assert left == Logs(0, {3: F(1, 4)}) and right == Logs(0, {5: F(1, 8)})
    assert pml.COR_1.at(point)[1] == Logs(0, {5: F(1, 4)}) and pml.COR_1.at(point)[2] is True
    assert reasons.check(pml.MINIMAX[1], pml.points(pml.MINIMAX[1])).witnesses == []     # tensorization gives (44)
    assert reasons.route(pml.MINIMAX, pml.points).status == "fail"
    assert reasons.route(pml.MINIMAX_CORRECTED, pml.points).status == "pass"


def test_lemma_4_relaxing_does_not_follow_from_74_as_printed():
    """N = 2, c = 1/2 (so 1 - Nc = 0), e^eps = 1, K = identity: (74) as printed, max_x K(y|x) <= e^eps c N max_x
    K(y|x), reads 1 <= 1 for both columns; (69) at y = 0, x = 0 reads 1 <= c (K(0|0) + K(0|1)) = 1/2: slack 1/2."""
    verdict = reasons.check(pml.LINEAR[0], pml.points(pml.LINEAR[0]))
    point, left, right = verdict.witnesses[0]
    assert (point["K"], point["c"], point["E"], left, right) == ([[1, 0], [0, 1]], F(1, 2), 1, F(1, 2), 0)
    assert reasons.check(pml.LINEAR_CORRECTED[0], [point]).used == 0           # the real (74) fails there
    assert reasons.route(pml.LINEAR, pml.points).status == "fail"


def test_theorem_1_from_theorems_2_and_3_needs_theorem_2s_threshold():
    """Theorem 3 stated only below e^eps = 1/(Nc) (a wrong scope) leaves a gap: N = 2, c = 1/2, e^eps = 3/2 and
    eta_TV(eps, c) = 1 satisfy both premises, while (20) bounds it by (3/2 - 1)/(0 + 1) = 1/2."""
    def below(p):
        return p["E"] * p["N"] * p["c"] < 1
    narrow = Reading("Thm. 3 below 1/(Nc) only", lambda p: p["v"] if below(p) else 0, "<=",
                     lambda p: (p["E"] - 1) / (p["E"] * (1 - p["N"] * p["c"]) + 1) if below(p) else 0)
    wrong = Reason("Thm. 1", "...", pml.THM_1, (pml.THM_2, narrow))
    point = {"N": 2, "c": F(1, 2), "E": F(3, 2), "v": F(1)}
    assert reasons.check(wrong, [point]).witnesses == [(point, 1, F(1, 2))]
    assert reasons.check(pml.ETA_BOUND[-1], [point]).used == 0                  # the real Thm. 3 excludes v = 1 there


def test_28_needs_binary_outputs():
    """Outside Y = {0, 1} the premise does not give (28): rows (1/2, 1/2, 0) and (1/4, 1/4, 1/2) have
    |K(0|x) - K(0|x')| = |K(1|x) - K(1|x')| = 1/4, but eta_TV = TV = (1/4 + 1/4 + 1/2)/2 = 1/2."""
    K = pml.Kernel([[F(1, 2), F(1, 2), F(0)], [F(1, 4), F(1, 4), F(1, 2)]])
    assert reasons.check(pml.ETA_BOUND[4], [{"K": K}]).witnesses == [({"K": K}, F(1, 2), F(1, 4))]


def test_53_needs_the_nonnegativity_of_pml():
    """A wrong premise at a point of its own: l_{K x Q} = -log 2 >= -1 holds, and with P_X(X_sub) = 1/2 the step
    reads log 2 - log 2 = 0 >= log 2, false."""
    weaker = Reading("l_Q >= -1", lambda p: p["l_Q"], ">=", lambda p: -1)
    point = {"l_Q": -Logs.log(2), "mass": F(1, 2)}
    verdict = reasons.check(Reason(pml.A_53, "...", pml.EQ_53, (weaker,)), [point])
    assert verdict.witnesses and verdict.witnesses[0][1] == 0 and verdict.witnesses[0][2] == Logs.log(2)
    assert reasons.check(next(r for r in pml.SUBSET_DISCLOSURE if r.locus == pml.A_53), [point]).used == 0


def test_47_needs_a_full_support_prior():
    """With P_X(x') = 0 the posterior of x' is 0 while K(y|x') = 1/2: the reason needs the full support of (10)."""
    K = pml.Kernel([[F(1, 2), F(1, 2)], [F(1, 2), F(1, 2)]])
    point = {"K": K, "y": 0, "x'": 1, "posterior": F(1, 2) * 0 / F(1, 2)}
    assert reasons.check(pml.SUBSET_DISCLOSURE[0], [point]).witnesses == [(point, F(1, 2), 0)]


@pytest.mark.slow
def test_pml_minimax_and_linear_keep_their_verdicts_with_the_reason_route(tmp_path):
    from proofs.pml.claims import linear, minimax
    for claim_function in (minimax, linear):
        evidence = claim_function(Context(seed=0, out_dir=tmp_path))
        verdict, _ = decide(evidence)
        assert verdict == "holds-with-correction" and statement_severity(evidence, verdict) == "typo"
        assert statement_error(evidence, verdict) is None
        assert evidence.routes["reason"].status == "fail" and evidence.correction_routes["reason"].status == "pass"


@pytest.mark.slow
def test_the_structure_as_printed_does_not_give_76():
    """(55) as printed, {c + V_X}: N = 2, c = 1/2, K = [[1, 0], [1, 0]], y = 0, P = c + (1, 0) = (3/2, 1/2) satisfies
    P - c >= 0 and sum (P - c) = 1, and sum_x K(0|x)P(x) = 3/2 + 1/2 = 2 > c sum K + (1 - Nc) max K = 1; (77) holds
    there (2 >= 1); corrected, (55) gives both."""
    point, left, right = reasons.check(pml.STRUCTURE[0], pml.points(pml.STRUCTURE[0])).witnesses[0]
    assert (str(point["K"]), point["c"], point["y"], list(point["P"]), left, right) == \
        ("[[1, 0], [1, 0]]", F(1, 2), 0, [F(3, 2), F(1, 2)], 2, 1)
    assert reasons.check(pml.STRUCTURE[1], pml.points(pml.STRUCTURE[1])).witnesses == []
    assert reasons.route(pml.STRUCTURE + pml.GAMMA, pml.points).status == "fail"
    assert reasons.route(pml.STRUCTURE_CORRECTED + pml.GAMMA, pml.points).status == "pass"


def test_51_needs_the_normalisation_of_48():
    """Q_X = P_X on X_sub, unnormalised: K = [[1, 0], [0, 1]], P = (1/2, 1/2), y = 0, X_sub = {0}, Q = (1/2, 0):
    (50) is log 1/(1/2) = log 2 while (51) reads log 1/(1/2 * 1/2) = log 4."""
    unnormalised = Reading("Q_X(x) = P_X(x) on X_sub", lambda p: sum(
        abs(q - (p["P"][x] if x in p["sub"] else 0)) for x, q in enumerate(p["Q"])), "=", lambda p: 0)
    a51 = next(r for r in pml.SUBSET_DISCLOSURE if r.locus == pml.A_51)
    verdict = reasons.check(Reason(pml.A_51, "...", a51.step, (unnormalised,)), pml.points(a51))
    point, left, right = verdict.witnesses[0]
    assert (str(point["K"]), point["P"], point["y"], point["Q"]) == ("[[1, 0], [0, 1]]", [F(1, 2), F(1, 2)], 0,
                                                                     [F(1, 2), 0])
    assert (left, right) == (Logs.log(2), Logs.log(4))
