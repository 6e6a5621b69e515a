"""Named mechanisms shared across papers: randomized response and the counting-query P*."""
from __future__ import annotations

from fractions import Fraction

from ..errors import InvalidArgument
from .kernels import Matrix


def randomized_response(k: int, E: Fraction) -> Matrix:
    """Warner / k-RR: keep the input with prob. E/(k-1+E), else move uniformly."""
    if k < 2:
        raise InvalidArgument(f"randomized response needs k >= 2, got {k}")
    keep = E / (k - 1 + E)
    move = (1 - keep) / (k - 1)
    return [[keep if i == j else move for j in range(k)] for i in range(k)]


def cyclic_distance(M: int, i: int, j: int) -> int:
    """d_M(i, j) = min(|i - j|, M - |i - j|)."""
    return min(abs(i - j), M - abs(i - j))


def alpha_by_sum(M: int, E: Fraction) -> Fraction:
    """alpha_M(eps) = 1 / sum_j e^{-eps d_M(i, j)}, from its definition (any row i)."""
    return 1 / sum((Fraction(1) / E ** cyclic_distance(M, 0, j) for j in range(M)), Fraction(0))


def counting_optimal_mechanism(M: int, E: Fraction, delta: Fraction) -> Matrix:
    """P* = delta I + (1 - delta) alpha_M [e^{-eps d_M(i, j)}]  (paper 001, (10))."""
    if M < 2:
        raise InvalidArgument(f"M must be >= 2, got {M}")
    alpha = alpha_by_sum(M, E)
    return [[(delta if i == j else 0) + (1 - delta) * alpha / E ** cyclic_distance(M, i, j)
             for j in range(M)] for i in range(M)]
