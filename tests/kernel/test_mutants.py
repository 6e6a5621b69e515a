"""The certificate-mutant score: no mutant survives for the families the kernel rebuilds, and the
scorer itself can tell a hole from an equivalent mutant."""
from fractions import Fraction as F

import pytest

from workbench.kernel.families import FAMILIES
from workbench.quality.mutants import independently_valid, sample_certificates, score, single_tamperings


def test_every_family_kills_every_mutant():
    certificates = sample_certificates()
    assert sorted(certificates) == sorted(FAMILIES)
    for family, cert in certificates.items():
        result = score(cert)
        assert result["mutants"] > 15 and result["survived"] == [], (family, result["survived"][:5])
        assert any(d.startswith("params") for d in dict(single_tamperings(cert, ("params",)))), family


def test_an_lp_checked_as_stated_shows_its_holes():
    """The score can say no: the same staircase LP under an unknown family name (checked as stated, not
    rebuilt) lets changed-but-consistent LPs through."""
    cert = dict(sample_certificates()["staircase"], family="staircase-as-stated")
    assert score(cert)["survived"]


def test_independent_validity_check_can_say_no():
    cert = sample_certificates()["pml-eta"]
    assert independently_valid(cert)
    tampered = dict(single_tamperings(cert, ("objective_value",)))
    assert not any(independently_valid(t) for t in tampered.values())
    assert all(F(t["objective_value"]) != F(cert["objective_value"]) for t in tampered.values())


@pytest.mark.slow
def test_every_kernel_code_mutant_is_killed_or_justified():
    """The gate of `make mutants` for the kernel's own code (minutes: ~280 mutants x ~2,000 inputs)."""
    from workbench.quality import kernel_mutants
    result = kernel_mutants.run()
    assert result["mutants"] > 100 and result["survived"] == [], result["survived"]
    assert len(result["equivalent"]) <= sum(map(len, kernel_mutants.EQUIVALENT.values()))


def test_a_weaker_corpus_lets_kernel_mutants_survive(monkeypatch):
    """The mutation run can say no: with only the valid certificates as corpus, mutants survive."""
    from workbench.quality import kernel_mutants
    full = kernel_mutants.corpus
    monkeypatch.setattr(kernel_mutants, "corpus", lambda: [c for c in full() if c[0].endswith("valid")])
    monkeypatch.setattr(kernel_mutants, "cli_corpus", lambda folder: [])
    assert kernel_mutants.run(limit=40)["survived"]


@pytest.mark.slow
def test_claim_mutants_are_all_refuted_by_the_evidence():
    from workbench.quality import claim_mutants
    for name, result in claim_mutants.run().items():
        # 1/c (pml.identity-bound) is the one form too small for 7 operators: Nc -> (N-1)c, the sign, exponent +- 1
        floor = 4 if name.startswith("pml.identity-bound") else 7
        assert result["mutants"] >= floor and result["survived"] == [], (name, result["survived"])


def test_claim_mutants_survive_thin_evidence(monkeypatch):
    """Evidence only at eps = 0 (E = 1) cannot tell E from 1/E: that mutant survives, so the score can say no."""
    from workbench.quality import claim_mutants
    E, S = claim_mutants.E, claim_mutants.S
    monkeypatch.setattr(claim_mutants, "truths",
                        lambda: {"v_max at E = 1 only": (E / (1 / E + S - 1), {(("S", F(4)), ("E", F(1))): F(1, 4)})})
    assert "E -> 1/E" in claim_mutants.run()["v_max at E = 1 only"]["survived"]


@pytest.mark.slow
def test_mutants_command_prints_every_sample_and_fails_on_a_survivor(monkeypatch, capsys):
    """`python -m workbench mutants` scores and prints one line per sample (every family, every kind of the
    "mechanism" family) and exits 1 when a sample lets a mutant survive. The code and claim mutants, which
    have their own tests above, are stubbed out to keep this one short."""
    import re

    from workbench.cli import main
    from workbench.quality import claim_mutants, kernel_mutants, mutants, polyproof_mutants
    clean = {"corpus": 0, "mutants": 0, "killed": 0, "equivalent": [], "survived": []}
    monkeypatch.setattr(kernel_mutants, "run", lambda: clean)
    monkeypatch.setattr(polyproof_mutants, "run", lambda: clean)
    monkeypatch.setattr(claim_mutants, "run", lambda: {})
    samples = mutants.all_samples()
    assert set(samples) >= set(FAMILIES) | {"mechanism dp", "mechanism pml", "mechanism ldp linear"}
    assert main(["mutants"]) == 0
    out = capsys.readouterr().out
    for name in samples:
        assert re.search(rf"^{re.escape(name)} +\d+ +\d+ +\d+ +0  100\.0%$", out, re.M), name
    as_stated = dict(samples["staircase"], family="staircase-as-stated")     # checked as stated: holes
    monkeypatch.setattr(mutants, "all_samples", lambda: {**samples, "as stated": as_stated})
    assert main(["mutants"]) == 1
    assert "  survived: " in capsys.readouterr().out
