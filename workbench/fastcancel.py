"""sympy.cancel for rational functions over QQ, without its preprocessing: the same expression, faster.

sympy.cancel(f) runs signsimp and factor_terms on f (most of its time on the proof builders' goals), takes
numerator and denominator, and cancels them in a polynomial ring, whose reduced and sign-normalised quotient is
all the answer depends on. For f built only from symbols, rationals, +, * and integer powers that quotient is
the same from f's own numerator and denominator, so `cancel` skips the preprocessing there and calls
sympy.cancel for anything else (radicals, functions, floats, numbers).
"""
from __future__ import annotations

from functools import lru_cache

from .lazy import lazy

sp = lazy("sympy")


def _rational_over_q(expression) -> bool:
    """Only symbols, rationals, sums, products and integer powers."""
    stack = [expression]
    while stack:
        node = stack.pop()
        if node.is_Symbol or node.is_Rational:
            continue
        if node.is_Add or node.is_Mul:
            stack.extend(node.args)
        elif node.is_Pow and node.exp.is_Integer:
            stack.append(node.base)
        else:
            return False
    return True


def cancel(expression):
    """sympy.cancel(expression), the same result; directly in a polynomial ring when `expression` is a
    rational function over QQ with at least one symbol. Once per expression: it is a pure function of the SymPy
    expression (SymPy's == is structural, 2.0*x != 2*x), and the proof builders cancel the same ones again and again
    (a goal and its template, a multiplier's fraction and itself)."""
    f = sp.sympify(expression)
    return _cancel(f) if isinstance(f, sp.Basic) else _cancel.__wrapped__(f)     # a mutable matrix has no hash


@lru_cache(maxsize=8192)
def _cancel(f):
    from sympy.polys.rings import sring
    if not isinstance(f, sp.Expr) or f.is_Number or not f.free_symbols or not _rational_over_q(f):
        return sp.cancel(f)
    numerator, denominator = f.as_numer_denom()
    _, (p, q) = sring((numerator, denominator))
    p, q = p.cancel(q)
    return p.as_expr() / q.as_expr()
