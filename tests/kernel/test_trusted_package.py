"""The trusted package workbench/kernel/ (certificate kernel + proof replayer) stays small and stdlib-only.

One budget per file, in lines; the same list, with what a bug in each file would let through, heads
workbench/kernel/__init__.py, and the two must agree (a new trusted file needs both)."""
import ast
import re
from pathlib import Path

KERNEL_DIR = Path(__file__).resolve().parents[2] / "workbench" / "kernel"
ALLOWED_IMPORTS = {"json", "sys", "re", "fractions", "math", "gc", "__future__"}   # gc: the CLI turns it off
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__", "open"}
OPEN_ALLOWED = {"check.py", "polyproof.py"}     # the two CLIs read the file named on their command line
BUDGETS = {     # families.py: about 15 lines a family, 55 for the generic "mechanism" family; polyproof.py:
    # +55 for the table of named log/exp facts and the check of their definitions and conditions; +35 for
    # equality goals (both sides multiplied out here), one name one meaning, and the strict JSON reader; +40 for
    # indexed sums (a replayed goal summed over a family, its refusals); +35 for expression trees (an equality's
    # sides as written, expanded by the replayer); +80 for inductions (sequences by recurrence, invariants from a
    # base and a step, their refusals); families.py +35: the claims each family
    # may certify (CLAIMS) and each constraint class in words (WORDS, for --explain); check.py +30: the output
    # line naming claim, family, params and the LP's size, and --explain; +15: rule (L)'s fast path (as_stated)
    "parse.py": 95, "families.py": 280, "check.py": 230, "polyproof.py": 415, "__main__.py": 5, "__init__.py": 25,
}


def sources() -> dict:
    return {f.name: f.read_text() for f in sorted(KERNEL_DIR.glob("*.py"))}


def test_every_trusted_file_has_a_budget_and_keeps_it():
    lines = {name: len(text.splitlines()) for name, text in sources().items()}
    assert set(lines) == set(BUDGETS), "a trusted file without a budget, or a budget without its file"
    over = {name: (n, BUDGETS[name]) for name, n in lines.items() if n > BUDGETS[name]}
    assert not over, over


def test_every_trusted_file_says_so_on_its_first_line():
    for name, text in sources().items():
        assert "TRUSTED CODE" in text.splitlines()[0], name


def test_the_package_header_lists_every_file_with_its_budget():
    header = sources()["__init__.py"]
    listed = dict(re.findall(r"^#\s+(\S+\.py)\s+(\d+):", header, re.M))
    assert {name: int(n) for name, n in listed.items()} == BUDGETS


def violations(name: str, text: str) -> list:
    """Every import outside ALLOWED_IMPORTS (or out of the package) and every call of eval and its kin."""
    found = []
    for node in ast.walk(ast.parse(text, name)):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names if a.name.split(".")[0] not in ALLOWED_IMPORTS]
        elif isinstance(node, ast.ImportFrom) and node.level:
            if node.level != 1 or not (node.module is None or (KERNEL_DIR / f"{node.module}.py").exists()):
                found.append(f"from {'.' * node.level}{node.module or ''} (leaves the trusted package)")
        elif isinstance(node, ast.ImportFrom) and node.module.split(".")[0] not in ALLOWED_IMPORTS:
            found.append(f"from {node.module}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            allowed = {"open"} if name in OPEN_ALLOWED else set()
            if node.func.id in FORBIDDEN_CALLS - allowed:
                found.append(f"{node.func.id}(...)")
    return found


def test_trusted_code_imports_only_allowed_stdlib_and_never_evaluates():
    found = {name: violations(name, text) for name, text in sources().items()}
    assert not any(found.values()), found


def test_the_import_check_catches_a_solver_import_and_an_eval():
    bad = "import sympy\nfrom workbench.lp import solve\nfrom ..lp import exact\nx = eval('1')\nopen('f')\n"
    assert violations("families.py", bad) == ["import sympy", "from workbench.lp",
                                              "from ..lp (leaves the trusted package)", "eval(...)", "open(...)"]
