"""Untrusted floating-point solvers: HiGHS through highspy (simplex, gives the optimal basis)
and CBC behind PuLP (a second opinion on the optimal value). Nothing here is evidence by itself."""
from __future__ import annotations

import contextlib
import math
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


class WarmHighs:
    """One HiGHS instance for many LPs that differ only in their objective and sense (the face probes of one
    (M, E, delta): the same rows and columns, one entry minimised or maximised each): the model is passed once
    and each solve starts from the previous optimal basis (0.4 ms instead of 1.1 ms at M = 5). Options as
    `solve_highs` (STRATEGIES[0], tolerance 1e-9). Untrusted like every float basis here: `basis(lp)` is
    only where the exact rebuild starts; None when HiGHS does not end optimal (certify_lp then solves cold)."""

    def __init__(self, lp: LinearProgram, tolerance: float = 1e-9):
        import highspy
        self.variables, self.rows = list(lp.variables), [(row.name, row) for row in lp.constraints]
        self.index = {name: k for k, (name, _) in enumerate(self.variables)}
        with _quiet_stdout():
            self.highs = highspy.Highs()
            self.highs.setOptionValue("output_flag", False)
            for option, value in {"primal_feasibility_tolerance": tolerance, "dual_feasibility_tolerance": tolerance,
                                  **STRATEGIES[0]}.items():
                self.highs.setOptionValue(option, value)
            self.highs.passModel(_highs_model(lp, None, 1.0))

    exact_form = None       # the exact StandardForm of these rows and columns, kept by certify_lp

    def same_model(self, lp: LinearProgram) -> bool:
        return list(lp.variables) == self.variables and len(lp.constraints) == len(self.rows) and all(
            row is mine or (row.name == name and row.sense == mine.sense and row.rhs == mine.rhs
                            and row.coefficients == mine.coefficients)
            for row, (name, mine) in zip(lp.constraints, self.rows))

    def basis(self, lp: LinearProgram) -> list | None:
        """The basic columns (structural names and ("slack", row)) of an optimal basis of `lp`, which must have
        the rows and columns this instance was built with (else None)."""
        import highspy
        import numpy as np

        if not self.same_model(lp):
            return None
        n = len(self.variables)
        cost = np.zeros(n)
        for name, c in lp.objective.items():
            cost[self.index[name]] = float(c)
        self.highs.changeColsCost(n, np.arange(n, dtype=np.int32), cost)
        self.highs.changeObjectiveSense(highspy.ObjSense.kMaximize if lp.sense == "max" else highspy.ObjSense.kMinimize)
        with _quiet_stdout():
            self.highs.run()
        if self.highs.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return None
        basis = self.highs.getBasis()
        col_status, row_status = list(basis.col_status), list(basis.row_status)
        basic = highspy.HighsBasisStatus.kBasic
        return ([name for k, (name, _) in enumerate(self.variables) if col_status[k] == basic]
                + [("slack", name) for k, (name, _) in enumerate(self.rows) if row_status[k] == basic])


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


def scaled_model(lp: LinearProgram, column_scale: dict, level: float = 2.0 ** 10) -> LinearProgram:
    """A float model with the same bases as `lp` on its own rows and columns, but O(1) numbers.

    Column j is x_j = c_j x'_j (c_j from `column_scale`, the expected magnitude of x_j), rows are
    divided by their largest scaled coefficient, and a row whose scaled coefficients still span
    more than `level` is split into a chain by magnitude: row = top terms + L1 g1, and
    g_k = (terms of level k)/L_k + (L_{k+1}/L_k) g_{k+1}, with free g. Every coefficient then
    stays within a factor `level` of 1, so HiGHS' 1e-9 tolerances no longer hide entries like
    E^-40. Floats only: the basis it yields is mapped back and rebuilt exactly."""
    from .model import Constraint
    scaled = LinearProgram(lp.sense, list(lp.variables),
                           {v: float(c) * column_scale.get(v, 1.0) for v, c in lp.objective.items()})
    chains = []
    for row in lp.constraints:
        terms = {v: float(a) * column_scale.get(v, 1.0) for v, a in row.coefficients.items()}
        top = max(abs(t) for t in terms.values())
        levels: dict = {}
        for v, t in terms.items():
            levels.setdefault(int(math.log(top / abs(t), level)), {})[v] = t / top
        order = sorted(levels)
        head = dict(levels[order[0]])
        for k, (this, below) in enumerate(zip(order, order[1:])):
            g = f"__chain_{row.name}_{below}"
            scaled.variables.append((g, "free"))
            if k == 0:
                head[g] = level ** -below
            coefficients = {g: 1.0, **{v: -t * level ** below for v, t in levels[below].items()}}
            chains.append(Constraint(f"__chain_{row.name}_{below}", coefficients, "==", 0.0))
            if k + 1 < len(order) - 1:
                after = order[k + 2]
                coefficients[f"__chain_{row.name}_{after}"] = -level ** (below - after)
        scaled.constraints.append(Constraint(row.name, head, row.sense, float(row.rhs) / top))
    scaled.constraints += chains
    return scaled


def solve_highs_scaled(lp: LinearProgram, column_scale: dict, seconds: float = math.inf) -> FloatSolution:
    """HiGHS on `scaled_model` (its own scaling off: the model is scaled already); the basis is
    reported on `lp`'s own columns and rows only (chain columns and rows dropped), so it may
    need completing (`exact.complete_basis`). HiGHS stops after `seconds` (SolverFailure)."""
    solution = solve_highs(scaled_model(lp, column_scale), strategy={"solver": "simplex", "simplex_scale_strategy": 0,
                                                                     "time_limit": max(seconds, 0.1)})
    own_rows = {row.name for row in lp.constraints}
    own_columns = {name for name, _ in lp.variables}
    return FloatSolution(solution.objective, {v: x for v, x in solution.values.items() if v in own_columns},
                         [v for v in solution.basic_variables if v in own_columns],
                         [r for r in solution.basic_rows if r in own_rows])
