"""workbench/claims.py rule by rule: the verdict rule's reasons, evidence strength, the statement-level rule's
messages, the registry's refusals and the plugin loader's error lines, each pinned by hand (values from the
docstrings and CLAIMS.md, never recomputed by the code under test), so that a mutant of claims.py changes an
answer (scripts/mutants-engine workbench/claims.py; docs/trust.md, "Mutation scores of the engine")."""
import sys
from pathlib import Path

import pytest

from workbench import claims
from workbench.claims import (ClosedForm, Evidence, RouteResult, attach, claim, closed_form, command, decide,
                              inconsistency, is_file_spec, pending, raised_at, register_paper, route_strength,
                              sample, statement_error, verdict_strength)
from workbench.errors import InvalidArgument

OK, BAD, SKIP = RouteResult("pass", "ok"), RouteResult("fail", "bad"), RouteResult("skip", "")
# Under mutmut (scripts/mutants-engine) every function of claims.py is called through a trampoline, so
# register_paper's caller, read from the stack, is the trampoline's module: what depends on it is not checked there.
UNDER_MUTMUT = any("__mutmut_" in name for name in vars(claims))
CALLER = "mutmut.mutation.trampoline" if UNDER_MUTMUT else __name__     # register_paper's immediate caller


def done(strength=None, complete=True, status="pass"):
    return RouteResult(status, "", strength, complete)


@pytest.fixture
def registry(monkeypatch):
    """An empty registry, paper list and sample lists for the test (the real ones untouched; the built-in papers
    imported first, into the real registry, so that loading them again adds nothing here)."""
    claims.load_plugins()
    for name, value in [("REGISTRY", {}), ("PAPERS", {}), ("PAPER_INFO", {}), ("CLOSED_FORMS", []),
                        ("SAMPLES", {"certificate": {}, "proof": {}}), ("_LOADED", {}), ("_REQUESTED", [])]:
        monkeypatch.setattr(claims, name, value)
    return claims


def test_route_result_of_and_its_checks():
    assert RouteResult.of(True, "d") == RouteResult("pass", "d", None, False, ())
    assert RouteResult.of(False, "d", "certified", ["a.json"]) == RouteResult("fail", "d", "certified", False,
                                                                              ("a.json",))
    assert RouteResult.of(1, "d").status == "pass" and RouteResult.of(0, "d").status == "fail"
    assert RouteResult("skip").detail == "" and RouteResult("skip").complete is False
    assert RouteResult("skip").artefacts == () and RouteResult("skip").strength is None
    for status in ("passed", "PASS", None):
        with pytest.raises(AssertionError):
            RouteResult(status, "")
    with pytest.raises(AssertionError):
        RouteResult("pass", "", "strong")
    for strength in claims.STRENGTHS:
        assert RouteResult("pass", "", strength).strength == strength


def test_route_strength_defaults_by_name_and_never_overstates():
    assert [route_strength(n, OK) for n in ("proof", "lp", "exact", "fuzz", "symbolic", "numeric")] == \
        ["proved", "certified", "exact-sampled", "exact-sampled", "exact-sampled", "numeric"]
    assert route_strength("mine", OK) == "numeric"
    assert route_strength("lp", RouteResult("pass", "", "numeric")) == "numeric"
    assert claims.STRENGTHS == ("proved", "certified", "exact-sampled", "numeric")
    assert claims.DECISIVE == {"proof", "symbolic", "lp", "exact", "fuzz", "literal", "reason", "rate", "cited"}
    assert route_strength("cited", OK) == "exact-sampled"


def test_verdict_strength_is_the_weakest_decisive_part():
    holds = lambda **routes: verdict_strength("holds", Evidence(routes))                  # noqa: E731
    assert holds(lp=OK) == "certified"
    assert holds(lp=OK, exact=OK) == "exact-sampled"                  # the weakest part
    assert holds(lp=OK, numeric=OK) == "certified"                    # numeric is not decisive
    assert holds(lp=OK, exact=SKIP) == "certified"                    # a skipped route is not a part
    assert holds(proof=OK) == "exact-sampled"                         # a proof that is not complete
    assert holds(proof=done()) == "proved"                            # a complete one decides alone
    assert holds(proof=done(), exact=OK, lp=OK) == "proved"
    assert holds(proof=done(), lp=done()) == "proved"                 # the strongest complete route
    assert holds(lp=done(), exact=OK) == "certified"
    assert holds(numeric=OK) is None and holds() is None
    assert holds(lp=OK, exact=BAD) == "certified"                     # only the routes with the verdict's status
    assert verdict_strength("fails", Evidence({"lp": BAD})) == "proved"
    fixed = Evidence({"lp": BAD}, {"M": 3}, "fixed", {"exact": OK, "lp": OK})
    assert verdict_strength("holds-with-correction", fixed) == "exact-sampled"
    assert verdict_strength("holds-with-correction", Evidence({"lp": OK}, correction_routes={"lp": OK})) == \
        "certified"
    assert verdict_strength("inconclusive", Evidence({"lp": OK})) is None
    assert verdict_strength("holds", Evidence({"lp": OK}, correction_routes={"exact": OK})) == "certified"


def test_decide_reasons():
    assert decide(Evidence({"lp": OK})) == ("holds", "every route that applies confirms it")
    assert decide(Evidence({"lp": BAD}, {"M": 3})) == ("fails", "a decisive route refuted the printed statement")
    assert decide(Evidence({"lp": BAD}, {"M": 3}, "fixed", {"lp": OK})) == \
        ("holds-with-correction", "printed statement refuted; correction verified")
    assert decide(Evidence({"lp": BAD}, {"M": 3}, None, {"lp": OK})) == \
        ("fails", "a decisive route refuted the printed statement")         # a correction needs its statement
    assert decide(Evidence({"lp": BAD}, {"M": 3}, "fixed", {"lp": OK, "numeric": BAD}))[0] == "fails"
    assert decide(Evidence({"lp": BAD}, {"M": 3}, "fixed", {"numeric": OK}))[0] == "fails"
    assert decide(Evidence({"lp": BAD}, {"M": 3}, "fixed", {}))[0] == "fails"
    assert decide(Evidence({"lp": OK}, pending="half done")) == ("inconclusive", "half done")
    assert decide(Evidence({"lp": BAD}, {"M": 3}, pending="half done"))[0] == "fails"
    assert decide(Evidence({"lp": OK, "numeric": BAD})) == \
        ("inconclusive", "a route failed without an exact counterexample")
    assert decide(Evidence({"numeric": BAD}, {"x": 1})) == \
        ("inconclusive", "a route failed without an exact counterexample")
    assert decide(Evidence({"numeric": OK})) == ("inconclusive", "no decisive route could decide")
    assert decide(Evidence({"lp": SKIP})) == ("inconclusive", "no decisive route could decide")
    assert decide(Evidence({})) == ("inconclusive", "no decisive route could decide")
    assert decide(Evidence({"lp": OK, "exact": SKIP})) == ("holds", "every route that applies confirms it")


def test_inconsistency_names_the_complete_route_and_the_failed_ones():
    assert inconsistency(Evidence({"proof": done(), "lp": BAD, "exact": BAD}, {"M": 3})) == \
        "internal inconsistency: complete proof route passed, yet lp, exact failed"
    assert decide(Evidence({"proof": done(), "lp": BAD}, {"M": 3})) == \
        ("inconclusive", "internal inconsistency: complete proof route passed, yet lp failed")
    assert inconsistency(Evidence({"lp": BAD}, {"M": 3}, "fixed", {"proof": done(), "exact": BAD})) == \
        "internal inconsistency: the correction's complete proof route passed, yet exact failed"
    assert inconsistency(Evidence({"proof": done(), "numeric": BAD})) is None           # numeric never decides
    assert inconsistency(Evidence({"numeric": done(), "lp": BAD})) is None
    assert inconsistency(Evidence({"proof": done(status="fail"), "lp": BAD})) is None
    assert inconsistency(Evidence({"proof": OK, "lp": BAD})) is None                    # not complete
    assert inconsistency(Evidence({"proof": done(), "lp": OK})) is None


def _refuted(**statement):
    return Evidence({"lp": BAD}, {"M": 3}, "fixed", {"lp": OK}, **statement)


def test_statement_error_messages():
    shows = lambda routes: {"shows": "x", "routes": routes}                                # noqa: E731
    assert statement_error(_refuted(), "holds") is None and statement_error(_refuted(), "inconclusive") is None
    assert statement_error(_refuted(), "fails") == \
        "printed_statement is not set: say whether the printed statement is false or only its derivation"
    assert statement_error(_refuted(printed_statement=False, statement_evidence={"routes": {"lp": BAD}}),
                           "fails") == "statement_evidence has no 'shows' line"
    assert statement_error(_refuted(printed_statement=True), "holds-with-correction") == \
        "statement_evidence has no 'shows' line"
    assert statement_error(_refuted(printed_statement=False, statement_evidence=shows({"lp": BAD})), "fails") is None
    refused = "printed_statement=False needs a counterexample checked by a decisive statement route"
    assert statement_error(_refuted(printed_statement=False, statement_evidence=shows({"numeric": BAD})),
                           "fails") == refused
    assert statement_error(_refuted(printed_statement=False, statement_evidence=shows({"lp": OK})),
                           "fails") == refused
    assert statement_error(_refuted(printed_statement=False, statement_evidence=shows({})), "fails") == refused
    no_counterexample = Evidence({"lp": BAD}, None, printed_statement=False, statement_evidence=shows({"lp": BAD}))
    assert statement_error(no_counterexample, "fails") == refused
    true_needs = ("printed_statement=True needs a passing decisive route on the printed statement and no failing "
                  "one")
    assert statement_error(_refuted(printed_statement=True, statement_evidence=shows({"lp": OK})),
                           "holds-with-correction") is None
    assert statement_error(_refuted(printed_statement=True, statement_evidence=shows({"lp": OK, "exact": BAD})),
                           "fails") == true_needs
    assert statement_error(_refuted(printed_statement=True, statement_evidence=shows({"numeric": OK})),
                           "fails") == true_needs


def test_claim_decorator_registers_with_its_docstring(registry):
    register_paper("mine", "note.pdf", title="My note", authors=("A", "B"), venue="arXiv")
    assert claims.PAPERS == {"mine": "note.pdf"}
    info = dict(claims.PAPER_INFO["mine"])
    assert info.pop("module") == CALLER
    assert info == {"title": "My note", "authors": ["A", "B"], "venue": "arXiv", "coverage": None}

    @claim("mine.one", "Thm 1", "holds", universal=True, formal="F")
    def one(ctx):
        """Every   x
        is fine."""
    entry = claims.REGISTRY["mine.one"]
    assert (entry.id, entry.locus, entry.statement, entry.check, entry.expected, entry.universal, entry.formal) == \
        ("mine.one", "Thm 1", "Every x is fine.", one, "holds", True, "F")
    assert one.claim_id == "mine.one" and entry.paper == "note.pdf" and entry.paper_title == "My note"
    assert entry.implemented and entry.pending_reason == "not implemented"

    @claim("mine.two", "Thm 2", "fails")
    def two(ctx):
        pass
    assert claims.REGISTRY["mine.two"].statement == "" and claims.REGISTRY["mine.two"].universal is None
    with pytest.raises(ValueError, match=r"^claim 'mine.x': expected='proved' is not a verdict; one of holds, "
                                         r"holds-with-correction, fails, inconclusive$"):
        claim("mine.x", "here", "proved")
    with pytest.raises(ValueError, match=r"^claim mine.one registered twice$"):
        claim("mine.one", "again", "holds")(lambda ctx: None)
    with pytest.raises(ValueError, match=r"^claim other.one: unknown paper prefix$"):
        claim("other.one", "x", "holds")(lambda ctx: None)
    pending("mine.later", "Thm 3", "a statement", "needs work")
    later = claims.REGISTRY["mine.later"]
    assert (later.check, later.expected, later.pending_reason, later.statement, later.locus) == \
        (None, "inconclusive", "needs work", "a statement", "Thm 3")
    assert not later.implemented
    pending("mine.later2", "Thm 4", "s")
    assert claims.REGISTRY["mine.later2"].pending_reason == "not implemented"
    register_paper("bare", "b.pdf")
    pending("bare.x", "l", "s")
    assert claims.REGISTRY["bare.x"].paper_title == "bare"


def test_register_paper_prefixes(registry):
    for good in ("a", "my-note", "x_1", "p2"):
        register_paper(good, "s")
    for bad in ("", "My", "1a", "a.b", "a b", "-a", None):
        with pytest.raises(ValueError, match=r"use lower-case letters, digits, '-' or '_' \(e.g. 'mynote'\)$"):
            register_paper(bad, "s")
    with pytest.raises(ValueError, match=r"^paper prefix 'Ab': use"):
        register_paper("Ab", "s")
    register_paper("a", "s", title="again")                   # same source: harmless
    assert claims.PAPER_INFO["a"]["title"] == "again"
    with pytest.raises(ValueError, match=r"^paper prefix 'a' is already 's'$"):
        register_paper("a", "t")
    register_paper("c", "s", coverage="mod.items")
    assert claims.PAPER_INFO["c"]["coverage"] == "mod.items" and claims.PAPER_INFO["c"]["authors"] == []
    assert claims.PAPER_INFO["c"]["title"] == "" and claims.PAPER_INFO["c"]["venue"] == ""


def test_attach(registry):
    register_paper("mine", "s")
    claim("mine.one", "l", "holds")(lambda ctx: None)
    with pytest.raises(ValueError, match=r"^attach: no claim 'mine.two' is registered \(declare it with @claim "
                                         r"first\)$"):
        attach("mine.two", certify=print)
    with pytest.raises(ValueError, match=r"^attach: 'mine.one': stated_value needs declared parameters \(it "
                                         r"receives parsed values\)$"):
        attach("mine.one", stated_value=len)
    attach("mine.one")
    entry = claims.REGISTRY["mine.one"]
    assert (entry.certify, entry.fuzz, entry.parameters, entry.stated_value) == (None, None, None, None)
    parameters = {"M": int}
    attach("mine.one", certify=print, fuzz=repr, parameters=parameters, stated_value=len)
    assert (entry.certify, entry.fuzz, entry.parameters, entry.stated_value) == (print, repr, {"M": int}, len)
    assert entry.parameters is not parameters                 # a copy
    attach("mine.one", parameters={})
    assert entry.parameters == {} and entry.certify is print


def test_samples_and_closed_forms(registry):
    @sample("certificate", "one")
    def one():
        return {}
    assert claims.SAMPLES["certificate"] == {"one": one} and claims.SAMPLES["proof"] == {}
    sample("certificate", "one")(one)                        # the same function again: harmless
    with pytest.raises(ValueError, match=r"^certificate sample 'one' registered twice$"):
        sample("certificate", "one")(lambda: {})
    with pytest.raises(ValueError, match=r"^sample 'x': kind 'paper' is not one of certificate, proof$"):
        sample("paper", "x")
    sample("proof", "one")(one)
    assert claims.SAMPLES["proof"] == {"one": one}

    import sympy as sp
    x = sp.Symbol("x")

    def evidence():
        return {}
    assert closed_form("mine.one", "v", lambda: x + 1)(evidence) is evidence
    closed_form("mine.two", "w", x * 2)(evidence)
    closed_form("mine.three", "u", sp.Lambda(x, x + 1))(evidence)   # a Lambda is callable, yet is the expression
    first, second, third = claims.CLOSED_FORMS
    assert third.formula() == sp.Lambda(x, x + 1)
    assert ClosedForm("c", "n", 3, evidence).formula() == 3  # a plain number: not called
    assert (first.claim, first.name, first.evidence) == ("mine.one", "v", evidence)
    assert first.formula() == x + 1 and second.formula() == 2 * x
    assert ClosedForm("c", "n", sp.Integer(3), evidence).formula() == 3


def test_command_lines_work_as_printed(registry):
    assert command("list") == "python -m workbench list"
    assert command("certify", "a.b", "M=3", plugins=["my claims.py", "mod"]) == \
        "python -m workbench --claims 'my claims.py' --claims mod certify a.b M=3"
    assert command(7) == "python -m workbench 7"
    assert claims.list_command() == "python -m workbench list"
    claims._REQUESTED.extend(["x.py"])
    assert claims.list_command() == "python -m workbench --claims x.py list"
    assert claims.plugin_specs() == ["x.py"] and claims.plugin_specs() is not claims._REQUESTED


def test_is_file_spec():
    assert is_file_spec("a.py") and is_file_spec("dir/mod") and is_file_spec("dir\\mod")
    assert not is_file_spec("package.module") and not is_file_spec("py")


def test_raised_at_names_the_innermost_frame_outside_the_libraries(tmp_path):
    from fractions import Fraction
    try:
        Fraction(1, 0)
    except ZeroDivisionError as exc:
        line = raised_at(exc)
    assert line.startswith("ZeroDivisionError: Fraction(1, 0) (") and line.endswith(")")
    assert __file__ in line and "fractions.py" not in line
    try:
        raise KeyError("k")
    except KeyError as exc:
        assert raised_at(exc) == f"KeyError: 'k' ({__file__}:{exc.__traceback__.tb_lineno})"
    assert raised_at(ValueError("never raised")) == "ValueError: never raised"


def test_loading_a_users_plugin_is_one_error_line(registry, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "path", list(sys.path))
    with pytest.raises(InvalidArgument, match=r"^--claims nowhere/x.py: no such file$"):
        claims._load_one("nowhere/x.py", user=True)
    with pytest.raises(InvalidArgument, match=r"^--claims no_such_module_wb: no such file or importable module$"):
        claims._load_one("no_such_module_wb", user=True)
    with pytest.raises(InvalidArgument, match=r"^entry point x: no_such_module_wb: no such file or importable "
                                              r"module$"):
        claims._load_one("no_such_module_wb", user=True, origin="entry point x:")
    with pytest.raises(ModuleNotFoundError):
        claims._load_one("no_such_module_wb", user=False)
    broken = tmp_path / "broken.py"
    broken.write_text("import no_such_dependency_wb\n")
    with pytest.raises(InvalidArgument, match=r"^--claims .*broken.py: loading failed: ModuleNotFoundError: No "
                                              r"module named 'no_such_dependency_wb' \(.*broken.py:1\)$"):
        claims._load_one(str(broken), user=True)
    raising = tmp_path / "raising.py"
    raising.write_text("x = 1\nraise RuntimeError('boom')\n")
    with pytest.raises(InvalidArgument, match=r"^--claims .*raising.py: loading failed: RuntimeError: boom "
                                              r"\(.*raising.py:2\)$"):
        claims._load_one(str(raising), user=True)
    with pytest.raises(RuntimeError):
        claims._load_one(str(raising), user=False)
    assert not [m for m in sys.modules if m.startswith("workbench_plugin_raising_")]     # not left half-loaded
    text = tmp_path / "notes.txt"
    text.write_text("x = 1\n")
    with pytest.raises(InvalidArgument, match=r"^--claims .*notes.txt: not a Python file$"):
        claims._load_file(text, str(text))
    good = tmp_path / "good claims.py"
    good.write_text("from workbench.claims import register_paper\nregister_paper('goodpaper', 'g.pdf')\n"
                    "LOADED = globals().get('LOADED', 0) + 1\n")
    claims._load_one(str(good), user=True)
    claims._load_one(str(good), user=True)                  # once per process
    (key, name), = claims._LOADED.items()
    assert key == str(good.resolve()) and name.startswith("workbench_plugin_good_claims_")
    assert len(name) == len("workbench_plugin_good_claims_") + 8 and sys.modules[name].LOADED == 1
    assert sys.path.count(str(tmp_path)) == 1
    assert claims.PAPER_INFO["goodpaper"]["module"] == ("mutmut.mutation.trampoline" if UNDER_MUTMUT else name)
    claims._load_one("json", user=True)
    assert claims._LOADED["json"] == "json"


@pytest.fixture
def loads(registry, monkeypatch):
    """Every _load_one call as (spec, user, origin); the real loader still runs."""
    calls = []
    real = claims._load_one

    def spy(spec, user, origin="--claims"):
        calls.append((spec, user, origin))
        return real(spec, user, origin)
    monkeypatch.setattr(claims, "_load_one", spy)
    monkeypatch.setattr(claims, "_ENTRY_POINTS_DONE", True)
    return calls


def _plugins(tmp_path):
    zeta = tmp_path / "zeta_claims.py"
    zeta.write_text("from workbench.claims import claim, register_paper\n"
                    "register_paper('zeta', 'z.pdf')\n"
                    "PAPER_ORDER = ['zeta.a', 'zeta.b']\n"
                    "for name in ('b', 'c', 'a'):\n"
                    "    claim('zeta.' + name, 'here', 'holds')(lambda ctx: None)\n")
    alpha = tmp_path / "alpha_claims.py"
    alpha.write_text("from workbench.claims import claim, register_paper\n"
                     "register_paper('alpha', 'a.pdf')\n"
                     "claim('alpha.one', 'here', 'holds')(lambda ctx: None)\n"
                     "claim('alpha.two.x', 'here', 'holds')(lambda ctx: None)\n")
    return [str(zeta), str(alpha)]


def test_load_all_orders_papers_by_load_order_and_claims_by_paper_order(loads, tmp_path):
    register_paper("alpha", "a.pdf")           # registered first, here; its module is loaded second
    register_paper("early", "e.pdf")           # never loaded from a plugin: after every loaded paper
    pending("early.one", "l", "s")
    specs = _plugins(tmp_path)
    claims.load_plugins(specs)
    claims.load_plugins(specs[:1])
    assert claims.plugin_specs() == specs
    assert [c for c in loads if c[1]] == [(s, True, "--claims") for s in specs + specs[:1]]
    assert [c[0] for c in loads if not c[1]] == []          # the built-in papers come through entry points (done)
    loaded = {Path(spec).stem.split("_")[0]: claims._LOADED[str(Path(spec).resolve())] for spec in specs}
    for prefix, module in loaded.items():
        if UNDER_MUTMUT:                       # the trampoline stood between the plugin and register_paper
            claims.PAPER_INFO[prefix]["module"] = module
        assert claims.PAPER_INFO[prefix]["module"] == module
    assert list(claims.load_all()) == ["zeta.c", "zeta.a", "zeta.b", "alpha.one", "alpha.two.x", "early.one"]


def test_select_by_id_or_dotted_prefix(loads, tmp_path):
    claims.load_plugins(_plugins(tmp_path))
    ids = lambda patterns: [c.id for c in claims.select(patterns)]                       # noqa: E731
    assert ids([]) == ["zeta.c", "zeta.a", "zeta.b", "alpha.one", "alpha.two.x"]
    assert ids(["alpha"]) == ids(["alpha."]) == ["alpha.one", "alpha.two.x"]
    assert ids(["alpha.two"]) == ["alpha.two.x"] and ids(["alpha.one"]) == ["alpha.one"]
    assert ids(["alpha.one", "zeta.b"]) == ["zeta.b", "alpha.one"]
    for bad in (["alph"], ["alpha.on"], [".alpha"], ["alpha-"]):
        with pytest.raises(InvalidArgument, match=rf"^no claim matches {bad[0]}; see `python -m workbench "
                                                  rf"--claims .*zeta_claims.py --claims .*alpha_claims.py list`$"):
            claims.select(bad)
    with pytest.raises(InvalidArgument, match=r"^no claim matches zz, yy; see "):
        claims.select(["alpha", "zz", "yy"])


def test_find_claim_loads_the_paper_named_like_the_prefix_first(loads, tmp_path, monkeypatch):
    plugins = []
    monkeypatch.setattr(claims, "load_plugins", lambda specs=(): plugins.append(specs))
    assert claims.find_claim("staircase.nothing") is None
    assert loads[0] == ("proofs.staircase", False, "--claims")            # the entry point named like the prefix
    assert [c[0] for c in loads] == ["proofs.staircase"] + [m for m in claims.builtin_plugins()
                                                             if m != "proofs.staircase"]
    assert all(c[1] is False for c in loads) and plugins == [()]
    register_paper("mine", "m.pdf")
    pending("mine.one", "l", "s")
    loads.clear()
    assert claims.find_claim("mine.one") is claims.REGISTRY["mine.one"]
    assert loads == [] and plugins == [()]                  # already registered: nothing loaded


def test_entry_points_are_users_plugins_loaded_once(loads, monkeypatch):
    import importlib.metadata
    from types import SimpleNamespace
    groups = []

    def entry_points(group):
        groups.append(group)
        return [SimpleNamespace(module="json")]
    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    monkeypatch.setattr(claims, "_ENTRY_POINTS_DONE", False)
    claims._load_entry_points()
    claims._load_entry_points()
    assert groups == ["workbench.papers"]
    assert loads == [("json", True, "entry point workbench.papers:")]


def test_builtin_timings_beside_the_builtin_papers(loads):
    from pathlib import Path
    path = claims.builtin_timings()
    assert path == Path(__file__).resolve().parents[1] / "proofs" / "verify_timings.json" and path.is_file()
    assert loads == []          # found from the entry points' metadata: no paper imported to find the file


def test_select_strips_only_dots_from_a_pattern(loads):
    register_paper("gamma", "g.pdf")
    pending("gamma.aX", "l", "s")
    pending("gamma.a.b", "l", "s")
    assert [c.id for c in claims.select(["gamma.aX"])] == ["gamma.aX"]
    assert [c.id for c in claims.select(["gamma.a.."])] == ["gamma.a.b"]
    with pytest.raises(InvalidArgument, match=r"^no claim matches gamma.X; see "):
        claims.select(["gamma.X"])


def test_plugin_files_are_keyed_by_their_resolved_path(loads, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "path", list(sys.path))
    for folder in ("one", "two"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "same.py").write_text("X = 1\n")
    (tmp_path / "one" / "other.py").write_text("X = 2\n")
    claims._load_one(str(tmp_path / "one" / "same.py"), user=True)
    claims._load_one(str(tmp_path / "two" / ".." / "one" / "same.py"), user=True)     # the same file again
    claims._load_one(str(tmp_path / "two" / "same.py"), user=True)                    # same name, other file
    claims._load_one(str(tmp_path / "one" / "other.py"), user=True)
    assert list(claims._LOADED) == [str(tmp_path / "one" / "same.py"), str(tmp_path / "two" / "same.py"),
                                    str(tmp_path / "one" / "other.py")]
    first, second, _ = claims._LOADED.values()
    assert first != second and sys.modules[first].X == sys.modules[second].X == 1
    assert sys.path.count(str(tmp_path / "one")) == 1 and sys.path.count(str(tmp_path / "two")) == 1
    notes = tmp_path / "one" / "notes.txt"
    notes.write_text("X = 3\n")
    with pytest.raises(InvalidArgument, match=rf"^--claims {notes}: not a Python file$"):
        claims._load_one(str(notes), user=True)
    with pytest.raises(InvalidArgument, match=r"^--claims no_such_pkg_wb.sub: no such file or importable module$"):
        claims._load_one("no_such_pkg_wb.sub", user=True)


def test_a_passing_reason_route_does_not_weaken_a_certified_statement():
    """The reason route judges the derivation: beside a certified LP it leaves the verdict certified; alone it is the
    level; failing, it refutes like any route."""
    from workbench.claims import Evidence, RouteResult, decide, verdict_strength
    lp, reason = RouteResult("pass", "lp"), RouteResult("pass", "no witness")
    assert verdict_strength("holds", Evidence({"lp": lp, "reason": reason})) == "certified"
    assert verdict_strength("holds", Evidence({"reason": reason})) == "exact-sampled"
    assert decide(Evidence({"lp": lp, "reason": RouteResult("fail", "witness")}, {"witness": 1}))[0] == "fails"
