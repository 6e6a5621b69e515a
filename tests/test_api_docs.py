"""`make docs` (scripts/api-docs): the API reference pdoc builds from the docstrings shows every public name
(workbench.__all__, the list tests/test_public_api.py holds to its docstrings) with its docstring, and every entry
of a public module's page (strategies, params, rigorous, mechanisms and its submodules) with one too; it gives the
internal modules no page, fetches nothing, and its check says no to a public name missing or undocumented and to
an undocumented function or constant of a public module."""
import importlib.machinery
import importlib.util
import re
import shutil
import sys
import textwrap
from pathlib import Path

import pytest

import workbench
from workbench import params
from workbench.mechanisms import dp

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "api-docs"
SAMPLE = "apidocs_sample"
SAMPLE_FILES = {     # a public surface built like workbench's: __all__, lazy names, a public package and its module
    "__init__.py": '''
        """A package for the check to say no to."""
        from dataclasses import dataclass
        from importlib import import_module

        __all__ = ["documented", "undocumented", "Bare", "lazy", "sub"]


        def documented():
            """Says what it is."""


        def undocumented():
            pass


        @dataclass
        class Bare:
            x: int

            def method(self):
                """A documented method does not document its class."""


        def __getattr__(name):
            if name in ("lazy", "sub"):
                module = import_module(f"{__name__}.{'_home' if name == 'lazy' else 'sub'}")
                return module.lazy if name == "lazy" else module
            raise AttributeError(name)
        ''',
    "_home.py": '''
        def lazy():
            """Found only once asked for (PEP 562)."""
        ''',
    "sub/__init__.py": '"""A public package: its modules are public too (pdoc gives each a page)."""\n',
    "sub/leaf.py": '''
        """A public module whose names are not in the package's __all__."""
        from dataclasses import dataclass

        LIMIT = 3
        """A constant documented by the string after it."""
        BARE = 4


        def told():
            """Says what it is."""


        def untold():
            pass


        def _helper():
            pass


        @dataclass
        class Told:
            """Documented, which does not document its members."""
            shown: int
            """A field documented by the string after it."""
            bare: int

            def method(self):
                pass
        ''',
}
UNDOCUMENTED = [f"{SAMPLE}.undocumented: no docstring in the API reference",
                f"{SAMPLE}.Bare: no docstring in the API reference",
                f"{SAMPLE}.sub.leaf.BARE: no docstring in the API reference",
                f"{SAMPLE}.sub.leaf.untold: no docstring in the API reference",
                f"{SAMPLE}.sub.leaf.Told.bare: no docstring in the API reference",
                f"{SAMPLE}.sub.leaf.Told.method: no docstring in the API reference"]


def load_script():
    """scripts/api-docs as a module (its file name has no .py)."""
    loader = importlib.machinery.SourceFileLoader("api_docs", str(SCRIPT))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module


api_docs = load_script()


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """workbench's API reference, built as `make docs` builds it."""
    out = tmp_path_factory.mktemp("api")
    api_docs.build("workbench", out)
    return out


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """The sample package on sys.path and its reference: (its folder on sys.path, the reference)."""
    root = tmp_path_factory.mktemp("sample")
    (root / SAMPLE).mkdir()
    for name, text in SAMPLE_FILES.items():
        (root / SAMPLE / name).parent.mkdir(exist_ok=True)
        (root / SAMPLE / name).write_text(textwrap.dedent(text))
    sys.path.insert(0, str(root))
    try:
        api_docs.build(SAMPLE, root / "api")
        yield root, root / "api"
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m.split(".")[0] == SAMPLE]:
            del sys.modules[name]


def edited_copy(reference: Path, into: Path, page: str, old: str, new: str) -> Path:
    """A copy of a reference with `old` replaced by `new` on one page."""
    shutil.copytree(reference, into)
    html = (into / page).read_text()
    assert old in html
    (into / page).write_text(html.replace(old, new))
    return into


@pytest.mark.slow     # workbench's build (the fixture): 2.2 s idle, 2.5 s and more loaded
def test_every_public_name_is_in_the_reference_with_its_docstring(reference, tmp_path):
    assert api_docs.problems("workbench", reference) == []
    page = api_docs.entries(reference / "workbench.html")
    assert workbench.claim.__doc__.replace("`", "").split()[:12] == page["claim"].split()[:12]
    gone = edited_copy(reference, tmp_path / "api", "workbench.html", '<section id="claim">', "<section>")
    assert api_docs.problems("workbench", gone) == ["workbench.claim: not in the API reference"]


@pytest.mark.slow
def test_every_entry_of_a_public_module_page_has_its_docstring(reference, tmp_path):
    found = api_docs.shown("workbench", reference)
    for name in ("workbench.mechanisms.dp", "workbench.mechanisms.dp.is_dp", "workbench.mechanisms.kernels.matmul",
                 "workbench.params.MAX_DIGITS", "workbench.rigorous.UNDECIDED", "workbench.strategies.rationals",
                 "workbench.mechanisms.ldp.LDPLevel.witness", "workbench.rigorous.Enclosure.lo"):
        assert (found.get(name) or "").strip(), name
    assert dp.is_dp.__doc__.replace("`", "").split()[:8] == found["workbench.mechanisms.dp.is_dp"].split()[:8]
    assert found["workbench.params.MAX_DIGITS"].split()[:4] == ["The", "longest", "text", "rational"]
    assert params.MAX_DIGITS == 2000       # a constant's docstring is the string after it: the value is unchanged
    bare = edited_copy(reference, tmp_path / "api", "workbench/mechanisms/dp.html",
                       '<div class="docstring"><p>Whether Q is', "<div><p>Whether Q is")
    assert api_docs.problems("workbench", bare) == ["workbench.mechanisms.dp.is_dp: no docstring in the API reference"]


@pytest.mark.slow
def test_only_the_public_modules_have_pages(reference):
    pages = {page.relative_to(reference).with_suffix("").parts for page in reference.rglob("*.html")}
    assert pages >= {("index",), ("workbench",)} | {("workbench", name) for name in workbench.PUBLIC_MODULES}
    internal = [page for page in pages if len(page) > 1 and page[1] not in workbench.PUBLIC_MODULES]
    assert not internal, f"pages of internal modules: {internal}"
    assert ("workbench", "mechanisms", "named") in pages        # a public package's modules are public


@pytest.mark.slow
def test_the_pages_fetch_nothing_and_skip_lazy_imports(reference):
    for page in reference.rglob("*.html"):
        html = page.read_text()
        assert not re.findall(r'<(?:script|img|iframe|link)\b[^>]*\b(?:src|href)="(?:https?:)?//', html), page
        assert "lazy module" not in html, page        # `np = lazy("numpy")` is an import, not API
    assert "st" not in api_docs.entries(reference / "workbench" / "strategies.html")


def test_the_check_says_no_to_an_undocumented_public_name(sample):
    _, reference = sample
    assert api_docs.problems(SAMPLE, reference) == UNDOCUMENTED


def test_the_check_says_no_to_an_undocumented_entry_of_a_public_module(sample):
    _, reference = sample
    found = api_docs.shown(SAMPLE, reference)
    leaf = {name.removeprefix(f"{SAMPLE}.sub.leaf") for name in found if name.startswith(f"{SAMPLE}.sub.leaf")}
    assert leaf == {"", ".LIMIT", ".BARE", ".told", ".untold",      # a private helper has no entry to check,
                    ".Told", ".Told.shown", ".Told.bare", ".Told.method"}     # a constructor none of its own
    assert found[f"{SAMPLE}.sub.leaf.LIMIT"].strip() == "A constant documented by the string after it."
    assert found[f"{SAMPLE}.sub.leaf.Told.shown"].strip() == "A field documented by the string after it."
    assert found[f"{SAMPLE}.sub.leaf.Told"].strip() == "Documented, which does not document its members."
    for name in ("BARE", "untold", "Told.bare", "Told.method"):
        assert found[f"{SAMPLE}.sub.leaf.{name}"] == "", name


def test_the_check_says_no_to_a_public_name_missing_from_the_pages(sample, tmp_path):
    _, reference = sample
    renamed = edited_copy(reference, tmp_path / "renamed", f"{SAMPLE}.html", 'id="documented"', 'id="other"')
    assert f"{SAMPLE}.documented: not in the API reference" in api_docs.problems(SAMPLE, renamed)
    (renamed / SAMPLE / "sub.html").unlink()
    assert f"{SAMPLE}.sub: not in the API reference" in api_docs.problems(SAMPLE, renamed)


def test_make_docs_exits_1_naming_each_problem_and_refuses_other_folders(sample, capsys):
    root, _ = sample
    assert api_docs.main(["--package", SAMPLE, "--out", str(root / "again")]) == 1
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [f"error: {line}" for line in UNDOCUMENTED]
    assert captured.out.rstrip().endswith("its 5 public names and the 9 entries of its public modules' pages, "
                                          "6 missing or undocumented")
    with pytest.raises(SystemExit, match="not overwriting"):
        api_docs.main(["--package", SAMPLE, "--out", str(root)])     # the sample's sources, not a reference
    assert (root / SAMPLE / "__init__.py").exists()
    with pytest.raises(SystemExit, match="--package no_such_package: No module named"):
        api_docs.main(["--package", "no_such_package", "--out", str(root / "none")])
