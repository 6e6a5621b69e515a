"""Paper 002 — Dobrushin coefficients under (eps, c)-pointwise maximal leakage.

Claims registered in paper order; the routes arrive with the PML issue.
"""
from workbench.claims import pending

for _id, _locus, _statement in (
    ("pml.formula", "(10)", "l(X->y) = log max_x K(y|x) / (K o P_X)(y)."),
    ("pml.ldp-sup", "Prop. 1, (11)", "LDP(K) = sup_{P_X} sup_y l(X->y)."),
    ("pml.identity-bound", "Sec. 3", "Every kernel satisfies (-log c, c)-PML."),
    ("pml.zeros", "Lemma 1", "If eps < -log((N-l)c) then at most l-1 zeros per column."),
    ("pml.linear", "Lemma 4, (69)-(74)", "(eps,c)-PML iff K(y|x) <= e^eps (c sum_x' K(y|x') + (1-Nc) K(y|x''))."),
    ("pml.restriction", "Lemma 2", "Restricting inputs to Q_X(c) does not change eta_TV(K)."),
    ("pml.binary-suffices", "Lemma 3", "Binary outputs suffice for eta_TV under (eps,c)-PML."),
    ("pml.eta-bound", "Thm. 1 and 3, (20)/(24)", "eta_TV(eps,c) <= min{(e^eps-1)/(e^eps(1-Nc)+1), 1}."),
    ("pml.saturation", "Thm. 2", "The kernel with first column [1/2,...,1/2,1,0] is log(2/(Nc))-PML, so eta = 1 beyond."),
    ("pml.limits", "Remark 1", "c -> 0 gives (e^eps-1)/(e^eps+1); c = 1/N gives e^eps - 1."),
    ("pml.achievability", "Remark 2, (30)-(31)", "The kernel with column [M x q, m x (N-q)] attains the bound."),
    ("pml.binary-example", "Example 1, (32)", "c -> 0 gives Warner's randomized response."),
    ("pml.gamma", "Prop. 2", "Gamma_max <= (1-Nc)e^eps + 1, Gamma_min >= ((1-Nc)e^eps + 1)^-1."),
    ("pml.kl-bound", "Cor. 1, (37)-(38)", "KL contraction bound via Binette (33)."),
    ("pml.hellinger-bound", "Cor. 2, (39)", "Squared Hellinger contraction bound via Binette (34)."),
    ("pml.examples", "Example 2", "K1 in M(log 10/3, 0.05) and log 15-LDP; K2 in M(log 10/3, 0.1), no finite LDP."),
    ("pml.minimax", "Example 3, (42)-(46)", "Xi = 1 when eps >= log(1/(2c)) (N = 4)."),
    ("pml.prior-bounds", "(12)-(14)", "The Duchi, Kairouz and Asoodeh-Zhang bounds hold on eps-LDP kernels."),
    ("pml.figure", "Fig. 1", "The bounds of Cor. 1-2 against random distributions in Q_X(c) for K1, K2."),
):
    pending(_id, _locus, _statement, "not implemented (PML paper: a later issue)")
