"""Public hypothesis strategies for the workbench's parameter domains (composable values).

The scalar strategies (`rationals`, `privacy_bases`, `sizes`) remember their domain (`domain_of`), and
`parameters(name=strategy, ...)` draws a dict of named parameters whose box is known: after hypothesis
finds a counterexample, `workbench.fuzz` searches that box deterministically for the smallest one. A
parameter may depend on earlier ones (`i=lambda x: sizes(0, x["k"] // 2)`): the box is then walked in order.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .lazy import lazy

st = lazy("hypothesis.strategies")


@dataclass(frozen=True)
class Domain:
    """The values a scalar strategy draws: integers in [lo, hi], or the rationals lo + (hi - lo) t/q with
    1 <= q <= grid and 0 <= t <= q (t >= 1 when `open_lo`: lo itself excluded; t <= q - 1 when `open_hi`),
    which is what `rationals` draws. `candidates()` lists them simplest first."""
    kind: str
    """"integer" or "rational"."""
    lo: Fraction
    """The low end of the range (excluded for rationals when `open_lo`)."""
    hi: Fraction
    """The high end of the range (excluded for rationals when `open_hi`)."""
    grid: int = 1
    """Rationals: the largest denominator q of a value's share t/q of [lo, hi] (1: lo and hi only)."""
    open_lo: bool = False
    """Rationals: whether lo itself is excluded (t >= 1)."""
    open_hi: bool = False
    """Rationals: whether hi itself is excluded (t <= q - 1)."""

    def contains(self, value) -> bool:
        """Whether `value` is one of this domain's values."""
        value = Fraction(value)
        if self.kind == "integer":
            return value.denominator == 1 and self.lo <= value <= self.hi
        if self.hi == self.lo:
            return value == self.lo and not (self.open_lo or self.open_hi)
        share = (value - self.lo) / (self.hi - self.lo)
        return ((0 < share if self.open_lo else 0 <= share) and (share < 1 if self.open_hi else share <= 1)
                and share.denominator <= self.grid)

    def candidates(self, limit: int = 2000) -> list:
        """Up to `limit` values, simplest first: integers upward from lo; rationals by denominator, then value."""
        if self.kind == "integer":
            return list(range(int(self.lo), min(int(self.hi), int(self.lo) + limit - 1) + 1))
        values = {self.lo + (self.hi - self.lo) * Fraction(t, q) for q in range(1, self.grid + 1)
                  for t in range(1 if self.open_lo else 0, q if self.open_hi else q + 1)}
        return sorted(values, key=lambda v: (v.denominator, v))[:limit]


def _with_domain(strategy: st.SearchStrategy, domain: Domain) -> st.SearchStrategy:
    strategy._workbench_domain = domain
    return strategy


def domain_of(strategy) -> Domain | dict | None:
    """A scalar strategy's Domain, a `parameters(...)` strategy's {name: Domain, Dependent or None}, else None."""
    return getattr(strategy, "_workbench_domain", None)


@dataclass(frozen=True)
class Dependent:
    """A field of `parameters` whose strategy depends on the fields before it: `build(earlier)` takes
    their values ({name: value}) and returns the strategy to draw from (`lambda x: sizes(0, x["k"] // 2)`)."""
    build: object
    """The function of the earlier fields' values ({name: value}) that returns the strategy to draw from."""

    def strategy(self, earlier: dict) -> st.SearchStrategy:
        """The strategy for these earlier values (a copy is passed, so `build` cannot change them)."""
        drawn = self.build(dict(earlier))
        if not isinstance(drawn, st.SearchStrategy):
            raise TypeError(f"a dependent parameter must return a strategy, got {drawn!r}")
        return drawn


def _field(spec):
    if isinstance(spec, st.SearchStrategy):
        return spec
    if callable(spec):
        return Dependent(spec)
    raise TypeError(f"parameters: expected a strategy or a function of the earlier values, got {spec!r}")


def parameters(**fields) -> st.SearchStrategy:
    """Draw {name: value}, one strategy per parameter in the order given, remembering each field's domain so
    that a counterexample is minimised over the box (fields without a known domain, e.g. a distribution,
    keep the value hypothesis found). A field may instead be a function of the earlier fields' values that
    returns a strategy, e.g. `parameters(k=sizes(2, 9), i=lambda x: sizes(0, x["k"] // 2))`: hypothesis
    still shrinks the whole draw, and the box search asks the function at every point it visits."""
    specs = {name: _field(spec) for name, spec in fields.items()}
    if not any(isinstance(spec, Dependent) for spec in specs.values()):
        strategy = st.fixed_dictionaries(specs)
    else:
        @st.composite
        def draw_in_order(draw):
            values = {}
            for name, spec in specs.items():
                values[name] = draw(spec.strategy(values) if isinstance(spec, Dependent) else spec)
            return values
        strategy = draw_in_order()
    strategy._workbench_domain = {name: spec if isinstance(spec, Dependent) else domain_of(spec)
                                  for name, spec in specs.items()}
    return strategy


def box_points(strategy, found: dict, limit: int) -> list[dict] | None:
    """Every point of a `parameters` box, fields in order: a field's domain candidates, a dependent field's
    at the earlier values of each point, and a field without a known domain at its `found` value (a dependent
    one only where the fields before it have their found values: elsewhere it was never drawn). None when
    the box is unknown, has no known domain, or has more than `limit` points."""
    box = domain_of(strategy)
    if not isinstance(box, dict) or not any(box.values()):
        return None
    points = [{}]
    for name, field in box.items():
        grown = []
        for point in points:
            grown.extend({**point, name: value} for value in _values_at(field, name, point, found, limit))
            if len(grown) > limit:
                return None
        points = grown
    return points


def _values_at(field, name: str, point: dict, found: dict, limit: int) -> list:
    """The values `box_points` gives field `name` beside the earlier values `point`."""
    if isinstance(field, Dependent):
        domain = domain_of(field.strategy(point))
        if domain is None:
            return [found[name]] if all(point[k] == found[k] for k in point) else []
        return domain.candidates(limit)
    return field.candidates(limit) if field else [found[name]]


def per_value(build):
    """`build` (a value -> strategy, for `flatmap`) remembering its strategy per value (ints, Fractions, tuples of
    them): hypothesis validates every new strategy object, so building one per draw costs more than drawing from
    it. The same strategies, hence the same draws."""
    built = {}

    def strategy(value):
        key = repr(value)            # Fraction(2) and 2 compare equal but are different draws
        if key not in built:
            built[key] = build(value)
        return built[key]
    return strategy


def rationals(lo: Fraction, hi: Fraction, max_denominator: int = 12, *, open_lo: bool = False,
              open_hi: bool = False) -> st.SearchStrategy:
    """Rationals lo + (hi - lo) t/q in [lo, hi] with q <= max_denominator, endpoints included (lo excluded
    if `open_lo`, hi if `open_hi`: (0, 1) is `rationals(0, 1, open_lo=True, open_hi=True)`)."""
    lo, hi = Fraction(lo), Fraction(hi)
    least = 2 if open_lo and open_hi else 1            # (lo, hi) holds no lo + (hi - lo) t/q with q = 1
    if lo > hi or (lo == hi and (open_lo or open_hi)) or max_denominator < least:
        raise ValueError(f"rationals: no value in {'(' if open_lo else '['}{lo}, {hi}{')' if open_hi else ']'} "
                         f"with denominator <= {max_denominator}")

    def build(q, t):
        return lo + (hi - lo) * Fraction(t, q)
    first, last = (1 if open_lo else 0), (-1 if open_hi else 0)
    drawn = st.integers(least, max_denominator).flatmap(
        per_value(lambda q: st.integers(first, q + last).map(lambda t: build(q, t))))
    return _with_domain(drawn, Domain("rational", lo, hi, max_denominator, open_lo, open_hi))


def privacy_bases(max_E: int = 6, *, min_value=1, strict: bool = False) -> st.SearchStrategy:
    """E = e^eps as a rational in [min_value, max_E]; with `strict`, min_value itself is never drawn.

    The default includes E = 1 (eps = 0), the simplest value, which shrinks first: right for statements
    about every eps >= 0. A closed form with (E - 1) in a denominator (a variance, an estimator's scale) is
    undefined at E = 1: draw `privacy_bases(strict=True)` (E > 1) for it rather than filtering.
    """
    return rationals(Fraction(min_value), Fraction(max_E), open_lo=strict)


def deltas() -> st.SearchStrategy:
    """delta in [0, 1]: 0 and 1 (the ends, where statements change) as often as a random rational."""
    return st.one_of(st.just(Fraction(0)), st.just(Fraction(1)), rationals(Fraction(0), Fraction(1)))


def sizes(lo: int = 2, hi: int = 8) -> st.SearchStrategy:
    """Integers in [lo, hi]: alphabet sizes, numbers of outputs, M, k, N."""
    return _with_domain(st.integers(lo, hi), Domain("integer", Fraction(lo), Fraction(hi)))


def stochastic_matrices(n_rows: int, n_cols: int, granularity: int = 12) -> st.SearchStrategy:
    """Row-stochastic rational matrices: each row is a composition of `granularity` units."""
    def row():
        return st.lists(st.integers(0, granularity), min_size=n_cols, max_size=n_cols).filter(
            lambda w: sum(w) > 0).map(lambda w: [Fraction(x, sum(w)) for x in w])
    return st.lists(row(), min_size=n_rows, max_size=n_rows)


def counting_params(max_M: int = 8) -> st.SearchStrategy:
    """{"M", "E", "delta"} for the counting-query paper."""
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
