"""The complete proofs of proofs/pram/fact1_dp_rows.py, proofs/pram/{post_processing,product_reduction,risk_order}.py and
proofs/counting/{gamma_superadditive,prior_free,thm2_high_privacy_limit}.py: each replays and is complete, a wrong formula
does not replay, a goal swapped for another true goal is refused by the registry check, a tampered multiplier,
fact or strict hypothesis fails, and each claim keeps its verdict at strength 'proved'."""
import copy

import pytest

import proofs.counting.claims as counting_queries
import proofs.counting.gamma_superadditive as gamma_superadditive
import proofs.counting.prior_free as prior_free
import proofs.counting.thm2_high_privacy_limit as thm2_high_privacy_limit
import proofs.pram.fact1_dp_rows as fact1_dp_rows
import proofs.pram.claims as pram_dp
import proofs.pram.post_processing as post_processing
import proofs.pram.product_reduction as product_reduction
import proofs.pram.risk_order as risk_order
from tests.proofs.tampering import first_fact, refuses_generic_tamperings, replays_completely, route_proves
from workbench.claims import REGISTRY, load_all
from workbench.formal import Statement
from workbench.kernel import polyproof
from workbench.proof import Proof, built_route

load_all()

PRAM_10 = ["dp_ratios_proof", "linear_constraints_proof"]           # goals rebuilt from DP_RATIOS, CORRECTED_ROWS
BUILDERS = PRAM_10 + ["gamma_superadditive_proof", "prior_free_proof", "post_processing_proof",
                      "product_reduction_proof", "risk_order_proof", "high_privacy_limit_proof"]


STATEMENT_MODULES = (fact1_dp_rows, post_processing, product_reduction, risk_order, gamma_superadditive, prior_free,
                     thm2_high_privacy_limit)


def module_of(builder: str):
    """The module of the paper whose proof `builder` is."""
    return next(module for module in STATEMENT_MODULES if hasattr(module, builder))


def _build(builder):
    return getattr(module_of(builder), builder)()


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.slow
def test_the_proof_replays_and_is_complete(builder, tmp_path):
    proof = _build(builder)
    complete = isinstance(REGISTRY[proof.claim].formal, Statement)     # Prose claims: never complete
    artefact = replays_completely(proof, complete)
    underived = [goal["name"] for goal in artefact["goals"] if not goal["terms"]]
    assert underived == (["tail term w_F/F >= 0"] if builder == "risk_order_proof" else [])   # nonneg on the box
    route_proves(*built_route(getattr(module_of(builder), builder), tmp_path, builder), complete, out_dir=tmp_path)


@pytest.mark.parametrize("builder", BUILDERS)
def test_a_tampered_multiplier_fact_strictness_or_goal_is_refused(builder):
    """A doubled multiplier, a dropped fact, a lost strictness or a strengthened goal fails the replay; every goal
    replaced by the (true) goal 'its first hypothesis >= 0' replays but the registry check refuses it."""
    refuses_generic_tamperings(_build(builder), first_fact, first_term_only=True)


WRONG_QUOTIENTS = [("z = k", lambda S, x, y: S * x / (1 - y)), ("z = k'", lambda S, x, y: (1 - x) / (S * y)),
                   ("z elsewhere", lambda S, x, y: (1 - x) / (1 + y)),
                   ("z = k", lambda S, x, y: (S - 1) * x / (2 * (1 - y))),     # half: DP => it, but not conversely
                   ("z elsewhere", lambda S, x, y: 2 * (1 - x) / (1 - y))]     # twice: it => DP, but not conversely


@pytest.mark.parametrize("builder", PRAM_10)
@pytest.mark.parametrize("case, wrong", WRONG_QUOTIENTS)
def test_a_wrong_quotient_of_10_does_not_replay(builder, case, wrong, monkeypatch):
    monkeypatch.setitem(pram_dp.DP_RATIOS, case, wrong)
    assert polyproof.check(_build(builder).artefact()) is not None


def test_the_printed_row_15_and_a_mutated_row_12_do_not_replay(monkeypatch):
    monkeypatch.setitem(pram_dp.CORRECTED_ROWS, "(15)", pram_dp.PRINTED_ROWS["(15)"])
    assert "(15)" in polyproof.check(_build("linear_constraints_proof").artefact())
    monkeypatch.setitem(pram_dp.CORRECTED_ROWS, "(15)", pram_dp.CORRECTED_ROWS["(15)"])
    monkeypatch.setitem(pram_dp.CORRECTED_ROWS, "(12)", lambda S, E: (S, E, E))
    assert "(12)" in polyproof.check(_build("linear_constraints_proof").artefact())


@pytest.mark.parametrize("builder, goal, other", [
    ("dp_ratios_proof", "z = k: DP => quotient <= E", "z elsewhere: DP => quotient <= E"),
    ("linear_constraints_proof", "(12) => the z = k quotient of (k, l) <= E",
     "(13) => the z = k quotient of (l, k) <= E")])
def test_a_goal_swapped_for_another_true_goal_is_refused(builder, goal, other):
    proof = _build(builder)
    artefact = copy.deepcopy(proof.artefact())
    index = {g["name"]: i for i, g in enumerate(artefact["goals"])}
    artefact["goals"][index[goal]] = dict(artefact["goals"][index[other]], name=goal)
    assert polyproof.check(artefact) is None
    assert "registered closed form" in proof.registry_mismatch(artefact)


@pytest.mark.parametrize("wrong_neighbourhood", [{"delta <= eta/2": "delta <= eta"},
                                                 {"M (1 - q) <= eta/4": "1 - q <= eta/4"}])
def test_a_neighbourhood_too_large_for_the_limit_does_not_replay(wrong_neighbourhood):
    """delta <= eta (not eta/2), or 1 - q <= eta/4 without the factor M: the bound |p_ij - 1/M| <= eta no longer
    follows (the derivation's residual goes negative)."""
    import sympy as sp
    artefact = thm2_high_privacy_limit.high_privacy_limit_proof().artefact()
    (old, new), = wrong_neighbourhood.items()
    q, delta, eta = sp.symbols("q delta eta")
    value = eta - delta if new.startswith("delta") else eta / 4 - (1 - q)
    proof = Proof("x", [sp.Symbol(v) for v in artefact["variables"]], "", "")
    next(h for h in artefact["hypotheses"] if h["name"] == old)["poly"] = proof._terms(value)
    assert "does not follow" in polyproof.check(artefact)


def test_a_quotient_that_is_no_rational_function_is_a_failed_route_not_an_error(monkeypatch, tmp_path):
    import sympy as sp
    monkeypatch.setitem(pram_dp.DP_RATIOS, "z = k", lambda S, x, y: sp.sqrt(x) / (1 - y))
    result, paths = fact1_dp_rows.route("dp_ratios_proof", tmp_path, "dp_ratios")
    assert result.status == "fail" and "no proof artefact" in result.detail and paths == []


@pytest.mark.parametrize("claim, expected", [
    (lambda: pram_dp.dp_ratios, "holds"), (lambda: pram_dp.linear_constraints, "holds-with-correction"),
    (lambda: pram_dp.post_processing, "holds"), (lambda: pram_dp.product_reduction, "holds"),
    (lambda: pram_dp.risk_order, "holds"), (lambda: counting_queries.prior_free, "holds")])
@pytest.mark.slow
def test_each_claim_keeps_its_verdict_and_is_proved(claim, expected, tmp_path):
    """The claim's own evidence (few fuzz examples), settled by the engine: the verdict it had before, at strength
    'proved' from a complete proof route (its artefact among the claim's certificates) when the claim's formal
    statement is a Statement its goals state; a claim whose statement is Prose keeps its verdict, its proof replays
    (strength proved) but is not complete, so the claim is not proved."""
    from workbench.claims import REGISTRY, decide, verdict_strength
    from workbench.earned import settle
    from workbench.formal import Statement
    from workbench.runner import Context
    function = claim()
    registered_claim = next(c for c in REGISTRY.values() if c.check is function)
    evidence = function(Context(out_dir=tmp_path, fuzz_examples=3))
    settle(registered_claim.id, evidence, tmp_path, registered_claim.formal)
    verdict = decide(evidence)[0]
    proof = (evidence.correction_routes if verdict == "holds-with-correction" else evidence.routes)["proof"]
    stated = isinstance(registered_claim.formal, Statement)
    assert verdict == expected and (verdict_strength(verdict, evidence) == "proved") == stated
    assert proof.strength == "proved" and proof.complete == stated
    assert any(path.startswith("proofs/") for path in evidence.certificates)


@pytest.mark.parametrize("claim_id, claim", [
    ("counting.gamma-superadditive", lambda: counting_queries.gamma_superadditive),
    ("counting.high-privacy-limit", lambda: counting_queries.high_privacy_limit)])
def test_a_prose_counting_claim_keeps_its_verdict_but_is_not_proved_for_every_parameter(claim_id, claim, tmp_path):
    """These claims are Prose (a minimum or a sum over the M entries for every M, a limit): their proof route still
    replays, but the engine finds it not complete, so the verdict 'holds' is kept at its weakest decisive route
    (exact-sampled), not 'proved'."""
    from workbench.claims import REGISTRY, decide, verdict_strength
    from workbench.earned import settle
    from workbench.formal import Prose
    from workbench.runner import Context
    evidence = claim()(Context(out_dir=tmp_path, fuzz_examples=3))
    settle(claim_id, evidence, tmp_path, REGISTRY[claim_id].formal)
    proof = evidence.routes["proof"]
    assert isinstance(REGISTRY[claim_id].formal, Prose) and decide(evidence)[0] == "holds"
    assert proof.status == "pass" and proof.strength == "proved" and not proof.complete
    assert "not the whole claim" in proof.detail and verdict_strength("holds", evidence) == "exact-sampled"
