"""PRAM (000), Sec. 2.2, (3)-(5), and Sec. 3 (pram.information-identities): the information identities, (3) H(Z|X) =
H(X,Z) - H(X), (4) I(X,Z) = D_KL(p_(X,Z) || p_X p_Z), (5) I(X,Z) = H(X) + H(Z) - H(X,Z), and Sec. 3's f(q) = I = H(Z) -
H(Z|X); for independent X, Z, H(Z|X) = H(Z) (after (3)); cell by cell from log(uv) = log u + log v.

workbench-polynomial-proof/4 artefact with named facts about log and exp: a variable is defined as exp(u) or log(u)
(Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook fact from the replayer's table
(workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets stay bookkeeping named in the
statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import LOG_MUL, Proof

sp = lazy("sympy")


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
