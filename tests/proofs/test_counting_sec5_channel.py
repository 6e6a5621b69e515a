"""The proofs of proofs/counting/sec5_channel.py: each replays (not complete: its claim is Prose), a wrong closed
form or a claim mutant does not replay, a goal swapped for a true goal beside the claim is refused by the registry
check, a tampered multiplier, fact or strict hypothesis fails."""

import pytest

import proofs.counting.sec5_channel as channel
from tests.proofs.tampering import (fact_other_than_the_goal, refuses_generic_tamperings, replays_completely,
                                    route_proves)
from workbench.kernel import polyproof

BUILDERS = ["channel_bounds_proof", "perturbation_conditions_proof", "channel_reduction_proof",
            "uniqueness_proof", "bounds_vs_trivial_proof"]
# Every claim here is Prose (optima over all mechanisms, matrices and channels of every size M): no replayed goal
# states it, so none is complete (channel_reduction_proof's goals besides restate its hypotheses).


def _build(builder):
    return getattr(channel, builder)()


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.slow
def test_the_proof_replays_but_its_prose_claim_is_not_complete(builder, tmp_path):
    """The goals replay; the claim is Prose (workbench.formal), so the route is not complete by design."""
    artefact = replays_completely(_build(builder), complete=False)
    assert all(goal["terms"] for goal in artefact["goals"])
    route_proves(*channel.route(builder, tmp_path, builder), complete=False, out_dir=tmp_path)


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.slow
def test_a_tampered_multiplier_fact_strictness_or_goal_is_refused(builder):
    """A doubled multiplier, a dropped fact, a lost strictness or a strengthened goal fails the replay; a true goal
    beside the claim (from a hypothesis that is not the goal) replays but the registry check refuses it."""
    refuses_generic_tamperings(_build(builder), fact_other_than_the_goal)


@pytest.mark.parametrize("wrong", [lambda p, a: p / (p + a),          # a sign lost
                                   lambda p, a: (p - a) / p,          # the ratio upside down
                                   lambda p, a: 2 * p / (p - a)])     # twice the admissible weight
def test_a_wrong_mixing_limit_does_not_replay(wrong, monkeypatch):
    monkeypatch.setattr(channel, "mixing_limit", wrong)
    assert "(P* T^-1)_ij < 0" in polyproof.check(channel.channel_bounds_proof().artefact())


def test_post_processing_without_t_at_most_one_does_not_replay():
    """T(U|k) <= 1 dropped (a T that is not stochastic): the positive-term goal a t <= a does not follow."""
    artefact = channel.channel_bounds_proof().artefact()
    goal = next(g for g in artefact["goals"] if g["name"].startswith("per term, a_k >= 0"))
    goal["terms"][0]["facts"] = ["a_k >= 0 (case)"]
    assert "does not follow" in polyproof.check(artefact)


def test_the_invertibility_step_needs_a_positive_smallest_eigenvalue():
    """At (eps, delta) = (0, 0) P* = J/M is singular (mu = 0): without mu > 0 the goal |X 1|^2 <= 0 does not replay."""
    artefact = channel.perturbation_conditions_proof().artefact()
    next(h for h in artefact["hypotheses"] if h["name"].startswith("mu = min_j")).pop("strict")
    assert "denominator's sign" in polyproof.check(artefact)


def test_without_v_summing_to_zero_the_rank_one_goal_does_not_replay():
    """The claim's mutant 'theta u v^T 1 = 0 for every v': with V >= 0 only, theta u_i V <= 0 does not follow."""
    artefact = channel.perturbation_conditions_proof().artefact()
    goal = next(g for g in artefact["goals"] if g["name"] == "(3) theta u_i V = 0 (<= 0)")
    goal["terms"] = [t for t in goal["terms"] if not t["facts"][0].endswith("(<=)")]
    assert "does not follow" in polyproof.check(artefact)


def test_without_the_row_sums_of_t_the_reduction_does_not_replay():
    """The mutant 'any nonnegative T' (rows not summing to 1): with s_k >= 1 only, p (s_k - 1) <= 0 does not follow."""
    artefact = channel.channel_reduction_proof().artefact()
    goal = next(g for g in artefact["goals"] if g["name"].startswith("(b) row sum") and g["relation"] == "<=")
    goal["terms"] = []
    assert "does not follow" in polyproof.check(artefact)


@pytest.mark.parametrize("wrong", [lambda E, q, d, a: (1 - d) * a * q * (d + q - q ** 2) / E,    # four times the step
                                   lambda E, q, d, a: (1 - d) * a * (d + q) / 2,                  # no factor q/E
                                   lambda E, q, d, a: a * q * (d + q - q ** 2) / (4 * E)])        # no factor 1 - delta
def test_a_wrong_uniqueness_step_does_not_replay(wrong, monkeypatch):
    """A second 'optimum' that moves too much mass is not DP (or not >= 0): some goal of P' does not follow."""
    monkeypatch.setattr(channel, "uniqueness_step", wrong)
    assert "P'" in polyproof.check(channel.uniqueness_proof().artefact())


def test_the_printed_uniqueness_mutant_does_not_replay():
    """The printed 'unique only when M = 2 or (0, 0)' says delta = 1 gives infinitely many optima: zeta > 0 there
    would need delta < 1, and without it the strict goal does not follow."""
    artefact = channel.uniqueness_proof().artefact()
    next(h for h in artefact["hypotheses"] if h["name"] == "delta < 1").pop("strict")
    assert "zeta > 0" in polyproof.check(artefact)


def test_at_the_origin_the_witness_t_equal_p_star_is_not_strictly_better():
    """At (eps, delta) = (0, 0) neither delta > 0 nor q < 1 holds: without them the strict goals do not follow."""
    artefact = channel.bounds_vs_trivial_proof().artefact()
    for name in ("delta > 0", "q < 1 (eps > 0)"):
        next(h for h in artefact["hypotheses"] if h["name"] == name).pop("strict")
    assert "t > m" in polyproof.check(artefact)
