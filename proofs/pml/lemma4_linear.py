"""PML (002), Lemma 4, (69)-(74) (pml.linear): a kernel is (eps, c)-PML iff every row satisfies K(y|x) <= e^eps (c sum_x'
K(y|x') + (1 - Nc) K(y|x'')), for every N, c, eps; both directions as goals over a general column and prior.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. The (eps, c)-PML condition is used as
defined, never through Lemma 4: for every prior P in Q_X(c) and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
The column's N entries with the prior's masses are an indexed family: (K P)(y) = sum_x P(x) K(y|x) and S = sum_x K(y|x)
are summed by the replayer over any N (indexed sums: LINEAR, the claim's formal statement in proofs/pml/claims.py).
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def linear_proof() -> Proof:
    """pml.linear (Lemma 4): (eps, c)-PML iff every row K(y|x) <= E (c sum_x' K(y|x') + (1 - Nc) K(y|x'')), for
    every N, c, E, kernel: both directions as goals over a general column and prior, the column's entries and the
    prior's masses an indexed family."""
    E, N, c, kx, j, kmax, m, W, S, T, P, k = sp.symbols("E N c k_x j k_max m W S T P k")
    proof = Proof("pml.linear", [E, N, c, kx, j, kmax, m, W, S, T, P, k],
                  "for every N >= 2, c in [0, 1/N], E >= 1, kernel K and output y, the column's N entries k = K(y|x), "
                  "each between m and k_max (its minimum and maximum), with the masses P = P(x) of a prior: S = sum_x "
                  "K(y|x), W = sum_x P(x), T = sum_x P(x) K(y|x) = (K P)(y); k_x = K(y|x), j = K(y|x''). (only if) the "
                  "PML condition at the prior c + (1 - Nc) e_x'' in Q_X(c), where (K P)(y) = c S + (1 - Nc) j, and "
                  "k_x <= k_max give the row (y, x, x''), for every x, x'' (goal 'only if'); (if) for every prior in "
                  "Q_X(c) (P(x) >= c at every x, W = 1), per input (P - c)(k - m) >= 0, summed by the replayer: T - m W "
                  "- c S + c m N >= 0, i.e. (K P)(y) >= c S + (1 - Nc) m, so the row (y, x, x'') with K(y|x) = k_max "
                  "and K(y|x'') = m gives the PML condition k_max <= E (K P)(y) (goal 'if')",
                  "only if: the two hypotheses, residual 0. if: E T - k_max = E (T - m W - c S + c m N) + E m (W - 1) + "
                  "(E (c S + (1 - Nc) m) - k_max), the sum lemma, W = 1 and the row, residual 0.",
                  domain={E: 1, N: 1})
    proof.hypothesis("PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)", E * (c * S + (1 - N * c) * j) - kmax)
    proof.hypothesis("k_x <= k_max", kmax - kx)
    proof.hypothesis("row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)", E * (c * S + (1 - N * c) * m) - kmax)
    proof.hypothesis("P(x) >= c: P in Q_X(c)", P - c).hypothesis("K(y|x) >= m: m the column's minimum", k - m)
    proof.hypothesis("W = sum_x P(x) = 1 (>=)", W - 1)
    only_if = E * (c * S + (1 - N * c) * j) - kx
    proof.goal("only if: the row (y, x, x'') holds", only_if,
               hypotheses=["PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)", "k_x <= k_max"],
               terms=[(1, ["PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)"]), (1, ["k_x <= k_max"])])
    proof.goal("input x: (P(x) - c)(K(y|x) - m) >= 0", (P - c) * (k - m),
               hypotheses=["P(x) >= c: P in Q_X(c)", "K(y|x) >= m: m the column's minimum"],
               terms=[(1, ["P(x) >= c: P in Q_X(c)", "K(y|x) >= m: m the column's minimum"])])
    proof.sum("summed over x: T - m W - c S + c m N >= 0", "input x: (P(x) - c)(K(y|x) - m) >= 0", index=[P, k],
              count=N, monomials={P * k: T, P: W, k: S})
    proof.goal("if: k_max <= E (K P)(y) at every P in Q_X(c)", E * T - kmax,
               hypotheses=["row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)", "W = sum_x P(x) = 1 (>=)"],
               terms=[(1, ["row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)"]),
                      (E, ["summed over x: T - m W - c S + c m N >= 0"]), (E * m, ["W = sum_x P(x) = 1 (>=)"])])
    return proof
