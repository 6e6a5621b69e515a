"""A kernel held as integers, Q[x][y] = num[x][y] / den[x], so that large kernels are decided exactly.

Column extremes, column sums and row distances are what the LDP level, the PML level (73) and
Dobrushin's eta_TV need. With one denominator for every row they are integer operations (numpy int64
when they fit, Python integers otherwise). With several denominators, float64 copies of the entries
find the candidates and integer cross-multiplication decides: a float never decides alone.

Float error bound (why `RELATIVE_SLACK` is safe): each float entry is num/den with both converted
correctly rounded and one division, so it is within 3u of the exact value (u = 2^-53) as long as it
lies in the normal range, which `floats` checks. A sum of at most 10^6 such nonnegative terms is
within (10^6 + 4) u < 1.2e-10 relatively; so comparing with a relative slack of 1e-9 keeps every
entry or column that may be the exact extreme.
"""
from __future__ import annotations

import math
from fractions import Fraction
from functools import cached_property

from ..lazy import lazy

np = lazy("numpy")

from ..errors import InvalidArgument

RELATIVE_SLACK = 1e-9
"""The relative slack of every float shortlist (1e-9 against a float error below 1.2e-10, as the module says):
an entry or column within it of the float extreme stays a candidate, and exact integers decide among them."""
_INT64_SAFE = 2 ** 62
_FLOAT_SAFE_BITS = 1000          # nums and dens below 2^1000 convert to finite floats
_SMALLEST_NORMAL = 2.0 ** -1000  # positive entries above this stay in the normal float range
SHARED_DENOMINATOR_BITS = 512
"""`IntegerKernel.from_rows` puts every row over one denominator (the all-integer path) when the lcm of the rows'
denominators has at most this many bits; otherwise each row keeps its own and floats shortlist the candidates."""
_SMALL = 1024                    # entries up to which plain Python beats numpy


class TooCostly(Exception):
    """A computation would exceed its work budget; the message says why and how much."""


class IntegerKernel:
    """Rows of integer numerators over one positive integer denominator per row."""

    def __init__(self, num: list[list[int]], den: list[int]):
        if not num or not num[0] or any(len(row) != len(num[0]) for row in num) or len(den) != len(num):
            raise InvalidArgument("kernel: must be a non-empty rectangular matrix")
        if any(d <= 0 for d in den):
            raise InvalidArgument("kernel: denominators must be positive")
        self.num, self.den = num, den
        self.n, self.m = len(num), len(num[0])

    @classmethod
    def from_rows(cls, rows, name: str = "kernel") -> "IntegerKernel":
        """From rows of exact numbers (Fractions, ints; floats at their exact binary value)."""
        if isinstance(rows, IntegerKernel):
            return rows
        try:
            matrix = [[v if type(v) is Fraction else Fraction(v) for v in row] for row in rows]
        except (TypeError, ValueError) as exc:
            raise InvalidArgument(f"{name}: entries must be numbers ({exc})") from None
        if not matrix or not matrix[0] or any(len(row) != len(matrix[0]) for row in matrix):
            raise InvalidArgument(f"{name}: must be a non-empty rectangular matrix")
        den = [math.lcm(*(v.denominator for v in row)) for row in matrix]
        shared = math.lcm(*set(den))
        if shared.bit_length() <= SHARED_DENOMINATOR_BITS:   # one denominator: the all-integer path
            den = [shared] * len(matrix)
        return cls([[v.numerator * (d // v.denominator) for v in row] for row, d in zip(matrix, den)], den)

    # --- exact access -------------------------------------------------------------------------------
    def entry(self, x: int, y: int) -> Fraction:
        """Q[x][y] (0-based) as an exact Fraction, num[x][y] / den[x]."""
        return Fraction(self.num[x][y], self.den[x])

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, x: int) -> list[Fraction]:
        d = self.den[x]
        return [Fraction(v, d) for v in self.num[x]]

    def __iter__(self):
        return (self[x] for x in range(self.n))

    def rows(self) -> list[list[Fraction]]:
        """The kernel as rows of exact Fractions (a `kernels.Matrix`)."""
        return list(self)

    def check_stochastic(self, name: str = "kernel") -> None:
        """Entries in [0, 1] and every row summing to exactly 1 (the messages of validate_stochastic)."""
        for i, (row, d) in enumerate(zip(self.num, self.den), 1):
            if min(row) < 0 or max(row) > d:
                j = next(j for j, v in enumerate(row) if not 0 <= v <= d)
                raise InvalidArgument(f"{name}: entry ({i},{j + 1}) = {Fraction(row[j], d)} is outside [0, 1]")
            if sum(row) != d:
                raise InvalidArgument(f"{name}: row {i} sums to {Fraction(sum(row), d)}, not 1")

    @cached_property
    def common(self) -> bool:
        """One denominator for all rows: entries compare as their numerators."""
        return len(set(self.den)) == 1

    @cached_property
    def nonnegative(self) -> bool:
        """Whether every entry is >= 0 (computed once)."""
        return all(min(row) >= 0 for row in self.num)

    @cached_property
    def numerators(self) -> np.ndarray:
        """The numerators as an int64 array when they (and row differences) fit, else Python ints."""
        big = max(max(max(row), -min(row)) for row in self.num)
        return np.array(self.num, dtype=np.int64 if big < _INT64_SAFE // 2 else object)

    @cached_property
    def floats(self) -> np.ndarray | None:
        """float64 entries within 3u of the exact ones, or None (negative, huge or subnormal entries)."""
        if not self.nonnegative or max(self.den).bit_length() > _FLOAT_SAFE_BITS or \
                max(max(row) for row in self.num).bit_length() > _FLOAT_SAFE_BITS:
            return None
        values = np.array(self.num, dtype=np.float64) / np.array(self.den, dtype=np.float64)[:, None]
        positive = values[values > 0]
        if positive.size and positive.min() < _SMALLEST_NORMAL:
            return None
        return values

    # --- exact comparisons --------------------------------------------------------------------------
    def less(self, a: int, b: int, y: int) -> bool:
        """Q[a][y] < Q[b][y], by cross-multiplication."""
        return self.num[a][y] * self.den[b] < self.num[b][y] * self.den[a]

    def column_extremes(self) -> tuple[list[int], list[int]]:
        """For every column, the first row of its maximum and the first row of its minimum (exact)."""
        if self.n * self.m <= _SMALL:
            return self._extremes_in_python()
        if self.common:
            A = self.numerators
            return np.argmax(A, axis=0).tolist(), np.argmin(A, axis=0).tolist()
        F = self.floats
        if F is None:
            return self._extremes_by_fractions()
        return self._resolve(F, F.max(axis=0), True), self._resolve(F, F.min(axis=0), False)

    def _resolve(self, F, extreme, highest: bool) -> list[int]:
        """Exact first arg-extreme per column among the rows within float error of the float extreme."""
        pick = (np.argmax(F, axis=0) if highest else np.argmin(F, axis=0)).tolist()
        if highest:
            near = F >= (extreme * (1 - RELATIVE_SLACK))[None, :]
        else:
            near = F <= (extreme * (1 + RELATIVE_SLACK))[None, :]   # a float 0 is an exact 0 here
        counts = near.sum(axis=0)
        for y in np.nonzero(counts > 1)[0].tolist():
            if extreme[y] == 0:
                continue                                          # exact zeros; argmin/argmax is the first
            rows = np.nonzero(near[:, y])[0].tolist()
            best = rows[0]
            for x in rows[1:]:
                if (self.less(best, x, y) if highest else self.less(x, best, y)):
                    best = x
            pick[y] = best
        return pick

    def _extremes_in_python(self) -> tuple[list[int], list[int]]:
        """Small kernels: plain integer comparisons are faster than building arrays."""
        high, low = [], []
        for y in range(self.m):
            if self.common:
                column = [row[y] for row in self.num]
                high.append(column.index(max(column)))
                low.append(column.index(min(column)))
                continue
            hi = lo = 0
            for x in range(1, self.n):
                if self.less(hi, x, y):
                    hi = x
                if self.less(x, lo, y):
                    lo = x
            high.append(hi)
            low.append(lo)
        return high, low

    def _extremes_by_fractions(self) -> tuple[list[int], list[int]]:
        high, low = [], []
        for y in range(self.m):
            column = [self.entry(x, y) for x in range(self.n)]
            high.append(max(range(self.n), key=column.__getitem__))
            low.append(min(range(self.n), key=column.__getitem__))
        return high, low

    def column_sum(self, y: int) -> Fraction:
        """sum_x Q[x][y], exact (pairwise, so that denominators grow in a balanced tree)."""
        if self.common:
            return Fraction(sum(row[y] for row in self.num), self.den[0])
        terms = [Fraction(row[y], d) for row, d in zip(self.num, self.den)]
        while len(terms) > 1:
            terms = [sum(terms[i:i + 2]) for i in range(0, len(terms), 2)]
        return terms[0]

    def column_sums(self) -> list[Fraction]:
        """Every column sum, exact; cheap with one denominator (integers), costly otherwise."""
        if self.common:
            A = self.numerators
            if A.dtype != object and self.n * int(np.abs(A).max()) >= 2 ** 63:
                A = A.astype(object)
            totals = A.sum(axis=0)
            return [Fraction(int(t), self.den[0]) for t in totals]
        return [self.column_sum(y) for y in range(self.m)]

    def row_distance(self, a: int, b: int) -> Fraction:
        """sum_y |Q[a][y] - Q[b][y]| exactly (twice the TV distance)."""
        na, nb, da, db = self.num[a], self.num[b], self.den[a], self.den[b]
        if da == db:
            return Fraction(sum(abs(p - q) for p, q in zip(na, nb)), da)
        return Fraction(sum(abs(p * db - q * da) for p, q in zip(na, nb)), da * db)

    def max_row_distance(self, budget: float = float("inf"), progress=None) -> tuple[Fraction, tuple[int, int]]:
        """max over row pairs a < b of sum_y |Q[a][y] - Q[b][y]|, exact, with the first pair attaining it.

        Integer numpy rows when one denominator makes them fit in int64 (no float at all); otherwise floats list the
        pairs within their error bound of the float maximum and `row_distance` decides among them
        (TooCostly if confirming them would take more than `budget` integer operations)."""
        n, m = self.n, self.m
        if n == 1:
            return Fraction(0), (0, 0)
        A = self.numerators
        if self.common and A.dtype != object:
            # entries < 2^61, so each |difference| fits int64; a row of them may not: then sum the
            # high and low 31 bits separately (each sum < m 2^31) and join them as Python integers
            split = 2 * int(np.abs(A).sum(axis=1).max()) >= 2 ** 63
            best, pair = -1, (0, 1)
            for x in range(n - 1):
                d = np.abs(A[x + 1:] - A[x])
                if split:
                    d = ((d >> 31).sum(axis=1).astype(object) << 31) + (d & (2 ** 31 - 1)).sum(axis=1)
                else:
                    d = d.sum(axis=1)
                i = int(d.argmax())
                if int(d[i]) > best:
                    best, pair = int(d[i]), (x, x + 1 + i)
                if progress:
                    progress(x + 1, n - 1)
            return Fraction(best, self.den[0]), pair
        F = self.floats
        if F is None:
            if n * n * m / 2 > budget:
                raise TooCostly(f"entries outside the float range leave {n * (n - 1) // 2} pairs to compare exactly")
            pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
            return self._best_of(pairs)
        distances = []
        for x in range(n - 1):
            distances.append(np.abs(F[x + 1:] - F[x]).sum(axis=1))
            if progress:
                progress(x + 1, n - 1)
        top = max(float(d.max()) for d in distances)
        # each |a - b| term is within 4u (|a| + |b|) of exact; summing m terms adds m u per unit of mass
        slack = 8 * (m + 8) * 2.0 ** -53 * float(F.sum(axis=1).max())
        pairs = [(x, x + 1 + int(i)) for x, d in enumerate(distances) for i in np.nonzero(d >= top - 2 * slack)[0]]
        if len(pairs) * m > budget:
            raise TooCostly(f"{len(pairs)} row pairs lie within float error of the largest distance; "
                            f"confirming them exactly takes {len(pairs) * m:.1e} integer operations")
        return self._best_of(pairs)

    def _best_of(self, pairs) -> tuple[Fraction, tuple[int, int]]:
        best, pair = Fraction(-1), pairs[0]
        for a, b in pairs:
            d = self.row_distance(a, b)
            if d > best:
                best, pair = d, (a, b)
        return best, pair
