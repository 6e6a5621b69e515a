"""Counting queries (001), Sec. IV, proof of Thm. 1, direct approach (counting.lp-reformulation): for one ordered
adjacent pair of rows (i, i'), the 2^M subset constraints sum_{j in U} (p_ij - E p_i'j) <= delta are equivalent to
sum_j max(0, p_ij - E p_i'j) <= delta and to the 2M + 1 auxiliary-variable constraints s_j >= p_ij - E p_i'j, s_j >=
0, sum_j s_j <= delta (for some s).

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


def lp_reformulation_proof() -> Proof:
    """counting.lp-reformulation: for one ordered adjacent pair of rows (i, i'), the 2^M subset constraints
    sum_{j in U} (p_ij - E p_i'j) <= delta are equivalent to sum_j max(0, p_ij - E p_i'j) <= delta and to the 2M + 1
    auxiliary-variable constraints s_j >= p_ij - E p_i'j, s_j >= 0, sum_j s_j <= delta (for some s)."""
    names = "a_p a_n s_p s_n A_p A_n SU_p SU_n S_p S_n P_p P_n delta"
    a_p, a_n, s_p, s_n, A_p, A_n, SU_p, SU_n, S_p, S_n, P_p, P_n, delta = variables = sp.symbols(names)
    a, s, A, SU, S, P = a_p - a_n, s_p - s_n, A_p - A_n, SU_p - SU_n, S_p - S_n, P_p - P_n
    proof = Proof("counting.lp-reformulation", list(variables),
                  "For every M >= 2, E >= 1, delta >= 0 and every ordered adjacent pair (i, i') (2(M - 1) of them), "
                  "with a_j = p_ij - E p_i'j: (S) sum_{j in U} a_j <= delta for all 2^M subsets U, (N) sum_j max(0, "
                  "a_j) <= delta, and (A) there is s with s_j >= a_j, s_j >= 0 (j = 1..M) and sum_j s_j <= delta (2M "
                  "+ 1 linear constraints, so 2(M - 1)(2M + 1) in all) are equivalent. Encoding (every real as the "
                  "difference of two variables >= 0): a = a_j, s = s_j for one index j; A = sum_{j in U} a_j, SU = "
                  "sum_{j in U} s_j, S = sum_j s_j, P = sum_j max(0, a_j) (names of sums). (A) => (S): per index, a_j "
                  "<= s_j for j in U and 0 <= s_j for j not in U (goals); summed over U and over its complement they "
                  "are the hypotheses SU >= A and S >= SU (bookkeeping), and delta >= A follows. (S) => (N): P is A at "
                  "U+ = {j : a_j > 0} (bookkeeping: the terms with a_j > 0 are exactly the positive parts), so the "
                  "subset constraint at U+ gives P <= delta. (N) => (A): s_j = max(0, a_j), per case a_j >= 0 (s_j = "
                  "a_j) and a_j <= 0 (s_j = 0) both s_j >= a_j and s_j >= 0 are goals; summed, S = P (bookkeeping), "
                  "so S <= delta.",
                  "Each goal is a sum of named facts with multiplier 1, residual 0.")
    for name, value in (("aux: s_j >= a_j", s - a), ("aux: s_j >= 0", s), ("aux: sum_j s_j <= delta", delta - S),
                        ("summed over U: sum_U s_j >= sum_U a_j", SU - A),
                        ("summed over the complement of U: sum_j s_j >= sum_U s_j", S - SU),
                        ("subset constraint at U+ = {a_j > 0}: sum_U+ a_j <= delta", delta - A),
                        ("nonlinear: sum_j max(0, a_j) <= delta", delta - P), ("case a_j >= 0", a),
                        ("case a_j <= 0", -a),
                        ("summed: sum_j s_j = sum_j max(0, a_j) (<=)", P - S)):
        proof.hypothesis(name, value)
    at_positive = proof.equality("U = U+: sum_U a_j = sum_j max(0, a_j)", A - P)
    keep = proof.equality("case a_j >= 0: s_j = max(0, a_j) = a_j", s - a)
    zero = proof.equality("case a_j <= 0: s_j = max(0, a_j) = 0", s)

    def s_minus_a():
        return s - a

    def s_itself():
        return s
    proof.stated_goal("(A) => (S), j in U: a_j <= s_j", s_minus_a, [(1, ["aux: s_j >= a_j"])])
    proof.stated_goal("(A) => (S), j not in U: 0 <= s_j", s_itself, [(1, ["aux: s_j >= 0"])])
    proof.stated_goal("(A) => (S): sum_U a_j <= delta", lambda: delta - A,
                [(1, ["summed over U: sum_U s_j >= sum_U a_j"]),
                 (1, ["summed over the complement of U: sum_j s_j >= sum_U s_j"]),
                 (1, ["aux: sum_j s_j <= delta"])])
    proof.stated_goal("(S) => (N): sum_j max(0, a_j) <= delta", lambda: delta - P,
                [(1, ["subset constraint at U+ = {a_j > 0}: sum_U+ a_j <= delta"]), (1, [at_positive[0]])])
    proof.stated_goal("(N) => (A), case a_j >= 0: s_j >= a_j", s_minus_a, [(1, [keep[0]])])
    proof.stated_goal("(N) => (A), case a_j >= 0: s_j >= 0", s_itself, [(1, [keep[0]]), (1, ["case a_j >= 0"])])
    proof.stated_goal("(N) => (A), case a_j <= 0: s_j >= a_j", s_minus_a, [(1, [zero[0]]), (1, ["case a_j <= 0"])])
    proof.stated_goal("(N) => (A), case a_j <= 0: s_j >= 0", s_itself, [(1, [zero[0]])])
    proof.stated_goal("(N) => (A): sum_j s_j <= delta", lambda: delta - S,
                [(1, ["nonlinear: sum_j max(0, a_j) <= delta"]), (1, ["summed: sum_j s_j = sum_j max(0, a_j) (<=)"])])
    return proof
