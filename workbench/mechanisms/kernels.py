"""Finite kernels Q[x][y] = P(Y=y | X=x): validation and exact linear algebra."""
from __future__ import annotations

from fractions import Fraction
from math import gcd

from ..errors import InvalidArgument

Matrix = list[list[Fraction]]
"""The type of a kernel or matrix here: a list of rows of exact Fractions, Q[x][y] = P(Y=y | X=x) for a kernel
(`as_matrix` and `validate_stochastic` build one from any rows of numbers)."""


def dot(left, right):
    """sum a * b over the pairs of `left` and `right`, exact. For ints and Fractions the terms are added over one
    running denominator and reduced once (Fraction's own + reduces at every term, several times slower);
    other numbers (arb balls, SymPy) add as they are. The result is the plain sum's: an int for ints only."""
    num, den, fractions = 0, 1, False
    for a, b in zip(left, right):
        kinds = type(a), type(b)
        if not (kinds[0] is int or kinds[0] is Fraction) or not (kinds[1] is int or kinds[1] is Fraction):
            return sum(x * y for x, y in zip(left, right))
        fractions = fractions or Fraction in kinds
        term_num, term_den = a.numerator * b.numerator, a.denominator * b.denominator
        if term_den == den:
            num += term_num
        else:
            num, den = num * term_den + term_num * den, den * term_den
            if den.bit_length() > 4096:         # many distinct denominators: keep the integers small
                common = gcd(num, den)
                num, den = num // common, den // common
    return Fraction(num, den) if fractions else num


def as_matrix(rows, name: str = "matrix") -> Matrix:
    """A rectangular matrix of Fractions; floats are taken at their exact binary value."""
    try:
        matrix = [[Fraction(v) for v in row] for row in rows]
    except (TypeError, ValueError) as exc:
        raise InvalidArgument(f"{name}: entries must be numbers ({exc})") from None
    if not matrix or any(len(row) != len(matrix[0]) for row in matrix) or not matrix[0]:
        raise InvalidArgument(f"{name}: must be a non-empty rectangular matrix")
    return matrix


def validate_stochastic(rows, name: str = "kernel", square: bool = False) -> Matrix:
    """Entries in [0, 1] and every row summing to exactly 1; errors name the row and column."""
    matrix = as_matrix(rows, name)
    if square and len(matrix) != len(matrix[0]):
        raise InvalidArgument(f"{name}: must be square, got {len(matrix)}x{len(matrix[0])}")
    for i, row in enumerate(matrix, 1):
        for j, v in enumerate(row, 1):
            if not 0 <= v <= 1:
                raise InvalidArgument(f"{name}: entry ({i},{j}) = {v} is outside [0, 1]")
        if sum(row) != 1:
            raise InvalidArgument(f"{name}: row {i} sums to {sum(row)}, not 1")
    return matrix


def ldl_pivots(matrix: Matrix) -> list[Fraction]:
    """Pivots of symmetric Gaussian elimination without row exchanges. A symmetric matrix is
    positive definite iff every pivot is > 0 (equivalently, Sylvester's leading minors)."""
    a = [row[:] for row in matrix]
    n = len(a)
    pivots = []
    for k in range(n):
        pivot = a[k][k]
        pivots.append(pivot)
        if pivot == 0:
            return pivots + [Fraction(0)] * (n - k - 1)
        for i in range(k + 1, n):
            factor = a[i][k] / pivot
            if factor:
                for j in range(k, n):
                    a[i][j] -= factor * a[k][j]
    return pivots


def is_symmetric(matrix: Matrix) -> bool:
    """Whether a square matrix equals its transpose, entry by entry with exact equality (no tolerance)."""
    return all(matrix[i][j] == matrix[j][i] for i in range(len(matrix)) for j in range(i))


def is_positive_definite(matrix: Matrix) -> bool:
    """Whether a symmetric matrix is positive definite, decided exactly: every `ldl_pivots` pivot > 0 (Sylvester's
    criterion), in Fractions for rational entries. Raises InvalidArgument for a matrix that is not symmetric."""
    if not is_symmetric(matrix):
        raise InvalidArgument("positive definiteness is checked for symmetric matrices only")
    pivots = ldl_pivots(matrix)
    return all(p > 0 for p in pivots)


def determinant(matrix: Matrix) -> Fraction:
    """Exact determinant by fraction-free-enough Gaussian elimination with row exchanges."""
    a = [row[:] for row in matrix]
    n, det = len(a), Fraction(1)
    for k in range(n):
        pivot_row = next((i for i in range(k, n) if a[i][k] != 0), None)
        if pivot_row is None:
            return Fraction(0)
        if pivot_row != k:
            a[k], a[pivot_row] = a[pivot_row], a[k]
            det = -det
        det *= a[k][k]
        for i in range(k + 1, n):
            factor = a[i][k] / a[k][k]
            if factor:
                for j in range(k, n):
                    a[i][j] -= factor * a[k][j]
    return det


def matmul(A: Matrix, B: Matrix) -> Matrix:
    """The product A B, exact in Fractions for rational entries (a kernel A followed by a channel B is the kernel
    A B). The shapes are not checked: A's rows must have len(B) entries."""
    columns = [[row[j] for row in B] for j in range(len(B[0]))]
    return [[Fraction(dot(row, column)) for column in columns] for row in A]


def inverse(matrix: Matrix) -> Matrix | None:
    """The exact inverse, or None when the matrix is singular: by FLINT (fmpq_mat) for rational entries, the
    same Fractions (an inverse is unique) many times faster than Gauss-Jordan in Fractions."""
    from flint import fmpq, fmpq_mat
    if matrix and all(len(row) == len(matrix) and all(isinstance(v, Fraction) for v in row) for row in matrix):
        n = len(matrix)
        try:
            inv = fmpq_mat(n, n, [fmpq(v.numerator, v.denominator) for row in matrix for v in row]).inv()
        except ZeroDivisionError:
            return None
        return [[Fraction(int(inv[i, j].p), int(inv[i, j].q)) for j in range(n)] for i in range(n)]
    return gauss_jordan_inverse(matrix)


def gauss_jordan_inverse(matrix: Matrix) -> Matrix | None:
    """Exact inverse by Gauss-Jordan elimination (any field-like entries), or None when singular."""
    n = len(matrix)
    a = [list(row) + [Fraction(i == j) for j in range(n)] for i, row in enumerate(matrix)]
    for k in range(n):
        pivot_row = next((i for i in range(k, n) if a[i][k] != 0), None)
        if pivot_row is None:
            return None
        a[k], a[pivot_row] = a[pivot_row], a[k]
        pivot = a[k][k]
        a[k] = [v / pivot for v in a[k]]
        for i in range(n):
            if i != k and a[i][k]:
                factor = a[i][k]
                a[i] = [v - factor * w for v, w in zip(a[i], a[k])]
    return [row[n:] for row in a]


def circulant(first_row) -> Matrix:
    """Row i is the first row shifted right by i."""
    n = len(first_row)
    return [[Fraction(first_row[(j - i) % n]) for j in range(n)] for i in range(n)]
