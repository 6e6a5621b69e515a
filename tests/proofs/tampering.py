"""The generic ways to tamper with a polynomial proof artefact, shared by the proof tests: each function makes every
tampered copy of one kind and asserts that the trusted replayer (or the registry check) refuses it, so a new proof
module's tests call these instead of copying the loops."""
import copy
from fractions import Fraction as F

import sympy as sp

from workbench.formal import states_claim
from workbench.kernel import polyproof
from workbench.quality import claim_mutants

FLIPPED = {">=": "<", "<=": ">", ">": "<=", "<": ">="}


def replays_completely(proof, complete=True):
    """proof's artefact replays, matches the registry, and its goals state the claim's formal statement (workbench.formal)
    exactly when `complete`; returns the artefact."""
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None and proof.registry_mismatch(artefact) is None
    gap = states_claim(proof.claim, [artefact])
    assert (gap is None) == complete, gap
    return artefact


def route_proves(result, paths, complete=True, out_dir=None):
    """A proof route's (result, paths) passed with strength 'proved', wrote its artefacts, and (read from out_dir)
    they state the claim's formal statement exactly when `complete`."""
    assert result.status == "pass" and result.strength == "proved" and paths
    if out_dir is not None:
        artefacts = [polyproof.load(f"{out_dir}/{path}") for path in paths]
        gap = states_claim(artefacts[0]["claim"], artefacts)
        assert (gap is None) == complete, gap


def _doubled(multiplier):
    return [[e, str(2 * F(c))] for e, c in multiplier]


def refuses_tampered_terms(artefact, first_term_only=False, drop_facts=True):
    """For every derivation term (each goal's first only, if first_term_only): its multiplier doubled fails the
    replay, and (drop_facts) so does the term with its facts dropped. Returns how many copies were refused."""
    refused = 0
    for index, goal in enumerate(artefact["goals"]):
        if goal["relation"] == "=":
            refused += refuses_changed_side(artefact, index)
            continue
        positions = range(min(1, len(goal["terms"]))) if first_term_only else range(len(goal["terms"]))
        for position in positions:
            doubled = copy.deepcopy(artefact)
            term = doubled["goals"][index]["terms"][position]
            term["multiplier"] = _doubled(term["multiplier"])
            assert polyproof.check(doubled) is not None, (goal["name"], position)
            refused += 1
            if drop_facts:
                dropped = copy.deepcopy(artefact)
                dropped["goals"][index]["terms"][position]["facts"] = []     # the multiplier alone, without its fact
                assert polyproof.check(dropped) is not None, (goal["name"], position)
                refused += 1
    return refused


def pinned_apart(artefact):
    """(the artefact without the goals Proof.pinned wrote, named '... (>=)' and '... (<=)'; those goals' indices)."""
    pinned = [index for index, goal in enumerate(artefact["goals"]) if goal["name"].endswith((" (>=)", " (<=)"))]
    rest = copy.deepcopy(artefact)
    rest["goals"] = [goal for index, goal in enumerate(artefact["goals"]) if index not in pinned]
    return rest, pinned


def refuses_pinned_terms_without_facts(artefact, pinned):
    """Each term of each pinned goal (Proof.pinned) with its facts dropped, the multiplier alone, fails the replay.
    (Doubling is no test there: when the domain gives one side of a pin, m - 1 >= 0 on m >= 1, the goal that uses the
    other side, 1 - m >= 0, still follows with its multiplier doubled, the surplus being nonneg on the box.) Returns
    how many copies were refused."""
    refused = 0
    for index in pinned:
        for position in range(len(artefact["goals"][index]["terms"])):
            dropped = copy.deepcopy(artefact)
            dropped["goals"][index]["terms"][position]["facts"] = []
            assert polyproof.check(dropped) is not None, (artefact["goals"][index]["name"], position)
            refused += 1
    return refused


def refuses_changed_side(artefact, index):
    """An equality goal with 1 added to its left side fails the replay (the replayer expands the sides' trees
    itself). Returns 1."""
    changed = copy.deepcopy(artefact)
    changed["goals"][index]["lhs"] = ["+", changed["goals"][index]["lhs"], ["n", "1"]]
    assert polyproof.check(changed) is not None, artefact["goals"][index]["name"]
    return 1


def refuses_lost_strictness(artefact):
    """Every strict hypothesis made non-strict fails the replay (some goal needed it strict)."""
    for hypothesis in (h for h in artefact["hypotheses"] if h.get("strict")):
        loose = copy.deepcopy(artefact)
        next(h for h in loose["hypotheses"] if h["name"] == hypothesis["name"]).pop("strict")
        assert polyproof.check(loose) is not None, hypothesis["name"]


def refuses_every_tampering(artefact, first_term_only=False):
    """refuses_tampered_terms (multipliers doubled, facts dropped) and refuses_lost_strictness."""
    refuses_tampered_terms(artefact, first_term_only)
    refuses_lost_strictness(artefact)


def refuses_flipped_relations(artefact):
    """Every goal with a nonzero numerator, its relation turned into the opposite one (>= into <), fails the
    replay. Returns how many goals were flipped."""
    nonzero = [index for index, goal in enumerate(artefact["goals"])
               if goal["relation"] != "=" and any(F(c) != 0 for _, c in goal["numerator"])]
    for index in nonzero:
        flipped = copy.deepcopy(artefact)
        target = flipped["goals"][index]
        target["relation"] = FLIPPED[target["relation"]]
        assert polyproof.check(flipped) is not None, target["name"]
    return len(nonzero)


def refuses_strengthened_goals(artefact):
    """Each goal N/D >= 0 made stronger, (N - s)/D >= 0 with s the denominator's sign (<=: N + s), keeps its
    derivation and fails: the residual drops by a positive constant."""
    for index, goal in enumerate(artefact["goals"]):
        if goal["relation"] == "=":
            refuses_changed_side(artefact, index)
            continue
        bad = copy.deepcopy(artefact)
        shift = -goal["denominator_sign"] * (1 if goal["relation"] in (">=", ">") else -1)
        bad["goals"][index]["numerator"] = goal["numerator"] + [[[0] * len(artefact["variables"]), str(shift)]]
        assert "does not follow" in polyproof.check(bad), goal["name"]


def refuses_generic_tamperings(proof, choose_fact, first_term_only=False, factor=1):
    """All the generic checks on proof's artefact: refuses_every_tampering, refuses_strengthened_goals and
    registry_refuses_goals_beside (see each)."""
    artefact = proof.artefact()
    refuses_every_tampering(artefact, first_term_only)
    refuses_strengthened_goals(artefact)
    registry_refuses_goals_beside(proof, artefact, choose_fact, factor)


def z3_finds_no_counterexample(proof):
    """z3's second opinion agrees with every goal and step of proof (the test is skipped without z3)."""
    import pytest
    from workbench.z3_opinion import second_opinion
    opinion = second_opinion(proof.artefact())
    if opinion is None:
        pytest.skip("z3 not installed")
    assert opinion["agrees"] == len(proof.goals) + len(proof.steps) and not opinion["counterexamples"]


def fact_other_than_the_goal(goal, hypotheses):
    """The first of the goal's hypotheses (then of all) whose polynomial is not the goal's numerator."""
    return next(name for name in goal["hypotheses"] + list(hypotheses)
                if sorted(map(str, hypotheses[name])) != sorted(map(str, goal["numerator"])))


def first_fact(goal, hypotheses):
    """The goal's first hypothesis, or the artefact's first if the goal has none."""
    return (goal["hypotheses"] or list(hypotheses))[0]


def registry_refuses_goals_beside(proof, artefact, choose_fact, factor=1):
    """Every goal replaced, one at a time, by the true goal 'factor * fact >= 0' derived from the fact
    choose_fact(goal, hypotheses) names: the copy replays, but the registry check says it is not the claim."""
    hypotheses = {h["name"]: h["poly"] for h in artefact["hypotheses"]}
    one = [[[0] * len(artefact["variables"]), "1"]]
    for index, goal in enumerate(artefact["goals"]):
        fact = choose_fact(goal, hypotheses)
        numerator = hypotheses[fact] if factor == 1 else [[e, str(factor * F(c))] for e, c in hypotheses[fact]]
        multiplier = one if factor == 1 else [[one[0][0], str(factor)]]
        beside = copy.deepcopy(artefact)
        beside["goals"][index] = {"name": goal["name"], "relation": ">=", "hypotheses": [fact],
                                  "numerator": numerator, "denominator": one, "denominator_sign": 1,
                                  "scale": one, "terms": [{"multiplier": multiplier, "facts": [fact]}]}
        if numerator == goal.get("numerator"):
            continue                                         # the goal is its fact (a per-index case, summed)
        if any(entry["goal"] == goal["name"] for entry in artefact.get("sums", [])):   # a summed goal: its lemma
            assert polyproof.check(beside) is not None or "registered closed form" in proof.registry_mismatch(beside)
            continue                                         # changes too, and the replay may refuse it first
        assert polyproof.check(beside) is None
        assert "registered closed form" in proof.registry_mismatch(beside), goal["name"]


def refused_mutants(form, build, monkeypatch, most=None):
    """Each claim mutant of the registered closed form `form` (one that differs from it) put in the registry:
    build() either cannot state its goals or makes an artefact the replay refuses. Returns how many mutants were
    judged (the first `most`, if given)."""
    original, judged = form.formula(), 0
    for description, mutant in claim_mutants.mutants(original):
        if sp.simplify(mutant - original) == 0:
            continue
        monkeypatch.setattr(form, "expression", mutant)
        try:
            problem = polyproof.check(build().artefact())
        except (ValueError, TypeError, LookupError, ZeroDivisionError, sp.PolynomialError):
            problem = "not stateable"
        assert problem is not None, description
        judged += 1
        if judged == most:
            break
    return judged
