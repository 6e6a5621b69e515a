"""The cited premises of PML (14), (23) and the step after (23), checked at the kernels the paper applies them to
(proofs/pml/cited_premises.py), can say no: a wrong LDP level, an understated or overstated eta_chi2, a kernel
without a separated pair and a wrong maximal correlation are each reported as failures, and a failure breaks the
claim whose `cited` route carries it."""
from fractions import Fraction as F

import pytest

import proofs.pml.cited_premises as cited
import proofs.pml.claims as pml
from workbench.claims import decide
from workbench.runner import Context


# ----------------------------------------------------------------- eta_chi2, exactly or enclosed
def test_eta_chi2_of_a_binary_symmetric_kernel_is_exact():
    for delta in (F(1, 16), F(1, 5), F(2, 5)):
        lo, hi, q = cited.chi2_two_rows([1 - delta, delta], [delta, 1 - delta])
        assert lo == hi == (1 - 2 * delta) ** 2 and q == F(1, 2)
    assert cited.eta_chi2(cited.k1())[:2] == (F(49, 64), F(49, 64))      # ten rows, two distinct: merged


def test_an_irrational_maximiser_is_enclosed_and_brackets_every_sampled_prior():
    a, b = [F(1, 2), F(1, 3), F(1, 6)], [F(1, 8), F(1, 4), F(5, 8)]
    lo, hi, q = cited.chi2_two_rows(a, b)
    assert 0 < hi - lo < F(1, 10 ** 15)                     # roots isolated to 2^-64
    K = [a, b]
    sampled = max(pml.maximal_correlation_squared_two_point(K, [F(i, 500), 1 - F(i, 500)]) for i in range(1, 500))
    assert sampled <= hi and pml.maximal_correlation_squared_two_point(K, [q, 1 - q]) == lo


def test_eta_chi2_is_not_computed_where_it_is_not_known():
    three_rows = [[F(1, 2), F(1, 2)], [F(1, 3), F(2, 3)], [F(1, 4), F(3, 4)]]
    with pytest.raises(ValueError, match="two distinct rows or a separated pair"):
        cited.eta_chi2(three_rows)


# ----------------------------------------------------------------- (14)
def test_eq14_holds_at_k1_and_the_same_hypotheses_with_the_count_computed():
    check = cited.check_eq14()
    assert not check.failures and check.count == len(cited.eq14_instances()) == 6
    k1 = check.instances[0]
    assert k1["kernel"] == "K1 of (40)" and k1["eta_chi2"] == "49/64" == k1["bound"]    # (14) is tight at K1
    assert check.detail()["instances"] == 6


def test_eq14_refuses_a_wrong_ldp_level():
    check = cited.check_eq14([("K1 at E = 3", cited.k1(), F(3), "tampered")])
    assert any("not E-LDP" in f for f in check.failures) and any("> ((E - 1)/(E + 1))^2" in f for f in check.failures)


def test_eq14_refuses_an_understated_or_overstated_eta_chi2(monkeypatch):
    honest = cited.eta_chi2
    monkeypatch.setattr(cited, "eta_chi2", lambda K: tuple(v * F(9, 10) if v else v for v in honest(K)[:2]) + (honest(K)[2],))
    low = cited.check_eq14(cited.eq14_instances()[:1])
    assert any("eta_KL > eta_chi2" in f for f in low.failures)                      # a KL ratio above the claimed value
    monkeypatch.setattr(cited, "eta_chi2", lambda K: (F(1), F(1), honest(K)[2]))
    high = cited.check_eq14(cited.eq14_instances()[:1])
    assert any("no sampled KL ratio reaches" in f for f in high.failures)


# ----------------------------------------------------------------- (23) and after (23)
def test_eq23_and_after_hold_at_the_kernels_of_22():
    for check in (cited.check_eq23(), cited.check_after_eq23()):
        assert not check.failures and check.count == len(cited.separated_instances()) == 8
    assert cited.saturating_kernel(4) == pml.saturating_kernel(4)                   # the kernel claims.py uses


def test_eq23_refuses_a_kernel_without_a_separated_pair_and_a_wrong_correlation(monkeypatch):
    overlapping = [[F(1, 2), F(1, 2)], [F(1), F(0)], [F(1, 100), F(99, 100)]]
    tampered = [("tampered (22) kernel", overlapping, "tampered")]
    assert cited.check_eq23(tampered).failures and cited.check_after_eq23(tampered).failures
    monkeypatch.setattr(cited, "maximal_correlation_squared_two_point", lambda K, P: F(1, 2))
    assert cited.check_eq23(cited.separated_instances()[:1]).failures


def test_likelihood_ratios_are_preserved_only_on_a_separated_pair():
    K = cited.saturating_kernel(3)
    assert cited.same_likelihood_ratios(K, (1, 2), F(1, 3), F(3, 4))
    assert not cited.same_likelihood_ratios(K, (0, 1), F(1, 3), F(3, 4))          # rows [1/2, 1/2] and [1, 0] overlap


def test_the_quoted_premise_is_too_broad_off_the_papers_kernels():
    """'eta_chi2 = eta_f for any convex twice-differentiable f' fails at K1 with f(t) = t^3 - 1, exactly; with
    f = chi^2 the same grid stays at or below eta_chi2 (so the grid itself is not what makes the ratio large)."""
    found = cited.quoted_generality()
    assert found["ratio above eta_chi2"] and F(found["best ratio"]) > F(49, 64)
    rows = cited.distinct_rows(cited.k1())
    grid = [F(i, 200) for i in range(1, 200, 4)]
    chi = max(pml.chi_square(pml.push(rows, [p, 1 - p]), pml.push(rows, [q, 1 - q])) / pml.chi_square([p, 1 - p], [q, 1 - q])
              for p in grid for q in grid if p != q)
    assert chi <= F(49, 64)


# ----------------------------------------------------------------- the claims carry the checks
def test_a_failing_cited_premise_breaks_the_claim(monkeypatch):
    bad = [("K1 at E = 3", cited.k1(), F(3), "tampered")]
    monkeypatch.setattr(cited, "eq14_instances", lambda: bad)
    evidence = pml.prior_bounds(Context(fuzz_examples=2))
    assert evidence.routes["cited"].status == "fail" and decide(evidence)[0] == "fails"
    assert evidence.counterexample["fails at"].startswith("K1 at E = 3")


def test_the_cited_route_counts_what_it_evaluated():
    route, failure = pml.cited_route(cited.check_eq23())
    assert route.status == "pass" and failure is None and route.detail["instances"] == 8
