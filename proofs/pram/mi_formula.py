"""PRAM (000), Sec. 3, after Fact 1 (pram.mi-formula): the objective f(q) = sum_x p_x (q_x log q_x + (1 - q_x) log((1 -
q_x)/(S - 1))) - sum_z m_z log m_z is the mutual information I(X; Z) for Z = M(q)(X).

workbench-polynomial-proof/4 artefact with named facts about log and exp: a variable is defined as exp(u) or log(u)
(Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook fact from the replayer's table
(workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets stay bookkeeping named in the
statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import LOG_MUL, Proof

sp = lazy("sympy")


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
