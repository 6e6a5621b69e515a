"""PRAM (000), Sec. 2.2, after (4) (pram.mi-nonnegative): the mutual information is nonnegative, I(X, Z) >= 0, with
equality iff X and Z are independent (Gibbs' inequality).

workbench-polynomial-proof/4 artefact with named facts about log and exp: a variable is defined as exp(u) or log(u)
(Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook fact from the replayer's table
(workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets stay bookkeeping named in the
statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import GIBBS, Proof

sp = lazy("sympy")


def _times_zero(pair, ge: str, le: str) -> list:
    """Terms for h (P - M) when h = 0 is shown by the facts h >= 0 (named ge) and -h >= 0 (named le):
    h (P - M) = P h + M (-h), each a nonneg multiplier times a fact."""
    return [(pair[0], [ge]), (pair[1], [le])]


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
