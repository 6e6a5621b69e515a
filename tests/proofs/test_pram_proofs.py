"""Paper 000's complete proofs (pram.redundancy, pram.one-outlier, pram.quadrilateral): they replay, their goals are
the registered closed forms and state the claims' formal statements, and a wrong closed form, threshold, bound or
tampered derivation is refused."""
import copy
from fractions import Fraction as F

import pytest
import sympy as sp

from proofs.pram.claims import (E_SQUARED_BOUND, e_squared_upper_bound, one_outlier_proof, redundancy_proof,
                            redundancy_proof_route)
from workbench.claims import CLOSED_FORMS, load_all
from workbench.kernel import polyproof
from workbench.quality import claim_mutants

load_all()


@pytest.fixture(scope="module")
def redundancy():
    return redundancy_proof()


def test_the_redundancy_proof_replays_completely(redundancy, tmp_path):
    """It replays and its goals state pram.redundancy's formal statement (each regime on its own variables)."""
    from workbench.formal import states_claim
    artefact = redundancy.artefact()
    assert polyproof.check(artefact) is None and redundancy.registry_mismatch(artefact) is None
    assert states_claim("pram.redundancy", [artefact]) is None and len(artefact["goals"]) == 14
    names = {g["name"] for g in artefact["goals"]}
    assert {"(12)-(15) imply (17) when E <= E*", "(12)-(15) imply (16) when alpha <= 2, S >= 10",
            "v_-alpha in (17)", "u_-alpha in (16) when E <= E*"} <= names
    from tests.proofs.tampering import route_proves
    result, paths = redundancy_proof_route(tmp_path)
    route_proves(result, [paths], out_dir=tmp_path)


def test_e_squared_bound_is_exact_and_tight():
    assert e_squared_upper_bound() < E_SQUARED_BOUND
    assert e_squared_upper_bound() - F(7389056, 10 ** 6) < F(1, 10 ** 6)      # e^2 = 7.3890560989...
    assert e_squared_upper_bound(4) > E_SQUARED_BOUND                          # too few terms: no bound


def test_a_bound_below_e_squared_fails_the_route_and_one_above_the_threshold_fails_the_replay(tmp_path):
    low, _ = redundancy_proof_route(tmp_path, bound=F(738, 100))               # 7.38 < e^2
    assert low.status == "fail" and "False" in low.detail
    assert "does not follow" in polyproof.check(redundancy_proof(bound=F(740, 100)).artefact())  # < 1/t: no replay
    assert "does not follow" in polyproof.check(redundancy_proof(bound=F(8)).artefact())   # 8 > E*(10) = 7.87


@pytest.mark.parametrize("wrong", [lambda S: (S - 1 + sp.sqrt(S * (S - 4))) / 2,
                                   lambda S: (S + sp.sqrt(S * (S - 4))) / 2 - sp.Rational(9, 10)])
def test_a_wrong_threshold_does_not_replay(wrong):
    assert "does not follow" in polyproof.check(redundancy_proof(threshold=wrong).artefact())


@pytest.mark.parametrize("name", ["u_alpha x", "u_alpha y"])
@pytest.mark.slow
def test_claim_mutants_of_u_alpha_stop_the_redundancy_proof(name, monkeypatch):
    """Every mutant changes the goals; all but one make them false and the replay refuses them. The one left,
    x: E -> 1/E, moves u_alpha to (u_y, u_y) on the diagonal, which does satisfy (16), (17): a true goal that
    replays, refuted (like every mutant) by the closed form's own evidence, the enumerated vertices."""
    form = next(f for f in CLOSED_FORMS if f.claim == "pram.quadrilateral" and f.name.startswith(name))
    original, evidence = form.formula(), form.evidence()
    replayed = []
    for description, mutant in claim_mutants.mutants(original):
        if sp.simplify(mutant - original) == 0:
            continue
        assert not claim_mutants._agrees(mutant, evidence), description
        monkeypatch.setattr(form, "expression", mutant)
        if polyproof.check(redundancy_proof().artefact()) is None:
            replayed.append(description)
    assert replayed == (["E -> 1/E"] if name == "u_alpha x" else [])


def test_a_goal_that_differs_from_the_registered_point_is_refused(redundancy):
    """Swap the goal 'u_alpha in (16)' for the (true, replaying) goal of v_alpha: the registry says no."""
    artefact = copy.deepcopy(redundancy.artefact())
    goals = {g["name"]: i for i, g in enumerate(artefact["goals"])}
    artefact["goals"][goals["u_alpha in (16)"]] = dict(artefact["goals"][goals["v_alpha in (16)"]],
                                                       name="u_alpha in (16)")
    assert polyproof.check(artefact) is None
    assert "registered closed form" in redundancy.registry_mismatch(artefact)


def test_a_tampered_redundancy_multiplier_or_hypothesis_fails(redundancy):
    artefact = redundancy.artefact()
    for goal_name in ("(12)-(15) imply (17) when E <= E*", "u_alpha in (17) when alpha <= 2, S >= 10"):
        bad = copy.deepcopy(artefact)
        goal = next(g for g in bad["goals"] if g["name"] == goal_name)
        goal["terms"][-1]["multiplier"] = [[e, str(2 * F(c))] for e, c in goal["terms"][-1]["multiplier"]]
        assert polyproof.check(bad) is not None
    bad = copy.deepcopy(artefact)
    hypothesis = next(h for h in bad["hypotheses"] if h["name"] == "w^2 <= S(S-4)")
    hypothesis["poly"] = [[e, str(F(c) + 1) if not any(e) else c] for e, c in hypothesis["poly"]] + \
        ([] if any(not any(e) for e, _ in hypothesis["poly"]) else [[[0] * len(bad["variables"]), "1"]])  # + 1
    assert polyproof.check(bad) is not None


def test_the_one_outlier_proof_replays_and_refuses_a_wrong_threshold(monkeypatch):
    proof = one_outlier_proof()
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None and proof.registry_mismatch(artefact) is None
    from workbench.formal import states_claim
    assert states_claim("pram.one-outlier", [artefact]) is None          # its goals state the claim's statement
    form = next(f for f in CLOSED_FORMS if f.claim == "pram.vertices" and f.name.startswith("v_alpha"))
    S, E = sp.Symbol("S", positive=True), sp.Symbol("E", positive=True)
    monkeypatch.setattr(form, "expression", E / (S + E))          # a smaller threshold: the lemma is false
    assert "does not follow" in polyproof.check(one_outlier_proof().artefact())


def test_a_tampered_one_outlier_derivation_fails():
    artefact = one_outlier_proof().artefact()
    for index in range(len(artefact["goals"])):
        bad = copy.deepcopy(artefact)
        bad["goals"][index]["terms"] = bad["goals"][index]["terms"][:1]
        assert "does not follow" in polyproof.check(bad)
        bad = copy.deepcopy(artefact)
        bad["goals"][index]["hypotheses"] = [h for h in bad["goals"][index]["hypotheses"] if "DP" in h]
        assert polyproof.check(bad) is not None


def test_a_one_outlier_goal_swapped_for_another_true_goal_is_refused():
    proof = one_outlier_proof()
    artefact = copy.deepcopy(proof.artefact())
    artefact["goals"][0] = dict(artefact["goals"][1], name=artefact["goals"][0]["name"])   # q_j > v_-alpha, renamed
    assert polyproof.check(artefact) is None
    assert "registered closed form" in proof.registry_mismatch(artefact)


@pytest.mark.slow
def test_the_quadrilateral_proof_replays_and_refuses_wrong_points(monkeypatch):
    from proofs.pram.claims import CORRECTED_ROWS
    from proofs.pram.appendix_quadrilateral import quadrilateral_proof
    proof = quadrilateral_proof(CORRECTED_ROWS)
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None and proof.registry_mismatch(artefact) is None
    from workbench.formal import states_claim
    assert states_claim("pram.quadrilateral", [artefact]) is None and len(artefact["goals"]) == 84
    for name in ("u_alpha x", "u_alpha y"):          # every claim mutant of u_alpha: replay or registry refuses it
        form = next(f for f in CLOSED_FORMS if f.claim == "pram.quadrilateral" and f.name.startswith(name))
        original = form.formula()
        for description, mutant in claim_mutants.mutants(original):
            if sp.simplify(mutant - original) == 0:
                continue
            monkeypatch.setattr(form, "expression", mutant)
            built = quadrilateral_proof(CORRECTED_ROWS)
            assert polyproof.check(built.artefact()) is not None or built.registry_mismatch(built.artefact()), \
                (name, description)
        monkeypatch.setattr(form, "expression", original)


@pytest.mark.slow
def test_a_tampered_quadrilateral_derivation_fails():
    from proofs.pram.claims import CORRECTED_ROWS
    from proofs.pram.appendix_quadrilateral import quadrilateral_proof
    artefact = quadrilateral_proof(CORRECTED_ROWS).artefact()
    goals = {g["name"]: i for i, g in enumerate(artefact["goals"])}
    for name in ("(12) and (15) tight: y >= (0, 1)'s", "u_alpha violates (13) when E > S - 1", "E = 1: x >= 1/S"):
        bad = copy.deepcopy(artefact)
        bad["goals"][goals[name]]["terms"] = bad["goals"][goals[name]]["terms"][1:]
        assert polyproof.check(bad) is not None, name
    bad = copy.deepcopy(artefact)                  # the regime dropped: u_alpha need not violate (13)
    bad["goals"][goals["u_alpha violates (13) when E > S - 1"]]["terms"][0]["facts"] = ["E > 1"]
    assert polyproof.check(bad) is not None
