"""Paper 001: a complete polynomial proof for counting.pstar-positive, for every parameter (workbench.proof, /2).

The corrected claim: every entry of P* is > 0 for every M >= 2, 0 <= delta < 1 and eps finite. P*'s entries are
delta [i = j] + (1 - delta) alpha_M q^d(i, j) (q = e^-eps, d the cyclic distance), so the diagonal is the closed
form registered for counting.optimum and an off-diagonal entry is (diagonal - delta) q^d. For eps > 0 the powers
q^m and q^d are the variables s = 1 - q^m and t = q^d, with the hypotheses s > 0 and t > 0 (0 < q < 1, m >= 1);
the proof needs nothing else about them. For eps = 0, alpha_M = 1/M.
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof, registered

sp = lazy("sympy")

PARITIES = {"even": "delta + (1-delta) alpha_2m,", "odd": "delta + (1-delta) alpha_2m+1"}


def registered_diagonal(parity: str, q, delta, q_to_the_m):
    """counting.optimum's registered optimum at M = 2m (+1) in q = 1/E, with q^m replaced by `q_to_the_m`."""
    E, d, m = *sp.symbols("E delta"), sp.Symbol("m", integer=True, positive=True)
    form = registered("counting.optimum", PARITIES[parity], [E, m, d]).subs({E: 1 / q, d: delta})
    return sp.expand_power_exp(sp.expand_power_base(form, force=True)).subs(q ** m, q_to_the_m)


def pstar_positive_proof() -> Proof:
    """Every entry of P* > 0 (delta < 1, eps finite): for eps > 0 from the registered diagonal, in s = 1 - q^m
    and t = q^d; for eps = 0 from alpha_M = 1/M."""
    q, delta, s, t, M = variables = sp.symbols("q delta s t M")
    proof = Proof("counting.pstar-positive", list(variables),
                  "For every M >= 2 (M = 2m or 2m + 1), 0 <= delta < 1 and 0 < q = e^-eps < 1: the diagonal entry "
                  "delta + (1 - delta) alpha_M (the closed form registered for counting.optimum, per parity) and "
                  "every off-diagonal entry (1 - delta) alpha_M q^d, d >= 1 the cyclic distance, are > 0; q^m is "
                  "1 - s and q^d is t, with s > 0 and t > 0 as hypotheses (true for 0 < q < 1, m >= 1), nothing "
                  "else assumed of them. For eps = 0 (q = 1), alpha_M = 1/M: the entries delta + (1 - delta)/M and "
                  "(1 - delta)/M are > 0. The domain is q, delta, s, t >= 0, M >= 2.",
                  "Even M: alpha_2m = (1 - q)/((1 + q) s), the denominator is s (> 0) plus q s >= 0; odd M: "
                  "alpha_2m+1 = (1 - q)/(1 - q + 2 q s), the denominator is (1 - q) (> 0) plus 2 q s >= 0. Each "
                  "numerator is (1 - delta)(1 - q) (times t off the diagonal), a product of strict hypotheses, plus "
                  "delta times the denominator (>= 0) on the diagonal.",
                  domain={M: 2})
    proof.hypothesis("delta < 1", 1 - delta, strict=True).hypothesis("q < 1", 1 - q, strict=True)
    proof.hypothesis("s = 1 - q^m > 0", s, strict=True).hypothesis("t = q^d > 0", t, strict=True)
    strict_product = ["delta < 1", "q < 1"]
    for parity, positive, on_diagonal in (("even", "s = 1 - q^m > 0", []), ("odd", "q < 1", [(delta, ["q < 1"])])):
        def diagonal(parity=parity):
            return registered_diagonal(parity, q, delta, 1 - s)
        proof.goal(f"{parity} M: diagonal > 0", diagonal(), ">", hypotheses=strict_product + [positive],
                   terms=[(1, strict_product)] + on_diagonal, positive=positive, template=diagonal)
        proof.goal(f"{parity} M: off-diagonal > 0", (diagonal() - delta) * t, ">",
                   hypotheses=strict_product + ["t = q^d > 0", positive],
                   terms=[(1, strict_product + ["t = q^d > 0"])], positive=positive,
                   template=lambda diagonal=diagonal: (diagonal() - delta) * t)
    proof.goal("eps = 0: diagonal > 0", delta + (1 - delta) / M, ">", hypotheses=["delta < 1"],
               terms=[(1, ["delta < 1"])])
    return proof.goal("eps = 0: off-diagonal > 0", (1 - delta) / M, ">", hypotheses=["delta < 1"],
                      terms=[(1, ["delta < 1"])])

