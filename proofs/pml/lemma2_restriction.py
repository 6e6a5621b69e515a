"""PML (002), Lemma 2 (pml.restriction) and its corrected derivation, App. B, (55)-(61) (pml.restriction-proof), for every
N, c and eps.

workbench-polynomial-proof/4 artefacts replayed by workbench.kernel.polyproof; routes through
workbench.proof.built_route. Bookkeeping that stays in each artefact's statement (docs/evidence-strength.md, "What stays
prose"): variables that name sums over inputs or outputs (Q(A|x), P(B), (K P)(y)), and hypotheses that are a condition
summed over such an index set. eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.proof import Proof


RESTRICTION_DERIVATION = (
    " The corrected derivation (App. B, pml.restriction-proof): (55) reads Q_X(c) = {c + d V : V in P(X)}: for P in "
    "Q_X(c), V = (P - c)/d has V(x) >= 0 (P(x) = px >= c) and sum V = (sP - N c)/d = 1 (sP = sum P = 1), and "
    "conversely c + d V >= c with sum N c + d sV = 1 (sV = sum V = 1) (goals '(55)'); (58)-(59) are the event "
    "differences above; in (60)-(61) numerator and denominator take the same norm: as printed, l1 = ||KV - KW||_1 = "
    "2 T over TV(V, W) = S is twice the same-norm ratio (goals 'mixed norms'), so its sup is 2 eta_TV(K)")

def restriction_proof(derivation: bool = False) -> Proof:
    """pml.restriction (Lemma 2): for 0 < c < 1/N, eta_TV over priors in Q_X(c) equals eta_TV(K), for every kernel,
    so the sup over M(eps, c) in (18) is (19). With `derivation`, pml.restriction-proof's corrected App. B: the same
    goals plus the corrected (55) and the printed mixed-norm ratio of (60)-(61)."""
    d, c, n, sigma, vB, wB, kv, kw, S, T, S1, T1 = variables = sp.symbols("d c n sigma vB wB kv kw S T S1 T1")
    N, px, sP, vx, sV, l1 = extra = sp.symbols("N px sP vx sV l1")
    proof = Proof("pml.restriction-proof" if derivation else "pml.restriction",
                  list(variables) + (list(extra) if derivation else []),
                  "for every N, c in (0, 1/N) (d = 1 - Nc > 0) and kernel K: (<=) Q_X(c) is a subset of all priors, so "
                  "the sup (56) over it is at most eta_TV(K) = sup over all P != Q of TV(KP, KQ)/TV(P, Q); (>=) every "
                  "V != W gives P = c + d V, Q = c + d W in Q_X(c) ((55)) with the same ratio (goals 'same ratio'), "
                  "so the sups are equal, for every K, hence over M(eps, c): (19). Encoding: P - Q = d (V - W) with d "
                  "> 0, so B = {V > W} = {P > Q} and, K being linear, A = {KV > KW} = {KP > KQ}; TV is the mass "
                  "difference on that event: S = TV(V, W) = vB - wB with vB = V(B), wB = W(B); S1 = TV(P, Q) = P(B) - "
                  "Q(B) = (n c + d vB) - (n c + d wB), n = |B| ((58)); T = TV(KV, KW) = kv - kw with kv = (KV)(A), kw "
                  "= (KW)(A); T1 = TV(KP, KQ) = (KP)(A) - (KQ)(A) = (c sigma + d kv) - (c sigma + d kw), sigma = "
                  "sum_x K(A|x) ((59)); each an equality (two hypotheses; the c terms cancel). S > 0 (V != W); S1 > "
                  "0 is goal 'S1 > 0', so S S1 > 0" + (RESTRICTION_DERIVATION if derivation else ""),
                  "T1 S - T S1 = S (T1 - d (kv - kw)) + d S ((kv - kw) - T) + T (d (vB - wB) - S1) + d T (S - (vB - "
                  "wB)), and the same with the other halves of the equalities for <=; S1 = (S1 - d (vB - wB)) + d "
                  "((vB - wB) - S) + d S.")
    proof.hypothesis("d > 0: c < 1/N", d, strict=True).hypothesis("S > 0: V != W", S, strict=True)
    proof.hypothesis("S S1 > 0", S * S1, strict=True)
    equalities = {"S": (S, vB - wB), "T": (T, kv - kw), "S1": (S1, (n * c + d * vB) - (n * c + d * wB)),
                  "T1": (T1, (c * sigma + d * kv) - (c * sigma + d * kw))}
    for name, (variable, value) in equalities.items():
        proof.hypothesis(f"{name} >= its event difference", variable - value)
        proof.hypothesis(f"{name} <= its event difference", value - variable)
    proof.goal("S1 > 0", S1, ">", hypotheses=["S1 >= its event difference", "S <= its event difference", "d > 0: c < 1/N",
                                              "S > 0: V != W"],
               terms=[(1, ["S1 >= its event difference"]), (d, ["S <= its event difference"]),
                      (1, ["d > 0: c < 1/N", "S > 0: V != W"])])
    for relation, (up, down) in ((">=", (">=", "<=")), ("<=", ("<=", ">="))):
        facts = [f"T1 {up} its event difference", f"T {down} its event difference", f"S1 {down} its event difference",
                 f"S {up} its event difference"]
        proof.goal(f"same ratio: T1/S1 - T/S {relation} 0", T1 / S1 - T / S, relation,
                   hypotheses=["S S1 > 0"] + facts, positive="S S1 > 0",
                   terms=[(S, facts[:1]), (d * S, facts[1:2]), (T, facts[2:3]), (d * T, facts[3:])])
    if derivation:
        _restriction_derivation_goals(proof, d, c, N, px, sP, vx, sV, l1, S, T)
    return proof

def restriction_derivation_proof() -> Proof:
    """pml.restriction-proof (App. B, corrected): restriction_proof's goals with the corrected (55) and (60)-(61)."""
    return restriction_proof(derivation=True)

def _restriction_derivation_goals(proof: Proof, d, c, N, px, sP, vx, sV, l1, S, T) -> None:
    """The corrected (55) both ways, and the printed mixed-norm ratio l1/S = 2 T/S of (60)-(61)."""
    proof.hypothesis("P(x) >= c", px - c)
    for name, value in {"d = 1 - N c": d - (1 - N * c), "sum P = 1": sP - 1, "sum V = 1": sV - 1,
                        "l1 = ||KV - KW||_1 = 2 T": l1 - 2 * T}.items():
        proof.hypothesis(f"{name} (>=)", value).hypothesis(f"{name} (<=)", -value)
    proof.goal("(55): V(x) = (P(x) - c)/d >= 0", (px - c) / d, hypotheses=["d > 0: c < 1/N", "P(x) >= c"],
               terms=[(1, ["P(x) >= c"])], positive="d > 0: c < 1/N")
    proof.goal("(55): c + d V(x) >= c", d * vx)
    for relation, side, other in ((">=", "(>=)", "(<=)"), ("<=", "(<=)", "(>=)")):
        facts = [f"sum P = 1 {side}", f"d = 1 - N c {other}"]
        proof.goal(f"(55): sum V = (sum P - N c)/d = 1 ({relation})", (sP - N * c) / d - 1, relation,
                   hypotheses=["d > 0: c < 1/N"] + facts, terms=[(1, facts[:1]), (1, facts[1:])], positive="d > 0: c < 1/N")
        facts = [f"d = 1 - N c {side}", f"sum V = 1 {side}"]
        proof.goal(f"(55): sum (c + d V) = N c + d sV = 1 ({relation})", N * c + d * sV - 1, relation,
                   hypotheses=facts, terms=[(1, facts[:1]), (d, facts[1:])])
        facts = [f"l1 = ||KV - KW||_1 = 2 T {side}"]
        proof.goal(f"mixed norms: l1/S - 2 T/S ({relation})", l1 / S - 2 * T / S, relation,
                   hypotheses=["S > 0: V != W"] + facts, terms=[(1, facts)], positive="S > 0: V != W")
