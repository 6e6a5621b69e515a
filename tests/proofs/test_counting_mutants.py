"""Wrong closed forms of Thm. 1 must be rejected by the symbolic, numeric and LP routes."""
from fractions import Fraction as F

import pytest

from proofs.counting_queries import (PAPER_FORM, ClosedForm, route_alpha_numeric, route_alpha_symbolic,
                                     route_optimum_lp, uniqueness_table)
from workbench.runner import Context

MUTANTS = {
    "linear distance": ClosedForm(even=lambda m, q: (1 - q) / (1 - q ** (2 * m)),
                                  odd=lambda m, q: (1 - q) / (1 - q ** (2 * m + 1)), name="linear"),
    "delta dropped": ClosedForm(PAPER_FORM.even, PAPER_FORM.odd, lambda alpha, delta: alpha, "no-delta"),
    "E <-> 1/E": ClosedForm(even=lambda m, q: PAPER_FORM.even(m, 1 / q),
                            odd=lambda m, q: PAPER_FORM.odd(m, 1 / q), name="inverted"),
    "m off by one": ClosedForm(even=lambda m, q: PAPER_FORM.even(m + 1, q),
                               odd=lambda m, q: PAPER_FORM.odd(m + 1, q), name="m+1"),
}
GRID = [(M, E, d) for M in (2, 3, 4, 5) for E in (F(1), F(3, 2), F(3)) for d in (F(0), F(1, 10))]


@pytest.fixture
def ctx(tmp_path):
    return Context(seed=0, out_dir=tmp_path)


def test_the_printed_form_passes_every_route(ctx):
    assert route_alpha_symbolic(PAPER_FORM).status == "pass"
    assert route_alpha_numeric(PAPER_FORM).status == "pass"
    assert route_optimum_lp(PAPER_FORM, ctx, GRID)[0].status == "pass"


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_symbolic_route_rejects(name):
    assert route_alpha_symbolic(MUTANTS[name]).status == "fail"


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_numeric_route_rejects(name):
    assert route_alpha_numeric(MUTANTS[name]).status == "fail"


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_lp_route_rejects_with_a_counterexample(name, ctx):
    result, counterexample, _ = route_optimum_lp(MUTANTS[name], ctx, GRID)
    assert result.status == "fail" and counterexample is not None


def test_uniqueness_face_probe_distinguishes_unique_from_non_unique(ctx):
    rows = uniqueness_table(ctx, [(2, F(3, 2), F(1, 10)), (3, F(3, 2), F(1, 10)), (3, F(2), F(1)), (3, F(1), F(0))])[0]
    assert [unique for *_, unique in rows] == [True, False, True, True]
