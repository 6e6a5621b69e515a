"""pml.gamma (Prop. 2) at the edge c = 1/N of its domain. The workbench once stated "the bound (1 - Nc)e^eps + 1 is
attained iff e^eps >= 1/((N-1)c)", in prose only (no goal said it), and that is false at c = 1/N: there Q_X(c) is the
uniform prior alone, so every ratio (KP)(y)/(KQ)(y) is 1, Gamma_max = 1, and the bound is (1 - 1)e^eps + 1 = 1 for
every e^eps. The corrected statement (attained iff c = 1/N or e^eps >= 1/((N-1)c)) is now goals of the proof; the old
one is refused by the replayer and by the LP route's check, and z3 finds its counterexample at c = 1/N."""
import copy
from fractions import Fraction as F

import pytest

from workbench.claims import load_all
from workbench.kernel import polyproof
from workbench.lp.pipeline import certify_family
from tests.proofs.tampering import replays_completely

load_all()
from proofs.pml.claims import gamma_attainment_misses, gamma_attains_bound, gamma_exact_proof  # noqa: E402

NOT_ATTAINED = "not attained (c < 1/N, E < 1/((N-1)c)): the low regime's piece < the printed bound"


def old_condition(N, E, c):
    """The statement as it was: attained iff e^eps >= 1/((N-1)c)."""
    return E >= 1 / ((N - 1) * c)


# (N, E, Gamma_max) at c = 1/N, by hand: a prior P with P(x) >= 1/N for all N inputs and total 1 is uniform, so
# Q_X(1/N) = {uniform} and the only ratio is 1 -- whatever the kernel and e^eps, and E < 1/((N-1)c) = N/(N-1) here.
EDGE = [(2, F(3, 2)), (2, F(1)), (3, F(5, 4)), (4, F(1)), (5, F(6, 5))]


@pytest.mark.parametrize("N, E", EDGE)
def test_at_c_one_over_n_gamma_max_is_one_and_the_bound_is_attained_below_the_old_threshold(N, E):
    c = F(1, N)
    assert E < 1 / ((N - 1) * c)                                  # the old statement says: not attained
    value = certify_family("pml-gamma", "pml.gamma", N=N, E=E, c=c).value
    assert value == 1 == (1 - N * c) * E + 1                      # yet Gamma_max = 1 = the bound
    assert gamma_attains_bound(N, E, c) and not old_condition(N, E, c)


def test_below_the_threshold_with_c_below_one_over_n_the_bound_is_not_attained():
    """N = 2, c = 1/4, e^eps = 3/2, by hand: the ratio of column (k1, k2) is (c S + d k1)/(c S + d k2) = (3 k1 + k2)/
    (k1 + 3 k2) (d = 1/2); Lemma 4's row k1 <= E (c S + d k2) gives 5 k1 <= 9 k2, so Gamma_max = (27 + 5)/(9 + 15) =
    4/3 < 7/4 = the bound."""
    N, E, c = 2, F(3, 2), F(1, 4)
    assert certify_family("pml-gamma", "pml.gamma", N=N, E=E, c=c).value == F(4, 3) < (1 - N * c) * E + 1 == F(7, 4)
    assert not gamma_attains_bound(N, E, c)


def test_the_lp_check_refuses_the_old_attainment_statement_and_accepts_the_corrected_one():
    # by hand: Q_X(1/N) = {uniform}; N = 2, c = 1/4, E = 3/2 as above; N = 3, c = 1/6, E = 3 = 1/((N-1)c): both pieces
    # are (3/2 + 1/6)/(2/3) = 5/2 = the bound
    cases = [(N, E, F(1, N), F(1)) for N, E in EDGE] + [(2, F(3, 2), F(1, 4), F(4, 3)), (3, F(3), F(1, 6), F(5, 2))]
    assert gamma_attainment_misses(cases) == []
    missed = gamma_attainment_misses(cases, attains=old_condition)
    assert {"N": 2, "E": "3/2", "c": "1/2", "Gamma_max": "1"} in missed and len(missed) == len(EDGE)


def test_the_proof_states_the_corrected_attainment_as_goals():
    """The goals replay and state the corrected attainment; the artefact is not complete, since Gamma_max is a
    supremum over every kernel in M(eps, c) and pair of priors, for every N (pml.gamma's statement is Prose)."""
    proof = gamma_exact_proof()
    artefact = replays_completely(proof, complete=False)
    goals = {goal["name"]: goal for goal in artefact["goals"]}
    assert goals[NOT_ATTAINED]["hypotheses"] == ["c < 1/N", "E < 1/((N-1)c)"]
    for name in ("c = 1/N: the printed bound <= 1", "c = 1/N, low: the column's ratio >= the printed bound (attained)",
                 "ratio <= the printed bound", "1/ratio >= 1/the printed bound"):
        assert name in goals
    # for E >= 1/((N-1)c) the high column's ratio is the printed bound as written: one formula, so no goal states it
    assert "high: the column's ratio >= the printed bound (attained)" not in goals
    assert "iff c = 1/N or e^eps >= 1/((N-1)c)" in artefact["statement"]


def test_the_replayer_refuses_the_old_not_attained_goal():
    """The old "only if" as a goal: below 1/((N-1)c) the bound is not attained, without c < 1/N. Its best derivation,
    u times the strict fact E < 1/((N-1)c), has a multiplier that vanishes at u = 0 (c = 1/N), so it is no strict
    term and the residual 0 is not positive: the replayer says no. Merely dropping the hypothesis is refused too."""
    artefact = gamma_exact_proof().artefact()
    index = next(i for i, goal in enumerate(artefact["goals"]) if goal["name"] == NOT_ATTAINED)
    u = artefact["variables"].index("u")
    without = copy.deepcopy(artefact)
    goal = without["goals"][index]
    goal["hypotheses"] = ["E < 1/((N-1)c)"]
    assert "neither its hypothesis" in polyproof.check(without)
    goal["terms"] = [{"multiplier": [[[int(i == u) for i in range(len(artefact["variables"]))], "1"]],
                      "facts": ["E < 1/((N-1)c)"]}]
    assert "residual not" in polyproof.check(without)


def test_z3_finds_the_edge_as_a_counterexample_to_the_old_not_attained_goal():
    pytest.importorskip("z3")
    from workbench.z3_opinion import second_opinion
    artefact = gamma_exact_proof().artefact()
    old = copy.deepcopy(next(goal for goal in artefact["goals"] if goal["name"] == NOT_ATTAINED))
    old["hypotheses"] = ["E < 1/((N-1)c)"]
    opinion = second_opinion(artefact | {"goals": [old], "steps": []})
    assert opinion["agrees"] == 0 and opinion["counterexamples"][f"goal {NOT_ATTAINED}"]["u"] == "0"     # c = 1/N
