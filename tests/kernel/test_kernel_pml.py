"""The kernel's "pml-eta" family: certificates written by the solver side
(workbench.lp.pipeline.certify_lp over workbench.lp.families.pml_eta_lp) are accepted with
the LP rebuilt from params, every tampering is rejected, and bad params are malformed."""
import copy
import json
from fractions import Fraction
from functools import lru_cache

import pytest

from tests.kernel.test_kernel import _edit, _setter, accepted_tamperings, all_single_tamperings, run_cli
from workbench.quality.mutants import independently_valid
from workbench import certificates
from workbench.kernel import Invalid, Malformed, check_certificate, check_file, main
from workbench.kernel import check as kernel
from workbench.lp.families import pml_eta_lp
from workbench.lp.pipeline import certify_lp

CASES = {"L=2, A=1": (3, Fraction(3, 2), Fraction(1, 10), 2, (1,)),
         "L=3, A=1,2": (3, Fraction(3, 2), Fraction(1, 10), 3, (1, 2))}
STRUCTURE = ("objective", "coefficient", "rhs", "lp-sense", "sense", "domain", "drop")


def pml_params(N, E, c, L, A):
    return {"N": N, "E": E, "c": c, "L": L, "A": ",".join(map(str, A))}


@lru_cache(maxsize=None)
def _solved(N, E, c, L, A):
    return certify_lp(pml_eta_lp(N, E, c, outputs=L, event=A), "pml.eta-bound", "pml-eta",
                      pml_params(N, E, c, L, A))


def pml_certificate(case="L=2, A=1"):
    """A fresh copy of the solver's certificate (the solve itself is cached)."""
    return copy.deepcopy(_solved(*CASES[case]).certificate)


def replaced_param(cert, key, value):
    return _edit(cert, ["params"], _setter(key, value))


# ----------------------------------------------------------------- the rebuilt LP

@pytest.mark.parametrize("N,E,c,L,A", [
    (3, Fraction(3, 2), Fraction(1, 10), 2, (1,)),
    (3, Fraction(3, 2), Fraction(1, 10), 3, (1, 2)),
    (4, Fraction(7, 3), Fraction(1, 5), 3, (3, 1)),
    (3, Fraction(2), Fraction(1, 4), 2, (1,)),        # 1 - E*c - E*(1-N*c) = 0: k_x_y drops out when x = z
    (3, Fraction(4), Fraction(1, 4), 2, (2,)),        # 1 - E*c = 0: k_x_y drops out when x != z
    (2, Fraction(3), Fraction(1, 2), 2, (1, 2)),      # c = 1/N: the E*(1-N*c) term vanishes
    (5, Fraction(1), Fraction(1, 7), 4, (4,)),
])
def test_kernel_rebuild_matches_the_solver_builder(N, E, c, L, A):
    lp = pml_eta_lp(N, E, c, outputs=L, event=A)
    stated = certificates.lp_certificate("pml.eta-bound", "pml-eta", pml_params(N, E, c, L, A), lp, {}, {}, Fraction(0))
    desc, rebuilt = kernel.family_lp("pml-eta", stated["params"])
    assert desc == f"pml-eta (N={N}, E={E.numerator}/{E.denominator}, c={c.numerator}/{c.denominator}, L={L}, A={stated['params']['A']})"
    assert kernel.compare(kernel.parse_lp(stated["lp"]), rebuilt) is None
    assert len(rebuilt[3]) == N + L * N * N


def test_solver_side_params_are_strings_the_kernel_parses():
    assert pml_certificate()["params"] == {"N": "3", "E": "3/2", "c": "1/10", "L": "2", "A": "1"}
    assert pml_certificate("L=3, A=1,2")["params"]["A"] == "1,2"


# ----------------------------------------------------------------- valid certificates

@pytest.mark.parametrize("case", sorted(CASES))
def test_valid_pml_certificate_is_accepted_and_rebuilt(case, tmp_path, capsys):
    result = _solved(*CASES[case])
    assert check_certificate(pml_certificate(case)) == result.value == Fraction(10, 41)
    path = certificates.write(pml_certificate(case), tmp_path / "cert.json")
    assert check_file(str(path)) == result.value
    L, A = CASES[case][3], ",".join(map(str, CASES[case][4]))
    line = (f"valid: pml.eta-bound -- family pml-eta (N=3, E=3/2, c=1/10, L={L}, A={A}): maximum 10/41; LP rebuilt: "
            f"{3 * L} variables, {3 + 9 * L} rows (row 3, pml {9 * L})\n")
    assert main([str(path)]) == 0 and capsys.readouterr().out == line
    cli = run_cli(str(path))
    assert (cli.returncode, cli.stdout, cli.stderr) == (0, line, "")


# ----------------------------------------------------------------- tamperings

@pytest.mark.parametrize("case", sorted(CASES))
def test_every_lp_structure_tampering_is_rejected(case):
    cert = pml_certificate(case)
    assert len(list(all_single_tamperings(cert, STRUCTURE))) > 100
    assert accepted_tamperings(cert, STRUCTURE) == []


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_value_tampering_is_rejected_unless_really_valid(case):
    cert = pml_certificate(case)
    assert independently_valid(cert)
    assert accepted_tamperings(cert, ("primal", "objective_value")) == []
    for desc, tampered in all_single_tamperings(cert, ("dual",)):
        try:
            check_certificate(tampered)
            accepted = True
        except Invalid:
            accepted = False
        assert accepted == independently_valid(tampered), desc


def _first_row(cert, prefix):
    return next(k for k, c in enumerate(cert["lp"]["constraints"]) if c["name"].startswith(prefix))


def test_each_pml_tampering_names_what_is_wrong():
    cert = pml_certificate()
    family = "lp differs from family pml-eta (N=3, E=3/2, c=1/10, L=2, A=1): "
    k = _first_row(cert, "pml_")
    row = cert["lp"]["constraints"][k]
    var, coefficient = next(iter(row["coefficients"].items()))
    zero_dual = next(n for n, s in cert["dual"].items() if n.startswith("pml_") and Fraction(s) == 0)
    cases = {
        "coefficient": (_edit(cert, ["lp", "constraints", k, "coefficients"], _setter(var, "7/3")),
                        f"{family}constraint {row['name']}: coefficient of {var} is 7/3, expected {Fraction(coefficient)}"),
        "dropped constraint": (_edit(_edit(cert, ["lp", "constraints"], lambda cs: cs.pop(k)), ["dual"],
                                     lambda d: d.pop(row["name"])), f"constraint {cert['lp']['constraints'][k + 1]['name']} where {row['name']} expected"),
        "flipped sense": (_edit(cert, ["lp", "constraints", k], _setter("sense", ">=")),
                          f"{family}constraint {row['name']} has sense >=, expected <="),
        "c": (replaced_param(cert, "c", "1/11"), "lp differs from family pml-eta (N=3, E=3/2, c=1/11, L=2, A=1): "),
        "E": (replaced_param(cert, "E", "2"), "lp differs from family pml-eta (N=3, E=2, c=1/10, L=2, A=1): "),
        "A": (replaced_param(cert, "A", "2"), "objective: coefficient of k_1_2 is 0, expected 1"),
        "A=1,2": (replaced_param(cert, "A", "1,2"), "objective: coefficient of k_1_2 is 0, expected 1"),
        "N": (replaced_param(cert, "N", "4"), "variable (none) (-) where k_4_1 (nonneg) expected"),
        "L": (replaced_param(cert, "L", "3"), "variable k_2_1 (nonneg) where k_1_3 (nonneg) expected"),
        "primal": (_edit(cert, ["primal"], _setter("k_1_1", str(Fraction(cert["primal"]["k_1_1"]) + Fraction(1, 1000)))),
                   "primal infeasible: constraint row_1"),
        "dual of a row": (_edit(cert, ["dual"], _setter("row_1", str(Fraction(cert["dual"]["row_1"]) + Fraction(1, 1000)))),
                          "objective: b.y"),
        "dual sign": (_edit(cert, ["dual"], _setter(zero_dual, "-1/1000")), f"dual sign: constraint {zero_dual}"),
        "objective_value": (_edit(cert, [], _setter("objective_value", "1/4")), "objective: c.x"),
    }
    for name, (tampered, message) in cases.items():
        with pytest.raises(Invalid) as info:
            check_certificate(tampered)
        assert message in str(info.value), (name, str(info.value))


def test_cli_rejects_a_tampered_pml_certificate(tmp_path):
    path = certificates.write(replaced_param(pml_certificate(), "c", "1/11"), tmp_path / "bad.json")
    result = run_cli(str(path))
    assert result.returncode == 1 and result.stderr == ""
    assert result.stdout.startswith("invalid: lp differs from family pml-eta (N=3, E=3/2, c=1/11, L=2, A=1): ")


# ----------------------------------------------------------------- malformed params

MALFORMED = {
    "c<0": ("c", "-1/10"), "c>1/N": ("c", "1/2"), "c not a number": ("c", "x"),
    "E=0": ("E", "0"), "E<0": ("E", "-3/2"),
    "N=1": ("N", "1"), "N=41": ("N", "41"), "N=5/2": ("N", "5/2"), "N=1.5": ("N", "1.5"),
    "L=1": ("L", "1"), "L=41": ("L", "41"), "L=3/2": ("L", "3/2"),
    "A empty": ("A", ""), "A=0": ("A", "0"), "A=3 > L": ("A", "3"), "A=-1": ("A", "-1"), "A=1/2": ("A", "1/2"),
    "A=a": ("A", "a"), "A=1,": ("A", "1,"), "A=1,,2": ("A", "1,,2"), "A=1,1": ("A", "1,1"), "A=2,1,2": ("A", "2,1,2"),
    "A=1 2": ("A", "1 2"), "A=+1": ("A", "+1"),
    "missing param": ("c", None), "extra param": ("delta", "1/10"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_pml_params_exit_2(case, tmp_path, capsys):
    key, value = MALFORMED[case]
    cert = pml_certificate()
    if value is None:
        del cert["params"][key]
    else:
        cert["params"][key] = value
    with pytest.raises(Malformed):
        check_certificate(cert)
    path = tmp_path / "cert.json"
    path.write_text(json.dumps(cert))
    assert main([str(path)]) == 2
    out = capsys.readouterr()
    assert out.err == "" and out.out.startswith("malformed: ") and out.out.count("\n") == 1, out.out


def test_malformed_pml_messages_say_what_is_wrong():
    def message(key, value):
        with pytest.raises(Malformed) as info:
            check_certificate(replaced_param(pml_certificate(), key, value))
        return str(info.value)
    assert message("c", "1/2") == "params: c=1/2 is not a number in [0, 1/3]"
    assert message("E", "0") == "params: E=0 is not a number in (0, oo)"
    assert message("N", "5/2") == "params: N=5/2 is not an integer in [2, 40]"
    assert message("L", "1") == "params: L=1 is not an integer in [2, 40]"
    assert message("A", "3") == "params: A=3 is not an integer in [1, 2]"
    assert message("A", "1,1") == "params: A=1,1 repeats an output"
    assert message("A", "").startswith("params.A: not a rational")
    assert message("delta", "0").startswith("params of family pml-eta: expected exactly N, E, c, L, A")
