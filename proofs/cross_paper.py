"""Links between the papers: the same kernel reached from several directions."""
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from workbench import strategies
from workbench.claims import Evidence, RouteResult, claim, pending
from workbench.fuzz import fuzz_route
from workbench.lp.probes import certified_optimum
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.named import counting_optimal_mechanism, randomized_response
from workbench.mechanisms.pram import keep_levels, pram_matrix



@claim("cross.rr-is-pram", "cross", expected="holds")
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
    return Evidence({"symbolic": symbolic, "fuzz": route}, counterexample)
pending("cross.pml-to-ldp", "cross", "The PML bound at c -> 0 equals the eps-LDP Dobrushin bound (e^eps-1)/(e^eps+1), "
        "attained by the binary mechanism.", "not implemented (PML paper: a later issue)")


@claim("cross.warner", "cross", expected="inconclusive")
def warner(ctx):
    """Example 1 of pml at c -> 0, staircase.rr at k = 2, PRAM at S = 2 and counting.optimum at
    M = 2, delta = 0 are the same kernel (Warner's randomized response)."""
    def prop(p):
        E = p["E"]
        return (counting_optimal_mechanism(2, E, Fraction(0)) == randomized_response(2, E)
                and pram_matrix([keep_levels(2, E)["v_alpha"]] * 2) == randomized_response(2, E)
                and certified_optimum(2, E, Fraction(0), "cross.warner").value == randomized_response(2, E)[0][0])
    route, counterexample = fuzz_route(prop, strategies.privacy_bases(20).map(lambda E: {"E": E}),
                                       ctx.fuzz_examples, ctx.seed,
                                       "counting P* (M=2, delta=0) == 2-RR == PRAM at S = 2, q = v_alpha (an end of J_alpha, pram.binary); the certified optimum == keep prob.")
    return Evidence({"exact": route}, counterexample,
                    pending=None if counterexample else "counting and PRAM parts verified; PML and staircase "
                                                        "parts not implemented (later issues)")
