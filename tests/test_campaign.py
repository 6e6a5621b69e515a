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


def test_local_campaign_writes_a_replayable_counterexample(failing_claim, tmp_path):
    result = campaign([failing_claim], budget=3, workers=2, examples=30, out_dir=tmp_path)
    totals = result["claims"][failing_claim]
    assert totals["tasks"] >= 2 and totals["counterexamples"] == totals["tasks"]
    path = Path(result["counterexample files"][0])
    same, found = replay(path)
    assert same and found["example"] == {"x": 6}          # shrunk to the smallest counterexample


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
