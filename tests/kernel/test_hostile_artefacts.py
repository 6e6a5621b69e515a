"""The trusted replayer refuses every hostile artefact of tests/kernel/hostile.py with the answer pinned there, through
its CLI (the exit code a script trusts) and its check function; the controls replay as valid."""
import pytest

from tests.kernel.hostile import CASES
from workbench.kernel import polyproof

EXIT = {"valid": 0, "invalid": 1, "malformed": 2}


@pytest.mark.parametrize("what, text, expected, reason", CASES, ids=[c[0] for c in CASES])
def test_each_hostile_artefact_gets_its_pinned_answer(tmp_path, capsys, what, text, expected, reason):
    path = tmp_path / "proof.json"
    path.write_text(text, encoding="utf-8")
    assert polyproof.main(["polyproof", str(path)]) == EXIT[expected], what
    line = capsys.readouterr().out
    assert line.startswith(expected) and reason in line and line.count("\n") == 1, line


def test_the_exploit_of_the_issue_is_refused_before_any_arithmetic():
    """Two hypotheses named h: the goal x > 0 on x >= 0 must never replay (it did, taking strictness from one h
    and the polynomial from the other)."""
    from tests.kernel.hostile import TWO_HS
    with pytest.raises(ValueError, match="repeated"):
        polyproof.check(TWO_HS)
