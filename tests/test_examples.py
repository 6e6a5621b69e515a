"""The shipped examples run, and the public strategies draw what they promise."""
import subprocess
import sys
from fractions import Fraction as F
from pathlib import Path

from hypothesis import given, settings

from workbench import strategies
from workbench.mechanisms.ldp import ldp_level

ROOT = Path(__file__).resolve().parent.parent


def test_my_claim_example_holds(tmp_path):
    result = subprocess.run([sys.executable, str(ROOT / "examples" / "my_claim.py")], cwd=tmp_path,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count(": holds") == 2 and "certified optimum 3/7" in result.stdout


@settings(max_examples=40, database=None)
@given(strategies.ldp_kernels(3, 4, F(3, 2)))
def test_ldp_kernels_are_ldp(K):
    assert ldp_level(K).E <= F(3, 2) and all(sum(row) == 1 for row in K)


@settings(max_examples=40, database=None)
@given(strategies.distributions(4, positive=True))
def test_positive_distributions(P):
    assert sum(P) == 1 and min(P) > 0
