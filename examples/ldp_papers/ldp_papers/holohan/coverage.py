"""What decides each claim-bearing unit of Holohan, Leith and Mason (2017), AS RECALLED: no copy of the paper was
available, so the units are the results the checker recalls, in the order recalled, with loci in words (no
numbers recalled with confidence). Quotes are paraphrases, not the paper's text."""
from workbench import Decided, NotAClaim, NotCovered

ITEMS = [
    NotAClaim("Sec. I", "sentence", "(paraphrase) randomised response, Warner 1965: a respondent answers truthfully "
              "with some probability", "background and a citation of other work"),
    NotAClaim("Sec. II", "definition", "(paraphrase) (eps, delta)-differential privacy of a mechanism on binary data",
              "a definition (used by holohan.dp-constraints, which checks against it)"),
    Decided("Sec. II", "sentence", "(paraphrase) the DP condition on a binary mechanism is four linear inequalities",
            ("holohan.dp-constraints",)),
    Decided("figure", "figure", "(paraphrase) the feasible region of (p, q) under (eps, delta)-DP",
            ("holohan.feasible-region",)),
    Decided("Sec. III", "sentence", "(paraphrase) the estimator pi_hat and its mean squared error",
            ("holohan.estimator",)),
    Decided("strict case", "theorem", "(paraphrase) under eps-DP the optimal mechanism is p = q = e^eps/(1 + e^eps)",
            ("holohan.strict-optimal",)),
    Decided("relaxed case", "theorem", "(paraphrase) under (eps, delta)-DP the optimal truthful probability is "
            "(e^eps + delta)/(1 + e^eps)", ("holohan.relaxed-optimum",)),
    Decided("relaxed case", "sentence", "(paraphrase) the optimal mechanism(s) in the relaxed case, depending on pi",
            ("holohan.relaxed-depends-on-pi",)),
    Decided("abstract; Warner's case", "sentence", "(paraphrase) the optimal mechanism for Warner's original RR",
            ("holohan.warner",)),
    Decided("k-ary (uncertain)", "sentence", "(paraphrase) more than two categories: k-ary randomised response",
            ("holohan.k-ary",)),
    NotCovered("numerical section", "figure", "(paraphrase) plots of the error of the optimal mechanisms",
               "the figures' data are not recalled; nothing to compare with"),
]
