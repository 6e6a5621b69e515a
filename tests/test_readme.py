"""The README's "check your own claim" snippet runs as printed (imports included), and says no when wrong."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _snippet() -> str:
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    assert len(blocks) == 1
    return blocks[0]


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_readme_claim_snippet_holds_as_printed():
    assert _run(_snippet()) == "holds"


def test_readme_claim_snippet_fails_with_a_wrong_formula():
    wrong = _snippet().replace('(x["E"] + x["k"] - 1)', '(x["E"] + x["k"])')
    assert wrong != _snippet() and _run(wrong) == "fails"
