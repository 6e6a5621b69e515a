"""Thm. 1 of the PML paper (002) for every N >= 2, c in (0, 1/N], E = e^eps >= 1: eta_TV(eps, c) = Xi.

Xi = min{Xi1, 1}, Xi1 = (E - 1)/D, D = 1 + E d, d = 1 - Nc. Two polynomial proofs that
workbench.polyproof replays:
  (a) the bound: a dual solution of the pml-eta LP (workbench.lp.families.pml_eta_lp) whose
      multipliers are rational in E, c, N, valid for every N, every output alphabet and event A;
  (b) attainment: explicit binary kernels (Remark 2's [M x q, m x (N - q)] where E c max(q, N - q) <= 1,
      our corrected odd-N column, Thm. 2's kernel once E N c >= 2) whose Lemma 4 rows, entries and
      eta_TV are polynomial facts under named hypotheses, plus the case split covering every (N, E, c).
The math (multipliers, columns, certificates) sits in plain functions returning SymPy data, apart
from the emitters that write Proof steps, so that it can be re-emitted in another proof format.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import sympy as sp

from workbench.proof import Proof

E, c, N, q, k = sp.symbols("E c N q k")
BASE_SHIFT = {E: 1, N: 2, q: 1, k: 1}          # E >= 1, N >= 2, q >= 1, k >= 1; c >= 0


def xi_first(E_=E, c_=c, N_=N):
    """The first branch of Xi: (E - 1)/(E(1 - Nc) + 1)."""
    return (E_ - 1) / (E_ * (1 - N_ * c_) + 1)


def lemma4_slack(column_sum, top, bottom, E_=E, c_=c, N_=N):
    """Lemma 4's row (y, x, z) as slack >= 0: E (c sum_w K(y|w) + (1 - Nc) K(y|z)) - K(y|x)."""
    return E_ * (c_ * column_sum + (1 - N_ * c_) * bottom) - top


# --------------------------------------------------------------------------- (a) the dual certificate
# Variable types of the pml-eta LP for the pair (x, x') and event A: k(v, y) with v in {x, x', other}
# and y in A or not. Used rows: (y, x, x') for y in A, (y, x', x) for y not in A, and every row sum.
VARIABLE_TYPES = [(v, inside) for v in ("x", "x'", "w") for inside in (True, False)]


def eta_dual_multipliers(E_=E, c_=c, N_=N) -> dict:
    """A dual solution of max K(A|x) - K(A|x') over M(eps, c): lambda = 1/D on each used PML row, nu_v
    on the row sum of input v (free: those rows are equalities). Its value sum_v nu_v is Xi1."""
    D = 1 + E_ * (1 - N_ * c_)
    d = 1 - N_ * c_
    return {"lambda": 1 / D, "nu_x": E_ * (c_ + d) / D, "nu_x'": -(1 - E_ * c_) / D, "nu_w": E_ * c_ / D}


def pml_row_coefficient(variable: str, inside: bool, E_=E, c_=c, N_=N):
    """The coefficient of k(v, y) in the one used PML row of its output y (pml_eta_lp's row layout)."""
    x_row, z_row = ("x", "x'") if inside else ("x'", "x")
    return int(variable == x_row) - E_ * c_ - E_ * (1 - N_ * c_) * int(variable == z_row)


def objective_coefficient(variable: str, inside: bool):
    """The coefficient of k(v, y) in the objective K(A|x) - K(A|x')."""
    return (int(variable == "x") - int(variable == "x'")) if inside else 0


def dual_solution(N_: int, E_, c_, outputs: int = 2, event=(1,)) -> dict:
    """The multipliers of eta_dual_multipliers at a rational (N, E, c), named after pml_eta_lp's rows for the
    pair (x, x') = (1, 2): lambda on pml_{y}_1_2 (y in A) and pml_{y}_2_1 (y not in A), nu on row_{x}."""
    y = {name: value.subs({E: E_, c: c_, N: N_}) for name, value in eta_dual_multipliers().items()}
    solution = {f"pml_{o}_{1}_{2}" if o in event else f"pml_{o}_{2}_{1}": y["lambda"] for o in range(1, outputs + 1)}
    nu = {1: y["nu_x"], 2: y["nu_x'"]}
    solution.update({f"row_{x}": nu.get(x, y["nu_w"]) for x in range(1, N_ + 1)})
    return {name: Fraction(int(sp.numer(v)), int(sp.denom(v))) for name, v in solution.items()}


def dual_check(lp, solution: dict) -> Fraction | None:
    """The value b.y when `solution` is dual feasible for the max-LP `lp` (y >= 0 on <= rows, free on ==,
    A^T y >= objective on nonneg variables, == on free ones), exactly; None when it is not."""
    rows = {row.name: row for row in lp.constraints}
    if any(rows[name].sense == "<=" and value < 0 for name, value in solution.items()):
        return None
    for variable, domain in lp.variables:
        reduced = sum((value * rows[name].coefficients.get(variable, 0) for name, value in solution.items()),
                      Fraction(0)) - lp.objective.get(variable, 0)
        if reduced < 0 or (domain == "free" and reduced != 0):
            return None
    return sum((value * rows[name].rhs for name, value in solution.items()), Fraction(0))


def bound_proof(xi=xi_first) -> Proof:
    """(a): eta_TV(K) <= Xi for every (eps, c)-PML kernel, N >= 2, any outputs; `xi(E, c, N)` is the Xi1
    to prove (tests pass wrong ones and watch the replay refuse them)."""
    d, u, b = sp.symbols("d u b")
    D = 1 + E * (1 - N * c)
    y = eta_dual_multipliers()
    proof = Proof("pml.eta-bound", [E, c, N, d, u, b],
                  "for every N >= 2, c in (0, 1/N], E >= 1 and every (eps, c)-PML kernel K (any outputs): "
                  "eta_TV(K) <= Xi = min{(E - 1)/(E(1 - Nc) + 1), 1}",
                  "eta_TV(K) = max over x != x' and events A of K(A|x) - K(A|x'), the objective of the pml-eta LP "
                  "(Lemma 4 makes (eps, c)-PML linear). Dual solution: lambda = 1/D on the rows (y, x, x'), y in A, "
                  "and (y, x', x), y not in A; nu_x = E(c + d)/D, nu_x' = -(1 - Ec)/D, nu_w = Ec/D on the row sums "
                  "(free multipliers of equalities), D = 1 + E d, d = 1 - Nc. Steps 'dual feasibility ...': for each "
                  "of the six kinds of variable k(v, y) (v = x, x' or another input w; y in A or not), D nu_v == "
                  "D * objective coefficient - (its coefficient in the used row), i.e. lambda * row + nu_v == "
                  "objective coefficient exactly, so the objective equals lambda * sum of the used rows' lhs "
                  "(each <= 0) + sum_v nu_v * 1 <= sum_v nu_v. Step 'dual value': D (nu_x + nu_x' + (N - 2) nu_w) "
                  "times the denominator of Xi1 == D times its numerator, so the bound is Xi1. Steps 'D - 1' and "
                  "'D > 0': D = 1 + E d >= 1, so lambda >= 0. Steps '1 branch': 1 - (K(A|x) - K(A|x')) = "
                  "u + b with u = K(A^c|x) >= 0, b = K(A|x') >= 0. Hence eta_TV(K) <= min{Xi1, 1} = Xi.")
    for variable, inside in VARIABLE_TYPES:
        nu = y[{"x": "nu_x", "x'": "nu_x'", "w": "nu_w"}[variable]]
        target = D * objective_coefficient(variable, inside) - pml_row_coefficient(variable, inside)
        proof.identity(f"dual feasibility k({variable}, y {'in' if inside else 'not in'} A)",
                       sp.cancel(D * nu), sp.expand(target))
    value = sp.cancel(D * (y["nu_x"] + y["nu_x'"] + (N - 2) * y["nu_w"]))
    numerator, denominator = sp.fraction(sp.cancel(xi(E, c, N)))
    proof.identity("dual value", sp.expand(value * denominator), numerator, D)
    proof.identity("D - 1", D - 1, E, 1 - N * c)
    proof.nonneg("D > 0", 1 + E * d, {E: 1})
    proof.identity("1 branch", 1 - ((1 - u) - b), u + b)
    return proof.nonneg("1 branch sign", u + b, {})


# --------------------------------------------------------------------------- (b) attaining kernels
@dataclass
class Hypothesis:
    """A named atom assumed >= 0 on a case, as a polynomial in the base variables; `symbol` stands for it
    in the sign steps."""
    name: str
    poly: sp.Expr
    symbol: sp.Symbol


def hypotheses(N_=N) -> dict[str, Hypothesis]:
    """The atoms the certificates multiply: each >= 0 under the hypotheses of the case that uses it."""
    table = {"E-1": E - 1, "d": 1 - N_ * c, "D": 1 + E * (1 - N_ * c), "g1": 1 - E * c * q,
             "g2": 1 - E * c * (N_ - q), "h": E * c * (k + 1) - 1, "r": 2 - E * N_ * c, "sigma": E * N_ * c - 2}
    return {name: Hypothesis(name, poly, sp.Symbol(f"h_{name.replace('-', '')}")) for name, poly in table.items()}


def remark2_column(q_=q, N_=N):
    """(30)-(31): first column [M x q, m x (N - q)] as (value, count) pairs."""
    D = 1 + E * (1 - N_ * c)
    return [(E * (1 - c * q_) / D, q_), ((1 - E * c * q_) / D, N_ - q_)]


def corrected_odd_column(xi=xi_first):
    """Our correction for odd N = 2k + 1: [Xi x k, 0 x k, Xi (1/(Ec) - k)]."""
    xi = xi(E, c, 2 * k + 1)
    return [(xi, k), (sp.Integer(0), k), (xi * (1 / (E * c) - k), 1)]


def saturation_column(N_=N):
    """Thm. 2's first column [1/2 x (N - 2), 1, 0]."""
    return [(sp.Rational(1, 2), N_ - 2), (sp.Integer(1), 1), (sp.Integer(0), 1)]


@dataclass
class Case:
    """An attaining kernel on one region of (N, E, c): its first column as (value, count) pairs, the
    indices of its largest and smallest value, N in terms of the base variables, the positive factor
    that clears its facts, and each fact's certificate: a sum of (multiplier, [hypothesis names])
    products (an empty list: the fact is an equality, e.g. a tight row)."""
    name: str
    column: list
    top: int
    bottom: int
    N: sp.Expr
    clear: sp.Expr
    certificates: dict


def cases(columns=None, xi=xi_first) -> list[Case]:
    """The three constructions with the certificate of each of their facts (the math of part (b));
    `columns` maps a case name to a replacement first column (tests pass wrong ones)."""
    columns = columns or {}
    D, Dk = 1 + E * (1 - N * c), 1 + E * (1 - (2 * k + 1) * c)
    half_r = [(sp.Rational(1, 2), ["E-1", "r"]), (E * c / 2, ["E-1"])]      # (E-1)(1 - Eck) = (E-1)(r + Ec)/2
    return [
        Case("Remark 2", columns.get("Remark 2", remark2_column()), 0, 1, N, D, {
            "min >= 0": [(1, ["g1"])], "1 - max >= 0": [(1, ["g2"])], "max - min >= 0": [(1, ["E-1"])],
            "column 0 row (max, min)": [], "column 1 row (max, min)": [], "Xi1 <= 1": [(1, ["g1"]), (1, ["g2"])]}),
        Case("odd", columns.get("odd", corrected_odd_column(xi)), 0, 1, 2 * k + 1, E * c * Dk, {
            "1 - max >= 0": [(E * c, ["r"])], "max - min >= 0": [(E * c, ["E-1"])],
            "max - entry 3 >= 0": [(1, ["E-1", "h"])], "entry 3 - min >= 0": half_r,
            "column 0 row (max, min)": [], "column 1 row (max, min)": [], "Xi1 <= 1": [(E * c, ["r"])]}),
        Case("E N c >= 2", columns.get("E N c >= 2", saturation_column()), 1, 2, N, 2 * D, {
            "column 0 row (max, min)": [(1, ["D", "sigma"])], "column 1 row (max, min)": [(1, ["D", "sigma"])],
            "Xi1 >= 1": [(2, ["sigma"])]}),
    ]


def case_facts(case: Case, xi=xi_first) -> dict:
    """Each fact of a case as (positive part, negative part), the fact being positive - negative >= 0
    (== 0 when its certificate is empty): entries in [0, 1] and between the column's min and max, the
    Lemma 4 row of each column's max over its min (Lemma 4 rows of a binary kernel: column 1 is 1 - column 0,
    summing to N - S), and Xi1 against 1; the case's certificates name the facts it needs (Thm. 2's constant
    entries 1/2, 1, 0 need none)."""
    values = [value for value, _ in case.column]
    total = sum(value * count for value, count in case.column)
    high, low = values[case.top], values[case.bottom]
    xi1 = xi(E, c, case.N)
    d = 1 - case.N * c
    facts = {"min >= 0": (low, 0), "1 - max >= 0": (1, high), "max - min >= 0": (high, low),
             "column 0 row (max, min)": (E * (c * total + d * low), high),
             "column 1 row (max, min)": (E * (c * (case.N - total) + d * (1 - high)), 1 - low),
             "Xi1 <= 1": (1, xi1), "Xi1 >= 1": (xi1, 1)}
    for index, value in enumerate(values):
        if index not in (case.top, case.bottom):
            facts[f"max - entry {index + 1} >= 0"] = (high, value)
            facts[f"entry {index + 1} - min >= 0"] = (value, low)
    return {name: fact for name, fact in facts.items() if name in case.certificates}


def _cleared(expression, scale):
    """expression * scale, cancelled: a polynomial when the math is right (else numerator / denominator)."""
    return sp.fraction(sp.cancel(sp.together(sp.sympify(expression) * scale)))


def attainment_proof(columns=None, xi=xi_first) -> Proof:
    """(b): the three constructions attain Xi on their regions, and the regions cover every (N, E, c).
    `columns` ({case name: first column}) and `xi` replace the columns and Xi1 (tests pass wrong ones and
    watch the replay refuse them)."""
    atoms, atoms_odd = hypotheses(), hypotheses(2 * k + 1)
    symbols = [atom.symbol for atom in atoms.values()]
    S, t, s, vx, vz = sp.symbols("S t s v_x v_z")
    proof = Proof("pml.eta-bound", [E, c, N, q, k] + symbols + [S, t, s, vx, vz],
                  "for every N >= 2, c in (0, 1/N], E >= 1 there is a binary (eps, c)-PML kernel with eta_TV = Xi",
                  ATTAINMENT_ARGUMENT)
    shift = {**BASE_SHIFT, **{symbol: 0 for symbol in symbols}}
    proof.identity("rows reduce to (max, min)", lemma4_slack(S, vx, vz) - lemma4_slack(S, t, s),
                   (t - vx) + E * (1 - N * c) * (vz - s))
    for case in cases(columns, xi):
        table = atoms_odd if case.name == "odd" else atoms
        facts = case_facts(case, xi)
        proof.identity(f"{case.name}: N rows", sum(count for _, count in case.column), case.N)
        missing = set(case.certificates) - set(facts)
        assert not missing, f"no fact for certificate {missing}"
        for fact_name, (positive, negative) in facts.items():
            step, terms = f"{case.name}: {fact_name}", case.certificates[fact_name]
            pos, pos_den = _cleared(positive, case.clear)
            neg, neg_den = _cleared(negative, case.clear)
            if not terms:                       # an equality: both sides as cleared polynomials
                proof.identity(step, sp.expand(pos * neg_den), neg, pos_den)
                continue
            combination = sum(m * sp.Mul(*[table[a].poly for a in names]) for m, names in terms)
            proof.identity(step, sp.expand(pos * neg_den - neg * pos_den), pos_den, neg_den, combination)
            proof.nonneg(step + " sign", sum(m * sp.Mul(*[table[a].symbol for a in names]) for m, names in terms),
                         shift)
        values = [value for value, _ in case.column]
        target = sp.Integer(1) if case.name == "E N c >= 2" else xi(E, c, case.N)
        spread, spread_den = _cleared(values[case.top] - values[case.bottom], case.clear)
        numerator, denominator = sp.fraction(sp.cancel(target))
        proof.identity(f"{case.name}: eta_TV == Xi", sp.expand(spread * denominator), numerator, spread_den,
                       case.clear)
    g1, g2, h = atoms["g1"].poly, atoms["g2"].poly, atoms_odd["h"].poly
    proof.identity("cover: even N = 2k, q = k: 2 g1", 2 * g1.subs(q, k), atoms["r"].poly.subs(N, 2 * k))
    proof.identity("cover: even N = 2k, q = k: 2 g2", 2 * g2.subs({N: 2 * k, q: k}), atoms["r"].poly.subs(N, 2 * k))
    proof.identity("cover: odd N = 2k + 1, q = k: g1 - g2", (g1 - g2).subs({N: 2 * k + 1, q: k}), E, c)
    proof.identity("cover: odd N = 2k + 1, q = k: g2 == -h", g2.subs({N: 2 * k + 1, q: k}), -1, h)
    proof.identity("cover: D - 1", atoms["D"].poly - 1, E, atoms["d"].poly)
    proof.nonneg("cover: D >= 1", 1 + E * atoms["d"].symbol, shift)
    return proof.identity("cover: D (Xi1 - 1) == sigma", (E - 1) - atoms["D"].poly, atoms["sigma"].poly)


ATTAINMENT_ARGUMENT = (
    "Hypothesis atoms, each >= 0 on the case that uses it: E-1, d = 1 - Nc, D = 1 + E d, g1 = 1 - Ecq, "
    "g2 = 1 - Ec(N - q), h = Ec(k + 1) - 1, r = 2 - ENc, sigma = ENc - 2 (N = 2k + 1 in the odd case). Cases: "
    "'Remark 2' (first column [M x q, m x (N - q)] of (30)-(31); g1, g2 >= 0), 'odd' (N = 2k + 1, first column "
    "[Xi1 x k, 0 x k, Xi1 (1/(Ec) - k)]; h, r >= 0), 'E N c >= 2' (Thm. 2's first column [1/2 x (N - 2), 1, 0]; "
    "sigma >= 0); the second column is 1 - the first; steps '<case>: N rows' check that the counts add up to N. "
    "For each fact of a case (entries in [0, 1] and between the column's min and max; Lemma 4's row of the "
    "column's max over its min, for both columns; Xi1 against 1), "
    "step '<case>: <fact>' is the identity (fact * clearing factor, cleared) == sum of multiplier * product of "
    "atoms (for an equality such as a tight row: cleared positive part == cleared negative part), the clearing "
    "factor being D (Remark 2), E c D (odd), 2D (E N c >= 2), all > 0; step '... sign' replays that sum >= 0 with "
    "every atom a variable h_* >= 0, E >= 1, c >= 0. Every other Lemma 4 row follows (step 'rows reduce to (max, "
    "min)'): slack(x, z) - slack(max, min) = (max - K(y|x)) + E d (K(y|z) - min) >= 0. eta_TV of a binary kernel is "
    "the spread max - min of its first column; steps '<case>: eta_TV == Xi' show spread * den(Xi) == num(Xi) (Xi1 "
    "in the first two cases, where 'Xi1 <= 1' makes Xi = Xi1; 1 when E N c >= 2, where 'Xi1 >= 1' makes Xi = 1). "
    "Coverage, steps 'cover ...': E N c >= 2 is the third case; otherwise D (Xi1 - 1) = sigma <= 0, and even "
    "N = 2k takes q = k (2 g1 = 2 g2 = r >= 0); odd N = 2k + 1 takes q = k when Ec(k + 1) <= 1 (g2 >= 0, "
    "g1 = g2 + Ec) and the odd column when Ec(k + 1) >= 1 (h = -g2 >= 0), with r >= 0. Lemma 4 turns the rows "
    "into (eps, c)-PML, so each kernel's PML level is <= eps and its eta_TV is Xi.")
