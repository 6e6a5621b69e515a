"""PRAM sampling: deterministic simulation, the exact estimator covariance (checked against
simulation, and against a wrong formula), plug-in mutual information, bad input, the plots."""
import math
from fractions import Fraction as F

import numpy as np
import pytest

from workbench.errors import InvalidArgument
from workbench.mechanisms.pram import pram_marginal, pram_matrix, pram_mutual_information
from workbench.reports.figures import estimate_panels, line_plot
from workbench.mechanisms.pram_sampling import (empirical_mutual_information, estimator_covariance,
                                                simulate_estimates, total_variance)

P3 = [F(1, 2), F(1, 3), F(1, 6)]
Q3 = [F(4, 5), F(7, 10), F(9, 10)]


def _as_float(cov):
    return np.array([[float(v) for v in row] for row in cov])


def _wrong_covariance(p, q, n):
    """Mutant: forgets the - m m^T term of the multinomial covariance."""
    M = np.array(pram_matrix([float(v) for v in q]))
    m = np.array([float(v) for v in pram_marginal(p, q)])
    Mi = np.linalg.inv(M)
    return Mi.T @ np.diag(m) @ Mi / n


def test_same_seed_same_array_different_seed_different():
    a = simulate_estimates(P3, Q3, 1000, 20, seed=7)
    assert a.shape == (20, 3)
    assert np.array_equal(a, simulate_estimates(P3, Q3, 1000, 20, seed=7))
    assert not np.array_equal(a, simulate_estimates(P3, Q3, 1000, 20, seed=8))
    assert np.allclose(a.sum(axis=1), 1)          # M^{-1} of a stochastic matrix keeps sums at 1


def test_floats_and_fractions_give_the_same_estimates():
    assert np.array_equal(simulate_estimates([0.48, 0.52], 0.5125, 10**4, 5, seed=1),
                          simulate_estimates([F(12, 25), F(13, 25)], [F(41, 80)] * 2, 10**4, 5, seed=1))


def test_mean_of_estimates_is_within_five_standard_errors_of_p():
    runs, n = 3000, 400
    est = simulate_estimates(P3, Q3, n, runs, seed=2)
    se = np.sqrt(np.diag(_as_float(estimator_covariance(P3, Q3, n))) / runs)
    assert np.all(np.abs(est.mean(axis=0) - np.array([float(v) for v in P3])) < 5 * se)


def test_exact_covariance_matches_empirical_and_the_mutant_does_not():
    n = 500
    exact = _as_float(estimator_covariance(P3, Q3, n))
    empirical = np.cov(simulate_estimates(P3, Q3, n, 4000, seed=3).T)
    scale = np.linalg.norm(exact)
    assert np.linalg.norm(empirical - exact) / scale < 0.08
    assert np.linalg.norm(empirical - _wrong_covariance(P3, Q3, n)) / scale > 0.2


def test_multinomial_shortcut_matches_privatizing_each_individual():
    """The docstring's claim: drawing X_i then Z_i ~ row X_i of M has the same estimator law."""
    n, runs, rng = 200, 2000, np.random.default_rng(4)
    M = np.array(pram_matrix([float(v) for v in Q3]))
    x = rng.choice(3, size=(runs, n), p=[float(v) for v in P3])
    z = (rng.random((runs, n))[..., None] > np.cumsum(M, axis=1)[x]).sum(axis=-1)
    counts = np.stack([(z == j).sum(axis=1) for j in range(3)], axis=1)
    est = (counts / n) @ np.linalg.inv(M)
    exact = _as_float(estimator_covariance(P3, Q3, n))
    assert np.linalg.norm(np.cov(est.T) - exact) / np.linalg.norm(exact) < 0.1
    assert np.all(np.abs(est.mean(axis=0) - [float(v) for v in P3]) < 5 * np.sqrt(np.diag(exact) / runs))


def test_covariance_is_exact_rational_and_symmetric():
    cov = estimator_covariance(P3, Q3, 10**4)
    assert all(isinstance(v, F) for row in cov for v in row)
    assert all(cov[i][j] == cov[j][i] for i in range(3) for j in range(3))
    assert all(sum(row) == 0 for row in cov)       # sum_k p_hat_k = 1 surely, so it has no variance
    # S = 2, q1 = q2 = q: Var(p_hat_1) = m1 m2 / (n (2q - 1)^2) in closed form.
    p, q, n = [F(12, 25), F(13, 25)], F(41, 80), 10**4
    m1 = p[0] * q + p[1] * (1 - q)
    assert estimator_covariance(p, [q, q], n)[0][0] == m1 * (1 - m1) / (n * (2 * q - 1) ** 2)


def test_total_variance_strictly_decreases_as_alpha_grows():
    """q_k = v_alpha = E / (S - 1 + E), E = e^alpha: larger alpha keeps more, estimates spread less."""
    values = [total_variance(P3, [F(E) / (2 + F(E))] * 3, 10**4) for E in (F(3, 2), 2, 3, 4)]
    assert all(isinstance(v, F) for v in values)
    assert all(a > b for a, b in zip(values, values[1:]))


def test_fig5_boundary_q_beats_interior_q():
    """Figs 5-6: S = 2, alpha = 0.05; the q's farther from 1/2 give the smaller spread."""
    p = [F(12, 25), F(13, 25)]
    tv = [total_variance(p, F(q), 10**4) for q in ("0.4975", "0.4925", "0.4875")]
    assert tv[0] > tv[1] > tv[2]
    assert total_variance(p, F("0.5025"), 10**4) == tv[0]        # q and 1 - q mirror each other


def test_inversion_estimate_is_the_mle_when_inside_the_simplex():
    counts = np.array([480, 330, 190])
    M = np.array(pram_matrix([float(v) for v in Q3]))
    p_hat = (counts / counts.sum()) @ np.linalg.inv(M)
    assert np.all(p_hat > 0)

    def loglik(p):
        return float(counts @ np.log(p @ M))
    for d in ([1, -1, 0], [0, 1, -1], [1, 0, -1]):
        for t in (1e-3, -1e-3):
            assert loglik(p_hat + t * np.array(d)) < loglik(p_hat)


def test_empirical_mutual_information_equals_exact_at_the_true_marginal():
    n = 10**4
    m = pram_marginal([F(1, 2), F(1, 4), F(1, 4)], Q3)
    counts = [int(v * n) for v in m]
    assert sum(counts) == n and all(v * n == c for v, c in zip(m, counts))
    exact = pram_mutual_information([F(1, 2), F(1, 4), F(1, 4)], [float(v) for v in Q3], math.log)
    assert empirical_mutual_information([F(1, 2), F(1, 4), F(1, 4)], Q3, counts) == pytest.approx(exact, rel=1e-12)
    assert empirical_mutual_information([F(1, 2), F(1, 4), F(1, 4)], Q3, [n, 0, 0]) != pytest.approx(exact)


@pytest.mark.parametrize("p, q, match", [
    ([F(1, 2), F(1, 3)], Q3[:2], "sum"),
    ([0.3, 0.8, -0.1], Q3, "distribution"),
    (P3, [F(1, 2), F(11, 10), F(1, 2)], r"\[0, 1\]"),
    (P3, [F(1, 2), F(1, 2)], "entries for S"),
    ([1], [1], "S >= 2"),
    (P3, [F(1, 3)] * 3, "singular.*1/3"),
    ([F(1, 2), F(1, 2)], [F(3, 10), F(7, 10)], "singular.*3/10"),   # q1 + q2 = 1: rows coincide
    (P3, ["a", 1, 1], "int, float or Fraction"),
])
def test_bad_inputs_raise_invalid_argument(p, q, match):
    with pytest.raises(InvalidArgument, match=match):
        simulate_estimates(p, q, 100, 2, seed=0)
    with pytest.raises(InvalidArgument, match=match):
        estimator_covariance(p, q, 100)


@pytest.mark.parametrize("n, runs", [(0, 1), (1, 0), (2.5, 1), (10, -3)])
def test_bad_sizes_raise_invalid_argument(n, runs):
    with pytest.raises(InvalidArgument):
        simulate_estimates(P3, Q3, n, runs, seed=0)


def test_bad_z_counts_raise_invalid_argument():
    with pytest.raises(InvalidArgument):
        empirical_mutual_information(P3, Q3, [0, 0, 0])
    with pytest.raises(InvalidArgument):
        empirical_mutual_information(P3, Q3, [1, 2])


@pytest.mark.parametrize("panels", [1, 4, 6])
def test_plot_estimates_writes_a_png(tmp_path, panels):
    by_label = {f"q = {i}": simulate_estimates(P3, Q3, 500, 10, seed=i) for i in range(panels)}
    out = estimate_panels(tmp_path / "sub" / "fig.png", P3, by_label, "estimates")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 1000


def test_line_plot_writes_a_reproducible_png(tmp_path):
    x = np.linspace(0.4875, 0.5125, 21)
    y = [pram_mutual_information([0.48, 0.52], [v, v], math.log) for v in x]
    series = [{"x": x, "y": y, "label": "exact"}, {"x": x[::4], "y": y[::4], "style": "*", "label": "estimated"}]
    a = line_plot(tmp_path / "a" / "fig6.png", "I(X;Z)", "q", "nats", series)
    b = line_plot(tmp_path / "b.png", "I(X;Z)", "q", "nats", series)
    assert a.stat().st_size > 1000 and a.read_bytes() == b.read_bytes()
