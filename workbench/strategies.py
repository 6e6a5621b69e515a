"""Public hypothesis strategies for the workbench's parameter domains (composable values)."""
from __future__ import annotations

from fractions import Fraction

from .lazy import lazy

st = lazy("hypothesis.strategies")


def rationals(lo: Fraction, hi: Fraction, max_denominator: int = 12) -> st.SearchStrategy:
    """Rationals p/q in [lo, hi] with q <= max_denominator, endpoints included."""
    lo, hi = Fraction(lo), Fraction(hi)

    def build(q, t):
        return lo + (hi - lo) * Fraction(t, q)
    return st.integers(1, max_denominator).flatmap(
        lambda q: st.integers(0, q).map(lambda t: build(q, t)))


def privacy_bases(max_E: int = 6) -> st.SearchStrategy:
    """E = e^eps >= 1 as a rational; E = 1 (eps = 0) is the simplest value and shrinks first."""
    return rationals(Fraction(1), Fraction(max_E))


def deltas() -> st.SearchStrategy:
    return st.one_of(st.just(Fraction(0)), st.just(Fraction(1)), rationals(Fraction(0), Fraction(1)))


def sizes(lo: int = 2, hi: int = 8) -> st.SearchStrategy:
    return st.integers(lo, hi)


def stochastic_matrices(n_rows: int, n_cols: int, granularity: int = 12) -> st.SearchStrategy:
    """Row-stochastic rational matrices: each row is a composition of `granularity` units."""
    def row():
        return st.lists(st.integers(0, granularity), min_size=n_cols, max_size=n_cols).filter(
            lambda w: sum(w) > 0).map(lambda w: [Fraction(x, sum(w)) for x in w])
    return st.lists(row(), min_size=n_rows, max_size=n_rows)


def counting_params(max_M: int = 8) -> st.SearchStrategy:
    return st.fixed_dictionaries({"M": sizes(2, max_M), "E": privacy_bases(), "delta": deltas()})


def distributions(k: int, granularity: int = 12, positive: bool = False) -> st.SearchStrategy:
    """Rational distributions on k points (strictly positive when asked: the staircase priors)."""
    low = 1 if positive else 0
    return st.lists(st.integers(low, granularity), min_size=k, max_size=k).filter(lambda w: sum(w) > 0).map(
        lambda w: [Fraction(x, sum(w)) for x in w])


def ldp_kernels(k: int, outputs: int, E: Fraction, granularity: int = 6) -> st.SearchStrategy:
    """Rational k x outputs kernels that are E-LDP (hence (eps, c)-PML for every c): any kernel K mixed
    with the uniform one, (1 - t) K + t U with t = outputs/(E + outputs - 1), has every ratio <= E."""
    t = Fraction(outputs) / (E + outputs - 1)
    return stochastic_matrices(k, outputs, granularity).map(
        lambda K: [[(1 - t) * v + t / outputs for v in row] for row in K])
