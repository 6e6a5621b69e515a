"""Goal builders PRAM's statement proofs share (paper 000): a goal derived by exact division from named facts.

Goals are derived by exact division: the goal's signed numerator, times a scale positive on the domain, must be a
multiplier (nonneg on the domain) times the product of the named facts. A wrong formula leaves a remainder, the
goal goes out without a derivation, and the replay refuses it.
"""
from __future__ import annotations

from workbench.kernel import polyproof
from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


def hypothesis_of(proof: Proof, name: str):
    """The hypothesis `name` of `proof` as a SymPy polynomial."""
    return next(proof._from_terms(h["poly"]) for h in proof.hypotheses if h["name"] == name)

def derived_goal(proof: Proof, name: str, expression, facts=(), *, relation=">=", positive=None, common=1,
             scales=(1,), template=None) -> None:
    """The goal `expression` REL 0, derived as scale * (signed numerator) = multiplier * product(facts) for the first
    scale in `scales` where exact division leaves no remainder and a nonneg multiplier (with no facts the signed
    numerator itself is the residual). `positive` and `common` as in Proof.goal."""
    numerator, denominator = sp.fraction(sp.cancel(sp.together(expression)))
    numerator, denominator = sp.expand(numerator * common), sp.expand(denominator * common)
    sign = proof.denominator_sign(denominator, positive)
    target = sp.expand(sign * (1 if relation in (">=", ">") else -1) * numerator)
    product = sp.expand(sp.Mul(*(hypothesis_of(proof, f) for f in facts)))
    terms, clear = [], None
    for scale in scales if facts else ():
        quotient = sp.cancel(scale * target / product)
        if sp.fraction(quotient)[1].is_number and polyproof.nonneg_on(proof._poly(quotient), proof._lower()):
            terms, clear = [(quotient, list(facts))], sp.expand(scale * sign * denominator)
            break
    names = list(facts) + ([positive] if positive is not None and positive not in facts else [])
    proof.goal(name, expression, relation, hypotheses=names, terms=terms, clear=clear, positive=positive,
               common=common, template=template)

def cleared_square(expression):
    """expression times the square of its denominator: a polynomial with the sign of expression where defined."""
    numerator, denominator = sp.fraction(sp.cancel(sp.together(expression)))
    return sp.expand(numerator * denominator)
