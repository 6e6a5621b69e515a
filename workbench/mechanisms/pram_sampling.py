"""Sampling side of PRAM (paper 000, Figs 1-6): simulated estimates of p from privatized data,
their exact covariance and a plug-in mutual information (the plots are in workbench.reports.figures).

The estimator is the inversion (moment) estimator p_hat = m_hat M(q)^{-1}, m_hat the empirical
frequencies of Z. The log-likelihood of Z is sum_j N_j log (p M)_j, maximised over the simplex of
p by any p with p M = m_hat when such a p exists; so p_hat IS the paper's MLE whenever p_hat lies
in the simplex (otherwise the MLE sits on the boundary and p_hat is its unconstrained version)."""
from __future__ import annotations

import math
from fractions import Fraction

from ..errors import InvalidArgument
from ..lazy import lazy
from .kernels import inverse
from .pram import pram_matrix

np = lazy("numpy")


def _exact(v, name: str) -> Fraction:
    """Floats are read at their shortest decimal repr (0.48 -> 12/25), so p = (0.48, 0.52) sums to 1."""
    if isinstance(v, bool) or not isinstance(v, (int, float, Fraction)):
        raise InvalidArgument(f"{name}: entries must be int, float or Fraction, got {v!r}")
    if isinstance(v, float) and not math.isfinite(v):
        raise InvalidArgument(f"{name}: entries must be finite, got {v!r}")
    return Fraction(repr(v)) if isinstance(v, float) else Fraction(v)


def _setup(p, q):
    """Validated exact (p, q, M, M^{-1}, m = p M). A scalar q means q_k = q for every k."""
    p = [_exact(v, "p") for v in p]
    S = len(p)
    if S < 2:
        raise InvalidArgument(f"PRAM needs S >= 2 categories, got S = {S}")
    q = [_exact(q, "q")] * S if isinstance(q, (int, float, Fraction)) else [_exact(v, "q") for v in q]
    if len(q) != S:
        raise InvalidArgument(f"q has {len(q)} entries for S = {S}")
    if any(v < 0 for v in p) or sum(p) != 1:
        raise InvalidArgument(f"p must be a distribution (entries >= 0, sum 1), got sum {sum(p)}")
    if any(not 0 <= v <= 1 for v in q):
        raise InvalidArgument(f"every q_k must lie in [0, 1], got q = {[str(v) for v in q]}")
    M = pram_matrix(q)
    M_inv = inverse(M)
    if M_inv is None:
        raise InvalidArgument(f"M(q) is singular, so p cannot be recovered from Z: q = {[str(v) for v in q]}")
    m = [sum(p[k] * M[k][j] for k in range(S)) for j in range(S)]
    return p, q, M, M_inv, m


def _positive_int(v, name: str) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 1:
        raise InvalidArgument(f"{name} must be an integer >= 1, got {v!r}")
    return int(v)


def simulate_estimates(p, q, n: int, runs: int, seed) -> np.ndarray:
    """runs x S array of inversion estimates, each from n privatized draws; deterministic in seed.

    Z is drawn directly as a multinomial(n, m) with m = p M(q): each Z_i is X_i pushed through
    row X_i of M, so Z_1..Z_n are iid with P(Z_i = j) = sum_k p_k M[k][j] = m_j, and the count
    vector of n iid categorical(m) draws is multinomial(n, m). The estimator only sees the counts,
    so this has exactly the distribution of privatizing each X_i, at O(S) cost instead of O(n)."""
    n, runs = _positive_int(n, "n"), _positive_int(runs, "runs")
    _, _, _, M_inv, m = _setup(p, q)
    m_float = np.array([float(v) for v in m])
    counts = np.random.default_rng(seed).multinomial(n, m_float / m_float.sum(), size=runs)
    return (counts / n) @ np.array([[float(v) for v in row] for row in M_inv])


def estimator_covariance(p, q, n: int) -> list[list[Fraction]]:
    """Exact Cov(p_hat) = M^{-T} (diag(m) - m m^T) M^{-1} / n, from Cov(m_hat) of a multinomial."""
    n = _positive_int(n, "n")
    _, _, _, Mi, m = _setup(p, q)
    S = len(m)
    cov_m = [[(m[i] if i == j else 0) - m[i] * m[j] for j in range(S)] for i in range(S)]
    inner = [[sum(cov_m[i][k] * Mi[k][j] for k in range(S)) for j in range(S)] for i in range(S)]
    return [[sum(Mi[k][i] * inner[k][j] for k in range(S)) / n for j in range(S)] for i in range(S)]


def total_variance(p, q, n: int) -> Fraction:
    """sum_k Var(p_hat_k): the exact "spread" of the estimates in Figs 1-5."""
    cov = estimator_covariance(p, q, n)
    return sum((cov[k][k] for k in range(len(cov))), Fraction(0))


def empirical_mutual_information(p, q, z_counts) -> float:
    """Plug-in I(X;Z) = H(Z) - H(Z|X) in nats, for Fig 6's estimated points.

    H(Z|X) = -sum_x p_x sum_z M[x][z] log M[x][z] uses the given p (true p, or the sample mean of X
    as in the paper) and the known M(q); H(Z) uses the empirical marginal z_counts / n of Z, the
    only estimated part. Being a plug-in, it can dip slightly below 0 when I(X;Z) is near 0."""
    p, _, M, _, _ = _setup(p, q)
    counts = np.asarray(z_counts, dtype=float)
    if counts.shape != (len(p),) or (counts < 0).any() or counts.sum() <= 0:
        raise InvalidArgument(f"z_counts must be {len(p)} non-negative counts, not all 0")
    m_hat = counts / counts.sum()
    h_z = -sum(v * math.log(v) for v in m_hat if v > 0)
    h_z_given_x = -sum(float(p[x]) * float(w) * math.log(float(w)) for x in range(len(p)) for w in M[x] if w > 0)
    return h_z - h_z_given_x
