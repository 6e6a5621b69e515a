"""Untrusted floating-point solvers: HiGHS through highspy (simplex, gives the optimal basis)
and CBC behind PuLP (a second opinion on the optimal value). Nothing here is evidence by itself."""
from __future__ import annotations

import contextlib
import os
import sys
import warnings
from dataclasses import dataclass

import pulp

from ..errors import SolverFailure
from .model import LinearProgram


@dataclass
class FloatSolution:
    objective: float
    values: dict[str, float]
    basic_variables: list[str]      # structural columns in the basis
    basic_rows: list[str]           # rows whose slack is in the basis (the rest are tight)


def to_pulp(lp: LinearProgram, shift: dict | None = None, scale: float = 1.0):
    """The PuLP model of `lp`. With `shift` (a basis point x*) and `scale` P, the primal
    refinement model (Gleixner, Steffy, Wolter 2016): variables z = P (x - x*), rows
    a.z (sense) P (b - a.x*), bounds z_j >= -P x*_j. Its bases are those of `lp`, but
    violations far below the float tolerance (entries like E^-40) become visible."""
    warnings.filterwarnings("ignore", category=DeprecationWarning, module="pulp")  # PuLP 3.x -> 4 notices
    problem = pulp.LpProblem("workbench", pulp.LpMaximize if lp.sense == "max" else pulp.LpMinimize)
    x = shift or {}
    columns = {name: pulp.LpVariable(name, lowBound=(-float(scale * x.get(name, 0)) if domain == "nonneg" else None))
               for name, domain in lp.variables}
    problem += pulp.LpAffineExpression([(columns[v], float(c)) for v, c in lp.objective.items()])
    make = {"<=": pulp.LpConstraintLE, ">=": pulp.LpConstraintGE, "==": pulp.LpConstraintEQ}
    for row in lp.constraints:
        rhs = row.rhs - row.activity(x) if shift else row.rhs
        expression = pulp.LpAffineExpression([(columns[v], float(a)) for v, a in row.coefficients.items()])
        problem += pulp.LpConstraint(expression, make[row.sense], row.name, float(scale * rhs))
    return problem, columns


STRATEGIES = ({"solver": "simplex"}, {"solver": "simplex", "simplex_strategy": 4},
              {"solver": "simplex", "presolve": "off"}, {"solver": "ipm", "run_crossover": "on"})


def _highs_model(lp: LinearProgram, shift: dict | None, scale: float):
    """`lp` (or its refinement model, see `to_pulp`) as a column-wise highspy HighsLp."""
    import highspy
    import numpy as np

    x = shift or {}
    index = {name: k for k, (name, _) in enumerate(lp.variables)}
    columns: list[list] = [[] for _ in lp.variables]
    for k, row in enumerate(lp.constraints):
        for v, a in row.coefficients.items():
            columns[index[v]].append((k, float(a)))
    start, rows, values = [0], [], []
    for column in columns:
        rows += [k for k, _ in column]
        values += [a for _, a in column]
        start.append(len(rows))
    inf = highspy.kHighsInf
    model = highspy.HighsLp()
    model.num_col_, model.num_row_ = len(lp.variables), len(lp.constraints)
    model.col_cost_ = np.array([float(lp.objective.get(name, 0)) for name, _ in lp.variables])
    model.col_lower_ = np.array([-float(scale * x.get(name, 0)) if domain == "nonneg" else -inf
                                 for name, domain in lp.variables])
    model.col_upper_ = np.full(len(lp.variables), inf)
    rhs = [float(scale * (row.rhs - row.activity(x) if shift else row.rhs)) for row in lp.constraints]
    model.row_lower_ = np.array([b if row.sense != "<=" else -inf for b, row in zip(rhs, lp.constraints)])
    model.row_upper_ = np.array([b if row.sense != ">=" else inf for b, row in zip(rhs, lp.constraints)])
    model.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    model.a_matrix_.start_ = np.array(start, dtype=np.int32)
    model.a_matrix_.index_ = np.array(rows, dtype=np.int32)
    model.a_matrix_.value_ = np.array(values)
    model.sense_ = highspy.ObjSense.kMaximize if lp.sense == "max" else highspy.ObjSense.kMinimize
    return model


def solve_highs(lp: LinearProgram, tolerance: float = 1e-9, shift: dict | None = None,
                scale: float = 1.0, strategy: dict = STRATEGIES[0]) -> FloatSolution:
    """Simplex in HiGHS (highspy, model passed column-wise); its final basis is what `exact`
    rebuilds. With `shift` and `scale` it solves the refinement model described in `to_pulp`."""
    import highspy

    with _quiet_stdout():
        highs = highspy.Highs()
        highs.setOptionValue("output_flag", False)
        for option, value in {"primal_feasibility_tolerance": tolerance, "dual_feasibility_tolerance": tolerance,
                              **strategy}.items():
            highs.setOptionValue(option, value)
        highs.passModel(_highs_model(lp, shift, scale))
        highs.run()
    if highs.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        raise SolverFailure(f"HiGHS status {highs.modelStatusToString(highs.getModelStatus())}")
    basis = highs.getBasis()
    col_status, row_status = list(basis.col_status), list(basis.row_status)  # each access copies
    col_values = list(highs.getSolution().col_value)
    basic = highspy.HighsBasisStatus.kBasic
    basic_variables = [name for k, (name, _) in enumerate(lp.variables) if col_status[k] == basic]
    basic_rows = [row.name for k, row in enumerate(lp.constraints) if row_status[k] == basic]
    values = {name: col_values[k] for k, (name, _) in enumerate(lp.variables)}
    return FloatSolution(highs.getInfo().objective_function_value, values, basic_variables, basic_rows)


@contextlib.contextmanager
def _quiet_stdout():
    """HiGHS prints its banner from C++ straight to file descriptor 1; keep reports clean."""
    sys.stdout.flush()
    saved = os.dup(1)
    with open(os.devnull, "w") as devnull:
        os.dup2(devnull.fileno(), 1)
        try:
            yield
        finally:
            os.dup2(saved, 1)
            os.close(saved)


def solve_cbc(lp: LinearProgram) -> float:
    """CBC's optimal value, to ~8 digits: a cross-check of the HiGHS value, never a certificate."""
    problem, _ = to_pulp(lp)
    status = problem.solve(pulp.PULP_CBC_CMD(msg=False))
    if pulp.LpStatus[status] != "Optimal":
        raise SolverFailure(f"CBC status {pulp.LpStatus[status]}")
    return pulp.value(problem.objective)
