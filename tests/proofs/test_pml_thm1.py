"""Thm. 1 of paper 002 for every N, c, E: the proofs replay, and a wrong Xi, a wrong attaining column or a
tampered dual multiplier is refused."""
from fractions import Fraction as F

import pytest
import sympy as sp

import proofs.pml.thm1 as pml_thm1
from proofs.pml.thm1 import E, c, k
from workbench.kernel import polyproof
from workbench.lp.families import pml_eta_lp
from workbench.mechanisms.pml import eta_tv, satisfies_pml, xi_bound

WRONG_XI = {"N - 1 for N": lambda E_, c_, N_: (E_ - 1) / (E_ * (1 - (N_ - 1) * c_) + 1),
            "1 + Nc": lambda E_, c_, N_: (E_ - 1) / (E_ * (1 + N_ * c_) + 1),
            "E for E - 1": lambda E_, c_, N_: E_ / (E_ * (1 - N_ * c_) + 1)}


def test_both_proofs_replay():
    assert polyproof.check(pml_thm1.bound_proof().artefact()) is None
    assert polyproof.check(pml_thm1.attainment_proof().artefact()) is None


@pytest.mark.slow
def test_z3_finds_no_counterexample_to_either_proof():
    from workbench.z3_opinion import second_opinion
    for proof in (pml_thm1.bound_proof(), pml_thm1.attainment_proof()):
        opinion = second_opinion(proof.artefact())
        if opinion is None:
            pytest.skip("z3 not installed")
        assert opinion["agrees"] == len(proof.goals) + len(proof.steps) and not opinion["counterexamples"]


@pytest.mark.parametrize("name", WRONG_XI)
def test_a_wrong_xi_fails_both_replays(name):
    bound = polyproof.check(pml_thm1.bound_proof(WRONG_XI[name]).artefact())
    assert bound is not None and "dual value" in bound
    assert polyproof.check(pml_thm1.attainment_proof(xi=WRONG_XI[name]).artefact()) is not None


XI_ODD = pml_thm1.xi_first(E, c, 2 * k + 1)
D = 1 + E * (1 - pml_thm1.N * c)
WRONG_COLUMNS = {
    "odd: last entry Xi": ("odd", [(XI_ODD, k), (sp.Integer(0), k), (XI_ODD, 1)]),
    "odd: last entry Xi (1/(Ec) - k + 1)": ("odd", [(XI_ODD, k), (sp.Integer(0), k),
                                                    (XI_ODD * (1 / (E * c) - k + 1), 1)]),
    "odd: k + 1 zeros": ("odd", [(XI_ODD, k), (sp.Integer(0), k + 1), (XI_ODD * (1 / (E * c) - k), 1)]),
    "odd: top entry Xi/2": ("odd", [(XI_ODD / 2, k), (sp.Integer(0), k), (XI_ODD / 2 * (1 / (E * c) - k), 1)]),
    "Remark 2: q and N - q swapped": ("Remark 2", [(pml_thm1.remark2_column()[0][0], pml_thm1.N - pml_thm1.q),
                                                   (pml_thm1.remark2_column()[1][0], pml_thm1.q)]),
    "Remark 2: M with 1 + cq": ("Remark 2", [(E * (1 + c * pml_thm1.q) / D, pml_thm1.q),
                                             (pml_thm1.remark2_column()[1][0], pml_thm1.N - pml_thm1.q)]),
    "E N c >= 2: last entry 1/2": ("E N c >= 2", [(sp.Rational(1, 2), pml_thm1.N - 2), (sp.Integer(1), 1),
                                                  (sp.Rational(1, 2), 1)]),
}


@pytest.mark.parametrize("name", WRONG_COLUMNS)
def test_a_wrong_attaining_column_fails_the_replay(name):
    case, column = WRONG_COLUMNS[name]
    problem = polyproof.check(pml_thm1.attainment_proof(columns={case: column}).artefact())
    assert problem is not None and f"{case}:" in problem


def test_the_dual_solution_is_dual_feasible_in_the_lp_family_with_value_xi1():
    """The parametric multipliers, instantiated, are an exact dual solution of pml_eta_lp (more outputs and
    other events too), so the symbolic variable types cover every LP column."""
    for N, E_, c_, L, A in [(2, F(3, 2), F(1, 4), 2, (1,)), (5, F(2), F(1, 10), 3, (1, 3)), (4, F(7), F(1, 8), 4, (2,)),
                            (3, F(1), F(1, 3), 2, (1,)), (6, F(5, 2), F(1, 30), 3, (2, 3))]:
        value = pml_thm1.dual_check(pml_eta_lp(N, E_, c_, L, A), pml_thm1.dual_solution(N, E_, c_, L, A))
        assert value == pml_thm1.xi_first(E_, c_, N) and min(value, 1) == xi_bound(E_, c_, N)


def test_a_tampered_dual_multiplier_is_refused():
    lp, solution = pml_eta_lp(4, F(2), F(1, 10)), pml_thm1.dual_solution(4, F(2), F(1, 10))
    for name in ("row_3", "pml_1_1_2", "row_1"):
        tampered = dict(solution, **{name: solution[name] * F(9, 10)})
        assert pml_thm1.dual_check(lp, tampered) != solution and pml_thm1.dual_check(lp, tampered) is None
    assert pml_thm1.dual_check(lp, dict(solution, pml_2_2_1=-solution["pml_2_2_1"])) is None


def _kernel(case, values: dict):
    column = []
    for value, count in case.column:
        column += [F(str(sp.nsimplify(value.subs(values) if hasattr(value, "subs") else value)))] * int(
            sp.sympify(count).subs(values))
    return [[v, 1 - v] for v in column]


@pytest.mark.parametrize("N, E_, c_", [(4, F(3, 2), F(1, 8)), (5, F(2), F(1, 10)), (3, F(7, 2), F(1, 6)),
                                       (5, F(37, 10), F(1, 10)), (6, F(9), F(1, 12)), (7, F(5), F(1, 14))])
def test_the_symbolic_kernels_attain_xi_exactly_where_their_case_applies(N, E_, c_):
    """Instantiated, the case that covers (N, E, c) gives a kernel the exact PML checker accepts at E, with
    eta_TV == Xi; the case split is the one the proof's coverage steps describe."""
    remark2, odd, saturated = pml_thm1.cases()
    half = N // 2
    if E_ * N * c_ >= 2:
        case, values = saturated, {pml_thm1.N: N}
    elif N % 2 == 0 or E_ * c_ * (half + 1) <= 1:
        case, values = remark2, {pml_thm1.N: N, pml_thm1.q: half}
    else:
        case, values = odd, {k: half}
    K = _kernel(case, {E: E_, c: c_, **values})
    assert len(K) == N and satisfies_pml(K, E_, c_) and eta_tv(K) == xi_bound(E_, c_, N)


@pytest.mark.slow
def test_the_route_of_pml_eta_bound_passes_and_writes_both_artefacts(tmp_path):
    from proofs.pml.claims import thm1_proof_route
    route, paths = thm1_proof_route(tmp_path)
    assert route.status == "pass" and "85 of 85" in route.detail
    assert all(polyproof.main(["polyproof", str(tmp_path / path)]) == 0 for path in paths)


def test_a_looser_xi_replays_without_the_dual_value_but_is_not_the_registered_claim():
    """Xi with E for E - 1 is a true, weaker bound: with the 'dual value' step removed its goal replays, yet the
    route rebuilds the goal from the registered Xi and refuses it."""
    built = pml_thm1.bound_proof()
    looser = pml_thm1.bound_proof(WRONG_XI["E for E - 1"]).artefact()
    looser["steps"] = [step for step in looser["steps"] if step["name"] != "dual value"]
    assert polyproof.check(looser) is None
    assert "registered closed form" in built.registry_mismatch(looser)
    assert built.registry_mismatch(built.artefact()) is None


@pytest.mark.slow
def test_every_claim_mutant_of_xi_is_refused_by_both_proofs(monkeypatch):
    """A mutant of the registered Xi changes the goals: both proofs built before it no longer match the registry
    (the route refuses them), and the bound proof built from it does not replay. A mutant that is no
    min{Xi1, 1} cannot be read as Xi1 at all."""
    from workbench.quality import claim_mutants
    from workbench.claims import CLOSED_FORMS
    import proofs.pml.claims  # noqa: F401  (registers Xi)
    form = next(f for f in CLOSED_FORMS if f.claim == "pml.eta-bound" and f.name.startswith("Xi"))
    built = [pml_thm1.bound_proof(), pml_thm1.attainment_proof()]
    artefacts = [proof.artefact() for proof in built]
    mismatched, unreadable = 0, 0
    for description, mutant in claim_mutants.mutants(form.formula()):
        if sp.simplify(mutant - form.formula()) == 0:
            continue
        monkeypatch.setattr(form, "expression", mutant)
        try:
            pml_thm1.registered_xi1()
        except ValueError:
            unreadable += 1
            continue
        assert all(proof.registry_mismatch(artefact) for proof, artefact in zip(built, artefacts)), description
        assert polyproof.check(pml_thm1.bound_proof().artefact()) is not None, description
        mismatched += 1
    assert mismatched >= 8, (mismatched, unreadable)


def test_the_goals_need_their_hypotheses():
    """Dropping a summed PML row from the bound's derivation, or a TV fact (s+ <= t K(B|x)) from the TV goal, or
    making Remark 2's failure condition non-strict, leaves a goal that the replay refuses. None of the artefacts is
    complete: eta_TV(eps, c) is a supremum over every kernel in M(eps, c), any N and outputs, and the dual
    certificate works on aggregated LP variables whose derivation from an N x L kernel is prose (pml.eta-bound's
    formal statement is Prose), so neither the bound, nor the attainment, nor a bound from a wrong Xi states it."""
    import copy
    from workbench.claims import REGISTRY
    from workbench.formal import Prose, states_claim
    bound, attainment = pml_thm1.bound_proof(), pml_thm1.attainment_proof()
    assert isinstance(REGISTRY["pml.eta-bound"].formal, Prose)
    for proof in (bound, attainment, pml_thm1.bound_proof(WRONG_XI["1 + Nc"])):
        assert "prose" in states_claim("pml.eta-bound", [proof.artefact()])
    for name, dropped in (("eta_TV <= Xi1", [pml_thm1.ROW_HYPOTHESIS[True]]),
                          ("TV(KP, KQ) <= Xi1", [pml_thm1.TV_HYPOTHESES[0]]),
                          ("TV(KP, KQ) <= 1", [pml_thm1.TV_HYPOTHESES[0]])):
        artefact = copy.deepcopy(bound.artefact())
        goal = next(g for g in artefact["goals"] if g["name"].startswith(name))
        goal["terms"] = [t for t in goal["terms"] if t["facts"] != dropped]
        assert name in polyproof.check(artefact)
    artefact = copy.deepcopy(attainment.artefact())
    for hypothesis in artefact["hypotheses"]:
        hypothesis.pop("strict", None)
    assert "Remark 2 fails" in polyproof.check(artefact)
    rows = [g["name"] for g in attainment.goals if "Lemma 4 row" in g["name"]]
    # every ordered pair of entries, both columns, less the 4 rows whose two sides are written alike (an entry
    # defined as E (c S + d m), so its row states nothing and is no goal)
    assert len(rows) == 2 * (2 ** 2 + 3 ** 2 + 3 ** 2) - 4
