"""Staircase (004), Sec. 3 (staircase.sublinear): the utility mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T Q_y), the
perspective of a convex f, is convex and positively homogeneous (sublinear) in Q_y, for every convex f, k, P0, P1.
workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof, through workbench.proof.built_route;
sums over inputs or outputs are named variables (docs/evidence-strength.md, "What stays prose"). eps-LDP is used as
defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def sublinear_proof() -> Proof:
    """staircase.sublinear: mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T Q_y), the perspective of a convex f, is convex and
    positively homogeneous in Q_y, for every convex f, k, P0, P1."""
    (lam, gam, z1, w1, z2, w2, z, w, s1, s2, s, al, F1p, F1m, F2p, F2m, Fp, Fm) = variables = sp.symbols(
        "lambda gamma z1 w1 z2 w2 z w s1 s2 s alpha F1p F1m F2p F2m Fp Fm")
    F1, F2, F = F1p - F1m, F2p - F2m, Fp - Fm
    proof = Proof("staircase.sublinear", list(variables),
                  "for every k, positive priors P0, P1, convex f and columns Q_y, Q'_y >= 0 not zero: with z = P0^T Q_y "
                  ">= 0 and w = P1^T Q_y > 0 (linear in Q_y; a zero column has mu = 0), mu = w f(z/w). (convex) for "
                  "lambda in [0, 1] and two columns with (z1, w1), (z2, w2), the column lambda Q_y + (1 - lambda) Q'_y "
                  "has z = lambda z1 + (1 - lambda) z2, w = lambda w1 + (1 - lambda) w2 > 0; s1 = z1/w1, s2 = z2/w2, s = "
                  "z/w, alpha = lambda w1/w in [0, 1] (goal 'alpha <= 1'); goals 's = ...': s = alpha s1 + (1 - alpha) s2, so the convexity "
                  "of f at that point gives F <= alpha F1 + (1 - alpha) F2 with F1 = f(s1), F2 = f(s2), F = f(s) "
                  "(hypothesis 'f convex'; f's values have any sign: each is written Fp - Fm, Fp, Fm >= 0); goal "
                  "'convex': w F <= lambda w1 F1 + (1 - lambda) w2 F2, i.e. mu(lambda Q_y + (1 - lambda) Q'_y) <= lambda "
                  "mu(Q_y) + (1 - lambda) mu(Q'_y); (homogeneous) for gamma > 0 the column gamma Q_y has (gamma z, "
                  "gamma w) and the same ratio s (goals 'same point', with z1, w1, s1 for gamma Q_y: z1 = gamma z, "
                  "w1 = gamma w), so f takes the same value F1 = F and mu(gamma Q_y) = gamma w F = gamma mu(Q_y) (goals "
                  "'homogeneous')",
                  "Each goal is its named equalities (pairs of hypotheses) times multipliers that are monomials in the "
                  "nonnegative variables (s1, s2, F's parts, lambda, 1 - lambda as a fact), plus w times 'f convex' "
                  "for 'convex'; denominators w and w1 are shown positive by w > 0 and w1 > 0.")
    proof.hypothesis("w > 0", w, strict=True).hypothesis("w1 > 0", w1, strict=True)
    proof.hypothesis("lambda <= 1", 1 - lam)
    equalities = {"z1 = s1 w1": (z1, s1 * w1), "z2 = s2 w2": (z2, s2 * w2), "z = s w": (z, s * w),
                  "z = lambda z1 + (1 - lambda) z2": (z, lam * z1 + (1 - lam) * z2),
                  "w = lambda w1 + (1 - lambda) w2": (w, lam * w1 + (1 - lam) * w2), "alpha w = lambda w1": (al * w, lam * w1),
                  "z1 = gamma z": (z1, gam * z), "w1 = gamma w": (w1, gam * w), "F1 = F (the same point)": (F1, F)}
    for name, (left, right) in equalities.items():
        proof.hypothesis(f"{name} (>=)", left - right).hypothesis(f"{name} (<=)", right - left)
    proof.hypothesis("f convex at s = alpha s1 + (1 - alpha) s2", al * F1 + (1 - al) * F2 - F)
    for relation, sign in ((">=", 1), ("<=", -1)):
        def fact(name, direction=1):
            return f"{name} ({'>=' if direction * sign > 0 else '<='})"
        # w (s - alpha s1 - (1 - alpha) s2) = (s w - z) + (z - lambda z1 - (1 - lambda) z2) + lambda (z1 - s1 w1)
        #   + (1 - lambda)(z2 - s2 w2) + s1 (lambda w1 - alpha w) + s2 ((1 - lambda) w2 - (1 - alpha) w),
        # and (1 - lambda) w2 - (1 - alpha) w = (alpha w - lambda w1) + (lambda w1 + (1 - lambda) w2 - w)
        terms = [(1, [fact("z = s w", -1)]), (1, [fact("z = lambda z1 + (1 - lambda) z2")]),
                 (lam, [fact("z1 = s1 w1")]), (1, ["lambda <= 1", fact("z2 = s2 w2")]),
                 (s1, [fact("alpha w = lambda w1", -1)]), (s2, [fact("alpha w = lambda w1")]),
                 (s2, [fact("w = lambda w1 + (1 - lambda) w2", -1)])]
        proof.goal(f"s = alpha s1 + (1 - alpha) s2 ({relation} 0)", s - al * s1 - (1 - al) * s2, relation,
                   hypotheses=["w > 0", "lambda <= 1"] + sorted({f for _, facts in terms for f in facts} - {"lambda <= 1"}),
                   terms=terms, positive="w > 0", common=w)
        # w1 (s1 - s) = (s1 w1 - z1) + (z1 - gamma z) + gamma (z - s w) + s (gamma w - w1)
        same = [(1, [fact("z1 = s1 w1", -1)]), (1, [fact("z1 = gamma z")]), (gam, [fact("z = s w")]),
                (s, [fact("w1 = gamma w", -1)])]
        proof.goal(f"same point: s1 = s for gamma Q_y ({relation} 0)", s1 - s, relation,
                   hypotheses=["w1 > 0"] + sorted({f for _, facts in same for f in facts}), terms=same,
                   positive="w1 > 0", common=w1)
        # w1 F1 - gamma w F = F1 (w1 - gamma w) + gamma w (F1 - F), F1 = F1p - F1m
        homogeneous = [(F1p, [fact("w1 = gamma w")]), (F1m, [fact("w1 = gamma w", -1)]),
                       (gam * w, [fact("F1 = F (the same point)")])]
        proof.goal(f"homogeneous: mu(gamma Q_y) - gamma mu(Q_y) {relation} 0", w1 * F1 - gam * w * F, relation,
                   hypotheses=sorted({f for _, facts in homogeneous for f in facts}), terms=homogeneous)
    alpha_at_most_1 = [(1, ["w = lambda w1 + (1 - lambda) w2 (>=)"]), (1, ["alpha w = lambda w1 (<=)"]),
                       (w2, ["lambda <= 1"])]          # w (1 - alpha) = (w - lambda w1 - (1 - lambda) w2) + ...
    proof.goal("alpha <= 1 (a convex combination)", 1 - al, hypotheses=["w > 0"] + sorted(
        {f for _, facts in alpha_at_most_1 for f in facts}), terms=alpha_at_most_1, positive="w > 0", common=w)
    # lambda w1 F1 + (1 - lambda) w2 F2 - w F = w (convexity) + F1 (lambda w1 - alpha w) + F2 ((1 - lambda) w2 - (1 -
    # alpha) w), the last bracket (alpha w - lambda w1) + (lambda w1 + (1 - lambda) w2 - w)
    convex = [(w, ["f convex at s = alpha s1 + (1 - alpha) s2"]),
              (F1p, ["alpha w = lambda w1 (<=)"]), (F1m, ["alpha w = lambda w1 (>=)"]),
              (F2p, ["alpha w = lambda w1 (>=)"]), (F2m, ["alpha w = lambda w1 (<=)"]),
              (F2p, ["w = lambda w1 + (1 - lambda) w2 (<=)"]), (F2m, ["w = lambda w1 + (1 - lambda) w2 (>=)"])]
    proof.goal("convex: lambda mu(Q_y) + (1 - lambda) mu(Q'_y) - mu(lambda Q_y + (1 - lambda) Q'_y) >= 0",
               lam * w1 * F1 + (1 - lam) * w2 * F2 - w * F,
               hypotheses=sorted({f for _, facts in convex for f in facts}), terms=convex)
    return proof
