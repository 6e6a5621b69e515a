"""PRAM (000), Sec. 2.2: "From (4), it also follows that I(X,Z) >= 0, and I(X,Z) = 0 if and only if X and Z are
independent", checked apart from the step (workbench.reasons), beside pram.mi-nonnegative which decides the step.

The cited premise is (4), I(X,Z) = D_KL(p_(X,Z) || p_X p_Z), read exactly (both sides are exact sums of logarithms,
`workbench.literal.Logs`, and their equality is decided exactly) at rational joint laws of full support: the seeded
laws of proofs/pram/displays.py (2 x 2 to 4 x 4), products of two marginals (independent: I = 0 exactly) and laws a
step off a product. The step is read in two parts, each exactly: I(X,Z) >= 0, and [I(X,Z) = 0] = [p(x, z) =
p_X(x) p_Z(z) in every cell].

(4) is an identity of formulas; the sign comes from Gibbs' inequality D_KL(p || q) >= 0 for two *laws* p, q, with
equality only at p = q, which the paper uses without stating or citing it. At laws it always holds, so no law can
witness against the clause (the route finds none); the tests hand the readings an array of mass 2 (2 x a product
law, not a law), where (4) still holds and I = -2 log 2 < 0: what gives the step is Gibbs' inequality on laws, not
(4)'s identity.
"""
from __future__ import annotations

from fractions import Fraction as F

from workbench.literal import Reading
from workbench.reasons import Reason

from .displays import _kl_to_product, _marginals, _mutual_information, joint_laws


def independent(joint) -> bool:
    """p(x, z) = p_X(x) p_Z(z) in every cell (exact)."""
    pX, pZ = _marginals(joint)
    return all(v == pX[x] * pZ[z] for x, row in enumerate(joint) for z, v in enumerate(row))


EQ_4 = Reading("(4): I(X,Z) = D_KL(p_(X,Z) || p_X p_Z)", lambda p: _mutual_information(p["joint"]), "=",
               lambda p: _kl_to_product(p["joint"]))
NONNEGATIVE = Reading("I(X,Z) >= 0", lambda p: _mutual_information(p["joint"]), ">=", lambda p: 0)
ZERO_IFF_INDEPENDENT = Reading("[I(X,Z) = 0] = [X and Z independent]",
                               lambda p: int(_mutual_information(p["joint"]).is_zero()), "=",
                               lambda p: int(independent(p["joint"])))

FROM_4 = "Sec. 2.2, after (4), 'From (4), it also follows that'"
QUOTE = ("From (4), it also follows that I(X,Z) >= 0, and I(X,Z) = 0 if and only if X and Z are independent.")
MI_NONNEGATIVE = (
    Reason(FROM_4 + ": I(X,Z) >= 0", QUOTE, step=NONNEGATIVE, cites=(EQ_4,)),
    Reason(FROM_4 + ": I(X,Z) = 0 iff independent", QUOTE, step=ZERO_IFF_INDEPENDENT, cites=(EQ_4,)),
)


def _products() -> list[list[list[F]]]:
    """Independent laws: products of two marginals (2 x 2, 2 x 3, 3 x 3)."""
    marginals = ([F(1, 3), F(2, 3)], [F(1, 2), F(1, 2)], [F(1, 4), F(1, 4), F(1, 2)], [F(1, 6), F(1, 3), F(1, 2)])
    return [[[a * b for b in pZ] for a in pX] for pX in marginals for pZ in marginals]


def _nudged(law, step=F(1, 100)) -> list[list[F]]:
    """A law a step off `law`: mass `step` moved from cell (1, 1) to cell (0, 1) (dependent: the marginals of X
    change while the first column's cells do not scale with them)."""
    out = [list(row) for row in law]
    out[0][1] += step
    out[1][1] -= step
    return out


def information_points(reason: Reason = None) -> list[dict]:
    """The seeded joint laws of displays.py, the product laws, and each product nudged off independence."""
    products = _products()
    return ([p for p in joint_laws()] + [{"joint": law} for law in products]
            + [{"joint": _nudged(law)} for law in products])
