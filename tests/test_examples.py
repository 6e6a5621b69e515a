"""The shipped examples run, and the public strategies draw what they promise."""
import ast
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given, settings

import workbench
from workbench import strategies
from workbench.mechanisms.ldp import ldp_level

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_my_claim_example_holds(tmp_path):
    result = subprocess.run([sys.executable, str(ROOT / "examples" / "my_claim.py")], cwd=tmp_path,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count(": holds") == 2 and "certified optimum 3/7" in result.stdout


@settings(max_examples=40, database=None)
@given(strategies.ldp_kernels(3, 4, F(3, 2)))
def test_ldp_kernels_are_ldp(K):
    assert ldp_level(K).E <= F(3, 2) and all(sum(row) == 1 for row in K)


@settings(max_examples=40, database=None)
@given(strategies.distributions(4, positive=True))
def test_positive_distributions(P):
    assert sum(P) == 1 and min(P) > 0


def documented_commands() -> list[tuple[list[str], int]]:
    """The ```sh block of docs/extending.md: each line a command, `# exit N` its expected exit code."""
    text = (ROOT / "docs" / "extending.md").read_text()
    block = text.split("```sh\n", 1)[1].split("```", 1)[0]
    commands = []
    for line in block.strip().splitlines():
        command, _, code = line.partition("  # exit ")
        commands.append((shlex.split(command), int(code or 0)))
    return commands


def _python(words: list[str], cwd: Path) -> subprocess.CompletedProcess:
    assert words[0] == "python", words
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, *words[1:]], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=900)


@pytest.mark.slow
def test_extending_md_commands_work_as_shown(tmp_path):
    """CI runs exactly the commands docs/extending.md shows, from a fresh folder holding examples/, and the
    follow-up commands they print, as printed."""
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    outputs = []
    for words, code in documented_commands():
        result = _python(words, tmp_path)
        assert result.returncode == code, (words, result.stdout, result.stderr)
        assert "Traceback" not in result.stderr, result.stderr
        outputs.append(result)
    listed, verified, fuzzed, campaign, replayed, certified, kernel, report, refused = outputs
    assert "# freq: Frequency oracles under local differential privacy" in listed.stdout
    report = json.loads((tmp_path / "build" / "freq-report.json").read_text())
    verdicts = {c["id"]: c["verdict"] for c in report["claims"]}
    assert verdicts == {"freq.grr-variance": "holds", "freq.grr-vs-oue": "fails", "freq.krr-min-diagonal": "holds"}
    variance = next(c for c in report["claims"] if c["id"] == "freq.grr-variance")     # a user claim earns proved:
    assert variance["strength"] == "proved" and variance["routes"]["proof"]["complete"]   # its goals state GRR_VARIANCE
    assert variance["formal"].startswith("for E >= 1, d >= 2 with (E - 1)**2 > 0: ")
    smallest = '"example": {"d": 6, "E": "3/2"}, "sides": {"Var GRR": "22", "Var OUE": "24"'
    assert smallest in fuzzed.stdout and "reproduced" in replayed.stdout
    for printed in re.findall(r"replay: (python -m workbench [^)\n]*)", campaign.stdout + fuzzed.stdout)[-2:]:
        again = _python(shlex.split(printed), tmp_path)          # the printed replay commands, as printed
        assert again.returncode in (0, 1) and smallest in again.stdout, (printed, again.stdout, again.stderr)
    assert "optimum 1/3" in certified.stdout and kernel.stdout.startswith("valid: freq.krr-min-diagonal")
    check = certified.stdout.strip().splitlines()[-1].removeprefix("check it: ")
    assert _python(shlex.split(check), tmp_path).returncode == 0
    assert (tmp_path / "build" / "freq" / "REPORT.md").read_text().count("Frequency oracles under local") >= 1
    assert refused.stderr.startswith("error: E:") and refused.stderr.count("\n") == 1


def test_frequency_example_rejects_wrong_statements():
    """The example's checks can say no: a wrong variance formula and a wrong LP optimum are refuted."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("freq_example_for_test", ROOT / "examples" / "frequency_oracles.py")
    from workbench import claims
    saved = dict(claims.REGISTRY), dict(claims.PAPERS), dict(claims.PAPER_INFO)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        assert module.grr_variance(6, F(3, 2)) == 22 and module.oue_variance(F(3, 2)) == 24
        def wrong_formula(x):
            return module.grr_variance(x["d"], x["E"]) == (x["d"] - 1 + x["E"]) / (x["E"] - 1) ** 2
        wrong = module.fuzz_route(wrong_formula, module.BOX, 50, 0, "wrong variance")
        assert wrong[0].status == "fail" and wrong[1]["example"] == {"d": 2, "E": "2"}
        result = module.certify_min_diagonal({"k": 3, "E": F(2)})
        assert result.value == F(1, 2) and result.value != F(2, 2 + 3)      # not E/(E + k)
    finally:
        for live, old in zip((claims.REGISTRY, claims.PAPERS, claims.PAPER_INFO), saved):
            live.clear()
            live.update(old)


PUBLIC_MODULES = tuple(f"workbench.{name}" for name in workbench.PUBLIC_MODULES)


def is_public_module(name: str) -> bool:
    return any(name == m or name.startswith(m + ".") for m in PUBLIC_MODULES)


def outside_public_surface(source: str) -> list[str]:
    """What `source` imports from workbench beyond the public surface (docs/design.md, "Layout"): the names
    of workbench.__all__ and the public modules strategies, params, mechanisms (with its submodules) and rigorous."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "workbench":
            if node.module == "workbench":
                found += [f"workbench.{a.name}" for a in node.names if a.name not in workbench.__all__]
            elif not is_public_module(node.module):
                found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.startswith("workbench.") and not is_public_module(a.name)]
    return found


def test_examples_import_only_the_public_surface():
    sources = {p.name: p.read_text() for p in sorted((ROOT / "examples").glob("*.py"))}
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "extending.md").read_text(), re.S)
    sources.update({f"docs/extending.md block {k}": block for k, block in enumerate(blocks)
                    if "import" in block})
    assert len(sources) >= 4
    assert {name: outside_public_surface(s) for name, s in sources.items() if outside_public_surface(s)} == {}


def test_the_public_surface_check_can_say_no():
    source = ("from workbench.claims import claim\nfrom workbench import REGISTRY, claim\n"
              "import workbench.lp.pipeline\nfrom workbench.mechanisms.ldp import ldp_level\nimport workbench.params\n")
    assert outside_public_surface(source) == ["workbench.claims", "workbench.REGISTRY", "workbench.lp.pipeline"]


@pytest.mark.slow
def test_the_every_k_example_earns_proved_as_docs_prove_for_every_k_says(tmp_path):
    """docs/prove-for-every-k.md's command, run as printed: both claims hold at strength proved, each from an artefact
    whose goals state its formal statement (an indexed sum, an induction); the engine computed it."""
    text = (ROOT / "docs" / "prove-for-every-k.md").read_text()
    command = text.split("```sh\n", 1)[1].split("```", 1)[0].strip()
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    result = _python(shlex.split(command) + ["--json", "report.json"], tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    claims = {c["id"]: c for c in json.loads((tmp_path / "report.json").read_text())["claims"]}
    assert {i: (c["verdict"], c["strength"]) for i, c in claims.items()} == {
        "comp.basic": ("holds", "proved"), "comp.linear-growth": ("holds", "proved")}
    assert "proved for every parameter: 2 of 2" in result.stdout
    shown = json.loads(text.split("```json\n", 1)[1].split("```", 1)[0])      # the artefact the page prints
    written = json.loads((tmp_path / "build" / "proofs" / "comp_basic.json").read_text())
    assert shown == written | {"statement": "...", "argument": "..."}


def test_the_every_k_statements_are_not_met_by_each_other():
    """The worked example's artefacts state their own claims only: the sum's artefact is no induction, and the other
    way round (workbench.formal compares each with its statement)."""
    import importlib.util
    from workbench import claims as registry
    from workbench.formal import unmet
    from workbench.runner import Context
    saved = dict(registry.REGISTRY), dict(registry.PAPERS), dict(registry.PAPER_INFO)
    spec = importlib.util.spec_from_file_location("every_k_test", ROOT / "examples" / "every_k.py")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        context = Context(out_dir=Path(__file__).parent / "_unused", fuzz_examples=3)
        artefacts = {}
        for name, build, statement in (("basic", module.basic, module.BASIC),
                                       ("growth", module.linear_growth, module.LINEAR_GROWTH)):
            import tempfile
            with tempfile.TemporaryDirectory() as folder:
                evidence = build(Context(out_dir=Path(folder), fuzz_examples=3))
                artefacts[name] = json.loads((Path(folder) / evidence.certificates[0]).read_text())
        assert unmet(module.BASIC, "comp.basic", [artefacts["basic"]]) is None
        assert unmet(module.LINEAR_GROWTH, "comp.linear-growth", [artefacts["growth"]]) is None
        assert unmet(module.LINEAR_GROWTH, "comp.linear-growth", [artefacts["basic"]]) is not None
        assert unmet(module.BASIC, "comp.basic", [artefacts["growth"]]) is not None
        del context
    finally:
        registry.REGISTRY.clear(), registry.PAPERS.clear(), registry.PAPER_INFO.clear()
        registry.REGISTRY.update(saved[0]), registry.PAPERS.update(saved[1]), registry.PAPER_INFO.update(saved[2])


def test_extending_lists_every_coverage_kind_and_each_unit_is_importable():
    from workbench.reports.coverage import KINDS
    text = (ROOT / "docs" / "extending.md").read_text()
    listed = text.split("`kind` is one of ", 1)[1].split(".\n", 1)[0]
    assert re.findall(r"`(\w+)`", listed) == list(KINDS)
    assert all(hasattr(workbench, unit)
               for unit in ("Decided", "NotAClaim", "CitedChecked", "OutsideText", "NotCovered"))


def test_the_in_process_recipe_of_extending_runs_a_plugin_claim(tmp_path, isolated_registry):
    """docs/extending.md, "Testing your plugin": load_plugins, load_all, run_claim gives a report entry whose strength
    the engine computed (comp.basic: a complete replayed proof, so proved)."""
    from workbench import Context, load_all, load_plugins, run_claim
    load_plugins([str(ROOT / "examples" / "every_k.py")])
    entry, _, internal_error = run_claim(load_all()["comp.basic"], Context(out_dir=tmp_path, seed=0))
    assert (entry["verdict"], entry["strength"], internal_error) == ("holds", "proved", False)
