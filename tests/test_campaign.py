"""Fuzz campaigns: local cores, a Dask cluster on loopback, counterexamples written and replayed."""
from pathlib import Path

import pytest
from hypothesis import strategies as st

from workbench.claims import Evidence, attach, claim, register_paper
from workbench.fuzz import fuzz_route
from workbench.quality.campaign import campaign, replay

KEPT = sorted((Path(__file__).parent / "counterexamples").glob("*.json"))


@pytest.fixture(scope="module")
def failing_claim():
    """A claim that is false for x > 5 (integers), with a fuzz entry point: the campaign must find it.
    Registered for this module only, and removed again so that no other test sees it."""
    from workbench.claims import PAPERS, REGISTRY
    register_paper("testpaper", "test-only")

    def fuzz(examples, seed, progress=None):
        return fuzz_route(lambda x: x["x"] <= 5, st.fixed_dictionaries({"x": st.integers(0, 100)}), examples, seed,
                          "x <= 5", progress)
    if "testpaper.small" not in REGISTRY:
        @claim("testpaper.small", "test", expected="fails")
        def small(ctx):
            """Every integer is at most 5."""
            route, counterexample = fuzz(ctx.fuzz_examples, ctx.seed)
            return Evidence({"fuzz": route}, counterexample)
        attach("testpaper.small", fuzz=fuzz)
    yield "testpaper.small"
    REGISTRY.pop("testpaper.small", None)
    PAPERS.pop("testpaper", None)


@pytest.mark.slow
def test_local_campaign_writes_a_replayable_counterexample(failing_claim, tmp_path):
    result = campaign([failing_claim], budget=3, workers=2, examples=30, out_dir=tmp_path)
    totals = result["claims"][failing_claim]
    assert totals["tasks"] >= 2 and totals["counterexamples"] == totals["tasks"]
    assert len(result["counterexample files"]) == 1         # every seed shrinks to x = 6: one file, not one per seed
    path = Path(result["counterexample files"][0])
    same, found = replay(path)
    assert same and found["example"] == {"x": 6}          # shrunk to the smallest counterexample


@pytest.mark.slow
def test_campaign_on_a_dask_cluster(tmp_path):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        result = campaign(["pram.dp-ratios"], budget=2, workers=2, scheduler=cluster.scheduler_address,
                          examples=20, out_dir=tmp_path)
    assert result["claims"]["pram.dp-ratios"]["tasks"] >= 1 and result["counterexample files"] == []


@pytest.mark.parametrize("path", KEPT, ids=[p.name for p in KEPT])
def test_kept_counterexamples_replay(path):
    assert replay(path)[0]


def test_bad_campaign_requests(capsys):
    from workbench.cli import main
    assert main(["fuzz", "--all", "--budget", "ten minutes"]) == 2
    assert main(["fuzz"]) == 2


# --- failures on a cluster: a bad address, a worker killed, every worker gone --------------------------------------

@pytest.mark.slow
def test_a_scheduler_address_is_checked_up_front(capsys):
    from workbench.cli import main
    for address, says in [("notaurl", "expected a Dask scheduler address"),
                          ("tcp://127.0.0.1:1", "no Dask scheduler answered within 5 s")]:
        assert main(["fuzz", "--all", "--budget", "5s", "--scheduler", address]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("error: --scheduler") and says in err, err


@pytest.mark.slow
def test_a_killed_worker_is_reported_and_the_campaign_goes_on(dask_processes, kill_when_busy, tmp_path):
    """One of two real workers is killed (SIGKILL) mid-campaign: the user is told, the campaign ends on its
    budget with its summary, and it kept as many tasks in flight as the cluster has threads (2), though
    `workers=1` (the local core count would be the wrong size for a cluster)."""
    address, workers = dask_processes
    kill_when_busy(address, workers[:1], busy=2)
    heard = []
    result = campaign(["pram.dp-ratios"], budget=8, workers=1, scheduler=address, examples=10, out_dir=tmp_path,
                      notify=heard.append)
    assert result["workers"] == 2 and "2 worker threads" in heard[0]
    assert any(line.startswith("lost Dask worker tcp://") and "(1 left)" in line for line in result["notes"]), heard
    assert result["claims"]["pram.dp-ratios"]["tasks"] >= 2 and result["counterexample files"] == []
    assert result["seconds"] < 8 + 60


@pytest.mark.slow
def test_a_campaign_whose_every_worker_dies_ends_and_says_so(dask_processes, kill_when_busy, tmp_path):
    from workbench import pools
    address, workers = dask_processes
    kill_when_busy(address, workers, busy=2)
    result = campaign(["pram.dp-ratios"], budget=4, scheduler=address, examples=10, out_dir=tmp_path)
    assert result["seconds"] < 4 + pools.NO_WORKER_SECONDS + pools.RESULT_SECONDS + 10, result["seconds"]
    assert sum("lost Dask worker" in line for line in result["notes"]) == 2, result["notes"]
    ending = result["notes"][-1]
    assert "the campaign ends with what it has" in ending and "no worker" in ending, ending


HARD_EXIT = '''\
import os
from hypothesis import strategies as st
from workbench import Evidence, attach, claim, fuzz_route, register_paper

register_paper("dies", "dies.pdf", title="A fuzz hook that kills its process")


@claim("dies.hook", "(1)", expected="holds")
def hook(ctx):
    """Its fuzz entry point ends its process."""
    return Evidence({})


def die(examples, seed, progress=None):
    os._exit(1)


attach("dies.hook", fuzz=die)
'''


@pytest.mark.slow
def test_a_fuzz_hook_that_kills_its_local_worker_is_a_failed_task_not_a_lost_summary(tmp_path):
    import os
    import subprocess
    import sys
    plugin = tmp_path / "dies.py"
    plugin.write_text(HARD_EXIT)
    root = Path(__file__).resolve().parents[1]
    result = subprocess.run([sys.executable, "-m", "workbench", "--claims", plugin, "fuzz", "dies.hook", "--budget", "3s",
                             "--workers", "2", "--out", tmp_path / "out"], cwd=tmp_path, capture_output=True,
                            text=True, env={**os.environ, "PYTHONPATH": str(root)}, timeout=300)
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert "a local worker process died" in result.stderr
    import re
    assert re.search(r"^FAILED TASK dies.hook seed \d+: BrokenProcessPool", result.stdout, re.M), result.stdout
    assert any(line.startswith("dies.hook") and "task(s) failed" in line for line in result.stdout.splitlines())


@pytest.mark.slow
def test_a_fuzz_hook_that_kills_its_dask_worker_is_a_failed_task(tmp_path, isolated_registry):
    """On Dask the nanny restarts the worker and the scheduler retries the task; after the retries it is
    KilledWorker: one failed task in the result, the workers' deaths told, the campaign's summary kept."""
    distributed = pytest.importorskip("distributed")
    from workbench.claims import load_plugins
    plugin = tmp_path / "dies.py"
    plugin.write_text(HARD_EXIT)
    load_plugins([str(plugin)])
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        result = campaign(["dies.hook"], budget=2, scheduler=cluster.scheduler_address, examples=5,
                          out_dir=tmp_path, plugins=[str(plugin)])
    assert result["failed tasks"] and all(f["error"].startswith("KilledWorker: Attempted to run task")
                                          for f in result["failed tasks"]), result["failed tasks"]
    assert result["claims"]["dies.hook"]["failed"] == len(result["failed tasks"])
    assert any(line.startswith("lost Dask worker") for line in result["notes"])
