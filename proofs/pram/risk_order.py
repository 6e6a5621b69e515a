"""PRAM (000), Sec. 1, after (1) (pram.risk-order): the two disclosure risks are ordered, r_1k = P(F_k = 1 | f_k = 1) <=
r_2k = E(1/F_k | f_k = 1), for every law of F_k >= 1, strictly unless F_k = 1 almost surely.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement
proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

from .goals import derived_goal

sp = lazy("sympy")


def risk_order_proof() -> Proof:
    """pram.risk-order: r_1k = P(F_k = 1 | f_k = 1) <= r_2k = E(1/F_k | f_k = 1) for every law of F_k >= 1, strictly
    unless F_k = 1 almost surely."""
    w1, w, F, T, r2 = variables = sp.symbols("w1 w F T r2")
    proof = Proof("pram.risk-order", list(variables),
                  "For every law (w_F)_{F >= 1} of the population count F_k given f_k = 1 (w_F >= 0, finite or "
                  "infinite support): r_1k = w_1 <= r_2k = E(1/F_k) = sum_F w_F/F, with equality iff F_k = 1 almost "
                  "surely. Encoding: w = w_F and F >= 2 for one term of the tail, T = sum_{F >= 2} w_F/F (a name for "
                  "the tail's sum), r2 = r_2k; hypotheses: r2 = w1 + T (the F = 1 term split off), T >= 0 (the "
                  "per-term goal w_F/F >= 0 summed), T >= w_F/F (a sum of nonnegative terms is >= each one, times "
                  "F), w_F > 0 (some F >= 2 has mass: F_k = 1 is not almost sure), T <= 0 (every w_F = 0 for F >= 2, "
                  "so T = 0: F_k = 1 almost surely).",
                  "w/F >= 0 on F >= 2; r2 - w1 = (r2 - w1 - T) + T; F (r2 - w1) = F (r2 - w1 - T) + (F T - w) + w "
                  "with w > 0 strict; w1 - r2 = (w1 + T - r2) - T under T <= 0.",
                  domain={F: 2})
    proof.hypothesis("r2 = w1 + T (>=)", r2 - w1 - T).hypothesis("r2 = w1 + T (<=)", w1 + T - r2)
    proof.hypothesis("T >= 0 (the per-term goal summed over F >= 2)", T)
    proof.hypothesis("T >= w_F/F (times F)", F * T - w).hypothesis("w_F > 0 for some F >= 2", w, strict=True)
    proof.hypothesis("T <= 0 (w_F = 0 for every F >= 2)", -T)

    def term():
        return w / F

    def gap():
        return r2 - w1
    derived_goal(proof, "tail term w_F/F >= 0", term(), template=term)
    proof.goal("r_1k <= r_2k", gap(), hypotheses=["r2 = w1 + T (>=)", "T >= 0 (the per-term goal summed over F >= 2)"],
               terms=[(1, ["r2 = w1 + T (>=)"]), (1, ["T >= 0 (the per-term goal summed over F >= 2)"])], template=gap)
    strict = ["r2 = w1 + T (>=)", "T >= w_F/F (times F)", "w_F > 0 for some F >= 2"]
    proof.goal("r_1k < r_2k unless F_k = 1 a.s.", gap(), ">", hypotheses=strict, clear=F,
               terms=[(F, strict[:1]), (1, strict[1:2]), (1, strict[2:])], template=gap)
    equal = ["r2 = w1 + T (<=)", "T <= 0 (w_F = 0 for every F >= 2)"]
    proof.goal("r_1k = r_2k when F_k = 1 a.s. (r_2k <= r_1k)", gap(), "<=", hypotheses=equal,
               terms=[(1, equal[:1]), (1, equal[1:])], template=gap)
    return proof
