"""Staircase (004), Sec. 2 after (9) (staircase.geng-viswanath): Geng and Viswanath's staircase noise (the density
f_gamma and the pmf P_r) has mass 1 and f(t)/f(t + d) in {b, 1, 1/b} for |d| <= Delta, for every b = e^-eps in (0, 1),
Delta, gamma and r. workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof, through
workbench.proof.built_route; sums over inputs or outputs are named variables (docs/evidence-strength.md, "What stays
prose"). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def geng_viswanath_proof() -> Proof:
    """staircase.geng-viswanath: Geng and Viswanath's staircase noise (the density f_gamma and the pmf P_r) has mass
    1 and f(t)/f(t + d) in {b, 1, 1/b} for |d| <= Delta, for every b = e^-eps in (0, 1), Delta, gamma and r."""
    b, Dl, g, r, S, s, s2, p, a, z, u, v = variables = sp.symbols("b Delta gamma r S s s2 p a z u v")
    proof = Proof("staircase.geng-viswanath", list(variables),
                  "for every b = e^-eps in (0, 1), Delta > 0, gamma in [0, 1] (density) and integer 1 <= r <= Delta "
                  "(pmf): f_gamma = a_gamma b^h(|t|) with h(s) = #{m >= 0 : (m + gamma) Delta <= s} (a_gamma on [k Delta, "
                  "(k + gamma) Delta), a_gamma b on the rest of the period, times b^k), a_gamma = (1 - b)/(2 Delta (gamma "
                  "+ b (1 - gamma))); P_r(i) = a_r b^h(|i|) with h(n) = #{m >= 0 : m Delta + r <= n}, a_r = (1 - b)/(2 r + "
                  "2 b (Delta - r) - (1 - b)). (mass) with S = sum_k b^k, (1 - b) S = 1 (the geometric series): the "
                  "density's integral 2 a_gamma Delta (gamma + (1 - gamma) b) S and the pmf's sum 2 a_r (r + (Delta - r) "
                  "b) S - a_r (i = 0 counted once) are 1 (goals 'mass'). (ratios) for neighbours |d| <= Delta, s = |t| "
                  "and s2 = |t + d| (in either order, s <= s2) have s2 - s <= |d| <= Delta (the reverse triangle "
                  "inequality); h(s2) - h(s) is the number of step points p (of the progression with step Delta) in "
                  "(s, s2]; two consecutive ones p, p + Delta there would give s2 - s > Delta (goal 'window'), so it is "
                  "0 or 1: with z = b^h(s), the values are u = a z and v = a z or a z b (hypotheses per case), and u/v "
                  "is 1 or 1/b (goals 'ratio'); in the other order b. So every neighbour ratio is in {e^-eps, 1, e^eps}",
                  "mass: the goal's numerator is a multiple of (1 - b) S - 1 (and of Delta - r >= 0 times it); window: "
                  "s2 - s - Delta = (s2 - p - Delta) + (p - s); ratio: b u - v = b (u - a z) + (a z b - v).",
                  domain={r: 1})
    proof.hypothesis("r <= Delta", Dl - r)
    proof.hypothesis("pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0", 2 * r + 2 * b * (Dl - r) - (1 - b), strict=True)
    proof.hypothesis("p > s: a step point in (s, s2]", p - s, strict=True)
    proof.hypothesis("p + Delta <= s2: the next one too", s2 - p - Dl)
    for name, value in {"(1 - b) S = 1": (1 - b) * S - 1, "u = a z": u - a * z, "v = a z": v - a * z,
                        "v = a z b": v - a * z * b}.items():
        proof.hypothesis(f"{name} (>=)", value).hypothesis(f"{name} (<=)", -value)
    proof.goal("pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0 (r >= 1, r <= Delta)", 2 * r + 2 * b * (Dl - r) - (1 - b), ">",
               hypotheses=["r <= Delta"], terms=[(2 * b, ["r <= Delta"])])
    a_density = (1 - b) / (2 * Dl * (g + b * (1 - g)))
    a_pmf = (1 - b) / (2 * r + 2 * b * (Dl - r) - (1 - b))
    for relation, side in ((">=", "(>=)"), ("<=", "(<=)")):
        series = f"(1 - b) S = 1 {side}"
        proof.goal(f"mass: density, 2 a Delta (gamma + (1 - gamma) b) S - 1 ({relation})",
                   2 * a_density * Dl * (g + (1 - g) * b) * S - 1, relation, hypotheses=[series], terms=[(1, [series])])
        pmf = "pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0"
        proof.goal(f"mass: pmf, 2 a (r + (Delta - r) b) S - a - 1 ({relation})",
                   2 * a_pmf * (r + (Dl - r) * b) * S - a_pmf - 1, relation, hypotheses=[pmf, "r <= Delta", series],
                   terms=[(2 * r, [series]), (2 * b, ["r <= Delta", series])], positive=pmf)
        facts = [f"u = a z {side}", f"v = a z {'(<=)' if side == '(>=)' else '(>=)'}"]
        proof.goal(f"ratio, no step point: u - v ({relation})", u - v, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (1, facts[1:])])
        facts = [f"u = a z {side}", f"v = a z b {'(<=)' if side == '(>=)' else '(>=)'}"]
        proof.goal(f"ratio, one step point: b u - v, u/v = 1/b ({relation})", b * u - v, relation, hypotheses=facts,
                   terms=[(b, facts[:1]), (1, facts[1:])])
    window = ["p > s: a step point in (s, s2]", "p + Delta <= s2: the next one too"]
    return proof.goal("window: two step points in (s, s2] give s2 - s > Delta", s2 - s - Dl, ">", hypotheses=window,
                      terms=[(1, window[1:]), (1, window[:1])])
