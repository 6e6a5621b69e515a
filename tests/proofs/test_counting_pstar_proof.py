"""counting.pstar-positive's proof: it replays for every M, its goals are the registered optimum, and a wrong closed
form or a tampered derivation is refused. It is not complete: the corrected claim is Prose (its entries' powers q^m,
q^d for every M are variables s, t whose positivity is assumed, which the replayer's facts do not derive)."""
import copy

import pytest
import sympy as sp

from proofs.counting.pstar_positive import pstar_positive_proof
from workbench.claims import CLOSED_FORMS, load_all
from workbench.formal import states_claim
from workbench.kernel import polyproof

load_all()


def _form(parity):
    prefix = "delta + (1-delta) alpha_2m," if parity == "even" else "delta + (1-delta) alpha_2m+1"
    return next(f for f in CLOSED_FORMS if f.claim == "counting.optimum" and f.name.startswith(prefix))


def test_the_pstar_positive_proof_replays_but_is_not_complete(tmp_path):
    """It replays, but the claim is Prose: the engine's states_claim says no, with the claim's reason."""
    proof = pstar_positive_proof()
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None and proof.registry_mismatch(artefact) is None
    assert "s, t" in states_claim("counting.pstar-positive", [artefact])
    assert len(artefact["goals"]) == 6 and all(g["relation"] == ">" for g in artefact["goals"])
    result, _ = proof.route(tmp_path, "pstar")
    assert result.status == "pass" and result.strength == "proved"


@pytest.mark.parametrize("parity", ["even", "odd"])
def test_a_wrong_closed_form_does_not_replay(parity, monkeypatch):
    """(1 - delta) dropped from the diagonal's second term, or 1 + q where 1 - q belongs: entries can be <= 0."""
    E, m, delta = (sp.Symbol(n, positive=True) for n in ("E", "m", "delta"))
    q = 1 / E
    for wrong in (delta + (1 + delta) * (1 - q) / ((1 + q) * (1 - q ** m)) if parity == "even" else
                  delta + (1 + delta) * (1 - q) / (1 + q - 2 * q ** (m + 1)),
                  delta - (1 - delta) * (1 - q) / ((1 + q) * (1 - q ** m)) if parity == "even" else
                  delta - (1 - delta) * (1 - q) / (1 + q - 2 * q ** (m + 1))):
        monkeypatch.setattr(_form(parity), "expression", wrong)
        assert polyproof.check(pstar_positive_proof().artefact()) is not None


def test_a_goal_that_is_not_the_registered_diagonal_is_refused():
    """Replace the even diagonal goal by the eps = 0 one (true, replays): the registry says no."""
    proof = pstar_positive_proof()
    artefact = copy.deepcopy(proof.artefact())
    goals = {g["name"]: i for i, g in enumerate(artefact["goals"])}
    artefact["goals"][goals["even M: diagonal > 0"]] = dict(artefact["goals"][goals["eps = 0: diagonal > 0"]],
                                                            name="even M: diagonal > 0")
    assert polyproof.check(artefact) is None
    assert "registered closed form" in proof.registry_mismatch(artefact)


def test_a_tampered_derivation_or_a_missing_strict_hypothesis_fails():
    artefact = pstar_positive_proof().artefact()
    for index, goal in enumerate(artefact["goals"]):
        bad = copy.deepcopy(artefact)
        bad["goals"][index]["terms"][0]["facts"] = bad["goals"][index]["terms"][0]["facts"][:-1]
        assert polyproof.check(bad) is not None, goal["name"]
    bad = copy.deepcopy(artefact)
    next(h for h in bad["hypotheses"] if h["name"] == "delta < 1").pop("strict")       # delta <= 1 is not enough
    assert "does not follow" in polyproof.check(bad) or "sign" in polyproof.check(bad)
