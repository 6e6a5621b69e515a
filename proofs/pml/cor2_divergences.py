"""PML (002), Cor. 2, (39) (pml.hellinger-bound) and Binette's chi^2 factor (33)-(34) (pml.binette), for every N, c and
eps: each f-divergence contracts by its registered factor, from Binette's bracket per output.

workbench-polynomial-proof/4 artefacts replayed by workbench.kernel.polyproof; routes through
workbench.proof.built_route. Bookkeeping that stays in each artefact's statement (docs/evidence-strength.md, "What stays
prose"): variables that name sums over inputs or outputs (Q(A|x), P(B), (K P)(y)), and hypotheses that are a condition
summed over such an index set. eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.fastcancel import cancel
from workbench.proof import Proof, registered


HELLINGER_FACTOR = "Cor. 2: Binette's factor for H^2"

CHI2_FACTOR = "(33)-(34): Binette's factor for chi^2"

def hellinger_bound_proof() -> Proof:
    """pml.hellinger-bound (Cor. 2, (39)): H^2(K P || K Q) <= Xi (2 - 4/(sqrt G + 1)) delta, G = (1 - Nc)E + 1, for
    every N, c, eps, (eps, c)-PML kernel and P, Q in Q_X(c) with TV(P, Q) <= delta."""
    E, d, c, R, r, H, T, t, delta, X = variables = sp.symbols("E d c R r H T t delta X")
    G = d * E + 1
    proof = Proof("pml.hellinger-bound", list(variables),
                  "for every N, c in (0, 1/N] (d = 1 - Nc in [0, 1)), E = e^eps >= 1, every (eps, c)-PML kernel K and "
                  "P, Q in Q_X(c) with TV(P, Q) = t <= delta: H^2(K P || K Q) = H <= X (2 - 4/(R + 1)) delta, X = Xi(eps, "
                  "c), R = sqrt(G), G = (1 - Nc) E + 1 (R >= 1 pinned by R^2 >= G and R^2 <= G, as pram.redundancy pins "
                  "its square root). Encoding: for each output y with q = (K Q)(y) > 0 (else (K P)(y) = 0 too, both "
                  "priors having full support, and y adds nothing), p = (K P)(y), rho = p/q, r = sqrt(rho) >= 0, so "
                  "H^2's term is q (1 - r)^2 and |p - q| = q |r^2 - 1|. By Prop. 2 (pml.gamma, proved for every "
                  "parameter with E <= 1/c: each column's ratio (K P)(y)/(K Q)(y) over priors in Q_X(c) is at most "
                  "Gamma_max <= G, and at least 1/G; for E > 1/c every kernel is in M(-log c, c) (pml.identity-bound), "
                  "whose G is at most this one, goal 'E >= 1/c'), 1/G <= rho <= G. Goals 'p >= q' and 'p < q': q (1 - "
                  "r)^2 <= (R - 1)/(R + 1) |p - q| (Binette's chord bounds for f = (1 - sqrt t)^2, from (1, 0) to (G, "
                  "f(G)) and from (1/G, f(1/G)) to (1, 0)); summed over y, with sum_y |p - q| = 2 T, T = TV(K P, K Q): "
                  "(R + 1) H <= 2 (R - 1) T (hypothesis 'summed'); pml.eta-bound (proved for every parameter): T <= "
                  "Xi t (hypothesis 'eta-bound'); goal 'H^2 <= ...' is (39)",
                  "p >= q: (R + r)((R - 1)(r^2 - 1) - (R + 1)(1 - r)^2) = 2 (r - 1)(R^2 - r^2) = 2 (r - 1)((R^2 - G) + "
                  "(G - r^2)); p < q: (R r + 1)((R - 1)(1 - r^2) - (R + 1)(1 - r)^2) = 2 (1 - r)(R^2 r^2 - 1) = 2 (1 - "
                  "r)(r^2 (R^2 - G) + (G r^2 - 1)); (R + 1)(X (2 - 4/(R + 1)) delta - H) = (2 (R - 1) T - (R + 1) H) + "
                  "2 (R - 1)(X t - T) + 2 (R - 1) X (delta - t).", domain={E: 1, R: 1})
    proof.hypothesis("R^2 >= G", R ** 2 - G).hypothesis("R^2 <= G", G - R ** 2)
    proof.hypothesis("rho <= G: r^2 <= G", G - r ** 2).hypothesis("rho >= 1/G: G r^2 >= 1", G * r ** 2 - 1)
    proof.hypothesis("p >= q: r >= 1", r - 1).hypothesis("p < q: r <= 1", 1 - r)
    proof.hypothesis("summed: (R + 1) H <= 2 (R - 1) T", 2 * (R - 1) * T - (R + 1) * H)
    proof.hypothesis("eta-bound: T <= Xi t", X * t - T).hypothesis("t <= delta", delta - t)
    chord = (R - 1) / (R + 1)
    up = ["p >= q: r >= 1", "R^2 >= G", "rho <= G: r^2 <= G"]
    proof.goal("p >= q: q (1 - r)^2 <= (R - 1)/(R + 1) (p - q), per unit q", chord * (r ** 2 - 1) - (1 - r) ** 2,
               hypotheses=up, clear=(R + 1) * (R + r), terms=[(2, up[:2]), (2, [up[0], up[2]])])
    down = ["p < q: r <= 1", "R^2 >= G", "rho >= 1/G: G r^2 >= 1"]
    proof.goal("p < q: q (1 - r)^2 <= (R - 1)/(R + 1) (q - p), per unit q", chord * (1 - r ** 2) - (1 - r) ** 2,
               hypotheses=down, clear=(R + 1) * (R * r + 1), terms=[(2 * r ** 2, down[:2]), (2, [down[0], down[2]])])
    final = ["summed: (R + 1) H <= 2 (R - 1) T", "eta-bound: T <= Xi t", "t <= delta"]

    def factor():                     # the registered factor, with N c = 1 - d and sqrt(G) = R
        N = sp.Symbol("N")
        return registered("pml.hellinger-bound", HELLINGER_FACTOR, [E, N, c]).subs(N, (1 - d) / c).subs(sp.sqrt(G), R)

    def bound():
        return X * factor() * delta - H
    proof.goal("H^2 <= Xi (2 - 4/(sqrt G + 1)) delta", bound(), hypotheses=final,
               terms=[(1, final[:1]), (2 * (R - 1), final[1:2]), (2 * (R - 1) * X, final[2:])], template=bound)
    _is_binette_bracket(proof, factor, lambda t: (1 - sp.sqrt(t)) ** 2, R ** 2, {sp.sqrt(R ** 2): R, sp.sqrt(1 / R ** 2): 1 / R})
    return _large_eps_goal(proof, E, d, c)

def _is_binette_bracket(proof: Proof, factor, f, G, roots=None) -> None:
    """The goal factor() = f(1/G)/(1 - 1/G) + f(G)/(G - 1), Binette's bracket (34) at Gamma = G, an equality: this pins
    the registered factor from both sides (a larger, still true factor would replay the bound alone). `roots`
    rewrites the square roots f produces (sqrt(R^2) = R for R >= 1)."""
    def bracket():        # cancelled: its removable 0/0 at G = 1 is the factor's value there
        return cancel((f(1 / G) / (1 - 1 / G) + f(G) / (G - 1)).subs(roots or {}))
    proof.equal("the factor is Binette's bracket at (1/G, G)", factor(), bracket(), template=lambda: (factor(), bracket()))

def _large_eps_goal(proof: Proof, E, d, c) -> Proof:
    """For E > 1/c every kernel is in M(-log c, c) (pml.identity-bound), so Prop. 2's ratio bound G = d E + 1 at
    e^eps = 1/c covers it: the goal d/c + 1 <= d E + 1 under E >= 1/c (hypotheses 'c > 0', 'E >= 1/c')."""
    proof.hypothesis("c > 0", c, strict=True).hypothesis("E >= 1/c", c * E - 1)
    return proof.goal("E >= 1/c: G at e^eps = 1/c is <= G", d * E + 1 - (d / c + 1), hypotheses=["c > 0", "E >= 1/c"],
                      terms=[(d, ["E >= 1/c"])], positive="c > 0")

def binette_proof() -> Proof:
    """pml.binette ((33)-(34)) for f = (t - 1)^2 and f = |t - 1|/2: D_f(K P || K Q) <= Xi [f(1/G)/(1 - 1/G) + f(G)/(G -
    1)] TV(P, Q) for every N, c, eps, (eps, c)-PML kernel and P, Q in Q_X(c)."""
    E, d, c, rho, C, T, t, X = variables = sp.symbols("E d c rho C T t X")
    G = d * E + 1
    proof = Proof("pml.binette", list(variables),
                  "for every N, c in (0, 1/N] (d = 1 - Nc), E = e^eps >= 1, every (eps, c)-PML kernel K and P, Q in "
                  "Q_X(c), with G = (1 - Nc) E + 1, t = TV(P, Q), T = TV(K P, K Q) and X = eta_TV(eps, c) (T <= X t by its "
                  "definition (18)) or X = Xi(eps, c) >= eta_TV(eps, c) (pml.eta-bound, proved): (chi^2, f = (t - "
                  "1)^2, Binette's factor (G^2 - 1)/G) C = chi^2(K P || K Q) <= X (G^2 - 1)/G t; (TV, f = |t - 1|/2, "
                  "factor 1) T <= X t. Encoding: for each output y with q = (K Q)(y) > 0 (else (K P)(y) = 0 too), rho = "
                  "(K P)(y)/q in [1/G, G] by Prop. 2 (pml.gamma, proved; for E > 1/c goal 'E >= 1/c', as in "
                  "pml.hellinger-bound's artefact); chi^2's term is q (rho - 1)^2; goals 'rho >= 1' and 'rho < 1': q "
                  "(rho - 1)^2 <= (G - 1) (p - q) and <= (G - 1)/G (q - p) (the chords of f from (1, 0) to (G, f(G)) and "
                  "from (1/G, f(1/G)) to (1, 0)); summed over y, each side's sum of |p - q| being T: G C <= (G^2 - 1) T "
                  "(hypothesis 'summed'); T <= X t (hypothesis 'eta-bound')",
                  "(G - 1)(rho - 1) - (rho - 1)^2 = (rho - 1)(G - rho); G ((G - 1)/G (1 - rho) - (1 - rho)^2) = (1 - rho)"
                  "(G rho - 1); G (X (G^2 - 1)/G t - C) = ((G^2 - 1) T - G C) + (G^2 - 1)(X t - T).",
                  domain={E: 1})
    proof.hypothesis("rho >= 1", rho - 1).hypothesis("rho <= G", G - rho)
    proof.hypothesis("rho < 1", 1 - rho).hypothesis("rho >= 1/G", G * rho - 1)
    proof.hypothesis("summed: G C <= (G^2 - 1) T", (G ** 2 - 1) * T - G * C).hypothesis("eta-bound: T <= Xi t", X * t - T)
    proof.goal("rho >= 1: (rho - 1)^2 <= (G - 1)(rho - 1), per unit q", (G - 1) * (rho - 1) - (rho - 1) ** 2,
               hypotheses=["rho >= 1", "rho <= G"], terms=[(1, ["rho >= 1", "rho <= G"])])
    proof.goal("rho < 1: (1 - rho)^2 <= (G - 1)/G (1 - rho), per unit q", (G - 1) / G * (1 - rho) - (1 - rho) ** 2,
               hypotheses=["rho < 1", "rho >= 1/G"], terms=[(1, ["rho < 1", "rho >= 1/G"])])
    final = ["summed: G C <= (G^2 - 1) T", "eta-bound: T <= Xi t"]

    def factor():                     # the registered factor, with N c = 1 - d
        N = sp.Symbol("N")
        return registered("pml.binette", CHI2_FACTOR, [E, N, c]).subs(N, (1 - d) / c)

    def bound():
        return X * factor() * t - C
    proof.goal("chi^2(K P || K Q) <= Xi (G^2 - 1)/G TV(P, Q)", bound(), hypotheses=final,
               terms=[(1, final[:1]), (sp.expand(G ** 2 - 1), final[1:])], template=bound)
    _is_binette_bracket(proof, factor, lambda t: (t - 1) ** 2, G)
    proof.goal("TV(K P, K Q) <= Xi 1 TV(P, Q)", X * t - T, hypotheses=final[1:], terms=[(1, final[1:])])
    return _large_eps_goal(proof, E, d, c)
