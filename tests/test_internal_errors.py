"""An exception is never evidence, and evidence that contradicts itself is a bug: both make the claim
`inconclusive` with a loud reason, never `fails, proved`; "proved for every parameter: X of Y" counts only
claims proved true."""
import inspect
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from workbench.claims import Claim, Evidence, RouteResult, load_all
from workbench.formal import Statement
from workbench.fuzz import fuzz_route
from workbench.reports.report import build_report, summary_line
from workbench.runner import Context, run_claim
from workbench.strategies import parameters, sizes

ROOT = Path(__file__).resolve().parent.parent
BOX = parameters(n=sizes(1, 9))
SQUARE = Statement("n", asserts=lambda n: [(n ** 2, ">=", 0)])      # what the proofs below state


def _proof(ctx, claim_id="pram.test-internal"):
    """A complete proof route of n^2 >= 0 that the engine replays (a declared "proved" would be lowered)."""
    import sympy as sp

    from workbench.proof import Proof
    n = sp.Symbol("n")
    return Proof(claim_id, [n], "n^2 >= 0", "").goal("n^2 >= 0", n ** 2).route(ctx.out_dir, "square")[0]


def _side_value(x):
    return Fraction(1, x["n"] - 3)          # a bug in a side value: divides by zero at n = 3 only


def _square_nonnegative(x):
    _side_value(x)
    return x["n"] ** 2 >= 0                # the claim itself is true


def _raising_route(ctx):
    raise ValueError("a route broke")


def _fuzz_raises(ctx):
    fuzz, counterexample = fuzz_route(_square_nonnegative, BOX, ctx.fuzz_examples, ctx.seed, "n^2 >= 0")
    return Evidence({"proof": _proof(ctx), "fuzz": fuzz}, counterexample)


def _route_raises(ctx):
    return Evidence({"proof": _proof(ctx), "exact": _raising_route(ctx)})


def _contradiction(ctx):
    """The fuzz route refutes (at n = 1) what a wrong complete proof says it proved."""
    fuzz, counterexample = fuzz_route(lambda x: x["n"] ** 2 >= x["n"] + 1, BOX, ctx.fuzz_examples, ctx.seed, "n^2 > n")
    return Evidence({"proof": _proof(ctx), "fuzz": fuzz}, counterexample, printed_statement=False,
                    statement_evidence={"shows": "n = 1", "routes": {"fuzz": fuzz}})


def _run(check, tmp_path):
    load_all()                              # these test claims borrow the pram prefix
    return run_claim(Claim("pram.test-internal", "test", "test", check, "holds", universal=True, formal=SQUARE),
                     Context(out_dir=tmp_path))


def _line(function, text):
    """`file:line` of the line of `function` that contains `text`."""
    lines, first = inspect.getsourcelines(function)
    return f"{__file__}:{first + next(k for k, line in enumerate(lines) if text in line)}"


def test_a_fuzz_property_raising_at_one_point_is_an_internal_error_never_a_counterexample(tmp_path):
    entry, _, internal = _run(_fuzz_raises, tmp_path)
    assert internal and entry["verdict"] == "inconclusive" and entry["strength"] is None
    assert entry["reason"].startswith("internal error: ZeroDivisionError")
    assert entry["reason"].endswith(f"({_line(_side_value, 'Fraction(1')})")      # where it raised, not fractions.py
    assert entry["counterexample"] is None and "fuzz" not in entry["routes"]


def test_a_route_that_raises_is_an_internal_error_with_its_file_and_line(tmp_path):
    entry, _, internal = _run(_route_raises, tmp_path)
    assert internal and entry["verdict"] == "inconclusive" and entry["strength"] is None
    assert entry["reason"] == f"internal error: ValueError: a route broke ({_line(_raising_route, 'raise')})"
    assert entry["counterexample"] is None


def test_a_decisive_failure_beside_a_passing_complete_proof_is_an_internal_inconsistency(tmp_path):
    entry, _, internal = _run(_contradiction, tmp_path)
    assert internal and entry["verdict"] == "inconclusive" and entry["strength"] is None
    assert entry["reason"] == "internal inconsistency: complete proof route passed, yet fuzz failed"


def _entry(verdict, strength, universal=True):
    return {"id": f"pram.{verdict}-{strength}", "verdict": verdict, "strength": strength, "universal": universal,
            "routes": {}, "counterexample": None, "correction": None}


def test_proved_for_every_parameter_counts_only_claims_proved_true():
    entries = [_entry("holds", "proved"), _entry("holds-with-correction", "proved"), _entry("fails", "proved"),
               _entry("holds", "certified"), _entry("inconclusive", None), _entry("holds", "proved", universal=False)]
    report = build_report(entries, {}, 0)
    assert report["summary"]["universal"] == {"claims": 5, "proved": 2}
    assert "proved for every parameter: 2 of 5 universal claims" in summary_line(report)


CLAIMS_FILE = '''
from fractions import Fraction
from workbench import Evidence, RouteResult, Statement, claim, fuzz_route, register_paper
from workbench.strategies import parameters, sizes

register_paper("bug", "bugs.py")


def proof(ctx, claim_id):
    """A complete, replayed proof of n^2 >= 0 (the engine earns it "proved"; a declared level would not)."""
    import sympy as sp
    from workbench.proof import Proof
    n = sp.Symbol("n")
    return Proof(claim_id, [n], "n^2 >= 0", "").goal("n^2 >= 0", n ** 2).route(ctx.out_dir, claim_id)[0]


def side(x):
    return Fraction(1, x["n"] - 3)


@claim("bug.zero", "(1)", expected="inconclusive", universal=True,
       formal=Statement("n", asserts=lambda n: [(n ** 2, ">=", 0)]))
def zero(ctx):
    """n^2 >= 0 for every n; a side value divides by zero at n = 3."""
    fuzz, cex = fuzz_route(lambda x: side(x) is not None and x["n"] ** 2 >= 0, parameters(n=sizes(1, 9)),
                           ctx.fuzz_examples, ctx.seed, "n^2 >= 0")
    return Evidence({"proof": proof(ctx, "bug.zero"), "fuzz": fuzz}, cex)


@claim("bug.contradiction", "(2)", expected="inconclusive", universal=True,
       formal=Statement("n", asserts=lambda n: [(n ** 2, ">=", 0)]))    # a formal statement that is not the docstring
def contradiction(ctx):
    """n^2 >= n + 1 for every n >= 1, with a complete proof of another statement."""
    fuzz, cex = fuzz_route(lambda x: x["n"] ** 2 >= x["n"] + 1, parameters(n=sizes(1, 9)), ctx.fuzz_examples,
                           ctx.seed, "n^2 >= n + 1")
    return Evidence({"proof": proof(ctx, "bug.contradiction"), "fuzz": fuzz}, cex, printed_statement=False,
                    statement_evidence={"shows": "n = 1", "routes": {"fuzz": fuzz}})


@claim("bug.fine", "(3)", expected="holds", universal=True,
       formal=Statement("n", asserts=lambda n: [(n ** 2, ">=", 0)]))
def fine(ctx):
    """Proved."""
    return Evidence({"proof": proof(ctx, "bug.fine")})
'''


@pytest.mark.slow
def test_verify_reports_each_internal_error_loudly_and_exits_non_zero(tmp_path):
    (tmp_path / "bugs.py").write_text(CLAIMS_FILE)
    done = subprocess.run([sys.executable, "-m", "workbench", "--claims", str(tmp_path / "bugs.py"), "verify", "bug",
                           "--jobs", "1", "--out", str(tmp_path / "out")], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 1, done.stderr                  # no regression: the recorded verdicts are met
    assert "REGRESSION GATE" not in done.stderr
    assert f"INTERNAL ERROR in bug.zero: ZeroDivisionError: Fraction(1, 0) ({tmp_path / 'bugs.py'}:18)" in done.stderr
    assert ("INTERNAL ERROR in bug.contradiction: internal inconsistency: complete proof route passed, yet fuzz "
            "failed") in done.stderr
    assert "bug.fine" not in done.stderr and "Traceback" not in done.stderr
    assert "0 fails" in done.stdout and "proved for every parameter: 1 of 3 universal claims" in done.stdout

