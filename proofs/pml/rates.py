"""PML (002), Example 3's last sentence against the truth (workbench.rates): "If eps >= log 1/(2c), we have
Xi(eps, c) = 1, and the sample complexity is equal to the non-private setup."

The paper decides it with its own bound (46), n = Omega(1/(Xi delta)), applied to both setups. The truth is the exact
divergence between the two hypotheses of the example, P_theta0 = [1/4 - d, 1/4 + d, 1/4, 1/4] and P_theta1 with the
first two swapped, which sets the two-point sample complexity (Bretagnolle-Huber: R* >= exp(-n D)/2):
- non-private, D(P_theta0 || P_theta1) = 2d log((1 + 4d)/(1 - 4d)), between 16 d^2 and 17 d^2 for d <= 1/20;
- private: the best kernel of M(eps, c) does at most that (data processing) and at least as well as the split
  K = [[1, 0], [0, 1], [1, 0], [0, 1]] (inputs {1, 3} to 0, {2, 4} to 1), which is in M(eps, c) exactly when
  e^eps >= 1/(2c) (its level is 1/(2c)): D = 2d log((1 + 2d)/(1 - 2d)), between 8 d^2 and 9 d^2.
So both setups need n of order 1/d^2, within a factor 17/8: the sentence holds, in order. (46)'s 1/d is a true lower
bound but not the rate: at n = 1/d, R* >= exp(-17 d)/2 tends to 1/2, so R* <= 1/4 needs n >= log 2/(17 d^2).
"""
from __future__ import annotations

from fractions import Fraction as F

from workbench.literal import Logs
from workbench.mechanisms.pml import kl_divergence, pml_level, push
from workbench.rates import Rate

SPLIT = [[F(1), F(0)], [F(0), F(1)], [F(1), F(0)], [F(0), F(1)]]
SIZES = [F(1, 20), F(1, 40), F(1, 100), F(1, 1000), F(1, 10 ** 6)]


def hypotheses(d: F) -> tuple[list, list]:
    """P_theta0, P_theta1 of Example 3."""
    quarter = F(1, 4)
    return [quarter - d, quarter + d, quarter, quarter], [quarter + d, quarter - d, quarter, quarter]


def kl(P, Q) -> Logs:
    """D(P||Q) = sum p log(p/q) exactly (0 log 0 = 0): the domain layer's definition with exact logarithms."""
    return kl_divergence(P, Q, Logs.log) + Logs()


def private_kl(K, d: F) -> Logs:
    P0, P1 = hypotheses(d)
    return kl(push(K, P0), push(K, P1))


RATES = (Rate("non-private D(P_theta0 || P_theta1)", lambda d: kl(*hypotheses(d)), 2, F(16), F(17)),
         Rate("private D(K P_theta0 || K P_theta1), K the split", lambda d: private_kl(SPLIT, d), 2, F(8), F(9)))


def split_is_private(c: F, E: F) -> bool:
    """The split kernel is in M(eps, c) at e^eps = E (its exact PML level is 1/(2c))."""
    return pml_level(SPLIT, c).E <= E
