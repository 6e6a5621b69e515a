"""Counting queries (001), Thm. 2, statement 4 (counting.channel-4): if 1 is not in the cone of the rows of T, then
p_e*(T) > p_e* at eps = delta = 0, so no eps0, delta0 > 0 keep the utility, for every M and T.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


def channel_outside_proof() -> Proof:
    """counting.channel-4 (Thm. 2, statement 4): 1 not in cone+(rows of T) gives p_e*(T) > p_e* at eps = delta = 0,
    so no eps0, delta0 > 0 keep the utility, for every M and T."""
    M, x, y, g, r, W = variables = sp.symbols("M x y g r W")
    proof = Proof("counting.channel-4", list(variables),
                  "For every M >= 2 and every M x M stochastic T with 1 not in cone+(t_1, ..., t_M): p_e*(T) > p_e* "
                  "at eps = delta = 0, so no eps0, delta0 > 0 give p_e*(T) = p_e* on eps <= eps0, delta <= delta0 "
                  "((29); the box contains (0, 0)). At (0, 0), p_e* = 1 - 1/M (Thm. 1, alpha_M = 1/M; counting.optimum, "
                  "proved). Let P be optimal for the T-problem (P_T*, an optimal solution of the LP, as the paper "
                  "defines it) and Q = P T. Goals: (i) for an adjacent pair (i, i') and output j, x = q_ij, y = q_i'j, "
                  "the DP constraints (6) at E = 1, delta = 0 with U = {j} for (i, i') and (i', i) give x = y (both "
                  "directions), so by the chain every row of Q is one row r (bookkeeping); (ii) g = min_j r_j, the "
                  "minimum diagonal of Q, has M g <= sum_j r_j = 1 (g <= r_j summed, bookkeeping): g <= 1/M, so "
                  "p_e*(T) = 1 - g >= 1 - 1/M = p_e*; (iii) if g = 1/M, every r_j = 1/M: r = r_j >= g, and W = sum of "
                  "the other M - 1 entries >= (M - 1) g with r + W = 1 (bookkeeping). So p_e*(T) = p_e* forces Q = "
                  "J/M, and then each row p_i of P gives lambda = M p_i >= 0 with sum_l lambda_l t_l = M (P T)_i = 1: "
                  "1 in cone+ (the definition), a contradiction; hence p_e*(T) > p_e*.",
                  "(i) one DP constraint each; (ii) (1 - M g)/M; (iii) M r - 1 = M (r - g) + (M g - 1) and 1 - M r = "
                  "M (1 - r - W) + M (W - (M - 1) g) + (M - 1)(M g - 1).",
                  domain={M: 2})
    for name, value in (("DP (i, i'), U = {j}: q_ij - q_i'j <= 0", y - x),
                        ("DP (i', i), U = {j}: q_i'j - q_ij <= 0", x - y),
                        ("g <= r_j summed: M g <= sum_j r_j = 1", 1 - M * g), ("g <= r_j", r - g),
                        ("the other entries >= g, summed: W >= (M - 1) g", W - (M - 1) * g)):
        proof.hypothesis(name, value)
    level = proof.equality("g = 1/M", M * g - 1)
    row = proof.equality("r + W = 1 (the row sums to 1)", r + W - 1)
    proof.stated_goal("(i) x - y >= 0", lambda: x - y, [(1, ["DP (i', i), U = {j}: q_i'j - q_ij <= 0"])])
    proof.stated_goal("(i) x - y <= 0", lambda: x - y, [(1, ["DP (i, i'), U = {j}: q_ij - q_i'j <= 0"])], "<=")
    proof.stated_goal("(ii) min diagonal g <= 1/M", lambda: 1 / M - g,
                [(1, ["g <= r_j summed: M g <= sum_j r_j = 1"])])
    proof.stated_goal("(iii) g = 1/M: r_j >= 1/M", lambda: r - 1 / M, [(M, ["g <= r_j"]), (1, [level[0]])])
    proof.stated_goal("(iii) g = 1/M: r_j <= 1/M", lambda: r - 1 / M,
                [(M, [row[1]]), (M, ["the other entries >= g, summed: W >= (M - 1) g"]), (M - 1, [level[0]])], "<=")
    return proof
