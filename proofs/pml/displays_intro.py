"""PML (002): the displays of Sec. II that bound an eps-LDP kernel's contraction, read exactly as printed
(workbench.literal): (12) Duchi et al.'s KL bound and (13) Kairouz et al.'s Dobrushin bound, by pml.prior-bounds.

The points are rational kernels K with full support at their exact LDP level E = e^eps (the largest ratio of (1)) and
at a looser E, and pairs of rational priors P, Q (seeded). The KL divergence of (12) is an exact sum of logs (`Logs`),
so the inequality is decided exactly or by rigorous enclosures of a nonzero difference, never by floats.
"""
from __future__ import annotations

import random
from fractions import Fraction as F

from workbench.literal import Display, Logs, Reading, register
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.pml import eta_tv, push, total_variation

SEED = 2002


def _kl(P, Q) -> Logs:
    """D(P||Q) = sum p log(p/q), 0 log 0 = 0."""
    return sum((p * Logs.log(p / q) for p, q in zip(P, Q) if p), Logs())


DISPLAYS = register("pml.prior-bounds", [
    Display("(12)", Reading("D(K o P||K o Q) <= min{4, e^{2 eps}}(e^eps - 1)^2 TV^2(P||Q)",
                            lambda p: _kl(push(p["K"], p["P"]), push(p["K"], p["Q"])), "<=",
                            lambda p: min(4, p["E"] ** 2) * (p["E"] - 1) ** 2 * total_variation(p["P"], p["Q"]) ** 2),
            where="eps-LDP kernels with full support, N = 2..4 inputs, 2..4 outputs, rational priors"),
    Display("(13)", Reading("eta_TV(K) <= (e^eps - 1)/(e^eps + 1)", lambda p: eta_tv(p["K"]), "<=",
                            lambda p: (p["E"] - 1) / (p["E"] + 1)),
            where="eps-LDP kernels with full support, N = 2..4 inputs, 2..4 outputs")])


def _distribution(rng, n: int, zeros: bool = False) -> list[F]:
    weights = [rng.randint(0 if zeros else 1, 9) for _ in range(n)]
    weights[rng.randrange(n)] += 1
    return [F(w, sum(weights)) for w in weights]


def randomized_response(E: F) -> list[list[F]]:
    """Binary randomized response at e^eps = E: eta_TV = (E - 1)/(E + 1), so (13) holds with equality."""
    return [[E / (1 + E), 1 / (1 + E)], [1 / (1 + E), E / (1 + E)]]


def points(display: Display = None, seed: int = SEED, kernels: int = 30) -> list[dict]:
    """Randomized response at four E, then seeded kernels each at its exact level E and at E + 1/2, with three prior
    pairs (P may have zeros, Q positive)."""
    rng = random.Random(f"{seed}-prior-bounds")
    out = [{"K": randomized_response(E), "E": E, "P": [F(1), F(0)], "Q": [F(0), F(1)]}      # (13) tight there
           for E in (F(1), F(3, 2), F(3), F(10))]
    for k in range(kernels):
        N, L = 2 + k % 3, 2 + (k // 3) % 3
        K = [_distribution(rng, L) for _ in range(N)]
        E = ldp_level(K).E
        for level in (E, E + F(1, 2)):
            out += [{"K": K, "E": level, "P": _distribution(rng, N, zeros=True), "Q": _distribution(rng, N)}
                    for _ in range(3)]
    return out
