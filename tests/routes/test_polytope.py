"""Exact polytope tools: cdd vertex enumeration and the rank test can say no."""
from fractions import Fraction as F

import pytest

from workbench.errors import InvalidArgument
from workbench.mechanisms.pram import dp_polytope, keep_levels
from workbench.polytope import is_vertex, null_direction, vertices

SQUARE = [([F(1), F(0)], F(1)), ([F(-1), F(0)], F(0)), ([F(0), F(1)], F(1)), ([F(0), F(-1)], F(0))]


def test_square_vertices_exactly():
    assert vertices(SQUARE) == {(F(0), F(0)), (F(1), F(0)), (F(0), F(1)), (F(1), F(1))}


def test_triangle_cut_gives_a_rational_vertex():
    rows = SQUARE + [([F(1), F(2)], F(3, 2))]
    assert (F(1), F(1, 4)) in vertices(rows) and (F(1), F(1)) not in vertices(rows)


def test_rank_test_rejects_edges_interior_and_infeasible_points():
    assert is_vertex(SQUARE, (F(1), F(0)))
    assert not is_vertex(SQUARE, (F(1), F(1, 2)))         # on an edge
    assert not is_vertex(SQUARE, (F(1, 2), F(1, 2)))      # interior
    assert not is_vertex(SQUARE, (F(2), F(0)))            # infeasible
    assert null_direction([[F(1), F(1)]], 2) is not None


def test_unbounded_polyhedron_is_refused():
    with pytest.raises(InvalidArgument, match="unbounded"):
        vertices([([F(-1), F(0)], F(0)), ([F(0), F(-1)], F(0))])


def test_pram_polytope_contains_the_vertex_levels():
    S, E = 5, F(2)
    v = keep_levels(S, E)
    rows = dp_polytope(S, E)
    assert is_vertex(rows, (v["v_alpha"],) * S) and is_vertex(rows, (v["v_-alpha"],) * S)
    assert not is_vertex(rows, (v["v_max"],) * S)                # all at v_max is not alpha-DP


@pytest.mark.parametrize("S, E, message", [(1, F(2), "S >= 2"), (3, F(1, 2), "alpha >= 0"), (2.5, F(2), "S >= 2")])
def test_pram_polytope_bad_input(S, E, message):
    with pytest.raises(InvalidArgument, match=message):
        dp_polytope(S, E)


def test_insertion_order_changes_nothing_but_the_time():
    """pram.vertices asks cdd to add T_alpha's ratio rows first: the vertex set is the one of the default order,
    on both sides of the threshold E = S - 2 (V's 2^S points inside, more outside)."""
    from proofs.pram.claims import ratio_rows_first
    for S, E in ((5, F(11, 10)), (6, F(4)), (6, F(4001, 1000))):
        rows = dp_polytope(S, E)
        assert vertices(rows, insertion_key=ratio_rows_first) == vertices(rows)
    with pytest.raises(InvalidArgument, match="unbounded"):
        vertices([([F(-1), F(0)], F(0)), ([F(0), F(-1)], F(0))], insertion_key=lambda row: 0)
