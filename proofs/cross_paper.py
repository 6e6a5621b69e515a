"""Links between the papers: the same kernel reached from several directions."""
from fractions import Fraction

from workbench import strategies
from workbench.claims import Evidence, RouteResult, claim, closed_form, register_paper
from workbench.formal import Statement
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


def _other(claim_id: str, name: str, symbols, **at):
    """Another claim's registered closed form `name`, in these symbols (by name), at the values `at`."""
    from workbench.proof import registered
    expression = registered(claim_id, name, symbols)
    return expression.subs({s: at[s.name] for s in symbols if s.name in at})


def _rr_is_pram(E, k):
    """k-RR (keep E/(k - 1 + E), the registered form; off-diagonal 1/(k - 1 + E)) is PRAM's M(v_alpha, ..., v_alpha)
    at S = k: the keep probability is v_alpha, M(q)'s off-diagonal (1 - q)/(S - 1) at q = v_alpha is k-RR's, the row
    sums to 1; exactly alpha-DP: the ratio keep/off is E, and off/keep (the other ratio besides 1) is at most E."""
    S = sp.Symbol("S")
    keep, off = _other("cross.rr-is-pram", "k-RR keep", [E, k]), 1 / (k - 1 + E)
    v_alpha = _other("pram.vertices", "v_alpha", [E, S]).subs(S, k)
    return [(keep, "=", v_alpha), ((1 - v_alpha) / (k - 1), "=", off), (keep + (k - 1) * off, "=", 1),
            (keep / off, "=", E), (off / keep, "<=", E)]


def _pml_to_ldp(E, N):
    """Thm. 3's bound Xi = min{Xi1, 1} (pml.eta-bound's registered form) at c -> 0: Xi1 is a rational function of c
    whose denominator E (1 - N c) + 1 is E + 1 > 0 at c = 0, so its limit is its value there, the registered (E - 1)/
    (E + 1) = L, and L <= 1 (so the min is L); 2-RR [[E, 1], [1, E]]/(E + 1) is eps-LDP (both LDP inequalities at its
    two distinct entries) and has eta_TV = TV of its rows = L: it attains it."""
    c = sp.Symbol("c")
    xi = _other("pml.eta-bound", "Xi", [E, c, N])
    xi1 = next(piece for piece in xi.args if piece != 1) if isinstance(xi, sp.Min) else xi
    top, low = E / (E + 1), 1 / (E + 1)
    return [(xi1.subs(c, 0), "=", "eps-LDP eta_TV bound"), ("eps-LDP eta_TV bound", "<=", 1),
            (top, "<=", E * low), (low, "<=", E * top), (top - low, "=", "eps-LDP eta_TV bound")]


def _warner(E):
    """Each binary mechanism is a symmetric 2 x 2 stochastic matrix [[v, 1 - v], [1 - v, v]], so it is Warner's
    [[E, 1], [1, E]]/(E + 1) iff v = E/(E + 1): counting.optimum's diagonal at M = 2 (m = 1), delta = 0; staircase.rr's
    keep probability at k = 2; PRAM's v_alpha at S = 2, the upper end of J_alpha (pram.binary); and (32)'s K(1|1) at
    c -> 0 (a rational function of c with denominator E (1 - 2c) + 1 = E + 1 > 0 at c = 0: its limit is its value)."""
    m, delta, k, S, c = sp.symbols("m delta k S c")
    diagonals = [_other("counting.optimum", "delta + (1-delta) alpha_2m,", [E, m, delta], m=1, delta=0),
                 _other("staircase.rr", "keep probability", [E, k], k=2),
                 _other("pram.vertices", "v_alpha", [E, S], S=2),
                 _other("pram.binary", "J_alpha = [1/(e^a + 1), e^a/(1 + e^a)]: upper end", [E]),
                 _other("pml.binary-example", "(32): K(1|1)", [E, c], c=0)]
    return [(diagonal, "=", E / (E + 1)) for diagonal in diagonals]


# The claims' formal statements (workbench.formal): relations between E = e^eps >= 1 and the sizes, every side a
# registered closed form (this claim's, or the other papers' it links).
RR_IS_PRAM = Statement("E k", asserts=_rr_is_pram, domain={"E": 1, "k": 2})
PML_TO_LDP = Statement("E N", asserts=_pml_to_ldp, domain={"E": 1, "N": 2})
WARNER = Statement("E", asserts=_warner, domain={"E": 1})


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
