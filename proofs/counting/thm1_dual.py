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
polynomial proof (workbench.proof, format /2) in q = 1/E, r = q^m, s = q^|k-i0|, a = alpha_M, delta, E,
c = 1 - delta: the goals G1-G4 of `theorem1_goals` (docs/counting-thm1.md), derived from the hypotheses
E q = 1, a = alpha_M, c = 1 - delta, q < 1 and the lemma steps of `theorem1_steps`. Not `complete`: weak
duality, the order-type reduction, the triangle inequality and q = 1 stay in the argument. `verify` runs only the
certificates now: the complete every-M proof is the walk (proofs/counting/thm1_walk.py); this artefact is kept, with
its tests, as a second derivation.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable

from workbench import certificates, kernel
from workbench.fastcancel import cancel
from workbench.lp.families import counting_lp
from workbench.mechanisms.named import counting_optimal_mechanism
from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")   # `list` must not load SymPy (tests/test_startup.py); the symbols are made on first use


def _symbols() -> None:
    """Make the proof's variables q, r = q^m, s = q^|k-i0|, a = alpha_M, E, delta, c = 1 - delta (module globals)."""
    global q, r, s, a, E, delta, c, m, VARIABLES
    if "VARIABLES" not in globals():
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
    EP, zero = [[Ev * v for v in row] for row in P], Fraction(0)      # each E p_yj serves both neighbours of y
    for i in range(1, M):
        for x, y in ((i, i + 1), (i + 1, i)):
            primal.update({f"s_{x}_{y}_{j}": max(zero, P[x - 1][j - 1] - EP[y - 1][j - 1]) for j in range(1, M + 1)})
    qv = 1 / Fraction(Ev)
    duals = {row.name: Fraction(dual(M, row.name, qv, alpha)) for row in lp.constraints}
    return certificates.lp_certificate("counting.optimum", "counting", {"M": M, "E": Ev, "delta": deltav},
                                       lp, primal, duals, value, note="closed-form dual of Theorem 1")


def check_closed_form_certificates(points, alpha_of: Callable, optimum_of: Callable,
                                   dual: Dual = theorem1_dual, accepted: list | None = None
                                   ) -> tuple[bool, str, dict | None]:
    """Kernel-check the closed-form certificate at each (M, E, delta); (ok, detail, first failure). When
    `accepted` is a list, the last certificate the kernel accepted is left in it (to save without rebuilding)."""
    for M, Ev, deltav in points:
        cert = closed_form_certificate(M, Ev, deltav, alpha_of(M, Ev), optimum_of(M, Ev, deltav), dual)
        try:
            kernel.check_certificate(cert)
            if accepted is not None:
                accepted[:] = [cert]
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
    cleared = sp.expand(sp.expand_power_exp(cancel((1 - q) * expression)))
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
    _symbols()
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
        # both sides are rational in q, a, delta: cancel decides equality exactly (and faster than simplify)
        if cancel(diag - a * (1 + at_m)) != 0 or cancel(by - a * (1 + deltav * at_m)) != 0:
            raise ValueError(f"M={M}: the dual's diag or b.y terms are not the series of the proof")


def _parity_series(form, parity: str, dual: Dual) -> dict:
    """For M = 2m (even) or 2m + 1 (odd): P = (1 - q)/alpha_M from the form, and (1 - q) times the series
    L = sum_{k != i0} q^|k-i0| (the dual's diag and dpsum terms, checked against the dual at M = 2..13) and
    C = sum_{j != 0} q^d_M(0, j) (a row of P*), as polynomials in q and r = q^m."""
    _symbols()
    j = sp.Symbol("j", integer=True)
    M_of_m = 2 * m if parity == "even" else 2 * m + 1
    branch = form.even if parity == "even" else form.odd
    P = cancel((1 - q) / branch(m, q))                  # (1 - q) / alpha_M, a polynomial in q, r
    P = sp.expand(sp.expand_power_exp(P)).subs(q ** m, r)
    i0 = m if parity == "even" else m + 1
    # distances from the centre of the path 1..M, and (row 0 of) the cycle of M points
    line = _sum(q ** (i0 - j), j, 1, i0 - 1) + _sum(q ** (j - i0), j, i0 + 1, M_of_m)
    half = m if parity == "odd" else m - 1
    cycle = _sum(q ** j, j, 1, half) + _sum(q ** (M_of_m - j), j, half + 1, M_of_m - 1)
    _series_match_dual(dual, parity, sp.piecewise_fold(line), delta)
    return {"P": P, "line": _cleared(line), "cycle": _cleared(cycle)}


def _reduced_costs(dual: Dual) -> list[tuple]:
    """(order type, positive part, negative part) of every column type's reduced cost divided by q^|k-i0|
    (written s). Raises ValueError when a type has two different values."""
    out = []
    for key, values in sorted(_column_types(dual).items(), key=lambda kv: str(kv[0])):
        if len(values) != 1:
            raise ValueError(f"column type {key}: reduced costs differ between M ({len(values)} values)")
        (positive, negative), = values
        out.append((key, positive, negative))
    return out


def theorem1_steps(form, dual: Dual = theorem1_dual, series=None, costs=None) -> list[tuple]:
    """The facts that make the closed-form dual an optimal certificate for every M, as
    ("identity", name, lhs, factors) and ("nonneg", name, poly, shift) over VARIABLES, with E = 1/q
    cleared by multiplying by q. Raises ValueError when a column type has two different reduced costs.
    `series` and `costs` (from _parity_series, _reduced_costs) save recomputing them."""
    _symbols()
    steps = []
    for parity in ("even", "odd"):
        found = (series or {}).get(parity) or _parity_series(form, parity, dual)
        P, line, cycle = found["P"], found["line"], found["cycle"]
        steps.append(("identity", f"{parity}: sum of diag multipliers = 1 (column t)", (1 - q) + line, [P]))
        steps.append(("identity", f"{parity}: rows of P* sum to 1", (1 - q) + cycle, [P]))
        # b.y = sum_k v_k + delta sum_ab mu_ab = alpha (1 + delta L); times (1 - q)/alpha = P, it is P * optimum:
        optimum = sp.expand(cancel(P * form.optimum_from_alpha((1 - q) / P, delta)))
        steps.append(("identity", f"{parity}: b.y (1-q)/alpha = the claimed optimum (1-q)/alpha",
                      (1 - q) + delta * line, [optimum]))
    for key, positive, negative in (costs if costs is not None else _reduced_costs(dual)):
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


# Hypotheses of the goals: (name, polynomial >= 0, strict). E q = 1, a = alpha_M and c = 1 - delta are each a
# pair of opposite inequalities; "q < 1" leaves q = 1 (eps = 0) to the continuity argument.
def _hypotheses(series) -> list[tuple]:
    out = [("E q >= 1", E * q - 1, False), ("E q <= 1", 1 - E * q, False), ("q < 1", 1 - q, True),
           ("c >= 1 - delta", c - 1 + delta, False), ("c <= 1 - delta", 1 - c - delta, False)]
    for parity, found in series.items():
        out += [(f"{parity}: a >= alpha_M", a * found["P"] - (1 - q), False),
                (f"{parity}: a <= alpha_M", (1 - q) - a * found["P"], False),
                (f"{parity}: alpha_M > 0", found["P"], True)]   # (1 - q)/alpha_M > 0, i.e. alpha_M's denominator
    return out


def _split(polynomial) -> tuple:
    """(positive part, negated negative part) of a polynomial's terms: both have nonneg coefficients."""
    terms = sp.Poly(sp.expand(polynomial), *VARIABLES).terms()
    monomial = lambda exps: sp.Mul(*(v ** e for v, e in zip(VARIABLES, exps)))
    return (sum((cf * monomial(e) for e, cf in terms if cf > 0), sp.Integer(0)),
            sum((-cf * monomial(e) for e, cf in terms if cf < 0), sp.Integer(0)))


def _derivation(target, equations, terms=()) -> list:
    """Terms of a derivation target = sum (multiplier * fact) + residual: the given `terms` first, then the rest
    divided by the equations (h, name of h >= 0, name of h <= 0), each quotient split by the sign of its terms.
    Untrusted: the replay checks that the residual left over is nonneg."""
    rest = sp.expand(target - sum(mult * sp.Mul(*facts_poly) for mult, _, facts_poly in terms))
    out = [(mult, names) for mult, names, _ in terms]
    if equations:
        quotients, rest = sp.reduced(rest, [h for h, _, _ in equations], *VARIABLES, order="lex")
        for quotient, (_, ge, le) in zip(quotients, equations):
            plus, minus = _split(quotient)
            out += [(plus, [ge])] * (plus != 0) + [(minus, [le])] * (minus != 0)
    return out


def _registered_optimum(parity: str):
    """The optimum registered (@closed_form) for counting.optimum at M = 2m or 2m + 1, in q and r = q^m."""
    from workbench.proof import registered
    E_, delta_ = sp.symbols("E delta")
    name = "delta + (1-delta) alpha_2m," if parity == "even" else "delta + (1-delta) alpha_2m+1"
    form = registered("counting.optimum", name, [E_, m, delta_]).subs({E_: 1 / q, delta_: delta})
    return sp.expand_power_exp(sp.expand_power_base(form, force=True)).subs(q ** m, r)


def theorem1_goals(proof: Proof, form, series, costs, registry=_registered_optimum) -> list[dict]:
    """The goals G1-G4 of docs/counting-thm1.md as keyword arguments of Proof.goal, each with its derivation
    (`proof` gives the denominator's sign and has the hypotheses of `_hypotheses`). G2 and "P* attains the
    optimum" compare with the claim's registered optimum (`template`)."""
    _symbols()
    goals, eq_E = [], [(E * q - 1, "E q >= 1", "E q <= 1")]
    eq_c = [(c - 1 + delta, "c >= 1 - delta", "c <= 1 - delta")]

    def equal(name, expression, equations, template=None, positive=None, extra=()):
        """expression = 0 as the goals >= 0 and <= 0, derived from the equations (and `extra` fact names)."""
        numerator, denominator = sp.fraction(cancel(sp.together(expression)))
        hypotheses = [n for _, ge, le in equations for n in (ge, le)] + list(extra)
        for relation, orientation in ((">=", 1), ("<=", -1)):
            sign = proof.denominator_sign(denominator, positive)
            goals.append(dict(name=f"{name} ({relation} 0)", expression=expression, relation=relation,
                              hypotheses=hypotheses, template=template, positive=positive,
                              terms=_derivation(orientation * sign * numerator, equations)))

    for parity, found in series.items():
        P, line, cycle = found["P"], found["line"], found["cycle"]
        eq_a = [(a * P - (1 - q), f"{parity}: a >= alpha_M", f"{parity}: a <= alpha_M")]
        alpha = (1 - q) / P
        # G1: the free column t has reduced cost sum_k diag_k - 1 = a (1 + L) - 1 = 0
        equal(f"G1 {parity}: column t: sum_k diag_k - 1 = a (1 + L) - 1", a * (1 + line / (1 - q)) - 1, eq_a,
              positive="q < 1", extra=["q < 1"])
        # G2: (1 - q)(b.y - optimum) = 0, b.y = sum_k row_k + delta sum dpsum = a (1 + delta L)
        by = a * (1 + delta * line / (1 - q))
        template = (lambda by=by, parity=parity: (1 - q) * (by - registry(parity)))
        equal(f"G2 {parity}: (1 - q)(b.y - optimum), b.y = a (1 + delta L)",
              (1 - q) * (by - form.optimum_from_alpha(alpha, delta)), eq_a, template=template,
              positive=f"{parity}: alpha_M > 0", extra=[f"{parity}: alpha_M > 0"])
        # G4: a row of P* (circulant) sums to 1; its diagonal delta + c a is the optimum
        equal(f"G4 {parity}: row of P*: delta + c a (1 + C) - 1", delta + c * a * (1 + cycle / (1 - q)) - 1,
              eq_a + eq_c, positive="q < 1", extra=["q < 1"])
        template = (lambda parity=parity: delta + c * a - registry(parity))
        equal(f"G4 {parity}: P* attains the optimum: delta + c a - optimum",
              delta + c * a - form.optimum_from_alpha(alpha, delta), eq_a + eq_c, template=template,
              positive=f"{parity}: alpha_M > 0", extra=[f"{parity}: alpha_M > 0"])
    # G3: every other column's reduced cost (divided by q^|k-i0|, written s; times q) is >= 0
    for key, positive, negative in costs:
        name = f"reduced cost of the {key[0]} columns with {key[1]}"
        value = sp.expand(q * (positive - negative))
        reduced = sp.expand(value.subs(E * q, 1))
        facts = [(1, [name + " >= 0"], [reduced])] if reduced != 0 else []
        goals.append(dict(name="G3 q (" + name + ") >= 0", expression=value, relation=">=",
                          hypotheses=["E q >= 1", "E q <= 1"], terms=_derivation(value, eq_E, facts)))
    goals.append(dict(name="G3 dual signs: a q^d >= 0 (diag, dp, dpsum)", expression=a * s, relation=">=",
                      terms=[(1, ["dual signs: every multiplier alpha q^d >= 0"])]))
    # G4: P* >= 0, and for adjacent x, y the positive parts of p_xj - E p_yj sum to at most delta
    goals.append(dict(name="G4 P* >= 0 off the diagonal: c a q^d", expression=c * a * s, relation=">="))
    pxx, pyx = delta + c * a, c * a * q
    goals.append(dict(name="G4 j = x: p_xx - E p_yx - delta <= 0", expression=pxx - E * pyx - delta,
                      relation="<=", hypotheses=["E q >= 1"], terms=[(c * a, ["E q >= 1"])]))
    goals.append(dict(name="G4 j = y: p_xy - E p_yy <= 0", expression=c * a * q - E * (delta + c * a),
                      relation="<=", hypotheses=["q < 1"], terms=[(c * a, ["q < 1"])]))
    for step, expression, terms in (
            (-1, c * a * s * (1 - E * q), [(c * a * s, ["E q >= 1"])]), (0, c * a * s * (1 - E), []),
            (1, c * a * s * (q - E), [(c * a * s, ["q < 1"])])):
        goals.append(dict(name=f"G4 other j, d(x,j) - d(y,j) = {step}: p_xj - E p_yj <= 0 (s = q^min(d))",
                          expression=expression, relation="<=", hypotheses=[n for _, f in terms for n in f],
                          terms=terms))
    return goals


def theorem1_proof(form, dual: Dual = theorem1_dual) -> Proof:
    """Theorem 1 as a replayable Proof artefact for claim counting.optimum: the goals of `theorem1_goals`
    (each with its derivation) and the lemma steps of `theorem1_steps`."""
    _symbols()
    series = {parity: _parity_series(form, parity, dual) for parity in ("even", "odd")}
    costs = _reduced_costs(dual)
    proof = Proof("counting.optimum", VARIABLES, STATEMENT, ARGUMENT, domain={E: 1})
    for name, polynomial, strict in _hypotheses(series):
        proof.hypothesis(name, polynomial, strict=strict)
    for kind, name, expression, extra in theorem1_steps(form, dual, series, costs):
        if kind == "identity":
            proof.identity(name, expression, *extra)
        else:
            proof.nonneg(name, expression, extra)
    for goal in theorem1_goals(proof, form, series, costs):
        name, expression = goal.pop("name"), goal.pop("expression")
        proof.goal(name, expression, **goal)
    return proof


STATEMENT = (
    "For every M >= 2 (M = 2m or 2m + 1, r = q^m), 0 < q = 1/E < 1 (hypotheses E q = 1, q < 1; domain E >= 1, "
    "all else >= 0), delta in [0, 1] (c = 1 - delta >= 0): G1 the closed-form dual gives the free column t "
    "reduced cost 0, G2 its value b.y equals the registered optimum delta + (1 - delta) alpha_M (with a = alpha_M), "
    "G3 every column type's reduced cost is >= 0 and every multiplier >= 0, G4 P* is stochastic, nonneg, its "
    "DP rows' positive parts sum to <= delta, and its minimum diagonal is the registered optimum. NOT complete: "
    "that G1-G4 give optimality for every M rests on four arguments in prose, not goals: LP weak duality "
    "(G1, G3 and G2 give t <= b.y = optimum for every feasible P), the order-type reduction (every column of "
    "every M has the reduced cost of its order type, checked by the builder on M = 2..17, and s = q^|k-i0|, "
    "r = q^m, C and L are the geometric series of the dual and of P*), the triangle inequality for P*'s other "
    "j, and q = 1 (eps = 0) by continuity in q at fixed M.")


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
