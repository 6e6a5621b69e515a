"""Links between the papers: the same kernel reached from several directions."""
from fractions import Fraction

from workbench import strategies
from workbench.claims import Evidence, RouteResult, claim, closed_form, register_paper
from workbench.formal import Prose
from workbench.fuzz import fuzz_route
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.named import counting_optimal_mechanism, randomized_response
from workbench.mechanisms.pml import eta_tv
from workbench.mechanisms.pram import keep_levels, pram_matrix
from workbench.mechanisms.staircase import mechanism_from_patterns
from workbench.lazy import lazy

sp, st, symbolic = lazy("sympy"), lazy("hypothesis.strategies"), lazy("workbench.symbolic")
pipeline, probes = lazy("workbench.lp.pipeline"), lazy("workbench.lp.probes")   # the solver side (flint, HiGHS) loads when a route runs
pml_proofs = lazy("proofs.pml_proofs")     # SymPy at import: loaded when a proof route runs

register_paper("cross", "cross-paper",
               title="Links between the papers",
               authors=(), venue="this workbench")


# The claims' formal statements (workbench.formal). Each says that closed forms of two papers agree at substituted
# parameter values (S = k; c = 0; M = 2, delta = 0; k = 2; S = 2). Written as relations between the symbols that remain,
# SymPy's substitution has already made both sides one expression (E/(E + 1) = E/(E + 1)): the relation states nothing
# the replayer could check, so it is refused (tests/proofs/test_formal_staircase_cross.py shows it). What would carry
# them: the substituted parameters kept as variables, pinned by a case's assumptions (c >= 0 and c <= 0), each
# equality shown by two replayed inequalities under them; not written yet.
_SUBSTITUTED = ("the content is that closed forms agree at substituted parameter values ({at}); as relations in the "
                "remaining symbols SymPy's substitution decides them (most become one expression on both sides), so "
                "no replayed goal carries it (the substituted parameters pinned by assumptions would; not written yet)")
RR_IS_PRAM = Prose(_SUBSTITUTED.format(at="S = k: k-RR's keep probability is v_alpha, its ratio keep/off is E"))
PML_TO_LDP = Prose(_SUBSTITUTED.format(at="c = 0 in Thm. 3's Xi1, the limit c -> 0") + "; that (E - 1)/(E + 1) is "
                   "the best eps-LDP Dobrushin coefficient is cited from Kairouz et al. (13), not proved here")
WARNER = Prose(_SUBSTITUTED.format(at="M = 2, delta = 0; k = 2; S = 2; c = 0 in four papers' diagonals"))


RR_POINTS = ((2, Fraction(3, 2)), (3, Fraction(2)), (5, Fraction(5)), (7, Fraction(11, 10)), (4, Fraction(9, 4)))


@closed_form("cross.rr-is-pram", "k-RR keep probability = e^eps/(k - 1 + e^eps)",
             lambda: symbolic.E / (symbolic.k - 1 + symbolic.E))
def rr_keep_evidence():
    """k-RR's diagonal, taken only where its exact LDP level is E."""
    return {(("k", Fraction(k)), ("E", E)): randomized_response(k, E)[0][0]
            for k, E in RR_POINTS if ldp_level(randomized_response(k, E)).E == E}


@closed_form("cross.pml-to-ldp", "eps-LDP eta_TV bound = (e^eps - 1)/(e^eps + 1)",
             lambda: (symbolic.E - 1) / (symbolic.E + 1))
def ldp_bound_evidence():
    """The certified optimum of eta_TV over eps-LDP kernels (the pml-eta LP at c = 0)."""
    return {(("E", E),): pipeline.certify_family("pml-eta", "cross.pml-to-ldp", N=N, E=E, c=Fraction(0), L=2, A=[1]).value
            for N, E in ((2, Fraction(3, 2)), (3, Fraction(2)), (4, Fraction(5)), (2, Fraction(11, 10)))}


@claim("cross.rr-is-pram", "cross", expected="holds", universal=True, formal=RR_IS_PRAM)
def rr_is_pram(ctx):
    """Randomized response's keep-probability equals PRAM's v_alpha with S = |X|: k-RR is M(q) with
    every q_k = v_alpha, and it is exactly alpha-DP (no smaller alpha)."""
    E, k = sp.symbols("E k", positive=True)
    symbolic = RouteResult.of(sp.simplify(E / (k - 1 + E) - keep_levels(k, E)["v_alpha"]) == 0,
                              "k-RR keep E/(k-1+E) == v_alpha = e^a/(S-1+e^a) with S = k, symbolically")

    def prop(p):
        k, E = p["k"], p["E"]
        rr = randomized_response(k, E)
        return rr == pram_matrix([keep_levels(k, E)["v_alpha"]] * k) and ldp_level(rr).E == E
    examples = st.fixed_dictionaries({"k": st.integers(2, 9), "E": strategies.privacy_bases(20)})
    route, counterexample = fuzz_route(prop, examples, ctx.fuzz_examples, ctx.seed,
                                       "k-RR == M(v_alpha, ..., v_alpha) entrywise, and its exact LDP level is E")
    proof, paths = pml_proofs.route("rr_is_pram_proof", ctx.out_dir, "cross_rr_is_pram")
    return Evidence({"proof": proof, "symbolic": symbolic, "fuzz": route}, counterexample, certificates=paths)


@claim("cross.pml-to-ldp", "cross", expected="holds", universal=True, formal=PML_TO_LDP)
def pml_to_ldp(ctx):
    """The PML bound at c -> 0 equals the eps-LDP Dobrushin bound (e^eps - 1)/(e^eps + 1), which the
    binary mechanism (randomized response) attains."""
    E, c, N = sp.symbols("E c N", positive=True)
    limit = symbolic.identity(sp.limit((E - 1) / (E * (1 - N * c) + 1), c, 0), (E - 1) / (E + 1),
                              "Thm. 3's bound at c -> 0")
    wrong = []
    for N_ in range(2, 6):
        for E_ in (Fraction(11, 10), Fraction(3, 2), Fraction(4)):
            value = pipeline.certify_family("pml-eta", "cross.pml-to-ldp", N=N_, E=E_, c=Fraction(0), L=2, A=[1]).value
            rr = randomized_response(2, E_)
            if not (value == (E_ - 1) / (E_ + 1) == eta_tv(rr) and ldp_level(rr).E == E_):
                wrong.append({"N": N_, "E": str(E_), "eta LP at c = 0": str(value)})
    proof, paths = pml_proofs.route("pml_to_ldp_proof", ctx.out_dir, "cross_pml_to_ldp")
    return Evidence({"proof": proof, "symbolic": limit,
                     "lp": RouteResult.of(not wrong, "certified LP of eta_TV over eps-LDP kernels (c = 0), N = 2..5: "
                                                     "(E-1)/(E+1), attained by 2-RR (exactly E-LDP)")},
                    wrong[0] if wrong else None, certificates=paths)


@claim("cross.warner", "cross", expected="holds", universal=True, formal=WARNER)
def warner(ctx):
    """Example 1 of pml at c -> 0, staircase.rr at k = 2, PRAM at S = 2 and counting.optimum at
    M = 2, delta = 0 are the same kernel (Warner's randomized response)."""
    def prop(p):
        E = p["E"]
        return (counting_optimal_mechanism(2, E, Fraction(0)) == randomized_response(2, E)
                and [[sp.limit(v, c, 0).subs(E_, E) for v in row] for row in example_32] == randomized_response(2, E)
                and pram_matrix([keep_levels(2, E)["v_alpha"]] * 2) == randomized_response(2, E)
                and mechanism_from_patterns(2, E, {1: 1 / (E + 1), 2: 1 / (E + 1)}) == randomized_response(2, E)
                and probes.certified_optimum(2, E, Fraction(0), "cross.warner").value == randomized_response(2, E)[0][0])
    E_, c = sp.symbols("E c", positive=True)
    example_32 = [[E_ * (1 - c) / (E_ * (1 - 2 * c) + 1), (1 - E_ * c) / (E_ * (1 - 2 * c) + 1)],
                  [(1 - E_ * c) / (E_ * (1 - 2 * c) + 1), E_ * (1 - c) / (E_ * (1 - 2 * c) + 1)]]
    route, counterexample = fuzz_route(prop, strategies.privacy_bases(20).map(lambda E: {"E": E}),
                                       ctx.fuzz_examples, ctx.seed,
                                       "counting P* (M=2, delta=0) == 2-RR == PML (32) at c -> 0 == staircase RR "
                                       "(k = 2 single-E patterns) == PRAM at S = 2, q = v_alpha (an end of J_alpha, "
                                       "pram.binary); the certified optimum == keep prob.")
    proof, paths = pml_proofs.route("warner_proof", ctx.out_dir, "cross_warner")
    return Evidence({"proof": proof, "exact": route}, counterexample, certificates=paths)
