from fractions import Fraction as F

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


def test_crash_on_valid_input_is_a_counterexample():
    found = falsify(lambda p: 1 / p["n"] > 0, st.integers(0, 5).map(lambda n: {"n": n}), 50, seed=0)
    assert found["example"] == {"n": 0} and "ZeroDivisionError" in found["error"]


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
