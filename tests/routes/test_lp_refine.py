"""Primal-dual iterative refinement (workbench/lp/refine.py): it repairs bases with both kinds of
violation, and whatever basis it proposes is rebuilt exactly and refused unless optimal."""
from fractions import Fraction as F

import pytest

from workbench import kernel
from workbench.errors import SolverFailure
from workbench.lp import pipeline
from workbench.lp.exact import StandardForm
from workbench.lp.families import counting_lp
from workbench.lp.refine import refinement_model
from workbench.mechanisms.named import counting_optimal_mechanism


def slack_basis(lp):
    return [("slack", r.name) for r in lp.constraints]


def test_slack_basis_has_both_kinds_of_violation_and_the_model_scales_them_to_one():
    lp = counting_lp(4, F(3), F(1, 10))
    form = StandardForm(lp)
    basis = slack_basis(lp)
    x, y = form.solve(basis)
    primal, dual = form.violations(basis, x, y)
    assert primal and dual                                  # row_i == 1 with its fixed slack basic; t prices out
    model, lower, explicit = refinement_model(form, x, y, primal, dual)
    assert explicit == {}                                   # y = 0 at the slack basis: no slack costs
    assert max(abs(c) for c in model.objective.values()) == 1.0       # D = 1 / largest dual violation
    assert max(abs(r.rhs) for r in model.constraints) == 1.0          # P = 1 / largest primal violation
    assert len(lower) == len(model.variables)


def test_refinement_alone_reaches_the_exact_optimum(monkeypatch):
    """From the slack basis, with the exact simplex disabled, only refinement rounds can end on the optimum."""
    def no_simplex(self, *args, **kwargs):
        raise AssertionError("the exact simplex should not be needed")
    monkeypatch.setattr(pipeline.RevisedSimplex, "dual", no_simplex)
    monkeypatch.setattr(pipeline.RevisedSimplex, "primal", no_simplex)
    monkeypatch.setattr(pipeline, "FEW_FOR_PIVOTS", 0)     # refine to the end, not to a few violations
    lp = counting_lp(6, F(3), F(1, 10))
    primal, dual, how = pipeline.exact_optimum(lp, slack_basis(lp))
    assert not how.startswith("0 refinement") and lp.violations(primal) == []
    assert lp.objective_value(primal) == counting_optimal_mechanism(6, F(3), F(1, 10))[0][0]


def test_a_refinement_that_proposes_wrong_bases_yields_no_certificate(monkeypatch):
    """HiGHS (sabotaged) keeps proposing the slack basis and the simplex (sabotaged) stops at once:
    the basis is re-derived exactly and refused, never certified."""
    lp = counting_lp(4, F(3), F(1, 10))
    monkeypatch.setattr(pipeline, "refine_basis", lambda form, basis, *a: slack_basis(lp))
    monkeypatch.setattr(pipeline.RevisedSimplex, "dual", lambda self, *a, **k: list(self.basis))
    monkeypatch.setattr(pipeline.RevisedSimplex, "primal", lambda self, *a, **k: list(self.basis))
    with pytest.raises(SolverFailure, match="not optimal"):
        pipeline.exact_optimum(lp, slack_basis(lp))


def test_refined_certificate_is_valid_and_a_wrong_dual_in_it_is_rejected():
    result = pipeline.certify_lp(counting_lp(6, F(3), F(1, 10)), "counting.optimum", "counting",
                                 {"M": 6, "E": F(3), "delta": F(1, 10)})
    cert = result.certificate
    assert kernel.check_certificate(cert) == counting_optimal_mechanism(6, F(3), F(1, 10))[0][0]
    for row, value in cert["dual"].items():
        if F(value) != 0:
            forged = {**cert, "dual": {**cert["dual"], row: str(F(value) * F(11, 10))}}
            with pytest.raises(kernel.Invalid):
                kernel.check_certificate(forged)
            break


def test_clipping_raises_only_what_lies_below_minus_clip():
    """At an optimal basis (P = D = 1) the bounds are -x* and the costs the reduced costs, many below -0.05."""
    from workbench.lp.exact import complete_basis
    from workbench.lp.solve import solve_highs
    lp = counting_lp(4, F(3), F(1, 10))
    form = StandardForm(lp)
    basis = complete_basis(form, pipeline.basis_columns(solve_highs(lp)))
    x, y = form.solve(basis)
    model, lower, _ = refinement_model(form, x, y, {}, {})
    clipped, clipped_lower, _ = refinement_model(form, x, y, {}, {}, clip=0.05)
    assert min(v for v in lower if v is not None) < -0.05 and min(model.objective.values()) < -0.05
    assert clipped_lower == [None if v is None else max(-0.05, v) for v in lower] != lower
    assert clipped.objective == {v: max(-0.05, c) for v, c in model.objective.items()} != model.objective
    assert [r.rhs for r in clipped.constraints] == [r.rhs for r in model.constraints]


def test_a_round_highs_fails_on_is_retried_once_on_the_clipped_model(monkeypatch):
    from workbench.lp import refine
    calls = []

    def fails_unclipped(*args):
        calls.append(args[7])
        assert args[8] == {"x": 1.0}                # the column scale goes to both tries
        if args[7] is None:
            raise SolverFailure("refinement: HiGHS ended without a basis (Solve error)")
        return ["the clipped round's basis"]
    monkeypatch.setattr(refine, "_refine_once", fails_unclipped)
    assert refine.refine_basis(None, [], {}, {}, {}, {}, 10.0, {"x": 1.0}) == ["the clipped round's basis"]
    assert calls == [None, refine.CLIP]
    monkeypatch.setattr(refine, "_refine_once", lambda *args: (_ for _ in ()).throw(SolverFailure("again")))
    with pytest.raises(SolverFailure, match="again"):
        refine.refine_basis(None, [], {}, {}, {}, {}, 10.0)


def test_few_violations_after_a_costly_round_go_to_exact_pivots(monkeypatch):
    """Once at most FEW_FOR_PIVOTS violations are left and the last round cost more CPU than the pivots should,
    the refinement stops and the exact simplex finishes; the result is the same exact optimum."""
    monkeypatch.setattr(pipeline, "FEW_FOR_PIVOTS", 10 ** 6)
    monkeypatch.setattr(pipeline, "PIVOT_SECONDS_PER_ROW", 0.0)      # pivots always cheaper than a round
    lp = counting_lp(6, F(3), F(1, 10))
    primal, dual, how = pipeline.exact_optimum(lp, slack_basis(lp))
    assert how.startswith("1 refinement rounds") and lp.violations(primal) == []
    assert lp.objective_value(primal) == counting_optimal_mechanism(6, F(3), F(1, 10))[0][0]


def test_no_round_before_the_first_goes_to_pivots_on_its_own(monkeypatch):
    """Before any round there is no round's cost to compare: a refinement round runs first."""
    monkeypatch.setattr(pipeline, "PIVOT_SECONDS_PER_ROW", 0.0)
    calls = []
    real = pipeline.refine_basis
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: calls.append(1) or real(*a))
    lp = counting_lp(6, F(3), F(1, 10))
    pipeline.exact_optimum(lp, slack_basis(lp))
    assert calls


def test_a_round_whose_two_phases_end_without_a_basis_runs_once_more_as_one_dual_run(monkeypatch):
    """Dual violations: HiGHS runs the dual phase on parked costs, then the primal phase; when that ends without
    a basis (simulated), the round runs once more as one dual simplex run and its basis is used."""
    import types

    import highspy
    from workbench.lp import refine
    lp = counting_lp(6, F(3), F(1, 10))
    form = StandardForm(lp)
    basis = slack_basis(lp)
    x, y = form.solve(basis)
    primal, dual = form.violations(basis, x, y)
    assert dual
    runs, bases = [], []
    real_run, real_get = highspy.Highs.run, highspy.Highs.getBasis

    def run(self):
        runs.append(self.getOptionValue("simplex_strategy")[-1])     # (status, value)
        return real_run(self)

    def get_basis(self):
        bases.append(len(runs))
        return types.SimpleNamespace(valid=False) if len(bases) == 1 else real_get(self)
    monkeypatch.setattr(highspy.Highs, "run", run)
    monkeypatch.setattr(highspy.Highs, "getBasis", get_basis)
    out = refine._refine_once(form, basis, x, y, primal, dual, 60.0, None, None)
    assert runs[-1] == 1 and len(runs) >= 2 and out
    assert len(set(out)) == len(out) and set(out) <= set(form.order)


def test_status_scales_bring_basic_values_and_nonbasic_costs_to_order_one():
    """Basic columns by their expected magnitude (at least SMALLEST), nonbasic ones by 1/|cost| (at most COST_SCALE),
    zero-cost nonbasic columns and explicit slack columns not at all; bounds divide, entries and costs multiply."""
    from workbench.lp import refine
    from workbench.lp.model import LinearProgram
    model = LinearProgram("max")
    for name in ("a", "b", "c", "d", "e", "__slack_r"):
        model.add_variable(name)
    model.objective = {"b": -4.0, "c": -1e-9, "__slack_r": -2.0}
    model.add_constraint("r", {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "__slack_r": 1}, "==", 7)
    lower = [-1.0, -2.0, None, -3.0, -4.0, -5.0]
    basis, hint, explicit = ["a", "e", ("slack", "r")], {"a": 0.5, "b": 100.0, "e": 1e-20}, {"__slack_r": "r"}
    scales = refine.status_scales(model, basis, hint, explicit)
    assert scales == {"a": 0.5, "b": 0.25, "c": refine.COST_SCALE, "d": 1.0, "e": refine.SMALLEST, "__slack_r": 1.0}
    scaled, scaled_lower = refine.scaled_by_status(model, lower, basis, hint, explicit)
    assert scaled.objective == {"b": -1.0, "c": -1e-9 * refine.COST_SCALE, "__slack_r": -2.0}
    assert scaled.constraints[0].coefficients == {v: float(a) * scales[v]
                                                 for v, a in model.constraints[0].coefficients.items()}
    assert (scaled.constraints[0].rhs, scaled.constraints[0].sense) == (7, "==")
    assert scaled_lower == [-2.0, -8.0, None, -3.0, -4.0 / refine.SMALLEST, -5.0]
    assert scaled.variables == model.variables and model.objective["b"] == -4.0     # the model itself is kept


def test_a_round_scaled_by_status_keeps_an_optimal_basis():
    """Column scaling keeps every basis and its status: from an exactly optimal basis HiGHS, started there on the
    status-scaled refinement model, ends on the same basis."""
    from workbench.lp.exact import complete_basis
    from workbench.lp.probes import expected_magnitudes
    from workbench.lp.refine import refine_basis
    from workbench.lp.solve import solve_highs
    lp = counting_lp(6, F(3, 2), F(1, 10))
    form = StandardForm(lp)
    basis = complete_basis(form, pipeline.basis_columns(solve_highs(lp)))
    x, y = form.solve(basis)
    assert form.violations(basis, x, y) == ({}, {})
    again = refine_basis(form, basis, x, y, {}, {}, 30.0, expected_magnitudes(6, F(3, 2)))
    assert sorted(map(str, again)) == sorted(map(str, basis))
