"""Links between the papers: the same kernel reached from several directions."""
from fractions import Fraction

from workbench import strategies
from workbench.claims import Evidence, claim, pending
from workbench.fuzz import fuzz_route
from workbench.lp.probes import certified_optimum
from workbench.mechanisms.named import counting_optimal_mechanism, randomized_response

pending("cross.rr-is-pram", "cross", "Randomized response's keep-probability equals PRAM's v_alpha with S = |X|.",
        "not implemented (PRAM paper: a later issue)")
pending("cross.pml-to-ldp", "cross", "The PML bound at c -> 0 equals the eps-LDP Dobrushin bound (e^eps-1)/(e^eps+1), "
        "attained by the binary mechanism.", "not implemented (PML paper: a later issue)")


@claim("cross.warner", "cross", expected="inconclusive")
def warner(ctx):
    """Example 1 of pml at c -> 0, staircase.rr at k = 2, PRAM at S = 2 and counting.optimum at
    M = 2, delta = 0 are the same kernel (Warner's randomized response)."""
    def prop(p):
        E = p["E"]
        return (counting_optimal_mechanism(2, E, Fraction(0)) == randomized_response(2, E)
                and certified_optimum(2, E, Fraction(0), "cross.warner").value == randomized_response(2, E)[0][0])
    route, counterexample = fuzz_route(prop, strategies.privacy_bases(20).map(lambda E: {"E": E}),
                                       ctx.fuzz_examples, ctx.seed,
                                       "counting P* (M=2, delta=0) == 2-RR, and its certified optimum == keep prob.")
    return Evidence({"exact": route}, counterexample,
                    pending=None if counterexample else "counting part verified; PML, staircase and PRAM parts "
                                                        "not implemented (later issues)")
