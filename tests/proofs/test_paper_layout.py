"""The built-in papers' layout is the one every user copies (docs/design.md, "Layout"): one package per paper under
proofs/, nothing in one paper's package imports another's (what several need is in the engine's proof API), and
every claim, closed form and coverage list of a paper lives under its own folder."""
import ast
import re
from pathlib import Path

import pytest

from workbench import claims

PROOFS = Path(__file__).resolve().parents[2] / "proofs"
PAPERS = ("pram", "counting", "pml", "staircase", "cross")


def foreign_imports(path: Path, paper: str) -> list[str]:
    """Every place the module at `path`, of the package proofs/<paper>/, names another package of proofs/: an
    absolute import, a relative import that climbs out of its package, or a module name spelled as a string (a
    lazy or dynamic import), with its line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level > 1:
                found.append(f"{node.lineno}: from {'.' * node.level}{node.module or ''}")
                continue
            names = [] if node.level else [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(r"proofs\.[\w.]+", node.value):
            names = [node.value]
        else:
            continue
        found += [f"{node.lineno}: {name}" for name in names
                  if name.split(".")[0] == "proofs" and (len(name.split(".")) < 2 or name.split(".")[1] != paper)]
    return found


def test_proofs_holds_one_package_per_paper_and_nothing_else():
    assert sorted(p.name for p in PROOFS.glob("*.py")) == ["__init__.py"]
    packages = sorted(p.parent.name for p in PROOFS.glob("*/__init__.py"))
    assert packages == sorted(PAPERS)
    for paper in PAPERS:
        assert (PROOFS / paper / "claims.py").is_file()
        assert (PROOFS / paper / "coverage.py").is_file() or paper == "cross"


@pytest.mark.parametrize("paper", PAPERS)
def test_no_paper_imports_another_papers_package(paper):
    found = {p.name: foreign_imports(p, paper) for p in sorted((PROOFS / paper).rglob("*.py"))}
    assert len(found) >= 2
    assert not any(found.values()), {name: refs for name, refs in found.items() if refs}


def test_the_import_check_can_say_no(tmp_path):
    module = tmp_path / "thm1.py"
    module.write_text("import proofs.pml.thm1\nfrom proofs.pram.claims import DP_RATIOS\nfrom proofs import counting\n"
                      "from ..staircase import thm6\nfrom . import claims\nfrom .claims import X\n"
                      "links = lazy('proofs.cross.links')\nown = lazy('proofs.pml.thm2_saturation')\nimport workbench.proof\n")
    assert [ref.split(":")[0] for ref in foreign_imports(module, "pml")] == ["2", "2", "3", "3", "4", "7"]


def test_every_claim_and_closed_form_lives_under_its_papers_folder():
    registered = claims.load_all()
    builtin = {c: claim for c, claim in registered.items() if c.split(".")[0] in PAPERS}
    assert len(builtin) >= 100
    misplaced = {c: claim.check.__module__ for c, claim in builtin.items()
                 if claim.check is not None and not claim.check.__module__.startswith(f"proofs.{c.split('.')[0]}.")}
    assert not misplaced, misplaced
    forms = [(f.claim, f.evidence.__module__) for f in claims.CLOSED_FORMS if f.claim.split(".")[0] in PAPERS]
    assert forms and not [(c, m) for c, m in forms if not m.startswith(f"proofs.{c.split('.')[0]}.")]


def test_each_paper_is_registered_by_its_package_with_the_coverage_beside_its_claims():
    claims.load_all()
    for paper in PAPERS:
        info = claims.PAPER_INFO[paper]
        assert info["module"] == f"proofs.{paper}"
        assert info["coverage"] in (None, f"proofs.{paper}.coverage") and (info["coverage"] or paper == "cross")


def test_the_built_in_papers_are_the_projects_own_entry_points_in_paper_order():
    assert claims.builtin_plugins() == [f"proofs.{paper}" for paper in PAPERS]
    pyproject = (PROOFS.parent / "pyproject.toml").read_text()
    for paper in PAPERS:
        assert f'{paper} = "proofs.{paper}"' in pyproject
    engine = (PROOFS.parent / "workbench" / "claims.py").read_text()
    assert not re.search(r"[\"']proofs\.\w+", engine), "the engine names no paper's module"


def claims_table_script():
    """scripts/claims-table as a module (it has no .py suffix: a command)."""
    import importlib.machinery
    import importlib.util
    path = str(PROOFS.parent / "scripts" / "claims-table")
    loader = importlib.machinery.SourceFileLoader("claims_table", path)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader("claims_table", loader))
    loader.exec_module(module)
    return module


def test_the_design_table_names_the_modules_the_sources_do():
    """docs/design.md's "claim -> module -> artefact" table is generated (scripts/claims-table): every built-in claim
    has a row, and its module column is what the sources say today (the artefact column needs a verify run:
    `scripts/claims-table --check docs/design.md` checks it against build/report.json)."""
    script = claims_table_script()
    doc = (PROOFS.parent / "docs" / "design.md").read_text()
    rows = doc.split(script.BEGIN, 1)[1].split(script.END, 1)[0].strip().splitlines()[2:]
    in_doc = {row.split("|")[1].strip(" `"): row.split("|")[2].strip() for row in rows}
    from_sources = {}
    for paper in PAPERS:
        from_sources |= {c: ", ".join(f"`{paper}/{m}.py`" for m in ms) for c, ms in script.claim_modules(paper).items()}
    builtin = [c for c in claims.load_all() if c.split(".")[0] in PAPERS]
    assert sorted(in_doc) == sorted(builtin)
    assert {c: in_doc[c] for c in builtin} == {c: from_sources[c] for c in builtin}
