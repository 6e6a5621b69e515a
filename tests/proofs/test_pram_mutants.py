"""Paper 000: wrong formulas and wrong constraint rows are rejected by every route."""
from fractions import Fraction as F

from proofs.pram.claims import (CORRECTED_ROWS, PRINTED_ROWS, _rows_symbolic, fuzz_ratio_condition, linear_system,
                            ratio_condition, route_mi_numeric, route_mi_symbolic)
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.pram import pram_marginal, pram_matrix


def wrong_mi(p, q, log):
    """(1 - q_x) log((1 - q_x)/S) instead of /(S - 1)."""
    S = len(q)
    m = pram_marginal(p, q)
    return (sum(p[x] * (q[x] * log(q[x]) + (1 - q[x]) * log((1 - q[x]) / S)) for x in range(S))
            - sum(v * log(v) for v in m))


def test_a_wrong_mutual_information_formula_is_rejected():
    assert route_mi_symbolic(wrong_mi).status == "fail"
    assert route_mi_numeric(wrong_mi).status == "fail"
    assert route_mi_symbolic().status == "pass"


def test_dropping_the_S_at_least_3_indicator_is_refuted():
    def without_third_ratio(q, E):
        S = len(q)
        return all(max((S - 1) * q[k] / (1 - q[l]), (1 - q[k]) / ((S - 1) * q[l])) <= E
                   for k in range(S) for l in range(S) if k != l)
    route, counterexample = fuzz_ratio_condition(1500, seed=0, condition=without_third_ratio)
    assert route.status == "fail" and len(counterexample["example"]["q"]) >= 3


def test_printed_row_15_is_wrong_and_the_corrected_rows_match_10():
    assert _rows_symbolic(PRINTED_ROWS) == ["(15)"]
    assert _rows_symbolic(CORRECTED_ROWS) == []
    uniform, E = [F(1, 3)] * 3, F(1)
    assert ratio_condition(uniform, E) and ldp_level(pram_matrix(uniform)).E == 1
    assert not linear_system(uniform, E, PRINTED_ROWS)
    assert linear_system(uniform, E, CORRECTED_ROWS, third_ratio_from=3)


def test_a_mutated_row_12_is_caught_symbolically():
    mutated = dict(CORRECTED_ROWS, **{"(12)": lambda S, E: (S, E, E)})      # S instead of S - 1
    assert _rows_symbolic(mutated) == ["(12)"]


def test_ldp_level_reports_infinite_with_its_zero():
    level = ldp_level([[F(1), F(0)], [F(1, 2), F(1, 2)]])
    assert not level.finite and level.witness == (1, 0, 1)


def test_a_wrong_redundancy_threshold_is_refuted_exactly():
    import sympy as sp
    from proofs.pram.claims import redundancy_threshold, threshold_sharpness_failures
    assert threshold_sharpness_failures(redundancy_threshold) == []
    assert threshold_sharpness_failures(lambda S: (S + sp.sqrt(S * (S - 4))) / 2)      # "- 2" dropped
    assert threshold_sharpness_failures(lambda S: (S - 2 + sp.sqrt(S * (S - 4))) / 2 - sp.Rational(1, 10))


def test_a_wrong_vertex_formula_does_not_match_the_enumerated_polygon():
    from proofs.pram.claims import polygon_vertices, printed_vertices
    S, E = 5, F(2)
    exact = polygon_vertices(S, E, CORRECTED_ROWS)
    assert exact == set(printed_vertices(F(S), E).values())
    d = S * (S - 1)                                                     # S(S-1) instead of S(S-2)
    wrong_u = (((S - 1) * E - 1) / d, ((S - 1) / E - 1) / d)
    assert wrong_u not in exact


def test_range_lp_refutes_a_wrong_v_max():
    from proofs.pram.claims import range_optimum
    S, E = 5, F(3, 2)
    top = range_optimum(S, E, "max", "test").value
    assert top == E / (1 / E + S - 1)
    assert top != E / (E + S - 1)          # v_alpha is not the maximum: the LP says no


def test_binary_polytope_and_a_wrong_optimum_claim():
    from flint import arb
    from proofs.pram.claims import polygon_vertices
    from workbench.balls import ball as _arb
    from workbench.mechanisms.information import mutual_information
    E = F(2)
    vertices = polygon_vertices(2, E, CORRECTED_ROWS)
    assert vertices == {(F(0), F(1)), (F(1), F(0)), (F(1, 3), F(1, 3)), (F(2, 3), F(2, 3))}
    p = [_arb(F(3, 10)), _arb(F(7, 10))]

    def f(v):
        return mutual_information(p, pram_matrix([_arb(v[0]), _arb(v[1])]), log=lambda t: t.log())
    # "the optimum is the non-endpoint vertex (0, 1)" is refuted rigorously:
    assert f((F(2, 3), F(2, 3))) > f((F(0), F(1)))
    assert f((F(0), F(1))).contains(arb(0))


def test_the_vertex_walk_reaches_a_vertex_and_detects_a_non_convex_objective():
    import pytest
    from proofs.pram.claims import walk_to_vertex
    from workbench.balls import ball as _arb
    from workbench.mechanisms.pram import pram_mutual_information
    q, p, E = [F(1, 4)] * 4, [F(1, 4)] * 4, F(3, 2)
    vertex, before, after = walk_to_vertex(q, p, E)
    assert after > before                     # from the uniform point (f = 0) to a vertex with f > 0
    concave = lambda point: -pram_mutual_information([_arb(v) for v in p], [_arb(v) for v in point],
                                                     lambda t: t.log())
    with pytest.raises(AssertionError, match="convexity fails"):
        walk_to_vertex(q, p, E, objective=concave)


def test_a_wrong_vertex_family_is_rejected_and_the_right_one_accepted():
    from proofs.pram.claims import printed_vertex_families, vertex_set_comparison
    from workbench.mechanisms.pram import keep_levels

    def swapped_range_ends(S, E):       # v_min written with e^alpha where the paper has e^-alpha
        levels = dict(keep_levels(S, E))
        levels["v_min"] = E / (1 / E + S - 1) / E ** 2
        return levels
    assert vertex_set_comparison(5, F(2))["equal"]
    wrong = vertex_set_comparison(5, F(2), lambda S, E: printed_vertex_families(S, E, swapped_range_ends))
    assert not wrong["equal"] and wrong["V_not_vertex"]


def test_one_plus_coordinate_is_not_a_vertex():
    """Family 3 needs 2 <= #plus <= S - 2: allowing #plus = 1 adds points that are not vertices."""
    from itertools import combinations
    from proofs.pram.claims import printed_vertex_families, vertex_set_comparison
    from workbench.mechanisms.pram import keep_levels

    def with_single_plus(S, E):
        v = keep_levels(S, E)
        extra = {tuple(v["v_alpha"] if k == i else v["v_-alpha"] for k in range(S)) for (i,) in combinations(range(S), 1)}
        return printed_vertex_families(S, E) | extra
    assert not vertex_set_comparison(5, F(2), with_single_plus)["equal"]


def test_vertex_set_changes_just_past_the_sharp_threshold():
    from proofs.pram.claims import vertex_set_comparison
    assert vertex_set_comparison(4, F(2))["equal"]
    beyond = vertex_set_comparison(4, F(2) + F(1, 1000))
    assert not beyond["equal"] and beyond["missing_from_V"]


def test_bad_pram_input_gives_clear_errors():
    import pytest
    from workbench.errors import InvalidArgument
    from workbench.mechanisms.pram import dp_polytope, keep_levels
    with pytest.raises(InvalidArgument, match="S >= 2"):
        pram_matrix([F(1)])
    with pytest.raises(InvalidArgument, match="distribution"):
        pram_marginal([F(1, 2), F(1, 3)], [F(1, 2), F(1, 2)])
    with pytest.raises(InvalidArgument, match="distribution"):
        pram_marginal([F(3, 2), F(-1, 2)], [F(1, 2), F(1, 2)])
    with pytest.raises(InvalidArgument, match="alpha >= 0"):
        keep_levels(3, F(1, 2))
    with pytest.raises(InvalidArgument, match="S >= 2"):
        dp_polytope(1, F(2))


def test_pram_privacy_level_is_exact_and_tight():
    from workbench.mechanisms.pram import keep_levels, pram_privacy_level
    E = F(5, 2)
    assert pram_privacy_level([keep_levels(4, E)["v_alpha"]] * 4).E == E
    assert pram_privacy_level([F(1, 4)] * 4).E == 1
    assert not pram_privacy_level([F(1), F(1, 2), F(1, 2)]).finite
