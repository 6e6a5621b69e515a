"""The example plugin package examples/ldp_papers (two papers, two entry points in the group `workbench.papers`):
installed with pip into a temporary target, never into the project's venv, and found by `python -m workbench list`
with no --claims. Offline: pip builds it with the venv's own setuptools (--no-build-isolation, --no-index)."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "examples" / "ldp_papers"
HOLOHAN = ["holohan.dp-constraints", "holohan.feasible-region", "holohan.estimator", "holohan.strict-optimal",
           "holohan.relaxed-optimum", "holohan.relaxed-depends-on-pi", "holohan.warner", "holohan.k-ary"]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """pip install --target a temporary folder, from a copy of the sources (a build in the source tree would leave
    build/ and *.egg-info there, and a stale build/lib could ship files that no longer exist)."""
    base = tmp_path_factory.mktemp("ldp_papers")
    source, target = base / "src", base / "site"
    shutil.copytree(PACKAGE, source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
                             "--no-index", "--target", str(target), str(source)],
                            capture_output=True, text=True, timeout=300, cwd=base)
    assert result.returncode == 0, result.stdout + result.stderr
    return target


def python(target, *args, cwd):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(target), str(ROOT)])}
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


@pytest.mark.slow          # pip builds a wheel (about 2 s), then two interpreters start
def test_the_installed_package_lists_both_papers_without_claims_option(installed, tmp_path):
    listing = python(installed, "-m", "workbench", "list", cwd=tmp_path)
    assert listing.returncode == 0, listing.stderr
    lines = listing.stdout.splitlines()
    listed = [line.split()[0] for line in lines if line.startswith("holohan.")]
    assert listed == HOLOHAN                                            # every claim, in paper order
    assert any(line.startswith("# holohan: Optimal differentially private mechanisms") for line in lines)
    # ye_barg is written in parallel and may still register nothing: its entry point must load
    probe = ("import importlib.metadata as m; eps = {e.name: e for e in m.entry_points(group='workbench.papers')}; "
             "print(sorted(eps)); [eps[n].load() for n in ('holohan', 'ye_barg')]; print('loaded')")
    loaded = python(installed, "-c", probe, cwd=tmp_path)
    assert loaded.returncode == 0, loaded.stderr
    assert "'holohan'" in loaded.stdout and "'ye_barg'" in loaded.stdout and "loaded" in loaded.stdout
    # whatever ye_barg registers is listed under its own prefix, never under holohan's
    assert all(line.split()[0].startswith(("ye_barg.", "#")) for line in lines if "ye_barg" in line.split()[0])


@pytest.mark.slow          # pip (shared fixture) and the eight claims decided in a subprocess: about 6 s
def test_the_installed_paper_is_decided_by_verify(installed, tmp_path):
    out = tmp_path / "report.json"
    run = python(installed, "-m", "workbench", "verify", "holohan", "--json", str(out), "--out", str(tmp_path / "b"),
                 cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    entries = {c["id"]: c for c in json.loads(out.read_text())["claims"]}
    assert [c for c in entries if c.startswith("holohan.")] == HOLOHAN
    assert all(entries[c]["verdict"] == "holds" for c in HOLOHAN)
    assert [c for c in HOLOHAN if entries[c]["strength"] == "proved"] == ["holohan.strict-optimal",
                                                                          "holohan.relaxed-optimum"]


def test_the_project_venv_does_not_have_the_package_installed():
    """`make verify` decides the built-in papers only: the example package is installed by the test above into a
    temporary folder, never into the interpreter running the tests."""
    import importlib.metadata as metadata
    names = {e.name for e in metadata.entry_points(group="workbench.papers")}
    assert not names & {"holohan", "ye_barg"}, names
