"""The goal builders of the engine's proof API that several papers share (Proof.stated_goal, equality, log, exp,
workbench.proof.registered_piece, workbench.mechanisms.pml_forms, mean_keep_optimum): each builds what it says, a
proof built with them replays, and a wrong one is refused."""
from fractions import Fraction as F

import pytest
import sympy as sp

from workbench.claims import load_all
from workbench.kernel import polyproof
from workbench.proof import GIBBS, LOG_LE, Proof, registered_piece

E, x = sp.symbols("E x")


def test_a_stated_goal_names_exactly_the_facts_its_terms_use_and_is_rebuilt_from_its_function():
    proof = Proof("user.t", [E, x], "for E >= 1, x >= 0: E x + x >= 0", "", domain={E: 1, x: 0})
    proof.hypothesis("x >= 0", x).hypothesis("E >= 1", E - 1).hypothesis("unused", E)
    calls = []

    def goal():
        calls.append(1)
        return E * x + x
    proof.stated_goal("E x + x >= 0", goal, [(E + 1, ["x >= 0"])], also=["E >= 1"])
    assert proof.goals[-1]["hypotheses"] == ["E >= 1", "x >= 0"] and len(calls) == 1
    assert polyproof.check(proof.artefact()) is None


def test_an_equality_is_two_hypotheses_and_a_wrong_goal_does_not_follow():
    proof = Proof("user.t", [E, x], "x = E - 1 gives x + 1 >= 1", "", domain={E: 1, x: 0})
    ge, le = proof.equality("x = E - 1", x - (E - 1))
    assert (ge, le) == ("x = E - 1 (>=)", "x = E - 1 (<=)")
    assert [h["name"] for h in proof.hypotheses] == [ge, le]
    proof.stated_goal("E - 1 - x >= 0", E - 1 - x, [(1, [le])])
    assert polyproof.check(proof.artefact()) is None
    wrong = Proof("user.t", [E, x], "", "", domain={E: 1, x: 0})
    wrong.equality("x = E - 1", x - (E - 1))
    wrong.stated_goal("E - 2 - x >= 0", E - 2 - x, [(1, ["x = E - 1 (<=)"])])
    assert "does not follow" in polyproof.check(wrong.artefact())


def test_log_and_exp_define_fresh_variables_the_facts_name():
    u = sp.Symbol("u")
    proof = Proof("user.t", [u], "log u <= u - 1", "", domain={u: 0})
    p, m = proof.log("log u", u, "L")
    X = proof.exp("exp(1)", 1, "X")
    assert [str(v) for v in proof.variables] == ["u", "L_p", "L_m", "X"]
    assert proof.domain[p] == proof.domain[m] == proof.domain[X] == 0
    assert [d["fn"] for d in proof.definitions] == ["log", "exp"]
    assert LOG_LE != GIBBS      # the schema names are the replayer's, distinct


def test_the_registered_piece_of_xi_is_xi1_and_a_form_of_another_shape_is_refused():
    load_all()
    E_, c, N = sp.symbols("E c N")
    assert sp.simplify(registered_piece("pml.eta-bound", "Xi", [E_, c, N]) - (E_ - 1) / (1 + E_ * (1 - N * c))) == 0
    with pytest.raises(ValueError, match="not as a Min"):
        registered_piece("pram.vertices", "v_alpha", sp.symbols("S E"))
    with pytest.raises(ValueError, match="not as a Max"):        # Xi is registered as a Min: a Max is another form
        registered_piece("pml.eta-bound", "Xi", [E_, c, N], kind="Max")


def test_the_shared_pml_and_pram_values_are_the_registered_and_certified_ones():
    from workbench.mechanisms.pml_forms import registered_xi1
    from workbench.mechanisms.pram_optimum import mean_keep_optimum
    load_all()
    assert registered_xi1(F(3), F(1, 8), 4) == F(3 - 1, 1 + 3 * (1 - F(4, 8)))
    assert mean_keep_optimum(3, F(2), "max") == F(2, 3 - 1 + 2)          # v_alpha = e^a/(S - 1 + e^a)
    assert mean_keep_optimum(3, F(2), "min") == F(1, 1 + (3 - 1) * 2)    # v_-alpha = 1/(1 + (S - 1) e^a)
