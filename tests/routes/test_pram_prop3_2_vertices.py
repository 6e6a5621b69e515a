"""PRAM Prop. 3.2 for every S: the five families' artefacts replay, and wrong families fail the replay."""
from fractions import Fraction

import pytest
import sympy as sp

import proofs.pram.prop3_2_vertices as pv
from workbench.claims import CLOSED_FORMS
from workbench.kernel import polyproof
from workbench.mechanisms.pram import dp_polytope
from workbench.polytope import is_vertex, slack


@pytest.mark.slow
def test_every_family_replays_and_z3_agrees():
    from workbench.z3_opinion import second_opinion
    for family, proof in pv.all_proofs().items():
        assert polyproof.check(proof.artefact()) is None, family
        opinion = second_opinion(proof.artefact())
        if opinion is not None:
            assert not opinion["counterexamples"], family


@pytest.mark.parametrize("plus_range, step", [((1, 2), "block 1 has two indices"), ((2, 1), "block 2 has two indices")])
def test_one_plus_or_one_minus_coordinate_fails(plus_range, step):
    """#plus = 1 (or S - 1) gives a feasible point that is not a vertex: the block argument needs two indices."""
    problem = polyproof.check(pv.family_proof("mixed", plus_range=plus_range).artefact())
    assert problem is not None and step in problem


def test_wrong_levels_fail():
    levels = pv.default_levels()
    midpoint = dict(levels, **{"v_max": (levels["v_max"] + levels["v_-alpha"]) / 2})   # feasible, not a vertex
    problem = polyproof.check(pv.family_proof("one v_max", midpoint).artefact())
    assert problem is not None and "is a tight class" in problem
    too_big = dict(levels, **{"v_max": pv.E / (1 / pv.E + pv.S - 2)})                 # infeasible
    assert "slack" in polyproof.check(pv.family_proof("one v_max", too_big).artefact())
    wrong_min = dict(levels, **{"v_min": 1 / (pv.E * (pv.E + pv.S))})
    assert polyproof.check(pv.family_proof("one v_min", wrong_min).artefact()) is not None


def test_beyond_e_alpha_s_minus_2_the_v_max_family_fails():
    problem = polyproof.check(pv.family_proof("one v_max", margin=1).artefact())
    assert problem is not None and "ratio3 (v_-alpha, v_max)" in problem


def test_levels_are_the_registered_closed_forms():
    import proofs.pram.claims  # noqa: F401  (registers the closed forms)
    registered = {form.name.split(" = ")[0]: form.formula() for form in CLOSED_FORMS
                  if form.claim in ("pram.range", "pram.vertices")}
    for name, expression in pv.default_levels().items():
        assert sp.simplify(registered[name] - expression) == 0, name


def _point(family, S, E, plus):
    values = {name: Fraction(str(expr.subs({pv.S: S, pv.E: sp.Rational(E.numerator, E.denominator)})))
              for name, expr in pv.default_levels().items()}
    sizes = {pv.S: S, pv.p: plus, pv.n: S - plus}
    return [values[level] for level, size in pv.FAMILIES[family] for _ in range(int(size.subs(sizes)))]


@pytest.mark.parametrize("S, E, plus", [(4, Fraction(2), 2), (6, Fraction(3, 2), 3), (7, Fraction(5), 2)])
def test_row_classes_are_the_rows_of_dp_polytope(S, E, plus):
    """The symbolic rows match mechanisms.pram.dp_polytope: at concrete (S, E) the set of slacks over all
    rows equals the set of the classes' slacks, and each point is a vertex by the exact rank test."""
    rows = dp_polytope(S, E)
    for family in pv.FAMILIES:
        point = _point(family, S, E, plus)
        actual = {slack(row, point) for row in rows}
        classes = {Fraction(str(sp.nsimplify(s.subs({pv.S: S, pv.E: sp.Rational(E.numerator, E.denominator)}))))
                   for _, _, s in pv.row_classes(family, pv.default_levels())}
        assert actual == classes, family
        assert is_vertex(rows, point), family


@pytest.mark.slow
def test_the_route_passes_and_refuses_plus_one(tmp_path):
    """The eleven artefacts replay (strength proved) but are not complete: pram.vertices' statement is Prose (the vertex
    set in every dimension S; the chaining over S coordinates is no relation between fixed variables)."""
    from proofs.pram.claims import vertices_proof_route
    from tests.proofs.tampering import route_proves
    route, paths = vertices_proof_route(tmp_path)
    assert route.status == "pass" and len(paths) == 11 and all((tmp_path / p).exists() for p in paths)
    route_proves(route, paths, complete=False, out_dir=tmp_path)
    wrong, _ = vertices_proof_route(tmp_path, plus_range=(1, 2))
    assert wrong.status == "fail" and "mixed" in wrong.detail


def test_the_lone_coordinate_points_are_not_vertices_and_a_real_vertex_is_refused():
    """#plus = 1 and S - 1 replay as non-vertices; the same argument for a true vertex (one v_max, the rest
    v_-alpha, whose ratio1 row is tight) or for all v_alpha fails the replay."""
    assert polyproof.check(pv.lone_coordinate_proof("v_alpha", "v_-alpha").artefact()) is None
    assert polyproof.check(pv.lone_coordinate_proof("v_-alpha", "v_alpha").artefact()) is None
    problem = polyproof.check(pv.lone_coordinate_proof("v_max", "v_-alpha").artefact())
    assert problem is not None and "ratio1 (v_max, v_-alpha)" in problem
    with pytest.raises(ValueError, match="repeated"):     # its rows (k, l) and (l, k) are one row: a name twice
        polyproof.check(pv.lone_coordinate_proof("v_alpha", "v_alpha").artefact())


@pytest.mark.parametrize("S, E", [(4, Fraction(3, 2)), (6, Fraction(4))])
def test_the_lone_coordinate_points_are_not_vertices_on_the_polytope(S, E):
    rows = dp_polytope(S, E)
    for plus in (1, S - 1):
        point = _point("mixed", S, E, plus)
        assert all(slack(row, point) >= 0 for row in rows) and not is_vertex(rows, point)


def test_the_inner_vertex_lemma_replays_and_refuses_wrong_levels():
    assert polyproof.check(pv.inner_vertices_proof().artefact()) is None
    levels = pv.default_levels()
    for wrong in ({"v_alpha": pv.E / (pv.S + pv.E)}, {"v_-alpha": 1 / (2 + (pv.S - 1) * pv.E)}):
        problem = polyproof.check(pv.inner_vertices_proof(dict(levels, **wrong)).artefact())
        assert problem is not None and "slack" in problem


@pytest.mark.parametrize("S, E", [(5, Fraction(2)), (6, Fraction(3, 2))])
def test_the_inner_vertex_lemma_on_the_polytope(S, E):
    """cdd's vertices of T_alpha inside [v_-alpha, v_alpha]^S are the two-level points with #plus != 1, S - 1."""
    from workbench.polytope import vertices
    a, b = E / (S - 1 + E), 1 / (1 + (S - 1) * E)
    inner = {v for v in vertices(dp_polytope(S, E)) if all(b <= c <= a for c in v)}
    assert inner and all(set(v) <= {a, b} and sum(c == a for c in v) not in (1, S - 1) for v in inner)
    assert len(inner) == 2 ** S - 2 * S


def test_the_one_outlier_case_replays_and_refuses_wrong_levels_and_a_wider_hypothesis():
    assert polyproof.check(pv.one_outlier_proof().artefact()) is None
    levels = pv.default_levels()
    assert "v_max tight" in polyproof.check(pv.one_outlier_proof(dict(levels, **{"v_max": pv.E / (1 / pv.E + pv.S)})
                                                                 ).artefact())
    assert "v_min tight" in polyproof.check(pv.one_outlier_proof(dict(levels, **{"v_min": 1 / (pv.E * (pv.E + pv.S))})
                                                                 ).artefact())
    assert polyproof.check(pv.one_outlier_proof(margin=1).artefact()) is not None


@pytest.mark.parametrize("S, E", [(5, Fraction(2)), (6, Fraction(4)), (7, Fraction(3, 2))])
def test_the_one_outlier_case_on_the_polytope(S, E):
    """cdd's vertices with exactly one coordinate outside [v_-alpha, v_alpha] are families 4 and 5."""
    from workbench.polytope import vertices
    a, b = E / (S - 1 + E), 1 / (1 + (S - 1) * E)
    v_min, v_max = 1 / (E * (E + S - 1)), E ** 2 / (1 + (S - 1) * E)
    outliers = [v for v in vertices(dp_polytope(S, E)) if sum(not b <= c <= a for c in v) == 1]
    assert len(outliers) == 2 * S
    assert all(sorted(v) in (sorted([v_min] + [a] * (S - 1)), sorted([v_max] + [b] * (S - 1))) for v in outliers)


@pytest.mark.slow
def test_the_two_outlier_case_replays_and_a_wider_hypothesis_or_a_tampered_goal_fails():
    proof = pv.two_outlier_proof()
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None
    assert sum(goal["name"].startswith("det ") and goal["relation"] == ">" for goal in artefact["goals"]) == 21
    assert sum(goal["name"].startswith("pair ") and "denominator" not in goal["name"] for goal in artefact["goals"]) == 21
    assert polyproof.check(pv.two_outlier_proof(margin=1).artefact()) is not None
    refuting = next(goal for goal in artefact["goals"] if goal["name"].startswith("pair ") and goal["terms"])
    refuting["terms"][0]["multiplier"] = [[exponents, str(2 * Fraction(c) + 1)]
                                          for exponents, c in refuting["terms"][0]["multiplier"]]
    assert polyproof.check(artefact) is not None


def test_goals_use_the_hypotheses_and_a_claim_mutant_is_refused():
    """The goals state their hypotheses (E <= S - 2, E > 1) and come from the registered closed forms: a
    changed v_max no longer matches the artefact's goals, and its own goals do not replay."""
    import proofs.pram.claims  # noqa: F401
    proof = pv.one_outlier_proof()
    artefact = proof.artefact()
    assert {"E <= S - 2", "E > 1"} <= {h["name"] for h in artefact["hypotheses"]}
    assert all(goal["hypotheses"] for goal in artefact["goals"])
    form = next(f for f in CLOSED_FORMS if f.claim == "pram.range" and f.name.startswith("v_max"))
    original = form.expression
    try:
        object.__setattr__(form, "expression", pv.E ** 2 / (2 + (pv.S - 1) * pv.E))
        assert proof.registry_mismatch(artefact) is not None
        assert polyproof.check(pv.one_outlier_proof().artefact()) is not None
    finally:
        object.__setattr__(form, "expression", original)


@pytest.mark.slow
def test_the_route_replays_the_cached_artefacts_and_a_tampered_cache_fails(tmp_path):
    from proofs.pram.claims import vertices_proof_route
    first, _ = vertices_proof_route(tmp_path)
    (cache,) = (tmp_path / "proofs" / "cache").iterdir()
    again, _ = vertices_proof_route(tmp_path)
    assert first.status == again.status == "pass" and "replayed now" in again.detail
    import json
    data = json.loads(cache.read_text())
    goal = data["artefacts"]["pram_vertices_one_v_max"]["goals"][0]
    goal["numerator"] = [[exponents, str(-Fraction(c) - 1)] for exponents, c in goal["numerator"]] or [[[0] * 6, "-1"]]
    cache.write_text(json.dumps(data))
    tampered, _ = vertices_proof_route(tmp_path)
    assert tampered.status == "fail" and "one_v_max" in tampered.detail


@pytest.mark.parametrize("S, E", [(5, Fraction(2)), (6, Fraction(4))])
def test_no_vertex_has_two_outliers_on_the_polytope(S, E):
    from workbench.polytope import vertices
    a, b = E / (S - 1 + E), 1 / (1 + (S - 1) * E)
    assert not [v for v in vertices(dp_polytope(S, E)) if max(v) > a and min(v) < b]


def test_the_two_outlier_screen_skips_only_requirements_whose_goal_cannot_replay():
    """The builder skips a requirement that holds at a sample point of the domain; its goal (the requirement
    violated at the pair's solution) would then be false there, so the trusted replay refuses it: the screen
    changes which trials run, not which requirement is chosen."""
    levels = pv.default_levels()
    hypotheses = [pv.margin_hypothesis(), pv.E_ABOVE_1]
    skipped = 0
    for pair in (("ratio1 (1, 2)", "ratio2 (1, 2)"), ("ratio3 (2, 1)", "phi1 = psi3"), ("phi1 = psi2", "phi3 = psi3")):
        for requirement, (expression, strict) in pv.two_outlier_requirements(levels, pair).items():
            relation = "<=" if strict else "<"
            if pv._violated_at_samples(expression, pair, relation, pv.MARGIN):
                continue
            skipped += 1
            trial = pv._proof("", "", pv.MARGIN)
            pv._goal(trial, "trial", sp.cancel(expression.subs(pv._pin_solution(*pair))), relation, hypotheses)
            assert polyproof.check(trial.artefact()) is not None, (pair, requirement)
    assert skipped >= 10
