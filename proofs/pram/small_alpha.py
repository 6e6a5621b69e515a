"""PRAM (000), Sec. 2.3, par. 2, after Def. (6) (pram.small-alpha): 1 <= e^alpha <= 1 + 2 alpha for every alpha in [0,
1], hence e^alpha -> 1 as alpha -> 0 (small alpha is strong privacy).

workbench-polynomial-proof/4 artefact with named facts about log and exp: a variable is defined as exp(u) or log(u)
(Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook fact from the replayer's table
(workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets stay bookkeeping named in the
statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import TAYLOR, Proof

sp = lazy("sympy")


# --------------------------------------------------------------------------- PRAM (000), Sec. 2.2-2.3
def small_alpha_proof() -> Proof:
    """pram.small-alpha: 1 <= e^alpha <= 1 + 2 alpha for every alpha in [0, 1], hence e^alpha -> 1 as alpha -> 0."""
    a = sp.Symbol("alpha")
    proof = Proof("pram.small-alpha", [a],
                  "For every alpha in [0, 1]: 1 <= e^alpha <= 1 + 2 alpha (and e^alpha >= 1 for every alpha >= 0); "
                  "so e^alpha -> 1 as alpha -> 0 (squeeze: |e^alpha - 1| <= 2 alpha, the only step outside the "
                  "goals). Definitions: X = exp(alpha), A = exp(0), B = exp(1), C = exp(-1). Facts (the replayer's "
                  "table): exp u >= 1 + u at u = alpha and u = 0; exp u >= 1 + u + u^2/2 + u^3/6 at u = -1 (so "
                  "e^-1 >= 1/3); exp(0) exp(0) = 1, exp(1) exp(-1) = 1; the chord of exp on [0, 1] at alpha.",
                  "X - 1 = (X - 1 - alpha) + alpha. 1 + 2 alpha - X = chord + (1 - alpha)(1 - A) + alpha (3 - B), "
                  "with 1 - A = (1 - A^2) + A (A - 1) and 3 - B = 3 (1 - B C) + 3 B (C - 1/3).")
    X, below = proof.exp_at_most_1_plus_2(a, "alpha <= 1")
    proof.fact("e^alpha >= 1 + alpha", TAYLOR, ["exp(alpha)"], X - 1 - a, k=1)
    proof.stated_goal("e^alpha >= 1", X - 1, [(1, ["e^alpha >= 1 + alpha"])])
    proof.stated_goal("e^alpha <= 1 + 2 alpha", 1 + 2 * a - X, below)
    return proof
