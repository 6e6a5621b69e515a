"""Coverage of paper 004 (staircase: extremal mechanisms for LDP), in paper order.

The text we have drops the displayed equations and the theorem statements (only their numbers survive in
the prose), so the units are mostly sentences; each numbered display is covered where the prose states it.
"""
from workbench.reports.coverage import Decided, NotAClaim, OutsideText

LITERATURE = "a statement about prior work (who proposed or proved what), not a mathematical assertion of this paper"

ITEMS = [
    # ------------------------------------------------------------------ Sec. 1, introduction
    NotAClaim("Sec. 1, par. 1", "sentence", "Local privacy dates back to Warner (1965), who proposed the randomized "
              "response method to provide plausible deniability ...", reason=LITERATURE),
    NotAClaim("Sec. 1, par. 2", "sentence", "Recently, Duchi et al. (2013) extended the notion of differential "
              "privacy to the local privacy context.", reason=LITERATURE),
    NotAClaim("Fig. 1", "figure", "the non-interactive local privacy setting, shown for n = 2",
              reason="a schematic of the setting"),
    NotAClaim("(1)", "equation", "Q is eps-locally differentially private if sup_{S, x, x'} Q(S|x)/Q(S|x') <= e^eps "
              "(the display is missing from the text)", reason="definition of eps-LDP"),
    NotAClaim("Sec. 1, par. 2", "sentence", "This ensures that for small values of eps, given a privatized data Y_i, "
              "it is (almost) equally likely to have come from any data ... A small value of eps means that we "
              "require a high level of privacy ...", reason="interpretation of the definition"),
    Decided("Sec. 1, par. 2", "sentence", "At one extreme, for eps = 0, the privatized output must be independent of "
            "the private data, and on the other extreme, for eps = infinity, the privatized output can be made equal "
            "to the private data.", ("staircase.ldp-extremes",)),
    NotAClaim("Sec. 1, par. 3, display", "equation", "M_nu(S) = sum_x Q(S|x) P_nu(x) (missing display)",
              reason="definition of the induced marginal"),
    NotAClaim("Sec. 1, par. 4, display", "equation", "D_f(M0||M1) = sum_y M1(y) f(M0(y)/M1(y)) (missing display)",
              reason="definition of Csiszar's f-divergence"),
    NotAClaim("Sec. 1, par. 4", "sentence", "The Kullback-Leibler (KL) divergence D_kl(M0||M1) is a special case "
              "with f(x) = x log x, and so is the total variation distance with f(x) = (1/2)|x - 1|.",
              reason="notation: names for two choices of f"),
    NotAClaim("Sec. 1, par. 4", "sentence", "According to Chernoff-Stein's lemma, for a bounded type I error "
              "probability, the best type II error probability scales as e^{-n D_kl(M0||M1)}.",
              reason="a cited textbook theorem (Cover and Thomas), used only as motivation"),
    NotAClaim("(4) and Sec. 1, par. 6, displays", "equation", "maximize D_f(M0||M1) (4), resp. I(X; Y), over Q in "
              "D_eps (missing displays)", reason="statements of the optimisation problems"),
    NotAClaim("Sec. 1, par. 6", "sentence", "Mutual information ... has been used as a criterion for feature "
              "selection and as a measure of similarity between two different clusterings ...", reason=LITERATURE),
    Decided("Sec. 1, contributions, par. 1", "sentence", "This maximization problem is (a) nonlinear: the utility "
            "functions we consider are convex in Q; (b) non-standard: we are maximizing instead of minimizing a "
            "convex function; and (c) infinite dimensional ...", ("staircase.sublinear",)),
    Decided("Sec. 1, contributions, par. 1", "sentence", "We show, in Theorem 2, that for all utility functions "
            "considered and any privacy level eps, a finite family of extremal mechanisms ..., which we call "
            "staircase mechanisms, contains the optimal privatization mechanism.", ("staircase.lp",)),
    Decided("Sec. 1, contributions, par. 1", "sentence", "We further prove, in Theorem 4, that solving the original "
            "privacy-utility problem is equivalent to solving a finite dimensional linear program ... it has 2^{|X|} "
            "variables.", ("staircase.lp", "staircase.patterns")),
    Decided("Sec. 1, contributions, par. 1", "reason", "However, solving this linear program can be computationally "
            "expensive because it has 2^{|X|} variables [not checked at points: 'expensive' is not a quantity; the 2^k "
            "variables (one per pattern) are decided by staircase.patterns]", ("staircase.patterns",)),
    Decided("Sec. 1, contributions, par. 1", "sentence", "... we show that two simple staircase mechanisms (the "
            "binary and randomized response mechanisms) are optimal in the high and low privacy regimes, "
            "respectively, and well approximate the intermediate regime.",
            ("staircase.binary-high-privacy", "staircase.rr", "staircase.binary-kl-factor", "staircase.figures")),
    NotAClaim("Sec. 1, contributions, par. 1", "sentence", "This contributes an important progress in the "
              "differential privacy area, where the privatization mechanisms have been few and almost no exact "
              "optimality results are known.", reason=LITERATURE),
    Decided("Sec. 1, contributions, par. 1", "sentence", "As an application, we show that the effective sample size "
            "reduces from n to eps^2 n under local differential privacy in the context of hypothesis testing.",
            ("staircase.quadratic-high-privacy", "staircase.kl-converse")),
    NotAClaim("Sec. 1, contributions, par. 2", "sentence", "The techniques we develop for differential privacy do "
              "not generalize to approximate differential privacy.", reason="a remark about proof methods, not about "
              "mechanisms"),
    OutsideText("Sec. 1, contributions, par. 2", "sentence", "... we use an operational interpretation of approximate "
                "differential privacy ... to prove that a simple mechanism maximizes utility for all levels of "
                "privacy when the data is binary.", where="the paper's Sec. 5, which the text we have lacks: it ends "
                "in Sec. 3 (after the total-variation converse; Secs. 4-6 are missing too) and approximate DP "
                "appears only in Sec. 1 (this paragraph and the organisation paragraph), so the mechanism, the "
                "utilities and the theorem are nowhere stated to be checked"),
    Decided("Sec. 1, related work, par. 1", "sentence", "Precisely, Duchi et. al. proved that the KL-divergence "
            "maximization problem in (4) is at most 4(e^eps - 1)^2 ||P1 - P2||_TV^2.", ("pml.prior-bounds",)),
    NotAClaim("Sec. 1, related work, par. 1", "sentence", "This bound was further used to provide a minimax bound on "
              "statistical estimation using ... Fano's and Le Cam's inequalities.", reason=LITERATURE),
    Decided("Sec. 1, related work, par. 2", "sentence", "We generalize the results of Duchi et al. (2013), and "
            "provide stronger results ...: (a) consider a broader class of information theoretic utilities; (b) "
            "provide explicit constructions for the optimal mechanisms; and (c) recover the existing result of "
            "(Duchi et al., 2013, Theorem 1) (with a stronger condition on eps).",
            ("staircase.lp", "staircase.binary-high-privacy", "staircase.kl-converse")),
    NotAClaim("Sec. 1, related work, par. 3", "sentence", "Information leakage has been widely studied as a "
              "practical notion of privacy. However, connections to differential privacy have been studied only "
              "indirectly ...", reason=LITERATURE),
    Decided("Sec. 1, related work, par. 3", "sentence", "We show that under eps-local differential privacy, I(X;Y) "
            "is upper bounded by 0.5 eps^2 max_A P(A)P(A^c) + O(eps^3) for small eps. Moreover, we provide an "
            "explicit privatization mechanism that achieves this bound.", ("staircase.mi-small-eps",)),
    NotAClaim("Sec. 1, related work, par. 4-5", "sentence", "While there is a vast literature on differential "
              "privacy, exact optimality results are only known for a few cases ... Ghosh et al. (2012) showed that "
              "the geometric noise adding mechanism is optimal ... generalized by Geng et. al. ...", reason=LITERATURE),
    NotAClaim("Sec. 1, related work, par. 5", "sentence", "The family of optimal mechanisms was called staircase "
              "mechanisms because for any y and any neighboring x and x', the ratio of Q(y|x) to Q(y|x') takes one "
              "of three possible values e^eps, e^-eps, or 1.", reason="describes Geng and Viswanath's mechanisms "
              "(cited)"),
    Decided("Sec. 1, related work, par. 5", "sentence", "Since the optimal mechanisms we develop also have an "
            "identical property, we retain the same nomenclature.", ("staircase.definition",)),
    Decided("Sec. 1, related work, par. 5", "reason", "Since the optimal mechanisms we develop also have an identical "
            "property, we retain the same nomenclature [not checked at points: a naming; the property (ratios in "
            "{e^-eps, 1, e^eps}) holds for (9) as intended, not as printed: staircase.definition]",
            ("staircase.definition",)),
    Decided("Sec. 1, organization", "sentence", "In Section 3, we ... prove that two staircase mechanisms, the "
            "binary and randomized response mechanisms, are optimal for KL-divergence in the high and low privacy "
            "regimes, respectively, and (nearly) optimal the intermediate regime. We show, in Section 4, similar "
            "results for mutual information.",
            ("staircase.binary-high-privacy", "staircase.rr", "staircase.binary-kl-factor", "staircase.mi-small-eps")),
    # ------------------------------------------------------------------ Sec. 2
    NotAClaim("Sec. 2, par. 1", "definition", "D_eps,ell = {Q in Q_{k x ell} : Q is eps-LDP}; D_eps = union over "
              "ell; Q = union of Q_{k,ell}", reason="notation for the sets of mechanisms"),
    NotAClaim("Sec. 2, par. 2", "definition", "U(P0, P1, Q) and U(P, Q), positive priors, the simplex S^k",
              reason="notation for the utilities"),
    NotAClaim("(8)", "equation", "maximize U(Q) = sum_y mu(Q_y) over Q in D_eps, mu sublinear (missing display)",
              reason="the optimisation problem; its solution is Thm. 2 and 4 below"),
    Decided("Sec. 2, par. 3", "sentence", "This includes maximization over information theoretic quantities ... such "
            "as mutual information, total variation, KL-divergence, and chi^2-divergence.",
            ("staircase.sublinear", "staircase.mi-small-eps")),
    Decided("Sec. 2, par. 3", "sentence", "Since sub-linearity implies convexity, (8) is in general a complicated "
            "nonlinear program: we are maximizing (instead of minimizing) a convex function in Q ...",
            ("staircase.sublinear",)),
    Decided("Sec. 2, par. 3", "reason", "Since sub-linearity implies convexity, (8) is in general a complicated "
            "nonlinear program: we are maximizing (instead of minimizing) a convex function in Q [checked: reason route "
            "(homogeneity and subadditivity at the points give convexity)]", ("staircase.sublinear",)),
    Decided("Thm. 2", "theorem", "The following theorem proves that one never needs an output alphabet larger than "
            "the input alphabet in order to achieve the maximum utility, and provides a combinatorial representation "
            "for the optimal solution.", ("staircase.lp",)),
    Decided("Sec. 2, after Thm. 2", "sentence", "The first claim of bounded alphabet size is more generally true "
            "for any general utility U(Q) that is convex in Q (not necessarily decomposing into a sum of "
            "sublinear functions as in (8)).", ("staircase.convex-alphabet",)),
    NotAClaim("Fig. 2", "figure", "examples of staircase mechanisms: the binary and randomized response mechanisms",
              reason="illustrates the definitions; the mechanisms' properties are decided where the text states them"),
    Decided("(9)", "equation", "the absolute value of the log-likelihood ratios can only take one of the two "
            "extremal values: 0 or e^eps ... We refer to such a mechanism as a staircase mechanism",
            ("staircase.definition",)),
    Decided("Sec. 2, after (9)", "sentence", "Theorem 2 implies that the family of staircase mechanisms includes the "
            "optimal solutions to maximization problems of the form (8).", ("staircase.lp",)),
    Decided("Sec. 2, after (9)", "reason", "For all choices of U(Q) = sum_Y mu(Q_y) and any eps >= 0, Theorem 2 implies "
            "that the family of staircase mechanisms includes the optimal solutions to maximization problems of the form "
            "(8) [not checked at points: a cited theorem of the paper (its statement lost); decided by staircase.lp]",
            ("staircase.lp",)),
    Decided("Sec. 2, after (9)", "sentence", "Notice that staircase mechanisms are eps-locally differentially "
            "private, since any Q satisfying (9) implies that Q(y|x)/Q(y|x') <= e^eps.", ("staircase.definition",)),
    Decided("Sec. 2, after (9)", "reason", "Notice that staircase mechanisms are eps-locally differentially private, "
            "since any Q satisfying (9) implies that Q(y|x)/Q(y|x') <= e^eps [checked: REFUTED as printed by the reason "
            "route: (9) as printed holds at Q = [[4/5, 1/5], [1/5, 4/5]], e^eps = log 4, whose ratio 4 > log 4; as "
            "intended (|log ratio| in {0, eps}) no witness. The typo is staircase.definition's]", ("staircase.definition",)),
    Decided("Sec. 2, after (9)", "sentence", "Precisely, the geometric mechanism shown to be optimal in Ghosh et al. "
            "(2012) ... [is a special case] of the staircase mechanisms defined above.",
            ("staircase.global-special-case",)),
    Decided("Sec. 2, after (9)", "sentence", "... and the mechanisms shown to be optimal in Geng and Viswanath "
            "(2012); Geng and Viswanath (2013a) (also called staircase mechanisms) are special cases ...",
            ("staircase.geng-viswanath",)),
    NotAClaim("Sec. 2, after (9)", "sentence", "We believe that the characterization of these extremal mechanisms "
              "... can be of independent interest ...", reason="an opinion"),
    Decided("Sec. 2, patterns, par. 1", "sentence", "... exploiting the fact that they are scaled copies of a finite "
            "number of patterns.", ("staircase.patterns",)),
    Decided("Sec. 2, patterns, par. 2", "sentence", "Q(y|x)/Q(y|x') in {e^-eps, 1, e^eps} and each column Q(y|.) "
            "must be proportional to one of the canonical staircase patterns we define next.",
            ("staircase.definition", "staircase.patterns")),
    Decided("Sec. 2, patterns, par. 2", "reason", "Then, from the definition of staircase mechanisms, Q(y|x)/Q(y|x') in "
            "{e^-eps, 1, e^eps} and each column Q(y|.) must be proportional to one of the canonical staircase patterns "
            "[checked: reason route]", ("staircase.patterns",)),
    Decided("Sec. 2, patterns, S^(3)", "equation", "When k = 3, there are 2^k = 8 staircase patterns and the "
            "staircase pattern matrix is given by S^(3) (missing display)", ("staircase.patterns",)),
    Decided("Sec. 2, patterns, Q = S^(k) Theta", "equation", "For all values of k, there are exactly 2^k such "
            "patterns, and any column Q(y|.) of Q, a staircase mechanism, is a scaled version of one of the columns "
            "of S^(k) ... any staircase mechanism Q can be represented as Q = S^(k) Theta", ("staircase.patterns",)),
    Decided("Thm. 4, (11)", "theorem", "maximizing the utility is a linear program (11): max sum_j mu(S_j) theta_j "
            "s.t. S^(k) theta = 1, theta >= 0 (missing display)", ("staircase.lp",)),
    Decided("Sec. 2, after Thm. 4", "sentence", "Thus, the infinite dimensional nonlinear program of (8) is now "
            "reduced to a finite dimensional linear program. The constraints in (11) ensure that we get a valid "
            "probability matrix Q = S^(k) Theta with rows that sum to one.", ("staircase.lp", "staircase.definition")),
    Decided("Sec. 2, after Thm. 4", "sentence", "One could potentially solve this LP with 2^k variables but its "
            "computational complexity scales exponentially in the alphabet size k = |X|.", ("staircase.patterns",)),
    Decided("Sec. 2, after Thm. 4", "sentence", "... in the high privacy regime (eps <= eps* for some positive "
            "eps*), there is a single optimal mechanism, which we call the binary mechanism, which dominates over "
            "all other mechanisms in a very strong sense for all utility functions of practical interest.",
            ("staircase.binary-high-privacy", "staircase.blackwell")),
    Decided("Sec. 2, after Thm. 4, invariances", "sentence", "... both the objective function and differential "
            "privacy constraints are invariant under permutations (or relabelling) of the columns ... Similarly ... "
            "invariant under merging/splitting of outputs with the same pattern.", ("staircase.merge-invariance",)),
    Decided("Sec. 2, after Thm. 4, merging display", "equation", "It follows that Q' satisfies the differential "
            "privacy constraints and the resulting utility is also preserved ... by the homogeneity property of mu.",
            ("staircase.merge-invariance", "staircase.sublinear")),
    Decided("Sec. 2, after Thm. 4, merging display", "reason", "Precisely, using the fact that Q(y|.) = C Q(y'|.), it "
            "follows that [mu(Q_y + Q_y') = mu(Q_y) + mu(Q_y')] by the homogeneity property of mu [checked: reason "
            "route]", ("staircase.merge-invariance",)),
    Decided("Sec. 2, last par.", "sentence", "For any staircase mechanism Q, there exists a possibly different "
            "staircase mechanism Q' in [Q] such that Q' = S^(k) Theta ... the objective function takes the form "
            "sum_j mu(S_j^(k)) theta_j, a simple linear function of Theta.",
            ("staircase.patterns", "staircase.merge-invariance")),
    # ------------------------------------------------------------------ Sec. 3
    NotAClaim("Sec. 3, par. 1", "equation", "D_f(M0||M1) = sum_y mu(Q_y), mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T "
              "Q_y) (missing display)", reason="the definition of D_f rewritten column by column"),
    Decided("Sec. 3, par. 1", "reason", "From the definition of D_f(M0||M1), we have that [D_f = sum_y mu(Q_y)] where "
            "mu(Q_y) = (P1^T Q_y) f(P0^T Q_y/P1^T Q_y) [checked: reason route, chi^2 and TV]", ("staircase.sublinear",)),
    NotAClaim("(13)", "equation", "(display lost; referenced by Thm. 6 and Thm. 8 as the problem they solve) maximize "
              "D_f(M0||M1) over eps-LDP Q", reason="states the problem (4) for f-divergences; what Thm. 5, 6 and 8 say "
              "of its optima is decided by their units"),
    Decided("Sec. 3, par. 1", "sentence", "For any gamma > 0, mu(gamma Q_y) = gamma mu(Q_y). Moreover, since the "
            "function phi(z, t) = t f(z/t) is convex in (z, t) ..., then mu is convex in Q_y. Convexity and "
            "homogeniety together imply sublinearlity.", ("staircase.sublinear",)),
    Decided("Sec. 3, par. 1 (convexity)", "reason", "Moreover, since the function phi(z,t) = t f(z/t) is convex in (z,t) "
            "for 0 <= z,t <= 1, then mu is convex in Q_y [checked: reason route, with a non-convex f among the points]",
            ("staircase.sublinear",)),
    Decided("Sec. 3, par. 1 (sublinearity)", "reason", "Convexity and homogeniety together imply sublinearlity [checked: "
            "reason route]", ("staircase.sublinear",)),
    Decided("Sec. 3, par. 1 (Theorems 2 and 4)", "reason", "Therefore, Theorems 2 and 4 apply to D_f(M0||M1) and we have "
            "that staircases are optimal [not checked at points: cited theorems of the paper (statements lost); decided "
            "by staircase.lp]", ("staircase.lp",)),
    NotAClaim("Sec. 3, binary mechanism, display", "definition", "the binary mechanism: two outputs, Q(0|x) = "
              "e^eps/(1 + e^eps) if P0(x) >= P1(x), 1/(1 + e^eps) otherwise (see Figure 2)", reason="definition"),
    Decided("Sec. 3, binary mechanism, par. 1", "sentence", "... we will establish that it is the optimal mechanism "
            "when a high level of privacy is required.", ("staircase.binary-high-privacy",)),
    NotAClaim("Sec. 3, binary mechanism, par. 1", "sentence", "Intuitively, the output should be very noisy in the "
              "high privacy regime, and we are better off sending just one bit of information ...", reason="intuition"),
    Decided("Thm. 5", "theorem", "in the high privacy regime ... the binary mechanism is universally optimal for all "
            "f-divergences. In particular this threshold eps* is universal, in that it does not depend on the "
            "particular choice of which f-divergence we are maximizing. It is only a function of P0 and P1.",
            ("staircase.binary-high-privacy",)),
    Decided("Thm. 5 (consequence)", "reason", "This implies that in the high privacy regime ... the binary mechanism is "
            "universally optimal for all f-divergences [not checked at points: Thm. 5's statement was lost; decided by "
            "staircase.binary-high-privacy]", ("staircase.binary-high-privacy",)),
    Decided("Sec. 3, after Thm. 5", "sentence", "In a nutshell, we prove that any eps-locally differentially private "
            "mechanism can be simulated from the output of the binary mechanism for sufficiently small eps. Hence, "
            "the binary mechanism dominates over all other mechanisms and at the same time achieves the maximum "
            "divergence.", ("staircase.blackwell", "staircase.binary-high-privacy")),
    Decided("Sec. 3, after Thm. 5 (Blackwell)", "reason", "This is established by proving a very strong statistical "
            "dominance using Blackwell's celebrated result on comparisons of statistical experiments Blackwell (1953) "
            "[reason route, cited, checked at 116 instances: Blackwell's comparison (a garbling W o (B o P_nu) has no "
            "larger D_f, f = chi^2, TV) at the binary mechanism B of each high-privacy prior pair, e^eps in {101/100, "
            "11/10}, with W solved exactly from Q o P_nu = W o (B o P_nu) for Q k-ary randomized response and the "
            "binary mechanism of every set T, gives D_f(Q o P0||Q o P1) <= D_f(B o P0||B o P1); no witness. The "
            "simulation (W a channel) is decided by staircase.blackwell]", ("staircase.blackwell",)),
    Decided("Sec. 3, after Thm. 5", "reason", "we prove that any eps-locally differentially private mechanism can be "
            "simulated from the output of the binary mechanism for sufficiently small eps. Hence, the binary mechanism "
            "dominates over all other mechanisms [checked: reason route, data processing for chi^2 and TV with Q = B W]",
            ("staircase.blackwell",)),
    NotAClaim("Sec. 3, after Thm. 5", "sentence", "A similar idea has been used previously in (Kairouz et al., 2013) "
              "...", reason=LITERATURE),
    Decided("Thm. 6", "theorem", "The next theorem shows that it is the optimal solution of (13) for all eps, when "
            "the objective function is the total variation distance.", ("staircase.binary-tv",)),
    Decided("Thm. 7", "theorem", "When maximizing the KL divergence ..., the binary mechanism still achieves good "
            "performance for eps <= C where C is a constant that does not depend on P0 and P1 ... OPT <= 2(e^eps + "
            "1)^2 BIN (missing display)", ("staircase.binary-kl-factor",)),
    Decided("Sec. 3, after Thm. 7", "sentence", "Observe that 2(e^eps + 1)^2 <= 32 for eps <= 1. Therefore, for any "
            "eps <= 1, the simple binary mechanism is at most a constant factor away from the optimal mechanism.",
            ("staircase.binary-kl-factor",)),
    Decided("Sec. 3, after Thm. 7", "reason", "Observe that 2(e^eps + 1)^2 <= 32 for eps <= 1 [checked: reason route, "
            "eps = 0, 1/8, ..., 2 in arb]", ("staircase.binary-kl-factor",)),
    Decided("Sec. 3, randomized response, display", "equation", "The randomized response mechanism ... true data is "
            "released with probability e^eps/(|X| - 1 + e^eps).", ("staircase.rr",)),
    Decided("Sec. 3, randomized response, par. 1", "sentence", "We view it as a multiple choice generalization to "
            "the randomized response method proposed by Warner (1965).", ("cross.warner",)),
    Decided("Thm. 8", "theorem", "... the randomized response mechanism is the optimal solution of (13) in the low "
            "privacy regime (i.e., eps >= eps* for some threshold eps* that depends on P0 and P1).",
            ("staircase.rr", "staircase.rr-ties")),
    Decided("Sec. 3, after Thm. 8", "sentence", "The randomized response mechanism is particularly important because "
            "it does not depend on P0 or P1. Thus, ... they can still use the randomized response mechanism to "
            "achieve the optimal (or near-optimal) utility in the moderate to low privacy regimes.",
            ("staircase.rr", "staircase.figures")),
    Decided("Sec. 3, after Thm. 8", "reason", "The randomized response mechanism is particularly important because it "
            "does not depend on P0 or P1 [not checked at points: the reason is the mechanism's definition (no P0, P1 in "
            "it); 'important' is not a quantity]", ("staircase.rr",)),
    Decided("Sec. 3, geometric mechanism", "sentence", "Q(y|x) = ((1 - eps^{1/(k-1)})/(1 + eps^{1/(k-1)})) "
            "eps^{|y-x|/(k-1)} for y in Z. The output is then truncated at 1 and k to preserve the support.",
            ("staircase.geometric",)),
    NotAClaim("Sec. 3, experiments, par. 1", "sentence", "For 100 instances of randomly chosen P0 and P1 ... The "
              "optimal staircase mechanism is computed by solving the linear program in Equation (11) ...",
              reason="describes the experiment"),
    Decided("Sec. 3, experiments, par. 1", "sentence", "In the low privacy (large eps) regime, the randomized "
            "response achieves optimal performance (which converges exponentially in eps to 1) as predicted.",
            ("staircase.rr", "staircase.rr-kl-expansion")),
    Decided("Sec. 3, experiments, par. 1", "sentence", "In the high privacy regime (small eps), the binary mechanism "
            "achieves optimal performance (which converges quadratically in eps to 0) as predicted.",
            ("staircase.binary-high-privacy", "staircase.quadratic-high-privacy")),
    Decided("Sec. 3, experiments, par. 1", "sentence", "In all regimes, both the binary and randomized response "
            "mechanisms provide significant gains over the geometric mechanism.", ("staircase.beats-geometric",)),
    Decided("Sec. 3, experiments, par. 2", "sentence", "In all instances, the binary mechanism is optimal for small "
            "eps and the randomized response mechanism is optimal for large eps.",
            ("staircase.figure-regimes", "staircase.rr-ties")),
    Decided("Sec. 3, experiments, par. 2", "sentence", "However, D_kl(M0||M1) under the randomized response "
            "mechanism can be as bad as 10% of the optimal one (for small eps). Similarly, ... under the binary "
            "mechanism can be as bad as 25% of the optimal one (for large eps).", ("staircase.figures",)),
    Decided("Fig. 4; Sec. 3, experiments, par. 2", "figure", "This mixed strategy achieves at least 70% for |X| = 6 "
            "(and 55% for |X| = 12) of the optimal divergence for all instances. Figure 4 shows that this mixed "
            "strategy is not too sensitive to the size of the alphabet k.", ("staircase.figures",)),
    NotAClaim("Sec. 3, experiments, par. 2", "sentence", "Therefore, this strategy provides a good mechanism that "
              "can be readily used in practice for any value of eps.", reason="a recommendation"),
    Decided("Fig. 3", "figure", "left: average normalized divergence of the binary, randomized response, geometric "
            "and optimal mechanisms; right: each mechanism's divergence normalized by the optimum, 100 instances",
            ("staircase.figures", "staircase.beats-geometric")),
    # ------------------------------------------------------------------ Sec. 3.4, converses
    NotAClaim("Sec. 3, converses, par. 1", "sentence", "these results follow from our main theorems and are of "
              "independent interest ...; a bound similar to (22) was used ... in Duchi et al. (2013).",
              reason=LITERATURE),
    Decided("(22); Sec. 3, converses", "equation", "This follows from Theorem 5 and observing that the binary "
            "mechanism achieves [(22)], where T is the set of x such that P0(x) >= P1(x). Compared to (Duchi et al., "
            "2013, Theorem 1), we recover their bound of 4(e^eps - 1)^2 ||P0 - P1||_TV^2 with a smaller constant.",
            ("staircase.kl-converse",)),
    Decided("(22); Sec. 3, converses", "reason", "This follows from Theorem 5 and observing that the binary mechanism "
            "achieves [the display, lost] [not checked at points: a cited theorem of the paper and a lost display; (22) "
            "is decided by staircase.kl-converse]", ("staircase.kl-converse",)),
    Decided("Sec. 3, converses, par. 2", "sentence", "We want to note that Duchi et al.'s bound holds for all values "
            "of eps ... We instead provide an explicit mechanism, that is optimal in high privacy regime.",
            ("pml.prior-bounds", "staircase.binary-high-privacy")),
    NotAClaim("Sec. 3, converses, par. 2", "sentence", "... and uses a different technique of bounding the KL "
              "divergence directly, however no achievable mechanism has been provided.", reason=LITERATURE),
    Decided("(23); Sec. 3, converses", "equation", "This follows directly from Theorem 8 and observing that the "
            "randomized response mechanism achieves D_kl(M0||M1) = D_kl(P0||P1) - G(P0, P1)e^-eps + O(e^-2eps).",
            ("staircase.rr-kl-expansion", "staircase.rr")),
    Decided("(23); Sec. 3, converses", "reason", "This follows directly from Theorem 8 and observing that the randomized "
            "response mechanism achieves D_kl(M0||M1) = D_kl(P0||P1) - G(P0,P1)e^-eps + O(e^-2eps) [not checked at "
            "points: an asymptotic expansion; decided by staircase.rr-kl-expansion]", ("staircase.rr-kl-expansion",)),
    Decided("Fig. 5", "figure", "the divergence of the geometric, binary and randomized response mechanisms against "
            "||P0 - P1||_TV at eps = 0.1 and D_kl(P0||P1) at eps = 10: the binary and the randomized response "
            "mechanisms exhibit the scaling predicted by Equation (22) and (23), respectively.",
            ("staircase.figures", "staircase.kl-converse", "staircase.rr-kl-expansion")),
    Decided("Sec. 3, converses, last par.", "sentence", "Similarly, for total variation, we can get the following "
            "converse result. This follows from Theorem 6 and explicitly computing the total variation achieved by "
            "the binary mechanism.", ("staircase.binary-tv",)),
    Decided("Sec. 3, converses, last par.", "reason", "This follows from Theorem 6 and explicitly computing the total "
            "variation achieved by the binary mechanism [checked: reason route; the converse's display is lost, read as "
            "staircase.binary-tv reconstructs it, TV(Q o P0, Q o P1) <= (e^eps - 1)/(e^eps + 1) TV(P0, P1) for every "
            "eps-LDP Q: Thm. 6 read at each instance Q (TV(Q) <= TV(B)) and the binary mechanism's TV computed exactly "
            "give it at k-ary randomized response and the binary mechanism of every set T, three prior pairs, e^eps in "
            "{11/10, 2, 5}; no witness]", ("staircase.binary-tv",)),
]
