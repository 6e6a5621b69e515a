"""The polynomial-proof replayer (trusted, beside the kernel) accepts the real artefact and
rejects every tampering: a changed coefficient, a wrong factor, a sign fact that needs a
larger shift, and malformed files."""
import ast
import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from proofs.pram_dp import redundancy_proof
from workbench import polyproof

SOURCE = Path(polyproof.__file__)


@pytest.fixture(scope="module")
def proof():
    return redundancy_proof().artefact()


def test_the_redundancy_proof_replays(proof):
    assert polyproof.check(proof) is None


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
    step["factors"][2] = [[[0, 2], "1"], [[1, 1], "-1"], [[0, 1], "1"], [[0, 0], "1"]]   # E^2 - (S-1)E + 1
    assert polyproof.check(bad).startswith("step u in (17)")


def test_a_sign_fact_outside_its_domain_is_rejected(proof):
    bad = copy.deepcopy(proof)
    bad["steps"].append({"name": "S - 5 >= 0", "kind": "nonneg", "poly": [[[1, 0], "1"], [[0, 0], "-5"]],
                         "shift": {"S": 4, "E": 1}})
    assert "negative coefficient" in polyproof.check(bad)
    bad["steps"][-1]["shift"]["S"] = 5
    assert polyproof.check(bad) is None


@pytest.mark.parametrize("text", ['{"format": "x"}', "not json", '{"format": "workbench-polynomial-proof/1"}',
                                  '{"format": "workbench-polynomial-proof/1", "variables": ["S"], "steps": '
                                  '[{"name": "a", "kind": "identity", "lhs": [[[-1], "1"]], "factors": []}]}'])
def test_malformed_files_exit_2(tmp_path, text):
    path = tmp_path / "p.json"
    path.write_text(text)
    result = subprocess.run([sys.executable, "-m", "workbench.polyproof", str(path)], capture_output=True, text=True)
    assert result.returncode == 2 and result.stdout.startswith("malformed") and "Traceback" not in result.stderr


def test_cli_valid_and_invalid(tmp_path, proof):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(proof))
    assert subprocess.run([sys.executable, "-m", "workbench.polyproof", str(path)]).returncode == 0
    proof["steps"][0]["factors"][0] = [[[0, 0], "5"]]
    path.write_text(json.dumps(proof))
    assert subprocess.run([sys.executable, "-m", "workbench.polyproof", str(path)], capture_output=True).returncode == 1


def test_trusted_replayer_is_small_and_stdlib_only():
    text = SOURCE.read_text()
    assert "TRUSTED CODE" in text.splitlines()[0] and len(text.splitlines()) < 100
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            assert all(a.name in {"json", "sys"} for a in node.names)
        if isinstance(node, ast.ImportFrom):
            assert node.module in {"fractions", "math"}
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"eval", "exec", "compile", "__import__"}
