"""`python -m workbench audit`: exact reading, exact privacy numbers, certified optima, clear errors."""
import json
import random
from fractions import Fraction as F
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench import audit as audit_module
from workbench.audit import audit, read_mechanism, read_prior
from workbench.cli import main
from workbench.errors import InvalidArgument
from workbench.mechanisms.integer_kernel import IntegerKernel
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.pml import eta_tv, eta_tv_witness, pml_level

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


# --- the former Fraction implementations, kept here as the reference the fast ones must agree with ---
def old_ldp_level(Q):
    best, witness = F(1), (0, 0, 0)
    for y in range(len(Q[0])):
        column = [row[y] for row in Q]
        high = max(range(len(column)), key=column.__getitem__)
        low = min(range(len(column)), key=column.__getitem__)
        if column[low] == 0:
            if column[high] > 0:
                return None, (high, low, y)
            continue
        ratio = column[high] / column[low]
        if ratio > best:
            best, witness = ratio, (high, low, y)
    return best, witness


def old_pml_level(K, c):
    N = len(K)
    best = None
    for y in range(len(K[0])):
        column = [row[y] for row in K]
        if not any(column):
            continue
        low = min(range(N), key=column.__getitem__)
        denominator = c * sum(column) + (1 - N * c) * column[low]
        if denominator == 0:
            return None, y, [F(x == low) for x in range(N)]
        ratio = max(column) / denominator
        if best is None or ratio > best[0]:
            best = (ratio, y, low)
    ratio, y, low = best
    return ratio, y, [c + (1 - N * c) * (x == low) for x in range(N)]


def old_eta_tv(K):
    return max(sum(abs(p - q) for p, q in zip(a, b)) / 2 for a in K for b in K)


def random_kernel(rng, n, m):
    """Rows from small integer weights: many ties and zeros, per-row denominators that differ."""
    rows = []
    for _ in range(n):
        weights = [rng.choice([0, 0, 1, 1, 2, 3, 7]) for _ in range(m)]
        if not any(weights):
            weights[rng.randrange(m)] = 1
        rows.append([F(w, sum(weights)) for w in weights])
    return rows


def scaled(rows, rng):
    """The same kernel with each row's numerators and denominator multiplied by a different factor
    (and one huge one, beyond int64), so that the float-candidate path has to decide."""
    K = IntegerKernel.from_rows(rows)
    factors = [rng.choice([1, 3, 7, 10 ** 25 + 1]) for _ in range(K.n)]
    return IntegerKernel([[v * f for v in row] for row, f in zip(K.num, factors)],
                         [d * f for d, f in zip(K.den, factors)])


@pytest.mark.parametrize("seed", range(60))
def test_fast_levels_agree_with_the_fraction_definitions(seed):
    rng = random.Random(seed)
    rows = random_kernel(rng, rng.randint(1, 7), rng.randint(1, 7))
    c = F(1, len(rows) * rng.choice([1, 2, 5]))
    expected_ldp, expected_pml = old_ldp_level(rows), old_pml_level(rows, c)
    for form in (rows, IntegerKernel.from_rows(rows), scaled(rows, rng)):
        level = ldp_level(form)
        assert (level.E, level.witness) == expected_ldp
        pml = pml_level(form, c)
        assert (pml.E, pml.output, pml.prior) == expected_pml
        assert pml_level(form, 0).E == expected_ldp[0]              # c = 0: the LDP level ((73))
        assert eta_tv(form) == old_eta_tv(rows)


@pytest.mark.parametrize("seed", range(4))
def test_numpy_paths_agree_with_the_fraction_definitions(seed):
    """Large enough for the array paths (int64, Python-integer arrays, float candidates), with ties and zeros."""
    rng = random.Random(100 + seed)
    rows = random_kernel(rng, 40, 35) if seed % 2 else [     # odd: Python integers; even: int64 (den 100)
        [F(units.count(y), 100) for y in range(35)] for units in ([rng.randrange(35) for _ in range(100)]
                                                                   for _ in range(40))]
    c = F(1, 80)
    expected_ldp, expected_pml, expected_eta = old_ldp_level(rows), old_pml_level(rows, c), old_eta_tv(rows)
    assert (IntegerKernel.from_rows(rows).numerators.dtype == np.int64) == (seed % 2 == 0)
    for form in (IntegerKernel.from_rows(rows), scaled(rows, rng)):
        level, pml = ldp_level(form), pml_level(form, c)
        assert (level.E, level.witness) == expected_ldp
        assert (pml.E, pml.output, pml.prior) == expected_pml
        assert eta_tv(form) == expected_eta


def test_common_denominator_beyond_int64_is_exact():
    D = 10 ** 30
    rows = [[F(D // 2 + 1, D), F(D // 2 - 1, D)], [F(1, 2), F(1, 2)], [F(D // 2 - 1, D), F(D // 2 + 1, D)]]
    K = IntegerKernel.from_rows(rows)
    assert K.common and K.numerators.dtype == object
    assert ldp_level(K).E == old_ldp_level(rows)[0] == F(D // 2 + 1, D // 2 - 1)
    assert eta_tv_witness(K) == (F(2, D), (0, 2))


def planted(n: int, delta: F, common: bool):
    """Uniform rows, except that row `n // 2` moves delta of mass from column 1 to column 0 (far below
    float resolution). With `common` False every row has its own denominator."""
    rows = [[F(1, n)] * n for _ in range(n)]
    rows[n // 2][0] += delta
    rows[n // 2][1] -= delta
    K = IntegerKernel.from_rows(rows)
    if not common:
        K = IntegerKernel([[v * (x + 1) for v in row] for x, row in enumerate(K.num)],
                          [d * (x + 1) for x, d in enumerate(K.den)])
    return rows, K


@pytest.mark.parametrize("common", [True, False])
def test_planted_extreme_entry_is_found(common):
    n, delta = 60, F(1, 10 ** 30)
    rows, K = planted(n, delta, common)
    level = ldp_level(K)
    assert level.E == 1 / (1 - n * delta) and level.witness == (0, n // 2, 1)    # floats alone would say E = 1
    assert (level.E, level.witness) == old_ldp_level(rows)
    assert eta_tv_witness(K) == (delta, (0, n // 2))
    c = F(1, 2 * n)
    pml = pml_level(K, c)
    assert (pml.E, pml.output, pml.prior) == old_pml_level(rows, c) and pml.E > F(1, n) / (c + (1 - n * c) * F(1, n))


def test_planted_entry_in_a_decimal_file(tmp_path):
    n, delta = 64, F(1, 10 ** 40)                         # 1/64 = 0.015625 exactly; row 8 sums to 1 + delta
    lines = [",".join("0.0156250000000000000000000000000000000001" if (x, y) == (7, 3) else "0.015625"
                      for y in range(n)) for x in range(n)]
    path = tmp_path / "m.csv"
    path.write_text("\n".join(lines) + "\n")
    K, note = read_mechanism(path)
    assert "1 decimal row(s)" in note and not K.common     # row 8 divided by its exact sum
    level = ldp_level(K)
    assert level.witness == (7, 0, 3) and level.E == (1 + n * delta) / (1 + delta)
    assert (level.E, level.witness) == old_ldp_level(K.rows())
    assert eta_tv_witness(K)[0] == old_eta_tv(K.rows()) > 0


def test_examples_read_exactly():
    Q, note = read_mechanism(EXAMPLES / "geometric_truncated.csv")
    assert note is None and Q[0] == [F(2, 3), F(1, 6), F(1, 12), F(1, 12)]
    Q, note = read_mechanism(EXAMPLES / "krr_diffprivlib.csv")
    assert note and all(sum(row) == 1 for row in Q)


def test_krr_report(tmp_path):
    Q, _ = read_mechanism(EXAMPLES / "krr_diffprivlib.csv")
    report = audit(Q, read_prior(EXAMPLES / "prior4.csv", 4)[0], F(1, 8), out_dir=tmp_path)
    assert report["ldp"]["eps"] == "1"                       # diffprivlib's epsilon = 1, recovered
    low, high = (float(v) for v in report["I(X;Y) vs optimal at this eps"]["optimal in"])
    assert low <= high and 0 < float(report["I(X;Y) vs optimal at this eps"]["ratio at least"]) <= 1
    assert (tmp_path / "mi_optimum_upper.json").exists() and (tmp_path / "pml_eta_optimum.json").exists()


def test_not_private_names_the_zero(tmp_path):
    Q, _ = read_mechanism(EXAMPLES / "not_private.csv")
    report = audit(Q, c=F(1, 6), out_dir=tmp_path)
    assert report["ldp"]["eps"] == "inf" and report["ldp"]["witness"]["Q[x'][y]"] == "0"
    assert report["pml"]["E"] == "6"                          # finite PML although LDP is infinite


def test_counting_adjacency_profile(tmp_path):
    Q, _ = read_mechanism(EXAMPLES / "geometric_truncated.csv")
    report = audit(Q, adjacency="counting", out_dir=tmp_path)
    assert report["counting"]["E at delta = 0"] == "2"
    assert report["worst-case correct answer vs optimal P*"]["optimal"] == "4/9"


def test_numpy_savetxt_default_and_other_writers(tmp_path):
    Q = np.array([[0.5, 0.25, 0.25], [0.125, 0.75, 0.125]])
    expected = [[F(1, 2), F(1, 4), F(1, 4)], [F(1, 8), F(3, 4), F(1, 8)]]
    np.savetxt(tmp_path / "spaces.txt", Q)                               # 5.000000000000000000e-01 ...
    np.savetxt(tmp_path / "tabs.tsv", Q, delimiter="\t", fmt="%.3E")
    (tmp_path / "euro.csv").write_text("0,5;0,25;0,25\n0,125;0,75;0,125\n")
    (tmp_path / "pandas.csv").write_text(",0,1,2\n0,0.5,0.25,0.25\n1,0.125,0.75,0.125\n")
    (tmp_path / "labels.csv").write_text('"x","a","b","c"\n"x1",0.5,0.25,0.25\n"x2",1.25e-1,7.5E-1,.125\n')
    (tmp_path / "m.json").write_text("[[0.5, 0.25, 0.25], [0.125, \"3/4\", 1.25e-1]]")
    (tmp_path / "excel.csv").write_bytes(b"\xef\xbb\xbf0.5,0.25,0.25\r\n0.125,0.75,0.125\r\n")   # BOM, CRLF
    for name in ("spaces.txt", "tabs.tsv", "euro.csv", "pandas.csv", "labels.csv", "m.json", "excel.csv"):
        K, note = read_mechanism(tmp_path / name)
        assert K.rows() == expected, name
    assert "header" in read_mechanism(tmp_path / "pandas.csv")[1]


def test_numeric_index_column_is_dropped(tmp_path):
    path = tmp_path / "m.csv"
    path.write_text("1,0.5,0.5\n2,0.25,0.75\n3,1,0\n")
    K, note = read_mechanism(path)
    assert K.rows()[2] == [1, 0] and "index column" in note


def test_scientific_notation_is_read_exactly(tmp_path):
    path = tmp_path / "m.csv"
    path.write_text("1e-1,9E-1\n3.3333333333333333333333e-1,6.6666666666666666666667e-1\n")
    K, note = read_mechanism(path)
    assert K.entry(0, 0) == F(1, 10)
    assert K.entry(1, 0) == F(33333333333333333333333, 10 ** 23)        # a float would round this
    assert note is None                                                  # rows sum to 1 exactly


def test_prior_has_the_rows_tolerance_and_a_clear_message(tmp_path):
    good, bad, short = tmp_path / "p.csv", tmp_path / "q.csv", tmp_path / "s.csv"
    good.write_text("0.3333333333333,0.3333333333333,0.3333333333334\n")        # sums to 1 exactly
    prior, note = read_prior(good, 3)
    assert sum(prior) == 1 and note is None
    good.write_text("0.33333333333333,0.33333333333333,0.33333333333333\n")     # 1 - 1e-14
    prior, note = read_prior(good, 3)
    assert sum(prior) == 1 and prior[0] == F(1, 3) and "divided by its exact sum" in note
    bad.write_text("0.3,0.3,0.3\n")
    with pytest.raises(InvalidArgument, match=r"sum to 0.9, more than 1e-9 away from 1"):
        read_prior(bad, 3)
    short.write_text("1/2,1/2\n")
    with pytest.raises(InvalidArgument, match="expected 3 probabilities .* got 2"):
        read_prior(short, 3)


def test_one_row_is_flagged_and_ratio_explained(tmp_path):
    path = tmp_path / "one.csv"
    path.write_text("1/2,1/2\n")
    K, _ = read_mechanism(path)
    report = audit(K, out_dir=tmp_path)
    assert "one input row" in report["warning"]
    assert report["eta_tv vs optimal at this eps"]["ratio"].startswith("n/a (E = 1")


def test_costly_parts_are_skipped_with_reason_and_forced(tmp_path, monkeypatch):
    K, _ = read_mechanism(EXAMPLES / "geometric_truncated.csv")
    monkeypatch.setattr(audit_module, "ETA_WORK", 1)
    monkeypatch.setattr(audit_module, "PML_OPTIMUM_SIZE", 1)
    report = audit(K, c=F(1, 20), out_dir=tmp_path)
    assert "eta_tv" not in report and "--force" in report["skipped"]["eta_tv"]
    assert list(report)[-1] == "skipped"
    forced = audit(K, c=F(1, 20), out_dir=tmp_path, force=True)
    assert forced["eta_tv"] == "2/3" and "skipped" not in forced


@pytest.mark.parametrize("content, message", [
    ("1/2,1/3\n0,1\n", "sums to"),
    ("0.5,0.49\n0,1\n", "more than 1e-9"),
    ("1/2,1/2\n-1,2\n", "outside"),
    ("__import__('os'),1\n0,1\n", "expected a number"),
    ("1/2,1/2\n1\n", "rectangular"),
    ("0.5,0.5\n0.5,1e-99999\n", "exponent"),
])
def test_bad_mechanisms_give_clear_errors(tmp_path, content, message):
    path = tmp_path / "m.csv"
    path.write_text(content)
    with pytest.raises(InvalidArgument, match=message):
        read_mechanism(path)


def test_cli_exit_codes(tmp_path, capsys):
    bad = tmp_path / "bad.csv"
    bad.write_text("1/2,1/3\n0,1\n")
    assert main(["audit", str(bad)]) == 2
    assert main(["audit", str(EXAMPLES / "pram_sdcmicro.csv"), "--c", "1/2"]) == 2         # c > 1/N
    out = tmp_path / "r.json"
    assert main(["audit", str(EXAMPLES / "pram_sdcmicro.csv"), "--json", str(out), "--out", str(tmp_path)]) == 0
    assert json.loads(out.read_text())["ldp"]["E"] == "16"
    assert main(["audit", str(EXAMPLES / "pram_sdcmicro.csv"), "--c=1/10", "--out", str(tmp_path)]) == 0
    capsys.readouterr()


def test_progress_only_on_a_terminal(tmp_path, monkeypatch, capsys):
    import sys
    args = ["audit", str(EXAMPLES / "pram_sdcmicro.csv"), "--out", str(tmp_path)]
    assert main(args) == 0
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "reading rows" in err and "eta_TV rows" in err


def test_int64_rows_whose_distances_overflow_are_summed_in_two_limbs():
    rng = random.Random(5)
    D, m = 10 ** 19, 8                                   # entries < 2^61, row sums 10^19 > 2^63 / 2
    rows = []
    for _ in range(6):
        cuts = sorted(rng.randrange(1, D // m) for _ in range(m - 1))
        parts = [D // m + a - b for a, b in zip(cuts + [0], [0] + cuts)]
        parts[-1] += D - sum(parts)
        rows.append([F(v, D) for v in parts])
    K = IntegerKernel.from_rows(rows)
    assert K.common and K.numerators.dtype == np.int64
    value, pair = eta_tv_witness(K)
    assert value == old_eta_tv(rows) and sum(abs(p - q) for p, q in zip(*(rows[i] for i in pair))) / 2 == value


@settings(max_examples=1000, deadline=None, derandomize=True, database=None)
@given(st.text(alphabet="0123456789.eE+-/ _\tx١", max_size=8))
def test_fast_cell_path_accepts_exactly_what_the_careful_parser_accepts(text):
    fast = audit_module._fast_row([text])
    try:
        p, q, _ = audit_module._cell_value(text, "cell")
    except InvalidArgument:
        assert fast is None
        return
    if fast is not None:
        (digits,), (shift,) = fast
        assert F(digits) * F(10) ** shift == F(p, q)
