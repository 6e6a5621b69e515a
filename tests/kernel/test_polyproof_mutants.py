"""The gate of `make mutants` for the proof replayer's own code: every mutant of workbench/kernel/polyproof.py is
killed by the corpus, and a thinner corpus lets mutants survive (so the score can say no)."""
import pytest

# minutes of mutation runs: CI (`make test-all`), not the everyday `make test`
pytestmark = pytest.mark.slow


def test_every_replayer_code_mutant_is_killed():
    from workbench.quality import polyproof_mutants
    result = polyproof_mutants.run()
    assert result["mutants"] > 40 and result["survived"] == [], result["survived"]
    assert len(result["equivalent"]) <= len(polyproof_mutants.EQUIVALENT), result["equivalent"]


def test_a_weaker_corpus_lets_replayer_mutants_survive(monkeypatch):
    from workbench.quality import polyproof_mutants
    full = polyproof_mutants.corpus
    monkeypatch.setattr(polyproof_mutants, "corpus", lambda: [c for c in full() if c[2] == "valid"])
    monkeypatch.setattr(polyproof_mutants, "cli_corpus", lambda folder: [])
    assert polyproof_mutants.run()["survived"]


def test_dropping_the_unique_names_check_is_a_killed_mutant():
    """The replayer with its one-name-one-meaning check removed answers some corpus artefact differently (the hostile
    ones of tests/kernel/hostile.py): the corpus would notice if that check were lost."""
    from workbench.quality import polyproof_mutants
    source = polyproof_mutants.SOURCE.read_text()
    check = "len(set(named)) < len(named) or "
    assert check in source
    dropped = polyproof_mutants._load(source.replace(check, ""))
    differs = [what for what, artefact, answer in polyproof_mutants.corpus()
               if polyproof_mutants._answer(dropped, artefact) != answer]
    assert any("repeated" in what or "share a name" in what or "named" in what for what in differs), differs
