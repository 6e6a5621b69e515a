"""multi-freq-ldpy (Arcolezi et al.): `GRR_Client` and `UE_Client` (SUE / OUE), Numba-compiled.

GRR keeps the input iff np.random.binomial(1, p) == 1 with p = np.exp(eps) / (np.exp(eps) + k - 1)
computed inside Numba (so p is recomputed by the same compiled expression here); Numba's binomial
sampler is taken as drawing with exactly the float p. UE sets a bit iff np.random.random() <= p (own
bit) or <= q (other bits), counted exactly over the 2^53 uniforms. Numba keeps its own generator, so
the seed is set inside compiled code.
"""
from __future__ import annotations

from fractions import Fraction

from . import common, draws

LIBRARY = "multi-freq-ldpy"
_COMPILED = {}


def _compiled():
    """Numba functions that evaluate the library's float expressions and seed Numba's generator."""
    if not _COMPILED:
        import numpy as np
        from numba import njit

        @njit
        def grr_p(epsilon, k):
            return np.exp(epsilon) / (np.exp(epsilon) + k - 1)

        @njit
        def ue_pq(epsilon, optimal):
            p = np.exp(epsilon / 2) / (np.exp(epsilon / 2) + 1)
            q = 1 - p
            if optimal:
                p = 1 / 2
                q = 1 / (np.exp(epsilon) + 1)
            return p, q

        @njit
        def seed(value):
            np.random.seed(value)
        _COMPILED.update(grr_p=grr_p, ue_pq=ue_pq, seed=seed)
    return _COMPILED


def _seeded(seed):
    import numpy as np
    value = int(np.random.SeedSequence(seed).generate_state(1)[0]) if seed is None else seed % 2 ** 32
    _compiled()["seed"](value)


def grr(**params):
    """multi_freq_ldpy.pure_frequency_oracles.GRR.GRR_Client over 0..k-1."""
    from multi_freq_ldpy.pure_frequency_oracles.GRR import GRR_Client

    from . import LibraryMechanism, version
    common.take(params, ("epsilon", "k"), LIBRARY, "rr")
    eps = common.epsilon(params)
    k = common.integer(params, "k", 2, 2, common.MAX_CATEGORIES)
    p = float(_compiled()["grr_p"](eps, k))
    Q = common.k_rr(k, Fraction(p))

    def sampler(seed):
        _seeded(seed)
        return lambda x: int(GRR_Client(x, k, eps))
    return LibraryMechanism(
        LIBRARY, version(LIBRARY), "rr", {"epsilon": eps, "k": k}, Q, list(range(k)), list(range(k)), eps,
        "function argument epsilon", {"p = np.exp(eps) / (np.exp(eps) + k - 1)": p},
        "keep iff np.random.binomial(1, p) == 1, taken as exact in the float p; else np.random.choice "
        "over the other k - 1 values", sampler)


def _unary(name, optimal, params):
    from multi_freq_ldpy.pure_frequency_oracles.UE import UE_Client

    from . import LibraryMechanism, version
    common.take(params, ("epsilon", "k"), LIBRARY, name)
    eps = common.epsilon(params)
    k = common.integer(params, "k", 4, 2, common.MAX_UNARY_BITS)
    p, q = (float(v) for v in _compiled()["ue_pq"](eps, optimal))
    Q = common.unary(k, draws.at_most(p), draws.at_most(q))

    def sampler(seed):
        _seeded(seed)
        return lambda x: tuple(int(b) for b in UE_Client(x, k, eps, optimal))
    return LibraryMechanism(
        LIBRARY, version(LIBRARY), name, {"epsilon": eps, "k": k}, Q, list(range(k)),
        common.unary_outputs(k), eps, "function argument epsilon", {"p": p, "q": q},
        "own bit iff np.random.random() <= p, other bits iff <= q, counted over the 2^53 uniforms", sampler)


MECHANISMS = {"rr": grr,
              "oue": lambda **params: _unary("oue", True, params),
              "sue": lambda **params: _unary("sue", False, params)}
