"""Where tasks run: local processes, or a Dask cluster given its scheduler's address, behind one small
interface that fuzz campaigns and `certify --grid` share (submit, wait, capacity, broken/restart, lost,
result, kill, close). What differs is said here once: a dead local process breaks its pool for good (it is
restarted); a dead Dask worker is replaced by the scheduler, which re-runs its tasks elsewhere. No call into a
Dask cluster waits without a bound: a worker can die between finishing a task and handing over its result.
"""
from __future__ import annotations

import os
import re
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from .errors import InvalidArgument

CONNECT_SECONDS = 5.0      # a scheduler that does not answer within this is one error line
NO_WORKER_SECONDS = 10.0   # a cluster without a single worker for this long: the run ends with what it has
RESULT_SECONDS = 10.0      # a finished task's result not fetched within this: its worker left with it (LostResult)
ASK_SECONDS = 10.0         # a scheduler that does not say which workers it has within this: none (the run winds up)


class LostResult(RuntimeError):
    """A task finished on a Dask worker that left before its result was fetched. The scheduler would run it
    again, on a worker that may never come; the caller counts it as a failed task instead of waiting forever."""


def worker_setup(parent: int) -> None:
    """In a local worker process: Ctrl-C (sent to the whole process group) is the parent's to handle (it
    kills us), and on Linux we die with the parent, so that a `kill -9` of the command leaves no orphan
    waiting for work forever."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)     # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):                                 # not Linux: orphans end with their queue
        return
    if os.getppid() != parent:                                        # the parent died before the prctl
        os._exit(1)


def checked_address(address: str) -> str:
    """`tcp://host:port` (or `host:port`, or another Dask scheme): one error line for anything else."""
    if not re.fullmatch(r"((tcp|tls|ws|wss|ucx)://)?\[?[\w.:-]+\]?:\d{1,5}", address):
        raise InvalidArgument(f"--scheduler {address!r}: expected a Dask scheduler address such as "
                              "tcp://127.0.0.1:8786")
    return address


class LocalPool:
    """`workers` local processes. A worker process that dies breaks a ProcessPoolExecutor for good: `restart`
    replaces it (the caller counts the tasks it took down), `lost` tells the user once."""
    def __init__(self, workers: int):
        self.workers, self.deaths, self.told = workers, 0, 0
        self.executor = self._new()

    def _new(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(max_workers=self.workers, initializer=worker_setup, initargs=(os.getpid(),))

    def capacity(self) -> int:
        return self.workers

    def submit(self, fn, *args):
        from concurrent.futures.process import BrokenProcessPool
        try:
            return self.executor.submit(fn, *args)
        except BrokenProcessPool:               # broken since the last look
            self.restart()
            return self.executor.submit(fn, *args)

    def wait(self, pending, timeout: float):
        return wait(set(pending), timeout=timeout, return_when=FIRST_COMPLETED)

    def result(self, future):
        return future.result()

    def broken(self) -> bool:
        return bool(getattr(self.executor, "_broken", False))

    def restart(self) -> None:
        self.kill()
        self.executor = self._new()
        self.deaths += 1

    def lost(self) -> list[str]:
        """Told once (a task that kills its process kills every one it runs in)."""
        if self.told or not self.deaths:
            return []
        self.told = self.deaths
        return ["a local worker process died; the tasks it took down are counted as failed, a new pool started"]

    def kill(self) -> None:
        for process in list((getattr(self.executor, "_processes", None) or {}).values()):
            try:
                process.kill()
            except (OSError, AttributeError):
                pass
        self.executor.shutdown(wait=True, cancel_futures=True)

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


class DaskPool:
    """A Dask cluster: as many tasks at once as its workers have threads (not this machine's cores), and
    the workers that left since the last look."""
    def __init__(self, address: str):
        from distributed import Client
        try:
            self.client = Client(checked_address(address), timeout=CONNECT_SECONDS)
        except (OSError, TimeoutError) as exc:
            raise InvalidArgument(f"--scheduler {address}: no Dask scheduler answered within {CONNECT_SECONDS:g} s "
                                  f"({type(exc).__name__}); start one with `dask scheduler`") from None
        self.workers = set(self._nthreads())

    def _nthreads(self) -> dict:
        try:
            return self.client.nthreads(callback_timeout=ASK_SECONDS)
        except (OSError, TimeoutError):
            return {}

    def capacity(self) -> int:
        return sum(self._nthreads().values())

    def submit(self, fn, *args):
        return self.client.submit(fn, *args, pure=False)

    def wait(self, pending, timeout: float):
        """The futures done within `timeout`, by their own state (distributed.wait would ask the process's
        default client, which need not be this pool's)."""
        end = time.monotonic() + timeout
        while True:
            done = {future for future in pending if future.done()}
            if done or time.monotonic() >= end:
                return done, set(pending) - done
            time.sleep(0.02)

    def result(self, future):
        """The task's result, or its own exception; LostResult when the worker holding it left (bounded)."""
        try:
            return future.result(timeout=RESULT_SECONDS)
        except TimeoutError:
            if future.status == "error":                # the task itself raised TimeoutError
                raise
            raise LostResult(f"the worker that ran it left before its result was fetched (waited "
                             f"{RESULT_SECONDS:g} s)") from None

    def broken(self) -> bool:
        return False

    def restart(self) -> None:
        pass

    def lost(self) -> list[str]:
        now = set(self._nthreads())
        gone, self.workers = sorted(self.workers - now), now
        return [f"lost Dask worker {w} ({len(now)} left); the scheduler re-runs its tasks elsewhere" for w in gone]

    def kill(self) -> None:
        self.close()

    def close(self) -> None:
        self.client.close()


def pool(workers: int, scheduler: str | None = None) -> LocalPool | DaskPool:
    """The Dask cluster at `scheduler` (checked now: one error line), else `workers` local processes."""
    return DaskPool(scheduler) if scheduler else LocalPool(workers)
