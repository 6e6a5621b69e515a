"""The workbench: checks the mathematics of privacy-mechanism papers by computation.

The public surface, what a user's claims file imports (docs/extending.md); everything else is internal
and may change:
  from workbench import ...     the names in __all__ below (imported on first use, so that
                                `python -m workbench list` stays light)
  workbench.strategies          hypothesis strategies for fuzzing (privacy bases, sizes, kernels)
  workbench.params              parsers of command-line parameters for `attach(..., parameters=...)`
  workbench.rigorous            exact rational enclosures of log, exp, sqrt, powers, Lambert W; three-valued
                                comparisons (True, False, UNDECIDED) for fuzz properties
  workbench.mechanisms          the domain layer: mechanisms and privacy measures (exact where rational)
"""
from importlib import import_module

_HOMES = {     # public name -> the module that defines it
    "register_paper": "claims", "claim": "claims", "closed_form": "claims", "attach": "claims",
    "pending": "claims", "sample": "claims", "load_all": "claims", "Evidence": "claims", "RouteResult": "claims",
    "fuzz_route": "fuzz", "Outcome": "fuzz",
    "certify_family": "lp.pipeline", "certify_lp": "lp.pipeline", "CertifiedOptimum": "lp.pipeline",
    "LinearProgram": "lp.model",
    "Proof": "proof", "Statement": "formal", "Prose": "formal",
    "identity": "symbolic",
    "Context": "runner", "run_claim": "runner",
    "Decided": "reports.coverage", "NotAClaim": "reports.coverage", "NotCovered": "reports.coverage",
    "OutsideText": "reports.coverage", "CitedChecked": "reports.coverage",
    "load_plugins": "claims", "InvalidArgument": "errors", "find_violation": "statement",
}
PUBLIC_MODULES = ("strategies", "params", "mechanisms", "rigorous", "literal")
__all__ = sorted(_HOMES) + list(PUBLIC_MODULES)


def __getattr__(name: str):
    """PEP 562: a public name is imported from its home module when first asked for."""
    if name in _HOMES:
        value = getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)
    elif name in PUBLIC_MODULES:
        value = import_module(f"{__name__}.{name}")
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
