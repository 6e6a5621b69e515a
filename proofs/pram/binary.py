"""PRAM (000), Sec. 3, S = 2 (pram.binary): for two categories the optimal q is an end of J_alpha: every feasible q is a
convex combination of (1, 0), (0, 1) and an end of J_alpha (1/(e^alpha + 1), e^alpha/(1 + e^alpha)), both ends are
feasible, and f is convex, 0 at (1, 0) and (0, 1) and > 0 at the ends.

workbench-polynomial-proof/4 artefact with named facts about log and exp: a variable is defined as exp(u) or log(u)
(Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook fact from the replayer's table
(workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets stay bookkeeping named in the
statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof, registered

from .goals import derived_goal

sp = lazy("sympy")


def binary_proof() -> Proof:
    """pram.binary: for S = 2 every feasible q is a convex combination of (1, 0), (0, 1) and an end of J_alpha (the
    registered 1/(E + 1), E/(1 + E)), both ends are feasible, and f is convex, 0 at (1, 0) and (0, 1), > 0 at the
    ends (E > 1, p with two positive masses): so the optimal q is an end of J_alpha."""
    E, x, y = variables = sp.symbols("E x y")
    proof = Proof("pram.binary", list(variables),
                  "For S = 2, every E = e^alpha >= 1 and prior p: the maximum of f(q) = I(p, M(q)) over T_alpha is at "
                  "q = (v, v) with v an end of J_alpha = [1/(E + 1), E/(1 + E)] (registered closed forms), and for "
                  "E > 1 and p with two positive masses only there. Encoding: q = (x, y) in T_alpha, i.e. the four DP "
                  "inequalities of M(q) for S = 2 (pram.dp-ratios): x <= E (1 - y), y <= E (1 - x), 1 - x <= E y, "
                  "1 - y <= E x. Goals, with a = E/(1 + E), b = 1/(E + 1) and E > 1: if x + y >= 1, q = mu (a, a) + "
                  "l1 (1, 0) + l2 (0, 1) with mu = (x + y - 1)/(2a - 1), l1 = x - a mu, l2 = y - a mu all "
                  ">= 0 "
                  "(mu + l1 + l2 = 1 by these definitions, an identity SymPy cancels); if x + y <= 1, the same "
                  "with (b, b), nu = (1 - x - y)/(1 - 2b); both ends "
                  "satisfy the four inequalities; 2a - 1 > 0, so M((a, a)) and M((b, b)) have two different rows. "
                  "Bookkeeping, stated: f is convex (pram.mi-convex, proved), so f(q) <= mu f(a, a) + l1 f(1, 0) + "
                  "l2 f(0, 1); M((1, 0)) and M((0, 1)) have equal rows, so Z is independent of X there and f = 0, "
                  "while M((a, a)), M((b, b)) have different rows, so for p with two positive masses X and Z are "
                  "dependent and f > 0 (pram.mi-nonnegative, proved); hence f(q) <= mu f(a, a) < f(a, a) unless "
                  "mu = 1, i.e. l1 = l2 = 0, q = (a, a) (likewise below). At E = 1, T_alpha is the segment x + y = 1 "
                  "where every M(q) has equal rows, f = 0, and the ends (1/2, 1/2) are optimal too.",
                  "Barycentric coordinates: each is a DP inequality (or the side of x + y = 1) over the positive "
                  "(E - 1)/(E + 1), by exact division; the ends' inequalities reduce to E - 1 >= 0 or 0.",
                  domain={E: 1})
    proof.hypothesis("E > 1", E - 1, strict=True)
    rows = {"x <= E (1 - y)": lambda u, v: E * (1 - v) - u, "y <= E (1 - x)": lambda u, v: E * (1 - u) - v,
            "1 - x <= E y": lambda u, v: E * v - (1 - u), "1 - y <= E x": lambda u, v: E * u - (1 - v)}
    for name, row in rows.items():
        proof.hypothesis(name, row(x, y))
    proof.hypothesis("x + y >= 1", x + y - 1).hypothesis("x + y <= 1", 1 - x - y)
    ends = {"upper": lambda: registered("pram.binary", "J_alpha = [1/(e^a + 1), e^a/(1 + e^a)]: upper end", [E]),
            "lower": lambda: registered("pram.binary", "J_alpha = [1/(e^a + 1), e^a/(1 + e^a)]: lower end", [E])}
    for end, side, first, second in (("upper", "x + y >= 1", "x <= E (1 - y)", "y <= E (1 - x)"),
                                     ("lower", "x + y <= 1", "1 - y <= E x", "1 - x <= E y")):
        def weight(end=end):
            v = ends[end]()
            return (x + y - 1) / (2 * v - 1)

        def coordinates(end=end):
            v = ends[end]()
            return weight(end), x - v * weight(end), y - v * weight(end)
        for index, (what, fact) in enumerate((("mu", side), ("l1", first), ("l2", second))):
            derived_goal(proof, f"{end} triangle ({side}): {what} >= 0", coordinates()[index], [fact],
                     positive="E > 1", template=lambda end=end, index=index: coordinates(end)[index])
        for name, row in rows.items():
            derived_goal(proof, f"the {end} end of J_alpha satisfies {name}", row(ends[end](), ends[end]()),
                     template=lambda end=end, row=row: row(ends[end](), ends[end]()))
    derived_goal(proof, "2a - 1 > 0: M((a, a)) has two different rows", 2 * ends["upper"]() - 1, ["E > 1"],
             relation=">", template=lambda: 2 * ends["upper"]() - 1)
    return proof
