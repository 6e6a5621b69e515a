"""Primal-dual iterative refinement (Gleixner, Steffy, Wolter 2016) with HiGHS, warm-started.

From an exact basis point (x*, y*) with primal violations (tiny negative x_j, hidden by HiGHS'
1e-9 tolerances) and dual violations (reduced costs of the wrong sign, as tiny), HiGHS solves

    max  D (c - A^T y*) . z   s.t.  A z (sense) P (b - A x*),  z_j >= -P x*_j,

z = P (x - x*), P and D the inverses of the largest violations. Its reduced costs for any basis
are D times the original ones and its basic values P times the shifted ones, so it has the same
optimal bases, but the violations are now of order 1 and visible. A slack's cost in
c - A^T y* is -(+-y*_i), so a row with y*_i != 0 gets an explicit slack column carrying it.
Each round starts HiGHS from the current basis. Floats only: every basis it returns is rebuilt
exactly by the caller, and the kernel decides.
"""
from __future__ import annotations

import time

from flint import fmpq

from ..errors import SolverFailure
from .exact import StandardForm
from .model import Constraint, LinearProgram
from .solve import _highs_model, _quiet_stdout

MAX_SCALE = fmpq(2) ** 80      # 1e24: entries like 5^-32 must come out at order 1
ROUND_OPTIONS = {"solver": "simplex", "primal_feasibility_tolerance": 1e-9, "dual_feasibility_tolerance": 1e-9}
CLIP = 1e6      # a round HiGHS fails on is retried with bounds and costs of the right sign clipped here
# column scaling by basis status (`status_scales`): a nonbasic column's reduced cost is brought to order 1, by at most
# COST_SCALE; a basic column is scaled by its expected magnitude, at least SMALLEST (HiGHS keeps matrix entries down to
# its small_matrix_value, 1e-12 at least: SMALLEST keeps the scaled entries above it)
COST_SCALE, SMALLEST, SMALL_MATRIX_VALUE = 1e6, 1e-11, 1e-12


def _scale(violations: dict) -> fmpq:
    return min(MAX_SCALE, 1 / max(violations.values())) if violations else fmpq(1)


def status_scales(model: LinearProgram, basis: list, column_scale: dict, explicit: dict) -> dict:
    """C_j for x_j = C_j x'_j in the refinement model, by basis status. A positive column scaling keeps every basis and
    its exact status, divides x_j by C_j and multiplies d_j by C_j; at a basis only x_j matters for a basic column
    (d_j = 0) and only d_j for a nonbasic one (x_j = 0). So basic columns get their expected magnitude (as in the
    scaled model, where tiny p_ij are visible) and nonbasic ones 1/|d_j| (where tiny reduced costs are): both kinds
    of violation at order 1 in one model, where one P and one D for all columns leave either kind below tolerance."""
    basic = set(basis)
    scales = {}
    for name, _ in model.variables:
        cost = model.objective.get(name, 0.0)
        if name in explicit or (name not in basic and not cost):
            scales[name] = 1.0
        elif name in basic:
            scales[name] = max(column_scale.get(name, 1.0), SMALLEST)
        else:
            scales[name] = min(1 / abs(cost), COST_SCALE)
    return scales


def scaled_by_status(model: LinearProgram, lower: list, basis: list, column_scale: dict,
                     explicit: dict) -> tuple[LinearProgram, list]:
    """The refinement model and lower bounds with columns scaled by `status_scales`."""
    scales = status_scales(model, basis, column_scale, explicit)
    scaled = LinearProgram(model.sense, list(model.variables), {v: c * scales[v] for v, c in model.objective.items()})
    scaled.constraints = [Constraint(row.name, {v: a * scales[v] for v, a in row.coefficients.items()}, row.sense,
                                     row.rhs) for row in model.constraints]
    return scaled, [None if bound is None else bound / scales[name] for bound, (name, _) in zip(lower, model.variables)]


def refinement_model(form: StandardForm, x: dict, y: dict, primal_violations: dict,
                     dual_violations: dict, clip: float | None = None) -> tuple[LinearProgram, list, dict]:
    """(float model, lower bounds of its columns, explicit slack column -> row) of the refinement LP
    at the exact basis point (x, y) (x by column, y by row, as `StandardForm.solve` returns them).
    With `clip`, lower bounds and (right-signed, negative) costs below -clip are raised to -clip: they
    only need to keep their sign, and entries near -2^80 can make HiGHS fail (a retry only: as a rule,
    clipping slowed the convergence at E = 3)."""
    lp = form.lp
    P, D = _scale(primal_violations), _scale(dual_violations)

    def bound(value: float) -> float:
        return value if clip is None else max(-clip, value)
    zero = fmpq(0)
    model = LinearProgram("max")
    lower, objective = [], {}
    reduced = form.reduced_costs(y)              # StandardForm is in max form, so is this model
    for name, domain in lp.variables:
        model.add_variable(name, domain)
        lower.append(bound(float(-P * x.get(name, zero))) if domain == "nonneg" else None)
        d = reduced[name]
        if d != 0:
            objective[name] = bound(float(D * d))
    explicit = {}
    for row in lp.constraints:
        activity = sum((form.column[v][row.name] * x[v] for v in row.coefficients if x.get(v, zero) != 0), zero)
        coefficients = {v: float(a) for v, a in row.coefficients.items()}
        sense = row.sense
        if sense != "==" and y[row.name] != 0:       # its slack carries the cost -(slack coefficient) y*_i
            slack = form.column[("slack", row.name)][row.name]
            column = f"__slack_{row.name}"
            model.add_variable(column)
            lower.append(bound(float(-P * x.get(("slack", row.name), zero))))
            coefficients[column] = float(slack)
            objective[column] = bound(float(D * -slack * y[row.name]))
            explicit[column] = row.name
            sense = "=="
        model.constraints.append(Constraint(row.name, coefficients, sense, float(P * (form.rhs[row.name] - activity))))
    model.objective = objective
    return model, lower, explicit


def refine_basis(form: StandardForm, basis: list, x: dict, y: dict, primal_violations: dict,
                 dual_violations: dict, seconds: float, column_scale: dict | None = None) -> list:
    """One refinement round: the basis HiGHS ends on for the refinement LP, started from `basis`
    and stopped after `seconds`, in the columns of `form` (possibly not square: complete it). When
    HiGHS ends without a basis, the round is retried once on the clipped model (measured at M = 64,
    E = 3, delta = 0: a Solve error in round 3, then 4 clipped rounds to an exact optimum instead of
    606 exact dual pivots)."""
    deadline = time.monotonic() + seconds
    try:
        return _refine_once(form, basis, x, y, primal_violations, dual_violations, seconds, None, column_scale)
    except SolverFailure:
        return _refine_once(form, basis, x, y, primal_violations, dual_violations,
                            deadline - time.monotonic(), CLIP, column_scale)


def _refine_once(form: StandardForm, basis: list, x: dict, y: dict, primal_violations: dict,
                 dual_violations: dict, seconds: float, clip: float | None, column_scale: dict | None) -> list:
    import highspy
    import numpy as np

    model, lower, explicit = refinement_model(form, x, y, primal_violations, dual_violations, clip)
    options = dict(ROUND_OPTIONS)
    if column_scale:
        model, lower = scaled_by_status(model, lower, basis, column_scale, explicit)
        options["small_matrix_value"] = SMALL_MATRIX_VALUE
    status = highspy.HighsBasisStatus
    in_basis = set(basis)
    slack_row = {row: column for column, row in explicit.items()}
    highs_model = _highs_model(model, None, 1.0)
    highs_model.col_lower_ = np.array([-highspy.kHighsInf if v is None else v for v in lower])
    start = highspy.HighsBasis()
    start.col_status = [status.kBasic if name in in_basis or ("slack", explicit.get(name)) in in_basis
                        else status.kLower for name, _ in model.variables]
    start.row_status = [status.kBasic if row.name not in slack_row and ("slack", row.name) in in_basis
                        else status.kUpper if row.sense == "<=" else status.kLower for row in model.constraints]
    start.valid = True
    with _quiet_stdout():
        highs = highspy.Highs()
        highs.setOptionValue("output_flag", False)
        for option, value in {**options, "time_limit": max(seconds, 0.1)}.items():
            highs.setOptionValue(option, value)
        if dual_violations:
            # two warm phases instead of HiGHS' dual phase 1, which on a start with a few hundred dual
            # infeasibilities works on an auxiliary LP and ends up ~20000 iterations away (M = 128): first the
            # dual simplex with the wrong-signed costs set to 0 (the start is then dual feasible), then the
            # primal simplex on the true costs from the primal feasible basis it ends on (measured at M = 128,
            # E = 3/2, delta = 1/10: HiGHS' time over the refinement rounds 130 s -> 55 s CPU)
            cost = np.array(highs_model.col_cost_)
            wrong = (cost > 0) | ((highs_model.col_lower_ == -highspy.kHighsInf) & (cost != 0))  # basic: cost 0
            parked = np.nonzero(wrong)[0]
            highs_model.col_cost_ = np.where(wrong, 0.0, cost)
            highs.passModel(highs_model)
            highs.setBasis(start)
            highs.setOptionValue("simplex_strategy", 1)
            deadline = time.monotonic() + max(seconds, 0.1)
            highs.run()
            if highs.getModelStatus() == highspy.HighsModelStatus.kOptimal:
                highs.changeColsCost(len(parked), parked.astype(np.int32), cost[parked])
                highs.setOptionValue("simplex_strategy", 4)
                highs.setOptionValue("time_limit", max(deadline - time.monotonic(), 0.1))
                highs.run()
            if not highs.getBasis().valid and deadline > time.monotonic():
                # HiGHS ended without a basis (a "Solve error", seen at M = 64, E = 3, delta = 1/10): the round
                # once more as one dual simplex run from the same start, as before the two phases
                highs_model.col_cost_ = cost
                highs.passModel(highs_model)
                highs.setBasis(start)
                highs.setOptionValue("simplex_strategy", 1)
                highs.setOptionValue("time_limit", max(deadline - time.monotonic(), 0.1))
                highs.run()
        else:
            highs.passModel(highs_model)
            highs.setBasis(start)
            highs.run()
    end = highs.getBasis()
    if not end.valid:
        raise SolverFailure(f"refinement: HiGHS ended without a basis "
                            f"({highs.modelStatusToString(highs.getModelStatus())})")
    columns, rows = list(end.col_status), list(end.row_status)
    out = [("slack", explicit[name]) if name in explicit else name
           for k, (name, _) in enumerate(model.variables) if columns[k] == status.kBasic]
    return out + [("slack", row.name) for k, row in enumerate(model.constraints)
                  if rows[k] == status.kBasic and row.name not in slack_row]
