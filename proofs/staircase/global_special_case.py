"""Staircase (004), Sec. 2 after (9) (staircase.global-special-case): the truncated geometric mechanism with a = e^-eps
has Q(y|x)/Q(y|x + 1) in {e^-eps, 1, e^eps} for every k, eps, neighbours x, x + 1 and output y (the global-DP special
case of (9)). workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof, through
workbench.proof.built_route; sums over inputs or outputs are named variables (docs/evidence-strength.md, "What stays
prose"). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def global_special_case_proof() -> Proof:
    """staircase.global-special-case: the truncated geometric mechanism with a = e^-eps has Q(y|x)/Q(y|x + 1) in
    {a, 1/a} (so in {e^-eps, 1, e^eps}) for every k, eps, neighbours x, x + 1 and output y."""
    a, c, z, u, v = variables = sp.symbols("a c z u v")
    proof = Proof("staircase.global-special-case", list(variables),
                  "for every k >= 2, eps > 0 and a = e^-eps in (0, 1): the truncated geometric mechanism Q(y|x) = c_y "
                  "a^|y-x| on 1..k (c_y = 1/(1 + a) at the folded ends y = 1, k, (1 - a)/(1 + a) inside; a mechanism "
                  "for every a in (0, 1), rows and entries proved in staircase.geometric's artefact, which holds for "
                  "every a) has, for neighbours x, x + 1 and every output y, with u = Q(y|x), v = Q(y|x + 1), c = c_y "
                  "> 0: if y <= x, |y - x| = n and |y - x - 1| = n + 1, n = x - y, so with z = a^n, u = c z and v = "
                  "c a z, and u/v = 1/a = e^eps (goals 'y <= x'); if y >= x + 1, |y - x| = n + 1 and |y - x - 1| = "
                  "n, n = y - x - 1, so u = c a z, v = c z and u/v = a = e^-eps (goals 'y > x'). Every integer y is "
                  "in one of the two cases, so every neighbour ratio is in {e^-eps, e^eps}, a subset of {e^-eps, 1, "
                  "e^eps}: a staircase mechanism for neighbours x, x + 1 (global DP on a counting query)",
                  "y <= x: a u - v = a (u - c z) + (c a z - v) over a > 0; y > x: u - a v = (u - c a z) + a (c z - "
                  "v); both ways.")
    proof.hypothesis("a > 0", a, strict=True)
    cases = {"y <= x": {"u": c * z, "v": c * a * z}, "y > x": {"u": c * a * z, "v": c * z}}
    for case, values in cases.items():
        for name, variable in (("u", u), ("v", v)):
            proof.hypothesis(f"{case}: {name} >= {values[name]}", variable - values[name])
            proof.hypothesis(f"{case}: {name} <= {values[name]}", values[name] - variable)
    for relation, (up, down) in ((">=", (">=", "<=")), ("<=", ("<=", ">="))):
        facts = [f"y <= x: u {up} {cases['y <= x']['u']}", f"y <= x: v {down} {cases['y <= x']['v']}"]
        proof.goal(f"y <= x: u/v = e^eps, u - v/a {relation} 0", u - v / a, relation, hypotheses=["a > 0"] + facts,
                   terms=[(a, facts[:1]), (1, facts[1:])], positive="a > 0")
        facts = [f"y > x: u {up} {cases['y > x']['u']}", f"y > x: v {down} {cases['y > x']['v']}"]
        proof.goal(f"y > x: u/v = e^-eps, u - a v {relation} 0", u - a * v, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (a, facts[1:])])
    return proof
