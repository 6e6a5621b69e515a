"""The pml and staircase coverage lists agree with the registry: every claim a Decided unit names is
registered, every registered claim of the paper decides some unit, and each unit is well formed."""
import pytest

import proofs.pml.coverage as pml
import proofs.staircase.coverage as staircase
from workbench.claims import load_all
from workbench.reports.coverage import KINDS, CitedChecked, Decided, NotAClaim, NotCovered, OutsideText

LISTS = {"pml": pml.ITEMS, "staircase": staircase.ITEMS}


@pytest.mark.parametrize("prefix", sorted(LISTS))
def test_decided_units_name_registered_claims(prefix):
    registered = set(load_all())
    unknown = [(u.locus, c) for u in LISTS[prefix] if isinstance(u, Decided) for c in u.claims if c not in registered]
    assert not unknown


@pytest.mark.parametrize("prefix", sorted(LISTS))
def test_every_registered_claim_of_the_paper_decides_a_unit(prefix):
    named = {c for u in LISTS[prefix] if isinstance(u, (Decided, CitedChecked)) for c in u.claims}
    missing = [c for c in load_all() if c.startswith(prefix + ".") and c not in named]
    assert not missing


@pytest.mark.parametrize("prefix", sorted(LISTS))
def test_units_are_well_formed(prefix):
    for unit in LISTS[prefix]:
        assert isinstance(unit, (Decided, NotAClaim, CitedChecked, OutsideText, NotCovered)), unit
        assert unit.locus and unit.quote and unit.kind in KINDS, unit
        if isinstance(unit, CitedChecked):
            assert unit.where and unit.claims and isinstance(unit.claims, tuple), unit.locus
        elif isinstance(unit, Decided):
            assert unit.claims and isinstance(unit.claims, tuple), unit.locus
        elif isinstance(unit, NotAClaim):
            assert unit.reason, unit.locus
        elif isinstance(unit, OutsideText):
            assert unit.where, unit.locus
        else:
            assert unit.why, unit.locus


def test_the_check_can_fail():
    """A Decided unit naming an unregistered claim is caught by the same comparison the first test makes."""
    bogus = Decided("(0)", "equation", "1 = 2", ("pml.no-such-claim",))
    assert any(c not in set(load_all()) for c in bogus.claims)
    with pytest.raises(ValueError):
        NotAClaim("(0)", "lemmata", "x", reason="an unknown kind is refused")


@pytest.mark.parametrize("prefix, module", [("pml", "proofs.pml.claims"), ("staircase", "proofs.staircase.claims")])
def test_every_claim_of_the_paper_has_a_place_in_paper_order(prefix, module):
    """A claim missing from PAPER_ORDER would be listed first, out of the paper's order."""
    import importlib
    order = importlib.import_module(module).PAPER_ORDER
    assert sorted(c for c in load_all() if c.startswith(prefix + ".")) == sorted(order)


@pytest.mark.parametrize("prefix", sorted(LISTS))
def test_nothing_is_left_not_covered(prefix):
    """Issue 15's done-when: every unit is decided, not a claim, or says where outside the text it lives."""
    assert not [u.locus for u in LISTS[prefix] if isinstance(u, NotCovered)]


def test_the_cited_premises_of_pml_are_checked_by_claims_with_a_cited_route():
    """Issue 23, point 6: pml's three cited premises ((14), (23), after (23)) are CitedChecked, each naming a claim
    whose check builds a `cited` route; what stays OutsideText is Example 1's [21, Thm. 5] (its mechanism and set
    are not in the text) and staircase's missing Sec. 5."""
    import inspect
    cited = [u for u in pml.ITEMS if isinstance(u, CitedChecked)]
    assert [u.locus for u in cited] == ["(14)", "Proof of Thm. 2, (23)", "Proof of Thm. 2, after (23)"]
    registry = load_all()
    for unit in cited:
        assert all("cited_route(" in inspect.getsource(registry[c].check) for c in unit.claims), unit.locus
    outside = [u.locus for lst in LISTS.values() for u in lst if isinstance(u, OutsideText)]
    assert outside == ["Example 1", "Sec. 1, contributions, par. 2"]


@pytest.mark.slow
def test_the_coverage_command_counts_the_instances_the_pml_checks_evaluated(capsys):
    """End to end (runs the three checking claims, ~4 s of CPU): the N shown is the number of instances each check
    evaluated, the paper's kernels included."""
    from proofs.pml import cited_premises
    from workbench.cli import main
    assert main(["coverage", "pml", "--report", "none.json"]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if "cited, checked at" in line]
    n14, n23 = len(cited_premises.eq14_instances()), len(cited_premises.separated_instances())
    assert [f"cited, checked at {n} instances" in row for row, n in zip(rows, (n14, n23, n23))] == [True] * 3
    assert len(rows) == 3 and "3 cited and checked at instances" in out
