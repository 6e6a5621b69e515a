"""CI's mutation step (`make mutants-changed BASE=HEAD~1 BUDGET=5` in .ci/run): which engine modules a commit's
change selects, within the time budget, on a throwaway git repository holding a copy of scripts/mutants-engine.
`--dry-run` prints the choice and runs no mutmut."""
import importlib.machinery
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "mutants-engine"


def engine():
    loader = importlib.machinery.SourceFileLoader("mutants_engine", str(SCRIPT))
    spec = importlib.util.spec_from_loader("mutants_engine", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def git(repo, *args):
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=repo, check=True,
                   capture_output=True)


def touch(repo, *names):
    for name in names:
        path = repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(path.read_text() + "# changed\n" if path.exists() else "x = 1\n")


def dry(repo, *args):
    done = subprocess.run([sys.executable, str(repo / "scripts" / "mutants-engine"), *args, "--dry-run"], cwd=repo,
                          capture_output=True, text=True)
    return done.returncode, done.stdout.splitlines()


@pytest.fixture
def repo(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("no git")
    (tmp_path / "scripts").mkdir()
    shutil.copy2(SCRIPT, tmp_path / "scripts" / "mutants-engine")
    touch(tmp_path, "workbench/params.py", "workbench/lp/pipeline.py", "workbench/libraries/common.py",
          "workbench/kernel/check.py", "workbench/cli.py", "README.md")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "first")
    return tmp_path


def test_a_first_commit_has_nothing_to_compare(repo):
    assert dry(repo, "--changed", "HEAD~1", "--budget", "5") == (0, [
        "mutants-engine: HEAD~1 is not a commit here (a shallow clone, a single-commit history or no git "
        "repository): no changed files to compare, nothing mutated"])


def test_only_engine_files_the_commit_changed(repo):
    touch(repo, "README.md", "workbench/kernel/check.py")                  # no engine module: nothing to run
    git(repo, "commit", "-qam", "docs and kernel")
    assert dry(repo, "--changed", "HEAD~1", "--budget", "5") == (0, ["mutants-engine: no mapped module changed since HEAD~1"])
    touch(repo, "workbench/params.py", "workbench/libraries/common.py", "workbench/lp/pipeline.py",
          "workbench/kernel/check.py", "workbench/cli.py", "workbench/new.py")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "engine")
    minutes = engine().MINUTES
    head = ["mutants-engine: workbench/cli.py changed, but no tests are mapped to it in scripts/mutants-engine: not mutated",
            "mutants-engine: workbench/new.py changed, but no tests are mapped to it in scripts/mutants-engine: not mutated",
            "mutants-engine: changed since HEAD~1: workbench/libraries/, workbench/lp/pipeline.py, workbench/params.py"]
    # the whole selection, without a budget
    code, lines = dry(repo, "--changed", "HEAD~1")
    assert code == 0 and lines == head + [
        f"mutants-engine: would run workbench/libraries/ (last full run {minutes['workbench/libraries/']:g} min)",
        f"mutants-engine: would run workbench/lp/pipeline.py (last full run {minutes['workbench/lp/pipeline.py']:g} min)",
        f"mutants-engine: would run workbench/params.py (last full run {minutes['workbench/params.py']:g} min)"]
    # a budget of exactly params.py's time keeps it (at most the budget) and names the two longer ones
    budget = minutes["workbench/params.py"]
    assert budget < min(minutes["workbench/libraries/"], minutes["workbench/lp/pipeline.py"])
    code, lines = dry(repo, "--changed", "HEAD~1", "--budget", str(budget))
    assert code == 0 and lines == head + [
        f"mutants-engine: workbench/libraries/ not mutated here: its full run ({minutes['workbench/libraries/']:g} min) "
        f"is over the budget of {budget:g} min; run `make mutants-engine MODULE=workbench/libraries`",
        f"mutants-engine: workbench/lp/pipeline.py not mutated here: its full run "
        f"({minutes['workbench/lp/pipeline.py']:g} min) is over the budget of {budget:g} min; run "
        f"`make mutants-engine MODULE=workbench/lp/pipeline.py`",
        f"mutants-engine: would run workbench/params.py (last full run {budget:g} min)"]
    # the range HEAD~2: the same engine files (the first of the two commits touched none)
    assert dry(repo, "--changed", "HEAD~2", "--budget", str(budget)) == (0, [line.replace("HEAD~1", "HEAD~2")
                                                                            for line in lines])


def test_within_a_budget_and_modules_never_measured():
    module = engine()
    module.MINUTES = {"a.py": 1.0, "b/": 5.0, "c.py": 5.5}
    assert module.within(["c.py", "a.py", "b/", "d.py"], 5) == (["a.py", "b/"], ["c.py", "d.py"])
    assert module.within(["a.py"], 0.5) == ([], ["a.py"])


def test_ci_runs_the_step_against_the_parent_with_a_budget():
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    assert "make mutants-changed BASE=HEAD~1 BUDGET=5" in lines
    assert lines.index("make mutants-changed BASE=HEAD~1 BUDGET=5") > lines.index("make test-all")
    makefile = (ROOT / "Makefile").read_text()
    assert "$(PY) scripts/mutants-engine --changed $(BASE) $(if $(BUDGET),--budget $(BUDGET))" in makefile
    assert "mutants-changed: $(MUTMUT)" in makefile and "-e '.[libraries,mutants]'" in makefile
