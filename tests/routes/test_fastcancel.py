"""workbench.fastcancel.cancel returns exactly sympy.cancel's expression (srepr), fast path or not."""
import pytest
import sympy as sp
from hypothesis import given, settings, strategies as st

from workbench.fastcancel import _rational_over_q, cancel

E, u, N, q, x = sp.symbols("E u N q x", positive=True)
y = sp.Symbol("y")

EXAMPLES = [
    (x ** 2 - 1) / (x - 1),
    (2 * x + 2) / (4 * x - 4),
    (1 - q) / (q - 1) + E / (N + u),
    sp.Rational(1, 3) * x / (x + sp.Rational(1, 2)) - E ** 2 / (E * (N + u) ** 2),
    (E * (1 - N / (N + u)) + 1) / (E - 1) - (x - y) / (y - x),
    -(x + y) / (-x - y - 2 * E),
    1 / (1 / x + 1 / y),
    x - x + 3,                                    # a number: sympy.cancel's own path
    sp.sqrt(2) * x / (sp.sqrt(2) * x + x),        # radicals: sympy.cancel's own path
    sp.Float(0.5) * x / x ** 2,                   # floats: sympy.cancel's own path
    sp.exp(x) / (sp.exp(x) + sp.exp(x) * x),      # a function: sympy.cancel's own path
]


def test_the_same_expression_as_sympy_cancel():
    for expression in EXAMPLES:
        assert sp.srepr(cancel(expression)) == sp.srepr(sp.cancel(expression)), expression


def test_only_rational_functions_over_q_take_the_fast_path():
    assert _rational_over_q((x ** 2 - sp.Rational(1, 2)) / (E * x - 1) ** 3)
    assert not _rational_over_q(sp.sqrt(x) / (x + 1))
    assert not _rational_over_q(x ** sp.Rational(1, 3) + 1)
    assert not _rational_over_q(sp.Float(1.5) * x)
    assert not _rational_over_q(sp.log(x) / x)


small = st.integers(-3, 3)
monomials = st.tuples(small, st.integers(0, 2), st.integers(0, 2), st.integers(0, 1))


def _poly(terms):
    return sum(sp.Rational(c, 2) * x ** a * E ** b * (N + u) ** d for c, a, b, d in terms)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.lists(monomials, min_size=1, max_size=4), st.lists(monomials, min_size=1, max_size=4),
       st.lists(monomials, min_size=1, max_size=3))
def test_random_quotients_with_common_factors(top, bottom, common):
    """Quotients p r / (q r) with rational coefficients: the same reduced, sign-normalised expression."""
    p, d, r = _poly(top), _poly(bottom), _poly(common)
    if d == 0 or r == 0:
        return
    expression = p * r / (d * r) + p / r
    assert sp.srepr(cancel(expression)) == sp.srepr(sp.cancel(expression))


def test_the_fast_path_is_taken_exactly_for_rational_functions_over_q_with_a_symbol(monkeypatch):
    """The routing the module docstring promises (mutation testing, scripts/mutants-engine): sympy.cancel is
    called for a number, a symbol-free sum, radicals, floats and functions, and never for a rational function
    over QQ in at least one symbol. Both paths give the same expression, so only the route tells them apart."""
    calls = []
    real = sp.cancel

    def spy(f, *args, **kwargs):
        calls.append(f)
        return real(f, *args, **kwargs)

    import workbench.fastcancel as fastcancel
    monkeypatch.setattr(fastcancel.sp, "cancel", spy, raising=False)   # the lazy stand-in keeps what it handed out
    for expression in [(x ** 2 - 1) / (x - 1), 1 / (1 / x + 1 / y), x]:
        calls.clear()
        fastcancel._cancel.cache_clear()       # cancel computes each expression once: route it afresh
        cancel(expression)
        assert calls == [], expression
    for expression in [sp.Integer(3), sp.Add(1, 2, evaluate=False), sp.Mul(2, sp.Pow(3, -1, evaluate=False),
                                                                            evaluate=False),
                       sp.sqrt(2) * x / (sp.sqrt(2) * x + x), sp.Float(0.5) * x / x ** 2, sp.exp(x) / (x + 1)]:
        calls.clear()
        fastcancel._cancel.cache_clear()
        assert cancel(expression) == real(expression)
        assert len(calls) == 1, expression


def test_each_expression_is_cancelled_once(monkeypatch):
    """cancel is a pure function of the expression: computed once (sympy.cancel is not asked again for it), never
    confused with an equal-valued other expression (2.0 is not 2 in SymPy); a list, which has no hash and no
    cancel, fails as sympy.cancel fails on it."""
    import workbench.fastcancel as fastcancel
    calls, real = [], sp.cancel
    monkeypatch.setattr(fastcancel.sp, "cancel", lambda f, *a, **k: calls.append(f) or real(f, *a, **k), raising=False)
    fastcancel._cancel.cache_clear()
    radical = sp.sqrt(2) * x / (sp.sqrt(2) * x + x)
    assert cancel(radical) == real(radical) and cancel(radical) == real(radical) and len(calls) == 1
    floats = cancel(sp.Float(2.0) * x / (x * y))
    assert cancel(2 * x / (x * y)) == 2 / y and sp.srepr(floats) == sp.srepr(real(sp.Float(2.0) * x / (x * y)))
    assert cancel(sp.Matrix([[(x ** 2 - 1) / (x - 1), x / x]])) == sp.Matrix([[x + 1, 1]])
    with pytest.raises(AttributeError, match="'list' object"):
        cancel([x / x])
