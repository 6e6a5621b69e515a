"""workbench/lp/exact.py's standard form and exact simplex methods on LPs of two or three rows solved by hand: every
pivot's entering and leaving column under each pricing rule (Dantzig, Bland), the state a pivot leaves, free and
fixed columns, and the refusals (pinned for scripts/mutants-engine workbench/lp/exact.py; docs/trust.md).

Columns are named as StandardForm names them: structurals by name, slacks ("slack", row). In max form a <= row
reads a.x + s = b, a >= row a.x - s = b, an == row a.x + s = b with s fixed at 0.
"""
from fractions import Fraction as F

import pytest
from flint import fmpq

from workbench.errors import SolverFailure
from workbench.lp import exact
from workbench.lp.exact import RevisedSimplex, StandardForm, complete_basis
from workbench.lp.model import LinearProgram


def slack(row):
    return ("slack", row)


S1, S2, S3 = slack("r1"), slack("r2"), slack("r3")


def lp_of(sense, objective, rows, free=()):
    """An LP over x, y (and z when named) from {name: coefficient} rows (name, coefficients, sense, rhs)."""
    lp = LinearProgram(sense)
    names = sorted({v for _, coefficients, _, _ in rows for v in coefficients} | set(objective))
    for name in names:
        lp.add_variable(name, "free" if name in free else "nonneg")
    lp.objective = {v: F(c) for v, c in objective.items()}
    for name, coefficients, row_sense, rhs in rows:
        lp.add_constraint(name, coefficients, row_sense, rhs)
    return lp


def fractions(values: dict) -> dict:
    return {k: F(int(v.p), int(v.q)) for k, v in values.items()}


# max x + y, r1: x + 2y <= 4, r2: 3x + y <= 6: optimum x = 8/5, y = 6/5 (both rows tight), duals 2/5, 1/5
TOY = lp_of("max", {"x": 1, "y": 1}, [("r1", {"x": 1, "y": 2}, "<=", 4), ("r2", {"x": 3, "y": 1}, "<=", 6)])
# max x + 3y on the same rows: optimum y = 2, x = 0 (r1 tight, s2 = 4), value 6, duals 3/2, 0
STEEP = lp_of("max", {"x": 1, "y": 3}, [("r1", {"x": 1, "y": 2}, "<=", 4), ("r2", {"x": 3, "y": 1}, "<=", 6)])
# min x + y (max -x - y), r1: x + 2y >= 4, r2: 3x + y >= 6: optimum x = 8/5, y = 6/5, value 14/5
COVER = lp_of("max", {"x": -1, "y": -1}, [("r1", {"x": 1, "y": 2}, ">=", 4), ("r2", {"x": 3, "y": 1}, ">=", 6)])
# min 2x + 4y + z, c1: x + y >= 4, c2: x <= 3, c3: z - x == -1, z free: z = x - 1, so min 3x + 4y - 1 with x <= 3,
# x + y >= 4: x = 3, y = 1, z = 2, value 12
MIXED = lp_of("min", {"x": 2, "y": 4, "z": 1}, [("c1", {"x": 1, "y": 1}, ">=", 4), ("c2", {"x": 1}, "<=", 3),
                                               ("c3", {"z": 1, "x": -1}, "==", -1)], free={"z"})


# StandardForm ----------------------------------------------------------------------------------------------------

def test_standard_form_of_a_min_lp_with_every_sense_and_a_free_column():
    form = StandardForm(MIXED)
    assert form.sign == -1 and StandardForm(TOY).sign == 1
    assert form.names == ["c1", "c2", "c3"]
    assert form.order == ["x", "y", "z", slack("c1"), slack("c2"), slack("c3")]
    assert form.rank == {col: k for k, col in enumerate(form.order)}
    assert form.free == {"z"} and form.fixed == {slack("c3")}
    assert form.column == {"x": {"c1": 1, "c2": 1, "c3": -1}, "y": {"c1": 1}, "z": {"c3": 1},
                           slack("c1"): {"c1": -1}, slack("c2"): {"c2": 1}, slack("c3"): {"c3": 1}}
    assert form.row_terms == {"c1": [("x", 1), ("y", 1), (slack("c1"), -1)], "c2": [("x", 1), (slack("c2"), 1)],
                              "c3": [("z", 1), ("x", -1), (slack("c3"), 1)]}
    assert form.cost == {"x": -2, "y": -4, "z": -1}              # max form: min c.x is max -c.x
    assert form.rhs == {"c1": 4, "c2": 3, "c3": -1}


def test_the_optimal_basis_of_the_min_lp_solves_and_answers_in_its_own_sense():
    """Basis [x, y, z]: c2 gives x = 3, c1 y = 1, c3 z = 2. Max-form duals: y1 = -4 (column y), y3 = -1 (column z),
    y1 + y2 - y3 = -2 (column x) so y2 = 1; reduced costs of s1: -4, s2: -1 (optimal). In min sense the duals are
    4, -1, 1 (dual value 16 - 3 - 1 = 12 = the optimum)."""
    form = StandardForm(MIXED)
    x, y = form.solve(["x", "y", "z"])
    assert fractions(x) == {"x": 3, "y": 1, "z": 2} and fractions(y) == {"c1": -4, "c2": 1, "c3": -1}
    assert form.violations(["x", "y", "z"], x, y) == ({}, {})
    assert fractions(form.reduced_costs(y)) == {"x": 0, "y": 0, "z": 0, slack("c1"): -4, slack("c2"): -1,
                                                slack("c3"): 1}
    assert form.reduced_cost(slack("c1"), y) == -4 and form.reduced_cost(slack("c2"), y) == -1
    assert form.answer(x, y) == ({"x": 3, "y": 1, "z": 2}, {"c1": 4, "c2": -1, "c3": 1})
    primal, dual = StandardForm(TOY).answer(*StandardForm(TOY).solve(["x", S2]))
    assert primal == {"x": 4, "y": 0} and dual == {"r1": 1, "r2": 0}      # y nonbasic: 0; max sense: y as is


def test_violations_of_the_slack_basis_are_measured_by_size():
    """Slack basis of MIXED: s1 = -4 (a >= row), s2 = 3, the fixed s3 = -1; y = 0, so the reduced costs are the
    max-form costs: x -2, y -4 (right sign), z -1 (free: any nonzero is wrong)."""
    form = StandardForm(MIXED)
    basis = [slack("c1"), slack("c2"), slack("c3")]
    x, y = form.solve(basis)
    assert fractions(x) == {slack("c1"): -4, slack("c2"): 3, slack("c3"): -1}
    assert form.violations(basis, x, y) == ({slack("c1"): 4, slack("c3"): 1}, {"z": 1})
    assert form.reduced_cost("y", y) == -4


def test_reduced_costs_are_computed_once_per_dual_vector():
    form = StandardForm(TOY)
    x, y = form.solve([S1, S2])
    first = form.reduced_costs(y)
    assert form.reduced_costs(y) is first and fractions(first) == {"x": 1, "y": 1, S1: 0, S2: 0}
    _, y2 = form.solve(["x", "y"])
    assert fractions(form.reduced_costs(y2)) == {"x": 0, "y": 0, S1: F(-2, 5), S2: F(-1, 5)}
    assert form.reduced_costs(y2) is form.reduced_costs(y2) is not first


def test_solve_completed_keeps_a_square_basis_with_one_lu_and_completes_the_rest(monkeypatch):
    completed, factors = [], []
    real_complete, real_factor = exact.complete_basis, exact.Factor
    monkeypatch.setattr(exact, "complete_basis", lambda form, c: completed.append(list(c)) or real_complete(form, c))
    monkeypatch.setattr(exact, "Factor", lambda *a: factors.append(1) or real_factor(*a))
    form = StandardForm(TOY)
    basis, x, y = form.solve_completed(["y", "x"])
    assert basis == ["y", "x"] and fractions(x) == {"x": F(8, 5), "y": F(6, 5)}
    assert fractions(y) == {"r1": F(2, 5), "r2": F(1, 5)}
    assert completed == [] and factors == [1]                   # one LU for both systems, no elimination
    # [x] alone: r1 and r2 tie at one entry, r1 (the lower name) takes x, r2's slack completes it
    assert form.solve_completed(["x"])[0] == ["x", S2] and completed == [["x"]]
    # a column twice: singular, the copy is dropped (r2 - 3 r1 is empty)
    assert form.solve_completed(["x", "x"])[0] == ["x", S2]
    # three candidates for two rows: r2 (two entries) goes first and takes y (the lower position on a tie),
    # then r1 takes x; s1 is dropped; the candidates' order is kept
    basis, x, _ = form.solve_completed(["y", "x", S1])
    assert basis == ["y", "x"] and fractions(x) == {"x": F(8, 5), "y": F(6, 5)}
    assert completed == [["x"], ["x", "x"], ["y", "x", S1]]
    # LUs: one each; a column twice or a count that is not square goes to complete_basis without trying one; the
    # last LU is kept (StandardForm.factor), so [x, s2] a second time in a row reuses it: 3 LUs for 4 calls
    assert len(factors) == 3
    # square and distinct but singular (y and s1 of MIXED are both in c1 alone): the LU fails, complete_basis drops s1
    # (c3 is empty: its slack first; c2 takes its slack; c1 ties y and s1 at one row each: y, the lower position)
    basis, x, _ = StandardForm(MIXED).solve_completed(["y", slack("c1"), slack("c2")])
    assert basis == ["y", slack("c2"), slack("c3")] and fractions(x) == {"y": 4, slack("c2"): 3, slack("c3"): -1}


def test_complete_basis_adds_the_slacks_of_uncovered_rows_in_row_order():
    form = StandardForm(MIXED)
    assert complete_basis(form, []) == [slack("c1"), slack("c2"), slack("c3")]
    assert complete_basis(form, ["y"]) == ["y", slack("c2"), slack("c3")]
    assert complete_basis(form, ["z", "y"]) == ["z", "y", slack("c2")]
    # c1 (rows tie at two entries: the lower name first) takes y, in one row only, over x, in three; c2 takes its
    # slack (one row) over x (two left); c3 is left with x and z, one row each: the lower position, x. z is dropped
    assert complete_basis(form, ["x", slack("c2"), "y", "z"]) == ["x", slack("c2"), "y"]


# the Bland simplex methods of StandardForm ----------------------------------------------------------------------

class Clock:
    """exact's `time`, reading `readings` in turn."""

    def __init__(self, *readings):
        self.readings = list(readings)

    def monotonic(self):
        return self.readings.pop(0)


def test_bland_primal_simplex_takes_the_lowest_index_column_each_time():
    """STEEP from the slack basis: x enters first (Bland, although y prices higher), ratios 4 (s1) and 2 (s2):
    s2 leaves; then y (reduced cost 3 - 1/3 = 8/3) enters, ratios 2 / (5/3) = 6/5 (s1) and 2 / (1/3) = 6 (x): s1
    leaves; at [y, x] the duals are 8/5 and -1/5, so s2 (reduced cost 1/5) enters, only x has w > 0 (2/5): x leaves.
    Three pivots to [y, s2]: y = 2, s2 = 4."""
    form = StandardForm(STEEP)
    for limit in (0, 1, 2):
        with pytest.raises(SolverFailure, match=rf"^exact primal simplex: no optimal basis after {limit} pivots$"):
            form.primal_simplex([S1, S2], limit)
    basis, x, y, pivots = form.primal_simplex([S1, S2], 3)
    assert (basis, pivots) == (["y", S2], 3)
    assert fractions(x) == {"y": 2, S2: 4} and fractions(y) == {"r1": F(3, 2), "r2": 0}


def test_bland_primal_simplex_path_is_pinned_pivot_by_pivot(monkeypatch):
    seen = []
    real = StandardForm.violations

    def record(self, basis, x, y):
        seen.append(list(basis))
        return real(self, basis, x, y)
    monkeypatch.setattr(StandardForm, "violations", record)
    StandardForm(STEEP).primal_simplex([S1, S2], 10)
    assert seen == [[S1, S2], [S1, "x"], ["y", "x"], ["y", S2]]


def test_bland_dual_simplex_repairs_the_lowest_index_row_first(monkeypatch):
    """COVER from the slack basis (s1 = -4, s2 = -6, dual feasible): s1 leaves first (lowest index), its row
    -(x + 2y) gives ratios 1/1 (x) and 1/2 (y): y enters, [y, s2] with y = 2, s2 = -4; then s2 leaves, its row gives
    alpha_x = -5/2, alpha_s1 = -1/2 with reduced costs -1/2 and -1/2: ratios 1/5 and 1: x enters. Optimal."""
    seen = []
    real = StandardForm.violations
    monkeypatch.setattr(StandardForm, "violations", lambda self, b, x, y: seen.append(list(b)) or real(self, b, x, y))
    basis, x, y, pivots = StandardForm(COVER).dual_simplex([S1, S2], 10)
    assert seen == [[S1, S2], ["y", S2], ["y", "x"]] and pivots == 2
    assert fractions(x) == {"x": F(8, 5), "y": F(6, 5)} and fractions(y) == {"r1": F(-2, 5), "r2": F(-1, 5)}


def test_bland_dual_simplex_brings_a_free_column_in_at_ratio_zero():
    """max -x, r1: x + z >= 1, r2: z <= 0, z free (cost 0): from [s1, s2] (s1 = -1), the row of s1 gives x and z
    each -1; z is free, ratio 0: z enters ([z, s2]: z = 1, s2 = -1); then s2 leaves, its row -r1 + r2 gives
    alpha_x = -1, alpha_s1 = +1 (wrong sign): x enters. x = 1, z = 0, value -1."""
    lp = lp_of("max", {"x": -1}, [("r1", {"x": 1, "z": 1}, ">=", 1), ("r2", {"z": 1}, "<=", 0)], free={"z"})
    form = StandardForm(lp)
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: no optimal basis after 0 pivots$"):
        form.dual_simplex([S1, S2], 0)
    basis, x, y, pivots = form.dual_simplex([S1, S2], 5)
    assert (basis, pivots) == (["z", "x"], 2) and fractions(x) == {"z": 0, "x": 1}
    assert form.answer(x, y)[0] == {"x": 1, "z": 0}
    simplex = RevisedSimplex(form, [S1, S2])
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: no optimal basis after 0 pivots$"):
        simplex.dual(0, float("inf"))
    assert simplex.basis == ["z", S2] and fractions(dict(enumerate(simplex.x))) == {0: 1, 1: -1}
    assert RevisedSimplex(form, [S1, S2]).dual(5, float("inf")) == ["z", "x"]


def test_primal_simplex_lowers_a_free_column_and_skips_a_free_basic_one():
    """max -z, r1: z >= -2, z free: its reduced cost -1 is wrong for a free column, so z enters decreasing; w = 1,
    ratio 2 / 1: s1 leaves, z = -2 (value 2), one pivot. max x, r1: x - z <= 3, r2: x + z <= 1 from [z, s1] (z = 1,
    s1 = 4): x enters with w = 1 for z (free: never leaves, though its ratio 1 is the least) and 2 for s1 (ratio 2):
    s1 leaves, x = 2, z = -1 in one pivot."""
    down = lp_of("max", {"z": -1}, [("r1", {"z": 1}, ">=", -2)], free={"z"})
    form = StandardForm(down)
    basis, x, _, pivots = form.primal_simplex([S1], 5)
    assert (basis, pivots, fractions(x)) == (["z"], 1, {"z": -2})
    assert RevisedSimplex(form, [S1]).primal(5, float("inf")) == ["z"]
    skip = lp_of("max", {"x": 1}, [("r1", {"x": 1, "z": -1}, "<=", 3), ("r2", {"x": 1, "z": 1}, "<=", 1)], free={"z"})
    form = StandardForm(skip)
    assert fractions(form.solve(["z", S1])[0]) == {"z": 1, S1: 4}
    basis, x, _, pivots = form.primal_simplex(["z", S1], 5)
    assert (basis, pivots, fractions(x)) == (["z", "x"], 1, {"z": -1, "x": 2})
    simplex = RevisedSimplex(form, ["z", S1])
    assert simplex.primal(5, float("inf")) == ["z", "x"] and simplex.pivots == 1


def test_a_fixed_basic_slack_leaves_at_ratio_zero():
    """max x, r1: x - y == 0 (s1 fixed at 0), r2: x <= 1/2. From [s1, s2] (s1 = 0, s2 = 1/2) x enters with w = 1 in
    both rows: the fixed s1 leaves at ratio 0 (s2's is 1/2); at [x, s2] y prices 1 (y1 = 1), w = -1 for x and 1 for
    s2: s2 leaves. x = y = 1/2 in two pivots."""
    lp = lp_of("max", {"x": 1}, [("r1", {"x": 1, "y": -1}, "==", 0), ("r2", {"x": 1}, "<=", F(1, 2))])
    form = StandardForm(lp)
    basis, x, _, pivots = form.primal_simplex([S1, S2], 5)
    assert (basis, pivots, fractions(x)) == (["x", "y"], 2, {"x": F(1, 2), "y": F(1, 2)})
    simplex = RevisedSimplex(form, [S1, S2])
    assert simplex.primal(5, float("inf")) == ["x", "y"] and simplex.pivots == 2


def test_a_fixed_slack_off_zero_is_repaired_by_the_dual_simplex():
    """max -x - y, r1: x + 2y == 1/2, r2: x <= 5. The slack basis has the fixed s1 = 1/2, to decrease: its row gives
    x +1 and y +2, ratios -d/a of 1 (x) and 1/2 (y): y enters, y = 1/4, s2 = 5, in one pivot (value -1/4; y1 = -1/2,
    x prices -1 + 1/2 = -1/2); the fixed s1 leaves the reduced costs for good."""
    lp = lp_of("max", {"x": -1, "y": -1}, [("r1", {"x": 1, "y": 2}, "==", F(1, 2)), ("r2", {"x": 1}, "<=", 5)])
    form = StandardForm(lp)
    assert form.violations([S1, S2], *form.solve([S1, S2])) == ({S1: fmpq(1, 2)}, {})
    basis, x, y, pivots = form.dual_simplex([S1, S2], 5)
    assert (basis, pivots, fractions(x)) == (["y", S2], 1, {"y": F(1, 4), S2: 5})
    assert fractions(y) == {"r1": F(-1, 2), "r2": 0}
    simplex = RevisedSimplex(form, [S1, S2])
    assert simplex.infeasible == {0}
    assert simplex.dual(5, float("inf")) == ["y", S2] and fractions(simplex.d) == {"x": F(-1, 2)}
    assert simplex.pivots == 1


def test_the_bland_methods_refuse_and_report_as_they_should():
    # max -x, r1: 2x >= 1, r2: x <= 0: x enters for s1 (x = 1/2, s2 = -1/2); the row of s2 is -r1/2 + r2, where
    # s1 has +1/2: the wrong sign to raise s2, and no other column is left
    infeasible = lp_of("max", {"x": -1}, [("r1", {"x": 2}, ">=", 1), ("r2", {"x": 1}, "<=", 0)])
    with pytest.raises(SolverFailure, match=r"^LP infeasible: no column can repair \('slack', 'r2'\)$"):
        StandardForm(infeasible).dual_simplex([S1, S2], 10)
    with pytest.raises(SolverFailure, match=r"^LP infeasible: no column can repair \('slack', 'r2'\)$"):
        RevisedSimplex(StandardForm(infeasible), [S1, S2]).dual(10, float("inf"))
    unbounded = lp_of("max", {"x": 1}, [("r1", {"x": 1, "y": -1}, "<=", 1)])
    with pytest.raises(SolverFailure, match=r"^LP unbounded along column 'y'$"):
        StandardForm(unbounded).primal_simplex([S1], 10)
    with pytest.raises(SolverFailure, match=r"^LP unbounded along column 'y'$"):
        RevisedSimplex(StandardForm(unbounded), [S1]).primal(10, float("inf"))
    # the first wrong column by index is named, not the first found
    with pytest.raises(SolverFailure, match=r"^basis is not dual feasible at column 'x'$"):
        StandardForm(STEEP).dual_simplex([S1, S2], 10)
    with pytest.raises(SolverFailure, match=r"^basis is not dual feasible at column 'x'$"):
        RevisedSimplex(StandardForm(STEEP), [S1, S2]).dual(10, float("inf"))
    with pytest.raises(SolverFailure, match=r"^basis is not primal feasible at column \('slack', 'r1'\)$"):
        StandardForm(COVER).primal_simplex([S1, S2], 10)
    with pytest.raises(SolverFailure, match=r"^basis is not primal feasible at column \('slack', 'r1'\)$"):
        RevisedSimplex(StandardForm(COVER), [S1, S2]).primal(10, float("inf"))


def test_the_bland_methods_default_to_two_minutes(monkeypatch):
    """deadline = first reading + 120 s: a reading of exactly 120 is in time, 120.5 is not."""
    monkeypatch.setattr(exact, "time", Clock(0.0, 120.0, 120.5))
    with pytest.raises(SolverFailure, match=r"^exact primal simplex: no optimal basis within 120s \(1 pivots\)$"):
        StandardForm(STEEP).primal_simplex([S1, S2], 10)
    monkeypatch.setattr(exact, "time", Clock(0.0, 120.0, 120.5))
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: no optimal basis within 120s \(1 pivots\)$"):
        StandardForm(COVER).dual_simplex([S1, S2], 10)


# RevisedSimplex -------------------------------------------------------------------------------------------------

def test_revised_primal_prices_by_dantzig_and_then_by_bland():
    """STEEP from the slack basis: Dantzig takes y (reduced cost 3 > 1), ratios 2 (s1) and 6 (s2): one pivot to the
    optimum [y, s2]. Under Bland (bland_after=0) x enters first and three pivots are needed (as in the test of
    primal_simplex above); bland_after=1 still prices the first pivot by Dantzig."""
    form = StandardForm(STEEP)
    for bland_after, basis, pivots in ((200, ["y", S2], 1), (1, ["y", S2], 1), (0, ["y", S2], 3)):
        simplex = RevisedSimplex(form, [S1, S2], bland_after=bland_after)
        assert simplex.primal(10, float("inf")) == basis and simplex.pivots == pivots
    simplex = RevisedSimplex(form, [S1, S2], bland_after=0)
    with pytest.raises(SolverFailure, match=r"^exact primal simplex: no optimal basis after 1 pivots$"):
        simplex.primal(1, float("inf"))
    assert simplex.basis == ["y", "x"] and simplex.pivots == 2


def test_revised_dual_prices_by_dantzig_and_then_by_bland():
    """COVER from the slack basis. Dantzig: s2 leaves first (|-6| > |-4|), its row -(3x + y) gives ratios 1/3 (x)
    and 1 (y): x enters, [s1, x] with x = 2, s1 = -2; then s1 leaves, alpha_y = -5/3, alpha_s2 = -1/3 with reduced
    costs -2/3 and -1/3: ratios 2/5 and 1, y enters. Bland: s1 leaves first, y enters ([y, s2]), then x."""
    form = StandardForm(COVER)
    dantzig = RevisedSimplex(form, [S1, S2])
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: no optimal basis after 0 pivots$"):
        dantzig.dual(0, float("inf"))
    assert dantzig.basis == [S1, "x"] and fractions(dict(enumerate(dantzig.x))) == {0: -2, 1: 2}
    assert fractions(dantzig.d) == {"y": F(-2, 3), S2: F(-1, 3)}
    assert dantzig.infeasible == {0} and dantzig.improving == set() and dantzig.position == {S1: 0, "x": 1}
    # the eta of a pivot is (position, pivot, pivot column): x's column in B^-1 terms, alpha_x = (-1, -3)
    assert [(p, fractions({"pivot": pivot}), fractions(eta)) for p, pivot, eta in dantzig.etas] == \
        [(1, {"pivot": -3}, {0: -1, 1: -3})]
    assert dantzig.dual(5, float("inf")) == ["y", "x"] and dantzig.pivots == 2
    bland = RevisedSimplex(form, [S1, S2], bland_after=0)
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: no optimal basis after 0 pivots$"):
        bland.dual(0, float("inf"))
    assert bland.basis == ["y", S2] and fractions(dict(enumerate(bland.x))) == {0: 2, 1: -4}
    assert bland.dual(5, float("inf")) == ["y", "x"]
    # two pivots are needed: a budget of 1 allows 2 (pivots 0 and 1) but cannot see the result; 2 returns it
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: no optimal basis after 1 pivots$"):
        RevisedSimplex(form, [S1, S2]).dual(1, float("inf"))
    assert RevisedSimplex(form, [S1, S2]).dual(2, float("inf")) == ["y", "x"]


def test_refactoring_after_every_pivot_gives_the_same_state_without_etas():
    form = StandardForm(COVER)
    fresh = RevisedSimplex(form, [S1, S2], refactor_every=1)
    with pytest.raises(SolverFailure):
        fresh.dual(0, float("inf"))
    assert fresh.etas == [] and fresh.basis == [S1, "x"] and fresh.pivots == 1
    assert fractions(dict(enumerate(fresh.x))) == {0: -2, 1: 2} and fractions(fresh.d) == {"y": F(-2, 3), S2: F(-1, 3)}
    assert fresh.dual(5, float("inf")) == ["y", "x"]
    kept = RevisedSimplex(form, [S1, S2], refactor_every=2)
    assert kept.dual(5, float("inf")) == ["y", "x"] and kept.etas == [] and kept.pivots == 2


def test_the_eta_file_serves_ftran_and_btran_after_pivots():
    """After Bland's first two pivots on STEEP the basis is [y, x] (B = [[2, 1], [1, 3]], B^-1 = [[3, -1], [-1, 2]] / 5)
    with two etas; ftran and btran through them must equal B^-1 and its transpose."""
    simplex = RevisedSimplex(StandardForm(STEEP), [S1, S2], bland_after=0)
    with pytest.raises(SolverFailure):
        simplex.primal(1, float("inf"))
    assert simplex.basis == ["y", "x"] and len(simplex.etas) == 2
    assert fractions(simplex.ftran({"r1": fmpq(1)})) == {0: F(3, 5), 1: F(-1, 5)}
    assert fractions(simplex.ftran({"r2": fmpq(1)})) == {0: F(-1, 5), 1: F(2, 5)}
    assert fractions(simplex.btran({0: fmpq(1)})) == {"r1": F(3, 5), "r2": F(-1, 5)}
    assert fractions(simplex.btran({1: fmpq(1)})) == {"r1": F(-1, 5), "r2": F(2, 5)}
    assert fractions(simplex.btran({0: fmpq(1), 1: fmpq(3)})) == {"r2": 1}       # (3 - 3, -1 + 6) / 5
    assert fractions(simplex._tableau_row(0)) == {S1: F(3, 5), S2: F(-1, 5)}


def test_a_pivot_reports_whether_anything_moved():
    """max x, r1: x + y <= 0 (degenerate), r2: x + y <= 1, slack basis: x prices 1, y 0. y into r1's place moves
    nothing (theta_p = 0 / 1, theta_d = 0 / 1); y into r2's place moves x_B by 1; x into r1's place moves only the
    reduced costs (theta_d = 1)."""
    lp = lp_of("max", {"x": 1}, [("r1", {"x": 1, "y": 1}, "<=", 0), ("r2", {"x": 1, "y": 1}, "<=", 1)])
    form = StandardForm(lp)
    for p, q, moved in ((0, "y", False), (1, "y", True), (0, "x", True)):
        simplex = RevisedSimplex(form, [S1, S2])
        assert simplex._pivot(p, q, simplex._tableau_row(p), simplex.ftran(form.column[q])) is moved
        assert simplex.basis[p] == q and simplex.position == {[S2, S1][p]: 1 - p, q: p} and simplex.pivots == 1
    simplex = RevisedSimplex(form, [S1, S2])
    simplex._pivot(1, "y", simplex._tableau_row(1), simplex.ftran(form.column["y"]))
    assert fractions(dict(enumerate(simplex.x))) == {0: -1, 1: 1} and simplex.infeasible == {0}
    assert fractions(simplex.d) == {"x": 1, S2: 0} and simplex.improving == {"x"}
    simplex = RevisedSimplex(form, [S1, S2])
    simplex._pivot(0, "x", simplex._tableau_row(0), simplex.ftran(form.column["x"]))
    assert fractions(simplex.d) == {"y": -1, S1: -1} and simplex.improving == set()
    assert fractions(dict(enumerate(simplex.x))) == {0: 0, 1: 1} and simplex.infeasible == set()
    with pytest.raises(SolverFailure, match=r"^exact simplex: row and column of the pivot disagree$"):
        simplex._pivot(1, "y", {"y": fmpq(2)}, {1: fmpq(1)})
    with pytest.raises(SolverFailure, match=r"^exact simplex: row and column of the pivot disagree$"):
        simplex._pivot(1, "y", {"y": fmpq(1)}, {0: fmpq(1)})


def test_an_excluded_leaving_column_gets_no_reduced_cost():
    """COVER, slack basis, with s2 excluded: after the first (Dantzig) dual pivot s2 leaves for x and, parked,
    is not priced; x still enters (y: ratio 1)."""
    form = StandardForm(COVER)
    simplex = RevisedSimplex(form, [S1, S2], excluded=frozenset({S2}))
    with pytest.raises(SolverFailure):
        simplex.dual(0, float("inf"))
    assert simplex.basis == [S1, "x"] and set(simplex.d) == {"y"}


def test_the_revised_methods_tick_every_twenty_pivots_and_stop_at_the_deadline():
    calls = []
    RevisedSimplex(StandardForm(COVER), [S1, S2]).dual(5, float("inf"), lambda *a: calls.append(a))
    assert calls == [("dual", 0, 2)]
    RevisedSimplex(StandardForm(STEEP), [S1, S2], bland_after=0).primal(5, float("inf"), lambda *a: calls.append(a))
    assert calls[1:] == [("primal", 0, 2)]
    simplex = RevisedSimplex(StandardForm(COVER), [S1, S2])
    simplex._tick(40, float("inf"), lambda *a: calls.append(a), "dual", 7)
    simplex._tick(41, float("inf"), lambda *a: calls.append(a), "dual", 7)
    assert calls[2:] == [("dual", 40, 7)]
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: out of time after 0 pivots \(2 left to fix\)$"):
        RevisedSimplex(StandardForm(COVER), [S1, S2]).dual(5, 0.0)
    with pytest.raises(SolverFailure, match=r"^exact primal simplex: out of time after 0 pivots \(2 left to fix\)$"):
        RevisedSimplex(StandardForm(STEEP), [S1, S2]).primal(5, 0.0)


def two_by_name(sense_rows, objective):
    """An LP whose columns and rows are declared against name order: q before p, row rb before ra (so the lowest
    index is never the least name)."""
    lp = LinearProgram("max")
    lp.add_variable("q")
    lp.add_variable("p")
    lp.objective = {v: F(c) for v, c in objective.items()}
    for name, coefficients, row_sense, rhs in sense_rows:
        lp.add_constraint(name, coefficients, row_sense, rhs)
    return lp


RB, RA = slack("rb"), slack("ra")


def test_the_lowest_index_is_taken_by_rank_not_by_name(monkeypatch):
    both_wrong = StandardForm(two_by_name([("rb", {"q": 1}, "<=", 1), ("ra", {"p": 1}, "<=", 1)], {"q": 1, "p": 1}))
    with pytest.raises(SolverFailure, match=r"^basis is not dual feasible at column 'q'$"):
        both_wrong.dual_simplex([RB, RA], 5)
    with pytest.raises(SolverFailure, match=r"^basis is not dual feasible at column 'q'$"):
        RevisedSimplex(both_wrong, [RB, RA]).dual(5, float("inf"))
    bland = RevisedSimplex(both_wrong, [RB, RA], bland_after=0)          # Bland: q enters first
    with pytest.raises(SolverFailure, match=r"^exact primal simplex: no optimal basis after 0 pivots$"):
        bland.primal(0, float("inf"))
    assert bland.basis == ["q", RA]
    short = StandardForm(two_by_name([("rb", {"q": 1}, ">=", 1), ("ra", {"p": 1}, ">=", 1)], {"q": -1, "p": -1}))
    with pytest.raises(SolverFailure, match=r"^basis is not primal feasible at column \('slack', 'rb'\)$"):
        short.primal_simplex([RB, RA], 5)
    seen = []
    real = StandardForm.violations
    monkeypatch.setattr(StandardForm, "violations", lambda self, b, x, y: seen.append(list(b)) or real(self, b, x, y))
    assert short.dual_simplex([RB, RA], 5)[0] == ["q", "p"]
    assert seen == [[RB, RA], ["q", RA], ["q", "p"]]                  # rb's slack (the lower index) is repaired first
    # one row q + p >= 1 (costs -1, -1): q and p tie in every rule (ratio 1, |alpha| 1): the lower index, q, enters
    tie = StandardForm(two_by_name([("rb", {"q": 1, "p": 1}, ">=", 1)], {"q": -1, "p": -1}))
    for bland_after in (0, 200):
        assert RevisedSimplex(tie, [RB], bland_after=bland_after).dual(5, float("inf")) == ["q"]
    assert tie.dual_simplex([RB], 5)[0] == ["q"]


def test_the_dual_ratio_test_breaks_ties_by_pivot_size_then_index():
    """max -a - 2b, r1: a + 2b >= 2 (s1 = -2): alpha a = -1, b = -2, reduced costs -1, -2: both ratios 1. Dantzig
    takes the larger pivot, b (b = 1); Bland the lower index, a (a = 2). Both are optimal (value -2)."""
    form = StandardForm(lp_of("max", {"a": -1, "b": -2}, [("r1", {"a": 1, "b": 2}, ">=", 2)]))
    assert RevisedSimplex(form, [S1]).dual(5, float("inf")) == ["b"]
    assert RevisedSimplex(form, [S1], bland_after=0).dual(5, float("inf")) == ["a"]
    assert form.dual_simplex([S1], 5)[0] == ["a"]


def test_a_zero_reduced_cost_wins_the_dual_ratio_test_at_once():
    """max -a, r1: a + b >= 1: b costs nothing (reduced cost 0, ratio 0) and enters, though a ties on |alpha| with
    the lower index."""
    form = StandardForm(lp_of("max", {"a": -1}, [("r1", {"a": 1, "b": 1}, ">=", 1)]))
    assert RevisedSimplex(form, [S1]).dual(5, float("inf")) == ["b"]
    assert form.dual_simplex([S1], 5)[0] == ["b"]


def test_zero_reduced_costs_free_or_not_tie_and_the_larger_pivot_wins():
    """max -a, r1: a + 2b + z >= 1, z free: b (cost 0) and z (free, cost 0) both price 0 with alpha -2 and -1: b,
    the larger pivot, enters (b = 1/2)."""
    form = StandardForm(lp_of("max", {"a": -1}, [("r1", {"a": 1, "b": 2, "z": 1}, ">=", 1)], free={"z"}))
    simplex = RevisedSimplex(form, [S1])
    assert simplex.dual(5, float("inf")) == ["b"] and fractions(dict(enumerate(simplex.x))) == {0: F(1, 2)}


def test_the_dual_leaving_row_is_the_largest_infeasibility_then_the_lowest_index():
    """max -a - b, r1: a >= 1, r2: b >= 1: both slacks at -1. Dantzig: a tie, the lower index (s1) leaves, a enters.
    With the basis listed [s2, s1], Bland still repairs s1 first (its index, not its position)."""
    form = StandardForm(lp_of("max", {"a": -1, "b": -1}, [("r1", {"a": 1}, ">=", 1), ("r2", {"b": 1}, ">=", 1)]))
    simplex = RevisedSimplex(form, [S1, S2])
    with pytest.raises(SolverFailure):
        simplex.dual(0, float("inf"))
    assert simplex.basis == ["a", S2]
    simplex = RevisedSimplex(form, [S2, S1], bland_after=0)
    with pytest.raises(SolverFailure):
        simplex.dual(0, float("inf"))
    assert simplex.basis == [S2, "a"]
    # r1: a >= 3 now: s1 = -3 is the larger infeasibility and leaves first, though listed last
    form = StandardForm(lp_of("max", {"a": -1, "b": -1}, [("r1", {"a": 1}, ">=", 3), ("r2", {"b": 1}, ">=", 1)]))
    simplex = RevisedSimplex(form, [S2, S1])
    with pytest.raises(SolverFailure):
        simplex.dual(0, float("inf"))
    assert simplex.basis == [S2, "a"]


def test_the_primal_ratio_test_breaks_ties_by_pivot_size_then_index():
    """max x, r1: x <= 2, r2: 2x <= 4: ratios 2 / 1 and 4 / 2 tie; Dantzig lets s2 (the larger pivot) leave, Bland
    s1 (the lower index). x = 2 either way."""
    form = StandardForm(lp_of("max", {"x": 1}, [("r1", {"x": 1}, "<=", 2), ("r2", {"x": 2}, "<=", 4)]))
    assert RevisedSimplex(form, [S1, S2]).primal(5, float("inf")) == [S1, "x"]
    assert RevisedSimplex(form, [S1, S2], bland_after=0).primal(5, float("inf")) == ["x", S2]
    assert form.primal_simplex([S1, S2], 5)[0] == ["x", S2]


def test_revised_primal_ties_on_the_reduced_cost_go_to_the_lower_index():
    """TOY: x and y both price 1; Dantzig takes x (the lower index): ratios 4 (s1), 2 (s2): [s1, x] after one pivot."""
    simplex = RevisedSimplex(StandardForm(TOY), [S1, S2])
    with pytest.raises(SolverFailure):
        simplex.primal(0, float("inf"))
    assert simplex.basis == [S1, "x"]
    assert simplex.primal(5, float("inf")) == ["y", "x"]


def separable(sense, rows):
    """max (or min) sum with one row per column a, b, c: rows = [(coefficient in the objective, row sense, rhs)]."""
    names = "abc"
    return lp_of("max", {n: c for n, (c, _, _) in zip(names, rows)},
                 [(f"r{k + 1}", {n: 1}, row_sense, rhs) for k, (n, (_, row_sense, rhs)) in enumerate(zip(names, rows))])


def test_a_pivot_that_moves_resets_the_stall_count():
    """Every pivot here moves (each row is its own column), so with bland_after=1 Dantzig prices every pivot:
    max a + 2b + 3c, each <= 1: c, then b (Bland would take a); min a + b + c with a >= 1, b >= 2, c >= 3 (dual): s3
    leaves, then s2 (Bland would repair s1)."""
    form = StandardForm(separable("max", [(1, "<=", 1), (2, "<=", 1), (3, "<=", 1)]))
    simplex = RevisedSimplex(form, [S1, S2, S3], bland_after=1)
    with pytest.raises(SolverFailure, match=r"^exact primal simplex: no optimal basis after 1 pivots$"):
        simplex.primal(1, float("inf"))
    assert simplex.basis == [S1, "b", "c"]
    form = StandardForm(separable("max", [(-1, ">=", 1), (-1, ">=", 2), (-1, ">=", 3)]))
    simplex = RevisedSimplex(form, [S1, S2, S3], bland_after=1)
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: no optimal basis after 1 pivots$"):
        simplex.dual(1, float("inf"))
    assert simplex.basis == [S1, "b", "c"]
    simplex = RevisedSimplex(form, [S1, S2, S3], bland_after=0)
    with pytest.raises(SolverFailure):
        simplex.dual(1, float("inf"))
    assert simplex.basis == ["a", "b", S3]


def test_a_free_column_priced_by_a_pivot_enters_downwards_and_can_be_unbounded():
    """max x, r1: x + z <= 2, r2: z <= 1, z free (cost 0): x enters for s1; then z prices -1 (free: wrong) and would
    decrease, with B^-1 a_z = (1, 1): lowering z raises both basics, so nothing blocks."""
    form = StandardForm(lp_of("max", {"x": 1}, [("r1", {"x": 1, "z": 1}, "<=", 2), ("r2", {"z": 1}, "<=", 1)],
                              free={"z"}))
    with pytest.raises(SolverFailure, match=r"^LP unbounded along column 'z'$"):
        RevisedSimplex(form, [S1, S2]).primal(5, float("inf"))
    with pytest.raises(SolverFailure, match=r"^LP unbounded along column 'z'$"):
        form.primal_simplex([S1, S2], 5)


def test_a_refactor_prices_with_the_new_duals():
    """max x + y, r1: x + 2y <= 4: x enters (a tie with y, the lower index); at [x] y1 = 1, so y prices 1 - 2 = -1 and
    s1 -1: optimal after one pivot, whether the reduced costs are updated or refactored."""
    form = StandardForm(lp_of("max", {"x": 1, "y": 1}, [("r1", {"x": 1, "y": 2}, "<=", 4)]))
    for refactor_every in (1, 80):
        simplex = RevisedSimplex(form, [S1], refactor_every=refactor_every)
        assert simplex.primal(5, float("inf")) == ["x"] and fractions(simplex.d) == {"y": -1, S1: -1}
    assert form.reduced_cost("y", form.solve(["x"])[1]) == -1


def test_the_eta_file_is_dropped_when_it_outgrows_the_lu(monkeypatch):
    """max the sum of 81 columns, each in its own row <= 1: 81 pivots, each eta one nonzero, every LU 81 nonzeros.
    With ETA_RATIO 1/2 the LU is rebuilt once the etas hold more than 40.5 nonzeros (at the 41st pivot), so 40 etas are
    left at the end; with ratio 1 only beyond 81 (never: 81 are left); with refactor_every=80, at the 80th, so one is;
    with the default ratio, never."""
    n = 81
    lp = LinearProgram("max")
    for k in range(n):
        lp.add_variable(f"v{k}")
        lp.add_constraint(f"r{k}", {f"v{k}": 1}, "<=", 1)
    lp.objective = {f"v{k}": F(1) for k in range(n)}
    form, start = StandardForm(lp), [slack(f"r{k}") for k in range(n)]
    for every, ratio, left in ((None, exact.ETA_RATIO, 81), (80, 0.5, 1), (None, 0.5, 40), (None, 1, 81)):
        monkeypatch.setattr(exact, "ETA_RATIO", ratio)
        simplex = RevisedSimplex(form, start, refactor_every=every)
        assert simplex.factor.size == n
        assert simplex.primal(100, float("inf")) == [f"v{k}" for k in range(n)]
        assert simplex.pivots == 81 and len(simplex.etas) == left and simplex.eta_size == left
        assert simplex.factor.size == n


def test_refusals_of_factor_and_pivot_are_exact():
    from workbench.lp.exact import Factor
    with pytest.raises(SolverFailure, match=r"^basis has 1 columns for 2 rows$"):
        Factor([{"r1": fmpq(1)}], ["r1", "r2"])
    with pytest.raises(SolverFailure, match=r"^basis matrix is singular$"):
        Factor([{"r1": fmpq(1), "r2": fmpq(1)}, {"r1": fmpq(2), "r2": fmpq(2)}], ["r1", "r2"])
    simplex = RevisedSimplex(StandardForm(TOY), [S1, S2])
    with pytest.raises(SolverFailure, match=r"^exact simplex: row and column of the pivot disagree$"):
        simplex._pivot(1, "y", {}, {1: fmpq(1)})          # q missing from the row: 0, not the column's 1


def test_the_deadline_itself_is_still_in_time(monkeypatch):
    simplex = RevisedSimplex(StandardForm(TOY), [S1, S2])
    monkeypatch.setattr(exact, "time", Clock(5.0, 5.5))
    simplex._tick(3, 5.0, None, "dual", 1)
    with pytest.raises(SolverFailure, match=r"^exact dual simplex: out of time after 3 pivots \(1 left to fix\)$"):
        simplex._tick(3, 5.0, None, "dual", 1)


def test_a_tableau_entry_sums_over_every_row_of_the_leaving_row():
    """max -2x, r1: x + y >= 3, r2: x + 2y <= 3 written r2: -x - 2y >= -3. Slack basis: s1 = -3 leaves; its row gives
    x and y each -1, ratios 2 and 0: y enters (y = 3, s2 = -3). The row of s2 is then -2 r1 - r2, so
    alpha_x = -2 + 1 = -1 (each row's share summed) and alpha_s1 = +2: x enters (ratio 2 / 1). x = 3, y = 0,
    value -6."""
    lp = lp_of("max", {"x": -2}, [("r1", {"x": 1, "y": 1}, ">=", 3), ("r2", {"x": -1, "y": -2}, ">=", -3)])
    form = StandardForm(lp)
    basis, x, y, pivots = form.dual_simplex([S1, S2], 10)
    assert (basis, pivots) == (["y", "x"], 2) and form.answer(x, y)[0] == {"x": 3, "y": 0}


def test_a_fixed_nonbasic_slack_never_enters():
    """max -3x - y, r1: 3y <= 3, r2: 2x == 4, r3: 2x - y <= -3: x = 2 forces y >= 7 > 1, infeasible. Bland's dual
    simplex: s2 (fixed, = 4) leaves for x, s3 (= -7) for y (its row -r2 + r3 has the fixed s2 at -1, but a fixed
    column never enters), then s1 = -18 has no column left (the row r1 - 3 r2 + 3 r3: s2 -3, fixed; s3 +3)."""
    lp = lp_of("max", {"x": -3, "y": -1}, [("r1", {"y": 3}, "<=", 3), ("r2", {"x": 2}, "==", 4),
                                          ("r3", {"x": 2, "y": -1}, "<=", -3)])
    with pytest.raises(SolverFailure, match=r"^LP infeasible: no column can repair \('slack', 'r1'\)$"):
        StandardForm(lp).dual_simplex([S1, S2, S3], 10)


def test_complete_basis_pivots_on_the_column_in_fewest_rows():
    """Candidates e, a, d, c over r1: c + 2e, r2: a + c + e, r3: -a + d (b is no candidate). r1 first (two entries, the
    lower name): c and e are in two rows each, e (the lower position) is taken; r2 is left a + c/2, where c is now in
    one row and a in two: c; r3 takes a. d is dropped."""
    lp = lp_of("max", {}, [("r1", {"b": -1, "c": 1, "e": 2}, "<=", 1), ("r2", {"a": 1, "c": 1, "e": 1}, "<=", 1),
                          ("r3", {"a": -1, "b": 1, "d": 1}, "<=", 1)])
    assert complete_basis(StandardForm(lp), ["e", "a", "d", "c"]) == ["e", "a", "c"]


def test_factor_solves_agree_with_the_matrix_under_fill_in():
    """ftran and btran of the LU (L pushed from its nonzero entries only, by the rows it updated) against the
    matrix itself, on random sparse integer matrices whose elimination fills in; singular ones are refused."""
    import random
    from workbench.lp.exact import Factor
    rng = random.Random(26)
    solved = 0
    for _ in range(60):
        n = rng.randint(2, 9)
        rows = [f"r{i}" for i in range(n)]
        columns = [{r: fmpq(rng.choice([-3, -2, -1, 1, 2, 5])) for r in rng.sample(rows, rng.randint(1, min(3, n)))}
                   for _ in range(n)]
        try:
            factor = Factor(columns, rows)
        except SolverFailure:
            continue
        solved += 1
        rhs = {r: fmpq(rng.randint(-4, 4)) for r in rows}
        w = factor.ftran(rhs)                   # B w = rhs
        assert all(sum((a * w.get(k, 0) for k, column in enumerate(columns) for rr, a in column.items() if rr == r),
                       fmpq(0)) == rhs[r] for r in rows)
        cost = {k: fmpq(rng.randint(-4, 4)) for k in range(n)}
        y = factor.btran(cost)                  # B^T y = cost
        assert all(sum((a * y.get(r, 0) for r, a in column.items()), fmpq(0)) == cost[k]
                   for k, column in enumerate(columns))
    assert solved >= 20


def test_the_last_lu_is_kept_for_the_same_basis_only():
    form = StandardForm(TOY)
    first = form.factor(["y", "x"])
    assert form.factor(["y", "x"]) is first and form.factor(("y", "x")) is first
    assert form.factor(["x", "y"]) is not first                      # another order is another basis matrix
    assert form.factor(["y", "x"]) is not first                      # only the last one is kept


def test_a_revised_simplex_from_the_callers_solve_starts_in_the_same_state():
    """`solved` (x, y of the basis from StandardForm.solve) replaces the LU's own solves: same x_B, reduced costs and
    violation sets, with or without parked columns, and the same pivots to the same optimum."""
    for lp, basis, excluded, method in ((COVER, [S1, S2], frozenset(), "dual"),
                                        (STEEP, [S1, S2], frozenset(), "primal"),
                                        (STEEP, [S1, S2], frozenset({"x"}), "primal")):
        form = StandardForm(lp)
        fresh = RevisedSimplex(form, basis, excluded=excluded)
        given = RevisedSimplex(form, basis, excluded=excluded, solved=form.solve(basis))
        for simplex in (fresh, given):
            assert simplex.factor is form.factor(basis)
        assert given.x == fresh.x and given.d == fresh.d and given.infeasible == fresh.infeasible
        assert given.improving == fresh.improving
        assert getattr(given, method)(10, float("inf")) == getattr(fresh, method)(10, float("inf"))
        assert given.pivots == fresh.pivots


def test_a_degenerate_pivot_keeps_the_other_violations():
    """A pivot with theta_p = 0 moves no x_B: only position p's infeasibility is looked at again, and the sets
    stay what a fresh start from the new basis gives."""
    form = StandardForm(lp_of("max", {"x": 1, "y": 1}, [("r1", {"x": 1, "y": 1}, "<=", 0),
                                                         ("r2", {"x": 1}, ">=", -1),
                                                         ("r3", {"y": 1}, "<=", 2)]))
    simplex = RevisedSimplex(form, [S1, S2, S3])
    assert simplex.infeasible == set() and simplex.improving == {"x", "y"}
    simplex.primal(10, float("inf"))
    again = RevisedSimplex(form, simplex.basis)
    assert simplex.infeasible == again.infeasible and simplex.x == again.x and simplex.d == again.d
    assert not any(form.violations(simplex.basis, *form.solve(simplex.basis)))


def test_a_fresh_start_prices_a_column_whose_coefficient_is_not_one():
    """STEEP from [x, s2]: x = 4 (r1), s2 = 6 - 3 * 4 = -6; y^T B = c_B gives y_r1 = 1, y_r2 = 0. Then y's reduced cost is
    3 - (1 * 2 + 0 * 1) = 1 (its r1 coefficient is 2, so a product, not a quotient: 3 - 1/2 would be 5/2), s1's is
    0 - 1 * 1 = -1."""
    simplex = RevisedSimplex(StandardForm(STEEP), ["x", S2])
    assert fractions(dict(enumerate(simplex.x))) == {0: 4, 1: -6} and simplex.infeasible == {1}
    assert fractions(simplex.d) == {"y": 1, S1: -1} and simplex.improving == {"y"}
