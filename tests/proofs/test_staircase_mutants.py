"""Paper 004: non-optimal mechanisms, wrong formulas, tampered and too-low certificates, bad input."""
from fractions import Fraction as F

import pytest

from proofs.staircase.claims import (basis_certificate, binary_is_optimal, binary_theta, interval_optimum,
                                  pattern_optimum, rr_basis)
from workbench.errors import InvalidArgument
from workbench.kernel import Invalid, check_certificate
from workbench.mechanisms.named import randomized_response
from workbench.mechanisms.staircase import (binary_mechanism, geometric_mechanism, mechanism_from_patterns,
                                            pattern_matrix)

P0, P1 = [F(1, 2), F(1, 4), F(1, 4)], [F(1, 6), F(1, 3), F(1, 2)]


def test_randomized_response_claimed_optimal_at_high_privacy_is_refuted():
    assert basis_certificate(P0, P1, F(2), rr_basis(3))[0] is False
    assert basis_certificate(P0, P1, F(1000), rr_basis(3))[0] is True


def test_binary_claimed_optimal_at_low_privacy_is_refuted():
    assert binary_is_optimal(P0, P1, F(1000), "KL") is False
    assert binary_is_optimal(P0, P1, F(11, 10), "KL") is True


def test_a_wrong_rr_keep_probability_is_not_the_pattern_mechanism():
    E, k = F(3), 4
    right = mechanism_from_patterns(k, E, {m: 1 / (E + k - 1) for m in rr_basis(k)})
    assert right == [list(r) for r in randomized_response(k, E)]
    wrong_keep = E / (k + E)                                   # |X| in place of |X| - 1
    assert right[0][0] != wrong_keep


def test_a_tampered_staircase_certificate_is_rejected():
    certificate = pattern_optimum(P0, P1, F(2)).certificate
    check_certificate(certificate)
    certificate["objective_value"] = str(F(certificate["objective_value"]) * 2)
    with pytest.raises(Invalid):
        check_certificate(certificate)


def test_an_interval_certificate_with_too_low_an_upper_bound_is_rejected():
    lower, upper, (low_cert, high_cert) = interval_optimum(P0, P1, F(2))
    assert lower <= upper
    check_certificate(high_cert)
    high_cert["objective_value"] = str(lower - F(1, 10 ** 6))   # claims OPT below its own lower bound
    with pytest.raises(Invalid):
        check_certificate(high_cert)


def test_binary_theta_is_the_binary_mechanism():
    E = F(5, 2)
    Q = mechanism_from_patterns(3, E, binary_theta(P0, P1, E))
    B = binary_mechanism(P0, P1, E)
    assert sorted(map(tuple, zip(*Q))) == sorted(map(tuple, zip(*B)))


@pytest.mark.parametrize("call, message", [
    (lambda: pattern_matrix(1, F(2)), "k >= 2"),
    (lambda: pattern_matrix(3, F(1, 2)), "eps >= 0"),
    (lambda: binary_mechanism([F(1), F(0)], [F(1, 2), F(1, 2)], F(2)), "positive distribution"),
    (lambda: binary_mechanism([F(1, 2), F(1, 3)], [F(1, 2), F(1, 2)], F(2)), "positive distribution"),
    (lambda: geometric_mechanism(3, F(3, 2)), "must lie in"),
])
def test_bad_staircase_input(call, message):
    with pytest.raises(InvalidArgument, match=message):
        call()
