"""Evidence strength is earned, never declared (workbench/earned.py): a route's declared strength only lowers what
the engine grants, `complete` is computed from the claim's formal statement (workbench/formal.py), and the engine grants "proved" and "certified" only from what the trusted
checkers accept on the files the route rests on, read back from disk by the engine itself."""
import json

import pytest
import sympy as sp

from workbench.claims import Evidence, RouteResult, verdict_strength
from workbench.earned import settle
from workbench.formal import Statement
from workbench.proof import Proof

X_PLUS_1 = Statement("x", asserts=lambda x: [(x + 1, ">=", 0)])


def _proof(claim="user.thm", relation=">="):
    x = sp.Symbol("x")
    proof = Proof(claim, [x], "x + 1 >= 0 for x >= 0", "")
    return proof.goal("x + 1 >= 0", x + 1, relation)


def test_a_declared_proved_on_a_fuzz_route_is_exact_sampled_and_not_complete(tmp_path):
    evidence = Evidence({"fuzz": RouteResult(status="pass", detail="I say so", strength="proved", complete=True)})
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["fuzz"].strength == "exact-sampled" and not evidence.routes["fuzz"].complete
    assert verdict_strength("holds", evidence) == "exact-sampled"


def test_an_lp_route_without_a_certificate_is_not_certified(tmp_path):
    evidence = Evidence({"lp": RouteResult.of(True, "solved exactly, trust me")})
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["lp"].strength == "exact-sampled"


def test_a_proof_route_without_an_artefact_is_not_proved(tmp_path):
    evidence = Evidence({"proof": RouteResult("pass", "by inspection", strength="proved", complete=True)})
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["proof"].strength == "exact-sampled" and not evidence.routes["proof"].complete


def test_a_replayed_artefact_of_the_claim_earns_proved(tmp_path):
    route, path = _proof().route(tmp_path, "user_thm")
    evidence = Evidence({"proof": route}, certificates=[path])
    settle("user.thm", evidence, tmp_path, X_PLUS_1)
    assert evidence.routes["proof"].strength == "proved" and evidence.routes["proof"].complete
    assert verdict_strength("holds", evidence) == "proved"


def test_a_replayed_artefact_without_a_formal_statement_is_proved_but_not_complete(tmp_path):
    route, path = _proof().route(tmp_path, "user_thm")
    evidence = Evidence({"proof": route, "fuzz": RouteResult.of(True, "sampled")}, certificates=[path])
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["proof"].strength == "proved" and not evidence.routes["proof"].complete
    assert "no formal statement" in evidence.routes["proof"].detail
    assert verdict_strength("holds", evidence) == "exact-sampled"      # the weakest decisive route


def test_a_replayed_artefact_that_is_not_the_statement_alone_does_not_make_the_verdict_proved(tmp_path):
    """The one decisive route a replayed proof whose goals do not state the claim (no formal statement, or another
    one): its goals are exact facts about parts of the claim, so the verdict is exact-sampled, never proved."""
    for statement in (None, Statement("x", asserts=lambda x: [(x, ">=", 0)])):
        route, path = _proof().route(tmp_path, "user_thm")
        evidence = Evidence({"proof": route}, certificates=[path])
        settle("user.thm", evidence, tmp_path, statement)
        assert evidence.routes["proof"].strength == "proved" and not evidence.routes["proof"].complete
        assert verdict_strength("holds", evidence) == "exact-sampled"


def test_an_artefact_changed_after_the_route_passed_turns_the_route_into_a_failure(tmp_path):
    route, path = _proof().route(tmp_path, "user_thm")
    artefact = json.loads((tmp_path / path).read_text())
    artefact["goals"][0]["numerator"] = [[[1], "1"], [[0], "-1"]]          # x - 1 >= 0: false at x = 0
    (tmp_path / path).write_text(json.dumps(artefact))
    evidence = Evidence({"proof": route})
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["proof"].status == "fail" and "refused" in evidence.routes["proof"].detail


def test_an_artefact_of_another_claim_is_not_proof_of_this_one(tmp_path):
    route, path = _proof(claim="user.other").route(tmp_path, "user_other")
    evidence = Evidence({"proof": route})
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["proof"].strength == "exact-sampled"


def _certificate(tmp_path, claim):
    from fractions import Fraction

    from workbench import certificates
    from workbench.lp.pipeline import certify_family
    optimum = certify_family("mechanism", claim, n=2, m=2, privacy="ldp", E=Fraction(2), objective="min-diagonal")
    certificates.write(optimum.certificate, tmp_path / "cert.json")
    return "cert.json"


def test_a_kernel_checked_certificate_of_the_claim_earns_certified(tmp_path):
    evidence = Evidence({"lp": RouteResult.of(True, "certified")}, certificates=[_certificate(tmp_path, "user.thm")])
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["lp"].strength == "certified"


def test_a_certificate_of_another_claim_or_a_tampered_one_does_not_certify(tmp_path):
    evidence = Evidence({"lp": RouteResult.of(True, "certified")}, certificates=[_certificate(tmp_path, "user.other")])
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["lp"].strength == "exact-sampled"
    path = _certificate(tmp_path, "user.thm")
    certificate = json.loads((tmp_path / path).read_text())
    certificate["objective_value"] = "1"                                     # not the optimum 2/3
    (tmp_path / path).write_text(json.dumps(certificate))
    evidence = Evidence({"lp": RouteResult.of(True, "certified")}, certificates=[path])
    settle("user.thm", evidence, tmp_path)
    assert evidence.routes["lp"].strength == "exact-sampled"


def test_routes_that_are_not_route_results_are_an_internal_error_never_evidence(tmp_path):
    from workbench.claims import Claim, load_all
    from workbench.runner import Context, run_claim
    load_all()                              # the test claim borrows the pram prefix
    claim = Claim("pram.test-earned", "test", "test", lambda ctx: Evidence({"proof": "pass"}), "holds", universal=True)
    entry, _, internal = run_claim(claim, Context(out_dir=tmp_path))
    assert internal and entry["verdict"] == "inconclusive" and entry["strength"] is None


def test_a_complete_proof_of_an_irrelevant_true_goal_does_not_prove_a_false_claim(tmp_path):
    """The claim '1 = 2' with a replayed proof of x + 1 >= 0 that names it: not complete, so not proved."""
    route, path = _proof(claim="user.one-is-two").route(tmp_path, "irrelevant")
    route.complete = True                                                # whatever the route says
    evidence = Evidence({"proof": route, "fuzz": RouteResult.of(True, "sampled")})
    settle("user.one-is-two", evidence, tmp_path, Statement("x", asserts=lambda x: [(sp.Integer(1), "=", 2)]))
    assert not evidence.routes["proof"].complete and "no goal states 1 = 2" in evidence.routes["proof"].detail
    assert verdict_strength("holds", evidence) != "proved"
