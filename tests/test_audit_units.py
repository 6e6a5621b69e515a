"""`workbench/audit.py` piece by piece: every reader's exact values and one-line refusals, the report's keys and
numbers, the skips and their reasons. Expected values are worked out by hand from the definitions (in the comment
or docstring beside each), never taken from the code under test. Small inputs only, so that the mutation run of
audit.py (scripts/mutants-engine) can afford them for every mutant."""
import json
from fractions import Fraction as F

import flint
import pytest

from workbench import audit as A
from workbench.errors import InvalidArgument
from workbench.mechanisms.integer_kernel import IntegerKernel, TooCostly


def write(tmp_path, text, name="m.csv"):
    path = tmp_path / name
    path.write_text(text)
    return path


def refused(call, *args):
    """The exact message of the InvalidArgument the call raises."""
    with pytest.raises(InvalidArgument) as info:
        call(*args)
    return str(info.value)


# --- numbers ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("1/4", (1, 4, False)), ("-1/8", (-1, 8, False)), ("+3/2", (3, 2, False)), ("2", (2, 1, False)),
    ("-2", (-2, 1, False)), ("0.5", (5, 10, True)), ("-0.25", (-25, 100, True)), (".5", (5, 10, True)),
    ("+.5", (5, 10, True)), ("3.", (3, 1, True)), ("1e2", (100, 1, True)), ("1E-3", (1, 1000, True)),
    ("2.5e-1", (25, 100, True)), ("+2e0", (2, 1, True)), ("-.5e+1", (-5, 1, True)), ("0.1e1", (1, 1, True)),
    ("1e400", (10 ** 400, 1, True)), ("0.5e-399", (5, 10 ** 400, True)),
])
def test_cell_values_are_exact_with_their_decimal_flag(text, expected):
    # (p, q): the value is p/q exactly; the flag says "written as a decimal" (a point or an exponent)
    assert A._cell_value(text, "cell") == expected


@pytest.mark.parametrize("text, message", [
    ("1e401", "cell: exponent of '1e401' is beyond +-400"),
    ("0.05e-399", "cell: exponent of '0.05e-399' is beyond +-400"),       # 10^-401
    ("1/0", "cell: zero denominator in '1/0'"),
    ("abc", "cell: expected a number like 0.25, 1/4 or 2.5e-1, got 'abc'"),
    ("x" * 30, f"cell: expected a number like 0.25, 1/4 or 2.5e-1, got {'x' * 30!r}"),
    ("x" * 31, f"cell: expected a number like 0.25, 1/4 or 2.5e-1, got {'x' * 30 + '...'!r}"),
    ("1/-2", "cell: expected a number like 0.25, 1/4 or 2.5e-1, got '1/-2'"),
])
def test_cell_refusals_are_one_exact_line(text, message):
    assert refused(A._cell_value, text, "cell") == message


def test_parse_number_reads_every_notation_and_refuses_long_text():
    assert [A.parse_number(t, "--c") for t in ("1/20", "0.05", "5e-2", " 1/4 ", "-1/8")] == \
        [F(1, 20), F(1, 20), F(1, 20), F(1, 4), F(-1, 8)]
    hundred = "0." + "0" * 97 + "1"                                     # 100 characters: 10^-98, accepted
    assert len(hundred) == 100 and A.parse_number(hundred, "--c") == F(1, 10 ** 98)
    assert refused(A.parse_number, hundred + "0", "--c") == "--c: 101 characters, more than the limit of 100"
    assert refused(A.parse_number, "1/0", "--c") == "--c: zero denominator in '1/0'"


# --- files -----------------------------------------------------------------------------------------------------
def test_unreadable_files_are_refused_by_name(tmp_path, monkeypatch):
    assert refused(A._text_of, tmp_path) == f"{tmp_path}: is a directory, not a CSV/JSON file"
    missing = tmp_path / "none.csv"
    assert refused(A._text_of, missing) == f"{missing}: cannot read (No such file or directory)"
    bad = tmp_path / "b.csv"
    bad.write_bytes(b"0.5,\xff")
    assert refused(A._text_of, bad) == f"{bad}: not a UTF-8 text file (byte 0xff at offset 4)"
    bad.write_bytes(b"0.5,\x000.5")
    assert refused(A._text_of, bad) == f"{bad}: not a text file (NUL byte at offset 4)"
    bad.write_bytes(b"\xef\xbb\xbf1,0")                                  # a BOM is dropped
    assert A._text_of(bad) == "1,0"
    monkeypatch.setattr(A, "MAX_FILE_BYTES", 3)
    assert A._text_of(write(tmp_path, "1/1")) == "1/1"                   # 3 bytes: at the limit
    assert refused(A._text_of, write(tmp_path, "1.0,")) == f"{tmp_path / 'm.csv'}: 4 bytes, more than the limit of 3"


def test_json_is_read_as_text_cells(tmp_path):
    path = write(tmp_path, '[[1, 0.5], ["1/2", 2e-1]]', "m.json")
    assert A._json_cells(path, path.read_text()) == [["1", "0.5"], ["1/2", "2e-1"]]    # never through a float
    assert A._json_cells(path, "[0.25, 0.75]") == [["0.25", "0.75"]]                   # a flat list: one row
    assert A._json_cells(path, "[]") == []
    assert refused(A.read_cells, write(tmp_path, "[[1, NaN]]", "n.json")) == \
        "n.json row 1 column 2: 'NaN' is not a finite number (the entries are probabilities)"


@pytest.mark.parametrize("text, message", [
    ("[[1,2]", "{path}: not valid JSON (Expecting ',' delimiter: line 1 column 7 (char 6))"),
    ("[" * 100000, "{path}: JSON nested too deeply (expected a list of rows)"),
    ('{"a": 1}', "{path}: expected a JSON list of rows (lists of numbers)"),
    ("[[1], 2]", "{path}: expected a JSON list of rows (lists of numbers)"),
    ("[[1, true]]", "m.json row 1 column 2: expected a number, got bool"),
    ("[[1, 0], [0, null]]", "m.json row 2 column 2: expected a number, got NoneType"),
])
def test_json_refusals(tmp_path, text, message):
    path = write(tmp_path, text, "m.json")
    assert refused(A._json_cells, path, text) == message.format(path=path)


def test_separator_precedence():
    assert [A._separator(line) for line in ("a\tb;c,d", "a;b,c", "a,b", "a b")] == ["\t", ";", ",", None]


def test_csv_cells(tmp_path, monkeypatch):
    assert A._csv_cells("") == [] and A._csv_cells("# only a comment\n\n") == []
    assert A._csv_cells("# header\n1 0\n\n  0.5   0.5\n") == [["1", "0"], ["0.5", "0.5"]]      # runs of spaces
    assert A._csv_cells("0,5;0,5\n1;0\n") == [["0.5", "0.5"], ["1", "0"]]                      # decimal comma
    assert A._csv_cells("0,5\t0,5\n") == [["0.5", "0.5"]]
    assert A._csv_cells("0,5,0\n") == [["0", "5", "0"]]                  # with `,` as separator: no decimal comma
    assert A._csv_cells('" 1/2 ","1/2"\n"1",\'0\'\n') == [["1/2", "1/2"], ["1", "0"]]
    assert A._csv_cells('"1/2,"\n') == [['"1/2', '"']]                  # unbalanced quotes are kept
    assert A._csv_cells("0.5,0.5,\n1,0,\n") == [["0.5", "0.5"], ["1", "0"]]               # trailing separator
    assert A._csv_cells("0.5,0.5,\n1,0\n") == [["0.5", "0.5", ""], ["1", "0"]]            # not on every line
    monkeypatch.setattr(A, "MAX_ENTRIES", 4)
    assert A._csv_cells("1,0\n0,1\n") == [["1", "0"], ["0", "1"]]                         # 4 entries: the limit
    assert refused(A._csv_cells, "1,0,0\n0,1,0\n") == "more than 4 entries (limit; see docs/audit.md)"
    assert refused(A._csv_cells, "1 0 0\n0 1 0\n") == "more than 4 entries (limit; see docs/audit.md)"


def test_read_cells_limits_name_the_cell(tmp_path, monkeypatch):
    long = "0." + "0" * 99                                               # 101 characters
    assert refused(A.read_cells, write(tmp_path, f"1,0\n0,1\n1,{long}\n")) == \
        "m.csv row 3 column 2: 101 characters, more than the limit of 100 for one number"
    assert A.read_cells(write(tmp_path, f"1,{long[:-1]}\n"))[0] == [["1", long[:-1]]]   # 100: accepted
    for cell in ("nan", "-inf", "Infinity", "+NaN"):
        assert refused(A.read_cells, write(tmp_path, f"a,b\n1,{cell}\n")) == \
            f"m.csv row 2 column 2: {cell!r} is not a finite number (the entries are probabilities)"
    monkeypatch.setattr(A, "MAX_ENTRIES", 3)
    path = write(tmp_path, "[[1, 0], [0, 1]]", "m.json")
    assert refused(A.read_cells, path) == f"{path}: more than 3 entries (limit; see docs/audit.md)"


@pytest.mark.parametrize("text, cells, notes, first", [
    ("a,b\n1,0\n", [["1", "0"]], ["header row dropped (a, b)"], 2),
    ("a,b,c\n1,0,0\n", [["1", "0", "0"]], ["header row dropped (a, b, c)"], 2),
    ("a,b,c,d\n1,0,0,0\n", [["1", "0", "0", "0"]], ["header row dropped (a, b, c, ...)"], 2),
    (",a,b\nx,1,0\ny,0,1\n", [["1", "0"], ["0", "1"]],
     ["header row dropped (, a, b)", "index column dropped (empty header cell)"], 2),
    (",0,1\n0,1,0\n1,0,1\n", [["1", "0"], ["0", "1"]],
     ["header row dropped (, 0, 1)", "index column dropped (empty header cell)"], 2),
    (",1,2\n0.5,0.5\n", [["0.5", "0.5"]], ["header row dropped (, 1, 2)"], 2),          # pandas from 1
    (",0,2\n0.5,0.5\n", [["", "0", "2"], ["0.5", "0.5"]], [], 1),                   # not consecutive: no header
    ("1,0\n", [["1", "0"]], [], 1),
    ("x1,1,0\nx2,0,1\n", [["1", "0"], ["0", "1"]], ["index column of labels dropped"], 1),
    ("x1,1\n", [["1"]], ["index column of labels dropped"], 1),
    ("x1\n", [["x1"]], [], 1),                                             # one cell: nothing left to drop
    ("0,1,0\n1,0,1\n2,1,0\n", [["1", "0"], ["0", "1"], ["1", "0"]], ["index column 0..2 dropped (not probabilities)"], 1),
    ("1,1,0\n2,0,1\n", [["1", "0"], ["0", "1"]], ["index column 1..2 dropped (not probabilities)"], 1),
    ("0,1,0\n1,0,1\n", [["0", "1", "0"], ["1", "0", "1"]], [], 1),         # 0, 1 could be probabilities: kept
    ("0,1\n", [["0", "1"]], [], 1),
    ("0\n1\n2\n", [["0"], ["1"], ["2"]], [], 1),                            # one column: no index to drop
    ("1,0\n0,1\n", [["1", "0"], ["0", "1"]], [], 1),                        # 1, 0 is no index
])
def test_headers_and_index_columns(tmp_path, text, cells, notes, first):
    assert A.read_cells(write(tmp_path, text)) == (cells, notes, first)


def test_is_header():
    assert A._is_header(["a", "b"]) and A._is_header(["", "b"]) and A._is_header(["", ""])
    assert A._is_header(["", "0", "1", "2"]) and A._is_header(["", "1", "2"])
    assert not A._is_header(["a", "0", "1"]) and not A._is_header(["", "0", "2"])
    assert not A._is_header(["", "2", "3"]) and not A._is_header(["0.5", "b"])
    assert A._is_number("1/2") and A._is_number("2.5e-1") and not A._is_number("x") and not A._is_number("")


# --- exact tables ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("row, expected", [
    (["0.5", "25e-2", "1E1"], ([5, 25, 1], [-1, -2, 1])),
    (["3.", ".5", "1"], ([3, 5, 1], [0, -1, 0])),
    (["-0.5", "+2"], ([-5, 2], [-1, 0])),
    (["1e400", "1e-400"], ([1, 1], [400, -400])),
    (["1e401"], None), (["1/2"], None), (["1 0"], None), (["1_0"], None), (["١"], None), ([""], None),
    (["0.-5"], None), (["0.5.5"], None), (["x"], None),
])
def test_fast_row(row, expected):
    assert A._fast_row(row) == expected


@pytest.mark.parametrize("row, expected", [
    (["1/2", "-3/4", "+1/8"], [(1, 2), (-3, 4), (1, 8)]),
    (["1/0"], None), (["1/2", "0.5"], None), (["/2"], None), (["1/"], None), (["+-1/2"], None), (["--1/2"], None),
    (["1/+2"], None), (["1 /2"], None), (["1_0/2"], None), (["١/2"], None), (["1/2/3"], None),
])
def test_ratio_row(row, expected):
    assert A._ratio_row(row) == expected


def test_exact_table_denominators(monkeypatch):
    # rows over 2 and 3: one common denominator 6 (3 bits)
    num, dens, decimal = A._exact_table([["1/2", "1/2"], ["1/3", "2/3"]], "m")
    assert (num, dens, decimal) == ([[3, 3], [2, 4]], [6, 6], False)
    # decimals and p/q mixed: a decimal row is over 10^(digits after the point), 100 here, so lcm(100, 3) = 300
    assert A._exact_table([["0.25", "0.75"], ["1/3", "2/3"]], "m") == ([[75, 225], [100, 200]], [300, 300], True)
    assert A._exact_table([["1", "0"], ["0", "1"]], "m") == ([[1, 0], [0, 1]], [1, 1], False)
    assert A._exact_table([["1e0", "0"]], "m")[2] is True and A._exact_table([["1E0", "0"]], "m")[2] is True
    assert A._exact_table([["1", "1/2"]], "m") == ([[2, 1]], [2], False)         # the careful path, not decimal
    assert A._exact_table([["1/2", "0.5"]], "m") == ([[5, 5]], [10], True)       # careful, one decimal: over 10
    assert A._exact_table([["0.5", "1/2"]], "m") == ([[5, 5]], [10], True)       # the decimal cell first
    assert A._exact_table([["0.5", "0.5"], ["1/2", "1/2"]], "m")[2] is True     # a decimal row, then a p/q one
    assert A._exact_table([["2e1", "1e-1"]], "m") == ([[200, 1]], [10], True)
    monkeypatch.setattr(A, "SHARED_DENOMINATOR_BITS", 2)                 # lcm 6 has 3 bits: one per row
    assert A._exact_table([["1/2", "1/2"], ["1/3", "2/3"]], "m") == ([[1, 1], [1, 2]], [2, 3], False)
    assert A._exact_table([["0.5", "0.5"], ["0.25", "0.75"]], "m") == ([[5, 5], [25, 75]], [10, 100], True)
    assert A._exact_table([["1/2", "1/2"], ["1/2", "1/2"]], "m") == ([[1, 1], [1, 1]], [2, 2], False)


def test_exact_table_names_the_row_and_cell(monkeypatch):
    assert refused(A._exact_table, [["1", "0"], ["0", "x"]], "m.csv", None, 2) == \
        "m.csv row 3 column 2: expected a number like 0.25, 1/4 or 2.5e-1, got 'x'"
    monkeypatch.setattr(A, "MAX_DENOMINATOR_BITS", 3)
    assert A._exact_table([["1/7", "6/7"]], "m")[1] == [7]                                # 7: 3 bits
    assert refused(A._exact_table, [["1", "0"], ["1/9", "8/9"]], "m.csv", None, 2) == \
        "m.csv: row 3: its entries' common denominator has 4 bits, more than the limit of 3 bits per row"


def test_exact_table_reports_progress():
    calls = []
    A._exact_table([["1", "0"]] * 3, "m", lambda *a: calls.append(a))
    assert calls == [("reading rows", 1, 3), ("reading rows", 2, 3), ("reading rows", 3, 3)]
    calls.clear()
    A._exact_table([["1", "0"]] * 301, "m", lambda *a: calls.append(a))   # step 3: rows 3, 6, ..., 300, then 301
    assert calls == [("reading rows", r, 301) for r in range(3, 301, 3)] + [("reading rows", 301, 301)]
    cells = [["1", "0"], ["1/2", "1/2"], ["0.5", "1/2"]]
    A._exact_table(cells, "m")
    assert cells == [None, None, None]                                    # consumed: each row released once read


# --- mechanisms and priors -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, message", [
    ("", "m.csv: no numbers found"),
    ("# nothing\n", "m.csv: no numbers found"),
    ("1/2,1/2\n1\n", "m.csv: row 2 has 1 entries, row 1 has 2 (the matrix must be rectangular)"),
    ("a,b\n1/2,1/2\n1,0,0\n", "m.csv: row 3 has 3 entries, row 2 has 2 (the matrix must be rectangular)"),
    ("1/2,1/2\n-1,2\n", "m.csv: entry (2,1) = -1 is outside [0, 1]"),
    ("3/2,-1/2\n", "m.csv: entry (1,1) = 3/2 is outside [0, 1]"),
    ("1,0\n1/2,3/2\n", "m.csv: entry (2,2) = 3/2 is outside [0, 1]"),
    ("0,3/2,-1/2\n", "m.csv: entry (1,2) = 3/2 is outside [0, 1]"),             # the first entry outside, not 0
    ("1,-1,1\n", "m.csv: entry (1,2) = -1 is outside [0, 1]"),                   # nor 1
    ("a,b\n1,0\n0,x\n", "m.csv row 3 column 2: expected a number like 0.25, 1/4 or 2.5e-1, got 'x'"),
    ("1/2,1/3\n0,1\n", "m.csv: row 1 sums to 5/6, not 1"),
    ("a,b\n1,0\n1/2,1/3\n", "m.csv: row 3 sums to 5/6, not 1"),
    ("0.5,0.49\n0,1\n", "m.csv: row 1 sums to 0.99, more than 1e-9 away from 1"),
    ("1,0\n0.5,0.5000000011\n", "m.csv: row 2 sums to 1.0000000011, more than 1e-9 away from 1"),
    ("0,0.0\n", "m.csv: row 1 sums to 0.0, more than 1e-9 away from 1"),
])
def test_read_mechanism_refusals(tmp_path, text, message):
    assert refused(A.read_mechanism, write(tmp_path, text)) == message


def test_rows_within_rounding_are_divided_by_their_exact_sums(tmp_path):
    # row 1 sums to 1 + 1e-10: divided by 10000000001/10^10
    K, note = A.read_mechanism(write(tmp_path, "0.5,0.5000000001\n0,1\n"))
    assert K.rows() == [[F(5000000000, 10000000001), F(5000000001, 10000000001)], [0, 1]]
    assert note == "1 decimal row(s) summed to 1 within 1.0e-10; divided by their exact sums"
    K, note = A.read_mechanism(write(tmp_path, "0.5,0.500000001\n0.4999999998,0.5\n"))  # 1e-9 over (the limit), 2e-10 under
    assert K.rows()[1] == [F(4999999998, 9999999998), F(5000000000, 9999999998)]
    assert note == "2 decimal row(s) summed to 1 within 1.0e-09; divided by their exact sums"
    K, note = A.read_mechanism(write(tmp_path, "a,b\n0.5,0.4999999999\n"))
    assert note == "header row dropped (a, b); 1 decimal row(s) summed to 1 within 1.0e-10; divided by their exact sums"
    K, note = A.read_mechanism(write(tmp_path, "0.5,0.5\n1/4,3/4\n"))
    # a decimal row over 10, a p/q row over 4: one common denominator 20
    assert note is None and K.rows() == [[F(1, 2), F(1, 2)], [F(1, 4), F(3, 4)]] and K.den == [20, 20]


def test_within_rounding_is_one_billionth():
    assert A._within_rounding(10 ** 9 + 1, 10 ** 9) and A._within_rounding(10 ** 9 - 1, 10 ** 9)
    assert not A._within_rounding(10 ** 9 + 2, 10 ** 9) and not A._within_rounding(2 * 10 ** 9 - 3, 2 * 10 ** 9)
    assert A._within_rounding(2 * 10 ** 9 - 2, 2 * 10 ** 9)


def test_read_prior(tmp_path):
    assert A.read_prior(write(tmp_path, "1/2\n1/4\n1/4\n"), 3) == ([F(1, 2), F(1, 4), F(1, 4)], None)
    assert A.read_prior(write(tmp_path, "0.5,0.25,0.25\n"), 3) == ([F(1, 2), F(1, 4), F(1, 4)], None)
    prior, note = A.read_prior(write(tmp_path, "0.5,0.5000000001\n"), 2)
    assert prior == [F(5000000000, 10000000001), F(5000000001, 10000000001)]
    assert note == "the decimal prior summed to 1 within 1.0e-10; divided by its exact sum"
    prior, note = A.read_prior(write(tmp_path, "p,q\n0.5,0.4999999999\n"), 2)
    assert note == "header row dropped (p, q); the decimal prior summed to 1 within 1.0e-10; divided by its exact sum"


@pytest.mark.parametrize("text, k, message", [
    ("1/2,1/2\n", 3, "prior: expected 3 probabilities (one per input row), got 2"),
    ("1/2,0,1/2\n", 3, "prior: value 2 is 0; every probability must be positive"),
    ("-1/4,5/4\n", 2, "prior: value 1 is -1/4; every probability must be positive"),
    ("1/2,1/4,1/8\n", 3, "prior: the 3 probabilities sum to 7/8, not 1"),
    ("0.3,0.3,0.3\n", 3, "prior: the 3 probabilities sum to 0.9, more than 1e-9 away from 1"),
    ("1/2,x\n", 2, "prior row 1 column 2: expected a number like 0.25, 1/4 or 2.5e-1, got 'x'"),
])
def test_read_prior_refusals(tmp_path, text, k, message):
    assert refused(A.read_prior, write(tmp_path, text, "p.csv"), k) == message


# --- printing --------------------------------------------------------------------------------------------------
def test_show_and_approx():
    assert A._show(F(1, 3)) == "1/3" and A._show(F(5, 999)) == "5/999" and A._show(2) == "2"
    assert A._show(F(1, 1000)) == "1/1000 (~0.001)" and A._show(F(1, 1001)) == "1/1001 (~0.000999001)"
    sixty = F(1, 10 ** 59)                                                # 60 digits: still shown
    assert A._show(sixty) == f"{sixty} (~1e-59)"
    assert A._show(F(1, 10 ** 60)) == "~1e-60 (exact rational with a 61-digit denominator, not shown)"
    huge = F(1, 2 ** 10000)                                               # 10001 bits
    assert A._show(huge) == f"~{A._approx(huge, 12)} (exact rational with a 10001-bit denominator, not shown)"
    assert A._approx(F(1, 3), 6) == "0.333333" and A._approx(F(0), 6) == "0" and A._approx(F(2, 3), 3) == "0.667"
    assert A._approx(F(10 ** 400, 3), 6) == "3.33333E+399"                 # beyond a double: decimal arithmetic
    assert A._approx(F(2, 3 * 10 ** 400), 4) == "6.667E-401"
    assert A._approx(F(-1, 10 ** 400), 3) == "-1.00E-400"


def test_eps_and_skip():
    assert A._eps(None) == "inf" and A._eps(F(1)) == "0" and A._eps(F(3)) == "1.09861" and A._eps(2) == "0.693147"
    report = {"a": 1}
    A._skip(report, "x", "too big")
    A._skip(report, "y", "also")
    assert report == {"a": 1, "skipped": {"x": "too big; --force computes it", "y": "also; --force computes it"}}


def test_prior_text():
    assert A._prior_text([F(1, 4), F(3, 4)]) == ["1/4", "3/4"]
    twenty = [F(1, 40)] * 19 + [F(21, 40)]
    assert A._prior_text(twenty) == [str(v) for v in twenty]                  # 20: listed
    heavy = [F(1, 42)] * 2 + [F(1, 42) + F(1, 2)] + [F(1, 42)] * 18            # 21 values, input 3 heavy
    assert A._prior_text(heavy) == "11/21 on input 3, 1/42 on each of the other 20"
    last = [F(1, 42)] * 20 + [F(11, 21)]                                       # the heavy one last: rest wraps to 1
    assert A._prior_text(last) == "11/21 on input 21, 1/42 on each of the other 20"


def test_text():
    report = {"a": 1, "b": {"c": "x", "d": {"e": [1, 2]}}, "f": [{"g": 1, "h": "2"}, {"g": 3}], "i": [], "j": None}
    assert A.text(report) == ("a: 1\nb:\n  c: x\n  d:\n    e: [1, 2]\nf:\n  g=1, h=2\n  g=3\ni: []\nj: None")
    assert A.text({"a": 1}, 3) == "   a: 1"
    assert A.text({"f": [{"g": 1}]}, 1) == " f:\n   g=1"


# --- the report ------------------------------------------------------------------------------------------------
RR = [[F(3, 4), F(1, 4)], [F(1, 4), F(3, 4)]]          # 2-RR at E = 3


def test_report_of_binary_randomized_response(tmp_path):
    """By hand: Q[0][0] / Q[1][0] = 3 (first column to reach it), eps = ln 3 = 1.09861; eta_TV = 3/4 - 1/4 = 1/2,
    and Kairouz's optimum (E - 1)/(E + 1) = 1/2: ratio 1."""
    assert A.audit(RR, out_dir=tmp_path) == {
        "inputs": 2, "outputs": 2,
        "ldp": {"E": "3", "eps": "1.09861",
                "witness": {"x": 1, "x'": 2, "y": 1, "Q[x][y]": "3/4", "Q[x'][y]": "1/4"}},
        "eta_tv": "1/2", "eta_tv rows": [1, 2],
        "eta_tv vs optimal at this eps": {"optimal (Kairouz; attained by 2-RR)": "1/2", "ratio": "1"}}


def test_report_with_c_and_the_pml_optimum_skipped(tmp_path, monkeypatch):
    """(eps, c)-PML at c = 1/4: column 1 gives (3/4) / (c (3/4 + 1/4) + (1 - 2c) (1/4)) = (3/4) / (3/8) = 2, column 2
    the same; the prior c + (1 - Nc) e_low puts 3/4 on the row with the smallest entry (row 2)."""
    monkeypatch.setattr(A, "PML_OPTIMUM_SIZE", 1)
    calls = []
    report = A.audit(RR, c=F(1, 4), out_dir=tmp_path, progress=lambda *a: calls.append(a))
    assert report["pml"] == {"c": "1/4", "E": "2", "eps": "0.693147", "outcome": 1, "prior": ["1/4", "3/4"]}
    assert report["skipped"] == {"eta_tv optimum at (eps, c)": "certified LP for N = 2 inputs, above 1; --force computes it"}
    assert list(report)[-1] == "skipped" and "eta_tv vs optimal at this (eps, c)" not in report
    assert calls[0] == ("LDP level", 0, 1) and calls[-1] == ("PML level", 0, 1)
    assert [c[0] for c in calls[1:-1]] and {c[0] for c in calls[1:-1]} == {"eta_TV rows"}
    assert refused(A.audit, RR, None, F(51, 100)) == "PML: c must lie in (0, 1/N] = (0, 1/2], got c = 51/100"


def test_pml_optimum_at_e_1_is_zero(tmp_path):
    """Identical rows: E = 1 for LDP and PML; the optimal eta_TV at E = 1 is 0 (the certified LP), so no ratio."""
    report = A.audit([[F(1, 2), F(1, 2)]] * 2, c=F(1, 4), out_dir=tmp_path)
    assert report["eta_tv vs optimal at this eps"] == {
        "optimal (Kairouz; attained by 2-RR)": "0", "ratio": "n/a (E = 1: the optimal eta_TV is 0, and so is this one)"}
    assert report["eta_tv vs optimal at this (eps, c)"] == {
        "optimal": "0", "certificate": str(tmp_path / "pml_eta_optimum.json"), "ratio": "n/a (the optimal eta_TV is 0)"}
    assert (tmp_path / "pml_eta_optimum.json").exists()
    assert report["pml"]["E"] == "1" and report["pml"]["eps"] == "0"


def test_pml_optimum_is_certified_and_compared(tmp_path, monkeypatch):
    """The optimal eta_TV of a binary mechanism [[a, 1 - a], [b, 1 - b]] at E = 2, c = 1/4, by hand: the constraints
    k_x_y <= E (c (k_0_y + k_1_y) + (1 - 2c) k_z_y) read a <= 3b and 1 - b <= 3 (1 - a), so b >= max(a/3, 3a - 2);
    a - b is largest where a/3 = 3a - 2: a = 3/4, b = 1/4, eta_TV = 1/2 -- 2-RR itself, ratio 1. N = 2 inputs is
    PML_OPTIMUM_SIZE here (the size itself is certified)."""
    monkeypatch.setattr(A, "PML_OPTIMUM_SIZE", 2)
    calls = []
    report = A.audit(RR, c=F(1, 4), out_dir=tmp_path, progress=lambda *a: calls.append(a))
    assert report["eta_tv vs optimal at this (eps, c)"] == {
        "optimal": "1/2", "certificate": str(tmp_path / "pml_eta_optimum.json"), "ratio": "1"}
    certificate = json.loads((tmp_path / "pml_eta_optimum.json").read_text())
    assert certificate["family"] == "pml-eta" and certificate["objective_value"] == "1/2"
    assert certificate["params"] == {"N": "2", "E": "2/1", "c": "1/4", "L": "2", "A": "1"}
    assert calls == [("LDP level", 0, 1), ("eta_TV rows", 1, 1), ("PML level", 0, 1)]     # one row pair: 1 of 1


def test_not_private_and_one_row(tmp_path):
    report = A.audit([[1, 0], [0, 1]], out_dir=tmp_path)
    assert report == {"inputs": 2, "outputs": 2,
                      "ldp": {"E": "inf (a zero faces a positive entry)", "eps": "inf",
                              "witness": {"x": 1, "x'": 2, "y": 1, "Q[x][y]": "1", "Q[x'][y]": "0"}},
                      "eta_tv": "1", "eta_tv rows": [1, 2]}
    one = A.audit([[F(1, 2), F(1, 2)]], out_dir=tmp_path)
    assert one["warning"] == "one input row: there is nothing to distinguish, so every privacy level is trivial"
    assert "warning" not in A.audit(RR, out_dir=tmp_path)


def test_eta_tv_skips(tmp_path, monkeypatch):
    # 3 rows x 2 columns: 3*2/2 pairs x 2 columns = 6 terms
    Q = [[1, 0], [0, 1], [F(1, 2), F(1, 2)]]
    monkeypatch.setattr(A, "ETA_WORK", 6)
    assert A.audit(Q, out_dir=tmp_path)["eta_tv"] == "1"                   # at the limit: computed
    monkeypatch.setattr(A, "ETA_WORK", 5)
    report = A.audit(Q, out_dir=tmp_path)
    assert report["skipped"] == {"eta_tv": "3*2/2 row pairs x 2 columns = 6.0e+00 terms, above the limit 5e+00; "
                                           "--force computes it"}
    assert A.audit(Q, out_dir=tmp_path, force=True)["eta_tv"] == "1"
    seen = []
    monkeypatch.setattr(A, "ETA_WORK", 6)

    def costly(K, work, progress):
        seen.append(work)
        raise TooCostly("near ties need 9 operations")
    monkeypatch.setattr(A, "eta_tv_witness", costly)
    report = A.audit(Q, out_dir=tmp_path)
    assert report["skipped"] == {"eta_tv": "near ties need 9 operations; --force computes it"}
    assert "eta_tv vs optimal at this eps" not in report
    A.audit(Q, out_dir=tmp_path, force=True)
    assert seen == [A.ETA_TIES_WORK, float("inf")]


ASYMMETRIC = [[F(1, 2), F(1, 4), F(1, 4)],
              [F(1, 4), F(1, 2), F(1, 4)],
              [F(1, 8), F(1, 4), F(5, 8)]]


def test_counting_report(tmp_path, monkeypatch):
    """E at delta = 0 is 5/2 (row 3 over row 2, column 3: (5/8) / (1/4)), eps = ln 2.5 = 0.916291; the profile by hand
    in tests/test_planted_bugs.py; the worst correct answer is min(1/2, 1/2, 5/8) = 1/2."""
    monkeypatch.setattr(A, "COUNTING_OPTIMUM_SIZE", 2)
    report = A.audit(ASYMMETRIC, adjacency="counting", out_dir=tmp_path)
    assert report["counting"] == {"E at delta = 0": "5/2", "eps at delta = 0": "0.916291", "profile": [
        {"E": "1", "smallest delta": "3/8"}, {"E": "3/2", "smallest delta": "1/4"}, {"E": "2", "smallest delta": "1/8"},
        {"E": "3", "smallest delta": "0"}, {"E": "5", "smallest delta": "0"}]}
    assert report["skipped"] == {"counting optimum P*": "certified LP for M = 3, above 2; --force computes it"}
    monkeypatch.setattr(A, "COUNTING_SIZE", 2)
    report = A.audit(ASYMMETRIC, adjacency="counting", out_dir=tmp_path)
    assert "counting" not in report and report["skipped"] == {
        "counting": "exact delta profile over 4 neighbour pairs x 3 outputs, above 2 outputs; --force computes it"}
    monkeypatch.setattr(A, "COUNTING_SIZE", 3)
    assert A.audit(ASYMMETRIC, adjacency="counting", out_dir=tmp_path)["counting"]["E at delta = 0"] == "5/2"
    assert refused(A.audit, [[1, 0]], None, None, "counting") == \
        "counting adjacency needs a square mechanism (inputs = outputs = 0..M-1)"


def test_counting_optimum_is_certified(tmp_path, monkeypatch):
    """M = 3 at E = 5/2 (COUNTING_OPTIMUM_SIZE = 3, the size itself): the certified P* is at least this mechanism's
    worst correct answer 1/2 (it is feasible at that E), and its certificate is written."""
    monkeypatch.setattr(A, "COUNTING_OPTIMUM_SIZE", 3)
    part = A.audit(ASYMMETRIC, adjacency="counting", out_dir=tmp_path)["worst-case correct answer vs optimal P*"]
    assert part["this mechanism"] == "1/2" and part["certificate"] == str(tmp_path / "counting_optimum.json")
    assert F(part["optimal"].split(" ")[0]) >= F(1, 2)
    assert json.loads((tmp_path / "counting_optimum.json").read_text())["family"] == "counting"


def test_counting_of_raw_rows_follows_the_definitions(tmp_path, monkeypatch):
    """Rows with a negative entry (audit() of raw rows, not a mechanism) take the Fraction definitions.
    [[3/2, -1/2], [-1/2, 3/2]]: ratios (3/2)/(-1/2) = -3 and (-1/2)/(3/2) = -1/3 both ways, so E = -1/3; delta(E) =
    3/2 + E/2 (column 1 of either pair; the other is negative): 2, 9/4, 5/2, 3, 4."""
    monkeypatch.setattr(A, "COUNTING_OPTIMUM_SIZE", 0)
    part = A.audit([[F(3, 2), F(-1, 2)], [F(-1, 2), F(3, 2)]], adjacency="counting", out_dir=tmp_path)["counting"]
    assert part["E at delta = 0"] == "-1/3"
    assert [p["smallest delta"] for p in part["profile"]] == ["2", "9/4", "5/2", "3", "4"]
    # rows 2 and 3 equal, 0/0 in column 3 of every pair: counts as 1, the largest ratio; delta(E) = 2 + E
    report = A.audit([[-1, 2, 0], [2, -1, 0], [2, -1, 0]], adjacency="counting", out_dir=tmp_path)
    assert report["counting"]["E at delta = 0"] == "1"
    assert [p["smallest delta"] for p in report["counting"]["profile"]] == ["3", "7/2", "4", "5", "7"]
    assert report["skipped"] == {"counting optimum P*": "certified LP for M = 3, above 0; --force computes it"}
    # row 3 has 1 where row 2 has 0 (column 3): no E at delta = 0, and no optimum to skip
    report = A.audit([[F(3, 2), F(-1, 2), 0], [F(-1, 2), F(3, 2), 0], [0, 0, 1]], adjacency="counting", out_dir=tmp_path)
    assert report["counting"]["E at delta = 0"] is None and report["counting"]["eps at delta = 0"] == "inf"
    assert "skipped" not in report


def test_largest_neighbour_ratio_on_integer_rows():
    """Rows [1/2, 1/2] (numerators 1, 1 over 2) and [1/3, 2/3] (2, 4 over 6): (1/2)/(1/3) = 3/2 one way, 2 the other
    ((2/3)/(1/2) = 4/3, (1/3)/(1/2) = 2/3: 4/3); the numerators alone compare 1/2 and 1/4 < 1."""
    K = IntegerKernel([[1, 1], [2, 4]], [2, 6])
    assert A._largest_neighbour_ratio(K, [(0, 1)]) == F(3, 2)
    assert A._largest_neighbour_ratio(K, [(1, 0)]) == F(4, 3)
    assert A._largest_neighbour_ratio(K, [(0, 1), (1, 0)]) == F(3, 2)
    # 0/0 counts as 1: rows of zeros (numerators only, as audit() of raw rows may pass) give 1, not 0
    assert A._largest_neighbour_ratio(IntegerKernel([[0, 0], [0, 0]], [1, 1]), [(0, 1)]) == 1
    assert A._largest_neighbour_ratio(IntegerKernel([[1, 0], [2, 0]], [4, 4]), [(0, 1)]) == 1      # 1/2, and 0/0
    assert A._largest_neighbour_ratio(IntegerKernel([[1, 0], [2, 1]], [4, 4]), [(0, 1)]) == F(1, 2)
    assert A._largest_neighbour_ratio(IntegerKernel([[1, 1], [1, 0]], [2, 1]), [(0, 1)]) is None
    # equal numerator ratios keep the first
    assert A._largest_neighbour_ratio(IntegerKernel([[2, 4], [1, 2]], [6, 3]), [(0, 1)]) == 1


def test_smallest_delta_on_integer_rows():
    """Rows [1/2, 1/2] and [1/3, 2/3] (numerators 1, 1 over 2 and 2, 4 over 6), E = 1: (1/2 - 1/3)^+ = 1/6 one way,
    (2/3 - 1/2)^+ = 1/6 the other; E = 3/2: 1/2 - 1/2 = 0 and 1/2 - 1 < 0 one way; 2/3 - 3/4 < 0 and 1/3 - 3/4 < 0."""
    K = IntegerKernel([[1, 1], [2, 4]], [2, 6])
    assert A._smallest_delta(K, F(1), [(0, 1), (1, 0)]) == F(1, 6)
    assert A._smallest_delta(K, F(3, 2), [(0, 1), (1, 0)]) == 0
    assert A._smallest_delta(K, F(5, 4), [(0, 1)]) == F(1, 12)             # 1/2 - 5/12
    assert A._smallest_delta(K, F(1, 2), [(1, 0)]) == F(1, 2)              # (1/3 - 1/4) + (2/3 - 1/4)


def test_information_skips_and_optimum(tmp_path, monkeypatch):
    """I(X;Y) of 2-RR under a uniform prior: ln 2 - h(1/4) = ln 2 + (1/4) ln(1/4) + (3/4) ln(3/4) = 0.130812 nats."""
    prior = [F(1, 2), F(1, 2)]
    monkeypatch.setattr(A, "MI_OPTIMUM_SIZE", 1)
    report = A.audit(RR, prior=prior, out_dir=tmp_path)
    assert report["I(X;Y) nats"].startswith("[0.130812035") and "+/-" in report["I(X;Y) nats"]
    assert report["skipped"] == {"I(X;Y) optimum": "certified staircase LP for 2 inputs, above 1; --force computes it"}
    assert "skipped" not in A.audit([[1, 0], [0, 1]], prior=prior, out_dir=tmp_path)       # E infinite: no optimum
    monkeypatch.setattr(A, "MI_ENTRIES", 3)
    report = A.audit(RR, prior=prior, out_dir=tmp_path)
    assert report["skipped"] == {"I(X;Y)": "4 arb terms, above 3; --force computes it"}
    monkeypatch.setattr(A, "MI_ENTRIES", 4)
    assert "I(X;Y) nats" in A.audit(RR, prior=prior, out_dir=tmp_path)


def test_information_optimum_is_certified(tmp_path, monkeypatch):
    """2-RR is the optimal mechanism for mutual information at its own E with 2 inputs (Kairouz et al.: binary
    mechanisms at k = 2), so the certified interval holds I = 0.130812 and the ratio is about 1."""
    monkeypatch.setattr(A, "MI_OPTIMUM_SIZE", 2)
    report = A.audit(RR, prior=[F(1, 2), F(1, 2)], out_dir=tmp_path)
    part = report["I(X;Y) vs optimal at this eps"]
    low, high = (float(v) for v in part["optimal in"])
    assert abs(low - 0.13081203594) < 1e-9 and abs(high - 0.13081203594) < 1e-9 and low <= high
    assert part["certificates"] == [str(tmp_path / "mi_optimum_lower.json"), str(tmp_path / "mi_optimum_upper.json")]
    assert 0.999999 < float(part["ratio at least"]) <= 1
    for side in ("lower", "upper"):
        assert json.loads((tmp_path / f"mi_optimum_{side}.json").read_text())["family"] == "staircase"


# --- pinned after the mutation run (scripts/mutants-engine workbench/audit.py) ---------------------------------------
def test_approx_rounds_once_at_the_digits_asked():
    """1.2354999...9 (30 nines) x 10^-400 to 4 digits is 1.235E-400; rounding first to 28 digits (decimal's default
    precision) would make it 1.2355 and then 1.236."""
    assert A._approx(F(12355 * 10 ** 30 - 1, 10 ** 434), 4) == "1.235E-400"
    # a value a double shows as 1: the short form, not the decimal path
    assert A._show(F(10 ** 20 + 1, 10 ** 20)) == "100000000000000000001/100000000000000000000 (~1)"
    tenk = F(1, 2 ** 9999)                                                # 10000 bits: digits no longer counted
    assert A._show(tenk) == f"~{A._approx(tenk, 12)} (exact rational with a 10000-bit denominator, not shown)"


def test_largest_neighbour_ratio_compares_by_cross_multiplication():
    """Rows [1/2, 1/2] (numerators 1, 1 over 2) and [3/5, 2/5] (3, 2 over 5): (1/2)/(3/5) = 5/6, (1/2)/(2/5) = 5/4."""
    assert A._largest_neighbour_ratio(IntegerKernel([[1, 1], [3, 2]], [2, 5]), [(0, 1)]) == F(5, 4)


def test_smallest_delta_counts_a_unit_term():
    """Integer rows [1, 0] and [0, 1] over 1, E = 1: (1 - 0)^+ + (0 - 1)^+ = 1 (one integer unit)."""
    assert A._smallest_delta(IntegerKernel([[1, 0], [0, 1]], [1, 1]), F(1), [(0, 1)]) == 1


def test_the_certificates_name_their_claims(tmp_path):
    A.audit(RR, prior=[F(1, 2), F(1, 2)], c=F(1, 4), adjacency="counting", out_dir=tmp_path)
    claims = {name: json.loads((tmp_path / name).read_text())["claim"] for name in A.OPTIMUM_FILES}
    assert claims == {"pml_eta_optimum.json": "audit.pml-eta-optimum", "counting_optimum.json": "audit.counting-optimum",
                      "mi_optimum_lower.json": "audit.mi-optimum", "mi_optimum_upper.json": "audit.mi-optimum"}


def test_mutual_information_in_arb_at_128_bits(tmp_path, monkeypatch):
    """I(X;Y) of 2-RR, uniform prior: ln 2 + (1/4) ln(1/4) + (3/4) ln(3/4) = 0.13081203594113695913 (by decimal's own
    logarithms, 40 digits), printed as a 12-digit arb ball, computed in arb's log at 128 bits."""
    real = A.mutual_information
    seen = []

    def spy(p, Q, log=None):
        seen.append((A.flint_ctx.prec, log is not None and str(log(A.ball(F(1, 2)))) == str(A.ball(F(1, 2)).log())))
        return real(p, Q, log)
    monkeypatch.setattr(A, "mutual_information", spy)
    monkeypatch.setattr(A, "MI_OPTIMUM_SIZE", 1)
    report = A.audit(RR, prior=[F(1, 2), F(1, 2)], out_dir=tmp_path)
    assert report["I(X;Y) nats"] == "[0.130812035941 +/- 1.37e-13]"
    assert seen == [(128, True)]


def test_information_optimum_wiring(tmp_path, monkeypatch):
    """The two staircase LPs get the lower and the upper ends of the utility balls (computed at 128 bits), their
    values are the interval in that order, and the ratio divides the lower end of I(X;Y) by the upper optimum."""
    from types import SimpleNamespace
    calls, precisions = [], []
    values = iter([F(1, 8), F(1, 4)])

    def fake_family(family, claim, **params):
        calls.append((family, claim, params))
        return SimpleNamespace(value=next(values), certificate={"claim": claim})
    real_pattern = A.pattern_matrix

    def pattern(k, E):
        precisions.append(A.flint_ctx.prec)
        return real_pattern(k, E)
    monkeypatch.setattr(A, "certify_family", fake_family)
    monkeypatch.setattr(A, "pattern_matrix", pattern)
    monkeypatch.setattr(A.certificates, "write", lambda certificate, path: path)
    monkeypatch.setattr(A, "mutual_information", lambda p, Q, log: flint.arb("0.1 +/- 0.05"))
    report = A.audit(RR, prior=[F(1, 2), F(1, 2)], out_dir=tmp_path)
    assert report["I(X;Y) vs optimal at this eps"] == {
        "optimal in": ["0.125", "0.25"],
        "certificates": [str(tmp_path / "mi_optimum_lower.json"), str(tmp_path / "mi_optimum_upper.json")],
        "ratio at least": "0.2"}                                          # 0.05 / 0.25
    assert precisions == [128]
    assert [(f, c, p["k"], p["E"]) for f, c, p in calls] == [("staircase", "audit.mi-optimum", 2, 3)] * 2
    lower, upper = calls[0][2]["U"], calls[1][2]["U"]
    assert len(lower) == len(upper) > 0 and all(a <= b for a, b in zip(lower, upper)) and lower != upper


def test_csv_cells_comments_and_quotes():
    assert A._csv_cells("  # an indented comment\n1,0\n") == [["1", "0"]]
    assert A._csv_cells("'1','0'\n") == [["1", "0"]]                      # single quotes alone
    assert A._csv_cells('"",1/2\n') == [["", "1/2"]]                      # an empty quoted cell
    assert A._csv_cells('"1",X5X\n') == [["1", "X5X"]]                    # only quote characters are stripped


def test_exact_table_shares_a_denominator_of_exactly_the_limit(monkeypatch):
    monkeypatch.setattr(A, "SHARED_DENOMINATOR_BITS", 3)                 # lcm(2, 3) = 6 has 3 bits: shared
    assert A._exact_table([["1/2", "1/2"], ["1/3", "2/3"]], "m") == ([[3, 3], [2, 4]], [6, 6], False)


def test_fast_row_refuses_a_sign_after_the_point():
    assert A._fast_row([".-5"]) is None and A._fast_row([".+5"]) is None and A._fast_row(["-.5"]) == ([-5], [-1])


def test_text_of_names_the_first_nul(tmp_path):
    bad = tmp_path / "b.csv"
    bad.write_bytes(b"0\x00,\x000")
    assert refused(A._text_of, bad) == f"{bad}: not a text file (NUL byte at offset 1)"


def test_audit_writes_into_build_audit_by_default(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    report = A.audit(RR, c=F(1, 4))
    path = "build/audit/pml_eta_optimum.json"
    assert report["eta_tv vs optimal at this (eps, c)"]["certificate"] == path and (tmp_path / path).exists()


def test_read_cells_json_messages_and_limits(tmp_path, monkeypatch):
    path = write(tmp_path, "[[1, 0]", "m.json")
    assert refused(A.read_cells, path) == f"{path}: not valid JSON (Expecting ',' delimiter: line 1 column 8 (char 7))"
    monkeypatch.setattr(A, "MAX_ENTRIES", 4)
    assert A.read_cells(write(tmp_path, "[[1, 0], [0, 1]]", "m.json"))[0] == [["1", "0"], ["0", "1"]]   # at the limit
    hundred, long = "0." + "0" * 98, "0." + "0" * 99                   # 100 and 101 characters
    assert refused(A.read_cells, write(tmp_path, f"{hundred},{long}\n")) == \
        "m.csv row 1 column 2: 101 characters, more than the limit of 100 for one number"


def test_a_numeric_index_beside_one_column(tmp_path):
    assert A.read_cells(write(tmp_path, "0,1\n1,1\n2,1\n")) == (
        [["1"], ["1"], ["1"]], ["index column 0..2 dropped (not probabilities)"], 1)


def test_show_prints_six_digits():
    assert A._show(F(1, 1007)) == "1/1007 (~0.000993049)"                 # 1/1007 = 0.00099304866...


def test_no_pml_optimum_to_skip_without_eta(tmp_path, monkeypatch):
    monkeypatch.setattr(A, "ETA_WORK", 0)
    report = A.audit(RR, c=F(1, 4), out_dir=tmp_path)
    assert list(report["skipped"]) == ["eta_tv"] and report["pml"]["E"] == "2"


def test_force_reaches_counting_and_information(tmp_path, monkeypatch):
    monkeypatch.setattr(A, "COUNTING_SIZE", 2)
    monkeypatch.setattr(A, "COUNTING_OPTIMUM_SIZE", 1)
    monkeypatch.setattr(A, "MI_ENTRIES", 3)
    monkeypatch.setattr(A, "MI_OPTIMUM_SIZE", 1)
    report = A.audit(ASYMMETRIC, prior=[F(1, 3)] * 3, adjacency="counting", out_dir=tmp_path, force=True)
    assert "skipped" not in report and report["counting"]["E at delta = 0"] == "5/2"
    assert report["worst-case correct answer vs optimal P*"]["this mechanism"] == "1/2"
    assert "I(X;Y) nats" in report and "I(X;Y) vs optimal at this eps" in report
