"""Exact rational linear algebra for basis systems: sparse Gaussian elimination over fmpq.

Basis matrices of the LPs here have a few nonzeros per row (chains p_aj <= E p_bj), so a
right-looking elimination that always pivots on the shortest row keeps fill-in small.
"""
from __future__ import annotations

import copy
import heapq
import time
from fractions import Fraction

from flint import fmpq, fmpq_mat

from ..errors import SolverFailure


def to_fmpq(value) -> fmpq:
    if isinstance(value, fmpq):
        return value
    if isinstance(value, int):
        return fmpq(value)
    return fmpq(value.numerator, value.denominator)


def eliminate(rows, where: dict, r, col, pivot) -> list:
    """Sparse Gaussian step: subtract multiples of row `r` from every other row holding `col`, keeping
    `where` (column -> rows holding it) up to date. Returns [(row k, factor)] for the rows changed."""
    for c in rows[r]:
        where[c].discard(r)
    changed = []
    for k in list(where[col]):
        factor = rows[k][col] / pivot
        row_k = rows[k]
        for c, v in rows[r].items():
            new = row_k.get(c, 0) - factor * v
            if new == 0:
                if c in row_k:
                    del row_k[c]
                    where[c].discard(k)
            else:
                if c not in row_k:
                    where[c].add(k)
                row_k[c] = new
        changed.append((k, factor))
    del where[col]
    return changed


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
        for k, factor in eliminate(A, where, r, pivot_col, pivot):
            b[k] -= factor * b[r]
            heapq.heappush(heap, (len(A[k]), k))
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


class Factor:
    """A reusable sparse LU of a square basis matrix over fmpq, for many right-hand sides.

    `columns[k]` maps row name -> coefficient of basis position k. Elimination pivots on the
    shortest row (Markowitz-like), records its row operations and keeps the reduced rows, so
    B w = a (ftran) and B^T y = c (btran) each cost one pass over the factors.
    """

    def __init__(self, columns: list[dict], rows: list):
        if len(columns) != len(rows):
            raise SolverFailure(f"basis has {len(columns)} columns for {len(rows)} rows")
        self.rows = rows
        by_row: dict = {r: {} for r in rows}
        for k, column in enumerate(columns):
            for r, a in column.items():
                if a != 0:
                    by_row[r][k] = a
        A = [by_row[r] for r in rows]
        where: dict = {k: set() for k in range(len(columns))}
        for i, row in enumerate(A):
            for k in row:
                where[k].add(i)
        heap = [(len(row), i) for i, row in enumerate(A)]
        heapq.heapify(heap)
        done = [False] * len(A)
        self.steps = []       # (pivot row, pivot position, [(row, factor), ...])
        while heap:
            length, r = heapq.heappop(heap)
            if done[r] or length != len(A[r]):
                continue
            if length == 0:
                raise SolverFailure("basis matrix is singular")
            col = min(A[r], key=lambda c: (len(where[c]), c))
            pivot = A[r][col]
            done[r] = True
            ops = eliminate(A, where, r, col, pivot)
            for k, _ in ops:
                heapq.heappush(heap, (len(A[k]), k))
            self.steps.append((r, col, ops))
        if len(self.steps) != len(columns):
            raise SolverFailure("basis matrix is singular")
        self.upper = A
        self.index = {r: i for i, r in enumerate(rows)}
        self.upper_columns: dict = {k: [] for k in range(len(columns))}   # col -> [(row, U entry)] off the pivot
        for r, col, _ in self.steps:
            for other, v in A[r].items():
                if other != col:
                    self.upper_columns[other].append((r, v))
        # L by the rows it updated: row k -> [(pivot row r, factor)], so btran pushes from the nonzero z_k only
        # (it walked every L entry of every step for each right-hand side)
        self.lower_rows: list = [[] for _ in rows]
        for r, _, ops in self.steps:
            for k, factor in ops:
                self.lower_rows[k].append((r, factor))
        self.size = sum(len(ops) for _, _, ops in self.steps) + sum(len(row) for row in A)    # nonzeros of L and U
        self.step_of_row = {r: s for s, (r, _, _) in enumerate(self.steps)}      # pivot row -> its step
        self.step_of_column = {col: s for s, (_, col, _) in enumerate(self.steps)}  # basis position -> its step
        self._kept = None               # (rhs, ftran(rhs)) of ftran_kept

    def ftran(self, rhs: dict) -> dict:
        """w with B w = rhs; rhs maps row name -> value, w maps position -> value (nonzeros).

        Hypersparse: only the steps a nonzero can reach are visited, in step order (a heap), not all n of them
        (at M = 128 a pivot's column reaches ~1000 of 33022 rows)."""
        step_of = self.step_of_row
        b = {self.index[r]: v for r, v in rhs.items() if v}
        heap = [step_of[i] for i in b]
        heapq.heapify(heap)
        while heap:                         # L: step s updates rows pivoted later only
            r, _, ops = self.steps[heapq.heappop(heap)]
            br = b[r]
            if br:
                for k, factor in ops:
                    if k in b:
                        b[k] -= factor * br
                    else:
                        b[k] = -factor * br
                        heapq.heappush(heap, step_of[k])
        w: dict = {}
        heap = [-step_of[i] for i in b]
        heapq.heapify(heap)
        while heap:                         # U by columns, last step first: it updates rows pivoted earlier only
            r, col, _ = self.steps[-heapq.heappop(heap)]
            total = b[r]
            if total:
                w[col] = value = total / self.upper[r][col]
                for other_row, v in self.upper_columns[col]:
                    if other_row in b:
                        b[other_row] -= v * value
                    else:
                        b[other_row] = -v * value
                        heapq.heappush(heap, -step_of[other_row])
        return w

    def ftran_kept(self, rhs: dict) -> dict:
        """ftran(rhs), kept for the same `rhs` object (not to be changed): the twins of a StandardForm share their
        right-hand side, so a basis they share has one x_B."""
        kept = self._kept
        if kept is None or kept[0] is not rhs:
            self._kept = kept = (rhs, self.ftran(rhs))
        return kept[1]

    def btran(self, cost: dict) -> dict:
        """y with B^T y = cost; cost maps position -> value, y maps row name -> value (nonzeros); hypersparse
        like ftran."""
        step_of = self.step_of_column
        acc = {col: v for col, v in cost.items() if v}
        heap = [step_of[col] for col in acc]
        heapq.heapify(heap)
        z: dict = {}
        while heap:                         # U^T: the step of column col updates columns pivoted later only
            r, col, _ = self.steps[heapq.heappop(heap)]
            total = acc[col]
            if total:
                z[r] = zr = total / self.upper[r][col]
                for other, v in self.upper[r].items():
                    if other != col:
                        if other in acc:
                            acc[other] -= v * zr
                        else:
                            acc[other] = -v * zr
                            heapq.heappush(heap, step_of[other])
        step_of, lower_rows = self.step_of_row, self.lower_rows
        heap = [-step_of[k] for k in z]
        heapq.heapify(heap)
        while heap:                         # L^T, last step first: row k pushes to the rows pivoted before it
            k = self.steps[-heapq.heappop(heap)][0]
            zk = z[k]
            if zk:
                for r, factor in lower_rows[k]:
                    if r in z:
                        z[r] -= factor * zk
                    else:
                        z[r] = -factor * zk
                        heapq.heappush(heap, -step_of[r])
        rows = self.rows
        return {rows[i]: v for i, v in z.items() if v}


def as_fraction(q: fmpq) -> Fraction:
    return Fraction(int(q.p), int(q.q))


# when StandardForm.solve goes dense (measured: 8-PSK channel at M = 8, 142 rows and 14 nonzeros a column: dense
# 8 ms where the sparse LU took 17 ms; below ~10 a column the LU is as fast or faster; identity channel at M = 16,
# 542 rows and 3 a column: dense 270 ms, the LU 3 ms)
DENSE_MAX_ROWS = 400
DENSE_MIN_PER_COLUMN = 10


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
        self.row_index = {n: i for i, n in enumerate(self.names)}
        self._last_factor: dict = {}    # {basis: its LU}, one entry, the same dict in every twin

    def solve(self, basis: list, factor: Factor | None = None) -> tuple[dict, dict]:
        """x_B with B x_B = b, and y with y^T B = c_B, exactly (`factor`: the LU of `basis`, if known)."""
        if factor is None and self._dense_pays(basis):
            return self._solve_dense(basis)
        factor = factor or self.factor(basis)     # one LU for both systems
        w = factor.ftran_kept(self.rhs)
        y = factor.btran({k: self.cost[col] for k, col in enumerate(basis) if self.cost.get(col, 0) != 0})
        zero = fmpq(0)
        return {col: w.get(k, zero) for k, col in enumerate(basis)}, {n: y.get(n, zero) for n in self.names}

    def _dense_pays(self, basis: list) -> bool:
        """Is a dense solve in FLINT cheaper than the sparse LU here? For a square basis of at most DENSE_MAX_ROWS
        rows with at least DENSE_MIN_PER_COLUMN nonzeros per column on average (a dense channel T puts 34 in a
        column of p at M = 8: the LU fills in, and its Python loops over big rationals cost twice the dense solve)."""
        n = len(self.names)
        return len(basis) == n <= DENSE_MAX_ROWS and \
            sum(len(self.column[col]) for col in basis) >= DENSE_MIN_PER_COLUMN * n

    def _solve_dense(self, basis: list) -> tuple[dict, dict]:
        """`solve` by FLINT's dense rational solver: the same unique x_B and y (SolverFailure when singular)."""
        n, row_of = len(self.names), self.row_index
        B = fmpq_mat(n, n)
        for k, col in enumerate(basis):
            for r, a in self.column[col].items():
                B[row_of[r], k] = a
        zero = fmpq(0)
        try:
            w = B.solve(fmpq_mat(n, 1, [self.rhs[r] for r in self.names]))
            y = B.transpose().solve(fmpq_mat(n, 1, [self.cost.get(col, zero) for col in basis]))
        except ZeroDivisionError:
            raise SolverFailure("basis matrix is singular") from None
        return {col: w[k, 0] for k, col in enumerate(basis)}, {r: y[i, 0] for i, r in enumerate(self.names)}

    def solve_completed(self, candidates: list) -> tuple[list, dict, dict]:
        """(basis, x_B, y) for a float solver's basic columns: `candidates` themselves when they are square
        and nonsingular (the usual case; one LU instead of an elimination for `complete_basis` and another
        for the solve), else `complete_basis(self, candidates)`, exactly as before."""
        if len(candidates) == len(self.names) and len(set(candidates)) == len(candidates):
            try:
                factor = self.factor(candidates)
            except SolverFailure:       # singular: drop the dependent columns below
                pass
            else:
                return list(candidates), *self.solve(candidates, factor)
        basis = complete_basis(self, candidates)
        return basis, *self.solve(basis)

    def factor(self, basis: list) -> Factor:
        """The LU of `basis`; the last one is kept (the exact simplex starts from the basis just solved), shared
        with the twins of `with_objective` and `without_costs`, whose columns are the same (consecutive face
        probes end on the same basis about a third of the time)."""
        key = tuple(basis)
        factor = self._last_factor.get(key)
        if factor is None:
            factor = Factor([self.column[col] for col in basis], self.names)
            self._last_factor.clear()
            self._last_factor[key] = factor
        return factor

    def reduced_costs(self, y: dict) -> dict:
        """c_j - A_j^T y for every column (max form), computed once per `y` (the last one is kept: the
        violation check and the refinement model both need them for the same y)."""
        cached = getattr(self, "_reduced", None)
        if cached is not None and cached[0] is y:
            return cached[1]
        zero = fmpq(0)
        d = {}
        for col in self.order:
            total = self.cost.get(col, zero)
            for n, a in self.column[col].items():
                v = y[n]
                if v:
                    total -= v * a
            d[col] = total
        self._reduced = (y, d)
        return d

    def with_objective(self, lp) -> "StandardForm":
        """The StandardForm of `lp`, an LP with this one's variables and rows (same names, senses, coefficients,
        right-hand sides; the caller checks) but its own objective and sense: the rows' columns are shared, the
        costs rebuilt (the face probes of one (M, E, delta) build 2 M^2 such LPs)."""
        twin = copy.copy(self)
        twin.__dict__.pop("_reduced", None)
        twin.lp = lp
        twin.sign = 1 if lp.sense == "max" else -1
        twin.cost = {v: to_fmpq(c) * twin.sign for v, c in lp.objective.items()}
        return twin

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
        reduced = self.reduced_costs(y)
        for col in self.order:
            if col in in_basis or col in self.fixed:
                continue
            d = reduced[col]
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


ETA_RATIO = 32      # a fresh LU once the eta file has this many times its nonzeros (M = 128: an LU of ~89000 nonzeros,
                    # ~5000 per eta; its 188 primal pivots took 12.5-13.4 s at ratio 2, 9.4-9.7 s at 8, 8.0-8.9 s at 32)


class RevisedSimplex:
    """Exact revised simplex (dual and primal) with a reusable LU and an eta file.

    Each pivot costs one btran (the leaving row of B^-1), one ftran (the entering column) and
    sparse updates of x_B and the reduced costs, instead of re-factoring the basis. Pricing is
    Dantzig (largest infeasibility, largest reduced cost) until `bland_after` pivots in a row
    make no progress, then Bland's rule, which cannot cycle. Columns in `excluded` are held at
    0 (a dual infeasible column can be parked there while the dual simplex runs). The caller
    re-derives x and y from scratch at the end, so nothing here is trusted.
    """

    def __init__(self, form: StandardForm, basis: list, refactor_every: int | None = None, bland_after: int = 200,
                 excluded: frozenset = frozenset(), solved: tuple | None = None):
        """`solved`: (x, y) of `basis` as `StandardForm.solve` gives them, if the caller has them (the LU, x and the
        reduced costs are then not computed again). `refactor_every`: a fresh LU after that many pivots; by default
        once the eta file holds ETA_RATIO times the LU's nonzeros."""
        self.form = form
        self.excluded = excluded
        self.basis = list(basis)
        self.refactor_every = refactor_every
        self.bland_after = bland_after
        self.pivots = 0
        self._refactor(solved)

    def _refactor(self, solved: tuple | None = None) -> None:
        """LU of the basis, then x_B and the reduced costs from it (or from `solved`)."""
        form = self.form
        self.factor = form.factor(self.basis)
        self.etas: list = []
        self.eta_size = 0           # nonzeros in the eta file
        self.position = {col: k for k, col in enumerate(self.basis)}
        if solved is not None:
            x, y = solved
            self.x = [x[col] for col in self.basis]
            reduced = form.reduced_costs(y)
            self.d = {col: reduced[col] for col in form.order
                      if col not in self.position and col not in form.fixed and col not in self.excluded}
        else:
            w = self.factor.ftran(form.rhs)
            self.x = [w.get(k, fmpq(0)) for k in range(len(self.basis))]
            y = self.factor.btran({k: form.cost[col] for k, col in enumerate(self.basis)
                                   if form.cost.get(col, 0) != 0})
            self.d = {}
            for col in form.order:
                if col not in self.position and col not in form.fixed and col not in self.excluded:
                    self.d[col] = form.cost.get(col, fmpq(0)) - sum((y[r] * a for r, a in form.column[col].items()
                                                                     if r in y), fmpq(0))
        self.infeasible = {k for k in range(len(self.basis)) if self._infeasible(k)}
        self.improving = {col for col, d in self.d.items() if self._wrong_sign(col, d)}

    def _wrong_sign(self, col, d) -> bool:
        return d > 0 or (d != 0 and col in self.form.free)

    def dual_infeasible(self) -> list:
        """Nonbasic columns whose reduced cost has the wrong sign (max form), kept up to date by each pivot
        (only the columns of the pivot row change)."""
        return list(self.improving)

    def _infeasible(self, k: int) -> bool:
        col, v = self.basis[k], self.x[k]
        if col in self.form.fixed:
            return v != 0
        return v < 0 and col not in self.form.free

    def ftran(self, column: dict) -> dict:
        """B^-1 column for the current basis: the LU, then the eta file in order."""
        w = self.factor.ftran(column)
        for p, pivot, eta in self.etas:      # eta: the pivot column alpha_q (nonzeros), position p, pivot alpha_pq
            vp = w.get(p)
            if not vp:
                continue
            t = vp / pivot
            for i, a in eta.items():
                if i != p:
                    w[i] = w.get(i, 0) - a * t
            w[p] = t
        return w

    def btran(self, v: dict) -> dict:
        """y with y^T B = v^T (v by position) for the current basis: etas reversed, then the LU."""
        v = dict(v)
        for p, pivot, eta in reversed(self.etas):
            if len(v) < len(eta):       # the sum over the shorter of the two
                other = sum((a * vi for i, vi in v.items() if i != p and (a := eta.get(i)) is not None), fmpq(0))
            else:
                other = sum((a * v[i] for i, a in eta.items() if i != p and i in v), fmpq(0))
            total = (v.get(p, 0) - other) / pivot
            if total != 0:
                v[p] = total
            else:
                v.pop(p, None)
        return self.factor.btran(v)

    def _tableau_row(self, p: int) -> dict:
        """alpha_j = (B^-1 A)_pj for the nonbasic, non-excluded columns j."""
        alpha: dict = {}
        for r, weight in self.btran({p: fmpq(1)}).items():
            for col, a in self.form.row_terms[r]:
                if col in self.d:
                    alpha[col] = alpha.get(col, 0) + weight * a
        return alpha

    def _pivot(self, p: int, q, alpha: dict, alpha_q: dict) -> bool:
        """Column q replaces basis position p; returns whether the objective or a bound moved."""
        pivot = alpha_q.get(p, 0)
        if pivot == 0 or pivot != alpha.get(q, 0):
            raise SolverFailure("exact simplex: row and column of the pivot disagree")
        leaving = self.basis[p]
        theta_p = self.x[p] / pivot
        if theta_p != 0:
            for i, a in alpha_q.items():
                if a != 0:
                    self.x[i] -= theta_p * a
        self.x[p] = theta_p
        theta_d = self.d[q] / pivot
        if theta_d != 0:
            for col, a in alpha.items():
                d = self.d[col] = self.d[col] - theta_d * a
                if self._wrong_sign(col, d):
                    self.improving.add(col)
                else:
                    self.improving.discard(col)
        del self.d[q]
        self.improving.discard(q)
        if leaving not in self.form.fixed and leaving not in self.excluded:
            self.d[leaving] = -theta_d
            if self._wrong_sign(leaving, -theta_d):
                self.improving.add(leaving)
        self.etas.append((p, pivot, {i: a for i, a in alpha_q.items() if a != 0}))
        self.basis[p] = q
        del self.position[leaving]
        self.position[q] = p
        for i in (alpha_q if theta_p != 0 else (p,)):     # a degenerate pivot moves no x but x_p's column
            if self._infeasible(i):
                self.infeasible.add(i)
            else:
                self.infeasible.discard(i)
        self.pivots += 1
        self.eta_size += len(self.etas[-1][2])
        if (self.pivots % self.refactor_every == 0 if self.refactor_every
                else self.eta_size > ETA_RATIO * self.factor.size):
            # a fresh LU and no etas; x_B and d were updated in exact arithmetic, so they stay as they are
            self.factor = Factor([self.form.column[col] for col in self.basis], self.form.names)
            self.etas, self.eta_size = [], 0
        return theta_p != 0 or theta_d != 0

    def dual(self, max_pivots: int, deadline: float, progress=None) -> list:
        """Dual simplex from a dual feasible basis to a primal feasible (hence optimal) one."""
        form, stalled = self.form, 0
        bad = self.dual_infeasible()
        if bad:
            raise SolverFailure(f"basis is not dual feasible at column {min(bad, key=form.rank.get)!r}")
        for pivots in range(max_pivots + 1):
            if not self.infeasible:
                return self.basis
            self._tick(pivots, deadline, progress, "dual", len(self.infeasible))
            bland = stalled >= self.bland_after
            if bland:
                p = min(self.infeasible, key=lambda k: form.rank[self.basis[k]])
            else:
                p = max(self.infeasible, key=lambda k: (abs(float(self.x[k])), -form.rank[self.basis[k]]))
            alpha = self._tableau_row(p)
            increase = self.x[p] < 0
            eligible = [col for col, a in alpha.items()
                        if a != 0 and ((a < 0) == increase or col in form.free)]
            if not eligible:
                raise SolverFailure(f"LP infeasible: no column can repair {self.basis[p]}")
            # a zero reduced cost (or a free column) gives ratio 0, the least possible: no divisions
            tied = [col for col in eligible if col in form.free or self.d[col] == 0]
            if not tied:
                ratios = {col: abs(self.d[col] / alpha[col]) for col in eligible}
                least = min(ratios.values())
                tied = [col for col in eligible if ratios[col] == least]
            q = min(tied, key=form.rank.__getitem__) if bland else \
                min(tied, key=lambda col: (-abs(float(alpha[col])), form.rank[col]))
            stalled = 0 if self._pivot(p, q, alpha, self.ftran(form.column[q])) else stalled + 1
        raise SolverFailure(f"exact dual simplex: no optimal basis after {max_pivots} pivots")

    def primal(self, max_pivots: int, deadline: float, progress=None) -> list:
        """Primal simplex from a primal feasible basis to a dual feasible (hence optimal) one."""
        form, stalled = self.form, 0
        if self.infeasible:
            raise SolverFailure(f"basis is not primal feasible at column {self.basis[min(self.infeasible)]!r}")
        for pivots in range(max_pivots + 1):
            improving = self.dual_infeasible()
            if not improving:
                return self.basis
            self._tick(pivots, deadline, progress, "primal", len(improving))
            bland = stalled >= self.bland_after
            if bland:
                q = min(improving, key=form.rank.__getitem__)
            else:
                q = max(improving, key=lambda c: (abs(float(self.d[c])), -form.rank[c]))
            direction = 1 if self.d[q] > 0 else -1          # a free column may also decrease
            alpha_q = self.ftran(form.column[q])
            least, tied = None, []      # the least ratio, then its ties (floats only break ties)
            for i, a in alpha_q.items():
                col = self.basis[i]
                if a == 0 or col in form.free:
                    continue
                if col in form.fixed:
                    ratio = 0
                elif (a > 0) == (direction > 0):
                    ratio = self.x[i] / a * direction
                else:
                    continue
                if least is None or ratio < least:
                    least, tied = ratio, [i]
                elif ratio == least:
                    tied.append(i)
            if least is None:
                raise SolverFailure(f"LP unbounded along column {q!r}")
            p = min(tied, key=(lambda i: form.rank[self.basis[i]]) if bland else
                    (lambda i: (-abs(float(alpha_q[i])), form.rank[self.basis[i]])))
            stalled = 0 if self._pivot(p, q, self._tableau_row(p), alpha_q) else stalled + 1
        raise SolverFailure(f"exact primal simplex: no optimal basis after {max_pivots} pivots")

    def _tick(self, pivots: int, deadline: float, progress, method: str, left: int) -> None:
        if time.monotonic() > deadline:
            raise SolverFailure(f"exact {method} simplex: out of time after {pivots} pivots ({left} left to fix)")
        if progress and pivots % 20 == 0:
            progress(method, pivots, left)


def complete_basis(form: StandardForm, candidates: list) -> list:
    """A nonsingular basis made of a maximal independent subset of `candidates` plus the slacks
    of the rows they leave uncovered (exact elimination; dependent candidates are dropped)."""
    rows: dict = {n: {} for n in form.names}
    for k, col in enumerate(candidates):
        for r, a in form.column[col].items():
            rows[r][k] = a
    where: dict = {k: set() for k in range(len(candidates))}
    for r, row in rows.items():
        for k in row:
            where[k].add(r)
    heap = [(len(row), n) for n, row in rows.items()]
    heapq.heapify(heap)
    done, chosen, uncovered = set(), [], []
    while heap:
        length, r = heapq.heappop(heap)
        if r in done or length != len(rows[r]):
            continue
        done.add(r)
        if length == 0:
            uncovered.append(r)
            continue
        col = min(rows[r], key=lambda c: (len(where[c]), c))
        chosen.append(col)
        pivot = rows[r][col]
        for k, _ in eliminate(rows, where, r, col, pivot):
            heapq.heappush(heap, (len(rows[k]), k))
    return [candidates[k] for k in sorted(chosen)] + [("slack", r) for r in uncovered]
