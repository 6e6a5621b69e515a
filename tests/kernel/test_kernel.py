"""Tests of the trusted checker workbench.kernel.

The certificates here are built independently of the kernel (own LP builder, optimal
primal and dual solutions derived by hand), so a bug in the kernel's own rebuild of the
counting LP shows up as a rejected valid certificate.

Reusable by other test files:
    counting_lp_json, counting_face_lp_json, make_certificate,
    counting_m2_certificate, trivial_face_certificate, all_single_tamperings.
"""
import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from workbench.kernel import Invalid, Malformed, check_certificate, check_file, main
from workbench.kernel import check as kernel
from workbench.quality.mutants import edit as _edit, setter as _setter, single_tamperings

ROOT = Path(__file__).resolve().parents[2]
KNOWN_FAMILIES = ("counting", "counting-face")
EPS = Fraction(1, 1000)


# ----------------------------------------------------------------- builders

def counting_lp_json(M, E, delta):
    """The counting LP (JSON form, numbers as strings), written independently of the kernel."""
    E, R = Fraction(E), range(1, M + 1)
    pairs = []
    for i in range(1, M):
        pairs += [(i, i + 1), (i + 1, i)]
    variables = [{"name": "t", "domain": "free"}]
    variables += [{"name": f"p_{i}_{j}", "domain": "nonneg"} for i in R for j in R]
    variables += [{"name": f"s_{a}_{b}_{j}", "domain": "nonneg"} for a, b in pairs for j in R]
    cons = []
    for i in R:
        cons.append({"name": f"diag_{i}", "coefficients": {"t": "1", f"p_{i}_{i}": "-1"},
                     "sense": "<=", "rhs": "0"})
    for i in R:
        cons.append({"name": f"row_{i}", "coefficients": {f"p_{i}_{j}": "1" for j in R},
                     "sense": "==", "rhs": "1"})
    for a, b in pairs:
        for j in R:
            cons.append({"name": f"dp_{a}_{b}_{j}",
                         "coefficients": {f"p_{a}_{j}": "1", f"p_{b}_{j}": str(-E),
                                          f"s_{a}_{b}_{j}": "-1"},
                         "sense": "<=", "rhs": "0"})
        cons.append({"name": f"dpsum_{a}_{b}", "coefficients": {f"s_{a}_{b}_{j}": "1" for j in R},
                     "sense": "<=", "rhs": str(Fraction(delta))})
    return {"sense": "max", "variables": variables, "objective": {"t": "1"}, "constraints": cons}


def counting_face_lp_json(M, E, delta, target, direction, t_star):
    lp = counting_lp_json(M, E, delta)
    lp["constraints"].append({"name": "face", "coefficients": {"t": "1"}, "sense": ">=",
                              "rhs": str(Fraction(t_star))})
    lp["sense"], lp["objective"] = direction, {target: "1"}
    return lp


def make_certificate(family, params, lp, primal, dual, value, claim=None):
    """Certificate dict; primal/dual values may be Fractions or ints (zeros may be omitted)."""
    names = [v["name"] for v in lp["variables"]]
    rows = [c["name"] for c in lp["constraints"]]
    return {"format": "workbench-lp-certificate/1",
            "claim": claim or f"{family.split('-')[0]}.optimum",
            "family": family,
            "params": {k: str(v) for k, v in params.items()},
            "lp": lp,
            "primal": {n: str(Fraction(primal.get(n, 0))) for n in names},
            "dual": {n: str(Fraction(dual.get(n, 0))) for n in rows},
            "objective_value": str(Fraction(value)),
            "solver": "derived by hand (tests/kernel/test_kernel.py)"}


def counting_m2_certificate(E, delta):
    """Optimal certificate of counting(M=2, E, delta), valid for E >= 1, 0 <= delta <= 1.

    Primal: symmetric mechanism p_1_1 = p_2_2 = t, p_1_2 = p_2_1 = 1 - t, with the
    binding rows dp_1_2_1: t - E(1-t) - delta = 0 and dp_2_1_2 (mirror), so
    t* = (E + delta)/(1 + E); s_1_2_1 = s_2_1_2 = delta, the other s are 0.
    Dual (complementary slackness; u := 1/(2(1+E))):
      column t:     y_diag_1 + y_diag_2 = 1                    -> both 1/2
      column p_1_2: y_row_1 - E*y_dp_2_1_2 = 0,  column p_1_1: -1/2 + y_row_1 + y_dp_1_2_1 = 0
                    -> y_dp_1_2_1 = y_dp_2_1_2 = u, y_row_1 = y_row_2 = E*u
      columns s:    y_dpsum >= y_dp                            -> y_dpsum_1_2 = y_dpsum_2_1 = u
      b.y = 2*E*u + 2*delta*u = (E + delta)/(1 + E) = t*.
    """
    E, delta = Fraction(E), Fraction(delta)
    t, u = (E + delta) / (1 + E), 1 / (2 * (1 + E))
    primal = {"t": t, "p_1_1": t, "p_1_2": 1 - t, "p_2_1": 1 - t, "p_2_2": t,
              "s_1_2_1": delta, "s_2_1_2": delta}
    dual = {"diag_1": Fraction(1, 2), "diag_2": Fraction(1, 2), "row_1": E * u, "row_2": E * u,
            "dp_1_2_1": u, "dpsum_1_2": u, "dp_2_1_2": u, "dpsum_2_1": u}
    return make_certificate("counting", {"M": 2, "E": E, "delta": delta},
                            counting_lp_json(2, E, delta), primal, dual, t)


def counting_face_m2_certificate(E, delta):
    """max p_1_2 over the counting(M=2) polytope with t >= t*: the value is 1 - t*.

    p_1_2 = 1 - p_1_1 <= 1 - t <= 1 - t*; as a dual: y_row_1 = 1, y_diag_1 = 1,
    y_face = -1 (">=" row of a max LP: sigma*y <= 0); then A^T y = c exactly and
    b.y = 1 - t*.  The symmetric optimal mechanism attains it.
    """
    cert = counting_m2_certificate(E, delta)
    t = Fraction(cert["objective_value"])
    params = {"M": 2, "E": Fraction(E), "delta": Fraction(delta),
              "target": "p_1_2", "direction": "max", "t_star": t}
    lp = counting_face_lp_json(2, E, delta, "p_1_2", "max", t)
    primal = {k: Fraction(v) for k, v in cert["primal"].items()}
    return make_certificate("counting-face", params, lp, primal,
                            {"row_1": 1, "diag_1": 1, "face": -1}, 1 - t)


def trivial_face_certificate(M, E=Fraction(3, 2), delta=Fraction(1, 10)):
    """min p_1_1 with t >= 0 is 0 (needs E >= 1): rows all equal to uniform on columns
    2..M, t = 0, s = 0; the zero dual gives r = -c, i.e. sigma*r = c >= 0.  A valid
    certificate of any size (used for timing; its zero dual is degenerate)."""
    lp = counting_face_lp_json(M, E, delta, "p_1_1", "min", 0)
    primal = {f"p_{i}_{j}": Fraction(1, M - 1) for i in range(1, M + 1) for j in range(2, M + 1)}
    params = {"M": M, "E": Fraction(E), "delta": Fraction(delta),
              "target": "p_1_1", "direction": "min", "t_star": 0}
    return make_certificate("counting-face", params, lp, primal, {}, 0)


def toy_max_certificate():
    """max 3x + 2y s.t. c1: x + y <= 4, c2: x + 3y <= 6, x, y >= 0.  Optimum 12 at (4, 0);
    dual y_c1 = 3, y_c2 = 0: r_x = 0, r_y = 1 >= 0, b.y = 12."""
    lp = {"sense": "max",
          "variables": [{"name": "x", "domain": "nonneg"}, {"name": "y", "domain": "nonneg"}],
          "objective": {"x": "3", "y": "2"},
          "constraints": [{"name": "c1", "coefficients": {"x": "1", "y": "1"}, "sense": "<=", "rhs": "4"},
                          {"name": "c2", "coefficients": {"x": "1", "y": "3"}, "sense": "<=", "rhs": "6"}]}
    return make_certificate("toy", {}, lp, {"x": 4}, {"c1": 3}, 12, claim="toy.max")


def toy_min_certificate():
    """min 2x + 4y + z s.t. c1: x + y >= 4, c2: x <= 3, c3: z - x == -1; x, y >= 0, z free.
    Optimum 12 at (3, 1, 2).  Dual (sigma = -1): y_c1 = 4 (>= 0), y_c2 = -1 (<= 0),
    y_c3 = 1; r = A^T y - c = 0; b.y = 16 - 3 - 1 = 12."""
    lp = {"sense": "min",
          "variables": [{"name": "x", "domain": "nonneg"}, {"name": "y", "domain": "nonneg"},
                        {"name": "z", "domain": "free"}],
          "objective": {"x": "2", "y": "4", "z": "1"},
          "constraints": [{"name": "c1", "coefficients": {"x": "1", "y": "1"}, "sense": ">=", "rhs": "4"},
                          {"name": "c2", "coefficients": {"x": "1"}, "sense": "<=", "rhs": "3"},
                          {"name": "c3", "coefficients": {"z": "1", "x": "-1"}, "sense": "==", "rhs": "-1"}]}
    return make_certificate("toy-min", {"note": "any string"}, lp, {"x": 3, "y": 1, "z": 2},
                            {"c1": 4, "c2": -1, "c3": 1}, 12, claim="toy.min")


# ----------------------------------------------------------------- tamperings

def all_single_tamperings(cert, kinds=None, eps=EPS):
    """workbench.quality.mutants' tamperings; parameter changes only for the families the kernel rebuilds
    (a toy family's params are free text it never reads)."""
    for desc, tampered in single_tamperings(cert, kinds, eps):
        if not desc.startswith("params") or cert["family"] in KNOWN_FAMILIES:
            yield desc, tampered


def accepted_tamperings(cert, kinds=None):
    """Descriptions of the tamperings that the kernel (wrongly or legitimately) accepts."""
    accepted = []
    for desc, tampered in all_single_tamperings(cert, kinds):
        try:
            check_certificate(tampered)
            accepted.append(desc)
        except Invalid:
            pass
    return accepted


# ----------------------------------------------------------------- valid certificates

@pytest.mark.parametrize("E,delta", [(Fraction(3, 2), Fraction(1, 10)), (Fraction(3, 2), 0),
                                     (1, Fraction(1, 10)), (3, Fraction(1, 2)), (2, 1)])
def test_counting_m2_optimum_is_accepted(E, delta):
    cert = counting_m2_certificate(E, delta)
    assert check_certificate(cert) == (Fraction(E) + delta) / (1 + Fraction(E))


def test_counting_face_m2_is_accepted():
    cert = counting_face_m2_certificate(Fraction(3, 2), Fraction(1, 10))
    assert check_certificate(cert) == Fraction(9, 25)


def test_kernel_rebuild_matches_independent_builder():
    for M in range(2, 7):
        for E, delta in ((Fraction(3, 2), Fraction(1, 10)), (Fraction(1), Fraction(0)), (Fraction(7, 3), Fraction(1))):
            desc, rebuilt = kernel.family_lp("counting", {"M": str(M), "E": str(E), "delta": str(delta)})
            assert kernel.compare(kernel.parse_lp(counting_lp_json(M, E, delta)), rebuilt) is None, desc


def test_toy_certificates_of_unknown_families(tmp_path, capsys):
    assert check_certificate(toy_max_certificate()) == 12
    assert check_certificate(toy_min_certificate()) == 12
    path = tmp_path / "toy.json"
    path.write_text(json.dumps(toy_min_certificate()))
    assert check_file(str(path)) == 12
    assert main([str(path)]) == 3
    assert capsys.readouterr().out == ("valid as stated: toy.min -- family toy-min: minimum 12; LP not rebuilt "
                                       "(family unknown), so it is not tied to the params: 3 variables, 3 rows "
                                       "(c1 1, c2 1, c3 1) as stated\n")


def test_counting_lp_under_an_unknown_family_name_is_not_rebuilt(tmp_path, capsys):
    cert = dict(counting_m2_certificate(Fraction(3, 2), Fraction(1, 10)), family="my-counting")
    path = tmp_path / "c.json"
    path.write_text(json.dumps(cert))
    assert main([str(path)]) == 3
    out = capsys.readouterr().out
    assert out.startswith("valid as stated: ") and "my-counting: maximum 16/25; LP not rebuilt (family unknown)" in out


def test_large_certificate_is_checked():
    """Its speed is measured by `make bench` (build/bench_counting.md, kernel column), not here."""
    cert = trivial_face_certificate(64)
    assert len(cert["primal"]) == 12161 and len(cert["dual"]) == 8319
    assert check_certificate(cert) == 0


def test_long_but_acceptable_numbers():
    digits = "1" * 4500          # longer than CPython's default int-from-str limit
    assert kernel.number(digits, "x") == (10 ** 4500 - 1) // 9
    assert kernel.number("-" + digits + "/3", "x") == -Fraction((10 ** 4500 - 1) // 9, 3)
    cert = toy_max_certificate()
    big = "2" + "0" * 4990
    cert["lp"]["constraints"][1]["rhs"] = big      # c2 is slack and has zero dual
    assert check_certificate(cert) == 12


# ----------------------------------------------------------------- tamperings

@pytest.mark.parametrize("E,delta", [(Fraction(3, 2), Fraction(1, 10)), (1, Fraction(1, 10)),
                                     (3, Fraction(1, 2))])
def test_every_single_tampering_of_counting_m2_is_rejected(E, delta):
    cert = counting_m2_certificate(E, delta)
    count = len(list(all_single_tamperings(cert)))
    assert count > 80
    assert accepted_tamperings(cert) == []


def test_tamperings_of_counting_m2_with_delta_zero():
    # With delta = 0 the rows dpsum_1_2, dpsum_2_1 have rhs 0 and the s columns have
    # slack 0 <= y_dpsum - y_dp + eps, so y + eps*e_dpsum is again an optimal dual:
    # those two tamperings leave a genuinely valid certificate.  Everything else fails.
    cert = counting_m2_certificate(Fraction(3, 2), 0)
    assert accepted_tamperings(cert) == ["dual dpsum_1_2: 1/5 + 1/1000", "dual dpsum_2_1: 1/5 + 1/1000"]
    for name in ("dpsum_1_2", "dpsum_2_1"):
        with pytest.raises(Invalid, match="variable s_"):
            check_certificate(_edit(cert, ["dual"], _setter(name, "199/1000")))


def test_every_single_tampering_of_counting_face_m2_is_rejected():
    assert accepted_tamperings(counting_face_m2_certificate(Fraction(3, 2), Fraction(1, 10))) == []


def test_lp_structure_tamperings_of_a_known_family_are_rejected():
    structure = ("objective", "coefficient", "rhs", "lp-sense", "sense", "domain", "drop", "params")
    cert = trivial_face_certificate(4)
    assert len(list(all_single_tamperings(cert, structure))) > 100
    assert accepted_tamperings(cert, structure) == []


@pytest.mark.parametrize("make", [toy_max_certificate, toy_min_certificate])
def test_value_tamperings_of_toy_lps_are_rejected(make):
    assert accepted_tamperings(make(), ("primal", "dual", "objective_value")) == []


def test_each_counting_tampering_names_what_is_wrong():
    cert = counting_m2_certificate(Fraction(3, 2), Fraction(1, 10))
    cases = {
        "constraint dp_1_2_1 coefficient of p_2_1 + 1/1000":
            "lp differs from family counting (M=2, E=3/2, delta=1/10): constraint dp_1_2_1: "
            "coefficient of p_2_1 is -1499/1000, expected -3/2",
        "constraint dpsum_2_1 dropped": "where dpsum_2_1 expected",
        "constraint row_1 sense -> <=": "constraint row_1 has sense <=, expected ==",
        "variable p_1_1 domain -> free": "variable p_1_1 (free) where p_1_1 (nonneg) expected",
        "params E: 3/2 -> 1501/1000": "lp differs from family counting (M=2, E=1501/1000, delta=1/10)",
        "params M: 2 -> 3": "lp differs from family counting (M=3,",
        "primal p_1_2: 9/25 + 1/1000": "primal infeasible: constraint row_1",
        "dual dp_1_2_2: 0 + 1/1000": "dual infeasible: variable p_2_2",
        "dual row_1: 3/10 + 1/1000": "objective: b.y",
        "objective_value + 1/1000": "objective: c.x",
    }
    tamperings = dict(all_single_tamperings(cert))
    for desc, message in cases.items():
        with pytest.raises(Invalid) as info:
            check_certificate(tamperings[desc])
        assert message in str(info.value), (desc, str(info.value))


def test_dual_sign_is_checked():
    cert = toy_min_certificate()
    cert["dual"]["c2"] = "1"            # "<=" row of a min LP needs y <= 0
    with pytest.raises(Invalid, match="dual sign: constraint c2"):
        check_certificate(cert)


def test_negative_nonneg_variable_is_rejected():
    cert = toy_max_certificate()
    cert["primal"]["y"] = "-1"
    with pytest.raises(Invalid, match="variable y = -1 < 0"):
        check_certificate(cert)


# ----------------------------------------------------------------- malformed

def _mutated(make, fn):
    def build():
        cert = make()
        fn(cert)
        return json.dumps(cert)
    return build


def _toy(fn):
    return _mutated(toy_max_certificate, fn)


def _counting(fn):
    return _mutated(lambda: counting_m2_certificate(Fraction(3, 2), Fraction(1, 10)), fn)


def _set_param(key, value):
    def fn(cert):
        cert["params"][key] = value
    return fn


MALFORMED = {
    "non-JSON file": lambda: "{not json",
    "empty file": lambda: "",
    "JSON array": lambda: "[1, 2]",
    "duplicate JSON key": lambda: '{"format": "a", "format": "b"}',
    "NaN constant": _toy(lambda c: c.__setitem__("objective_value", float("nan"))),
    "missing primal": _toy(lambda c: c.pop("primal")),
    "missing format": _toy(lambda c: c.pop("format")),
    "wrong format": _toy(lambda c: c.__setitem__("format", "workbench-lp-certificate/2")),
    "number 1.5": _toy(lambda c: c.__setitem__("objective_value", "1.5")),
    "number abc": _toy(lambda c: c["primal"].__setitem__("x", "abc")),
    "number 1/0": _toy(lambda c: c["lp"]["constraints"][0].__setitem__("rhs", "1/0")),
    "number +1": _toy(lambda c: c["primal"].__setitem__("x", "+1")),
    "number 1/-2": _toy(lambda c: c["primal"].__setitem__("x", "1/-2")),
    "number with newline": _toy(lambda c: c["primal"].__setitem__("x", "4\n")),
    "non-ASCII digits": _toy(lambda c: c["primal"].__setitem__("x", "\u0664")),
    "JSON number instead of string": _toy(lambda c: c["primal"].__setitem__("x", 4)),
    "6000-digit number": _toy(lambda c: c["primal"].__setitem__("x", "1" * 6000)),
    "domain positive": _toy(lambda c: c["lp"]["variables"][0].__setitem__("domain", "positive")),
    "constraint sense <": _toy(lambda c: c["lp"]["constraints"][0].__setitem__("sense", "<")),
    "lp sense maximize": _toy(lambda c: c["lp"].__setitem__("sense", "maximize")),
    "duplicate variable": _toy(lambda c: c["lp"]["variables"].append({"name": "x", "domain": "free"})),
    "duplicate constraint": _toy(lambda c: c["lp"]["constraints"].append(dict(c["lp"]["constraints"][0]))),
    "unknown variable in coefficients": _toy(lambda c: c["lp"]["constraints"][0]["coefficients"].__setitem__("w", "1")),
    "unknown variable in objective": _toy(lambda c: c["lp"]["objective"].__setitem__("w", "1")),
    "unknown variable in primal": _toy(lambda c: c["primal"].__setitem__("w", "1")),
    "missing dual value": _toy(lambda c: c["dual"].pop("c2")),
    "unexpected key in a constraint": _toy(lambda c: c["lp"]["constraints"][0].__setitem__("lower", "0")),
    "variables not a list": _toy(lambda c: c["lp"].__setitem__("variables", {})),
    "claim with newline": _toy(lambda c: c.__setitem__("claim", "a\nb")),
    "name with space": _toy(lambda c: c["lp"]["variables"][0].__setitem__("name", "x y")),
    "params not strings": _toy(lambda c: c["params"].__setitem__("k", 3)),
    "M=1": _counting(_set_param("M", "1")),
    "M=257": _counting(_set_param("M", "257")),          # one past MAX_M = 256
    "M=5/2": _counting(_set_param("M", "5/2")),
    "delta=2": _counting(_set_param("delta", "2")),
    "E=-1": _counting(_set_param("E", "-1")),
    "E=0": _counting(_set_param("E", "0")),
    "extra param": _counting(_set_param("extra", "1")),
    "missing param": _counting(lambda c: c["params"].pop("delta")),
    "bad face target": _mutated(lambda: counting_face_m2_certificate(Fraction(3, 2), Fraction(1, 10)),
                                _set_param("target", "p_3_1")),
    "bad face direction": _mutated(lambda: counting_face_m2_certificate(Fraction(3, 2), Fraction(1, 10)),
                                   _set_param("direction", "up")),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_input_exits_2(case, tmp_path, capsys):
    path = tmp_path / "cert.json"
    path.write_text(MALFORMED[case]())
    with pytest.raises(Malformed):
        check_file(str(path))
    assert main([str(path)]) == 2
    out = capsys.readouterr()
    assert out.err == ""
    assert out.out.startswith("malformed: ") and out.out.count("\n") == 1, out.out


def test_absurdly_long_number_is_refused_before_conversion():
    with pytest.raises(Malformed, match="absurdly long"):
        kernel.number("1" * 6000, "x")


def test_missing_file_exits_2(capsys):
    assert main(["/nonexistent/cert.json"]) == 2
    out = capsys.readouterr().out
    assert out.startswith("malformed: cannot read") and out.count("\n") == 1


@pytest.mark.parametrize("argv,message", [([], "expected one certificate file, got 0 arguments"),
                                          (["a.json", "b.json"], "got 2 arguments"),
                                          (["--verbose"], "unknown option '--verbose'"),
                                          (["-x", "a.json"], "unknown option '-x'")])
def test_bad_usage_is_one_error_line_exit_2(argv, message, capsys):
    assert main(argv) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("error: ") and message in out.err and out.err.count("\n") == 1


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["cert.json", "--help"]])
def test_help_prints_usage_and_exit_codes(argv, capsys):
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m workbench.kernel [--explain] CERTIFICATE.json")
    assert all(f"  {code}  " in out for code in range(4)) and "valid as stated" in out


# ----------------------------------------------------------------- command line

def run_cli(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "workbench.kernel", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_cli_exit_codes(tmp_path):
    valid = tmp_path / "valid.json"
    valid.write_text(json.dumps(counting_m2_certificate(Fraction(3, 2), Fraction(1, 10))))
    invalid = tmp_path / "invalid.json"
    cert = counting_m2_certificate(Fraction(3, 2), Fraction(1, 10))
    cert["params"]["delta"] = "1/5"
    invalid.write_text(json.dumps(cert))
    malformed = tmp_path / "malformed.json"
    malformed.write_text("[]")
    expected = {
        valid: (0, "valid: counting.optimum -- family counting (M=2, E=3/2, delta=1/10): maximum 16/25; LP rebuilt: "
                "9 variables, 10 rows (diag 2, row 2, dp 4, dpsum 2)"),
        invalid: (1, "invalid: lp differs from family counting (M=2, E=3/2, delta=1/5): "
                     "constraint dpsum_1_2 has rhs 1/10, expected 1/5"),
        malformed: (2, "malformed: certificate: expected a JSON object"),
    }
    for path, (code, line) in expected.items():
        result = run_cli(str(path))
        assert (result.returncode, result.stdout, result.stderr) == (code, line + "\n", ""), path.name
    result = run_cli(str(tmp_path / "missing.json"))
    assert result.returncode == 2 and result.stdout.startswith("malformed: ") and result.stderr == ""
    for args in ([], [str(valid), str(valid)], ["--no-such-option"]):
        result = run_cli(*args)
        assert (result.returncode, result.stdout) == (2, "") and result.stderr.startswith("error: ")
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    result = run_cli("--help")
    assert (result.returncode, result.stderr) == (0, "") and result.stdout.startswith("usage: ")
    stated = tmp_path / "stated.json"
    stated.write_text(json.dumps(dict(counting_m2_certificate(Fraction(3, 2), Fraction(1, 10)), family="mine")))
    result = run_cli(str(stated))
    assert result.returncode == 3 and result.stdout.startswith("valid as stated: ") and result.stderr == ""
