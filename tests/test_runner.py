"""The parallel runner: same entries as a serial run, in the order asked, and a broken claim is reported."""
import json
import os
import random
from pathlib import Path

import pytest

from workbench.claims import Claim, Evidence, RouteResult, load_all
from workbench.cli import main
from workbench.runner import Context, run_claims


def _fuzzed(ctx):
    """Depends only on the seed: the same in any process."""
    draw = random.Random(ctx.seed).randint(0, 10 ** 9)
    return Evidence({"fuzz": RouteResult("pass", f"drew {draw}")})


def _wrong(ctx):
    refuted = {"exact": RouteResult("fail", "1 != 2")}
    return Evidence(refuted, counterexample={"x": 1}, printed_statement=False,
                    statement_evidence={"shows": "x = 1 violates it as printed", "routes": refuted})


def _raises(ctx):
    raise ZeroDivisionError("a bug in the check")


def _dies(ctx):
    import signal
    os.kill(os.getpid(), signal.SIGKILL)     # a crash in C code looks like this from the parent


def _exits(ctx):
    os._exit(3)                     # past every except clause; the claim's process reports where it was called


def _claims():
    load_all()                      # the built-in papers registered (these test claims borrow the pram prefix)
    return [Claim(f"pram.test-{name}", "test", name, check, expected) for name, check, expected in
            (("fuzzed", _fuzzed, "holds"), ("wrong", _wrong, "fails"), ("raises", _raises, "inconclusive"),
             ("dies", _dies, "inconclusive"), ("exits", _exits, "inconclusive"), ("pending", None, "inconclusive"))]


def test_parallel_entries_equal_serial_ones_in_order(tmp_path):
    ctx = Context(seed=5, out_dir=tmp_path)
    safe = [c for c in _claims() if c.check not in (_dies, _exits)]
    serial = run_claims(safe, ctx, in_process=True)
    finished = []
    parallel = run_claims(safe, ctx, jobs=3, expected_seconds={"pram.test-pending": 9.0},
                          on_done=lambda k, outcome: finished.append(k))
    assert [o.entry for o in parallel] == [o.entry for o in serial]
    assert [o.entry["id"] for o in parallel] == [c.id for c in safe]
    assert sorted(finished) == list(range(len(safe)))
    assert [o.entry["verdict"] for o in parallel] == ["holds", "fails", "inconclusive", "inconclusive"]
    assert [o.internal_error for o in parallel] == [False, False, True, False]


def test_a_claim_whose_process_dies_is_an_internal_error(tmp_path):
    outcomes = run_claims(_claims(), Context(out_dir=tmp_path), jobs=2)
    died, exited = outcomes[3], outcomes[4]
    assert died.internal_error and died.entry["verdict"] == "inconclusive"
    assert died.entry["routes"]["internal"]["detail"] == ("the process deciding pram.test-dies died (exit code -9) "
                                                          "before reporting")
    assert exited.internal_error and exited.entry["verdict"] == "inconclusive"
    line = _exits.__code__.co_firstlineno + 1
    assert exited.entry["routes"]["internal"]["detail"] == f"os._exit(3) called ({__file__}:{line})"
    assert outcomes[0].entry["verdict"] == "holds" and not outcomes[0].internal_error


@pytest.mark.slow
def test_verify_jobs_gives_the_serial_report_and_timings(tmp_path, capsys):
    reports = {}
    for jobs in (1, 2):
        path = tmp_path / f"r{jobs}.json"
        assert main(["verify", "pml.formula", "cross.warner", "pram.marginal", "--seed", "3", "--jobs", str(jobs),
                     "--out", str(tmp_path / f"b{jobs}"), "--json", str(path)]) == 0
        reports[jobs] = json.loads(Path(path).read_text())
        assert f"on {jobs} process(es)" in capsys.readouterr().out
    assert reports[1]["claims"] == reports[2]["claims"] and reports[1]["summary"] == reports[2]["summary"]
    for report in reports.values():
        assert set(report["timings"]) == set(report["cpu_timings"]) == {"pml.formula", "cross.warner", "pram.marginal"}
        assert report["run"]["cpu_seconds"] >= 0 and report["run"]["jobs"] in (1, 2)


def test_verify_refuses_a_bad_jobs_count(capsys):
    assert main(["verify", "cross.warner", "--jobs", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --jobs") and "Traceback" not in err


@pytest.mark.slow
def test_verify_on_a_dask_cluster_gives_the_local_report(tmp_path, capsys):
    """`verify --scheduler`: every claim a task on a real local scheduler with two worker processes (daemonic,
    under their nannies, and still able to fork a process per claim); the entries equal a local run's."""
    distributed = pytest.importorskip("distributed")
    ids = ["pml.formula", "cross.warner", "pram.marginal", "counting.prior-free"]
    local = tmp_path / "local.json"
    assert main(["verify", *ids, "--seed", "3", "--jobs", "2", "--out", str(tmp_path / "a"), "--json", str(local)]) == 0
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        remote = tmp_path / "remote.json"
        assert main(["verify", *ids, "--seed", "3", "--scheduler", cluster.scheduler_address,
                     "--out", str(tmp_path / "b"), "--json", str(remote)]) == 0
    assert f"on Dask scheduler {cluster.scheduler_address}" in capsys.readouterr().out
    a, b = (json.loads(path.read_text()) for path in (local, remote))
    assert b["run"]["scheduler"] == cluster.scheduler_address
    assert a["claims"] == b["claims"] and a["summary"] == b["summary"]


def test_verify_refuses_a_bad_scheduler_address_before_any_work(capsys):
    assert main(["verify", "cross.warner", "--scheduler", "notaurl"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --scheduler 'notaurl'") and err.count("\n") == 1, err


KILLS_ITS_WORKER = '''\
import os
import signal
from workbench import Evidence, RouteResult, claim, register_paper

register_paper("killer", "killer.pdf", title="A claim that kills the Dask worker deciding it")


@claim("killer.parent", "(1)", expected="holds")
def parent(ctx):
    """Kills the process that forked it: on a cluster, the Dask worker."""
    os.kill(os.getppid(), signal.SIGKILL)
    return Evidence({"exact": RouteResult.of(True, "never reached")})


@claim("killer.fine", "(2)", expected="holds")
def fine(ctx):
    """One plus one is two."""
    return Evidence({"exact": RouteResult.of(1 + 1 == 2, "1 + 1 = 2")})
'''


@pytest.mark.slow
def test_a_claim_that_kills_its_dask_worker_is_an_internal_error_not_a_missing_entry(tmp_path, isolated_registry,
                                                                                     capsys):
    distributed = pytest.importorskip("distributed")
    plugin = tmp_path / "killer.py"
    plugin.write_text(KILLS_ITS_WORKER)
    report = tmp_path / "r.json"
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        code = main(["--claims", str(plugin), "verify", "killer", "--scheduler", cluster.scheduler_address,
                     "--out", str(tmp_path), "--json", str(report)])
    assert code == 1
    entries = {e["id"]: e for e in json.loads(report.read_text())["claims"]}
    assert entries["killer.fine"]["verdict"] == "holds"
    assert entries["killer.parent"]["verdict"] == "inconclusive"
    assert entries["killer.parent"]["reason"].startswith("internal error: its Dask task failed: KilledWorker")
    assert "lost Dask worker" in capsys.readouterr().err
