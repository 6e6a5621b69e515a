"""The proof builders and z3's second opinion compute pure functions once (Proof's terms and sign tests, z3's
terms and answers): the same answers as computing them again, never another input's."""
import sympy as sp

from workbench import z3_opinion
from workbench.proof import Proof

x, y = sp.symbols("x y")


def test_terms_are_fresh_lists_each_time():
    proof = Proof("t", [x, y], "", "")
    first = proof._terms((x + y) ** 2)
    assert first == [[[2, 0], "1"], [[1, 1], "2"], [[0, 2], "1"]]
    first[0][0][0], first[0][1] = 7, "9"          # the artefact's lists are its own: a later goal's are untouched
    assert proof._terms((x + y) ** 2) == [[[2, 0], "1"], [[1, 1], "2"], [[0, 2], "1"]]
    assert proof._terms(3) == [[[0, 0], "3"]] and Proof("t", [y, x], "", "")._terms(x ** 2) == [[[0, 2], "1"]]


def test_sign_tests_are_per_box():
    """x - 1 >= 0 on x >= 1, not on x >= 0: a remembered answer is the answer for its own domain."""
    assert Proof("t", [x], "", "", domain={x: 1})._nonneg(x - 1)
    assert not Proof("t", [x], "", "")._nonneg(x - 1)
    later = Proof("t", [x], "", "")
    later.domain[x] = sp.Rational(3, 2)                       # the domain as it is when asked
    assert later._lower()[0] == sp.Rational(3, 2) and later._nonneg(x - 1)
    assert Proof("t", [x], "", "", domain={x: 1}).denominator_sign(1 - x) == -1


def test_z3_terms_are_built_once_and_as_before():
    import z3
    variables = [z3.Real("x"), z3.Real("y")]
    terms = z3_opinion._Terms(z3, variables)
    polynomial = terms.polynomial([[[2, 0], "1/2"], [[0, 1], "-3"]])
    x_, y_ = variables
    assert polynomial.eq(z3.RealVal(0) + z3.RealVal("1/2") * x_ * x_ + z3.RealVal("-3/1") * y_)
    assert terms.polynomial([[[2, 0], "1/2"], [[0, 1], "-3"]]) is polynomial
    assert terms.numeral("2/4").eq(z3.RealVal("1/2"))


def test_z3_checks_a_formula_once_per_resource_limit(monkeypatch):
    import z3
    checks = []
    check = z3.Solver.check
    monkeypatch.setattr(z3.Solver, "check", lambda self, *a: checks.append(1) or check(self, *a))
    monkeypatch.setattr(z3_opinion, "_ANSWERS", {})
    artefact = {"variables": ["x"], "domain": {"x": "0"}, "hypotheses": [], "goals": [],
                "steps": [{"name": "x - 1 >= 0", "kind": "nonneg", "poly": [[[1], "1"], [[0], "-1"]],
                           "shift": {"x": "0"}},
                          {"name": "again", "kind": "nonneg", "poly": [[[1], "1"], [[0], "-1"]], "shift": {"x": "0"}},
                          {"name": "x >= 0", "kind": "nonneg", "poly": [[[1], "1"]], "shift": {"x": "0"}}]}
    opinion = z3_opinion.second_opinion(artefact)
    assert opinion["agrees"] == 1 and set(opinion["counterexamples"]) == {"x - 1 >= 0", "again"}
    assert opinion["counterexamples"]["again"] == opinion["counterexamples"]["x - 1 >= 0"] and len(checks) == 2
    opinion["counterexamples"]["again"]["x"] = "changed"               # each answer's counterexample is its own
    assert z3_opinion.second_opinion(artefact)["counterexamples"]["again"]["x"] != "changed" and len(checks) == 2
    z3_opinion.second_opinion(artefact, resource_limit=z3_opinion.RESOURCE_LIMIT + 1)
    assert len(checks) == 4
