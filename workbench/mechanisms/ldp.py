"""Local differential privacy of a finite kernel Q[x][y], exactly.

Q is eps-LDP iff Q[x][y] <= e^eps Q[x'][y] for all x, x', y. For rational Q the tightest level
is reported as the rational E = e^eps = max ratio, with the witness (x, x', y); a zero
opposite a positive entry makes it infinite, and that zero is the witness.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..errors import InvalidArgument
from .integer_kernel import IntegerKernel
from .kernels import Matrix


@dataclass(frozen=True)
class LDPLevel:
    """The tightest LDP level of a kernel (`ldp_level`): E = e^eps exactly, with the entries that attain it."""
    E: Fraction | None
    """e^eps, the largest ratio Q[x][y] / Q[x'][y]; None when no finite eps works (a zero opposite a positive entry)."""
    witness: tuple[int, int, int]
    """(x, x', y), 0-based: Q[x][y] / Q[x'][y] is the largest ratio, or Q[x'][y] is the zero that makes it infinite."""

    @property
    def finite(self) -> bool:
        """Whether some finite eps works (E is not None)."""
        return self.E is not None


def ldp_level(Q) -> LDPLevel:
    """The tightest E = max_y max_x Q[x][y] / min_x Q[x][y], in O(n m): exact column extremes of the
    integer form (first row, first column on ties), then one exact ratio per column."""
    K = IntegerKernel.from_rows(Q)
    if not K.nonnegative:
        return _ldp_level_by_fractions(K.rows())
    high, low = K.column_extremes()
    num, den = K.num, K.den
    for y in range(K.m):
        if num[low[y]][y] == 0 and num[high[y]][y] > 0:
            return LDPLevel(None, (high[y], low[y], y))
    best, witness = Fraction(1), (0, 0, 0)
    for y in range(K.m):
        hi, lo = high[y], low[y]
        if num[lo][y] == 0:
            continue
        ratio = Fraction(num[hi][y] * den[lo], num[lo][y] * den[hi])
        if ratio > best:
            best, witness = ratio, (hi, lo, y)
    return LDPLevel(best, witness)


def _ldp_level_by_fractions(Q: Matrix) -> LDPLevel:
    """The definition column by column in Fractions (for matrices with negative entries)."""
    best, witness = Fraction(1), (0, 0, 0)
    for y in range(len(Q[0])):
        column = [row[y] for row in Q]
        high = max(range(len(column)), key=column.__getitem__)
        low = min(range(len(column)), key=column.__getitem__)
        if column[low] == 0:
            if column[high] > 0:
                return LDPLevel(None, (high, low, y))
            continue
        ratio = column[high] / column[low]
        if ratio > best:
            best, witness = ratio, (high, low, y)
    return LDPLevel(best, witness)


def is_ldp(Q: Matrix, E: Fraction) -> bool:
    """Whether Q is eps-LDP at E = e^eps: its `ldp_level` is finite and at most E, decided exactly (no tolerance).
    Q is rows of numbers (Fractions, ints; floats at their exact binary value); InvalidArgument when they are not
    numbers or not rectangular. Rows are not checked to be distributions."""
    level = ldp_level(Q)
    return level.finite and level.E <= E


def ldp_polytope(k: int, ell: int, E: Fraction) -> list[tuple[list[Fraction], Fraction]]:
    """D_{eps,ell}: the k x ell eps-LDP mechanisms as rows (a, b) meaning a.q <= b over the entries
    q[x * ell + y] = Q(y|x): each row of Q sums to 1 (two rows each), Q >= 0, and Q(y|x) <= E Q(y|x')."""
    E = Fraction(E)
    if k < 1 or ell < 1 or E < 1:
        raise InvalidArgument(f"ldp_polytope: need k, ell >= 1 and E = e^eps >= 1, got k={k}, ell={ell}, E={E}")
    n, rows = k * ell, []

    def row(terms, b):
        a = [Fraction(0)] * n
        for index, value in terms:
            a[index] += value
        rows.append((a, Fraction(b)))
    for x in range(k):
        row([(x * ell + y, 1) for y in range(ell)], 1)
        row([(x * ell + y, -1) for y in range(ell)], -1)
        for y in range(ell):
            row([(x * ell + y, -1)], 0)
            for x2 in range(k):
                if x2 != x:
                    row([(x * ell + y, 1), (x2 * ell + y, -E)], 0)
    return rows


def used_outputs(Q) -> int:
    """The number of outputs a mechanism Q[x][y] can produce (columns that are not all zero)."""
    return sum(1 for y in range(len(Q[0])) if any(row[y] for row in Q))
