"""The proofs of proofs/staircase/{thm6,merge_invariance,ldp_extremes,geometric,global_special_case,patterns,sublinear,geng_viswanath}.py and proofs/pml/{prop1_ldp_sup,eq10_formula,lemma2_restriction,cor2_divergences}.py:
each replays; a mutated closed form does not replay; a goal swapped for another true goal replays but the registry refuses it; a tampered
multiplier, fact or relation fails the replay."""
import copy
from fractions import Fraction

import pytest
import sympy as sp

from tests.proofs.tampering import (refused_mutants, refuses_flipped_relations, refuses_tampered_terms,
                                    replays_completely, z3_finds_no_counterexample)
from workbench.claims import CLOSED_FORMS, REGISTRY, load_all
from workbench.formal import Statement
from workbench.kernel import polyproof

load_all()
import proofs.pml.prop1_ldp_sup as prop1_ldp_sup  # noqa: E402  (builders read the registered forms)
import proofs.pml.eq10_formula as eq10_formula
import proofs.pml.cor2_divergences as cor2_divergences  # noqa: E402  (builders read the registered forms)
import proofs.pml.lemma2_restriction as lemma2_restriction  # noqa: E402  (builders read the registered forms)
import proofs.staircase.thm6 as thm6  # noqa: E402  (builders read the registered forms)
import proofs.staircase.merge_invariance as merge_invariance
import proofs.staircase.ldp_extremes as ldp_extremes
import proofs.staircase.geometric as geometric_proofs
import proofs.staircase.global_special_case as global_special_case
import proofs.staircase.patterns as patterns_proofs
import proofs.staircase.sublinear as sublinear_proofs
import proofs.staircase.geng_viswanath as geng_viswanath

BUILDERS = {"staircase.binary-tv": thm6.binary_tv_proof, "staircase.merge-invariance": merge_invariance.merge_invariance_proof,
            "pml.ldp-sup": prop1_ldp_sup.ldp_sup_proof, "pml.formula": eq10_formula.formula_proof,
            "staircase.ldp-extremes": ldp_extremes.ldp_extremes_proof, "pml.restriction": lemma2_restriction.restriction_proof,
            "staircase.geometric": geometric_proofs.geometric_proof, "staircase.global-special-case": global_special_case.global_special_case_proof,
            "staircase.patterns": patterns_proofs.patterns_proof, "pml.hellinger-bound": cor2_divergences.hellinger_bound_proof,
            "staircase.sublinear": sublinear_proofs.sublinear_proof, "pml.binette": cor2_divergences.binette_proof,
            "pml.restriction-proof": lemma2_restriction.restriction_derivation_proof,
            "staircase.geng-viswanath": geng_viswanath.geng_viswanath_proof}
FORMS = {"staircase.binary-tv": ("staircase.binary-tv", thm6.TV_FACTOR),      # claim -> (owner, closed form name)
         "staircase.geometric": ("staircase.geometric", geometric_proofs.GEOMETRIC_LEVEL),
         "pml.hellinger-bound": ("pml.hellinger-bound", cor2_divergences.HELLINGER_FACTOR),
         "pml.binette": ("pml.binette", cor2_divergences.CHI2_FACTOR)}


def form_of(claim):
    owner, name = FORMS[claim]
    return next(f for f in CLOSED_FORMS if f.claim == owner and f.name.startswith(name))


@pytest.mark.parametrize("claim", BUILDERS)
def test_the_proof_replays_and_is_complete_iff_the_claim_has_a_statement(claim):
    """Complete: the goals state the claim's formal Statement. The pml claims here (Prop. 1, (10), Lemma 2, Cor. 2,
    (33)-(34), App. B) quantify over every N-input kernel (suprema, sums over outputs): Prose, never complete."""
    proof = BUILDERS[claim]()
    artefact = replays_completely(proof, complete=isinstance(REGISTRY[claim].formal, Statement))
    assert artefact["claim"] == claim and artefact["goals"]


@pytest.mark.parametrize("claim", BUILDERS)
def test_z3_finds_no_counterexample(claim):
    z3_finds_no_counterexample(BUILDERS[claim]())


@pytest.mark.parametrize("claim", FORMS)
@pytest.mark.slow
def test_every_mutant_of_the_closed_form_is_refused(claim, monkeypatch):
    assert refused_mutants(form_of(claim), BUILDERS[claim], monkeypatch) >= 4


@pytest.mark.parametrize("claim", FORMS)
def test_a_registered_goal_swapped_for_another_true_goal_is_refused_by_the_registry(claim):
    """The swapped-in goal is true and replays (it is another goal of the same artefact), so only the registry
    notices that the claim's statement is gone."""
    proof = BUILDERS[claim]()
    artefact = copy.deepcopy(proof.artefact())
    index = proof._templates[0][0]
    other = next(g for i, g in enumerate(artefact["goals"]) if i not in {j for j, _ in proof._templates})
    artefact["goals"][index] = dict(copy.deepcopy(other), name=artefact["goals"][index]["name"])
    assert polyproof.check(artefact) is None
    assert "differs from the claim's registered closed form" in proof.registry_mismatch(artefact)


@pytest.mark.parametrize("claim", BUILDERS)
def test_a_tampered_multiplier_fact_or_relation_fails_the_replay(claim):
    artefact = BUILDERS[claim]().artefact()
    assert refuses_tampered_terms(artefact, first_term_only=True)        # some goal has a derivation
    refuses_flipped_relations(artefact)


def test_binary_tv_a_dropped_ldp_condition_or_a_larger_gap_does_not_prove_the_bound():
    """Without the summed LDP condition over the outputs outside A, or with a - b allowed to exceed it, L t is no
    upper bound: the derivation does not replay."""
    artefact = thm6.binary_tv_proof().artefact()
    bound = copy.deepcopy(artefact)
    goal = bound["goals"][0]
    goal["terms"] = [term for term in goal["terms"] if "not in A" not in term["facts"][0]]
    assert "does not follow" in polyproof.check(bound)
    weaker = copy.deepcopy(artefact)
    hypothesis = next(h for h in weaker["hypotheses"] if h["name"].startswith("LDP (y, x1, x2)"))
    hypothesis["poly"] = [[e, str(2 * Fraction(c)) if e[0] == 1 else c] for e, c in hypothesis["poly"]]   # a <= 2E b
    assert "does not follow" in polyproof.check(weaker)


def test_merge_invariance_needs_a_proper_split():
    """A copy with t = 0 is a zero column and says nothing about the level: with t > 0 no longer strict the goal
    'level not lowered' is refused; a utility that is not homogeneous (m1 = 2 t m) breaks the utility goal."""
    artefact = merge_invariance.merge_invariance_proof().artefact()
    weak = copy.deepcopy(artefact)
    next(h for h in weak["hypotheses"] if h["name"] == "t > 0").pop("strict")
    assert "denominator" in polyproof.check(weak)
    other = copy.deepcopy(artefact)
    for hypothesis in other["hypotheses"]:
        if hypothesis["name"].startswith("mu homogeneous: m1"):       # t m -> 2 t m
            hypothesis["poly"] = [[e, str(2 * Fraction(c)) if e[2] == 1 else c] for e, c in hypothesis["poly"]]
    assert "does not follow" in polyproof.check(other)


def test_ldp_sup_a_level_below_the_max_ratio_or_a_prior_below_the_min_is_refused():
    """With k <= L m weakened to k <= 2 L m (L below the largest ratio) 'sup <= LDP' does not follow, nor does it
    without w >= m (a prior could weigh less than the column's minimum)."""
    artefact = prop1_ldp_sup.ldp_sup_proof().artefact()
    weak = copy.deepcopy(artefact)
    hypothesis = next(h for h in weak["hypotheses"] if h["name"].startswith("LDP at"))
    hypothesis["poly"] = [[e, str(2 * Fraction(c)) if e[0] == 1 else c] for e, c in hypothesis["poly"]]
    assert "does not follow" in polyproof.check(weak)
    dropped = copy.deepcopy(artefact)
    dropped["goals"][0]["terms"] = [t for t in dropped["goals"][0]["terms"] if not t["facts"][0].startswith("w >= m")]
    assert "does not follow" in polyproof.check(dropped)


def test_formula_a_gain_above_the_blind_optimum_or_a_column_above_its_max_is_refused():
    """Without G <= D (the guess w* could beat the blind optimum) or without h p <= k G (K(y|x) <= k summed against
    the prior), the bound k/p does not follow."""
    artefact = eq10_formula.formula_proof().artefact()
    for name in ("G <= D", "h p <= k G"):
        dropped = copy.deepcopy(artefact)
        dropped["goals"][0]["terms"] = [t for t in dropped["goals"][0]["terms"] if not t["facts"][0].startswith(name)]
        assert "does not follow" in polyproof.check(dropped), name


def test_ldp_extremes_one_sided_ldp_or_a_positive_identity_entry_is_refused():
    """u <= v alone does not give u = v; if the identity's off-diagonal entry were 1 (not 0) the LDP inequality
    would hold at E >= 1, and the goal 'identity' (a - E b > 0 replaced by a - E > 0) fails."""
    artefact = ldp_extremes.ldp_extremes_proof().artefact()
    one_sided = copy.deepcopy(artefact)
    one_sided["goals"][0]["terms"] = []
    assert "does not follow" in polyproof.check(one_sided)
    positive = copy.deepcopy(artefact)
    names = artefact["variables"]
    at = [[int(v == name) for v in names] for name in ("a", "E")]
    positive["goals"][-1]["numerator"] = [[at[0], "1"], [at[1], "-1"]]
    assert "does not follow" in polyproof.check(positive)


def test_restriction_a_map_that_scales_input_and_output_differently_is_refused():
    """If the output difference scaled by 2d (not d, as for a map that is not K's linear push-forward), the ratios
    differ and 'same ratio' does not replay; without d > 0 (c = 1/N, Q_X(c) a single point) 'S1 > 0' fails."""
    artefact = lemma2_restriction.restriction_proof().artefact()
    scaled = copy.deepcopy(artefact)
    for hypothesis in scaled["hypotheses"]:
        if hypothesis["name"].startswith("T1 "):                     # d kv - d kw -> 2 d kv - 2 d kw
            hypothesis["poly"] = [[e, str(2 * Fraction(c)) if e[0] == 1 else c] for e, c in hypothesis["poly"]]
    assert "does not follow" in polyproof.check(scaled)
    degenerate = copy.deepcopy(artefact)
    next(h for h in degenerate["hypotheses"] if h["name"].startswith("d > 0")).pop("strict")
    assert "does not follow" in polyproof.check(degenerate)


def test_geometric_a_negative_exponent_or_an_unfolded_tail_is_refused():
    """w = a^e <= 1 needs e >= 0 (the triangle inequality, |x - x'| <= k - 1): with w <= 2 the level a^-(k-1) no
    longer bounds the ratio. A row whose end outputs kept the interior factor (1 - a)/(1 + a) (tails not folded)
    does not sum to 1: the row goal over that numerator does not replay."""
    artefact = geometric_proofs.geometric_proof().artefact()
    steep = copy.deepcopy(artefact)
    hypothesis = next(h for h in steep["hypotheses"] if h["name"] == "w = a^e <= 1")
    hypothesis["poly"] = [[e, "2" if not any(e) else c] for e, c in hypothesis["poly"]]
    assert "does not follow" in polyproof.check(steep)
    a, p, r, g1, g2 = sp.symbols("a p r g1 g2")
    unfolded = geometric_proofs.geometric_proof()
    unfolded.goals = [g for g in unfolded.goals if g["name"] == "row sums to 1 (>= 0)"]
    names = [h["name"] for h in unfolded.hypotheses if h["name"].startswith(("(1 - a) G(x", "(1 - a) G(k"))][::2]
    unfolded.goal("unfolded row (>= 0)", ((1 - a) * (p + r) + (1 - a) * (g1 + g2 - 1)) / (1 + a) - 1,
                  hypotheses=names, terms=[(1, names[:1]), (1, names[1:])])
    assert "does not follow" in polyproof.check(unfolded.artefact())


def test_global_special_case_a_step_of_two_is_refused():
    """Neighbours two apart (v = c a^2 z) would have ratio 1/a^2 = e^(2 eps): with that hypothesis the goal u/v = e^eps
    does not replay."""
    artefact = global_special_case.global_special_case_proof().artefact()
    far = copy.deepcopy(artefact)
    for hypothesis in far["hypotheses"]:
        if hypothesis["name"].startswith("y <= x: v"):
            hypothesis["poly"] = [[[2, *e[1:]] if e[0] == 1 else e, c] for e, c in hypothesis["poly"]]
    assert "does not follow" in polyproof.check(far)


def test_patterns_an_entry_below_the_minimum_or_eps_below_zero_is_refused():
    """With E < 1 allowed (domain E >= 0), q = m/E > m and the entry is no pattern entry: 'r = 1/E: q - m <= 0'
    does not replay; without 'q >= m' (m not the minimum) the other side does not."""
    artefact = patterns_proofs.patterns_proof().artefact()
    below = copy.deepcopy(artefact)
    below["domain"]["E"] = "0"
    assert "does not follow" in polyproof.check(below)
    not_min = copy.deepcopy(artefact)
    not_min["goals"][1]["terms"] = []
    assert "does not follow" in polyproof.check(not_min)


def test_hellinger_a_ratio_beyond_G_or_a_smaller_factor_is_refused():
    """A likelihood ratio above G (r^2 <= 2G) breaks the chord bound; the factor 2 - 4/R (for 2 - 4/(R + 1), a
    smaller bound) is not derived by the same multipliers."""
    artefact = cor2_divergences.hellinger_bound_proof().artefact()
    wide = copy.deepcopy(artefact)
    hypothesis = next(h for h in wide["hypotheses"] if h["name"] == "rho <= G: r^2 <= G")
    hypothesis["poly"] = [[e, str(2 * Fraction(c)) if e[4] == 0 else c] for e, c in hypothesis["poly"]]   # 2G - r^2
    assert "does not follow" in polyproof.check(wide)
    R, X, delta, H = sp.symbols("R X delta H")
    smaller = cor2_divergences.hellinger_bound_proof()
    final = smaller.goals[2]
    smaller.goals = [final]
    smaller.goal("smaller factor", X * (2 - 4 / R) * delta - H, hypotheses=final["hypotheses"],
                 terms=[(1, final["hypotheses"][:1]), (2 * (R - 1), final["hypotheses"][1:2]),
                        (2 * (R - 1) * X, final["hypotheses"][2:])])
    assert "does not follow" in polyproof.check(smaller.artefact())


def test_sublinear_without_convexity_or_with_the_wrong_weight_is_refused():
    """Without f's convexity the perspective need not be convex; with the weight alpha = lambda (not lambda w1/w, the
    naive mixture of the ratios) the point s is not alpha s1 + (1 - alpha) s2."""
    artefact = sublinear_proofs.sublinear_proof().artefact()
    no_convexity = copy.deepcopy(artefact)
    goal = next(g for g in no_convexity["goals"] if g["name"].startswith("convex"))
    goal["terms"] = [t for t in goal["terms"] if not t["facts"][0].startswith("f convex")]
    assert "does not follow" in polyproof.check(no_convexity)
    naive = copy.deepcopy(artefact)
    for hypothesis in naive["hypotheses"]:
        if hypothesis["name"].startswith("alpha w = lambda w1"):        # alpha w - lambda w1 -> alpha - lambda
            sign = 1 if hypothesis["name"].endswith("(>=)") else -1
            hypothesis["poly"] = [[[0] * 11 + [1] + [0] * 6, str(sign)], [[1] + [0] * 17, str(-sign)]]
    assert "does not follow" in polyproof.check(naive)


def test_binette_a_ratio_beyond_G_or_the_factor_G_minus_1_alone_is_refused():
    """rho <= 2G breaks the chord bound of chi^2; the factor G - 1 (only the upper chord, (G^2 - 1)/G without the
    lower one's share) is smaller than Binette's and does not replay."""
    artefact = cor2_divergences.binette_proof().artefact()
    wide = copy.deepcopy(artefact)
    hypothesis = next(h for h in wide["hypotheses"] if h["name"] == "rho <= G")
    hypothesis["poly"] = [[e, str(2 * Fraction(c)) if e[3] == 0 else c] for e, c in hypothesis["poly"]]   # 2G - rho
    assert "does not follow" in polyproof.check(wide)
    E, d, C, t, X = sp.symbols("E d C t X")
    smaller = cor2_divergences.binette_proof()
    chi = smaller.goals[2]
    smaller.goals = []
    smaller.goal("factor G - 1", X * d * E * t - C, hypotheses=chi["hypotheses"],
                 terms=[(1, chi["hypotheses"][:1]), (sp.expand((d * E + 1) ** 2 - 1), chi["hypotheses"][1:])])
    assert "does not follow" in polyproof.check(smaller.artefact())


def test_restriction_proof_the_printed_55_is_refused():
    """As printed, (55) is P = c + V: then V = P - c, and sum V = 1 - N c is not 1: the goal 'sum V = 1' over
    (sP - N c) (no division by d) does not replay; the mixed-norm ratio with l1 = T (one norm for both) is not 2 T/S."""
    artefact = lemma2_restriction.restriction_derivation_proof().artefact()
    printed = lemma2_restriction.restriction_derivation_proof()
    sP, N, c = sp.symbols("sP N c")
    name = "(55): sum V = (sum P - N c)/d = 1 (>=)"
    template = next(g for g in printed.goals if g["name"] == name)
    printed.goals = []
    printed.goal("printed (55): sum V = sum P - N c = 1", sP - N * c - 1, hypotheses=template["hypotheses"][1:],
                 terms=[(1, template["hypotheses"][1:2]), (1, template["hypotheses"][2:])])
    assert "does not follow" in polyproof.check(printed.artefact())
    same = copy.deepcopy(artefact)
    for hypothesis in same["hypotheses"]:
        if hypothesis["name"].startswith("l1 = "):
            hypothesis["poly"] = [[e, str(Fraction(c) / 2) if e[9] == 1 else c] for e, c in hypothesis["poly"]]
    assert "does not follow" in polyproof.check(same)


def test_geng_viswanath_a_wrong_normaliser_or_a_short_period_is_refused():
    """With the pmf's normaliser missing the i = 0 correction (a = (1 - b)/(2 r + 2 b (Delta - r))) the mass is not 1;
    step points Delta/2 apart (p + Delta/2 <= s2) fit in a window of length Delta, and 'window' does not replay."""
    b, Dl, r, S = sp.symbols("b Delta r S")
    wrong = geng_viswanath.geng_viswanath_proof()
    template = next(g for g in wrong.goals if g["name"].startswith("mass: pmf") and g["name"].endswith("(>=)"))
    wrong.goals = []
    a = (1 - b) / (2 * r + 2 * b * (Dl - r))
    wrong.hypothesis("uncorrected denominator > 0", 2 * r + 2 * b * (Dl - r), strict=True)
    wrong.goal("mass: pmf, uncorrected a", 2 * a * (r + (Dl - r) * b) * S - a - 1,
               hypotheses=["uncorrected denominator > 0"] + template["hypotheses"][1:], positive="uncorrected denominator > 0",
               terms=[(2 * r, template["hypotheses"][2:]), (2 * b, template["hypotheses"][1:])])
    assert "does not follow" in polyproof.check(wrong.artefact())
    artefact = geng_viswanath.geng_viswanath_proof().artefact()
    short = copy.deepcopy(artefact)
    hypothesis = next(h for h in short["hypotheses"] if h["name"].startswith("p + Delta <= s2"))
    hypothesis["poly"] = [[e, str(Fraction(c) / 2) if e[1] == 1 else c] for e, c in hypothesis["poly"]]
    assert "does not follow" in polyproof.check(short)
