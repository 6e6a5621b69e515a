"""The ye_barg plugin (examples/ldp_papers/ldp_papers/ye_barg, Ye and Barg 2018 as recalled): the verdict and strength
of every claim through the command line, and every route able to say no (a wrong closed form, a wrong optimal d, a
wrong constant is rejected)."""
import json
import os
import subprocess
import sys
import tempfile
from fractions import Fraction as F
from pathlib import Path

import pytest
import sympy as sp

ROOT = Path(__file__).resolve().parent.parent
PLUGIN = ROOT / "examples" / "ldp_papers"
sys.path.insert(0, str(PLUGIN))

from workbench import fuzz_route  # noqa: E402
from workbench import claims as registry  # noqa: E402

# Importing the plugin registers its paper in this process; the tests below only call its builders, so the registry
# is put back at once (imported at collection, the paper would otherwise be in every later test's registry).
_saved = [(part, part.copy()) for part in (registry.REGISTRY, registry.PAPERS, registry.PAPER_INFO, registry._LOADED,
                                           registry.CLOSED_FORMS, registry.SAMPLES["certificate"], registry.SAMPLES["proof"])]
from ldp_papers.ye_barg import claims, large_eps, optimal_d, risk_l2, scheme, unbiased  # noqa: E402
for _live, _old in _saved:
    _live.clear()
    _live.update(_old) if isinstance(_live, dict) else _live.extend(_old)

EXPECTED = {  # verdict, strength
    "ye_barg.channel": ("holds", "exact-sampled"),
    "ye_barg.ldp": ("holds", "exact-sampled"),
    "ye_barg.unbiased": ("holds", "proved"),
    "ye_barg.risk-l2": ("holds", "proved"),
    "ye_barg.risk-l1": ("holds", "exact-sampled"),
    "ye_barg.optimal-d": ("holds", "proved"),
    "ye_barg.optimal-d-integer": ("holds-with-correction", "exact-sampled"),
    "ye_barg.rate-mid": ("holds", "exact-sampled"),
    "ye_barg.rate-asymptotic": ("holds", "exact-sampled"),
    "ye_barg.rate-small-eps": ("holds", "exact-sampled"),
    "ye_barg.large-eps": ("holds", "proved"),
}


def _workbench(*words, cwd):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(PLUGIN)])}
    return subprocess.run([sys.executable, "-m", "workbench", "--claims", "ldp_papers.ye_barg", *words], cwd=cwd,
                          env=env, capture_output=True, text=True, timeout=900)


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    folder = tmp_path_factory.mktemp("ye_barg")
    result = _workbench("verify", "ye_barg", "--jobs", "1", "--out", str(folder / "build"), "--json",
                        str(folder / "report.json"), cwd=folder)
    assert result.returncode == 0, (result.stdout, result.stderr)
    return json.loads((folder / "report.json").read_text())


@pytest.mark.slow     # a CLI verify or list/coverage run, or SymPy on the risk identity (> 2.5 s)
def test_every_claim_has_its_verdict_and_strength(report):
    got = {c["id"]: (c["verdict"], c["strength"]) for c in report["claims"]}
    assert got == EXPECTED
    proved = [c for c in report["claims"] if c["strength"] == "proved"]
    assert all(c["routes"]["proof"]["complete"] for c in proved)          # the engine found the goals state FORMAL


@pytest.mark.slow     # a CLI verify or list/coverage run, or SymPy on the risk identity (> 2.5 s)
def test_the_ceiling_counterexample_is_the_smallest_and_exact(report):
    entry = next(c for c in report["claims"] if c["id"] == "ye_barg.optimal-d-integer")
    example = entry["counterexample"]["example"]
    assert example["k"] == 3
    E = F(example["E"])
    assert 1 < E < 2 and scheme.worst_risk(3, 1, E) < scheme.worst_risk(3, 2, E)   # ceil(3/(E + 1)) = 2 loses to d = 1
    assert entry["printed_statement"] is False


@pytest.mark.slow     # a CLI verify or list/coverage run, or SymPy on the risk identity (> 2.5 s)
def test_list_and_coverage(tmp_path):
    listed = _workbench("list", cwd=tmp_path)
    assert listed.returncode == 0 and listed.stdout.count("\nye_barg.") == len(EXPECTED)
    covered = _workbench("coverage", "ye_barg", cwd=tmp_path)      # exit 1: two units are not covered (the lower
    assert covered.returncode == 1, covered.stderr                  # bounds and the l1 asymptotics), said so
    assert "units: 8 decided, 1 not a claim, 0 outside the text, 2 not covered; 0 registered claim(s) not mapped" \
        in covered.stdout


# -- each route can say no ------------------------------------------------------------------------------------------

def _replay(proof):
    return proof.route(tempfile.mkdtemp(), "mutant")[0]


def test_a_wrong_optimal_d_or_optimum_does_not_replay():
    E, k, d = sp.symbols("E k d", positive=True)
    assert _replay(optimal_d.build(E, k, d)).status == "pass"
    assert _replay(optimal_d.build(E, k, d, d_opt=lambda k, E: k / (E + 2))).status == "fail"       # d* = k/(e^eps + 2)
    assert _replay(optimal_d.build(E, k, d, d_opt=lambda k, E: k / E)).status == "fail"
    assert _replay(optimal_d.build(E, k, d, optimum=lambda k, E: 4 * E * (k - 1) ** 2 / (k * (E - 1) ** 2) + 1 / k)
                   ).status == "fail"                                                           # an optimum too high


def test_a_wrong_estimator_does_not_replay_and_is_fuzzed_out():
    E, k, d, p = sp.symbols("E k d p", positive=True)
    assert _replay(unbiased.build(E, k, d, p)).status == "pass"
    wrong = lambda k, d, E: ((d - 1) * E + k) / ((k - d) * (E - 1))                               # offset without "- d"
    assert _replay(unbiased.build(E, k, d, p, offset=wrong)).status == "fail"

    def biased(x):
        k, d, E, p = x["k"], x["d"], x["E"], x["p"]
        means = [scheme.slope(k, d, E) * P - wrong(k, d, E) for P in scheme.marginals(k, d, E, p)]
        return means == list(p)
    route, counterexample = fuzz_route(biased, claims.STRICT_BOX, 30, 0, "a wrong offset")
    assert route.status == "fail" and counterexample is not None


@pytest.mark.slow     # a CLI verify or list/coverage run, or SymPy on the risk identity (> 2.5 s)
def test_a_wrong_risk_closed_form_is_rejected():
    def without_one_over_k(x):                                  # the closed form without its 1/k term
        k, d, E, p = x["k"], x["d"], x["E"], x["p"]
        return scheme.risk_computed(k, d, E, p) == scheme.worst_risk(k, d, E) - sum(v * v for v in p)
    route, counterexample = fuzz_route(without_one_over_k, claims.STRICT_BOX, 30, 0, "a wrong risk")
    assert route.status == "fail" and counterexample is not None
    assert claims.risk_exact({"k": 4, "d": 2, "E": F(3), "p": [F(1, 2), F(1, 4), F(1, 8), F(1, 8)]}).holds
    assert _replay(risk_l2.build()).status == "pass"
    for wrong in (lambda E, k, d, S2: scheme.worst_risk(k, d, E) - S2,                      # without 1/k
                  lambda E, k, d, S2: scheme.worst_risk(k, d, E) + 1 / k - 2 * S2,
                  lambda E, k, d, S2: scheme.worst_risk(k, d + 1, E) + 1 / k - S2):
        assert _replay(risk_l2.build(closed=wrong)).status == "fail"


def test_the_l1_route_refuses_a_bound_too_small():
    x = {"n": 1, "k": 2, "d": 1, "E": F(3), "p": [F(1, 2), F(1, 2)]}
    assert claims.l1_exact(x).holds is True
    # the central-limit constant sqrt(2/pi) is no bound at n = 1: (2/pi) bound^2 < 0.64 bound^2
    assert claims.l1_exact(x, bound=lambda *a: F(64, 100) * scheme.l1_bound_squared(*a)).holds is False
    route, counterexample = fuzz_route(lambda x: claims.l1_exact(x, lambda *a: scheme.l1_bound_squared(*a) / 4),
                                       claims.L1_BOX, 30, 0, "half the bound")
    assert route.status == "fail" and counterexample is not None


def test_the_ldp_route_sees_a_wrong_level():
    from workbench.mechanisms.ldp import ldp_level
    assert claims.ldp_exact({"k": 5, "d": 2, "E": F(3, 2)}).holds
    route, _ = fuzz_route(lambda x: ldp_level(scheme.channel(x["k"], x["d"], x["E"] ** 2)).E == x["E"],
                          claims.CHANNEL_BOX, 30, 0, "the level of a channel built with E^2")
    assert route.status == "fail"


def test_the_channel_route_sees_a_wrong_inclusion_probability():
    assert claims.channel_exact({"k": 6, "d": 3, "E": F(2)}).holds
    k, d, E = 6, 3, F(2)
    assert scheme.inclusion(k, d, E, 0, 0) != d * E / (d * E + k)           # the "+ k" mutant of dE/(dE + k - d)


def test_wrong_constants_of_the_rates_are_refuted():
    assert not claims.mid_rate_exact({"k": 60, "E": F(7, 2)}, high=1).holds
    assert claims.asymptotic_exact({"k": 3, "E": F(3, 2)}).holds                      # ceil(6/5) = 2: d(E+1) - k = 2
    assert not claims.asymptotic_exact({"k": 3, "E": F(3, 2)},
                                       excess=lambda k, d, E: (E + 1) ** 2 / (16 * E * d * (k - d))).holds
    assert not claims.small_rate({"k": 60, "E": F(11, 10)}, high=3)           # the sup approaches 4k/(n eps^2)
    assert not claims.small_rate({"k": 2, "E": F(11, 10)}, low=F(11, 10))     # and the inf k/(n eps^2)
    assert claims.small_rate({"k": 60, "E": F(11, 10)}) is True


def test_a_smaller_large_eps_factor_does_not_replay():
    E, k = sp.symbols("E k", positive=True)
    assert _replay(large_eps.build(E, k)).status == "pass"
    assert _replay(large_eps.build(E, k, factor=8)).status == "fail"        # at e^eps = k = 2 the ratio is exactly 9
    assert scheme.worst_risk(2, 1, F(2)) == 9 * scheme.nonprivate_worst(2)
