"""Entropy and mutual information, at mpmath precision or as rigorous arb balls.

I(X;Z) for input distribution p and kernel Q is computed from its definition,
sum_{x,z} p_x Q[x][z] log(Q[x][z] / m_z) with m = p Q, in O(|X||Z|).
"""
from __future__ import annotations

from ..errors import InvalidArgument
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


def xyx_chain(K, P) -> list[list]:
    """The kernel X -> Y -> X of the joint law P(x) K(y|x), on the inputs P charges: A(x, x') =
    sum_y K(y|x) P(x') K(y|x') / (K o P)(y). It is stochastic and reversible for P, its eigenvalues are the
    squared singular values of P(x, y)/sqrt(P(x) P_Y(y)) in [0, 1]; the top one is 1 and the second is the
    squared maximal correlation rho_m^2(X; Y) (Renyi / Witsenhausen). Exact for rational input."""
    support = [x for x in range(len(P)) if P[x] != 0]
    outputs = range(len(K[0]))
    PY = [sum(P[x] * K[x][y] for x in support) for y in outputs]
    return [[sum(K[x][y] * P[x2] * K[x2][y] / PY[y] for y in outputs if PY[y] != 0) for x2 in support]
            for x in support]


def maximal_correlation_squared_two_point(K, P):
    """rho_m^2(X; Y) for a prior P charging exactly two inputs: the 2 x 2 chain A = xyx_chain(K, P) has
    eigenvalues 1 and trace(A) - 1, so rho_m^2 = trace(A) - 1 exactly."""
    A = xyx_chain(K, P)
    if len(A) != 2:
        raise InvalidArgument(f"maximal_correlation_squared_two_point: the prior charges {len(A)} inputs, not 2")
    return A[0][0] + A[1][1] - 1


def chi2_information(K, P):
    """I_chi2(X; Y) = chi^2(P_XY || P_X P_Y) = sum_{x, y} P(x) K(y|x)^2 / P_Y(y) - 1 (the sum of all but the top
    eigenvalue of xyx_chain), exact for rational input."""
    outputs = range(len(K[0]))
    PY = [sum(P[x] * K[x][y] for x in range(len(P))) for y in outputs]
    return sum(P[x] * K[x][y] ** 2 / PY[y] for x in range(len(P)) for y in outputs if PY[y] != 0) - 1
