"""The literal route (workbench.literal) reads a numbered display exactly as printed and can say no: a slipped display
gives a finding with both sides' values, graded typo when the intended reading survives; floats, unknown relations,
undecidable equalities and a display read by two claims are refused."""
from fractions import Fraction as F

import pytest

from proofs.pram import displays as pram_displays
from workbench import literal, rigorous
from workbench.literal import Display, Reading

ROW_12 = Reading("(S-1)x + E y <= E", lambda p: (p["S"] - 1) * p["x"] + p["E"] * p["y"], "<=", lambda p: p["E"])
SLIPPED_12 = Reading("S x + E y <= E", lambda p: p["S"] * p["x"] + p["E"] * p["y"], "<=", lambda p: p["E"])
V_ALPHA = {"S": 3, "E": F(2), "x": F(1, 2), "y": F(1, 2)}          # v_alpha = E/(S - 1 + E) = 1/2 at S = 3, E = 2


def test_a_display_that_holds_passes_and_counts_its_points():
    result = literal.route([Display("(12)", ROW_12)], lambda d: [V_ALPHA, {**V_ALPHA, "x": F(1, 4)}])
    assert result.status == "pass"
    assert "(12) at 2 points" in result.detail


def test_a_slipped_display_is_a_finding_with_both_values():
    # S x + E y at v_alpha: 3/2 + 1 = 5/2 > E = 2 (worked by hand)
    outcome = literal.read(Display("(12)", SLIPPED_12), [V_ALPHA])
    (finding,) = outcome.findings
    assert (finding.left, finding.right, finding.kind) == (F(5, 2), F(2), "statement")
    assert literal.route([Display("(12)", SLIPPED_12)], lambda d: [V_ALPHA]).status == "fail"


def test_a_slip_whose_intended_reading_holds_is_a_typo():
    outcome = literal.read(Display("(12)", SLIPPED_12, intended=ROW_12), [V_ALPHA])
    assert outcome.findings[0].kind == "typo"
    assert "read as intended ((S-1)x + E y <= E) it holds there (typo)" in outcome.findings[0].line()


def test_when_the_intended_reading_fails_too_the_grade_is_statement():
    wrong_too = Reading("x + y <= 0", lambda p: p["x"] + p["y"], "<=", lambda p: 0)
    outcome = literal.read(Display("(12)", SLIPPED_12, intended=wrong_too), [V_ALPHA])
    assert outcome.findings[0].kind == "statement"


def test_pram_15_as_printed_is_found_and_graded_typo():
    """(15) printed -(S-1)E x + y <= -1: at the 0-DP uniform q, S = 3, pairs (1/3, 1/3) give -1/3 <= -1, false;
    the mirror of (14), -(S-1)E x - y <= -1, gives -1 <= -1."""
    found = literal.findings(pram_displays.DISPLAYS, pram_displays.points)
    assert {f.number for f in found} == {"(15)"}
    uniform = [f for f in found if f.point == {"S": 3, "E": 1, "x": F(1, 3), "y": F(1, 3)}]
    assert uniform and (uniform[0].left, uniform[0].right, uniform[0].kind) == (F(-1, 3), -1, "typo")
    assert all(f.kind == "typo" for f in found)


def test_pram_points_are_pairs_of_vectors_the_exact_ldp_test_accepts():
    from workbench.mechanisms.ldp import is_ldp
    from workbench.mechanisms.pram import pram_matrix
    vectors = pram_displays.dp_vectors(4, F(2))
    assert len(vectors) >= 3 and all(is_ldp(pram_matrix(q), F(2)) for q in vectors)
    assert pram_displays.dp_vectors(3, F(1)) == [[F(1, 3)] * 3] * len(pram_displays.dp_vectors(3, F(1)))   # 0-DP: 1/S


def test_equality_of_enclosures_is_never_passed_by_overlap():
    log2 = rigorous.log(F(2))
    assert literal.relation_holds("=", F(1), F(1)) is True
    assert literal.relation_holds("=", log2, F(0)) is False                     # disjoint: decided
    assert literal.relation_holds("=", log2, rigorous.log(F(2))) is rigorous.UNDECIDED
    undecided = Display("(x)", Reading("log 2 = log 2", lambda p: rigorous.log(F(2)), "=",
                                       lambda p: rigorous.log(F(2))))
    assert literal.route([undecided], lambda d: [{}]).status == "skip"


def test_floats_and_unknown_relations_are_refused():
    with pytest.raises(TypeError, match="exact or rigorous"):
        literal.relation_holds("<=", 0.5, F(1))
    with pytest.raises(ValueError, match="unknown relation"):
        Reading("x ~ y", lambda p: 0, "~", lambda p: 0)
    with pytest.raises(ValueError, match="at least one display"):
        literal.route([], lambda d: [])


def test_no_points_is_not_a_pass():
    assert literal.route([Display("(12)", ROW_12)], lambda d: []).status == "skip"


def test_a_display_is_read_by_one_claim_only():
    display = Display("(99)", ROW_12)
    literal.register("testpaper.a", [display])
    literal.register("testpaper.a", [display])            # the same module imported twice: harmless
    with pytest.raises(ValueError, match=r"\(99\) of testpaper is already read by testpaper.a"):
        literal.register("testpaper.b", [display])
    del literal.READ["testpaper"]


# ----------------------------------------------------------------- exact sums of logs
def test_logs_decide_equalities_exactly():
    from workbench.literal import Logs
    assert Logs.log(6) == Logs.log(2) + Logs.log(3)
    assert F(1, 2) * Logs.log(4) == Logs.log(2)                   # 4^(1/2) = 2: the common denominator is raised
    assert Logs.log(2) != Logs.log(3) and Logs.log(2) != Logs(1)  # e^1 is not 2 (and never a rational power product)
    assert literal.relation_holds("<", Logs.log(2), Logs.log(3)) is True
    assert literal.relation_holds(">=", Logs.log(3), 1) is True  # log 3 = 1.0986...
    assert literal.relation_holds("<=", Logs.log(8), 3 * Logs.log(2)) is True
    with pytest.raises(TypeError, match="exact rationals only"):
        Logs.log(2) * Logs.log(3)
    with pytest.raises(ValueError, match="not a positive rational"):
        Logs.log(0)


# ----------------------------------------------------------------- PRAM (3)-(5), (9), (10) as printed
def _slipped(display, text, right):
    return Display(display.number, Reading(text, display.printed.left, display.printed.relation, right))


def test_pram_information_displays_hold_and_a_slipped_one_is_found():
    laws = pram_displays.joint_laws()
    assert literal.route(pram_displays.INFORMATION, pram_displays.joint_laws).status == "pass"
    five = pram_displays.INFORMATION[2]
    wrong = _slipped(five, "I = H(X) + H(Z) + H(X,Z)", lambda p: sum(
        (pram_displays._entropy(m) for m in pram_displays._marginals(p["joint"])), literal.Logs()) +
        pram_displays._joint_entropy(p["joint"]))
    assert len(literal.read(wrong, laws).findings) == len(laws)
    # on the product law (1/3, 2/3) x (1/4, 3/4), I = 0 exactly: the last point
    assert five.printed.left(laws[-1]) == 0


def test_pram_marginal_display_and_a_slip_in_its_denominator():
    points = pram_displays.marginal_points()
    (nine,) = pram_displays.MARGINAL
    assert literal.read(nine, points).findings == []
    wrong = _slipped(nine, "p_j q_j + sum p_k (1 - q_k)/S", lambda p: p["p"][p["j"]] * p["q"][p["j"]] + sum(
        p["p"][k] * (1 - p["q"][k]) / len(p["q"]) for k in range(len(p["q"])) if k != p["j"]))
    # S = 2, q = (0, 0), p = (1/2, 1/2): P(Z = 1) = 1/2 by M(q); the slip gives 1/4
    point = {"S": 2, "q": [F(0), F(0)], "p": [F(1, 2), F(1, 2)], "j": 0}
    (finding,) = literal.read(wrong, [point]).findings
    assert (finding.left, finding.right) == (F(1, 2), F(1, 4))


def test_pram_privacy_condition_without_its_indicator_is_found_at_s_2():
    (ten,) = pram_displays.DP_RATIOS
    points = pram_displays.dp_ratio_points()
    assert {ten.printed.left(p) for p in points} == {0, 1}           # DP and non-DP vectors both read
    assert literal.read(ten, points).findings == []
    wrong = _slipped(ten, "(10) with the third quotient for every S", lambda p: int(all(
        max((len(p["q"]) - 1) * p["q"][k] / (1 - p["q"][l]), (1 - p["q"][k]) / ((len(p["q"]) - 1) * p["q"][l]),
            (1 - p["q"][k]) / (1 - p["q"][l])) <= p["E"]
        for k in range(len(p["q"])) for l in range(len(p["q"])) if k != l)))
    # S = 2, q = (1/12, 11/12), E = 1: M(q) = [[1/12, 11/12], [1/12, 11/12]] is 0-DP, but (1-q_1)/(1-q_2) = 11
    (finding,) = literal.read(wrong, [{"S": 2, "E": F(1), "q": [F(1, 12), F(11, 12)]}]).findings
    assert (finding.left, finding.right) == (1, 0)


# ----------------------------------------------------------------- PML (12), (13) as printed
def test_pml_prior_bounds_hold_as_printed_and_tighter_slips_are_found():
    from proofs.pml import displays_intro as pml
    points = pml.points()
    assert literal.route(pml.DISPLAYS, pml.points).status == "pass"
    twelve, thirteen = pml.DISPLAYS
    # (13) is tight at randomized response: eta_TV = (E - 1)/(E + 1) = 1/2 at E = 3
    assert thirteen.printed.left(points[2]) == thirteen.printed.right(points[2]) == F(1, 2)
    slipped = _slipped(thirteen, "eta_TV(K) <= (E - 1)/(E + 2)", lambda p: (p["E"] - 1) / (p["E"] + 2))
    found = literal.read(slipped, points).findings
    assert found and (found[0].left, found[0].right) == (F(1, 5), F(1, 7))          # E = 3/2: 1/5 > (1/2)/(7/2)
    # (12) with its bound divided by 64: RR at E = 3, P = (1, 0), Q = (0, 1): D = (1/2) log 3 > 16/64 = 1/4
    slipped = _slipped(twelve, "D <= min{4, E^2}(E - 1)^2 TV^2 / 64", lambda p: min(4, p["E"] ** 2) *
                       (p["E"] - 1) ** 2 * pml.total_variation(p["P"], p["Q"]) ** 2 / 64)
    at_three = [f for f in literal.read(slipped, points).findings if f.point["E"] == 3 and len(f.point["K"]) == 2
                and f.point["P"] == [1, 0]]
    assert at_three and at_three[0].left == F(1, 2) * literal.Logs.log(3) and at_three[0].right == F(1, 4)


def test_the_intended_readings_are_a_correction_that_can_fail_too():
    found = literal.findings(pram_displays.DISPLAYS, pram_displays.points)
    assert literal.correction(pram_displays.DISPLAYS, found) == \
        "(15) should read -(S-1)E x - y <= -1 (printed: -(S-1)E x + y <= -1)"
    assert literal.intended_route(pram_displays.DISPLAYS, pram_displays.points).status == "pass"
    wrong = Display("(12)", SLIPPED_12, intended=SLIPPED_12)
    result = literal.intended_route([wrong], lambda d: [V_ALPHA])
    assert result.status == "fail" and result.detail.startswith("read as intended")


def test_pram_18_19_fail_as_printed_and_hold_as_repaired():
    """(18) at the 0-DP uniform q, S = 3: y - x = 0 >= 1 is false; the repair e^(2 alpha) y - x >= 0 reads 0 >= 0."""
    found = literal.findings(pram_displays.RANGE_STEP, pram_displays.points)
    first = [f for f in found if f.number == "(18)"][0]
    assert (first.point, first.left, first.right, first.kind) == ({"S": 3, "E": 1, "x": F(1, 3), "y": F(1, 3)}, 0, 1,
                                                                   "typo")
    assert {f.number for f in found} == {"(18)", "(19)"}
    assert literal.intended_route(pram_displays.RANGE_STEP, pram_displays.points).status == "pass"


def test_pml_5_8_11_hold_as_printed_and_slips_are_found():
    from proofs.pml import displays_intro as pml
    assert literal.route(pml.LDP_SUP + pml.DOBRUSHIN, pml.kernel_points).status == "pass"
    five, _ = pml.LDP_SUP
    (eight,) = pml.DOBRUSHIN
    K = [[F(3, 4), F(1, 4)], [F(1, 4), F(3, 4)]]          # LDP level 3; rows at TV distance 1/2
    # (10) with min_x for max_x: at a vertex e_x, min_x K(y|x')/K(y|x) <= 1, so the sup is log 1 = 0, not log 3
    slipped = _slipped(five, "sup_P sup_y log min_x K(y|x)/(K o P)(y)", lambda p: max(
        (literal.Logs.log(min(r[y] for r in p["K"]) / p["K"][x][y]) for x in range(2) for y in range(2)),
        key=lambda v: v.enclosure().lo))
    (finding,) = literal.read(slipped, [{"K": K}]).findings
    assert (finding.left, finding.right) == (literal.Logs.log(3), 0)
    # (8) with the TV distance halved twice: at the point masses the ratio is 1/2, the slipped right side 1/4
    halved = _slipped(eight, "... <= sup TV / 2", lambda p: max(pml.total_variation(a, b) for a in p["K"]
                                                                   for b in p["K"]) / 2)
    point = {"K": K, "P": [F(1), F(0)], "Q": [F(0), F(1)]}
    assert eight.printed.left(point) == eight.printed.right(point) == F(1, 2)
    (finding,) = literal.read(halved, [point]).findings
    assert (finding.left, finding.right) == (F(1, 2), F(1, 4))


def test_logs_equality_with_large_denominators_is_decided_without_powers():
    """Raising bases to the coefficients' common denominator (10^6 here) would form numbers of millions of digits;
    the prime exponents decide it at once."""
    from workbench.literal import Logs
    a, b, w = F(12345678901234567, 98765432109876543), F(1000003, 999983), F(37, 1000003)
    assert w * Logs.log(a * b) == w * Logs.log(a) + w * Logs.log(b)
    assert w * Logs.log(a * b) != w * Logs.log(a) + F(36, 1000003) * Logs.log(b)


def test_logs_refuse_floats_anywhere():
    """Fraction(0.1) is the binary value of 0.1: a float must never slip into an exact sum of logs."""
    from workbench.literal import Logs
    for build in (lambda: Logs.log(0.5), lambda: Logs(0.1), lambda: Logs(0, {F(2): 0.5}), lambda: Logs(0, {2.0: 1})):
        with pytest.raises(TypeError, match="exact rationals"):
            build()


def test_exact_vectors_and_matrices_print_as_in_a_finding():
    """literal.Vec and literal.Mat (the point values of the counting reasons and PML's displays): exact, hashable,
    printed as (1/2, 0) and [[1, 0], [1/2, 1/2]]; a float is refused."""
    from fractions import Fraction

    from workbench.literal import Mat, Vec
    v, m = Vec([Fraction(1, 2), 0]), Mat([[1, 0], [Fraction(1, 2), Fraction(1, 2)]])
    assert (str(v), repr(m)) == ("(1/2, 0)", "[[1, 0], [1/2, 1/2]]")
    assert hash(v) == hash((Fraction(1, 2), 0)) and m == ((1, 0), (Fraction(1, 2), Fraction(1, 2)))
    assert all(type(x) is Fraction for row in m for x in row)
    with pytest.raises(TypeError):
        Vec([0.5])


# --- relations, Logs, precision and the exact words (killers of mutants of workbench/literal.py) -------------------

from workbench.literal import Finding, Logs  # noqa: E402
from workbench.rigorous import Enclosure  # noqa: E402

TINY = F(1, 2 ** 100)
# log(1 + 2^-100) > 0, but at 64 bits its enclosure contains 0: decided only from 256 bits on
LOG_NOT_POSITIVE = Reading("log(1 + 2^-100) <= 0", lambda p: rigorous.log(1 + TINY), "<=", lambda p: 0)
OVERLAPPING = Reading("[0, 2] = 1", lambda p: Enclosure(F(0), F(2)), "=", lambda p: 1)    # undecided at every precision


def _imprecise(p):
    raise rigorous.Imprecise("undecided at every precision")


def test_every_relation_on_exact_values_and_the_refusals_word_for_word():
    assert [literal.relation_holds(r, 1, 2) for r in literal.RELATIONS] == [False, True, False, True, False]
    assert [literal.relation_holds(r, F(2), 1) for r in literal.RELATIONS] == [False, False, True, False, True]
    with pytest.raises(ValueError, match=r"^unknown relation '!=' \(one of =, <=, >=, <, >\)$"):
        literal.relation_holds("!=", 1, 2)
    with pytest.raises(TypeError, match="^a literal reading needs exact or rigorous values, got float 0.5$"):
        literal.relation_holds("<=", 0.5, 1)
    with pytest.raises(TypeError, match="^a literal reading needs exact or rigorous values, got bool True$"):
        literal.relation_holds("<=", True, 1)
    with pytest.raises(ValueError, match=r"^x: unknown relation '=<' \(one of =, <=, >=, <, >\)$"):
        Reading("x", lambda p: 1, "=<", lambda p: 1)


def test_a_rational_beside_an_enclosure_or_a_log_is_compared_as_one():
    """The exact shortcut is for two rationals only: a rational against an enclosure (either side) or a sum of
    logs is decided by the enclosure (or exactly for the logs), never by Python's order on mixed types."""
    box = Enclosure(F(1), F(2))
    assert [literal.relation_holds(r, F(3), box) for r in literal.RELATIONS] == [False, False, True, False, True]
    assert [literal.relation_holds(r, box, 0) for r in literal.RELATIONS] == [False, False, True, False, True]
    assert literal.relation_holds("=", F(3, 2), box) is rigorous.UNDECIDED
    assert [literal.relation_holds(r, 1, Logs.log(3)) for r in literal.RELATIONS] == [False, True, False, True, False]
    assert literal.relation_holds("=", 0, Logs.log(8) - 3 * Logs.log(2)) is True


def test_enclosures_compare_and_an_equality_of_enclosures_is_never_passed():
    low, high, one = Enclosure(F(0), F(1, 4)), Enclosure(F(1, 2), F(1)), Enclosure(F(1), F(1))
    assert literal.relation_holds("=", low, high) is False and literal.relation_holds("=", high, low) is False
    assert literal.relation_holds("=", one, one) is rigorous.UNDECIDED
    assert literal.relation_holds("<", low, high) is True and literal.relation_holds(">", high, low) is True
    # a Logs beside an Enclosure is compared through its own enclosure: log 2 = 0.693... <= [1, 1]
    assert literal.relation_holds("<=", Logs.log(2), one) is True
    assert literal.relation_holds(">=", one, Logs.log(2)) is True


def test_logs_compare_exactly_in_every_relation():
    six, two_and_three = Logs.log(6), Logs.log(2) + Logs.log(3)
    assert [literal.relation_holds(r, six, two_and_three) for r in literal.RELATIONS] == [True, True, True, False,
                                                                                           False]
    assert [literal.relation_holds(r, Logs.log(3), Logs.log(2)) for r in literal.RELATIONS] == [False, False, True,
                                                                                                 False, True]


def test_logs_are_built_merged_and_printed_exactly():
    assert Logs(0, {1: 5}).terms == {} and Logs(0, {2: 3}).terms == {F(2): 3} and Logs.log(2).terms == {F(2): 1}
    assert Logs(0, {2: 0}).terms == {}
    product = Logs(2, {3: 1}) * 4
    assert (product.constant, product.terms) == (8, {F(3): 4})
    assert (Logs.log(2) * 0).terms == {} and (Logs.log(2) * 0).constant == 0
    difference = 3 - Logs.log(2)
    assert (difference.constant, difference.terms) == (3, {F(2): -1})
    assert repr(Logs(0)) == "0" and repr(Logs(0, {2: 1})) == "1 log(2)"
    assert repr(Logs(F(1, 2), {3: 2, 2: -1})) == "1/2 + -1 log(2) + 2 log(3)"
    for bad in (0.5, Logs.log(2)):
        with pytest.raises(TypeError, match=r"^Logs multiply by exact rationals only \(a product of logs is not a "
                                            r"sum of logs\)$"):
            Logs.log(2) * bad
    with pytest.raises(TypeError, match="^Logs combine with exact rationals only, not float$"):
        Logs.of(0.5)
    with pytest.raises(TypeError, match=r"^Logs take exact rationals \(int, Fraction\), not float 0.5$"):
        Logs.log(0.5)


def test_is_zero_takes_an_enclosure_touching_zero_as_no_answer(monkeypatch):
    """The enclosure only shortcuts a nonzero value when it excludes 0 strictly; one that touches or contains 0 leaves
    it to the prime exponents (log 2 + log 3 - log 6 = 0; log 2 - log 3 != 0)."""
    zero, nonzero = Logs.log(2) + Logs.log(3) - Logs.log(6), Logs.log(2) - Logs.log(3)
    for box in (Enclosure(F(0), F(1)), Enclosure(F(-1), F(0)), Enclosure(F(-1), F(1))):
        monkeypatch.setattr(Logs, "enclosure", lambda self, box=box: box)
        assert zero.is_zero() is True and nonzero.is_zero() is False


def test_a_display_decided_only_at_a_higher_precision_is_read_there():
    with rigorous.working_precision(64):
        assert LOG_NOT_POSITIVE.at({})[2] is rigorous.UNDECIDED          # the premise of this test
    outcome = literal.read(Display("(1)", LOG_NOT_POSITIVE), [{}])
    assert (outcome.decided, outcome.undecided, len(outcome.findings)) == (1, 0, 1)


def test_undecided_points_are_counted_and_reading_goes_on():
    never = Reading("a side undecided at every precision", _imprecise, "<=", lambda p: 0)
    outcome = literal.read(Display("(1)", OVERLAPPING), [{}, {}, V_ALPHA])
    assert (outcome.decided, outcome.undecided, outcome.findings) == (0, 3, [])
    outcome = literal.read(Display("(2)", never), [{}, {}])
    assert (outcome.decided, outcome.undecided, outcome.findings) == (0, 2, [])
    mixed = Display("(3)", Reading("x <= 1/2", lambda p: p["x"] if "x" in p else Enclosure(F(0), F(1)), "<=",
                                   lambda p: F(1, 2)))
    outcome = literal.read(mixed, [{}, {}, {"x": F(1, 4)}])
    assert (outcome.decided, outcome.undecided) == (1, 2)


def test_findings_and_route_details_word_for_word():
    slipped = Display("(12)", SLIPPED_12, intended=ROW_12, where="S >= 2")
    plain = Display("(13)", Reading("x <= 1/4", lambda p: p["x"], "<=", lambda p: F(1, 4)))
    (finding,) = literal.read(slipped, [V_ALPHA]).findings
    assert finding == Finding("(12)", V_ALPHA, F(5, 2), F(2), "<=", "S x + E y <= E", "(S-1)x + E y <= E", True)
    typo = ("(12) as printed, S x + E y <= E, fails at S = 3, E = 2, x = 1/2, y = 1/2: left side 5/2, right side 2, so "
            "not <=; read as intended ((S-1)x + E y <= E) it holds there (typo)")
    assert finding.line() == typo
    lone = ("(13) as printed, x <= 1/4, fails at S = 3, E = 2, x = 1/2, y = 1/2: left side 1/2, right side 1/4, so "
            "not <= (statement)")
    assert literal.read(plain, [V_ALPHA]).findings[0].line() == lone
    wrong_too = Display("(12)", SLIPPED_12, intended=Reading("x <= 0", lambda p: p["x"], "<=", lambda p: 0))
    assert literal.read(wrong_too, [V_ALPHA]).findings[0].line() == typo.replace(
        "; read as intended ((S-1)x + E y <= E) it holds there (typo)", "; the intended reading fails there too "
                                                                           "(statement)")
    failed = literal.route([slipped, plain, Display("(14)", OVERLAPPING)], lambda d: [V_ALPHA])
    assert (failed.status, failed.detail) == ("fail", f"read as printed: {typo} | {lone} [(12) at 1 points; "
                                                      f"(13) at 1 points; (14) at 0 points (1 undecided)]")
    skipped = literal.route([Display("(12)", ROW_12), Display("(14)", OVERLAPPING), Display("(15)", OVERLAPPING)],
                            lambda d: [V_ALPHA])
    assert (skipped.status, skipped.detail) == ("skip", "read as printed: no decided point for (14), (15) [(12) at 1 "
                                                        "points; (14) at 0 points (1 undecided); (15) at 0 points "
                                                        "(1 undecided)]")
    with pytest.raises(ValueError, match="^the literal route needs at least one display$"):
        literal.route([], lambda d: [V_ALPHA])


def test_findings_corrections_and_the_intended_route_use_each_displays_own_points():
    slipped = Display("(12)", SLIPPED_12, intended=ROW_12, where="S >= 2")
    plain = Display("(13) read as printed", Reading("x <= 1/4", lambda p: p["x"], "<=", lambda p: F(1, 4)))
    points = {"(12)": [V_ALPHA], "(13) read as printed": [{"x": F(1, 2)}]}
    assert [f.number for f in literal.findings([slipped, plain], lambda d: points[d.number])] == \
        ["(12)", "(13) read as printed"]
    assert literal.as_intended(slipped) == Display("(12)", ROW_12, None, "S >= 2")
    route = literal.intended_route([slipped, plain], lambda d: points[d.number])
    assert route.status == "fail" and route.detail.startswith("read as intended: (13) read as printed as printed, ")
    assert route.detail.count("read as intended") == 1
    found = literal.findings([slipped, plain], lambda d: points[d.number])
    assert literal.correction([slipped, plain], found) == (
        "(12) should read (S-1)x + E y <= E (printed: S x + E y <= E); (13) read as printed as printed, x <= 1/4, "
        "fails and has no intended reading")


def test_the_route_shows_the_first_three_findings_of_a_display():
    four = [{"x": F(k)} for k in (1, 2, 3, 4)]
    result = literal.route([Display("(13)", Reading("x <= 0", lambda p: p["x"], "<=", lambda p: 0))], lambda d: four)
    assert result.detail.count("(13) as printed") == 3 and "fails at x = 3:" in result.detail
    assert "fails at x = 4:" not in result.detail and result.detail.endswith("[(13) at 4 points]")
