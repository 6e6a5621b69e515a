"""Links between the papers, for every parameter: k-RR is PRAM's M(q) at the vertex v_alpha (cross.rr-is-pram),
(eps, c)-PML tends to eps-LDP as c -> 0 (cross.pml-to-ldp) and Warner's mechanism is the binary optimum of the
counting and PML papers (cross.warner); workbench-polynomial-proof/4 artefacts replayed by workbench.kernel.polyproof,
each goal built from the registered closed forms of the papers it links (found through the registry, never by
importing another paper's package).
"""
from __future__ import annotations

import sympy as sp

from workbench.claims import RouteResult
from workbench.mechanisms.pml_forms import BINARY_K11, registered_xi1, towards_ldp_goals
from workbench.proof import Proof, built_route, registered


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


RR_KEEP = "k-RR keep probability = e^eps/(k - 1 + e^eps)"

LDP_BOUND = "eps-LDP eta_TV bound = (e^eps - 1)/(e^eps + 1)"

def rr_is_pram_proof() -> Proof:
    """cross.rr-is-pram: k-RR is PRAM's M(v_alpha, ..., v_alpha) with S = k, and exactly E-LDP, for every k, E."""
    E, k, S = sp.symbols("E k S")
    proof = Proof("cross.rr-is-pram", [E, k, S],
                  "for every k >= 2 and E = e^alpha >= 1: k-RR (diagonal E/(k - 1 + E), off-diagonal 1/(k - 1 + E)) "
                  "has the keep probability v_alpha = E/(S - 1 + E) of PRAM when S = k (S a variable, S >= 2, pinned by "
                  "the hypotheses S >= k and S <= k), its off-diagonal is M(q)'s (1 - q)/(S - 1) at q = v_alpha, so "
                  "k-RR = M(v_alpha, ..., v_alpha); its row sums to 1, so off = (1 - keep)/(k - 1), and keep = E off, "
                  "off <= E keep: its likelihood ratios are E, 1/E and 1, so it is exactly alpha-DP (no smaller alpha)",
                  "each equality at S = k: the numerator of the difference is (S - k) A, A split into parts nonneg on "
                  "the box, times S - k >= 0 and k - S >= 0 (Proof.pinned); the rest rational identities in E and k "
                  "with denominators k - 1 + E, S - 1 + E, k - 1, S - 1, positive for k, S >= 2, E >= 1",
                  domain={E: 1, k: 2, S: 2})

    def keep():
        return registered("cross.rr-is-pram", RR_KEEP, [E, k])

    def v_alpha():
        return registered("pram.vertices", "v_alpha", [E, S])

    def off():                       # k-RR's off-diagonal as the row's remainder (1 - keep)/(k - 1)
        return (1 - keep()) / (k - 1)
    proof.hypothesis("S >= k", S - k).hypothesis("S <= k", k - S)
    proof.pinned("keep = v_alpha at S = k", keep(), v_alpha(), {S: k}, template=lambda: (keep(), v_alpha()))
    proof.pinned("M(v_alpha) off-diagonal = k-RR's at S = k", (1 - v_alpha()) / (S - 1), 1 / (k - 1 + E), {S: k},
                 template=lambda: ((1 - v_alpha()) / (S - 1), 1 / (k - 1 + E)))
    proof.equal_rebuilt("the row sums to 1", lambda: keep() + (k - 1) / (k - 1 + E), lambda: 1)
    proof.equal_rebuilt("keep = E off, off = (1 - keep)/(k - 1): the ratio keep/off is E", keep, lambda: E * off())
    proof.goal("off <= E keep", E * keep() - off(), template=lambda: E * keep() - off())
    return proof

def pml_to_ldp_proof() -> Proof:
    """cross.pml-to-ldp: Xi1 -> (E - 1)/(E + 1) as c -> 0, within E N c, and 2-RR attains that value."""
    E, N, d = sp.symbols("E N d")
    proof = Proof("cross.pml-to-ldp", [E, N, d],
                  "for every N >= 2, E = e^eps >= 1 and c in [0, 1/N] (written c = (1 - d)/N, d in [0, 1]): "
                  "0 <= Xi1(eps, c) - (E - 1)/(E + 1) <= E N c and (E - 1)/(E + 1) <= 1, so the PML bound Xi = "
                  "min{Xi1, 1} tends to (E - 1)/(E + 1) as c -> 0 (Xi1 from pml.eta-bound's registered Xi; its value at c = 0, "
                  "d = 1, is that limit: d kept a variable, pinned by d <= 1 and d >= 1); binary "
                  "randomized response [[E, 1], [1, E]]/(E + 1) is exactly eps-LDP (ratio E: Q(0|0) = E Q(0|1), and "
                  "Q(1|0) <= E Q(1|1)) and has eta_TV = TV of "
                  "its two rows = (E/(E + 1) - 1/(E + 1)) = (E - 1)/(E + 1), so it attains that value. That (E - 1)/"
                  "(E + 1) is the eps-LDP Dobrushin bound is (13) (Kairouz et al.), checked by pml.prior-bounds",
                  "Xi1 - L = (E - 1) E (1 - d)/((E d + 1)(E + 1)) with L = (E - 1)/(E + 1): multiplier (E - 1) E on "
                  "d <= 1; E (1 - d) - (Xi1 - L) has the multiplier E (E^2 d + E d + 2) on d <= 1.",
                  domain={E: 1, N: 2})
    proof.hypothesis("c >= 0: d <= 1", 1 - d)

    def bound():
        return registered("cross.pml-to-ldp", LDP_BOUND, [E])

    towards_ldp_goals(proof, "", bound, E, N, d)
    proof.goal("L <= 1", 1 - bound(), clear=E + 1, template=lambda: 1 - bound())
    proof.equal_rebuilt("eta_TV(2-RR) = L", lambda: E / (E + 1) - 1 / (E + 1), bound)

    def xi1():                       # Xi1 is continuous at c = 0 (denominator E + 1 there): the limit is this value
        return registered_xi1(E, (1 - d) / N, N)
    proof.hypothesis("c <= 0: d >= 1", d - 1)
    proof.pinned("Xi1 at c = 0 (d = 1) is L", xi1(), bound(), {d: 1}, template=lambda: (xi1(), bound()))
    top = E / (E + 1)                # 2-RR's rows (top, 1 - top), (1 - top, top): Q(0|1) = 1 - top
    proof.equal("2-RR is eps-LDP: Q(0|0) = E Q(0|1), tight", top, E * (1 - top))
    return proof.goal("2-RR is eps-LDP: E Q(1|1) - Q(1|0) >= 0", E * top - (1 - top))

def warner_proof() -> Proof:
    """cross.warner: four papers' binary mechanisms have the diagonal E/(E + 1) of Warner's randomized response."""
    E, delta, k, S, d, m, c = sp.symbols("E delta k S d m c")
    proof = Proof("cross.warner", [E, delta, k, S, d],
                  "for every E = e^eps >= 1: each mechanism is a symmetric 2 x 2 stochastic matrix [[v, 1 - v], "
                  "[1 - v, v]] (by its definition), so it is Warner's randomized response [[E, 1], [1, E]]/(E + 1) iff "
                  "v = E/(E + 1); each v is a registered form whose parameter is a variable pinned by hypotheses: "
                  "counting.optimum's delta + (1 - delta) alpha_M at delta = 0 (delta >= 0 on the domain, delta <= 0) "
                  "and M = 2 (m = 1 substituted: an exponent, q^m); staircase.rr's keep probability at k = 2 (k >= 2, "
                  "k <= 2); PRAM's v_alpha at S = 2 (S >= 2, S <= 2), equal there to the upper end of pram.binary's "
                  "J_alpha; and (32) (pml.binary-example's registered K(1|1)) as c -> 0, with c = (1 - d)/2 in "
                  "[0, 1/2] (d in [0, 1]): 0 <= K(1|1) - E/(E + 1) <= E c, and at c = 0 (d = 1: d <= 1, d >= 1) K(1|1) = "
                  "E/(E + 1), its limit (its denominator E (1 - 2c) + 1 = E d + 1 is E + 1 > 0 there)",
                  "each equality at its pinned value: the numerator of the difference is (v - value) A, A split into "
                  "parts nonneg on the box, times v - value >= 0 and value - v >= 0 (Proof.pinned); (32)'s difference "
                  "is E (E - 1)(1 - d)/(2 (E d + 1)(E + 1)), between 0 and E (1 - d)/2: multipliers on d <= 1.",
                  domain={E: 1, k: 2, S: 2})
    warner = E / (E + 1)
    proof.hypothesis("c >= 0: d <= 1", 1 - d).hypothesis("c <= 0: d >= 1", d - 1)
    proof.hypothesis("delta <= 0", -delta).hypothesis("k <= 2", 2 - k).hypothesis("S <= 2", 2 - S)

    def counting():
        return registered("counting.optimum", "delta + (1-delta) alpha_2m,", [E, m, delta]).subs(m, 1)

    def staircase():
        return registered("staircase.rr", "keep probability", [E, k])

    def v_alpha():
        return registered("pram.vertices", "v_alpha", [E, S])

    def upper():
        return registered("pram.binary", "J_alpha = [1/(e^a + 1), e^a/(1 + e^a)]: upper end", [E])

    def k32():
        return registered("pml.binary-example", BINARY_K11, [E, c]).subs(c, (1 - d) / 2)
    pinned = (("counting.optimum at M = 2, delta = 0: v = E/(E + 1)", counting, {delta: 0}, lambda: warner),
              ("staircase.rr at k = 2: v = E/(E + 1)", staircase, {k: 2}, lambda: warner),
              ("PRAM v_alpha at S = 2: v = E/(E + 1)", v_alpha, {S: 2}, lambda: warner),
              ("PRAM: v_alpha at S = 2 = the upper end of J_alpha", v_alpha, {S: 2}, upper),
              ("(32) at c = 0 (d = 1), its limit: K(1|1) = E/(E + 1)", k32, {d: 1}, lambda: warner))
    for name, diagonal, pins, other in pinned:
        proof.pinned(name, diagonal(), other(), pins,
                     template=lambda diagonal=diagonal, other=other: (diagonal(), other()))
    proof.divided("(32): K(1|1) - E/(E + 1) >= 0", k32() - warner, ["c >= 0: d <= 1"], d,
                  template=lambda: k32() - warner)
    proof.divided("(32): K(1|1) - E/(E + 1) <= E c", E * (1 - d) / 2 - (k32() - warner), ["c >= 0: d <= 1"], d,
                  template=lambda: E * (1 - d) / 2 - (k32() - warner))
    return proof
