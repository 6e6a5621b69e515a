"""Staircase (004), Sec. 3, the geometric mechanism (staircase.geometric, corrected): Q(y|x) = c_y a^|y-x| with a =
e^(-eps/(k-1)) (tails folded) is a mechanism with LDP level exactly a^-(k-1) = e^eps, for every k and eps; the printed
a = eps^(1/(k-1)) gives level 1/eps. workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof,
through workbench.proof.built_route; sums over inputs or outputs are named variables (docs/evidence-strength.md, "What
stays prose"). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered


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
