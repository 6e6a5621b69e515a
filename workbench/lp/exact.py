"""Exact rational linear algebra for basis systems: sparse Gaussian elimination over fmpq.

Basis matrices of the LPs here have a few nonzeros per row (chains p_aj <= E p_bj), so a
right-looking elimination that always pivots on the shortest row keeps fill-in small.
"""
from __future__ import annotations

import copy
import heapq
import time
from fractions import Fraction

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


def as_fraction(q: fmpq) -> Fraction:
    return Fraction(int(q.p), int(q.q))


class StandardForm:
    """`lp` with a slack per row, in max form, for exact basis computations.

    Columns are structural names and ("slack", row): a.x + s = b (<=), a.x - s = b (>=),
    a.x + s = b with s fixed at 0 (==); every slack and nonneg structural is >= 0.
    """

    def __init__(self, lp):
        self.lp = lp
        self.sign = 1 if lp.sense == "max" else -1
        self.names = [r.name for r in lp.constraints]
        self.order = [name for name, _ in lp.variables] + [("slack", n) for n in self.names]
        self.rank = {col: k for k, col in enumerate(self.order)}
        self.free = {name for name, domain in lp.variables if domain == "free"}
        self.fixed = {("slack", r.name) for r in lp.constraints if r.sense == "=="}
        self.column: dict = {name: {} for name, _ in lp.variables}
        self.row_terms: dict = {n: [] for n in self.names}
        for r in lp.constraints:
            slack = ("slack", r.name)
            self.column[slack] = {r.name: fmpq(-1 if r.sense == ">=" else 1)}
            for v, a in r.coefficients.items():
                self.column[v][r.name] = to_fmpq(a)
                self.row_terms[r.name].append((v, self.column[v][r.name]))
            self.row_terms[r.name].append((slack, self.column[slack][r.name]))
        self.cost = {v: to_fmpq(c) * self.sign for v, c in lp.objective.items()}
        self.rhs = {r.name: to_fmpq(r.rhs) for r in lp.constraints}

    def solve(self, basis: list) -> tuple[dict, dict]:
        """x_B with B x_B = b, and y with y^T B = c_B, exactly."""
        if len(basis) != len(self.names):
            raise SolverFailure(f"basis has {len(basis)} columns for {len(self.names)} rows")
        x = solve_sparse(self._basis_rows(basis), [self.rhs[n] for n in self.names], basis)
        y = solve_sparse([self.column[col] for col in basis], [self.cost.get(col, 0) for col in basis], self.names)
        return x, y

    def without_costs(self) -> "StandardForm":
        """The same constraints with c = 0: every basis is dual feasible, so the dual simplex
        on it is a phase 1 that reaches a primal feasible basis."""
        twin = copy.copy(self)
        twin.cost = {}
        return twin

    def _basis_rows(self, basis: list) -> list[dict]:
        """B by rows: row name -> {basic column: coefficient}, in row order."""
        by_row: dict = {n: {} for n in self.names}
        for col in basis:
            for row_name, a in self.column[col].items():
                by_row[row_name][col] = a
        return [by_row[n] for n in self.names]

    def _pivots(self, basis: list, max_pivots: int, seconds: float, step, method: str):
        """Run `step(basis, x, y, primal_violations, dual_violations)` until it reports an
        optimal basis (returns True) or the pivot/time budget runs out."""
        basis = list(basis)
        deadline = time.monotonic() + seconds
        for pivots in range(max_pivots + 1):
            if time.monotonic() > deadline:
                raise SolverFailure(f"exact {method} simplex: no optimal basis within {seconds:.0f}s ({pivots} pivots)")
            x, y = self.solve(basis)
            if step(basis, x, y, *self.violations(basis, x, y)):
                return basis, x, y, pivots
        raise SolverFailure(f"exact {method} simplex: no optimal basis after {max_pivots} pivots")

    def _bland_min(self, columns, ratio):
        """(ratio, column) with the smallest ratio, ties to the lowest index (Bland); None if no
        column is eligible (`ratio` returns None for those)."""
        best = None
        for col in sorted(columns, key=self.rank.__getitem__):
            r = ratio(col)
            if r is not None and (best is None or r < best[0]):
                best = (r, col)
        return best

    def reduced_cost(self, col, y) -> fmpq:
        return self.cost.get(col, fmpq(0)) - sum((y[n] * a for n, a in self.column[col].items()), fmpq(0))

    def violations(self, basis: list, x: dict, y: dict) -> tuple[dict, dict]:
        """Primal bound violations of basic columns, dual violations of nonbasic ones (max form:
        reduced cost must be <= 0 at a lower bound, 0 for a free column)."""
        primal = {}
        for col in basis:
            if col in self.fixed and x[col] != 0:
                primal[col] = abs(x[col])
            elif col not in self.fixed and col not in self.free and x[col] < 0:
                primal[col] = -x[col]
        in_basis, dual = set(basis), {}
        for col in self.order:
            if col in in_basis or col in self.fixed:
                continue
            d = self.reduced_cost(col, y)
            if d > 0 or (col in self.free and d != 0):
                dual[col] = abs(d)
        return primal, dual

    def answer(self, x: dict, y: dict) -> tuple[dict, dict]:
        """Structural primal and row duals in the LP's own sense convention."""
        primal = {name: as_fraction(x[name]) if name in x else Fraction(0) for name, _ in self.lp.variables}
        return primal, {n: as_fraction(self.sign * y[n]) for n in self.names}

    def dual_simplex(self, basis: list, max_pivots: int, seconds: float = 120.0) -> tuple[list, dict, dict, int]:
        """Exact dual simplex from a dual feasible basis, Bland's rule (lowest index leaves and
        enters on ties, so no cycling). Returns (basis, x, y, pivots) of an optimal basis; gives up
        (SolverFailure) after `max_pivots` pivots or `seconds`."""
        def step(basis, x, y, primal, dual):
            if dual:
                raise SolverFailure(f"basis is not dual feasible at column {min(dual, key=self.rank.get)!r}")
            if not primal:
                return True
            leaving = min(primal, key=self.rank.__getitem__)
            unit = [fmpq(1) if col == leaving else fmpq(0) for col in basis]
            rho = solve_sparse([self.column[col] for col in basis], unit, self.names)
            alpha: dict = {}
            for row_name, weight in rho.items():
                if weight != 0:
                    for col, a in self.row_terms[row_name]:
                        alpha[col] = alpha.get(col, 0) + weight * a
            in_basis = set(basis)
            increase = x[leaving] < 0          # the leaving variable must rise to its bound 0

            def ratio(col):
                a = alpha[col]
                if col in in_basis or col in self.fixed or a == 0:
                    return None
                if col in self.free:
                    return fmpq(0)
                d = self.reduced_cost(col, y)
                return (d / a if increase else -d / a) if (a < 0) == increase else None
            best = self._bland_min(alpha, ratio)
            if best is None:
                raise SolverFailure(f"LP infeasible: no column can repair {leaving}")
            basis[basis.index(leaving)] = best[1]
            return False
        return self._pivots(basis, max_pivots, seconds, step, "dual")

    def primal_simplex(self, basis: list, max_pivots: int, seconds: float = 120.0) -> tuple[list, dict, dict, int]:
        """Exact primal simplex from a primal feasible basis, Bland's rule (lowest-index improving
        column enters, lowest-index blocking column leaves). Returns (basis, x, y, pivots)."""
        def step(basis, x, y, primal, dual):
            if primal:
                raise SolverFailure(f"basis is not primal feasible at column {min(primal, key=self.rank.get)!r}")
            if not dual:
                return True
            entering = min(dual, key=self.rank.__getitem__)
            direction = 1 if self.reduced_cost(entering, y) > 0 else -1     # free columns may decrease
            rhs = [self.column[entering].get(n, fmpq(0)) * direction for n in self.names]
            w = solve_sparse(self._basis_rows(basis), rhs, basis)          # x_B moves by -theta w
            def ratio(col):
                if col in self.free or w[col] == 0:
                    return None
                if col in self.fixed:
                    return fmpq(0)
                return x[col] / w[col] if w[col] > 0 else None
            best = self._bland_min(basis, ratio)
            if best is None:
                raise SolverFailure(f"LP unbounded along column {entering!r}")
            basis[basis.index(best[1])] = entering
            return False
        return self._pivots(basis, max_pivots, seconds, step, "primal")
