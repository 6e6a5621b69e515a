"""Wrong closed forms of Thm. 1 must be rejected by the symbolic, numeric and LP routes."""
from fractions import Fraction as F

import pytest

from proofs.counting.claims import (PAPER_FORM, ClosedForm, route_alpha_numeric, route_alpha_proof,
                                     route_alpha_symbolic, route_optimum_lp, uniqueness_table)
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


@pytest.mark.slow
def test_the_printed_form_passes_every_route(ctx):
    assert route_alpha_symbolic(PAPER_FORM).status == "pass"
    assert route_alpha_numeric(PAPER_FORM).status == "pass"
    assert route_optimum_lp(PAPER_FORM, ctx, GRID)[0].status == "pass"


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_symbolic_route_rejects(name):
    assert route_alpha_symbolic(MUTANTS[name]).status == "fail"


@pytest.mark.parametrize("name", ["linear distance", "E <-> 1/E", "m off by one"])
def test_proof_route_rejects_a_wrong_alpha(name, tmp_path):
    """alpha_M's monotonicity proof is built from the closed form: a wrong alpha fails on replay."""
    assert route_alpha_proof(PAPER_FORM, tmp_path)[0].status == "pass"
    assert route_alpha_proof(MUTANTS[name], tmp_path)[0].status == "fail"


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


def test_full_rank_proof_method_says_no_where_a_singular_optimum_exists():
    """M = 6, E = 11/10, delta = 0 meets none of Thm. 1.4's conditions, and indeed some
    optimal vertex is singular: the determinant-sign proof must not go through there."""
    from proofs.counting.claims import determinant_sign_on_face, full_rank_condition
    from workbench.lp.probes import face_ranges
    from workbench.mechanisms import kernels
    M, E, d = 6, F(11, 10), F(0)
    assert not full_rank_condition(M, E, d)
    ranges, _, certs = face_ranges(M, E, d, "counting.uniqueness")
    assert not determinant_sign_on_face(ranges, M)[0]
    vertices = [[[F(c["primal"][f"p_{a}_{b}"]) for b in range(1, M + 1)] for a in range(1, M + 1)] for c in certs[1:]]
    assert any(kernels.determinant(P) == 0 for P in vertices)


def test_full_rank_proof_method_proves_a_case_of_the_claim():
    from proofs.counting.claims import determinant_sign_on_face
    from workbench.lp.probes import face_ranges
    ranges, _, _ = face_ranges(3, F(11, 10), F(0), "counting.uniqueness")
    assert determinant_sign_on_face(ranges, 3)[0]


def test_a_wrong_lp_reformulation_is_refuted():
    """max_j (p_aj - E p_bj)^+ instead of the sum of positive parts."""
    from fractions import Fraction
    from proofs.counting.claims import fuzz_subset_maximum

    def largest_single(Q, a, b, E):
        return max(max(x - E * y, Fraction(0)) for x, y in zip(Q[a], Q[b]))
    route, counterexample = fuzz_subset_maximum(100, seed=0, reformulated=largest_single)
    assert route.status == "fail" and counterexample is not None
    assert fuzz_subset_maximum(30, seed=0)[0].status == "pass"


def test_positive_definiteness_checks_say_no():
    import sympy as sp
    from workbench import symbolic
    from workbench.mechanisms import kernels
    from workbench.mechanisms.named import cyclic_distance
    K = [[F(2) ** cyclic_distance(4, i, j) for j in range(4)] for i in range(4)]     # q = 2 is outside (0, 1)
    assert not kernels.is_positive_definite(K)
    q = sp.Symbol("q", positive=True)
    minor = sp.Matrix(3, 3, lambda i, j: q ** cyclic_distance(3, i, j)).det()
    assert symbolic.positive_on_open_interval(minor, q, 0, 1)[0]
    assert not symbolic.positive_on_open_interval(minor, q, 0, 2)[0]             # fails beyond q = 1


def test_an_entry_outside_the_claimed_shared_set_is_not_shared(ctx):
    from proofs.counting.claims import claimed_shared_entries
    from workbench.lp.probes import face_ranges
    M, E = 5, F(3, 2)
    assert (1, 5) not in claimed_shared_entries(M)
    ranges, _, _ = face_ranges(M, E, F(0), "counting.uniqueness", [(1, 5), (3, 1)])
    assert ranges[(1, 5)][0] < ranges[(1, 5)][1]                                    # varies over the optima
    assert ranges[(3, 1)][0] == ranges[(3, 1)][1]                                    # a claimed-shared entry
