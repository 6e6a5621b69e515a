"""The PML appendix's displays (47)-(79) read as printed (proofs/pml/displays_appendix.py): per group, the printed
findings with values worked out by hand at one point, a deliberately slipped reading that must give a finding, and the
correct (intended) readings that must pass at every drawn point."""
from fractions import Fraction as F

import pytest

from proofs.pml import displays_appendix as shown
from workbench import literal
from workbench.literal import Display, Logs, Reading
from workbench.mechanisms.pml import pml_level, satisfies_pml

GROUPS = {"pml.subset-disclosure": ["(47)", "(49)", "(50)", "(51)", "(52)", "(53)"], "pml.zeros": ["(54)"],
          "pml.restriction-proof": ["(55)", "(57)", "(58)", "(59)", "(60)", "(61)"],
          "pml.binary-reduction": ["(63)", "(64)", "(65)", "(66)", "(67)", "(68)"],
          "pml.linear": ["(69)", "(70)", "(71)", "(72)", "(73)", "(74)"],
          "pml.gamma": ["(75)", "(76)", "(77)", "(78)", "(79)"]}
FOUND = {"(54)", "(55)", "(60)", "(61)", "(71)", "(74)", "(75)", "(76)", "(77)", "(78)", "(79)"}
SYMMETRIC = ((F(3, 4), F(1, 4)), (F(1, 4), F(3, 4)))          # N = 2, level 2 at c = 1/4


def display(number):
    return next(d for ds in shown.DISPLAYS.values() for d in ds if d.number == number)


def only_finding(number, point):
    (finding,) = literal.read(display(number), [point]).findings
    return finding


def slipped(number, text, left=None, relation=None, right=None):
    """The display with one side or the relation changed on purpose."""
    printed = display(number).printed
    return Display(number, Reading(text, left or printed.left, relation or printed.relation, right or printed.right))


def test_each_group_reads_its_displays_for_its_claim_and_enough_points():
    assert {claim: [d.number for d in ds] for claim, ds in shown.DISPLAYS.items()} == GROUPS
    for claim, numbers in GROUPS.items():
        assert all(literal.READ["pml"][n] == claim for n in numbers)
        for d in shown.DISPLAYS[claim]:
            assert len(shown.POINTS[claim](d)) >= 36, d.number


@pytest.mark.parametrize("claim", list(GROUPS))
def test_the_printed_displays_fail_exactly_where_expected_and_every_finding_is_a_typo(claim):
    displays, points = shown.DISPLAYS[claim], shown.POINTS[claim]
    outcomes = [literal.read(d, points(d)) for d in displays]
    assert {o.display.number for o in outcomes if o.findings} == FOUND & set(GROUPS[claim])
    assert all(o.undecided == 0 and o.decided >= 36 for o in outcomes)
    assert all(f.kind == "typo" for o in outcomes for f in o.findings)
    assert literal.route(shown.intended(displays), points).status == "pass"      # the intended readings all hold


# ------------------------------------------------------------------ Prop. 3: (47), (49)-(53)
PROP3 = {"K": ((F(1, 2), F(1, 2)), (F(0), F(1))), "y": 0, "X_sub": (0,), "P_X": (F(1, 3), F(2, 3)),
         "Q_X": (F(1), F(0))}


def test_prop3_by_hand():
    """P_Y(0) = 1/6, so l = log (1/2)/(1/6) = log 3 = log 1/P(X_sub) + l_{K x Q} (= log 3 + log 1) >= -log 1/3."""
    for number in ("(49)", "(50)", "(51)", "(52)"):
        left, right, holds = display(number).printed.at(PROP3)
        assert holds is True and right == Logs.log(3)
    assert display("(53)").printed.at(PROP3) == (Logs.log(3), -Logs.log(F(1, 3)), True)
    assert display("(47)").printed.at({**PROP3, "x'": 1, "link": 1})[:2] == (0, 0)
    wrong = slipped("(52)", "log P_X(X_sub) + l_{K x Q}", right=lambda p: Logs.log(shown._sub_mass(p)) + shown.leakage(
        p["K"], p["Q_X"], p["y"]))
    (finding,) = literal.read(wrong, [PROP3]).findings
    assert (finding.left, finding.right) == (Logs.log(3), -Logs.log(3))
    assert literal.findings([wrong], shown.prop3_points)
    assert literal.route(shown.SUBSET_DISCLOSURE, shown.prop3_points).status == "pass"


# ------------------------------------------------------------------ Lemma 1's proof: (54)
def test_54_by_hand():
    """Column 0 of K = (1/2, 0, 1/4): l = 1, X_sub = {0, 2}, c = 1/6. Over Q_X(0) = P(X) the minimum of P(X_sub) is 0
    (at e_1); over Q_X(c) it is 2c = 1/3 (at c + (1 - 3c)e_1 = (1/6, 2/3, 1/6))."""
    point = {"K": ((F(1, 2), F(1, 2)), (F(0), F(1)), (F(1, 4), F(3, 4))), "y": 0, "l": 1, "X_sub": (0, 2),
             "c": F(1, 6), "x": 0}
    finding = only_finding("(54)", point)
    assert (finding.left, finding.right, finding.kind) == (0, F(1, 3), "typo")
    off_by_one = Display("(54)", Reading("min = (N - l + 1)c", display("(54)").intended.left, "=",
                                         lambda p: (len(p["K"]) - p["l"] + 1) * p["c"]))
    assert literal.read(off_by_one, [point]).findings
    assert literal.route(shown.intended(shown.ZEROS), shown.lemma1_points).status == "pass"


# ------------------------------------------------------------------ Lemma 2's proof: (55), (57)-(61)
IDENTITY = ((F(1), F(0)), (F(0), F(1)))


def test_lemma2_by_hand():
    """(55): c + V at V = (1/2, 1/2), c = 1/4 has mass 3/2. (60), (61) at the identity, c = 1/4: eta_TV = 1 while
    ||e_0 - e_1||_1 / TV(e_0, e_1) = 2/1 = 2."""
    finding = only_finding("(55)", {"V_X": (F(1, 2), F(1, 2)), "c": F(1, 4)})
    assert (finding.left, finding.right, finding.kind) == (F(3, 2), 1, "typo")
    point = {"K": IDENTITY, "c": F(1, 4), "V_X": (F(1, 3), F(2, 3)), "W_X": (F(1), F(0))}
    finding = only_finding("(60)", point)
    assert (finding.left, finding.right, finding.kind) == (1, 2, "typo")
    assert not literal.read(display("(61)"), [{**point, "link": 1}]).findings
    finding = only_finding("(61)", {**point, "link": 2})
    assert (finding.left, finding.right) == (2, 1)
    for number in ("(57)", "(58)", "(59)"):
        assert display(number).printed.at(point)[2] is True
    # (58) at V = (1/3, 2/3), W = e_0: (1/2)||V - W||_1 = (1/2)(4/3) = 2/3
    assert display("(58)").printed.at(point)[:2] == (F(2, 3), F(2, 3))
    squared = slipped("(58)", "(1-Nc)^2||V - W||_1", right=lambda p: (1 - 2 * p["c"]) ** 2 * shown.l1(p["V_X"],
                                                                                                      p["W_X"]))
    assert literal.read(squared, [point]).findings[0].right == F(1, 3)


# ------------------------------------------------------------------ Lemma 3's proof: (63)-(68)
def test_lemma3_by_hand():
    """K = [(1/2, 1/4, 1/4); (0, 1/2, 1/2)], c = 1/4, P = (3/4, 1/4), Q = (1/4, 3/4): P_Y = (3/8, 5/16, 5/16),
    Q_Y = (1/8, 7/16, 7/16), E* = {0}, every step of (64)-(67) is 1/4 = TV(P_Y, Q_Y)."""
    K = ((F(1, 2), F(1, 4), F(1, 4)), (F(0), F(1, 2), F(1, 2)))
    point = {"K": K, "E": F(4), "c": F(1, 4), "P_X": (F(3, 4), F(1, 4)), "Q_X": (F(1, 4), F(3, 4)), "E*": (0,),
             "prior": "P_X"}
    for number in ("(64)", "(65)", "(66)", "(67)"):
        assert display(number).printed.at(point) == (F(1, 4), F(1, 4), True)
    assert display("(68)").printed.at(point)[:2] == (F(1, 2), F(1, 2))
    # (63): K^BIN = [(1/2, 1/2); (0, 1)], P_Z = (3/8, 5/8): max_z ratios (1/2)/(3/8), 1/(5/8) = 8/5 <= max_y of K's
    left, right, holds = display("(63)").printed.at(point)
    assert left == Logs.log(F(8, 5)) and holds is True
    flipped = slipped("(66)", "= Q_Y(E*) - P_Y(E*)", right=lambda p: shown._mass(p, "Q_X", p["E*"]) - shown._mass(
        p, "P_X", p["E*"]))
    assert literal.read(flipped, [point]).findings[0].right == F(-1, 4)
    assert literal.route(shown.BINARY_REDUCTION, shown.lemma3_points).status == "pass"


# ------------------------------------------------------------------ Lemma 4: (69)-(74)
def test_lemma4_by_hand():
    """K = [(3/4, 1/4); (1/4, 3/4)], c = 1/4 (1 - Nc = 1/2): the level is (3/4)/(1/4 + 1/8) = 2. (71) as printed
    gives (3/4)/(c S) = 3 (W_X(x) at the maximiser is put to 0); (74) as printed gives (3/4)/(c 2 (3/4) + (1/2)(1/4))
    = 3/2: it holds for e^eps in [3/2, 2), where (73) fails, so the printed '<=>' fails."""
    point = {"K": SYMMETRIC, "c": F(1, 4)}
    assert pml_level(SYMMETRIC, F(1, 4)).E == 2
    finding = only_finding("(71)", point)
    assert (finding.left, finding.right, finding.kind) == (3, 2, "typo")
    finding = only_finding("(74)", point)
    assert (finding.left, finding.right, finding.kind) == (F(3, 2), 2, "typo")
    for number in ("(70)", "(72)", "(73)"):
        assert display(number).printed.at(point) == (2, 2, True)
    row = {"K": SYMMETRIC, "E": F(2), "c": F(1, 4), "y": 0, "x": 0, "x''": 1}
    assert display("(69)").printed.at(row) == (F(3, 4), F(3, 4), True)        # 2 (1/4 + (1/2)(1/4)): tight
    no_sum = slipped("(69)", "K(y|x) <= e^eps (1 - Nc) K(y|x'')",
                     right=lambda p: p["E"] * (1 - len(p["K"]) * p["c"]) * p["K"][p["x''"]][p["y"]])
    assert literal.read(no_sum, [row]).findings[0].right == F(1, 4)


def test_lemma4_points_are_in_M_eps_c():
    rows = shown.lemma4_points(display("(69)"))
    assert all(satisfies_pml(p["K"], p["E"], p["c"]) for p in rows)


# ------------------------------------------------------------------ Prop. 2's proof: (75)-(79)
def test_prop2_by_hand():
    """K = [(3/4, 1/4); (1/4, 3/4)] in M(log 2, 1/4). Over Q_X(0) = P(X): sup = 3/4, inf = 1/4 for y = 0, while
    c S + (1 - Nc)max = 5/8 and c S + (1 - Nc)min = 3/8; (78)'s right side at E = 2 is 1/4 + (1/2)2(3/8) = 5/8 < 3/4.
    At E = 4 = 1/c, (35)'s Gamma_max(eps, c) = min{3, (2 + 1/4)/(3/4)} = 3 > (79)'s 2 + (1/4)/(3/8) = 8/3, while the
    kernel's own Gamma_max is (5/8)/(3/8) = 5/3."""
    point = {"K": SYMMETRIC, "E": F(2), "c": F(1, 4), "y": 0, "x": 0}
    assert satisfies_pml(SYMMETRIC, F(2), F(1, 4))
    for number, left, right in (("(76)", F(3, 4), F(5, 8)), ("(77)", F(1, 4), F(3, 8)), ("(78)", F(3, 4), F(5, 8))):
        finding = only_finding(number, point)
        assert (finding.left, finding.right, finding.kind) == (left, right, "typo"), number
    assert display("(75)").printed.at(point) == (F(5, 3), 3, True)
    top = {**point, "E": F(4)}
    finding = only_finding("(79)", top)
    assert (finding.left, finding.right, finding.kind) == (3, F(8, 3), "typo")
    assert shown.gamma_of_kernel(SYMMETRIC, F(1, 4)) == F(5, 3)
    assert display("(75)").printed.at(top)[:2] == (3, 3)
    # a slip on purpose: (76) with min for max, over Q_X(c) (the intended set)
    wrong = Display("(76)", Reading("sup over Q_X(c) = c S + (1-Nc) min", lambda p: shown._sup_over(p, p["c"]), "=",
                                    lambda p: p["c"] * shown.S(p) + (1 - 2 * p["c"]) * shown.bottom(p)))
    assert literal.read(wrong, [point]).findings[0].left == F(5, 8)


def test_prop2_points_satisfy_the_hypotheses():
    points = shown.prop2_points()
    assert all(satisfies_pml(p["K"], p["E"], p["c"]) and p["E"] <= 1 / p["c"] for p in points)
    assert all(v > 0 for p in shown.prop2_points(display("(75)")) for row in p["K"] for v in row)


def test_gamma_closed_form_matches_the_certified_lp_at_a_point():
    from workbench.lp.pipeline import certify_family
    assert certify_family("pml-gamma", "pml.gamma", N=3, E=F(4), c=F(1, 6)).value == shown.gamma_max(3, F(4), F(1, 6))


def test_q_x_of_an_input_other_than_0_is_empty():
    assert shown.vertices(3, 0) == [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
    with pytest.raises(ValueError, match="empty"):
        shown.vertices(3, 1)


def test_which_slip_makes_75_and_79_fail():
    """(75) fails only through Gamma_max(eps, c) for the kernel's own: with Q_X(0) = P(X) alone its right side only
    grows. (79) fails through either slip alone: Gamma_max(eps, c) with max_y, or the kernel's own with y free."""
    own = lambda p: shown.gamma_of_kernel(p["K"], p["c"])                         # noqa: E731
    of_eps_c = lambda p: shown.gamma_max(len(p["K"]), p["E"], p["c"])             # noqa: E731
    only_q = Display("(75)", Reading("own Gamma_max <= the printed right side over P(X)", own, "<=",
                                     shown._printed_75))
    assert literal.route([only_q], shown.prop2_points).status == "pass"
    free_y = Display("(79)", Reading("own Gamma_max, y free", own, "<=", shown._right_79))
    sup_k = Display("(79)", Reading("Gamma_max(eps, c), max_y", of_eps_c, "<=",
                                    lambda p: max(shown._right_79(p, y) for y in shown.used(p["K"]))))
    assert literal.findings([free_y], shown.prop2_points) and literal.findings([sup_k], shown.prop2_points)
