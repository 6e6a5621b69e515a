"""Fuzz properties that answer UNDECIDED, and parameters that depend on earlier ones: an undecided example
is neither a pass nor a counterexample, a wrong formula still gets its smallest counterexample, and a
dependent strategy never draws outside its range. Also runs the two worked examples of docs/extending.md."""
import re
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given, settings

from workbench import Evidence, Outcome, fuzz_route, rigorous
from workbench.claims import decide
from workbench.mechanisms.ldp import ldp_level
from workbench.rigorous import UNDECIDED
from workbench.strategies import (Dependent, box_points, domain_of, ldp_kernels, parameters, privacy_bases,
                                  rationals, sizes)

ROOT = Path(__file__).resolve().parents[2]
HALF_K = parameters(k=sizes(2, 12), i=lambda x: sizes(0, x["k"] // 2))


def documented_block(marker: str) -> str:
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "extending.md").read_text(), re.S)
    return next(block for block in blocks if block.startswith(marker))


@pytest.mark.parametrize("marker", ["# a dependent parameter: i <= k // 2",
                                    "# advanced composition, checked in enclosures"])
def test_the_worked_examples_of_docs_extending_run(marker):
    exec(compile(documented_block(marker), marker, "exec"), {})      # each block asserts its own answers


def advanced(k, eps, delta):
    return rigorous.sqrt(2 * k * rigorous.log(1 / delta)) * eps + k * eps * (rigorous.exp(eps) - 1)


COMPOSITION = parameters(k=sizes(1, 30), eps=rationals(0, F(1, 2), 6, open_lo=True),
                         delta=rationals(0, 1, 6, open_lo=True, open_hi=True))


def test_a_wrong_formula_gives_the_smallest_counterexample():
    """'eps' <= k eps + sqrt(2k ln(1/delta)) eps^2' (the composition bound misremembered) is false; the
    counterexample is the smallest point of the box, re-checked by hand below."""
    def misremembered(x):
        k, eps, delta = x["k"], x["eps"], x["delta"]
        return rigorous.le(advanced(k, eps, delta), k * eps + rigorous.sqrt(2 * k * rigorous.log(1 / delta)) * eps**2)
    route, counterexample = fuzz_route(misremembered, COMPOSITION, 100, 0, "misremembered")
    assert route.status == "fail" and counterexample["example"] == {"k": 1, "eps": "1/2", "delta": "1/2"}
    # by hand at k = 1, eps = delta = 1/2: sqrt(2 ln 2)/2 + (e^(1/2) - 1)/2 = 0.913 > 1/2 + sqrt(2 ln 2)/4 = 0.794
    assert rigorous.gt(advanced(1, F(1, 2), F(1, 2)), F(913, 1000)) is True
    assert rigorous.lt(F(1, 2) + rigorous.sqrt(2 * rigorous.log(2)) / 4, F(795, 1000)) is True

    def with_two_eps_squared(x):           # e^eps - 1 <= 2 eps for eps <= 1: the right simplification
        k, eps, delta = x["k"], x["eps"], x["delta"]
        first = rigorous.sqrt(2 * k * rigorous.log(1 / delta)) * eps
        return rigorous.le(advanced(k, eps, delta), first + 2 * k * eps ** 2)
    right = fuzz_route(with_two_eps_squared, COMPOSITION, 60, 0, "e^eps - 1 <= 2 eps")
    assert right[0].status == "pass" and right[1] is None


SQUARE_OF_ROOT = parameters(x=rationals(2, 3, 3, open_lo=True, open_hi=True))    # 5/2, 7/3, 8/3: no squares


def straddling(x):
    """sqrt(x)^2 <= x is true, yet no enclosure of sqrt(x)^2 for a non-square x ever lies below x."""
    return rigorous.le(rigorous.sqrt(x["x"]) ** 2, x["x"])


def test_a_straddling_enclosure_is_undecided_never_a_pass():
    route, counterexample = fuzz_route(straddling, SQUARE_OF_ROOT, 30, 0, "sqrt(x)^2 <= x")
    assert counterexample is None and route.status == "skip" and "inconclusive: all" in route.detail
    assert "undecided at 4096 bits" in route.detail
    verdict, _ = decide(Evidence({"fuzz": route}))
    assert verdict == "inconclusive"
    outcome = fuzz_route(lambda x: Outcome(straddling(x), {"x": x["x"]}), SQUARE_OF_ROOT, 20, 0, "as an Outcome")
    with_slack = fuzz_route(lambda x: (straddling(x), 0), SQUARE_OF_ROOT, 20, 0, "with a slack")
    assert outcome[0].status == with_slack[0].status == "skip"
    shown = fuzz_route(lambda x: Outcome(False, {"sqrt x": rigorous.sqrt(x["x"])}), SQUARE_OF_ROOT, 5, 0, "shown")[1]
    assert shown["sides"] == {"sqrt x": "[1.58113883008, 1.58113883009]"} and shown["example"] == {"x": "5/2"}


def test_undecided_points_are_counted_apart_and_failures_still_minimised():
    box = parameters(n=sizes(0, 40))

    def mixed(x):                           # undecided on odd n, false from n = 30 on (even n only)
        if x["n"] % 2:
            return straddling({"x": F(5, 2)})
        return x["n"] < 30
    route, counterexample = fuzz_route(mixed, box, 200, 0, "mixed")
    assert route.status == "fail" and counterexample["example"] == {"n": 30}
    assert "undecided at 4096 bits" in route.detail

    passing, _ = fuzz_route(lambda x: straddling({"x": F(5, 2)}) if x["n"] % 2 else True, box, 200, 0, "mostly")
    decided, undecided = map(int, re.search(r"in (\d+) decided examples; (\d+) undecided", passing.detail).groups())
    assert passing.status == "pass" and decided > 0 and undecided > 0


def test_precision_is_raised_before_an_example_is_called_undecided():
    close = F(14142135623730950488016887242097, 10 ** 31)         # decided at 256 bits, not at 64
    route, _ = fuzz_route(lambda x: rigorous.lt(rigorous.sqrt(2), close), parameters(n=sizes(0, 3)), 10, 0, "close")
    assert route.status == "pass" and "undecided" not in route.detail


def test_using_undecided_as_a_bool_is_an_error_not_a_verdict():
    with pytest.raises(TypeError, match="no truth value"):
        fuzz_route(lambda x: not straddling({"x": F(5, 2)}), parameters(n=sizes(0, 3)), 10, 0, "misuse")


@settings(max_examples=200, database=None)
@given(HALF_K)
def test_a_dependent_strategy_never_draws_outside_its_range(x):
    assert 2 <= x["k"] <= 12 and 0 <= x["i"] <= x["k"] // 2


def test_the_box_search_walks_only_the_dependent_range():
    points = box_points(HALF_K, {"k": 12, "i": 6}, 10_000)
    assert len(points) == sum(k // 2 + 1 for k in range(2, 13))
    assert all(0 <= p["i"] <= p["k"] // 2 for p in points) and {"k": 3, "i": 2} not in points
    assert isinstance(domain_of(HALF_K)["i"], Dependent) and box_points(HALF_K, {"k": 12, "i": 6}, 10) is None
    with pytest.raises(TypeError, match="must return a strategy"):
        box_points(parameters(k=sizes(2, 3), i=lambda x: x["k"]), {"k": 2, "i": 2}, 100)


def test_a_kernel_drawn_at_E_keeps_E_in_the_counterexample():
    """K depends on E (an E-LDP kernel); the minimal counterexample names k-free E and K together, and K is
    E-LDP at the reported E (never a K found at one E reported beside another)."""
    box = parameters(E=privacy_bases(4), K=lambda x: ldp_kernels(2, 2, x["E"]), m=sizes(1, 9))
    route, found = fuzz_route(lambda x: x["m"] < 3 or x["E"] < 2, box, 200, 1, "wrong")
    example = found["example"]
    assert route.status == "fail" and set(example) == {"E", "K", "m"} and example["m"] == 3
    E, K = F(example["E"]), [[F(v) for v in row] for row in example["K"]]
    assert E >= 2 and ldp_level(K).E <= E


def test_static_boxes_are_unchanged():
    box = parameters(d=sizes(2, 16), E=privacy_bases(6, strict=True))
    assert set(domain_of(box)) == {"d", "E"} and domain_of(box)["d"].kind == "integer"
    assert len(box_points(box, {"d": 2, "E": F(2)}, 100_000)) == 15 * len(domain_of(box)["E"].candidates())
