"""The formal statements of the pml paper's claims (workbench.formal): every universal claim declares one, a Statement
or a Prose reason; each Statement is stated by the goals of the artefact its claim's check builds (so its proof route
is complete); a wrong statement (a mutated side, a strict relation, a missing assumption, a narrower reading of the
box) is not met by the same artefact; and a Prose claim's proof is never complete, whatever its goals say."""
import pytest
import sympy as sp

from tests.proofs.tampering import route_proves
from workbench.proof import built_route
from workbench.claims import REGISTRY, load_all
from workbench.formal import Prose, Statement, states_claim, unmet
from workbench.kernel import polyproof

load_all()
import proofs.pml.example3_nonprivate_rate as example3_nonprivate_rate  # noqa: E402  (after load_all: the builders read the registered closed forms)
import proofs.pml.identity_bound as identity_bound  # noqa: E402
import proofs.pml.lemma1_zeros as lemma1_zeros  # noqa: E402
import proofs.pml.lemma4_linear as lemma4_linear  # noqa: E402

PML = sorted(claim for claim in REGISTRY if claim.startswith("pml."))

# claim -> the builders its check uses for the proof route (the same functions, the same artefacts)
STATED = {"pml.nonprivate-rate": [example3_nonprivate_rate.nonprivate_rate_proof],
          "pml.identity-bound": [identity_bound.identity_bound_proof],     # a sum over the other inputs: indexed sums
          "pml.zeros": [lemma1_zeros.zeros_proof], "pml.linear": [lemma4_linear.linear_proof]}
# Lemma 1 and Lemma 4 are met by ZEROS and LINEAR (indexed families); the claims' literal readings of their proofs'
# displays are typos graded apart, and the proofs sit with the corrections.
LEMMAS = {"pml.zeros": lemma1_zeros.zeros_proof, "pml.linear": lemma4_linear.linear_proof}

E, u = sp.symbols("E u")
C = 1 / (4 + u)


def _xi1(e):
    return (e - 1) / (e * (1 - 4 * C) + 1)


def _artefacts(claim):
    artefacts = [build().artefact() for build in STATED[claim]]
    assert all(polyproof.check(artefact) is None for artefact in artefacts)
    return artefacts


def test_every_universal_claim_of_the_paper_declares_a_formal_statement():
    universal = [claim for claim in PML if REGISTRY[claim].universal]
    assert len(universal) == 26          # pml.sample-size-factor (issue 23, rates) added
    missing = [claim for claim in universal if not isinstance(REGISTRY[claim].formal, (Statement, Prose))]
    assert missing == []
    assert sorted(claim for claim in universal if isinstance(REGISTRY[claim].formal, Statement)) == sorted(STATED)


def test_each_prose_reason_is_written_out():
    for claim in PML:
        formal = REGISTRY[claim].formal
        if isinstance(formal, Prose):
            assert len(formal.reason.split()) >= 20, claim


@pytest.mark.parametrize("claim", sorted(STATED))
def test_the_goals_state_the_claim(claim):
    assert states_claim(claim, _artefacts(claim)) is None


def test_the_nonprivate_rate_route_is_complete_as_the_check_builds_it(tmp_path):
    route_proves(*built_route(example3_nonprivate_rate.nonprivate_rate_proof, tmp_path, "pml_nonprivate_rate"), out_dir=tmp_path)


def test_the_claims_check_earns_proved_for_nonprivate_rate_and_not_for_a_prose_claim(tmp_path):
    """Settled by the engine: pml.nonprivate-rate's proof route is complete, so its verdict is proved; pml.saturation's
    route replays just as well, but Thm. 2 is about every prior in Q_X(c) and every f (Prose), so it is not complete."""
    import proofs.pml.claims as pml
    from workbench.claims import decide, verdict_strength
    from workbench.earned import settle
    from workbench.runner import Context
    for check, claim, stated in ((pml.nonprivate_rate, "pml.nonprivate-rate", True), (pml.saturation, "pml.saturation", False)):
        evidence = check(Context(out_dir=tmp_path, fuzz_examples=3))
        settle(claim, evidence, tmp_path, REGISTRY[claim].formal)
        verdict = decide(evidence)[0]
        assert verdict == "holds" and evidence.routes["proof"].status == "pass"
        assert evidence.routes["proof"].complete == stated
        assert (verdict_strength(verdict, evidence) == "proved") == stated
        if not stated:
            assert "not the whole claim" in evidence.routes["proof"].detail


WRONG = {
    "the threshold moved: Xi1 >= 1 once e^eps >= 1/(4c)":
        Statement("E u", asserts=lambda E, u: [(_xi1(E), ">=", 1)], domain={"E": 1},
                  assume=lambda E, u: [(4 * E, ">=", 4 + u)]),
    "a strict relation where the goal is not strict":
        Statement("E u", asserts=lambda E, u: [(_xi1(E), ">", 1)], domain={"E": 1},
                  assume=lambda E, u: [(2 * E, ">=", 4 + u)]),
    "Xi1 mutated (1 - 2c for 1 - 4c)":
        Statement("E u", asserts=lambda E, u: [((E - 1) / (E * (1 - 2 * C) + 1), ">=", 1)], domain={"E": 1},
                  assume=lambda E, u: [(2 * E, ">=", 4 + u)]),
    "no assumption at all (false below 1/(2c))":
        Statement("E u", asserts=lambda E, u: [(_xi1(E), ">=", 1)], domain={"E": 1}),
    "equality where the goal is an inequality":
        Statement("E u", asserts=lambda E, u: [(_xi1(E), "=", 1)], domain={"E": 1},
                  assume=lambda E, u: [(2 * E, ">=", 4 + u)]),
    "the identity's level mutated (2/c for 1/c)":
        Statement("E u", asserts=lambda E, u: [(_xi1(2 * (4 + u)), ">=", 1)], domain={"E": 1}),
    "a wider box than the artefact's (E >= 0)":
        Statement("E u", asserts=lambda E, u: [(_xi1(E), ">=", 1)], domain={"E": 0},
                  assume=lambda E, u: [(2 * E, ">=", 4 + u)]),
}


@pytest.mark.parametrize("name", WRONG)
def test_a_wrong_statement_is_not_met_by_the_same_artefact(name):
    assert unmet(WRONG[name], "pml.nonprivate-rate", _artefacts("pml.nonprivate-rate")) is not None


def test_the_registered_statement_is_met_and_a_copy_with_one_relation_dropped_from_the_goals_is_not():
    """The same statement is met by the artefact and not by the artefact without its identity goal: the check can
    say no on the claim's own statement, not only on wrong ones."""
    artefact = _artefacts("pml.nonprivate-rate")[0]
    assert states_claim("pml.nonprivate-rate", [artefact]) is None
    without = dict(artefact, goals=[g for g in artefact["goals"] if g["name"] != "Xi1 >= 1 at the identity's level"])
    assert len(without["goals"]) == len(artefact["goals"]) - 1
    assert "no goal states" in states_claim("pml.nonprivate-rate", [without])


@pytest.mark.parametrize("claim", [c for c in PML if isinstance(REGISTRY[c].formal, Prose)])
def test_a_prose_claim_is_never_complete(claim):
    """Even the nonprivate-rate artefact, whose goals do replay, is no proof of a Prose claim."""
    assert "prose" in states_claim(claim, _artefacts("pml.nonprivate-rate"))


def test_identity_bound_a_wrong_level_a_dropped_premise_or_a_foreign_family_is_not_met():
    """pml.identity-bound through indexed sums: the level c/2 for 1/c is not met; nor is the statement without P(x*) >= c
    (P in Q_X(c)), nor by sums over another family (P only: K(y|x) would be one value shared by every input)."""
    import copy
    artefact = _artefacts("pml.identity-bound")[0]
    assert states_claim("pml.identity-bound", [artefact]) is None
    statement = REGISTRY["pml.identity-bound"].formal

    def variant(asserts=None, assume=None):
        return Statement(statement.variables, asserts=asserts or statement.asserts, assume=assume or statement.assume,
                         domain=statement.domain, indexed=statement.indexed, count=statement.count,
                         sums=statement.sums, each=statement.each)
    wrong = variant(asserts=lambda c, n, k, p, W, R, P, j: [(k, "<=", 2 * (p * k + R))])
    assert "no goal states" in unmet(wrong, "pml.identity-bound", [artefact])
    no_prior = variant(assume=lambda *symbols: [a for a in statement.assume(*symbols) if a[1] != ">=" or a[2] != symbols[0]])
    assert "none of the statement's assumptions" in unmet(no_prior, "pml.identity-bound", [artefact])
    shared = copy.deepcopy(artefact)
    for entry in shared["sums"]:
        entry["index"] = ["P"]
    assert "not the statement's family" in states_claim("pml.identity-bound", [shared])


def test_zeros_a_wrong_threshold_a_dropped_count_or_a_foreign_family_is_not_met():
    """pml.zeros (Lemma 1, by contraposition) through indexed sums: the threshold 2/((N - l)c) is not met; nor is the
    statement without n <= N - l (at least l zeros), nor without 'each nonzero entry <= the largest' (the summed goal
    uses it), nor by a sum lemma over another family."""
    import copy
    import proofs.pml.claims as pml
    artefact = LEMMAS["pml.zeros"]().artefact()
    statement = pml.ZEROS
    assert unmet(statement, "pml.zeros", [artefact]) is None
    assert states_claim("pml.zeros", [artefact]) is None

    def variant(asserts=None, assume=None, each=None):
        return Statement(statement.variables, asserts=asserts or statement.asserts, assume=assume or statement.assume,
                         domain=statement.domain, indexed=statement.indexed, count=statement.count,
                         sums=statement.sums, each=each or statement.each)
    double = variant(asserts=lambda E, c, N, m, n, k, s, j: [(E, ">=", 2 / (m * c))])
    assert "no goal states" in unmet(double, "pml.zeros", [artefact])
    no_count = variant(assume=lambda *symbols: [a for a in statement.assume(*symbols) if a[0] != symbols[4]])
    assert "none of the statement's assumptions" in unmet(no_count, "pml.zeros", [artefact])
    no_largest = variant(each=lambda *symbols: statement.each(*symbols)[:1])
    assert "none of the statement's assumptions" in unmet(no_largest, "pml.zeros", [artefact])
    foreign = copy.deepcopy(artefact)
    for entry in foreign["sums"]:
        entry["count"] = "m"
    assert unmet(statement, "pml.zeros", [foreign]) is not None


def test_linear_a_wrong_row_a_missing_prior_condition_or_a_swapped_case_is_not_met():
    """pml.linear (Lemma 4) through indexed sums: the 'if' direction with (1 - c) for (1 - Nc) in the row is not met;
    nor without P(x) >= c at every x (a prior outside Q_X(c)); and sums that declare no S for (K P)(y) do not
    replay."""
    import copy
    import proofs.pml.claims as pml
    artefact = LEMMAS["pml.linear"]().artefact()
    statement = pml.LINEAR
    assert unmet(statement, "pml.linear", [artefact]) is None
    assert states_claim("pml.linear", [artefact]) is None

    def variant(asserts):
        return Statement(statement.variables, asserts=asserts, assume=statement.assume, domain=statement.domain,
                         indexed=statement.indexed, count=statement.count, sums=statement.sums, each=statement.each)
    wrong_row = variant(lambda E, N, c, kx, j, kmax, m, W, S, T, P, k: [
        (kmax, "<=", E * T, [(P, ">=", c), (W, ">=", 1), (W, "<=", 1), (kmax, "<=", E * (c * S + (1 - c) * m))])])
    assert unmet(wrong_row, "pml.linear", [artefact]) is not None
    outside = variant(lambda E, N, c, kx, j, kmax, m, W, S, T, P, k: [
        (kmax, "<=", E * T, [(W, ">=", 1), (W, "<=", 1), (kmax, "<=", E * (c * S + (1 - N * c) * m))])])
    assert unmet(outside, "pml.linear", [artefact]) is not None
    foreign = copy.deepcopy(artefact)
    for entry in foreign["sums"]:
        entry["monomials"] = [m for m in entry["monomials"] if m[1] != "T"]
    assert polyproof.check(foreign) is not None
