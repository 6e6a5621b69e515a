"""One exception hierarchy: every public entry raises InvalidArgument on bad input."""


class WorkbenchError(Exception):
    """Base of every error the workbench raises on purpose."""


class InvalidArgument(WorkbenchError, ValueError):
    """Bad input from a user: the message names the parameter and the value."""


class SolverFailure(WorkbenchError):
    """An untrusted solver did not produce a usable answer."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C, with what was kept (`kept`: one phrase for the `interrupted; ...` line; the CLI exits 130)."""

    def __init__(self, kept: str = "nothing written"):
        super().__init__(kept)
        self.kept = kept
