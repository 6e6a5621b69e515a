"""Paper 000 (pram): every universal claim declares its formal statement (workbench.formal), a Statement or a Prose
reason; for each Statement the artefacts its proof route builds (the same builders the claim's check uses) state it,
so the route is complete; and a wrong statement (a closed form or quotient mutated, a strict relation where the goal
is not strict, a premise dropped, a regime moved) is not met by the same artefacts: the check can say no."""
import copy

import pytest
import sympy as sp

import proofs.pram.small_alpha as small_alpha
import proofs.pram.entropy_bounds as entropy_bounds
import proofs.pram.mi_nonnegative as mi_nonnegative
import proofs.pram.eq3_5_information_identities as eq3_5_information_identities
import proofs.pram.mi_formula as mi_formula
import proofs.pram.mi_convex as mi_convex
import proofs.pram.binary as binary_proofs
import proofs.pram.post_processing as post_processing
import proofs.pram.eq9_marginal as eq9_marginal
import proofs.pram.product_reduction as product_reduction
import proofs.pram.risk_order as risk_order
import proofs.pram.fact1_dp_rows as fact1_dp_rows
import proofs.pram.claims as pram_dp
from proofs.pram.appendix_quadrilateral import quadrilateral_proof
from workbench.claims import REGISTRY, load_all
from workbench.formal import Prose, Statement, states_claim, unmet
from workbench.kernel import polyproof

load_all()

BUILDERS = {   # claim -> the builder its proof route replays (the claim's own check calls the same one)
    "pram.small-alpha": small_alpha.small_alpha_proof,
    "pram.dp-ratios": fact1_dp_rows.dp_ratios_proof,
    "pram.linear-constraints": fact1_dp_rows.linear_constraints_proof,
    "pram.quadrilateral": lambda: quadrilateral_proof(pram_dp.CORRECTED_ROWS),
    "pram.redundancy": pram_dp.redundancy_proof,
    "pram.range": pram_dp.range_proof,
    "pram.one-outlier": pram_dp.one_outlier_proof,
    "pram.entropy-bounds": entropy_bounds.entropy_bounds_proof,      # a sum over the support: indexed sums
    "pram.post-processing": post_processing.post_processing_proof,     # a sum over the outputs z: indexed sums
    "pram.marginal": eq9_marginal.marginal_proof,                      # a sum over the categories k != j: indexed sums
}
PROSE = {"pram.risk-order": risk_order.risk_order_proof,
         "pram.information-identities": eq3_5_information_identities.information_identities_proof,
         "pram.mi-nonnegative": mi_nonnegative.mi_nonnegative_proof,
         "pram.product-reduction": product_reduction.product_reduction_proof,
         "pram.mi-formula": mi_formula.mi_formula_proof, "pram.mi-convex": mi_convex.mi_convex_proof,
         "pram.binary": binary_proofs.binary_proof, "pram.vertices": None,
         "pram.vertex-optimal": None}


@pytest.fixture(scope="module")
def artefacts():
    built = {}
    for claim_id, build in BUILDERS.items():
        artefact = build().artefact()
        assert polyproof.check(artefact) is None, claim_id
        built[claim_id] = [artefact]
    return built


def test_every_universal_pram_claim_declares_its_formal_statement():
    universal = {c.id: c for c in REGISTRY.values() if c.id.startswith("pram.") and c.universal}
    assert universal and all(isinstance(c.formal, (Statement, Prose)) for c in universal.values()), \
        sorted(i for i, c in universal.items() if not isinstance(c.formal, (Statement, Prose)))
    assert {i for i, c in universal.items() if isinstance(c.formal, Statement)} == set(BUILDERS)
    assert {i for i, c in universal.items() if isinstance(c.formal, Prose)} == set(PROSE)


@pytest.mark.parametrize("claim_id", sorted(BUILDERS))
@pytest.mark.slow
def test_the_proof_states_the_claims_statement(claim_id, artefacts):
    assert states_claim(claim_id, artefacts[claim_id]) is None
    assert REGISTRY[claim_id].formal.describe(claim_id)          # it reads as one line, closed forms looked up


@pytest.mark.parametrize("claim_id", sorted(k for k, v in PROSE.items() if v is not None))
def test_a_prose_claims_proof_replays_but_is_not_complete(claim_id):
    """The statement needs sums at two levels over the cells of a joint law (marginals inside a sum over cells), a
    product over every n records, a law of any support, or an optimum over a set (the reasons are the claims' Prose):
    the per-term artefact replays, but no replayer construct states the claim, so the route is not complete."""
    artefact = PROSE[claim_id]().artefact()
    assert polyproof.check(artefact) is None
    assert "prose" in states_claim(claim_id, [artefact])


def _changed(statement: Statement, asserts=None, assume=None) -> Statement:
    return Statement(statement.variables, asserts=asserts or statement.asserts, assume=assume or statement.assume,
                     domain=statement.domain)


def _replace(relations, index, relation):
    out = list(relations)
    out[index] = relation
    return out


def test_small_alpha_a_wrong_constant_or_a_strict_bound_is_not_met(artefacts):
    statement = REGISTRY["pram.small-alpha"].formal
    one_plus_alpha = _changed(statement, asserts=lambda a: [(sp.exp(a), ">=", 1), (sp.exp(a), "<=", 1 + a)])
    assert "no goal states" in unmet(one_plus_alpha, "pram.small-alpha", artefacts["pram.small-alpha"])
    strict = _changed(statement, asserts=lambda a: [(sp.exp(a), ">", 1), (sp.exp(a), "<=", 1 + 2 * a)])
    assert "no goal states" in unmet(strict, "pram.small-alpha", artefacts["pram.small-alpha"])
    unbounded = _changed(statement, assume=lambda a: [])               # the chord needs alpha <= 1
    assert "none of the statement's assumptions" in unmet(unbounded, "pram.small-alpha", artefacts["pram.small-alpha"])


def test_dp_ratios_a_mutated_quotient_is_not_met(artefacts, monkeypatch):
    statement = REGISTRY["pram.dp-ratios"].formal
    entries, _, denominator = pram_dp.DP_RATIOS_STATEMENT["z = k"]
    monkeypatch.setitem(pram_dp.DP_RATIOS_STATEMENT, "z = k", (entries, lambda S, a, b: S * a / (1 - b), denominator))
    assert unmet(statement, "pram.dp-ratios", artefacts["pram.dp-ratios"]) is not None


def test_linear_constraints_the_printed_row_15_is_not_met(artefacts, monkeypatch):
    statement = REGISTRY["pram.linear-constraints"].formal
    _, quotient, denominator = pram_dp.LINEAR_CONSTRAINTS_STATEMENT["(15)"]
    printed = lambda S, E, x, y: (-(S - 1) * E * x + y, -1)      # noqa: E731  (15) as printed
    monkeypatch.setitem(pram_dp.LINEAR_CONSTRAINTS_STATEMENT, "(15)", (printed, quotient, denominator))
    assert "no goal states" in unmet(statement, "pram.linear-constraints", artefacts["pram.linear-constraints"])


def test_one_outlier_without_its_premise_or_with_a_wider_threshold_is_not_met(artefacts):
    statement = REGISTRY["pram.one-outlier"].formal
    no_premise = _changed(statement, assume=lambda *s: statement.assume(*s)[:3])      # u < v_-alpha dropped
    assert "none of the statement's assumptions" in unmet(no_premise, "pram.one-outlier", artefacts["pram.one-outlier"])
    wider = _changed(statement, asserts=lambda S, E, x, y, u, v: [(y, "<", E / (S - 1 + E)), (v, ">", 1 / (S * E))])
    assert "no goal states" in unmet(wider, "pram.one-outlier", artefacts["pram.one-outlier"])


def test_range_a_mutated_v_max_a_strict_range_or_a_moved_regime_is_not_met(artefacts, monkeypatch):
    statement = REGISTRY["pram.range"].formal
    strict = _changed(statement, asserts=lambda *s: _replace(statement.asserts(*s), 0, (s[2], "<", "v_max")))
    assert "no goal states" in unmet(strict, "pram.range", artefacts["pram.range"])
    moved = _changed(statement, assume=lambda *s: _replace(statement.assume(*s), 6, (s[6], "<=", s[5] - 1)))
    assert "none of the statement's assumptions" in unmet(moved, "pram.range", artefacts["pram.range"])
    from workbench import claims
    form = next(f for f in claims.CLOSED_FORMS if f.claim == "pram.range" and f.name.startswith("v_max"))
    S, E = sp.Symbol("S", positive=True), sp.Symbol("E", positive=True)
    monkeypatch.setattr(form, "expression", E / (1 / E + S))     # the registry changed: the same goals no longer say it
    assert "no goal states" in unmet(statement, "pram.range", artefacts["pram.range"])


def test_redundancy_a_wrong_threshold_or_alpha_up_to_3_is_not_met(artefacts):
    statement = REGISTRY["pram.redundancy"].formal
    threshold = _changed(statement, assume=lambda *s: _replace(statement.assume(*s), 3,
                                                               (s[3], "<=", (s[2] - 1 + s[4]) / 2)))
    assert "none of the statement's assumptions" in unmet(threshold, "pram.redundancy", artefacts["pram.redundancy"])
    alpha_3 = _changed(statement, assume=lambda *s: [(a, r, sp.exp(3) if b == sp.exp(2) else b)
                                                     for a, r, b in statement.assume(*s)])
    assert unmet(alpha_3, "pram.redundancy", artefacts["pram.redundancy"]) is not None


@pytest.mark.slow
def test_quadrilateral_a_regime_swapped_is_not_met(artefacts):
    """u_alpha inside (13) when E > S - 1 (it is outside there): the relations for the regime E < S - 1 moved to
    E > S - 1's variables."""
    statement = REGISTRY["pram.quadrilateral"].formal

    def swapped(*symbols):
        named = dict(zip(pram_dp.QUADRILATERAL_VARIABLES.split(), symbols))
        S, E = named["Sg"], named["Eg"]
        u = pram_dp.printed_vertices(S, E)["u_alpha"]
        return statement.asserts(*symbols) + [pram_dp._row("(13)", S, E, u)]
    assert "no goal states" in unmet(_changed(statement, asserts=swapped), "pram.quadrilateral",
                                     artefacts["pram.quadrilateral"])


def test_the_entropy_family_must_carry_log_p_per_index():
    """pram.entropy-bounds through indexed sums: log p_x is a per-category variable. Sums over index [p] only would
    treat log p and log(n p) as one value shared by every category (the kernel's lemma is then about families sharing
    it): not the statement's family, whatever the replay says. Nor is the artefact's family H read as a sum of log p."""
    artefact = entropy_bounds.entropy_bounds_proof().artefact()
    assert states_claim("pram.entropy-bounds", [artefact]) is None
    shared = copy.deepcopy(artefact)
    for entry in shared["sums"]:
        entry["index"] = ["p"]
        entry["monomials"] = [[[1], "W"]]
    assert "not the statement's family" in states_claim("pram.entropy-bounds", [shared])
    statement = REGISTRY["pram.entropy-bounds"].formal
    logs = Statement(statement.variables, asserts=statement.asserts, assume=statement.assume, domain=statement.domain,
                     indexed="p", count="M", sums={"W": lambda p: p, "H": lambda p: -sp.log(p)}, each=statement.each)
    assert "declare no S" in unmet(logs, "pram.entropy-bounds", [artefact])


def test_marginal_a_wrong_divisor_a_dropped_definition_or_a_foreign_family_is_not_met():
    """pram.marginal through indexed sums: (9) with S for S - 1 is not met; nor is it without (8)'s entry Q(j|k) =
    (1 - q_k)/(S - 1) at every k != j (the summed goals use it), nor by sums over another family (p, q only: t would be
    one value shared by every category)."""
    artefact = eq9_marginal.marginal_proof().artefact()
    assert states_claim("pram.marginal", [artefact]) is None
    statement = REGISTRY["pram.marginal"].formal

    def variant(asserts=None, each=None):
        return Statement(statement.variables, asserts=asserts or statement.asserts, assume=statement.assume,
                         domain=statement.domain, indexed=statement.indexed, count=statement.count, sums=statement.sums,
                         each=each or statement.each)
    wrong = variant(asserts=lambda S, n, pj, qj, R, D, *index: [(pj * qj + D, "=", pj * qj + R / S)])
    assert "no goal states" in unmet(wrong, "pram.marginal", [artefact])
    no_entry = variant(each=lambda *symbols: statement.each(*symbols)[:1])
    assert "none of the statement's assumptions" in unmet(no_entry, "pram.marginal", [artefact])
    shared = copy.deepcopy(artefact)
    for entry in shared["sums"]:
        entry["index"] = ["p", "q"]
    assert "not the statement's family" in states_claim("pram.marginal", [shared])
