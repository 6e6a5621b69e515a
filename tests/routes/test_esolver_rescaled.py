"""QSopt_ex on the LP rescaled by powers of 2: same bases as the LP itself, its basis rebuilt exactly on the
original LP and kernel-checked, a wrong basis refused, and the route chosen first when entries are beyond doubles."""
from fractions import Fraction as F

import pytest

from workbench import kernel
from workbench.errors import SolverFailure
from workbench.lp import pipeline, qsopt
from workbench.lp.exact import StandardForm, as_fraction, complete_basis
from workbench.lp.families import counting_lp
from workbench.lp.pipeline import basis_columns, certify_lp
from workbench.lp.probes import certified_optimum, expected_magnitudes
from workbench.lp.solve import solve_highs

M, E, DELTA = 8, F(5), F(0)
PARAMS = {"M": M, "E": E, "delta": DELTA}


def _is_power_of_two(q: F) -> bool:
    n, d = q.numerator, q.denominator
    return n > 0 and n & (n - 1) == 0 and d & (d - 1) == 0


def _optimal_basis(lp) -> list:
    """HiGHS' basis of a small, well-scaled LP, checked to be exactly optimal (the precondition of the fakes)."""
    form = StandardForm(lp)
    basis = complete_basis(form, basis_columns(solve_highs(lp)))
    x, y = form.solve(basis)
    assert form.violations(basis, x, y) == ({}, {})
    return basis


def test_rescaling_is_by_powers_of_two_and_brings_every_row_near_one():
    lp = counting_lp(M, E, DELTA)
    scaled = qsopt.rescaled(lp, expected_magnitudes(M, E))
    assert [r.name for r in scaled.constraints] == [r.name for r in lp.constraints]
    assert scaled.variables == lp.variables
    for row, new in zip(lp.constraints, scaled.constraints):
        ratios = {new.coefficients[v] / a for v, a in row.coefficients.items()}
        assert all(_is_power_of_two(abs(q)) for q in ratios)
        top = max(map(abs, new.coefficients.values()))
        assert F(1, 2) <= top <= 2
    smallest = min(abs(a) for r in lp.constraints for a in r.coefficients.values())
    assert smallest == 1 and min(abs(a) for r in scaled.constraints for a in r.coefficients.values()) < F(1, 100)


def test_rescaled_lp_keeps_every_basis_and_its_exact_status():
    """A basis has the same exact violations (by column) on both LPs, with x_j = 2^k_j x'_j, for an
    optimal basis and for one that is not (the slack basis)."""
    lp = counting_lp(M, E, DELTA)
    scaled = qsopt.rescaled(lp, expected_magnitudes(M, E))
    original, twin = StandardForm(lp), StandardForm(scaled)
    slacks = [("slack", r.name) for r in lp.constraints]
    scale = {name: qsopt.power_of_two(expected_magnitudes(M, E).get(name, 1.0)) for name, _ in lp.variables}
    for basis in (_optimal_basis(lp), slacks):
        x, y = original.solve(basis)
        xs, ys = twin.solve(basis)
        bad, bad_scaled = original.violations(basis, x, y), twin.violations(basis, xs, ys)
        assert [set(v) for v in bad] == [set(v) for v in bad_scaled]
        assert all(as_fraction(x[v]) == as_fraction(xs[v]) * scale[v] for v in scale if v in x)
    assert any(original.violations(slacks, *original.solve(slacks)))


def test_esolver_on_the_rescaled_lp_gives_the_same_exact_optimum():
    if not qsopt.available():
        pytest.skip("esolver (qsopt-ex) not installed")
    lp = counting_lp(M, E, F(1, 10))
    basis = qsopt.warm_solve(qsopt.rescaled(lp, expected_magnitudes(M, E)), None, 60)
    form = StandardForm(lp)
    x, y = form.solve(basis)
    assert form.violations(basis, x, y) == ({}, {})
    primal, _ = form.answer(x, y)
    assert lp.objective_value(primal) == certified_optimum(M, E, F(1, 10), "counting.optimum").value == \
        qsopt.solve_esolver(lp, 60)[0]


@pytest.fixture
def esolver_only(monkeypatch):
    """certify_lp with QSopt_ex as its only strategy, and an exact repair that cannot fix anything."""
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(pipeline, "STRATEGIES", ())
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    monkeypatch.setattr(pipeline.RevisedSimplex, "dual", lambda self, *a, **k: list(self.basis))
    monkeypatch.setattr(pipeline.RevisedSimplex, "primal", lambda self, *a, **k: list(self.basis))
    return monkeypatch


@pytest.mark.parametrize("wrong", ["slack basis", "one column short", "a column twice"])
def test_a_wrong_basis_from_esolver_is_refused(esolver_only, wrong):
    lp = counting_lp(M, E, DELTA)
    good = _optimal_basis(lp)
    basis = {"slack basis": [("slack", r.name) for r in lp.constraints], "one column short": good[1:],
             "a column twice": good[:-1] + good[:1]}[wrong]
    esolver_only.setattr(qsopt, "warm_solve", lambda *a, **k: list(basis))
    with pytest.raises(SolverFailure, match="esolver: "):
        certify_lp(lp, "counting.optimum", "counting", PARAMS)


def test_entries_beyond_doubles_send_the_rescaled_lp_to_esolver_before_any_highs_round(monkeypatch):
    lp = counting_lp(M, E, DELTA)
    good, seen = _optimal_basis(lp), []

    def fake_esolver(model, start, seconds):
        seen.append(model)
        return list(good)

    def no_highs(*args, **kwargs):
        raise AssertionError("HiGHS ran although the magnitudes are beyond doubles")
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(qsopt, "warm_solve", fake_esolver)
    monkeypatch.setattr(pipeline, "solve_highs_scaled", no_highs)
    monkeypatch.setattr(pipeline, "solve_highs", no_highs)
    monkeypatch.setattr(pipeline, "BEYOND_DOUBLES", 1e-2)     # 5^-4 = 1.6e-3 at M = 8 stands in for 5^-32
    scale = expected_magnitudes(M, E)
    assert pipeline.beyond_doubles(scale) and not pipeline.beyond_doubles({"p": 0.5}) and not pipeline.beyond_doubles(None)
    result = certify_lp(lp, "counting.optimum", "counting", PARAMS, column_scale=scale)
    assert len(seen) == 1 and seen[0].constraints != lp.constraints          # esolver saw the rescaled LP
    assert result.how.startswith("QSopt_ex basis (LP rescaled by powers of 2)")
    assert kernel.check_certificate(result.certificate) == result.value == certified_optimum(M, E, DELTA, "counting.optimum").value
