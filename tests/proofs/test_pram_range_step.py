"""pram.range's repaired step (issue 23, point 5): the inequality before (18) flipped gives (18') q_k <= e^(2 alpha)
q_l, the replayed proof states it, and it is the sharpest such bound. The sharpness check accepts e^(2 alpha) and
refuses a factor that is true but not tight (e^(2 alpha) + 1/100, e^(3 alpha)), false (e^(2 alpha) - 1/100), or
equal to e^(2 alpha) on the LP grid only. Expected values by hand: at S = 5, e^alpha = 3/2, v_min = 1/(E (E + S - 1))
= 1/((3/2)(11/2)) = 4/33 and v_alpha = E/(S - 1 + E) = (3/2)/(11/2) = 3/11, so v_alpha / v_min = 9/4 = E^2."""
import copy
import dataclasses
from fractions import Fraction as F

import pytest

from workbench.claims import REGISTRY, load_all
from workbench.formal import unmet
from workbench.kernel import polyproof
from workbench.proof import Proof
from workbench.runner import Context

load_all()
from proofs.pram import range_step  # noqa: E402
from proofs.pram.claims import feasible_range, range_proof  # noqa: E402

SMALL_GRID = [(3, F(3, 2)), (5, F(2)), (4, F(7))]


def test_the_printed_step_fails_and_the_witness_is_tight():
    printed = range_step.printed_step_witness()
    assert printed["feasible"] and not printed["printed step holds"]
    assert printed["q_3"] == "1/5" and printed["1 - (S-1) E q_2"] == "-1/5"
    witness = range_step.printed_witness()
    assert witness["feasible"] and witness["q"][:2] == ["4/33", "3/11"] and witness["q_2 / q_1"] == "9/4" == witness["E^2"]
    assert all(range_step.deductions().values())


def test_e_to_the_2_alpha_is_sharp():
    check = range_step.repaired_step_check(lambda S, E: E ** 2)
    assert check["sharp"] and check["tight"] and check["lp tight"] and check["witnesses"]
    assert all(row["max q1 - f q2"] == "0" for row in check["lps"])


@pytest.mark.parametrize("name, factor, holds", [
    ("true, not tight: E^2 + 1/100", lambda S, E: E ** 2 + F(1, 100), True),
    ("true, not tight: E^3", lambda S, E: E ** 3, True),
    ("false: E^2 - 1/100", lambda S, E: E ** 2 - F(1, 100), False)])
def test_a_factor_other_than_e_to_the_2_alpha_is_refused(name, factor, holds):
    check = range_step.repaired_step_check(factor, SMALL_GRID)
    assert not check["sharp"] and not check["tight"] and not check["witnesses"], name
    assert check["holds on grid"] == holds and not check["lp tight"], name


def test_a_factor_equal_to_e_to_the_2_alpha_on_the_grid_only_is_refused_symbolically():
    def factor(S, E):
        return E ** 2 + (E - F(3, 2)) * (E - 2) * (E - 7)
    check = range_step.repaired_step_check(factor, SMALL_GRID)
    assert check["lp tight"] and check["holds on grid"] and not check["tight"] and not check["sharp"]


def test_the_proof_states_the_repaired_step_and_refuses_a_smaller_factor():
    built = range_proof()
    artefact = built.artefact()
    assert polyproof.check(artefact) is None
    assert any(g["name"] == "(18) repaired: q1 <= E^2 qa" for g in artefact["goals"])
    S, E, q1, qa = built.variables[0], built.variables[1], built.variables[2], built.variables[3]
    wrong = Proof("t", built.variables, "", "", domain=built.domain)
    wrong.hypotheses = built.hypotheses
    wrong.goal("(18) repaired: q1 <= E^2 qa", E * qa - q1, clear=S - 1,          # e^alpha in place of e^(2 alpha)
               hypotheses=["ratio1(q1, qb)", "ratio2(qb, qa)"], terms=[(1, ["ratio1(q1, qb)"]), (E, ["ratio2(qb, qa)"])])
    bad = copy.deepcopy(artefact)
    index = next(i for i, g in enumerate(bad["goals"]) if g["name"].startswith("(18) repaired"))
    bad["goals"][index] = wrong.goals[0]
    assert polyproof.check(bad) is not None


def test_the_formal_statement_asserts_the_repaired_step_and_a_looser_one_is_not_met():
    statement = REGISTRY["pram.range"].formal
    artefact = range_proof().artefact()
    assert unmet(statement, "pram.range", [artefact]) is None
    S, E, q1, qa = (statement.symbols()[i] for i in range(4))
    assert statement.asserts(*statement.symbols())[-1] == (q1, "<=", E ** 2 * qa)
    looser = dataclasses.replace(statement, asserts=lambda *s: statement.asserts(*s)[:-1] + [(s[2], "<=", s[1] ** 3 * s[3])])
    assert "no goal states" in unmet(looser, "pram.range", [artefact])


@pytest.mark.slow
def test_the_correction_prints_the_computed_repair_and_witness(tmp_path):
    evidence = feasible_range(Context(seed=0, out_dir=tmp_path))
    witness = range_step.printed_witness()
    text = evidence.correction
    assert "q_3 >= 1 - (S-1) e^alpha q_2" in text and "(18') e^(2 alpha) y - x >= 0" in text
    assert f"q = ({', '.join(witness['q'][:2])}, ...), q_2 / q_1 = {witness['q_2 / q_1']}" in text
    assert "1/5 <= -1/5" in text and f"exactly 0 in {len(range_step.GRID)} certified LPs" in text
    assert all(route.status == "pass" for route in evidence.correction_routes.values())
