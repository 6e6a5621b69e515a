"""`audit --from`: library mechanisms as exact matrices, stated vs exact eps, and the sampling test.

Each library test skips when that library is absent; CI installs them (`pip install -e .[libraries]`).
"""
import json
import math
from fractions import Fraction as F

import pytest

from workbench import libraries
from workbench.cli import main
from workbench.errors import InvalidArgument
from workbench.libraries import common, draws
from workbench.reports import provenance

N = 3000          # draws per input: enough to refute a matrix at another epsilon, quick for CI
ALPHA = 1e-6

RR = [("opendp", {"epsilon": 1.0, "k": 3}), ("diffprivlib", {"epsilon": 1.0}),
      ("pure-ldp", {"epsilon": 1.0, "k": 3}), ("multi-freq-ldpy", {"epsilon": 1.0, "k": 3})]
MODULE = {"opendp": "opendp", "diffprivlib": "diffprivlib", "pure-ldp": "pure_ldp",
          "multi-freq-ldpy": "multi_freq_ldpy"}


def build(library, mechanism, **params):
    pytest.importorskip(MODULE[library])
    return libraries.from_library(library, mechanism, **params)


def test_uniform_comparisons_are_counted_exactly():
    assert draws.below(0.5) == F(1, 2) and draws.at_most(0.5) == F(1, 2) + F(1, 2 ** 53)
    assert draws.below(0.0) == 0 and draws.at_most(0.0) == F(1, 2 ** 53) and draws.below(1.0) == 1
    p = 0.1                                     # not a multiple of 2^-53: both sides round the same way
    assert draws.below(p) == draws.at_most(p) == F(math.ceil(F(p) * 2 ** 53), 2 ** 53)
    scale, threshold = 3.718281828459045, 2.718281828459045
    k = draws.first_step_above(scale, threshold)
    assert (k / 2 ** 53) * scale > threshold and not ((k - 1) / 2 ** 53) * scale > threshold


def test_shared_matrices_are_stochastic():
    for Q in (common.k_rr(5, F(1, 2)), common.unary(3, F(1, 2), F(1, 5))):
        assert all(sum(row) == 1 for row in Q)
    assert common.unary(2, F(3, 4), F(1, 4))[0][common.unary_outputs(2).index((1, 0))] == F(3, 4) * F(3, 4)


@pytest.mark.parametrize("library,params", RR)
@pytest.mark.slow
def test_randomized_response_exact_level_and_sampling(library, params):
    mech = build(library, "rr", **params)
    k = len(mech.Q)
    assert all(sum(row) == 1 for row in mech.Q) and len(mech.Q[0]) == k
    level = mech.level()
    assert level.E == mech.Q[0][0] / mech.Q[0][1]          # k-RR: keep / lie
    verdict = libraries.compare(mech)
    assert verdict["verdict"].startswith(("within", "EXCEEDS")) and "1e-9" in verdict["verdict"]
    result = libraries.sampling_test(mech, N, seed=7, alpha=ALPHA)
    assert result["verdict"] == "consistent with the exact matrix", result
    wrong = libraries.from_library(library, "rr", **{**params, "epsilon": 2.5}).Q
    refuted = libraries.sampling_test(mech, N, seed=7, alpha=ALPHA, Q=wrong)
    assert refuted["verdict"].startswith("REJECTED"), refuted


def test_floats_are_read_exactly():
    mech = build("opendp", "rr", prob=0.6, k=3)
    assert mech.Q[0][0] == F(0.6) != F(3, 5) and mech.Q[0][1] == (1 - F(0.6)) / 2
    assert F(mech.stated_eps) >= 0 and libraries.compare(mech)["verdict"].startswith("within")
    pure = build("pure-ldp", "rr", epsilon=2.0, k=4)
    assert pure.floats["client.p"] != math.exp(2.0) / (math.exp(2.0) + 3)   # math.pow(math.e, eps), not exp
    assert pure.Q[0][0] == F(math.ceil(F(pure.floats["client.p"]) * 2 ** 53), 2 ** 53)


def test_seeded_sampling_replays():
    mech = build("pure-ldp", "rr", epsilon=1.0, k=3)
    assert mech.sample(range(3), 200, 5) == mech.sample(range(3), 200, 5)
    assert mech.sample(range(3), 200, 5) != mech.sample(range(3), 200, 6)


@pytest.mark.slow
def test_a_tampered_matrix_is_rejected():
    mech = build("multi-freq-ldpy", "rr", epsilon=1.0, k=3)
    swapped = [mech.Q[1], mech.Q[0], mech.Q[2]]
    assert libraries.sampling_test(mech, N, 1, ALPHA, Q=swapped)["verdict"].startswith("REJECTED")


@pytest.mark.parametrize("library", ["pure-ldp", "multi-freq-ldpy"])
@pytest.mark.parametrize("name", ["oue", "sue"])
def test_unary_encoding_exact_channel(library, name):
    mech = build(library, name, epsilon=1.0, k=3)
    assert len(mech.Q[0]) == 8 and all(sum(row) == 1 for row in mech.Q)
    p, q = (mech.Q[0][mech.outputs.index(bits)] for bits in ((1, 0, 0), (0, 0, 0)))
    assert libraries.compare(mech)["exact eps"].startswith(("1.0000000", "0.9999999"))
    assert libraries.sampling_test(mech, N, 3, ALPHA)["verdict"] == "consistent with the exact matrix"
    wrong = libraries.from_library(library, name, epsilon=3.0, k=3).Q
    assert libraries.sampling_test(mech, N, 3, ALPHA, Q=wrong)["verdict"].startswith("REJECTED")


def test_geometric_truncated_counting_level():
    mech = build("diffprivlib", "geometric-truncated", epsilon=1.0, lower=0, upper=3)
    assert all(sum(row) == 1 for row in mech.Q) and mech.adjacency == "counting"
    assert mech.level().E == 1 / F(mech.floats["np.exp(-epsilon)"])        # adjacent rows: ratio 1/a
    assert libraries.sampling_test(mech, N, 2, ALPHA)["verdict"] == "consistent with the exact matrix"
    wrong = libraries.from_library("diffprivlib", "geometric-truncated", epsilon=2.0, lower=0, upper=3).Q
    assert libraries.sampling_test(mech, N, 2, ALPHA, Q=wrong)["verdict"].startswith("REJECTED")


def test_compare_says_exceeds():
    """A real finding: at eps = 40 diffprivlib's Binary never flips (np.exp(40) + 1 == np.exp(40)),
    and at eps = 30 its flip probability, a multiple of 2^-53, is below 1 / (e^eps + 1)."""
    never = libraries.compare(build("diffprivlib", "rr", epsilon=40.0))
    assert never["exact eps"] == "inf" and never["verdict"].startswith("EXCEEDS")
    coarse = libraries.compare(build("diffprivlib", "rr", epsilon=30.0))
    assert coarse["verdict"] == "EXCEEDS stated eps" and float(coarse["exact - stated"]) > 1e-4
    mech = build("opendp", "rr-bool", prob=0.75)
    assert mech.level().E == 3
    mech.stated_eps = 1.0                                   # below ln 3: a library that understated
    assert libraries.compare(mech)["verdict"] == "EXCEEDS stated eps"


@pytest.mark.parametrize("params,needle", [
    ({"epsilon": -1.0}, "--epsilon"), ({"epsilon": float("nan")}, "--epsilon"), ({"epsilon": 1.0, "k": 1}, "--k"),
    ({"epsilon": 1.0, "k": "four"}, "--k"), ({"epsilon": 1.0, "upper": 3}, "--upper"), ({}, "--epsilon")])
def test_bad_parameters_name_the_option(params, needle):
    pytest.importorskip("pure_ldp")
    with pytest.raises(InvalidArgument, match=needle):
        libraries.from_library("pure-ldp", "rr", **params)


def test_unknown_names():
    with pytest.raises(InvalidArgument, match="--from"):
        libraries.from_library("tensorflow-privacy", "rr", epsilon=1.0)
    pytest.importorskip("opendp")
    assert {"rr", "rr-bool"} <= set(libraries.mechanisms()["opendp"])
    with pytest.raises(InvalidArgument, match="mechanism"):
        libraries.from_library("opendp", "laplace", epsilon=1.0)
    with pytest.raises(InvalidArgument, match="--prob"):
        libraries.from_library("opendp", "rr", prob=0.9, epsilon=1.0)


@pytest.mark.parametrize("argv,needle", [
    (["audit", "--from", "diffprivlib", "nope", "--epsilon", "1"], "mechanism"),
    (["audit", "--from", "diffprivlib", "rr", "--epsilon", "zero"], "--epsilon"),
    (["audit", "--from", "diffprivlib", "rr", "--epsilon", "1", "--k", "3"], "--k"),
    (["audit", "--from", "diffprivlib", "rr", "--epsilon", "1", "--samples", "-5"], "--samples"),
    (["audit", "--from", "diffprivlib", "rr", "--epsilon", "1", "--alpha", "2"], "--alpha"),
    (["audit", "--from", "tensorflow-privacy", "rr", "--epsilon", "1"], "--from"),
    (["audit", "--from", "diffprivlib", "geometric-truncated", "--epsilon", "1", "--upper", "500"], "--upper"),
    (["audit", "examples/not_private.csv", "--epsilon", "1"], "--epsilon")])
def test_cli_errors_are_one_line(argv, needle, capsys):
    pytest.importorskip("diffprivlib")
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error:") and needle in err and "\n" not in err


def test_cli_audit_from(tmp_path, capsys):
    pytest.importorskip("multi_freq_ldpy")
    out = tmp_path / "r.json"
    code = main(["audit", "--from", "multi-freq-ldpy", "rr", "--epsilon", "1", "--k", "3", "--samples", "2000",
                 "--seed", "4", "--out", str(tmp_path), "--json", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    assert "stated vs exact" in text and "consistent with the exact matrix" in text and "seed: 4" in text
    report = json.loads(out.read_text())
    assert report["provenance"]["packages"]["multi-freq-ldpy"] == report["library"].split()[1]
    assert F(report["matrix"][0][0]) == F(report["floats read exactly"]["p = np.exp(eps) / (np.exp(eps) + k - 1)"]
                                          .split(" = ")[-1])


def test_provenance_names_versions():
    info = provenance.collect()
    assert info["python"].count(".") == 2 and "numpy" in info["packages"] and "sympy" in info["packages"]


def test_provenance_flags_a_package_that_differs_from_the_lock(tmp_path, monkeypatch):
    lock = tmp_path / "requirements.lock"
    lock.write_text("# test lock\nnumpy==0.0.1\nsympy==" + provenance.collect()["packages"]["sympy"] + "\n")
    monkeypatch.setattr(provenance, "LOCK", lock)
    info = provenance.collect()
    assert info["differs from lock"] == {"numpy": {"installed": info["packages"]["numpy"], "locked": "0.0.1"}}
    assert len(info["requirements.lock sha256"]) == 64


GARBAGE = ["", "-", "1/0", "nan", "inf", "-inf", "0", "-3", "1e400", "0x10", "2.5", "3", "\x00", "١", "1" * 400]


def test_garbage_options_get_one_line_or_a_report(tmp_path, capsys):
    """Every malformed option value: exit 2 with one `error:` line, or a report (exit 0); no traceback."""
    pytest.importorskip("pure_ldp")
    for option in ("--epsilon", "--k"):
        for value in GARBAGE:
            params = {"--epsilon": "1", "--k": "3", option: value}
            argv = ["audit", "--from", "pure-ldp", "rr", "--samples", "0", "--out", str(tmp_path)]
            argv += [f"{name}={v}" for name, v in params.items()]
            code = main(argv)
            captured = capsys.readouterr()
            assert code in (0, 2), (option, value)
            if code == 2:
                lines = captured.err.strip().splitlines()
                assert len(lines) == 1 and lines[0].startswith(f"error: {option}"), (option, value, lines)
            else:
                assert "stated vs exact" in captured.out


def test_diffprivlib_flips_exactly_where_the_count_says():
    """Feed Binary the two uniforms either side of the counted threshold: the library's own code flips
    at the first and not at the second, so the flip probability is exactly (2^53 - k0) / 2^53."""
    np = pytest.importorskip("numpy")
    pytest.importorskip("diffprivlib")
    from diffprivlib.mechanisms import Binary
    mech = build("diffprivlib", "rr", epsilon=1.0)
    k0 = 2 ** 53 - mech.Q[0][1] * 2 ** 53

    class Fixed(np.random.RandomState):
        value = 0.0

        def random(self, *args):
            return Fixed.value
    rng = Fixed(0)
    binary = Binary(epsilon=1.0, value0="0", value1="1", random_state=rng)
    Fixed.value = int(k0) / 2 ** 53
    assert binary.randomise("0") == "1"
    Fixed.value = int(k0 - 1) / 2 ** 53
    assert binary.randomise("0") == "0"


def test_pure_ldp_keeps_exactly_where_the_count_says(monkeypatch):
    """The same for pure-ldp's DE: random.random() = k / 2^53 keeps the input iff k < ceil(p * 2^53)."""
    pytest.importorskip("pure_ldp")
    import random
    mech = build("pure-ldp", "rr", epsilon=1.0, k=3)
    kept = int(mech.Q[0][0] * 2 ** 53)                        # the number of k that keep
    client = mech.sampler(0)
    for k, keeps in ((kept - 1, True), (kept, False)):
        monkeypatch.setattr(random, "random", lambda k=k: k / 2 ** 53)
        assert all((client(0) == 0) == keeps for _ in range(20))
