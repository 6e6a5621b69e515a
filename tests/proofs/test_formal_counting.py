"""The counting paper's formal statements (workbench.formal): every universal claim declares one; the one claim that
is a finite set of relations between fixed real variables (counting.active-constraints, M = 5) has a Statement that its
proof artefact states, and a wrong statement is not met by the same artefact; every other universal claim is Prose
(a matrix, a sum, an optimal face or a channel for every M, a limit), so its replayed proof, however valid, is never
complete."""
import pytest
import sympy as sp

import proofs.counting.sec5_channel as channel
import proofs.counting.claims as counting
import proofs.counting.gamma_superadditive as gamma_superadditive
import proofs.counting.prior_free as prior_free
import proofs.counting.thm2_high_privacy_limit as thm2_high_privacy_limit
import proofs.counting.lemma1_kernel_pd as lemma1_kernel_pd
import proofs.counting.thm1_1_pd as thm1_1_pd
import proofs.counting.thm1_lp_reformulation as thm1_lp_reformulation
import proofs.counting.thm1_3_shared_structure as thm1_3_shared_structure
import proofs.counting.thm1_3_4_shared_diagonal as thm1_3_4_shared_diagonal
import proofs.counting.thm2_3_channel_interior as thm2_3_channel_interior
import proofs.counting.thm2_4_channel_outside as thm2_4_channel_outside
import proofs.counting.thm2_corollary_doubly_stochastic as thm2_corollary_doubly_stochastic
from proofs.counting.pstar_positive import pstar_positive_proof
from proofs.counting.thm1_walk import walk_proof
from workbench.claims import REGISTRY, decide, load_all, verdict_strength
from workbench.earned import settle
from workbench.formal import Prose, Statement, states_claim, unmet
from workbench.kernel import polyproof

load_all()

COUNTING = [claim_id for claim_id in REGISTRY if claim_id.startswith("counting.")]
STATED = {"counting.active-constraints": [counting.active_constraints_proof],
          "counting.prior-free": [prior_free.prior_free_proof]}      # a sum over the M inputs: indexed sums
PROVED_PROSE = {   # Prose claims whose proof route replays: the builders the claims' checks use
    "counting.gamma-superadditive": gamma_superadditive.gamma_superadditive_proof,
    "counting.high-privacy-limit": thm2_high_privacy_limit.high_privacy_limit_proof,
    "counting.lp-reformulation": thm1_lp_reformulation.lp_reformulation_proof,
    "counting.kernel-pd": lemma1_kernel_pd.kernel_pd_proof,
    "counting.pd": thm1_1_pd.pd_proof,
    "counting.shared-structure": thm1_3_shared_structure.shared_structure_proof,
    "counting.shared-diagonal": thm1_3_4_shared_diagonal.shared_diagonal_proof,
    "counting.channel-3": thm2_3_channel_interior.channel_interior_proof,
    "counting.channel-4": thm2_4_channel_outside.channel_outside_proof,
    "counting.channel-doubly-stochastic": thm2_corollary_doubly_stochastic.channel_doubly_stochastic_proof,
    "counting.uniqueness": channel.uniqueness_proof,
    "counting.channel-bounds": channel.channel_bounds_proof,
    "counting.perturbation-conditions": channel.perturbation_conditions_proof,
    "counting.channel-reduction": channel.channel_reduction_proof,
    "counting.bounds-vs-trivial": channel.bounds_vs_trivial_proof,
    "counting.pstar-positive": pstar_positive_proof,
    "counting.optimum": lambda: walk_proof(counting.PAPER_FORM),
}


def test_every_universal_counting_claim_declares_a_formal_statement():
    assert len(COUNTING) == len(counting.PAPER_ORDER) == 27
    for claim_id in COUNTING:
        entry = REGISTRY[claim_id]
        if entry.universal:
            assert isinstance(entry.formal, (Statement, Prose)), claim_id
        else:
            assert claim_id == "counting.mpsk"        # 8-PSK at five SNRs: finitely many instances
    stated = {c for c in COUNTING if isinstance(REGISTRY[c].formal, Statement)}
    assert stated == set(STATED)
    for claim_id in stated:                           # its relations read, and its description names them
        assert REGISTRY[claim_id].formal.relations(claim_id)
    assert "E >= 1" in REGISTRY["counting.active-constraints"].formal.describe("counting.active-constraints")
    assert "every family (w, p)_i, i = 1..M" in REGISTRY["counting.prior-free"].formal.describe("counting.prior-free")


def test_the_prior_free_statement_needs_its_sums_and_its_equality_case():
    """The prior-free artefact states the claim for every M only through its sum lemmas: the same goals with PE read
    as another sum, the equality for every law, or gamma bounding the diagonal only from above, are not met."""
    artefact = prior_free.prior_free_proof().artefact()
    stated = REGISTRY["counting.prior-free"].formal
    assert states_claim("counting.prior-free", [artefact]) is None

    def changed(**fields):
        return Statement(stated.variables, **({k: getattr(stated, k) for k in (
            "asserts", "assume", "domain", "indexed", "count", "sums", "each")} | fields))
    assert unmet(changed(sums={"W": lambda w, p: w, "PE": lambda w, p: w * p}), "counting.prior-free", [artefact])
    assert unmet(changed(asserts=lambda gamma, W, PE, M, w, p: [(PE, "=", 1 - gamma)]), "counting.prior-free",
                 [artefact])
    assert unmet(changed(each=lambda gamma, W, PE, M, w, p: [(p, "<=", 1), (p, "<=", gamma)]), "counting.prior-free",
                 [artefact])
    artefact.pop("sums")                                # the summed goals no longer a lemma: the goals do not replay
    assert polyproof.check(artefact) is not None


@pytest.mark.parametrize("claim_id", sorted(STATED))
def test_the_proof_artefacts_state_the_claims_statement(claim_id):
    artefacts = [build().artefact() for build in STATED[claim_id]]
    assert all(polyproof.check(artefact) is None for artefact in artefacts)
    assert states_claim(claim_id, artefacts) is None


def test_the_active_constraints_claim_is_proved_for_every_parameter(tmp_path):
    """The claim's own check, settled by the engine: its proof route is complete, so 'holds' is 'proved'."""
    from workbench.runner import Context
    evidence = counting.active_constraints(Context(out_dir=tmp_path, fuzz_examples=3))
    settle("counting.active-constraints", evidence, tmp_path, REGISTRY["counting.active-constraints"].formal)
    verdict = decide(evidence)[0]
    assert verdict == "holds" and evidence.routes["proof"].complete
    assert verdict_strength(verdict, evidence) == "proved"
    assert evidence.certificates == ["proofs/counting_active_constraints.json"]


def _pairs(relation):
    def asserts(E, delta):
        P = counting.active_pstar(E, delta)
        return [relation(P, E, delta, i, j) for i, j in counting.ACTIVE_PAIRS]
    return asserts


WRONG_ACTIVE = {
    "delta dropped": _pairs(lambda P, E, delta, i, j: (P[j][j], "=", sp.Mul(E, P[i][j], evaluate=False))),
    "e^eps for e^-eps": _pairs(lambda P, E, delta, i, j: (P[j][j], "=", P[i][j] / E + delta)),
    "strict where the goal is an equality": _pairs(
        lambda P, E, delta, i, j: (P[j][j], ">", sp.Mul(E, P[i][j], evaluate=False) + delta)),
    "the far entry for the adjacent one": _pairs(lambda P, E, delta, i, j: (P[j][j], "=", E * P[0][2] + delta)),
}


@pytest.mark.parametrize("name", sorted(WRONG_ACTIVE))
def test_a_wrong_active_constraints_statement_is_not_met(name):
    artefact = counting.active_constraints_proof().artefact()
    wrong = Statement("E delta", asserts=WRONG_ACTIVE[name], domain={"E": 1, "delta": 0},
                      assume=lambda E, delta: [(delta, "<=", 1)])
    assert unmet(wrong, "counting.active-constraints", [artefact]) is not None, name


@pytest.mark.parametrize("relation", [">=", "<="])
def test_the_equality_read_as_an_inequality_is_met(relation):
    """The same sides with a weaker relation are stated by the equality goals: the check above says no to the wrong
    statements, not to every statement."""
    artefact = counting.active_constraints_proof().artefact()
    weaker = Statement("E delta", asserts=_pairs(lambda P, E, delta, i, j: (
        P[j][j], relation, sp.Mul(E, P[i][j], evaluate=False) + delta)), domain={"E": 1, "delta": 0})
    assert unmet(weaker, "counting.active-constraints", [artefact]) is None


def test_a_wider_domain_than_the_proofs_is_not_met():
    """The artefact is proved for E >= 1; a statement for every E >= 0 asks more than it shows."""
    artefact = counting.active_constraints_proof().artefact()
    wider = Statement("E delta", asserts=counting.ACTIVE_CONSTRAINTS.asserts, domain={"E": 0, "delta": 0},
                      assume=counting.ACTIVE_CONSTRAINTS.assume)
    assert "lower bounds" in unmet(wider, "counting.active-constraints", [artefact])


@pytest.mark.parametrize("claim_id", sorted(PROVED_PROSE))
def test_a_prose_claims_replayed_proof_is_not_complete(claim_id):
    """The artefact replays, but the claim is Prose: states_claim says no and gives the claim's written reason."""
    artefact = PROVED_PROSE[claim_id]().artefact()
    assert polyproof.check(artefact) is None and artefact["claim"] == claim_id
    formal = REGISTRY[claim_id].formal
    assert isinstance(formal, Prose)
    gap = states_claim(claim_id, [artefact])
    assert gap == f"its statement rests on prose the replayer does not carry: {formal.reason}"


def test_each_prose_reason_says_what_the_claim_quantifies_over():
    """A reason names why no relation between fixed variables states the claim: every M, every T, a limit, or the
    8-PSK channels' Gaussian integrals; a claim without a proof route says so."""
    routed = set(PROVED_PROSE)
    for claim_id in COUNTING:
        formal = REGISTRY[claim_id].formal
        if not isinstance(formal, Prose):
            continue
        reason = formal.reason
        assert any(word in reason for word in ("every M", "for every", "limit", "Gaussian")), claim_id
        if claim_id not in routed:
            assert "no proof route" in reason, claim_id
