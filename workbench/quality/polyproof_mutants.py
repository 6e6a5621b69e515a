"""Mutation testing of the trusted proof replayer's own code (workbench/kernel/polyproof.py), like the kernel's.

Each mutant changes one spot of polyproof.py (a comparison flipped, + and - swapped, a constant 0/1
nudged, `and`/`or` swapped, a `not` dropped; the operators of workbench.quality.kernel_mutants). It is loaded as
a private module and run on a fixed corpus: the workbench's real proof artefacts (valid), single
tamperings of them that the replayer rejects today (a changed coefficient, a sign flipped, a fact or
multiplier swapped, a goal with no derivation, a domain grown), small edge artefacts, malformed inputs
and whole CLI runs. A mutant that gives every answer unchanged survived. The expected answers are pinned in
pinned/polyproof.json (`--pin` writes them from today's replayer, to be reviewed as a diff), never recomputed from
the replayer under test.
"""
from __future__ import annotations

import ast
import copy
import json
import sys
from fractions import Fraction
from pathlib import Path

from ..kernel import polyproof as reference
from .kernel_mutants import _cli, _Mutate, _Sites, pin_form, pinned, score, with_cli_pins, with_pins, write_pins

SOURCE = Path(reference.__file__)
EQUIVALENT = {   # mutants that cannot change any answer, and why (a description's text after "line N: ")
    "len(a) * len(b) >= 10 ** 6": "the size bound moved by one product: a refusal (malformed) against hostile "
                                  "hangs, never a valid answer; a 10^6-term product at the edge costs seconds per mutant",
    "min(den.values()) < 0": "den is a nonzero constant there (poly drops zero terms, and set(den) is the constant "
                             "monomial), so <= and < agree",
}
MALFORMED = (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError, ZeroDivisionError,
             RecursionError, MemoryError)


def mutants():
    """(description, mutated source) for every site of polyproof.py."""
    tree = ast.parse(SOURCE.read_text())
    finder = _Sites()
    finder.visit(tree)
    for target, _ in finder.sites:
        mutator = _Mutate(target)
        mutated = mutator.visit(copy.deepcopy(tree))
        ast.fix_missing_locations(mutated)
        yield f"polyproof.py {mutator.description}", ast.unparse(mutated)


def _load(source: str):
    """The mutated replayer, run as `python -m workbench.kernel.polyproof --help` (it must print its usage and exit
    0, as the reference does): the `__main__` guard is part of the trusted code too."""
    import contextlib
    import io
    import types
    module = types.ModuleType("polyproof_mutant")
    module.__dict__["__name__"] = "__main__"
    module.__package__ = "workbench.kernel"          # its `from .parse import ...`: the real number grammar
    argv, sys.argv = sys.argv, ["polyproof", "--help"]
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(source, str(SOURCE), "exec"), module.__dict__)      # our own file, mutated
    except SystemExit as done:
        if done.code == 0 and out.getvalue() == reference.USAGE + "\n":
            return module
    finally:
        sys.argv = argv
    raise RuntimeError("the mutant does not run as a program the way the replayer does")


def _answer(module, artefact) -> str:
    try:
        reason = module.check(copy.deepcopy(artefact))
    except MALFORMED as exc:
        return f"malformed {type(exc).__name__}"
    except Exception as exc:                 # a crash is an answer too (and never "valid")
        return f"crash {type(exc).__name__}"
    return "valid" if reason is None else f"invalid {reason}"


def _toys() -> list:
    """Small artefacts at the edges: strict goals, <= goals, negative denominators, lemma steps as facts."""
    import sympy as sp
    from ..proof import Proof
    x, y = sp.symbols("x y")
    out = []
    for what, domain, expression, relation, options in (
            ("x^2 > 0 on x >= 1", {x: 1}, x ** 2, ">", {}),
            ("x^2 > 0 on x >= 0 (false)", {}, x ** 2, ">", {}),
            ("x^2 >= 0 on x >= 0", {}, x ** 2, ">=", {}),
            ("x - 1 >= 0 on x >= 1", {x: 1}, x - 1, ">=", {}),
            ("x - 1 > 0 on x >= 1 (false)", {x: 1}, x - 1, ">", {}),
            ("1 - x <= 0 on x >= 1", {x: 1}, 1 - x, "<=", {}),
            ("1 - x < 0 on x >= 1 (false)", {x: 1}, 1 - x, "<", {}),
            ("-1 - x < 0", {}, -1 - x, "<", {}),
            ("1/(-1 - x) <= 0", {}, 1 / (-1 - x), "<=", {}),
            ("1/(-1 - x) >= 0 (false)", {}, 1 / (-1 - x), ">=", {}),
            ("x/(x + 2) >= 0 on x >= 3/2", {x: sp.Rational(3, 2)}, x / (x + 2), ">=", {}),
            ("(x - 2)/(x - 1) >= 0 on x >= 2 (denominator 0 at x = 1 is outside)", {x: 2}, (x - 2) / (x - 1), ">=", {}),
            ("(x - 2)/(x - 1) >= 0 on x >= 1 (false)", {x: 1}, (x - 2) / (x - 1), ">=", {}),
            ("x - y >= 0 from x - y >= 0 scaled by 2", {}, x - y, ">=", {"hypotheses": ["x >= y"], "clear": 2,
                                                                        "terms": [(2, ["x >= y"])]}),
            ("x y - y >= 0 from x >= 1 (lemma)", {}, x * y - y, ">=", {"terms": [(y, ["x >= 1"])]}),
            ("x y - y >= 0 from x - 1 (a lemma outside the domain)", {}, x * y - y, ">=",
             {"terms": [(y, ["x >= 1, x >= 1"])]}),
            ("(x - y)(x - 1) >= 0: a hypothesis times a lemma proved exactly on the domain", {x: 1},
             (x - y) * (x - 1), ">=", {"hypotheses": ["x >= y"], "terms": [(1, ["x >= y", "x >= 1"])]}),
            ("x y > 0 from x > y, x > y (strict)", {}, x ** 2 - 2 * x * y + y ** 2, ">",
             {"hypotheses": ["x > y"], "terms": [(1, ["x > y", "x > y"])]}),
            ("x - y > 0 from x > y times 0 (false)", {}, x - y, ">", {"hypotheses": ["x > y"], "terms": [(0, ["x > y"])]}),
            ("x - y > 0 from x >= y (false)", {}, x - y, ">", {"hypotheses": ["x >= y"], "terms": [(1, ["x >= y"])]}),
            ("x - y > 0 from x > y times x (false)", {}, x * (x - y), ">", {"hypotheses": ["x > y"],
                                                                           "terms": [(x, ["x > y"])]}),
            ("1 + x - y > 0 from no facts (false)", {}, 1 + x - y, ">", {"terms": [(1, [])]}),
            ("1/(x - y) > 0 from x > y", {}, 1 / (x - y), ">", {"hypotheses": ["x > y"], "positive": "x > y"}),
            ("1/(x - y) > 0 from x >= y (not strict)", {}, 1 / (x - y), ">", {"hypotheses": ["x >= y"],
                                                                              "positive": "x >= y"}),
            ("1/(x - y) > 0 from x > y not assumed", {}, 1 / (x - y), ">", {"positive": "x > y"}),
            ("1/(x - 2y) > 0 from x > y (false)", {}, 1 / (x - 2 * y), ">", {"hypotheses": ["x > y"],
                                                                             "positive": "x > y"}),
            ("x^64 >= 0: the largest exponent", {}, x ** 64, ">=", {}),
            ("x^65 >= 0: an exponent too large", {}, x ** 65, ">=", {}),
            ("x^2 y^2 >= 0 from products", {}, x ** 2 * y ** 2 - x * y, ">=", {"terms": [(1, ["x >= y", "x >= y"])]})):
        proof = Proof("toy", [x, y], what, "", domain=domain)
        proof.hypothesis("x >= y", x - y).hypothesis("never used", -x - 1).hypothesis("x > y", x - y, strict=True)
        proof.nonneg("x >= 1", x - 1, {x: 1}).nonneg("x >= 1, x >= 1", x - 1, {x: 1, y: 1})
        proof.identity("x^2 - y^2", x ** 2 - y ** 2, x - y, x + y).nonneg("x + y", x + y)
        proof.goal(what, expression, relation, **options)
        out.append((what, proof.artefact()))
    return out


LOG_LE, GIBBS, LOG_MUL = "log u <= u - 1", "u log(u/v) >= u - v, > when u != v", "log(uv) = log u + log v"
TAYLOR, EXP_MUL = "exp u >= sum_{j<=k} u^j/j! (k odd)", "exp(u) exp(v) = exp(u + v)"
CHORD = "exp convex: (b - a) exp u <= (b - u) exp a + (u - a) exp b"


def _fact_toys() -> list:
    """Small artefacts with named log/exp facts (u >= 1 on the box, v >= 0): every fact of the table used as it
    should be, and false instances, unshown conditions and bad definitions, each of which the replayer refuses."""
    import sympy as sp
    from ..proof import Proof
    u, v, P, M, Q, R, S, T, X, Y, Z = names = sp.symbols("u v P M Q R S T X Y Z")
    logs, exps = {"log u": P - M, "log v": Q - R, "log(u v)": S - T}, {"exp u": X, "exp v": Y, "exp(u + v)": Z}
    out = []

    def toy(what, schema, args, instance, also=(), relation=">=", strict=False, **extra):
        proof = Proof("toy", list(names), what, "", domain={u: 1})
        for name, arg, pair in (("log u", u, (P, M)), ("log v", v, (Q, R)), ("log(u v)", u * v, (S, T)),
                                ("exp u", u, (X,)), ("exp v", v, (Y,)), ("exp(u + v)", u + v, (Z,))):
            proof.define(name, "log" if pair[0] in (P, Q, S) else "exp", arg, *pair)
        proof.hypothesis("v > 0", v, strict=True).hypothesis("v >= 0", v).hypothesis("u >= v", u - v)
        proof.hypothesis("(u - v)^2 > 0", (u - v) ** 2, strict=True)
        proof.fact("fact", schema, args, instance, strict, **extra)
        proof.goal(what, instance, relation, hypotheses=["fact", *also], terms=[(1, ["fact"])])
        out.append((what, proof.artefact()))
        return out[-1][1]
    base = toy("log u <= u - 1", LOG_LE, ["log u"], u - 1 - logs["log u"])
    toy("log u <= u - 2 (false)", LOG_LE, ["log u"], u - 2 - logs["log u"])
    toy("log u <= u - 1 claimed strict (false)", LOG_LE, ["log u"], u - 1 - logs["log u"], strict=True,
        relation=">")
    toy("log v <= v - 1 with v > 0 shown", LOG_LE, ["log v"], v - 1 - logs["log v"], also=["v > 0"])
    toy("log v <= v - 1, v > 0 not shown", LOG_LE, ["log v"], v - 1 - logs["log v"])
    toy("log v <= v - 1, only v >= 0 shown", LOG_LE, ["log v"], v - 1 - logs["log v"], also=["v >= 0"])
    toy("log u <= u - 1 cited on exp u", LOG_LE, ["exp u"], u - 1 - X)
    gibbs = u * (logs["log u"] - logs["log v"]) - u + v
    toy("Gibbs", GIBBS, ["log u", "log v"], gibbs, also=["v > 0"])
    toy("Gibbs strict, u != v shown", GIBBS, ["log u", "log v"], gibbs, ["v > 0", "(u - v)^2 > 0"], ">", True)
    toy("Gibbs strict, u != v not shown", GIBBS, ["log u", "log v"], gibbs, ["v > 0"], ">", True)
    toy("Gibbs the wrong way (false)", GIBBS, ["log u", "log v"], -gibbs, also=["v > 0"])
    split = logs["log(u v)"] - logs["log u"] - logs["log v"]
    toy("log(u v) = log u + log v (>=)", LOG_MUL, ["log u", "log v", "log(u v)"], split, also=["v > 0"])
    toy("log(u v) = log u + log v (<=)", LOG_MUL, ["log u", "log v", "log(u v)"], -split, also=["v > 0"])
    toy("log(u u) = log u + log v (wrong product)", LOG_MUL, ["log u", "log u", "log(u v)"],
        logs["log(u v)"] - 2 * logs["log u"], also=["v > 0"])
    toy("log(u v) = 2 log u + log v (false)", LOG_MUL, ["log u", "log v", "log(u v)"], split - logs["log u"],
        also=["v > 0"])
    for k, correct in ((1, True), (3, True), (5, False), (2, True)):
        taylor = sum(u ** j / sp.factorial(j) for j in range(k + 1)) + (0 if correct else u ** 5)
        toy(f"exp u >= Taylor {k}" + ("" if correct else " (false)"), TAYLOR, ["exp u"], X - taylor, k=k)
    toy("exp u exp v = exp(u + v) (>=)", EXP_MUL, ["exp u", "exp v", "exp(u + v)"], Z - X * Y)
    toy("exp u exp v = exp(u + v) (<=)", EXP_MUL, ["exp u", "exp v", "exp(u + v)"], X * Y - Z)
    toy("exp u exp v = 1 (false: u + v != 0)", EXP_MUL, ["exp u", "exp v"], 1 - X * Y)
    toy("exp u exp v = exp(u + v) + 1 (false)", EXP_MUL, ["exp u", "exp v", "exp(u + v)"], Z + 1 - X * Y)
    toy("chord on [v, u + v] at u, u >= v shown", CHORD, ["exp u", "exp v", "exp(u + v)"],
        v * Y + (u - v) * Z - u * X, also=["u >= v"])
    toy("chord on [v, u + v] at u, u >= v not shown", CHORD, ["exp u", "exp v", "exp(u + v)"],
        v * Y + (u - v) * Z - u * X)
    toy("chord with the ends swapped (false)", CHORD, ["exp u", "exp v", "exp(u + v)"],
        (u - v) * Y + v * Z - u * X, also=["u >= v"])
    toy("a fact cited on the wrong number of definitions", LOG_MUL, ["log u", "log v"], gibbs, also=["v > 0"])
    toy("Gibbs cited on three logs", GIBBS, ["log u", "log v", "log(u v)"], split, also=["v > 0"])
    toy("no such fact", "exp is concave", ["exp u", "exp v", "exp(u + v)"], v * Y + (u - v) * Z - u * X,
        also=["u >= v"])

    def changed(what, fn):
        copied = copy.deepcopy(base)
        fn(copied)
        out.append((f"definitions: {what}", copied))
    changed("log with one variable", lambda a: a["definitions"][0].__setitem__("vars", ["P"]))
    changed("exp with two variables", lambda a: a["definitions"][3].__setitem__("vars", ["X", "Y"]))
    changed("an unknown function", lambda a: a["definitions"][3].__setitem__("fn", "sin"))
    changed("a defined variable bounded below by 1", lambda a: a["domain"].__setitem__("M", "1"))
    changed("a defined variable bounded below by -1", lambda a: a["domain"].__setitem__("M", "-1"))
    changed("a name twice", lambda a: a["definitions"][1].__setitem__("name", "log u"))
    changed("P - P", lambda a: a["definitions"][0].__setitem__("vars", ["P", "P"]))
    changed("a variable in two definitions", lambda a: a["definitions"][4].__setitem__("vars", ["X"]))
    changed("an argument with a defined variable", lambda a: a["definitions"][1].__setitem__(
        "arg", [[[0] * 7 + [1, 0, 0, 0], "1"]]))
    changed("an unknown variable", lambda a: a["definitions"][3].__setitem__("vars", ["W"]))
    changed("no definitions", lambda a: a.pop("definitions"))
    return out


def _tamperings(name: str, artefact: dict) -> list:
    """Single changes to an artefact, each a (what, changed artefact) pair."""
    out = []

    def changed(what, fn):
        copied = copy.deepcopy(artefact)
        fn(copied)
        out.append((f"{name}: {what}", copied))
    for i, goal in enumerate(artefact["goals"][:6]):
        if goal["relation"] == "=":
            changed(f"goal {i} lhs + 1", lambda a, i=i: a["goals"][i].__setitem__("lhs", ["+", a["goals"][i]["lhs"], ["n", "1"]]))
            changed(f"goal {i} rhs over 0", lambda a, i=i: a["goals"][i].__setitem__(
                "rhs", ["*", a["goals"][i]["rhs"], ["^", ["n", "0"], -1]]))
            changed(f"goal {i} rhs = lhs", lambda a, i=i: a["goals"][i].__setitem__("rhs", a["goals"][i]["lhs"]))
            changed(f"goal {i} an inequality", lambda a, i=i: a["goals"][i].__setitem__("relation", ">="))
            continue
        changed(f"goal {i} numerator +1", lambda a, i=i: a["goals"][i]["numerator"][0].__setitem__(
            1, str(Fraction(a["goals"][i]["numerator"][0][1]) + 1)))
        changed(f"goal {i} numerator -1/1000", lambda a, i=i: a["goals"][i]["numerator"][0].__setitem__(
            1, str(Fraction(a["goals"][i]["numerator"][0][1]) - Fraction(1, 1000))))
        changed(f"goal {i} sign", lambda a, i=i: a["goals"][i].__setitem__("denominator_sign", -goal["denominator_sign"]))
        changed(f"goal {i} strict", lambda a, i=i: a["goals"][i].__setitem__("relation", ">"))
        changed(f"goal {i} reversed", lambda a, i=i: a["goals"][i].__setitem__("relation", "<="))
        changed(f"goal {i} scale 0", lambda a, i=i: a["goals"][i].__setitem__("scale", []))
        if goal["terms"]:
            changed(f"goal {i} no terms", lambda a, i=i: a["goals"][i].__setitem__("terms", []))
            changed(f"goal {i} multiplier negated", lambda a, i=i: a["goals"][i]["terms"][0].__setitem__(
                "multiplier", [[e, str(-Fraction(c))] for e, c in a["goals"][i]["terms"][0]["multiplier"]]))
            changed(f"goal {i} hypotheses dropped", lambda a, i=i: a["goals"][i].__setitem__("hypotheses", []))
    for i, step in enumerate(artefact["steps"][:8]):
        key = "lhs" if step["kind"] == "identity" else "poly"
        changed(f"step {i} coefficient +1", lambda a, i=i, key=key: a["steps"][i][key].__setitem__(
            0, [a["steps"][i][key][0][0], str(Fraction(a["steps"][i][key][0][1]) + 1)]))
        if step["kind"] == "nonneg":
            changed(f"step {i} shift lowered", lambda a, i=i: a["steps"][i].__setitem__(
                "shift", {v: str(Fraction(s) - 1) for v, s in a["steps"][i]["shift"].items()}))
    for v in artefact["variables"][:2]:
        changed(f"domain {v} - 1", lambda a, v=v: a["domain"].__setitem__(v, str(Fraction(a["domain"][v]) - 1)))
        changed(f"domain {v} + 1", lambda a, v=v: a["domain"].__setitem__(v, str(Fraction(a["domain"][v]) + 1)))
    changed("no goals", lambda a: a.__setitem__("goals", []))
    if artefact["steps"]:
        changed("unknown step kind", lambda a: a["steps"][0].__setitem__("kind", "trust me"))
    facts = [i for i, h in enumerate(artefact["hypotheses"]) if "schema" in h]
    for i in facts[:3]:
        changed(f"fact {i} coefficient +1", lambda a, i=i: a["hypotheses"][i]["poly"][0].__setitem__(
            1, str(Fraction(a["hypotheses"][i]["poly"][0][1]) + 1)))
        changed(f"fact {i} strict", lambda a, i=i: a["hypotheses"][i].__setitem__("strict", True))
    for i, _ in enumerate(artefact.get("definitions", [])[:3]):
        changed(f"definition {i} argument + 1", lambda a, i=i: a["definitions"][i]["arg"].append(
            [[0] * len(a["variables"]), "1"]))
    changed("format /1", lambda a: a.__setitem__("format", "workbench-polynomial-proof/1"))
    j = next((i for i, g in enumerate(artefact["goals"]) if g["relation"] != "="), None)   # an inequality goal
    if j is not None:
        changed("float coefficient", lambda a, j=j: a["goals"][j]["numerator"][0].__setitem__(1, 0.5))
        changed("bool exponent", lambda a, j=j: a["goals"][j]["numerator"][0].__setitem__(0, [True] * len(a["variables"])))
        changed("negative exponent", lambda a, j=j: a["goals"][j]["numerator"][0].__setitem__(0, [-1] * len(a["variables"])))
        changed("short exponent", lambda a, j=j: a["goals"][j]["numerator"][0].__setitem__(0, [0]))
        changed("bad sign", lambda a, j=j: a["goals"][j].__setitem__("denominator_sign", 2))
        changed("bad relation", lambda a, j=j: a["goals"][j].__setitem__("relation", "=="))
    return out


def samples() -> dict:
    """The proof artefacts the papers register (workbench.claims.sample "proof"), by name."""
    from ..claims import SAMPLES, load_all
    load_all()                                           # registers the closed forms the goals are built from
    return {name: make() for name, make in SAMPLES["proof"].items()}


def hostile() -> list[tuple[str, str]]:
    """(what, JSON text) of tests/kernel/hostile.py, the hostile artefacts with their answers pinned there (none
    when the tests are not beside the package)."""
    import importlib.util
    path = Path(__file__).resolve().parents[2] / "tests" / "kernel" / "hostile.py"
    if not path.is_file():
        return []
    spec = importlib.util.spec_from_file_location("workbench_hostile_artefacts", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return [(what, text) for what, text, _, _ in module.CASES]


def inputs() -> list[tuple[str, object]]:
    """(what, artefact): the real artefacts, toys, hostile artefacts, tamperings and malformed inputs."""
    real = samples()
    cases = list(real.items()) + _toys() + _fact_toys()
    for what, text in hostile():
        try:
            cases.append((f"hostile: {what}", json.loads(text)))
        except ValueError:
            pass                     # not JSON to plain json either (NaN is): the CLI corpus reads it
    for name, artefact in real.items():
        cases += _tamperings(name, artefact)
    cases += [("not an object", []), ("no format", {}), ("empty", {"format": reference.FORMAT})]
    return cases


def corpus() -> list[tuple[str, object, str]]:
    """(what, artefact, expected answer): `inputs()` with the answers pinned in pinned/polyproof.json (generated
    once by `--pin` and reviewed), never the answers of the replayer under test."""
    return with_pins("polyproof", inputs())


def cli_corpus(folder: Path) -> list[tuple[list[str], str]]:
    """Whole CLI runs (argv, printed line + exit code) on files written to folder, the answers pinned."""
    return with_cli_pins("polyproof", cli_inputs(folder), folder)


def reference_answers(folder: Path) -> dict:
    """What the replayer answers today on the corpus and the CLI runs, in the form of pinned/polyproof.json:
    written by `--pin` (then reviewed as a diff), compared with the pins by tests/kernel/test_pinned_verdicts.py."""
    return pin_form([(what, _answer(reference, value)) for what, value in inputs()],
                    [(argv, _cli(reference, argv)) for argv in cli_inputs(folder)], folder)


def cli_inputs(folder: Path) -> list[list[str]]:
    """The CLI runs' argv, on files written to folder."""
    replays = pinned("polyproof")["corpus"]          # chosen by the pinned answers, not by the replayer under test
    valid = min((artefact for name, artefact in samples().items() if replays.get(name) == "valid"),
                key=lambda artefact: len(json.dumps(artefact)))          # the smallest that replays, any will do
    invalid = copy.deepcopy(valid)
    invalid["goals"] = []
    files = {"valid.json": json.dumps(valid), "invalid.json": json.dumps(invalid), "broken.json": "{",
             "deep.json": "[" * 100000 + "]" * 100000} | {f"hostile{i}.json": text for i, (_, text) in enumerate(hostile())}
    for name, text in files.items():
        (folder / name).write_text(text)
    argvs = [["polyproof", str(folder / name)] for name in files] + [["polyproof"], ["polyproof", "--help"],
                                                                      ["polyproof", "-h"], ["polyproof", "a", "b"],
                                                                      ["polyproof", str(folder / "missing")]]
    return argvs


def run(limit: int | None = None, progress=None) -> dict:
    """{"corpus", "mutants", "killed", "equivalent", "survived"} for the replayer's code mutants (the equivalent
    ones are EQUIVALENT's, each with its reason)."""
    import tempfile
    cases, cli_cases = corpus(), cli_corpus(Path(tempfile.mkdtemp()))
    cases.sort(key=lambda case: len(json.dumps(case[1])))     # small (cheap) artefacts first: most mutants die early

    def equivalent_to(desc):
        return desc.split(": ", 1)[1] in EQUIVALENT
    return score(mutants(), _load, _answer, cases, cli_cases, equivalent_to, limit=limit, progress=progress)

if __name__ == "__main__":     # pragma: no cover
    if sys.argv[1:] == ["--pin"]:           # write pinned/polyproof.json from today's replayer: review the diff
        import tempfile
        print(write_pins("polyproof", reference_answers(Path(tempfile.mkdtemp()))))
    else:
        print(run(progress=lambda n: sys.stderr.write(f"\r{n}")))
