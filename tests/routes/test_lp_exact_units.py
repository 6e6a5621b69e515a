"""workbench/lp/exact.py's sparse solver and basis completion: exact answers and refusals by hand (pinned for
scripts/mutants-engine workbench/lp/exact.py; docs/trust.md)."""
from fractions import Fraction as F

import pytest
from flint import fmpq

from workbench.errors import SolverFailure
from workbench.lp.exact import Factor, StandardForm, as_fraction, solve_sparse
from workbench.lp.model import LinearProgram


def test_solve_sparse_exact_solution():
    # x + y = 3, x - y = 1  ->  x = 2, y = 1 ;  2z = 1 -> z = 1/2
    x = solve_sparse([{"x": 1, "y": 1}, {"x": 1, "y": -1}, {"z": 2}], [3, 1, 1], ["x", "y", "z"])
    assert {k: as_fraction(v) for k, v in x.items()} == {"x": 2, "y": 1, "z": F(1, 2)}
    x = solve_sparse([{"a": F(1, 3), "b": 0}, {"b": F(2, 5)}], [F(1), F(4, 5)], ["a", "b"])
    assert {k: as_fraction(v) for k, v in x.items()} == {"a": 3, "b": 2}


def test_solve_sparse_refusals():
    with pytest.raises(SolverFailure, match=r"^basis system is not square: 1 rows, 2 unknowns$"):
        solve_sparse([{"x": 1}], [1], ["x", "y"])
    with pytest.raises(SolverFailure, match=r"^row 1 uses unknown 'w' outside the basis$"):
        solve_sparse([{"x": 1}, {"w": 1}], [1, 1], ["x", "y"])
    with pytest.raises(SolverFailure, match=r"^basis matrix is singular$"):     # an empty row
        solve_sparse([{"x": 1}, {"y": 0}], [1, 1], ["x", "y"])
    with pytest.raises(SolverFailure, match=r"^basis matrix is singular$"):     # dependent rows
        solve_sparse([{"x": 1, "y": 1}, {"x": 2, "y": 2}], [1, 2], ["x", "y"])


# --------------------------------------------------------------------------- dense solves and the shared LU

def banded_lp(n: int, width: int, costs: int = 1) -> LinearProgram:
    """n rows r1..rn and columns x1..xn, x_k in rows k .. k + width - 1 (cyclically), coefficient 1/(i + k) in row
    i: `width` nonzeros a column; max x1 + ... + x_costs."""
    lp = LinearProgram("max")
    for k in range(1, n + 1):
        lp.add_variable(f"x{k}")
    lp.objective = {f"x{k}": F(k) for k in range(1, costs + 1)}
    rows = {i: {} for i in range(1, n + 1)}
    for k in range(1, n + 1):
        for step in range(width):
            i = (k - 1 + step) % n + 1
            rows[i][f"x{k}"] = F(1, i + k)
    for i in range(1, n + 1):
        lp.add_constraint(f"r{i}", rows[i], "<=", F(i, 3))
    return lp


def structurals(n: int) -> list:
    return [f"x{k}" for k in range(1, n + 1)]


def test_the_dense_solve_is_chosen_from_10_nonzeros_a_column_up_to_400_rows():
    assert StandardForm(banded_lp(400, 10))._dense_pays(structurals(400))
    assert not StandardForm(banded_lp(401, 10))._dense_pays(structurals(401))      # too many rows
    form = StandardForm(banded_lp(12, 10))
    assert form._dense_pays(structurals(12))                                        # exactly 10 a column
    assert not form._dense_pays(structurals(11) + [("slack", "r12")])              # 11 * 10 + 1 < 120
    assert not form._dense_pays(structurals(11))                                    # not square
    assert not StandardForm(banded_lp(12, 9))._dense_pays(structurals(12))


def test_the_dense_solve_gives_the_sparse_lus_answer_and_keeps_no_lu():
    form = StandardForm(banded_lp(11, 10, costs=5))
    basis = structurals(11)
    x, y = form.solve(basis)
    assert form._last_factor == {}                                  # dense: no LU made
    assert (x, y) == form.solve(basis, Factor([form.column[c] for c in basis], form.names))
    for name in form.names:                                         # B x_B = b exactly
        assert sum((form.column[c].get(name, 0) * x[c] for c in basis), fmpq(0)) == form.rhs[name]
    for c in basis:                                                 # y^T B = c_B exactly, 0 beyond x5
        assert sum((a * y[r] for r, a in form.column[c].items()), fmpq(0)) == form.cost.get(c, 0)
    assert form.solve_completed(basis) == (basis, x, y)


def test_a_given_lu_is_used_even_where_the_dense_solve_pays():
    class Stub:
        def ftran_kept(self, rhs):
            return {0: fmpq(7)}

        def btran(self, cost):
            return {}
    form = StandardForm(banded_lp(11, 10))
    x, y = form.solve(structurals(11), Stub())
    assert x["x1"] == 7 and x["x2"] == 0 and set(y.values()) == {0}


def test_a_singular_dense_basis_is_refused_and_completed():
    singular = StandardForm(banded_lp(11, 10))
    singular.column["x2"] = dict(singular.column["x1"])            # two equal dense columns
    with pytest.raises(SolverFailure, match=r"^basis matrix is singular$"):
        singular._solve_dense(structurals(11))
    with pytest.raises(SolverFailure, match=r"^basis matrix is singular$"):
        singular.solve(structurals(11))
    basis, x, y = singular.solve_completed(structurals(11))
    assert "x2" not in basis and len(basis) == 11 and basis[-1][0] == "slack"


def test_the_last_lu_and_its_x_are_shared_by_twins():
    lp = banded_lp(6, 2, costs=2)
    form = StandardForm(lp)
    basis = structurals(6)
    assert not form._dense_pays(basis)
    x, y = form.solve(basis)
    lu = form._last_factor[tuple(basis)]
    twin = form.with_objective(banded_lp(6, 2, costs=1))
    assert twin.factor(basis) is lu and twin.solve(basis)[0] == x
    assert lu.ftran_kept(form.rhs) is lu.ftran_kept(twin.rhs)        # one x_B for the shared right-hand side
    other = {name: v + 1 for name, v in form.rhs.items()}
    assert lu.ftran_kept(other) == lu.ftran(other) != lu.ftran(form.rhs)
    other_basis = structurals(5) + [("slack", "r6")]
    assert form.factor(other_basis) is not lu and list(form._last_factor) == [tuple(other_basis)]
    assert twin._last_factor is form._last_factor and form.solve_completed(basis)[0] == basis
    assert list(form._last_factor) == [tuple(basis)]
