"""Malformed-input fuzzing: the kernel CLI and `audit` answer every garbage input with one clear line
and an exit code, never a traceback (hypothesis generates the garbage; shrinking names the culprit)."""
import contextlib
import io
import json
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.cli import main as cli
from workbench.kernel import main as kernel_main
from workbench.quality.mutants import edit, mechanism_certificates, sample_certificates, setter

GARBAGE_NUMBERS = st.one_of(st.just("nan"), st.just("inf"), st.just("1e400"), st.just("-0"), st.just("1/0"),
                            st.just("9" * 6000), st.text(string.printable, max_size=12), st.integers(), st.floats(),
                            st.none(), st.booleans(), st.lists(st.integers(), max_size=2))
JSONISH = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8)),
                       lambda children: st.one_of(st.lists(children, max_size=3),
                                                  st.dictionaries(st.text(max_size=6), children, max_size=3)),
                       max_leaves=12)
SETTINGS = settings(max_examples=150, deadline=None, database=None, derandomize=True,
                    suppress_health_check=list(HealthCheck))
CERTS = {**sample_certificates(), **mechanism_certificates()}
CERT = CERTS["pml-eta"]
SHAPES = st.lists(st.lists(st.one_of(st.sampled_from(["1", "0", "-1", "1/2", "nan", "inf", "1e3", "", "1/0", "x"]),
                                     st.text(string.printable, max_size=4)), max_size=4).map(",".join),
                  min_size=1, max_size=4).map(";".join)     # vectors and matrices of the wrong shape or content


def run(fn, *args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = fn(*args)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.slow
@SETTINGS
@given(JSONISH)
def test_kernel_refuses_arbitrary_json(tmp_path_factory, document):
    path = tmp_path_factory.mktemp("k") / "c.json"
    path.write_text(json.dumps(document))
    code, out, _ = run(kernel_main, [str(path)])
    assert code == 2 and out.startswith("malformed: ") and out.count("\n") == 1


@SETTINGS
@given(st.sampled_from(["objective_value", "primal", "dual", "params", "lp"]), GARBAGE_NUMBERS)
def test_kernel_refuses_garbage_in_any_field(tmp_path_factory, field, value):
    path = tmp_path_factory.mktemp("k") / "c.json"
    if field in ("primal", "dual"):
        name = next(iter(CERT[field]))
        cert = edit(CERT, [field], setter(name, value))
    elif field == "params":
        cert = edit(CERT, ["params"], setter("c", value))
    else:
        cert = edit(CERT, [], setter(field, value))
    path.write_text(json.dumps(cert, allow_nan=True))
    code, out, _ = run(kernel_main, [str(path)])
    assert code in (1, 2) and out.startswith(("malformed: ", "invalid: ")) and out.count("\n") == 1, out


@SETTINGS
@given(st.sampled_from(sorted(CERTS)), st.data())
def test_kernel_refuses_garbage_params_of_every_family(tmp_path_factory, family, data):
    cert = CERTS[family]
    key = data.draw(st.sampled_from(sorted(cert["params"])), label="param")
    value = data.draw(st.one_of(SHAPES, GARBAGE_NUMBERS), label="value")
    path = tmp_path_factory.mktemp("k") / "c.json"
    path.write_text(json.dumps(edit(cert, ["params"], setter(key, value)), allow_nan=True))
    code, out, _ = run(kernel_main, [str(path)])
    assert code in (0, 1, 2) and out.startswith(("malformed: ", "invalid: ", "valid: ")) and out.count("\n") == 1, out
    assert "could not process" not in out, (family, key, value, out)     # a clear reason, not a caught crash


@SETTINGS
@given(st.lists(st.lists(GARBAGE_NUMBERS.map(str), min_size=1, max_size=4), min_size=1, max_size=4))
def test_audit_refuses_garbage_matrices(tmp_path_factory, rows):
    path = tmp_path_factory.mktemp("a") / "m.csv"
    path.write_text("\n".join(",".join(cell.replace(",", ";").replace("\n", " ") for cell in row) for row in rows))
    code, out, err = run(cli, ["audit", str(path), "--out", str(path.parent)])
    assert code in (0, 2) and "Traceback" not in err
    if code == 2:
        assert err.startswith("error: ") and err.count("\n") == 1


# --- audit: every hostile input of issue 17 gets one `error:` line and exit code 2, before any work ---
EXAMPLE = str(__import__("pathlib").Path(__file__).resolve().parent.parent / "examples" / "geometric_truncated.csv")


def refused(*argv) -> str:
    """Run `audit`; it must exit 2 with exactly one stderr line starting with `error:`; return the line."""
    code, out, err = run(cli, ["audit", *map(str, argv)])
    assert code == 2 and err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, (code, err)
    return err


def no_work(monkeypatch):
    """Fail if the computation starts: path problems must be found before it."""
    import workbench.audit
    monkeypatch.setattr(workbench.audit, "audit", lambda *a, **k: (_ for _ in ()).throw(AssertionError("computed")))


def test_audit_refuses_a_100000_digit_number(tmp_path):
    path = tmp_path / "m.csv"
    path.write_text("0." + "1" * 100_000 + ",0.5\n0.5,0.5\n")
    assert "characters, more than the limit" in refused(path, "--out", tmp_path)


def test_audit_refuses_deep_json(tmp_path):
    path = tmp_path / "m.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    assert "nested too deeply" in refused(path, "--out", tmp_path)


def test_audit_refuses_a_binary_file(tmp_path):
    path = tmp_path / "m.csv"
    path.write_bytes(bytes(range(256)) * 4)
    assert "not a UTF-8 text file" in refused(path, "--out", tmp_path)


def test_audit_refuses_nul_bytes(tmp_path):
    path = tmp_path / "m.csv"
    path.write_text("1/2,1/2\x00\n0,1\n")
    assert "NUL" in refused(path, "--out", tmp_path)


def test_audit_refuses_a_directory_as_mechanism(tmp_path):
    assert "is a directory" in refused(tmp_path, "--out", tmp_path)


def test_audit_refuses_out_at_a_file(tmp_path, monkeypatch):
    no_work(monkeypatch)
    target = tmp_path / "file"
    target.write_text("")
    assert "--out" in refused(EXAMPLE, "--out", target)


def test_audit_refuses_out_below_a_file(tmp_path, monkeypatch):
    no_work(monkeypatch)
    (tmp_path / "file").write_text("")
    assert "--out" in refused(EXAMPLE, "--out", tmp_path / "file" / "sub")


def test_audit_refuses_json_at_a_directory(tmp_path, monkeypatch):
    no_work(monkeypatch)
    assert "--json" in refused(EXAMPLE, "--json", tmp_path, "--out", tmp_path)


def test_audit_refuses_json_at_an_unwritable_path(tmp_path, monkeypatch):
    no_work(monkeypatch)
    (tmp_path / "file").write_text("")
    assert "--json" in refused(EXAMPLE, "--json", tmp_path / "file" / "r.json", "--out", tmp_path)


def test_audit_refuses_a_negative_c(tmp_path):
    assert refused(EXAMPLE, "--c", "-1/8", "--out", tmp_path).startswith("error: --c")
    assert refused(EXAMPLE, "--c=-0.125", "--out", tmp_path).startswith("error: --c")


def test_audit_refuses_c_above_1_over_n(tmp_path):
    assert refused(EXAMPLE, "--c", "1/2", "--out", tmp_path).startswith("error: --c")


def test_audit_refuses_too_many_entries(tmp_path, monkeypatch):
    import workbench.audit
    monkeypatch.setattr(workbench.audit, "MAX_ENTRIES", 15)
    assert "entries" in refused(EXAMPLE, "--out", tmp_path)             # 16 entries


def test_audit_refuses_a_file_over_the_size_limit(tmp_path, monkeypatch):
    import workbench.audit
    monkeypatch.setattr(workbench.audit, "MAX_FILE_BYTES", 10)
    assert "bytes, more than the limit" in refused(EXAMPLE, "--out", tmp_path)


def test_audit_refuses_a_huge_exponent(tmp_path):
    path = tmp_path / "m.csv"
    path.write_text("1e-99999,1\n0,1\n")
    assert "exponent" in refused(path, "--out", tmp_path)


def test_audit_refuses_an_empty_file(tmp_path):
    path = tmp_path / "m.csv"
    path.write_text("\n# only a comment\n")
    assert "no numbers" in refused(path, "--out", tmp_path)


def test_audit_refuses_json_that_is_not_rows(tmp_path):
    path = tmp_path / "m.json"
    path.write_text('{"Q": [[1]]}')
    assert "list of rows" in refused(path, "--out", tmp_path)
    path.write_text("[[0.5, null], [0.5, 0.5]]")
    assert "expected a number" in refused(path, "--out", tmp_path)
    path.write_text("[[NaN, 1], [0.5, 0.5]]")
    assert "NaN" in refused(path, "--out", tmp_path)


def test_audit_refuses_a_bad_prior(tmp_path):
    prior = tmp_path / "p.csv"
    prior.write_text("0.3,0.3,0.3,0.3\n")
    err = refused(EXAMPLE, "--prior", prior, "--out", tmp_path)
    assert "sum to 1.2" in err and "got" not in err
    prior.write_text("1/2,1/2\n")
    assert "expected 4 probabilities" in refused(EXAMPLE, "--prior", prior, "--out", tmp_path)


def test_audit_refuses_denominators_without_a_small_common_multiple(tmp_path):
    path = tmp_path / "m.csv"
    path.write_text(",".join(f"1/{10 ** 90 + k}" for k in range(1, 60)) + "\n")
    assert "common denominator" in refused(path, "--out", tmp_path)
