"""Theorem 1 of the counting paper for every M: the closed-form dual replays as a polynomial proof and is a
kernel-checked certificate at concrete M; a wrong dual entry or a wrong alpha_M is refused by both."""
from fractions import Fraction as F

import pytest

from proofs.counting.claims import PAPER_FORM, ClosedForm
from proofs.counting.thm1_dual import (check_closed_form_certificates, route_theorem1_proof, theorem1_dual,
                                  theorem1_proof)
from workbench.kernel import polyproof

WRONG_ALPHA = {
    "linear distance": ClosedForm(even=lambda m, q: (1 - q) / (1 - q ** (2 * m)),
                                  odd=lambda m, q: (1 - q) / (1 - q ** (2 * m + 1)), name="linear"),
    "m off by one": ClosedForm(even=lambda m, q: PAPER_FORM.even(m + 1, q),
                               odd=lambda m, q: PAPER_FORM.odd(m + 1, q), name="m+1"),
    "delta dropped": ClosedForm(PAPER_FORM.even, PAPER_FORM.odd, lambda alpha, delta: alpha, "no-delta"),
}


def _changed(where, factor):
    """theorem1_dual with the entries whose name satisfies `where` multiplied by `factor(q)`."""
    def dual(M, name, q, alpha):
        value = theorem1_dual(M, name, q, alpha)
        return value * factor(q) if where(M, name) else value
    return dual


WRONG_DUAL = {
    "dp multipliers one power of q short": _changed(lambda M, n: n.startswith("dp_"), lambda q: q),
    "diag_1 doubled": _changed(lambda M, n: n == "diag_1", lambda q: 2),
    "dpsum doubled (feasible, not optimal)": _changed(lambda M, n: n.startswith("dpsum_"), lambda q: 2),
    "row multiplier off the centre": lambda M, n, q, alpha: (
        alpha if n == f"row_{M}" else 0) if n.startswith("row_") else theorem1_dual(M, n, q, alpha),
}
POINTS = [(M, E, d) for M in (2, 3, 4, 7) for E, d in ((F(3, 2), F(1, 10)), (F(1), F(0)), (F(3), F(1)))]


def _alpha(form):
    return lambda M, E: form.alpha(M, 1 / F(E))


@pytest.mark.slow
def test_theorem1_proof_replays(tmp_path):
    """Every step replays with the trusted checker, z3 finds no counterexample, and the steps cover both
    parities, every reduced-cost type and P*'s feasibility."""
    proof = theorem1_proof(PAPER_FORM)
    assert polyproof.check(proof.artefact()) is None
    names = [step["name"] for step in proof.steps]
    assert {"even: b.y (1-q)/alpha = the claimed optimum (1-q)/alpha", "odd: rows of P* sum to 1"} <= set(names)
    assert sum(name.startswith("reduced cost of the p columns") for name in names) >= 20
    route, path = route_theorem1_proof(PAPER_FORM, tmp_path)
    assert route.status == "pass" and (tmp_path / path).exists() and not route.complete
    assert "208 of 208 goals and steps have no real counterexample" in route.detail     # z3 agrees


def test_theorem1_goals_state_g1_to_g4_and_carry_themselves():
    """G1, G2, G4 per parity (both directions), one G3 per column type; the goals replay with only the lemma
    steps they cite; dropping one term of a derivation, or all goals, makes the replay refuse."""
    artefact = theorem1_proof(PAPER_FORM).artefact()
    names = [goal["name"] for goal in artefact["goals"]]
    for prefix in ("G1 even", "G1 odd", "G2 even", "G2 odd", "G4 even: row", "G4 odd: P* attains"):
        assert sum(name.startswith(prefix) for name in names) == 2, prefix
    # one G3 per column type whose reduced cost is not written as 0: 40 of the 133 types (a reduced cost that is 0
    # as written is >= 0 with nothing to replay, and the replayer refuses a zero goal)
    assert sum(name.startswith("G3 q (reduced cost") for name in names) == 40
    assert artefact["domain"]["E"] == "1" and {"E q >= 1", "E q <= 1", "q < 1"} <= {
        h["name"] for h in artefact["hypotheses"]}
    cited = {fact for goal in artefact["goals"] for term in goal["terms"] for fact in term["facts"]}
    lean = dict(artefact, steps=[step for step in artefact["steps"] if step["name"] in cited])
    assert len(lean["steps"]) < len(artefact["steps"]) and polyproof.check(lean) is None
    g2 = next(goal for goal in artefact["goals"] if goal["name"].startswith("G2 odd"))
    g2["terms"].pop()
    assert "residual not nonneg" in polyproof.check(artefact)
    assert polyproof.check(dict(artefact, goals=[])) == "the artefact states no goal"


@pytest.mark.slow
def test_a_goal_off_the_registered_optimum_is_refused(tmp_path, monkeypatch):
    """G2 and 'P* attains the optimum' are rebuilt from the registered closed form: change the registered
    odd optimum (delta dropped) and the proof route fails, although the form used to build the goals is right."""
    from dataclasses import replace

    from workbench import claims, symbolic
    wrong = (1 - 1 / symbolic.E) / (1 + 1 / symbolic.E - 2 * (1 / symbolic.E) ** (symbolic.m + 1))
    mutated = [replace(f, expression=wrong) if f.claim == "counting.optimum" and
               f.name.startswith("delta + (1-delta) alpha_2m+1") else f for f in claims.CLOSED_FORMS]
    assert mutated != claims.CLOSED_FORMS
    monkeypatch.setattr(claims, "CLOSED_FORMS", mutated)
    route = route_theorem1_proof(PAPER_FORM, tmp_path)[0]
    assert route.status == "fail" and "differs from the claim's registered closed form" in route.detail


@pytest.mark.parametrize("name", sorted(WRONG_DUAL))
@pytest.mark.slow
def test_a_wrong_dual_fails_the_proof(name, tmp_path):
    assert route_theorem1_proof(PAPER_FORM, tmp_path, WRONG_DUAL[name])[0].status == "fail"


@pytest.mark.parametrize("name", sorted(WRONG_ALPHA))
@pytest.mark.slow
def test_a_wrong_alpha_fails_the_proof(name, tmp_path):
    assert route_theorem1_proof(WRONG_ALPHA[name], tmp_path)[0].status == "fail"


def test_a_tampered_artefact_fails_on_replay():
    """Flip one coefficient of one reduced-cost identity in the written artefact: the replay says invalid."""
    artefact = theorem1_proof(PAPER_FORM).artefact()
    step = next(s for s in artefact["steps"] if s["name"].startswith("reduced cost of the p columns")
                and s["kind"] == "identity" and F(s["lhs"][0][1]) != 0)
    step["lhs"][0][1] = str(-F(step["lhs"][0][1]))
    assert "lhs != product" in polyproof.check(artefact)


def test_closed_form_certificates_pass_the_kernel():
    ok, detail, failure = check_closed_form_certificates(POINTS, _alpha(PAPER_FORM), PAPER_FORM.optimum)
    assert ok and failure is None and "12 (M, E, delta) points" in detail


@pytest.mark.parametrize("name", sorted(WRONG_DUAL))
def test_kernel_refuses_a_wrong_dual(name):
    ok, _, failure = check_closed_form_certificates(POINTS, _alpha(PAPER_FORM), PAPER_FORM.optimum, WRONG_DUAL[name])
    assert not ok and failure["kernel"]


@pytest.mark.parametrize("name", sorted(WRONG_ALPHA))
def test_kernel_refuses_a_wrong_alpha(name):
    form = WRONG_ALPHA[name]
    ok, _, failure = check_closed_form_certificates(POINTS, _alpha(form), form.optimum)
    assert not ok and failure is not None


def test_the_claims_exact_route_saves_the_closed_form_certificate_and_refuses_a_wrong_alpha(tmp_path):
    """counting.optimum's `exact` route: the last closed-form certificate is saved and re-checks with the
    kernel from the file; with a wrong alpha_M the route reports a failure and saves nothing."""
    import json

    from proofs.counting.claims import route_closed_form_dual
    from workbench import kernel
    from workbench.runner import Context
    points = [(2, F(2), F(1, 10)), (5, F(3, 2), F(0))]
    ok, detail, failure, path = route_closed_form_dual(PAPER_FORM, Context(out_dir=tmp_path), points)
    assert ok and failure is None and path.endswith("M5_E3-2_d0_closed_form_dual.json")
    assert kernel.check_certificate(json.loads((tmp_path / path).read_text())) == PAPER_FORM.optimum(5, F(3, 2), F(0))
    ok, _, failure, path = route_closed_form_dual(WRONG_ALPHA["m off by one"], Context(out_dir=tmp_path / "w"), points)
    assert not ok and failure["M"] == 2 and path is None
