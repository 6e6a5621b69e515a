"""The one progress line of a long command on a terminal, kept alive while an external solver runs.

HiGHS releases the GIL while it solves and esolver is a subprocess, so a daemon thread can redraw
the line (phase, elapsed seconds) every second: a run that takes minutes never looks stalled."""
from __future__ import annotations

import contextlib
import threading
import time


class ProgressLine:
    """`line(phase, detail)` redraws `label: phase, Ns, detail` in place on `stream`; `beating()` keeps
    redrawing it every `interval` seconds from a daemon thread. On a stream that is not a terminal it
    writes nothing and starts no thread (logs and pipes stay clean)."""

    def __init__(self, stream, label: str, width: int = 110, interval: float = 1.0):
        self.stream, self.label, self.width, self.interval = stream, label, width, interval
        self.terminal = stream.isatty()
        self.start = time.perf_counter()
        self.phase = self.detail = ""
        self._lock = threading.Lock()

    def __call__(self, phase: str, detail: str = "") -> None:
        self.phase, self.detail = phase, detail
        self._draw()

    def _draw(self) -> None:
        if not self.terminal:
            return
        line = f"{self.label}: {self.phase}, {time.perf_counter() - self.start:.0f}s, {self.detail}"
        with self._lock:
            print(f"\r{line[:self.width]:{self.width}s}", end="", file=self.stream, flush=True)

    @contextlib.contextmanager
    def beating(self):
        """Redraw the line every `interval` seconds until the block ends (only on a terminal)."""
        if not self.terminal:
            yield
            return
        stop = threading.Event()

        def beat():
            while not stop.wait(self.interval):
                self._draw()
        thread = threading.Thread(target=beat, name="progress-heartbeat", daemon=True)
        thread.start()
        try:
            yield
        finally:
            stop.set()
            thread.join()

    def clear(self) -> None:
        """Erase the line (before the command prints its result)."""
        if self.terminal:
            with self._lock:
                print(f"\r{'':{self.width}s}\r", end="", file=self.stream, flush=True)
