"""staircase.definition's corrected implication as a complete proof: it replays, and a wrong ratio set, a
tampered derivation or a smaller domain is refused."""
import copy

from proofs.staircase_ldp import staircase_ldp_proof
from workbench.kernel import polyproof


def test_the_staircase_definition_proof_replays_completely():
    proof = staircase_ldp_proof()
    assert polyproof.check(proof.artefact()) is None and proof.complete and len(proof.goals) == 3


def test_the_printed_ratio_e_to_the_e_to_the_eps_is_refused():
    """The printed (9) allows |log r| = e^eps, i.e. r = exp(E): with r = E^2 standing in for a ratio above E, the
    same derivation does not replay (u = E^2 v does not give u <= E v)."""
    artefact = copy.deepcopy(staircase_ldp_proof().artefact())
    hypothesis = next(h for h in artefact["hypotheses"] if h["name"] == "u <= e^eps v")
    hypothesis["poly"] = [[[2, 0, 1], "1"], [[0, 1, 0], "-1"]]             # E^2 v - u >= 0
    assert "does not follow" in polyproof.check(artefact)


def test_a_tampered_multiplier_or_domain_fails():
    artefact = staircase_ldp_proof().artefact()
    bad = copy.deepcopy(artefact)
    bad["goals"][1]["terms"] = []
    assert "does not follow" in polyproof.check(bad)
    bad = copy.deepcopy(artefact)
    bad["domain"]["E"] = "0"                   # eps < 0 allowed: r = 1 no longer gives u <= E v
    assert polyproof.check(bad) is not None
