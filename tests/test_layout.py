"""The layout is a promise (docs/design.md, "Layout"): no module of the engine imports a paper. Papers are
plugins, reached through the registry (workbench.claims: the entry-point group workbench.papers, whose
built-in entries are this project's own pyproject.toml, and --claims); what the tools need from them (samples to mutate, coverage lists) the papers register."""
import ast
import re
from pathlib import Path

import pytest

WORKBENCH = Path(__file__).resolve().parent.parent / "workbench"
PAPERS = "proofs"
# No module names the built-in papers, not even as data: they are entry points of pyproject.toml.
NAMES_BUILTINS: set[str] = set()


def paper_references(path: Path) -> list[str]:
    """Every import of the papers' package, and every module name of it spelled as a string (a dynamic
    import in disguise), with its line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [f"{node.lineno}: import {a.name}" for a in node.names if a.name.split(".")[0] == PAPERS]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module.split(".")[0] == PAPERS:
            found.append(f"{node.lineno}: from {node.module}")
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and re.fullmatch(rf"{PAPERS}\.[\w.]*", node.value) and path.name not in NAMES_BUILTINS):
            found.append(f"{node.lineno}: the string {node.value!r}")
    return found


def test_no_engine_module_imports_a_paper():
    found = {str(p.relative_to(WORKBENCH)): paper_references(p) for p in sorted(WORKBENCH.rglob("*.py"))}
    assert len(found) > 50
    assert not any(found.values()), {name: refs for name, refs in found.items() if refs}


def test_the_check_sees_every_way_of_naming_a_paper(tmp_path):
    module = tmp_path / "engine.py"
    module.write_text("import proofs.pram.claims\nfrom proofs.staircase.claims import pattern_optimum\n"
                      "def f():\n    import proofs\n    return f'proofs.coverage.{1}', 'proofs.pml.claims'\n")
    assert sorted(ref.split(":")[0] for ref in paper_references(module)) == ["1", "2", "4", "5", "5"]


def test_papers_register_the_samples_the_quality_tools_mutate(monkeypatch):
    from workbench import claims, sample
    from workbench.quality import mutants
    claims.load_plugins()
    origin = {(kind, name): f.__module__ for kind, named in claims.SAMPLES.items() for name, f in named.items()}
    assert origin[("certificate", "pml-eta")] == "proofs.pml.claims"
    assert origin[("certificate", "staircase")] == "proofs.staircase.claims"
    assert origin[("proof", "pram redundancy")] == "proofs.pram.claims"
    monkeypatch.setitem(claims.SAMPLES, "certificate", dict(claims.SAMPLES["certificate"]))
    staircase = claims.SAMPLES["certificate"]["staircase"]()
    sample("certificate", "mine")(lambda: staircase)
    assert list(mutants.sample_certificates())[-1] == "mine"       # a plugin's sample is scored too


def test_a_sample_of_an_unknown_kind_or_registered_twice_is_refused(monkeypatch):
    from workbench import claims, sample
    with pytest.raises(ValueError, match="kind 'figure'"):
        sample("figure", "x")
    monkeypatch.setitem(claims.SAMPLES, "proof", {})
    sample("proof", "p")(lambda: {})
    with pytest.raises(ValueError, match="registered twice"):
        sample("proof", "p")(dict)


def tool_imports(source: str, package: str) -> list[str]:
    """The modules of workbench.quality / workbench.reports that `source` (a module of `package`) imports."""
    found, here = [], package.split(".")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            names = [target] + [f"{target}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found += [n for n in names if n.startswith(("workbench.quality", "workbench.reports"))][:1]
    return found


def test_the_decision_path_never_reaches_the_quality_tools_or_the_reports():
    """quality/ and reports/ are used by the command line (cli.py) and the public surface (__init__.py)
    only: no module that decides a verdict imports them."""
    found = {}
    for path in sorted(WORKBENCH.rglob("*.py")):
        relative = path.relative_to(WORKBENCH)
        if relative.parts[0] in ("quality", "reports") or str(relative) in ("cli.py", "__init__.py"):
            continue
        package = ".".join(["workbench", *relative.parts[:-1]])
        found[str(relative)] = tool_imports(path.read_text(), package)
    assert len(found) > 40 and not any(found.values()), {name: bad for name, bad in found.items() if bad}


def test_the_tool_import_check_can_say_no():
    source = ("from ..quality.campaign import command\nfrom ..reports import pages\nimport workbench.quality.mutants\n"
              "from .solve import solve\n")
    assert tool_imports(source, "workbench.lp") == ["workbench.quality.campaign", "workbench.reports",
                                                    "workbench.quality.mutants"]
    assert tool_imports("from .quality.campaign import command\n", "workbench") == ["workbench.quality.campaign"]


def imported_modules(source: str) -> set[str]:
    """Every module name and imported name in `source`, relative ones as written (".pages_html", ". pages")."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names |= {base} | {f"{base} {a.name}" for a in node.names}
    return names


def test_the_page_model_does_not_import_its_html_rendering():
    """reports/: one direction of import, pages_html.py (the HTML and the writer of both pages) -> pages.py (the
    model and REPORT.md), never back."""
    reports = WORKBENCH / "reports"
    assert ".pages" in imported_modules((reports / "pages_html.py").read_text())
    back = [n for n in imported_modules((reports / "pages.py").read_text()) if "pages_html" in n]
    assert not back, back
    assert [n for n in imported_modules("from . import pages_html\n") if "pages_html" in n]      # the check can say no
