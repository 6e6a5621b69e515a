"""Coverage of paper 001 (consistent release of counting queries), in paper order. Most displayed equations,
the definition of DP, the statements of Thm. 2 (1)-(2) and Prop. 1 were lost in conversion; the numbered
equations that survive only as references ((6), (10), (11), (13), (17), (25), (29), (36)) are listed where the
text cites them. Loci "Sec. N, par. k" count the section's paragraphs in the text file."""
from workbench.reports.coverage import Decided, NotAClaim

D, N = Decided, NotAClaim

ITEMS = [
    N("Sec. I, par. 1", "sentence", "Differential privacy (DP) has emerged as a principled framework for this purpose, "
      "offering protection against inference attacks while enabling meaningful data analysis",
      "motivation, cites [1-3]; asserts nothing about this paper's objects"),
    N("Sec. I, par. 2", "sentence", "numerous de-anonymization and reconstruction attacks have demonstrated that they "
      "can nevertheless leak sensitive information [10].", "cited empirical finding of other work"),
    N("Sec. I, par. 3", "sentence", "the released value should also be consistent [11], meaning that it lies within "
      "the feasible range of counts.", "definition of consistency"),
    N("Sec. I, par. 4", "sentence", "The authors in [13] show that ... the geometric mechanism ... is universally "
      "optimal ... [16] ... the optimal query-output independent perturbation mechanism is the staircase mechanism "
      "... [17] introduce truncated Laplacian mechanisms and prove their superiority over Gaussian noise",
      "survey of results of other work ([12]-[17]); this paper neither states nor uses them"),
    N("Sec. I, par. 5", "sentence", "under approximate differential privacy, which is a generalization of pure "
      "differential privacy ... Utility is measured by the worst-case probability of error over all input values.",
      "problem description (delta = 0 is pure DP by definition)"),
    D("Sec. I, par. 6", "sentence", "We provide a complete characterization of the minimum achievable error "
      "probability in closed form. We also derive a canonical optimal mechanism explicitly, which admits a simple "
      "interpretation as a mixture of the identity channel and a cyclic exponential kernel.", ("counting.optimum",)),
    D("Sec. I, par. 6", "sentence", "we further characterize the entire class of optimal mechanisms ... we determine "
      "when the optimal mechanism is unique, when optimal mechanisms are full rank, and which structural properties "
      "are shared by all optimal solutions.",
      ("counting.uniqueness", "counting.full-rank", "counting.shared-structure")),
    D("Sec. I, par. 7", "sentence", "We observe that the existence of a predetermined portion of the end-to-end "
      "communication chain, does not necessarily lead to a degradation in utility",
      ("counting.channel-3", "counting.channel-doubly-stochastic")),
    D("Sec. I, par. 7", "sentence", "we provide sufficient and necessary conditions under which the same performance "
      "as the ideal case ... can still be achieved, particularly in the high-privacy regime. Afterwards, using "
      "convex mixing and spectral perturbation, we derive computable upper and lower bounds",
      ("counting.channel-3", "counting.channel-4", "counting.channel-5", "counting.channel-6",
       "counting.channel-bounds")),
    N("Sec. I, Notation", "definition", "[m:n], x-bar = 1 - x, gamma(A) = min_i a_ii, ||A||_max, ||A||_inf, "
      "||A||_1 = ||A^T||_inf, I, J, cone_+, int, indicator, (x)^+, tight constraints",
      "notation (the 1-norm is defined as ||A^T||_inf, i.e. the largest column sum)"),
    D("Sec. I, Notation", "sentence", "It is also evident that gamma(.) is superadditive, i.e., gamma(A+B) >= "
      "gamma(A)+gamma(B).", ("counting.gamma-superadditive",)),
    N("Sec. II-B", "sentence", "since two neighbouring datasets will have counts that differ by at most one, the "
      "adjacency constraint in the definition of differential privacy maps to the adjacency of integer numbers.",
      "modelling choice that defines the adjacency |i - i'| = 1 used by every counting claim (a count changes by "
      "at most one when one record changes)"),
    N("Sec. III, par. 1", "sentence", "using {0,...,M-1} or any other set of M consecutive integers is entirely "
      "equivalent, as it amounts only to a relabeling of the query outputs and does not affect the analysis.",
      "labelling convention: the problem only involves |i - i'| and the diagonal, which a shift leaves unchanged"),
    N("Sec. III, par. 2-5", "definition", "consistent releases ... a generic M by M probability transition matrix "
      "P=[p_ij] ... S_{eps,delta} denote the set of all mappings P that are (eps,delta)-differentially private",
      "definitions (the displays (1)-(5) were lost in conversion)"),
    D("Sec. III, par. 6", "sentence", "With this choice of P*, it is ensured that p_e(w,P*) <= p_e* for any w, i.e., the "
      "probability of error remains consistently below p_e* regardless of the input distribution.",
      ("counting.prior-free",)),
    D("(6)", "equation", "(the LP, display lost) ... which is an optimization of a linear function with linear "
      "constraints, and hence, a linear program (LP).", ("counting.lp-reformulation", "counting.optimum")),
    D("Lemma 1", "lemma", "The matrix [q^{d_M(i,j)}]_{i,j in [1:M]} with q in (0,1) is positive definite.",
      ("counting.kernel-pd",)),
    N("Lemma 1, proof", "sentence", "The proof is provided in Appendix A.", "pointer to an appendix that was lost"),
    D("Thm. 1", "theorem", "The following theorem provides a closed form solution to the LP in (6). (statement lost; "
      "reconstructed from its proof and uses) P* of (11) is optimal with the error p_e* of (10)", ("counting.optimum",)),
    D("(10)", "equation", "(display lost; reconstructed from its uses) p_e* = (1-delta)(1-alpha_M(eps)), the optimal "
      "value of the LP (6)", ("counting.optimum",)),
    D("(11)", "equation", "(display lost; reconstructed from its uses) P* = delta I + (1-delta) alpha_M(eps) "
      "[e^{-eps d_M(i,j)}]", ("counting.optimum",)),
    D("Thm. 1, statement 1", "theorem", "P* is positive definite unless (eps,delta)=(0,0), in which case it is positive "
      "semidefinite.", ("counting.pd",)),
    D("Thm. 1, statement 2", "theorem", "Only when M=2 or (eps,delta)=(0,0), the optimal solution is unique ... "
      "Otherwise, the set of optimal solutions is infinite", ("counting.uniqueness",)),
    D("Thm. 1, statement 3", "theorem", "When delta=0, for P in P_opt, we have (display lost): the same diagonal, "
      "middle row(s) and entries between them", ("counting.shared-structure",)),
    D("Thm. 1, statement 4", "theorem", "All members of P_opt are full-rank when delta+(1-delta)alpha_M(eps) > 1/2, or "
      "when M=3, eps>0 or when M=4, eps>0, delta=0.", ("counting.full-rank",)),
    D("Sec. IV, proof of Thm. 1, par. 1", "sentence", "The first line of constraints in the LP in (6) comprises "
      "2(M-1)2^M inequalities ... first equivalently reduced to 2(M-1) nonlinear constraints, and subsequently "
      "reformulated as 2(M-1)(2M+1) linear constraints through the introduction of auxiliary variables.",
      ("counting.lp-reformulation",)),
    D("Sec. IV, proof of Thm. 1, par. 1", "sentence", "The optimal solution can then be derived via strong duality "
      "and the Karush-Kuhn-Tucker (KKT) conditions.", ("counting.optimum",)),
    N("Sec. IV, proof of Thm. 1, par. 2", "sentence", "Alternatively, an indirect proof by contradiction may be "
      "employed, which provides a more intuitive geometric interpretation", "choice of proof method"),
    D("Sec. IV, proof, feasibility", "sentence", "P* is feasible. Every entry of P* is non-negative, each row sums to "
      "one, where the latter can be readily verified from sum_j e^{-eps d_M(i,j)} = 1/alpha_M(eps), for all i.",
      ("counting.optimum",)),
    D("Sec. IV, proof, feasibility", "reason", "each row sums to one, where the latter can be readily verified "
      "from sum_j e^{-eps d_M(i,j)} = 1/alpha_M(eps), for all i [checked: reason route]", ("counting.optimum",)),
    D("Sec. IV, proof, optimality", "sentence", "no other member of S_{eps,delta} can outperform P*, i.e., result in a "
      "probability of error lower than p_e* in (10) ... any feasible perturbation that increases all diagonal "
      "entries necessarily induces a cascade ... force the sum of the middle row(s) to exceed one",
      ("counting.optimum",)),
    D("Sec. IV, proof, M = 5, par. 1", "reason", "In particular, since the objective in (6) is to maximize the "
      "minimum diagonal entry, all diagonal entries of P' must be strictly larger than a [checked: reason route]",
      ("counting.optimum",)),
    D("Sec. IV, proof, M = 5, par. 2", "reason", "Since S_{eps,delta} is convex, it contains every point on the "
      "line segment connecting P* and P' [checked: reason route]", ("counting.optimum",)),
    D("Sec. IV, proof, M = 5, par. 2 (active constraints)", "reason", "Indeed, increasing a while keeping the "
      "corresponding b unchanged would violate the privacy constraint. For this reason, the entries that must "
      "increase ... are highlighted in red in (17) [checked: reason route]", ("counting.active-constraints",)),
    N("Sec. IV, proof, M = 5", "sentence", "To convey the main idea, we first consider the illustrative case M=5; the "
      "argument for arbitrary M is just a simple generalization and is provided in Appendix B.",
      "organisation of the proof (Appendix B lost)"),
    D("(17)", "equation", "(display lost) P* for M = 5 written with a on the diagonal and b next to it; the entries "
      "that satisfy the active constraint a = e^eps b + delta ... all 13 highlighted entries",
      ("counting.active-constraints",)),
    D("Sec. IV, proof, M = 5, par. 3", "sentence", "Focusing on the third row in (17), observe that the second, third, "
      "and fourth entries must increase. We show that the sum of the entries in this row necessarily exceeds one.",
      ("counting.optimum", "counting.active-constraints")),
    D("Sec. IV, proof, M = 5, par. 4", "sentence", "Hence, no matrix P' in S_{eps,delta} can have all diagonal entries "
      "strictly larger than those of P* while remaining a valid probability transition matrix. It follows that P* "
      "is optimal.", ("counting.optimum",)),
    N("Sec. IV, proof, M = 5, par. 5", "sentence", "The extension of this reasoning to arbitrary M does not yield any "
      "novel insights and is provided in Appendix B.", "pointer to a lost appendix"),
    D("Proof of statement 1", "sentence", "In Lemma 1, replace q with e^{-eps} (eps>0) and note that a convex "
      "combination of two positive definite matrices is positive definite. At (eps,delta)=(0,0), we have P*=J/M, "
      "which is positive semidefinite.", ("counting.pd", "counting.kernel-pd")),
    D("Proof of statement 1", "reason", "In Lemma 1, replace q with e^{-eps} (eps>0) and note that a convex "
      "combination of two positive definite matrices is positive definite [checked: reason route; the case eps = 0 "
      "< delta is not covered by this reason]", ("counting.pd",)),
    D("Proof of statement 2, par. 1", "sentence", "there exist infinitely many optimal solutions whenever M >= 3 and "
      "(eps,delta) != (0,0) ... every convex combination lambda P* + (1-lambda) P' ... is feasible and achieves the "
      "same objective value.", ("counting.uniqueness",)),
    D("Proof of statement 2, par. 1", "reason", "Consequently, every convex combination lambda P* + (1-lambda) P' "
      "... is feasible and achieves the same objective value [not checked: P' was lost in conversion; convexity of "
      "S_{eps,delta} is checked at Sec. IV, proof, M = 5, par. 2]", ("counting.uniqueness",)),
    D("Proof of statement 2, par. 2-3", "sentence", "If delta=0 ... the DP constraint in this case is equivalent to "
      "the requirement that p'_12 in [e^-eps p*_22, e^eps p*_22] ... for sufficiently small zeta>0, these "
      "conditions are satisfied. ... since delta>0, for sufficiently small zeta>0, all of the constraints ... remain "
      "satisfied.", ("counting.uniqueness",)),
    D("Proof of statement 2, par. 2", "reason", "If delta=0, from the condition (eps,delta) != (0,0), we must have "
      "eps>0 ... Since e^eps>1, for sufficiently small zeta>0, these conditions are satisfied [not checked: the "
      "perturbation P' (its zeta) was lost in conversion]", ("counting.uniqueness",)),
    D("Proof of statement 2, par. 3", "reason", "A straightforward calculation shows that since delta>0, for "
      "sufficiently small zeta>0, all of the constraints corresponding to these index sets remain satisfied [not "
      "checked: the index sets were lost in conversion]", ("counting.uniqueness",)),
    D("Proof of statement 2, par. 4", "sentence", "when M=2 or (eps,delta)=(0,0) ... any perturbation of P* necessarily "
      "degrades the utility ... P* is the unique optimal solution.", ("counting.uniqueness",)),
    D("Proof of statement 2, par. 4", "reason", "when M=2 or (eps,delta)=(0,0), we observe that, as in the proof "
      "of the optimality of P*, any perturbation of P* necessarily degrades the utility [not checked: the reason "
      "is an argument (the propagation), not a premise evaluable at points]", ("counting.uniqueness",)),
    D("Proof of statement 3, par. 1-3", "sentence", "when M >= 3 and delta=0, every optimal solution has the same "
      "diagonal entries, the same middle row(s), and the same entries between the middle row(s) and the diagonal "
      "... all the optimizers have the same row (M+1)/2 (for odd M), and rows M/2 and M/2+1 (for even M).",
      ("counting.shared-structure",)),
    D("Proof of statement 3, par. 4-5", "sentence", "all optimal solutions must also share the same diagonal entries "
      "as P* when eps>0 and delta=0 ... these entries in every P in P_opt also coincide with those of P*.",
      ("counting.shared-structure",)),
    D("Proof of statement 3, par. 4", "reason", "However, this implies p'_{(M+1)/2,k} > p*_{(M+1)/2,k} ... which, "
      "as shown earlier, contradicts the optimality of P' [not checked: 'as shown earlier' refers to the "
      "propagation argument, omitted for even M]", ("counting.shared-structure",)),
    D("Proof of statement 3, par. 5", "reason", "Since the eps-DP constraint is active for the entries between the "
      "middle row(s) and the diagonal entries in P*, the same propagation argument shows that these entries ... "
      "coincide [not checked: an argument, not a premise at points; the active constraints are "
      "counting.active-constraints]", ("counting.shared-structure",)),
    D("Proof of statement 3, par. 6 and (13)", "sentence", "Finally, when delta>0, the proof that all optimal "
      "solutions have the same diagonal entries is stronger ... we prove the stronger statement that no diagonal "
      "entry can exceed its counterpart in P*.", ("counting.shared-diagonal",)),
    D("Proof of statement 4", "sentence", "If delta+(1-delta)alpha_M(eps) > 1/2, all optimal solutions are strictly "
      "diagonally dominant ... (i) each diagonal entry in any optimal solution is delta+(1-delta)alpha_M(eps), and "
      "(ii) each row sums to one. ... by the Gershgorin circle theorem ... they are full rank.",
      ("counting.full-rank", "counting.shared-diagonal")),
    D("Proof of statement 4", "reason", "This can be readily verified by noting that (i) each diagonal entry in "
      "any optimal solution is delta+(1-delta)alpha_M(eps), and (ii) each row sums to one [checked: reason route]",
      ("counting.full-rank",)),
    D("Proof of statement 4 (Gershgorin)", "reason", "Therefore, all solutions are strictly diagonally dominant, "
      "and by the Gershgorin circle theorem [18], or by Levy-Desplanques theorem [19], they are full rank [checked "
      "at points: strictly dominant matrices have det != 0]", ("counting.full-rank",)),
    N("Proof of statement 4, M = 4", "sentence", "Calculation of the determinant in this case is not as "
      "straightforward as the case with M=3 even with the extra assumption that delta=0. Instead, we follow a "
      "different approach.", "remark on proof technique (the M = 4 case is decided by counting.full-rank)"),
    N("Sec. IV, after Thm. 1", "sentence", "The proof is straightforward and omitted for brevity.",
      "refers to a result whose statement was lost in conversion"),
    D("Sec. IV, last result", "proposition", "We conclude this section by presenting a property of the optimal set "
      "P_opt, which will be used in the next section. [statement lost; its use in the proof of Thm. 2(5): all "
      "optimal solutions share the middle row(s)]", ("counting.shared-structure",)),
    N("Sec. V, par. 1", "sentence", "the end-to-end transition can be represented by the product PT, where T denotes "
      "the stochastic matrix imposed by the application", "modelling"),
    D("Sec. V, par. 2", "sentence", "Evidently, when T is the identity matrix, p_e*(T) and P_T* reduce to p_e* and P*",
      ("counting.channel-reduction",)),
    D("Sec. V, par. 3", "sentence", "It is readily verified that p_e*(T) and P_T* can be obtained by solving the linear "
      "program in (6) with p_ij replaced by [PT]_ij.", ("counting.channel-5", "counting.channel-bounds")),
    N("Sec. V, par. 3-4", "sentence", "This procedure yields the exact optimum, although solving the LP may become "
      "computationally demanding for large values of M. However, solving the LP can often be avoided.",
      "remark on computational effort, no size or time stated"),
    D("Sec. V, par. 5", "sentence", "if there exists a stochastic matrix P such that PT coincides with P* in (11), then "
      "P is an optimal solution and we have p_e*(T)=p_e*.", ("counting.channel-reduction", "counting.channel-5")),
    D("Sec. V, par. 6", "sentence", "if T is invertible and P* T^-1 >= 0 entrywise, then P_T* = P* T^-1 is a valid "
      "stochastic matrix. Indeed, its rows sum to one ... Consequently, p_e*(T)=p_e*.",
      ("counting.channel-reduction", "counting.channel-5")),
    D("Sec. V, par. 6", "reason", "Indeed, its rows sum to one, since P* T^-1 1 = P* T^-1 (T 1) = 1 [checked: "
      "reason route]", ("counting.channel-reduction",)),
    D("Sec. V, par. 7", "sentence", "the presence of T in the model ... does not necessarily lead to a degradation in "
      "utility", ("counting.channel-3", "counting.channel-doubly-stochastic")),
    N("Thm. 2, statements 1-2", "theorem", "1. If ... 2. If either of the following conditions, i.e., ...",
      "statements lost in conversion: only 'If' survives, nothing is left to decide (statements 3-6 follow)"),
    D("Thm. 2, statement 3 and (29)", "theorem", "If 1^T in int(cone_+(t_1,...,t_M)), there exist eps_0, delta_0 > 0 "
      "such that (29)", ("counting.channel-3",)),
    D("Thm. 2, statement 4", "theorem", "If 1^T not in cone_+(t_1,...,t_M), no eps_0, delta_0 > 0 exist such that (29) "
      "holds.", ("counting.channel-4",)),
    D("Thm. 2, statement 5", "theorem", "If T is circulant, when delta=0, we have p_e*(T)=p_e* if and only if "
      "P* T^-1 >= 0 entrywise.", ("counting.channel-5",)),
    D("Thm. 2, statement 6", "theorem", "If T is singular, and (1-delta)alpha_M(eps)+delta > 1/2 or M=3, eps>0 or M=4, "
      "eps>0, delta=0, we have p_e*(T) > p_e*.", ("counting.channel-6",)),
    D("Proof of statement 3, par. 1", "sentence", "there exist lambda_i > 0 such that 1^T = sum_i lambda_i t_i or "
      "equivalently T^T lambda = 1. This implies that (T^T)^-1 1 = (T^-1)^T 1 > 0 entrywise. Equivalently, each "
      "column sum of T^-1 is positive.", ("counting.channel-3",)),
    D("Proof of statement 3, par. 1", "reason", "there exist lambda_i > 0 such that ... T^T lambda = 1. This "
      "implies that (T^T)^-1 1 = (T^-1)^T 1 > 0 entrywise [checked: reason route, candidate lambda (the solution, 1, "
      "1/M) at invertible stochastic T: where T^T lambda = 1 and lambda > 0 the column sums of T^-1 are > 0; no "
      "witness (read with T lambda = 1, the rows, lambda = 1 is one at T = [[1, 0], [1/2, 1/2]])]", ("counting.channel-3",)),
    D("Proof of statement 3, par. 2-3", "sentence", "in the high-privacy regime ... P* T^-1 is entrywise nonnegative "
      "... From Theorem 1, we have p*_ij -> 1/M when eps, delta -> 0. Hence, there exist eps_0, delta_0 > 0 such that "
      "|p*_ij - 1/M| < s/(M^2 ||T^-1||_max)", ("counting.channel-3", "counting.high-privacy-limit")),
    D("Proof of statement 3, par. 3", "reason", "From Theorem 1, we have p*_ij -> 1/M when eps, delta -> 0. Hence, "
      "there exist eps_0, delta_0 > 0 such that |p*_ij - 1/M| < s/(M^2 ||T^-1||_max) [checked: reason route, "
      "the limit through the neighbourhood counting.high-privacy-limit proves (delta <= eta/2 and M (1 - e^-eps) <= "
      "eta/4 put P* within eta of J/M) at eta = half the bound, at 10 channels with s > 0 and exact (e^eps, delta) in "
      "and outside the box it gives; no witness at the 90 points inside]", ("counting.channel-3",
                                                                          "counting.high-privacy-limit")),
    D("Proof of statement 4", "sentence", "T^-1 must have at least one column whose entries sum to a negative value. "
      "It suffices to show that p_e*(T) > p_e* when eps=delta=0. ... P_T* = (1/M) J T^-1 ... contains negative "
      "entries", ("counting.channel-4",)),
    D("Proof of statement 4, par. 1 (cone)", "reason", "a similar argument to that used at the beginning of the "
      "proof of the third statement shows that T^-1 must have at least one column whose entries sum to a negative "
      "value [not checked: for invertible T it is the premise solved for lambda; the argument assumes T "
      "invertible, which statement 4 does not state]", ("counting.channel-4",)),
    D("Proof of statement 4, par. 1", "reason", "However, since T^-1 has a column with negative sum, P_T* = (1/M) "
      "J T^-1 contains negative entries [checked: reason route]", ("counting.channel-4",)),
    N("(25)", "equation", "(display lost) R_M(eps, delta)", "display lost in conversion: R_M is not defined in the "
      "surviving text"),
    D("Proof of statement 4, end", "sentence", "This statement could also be proved by (25) in the high-privacy "
      "regime, i.e., when eps, delta -> 0, we have P* -> J/M and R_M(eps,delta) -> 0.",
      ("counting.high-privacy-limit", "counting.channel-4")),
    D("Proof of statement 4, end", "reason", "This statement could also be proved by (25) in the high-privacy "
      "regime [not checked: (25) was lost in conversion]", ("counting.channel-4",)),
    D("Proof of statement 5", "sentence", "One direction of the claim, namely the 'if' part, is immediate. ... suppose "
      "that p_e*(T)=p_e* for some eps. We show that P* T^-1 must be entrywise nonnegative.", ("counting.channel-5",)),
    D("Proof of statement 5, par. 1", "reason", "One direction of the claim, namely the 'if' part, is immediate "
      "[not checked: no reason stated beyond Sec. V, par. 6, checked there]", ("counting.channel-5",)),
    D("Proof of statement 5, par. 2", "sentence", "Since T is circulant, so is its inverse T^-1. Consequently, P* T^-1 "
      "is also circulant, as circulant matrices form a commutative algebra. Therefore, the negative entry ... appears "
      "at least once in every row", ("counting.circulant-algebra", "counting.channel-5")),
    D("Proof of statement 5, par. 2", "reason", "Since T is circulant, so is its inverse T^-1 [checked: reason "
      "route]", ("counting.circulant-algebra",)),
    D("Proof of statement 5, par. 2 (product)", "reason", "Consequently, P* T^-1 is also circulant, as circulant "
      "matrices form a commutative algebra [checked: reason route, with P* circulant (d_M cyclic)]",
      ("counting.circulant-algebra",)),
    D("Proof of statement 5, par. 2 (every row)", "reason", "Therefore, the negative entry [P* T^-1]_{p,q} appears "
      "at least once in every row [checked: reason route]", ("counting.circulant-algebra",)),
    D("Proof of statement 5, par. 3", "sentence", "Theorem 1 establishes that all optimal solutions share these middle "
      "row(s). ... Therefore, P* T^-1 must be entrywise nonnegative.",
      ("counting.shared-structure", "counting.channel-5")),
    D("Proof of statement 5, par. 3", "reason", "However, Theorem 1 establishes that all optimal solutions share "
      "these middle row(s). It follows that if P* T^-1 contains a negative entry, then so does P' T^-1 for every "
      "other optimizer P' [checked: reason route]", ("counting.channel-5",)),
    D("Proof of statement 6", "sentence", "when T is singular, PT cannot be full rank for any stochastic P, and hence, "
      "cannot coincide with any optimal solution of (6) under the conditions of the statement 4 of Theorem 1. "
      "Therefore, p_e*(T) > p_e*.", ("counting.channel-6", "counting.full-rank")),
    D("Proof of statement 6", "reason", "when T is singular, PT cannot be full rank for any stochastic P, and "
      "hence, cannot coincide with any optimal solution of (6) under the conditions of the statement 4 of Theorem "
      "1 [checked: reason route (det PT = 0)]", ("counting.channel-6",)),
    D("Corollary (Sec. V)", "corollary", "For an invertible doubly stochastic matrix T, the utility can always be "
      "preserved in the high-privacy regime ... since T^-1 1 = 1 > 0.", ("counting.channel-doubly-stochastic",)),
    D("Corollary (Sec. V)", "reason", "which follows from the first statement of the previous theorem, since T^-1 "
      "1 = 1 > 0 [checked: REFUTED by the reason route: the rows of T^-1 sum to 1 for every invertible stochastic "
      "T; T = [[1, 0], [1/2, 1/2]] gives column sums (0, 2) of T^-1, so 1^T is not in int cone_+(t_1, t_2); the "
      "step needs the column sums, which double stochasticity gives]", ("counting.channel-doubly-stochastic",)),
    D("Sec. V, bounds, par. 1", "sentence", "We now proceed to derive lower and upper bounds on p_e*(T).",
      ("counting.channel-bounds",)),
    D("Sec. V, bounds, par. 2 and (36)", "sentence", "we propose three upper bounds, based on convex mixing and "
      "spectral perturbation, that outperform the trivial bound in (36) if T is either invertible or has positive "
      "entries.", ("counting.bounds-vs-trivial",)),
    D("Sec. V, bounds, par. 3", "sentence", "If T is invertible and P* T^-1 is not a valid probability transition "
      "matrix, we can perturb it ... lambda P* T^-1 + (1-lambda) P* has non-negative entries, and therefore, is a "
      "stochastic matrix, since all its rows sum to one.", ("counting.channel-bounds",)),
    D("Sec. V, bounds, par. 3", "sentence", "since all the entries of P* are strictly positive, we can choose "
      "lambda in (0,1]", ("counting.pstar-positive",)),
    D("Sec. V, bounds, par. 3", "reason", "since all the entries of P* are strictly positive, we can choose lambda "
      "in (0,1] such that lambda P* T^-1 + (1-lambda) P* has non-negative entries [checked: reason route]",
      ("counting.channel-bounds",)),
    D("Sec. V, bounds, par. 3 (rows)", "reason", "and therefore, is a stochastic matrix, since all its rows sum to "
      "one [checked: reason route]", ("counting.channel-bounds",)),
    D("Sec. V, bounds, par. 4-5", "sentence", "we can decompose it as T = T_1 T_2 ... the suboptimal mapping "
      "P = P* T_1^-1, for which PT = P* T_2. Since P* T_2 is obtained from P* via post-processing ... it continues to "
      "satisfy the required differential privacy constraints.", ("counting.channel-bounds",)),
    D("Sec. V, bounds, par. 4-5", "reason", "Since P* T_2 is obtained from P* via post-processing, by virtue of "
      "T_2 being stochastic, it continues to satisfy the required differential privacy constraints [checked: "
      "reason route]", ("counting.channel-bounds",)),
    D("Sec. V, conditions 1-3", "sentence", "1. I+X is invertible, 2. P*(I+X) is stochastic, 3. (I+X)T is stochastic. "
      "... P*(I+X)1 = 1, where the latter is equivalent to X1 = 0. ... the third condition is equivalent to requiring "
      "that (I+X)T >= 0 entrywise, since its rows already sum to one.",
      ("counting.perturbation-conditions", "counting.channel-bounds")),
    D("Sec. V, conditions 1-3", "reason", "the third condition is equivalent to requiring that (I+X)T >= 0 "
      "entrywise, since its rows already sum to one [checked: reason route]", ("counting.perturbation-conditions",)),
    D("Sec. V, rank-one relaxation", "sentence", "we restrict to a rank-one perturbation, i.e., we set X = theta u v^T, "
      "where ... ||u||_2 = ||v||_2 = 1 and v^T 1 = 0.", ("counting.perturbation-conditions",)),
    D("Sec. V, beta conditions", "sentence", "1. (beta-1)/beta != lambda_i(P*^-1 Q_T) for invertibility, 2. beta P*^-1 "
      "Q_T T + (1-beta) T >= 0 for stochasticity.", ("counting.channel-bounds",)),
    D("Prop. 1", "proposition", "The following proposition summarizes the bounds derived in this section. (statement "
      "lost; reconstructed) the convex-mixing and rank-one bounds are upper bounds on p_e*(T)",
      ("counting.channel-bounds",)),
    N("Sec. VI, par. 1-2", "sentence", "the messages are transmitted over an AWGN channel with uncoded M-ary phase-shift "
      "keying (MPSK) modulation ... A nearest-neighbor detector is then employed", "modelling of the example"),
    N("Sec. VI, par. 3", "sentence", "Except for the cases M=2 and M=4, the transition probability matrix of M-PSK ... "
      "does not admit a closed-form expression and must be computed numerically.",
      "whether a closed form exists is not a computable statement; the M = 2 and M = 4 closed forms are "
      "cross-checked against rigorous quadrature inside counting.mpsk (numeric route)"),
    D("Sec. VI, par. 4 and Fig. 2", "figure", "for the message set [1:8] and T denoting the probability transition "
      "matrix of 8-PSK signaling over an AWGN channel, the curve of p_e*(T) versus eps is plotted in Fig. 2 for "
      "several SNR values, obtained by solving the corresponding LP. For comparison, the value of p_e* in (10) ... "
      "is also shown", ("counting.mpsk",)),
    D("Sec. VI, par. 5 and Fig. 2", "figure", "Furthermore, the upper bound in Proposition 1 is plotted using dashed "
      "lines.", ("counting.mpsk", "counting.channel-bounds")),
    D("Sec. VI, par. 5", "sentence", "The lower bound l(T) is omitted from the figure, as it coincides with the "
      "horizontal asymptotes at which the curves saturate.", ("counting.saturation",)),
    D("Sec. VI, par. 6", "sentence", "As can be observed, increasing the SNR brings the curves closer to p_e*, with the "
      "heuristic justification that, as the SNR increases, T and P_T* become closer to the identity matrix I and "
      "P*, respectively.", ("counting.mpsk-snr",)),
    D("Sec. VI, par. 7", "sentence", "in the high-privacy regime (i.e., small eps), p_e*(T) coincides with p_e*, "
      "implying that uncoded transmission is optimal in this regime. This is consistent with the third statement of "
      "theorem 2 due to the structure of T, i.e., being doubly stochastic.",
      ("counting.mpsk", "counting.channel-doubly-stochastic")),
    D("Sec. VI, par. 7", "reason", "This is consistent with the third statement of theorem 2 due to the structure "
      "of T, i.e., being doubly stochastic [checked: reason route, no witness]",
      ("counting.channel-doubly-stochastic",)),
    D("Sec. VI, par. 7 (uncoded)", "reason", "p_e*(T) coincides with p_e*, implying that uncoded transmission is "
      "optimal in this regime [not checked at points: a reading of the figure, decided by counting.mpsk]",
      ("counting.mpsk",)),
    D("Sec. VI, par. 7", "sentence", "For example, when eps <= 2, there is no gain in reducing p_e*(T) by increasing "
      "the SNR beyond 10dB. In other words, when p_e*(T) meets p_e*, the channel is good enough and further "
      "investment in reduction of the noise does not improve the worst-case error.", ("counting.mpsk",)),
    D("Sec. VI, par. 8", "sentence", "Finally, we observe similar behaviour at other values of delta; hence, the "
      "corresponding figures are omitted for brevity.", ("counting.mpsk-delta",)),
    D("Sec. VII, par. 1", "sentence", "We derived a closed-form expression for the minimum achievable error "
      "probability and obtained an explicit canonical optimal mechanism. ... identifying conditions for uniqueness, "
      "full rank, and the structural properties shared by all optimizers.",
      ("counting.optimum", "counting.uniqueness", "counting.full-rank", "counting.shared-structure")),
    D("Sec. VII, par. 2", "sentence", "we established necessary and sufficient conditions under which no utility loss "
      "occurs, derived upper and lower bounds on the optimal performance, and illustrated the results through (M)-ary "
      "PSK transmission over an AWGN channel, where uncoded transmission is shown to be effectively optimal in the "
      "high-privacy regime.", ("counting.channel-3", "counting.channel-4", "counting.channel-5",
                               "counting.channel-bounds", "counting.mpsk")),
    N("Appendix A", "sentence", "Case 1: M=2m+1. Case 2: M=2m.", "headings of a lost appendix (the odd and even closed "
      "forms of alpha_M are part of counting.optimum)"),
]
