"""Tests that can say no, beyond the trusted core: each test here kills one plausible one-line bug that the
rest of the suite let through when it was planted in the engine.

Every expected value is computed independently of the code under test: expanded by hand, worked out from
the definitions in the docstring, or taken from a library's documented behaviour (OpenDP's randomised
response, the exact binomial tail) -- never by calling the function under test to get the answer.
"""
import math
import os
import subprocess
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest
import sympy as sp

from workbench import strategies
from workbench.claims import RouteResult
from workbench.fastcancel import cancel
from workbench.statement import judge

ROOT = Path(__file__).resolve().parent.parent


# 1. workbench/fastcancel.py -- planted: a polynomial with no denominator returned unexpanded
#    (e.g. `if denominator == 1: return f` before the ring arithmetic).

x, y = sp.symbols("x y")


@pytest.mark.parametrize("given, expanded", [
    ((x + 1) ** 2, x ** 2 + 2 * x + 1),
    ((x + 1) * (x - 1) + 3 * x * (x - y), 4 * x ** 2 - 3 * x * y - 1),
    (2 * (2 * x - y) ** 2 - x * (x - 2 * y), 7 * x ** 2 - 6 * x * y + 2 * y ** 2),
    ((x + y) ** 3 - (x - y) ** 3, 6 * x ** 2 * y + 2 * y ** 3),
])
def test_cancel_expands_a_polynomial_without_denominator(given, expanded):
    """Kills `cancel` returning a denominator-free input as given: the answer must be the expanded
    polynomial (hand-expanded here), the form sympy.cancel documents (p/q with p, q expanded, q = 1)."""
    assert given.as_numer_denom()[1] == 1                   # the case the rest of the suite never fed it
    result = cancel(given)
    assert result == expanded, f"cancel({given}) = {result}, expected the expanded {expanded}"
    assert sp.srepr(result) == sp.srepr(sp.expand(expanded))


# 2. workbench/statement.py judge -- planted: the violation search skipped when a proof route passes
#    (e.g. `violation = None if proof is not None and proof.status == "pass" else find_violation(...)`).

UNIT = strategies.parameters(x=strategies.rationals(F(0), F(1), 12))


def test_a_false_statement_with_a_passing_proof_route_is_still_violated():
    """Kills `judge` trusting a passing proof route over the search: 'x(1 - x) <= 1/5 on [0, 1]' is false
    (at x = 1/2 the left side is 1/4 > 1/5; it fails exactly on 5x^2 - 5x + 1 < 0, i.e. for x strictly
    between (5 - sqrt 5)/10 ~ 0.276 and (5 + sqrt 5)/10 ~ 0.724), whatever a (wrong) proof route says."""
    statement = lambda p: F(1, 5) - p["x"] * (1 - p["x"])                                # noqa: E731
    wrong_proof = RouteResult("pass", "a bogus proof that claims the statement for every x")
    verdict = judge(statement, {}, UNIT, examples=20, seed=0, proof=wrong_proof)
    assert verdict.printed_statement is False, f"a false statement was judged true: {verdict}"
    assert verdict.summary == "statement false" and verdict.statement_route.status == "fail"
    bad = F(verdict.counterexample["example"]["x"])
    assert F(276, 1000) < bad < F(724, 1000) and 5 * bad ** 2 - 5 * bad + 1 < 0      # re-checked by hand


# 3. the plugin loader (workbench/claims.py) -- planted: a claims file whose own import fails is skipped
#    (ImportError swallowed in _load_one / _load_file), so `list` exits 0 without the user's claims.

def test_a_claims_file_whose_import_fails_is_one_error_line_and_exit_2(tmp_path):
    """Kills the loader swallowing a claims file's failing `import`: the command fails (exit 2, the
    workbench's usage-error code) with one line naming the file, the failed import and its line."""
    broken = tmp_path / "needs_missing.py"
    broken.write_text("import not_a_real_module_xyz\n"
                      "from workbench.claims import register_paper\n"
                      "register_paper('needsmissing', 'x')\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "workbench", "--claims", str(broken), "list"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, f"exit {done.returncode}, stdout {done.stdout[:300]!r}, stderr {done.stderr!r}"
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"error: --claims {broken}: loading failed: ModuleNotFoundError"), lines[0]
    assert "not_a_real_module_xyz" in lines[0] and f"{broken}:1" in lines[0], lines[0]
    assert "needsmissing" not in done.stdout


# 4. audit --adjacency counting -- planted: E at delta = 0 (and the delta profile) over one orientation
#    of each adjacent pair only (e.g. chain_pairs returning (i, i + 1) without (i + 1, i)).

ASYMMETRIC = [[F(1, 2), F(1, 4), F(1, 4)],
              [F(1, 4), F(1, 2), F(1, 4)],
              [F(1, 8), F(1, 4), F(5, 8)]]


@pytest.mark.parametrize("Q", [ASYMMETRIC, ASYMMETRIC[::-1]], ids=["largest-backward", "largest-forward"])
def test_counting_level_takes_both_orientations(Q, tmp_path):
    """Kills a one-orientation E at delta = 0. By hand, for ASYMMETRIC (rows i, i + 1 adjacent):
    rows 0 vs 1: max ratio 2 both ways; rows 1 -> 2: 1/4:1/8, 1/2:1/4, 1/4:5/8 -> max 2; rows 2 -> 1:
    1/8:1/4, 1/4:1/2, 5/8:1/4 -> max 5/2. So E = 5/2, reached only from row 2 to row 1 (backward); the
    rows reversed reach it only forward, so both one-way variants are caught.
    The delta profile, delta(E) = max over ordered adjacent pairs of sum_y (P[a][y] - E P[b][y])^+:
    E = 1: 3/8 (rows 1, 2 either way); E = 3/2: 1/4 (5/8 - 3/8, row 2 over row 1); E = 2: 1/8
    (5/8 - 1/2, row 2 over row 1, every other pair 0); E = 3, 5: 0."""
    from workbench.audit import audit
    report = audit(Q, adjacency="counting", out_dir=tmp_path)
    assert report["counting"]["E at delta = 0"] == "5/2", report["counting"]
    profile = {row["E"]: row["smallest delta"] for row in report["counting"]["profile"]}
    assert profile == {"1": "3/8", "3/2": "1/4", "2": "1/8", "3": "0", "5": "0"}, profile


# 5. the library sampling test (workbench/libraries/__init__.py sampling_test) -- planted: the Bonferroni
#    correction over the cells dropped (`rejected = p < alpha` instead of `p * cells < alpha`).

def _fixed_sampler_mechanism(rows: list[list[int]]):
    """A LibraryMechanism over a fair coin per input (Q = [[1/2, 1/2]] * 2) whose 'library sampler' returns
    each input's outputs in a fixed order: rows[x] is the list of outputs drawn for input x."""
    from workbench.libraries import LibraryMechanism

    def sampler(seed):
        position = {x: 0 for x in range(len(rows))}

        def draw(x):
            out = rows[x][position[x]]
            position[x] += 1
            return out
        return draw
    Q = [[F(1, 2), F(1, 2)], [F(1, 2), F(1, 2)]]
    return LibraryMechanism("test", "0", "coin", {}, Q, [0, 1], [0, 1], 0.0, "none", {}, "fixed draws", sampler)


# 4 heads in 20 tosses of a fair coin: the exact two-sided binomial p-value (symmetric, so twice the tail)
# is 2 (C(20,0) + ... + C(20,4)) / 2^20 = 2 * 6196 / 1048576 = 0.0118..., and 4 cells are tested.
N_DRAWS = 20
P_VALUE = 2 * F(sum(math.comb(20, j) for j in range(5)), 2 ** 20)


@pytest.mark.parametrize("alpha, rejected", [
    (0.02, False),       # alpha / 4 = 0.005 < p = 0.0118 < alpha: corrected accepts, uncorrected rejects
    (0.045, False),      # p * 4 = 0.0473 > 0.045 (p * 3 = 0.0355 would reject)
    (0.05, True),        # p * 4 = 0.0473 < 0.05: rejected
])
def test_sampling_test_applies_bonferroni_over_the_cells(alpha, rejected):
    """Kills a sampling test without its multiple-testing correction: 4 cells, smallest exact p-value
    12392 / 2^20 ~ 0.01182 (computed by hand above); the test must reject exactly when 4 p < alpha."""
    assert P_VALUE == F(12392, 2 ** 20)
    from workbench.libraries import sampling_test
    mech = _fixed_sampler_mechanism([[0] * 4 + [1] * 16, [0] * 10 + [1] * 10])
    result = sampling_test(mech, N_DRAWS, seed=None, alpha=alpha)
    assert result["cells"] == 4 and math.isclose(float(result["smallest p-value"]), float(P_VALUE), rel_tol=1e-2)
    assert (4 * P_VALUE < F(alpha)) is rejected                  # the hand-computed Bonferroni decision
    assert result["verdict"].startswith("REJECTED") is rejected, (alpha, result)


# 6. the OpenDP bridge (workbench/libraries/of_opendp.py) -- planted: randomised response built at eps / 2.

def test_opendp_randomized_response_is_built_at_epsilon():
    """Kills the bridge building OpenDP's k-RR at eps / 2: at eps = 1, k = 3, OpenDP keeps the true value
    with probability e / (e + 2) and reports each other value with 1 / (e + 2), and its own privacy map
    says eps = 1 (up to its outward float rounding)."""
    pytest.importorskip("opendp")
    from workbench.libraries import from_library
    mech = from_library("opendp", "rr", epsilon=1.0, k=3)
    e = math.e
    keep, lie = e / (e + 2), 1 / (e + 2)                     # 0.5761168847658291, 0.21194155761708544
    assert len(mech.Q) == 3 and all(len(row) == 3 for row in mech.Q)
    for i, row in enumerate(mech.Q):
        for j, q in enumerate(row):
            want = keep if i == j else lie
            assert abs(float(q) - want) < 1e-12, f"Q[{i}][{j}] = {float(q)!r}, expected {want!r}"
    assert abs(float(mech.level().E) - e) < 1e-12             # keep / lie = e^1
    assert abs(mech.stated_eps - 1.0) < 1e-9, mech.stated_eps  # OpenDP's map of the measurement it built
