"""Paper 000, pram.quadrilateral's correction for every S >= 3 and alpha >= 0, as one polynomial proof.

The region of (12)-(15) (with (15) corrected) in the plane of a pair (x, y) = (q_k, q_l): its vertices are its
feasible points where two independent rows are tight, i.e. the feasible ones among the intersections of two
of the four lines with a nonzero determinant. Goals, in the variables S, E, x, y (box S >= 3, E >= 1, x, y >= 0)
under E > 1 (alpha > 0): for each pair of lines, its determinant is nonzero and, when both rows are tight, (x, y)
is its intersection point (Cramer: det * x - N_x is a combination of the two tight rows); that point satisfies
or violates each other row, in each regime E < S - 1, E = S - 1, E > S - 1. The points u_alpha, v_alpha and
v_-alpha are the registered closed forms (pram.quadrilateral, pram.vertices).
"""
from __future__ import annotations

from workbench.fastcancel import cancel
from workbench.lazy import lazy
from workbench.proof import Proof, registered

sp = lazy("sympy")

REGIMES = {"E < S - 1": "lt", "E = S - 1": "eq", "E > S - 1": "gt"}


PAIRS = {   # pair of lines -> (the point where both are tight, its variables' suffix, the (S, E) regime)
    ("(12)", "(14)"): ("u_alpha", "1", ""), ("(13)", "(15)"): ("u_-alpha", "2", ""),
    ("(14)", "(15)"): ("v_-alpha", "3", ""), ("(12)", "(15)"): ("(0, 1)", "4", ""),
    ("(13)", "(14)"): ("(1, 0)", "5", ""), ("(12)", "(13)"): ("v_alpha", "6", "lt")}
PAIR_GT = (("(12)", "(13)"), ("v_alpha", "7", "gt"))


def quadrilateral_proof(rows) -> Proof:
    """`rows`: {name: (S, E) -> (a, b, c)} for a x + b y <= c, the corrected (12)-(15) (CORRECTED_ROWS). Each part is
    stated on variables of its own (pram.quadrilateral's formal statement: each premise for its own part): (S, E) with
    E > 1 for what holds in every regime, (Sl, El) for E < S - 1, (Se, Ee) for E = S - 1, (Sg, Eg) for E > S - 1,
    (S0, E0) for alpha = 0; each pair of lines has its own point (xk, yk)."""
    S, E, Sl, El, Se, Ee, Sg, Eg, S0, E0 = regimes = sp.symbols("S E Sl El Se Ee Sg Eg S0 E0")
    pair_points = {k: sp.symbols(f"x{k} y{k}") for k in "0123456" + "7"}
    variables = list(regimes) + [v for k in sorted(pair_points) for v in pair_points[k]]
    at = {"": (S, E), "lt": (Sl, El), "eq": (Se, Ee), "gt": (Sg, Eg), "0": (S0, E0)}
    lines = {r: {n: rows[n](*at[r]) for n in ("(12)", "(13)", "(14)", "(15)")} for r in at}

    def registered_at(claim_id, name, regime):
        return registered(claim_id, name, variables).xreplace({S: at[regime][0], E: at[regime][1]})
    points = {"u_alpha": lambda r="": tuple(registered_at("pram.quadrilateral", f"u_alpha {c}", r) for c in "xy"),
              "u_-alpha": lambda r="": tuple(registered_at("pram.quadrilateral", f"u_alpha {c}", r) for c in "yx"),
              "v_alpha": lambda r="": (registered_at("pram.vertices", "v_alpha", r),) * 2,
              "v_-alpha": lambda r="": (registered_at("pram.vertices", "v_-alpha", r),) * 2,
              "(0, 1)": lambda r="": (sp.Integer(0), sp.Integer(1)),
              "(1, 0)": lambda r="": (sp.Integer(1), sp.Integer(0))}
    proof = Proof("pram.quadrilateral", variables, STATEMENT, ARGUMENT,
                  domain={v: (3 if str(v).startswith("S") else 1) for v in regimes})
    polys = {}

    def hypothesis(name, poly, strict=False):
        polys[name] = sp.expand(poly)
        proof.hypothesis(name, poly, strict)
    hypothesis("E > 1", E - 1, strict=True)
    hypothesis("E < S - 1", Sl - 1 - El, strict=True)
    hypothesis("E > S - 1", Eg - Sg + 1, strict=True)
    hypothesis("E > 1 when E > S - 1", Eg - 1, strict=True)
    hypothesis("(S-1)^2 > E^2", (Sl - 1) ** 2 - El ** 2, strict=True)
    hypothesis("E^2 > (S-1)^2", Eg ** 2 - (Sg - 1) ** 2, strict=True)
    for (i, j), (_, k, regime) in list(PAIRS.items()) + [PAIR_GT]:
        x, y = pair_points[k]
        for n in (i, j):
            a, b, c = lines[regime][n]
            hypothesis(f"{n} tight at {k} (>=)", c - a * x - b * y)
            hypothesis(f"{n} tight at {k} (<=)", a * x + b * y - c)

    def split(coefficient, name_ge, name_le):
        """coefficient * h (h = 0) as nonneg multipliers of h >= 0 and of -h >= 0."""
        terms = sp.Poly(sp.expand(coefficient), *variables).terms()
        monomial = lambda e: sp.Mul(*(v ** k for v, k in zip(variables, e)))      # noqa: E731
        plus = sum((c * monomial(e) for e, c in terms if c > 0), sp.Integer(0))
        minus = sum((-c * monomial(e) for e, c in terms if c < 0), sp.Integer(0))
        return [(plus, [name_ge])] * (plus != 0) + [(minus, [name_le])] * (minus != 0)

    def derived(name, expression, relation, facts=(), equation=None, positive=None, template=None):
        """A goal whose signed numerator is (multiplier) * (product of `facts`), or a multiple of the equation
        h = 0 named by `equation` (its '>=' and '<=' hypotheses), found by exact division."""
        numerator, denominator = sp.fraction(cancel(sp.together(expression)))
        target = sp.expand(proof.denominator_sign(denominator, positive) * (1 if relation in (">=", ">") else -1)
                           * numerator)
        names, terms = list(facts), []
        if equation is not None:
            quotient, remainder = sp.div(target, polys[f"{equation} (>=)"], *variables)
            names += [f"{equation} (>=)", f"{equation} (<=)"]
            terms = split(quotient, f"{equation} (>=)", f"{equation} (<=)") if remainder == 0 else []
        elif facts and target != 0:
            quotient, remainder = sp.div(target, sp.Mul(*(polys[f] for f in facts)), *variables)
            terms = [(quotient, list(facts))] if remainder == 0 else []
        proof.goal(name, expression, relation, hypotheses=names + ([positive] if positive else []), terms=terms,
                   positive=positive, template=template)
    hypothesis("E = S - 1 (>=)", Ee - Se + 1)
    hypothesis("E = S - 1 (<=)", Se - 1 - Ee)

    # The determinant of (12), (13) changes sign at E = S - 1: its sign in each regime, from the regime.
    derived("(S-1)^2 > E^2 when E < S - 1", (Sl - 1) ** 2 - El ** 2, ">", ["E < S - 1"])
    derived("E^2 > (S-1)^2 when E > S - 1", Eg ** 2 - (Sg - 1) ** 2, ">", ["E > S - 1"])

    def intersection(i, j, point, k, regime, regime_facts=(), positive=None, label=""):
        """Both rows tight at (xk, yk) => (xk, yk) = point (Cramer), as >= and <= goals for each coordinate."""
        (a1, b1, c1), (a2, b2, c2) = lines[regime][i], lines[regime][j]
        det = sp.expand(a1 * b2 - a2 * b1)
        x, y = pair_points[k]
        for c, (value, cramer) in enumerate(((lambda: points[point](regime)[0], x),
                                             (lambda: points[point](regime)[1], y))):
            # det * x - (c1 b2 - c2 b1) = -b2 T_i + b1 T_j;  det * y - (a1 c2 - a2 c1) = -a1 T_j + a2 T_i
            combination = ({i: -b2, j: b1} if c == 0 else {i: a2, j: -a1})
            for relation, o in ((">=", 1), ("<=", -1)):
                s = proof.denominator_sign(det, positive)
                terms = [t for n, cf in combination.items()
                         for t in split(s * o * cf, f"{n} tight at {k} (>=)", f"{n} tight at {k} (<=)")]
                gap = (lambda value=value, cramer=cramer: cramer - value())
                proof.goal(f"{i} and {j} tight{label}: {'xy'[c]} {relation} {point}'s", gap(), relation,
                           hypotheses=[f"{n} tight at {k} ({r})" for n in (i, j) for r in (">=", "<=")]
                           + list(regime_facts), terms=terms, positive=positive, denominator=det, template=gap)
    intersection("(12)", "(14)", "u_alpha", "1", "")
    intersection("(13)", "(15)", "u_-alpha", "2", "")
    intersection("(14)", "(15)", "v_-alpha", "3", "")
    intersection("(12)", "(15)", "(0, 1)", "4", "", ["E > 1"], positive="E > 1")
    intersection("(13)", "(14)", "(1, 0)", "5", "", ["E > 1"], positive="E > 1")
    intersection("(12)", "(13)", "v_alpha", "6", "lt", ["(S-1)^2 > E^2"], positive="(S-1)^2 > E^2",
                 label=" when E < S - 1")
    intersection("(12)", "(13)", "v_alpha", "7", "gt", ["E^2 > (S-1)^2"], positive="E^2 > (S-1)^2",
                 label=" when E > S - 1")

    def slack(row, point, regime=""):
        a, b, c = lines[regime][row]
        return lambda: c - a * points[point](regime)[0] - b * points[point](regime)[1]
    # Feasibility that holds in every regime (the two rows not tight at the point).
    for point, row in (("v_alpha", "(14)"), ("v_alpha", "(15)"), ("v_-alpha", "(12)"), ("v_-alpha", "(13)"),
                       ("u_alpha", "(15)"), ("u_-alpha", "(14)"), ("(0, 1)", "(14)"), ("(1, 0)", "(15)")):
        derived(f"{point} satisfies {row}", slack(row, point)(), ">=", template=slack(row, point))
    # The regime decides the rest: u_pm and (1, 0), (0, 1) each satisfy or violate one row.
    for point, row in (("u_alpha", "(13)"), ("u_-alpha", "(12)"), ("(0, 1)", "(13)"), ("(1, 0)", "(12)")):
        lt, gt = slack(row, point, "lt"), slack(row, point, "gt")
        if point.startswith("u"):       # the slack is (E - 1)(E + 1)(S - 1)(S - 1 - E) / (E S (S - 2))
            derived(f"{point} satisfies {row} when E < S - 1", lt(), ">=", ["E < S - 1"], template=lt)
            derived(f"{point} violates {row} when E > S - 1", gt(), "<", ["E > 1 when E > S - 1", "E > S - 1"],
                    template=gt)
        else:                           # the slack is E - (S - 1)
            derived(f"{point} satisfies {row} when E > S - 1", gt(), ">", ["E > S - 1"], template=gt)
            derived(f"{point} violates {row} when E < S - 1", lt(), "<", ["E < S - 1"], template=lt)
        eq = slack(row, point, "eq")
        for relation in (">=", "<="):
            derived(f"{point} on {row} when E = S - 1 ({relation})", eq(), relation, equation="E = S - 1",
                    template=eq)
    # At E = S - 1, (12) and (13) are one line, and u_alpha = (1, 0), u_-alpha = (0, 1).
    for point, corner in (("u_alpha", (1, 0)), ("u_-alpha", (0, 1))):
        for c in range(2):
            gap = (lambda point=point, c=c, corner=corner: points[point]("eq")[c] - corner[c])
            for relation in (">=", "<="):
                derived(f"{point} = {corner} when E = S - 1: {'xy'[c]} ({relation})", gap(), relation,
                        equation="E = S - 1", template=gap)
    for relation in (">=", "<="):
        derived(f"(12) and (13) are one line when E = S - 1: a_12 - a_13 ({relation})",
                lines["eq"]["(12)"][0] - lines["eq"]["(13)"][0], relation, equation="E = S - 1")
    # alpha = 0 (E = 1, with E <= 1 as the hypothesis): the region is the point (1/S, 1/S), and so is every printed
    # point. (S - 2)(S x - 1) = (S - 1) T15 + T13 + (1 - E)(S (S-2) x + 1) and -(S - 2)(S x - 1) = (S - 1) T12 + T14
    # + (S - 1)(1 - E); y mirrors x. All on (S0, E0) and the point (x0, y0).
    hypothesis("E <= 1", 1 - E0)
    x0, y0 = pair_points["0"]
    for n, (a, b, c) in lines["0"].items():
        hypothesis(f"{n} at E = 1", c - a * x0 - b * y0)
    for k, (v, w) in enumerate(((x0, y0), (y0, x0))):
        rows_ge, rows_le = (("(15)", "(13)"), ("(12)", "(14)")) if k == 0 else (("(14)", "(12)"), ("(13)", "(15)"))
        proof.goal(f"E = 1: {'xy'[k]} >= 1/S", v - 1 / S0, ">=", clear=S0 * (S0 - 2),
                   hypotheses=[f"{n} at E = 1" for n in rows_ge] + ["E <= 1"],
                   terms=[(S0 - 1, [f"{rows_ge[0]} at E = 1"]), (1, [f"{rows_ge[1]} at E = 1"]),
                          (S0 * (S0 - 2) * v + 1, ["E <= 1"])])
        proof.goal(f"E = 1: {'xy'[k]} <= 1/S", v - 1 / S0, "<=", clear=S0 * (S0 - 2),
                   hypotheses=[f"{n} at E = 1" for n in rows_le] + ["E <= 1"],
                   terms=[(S0 - 1, [f"{rows_le[0]} at E = 1"]), (1, [f"{rows_le[1]} at E = 1"]),
                          (S0 - 1, ["E <= 1"])])
    for point in ("u_alpha", "u_-alpha", "v_alpha", "v_-alpha"):
        for c in range(2):
            gap = (lambda point=point, c=c: points[point]("0")[c] - 1 / S0)
            grows = gap().subs({S0: 4, E0: 2}) > 0          # then gap = (E - 1) * (positive), else -(E - 1) * ...
            derived(f"E = 1: {point}'s {'xy'[c]} >= 1/S", gap(), ">=", [] if grows else ["E <= 1"], template=gap)
            derived(f"E = 1: {point}'s {'xy'[c]} <= 1/S", gap(), "<=", ["E <= 1"] if grows else [], template=gap)
    return proof


STATEMENT = ("For every S >= 3 and E = e^alpha > 1 (box S >= 3, E >= 1 with the strict hypothesis E > 1; x, y "
             ">= 0 is the pair (q_k, q_l); each pair of rows has a point (xk, yk) of its own, and each regime its own "
             "(S, E): (Sl, El) for E < S - 1, (Se, Ee) for E = S - 1, (Sg, Eg) for E > S - 1, (S0, E0) with (x0, y0) "
             "for alpha = 0): the vertices of {(x, y): (12)-(15)} are its feasible points where two "
             "rows with a nonzero determinant are tight. Goals: for every pair of rows, when both are tight (x, y) "
             "is the named point (the determinant's sign is shown on the box, or by E > 1, or by the regime for "
             "(12), (13)); v_alpha and v_-alpha satisfy every row; u_alpha, u_-alpha satisfy (13), (12) when "
             "E < S - 1 and violate them when E > S - 1; (0, 1), (1, 0) violate (13), (12) when E < S - 1 and "
             "satisfy them when E > S - 1; at E = S - 1, (12) and (13) are one line and u_alpha = (1, 0), u_-alpha "
             "= (0, 1) lie on it. So the vertices are u_alpha, u_-alpha, v_alpha, v_-alpha for E < S - 1; the "
             "triangle (1, 0), (0, 1), v_-alpha at E = S - 1; and (1, 0), (0, 1), v_alpha, v_-alpha for E > S - 1. "
             "At alpha = 0 (the hypothesis E <= 1 on the box E >= 1) the region is the point (1/S, 1/S), and every "
             "printed point is (1/S, 1/S).")
ARGUMENT = ("Cramer: det x - (c1 b2 - c2 b1) = -b2 T1 + b1 T2 and det y - (a1 c2 - a2 c1) = a2 T1 - a1 T2 for "
            "rows a x + b y <= c with slacks T = c - a x - b y; each goal writes x - point_x over det, so the "
            "replay checks the combination and the sign of det. Slacks at the points factor as (E - 1)(E + 1)(S - 1)"
            "(S - 1 - E) / (E S (S - 2)) (u_alpha in (13)), (S - 1)(E^2 - 1)/(S - 1 + E) (v_alpha in (14)), "
            "E - (S - 1) ((0, 1) in (13)), and the like.")
