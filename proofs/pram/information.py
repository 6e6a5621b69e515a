"""PRAM (000), Sec. 2.2-3, the information-theoretic statements for every parameter, with named facts about log and
exp (replayed by workbench.kernel.polyproof): e^alpha -> 1 (pram.small-alpha, Sec. 2.3), 0 <= H(X) <= log |X|
(pram.entropy-bounds), I >= 0 (pram.mi-nonnegative, after (4)), (3)-(5) (pram.information-identities), f(q) = I(X; Z)
(pram.mi-formula) and its convexity (pram.mi-convex, Sec. 3), and S = 2 (pram.binary).

A variable is *defined* as exp(u) or log(u) (Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook
fact from the replayer's table (workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets
stay bookkeeping named in each statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import GIBBS, LOG_LE, LOG_MUL, TAYLOR, Proof, built_route, registered

from .goals import derived_goal

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


def _times_zero(pair, ge: str, le: str) -> list:
    """Terms for h (P - M) when h = 0 is shown by the facts h >= 0 (named ge) and -h >= 0 (named le):
    h (P - M) = P h + M (-h), each a nonneg multiplier times a fact."""
    return [(pair[0], [ge]), (pair[1], [le])]

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
    X, below = proof.exp_at_most_1_plus_2(a, "alpha <= 1")
    proof.fact("e^alpha >= 1 + alpha", TAYLOR, ["exp(alpha)"], X - 1 - a, k=1)
    proof.stated_goal("e^alpha >= 1", X - 1, [(1, ["e^alpha >= 1 + alpha"])])
    proof.stated_goal("e^alpha <= 1 + 2 alpha", 1 + 2 * a - X, below)
    return proof

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
    Lp, Ln, Lnp, Z = (proof.log(name, u, stem) for name, u, stem in (("log p", p, "Lp"), ("log n", n, "Ln"),
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
    proof.stated_goal("term: -p log p >= 0", -p * lp, [(p, ["log p <= p - 1"]), (p, ["p <= 1"])], also=["p > 0"])
    proof.stated_goal("term: p log(n p) >= p - 1/n", p * (ln + lp) - p + 1 / n,
          [(1, [gibbs]), (n * p, [split_le]), (n * p, [one])], also=["p > 0", "n p > 0"])
    proof.stated_goal("point mass term: p log p >= 0", p * lp,
          [(1, ["Gibbs: p log(p / 1) >= p - 1"]), (1, ["point mass: p >= 1"]), (p, [one])], also=["p > 0"])
    proof.stated_goal("uniform term: p (log p + log n) >= 0", p * (lp + ln),
          [(n * p, [split_le]), (1, [gibbs]), (1, ["n p >= 1"]), (n * p, [one])], also=["p > 0", "n p > 0"], clear=n)
    proof.stated_goal("uniform term: p (log p + log n) <= 0", -p * (lp + ln),
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
    Lp, Lq = proof.log("log p", p, "Lp"), proof.log("log(a b)", a * b, "Lq")
    lp, lq = Lp[0] - Lp[1], Lq[0] - Lq[1]
    proof.hypothesis("p > 0", p, strict=True).hypothesis("a b > 0", a * b, strict=True)
    proof.hypothesis("p != a b: (p - a b)^2 > 0", (p - a * b) ** 2, strict=True)
    proof.hypothesis("p = a b (>=)", p - a * b).hypothesis("p = a b (<=)", a * b - p)
    gibbs, strict, back = "Gibbs at the cell", "Gibbs at the cell, strict", "Gibbs the other way"
    proof.fact(gibbs, GIBBS, ["log p", "log(a b)"], p * (lp - lq) - p + a * b)
    proof.fact(strict, GIBBS, ["log p", "log(a b)"], p * (lp - lq) - p + a * b, strict=True)
    proof.fact(back, GIBBS, ["log(a b)", "log p"], a * b * (lq - lp) - a * b + p)
    positive = ["p > 0", "a b > 0"]
    proof.stated_goal("t >= p - a b", p * (lp - lq) - p + a * b, [(1, [gibbs])], also=positive)
    proof.stated_goal("t > p - a b when p != a b", p * (lp - lq) - p + a * b, [(1, [strict])],
          also=positive + ["p != a b: (p - a b)^2 > 0"], relation=">")
    proof.stated_goal("p = a b: t = 0 (>=)", p * (lp - lq), [(1, [gibbs]), (1, ["p = a b (>=)"])], also=positive)
    proof.stated_goal("p = a b: t = 0 (<=)", p * (lp - lq),
          [(1, [back]), (1, ["p = a b (<=)"])] + _times_zero(Lq, "p = a b (>=)", "p = a b (<=)")
          + _times_zero(Lp, "p = a b (<=)", "p = a b (>=)"), also=positive, relation="<=")
    proof.stated_goal("empty cell: t = 0 > p - a b = -a b", a * b, [(1, ["a b > 0"])], relation=">")
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
    logs = {name: proof.log(name, u, stem) for name, u, stem in (
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
            proof.stated_goal(f"{goal} ({relation})", expression, terms,
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
    logs = {name: proof.log(name, u, stem) for name, u, stem in (
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
    proof.stated_goal("cell: P Q log d = P Q log Q - P Q log m (>=)", cell,
          [(P * Q, ["log Q = log m + log d (<=)"])], also=conditions)
    proof.stated_goal("cell: P Q log d = P Q log Q - P Q log m (<=)", cell,
          [(P * Q, ["log Q = log m + log d (>=)"])], also=conditions, relation="<=")
    row = (S - 1) * P * r * L["log r"] - P * (1 - q) * L["log r"]
    plus, minus = logs["log r"]
    proof.stated_goal("row: (S - 1) P r log r = P (1 - q) log r (>=)", row,
          [(P * plus, ["(S - 1) r = 1 - q (>=)"]), (P * minus, ["(S - 1) r = 1 - q (<=)"])])
    proof.stated_goal("row: (S - 1) P r log r = P (1 - q) log r (<=)", row,
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
        pair = proof.log(name, u, f"L{k}")
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
        proof.stated_goal(f"homogeneity: g(w a, w b) = w g(a, b) ({relation})", homogeneity,
              [(w * a, [split("log(w a)", sign)]), (w * a, [split("log(w b)", -sign)])],
              also=["w > 0", "a > 0", "b > 0"], relation=relation)
        proof.stated_goal(f"uniform q: P W (log W - log m) = 0 ({relation})", P * W * (L["log W"] - L["log m"]),
              [(P * W, [split("log W", sign)]), (P * W, [split("log 1", -sign)])],
              also=["m > 0", "W = m (>=)", "W = m (<=)"], relation=relation)
    return proof

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
