"""The statement-level checks of the nine corrected claims refute the printed statement where it is false and
do not refute it where it holds (fed right and wrong points)."""
from fractions import Fraction as F

from workbench.runner import Context


def test_quadrilateral_cdd_check_fails_only_where_the_vertices_differ():
    from proofs.pram.claims import _quadrilateral_by_cdd
    assert _quadrilateral_by_cdd({"S": 3, "E": "2"}).status == "fail"          # a triangle
    assert _quadrilateral_by_cdd({"S": 5, "E": "2"}).status == "pass"          # e^alpha < S - 1: as printed
    assert _quadrilateral_by_cdd(None).status == "skip"


def test_printed_15_route_refutes_printed_row():
    from proofs.pram.claims import _printed_15_route
    route = _printed_15_route()
    assert route.status == "fail" and "-1/2 <= -1 is False" in route.detail


def test_geometric_slack_sign_matches_the_sharp_range():
    from proofs.staircase.claims import _geometric_slack, printed_geometric
    assert _geometric_slack({"k": 2, "a": F(3)}) < 0                          # eps = 3: negative factor
    assert bool(_geometric_slack({"k": 2, "a": F(1, 2)}) < 0)                 # eps = 1/2 < W(1): level log 2
    assert bool(_geometric_slack({"k": 2, "a": F(3, 5)}) >= 0)                # W(1) <= 3/5 < 1: eps-LDP
    assert bool(_geometric_slack({"k": 3, "a": F(4, 5)}) >= 0)                # eps = 16/25 in range, k = 3
    ctx = Context(seed=0, fuzz_examples=10)
    full, found = printed_geometric(ctx)
    sharp, none = printed_geometric(ctx, omega_range=True)
    assert full.status == "fail" and found is not None and sharp.status == "pass" and none is None


def test_printed_42_is_violated_at_the_identity_and_the_doubled_form_is_not():
    from flint import arb
    from proofs.pml.claims import kernels_with_c, printed_42
    from hypothesis import strategies as st
    from workbench import strategies
    strategy = kernels_with_c(4, 3).filter(lambda x: len(x["K"]) == 4).flatmap(
        lambda x: st.fixed_dictionaries({"K": st.just(x["K"]), "c": st.just(x["c"]),
                                         "d": strategies.rationals(F(0), F(1), 12)}))
    route, found = printed_42(strategy, Context(seed=0, fuzz_examples=5))
    assert route.status == "fail" and found["example"]["c"] == "1/8" and found["example"]["d"] == "1/8"
    # identity, c = d = 1/8, e^eps = 8, Xi = 1: D = log(9)/8 exceeds log(5)/8 but not the corrected 2 log(5)/8
    D, printed = arb(9).log() / 8, arb(5).log() / 8
    assert bool(D > printed) and bool(D < 2 * printed)

