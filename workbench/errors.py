"""One exception hierarchy: every public entry raises InvalidArgument on bad input."""


class WorkbenchError(Exception):
    """Base of every error the workbench raises on purpose."""


class InvalidArgument(WorkbenchError, ValueError):
    """Bad input from a user: the message names the parameter and the value."""


class SolverFailure(WorkbenchError):
    """An untrusted solver did not produce a usable answer."""
