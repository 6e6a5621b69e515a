"""PRAM (000), Sec. 3 after Fact 1, against the truth (workbench.rates): "In general, computing I(X,Z) takes of an
order of |X||Z| operations, meaning that here it should be quadratic in S. However, due to the particular form of the
matrix M considered here, this computation can be achieved linearly in S" (and after (9): m "can be computed in
linear time in the dimension S").

Decided by counting the arithmetic operations (and logarithms) the computations actually perform at S = 4 .. 64
(`workbench.rates.Counted`), never by reading the code: the definition of I(X,Z) over the S x S cells of M(q), and
the marginal p M(q) by its definition, take 8 S^2 to 9 S^2 and 2 S^2 to 4 S^2; the paper's O(S) forms (pram_marginal,
the f(q) of pram_mutual_information, logarithms counted) take 6 S to 8 S and 20 S to 22 S.
"""
from __future__ import annotations

from fractions import Fraction as F

from workbench.mechanisms.pram import pram_marginal, pram_matrix, pram_mutual_information
from workbench.rates import Counted, Rate

SIZES = [4, 8, 16, 32, 64]


def _inputs(S: int):
    return [Counted(F(1, S))] * S, [Counted(F(k + 1, S + 1)) for k in range(S)]


def _definition_information(S: int) -> int:
    """I(X,Z) = sum over the S x S cells p_x M_xz log(M_xz / m_z), m = p M by its definition."""
    p, q = _inputs(S)

    def compute():
        M = pram_matrix(q)
        m = [sum((p[x] * M[x][z] for x in range(S)), Counted(0)) for z in range(S)]
        return sum((p[x] * M[x][z] * Counted.log(M[x][z] / m[z]) for x in range(S) for z in range(S)), Counted(0))
    return Counted.count(compute)


def _definition_marginal(S: int) -> int:
    p, q = _inputs(S)

    def compute():
        M = pram_matrix(q)
        return [sum((p[k] * M[k][j] for k in range(S)), Counted(0)) for j in range(S)]
    return Counted.count(compute)


RATES = (Rate("operations of I(X,Z) by its definition", _definition_information, 2, F(8), F(9)),
         Rate("operations of m = p M(q) by its definition", _definition_marginal, 2, F(2), F(4)),
         Rate("operations of the O(S) marginal (9)", lambda S: Counted.count(lambda: pram_marginal(*_inputs(S))),
              1, F(6), F(8)),
         Rate("operations of the O(S) f(q) = I(X,Z)", lambda S: Counted.count(
             lambda: pram_mutual_information(*_inputs(S), Counted.log)), 1, F(20), F(22)))
