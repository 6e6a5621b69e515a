"""The LP families' arguments (workbench/lp/arguments.py): the certificate's string forms give the same certificate as
the Python forms; a 0-based index, a malformed value or a size beyond the kernel's limits is one line naming the
family and the argument, raised before anything is built or solved; the limits are the kernel's own."""
import json
import os
import re
import subprocess
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from workbench.kernel import Malformed
from workbench.kernel.families import family_lp
from workbench.cli import main
from workbench.errors import InvalidArgument
from workbench.lp import families, pipeline
from workbench.lp.arguments import FAMILY_ARGUMENTS, FamilyArgumentError, family_arguments
from workbench.lp.families import mechanism_lp
from workbench.lp.pipeline import certify_family, certify_lp


@pytest.fixture
def no_solver(monkeypatch):
    """Every builder and the float solver raise: a refusal must come before either is reached."""
    def reached(*args, **kwargs):
        raise AssertionError("built or solved before the arguments were checked")
    monkeypatch.setattr(pipeline, "_float_solve", reached)
    for family in families.BUILDERS:
        monkeypatch.setitem(families.BUILDERS, family, reached)


SAME_CERTIFICATE = [   # (family, claim, Python forms, the certificate's string forms)
    ("mechanism", "mine.dp", dict(n=3, m=3, E=F(3, 2), privacy="dp", adjacency=[(1, 2), (2, 1), (2, 3), (3, 2)],
                                  delta=F(1, 10), objective="linear", U=[[1, 0, 0], [0, 1, 0], [0, F(1, 2), 1]]),
     dict(n="3", m="3", E="3/2", privacy="dp", adjacency="1,2;2,1;2,3;3,2", delta="1/10", objective="linear",
          U="1,0,0;0,1,0;0,1/2,1")),
    ("mechanism", "mine.pml", dict(n=2, m=3, E=F(2), privacy="pml", c=F(1, 10), objective="min-diagonal"),
     dict(n="2", m="3", E="2/1", privacy="pml", c="1/10", objective="min-diagonal")),
    ("pml-eta", "pml.eta-bound", dict(N=3, E=F(3, 2), c=F(1, 10), L=3, A=[1, 2]),
     dict(N="3", E="3/2", c="1/10", L="3", A="1,2")),
    ("counting", "counting.optimum", dict(M=2, E=F(2), delta=F(0), T=[[F(3, 4), F(1, 4)], [0, 1]]),
     dict(M="2", E="2/1", delta="0/1", T="3/4,1/4;0,1")),
    ("staircase", "staircase.lp", dict(k=2, E=F(2), U=[0, F(1, 2), F(1, 2), 1]), dict(k="2", E="2/1", U="0,1/2,1/2,1")),
    ("ldp-tv", "staircase.lp", dict(E=F(2), a=1, P0=[F(1, 3), F(2, 3)], P1=[F(1, 2), F(1, 2)]),
     dict(E="2/1", a="1", P0="1/3,2/3", P1="1/2,1/2")),
    ("pml-gain", "pml.formula", dict(K=[[F(1, 2), F(1, 2)], [1, 0]], P=[F(1, 2), F(1, 2)], y=1),
     dict(K="1/2,1/2;1,0", P="1/2,1/2", y="1")),
    ("cone-membership", "counting.channel-4", dict(T=[[1, 0], [F(1, 2), F(1, 2)]]), dict(T="1,0;1/2,1/2")),
    ("pram-polytope", "pram.vertices", dict(S=3, E=F(2), direction="max", objective=[1, 0, 0]),
     dict(S="3", E="2/1", direction="max", objective="1,0,0")),
]


@pytest.mark.parametrize("family, claim, python, text", SAME_CERTIFICATE, ids=[c[0] + ":" + c[1] for c in SAME_CERTIFICATE])
def test_the_string_forms_give_the_same_certificate_as_the_python_forms(family, claim, python, text):
    from_python, from_text = certify_family(family, claim, **python), certify_family(family, claim, **text)
    assert from_text.certificate == from_python.certificate
    assert from_text.value == from_python.value and from_python.rebuilt
    assert from_text.certificate["params"] == text          # a certificate's own text goes in unchanged


def test_every_family_the_kernel_rebuilds_has_typed_arguments():
    from workbench.kernel.families import FAMILIES
    assert set(FAMILY_ARGUMENTS) == set(FAMILIES) == set(families.BUILDERS)


ZERO_BASED = [   # (family, params, the argument with a 0-based index)
    ("mechanism", dict(n=3, m=3, E=2, privacy="dp", adjacency=[(0, 1), (1, 0)], delta=0, objective="min-diagonal"),
     "adjacency"),
    ("mechanism", dict(n=3, m=3, E=2, privacy="dp", adjacency="0,1;1,2", delta=0, objective="min-diagonal"), "adjacency"),
    ("pml-eta", dict(N=3, E=2, c=0, L=2, A=[0]), "A"),
    ("pml-gain", dict(K=[[1, 0], [0, 1]], P=[F(1, 2), F(1, 2)], y=0), "y"),
    ("ldp-tv", dict(E=2, a=0, P0=[1, 0], P1=[0, 1]), "a"),
    ("counting-face", dict(M=2, E=2, delta=0, target="p_0_1", direction="max", t_star=0), "target"),
]


@pytest.mark.parametrize("family, params, argument", ZERO_BASED)
def test_a_zero_based_index_is_one_line_saying_indices_are_1_based(family, params, argument, no_solver):
    with pytest.raises(FamilyArgumentError) as refused:
        certify_family(family, "mine.x", **params)
    message = str(refused.value)
    assert message.startswith(f"family {family}: argument {argument}: expected ") and "1-based" in message
    assert "\n" not in message


def test_the_same_pairs_1_based_are_accepted():
    params = dict(n=3, m=3, E=2, privacy="dp", adjacency=[(1, 2), (2, 1)], delta=0, objective="min-diagonal")
    assert family_arguments("mechanism", params)["adjacency"] == [(1, 2), (2, 1)]


def test_exact_numbers_of_other_types_are_taken_and_floats_are_not():
    import numpy
    params = dict(n=numpy.int64(2), m=2, E="1.5", privacy="ldp", objective="linear", U=[[numpy.int32(1), 0], [0, 1]])
    assert family_arguments("mechanism", params) == dict(n=2, m=2, E=F(3, 2), privacy="ldp", objective="linear",
                                                         U=[[1, 0], [0, 1]])
    with pytest.raises(FamilyArgumentError, match="argument E: .*a float is not exact"):
        family_arguments("mechanism", {**params, "E": numpy.float64(1.5)})


MAX_N_MECHANISM = dict(n=41, m=41, E=2, privacy="ldp", objective="min-diagonal")


def test_a_size_beyond_the_kernels_limit_is_refused_before_building_or_solving(no_solver):
    with pytest.raises(FamilyArgumentError, match=r"^family mechanism: argument n: expected an integer in \[2, 40\]; "
                                                  r"got 41$"):
        certify_family("mechanism", "mine.big", **MAX_N_MECHANISM)
    with pytest.raises(FamilyArgumentError, match="^family counting: argument M: .*got 257$"):
        certify_lp(mechanism_lp(2, 2, F(2), "ldp", "min-diagonal"), "counting.optimum", "counting",
                   {"M": 257, "E": F(2), "delta": F(0)})


def test_certify_lp_leaves_the_params_of_a_family_the_kernel_does_not_know_alone():
    lp = mechanism_lp(2, 2, F(2), "ldp", "min-diagonal")
    result = certify_lp(lp, "mine.rr", "mine-diagonal", {"anything": "goes", "n": 41})
    assert result.value == F(2, 3) and not result.rebuilt
    assert result.certificate["params"] == {"anything": "goes", "n": "41"}


LDP = dict(n=2, m=2, E=2, privacy="ldp", objective="linear")
DP = dict(n=3, m=3, E=2, privacy="dp", delta=0, objective="min-diagonal")
MALFORMED = [   # (family, params, the argument named, a fragment of the line)
    ("mechanism", {**LDP, "U": "1,0;0"}, "U", "row 2: got 1 entries, need 2"),
    ("mechanism", {**LDP, "U": [[1, 0]]}, "U", "got 1 rows of 2 entries, need 2 rows"),
    ("mechanism", {**LDP, "U": "a,b;c,d"}, "U", "got 'a'"),
    ("mechanism", {**LDP, "U": [[1, 0.5], [0, 1]]}, "U", "a float is not exact"),
    ("mechanism", {**LDP, "U": 7}, "U", "got 7"),
    ("mechanism", {**DP, "adjacency": "1-2,2-3"}, "adjacency", "got '1-2'"),
    ("mechanism", {**DP, "adjacency": [(1, 2, 3)]}, "adjacency", "not a pair"),
    ("mechanism", {**DP, "adjacency": [(1, 1)]}, "adjacency", "got (1, 1)"),
    ("mechanism", {**DP, "adjacency": [(1, 4)]}, "adjacency", "got (1, 4)"),
    ("mechanism", {**DP, "adjacency": "1,2;1,2"}, "adjacency", "a pair twice"),
    ("mechanism", {**DP, "adjacency": []}, "adjacency", "no pair"),
    ("mechanism", DP, "adjacency", "missing"),
    ("mechanism", {**LDP, "U": "1,0;0,1", "delta": 0}, "delta", "goes with privacy dp, not ldp"),
    ("mechanism", {**LDP, "U": "1,0;0,1", "privacy": "DP"}, "privacy", "got 'DP'"),
    ("mechanism", {**LDP, "objective": "min-diagonal", "m": 1}, "m", "got 1"),
    ("mechanism", {**LDP, "objective": "min-diagonal", "n": 3}, "objective", "n=3 > m=2"),
    ("mechanism", {**LDP, "U": "1,0;0,1", "E": 0}, "E", "got 0"),
    ("mechanism", {**LDP, "U": "1,0;0,1", "E": "10" * 200}, "E", "beyond 1e308"),
    ("counting", dict(M=2, E=2, delta=0, T="1,0;1/2,1/3"), "T", "row 2: got '1/2,1/3', not >= 0 summing to 1"),
    ("counting", dict(M=2, E=2, delta=F(3, 2)), "delta", "got 3/2"),
    ("cone-membership", dict(T="1,0;0,1;1,0"), "T", "got 3 rows of 2 entries"),
    ("pml-gain", dict(K="1,0;1", P="1/2,1/2", y=1), "K", "got 2 rows of 1/2 entries"),
    ("pml-gain", dict(K="1,0;0,1", P="1/2,1/3", y=1), "P", "not >= 0 summing to 1"),
    ("pml-gain", dict(K="1,0;1,0", P="1/2,1/2", y=2), "y", "probability 0 under P"),
    ("pml-eta", dict(N=3, E=2, c=F(1, 2), L=2, A="1"), "c", "got 1/2"),
    ("pml-eta", dict(N=3, E=2, c=0, L=2, A="1,1"), "A", "an entry twice"),
    ("pml-gamma", dict(N=3, E=2, c=0), "c", "got 0"),
    ("pram-polytope", dict(S=3, E=F(1, 2), direction="max", objective="1,0,0"), "E", "got 1/2"),
    ("pram-polytope", dict(S=3, E=2, direction="up", objective="1,0,0"), "direction", "got 'up'"),
    ("staircase", dict(k=2, E=2, U="0,1,1"), "U", "got 3 entries, need 4"),
    ("staircase", dict(k=F(3, 2), E=2, U="0,1,1"), "k", "not an integer"),
]


@pytest.mark.parametrize("family, params, argument, fragment", MALFORMED)
def test_a_malformed_argument_is_one_line_naming_family_argument_and_form(family, params, argument, fragment, no_solver):
    with pytest.raises(FamilyArgumentError) as refused:
        certify_family(family, "mine.x", **params)
    message = str(refused.value)
    assert message.startswith(f"family {family}: argument {argument}") and fragment in message, message
    assert "\n" not in message and (" missing" in message or "goes with" in message or "expected " in message)
    assert isinstance(refused.value, InvalidArgument) and isinstance(refused.value, ValueError)


def test_unknown_family_and_unknown_argument_are_one_line(no_solver):
    with pytest.raises(FamilyArgumentError, match="^unknown LP family 'mechanisms'; the kernel rebuilds counting, "):
        certify_family("mechanisms", "mine.x", n=2)
    with pytest.raises(FamilyArgumentError, match="^family mechanism: unknown argument 'k'; its arguments: "):
        certify_family("mechanism", "mine.x", k=2, **LDP)


def uniform(k):
    return ",".join(["1/" + str(k)] * k)


def identity(k):
    return ";".join(",".join("1" if i == j else "0" for j in range(k)) for i in range(k))


LIMITS = [   # (family, certificate params at the limit, with a later argument wrong), the limit's argument, a value
    # just past it, the later argument wrong on purpose (None: the params at the limit are valid)
    ("counting", {"M": "256", "E": "2", "delta": "2"}, "M", "257", "delta"),
    ("pml-eta", {"N": "40", "E": "2", "c": "0", "L": "40", "A": "0"}, "N", "41", "A"),
    ("pml-eta", {"N": "40", "E": "2", "c": "0", "L": "40", "A": "0"}, "L", "41", "A"),
    ("pml-gamma", {"N": "40", "E": "2", "c": "0"}, "N", "41", "c"),
    ("pram-polytope", {"S": "40", "E": "2", "direction": "max", "objective": "0"}, "S", "41", "objective"),
    ("staircase", {"k": "16", "E": "2", "U": "0"}, "k", "17", "U"),
    ("mechanism", {"n": "40", "m": "40", "E": "2", "privacy": "ldp", "objective": "linear", "U": "0"}, "n", "41", "U"),
    ("mechanism", {"n": "40", "m": "40", "E": "2", "privacy": "ldp", "objective": "linear", "U": "0"}, "m", "41", "U"),
    ("ldp-tv", {"E": "2", "a": "41", "P0": uniform(40), "P1": uniform(40)}, "P0", uniform(41), "a"),
    ("pml-gain", {"K": ";".join(["1"] * 40), "P": uniform(40), "y": "2"}, "K", ";".join(["1"] * 41), "y"),
    ("cone-membership", {"T": identity(256)}, "T", identity(257), None),
]


def kernel_refusal(family, params):
    """The argument the kernel's own parser refuses in `params` (None: it rebuilds the LP)."""
    try:
        family_lp(family, params)
    except Malformed as exc:
        found = re.match(r"params(?:\.(\w+)|: (\w+)=)", str(exc))
        return found and (found[1] or found[2])
    return None


def our_refusal(family, params):
    try:
        family_arguments(family, params)
    except FamilyArgumentError as exc:
        return re.match(rf"family {family}: argument (\w+)", str(exc))[1]
    return None


@pytest.mark.parametrize("family, at_limit, key, past, later", LIMITS, ids=[f"{c[0]}:{c[2]}" for c in LIMITS])
def test_the_limits_are_the_kernels_own(family, at_limit, key, past, later):
    """At the limit both let the argument through (and refuse the later one, or rebuild); just past it both refuse it."""
    assert our_refusal(family, at_limit) == kernel_refusal(family, at_limit) == later
    assert our_refusal(family, {**at_limit, key: past}) == kernel_refusal(family, {**at_limit, key: past}) == key


def claims_file(tmp_path):
    """A user's claim whose `certify` passes the command line's text straight to certify_family."""
    path = tmp_path / "adjacent.py"
    path.write_text(
        "from workbench import Evidence, attach, certify_family, claim, register_paper\n"
        "from workbench.params import integers, privacy_base\n"
        "register_paper('adjacent', 'adjacent.pdf', title='Adjacency as text')\n\n"
        "def best(params):\n"
        "    return certify_family('mechanism', 'adjacent.dp', n=params['n'], m=params['n'], E=params['E'],\n"
        "                          privacy='dp', adjacency=params['adjacency'], delta=0, objective='min-diagonal')\n\n"
        "@claim('adjacent.dp', '(1)', expected='holds')\n"
        "def dp(ctx):\n"
        "    return Evidence({})\n\n"
        "attach('adjacent.dp', certify=best, parameters={'n': integers(2, 100), 'E': privacy_base,\n"
        "                                               'adjacency': lambda text, name: text})\n")
    return str(path)


def test_the_cli_takes_the_string_form_and_refuses_bad_arguments_in_one_line(tmp_path, capsys, isolated_registry,
                                                                            monkeypatch):
    out = tmp_path / "c.json"
    def command(*params):
        return ["--claims", claims_file(tmp_path), "certify", "adjacent.dp", "E=2", *params, "-o", str(out)]
    assert main(command("n=3", "adjacency=1,2;2,1;2,3;3,2")) == 0
    assert json.loads(out.read_text())["params"]["adjacency"] == "1,2;2,1;2,3;3,2"
    capsys.readouterr()

    def reached(*args, **kwargs):
        raise AssertionError("solved before the arguments were checked")
    monkeypatch.setattr(pipeline, "_float_solve", reached)
    for params, line in [(["n=3", "adjacency=0,1;1,0"], "argument adjacency: expected ordered 1-based pairs"),
                         (["n=41", "adjacency=1,2"], "argument n: expected an integer in [2, 40]; got 41"),
                         (["n=3", "adjacency=1-2,2-3"], "argument adjacency: expected ")]:
        assert main(command(*params)) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"error: family mechanism: {line}") and err.count("\n") == 1, err


def documented_examples() -> str:
    """The block of docs/kernel-families.md that certifies every family from both forms."""
    page = (Path(__file__).resolve().parents[2] / "docs" / "kernel-families.md").read_text()
    blocks = [b for b in re.findall(r"```python\n(.*?)```", page, re.S) if "def both_forms" in b]
    assert len(blocks) == 1
    return blocks[0]


def run_python(code: str) -> subprocess.CompletedProcess:
    root = Path(__file__).resolve().parents[2]
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(root)})


def test_the_documented_examples_run_as_printed_and_a_wrong_value_fails():
    code = documented_examples()
    assert code.count("both_forms(") == len(FAMILY_ARGUMENTS) + 1        # every family, and the helper
    done = run_python(code)
    assert done.returncode == 0 and done.stdout == "every family: both forms, one certificate\n", done.stderr
    wrong = code.replace('both_forms("staircase", "4/3"', 'both_forms("staircase", "5/3"')
    assert wrong != code
    failed = run_python(wrong)
    assert failed.returncode == 1 and "AssertionError: ('staircase', Fraction(4, 3))" in failed.stderr


def test_the_documented_error_lines_are_the_real_ones(no_solver):
    page = (Path(__file__).resolve().parents[2] / "docs" / "kernel-families.md").read_text()
    shown = re.findall(r"^    (family mechanism: argument .*)$", page, re.M)
    real = []
    for params in (dict(DP, adjacency=[(0, 1), (1, 0)]), MAX_N_MECHANISM):
        with pytest.raises(FamilyArgumentError) as refused:
            certify_family("mechanism", "mine.x", **params)
        real.append(str(refused.value))
    assert shown == real
