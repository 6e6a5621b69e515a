"""The proof route says no: a wrong identity, a sign fact outside its domain, or steps that do not
entail the goal fail on replay; and what it proves is labelled with its strength."""
import pytest
import sympy as sp

from workbench.claims import DECISIVE, Evidence, RouteResult, decide, verdict_strength
from workbench.proof import Proof

x, y = sp.symbols("x y")


def test_a_true_proof_replays(tmp_path):
    proof = Proof("t", [x, y], "(x + y)^2 - 4xy >= 0", "it is (x - y)^2")
    proof.identity("square", (x + y) ** 2 - 4 * x * y, x - y, x - y)
    proof.hypothesis("(x - y)^2 >= 0", (x - y) ** 2)
    proof.goal("(x + y)^2 - 4xy >= 0", (x + y) ** 2 - 4 * x * y, hypotheses=["(x - y)^2 >= 0"],
               terms=[(1, ["(x - y)^2 >= 0"])])
    route, path = proof.route(tmp_path, "ok")
    assert route.status == "pass" and (tmp_path / path).exists() and route.strength == "proved"
    assert "proof" in DECISIVE and decide(Evidence({"proof": route}))[0] == "holds"


def test_steps_without_a_goal_prove_nothing(tmp_path):
    proof = Proof("t", [x, y], "(x + y)^2 - 4xy >= 0", "it is (x - y)^2")
    proof.identity("square", (x + y) ** 2 - 4 * x * y, x - y, x - y)
    route, _ = proof.route(tmp_path, "no-goal")
    assert route.status == "fail" and "states no goal" in route.detail


def test_true_steps_beside_the_point_fail(tmp_path):
    """Every step is true, but the goal (x - y >= 0 on x, y >= 0, false at (0, 1)) does not follow."""
    proof = Proof("t", [x, y], "x - y >= 0", "")
    proof.nonneg("x >= 0", x).nonneg("y >= 0", y).identity("square", x ** 2 - y ** 2, x - y, x + y)
    proof.goal("x >= y", x - y, terms=[(1, ["x >= 0"])])
    route, _ = proof.route(tmp_path, "beside")
    assert route.status == "fail" and "does not follow" in route.detail


def test_verdict_strength_is_the_weakest_decisive_part_unless_a_complete_route_decides():
    proved, lp, fuzz = RouteResult("pass", "", "proved"), RouteResult("pass", ""), RouteResult("pass", "")
    numeric = RouteResult("pass", "")
    assert verdict_strength("holds", Evidence({"proof": proved, "lp": lp})) == "certified"
    assert verdict_strength("holds", Evidence({"proof": proved})) == "exact-sampled"     # not complete: never proved
    assert verdict_strength("holds", Evidence({"lp": lp, "fuzz": fuzz, "numeric": numeric})) == "exact-sampled"
    assert verdict_strength("holds", Evidence({"lp": lp, "numeric": numeric})) == "certified"
    complete = RouteResult("pass", "", "proved", complete=True)
    assert verdict_strength("holds", Evidence({"proof": complete, "fuzz": fuzz})) == "proved"
    assert verdict_strength("holds", Evidence({"symbolic": RouteResult("pass", "")})) == "exact-sampled"
    corrected = Evidence({"exact": RouteResult("fail", "")}, {"x": 1}, "fixed", {"lp": lp, "fuzz": fuzz})
    assert verdict_strength("holds-with-correction", corrected) == "exact-sampled"
    assert verdict_strength("fails", Evidence({"exact": RouteResult("fail", "")}, {"x": 1})) == "proved"
    assert verdict_strength("inconclusive", Evidence({"numeric": numeric})) is None


def test_a_wrong_identity_fails(tmp_path):
    proof = Proof("t", [x, y], "wrong", "")
    proof.identity("square", (x + y) ** 2 - 4 * x * y, x - y, x + y)
    route, _ = proof.route(tmp_path, "wrong")
    assert route.status == "fail" and "lhs != product" in route.detail


def test_a_sign_fact_outside_its_domain_fails(tmp_path):
    proof = Proof("t", [x], "x - 2 >= 0 for x >= 1", "")
    proof.nonneg("too early", x - 2, {x: 1})
    route, _ = proof.route(tmp_path, "sign")
    assert route.status == "fail"
    assert decide(Evidence({"proof": route}, {"x": 1}))[0] == "fails"
    assert isinstance(route, RouteResult)


def test_pram_range_proof_replays_and_refuses_a_wrong_attainment_threshold():
    """v_max is attained iff e^alpha <= S - 2: the proof replays at that threshold; claiming attainment up to
    S - 1 (margin 1) makes a sign step fail on replay."""
    from proofs.pram.claims import range_proof
    from workbench.kernel import polyproof
    assert polyproof.check(range_proof().artefact()) is None
    problem = polyproof.check(range_proof(margin=1).artefact())
    assert problem is not None and "v_max point" in problem


def test_z3_second_opinion_agrees_with_a_true_proof_and_finds_the_wrong_threshold():
    from proofs.pram.claims import range_proof
    from workbench.z3_opinion import second_opinion
    true = second_opinion(range_proof().artefact())
    assert true["agrees"] == len(range_proof().steps) + len(range_proof().goals) and not true["counterexamples"]
    wrong = second_opinion(range_proof(margin=1).artefact())
    point = wrong["counterexamples"]["goal v_max point: ratio3 (l, 1)"]      # e^alpha > S - 2 there (at S2, E2)
    assert sp.Rational(point["E2"]) > sp.Rational(point["S2"]) - 2 and sp.Rational(point["S2"]) >= 3


def test_a_z3_counterexample_to_an_accepted_step_fails_the_route(tmp_path, monkeypatch):
    """z3 is never the last word for a pass, but a conflict with the replay is reported as a failure."""
    from workbench import proof as proof_module
    monkeypatch.setattr(proof_module, "second_opinion",
                        lambda artefact: {"agrees": 0, "unknown": [], "counterexamples": {"square": {"x": "1"}}})
    proof = Proof("t", [x, y], "(x + y)^2 - 4xy >= 0", "it is (x - y)^2")
    proof.identity("square", (x + y) ** 2 - 4 * x * y, x - y, x - y)
    proof.goal("x y >= 0", x * y)
    route, _ = proof.route(tmp_path, "conflict")
    assert route.status == "fail" and "z3 finds counterexamples" in route.detail


@pytest.mark.slow
def test_gamma_max_proof_replays_and_every_claim_mutant_stops_it(monkeypatch):
    """Prop. 2 exactly: the artefact built from the registered closed form replays; each mutant of that closed
    form either cannot be stated as the proof's goals or leaves a goal that does not follow."""
    from workbench.quality import claim_mutants
    from workbench.kernel import polyproof
    from workbench.claims import CLOSED_FORMS, load_all
    load_all()
    from proofs.pml.claims import GAMMA_EXACT, gamma_exact_proof
    assert polyproof.check(gamma_exact_proof().artefact()) is None
    form = next(f for f in CLOSED_FORMS if f.claim == "pml.gamma" and f.name == GAMMA_EXACT)
    judged = 0
    for description, mutant in claim_mutants.mutants(form.formula()):
        if sp.simplify(mutant - form.formula()) == 0:
            continue
        monkeypatch.setattr(form, "expression", mutant)
        try:
            problem = polyproof.check(gamma_exact_proof().artefact())
        except (ValueError, TypeError, sp.PolynomialError):
            problem = "not stateable"
        assert problem is not None, description
        judged += 1
    assert judged >= 15


def test_the_issue_kernel_attains_prop_2_below_two_over_nc():
    """N = 3, c = 1/6, e^eps = 5, not min{1/c, 2/(Nc)} = 4 but past 1/((N-1)c) = 3: the column (1, 0, 1/5) has
    PML level 5 and ratio 7/2 = (1 - Nc) e^eps + 1, the bound, as the exact closed form says."""
    from fractions import Fraction as F
    from workbench.mechanisms.pml import pml_level
    K = [[F(1), F(0)], [F(0), F(1)], [F(1, 5), F(4, 5)]]
    c, E, d = F(1, 6), F(5), 1 - 3 * F(1, 6)
    assert pml_level(K, c).E == E
    column = [row[0] for row in K]
    ratio = (c * sum(column) + d * max(column)) / (c * sum(column) + d * min(column))
    assert ratio == F(7, 2) == min(d * E + 1, (d * E + c) / (1 - 2 * c))


def test_pinned_shows_an_equality_at_a_pinned_parameter_and_refuses_a_wrong_pin_or_side():
    """Proof.pinned: E/(E + S - 1) = E/(E + 1) at S = 2, S kept a variable (S >= 2 on the domain, S <= 2 assumed): the
    side the domain gives is a nonneg step, the other a hypothesis; the two goals replay and state the relation in
    the case S <= 2. A wrong pin value (S = 3) or a wrong side (E/(E + 2)) leaves a residual of the wrong sign in one
    of the goals, and the replay refuses it; an equality between variables (S = k) pins by two hypotheses."""
    from workbench.formal import Statement, unmet
    from workbench.kernel import polyproof
    E, S, k = sp.symbols("E S k")

    def build(pins, rhs=E / (E + 1)):
        proof = Proof("t", [E, S, k], "", "", domain={E: 1, S: 2, k: 2})
        return proof.pinned("v_alpha at S = 2", E / (E + S - 1), rhs, pins)
    proof = build({S: 2})
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None and len(artefact["goals"]) == 2
    assert [h["name"] for h in artefact["hypotheses"]] == ["S <= 2"] and [s["name"] for s in artefact["steps"]] == ["S >= 2"]
    pinned = Statement("E S", asserts=lambda E, S: [(E / (E + S - 1), "=", E / (E + 1), [(S, "<=", 2)])],
                       domain={"E": 1, "S": 2})
    assert unmet(pinned, "t", [artefact]) is None
    unpinned = Statement("E S", asserts=lambda E, S: [(E / (E + S - 1), "=", E / (E + 1))], domain={"E": 1, "S": 2})
    assert "none of the statement's assumptions" in unmet(unpinned, "t", [artefact])
    assert "residual" in polyproof.check(build({S: 3}).artefact())                  # wrong pin value
    assert "residual" in polyproof.check(build({S: 2}, E / (E + 2)).artefact())     # wrong side
    assert "residual" in polyproof.check(build({S: 2}, 1 / (E + 1)).artefact())
    between = build({S: k}, E / (E + k - 1)).artefact()
    assert polyproof.check(between) is None and {h["name"] for h in between["hypotheses"]} == {"S >= k", "S <= k"}
    assert "residual" in polyproof.check(build({S: k}, E / (E + k)).artefact())
    for bad in ({}, {S: S + 1}):
        try:
            build(bad)
        except ValueError:
            continue
        raise AssertionError(f"pins {bad} accepted")
    try:
        Proof("t", [E, S], "", "", domain={E: 1, S: 2}).pinned("zero", E / (E + 1), E / (E + 1), {S: 2})
    except ValueError as error:
        assert "identically 0" in str(error)
    else:
        raise AssertionError("an identity without pins accepted")


def test_an_equality_goes_out_as_the_two_formulas_as_written_and_the_replayer_does_the_algebra():
    """Proof.equal: E/(E + 1) - 1/(E + 1) = (E - 1)/(E + 1) goes out as the two expression trees SymPy holds (nothing
    expanded or cancelled: the trees differ, where sp.together would have made one fraction of both); the replayer
    expands them, and a wrong side fails. Both sides one formula as written state nothing: no goal."""
    from workbench.formal import tree_of
    from workbench.kernel import polyproof
    E = sp.Symbol("E")
    assert tree_of(sp.Rational(3, 2) * E ** -2) == ["*", ["n", "3/2"], ["^", ["v", "E"], -2]]
    assert tree_of(E ** 100) == ["^", ["^", ["v", "E"], 50], 2]
    proof = Proof("t", [E], "", "", domain={E: 1})
    proof.equal("eta", E / (E + 1) - 1 / (E + 1), (E - 1) / (E + 1))
    goal = proof.artefact()["goals"][0]
    assert polyproof.check(proof.artefact()) is None and goal["lhs"] != goal["rhs"]
    assert goal["lhs"][0] == "+" and len(goal["lhs"]) == 3 and goal["rhs"][0] == "*"     # a sum of two fractions
    wrong = Proof("t", [E], "", "", domain={E: 1})
    wrong.equal("eta", E / (E + 1) - 1 / (E + 1), (E - 1) / (E + 2))
    assert "differ" in polyproof.check(wrong.artefact())
    assert Proof("t", [E], "", "", domain={E: 1}).equal("same", (E - 1) / (E + 1), (E - 1) / (E + 1)).goals == []


def test_split_takes_a_pair_and_more_hypotheses():
    """Proof.split with (lhs, rhs) and an extra `positive` hypothesis (two frictions of a user's paper): the goal
    replays, with both hypotheses named."""
    from workbench.kernel import polyproof
    x, y = sp.symbols("x y")
    proof = Proof("t", [x, y], "", "")
    proof.hypothesis("x >= y", x - y).hypothesis("y + 1 > 0", y + 1, strict=True)
    proof.split("x/(y + 1) >= y/(y + 1)", (x / (y + 1), y / (y + 1)), "x >= y", x, hypotheses=["y + 1 > 0"],
                positive="y + 1 > 0")
    goal = proof.artefact()["goals"][0]
    assert polyproof.check(proof.artefact()) is None and goal["hypotheses"] == ["x >= y", "y + 1 > 0"]


def test_a_denominator_whose_sign_is_not_shown_is_named_in_the_route(tmp_path):
    """A user's friction: the route says which denominator the goal ended with (after Proof's own cancelling)."""
    x = sp.Symbol("x")
    route, _ = Proof("t", [x], "", "").goal("1/(x - 1) >= 0", 1 / (x - 1)).route(tmp_path, "sign")
    assert route.status == "fail" and "(denominator x - 1, sign 1)" in route.detail
