"""OpenDP: `make_randomized_response` (k categories) and `make_randomized_response_bool`.

OpenDP keeps the truth with `sample_bernoulli_float(prob)`, which draws with exactly the rational
value of the float prob, else a uniform other category; so Q is exact with Fraction(prob). The stated
epsilon is its privacy map at d_in = 1, computed in float with outward rounding. OpenDP draws from
the operating system's CSPRNG: it cannot be seeded, so its sampling test is not replayable.
"""
from __future__ import annotations

import math
from fractions import Fraction

from . import common

LIBRARY = "opendp"


def _prob(params: dict, k: int) -> float:
    """`--prob` as given, or from `--epsilon` the usual way: e^eps / (e^eps + k - 1) in float."""
    prob = common.probability(params, "prob", 1 / k, 1.0)
    eps = common.epsilon(params, required=prob is None)
    if prob is not None and eps is not None:
        from ..errors import InvalidArgument
        raise InvalidArgument("--prob: give --prob or --epsilon, not both")
    if prob is None:
        prob = math.exp(eps) / (math.exp(eps) + k - 1)
    return prob


def _build(name, make, k, prob, categories, params):
    import opendp.prelude as dp

    from . import LibraryMechanism, version
    from opendp.mod import OpenDPException

    from ..errors import InvalidArgument
    dp.enable_features("contrib")
    try:
        meas = make()
    except OpenDPException as exc:
        # OpenDP's message starts with a newline (its first line was empty here before): all of it, on one line
        raise InvalidArgument(f"{LIBRARY} {name}: the library refused {params}: {' '.join(str(exc).split())}") from None
    keep = Fraction(prob)
    Q = common.k_rr(k, keep)
    floats = {"prob": prob}
    if "epsilon" in params:
        floats["prob = exp(eps) / (exp(eps) + k - 1)"] = prob
    return LibraryMechanism(
        LIBRARY, version(LIBRARY), name, params, Q, categories, categories, meas.map(1),
        "privacy map m.map(1)", floats,
        "keep with sample_bernoulli_float(prob), exact in the float prob; else a uniform other category",
        lambda seed: lambda x: meas(categories[x]), seedable=False)


def randomized_response(**params):
    """opendp.measurements.make_randomized_response over the categories 0..k-1."""
    import opendp.prelude as dp
    common.take(params, ("epsilon", "prob", "k"), LIBRARY, "rr")
    k = common.integer(params, "k", 2, 2, common.MAX_CATEGORIES)
    prob = _prob(params, k)
    categories = list(range(k))
    return _build("rr", lambda: dp.m.make_randomized_response(categories, prob), k, prob, categories,
                  {"k": k, "prob": prob, **({"epsilon": float(params["epsilon"])} if "epsilon" in params else {})})


def randomized_response_bool(**params):
    """opendp.measurements.make_randomized_response_bool on False, True."""
    import opendp.prelude as dp
    common.take(params, ("epsilon", "prob"), LIBRARY, "rr-bool")
    prob = _prob(params, 2)
    return _build("rr-bool", lambda: dp.m.make_randomized_response_bool(prob), 2, prob, [False, True],
                  {"prob": prob, **({"epsilon": float(params["epsilon"])} if "epsilon" in params else {})})


MECHANISMS = {"rr": randomized_response, "rr-bool": randomized_response_bool}
