"""Counting queries (001), Sec. III, after the LP definition (counting.prior-free): the error probability is bounded
without a prior, p_e(w, P) <= 1 - gamma for every M, every input law w and every stochastic P whose diagonal entries
are all >= gamma, with equality when w sits on rows with p_ii = gamma.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement
proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


def prior_free_proof() -> Proof:
    """counting.prior-free: p_e(w, P) <= 1 - gamma for every M, every input law w and every stochastic P whose diagonal
    entries are all >= gamma, with equality when w sits on rows with p_ii = gamma (a point mass on a row of minimum
    diagonal, for gamma = min p_ii): the per-index goals summed over the M inputs by the replayer (indexed sums)."""
    w, p, g, M, W, B = variables = sp.symbols("w p gamma M W B")
    proof = Proof("counting.prior-free", list(variables),
                  "For every M >= 1, every M x M stochastic P and gamma <= p_ii for every i (gamma = min p_ii is the "
                  "instance the paper names) and every input law w (w_i >= 0, W = sum_i w_i = 1): p_e(w, P) = sum_i "
                  "w_i (1 - p_ii) = W - B <= 1 - gamma, B = sum_i w_i p_ii; and p_e = 1 - gamma when moreover w_i "
                  "(p_ii - gamma) <= 0 at every i (w sits on rows with p_ii = gamma: the point mass on a row of minimum "
                  "diagonal). Per index i the goals w (p - g) >= 0 (from p >= g) and, in the equality case, w (g - p) >= "
                  "0; the replayer sums each over the M indices (sums: W = sum w_i, B = sum w_i p_ii, count M) into the "
                  "lemmas B - g W >= 0 and g W - B >= 0.",
                  "1 - g - (W - B) = (B - g W) + (1 - W) + g (W - 1); (W - B) - (1 - g) = (g W - B) + (W - 1) + g (1 - W).",
                  domain={M: 1})
    proof.hypothesis("gamma <= p_ii", p - g).hypothesis("w_i (p_ii - gamma) <= 0", w * (g - p))
    proof.hypothesis("W = sum_i w_i = 1 (>=)", W - 1).hypothesis("W = sum_i w_i = 1 (<=)", 1 - W)
    def term():
        return w * (p - g)
    proof.goal("w_i (p_ii - gamma) >= 0", term(), hypotheses=["gamma <= p_ii"], terms=[(w, ["gamma <= p_ii"])],
               template=term)
    proof.goal("w_i (gamma - p_ii) >= 0 (equality case)", -term(), hypotheses=["w_i (p_ii - gamma) <= 0"],
               terms=[(1, ["w_i (p_ii - gamma) <= 0"])], template=lambda: -term())
    family = dict(index=[w, p], count=M, monomials={w: W, w * p: B})
    proof.sum("summed: B - gamma W >= 0", "w_i (p_ii - gamma) >= 0", **family)
    proof.sum("summed: gamma W - B >= 0", "w_i (gamma - p_ii) >= 0 (equality case)", **family)
    law = ["W = sum_i w_i = 1 (>=)", "W = sum_i w_i = 1 (<=)"]

    def bound():
        return 1 - g - (W - B)
    proof.goal("p_e(w, P) <= 1 - gamma", bound(), hypotheses=law,
               terms=[(1, ["summed: B - gamma W >= 0"]), (1, law[1:]), (g, law[:1])], template=bound)
    proof.goal("p_e(w, P) >= 1 - gamma (equality case)", -bound(), hypotheses=law,
               terms=[(1, ["summed: gamma W - B >= 0"]), (1, law[:1]), (g, law[1:])], template=lambda: -bound())
    return proof
