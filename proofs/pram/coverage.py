"""Coverage of paper 000 (PRAM under alpha-DP), in paper order. Loci: "Sec. N, par. k" counts paragraphs of
the section as the text file gives them; the theorem environments (Prop. 3.1, 3.2, the lemma, Def. (6))
were lost in conversion and are located by the sentences that cite them."""
from workbench.reports.coverage import Decided, NotAClaim

D, N = Decided, NotAClaim

ITEMS = [
    N("Sec. 1, par. 1", "sentence", "Disclosure problems arise because an intruder may be able to identify "
      "individuals in the dataset by cross-classifying their corresponding key variables ...",
      "motivation: describes the disclosure threat informally, no mathematical object is defined"),
    N("Sec. 1, par. 2", "sentence", "This set has K:=|C|=prod_{j=1}^J n_j values, corresponding to all possible "
      "cross-classification of the J key variables.",
      "definition of K (the size of a Cartesian product), notation for what follows"),
    N("Sec. 1, par. 3", "sentence", "suppose that an individual is the only one both in the sample and in "
      "population ... this match will be perfect, i.e. correct with probability one",
      "informal illustration of disclosure (no probability model is specified for the matching)"),
    N("(1)", "equation", "r_1k = P(F_k = 1 | f_k = 1), r_2k = E(1/F_k | f_k = 1)", "definition of two risk measures"),
    N("Sec. 1, par. after (1)", "sentence", "The first measure provides the probability that a sample unique is "
      "also population unique. The second tells the probability that if we select a sample unique and guess "
      "uniformly about his identity, we pick him correctly.",
      "reading of the definitions (1) in words"),
    D("Sec. 1, par. after (1)", "sentence", "The first measure is less conservative and is always smaller than "
      "the second.", ("pram.risk-order",)),
    N("(2)", "equation", "tau_1 = sum_{k: f_k = 1} r_1k, tau_2 = sum_{k: f_k = 1} r_2k", "definition (file-level risks)"),
    N("Sec. 1, par. 5", "sentence", "Under this model choice, the indexes (1) and (2), can be derived in closed form "
      "and estimated using plug-in MLE estimators. ... grade of membership models, which provide very accurate "
      "estimates for (2).", "cites results of other work (log-linear and grade-of-membership models) that this "
      "paper neither states nor uses"),
    N("Sec. 1, par. 6", "sentence", "Some possibilities are for example rounding, suppression of extreme values or "
      "entire variables, subsampling or perturbation techniques.", "list of techniques, asserts nothing checkable"),
    N("Sec. 2.2, H(X)", "definition", "H(X) = -sum_x p_X(x) log p_X(x) = -E(log(p_X(x)))",
      "definition of entropy (the second form is the same sum written as an expectation)"),
    D("Sec. 2.2, after H(X)", "sentence", "H(X) is always non-negative, takes value 0 when p_X is a point mass in one "
      "of the support points and it is maximized when p_X is uniform ... in which case H(X)=log|X|.",
      ("pram.entropy-bounds",)),
    N("Sec. 2.2, H(X,Z)", "definition", "H(X,Z) = -sum_x sum_z p_(X,Z)(x,z) log p_(X,Z)(x,z) ... H(X,Z) measures the "
      "joint uncertainty of X and Z taken together.", "definition of joint entropy and its reading in words"),
    D("(3)", "equation", "H(Z|X) = -sum_{x,z} p_{X,Z}(x,z) log(P_{Z|X=x}(z)) = H(X,Z) - H(X)",
      ("pram.information-identities",)),
    N("Sec. 2.2, after (3)", "sentence", "and quantifies the amount of information needed to describe the outcome of "
      "Z given that the value of X is known.", "interpretation of a definition"),
    D("Sec. 2.2, after (3)", "sentence", "If Z and X are independent, the conditional entropy H(Z|X) coincides with "
      "H(Z).", ("pram.information-identities",)),
    N("Sec. 2.2, I(X,Z)", "definition", "I(X,Z) = sum_z sum_x P_(X,Z)(x,z) log(p_(X,Z)(x,z)/(p_X(x) p_Z(z)))",
      "definition of mutual information"),
    D("(4)", "equation", "From the definition of I(X,Z) it follows that I(X,Z) = D_KL(p_(X,Z) || p_X p_Z)",
      ("pram.information-identities",)),
    N("Sec. 2.2, after (4)", "sentence", "Therefore, I(X,Z) measures the divergence between the joint distribution of "
      "X and Z and the product of their marginals.", "reading of (4) in words"),
    D("Sec. 2.2, after (4)", "sentence", "From (4), it also follows that I(X,Z) >= 0, and I(X,Z)=0 if and only if X "
      "and Z are independent.", ("pram.mi-nonnegative",)),
    D("Sec. 2.2, after (4)", "reason", "From (4), it also follows that I(X,Z) >= 0, and I(X,Z)=0 if and only if X and Z "
      "are independent. [checked: reason route (proofs/pram/information_reasons.py), (4) read exactly (Logs) at "
      "57 rational joint laws, 17 of them independent, gives I >= 0 and [I = 0] = [independent]; no witness. The "
      "sign is Gibbs' inequality D_KL >= 0 on laws, which the paper uses unstated: at twice a product law (mass 2, "
      "not a law) (4) holds and I = -2 log 2 (the test)]", ("pram.mi-nonnegative",)),
    D("(5)", "equation", "I(X,Z) = H(X) + H(Z) - H(X,Z).", ("pram.information-identities",)),
    N("Sec. 2.2, after (5)", "sentence", "This formula is the base of the so-called 3H principle to estimate I(X,Z), "
      "in which the three H entropy terms ... are estimated from the data and plugged into (5)",
      "describes an estimation method; its basis (5) is decided above"),
    N("(6)", "equation", "Definition of alpha-Differential Privacy (display lost in conversion): "
      "Q(Z | X) <= e^alpha Q(Z | X') for neighbouring X, X'", "definition"),
    D("Sec. 2.3, par. 2", "sentence", "For small values of alpha the right hand side of (6) is approximately 1.",
      ("pram.small-alpha",)),
    N("Sec. 2.3, par. 2", "sentence", "Therefore, if Q satisfies Differential Privacy, (6) guarantees that the output "
      "database Z_1:n has basically the same probability of having been generated from either one of two "
      "neighboring databases", "informal reading of (6) in words (the quantitative part is the sentence before)"),
    N("Sec. 2.3, par. 3", "sentence", "In the Global (or Centralized) model of privacy, each individual sends his "
      "data to the data curator ... In the Interactive (or On-line) model however, no data set is directly "
      "released", "definitions of the settings"),
    N("Sec. 2.3, par. 4", "sentence", "Among them, we mention (alpha,delta)-Differential Privacy ... rho "
      "Differential Privacy ... where the Hamming distance d_H is (6) is replaced by possibly any distance rho",
      "survey of other definitions (cited)"),
    D("Sec. 2.3, par. 4", "sentence", "This property guarantees that if the output Z_1:n of any alpha-Differential "
      "Private mechanism is further processed ... then the resulting output will also be alpha-Differential "
      "Private.", ("pram.post-processing",)),
    N("(7)", "equation", "max_{M satisfies (6)} I(X_1:n, Z_1:n)", "definition of the design problem"),
    N("(8)", "equation", "M = [[q_1, (1-q_1)/(S-1), ...], ..., [..., q_S]]", "definition of the randomizing matrices"),
    N("Sec. 3, after (8)", "sentence", "This corresponds to the case in which, given that X_i belongs to category j, "
      "then its transformed value Z_i will either remain unchanged with probability q_j, or will be changed ... "
      "Q(Z_i|X_i) = q_{X_i}^{I(Z_i=X_i)} ((1-q_{X_i})/(S-1))^{I(Z_i != X_i)}",
      "restates the definition (8) entrywise"),
    D("(9)", "equation", "P(Z_i = j) = p_j q_j + sum_{k != j} p_k (1-q_k)/(S-1) =: m_j", ("pram.marginal",)),
    D("Sec. 3, after (9)", "sentence", "We remark that the vector m=(m_1,...,m_S) can be computed in linear time in "
      "the dimension S by first computing the quantity sum_k p_k (1-q_k)/(S-1).", ("pram.marginal",)),
    D("Sec. 3, after (9)", "reason", "the vector m=(m_1,...,m_S) can be computed in linear time in the dimension S by "
      "first computing the quantity sum_{k=1}^S p_k (1-q_k)/(S-1). [not checked at points: an operation count; "
      "m_j = p_j q_j + (that sum - p_j (1-q_j)/(S-1)) is (9), decided by pram.marginal]", ("pram.marginal",)),
    N("Sec. 3, after (9)", "sentence", "In the non interactive setting ... Q(Z_1:n|X_1:n) = prod_i Q(Z_i|X_i).",
      "definition of the non-interactive (record by record) mechanism"),
    D("Sec. 3, before (10)", "sentence", "Plugging it into (6), the Differential Privacy condition simplifies into "
      "sup_{Z_i, X_i != X_i'} Q(Z_i|X_i)/Q(Z_i|X_i') <= e^alpha.", ("pram.product-reduction",)),
    D("Sec. 3, before (10)", "reason", "Plugging it into (6), the Differential Privacy condition simplifies into "
      "sup_{Z_i, X_i != X_i'} Q(Z_i|X_i)/Q(Z_i|X_i') <= e^alpha. [checked: reason route (proofs/pram/product_reasons.py), the factorization read exactly "
      "at n = 2 record mechanisms (S = 2, 3, q in {1/4, 1/2, 3/4}^S, e^alpha at and between the levels) gives (6) "
      "iff the single-record condition at its 164 points; no witness. Without it, a mixture with a non-product "
      "mechanism is a witness (S = 2, q = (1/4, 1/4), e^alpha = 3: record sup 3, dataset sup 4); the reduction "
      "for every n is decided by pram.product-reduction]",
      ("pram.product-reduction",)),
    D("Sec. 3, before (10)", "sentence", "If Z_i=X_i, then it is equal to (S-1)q_{X_i}/(1-q_{X_i'}). If Z_i=X_i', then "
      "it is equal to (1-q_{X_i})/(S-1)q_{X_i'}. Finally, if Z_i is different from both ... (1-q_{X_i})/(1-q_{X_i'}).",
      ("pram.dp-ratios",)),
    D("Sec. 3, before (10), therefore", "reason", "Depending on the value of Z_i, the quotient Q(Z_i|X_i)/Q(Z_i|X_i') "
      "can take one of three values. ... Therefore, the privacy condition specializes into the following set of "
      "constraints [checked: reason route, the sup display read on the entries of M(q) (8) gives (10) at every "
      "couple, I(S >= 3) included; no witness]", ("pram.dp-ratios",)),
    D("(10)", "equation", "max((S-1)q_k/(1-q_k'), (1-q_k)/((S-1)q_k'), (1-q_k)/(1-q_k') I(S >= 3)) <= e^alpha",
      ("pram.dp-ratios",)),
    D("Fact 1, (11)", "fact", "There exists a matrix C and a vector b_alpha such that the set of differential "
      "privacy constraints (10) can be rewritten as the linear constraint C q^T <= b_alpha",
      ("pram.linear-constraints",)),
    D("Sec. 3, after Fact 1", "sentence", "In general, computing I(X,Z) takes of an order of |X||Z| operations ... "
      "due to the particular form of the matrix M considered here, this computation can be achieved linearly in S.",
      ("pram.mi-formula", "pram.marginal")),
    D("Sec. 3, after Fact 1", "reason", "However, due to the particular form of the matrix M considered here, this "
      "computation can be achieved linearly in S. [not checked at points: an operation count; the linear-time formulas "
      "are decided by pram.mi-formula and pram.marginal]", ("pram.mi-formula", "pram.marginal")),
    D("Sec. 3, after Fact 1", "sentence", "We use the following known identity, which can immediately be derived "
      "from (5) and (3), f(q)=I(X,Z)=H(Z)-H(Z|X)", ("pram.information-identities",)),
    D("Sec. 3, after Fact 1", "reason", "We use the following known identity, which can immediately be derived from (5) "
      "and (3), f(q)=I(X,Z)=H(Z)-H(Z|X) [checked: reason route, (5) and (3) with the five quantities as free numbers "
      "give it; no witness]", ("pram.information-identities",)),
    D("Sec. 3, f(q)", "equation", "f(q) = sum_x p_x (q_x log q_x + (1-q_x) log((1-q_x)/(S-1))) - sum_z m_z log m_z",
      ("pram.mi-formula",)),
    D("Sec. 3, after f(q)", "sentence", "Let us start by noticing that f is minimal, equal to 0, for "
      "q_1=..=q_S=1/S.", ("pram.mi-convex", "pram.mi-nonnegative")),
    D("Sec. 3, after f(q)", "sentence", "In the Appendix, we show that f is convex in q, which, together with "
      "differential privacy constraint (11), implies that the problem (7) is a linearly constrained convex program",
      ("pram.mi-convex", "pram.linear-constraints")),
    D("Sec. 3, after f(q)", "reason", "In the Appendix, we show that f is convex in q, which, together with differential "
      "privacy constraint (11), implies that the problem (7) is a linearly constrained convex program [not checked "
      "at points: the step names the kind of program; its premises are decided by pram.mi-convex and "
      "pram.linear-constraints]", ("pram.mi-convex", "pram.linear-constraints")),
    D("Sec. 3, after f(q)", "reason", "As a consequence, the following proposition follows [not checked at points: the "
      "reason is that a convex function on a polytope attains its maximum at a vertex, used without statement or "
      "citation; Prop. 3.1 is decided by pram.vertex-optimal]", ("pram.vertex-optimal",)),
    D("Prop. 3.1", "proposition", "(statement lost in conversion; reconstructed) the maximum of f over the DP "
      "polytope T_alpha is attained at a vertex", ("pram.vertex-optimal",)),
    D("Sec. 3, after Prop. 3.1", "sentence", "It follows from the previous proposition that finding the optimal "
      "matrix M of general form (8) requires finding the vertices of the feasible set.", ("pram.vertex-optimal",)),
    D("Sec. 3, after Prop. 3.1", "reason", "It follows from the previous proposition that finding the optimal matrix M of "
      "general form (8) requires finding the vertices of the feasible set. [not checked at points: the step is Prop. "
      "3.1 read as a search strategy; decided by pram.vertex-optimal]", ("pram.vertex-optimal",)),
    N("Sec. 3.2, par. 1", "sentence", "In this section we show how we can use Proposition 3.1 to give the explicit "
      "solutions of the program (7) for several particular examples of interest.",
      "announces the examples (their text is lost; the one that survives, S = 2, is pram.binary below)"),
    N("Sec. 3.3, par. 1", "sentence", "In our experiments, we have experienced that routine optimization functions "
      "implemented in standard software, e.g. Matlab, can solve the optimization problem (7) extremely quickly. "
      "However, when ... S becomes very large, the optimization might become time consuming.",
      "anecdote about the running time of third-party software; no time or size is stated"),
    D("Prop. 3.2", "proposition", "(statement lost in conversion; described as) a description of all possible "
      "vectors q that can arise as vertices of the convex polytope generated by the DP constraints (10) when S is "
      "large enough", ("pram.vertices",)),
    N("Sec. 3.3, par. 1", "sentence", "This result should help to speed up the search for the optimal vertices among "
      "all feasible points given by (10).", "a hope about search speed, no quantity stated"),
    D("Sec. 3.3, par. 2", "sentence", "Common values of alpha are generally within the range [0,2], which means that "
      "the conditions of previous Proposition are satisfied when S >= 10.", ("pram.redundancy",)),
    D("Sec. 3.3, par. 2", "reason", "Common values of alpha are generally within the range [0,2], which means that the "
      "conditions of previous Proposition are satisfied when S >= 10. [checked: reason route, alpha in [0, 2] and "
      "S >= 10 give alpha <= log(S+sqrt(S(S-4))-2) - log 2 (rigorous enclosures, S = 4..16); no witness]",
      ("pram.redundancy",)),
    D("Sec. 3.3, par. 2", "sentence", "Contrary to the symmetric case, the optimal M will depend on p.",
      ("pram.depends-on-p",)),
    N("Sec. 4, scenario I", "equation", "p = (0.3, 0.1, 0.2, 0.08, 0.02, 0.04, 0.06, 0.1, 0.01, 0.09)",
      "input data of scenario I (a distribution: it sums to 1 exactly); used by pram.tables and pram.figures"),
    D("Sec. 4, par. 2", "sentence", "As explained in Section 3, the Differential Privacy condition can be expressed "
      "as a set of linear constraints as in (11).", ("pram.linear-constraints",)),
    N("Sec. 4, par. 2", "sentence", "The optimal q is then determined numerically by solving the constrained "
      "maximization problem via the optimization function in Matlab.",
      "describes the authors' method; the optima themselves are decided by pram.tables"),
    D("Sec. 4, par. 2", "sentence", "From Proposition 3.2, we know that, up to permutations, there are only 5 "
      "possible different scenarios and the q_k's may assume only 4 different values, corresponding to v_alpha, "
      "v_-alpha, v_min and v_max.", ("pram.vertices", "pram.tables")),
    D("Sec. 4, par. 2", "reason", "From Proposition 3.2, we know that, up to permutations, there are only 5 possible "
      "different scenarios and the q_k's may assume only 4 different values [not checked at points: Prop. 3.2's "
      "statement was lost in conversion; the five families are decided by pram.vertices]", ("pram.vertices",)),
    D("Table 1", "table", "optimal q (counts of v_alpha, v_-alpha, v_min, v_max), scenario I, alpha = 0.5, 1, 1.5, 2",
      ("pram.tables",)),
    D("Sec. 4, par. 3 and Fig. 1", "figure", "It is apparent that as alpha increases, the estimates improve and the "
      "variability of the estimates decreases, hence the higher alpha, the weaker the privacy mechanism.",
      ("pram.figures",)),
    D("Sec. 4, par. 3", "reason", "It is apparent that as alpha increases, the estimates improve and the variability of "
      "the estimates decreases, hence the higher alpha, the weaker the privacy mechanism. [not checked at points: a "
      "reading of the figure; decided by pram.figures]", ("pram.figures",)),
    N("Sec. 4, scenario II", "equation", "p = (0.0336, 0.1059, 0.1697, 0.0962, 0.0180, 0.0062, 0.1097, 0.0005, "
      "0.1233, 0.3369)", "input data of scenario II (sums to 1 exactly); used by pram.tables and pram.figures"),
    D("Table 2 and Fig. 2", "table", "As before we report the values of the q_k's for different choices of alpha in "
      "Table 2, besides the estimated probabilities p_k's are reported in Figure 2.",
      ("pram.tables", "pram.figures")),
    N("Sec. 4, scenario III", "sentence", "S=30 ... G_k ~ Gamma(1,5) for k=1,...,30 and we have put "
      "p_k := G_k / sum_s G_s", "input data of scenario III (random; the workbench fixes and publishes a seed)"),
    D("Table 3 and Fig. 3", "table", "we report the vectors of q for different values of alpha in Table 3 and the "
      "estimated probabilities averaged over 100 iterations in Figure 3", ("pram.tables", "pram.figures")),
    N("Sec. 4, scenario IV", "equation", "p_1 = 0.05, p_k = 0.95/29 for k >= 2", "input data of scenario IV"),
    D("Table 4 and Fig. 4", "table", "We report the vectors of q for different values of alpha in Table 4 and the "
      "estimated probabilities averaged over 100 iterations in Figure 4", ("pram.tables", "pram.figures")),
    N("Sec. 4, real data, par. 1", "sentence", "The data contains the values of ten categorical variables of 953076 "
      "individuals: ownership of dwelling (3 levels), mortgage status (4 levels), ...",
      "description of an external data set (IPUMS census extract) that the paper does not publish"),
    D("Sec. 4, real data, par. 2", "sentence", "We have already seen that the optimal q lies on the boundaries of the "
      "interval J_alpha:=[1/(e^alpha+1), e^alpha/(1+e^alpha)].", ("pram.binary",)),
    N("Sec. 4, real data, par. 2", "sentence", "We have estimated the probabilities of the two possible categories "
      "using the sample mean, thus obtaining p_1=0.48 and p_2=0.52.",
      "estimate from the external census data (not published); used as input by pram.figures"),
    D("Sec. 4, real data, par. 2 and Fig. 5", "figure", "for different values of q in J_alpha ... in Figure 5 we have "
      "considered six values of q in [0.4875,0.5125] ... q=0.4875,0.4925,0.4975,0.5025,0.5075,0.5125",
      ("pram.fig5-grid", "pram.figures")),
    D("Sec. 4, real data, par. 2 and Figs. 5-6", "figure", "from the theory developed in the paper it is not "
      "surprising to realize that the values on the boundary lead to more reliable estimates, indeed they maximize "
      "the mutual information between X and Z. In Figure 6 we reported the estimated mutual information ... for "
      "different values of q in J_0.05", ("pram.binary", "pram.figures")),
    D("Sec. 4, real data, par. 2", "reason", "the values on the boundary lead to more reliable estimates, indeed they "
      "maximize the mutual information between X and Z [not checked at points: 'more reliable' is read off the "
      "figures; the maximisation on the boundary of J_alpha is decided by pram.binary]", ("pram.binary",
                                                                                            "pram.figures")),
    D("Appendix, convexity", "sentence", "Q_{theta q+(1-theta)q'}(Z=k|X=k) = theta Q_q(Z=k|X=k) + (1-theta) "
      "Q_q'(Z=k|X=k) ... Therefore, Q_{theta q+(1-theta)q'} = theta Q_q + (1-theta) Q_q'.", ("pram.mi-convex",)),
    D("Appendix, convexity", "sentence", "It is known that for a fixed marginal distribution of one of the variables, "
      "the mutual information is convex in the conditional distribution of the second ... Therefore, "
      "f(theta q + (1-theta) q') <= theta f(q) + (1-theta) f(q'), and hence f is convex.", ("pram.mi-convex",)),
    D("Appendix, convexity", "reason", "It is known that for a fixed marginal distribution of one of the variables, the "
      "mutual information is convex in the conditional distribution of the second, see for example Theorem 2.7.4 of "
      "Cover and Thomas 2012. Therefore, f(theta q+(1-theta)q') <= theta f(q)+(1-theta)f(q') [not checked at points: "
      "a cited external theorem; the convexity of f is decided by pram.mi-convex]", ("pram.mi-convex",)),
    D("(12)", "equation", "(S-1)x + e^alpha y <= e^alpha", ("pram.linear-constraints",)),
    D("(13)", "equation", "(S-1)y + e^alpha x <= e^alpha", ("pram.linear-constraints",)),
    D("(14)", "equation", "-(S-1)e^alpha y - x <= -1", ("pram.linear-constraints",)),
    D("(15)", "equation", "-(S-1)e^alpha x + y <= -1", ("pram.linear-constraints",)),
    D("(16)", "equation", "e^alpha y - x <= e^alpha - 1", ("pram.linear-constraints",)),
    D("(17)", "equation", "e^alpha x - y <= e^alpha - 1", ("pram.linear-constraints",)),
    D("Appendix, after (17)", "sentence", "(q_1,...,q_S) in T_alpha iff for all (k,l), (q_k,q_l) in S_alpha. This set "
      "characterized by the 3S(S-1) linear constraints ... C has dimension 3S(S-1) x S", ("pram.linear-constraints",)),
    D("Appendix, u_alpha, v_alpha", "equation", "Equations (12) to (15) define a quadrilateral whose vertices are "
      "u_alpha, u_-alpha, v_alpha, v_-alpha", ("pram.quadrilateral",)),
    D("Appendix, par. after the vertices", "sentence", "The points v_alpha and v_-alpha always satisfy (16) and (17). "
      "Besides, for S >= 4, if alpha <= log(S+sqrt(S(S-4))-2) - log 2, then u_alpha and u_-alpha also satisfy (16) "
      "and (17). In such a setting, equations (16) and (17) are redundant", ("pram.redundancy",)),
    D("Appendix, par. after the vertices", "reason", "then u_alpha and u_-alpha also satisfy (16) and (17). In such a "
      "setting, equations (16) and (17) are redundant and hence can be omitted [checked: reason route, the four "
      "vertices in (16), (17) and (12)-(15) at (x, y) give (16), (17) there, with (15) as printed and as corrected; "
      "no witness]", ("pram.redundancy",)),
    D("Appendix, par. after the vertices", "sentence", "Common values of alpha are generally within the range [0,2], "
      "therefore equations (16) and (17) are omitted when S >= 10.", ("pram.redundancy",)),
    D("Appendix, par. after the vertices", "reason", "Common values of alpha are generally within the range [0,2], "
      "therefore equations (16) and (17) are omitted when S >= 10. [checked: reason route, as in Sec. 3.3; no "
      "witness]", ("pram.redundancy",)),
    D("Appendix, before (18)", "sentence", "since (q_2,q_3) satisfy (15), we have that q_3 <= 1-(S-1)e^alpha q_2. "
      "Therefore, using the fact that (q_1,q_3) satisfy (12), and the symmetry of the constraints, we can deduce that "
      "any (q_k,q_l) satisfy", ("pram.range", "pram.linear-constraints")),
    D("Appendix, before (18), first clause", "reason", "since (q_2,q_3) satisfy (15), we have that q_3 <= "
      "1-(S-1)e^alpha q_2 [checked: REFUTED by the reason route: (15) as printed holds at q_2 = 1/2, q_3 = 0 (S = 4, "
      "e^alpha = 1: -3/2 <= -1) where the step reads 0 <= -1/2; corrected, (15) gives q_3 >= 1-(S-1)e^alpha q_2, "
      "no witness. The step is false on T_alpha too: pram.range's derivation erratum]", ("pram.range",)),
    D("Appendix, before (18), second clause", "reason", "Therefore, using the fact that (q_1,q_3) satisfy (12), and the "
      "symmetry of the constraints, we can deduce that any (q_k,q_l) satisfy [(18), (19)] [checked: REFUTED by the "
      "reason route: q = 0 satisfies the first clause's step and (12) while (18) at (q_1, q_2) reads 0 >= 1; from the "
      "flipped step and (12), (18') e^(2 alpha) q_2 - q_1 >= 0 follows, no witness]", ("pram.range",)),
    D("(18)", "equation", "y - e^{2 alpha} x >= 1", ("pram.range",)),
    D("(19)", "equation", "x - e^{2 alpha} y >= 1", ("pram.range",)),
    D("Appendix, after (19)", "sentence", "Equations (13) and (18) give that q_k <= e^alpha/(e^-alpha+S-1) = v_max "
      "and equations (15) and (18) give q_k >= e^-alpha/(e^alpha+S-1) = v_min.", ("pram.range",)),
    D("Appendix, after (19), v_max", "reason", "Equations (13) and (18) give that q_k <= e^alpha/(e^-alpha+S-1) = v_max "
      "[checked: reason route, with (18) as printed (too strong: it forces q_l = 1) and as repaired (18'); no "
      "witness]", ("pram.range",)),
    D("Appendix, after (19), v_min", "reason", "and equations (15) and (18) give q_k >= e^-alpha/(e^alpha+S-1) = v_min "
      "[checked: reason route, with (15), (18) as printed and as corrected; no witness]", ("pram.range",)),
    D("Appendix, the set V", "equation", "V: 1. all q_k = v_alpha; 2. all q_k = v_-alpha; 3. q_k = v_{i_k alpha}, "
      "2 <= #{i_k = 1} <= S-2; 4. q_1 = v_min, q_k = v_alpha; 5. q_1 = v_max, q_k = v_-alpha", ("pram.vertices",)),
    D("Appendix, after V", "sentence", "Under the assumption that S >= 4 and alpha <= log(S+sqrt(S(S-4))-2) - log 2, "
      "it is straightforward to verify that V is a subset of T_alpha. In the following, we show that any element "
      "of T_alpha is a convex combination of points of V.", ("pram.vertices",)),
    D("Appendix, after V", "reason", "Under the assumption that S >= 4 and alpha <= log(S+sqrt(S(S-4))-2) - log 2, it is "
      "straightforward to verify that V is a subset of T_alpha. [checked: reason route, every family of V in the "
      "exact alpha-DP rows at S = 4..9; no witness (without the assumption: the v_max point leaves T_alpha beyond "
      "e^alpha = S - 2)]", ("pram.vertices",)),
    D("Lemma (appendix)", "lemma", "(statement lost; from its proof) if q_i > e^alpha/(S-1+e^alpha) then every other "
      "q_j < e^alpha/(S-1+e^alpha); if q_i < e^-alpha/(S-1+e^-alpha) then every other q_j > e^-alpha/(S-1+e^-alpha)",
      ("pram.one-outlier",)),
    D("Proof of the lemma, first sentence", "reason", "Proof This trivially follow from the constraint (10). [checked: "
      "reason route, (10) at the couples (i, j) and (j, i) gives both halves of the lemma; no witness]",
      ("pram.one-outlier",)),
    D("Proof of the lemma", "equation", "(S-1) e^alpha/(S-1+e^alpha) + e^alpha q_j < (S-1) q_i + e^alpha q_j <= "
      "e^alpha ... q_j < 1 - (S-1)/(S-1+e^alpha) = e^alpha/(S-1+e^alpha); similarly from formula (21) ... "
      "q_j > e^-alpha/(S-1+e^-alpha)", ("pram.one-outlier",)),
    D("Proof of the lemma, first step", "reason", "Then for any other q_j, using formula (19), (S-1) e^alpha/(S-1+"
      "e^alpha) + e^alpha q_j < (S-1) q_i + e^alpha q_j <= e^alpha", ("pram.one-outlier",)),
    D("Proof of the lemma, second step", "reason", "For any other q_j, from formula (21), (S-1) e^alpha e^-alpha/(S-1+"
      "e^-alpha) + q_j > (S-1) e^alpha q_i + q_j >= 1", ("pram.one-outlier",)),
    D("(21)", "equation", "cited as 'formula (21)' in the proof of the lemma; the paper has no display (21): the step it "
      "supports, (S-1)e^alpha q_i + q_j >= 1, is (15) as corrected (the mirror of (14))", ("pram.one-outlier",)),
]
