"""The complete proofs with named transcendental facts (proofs/pram/{small_alpha,entropy_bounds,mi_nonnegative,eq3_5_information_identities,mi_formula,mi_convex,binary}.py, proofs/pml/cor1_kl_bound.py, proofs/staircase/eq22_kl.py): each replays and is complete,
a stronger or wrong goal does not replay, a true goal beside the claim is refused by the registry check, a tampered
multiplier, fact or strictness fails, a false "fact" (not an instance of the table, or about another definition)
and a fact whose conditions the goal does not show are refused, and each claim keeps its verdict, now 'proved'."""
import copy
from fractions import Fraction as F

import pytest

import proofs.pml.cor1_kl_bound as cor1_kl_bound
import proofs.pram.small_alpha as small_alpha
import proofs.pram.entropy_bounds as entropy_bounds
import proofs.pram.mi_nonnegative as mi_nonnegative
import proofs.pram.eq3_5_information_identities as eq3_5_information_identities
import proofs.pram.mi_formula as mi_formula
import proofs.pram.mi_convex as mi_convex
import proofs.pram.binary as binary
import proofs.staircase.eq22_kl as eq22_kl
import proofs.pml.claims as pml_dobrushin
import proofs.pram.claims as pram_dp
from tests.proofs.tampering import refuses_generic_tamperings, replays_completely, route_proves
from workbench.claims import REGISTRY, load_all
from workbench.formal import Statement
from workbench.kernel import polyproof
from workbench.proof import Proof, built_route

load_all()

BUILDERS = ["small_alpha_proof", "entropy_bounds_proof", "mi_nonnegative_proof", "information_identities_proof",
            "mi_formula_proof", "mi_convex_proof", "kl_bound_proof", "binary_proof",
            "kl_converse_proof", "binary_kl_factor_proof"]


LOG_MODULES = (small_alpha, entropy_bounds, mi_nonnegative, eq3_5_information_identities, mi_formula, mi_convex,
               binary, cor1_kl_bound, eq22_kl)     # the proofs with facts about log and exp, in their papers


def module_of(builder: str):
    """The module of the paper whose proof `builder` is."""
    return next(module for module in LOG_MODULES if hasattr(module, builder))


def _build_function(builder):
    return getattr(module_of(builder), builder)


def _build(builder):
    return _build_function(builder)()


def _terms(artefact, expression):
    """expression (SymPy) as the artefact's polynomial terms."""
    import sympy as sp
    return Proof("x", [sp.Symbol(v) for v in artefact["variables"]], "", "")._terms(expression)


@pytest.mark.parametrize("builder", BUILDERS)
def test_the_proof_replays_and_is_complete(builder, tmp_path):
    """Complete iff the claim has a formal Statement (pml.kl-bound, Cor. 1 for every kernel in M(eps, c): Prose)."""
    proof = _build(builder)
    complete = isinstance(REGISTRY[proof.claim].formal, Statement)
    artefact = replays_completely(proof, complete)
    if builder != "binary_proof":     # polynomial goals (its log facts are cited)
        assert artefact["definitions"] and any("schema" in h for h in artefact["hypotheses"])
    route_proves(*built_route(_build_function(builder), tmp_path, builder), complete, out_dir=tmp_path)


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.slow
def test_a_tampered_multiplier_fact_strictness_or_goal_is_refused(builder):
    """A doubled multiplier, a dropped fact, a lost strictness or a strengthened goal fails the replay; every goal
    replaced by the (true) goal 'twice the first plain hypothesis >= 0' (twice, so that it is no goal of the claim:
    pram.binary has E - 1 >= 0 among its goals) replays but the registry check refuses it. (A goal without terms
    is nonneg on the box itself: an end of J_alpha satisfying a DP inequality.)"""
    proof = _build(builder)
    plain = next(h for h in proof.artefact()["hypotheses"] if "schema" not in h)["name"]
    refuses_generic_tamperings(proof, lambda goal, hypotheses: plain, first_term_only=True, factor=2)


def test_e_to_the_alpha_below_one_plus_alpha_does_not_replay():
    """The claim with a wrong constant, 1 + alpha (false: e > 2) or 1 + 3/2 alpha (false at alpha = 1, e > 5/2)
    instead of 1 + 2 alpha, keeps the derivation and fails."""
    import sympy as sp
    artefact = _build("small_alpha_proof").artefact()
    a, X = sp.symbols("alpha X")
    index = next(i for i, g in enumerate(artefact["goals"]) if g["name"] == "e^alpha <= 1 + 2 alpha")
    for wrong in (1 + a - X, 1 + sp.Rational(3, 2) * a - X):
        bad = copy.deepcopy(artefact)
        bad["goals"][index]["numerator"] = _terms(artefact, wrong)
        assert "does not follow" in polyproof.check(bad)


def _log(s, stem):
    return s[f"{stem}_p"] - s[f"{stem}_m"]


@pytest.mark.parametrize("builder, fact, false_instance", [
    ("entropy_bounds_proof", "log p <= p - 1", lambda s: s["p"] - 2 - _log(s, "Lp")),          # log u <= u - 2
    ("entropy_bounds_proof", "log(n p) = log n + log p (>=)",
     lambda s: _log(s, "Lnp") - 2 * _log(s, "Ln") - _log(s, "Lp")),
    ("small_alpha_proof", "e^-1 >= 1/3", lambda s: s["C"] - F(1, 2)),                          # e^-1 >= 1/2: false
    ("small_alpha_proof", "e^alpha >= 1 + alpha", lambda s: s["X"] - 1 - 2 * s["alpha"]),
    ("mi_nonnegative_proof", "Gibbs at the cell",
     lambda s: s["p"] * (_log(s, "Lp") - _log(s, "Lq")) - 2 * s["p"] + s["a"] * s["b"])])
def test_a_false_fact_is_refused(builder, fact, false_instance):
    import sympy as sp
    artefact = _build(builder).artefact()
    hypothesis = next(h for h in artefact["hypotheses"] if h["name"] == fact)
    hypothesis["poly"] = _terms(artefact, false_instance({v: sp.Symbol(v) for v in artefact["variables"]}))
    assert "not an instance" in polyproof.check(artefact)


def test_a_fact_about_another_definition_is_refused():
    """The definition of log p changed to log(2 p): 'log p <= p - 1' is no longer an instance."""
    import sympy as sp
    artefact = _build("entropy_bounds_proof").artefact()
    definition = next(d for d in artefact["definitions"] if d["name"] == "log p")
    definition["arg"] = _terms(artefact, 2 * sp.Symbol("p"))
    assert "not an instance" in polyproof.check(artefact)


@pytest.mark.parametrize("builder, goal, condition", [
    ("small_alpha_proof", "e^alpha <= 1 + 2 alpha", None),       # the chord needs alpha <= 1 (its range)
    ("entropy_bounds_proof", "term: -p log p >= 0", "p > 0"),    # log p needs p > 0
    ("mi_nonnegative_proof", "t > p - a b when p != a b", "p != a b: (p - a b)^2 > 0")])
def test_a_fact_whose_conditions_the_goal_does_not_show_is_refused(builder, goal, condition):
    artefact = _build(builder).artefact()
    target = next(g for g in artefact["goals"] if g["name"] == goal)
    if condition is None:      # the chord: drop 'alpha <= 1' from the goal and from its terms
        target["terms"] = [t for t in target["terms"] if "alpha <= 1" not in t["facts"]]
        condition = "alpha <= 1"
    target["hypotheses"].remove(condition)
    assert "condition" in polyproof.check(artefact)


def test_a_defined_variable_with_a_positive_lower_bound_is_refused():
    """exp(alpha) >= 1 is true, but a box X >= 1 would assume it: a defined variable's lower bound must be <= 0."""
    artefact = _build("small_alpha_proof").artefact()
    artefact["domain"]["X"] = "1"
    assert "definition" in polyproof.check(artefact)


@pytest.mark.parametrize("claim, expected", [
    (lambda: pram_dp.small_alpha, "holds"), (lambda: pram_dp.entropy_bounds, "holds"),
    (lambda: pram_dp.mi_nonnegative, "holds"), (lambda: pram_dp.information_identities, "holds"),
    (lambda: pram_dp.mi_formula, "holds"), (lambda: pram_dp.mi_convex, "holds"),
    (lambda: pml_dobrushin.kl_bound, "holds"),
    (lambda: pram_dp.binary, "holds"),
    (lambda: pml_dobrushin.binette, "holds")])      # staircase.kl-converse, binary-kl-factor: test_formal_staircase_cross.py
@pytest.mark.slow
def test_each_claim_keeps_its_verdict_and_is_proved(claim, expected, tmp_path):
    """The claim's own evidence (few fuzz examples), settled by the engine: the verdict it had before, 'proved' by a
    complete route exactly when the claim has a formal Statement its goals state (a Prose claim, such as pml.kl-bound
    or pml.binette about every kernel in M(eps, c), keeps its verdict at a weaker strength)."""
    from workbench.claims import decide, verdict_strength
    from workbench.earned import settle
    from workbench.runner import Context
    evidence = claim()(Context(out_dir=tmp_path, fuzz_examples=3))
    formal = REGISTRY[claim().claim_id].formal
    settle(claim().claim_id, evidence, tmp_path, formal)
    verdict, stated = decide(evidence)[0], isinstance(formal, Statement)
    assert verdict == expected and (verdict_strength(verdict, evidence) == "proved") == stated
    assert evidence.routes["proof"].complete == stated
    assert any(path.startswith("proofs/") for path in evidence.certificates)


def test_half_of_corollary_1s_bound_does_not_replay():
    """D <= Xi log(G) delta / 2 (false: the bound is tight up to the constant) keeps the derivation and fails."""
    import sympy as sp
    artefact = _build("kl_bound_proof").artefact()
    s = {v: sp.Symbol(v) for v in artefact["variables"]}
    index = next(i for i, g in enumerate(artefact["goals"]) if g["name"].startswith("Cor. 1"))
    log_g = s["L2_p"] - s["L2_m"]
    artefact["goals"][index]["numerator"] = _terms(artefact, (s["G"] - 1) * (s["X"] * log_g * s["delta"] / 2 - s["D"]))
    assert "does not follow" in polyproof.check(artefact)


@pytest.mark.parametrize("end, wrong", [("upper", lambda E: E / (2 + E)), ("upper", lambda E: (E + 1) / (E + 2)),
                                        ("lower", lambda E: 1 / (E + 2)), ("lower", lambda E: 1 / (2 * E))])
def test_a_wrong_end_of_j_alpha_does_not_replay(end, wrong, monkeypatch):
    """pram.binary's goals are built from the registered ends of J_alpha: a wrong end leaves a barycentric
    coordinate or a DP inequality at the end that the replay refuses."""
    real = binary.registered

    def patched(claim, name, variables):
        return wrong(variables[0]) if name.endswith(f"{end} end") else real(claim, name, variables)
    monkeypatch.setattr(binary, "registered", patched)
    assert polyproof.check(_build("binary_proof").artefact()) is not None


def test_kl_converse_without_the_ldp_column_bound_does_not_replay():
    """Drop 'Mx <= E m' (the eps-LDP condition) from the per-output goal: (A - B)^2 is no longer bounded."""
    artefact = _build("kl_converse_proof").artefact()
    goal = next(g for g in artefact["goals"] if g["name"].startswith("per output"))
    goal["terms"] = [t for t in goal["terms"] if "LDP: Mx <= E m" not in t["facts"]]
    assert "does not follow" in polyproof.check(artefact)


def test_a_factor_smaller_than_2_e_plus_1_squared_does_not_replay():
    """OPT <= (E + 1)^2 BIN (half the claimed factor) keeps the derivation and fails."""
    import sympy as sp
    artefact = _build("binary_kl_factor_proof").artefact()
    s = {v: sp.Symbol(v) for v in artefact["variables"]}
    index = next(i for i, g in enumerate(artefact["goals"]) if g["name"] == "OPT <= 2 (E + 1)^2 BIN")
    artefact["goals"][index]["numerator"] = _terms(artefact, (s["E"] + 1) ** 2 * s["BIN"] - s["OPT"])
    assert "does not follow" in polyproof.check(artefact)
