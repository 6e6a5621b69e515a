"""Complete proofs for every parameter of claims that need log or exp (format workbench-polynomial-proof/3 with
named transcendental facts, replayed by workbench.kernel.polyproof).

A variable is *defined* as exp(u) (one variable) or log(u) (a difference P - M of two variables, since a log has no
lower bound) of a polynomial u, and a hypothesis may be an instance of a textbook fact from the replayer's short
table (`workbench.kernel.polyproof.fact`: log u <= u - 1, u log(u/v) >= u - v, log(uv) = log u + log v, the odd
Taylor lower bounds of exp, exp(u) exp(v) = exp(u + v), the chord of the convex exp). The replayer checks that each
such hypothesis *is* the instance for the declared definitions and that every goal using it shows the fact's
conditions (u > 0 for a log, the chord's range). Sums over index sets stay bookkeeping named in each statement
(docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import Proof, built_route, registered

sp = lazy("sympy")

LOG_LE = "log u <= u - 1"
GIBBS = "u log(u/v) >= u - v, > when u != v"
LOG_MUL = "log(uv) = log u + log v"
TAYLOR = "exp u >= sum_{j<=k} u^j/j! (k odd)"
EXP_MUL = "exp(u) exp(v) = exp(u + v)"
CHORD = "exp convex: (b - a) exp u <= (b - u) exp a + (u - a) exp b"


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json."""
    return built_route(globals()[builder], out_dir, name)


def _log(proof: Proof, name: str, argument, stem: str):
    """Define log(argument) = stem_p - stem_m (two new variables, lower bound 0); returns (stem_p, stem_m)."""
    pair = sp.symbols(f"{stem}_p {stem}_m")
    proof.variables += list(pair)
    proof.domain.update({v: sp.Integer(0) for v in pair})
    proof.define(name, "log", argument, *pair)
    return pair


def _exp(proof: Proof, name: str, argument, stem: str):
    """Define exp(argument) = stem (a new variable, lower bound 0); returns it."""
    value = sp.Symbol(stem)
    proof.variables.append(value)
    proof.domain[value] = sp.Integer(0)
    proof.define(name, "exp", argument, value)
    return value


def _times_zero(pair, ge: str, le: str) -> list:
    """Terms for h (P - M) when h = 0 is shown by the facts h >= 0 (named ge) and -h >= 0 (named le):
    h (P - M) = P h + M (-h), each a nonneg multiplier times a fact."""
    return [(pair[0], [ge]), (pair[1], [le])]


def _goal(proof: Proof, name: str, expression, terms, also=(), relation=">=", **options) -> None:
    """The goal expression REL 0 from the facts its terms name, plus the hypotheses `also` (a fact's conditions);
    `options` as in Proof.goal (clear, positive, common)."""
    named = {f for _, fs in terms for f in fs} | set(also) | {options.get("positive")} - {None}
    facts = sorted(named)
    proof.goal(name, expression, relation, hypotheses=facts, terms=terms, template=lambda: expression, **options)


# --------------------------------------------------------------------------- PRAM (000), Sec. 2.2-2.3
def small_alpha_proof() -> Proof:
    """pram.small-alpha: 1 <= e^alpha <= 1 + 2 alpha for every alpha in [0, 1], hence e^alpha -> 1 as alpha -> 0."""
    a = sp.Symbol("alpha")
    proof = Proof("pram.small-alpha", [a],
                  "For every alpha in [0, 1]: 1 <= e^alpha <= 1 + 2 alpha (and e^alpha >= 1 for every alpha >= 0); "
                  "so e^alpha -> 1 as alpha -> 0 (squeeze: |e^alpha - 1| <= 2 alpha, the only step outside the "
                  "goals). Definitions: X = exp(alpha), A = exp(0), B = exp(1), C = exp(-1). Facts (the replayer's "
                  "table): exp u >= 1 + u at u = alpha and u = 0; exp u >= 1 + u + u^2/2 + u^3/6 at u = -1 (so "
                  "e^-1 >= 1/3); exp(0) exp(0) = 1, exp(1) exp(-1) = 1; the chord of exp on [0, 1] at alpha.",
                  "X - 1 = (X - 1 - alpha) + alpha. 1 + 2 alpha - X = chord + (1 - alpha)(1 - A) + alpha (3 - B), "
                  "with 1 - A = (1 - A^2) + A (A - 1) and 3 - B = 3 (1 - B C) + 3 B (C - 1/3).")
    X, below = _exp_at_most_1_plus_2(proof, a, "alpha <= 1")
    proof.fact("e^alpha >= 1 + alpha", TAYLOR, ["exp(alpha)"], X - 1 - a, k=1)
    _goal(proof, "e^alpha >= 1", X - 1, [(1, ["e^alpha >= 1 + alpha"])])
    _goal(proof, "e^alpha <= 1 + 2 alpha", 1 + 2 * a - X, below)
    return proof


def _exp_at_most_1_plus_2(proof: Proof, a, at_most_1: str):
    """Define X = exp(a) (with exp(0), exp(1), exp(-1)) and state the facts that give 1 + 2a - X >= 0 under the
    hypothesis named at_most_1 (1 - a >= 0): returns X and the terms of that derivation. 1 + 2a - X = chord +
    (1 - a)(1 - A) + a (3 - B), with 1 - A = (1 - A^2) + A (A - 1) and 3 - B = 3 (1 - B C) + 3 B (C - 1/3)."""
    X, A, B, C = (_exp(proof, f"exp({name})", u, stem) for name, u, stem in (
        (str(a), a, "X"), ("0", 0, "A"), ("1", 1, "B"), ("-1", -1, "C")))
    proof.hypothesis(at_most_1, 1 - a)
    proof.fact("e^0 >= 1", TAYLOR, ["exp(0)"], A - 1, k=1)
    proof.fact("e^-1 >= 1/3", TAYLOR, ["exp(-1)"], C - sp.Rational(1, 3), k=3)
    proof.fact("e^0 e^0 = 1 (<=)", EXP_MUL, ["exp(0)", "exp(0)"], 1 - A ** 2)
    proof.fact("e^1 e^-1 = 1 (<=)", EXP_MUL, ["exp(1)", "exp(-1)"], 1 - B * C)
    chord = f"chord of exp on [0, 1] at {a}"
    proof.fact(chord, CHORD, [f"exp({a})", "exp(0)", "exp(1)"], (1 - a) * A + a * B - X)
    return X, [(1, [chord]), (1, [at_most_1, "e^0 e^0 = 1 (<=)"]), (A, [at_most_1, "e^0 >= 1"]),
               (3 * a, ["e^1 e^-1 = 1 (<=)"]), (3 * a * B, ["e^-1 >= 1/3"])]


def entropy_bounds_proof() -> Proof:
    """pram.entropy-bounds: 0 <= H(X) <= log |X|, H = 0 at a point mass, H = log |X| at the uniform law, for every
    finite X: the per-category terms summed over the support by the replayer (indexed sums)."""
    n, p, M, W, A, B = sp.symbols("n p M W A B")
    proof = Proof("pram.entropy-bounds", [n, p, M, W, A, B],
                  "For every finite X (n = |X| >= 1) and every law p_X, over its support of M <= n categories (p_x > 0; "
                  "a category with p_x = 0 contributes 0 log 0 = 0): 0 <= H(X) = -sum_x p_x log p_x <= log n, H = 0 at "
                  "a point mass (every p_x of the support >= 1) and H = log n at the uniform law (n p_x = 1 at every "
                  "x). Per category p = p_x in (0, 1], definitions log p, log n, log(n p), log 1; the per-category "
                  "goals -p log p >= 0, p log(n p) >= p - 1/n (Gibbs against the uniform law), p log p >= 0 when p >= "
                  "1, and in the uniform case p (log p + log n) = 0 (both ways) are summed by the replayer over the "
                  "support (sums: W = sum p_x, A - B = sum p_x log p_x = -H, count M) into lemmas; with W = 1 and "
                  "M <= n they give the four relations.",
                  "-p log p = p (p - 1 - log p) + p (1 - p). n (p log(n p) - p + 1/n) = [n p (log(n p) - log 1) - "
                  "n p + 1] + n p (log n + log p - log(n p)) + n p log 1. Summed: n (log n - H) = [the lemma] + n log n "
                  "(1 - W) + n (W - 1) + (n - M). Uniform, n p >= 1: n p (log p + log n) = n p (log n + log p - "
                  "log(n p)) + [Gibbs] + (n p - 1) + n p log 1; n p <= 1: -p (log p + log n) = p (log(n p) - log n - "
                  "log p) + p (n p - 1 - log(n p)) + p (1 - n p).",
                  domain={n: 1, M: 1})
    Lp, Ln, Lnp, Z = (_log(proof, name, u, stem) for name, u, stem in (("log p", p, "Lp"), ("log n", n, "Ln"),
                                                                       ("log(n p)", n * p, "Lnp"), ("log 1", 1, "Z")))
    lp, ln, lnp, z = (x[0] - x[1] for x in (Lp, Ln, Lnp, Z))
    proof.hypothesis("p > 0", p, strict=True).hypothesis("n p > 0", n * p, strict=True).hypothesis("p <= 1", 1 - p)
    proof.hypothesis("point mass: p >= 1", p - 1)
    proof.hypothesis("n p >= 1", n * p - 1).hypothesis("n p <= 1", 1 - n * p)
    proof.hypothesis("W = sum_x p_x = 1 (>=)", W - 1).hypothesis("W = sum_x p_x = 1 (<=)", 1 - W)
    proof.hypothesis("M <= n: the support is part of X", n - M)
    proof.fact("log p <= p - 1", LOG_LE, ["log p"], p - 1 - lp)
    proof.fact("log(n p) <= n p - 1", LOG_LE, ["log(n p)"], n * p - 1 - lnp)
    proof.fact("Gibbs: n p log(n p / 1) >= n p - 1", GIBBS, ["log(n p)", "log 1"], n * p * (lnp - z) - n * p + 1)
    proof.fact("Gibbs: p log(p / 1) >= p - 1", GIBBS, ["log p", "log 1"], p * (lp - z) - p + 1)
    proof.fact("log(n p) = log n + log p (>=)", LOG_MUL, ["log n", "log p", "log(n p)"], lnp - ln - lp)
    proof.fact("log(n p) = log n + log p (<=)", LOG_MUL, ["log n", "log p", "log(n p)"], ln + lp - lnp)
    proof.fact("log 1 = log 1 + log 1 (<=)", LOG_MUL, ["log 1", "log 1", "log 1"], z)
    gibbs, split_le, split_ge, one = ("Gibbs: n p log(n p / 1) >= n p - 1", "log(n p) = log n + log p (<=)",
                                      "log(n p) = log n + log p (>=)", "log 1 = log 1 + log 1 (<=)")
    _goal(proof, "term: -p log p >= 0", -p * lp, [(p, ["log p <= p - 1"]), (p, ["p <= 1"])], also=["p > 0"])
    _goal(proof, "term: p log(n p) >= p - 1/n", p * (ln + lp) - p + 1 / n,
          [(1, [gibbs]), (n * p, [split_le]), (n * p, [one])], also=["p > 0", "n p > 0"])
    _goal(proof, "point mass term: p log p >= 0", p * lp,
          [(1, ["Gibbs: p log(p / 1) >= p - 1"]), (1, ["point mass: p >= 1"]), (p, [one])], also=["p > 0"])
    _goal(proof, "uniform term: p (log p + log n) >= 0", p * (lp + ln),
          [(n * p, [split_le]), (1, [gibbs]), (1, ["n p >= 1"]), (n * p, [one])], also=["p > 0", "n p > 0"], clear=n)
    _goal(proof, "uniform term: p (log p + log n) <= 0", -p * (lp + ln),
          [(p, [split_ge]), (p, ["log(n p) <= n p - 1"]), (p, ["n p <= 1"])], also=["p > 0", "n p > 0"])
    family = dict(index=[p, *Lp, *Lnp], count=M, monomials={p: W, p * Lp[0]: A, p * Lp[1]: B})
    for goal in ("term: -p log p >= 0", "term: p log(n p) >= p - 1/n", "point mass term: p log p >= 0",
                 "uniform term: p (log p + log n) >= 0", "uniform term: p (log p + log n) <= 0"):
        proof.sum(f"summed: {goal}", goal, **family)
    H, law = B - A, ["W = sum_x p_x = 1 (>=)", "W = sum_x p_x = 1 (<=)"]

    def summed_goal(name, expression, terms, **options):      # a sum lemma is a fact, not a hypothesis
        facts = sorted({f for _, fs in terms for f in fs if not f.startswith("summed: ")})
        proof.goal(name, expression, hypotheses=facts, terms=terms, template=lambda: expression, **options)
    summed_goal("H >= 0", H, [(1, ["summed: term: -p log p >= 0"])])
    summed_goal("H <= log n", ln - H, [(1, ["summed: term: p log(n p) >= p - 1/n"]), (n * Ln[0], law[1:]),
                                        (n * Ln[1], law[:1]), (n, law[:1]), (1, ["M <= n: the support is part of X"])],
          clear=n)
    summed_goal("point mass: H <= 0", -H, [(1, ["summed: point mass term: p log p >= 0"])])
    summed_goal("uniform: H >= log n", H - ln, [(1, ["summed: uniform term: p (log p + log n) <= 0"]),
                                                 (Ln[0], law[:1]), (Ln[1], law[1:])])
    return proof


def mi_nonnegative_proof() -> Proof:
    """pram.mi-nonnegative (Gibbs): I(X, Z) >= 0, with equality iff X and Z are independent."""
    p, a, b = sp.symbols("p a b")
    proof = Proof("pram.mi-nonnegative", [p, a, b],
                  "For every finite joint law p_XZ: I(X, Z) = sum_{x,z} p(x,z) (log p(x,z) - log(p_X(x) p_Z(z))) >= 0, "
                  "and I = 0 iff p = p_X p_Z. Encoding, per cell (x, z): p = p(x,z), a = p_X(x), b = p_Z(z); "
                  "definitions log p, log(a b). Goals, for a cell with p > 0 (so a b >= p > 0): its term "
                  "t = p (log p - log(a b)) >= p - a b, strictly when p != a b, and t = 0 when p = a b; a cell with "
                  "p = 0 has t = 0 (0 log 0 = 0) > p - a b when a b > 0. Bookkeeping, stated: I = sum of the terms and "
                  "sum_{x,z} (p - a b) = 1 - 1 = 0, so I >= 0; a dependent law has a cell with p != a b, whose term "
                  "exceeds p - a b strictly, so I > 0; an independent law has every term 0, so I = 0.",
                  "t - p + a b is the fact u log(u/v) >= u - v at u = p, v = a b (strict when (p - a b)^2 > 0). At "
                  "p = a b: t = [t - p + a b] + (p - a b) and -t = [a b (log(a b) - log p) - a b + p] + (a b - p) + "
                  "(p - a b)(log(a b) - log p), the last by the sign parts of the two logs.")
    Lp, Lq = _log(proof, "log p", p, "Lp"), _log(proof, "log(a b)", a * b, "Lq")
    lp, lq = Lp[0] - Lp[1], Lq[0] - Lq[1]
    proof.hypothesis("p > 0", p, strict=True).hypothesis("a b > 0", a * b, strict=True)
    proof.hypothesis("p != a b: (p - a b)^2 > 0", (p - a * b) ** 2, strict=True)
    proof.hypothesis("p = a b (>=)", p - a * b).hypothesis("p = a b (<=)", a * b - p)
    gibbs, strict, back = "Gibbs at the cell", "Gibbs at the cell, strict", "Gibbs the other way"
    proof.fact(gibbs, GIBBS, ["log p", "log(a b)"], p * (lp - lq) - p + a * b)
    proof.fact(strict, GIBBS, ["log p", "log(a b)"], p * (lp - lq) - p + a * b, strict=True)
    proof.fact(back, GIBBS, ["log(a b)", "log p"], a * b * (lq - lp) - a * b + p)
    positive = ["p > 0", "a b > 0"]
    _goal(proof, "t >= p - a b", p * (lp - lq) - p + a * b, [(1, [gibbs])], also=positive)
    _goal(proof, "t > p - a b when p != a b", p * (lp - lq) - p + a * b, [(1, [strict])],
          also=positive + ["p != a b: (p - a b)^2 > 0"], relation=">")
    _goal(proof, "p = a b: t = 0 (>=)", p * (lp - lq), [(1, [gibbs]), (1, ["p = a b (>=)"])], also=positive)
    _goal(proof, "p = a b: t = 0 (<=)", p * (lp - lq),
          [(1, [back]), (1, ["p = a b (<=)"])] + _times_zero(Lq, "p = a b (>=)", "p = a b (<=)")
          + _times_zero(Lp, "p = a b (<=)", "p = a b (>=)"), also=positive, relation="<=")
    _goal(proof, "empty cell: t = 0 > p - a b = -a b", a * b, [(1, ["a b > 0"])], relation=">")
    return proof


def information_identities_proof() -> Proof:
    """pram.information-identities: (3), (4), (5), I = H(Z) - H(Z|X) and, for independent X, Z, H(Z|X) = H(Z),
    cell by cell from log(uv) = log u + log v."""
    p, a, b, c, d = variables = sp.symbols("p a b c d")
    proof = Proof("pram.information-identities", list(variables),
                  "For every finite joint law p_XZ: (3) H(Z|X) = H(X,Z) - H(X); (4) I(X,Z) = D(p_XZ || p_X p_Z); (5) "
                  "I = H(X) + H(Z) - H(X,Z); I = H(Z) - H(Z|X); and H(Z|X) = H(Z) when X and Z are independent. "
                  "Encoding, per cell (x, z) with p = p(x,z) > 0: a = p_X(x), b = p_Z(z), c = p(z|x) = p/a, "
                  "d = p/(a b) (so p = a c, p = a b d, c = b d: hypotheses, each as two inequalities), all > 0; "
                  "definitions log p, log a, log b, log c, log d, log(a b), log 1. The cell's terms: H(X,Z): -p log p; "
                  "H(X): -p log a; H(Z): -p log b; H(Z|X) by (3)'s definition: -p log c; I by its definition: "
                  "p log d; D: p (log p - log(a b)). Goals: each identity holds for the cell's terms (both "
                  "inequalities). Bookkeeping, stated: each entropy, I and D is the sum of its terms over the cells "
                  "with p > 0 (a cell with p = 0 contributes 0 log 0 = 0 to each), and sum_z p(x,z) = p_X(x), "
                  "sum_x p(x,z) = p_Z(z) turn -sum p log a, -sum p log b into H(X), H(Z); independence is p = a b in "
                  "every cell, so c = b.",
                  "Each goal is p times facts log(uv) = log u + log v (at a c = p, a b d = p, b d = c, a b, and "
                  "b 1 = c with log 1 = log 1 + log 1 = 0 for independence), residual 0.")
    logs = {name: _log(proof, name, u, stem) for name, u, stem in (
        ("log p", p, "Lp"), ("log a", a, "La"), ("log b", b, "Lb"), ("log c", c, "Lc"), ("log d", d, "Ld"),
        ("log(a b)", a * b, "Lab"), ("log 1", 1, "Z"))}
    L = {name: pair[0] - pair[1] for name, pair in logs.items()}
    for name, value in (("a", a), ("b", b), ("c", c), ("d", d), ("a b", a * b)):     # p = a c > 0 follows
        proof.hypothesis(f"{name} > 0", value, strict=True)
    for name, lhs, rhs in (("p = a c", p, a * c), ("p = a b d", p, a * b * d), ("c = b d", c, b * d),
                           ("independent: c = b", c, b)):
        proof.hypothesis(f"{name} (>=)", lhs - rhs).hypothesis(f"{name} (<=)", rhs - lhs)
    splits = {"log p = log a + log c": ("log a", "log c", "log p", ["a > 0", "c > 0", "p = a c"]),
              "log p = log(a b) + log d": ("log(a b)", "log d", "log p", ["a b > 0", "d > 0", "p = a b d"]),
              "log(a b) = log a + log b": ("log a", "log b", "log(a b)", ["a > 0", "b > 0"]),
              "log c = log b + log d": ("log b", "log d", "log c", ["b > 0", "d > 0", "c = b d"]),
              "log 1 = log 1 + log 1": ("log 1", "log 1", "log 1", []),
              "log c = log b + log 1": ("log b", "log 1", "log c", ["b > 0", "independent: c = b"])}
    needs = {}
    for name, (u, v, w, conditions) in splits.items():
        gap = L[w] - L[u] - L[v]
        proof.fact(f"{name} (>=)", LOG_MUL, [u, v, w], gap).fact(f"{name} (<=)", LOG_MUL, [u, v, w], -gap)
        needs[name] = [c for condition in conditions
                       for c in ([f"{condition} (>=)", f"{condition} (<=)"] if "=" in condition else [condition])]

    def identity(goal, expression, uses):
        """expression = 0 from p times each fact in `uses` (name: +1 for the gap's sign, -1 against it)."""
        for relation, side in ((">=", 1), ("<=", -1)):
            terms = [(p, [f"{name} ({'>=' if sign * side > 0 else '<='})"]) for name, sign in uses.items()]
            _goal(proof, f"{goal} ({relation})", expression, terms,
                  also=[c for name in uses for c in needs[name]], relation=relation)
    H_XZ, H_X, H_Z, H_Z_X, I = -p * L["log p"], -p * L["log a"], -p * L["log b"], -p * L["log c"], p * L["log d"]
    identity("(3) H(Z|X) = H(X,Z) - H(X)", H_Z_X - (H_XZ - H_X), {"log p = log a + log c": 1})
    identity("(4) I = D(p_XZ || p_X p_Z)", I - p * (L["log p"] - L["log(a b)"]), {"log p = log(a b) + log d": -1})
    identity("(5) I = H(X) + H(Z) - H(X,Z)", I - (H_X + H_Z - H_XZ),
             {"log p = log(a b) + log d": -1, "log(a b) = log a + log b": -1})
    identity("I = H(Z) - H(Z|X)", I - (H_Z - H_Z_X), {"log c = log b + log d": -1})
    identity("independent: H(Z|X) = H(Z)", H_Z_X - H_Z, {"log c = log b + log 1": -1, "log 1 = log 1 + log 1": 1})
    return proof


def mi_formula_proof() -> Proof:
    """pram.mi-formula: f(q) = sum_x p_x (q_x log q_x + (1 - q_x) log((1 - q_x)/(S - 1))) - sum_z m_z log m_z is
    I(X; Z) for Z = M(q)(X), cell by cell."""
    S, P, Q, m, d, q, r = variables = sp.symbols("S P Q m d q r")
    proof = Proof("pram.mi-formula", list(variables),
                  "For every S >= 2, prior p and q in (0, 1)^S: I(X; Z) from its definition, sum_{x,z} p(x,z) "
                  "log(p(x,z)/(p_x m_z)) with p(x,z) = p_x Q(z|x), Q = M(q) and m_z = sum_x p_x Q(z|x), equals f(q). "
                  "Encoding, per cell (x, z): P = p_x > 0, Q = Q(z|x) > 0, m = m_z > 0, d = p(x,z)/(p_x m_z) = Q/m "
                  "(hypothesis Q = m d); per input x: q = q_x, r = (1 - q_x)/(S - 1) (hypothesis (S - 1) r = 1 - q), "
                  "the entry Q(z|x) for each of the S - 1 outputs z != x. Goals: the cell's term P Q log d = "
                  "P Q log Q - P Q log m; the S - 1 equal off-diagonal terms (S - 1) P r log r = P (1 - q) log r. "
                  "Bookkeeping, stated: summing the cell goal over (x, z), sum_z P Q log Q is P q log q + (S - 1) P r "
                  "log r (the diagonal and the S - 1 equal off-diagonal entries of row x, (8)), and sum_{x,z} P Q "
                  "log m_z = sum_z m_z log m_z by the definition of m_z; so I = f(q).",
                  "The cell: P Q times log(m d) = log m + log d at Q = m d. The row: P log r times (S - 1) r - (1 - q) "
                  "= 0, by the sign parts of log r.",
                  domain={S: 2})
    logs = {name: _log(proof, name, u, stem) for name, u, stem in (
        ("log Q", Q, "LQ"), ("log m", m, "Lm"), ("log d", d, "Ld"), ("log r", r, "Lr"))}
    L = {name: pair[0] - pair[1] for name, pair in logs.items()}
    proof.hypothesis("m > 0", m, strict=True).hypothesis("d > 0", d, strict=True)
    for name, lhs, rhs in (("Q = m d", Q, m * d), ("(S - 1) r = 1 - q", (S - 1) * r, 1 - q)):
        proof.hypothesis(f"{name} (>=)", lhs - rhs).hypothesis(f"{name} (<=)", rhs - lhs)
    gap = L["log Q"] - L["log m"] - L["log d"]
    proof.fact("log Q = log m + log d (>=)", LOG_MUL, ["log m", "log d", "log Q"], gap)
    proof.fact("log Q = log m + log d (<=)", LOG_MUL, ["log m", "log d", "log Q"], -gap)
    conditions = ["m > 0", "d > 0", "Q = m d (>=)", "Q = m d (<=)"]
    cell = P * Q * L["log d"] - (P * Q * L["log Q"] - P * Q * L["log m"])
    _goal(proof, "cell: P Q log d = P Q log Q - P Q log m (>=)", cell,
          [(P * Q, ["log Q = log m + log d (<=)"])], also=conditions)
    _goal(proof, "cell: P Q log d = P Q log Q - P Q log m (<=)", cell,
          [(P * Q, ["log Q = log m + log d (>=)"])], also=conditions, relation="<=")
    row = (S - 1) * P * r * L["log r"] - P * (1 - q) * L["log r"]
    plus, minus = logs["log r"]
    _goal(proof, "row: (S - 1) P r log r = P (1 - q) log r (>=)", row,
          [(P * plus, ["(S - 1) r = 1 - q (>=)"]), (P * minus, ["(S - 1) r = 1 - q (<=)"])])
    _goal(proof, "row: (S - 1) P r log r = P (1 - q) log r (<=)", row,
          [(P * plus, ["(S - 1) r = 1 - q (<=)"]), (P * minus, ["(S - 1) r = 1 - q (>=)"])], relation="<=")
    return proof


def mi_convex_proof() -> Proof:
    """pram.mi-convex: f(q) = I(p, M(q)) is convex in q (the log-sum inequality per cell, from Gibbs) and f = 0 at
    q = (1/S, ..., 1/S)."""
    A1, B1, A2, B2, w, a, b, P, W, m = variables = sp.symbols("A1 B1 A2 B2 w a b P W m")
    A, B = A1 + A2, B1 + B2
    proof = Proof("pram.mi-convex", list(variables),
                  "For every S >= 2 and prior p: f(q) = I(p, M(q)) (pram.mi-formula, proved) is convex on (0, 1)^S, "
                  "f(lambda q + (1 - lambda) q') <= lambda f(q) + (1 - lambda) f(q'), and f(1/S, ..., 1/S) = 0. "
                  "Encoding: f = sum over cells (x, z) of g(a, b) = a (log a - log b) with a = p_x M(z|x) and b = "
                  "p_x m_z (> 0 inside the cube when p_x > 0; cells with p_x = 0 are 0). Goals: the log-sum "
                  "inequality g(A1 + A2, B1 + B2) <= g(A1, B1) + g(A2, B2) for A1, B1, A2, B2 > 0; homogeneity "
                  "g(w a, w b) = w g(a, b) for w > 0 (w = lambda or 1 - lambda; lambda in {0, 1} is trivial); at "
                  "q = 1/S every entry of M(q) and every m_z is 1/S, so a cell's term P W (log W - log m) is 0 when "
                  "W = m. Bookkeeping, stated: M(q) is affine in q (entries q_x and (1 - q_x)/(S - 1)), so the "
                  "mixture's cell is (lambda a + (1 - lambda) a', lambda b + (1 - lambda) b'); summing the cell "
                  "inequalities (A1 = lambda a, ...) over the cells gives convexity on the open cube, and f is "
                  "continuous on the closed cube, so the inequality extends to it.",
                  "Log-sum: (B1 + B2) times the goal is Gibbs at u = A1 B, v = B1 A plus Gibbs at u = A2 B, v = B2 A "
                  "(B = B1 + B2, A = A1 + A2; their u - v sum to 0), with log(A1 B) = log A1 + log B etc. Homogeneity: "
                  "w a times log(w a) = log w + log a and log(w b) = log w + log b. The uniform point: log W = "
                  "log m + log 1 at W = m 1, log 1 = 0.")
    args = {"log A1": A1, "log B1": B1, "log A2": A2, "log B2": B2, "log A": A, "log B": B,
            "log(A1 B)": A1 * B, "log(B1 A)": B1 * A, "log(A2 B)": A2 * B, "log(B2 A)": B2 * A,
            "log w": w, "log a": a, "log b": b, "log(w a)": w * a, "log(w b)": w * b,
            "log W": W, "log m": m, "log 1": sp.Integer(1)}
    L = {}
    for k, (name, u) in enumerate(args.items()):
        pair = _log(proof, name, u, f"L{k}")
        L[name] = pair[0] - pair[1]
    positive = {"A1": A1, "B1": B1, "A2": A2, "B2": B2, "A1 B": A1 * B, "B1 A": B1 * A, "A2 B": A2 * B,
                "B2 A": B2 * A, "A": A, "B": B, "w": w, "a": a, "b": b, "m": m}
    for name, value in positive.items():
        proof.hypothesis(f"{name} > 0", value, strict=True)
    proof.hypothesis("W = m (>=)", W - m).hypothesis("W = m (<=)", m - W)
    splits = {"log(A1 B)": ("log A1", "log B"), "log(B1 A)": ("log B1", "log A"), "log(A2 B)": ("log A2", "log B"),
              "log(B2 A)": ("log B2", "log A"), "log(w a)": ("log w", "log a"), "log(w b)": ("log w", "log b"),
              "log W": ("log m", "log 1"), "log 1": ("log 1", "log 1")}
    for whole, (u, v) in splits.items():
        gap = L[whole] - L[u] - L[v]
        proof.fact(f"{whole} = {u} + {v} (>=)", LOG_MUL, [u, v, whole], gap)
        proof.fact(f"{whole} = {u} + {v} (<=)", LOG_MUL, [u, v, whole], -gap)
    for k in ("1", "2"):
        u, v = f"log(A{k} B)", f"log(B{k} A)"
        proof.fact(f"Gibbs at A{k} B, B{k} A", GIBBS, [u, v], args[u] * (L[u] - L[v]) - args[u] + args[v])

    def g(x, y, lx, ly):
        return x * (L[lx] - L[ly])

    def split(whole, sign):
        u, v = splits[whole]
        return f"{whole} = {u} + {v} ({'>=' if sign > 0 else '<='})"
    log_sum = g(A1, B1, "log A1", "log B1") + g(A2, B2, "log A2", "log B2") - g(A, B, "log A", "log B")
    terms = []
    for k in ("1", "2"):
        weight = (A1 if k == "1" else A2) * B
        terms += [(1, [f"Gibbs at A{k} B, B{k} A"]), (weight, [split(f"log(A{k} B)", -1)]),
                  (weight, [split(f"log(B{k} A)", 1)])]
    conditions = [f"{name} > 0" for name in ("A1", "B1", "A2", "B2", "A1 B", "B1 A", "A2 B", "B2 A", "A", "B")]
    proof.goal("log-sum: g(A1 + A2, B1 + B2) <= g(A1, B1) + g(A2, B2)", log_sum, hypotheses=sorted(
        {f for _, fs in terms for f in fs} | set(conditions)), terms=terms, positive="B > 0", common=B,
        template=lambda: log_sum)
    homogeneity = g(w * a, w * b, "log(w a)", "log(w b)") - w * g(a, b, "log a", "log b")
    for relation, sign in ((">=", 1), ("<=", -1)):
        _goal(proof, f"homogeneity: g(w a, w b) = w g(a, b) ({relation})", homogeneity,
              [(w * a, [split("log(w a)", sign)]), (w * a, [split("log(w b)", -sign)])],
              also=["w > 0", "a > 0", "b > 0"], relation=relation)
        _goal(proof, f"uniform q: P W (log W - log m) = 0 ({relation})", P * W * (L["log W"] - L["log m"]),
              [(P * W, [split("log W", sign)]), (P * W, [split("log 1", -sign)])],
              also=["m > 0", "W = m (>=)", "W = m (<=)"], relation=relation)
    return proof


# --------------------------------------------------------------------------- PML (002), Cor. 1
def kl_bound_proof() -> Proof:
    """pml.kl-bound (Cor. 1): D(KP || KQ) <= Xi log G delta, G = (1 - Nc)e^eps + 1, per output from Binette's chord
    argument for f = t log t (each chord from log facts), then summed."""
    A, B, G, D, Tv, Sp, Sm, X, t, dl = variables = sp.symbols("A B G D Tv Sp Sm X t delta")
    proof = Proof("pml.kl-bound", list(variables),
                  "For every N, c, eps, K in M(eps, c) and P, Q in Q_X(c) with TV(P, Q) <= delta: D(KP || KQ) <= Xi "
                  "log G delta, G = (1 - Nc)e^eps + 1. Encoding, per output y: A = (KP)(y) > 0, B = (KQ)(y) > 0 (an "
                  "output with A = 0 contributes 0 log 0 = 0 and is in the case A <= B), G >= 1; the ratio A/B lies "
                  "in [1/G, G] (pml.gamma, proved: every column's ratio is <= Gamma_max <= G; hypotheses B <= G A, "
                  "A <= G B). Goals per output: A <= B gives (G - 1) A (log A - log B) <= -(B - A) log G; A >= B "
                  "gives (G - 1) A (log A - log B) <= G (A - B) log G (the chords of t log t on [1/G, 1] and [1, G] "
                  "at t = A/B, Binette's argument); log G >= 0. Summary goal, over named sums: D = D(KP || KQ) = "
                  "sum_y A (log A - log B) (>= 0, Gibbs), Sp = sum_{A >= B} (A - B), Sm = sum_{A < B} (B - A), both "
                  "= Tv = TV(KP, KQ) (sum_y (A - B) = 0), Tv <= X t with X = Xi(eps, c) and t = TV(P, Q) "
                  "(pml.eta-bound, proved), t <= delta; the per-output goals summed over y (hypothesis) give "
                  "D <= Xi log G delta when G > 1. Bookkeeping, stated: the sums and the two citations; at G = 1 "
                  "every ratio is 1, so D = 0.",
                  "Per output, B times the goal is (B - A) Gibbs(B, G A) + (G A - B) Gibbs(B, A) (case A <= B) or "
                  "(A - B) Gibbs(G B, A) + (G B - A) Gibbs(B, A) (case A >= B), with log(G A) = log G + log A: the "
                  "chord of t log t written as two instances of log x <= x - 1. G log G = Gibbs(G, 1) + (G - 1) + "
                  "G log 1. Summary: (G - 1)(Xi log G delta - D) = the summed goals + G log G (Tv - Sp) + log G "
                  "(Sm - Tv) + (G - 1) log G (X t - Tv) + (G - 1) X log G (delta - t).",
                  domain={G: 1})
    L = {}
    for k, (name, u) in enumerate((("log A", A), ("log B", B), ("log G", G), ("log(G A)", G * A),
                                   ("log(G B)", G * B), ("log 1", sp.Integer(1)))):
        pair = _log(proof, name, u, f"L{k}")
        L[name] = pair[0] - pair[1]
    for name, value in (("A > 0", A), ("B > 0", B), ("G A > 0", G * A), ("G B > 0", G * B), ("G > 1", G - 1)):
        proof.hypothesis(name, value, strict=True)
    for name, value in (("A <= B", B - A), ("B <= G A", G * A - B), ("A >= B", A - B), ("A <= G B", G * B - A)):
        proof.hypothesis(name, value)
    for whole, u in (("log(G A)", "log A"), ("log(G B)", "log B")):
        gap = L[whole] - L["log G"] - L[u]
        proof.fact(f"{whole} = log G + {u} (>=)", LOG_MUL, ["log G", u, whole], gap)
        proof.fact(f"{whole} = log G + {u} (<=)", LOG_MUL, ["log G", u, whole], -gap)
    proof.fact("log 1 = 0 (>=)", LOG_MUL, ["log 1", "log 1", "log 1"], L["log 1"])
    gibbs = {}
    for u, v, lu, lv in ((B, G * A, "log B", "log(G A)"), (B, A, "log B", "log A"), (G * B, A, "log(G B)", "log A"),
                         (G, 1, "log G", "log 1")):
        gibbs[(lu, lv)] = name = f"Gibbs: {u} log({u}/({v})) >= {u} - {v}"
        proof.fact(name, GIBBS, [lu, lv], u * (L[lu] - L[lv]) - u + v)
    kl_term = (G - 1) * A * (L["log A"] - L["log B"])
    _goal(proof, "A <= B: (G - 1) A log(A/B) <= -(B - A) log G", -(kl_term + (B - A) * L["log G"]),
          [(1, ["A <= B", gibbs[("log B", "log(G A)")]]), (1, ["B <= G A", gibbs[("log B", "log A")]]),
           (B, ["A <= B", "log(G A) = log G + log A (>=)"])],
          also=["A > 0", "B > 0", "G A > 0"], positive="B > 0", common=B)
    _goal(proof, "A >= B: (G - 1) A log(A/B) <= G (A - B) log G", G * (A - B) * L["log G"] - kl_term,
          [(1, ["A >= B", gibbs[("log(G B)", "log A")]]), (1, ["A <= G B", gibbs[("log B", "log A")]]),
           (G * B, ["A >= B", "log(G B) = log G + log B (<=)"])],
          also=["A > 0", "B > 0", "G B > 0"], positive="B > 0", common=B)
    _goal(proof, "log G >= 0", L["log G"], [(1, [gibbs[("log G", "log 1")]]), (G, ["log 1 = 0 (>=)"])], clear=G)
    summed = "the per-output goals summed: (G - 1) D <= G log G Sp - log G Sm"
    proof.hypothesis(summed, G * L["log G"] * Sp - L["log G"] * Sm - (G - 1) * D)
    proof.hypothesis("log G >= 0 (the goal above)", L["log G"])
    proof.hypothesis("Sp <= Tv", Tv - Sp).hypothesis("Sm >= Tv", Sm - Tv)
    proof.hypothesis("pml.eta-bound: Tv <= Xi TV(P, Q)", X * t - Tv).hypothesis("TV(P, Q) <= delta", dl - t)
    log_g = "log G >= 0 (the goal above)"
    terms = [(1, [summed]), (G, [log_g, "Sp <= Tv"]), (1, [log_g, "Sm >= Tv"]),
             (G - 1, [log_g, "pml.eta-bound: Tv <= Xi TV(P, Q)"]), ((G - 1) * X, [log_g, "TV(P, Q) <= delta"])]

    def bound():
        return X * L["log G"] * dl - D
    proof.goal("Cor. 1: D(KP || KQ) <= Xi log G delta", bound(), hypotheses=sorted(
        {f for _, fs in terms for f in fs} | {"G > 1"}), terms=terms, positive="G > 1", common=G - 1, template=bound)
    return proof


def binary_proof() -> Proof:
    """pram.binary: for S = 2 every feasible q is a convex combination of (1, 0), (0, 1) and an end of J_alpha (the
    registered 1/(E + 1), E/(1 + E)), both ends are feasible, and f is convex, 0 at (1, 0) and (0, 1), > 0 at the
    ends (E > 1, p with two positive masses): so the optimal q is an end of J_alpha."""
    from proofs.pram_counting_statement_proofs import _derived
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
            _derived(proof, f"{end} triangle ({side}): {what} >= 0", coordinates()[index], [fact],
                     positive="E > 1", template=lambda end=end, index=index: coordinates(end)[index])
        for name, row in rows.items():
            _derived(proof, f"the {end} end of J_alpha satisfies {name}", row(ends[end](), ends[end]()),
                     template=lambda end=end, row=row: row(ends[end](), ends[end]()))
    _derived(proof, "2a - 1 > 0: M((a, a)) has two different rows", 2 * ends["upper"]() - 1, ["E > 1"],
             relation=">", template=lambda: 2 * ends["upper"]() - 1)
    return proof


# --------------------------------------------------------------------------- staircase (Kairouz et al.), (22)
def kl_converse_proof() -> Proof:
    """staircase.kl-converse: every eps-LDP mechanism has D(M0 || M1) <= (e^eps - 1)^2 TV(P0, P1)^2, so C = 1 < 4,
    per output from Gibbs (D <= chi^2) and the LDP column bound, then summed."""
    E, A, B, m, Mx, T, D, s = variables = sp.symbols("E A B m Mx T D s")
    proof = Proof("staircase.kl-converse", list(variables),
                  "For every eps-LDP mechanism Q (E = e^eps >= 1), priors P0, P1 and M_nu = Q P_nu: D(M0 || M1) <= "
                  "C (E - 1)^2 TV(P0, P1)^2 with C = 1 < 4 (Duchi et al.'s constant), for every eps, so in the "
                  "high-privacy regime too. Encoding, per output y: A = M0(y), B = M1(y) > 0, m = min_x Q(y|x), "
                  "Mx = max_x Q(y|x), T = TV(P0, P1); hypotheses: LDP, Mx <= E m; m <= Mx; m <= B (B is an average "
                  "of the column); |A - B| <= (Mx - m) T (A - B = sum_x (Q(y|x) - m)(P0 - P1)(x), and the positive "
                  "part of P0 - P1 has mass T). Goal per output: A (log A - log B) <= (A - B) + (E - 1)^2 T^2 m. "
                  "Summary over named sums: D = sum_y A (log A - log B), s = sum_y m_y <= 1 (each m_y <= Q(y|x0)), "
                  "sum_y (A - B) = 0; the per-output goal summed (hypothesis) gives D <= (E - 1)^2 T^2. Bookkeeping, "
                  "stated: the sums over outputs and inputs; an output with A = 0 contributes 0; B = 0 forces "
                  "m = 0, Mx = 0 and A = 0.",
                  "B times the goal = A Gibbs(B, A) + [(Mx - m) T - (A - B)][(Mx - m) T + (A - B)] + T^2 (E - 1) m "
                  "(E m - Mx) + T^2 (E m - Mx)(Mx - m) + (E - 1)^2 m T^2 (B - m): log(A/B) <= A/B - 1 (so D <= "
                  "chi^2), then (A - B)^2 <= (Mx - m)^2 T^2 <= (E - 1)^2 m^2 T^2 <= (E - 1)^2 m T^2 B.",
                  domain={E: 1})
    L = {}
    for k, (name, u) in enumerate((("log A", A), ("log B", B))):
        pair = _log(proof, name, u, f"L{k}")
        L[name] = pair[0] - pair[1]
    proof.hypothesis("A > 0", A, strict=True).hypothesis("B > 0", B, strict=True)
    for name, value in (("LDP: Mx <= E m", E * m - Mx), ("m <= Mx", Mx - m), ("m <= B", B - m),
                        ("A - B <= (Mx - m) T", (Mx - m) * T - (A - B)),
                        ("B - A <= (Mx - m) T", (Mx - m) * T + (A - B))):
        proof.hypothesis(name, value)
    gibbs = "Gibbs: B log(B/A) >= B - A"
    proof.fact(gibbs, GIBBS, ["log B", "log A"], B * (L["log B"] - L["log A"]) - B + A)
    per_output = (A - B) + (E - 1) ** 2 * T ** 2 * m - A * (L["log A"] - L["log B"])
    _goal(proof, "per output: A log(A/B) <= (A - B) + (E - 1)^2 T^2 m", per_output,
          [(A, [gibbs]), (1, ["A - B <= (Mx - m) T", "B - A <= (Mx - m) T"]),
           (T ** 2 * (E - 1) * m, ["LDP: Mx <= E m"]),
           (T ** 2, ["LDP: Mx <= E m", "m <= Mx"]), ((E - 1) ** 2 * m * T ** 2, ["m <= B"])],
          also=["A > 0", "B > 0"], positive="B > 0", common=B)
    summed = "the per-output goal summed: D <= (E - 1)^2 T^2 s (sum_y (A - B) = 0)"
    proof.hypothesis(summed, (E - 1) ** 2 * T ** 2 * s - D).hypothesis("s = sum_y min_x Q(y|x) <= 1", 1 - s)

    def bound():
        return (E - 1) ** 2 * T ** 2 - D
    _goal(proof, "(22) with C = 1: D(M0 || M1) <= (E - 1)^2 TV^2", bound(),
          [(1, [summed]), ((E - 1) ** 2 * T ** 2, ["s = sum_y min_x Q(y|x) <= 1"])])
    return proof


def binary_kl_factor_proof() -> Proof:
    """staircase.binary-kl-factor: OPT <= 2 (e^eps + 1)^2 BIN, from OPT <= (E - 1)^2 TV^2 (staircase.kl-converse) and
    BIN >= (a - b)^2/2 (two Gibbs instances per output, through the midpoint), and 2 (e^eps + 1)^2 <= 32 for
    eps <= 1."""
    E, A, B, a, b, T, BIN, OPT, eps = variables = sp.symbols("E A_y B_y a b T BIN OPT eps")
    proof = Proof("staircase.binary-kl-factor", list(variables),
                  "For every E = e^eps >= 1 and priors P0 != P1 (T = TV(P0, P1)): OPT <= 2 (E + 1)^2 BIN, where OPT "
                  "is the largest D(M0 || M1) over eps-LDP mechanisms and BIN = D(a || b) is the binary mechanism's, "
                  "a = M0(0), b = M1(0) = (1 + (E - 1) P_nu(S))/(1 + E) on S = {P0 > P1}, so (E + 1)(a - b) = "
                  "(E - 1) T and a >= b (hypotheses); and 2 (e^eps + 1)^2 <= 32 for eps in [0, 1] (Y = exp(eps), "
                  "the same number as E, named for the exp facts). Goals per output of the binary mechanism "
                  "(A = A_y = M0(y), B = B_y = M1(y) > 0, A + B <= 2): A log(A/B) - (A - B) >= (A - B)^2/4, in "
                  "the cases A >= B "
                  "and A <= B (Gibbs at (A, M) and (M, B), M = (A + B)/2 the midpoint). Summary: BIN >= (a - b)^2/2 "
                  "(the per-output goal summed over the two outputs, the (A - B) parts cancelling: hypothesis), "
                  "OPT <= (E - 1)^2 T^2 (staircase.kl-converse, proved: every eps-LDP mechanism), so OPT <= 2 (E + "
                  "1)^2 BIN. Bookkeeping, stated: the two outputs' sum and the citation.",
                  "Per output: 2 (A + B) [A log(A/B) - (A - B)] - (A - B)^2 = 2 (A + B) Gibbs(A, M) + 4 A Gibbs(M, B) "
                  "exactly; then (A + B)(goal) adds (A - B)^2 (2 - A - B) >= 0. Summary: 2 (E + 1)^2 BIN - OPT = "
                  "(E + 1)^2 (2 BIN - (a - b)^2) + [(E + 1)(a - b) - (E - 1) T][(E + 1)(a - b) + (E - 1) T] + "
                  "((E - 1)^2 T^2 - OPT). 32 - 2 (Y + 1)^2 = 2 (5 + Y)(3 - Y), 3 - Y = (1 + 2 eps - Y) + 2 (1 - eps).",
                  domain={E: 1})
    L = {}
    for k, (name, u) in enumerate((("log A", A), ("log B", B), ("log M", (A + B) / 2))):
        pair = _log(proof, name, u, f"L{k}")
        L[name] = pair[0] - pair[1]
    Y, below = _exp_at_most_1_plus_2(proof, eps, "eps <= 1")
    proof.hypothesis("A > 0", A, strict=True).hypothesis("B > 0", B, strict=True)
    proof.hypothesis("M > 0", (A + B) / 2, strict=True).hypothesis("A + B > 0", A + B, strict=True)
    for name, value in (("A >= B", A - B), ("A <= B", B - A), ("A + B <= 2", 2 - A - B), ("a >= b", a - b),
                        ("(E + 1)(a - b) = (E - 1) T (>=)", (E + 1) * (a - b) - (E - 1) * T),
                        ("BIN >= (a - b)^2/2 (the per-output goals summed)", 2 * BIN - (a - b) ** 2),
                        ("staircase.kl-converse: OPT <= (E - 1)^2 T^2", (E - 1) ** 2 * T ** 2 - OPT)):
        proof.hypothesis(name, value)
    M = (A + B) / 2
    proof.fact("Gibbs(A, M)", GIBBS, ["log A", "log M"], A * (L["log A"] - L["log M"]) - A + M)
    proof.fact("Gibbs(M, B)", GIBBS, ["log M", "log B"], M * (L["log M"] - L["log B"]) - M + B)
    per_output = A * (L["log A"] - L["log B"]) - (A - B) - (A - B) ** 2 / 4
    for case in ("A >= B", "A <= B"):
        _goal(proof, f"{case}: A log(A/B) - (A - B) >= (A - B)^2/4", per_output,
              [(1, ["A + B > 0", "Gibbs(A, M)"]), (2 * A, ["Gibbs(M, B)"]),
               (sp.Rational(1, 4), [case, case, "A + B <= 2"])],
              also=["A > 0", "B > 0", "M > 0"], positive="A + B > 0", common=A + B)
    terms = [((E + 1) ** 2, ["BIN >= (a - b)^2/2 (the per-output goals summed)"]),
             (E + 1, ["(E + 1)(a - b) = (E - 1) T (>=)", "a >= b"]),
             ((E - 1) * T, ["(E + 1)(a - b) = (E - 1) T (>=)"]),
             (1, ["staircase.kl-converse: OPT <= (E - 1)^2 T^2"])]
    _goal(proof, "OPT <= 2 (E + 1)^2 BIN", 2 * (E + 1) ** 2 * BIN - OPT, terms)
    _goal(proof, "eps <= 1: 2 (e^eps + 1)^2 <= 32", 32 - 2 * (Y + 1) ** 2,
          [(2 * (5 + Y) * m, fs) for m, fs in below] + [(4 * (5 + Y), ["eps <= 1"])])
    return proof
