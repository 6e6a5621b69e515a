"""Links between the papers: the same kernel reached from several directions."""
from fractions import Fraction

from workbench import strategies
from workbench.claims import Evidence, RouteResult, claim, closed_form
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
links = lazy("proofs.cross.links")     # SymPy at import: loaded when a proof route runs



def _other(claim_id: str, name: str, symbols):
    """Another claim's registered closed form `name`, in these symbols (by name)."""
    from workbench.proof import registered
    return registered(claim_id, name, symbols)


# The claims' formal statements (workbench.formal). Each says that closed forms of different papers agree at
# substituted parameter values (S = k; c = 0; M = 2, delta = 0; k = 2; S = 2). Substituted by SymPy, both sides
# become one expression (E/(E + 1) = E/(E + 1)), a relation that states nothing (refused; the test shows it). So the
# substituted parameter stays a variable of the statement and a case pins it: the relation holds when S >= k and
# S <= k (S = k), when k <= 2 on the domain k >= 2 (k = 2), and so on; the proof shows each such equality as two
# replayed inequalities under the case's hypotheses (workbench.proof.Proof.pinned).
def _rr_is_pram(E, k, S):
    """k-RR (keep E/(k - 1 + E), the registered form; off-diagonal 1/(k - 1 + E)) is PRAM's M(v_alpha, ..., v_alpha)
    with S = k (S, PRAM's alphabet size, a variable pinned to k by the case S >= k, S <= k): its diagonal is v_alpha
    and M(q)'s off-diagonal (1 - q)/(S - 1) at q = v_alpha is k-RR's. k-RR's row sums to 1, so its off-diagonal is
    off = (1 - keep)/(k - 1); exactly alpha-DP: keep = E off (the ratio keep/off is E, so no smaller alpha) and
    off <= E keep (the only other ratio besides 1). keep/off = E written as keep (k - 1 + E) = E is one expression
    for SymPy (E = E), so it is written with off = (1 - keep)/(k - 1), which the replayer, not SymPy, multiplies out
    (the goal's sides are trees as written: Proof.equal)."""
    v_alpha, pinned = _other("pram.vertices", "v_alpha", [E, S]), [(S, ">=", k), (S, "<=", k)]
    off = (1 - k_rr_keep(E, k)) / (k - 1)
    return [("k-RR keep", "=", v_alpha, pinned), ((1 - v_alpha) / (S - 1), "=", 1 / (k - 1 + E), pinned),
            (k_rr_keep(E, k) + (k - 1) / (k - 1 + E), "=", 1), ("k-RR keep", "=", E * off),
            (off, "<=", E * k_rr_keep(E, k))]


def k_rr_keep(E, k):
    return _other("cross.rr-is-pram", "k-RR keep", [E, k])


def _pml_to_ldp(E, N, d):
    """Thm. 3's bound Xi = min{Xi1, 1} (Xi1: pml.eta-bound's registered form) as c -> 0, c = (1 - d)/N in [0, 1/N]
    (d in [0, 1]: the assumption d <= 1 is c >= 0; written in d, Xi1's denominator E (1 - N c) + 1 is E d + 1, whose
    sign the box shows, where in c it is positive only on the claim's range c <= 1/N, which no lower bound gives).
    The claim is the limit: 0 <= Xi1 - L <= E N c on the whole range (so Xi1 -> L), with L = (E - 1)/(E + 1) the
    registered value, and L <= 1 (so min{Xi1, 1} -> min{L, 1} = L); these two steps from the relations to the limit
    (a quantity between 0 and E N c tends to 0; min is continuous) are prose, elementary. Its value at c = 0 (d pinned
    to 1 by the case d >= 1) is L: the limit equals the value, Xi1 being continuous there (denominator E + 1 > 0).
    Attained: 2-RR [[E, 1], [1, E]]/(E + 1) has eta_TV = TV of its rows = E/(E + 1) - 1/(E + 1) = L and is exactly
    eps-LDP: Q(0|0) = E Q(0|1) with Q(0|1) = 1 - Q(0|0) (with Q(0|1) = 1/(E + 1) both sides are E/(E + 1) for SymPy
    and the relation is refused; written with the row's remainder, the identity is the expansion E (E + 1 - E) = E of
    that side's numerator, the goal's sides then alike) and Q(1|0) <= E Q(1|1). Cited, not stated:
    that L is the best eps-LDP Dobrushin coefficient (over all eps-LDP kernels) is (13), Kairouz et al.; the claim's
    content is that the PML bound's limit is this value and that 2-RR attains it, both stated here."""
    from workbench.mechanisms.pml_forms import registered_xi1
    xi1, top = registered_xi1(E, (1 - d) / N, N), E / (E + 1)
    bound = _other("cross.pml-to-ldp", "eps-LDP eta_TV bound", [E])
    return [(xi1, "=", "eps-LDP eta_TV bound", [(d, ">=", 1)]), (xi1, ">=", "eps-LDP eta_TV bound"),
            (xi1, "<=", bound + E * N * ((1 - d) / N)), ("eps-LDP eta_TV bound", "<=", 1),
            (E / (E + 1) - 1 / (E + 1), "=", "eps-LDP eta_TV bound"), (top, "=", E * (1 - top)), (1 - top, "<=", E * top)]


def _warner(E, delta, k, S, d):
    """Each binary mechanism is a symmetric 2 x 2 stochastic matrix [[v, 1 - v], [1 - v, v]] (by its definition), so
    it is Warner's [[E, 1], [1, E]]/(E + 1) iff v = E/(E + 1); each v is another paper's registered form, its
    parameter kept a variable and pinned by the relation's case: counting.optimum's delta + (1 - delta) alpha_2m at
    delta = 0 (case delta <= 0 on delta >= 0) and M = 2, m = 1 (m is an exponent, q^m: no polynomial in m, so m = 1
    is substituted; as rational functions (1 - q)/(1 - q^1) = 1, and at E = 1 the registered form is 0/0, the value
    1/2 there its limit); staircase.rr's keep probability at k = 2 (case k <= 2 on k >= 2); PRAM's v_alpha at S = 2
    (case S <= 2 on S >= 2), which is also pram.binary's upper end of J_alpha; and (32) (pml.binary-example's K(1|1))
    as c -> 0, with c = (1 - d)/2 in [0, 1/2] (d <= 1 assumed: c >= 0; in d its denominator E (1 - 2c) + 1 is
    E d + 1, whose sign the box shows): 0 <= K(1|1) - E/(E + 1) <= E c on the range (the limit, its last step prose:
    a quantity between 0 and E c tends to 0), and its value at c = 0 (case d >= 1) is E/(E + 1), the limit, as (32)
    is continuous there (denominator E + 1 > 0)."""
    m, c = sp.symbols("m c")
    warner, k32 = E / (E + 1), _other("pml.binary-example", "(32): K(1|1)", [E, c]).subs(c, (1 - d) / 2)
    v_alpha = _other("pram.vertices", "v_alpha", [E, S])
    return [(_other("counting.optimum", "delta + (1-delta) alpha_2m,", [E, m, delta]).subs(m, 1), "=", warner,
             [(delta, "<=", 0)]),
            (_other("staircase.rr", "keep probability", [E, k]), "=", warner, [(k, "<=", 2)]),
            (v_alpha, "=", warner, [(S, "<=", 2)]),
            (v_alpha, "=", _other("pram.binary", "J_alpha = [1/(e^a + 1), e^a/(1 + e^a)]: upper end", [E]),
             [(S, "<=", 2)]),
            (k32, "=", warner, [(d, ">=", 1)]), (k32, ">=", warner), (k32, "<=", warner + E * (1 - d) / 2)]


RR_IS_PRAM = Statement("E k S", asserts=_rr_is_pram, domain={"E": 1, "k": 2, "S": 2})
PML_TO_LDP = Statement("E N d", asserts=_pml_to_ldp, assume=lambda E, N, d: [(d, "<=", 1)], domain={"E": 1, "N": 2})
WARNER = Statement("E delta k S d", asserts=_warner, assume=lambda E, delta, k, S, d: [(d, "<=", 1)],
                   domain={"E": 1, "k": 2, "S": 2})


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
    proof, paths = links.route("rr_is_pram_proof", ctx.out_dir, "cross_rr_is_pram")
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
    proof, paths = links.route("pml_to_ldp_proof", ctx.out_dir, "cross_pml_to_ldp")
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
    proof, paths = links.route("warner_proof", ctx.out_dir, "cross_warner")
    return Evidence({"proof": proof, "exact": route}, counterexample, certificates=paths)
