"""PRAM Prop. 3.2's case split as goals (artefact pram_vertices_case_split): it replays, its goals are the
registered levels (a swapped goal is refused by the registry, a claim mutant of v_alpha / v_-alpha does not
replay), tampered multipliers and a wider hypothesis or threshold fail, and its tight-row table agrees with
cddlib's exact vertices of T_alpha."""
import copy
from fractions import Fraction

import pytest
import sympy as sp

import proofs.pram.prop3_2_vertices as pv
from workbench.claims import CLOSED_FORMS, load_all
from workbench.kernel import polyproof
from workbench.mechanisms.pram import dp_polytope
from workbench.quality import claim_mutants

load_all()


@pytest.fixture(scope="module")
def case_split():
    proof = pv.case_split_proof()
    return proof, proof.artefact()


def test_the_case_split_replays_and_states_its_hypotheses(case_split):
    """It replays, but it is not complete: pram.vertices' statement (the vertex set of T_alpha for every dimension S)
    is Prose, the chaining over S coordinates being bookkeeping no relation between fixed variables states."""
    from workbench.formal import states_claim
    proof, artefact = case_split
    assert polyproof.check(artefact) is None and proof.registry_mismatch(artefact) is None
    assert "prose" in states_claim("pram.vertices", [artefact]) and len(artefact["goals"]) == 38
    names = {goal["name"] for goal in artefact["goals"]}
    assert {"U x U: ratio1 tight => x >= v_alpha", "H tied to v_-alpha by ratio3(w, h): x >= v_max",
            "w tied to l by ratio2(w, l) and ratio3(l, w): x < v_min", "E = 1: v_max <= 1/S",
            "the claim's E <= E* implies E <= S - 2"} <= names
    assert all(goal["hypotheses"] for goal in artefact["goals"])
    tight = next(g for g in artefact["goals"] if g["name"] == "H tied to v_-alpha by ratio1(h, w): x >= v_max")
    assert tight["hypotheses"] == ["ratio1(x, y) <= 0 (tight)", "y <= v_-alpha"]


def test_z3_finds_no_counterexample(case_split):
    from workbench.z3_opinion import second_opinion
    opinion = second_opinion(case_split[1])
    if opinion is None:
        pytest.skip("z3 not installed")
    assert not opinion["counterexamples"]


def test_a_goal_swapped_for_a_true_but_irrelevant_goal_is_refused_by_the_registry(case_split):
    proof, artefact = case_split
    swapped = copy.deepcopy(artefact)
    index = next(i for i, g in enumerate(swapped["goals"]) if g["name"] == "L tied to v_alpha by ratio2(w, l): x <= v_min")
    other = next(g for g in swapped["goals"] if g["name"] == "E = 1: v_min >= 1/S")     # true, replays, beside the point
    swapped["goals"][index] = dict(copy.deepcopy(other), name=swapped["goals"][index]["name"])
    assert polyproof.check(swapped) is None
    assert "registered closed form" in proof.registry_mismatch(swapped)


@pytest.mark.parametrize("goal_name", ["U x U: ratio1 tight => x >= v_alpha", "H tied to v_-alpha by ratio3(w, h): x >= v_max",
                                       "w tied to h by ratio1(h, w) and ratio3(w, h): w <= v_-alpha",
                                       "the claim's E <= E* implies E <= S - 2"])
def test_a_tampered_multiplier_fails(case_split, goal_name):
    tampered = copy.deepcopy(case_split[1])
    goal = next(g for g in tampered["goals"] if g["name"] == goal_name)
    goal["terms"][0]["multiplier"] = [[exponents, str(2 * Fraction(c) + 1)] for exponents, c in goal["terms"][0]["multiplier"]]
    problem = polyproof.check(tampered)
    assert problem is not None and goal_name in problem


def test_a_dropped_fact_fails(case_split):
    tampered = copy.deepcopy(case_split[1])
    goal = next(g for g in tampered["goals"] if g["name"] == "h = v_max: every other w <= v_-alpha")
    goal["hypotheses"].remove("x >= v_max")
    assert "neither its hypothesis" in polyproof.check(tampered)


@pytest.mark.parametrize("name, index", [("v_alpha", 1), ("v_alpha", 6), ("v_-alpha", 0), ("v_-alpha", 8)])
def test_a_claim_mutant_of_v_alpha_or_v_minus_alpha_does_not_replay(monkeypatch, name, index):
    """A sample of the claim mutants (all 23 non-equivalent ones were run once, every one refused: see
    docs/pram-vertices.md); each rebuilt artefact states the mutant's goals and its derivations fail."""
    form = next(f for f in CLOSED_FORMS if f.claim == "pram.vertices" and f.name.startswith(name))
    original = form.formula()
    mutants = [m for _, m in claim_mutants.mutants(original) if sp.simplify(m - original) != 0]
    monkeypatch.setattr(form, "expression", mutants[index])
    assert polyproof.check(pv.case_split_proof().artefact()) is not None


@pytest.mark.slow
def test_a_wider_hypothesis_or_a_larger_threshold_fails():
    artefact = pv.case_split_proof(margin=1).artefact()     # E <= S - 1: at E = S - 1 ratio1(w, h) = ratio1(h, w)
    assert "U x H: ratio1 slack" in polyproof.check(artefact)
    pin = next(g for g in artefact["goals"] if g["name"] == "H tied to v_-alpha by ratio3(w, h): x >= v_max")
    assert polyproof.check(dict(artefact, goals=[pin])) is not None       # h = 1 - (1 - b)/E, below v_max there
    wrong = pv.case_split_proof(threshold=lambda S: (S - 1 + sp.sqrt(S * (S - 4))) / 2).artefact()
    assert "the claim's E <= E*" in polyproof.check(wrong)


# The table, written out independently of the artefact: for an ordered pair (k, l) by region (U = [v_-alpha,
# v_alpha], H above, L below), the rows ROW(q_k, q_l) that may be tight ('U=a' / 'U=b': only when both are a / b).
MAY_BE_TIGHT = {("U", "U"): {"ratio1 at a", "ratio2 at b"}, ("H", "U"): {"ratio1"}, ("U", "H"): {"ratio3"},
                ("L", "U"): {"ratio3"}, ("U", "L"): {"ratio2"}, ("H", "L"): {"ratio1", "ratio2"}, ("L", "H"): {"ratio3"}}


@pytest.mark.parametrize("S, E", [(5, Fraction(2)), (6, Fraction(3, 2)), (6, Fraction(4))])
def test_the_tight_row_table_holds_at_cdds_vertices(S, E):
    from workbench.polytope import vertices
    a, b = E / (S - 1 + E), 1 / (1 + (S - 1) * E)
    rows = {"ratio1": lambda k, l: E - (S - 1) * k - E * l, "ratio2": lambda k, l: k + E * (S - 1) * l - 1,
            "ratio3": lambda k, l: E - 1 + k - E * l}
    region = lambda v: "H" if v > a else "L" if v < b else "U"          # noqa: E731
    seen = set()
    for vertex in vertices(dp_polytope(S, E)):
        assert all(0 < v < 1 for v in vertex)                            # single rows are never tight
        for k, qk in enumerate(vertex):
            for l, ql in enumerate(vertex):
                if k == l:
                    continue
                for name, row in rows.items():
                    if row(qk, ql) == 0:
                        label = name if (region(qk), region(ql)) != ("U", "U") else \
                            f"{name} at {'a' if qk == ql == a else 'b' if qk == ql == b else '?'}"
                        assert label in MAY_BE_TIGHT[region(qk), region(ql)], (vertex, k, l, name)
                        seen.add((region(qk), region(ql), label))
    assert {("H", "U", "ratio1"), ("L", "U", "ratio3") if E == S - 2 else ("U", "L", "ratio2")} & seen


def test_at_alpha_zero_t_alpha_is_one_point():
    from workbench.polytope import vertices
    for S in (4, 6):
        assert vertices(dp_polytope(S, Fraction(1))) == {tuple([Fraction(1, S)] * S)}
