"""Hostile proof artefacts for the trusted replayer, each with the answer pinned here by hand (never computed by
the replayer under test) and the one-line reason it must be refused. Used by tests/kernel/test_hostile_artefacts.py
and by the replayer's mutation corpus (workbench/quality/polyproof_mutants.py), so that a mutant that drops a
check these artefacts need (unique names, strict JSON, the number grammar, no vacuous goal) is killed.

Each case is (what, JSON text, expected, reason): expected is "malformed" (exit 2), "invalid" (exit 1) or "valid"
(exit 0, the controls that show the refusals are about the one thing changed)."""
import json

FORMAT = "workbench-polynomial-proof/3"
X, Y, ONE = [1, 0], [0, 1], [0, 0]


def artefact(hypotheses=(), goals=(), steps=(), variables=("x", "y"), domain=None, **extra) -> dict:
    """An artefact over x, y >= 0 (unless told otherwise)."""
    return {"format": FORMAT, "claim": "hostile", "variables": list(variables),
            "domain": domain if domain is not None else {v: "0" for v in variables}, "statement": "", "argument": "",
            "hypotheses": list(hypotheses), "steps": list(steps), "goals": list(goals), **extra}


def goal(name, numerator, relation=">=", hypotheses=(), terms=(), denominator=None, **extra) -> dict:
    return {"name": name, "relation": relation, "hypotheses": list(hypotheses), "numerator": numerator,
            "denominator": denominator or [[ONE, "1"]], "denominator_sign": 1, "scale": [[ONE, "1"]],
            "terms": [{"multiplier": [[ONE, "1"]], "facts": list(f)} for f in terms], **extra}


def equality(name, lhs, rhs, hypotheses=()) -> dict:
    return {"name": name, "relation": "=", "hypotheses": list(hypotheses), "lhs": lhs, "rhs": rhs}


def text(value) -> str:
    return json.dumps(value)


# x > 0 from h, where two hypotheses are named h: "1 > 0" (strict) and "x >= 0". A replayer that takes the
# polynomial from one entry and strictness from the other "proves" x > 0 on x >= 0 (false at x = 0).
TWO_HS = artefact(hypotheses=[{"name": "h", "poly": [[ONE, "1"]], "strict": True}, {"name": "h", "poly": [[X, "1"]]}],
                  goals=[goal("x > 0", [[X, "1"]], ">", ["h"], [["h"]])])
X_GE_0 = {"name": "x >= 0", "poly": [[X, "1"]]}
X_GT_0 = {"name": "x > 0", "poly": [[X, "1"]], "strict": True}
VALID = artefact(hypotheses=[X_GE_0], goals=[goal("g", [[X, "1"]], ">=", ["x >= 0"], [["x >= 0"]])])


def with_coefficient(value) -> str:
    """VALID with its goal's coefficient written as `value` (a JSON string unless it is already text)."""
    raw = text(VALID).replace('"numerator": [[[1, 0], "1"]]', '"numerator": [[[1, 0], %s]]' % value, 1)
    assert raw != text(VALID) or value == '"1"'
    return raw


X_OVER_X = [[[X, "1"]], [[X, "1"]]]               # x/x: undefined at x = 0, on the box x >= 0
CASES = [
    ("control: x >= 0 from the hypothesis x >= 0", text(VALID), "valid", ""),
    ("two hypotheses named h (1 > 0 strict, x >= 0) give x > 0", text(TWO_HS), "malformed", "repeated"),
    ("a step and a hypothesis share a name", text(artefact(
        hypotheses=[X_GE_0], steps=[{"name": "x >= 0", "kind": "nonneg", "poly": [[ONE, "1"]],
                                     "shift": {"x": "0", "y": "0"}}],
        goals=[goal("g", [[X, "1"]], ">=", ["x >= 0"], [["x >= 0"]])])), "malformed", "repeated"),
    ("two steps share a name (a true sign fact off the domain, then a false one on it)", text(artefact(
        steps=[{"name": "s", "kind": "nonneg", "poly": [[X, "1"], [ONE, "-1"]], "shift": {"x": "1", "y": "0"}},
               {"name": "s", "kind": "nonneg", "poly": [[X, "1"], [ONE, "-1"]], "shift": {"x": "0", "y": "0"}}],
        goals=[goal("x >= 1", [[X, "1"], [ONE, "-1"]], ">=", [], [["s"]])])), "malformed", "repeated"),
    ("two goals share a name", text(artefact(hypotheses=[X_GE_0], goals=[
        goal("g", [[X, "1"]], ">=", ["x >= 0"], [["x >= 0"]]), goal("g", [[X, "2"]], ">=", ["x >= 0"], [["x >= 0"]])])),
     "malformed", "repeated"),
    ("a goal and a hypothesis share a name", text(artefact(hypotheses=[X_GE_0], goals=[
        goal("x >= 0", [[X, "1"]], ">=", ["x >= 0"], [["x >= 0"]])])), "malformed", "repeated"),
    ("a variable named twice", text(artefact(variables=("x", "x"), domain={"x": "0"}, hypotheses=[X_GE_0],
                                             goals=[goal("g", [[X, "1"]], ">=", ["x >= 0"], [["x >= 0"]])])),
     "malformed", "repeated"),
    ("a goal lists its hypothesis twice", text(artefact(hypotheses=[X_GE_0], goals=[
        goal("g", [[X, "1"]], ">=", ["x >= 0", "x >= 0"], [["x >= 0"]])])), "malformed", "repeated"),
    ("a name that is not printable ASCII", text(artefact(hypotheses=[{"name": "x \u2265 0", "poly": [[X, "1"]]}],
                                                         goals=[goal("g", [[X, "1"]], ">=", ["x \u2265 0"],
                                                                     [["x \u2265 0"]])])), "malformed", "printable"),
    ("a definition named like a hypothesis", text(artefact(
        variables=("x", "y", "X"), hypotheses=[X_GE_0],
        definitions=[{"name": "x >= 0", "fn": "exp", "arg": [[[1, 0, 0], "1"]], "vars": ["X"]}],
        goals=[goal("g", [[[1, 0, 0], "1"]], ">=", ["x >= 0"], [["x >= 0"]])])), "malformed", "repeated"),
    ("a duplicate key in the file (the second 'relation' wins in plain json)",
     text(VALID).replace('"relation": ">="', '"relation": ">", "relation": ">="'), "malformed", "duplicate key"),
    ("Infinity as a JSON constant in the domain", text(VALID).replace('"domain": {"x": "0"', '"domain": {"x": Infinity'),
     "malformed", "Infinity"),
    ("NaN as a coefficient", with_coefficient("NaN"), "malformed", "NaN"),
    ("'Infinity' as a domain string", text(VALID).replace('"domain": {"x": "0"', '"domain": {"x": "Infinity"'),
     "malformed", "not a rational"),
    ("a domain bound for an unknown name", text(artefact(domain={"x": "0", "y": "0", "z": "-5"}, hypotheses=[X_GE_0],
                                                         goals=[goal("g", [[X, "1"]], ">=", ["x >= 0"], [["x >= 0"]])])),
     "malformed", "domain"),
    ("the coefficient 1e200000000 (a hang if expanded)", with_coefficient('"1e200000000"'), "malformed", "not a rational"),
    ("the coefficient 1_0", with_coefficient('"1_0"'), "malformed", "not a rational"),
    ("the coefficient 1e0", with_coefficient('"1e0"'), "malformed", "not a rational"),
    ("the coefficient 1.5", with_coefficient('"1.5"'), "malformed", "not a rational"),
    ("non-ASCII digits", with_coefficient('"\\u0661"'), "malformed", "not a rational"),
    ("a space before the number", with_coefficient('" 1"'), "malformed", "not a rational"),
    ("a JSON number, not a string", with_coefficient("1"), "malformed", "number string"),
    ("a 5001-digit coefficient", with_coefficient('"%s"' % ("9" * 5001)), "malformed", "absurdly long"),
    ("a zero goal: 0 >= 0", text(artefact(goals=[goal("0 >= 0", [])])), "invalid", "zero polynomial"),
    ("a zero goal written as x - x", text(artefact(goals=[goal("x - x >= 0", [[X, "1"], [X, "-1"]])])), "invalid",
     "zero polynomial"),
    ("an equality 0 = 0", text(artefact(goals=[equality("0 = 0", [[], [[ONE, "1"]]], [[], [[ONE, "2"]]])])),
     "invalid", "states nothing"),
    ("a false equality 0 = x (one side 0 is no reason to stop)", text(artefact(goals=[equality(
        "0 = x", [[], [[ONE, "1"]]], [[[X, "1"]], [[ONE, "1"]]])])), "invalid", "differ"),
    ("a false equality x = y", text(artefact(goals=[equality("x = y", [[[X, "1"]], [[ONE, "1"]]],
                                                                    [[[Y, "1"]], [[ONE, "1"]]])])), "invalid", "differ"),
    ("an equality x/x = 1 where x may be 0", text(artefact(goals=[equality("x/x = 1", X_OVER_X, [[[ONE, "1"]], [[ONE, "1"]]])])),
     "invalid", "sign is not shown"),
    ("control: x/x = 1 under x > 0", text(artefact(hypotheses=[X_GT_0], goals=[
        equality("x/x = 1", X_OVER_X, [[[ONE, "1"]], [[ONE, "1"]]], ["x > 0"])])), "valid", ""),
    ("control: (x + 1)^2/(x + 1) = x + 1, multiplied out by the replayer", text(artefact(goals=[equality(
        "(x + 1)^2/(x + 1) = x + 1", [[[[2, 0], "1"], [X, "2"], [ONE, "1"]], [[X, "1"], [ONE, "1"]]],
        [[[X, "1"], [ONE, "1"]], [[ONE, "1"]]])])), "valid", ""),
    ("an equality with a third side", text(artefact(goals=[equality("x = x", [[[X, "1"]], [[ONE, "1"]], []],
                                                                    [[[X, "1"]], [[ONE, "1"]]])])), "malformed", ""),
    ("Taylor order given as true, not 1", text(artefact(
        variables=("u", "X"), hypotheses=[{"name": "t", "poly": [[[0, 1], "1"], [[1, 0], "-1"], [[0, 0], "-1"]],
                                           "schema": "exp u >= sum_{j<=k} u^j/j! (k odd)", "args": ["exp u"], "k": True}],
        definitions=[{"name": "exp u", "fn": "exp", "arg": [[[1, 0], "1"]], "vars": ["X"]}],
        goals=[goal("g", [[[0, 1], "1"], [[1, 0], "-1"], [[0, 0], "-1"]], ">=", ["t"], [["t"]])])), "malformed", "no fact"),
    ("no goal", text(artefact(hypotheses=[X_GE_0])), "invalid", "no goal"),
]
