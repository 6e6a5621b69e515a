"""The complete proofs of proofs/counting/{lemma1_kernel_pd,thm1_1_pd,thm1_lp_reformulation,thm1_3_shared_structure,thm1_3_4_shared_diagonal,
thm2_3_channel_interior,thm2_4_channel_outside,thm2_corollary_doubly_stochastic}.py and proofs/pml/lemma2_3_binary.py: each replays and
is complete, a wrong closed form or a claim mutant does not replay, a goal swapped for a true goal beside the claim is
refused by the registry check, a tampered multiplier, fact or strict hypothesis fails."""
import copy

import pytest

import proofs.pml.lemma2_3_binary as pml_structure
import proofs.counting.lemma1_kernel_pd as lemma1_kernel_pd
import proofs.counting.thm1_1_pd as thm1_1_pd
import proofs.counting.thm1_3_4_shared_diagonal as thm1_3_4_shared_diagonal
import proofs.counting.thm1_3_shared_structure as thm1_3_shared_structure
import proofs.counting.thm1_lp_reformulation as thm1_lp_reformulation
import proofs.counting.thm2_3_channel_interior as thm2_3_channel_interior
import proofs.counting.thm2_4_channel_outside as thm2_4_channel_outside
import proofs.counting.thm2_corollary_doubly_stochastic as thm2_corollary_doubly_stochastic
from tests.proofs.tampering import (fact_other_than_the_goal, refuses_generic_tamperings, replays_completely,
                                    route_proves)
from workbench.claims import REGISTRY
from workbench.formal import Statement
from workbench.kernel import polyproof
from workbench.proof import Proof, built_route

KERNEL = ["kernel_pd_proof", "pd_proof"]                # goals from the cosine sum's closed form
BUILDERS = KERNEL + ["lp_reformulation_proof", "binary_reduction_proof", "binary_suffices_proof",
                     "channel_interior_proof", "channel_outside_proof",
                     "channel_doubly_stochastic_proof", "shared_diagonal_proof",
                     "shared_structure_proof"]


PML = ["binary_reduction_proof", "binary_suffices_proof"]


COUNTING_MODULES = (lemma1_kernel_pd, thm1_1_pd, thm1_lp_reformulation, thm1_3_shared_structure, thm1_3_4_shared_diagonal,
                    thm2_3_channel_interior, thm2_4_channel_outside, thm2_corollary_doubly_stochastic)


def _module(builder):
    return pml_structure if builder in PML else next(m for m in COUNTING_MODULES if hasattr(m, builder))


def _build_function(builder):
    return getattr(_module(builder), builder)


def _build(builder):
    return _build_function(builder)()


@pytest.mark.parametrize("builder", BUILDERS)
def test_the_proof_replays_and_is_complete(builder, tmp_path):
    """Complete iff the claim has a formal Statement; pml.binary-reduction and pml.binary-suffices (Lemma 3, App. C)
    are about every kernel in M(eps, c) with any outputs: Prose, so their artefacts are never complete."""
    proof = _build(builder)
    complete = isinstance(REGISTRY[proof.claim].formal, Statement)
    artefact = replays_completely(proof, complete)
    assert all(goal["terms"] for goal in artefact["goals"])
    route_proves(*built_route(_build_function(builder), tmp_path, builder), complete, out_dir=tmp_path)


@pytest.mark.parametrize("builder", BUILDERS)
def test_a_tampered_multiplier_fact_strictness_or_goal_is_refused(builder):
    """A doubled multiplier, a dropped fact, a lost strictness or a strengthened goal fails the replay; a true goal
    beside the claim (from a hypothesis that is not the goal) replays but the registry check refuses it."""
    refuses_generic_tamperings(_build(builder), fact_other_than_the_goal)


WRONG_SUMS = [lambda q, a, c, u, v: q * c - q ** 2 - a * v + a * q * u,          # q^n for q^(n+1)
              lambda q, a, c, u, v: q * c - q ** 2 - a * q * v + a * q ** 2 * v,  # cos((n+1) theta) twice
              lambda q, a, c, u, v: q * c - q - a * q * v + a * q ** 2 * u]       # q for q^2


@pytest.mark.parametrize("builder", KERNEL)
@pytest.mark.parametrize("wrong", WRONG_SUMS)
def test_a_wrong_closed_form_of_the_cosine_sum_does_not_replay(builder, wrong, monkeypatch):
    monkeypatch.setattr(lemma1_kernel_pd, "sum_closed_form", wrong)
    assert polyproof.check(_build(builder).artefact()) is not None


@pytest.mark.parametrize("parity, wrong", [("odd", lambda q, a, v, S: 1 + 2 * S - a * q),      # a phantom antipode
                                           ("even", lambda q, a, v, S: 1 + 2 * S - a * q * v),  # its sign flipped
                                           ("even", lambda q, a, v, S: 1 + 2 * S + 2 * a * q * v)])
def test_a_wrong_eigenvalue_does_not_replay(parity, wrong, monkeypatch):
    monkeypatch.setitem(lemma1_kernel_pd.EIGENVALUES, parity, wrong)
    goal = f"M = {lemma1_kernel_pd.KERNEL_SIZES[parity]}: lambda_j > 0"
    assert goal in polyproof.check(_build("kernel_pd_proof").artefact())


def test_the_mutant_positive_definite_at_the_origin_does_not_replay():
    """The claim's mutant 'P* is positive definite also at (eps, delta) = (0, 0)': mu_1 > 0 does not follow."""
    artefact = _build("pd_proof").artefact()
    goal = next(g for g in artefact["goals"] if g["name"].startswith("(eps, delta) = (0, 0): mu_1"))
    goal["relation"] = ">"
    assert "does not follow" in polyproof.check(artefact)


def test_a_wrong_trigonometric_identity_does_not_replay():
    """cos((n+2) theta) = 2 cos(theta) cos((n+1) theta) + cos(n theta) (a sign lost): the induction step fails."""
    import sympy as sp
    artefact = _build("kernel_pd_proof").artefact()
    c, u, v, w = sp.symbols("c u v w")
    proof = Proof("x", [sp.Symbol(x) for x in artefact["variables"]], "", "")
    for hypothesis in artefact["hypotheses"]:
        if hypothesis["name"].startswith("cos((n+2) theta)"):
            sign = 1 if hypothesis["name"].endswith("(>=)") else -1
            hypothesis["poly"] = proof._terms(sign * (w - 2 * c * v - u))
    assert "induction step" in polyproof.check(artefact)


def test_a_hypothesis_that_is_not_its_goal_fails_the_route(monkeypatch, tmp_path):
    """pd_proof's hypothesis 'lambda_j > 0' must be the eigenvalue goal's polynomial: a changed one is refused."""
    real = Proof.hypothesis

    def changed(self, name, expression, strict=False):
        return real(self, name, expression + 1 if name.startswith(thm1_1_pd.EIGENVALUE_HYPOTHESIS) else expression,
                    strict)
    monkeypatch.setattr(Proof, "hypothesis", changed)
    result, paths = built_route(thm1_1_pd.pd_proof, tmp_path, "pd")
    assert result.status == "fail" and "is not the goal" in result.detail and paths == []


def test_the_reformulation_without_s_nonnegative_does_not_replay():
    """Dropping the M constraints s_j >= 0 (hypothesis made vacuous): (A) no longer gives the subset constraints."""
    artefact = _build("lp_reformulation_proof").artefact()
    next(h for h in artefact["hypotheses"] if h["name"] == "aux: s_j >= 0")["poly"] = []
    assert "j not in U" in polyproof.check(artefact)


@pytest.mark.parametrize("builder", ["binary_reduction_proof", "binary_suffices_proof"])
def test_merging_without_the_pml_condition_or_with_a_wrong_event_does_not_replay(builder):
    """Without K's PML condition at y the merged column's condition does not follow; with E* not the set where
    d > 0 (case d > 0 put outside E*: d [y in E*] = 0 = max(0, d) fails) the farthest rows' TV is not kept."""
    artefact = _build(builder).artefact()
    weak = copy.deepcopy(artefact)
    next(h for h in weak["hypotheses"] if h["name"].startswith("PML of K at y"))["poly"] = []
    assert "(a) per output" in polyproof.check(weak)
    swapped = copy.deepcopy(artefact)
    goal = next(g for g in swapped["goals"] if g["name"] == "(c) E*, case d > 0: d [y in E*] = d = max(0, d) (>=)")
    goal["hypotheses"] = goal["terms"][0]["facts"] = ["case d <= 0: pd = 0 (<=)"]
    assert "case d > 0" in polyproof.check(swapped)


@pytest.mark.parametrize("builder", ["channel_interior_proof", "channel_doubly_stochastic_proof"])
def test_a_neighbourhood_too_large_for_the_channel_does_not_replay(builder):
    """eta <= s/(M m) (one factor M short): the entries of P* T^-1 are no longer shown nonnegative."""
    import sympy as sp
    artefact = _build(builder).artefact()
    proof = Proof("x", [sp.Symbol(x) for x in artefact["variables"]], "", "")
    M, s, m, eta = sp.symbols("M s m eta")
    bound = 1 if builder == "channel_doubly_stochastic_proof" else s          # s = 1: column sums of T^-1
    hypothesis = next(h for h in artefact["hypotheses"] if h["name"] == "eta <= s/(M^2 m)")
    hypothesis["poly"] = proof._terms(bound - M * m * eta)
    assert "entry" in polyproof.check(artefact)


def test_a_minimum_above_the_average_does_not_replay():
    """The mutant 'min_j r_j <= 1/(M - 1)' read as the bound 1/M: without the full sum (M - 1 terms) it fails."""
    import sympy as sp
    artefact = _build("channel_outside_proof").artefact()
    proof = Proof("x", [sp.Symbol(x) for x in artefact["variables"]], "", "")
    M, g = sp.symbols("M g")
    hypothesis = next(h for h in artefact["hypotheses"] if h["name"].startswith("g <= r_j summed"))
    hypothesis["poly"] = proof._terms(1 - (M - 1) * g)
    assert "(ii)" in polyproof.check(artefact)


def test_a_solution_below_the_optimum_shares_no_diagonal():
    """Without optimality (t only >= the optimum minus anything: the hypothesis weakened by 1/2), p_{i0,i0} <= t no
    longer follows."""
    import sympy as sp
    artefact = _build("shared_diagonal_proof").artefact()
    proof = Proof("x", [sp.Symbol(x) for x in artefact["variables"]], "", "")
    t, L, delta = sp.symbols("t L delta")
    hypothesis = next(h for h in artefact["hypotheses"] if h["name"].startswith("optimal: t ="))
    hypothesis["poly"] = proof._terms(t * (1 + L) - 1 - delta * L + sp.Rational(1, 2))
    assert "centre" in polyproof.check(artefact)


def test_with_delta_positive_the_slacks_are_not_forced_to_zero():
    """The structure is claimed for delta = 0 only: without that hypothesis the slack goal does not replay."""
    import sympy as sp
    artefact = _build("shared_structure_proof").artefact()
    proof = Proof("x", [sp.Symbol(x) for x in artefact["variables"]], "", "")
    S_p, S_n, L, delta = sp.symbols("S_p S_n L delta")
    hypothesis = next(h for h in artefact["hypotheses"] if h["name"] == "delta = 0: S <= delta L = 0")
    hypothesis["poly"] = proof._terms(delta * L - S_p + S_n)                     # dpsum summed, delta left free
    assert "every slack" in polyproof.check(artefact)


@pytest.mark.parametrize("builder, hypothesis", [("shared_structure_proof", "sigma <= 0 (the goal)"),
                                                 ("shared_diagonal_proof", "D <= t L (the goal above)")])
def test_a_hypothesis_that_restates_a_goal_must_be_that_goal(builder, hypothesis, monkeypatch, tmp_path):
    real = Proof.hypothesis

    def changed(self, name, expression, strict=False):
        return real(self, name, expression + 1 if name == hypothesis else expression, strict)
    monkeypatch.setattr(Proof, "hypothesis", changed)
    result, paths = built_route(_build_function(builder), tmp_path, builder)
    assert result.status == "fail" and "is not the goal" in result.detail and paths == []
