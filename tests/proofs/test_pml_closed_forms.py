"""The proofs of proofs/pml/{identity_bound,lemma1_zeros,thm2_saturation,example3_nonprivate_rate,eq32_binary_example,remark1_limits,lemma4_linear,prop3_subset_disclosure}.py and proofs/cross/links.py (pml.identity-bound, pml.zeros,
pml.saturation, cross.rr-is-pram, cross.pml-to-ldp): they replay, and a mutated closed form, a goal that is not the registered one, a tampered
multiplier or a flipped relation is refused."""
import copy
from fractions import Fraction

import pytest
import sympy as sp

from tests.proofs.tampering import (pinned_apart, refused_mutants, refuses_flipped_relations,
                                    refuses_pinned_terms_without_facts, refuses_tampered_terms, replays_completely,
                                    route_proves, z3_finds_no_counterexample)
from workbench.claims import CLOSED_FORMS, REGISTRY, load_all
from workbench.formal import Prose, Statement, states_claim
from workbench.kernel import polyproof
from workbench.proof import Proof, built_route

load_all()
import proofs.cross.links as links  # noqa: E402  (after load_all: the builders read the registered closed forms)
import proofs.pml.identity_bound as identity_bound  # noqa: E402  (after load_all: the builders read the registered closed forms)
import proofs.pml.lemma1_zeros as lemma1_zeros
import proofs.pml.thm2_saturation as thm2_saturation
import proofs.pml.example3_nonprivate_rate as example3_nonprivate_rate
import proofs.pml.eq32_binary_example as eq32_binary_example
import proofs.pml.remark1_limits as remark1_limits
import proofs.pml.lemma4_linear as lemma4_linear
import proofs.pml.prop3_subset_disclosure as prop3_subset_disclosure

BUILDERS = {"pml.identity-bound": identity_bound.identity_bound_proof, "pml.zeros": lemma1_zeros.zeros_proof,
            "pml.saturation": thm2_saturation.saturation_proof, "cross.rr-is-pram": links.rr_is_pram_proof,
            "cross.pml-to-ldp": links.pml_to_ldp_proof, "pml.nonprivate-rate": example3_nonprivate_rate.nonprivate_rate_proof,
            "pml.binary-example": eq32_binary_example.binary_example_proof, "pml.limits": remark1_limits.limits_proof,
            "cross.warner": links.warner_proof}
FORM = {"pml.nonprivate-rate": ("pml.eta-bound", "Xi"),      # claims whose goals come from other claims' forms
        "cross.warner": ("staircase.rr", "keep")}


def own_form(claim):
    owner, name = FORM.get(claim, (claim, ""))
    return next(f for f in CLOSED_FORMS if f.claim == owner and f.name.startswith(name))


@pytest.mark.parametrize("claim", BUILDERS)
def test_the_proof_replays_its_goals_are_registered_and_it_is_complete_iff_the_claim_has_a_statement(claim):
    """Each artefact replays and matches the registry; it is complete (its goals state the claim's formal Statement)
    exactly when the claim has one: pml.nonprivate-rate and pml.identity-bound (the sum over the other inputs as an
    indexed family). pml.zeros' artefact meets Lemma 1 (ZEROS), but the claim also reads display (54) literally.
    pml.saturation quantifies over every N-input kernel, every prior in Q_X(c) and every f, pml.binary-example over
    every 2-input mechanism (and a limit),
    pml.limits over all mechanisms (eta_TV(eps, 1/N)) and c -> 0: Prose, so not complete by design. The cross.*
    claims (not this paper's) are complete only if they declare a Statement."""
    proof = BUILDERS[claim]()
    formal = REGISTRY[claim].formal
    artefact = replays_completely(proof, complete=isinstance(formal, Statement))
    assert artefact["claim"] == claim
    assert proof._templates                       # at least one goal is rebuilt from the registry
    if claim.startswith("pml."):
        assert isinstance(formal, Statement) == (claim in ("pml.nonprivate-rate", "pml.identity-bound", "pml.zeros",
                                                          "pml.linear"))
        assert formal is not None
        if isinstance(formal, Prose):
            assert "prose" in states_claim(claim, [artefact])


@pytest.mark.parametrize("claim", BUILDERS)
def test_z3_finds_no_counterexample(claim):
    z3_finds_no_counterexample(BUILDERS[claim]())


@pytest.mark.parametrize("claim", BUILDERS)
@pytest.mark.slow
def test_every_mutant_of_the_closed_form_is_refused(claim, monkeypatch):
    """A claim mutant (workbench.quality.claim_mutants) either cannot be stated as the goals or leaves one that does not
    follow: weaker true mutants (a lower threshold) are refused too, by the goals that the value is attained."""
    assert refused_mutants(own_form(claim), BUILDERS[claim], monkeypatch) >= 4


@pytest.mark.parametrize("claim", BUILDERS)
def test_a_goal_that_is_not_the_registered_closed_form_is_rejected(claim, monkeypatch):
    proof = BUILDERS[claim]()
    artefact = proof.artefact()
    form = own_form(claim)
    first = sorted(form.formula().free_symbols, key=str)[0]
    moved = form.formula().subs(first, 2 * first)                  # the registry moved on; the artefact did not
    monkeypatch.setattr(form, "expression", moved)
    assert "differs from the claim's registered closed form" in proof.registry_mismatch(artefact)


@pytest.mark.parametrize("claim", BUILDERS)
def test_a_tampered_multiplier_or_relation_fails_the_replay(claim):
    artefact = BUILDERS[claim]().artefact()
    rest, pinned = pinned_apart(artefact)                  # the goals of an equality at a pinned parameter: below
    doubled = refuses_tampered_terms(rest, first_term_only=True, drop_facts=False)         # every multiplier doubled
    flipped = refuses_flipped_relations(artefact)                                           # >= turned into <
    assert doubled or flipped
    assert refuses_pinned_terms_without_facts(artefact, pinned) >= len(pinned)          # each has a term
    assert bool(pinned) == claim.startswith("cross.")


def test_a_common_factor_lets_a_strict_hypothesis_show_the_denominator_sign():
    """E - 1/(m c) >= 0 from k (E m c - 1) = (E c s - k) + E c (m k - s) (pml.zeros' goal, there with n k - s
    summed by the replayer and k (m - n)): kept as k (E m c - 1)/(k m c), the
    denominator is shown positive by k c > 0; cancelled to (E m c - 1)/(m c), k c > 0 no longer shows the sign of
    m c (nor would the scale k it needs be positive on the box), and without the strict hypothesis nothing does."""
    E, c, m, k, s = sp.symbols("E c m k s")

    def build(common, positive):
        proof = Proof("t", [E, c, m, k, s], "E >= 1/(m c)", "see the test", domain={m: 1})
        proof.hypothesis("k c > 0", k * c, strict=True).hypothesis("pml", E * c * s - k).hypothesis("count", m * k - s)
        proof.goal("E >= 1/(m c)", E - 1 / (m * c), hypotheses=["k c > 0", "pml", "count"],
                   terms=[(1, ["pml"]), (E * c, ["count"])], positive=positive, common=common)
        return polyproof.check(proof.artefact())
    assert build(k, "k c > 0") is None
    assert "denominator" in build(1, "k c > 0")
    assert "denominator" in build(k, None)


def test_a_closed_form_the_goals_cannot_state_fails_the_route(tmp_path, monkeypatch):
    """N/((N - 1)c) (the Nc -> (N-1)c mutant of 1/c) has a variable the identity-bound goals do not have: the route
    fails with the reason, it does not raise; the registered 1/c passes (complete: its goals state IDENTITY_BOUND, the
    sum over the other inputs an indexed family)."""
    passed, paths = built_route(identity_bound.identity_bound_proof, tmp_path, "identity")
    assert paths == ["proofs/identity.json"]
    route_proves(passed, paths, complete=True, out_dir=tmp_path)
    form = own_form("pml.identity-bound")
    N, c = sorted(form.formula().free_symbols | {sp.Symbol("N", positive=True)}, key=str)
    monkeypatch.setattr(form, "expression", N / ((N - 1) * c))
    failed, paths = built_route(identity_bound.identity_bound_proof, tmp_path, "identity")
    assert failed.status == "fail" and "no proof artefact" in failed.detail and paths == []


def test_lemma_4_both_directions_replay_and_need_their_hypotheses():
    """pml.linear has no closed form: its goals are the two directions of Lemma 4 over a general column (and the
    per-input term of the 'if' direction, summed by the replayer). Each replays; without its last fact (k_x <= k_max;
    W = 1), or with a multiplier doubled, it does not. Its goals state LINEAR, Lemma 4 with the column's entries and
    the prior's masses an indexed family: complete (the typo'd displays (71), (74) are graded apart)."""
    proof = lemma4_linear.linear_proof()
    artefact = replays_completely(proof, complete=True)
    assert len(artefact["goals"]) == 3
    from workbench.z3_opinion import second_opinion
    opinion = second_opinion(artefact)
    assert opinion is None or (not opinion["counterexamples"])
    for index in (0, 2):
        for tamper in ("drop", "double"):
            tampered = copy.deepcopy(artefact)
            terms = tampered["goals"][index]["terms"]
            if tamper == "drop":
                terms.pop()
            else:
                terms[1]["multiplier"] = [[e, str(2 * Fraction(c))] for e, c in terms[1]["multiplier"]]
            assert "residual" in polyproof.check(tampered), (index, tamper)


@pytest.mark.parametrize("name", ["(30)", "(31)"])
@pytest.mark.slow
def test_achievability_replays_from_the_registered_columns_and_refuses_their_mutants(name, monkeypatch):
    """pml.achievability's correction: the attainment artefact with (30)-(31) read from the registry replays; it is
    not complete, since the corrected Remark 2 asserts (eps, c)-PML and eta_TV = Xi of N-input kernels for every N,
    which the artefact reaches through Lemma 4 in prose (Prose); the first 8 mutants of M or m break it (all 32 do:
    each build takes seconds, so the test samples them)."""
    import proofs.pml.thm1 as pml_thm1
    proof = pml_thm1.achievability_proof()
    assert proof.claim == "pml.achievability"
    replays_completely(proof, complete=False)
    assert isinstance(REGISTRY["pml.achievability"].formal, Prose)
    form = next(f for f in CLOSED_FORMS if f.claim == "pml.achievability" and f.name.startswith(name))
    assert refused_mutants(form, pml_thm1.achievability_proof, monkeypatch, most=8) == 8


def test_subset_disclosure_replays_and_refuses_a_larger_threshold_or_a_tampered_step(monkeypatch):
    """Prop. 3's three goals replay (not complete: Prop. 3 is about every kernel, output and prior, Prose); with
    pml.zeros' threshold doubled, 'L >= 2/((N - l)c)' does not follow; doubling the multiplier of w <= k breaks
    'E >= 1/p'."""
    proof = prop3_subset_disclosure.subset_disclosure_proof()
    artefact = replays_completely(proof, complete=False)
    tampered = copy.deepcopy(artefact)
    goal = next(g for g in tampered["goals"] if g["name"] == "E >= 1/p")
    goal["terms"][1]["multiplier"] = [[e, "2"] for e, _ in goal["terms"][1]["multiplier"]]
    assert "residual" in polyproof.check(tampered)
    form = own_form("pml.zeros")
    monkeypatch.setattr(form, "expression", 2 * form.formula())
    assert "L >= 1/((N - l) c)" in polyproof.check(prop3_subset_disclosure.subset_disclosure_proof().artefact())
    assert "registered closed form" in proof.registry_mismatch(artefact)
