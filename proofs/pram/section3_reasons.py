"""PRAM (000): the reasons Section 3 gives for its steps, checked
(workbench.reasons), each beside the claim that decides the step itself.

- "Therefore, the privacy condition specializes into the following set of constraints (10)" (pram.dp-ratios): the
  cited premise is the display before (10), sup over Z_i and X_i != X_i' of Q(Z_i|X_i)/Q(Z_i|X_i') <= e^alpha, read
  on the entries of M(q) (8); the step is (10) for every couple k != k'. The three quotients the text lists are the
  reason; a slipped quotient (or a missing indicator I(S >= 3): at S = 2 there is no third category) has a witness.
  Points: q of a grid of (0, 1)^S (open: every quotient is defined), S = 2, 3, 4, e^alpha in {1, 3/2, 2, 4}.
- "We use the following known identity, which can immediately be derived from (5) and (3), f(q)=I(X,Z)=H(Z)-H(Z|X)"
  (pram.information-identities): the derivation is linear in the five quantities H(X), H(Z), H(X,Z), H(Z|X),
  I(X,Z), so the premises are read with them as free numbers (a grid of {0, 1, 2, 3}^5): wherever (5) and (3) hold,
  the step must, whether or not the numbers are entropies of one law. That is the sense in which (5) and (3) alone
  give it; a slipped sign in either has a witness.

The reasons for (16) and (17)'s redundancy (Sec. 3.3 and the appendix) are proofs/pram/redundancy_reasons.py.
"""
from __future__ import annotations

from fractions import Fraction as F
from itertools import product

from workbench.literal import Reading
from workbench.reasons import Reason


def _entry(p, z, x):
    """Q(Z = z | X = x) of M(q) (8): q_x on the diagonal, (1 - q_x)/(S - 1) off it."""
    q, S = p["q"], len(p["q"])
    return q[x] if z == x else (1 - q[x]) / (S - 1)


def _sup_ratio(p):
    """The display before (10): max over z and x != x' of Q(z|x)/Q(z|x') on M(q)."""
    S = len(p["q"])
    return max(_entry(p, z, x) / _entry(p, z, y) for z in range(S) for x in range(S) for y in range(S) if x != y)


def _ten(p, third=lambda S: 1 if S >= 3 else 0):
    """The left side of (10), maximised over the couples k != k'."""
    q, S = p["q"], len(p["q"])
    return max(max((S - 1) * q[k] / (1 - q[l]), (1 - q[k]) / ((S - 1) * q[l]), (1 - q[k]) / (1 - q[l]) * third(S))
               for k in range(S) for l in range(S) if k != l)


SUP_RATIO = Reading("sup_{Z_i, X_i != X_i'} Q(Z_i|X_i)/Q(Z_i|X_i') <= e^alpha on M(q)", _sup_ratio, "<=",
                    lambda p: p["E"])
TEN = Reading("(10): max((S-1)q_k/(1-q_k'), (1-q_k)/((S-1)q_k'), (1-q_k)/(1-q_k') I(S >= 3)) <= e^alpha for every "
              "couple k != k'", _ten, "<=", lambda p: p["E"])
DP_RATIOS_QUOTE = ("Depending on the value of Z_i, the quotient Q(Z_i|X_i)/Q(Z_i|X_i') can take one of three values. "
                   "... Therefore, the privacy condition specializes into the following set of constraints (10)")
DP_RATIOS = (Reason("Sec. 3, before (10): therefore (10)", DP_RATIOS_QUOTE, step=TEN, cites=(SUP_RATIO,)),)


def dp_points(reason: Reason = None, steps: int = 5) -> list[dict]:
    """q in {1/steps, ..., (steps-1)/steps}^S for S = 2, 3, 4, at e^alpha in {1, 3/2, 2, 4}."""
    grid = [F(k, steps) for k in range(1, steps)]
    return [{"E": E, "q": list(q)} for S in (2, 3, 4) for E in (F(1), F(3, 2), F(2), F(4)) for q in product(grid, repeat=S)]


FIVE = Reading("(5): I(X,Z) = H(X) + H(Z) - H(X,Z)", lambda p: p["I"], "=", lambda p: p["HX"] + p["HZ"] - p["HXZ"])
THREE = Reading("(3): H(Z|X) = H(X,Z) - H(X)", lambda p: p["HZgX"], "=", lambda p: p["HXZ"] - p["HX"])
IDENTITY = Reading("I(X,Z) = H(Z) - H(Z|X)", lambda p: p["I"], "=", lambda p: p["HZ"] - p["HZgX"])
IDENTITY_QUOTE = ("We use the following known identity, which can immediately be derived from (5) and (3), "
                  "f(q)=I(X,Z)=H(Z)-H(Z|X)")
FROM_5_AND_3 = (Reason("Sec. 3, after Fact 1: from (5) and (3)", IDENTITY_QUOTE, step=IDENTITY, cites=(FIVE, THREE)),)


def information_points(reason: Reason = None, values=(0, 1, 2, 3)) -> list[dict]:
    """H(X), H(Z), H(X,Z), H(Z|X), I(X,Z) as free numbers of `values`, every combination."""
    names = ("HX", "HZ", "HXZ", "HZgX", "I")
    return [dict(zip(names, combo)) for combo in product(values, repeat=len(names))]
