"""PRAM (000), Sec. 3 and Appendix (pram.mi-convex): f(q) = I(p, M(q)) is convex in q (the log-sum inequality per cell,
from Gibbs) and f = 0 at q = (1/S, ..., 1/S).

workbench-polynomial-proof/4 artefact with named facts about log and exp: a variable is defined as exp(u) or log(u)
(Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook fact from the replayer's table
(workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets stay bookkeeping named in the
statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import GIBBS, LOG_MUL, Proof

sp = lazy("sympy")


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
