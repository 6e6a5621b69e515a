"""(eps, delta)-differential privacy of a kernel between adjacent inputs, exactly.

For inputs a, b the DP condition over all output sets U,
    sum_{j in U} Q[a][j] <= E * sum_{j in U} Q[b][j] + delta   for every U,
is equivalent to  sum_j (Q[a][j] - E Q[b][j])^+ <= delta  (take U = {j : Q[a][j] > E Q[b][j]}).
"""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from .kernels import Matrix


def chain_pairs(n: int) -> list[tuple[int, int]]:
    """Ordered adjacent pairs of counting-query inputs (0-based), |a - b| = 1."""
    return [p for i in range(n - 1) for p in ((i, i + 1), (i + 1, i))]


def hockey_stick(Q: Matrix, a: int, b: int, E: Fraction) -> Fraction:
    """max_U sum_{j in U} (Q[a][j] - E Q[b][j]) = sum_j (Q[a][j] - E Q[b][j])^+."""
    return sum((max(x - E * y, Fraction(0)) for x, y in zip(Q[a], Q[b])), Fraction(0))


def hockey_stick_by_subsets(Q: Matrix, a: int, b: int, E: Fraction) -> Fraction:
    """The same maximum by enumerating all 2^n output sets: the definition, for small n."""
    n = len(Q[a])
    best = Fraction(0)
    for size in range(1, n + 1):
        for subset in combinations(range(n), size):
            best = max(best, sum((Q[a][j] - E * Q[b][j] for j in subset), Fraction(0)))
    return best


def smallest_delta(Q: Matrix, E: Fraction, pairs) -> Fraction:
    """The least delta for which Q is (eps, delta)-DP at E = e^eps over the ordered input pairs `pairs` (0-based
    (a, b); list both orders, as `chain_pairs` does): the largest `hockey_stick` over them, 0 for no pairs.

    Exact (a Fraction) when Q and E are rational. The rows are not validated (use `kernels.validate_stochastic`
    first); an index outside Q raises IndexError."""
    return max((hockey_stick(Q, a, b, E) for a, b in pairs), default=Fraction(0))


def is_dp(Q: Matrix, E: Fraction, delta: Fraction, pairs) -> bool:
    """Whether Q is (eps, delta)-DP at E = e^eps between the ordered input pairs `pairs`: `smallest_delta` <= delta,
    decided exactly for rational Q, E and delta (no tolerance: a delta short by 10^-30 is a no)."""
    return smallest_delta(Q, E, pairs) <= delta
