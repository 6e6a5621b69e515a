"""PRAM (000), the elementary statements for every parameter: the risk order r_1k <= r_2k (pram.risk-order, Sec. 1,
after (1)), post-processing keeps alpha-DP (pram.post-processing, Sec. 2.3) and the product mechanism's DP condition
is the single-record one (pram.product-reduction, Sec. 3, after (9)); workbench-polynomial-proof/4 artefacts replayed
by workbench.kernel.polyproof (docs/evidence-strength.md, "Statement proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import Proof, built_route

from .goals import derived_goal

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


def post_processing_proof() -> Proof:
    """pram.post-processing: Q alpha-DP and K any stochastic matrix (depending only on Z) make Q K alpha-DP, for every
    number of outputs z: the per-term inequality summed over z by the replayer (POST_PROCESSING, the claim's formal
    statement)."""
    E, n, A, B, u, v, k = variables = sp.symbols("E n A B u v k")
    proof = Proof("pram.post-processing", list(variables),
                  "For every E = e^alpha >= 1, every alpha-DP Q (inputs x, outputs z) and every stochastic K "
                  "(outputs z to outputs j, depending only on z), Q K is alpha-DP: (QK)(j|i) <= E (QK)(j|i') for "
                  "all i != i', j. For one pair i, i' and one j, the family over the n outputs z: u = Q(z|i), "
                  "v = Q(z|i'), k = K(j|z) >= 0, with Q's DP inequality u <= E v at every z; A = sum_z k u = (QK)(j|i) "
                  "and B = sum_z k v = (QK)(j|i').",
                  "Per z: E k v - k u = k (E v - u), the DP hypothesis with multiplier k >= 0, residual 0; summed over "
                  "the n outputs by the replayer: E B - A >= 0.", domain={E: 1, n: 1})
    proof.hypothesis("DP of Q at z: Q(z|i) <= E Q(z|i')", E * v - u)

    def term():
        return E * k * v - k * u

    def total():
        return E * B - A
    derived_goal(proof, "term z: K(j|z) Q(z|i) <= E K(j|z) Q(z|i')", term(), ["DP of Q at z: Q(z|i) <= E Q(z|i')"],
                 template=term)
    proof.sum("summed over z: E B - A >= 0", "term z: K(j|z) Q(z|i) <= E K(j|z) Q(z|i')", index=[u, v, k], count=n,
              monomials={k * u: A, k * v: B})
    return proof.goal("(QK)(j|i) <= E (QK)(j|i')", total(), terms=[(1, ["summed over z: E B - A >= 0"])],
                      template=total)


def product_reduction_proof() -> Proof:
    """pram.product-reduction: over neighbouring datasets the product mechanism's DP condition is the single-record
    one, both directions, for every n and every kernel with positive entries."""
    E, c, a, b = variables = sp.symbols("E c a b")
    proof = Proof("pram.product-reduction", list(variables),
                  "For every n >= 1, every kernel Q with positive entries (M(q) with q in (0, 1)^S) and E = e^alpha >= "
                  "1: for datasets X, X' differing only in entry i and any output Z, the ratio prod_j Q(Z_j|X_j) / "
                  "prod_j Q(Z_j|X'_j) is <= E iff Q(Z_i|X_i)/Q(Z_i|X'_i) is. Encoding: a = Q(Z_i|X_i), "
                  "b = Q(Z_i|X'_i), c = prod_{j != i} Q(Z_j|X_j) = prod_{j != i} Q(Z_j|X'_j) > 0 (X_j = X'_j for "
                  "j != i); the DP "
                  "inequalities are cleared of their positive denominators (c b and b). Bookkeeping, stated: every "
                  "record triple (Z_i, X_i, X'_i) occurs in some pair of neighbouring datasets (fill the other entries "
                  "alike), so the largest ratio over neighbouring datasets equals the largest single-record ratio.",
                  "record => dataset: E c b - c a = c (E b - a), multiplier c; dataset => record: (E b - a) is written "
                  "c (E b - a)/c, the hypothesis over the denominator c > 0 (strict hypothesis).",
                  domain={E: 1})
    proof.hypothesis("c > 0", c, strict=True)
    proof.hypothesis("record DP: Q(Z_i|X_i) <= E Q(Z_i|X'_i)", E * b - a)
    proof.hypothesis("dataset DP: c Q(Z_i|X_i) <= E c Q(Z_i|X'_i)", c * (E * b - a))

    def dataset():
        return E * c * b - c * a

    def record():
        return E * b - a
    derived_goal(proof, "record DP => dataset DP", dataset(), ["record DP: Q(Z_i|X_i) <= E Q(Z_i|X'_i)"],
             template=dataset)
    derived_goal(proof, "dataset DP => record DP", record(), ["dataset DP: c Q(Z_i|X_i) <= E c Q(Z_i|X'_i)"],
             positive="c > 0", common=c, template=record)
    return proof

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
