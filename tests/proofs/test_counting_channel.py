"""Section V (fixed channel T): each route can say no, and T is validated everywhere."""
import copy
from fractions import Fraction as F

import pytest

from proofs.counting.claims import (channel_optimum, cone_coefficients, fuzz_circulant_iff,
                                     preserves_utility, singular_channels)
from workbench import kernel
from workbench.cli import main
from workbench.lp.probes import certified_optimum
from workbench.mechanisms import kernels

NOISY = [[F(7, 10), F(1, 5), F(1, 10)], [F(1, 10), F(7, 10), F(1, 5)], [F(1, 5), F(1, 10), F(7, 10)]]


def test_a_wrong_condition_for_statement_5_is_refuted_by_fuzzing():
    route, counterexample = fuzz_circulant_iff(40, seed=0, condition=lambda M, E, T, inverse: True)
    assert route.status == "fail" and counterexample is not None


def test_the_printed_condition_survives_the_same_fuzzing():
    route, counterexample = fuzz_circulant_iff(15, seed=0)
    assert route.status == "pass" and counterexample is None


def test_strict_loss_is_not_found_for_an_invertible_channel():
    """Statement 6's check (p_e*(T) > p_e*) must fail when T is the identity."""
    identity = [[F(i == j) for j in range(3)] for i in range(3)]
    assert preserves_utility(3, F(3, 2), F(0), identity, "counting.channel-5")[0]
    assert all(kernels.determinant(T) == 0 for T in singular_channels(4))


def test_cone_coefficients_classify_channels():
    assert cone_coefficients([[F(1, 3), F(2, 3), 0], [0, F(1), 0], [0, 0, F(1)]]) == [3, -1, 1]
    assert cone_coefficients(NOISY) == [1, 1, 1]
    assert cone_coefficients([[F(1, 2), F(1, 2)], [F(1, 2), F(1, 2)]]) is None


def test_channel_certificate_is_checked_against_its_T():
    cert = channel_optimum(3, F(3, 2), F(0), NOISY, "counting.channel-5").certificate
    assert kernel.check_certificate(cert) == certified_optimum(3, F(3, 2), F(0), "counting.optimum").value
    tampered = copy.deepcopy(cert)
    tampered["params"]["T"] = "7/10,1/10,1/5;1/10,7/10,1/5;1/5,1/10,7/10"   # another valid T
    with pytest.raises(kernel.Invalid, match="lp differs"):
        kernel.check_certificate(tampered)
    for bad in ("1/2,1/2;1/2,1/2", "7/10,1/5,1/5;1/10,7/10,1/5;1/5,1/10,7/10", "x,1,0;0,1,0;0,0,1"):
        broken = copy.deepcopy(cert)
        broken["params"]["T"] = bad
        with pytest.raises(kernel.Malformed):
            kernel.check_certificate(broken)


@pytest.mark.parametrize("T, message", [
    ("1/2,1/2;1/2,1/2", "must be 3 x 3"), ("1/2,1/3,1/10;0,1,0;0,0,1", "sums to"),
    ("1/2,1/2,0;1/3,1/3,1/3", "square"), ("2,-1,0;0,1,0;0,0,1", "outside [0, 1]"),
])
def test_certify_refuses_bad_channels(T, message, tmp_path, capsys):
    assert main(["certify", "counting.channel-5", "M=3", "E=3/2", "delta=0", f"T={T}",
                 "-o", str(tmp_path / "c.json")]) == 2
    assert message in capsys.readouterr().err


def test_high_privacy_box_is_exact_and_refuses_channels_outside_the_cone():
    from proofs.counting.claims import high_privacy_box
    from workbench.mechanisms.named import counting_optimal_mechanism
    assert high_privacy_box([[F(1, 3), F(2, 3), 0], [0, F(1), 0], [0, 0, F(1)]]) is None
    E0, delta0 = high_privacy_box(NOISY)
    assert E0 > 1 and delta0 > 0
    for E in (F(1), (1 + E0) / 2, E0):
        for delta in (F(0), delta0 / 2, delta0):
            product = kernels.matmul(counting_optimal_mechanism(3, E, delta), kernels.inverse(NOISY))
            assert all(v >= 0 for row in product for v in row)


def test_mixing_lambda_is_the_largest_feasible_one_and_a_wrong_lambda_breaks_the_mixture():
    from proofs.counting.claims import mixing_bound
    from workbench.mechanisms.named import counting_optimal_mechanism
    T = [[F(1, 2), F(1, 2), 0], [F(1, 4), F(3, 4), 0], [0, F(1, 2), F(1, 2)]]
    E, delta = F(3), F(0)
    lam_max, best, bound = mixing_bound(3, E, delta, T)
    assert lam_max < 1
    star = counting_optimal_mechanism(3, E, delta)
    A = kernels.matmul(star, kernels.inverse(T))
    too_far = lam_max + F(1, 100)
    assert any(too_far * a + (1 - too_far) * p < 0 for ra, rp in zip(A, star) for a, p in zip(ra, rp))
    optimum = 1 - channel_optimum(3, E, delta, T, "counting.channel-5").value
    assert bound >= optimum                      # a valid upper bound
    # A wrong "bound" (p_e* itself, ignoring T) is below p_e*(T) here, so the same check refuses it.
    wrong = 1 - star[0][0]
    assert not wrong >= optimum


def test_statement_4_check_says_no_on_a_channel_inside_the_cone():
    """Statement 4's check (no equality at eps = delta = 0) fails for a T with lambda > 0, and
    statement 3's box does not exist for a T with some lambda < 0."""
    from proofs.counting.claims import high_privacy_box
    assert all(v > 0 for v in cone_coefficients(NOISY))
    assert preserves_utility(3, F(1), F(0), NOISY, "counting.channel-5")[0]
    outside = [[F(1, 3), F(2, 3), 0], [0, F(1), 0], [0, 0, F(1)]]
    assert high_privacy_box(outside) is None
    assert not preserves_utility(3, F(1), F(0), outside, "counting.channel-5")[0]


def test_rank_one_bound_is_valid_and_a_theta_far_outside_its_interval_is_refused():
    from proofs.counting.claims import rank_one_bound, rank_one_directions
    from workbench.mechanisms.named import counting_optimal_mechanism
    T, E, delta = NOISY, F(3), F(0)
    star = counting_optimal_mechanism(3, E, delta)
    hits = 0
    for u, v in rank_one_directions(3):
        found = rank_one_bound(3, E, delta, T, u, v)
        if found is None:
            continue
        hits += 1
        theta, bound = found
        assert bound >= 1 - channel_optimum(3, E, delta, T, "counting.channel-5").value
        for far in (theta + 1000, theta - 1000):
            X = [[(i == j) + far * u[i] * v[j] for j in range(3)] for i in range(3)]
            assert any(x < 0 for row in kernels.matmul(star, X) + kernels.matmul(X, T) for x in row)
    assert hits


def test_cone_membership_lp_decides_singular_channels_with_a_checked_certificate():
    from proofs.counting.claims import in_cone
    from workbench.lp.pipeline import certify_family
    outside = [[F(1), 0, 0], [0, F(1), 0], [F(1), 0, 0]]            # rows e1, e2, e1
    inside = kernels.circulant([F(1, 2), F(1, 2), 0, 0])            # singular, doubly stochastic
    assert not in_cone(outside, "counting.channel-4") and in_cone(inside, "counting.channel-4")
    cert = certify_family("cone-membership", "counting.channel-4", T=outside).certificate
    assert kernel.check_certificate(cert) == 1
    forged = copy.deepcopy(cert)
    forged["objective_value"] = "0/1"                                # "1 is in the cone"
    with pytest.raises(kernel.Invalid):
        kernel.check_certificate(forged)


def test_mpsk_interval_proof_says_no_at_low_snr():
    from proofs.counting.claims import E_SQUARED_BELOW, nonnegative_on_interval
    from workbench.mechanisms.channels import mpsk_sector_probabilities, rational_channel
    T5, _ = rational_channel(mpsk_sector_probabilities(8, 5))
    T10, _ = rational_channel(mpsk_sector_probabilities(8, 10))
    assert not nonnegative_on_interval(8, T5, 1 / E_SQUARED_BELOW)
    assert nonnegative_on_interval(8, T10, 1 / E_SQUARED_BELOW)
