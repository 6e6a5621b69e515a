"""workbench/claims.py piece by piece, beside tests/test_claims_rules.py: an erratum's grade, the severity check of
the statement-level rule, the order of the `workbench.papers` entry points and how they are loaded, each value
worked out by hand from the function's docstring (never recomputed by the code under test), so that a mutant of
these functions changes an answer (scripts/mutants-engine workbench/claims.py; docs/trust.md, "Mutation scores
of the engine")."""
import importlib.metadata
import sys
from types import ModuleType, SimpleNamespace

import pytest

from workbench import claims
from workbench.claims import Evidence, RouteResult, register_paper, statement_error, statement_severity, \
    verdict_strength

OK, BAD = RouteResult("pass", "ok"), RouteResult("fail", "bad")
UNDER_MUTMUT = any("__mutmut_" in name for name in vars(claims))
WARNING = ("warning: the installed workbench declares no workbench.papers entry points, so the built-in papers are "
           "not loaded: its metadata predates pyproject.toml's; reinstall it (`make setup`, or `pip install -e .`)\n")


# --- statement_severity: the declared grade, else statement / derivation from printed_statement; None unless
# the verdict is fails or holds-with-correction

@pytest.mark.parametrize("verdict", ["fails", "holds-with-correction"])
def test_statement_severity_of_an_erratum(verdict):
    grade = lambda **kw: statement_severity(Evidence(**kw), verdict)                     # noqa: E731
    assert grade(printed_statement=False) == "statement"
    assert grade(printed_statement=True) == "derivation"
    assert grade() is None                                          # printed_statement not set: no default
    assert grade(printed_statement=False, severity="overclaim") == "overclaim"     # the declared one wins
    assert grade(printed_statement=True, severity="reason") == "reason"
    assert grade(printed_statement=None, severity="typo") == "typo"
    assert grade(printed_statement=True, severity="rounding") == "rounding"


@pytest.mark.parametrize("verdict", ["holds", "inconclusive", "unknown"])
def test_statement_severity_is_none_for_any_other_verdict(verdict):
    for printed in (False, True, None):
        for severity in (None, "statement", "typo"):
            assert statement_severity(Evidence(printed_statement=printed, severity=severity), verdict) is None


# --- statement_error's severity check: a declared severity must be one of SEVERITIES and fit printed_statement
# (statement, overclaim: False; derivation, reason: True; typo, rounding: either)

def _checked(printed: bool, severity):
    """Evidence whose statement level is otherwise checked: a counterexample failed by lp (printed False), or
    lp passing on the printed statement (printed True)."""
    route = BAD if printed is False else OK
    return Evidence({"lp": BAD}, {"M": 3}, "fixed", {"lp": OK}, printed_statement=printed,
                    statement_evidence={"shows": "x", "routes": {"lp": route}}, severity=severity)


def test_a_fitting_severity_passes():
    for severity in ("statement", "overclaim", "typo", "rounding", None):
        assert statement_error(_checked(False, severity), "fails") is None, severity
    for severity in ("derivation", "reason", "typo", "rounding", None):
        assert statement_error(_checked(True, severity), "holds-with-correction") is None, severity


def test_an_unknown_or_unfitting_severity_is_refused_in_one_line():
    known = "statement, overclaim, derivation, reason, typo, rounding"
    assert statement_error(_checked(False, "bogus"), "fails") == \
        f"severity 'bogus' is not one of {known}, or does not fit printed_statement=False"
    assert statement_error(_checked(True, "Statement"), "fails") == \
        f"severity 'Statement' is not one of {known}, or does not fit printed_statement=True"
    for severity in ("derivation", "reason"):
        assert statement_error(_checked(False, severity), "fails") == \
            f"severity {severity!r} is not one of {known}, or does not fit printed_statement=False"
    for severity in ("statement", "overclaim"):
        assert statement_error(_checked(True, severity), "holds-with-correction") == \
            f"severity {severity!r} is not one of {known}, or does not fit printed_statement=True"
    assert statement_error(_checked(False, "bogus"), "holds") is None        # not an erratum: nothing to check


# --- _weakest: without a complete route, the weakest decisive part (a proof that is not complete counts as
# exact-sampled only when nothing else is there)

def test_a_proof_that_is_not_complete_does_not_lower_a_certified_part():
    holds = lambda **routes: verdict_strength("holds", Evidence(routes))                  # noqa: E731
    assert holds(proof=OK, lp=OK) == "certified"
    assert holds(lp=OK, proof=OK) == "certified"
    assert holds(proof=OK, exact=OK) == "exact-sampled"


# --- entry points: fake ones, in a fake package `wbfakepapers` whose __all__ lists its papers in paper order

BUILTIN = SimpleNamespace(name="workbench")


def point(module, name=None, dist=BUILTIN):
    return SimpleNamespace(module=module, name=name if name is not None else module.rsplit(".", 1)[-1], dist=dist)


@pytest.fixture
def packages(monkeypatch):
    listed = ModuleType("wbfakepapers")
    listed.__all__ = ["second", "first", "links"]          # paper order, not the order of the names
    unlisted = ModuleType("wbfakeplain")                   # a package without __all__
    monkeypatch.setitem(sys.modules, "wbfakepapers", listed)
    monkeypatch.setitem(sys.modules, "wbfakeplain", unlisted)


def test_declared_order_by_all_then_by_name(packages):
    order = claims._declared_order
    assert order(point("wbfakepapers.second", "z")) == (0, "z")
    assert order(point("wbfakepapers.first", "y")) == (1, "y")
    assert order(point("wbfakepapers.links", "a")) == (2, "a")
    assert order(point("wbfakepapers.other", "b")) == (3, "b")        # not listed: after the listed ones
    assert order(point("wbfakepapers.deep.first", "c")) == (1, "c")   # the last part of the module is looked up
    assert order(point("wbfakepapers", "d")) == (0, "d")              # a top-level module: no package, no list
    assert order(point("wbfakeplain.first", "e")) == (0, "e")         # a package without __all__
    assert order(SimpleNamespace(module="wbfakepapers.other")) == (3, "wbfakepapers.other")   # no name: module


FAKE_POINTS = [point("wbfakepapers.first", "first"), point("wbfakeplain.mine", "mine", dist=None),
               point("wbfakepapers.other", "aaa"), point("wbfakepapers.second", "second"),
               point("wbfakeplain.yours", "yours", dist=SimpleNamespace(name="someone-else"))]


@pytest.fixture
def fake_points(packages, monkeypatch):
    groups = []

    def entry_points(group):
        groups.append(group)
        return list(FAKE_POINTS)
    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    return groups


def modules(points):
    return [p.module for p in points]


def test_entry_points_builtin_first_each_in_declared_order(fake_points):
    builtin = ["wbfakepapers.second", "wbfakepapers.first", "wbfakepapers.other"]
    users = ["wbfakeplain.mine", "wbfakeplain.yours"]        # no __all__: by name
    assert modules(claims._entry_points()) == builtin + users
    assert modules(claims._entry_points(builtin=True)) == builtin
    assert modules(claims._entry_points(builtin=False)) == users
    assert claims.builtin_plugins() == builtin
    assert set(fake_points) == {"workbench.papers"}


@pytest.fixture
def loads(monkeypatch):
    """Every _load_one call as (spec, user, origin); nothing imported."""
    calls = []
    monkeypatch.setattr(claims, "_load_one", lambda spec, user, origin="--claims": calls.append((spec, user, origin)))
    monkeypatch.setattr(claims, "_ENTRY_POINTS_DONE", False)
    return calls


def test_load_entry_points_builtin_ones_as_builtin(fake_points, loads, capsys):
    claims._load_entry_points()
    origin = "entry point workbench.papers:"
    assert loads == [("wbfakepapers.second", False, origin), ("wbfakepapers.first", False, origin),
                     ("wbfakepapers.other", False, origin), ("wbfakeplain.mine", True, origin),
                     ("wbfakeplain.yours", True, origin)]
    assert capsys.readouterr() == ("", "")                    # built-in papers declared: no warning
    claims._load_entry_points()
    assert len(loads) == 5                                    # once per process


def test_load_entry_points_warns_when_no_builtin_is_declared(packages, loads, monkeypatch, capsys):
    users = [p for p in FAKE_POINTS if p.dist is not BUILTIN]
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group: list(users))
    claims._load_entry_points()
    assert capsys.readouterr() == ("", WARNING)
    assert loads == [("wbfakeplain.mine", True, "entry point workbench.papers:"),
                     ("wbfakeplain.yours", True, "entry point workbench.papers:")]


def test_find_claim_loads_only_builtin_papers_first(fake_points, loads, monkeypatch):
    plugins = []
    monkeypatch.setattr(claims, "load_plugins", lambda specs=(): plugins.append(specs))
    monkeypatch.setattr(claims, "REGISTRY", {})
    assert claims.find_claim("first.nothing") is None
    assert [(spec, user) for spec, user, _ in loads] == [("wbfakepapers.first", False), ("wbfakepapers.second", False),
                                                         ("wbfakepapers.other", False)]
    assert plugins == [()]                                    # then the rest, as load_plugins does


# --- register_paper: the module recorded is the caller's __name__, "" when its globals have none. Under mutmut
# the caller is mutmut's trampoline (docs/trust.md), so this pins register_paper's caller lookup outside mutmut.

@pytest.mark.skipif(UNDER_MUTMUT, reason="mutmut's trampoline is the caller there")
def test_register_paper_records_its_callers_module(monkeypatch):
    monkeypatch.setattr(claims, "PAPERS", {})
    monkeypatch.setattr(claims, "PAPER_INFO", {})
    register_paper("direct", "d.pdf")
    assert claims.PAPER_INFO["direct"]["module"] == __name__
    exec("register_paper('nameless', 'n.pdf')", {"register_paper": register_paper})
    assert claims.PAPER_INFO["nameless"]["module"] == ""
    caller = ModuleType("wbfake_caller")
    exec("def go():\n    register_paper('through', 't.pdf')\n", vars(caller))
    caller.register_paper = register_paper
    caller.go()
    assert claims.PAPER_INFO["through"]["module"] == "wbfake_caller"      # the immediate caller, not its caller
