"""The claims added to close issue 15's last coverage gaps (staircase.convex-alphabet, staircase.geng-viswanath,
pml.maximal-correlation) can say no: a non-vertex, a utility that counts unused outputs, noise with double steps
or a misplaced breakpoint, and a wrong maximal-correlation formula are all rejected."""
from fractions import Fraction as F

import pytest

import proofs.pml.claims as pml
import proofs.staircase.claims as staircase
from workbench.errors import InvalidArgument
from workbench.mechanisms.information import chi2_information, maximal_correlation_squared_two_point
from workbench.mechanisms.ldp import ldp_polytope
from workbench.mechanisms.pml import chi_square, eta_tv, push
from workbench.mechanisms.staircase import piecewise_shift_ratios, staircase_noise_pieces, staircase_noise_pmf
from workbench.runner import Context


# ----------------------------------------------------------------- staircase.convex-alphabet
def test_vertices_of_the_ldp_polytope_use_at_most_k_outputs():
    assert staircase.widest_vertex(2, 4, F(2)) == (2, 16)
    assert staircase.widest_vertex(3, 4, F(3, 2))[0] == 3


def test_a_non_vertex_in_the_enumerators_answer_is_caught(monkeypatch):
    uniform = ((F(1, 3),) * 3,) * 2
    monkeypatch.setattr(staircase, "ldp_vertices", lambda k, ell, E: (uniform,))
    with pytest.raises(AssertionError, match="not a vertex"):
        staircase.widest_vertex(2, 3, F(2))


def test_convex_utilities_gain_nothing_from_more_outputs_but_an_output_count_does():
    P0, P1 = [F(1, 3), F(2, 3)], [F(3, 4), F(1, 4)]
    for kind in ("l2", "linf", "hinge"):
        utility = staircase.convex_utility(kind, P0, P1, [([F(2), F(-1)], F(1, 4))])
        assert staircase.alphabet_bound_holds(utility, 2, F(2))
    assert not staircase.alphabet_bound_holds(lambda Q: len(Q[0]), 2, F(2))   # depends on unused outputs


def test_the_claim_fails_when_outputs_are_miscounted(monkeypatch):
    monkeypatch.setattr(staircase, "used_outputs", lambda Q: len(Q[0]))      # counts zero columns too
    evidence = staircase.convex_alphabet(Context(fuzz_examples=3))
    assert evidence.routes["exact"].status == "fail"


def test_ldp_polytope_bad_input():
    with pytest.raises(InvalidArgument, match="E = e\\^eps >= 1"):
        ldp_polytope(2, 3, F(1, 2))


# ----------------------------------------------------------------- staircase.geng-viswanath
def test_geng_viswanath_noise_is_staircase_and_delta_one_is_geometric():
    assert staircase.discrete_staircase_is_staircase(3, 2, F(2, 3)) == []
    assert staircase_noise_pmf(2, 1, 1, F(1, 2)) == F(1, 3) * F(1, 4)
    assert staircase.continuous_staircase_is_staircase(staircase_noise_pieces(2, F(1, 3), F(1, 2), 4), 2, F(1, 2)) == []


def test_double_steps_and_wrong_mass_are_rejected():
    double = lambda i, D, r, b: (1 - b * b) / (1 + b * b) * (b * b) ** abs(i)       # noqa: E731 - ratio b^2
    assert any("ratios" in p for p in staircase.discrete_staircase_is_staircase(1, 1, F(1, 2), pmf=double))
    twice = lambda i, D, r, b: 2 * staircase_noise_pmf(i, D, r, b)                   # noqa: E731
    assert any("mass" in p for p in staircase.discrete_staircase_is_staircase(2, 1, F(1, 2), pmf=twice))


def test_a_density_with_a_misplaced_breakpoint_is_rejected():
    b, Delta = F(1, 2), F(1)
    pieces = staircase_noise_pieces(Delta, F(1, 2), b, 4)
    moved = [(lo, hi, v) for lo, hi, v in pieces if not (1 <= lo and hi <= 2) and not (-2 <= lo and hi <= -1)]
    a = pieces[len(pieces) // 2][2]                     # the level on [0, gamma Delta)
    moved += [(F(1), F(19, 10), a * b), (F(19, 10), F(2), a * b * b),
              (F(-2), F(-19, 10), a * b * b), (F(-19, 10), F(-1), a * b)]
    assert len(moved) == len(pieces)                    # the same pieces, two breakpoints moved from 3/2 to 19/10
    problems = staircase.continuous_staircase_is_staircase(sorted(moved), Delta, b)
    assert any("ratios" in p for p in problems)


def test_shift_ratios_count_only_pieces_that_meet_on_positive_measure():
    pieces = [(F(0), F(1), F(1)), (F(1), F(2), F(1, 2)), (F(2), F(3), F(1, 4))]
    assert piecewise_shift_ratios(pieces, F(1)) == {F(1), F(2), F(1, 2)}            # [0,1) and [2,3): gap exactly 1
    assert F(4) in piecewise_shift_ratios(pieces, F(11, 10))


def test_the_claim_fails_on_laplace_like_noise(monkeypatch):
    laplace_like = lambda i, D, r, b: (1 - b * b) / (1 + b * b) * (b * b) ** abs(i)     # noqa: E731 - steps b^2
    monkeypatch.setattr(staircase, "staircase_noise_pmf", laplace_like)
    assert staircase.geng_viswanath(Context()).routes["exact"].status == "fail"


def test_noise_bad_input():
    with pytest.raises(InvalidArgument, match="r <= Delta"):
        staircase_noise_pmf(0, 2, 3, F(1, 2))
    with pytest.raises(InvalidArgument, match="b = e\\^-eps"):
        staircase_noise_pieces(1, F(1, 2), F(1), 2)


# ----------------------------------------------------------------- pml.maximal-correlation
K2 = [[F(1, 2), F(1, 3), F(1, 6)], [F(1, 8), F(1, 4), F(5, 8)]]


def test_two_input_chi2_ratio_is_the_maximal_correlation_under_the_second_prior():
    P, Q = [F(1, 5), F(4, 5)], [F(2, 3), F(1, 3)]
    ratio = chi_square(push(K2, P), push(K2, Q)) / chi_square(P, Q)
    assert pml.two_input_identity(K2, P, Q)
    assert ratio == maximal_correlation_squared_two_point(K2, Q) == chi2_information(K2, Q)
    assert ratio != maximal_correlation_squared_two_point(K2, P)                   # the wrong prior is refuted


def test_separated_rows_have_maximal_correlation_one_and_overlapping_rows_less():
    separated = [[F(1, 2), F(1, 2), F(0)], [F(0), F(0), F(1)]]
    overlapping = [[F(1, 2), F(1, 2), F(0)], [F(0), F(1, 2), F(1, 2)]]
    half = [F(1, 2), F(1, 2)]
    assert pml.separated_pair(separated) == (0, 1) and maximal_correlation_squared_two_point(separated, half) == 1
    assert pml.separated_pair(overlapping) is None and maximal_correlation_squared_two_point(overlapping, half) < 1
    assert eta_tv(separated) == 1 > eta_tv(overlapping)
    with pytest.raises(InvalidArgument, match="charges 3 inputs"):
        maximal_correlation_squared_two_point([K2[0], K2[1], K2[0]], [F(1, 3)] * 3)


@pytest.mark.slow
def test_the_claim_fails_with_a_wrong_maximal_correlation(monkeypatch):
    wrong = lambda K, P: maximal_correlation_squared_two_point(K, P) / 2              # noqa: E731
    monkeypatch.setattr(pml, "maximal_correlation_squared_two_point", wrong)
    evidence = pml.maximal_correlation(Context(fuzz_examples=5))
    assert {evidence.routes[r].status for r in ("symbolic", "fuzz", "exact")} == {"fail"}
