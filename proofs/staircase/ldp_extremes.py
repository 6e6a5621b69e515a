"""Staircase (004), Sec. 1, par. 2 (staircase.ldp-extremes): a mechanism is 0-LDP iff all its rows are equal, and then X
and Y are independent under every prior; the identity (Y = X) is eps-LDP for no finite eps. workbench-polynomial-
proof/4 artefact replayed by workbench.kernel.polyproof, through workbench.proof.built_route; sums over inputs or
outputs are named variables (docs/evidence-strength.md, "What stays prose"). eps-LDP is used as defined: Q(y|x) <= E
Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def ldp_extremes_proof() -> Proof:
    """staircase.ldp-extremes: 0-LDP iff all rows of Q are equal, and then X and Y are independent under every
    prior; the identity (Y = X) is eps-LDP for no finite eps; for every k and every mechanism."""
    E, u, v, p, q, r = variables = sp.symbols("E u v p q r")
    proof = Proof("staircase.ldp-extremes", list(variables),
                  "for every k >= 2 and every mechanism Q (any outputs): (eps = 0, E = 1) with u = Q(y|x), v = Q(y|x') "
                  "for any inputs x, x' and output y, the 0-LDP inequalities u <= v and v <= u give u = v (goals "
                  "'0-LDP => equal'), and u = v gives u <= 1 v (goal 'equal => 0-LDP'): Q is 0-LDP iff all its rows "
                  "are equal; then, for every prior P, with p = P(x), q = Q(y|x) the common value of column y and r = "
                  "Q(y) = sum_x' P(x') Q(y|x') = q sum_x' P(x') = q, P(x, y) = p q = P(x) Q(y) (goals "
                  "'independent'): the output is independent of the data. (eps = infinity) the identity, Y = X, has "
                  "Q(y|y) = 1 and Q(y|x') = 0 for x' != y, so its LDP inequality 1 <= E 0 fails for every finite E = "
                  "e^eps (goal 'identity', E 0 - 1 < 0)",
                  "Each goal is one hypothesis (times p for 'independent'), residual 0; 'identity' is the number -1.",
                  domain={E: 1})
    proof.hypothesis("0-LDP at (y, x, x'): u <= v", v - u).hypothesis("0-LDP at (y, x', x): v <= u", u - v)
    proof.hypothesis("equal rows: u >= v", u - v).hypothesis("equal rows: u <= v", v - u)
    proof.hypothesis("r >= q: Q(y) = q sum_x' P(x')", r - q).hypothesis("r <= q: Q(y) = q sum_x' P(x')", q - r)
    proof.goal("0-LDP => equal: u - v >= 0", u - v, hypotheses=["0-LDP at (y, x', x): v <= u"],
               terms=[(1, ["0-LDP at (y, x', x): v <= u"])])
    proof.goal("0-LDP => equal: u - v <= 0", u - v, "<=", hypotheses=["0-LDP at (y, x, x'): u <= v"],
               terms=[(1, ["0-LDP at (y, x, x'): u <= v"])])
    proof.goal("equal => 0-LDP: 1 v - u >= 0", v - u, hypotheses=["equal rows: u <= v"], terms=[(1, ["equal rows: u <= v"])])
    for relation, fact in ((">=", "r <= q: Q(y) = q sum_x' P(x')"), ("<=", "r >= q: Q(y) = q sum_x' P(x')")):
        proof.goal(f"independent: P(x, y) - P(x) Q(y) = p q - p r {relation} 0", p * q - p * r, relation,
                   hypotheses=[fact], terms=[(p, [fact])])
    return proof.goal("identity: E Q(y|x') - Q(y|y) = E 0 - 1 < 0", E * 0 - 1, "<")
