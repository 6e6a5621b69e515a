"""Counting queries (001), Sec. I, Notation (counting.gamma-superadditive): gamma, the smallest diagonal entry, is
superadditive: gamma(A + B) >= gamma(A) + gamma(B) for real square matrices of every size.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement
proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


# --------------------------------------------------------------------------- counting queries (001)
def gamma_superadditive_proof() -> Proof:
    """counting.gamma-superadditive: gamma(A + B) >= gamma(A) + gamma(B) for real square matrices of every size."""
    parts = sp.symbols("a_p a_n b_p b_n gA_p gA_n gB_p gB_n")
    a, b, g_a, g_b = (parts[i] - parts[i + 1] for i in range(0, 8, 2))
    proof = Proof("counting.gamma-superadditive", list(parts),
                  "For every size M and real M x M matrices A, B, with gamma the minimum diagonal entry: gamma(A + B) "
                  ">= gamma(A) + gamma(B). Encoding: a = a_ii, b = b_ii, g_A = gamma(A), g_B = gamma(B) for one index "
                  "i, each real number written as the difference of two variables >= 0 (x = x_p - x_n covers every "
                  "real, so the domain box is no restriction); hypotheses: g_A <= a_ii and g_B <= b_ii (gamma is the "
                  "minimum, so they hold at every i). The goal a_ii + b_ii >= g_A + g_B holds at every i. Bookkeeping: "
                  "gamma(A + B) = min_i (a_ii + b_ii) is a_ii + b_ii at some i, so it is >= g_A + g_B.",
                  "(a + b) - (g_A + g_B) = (a - g_A) + (b - g_B): the two hypotheses with multiplier 1, residual 0.")
    proof.hypothesis("gamma(A) <= a_ii", a - g_a).hypothesis("gamma(B) <= b_ii", b - g_b)

    def gap():
        return (a + b) - (g_a + g_b)
    return proof.goal("a_ii + b_ii >= gamma(A) + gamma(B)", gap(), hypotheses=["gamma(A) <= a_ii", "gamma(B) <= b_ii"],
                      terms=[(1, ["gamma(A) <= a_ii"]), (1, ["gamma(B) <= b_ii"])], template=gap)
