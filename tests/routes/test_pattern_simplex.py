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


def _every_mask(balls, y, E):
    return list(range(len(balls)))


@pytest.mark.parametrize("k", [4, 6])
def test_the_float_shortlist_gives_the_exact_maximum_over_every_mask(monkeypatch, k):
    """kl_upper_bound takes its exact maximum over the masks floats cannot rule out: the same Fraction as the exact
    maximum over all 2^k masks (the code before the shortlist), on the figures' instances."""
    E = F(2718, 1000)
    for P0, P1 in list(staircase.figure_instances(k, 6)):
        with flint_ctx.workprec(100):
            balls = staircase.kl_pattern_balls(P0, P1, E)
            shortlisted = staircase.kl_upper_bound(P0, P1, E, balls)
            with monkeypatch.context() as patched:
                patched.setattr(staircase, "_possible_maximizers", _every_mask)
                everywhere = staircase.kl_upper_bound(P0, P1, E, balls)
        assert shortlisted == everywhere


def test_a_shortlist_that_drops_the_maximiser_is_caught(monkeypatch):
    """The check above can say no: a shortlist without the exact maximiser gives another (smaller) bound, and one
    below the certified lower end of the optimum."""
    P0, P1 = PRIORS[1]
    E = F(2)
    lower, _, _ = staircase.interval_optimum(P0, P1, E)
    with flint_ctx.workprec(100):
        balls = staircase.kl_pattern_balls(P0, P1, E)
        honest = staircase.kl_upper_bound(P0, P1, E, balls)
        monkeypatch.setattr(pattern_simplex, "pattern_lp_dual", lambda S, c: np.zeros(len(P0)))   # y = 0: max upper
        monkeypatch.setattr(staircase, "_possible_maximizers",
                            lambda balls, y, E: [min(range(len(balls)), key=lambda A: balls[A].upper())])
        dropped = staircase.kl_upper_bound(P0, P1, E, balls)
    assert honest >= lower and dropped < lower


def _exact_values(balls, y, E):
    """upper(mu_A) - (E - 1) y(A) for every mask A, in Fractions (y as the exact rationals of its floats)."""
    y = [F(v) for v in y]
    return [staircase.ball_upper(b) - (E - 1) * sum(y[x] for x in range(len(y)) if A >> x & 1)
            for A, b in enumerate(balls)]


@pytest.mark.parametrize("case", ["ties below a float's resolution", "rounded subset sums", "tiny", "huge"])
def test_the_shortlist_keeps_every_exact_maximiser_on_hostile_values(case):
    """Values that floats cannot tell apart (differences of 2^-70, sums that round, magnitudes near the subnormals
    and beyond the largest double): every mask attaining the exact maximum is kept (beyond doubles: all masks)."""
    from flint import arb
    k, E = 4, F(3)
    rng = np.random.default_rng(len(case))
    if case == "ties below a float's resolution":
        uppers, y = [1 + F(int(rng.integers(0, 8)), 2 ** 70) for _ in range(2 ** k)], [0.0] * k
    elif case == "rounded subset sums":
        uppers = [F(1)] * 2 ** k
        y = [1.0, 2.0 ** -53, 2.0 ** -53, -(2.0 ** -52)]       # 1 + 2^-53 + 2^-53 rounds; the exact sums do not
    elif case == "tiny":
        uppers, y = [F(int(rng.integers(1, 4)), 2 ** 1070) for _ in range(2 ** k)], [0.0] * k
    else:
        uppers, y = [F(2) ** 1100 + int(rng.integers(0, 4)) for _ in range(2 ** k)], [0.0] * k
    with flint_ctx.workprec(4096):           # dyadic values: exact points, and upper ends read exactly
        balls = [arb(u.numerator) / u.denominator for u in uppers]
        assert all(staircase.ball_upper(b) == u for b, u in zip(balls, uppers))
        values = _exact_values(balls, y, E)
        kept = staircase._possible_maximizers(balls, y, E)
    best = max(values)
    assert {A for A, v in enumerate(values) if v == best} <= set(kept)
    if case == "huge":
        assert kept == list(range(2 ** k))
