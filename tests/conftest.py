"""Fixtures shared by several test modules."""
from pathlib import Path

import pytest


@pytest.fixture
def isolated_registry():
    """Load plugins in this process and put the registry back afterwards, so no other test sees them."""
    from workbench import claims
    claims.load_all()
    saved = (dict(claims.REGISTRY), dict(claims.PAPERS), dict(claims.PAPER_INFO), dict(claims._LOADED),
             list(claims._REQUESTED))
    yield
    for live, old in zip((claims.REGISTRY, claims.PAPERS, claims.PAPER_INFO, claims._LOADED), saved):
        live.clear()
        live.update(old)
    claims._REQUESTED[:] = saved[4]


@pytest.fixture
def dask_processes(tmp_path):
    """A real `dask scheduler` and two `dask worker --no-nanny` processes (so that a killed worker stays dead);
    yields (address, [worker processes])."""
    import os
    import re
    import subprocess
    import sys
    import time
    pytest.importorskip("distributed")
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    dask = [sys.executable, "-m", "distributed.cli.dask_scheduler"]
    log = tmp_path / "scheduler.log"          # a file, not a pipe: a pipe nobody reads fills and blocks the scheduler
    with open(log, "w") as sink:
        scheduler = subprocess.Popen([*dask, "--host", "127.0.0.1", "--port", "0", "--dashboard-address", ":0"],
                                     cwd=tmp_path, env=env, stderr=sink)
    workers = []
    try:
        address, begun = None, time.monotonic()
        while address is None and time.monotonic() - begun < 60:
            found = re.search(r"Scheduler at:\s+(tcp://[\d.]+:\d+)", log.read_text())
            address = found and found.group(1)
            time.sleep(0.1)
        assert address, "the scheduler did not start"
        workers = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1",
                                     "--no-nanny", "--dashboard-address", ":0"], cwd=tmp_path, env=env,
                                    stderr=subprocess.DEVNULL) for _ in range(2)]
        from distributed import Client
        with Client(address, timeout=30) as client:
            client.wait_for_workers(2, timeout=60)
        yield address, workers
    finally:
        for process in [*workers, scheduler]:
            process.kill()
            process.wait()


@pytest.fixture
def kill_when_busy():
    """kill_when_busy(address, processes, busy): see `_kill_when_busy`."""
    return _kill_when_busy


def _kill_when_busy(address: str, processes: list, busy: int = 1, seconds: float = 120.0):
    """Start a thread that kills `processes` (SIGKILL) once at least `busy` workers of the scheduler at `address`
    are processing a task, so a test kills workers mid-run whatever the machine's speed (a fixed timer fired before
    a loaded CI machine had even connected, and the run never saw the workers it lost). Returns the thread."""
    import threading
    import time
    from distributed import Client

    def watch():
        with Client(address, timeout=30, set_as_default=False) as client:
            end = time.monotonic() + seconds
            while time.monotonic() < end and sum(bool(keys) for keys in client.processing().values()) < busy:
                time.sleep(0.05)
        for process in processes:
            process.kill()
    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


@pytest.fixture(autouse=True)
def sigint_left_as_found(request):
    """Every test leaves SIGINT's handler in this process as it found it. One that does not (an ignored SIGINT is
    inherited by every later subprocess and survives exec) is named on stderr and the handler put back."""
    import signal
    import sys
    before = signal.getsignal(signal.SIGINT)
    yield
    after = signal.getsignal(signal.SIGINT)
    if after is not before:
        signal.signal(signal.SIGINT, before)
        print(f"\n{request.node.nodeid} left SIGINT's handler as {after!r} (was {before!r}); put back",
              file=sys.__stderr__, flush=True)
