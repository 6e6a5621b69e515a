"""Hostile proof artefacts for the trusted replayer, each with the answer pinned here by hand (never computed by
the replayer under test) and the one-line reason it must be refused. Used by tests/kernel/test_hostile_artefacts.py
and by the replayer's mutation corpus (workbench/quality/polyproof_mutants.py), so that a mutant that drops a
check these artefacts need (unique names, strict JSON, the number grammar, no vacuous goal) is killed.

Each case is (what, JSON text, expected, reason): expected is "malformed" (exit 2), "invalid" (exit 1) or "valid"
(exit 0, the controls that show the refusals are about the one thing changed)."""
import json

FORMAT = "workbench-polynomial-proof/4"
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


# expression trees (an equality's sides): numbers, variables, sums, products, integer powers
N = lambda q: ["n", q]
V = lambda v: ["v", v]
X_OVER_X = ["*", V("x"), ["^", V("x"), -1]]          # x/x: undefined at x = 0, on the box x >= 0
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
    ("an equality 0 = 0", text(artefact(goals=[equality("0 = 0", N("0"), ["*", N("0"), N("2")])])),
     "invalid", "states nothing"),
    ("an equality x = x: one tree on both sides states nothing", text(artefact(goals=[equality("x = x", V("x"), V("x"))])),
     "invalid", "states nothing"),
    ("a false equality 0 = x (one side 0 is no reason to stop)", text(artefact(goals=[equality("0 = x", N("0"), V("x"))])),
     "invalid", "differ"),
    ("a false equality x = y", text(artefact(goals=[equality("x = y", V("x"), V("y"))])), "invalid", "differ"),
    ("an equality x/x = 1 where x may be 0", text(artefact(goals=[equality("x/x = 1", X_OVER_X, N("1"))])),
     "invalid", "sign is not shown"),
    ("x/x = 1 with x > 0 in the artefact but not named by the goal (a divisor's sign from another goal's hypothesis)",
     text(artefact(hypotheses=[X_GT_0], goals=[equality("x/x = 1", X_OVER_X, N("1"))])), "invalid", "sign is not shown"),
    ("control: x/x = 1 under x > 0", text(artefact(hypotheses=[X_GT_0], goals=[
        equality("x/x = 1", X_OVER_X, N("1"), ["x > 0"])])), "valid", ""),
    ("control: (x + 1)^2/(x + 1) = x + 1, multiplied out by the replayer", text(artefact(goals=[equality(
        "(x + 1)^2/(x + 1) = x + 1", ["*", ["^", ["+", V("x"), N("1")], 2], ["^", ["+", V("x"), N("1")], -1]],
        ["+", N("1"), V("x")])])), "valid", ""),
    ("a divisor hidden inside a product: (x/x) (x + 1) = x + 1 where x may be 0", text(artefact(goals=[equality(
        "(x/x)(x + 1) = x + 1", ["*", X_OVER_X, ["+", V("x"), N("1")]], ["+", N("1"), V("x")])])),
     "invalid", "sign is not shown"),
    ("a divisor whose own denominator is positive: 1/(x/(x + 1)) = (x + 1)/x where x may be 0", text(artefact(goals=[
        equality("1/(x/(x+1)) = (x+1)/x", ["^", ["*", V("x"), ["^", ["+", V("x"), N("1")], -1]], -1],
                 ["*", ["+", V("x"), N("1")], ["^", V("x"), -1]])])), "invalid", "sign is not shown"),
    ("1/0 = 1/0 written two ways", text(artefact(goals=[equality("1/0", ["^", N("0"), -1], ["^", ["*", N("0"), V("x")], -1])])),
     "invalid", "sign is not shown"),
    ("an equality with a third side (a side as [numerator, denominator, extra])", text(artefact(goals=[equality(
        "x = x", [[[X, "1"]], [[ONE, "1"]], []], V("x"))])), "malformed", "not an expression tree"),
    ("an old [numerator, denominator] side", text(artefact(goals=[equality(
        "x = x", [[[X, "1"]], [[ONE, "1"]]], ["+", V("x"), N("0")])])), "malformed", "not an expression tree"),
    ("a tree naming an unknown variable", text(artefact(goals=[equality("z = z + 0", V("z"), ["+", V("z"), N("0")])])),
     "malformed", "not an expression tree"),
    ("a tree with a string for a node", text(artefact(goals=[equality("x = x + 0", "vx", ["+", V("x"), N("0")])])),
     "malformed", "not an expression tree"),
    ("a power 0", text(artefact(goals=[equality("x^0 = 1", ["^", V("x"), 0], N("1"))])), "malformed",
     "not an expression tree"),
    ("a power 65", text(artefact(goals=[equality("x^65 = x^65", ["^", V("x"), 65], ["*", V("x"), ["^", V("x"), 64]])])),
     "malformed", "not an expression tree"),
    ("a power given as true", text(artefact(goals=[equality("x^1 = x", ["^", V("x"), True], ["+", V("x"), N("0")])])),
     "malformed", "not an expression tree"),
    ("a power given as 2.0", text(artefact(goals=[equality("x^2 = x x", ["^", V("x"), 2.0], ["*", V("x"), V("x")])])),
     "malformed", "not an expression tree"),
    ("an empty sum", text(artefact(goals=[equality("() = 0", ["+"], N("0"))])), "malformed", "not an expression tree"),
    ("a tree number 1e3", text(artefact(goals=[equality("1e3 = 1000", N("1e3"), N("1000"))])), "malformed",
     "not a rational"),
    ("a product too large to expand ((x + 1)^64 (y + 1)^64)^2: 4225^2 terms, refused before multiplying", text(
        artefact(goals=[equality("big", ["^", ["*", ["^", ["+", V("x"), N("1")], 64], ["^", ["+", V("y"), N("1")], 64]], 2],
                                 N("0"))])), "malformed", "too large"),
    ("control: x^1 = x (a power 1 is x itself, no divisor)", text(artefact(goals=[equality(
        "x^1 = x", ["^", V("x"), 1], ["+", V("x"), N("0")])])), "valid", ""),
    ("control: (x^64)^16 x = x (x^64)^16, exponents at the bound 1024", text(artefact(goals=[equality(
        "x^1025", ["*", ["^", ["^", V("x"), 64], 16], V("x")], ["*", V("x"), ["^", ["^", V("x"), 64], 16]])])),
     "valid", ""),
    ("an empty list for a side", text(artefact(goals=[equality("[] = x", [], V("x"))])), "malformed",
     "not an expression tree"),
    ("a power too high to expand (x^64)^64", text(artefact(goals=[equality("high", ["^", ["^", V("x"), 64], 64], N("0"))])),
     "malformed", "too large"),
    ("Taylor order given as true, not 1", text(artefact(
        variables=("u", "X"), hypotheses=[{"name": "t", "poly": [[[0, 1], "1"], [[1, 0], "-1"], [[0, 0], "-1"]],
                                           "schema": "exp u >= sum_{j<=k} u^j/j! (k odd)", "args": ["exp u"], "k": True}],
        definitions=[{"name": "exp u", "fn": "exp", "arg": [[[1, 0], "1"]], "vars": ["X"]}],
        goals=[goal("g", [[[0, 1], "1"], [[1, 0], "-1"], [[0, 0], "-1"]], ">=", ["t"], [["t"]])])), "malformed", "no fact"),
    ("no goal", text(artefact(hypotheses=[X_GE_0])), "invalid", "no goal"),
]


# Indexed sums. Variables w, p (the index), g (a parameter), n (the count), A = sum w, B = sum w p, C = sum p.
# G1: w (p - g) >= 0 from p >= g, summed: B - g A >= 0; with A = 1 the final goal B - g >= 0.
# G2: 1 - p >= 0 from p <= 1, summed: n - C >= 0 (the zero monomial is the count); the final goal n - C >= 0.
SUM_VARS, N7 = ("w", "p", "g", "n", "A", "B", "C"), 7


def e7(**powers) -> list:
    return [powers.get(v, 0) for v in SUM_VARS]


def goal7(name, numerator, relation=">=", hypotheses=(), terms=(), denominator=None, **extra) -> dict:
    """goal() over the seven variables (scale and multipliers 1)."""
    one = [[e7(), "1"]]
    return goal(name, numerator, relation, hypotheses, terms, denominator or one, **extra) | {
        "scale": one, "terms": [{"multiplier": one, "facts": list(f)} for f in terms]}


def sum_artefact(change=None) -> dict:
    """The valid sum artefact, or a copy changed by change(artefact) (each hostile case below changes one thing)."""
    one = [e7(), "1"]
    a = artefact(variables=SUM_VARS, domain={v: "0" for v in SUM_VARS} | {"n": "1"}, hypotheses=[
        {"name": "p >= g", "poly": [[e7(p=1), "1"], [e7(g=1), "-1"]]}, {"name": "p <= 1", "poly": [one, [e7(p=1), "-1"]]},
        {"name": "A >= 1", "poly": [[e7(A=1), "1"], [e7(), "-1"]]}, {"name": "A <= 1", "poly": [one, [e7(A=1), "-1"]]},
        {"name": "A >= 0", "poly": [[e7(A=1), "1"]]}], goals=[
        goal7("G1", [[e7(w=1, p=1), "1"], [e7(w=1, g=1), "-1"]], ">=", ["p >= g"], [["p >= g"]]),
        goal7("G2", [one, [e7(p=1), "-1"]], ">=", ["p <= 1"], [["p <= 1"]]),
        goal7("B - g >= 0", [[e7(B=1), "1"], [e7(g=1), "-1"]], ">=", ["A >= 1"], [["sum G1"], ["A >= 1"]]),
        goal7("n - C >= 0", [[e7(n=1), "1"], [e7(C=1), "-1"]], ">=", [], [["sum G2"]])],
        sums=[{"name": "sum G1", "goal": "G1", "index": ["w", "p"], "count": "n", "monomials": [[[1, 0], "A"], [[1, 1], "B"]]},
              {"name": "sum G2", "goal": "G2", "index": ["w", "p"], "count": "n", "monomials": [[[0, 1], "C"]]}])
    a["goals"][0]["terms"][0]["multiplier"] = [[e7(w=1), "1"]]          # w (p - g): w times p >= g
    a["goals"][2]["terms"][1]["multiplier"] = [[e7(g=1), "1"]]          # B - g = (B - g A) + g (A - 1)
    if change:
        change(a)
    return a


def _set(path, value):
    def change(a):
        *keys, last = path
        target = a
        for key in keys:
            target = target[key]
        target[last] = value
    return change


CASES += [
    ("control: a sum lemma (B - g A >= 0, n - C >= 0) used by later goals", text(sum_artefact()), "valid", ""),
    ("a sum of a <= goal (its derivation shows -g >= 0: summing g would be false)", text(sum_artefact(lambda a: a[
        "goals"].__setitem__(0, goal7("G1", [[e7(w=1, g=1), "1"], [e7(w=1, p=1), "-1"]], "<=", ["p >= g"], [["p >= g"]]) | {"terms": [
        {"multiplier": [[e7(w=1), "1"]], "facts": ["p >= g"]}]}))),
     "invalid", "no >= goal"),
    ("a sum of a >= goal with denominator -1, sign -1 (it shows -numerator >= 0)", text(sum_artefact(lambda a: a[
        "goals"].__setitem__(0, goal7("G1", [[e7(w=1, g=1), "1"], [e7(w=1, p=1), "-1"]], ">=", ["p >= g"], [["p >= g"]],
                                     [[e7(), "-1"]], denominator_sign=-1) | {"terms": [
                                         {"multiplier": [[e7(w=1), "1"]], "facts": ["p >= g"]}]}))), "invalid", "no >= goal"),
    ("a sum of an equality goal", text(sum_artefact(lambda a: a["goals"].__setitem__(0, equality(
        "G1", V("w"), ["+", V("w"), N("0")])))), "invalid", "no >= goal"),
    ("a summed goal that uses another sum lemma", text(sum_artefact(lambda a: (a["goals"].append(goal7(
        "G3", [[e7(B=1), "1"], [e7(g=1, A=1), "-1"]], ">=", [], [["sum G1"]])), a["sums"].append(
        {"name": "sum G3", "goal": "G3", "index": ["w"], "count": "n", "monomials": []})))), "invalid", "free of sum lemmas"),
    ("the count in the summed goal", text(sum_artefact(lambda a: a["goals"][1]["numerator"].append([e7(n=1), "1"]))),
     "invalid", "appears in its goal"),
    ("an S in a hypothesis the summed goal names (unused in its terms)", text(sum_artefact(
        lambda a: a["goals"][0]["hypotheses"].append("A >= 0"))), "invalid", "appears in its goal"),
    ("a monomial of the goal without its S (w p)", text(sum_artefact(_set(["sums", 0, "monomials"], [[[1, 0], "A"]]))),
     "invalid", "has no S"),
    ("a monomial declared twice", text(sum_artefact(_set(["sums", 1, "monomials"], [[[0, 1], "C"], [[0, 1], "B"]]))),
     "invalid", "declared twice"),
    ("the zero monomial declared with an S (it is the count)", text(sum_artefact(
        _set(["sums", 1, "monomials"], [[[0, 1], "C"], [[0, 0], "B"]]))), "invalid", "declared twice"),
    ("one S for two monomials", text(sum_artefact(_set(["sums", 0, "monomials"], [[[1, 0], "A"], [[1, 1], "A"]]))),
     "invalid", "not distinct"),
    ("an index variable as the count", text(sum_artefact(_set(["sums", 1, "count"], "p"))), "invalid", "not distinct"),
    ("an S that is no variable", text(sum_artefact(_set(["sums", 1, "monomials"], [[[0, 1], "Z"]]))), "malformed",
     "not in list"),
    ("an S defined as exp(g)", text(sum_artefact(lambda a: a.__setitem__("definitions", [
        {"name": "exp g", "fn": "exp", "arg": [[e7(g=1), "1"]], "vars": ["C"]}]))), "invalid", "defined"),
    ("the count defined as exp(g)", text(sum_artefact(lambda a: (a["domain"].__setitem__("n", "0"), a.__setitem__(
        "definitions", [{"name": "exp g", "fn": "exp", "arg": [[e7(g=1), "1"]], "vars": ["n"]}])))), "invalid", "defined"),
    ("an index variable bounded below by -1 (sum p may be < 0, below C's box)", text(sum_artefact(
        _set(["domain", "p"], "-1"))), "invalid", "bounded below"),
    ("an S bounded below by 1/2 (sum w p may be 0)", text(sum_artefact(_set(["domain", "B"], "1/2"))), "invalid",
     "bounded below"),
    ("the count bounded below by 2 (a family of one)", text(sum_artefact(_set(["domain", "n"], "2"))), "invalid",
     "bounded below"),
    ("a sum named like a hypothesis", text(sum_artefact(_set(["sums", 1, "name"], "p <= 1"))), "malformed", "repeated"),
    ("a sum of an unknown goal", text(sum_artefact(_set(["sums", 1, "goal"], "G9"))), "invalid", "names no goal"),
    ("a goal that uses a sum lemma before its goal is replayed", text(sum_artefact(lambda a: a["goals"].insert(
        0, a["goals"].pop(3)))), "invalid", "neither its hypothesis"),
    ("the S of w and w p swapped: the lemma is A - g B, the final goal no longer follows", text(sum_artefact(
        _set(["sums", 0, "monomials"], [[[1, 0], "B"], [[1, 1], "A"]]))), "invalid", "residual"),
]

# Inductions: P_k = E^k (P_0 = 1, P_{k+1} = E P) is >= 1 and >= 1 + k (E - 1) (Bernoulli) for every integer k >= 0.
IND_VARS = ("E", "k", "P", "j", "Q")     # j, Q: a second induction's index and sequence (unused in the control)


def e3(**powers) -> list:
    return [powers.get(v, 0) for v in IND_VARS]


def goal3(name, numerator, hypotheses=(), terms=()) -> dict:
    """A >= goal over IND_VARS: terms are (multiplier terms, facts)."""
    return goal(name, numerator, ">=", hypotheses, [f for _, f in terms], [[e3(), "1"]]) | {
        "scale": [[e3(), "1"]], "terms": [{"multiplier": m, "facts": list(f)} for m, f in terms]}


BERNOULLI = [[e3(P=1), "1"], [e3(), "-1"], [e3(k=1, E=1), "-1"], [e3(k=1), "1"]]        # P - 1 - k (E - 1)


def induction_artefact(change=None) -> dict:
    """The valid induction artefact, or a copy changed by change(artefact)."""
    a = artefact(variables=IND_VARS, domain={"E": "1", "k": "0", "P": "1", "j": "0", "Q": "1"}, hypotheses=[
        {"name": "P >= 1", "poly": [[e3(P=1), "1"], [e3(), "-1"]]}, {"name": "Bernoulli", "poly": BERNOULLI},
        {"name": "E <= 2", "poly": [[e3(), "2"], [e3(E=1), "-1"]]}, {"name": "k <= 3", "poly": [[e3(), "3"], [e3(k=1), "-1"]]}],
        goals=[goal3("step: E P >= 1", [[e3(E=1, P=1), "1"], [e3(), "-1"]], ["P >= 1"], [([[e3(E=1), "1"]], ["P >= 1"])]),
               goal3("step: Bernoulli at k + 1", [[e3(E=1, P=1), "1"], [e3(k=1, E=1), "-1"], [e3(E=1), "-1"], [e3(k=1), "1"]],
                     ["Bernoulli"], [([[e3(E=1), "1"]], ["Bernoulli"])]),          # residual k (E - 1)^2
               goal3("P >= 1 + k (E - 1)", BERNOULLI, [], [([[e3(), "1"]], ["lemma: Bernoulli"])])],
        inductions=[{"name": "powers of E", "index": "k", "start": "0",
                     "sequences": [{"var": "P", "init": [[e3(), "1"]], "next": [[e3(E=1, P=1), "1"]]}],
                     "invariants": [{"hypothesis": "P >= 1", "base": None, "step": "step: E P >= 1", "lemma": "lemma: P >= 1"},
                                    {"hypothesis": "Bernoulli", "base": None, "step": "step: Bernoulli at k + 1",
                                     "lemma": "lemma: Bernoulli"}]}])
    if change:
        change(a)
    return a


def _second_induction_citing_the_first(a):
    """Q_j = 1 for every j (Q_0 = 1, Q_{j+1} = Q), its step Q - 1 >= 0 citing the first induction's lemma (times 0):
    the lemma holds only at P_k, so the second induction would hold only there, a condition nothing records."""
    a["hypotheses"].append({"name": "Q >= 1", "poly": [[e3(Q=1), "1"], [e3(), "-1"]]})
    a["goals"].append(goal3("step: Q >= 1", [[e3(Q=1), "1"], [e3(), "-1"]], ["Q >= 1"],
                            [([[e3(), "1"]], ["Q >= 1"]), ([], ["lemma: P >= 1"])]))
    a["inductions"].append({"name": "constant", "index": "j", "start": "0", "sequences": [
        {"var": "Q", "init": [[e3(), "1"]], "next": [[e3(Q=1), "1"]]}], "invariants": [
        {"hypothesis": "Q >= 1", "base": None, "step": "step: Q >= 1", "lemma": "lemma: Q >= 1"}]})


def _with_theta_hypothesis(final_too):
    def change(a):
        a["goals"][1]["hypotheses"].append("E <= 2")       # named, unused: the lemma then holds only where E <= 2
        if final_too:
            a["goals"][2]["hypotheses"].append("E <= 2")
    return change


CASES += [
    ("control: an induction (P_k = E^k >= 1 + k (E - 1), Bernoulli) used by a later goal", text(induction_artefact()),
     "valid", ""),
    ("the sequence's box bound P >= 1 no invariant (P_k could leave the box the step is replayed on)", text(
        induction_artefact(lambda a: a["inductions"][0]["invariants"].pop(0))), "invalid", "box bound is no invariant"),
    ("a start of 1/2", text(induction_artefact(_set(["inductions", 0, "start"], "1/2"))), "invalid", "not an integer"),
    ("a start below the index's box (k >= 1, start 0)", text(induction_artefact(_set(["domain", "k"], "1"))), "invalid",
     "below the index's box"),
    ("the index also a sequence", text(induction_artefact(lambda a: a["inductions"][0]["sequences"].append(
        {"var": "k", "init": [[e3(), "0"]], "next": [[e3(k=1), "1"]]}))), "invalid", "used twice"),
    ("an initial value that depends on the index", text(induction_artefact(_set(
        ["inductions", 0, "sequences", 0, "init"], [[e3(), "1"], [e3(k=1), "1"]]))), "invalid", "initial value depends"),
    ("the step goal is the invariant itself, not at k + 1 (a circular step)", text(induction_artefact(lambda a: a[
        "goals"].__setitem__(1, goal3("step: Bernoulli at k + 1", BERNOULLI, ["Bernoulli"], [([[e3(), "1"]], ["Bernoulli"])])))),
     "invalid", "at the step"),
    ("a null step where the invariant at k + 1 is not >= 0 on the box", text(induction_artefact(_set(
        ["inductions", 0, "invariants", 1, "step"], None))), "invalid", "at the step"),
    ("a false invariant P <= 1: its step goal 1 - E P >= 0 does not follow", text(induction_artefact(lambda a: (
        a["hypotheses"].append({"name": "P <= 1", "poly": [[e3(), "1"], [e3(P=1), "-1"]]}),
        a["goals"].insert(2, goal3("step: 1 - E P >= 0", [[e3(), "1"], [e3(E=1, P=1), "-1"]], ["P <= 1"],
                                   [([[e3(E=1), "1"]], ["P <= 1"])])),
        a["inductions"][0]["invariants"].append({"hypothesis": "P <= 1", "base": None, "step": "step: 1 - E P >= 0",
                                                 "lemma": "lemma: P <= 1"})))), "invalid", "residual"),
    ("a strict invariant", text(induction_artefact(lambda a: a["hypotheses"][1].__setitem__("strict", True))),
     "invalid", "invariant is strict"),
    ("a step hypothesis on the index (k <= 3)", text(induction_artefact(lambda a: a["goals"][1]["hypotheses"].append(
        "k <= 3"))), "invalid", "depends on the index"),
    ("a lemma cited without the induction's hypothesis E <= 2", text(induction_artefact(_with_theta_hypothesis(False))),
     "invalid", "without that induction's hypotheses"),
    ("control: the lemma cited with the induction's hypothesis E <= 2", text(induction_artefact(
        _with_theta_hypothesis(True))), "valid", ""),
    ("a lemma cited before its induction's step goals are replayed", text(induction_artefact(lambda a: a["goals"].insert(
        0, a["goals"].pop(2)))), "invalid", "neither its hypothesis"),
    ("a step goal that cites a lemma", text(induction_artefact(lambda a: a["goals"][1]["terms"].append(
        {"multiplier": [[e3(), "1"]], "facts": ["lemma: P >= 1"]}))), "invalid", "neither its hypothesis"),
    ("an induction's step goal citing another induction's lemma", text(induction_artefact(
        _second_induction_citing_the_first)), "invalid", "a lemma is cited"),
    ("control: the second induction without that citation", text(induction_artefact(lambda a: (
        _second_induction_citing_the_first(a), a["goals"][-1]["terms"].pop()))), "valid", ""),
    ("the second induction over the first's index", text(induction_artefact(lambda a: (
        _second_induction_citing_the_first(a), a["goals"][-1]["terms"].pop(), a["inductions"][1].__setitem__(
            "index", "k")))), "invalid", "used twice"),
    ("a lemma named like a hypothesis", text(induction_artefact(_set(["inductions", 0, "invariants", 0, "lemma"],
                                                                     "E <= 2"))), "malformed", "repeated"),
    ("an induction naming an unknown goal", text(induction_artefact(_set(["inductions", 0, "invariants", 1, "step"],
                                                                         "G9"))), "invalid", "names no goal"),
]
