"""The exact probability of the coin each library flips, from the float it compares with.

Python's `random.random()`, NumPy's `RandomState.random_sample` and Numba's `np.random.random` all
return k / 2^53 for k uniform on 0 .. 2^53 - 1, so `u < p` and `u <= p` have rational
probabilities that can be counted exactly instead of being taken as the real number p.
"""
from __future__ import annotations

import math
from fractions import Fraction

UNIFORM_BITS = 53
STEPS = 2 ** UNIFORM_BITS


def below(p: float) -> Fraction:
    """P(u < p) for u = k / 2^53: the number of k with k < p * 2^53."""
    return Fraction(min(STEPS, max(0, math.ceil(Fraction(p) * STEPS))), STEPS)


def at_most(p: float) -> Fraction:
    """P(u <= p) for u = k / 2^53."""
    return Fraction(min(STEPS, max(0, math.floor(Fraction(p) * STEPS) + 1)), STEPS)


def first_step_above(scale: float, threshold: float) -> int:
    """The least k with float(k / 2^53 * scale) > threshold (STEPS if none).

    Float multiplication by a positive constant is monotone, so a binary search over k counts
    exactly the uniforms for which a library's rounded product crosses its threshold.
    """
    lo, hi = 0, STEPS
    while lo < hi:
        mid = (lo + hi) // 2
        if (mid / STEPS) * scale > threshold:
            hi = mid
        else:
            lo = mid + 1
    return lo
