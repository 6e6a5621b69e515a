"""Untrusted floating-point solvers behind PuLP: HiGHS (simplex, gives the optimal basis)
and CBC (a second opinion on the optimal value). Nothing here is evidence by itself."""
from __future__ import annotations

import contextlib
import os
import sys
import warnings
from dataclasses import dataclass

from ..errors import SolverFailure
from ..lazy import lazy
from .model import LinearProgram

pulp = lazy("pulp")


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


def solve_highs(lp: LinearProgram, tolerance: float = 1e-9, shift: dict | None = None,
                scale: float = 1.0, strategy: dict = STRATEGIES[0]) -> FloatSolution:
    """Simplex in HiGHS, driven through PuLP's solver object; its final basis is what
    `exact` rebuilds. (PuLP's own `solve` post-processing is slow at M = 64, so the
    model it builds is run and read directly.)"""
    import highspy

    problem, columns = to_pulp(lp, shift, scale)
    solver = pulp.HiGHS(msg=False, primal_feasibility_tolerance=tolerance,
                        dual_feasibility_tolerance=tolerance, **strategy)
    with _quiet_stdout():
        solver.createAndConfigureSolver(problem)
        solver.buildSolverModel(problem)
        model = problem.solverModel
        model.run()
    if model.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        raise SolverFailure(f"HiGHS status {model.modelStatusToString(model.getModelStatus())}")
    basis = model.getBasis()
    col_status, row_status = list(basis.col_status), list(basis.row_status)  # each access copies
    col_values = list(model.getSolution().col_value)
    basic = highspy.HighsBasisStatus.kBasic
    basic_variables = [name for name, column in columns.items() if col_status[column.index] == basic]
    basic_rows = [name for name, row in problem.constraints.items() if row_status[row.index] == basic]
    values = {name: col_values[column.index] for name, column in columns.items()}
    return FloatSolution(model.getInfo().objective_function_value, values, basic_variables, basic_rows)


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
