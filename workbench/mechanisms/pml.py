"""Pointwise maximal leakage (PML) of a finite kernel K[x][y] (paper 002), exactly.

For a prior P with full support, the leakage to outcome y is l(X -> y) = log max_x K(y|x) / (K o P)(y)
((10)); we return the ratio itself (e^l), rational when K and P are. Over the priors
Q_X(c) = {P : min_x P(x) >= c}, the denominator is smallest at an extreme point c + (1 - Nc) e_x, so
    C(K, Q_X(c)) = log max_y max_x K(y|x) / (c sum_x K(y|x) + (1 - Nc) min_x K(y|x))      ((73));
c = 0 is the whole simplex, where this is the LDP level.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..lazy import lazy

np = lazy("numpy")

from ..errors import InvalidArgument
from .integer_kernel import RELATIVE_SLACK, IntegerKernel
from .kernels import Matrix, dot, validate_stochastic


def _exact(value, name: str) -> Fraction:
    try:
        return Fraction(value)
    except (TypeError, ValueError, OverflowError):
        raise InvalidArgument(f"PML: {name} must be a finite number, got {value!r}") from None


def check_c(c, N: int) -> Fraction:
    """c must lie in (0, 1/N]."""
    c = _exact(c, "c")
    if not 0 < c <= Fraction(1, N):
        raise InvalidArgument(f"PML: c must lie in (0, 1/N] = (0, 1/{N}], got c = {c}")
    return c


def push(K: Matrix, P) -> list:
    """(K o P)(y) = sum_x P(x) K(y|x)."""
    return [dot(P, [row[y] for row in K]) for y in range(len(K[0]))]


def outcome_leakage_ratio(K: Matrix, P, y: int):
    """e^{l(X -> y)} by (10); P must have full support (PML is defined for it)."""
    if any(p <= 0 for p in P):
        raise InvalidArgument("PML (10) needs a prior with full support")
    return max(row[y] for row in K) / push(K, P)[y]


@dataclass(frozen=True)
class PMLLevel:
    """The exact (eps, c)-PML level of a kernel (`pml_level`), with the outcome and the prior that attain it."""
    E: Fraction | None
    """e^C(K, Q_X(c)) by (73); None when infinite (c = 0 and a zero in a used column)."""
    output: int
    """The outcome y (0-based column) that attains it."""
    prior: list
    """An extreme prior of Q_X(c) that attains it: c + (1 - Nc) e_x, x the row of the column's smallest entry."""


def pml_level(K, c) -> PMLLevel:
    """The exact (eps, c)-PML level of K, with the outcome and prior that attain it: (73) in O(N m) from
    exact column extremes; floats only shortlist the columns whose exact ratio is computed."""
    if isinstance(K, IntegerKernel):
        K.check_stochastic()
    else:
        K = IntegerKernel.from_rows(validate_stochastic(K))
    N, c = K.n, _exact(c, "c")
    if not 0 <= c <= Fraction(1, N):
        raise InvalidArgument(f"PML: c must lie in [0, 1/N] = [0, 1/{N}], got c = {c}")
    weight = 1 - N * c
    high, low = K.column_extremes()
    used = [y for y in range(K.m) if K.num[high[y]][y] > 0]
    if c == 0:
        for y in used:
            if K.num[low[y]][y] == 0:
                return PMLLevel(None, y, [Fraction(x == low[y]) for x in range(N)])
    shortlist = used if K.common or K.floats is None else _pml_shortlist(K, c, weight, high, low, used)
    sums = K.column_sums() if K.common else None
    best = None
    for y in shortlist:
        total = sums[y] if sums else K.column_sum(y)
        ratio = K.entry(high[y], y) / (c * total + weight * K.entry(low[y], y))
        if best is None or ratio > best[0]:
            best = (ratio, y, low[y])
    ratio, y, low = best
    return PMLLevel(ratio, y, [c + weight * (x == low) for x in range(N)])


def _pml_shortlist(K: IntegerKernel, c: Fraction, weight: Fraction, high, low, used) -> list[int]:
    """The used columns whose float ratio (73) is within float error of the float maximum: all terms are
    nonnegative, so each ratio is within (N + 16) u of its exact value (u = 2^-53; entries 3u, the
    column sum N u more, c, 1 - Nc, products and the division a few u)."""
    F = K.floats
    columns = np.array(used)
    top = F[np.array(high)[columns], columns]
    bottom = float(c) * F.sum(axis=0)[columns] + float(weight) * F[np.array(low)[columns], columns]
    ratios = top / bottom
    error = (K.n + 16) * 2.0 ** -53
    keep = ratios >= ratios.max() * (1 - error) / (1 + error) * (1 - RELATIVE_SLACK)
    return columns[keep].tolist()


def check_E(E) -> Fraction:
    """E = e^eps as an exact Fraction (ints, Fractions, `p/q` text; floats at their exact binary value), checked to
    be >= 1 (eps >= 0): InvalidArgument naming E otherwise, or when it is not a finite number."""
    E = _exact(E, "E = e^eps")
    if E < 1:
        raise InvalidArgument(f"PML: e^eps must be >= 1 (eps >= 0), got E = {E}")
    return E


def satisfies_pml(K: Matrix, E, c) -> bool:
    """K in M(eps, c) with E = e^eps."""
    E, c = check_E(E), check_c(c, len(K))
    level = pml_level(K, c)
    return level.E is not None and level.E <= E


def lemma4_system(K: Matrix, E, c) -> bool:
    """Lemma 4's linear inequalities: K(y|x) <= E (c sum_w K(y|w) + (1 - Nc) K(y|z)) for all y, x, z."""
    N = len(K)
    return all(K[x][y] <= E * (c * sum(row[y] for row in K) + (1 - N * c) * K[z][y])
               for y in range(len(K[0])) for x in range(N) for z in range(N))


def eta_tv(K) -> Fraction:
    """Dobrushin's coefficient (8): max over input pairs of the TV distance between rows."""
    return eta_tv_witness(K)[0]


def eta_tv_witness(K, budget: float = float("inf"), progress=None) -> tuple[Fraction, tuple[int, int]]:
    """eta_TV with the first row pair (x, x') attaining it, exact; O(N^2 m) vectorised (see
    IntegerKernel.max_row_distance; TooCostly when ties would cost more than `budget` to confirm)."""
    distance, pair = IntegerKernel.from_rows(K).max_row_distance(budget, progress)
    return distance / 2, pair


def total_variation(P, Q):
    """TV(P, Q) = sum |p - q| / 2 between two distributions on the same outcomes: exact for rational input, and
    works for any numbers with abs (arb balls, SymPy). Lengths are not checked (zip stops at the shorter)."""
    return sum(abs(p - q) for p, q in zip(P, Q)) / 2


def chi_square(P, Q):
    """sum (p - q)^2 / q, exact for rational input (Q must have full support)."""
    return sum((p - q) ** 2 / q for p, q in zip(P, Q))


def kl_divergence(P, Q, log):
    """sum p log(p / q) with a supplied log (e.g. arb's), 0 log 0 = 0. (`p == 0`, not `if p`:
    an arb ball is truthy even when it is exactly 0.)"""
    return sum(p * log(p / q) for p, q in zip(P, Q) if not p == 0)


def squared_hellinger(P, Q, sqrt):
    """sum (sqrt p - sqrt q)^2 with a supplied sqrt (squared by a product: arb's power of a ball
    around 0 goes through a log and would give nan)."""
    return sum((sqrt(p) - sqrt(q)) * (sqrt(p) - sqrt(q)) for p, q in zip(P, Q))


def xi_bound(E, c, N: int):
    """Xi(eps, c) = min{(e^eps - 1)/(e^eps (1 - Nc) + 1), 1} of Thm. 1."""
    E, c = check_E(E), check_c(c, N)
    return min((E - 1) / (E * (1 - N * c) + 1), 1)
