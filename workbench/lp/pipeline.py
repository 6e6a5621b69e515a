"""build -> float solve (HiGHS) -> exact basis rebuild (fmpq) -> certificate -> kernel check.

The float solver only proposes a basis. The exact primal and dual are recomputed from that
basis in rationals and the trusted kernel decides; a basis that is not exactly optimal is
repaired (iterative refinement, then exact simplex pivots) or refused, never certified.
"""
from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from fractions import Fraction

from .. import certificates, kernel
from ..errors import SolverFailure
from .exact import RevisedSimplex, StandardForm, as_fraction, complete_basis
from .model import LinearProgram
from .solve import STRATEGIES, FloatSolution, solve_cbc, solve_highs, solve_highs_scaled

REFINEMENT_ROUNDS = 5
MAX_SCALE = Fraction(10) ** 18   # bounds -P x* stay below HiGHS infinity (1e20)
MAX_PIVOTS = 5000
DEFAULT_BUDGET = 480.0          # seconds for one certify_lp, all strategies together

_run = {"budget": DEFAULT_BUDGET, "progress": None}


@contextlib.contextmanager
def run_settings(budget: float | None = None, progress=None):
    """Overall time budget (seconds) and a progress callback `progress(phase, detail)` for every
    certify_lp inside the block (the CLI sets them; claims call certify_lp without knowing)."""
    saved = dict(_run)
    _run.update(budget=budget if budget is not None else saved["budget"], progress=progress)
    try:
        yield
    finally:
        _run.update(saved)


def _report(phase: str, detail: str = "") -> None:
    if _run["progress"]:
        _run["progress"](phase, detail)


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


def exact_optimum(lp: LinearProgram, basis: list, deadline: float | None = None,
                  column_scale: dict | None = None, form: StandardForm | None = None,
                  solved: tuple | None = None) -> tuple[dict, dict, str]:
    """Exact primal and dual of an optimal basis, starting from a float solver's basis.

    While the exact basis point is primal infeasible (tolerances hid tiny entries) but dual
    feasible, re-solve the primal refinement model around it; if that does not end on an exact
    optimum and `column_scale` (expected magnitudes of the variables) is known, ask HiGHS again on
    the scaled and chained model (`solve.scaled_model`) and keep whichever basis is closer; if that stalls or loses dual
    feasibility, finish from the last dual feasible basis with the exact revised simplex (dual
    pivots with wrong-signed columns parked at 0, then primal pivots to bring them in).
    `form` (the StandardForm of `lp`) and `solved` (x, y and the violations of `basis`) save
    recomputing what the caller has.
    """
    deadline = deadline if deadline is not None else time.monotonic() + _run["budget"]
    form = form or StandardForm(lp)
    if solved is None:
        _report("exact rebuild", "factoring the basis")
        x, y = form.solve(basis)
        solved = (x, y, *form.violations(basis, x, y))
    x, y, primal_violations, dual_violations = solved
    rounds, how = 0, ""
    while primal_violations and not dual_violations and rounds < REFINEMENT_ROUNDS:
        if time.monotonic() > deadline:
            raise SolverFailure("time budget exhausted during iterative refinement")
        rounds += 1
        _report("iterative refinement", f"round {rounds}, {len(primal_violations)} rows infeasible")
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
    if (primal_violations or dual_violations) and column_scale:
        _report("float solve", "HiGHS on the scaled, chained model")
        try:
            candidate = complete_basis(form, basis_columns(solve_highs_scaled(lp, column_scale)))
            cx, cy = form.solve(candidate)
            cp, cd = form.violations(candidate, cx, cy)
            if len(cp) + len(cd) < len(primal_violations) + len(dual_violations):   # the closer start wins
                basis, x, y, primal_violations, dual_violations = candidate, cx, cy, cp, cd
                how = "scaled model, "
        except SolverFailure:
            pass

    def pivots(method, pivots, left):
        _report(f"exact {method} simplex", f"{pivots} pivots, {left} left to fix")
    dual_pivots = primal_pivots = 0
    if primal_violations or dual_violations:
        # dual simplex first, with the columns of wrong-signed reduced cost parked at 0; then
        # the primal simplex brings those in from the primal feasible basis it leaves
        simplex = RevisedSimplex(form, basis, excluded=frozenset(dual_violations))
        if primal_violations:
            basis = simplex.dual(MAX_PIVOTS, deadline, pivots)
            dual_pivots = simplex.pivots
        if dual_violations:
            simplex = RevisedSimplex(form, basis)
            basis = simplex.primal(MAX_PIVOTS, deadline, pivots)
            primal_pivots = simplex.pivots
        x, y = form.solve(basis)
        if any(form.violations(basis, x, y)):        # the updates are re-derived, never trusted
            raise SolverFailure("exact simplex ended on a basis that is not optimal")
    primal, dual = form.answer(x, y)
    return primal, dual, (f"{how}{rounds} refinement rounds, {dual_pivots} exact dual and {primal_pivots} exact "
                          f"primal simplex pivots")


def certify_family(family: str, claim: str, second_opinion: bool = False, **params) -> CertifiedOptimum:
    """certify_lp of the LP that `family` builds from `params`; the same params go into the certificate,
    where the kernel rebuilds the LP from them with its own code."""
    from .families import BUILDERS
    return certify_lp(BUILDERS[family](**params), claim, family, params, second_opinion)


SCALED_FIRST_MAX_VIOLATIONS = 20


def _scaled_first(form: StandardForm, solution: FloatSolution, deadline: float) -> tuple[dict, dict, str]:
    """exact_optimum from the scaled model's (completed) basis, if it is at most a few exact
    violations away from optimal; otherwise SolverFailure, and the plain route runs."""
    _report("exact rebuild", "factoring the scaled model's basis")
    basis = complete_basis(form, basis_columns(solution))
    x, y = form.solve(basis)
    primal_violations, dual_violations = form.violations(basis, x, y)
    if len(primal_violations) + len(dual_violations) > SCALED_FIRST_MAX_VIOLATIONS:
        raise SolverFailure(f"scaled model's basis has {len(primal_violations) + len(dual_violations)} "
                            "exact violations; the plain route instead")
    primal, dual, how = exact_optimum(form.lp, basis, deadline, form=form,
                                      solved=(x, y, primal_violations, dual_violations))
    return primal, dual, "scaled model first, " + how


def certify_lp(lp: LinearProgram, claim: str, family: str, params: dict,
               second_opinion: bool = False, column_scale: dict | None = None) -> CertifiedOptimum:
    """Solve `lp` and return its optimum with a kernel-checked certificate, or raise SolverFailure.
    `column_scale` (optional, floats only): expected magnitudes of the variables, see exact_optimum."""
    timings, reasons = {"float_solve": 0.0, "exact_rebuild": 0.0}, []
    budget = _run["budget"]
    deadline = time.monotonic() + budget
    # with expected magnitudes, the scaled model (None) goes first: it is better conditioned and,
    # at M >= 96, much faster for HiGHS; it is kept only when its basis is nearly optimal
    strategies = ([None] if column_scale else []) + list(STRATEGIES)
    form = None             # the exact standard form, built once when the first basis arrives
    for number, strategy in enumerate(strategies):    # another simplex variant when a basis cannot be made exact
        if time.monotonic() > deadline:
            reasons.append(f"time budget of {budget:.0f}s exhausted")
            break
        # a restart loses the pivots done so far: the first strategy may use 3/4 of the budget,
        # each later one an equal share of what is left, the last one all of it
        fraction = 0.75 if number == 0 else 1 / (len(strategies) - number)
        share = time.monotonic() + (deadline - time.monotonic()) * fraction
        _report("float solve", f"HiGHS {strategy or 'on the scaled, chained model'}")
        start = time.perf_counter()
        try:
            solution = solve_highs(lp, strategy=strategy) if strategy else solve_highs_scaled(lp, column_scale)
        except SolverFailure as exc:
            reasons.append(f"{strategy}: {exc}")
            continue
        finally:
            timings["float_solve"] += time.perf_counter() - start
        start = time.perf_counter()
        try:
            form = form or StandardForm(lp)
            if strategy is None:
                primal, dual, how = _scaled_first(form, solution, share)
            else:
                primal, dual, how = exact_optimum(lp, basis_columns(solution), share, column_scale, form)
            break
        except SolverFailure as exc:
            reasons.append(f"{strategy}: {exc}")
        finally:
            timings["exact_rebuild"] += time.perf_counter() - start
    else:
        raise SolverFailure("; ".join(reasons))
    if reasons and "budget" in reasons[-1]:
        raise SolverFailure("; ".join(reasons))
    if reasons:
        how += f" (after {len(reasons)} other HiGHS strategies)"
    start = time.perf_counter()
    value = lp.objective_value(primal)
    cert = certificates.lp_certificate(claim, family, params, lp, primal, dual, value,
                                       note=f"primal and dual rebuilt exactly from the HiGHS basis ({how})")
    timings["exact_rebuild"] += time.perf_counter() - start
    _report("kernel check", f"{len(primal)} variables, {len(dual)} rows")
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
