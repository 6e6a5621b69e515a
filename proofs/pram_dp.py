"""Paper 000 — PRAM under alpha-DP: randomizing matrices that maximise mutual information.

Claims registered in paper order; the routes arrive with the PRAM issue.
"""
from workbench.claims import pending

for _id, _locus, _statement in (
    ("pram.marginal", "(9)", "m_j = p_j q_j + sum_{k != j} p_k (1-q_k)/(S-1), computable in O(S)."),
    ("pram.dp-ratios", "(10)", "alpha-DP of M(q) iff for all k != k' the three ratios are <= e^alpha."),
    ("pram.linear-constraints", "Fact 1, (11)-(17)", "(10) iff the six pairwise linear inequalities (12)-(17), 3S(S-1) rows."),
    ("pram.mi-formula", "Sec. 3", "The O(S) formula f(q) equals I(X;Z) computed from the definition."),
    ("pram.mi-convex", "Sec. 3", "f is convex in q; f = 0 at q = (1/S, ..., 1/S)."),
    ("pram.vertex-optimal", "Prop. 3.1 (reconstructed)", "The maximum of f over T_alpha is attained at a vertex."),
    ("pram.quadrilateral", "Appendix", "(12)-(15) bound a quadrilateral with vertices u_alpha, u_-alpha, v_alpha, v_-alpha."),
    ("pram.redundancy", "Appendix", "For S >= 4 and alpha <= log(S+sqrt(S(S-4))-2) - log 2, (16),(17) are redundant; for alpha in [0,2] when S >= 10."),
    ("pram.range", "Appendix, (18)-(19)", "Every feasible q_k lies in [v_min, v_max]."),
    ("pram.vertices", "Prop. 3.2", "The vertices of T_alpha are exactly the five families V."),
    ("pram.binary", "Sec. 3, S = 2", "The optimal q is an endpoint of J_alpha."),
    ("pram.tables", "Tables 1-4", "Optimal q for scenarios I-IV and alpha in {0.5, 1, 1.5, 2}."),
    ("pram.figures", "Figs. 1-6", "Estimates improve as alpha grows; Fig. 6 is largest at the endpoints."),
):
    pending(_id, _locus, _statement, "not implemented (PRAM paper: a later issue)")
