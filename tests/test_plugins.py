"""Papers as plugins: one loading path for the four papers and a user's claims, typed parameters, and
counterexamples a reader can use (minimised over the box, both sides recorded)."""
import json
import os
import subprocess
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from workbench import claims, strategies
from workbench.claims import PAPER_INFO, builtin_plugins, load_all, load_plugins
from workbench.cli import main
from workbench.errors import InvalidArgument
from workbench.fuzz import Outcome, fuzz_route
from workbench.params import integers, output_path, parse_assignments, parse_declared, privacy_base
from workbench.quality.campaign import read_replay

ROOT = Path(__file__).resolve().parent.parent
PAPERS_DIR = ROOT.parent / "shared" / "papers"
EXAMPLE = ROOT / "examples" / "frequency_oracles.py"


def run(*args, cwd=ROOT):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "workbench", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=600)


def test_the_four_papers_are_plugins_with_their_metadata():
    registered = load_all()
    modules = {info["module"] for prefix, info in PAPER_INFO.items() if prefix in
               ("pram", "counting", "pml", "staircase", "cross")}
    assert modules == set(builtin_plugins())
    assert len([c for c in registered if c.split(".")[0] in ("pram", "counting", "pml", "staircase", "cross")]) >= 62
    assert PAPER_INFO["staircase"]["authors"] == ["Peter Kairouz", "Sewoong Oh", "Pramod Viswanath"]
    if PAPERS_DIR.exists():      # each title is the first line of the paper's text
        for prefix in ("pram", "counting", "pml", "staircase"):
            text = (PAPERS_DIR / claims.PAPERS[prefix]).read_text()
            assert text.splitlines()[0].strip() == PAPER_INFO[prefix]["title"]
    assert registered["pram.marginal"].paper_title.startswith("An Information Theoretic approach")


def test_loading_is_idempotent_and_keeps_paper_order(isolated_registry):
    before = list(load_all())
    load_plugins([str(EXAMPLE)])
    load_plugins([str(EXAMPLE), os.path.relpath(EXAMPLE)])         # the same file twice: loaded once
    after = list(load_all())
    assert after[:len(before)] == before                      # the four papers first, in their order
    assert after[len(before):] == ["freq.grr-variance", "freq.grr-vs-oue", "freq.krr-min-diagonal"]
    assert claims.plugin_specs()[0] == str(EXAMPLE)


def test_installed_packages_load_through_the_entry_point_group(isolated_registry, tmp_path, monkeypatch):
    (tmp_path / "installed_note.py").write_text(
        "from workbench.claims import Evidence, RouteResult, claim, register_paper\n"
        "register_paper('installed', 'pkg', title='From an entry point')\n"
        "@claim('installed.one', '(1)', expected='holds')\n"
        "def one(ctx):\n    'One is one.'\n    return Evidence({'exact': RouteResult.of(1 == 1, 'exact')})\n")
    monkeypatch.syspath_prepend(str(tmp_path))

    class Point:
        module = "installed_note"
    seen = []
    monkeypatch.setattr("importlib.metadata.entry_points", lambda group: seen.append(group) or [Point()])
    monkeypatch.setattr(claims, "_ENTRY_POINTS_DONE", False)
    assert "installed.one" in load_all() and set(seen) == {"workbench.papers"}
    assert load_all()["installed.one"].paper_title == "From an entry point"
    sys.modules.pop("installed_note", None)


@pytest.mark.parametrize("spec, message", [
    ("no/such/file.py", "no such file"), ("no_such_module_xyz", "no such file or importable module"),
])
def test_unloadable_claims_are_one_error_line(spec, message, capsys):
    assert main(["--claims", spec, "list"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: --claims {spec}: {message}") and err.count("\n") == 1


def test_a_plugin_that_raises_is_one_error_line_with_its_place(tmp_path, capsys):
    broken = tmp_path / "broken.py"
    broken.write_text("from workbench.claims import register_paper\nregister_paper('broken', 'x')\n1 / 0\n")
    assert main(["--claims", str(broken), "list"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: --claims {broken}: loading failed: ZeroDivisionError") and f"{broken}:3" in err
    claims.PAPERS.pop("broken", None)
    claims.PAPER_INFO.pop("broken", None)


def box_threshold(x) -> Outcome:
    """The example's false threshold, computed here independently of examples/ (closed forms)."""
    d, E = x["d"], x["E"]
    grr, oue = (d - 2 + E) / (E - 1) ** 2, 4 * E / (E - 1) ** 2
    return Outcome((grr < oue) == (d < 2 * E + 3), {"Var GRR": grr, "Var OUE": oue})


BOX = strategies.parameters(d=strategies.sizes(2, 16), E=strategies.privacy_bases(6, strict=True))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_counterexample_is_the_smallest_in_the_box_with_both_sides(seed):
    route, found = fuzz_route(box_threshold, BOX, 100, seed, "GRR better iff d < 2E + 3")
    assert route.status == "fail"
    assert found["example"] == {"d": 6, "E": "3/2"} and found["sides"] == {"Var GRR": "22", "Var OUE": "24"}
    # independently: no box point with d <= 5 fails; at d = 6 those in (4/3, 3/2] do, 3/2 the simplest
    values = strategies.domain_of(BOX)["E"].candidates()
    assert all(box_threshold({"d": d, "E": E}).holds for d in range(2, 6) for E in values)
    failing = sorted(E for E in values if not box_threshold({"d": 6, "E": E}).holds)
    assert failing == [F(17, 12), F(16, 11), F(3, 2)] and all(F(4, 3) < E <= F(3, 2) for E in failing)


def test_a_true_statement_over_the_same_box_passes():
    route, found = fuzz_route(lambda x: box_threshold(x).sides["Var GRR"] < box_threshold(x).sides["Var OUE"]
                              if x["d"] < 3 * x["E"] + 2 else True, BOX, 100, 0, "the right threshold")
    assert route.status == "pass" and found is None


def test_strategies_without_a_box_keep_hypothesis_shrinking():
    route, found = fuzz_route(lambda x: x["x"] <= 5, st.fixed_dictionaries({"x": st.integers(0, 100)}), 50, 0, "x")
    assert found == {"example": {"x": 6}}


@settings(max_examples=60, database=None)
@given(strategies.privacy_bases(4, strict=True), strategies.privacy_bases(4, min_value=2))
def test_privacy_bases_respect_min_value_and_strict(E, E2):
    assert 1 < E <= 4 and 2 <= E2 <= 4


def test_privacy_bases_default_still_draws_one():
    assert F(1) in strategies.domain_of(strategies.privacy_bases()).candidates()
    assert F(1) not in strategies.domain_of(strategies.privacy_bases(strict=True)).candidates()


@settings(max_examples=80, database=None)
@given(strategies.rationals(0, 1, open_lo=True, open_hi=True), strategies.rationals(F(1, 2), 2, open_hi=True))
def test_rationals_may_leave_out_either_end(p, q):
    assert 0 < p < 1 and F(1, 2) <= q < 2


def test_an_open_end_is_left_out_of_the_domain_too():
    domain = strategies.domain_of(strategies.rationals(0, 1, 4, open_lo=True, open_hi=True))
    assert domain.candidates() == [F(1, 2), F(1, 3), F(2, 3), F(1, 4), F(3, 4)]
    assert not domain.contains(1) and not domain.contains(0) and domain.contains(F(3, 4))
    for empty in [dict(lo=1, hi=1, open_hi=True), dict(lo=0, hi=1, max_denominator=1, open_lo=True, open_hi=True),
                  dict(lo=2, hi=1)]:
        with pytest.raises(ValueError, match="rationals: no value in"):
            strategies.rationals(**empty)


def test_declared_parameters():
    declared = {"k": integers(2, 12), "E": privacy_base}
    assert parse_declared({"k": "4", "E": "3/2"}, declared) == {"k": 4, "E": F(3, 2)}
    for given_, message in [({"k": "4"}, "E: missing"), ({"k": "4", "E": "2", "M": "3"}, "M: unknown"),
                            ({"k": "1", "E": "2"}, "k: must be >= 2"),
                            ({"k": "4", "E": "1/2"}, r"E: E = e\^eps must be >= 1"),
                            ({"k": "4", "E": "1" + "0" * 1000}, "E: a number of 1001 characters is too large")]:
        with pytest.raises(InvalidArgument, match=message):
            parse_declared(given_, declared)
    with pytest.raises(InvalidArgument, match="M: given twice"):
        parse_assignments(["M=8", "M=4"])


def test_output_paths_are_checked_before_anything_runs(tmp_path):
    assert output_path(tmp_path / "new" / "deeper" / "r.json", "--json") == tmp_path / "new" / "deeper" / "r.json"
    (tmp_path / "file").write_text("x")
    for bad, message in [(tmp_path, "is a directory"), (tmp_path / "file" / "r.json", "is not a directory"),
                         (Path("/proc/workbench-test.json"), "cannot write there")]:
        with pytest.raises(InvalidArgument, match=message):
            output_path(bad, "-o")


@pytest.mark.parametrize("content, message", [
    ("not json", "not JSON"), ("[1, 2]", "not a JSON object"), ('{"a": 1}', "'claim' missing"),
    ('{"claim": "x", "examples": 0, "seed": 0, "counterexample": null}', "'examples' < 1"),
    ('{"claim": "x", "examples": 5, "seed": "0", "counterexample": null}', "'seed' missing or not int"),
])
def test_replay_refuses_files_that_are_not_replay_files(content, message, tmp_path):
    path = tmp_path / "r.json"
    path.write_text(content)
    with pytest.raises(InvalidArgument, match=message):
        read_replay(path)


def documented_claims_file() -> str:
    """The complete claims file docs/extending.md shows."""
    text = (ROOT / "docs" / "extending.md").read_text()
    return text.split("```python\n# note.py -- a complete claims file\n", 1)[1].split("```", 1)[0]


@pytest.mark.slow
def test_the_documented_claims_file_runs_through_every_command(tmp_path):
    """The claims file written in docs/extending.md: list, verify, fuzz, certify (typed parameters), report,
    and bad input, each through --claims with no wrapper."""
    note = tmp_path / "note.py"
    note.write_text(documented_claims_file())
    listed = run("--claims", str(note), "list", cwd=tmp_path)
    assert listed.returncode == 0 and "# note: A tiny note -- A. Reader, nowhere" in listed.stdout
    verified = run("verify", "note", "--claims", str(note), "--out", str(tmp_path / "b"), cwd=tmp_path)
    assert verified.returncode == 0 and "note.keep" in verified.stdout and "holds" in verified.stdout
    report = json.loads((tmp_path / "b" / "report-partial.json").read_text())   # one paper: a partial run
    assert report["claims"][0]["paper_title"] == "A tiny note"
    assert report["claims"][0]["routes"]["fuzz"]["status"] == "pass"
    assert not set(report["coverage"]) & {"pram", "counting", "pml", "staircase"}    # about this paper only
    import hashlib                              # the claims file that made the report, named and hashed
    assert report["provenance"]["claims files"] == {str(note.resolve()): hashlib.sha256(note.read_bytes()).hexdigest()}
    fuzzed = run("--claims", str(note), "fuzz", "note.keep", "--examples", "40", cwd=tmp_path)
    assert fuzzed.returncode == 0 and "no counterexample in 40 examples" in fuzzed.stdout
    pages = run("--claims", str(note), "report", "--partial", "--json", str(tmp_path / "b" / "report-partial.json"), "--out",
                str(tmp_path / "pages"), cwd=tmp_path)
    page = (tmp_path / "pages" / "REPORT.md").read_text()
    assert pages.returncode == 0 and "A tiny note" in page and f"{note.resolve()} (sha256 " in page
    certified = run("--claims", str(note), "certify", "note.keep", "k=4", "E=3", "-o", str(tmp_path / "c.json"))
    assert certified.returncode == 0 and "optimum 1/2" in certified.stdout
    check = certified.stdout.splitlines()[-1].removeprefix("check it: ").split()
    assert subprocess.run([sys.executable, *check[1:]], cwd=ROOT, capture_output=True).returncode == 0
    for params, message in [(["k=4", "E=3", "E=2"], "error: E: given twice"), (["k=4"], "error: E: missing"),
                            (["k=x", "E=3"], "error: k: expected a rational"), (["k=4", "E=0"], "error: E:")]:
        bad = run("--claims", str(note), "certify", "note.keep", *params, "-o", str(tmp_path / "x.json"))
        assert bad.returncode == 2 and bad.stderr.startswith(message) and bad.stderr.count("\n") == 1, bad.stderr
    unknown = run("verify", "mine", "--claims", str(note), cwd=tmp_path)
    assert unknown.returncode == 2 and unknown.stderr.startswith("error: no claim matches mine")
    assert unknown.stderr.strip().endswith(f"see `python -m workbench --claims {note} list`")


def test_every_public_name_docs_extending_mentions_has_a_docstring():
    import importlib
    names = {
        "workbench.claims": ["register_paper", "claim", "attach", "Evidence", "RouteResult", "RouteResult.of", "decide",
                             "load_plugins", "load_all", "plugin_specs"],
        "workbench.runner": ["Context", "Context.save_certificate", "Context.progress"],
        "workbench.fuzz": ["fuzz_route", "Outcome"],
        "workbench.strategies": ["parameters", "domain_of", "rationals", "privacy_bases", "sizes", "deltas",
                                 "distributions", "stochastic_matrices", "ldp_kernels", "counting_params"],
        "workbench.params": ["integers", "rationals", "privacy_base", "probability", "rational", "integer"],
        "workbench.lp.model": ["LinearProgram", "LinearProgram.add_variable", "LinearProgram.add_constraint"],
        "workbench.lp.pipeline": ["certify_lp", "certify_family", "CertifiedOptimum"],
        "workbench.proof": ["Proof", "Proof.identity", "Proof.nonneg", "Proof.route"],
        "workbench.errors": ["InvalidArgument", "SolverFailure"],
    }
    text = (ROOT / "docs" / "extending.md").read_text()
    for module, attributes in names.items():
        for dotted in attributes:
            assert dotted.split(".")[-1] in text, dotted
            target = importlib.import_module(module)
            for part in dotted.split("."):
                target = getattr(target, part)
            assert (target.__doc__ or "").strip(), f"{module}.{dotted} has no docstring"


def test_a_report_made_with_other_claims_files_is_stale(monkeypatch):
    """`report --refresh` re-runs verify when the --claims files (or their contents) differ from the report's."""
    from workbench.reports import report as module
    current = {"claims": [{"id": c} for c in load_all()], "seed": 0, "complete": True,
               "provenance": {"source_digest": module.source_digest(), "claims files": {"/a/mine.py": "0" * 64}}}
    monkeypatch.setattr(module, "claims_files", lambda: {"/a/mine.py": "0" * 64})
    assert module.stale_reason(current, 0) is None
    monkeypatch.setattr(module, "claims_files", lambda: {"/a/mine.py": "1" * 64})
    assert module.stale_reason(current, 0) == "it was made with other --claims files (or other versions of them)"


@pytest.mark.slow
def test_evidence_links_work_from_any_report_folder(tmp_path):
    """`report --out` elsewhere than the run's `--out`: every evidence link in REPORT.md still opens its file."""
    import re
    ran = run("verify", "pram.linear-constraints", "--out", str(tmp_path / "run"), "--json",
              str(tmp_path / "elsewhere" / "r.json"), "--jobs", "1", cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    pages = run("report", "--partial", "--json", str(tmp_path / "elsewhere" / "r.json"), "--out",
                str(tmp_path / "pages"), cwd=tmp_path)
    assert pages.returncode == 0, pages.stderr
    links = re.findall(r"\]\(([^)#]+\.json)\)", (tmp_path / "pages" / "REPORT.md").read_text())
    assert links and all((tmp_path / "pages" / link).is_file() for link in links), links
