"""Exact polytopes {x : a.x <= b} over the rationals: vertex enumeration and vertex tests.

`vertices` asks cddlib in GMP mode (pycddlib), an enumerator independent of our LP code, so
the two can cross-check each other. `is_vertex` and `null_direction` are plain Fraction
elimination: a feasible point is a vertex iff its active rows have rank n.
"""
from __future__ import annotations

from fractions import Fraction

from .errors import InvalidArgument

Row = tuple[list[Fraction], Fraction]          # (a, b) meaning a.x <= b


def slack(row: Row, point) -> Fraction:
    a, b = row
    return b - sum(x * y for x, y in zip(a, point) if x)       # rows are sparse: skip the zero products


def active_rows(rows: list[Row], point) -> list[list[Fraction]]:
    return [a for a, b in rows if slack((a, b), point) == 0]


def null_direction(active: list[list[Fraction]], n: int) -> list[Fraction] | None:
    """A nonzero rational d with a.d = 0 for every active row, or None (the rows have rank n)."""
    matrix = [list(map(Fraction, a)) for a in active]
    pivots, r = [], 0
    for c in range(n):
        pivot = next((i for i in range(r, len(matrix)) if matrix[i][c] != 0), None)
        if pivot is None:
            continue
        matrix[r], matrix[pivot] = matrix[pivot], matrix[r]
        matrix[r] = [v / matrix[r][c] for v in matrix[r]]
        for i in range(len(matrix)):
            if i != r and matrix[i][c]:
                matrix[i] = [v - matrix[i][c] * w if w else v for v, w in zip(matrix[i], matrix[r])]
        pivots.append(c)
        r += 1
    free = [c for c in range(n) if c not in pivots]
    if not free:
        return None
    d = [Fraction(0)] * n
    d[free[0]] = Fraction(1)
    for i, c in enumerate(pivots):
        d[c] = -matrix[i][free[0]]
    return d


def is_vertex(rows: list[Row], point) -> bool:
    """Feasible, and the active rows pin the point down (rank n)."""
    slacks = [slack(row, point) for row in rows]
    return all(s >= 0 for s in slacks) and \
        null_direction([a for (a, _), s in zip(rows, slacks) if s == 0], len(point)) is None


def vertices(rows: list[Row], insertion_key=None) -> set[tuple[Fraction, ...]]:
    """All vertices of a bounded polytope, exactly (cddlib's double description in GMP rationals).
    `insertion_key(row)`: cdd adds the rows in increasing key order instead of its default (lexicographic)
    order; the vertex set is the same, the time is not (the intermediate polytopes can be far larger)."""
    try:
        import cdd
        import cdd.gmp
    except ImportError as error:  # pragma: no cover - depends on the machine
        raise InvalidArgument("exact vertex enumeration needs pycddlib built with GMP "
                              "(scripts/system-deps installs libcdd-dev, then `pip install pycddlib`)") from error
    # cdd's H-representation: rows [b, -a] meaning b - a.x >= 0.
    ordered = rows if insertion_key is None else sorted(rows, key=insertion_key)
    matrix = cdd.gmp.matrix_from_array([[Fraction(b)] + [-Fraction(v) for v in a] for a, b in ordered],
                                       rep_type=cdd.RepType.INEQUALITY)
    order = {} if insertion_key is None else {"row_order": cdd.RowOrderType.MIN_INDEX}   # MIN_INDEX: as given
    generators = cdd.gmp.copy_generators(cdd.gmp.polyhedron_from_matrix(matrix, **order))
    points = set()
    for g in generators.array:
        if g[0] != 1 or generators.lin_set:
            raise InvalidArgument("the polytope is unbounded (cdd returned a ray or a line)")
        points.add(tuple(Fraction(v) for v in g[1:]))
    return points
