"""Staircase (004), Sec. 1, par. 2 (staircase.ldp-extremes): a mechanism is 0-LDP iff all its rows are equal, and then X
and Y are independent under every prior; the identity (Y = X) is eps-LDP for no finite eps. workbench-polynomial-
proof/4 artefact replayed by workbench.kernel.polyproof, through workbench.proof.built_route; Q(y) = sum_x' P(x') Q(y|x')
over the inputs other than x is summed by the replayer (indexed sums: LDP_EXTREMES, the claim's formal statement in
proofs/staircase/claims.py). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def ldp_extremes_proof() -> Proof:
    """staircase.ldp-extremes: 0-LDP iff all rows of Q are equal, and then X and Y are independent under every
    prior; the identity (Y = X) is eps-LDP for no finite eps; for every k and every mechanism."""
    E, u, v, p, q, n, W, R, a, b, P, w = variables = sp.symbols("E u v p q n W R a b P w")
    proof = Proof("staircase.ldp-extremes", list(variables),
                  "for every k >= 2 and every mechanism Q (any outputs): (eps = 0, E = 1) with u = Q(y|x), v = Q(y|x') "
                  "for any inputs x, x' and output y, the 0-LDP inequalities u <= v and v <= u give u = v (goals "
                  "'0-LDP => equal'), and u = v gives u <= 1 v (goal 'equal => 0-LDP'): Q is 0-LDP iff all its rows "
                  "are equal; then, for every prior P and every input x, with p = P(x), q = Q(y|x) and the family of "
                  "the n = k - 1 other inputs x', each with P = P(x') and w = Q(y|x') = q (equal rows), W = sum P(x') "
                  "(p + W = 1) and R = sum P(x') Q(y|x'), so Q(y) = p q + R: P(x, y) = p q = P(x) Q(y) (goals "
                  "'independent'). (eps = infinity) the identity, Y = X, has a = Q(y|y) = 1 and b = Q(y|x') = 0 for x' "
                  "!= y, so its LDP inequality a <= E b fails for every finite E = e^eps (goal 'identity', a - E b > 0)",
                  "Each 0-LDP goal is one hypothesis. Per input x' != x: P (w - q) >= 0 and P (q - w) >= 0 from w = q, "
                  "summed by the replayer: R - q W >= 0 and q W - R >= 0; then p q - p (p q + R) = p (q W - R) + p q (1 - "
                  "p - W), and its negative likewise. 'identity': a - E b = (a - 1) + E (0 - b) + 1.",
                  domain={E: 1, n: 1})
    proof.hypothesis("0-LDP at (y, x, x'): u <= v", v - u).hypothesis("0-LDP at (y, x', x): v <= u", u - v)
    proof.hypothesis("equal rows: u >= v", u - v).hypothesis("equal rows: u <= v", v - u)
    proof.hypothesis("equal rows at x': w >= q", w - q).hypothesis("equal rows at x': w <= q", q - w)
    proof.hypothesis("p + W >= 1: P is a law", p + W - 1).hypothesis("p + W <= 1: P is a law", 1 - p - W)
    proof.hypothesis("identity: Q(y|y) >= 1", a - 1).hypothesis("identity: Q(y|x') <= 0", -b)
    proof.goal("0-LDP => equal: u - v >= 0", u - v, hypotheses=["0-LDP at (y, x', x): v <= u"],
               terms=[(1, ["0-LDP at (y, x', x): v <= u"])])
    proof.goal("0-LDP => equal: u - v <= 0", u - v, "<=", hypotheses=["0-LDP at (y, x, x'): u <= v"],
               terms=[(1, ["0-LDP at (y, x, x'): u <= v"])])
    proof.goal("equal => 0-LDP: 1 v - u >= 0", v - u, hypotheses=["equal rows: u <= v"], terms=[(1, ["equal rows: u <= v"])])
    proof.goal("term x': P (w - q) >= 0", P * (w - q), hypotheses=["equal rows at x': w >= q"],
               terms=[(P, ["equal rows at x': w >= q"])])
    proof.goal("term x': P (q - w) >= 0", P * (q - w), hypotheses=["equal rows at x': w <= q"],
               terms=[(P, ["equal rows at x': w <= q"])])
    family = dict(index=[P, w], count=n, monomials={P: W, P * w: R})
    proof.sum("summed over x' != x: R - q W >= 0", "term x': P (w - q) >= 0", **family)
    proof.sum("summed over x' != x: q W - R >= 0", "term x': P (q - w) >= 0", **family)
    independent = p * q - p * (p * q + R)
    proof.goal("independent: P(x, y) - P(x) Q(y) >= 0", independent, hypotheses=["p + W <= 1: P is a law"],
               terms=[(p, ["summed over x' != x: q W - R >= 0"]), (p * q, ["p + W <= 1: P is a law"])])
    proof.goal("independent: P(x, y) - P(x) Q(y) <= 0", independent, "<=", hypotheses=["p + W >= 1: P is a law"],
               terms=[(p, ["summed over x' != x: R - q W >= 0"]), (p * q, ["p + W >= 1: P is a law"])])
    return proof.goal("identity: Q(y|y) - E Q(y|x') > 0", a - E * b, ">",
                      hypotheses=["identity: Q(y|y) >= 1", "identity: Q(y|x') <= 0"],
                      terms=[(1, ["identity: Q(y|y) >= 1"]), (E, ["identity: Q(y|x') <= 0"])])
