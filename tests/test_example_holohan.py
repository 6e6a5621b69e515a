"""The example plugin package's Holohan-Leith-Mason paper (examples/ldp_papers/ldp_papers/holohan, statements as
recalled): every claim's verdict and strength as recorded in docs/example-holohan.md, and each route able to say
no (a wrong closed form, a wrong DP row, a wrong vertex list, a tampered certificate or proof artefact)."""
import json
import os
import subprocess
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from workbench import Context, fuzz_route, load_all, load_plugins, run_claim

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "examples" / "ldp_papers"

# claim -> (verdict, strength), in paper order (as recalled)
EXPECTED = {
    "holohan.dp-constraints": ("holds", "exact-sampled"),
    "holohan.feasible-region": ("holds", "exact-sampled"),
    "holohan.estimator": ("holds", "exact-sampled"),
    "holohan.strict-optimal": ("holds", "proved"),
    "holohan.relaxed-optimum": ("holds", "proved"),
    "holohan.relaxed-depends-on-pi": ("holds", "exact-sampled"),
    "holohan.warner": ("holds", "exact-sampled"),
    "holohan.k-ary": ("holds", "exact-sampled"),
}


@pytest.fixture
def holohan(isolated_registry, monkeypatch):
    """The paper loaded in this process from the package's folder (not installed), the registry restored after."""
    monkeypatch.syspath_prepend(str(PACKAGE))
    load_plugins(["ldp_papers.holohan"])
    from ldp_papers.holohan import claims, mechanism, thm_relaxed, thm_strict
    yield claims, mechanism, thm_relaxed, thm_strict
    for name in [m for m in sys.modules if m == "ldp_papers" or m.startswith("ldp_papers.")]:
        del sys.modules[name]          # registering runs at import: the next test imports (and registers) afresh


def decide(claim_id, tmp_path, examples=30):
    entry, _, internal_error = run_claim(load_all()[claim_id], Context(seed=0, out_dir=tmp_path,
                                                                       fuzz_examples=examples))
    return entry, internal_error


def test_the_paper_registers_its_claims_in_paper_order(holohan):
    ids = [c for c in load_all() if c.startswith("holohan.")]
    assert ids == list(EXPECTED)
    assert load_all()["holohan.relaxed-optimum"].paper_title.startswith("Optimal differentially private mechanisms")


@pytest.mark.parametrize("claim_id", list(EXPECTED))
def test_verdict_and_strength(holohan, claim_id, tmp_path):
    entry, internal_error = decide(claim_id, tmp_path)
    assert not internal_error, entry
    assert (entry["verdict"], entry["strength"]) == EXPECTED[claim_id], entry["routes"]
    assert entry["statement"].startswith("(As recalled"), entry["statement"]       # said in every statement


def test_the_relaxed_optimum_is_proved_by_its_replayed_artefact(holohan, tmp_path):
    entry, _ = decide("holohan.relaxed-optimum", tmp_path)
    assert entry["routes"]["proof"]["status"] == "pass"
    artefact = next(tmp_path / p for p in entry["certificates"] if p.startswith("proofs/"))
    replay = subprocess.run([sys.executable, "-m", "workbench.kernel.polyproof", str(artefact)], capture_output=True,
                            text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert replay.returncode == 0, replay.stdout + replay.stderr
    # a tampered artefact (one multiplier of the min-diagonal goal halved) no longer replays
    data = json.loads(artefact.read_text())
    tampered = tmp_path / "tampered.json"
    text = json.dumps(data)
    goal = next(g for g in data["goals"] if g["name"] == "min(p, q) <= p*")
    goal["terms"][0]["multiplier"] = [[[0, 0, 0, 0, 0], "1/3"]]        # 1/2 (dp row Y=0 from X=0) becomes 1/3
    assert json.dumps(data) != text
    tampered.write_text(json.dumps(data))
    replay = subprocess.run([sys.executable, "-m", "workbench.kernel.polyproof", str(tampered)], capture_output=True,
                            text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert replay.returncode == 1, replay.stdout + replay.stderr


def test_a_wrong_closed_form_in_the_proof_does_not_replay(holohan, tmp_path):
    _, _, thm_relaxed, _ = holohan
    import sympy as sp
    wrong = thm_relaxed.proof.__globals__
    original = wrong["pstar"]
    wrong["pstar"] = lambda E, delta: (E + delta) / (E + 2)        # the denominator off by one
    try:
        route, _ = thm_relaxed.proof("holohan.relaxed-optimum").route(tmp_path, "wrong")
    finally:
        wrong["pstar"] = original
    assert route.status == "fail", route.detail
    assert sp.simplify(original(sp.Symbol("E"), 0) - sp.Symbol("E") / (sp.Symbol("E") + 1)) == 0


def test_a_wrong_optimum_fails_with_the_certified_counterexample(holohan, tmp_path, monkeypatch):
    """The naive k-ary generalisation (E + delta)/(E + k - 1) of p*: the certified LP optimum refutes it."""
    claims, _, _, _ = holohan
    monkeypatch.setattr(claims, "k_ary_optimum", lambda k, E, d: (E + d) / (E + k - 1))
    entry, internal_error = decide("holohan.k-ary", tmp_path)
    assert not internal_error and entry["verdict"] == "fails" and entry["strength"] == "proved", entry["routes"]
    assert entry["routes"]["lp"]["status"] == "fail" and entry["printed_statement"] is False
    assert entry["counterexample"] == {"k": 3, "E": "3/2", "delta": "1/10", "certified": "17/35", "stated": "16/35"}


def test_a_wrong_optimum_beside_a_complete_proof_is_an_internal_inconsistency(holohan, tmp_path, monkeypatch):
    """Only the LP's closed form made wrong (the proof still states the right one): the engine refuses to call it
    either way."""
    claims, _, _, _ = holohan
    monkeypatch.setattr(claims, "p_star", lambda E, delta=F(0): (E + delta) / (E + 2))
    entry, internal_error = decide("holohan.strict-optimal", tmp_path)
    assert internal_error and entry["verdict"] == "inconclusive", entry
    assert entry["routes"]["lp"]["status"] == "fail" and "inconsisten" in entry["reason"]


def test_a_tampered_or_relabelled_certificate_is_refused(holohan, tmp_path):
    claims, _, _, _ = holohan
    result = claims.certify_relaxed({"E": F(3, 2), "delta": F(1, 10)})
    assert result.value == F(16, 25)

    def kernel(cert):
        path = tmp_path / "cert.json"
        path.write_text(json.dumps(cert))
        return subprocess.run([sys.executable, "-m", "workbench.kernel", str(path)], capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert kernel(result.certificate).returncode == 0
    other_delta = json.loads(json.dumps(result.certificate))
    other_delta["params"]["delta"] = "1/5"                      # solved at delta = 1/10, relabelled 1/5
    assert kernel(other_delta).returncode == 1
    builtin = json.loads(json.dumps(result.certificate))
    builtin["claim"] = "counting.optimum"                       # a mechanism certificate may not certify counting
    assert kernel(builtin).returncode == 1


@pytest.mark.slow          # a failing fuzz run minimises its counterexample over the box: 3-6 s
def test_a_wrong_dp_row_is_found_by_the_fuzz_route(holohan, monkeypatch):
    claims, _, _, _ = holohan
    monkeypatch.setattr(claims, "linear_constraints",
                        lambda p, q, E, d: [p <= E * (1 - q) + d, q <= E * (1 - p) + d, 1 - p <= E * q + d,
                                            1 - q <= E * p])                    # delta dropped from one row
    route, counterexample = claims.dp_linear_fuzz(100, 0)
    assert route.status == "fail" and counterexample is not None


@pytest.mark.slow          # a failing fuzz run minimises its counterexample over the box: 3-6 s
def test_a_wrong_vertex_is_found_by_the_fuzz_route(holohan, monkeypatch):
    claims, mechanism, _, _ = holohan
    right = mechanism.vertices
    monkeypatch.setattr(claims, "vertices",
                        lambda E, d: [(2 * d, F(1)) if v == (d, F(1)) and d > 0 else v for v in right(E, d)])
    route, counterexample = claims.region_fuzz(300, 0)
    assert route.status == "fail" and counterexample is not None


@pytest.mark.slow          # a failing fuzz run minimises its counterexample over the box: 3-6 s
def test_the_estimator_route_refuses_a_variance_without_n(holohan, monkeypatch):
    claims, mechanism, _, _ = holohan
    monkeypatch.setattr(claims, "variance", lambda p, q, pi, n=1: mechanism.variance(p, q, pi, 1))
    route, counterexample = claims.estimator_fuzz(100, 0)
    assert route.status == "fail" and counterexample["example"]["n"] >= 2


@pytest.mark.slow          # a failing fuzz run minimises its counterexample over the box: 3-6 s
def test_the_symmetric_mechanism_is_not_optimal_for_every_pi_when_delta_is_positive(holohan):
    """The reading 'p = q = p* minimises Var pi_hat for every pi' fails under (eps, delta)-DP: the fuzz route finds
    it (which is why holohan.relaxed-depends-on-pi is stated with three vertices)."""
    claims, mechanism, _, _ = holohan

    def symmetric_beats_the_corner(x):               # against the (eps, delta)-DP corner (1, delta)
        E, d, pi = x["E"], x["delta"], x["pi"]
        s = mechanism.p_star(E, d)
        assert mechanism.delta_of(1, d, E) <= d
        return mechanism.variance(s, s, pi) <= mechanism.variance(1, d, pi)
    from workbench.strategies import parameters, privacy_bases, rationals
    box = parameters(E=privacy_bases(6), delta=rationals(0, 1, open_lo=True, open_hi=True), pi=rationals(0, 1))
    route, counterexample = fuzz_route(symmetric_beats_the_corner, box, 100, 0, "symmetric optimal for every pi")
    assert route.status == "fail" and counterexample["example"]["pi"] == "0"
    assert mechanism.variance(1, F(1, 10), 0) == 0 < mechanism.variance(F(7, 10), F(7, 10), 0)


def test_k_ary_lp_matches_the_closed_form_and_not_the_naive_one(holohan):
    claims, _, _, _ = holohan
    value = claims.certify_k_ary({"k": 3, "E": F(2), "delta": F(1, 10)}).value
    assert value == claims.k_ary_optimum(3, F(2), F(1, 10)) == F(11, 20)
    assert value != (F(2) + F(1, 10)) / (F(2) + 2)              # (E + delta)/(E + k - 1) is not the optimum


def test_a_wrong_warner_probability_in_the_strict_proof_does_not_replay(holohan, tmp_path):
    _, _, _, thm_strict = holohan
    assert thm_strict.proof("holohan.strict-optimal").route(tmp_path, "right")[0].status == "pass"
    scope = thm_strict.proof.__globals__
    original = scope["warner"]
    scope["warner"] = lambda E: (E + 1) / (E + 2)             # a truthful probability above Warner's
    try:
        route, _ = thm_strict.proof("holohan.strict-optimal").route(tmp_path, "wrong")
    finally:
        scope["warner"] = original
    assert route.status == "fail", route.detail
