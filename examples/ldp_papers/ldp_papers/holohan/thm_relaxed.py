"""The optimum of binary randomised response under (eps, delta)-DP (the paper's relaxed-DP theorem, as recalled;
its number is not recalled, so the module is named after its content): a polynomial proof, for every
E = e^eps >= 1 and delta in [0, 1], that

  * every (eps, delta)-DP mechanism (p, q) has min(p, q) <= p* = (E + delta)/(E + 1) and p + q <= 2 p*;
  * the symmetric mechanism p = q = p* is (eps, delta)-DP (its constraint p <= E(1 - q) + delta is tight) and p* <= 1.

The statement is written once as a `Statement` (what the replayed goals must state for "proved"), and the proof's
goals are built from the same formulas, so the engine can match them node by node.
"""
import sympy as sp

from workbench import Proof, Statement

E, delta, p, q, t = sp.symbols("E delta p q t", nonnegative=True)


def pstar(E, delta):
    """p* = (E + delta)/(E + 1), as written in the statement."""
    return (E + delta) / (E + 1)


def _assume(E, delta, p, q, t):
    # (eps, delta)-DP of the 2 x 2 mechanism (one row per output and ordered pair: the four output sets that matter),
    # p, q probabilities, delta <= 1, and t a lower bound of the diagonal (t = min(p, q) is the objective)
    return [(delta, "<=", 1), (p, "<=", 1), (q, "<=", 1),
            (p, "<=", E * (1 - q) + delta), (q, "<=", E * (1 - p) + delta),
            (1 - p, "<=", E * q + delta), (1 - q, "<=", E * p + delta),
            (t, "<=", p), (t, "<=", q)]


def _asserts(E, delta, p, q, t):
    s = pstar(E, delta)
    return [(t, "<=", s),                                   # max min(p, q) <= p*
            (p + q, "<=", 2 * s),                           # max p + q <= 2 p* (the worst-case variance's scale)
            (s, "=", E * (1 - s) + delta),                  # the symmetric mechanism: the binding constraint is tight
            (1 - s, "<=", E * s + delta),                   # ... and the other one holds
            (s, "<=", 1)]                                   # ... and p* is a probability


RELAXED_OPTIMUM = Statement("E delta p q t", asserts=_asserts, assume=_assume,
                            domain={"E": 1, "delta": 0, "p": 0, "q": 0, "t": 0})


def proof(claim_id: str) -> Proof:
    """The artefact: each goal derived from the DP rows with the multipliers written out (residual 0 or a
    polynomial with nonnegative coefficients on E >= 1, delta >= 0)."""
    s = pstar(E, delta)
    pr = Proof(claim_id, [E, delta, p, q, t],
               "for every E >= 1, 0 <= delta <= 1 and every (eps, delta)-DP binary mechanism (p, q): "
               "min(p, q) <= (E + delta)/(E + 1) and p + q <= 2 (E + delta)/(E + 1); p = q = (E + delta)/(E + 1) "
               "is (eps, delta)-DP",
               "Add the two DP rows p + E q <= E + delta and E p + q <= E + delta: (E + 1)(p + q) <= 2(E + delta), and "
               "min(p, q) <= (p + q)/2. At p = q = p* the first row is an equality and the second reads "
               "(1 - delta)/(E + 1) <= (E^2 + E delta)/(E + 1) + delta, i.e. E^2 - 1 + 2 delta (E + 1) >= 0.",
               domain={E: 1, delta: 0, p: 0, q: 0, t: 0})
    pr.hypothesis("delta <= 1", 1 - delta)
    pr.hypothesis("p <= 1", 1 - p)
    pr.hypothesis("q <= 1", 1 - q)
    pr.hypothesis("dp Y=0 from X=0", E * (1 - q) + delta - p)
    pr.hypothesis("dp Y=1 from X=1", E * (1 - p) + delta - q)
    pr.hypothesis("dp Y=1 from X=0", E * q + delta - (1 - p))
    pr.hypothesis("dp Y=0 from X=1", E * p + delta - (1 - q))
    pr.hypothesis("t <= p", p - t)
    pr.hypothesis("t <= q", q - t)
    half = sp.Rational(1, 2)
    pr.goal("min(p, q) <= p*", t - s, "<=",
            hypotheses=["dp Y=0 from X=0", "dp Y=1 from X=1", "t <= p", "t <= q"],
            terms=[(half, ["dp Y=0 from X=0"]), (half, ["dp Y=1 from X=1"]),
                   ((E + 1) / 2, ["t <= p"]), ((E + 1) / 2, ["t <= q"])])
    pr.goal("p + q <= 2 p*", p + q - 2 * s, "<=", hypotheses=["dp Y=0 from X=0", "dp Y=1 from X=1"],
            terms=[(1, ["dp Y=0 from X=0"]), (1, ["dp Y=1 from X=1"])])
    pr.equal("p* = E (1 - p*) + delta", s, E * (1 - s) + delta)
    pr.goal("1 - p* <= E p* + delta", (1 - s) - (E * s + delta), "<=")
    pr.goal("p* <= 1", s - 1, "<=", hypotheses=["delta <= 1"], terms=[(1, ["delta <= 1"])])
    return pr
