"""Binary randomised response, exactly: the mechanism of truth probabilities (p, q), its (eps, delta)-DP test by
the definition, the feasible region's vertices, and the variance of the paper's estimator of pi.

Notation (as recalled from the paper): each respondent holds X in {0, 1}, Pr[X = 1] = pi; the mechanism reports
the truth with probability p when X = 0 and q when X = 1, so Pr[Y = 1] = lam = pi q + (1 - pi)(1 - p). From n
reports with sample mean lam_hat, pi_hat = (lam_hat - (1 - p))/(p + q - 1) (p + q != 1). E = e^eps.
"""
from fractions import Fraction

from workbench.mechanisms.dp import hockey_stick_by_subsets


def matrix(p, q) -> list:
    """Rows X = 0, 1; columns Y = 0, 1."""
    return [[Fraction(p), 1 - Fraction(p)], [1 - Fraction(q), Fraction(q)]]


def delta_of(p, q, E) -> Fraction:
    """The smallest delta for which (p, q) is (eps, delta)-DP, by the definition: every output set U, both orders."""
    Q = matrix(p, q)
    return max(hockey_stick_by_subsets(Q, 0, 1, E), hockey_stick_by_subsets(Q, 1, 0, E))


def linear_constraints(p, q, E, delta) -> list:
    """The paper's four linear inequalities (as recalled): one per output and ordered pair of inputs."""
    return [p <= E * (1 - q) + delta, q <= E * (1 - p) + delta, 1 - p <= E * q + delta, 1 - q <= E * p + delta]


def p_star(E, delta=Fraction(0)) -> Fraction:
    """The optimal truth probability (e^eps + delta)/(e^eps + 1); Warner's e^eps/(e^eps + 1) at delta = 0."""
    return (E + delta) / (E + 1)


def corners(E, delta) -> list:
    """The eight corners of the feasible region, counter-clockwise, some equal when delta is 0 or 1 (always 8, so
    that 8 weights always give a convex combination of them)."""
    hi, lo = p_star(E, delta), (1 - delta) / (E + 1)
    return [(lo, lo), (1 - delta, Fraction(0)), (Fraction(1), Fraction(0)), (Fraction(1), delta), (hi, hi),
            (delta, Fraction(1)), (Fraction(0), Fraction(1)), (Fraction(0), 1 - delta)]


def vertices(E, delta) -> list:
    """The feasible region's vertices, counter-clockwise, repeated points dropped (8 when 0 < delta < 1,
    4 at delta = 0: (0, 1), (p*, p*), (1, 0), (p_, p_) with p_ = (1 - delta)/(E + 1))."""
    out = []
    for v in corners(E, delta):
        if not out or out[-1] != v:
            out.append(v)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def in_polygon(point, polygon) -> bool:
    """Inside or on a convex counter-clockwise polygon (every edge's cross product >= 0), exactly."""
    x, y = point
    n = len(polygon)
    for i in range(n):
        (ax, ay), (bx, by) = polygon[i], polygon[(i + 1) % n]
        if (bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0:
            return False
    return True


def combination(weights, points) -> tuple:
    """The convex combination sum_i w_i points_i (a point of the region when the points are its vertices)."""
    assert len(weights) == len(points), "one weight per point"
    return (sum(w * v[0] for w, v in zip(weights, points)), sum(w * v[1] for w, v in zip(weights, points)))


def lam(p, q, pi) -> Fraction:
    """Pr[Y = 1] = pi q + (1 - pi)(1 - p)."""
    return pi * q + (1 - pi) * (1 - p)


def variance(p, q, pi, n=1) -> Fraction:
    """The closed form Var pi_hat = lam (1 - lam)/(n (p + q - 1)^2) (p + q != 1)."""
    l = lam(p, q, pi)
    return l * (1 - l) / (n * (p + q - 1) ** 2)


def worst_variance(p, q, n=1) -> Fraction:
    """max over pi in [0, 1] of the variance: lam runs over the segment between 1 - p and q, and lam (1 - lam)
    is largest at the point of that segment nearest 1/2."""
    a, b = sorted((1 - p, q))
    half = Fraction(1, 2)
    nearest = half if a <= half <= b else (a if abs(a - half) < abs(b - half) else b)
    return nearest * (1 - nearest) / (n * (p + q - 1) ** 2)


def estimator_moments(p, q, pi, n) -> tuple:
    """Mean and variance of pi_hat from the exact binomial law of the number of 1s among n reports."""
    from math import comb
    l = lam(p, q, pi)
    law = [(comb(n, s) * l ** s * (1 - l) ** (n - s), (Fraction(s, n) - (1 - p)) / (p + q - 1)) for s in range(n + 1)]
    mean = sum(w * v for w, v in law)
    return mean, sum(w * (v - mean) ** 2 for w, v in law)
