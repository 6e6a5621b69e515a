"""workbench/lp/exact.py's sparse solver and basis completion: exact answers and refusals by hand (pinned for
scripts/mutants-engine workbench/lp/exact.py; docs/trust.md)."""
from fractions import Fraction as F

import pytest

from workbench.errors import SolverFailure
from workbench.lp.exact import as_fraction, solve_sparse


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
