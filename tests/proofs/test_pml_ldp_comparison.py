"""pml.ldp-comparison's correction is the sharpest one (issue 23, point 5): for the 4 x 2 kernel the sets of c where
the PML bound Xi(eps_c, c) is tighter or looser than (13), the crossing, where Xi reaches 1 and the largest gap, and
the general criterion e^eps_c <= 2 e^eps/(2 + (e^eps - 1) N c). Each check accepts the true value and refuses one moved
by a small rational, or one that is true but not tight. Expected values by hand: K's column 1 has largest entry 1/2,
smallest 1/10, sum 39/40, so e^eps_c = (1/2)/(39c/40 + (1 - 4c)/10) = 20/(4 + 23c) (column 2's 36/(20 + 41c) is
smaller on (0, 1/4]); Xi's first term (16 - 23c)/(24 - 57c) is 1 at c = 4/17; (13) = (5 - 1)/(5 + 1) = 2/3, and
(16 - 23c)/(24 - 57c) - 2/3 = 45c/(3(24 - 57c)) > 0 for c > 0."""
from fractions import Fraction as F

import pytest

from workbench.claims import load_all
from workbench.runner import Context

load_all()
from proofs.pml import ldp_comparison as lc  # noqa: E402
from proofs.pml.claims import example_kernels, ldp_comparison, ldp_comparison_sharpness  # noqa: E402

K = [[F(1, 4), F(3, 4)], [F(1, 2), F(1, 2)], [F(1, 10), F(9, 10)], [F(1, 8), F(7, 8)]]
# A kernel whose PML bound is tighter for small c and looser for large c (by hand: e^eps = 5; at c = 1/9 the level is
# 4/(1 + 3c) = 3 = 2*5/(2 + 4*3/9), the threshold).
MIXED = [[F(1, 10), F(8, 10), F(1, 10)], [F(1, 2), F(1, 5), F(3, 10)], [F(1, 2), F(1, 5), F(3, 10)]]


@pytest.fixture(scope="module")
def analysis():
    return lc.analyse(K)


def test_the_4x2_kernel_is_looser_for_every_allowed_c(analysis):
    assert analysis["E"] == 5 and analysis["L"] == F(2, 3)
    assert analysis["crossings"] == [0] and not analysis["tighter"]
    assert lc.intervals(analysis, 1) == [(0, F(1, 4), False, True)]          # looser on (0, 1/4]
    assert analysis["gap max"] == F(1, 3) and analysis["gap max at"] == [F(4, 17), F(1, 4)]
    assert analysis["gap inf"] == 0 and not analysis["gap inf attained"]
    assert lc.gap_at(K, F(1, 8)) == F(7, 9) - F(2, 3) == F(1, 9)


def test_the_crossing_check_accepts_c_0_and_refuses_it_moved():
    at = lc.crossing_check(K, F(0))
    assert at["equal"] and at["left"] is None and at["right"] == 1
    for moved in (F(1, 1000), F(1, 10 ** 6), F(4, 17)):
        assert not lc.crossing_check(K, moved)["equal"], moved
    with pytest.raises(ValueError):
        lc.crossing_check(K, F(-1, 1000))


def test_an_interior_crossing_has_opposite_signs_on_its_sides():
    analysis = lc.analyse(MIXED)
    assert analysis["crossings"] == [0, F(1, 9)]
    at = lc.crossing_check(MIXED, F(1, 9))
    assert at["equal"] and at["left"] == -1 and at["right"] == 1
    assert lc.interval_text(lc.intervals(analysis, -1)) == "(0, 1/9)"
    assert lc.interval_text(lc.intervals(analysis, 1)) == "(1/9, 1/3]"
    for moved in (F(1, 9) + F(1, 1000), F(1, 9) - F(1, 10 ** 5)):
        assert not lc.crossing_check(MIXED, moved)["equal"]


def test_the_kink_check_accepts_4_17_and_refuses_it_moved():
    kink = lc.kink_check(K, F(4, 17))
    assert kink["at"] and kink["before"] and kink["after"]
    for moved in (F(4, 17) + F(1, 1000), F(4, 17) - F(1, 1000)):
        assert not lc.kink_check(K, moved)["at"]


def test_the_gap_maximum_check_says_no_to_a_wrong_value_or_a_non_extreme_point(analysis):
    assert lc.gap_max_check(K, F(1, 3), F(4, 17), analysis)["sharp"]
    assert not lc.gap_max_check(K, F(1, 3) + F(1, 100), F(4, 17), analysis)["sharp"]      # not attained
    smaller = lc.gap_max_check(K, F(1, 9), F(1, 8), analysis)                             # attained, not largest
    assert smaller["attained"] and not smaller["largest"] and not smaller["sharp"]


def test_the_threshold_is_sharp_and_a_true_but_loose_one_is_refused():
    assert lc.threshold_check(lc.threshold)["sharp"]
    assert lc.threshold(F(5), 4, F(1, 8)) == F(5, 2)                 # 2*5/(2 + 4*4/8)
    loose = lc.threshold_check(lambda E, N, c: lc.threshold(E, N, c) - F(1, 100))     # true (tighter below), not tight
    assert not loose["tight"] and not loose["sharp"] and not any(r["at"] for r in loose["sides"])
    high = lc.threshold_check(lambda E, N, c: lc.threshold(E, N, c) * F(101, 100))   # false: looser just below it
    assert not high["sharp"] and not any(r["below"] for r in high["sides"])
    same, ok = lc.same_level_gap()
    assert ok


def test_k1_is_equal_for_every_c():
    K1, _ = example_kernels()
    analysis = lc.analyse(K1)
    assert analysis["equal pieces"] == [(0, F(1, 10))] and analysis["L"] == F(7, 8)
    at = lc.crossing_check(K1, F(1, 20))
    assert at["equal"] and at["left"] == at["right"] == 0


@pytest.fixture(scope="module")
def evidence(tmp_path_factory):
    return ldp_comparison(Context(seed=0, out_dir=tmp_path_factory.mktemp("ldp")))


def test_the_correction_prints_the_computed_crossing_kink_and_gap(evidence, analysis):
    text = evidence.correction
    info = lc.summary(K, analysis)
    assert f"equal only at c = {analysis['crossings'][0]}" in text
    assert f"looser for c in {info['looser']}" in text and "tighter for no c" in text
    assert info["gap pieces"] in text and f"largest {info['gap max']}" in text and "[4/17, 1/4]" in text
    assert "5*c/(8 - 19*c) on [0, 4/17]" in text and "gap 1/9" in text and "(Xi / (13) = 3/2)" in text
    assert lc.threshold_text() in text
    assert all(route.status == "pass" for route in evidence.correction_routes.values())


def test_the_correction_text_follows_the_kernel():
    """The text is computed: another kernel gives its own sets and crossing (1/9), and the 4 x 2 checks fail on it."""
    K1, _ = example_kernels()
    checks, text = ldp_comparison_sharpness(MIXED, F(1, 8), K1)
    assert "tighter for (0, 1/9), looser for c in (1/9, 1/3]" in text and "c = 0, c = 1/9" in text
    assert not checks["exact"]          # the claim's witnesses expect the PML bound looser right of every crossing
