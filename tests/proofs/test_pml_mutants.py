"""Paper 002: wrong bounds, wrong kernels and bad input are rejected."""
from fractions import Fraction as F

import pytest

from proofs.pml.claims import (eta_grid, eta_optimum, example_kernels, optimal_binary_kernel,
                                  remark2_kernel, saturating_kernel)
from workbench.errors import InvalidArgument
from workbench.lp.pipeline import certify_family
from workbench.mechanisms.pml import (eta_tv, lemma4_system, pml_level, satisfies_pml, xi_bound)


def test_a_wrong_eta_bound_is_refuted_by_the_certified_lp():
    """(e^eps - 1)/(e^eps (1 - (N-1)c) + 1) is below the certified optimum somewhere on the grid."""
    def wrong(E, c, N):
        return min((E - 1) / (E * (1 - (N - 1) * c) + 1), 1)
    above = [(N, E, c) for N, E, c in eta_grid() if N <= 4 and eta_optimum(N, E, c).value > wrong(E, c, N)]
    assert above
    assert all(eta_optimum(N, E, c).value <= xi_bound(E, c, N) for N, E, c in eta_grid() if N <= 4)


def test_a_kernel_violating_pml_is_not_accepted():
    K1, K2 = example_kernels()
    assert satisfies_pml(K2, F(10, 3), F(1, 10))
    assert not satisfies_pml(K2, F(10, 3) - F(1, 100), F(1, 10))
    assert not lemma4_system(K2, F(10, 3) - F(1, 100), F(1, 10))
    assert pml_level(K1, F(1, 20)).E == F(10, 3) and eta_tv(K1) == F(7, 8) == xi_bound(F(10, 3), F(1, 20), 10)


def test_remark2_breaks_for_odd_N_and_the_correction_does_not():
    N, c = 3, F(1, 6)
    E = (2 / (N * c) + 2 / ((N + 1) * c)) / 2            # between 2/((N+1)c) and 2/(Nc)
    assert all(not all(0 <= v <= 1 for row in remark2_kernel(N, E, c, q) for v in row) for q in (1, 2))
    K = optimal_binary_kernel(N, E, c)
    assert satisfies_pml(K, E, c) and eta_tv(K) == xi_bound(E, c, N)


def test_a_tampered_eta_certificate_is_rejected_by_the_kernel():
    from workbench.kernel import Invalid, check_certificate
    certificate = eta_optimum(3, F(2), F(1, 6)).certificate
    check_certificate(certificate)
    certificate["objective_value"] = str(F(certificate["objective_value"]) + F(1, 100))
    with pytest.raises(Invalid):
        check_certificate(certificate)


def test_saturation_kernel_and_gamma_lp():
    for N in (2, 3, 5):
        assert pml_level(saturating_kernel(N), F(1, 2 * N)).E == 4
    assert certify_family("pml-gamma", "pml.gamma", N=3, E=F(4), c=F(1, 6)).value == 3


@pytest.mark.parametrize("call, message", [
    (lambda: satisfies_pml([[F(1), F(0)], [F(0), F(1)]], F(2), F(0)), "c must lie in"),
    (lambda: satisfies_pml([[F(1), F(0)], [F(0), F(1)]], F(2), F(3, 4)), "c must lie in"),
    (lambda: satisfies_pml([[F(1), F(0)], [F(0), F(1)]], F(1, 2), F(1, 4)), "eps >= 0"),
    (lambda: satisfies_pml([[F(1, 2), F(1, 3)], [F(0), F(1)]], F(2), F(1, 4)), "sums to"),
    (lambda: satisfies_pml([[float("nan"), 1.0], [0.0, 1.0]], F(2), F(1, 4)), "numbers"),
    (lambda: xi_bound(F(2), float("nan"), 3), "finite number"),
])
def test_bad_pml_input(call, message):
    with pytest.raises(InvalidArgument, match=message):
        call()


def test_kl_with_exact_zeros_in_arb_is_finite():
    from flint import arb

    from workbench.mechanisms.pml import kl_divergence
    value = kl_divergence([arb(0), arb(1)], [arb(1) / 2, arb(1) / 2], lambda t: t.log())
    assert value.overlaps(arb(2).log()) and value.is_finite()
