"""PRAM Prop. 3.2 for every S: the vertices of T_alpha are exactly the five families V (1 < e^alpha <= S - 2).

T_alpha (mechanisms.pram.dp_polytope) is the set of q in R^S with, for every ordered pair k != l,
ratio1: (S-1) q_k + E q_l <= E, ratio2: q_k + E(S-1) q_l >= 1, ratio3: 1 - q_k <= E (1 - q_l), and
0 <= q_k <= 1. A point of V takes at most two values, so its rows fall into a few classes by the
values at k and l; each class is one polynomial fact in S, E. Three layers, kept apart so that
each can be re-emitted in another proof format:
  row_classes       the rows of T_alpha by class, with their slack as a rational function;
  tight_structure   S tight rows per family as "star + closing row" blocks, and the kernel pivot;
  family_proof      the Proof (workbench.proof) that workbench.polyproof replays.
"No other vertex" is a case split by how many coordinates leave [v_-alpha, v_alpha]: lone_coordinate_proof,
inner_vertices_proof (none), one_outlier_proof (one), two_outlier_proof (one above and one below).
Hypotheses: S >= 4, 1 <= E <= S - 2, written S = E + 2 + t with E >= 1, t >= 0 (so every fact is
shown on the larger region S >= 3, 1 <= E <= S - 2); the mixed family's block sizes are p (v_alpha)
and n = S - p (v_-alpha), 2 <= p <= S - 2 meaning p >= 2 and n >= 2.
"""
from __future__ import annotations

import sympy as sp

from workbench import symbolic
from workbench.proof import Proof

S, E = symbolic.S, symbolic.E
t, p, n, x, y = sp.symbols("t p n x y")
VARIABLES = [S, E, t, p, n, x, y]
MARGIN = 2                                # 1 <= E <= S - MARGIN  <=>  E >= 1, t >= 0 with S = E + MARGIN + t
SHIFT = {E: 1}


def default_levels() -> dict:
    """The four keep levels as registered with @closed_form in proofs/pram_dp.py."""
    return {"v_alpha": E / (S - 1 + E), "v_-alpha": 1 / (1 + (S - 1) * E),
            "v_min": (1 / E) / (E + S - 1), "v_max": E / (1 / E + S - 1)}


# The rows of T_alpha as slack (>= 0) of the value at k (and at l for a pair).
PAIR_ROWS = {"ratio1": lambda k, l: E - (S - 1) * k - E * l,
             "ratio2": lambda k, l: k + E * (S - 1) * l - 1,
             "ratio3": lambda k, l: E - 1 + k - E * l}
SINGLE_ROWS = {"upper": lambda k: 1 - k, "nonneg": lambda k: k}

# Each family: its value classes as (level, size); a size is a SymPy expression in S, p, n.
FAMILIES = {
    "all v_alpha": [("v_alpha", S)],
    "all v_-alpha": [("v_-alpha", S)],
    "mixed": [("v_alpha", p), ("v_-alpha", n)],
    "one v_min": [("v_min", sp.Integer(1)), ("v_alpha", S - 1)],
    "one v_max": [("v_max", sp.Integer(1)), ("v_-alpha", S - 1)],
}


def row_classes(family: str, levels: dict) -> list[tuple[str, str, object]]:
    """[(row name, class, slack)] covering every row of T_alpha at the family's point: single rows
    per value class; pair rows per ordered pair of classes, (X, X) only when X has >= 2 members."""
    classes = FAMILIES[family]
    out = [(name, level, row(levels[level])) for level, _ in classes for name, row in SINGLE_ROWS.items()]
    for i, (k, size_k) in enumerate(classes):
        for j, (l, _) in enumerate(classes):
            if i == j and size_k == 1:
                continue
            out += [(name, f"{k}, {l}", row(levels[k], levels[l])) for name, row in PAIR_ROWS.items()]
    return out


# Independence: each block is a set of coordinates with a hub h; the star rows (one per other index l
# of the block, coefficients hub_coef on x_h, leaf_coef on x_l) force x_l = -hub_coef/leaf_coef x_h on
# the kernel; the closing row (coefficients on two leaves, or on a leaf and the hub) then reads
# pivot * x_h = 0. Rows of one block touch only its coordinates, so the blocks' rows are independent
# when each block's pivot is nonzero. Block rows: (size - 1) star rows + 1 closing row = size.

BLOCKS = {   # family -> [(block size, star row, star class, hub is 'k' or 'l' of the star row, closing row,
             #             closing class, closing coordinates as (role at k, role at l))]
    "all v_alpha": [(S, "ratio1", "v_alpha, v_alpha", "k", "ratio1", "v_alpha, v_alpha", ("leaf", "hub"))],
    "all v_-alpha": [(S, "ratio2", "v_-alpha, v_-alpha", "k", "ratio2", "v_-alpha, v_-alpha", ("leaf", "hub"))],
    "mixed": [(p, "ratio1", "v_alpha, v_alpha", "k", "ratio1", "v_alpha, v_alpha", ("leaf", "hub")),
              (n, "ratio2", "v_-alpha, v_-alpha", "k", "ratio2", "v_-alpha, v_-alpha", ("leaf", "hub"))],
    "one v_min": [(S, "ratio2", "v_alpha, v_min", "l", "ratio1", "v_alpha, v_alpha", ("leaf", "leaf"))],
    "one v_max": [(S, "ratio1", "v_max, v_-alpha", "k", "ratio2", "v_-alpha, v_-alpha", ("leaf", "leaf"))],
}
# a.q <= b form of the rows used as tight rows: the coefficients of q_k and q_l
ROW_COEFFICIENTS = {"ratio1": {"k": S - 1, "l": E}, "ratio2": {"k": -1, "l": -E * (S - 1)}}


def tight_structure(family: str) -> list[dict]:
    """Per block: the star and closing rows, the leaf value x_l in terms of the hub x_h = x, and
    leaf_coef * (closing row at that kernel vector) = x * pivot, as a polynomial."""
    out = []
    for size, star, star_class, hub_role, closing, closing_class, roles in BLOCKS[family]:
        star_coefs = ROW_COEFFICIENTS[star]
        other = "l" if hub_role == "k" else "k"
        hub_coef, leaf_coef = star_coefs[hub_role], star_coefs[other]
        leaf = -hub_coef * x / leaf_coef
        closing_coefs = ROW_COEFFICIENTS[closing]
        at = {"leaf": leaf, "hub": x}
        value = closing_coefs["k"] * at[roles[0]] + closing_coefs["l"] * at[roles[1]]
        scaled = sp.factor(sp.cancel(leaf_coef * value))
        out.append({"size": size, "star": (star, star_class), "closing": (closing, closing_class), "roles": roles,
                    "leaf_coef": leaf_coef, "kernel_row": scaled, "pivot": sp.cancel(scaled / x)})
    return out


def family_denominators(family: str, levels: dict) -> dict:
    """{level: its denominator} for the family's values: their product D clears every slack (rows are
    affine in one or two values), and D > 0 because each factor is >= 1 (a replayed step)."""
    return {level: sp.fraction(sp.cancel(sp.together(levels[level])))[1] for level, _ in FAMILIES[family]}


def _substituted(expression, margin: int = MARGIN):
    """The expression with S = E + margin + t (the hypothesis E <= S - margin as t >= 0)."""
    return sp.cancel(sp.expand(sp.cancel(expression)).subs(S, E + margin + t))


def family_proof(family: str, levels: dict | None = None, plus_range: tuple = (2, 2),
                 margin: int = MARGIN) -> Proof:
    """The artefact for one family: every row class's slack >= 0 (times a positive denominator), the
    tight classes identically 0, and S independent tight rows (block pivots nonzero). `plus_range`
    = (least #plus, least S - #plus) of the mixed family, (2, 2) being Prop. 3.2's 2 <= p <= S - 2;
    `margin` 2 is the hypothesis E <= S - 2 (tests try others and watch the replay refuse them)."""
    levels = levels or default_levels()

    def sub(expression):
        return _substituted(expression, margin)
    statement = (f"for every S >= 4 and 1 <= E = e^alpha <= S - {margin}, the point of V '{family}' "
                 f"({', '.join(f'{size} x {level}' for level, size in FAMILIES[family])}) lies in T_alpha and "
                 f"S of its tight rows are linearly independent: it is a vertex of T_alpha")
    argument = (f"Write S = E + {margin} + t (hypothesis: E >= 1, t >= 0). Steps 'slack ...': each row class's "
                "slack times D, the product of the family's level denominators (each >= 1: steps 'denominator "
                "...'), is >= 0 (the tight classes: = 0), and "
                "the classes cover every row (single rows per value, pair rows per ordered pair of values, a "
                "value paired with itself only when it fills >= 2 coordinates). Independence, per block of "
                "coordinates (step 'block ... has two indices'): the star rows from a hub h to every other "
                "index l of the block are tight (their class is) and have a nonzero leaf coefficient (step "
                "'... leaf coefficient'), so a kernel vector has x_l = c x_h; the tight closing row then "
                "reads pivot * x_h = 0 (step '... closing row', scaled by the leaf coefficient) with the "
                "pivot's factors nonzero (steps '... pivot factor'). So x = 0 on each block; the blocks' rows "
                "touch disjoint coordinates, (size - 1) + 1 rows each, S rows in all, of rank S.")
    if family == "mixed":
        statement += f", for every {plus_range[0]} <= #plus = p <= S - {plus_range[1]}"
    proof = Proof("pram.vertices", VARIABLES, statement, argument)
    D = sp.Integer(1)
    for level, denominator in family_denominators(family, levels).items():
        proof.nonneg(f"denominator of {level} > 0: {denominator} - 1 >= 0", sub(denominator - 1), SHIFT)
        D *= denominator
    for row, cls, slack in row_classes(family, levels):
        scaled = sub(slack * D)
        if scaled == 0:
            proof.identity(f"slack {row} ({cls}) is tight", scaled, 0)
        else:
            proof.nonneg(f"slack {row} ({cls}) >= 0", scaled, SHIFT)
    sizes = {p: plus_range[0], n: plus_range[1]}
    for index, block in enumerate(tight_structure(family)):
        name = f"block {index + 1}"
        size = block["size"]
        proof.nonneg(f"{name} has two indices: {size} - 2 >= 0", sub(size - 2), {**SHIFT, **sizes})
        slacks = {(row, cls): slack for row, cls, slack in row_classes(family, levels)}
        for row, cls in (block["star"], block["closing"]):
            proof.identity(f"{name}: {row} ({cls}) is a tight class", sub(slacks[row, cls] * D), 0)
        leaf = block["leaf_coef"]
        sign = 1 if sub(leaf).subs({E: 2, t: 1}) > 0 else -1
        proof.nonneg(f"{name} leaf coefficient: {sign} * ({leaf}) - 1 >= 0", sub(sign * leaf - 1), SHIFT)
        constant, powers = sp.factor_list(block["pivot"])
        factors = [f for f, power in powers for _ in range(power)]
        proof.identity(f"{name} closing row", block["kernel_row"], constant, x, *factors)
        for f in factors:
            sign = 1 if sub(f).subs({E: 2, t: 1}) > 0 else -1
            proof.nonneg(f"{name} pivot factor {sign} * ({f}) - 1 >= 0", sub(sign * f - 1), SHIFT)
    return proof


def all_proofs(levels: dict | None = None, plus_range: tuple = (2, 2), margin: int = MARGIN) -> dict[str, Proof]:
    """One artefact per family of V."""
    return {family: family_proof(family, levels, plus_range, margin) for family in FAMILIES}


def lone_coordinate_proof(lone: str = "v_alpha", rest: str = "v_-alpha", levels: dict | None = None,
                          margin: int = MARGIN) -> Proof:
    """The boundary of the mixed family is sharp: with #plus = 1 (lone v_alpha, the rest v_-alpha) or
    #plus = S - 1 (lone v_-alpha), the point is feasible (the mixed family's classes) but no vertex,
    since every row touching the lone coordinate is slack when E > 1: q +- eps e_lone stay in T_alpha."""
    levels = levels or default_levels()

    def sub(expression):
        return _substituted(expression, margin)
    proof = Proof("pram.vertices", VARIABLES,
                  f"for every S >= 4 and 1 < E = e^alpha <= S - {margin}, the point with one coordinate {lone} "
                  f"and S - 1 coordinates {rest} is not a vertex of T_alpha",
                  f"Write S = E + {margin} + t (E >= 1, t >= 0), and E > 1. The rows touching the lone "
                  "coordinate are its single rows and the pair rows of the classes (lone, rest), (rest, lone). "
                  "Steps 'strict ...': each slack times D (> 0, steps 'denominator ...') is (E - 1)^j R with "
                  "R >= 1, so > 0 for E > 1. So q +- eps e_lone satisfies every row for small eps > 0: q is the "
                  "midpoint of two points of T_alpha.")
    D = sp.Integer(1)
    for level in dict.fromkeys((lone, rest)):
        denominator = sp.fraction(sp.cancel(sp.together(levels[level])))[1]
        proof.nonneg(f"denominator of {level} > 0: {denominator} - 1 >= 0", sub(denominator - 1), SHIFT)
        D *= denominator
    classes = [(name, lone, row(levels[lone])) for name, row in SINGLE_ROWS.items()]
    classes += [(name, f"{k}, {l}", row(levels[k], levels[l])) for k, l in ((lone, rest), (rest, lone))
                for name, row in PAIR_ROWS.items()]
    for row, cls, slack in classes:
        scaled = sp.factor(sp.cancel(slack * D))
        power = 0
        while scaled != 0 and sp.cancel(scaled / (E - 1)).is_polynomial(S, E):
            scaled, power = sp.cancel(scaled / (E - 1)), power + 1
        proof.identity(f"strict {row} ({cls}): slack * D = (E - 1)^{power} R", sub(slack * D),
                       *([E - 1] * power), sub(scaled))
        proof.nonneg(f"strict {row} ({cls}): R - 1 >= 0", sub(scaled - 1), SHIFT)
    return proof


def inner_vertices_proof(levels: dict | None = None, margin: int = MARGIN) -> Proof:
    """Part of "no other vertex": a vertex of T_alpha with every coordinate in [v_-alpha, v_alpha] is in the
    families all v_alpha, all v_-alpha, mixed (2 <= #plus <= S - 2), for every S (E > 1)."""
    levels = levels or default_levels()
    a_num, a_den = sp.fraction(sp.cancel(sp.together(levels["v_alpha"])))
    b_num, b_den = sp.fraction(sp.cancel(sp.together(levels["v_-alpha"])))
    a, b = levels["v_alpha"], levels["v_-alpha"]

    def sub(expression):
        return _substituted(expression, margin)
    ratio1, ratio2, ratio3 = (PAIR_ROWS[name](x, y) for name in ("ratio1", "ratio2", "ratio3"))
    proof = Proof("pram.vertices", VARIABLES,
                  f"for every S >= 4 and 1 < E = e^alpha <= S - {margin}, a vertex q of T_alpha with every q_k in "
                  "[v_-alpha, v_alpha] has q in {v_-alpha, v_alpha}^S with #v_alpha not 1 and not S - 1 (families "
                  "all v_alpha, all v_-alpha, mixed)",
                  f"Write S = E + {margin} + t (E >= 1, t >= 0), E > 1, a = v_alpha = a_num/a_den, b = v_-alpha = "
                  "b_num/b_den with a_den, b_den >= 1 (steps 'denominator ...'). For a pair (x, y) = (q_k, q_l) with "
                  "b <= x, y <= a: step 'ratio1 slack': a_den * slack1 = (S-1)(a_num - a_den x) + E (a_num - a_den "
                  "y), two terms >= 0, so slack1 = 0 only at x = y = a; step 'ratio2 slack': b_den * slack2 = (b_den "
                  "x - b_num) + E(S-1)(b_den y - b_num), = 0 only at x = y = b; step 'ratio3 slack': slack3(x, y) = "
                  "slack3(b, a) + (x - b) + E (a - y) >= slack3(b, a) > 0 (steps 'ratio3 at (b, a)': a_den b_den "
                  "slack3(b, a) = (E - 1) R, R >= 1). Single rows: 1 - q_k >= 1 - a > 0 (step 'a < 1'), q_k >= b > 0 "
                  "(step 'b > 0'). So the only tight rows are ratio1 between two coordinates equal to a and ratio2 "
                  "between two equal to b. A coordinate strictly between b and a, or a lone a (or lone b), touches "
                  "no tight row: q +- eps e_k stays in T_alpha and q is no vertex. Hence q takes only the values a, "
                  "b, neither exactly once (S >= 3).")
    for name, denominator in (("v_alpha", a_den), ("v_-alpha", b_den)):
        proof.nonneg(f"denominator of {name}: {denominator} - 1 >= 0", sub(denominator - 1), SHIFT)
    proof.identity("ratio1 slack", a_den * ratio1 - (S - 1) * (a_num - a_den * x) - E * (a_num - a_den * y), 0)
    proof.identity("ratio2 slack", b_den * ratio2 - (b_den * x - b_num) - E * (S - 1) * (b_den * y - b_num), 0)
    proof.identity("ratio3 slack", a_den * b_den * (ratio3 - PAIR_ROWS["ratio3"](b, a) - (x - b) - E * (a - y)), 0)
    corner = sp.factor(sp.cancel(a_den * b_den * PAIR_ROWS["ratio3"](b, a)))
    rest = sp.div(sp.Poly(corner, S, E), sp.Poly(E - 1, S, E))[0].as_expr()   # replay refuses a remainder
    proof.identity("ratio3 at (b, a) = (E - 1) R", sub(corner), E - 1, sub(rest))
    proof.nonneg("ratio3 at (b, a): R - 1 >= 0", sub(rest - 1), SHIFT)
    proof.nonneg("a < 1: a_den - a_num - 1 >= 0", sub(a_den - a_num - 1), SHIFT)
    proof.nonneg("b > 0: b_num - 1 >= 0", sub(b_num - 1), SHIFT)
    return proof


def _cleared(expression):
    """(numerator, constant, factors) of a rational function: the identity numerator == constant * prod factors."""
    numerator = sp.fraction(sp.cancel(sp.together(expression)))[0]
    constant, powers = sp.factor_list(numerator)
    return numerator, constant, [f for f, power in powers for _ in range(power)]


def one_outlier_proof(levels: dict | None = None, margin: int = MARGIN) -> Proof:
    """Part of "no other vertex": a vertex of T_alpha with exactly one coordinate outside [v_-alpha, v_alpha]
    is in family 4 (one v_min, the rest v_alpha) or family 5 (one v_max, the rest v_-alpha), for every S."""
    levels = levels or default_levels()
    a, b, m, M = (levels[k] for k in ("v_alpha", "v_-alpha", "v_min", "v_max"))
    (a_num, a_den), (b_num, b_den) = (sp.fraction(sp.cancel(sp.together(v))) for v in (a, b))

    def sub(expression):
        return _substituted(expression, margin)
    s1, s2, s3 = (PAIR_ROWS[name] for name in ("ratio1", "ratio2", "ratio3"))
    proof = Proof("pram.vertices", VARIABLES,
                  f"for every S >= 4 and 1 < E = e^alpha <= S - {margin}, a vertex of T_alpha with exactly one "
                  "coordinate outside [v_-alpha, v_alpha] is (one v_max, the rest v_-alpha) or (one v_min, the rest "
                  "v_alpha)",
                  f"Write S = E + {margin} + t (E >= 1, t >= 0), E > 1; a = v_alpha, b = v_-alpha. Used from other "
                  "claims, proved for every S: m = v_min <= q_k <= v_max = M (pram.range) and the one-outlier lemma "
                  "(pram.one-outlier: if q_1 > a every other q_l < a; if q_1 < b every other q_l > b). "
                  "Case H, q_1 = h > a, others w in [b, a). Tight rows: among the others only ratio2 between two "
                  "b's (the inner lemma, artefact pram_vertices_inner, for pairs in [b, a]); with index "
                  "1, ratio2 both ways is slack ('ratio2 slack', 'a > b'), ratio3 (1, l) is slack ('ratio3 around (a, "
                  "a)': (E-1)(1-a) + (h-a) + E(a-w) > 0), ratio1 (l, 1) exceeds ratio1 (1, l) by (S-1-E)(h-w) > 0 "
                  "('ratio1 swap'). So the only rows tying index 1 to l are ratio1 (1, l): w_l = 1 - (S-1)h/E, and "
                  "ratio3 (l, 1): w_l = 1 - E(1-h). If no b-coordinate has such a tight row and no l has both, move "
                  "h by eps, every l with a tight row along it (slope -(S-1)/E or E), the rest fixed: tight rows "
                  "stay tight, slack rows slack, so q is no vertex. (i) ratio1 (1, l) tight with w_l = b: h = M "
                  "('v_max tight'), and ratio1 (1, l) for every l gives w_l <= b: family 5. (ii) ratio3 (l, 1) "
                  "tight with w_l = b: h = 1 - (1-b)/E, and 'h3 - M' = (E-1)(S-2-E)/... > M unless E = S - 2, "
                  "where it is M: family 5 as in (i). (iii) both rows tight at one l: h = E^2/(E^2+S-1), w = "
                  "1 - (S-1)h/E; 'w* - b' <= 0, so w < b unless E = S - 2, where h = M ('h* - M'): family 5. "
                  "Case L, q_1 = l < b, others in (b, a]: mirror (among the others only ratio1 between two a's), with "
                  "ratio1 both ways slack ('ratio1 slack', 'a > b'), ratio3 (l, 1) slack ('ratio3 around (b, b)': "
                  "(E-1)(1-b) + (w-b) + E(b-l) > 0), ratio2 (1, l) exceeding ratio2 (l, 1) by "
                  "(E(S-1)-1)(w-l) ('ratio2 swap'); the rows tying 1 to l are ratio2 (l, 1): w_l = 1 - E(S-1)l "
                  "and ratio3 (1, l): w_l = (E-1+l)/E; as in H, a vertex needs an a-coordinate with such a tight row "
                  "or an l with both. (i) ratio2 (l, 1) tight with w_l = a: l = m ('v_min "
                  "tight'), every w_l >= a: family 4. (ii) ratio3 (1, l) tight at w_l = a: l = 1 - E(1-a) < m "
                  "('m - l3'), against pram.range. (iii) both: l = 1/(1+E^2(S-1)) < m ('m - l*'). Positive "
                  "quantities R are shown R >= E - 1 > 0 or R >= 1.")
    for name, denominator in (("v_alpha", a_den), ("v_-alpha", b_den)):
        proof.nonneg(f"denominator of {name}: {denominator} - 1 >= 0", sub(denominator - 1), SHIFT)
    proof.identity("ratio1 slack", a_den * s1(x, y) - (S - 1) * (a_num - a_den * x) - E * (a_num - a_den * y), 0)
    proof.identity("ratio2 slack", b_den * s2(x, y) - (b_den * x - b_num) - E * (S - 1) * (b_den * y - b_num), 0)
    for point, den in ((a, a_den), (b, b_den)):
        label = "a" if point is a else "b"
        proof.identity(f"ratio3 around ({label}, {label})",
                       den * (s3(x, y) - (E - 1) * (1 - point) - (x - point) - E * (point - y)), 0)
    proof.identity("ratio1 swap", s1(y, x) - s1(x, y) - (S - 1 - E) * (x - y), 0)
    proof.identity("ratio2 swap", s2(x, y) - s2(y, x) - (E * (S - 1) - 1) * (y - x), 0)
    proof.nonneg("S - 1 - E >= 1", sub(S - 1 - E - 1), SHIFT)
    proof.nonneg("E(S-1) - 1 >= 1", sub(E * (S - 1) - 2), SHIFT)
    proof.nonneg("a < 1: a_den - a_num - 1 >= 0", sub(a_den - a_num - 1), SHIFT)
    proof.nonneg("b < 1: b_den - b_num - 1 >= 0", sub(b_den - b_num - 1), SHIFT)
    proof.nonneg("b > 0: b_num - 1 >= 0", sub(b_num - 1), SHIFT)
    h_star = E ** 2 / (E ** 2 + S - 1)
    facts = {   # name: (rational function, expected sign: 0 identically, +1 positive for E > 1, 'E<=S-2' sign of t)
        "a > b": (a - b, 1),
        "v_max tight": (E - (S - 1) * M - E * b, 0),
        "v_min tight": (1 - E * (S - 1) * m - a, 0),
        "h3 - M": (1 - (1 - b) / E - M, "t"),
        "b - w*": (b - (1 - (S - 1) * h_star / E), "t"),
        "M - h*": (M - h_star, "-t"),
        "m - l3": (m - (1 - E * (1 - a)), 1),
        "m - l*": (m - 1 / (1 + E ** 2 * (S - 1)), 1),
    }
    for name, (expression, sign) in facts.items():
        numerator, constant, factors = _cleared(expression)
        proof.identity(f"{name}: numerator factors", numerator, constant, *factors)
        denominator = sp.fraction(sp.cancel(sp.together(expression)))[1]
        proof.nonneg(f"{name}: denominator - 1 >= 0", sub(denominator - 1), SHIFT)
        if sign == 0:
            proof.identity(f"{name}: numerator is 0", numerator, 0)
        elif sign == 1:
            rest = sp.div(sp.Poly(numerator, S, E), sp.Poly(E - 1, S, E))[0].as_expr()
            proof.identity(f"{name}: numerator = (E - 1) R", numerator, E - 1, rest)
            proof.nonneg(f"{name}: R - (E - 1) >= 0", sub(rest - (E - 1)), SHIFT)
        else:   # numerator = +-(E - 1) R t with R > 0: zero exactly at E = S - 2 (t = 0), else of sign +-
            flip = -1 if sign == "-t" else 1
            rest = sp.div(sp.Poly(sub(numerator) * flip, t, E), sp.Poly((E - 1) * t, t, E))[0].as_expr()
            proof.identity(f"{name}: numerator = {flip} (E - 1) t R", sub(numerator), flip, E - 1, t, rest)
            proof.nonneg(f"{name}: R - 1 >= 0", rest - 1, SHIFT)
    return proof


h, l = sp.symbols("h l")   # the two outliers' values in the two-outlier case (solved away, never proof variables)

# The conditions that can pin (h, l) = (q_1 > v_alpha, q_2 < v_-alpha) at a vertex, as affine forms that vanish:
# a tight row between 1 and 2, or another coordinate tied to both (w = phi_i(h) = psi_j(l)).
PIN_CONDITIONS = {
    "ratio1 (1, 2)": (S - 1) * h + E * l - E,
    "ratio2 (1, 2)": h + E * (S - 1) * l - 1,
    "ratio3 (2, 1)": E * h - l - (E - 1),
    "phi1 = psi2": -(S - 1) * h + E ** 2 * (S - 1) * l,
    "phi1 = psi3": 1 - (S - 1) * h - l,
    "phi3 = psi2": h + (S - 1) * l - 1,
    "phi3 = psi3": E ** 2 * h - l - (E ** 2 - 1),
}
TIES = {"phi1": 1 - (S - 1) * h / E, "phi3": 1 - E * (1 - h), "psi2": 1 - E * (S - 1) * l, "psi3": (E - 1 + l) / E}


def two_outlier_requirements(levels: dict, conditions: tuple) -> dict:
    """{name: (expression in h, l that a vertex needs > 0 (strict) or >= 0, strict?)} for the two-outlier case."""
    a, b, m, M = (levels[k] for k in ("v_alpha", "v_-alpha", "v_min", "v_max"))
    phi1, phi3, psi2, psi3 = (TIES[k] for k in ("phi1", "phi3", "psi2", "psi3"))
    out = {"h > a": (h - a, True), "l < b": (b - l, True), "h <= v_max": (M - h, False), "l >= v_min": (l - m, False),
           "ratio1 (1, 2) slack": (E - (S - 1) * h - E * l, False),
           "ratio2 (1, 2) slack": (h + E * (S - 1) * l - 1, False),
           "ratio3 (2, 1) slack": (E - 1 + l - E * h, False),
           "phi3 <= phi1": (phi1 - phi3, False), "psi2 <= psi3": (psi3 - psi2, False),
           "psi2 <= phi1": (phi1 - psi2, False), "phi3 <= psi3": (psi3 - phi3, False),
           "phi1 > b": (phi1 - b, True), "psi3 > b": (psi3 - b, True), "phi3 < a": (a - phi3, True),
           "psi2 < a": (a - psi2, True)}
    for condition in conditions:
        if "=" in condition:
            tie = TIES[condition.split(" = ")[0]]
            out[f"{condition}: tied w > b"], out[f"{condition}: tied w < a"] = (tie - b, True), (a - tie, True)
    return out


def _sign_candidates(name: str, X, allow_zero: bool, sub) -> list[list[tuple]]:
    """Candidate step lists showing X >= 0 (allow_zero) or X > 0 for E > 1: X = (E-1)^j R with R >= 0, or
    R >= 1, or R >= E - 1 (> 0)."""
    power, R = 0, sp.expand(X)
    while R != 0 and sp.div(sp.Poly(R, S, E), sp.Poly(E - 1, S, E))[1].is_zero:
        R, power = sp.div(sp.Poly(R, S, E), sp.Poly(E - 1, S, E))[0].as_expr(), power + 1
    factored = ("identity", f"{name}: = (E - 1)^{power} R", sub(X), [E - 1] * power + [sub(R)])
    bounds = [sp.Integer(0)] if allow_zero else [sp.Integer(1), E - 1]
    return [[factored, ("nonneg", f"{name}: R - ({bound}) >= 0", sub(R - bound))] for bound in bounds]


def _violation_steps(name: str, value, strict: bool, sub) -> list[list[tuple]]:
    """Candidate step lists showing value <= 0 (a strict requirement fails) or value < 0 (a non-strict one
    fails) for E > 1: sign * denominator >= 1 and -sign * numerator >= 0, or > 0."""
    numerator, denominator = sp.fraction(sp.cancel(sp.together(value)))
    sign = 1 if sub(denominator).subs({E: 2, t: 1}) > 0 else -1
    denominator_step = ("nonneg", f"{name}: {sign} * denominator - 1 >= 0", sub(sign * denominator - 1))
    return [[denominator_step] + steps
            for steps in _sign_candidates(f"{name}: -{sign} * numerator", -sign * numerator, strict, sub)]


def _first_replaying(candidates: list[list[tuple]]) -> list[tuple] | None:
    """The first candidate whose steps replay (the builder asks the trusted checker; the artefact is replayed again)."""
    from workbench import polyproof
    for candidate in candidates:
        trial = Proof("trial", VARIABLES, "", "")
        _add_steps(trial, candidate)
        if polyproof.check(trial.artefact()) is None:
            return candidate
    return None


def _add_steps(proof: Proof, steps: list[tuple]) -> None:
    for kind, name, *rest in steps:
        if kind == "nonneg":
            proof.nonneg(name, rest[0], SHIFT)
        else:
            proof.identity(name, rest[0], *rest[1])


def two_outlier_proof(levels: dict | None = None, margin: int = MARGIN) -> Proof:
    """The last case of "no other vertex": no vertex of T_alpha has one coordinate above v_alpha and another
    below v_-alpha, for every S (E > 1). Each pair of pinning conditions is refuted by one requirement."""
    from itertools import combinations as pairs
    levels = levels or default_levels()

    def sub(expression):
        return _substituted(expression, margin)
    proof = Proof("pram.vertices", VARIABLES,
                  f"for every S >= 4 and 1 < E = e^alpha <= S - {margin}, no vertex of T_alpha has a coordinate above "
                  "v_alpha and another below v_-alpha",
                  f"Write S = E + {margin} + t (E >= 1, t >= 0), E > 1, a = v_alpha, b = v_-alpha, m = v_min, "
                  "M = v_max. Let q_1 = h > a, q_2 = l < b; by pram.one-outlier the other S - 2 >= 2 coordinates w "
                  "lie in (b, a), and by pram.range m <= l, h <= M. Tight rows (artefacts pram_vertices_inner and "
                  "pram_vertices_one_outlier): none among the others; between 1 and another k only ratio1 (1, k) "
                  "(w = phi1(h) = 1 - (S-1)h/E) and ratio3 (k, 1) (w = phi3(h) = 1 - E(1-h)); between 2 and k only "
                  "ratio2 (k, 2) (w = psi2(l) = 1 - E(S-1)l) and ratio3 (2, k) (w = psi3(l) = (E-1+l)/E); between 1 "
                  "and 2 only ratio1 (1, 2), ratio2 (1, 2), ratio3 (2, 1) (ratio1 (2, 1) and ratio2 (2, 1) exceed "
                  "them by (S-1-E)(h-l) and (E(S-1)-1)(h-l), ratio3 (1, 2) = (E-1)(1-a) + (h-a) + E(a-l) > 0). Two "
                  "rows from one k to the same outlier are impossible (one-outlier artefact, cases H(iii), L(iii)). "
                  "So a direction d with d_1, d_2 free and d_k the slope of k's tight row times d_1 or d_2 keeps "
                  "every tight row tight, unless (d_1, d_2) is pinned by two independent linear conditions, each a "
                  "tight row between 1 and 2 or a k tied to both outliers (phi_i(h) = psi_j(l)): (h, l) solves two "
                  "of the 7 equations (steps 'det ...': the pair's determinant is nonzero). Each of the 21 pairs "
                  "violates a requirement of such a vertex (h > a, l < b, h <= M, l >= m, the rows between 1 and 2, "
                  "max(phi3, psi2) <= min(phi1, psi3) for the others, phi1 > b, psi3 > b, phi3 < a, psi2 < a, a tied "
                  "w in (b, a)): steps 'pair ...', the requirement at the solution as numerator/denominator with "
                  "signs shown.")
    for first, second in pairs(PIN_CONDITIONS, 2):
        (a1, b1), (a2, b2) = ([sp.expand(PIN_CONDITIONS[c]).coeff(v) for v in (h, l)] for c in (first, second))
        det = sp.expand(a1 * b2 - a2 * b1)
        sign = 1 if sub(det).subs({E: 2, t: 1}) > 0 else -1
        det_candidates = _sign_candidates(f"det {first} & {second}: {sign} * det", sign * det, False, sub)
        _add_steps(proof, _first_replaying(det_candidates) or det_candidates[0])
        solution = sp.solve([PIN_CONDITIONS[first], PIN_CONDITIONS[second]], [h, l], dict=True)[0]
        chosen = None
        for requirement, (expression, strict) in two_outlier_requirements(levels, (first, second)).items():
            value = sp.cancel(expression.subs(solution))
            chosen = _first_replaying(_violation_steps(f"pair {first} & {second}: not {requirement}", value, strict,
                                                       sub))
            if chosen:
                break
        _add_steps(proof, chosen or _violation_steps(f"pair {first} & {second}: no requirement refuted",
                                                     sp.Integer(1), True, sub)[0])
    return proof
