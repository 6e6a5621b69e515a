"""staircase.definition's corrected implication as a complete proof: it replays and its goals state the claim's formal
statement (workbench.formal), and a wrong ratio set, a tampered derivation or a smaller domain is refused."""
import copy

import sympy as sp

from proofs.staircase.claims import DEFINITION, staircase_ldp_proof
from workbench.claims import load_all
from workbench.formal import Statement, states_claim, unmet
from workbench.kernel import polyproof

load_all()


def test_the_staircase_definition_proof_replays_and_states_the_claim():
    proof = staircase_ldp_proof()
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None and len(proof.goals) == 2     # r = e^eps: E v <= E v, one formula
    assert states_claim("staircase.definition", [artefact]) is None


def test_the_printed_ratio_is_no_statement_these_goals_meet():
    """The printed (9) allows |log r| = e^eps, i.e. r = exp(E) > E: with r = E^2 standing in for a ratio above E, the
    statement r v <= E v is false, and no goal of the artefact states it."""
    printed = Statement("E v", asserts=lambda E, v: [(E ** 2 * v, "<=", E * v)], domain={"E": 1})
    assert "no goal states" in unmet(printed, "staircase.definition", [staircase_ldp_proof().artefact()])


def test_the_printed_ratio_as_a_goal_does_not_replay():
    """The goal E v - r v >= 0 with r = E^2 in place of e^-eps keeps its (empty) derivation and fails: E v - E^2 v < 0."""
    artefact = copy.deepcopy(staircase_ldp_proof().artefact())
    goal = artefact["goals"][1]
    goal["numerator"], goal["denominator"] = [[[1, 1], "1"], [[2, 1], "-1"]], [[[0, 0], "1"]]
    assert "does not follow" in polyproof.check(artefact)


def test_a_stronger_statement_is_not_met():
    """A strict inequality where the r = 1 goal is not strict (false at E = 1), or a wrong side, is refused."""
    artefact = staircase_ldp_proof().artefact()
    strict = Statement("E v", asserts=lambda E, v: [(v, "<", E * v)], domain={"E": 1})
    assert unmet(strict, "staircase.definition", [artefact]) is not None
    halved = Statement("E v", asserts=lambda E, v: [(v, "<=", E * v / 2)], domain={"E": 1})
    assert unmet(halved, "staircase.definition", [artefact]) is not None
    assert unmet(DEFINITION, "staircase.definition", [artefact]) is None


def test_a_tampered_domain_fails():
    artefact = staircase_ldp_proof().artefact()
    bad = copy.deepcopy(artefact)
    bad["domain"]["E"] = "0"                   # eps < 0 allowed: r = 1 no longer gives r v <= E v
    assert polyproof.check(bad) is not None
    narrow = copy.deepcopy(artefact)
    narrow["domain"]["E"] = "2"                # replays, but only for e^eps >= 2: not the claim
    assert polyproof.check(narrow) is None
    assert "lower bounds" in states_claim("staircase.definition", [narrow])


def test_the_statement_is_the_corrected_one():
    """Ratios 1/E and 1 (the ratio E itself gives E v <= E v, which states nothing and is not a relation)."""
    relations = DEFINITION.relations("staircase.definition")
    E, v = sp.symbols("E v")
    assert {sp.simplify(lhs / v) for lhs, _, _, _ in relations} == {1 / E, sp.Integer(1)}
    assert all(r == "<=" and sp.simplify(rhs - E * v) == 0 and not case for _, r, rhs, case in relations)
