"""Exact rational linear algebra for basis systems: sparse Gaussian elimination over fmpq.

Basis matrices of the LPs here have a few nonzeros per row (chains p_aj <= E p_bj), so a
right-looking elimination that always pivots on the shortest row keeps fill-in small.
"""
from __future__ import annotations

import heapq

from flint import fmpq

from ..errors import SolverFailure


def to_fmpq(value) -> fmpq:
    if isinstance(value, fmpq):
        return value
    if isinstance(value, int):
        return fmpq(value)
    return fmpq(value.numerator, value.denominator)


def solve_sparse(rows: list[dict], rhs: list, unknowns: list) -> dict:
    """Solve A x = b exactly. `rows[k]` maps unknown -> coefficient; A must be square, nonsingular."""
    if len(rows) != len(unknowns):
        raise SolverFailure(f"basis system is not square: {len(rows)} rows, {len(unknowns)} unknowns")
    A = [{c: to_fmpq(v) for c, v in row.items() if v != 0} for row in rows]
    b = [to_fmpq(v) for v in rhs]
    where: dict = {c: set() for c in unknowns}
    for k, row in enumerate(A):
        for c in row:
            if c not in where:
                raise SolverFailure(f"row {k} uses unknown {c!r} outside the basis")
            where[c].add(k)
    heap = [(len(row), k) for k, row in enumerate(A)]
    heapq.heapify(heap)
    done = [False] * len(A)
    order = []
    while heap:
        length, r = heapq.heappop(heap)
        if done[r] or length != len(A[r]):
            continue
        if length == 0:
            raise SolverFailure("basis matrix is singular")
        pivot_col = min(A[r], key=lambda c: (len(where[c]), str(c)))
        pivot = A[r][pivot_col]
        done[r] = True
        order.append((r, pivot_col))
        for c in A[r]:
            where[c].discard(r)
        for k in list(where[pivot_col]):
            factor = A[k][pivot_col] / pivot
            row_k = A[k]
            for c, v in A[r].items():
                new = row_k.get(c, 0) - factor * v
                if new == 0:
                    if c in row_k:
                        del row_k[c]
                        where[c].discard(k)
                else:
                    if c not in row_k:
                        where[c].add(k)
                    row_k[c] = new
            b[k] -= factor * b[r]
            heapq.heappush(heap, (len(row_k), k))
        del where[pivot_col]
    if len(order) != len(unknowns):
        raise SolverFailure("basis matrix is singular")
    x: dict = {}
    for r, c in reversed(order):
        total = b[r]
        for other, v in A[r].items():
            if other != c:
                total -= v * x[other]
        x[c] = total / A[r][c]
    return x


def _fraction(q: fmpq):
    from fractions import Fraction
    return Fraction(int(q.p), int(q.q))


def optimal_basis_solution(lp, basic_columns: list, max_pivots: int = 5000):
    """Exact primal x and dual y of an optimal basis, starting from `basic_columns`.

    Columns are structural names or ("slack", row name). Every row gets a slack:
    a.x + s = b (<=), a.x - s = b (>=), a.x + s = b with s fixed at 0 (==). Starting from a
    float solver's basis (dual feasible in practice), exact dual simplex pivots with Bland's
    rule (lowest index leaves and enters on ties) repair primal infeasibilities that
    tolerances hid. Returns (x, y, pivots); raises SolverFailure if no optimal basis is reached.
    """
    sign = 1 if lp.sense == "max" else -1
    rows = lp.constraints
    order = [name for name, _ in lp.variables] + [("slack", r.name) for r in rows]
    rank = {col: k for k, col in enumerate(order)}
    domain = dict(lp.variables)
    column: dict = {name: {} for name, _ in lp.variables}
    for r in rows:
        for v, a in r.coefficients.items():
            column[v][r.name] = to_fmpq(a)
        column[("slack", r.name)] = {r.name: fmpq(-1 if r.sense == ">=" else 1)}
    fixed = {("slack", r.name) for r in rows if r.sense == "=="}
    cost = {v: to_fmpq(c) * sign for v, c in lp.objective.items()}
    rhs = {r.name: to_fmpq(r.rhs) for r in rows}
    names = [r.name for r in rows]
    basis = list(basic_columns)
    for pivots in range(max_pivots + 1):
        if len(basis) != len(rows):
            raise SolverFailure(f"basis has {len(basis)} columns for {len(rows)} rows")
        by_row: dict = {name: {} for name in names}
        for col in basis:
            for row_name, a in column[col].items():
                by_row[row_name][col] = a
        x = solve_sparse([by_row[n] for n in names], [rhs[n] for n in names], basis)
        y = solve_sparse([column[col] for col in basis], [cost.get(col, 0) for col in basis], names)
        if pivots == 0:
            _require_dual_feasible(order, basis, column, cost, y, domain, fixed)
        infeasible = [col for col in basis
                      if (col in fixed and x[col] != 0)
                      or (col not in fixed and domain.get(col, "nonneg") == "nonneg" and x[col] < 0)]
        if not infeasible:
            primal = {name: _fraction(x[name]) if name in x else 0 for name, _ in lp.variables}
            dual = {name: _fraction(sign * y[name]) for name in names}
            return primal, dual, pivots
        leaving = min(infeasible, key=rank.__getitem__)
        position = basis.index(leaving)
        unit = [fmpq(1) if col == leaving else fmpq(0) for col in basis]
        rho = solve_sparse([column[col] for col in basis], unit, names)
        rho = {n: v for n, v in rho.items() if v != 0}
        alpha: dict = {}
        for row_name, weight in rho.items():
            for v, a in lp_row_terms(lp, row_name, column):
                alpha[v] = alpha.get(v, 0) + weight * a
        in_basis = set(basis)
        increase = x[leaving] < 0          # the leaving variable must rise to its bound 0
        best = None
        for col in sorted(alpha, key=rank.__getitem__):
            a = alpha[col]
            if col in in_basis or col in fixed or a == 0:
                continue
            reduced = cost.get(col, 0) - sum((y[n] * c for n, c in column[col].items()), fmpq(0))
            if domain.get(col, "nonneg") == "free":
                ratio = fmpq(0)
            elif (a < 0) == increase:
                ratio = reduced / a if increase else -reduced / a
            else:
                continue
            if best is None or ratio < best[0]:
                best = (ratio, col)
        if best is None:
            raise SolverFailure(f"LP infeasible: no column can repair {leaving}")
        basis[position] = best[1]
    raise SolverFailure(f"no optimal basis after {max_pivots} exact pivots")


def _require_dual_feasible(order, basis, column, cost, y, domain, fixed) -> None:
    """Dual simplex keeps dual feasibility; it must hold at the start (reduced costs <= 0
    for nonbasic columns at their lower bound, = 0 for free ones)."""
    in_basis = set(basis)
    for col in order:
        if col in in_basis or col in fixed:
            continue
        reduced = cost.get(col, 0) - sum((y[n] * c for n, c in column[col].items()), fmpq(0))
        if reduced > 0 or (domain.get(col, "nonneg") == "free" and reduced != 0):
            raise SolverFailure(f"starting basis is not dual feasible at column {col!r}")


def lp_row_terms(lp, row_name, column):
    """(column, coefficient) pairs of one row, slack included; rows are indexed once per LP."""
    index = getattr(lp, "_row_index", None)
    if index is None:
        index = {r.name: [(v, to_fmpq(a)) for v, a in r.coefficients.items()] for r in lp.constraints}
        lp._row_index = index
    return index[row_name] + [(("slack", row_name), column[("slack", row_name)][row_name])]
