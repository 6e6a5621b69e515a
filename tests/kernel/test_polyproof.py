"""The polynomial-proof replayer (trusted, beside the kernel) accepts the real artefacts and rejects
every tampering: a changed coefficient, a wrong factor, a sign fact that needs a larger shift, true
steps that do not entail the goal, a goal that is not the registered closed form, malformed files."""
import copy
import json
import subprocess
import sys

import pytest
import sympy as sp

from proofs.pram.claims import range_proof, redundancy_proof
from workbench.claims import CLOSED_FORMS
from workbench.kernel import polyproof
from workbench.proof import Proof
from workbench.quality import claim_mutants



@pytest.fixture(scope="module")
def proof():
    return redundancy_proof().artefact()


@pytest.fixture(scope="module")
def range_artefact():
    return range_proof().artefact()


def test_the_redundancy_and_range_proofs_replay(proof, range_artefact):
    assert polyproof.check(proof) is None and polyproof.check(range_artefact) is None


def test_a_changed_coefficient_is_rejected(proof):
    for i, step in enumerate(proof["steps"]):
        if step["kind"] != "identity":
            continue
        bad = copy.deepcopy(proof)
        bad["steps"][i]["lhs"][0][1] = str(polyproof.Fraction(step["lhs"][0][1]) + 1)
        assert "lhs != product" in polyproof.check(bad)


def test_a_wrong_threshold_polynomial_is_rejected(proof):
    bad = copy.deepcopy(proof)
    step = next(s for s in bad["steps"] if s["name"] == "u in (17)")
    rest = [0] * (len(bad["variables"]) - 2)                                             # S, E come first
    step["factors"][2] = [[[0, 2] + rest, "1"], [[1, 1] + rest, "-1"], [[0, 1] + rest, "1"],
                          [[0, 0] + rest, "1"]]                                      # E^2 - (S-1)E + 1
    assert polyproof.check(bad).startswith("step u in (17)")


def test_a_sign_fact_outside_its_domain_is_rejected(proof):
    bad = copy.deepcopy(proof)
    rest = [0] * (len(bad["variables"]) - 1)                                             # S comes first
    bad["steps"].append({"name": "S - 5 >= 0", "kind": "nonneg", "poly": [[[1] + rest, "1"], [[0] + rest, "-5"]],
                         "shift": dict(bad["domain"], S="4")})
    assert "negative coefficient" in polyproof.check(bad)
    bad["steps"][-1]["shift"]["S"] = "5"
    assert polyproof.check(bad) is None


def test_true_but_irrelevant_steps_do_not_prove_the_goal(range_artefact):
    """Every step and hypothesis stays true; the derivation's facts or multipliers are swapped for others:
    the goal no longer follows, and an artefact that states no goal proves nothing."""
    bad = copy.deepcopy(range_artefact)
    upper = next(g for g in bad["goals"] if g["name"] == "q1 <= v_max")
    upper["terms"][0]["facts"] = ["ratio1(q1, qb)"]                     # a true row, but not the one needed
    assert "does not follow" in polyproof.check(bad)
    bad = copy.deepcopy(range_artefact)
    next(g for g in bad["goals"] if g["name"] == "q1 <= v_max")["terms"] = []
    assert "does not follow" in polyproof.check(bad)
    bad = copy.deepcopy(range_artefact)
    bad["goals"] = []
    assert polyproof.check(bad) == "the artefact states no goal"


def test_a_goal_may_use_only_its_own_hypotheses_and_signs_on_the_domain(range_artefact):
    bad = copy.deepcopy(range_artefact)
    upper = next(g for g in bad["goals"] if g["name"] == "q1 <= v_max")
    upper["hypotheses"].remove("ratio2(qb, qa)")
    assert "neither its hypothesis" in polyproof.check(bad)
    bad = copy.deepcopy(range_artefact)
    minus_e = [[[0, 1] + [0] * (len(bad["variables"]) - 2), "-1"]]                   # -E (S, E come first)
    next(g for g in bad["goals"] if g["name"] == "q1 <= v_max")["terms"][2]["multiplier"] = minus_e
    assert "multiplier is not nonneg" in polyproof.check(bad)
    bad = copy.deepcopy(range_artefact)
    bad["domain"]["E"] = "0"                # the box grows to E >= 0: some goal no longer follows
    assert polyproof.check(bad) is not None
    bad = copy.deepcopy(range_artefact)
    goal = next(g for g in bad["goals"] if g["name"] == "q1 <= v_max")
    goal["denominator_sign"] = -goal["denominator_sign"]
    assert "denominator's sign" in polyproof.check(bad)
    goal["denominator_sign"] = -goal["denominator_sign"]
    goal["relation"] = "<="
    assert polyproof.check(bad) is not None


def test_a_goal_that_is_not_the_registered_closed_form_is_rejected(range_artefact):
    """A weaker goal (q1 <= v_max + 1) with a valid derivation replays -- it is true -- but it is not the claim:
    the route rebuilds the goal from the registered closed form and refuses the artefact."""
    built = range_proof()
    S, E, q1, qa, qb = built.variables[:5]
    weaker = Proof("t", built.variables, "", "", domain=built.domain)
    weaker.hypotheses = built.hypotheses
    weaker.goal("q1 <= v_max", E ** 2 / (1 + (S - 1) * E) + 1 - q1, clear=(S - 1) * (1 + (S - 1) * E),
                hypotheses=["ratio1(q1, qa)", "ratio1(q1, qb)", "ratio2(qb, qa)"],
                terms=[(E * (S - 1), ["ratio1(q1, qa)"]), (1, ["ratio1(q1, qb)"]), (E, ["ratio2(qb, qa)"])])
    bad = copy.deepcopy(range_artefact)
    index = next(i for i, g in enumerate(bad["goals"]) if g["name"] == "q1 <= v_max")
    bad["goals"][index] = weaker.goals[0]
    assert polyproof.check(bad) is None
    assert "registered closed form" in built.registry_mismatch(bad)
    assert built.registry_mismatch(range_artefact) is None


@pytest.mark.parametrize("name", ["v_max", "v_min"])
@pytest.mark.slow
def test_every_claim_mutant_of_the_range_stops_the_proof(name, monkeypatch):
    """A mutant of a registered closed form changes the goal, and the derivation no longer replays."""
    form = next(f for f in CLOSED_FORMS if f.claim == "pram.range" and f.name.startswith(name))
    rejected, original = 0, form.formula()       # registered as a function (built on demand) or an expression
    for description, mutant in claim_mutants.mutants(original):
        if sp.simplify(mutant - original) == 0:
            continue
        monkeypatch.setattr(form, "expression", mutant)
        assert polyproof.check(range_proof().artefact()) is not None, description
        rejected += 1
    assert rejected >= 8


def test_a_strict_goal_needs_a_positive_residual():
    x = sp.Symbol("x")
    proof = Proof("t", [x], "x^2 > 0 for x >= 1", "", domain={x: 1}).goal("square", x ** 2, ">")
    assert polyproof.check(proof.artefact()) is None
    proof = Proof("t", [x], "x^2 > 0 for x >= 0 (false at 0)", "").goal("square", x ** 2, ">")
    assert "does not follow" in polyproof.check(proof.artefact())


@pytest.mark.parametrize("text", ['{"format": "x"}', "not json", '{"format": "workbench-polynomial-proof/4"}',
                                  "[1, 2]", '{"format": "workbench-polynomial-proof/4", "variables": ["S"], '
                                  '"domain": {"S": "0"}, "steps": [{"name": "a", "kind": "identity", '
                                  '"lhs": [[[-1], "1"]], "factors": []}]}',
                                  '{"format": "workbench-polynomial-proof/4", "variables": ["S"], "domain": '
                                  '{"S": "0"}, "steps": [], "hypotheses": [], "goals": [{"name": "g", '
                                  '"relation": ">=", "hypotheses": [], "numerator": [[[1], 0.5]], "denominator": '
                                  '[[[0], "1"]], "denominator_sign": 1, "scale": [[[0], "1"]], "terms": []}]}',
                                  "[" * 100000 + "]" * 100000])
def test_malformed_files_exit_2_with_one_line(tmp_path, text):
    path = tmp_path / "p.json"
    path.write_text(text)
    result = subprocess.run([sys.executable, "-m", "workbench.kernel.polyproof", str(path)], 
                            capture_output=True, text=True)
    assert result.returncode == 2 and result.stdout.startswith("malformed") and "Traceback" not in result.stderr
    assert len(result.stdout.strip().splitlines()) == 1


def test_help_and_usage(tmp_path):
    result = subprocess.run([sys.executable, "-m", "workbench.kernel.polyproof", "--help"], 
                            capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("usage:")
    result = subprocess.run([sys.executable, "-m", "workbench.kernel.polyproof"], capture_output=True, text=True)
    assert result.returncode == 2 and result.stdout.startswith("usage:")


def test_cli_valid_and_invalid(tmp_path, proof):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(proof))
    assert subprocess.run([sys.executable, "-m", "workbench.kernel.polyproof", str(path)]).returncode == 0
    proof = copy.deepcopy(proof)
    proof["steps"][0]["factors"][0] = [[[0] * len(proof["variables"]), "5"]]
    path.write_text(json.dumps(proof))
    replay = [sys.executable, "-m", "workbench.kernel.polyproof", str(path)]
    assert subprocess.run(replay, capture_output=True).returncode == 1
