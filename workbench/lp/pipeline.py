"""build -> float solve (HiGHS) -> exact basis rebuild (fmpq) -> certificate -> kernel check.

The float solver only proposes a basis. The exact primal and dual are recomputed from that
basis in rationals and the trusted kernel decides; a basis that is not exactly optimal is
retried with tighter tolerances and otherwise refused, never certified.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from fractions import Fraction

from .. import certificates, kernel
from ..errors import SolverFailure
from .exact import optimal_basis_solution
from .model import LinearProgram
from .solve import FloatSolution, solve_cbc, solve_highs

TOLERANCES = (1e-9, 1e-11)


def basis_columns(basis: FloatSolution) -> list:
    return list(basis.basic_variables) + [("slack", name) for name in basis.basic_rows]


@dataclass
class CertifiedOptimum:
    value: Fraction
    certificate: dict
    primal: dict
    timings: dict = field(default_factory=dict)
    float_value: float = 0.0
    cbc_value: float | None = None
    pivots: int = 0


def certify_lp(lp: LinearProgram, claim: str, family: str, params: dict,
               second_opinion: bool = False) -> CertifiedOptimum:
    """Solve `lp` and return its optimum with a kernel-checked certificate, or raise SolverFailure."""
    reasons = []
    for tolerance in TOLERANCES:
        timings = {}
        start = time.perf_counter()
        basis = solve_highs(lp, tolerance)
        timings["float_solve"] = time.perf_counter() - start
        start = time.perf_counter()
        try:
            primal, dual, pivots = optimal_basis_solution(lp, basis_columns(basis))
        except SolverFailure as exc:
            reasons.append(f"tol {tolerance}: {exc}")
            continue
        value = lp.objective_value(primal)
        cert = certificates.lp_certificate(claim, family, params, lp, primal, dual, value,
                                           note=f"primal and dual rebuilt exactly from the HiGHS basis after {pivots} exact dual simplex pivots")
        timings["exact_rebuild"] = time.perf_counter() - start
        start = time.perf_counter()
        try:
            checked = kernel.check_certificate(cert)
        except (kernel.Invalid, kernel.Malformed) as exc:
            reasons.append(f"tol {tolerance}: kernel refused the rebuilt basis: {exc}")
            continue
        timings["kernel_check"] = time.perf_counter() - start
        result = CertifiedOptimum(checked, cert, primal, timings, basis.objective, pivots=pivots)
        if second_opinion:
            result.cbc_value = solve_cbc(lp)
        return result
    raise SolverFailure("; ".join(reasons))
