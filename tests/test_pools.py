"""The Dask pool on a real scheduler and workers: no call into the cluster can wait forever."""
import time

import pytest


def _ready(future, seconds=60):
    begun = time.monotonic()
    while not future.done() and time.monotonic() - begun < seconds:
        time.sleep(0.05)
    assert future.done(), "the task did not finish"


@pytest.mark.slow
def test_a_result_whose_worker_died_is_a_lost_task_not_a_hang(dask_processes):
    """A task that finished on a worker that then died: its result cannot be fetched, and the scheduler would
    recompute it on a worker that never comes. The fetch gives up after pools.RESULT_SECONDS with LostResult
    (before, `future.result()` waited forever: the CI run that hung at test_campaign's every-worker-dies test)."""
    import operator
    from workbench import pools
    address, workers = dask_processes
    pool = pools.DaskPool(address)
    try:
        future = pool.submit(operator.add, 1, 2)
        _ready(future)
        for worker in workers:
            worker.kill()
            worker.wait()
        begun = time.monotonic()
        while pool.capacity() and time.monotonic() - begun < 30:     # the scheduler notices the workers left
            time.sleep(0.1)
        begun = time.monotonic()
        with pytest.raises(pools.LostResult, match="left before its result was fetched"):
            pool.result(future)
        assert time.monotonic() - begun < pools.RESULT_SECONDS + 5
        done, rest = pool.wait({future}, 0.5)          # and waiting on it is bounded too
        assert isinstance(done, set) and isinstance(rest, set)
    finally:
        pool.close()


@pytest.mark.slow
def test_a_live_result_is_fetched(dask_processes):
    import operator
    from workbench import pools
    address, _ = dask_processes
    pool = pools.DaskPool(address)
    try:
        future = pool.submit(operator.mul, 6, 7)
        done, rest = pool.wait({future}, 30)
        assert done == {future} and not rest and pool.result(future) == 42
    finally:
        pool.close()
