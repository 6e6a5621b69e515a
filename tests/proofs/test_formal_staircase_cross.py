"""The formal statements of the staircase (004) and cross-paper claims (workbench.formal): every universal claim declares
one (a Statement, or Prose with the reason no replayable artefact reaches it); each Statement is stated by the goals of
the artefacts its claim's proof route builds (so the route is complete), and a wrong statement (a closed form mutated,
a strict relation where the goal is not strict, a wrong ratio) is not; a claim whose statement is prose keeps a proof
that replays and is not complete."""
import pytest
import sympy as sp

import proofs.staircase.eq22_kl as eq22_kl
import proofs.staircase.thm6 as thm6
import proofs.staircase.merge_invariance as merge_invariance
import proofs.staircase.ldp_extremes as ldp_extremes
import proofs.staircase.geometric as geometric_proofs
import proofs.staircase.global_special_case as global_special_case_proofs
import proofs.staircase.patterns as patterns_proofs
import proofs.staircase.sublinear as sublinear_proofs
import proofs.staircase.geng_viswanath as geng_viswanath
import proofs.cross.links as links
from proofs.staircase.claims import staircase_ldp_proof
from tests.proofs.tampering import replays_completely, route_proves
from workbench.claims import REGISTRY, load_all
from workbench.formal import Prose, Statement, states_claim, unmet
from workbench.proof import registered

load_all()

# claim -> (builder, route(out_dir) -> (result, paths)): the same builders the claims' checks use
STATED = {
    "staircase.definition": (staircase_ldp_proof,
                             lambda out: (lambda r: (r[0], [r[1]]))(staircase_ldp_proof().route(out, "staircase_definition"))),
    "cross.rr-is-pram": (links.rr_is_pram_proof,
                         lambda out: links.route("rr_is_pram_proof", out, "cross_rr_is_pram")),
    "cross.pml-to-ldp": (links.pml_to_ldp_proof,
                         lambda out: links.route("pml_to_ldp_proof", out, "cross_pml_to_ldp")),
    "cross.warner": (links.warner_proof, lambda out: links.route("warner_proof", out, "cross_warner")),
    "staircase.ldp-extremes": (ldp_extremes.ldp_extremes_proof,      # Q(y) a sum over the other inputs: indexed sums
                               lambda out: (lambda r: (r[0], [r[1]]))(
                                   ldp_extremes.ldp_extremes_proof().route(out, "staircase_ldp_extremes"))),
}
# claims whose statement is prose, with the proof their check replays (not complete, by design)
PROSE_PROOFS = {
    "staircase.global-special-case": global_special_case_proofs.global_special_case_proof,
    "staircase.geng-viswanath": geng_viswanath.geng_viswanath_proof,
    "staircase.patterns": patterns_proofs.patterns_proof,
    "staircase.merge-invariance": merge_invariance.merge_invariance_proof,
    "staircase.sublinear": sublinear_proofs.sublinear_proof,
    "staircase.binary-tv": thm6.binary_tv_proof,
    "staircase.geometric": geometric_proofs.geometric_proof,
    "staircase.kl-converse": eq22_kl.kl_converse_proof,
    "staircase.binary-kl-factor": eq22_kl.binary_kl_factor_proof,
}


def _claims(paper):
    return [c for c in REGISTRY.values() if c.id.startswith(paper + ".")]


@pytest.mark.parametrize("paper", ["staircase", "cross"])
def test_every_universal_claim_declares_its_formal_statement(paper):
    claims = _claims(paper)
    assert claims
    for claim in claims:
        if claim.universal:
            assert isinstance(claim.formal, (Statement, Prose)), claim.id
    stated = {c.id for c in claims if isinstance(c.formal, Statement)}
    assert stated == {c for c in STATED if c.startswith(paper + ".")}


@pytest.mark.parametrize("claim", STATED)
def test_the_goals_state_the_claim(claim, tmp_path):
    """The artefact replays, matches the registry and states the claim's formal statement; so does the route's file,
    read back from disk."""
    builder, route = STATED[claim]
    artefact = replays_completely(builder())
    assert states_claim(claim, [artefact]) is None and artefact["claim"] == claim
    route_proves(*route(tmp_path), out_dir=tmp_path)


@pytest.mark.parametrize("claim", PROSE_PROOFS)
def test_a_prose_statement_leaves_a_replayed_proof_not_complete(claim, tmp_path):
    """Its statement quantifies over what no relation between fixed real variables carries (every mechanism, every k, a
    function, a limit: the Prose reason), so its goals, though they replay, do not decide it alone."""
    formal = REGISTRY[claim].formal
    assert isinstance(formal, Prose) and len(formal.reason.split()) >= 20
    artefact = replays_completely(PROSE_PROOFS[claim](), complete=False)
    assert "prose" in states_claim(claim, [artefact])


def test_every_prose_claim_of_staircase_without_a_proof_is_listed_too():
    prose = {c.id for c in _claims("staircase") if isinstance(c.formal, Prose)}
    assert {c for c in PROSE_PROOFS if c.startswith("staircase.")} <= prose
    assert prose - set(PROSE_PROOFS) == {"staircase.quadratic-high-privacy", "staircase.lp", "staircase.convex-alphabet",
                                         "staircase.blackwell", "staircase.binary-high-privacy", "staircase.rr",
                                         "staircase.rr-ties", "staircase.mi-small-eps", "staircase.rr-kl-expansion"}


# ------------------------------------------------------------------ wrong statements are not met (the check can say no)
E, v, k, N = sp.symbols("E v k N")


def test_staircase_definition_a_wrong_ratio_or_a_strict_bound_is_not_met():
    artefact = staircase_ldp_proof().artefact()
    printed = Statement("E v", asserts=lambda E, v: [(E ** 2 * v, "<=", E * v)], domain={"E": 1})   # |log r| > eps
    assert "no goal states" in unmet(printed, "staircase.definition", [artefact])
    strict = Statement("E v", asserts=lambda E, v: [(v / E, "<", E * v)], domain={"E": 1})          # false at E = 1
    assert unmet(strict, "staircase.definition", [artefact]) is not None
    assumed = Statement("E v", asserts=REGISTRY["staircase.definition"].formal.asserts, domain={"E": 2})   # eps >= log 2
    assert unmet(assumed, "staircase.definition", [artefact]) is None          # a narrower claim is met: a wider domain
    wider = Statement("E v", asserts=REGISTRY["staircase.definition"].formal.asserts, domain={"E": 0})
    assert "lower bounds" in unmet(wider, "staircase.definition", [artefact])   # ... but not a wider one


def test_the_cross_claims_written_as_relations_in_the_remaining_symbols_state_nothing():
    """Why the cross claims keep the substituted parameter a variable: staircase.rr's keep probability at k = 2 (one
    of Warner's diagonals), and k-RR's keep probability against v_alpha at S = k, are one expression once SymPy
    substitutes -- such a statement is refused; the declared statements pin k and S by a case instead."""
    S = sp.Symbol("S")
    staircase = registered("staircase.rr", "keep probability", [E, k]).subs(k, 2)
    warner = Statement("E", asserts=lambda E: [(staircase, "=", E / (E + 1))], domain={"E": 1})
    assert "states nothing" in unmet(warner, "cross.warner", [links.warner_proof().artefact()])
    keep = registered("cross.rr-is-pram", "k-RR keep", [E, k])
    v_alpha = registered("pram.vertices", "v_alpha", [E, S]).subs(S, k)
    rr = Statement("E k", asserts=lambda E, k: [(keep, "=", v_alpha)], domain={"E": 1, "k": 2})
    assert "states nothing" in unmet(rr, "cross.rr-is-pram", [links.rr_is_pram_proof().artefact()])


def _one(claim, variables, relation, domain, assume=lambda *symbols: ()):
    """A statement of `claim` with the one relation relation(*symbols), checked against its proof's artefact."""
    statement = Statement(variables, asserts=lambda *symbols: [relation(*symbols)], assume=assume, domain=domain)
    return unmet(statement, claim, [STATED[claim][0]().artefact()])


def test_rr_is_pram_a_wrong_pin_or_a_wrong_diagonal_is_not_met():
    domain = {"E": 1, "k": 2, "S": 2}
    v_alpha = lambda E, S: registered("pram.vertices", "v_alpha", [E, S])           # noqa: E731
    right = lambda E, k, S: ("k-RR keep", "=", v_alpha(E, S), [(S, ">=", k), (S, "<=", k)])  # noqa: E731
    assert _one("cross.rr-is-pram", "E k S", right, domain) is None
    shifted = lambda E, k, S: ("k-RR keep", "=", v_alpha(E, S), [(S, ">=", k + 1), (S, "<=", k + 1)])  # noqa: E731
    assert "none of the statement's assumptions" in _one("cross.rr-is-pram", "E k S", shifted, domain)
    unpinned = lambda E, k, S: ("k-RR keep", "=", v_alpha(E, S))                     # noqa: E731  (false for S != k)
    assert _one("cross.rr-is-pram", "E k S", unpinned, domain) is not None
    half = lambda E, k, S: ("k-RR keep", "=", v_alpha(E, S), [(S, ">=", k)])         # noqa: E731  (S >= k only)
    assert _one("cross.rr-is-pram", "E k S", half, domain) is not None
    wrong = lambda E, k, S: ("k-RR keep", "=", E / (E + S), [(S, ">=", k), (S, "<=", k)])  # noqa: E731
    assert "no goal states" in _one("cross.rr-is-pram", "E k S", wrong, domain)


def test_pml_to_ldp_a_wrong_pin_or_a_wrong_limit_is_not_met():
    from proofs.pml.thm1 import registered_xi1
    domain, c_nonneg = {"E": 1, "N": 2}, (lambda E, N, d: [(d, "<=", 1)])
    xi1 = lambda E, N, d: registered_xi1(E, (1 - d) / N, N)                          # noqa: E731
    right = lambda E, N, d: (xi1(E, N, d), "=", "eps-LDP eta_TV bound", [(d, ">=", 1)])  # noqa: E731
    assert _one("cross.pml-to-ldp", "E N d", right, domain, c_nonneg) is None
    half = lambda E, N, d: (xi1(E, N, d), "=", "eps-LDP eta_TV bound", [(2 * d, ">=", 1)])  # noqa: E731  c <= 1/(2N)
    assert _one("cross.pml-to-ldp", "E N d", half, domain, c_nonneg) is not None
    wrong = lambda E, N, d: (xi1(E, N, d), "=", (E - 1) / (E + 2), [(d, ">=", 1)])   # noqa: E731
    assert "no goal states" in _one("cross.pml-to-ldp", "E N d", wrong, domain, c_nonneg)
    faster = lambda E, N, d: (xi1(E, N, d), "<=", (E - 1) / (E + 1) + E * (1 - d) / 2)  # noqa: E731  E N c / 2
    assert _one("cross.pml-to-ldp", "E N d", faster, domain, c_nonneg) is not None
    assert _one("cross.pml-to-ldp", "E N d", right, domain) is not None               # without c >= 0: d <= 1


def test_warner_a_wrong_pin_or_a_wrong_diagonal_is_not_met():
    domain, variables = {"E": 1, "k": 2, "S": 2}, "E delta k S d"
    keep = lambda E, k: registered("staircase.rr", "keep probability", [E, k])        # noqa: E731
    right = lambda E, delta, k, S, d: (keep(E, k), "=", E / (E + 1), [(k, "<=", 2)])  # noqa: E731
    assert _one("cross.warner", variables, right, domain) is None
    at_3 = lambda E, delta, k, S, d: (keep(E, k), "=", E / (E + 1), [(k, "<=", 3)])   # noqa: E731  k in [2, 3]
    assert "none of the statement's assumptions" in _one("cross.warner", variables, at_3, domain)
    v_alpha = lambda E, delta, k, S, d: (registered("pram.vertices", "v_alpha", [E, S]), "=", E / (E + 2),  # noqa: E731
                                         [(S, "<=", 2)])
    assert "no goal states" in _one("cross.warner", variables, v_alpha, domain)
    m = sp.Symbol("m")
    counting = lambda E, delta, k, S, d: (registered("counting.optimum", "delta + (1-delta) alpha_2m,",  # noqa: E731
                                                     [E, m, delta]).subs(m, 1), "=", E / (E + 1), [(delta, "<=", 1)])
    assert _one("cross.warner", variables, counting, domain) is not None             # delta in [0, 1]: false
    wider = {"E": 1, "k": 1, "S": 2}                                                  # k >= 1: k <= 2 pins nothing
    assert "lower bounds" in _one("cross.warner", variables, right, wider)


def test_a_prose_claims_artefact_states_no_statement_of_its_encoding_either():
    """Even the per-entry relation its encoding proves is not what the claim says: staircase.global-special-case's
    goals hold under the hypotheses u = c z, v = c a z, which no statement of the claim's variables assumes."""
    artefact = global_special_case_proofs.global_special_case_proof().artefact()
    encoded = Statement("a u v", asserts=lambda a, u, v: [(u, "=", v / a)], assume=lambda a, u, v: [(a, ">", 0)])
    assert "none of the statement's assumptions" in unmet(encoded, "staircase.global-special-case", [artefact])


# ------------------------------------------------------------------ the engine: complete routes and verdict strength
def test_the_engine_settles_staircase_definition_as_proved_and_a_prose_claim_below(tmp_path):
    from workbench.claims import decide, verdict_strength
    from workbench.earned import settle
    from workbench.runner import Context
    import proofs.staircase.claims as staircase_ldp
    for claim, function, strength in (("staircase.definition", staircase_ldp.definition, "proved"),
                                      ("staircase.global-special-case", staircase_ldp.global_special_case,
                                       "exact-sampled")):
        evidence = function(Context(out_dir=tmp_path, fuzz_examples=2))
        settle(claim, evidence, tmp_path, REGISTRY[claim].formal)
        routes = evidence.correction_routes if claim == "staircase.definition" else evidence.routes
        assert routes["proof"].strength == "proved" and routes["proof"].complete == (strength == "proved"), claim
        verdict = decide(evidence)[0]
        assert verdict == REGISTRY[claim].expected and verdict_strength(verdict, evidence) == strength, claim


@pytest.mark.parametrize("claim,check", [("cross.rr-is-pram", "rr_is_pram"), ("cross.pml-to-ldp", "pml_to_ldp"),
                                         ("cross.warner", "warner")])
def test_the_engine_settles_each_cross_claim_as_proved_for_every_parameter(claim, check, tmp_path):
    """The claim's own check, settled by the engine: its proof route replays from disk and is complete (its pinned
    goals state the Statement), so the verdict is 'holds', proved."""
    import proofs.cross.claims as cross_paper
    from workbench.claims import decide, verdict_strength
    from workbench.earned import settle
    from workbench.runner import Context
    evidence = getattr(cross_paper, check)(Context(out_dir=tmp_path, fuzz_examples=2))
    settle(claim, evidence, tmp_path, REGISTRY[claim].formal)
    assert evidence.routes["proof"].strength == "proved" and evidence.routes["proof"].complete
    verdict = decide(evidence)[0]
    assert verdict == "holds" and verdict_strength(verdict, evidence) == "proved"


def test_ldp_extremes_a_wrong_marginal_a_dropped_law_or_a_case_moved_is_not_met():
    """staircase.ldp-extremes through indexed sums: independence with Q(y) = q + R (p dropped) is not met; nor without
    p + W = 1 (the prior a law); nor 'u = v' under one 0-LDP inequality only; nor by a family over P alone."""
    import copy
    artefact = ldp_extremes.ldp_extremes_proof().artefact()
    assert states_claim("staircase.ldp-extremes", [artefact]) is None
    statement = REGISTRY["staircase.ldp-extremes"].formal

    def variant(asserts=None, assume=None):
        return Statement(statement.variables, asserts=asserts or statement.asserts, assume=assume or statement.assume,
                         domain=statement.domain, indexed=statement.indexed, count=statement.count,
                         sums=statement.sums, each=statement.each)
    marginal = variant(asserts=lambda E, u, v, p, q, n, W, R, a, b, P, w: [(p * q, "=", p * (q + R), [(w, ">=", q),
                                                                                                     (w, "<=", q)])])
    assert "no goal states" in unmet(marginal, "staircase.ldp-extremes", [artefact])
    no_law = variant(assume=lambda *symbols: [])
    assert "none of the statement's assumptions" in unmet(no_law, "staircase.ldp-extremes", [artefact])
    one_sided = variant(asserts=lambda *symbols: [(symbols[1], "=", symbols[2], [(symbols[1], "<=", symbols[2])])])
    assert unmet(one_sided, "staircase.ldp-extremes", [artefact]) is not None
    foreign = copy.deepcopy(artefact)
    for entry in foreign["sums"]:
        entry["index"] = ["P"]
    assert "not the statement's family" in states_claim("staircase.ldp-extremes", [foreign])
