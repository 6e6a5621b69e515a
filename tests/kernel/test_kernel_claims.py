"""The kernel says which LP it proved and for which claim: the output line names claim, family, params and the
rebuilt LP's size; --explain prints that LP class by class; a family certifies only its own claims (CLAIMS).

The counts below are computed by hand for the counting LP with M = 3 (pairs (1,2), (2,1), (2,3), (3,2)):
variables t, p_i_j (3 x 3 = 9), s_a_b_j (4 pairs x 3 = 12): 22; rows diag 3, row 3, dp 4 x 3 = 12, dpsum 4: 22."""
import copy
import json
from fractions import Fraction as F
from functools import lru_cache

import pytest

from workbench import certificates
from workbench.errors import SolverFailure
from workbench.kernel import Invalid, Malformed, check_certificate, main
from workbench.lp.pipeline import certify_family
from workbench.lp.probes import certified_optimum


@lru_cache(maxsize=None)
def _counting3():
    return certified_optimum(3, F(3, 2), F(1, 10), "counting.optimum").certificate


def counting3():
    """A fresh copy of the solver's counting certificate, M = 3, E = 3/2, delta = 1/10 (optimum 17/35)."""
    return copy.deepcopy(_counting3())


def run(cert, tmp_path, capsys, *options):
    path = certificates.write(cert, tmp_path / "cert.json")
    code = main([*options, str(path)])
    return code, capsys.readouterr().out


def test_the_output_line_names_claim_family_params_optimum_and_the_rebuilt_lp(tmp_path, capsys):
    assert run(counting3(), tmp_path, capsys) == (0, (
        "valid: counting.optimum -- family counting (M=3, E=3/2, delta=1/10): maximum 17/35; LP rebuilt: "
        "22 variables, 22 rows (diag 3, row 3, dp 12, dpsum 4)\n"))


def test_explain_lists_the_rebuilt_lp_with_the_counts_by_hand(tmp_path, capsys):
    code, out = run(counting3(), tmp_path, capsys, "--explain")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("valid: counting.optimum -- family counting (M=3, E=3/2, delta=1/10)")
    assert lines[1] == "  maximise t  (objective terms: 1)" and lines[2] == "  subject to:"
    counts = {line.split(",")[0].strip(): line.split(",")[1].split(":")[0].strip() for line in lines[3:7]}
    assert counts == {"diag": "3 rows", "row": "3 rows", "dp": "12 rows", "dpsum": "4 rows"}
    assert "for each ordered neighbouring pair (a, b) and output j" in lines[5]
    assert lines[5].endswith("e.g. dp_1_2_1: p_1_1 - 3/2*p_2_1 - s_1_2_1 <= 0")
    assert lines[6].endswith("e.g. dpsum_1_2: s_1_2_1 + s_1_2_2 + s_1_2_3 <= 1/10")
    assert lines[7] == "  variables: t free (1), p_*_* >= 0 (9), s_*_*_* >= 0 (12)" and len(lines) == 8


def test_explain_describes_the_rebuilt_lp_not_text_in_the_certificate(tmp_path, capsys):
    """--explain reads the LP the kernel rebuilt: a note planted in the certificate is never printed."""
    cert = dict(counting3(), note="dp: 0 rows", explain="nothing")
    code, out = run(cert, tmp_path, capsys, "--explain")
    assert code == 0 and "0 rows" not in out and "nothing" not in out and "dp, 12 rows" in out


@pytest.mark.parametrize("claim", ["pml.eta-bound", "pram.vertices", "staircase.lp", "cross.pml-to-ldp",
                                   "counting", "cross.warner2"])
def test_a_claim_the_family_does_not_certify_is_refused(claim, tmp_path, capsys):
    cert = dict(counting3(), claim=claim)
    with pytest.raises(Invalid, match=f"claim {claim} is not certified by family counting"):
        check_certificate(cert)
    assert run(cert, tmp_path, capsys) == (1, f"invalid: claim {claim} is not certified by family counting\n")


def test_another_papers_claim_on_a_pml_certificate_is_refused():
    cert = certify_family("pml-eta", "pml.eta-bound", N=2, E=F(2), c=F(0), L=2, A=[1]).certificate
    with pytest.raises(Invalid, match="claim counting.optimum is not certified by family pml-eta"):
        check_certificate(dict(cert, claim="counting.optimum"))
    assert check_certificate(dict(cert, claim="cross.pml-to-ldp")) == F(1, 3)     # the cross paper's use of it


def test_the_claims_a_family_is_used_for_are_accepted():
    cert = counting3()
    for claim in ("counting.optimum", "counting.channel-5", "cross.warner", "audit.counting-optimum"):
        assert check_certificate(dict(cert, claim=claim)) == F(17, 35)


def test_a_mechanism_certificate_is_about_a_users_claim_never_a_built_in_papers():
    cert = certify_family("mechanism", "mine.rr", n=2, m=2, privacy="ldp", E=F(2), objective="min-diagonal").certificate
    assert check_certificate(dict(cert, claim="any user claim")) == F(2, 3)
    for claim in ("counting.optimum", "pml.eta-bound", "audit.x"):
        with pytest.raises(Invalid, match=f"claim {claim} is not certified by family mechanism"):
            check_certificate(dict(cert, claim=claim))


def test_a_users_own_claim_may_use_a_built_in_family():
    """A user's paper reuses the counting LP for its own claim: accepted; a built-in id stays bound."""
    cert = counting3()
    assert check_certificate(dict(cert, claim="mine.consistent-release")) == check_certificate(cert)
    with pytest.raises(Invalid, match="claim counting is not certified by family counting"):
        check_certificate(dict(cert, claim="counting"))          # a built-in paper's name is not a user's claim


def test_removing_or_emptying_the_claim_is_malformed(tmp_path, capsys):
    cert = counting3()
    del cert["claim"]
    assert run(cert, tmp_path, capsys) == (2, "malformed: certificate: missing key 'claim'\n")
    with pytest.raises(Malformed, match="claim: expected a printable ASCII string"):
        check_certificate(dict(counting3(), claim=""))


def test_the_solver_refuses_to_certify_a_claim_outside_the_family():
    with pytest.raises(SolverFailure, match="claim pml.gamma is not certified by family counting"):
        certified_optimum(2, F(3, 2), F(1, 10), "pml.gamma")


def test_a_certificate_of_other_params_is_refused_as_before(tmp_path, capsys):
    """M changed after solving, and the issue's case: an LP solved honestly with one neighbouring pair left
    out of the DP rows, stated under the counting params: both refused, naming the params the kernel rebuilt."""
    cert = counting3()
    cert["params"]["M"] = "4"
    with pytest.raises(Invalid, match=r"lp differs from family counting \(M=4, E=3/2, delta=1/10\): variable"):
        check_certificate(cert)
    from workbench.lp.families import counting_lp
    from workbench.lp.pipeline import certify_lp
    lp = counting_lp(3, F(3, 2), F(1, 10))
    lp.constraints = [c for c in lp.constraints if not c.name.startswith(("dp_3_2_", "dpsum_3_2"))]
    result = certify_lp(lp, "counting.optimum", "counting-unchecked", {"M": 3, "E": F(3, 2), "delta": F(1, 10)})
    honest_but_wrong = dict(result.certificate, family="counting")
    code, out = run(honest_but_wrong, tmp_path, capsys)
    assert code == 1 and out.startswith("invalid: lp differs from family counting (M=3, E=3/2, delta=1/10): ")
    code, out = run(dict(result.certificate), tmp_path, capsys)       # unknown family: checked only as stated
    assert code == 3 and "dp 9, dpsum 3" in out and out.startswith("valid as stated: counting.optimum")
