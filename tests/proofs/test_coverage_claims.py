"""The claims added for coverage (pml, staircase) can say no: wrong factors, wrong regimes, wrong sets."""
from fractions import Fraction as F

from proofs.pml.claims import extreme_priors
from proofs.staircase.claims import HIGH_PRIVACY_PRIORS, simulable_from_binary
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.pml import chi_square, pml_level, push, total_variation, xi_bound


def test_binette_chi2_factor_holds_and_a_smaller_factor_is_violated():
    """Example 1's kernel at N = 2, e^eps = 2, c = 1/4 with P, Q the two vertices of Q_X(1/4)."""
    K, c, E = [[F(3, 4), F(1, 4)], [F(1, 4), F(3, 4)]], F(1, 4), F(2)
    assert pml_level(K, c).E == E
    P, Q = extreme_priors(2, c)
    G, xi, delta = (1 - 2 * c) * E + 1, xi_bound(E, c, 2), total_variation(P, Q)
    value = chi_square(push(K, P), push(K, Q))
    assert value <= xi * (G * G - 1) / G * delta
    assert value > xi * (G - 1) * delta                  # a wrong (smaller) factor is refuted


def test_the_binary_mechanism_simulates_everything_only_at_high_privacy():
    for P0, P1 in HIGH_PRIVACY_PRIORS:
        P0, P1 = [F(v) for v in P0], [F(v) for v in P1]
        assert simulable_from_binary(P0, P1, F(101, 100))
        assert not simulable_from_binary(P0, P1, F(1000))


def test_the_pml_eta_bound_can_be_looser_than_the_ldp_bound():
    K, c = [[F(1, 4), F(3, 4)], [F(1, 2), F(1, 2)], [F(1, 10), F(9, 10)], [F(1, 8), F(7, 8)]], F(1, 8)
    E = ldp_level(K).E
    assert xi_bound(pml_level(K, c).E, c, 4) == F(7, 9) > F(2, 3) == (E - 1) / (E + 1)


def test_printed_parametrisation_55_leaves_the_simplex_and_the_corrected_one_does_not():
    N, c, V = 3, F(1, 6), [F(1, 2), F(1, 3), F(1, 6)]
    assert sum(c + v for v in V) != 1
    corrected = [c + (1 - N * c) * v for v in V]
    assert sum(corrected) == 1 and min(corrected) >= c
