"""Entropy and mutual information, at mpmath precision or as rigorous arb balls.

I(X;Z) for input distribution p and kernel Q is computed from its definition,
sum_{x,z} p_x Q[x][z] log(Q[x][z] / m_z) with m = p Q, in O(|X||Z|).
"""
from __future__ import annotations

from ..lazy import lazy

mpmath = lazy("mpmath")


def mutual_information(p, Q, log=None):
    """Definition of I(X;Z); `log` (default mpmath's) may be arb's log for a rigorous ball (then pass arb entries)."""
    log = log or mpmath.log
    m = [sum(p[x] * Q[x][z] for x in range(len(p))) for z in range(len(Q[0]))]
    total = 0
    for x in range(len(p)):
        for z in range(len(Q[0])):
            joint = p[x] * Q[x][z]
            if joint != 0:
                total += joint * log(Q[x][z] / m[z])
    return total
