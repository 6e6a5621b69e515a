"""PRAM (000), Sec. 3, (9) (pram.marginal): the marginal of Z = M(q)(X) is m_j = p_j q_j + sum_{k != j} p_k (1 - q_k)/(S - 1),
and it is computed in linear time from the one shared sum sum_k p_k (1 - q_k)/(S - 1), for every number S of categories:
the per-category term p_k Q(j|k) = p_k (1 - q_k)/(S - 1) summed over the S - 1 categories k != j by the replayer.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Indexed
sums").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


def marginal_proof() -> Proof:
    """pram.marginal: m_j = sum_k p_k M(q)_kj = p_j q_j + sum_{k != j} p_k (1 - q_k)/(S - 1), and the linear-time form
    p_j q_j + T - p_j (1 - q_j)/(S - 1) with T the shared sum over all S categories, for every S >= 2: the per-category
    identity (S - 1) p Q(j|k) = p (1 - q) summed over the other categories by the replayer (MARGINAL, the claim's
    formal statement)."""
    S, n, pj, qj, A, B, D, p, q, t = variables = sp.symbols("S n pj qj A B D p q t")
    proof = Proof("pram.marginal", list(variables),
                  "For every S >= 2, prior p and q in [0, 1]^S, and every output j: P(Z = j) = sum_k p_k Q(j|k) with Q "
                  "= M(q) of (8) equals p_j q_j + sum_{k != j} p_k (1 - q_k)/(S - 1) (9), and equals p_j q_j + T - "
                  "p_j (1 - q_j)/(S - 1) with T = sum_{k=1..S} p_k (1 - q_k)/(S - 1) computed once (the paper's linear "
                  "time). The family: the n = S - 1 categories k != j, each with p = p_k, q = q_k and t = Q(j|k), which "
                  "(8) makes (1 - q_k)/(S - 1); j's own term is p_j Q(j|j) = p_j q_j. Sums: A = sum p_k, B = sum p_k "
                  "q_k, D = sum p_k t_k, so sum_{k != j} p_k (1 - q_k) = A - B and T = (p_j (1 - q_j) + A - B)/(S - 1).",
                  "Per category k != j: p (1 - q) - (S - 1) p t = p ((1 - q) - (S - 1) t), (8) with multiplier p >= 0, "
                  "both ways; summed over the n categories by the replayer: A - B - (S - 1) D >= 0 and <= 0, so "
                  "D = (A - B)/(S - 1), which is (9) and the linear-time form.", domain={S: 2, n: 1})
    proof.hypothesis("(8): (S - 1) Q(j|k) >= 1 - q_k", (S - 1) * t - (1 - q))
    proof.hypothesis("(8): (S - 1) Q(j|k) <= 1 - q_k", (1 - q) - (S - 1) * t)
    term = p * (1 - q) - (S - 1) * p * t
    proof.stated_goal("term k: p_k (1 - q_k) >= (S - 1) p_k Q(j|k)", term, [(p, ["(8): (S - 1) Q(j|k) <= 1 - q_k"])])
    proof.stated_goal("term k: p_k (1 - q_k) <= (S - 1) p_k Q(j|k)", -term, [(p, ["(8): (S - 1) Q(j|k) >= 1 - q_k"])])
    family = dict(index=[p, q, t], count=n, monomials={p: A, p * q: B, p * t: D})
    proof.sum("summed over k != j: A - B >= (S - 1) D", "term k: p_k (1 - q_k) >= (S - 1) p_k Q(j|k)", **family)
    proof.sum("summed over k != j: A - B <= (S - 1) D", "term k: p_k (1 - q_k) <= (S - 1) p_k Q(j|k)", **family)
    by_definition, printed = pj * qj + D, pj * qj + (A - B) / (S - 1)
    proof.goal("(9): m_j >= p_j q_j + sum_{k != j} p_k (1 - q_k)/(S - 1)", by_definition - printed,
               terms=[(1, ["summed over k != j: A - B <= (S - 1) D"])])
    proof.goal("(9): m_j <= p_j q_j + sum_{k != j} p_k (1 - q_k)/(S - 1)", by_definition - printed, "<=",
               terms=[(1, ["summed over k != j: A - B >= (S - 1) D"])])
    return proof
