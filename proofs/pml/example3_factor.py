"""PML (002), Example 3, last paragraph, against the truth: "This shows that (eps, c)-PML mechanisms reduce the
effective sample size by a factor proportional to the private Dobrushin coefficient Xi(eps, c)."

The factor is D*/D: the best divergence a kernel of M(eps, c) keeps between the example's two hypotheses
(P_theta0 = [1/4 - d, 1/4 + d, 1/4, 1/4], P_theta1 with the first two swapped) over the raw divergence D = D(P_theta0
|| P_theta1) >= 16 d^2 (pml.nonprivate-rate): n samples through K are worth about n D*/D raw ones. The paper reads
"proportional to Xi" off its own bound (46). The truth, N = 4, e^eps < 1/(4c):
- every K in M(eps, c) is eps'-LDP with e^eps' = e^eps (1 - 4c)/(1 - 4c e^eps): at the prior c + (1 - 4c) e_x, x the
  column's smallest entry, the PML condition reads max_x K(y|x) <= e^eps (c sum_x K(y|x) + (1 - 4c) min_x K(y|x)) <=
  e^eps (4c max + (1 - 4c) min) (checked exactly on kernels at their own PML level: `induced_ldp_holds`);
- Duchi et al.'s (12) at eps' then gives D(K P_theta0 || K P_theta1) <= 4 (e^eps' - 1)^2 TV^2 = 16 (e^eps' - 1)^2 d^2,
  so D*/D <= (e^eps' - 1)^2, and (e^eps' - 1)^2/Xi^2 = ((e^eps (1 - 4c) + 1)/(1 - 4c e^eps))^2 tends to
  ((2 - 4c)/(1 - 4c))^2 as eps -> 0 (symbolic): the factor is O(Xi^2), so factor/Xi -> 0 and no constant of
  proportionality exists;
- the binary mechanism of Remark 2 on the split {1, 3} / {2, 4} (K(0|x) = M, m, M, m, in M(eps, c), M - m = Xi) keeps
  D >= Xi^2 D/2.01 on the grid: the factor is of order Xi^2 exactly, for small eps.
"""
from __future__ import annotations

import random
from fractions import Fraction as F

from workbench.lazy import lazy
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.pml import pml_level, push, xi_bound
from workbench.rates import Rate

from .rates import hypotheses, kl

sp = lazy("sympy")

C = F(1, 8)
D_GRID = (F(1, 100), F(1, 1000))
T_GRID = [F(1, 10), F(1, 100), F(1, 1000), F(1, 10 ** 4)]        # e^eps = 1 + t


def induced_level(E: F, c: F = C) -> F:
    """e^eps' = e^eps (1 - 4c)/(1 - 4c e^eps): the LDP level every kernel of M(eps, c) has (N = 4, 4c e^eps < 1)."""
    return E * (1 - 4 * c) / (1 - 4 * c * E)


def split_binary(E: F, c: F = C) -> list:
    """Remark 2's binary mechanism, q = 2, with its inputs ordered {1, 3} / {2, 4}."""
    M = E * (1 - 2 * c) / (1 + E * (1 - 4 * c))
    m = (1 - 2 * E * c) / (1 + E * (1 - 4 * c))
    return [[M, 1 - M], [m, 1 - m], [M, 1 - M], [m, 1 - m]]


def upper_over_xi_squared(t: F) -> F:
    """The factor's upper bound (e^eps' - 1)^2 over Xi^2, at e^eps = 1 + t."""
    E = 1 + t
    return (induced_level(E) - 1) ** 2 / xi_bound(E, C, 4) ** 2


def binary_over_xi_squared(t: F, d: F):
    """The split binary mechanism's D(K P0 || K P1)/D(P0 || P1) over Xi^2, rigorously enclosed."""
    E = 1 + t
    P0, P1 = hypotheses(d)
    K = split_binary(E)
    return kl(push(K, P0), push(K, P1)).enclosure() / kl(P0, P1).enclosure() / xi_bound(E, C, 4) ** 2


def split_binary_is_private() -> bool:
    return all(pml_level(split_binary(1 + t), C).E <= 1 + t for t in T_GRID)


def induced_ldp_holds(kernels: int = 240, seed: int = 2002) -> tuple[bool, int]:
    """Seeded 4 x L kernels at their own exact PML level E (c = 1/8) with 4cE < 1: each is eps'-LDP at induced_level."""
    rng = random.Random(seed)
    checked = 0
    for k in range(kernels):
        L = 2 + k % 3
        rows = []
        for _ in range(4):
            w = [rng.randint(1, 9) for _ in range(L)]
            rows.append([F(v, sum(w)) for v in w])
        E = pml_level(rows, C).E
        if 4 * C * E < 1:
            checked += 1
            if not ldp_level(rows).E <= induced_level(E):
                return False, checked
    return True, checked


def limit_of_ratio():
    """lim_{E -> 1} (e^eps' - 1)^2/Xi^2 for symbolic c in (0, 1/4), and its value at C (SymPy)."""
    E, c = sp.symbols("E c", positive=True)
    ratio = (((E * (1 - 4 * c) / (1 - 4 * c * E)) - 1) / ((E - 1) / (E * (1 - 4 * c) + 1))) ** 2
    limit = sp.simplify(sp.limit(sp.cancel(ratio), E, 1))
    return limit, limit.subs(c, sp.Rational(C.numerator, C.denominator))


BANDS = (Rate("the factor's upper bound (e^eps' - 1)^2 over Xi^2, c = 1/8", upper_over_xi_squared, 0, F(9), F(12)),) + \
    tuple(Rate(f"the split binary mechanism's D*/D over Xi^2, c = 1/8, d = {d}",
               lambda t, d=d: binary_over_xi_squared(t, d), 0, F(49, 100), F(1, 2)) for d in D_GRID)
