"""`complete` is computed (workbench/formal.py): a replayed proof decides its claim alone only when its goals state the
claim's formal statement. Each test below is an artefact that replays and yet must not count as the claim."""
import pytest
import sympy as sp

from workbench.formal import Statement, unmet
from workbench.kernel import polyproof
from workbench.proof import Proof

x, y = sp.symbols("x y")
SQUARE = Statement("x", asserts=lambda x: [(x ** 2 + 1, ">", 0)])


def _artefact(build, variables=(x,), domain=None) -> dict:
    proof = Proof("user.thm", list(variables), "", "", domain=domain)
    build(proof)
    artefact = proof.artefact()
    assert polyproof.check(artefact) is None          # every artefact here replays: the question is what it proves
    return artefact


def _square(proof, relation=">"):
    proof.goal("x^2 + 1 > 0", x ** 2 + 1, relation)


def test_the_goal_that_is_the_statement_is_complete():
    assert unmet(SQUARE, "user.thm", [_artefact(_square)]) is None


def test_no_statement_or_an_empty_one_is_never_complete():
    assert "no formal statement" in unmet(None, "user.thm", [_artefact(_square)])
    assert "asserts nothing" in unmet(Statement("x", asserts=lambda x: []), "user.thm", [_artefact(_square)])


def test_an_irrelevant_true_goal_is_not_the_statement():
    irrelevant = _artefact(lambda p: p.goal("x + 1 >= 0", x + 1))
    assert "no goal states" in unmet(SQUARE, "user.thm", [irrelevant])
    one_is_two = Statement("x", asserts=lambda x: [(sp.Integer(1), "=", 2)])
    assert unmet(one_is_two, "user.thm", [irrelevant]) is not None


def test_a_weaker_relation_does_not_state_a_strict_one():
    assert unmet(SQUARE, "user.thm", [_artefact(lambda p: _square(p, ">="))]) is not None


def test_the_statement_read_the_other_way_round_is_the_same():
    flipped = Statement("x", asserts=lambda x: [(0, "<", x ** 2 + 1)])
    assert unmet(flipped, "user.thm", [_artefact(_square)]) is None


def test_a_goal_on_a_narrower_domain_is_not_the_statement():
    narrow = _artefact(_square, domain={x: 1})
    assert "lower bounds" in unmet(SQUARE, "user.thm", [narrow])


def test_a_hypothesis_the_statement_does_not_assume_is_refused():
    def build(proof):
        proof.hypothesis("x >= 1", x - 1)
        proof.goal("x - 1/2 > 0", x - sp.Rational(1, 2), ">", hypotheses=["x >= 1"], terms=[(1, ["x >= 1"])])
    claim = Statement("x", asserts=lambda x: [(x, ">", sp.Rational(1, 2))])
    assert "none of the statement's assumptions" in unmet(claim, "user.thm", [_artefact(build)])
    assumed = Statement("x", asserts=claim.asserts, assume=lambda x: [(2 * x, ">=", 2)])    # a positive multiple
    assert unmet(assumed, "user.thm", [_artefact(build)]) is None
    negated = Statement("x", asserts=claim.asserts, assume=lambda x: [(x, "<=", 1)])        # 1 - x: the wrong sign
    assert unmet(negated, "user.thm", [_artefact(build)]) is not None


def test_an_assumption_times_a_positive_polynomial_is_the_hypothesis_but_not_times_one_of_unknown_sign():
    """The statement may assume (x + 1)(x - 1) >= 0 where the artefact uses x - 1 >= 0 (a quotient x + 1 > 0 on the box,
    checked with the kernel's arithmetic); (x - 1/2)(x - 1) >= 0 is no such assumption (x - 1/2 changes sign)."""
    def build(proof):
        proof.hypothesis("x >= 1", x - 1)
        proof.goal("x - 1/2 > 0", x - sp.Rational(1, 2), ">", hypotheses=["x >= 1"], terms=[(1, ["x >= 1"])])
    asserts = lambda x: [(x, ">", sp.Rational(1, 2))]
    times_positive = Statement("x", asserts=asserts, assume=lambda x: [((x + 1) * (x - 1), ">=", 0)])
    assert unmet(times_positive, "user.thm", [_artefact(build)]) is None
    times_either = Statement("x", asserts=asserts, assume=lambda x: [((x - sp.Rational(1, 2)) * (x - 1), ">=", 0)])
    assert "none of the statement's assumptions" in unmet(times_either, "user.thm", [_artefact(build)])
    cleared = Statement("x", asserts=asserts, assume=lambda x: [((1 - 2 / (x + 1)) * (x + 1) ** 2, ">=", 0)])
    assert unmet(cleared, "user.thm", [_artefact(build)]) is None    # (x - 1)(x + 1)^2/(x + 1), divided exactly


def test_an_equality_is_stated_only_by_the_two_formulas_as_written():
    """An equality goal carries the claim's two sides as trees: the same identity written over other formulas (here
    expanded) does not state it, though the replayer accepts it; the tree of the formula as written does."""
    lhs, rhs = (x + 1) ** 2, x ** 2 + 2 * x + 1
    claim = Statement("x", asserts=lambda x: [(lhs, "=", rhs)])
    other_formula = _artefact(lambda p: p.equal("square", (x + 1) * (x + 2) - x - 1, rhs))
    assert "no goal states" in unmet(claim, "user.thm", [other_formula])
    assert unmet(claim, "user.thm", [_artefact(lambda p: p.equal("square", lhs, rhs))]) is None


def test_a_strict_hypothesis_needs_a_strict_assumption():
    def build(proof):
        proof.hypothesis("x > 0", x, strict=True)
        proof.goal("goal: x > 0", x, ">", hypotheses=["x > 0"], terms=[(1, ["x > 0"])])
    claim = Statement("x", asserts=lambda x: [(x, ">", 0)], assume=lambda x: [(x, ">=", 0)])
    assert unmet(claim, "user.thm", [_artefact(build)]) is not None
    strict = Statement("x", asserts=claim.asserts, assume=lambda x: [(x, ">", 0)])
    assert unmet(strict, "user.thm", [_artefact(build)]) is None


def test_an_equality_needs_both_sides_or_both_inequalities():
    lhs, rhs = (x + 1) ** 2, x ** 2 + 2 * x + 1
    equality = Statement("x", asserts=lambda x: [(lhs, "=", rhs)])
    assert unmet(equality, "user.thm", [_artefact(lambda p: p.equal("square", lhs, rhs))]) is None
    assert unmet(equality, "user.thm", [_artefact(lambda p: p.equal("square", rhs, lhs))]) is None
    other = Statement("x", asserts=lambda x: [((x + 2) ** 2, "=", x ** 2 + 4 * x + 4)])
    assert unmet(other, "user.thm", [_artefact(lambda p: p.equal("square", lhs, rhs))]) is not None
    at_one = Statement("x", asserts=lambda x: [(x ** 2 + 1, "=", 2 * x)], assume=lambda x: [(x, ">=", 1), (x, "<=", 1)])

    def one_way(proof):
        proof.hypothesis("x >= 1", x - 1).hypothesis("x <= 1", 1 - x)
        proof.goal("x^2 + 1 >= 2x", x ** 2 + 1 - 2 * x, ">=", hypotheses=["x >= 1", "x <= 1"],
                   terms=[(x, ["x >= 1"]), (1, ["x <= 1"])])       # (x - 1)^2 = x (x - 1) + (1 - x)
    assert unmet(at_one, "user.thm", [_artefact(one_way)]) is not None

    def both_ways(proof):
        one_way(proof)
        proof.goal("x^2 + 1 <= 2x", 2 * x - x ** 2 - 1, ">=", hypotheses=["x >= 1", "x <= 1"],
                   terms=[(x, ["x <= 1"]), (1, ["x >= 1"])])      # -(x - 1)^2 = x (1 - x) + (x - 1)
    assert unmet(at_one, "user.thm", [_artefact(both_ways)]) is None


def test_a_statement_variable_the_artefact_defines_as_exp_is_not_universal():
    """'for all X >= 0: X >= 1' is false; an artefact where X = exp(u) proves X >= 1 only for such X."""
    u, X = sp.symbols("u X")

    def build(proof):
        proof.define("exp(u)", "exp", u, X)
        proof.fact("exp(u) >= 1 + u", "exp u >= sum_{j<=k} u^j/j! (k odd)", ["exp(u)"], X - 1 - u, k=1)
        proof.goal("X >= 1", X - 1, ">=", hypotheses=["exp(u) >= 1 + u"], terms=[(1, ["exp(u) >= 1 + u"])])
    artefact = _artefact(build, variables=(u, X))
    assert "defined" in unmet(Statement("X", asserts=lambda X: [(X, ">=", 1)]), "user.thm", [artefact])
    exp_statement = Statement("u", asserts=lambda u: [(sp.exp(u), ">=", 1)])     # read through the definition
    assert unmet(exp_statement, "user.thm", [artefact]) is None
    log_statement = Statement("u", asserts=lambda u: [(sp.log(u + 1), ">=", 0)])
    assert "defines no variable" in unmet(log_statement, "user.thm", [artefact])


def test_a_side_named_after_a_registered_closed_form_is_read_from_the_registry(monkeypatch):
    from workbench import claims
    monkeypatch.setattr(claims, "CLOSED_FORMS", [claims.ClosedForm("user.thm", "bound", lambda: sp.Symbol("x") ** 2 + 1,
                                                                    lambda: {})])
    named = Statement("x", asserts=lambda x: [("bound", ">", 0)])
    assert unmet(named, "user.thm", [_artefact(_square)]) is None
    monkeypatch.setattr(claims, "CLOSED_FORMS", [claims.ClosedForm("user.thm", "bound", lambda: sp.Symbol("x") ** 2 + 2,
                                                                    lambda: {})])
    assert unmet(named, "user.thm", [_artefact(_square)]) is not None       # the registry changed: not this goal


def test_a_domain_naming_an_unknown_variable_is_refused():
    with pytest.raises(ValueError, match="not variables"):
        Statement("x", asserts=lambda x: [(x, ">=", 0)], domain={"y": 1})


def test_a_statement_that_cannot_be_read_is_unmet_not_an_error():
    missing = Statement("x", asserts=lambda x: [("no such closed form", ">=", 0)])
    assert "cannot be read" in unmet(missing, "user.thm", [_artefact(_square)])
    bad_relation = Statement("x", asserts=lambda x: [(x, "=>", 0)])
    assert "cannot be read" in unmet(bad_relation, "user.thm", [_artefact(_square)])


def test_prose_is_never_complete_and_must_say_why():
    from workbench.formal import Prose
    assert "rests on prose" in unmet(Prose("a sum over every number S of categories"), "user.thm", [_artefact(_square)])
    with pytest.raises(ValueError):
        Prose("trust me")


def test_a_relation_sympy_already_decided_states_nothing():
    """k-RR's keep/off ratio: SymPy folds E/(E + k - 1) / (1/(E + k - 1)) into E, so 'keep/off = E' would be E = E."""
    E, k = sp.symbols("E k")
    folded = Statement("E k", asserts=lambda E, k: [((E / (E + k - 1)) / (1 / (E + k - 1)), "=", E)])
    assert "states nothing" in unmet(folded, "user.thm", [_artefact(_square)])
    assert "states nothing" in unmet(Statement("x", asserts=lambda x: [(x + 1, ">=", 1 + x)]), "user.thm",
                                     [_artefact(_square)])


def test_a_case_carries_its_own_assumptions_and_only_its_own():
    def build(proof):
        proof.hypothesis("x >= 1", x - 1)
        proof.goal("x - 1/2 > 0", x - sp.Rational(1, 2), ">", hypotheses=["x >= 1"], terms=[(1, ["x >= 1"])])
        proof.goal("x^2 + 1 > 0", x ** 2 + 1, ">")
    cases = Statement("x", asserts=lambda x: [(x, ">", sp.Rational(1, 2), [(x, ">=", 1)]), (x ** 2 + 1, ">", 0)])
    assert unmet(cases, "user.thm", [_artefact(build)]) is None
    other_case = Statement("x", asserts=lambda x: [(x ** 2 + 1, ">", 0, [(x, ">=", 1)]), (x, ">", sp.Rational(1, 2))])
    assert "none of the statement's assumptions" in unmet(other_case, "user.thm", [_artefact(build)])


def test_an_assumption_whose_denominator_sign_is_unknown_is_named_not_dropped():
    def build(proof):
        proof.hypothesis("x >= 1", x - 1)
        proof.goal("x - 1/2 > 0", x - sp.Rational(1, 2), ">", hypotheses=["x >= 1"], terms=[(1, ["x >= 1"])])
    quotient = Statement("x", asserts=lambda x: [(x, ">", sp.Rational(1, 2))], assume=lambda x: [(1 / (x - 2), "<=", 1)])
    assert "multiplied out" in unmet(quotient, "user.thm", [_artefact(build)])


def test_the_example_claims_file_earns_proved_only_with_its_formal_statement(tmp_path):
    """examples/frequency_oracles.py: freq.grr-variance is proved for every parameter against GRR_VARIANCE; the same
    replayed artefact against a statement with the variance's numerator changed (d - 1 + E) is not complete."""
    import importlib.util
    from pathlib import Path

    from workbench import claims
    from workbench.earned import settle
    from workbench.runner import Context
    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("freq_formal_test", root / "examples" / "frequency_oracles.py")
    saved = dict(claims.REGISTRY), dict(claims.PAPERS), dict(claims.PAPER_INFO)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        for statement, complete in ((module.GRR_VARIANCE, True),
                                    (Statement("E d", asserts=lambda E, d: [((d - 1 + E) / (E - 1) ** 2, ">", 0)],
                                               domain={"E": 1, "d": 2}, assume=module.GRR_VARIANCE.assume), False)):
            evidence = module.grr_variance_claim(Context(out_dir=tmp_path, fuzz_examples=3))
            settle("freq.grr-variance", evidence, tmp_path, statement)
            assert evidence.routes["proof"].strength == "proved" and evidence.routes["proof"].complete is complete
    finally:
        for live, old in zip((claims.REGISTRY, claims.PAPERS, claims.PAPER_INFO), saved):
            live.clear()
            live.update(old)


# An indexed family (the replayer's indexed sums): for every M and every family (w_i, p_i), i = 1..M, with p_i >= g
# (and p_i <= 1), W = sum_i w_i = 1: PE = sum_i w_i (1 - p_i) <= 1 - g; = 1 - g when moreover w_i (p_i - g) <= 0 at
# every i. The artefact's S variables: A = sum w_i, B = sum w_i p_i (so W is A and PE is A - B).
w, p, g, M, A, B = sp.symbols("w p g M A B")


def _family_statement(**changed):
    fields = dict(asserts=lambda g, W, PE, M, w, p: [(PE, "<=", 1 - g), (PE, "=", 1 - g, [(w * (p - g), "<=", 0)])],
                  assume=lambda g, W, PE, M, w, p: [(W, ">=", 1), (W, "<=", 1)], domain={"M": 1},
                  indexed="w p", count="M", sums={"W": lambda w, p: w, "PE": lambda w, p: w * (1 - p)},
                  each=lambda g, W, PE, M, w, p: [(p, "<=", 1), (p, ">=", g)])
    return Statement("g W PE M", **(fields | changed))


def _family_proof(proof, sums=True):
    proof.hypothesis("p >= g", p - g).hypothesis("w (p - g) <= 0", w * (g - p))
    proof.hypothesis("W >= 1", A - 1).hypothesis("W <= 1", 1 - A)
    proof.goal("w (p - g) >= 0", w * (p - g), hypotheses=["p >= g"], terms=[(w, ["p >= g"])])
    proof.goal("w (g - p) >= 0", w * (g - p), hypotheses=["w (p - g) <= 0"], terms=[(1, ["w (p - g) <= 0"])])
    if sums:
        proof.sum("B - g A >= 0", "w (p - g) >= 0", index=[w, p], count=M, monomials={w: A, w * p: B})
        proof.sum("g A - B >= 0", "w (g - p) >= 0", index=[w, p], count=M, monomials={w: A, w * p: B})
    else:       # the summed goals as hypotheses (bookkeeping in prose): replays, but no family is declared
        proof.hypothesis("B - g A >= 0", B - g * A).hypothesis("g A - B >= 0", g * A - B)
    both = ["W >= 1", "W <= 1"] + ([] if sums else ["B - g A >= 0", "g A - B >= 0"])
    proof.goal("PE <= 1 - g", 1 - g - (A - B), hypotheses=both,
               terms=[(1, ["B - g A >= 0"]), (1, ["W <= 1"]), (g, ["W >= 1"])])
    proof.goal("PE >= 1 - g", (A - B) - (1 - g), hypotheses=both,
               terms=[(1, ["g A - B >= 0"]), (1, ["W >= 1"]), (g, ["W <= 1"])])


def _family_artefact(sums=True, domain=None):
    return _artefact(lambda proof: _family_proof(proof, sums), variables=(w, p, g, M, A, B), domain=domain or {M: 1})


def test_an_indexed_family_is_stated_by_sum_lemmas():
    assert unmet(_family_statement(), "user.thm", [_family_artefact()]) is None
    assert "every family (w, p)_i, i = 1..M" in _family_statement().describe("user.thm")


def test_a_summed_goal_under_a_hypothesis_the_family_does_not_assume_is_refused():
    no_gamma = _family_statement(each=lambda g, W, PE, M, w, p: [(p, "<=", 1)])
    assert "none of the statement's assumptions" in unmet(no_gamma, "user.thm", [_family_artefact()])
    no_case = _family_statement(asserts=lambda g, W, PE, M, w, p: [(PE, "=", 1 - g)])     # equality for every law
    assert "none of the statement's assumptions" in unmet(no_case, "user.thm", [_family_artefact()])


def test_a_sum_variable_mapped_to_other_monomials_is_not_stated():
    wrong = _family_statement(sums={"W": lambda w, p: w, "PE": lambda w, p: w * p})
    assert "no goal states" in unmet(wrong, "user.thm", [_family_artefact()])
    squares = _family_statement(sums={"W": lambda w, p: w, "PE": lambda w, p: w * (1 - p) + w ** 2})
    assert "declare no S" in unmet(squares, "user.thm", [_family_artefact()])


def test_without_sum_lemmas_the_family_is_not_stated():
    assert "one family" in unmet(_family_statement(), "user.thm", [_family_artefact(sums=False)])


def test_a_wider_per_index_domain_is_not_stated():
    wider = _family_statement(domain={"M": 1, "p": -1})
    assert "lower bounds" in unmet(wider, "user.thm", [_family_artefact()])
    assert "lower bounds" in unmet(_family_statement(domain={}), "user.thm", [_family_artefact()])     # M >= 0


def test_a_sum_lemma_is_no_fact_for_a_statement_without_a_family():
    plain = Statement("g A B M", asserts=lambda g, A, B, M: [(A - B, "<=", 1 - g)],
                      assume=lambda g, A, B, M: [(A, ">=", 1), (A, "<=", 1)], domain={"M": 1})
    assert "no indexed family" in unmet(plain, "user.thm", [_family_artefact()])


def test_a_family_must_name_its_count_and_sums_among_the_variables():
    with pytest.raises(ValueError, match="indexed family"):
        _family_statement(count="N")
    with pytest.raises(ValueError, match="indexed family"):
        _family_statement(indexed="")


E, k, P = sp.symbols("E k P")
BERNOULLI = Statement("E k P", asserts=lambda E, k, P: [(P, ">=", 1 + k * (E - 1))], domain={"E": 1},
                      index="k", start=0, sequences={"P": (lambda E, k, P: 1, lambda E, k, P: E * P)})


def bernoulli_proof(next_value=None, start=0) -> dict:
    """P_k = E^k (P_0 = 1, P_{k+1} = E P) >= 1 + k (E - 1) for every integer k >= 0, by an induction the replayer
    checks: invariants P >= 1 (the sequence's domain bound) and Bernoulli's, each step from the invariants at k."""
    def build(proof):
        proof.hypothesis("P >= 1", P - 1).hypothesis("Bernoulli", P - 1 - k * (E - 1))
        proof.goal("step: E P >= 1", E * P - 1, hypotheses=["P >= 1"], terms=[(E, ["P >= 1"])])
        proof.goal("step: Bernoulli at k + 1", E * P - 1 - (k + 1) * (E - 1), hypotheses=["Bernoulli"],
                   terms=[(E, ["Bernoulli"])])                     # residual k (E - 1)^2
        proof.induction("powers of E", k, start, {P: (1, next_value if next_value is not None else E * P)},
                        [("P_k >= 1", "P >= 1", None, "step: E P >= 1"),
                         ("Bernoulli at P_k", "Bernoulli", None, "step: Bernoulli at k + 1")])
        proof.goal("P >= 1 + k (E - 1)", P - 1 - k * (E - 1), terms=[(1, ["Bernoulli at P_k"])])
    return _artefact(build, (E, k, P), {E: 1, k: 0, P: 1})


def test_an_induction_states_a_claim_for_every_index_of_its_sequence():
    assert unmet(BERNOULLI, "user.thm", [bernoulli_proof()]) is None
    assert "integer k >= 0" in BERNOULLI.describe("user.thm") and "P_(k+1) = E*P" in BERNOULLI.describe("user.thm")


def test_an_induction_of_another_sequence_or_start_is_not_the_statement():
    """The replayer accepts each of these artefacts (true facts about their own sequences): none is the claim."""
    other = Statement("E k P", asserts=BERNOULLI.asserts, domain={"E": 1}, index="k", start=0,
                      sequences={"P": (lambda E, k, P: 1, lambda E, k, P: E * P + 1)})
    assert "inductions defines" in unmet(other, "user.thm", [bernoulli_proof()])
    later = Statement("E k P", asserts=BERNOULLI.asserts, domain={"E": 1}, index="k", start=1,
                      sequences=BERNOULLI.sequences)
    assert "inductions defines" in unmet(later, "user.thm", [bernoulli_proof()])


def test_an_induction_lemma_is_no_fact_for_a_statement_without_its_sequence():
    free = Statement("E k P", asserts=BERNOULLI.asserts, domain={"E": 1, "P": 1})     # every P >= 1: false
    assert "induction lemma" in unmet(free, "user.thm", [bernoulli_proof()])


def test_sequences_need_an_index_among_the_variables():
    with pytest.raises(ValueError, match="sequences need an index"):
        Statement("E P", asserts=BERNOULLI.asserts, sequences=BERNOULLI.sequences)


def test_same_rational_function_with_the_point_filter_is_the_cross_multiplication():
    """formal._same compares values at one point mod a prime before multiplying out: the same answer as the plain
    cross-multiplication on random quotients (equal ones built by a common factor), and a denominator that is a
    multiple of the prime falls back to it."""
    import random
    from fractions import Fraction as F

    from workbench.formal import _PRIME, _same
    from workbench.kernel import polyproof

    def plain(a, b):
        return not polyproof.minus(polyproof.times(a[0], b[1]), polyproof.times(b[0], a[1])) and bool(a[1]) and bool(b[1])
    rng = random.Random(0)

    def poly(n, terms):
        return {k: v for k, v in ((tuple(rng.randint(0, 3) for _ in range(n)), F(rng.randint(-3, 3), rng.randint(1, 3)))
                                  for _ in range(terms)) if v}
    equal = 0
    for _ in range(2000):
        n = rng.randint(1, 4)
        a = (poly(n, rng.randint(0, 4)), poly(n, rng.randint(0, 3)))
        factor = poly(n, rng.randint(1, 3))
        b = ((polyproof.times(a[0], factor), polyproof.times(a[1], factor)) if rng.random() < 0.5
             else (poly(n, rng.randint(0, 4)), poly(n, rng.randint(0, 3))))
        assert _same(a, b) == plain(a, b)
        equal += plain(a, b)
    assert equal > 500
    one = {(0,): F(1)}
    assert _same(({(1,): F(1, _PRIME)}, one), ({(1,): F(2, 2 * _PRIME)}, one))
    assert not _same(({(1,): F(1, _PRIME)}, one), ({(1,): F(1, 3 * _PRIME)}, one))
