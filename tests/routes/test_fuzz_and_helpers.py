from fractions import Fraction as F

import pytest
import sympy as sp
from hypothesis import strategies as st

from workbench import numeric, symbolic
from workbench.fuzz import falsify


def test_falsify_shrinks_to_the_smallest_counterexample():
    found = falsify(lambda p: p["n"] * p["m"] < 12, st.fixed_dictionaries(
        {"n": st.integers(0, 100), "m": st.integers(0, 100)}), 300, seed=1)
    assert found is not None
    n, m = found["example"]["n"], found["example"]["m"]
    assert n * m >= 12 and n + m <= 8          # shrunk towards small values


def test_falsify_is_deterministic_and_returns_none_for_true_properties():
    strategy = st.integers(0, 50).map(lambda n: {"n": n})
    assert falsify(lambda p: p["n"] >= 0, strategy, 50, seed=3) is None
    assert falsify(lambda p: p["n"] < 40, strategy, 200, seed=3) == falsify(lambda p: p["n"] < 40, strategy, 200, seed=3)


def test_a_crash_on_valid_input_is_raised_never_a_counterexample():
    """A division by zero is a bug in the check: `verify` makes it an internal error (tests/test_internal_errors.py)."""
    with pytest.raises(ZeroDivisionError):
        falsify(lambda p: 1 / p["n"] > 0, st.integers(0, 5).map(lambda n: {"n": n}), 50, seed=0)


def test_symbolic_identity_says_no():
    x = sp.Symbol("x")
    assert symbolic.identity((x + 1) ** 2, x ** 2 + 2 * x + 1, "square").status == "pass"
    assert symbolic.identity((x + 1) ** 2, x ** 2 + 1, "wrong").status == "fail"


def test_positivity_by_sturm_says_no():
    q = sp.Symbol("q")
    assert symbolic.positive_on_open_interval(1 - q ** 2, q, 0, 1)[0]
    assert not symbolic.positive_on_open_interval((q - F(1, 3)) ** 2, q, 0, 1)[0]
    assert not symbolic.positive_on_open_interval(q - F(1, 2), q, 0, 1)[0]


def test_numeric_agreement_says_no():
    import mpmath
    assert numeric.agree(lambda x: mpmath.exp(x) ** 2, lambda x: mpmath.exp(2 * x), [("0.3",)], "e").status == "pass"
    assert numeric.agree(lambda x: mpmath.exp(x), lambda x: 1 + x, [("0.3",)], "e").status == "fail"


def test_target_slack_finds_a_thin_failure_band_that_plain_search_misses():
    """A prop that reports its slack is steered by hypothesis' target(): the failing band is 40 wide in 10^6."""
    import hypothesis.strategies as st

    from workbench.fuzz import falsify
    strategy = st.fixed_dictionaries({"x": st.integers(0, 10 ** 6)})
    def holds(d):
        return (d["x"] - 123_457) ** 2 >= 400
    assert falsify(holds, strategy, 300, seed=0) is None
    found = falsify(lambda d: (holds(d), (d["x"] - 123_457) ** 2 - 400), strategy, 300, seed=0)
    assert found is not None and abs(found["example"]["x"] - 123_457) < 20


def test_boundary_scores_name_the_domain_edges(monkeypatch):
    from fractions import Fraction as F

    import hypothesis.strategies as st

    from workbench import fuzz
    example = {"E": F(3, 2), "c": F(1, 10), "N": 3, "delta": F(1, 10), "P": [F(1, 4), F(3, 4)]}
    assert fuzz.boundary_scores(example) == {"eps -> 0": -0.5, "c -> 1/N": 0.3, "c -> 0": -0.1,
                                             "delta -> 0 or 1": -0.1, "a probability -> 0": -0.25}
    labels = set()
    monkeypatch.setattr(fuzz, "target", lambda score, label: labels.add(label))
    fuzz.falsify(lambda d: True, st.just(example), 3, seed=0)
    assert labels == set(fuzz.boundary_scores(example))


def test_per_value_builds_one_strategy_per_value_and_tells_2_from_fraction_2():
    from workbench.strategies import per_value
    built = []
    strategy = per_value(lambda v: built.append(v) or st.just(v))
    assert strategy(3) is strategy(3) and strategy(F(2)) is not strategy(2)
    assert built == [3, F(2), 2]
