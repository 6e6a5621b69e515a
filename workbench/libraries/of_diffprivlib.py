"""diffprivlib (IBM): `Binary` (randomised response on two labels) and `GeometricTruncated`.

Binary.randomise flips iff  rng.random() * (np.exp(eps) + 1) > np.exp(eps)  in float64; the flip
probability is counted exactly over the 2^53 uniforms (`draws.first_step_above`).
GeometricTruncated draws two-sided geometric noise with ratio a = np.exp(-eps / sensitivity) by
inverting a float uniform through log and floor; the matrix takes a exactly and that inversion as ideal.
"""
from __future__ import annotations

from fractions import Fraction

from . import common, draws

LIBRARY = "diffprivlib"
MAX_RANGE = 200


def _version():
    from . import version
    return version(LIBRARY)


def binary(**params):
    """Randomised response on the labels "0", "1" (diffprivlib.mechanisms.Binary)."""
    import numpy as np
    from diffprivlib.mechanisms import Binary

    from . import LibraryMechanism
    common.take(params, ("epsilon",), LIBRARY, "rr")
    eps = common.epsilon(params)
    mech = Binary(epsilon=eps, value0="0", value1="1")
    e = np.exp(mech.epsilon)
    scale = e + 1
    flip = Fraction(draws.STEPS - draws.first_step_above(float(scale), float(e)), draws.STEPS)
    Q = [[1 - flip, flip], [flip, 1 - flip]]

    def sampler(seed):
        rng = Binary(epsilon=eps, value0="0", value1="1", random_state=np.random.RandomState(seed))
        return lambda x: rng.randomise(str(x))
    return LibraryMechanism(
        LIBRARY, _version(), "rr", {"epsilon": eps}, Q, [0, 1], ["0", "1"], mech.epsilon,
        "constructor argument epsilon", {"np.exp(epsilon)": float(e), "np.exp(epsilon) + 1": float(scale)},
        "flip iff u * (np.exp(eps) + 1) > np.exp(eps), counted exactly over the 2^53 values of u",
        sampler)


def geometric_truncated(**params):
    """diffprivlib.mechanisms.GeometricTruncated on lower..upper (sensitivity 1, counting adjacency)."""
    import numpy as np
    from diffprivlib.mechanisms import GeometricTruncated

    from . import LibraryMechanism
    common.take(params, ("epsilon", "lower", "upper"), LIBRARY, "geometric-truncated")
    eps = common.epsilon(params)
    lower = common.integer(params, "lower", 0, -10 ** 6, 10 ** 6)
    upper = common.integer(params, "upper", None, lower + 1, lower + MAX_RANGE)
    mech = GeometricTruncated(epsilon=eps, lower=lower, upper=upper)
    ratio = np.exp(mech._scale)          # _scale = -eps / sensitivity
    a = Fraction(float(ratio))
    values = list(range(lower, upper + 1))

    def cell(x, y):
        if y in (lower, upper):
            return a ** abs(y - x) / (1 + a)          # clamped tail: sum over j >= m of c a^j
        return (1 - a) / (1 + a) * a ** abs(y - x)
    Q = [[cell(x, y) for y in values] for x in values]

    def sampler(seed):
        rng = GeometricTruncated(epsilon=eps, lower=lower, upper=upper,
                                 random_state=np.random.RandomState(seed))
        return lambda i: rng.randomise(values[i])
    return LibraryMechanism(
        LIBRARY, _version(), "geometric-truncated", {"epsilon": eps, "lower": lower, "upper": upper}, Q,
        values, values, mech.epsilon, "constructor argument epsilon (sensitivity 1)",
        {"np.exp(-epsilon)": float(ratio)},
        "two-sided geometric with ratio np.exp(-eps) read exactly, clamped to [lower, upper]; the float "
        "log/floor inversion of the uniform taken as ideal", sampler, adjacency="counting")


MECHANISMS = {"rr": binary, "geometric-truncated": geometric_truncated}
