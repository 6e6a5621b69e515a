"""The estimator of the k-subset scheme is unbiased: a polynomial proof for every k, d, e^eps and p_j.

With T_j the number of users whose reported subset contains j, E[T_j/n] = P_j = q* + p_j (p* - q*), and the
estimator p_hat_j = slope T_j/n - offset has mean slope P_j - offset = p_j. The artefact's one goal is that
equality, both sides as written (the replayer multiplies them out), under 0 < d < k and e^eps > 1.
"""
import sympy as sp

from workbench import Proof, Statement

from .scheme import offset, p_star, q_star, slope


def _sides(E, k, d, p, slope=slope, offset=offset):
    mean = q_star(k, d, E) + p * (p_star(k, d, E) - q_star(k, d, E))      # P_j = E[T_j/n]
    return slope(k, d, E) * mean - offset(k, d, E), p


def _asserts(E, k, d, p):
    lhs, rhs = _sides(E, k, d, p)
    return [(lhs, "=", rhs)]


UNBIASED = Statement("E k d p", asserts=_asserts, domain={"E": 1, "k": 2, "d": 1, "p": 0},
                     assume=lambda E, k, d, p: [(k - d, ">", 0), (E - 1, ">", 0)])


def build(E, k, d, p, **estimator):
    """The artefact (a Proof, not yet replayed); `estimator` may replace `slope` or `offset` (tests feed wrong ones)."""
    proof = Proof("ye_barg.unbiased", [E, k, d, p],
                  "for every k >= 2, 1 <= d < k, E = e^eps > 1, p_j >= 0: slope (q* + p_j (p* - q*)) - offset = p_j",
                  "E[T_j/n] = q* + p_j (p* - q*) since the reports are i.i.d. (bookkeeping); the goal is the "
                  "estimator's mean, both sides multiplied out by the replayer.",
                  domain={E: 1, k: 2, d: 1, p: 0})
    proof.hypothesis("d < k", k - d, strict=True)
    proof.hypothesis("E > 1", E - 1, strict=True)
    lhs, rhs = _sides(E, k, d, p, **estimator)
    proof.equal("E[p_hat_j] = p_j", lhs, rhs, hypotheses=["d < k", "E > 1"])
    return proof


def proof_route(out_dir):
    """Build, write and replay the artefact: (RouteResult, relative path)."""
    E, k, d, p = sp.symbols("E k d p", positive=True)
    return build(E, k, d, p).route(out_dir, "ye_barg_unbiased")
