"""Large eps: for e^eps >= k the best subset size is d = 1 (k-RR) and its worst-case l2^2 risk is at most 9 times
the non-private one, (1 - 1/k)/n, with the exact ratio 1 + k(2e^eps + k - 2)/(e^eps - 1)^2 (which tends to 1).

The algebra: 9(E - 1)^2 - (E + k - 1)^2 = (2E - k - 2)(4E + k - 4) and 2E - k - 2 = 2(E - k) + (k - 2). The domain
is E >= 2, k >= 2 (E >= k >= 2 implies E >= 2).
"""
import sympy as sp

from workbench import Proof, Statement

from .scheme import nonprivate_worst, worst_risk


def ratio_closed(E, k):
    return 1 + k * (2 * E + k - 2) / (E - 1) ** 2


def _asserts(E, k):
    return [(worst_risk(k, 1, E), "<=", 9 * nonprivate_worst_sym(k), [(E - k, ">=", 0)]),
            (worst_risk(k, 1, E) / nonprivate_worst_sym(k), "=", ratio_closed(E, k))]


def nonprivate_worst_sym(k):
    """1 - 1/k for a SymPy k (scheme.nonprivate_worst uses a Fraction)."""
    return 1 - 1 / k if isinstance(k, sp.Basic) else nonprivate_worst(k)


LARGE_EPS = Statement("E k", asserts=_asserts, domain={"E": 2, "k": 2})


def build(E, k, factor=9):
    proof = Proof("ye_barg.large-eps", [E, k],
                  "for every k >= 2, E = e^eps >= max(k, 2): worst_risk(d = 1) <= 9 (1 - 1/k), and "
                  "worst_risk(d = 1)/(1 - 1/k) = 1 + k(2E + k - 2)/(E - 1)^2",
                  "9(E - 1)^2 - (E + k - 1)^2 = (2E - k - 2)(4E + k - 4), 2E - k - 2 = 2(E - k) + (k - 2): "
                  "a multiple of the hypothesis E >= k plus a residual nonneg on the box; the ratio multiplied out.",
                  domain={E: 2, k: 2})
    proof.hypothesis("E >= k", E - k)
    proof.goal("worst_risk(1) <= 9(1 - 1/k)", worst_risk(k, 1, E) - factor * nonprivate_worst_sym(k), "<=",
               hypotheses=["E >= k"], terms=[(2 * (k - 1) * (4 * E + k - 4), ["E >= k"])])
    proof.equal("worst_risk(1)/(1 - 1/k) = 1 + k(2E + k - 2)/(E - 1)^2",
                worst_risk(k, 1, E) / nonprivate_worst_sym(k), ratio_closed(E, k))
    return proof


def proof_route(out_dir):
    E, k = sp.symbols("E k", positive=True)
    return build(E, k).route(out_dir, "ye_barg_large_eps")
