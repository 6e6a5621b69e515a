"""Staircase (004), Thm. 6 (staircase.binary-tv): every eps-LDP mechanism Q has TV(P0 Q, P1 Q) <= (e^eps - 1)/(e^eps + 1)
TV(P0, P1), and the binary mechanism attains the factor, for every k, P0, P1 and eps. workbench-polynomial-proof/4
artefact replayed by workbench.kernel.polyproof, through workbench.proof.built_route; sums over inputs or outputs are
named variables (docs/evidence-strength.md, "What stays prose"). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for
all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered


TV_FACTOR = "TV factor (e^eps - 1)/(e^eps + 1)"


def binary_tv_proof() -> Proof:
    """staircase.binary-tv (Thm. 6): every eps-LDP mechanism has TV(P0 Q, P1 Q) <= (E - 1)/(E + 1) TV(P0, P1), and
    the binary mechanism attains it, for every k, P0, P1 and eps."""
    E, t, a, b, s_plus, s_minus, p0, p1 = variables = sp.symbols("E t a b s_plus s_minus p0 p1")
    proof = Proof("staircase.binary-tv", list(variables),
                  "for every k >= 2, priors P0, P1 on k inputs, E = e^eps >= 1: (bound) every eps-LDP mechanism Q, "
                  "with any outputs, has TV(P0 Q, P1 Q) <= L TV(P0, P1), L = (E - 1)/(E + 1) the registered factor; "
                  "(attained) the binary mechanism, Q(0|x) = E/(E + 1) on B = {x : P0(x) >= P1(x)} and 1/(E + 1) "
                  "elsewhere, is eps-LDP, has rows summing to 1 and TV(P0 Q, P1 Q) = L TV(P0, P1). So L TV(P0, P1) is "
                  "the optimum of (13) for TV over all eps-LDP mechanisms, hence of (11) (the binary mechanism is a "
                  "staircase mechanism). Encoding of the bound: A = {y : (P0 Q)(y) > (P1 Q)(y)}, delta = P0 - P1 = "
                  "delta+ - delta-, t = sum delta+ = sum delta- = TV(P0, P1), s+ = sum_x delta+(x) Q(A|x), s- = "
                  "sum_x delta-(x) Q(A|x), so TV(P0 Q, P1 Q) = s+ - s-; x1 (x2) is an input with the largest "
                  "(smallest) Q(A|.), a = Q(A|x1), b = Q(A|x2), so s+ <= t a and s- >= t b (each summed over x); "
                  "the LDP inequalities Q(y|x1) <= E Q(y|x2) summed over y in A, and Q(y|x2) <= E Q(y|x1) summed "
                  "over y not in A with the rows summing to 1: a <= E b and 1 - b <= E (1 - a). Encoding of the "
                  "attainment: p0 = P0(B), p1 = P1(B), t = p0 - p1 (B attains TV(P0, P1)); with two outputs "
                  "TV(P0 Q, P1 Q) = |(P0 Q)(0) - (P1 Q)(0)|",
                  "(E + 1)(L t - (s+ - s-)) = (E + 1)(t a - s+) + (E + 1)(s- - t b) + t (E b - a) + t (E (1 - a) - "
                  "(1 - b)), residual 0. Binary: (P0 Q)(0) - (P1 Q)(0) = (E (p0 - p1) + (1 - p0) - (1 - p1))/(E + 1) = "
                  "L (p0 - p1) = L t.", domain={E: 1})
    facts = {"s+ <= t a": t * a - s_plus, "s- >= t b": s_minus - t * b,
             "LDP (y, x1, x2) summed over y in A: a <= E b": E * b - a,
             "LDP (y, x2, x1) summed over y not in A: 1 - b <= E (1 - a)": E * (1 - a) - (1 - b)}
    for name, value in facts.items():
        proof.hypothesis(name, value)
    proof.hypothesis("t >= p0 - p1", t - (p0 - p1)).hypothesis("t <= p0 - p1", p0 - p1 - t)

    def factor():
        return registered("staircase.binary-tv", TV_FACTOR, [E])

    def bound():
        return factor() * t - (s_plus - s_minus)
    names = list(facts)
    proof.goal("every eps-LDP Q: TV(P0 Q, P1 Q) <= L TV(P0, P1)", bound(), hypotheses=names, clear=E + 1,
               terms=[(E + 1, names[:1]), (E + 1, names[1:2]), (t, names[2:3]), (t, names[3:])], template=bound)
    top, low = E / (E + 1), 1 / (E + 1)
    difference = (p0 * top + (1 - p0) * low) - (p1 * top + (1 - p1) * low)   # (P0 Q)(0) - (P1 Q)(0)
    proof.goal("binary: (P0 Q)(0) - (P1 Q)(0) >= 0, so it is TV(P0 Q, P1 Q)", difference,
               hypotheses=["t <= p0 - p1"], terms=[(E - 1, ["t <= p0 - p1"])])
    for relation, hypothesis in ((">=", "t <= p0 - p1"), ("<=", "t >= p0 - p1")):
        def attained():
            return difference - factor() * t
        proof.goal(f"binary: TV(P0 Q, P1 Q) - L TV(P0, P1) {relation} 0", attained(), relation,
                   hypotheses=[hypothesis], terms=[(E - 1, [hypothesis])], template=attained)
    proof.equal("binary: eps-LDP tight, E Q(0|x') = Q(0|x) for Q(0|x) = E/(E + 1), Q(0|x') = 1/(E + 1)", E * low, top)
    proof.goal("binary: eps-LDP, E Q(0|x) - Q(0|x') >= 0", E * top - low)
    return proof.equal("binary: rows sum to 1", top + low, 1)
