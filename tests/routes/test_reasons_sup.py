"""The PML paper's reasons for steps between suprema (proofs/pml/sup_reasons.py), checked apart from their steps: at the
real worlds (grid families inside M(eps, c), every quantity exact) no cited premise leaves a witness; where a premise
varies across real worlds (the maximiser of (68), a family holding each K^BIN) dropping it gives one; where the step
holds at every real world (Lemma 2's identity r = u holds at every kernel), worlds of the tests' own show that the
readings can fail and the route says so. Values worked out by hand in the docstrings."""
from fractions import Fraction as F

import pytest

from proofs.pml import sup_reasons as sup
from workbench import reasons
from workbench.literal import Reading
from workbench.reasons import Reason

NOTHING = Reading("nothing (0 <= 0)", lambda p: 0, "<=", lambda p: 0)
ALL = [*sup.RESTRICTION, *sup.SATURATION, *sup.BINARY_REDUCTION, *sup.BINARY_SUFFICES, *sup.ETA_BOUND]


def _m(r, u, binary=True, chi2=None, K="K"):
    """A member of a world of the test's own: its restricted (r) and unrestricted (u) coefficients."""
    return sup.Member(K=K, r=F(r), u=F(u), binary=binary, parent=None, chi2=chi2, chi2_lo=chi2 and chi2[0])


def _world(*members, N=2, c=F(1, 8), E=F(8)):
    return {"N": N, "c": c, "E": E, "family": sup.Family(members, "a world of the test's own")}


@pytest.mark.parametrize("reason", ALL, ids=lambda r: r.locus)
def test_the_cited_premises_give_the_step_at_the_real_worlds(reason):
    verdict = reasons.check(reason, sup.points(reason))
    assert verdict.used > 0 and verdict.witnesses == [] and verdict.gives is None


def test_restricted_and_dobrushin_coefficients_agree_at_every_member_below_one_over_n():
    """Lemma 2's identity, exact: r = u at every grid kernel for c < 1/N (so no real world can witness its omission)."""
    for N, c in ((2, F(1, 4)), (3, F(1, 12))):
        assert all(m["r"] == m["u"] for m in sup.members(N, c))


def test_19_alone_does_not_give_the_per_kernel_form():
    """One kernel restricted to 1/2 (u = 1), another at r = u = 1: (19) reads max r = 1 = max u, while the first has
    r != u. Such a kernel does not exist ((61)); with (61) cited, the world is not used."""
    world = _world(_m(F(1, 2), 1), _m(1, 1))
    verdict = reasons.check(sup.RESTRICTION[0], [world])
    assert verdict.witnesses == [(world, F(1, 2), 0)] and verdict.gives is False
    assert reasons.check(Reason("x", "...", sup.PER_KERNEL_FORM, (sup.EQ_61,)), [world]).used == 0


def test_61_at_one_kernel_does_not_give_19():
    """(61) cited at the first member only (slipped from 'every K'): r = u = 1/2 there, the other member has r = 1/4,
    u = 1: max r = 1/2 != 1 = max u."""
    first = Reading("(61) at the first member only", lambda p: p["family"][0]["r"], "=", lambda p: p["family"][0]["u"])
    world = _world(_m(F(1, 2), F(1, 2)), _m(F(1, 4), 1))
    verdict = reasons.check(Reason(sup.AFTER_61, "...", sup.EQ_19, (first,)), [world])
    assert verdict.witnesses == [(world, F(1, 2), 1)]
    assert reasons.check(sup.RESTRICTION[1], [world]).used == 0


def test_theorem_2_without_lemma_2_does_not_reach_18():
    """N = 2, c = 1/8, e^eps = 8 = 2/(Nc): a member with eta_chi2 = 1 = u and a restricted coefficient 1/2 (the world
    contradicts Lemma 2): Thm. 2 and eta_f <= eta_TV <= 1 hold, (18)'s maximum is 1/2, not 1. Cited with (61) as
    well (Lemma 2's per-kernel form), the world is not used."""
    world = _world(_m(F(1, 2), 1, chi2=(F(1), F(1))))
    assert reasons.check(sup.SATURATION[0], [world]).witnesses == [(world, F(1, 2), 1)]
    with_lemma_2 = Reason(sup.AFTER_THM_2, "...", sup.THM_1_LATTER, (sup.THM_2, sup.F_TV_CHAIN, sup.EQ_61))
    assert reasons.check(with_lemma_2, [world]).used == 0


def test_theorem_2_below_its_threshold_is_not_used():
    """A slipped threshold: Thm. 2 read from e^eps >= 1/(Nc) has no premise at the real worlds where 1/(Nc) <=
    e^eps < 2/(Nc) (no member there has eta_chi2 = 1), so the step has nothing to stand on."""
    early = Reading("Thm. 2 from 1/(Nc)", lambda p: sup._top(p["family"], "chi2_lo") if p["E"] * p["N"] * p["c"] >= 1
                    else 1, "=", lambda p: 1)
    between = [p for p in sup.points(sup.SATURATION[0]) if 1 <= p["E"] * p["N"] * p["c"] < 2]
    assert between and all(early.at(p)[2] is False for p in between)


def test_68_needs_the_maximising_pair():
    """K = [[1, 0, 0], [0, 1, 0], [1/3, 1/3, 1/3]], P = e_3, Q = the vertex (1/6, 1/6, 2/3) of Q_X(1/6): E* = {y : (K
    o P)(y) > (K o Q)(y)} = {3rd output} (1/3 > 2/9 there, 1/3 < 7/18 on the others), K^BIN = [[0, 1], [0, 1], [1/3,
    2/3]] with eta_TV = 1/3, while eta_TV(K) = 1 (rows 1 and 2). (64)-(67) hold at (P, Q) (both TVs 1/9); the pair
    does not attain (68) (its ratio is (1/9)/(1/3) = 1/3 < 1), so only the clause's 'maximizing distributions' gives
    the step."""
    reason = sup.BINARY_REDUCTION[0]
    verdict = reasons.check(Reason(reason.locus, "arbitrary pair", reason.step, (sup.EQ_67,)), sup.points(reason))
    point, left, right = verdict.witnesses[0]
    assert (point["K"], point["P"], point["Q"], point["E*"]) == ([[1, 0, 0], [0, 1, 0], [F(1, 3)] * 3], [0, 0, 1],
                                                                  [F(1, 6), F(1, 6), F(2, 3)], (2,))
    assert (left, right) == (1, F(1, 3)) and sup.MAXIMISING.at(point)[2] is False


def test_lemma_3_needs_the_binary_merges_in_the_family():
    """N = 3, c = 1/12, e^eps = 3/2: the grid family inside M(eps, c) has a three-output kernel with eta_TV 1/6 and no
    binary member above 0, so without 'K^BIN in M(eps, c)' (the merges in the family) the step fails there; the
    closed family of the same world gives it."""
    reason = sup.BINARY_SUFFICES[0]
    verdict = reasons.check(Reason(reason.locus, "no premise", reason.step, (NOTHING,)), sup.points(reason))
    point, left, right = verdict.witnesses[0]
    assert (point["N"], point["c"], point["E"], left, right) == (3, F(1, 12), F(3, 2), F(1, 6), 0)
    assert sup.BIN_IN_FAMILY.at(point)[2] is False
    closed = sup.world(3, F(1, 12), F(3, 2), closed=True)
    assert reasons.check(reason, [closed]).used == 1 and reasons.check(reason, [closed]).witnesses == []
    limited = sup.BINARY_SUFFICES[1]
    assert reasons.check(Reason(limited.locus, "no premise", limited.step, (NOTHING,)), [point]).witnesses
    assert reasons.check(limited, [point]).used == 0           # Lemma 3 fails at the grid world: not used


def test_thm_3_needs_lemma_3():
    """A world of its own: a three-output member at r = u = 1 and a binary one at 1/4, at N = 2, c = 1/8, e^eps = 2
    (Xi = 1/(2 (3/4) + 1) = 2/5): the binary bound holds, (18) is 1 > 2/5. Lemma 3 fails there, so cited it is not
    used."""
    world = _world(_m(1, 1, binary=False), _m(F(1, 4), F(1, 4)), E=F(2))
    reason = sup.ETA_BOUND[0]
    without = Reason(reason.locus, "binary bound only", reason.step, (sup.BINARY_BOUND,))
    assert reasons.check(without, [world]).witnesses == [(world, 1, F(2, 5))]
    assert reasons.check(reason, [world]).used == 0


def test_the_routes_pass_and_the_lines_name_the_worlds():
    result = reasons.route(ALL, sup.points)
    assert result.status == "pass" and "no witness at" in result.detail
