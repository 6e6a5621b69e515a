"""Staircase mechanisms for eps-LDP (paper 004): patterns, the binary, randomized-response and
(truncated) geometric mechanisms, and the column utilities mu of the pattern LP (11).

A staircase column is proportional to a pattern: a vector in {1, E}^k, E = e^eps. There are 2^k
patterns, indexed here by the bit mask of the inputs that get E (bit x set <=> entry x is E).
"""
from __future__ import annotations

from fractions import Fraction

from ..errors import InvalidArgument


def check_k_E(k: int, E) -> None:
    """The staircase domain check: k an int >= 2 (the number of inputs; a bool is refused) and E = e^eps >= 1.
    Returns nothing; raises InvalidArgument naming the value otherwise."""
    if isinstance(k, bool) or not isinstance(k, int) or k < 2:
        raise InvalidArgument(f"staircase: the input alphabet needs k >= 2 symbols, got {k!r}")
    if E < 1:
        raise InvalidArgument(f"staircase: e^eps must be >= 1 (eps >= 0), got E = {E}")


def check_priors(P0, P1) -> tuple[list, list]:
    """The two priors of the utilities (`tv_utility`, `kl_utility`) as lists of exact Fractions (floats at their
    exact binary value), checked: the same k >= 2 inputs, every entry > 0 and each summing to exactly 1, else
    InvalidArgument. An entry that is not a number raises Fraction's TypeError or ValueError."""
    P0, P1 = [Fraction(v) for v in P0], [Fraction(v) for v in P1]
    if len(P0) != len(P1) or len(P0) < 2:
        raise InvalidArgument("staircase: P0 and P1 must be distributions on the same k >= 2 inputs")
    for name, P in (("P0", P0), ("P1", P1)):
        if any(v <= 0 for v in P) or sum(P) != 1:
            raise InvalidArgument(f"staircase: {name} must be a positive distribution (the paper's priors), got {P}")
    return P0, P1


def pattern(mask: int, k: int, E) -> list:
    """Column `mask` of S^(k): E on the inputs in the mask, 1 elsewhere."""
    return [E if mask >> x & 1 else E ** 0 for x in range(k)]


def pattern_matrix(k: int, E) -> list[list]:
    """S^(k) as a list of its 2^k columns, in mask order."""
    check_k_E(k, E)
    return [pattern(mask, k, E) for mask in range(2 ** k)]


def mechanism_from_patterns(k: int, E, theta: dict[int, Fraction]) -> list[list]:
    """Q = S^(k) diag(theta), keeping only the patterns with theta > 0 (one output each)."""
    used = [mask for mask in sorted(theta) if theta[mask] > 0]
    return [[pattern(mask, k, E)[x] * theta[mask] for mask in used] for x in range(k)]


def binary_mechanism(P0, P1, E) -> list[list]:
    """Two outputs: Q(0|x) = E/(1+E) on T = {x : P0(x) >= P1(x)}, 1/(1+E) elsewhere."""
    P0, P1 = check_priors(P0, P1)
    check_k_E(len(P0), E)
    return [[E / (1 + E), 1 / (1 + E)] if p0 >= p1 else [1 / (1 + E), E / (1 + E)] for p0, p1 in zip(P0, P1)]


def geometric_mechanism(k: int, alpha) -> list[list]:
    """Inputs 1..k, Z-valued output Q(y|x) = (1-a)/(1+a) a^|y-x| truncated to [1, k] (the tails folded
    onto the ends), a = e^(-eps/(k-1)) in (0, 1]; it is exactly eps-LDP. alpha = a is given directly so
    that rational a keeps everything exact."""
    if not 0 < alpha <= 1:
        raise InvalidArgument(f"geometric mechanism: a = e^(-eps/(k-1)) must lie in (0, 1], got {alpha}")
    if k < 2:
        raise InvalidArgument(f"geometric mechanism needs k >= 2, got {k}")
    if alpha == 1:
        return [[Fraction(1, k)] * k for _ in range(k)]
    rows = []
    for x in range(1, k + 1):
        row = [(1 - alpha) / (1 + alpha) * alpha ** abs(y - x) for y in range(1, k + 1)]
        row[0] = alpha ** (x - 1) / (1 + alpha)            # P(Y <= 1): the geometric tail summed
        row[-1] = alpha ** (k - x) / (1 + alpha)           # P(Y >= k)
        rows.append(row)
    return rows


def tv_utility(P0, P1):
    """mu(Q_y) = |P0^T Q_y - P1^T Q_y| / 2: sum_y mu(Q_y) is TV(M0, M1) (f(t) = |t - 1|/2)."""
    return lambda column: abs(sum((a - b) * q for a, b, q in zip(P0, P1, column))) / 2


def kl_utility(P0, P1, log):
    """mu(Q_y) = (P0^T Q_y) log(P0^T Q_y / P1^T Q_y): sum_y mu(Q_y) is D(M0 || M1) (f(t) = t log t)."""
    def mu(column):
        m0 = sum(a * q for a, q in zip(P0, column))
        m1 = sum(b * q for b, q in zip(P1, column))
        return m0 * log(m0 / m1)
    return mu


# Geng and Viswanath's staircase noise (arXiv:1212.1186, "The optimal noise-adding mechanism in differential
# privacy"): the output is the query value plus noise, Q(y|x) = noise(y - x), and neighbouring databases move
# the query value by at most the sensitivity Delta. b = e^-eps.

def _check_noise(Delta, b) -> None:
    if not Delta > 0:
        raise InvalidArgument(f"staircase noise: the sensitivity Delta must be > 0, got {Delta}")
    if not 0 < b < 1:
        raise InvalidArgument(f"staircase noise: b = e^-eps must lie in (0, 1), got {b}")


def staircase_noise_pmf(i: int, Delta: int, r: int, b) -> Fraction:
    """Geng-Viswanath's optimal noise for an integer query of sensitivity Delta (their discrete setting),
    P(i) = a for 0 <= |i| < r, b a for r <= |i| < Delta, and P(i + Delta) = b P(i) for i >= 0, symmetric;
    a = (1 - b)/(2r + 2b(Delta - r) - (1 - b)), 1 <= r <= Delta. Delta = r = 1 is the geometric mechanism."""
    _check_noise(Delta, b)
    if not 1 <= r <= Delta:
        raise InvalidArgument(f"staircase noise: need 1 <= r <= Delta, got r = {r}, Delta = {Delta}")
    a = (1 - b) / (2 * r + 2 * b * (Delta - r) - (1 - b))
    period, offset = divmod(abs(i), Delta)
    return a * b ** period * (1 if offset < r else b)


def staircase_noise_pieces(Delta, gamma, b, periods: int) -> list[tuple[Fraction, Fraction, Fraction]]:
    """Geng-Viswanath's optimal noise density for a real query of sensitivity Delta, as its constant pieces
    (left, right, value) on (-periods Delta, periods Delta): f = a on |t| < gamma Delta, b a on gamma Delta <=
    |t| < Delta, f(t + Delta) = b f(t) for t >= 0, symmetric; a = (1 - b)/(2 Delta (gamma + b(1 - gamma))),
    gamma in [0, 1]. Empty pieces (gamma = 0 or 1) are left out."""
    _check_noise(Delta, b)
    Delta, gamma, b = Fraction(Delta), Fraction(gamma), Fraction(b)
    if not 0 <= gamma <= 1:
        raise InvalidArgument(f"staircase noise: gamma must lie in [0, 1], got {gamma}")
    a = (1 - b) / (2 * Delta * (gamma + b * (1 - gamma)))
    right = []
    for k in range(periods):
        start, split = k * Delta, (k + gamma) * Delta
        right += [(start, split, a * b ** k), (split, start + Delta, a * b ** (k + 1))]
    right = [piece for piece in right if piece[0] < piece[1]]
    return [(-hi, -lo, v) for lo, hi, v in reversed(right)] + right


def piecewise_shift_ratios(pieces, Delta) -> set:
    """The values f(t)/f(t + d), 0 < |d| <= Delta, that a piecewise-constant density f takes on a set of t of
    positive measure (the ratios an eps-DP check of Q(y|x) = f(y - x) sees for neighbours |x - x'| <= Delta):
    pieces I, J meet at some shift d in [-Delta, Delta] on an interval of t iff the open range of J - I,
    (lo_J - hi_I, hi_J - lo_I), meets [-Delta, Delta]."""
    return {fi / fj for lo_i, hi_i, fi in pieces for lo_j, hi_j, fj in pieces
            if lo_j - hi_i < Delta and hi_j - lo_i > -Delta}
