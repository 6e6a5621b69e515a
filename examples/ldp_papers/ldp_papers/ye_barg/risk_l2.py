"""The exact l2^2 risk: n E||p_hat - p||_2^2 = sum_j slope^2 P_j (1 - P_j), P_j = q* + p_j (p* - q*), summed over the
k symbols with sum_j p_j = 1, equals (k - 1)^2 (dE + k - d)^2/(k d (k - d)(E - 1)^2) + 1/k - sum_j p_j^2.

An indexed family (p_j), j = 1..M: the statement's R is the sum over the symbols of SCALE times the per-symbol
variance, SCALE = d^2 (k - d)^2 (E - 1)^2 > 0 (the engine reads a per-index term only when it is a polynomial, so the
statement is the claim multiplied by SCALE: equivalent under 0 < d < k, E > 1). The engine reads R as
c_0 M + c_1 W + c_2 S2 (W = sum p_j, S2 = sum p_j^2) through the family the artefact declares (the summed goal
p (1 - p) >= 0); the two goals R >= and R <= SCALE (closed form) hold where M = k and W = 1 (multiples of those four
facts, the multipliers split into parts nonneg on the box, and nothing left over).
"""
import sympy as sp

from workbench import Proof, Statement

from .scheme import p_star, q_star, slope, worst_risk

E, k, d = sp.symbols("E k d")         # the statement's own variables (closed over by the per-index variance)


def variance(p, E=E, k=k, d=d):
    """slope^2 P (1 - P) for one symbol of mass p: n Var p_hat_j."""
    P = q_star(k, d, E) + p * (p_star(k, d, E) - q_star(k, d, E))
    return slope(k, d, E) ** 2 * P * (1 - P)


SCALE = d ** 2 * (k - d) ** 2 * (E - 1) ** 2           # clears the variance's denominator: R is a polynomial sum


def scaled(p):
    """SCALE times the per-symbol variance, multiplied out: a polynomial in p, E, k, d."""
    return sp.expand(sp.cancel(SCALE * variance(p)))


def _asserts(E, k, d, M, W, S2, R, p):
    return [(R, "=", SCALE * (worst_risk(k, d, E) + 1 / k - S2), [(M, ">=", k), (M, "<=", k), (W, ">=", 1), (W, "<=", 1)])]


RISK = Statement("E k d M W S2 R", asserts=_asserts, domain={"E": 1, "k": 2, "d": 1, "M": 1, "p": 0},
                 assume=lambda E, k, d, M, W, S2, R, p: [(k - d, ">", 0), (E - 1, ">", 0),
                                                         (d * (k - d) * (E - 1) ** 2, ">", 0)],
                 indexed="p", count="M", sums={"W": lambda p: p, "S2": lambda p: p ** 2, "R": lambda p: scaled(p)},
                 each=lambda E, k, d, M, W, S2, R, p: [(p, "<=", 1)])


def build(closed=lambda E, k, d, S2: worst_risk(k, d, E) + 1 / k - S2):
    """The artefact (a Proof, not yet replayed); `closed` is a parameter so tests can feed a wrong closed form."""
    M, W, S2, p = sp.symbols("M W S2 p")
    proof = Proof("ye_barg.risk-l2", [E, k, d, M, W, S2, p],
                  "for every family (p_j), j = 1..M = k, with sum p_j = 1: sum_j slope^2 P_j (1 - P_j) = closed form",
                  "The per-symbol variance is a quadratic in p_j; summed it is c_0 M + c_1 W + c_2 S2 (the engine's "
                  "reading of R); with M = k and W = 1 both sides are multiplied out.",
                  domain={E: 1, k: 2, d: 1, M: 1, p: 0})
    proof.hypothesis("d < k", k - d, strict=True)
    proof.hypothesis("E > 1", E - 1, strict=True)
    proof.hypothesis("p <= 1", 1 - p)
    proof.goal("p (1 - p) >= 0", p * (1 - p), ">=", hypotheses=["p <= 1"], terms=[(p, ["p <= 1"])])
    proof.sum("sum p (1 - p) >= 0", "p (1 - p) >= 0", [p], M, {p: W, p ** 2: S2})
    expanded = scaled(p)
    coeff = [sp.factor(expanded.coeff(p, i)) for i in range(3)]
    R = coeff[0] * M + coeff[1] * W + coeff[2] * S2
    proof.hypothesis("M >= k", M - k)
    proof.hypothesis("M <= k", k - M)
    proof.hypothesis("W >= 1", W - 1)
    proof.hypothesis("W <= 1", 1 - W)
    difference = R - SCALE * closed(E, k, d, S2)
    cleared, denominator = sp.fraction(sp.cancel(sp.together(difference)))   # SCALE clears every denominator
    cleared = sp.expand(cleared) if denominator == 1 else sp.S(0)     # a wrong closed form: goals without terms
    lower = {E: 1, k: 2, d: 1, M: 1, W: 0, S2: 0}
    for relation, sign in ((">=", 1), ("<=", -1)):
        terms, rest = [], sign * cleared
        for variable, pin, above, below in ((M, k, "M >= k", "M <= k"), (W, 1, "W >= 1", "W <= 1")):
            quotient, rest = sp.div(rest, variable - pin, variable)   # rest = quotient (v - pin) + remainder
            plus, minus = _split(sp.expand(quotient), lower)
            # (v - pin) quotient = plus (v - pin) + minus (pin - v), plus and minus nonneg on the box
            if plus != 0:
                terms.append((plus, [above]))
            if minus != 0:
                terms.append((minus, [below]))
        proof.goal(f"R {relation} closed form", difference, relation,
                   hypotheses=["M >= k", "M <= k", "W >= 1", "W <= 1"], terms=terms)
    return proof


def _split(polynomial, lower):
    """polynomial = plus - minus, each nonneg on the box {v >= lower[v]} (coefficients after the shift)."""
    t = {v: sp.Symbol(f"t_{v}") for v in lower}
    shifted = sp.Poly(sp.expand(polynomial.subs({v: lower[v] + t[v] for v in lower}, simultaneous=True)), *t.values())
    back = {t[v]: v - lower[v] for v in lower}
    plus = sum((c * sp.Mul(*[s ** e for s, e in zip(t.values(), m)]) for m, c in shifted.terms() if c > 0), sp.S(0))
    minus = sum((-c * sp.Mul(*[s ** e for s, e in zip(t.values(), m)]) for m, c in shifted.terms() if c < 0), sp.S(0))
    return sp.expand(sp.sympify(plus).subs(back, simultaneous=True)), sp.expand(sp.sympify(minus).subs(back, simultaneous=True))


def proof_route(out_dir, **options):
    return build(**options).route(out_dir, "ye_barg_risk_l2")
