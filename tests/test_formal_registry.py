"""Every universal claim of the built-in papers says formally what it asserts (workbench.formal.Statement), or why no
relation between fixed variables can say it (workbench.formal.Prose): so "proved for every parameter" is computed
against a declared statement, and every claim that is not proved has a written reason (issue 22, points 3 and 6)."""
from workbench.claims import REGISTRY, load_all
from workbench.formal import Prose, Statement, shown


def test_every_universal_builtin_claim_declares_its_formal_statement_or_why_not():
    load_all()
    missing = [c.id for c in REGISTRY.values() if c.universal and c.id.split(".")[0] in
               ("pram", "counting", "pml", "staircase", "cross") and not isinstance(c.formal, (Statement, Prose))]
    assert not missing, f"universal claims without a formal statement or a written reason: {missing}"


def test_every_formal_statement_can_be_read():
    load_all()
    unreadable = {c.id: shown(c.formal, c.id) for c in REGISTRY.values()
                  if isinstance(c.formal, Statement) and shown(c.formal, c.id).startswith("unreadable")}
    assert not unreadable, unreadable


def test_docs_formal_statements_is_current():
    """docs/formal-statements.md lists every universal claim's formal statement or written reason, as the registry has
    them now (regenerate: python -m workbench.reports.formal_table > docs/formal-statements.md)."""
    from pathlib import Path

    from workbench.reports.formal_table import table
    assert (Path(__file__).resolve().parent.parent / "docs" / "formal-statements.md").read_text() == table()
