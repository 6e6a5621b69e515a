"""PML (002), Lemma 1 (pml.zeros): a nonzero column with at least l zeros forces e^eps >= 1/((N - l)c), for every N, l,
c.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof. Each goal is built from the claim's
registered closed form and rebuilt from the registry when the route runs, so a changed closed form is refused; the
artefact's statement says how its variables and hypotheses encode the claim for every N. The (eps, c)-PML condition
is used as defined, never through Lemma 4: for every prior P in Q_X(c) and every output y, max_x K(y|x) <= E (K P)(y),
E = e^eps. The column's sum over its nonzero entries, s <= n k, is summed by the replayer over any number n of them
(indexed sums: ZEROS, the claim's formal statement in proofs/pml/claims.py).
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof, registered


ZEROS_LEVEL = "e^eps = 1/((N - l)c)"


def zeros_proof() -> Proof:
    """pml.zeros (Lemma 1): a nonzero column with at least l zeros forces E >= 1/((N - l)c), for every N, l, c."""
    E, c, N, m, k, s, q, n, j = sp.symbols("E c N m k s q n j")
    l = sp.Symbol("l")
    proof = Proof("pml.zeros", [E, c, N, m, n, k, s, q, j],
                  "for every N >= 2, l in [N - 1], c in (0, 1/N] and every (eps, c)-PML kernel: a column y that is not "
                  "all zero and has at least l zeros forces E = e^eps >= 1/((N - l)c) (contrapositive: e^eps < "
                  "1/((N - l)c) leaves at most l - 1 zeros in every used column). Encoding: m = N - l >= 1 (the goal "
                  "is E - 1/((N - l)c) at l = N - m), k = max_x K(y|x) > 0; the family: the n nonzero entries j = "
                  "K(y|x) of the column, each <= k, n <= N - l (at least l zeros), s = sum_x K(y|x) their sum; "
                  "hypotheses: the PML condition at the prior P = c + (1 - Nc) e_{x''} in Q_X(c), x'' a zero of the "
                  "column, where (K P)(y) = c s, so k <= E c s; k c > 0. Per entry k - j >= 0, summed by the replayer: "
                  "n k - s >= 0. "
                  "Sharp (goals 'sharp: ...'): at E = 1/((N - l)c) the kernel with rows [0, 1] (l times) and "
                  "[1 - (N - l)c, (N - l)c] (N - l times) has l zeros in its used first column and is (eps, c)-PML: "
                  "for every prior, with q = P(last N - l inputs) in [(N - l)c, 1], column 1's ratio is 1/q and "
                  "column 2's is 1/(1 - (1 - (N - l)c) q)",
                  "k (E m c - 1) = (E c s - k) + E c (n k - s) + E c k (m - n): the facts times nonnegative "
                  "multipliers, residual 0; "
                  "the goal is written k (E m c - 1)/(k m c) so that k c > 0 shows its denominator's sign. Sharp: "
                  "m c (E q - 1) = q - m c and m c (E (1 - (1 - m c) q) - 1) = (1 - m c)(1 - q).",
                  domain={E: 1, N: 2, m: 1, n: 1})
    proof.hypothesis("k c > 0 (the column is not zero, c > 0)", k * c, strict=True)
    proof.hypothesis("PML at P = c + (1 - Nc) e_x'': k <= E c s", E * c * s - k)
    proof.hypothesis("at most N - l nonzero entries: n <= N - l", m - n)
    proof.hypothesis("a nonzero entry is at most the largest: j <= k", k - j)
    proof.hypothesis("c > 0", c, strict=True).hypothesis("q >= (N - l) c", q - m * c).hypothesis("q <= 1", 1 - q)
    proof.hypothesis("(N - l) c <= 1 (as c <= 1/N)", 1 - m * c)

    def threshold():
        return registered("pml.zeros", ZEROS_LEVEL, [N, c, l]).subs(l, N - m)

    def gap():
        return E - threshold()
    proof.goal("entry x: k - K(y|x) >= 0", k - j, hypotheses=["a nonzero entry is at most the largest: j <= k"],
               terms=[(1, ["a nonzero entry is at most the largest: j <= k"])])
    proof.sum("summed over the nonzero entries: n k - s >= 0", "entry x: k - K(y|x) >= 0", index=[j], count=n,
              monomials={j: s})
    facts = ["k c > 0 (the column is not zero, c > 0)", "PML at P = c + (1 - Nc) e_x'': k <= E c s",
             "at most N - l nonzero entries: n <= N - l"]
    proof.goal("E >= 1/((N - l)c)", gap(), hypotheses=facts,
               terms=[(1, [facts[1]]), (E * c, ["summed over the nonzero entries: n k - s >= 0"]), (E * c * k, [facts[2]])],
               positive=facts[0], common=k, template=gap)

    def column_1():
        return threshold() * q - 1

    def column_2():
        return threshold() * (1 - (1 - m * c) * q) - 1
    proof.goal("sharp: column 1, 1/q <= E", column_1(), hypotheses=["c > 0", "q >= (N - l) c"],
               terms=[(proof.numerator_factor(column_1(), q - m * c), ["q >= (N - l) c"])], positive="c > 0", template=column_1)
    proof.goal("sharp: column 2, 1/(1 - (1 - (N - l)c) q) <= E", column_2(),
               hypotheses=["c > 0", "q <= 1", "(N - l) c <= 1 (as c <= 1/N)"],
               terms=[(proof.numerator_factor(column_2(), (1 - q) * (1 - m * c)), ["q <= 1", "(N - l) c <= 1 (as c <= 1/N)"])],
               positive="c > 0", template=column_2)
    return proof
