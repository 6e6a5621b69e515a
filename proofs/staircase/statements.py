"""Staircase (004), statements that are rational (in)equalities once sums are named, for every parameter: Thm. 6's
binary TV bound (staircase.binary-tv), merging outputs (staircase.merge-invariance, Sec. 2 after Thm. 4), the LDP
extremes (staircase.ldp-extremes, Sec. 1), the geometric mechanism's level (staircase.geometric, Sec. 3), the global
special case and Geng-Viswanath (staircase.global-special-case, staircase.geng-viswanath, Sec. 2 after (9)), the
patterns S^(k) (staircase.patterns, Sec. 2) and the sublinear utilities (staircase.sublinear, Sec. 3).

workbench-polynomial-proof/4 artefacts replayed by workbench.kernel.polyproof; routes through
workbench.proof.built_route. Bookkeeping that stays in each artefact's statement (docs/evidence-strength.md, "What stays
prose"): variables that name sums over inputs or outputs (Q(A|x), P(B), (K P)(y)), and hypotheses that are a condition
summed over such an index set. eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered


TV_FACTOR = "TV factor (e^eps - 1)/(e^eps + 1)"

def binary_tv_proof() -> Proof:
    """staircase.binary-tv (Thm. 6): every eps-LDP mechanism has TV(P0 Q, P1 Q) <= (E - 1)/(E + 1) TV(P0, P1), and
    the binary mechanism attains it, for every k, P0, P1 and eps."""
    E, t, a, b, s_plus, s_minus, p0, p1 = variables = sp.symbols("E t a b s_plus s_minus p0 p1")
    proof = Proof("staircase.binary-tv", list(variables),
                  "for every k >= 2, priors P0, P1 on k inputs, E = e^eps >= 1: (bound) every eps-LDP mechanism Q, "
                  "with any outputs, has TV(P0 Q, P1 Q) <= L TV(P0, P1), L = (E - 1)/(E + 1) the registered factor; "
                  "(attained) the binary mechanism, Q(0|x) = E/(E + 1) on B = {x : P0(x) >= P1(x)} and 1/(E + 1) "
                  "elsewhere, is eps-LDP, has rows summing to 1 and TV(P0 Q, P1 Q) = L TV(P0, P1). So L TV(P0, P1) is "
                  "the optimum of (13) for TV over all eps-LDP mechanisms, hence of (11) (the binary mechanism is a "
                  "staircase mechanism). Encoding of the bound: A = {y : (P0 Q)(y) > (P1 Q)(y)}, delta = P0 - P1 = "
                  "delta+ - delta-, t = sum delta+ = sum delta- = TV(P0, P1), s+ = sum_x delta+(x) Q(A|x), s- = "
                  "sum_x delta-(x) Q(A|x), so TV(P0 Q, P1 Q) = s+ - s-; x1 (x2) is an input with the largest "
                  "(smallest) Q(A|.), a = Q(A|x1), b = Q(A|x2), so s+ <= t a and s- >= t b (each summed over x); "
                  "the LDP inequalities Q(y|x1) <= E Q(y|x2) summed over y in A, and Q(y|x2) <= E Q(y|x1) summed "
                  "over y not in A with the rows summing to 1: a <= E b and 1 - b <= E (1 - a). Encoding of the "
                  "attainment: p0 = P0(B), p1 = P1(B), t = p0 - p1 (B attains TV(P0, P1)); with two outputs "
                  "TV(P0 Q, P1 Q) = |(P0 Q)(0) - (P1 Q)(0)|",
                  "(E + 1)(L t - (s+ - s-)) = (E + 1)(t a - s+) + (E + 1)(s- - t b) + t (E b - a) + t (E (1 - a) - "
                  "(1 - b)), residual 0. Binary: (P0 Q)(0) - (P1 Q)(0) = (E (p0 - p1) + (1 - p0) - (1 - p1))/(E + 1) = "
                  "L (p0 - p1) = L t.", domain={E: 1})
    facts = {"s+ <= t a": t * a - s_plus, "s- >= t b": s_minus - t * b,
             "LDP (y, x1, x2) summed over y in A: a <= E b": E * b - a,
             "LDP (y, x2, x1) summed over y not in A: 1 - b <= E (1 - a)": E * (1 - a) - (1 - b)}
    for name, value in facts.items():
        proof.hypothesis(name, value)
    proof.hypothesis("t >= p0 - p1", t - (p0 - p1)).hypothesis("t <= p0 - p1", p0 - p1 - t)

    def factor():
        return registered("staircase.binary-tv", TV_FACTOR, [E])

    def bound():
        return factor() * t - (s_plus - s_minus)
    names = list(facts)
    proof.goal("every eps-LDP Q: TV(P0 Q, P1 Q) <= L TV(P0, P1)", bound(), hypotheses=names, clear=E + 1,
               terms=[(E + 1, names[:1]), (E + 1, names[1:2]), (t, names[2:3]), (t, names[3:])], template=bound)
    top, low = E / (E + 1), 1 / (E + 1)
    difference = (p0 * top + (1 - p0) * low) - (p1 * top + (1 - p1) * low)   # (P0 Q)(0) - (P1 Q)(0)
    proof.goal("binary: (P0 Q)(0) - (P1 Q)(0) >= 0, so it is TV(P0 Q, P1 Q)", difference,
               hypotheses=["t <= p0 - p1"], terms=[(E - 1, ["t <= p0 - p1"])])
    for relation, hypothesis in ((">=", "t <= p0 - p1"), ("<=", "t >= p0 - p1")):
        def attained():
            return difference - factor() * t
        proof.goal(f"binary: TV(P0 Q, P1 Q) - L TV(P0, P1) {relation} 0", attained(), relation,
                   hypotheses=[hypothesis], terms=[(E - 1, [hypothesis])], template=attained)
    proof.equal("binary: eps-LDP tight, E Q(0|x') = Q(0|x) for Q(0|x) = E/(E + 1), Q(0|x') = 1/(E + 1)", E * low, top)
    proof.goal("binary: eps-LDP, E Q(0|x) - Q(0|x') >= 0", E * top - low)
    return proof.equal("binary: rows sum to 1", top + low, 1)

def merge_invariance_proof() -> Proof:
    """staircase.merge-invariance: shuffling the outputs, or splitting a column into two proportional ones (and so
    merging outputs with proportional columns), keeps the LDP level and the utility sum_y mu(Q_y), for every
    mechanism, eps and positively homogeneous mu."""
    E, F, t, u, v, m, m1, m2 = variables = sp.symbols("E F t u v m m1 m2")
    proof = Proof("staircase.merge-invariance", list(variables),
                  "for every k, every mechanism Q (any outputs), every utility mu that is positively homogeneous "
                  "(mu(s Q_y) = s mu(Q_y) for s > 0, the paper's sublinear mu) and every 0 < t < 1: splitting column y "
                  "into the columns t Q_y and (1 - t) Q_y keeps every LDP inequality at every level: with u = Q(y|x), "
                  "v = Q(y|x') for any inputs x, x', u <= E v implies t u <= E t v and (1 - t) u <= E (1 - t) v "
                  "(goals 'split ...'), and conversely t u <= F t v (or (1 - t) u <= F (1 - t) v) at any level F "
                  "implies u <= F v (goals 'level not lowered ...'), so the split mechanism is eps-LDP exactly when Q "
                  "is: the same level; and it keeps the utility, m1 + m2 = m with m = mu(Q_y), m1 = mu(t Q_y), m2 = "
                  "mu((1 - t) Q_y) (goals 'utility'). Merging two outputs with proportional columns s1 S, s2 S is the "
                  "same statement read backwards (t = s1/(s1 + s2)), so for Q = S^(k) Theta, whose column y is "
                  "theta_y S_j(y), the objective sum_y mu(Q_y) = sum_j mu(S_j) sum_{y: j(y) = j} theta_y is linear "
                  "in theta. Shuffling the outputs only re-indexes the LDP inequalities (one per y, x, x') and the "
                  "terms of sum_y mu(Q_y), so it keeps both. The other columns are unchanged by a split",
                  "t (E v - u) is the LDP inequality times t > 0; (1 - t)(E v - u) is the product of the facts 1 - t > 0 "
                  "and E v - u >= 0; F v - u = t (F v - u)/t with t > 0 showing the denominator's sign; m1 + m2 - m = "
                  "(m1 - t m) + (m2 - (1 - t) m).", domain={E: 1, F: 1})
    proof.hypothesis("t > 0", t, strict=True).hypothesis("t < 1", 1 - t, strict=True)
    proof.hypothesis("LDP of Q: u <= E v", E * v - u)
    proof.hypothesis("split, copy t, at level F: t u <= F t v", t * (F * v - u))
    proof.hypothesis("split, copy 1 - t, at level F: (1 - t) u <= F (1 - t) v", (1 - t) * (F * v - u))
    for name, value in {"m1 >= t m": m1 - t * m, "m1 <= t m": t * m - m1,
                        "m2 >= (1 - t) m": m2 - (1 - t) * m, "m2 <= (1 - t) m": (1 - t) * m - m2}.items():
        proof.hypothesis(f"mu homogeneous: {name}", value)
    ldp = "LDP of Q: u <= E v"
    proof.goal("split, copy t: E t v - t u >= 0", t * (E * v - u), hypotheses=["t > 0", ldp], terms=[(1, ["t > 0", ldp])])
    proof.goal("split, copy 1 - t: E (1 - t) v - (1 - t) u >= 0", (1 - t) * (E * v - u), hypotheses=["t < 1", ldp],
               terms=[(1, ["t < 1", ldp])])
    for copy, strict in (("t", "t > 0"), ("1 - t", "t < 1")):
        split = f"split, copy {copy}, at level F: " + ("t u <= F t v" if copy == "t" else "(1 - t) u <= F (1 - t) v")
        proof.goal(f"level not lowered, copy {copy}: F v - u >= 0", F * v - u, hypotheses=[strict, split],
                   terms=[(1, [split])], positive=strict, common=t if copy == "t" else 1 - t)
    for relation, side in ((">=", ">="), ("<=", "<=")):
        facts = [f"mu homogeneous: m1 {side} t m", f"mu homogeneous: m2 {side} (1 - t) m"]
        proof.goal(f"utility: m1 + m2 - m {relation} 0", m1 + m2 - m, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (1, facts[1:])])
    return proof

def ldp_extremes_proof() -> Proof:
    """staircase.ldp-extremes: 0-LDP iff all rows of Q are equal, and then X and Y are independent under every
    prior; the identity (Y = X) is eps-LDP for no finite eps; for every k and every mechanism."""
    E, u, v, p, q, r = variables = sp.symbols("E u v p q r")
    proof = Proof("staircase.ldp-extremes", list(variables),
                  "for every k >= 2 and every mechanism Q (any outputs): (eps = 0, E = 1) with u = Q(y|x), v = Q(y|x') "
                  "for any inputs x, x' and output y, the 0-LDP inequalities u <= v and v <= u give u = v (goals "
                  "'0-LDP => equal'), and u = v gives u <= 1 v (goal 'equal => 0-LDP'): Q is 0-LDP iff all its rows "
                  "are equal; then, for every prior P, with p = P(x), q = Q(y|x) the common value of column y and r = "
                  "Q(y) = sum_x' P(x') Q(y|x') = q sum_x' P(x') = q, P(x, y) = p q = P(x) Q(y) (goals "
                  "'independent'): the output is independent of the data. (eps = infinity) the identity, Y = X, has "
                  "Q(y|y) = 1 and Q(y|x') = 0 for x' != y, so its LDP inequality 1 <= E 0 fails for every finite E = "
                  "e^eps (goal 'identity', E 0 - 1 < 0)",
                  "Each goal is one hypothesis (times p for 'independent'), residual 0; 'identity' is the number -1.",
                  domain={E: 1})
    proof.hypothesis("0-LDP at (y, x, x'): u <= v", v - u).hypothesis("0-LDP at (y, x', x): v <= u", u - v)
    proof.hypothesis("equal rows: u >= v", u - v).hypothesis("equal rows: u <= v", v - u)
    proof.hypothesis("r >= q: Q(y) = q sum_x' P(x')", r - q).hypothesis("r <= q: Q(y) = q sum_x' P(x')", q - r)
    proof.goal("0-LDP => equal: u - v >= 0", u - v, hypotheses=["0-LDP at (y, x', x): v <= u"],
               terms=[(1, ["0-LDP at (y, x', x): v <= u"])])
    proof.goal("0-LDP => equal: u - v <= 0", u - v, "<=", hypotheses=["0-LDP at (y, x, x'): u <= v"],
               terms=[(1, ["0-LDP at (y, x, x'): u <= v"])])
    proof.goal("equal => 0-LDP: 1 v - u >= 0", v - u, hypotheses=["equal rows: u <= v"], terms=[(1, ["equal rows: u <= v"])])
    for relation, fact in ((">=", "r <= q: Q(y) = q sum_x' P(x')"), ("<=", "r >= q: Q(y) = q sum_x' P(x')")):
        proof.goal(f"independent: P(x, y) - P(x) Q(y) = p q - p r {relation} 0", p * q - p * r, relation,
                   hypotheses=[fact], terms=[(p, [fact])])
    return proof.goal("identity: E Q(y|x') - Q(y|y) = E 0 - 1 < 0", E * 0 - 1, "<")

GEOMETRIC_LEVEL = "corrected: with a = e^(-eps/(k-1))"

def _in_powers_of(expression, a, k, A):
    """`expression` with every power a^(m (k - 1)), m rational, written A^m (A = a^(k-1)); a ValueError when a
    power of a is not of that form (such a level is no function of A, so the goals cannot state it)."""
    def as_power_of_A(power):
        multiple = sp.cancel(power.exp / (k - 1))
        if not multiple.is_Rational:
            raise ValueError(f"{power} is not a power of a^(k-1)")
        return A ** multiple
    rewritten = expression.replace(lambda e: e.is_Pow and e.base == a, as_power_of_A)
    if a in rewritten.free_symbols or k in rewritten.free_symbols:
        raise ValueError(f"{expression} is not a function of a^(k-1)")
    return rewritten

def geometric_proof() -> Proof:
    """staircase.geometric, corrected: Q(y|x) = c_y a^|y-x| (a = e^(-eps/(k-1)), tails folded) has rows summing to
    1, positive entries, and LDP level exactly a^-(k-1) = e^eps, for every k and eps; the printed a = eps^(1/(k-1))
    gives level 1/eps, an eps-LDP mechanism exactly when eps e^eps >= 1 and eps < 1."""
    a, k, A, p, r, g1, g2, g, t, c, y1, z, w, s, E = sp.symbols("a k A p r g1 g2 g t c y1 z w s E")
    variables = [a, A, p, r, g1, g2, g, t, c, y1, z, w, s, E]
    proof = Proof("staircase.geometric", variables,
                  "for every k >= 2 and eps > 0, with a = e^(-eps/(k-1)) in (0, 1) and A = a^(k-1) = e^-eps: the "
                  "corrected truncated geometric mechanism on inputs and outputs 1..k is Q(y|x) = c_y a^|y-x| with c_1 "
                  "= c_k = 1/(1 + a) (the tails folded onto y = 1 and y = k: Q(1|x) = a^(x-1)/(1 + a), Q(k|x) = "
                  "a^(k-x)/(1 + a)) and c_y = (1 - a)/(1 + a) for 1 < y < k. (rows) with p = a^(x-1), r = a^(k-x), "
                  "g1 = G(x - 1), g2 = G(k - x), G(n) = sum_{j<n} a^j, the interior outputs contribute sum_{y=2}^{k-1} "
                  "a^|y-x| = g1 + g2 - 1 (y <= x gives G(x - 1) less the y = 1 term, y > x gives G(k - x) less the y = "
                  "k term, plus the y = x term when 1 < x < k; the same count at x = 1 and x = k), and (1 - a) G(n) = "
                  "1 - a^n for every n (goals 'telescoping', an induction: G(0) = 0 = 1 - a^0, and G(n + 1) = G(n) + "
                  "a^n), so the row sums to (p + r + (1 - a)(g1 + g2 - 1))/(1 + a) = 1 (goals 'row sums to 1'); "
                  "(entries) each is c_y y1 with y1 = a^|y-x| > 0, > 0 for 0 < a < 1; (level) for inputs x, x' and "
                  "output y, u = Q(y|x) = c y1, v = Q(y|x') = c z, z = a^|y-x'|; |y - x'| <= |y - x| + |x - x'| <= "
                  "|y - x| + k - 1, so A y1 = z w with w = a^e <= 1, e = |y - x| + k - 1 - |y - x'| >= 0, and E v - u "
                  ">= 0 for E = 1/A, the registered level a^-(k-1) (goal 'eps-LDP'); at y = 1, x' = 1, x = k: Q(1|1) = "
                  "1/(1 + a), Q(1|k) = A/(1 + a), ratio exactly 1/A (goals 'exact'): the level is e^eps. (printed) "
                  "a = s^(1/(k-1)) for the printed eps = s in (0, 1) is the same mechanism with A = s, level 1/s; with "
                  "E = e^s it is s-LDP iff 1/s <= E, i.e. (times s > 0) iff s E >= 1 (goal 'printed'), i.e. s >= W(1) (s e^s increases "
                  "with s); for s >= 1, a >= 1 and the printed factor (1 - a)/(1 + a) <= 0 (goal 'printed, s >= 1')",
                  "Each goal is its hypotheses times monomial multipliers: (1 + a)(row - 1) = ((1 - a) g1 - (1 - p)) + "
                  "((1 - a) g2 - (1 - r)); A (E v - u) = c (z w - A y1) + c z (1 - w); s (E - 1/s) = s E - 1.")
    proof.hypothesis("a < 1", 1 - a, strict=True).hypothesis("A > 0", A, strict=True)
    proof.hypothesis("y1 = a^|y-x| > 0", y1, strict=True).hypothesis("s > 0", s, strict=True)
    for name, value in {"(1 - a) G(x - 1) = 1 - p": (1 - a) * g1 - (1 - p), "(1 - a) G(k - x) = 1 - r": (1 - a) * g2 - (1 - r),
                        "(1 - a) G(n) = 1 - t, t = a^n": (1 - a) * g - (1 - t), "A y1 = z w": A * y1 - z * w}.items():
        proof.hypothesis(f"{name} (>=)", value).hypothesis(f"{name} (<=)", -value)
    proof.hypothesis("w = a^e <= 1", 1 - w).hypothesis("s E >= 1", s * E - 1)
    proof.hypothesis("printed, s >= 1: a >= 1", a - 1)
    for relation, side in ((">=", "(>=)"), ("<=", "(<=)")):
        step = f"(1 - a) G(n) = 1 - t, t = a^n {side}"
        proof.goal(f"telescoping: (1 - a) G(n + 1) - (1 - a^(n + 1)) {relation} 0", (1 - a) * (g + t) - (1 - a * t),
                   relation, hypotheses=[step], terms=[(1, [step])])
        facts = [f"(1 - a) G(x - 1) = 1 - p {side}", f"(1 - a) G(k - x) = 1 - r {side}"]
        proof.goal(f"row sums to 1 ({relation} 0)", (p + r + (1 - a) * (g1 + g2 - 1)) / (1 + a) - 1, relation,
                   hypotheses=facts, terms=[(1, facts[:1]), (1, facts[1:])])
    proof.goal("entries: interior (1 - a)/(1 + a) a^|y-x| > 0", (1 - a) / (1 + a) * y1, ">",
               hypotheses=["a < 1", "y1 = a^|y-x| > 0"], terms=[(1, ["a < 1", "y1 = a^|y-x| > 0"])])
    proof.goal("entries: ends a^|y-x|/(1 + a) > 0", y1 / (1 + a), ">", hypotheses=["y1 = a^|y-x| > 0"],
               terms=[(1, ["y1 = a^|y-x| > 0"])])

    def level():
        return _in_powers_of(registered("staircase.geometric", GEOMETRIC_LEVEL, [a, k]), a, k, A)

    def ldp():
        return level() * c * z - c * y1
    exponent = ["A > 0", "A y1 = z w (<=)", "w = a^e <= 1"]
    proof.goal("eps-LDP: E v - u >= 0 with E = a^-(k-1)", ldp(), hypotheses=exponent,
               terms=[(c, exponent[1:2]), (c * z, exponent[2:])], positive="A > 0", template=ldp)
    def exact():
        return level() * A / (1 + a), 1 / (1 + a)
    proof.equal("exact: E Q(1|k) = Q(1|1)", *exact(), template=exact)
    proof.goal("printed: s E >= 1 gives 1/s <= E", E - 1 / s, hypotheses=["s > 0", "s E >= 1"],
               terms=[(1, ["s E >= 1"])], positive="s > 0")
    return proof.goal("printed, s >= 1: the factor (1 - a)/(1 + a) <= 0", (1 - a) / (1 + a), "<=",
                      hypotheses=["printed, s >= 1: a >= 1"], terms=[(1, ["printed, s >= 1: a >= 1"])])

def global_special_case_proof() -> Proof:
    """staircase.global-special-case: the truncated geometric mechanism with a = e^-eps has Q(y|x)/Q(y|x + 1) in
    {a, 1/a} (so in {e^-eps, 1, e^eps}) for every k, eps, neighbours x, x + 1 and output y."""
    a, c, z, u, v = variables = sp.symbols("a c z u v")
    proof = Proof("staircase.global-special-case", list(variables),
                  "for every k >= 2, eps > 0 and a = e^-eps in (0, 1): the truncated geometric mechanism Q(y|x) = c_y "
                  "a^|y-x| on 1..k (c_y = 1/(1 + a) at the folded ends y = 1, k, (1 - a)/(1 + a) inside; a mechanism "
                  "for every a in (0, 1), rows and entries proved in staircase.geometric's artefact, which holds for "
                  "every a) has, for neighbours x, x + 1 and every output y, with u = Q(y|x), v = Q(y|x + 1), c = c_y "
                  "> 0: if y <= x, |y - x| = n and |y - x - 1| = n + 1, n = x - y, so with z = a^n, u = c z and v = "
                  "c a z, and u/v = 1/a = e^eps (goals 'y <= x'); if y >= x + 1, |y - x| = n + 1 and |y - x - 1| = "
                  "n, n = y - x - 1, so u = c a z, v = c z and u/v = a = e^-eps (goals 'y > x'). Every integer y is "
                  "in one of the two cases, so every neighbour ratio is in {e^-eps, e^eps}, a subset of {e^-eps, 1, "
                  "e^eps}: a staircase mechanism for neighbours x, x + 1 (global DP on a counting query)",
                  "y <= x: a u - v = a (u - c z) + (c a z - v) over a > 0; y > x: u - a v = (u - c a z) + a (c z - "
                  "v); both ways.")
    proof.hypothesis("a > 0", a, strict=True)
    cases = {"y <= x": {"u": c * z, "v": c * a * z}, "y > x": {"u": c * a * z, "v": c * z}}
    for case, values in cases.items():
        for name, variable in (("u", u), ("v", v)):
            proof.hypothesis(f"{case}: {name} >= {values[name]}", variable - values[name])
            proof.hypothesis(f"{case}: {name} <= {values[name]}", values[name] - variable)
    for relation, (up, down) in ((">=", (">=", "<=")), ("<=", ("<=", ">="))):
        facts = [f"y <= x: u {up} {cases['y <= x']['u']}", f"y <= x: v {down} {cases['y <= x']['v']}"]
        proof.goal(f"y <= x: u/v = e^eps, u - v/a {relation} 0", u - v / a, relation, hypotheses=["a > 0"] + facts,
                   terms=[(a, facts[:1]), (1, facts[1:])], positive="a > 0")
        facts = [f"y > x: u {up} {cases['y > x']['u']}", f"y > x: v {down} {cases['y > x']['v']}"]
        proof.goal(f"y > x: u/v = e^-eps, u - a v {relation} 0", u - a * v, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (a, facts[1:])])
    return proof

def patterns_proof() -> Proof:
    """staircase.patterns: every column of a staircase mechanism is its minimum times a pattern in {1, E}^k, so a
    staircase mechanism is S^(k) Theta once columns with the same pattern are merged; for every k and eps."""
    E, m, q = variables = sp.symbols("E m q")
    proof = Proof("staircase.patterns", list(variables),
                  "for every k >= 2 and E = e^eps >= 1: S^(k) is by definition the k x 2^k matrix whose columns are the "
                  "2^k vectors of {1, E}^k (distinct for E > 1; every entry 1 or E). A staircase mechanism Q has "
                  "Q(y|x)/Q(y|x') in {e^-eps, 1, e^eps} for all x, x', so a used column y has no zero; with m = min_x "
                  "Q(y|x) > 0 and q = Q(y|x) >= m for any input x, q = r m with r in {1/E, 1, E}: r = 1/E gives q = m "
                  "(goals 'r = 1/E', the only case E = 1), r = 1 gives q = m, r = E gives q = E m (hypotheses): so "
                  "column y = m S_j for the pattern S_j with E exactly where q = E m. Hence Q = sum_y m_y S_j(y) e_y^T, "
                  "and merging the outputs with the same pattern (staircase.merge-invariance, proved: same level and "
                  "utility) gives Q = S^(k) Theta with theta_j = sum_{y: j(y) = j} m_y (0 for unused patterns); the "
                  "rows of Q sum to 1, i.e. S^(k) theta = 1",
                  "m - q = (m - E q) + (E - 1) q, both >= 0 (E >= 1); q - m >= 0 is the hypothesis 'q >= m'.",
                  domain={E: 1})
    proof.hypothesis("q >= m: m is the column's minimum", q - m)
    proof.hypothesis("r = 1/E: E q <= m", m - E * q)
    proof.goal("r = 1/E: q - m <= 0", q - m, "<=", hypotheses=["r = 1/E: E q <= m"],
               terms=[(1, ["r = 1/E: E q <= m"])])
    return proof.goal("r = 1/E: q - m >= 0", q - m, hypotheses=["q >= m: m is the column's minimum"],
                      terms=[(1, ["q >= m: m is the column's minimum"])])

def sublinear_proof() -> Proof:
    """staircase.sublinear: mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T Q_y), the perspective of a convex f, is convex and
    positively homogeneous in Q_y, for every convex f, k, P0, P1."""
    (lam, gam, z1, w1, z2, w2, z, w, s1, s2, s, al, F1p, F1m, F2p, F2m, Fp, Fm) = variables = sp.symbols(
        "lambda gamma z1 w1 z2 w2 z w s1 s2 s alpha F1p F1m F2p F2m Fp Fm")
    F1, F2, F = F1p - F1m, F2p - F2m, Fp - Fm
    proof = Proof("staircase.sublinear", list(variables),
                  "for every k, positive priors P0, P1, convex f and columns Q_y, Q'_y >= 0 not zero: with z = P0^T Q_y "
                  ">= 0 and w = P1^T Q_y > 0 (linear in Q_y; a zero column has mu = 0), mu = w f(z/w). (convex) for "
                  "lambda in [0, 1] and two columns with (z1, w1), (z2, w2), the column lambda Q_y + (1 - lambda) Q'_y "
                  "has z = lambda z1 + (1 - lambda) z2, w = lambda w1 + (1 - lambda) w2 > 0; s1 = z1/w1, s2 = z2/w2, s = "
                  "z/w, alpha = lambda w1/w in [0, 1] (goal 'alpha <= 1'); goals 's = ...': s = alpha s1 + (1 - alpha) s2, so the convexity "
                  "of f at that point gives F <= alpha F1 + (1 - alpha) F2 with F1 = f(s1), F2 = f(s2), F = f(s) "
                  "(hypothesis 'f convex'; f's values have any sign: each is written Fp - Fm, Fp, Fm >= 0); goal "
                  "'convex': w F <= lambda w1 F1 + (1 - lambda) w2 F2, i.e. mu(lambda Q_y + (1 - lambda) Q'_y) <= lambda "
                  "mu(Q_y) + (1 - lambda) mu(Q'_y); (homogeneous) for gamma > 0 the column gamma Q_y has (gamma z, "
                  "gamma w) and the same ratio s (goals 'same point', with z1, w1, s1 for gamma Q_y: z1 = gamma z, "
                  "w1 = gamma w), so f takes the same value F1 = F and mu(gamma Q_y) = gamma w F = gamma mu(Q_y) (goals "
                  "'homogeneous')",
                  "Each goal is its named equalities (pairs of hypotheses) times multipliers that are monomials in the "
                  "nonnegative variables (s1, s2, F's parts, lambda, 1 - lambda as a fact), plus w times 'f convex' "
                  "for 'convex'; denominators w and w1 are shown positive by w > 0 and w1 > 0.")
    proof.hypothesis("w > 0", w, strict=True).hypothesis("w1 > 0", w1, strict=True)
    proof.hypothesis("lambda <= 1", 1 - lam)
    equalities = {"z1 = s1 w1": (z1, s1 * w1), "z2 = s2 w2": (z2, s2 * w2), "z = s w": (z, s * w),
                  "z = lambda z1 + (1 - lambda) z2": (z, lam * z1 + (1 - lam) * z2),
                  "w = lambda w1 + (1 - lambda) w2": (w, lam * w1 + (1 - lam) * w2), "alpha w = lambda w1": (al * w, lam * w1),
                  "z1 = gamma z": (z1, gam * z), "w1 = gamma w": (w1, gam * w), "F1 = F (the same point)": (F1, F)}
    for name, (left, right) in equalities.items():
        proof.hypothesis(f"{name} (>=)", left - right).hypothesis(f"{name} (<=)", right - left)
    proof.hypothesis("f convex at s = alpha s1 + (1 - alpha) s2", al * F1 + (1 - al) * F2 - F)
    for relation, sign in ((">=", 1), ("<=", -1)):
        def fact(name, direction=1):
            return f"{name} ({'>=' if direction * sign > 0 else '<='})"
        # w (s - alpha s1 - (1 - alpha) s2) = (s w - z) + (z - lambda z1 - (1 - lambda) z2) + lambda (z1 - s1 w1)
        #   + (1 - lambda)(z2 - s2 w2) + s1 (lambda w1 - alpha w) + s2 ((1 - lambda) w2 - (1 - alpha) w),
        # and (1 - lambda) w2 - (1 - alpha) w = (alpha w - lambda w1) + (lambda w1 + (1 - lambda) w2 - w)
        terms = [(1, [fact("z = s w", -1)]), (1, [fact("z = lambda z1 + (1 - lambda) z2")]),
                 (lam, [fact("z1 = s1 w1")]), (1, ["lambda <= 1", fact("z2 = s2 w2")]),
                 (s1, [fact("alpha w = lambda w1", -1)]), (s2, [fact("alpha w = lambda w1")]),
                 (s2, [fact("w = lambda w1 + (1 - lambda) w2", -1)])]
        proof.goal(f"s = alpha s1 + (1 - alpha) s2 ({relation} 0)", s - al * s1 - (1 - al) * s2, relation,
                   hypotheses=["w > 0", "lambda <= 1"] + sorted({f for _, facts in terms for f in facts} - {"lambda <= 1"}),
                   terms=terms, positive="w > 0", common=w)
        # w1 (s1 - s) = (s1 w1 - z1) + (z1 - gamma z) + gamma (z - s w) + s (gamma w - w1)
        same = [(1, [fact("z1 = s1 w1", -1)]), (1, [fact("z1 = gamma z")]), (gam, [fact("z = s w")]),
                (s, [fact("w1 = gamma w", -1)])]
        proof.goal(f"same point: s1 = s for gamma Q_y ({relation} 0)", s1 - s, relation,
                   hypotheses=["w1 > 0"] + sorted({f for _, facts in same for f in facts}), terms=same,
                   positive="w1 > 0", common=w1)
        # w1 F1 - gamma w F = F1 (w1 - gamma w) + gamma w (F1 - F), F1 = F1p - F1m
        homogeneous = [(F1p, [fact("w1 = gamma w")]), (F1m, [fact("w1 = gamma w", -1)]),
                       (gam * w, [fact("F1 = F (the same point)")])]
        proof.goal(f"homogeneous: mu(gamma Q_y) - gamma mu(Q_y) {relation} 0", w1 * F1 - gam * w * F, relation,
                   hypotheses=sorted({f for _, facts in homogeneous for f in facts}), terms=homogeneous)
    alpha_at_most_1 = [(1, ["w = lambda w1 + (1 - lambda) w2 (>=)"]), (1, ["alpha w = lambda w1 (<=)"]),
                       (w2, ["lambda <= 1"])]          # w (1 - alpha) = (w - lambda w1 - (1 - lambda) w2) + ...
    proof.goal("alpha <= 1 (a convex combination)", 1 - al, hypotheses=["w > 0"] + sorted(
        {f for _, facts in alpha_at_most_1 for f in facts}), terms=alpha_at_most_1, positive="w > 0", common=w)
    # lambda w1 F1 + (1 - lambda) w2 F2 - w F = w (convexity) + F1 (lambda w1 - alpha w) + F2 ((1 - lambda) w2 - (1 -
    # alpha) w), the last bracket (alpha w - lambda w1) + (lambda w1 + (1 - lambda) w2 - w)
    convex = [(w, ["f convex at s = alpha s1 + (1 - alpha) s2"]),
              (F1p, ["alpha w = lambda w1 (<=)"]), (F1m, ["alpha w = lambda w1 (>=)"]),
              (F2p, ["alpha w = lambda w1 (>=)"]), (F2m, ["alpha w = lambda w1 (<=)"]),
              (F2p, ["w = lambda w1 + (1 - lambda) w2 (<=)"]), (F2m, ["w = lambda w1 + (1 - lambda) w2 (>=)"])]
    proof.goal("convex: lambda mu(Q_y) + (1 - lambda) mu(Q'_y) - mu(lambda Q_y + (1 - lambda) Q'_y) >= 0",
               lam * w1 * F1 + (1 - lam) * w2 * F2 - w * F,
               hypotheses=sorted({f for _, facts in convex for f in facts}), terms=convex)
    return proof

def geng_viswanath_proof() -> Proof:
    """staircase.geng-viswanath: Geng and Viswanath's staircase noise (the density f_gamma and the pmf P_r) has mass
    1 and f(t)/f(t + d) in {b, 1, 1/b} for |d| <= Delta, for every b = e^-eps in (0, 1), Delta, gamma and r."""
    b, Dl, g, r, S, s, s2, p, a, z, u, v = variables = sp.symbols("b Delta gamma r S s s2 p a z u v")
    proof = Proof("staircase.geng-viswanath", list(variables),
                  "for every b = e^-eps in (0, 1), Delta > 0, gamma in [0, 1] (density) and integer 1 <= r <= Delta "
                  "(pmf): f_gamma = a_gamma b^h(|t|) with h(s) = #{m >= 0 : (m + gamma) Delta <= s} (a_gamma on [k Delta, "
                  "(k + gamma) Delta), a_gamma b on the rest of the period, times b^k), a_gamma = (1 - b)/(2 Delta (gamma "
                  "+ b (1 - gamma))); P_r(i) = a_r b^h(|i|) with h(n) = #{m >= 0 : m Delta + r <= n}, a_r = (1 - b)/(2 r + "
                  "2 b (Delta - r) - (1 - b)). (mass) with S = sum_k b^k, (1 - b) S = 1 (the geometric series): the "
                  "density's integral 2 a_gamma Delta (gamma + (1 - gamma) b) S and the pmf's sum 2 a_r (r + (Delta - r) "
                  "b) S - a_r (i = 0 counted once) are 1 (goals 'mass'). (ratios) for neighbours |d| <= Delta, s = |t| "
                  "and s2 = |t + d| (in either order, s <= s2) have s2 - s <= |d| <= Delta (the reverse triangle "
                  "inequality); h(s2) - h(s) is the number of step points p (of the progression with step Delta) in "
                  "(s, s2]; two consecutive ones p, p + Delta there would give s2 - s > Delta (goal 'window'), so it is "
                  "0 or 1: with z = b^h(s), the values are u = a z and v = a z or a z b (hypotheses per case), and u/v "
                  "is 1 or 1/b (goals 'ratio'); in the other order b. So every neighbour ratio is in {e^-eps, 1, e^eps}",
                  "mass: the goal's numerator is a multiple of (1 - b) S - 1 (and of Delta - r >= 0 times it); window: "
                  "s2 - s - Delta = (s2 - p - Delta) + (p - s); ratio: b u - v = b (u - a z) + (a z b - v).",
                  domain={r: 1})
    proof.hypothesis("r <= Delta", Dl - r)
    proof.hypothesis("pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0", 2 * r + 2 * b * (Dl - r) - (1 - b), strict=True)
    proof.hypothesis("p > s: a step point in (s, s2]", p - s, strict=True)
    proof.hypothesis("p + Delta <= s2: the next one too", s2 - p - Dl)
    for name, value in {"(1 - b) S = 1": (1 - b) * S - 1, "u = a z": u - a * z, "v = a z": v - a * z,
                        "v = a z b": v - a * z * b}.items():
        proof.hypothesis(f"{name} (>=)", value).hypothesis(f"{name} (<=)", -value)
    proof.goal("pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0 (r >= 1, r <= Delta)", 2 * r + 2 * b * (Dl - r) - (1 - b), ">",
               hypotheses=["r <= Delta"], terms=[(2 * b, ["r <= Delta"])])
    a_density = (1 - b) / (2 * Dl * (g + b * (1 - g)))
    a_pmf = (1 - b) / (2 * r + 2 * b * (Dl - r) - (1 - b))
    for relation, side in ((">=", "(>=)"), ("<=", "(<=)")):
        series = f"(1 - b) S = 1 {side}"
        proof.goal(f"mass: density, 2 a Delta (gamma + (1 - gamma) b) S - 1 ({relation})",
                   2 * a_density * Dl * (g + (1 - g) * b) * S - 1, relation, hypotheses=[series], terms=[(1, [series])])
        pmf = "pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0"
        proof.goal(f"mass: pmf, 2 a (r + (Delta - r) b) S - a - 1 ({relation})",
                   2 * a_pmf * (r + (Dl - r) * b) * S - a_pmf - 1, relation, hypotheses=[pmf, "r <= Delta", series],
                   terms=[(2 * r, [series]), (2 * b, ["r <= Delta", series])], positive=pmf)
        facts = [f"u = a z {side}", f"v = a z {'(<=)' if side == '(>=)' else '(>=)'}"]
        proof.goal(f"ratio, no step point: u - v ({relation})", u - v, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (1, facts[1:])])
        facts = [f"u = a z {side}", f"v = a z b {'(<=)' if side == '(>=)' else '(>=)'}"]
        proof.goal(f"ratio, one step point: b u - v, u/v = 1/b ({relation})", b * u - v, relation, hypotheses=facts,
                   terms=[(b, facts[:1]), (1, facts[1:])])
    window = ["p > s: a step point in (s, s2]", "p + Delta <= s2: the next one too"]
    return proof.goal("window: two step points in (s, s2] give s2 - s > Delta", s2 - s - Dl, ">", hypotheses=window,
                      terms=[(1, window[1:]), (1, window[:1])])
