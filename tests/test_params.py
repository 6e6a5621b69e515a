"""workbench/params.py, function by function: every value and every refusal pinned by hand (its exact one-line
message included: the CLI prints it as it is), so that a mutant of the parser changes a test's answer
(scripts/mutants-engine workbench/params.py; docs/trust.md, "Mutation scores of the engine")."""
import os
from fractions import Fraction as F
from pathlib import Path

import pytest

from workbench.errors import InvalidArgument
from workbench.params import (FLOAT_LIMIT, MAX_DIGITS, check_names, distinct_paths, fraction_text, integer,
                              integers, output_path, parse_assignments, parse_declared, privacy_base, probability,
                              rational, rationals, solver_sized)


def refused(call, *args, **kwargs) -> str:
    with pytest.raises(InvalidArgument) as error:
        call(*args, **kwargs)
    return str(error.value)


@pytest.mark.parametrize("text, value", [
    ("3/2", F(3, 2)), (" 3 / 2 ", F(3, 2)), ("-7", F(-7)), ("0", F(0)), ("6/4", F(3, 2)), ("-1/3", F(-1, 3)),
    ("0.1", F(1, 10)), (" -2.50 ", F(-5, 2)), ("12", F(12)), (5, F(5)), (F(2, 3), F(2, 3)), (0, F(0)),
])
def test_rational_reads_integers_fractions_and_decimals_exactly(text, value):
    result = rational(text)
    assert result == value and type(result) is F


def test_rational_refusals_name_the_parameter_and_the_text():
    assert refused(rational, "1/0", "E") == "E: zero denominator in '1/0'"
    assert refused(rational, "abc", "M") == "M: expected a rational like 3/2 or 0.1, got 'abc'"
    assert refused(rational, "1e3") == "value: expected a rational like 3/2 or 0.1, got '1e3'"
    assert refused(rational, "3/-2", "E") == "E: expected a rational like 3/2 or 0.1, got '3/-2'"
    assert refused(rational, ".5", "E") == "E: expected a rational like 3/2 or 0.1, got '.5'"
    assert refused(rational, "x3/2", "E").startswith("E: expected")
    assert refused(rational, "3/2x", "E").startswith("E: expected")
    assert refused(rational, "1.5x", "E").startswith("E: expected")
    assert refused(rational, "x1.5", "E").startswith("E: expected")
    assert refused(rational, True, "E") == "E: expected a rational like 3/2, got True"
    assert refused(rational, 1.5, "E") == "E: expected a rational like 3/2, got 1.5"
    assert refused(rational, None) == "value: expected a rational like 3/2, got None"


def test_rational_length_limit_is_exactly_max_digits():
    assert MAX_DIGITS == 2000
    assert rational("1" * MAX_DIGITS) == F(int("1" * MAX_DIGITS))
    assert refused(rational, "1" * (MAX_DIGITS + 1), "E") == "E: number has more than 2000 characters"


def test_fraction_text_always_p_over_q():
    assert fraction_text(F(3, 2)) == "3/2"
    assert fraction_text(F(4)) == "4/1"
    assert fraction_text(7) == "7/1"
    assert fraction_text(F(-6, 4)) == "-3/2"


def test_integer_and_its_bounds():
    assert integer("8", "M") == 8 and type(integer("8", "M")) is int
    assert integer("16/2", "M") == 8
    assert integer("3", "M", minimum=3, maximum=3) == 3
    assert refused(integer, "3/2", "M") == "M: expected an integer, got '3/2'"
    assert refused(integer, "2", "M", minimum=3) == "M: must be >= 3, got 2"
    assert refused(integer, "5", "M", maximum=4) == "M: must be <= 4, got 5"
    assert integer("-5", "M", maximum=4) == -5
    assert integer("0", "M", minimum=0) == 0
    assert integer("9", "M", minimum=None, maximum=None) == 9
    parse = integers(2, 4)
    assert parse("2", "N") == 2 and parse("4", "N") == 4
    assert refused(parse, "1", "N") == "N: must be >= 2, got 1"
    assert refused(parse, "5", "N") == "N: must be <= 4, got 5"
    assert parse.__doc__ == "an integer in [2, 4]"
    assert integers()("-100", "k") == -100


def test_privacy_base_is_at_least_one():
    assert privacy_base("1") == 1 and privacy_base("3/2") == F(3, 2)
    assert refused(privacy_base, "0") == "E: E = e^eps must be positive, got 0"
    assert refused(privacy_base, "-2", "E2") == "E2: E = e^eps must be positive, got -2"
    assert refused(privacy_base, "1/2") == "E: E = e^eps must be >= 1 (eps >= 0), got 1/2"
    assert refused(privacy_base, "999/1000") == "E: E = e^eps must be >= 1 (eps >= 0), got 999/1000"


def test_probability_is_in_the_closed_unit_interval():
    assert probability("0", "delta") == 0 and probability("1", "delta") == 1
    assert probability("1/3", "delta") == F(1, 3)
    assert refused(probability, "-1/10", "delta") == "delta: must lie in [0, 1], got -1/10"
    assert refused(probability, "11/10", "p") == "p: must lie in [0, 1], got 11/10"


def test_parse_assignments():
    assert parse_assignments(["M=8", " E = 3/2 ", "x=a=b"]) == {"M": "8", "E": "3/2", "x": "a=b"}
    assert parse_assignments([]) == {}
    assert refused(parse_assignments, ["M8"]) == "parameter 'M8': expected NAME=VALUE"
    assert refused(parse_assignments, ["M=8", "M = 4"]) == "M: given twice (M=8 and M=4)"


def test_rationals_bounds_either_end_open():
    parse = rationals(1, F(5, 2))
    assert parse("1", "E") == 1 and parse("5/2", "E") == F(5, 2)
    assert refused(parse, "1/2", "E") == "E: must be >= 1, got 1/2"
    assert refused(parse, "3", "E") == "E: must be <= 5/2, got 3"
    assert rationals(minimum=0)("1000", "c") == 1000
    assert rationals(maximum=0)("-1000", "c") == -1000
    assert rationals()("-7/3", "c") == F(-7, 3)
    assert refused(rationals(minimum="1/3"), "1/4", "c") == "c: must be >= 1/3, got 1/4"
    assert refused(rationals(maximum="1/3"), "1/2", "c") == "c: must be <= 1/3, got 1/2"


def test_solver_sized_limit_is_ten_to_the_308_exactly():
    assert FLOAT_LIMIT == F(10 ** 308)
    assert solver_sized(10 ** 308, "E") == 10 ** 308
    assert solver_sized(-10 ** 308, "E") == -10 ** 308
    assert solver_sized(F(10 ** 309 - 1, 10), "E") == F(10 ** 309 - 1, 10)     # 1e308 - 1/10
    assert refused(solver_sized, F(10 ** 309 + 1, 10), "E").startswith("E: a number of 313 characters")
    big = 10 ** 308 + 1
    message = refused(solver_sized, big, "E")
    assert message == ("E: a number of 309 characters is too large (|E| must be at most 1e308: the LP is first "
                       "solved in floating point)")
    assert refused(solver_sized, -big, "c").startswith("c: a number of 309 characters is too large (|c|")
    assert solver_sized(True, "flag") is True
    assert solver_sized("text", "name") == "text"
    assert solver_sized(1e309, "x") == 1e309                                     # floats are not its business


def test_solver_sized_shows_a_short_number_as_it_is(monkeypatch):
    import workbench.params as params
    monkeypatch.setattr(params, "FLOAT_LIMIT", F(10))
    assert refused(params.solver_sized, 11, "E") == ("E: 11 is too large (|E| must be at most 1e308: the LP is "
                                                     "first solved in floating point)")
    assert refused(params.solver_sized, 10 ** 39, "E").startswith("E: " + "1" + "0" * 39 + " is too large")
    assert refused(params.solver_sized, 10 ** 40, "E").startswith("E: a number of 41 characters is too large")
    assert refused(params.solver_sized, -10 ** 40, "E").startswith("E: a number of 41 characters is too large")
    assert refused(params.solver_sized, F(23, 2), "E").startswith("E: 23/2 is too large")
    assert params.solver_sized(10, "E") == 10


def test_parse_declared_and_check_names():
    parameters = {"M": integers(1), "E": privacy_base}
    assert parse_declared({"E": "2", "M": "3"}, parameters) == {"M": 3, "E": 2}
    assert list(parse_declared({"E": "2", "M": "3"}, parameters)) == ["M", "E"]
    assert refused(parse_declared, {"M": "3", "E": "2", "K": "1"}, parameters) == \
        "K: unknown parameter; this claim takes M, E"
    assert refused(parse_declared, {"M": "3"}, parameters) == "E: missing; this claim takes M=... E=..."
    assert refused(parse_declared, {"M": "3", "E": str(10 ** 309)}, parameters).startswith(
        "E: a number of 310 characters is too large")
    assert refused(check_names, {"A": 1, "B": 2}, {"M": 1}, prefix="claim x: ", who="x", hint=" (see list)") == \
        "claim x: A: unknown parameter; x takes M"
    assert refused(check_names, {}, {"M": 1, "E": 1}, prefix="p ", who="it", hint="!") == \
        "p M: missing; it takes M=... E=...!"
    check_names({"M": 1}, {"M": 1})


def test_output_path_files_and_folders(tmp_path):
    assert output_path(tmp_path / "a.json", "--json") == tmp_path / "a.json"
    assert not (tmp_path / "a.json").exists()                      # the probe leaves nothing behind
    (tmp_path / "b.json").write_text("x")
    assert output_path(tmp_path / "b.json", "--json") == tmp_path / "b.json"
    assert (tmp_path / "b.json").read_text() == "x"
    assert output_path(tmp_path / "new" / "deeper" / "c.json", "-o") == tmp_path / "new" / "deeper" / "c.json"
    assert not (tmp_path / "new").exists()
    assert output_path(tmp_path, "--out", folder=True) == tmp_path
    assert output_path(tmp_path / "out", "--out", folder=True) == tmp_path / "out"
    assert not (tmp_path / "out").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.json"]
    assert refused(output_path, tmp_path, "--json") == f"--json {tmp_path}: is a directory; give a file name"
    assert refused(output_path, tmp_path / "b.json", "--out", folder=True) == \
        f"--out {tmp_path / 'b.json'}: is a file; give a folder"
    assert refused(output_path, tmp_path / "b.json" / "c.json", "-o") == \
        f"-o {tmp_path / 'b.json' / 'c.json'}: {tmp_path / 'b.json'} is not a directory"
    assert refused(output_path, tmp_path / "b.json" / "d" / "c.json", "-o") == \
        f"-o {tmp_path / 'b.json' / 'd' / 'c.json'}: {tmp_path / 'b.json'} is not a directory"


@pytest.mark.skipif(os.geteuid() == 0 and not Path("/proc/version").exists(), reason="needs /proc")
def test_output_path_refuses_what_cannot_be_written(tmp_path):
    # /proc refuses new files and folders even to root; a read-only folder refuses them to a non-root user
    assert refused(output_path, "/proc/wb-probe.json", "--json") == "--json /proc/wb-probe.json: cannot write there"
    assert refused(output_path, "/proc/wb-dir/x.json", "--json") == "--json /proc/wb-dir/x.json: cannot write there"
    assert refused(output_path, "/proc/wb-dir", "--out", folder=True) == "--out /proc/wb-dir: cannot write there"
    assert refused(output_path, "/proc/version", "--json") == "--json /proc/version: cannot write there" \
        if not os.access("/proc/version", os.W_OK) else True


def test_distinct_paths(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text("{}")
    distinct_paths([("claims", a)], [("--json", b), ("--vipr", None)])
    distinct_paths([("claims", None)], [("--json", a)])
    assert refused(distinct_paths, [("claims", a)], [("--json", a)]) == \
        f"--json {a}: is also the input claims; an output must not overwrite an input (nothing written)"
    assert refused(distinct_paths, [], [("-o", b), ("--vipr", tmp_path / "." / "b.json")]) == \
        f"--vipr {tmp_path / 'b.json'}: is also the output -o; an output must not overwrite another output " \
        "(nothing written)"
    link = tmp_path / "link.json"
    os.link(a, link)                                               # a hard link: another name, the same file
    assert refused(distinct_paths, [("claims", a)], [("--json", link)]).startswith(f"--json {link}: is also")
    symlink = tmp_path / "sym.json"
    symlink.symlink_to(a)
    assert refused(distinct_paths, [("claims", a)], [("--json", symlink)]).startswith(f"--json {symlink}: is also")
    distinct_paths([("claims", tmp_path / "missing1")], [("--json", tmp_path / "missing2")])


def test_every_parser_names_its_parameter_in_a_malformed_value():
    """integer, privacy_base, probability, rationals and parse_declared pass the parameter's name down to
    `rational`, so a malformed value is refused naming it (not 'value' or None)."""
    expected = "{}: expected a rational like 3/2 or 0.1, got 'abc'"
    assert refused(integer, "abc", "M") == expected.format("M")
    assert refused(privacy_base, "abc", "E") == expected.format("E")
    assert refused(privacy_base, "abc") == expected.format("E")
    assert refused(probability, "abc", "delta") == expected.format("delta")
    assert refused(rationals(0, 1), "abc", "c") == expected.format("c")
    assert refused(integers(1), "abc", "N") == expected.format("N")
    assert refused(parse_declared, {"M": "abc"}, {"M": rationals()}) == expected.format("M")


def test_fraction_text_converts_any_number():
    assert fraction_text(0.5) == "1/2"
    assert fraction_text(True) == "1/1"


def test_a_skipped_output_does_not_end_the_check(tmp_path):
    a = tmp_path / "a.json"
    a.write_text("{}")
    assert refused(distinct_paths, [("claims", a)], [("--vipr", None), ("-o", a)]).startswith(f"-o {a}: is also")


def test_output_path_probes_where_the_path_will_be_written(tmp_path, monkeypatch):
    """A file under an existing folder is probed by creating it (open 'x'), no temporary folder; a folder, or a
    file under folders still to make, by a hidden `.probe-` folder made and removed in the nearest existing one:
    in the folder itself when it exists."""
    import tempfile
    made = []
    real = tempfile.mkdtemp

    def spy(*args, **kwargs):
        made.append(kwargs)
        return real(*args, **kwargs)
    monkeypatch.setattr(tempfile, "mkdtemp", spy)
    (tmp_path / "existing").mkdir()
    output_path(tmp_path / "file.json", "-o")
    assert made == []
    output_path(tmp_path / "existing", "--out", folder=True)
    assert made == [{"prefix": ".probe-", "dir": tmp_path / "existing"}]
    made.clear()
    output_path(tmp_path / "new" / "file.json", "-o")
    output_path(tmp_path / "new2", "--out", folder=True)
    assert made == [{"prefix": ".probe-", "dir": tmp_path}, {"prefix": ".probe-", "dir": tmp_path}]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["existing"]
