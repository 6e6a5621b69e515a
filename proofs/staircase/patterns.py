"""Staircase (004), Sec. 2, the patterns S^(k) (staircase.patterns): every column of a staircase mechanism is its minimum
times a pattern in {1, e^eps}^k, so a staircase mechanism is S^(k) Theta once columns with the same pattern are
merged; for every k and eps. workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof, through
workbench.proof.built_route; sums over inputs or outputs are named variables (docs/evidence-strength.md, "What stays
prose"). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def patterns_proof() -> Proof:
    """staircase.patterns: every column of a staircase mechanism is its minimum times a pattern in {1, E}^k, so a
    staircase mechanism is S^(k) Theta once columns with the same pattern are merged; for every k and eps."""
    E, m, q = variables = sp.symbols("E m q")
    proof = Proof("staircase.patterns", list(variables),
                  "for every k >= 2 and E = e^eps >= 1: S^(k) is by definition the k x 2^k matrix whose columns are the "
                  "2^k vectors of {1, E}^k (distinct for E > 1; every entry 1 or E). A staircase mechanism Q has "
                  "Q(y|x)/Q(y|x') in {e^-eps, 1, e^eps} for all x, x', so a used column y has no zero; with m = min_x "
                  "Q(y|x) > 0 and q = Q(y|x) >= m for any input x, q = r m with r in {1/E, 1, E}: r = 1/E gives q = m "
                  "(goals 'r = 1/E', the only case E = 1), r = 1 gives q = m, r = E gives q = E m (hypotheses): so "
                  "column y = m S_j for the pattern S_j with E exactly where q = E m. Hence Q = sum_y m_y S_j(y) e_y^T, "
                  "and merging the outputs with the same pattern (staircase.merge-invariance, proved: same level and "
                  "utility) gives Q = S^(k) Theta with theta_j = sum_{y: j(y) = j} m_y (0 for unused patterns); the "
                  "rows of Q sum to 1, i.e. S^(k) theta = 1",
                  "m - q = (m - E q) + (E - 1) q, both >= 0 (E >= 1); q - m >= 0 is the hypothesis 'q >= m'.",
                  domain={E: 1})
    proof.hypothesis("q >= m: m is the column's minimum", q - m)
    proof.hypothesis("r = 1/E: E q <= m", m - E * q)
    proof.goal("r = 1/E: q - m <= 0", q - m, "<=", hypotheses=["r = 1/E: E q <= m"],
               terms=[(1, ["r = 1/E: E q <= m"])])
    return proof.goal("r = 1/E: q - m >= 0", q - m, hypotheses=["q >= m: m is the column's minimum"],
                      terms=[(1, ["q >= m: m is the column's minimum"])])
