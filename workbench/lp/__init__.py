"""LP route: build an exact-rational LP -> solve in floats (untrusted) -> rebuild the exact
primal and dual from the optimal basis -> certificate, checked by `workbench.kernel`."""
from .model import Constraint, LinearProgram
from .pipeline import CertifiedOptimum, certify_lp

__all__ = ["Constraint", "LinearProgram", "CertifiedOptimum", "certify_lp"]
