import json
import subprocess
import sys

import pytest

from workbench.cli import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "workbench", *args], capture_output=True, text=True)


@pytest.mark.parametrize("params, message", [
    (["M=8", "E=0", "delta=1/10"], "E"), (["M=8", "E=-2", "delta=1/10"], "E"),
    (["M=8", "E=3/2", "delta=2"], "delta"), (["M=8", "E=3/2", "delta=-1/10"], "delta"),
    (["M=1", "E=3/2", "delta=0"], "M"), (["M=x", "E=3/2", "delta=0"], "M"),
    (["M=8", "E=__import__('os')", "delta=0"], "E"), (["M=8", "E=3/2"], "delta"),
    (["M=8", "E=1/0", "delta=0"], "zero denominator"),
])
def test_certify_refuses_bad_input(params, message, tmp_path, capsys):
    assert main(["certify", "counting.optimum", *params, "-o", str(tmp_path / "c.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and message in err and "Traceback" not in err


def test_certify_then_kernel_check_then_vipr(tmp_path):
    out = tmp_path / "cert.json"
    result = run("certify", "counting.optimum", "M=8", "E=3/2", "delta=1/10", "-o", str(out),
                 "--vipr", str(tmp_path / "cert.vipr"))
    assert result.returncode == 0, result.stderr
    assert "527/1625" in result.stdout
    check = subprocess.run([sys.executable, "-m", "workbench.kernel", str(out)], capture_output=True, text=True)
    assert check.returncode == 0 and check.stdout.startswith("valid: counting.optimum")
    assert (tmp_path / "cert.vipr").read_text().startswith("%")


def test_a_certificate_the_kernel_refuses_leaves_no_file(tmp_path, monkeypatch, capsys):
    """The certificate is written by a forked child while the kernel checks it: a refusal removes the file."""
    from workbench import kernel

    def refuse(certificate):
        raise kernel.Invalid("refused on purpose")
    monkeypatch.setattr(kernel, "check_certificate", refuse)
    out = tmp_path / "cert.json"
    assert main(["certify", "counting.optimum", "M=4", "E=3/2", "delta=1/10", "-o", str(out)]) != 0
    assert "refused on purpose" in capsys.readouterr().err and not out.exists()


def test_list_shows_every_paper():
    out = run("list").stdout
    for prefix in ("pram.", "counting.", "pml.", "staircase.", "cross."):
        assert prefix in out


def test_unknown_claim_and_fuzz(capsys):
    assert main(["verify", "nosuch.claim"]) == 2
    assert main(["fuzz", "counting.optimum", "--examples", "5", "--seed", "1"]) == 0


@pytest.mark.slow
def test_same_seed_gives_identical_reports(tmp_path):
    reports = []
    for k in range(2):
        path = tmp_path / f"r{k}.json"
        assert main(["verify", "counting.pd", "counting.kernel-pd", "cross.warner", "--seed", "7",
                     "--out", str(tmp_path / f"b{k}"), "--json", str(path)]) == 0
        data = json.loads(path.read_text())
        reports.append(json.dumps({"claims": data["claims"], "summary": data["summary"]}))
    assert reports[0] == reports[1]


def _one_error_line(capsys, *needles):
    err = capsys.readouterr().err
    assert err.startswith("error:") and err.count("\n") == 1 and "Traceback" not in err, err
    for needle in needles:
        assert needle in err, err


@pytest.mark.parametrize("argv, needle", [
    (["verify", "counting.pd", "--json", "{tmp}"], "--json"),
    (["verify", "counting.pd", "--json", "{tmp}/file/r.json"], "is not a directory"),
    (["certify", "counting.optimum", "M=8", "E=3/2", "delta=0", "-o", "{tmp}"], "is a directory"),
    (["certify", "counting.optimum", "M=8", "E=3/2", "delta=0", "-o", "/proc/workbench-test.json"], "cannot write"),
    (["certify", "counting.optimum", "M=8", "E=3/2", "delta=0", "-o", "{tmp}/c.json", "--vipr", "{tmp}"], "--vipr"),
    (["certify", "counting.optimum", "M=3", "E=1" + "0" * 1000, "delta=0", "-o", "{tmp}/c.json"], "E: a number of"),
    (["certify", "counting.optimum", "M=8", "M=4", "E=3/2", "delta=0", "-o", "{tmp}/c.json"], "M: given twice"),
    (["fuzz", "counting.optimum", "--examples", "0"], "--examples: must be >= 1"),
    (["fuzz", "--replay", "{tmp}/file"], "not JSON"),
    (["fuzz", "--replay", "{tmp}/report.json"], "not a counterexample file"),
    (["fuzz", "--replay", "{tmp}/missing.json"], "no such file"),
])
def test_hostile_inputs_get_one_error_line(argv, needle, tmp_path, capsys):
    (tmp_path / "file").write_text("not json")
    (tmp_path / "report.json").write_text('{"claims": [], "summary": {}}')
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    assert main(argv) == 2
    _one_error_line(capsys, needle)
    assert not (tmp_path / "c.json").exists()          # refused before anything was computed or written


def test_list_shows_titles():
    out = run("list").stdout
    assert "# staircase: Extremal Mechanisms for Local Differential Privacy -- Peter Kairouz" in out


@pytest.mark.parametrize("argv", [["frobnicate"], [], ["fuzz", "--examples", "abc"], ["certify", "counting.optimum"]])
def test_a_bad_command_line_is_one_error_line(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    _one_error_line(capsys, "--help")
