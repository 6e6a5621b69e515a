"""The certified PRAM optimum over V: agrees with exhaustive scoring, survives a bad float start,
rejects a non-optimal vertex claimed optimal, and refuses bad input."""
from fractions import Fraction as F

import numpy as np
import pytest

import workbench.mechanisms.pram_optimum as search
from workbench.balls import ball
from workbench.errors import InvalidArgument
from workbench.mechanisms.pram import keep_levels, pram_mutual_information
from workbench.mechanisms.pram_optimum import exhaustive_optimum, optimal_vertex


def random_cases(count, seed=3):
    rng = np.random.default_rng(seed)
    for _ in range(count):
        S = int(rng.integers(4, 8))
        weights = (rng.pareto(0.7, S) * 100 + 1).astype(int)
        yield [F(int(w), int(weights.sum())) for w in weights], F(int(rng.integers(11, 10 * (S - 2) + 1)), 10)


@pytest.mark.parametrize("p, E", list(random_cases(12)))
def test_agrees_with_scoring_every_vertex(p, E):
    levels, _, ties = exhaustive_optimum(p, E)
    assert ties == 1 and optimal_vertex(p, E).levels == levels


def test_a_poor_float_start_still_finds_the_optimum(monkeypatch):
    cases = list(random_cases(6, seed=5))
    expected = [optimal_vertex(p, E).levels for p, E in cases]
    monkeypatch.setattr(search, "_float_reference", lambda p, level: ["v_-alpha"] * len(p))
    assert [optimal_vertex(p, E).levels for p, E in cases] == expected


def test_a_non_optimal_vertex_claimed_optimal_is_rejected():
    p, E = [F(1, 2), F(1, 4), F(1, 8), F(1, 8)], F(2)
    best = optimal_vertex(p, E)
    level = keep_levels(4, ball(E))
    for claimed in (["v_-alpha"] * 4, ["v_max"] + ["v_-alpha"] * 3):
        if claimed != best.levels:
            value = pram_mutual_information([ball(v) for v in p], [level[n] for n in claimed], lambda t: t.log())
            assert value < best.value


def test_skewed_p_has_a_non_symmetric_optimum():
    """The search is not trivially answering "all v_alpha"."""
    p = [F(907, 1073), F(283, 2146), F(7, 1073), F(5, 1073), F(25, 2146)]
    assert optimal_vertex(p, F(2)).counts["v_max"] == 1


def test_symmetric_p_is_decided_up_to_permutation():
    p = [F(1, 20)] + [F(19, 580)] * 29
    assert sum(optimal_vertex(p, alpha=F(1)).counts.values()) == 30


@pytest.mark.parametrize("p, kwargs, message", [
    ([F(1, 2), F(1, 2)], {"E": F(2)}, "S >= 4"),
    ([F(1, 4)] * 3 + [F(1, 5)], {"E": F(2)}, "distribution"),
    ([F(1, 4)] * 4, {"alpha": F(-1)}, "alpha must be >= 0"),
    ([F(1, 4)] * 4, {"E": F(5)}, "e\\^alpha <= S - 2"),
    ([F(1, 4)] * 4, {}, "exactly one"),
])
def test_bad_input(p, kwargs, message):
    with pytest.raises(InvalidArgument, match=message):
        optimal_vertex(p, **kwargs)
