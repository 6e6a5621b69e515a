"""The float pattern simplex (workbench/lp/pattern_simplex.py) and the rigorous KL bound built on it
(proofs/staircase_ldp.kl_upper_bound): the simplex only proposes; the bound must stay above the certified
optimum whatever dual it is handed."""
from fractions import Fraction as F

import numpy as np
import pytest
from flint import ctx as flint_ctx
from scipy.optimize import linprog

import proofs.staircase.claims as staircase
from workbench.lp import pattern_simplex
from workbench.lp.pattern_simplex import pattern_lp_dual, pattern_matrix_float

PRIORS = [([F(1, 2), F(1, 3), F(1, 6)], [F(1, 6), F(1, 3), F(1, 2)]),
          ([F(1, 10), F(2, 10), F(3, 10), F(4, 10)], [F(4, 10), F(3, 10), F(2, 10), F(1, 10)])]


def _mids(P0, P1, E):
    with flint_ctx.workprec(100):
        return np.array([float(b.mid()) for b in staircase.kl_pattern_balls(P0, P1, E)])


@pytest.mark.parametrize("k", [3, 5, 8])
@pytest.mark.parametrize("E", [F(11, 10), F(2718, 1000), F(2981)])
def test_dual_is_optimal_like_highs(k, E):
    rng = np.random.default_rng(k)
    S = pattern_matrix_float(k, float(E))
    c = rng.random(2 ** k)
    y = pattern_lp_dual(S, c)
    highs = linprog(-c, A_eq=S, b_eq=[1.0] * k, bounds=(0, None), method="highs")
    assert y is not None
    assert max(c - y @ S) <= 1e-12                        # dual feasible to float precision
    assert sum(y) == pytest.approx(-highs.fun, rel=1e-9)   # and optimal


def test_singular_start_is_refused():
    """E = 1: every pattern is the all-ones column, the start basis is singular; the caller must fall back."""
    assert pattern_lp_dual(pattern_matrix_float(3, 1.0), np.ones(8)) is None


@pytest.mark.parametrize("P0, P1", PRIORS)
def test_bound_is_above_the_certified_optimum(P0, P1):
    E = F(3, 2)
    lower, upper, _ = staircase.interval_optimum(P0, P1, E)
    with flint_ctx.workprec(100):
        bound = staircase.kl_upper_bound(P0, P1, E, staircase.kl_pattern_balls(P0, P1, E))
    assert lower <= bound
    assert bound - upper < F(1, 10 ** 12)                   # and tight: an optimal dual, repaired by ~0


@pytest.mark.parametrize("wrong", [lambda y: y * 0, lambda y: y * 0.5, lambda y: y[::-1].copy()])
def test_a_wrong_dual_still_gives_a_rigorous_bound(monkeypatch, wrong):
    """A float dual that is infeasible (zero, halved, permuted) is repaired exactly: the bound stays above the
    kernel-certified lower end of the optimum (and is then loose, not wrong)."""
    P0, P1 = PRIORS[1]
    E = F(2)
    lower, upper, _ = staircase.interval_optimum(P0, P1, E)
    honest = pattern_simplex.pattern_lp_dual
    monkeypatch.setattr(pattern_simplex, "pattern_lp_dual", lambda S, c: wrong(honest(S, c)))
    with flint_ctx.workprec(100):
        bound = staircase.kl_upper_bound(P0, P1, E, staircase.kl_pattern_balls(P0, P1, E))
    assert bound >= lower
    assert bound > upper                                   # the wrong dual was used: the bound is looser


def test_fallback_to_highs_gives_the_same_bound(monkeypatch):
    P0, P1 = PRIORS[0]
    E = F(5, 2)
    with flint_ctx.workprec(100):
        balls = staircase.kl_pattern_balls(P0, P1, E)
        ours = staircase.kl_upper_bound(P0, P1, E, balls)
        monkeypatch.setattr(pattern_simplex, "pattern_lp_dual", lambda S, c: None)
        highs = staircase.kl_upper_bound(P0, P1, E, balls)
    assert abs(ours - highs) < F(1, 10 ** 6) * ours


def test_exact_push_is_pml_push():
    """The integer push used for the figures' KL values gives pml.push's Fractions; a changed mechanism does not."""
    from workbench.mechanisms.named import randomized_response
    from workbench.mechanisms.pml import push
    from workbench.mechanisms.staircase import binary_mechanism, geometric_mechanism
    P0, P1 = PRIORS[1]
    for Q in (randomized_response(4, F(3, 2)), binary_mechanism(P0, P1, F(5, 2)), geometric_mechanism(4, F(1, 3))):
        assert staircase._push(Q, P0) == push(Q, P0)
    Q = randomized_response(4, F(3, 2))
    wrong = [row[:] for row in Q]
    wrong[0][0], wrong[0][1] = wrong[0][1], wrong[0][0]
    assert staircase._push(wrong, P0) != push(Q, P0)
