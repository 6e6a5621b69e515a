"""build -> float solve (HiGHS) -> exact basis rebuild (fmpq) -> certificate -> kernel check.

The float solver only proposes a basis. The exact primal and dual are recomputed from that
basis in rationals and the trusted kernel decides; a basis that is not exactly optimal is
repaired (iterative refinement, then exact simplex pivots) or refused, never certified.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from fractions import Fraction

from .. import certificates, kernel
from ..errors import SolverFailure
from .exact import StandardForm, as_fraction
from .model import LinearProgram
from .solve import STRATEGIES, FloatSolution, solve_cbc, solve_highs

REFINEMENT_ROUNDS = 5
MAX_SCALE = Fraction(10) ** 18   # bounds -P x* stay below HiGHS infinity (1e20)
MAX_PIVOTS = 5000


def basis_columns(basis: FloatSolution) -> list:
    return list(basis.basic_variables) + [("slack", name) for name in basis.basic_rows]


@dataclass
class CertifiedOptimum:
    """An LP optimum the kernel accepted: the exact `value`, the `certificate` (JSON-ready dict, re-checkable
    with `python -m workbench.kernel`), the exact `primal` point, and how long each stage took."""
    value: Fraction
    certificate: dict
    primal: dict
    timings: dict = field(default_factory=dict)
    float_value: float = 0.0
    cbc_value: float | None = None
    how: str = ""

    @property
    def rebuilt(self) -> bool:
        """Did the kernel rebuild the LP from (family, params)? False: a family it does not know, so the
        LP was checked as stated and nothing ties it to the claim's parameters."""
        from ..kernel.families import FAMILIES
        return self.certificate["family"] in FAMILIES

    @property
    def trust(self) -> str:
        """What the kernel's check covers, in words for a route detail."""
        return (f"LP rebuilt from parameters by the kernel (family {self.certificate['family']})" if self.rebuilt
                else "LP checked as stated, not rebuilt from parameters")

    def route(self, ok: bool, detail: str):
        """The lp route's result, its detail ending with `trust`, so a reader sees what was checked."""
        from ..claims import RouteResult
        return RouteResult.of(ok, f"{detail}; {self.trust}")


def _scale(violations: dict) -> Fraction:
    worst = max(as_fraction(v) for v in violations.values()) if violations else Fraction(0)
    return min(MAX_SCALE, 1 / worst) if worst else Fraction(1)


def exact_optimum(lp: LinearProgram, basis: list) -> tuple[dict, dict, str]:
    """Exact primal and dual of an optimal basis, starting from a float solver's basis.

    While the exact basis point is primal infeasible (tolerances hid tiny entries) but dual
    feasible, re-solve the primal refinement model around it; if that stalls or loses dual
    feasibility, finish from the last dual feasible basis with exact dual simplex pivots.
    A basis with wrong-signed reduced costs gets exact primal pivots (after a zero-cost dual
    simplex phase 1 if it is primal infeasible too).
    """
    form = StandardForm(lp)
    x, y = form.solve(basis)
    primal_violations, dual_violations = form.violations(basis, x, y)
    rounds = 0
    while primal_violations and not dual_violations and rounds < REFINEMENT_ROUNDS:
        rounds += 1
        point = {name: as_fraction(x[name]) if name in x else Fraction(0) for name, _ in lp.variables}
        try:
            candidate = basis_columns(solve_highs(lp, shift=point, scale=float(_scale(primal_violations))))
            cx, cy = form.solve(candidate)
        except SolverFailure:
            break
        cp, cd = form.violations(candidate, cx, cy)
        if cd:
            break
        basis, x, y, primal_violations = candidate, cx, cy, cp
    dual_pivots = primal_pivots = 0
    if primal_violations and not dual_violations:
        basis, x, y, dual_pivots = form.dual_simplex(basis, MAX_PIVOTS)
    elif dual_violations:
        if primal_violations:    # phase 1: dual simplex with zero costs reaches primal feasibility
            basis, x, y, dual_pivots = form.without_costs().dual_simplex(basis, MAX_PIVOTS)
        basis, x, y, primal_pivots = form.primal_simplex(basis, MAX_PIVOTS)
    primal, dual = form.answer(x, y)
    return primal, dual, (f"{rounds} refinement rounds, {dual_pivots} exact dual and {primal_pivots} exact "
                          f"primal simplex pivots")


def certify_family(family: str, claim: str, second_opinion: bool = False, **params) -> CertifiedOptimum:
    """certify_lp of the LP that `family` builds from `params`; the same params go into the certificate,
    where the kernel rebuilds the LP from them with its own code."""
    from .families import BUILDERS
    return certify_lp(BUILDERS[family](**params), claim, family, params, second_opinion)


def certify_lp(lp: LinearProgram, claim: str, family: str, params: dict,
               second_opinion: bool = False) -> CertifiedOptimum:
    """Solve `lp` and return its optimum with a kernel-checked certificate, or raise SolverFailure."""
    timings, reasons = {"float_solve": 0.0, "exact_rebuild": 0.0}, []
    for strategy in STRATEGIES:    # another simplex variant when a basis cannot be made exact
        start = time.perf_counter()
        solution = solve_highs(lp, strategy=strategy)
        timings["float_solve"] += time.perf_counter() - start
        start = time.perf_counter()
        try:
            primal, dual, how = exact_optimum(lp, basis_columns(solution))
            break
        except SolverFailure as exc:
            reasons.append(f"{strategy}: {exc}")
        finally:
            timings["exact_rebuild"] += time.perf_counter() - start
    else:
        raise SolverFailure("; ".join(reasons))
    if reasons:
        how += f" (after {len(reasons)} other HiGHS strategies)"
    start = time.perf_counter()
    value = lp.objective_value(primal)
    cert = certificates.lp_certificate(claim, family, params, lp, primal, dual, value,
                                       note=f"primal and dual rebuilt exactly from the HiGHS basis ({how})")
    timings["exact_rebuild"] += time.perf_counter() - start
    start = time.perf_counter()
    try:
        checked = kernel.check_certificate(cert)
    except (kernel.Invalid, kernel.Malformed) as exc:
        raise SolverFailure(f"kernel refused the rebuilt basis: {exc}") from None
    timings["kernel_check"] = time.perf_counter() - start
    result = CertifiedOptimum(checked, cert, primal, timings, solution.objective, how=how)
    if second_opinion:
        result.cbc_value = solve_cbc(lp)
    return result
