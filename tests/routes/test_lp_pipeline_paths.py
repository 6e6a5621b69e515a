"""workbench/lp/pipeline.py's repair paths on a 2 x 2 LP solved by hand, with the float solvers replaced by fakes
that propose chosen bases: the strategy order and time shares, refinement rounds, exact pivots, the QSopt_ex
fallback, the budget and the messages (pinned for scripts/mutants-engine workbench/lp/pipeline.py; docs/trust.md).

The LP:  max x + y  s.t.  r1: x + 2y <= 4,  r2: 3x + y <= 6,  x, y >= 0.
By hand: both rows tight at the optimum, x = 8/5, y = 6/5, value 14/5; duals y1 + 3 y2 = 1, 2 y1 + y2 = 1 give
y1 = 2/5, y2 = 1/5. Bases (columns x, y and the slacks s1, s2 of r1, r2):
  [x, y]    optimal;
  [x, s2]   x = 4, s2 = 6 - 12 = -6 < 0 (one primal violation), duals (1, 0), reduced costs y: 1 - 2 = -1,
            s1: -1 (dual feasible). One dual pivot: the tableau row of s2 is -3 r1 + r2, alpha_y = -5,
            alpha_s1 = -3; ratios |d / alpha| are 1/5 (y) and 1/3 (s1): y enters, [x, y].
  [s1, s2]  x = y = 0, s = (4, 6) (primal feasible); reduced costs 1 and 1 (two dual violations). Primal pivots:
            x enters (a tie at 1, the lower index), ratios 4/1 (s1) and 6/3 (s2): s2 leaves; then y's reduced
            cost is 1 - 1/3 = 2/3 > 0, B^-1 a_y = (5/3 for s1, 1/3 for x), ratios 2 / (5/3) = 6/5 and
            2 / (1/3) = 6: s1 leaves, [y, x]. Two primal pivots.
"""
from fractions import Fraction as F
import re
import time
import types

import pytest

from workbench import kernel
from workbench.errors import SolverFailure
from workbench.lp import pipeline, qsopt
from workbench.lp.model import LinearProgram
from workbench.lp.solve import STRATEGIES, FloatSolution, WarmHighs

S1, S2 = ("slack", "r1"), ("slack", "r2")
VALUE, PRIMAL, DUAL = F(14, 5), {"x": F(8, 5), "y": F(6, 5)}, {"r1": F(2, 5), "r2": F(1, 5)}
NOTHING = "0 refinement rounds, 0 exact dual and 0 exact primal simplex pivots"


def toy_lp() -> LinearProgram:
    lp = LinearProgram("max")
    lp.add_variable("x")
    lp.add_variable("y")
    lp.objective = {"x": F(1), "y": F(1)}
    lp.add_constraint("r1", {"x": 1, "y": 2}, "<=", 4)
    lp.add_constraint("r2", {"x": 3, "y": 1}, "<=", 6)
    return lp


def solution(*columns) -> FloatSolution:
    """A float solver's answer whose basis is `columns` (names, or slacks given as ("slack", row))."""
    return FloatSolution(0.0, {}, [c for c in columns if isinstance(c, str)],
                         [c[1] for c in columns if not isinstance(c, str)])


def certify(lp=None, **kwargs):
    return pipeline.certify_lp(lp or toy_lp(), "toy.optimum", "toy-as-stated", {"note": "hand"}, **kwargs)


@pytest.fixture
def highs_only(monkeypatch):
    """No QSopt_ex; HiGHS is a fake that records each strategy it is asked and answers from `answers` in turn
    (a basis, or an exception to raise)."""
    monkeypatch.setattr(qsopt, "available", lambda: False)
    calls, answers = [], []

    def fake(lp, strategy=None, **kwargs):
        calls.append(strategy)
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer
    monkeypatch.setattr(pipeline, "solve_highs", fake)
    return types.SimpleNamespace(calls=calls, answers=answers, monkeypatch=monkeypatch)


def no_refinement(*args):
    raise AssertionError("no refinement round was expected")


@pytest.fixture(autouse=True)
def still_cpu_clock(monkeypatch):
    """Each refinement round reads 0 s of CPU (unless a test sets its own clock): the pivots never look cheaper
    than a round, whatever the machine's load."""
    monkeypatch.setattr(pipeline, "time", Clock(0.0))


class Clock:
    """pipeline's `time`, with a CPU clock that advances `step` seconds at each reading and, with `wall`, a wall
    clock that stands at `wall` until a test moves it (else the real one)."""

    def __init__(self, step: float, wall: float | None = None):
        self.now, self.step, self.perf_counter, self.wall = 0.0, step, time.perf_counter, wall

    def process_time(self):
        self.now += self.step
        return self.now

    def monotonic(self):
        return time.monotonic() if self.wall is None else self.wall


# certify_lp ------------------------------------------------------------------------------------------------------

def test_an_optimal_first_basis_is_certified_as_is(highs_only):
    highs_only.answers.append(solution("x", "y"))
    highs_only.monkeypatch.setattr(pipeline, "refine_basis", no_refinement)
    with pipeline.run_settings(budget=100.0):
        result = certify()
    assert (result.value, result.primal, result.how) == (VALUE, PRIMAL, NOTHING)
    cert = result.certificate
    assert (cert["family"], cert["claim"], cert["params"]) == ("toy-as-stated", "toy.optimum", {"note": "hand"})
    assert cert["primal"] == {"x": "8/5", "y": "6/5"} and cert["dual"] == {"r1": "2/5", "r2": "1/5"}
    assert cert["objective_value"] == "14/5"
    assert cert["note"] == f"primal and dual rebuilt exactly from a solver's basis ({NOTHING})"
    assert result.float_value == 2.8 and result.cbc_value is None
    assert set(result.timings) == {"float_solve", "exact_rebuild", "kernel_check"}
    assert all(t >= 0 for t in result.timings.values())
    assert not result.rebuilt and result.trust == "LP checked as stated, not rebuilt from parameters"
    route = result.route(True, "optimum 14/5")
    assert (route.status, route.detail) == ("pass", "optimum 14/5; LP checked as stated, not rebuilt from parameters")
    assert result.route(False, "x").status == "fail"
    # one strategy asked: the first, with 3/4 of the budget as HiGHS' own time limit
    (strategy,) = highs_only.calls
    assert {k: v for k, v in strategy.items() if k != "time_limit"} == STRATEGIES[0]
    assert 74.0 < strategy["time_limit"] <= 75.0


def test_a_rebuilt_family_says_so_in_its_trust():
    result = pipeline.CertifiedOptimum(F(1), {"family": "counting"}, {})
    assert result.rebuilt and result.trust == "LP rebuilt from parameters by the kernel (family counting)"
    assert result.route(True, "d").detail == "d; LP rebuilt from parameters by the kernel (family counting)"


def test_the_second_opinion_is_cbc_s_value(highs_only):
    highs_only.answers.append(solution("x", "y"))
    highs_only.monkeypatch.setattr(pipeline, "solve_cbc", lambda lp: 2.75)
    assert certify(second_opinion=True).cbc_value == 2.75


def test_failed_strategies_are_named_and_each_later_one_gets_its_share(highs_only):
    """Four HiGHS strategies, no esolver: 3/4 of the budget for the first, then 1/3 and 1/2 of what is left, the
    last one all of it; a strategy that fails passes to the next, and the result says how many failed."""
    highs_only.answers += [SolverFailure("status Infeasible"), SolverFailure("status Unknown"),
                           SolverFailure("no basis"), solution("y", "x")]
    with pipeline.run_settings(budget=120.0):
        result = certify()
    assert result.how == NOTHING + " (after 3 other strategies)" and result.value == VALUE
    assert [{k: v for k, v in s.items() if k != "time_limit"} for s in highs_only.calls] == list(STRATEGIES)
    limits = [s["time_limit"] for s in highs_only.calls]
    for limit, expected in zip(limits, (90.0, 40.0, 60.0, 120.0)):
        assert expected - 1.0 < limit <= expected


def test_when_every_strategy_fails_the_reasons_are_joined_in_order(highs_only):
    highs_only.answers += [SolverFailure(f"boom {k}") for k in range(4)]
    with pytest.raises(SolverFailure) as failure:
        certify()
    assert str(failure.value) == "; ".join(f"{s}: boom {k}" for k, s in enumerate(STRATEGIES))


def test_a_basis_that_cannot_be_rebuilt_passes_to_the_next_strategy(highs_only):
    """A column twice: singular, refused by the exact rebuild; the next strategy's basis is optimal."""
    highs_only.answers += [solution("x", "x"), solution("x", "y")]
    highs_only.monkeypatch.setattr(pipeline, "refine_basis", no_refinement)
    result = certify()
    assert result.how == NOTHING + " (after 1 other strategies)" and result.primal == PRIMAL


def test_an_exhausted_budget_names_the_phase_and_what_failed_before(highs_only):
    def slow(lp, strategy=None, **kwargs):
        highs_only.calls.append(strategy)
        time.sleep(0.3)
        raise SolverFailure("slow")
    highs_only.monkeypatch.setattr(pipeline, "solve_highs", slow)
    with pipeline.run_settings(budget=0.2):
        with pytest.raises(SolverFailure) as failure:
            certify()
    assert str(failure.value) == (f"time budget of 0.2s ran out during float solve; before that: "
                                  f"{STRATEGIES[0]}: slow")
    assert len(highs_only.calls) == 1
    with pipeline.run_settings(budget=1e-9):
        with pytest.raises(SolverFailure, match=r"^time budget of 1e-09s ran out during the setup$"):
            certify()


def test_the_last_strategy_failing_after_the_deadline_is_out_of_time(highs_only):
    highs_only.monkeypatch.setattr(pipeline, "STRATEGIES", STRATEGIES[:1])

    def slow(lp, strategy=None, **kwargs):
        time.sleep(0.3)
        raise SolverFailure("slow")
    highs_only.monkeypatch.setattr(pipeline, "solve_highs", slow)
    with pipeline.run_settings(budget=0.2):
        with pytest.raises(SolverFailure) as failure:
            certify()
    assert str(failure.value) == f"time budget of 0.2s ran out during float solve; before that: {STRATEGIES[0]}: slow"


def test_with_magnitudes_the_scaled_model_goes_first(highs_only):
    seen = []

    def scaled(lp, column_scale, seconds):
        seen.append((column_scale, seconds))
        return solution("x", "y")
    highs_only.monkeypatch.setattr(pipeline, "solve_highs_scaled", scaled)
    with pipeline.run_settings(budget=100.0):
        result = certify(column_scale={"x": 1.0, "y": 1.0})
    assert result.how == "scaled model first, " + NOTHING and result.value == VALUE
    ((scale, seconds),) = seen
    assert scale == {"x": 1.0, "y": 1.0} and 74.0 < seconds <= 75.0
    assert highs_only.calls == []


def test_esolver_comes_second_and_a_far_first_basis_goes_to_it(highs_only, monkeypatch):
    """With QSopt_ex installed, a first HiGHS basis further than FAR_FOR_PIVOTS from optimal is refused at once
    (exact pivots would lose to QSopt_ex); QSopt_ex's basis is rebuilt and certified with 0.9 of what is left."""
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(pipeline, "FAR_FOR_PIVOTS", 1)
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: [S1, S2])    # refinement finds nothing closer
    highs_only.answers.append(solution(S1, S2))          # two dual violations: more than 1
    asked = []

    def esolver(lp, start, seconds):
        asked.append((lp, start, seconds))
        return ["x", "y"]
    monkeypatch.setattr(qsopt, "warm_solve", esolver)
    phases = []
    with pipeline.run_settings(budget=100.0, progress=lambda phase, detail: phases.append((phase, detail))):
        result = certify()
    assert result.how == "QSopt_ex basis, " + NOTHING + " (after 1 other strategies)" and result.value == VALUE
    assert ("QSopt_ex (esolver)", "up to 90s") in phases
    ((lp, start, seconds),) = asked
    assert lp.constraints == toy_lp().constraints and start is None
    assert 89.0 < seconds <= 90.0          # 0.9 of what the first strategy left (it failed at once)
    assert len(highs_only.calls) == 1


def test_a_first_basis_exactly_far_for_pivots_away_is_repaired_by_pivots(highs_only, monkeypatch):
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(qsopt, "warm_solve", lambda *a: pytest.fail("QSopt_ex was not needed"))
    monkeypatch.setattr(pipeline, "FAR_FOR_PIVOTS", 2)
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    highs_only.answers.append(solution(S1, S2))          # two dual violations: not more than 2
    result = certify()
    assert result.how == "0 refinement rounds, 0 exact dual and 2 exact primal simplex pivots"
    assert result.primal == PRIMAL


def test_no_far_limit_without_esolver_nor_for_a_later_strategy(highs_only, monkeypatch):
    monkeypatch.setattr(pipeline, "FAR_FOR_PIVOTS", 0)
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    highs_only.answers.append(solution(S1, S2))
    assert certify().how == "0 refinement rounds, 0 exact dual and 2 exact primal simplex pivots"
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(qsopt, "warm_solve", lambda *a: [S1, S2])    # QSopt_ex (second) proposes the slack basis
    highs_only.answers += [SolverFailure("first fails"), solution(S1, S2)]
    result = certify()
    assert result.how == ("QSopt_ex basis, 0 refinement rounds, 0 exact dual and 2 exact primal simplex pivots"
                          " (after 1 other strategies)")


class FakeWarm(WarmHighs):
    """A warm HiGHS model (certify_lp's `warm`) without HiGHS: `basis(lp)` answers `answer` (a basis or None) and
    records each LP it is asked; `same_model` answers `same`."""

    def __init__(self, answer, same: bool = True):
        self.answer, self.same, self.asked = answer, same, []

    def same_model(self, lp):
        return self.same

    def basis(self, lp):
        self.asked.append(lp)
        return self.answer


def test_a_warm_basis_goes_first_in_its_own_phase_and_keeps_the_exact_form(highs_only):
    """The warm model's optimal basis [x, y] is certified without asking HiGHS cold, in the phase "float solve"
    with its own detail; the exact form of these rows and columns is kept on the warm model for the next probe
    (columns x, y, s1, s2 in that order)."""
    warm = FakeWarm(["x", "y"])
    highs_only.answers.append(solution(S1, S2))          # only asked if the warm basis were lost
    highs_only.monkeypatch.setattr(pipeline, "refine_basis", no_refinement)
    phases = []
    with pipeline.run_settings(budget=100.0, progress=lambda phase, detail: phases.append((phase, detail))):
        result = certify(warm=warm)
    assert result.how == NOTHING and result.value == VALUE and result.primal == PRIMAL
    assert highs_only.calls == [] and len(warm.asked) == 1
    assert phases[0] == ("float solve", "HiGHS, warm-started from the previous probe")
    assert warm.exact_form is not None and warm.exact_form.order == ["x", "y", S1, S2]


def test_a_warm_model_of_other_rows_keeps_no_form():
    warm = FakeWarm(None, same=False)
    form = pipeline._standard_form(toy_lp(), warm)
    assert form.order == ["x", "y", S1, S2] and warm.exact_form is None


def test_a_warm_start_without_a_basis_is_named_first_among_the_failures(highs_only):
    highs_only.answers += [SolverFailure(f"boom {k}") for k in range(4)]
    with pytest.raises(SolverFailure) as failure:
        certify(warm=FakeWarm(None))
    assert str(failure.value) == "; ".join(["HiGHS warm-started from the previous probe: no optimal basis"]
                                           + [f"{s}: boom {k}" for k, s in enumerate(STRATEGIES)])


def test_after_a_warm_start_the_next_strategy_is_also_first_for_the_far_limit(highs_only, monkeypatch):
    """With QSopt_ex installed and FAR_FOR_PIVOTS 1, the warm basis [s1, s2] (two dual violations) is refused as
    too far, and so is the first HiGHS strategy's (it is the first after the warm start); QSopt_ex's [x, y] is
    certified after those two."""
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(pipeline, "FAR_FOR_PIVOTS", 1)
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: [S1, S2])    # refinement finds nothing closer
    monkeypatch.setattr(qsopt, "warm_solve", lambda *a: ["x", "y"])
    highs_only.answers.append(solution(S1, S2))
    with pipeline.run_settings(budget=100.0):
        result = certify(warm=FakeWarm([S1, S2]))
    assert result.how == "QSopt_ex basis, " + NOTHING + " (after 2 other strategies)" and result.value == VALUE
    assert len(highs_only.calls) == 1


def test_esolver_on_the_rescaled_lp_and_first_when_beyond_doubles(highs_only, monkeypatch):
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(pipeline, "BEYOND_DOUBLES", 0.5)
    asked = []
    monkeypatch.setattr(qsopt, "warm_solve", lambda lp, start, seconds: asked.append((lp, seconds)) or ["x", "y"])
    monkeypatch.setattr(pipeline, "solve_highs_scaled", lambda *a: pytest.fail("HiGHS before QSopt_ex"))
    with pipeline.run_settings(budget=100.0):
        result = certify(column_scale={"x": 0.25, "y": 1.0})
    assert result.how == "QSopt_ex basis (LP rescaled by powers of 2), " + NOTHING
    ((lp, seconds),) = asked
    r1 = lp.constraints[0].coefficients          # x = x' / 4: x' has 1/4 of x's coefficient (rows scaled as a whole)
    assert r1["x"] / r1["y"] == F(1, 8)
    assert 89.0 < seconds <= 90.0
    assert pipeline.beyond_doubles({"x": 0.25}) and not pipeline.beyond_doubles({"x": 0.5})
    assert not pipeline.beyond_doubles({}) and not pipeline.beyond_doubles(None)


def test_progress_phases_and_the_hook_before_the_kernel_check(highs_only):
    highs_only.answers.append(solution("x", "y"))
    phases, hooked = [], []
    with pipeline.run_settings(budget=50.0, progress=lambda phase, detail: phases.append((phase, detail)),
                               before_check=lambda cert: hooked.append(dict(cert))):
        certify()
        assert pipeline._run["budget"] == 50.0
    assert phases == [("float solve", f"HiGHS {STRATEGIES[0]}"), ("exact rebuild", "factoring the basis"),
                      ("kernel check", "2 variables, 2 rows")]
    assert len(hooked) == 1 and hooked[0]["objective_value"] == "14/5"
    assert pipeline._run["progress"] is None and pipeline._run["before_check"] is None
    assert pipeline._run["budget"] == pipeline.DEFAULT_BUDGET
    with pipeline.run_settings():
        assert pipeline._run["budget"] == pipeline.DEFAULT_BUDGET


def test_a_certificate_changed_before_the_check_is_refused(highs_only):
    highs_only.answers.append(solution("x", "y"))

    def tamper(cert):
        cert["objective_value"] = "3"
    with pipeline.run_settings(before_check=tamper):
        with pytest.raises(SolverFailure, match=r"^kernel refused the rebuilt basis: "):
            certify()


# exact_optimum ---------------------------------------------------------------------------------------------------

def test_one_exact_dual_pivot_repairs_a_primal_violation(monkeypatch):
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    monkeypatch.setattr(pipeline, "refine_basis", no_refinement)
    phases = []
    with pipeline.run_settings(progress=lambda phase, detail: phases.append((phase, detail))):
        primal, dual, how = pipeline.exact_optimum(toy_lp(), ["x", S2])
    assert (primal, dual, how) == (PRIMAL, DUAL, "0 refinement rounds, 1 exact dual and 0 exact primal simplex pivots")
    assert phases == [("exact rebuild", "factoring the basis"), ("exact dual simplex", "0 pivots, 1 left to fix")]


def test_two_exact_primal_pivots_repair_two_dual_violations(monkeypatch):
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    monkeypatch.setattr(pipeline, "refine_basis", no_refinement)
    phases = []
    with pipeline.run_settings(progress=lambda phase, detail: phases.append((phase, detail))):
        primal, dual, how = pipeline.exact_optimum(toy_lp(), [S1, S2])
    assert (primal, dual, how) == (PRIMAL, DUAL, "0 refinement rounds, 0 exact dual and 2 exact primal simplex pivots")
    assert phases[-1] == ("exact primal simplex", "0 pivots, 2 left to fix")


def test_a_refinement_round_that_ends_optimal_needs_no_pivots(monkeypatch):
    proposed = []

    def refine(form, basis, x, y, primal, dual, seconds):
        proposed.append((list(basis), dict(primal), dict(dual)))
        return ["y", "x"]
    monkeypatch.setattr(pipeline, "refine_basis", refine)
    monkeypatch.setattr(pipeline.RevisedSimplex, "dual", lambda *a, **k: pytest.fail("no pivots were needed"))
    phases = []
    with pipeline.run_settings(progress=lambda phase, detail: phases.append((phase, detail))):
        primal, dual, how = pipeline.exact_optimum(toy_lp(), ["x", S2])
    assert (primal, dual, how) == (PRIMAL, DUAL, "1 refinement rounds, 0 exact dual and 0 exact primal simplex pivots")
    assert proposed == [(["x", S2], {S2: 6}, {})]
    assert phases[1] == ("iterative refinement", "round 1, 1 primal and 0 dual violations")


def test_a_refinement_that_fails_hands_over_to_the_pivots(monkeypatch):
    calls = []

    def fails(*args):
        calls.append(1)
        raise SolverFailure("refinement: HiGHS ended without a basis")
    monkeypatch.setattr(pipeline, "refine_basis", fails)
    primal, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2])
    assert how == "1 refinement rounds, 1 exact dual and 0 exact primal simplex pivots" and primal == PRIMAL
    assert calls == [1]


def test_stale_rounds_stop_at_the_patience_and_the_closest_basis_goes_on(monkeypatch):
    """Each round proposes the slack basis (two violations), never closer than the start (one): after
    REFINEMENT_PATIENCE rounds the start goes on to one dual pivot, not the last proposal to two primal ones."""
    calls = []
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: calls.append(1) or [S1, S2])
    primal, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2])
    assert how == "6 refinement rounds, 1 exact dual and 0 exact primal simplex pivots" and primal == PRIMAL
    assert len(calls) == pipeline.REFINEMENT_PATIENCE == 6


def test_a_closer_basis_resets_the_patience_and_the_rounds_are_capped(monkeypatch):
    """From the slack basis (two violations), the first round proposes [x, s2] (one), then the slack basis again:
    the patience counts from the closer basis (1 + 6 rounds); REFINEMENT_ROUNDS = 3 caps them at 3."""
    proposals = iter([["x", S2]] + [[S1, S2]] * 20)
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: next(proposals))
    _, _, how = pipeline.exact_optimum(toy_lp(), [S1, S2])
    assert how == "7 refinement rounds, 1 exact dual and 0 exact primal simplex pivots"
    proposals = iter([["x", S2]] + [[S1, S2]] * 20)
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 3)
    _, _, how = pipeline.exact_optimum(toy_lp(), [S1, S2])
    assert how == "3 refinement rounds, 1 exact dual and 0 exact primal simplex pivots"


def test_a_round_that_keeps_the_count_is_not_closer(monkeypatch):
    """[y, s1] has one primal violation as [x, s2] has (y = 6, s1 = 4 - 12 = -8): equal is not closer, so the
    patience ends the rounds after 6."""
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: ["y", S1])
    _, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2])
    assert how == "6 refinement rounds, 1 exact dual and 0 exact primal simplex pivots"


@pytest.mark.parametrize("step, few, rounds", [(1.5, 20, 1), (1.5, 1, 1), (1.0, 20, 7), (1.5, 0, 7)])
def test_pivots_go_next_once_a_round_costs_more_than_they_should(monkeypatch, step, few, rounds):
    """With PIVOTS_BASE = 2, PIVOTS_PER_VIOLATION = 2 and PIVOT_SECONDS_PER_ROW = 1/8, the one violation left on 2
    rows should cost (2 + 1 * 2) * 1/8 * 2 = 1 s of pivots; each round reads `step` s of CPU. A round of 1.5 s with at
    most FEW_FOR_PIVOTS violations left hands over to the pivots; one of exactly 1 s does not, nor one with more
    violations left than FEW_FOR_PIVOTS (then the patience ends the rounds: 1 closer round + 6 stale ones)."""
    monkeypatch.setattr(pipeline, "time", Clock(step))
    monkeypatch.setattr(pipeline, "FEW_FOR_PIVOTS", few)
    monkeypatch.setattr(pipeline, "PIVOTS_BASE", 2)
    monkeypatch.setattr(pipeline, "PIVOTS_PER_VIOLATION", 2)
    monkeypatch.setattr(pipeline, "PIVOT_SECONDS_PER_ROW", 0.125)
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: ["x", S2])
    _, _, how = pipeline.exact_optimum(toy_lp(), [S1, S2])
    assert how == f"{rounds} refinement rounds, 1 exact dual and 0 exact primal simplex pivots"


def test_a_basis_too_far_for_pivots_is_refused_with_its_count(monkeypatch):
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    with pytest.raises(SolverFailure, match=r"^2 exact violations left after 0 refinement rounds: too far for exact "
                                            r"pivots$"):
        pipeline.exact_optimum(toy_lp(), [S1, S2], far=1)
    assert pipeline.exact_optimum(toy_lp(), [S1, S2], far=2)[0] == PRIMAL


def test_an_exhausted_deadline_stops_the_refinement_but_not_an_optimal_basis():
    with pytest.raises(SolverFailure, match=r"^time budget exhausted during iterative refinement$"):
        pipeline.exact_optimum(toy_lp(), ["x", S2], deadline=time.monotonic() - 1)
    assert pipeline.exact_optimum(toy_lp(), ["x", "y"], deadline=time.monotonic() - 1) == (PRIMAL, DUAL, NOTHING)


def test_the_scaled_model_after_the_rounds_wins_only_when_closer(monkeypatch):
    """Refinement leaves [x, s2] (one violation; its proposals are two away); HiGHS on the scaled model then
    proposes the optimum (used: "scaled model, "), [y, s1] (one violation, as close: not used) or fails."""
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: [S1, S2])
    asked = []

    def scaled(answer):
        def fake(lp, column_scale, seconds):
            asked.append((column_scale, seconds))
            if isinstance(answer, Exception):
                raise answer
            return answer
        return fake
    monkeypatch.setattr(pipeline, "solve_highs_scaled", scaled(solution("x", "y")))
    phases = []
    with pipeline.run_settings(progress=lambda phase, detail: phases.append((phase, detail))):
        primal, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2], deadline=time.monotonic() + 60,
                                                column_scale={"x": 1.0})
    assert how == "scaled model, 6 refinement rounds, 0 exact dual and 0 exact primal simplex pivots"
    assert primal == PRIMAL and asked[0][0] == {"x": 1.0} and 59.0 < asked[0][1] <= 60.0
    assert phases[-1] == ("float solve", "HiGHS on the scaled, chained model")
    # [s1, s2] has two dual violations: not closer than one, though 0 primal minus 2 dual would be
    for answer in (solution("y", S1), solution(S1, S2), SolverFailure("HiGHS status Infeasible")):
        monkeypatch.setattr(pipeline, "solve_highs_scaled", scaled(answer))
        primal, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2], column_scale={"x": 1.0})
        assert how == "6 refinement rounds, 1 exact dual and 0 exact primal simplex pivots" and primal == PRIMAL
    assert len(asked) == 4
    # from [s1, x] (one dual violation: y prices 2/3) the optimum is closer, whatever the kinds
    monkeypatch.setattr(pipeline, "solve_highs_scaled", scaled(solution("x", "y")))
    assert pipeline.exact_optimum(toy_lp(), [S1, "x"], column_scale={"x": 1.0})[2] == \
        "scaled model, 6 refinement rounds, 0 exact dual and 0 exact primal simplex pivots"


def test_the_scaled_model_gets_at_least_a_tenth_of_a_second_and_is_not_asked_at_an_optimum(monkeypatch):
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    asked = []
    monkeypatch.setattr(pipeline, "solve_highs_scaled", lambda lp, scale, seconds: asked.append(seconds) or
                        solution("x", "y"))
    primal, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2], deadline=time.monotonic() - 1, column_scale={"x": 1.0})
    assert asked == [0.1] and how == "scaled model, " + NOTHING and primal == PRIMAL
    assert pipeline.exact_optimum(toy_lp(), ["x", "y"], column_scale={"x": 1.0})[2] == NOTHING
    assert pipeline.exact_optimum(toy_lp(), ["x", S2], column_scale={})[2] == \
        "0 refinement rounds, 1 exact dual and 0 exact primal simplex pivots"
    assert asked == [0.1]


def test_the_scaled_model_first_with_an_incomplete_basis_is_completed_and_repaired(highs_only, monkeypatch):
    """Its basis [x] covers r1 first (rows tie at one entry: the lower name), s2 completes it: [x, s2], one dual
    pivot from the optimum."""
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    monkeypatch.setattr(pipeline, "solve_highs_scaled", lambda *a: solution("x"))
    phases = []
    with pipeline.run_settings(progress=lambda phase, detail: phases.append((phase, detail))):
        result = certify(column_scale={"x": 1.0, "y": 1.0})
    assert result.how == "scaled model first, 0 refinement rounds, 1 exact dual and 0 exact primal simplex pivots"
    assert result.primal == PRIMAL and result.value == VALUE
    assert phases == [("float solve", "HiGHS on the scaled, chained model"),
                      ("exact rebuild", "factoring the scaled model's basis"),
                      ("exact dual simplex", "0 pivots, 1 left to fix"), ("kernel check", "2 variables, 2 rows")]


def test_the_scaled_model_first_is_refused_when_far_and_esolver_is_there(highs_only, monkeypatch):
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(pipeline, "FAR_FOR_PIVOTS", 1)
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    monkeypatch.setattr(pipeline, "solve_highs_scaled", lambda *a: solution(S1, S2))
    monkeypatch.setattr(qsopt, "warm_solve", lambda *a: ["x", "y"])
    result = certify(column_scale={"x": 1.0, "y": 1.0})
    assert result.how == "QSopt_ex basis (LP rescaled by powers of 2), " + NOTHING + " (after 1 other strategies)"


def test_every_reason_before_the_budget_ran_out_is_named(highs_only, monkeypatch):
    """The wall clock stands still until the second strategy moves it past the deadline."""
    clock = Clock(0.0, wall=0.0)
    monkeypatch.setattr(pipeline, "time", clock)

    def fails(lp, strategy=None, **kwargs):
        highs_only.calls.append(strategy)
        clock.wall = 60.0 * len(highs_only.calls)
        raise SolverFailure(f"no {len(highs_only.calls)}")
    monkeypatch.setattr(pipeline, "solve_highs", fails)
    with pipeline.run_settings(budget=100.0):
        with pytest.raises(SolverFailure) as failure:
            certify()
    assert str(failure.value) == (f"time budget of 100s ran out during float solve; before that: "
                                  f"{STRATEGIES[0]}: no 1; {STRATEGIES[1]}: no 2")


def test_the_scaled_model_first_keeps_its_share_of_the_budget(highs_only, monkeypatch):
    """Budget 100 s from 0: the scaled model may use 75 s; it answers at 80 s with [x, s2] (one violation), so the
    refinement is out of time at once and the next strategy (HiGHS, a quarter of the 20 s left) is asked."""
    clock = Clock(0.0, wall=0.0)
    monkeypatch.setattr(pipeline, "time", clock)

    def late(lp, column_scale, seconds):
        assert seconds == 75.0
        clock.wall = 80.0
        return solution("x", S2)
    monkeypatch.setattr(pipeline, "solve_highs_scaled", late)
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: ["x", "y"])
    highs_only.answers.append(solution("x", "y"))
    with pipeline.run_settings(budget=100.0):
        result = certify(column_scale={"x": 1.0, "y": 1.0})
    assert result.how == NOTHING + " (after 1 other strategies)"
    (strategy,) = highs_only.calls
    assert strategy["time_limit"] == 5.0


def test_highs_gets_at_least_a_tenth_of_a_second(highs_only, monkeypatch):
    clock = Clock(0.0, wall=0.0)
    monkeypatch.setattr(pipeline, "time", clock)
    limits = []

    def answer(lp, strategy=None, **kwargs):
        limits.append(strategy["time_limit"])
        clock.wall = 99.96
        if len(limits) == 1:
            raise SolverFailure("first")
        return solution("x", "y")
    monkeypatch.setattr(pipeline, "solve_highs", answer)
    with pipeline.run_settings(budget=100.0):
        assert certify().value == VALUE
    assert limits == [75.0, 0.1]


def test_the_deadline_itself_leaves_time_for_a_round_of_the_time_left(monkeypatch):
    clock = Clock(0.0, wall=40.0)
    monkeypatch.setattr(pipeline, "time", clock)
    asked = []
    monkeypatch.setattr(pipeline, "refine_basis", lambda form, basis, x, y, p, d, seconds: asked.append(seconds) or
                        ["x", "y"])
    assert pipeline.exact_optimum(toy_lp(), ["x", S2], deadline=100.0)[2].startswith("1 refinement rounds")
    assert asked == [60.0]
    clock.wall = 100.0
    assert pipeline.exact_optimum(toy_lp(), ["x", S2], deadline=100.0)[2].startswith("1 refinement rounds")


def test_certify_family_checks_its_arguments_and_asks_cbc_only_when_told(monkeypatch):
    from workbench.mechanisms.named import counting_optimal_mechanism
    asked = []
    monkeypatch.setattr(pipeline, "solve_cbc", lambda lp: asked.append(lp) or 0.5)
    result = pipeline.certify_family("counting", "counting.optimum", M=2, E="3/2", delta="1/10")
    assert result.value == counting_optimal_mechanism(2, F(3, 2), F(1, 10))[0][0] and result.rebuilt
    assert result.cbc_value is None and asked == []
    assert result.certificate["params"] == {"M": "2", "E": "3/2", "delta": "1/10"}
    assert pipeline.certify_family("counting", "counting.optimum", True, M=2, E="3/2", delta="1/10").cbc_value == 0.5
    assert len(asked) == 1


def test_the_timings_add_up_over_the_strategies(highs_only, monkeypatch):
    """The first strategy's float solve and exact rebuild each take 0.05 s or more and fail, and building the
    certificate takes 0.05 s; each stage is summed over the strategies, within the time the whole call took."""
    def slow_first(lp, strategy=None, **kwargs):
        highs_only.calls.append(strategy)
        if len(highs_only.calls) == 1:
            time.sleep(0.05)
        return solution("x", "y")
    monkeypatch.setattr(pipeline, "solve_highs", slow_first)
    real, rebuilds = pipeline.exact_optimum, []

    def fails_first(*args, **kwargs):
        rebuilds.append(1)
        if len(rebuilds) == 1:
            time.sleep(0.05)
            raise SolverFailure("not this time")
        return real(*args, **kwargs)
    monkeypatch.setattr(pipeline, "exact_optimum", fails_first)
    real_certificate = pipeline.certificates.lp_certificate

    def slow_certificate(*args, **kwargs):
        time.sleep(0.05)
        return real_certificate(*args, **kwargs)
    monkeypatch.setattr(pipeline.certificates, "lp_certificate", slow_certificate)
    started = time.perf_counter()
    result = certify()
    took = time.perf_counter() - started
    assert result.how == NOTHING + " (after 1 other strategies)"
    # the certificate's own 0.05 s is part of the exact rebuild too
    assert result.timings["float_solve"] >= 0.05 and result.timings["exact_rebuild"] >= 0.1
    assert sum(result.timings.values()) <= took


def test_every_reason_is_kept_when_all_fail_in_the_exact_rebuild(highs_only):
    highs_only.answers += [solution("x", "x")] * 4
    with pytest.raises(SolverFailure) as failure:
        certify()
    assert str(failure.value) == "; ".join(f"{s}: basis matrix is singular" for s in STRATEGIES)


def test_a_strategy_failing_exactly_at_the_deadline_leaves_the_next_one_its_turn(highs_only, monkeypatch):
    clock = Clock(0.0, wall=0.0)
    monkeypatch.setattr(pipeline, "time", clock)

    def answer(lp, strategy=None, **kwargs):
        highs_only.calls.append(strategy)
        clock.wall = 100.0
        if len(highs_only.calls) == 1:
            raise SolverFailure("first")
        return solution("x", "y")
    monkeypatch.setattr(pipeline, "solve_highs", answer)
    with pipeline.run_settings(budget=100.0):
        assert certify().how == NOTHING + " (after 1 other strategies)"


@pytest.mark.parametrize("only", ["esolver", "highs"])
def test_a_single_strategy_gets_the_whole_budget(highs_only, monkeypatch, only):
    asked = []
    if only == "esolver":
        monkeypatch.setattr(qsopt, "available", lambda: True)
        monkeypatch.setattr(pipeline, "STRATEGIES", ())
        monkeypatch.setattr(qsopt, "warm_solve", lambda lp, start, seconds: asked.append(seconds) or ["x", "y"])
    else:
        monkeypatch.setattr(pipeline, "STRATEGIES", STRATEGIES[:1])
        monkeypatch.setattr(pipeline, "solve_highs", lambda lp, strategy: asked.append(strategy["time_limit"]) or
                            solution("x", "y"))
    monkeypatch.setattr(pipeline, "time", Clock(0.0, wall=0.0))
    with pipeline.run_settings(budget=100.0):
        assert certify().value == VALUE
    assert asked == [100.0]


def test_the_scaled_model_s_failure_is_named(highs_only, monkeypatch):
    monkeypatch.setattr(pipeline, "STRATEGIES", ())

    def fails(lp, column_scale, seconds):
        raise SolverFailure("HiGHS status Time limit reached")
    monkeypatch.setattr(pipeline, "solve_highs_scaled", fails)
    with pytest.raises(SolverFailure, match=r"^HiGHS on the scaled model: HiGHS status Time limit reached$"):
        certify(column_scale={"x": 1.0})


def test_esolver_first_is_never_refused_as_far(highs_only, monkeypatch):
    """Beyond doubles QSopt_ex goes first; its basis (the slack basis, two violations) is repaired by pivots even with
    FAR_FOR_PIVOTS = 1: the far limit only sends a first HiGHS basis on to QSopt_ex."""
    monkeypatch.setattr(qsopt, "available", lambda: True)
    monkeypatch.setattr(pipeline, "BEYOND_DOUBLES", 0.5)
    monkeypatch.setattr(pipeline, "FAR_FOR_PIVOTS", 1)
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    monkeypatch.setattr(qsopt, "warm_solve", lambda *a: [S1, S2])
    monkeypatch.setattr(pipeline, "solve_highs_scaled", lambda *a: (_ for _ in ()).throw(SolverFailure("none")))
    result = certify(column_scale={"x": 0.25, "y": 1.0})
    assert result.how == ("QSopt_ex basis (LP rescaled by powers of 2), 0 refinement rounds, 0 exact dual and 2 exact "
                          "primal simplex pivots") and result.primal == PRIMAL


def test_a_later_strategy_asks_the_scaled_model_of_the_same_lp_after_its_rounds(highs_only, monkeypatch):
    """The scaled model first fails; HiGHS' [x, s2] is left one violation away by stale rounds, and the scaled model,
    asked again for the same LP, proposes the optimum."""
    lp, calls = toy_lp(), []

    def scaled(model, column_scale, seconds):
        calls.append((model, column_scale))
        if len(calls) == 1:
            raise SolverFailure("no basis")
        return solution("x", "y")
    monkeypatch.setattr(pipeline, "solve_highs_scaled", scaled)
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: [S1, S2])
    highs_only.answers.append(solution("x", S2))
    result = certify(lp, column_scale={"x": 1.0})
    assert result.how == ("scaled model, 6 refinement rounds, 0 exact dual and 0 exact primal simplex pivots"
                          " (after 1 other strategies)")
    assert calls == [(lp, {"x": 1.0}), (lp, {"x": 1.0})]


def test_a_strategy_keeps_to_its_share_in_the_exact_rebuild(highs_only, monkeypatch):
    """The first HiGHS strategy may use 75 s of 100; it answers at 80 s with [x, s2], so its refinement is out of
    time at once, and the next strategy's optimal basis is certified."""
    clock = Clock(0.0, wall=0.0)
    monkeypatch.setattr(pipeline, "time", clock)
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: ["x", "y"])

    def answer(lp, strategy=None, **kwargs):
        highs_only.calls.append(strategy)
        clock.wall = 80.0
        return solution("x", S2) if len(highs_only.calls) == 1 else solution("x", "y")
    monkeypatch.setattr(pipeline, "solve_highs", answer)
    with pipeline.run_settings(budget=100.0):
        assert certify().how == NOTHING + " (after 1 other strategies)"


def test_the_closest_basis_is_counted_over_both_kinds_of_violation(monkeypatch):
    """From [s1, s2] (two dual violations) a round proposes [s1, x] (one dual violation: closer), the next the
    optimum, which ends the rounds and goes on as it is."""
    proposals = iter([[S1, "x"], ["y", "x"]])
    monkeypatch.setattr(pipeline, "refine_basis", lambda *a: next(proposals))
    primal, _, how = pipeline.exact_optimum(toy_lp(), [S1, S2])
    assert how == "2 refinement rounds, 0 exact dual and 0 exact primal simplex pivots" and primal == PRIMAL


def test_both_kinds_of_violation_dual_pivots_with_the_wrong_columns_parked_then_primal_ones(monkeypatch):
    """max x + y, r1: x + 2y <= 4, r2: 3x + y <= 6, r3: y + w >= 1, w costing -1. The slack basis has s3 = -1 and x, y
    pricing 1 (both kinds). With x and y parked the row of s3 can only take w (w = 1): one dual pivot. Then the
    primal pivots (Dantzig): y (reduced cost 2) for w (ratio 1, against 2 and 6); x (1, a tie with s3, the lower
    index) for s2 (5/3 against 2); s3 (2/3) for s1 (ratio 1/5 against 5): x = 8/5, y = 6/5, s3 = 1/5."""
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    lp = toy_lp()
    lp.variables.insert(0, ("w", "nonneg"))
    lp.objective["w"] = F(-1)
    lp.add_constraint("r3", {"y": 1, "w": 1}, ">=", 1)
    primal, dual, how = pipeline.exact_optimum(lp, [S1, S2, ("slack", "r3")])
    assert how == "0 refinement rounds, 1 exact dual and 3 exact primal simplex pivots"
    assert primal == {"w": 0, **PRIMAL} and dual == {**DUAL, "r3": 0}


def test_a_non_optimal_end_of_the_pivots_is_refused_in_these_words(monkeypatch):
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    monkeypatch.setattr(pipeline.RevisedSimplex, "dual", lambda self, *a, **k: list(self.basis))
    with pytest.raises(SolverFailure, match=r"^exact simplex ended on a basis that is not optimal$"):
        pipeline.exact_optimum(toy_lp(), ["x", S2])


def test_the_last_strategy_failing_at_the_deadline_itself_is_not_out_of_time(highs_only, monkeypatch):
    monkeypatch.setattr(pipeline, "STRATEGIES", STRATEGIES[:1])
    clock = Clock(0.0, wall=0.0)
    monkeypatch.setattr(pipeline, "time", clock)

    def fails(lp, strategy=None, **kwargs):
        clock.wall = 100.0
        raise SolverFailure("first")
    monkeypatch.setattr(pipeline, "solve_highs", fails)
    with pipeline.run_settings(budget=100.0):
        with pytest.raises(SolverFailure, match=rf"^{re.escape(str(STRATEGIES[0]))}: first$"):
            certify()


def scaled_rounds(*bases):
    """A fake refine_basis answering `bases` in turn; records (start basis, column scale) of each call."""
    calls, answers = [], list(bases)

    def refine(form, basis, x, y, primal, dual, seconds, column_scale=None):
        assert form.solve(basis) == (x, y) and form.violations(basis, x, y) == (primal, dual)    # the start's own
        assert 0 <= seconds <= pipeline._run["budget"]
        calls.append((list(basis), column_scale))
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer
    return refine, calls


def test_a_round_scaled_by_basis_status_comes_first_and_is_kept_near_optimal(monkeypatch):
    """With round_scale, round 1 scales the columns by basis status; landing on [x, y] it is kept: no other round."""
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 1)       # one round allowed: this one
    monkeypatch.setattr(pipeline, "time", Clock(0.0, wall=50.0))
    refine, calls = scaled_rounds(["x", "y"])
    monkeypatch.setattr(pipeline, "refine_basis", refine)
    phases = []
    with pipeline.run_settings(progress=lambda phase, detail: phases.append((phase, detail))):
        primal, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2], deadline=50.0, round_scale={"x": 1.0})
    assert how == "a round scaled by basis status, 1 refinement rounds, 0 exact dual and 0 exact primal simplex pivots"
    assert calls == [(["x", S2], {"x": 1.0})] and primal == PRIMAL
    assert phases == [("exact rebuild", "factoring the basis"),
                      ("iterative refinement", "round 1, columns scaled by basis status, 1 primal and 0 dual violations")]


def test_a_round_scaled_by_basis_status_far_from_optimal_is_dropped(monkeypatch):
    """FEW_FOR_PIVOTS = 1: [s1, s2] (two dual violations) is too far, so the usual round starts again from [x, s2]
    (one violation), unscaled; a status round HiGHS fails on is dropped the same way."""
    monkeypatch.setattr(pipeline, "FEW_FOR_PIVOTS", 1)
    for first in ([S1, S2], SolverFailure("refinement: HiGHS ended without a basis (Solve error)")):
        refine, calls = scaled_rounds(first, ["x", "y"])
        monkeypatch.setattr(pipeline, "refine_basis", refine)
        primal, _, how = pipeline.exact_optimum(toy_lp(), ["x", S2], round_scale={"x": 1.0})
        assert how == "2 refinement rounds, 0 exact dual and 0 exact primal simplex pivots" and primal == PRIMAL
        assert calls == [(["x", S2], {"x": 1.0}), (["x", S2], None)]
    refine, calls = scaled_rounds([S1, "x"], ["x", "y"])      # one dual violation: within FEW_FOR_PIVOTS, kept
    monkeypatch.setattr(pipeline, "refine_basis", refine)
    assert pipeline.exact_optimum(toy_lp(), ["x", S2], round_scale={"x": 1.0})[2] == \
        "a round scaled by basis status, 2 refinement rounds, 0 exact dual and 0 exact primal simplex pivots"
    assert calls == [(["x", S2], {"x": 1.0}), ([S1, "x"], None)]


def test_no_status_round_at_an_optimum_without_a_scale_or_without_rounds(monkeypatch):
    monkeypatch.setattr(pipeline, "refine_basis", no_refinement)
    assert pipeline.exact_optimum(toy_lp(), ["x", "y"], round_scale={"x": 1.0})[2] == NOTHING
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    assert pipeline.exact_optimum(toy_lp(), ["x", S2], round_scale={"x": 1.0})[2] == \
        "0 refinement rounds, 1 exact dual and 0 exact primal simplex pivots"


def test_certify_with_a_scale_starts_the_scaled_models_basis_with_a_status_round(highs_only, monkeypatch):
    refine, calls = scaled_rounds(["x", "y"])
    monkeypatch.setattr(pipeline, "refine_basis", refine)
    monkeypatch.setattr(pipeline, "solve_highs_scaled", lambda *a: solution("x"))
    result = certify(column_scale={"x": 1.0, "y": 1.0})
    assert result.how == ("scaled model first, a round scaled by basis status, 1 refinement rounds, 0 exact dual and "
                          "0 exact primal simplex pivots")
    assert calls == [(["x", S2], {"x": 1.0, "y": 1.0})] and result.value == VALUE
