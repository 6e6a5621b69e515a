"""The optimum of binary randomised response under pure eps-DP (the paper's strict-DP theorem, as recalled; its
number is not recalled, so the module is named after its content): a polynomial proof, for every E = e^eps > 1,
every pi in [0, 1] and every eps-DP mechanism (p, q) with p + q > 1, that

  * Var pi_hat at Warner's w = E/(E + 1) is at most Var pi_hat at (p, q): with s = p + q - 1 and the DP rows
    h1 = E(1 - p) - q >= 0, h2 = E(1 - q) - p >= 0,
    s^2 (E - 1)^2 (Var(p, q) - Var(w)) = (1 - pi)(h1 h2 + E s h1 + s h2) + pi (h1 h2 + E s h2 + s h1);
  * min(p, q) <= w and p + q <= 2 w (the rows h1 + h2 >= 0).

p + q < 1 is the same mechanism with the outputs relabelled, and p + q = 1 reveals nothing (pi_hat undefined).
"""
import sympy as sp

from workbench import Proof, Statement

E, p, q, pi, t = sp.symbols("E p q pi t", nonnegative=True)


def warner(E):
    """w = E/(E + 1), as written in the statement."""
    return E / (E + 1)


def var(p, q, pi):
    """Var pi_hat of one report, lam (1 - lam)/(p + q - 1)^2, lam = pi q + (1 - pi)(1 - p), as written."""
    lam = pi * q + (1 - pi) * (1 - p)
    return lam * (1 - lam) / (p + q - 1) ** 2


def _assume(E, p, q, pi, t):
    return [(pi, "<=", 1), (q, "<=", E * (1 - p)), (p, "<=", E * (1 - q)),     # pi a probability; two eps-DP rows
            (p + q, ">", 1), (E, ">", 1),                                      # s > 0; eps > 0
            ((E - 1) ** 2 * (p + q - 1) ** 2, ">", 0),                         # both denominators nonzero (implied)
            (t, "<=", p), (t, "<=", q)]                                        # t: a lower bound of the diagonal


def _asserts(E, p, q, pi, t):
    w = warner(E)
    return [(var(w, w, pi), "<=", var(p, q, pi)), (t, "<=", w), (p + q, "<=", 2 * w)]


STRICT_OPTIMUM = Statement("E p q pi t", asserts=_asserts, assume=_assume,
                           domain={"E": 1, "p": 0, "q": 0, "pi": 0, "t": 0})


def proof(claim_id: str) -> Proof:
    """The artefact; every goal's multipliers written out, residual 0."""
    w, s = warner(E), p + q - 1
    pr = Proof(claim_id, [E, p, q, pi, t],
               "for every E > 1, pi in [0, 1] and every eps-DP binary mechanism (p, q) with p + q > 1: "
               "Var pi_hat at p = q = E/(E + 1) <= Var pi_hat at (p, q); min(p, q) <= E/(E + 1); p + q <= 2E/(E + 1)",
               "s^2 (E - 1)^2 (Var(p, q) - Var(w)) = (1 - pi)(h1 h2 + E s h1 + s h2) + pi (h1 h2 + E s h2 + s h1) "
               "with s = p + q - 1 > 0 and the DP rows h1 = E(1 - p) - q, h2 = E(1 - q) - p; "
               "(E + 1)(p + q) <= 2E is h1 + h2.",
               domain={E: 1, p: 0, q: 0, pi: 0, t: 0})
    pr.hypothesis("pi <= 1", 1 - pi)
    pr.hypothesis("dp Y=1 from X=1", E * (1 - p) - q)
    pr.hypothesis("dp Y=0 from X=0", E * (1 - q) - p)
    pr.hypothesis("p + q > 1", p + q - 1, strict=True)
    pr.hypothesis("denominators nonzero", (E - 1) ** 2 * (p + q - 1) ** 2, strict=True)
    pr.hypothesis("t <= p", p - t)
    pr.hypothesis("t <= q", q - t)
    h1, h2, s_ = "dp Y=1 from X=1", "dp Y=0 from X=0", "p + q > 1"
    pr.goal("Var(Warner) <= Var(p, q)", var(w, w, pi) - var(p, q, pi), "<=",
            hypotheses=["pi <= 1", h1, h2, s_, "denominators nonzero"], positive="denominators nonzero",
            terms=[(1, ["pi <= 1", h1, h2]), (E, ["pi <= 1", s_, h1]), (1, ["pi <= 1", s_, h2]),
                   (pi, [h1, h2]), (E * pi, [s_, h2]), (pi, [s_, h1])])
    half = sp.Rational(1, 2)
    pr.goal("min(p, q) <= w", t - w, "<=", hypotheses=[h1, h2, "t <= p", "t <= q"],
            terms=[(half, [h1]), (half, [h2]), ((E + 1) / 2, ["t <= p"]), ((E + 1) / 2, ["t <= q"])])
    pr.goal("p + q <= 2 w", p + q - 2 * w, "<=", hypotheses=[h1, h2], terms=[(1, [h1]), (1, [h2])])
    return pr
