"""PML (002): the displays of Secs. I-II read exactly as printed (workbench.literal): (5) and (11), LDP as a sup of
PML over priors (pml.ldp-sup); (8), Dobrushin's formula (pml.contraction); (12) Duchi et al.'s KL bound and (13)
Kairouz et al.'s Dobrushin bound (pml.prior-bounds). (10) is (9)'s sup over gain functions, decided by pml.formula's
proof, not read at points; the rest of (1)-(19) are definitions.

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

from .rates import kl

SEED = 2002


DISPLAYS = register("pml.prior-bounds", [
    Display("(12)", Reading("D(K o P||K o Q) <= min{4, e^{2 eps}}(e^eps - 1)^2 TV^2(P||Q)",
                            lambda p: kl(push(p["K"], p["P"]), push(p["K"], p["Q"])), "<=",
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


# ------------------------------------------------------------------ (5), (8), (11): LDP and Dobrushin's formula
def _ldp_by_1(K) -> Logs:
    """(1): sup_y sup_{x, x'} log K(y|x)/K(y|x'), over every triple (kernels with full support)."""
    return Logs.log(max(K[x][y] / K[x2][y] for y in range(len(K[0])) for x in range(len(K)) for x2 in range(len(K))))


def _sup_ratios_over_priors(K) -> list:
    """For every output y, sup_{P_X} e^{l(X -> y)} of (10): max_x K(y|x)/(K o P_X)(y) is largest where (K o P_X)(y),
    linear in P_X, is smallest, at a vertex e_x of the simplex (the sup over full-support priors is that limit). log
    is increasing, so the largest l(X -> y) is the log of the largest ratio, compared exactly."""
    vertex_outputs = [push(K, [F(k == x) for k in range(len(K))]) for x in range(len(K))]
    return [max(row[y] for row in K) / min(pushed[y] for pushed in vertex_outputs) for y in range(len(K[0]))]


def _pml_of(K) -> Logs:
    """sup_{P_X} PML(K, P_X) with PML(K, P_X) = sup_y l(X -> y) ((16) at P = {P_X}): the sups commute."""
    return Logs.log(max(_sup_ratios_over_priors(K)))


def _tv_ratio(p) -> F:
    K, P, Q = p["K"], p["P"], p["Q"]
    return total_variation(push(K, P), push(K, Q)) / total_variation(P, Q)


LDP_SUP = register("pml.ldp-sup", [
    Display("(5)", Reading("LDP(K) of (1) = sup_{P_X} PML(K, P_X)", lambda p: _ldp_by_1(p["K"]), "=",
                           lambda p: _pml_of(p["K"])), where="kernels with full support, N = 2..4, 2..4 outputs"),
    Display("(11)", Reading("LDP(K) of (1) = sup_y sup_{P_X} l(X -> y)", lambda p: _ldp_by_1(p["K"]), "=",
                            lambda p: Logs.log(max(_sup_ratios_over_priors(p["K"])))),
            where="kernels with full support, N = 2..4, 2..4 outputs")])
DOBRUSHIN = register("pml.contraction", [
    Display("(8)", Reading("TV(K o P||K o Q)/TV(P||Q) <= sup_{x != x'} TV(K_{Y|X=x}||K_{Y|X=x'}) (the ratio of (2) "
                           "at f = TV, at each pair; equal at the pair of point masses on the farthest rows)",
                           _tv_ratio, "<=", lambda p: max(total_variation(a, b) for a in p["K"] for b in p["K"])),
            where="kernels N = 2..4, 2..4 outputs; pairs P != Q, among them every pair of point masses")])


def kernel_points(display: Display = None, seed: int = SEED, kernels: int = 30) -> list[dict]:
    """Seeded kernels with full support, each with three random prior pairs and every pair of point masses."""
    rng = random.Random(f"{seed}-kernels")
    out = []
    for k in range(kernels):
        N, L = 2 + k % 3, 2 + (k // 3) % 3
        K = [_distribution(rng, L) for _ in range(N)]
        pairs = [(_distribution(rng, N, zeros=True), _distribution(rng, N)) for _ in range(3)]
        pairs += [([F(i == x) for i in range(N)], [F(i == x2) for i in range(N)]) for x in range(N) for x2 in range(N)
                  if x != x2]
        out += [{"K": K, "P": P, "Q": Q} for P, Q in pairs if P != Q]
    return out
