"""LP route: build an exact-rational LP -> solve in floats (untrusted) -> rebuild the exact
primal and dual from the optimal basis -> certificate, checked by `workbench.kernel`.

The solver side (pipeline, python-flint, HiGHS) loads on first use, so that importing the LP
model (as `workbench.certificates` does for `list`) stays light."""
from .model import Constraint, LinearProgram

__all__ = ["Constraint", "LinearProgram", "CertifiedOptimum", "certify_lp"]


def __getattr__(name):
    if name in ("CertifiedOptimum", "certify_lp"):
        from . import pipeline
        return getattr(pipeline, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
