"""`audit` with one denominator per row: rows whose common denominator is far beyond 4000 bits are read and
audited exactly; the limit applies to each row and the error names it. Expected values come from the
definitions in `fractions.Fraction` here (and by hand for the 6 x 6 example), never from the audit code."""
import math
from fractions import Fraction as F
import itertools
from itertools import combinations

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench import audit as audit_module
from workbench.audit import MAX_DENOMINATOR_BITS, audit, read_mechanism
from workbench.cli import main
from workbench.errors import InvalidArgument
from workbench.mechanisms.pml import pml_level

# 6 x 6, row i over the prime DENS[i]: rows sum to exactly 1
DENS = [7, 11, 13, 17, 19, 23]
NUMS = [[1, 1, 1, 1, 1, 2],
        [2, 1, 3, 1, 2, 2],
        [1, 2, 2, 3, 4, 1],
        [3, 3, 3, 3, 3, 2],
        [1, 5, 2, 4, 3, 4],
        [2, 3, 5, 4, 6, 3]]
ROWS = [[F(v, d) for v in row] for row, d in zip(NUMS, DENS)]


def write(path, nums, dens):
    path.write_text("".join(",".join(f"{v}/{d}" for v in row) + "\n" for row, d in zip(nums, dens)))
    return path


def exact(shown: str) -> F:
    """The exact rational at the start of a report entry (`p/q` or `p/q (~0.37)`)."""
    return F(shown.split(" ")[0])


# --- the definitions, in Fractions ---
def ldp(Q):
    best, witness = F(1), None
    for y in range(len(Q[0])):
        column = [row[y] for row in Q]
        hi, lo = column.index(max(column)), column.index(min(column))
        if column[hi] / column[lo] > best:
            best, witness = column[hi] / column[lo], (hi + 1, lo + 1, y + 1)
    return best, witness


def eta_tv(Q):
    best = max(sum(abs(p - q) for p, q in zip(Q[a], Q[b])) / 2 for a, b in combinations(range(len(Q)), 2))
    pair = next((a + 1, b + 1) for a, b in combinations(range(len(Q)), 2)
                if sum(abs(p - q) for p, q in zip(Q[a], Q[b])) / 2 == best)
    return best, pair


def pml(Q, c):
    N = len(Q)
    return max(max(col) / (c * sum(col) + (1 - N * c) * min(col)) for col in zip(*Q))


def counting(Q):
    pairs = [p for i in range(len(Q) - 1) for p in ((i, i + 1), (i + 1, i))]
    E0 = max(Q[a][j] / Q[b][j] for a, b in pairs for j in range(len(Q)))
    delta = {E: max(sum(max(x - E * y, 0) for x, y in zip(Q[a], Q[b])) for a, b in pairs)
             for E in (F(1), F(3, 2), F(2), F(3), F(5))}
    return E0, delta


@pytest.fixture(params=["shared", "per-row"])
def representation(request, monkeypatch):
    """The reader's two forms: one common denominator (lcm 1062347 is small) and, forced, one per row."""
    if request.param == "per-row":
        monkeypatch.setattr(audit_module, "SHARED_DENOMINATOR_BITS", 0)
    return request.param


def test_six_rows_with_prime_denominators(tmp_path, representation):
    K, note = read_mechanism(write(tmp_path / "m.csv", NUMS, DENS))
    assert note is None and K.rows() == ROWS
    assert K.den == (DENS if representation == "per-row" else [math.prod(DENS)] * 6)
    report = audit(K, prior=[F(1, 6)] * 6, c=F(1, 12), adjacency="counting", out_dir=tmp_path)
    # by hand: column 6 has 2/7 in row 1 and 1/13 in row 3; (2/7) / (1/13) = 26/7 beats 38/11 (column 1)
    assert report["ldp"]["E"] == "26/7" and ldp(ROWS) == (F(26, 7), (1, 3, 6))
    assert report["ldp"]["witness"] == {"x": 1, "x'": 3, "y": 6, "Q[x][y]": "2/7", "Q[x'][y]": "1/13"}
    eta, pair = eta_tv(ROWS)
    assert exact(report["eta_tv"]) == eta and report["eta_tv rows"] == list(pair)
    assert exact(report["pml"]["E"]) == pml(ROWS, F(1, 12))
    E0, delta = counting(ROWS)
    assert report["counting"]["E at delta = 0"] == str(E0)
    assert {F(p["E"]): F(p["smallest delta"]) for p in report["counting"]["profile"]} == delta
    assert report["I(X;Y) nats"].startswith("[")              # an arb ball; both forms agree (next test)


def test_both_forms_give_the_same_report(tmp_path, monkeypatch):
    path = write(tmp_path / "m.csv", NUMS, DENS)
    args = dict(prior=[F(1, 6)] * 6, c=F(1, 12), adjacency="counting", out_dir=tmp_path)
    shared = audit(read_mechanism(path)[0], **args)
    monkeypatch.setattr(audit_module, "SHARED_DENOMINATOR_BITS", 0)
    assert audit(read_mechanism(path)[0], **args) == shared


@pytest.mark.slow
def test_rows_whose_common_denominator_exceeds_the_limit_are_audited(tmp_path):
    """300 rows over distinct primes near 2^20: their lcm has about 6000 bits, each row 21."""
    n, m = 300, 8
    dens = list(itertools.islice(sympy.primerange(2 ** 20, 2 ** 21), n))     # distinct primes near 2^20
    assert math.prod(dens).bit_length() > MAX_DENOMINATOR_BITS
    nums = []
    for i, d in enumerate(dens):
        row = [1 + (i * 7919 + j * 104729) % 1000 * (j + 1) for j in range(m - 1)]
        nums.append(row + [d - sum(row)])
    path = write(tmp_path / "m.csv", nums, dens)
    K, note = read_mechanism(path)
    assert K.den == dens and not K.common
    Q = [[F(v, d) for v in row] for row, d in zip(nums, dens)]
    report = audit(K, c=F(1, 600), out_dir=tmp_path)
    E, (x, x2, y) = ldp(Q)
    assert exact(report["ldp"]["E"]) == E
    assert (report["ldp"]["witness"]["x"], report["ldp"]["witness"]["x'"], report["ldp"]["witness"]["y"]) == (x, x2, y)
    eta, pair = eta_tv(Q)
    assert exact(report["eta_tv"]) == eta and report["eta_tv rows"] == list(pair)
    assert pml_level(K, F(1, 600)).E == pml(Q, F(1, 600))                    # printed as ~value: too long
    assert list(report["skipped"]) == ["eta_tv optimum at (eps, c)"]
    assert main(["audit", str(path), "--out", str(tmp_path)]) == 0


def test_a_row_with_a_huge_denominator_is_refused_by_name(tmp_path, capsys):
    """Row 3 pairs 1/(40 q) with (q - 1)/(40 q) for 40 distinct q near 10^45: it sums to 1, its own
    denominator has about 6000 bits. The other rows are 1/80 each."""
    qs = [10 ** 45 + k for k in range(1, 41)]
    huge = [cell for q in qs for cell in (f"1/{40 * q}", f"{q - 1}/{40 * q}")]
    assert math.lcm(*(40 * q for q in qs)).bit_length() > MAX_DENOMINATOR_BITS
    path = tmp_path / "m.csv"
    uniform = ",".join(["1/80"] * 80)
    path.write_text(f"{uniform}\n{uniform}\n{','.join(huge)}\n{uniform}\n")
    with pytest.raises(InvalidArgument, match=r"row 3: .*bits, more than the limit of 4000 bits per row"):
        read_mechanism(path)
    assert main(["audit", str(path), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: m.csv: row 3:") and err.count("\n") == 1


@settings(max_examples=1000, deadline=None, derandomize=True, database=None)
@given(st.text(alphabet="0123456789+-/ _\tx١", max_size=8))
def test_fast_ratio_path_accepts_exactly_what_the_careful_parser_accepts(text):
    fast = audit_module._ratio_row([text])
    try:
        p, q, decimal = audit_module._cell_value(text, "cell")
    except InvalidArgument:
        assert fast is None
        return
    if fast is not None:
        assert not decimal and fast == [(p, q)]
