"""The optimal subset size: over real d in (0, k) the worst-case l2^2 risk of the k-subset scheme is smallest at
d* = k/(e^eps + 1), where it equals 4 e^eps (k - 1)^2/(k (e^eps - 1)^2) (times 1/n).

The algebra: (dE + k - d)^2 - 4E d(k - d) = (d(E + 1) - k)^2, so worst_risk(d) - optimum = (k - 1)^2
(d(E + 1) - k)^2/(k d (k - d)(E - 1)^2) >= 0. The replayer has no square rule, so the artefact splits the two
signs of d(E + 1) - k (two cases; their union is every d) and writes the square as that fact times itself.
"""
import sympy as sp

from workbench import Proof, Statement

from .scheme import optimum_real, worst_risk

ABOVE, BELOW = "d(E + 1) >= k", "d(E + 1) <= k"


def _asserts(E, k, d):
    return [(worst_risk(k, d, E), ">=", optimum_real(k, E), [(d * (E + 1) - k, ">=", 0)]),
            (worst_risk(k, d, E), ">=", optimum_real(k, E), [(k - d * (E + 1), ">=", 0)]),
            (worst_risk(k, k / (E + 1), E), "=", optimum_real(k, E))]


OPTIMAL_D = Statement("E k d", asserts=_asserts, domain={"E": 1, "k": 2, "d": 1},
                      assume=lambda E, k, d: [(k * d * (k - d) * (E - 1) ** 2, ">", 0), ((E - 1) ** 2, ">", 0)])


def build(E, k, d, optimum=optimum_real, d_opt=lambda k, E: k / (E + 1)):
    """The artefact (a Proof, not yet replayed); `optimum` and `d_opt` are parameters so tests can feed wrong ones."""
    proof = Proof("ye_barg.optimal-d", [E, k, d],
                  "for every k >= 2, real d in [1, k), E = e^eps > 1: worst_risk(d) >= 4E(k - 1)^2/(k(E - 1)^2), "
                  "with equality at d = k/(E + 1)",
                  "worst_risk(d) - optimum = (k - 1)^2 (d(E + 1) - k)^2/(k d (k - d)(E - 1)^2): in each case of "
                  "the sign of d(E + 1) - k it is (k - 1)^2 times that fact times itself; the value at d* is "
                  "multiplied out by the replayer.", domain={E: 1, k: 2, d: 1})
    proof.hypothesis("0 < d < k, E != 1", k * d * (k - d) * (E - 1) ** 2, strict=True)
    proof.hypothesis("E != 1", (E - 1) ** 2, strict=True)
    proof.hypothesis(ABOVE, d * (E + 1) - k)
    proof.hypothesis(BELOW, k - d * (E + 1))
    for case in (ABOVE, BELOW):
        proof.goal(f"worst_risk(d) >= optimum [{case}]", worst_risk(k, d, E) - optimum(k, E), ">=",
                   hypotheses=["0 < d < k, E != 1", case], positive="0 < d < k, E != 1",
                   terms=[((k - 1) ** 2, [case, case])])
    proof.equal("worst_risk(k/(E + 1)) = optimum", worst_risk(k, d_opt(k, E), E), optimum(k, E),
                hypotheses=["E != 1"])
    return proof


def proof_route(out_dir):
    """Build, write and replay: (RouteResult, relative path)."""
    E, k, d = sp.symbols("E k d", positive=True)
    return build(E, k, d).route(out_dir, "ye_barg_optimal_d")
