"""The certificate-mutant score: no mutant survives for the families the kernel rebuilds, and the
scorer itself can tell a hole from an equivalent mutant."""
from fractions import Fraction as F

from workbench.mutants import REBUILT, independently_valid, sample_certificates, score, single_tamperings


def test_rebuilt_families_kill_every_mutant():
    certificates = sample_certificates()
    for family in REBUILT:
        result = score(certificates[family])
        assert result["mutants"] > 100 and result["survived"] == [], (family, result["survived"][:5])


def test_stated_lp_families_show_their_holes():
    result = score(sample_certificates()["staircase"])
    assert any(d.startswith("params") for d in result["survived"])      # the kernel cannot see a renamed k or E


def test_independent_validity_check_can_say_no():
    cert = sample_certificates()["pml-eta"]
    assert independently_valid(cert)
    tampered = dict(single_tamperings(cert, ("objective_value",)))
    assert not any(independently_valid(t) for t in tampered.values())
    assert all(F(t["objective_value"]) != F(cert["objective_value"]) for t in tampered.values())
