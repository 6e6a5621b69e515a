"""counting.optimum's proof for every M (proofs/counting/thm1_walk.py, the paper's walk argument as goals): it replays,
its links between goals hold, and a wrong alpha_M, a wrong optimum (every claim mutant of the registered closed
forms), a swapped goal, a tampered multiplier or fact, or a broken link is refused. It is not complete: the claim
(optimality over every M x M mechanism for every M) is Prose, which no replayed goal states (workbench.formal)."""
import copy
from fractions import Fraction as F

import pytest
import sympy as sp

from proofs.counting.claims import PAPER_FORM, ClosedForm
from proofs.counting.thm1_walk import link_problems, route_walk_proof, walk_proof
from tests.proofs.test_counting_thm1 import WRONG_ALPHA
from workbench.claims import CLOSED_FORMS, load_all
from workbench.formal import states_claim
from workbench.kernel import polyproof
from workbench.quality import claim_mutants

load_all()

WRONG_FORMS = {**WRONG_ALPHA,          # a wrong alpha_M (or P* without delta), and two more wrong optima
    "P* with delta doubled": ClosedForm(PAPER_FORM.even, PAPER_FORM.odd,
                                        lambda alpha, delta: 2 * delta + (1 - delta) * alpha, "2delta"),
    "E <-> 1/E": ClosedForm(even=lambda m, q: PAPER_FORM.even(m, 1 / q),
                            odd=lambda m, q: PAPER_FORM.odd(m, 1 / q), name="inverted"),
}


@pytest.fixture(scope="module")
def built():
    proof = walk_proof(PAPER_FORM)
    return proof, proof.artefact()


def test_the_walk_proof_replays_completely(built, tmp_path):
    proof, artefact = built
    assert polyproof.check(artefact) is None and proof.registry_mismatch(artefact) is None
    assert link_problems(artefact, proof.links) is None
    assert "rests on prose" in states_claim("counting.optimum", [artefact])       # Prose: never complete
    names = [goal["name"] for goal in artefact["goals"]]
    for parity in ("even", "odd"):
        assert f"{parity}: optimum - t >= 0 (Theorem 1's bound)" in names
        assert f"{parity}: P*'s diagonal delta + c a = the optimum (>= 0)" in names
    assert sum(name.startswith("triangle:") for name in names) == 8
    assert any(name.startswith("eps = 0: delta + (1 - delta)/M - t") for name in names)
    assert {"walk step: W - w v <= T + q w s_xyj", "walk bound: 1 + delta L - t (1 + L) >= 0"} <= set(names)
    assert not artefact["steps"] and "BOOKKEEPING" in artefact["statement"]
    assert set(proof.links) >= {"walk bound", "even: alpha_M's denominator > 0 (the goal)", "odd: series L (>=)"}
    result, path = route_walk_proof(PAPER_FORM, tmp_path)
    assert result.status == "pass" and result.strength == "proved"
    assert states_claim("counting.optimum", [polyproof.load(tmp_path / path)]) is not None
    assert (tmp_path / path).exists() and "47 of 47 goals and steps have no real counterexample" in result.detail


@pytest.mark.parametrize("name", sorted(WRONG_FORMS))
def test_a_wrong_alpha_or_pstar_fails(name, tmp_path):
    """Goals built from a wrong alpha_M or a wrong optimum do not replay (or cannot be written)."""
    result, _ = route_walk_proof(WRONG_FORMS[name], tmp_path)
    assert result.status == "fail"
    if "not polynomial" not in result.detail and "cannot be written" not in result.detail:
        assert polyproof.check(walk_proof(WRONG_FORMS[name]).artefact()) is not None


@pytest.mark.parametrize("parity", ["even", "odd"])
@pytest.mark.slow
def test_every_claim_mutant_of_the_registered_optimum_is_refused(parity, built, tmp_path, monkeypatch):
    """The bound and P*'s diagonal are rebuilt from the registry when the route runs: each claim mutant of the
    registered optimum changes them, and the artefact is refused (the whole route is run for the first)."""
    proof, artefact = built
    prefix = "delta + (1-delta) alpha_2m," if parity == "even" else "delta + (1-delta) alpha_2m+1"
    form = next(f for f in CLOSED_FORMS if f.claim == "counting.optimum" and f.name.startswith(prefix))
    original, refused = form.formula(), 0
    for description, mutant in claim_mutants.mutants(original):
        if sp.simplify(mutant - original) == 0:
            continue
        monkeypatch.setattr(form, "expression", mutant)
        if refused == 0:
            result, _ = route_walk_proof(PAPER_FORM, tmp_path)
            assert result.status == "fail" and "registered closed form" in result.detail, description
        assert "registered closed form" in proof.registry_mismatch(artefact), description
        refused += 1
    assert refused >= 10


def test_a_goal_swapped_for_a_true_but_irrelevant_one_is_refused_by_the_registry(built):
    """The even bound replaced by the eps = 0 bound (true, replays): the registry says it is not the claim."""
    proof, artefact = built
    bad = copy.deepcopy(artefact)
    goals = {goal["name"]: i for i, goal in enumerate(bad["goals"])}
    eps0 = next(name for name in goals if name.startswith("eps = 0: delta + (1 - delta)/M - t"))
    target = "even: optimum - t >= 0 (Theorem 1's bound)"
    bad["goals"][goals[target]] = dict(bad["goals"][goals[eps0]], name=target)
    assert polyproof.check(bad) is None
    assert "registered closed form" in proof.registry_mismatch(bad)


def test_tampered_multipliers_or_facts_fail(built):
    """For every goal with a derivation: doubling a multiplier, or dropping one of its facts, makes the replay
    refuse it, and so does the opposite inequality with the same derivation."""
    _, artefact = built
    tampered = 0
    for goal in artefact["goals"]:
        alone = dict(artefact, goals=[goal])          # one goal at a time: the others are not touched
        assert polyproof.check(alone) is None
        for term_index, term in enumerate(goal["terms"]):
            doubled = copy.deepcopy(goal)
            for monomial in doubled["terms"][term_index]["multiplier"]:
                monomial[1] = str(2 * F(monomial[1]))
            dropped = copy.deepcopy(goal)
            dropped["terms"][term_index]["facts"] = term["facts"][1:]
            for bad in (doubled, dropped):
                assert polyproof.check(dict(artefact, goals=[bad])) is not None, (goal["name"], term_index)
                tampered += 1
        negated = copy.deepcopy(goal)             # the opposite inequality, with the same derivation
        negated["numerator"] = [[monomial, str(-F(coefficient))] for monomial, coefficient in goal["numerator"]]
        assert polyproof.check(dict(artefact, goals=[negated])) is not None, goal["name"]
    assert tampered >= 150


def test_a_broken_link_between_goals_is_refused(built):
    """A hypothesis said to be a goal must be that goal's polynomial: weaken what the optimum goals assume of the
    walk bound (drop delta L) and they still replay, but the link check refuses; so does a lost strictness."""
    proof, artefact = built
    bad = copy.deepcopy(artefact)
    walk = next(h for h in bad["hypotheses"] if h["name"] == "walk bound")
    t_index = bad["variables"].index("t")
    walk["poly"] = [term for term in walk["poly"] if term[0][bad["variables"].index("L")] == 0
                    or term[0][t_index] == 1]
    assert "is not what goal" in link_problems(bad, proof.links)
    bad = copy.deepcopy(artefact)
    next(h for h in bad["hypotheses"] if h["name"] == "odd: alpha_M's denominator > 0 (the goal)").pop("strict")
    assert "is not what goal" in link_problems(bad, proof.links)
    assert "no goal" in link_problems(artefact, dict(proof.links, **{"walk bound": "missing"}))


def test_the_bookkeeping_is_corroborated_by_brute_force_and_a_wrong_walk_is_caught():
    """STATEMENT's bookkeeping (walks telescope, the walks are the class, the series split, |y-j| = |x-j| +- 1,
    the triangle inequality) holds exactly at M = 2..40 for two q; a walk that jumps to i0 is refused."""
    from proofs.counting.thm1_walk import bookkeeping_problems
    for q in (F(2, 3), F(1)):
        assert [M for M in range(2, 41) if bookkeeping_problems(M, q, seed=M)] == []
    jump = lambda j, i0: [j, i0] if j != i0 else [i0]
    assert "not the class" in bookkeeping_problems(5, F(2, 3), walk=jump)
    backwards = lambda j, i0: list(reversed(range(min(j, i0), max(j, i0) + 1)))
    assert bookkeeping_problems(6, F(2, 3), walk=backwards) is not None


@pytest.mark.slow
def test_the_walk_proof_route_passes_but_is_not_complete_and_a_wrong_alpha_fails_it(tmp_path, monkeypatch):
    """counting.optimum's check: the proof route (the walk proof) passes, but the claim is Prose (optimality over
    every M x M mechanism for every M), so once the engine settles it the route is not complete and the verdict
    `holds` is not `proved`; with a wrong alpha_M the proof route fails. (The certified LP grid is stubbed here: its
    own tests cover it.)"""
    import proofs.counting.claims as counting
    from workbench.claims import REGISTRY, RouteResult, decide, verdict_strength
    from workbench.earned import settle
    from workbench.runner import Context
    certificates = counting.route_closed_form_dual
    monkeypatch.setattr(counting, "route_optimum_lp", lambda form, ctx, grid: (RouteResult("pass", "stub"), None, []))
    monkeypatch.setattr(counting, "route_closed_form_dual",
                        lambda form, ctx: certificates(form, ctx, [(3, F(3, 2), F(1, 10))]))
    evidence = counting.optimum(Context(seed=0, out_dir=tmp_path, fuzz_examples=3))
    verdict, _ = decide(evidence)
    settle("counting.optimum", evidence, tmp_path, REGISTRY["counting.optimum"].formal)
    proof = evidence.routes["proof"]
    assert verdict == "holds" and proof.status == "pass" and proof.strength == "proved" and not proof.complete
    assert "not the whole claim" in proof.detail and verdict_strength(verdict, evidence) != "proved"
    assert "proofs/counting_theorem1_walk.json" in evidence.certificates
    wrong = counting.optimum(Context(seed=0, out_dir=tmp_path / "wrong", fuzz_examples=3), WRONG_FORMS["m off by one"])
    assert wrong.routes["proof"].status == "fail" and decide(wrong)[0] != "holds"
