"""workbench/fuzz.py piece by piece: boundary scores, the search's bookkeeping (which error, which failure, which
counts), the box minimisation's report and the route's detail line, each pinned by hand, so that a mutant of
fuzz.py changes an answer (scripts/mutants-engine workbench/fuzz.py; docs/trust.md)."""
import re
from fractions import Fraction as F

import pytest
from hypothesis import strategies as st

from workbench import fuzz, rigorous
from workbench.fuzz import Outcome, _plain, boundary_scores, falsify, fuzz_route, minimise
from workbench.strategies import parameters, sizes


def test_plain_and_boundary_scores():
    assert _plain(F(3)) == "3" and _plain(F(-3, 2)) == "-3/2" and _plain([F(1, 2), (F(2),)]) == ["1/2", ["2"]]
    assert boundary_scores({"E": F(1)}) == {"eps -> 0": -0.0}
    assert boundary_scores({"E": F(1, 2)}) == {}
    assert boundary_scores({"c": F(1, 4), "K": [[F(1), F(0)], [F(0), F(1)]]}) == {
        "c -> 1/N": 0.5, "c -> 0": -0.25, "a probability -> 0": -0.0}
    assert boundary_scores({"c": F(1, 4), "N": 3}) == {"c -> 1/N": 0.75, "c -> 0": -0.25}
    assert boundary_scores({"c": F(1, 4)}) == {}
    assert boundary_scores({"delta": F(3, 4)}) == {"delta -> 0 or 1": -0.25}
    assert boundary_scores({"delta": F(1, 10)}) == {"delta -> 0 or 1": -0.1}
    assert boundary_scores({"p": [F(1), F(1)]}) == {"a probability -> 0": -1.0}
    assert boundary_scores({"p": [F(0), F(1, 2)]}) == {"a probability -> 0": -0.0}
    assert boundary_scores({"p": [F(3, 2)]}) == {}
    assert boundary_scores({"p": [F(-1, 2)]}) == {}
    assert boundary_scores([F(1)]) == {}


def test_the_error_raised_is_the_last_one_the_property_raised():
    raised = []

    def prop(x):
        if x >= 3:
            raised.append(ValueError(f"x = {x}, call {len(raised)}"))
            raise raised[-1]
        return True
    with pytest.raises(ValueError) as error:
        falsify(prop, st.integers(0, 100), 50, 0)
    assert len(raised) >= 2 and error.value is raised[-1]


def test_the_failure_reported_is_the_last_one_hypothesis_replayed():
    calls = []

    def prop(x):
        calls.append(x)
        return Outcome(x < 3, {"call": len(calls)})
    found = falsify(prop, st.integers(0, 100), 50, 0)
    failing = [k for k, x in enumerate(calls, 1) if x >= 3]
    assert len(failing) >= 2 and found == {"example": 3, "sides": {"call": failing[-1]}}


def test_a_scalar_strategy_is_not_minimised_over_a_box():
    found = falsify(lambda x: x < 3, sizes(0, 100), 50, 0)
    assert found == {"example": 3}


def test_minimised_record_names_what_hypothesis_found_and_how():
    prop = lambda p: p["x"] < 3 or p["y"] != 0                                              # noqa: E731
    found = falsify(prop, parameters(x=sizes(0, 50), y=sizes(0, 50)), 100, 0)
    assert found["example"] == {"x": 3, "y": 0}
    assert set(found) == {"example", "hypothesis found", "minimised"}
    assert isinstance(found["hypothesis found"], dict)
    assert re.fullmatch(r"smallest of the box's 2601 points \(\d+ tried in order of size\)", found["minimised"])


def test_minimise_reports_the_box_size_and_how_many_were_tried():
    box = parameters(x=sizes(0, 10))
    assert minimise(lambda p: p["x"] < 3, box, {"x": 7}) == (
        {"example": {"x": 3}}, "smallest of the box's 11 points (4 tried in order of size)")
    # the example found is itself the smallest: still reported (points of its own size are tried)
    assert minimise(lambda p: p["x"] < 3, box, {"x": 3}) == (
        {"example": {"x": 3}}, "smallest of the box's 11 points (4 tried in order of size)")
    assert minimise(lambda p: p["x"] < 3, box, {"x": 2}) is None
    assert minimise(lambda p: p["x"] < 3, box, {"x": 7}, budget=3) is None


def test_judge_recomputes_an_undecided_tuple_at_higher_precision():
    def prop(example):
        rigorous.sqrt(F(2))                       # reads an enclosure, so more bits can help
        return (rigorous.UNDECIDED, 1.0) if rigorous.precision() == rigorous.PRECISIONS[0] else (True, 0.5)
    assert fuzz._judge(prop, {}) == (True, None, 0.5)


def test_fuzz_route_details_count_decided_and_undecided_examples(monkeypatch):
    seeds = []
    real = fuzz.falsify

    def spy(prop, strategy, examples, seed, progress, tried, undecided):
        seeds.append((seed, progress))
        return real(prop, strategy, examples, seed, progress, tried, undecided)
    monkeypatch.setattr(fuzz, "falsify", spy)
    examples = []
    progress = lambda n: examples.append([])                                              # noqa: E731

    def prop(x):
        examples[-1].append(x)
        rigorous.sqrt(F(2))
        return rigorous.UNDECIDED if x % 2 else True
    route, found = fuzz_route(prop, st.integers(0, 50), 30, 4, "p", progress)
    assert seeds == [(4, progress)] and found is None
    tried = len(examples)
    undecided = sum(1 for calls in examples if calls[0] % 2)
    assert 0 < undecided < tried
    assert route.status == "pass" and route.detail == (
        f"p: no counterexample in {tried - undecided} decided examples; {undecided} undecided at "
        f"{rigorous.MAX_BITS} bits, not counted (seed 4)")
    route, _ = fuzz_route(lambda x: True, st.integers(0, 5), 10, 1, "q")
    assert route.detail.startswith("q: no counterexample in ") and route.detail.endswith(" examples (seed 1)")
    assert "decided" not in route.detail and "XX" not in route.detail


def test_use_database_keeps_examples_in_the_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(fuzz, "DATABASE", None)
    fuzz.use_database(tmp_path / "db")
    from hypothesis.database import DirectoryBasedExampleDatabase
    assert isinstance(fuzz.DATABASE, DirectoryBasedExampleDatabase)
    assert str(fuzz.DATABASE.path) == str(tmp_path / "db")
