"""workbench.mechanisms.kernels.inverse: FLINT's exact inverse for rational matrices, Gauss-Jordan otherwise."""
import random
from fractions import Fraction as F

import pytest

from workbench.mechanisms.kernels import gauss_jordan_inverse, inverse, matmul


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
