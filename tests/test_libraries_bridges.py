"""Each library bridge (`workbench/libraries/of_*.py`) and the shared readers (`common.py`): exact matrix entries
at several (eps, k), worked out by hand from each library's documented (or source-read) formula, the metadata
the report prints, and every refusal with its one-line message.

How the pinned numbers were obtained (never from the bridge under test):
- e/(e + 2), e/(e + 1), ... are the library's formula evaluated in float64 (the library evaluates it the same
  way), written here as literals;
- a comparison `u < p` (u = j / 2^53) is kept by ceil(p 2^53) of the 2^53 values of u, `u <= p` by
  floor(p 2^53) + 1: for p >= 1/2, p 2^53 is an integer, so the two differ by one;
- diffprivlib's flip count was found by a linear scan of j around (e / (e + 1)) 2^53 with the library's own
  float expression (j / 2^53) * (e + 1) > e, not by the bridge's binary search.
"""
from fractions import Fraction as F
from importlib import metadata

import pytest

from workbench import libraries
from workbench.errors import InvalidArgument
from workbench.libraries import common

S = 2 ** 53
MODULE = {"opendp": "opendp", "diffprivlib": "diffprivlib", "pure-ldp": "pure_ldp",
          "multi-freq-ldpy": "multi_freq_ldpy"}


def build(library, mechanism, **params):
    pytest.importorskip(MODULE[library])
    return libraries.from_library(library, mechanism, **params)


def refusal(library, mechanism, **params):
    pytest.importorskip(MODULE[library])
    with pytest.raises(InvalidArgument) as info:
        libraries.from_library(library, mechanism, **params)
    return str(info.value)


def krr(k, keep):
    lie = (1 - keep) / (k - 1)
    return [[keep if x == y else lie for y in range(k)] for x in range(k)]


BITS3 = [(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


def unary3(own, other):
    """The unary-encoding channel on 3 bits, written out: bit x is 1 w.p. own, the others w.p. other."""
    def cell(x, bits):
        prob = F(1)
        for j, b in enumerate(bits):
            one = own if j == x else other
            prob *= one if b else 1 - one
        return prob
    return [[cell(x, bits) for bits in BITS3] for x in range(3)]


# ---------------------------------------------------------------- common.py: the readers

def test_take_names_the_first_unknown_option_and_the_allowed_ones():
    params = {"epsilon": 1, "k": 2}
    assert common.take(params, ("epsilon", "k"), "lib", "mech") is params
    with pytest.raises(InvalidArgument) as info:
        common.take({"z": 1, "k": 2, "b": 3}, ("epsilon", "k"), "lib", "mech")
    assert str(info.value) == "--b: lib mech takes only --epsilon, --k"


def test_epsilon_reader():
    assert common.epsilon({"epsilon": "0.5"}) == 0.5 and common.epsilon({"epsilon": 2}) == 2.0
    assert common.epsilon({"epsilon": " 3 "}) == 3.0 and common.epsilon({"epsilon": "709"}) == 709.0
    assert common.epsilon({"epsilon": 709.0}) == 709.0 and common.epsilon({"epsilon": 709}) == 709.0
    assert common.epsilon({}, required=False) is None and common.epsilon({"epsilon": None}, False) is None
    for params, message in [
            ({}, "--epsilon: required for this mechanism, e.g. --epsilon 1"),
            ({"epsilon": "abc"}, "--epsilon: expected a number, got 'abc'"),
            ({"epsilon": [1]}, "--epsilon: expected a number, got [1]"),
            ({"epsilon": "0"}, "--epsilon: must be finite and > 0, got 0.0"),
            ({"epsilon": 0.0}, "--epsilon: must be finite and > 0, got 0.0"),
            ({"epsilon": -1}, "--epsilon: must be finite and > 0, got -1.0"),
            ({"epsilon": "nan"}, "--epsilon: must be finite and > 0, got nan"),
            ({"epsilon": "inf"}, "--epsilon: must be finite and > 0, got inf"),
            ({"epsilon": "709.5"}, "--epsilon: 709.5 is above the limit of 709 (the libraries compute e^epsilon "
                                   "in floating point, which overflows above 709.78)"),
            ({"epsilon": "7" * 30}, f"--epsilon: {'7' * 30} is above the limit of 709 (the libraries compute "
                                    "e^epsilon in floating point, which overflows above 709.78)"),
            ({"epsilon": "7" * 31}, f"--epsilon: {'7' * 30}... is above the limit of 709 (the libraries compute "
                                    "e^epsilon in floating point, which overflows above 709.78)"),
            # a float passed from Python is held to the same limit (it used to reach math.pow and overflow)
            ({"epsilon": 709.5}, "--epsilon: 709.5 is above the limit of 709 (the libraries compute e^epsilon "
                                 "in floating point, which overflows above 709.78)"),
            ({"epsilon": 1e300}, "--epsilon: 1e+300 is above the limit of 709 (the libraries compute e^epsilon "
                                 "in floating point, which overflows above 709.78)")]:
        with pytest.raises(InvalidArgument) as info:
            common.epsilon(params)
        assert str(info.value) == message
        assert info.value.__cause__ is None


def test_integer_reader():
    assert common.integer({"k": "7"}, "k", None, 2, 10) == 7 and common.integer({"k": " -3 "}, "k", 2, -5, 5) == -3
    assert common.integer({}, "k", 4, 2, 10) == 4 and common.integer({"k": 2}, "k", None, 2, 10) == 2
    assert common.integer({"k": 10}, "k", None, 2, 10) == 10
    for params, message in [({}, "--k: required for this mechanism"),
                            ({"k": True}, "--k: expected an integer, got True"),
                            ({"k": 3.0}, "--k: expected an integer, got 3.0"),
                            ({"k": "3.5"}, "--k: expected an integer, got '3.5'"),
                            ({"k": "X3"}, "--k: expected an integer, got 'X3'"),
                            ({"k": "--3"}, "--k: expected an integer, got '--3'"),
                            ({"k": 1}, "--k: must be in [2, 10], got 1"),
                            ({"k": "11"}, "--k: must be in [2, 10], got 11")]:
        with pytest.raises(InvalidArgument) as info:
            common.integer(params, "k", None, 2, 10)
        assert str(info.value) == message


def test_probability_reader():
    assert common.probability({}, "prob", 0.5, 1.0) is None
    assert common.probability({"prob": "0.5"}, "prob", 0.5, 1.0) == 0.5
    for value, message in [("x", "--prob: expected a number, got 'x'"), ([0.7], "--prob: expected a number, got [0.7]"),
                           (1.0, "--prob: must be in [0.5, 1.0), got 1.0"),
                           ("0.25", "--prob: must be in [0.5, 1.0), got 0.25")]:
        with pytest.raises(InvalidArgument) as info:
            common.probability({"prob": value}, "prob", 0.5, 1.0)
        assert str(info.value) == message
        assert info.value.__cause__ is None


def test_shared_matrices_written_out():
    assert common.k_rr(3, F(1, 2)) == [[F(1, 2), F(1, 4), F(1, 4)], [F(1, 4), F(1, 2), F(1, 4)],
                                       [F(1, 4), F(1, 4), F(1, 2)]]
    assert common.unary_outputs(2) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert common.unary_outputs(3) == BITS3
    # own = 2/3, other = 1/5: row 0 is (1 - 2/3 or 2/3) * (1 - 1/5 or 1/5), row 1 the same with the bits swapped
    assert common.unary(2, F(2, 3), F(1, 5)) == [[F(4, 15), F(1, 15), F(8, 15), F(2, 15)],
                                                 [F(4, 15), F(8, 15), F(1, 15), F(2, 15)]]
    assert common.MAX_CATEGORIES == 100 and common.MAX_UNARY_BITS == 10 and common.EPSILON_LIMIT == 709


# ---------------------------------------------------------------- OpenDP

def test_opendp_rr_from_prob():
    mech = build("opendp", "rr", prob=0.75, k=3)
    assert mech.Q == krr(3, F(3, 4))                                     # lie = (1/4) / 2 = 1/8
    assert mech.Q[0][1] == F(1, 8)
    assert (mech.library, mech.mechanism, mech.version) == ("opendp", "rr", metadata.version("opendp"))
    assert mech.inputs == mech.outputs == [0, 1, 2]
    assert mech.params == {"k": 3, "prob": 0.75} and mech.floats == {"prob": 0.75}
    assert mech.stated_by == "privacy map m.map(1)" and mech.seedable is False and mech.adjacency == "local"
    assert mech.model == "keep with sample_bernoulli_float(prob), exact in the float prob; else a uniform other category"
    # OpenDP's map is ln(prob (k - 1) / (1 - prob)) = ln 6, rounded up: at or above the exact level, by < 1e-9
    verdict = libraries.compare(mech)
    assert verdict["exact E"] == "6" and verdict["verdict"] == \
        "within stated eps (by float rounding: |exact - stated| < 1e-9)"
    assert build("opendp", "rr", prob=0.75).Q == krr(2, F(3, 4))          # k defaults to 2


def test_opendp_rr_from_epsilon():
    # prob = e / (e + 2) at eps = 1, k = 3, in float64: 0.5761168847658291
    mech = build("opendp", "rr", epsilon="1", k=3)
    assert mech.Q == krr(3, F(0.5761168847658291))
    assert mech.params == {"k": 3, "prob": 0.5761168847658291, "epsilon": 1.0}
    assert mech.floats == {"prob": 0.5761168847658291, "prob = exp(eps) / (exp(eps) + k - 1)": 0.5761168847658291}
    # eps = 2, k = 4: math.exp(2) / (math.exp(2) + 3) = 0.7112345942275938 (math.exp(2) = 7.38905609893065; pure-ldp's
    # math.pow(math.e, 2) = 7.3890560989306495 gives 0.7112345942275939, one ulp above)
    assert build("opendp", "rr", epsilon=2.0, k=4).Q == krr(4, F(0.7112345942275938))
    # rr-bool at eps = 1: e / (e + 2 - 1), evaluated left to right, is 0.731058578630005 (e / (e + 1) would be
    # 0.7310585786300049: (e + 2) - 1 and e + 1 round differently)
    boolean = build("opendp", "rr-bool", epsilon=1.0)
    assert boolean.Q == krr(2, F(0.731058578630005)) and boolean.inputs == boolean.outputs == [False, True]
    assert boolean.params == {"prob": 0.731058578630005, "epsilon": 1.0} and boolean.mechanism == "rr-bool"
    assert libraries.compare(boolean)["verdict"] == "within stated eps (by float rounding: |exact - stated| < 1e-9)"


def test_opendp_rr_bool_from_prob_and_its_sampler():
    mech = build("opendp", "rr-bool", prob=0.75)
    assert mech.Q == [[F(3, 4), F(1, 4)], [F(1, 4), F(3, 4)]] and mech.params == {"prob": 0.75}
    assert mech.floats == {"prob": 0.75} and mech.level().E == 3
    # keeping with probability 1 - 1e-12: each input comes back as itself (a false alarm has chance 4e-11)
    sure = build("opendp", "rr-bool", prob=1 - 1e-12)
    assert sure.sample([0, 1], 20, None) == [[20, 0], [0, 20]]
    assert build("opendp", "rr", prob=1 - 1e-12, k=3).sample([2, 0], 10, None) == [[0, 0, 10], [10, 0, 0]]


def test_opendp_refusals():
    assert refusal("opendp", "rr", prob=0.3, k=3) == "--prob: must be in [0.3333333333333333, 1.0), got 0.3"
    assert refusal("opendp", "rr", prob=1.0, k=3) == "--prob: must be in [0.3333333333333333, 1.0), got 1.0"
    assert refusal("opendp", "rr-bool", prob=0.4) == "--prob: must be in [0.5, 1.0), got 0.4"
    assert refusal("opendp", "rr", prob=0.9, epsilon=1.0) == "--prob: give --prob or --epsilon, not both"
    assert refusal("opendp", "rr", k=3) == "--epsilon: required for this mechanism, e.g. --epsilon 1"
    assert refusal("opendp", "rr-bool", prob=0.75, k=3) == "--k: opendp rr-bool takes only --epsilon, --prob"
    assert refusal("opendp", "rr", prob=0.75, lower=0) == "--lower: opendp rr takes only --epsilon, --prob, --k"
    assert refusal("opendp", "rr", prob=0.75, k=101) == "--k: must be in [2, 100], got 101"
    assert refusal("opendp", "rr", prob=0.75, k=1) == "--k: must be in [2, 100], got 1"
    # the lowest prob allowed is 1/k itself; k = 100 is allowed
    assert build("opendp", "rr", prob=1 / 3, k=3).Q[0][0] == F(1 / 3)
    assert len(build("opendp", "rr", prob=0.5, k=100).Q) == 100


def test_opendp_enables_contrib_and_reports_its_refusal(monkeypatch):
    dp = pytest.importorskip("opendp.prelude")
    from opendp.mod import OpenDPException
    dp.disable_features("contrib")
    assert build("opendp", "rr", prob=0.75, k=3).Q[0][0] == F(3, 4)       # the bridge enables "contrib" itself

    def refuse(*args):
        raise OpenDPException("FailedFunction", "prob must be in [1/k, 1)\nmore detail")
    monkeypatch.setattr(dp.m, "make_randomized_response", refuse)
    monkeypatch.setattr(dp.m, "make_randomized_response_bool", refuse)
    assert refusal("opendp", "rr", prob=0.75, k=3) == \
        "opendp rr: the library refused {'k': 3, 'prob': 0.75}: FailedFunction(\"prob must be in [1/k, 1) more detail\")"
    assert refusal("opendp", "rr-bool", epsilon=1.0) == \
        "opendp rr-bool: the library refused {'prob': 0.731058578630005, 'epsilon': 1.0}: " \
        "FailedFunction(\"prob must be in [1/k, 1) more detail\")"


# ---------------------------------------------------------------- diffprivlib

def test_diffprivlib_binary_flip_count():
    mech = build("diffprivlib", "rr", epsilon=1.0)
    flip = F(2422408970132802, S)           # the first j with (j / 2^53) * 3.718281828459045 > e is 6584790284608190
    assert mech.Q == [[1 - flip, flip], [flip, 1 - flip]]
    assert build("diffprivlib", "rr", epsilon=2.0).Q[0][1] == F(1073684470400565, S)     # first j: 7933514784340427
    assert build("diffprivlib", "rr", epsilon=30.0).Q[1][0] == F(842, S)                 # first j: 2^53 - 842
    assert build("diffprivlib", "rr", epsilon=37.0).Q == [[1, 0], [0, 1]]     # np.exp(37) + 1 == np.exp(37)
    assert (mech.library, mech.mechanism, mech.version) == ("diffprivlib", "rr", metadata.version("diffprivlib"))
    assert mech.inputs == [0, 1] and mech.outputs == ["0", "1"] and mech.params == {"epsilon": 1.0}
    assert mech.stated_eps == 1.0 and mech.stated_by == "constructor argument epsilon"
    assert mech.floats == {"np.exp(epsilon)": 2.718281828459045, "np.exp(epsilon) + 1": 3.718281828459045}
    assert mech.model == "flip iff u * (np.exp(eps) + 1) > np.exp(eps), counted exactly over the 2^53 values of u"
    assert mech.seedable and mech.adjacency == "local"


def test_diffprivlib_binary_sampler_is_seeded_and_never_flips_at_37():
    mech = build("diffprivlib", "rr", epsilon=1.0)
    first = mech.sample([0, 1], 200, 3)
    assert first == mech.sample([0, 1], 200, 3) and first != mech.sample([0, 1], 200, 4)
    assert all(sum(row) == 200 for row in first) and first[0][0] > first[0][1] and first[1][1] > first[1][0]
    assert build("diffprivlib", "rr", epsilon=37.0).sample([0, 1], 50, 0) == [[50, 0], [0, 50]]


def test_diffprivlib_geometric_truncated_exact():
    # eps = ln 2 (the double 0.6931471805599453): np.exp(-eps) is exactly 1/2 = a; on 0..3 the interior cells are
    # (1 - a)/(1 + a) a^|y - x| = (1/3) 2^-|y-x|, the two ends a^|y - x| / (1 + a) = (2/3) 2^-|y-x|
    mech = build("diffprivlib", "geometric-truncated", epsilon=0.6931471805599453, upper=3)
    assert mech.Q == [[F(2, 3), F(1, 6), F(1, 12), F(1, 12)],
                      [F(1, 3), F(1, 3), F(1, 6), F(1, 6)],
                      [F(1, 6), F(1, 6), F(1, 3), F(1, 3)],
                      [F(1, 12), F(1, 12), F(1, 6), F(2, 3)]]
    assert mech.inputs == mech.outputs == [0, 1, 2, 3] and mech.adjacency == "counting"
    assert mech.params == {"epsilon": 0.6931471805599453, "lower": 0, "upper": 3}
    assert mech.floats == {"np.exp(-epsilon)": 0.5} and mech.mechanism == "geometric-truncated"
    assert mech.stated_by == "constructor argument epsilon (sensitivity 1)" and mech.stated_eps == 0.6931471805599453
    assert mech.model == ("two-sided geometric with ratio np.exp(-eps) read exactly, clamped to [lower, upper]; "
                          "the float log/floor inversion of the uniform taken as ideal")
    assert mech.level().E == 2
    shifted = build("diffprivlib", "geometric-truncated", epsilon="0.6931471805599453", lower=-2, upper=0)
    assert shifted.inputs == [-2, -1, 0] and shifted.Q[1] == [F(1, 3), F(1, 3), F(1, 3)]
    assert shifted.Q[0] == [F(2, 3), F(1, 6), F(1, 6)]
    a = F(0.36787944117144233)                      # np.exp(-1.0)
    one = build("diffprivlib", "geometric-truncated", epsilon=1.0, lower=5, upper=7)
    assert one.Q[0] == [1 / (1 + a), (1 - a) / (1 + a) * a, a ** 2 / (1 + a)]


def test_diffprivlib_geometric_sampler_is_seeded_and_in_range():
    mech = build("diffprivlib", "geometric-truncated", epsilon=1.0, lower=-1, upper=1)
    first = mech.sample(range(3), 100, 9)
    assert first == mech.sample(range(3), 100, 9) and first != mech.sample(range(3), 100, 10)
    assert all(sum(row) == 100 for row in first)
    assert first[0][0] > first[0][2] and first[2][2] > first[2][0]     # input -1 mostly stays low, 1 high


def test_diffprivlib_refusals():
    assert refusal("diffprivlib", "rr", epsilon=1.0, k=3) == "--k: diffprivlib rr takes only --epsilon"
    assert refusal("diffprivlib", "geometric-truncated", epsilon=1.0, k=3) == \
        "--k: diffprivlib geometric-truncated takes only --epsilon, --lower, --upper"
    assert refusal("diffprivlib", "geometric-truncated", epsilon=1.0) == "--upper: required for this mechanism"
    assert refusal("diffprivlib", "geometric-truncated", epsilon=1.0, upper=201) == \
        "--upper: must be in [1, 200], got 201"
    assert refusal("diffprivlib", "geometric-truncated", epsilon=1.0, lower=4, upper=4) == \
        "--upper: must be in [5, 204], got 4"
    assert refusal("diffprivlib", "geometric-truncated", epsilon=1.0, lower=-1000001, upper=0) == \
        "--lower: must be in [-1000000, 1000000], got -1000001"
    assert refusal("diffprivlib", "geometric-truncated", upper=3) == \
        "--epsilon: required for this mechanism, e.g. --epsilon 1"
    assert len(build("diffprivlib", "geometric-truncated", epsilon=1.0, lower=10 ** 6 - 1, upper=10 ** 6).Q) == 2
    # the widest range allowed, 200 + 1 values (at a = 1/2, so that the 201 x 201 powers stay small)
    assert len(build("diffprivlib", "geometric-truncated", epsilon=0.6931471805599453, lower=-10 ** 6,
                     upper=-10 ** 6 + 200).Q) == 201


# ---------------------------------------------------------------- pure-ldp

def test_pure_ldp_direct_encoding():
    # client.p = e^eps / (e^eps + k - 1) with math.pow(math.e, eps); kept iff random.random() < p
    mech = build("pure-ldp", "rr", epsilon=1.0, k=3)
    assert mech.Q == krr(3, F(5189199575106478, S))                 # ceil(0.5761168847658291 * 2^53)
    assert mech.floats == {"client.p": 0.5761168847658291, "client.q": 0.21194155761708547}
    assert build("pure-ldp", "rr", epsilon=2.0, k=4).Q == krr(4, F(6406231707072796, S))   # p = 0.7112345942275939
    assert build("pure-ldp", "rr", epsilon=1.0).Q == krr(2, F(6584790284608190, S))   # k = 2: e / (e + 2 - 1)
    assert (mech.library, mech.mechanism, mech.version) == ("pure-ldp", "rr", metadata.version("pure-ldp"))
    assert mech.inputs == mech.outputs == [0, 1, 2] and mech.params == {"epsilon": 1.0, "k": 3}
    assert mech.stated_eps == 1.0 and mech.stated_by == "constructor argument epsilon" and mech.seedable
    assert mech.model == ("keep iff random.random() < client.p, counted over the 2^53 uniforms; else random.randint "
                          "over the other k - 1 indices")


def test_pure_ldp_unary_encodings():
    # OUE: own bit p = 0.5 (u < 1/2: exactly 1/2), others q = 1 / (e^eps + 1) = 0.2689414213699951 through
    # np.random.choice's cdf [q, 1] (q + (1 - q) == 1.0): u < q for 2422408970132803 of the 2^53 values of u
    oue = build("pure-ldp", "oue", epsilon=1.0, k=3)
    assert oue.Q == unary3(F(1, 2), F(2422408970132803, S)) and oue.outputs == BITS3
    assert oue.floats == {"client.p": 0.5, "client.q": 0.2689414213699951,
                          "np.random.choice cdf[0]": 0.2689414213699951}
    # SUE: p = e^(eps/2) / (e^(eps/2) + 1) = 0.6224593312018546, q = 1 - p = 0.3775406687981454
    sue = build("pure-ldp", "sue", epsilon=1.0, k=3)
    assert sue.Q == unary3(F(5606615224107921, S), F(3400584030633071, S))
    assert sue.floats == {"client.p": 0.6224593312018546, "client.q": 0.3775406687981454,
                          "np.random.choice cdf[0]": 0.3775406687981454}
    assert (sue.mechanism, oue.mechanism) == ("sue", "oue") and sue.params == {"epsilon": 1.0, "k": 3}
    assert sue.inputs == [0, 1, 2] and sue.stated_eps == 1.0 and sue.stated_by == "constructor argument epsilon"
    assert sue.model == ("own bit iff random.random() < p, other bits iff np.random.random_sample() < cdf[0], each "
                         "counted over the 2^53 uniforms")
    # SUE at eps = 2: p = e / (e + 1) = 0.7310585786300049, q = 0.2689414213699951; k = 4 by default
    sue2 = build("pure-ldp", "sue", epsilon=2.0)
    assert len(sue2.Q) == 4 and sue2.Q[0][sue2.outputs.index((1, 0, 0, 0))] == \
        F(6584790284608189, S) * (1 - F(2422408970132803, S)) ** 3


def test_pure_ldp_samplers_replay_their_seed():
    rr = build("pure-ldp", "rr", epsilon=1.0, k=3)
    assert rr.sample(range(3), 100, 2 ** 32 + 5) == rr.sample(range(3), 100, 2 ** 32 + 5)
    oue = build("pure-ldp", "oue", epsilon=1.0, k=3)
    first = oue.sample(range(3), 100, 2 ** 32 + 5)
    assert first == oue.sample(range(3), 100, 2 ** 32 + 5) and first != oue.sample(range(3), 100, 6)
    # the own bit alone is drawn by `random`, the others by NumPy: a seed fixes both
    assert [sum(row) for row in first] == [100, 100, 100]


def test_pure_ldp_refusals():
    assert refusal("pure-ldp", "rr", epsilon=1.0, k=101) == "--k: must be in [2, 100], got 101"
    assert refusal("pure-ldp", "oue", epsilon=1.0, k=11) == "--k: must be in [2, 10], got 11"
    assert refusal("pure-ldp", "sue", epsilon=1.0, d=3) == "--d: pure-ldp sue takes only --epsilon, --k"
    assert refusal("pure-ldp", "rr", epsilon=1.0, d=3) == "--d: pure-ldp rr takes only --epsilon, --k"
    assert refusal("pure-ldp", "oue", k=3) == "--epsilon: required for this mechanism, e.g. --epsilon 1"
    assert refusal("pure-ldp", "rr", epsilon=710.0, k=2).startswith("--epsilon: 710.0 is above the limit of 709")


# ---------------------------------------------------------------- multi-freq-ldpy

def test_multi_freq_ldpy_grr():
    # p = np.exp(eps) / (np.exp(eps) + k - 1), drawn by np.random.binomial(1, p): taken as exact in the float p
    mech = build("multi-freq-ldpy", "rr", epsilon=1.0, k=3)
    assert mech.Q == krr(3, F(0.5761168847658291))
    assert mech.floats == {"p = np.exp(eps) / (np.exp(eps) + k - 1)": 0.5761168847658291}
    # np.exp(2) = 7.38905609893065 (as math.exp, not pure-ldp's math.pow): p = 0.7112345942275938
    assert build("multi-freq-ldpy", "rr", epsilon=2.0, k=4).Q == krr(4, F(0.7112345942275938))
    assert build("multi-freq-ldpy", "rr", epsilon=1.0).Q == krr(2, F(0.731058578630005))   # k = 2: e / (e + 2 - 1)
    assert (mech.library, mech.mechanism, mech.version) == \
        ("multi-freq-ldpy", "rr", metadata.version("multi-freq-ldpy"))
    assert mech.inputs == mech.outputs == [0, 1, 2] and mech.params == {"epsilon": 1.0, "k": 3}
    assert mech.stated_eps == 1.0 and mech.stated_by == "function argument epsilon" and mech.seedable
    assert mech.model == ("keep iff np.random.binomial(1, p) == 1, taken as exact in the float p; else "
                          "np.random.choice over the other k - 1 values")


def test_multi_freq_ldpy_unary_encodings():
    # a bit is set iff np.random.random() <= p: floor(p 2^53) + 1 of the 2^53 uniforms
    oue = build("multi-freq-ldpy", "oue", epsilon=1.0, k=3)
    assert oue.Q == unary3(F(1, 2) + F(1, S), F(2422408970132804, S))     # p = 1/2, q = 1 / (e + 1)
    assert oue.floats == {"p": 0.5, "q": 0.2689414213699951} and oue.outputs == BITS3
    sue = build("multi-freq-ldpy", "sue", epsilon=1.0, k=3)
    assert sue.Q == unary3(F(5606615224107922, S), F(3400584030633072, S))   # p = e^0.5 / (e^0.5 + 1), q = 1 - p
    assert sue.floats == {"p": 0.6224593312018546, "q": 0.3775406687981454}
    assert (sue.mechanism, oue.mechanism) == ("sue", "oue") and sue.params == {"epsilon": 1.0, "k": 3}
    assert sue.inputs == [0, 1, 2] and sue.stated_by == "function argument epsilon" and sue.stated_eps == 1.0
    assert sue.model == ("own bit iff np.random.random() <= p, other bits iff <= q, counted over the 2^53 "
                         "uniforms")
    assert len(build("multi-freq-ldpy", "oue", epsilon=2.0).Q) == 4                                  # k = 4
    # Numba's compiled 1 / (np.exp(2) + 1) is 0.11920292202211755, below CPython's 0.11920292202211757
    # (measured: Numba compiles the division and exp its own way; the bridge evaluates it compiled, as the library)
    assert build("multi-freq-ldpy", "oue", epsilon=2.0).floats == {"p": 0.5, "q": 0.11920292202211755}


def test_multi_freq_ldpy_samplers_replay_their_seed():
    grr = build("multi-freq-ldpy", "rr", epsilon=1.0, k=3)
    first = grr.sample(range(3), 100, 5)
    assert first == grr.sample(range(3), 100, 5) == grr.sample(range(3), 100, 2 ** 32 + 5)
    assert first != grr.sample(range(3), 100, 6)
    assert [sum(row) for row in grr.sample(range(3), 10, None)] == [10, 10, 10]
    sue = build("multi-freq-ldpy", "sue", epsilon=1.0, k=3)
    assert sue.sample(range(3), 50, 7) == sue.sample(range(3), 50, 7) != sue.sample(range(3), 50, 8)


def test_multi_freq_ldpy_unary_sampler_is_optimal_or_symmetric():
    # at eps = 8 SUE sets the own bit w.p. e^4 / (e^4 + 1) = 0.982, OUE w.p. 1/2: over 400 draws of input 0,
    # SUE sets bit 0 at least 360 times, OUE at most 260 (Chernoff: each fails w.p. below e^-37 and e^-18)
    sue = build("multi-freq-ldpy", "sue", epsilon=8.0, k=2)
    oue = build("multi-freq-ldpy", "oue", epsilon=8.0, k=2)
    own_sue = sum(c for bits, c in zip(sue.outputs, sue.sample([0], 400, 1)[0]) if bits[0] == 1)
    own_oue = sum(c for bits, c in zip(oue.outputs, oue.sample([0], 400, 1)[0]) if bits[0] == 1)
    assert own_sue >= 360 and own_oue <= 260


def test_multi_freq_ldpy_refusals():
    assert refusal("multi-freq-ldpy", "rr", epsilon=1.0, k=101) == "--k: must be in [2, 100], got 101"
    assert refusal("multi-freq-ldpy", "sue", epsilon=1.0, k=11) == "--k: must be in [2, 10], got 11"
    assert refusal("multi-freq-ldpy", "oue", epsilon=1.0, prob=0.5) == \
        "--prob: multi-freq-ldpy oue takes only --epsilon, --k"
    assert refusal("multi-freq-ldpy", "rr", epsilon=1.0, prob=0.5) == "--prob: multi-freq-ldpy rr takes only --epsilon, --k"
    assert refusal("multi-freq-ldpy", "rr", k=3) == "--epsilon: required for this mechanism, e.g. --epsilon 1"


# ---------------------------------------------------------------- draws.py: counting the uniforms k / 2^53

def test_draws_clamp_and_count():
    from workbench.libraries import draws
    assert draws.UNIFORM_BITS == 53 and draws.STEPS == S
    assert draws.below(-1.0) == 0 and draws.at_most(-1.0) == 0           # no uniform is below a negative p
    assert draws.below(2.0) == 1 and draws.at_most(2.0) == 1 and draws.at_most(1.0) == 1
    assert draws.below(0.25) == F(1, 4) and draws.at_most(0.25) == F(1, 4) + F(1, S)
    assert draws.below(2 ** -60) == F(1, S) and draws.at_most(2 ** -60) == F(1, S)     # only u = 0
    assert draws.first_step_above(1.0, 0.5) == 2 ** 52 + 1                 # k / 2^53 > 1/2
    assert draws.first_step_above(2.0, 0.0) == 1 and draws.first_step_above(1.0, -1.0) == 0
    assert draws.first_step_above(1.0, 1.0) == S and draws.first_step_above(1.0, 5.0) == S      # never: STEPS


def test_geometric_truncated_lower_limit_above():
    assert refusal("diffprivlib", "geometric-truncated", epsilon=1.0, lower=10 ** 6 + 1, upper=10 ** 6 + 2) == \
        "--lower: must be in [-1000000, 1000000], got 1000001"


def test_multi_freq_ldpy_compiles_its_expressions_once(monkeypatch):
    pytest.importorskip("multi_freq_ldpy")
    from workbench.libraries import of_multi_freq_ldpy
    fresh = {}
    monkeypatch.setattr(of_multi_freq_ldpy, "_COMPILED", fresh)
    assert build("multi-freq-ldpy", "rr", epsilon=1.0, k=3).Q[0][0] == F(0.5761168847658291)
    assert set(fresh) == {"grr_p", "ue_pq", "seed"}
    # the compiled seed is what sampling calls first: 3 draws of input 0, all counted
    assert [sum(row) for row in build("multi-freq-ldpy", "rr", epsilon=1.0, k=3).sample([0], 3, 1)] == [3]
    compiled = dict(fresh)
    assert build("multi-freq-ldpy", "sue", epsilon=1.0, k=3).floats["p"] == 0.6224593312018546
    assert fresh == compiled                                    # not compiled again


def test_seeds_are_taken_modulo_two_to_the_32():
    """A seed S is used as S mod 2^32 by NumPy's and Numba's generators (the bridge reduces it first):
    S = 3^32 + 5 replays S mod 2^32, and the seeds 5 and 7 give two different streams."""
    big = 3 ** 32 + 5
    grr = build("multi-freq-ldpy", "rr", epsilon=1.0, k=3)
    assert grr.sample([0], 60, big) == grr.sample([0], 60, big % 2 ** 32) != grr.sample([0], 60, 5)
    assert grr.sample([0], 60, 5) != grr.sample([0], 60, 7)
    # pure-ldp's OUE: the own bit comes from `random`, the other bits from NumPy: both are seeded
    oue = build("pure-ldp", "oue", epsilon=1.0, k=3)

    def others(seed):
        draw = oue.sampler(seed)
        return [draw(0)[1:] for _ in range(40)]
    assert others(5) == others(5) != others(7)
    assert others(big) == others(big % 2 ** 32)


def test_every_mechanism_names_its_library_and_installed_version():
    for library, mechanism, params in [("diffprivlib", "geometric-truncated", {"epsilon": 1.0, "upper": 2}),
                                       ("pure-ldp", "oue", {"epsilon": 1.0, "k": 2}),
                                       ("pure-ldp", "sue", {"epsilon": 1.0, "k": 2}),
                                       ("multi-freq-ldpy", "oue", {"epsilon": 1.0, "k": 2}),
                                       ("multi-freq-ldpy", "sue", {"epsilon": 1.0, "k": 2})]:
        mech = build(library, mechanism, **params)
        assert (mech.library, mech.version, mech.mechanism) == (library, metadata.version(library), mechanism)


def test_pure_ldp_unseeded_sampling_runs():
    oue = build("pure-ldp", "oue", epsilon=1.0, k=3)
    assert [sum(row) for row in oue.sample(range(3), 5, None)] == [5, 5, 5]
