"""Malformed-input fuzzing: the kernel CLI and `audit` answer every garbage input with one clear line
and an exit code, never a traceback (hypothesis generates the garbage; shrinking names the culprit)."""
import contextlib
import io
import json
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.cli import main as cli
from workbench.kernel import main as kernel_main
from workbench.mutants import edit, mechanism_certificates, sample_certificates, setter

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
