"""certify never stalls silently: the progress line keeps moving while HiGHS or esolver runs, and the
budget kills esolver, ending with one line that names the phase it was in."""
import contextlib
import io
import os
import threading
import time
from fractions import Fraction as F

import pytest

from workbench.errors import SolverFailure
from workbench.lp import pipeline, qsopt
from workbench.lp.families import counting_lp
from workbench.lp.progress import ProgressLine


class FakeTerminal(io.StringIO):
    def isatty(self):
        return True


def test_heartbeat_writes_nothing_and_starts_no_thread_when_stderr_is_not_a_terminal():
    stream = io.StringIO()
    line = ProgressLine(stream, "certify", interval=0.01)
    threads = threading.active_count()
    line("QSopt_ex (esolver)", "up to 5s")
    with line.beating():
        assert threading.active_count() == threads
        time.sleep(0.2)
    line.clear()
    assert stream.getvalue() == ""


def test_heartbeat_redraws_the_phase_on_a_terminal_until_the_block_ends():
    stream = FakeTerminal()
    line = ProgressLine(stream, "certify", interval=0.01)
    line("QSopt_ex (esolver)", "up to 5s")
    drawn = stream.getvalue().count("\r")
    with line.beating():
        give_up = time.monotonic() + 60
        while stream.getvalue().count("\r") <= drawn + 2 and time.monotonic() < give_up:
            time.sleep(0.01)
    redraws = stream.getvalue().split("\r")[1:]
    assert len(redraws) > drawn + 2, "the heartbeat never redrew the line"
    assert all(r.startswith("certify: QSopt_ex (esolver), ") and "up to 5s" in r for r in redraws)
    assert not any(t.name == "progress-heartbeat" for t in threading.enumerate())    # stopped with the block


def test_the_pipeline_beats_during_the_hi_gh_s_solve():
    entered = []

    class Recorder:
        phase = ""

        def __call__(self, phase, detail=""):
            self.phase = phase

        @contextlib.contextmanager
        def beating(self):
            entered.append(self.phase)
            yield
    with pipeline.run_settings(budget=120, progress=Recorder()):
        pipeline.certify_lp(counting_lp(4, F(3, 2), F(1, 10)), "counting.optimum", "counting", {"M": 4, "E": F(3, 2), "delta": F(1, 10)})
    assert entered and entered[0] == "float solve"


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in "ZX"      # a zombie is dead
    except FileNotFoundError:
        return False


@pytest.fixture
def stuck_esolver(tmp_path, monkeypatch):
    """An `esolver` on PATH that never answers and has a child of its own; yields the file of their pids."""
    pids = tmp_path / "pids"
    script = tmp_path / "esolver"
    script.write_text('#!/bin/sh\necho $$ >> "$STUCK_PIDS"\nsleep 300 >/dev/null 2>&1 &\necho $! >> "$STUCK_PIDS"\nwait\n')
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("STUCK_PIDS", str(pids))
    yield pids
    for pid in (int(p) for p in pids.read_text().split()) if pids.exists() else ():
        if _alive(pid):
            os.kill(pid, 9)


def test_esolver_gets_no_time_when_none_is_left():
    with pytest.raises(SolverFailure, match="no time left"):
        qsopt.run_esolver(["--help"], 0)


@pytest.mark.slow
def test_esolver_phase_with_a_tiny_budget_ends_with_a_clear_line_exit_3_and_no_child(stuck_esolver, monkeypatch,
                                                                                       tmp_path, capsys):
    from workbench.cli import main

    def no_highs(*args, **kwargs):
        raise SolverFailure("HiGHS left out by this test")
    monkeypatch.setattr(pipeline, "solve_highs_scaled", no_highs)    # esolver is the only strategy left
    monkeypatch.setattr(pipeline, "STRATEGIES", ())
    code = main(["certify", "counting.optimum", "M=8", "E=3/2", "delta=1/10", "-o", str(tmp_path / "c.json"),
                 "--budget", "3s"])
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert code == 3
    assert last.startswith("inconclusive:") and "time budget of 3s ran out during QSopt_ex (esolver)" in last
    assert "killed" in last and last.endswith("of a 3s budget]")
    pids = [int(p) for p in stuck_esolver.read_text().split()]
    assert len(pids) == 2
    give_up = time.monotonic() + 60                   # SIGKILL is delivered asynchronously to the grandchild
    while any(_alive(pid) for pid in pids) and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in pids), "esolver or its child outlived the budget"
    assert not (tmp_path / "c.json").exists()
