"""PML (002), (10) from (9) (pml.formula): for a full-support prior, the sup over gain functions and guessing rules of
the gain ratio is max_x K(y|x)/(K P)(y), and the leakage (10) is its log (log is increasing, so the sup commutes with
it).

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N (docs/evidence-strength.md,
"The proofs today"). The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c)
and every output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


def formula_proof() -> Proof:
    """pml.formula ((10) from (9)): for a full-support prior, the sup over gain functions and guessing rules of the
    gain ratio is max_x K(y|x)/(K P)(y); (10) is its log (log is increasing, so the sup commutes with it)."""
    k, p, n, h, G, D, q, n1, D1 = variables = sp.symbols("k p n h G D q n1 D1")
    proof = Proof("pml.formula", list(variables),
                  "for every N, kernel K, prior P with full support, output y with p = (K P)(y) > 0 (the outcomes that "
                  "occur) and k = max_x K(y|x): the ratio in (9), sup over gains g >= 0 and guessing rules P_W|Y of "
                  "E[g(X, W) | y] / max_w E[g(X, w)], equals k/p, so (9) = log(k/p) = (10). (<=) for any g with D = "
                  "max_w E[g(X, w)] > 0 (g = 0 under P has ratio 0/0 and is no gain) and any rule: n = E[g(X, W) | y] "
                  "<= h = max_w E[g(X, w) | y] (the rule mixes guesses); for w* attaining h, Bayes P(x|y) = P(x) "
                  "K(y|x)/p gives h p = sum_x P(x) K(y|x) g(x, w*) <= k G with G = E[g(X, w*)] (K(y|x) <= k summed "
                  "against P(x) g(x, w*) >= 0), and G <= D: so n/D <= k/p (goal 'upper'). (>=) g(x, w) = [x = x*], x* "
                  "an input with K(y|x*) = k: E[g(X, w)] = q = P(x*) > 0 for every w (full support), so D1 = q, and "
                  "n1 = E[g(X, W) | y] = P(x*|y) = q k/p (Bayes), so n1/D1 = k/p (goals 'attained')",
                  "k D - n p = k (D - G) + (k G - h p) + p (h - n) over p D > 0; n1 p - k D1 = (n1 p - q k) + k (q - D1) "
                  "over p D1 > 0, both ways.")
    proof.hypothesis("p D > 0", p * D, strict=True).hypothesis("p D1 > 0", p * D1, strict=True)
    upper = {"n <= h: the rule mixes guesses": h - n, "h p <= k G: K(y|x) <= k against P(x) g(x, w*)": k * G - h * p,
             "G <= D": D - G}
    for name, value in upper.items():
        proof.hypothesis(name, value)
    names = list(upper)
    proof.goal("upper: k/p - n/D >= 0", k / p - n / D, hypotheses=["p D > 0"] + names,
               terms=[(p, names[:1]), (1, names[1:2]), (k, names[2:])], positive="p D > 0")
    attained = {">=": ("Bayes: n1 p >= q k", n1 * p - q * k, "D1 <= q", q - D1),
                "<=": ("Bayes: n1 p <= q k", q * k - n1 * p, "D1 >= q", D1 - q)}
    for relation, (bayes, bayes_value, level, level_value) in attained.items():
        proof.hypothesis(bayes, bayes_value).hypothesis(level, level_value)
        proof.goal(f"attained: n1/D1 - k/p {relation} 0", n1 / D1 - k / p, relation,
                   hypotheses=["p D1 > 0", bayes, level], terms=[(1, [bayes]), (k, [level])], positive="p D1 > 0")
    return proof
