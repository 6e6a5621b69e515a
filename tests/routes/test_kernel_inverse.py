"""workbench.mechanisms.kernels.inverse: FLINT's exact inverse for rational matrices, Gauss-Jordan otherwise."""
import random
from fractions import Fraction as F

import pytest

from workbench.mechanisms.kernels import dot, gauss_jordan_inverse, inverse, matmul


@pytest.mark.parametrize("n", [1, 2, 5, 12])
def test_same_fractions_as_gauss_jordan(n):
    rng = random.Random(n)
    A = [[F(rng.randint(-9, 9), rng.randint(1, 9)) for _ in range(n)] for _ in range(n)]
    B = inverse(A)
    assert B == gauss_jordan_inverse(A)
    assert matmul(A, B) == [[F(i == j) for j in range(n)] for i in range(n)]
    assert all(type(v) is F for row in B for v in row)


def test_singular_is_none():
    assert inverse([[F(1), F(2)], [F(2), F(4)]]) is None
    assert inverse([[F(0)]]) is None


def test_a_wrong_inverse_is_not_returned():
    """The product with the matrix is the identity; a nudged entry of the matrix changes the inverse."""
    A = [[F(2), F(1)], [F(1), F(3)]]
    nudged = [[F(2), F(1)], [F(1), F(3) + F(1, 10 ** 9)]]
    assert inverse(nudged) != inverse(A)
    assert matmul(nudged, inverse(A)) != [[F(1), F(0)], [F(0), F(1)]]


def test_dot_is_the_plain_sum_with_its_type():
    """`dot` (one running denominator) gives Fraction's own sum of products, an int for ints only, and the same
    for 400-digit denominators (the gcd that keeps them small) and for other numbers (floats add as they are)."""
    rng = random.Random(7)
    def number():
        kind = rng.random()
        return (rng.randint(-5, 5) if kind < .3 else F(rng.randint(-9, 9), 7) if kind < .5 else
                F(rng.randint(-10 ** 30, 10 ** 6), rng.randint(1, 10 ** rng.randint(1, 400))))
    for _ in range(2000):
        n = rng.randint(0, 8)
        left, right = [number() for _ in range(n)], [number() for _ in range(n)]
        got, want = dot(left, right), sum(a * b for a, b in zip(left, right))
        assert got == want and type(got) is type(want)
    assert dot([F(1, 3), 0.5], [3, 2]) == 2.0
    assert dot([1, 2], [3, 4]) == 11 and type(dot([1, 2], [3, 4])) is int
    assert dot([F(1, 2), F(1, 3)], [F(1, 2), F(1, 3)]) == F(13, 36)
    assert dot([F(1, 2), F(1, 3)], [F(1, 2), F(1, 3) + F(1, 10 ** 9)]) != F(13, 36)
