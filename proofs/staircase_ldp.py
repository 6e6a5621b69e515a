"""Paper 004 — Extremal (staircase) mechanisms for local differential privacy.

Claims registered in paper order; the routes arrive with the staircase issue.
"""
from workbench.claims import pending

for _id, _locus, _statement in (
    ("staircase.definition", "(9)", "Staircase log-likelihood ratios lie in {0, e^eps}; every staircase mechanism is eps-LDP."),
    ("staircase.patterns", "Sec. 3", "S^(k) has exactly 2^k columns with entries in {1, e^eps}; every staircase mechanism is S^(k) Theta."),
    ("staircase.lp", "Thm. 2 and 4, LP (11)", "For sublinear mu the pattern LP equals the optimum over all eps-LDP mechanisms; |Y| <= |X| suffices."),
    ("staircase.sublinear", "Sec. 3", "mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T Q_y) is convex and homogeneous."),
    ("staircase.binary-tv", "Thm. 6", "The binary mechanism is optimal for total variation at every eps."),
    ("staircase.binary-high-privacy", "Thm. 5", "The binary mechanism is optimal for every f-divergence when eps <= eps*."),
    ("staircase.binary-kl-factor", "Sec. 4", "For KL, OPT <= 2(e^eps+1)^2 BIN."),
    ("staircase.rr", "Sec. 4", "Randomized response keeps the input w.p. e^eps/(|X|-1+e^eps); KL-optimal for eps >= eps*."),
    ("staircase.geometric", "Sec. 4", "The truncated geometric mechanism as printed."),
    ("staircase.figures", "Figs. 3-5", "RR down to ~10% of optimal, binary to ~25%; the better of the two >= 70% (k=6), >= 55% (k=12)."),
    ("staircase.kl-converse", "(22)", "KL under eps-LDP <= const (e^eps-1)^2 ||P0-P1||_TV^2 with a constant below 4."),
    ("staircase.mi-small-eps", "Sec. 5", "I(X;Y) <= eps^2/2 max_A P(A)P(A^c) + O(eps^3), attained explicitly."),
    ("staircase.rr-kl-expansion", "Sec. 5", "RR gives D(P0||P1) - G e^-eps + O(e^-2eps)."),
):
    pending(_id, _locus, _statement, "not implemented (staircase paper: a later issue)")
