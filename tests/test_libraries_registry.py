"""`workbench.libraries` itself (its __init__): the registry, `LibraryMechanism.level` / `sample`, `compare`'s
verdicts and `sampling_test`'s report, each on small matrices whose answers are worked out by hand here.

No library is needed: the mechanisms are built by hand with deterministic samplers, and the registry's
error paths are driven through stand-in builders.
"""
from fractions import Fraction as F
from importlib import metadata

import pytest

from workbench import libraries
from workbench.errors import InvalidArgument
from workbench.libraries import LibraryMechanism, compare, from_library, sampling_test
from workbench.mechanisms.ldp import LDPLevel


def fake(Q, inputs=None, outputs=None, stated=1.0, draw=None, **extra):
    """A LibraryMechanism over Q whose sampler returns draw(x) (default: output x), recording the seeds."""
    seeds = []

    def sampler(seed):
        seeds.append(seed)
        return draw or (lambda x: (outputs or list(range(len(Q[0]))))[x])
    mech = LibraryMechanism("fake-lib", "9.9", "fake-rr", {"epsilon": stated}, Q,
                            inputs if inputs is not None else list(range(len(Q))),
                            outputs if outputs is not None else list(range(len(Q[0]))),
                            stated, "a test", {}, "by hand", sampler, **extra)
    mech.seeds = seeds
    return mech


def rr(E):
    """Binary randomised response with ratio E: keep E / (1 + E), flip 1 / (1 + E)."""
    E = F(E)
    return [[E / (1 + E), 1 / (1 + E)], [1 / (1 + E), E / (1 + E)]]


# ---------------------------------------------------------------- the registry

def test_mechanisms_lists_every_library_and_its_mechanisms_sorted():
    assert libraries.mechanisms() == {"opendp": ["rr", "rr-bool"], "diffprivlib": ["geometric-truncated", "rr"],
                                      "pure-ldp": ["oue", "rr", "sue"], "multi-freq-ldpy": ["oue", "rr", "sue"]}
    assert list(libraries.mechanisms()) == list(libraries.LIBRARIES)
    assert libraries.LIBRARIES == ("opendp", "diffprivlib", "pure-ldp", "multi-freq-ldpy")
    assert libraries.ROUNDING == F(1, 10 ** 9)


def test_version_reads_the_installed_distribution():
    assert libraries.version("numpy") == metadata.version("numpy")
    with pytest.raises(InvalidArgument) as info:
        libraries.version("no-such-distribution-here")
    assert str(info.value) == "--from: no-such-distribution-here is not installed; `pip install -e .[libraries]`"
    assert info.value.__cause__ is None and info.value.__suppress_context__


def test_unknown_library_and_mechanism_messages():
    with pytest.raises(InvalidArgument) as info:
        from_library("tensorflow-privacy", "rr", epsilon=1.0)
    assert str(info.value) == ("--from: unknown library 'tensorflow-privacy'; "
                               "one of opendp, diffprivlib, pure-ldp, multi-freq-ldpy")
    with pytest.raises(InvalidArgument) as info:
        from_library("pure-ldp", "laplace", epsilon=1.0)
    assert str(info.value) == "mechanism: pure-ldp offers oue, rr, sue here, not 'laplace'"
    with pytest.raises(InvalidArgument) as info:
        from_library("diffprivlib", "sue", epsilon=1.0)
    assert str(info.value) == "mechanism: diffprivlib offers geometric-truncated, rr here, not 'sue'"


@pytest.fixture
def stand_in(monkeypatch):
    """from_library over one stand-in library 'opendp' whose only mechanism 'm' runs `behaviour(**params)`."""
    calls = []
    box = {}

    def builder(**params):
        calls.append(params)
        return box["behaviour"](**params)
    monkeypatch.setattr(libraries, "_builders", lambda: {"opendp": {"m": builder, "b": builder}})

    def run(behaviour, **params):
        box["behaviour"] = behaviour
        return from_library("opendp", "m", **params)
    run.calls = calls
    return run


def test_from_library_passes_the_parameters_and_returns_the_builders_result(stand_in):
    assert stand_in(lambda **params: ("built", params), epsilon=2.0, k=5) == ("built", {"epsilon": 2.0, "k": 5})
    assert stand_in.calls == [{"epsilon": 2.0, "k": 5}]
    with pytest.raises(InvalidArgument) as info:
        from_library("opendp", "x")
    assert str(info.value) == "mechanism: opendp offers b, m here, not 'x'"


def test_from_library_checks_the_version_before_building(stand_in, monkeypatch):
    asked = []

    def missing(name):
        asked.append(name)
        raise metadata.PackageNotFoundError(name)
    monkeypatch.setattr(libraries.metadata, "version", missing)
    with pytest.raises(InvalidArgument) as info:
        stand_in(lambda **params: "built", epsilon=1.0)
    assert str(info.value) == "--from: opendp is not installed; `pip install -e .[libraries]`"
    assert asked == ["opendp"] and stand_in.calls == []


def test_from_library_turns_a_libraries_refusal_into_one_message(stand_in):
    def refuses(**params):
        raise ValueError("epsilon must be positive")
    with pytest.raises(InvalidArgument) as info:
        stand_in(refuses, epsilon=-1.0)
    assert str(info.value) == "opendp m refused the parameters {'epsilon': -1.0}: epsilon must be positive"
    assert info.value.__cause__ is None and info.value.__suppress_context__

    def mistyped(**params):
        raise TypeError("bad type")
    with pytest.raises(InvalidArgument) as info:
        stand_in(mistyped, k="x")
    assert str(info.value) == "opendp m refused the parameters {'k': 'x'}: bad type"

    def broken(**params):
        raise ImportError("no module named _rust")
    with pytest.raises(InvalidArgument) as info:
        stand_in(broken)
    assert str(info.value) == "--from: opendp is installed but does not import: no module named _rust"
    assert info.value.__cause__ is None and info.value.__suppress_context__


def test_from_library_passes_its_own_refusals_and_other_errors_through(stand_in):
    def own(**params):
        raise InvalidArgument("--k: must be in [2, 100], got 1")
    with pytest.raises(InvalidArgument) as info:
        stand_in(own, k=1)
    assert str(info.value) == "--k: must be in [2, 100], got 1"

    def crashes(**params):
        raise RuntimeError("a bug")
    with pytest.raises(RuntimeError, match="^a bug$"):
        stand_in(crashes)


# ---------------------------------------------------------------- level() under counting adjacency

def test_local_level_compares_every_pair_counting_only_neighbours():
    Q = [[F(1, 4), F(3, 4)], [F(1, 2), F(1, 2)], [F(3, 4), F(1, 4)]]
    # local: column 0 has 3/4 over 1/4 = 3 (inputs 2 and 0); counting: each neighbouring pair has at most 2
    assert fake(Q).level() == LDPLevel(F(3), (2, 0, 0))
    assert fake(Q, adjacency="local").level().E == 3
    counting = fake(Q, adjacency="counting").level()
    # pairs (0, 1) and (1, 2) both reach 2: the first is kept, at Q[1][0] / Q[0][0] = (1/2) / (1/4)
    assert counting == LDPLevel(F(2), (1, 0, 0))


def test_counting_level_of_identical_rows_is_one():
    Q = [[F(1, 3), F(2, 3)]] * 4
    assert fake(Q, adjacency="counting").level() == LDPLevel(F(1), (0, 0, 0))


def test_counting_level_at_the_last_pair_is_offset_to_its_rows():
    Q = [[F(1, 2), F(1, 2)], [F(1, 2), F(1, 2)], [F(1, 4), F(3, 4)]]
    # pair (0, 1): 1; pair (1, 2): Q[1][0] / Q[2][0] = (1/2) / (1/4) = 2 beats (3/4) / (1/2) = 3/2
    assert fake(Q, adjacency="counting").level() == LDPLevel(F(2), (1, 2, 0))
    Q = [[F(1, 2), F(1, 2)], [F(2, 5), F(3, 5)], [F(1, 10), F(9, 10)], [F(1, 10), F(9, 10)]]
    # pairs: (0,1) 5/4, (1,2) 4 at Q[1][0] / Q[2][0], (2,3) 1
    assert fake(Q, adjacency="counting").level() == LDPLevel(F(4), (1, 2, 0))


def test_counting_level_is_infinite_at_a_zero_next_to_a_positive_entry():
    Q = [[F(1, 2), F(1, 2)], [F(1, 2), F(1, 2)], [F(1), F(0)]]
    # pair (1, 2): Q[1][1] = 1/2 > 0 = Q[2][1]
    assert fake(Q, adjacency="counting").level() == LDPLevel(None, (1, 2, 1))
    # a zero two rows away is no breach under counting adjacency, but is one locally
    Q = [[F(1), F(0)], [F(1, 2), F(1, 2)], [F(0), F(1)]]
    assert fake(Q, adjacency="counting").level() == LDPLevel(None, (1, 0, 1))
    # no zero: pair (0, 1) reaches 3/2 at Q[0][1] / Q[1][1] = (1/2) / (1/3), pair (1, 2) the same at column 0
    Q = [[F(2, 3), F(1, 3)], [F(1, 2), F(1, 2)], [F(1, 3), F(2, 3)], [F(1, 3), F(2, 3)]]
    assert fake(Q, adjacency="counting").level() == LDPLevel(F(3, 2), (1, 0, 1))


# ---------------------------------------------------------------- sample()

def test_sample_counts_each_output_in_the_libraries_order():
    outputs = ["b", "a", "c"]
    state = {"i": 0}

    def draw(x):                    # input x: "a", "c", "a", "c", ... for x = 0; always "b" for x = 1
        state["i"] += 1
        return "b" if x == 1 else ("a" if state["i"] % 2 else "c")
    mech = fake([[F(1, 3)] * 3] * 2, outputs=outputs, draw=draw)
    seen = []
    counts = mech.sample(iter([0, 1]), 6, 11, progress=lambda i, total: seen.append((i, total)))
    assert counts == [[0, 3, 3], [6, 0, 0]]
    assert seen == [(0, 2), (1, 2)] and mech.seeds == [11]
    assert mech.sample([1], 1, None) == [[1, 0, 0]] and mech.seeds == [11, None]


def test_sample_refuses_an_output_outside_the_space():
    mech = fake([[F(1, 2), F(1, 2)]] * 2, outputs=["0", "1"], draw=lambda x: "2")
    with pytest.raises(RuntimeError) as info:
        mech.sample([0], 3, 0)
    assert str(info.value) == "fake-lib fake-rr returned '2', outside its output space"


# ---------------------------------------------------------------- compare()

LN3 = "1.0986122886681096914"       # ln 3 = 1.09861228866810969139524523692..., 20 significant digits


def test_compare_exceeds_and_within_with_exact_strings():
    Q = rr(3)
    out = compare(fake(Q, stated=1.0))
    assert out == {"stated eps": "1.0", "stated by": "a test", "exact E": "3", "exact eps": LN3,
                   "exact - stated": "0.098612", "verdict": "EXCEEDS stated eps"}
    out = compare(fake(Q, stated=1.5))         # ln 3 - 1.5 = -0.40138771133...
    assert out["exact - stated"] == "-0.40139" and out["verdict"] == "within stated eps"
    assert compare(fake(rr(F(7, 2)), stated=1.0))["exact E"] == "7/2"


def test_compare_names_float_rounding_below_one_billionth():
    # the double nearest ln 3 is ln 3 + 9.0713e-17 (computed to 300 bits): within, by rounding
    out = compare(fake(rr(3), stated=1.0986122886681098))
    assert out["verdict"] == "within stated eps (by float rounding: |exact - stated| < 1e-9)"
    assert out["exact - stated"] == "-9.0713e-17"
    # ln 3 - 1.0986122881681097 = +5.0e-10 (< 1e-9: rounding); ln 3 - 1.0986122871681097 = +1.5e-9 (not)
    assert compare(fake(rr(3), stated=1.0986122881681097))["verdict"] == \
        "EXCEEDS stated eps (by float rounding: |exact - stated| < 1e-9)"
    assert compare(fake(rr(3), stated=1.0986122871681097))["verdict"] == "EXCEEDS stated eps"
    assert compare(fake(rr(3), stated=1.0986122891681097))["verdict"] == \
        "within stated eps (by float rounding: |exact - stated| < 1e-9)"
    assert compare(fake(rr(3), stated=1.0986122901681097))["verdict"] == "within stated eps"


def test_compare_shows_a_large_denominator_with_its_float():
    assert compare(fake(rr(F(1000000, 999999)), stated=1.0))["exact E"] == "1000000/999999"
    out = compare(fake(rr(F(1000001, 1000000)), stated=1.0))
    assert out["exact E"] == "1000001/1000000 (~1.000001)"
    assert out["exact eps"] == "9.9999950000033333308e-7"   # ln(1 + 1e-6) = 9.99999500000333333308333e-7 (mpmath, 40 digits)


def test_compare_equal_only_for_identity_level_and_zero_epsilon():
    same = [[F(1, 2), F(1, 2)]] * 2
    assert compare(fake(same, stated=0.0))["verdict"] == "equal"
    assert compare(fake(same, stated=1.0))["verdict"] == "within stated eps"
    assert compare(fake(rr(3), stated=0.0))["verdict"] == "EXCEEDS stated eps"


def test_compare_undecided_when_the_precision_is_too_low():
    out = compare(fake(rr(3), stated=1.0986122886681098), precision=10)
    assert out["verdict"] == "undecided at this precision"
    assert compare(fake(rr(3), stated=1.0986122886681098), precision=256)["verdict"].startswith("within")


def test_compare_infinite_levels_and_infinite_statements():
    Q = [[F(1), F(0)], [F(1, 2), F(1, 2)]]        # Q['b']['y'] = 1/2 > 0 = Q['a']['y']
    out = compare(fake(Q, inputs=["a", "b"], outputs=["x", "y"], stated=2.0))
    assert out == {"stated eps": "2.0", "stated by": "a test", "exact E": "inf", "exact eps": "inf",
                   "witness": "Q['b']['y'] > 0 = Q['a']['y']",
                   "verdict": "EXCEEDS stated eps: not private at any eps"}
    out = compare(fake(Q, inputs=["a", "b"], outputs=["x", "y"], stated=float("inf")))
    assert out == {"stated eps": "inf", "stated by": "a test", "exact E": "inf", "exact eps": "inf",
                   "witness": "Q['b']['y'] > 0 = Q['a']['y']",
                   "verdict": "equal (the library states no finite eps)"}
    out = compare(fake(rr(3), stated=float("inf")))
    assert out == {"stated eps": "inf", "stated by": "a test",
                   "verdict": "within stated eps (the library states eps = inf)"}


# ---------------------------------------------------------------- sampling_test()

def test_sampling_test_reports_the_smallest_p_value_and_its_cell():
    # every input draws output 0: at Q = 1/2 the two-sided binomial p-value of 10 of 10 is 2 / 2^10
    mech = fake([[F(1, 2), F(1, 2)], [F(1, 4), F(3, 4)], [F(1, 2), F(1, 2)]], inputs=["u", "v", "w"],
                outputs=["0", "1"], draw=lambda x: "0")
    seen = []
    out = sampling_test(mech, 10, 5, alpha=0.5, progress=lambda i, total: seen.append(i))
    # row 1: 10 of 10 at q = 1/4 is less likely still: P = (1/4)^10 = 9.5367e-7 (the only tail)
    assert out == {"draws per input": 10, "seed": 5, "cells": 6, "false-alarm rate": 0.5,
                   "smallest p-value": "9.54e-07",
                   "at": {"input": "'v'", "output": "'0'", "count": 10, "expected": "2.5"},
                   "verdict": "REJECTED: the samples do not fit the matrix"}
    assert seen == [0, 1, 2] and mech.seeds == [5]


def test_sampling_test_bonferroni_boundary_is_strict():
    # one input, two cells, 10 of 10 draws at q = 1/2: p = 2^-9 on both cells (the first is reported);
    # p * cells = 2^-8 = 0.00390625 exactly: rejected only when alpha is above it
    mech = fake([[F(1, 2), F(1, 2)]], outputs=["0", "1"], draw=lambda x: "0")
    at = {"input": "0", "output": "'0'", "count": 10, "expected": "5.0"}
    out = sampling_test(mech, 10, 1, alpha=0.00390625)
    assert out["verdict"] == "consistent with the exact matrix" and out["at"] == at
    assert out["smallest p-value"] == "0.00195" and out["cells"] == 2
    assert sampling_test(mech, 10, 1, alpha=0.0039063)["verdict"].startswith("REJECTED")


def test_sampling_test_default_rate_and_unseedable_libraries():
    mech = fake([[F(1, 2), F(1, 2)]], outputs=["0", "1"], draw=lambda x: "0", seedable=False)
    out = sampling_test(mech, 10, 3)
    assert out["false-alarm rate"] == 1e-6 and out["seed"] == "none (the library cannot be seeded)"
    assert out["verdict"] == "consistent with the exact matrix"          # 2^-8 is above 1e-6
    assert sampling_test(fake([[F(1, 2), F(1, 2)]], outputs=["0", "1"], draw=lambda x: "0"), 10, None)["seed"] \
        is None


def test_sampling_test_certain_cells_are_refuted_by_one_contrary_draw():
    identity = [[F(1), F(0)], [F(0), F(1)]]
    out = sampling_test(fake(identity, outputs=["a", "b"]), 7, 0, alpha=1e-6)
    assert out["smallest p-value"] == "1" and out["verdict"] == "consistent with the exact matrix"
    assert out["at"] == {"input": "0", "output": "'a'", "count": 7, "expected": "7.0"}
    swapped = [[F(0), F(1)], [F(1), F(0)]]
    out = sampling_test(fake(identity, outputs=["a", "b"]), 7, 0, alpha=1e-6, Q=swapped)
    assert out["smallest p-value"] == "0" and out["verdict"].startswith("REJECTED")
    assert out["at"] == {"input": "0", "output": "'a'", "count": 7, "expected": "0.0"}
    # a draw away from a certain cell, inside a matrix that is otherwise uncertain
    Q = [[F(1, 2), F(1, 2)], [F(0), F(1)]]
    state = {"i": 0}

    def draw(x):
        state["i"] += 1
        return "a" if x == 0 and state["i"] % 2 else ("a" if state["i"] == 6 else "b")
    out = sampling_test(fake(Q, outputs=["a", "b"], draw=draw), 4, 0, alpha=1e-6)
    # input 0: a, b, a, b (p = 1); input 1: b, a, b, b: one "a" where Q = 0, and Q = 1 missed once
    assert out["smallest p-value"] == "0" and out["at"] == {"input": "1", "output": "'a'", "count": 1,
                                                            "expected": "0.0"}


def test_library_mechanism_defaults_and_repr():
    mech = LibraryMechanism("l", "1", "m", {}, [[F(1)]], [0], [0], 1.0, "s", {}, "model", lambda seed: None)
    assert mech.seedable is True and mech.adjacency == "local"
    assert "sampler" not in repr(mech) and "stated_eps=1.0" in repr(mech)


def test_sampling_test_decides_certain_cells_without_the_binomial_test(monkeypatch):
    import scipy.stats
    asked = []

    def binomtest(c, n, q):
        asked.append(q)
        return type("Result", (), {"pvalue": 0.5})()
    monkeypatch.setattr(scipy.stats, "binomtest", binomtest)
    identity = [[F(1), F(0)], [F(0), F(1)]]
    assert sampling_test(fake(identity), 5, 0)["verdict"] == "consistent with the exact matrix"
    assert asked == []                              # every cell is 0 or 1: one contrary draw decides it
    sampling_test(fake([[F(1, 2), F(1, 2)], [F(0), F(1)]]), 5, 0)
    assert asked == [0.5, 0.5]                      # only the uncertain cells, as floats
