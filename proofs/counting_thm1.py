"""Paper 001, Theorem 1 for every M >= 2, E >= 1, delta in [0, 1]: P* is optimal, by a dual in closed form.

The dual (`theorem1_dual`) is the LP form of a chain argument on the centre row i0 = ceil(M/2): adjacent rows
give p_{b,j} >= q (p_{a,j} - s_{a,b,j}) (b one step from a towards i0), so walking from row j to row i0,
    p_{i0,j} >= q^|j-i0| p_jj - sum_{a on the walk} q^|a-i0| s_{a,b,j} >= q^|j-i0| t - ...,
and summing row i0 (it sums to 1) with sum_j s_{a,b,j} <= delta gives
    1 >= t / alpha_M - delta (1/alpha_M - 1),  i.e.  t <= delta + (1 - delta) alpha_M,
because sum_j q^|j-i0| = 1/alpha_M: the distances from the centre of a path of M points are those of a
cycle of M points. Every multiplier is alpha q^(distance to i0); every reduced cost is exactly 0 except
those of the s variables on the near side, which are alpha q^|a-i0| >= 0.

Two routes use it. `closed_form_certificates`: at concrete (M, E, delta) the dual and P* are written into an
LP certificate that the trusted kernel checks (no solver involved). `theorem1_proof`: for every M, a
polynomial proof (workbench.proof) in q = 1/E, r = q^m, s = q^|k-i0|, a = alpha_M, delta, E. The math
(closed forms and the reduced-cost cases) is in `theorem1_dual` and `theorem1_steps`, apart from the
Proof plumbing, so the steps can be re-emitted in another artefact format.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable

import sympy as sp

from workbench import certificates, kernel
from workbench.lp.families import counting_lp
from workbench.mechanisms.named import counting_optimal_mechanism
from workbench.proof import Proof

q, r, s, a, E, delta, c = sp.symbols("q r s a E delta c")
m = sp.Symbol("m", integer=True, positive=True)
VARIABLES = [q, r, s, a, E, delta, c]     # c = 1 - delta where a sign fact needs delta <= 1


def centre(M: int) -> int:
    """i0 = ceil(M/2): m for M = 2m, m + 1 for M = 2m + 1."""
    return (M + 1) // 2


def theorem1_dual(M: int, name: str, qv, alpha):
    """The dual value of constraint `name` of counting_lp(M, 1/q, delta), in closed form:
      row_k:      alpha [k = i0]                      diag_k:    alpha q^|k-i0|
      dpsum_a_b:  alpha q^|a-i0| if b is a's neighbour towards i0, else 0
      dp_a_b_j:   the same, when moreover j lies beyond a (j <= a < i0 or i0 < a <= j), else 0.
    qv and alpha may be numbers or SymPy expressions."""
    kind, *index = name.split("_")
    index, i0 = [int(x) for x in index], centre(M)
    if kind == "row":
        return alpha if index[0] == i0 else 0
    if kind == "diag":
        return alpha * qv ** abs(index[0] - i0)
    first, second = index[0], index[1]
    towards = first != i0 and second - first == (1 if first < i0 else -1)
    if kind == "dp":
        j = index[2]
        towards = towards and (j <= first < i0 or i0 < first <= j)
    return alpha * qv ** abs(first - i0) if towards else 0


Dual = Callable[[int, str, object, object], object]


# --------------------------------------------------------------------------- concrete M: kernel-checked
def closed_form_certificate(M: int, Ev: Fraction, deltav: Fraction, alpha: Fraction, value: Fraction,
                            dual: Dual = theorem1_dual) -> dict:
    """An LP certificate for counting_lp(M, E, delta): primal P* (with s = positive parts), the closed-form
    dual at q = 1/E, and the claimed value. The kernel decides whether it proves `value` optimal."""
    lp = counting_lp(M, Ev, deltav)
    P = counting_optimal_mechanism(M, Ev, deltav)
    primal = {"t": min(P[i][i] for i in range(M))}
    primal.update({f"p_{i + 1}_{j + 1}": P[i][j] for i in range(M) for j in range(M)})
    for i in range(1, M):
        for x, y in ((i, i + 1), (i + 1, i)):
            primal.update({f"s_{x}_{y}_{j}": max(Fraction(0), P[x - 1][j - 1] - Ev * P[y - 1][j - 1])
                           for j in range(1, M + 1)})
    duals = {row.name: Fraction(dual(M, row.name, 1 / Fraction(Ev), alpha)) for row in lp.constraints}
    return certificates.lp_certificate("counting.optimum", "counting", {"M": M, "E": Ev, "delta": deltav},
                                       lp, primal, duals, value, note="closed-form dual of Theorem 1")


def check_closed_form_certificates(points, alpha_of: Callable, optimum_of: Callable,
                                   dual: Dual = theorem1_dual) -> tuple[bool, str, dict | None]:
    """Kernel-check the closed-form certificate at each (M, E, delta); (ok, detail, first failure)."""
    for M, Ev, deltav in points:
        cert = closed_form_certificate(M, Ev, deltav, alpha_of(M, Ev), optimum_of(M, Ev, deltav), dual)
        try:
            kernel.check_certificate(cert)
        except (kernel.Invalid, kernel.Malformed) as exc:
            return False, f"M={M} E={Ev} delta={deltav}: the kernel refuses the closed-form certificate: {exc}", \
                {"M": M, "E": str(Ev), "delta": str(deltav), "kernel": str(exc)}
    Ms = sorted({p[0] for p in points})
    return True, (f"P* with the closed-form dual is a kernel-checked optimality certificate at {len(points)} "
                  f"(M, E, delta) points, M = {Ms[0]}..{Ms[-1]} (no solver involved)"), None


# --------------------------------------------------------------------------- every M: polynomial proof
def _cleared(expression):
    """(1 - q) * expression (a sum of geometric series in q, bounds in m) as a polynomial in q and r = q^m."""
    expression = sp.piecewise_fold(expression)
    expression = expression.args[-1][0] if isinstance(expression, sp.Piecewise) else expression
    cleared = sp.expand(sp.expand_power_exp(sp.cancel((1 - q) * expression)))
    return sp.expand(cleared.subs(q ** m, r))


def _sum(term, j, low, high):
    return sp.piecewise_fold(sp.summation(term, (j, low, high)))


def _column_types(dual: Dual, Ms=range(2, 18)):
    """Reduced costs of the p_k_j and s_a_b_j columns, normalised by q^|k-i0| (resp. q^|a-i0|) into the
    symbol s, grouped by the order type of the indices involved: {(kind, type): {(positive, negative)}}.
    A column's reduced cost depends on its indices only through that type: each multiplier in it is
    alpha q^|x-i0| (x in k-1, k, k+1; |x-i0| - |k-i0| is fixed by the type) times an indicator of comparisons
    among 1, k-1, k, k+1, j, i0, M. Every type occurs by M = 17 (M = 18..29 add none); `theorem1_steps`
    refuses a type with two normalised values."""
    types = {}

    def normalise(value, k, i0):
        value = sp.sympify(value)
        return sp.expand(value / q ** abs(k - i0) * (s if k != i0 else 1))

    def record(kind, key, positive, negative):
        types.setdefault((kind, key), set()).add((positive, negative))
    for M in Ms:
        i0 = centre(M)
        for k in range(1, M + 1):
            for j in range(1, M + 1):
                # column p_k_j: +1 in row_k, -1 in diag_k (j = k), +1 in dp_k_b_j, -E in dp_x_k_j
                positive = dual(M, f"row_{k}", q, a) + sum(dual(M, f"dp_{k}_{b}_{j}", q, a)
                                                          for b in (k - 1, k + 1) if 1 <= b <= M)
                negative = (dual(M, f"diag_{k}", q, a) if j == k else 0) + sum(
                    E * dual(M, f"dp_{x}_{k}_{j}", q, a) for x in (k - 1, k + 1) if 1 <= x <= M)
                key = _order_type({"1": 1, "k-1": k - 1, "k": k, "k+1": k + 1, "j": j, "i0": i0, "M": M})
                record("p", key, normalise(positive, k, i0), normalise(negative, k, i0))
        for x in range(1, M):
            for first, second in ((x, x + 1), (x + 1, x)):
                for j in range(1, M + 1):
                    # column s_first_second_j: -1 in dp_first_second_j, +1 in dpsum_first_second
                    key = _order_type({"x": first, "y": second, "j": j, "i0": i0})
                    record("s", key, normalise(dual(M, f"dpsum_{first}_{second}", q, a), first, i0),
                           normalise(dual(M, f"dp_{first}_{second}_{j}", q, a), first, i0))
    return types


def _order_type(positions: dict) -> str:
    """The order type of named indices, e.g. '1=k-1 < k < k+1=i0 < j < M': all a dual defined by comparing
    indices (as theorem1_dual is) can see of them."""
    groups = {}
    for label, value in positions.items():
        groups.setdefault(value, []).append(label)
    return " < ".join("=".join(groups[value]) for value in sorted(groups))


def _series_match_dual(dual: Dual, parity: str, line, deltav):
    """The series summed in the steps are the dual's own: at M = 2..13 of this parity, sum_k diag_k = a (1 + line)
    and b.y = sum_k row_k + delta sum dpsum = a (1 + delta line). Raises ValueError otherwise."""
    line = line.args[-1][0] if isinstance(line, sp.Piecewise) else line
    for M in range(2 if parity == "even" else 3, 14, 2):
        names = [row.name for row in counting_lp(M, Fraction(2), Fraction(0)).constraints]
        at_m = line.subs(m, M // 2)
        diag = sum(sp.sympify(dual(M, n, q, a)) for n in names if n.startswith("diag_"))
        by = sum(sp.sympify(dual(M, n, q, a)) * (1 if n.startswith("row_") else deltav)
                 for n in names if n.startswith(("row_", "dpsum_")))
        if sp.simplify(diag - a * (1 + at_m)) != 0 or sp.simplify(by - a * (1 + deltav * at_m)) != 0:
            raise ValueError(f"M={M}: the dual's diag or b.y terms are not the series of the proof")


def theorem1_steps(form, dual: Dual = theorem1_dual) -> list[tuple]:
    """The facts that make the closed-form dual an optimal certificate for every M, as
    ("identity", name, lhs, factors) and ("nonneg", name, poly, shift) over VARIABLES, with E = 1/q
    cleared by multiplying by q. Raises ValueError when a column type has two different reduced costs."""
    steps = []
    j = sp.Symbol("j", integer=True)
    for parity, M_of_m in (("even", 2 * m), ("odd", 2 * m + 1)):
        branch = form.even if parity == "even" else form.odd
        P = sp.cancel((1 - q) / branch(m, q))                  # (1 - q) / alpha_M, a polynomial in q, r
        P = sp.expand(sp.expand_power_exp(P)).subs(q ** m, r)
        i0 = m if parity == "even" else m + 1
        # distances from the centre of the path 1..M, and (row 0 of) the cycle of M points
        line = _sum(q ** (i0 - j), j, 1, i0 - 1) + _sum(q ** (j - i0), j, i0 + 1, M_of_m)
        half = m if parity == "odd" else m - 1
        cycle = _sum(q ** j, j, 1, half) + _sum(q ** (M_of_m - j), j, half + 1, M_of_m - 1)
        _series_match_dual(dual, parity, sp.piecewise_fold(line), delta)
        steps.append(("identity", f"{parity}: sum of diag multipliers = 1 (column t)",
                      (1 - q) + _cleared(line), [P]))
        steps.append(("identity", f"{parity}: rows of P* sum to 1", (1 - q) + _cleared(cycle), [P]))
        # b.y = sum_k v_k + delta sum_ab mu_ab = alpha (1 + delta L); times (1 - q)/alpha = P, it is P * optimum:
        optimum = sp.expand(sp.cancel(P * form.optimum_from_alpha((1 - q) / P, delta)))
        steps.append(("identity", f"{parity}: b.y (1-q)/alpha = the claimed optimum (1-q)/alpha",
                      (1 - q) + delta * _cleared(line), [optimum]))
    for key, values in sorted(_column_types(dual).items(), key=lambda kv: str(kv[0])):
        if len(values) != 1:
            raise ValueError(f"column type {key}: reduced costs differ between M ({len(values)} values)")
        (positive, negative), = values
        name = f"reduced cost of the {key[0]} columns with {key[1]}"
        positive, negative = sp.expand(q * positive).subs(E * q, 1), sp.expand(q * negative).subs(E * q, 1)
        if sp.expand(positive - negative) == 0:
            steps.append(("identity", name + " = 0", positive, [negative]))
        else:
            steps.append(("nonneg", name + " >= 0", positive - negative, {}))
    steps.append(("nonneg", "dual signs: every multiplier alpha q^d >= 0", a * s, {}))
    # P* is feasible: p_ij = delta [i = j] + c a q^d(i,j), c = 1 - delta; adjacent rows x, y; times E (q = 1/E):
    steps.append(("identity", "P*: j = x gives p_xx - E p_yx = delta (times E)",
                  sp.expand(E * (delta + c * a) - E * E * c * a / E), [E, delta]))
    steps.append(("nonneg", "P*: j = y gives E p_yy - p_xy >= 0 (times E)",
                  sp.expand(E * (E * (delta + c * a) - c * a / E)), {E: 1}))
    for step in (-1, 0, 1):   # other j: d(x,j) - d(y,j) in {-1, 0, 1}, p_xj - E p_yj = c a q^d(y,j) (q^step - E)
        steps.append(("nonneg", f"P*: other j, d(x,j) - d(y,j) = {step}: E p_yj - p_xj >= 0 (times E/q^d(y,j))",
                      sp.expand(E * c * a * s * (E - E ** -step)), {E: 1}))
    return steps


def theorem1_proof(form, dual: Dual = theorem1_dual) -> Proof:
    """The steps of `theorem1_steps` as a replayable Proof artefact for claim counting.optimum."""
    proof = Proof("counting.optimum", VARIABLES,
                  "for every M >= 2, E = 1/q >= 1 and delta in [0, 1]: P* is feasible and the closed-form dual "
                  "certifies that no feasible P has a larger minimum diagonal than delta + (1 - delta) alpha_M",
                  ARGUMENT)
    for kind, name, expression, extra in theorem1_steps(form, dual):
        if kind == "identity":
            proof.identity(name, expression, *extra)
        else:
            proof.nonneg(name, expression, extra)
    return proof


ARGUMENT = (
    "Dual (y) of the LP max t s.t. t <= p_ii (diag_i), sum_j p_ij = 1 (row_i), p_aj - E p_bj <= s_abj (dp_a_b_j), "
    "sum_j s_abj <= delta (dpsum_a_b): with i0 = ceil(M/2), row_k = alpha [k = i0], diag_k = alpha q^|k-i0|, "
    "dpsum_a_b = alpha q^|a-i0| for b = a's neighbour towards i0, dp_a_b_j = the same when j lies beyond a "
    "(j <= a < i0 or i0 < a <= j), all else 0 (a = alpha_M). Weak duality: for every feasible (t, P, s), "
    "t = sum_rows y_i a_i.x - sum_cols r_c x_c <= b.y when y >= 0 on the <= rows ('dual signs'), the free column "
    "t has r_t = sum_k diag_k - 1 = 0 (steps 'sum of diag multipliers', with (1-q)/alpha the polynomial P), and "
    "every other reduced cost is >= 0: each column's reduced cost, divided by q^|k-i0| (written s), depends only "
    "on the order type of the indices it involves (1, k-1, k, k+1, j, i0, M for p_k_j; x, y, j, i0 for s_x_y_j), "
    "since every multiplier is alpha q^|x-i0| times an indicator of index comparisons; one step per order type "
    "(steps 'reduced cost ...', multiplied by q to clear E = 1/q; all 133 types occur by M = 11). "
    "b.y = alpha + delta alpha sum_{a != i0} q^|a-i0| = delta + (1 - delta) alpha (step 'b.y', divided by "
    "(1-q)/alpha). Sums over indices are geometric series written with r = q^m (M = 2m or 2m + 1); steps "
    "cleared by (1 - q) give the identities for q < 1, and at q = 1 (eps = 0) by continuity in q at fixed M "
    "(alpha_M(1) = 1/M is the limit). "
    "Strong duality: P* is feasible with t = min diag = delta + (1 - delta) alpha = b.y: its rows sum to 1 "
    "(step 'rows of P*'), and for adjacent x, y the positive parts of p_xj - E p_yj sum to delta: j = x gives "
    "delta, j = y and every other j (where |d(x,j) - d(y,j)| <= 1 by the triangle inequality of the cyclic "
    "distance) give <= 0 (steps 'P*'). So delta + (1 - delta) alpha_M is the optimum for every M.")


def route_theorem1_proof(form, out_dir, dual: Dual = theorem1_dual):
    """The proof route for every M, or a fail when a step cannot even be written (not polynomial, or a column
    type with two reduced costs)."""
    from workbench.claims import RouteResult
    try:
        return theorem1_proof(form, dual).route(out_dir, "counting_theorem1_dual")
    except (sp.PolynomialError, ValueError) as exc:
        return RouteResult("fail", f"Theorem 1 dual proof cannot be written as polynomial steps: {exc}"), None
