"""PRAM (000), Sec. 3 after (9): "In the non interactive setting ... the conditional distribution of Z_{1:n}
factorizes and can be written as Q(Z_{1:n}|X_{1:n}) = prod_i Q(Z_i|X_i). Plugging it into (6), the Differential
Privacy condition simplifies into sup_{Z_i, X_i != X_i'} Q(Z_i|X_i)/Q(Z_i|X_i') <= e^alpha", checked apart from the
step (workbench.reasons), beside pram.product-reduction which decides the step.

A point: S, n = 2 records, q (every entry of M(q) (8) positive), e^alpha, and an n-record mechanism Q given as its
table over datasets (x_1, x_2) and outputs (z_1, z_2): either the product of M(q) with itself, or that product mixed
with weight t = 1/4 with a mechanism that is not a product (it outputs the dataset itself when x_1 = x_2, and
M(q) x M(q) otherwise). The cited premise is the factorization, read exactly at the table; the step is the
simplification read as an equivalence: (6) at Q (every output, every pair of datasets differing in one record:
Q(z|x)/Q(z|x') <= e^alpha) holds exactly when the single-record condition on M(q) does. The factorization gives it
(the other records' factors cancel); the mixtures, where it fails, are witnesses without it.
"""
from __future__ import annotations

from fractions import Fraction as F
from itertools import product

from workbench.literal import Reading
from workbench.mechanisms.pram import pram_matrix
from workbench.reasons import Reason

N_RECORDS = 2
MIX = F(1, 4)


def _datasets(S: int) -> list[tuple]:
    return list(product(range(S), repeat=N_RECORDS))


def product_table(q) -> dict:
    """Q(z|x) = prod_i M(q)(z_i|x_i) over datasets x and outputs z of N_RECORDS records."""
    M, S = pram_matrix(q), len(q)
    table = {}
    for x in _datasets(S):
        for z in _datasets(S):
            value = F(1)
            for xi, zi in zip(x, z):
                value *= M[xi][zi]
            table[(x, z)] = value
    return table


def mixed_table(q, t=MIX) -> dict:
    """(1 - t) (M(q) x M(q)) + t R, R(z|x) = [z = x] when x_1 = x_2 and M(q) x M(q) otherwise: a mechanism that is
    not a product (its rows at x_1 = x_2 are sharper than any product of the others allows)."""
    base = product_table(q)
    return {(x, z): (1 - t) * v + t * ((z == x) if x[0] == x[1] else v) for (x, z), v in base.items()}


def _neighbours(S: int):
    return [(x, y) for x in _datasets(S) for y in _datasets(S) if sum(a != b for a, b in zip(x, y)) == 1]


def dataset_sup(p) -> F:
    """(6) at the point's mechanism: max over outputs z and neighbouring datasets x, x' of Q(z|x)/Q(z|x')."""
    table, S = p["Q"], len(p["q"])
    return max(table[(x, z)] / table[(y, z)] for x, y in _neighbours(S) for z in _datasets(S))


def record_sup(p) -> F:
    """The single-record condition's left side: max over z and x != x' of M(q)(z|x)/M(q)(z|x')."""
    M, S = pram_matrix(p["q"]), len(p["q"])
    return max(M[a][z] / M[b][z] for a in range(S) for b in range(S) if a != b for z in range(S))


def _off_product(p) -> F:
    """max over (x, z) of |Q(z|x) - prod_i M(q)(z_i|x_i)|: 0 exactly when the point's mechanism factorizes."""
    base = product_table(p["q"])
    return max(abs(v - base[key]) for key, v in p["Q"].items())


FACTORIZES = Reading("the non-interactive factorization: Q(Z_{1:n}|X_{1:n}) = prod_i Q(Z_i|X_i) (Q(Z_i|X_i) = M(q))",
                     _off_product, "=", lambda p: 0)
SIMPLIFIES = Reading("(6) at Q, over neighbouring datasets, holds iff sup_{Z_i, X_i != X_i'} Q(Z_i|X_i)/Q(Z_i|X_i') "
                     "<= e^alpha", lambda p: int(dataset_sup(p) <= p["E"]), "=", lambda p: int(record_sup(p) <= p["E"]))

PLUGGING = "Sec. 3, after (9), 'Plugging it into (6)'"
PRODUCT_REDUCTION = (
    Reason(PLUGGING, "the conditional distribution of Z_{1:n} factorizes ... Plugging it into (6), the Differential "
                     "Privacy condition simplifies into sup Q(Z_i|X_i)/Q(Z_i|X_i') <= e^alpha", step=SIMPLIFIES,
           cites=(FACTORIZES,)),
)


def points(reason: Reason = None) -> list[dict]:
    """S = 2, 3; q in {1/4, 1/2, 3/4}^S (M(q) positive); e^alpha from 1 to 9 and each mechanism's own two levels
    (the record sup and the dataset sup); Q the product and the mixture."""
    out = []
    for S in (2, 3):
        for q in product((F(1, 4), F(1, 2), F(3, 4)), repeat=S):
            for table in (product_table(q), mixed_table(q)):
                p = {"q": list(q), "Q": table}
                levels = {F(1), F(2), F(3), F(9), record_sup(p), dataset_sup(p)}
                out += [{**p, "E": E} for E in sorted(levels)]
    return out
