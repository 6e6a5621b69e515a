"""What decides each claim-bearing unit of Ye and Barg (2018), as recalled (no copy of the text was available, so
the quotes are paraphrases and the loci are sections described in words)."""
from workbench import Decided, NotAClaim, NotCovered

ITEMS = [
    NotAClaim("Sec. on the problem (as recalled)", "definition",
              "n users each hold X_i ~ p on k symbols and release Y_i through an eps-LDP channel Q; the loss is "
              "l2^2 or l1, the risk the minimax over p",
              reason="the model and the definitions of eps-LDP and of the minimax risk"),
    Decided("Sec. on the k-subset mechanism (as recalled)", "definition",
            "Q_{k,eps,d}(y|x) = e^eps/Z if x in y, 1/Z otherwise, over the d-subsets y",
            claims=("ye_barg.channel",)),
    Decided("Sec. on the k-subset mechanism (as recalled)", "sentence",
            "the k-subset mechanism is eps-LDP", claims=("ye_barg.ldp",)),
    Decided("Sec. on the estimator (as recalled)", "equation",
            "p_hat_j = (k - 1)(d e^eps + k - d)/(d (k - d)(e^eps - 1)) T_j/n - ((d - 1)e^eps + k - d)/((k - d)(e^eps - 1)), "
            "unbiased", claims=("ye_barg.unbiased",)),
    Decided("Sec. on the estimator's risk (as recalled)", "equation",
            "E||p_hat - p||_2^2 = (1/n)[(k - 1)^2 (d e^eps + k - d)^2/(k d (k - d)(e^eps - 1)^2) + 1/k - sum p_j^2]",
            claims=("ye_barg.risk-l2",)),
    Decided("Sec. on the choice of d (as recalled)", "sentence",
            "the risk is minimised at d about k/(e^eps + 1); the scheme takes d = ceil(k/(e^eps + 1))",
            claims=("ye_barg.optimal-d", "ye_barg.optimal-d-integer")),
    Decided("Sec. on the risk's order (as recalled)", "sentence",
            "for e^eps < k the risk is of order k e^eps/(n (e^eps - 1)^2), (1 + o(1)) 4k e^eps/(n (e^eps - 1)^2) for "
            "e^eps << k; for small eps, of order k/(n eps^2)",
            claims=("ye_barg.rate-mid", "ye_barg.rate-asymptotic", "ye_barg.rate-small-eps")),
    Decided("Sec. on the risk's order (as recalled)", "sentence",
            "for large eps the scheme (d = 1, randomized response) attains the non-private rate",
            claims=("ye_barg.large-eps",)),
    Decided("Sec. on the l1 risk (as recalled)", "sentence",
            "E||p_hat - p||_1 <= sum_j sqrt(Var p_hat_j) <= (k - 1)(d e^eps + k - d)/((e^eps - 1) sqrt(n d (k - d)))",
            claims=("ye_barg.risk-l1",)),
    NotCovered("Sec. on the l1 risk (as recalled)", "theorem",
               "the l1 risk of the scheme, E||p_hat - p||_1 ~ sqrt(2/(pi n)) sum_j sqrt(Var_j) as n grows",
               why="an asymptotic (central limit) statement as n grows, as recalled: a limit, not checked; at finite n it "
                   "is no bound (n = 1, P_j = 1/2: E|T_j - 1/2| = 1/2 > sqrt(2/pi)/2); the non-asymptotic bound is "
                   "ye_barg.risk-l1"),
    NotCovered("Sec. on lower bounds (as recalled)", "theorem",
               "the minimax l2^2 and l1 risks over all eps-LDP schemes are bounded below by the scheme's risk "
               "times 1 - o(1) (for e^eps << k and n large), so the scheme is (asymptotically) optimal",
               why="a minimax over every eps-LDP channel and every estimator for growing n: no finite computation; "
                   "only the scheme's side of the comparison is decided (ye_barg.rate-mid, rate-small-eps, large-eps)"),
]
