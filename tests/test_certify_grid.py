"""`certify ID --grid SPEC`: grid parsing (typed, one error line), a local sweep whose every file the kernel
accepts, a re-run that skips them, a resume check and a parent-side check that can say no (tampered files,
another point's certificate, a worker's refused certificate), failures reported per point (a raise, a worker
process that dies), and a real Dask cluster with two worker processes (docs/certify-on-a-cluster.md)."""
import json
import os
import shutil
import subprocess
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from workbench import grid, kernel
from workbench.claims import find_claim
from workbench.cli import main
from workbench.errors import InvalidArgument
from workbench.params import integers, privacy_base, probability

ROOT = Path(__file__).resolve().parent.parent
SMALL = "M=3..6 E=3/2,2 delta=0,1/10"            # 16 points, each certified in well under a second
TYPED = {"M": integers(2, 200), "E": privacy_base, "delta": probability}


def manifest(folder: Path) -> dict:
    return json.loads((folder / "manifest.json").read_text())


def run(*args):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "workbench", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


# --------------------------------------------------------------------------- parsing

def test_ranges_steps_and_lists_in_the_declared_order():
    points = grid.parse_grid("delta=0,0.1 E=3/2,2 M=8..24/8", {}, TYPED, "counting.optimum")
    assert [p.label for p in points][:3] == ["M=8 E=3/2 delta=0", "M=8 E=3/2 delta=1/10", "M=8 E=2 delta=0"]
    assert len(points) == 12 and [p.values["M"] for p in points[::4]] == [8, 16, 24]
    assert points[1].values == {"M": 8, "E": F(3, 2), "delta": F(1, 10)}
    assert points[1].filename("counting.optimum") == "counting.optimum-M=8-E=3_2-delta=1_10.json"
    assert [p.label for p in grid.parse_grid("M=5..7", {"E": "2", "delta": "0"}, TYPED)] == \
        ["M=5 E=2 delta=0", "M=6 E=2 delta=0", "M=7 E=2 delta=0"]
    mixed = grid.parse_grid("M=2..4,8,16..32/16,128 E=2 delta=0", {}, TYPED)
    assert [p.values["M"] for p in mixed] == [2, 3, 4, 8, 16, 32, 128]


@pytest.mark.parametrize("spec, needle", [
    ("M=8..4 E=2 delta=0", "empty range"),
    ("M=8..16/0 E=2 delta=0", "step must be a positive integer"),
    ("M=8 E=2", "delta: missing"),
    ("M=8 E=2 delta=0 N=3", "N: unknown parameter; counting.optimum takes M, E, delta"),
    ("M=8 M=9 E=2 delta=0", "M: given twice"),
    ("M=8 E=1/2 delta=0", "E: E = e^eps must be >= 1"),
    ("M=1..4 E=2 delta=0", "M: must be >= 2"),
    ("M=8 E=2 delta=0,2", "delta: must lie in [0, 1]"),
    ("M=8 E=__import__('os') delta=0", "E: expected a rational"),
    ("M=8 E=2,,3 delta=0", "an empty value"),
    ("M=8.5..9 E=2 delta=0", "a range a..b"),
    ("M=8 E=3/2,1.5 delta=0", "the value 3/2 is given twice (3/2 and 1.5)"),
    ("M=8 E=2,2/1 delta=0", "the value 2 is given twice"),
    ("M=2..4,3 E=2 delta=0", "M: the value 3 is given twice"),
    ("M=2..4,9..8 E=2 delta=0", "M=9..8: empty range"),
    ("M=2,1..20000 E=2 delta=0", "20001 values or more; a sweep has at most 10000"),
    ("M=2..200 E=1..60 delta=0,1/10", "23880 points; a sweep has at most 10000"),
    ("M E=2 delta=0", "expected NAME=VALUES"),
    ("", "--grid: empty"),
])
def test_a_bad_grid_is_one_error_line_and_nothing_written(spec, needle, tmp_path, capsys):
    out = tmp_path / "sweep"
    assert main(["certify", "counting.optimum", "--grid", spec, "--out-dir", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --grid") and err.count("\n") == 1 and needle in err, err
    assert not out.exists()


@pytest.mark.parametrize("argv, needle", [
    (["certify", "counting.channel-5", "--grid", "M=3"], "declares no typed parameters"),
    (["certify", "counting.optimum", "delta=0", "--grid", "M=3 E=2", "-o", "c.json"], "-o names one certificate"),
    (["certify", "counting.optimum", "M=3", "E=2", "delta=0", "--workers", "2", "-o", "c.json"], "only with --grid"),
    (["certify", "counting.optimum", "--grid", "M=3 E=2 delta=0", "--workers", "0"], "--workers: must be >= 1"),
    (["certify", "counting.optimum", "M=3", "--grid", "M=3 E=2 delta=0"], "M: given twice"),
])
def test_bad_sweep_options_are_one_error_line(argv, needle, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and err.count("\n") == 1 and needle in err, err
    assert not list(tmp_path.iterdir())


# --------------------------------------------------------------------------- a local sweep, resumed

def test_local_sweep_every_file_accepted_by_the_kernel_then_resume_skips_and_rechecks(tmp_path, capsys):
    out = tmp_path / "sweep"
    assert main(["certify", "counting.optimum", "--grid", SMALL, "--out-dir", str(out), "--workers", "2"]) == 0
    m = manifest(out)
    points = grid.parse_grid(SMALL, {}, TYPED)
    assert [e["params"] for e in m["points"]] == [p.texts for p in points]        # grid order, not finish order
    assert m["summary"] == {"points": 16, "valid": 16, "failed": 0, "not run": 0, "resumed": 0,
                            "closed_form_equal": 16, "closed_form_differs": 0, "closed_form_errors": 0}
    for entry in m["points"]:
        path = out / entry["certificate"]
        assert kernel.check_file(path) == F(entry["optimum"]) == F(entry["closed_form"])
        assert entry["kernel"] == "valid: LP rebuilt from params" and entry["matched_on"] == "params M, E, delta"
        assert entry["check_seconds"] >= 0 and entry["seconds"] > 0
    assert m["points"][1]["optimum"] == "17/35"                                    # M=3 E=3/2 delta=1/10
    check = subprocess.run([sys.executable, "-m", "workbench.kernel", str(out / m["points"][1]["certificate"])],
                           capture_output=True, text=True, cwd=ROOT)
    assert check.returncode == 0 and check.stdout.startswith("valid: counting.optimum"), check.stdout
    table = (out / "manifest.md").read_text()
    assert table.count("| valid |") == 16 and "| 17/35 |" in table
    assert not [p for p in out.iterdir() if p.name.startswith(".")]               # no staged file left
    capsys.readouterr()

    mtimes = {p.name: p.stat().st_mtime_ns for p in out.glob("counting.optimum-*.json")}
    assert main(["certify", "counting.optimum", "--grid", SMALL, "--out-dir", str(out)]) == 0
    captured = capsys.readouterr()
    assert "16 skipped" in captured.err and "16 valid (16 skipped" in captured.out
    assert manifest(out)["summary"]["resumed"] == 16
    assert {p.name: p.stat().st_mtime_ns for p in out.glob("counting.optimum-*.json")} == mtimes

    # the resume check can say no: a tampered file and another point's certificate are certified again
    tampered, moved = out / m["points"][0]["certificate"], out / m["points"][3]["certificate"]
    cert = json.loads(tampered.read_text())
    cert["objective_value"] = "1/2"
    tampered.write_text(json.dumps(cert))
    shutil.copy(out / m["points"][2]["certificate"], moved)                      # M=3 E=2 delta=0 as delta=1/10
    assert main(["certify", "counting.optimum", "--grid", SMALL, "--out-dir", str(out)]) == 0
    err = capsys.readouterr().err
    assert "14 skipped" in err and "2 present but refused" in err
    assert "the kernel refused it: invalid: objective" in err and "it certifies delta=0/1, not delta=1/10" in err
    again = manifest(out)
    assert again["summary"]["valid"] == 16 and again["summary"]["resumed"] == 14
    assert not again["points"][0]["resumed"] and kernel.check_file(tampered) == F(3, 7)
    assert json.loads(moved.read_text())["params"]["delta"] == "1/10"


def test_the_resume_check_says_no(tmp_path):
    claim = find_claim("counting.optimum")
    assert main(["certify", "counting.optimum", "M=4", "E=2", "delta=0", "-o", str(tmp_path / "c.json")]) == 0
    point, = grid.parse_grid("M=4 E=2 delta=0", {}, claim.parameters)
    found, why = grid.accepted(tmp_path / "c.json", "counting.optimum", point, claim.parameters)
    assert found["optimum"] == "4/9" and why == ""
    other, = grid.parse_grid("M=4 E=3 delta=0", {}, claim.parameters)
    assert grid.accepted(tmp_path / "c.json", "counting.optimum", other, claim.parameters) == \
        (None, "it certifies E=2/1, not E=3")
    assert grid.accepted(tmp_path / "c.json", "counting.pd", point, claim.parameters)[1].startswith(
        "it is a certificate of counting.optimum")
    cert = json.loads((tmp_path / "c.json").read_text())
    cert["primal"][next(iter(cert["primal"]))] = "2"
    (tmp_path / "bad.json").write_text(json.dumps(cert))
    assert grid.accepted(tmp_path / "bad.json", "counting.optimum", point, claim.parameters)[1].startswith(
        "the kernel refused it")
    (tmp_path / "junk.json").write_text("{")
    assert grid.accepted(tmp_path / "junk.json", "counting.optimum", point, claim.parameters)[1].startswith(
        "the kernel refused it: malformed")


# --------------------------------------------------------------------------- failures, per point

PLUGIN = '''
import os
from fractions import Fraction
from workbench import Evidence, attach, certify_family, claim, register_paper
from workbench.params import integers, privacy_base

register_paper("gridtest", "tests/test_certify_grid.py", title="Claims that fail on purpose at some points")


@claim("gridtest.min-diagonal", "test", expected="inconclusive", universal=False)
def min_diagonal(ctx):
    """k-RR's minimum diagonal, certified; some points break on purpose."""
    return Evidence()


def certify(params):
    k, E = params["k"], params["E"]
    if k == 3:
        raise RuntimeError("no certificate at k = 3")
    if k == 5:
        os._exit(7)                                   # the worker process dies
    if k == 9:
        import time
        time.sleep(60)                                # for Ctrl-C
    asked = E + 1 if k == 4 else E                    # k = 4: a certificate of another E
    result = certify_family("mechanism", "gridtest.min-diagonal", n=k, m=k, privacy="ldp", E=asked,
                            objective="min-diagonal")
    if k == 6:
        result.certificate["objective_value"] = "1/2"  # the worker lies; the kernel in the sweep says no
    return result


attach("gridtest.min-diagonal", certify=certify, parameters={"k": integers(2, 9), "E": privacy_base},
       stated_value=lambda p: p["E"] / (p["E"] + p["k"] - 1) if p["k"] != 8 else Fraction(1, 3))
'''


@pytest.fixture
def plugin(tmp_path):
    path = tmp_path / "gridtest.py"
    path.write_text(PLUGIN)
    return path


def test_failures_are_reported_per_point_and_the_sweep_goes_on(plugin, tmp_path):
    out = tmp_path / "sweep"
    done = run("--claims", plugin, "certify", "gridtest.min-diagonal", "--grid", "k=2,3,4,6,7,8 E=2",
               "--out-dir", out, "--workers", "2")
    assert done.returncode == 1, done.stderr
    entries = {e["params"]["k"]: e for e in manifest(out)["points"]}
    assert [e["status"] for e in entries.values()] == ["valid", "failed", "failed", "failed", "valid", "valid"]
    assert "RuntimeError: no certificate at k = 3" in entries["3"]["reason"]
    assert entries["4"]["reason"] == ("the certificate the worker returned was refused: it certifies E=3/1, "
                                      "not E=2")
    assert entries["6"]["reason"].startswith("the certificate the worker returned was refused: the kernel "
                                             "refused it: invalid: objective")
    assert entries["2"]["matches_closed_form"] and entries["7"]["matches_closed_form"]
    assert entries["8"]["matches_closed_form"] is False and entries["8"]["optimum"] == "2/9"
    assert sorted(p.name for p in out.glob("gridtest*.json")) == [
        f"gridtest.min-diagonal-k={k}-E=2.json" for k in (2, 7, 8)]              # no file for a failed point
    assert "failed: k=3 E=2: raised RuntimeError" in done.stdout and "differs: k=8 E=2" in done.stdout
    assert "| failed: raised RuntimeError: no certificate at k = 3" in (out / "manifest.md").read_text()


def test_a_worker_process_that_dies_fails_its_point_only(plugin, tmp_path):
    out = tmp_path / "sweep"
    done = run("--claims", plugin, "certify", "gridtest.min-diagonal", "--grid", "k=2,5,7 E=3/2",
               "--out-dir", out, "--workers", "2")
    assert done.returncode == 1, done.stderr
    entries = {e["params"]["k"]: e for e in manifest(out)["points"]}
    assert entries["2"]["status"] == entries["7"]["status"] == "valid"
    assert entries["5"]["status"] == "failed" and "worker process died" in entries["5"]["reason"]


def test_a_certificate_that_cannot_be_written_fails_its_point_only(tmp_path, monkeypatch, capsys):
    from workbench import atomic
    real = atomic.write_text

    def full_disk(path, text, encoding="utf-8"):
        if "M=4" in Path(path).name:
            raise OSError(28, "No space left on device")
        return real(path, text, encoding)
    monkeypatch.setattr(atomic, "write_text", full_disk)
    out = tmp_path / "sweep"
    assert main(["certify", "counting.optimum", "--grid", "M=3,4 E=2 delta=0", "--out-dir", str(out),
                 "--workers", "1"]) == 1
    entries = manifest(out)["points"]
    assert [e["status"] for e in entries] == ["valid", "failed"]
    assert entries[1]["reason"] == "writing the certificate failed: OSError: [Errno 28] No space left on device"
    assert "failed: M=4 E=2 delta=0: writing the certificate failed" in capsys.readouterr().out
    assert sorted(p.name for p in out.iterdir()) == ["counting.optimum-M=3-E=2-delta=0.json", "manifest.json",
                                                     "manifest.md"]


def test_ctrl_c_keeps_the_manifest_and_what_was_certified(plugin, tmp_path):
    import signal
    import time
    out = tmp_path / "sweep"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "workbench", "--claims", str(plugin), "certify",
                                "gridtest.min-diagonal", "--grid", "k=2,9 E=2", "--out-dir", str(out), "--workers", "2"],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # as at a terminal
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if manifest(out)["summary"]["valid"] == 1:
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.1)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert err.splitlines()[-1].startswith("interrupted; kept 1 valid certificate(s) and ") and "Traceback" not in err
    entries = {e["params"]["k"]: e["status"] for e in manifest(out)["points"]}
    assert entries == {"2": "valid", "9": "not run"}


# --------------------------------------------------------------------------- a real Dask cluster

@pytest.mark.slow
def test_a_sweep_on_a_dask_cluster_with_two_worker_processes(tmp_path, capsys):
    distributed = pytest.importorskip("distributed")
    out = tmp_path / "sweep"
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster.scheduler_address) as client:
            assert len(client.scheduler_info()["workers"]) == 2
        code = main(["certify", "counting.optimum", "--grid", "M=3..6 E=3/2,3 delta=1/10",
                     "--out-dir", str(out), "--scheduler", cluster.scheduler_address])
    assert code == 0, capsys.readouterr().err
    m = manifest(out)
    assert m["where"] == f"Dask scheduler {cluster.scheduler_address}"
    assert m["summary"]["points"] == 8 and m["summary"]["valid"] == 8 and m["summary"]["closed_form_equal"] == 8
    for entry in m["points"]:
        assert kernel.check_file(out / entry["certificate"]) == F(entry["optimum"])


@pytest.mark.slow
def test_a_sweep_whose_every_dask_worker_dies_ends_and_keeps_its_manifest(dask_processes, kill_when_busy, tmp_path,
                                                                        capsys):
    """Both real workers are killed (SIGKILL) while they certify: the sweep does not wait forever; it tells
    of each lost worker, ends after pools.NO_WORKER_SECONDS with the unfinished points `not run` (exit 1),
    and its manifest is written."""
    import time
    from workbench import pools
    address, workers = dask_processes
    out = tmp_path / "sweep"
    kill_when_busy(address, workers, busy=2)
    start = time.perf_counter()
    code = main(["certify", "counting.optimum", "--grid", "M=100..120/10 E=3/2 delta=1/10", "--out-dir", str(out),
                 "--scheduler", address])
    err = capsys.readouterr().err
    assert code == 1 and time.perf_counter() - start < 4 + pools.NO_WORKER_SECONDS + 60, err
    assert err.count("lost Dask worker") == 2 and "no Dask worker for 10 s: the sweep ends" in err, err
    m = manifest(out)
    assert m["summary"]["not run"] >= 1 and m["summary"]["points"] == 3
