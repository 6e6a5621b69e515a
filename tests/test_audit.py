"""`python -m workbench audit`: exact reading, exact privacy numbers, certified optima, clear errors."""
import json
from fractions import Fraction as F
from pathlib import Path

import pytest

from workbench.audit import audit, read_mechanism, read_prior
from workbench.cli import main
from workbench.errors import InvalidArgument

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_examples_read_exactly():
    Q, note = read_mechanism(EXAMPLES / "geometric_truncated.csv")
    assert note is None and Q[0] == [F(2, 3), F(1, 6), F(1, 12), F(1, 12)]
    Q, note = read_mechanism(EXAMPLES / "krr_diffprivlib.csv")
    assert note and all(sum(row) == 1 for row in Q)


def test_krr_report(tmp_path):
    Q, _ = read_mechanism(EXAMPLES / "krr_diffprivlib.csv")
    report = audit(Q, read_prior(EXAMPLES / "prior4.csv", 4), F(1, 8), out_dir=tmp_path)
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


@pytest.mark.parametrize("content, message", [
    ("1/2,1/3\n0,1\n", "sums to"),
    ("0.5,0.49\n0,1\n", "more than 1e-9"),
    ("1/2,1/2\n-1,2\n", "outside"),
    ("__import__('os'),1\n0,1\n", "expected a rational"),
    ("1/2,1/2\n1\n", "rectangular|row"),
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
    capsys.readouterr()
