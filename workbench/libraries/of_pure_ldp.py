"""pure-ldp (Cormode et al.): `DEClient` (direct encoding = k-RR) and `UEClient` (SUE / OUE).

DE keeps the input iff random.random() < client.p; UE sets the input's bit iff random.random() <
client.p and every other bit through np.random.choice([1, 0], p=[q, 1 - q]), i.e. iff
np.random.random_sample() < cdf[0] with NumPy's normalised cumulative sum. Each comparison is with a
53-bit uniform, so Q counts them exactly (`draws.below`); client.p, client.q are read from the client.
"""
from __future__ import annotations

from . import common, draws

LIBRARY = "pure-ldp"


def _seeded(seed):
    import random

    import numpy as np
    random.seed(seed)
    np.random.seed(None if seed is None else seed % 2 ** 32)


def direct_encoding(**params):
    """pure_ldp DEClient over the indices 0..k-1 (index_mapper = identity)."""
    from pure_ldp.frequency_oracles.direct_encoding import DEClient

    from . import LibraryMechanism, version
    common.take(params, ("epsilon", "k"), LIBRARY, "rr")
    eps = common.epsilon(params)
    k = common.integer(params, "k", 2, 2, common.MAX_CATEGORIES)
    client = DEClient(epsilon=eps, d=k, index_mapper=lambda x: x)
    Q = common.k_rr(k, draws.below(client.p))

    def sampler(seed):
        _seeded(seed)
        return client.privatise
    return LibraryMechanism(
        LIBRARY, version(LIBRARY), "rr", {"epsilon": eps, "k": k}, Q, list(range(k)), list(range(k)),
        client.epsilon, "constructor argument epsilon", {"client.p": client.p, "client.q": client.q},
        "keep iff random.random() < client.p, counted over the 2^53 uniforms; else random.randint over the "
        "other k - 1 indices", sampler)


def _unary(name, oue, params):
    import numpy as np
    from pure_ldp.frequency_oracles.unary_encoding import UEClient

    from . import LibraryMechanism, version
    common.take(params, ("epsilon", "k"), LIBRARY, name)
    eps = common.epsilon(params)
    k = common.integer(params, "k", 4, 2, common.MAX_UNARY_BITS)
    client = UEClient(epsilon=eps, d=k, use_oue=oue, index_mapper=lambda x: x)
    cdf = np.cumsum(np.array([client.q, 1 - client.q], dtype=np.double))
    cdf /= cdf[-1]
    Q = common.unary(k, draws.below(client.p), draws.below(float(cdf[0])))
    outputs = common.unary_outputs(k)

    def sampler(seed):
        _seeded(seed)
        return lambda x: tuple(int(b) for b in client.privatise(x))
    return LibraryMechanism(
        LIBRARY, version(LIBRARY), name, {"epsilon": eps, "k": k}, Q, list(range(k)), outputs,
        client.epsilon, "constructor argument epsilon",
        {"client.p": client.p, "client.q": client.q, "np.random.choice cdf[0]": float(cdf[0])},
        "own bit iff random.random() < p, other bits iff np.random.random_sample() < cdf[0], each counted "
        "over the 2^53 uniforms", sampler)


MECHANISMS = {"rr": direct_encoding,
              "oue": lambda **params: _unary("oue", True, params),
              "sue": lambda **params: _unary("sue", False, params)}
