"""Every numbered display equation of the built-in papers is its own coverage unit (issue 23): the numbers are read
from the paper texts themselves, no unit's locus names two of them, and every display a literal route reads
(workbench.literal.READ) is the one equation unit with its number."""
import re
from pathlib import Path

import pytest

from workbench import literal
from workbench.claims import PAPERS, load_all
from workbench.reports import coverage

PAPERS_DIR = Path(__file__).resolve().parents[2] / "shared" / "papers"
BUILT_IN = ("pram", "counting", "pml", "staircase")


def displayed_numbers(prefix: str) -> set[str]:
    """The numbers printed at the end of a display line, "(12)", in the paper's text (papers 001 and 004 lost their
    displays in conversion: none is printed there)."""
    text = (PAPERS_DIR / PAPERS[prefix]).read_text()
    return {f"({n})" for n in re.findall(r"\((\d{1,2})\)\s*$", text, re.M)}


@pytest.fixture(scope="module")
def registry():
    return load_all()


@pytest.mark.parametrize("prefix", BUILT_IN)
def test_no_unit_groups_several_numbered_equations(prefix, registry):
    grouped = [u.locus for u in coverage.load(prefix) if len(coverage.equation_numbers(u.locus)) > 1]
    assert grouped == []


@pytest.mark.parametrize("prefix", BUILT_IN)
def test_every_displayed_equation_is_its_own_unit(prefix, registry):
    if not PAPERS_DIR.exists():
        pytest.skip(f"the paper texts are not at {PAPERS_DIR}")
    named = {n for u in coverage.load(prefix) for n in coverage.equation_numbers(u.locus)}
    assert sorted(displayed_numbers(prefix) - named, key=lambda n: int(n[1:-1])) == []


@pytest.mark.parametrize("prefix", BUILT_IN)
def test_every_display_read_literally_is_one_equation_unit(prefix, registry):
    units = coverage.load(prefix)
    for number, claim_id in literal.READ.get(prefix, {}).items():
        mine = [u for u in units if u.kind == "equation" and coverage.equation_numbers(u.locus) == [number]]
        assert len(mine) == 1, (number, [u.locus for u in mine])
        assert claim_id in mine[0].claims, (number, claim_id, mine[0].claims)
        assert coverage.read_by(prefix, mine[0]) == claim_id


def test_a_grouped_locus_is_seen_as_several_equations():
    assert coverage.equation_numbers("Proof of Lemma 4, (70)-(74)") == ["(70)", "(71)", "(72)", "(73)", "(74)"]
    assert coverage.equation_numbers("(4) and Sec. 1, par. 6, displays") == ["(4)"]
    assert coverage.equation_numbers("Thm. 3") == []
