"""The rate route (workbench.rates) decides an order against the exact quantity and can say no: Example 3's two
divergences are of order d^2 (values worked out by hand), a claimed order d (the paper's (46) read as the rate)
fails, and the split kernel is private exactly from e^eps = 1/(2c) on."""
from fractions import Fraction as F

import pytest

from proofs.pml import rates as example3
from workbench import rates
from workbench.literal import Logs
from workbench.rates import Rate


def test_example3_divergences_are_of_order_d_squared():
    result, off = rates.route(example3.RATES, example3.SIZES)
    assert result.status == "pass" and off is None
    # d = 1/20: D = 2 (1/20) log((1 + 1/5)/(1 - 1/5)) = (1/10) log(3/2); 16/400 = 0.04 <= 0.0405... <= 17/400
    assert example3.kl(*example3.hypotheses(F(1, 20))) == F(1, 10) * Logs.log(F(3, 2))


def test_the_bound_of_46_read_as_the_rate_is_refuted():
    linear = Rate("non-private D, claimed of order d", lambda d: example3.kl(*example3.hypotheses(d)), 1, F(1),
                  F(100))
    result, off = rates.route([linear], example3.SIZES)
    # d = 1/20: D = (1/10) log(3/2) = 0.0405 < 1 * d = 0.05: below the band at once
    assert result.status == "fail" and off["size"] == "1/20" and off["low"] == "1/20"


def test_a_band_too_narrow_is_refuted_with_its_values():
    tight = Rate("non-private D", lambda d: example3.kl(*example3.hypotheses(d)), 2, F(16), F(16))
    result, off = rates.route([tight], [F(1, 20)])
    assert result.status == "fail" and off["high"] == "1/25"     # 16/400, below (1/10) log(3/2)


def test_the_split_kernel_is_private_exactly_from_one_over_2c():
    assert example3.split_is_private(F(1, 8), F(4)) and not example3.split_is_private(F(1, 8), F(399, 100))
    with pytest.raises(ValueError, match="at least one size"):
        rates.route(example3.RATES, [])


# ----------------------------------------------------------------- PRAM: "linearly in S", by counted operations
def test_pram_linear_time_forms_are_linear_and_the_definitions_quadratic():
    from proofs.pram import rates as pram
    result, off = rates.route(pram.RATES, pram.SIZES)
    assert result.status == "pass" and off is None
    # the O(S) marginal (9): S products p_k (1 - q_k), S subtractions, S divisions, S - 1 + 1 additions of the shared
    # sum (sum starts from 0), and S products, additions and subtractions for the m_j: 7 S at S = 4 is 28
    assert pram.RATES[2].quantity(4) == 28


def test_a_quadratic_marginal_claimed_linear_is_refuted():
    from proofs.pram import rates as pram
    from workbench.rates import Counted
    from workbench.mechanisms.pram import pram_matrix

    def quadratic(S):
        p, q = pram._inputs(S)
        return Counted.count(lambda: [sum((p[k] * pram_matrix(q)[k][j] for k in range(S)), Counted(0))
                                      for j in range(S)])
    # at S = 4 each of the 16 terms p_k M_kj rebuilds M(q) (12 off-diagonal entries (1 - q_k)/(S - 1), 2 operations
    # each: 24) and costs one product and one addition: 16 x 26 = 416 operations, above 64 S = 256
    result, off = rates.route([Rate("a marginal rebuilding M(q) per entry", quadratic, 1, F(1), F(64))], [4, 8])
    assert result.status == "fail" and off["size"] == "4" and off["quantity"] == "416"


# ----------------------------------------------------------------- PML: "a factor proportional to Xi"
def test_the_induced_ldp_level_is_checked_and_a_smaller_one_is_refused(monkeypatch):
    from proofs.pml import example3_factor as factor
    assert factor.induced_ldp_holds() == (True, factor.induced_ldp_holds()[1]) and factor.induced_ldp_holds()[1] >= 40
    monkeypatch.setattr(factor, "induced_level", lambda E, c=factor.C: E)     # e^eps' = e^eps: too small
    assert factor.induced_ldp_holds()[0] is False


def test_the_factor_over_xi_squared_is_banded_and_the_limit_is_9_at_c_one_eighth():
    from proofs.pml import example3_factor as factor
    # at e^eps = 11/10, c = 1/8: e^eps' = (11/10)(1/2)/(1 - 11/20) = 11/9, Xi = (1/10)/((11/10)(1/2) + 1) = 2/31,
    # so (e^eps' - 1)^2/Xi^2 = (4/81)/(4/961) = 961/81
    assert factor.upper_over_xi_squared(F(1, 10)) == F(961, 81)
    assert factor.limit_of_ratio()[1] == 9
    assert rates.route(factor.BANDS, factor.T_GRID)[0].status == "pass"
    assert factor.split_binary_is_private()
    assert not factor.pml_level(factor.split_binary(F(11, 10)), factor.C).E < F(11, 10)    # exactly at its level


def test_a_factor_that_is_proportional_to_xi_would_pass_the_printed_check():
    from proofs.pml import example3_factor as factor
    proportional = Rate("a factor equal to Xi/3, over Xi", lambda t: factor.xi_bound(1 + t, factor.C, 4) / 3 /
                        factor.xi_bound(1 + t, factor.C, 4), 0, F(1, 3), F(1))
    assert rates.route([proportional], factor.T_GRID)[0].status == "pass"


def test_pml_sample_size_factor_is_a_statement_erratum(tmp_path):
    from proofs.pml.claims import sample_size_factor
    from workbench.claims import decide, statement_error, statement_severity
    from workbench.runner import Context
    evidence = sample_size_factor(Context(seed=0, out_dir=tmp_path))
    verdict, _ = decide(evidence)
    assert verdict == "holds-with-correction" and statement_severity(evidence, verdict) == "statement"
    assert statement_error(evidence, verdict) is None and evidence.counterexample["size"] == "1/1000"


def test_an_undecided_band_is_no_counterexample():
    """An enclosure straddling the band's edge at every precision: the route skips, it never fails on it."""
    from workbench import rigorous
    straddling = Rate("an enclosure around 1", lambda s: rigorous.Enclosure(F(99, 100), F(101, 100)), 0, F(1), F(2))
    result, off = rates.route([straddling], [F(1)])
    assert result.status == "skip" and off is None
    below = Rate("an enclosure below 1", lambda s: rigorous.Enclosure(F(1, 2), F(3, 4)), 0, F(1), F(2))
    assert rates.route([below], [F(1)])[0].status == "fail"


# --- the route's words and Counted's arithmetic (killers of mutants of workbench/rates.py) --------------------------

def test_the_route_says_exactly_what_it_found():
    square = Rate("s^2", lambda s: s * s, 2, F(1), F(1))
    cube = Rate("s^3", lambda s: s ** 3, 2, F(1), F(2))
    assert rates.route([square, square], [F(1), F(2)]) == (
        rates.RouteResult("pass", "against the exact quantities at s in {1, 2}: s^2 in [1, 1] s^2; s^2 in [1, 1] s^2"),
        None)
    result, off = rates.route([square, cube], [F(1), F(3)])        # 27 > 2 * 9 at s = 3
    assert result == rates.RouteResult("fail", "s^3 leaves [1, 2] s^2 at s = 3")
    assert off == {"rate": "s^3", "size": "3", "quantity": "27", "low": "9", "high": "18"}
    with pytest.raises(ValueError, match="^the rate route needs at least one size$"):
        rates.route([square], [])


def test_a_band_undecided_at_every_precision_is_a_skip_naming_the_sizes():
    from workbench.rigorous import Enclosure
    blurred = Rate("blurred", lambda s: Enclosure(F(0), F(2)), 0, F(1), F(1))       # [0, 2] against 1: overlaps
    assert rates.band_failures(blurred, [F(1), F(2)]) == ([], ["1", "2"])
    assert rates.route([blurred], [F(1), F(2)]) == (rates.RouteResult("skip", "blurred: undecided at s = 1, 2"), None)


def test_counted_values_are_the_exact_results_and_each_operation_counts_one():
    from workbench.rates import Counted
    a, b = Counted(F(3)), Counted(F(5))
    cases = [(lambda: a + b, 8), (lambda: 2 + a, 5), (lambda: b - a, 2), (lambda: 2 - a, -1), (lambda: a * b, 15),
             (lambda: 2 * a, 6), (lambda: b / a, F(5, 3)), (lambda: 2 / a, F(2, 3)), (lambda: -a, -3),
             (lambda: a + 2, 5), (lambda: a - 2, 1), (lambda: a * 2, 6), (lambda: a / 2, F(3, 2))]
    for compute, value in cases:
        result = []
        assert Counted.count(lambda: result.append(compute())) == 1
        assert isinstance(result[0], Counted) and result[0].value == value and type(result[0].value) is not Counted
    assert Counted(a).value == 3 and type(Counted(a).value) is not Counted
    assert Counted.count(lambda: Counted.log(a)) == 1
    # comparisons are free and compare values, with a Counted or a plain number on the right
    assert Counted.count(lambda: [a < b, a <= a, b > a, b >= b, a == 3, a == Counted(3)]) == 0
    assert (a < b, a < a, a <= a, b <= a, b > a, a > a, b >= b, a >= b) == (True, False, True, False, True, False,
                                                                           True, False)
    assert (a < 5, a < 3, a <= 3, a <= 2, a > 2, a > 3, a >= 3, a >= 4) == (True, False, True, False, True, False,
                                                                           True, False)
    assert a == Counted(F(3)) and a == 3 and not a == b and not a == 4
