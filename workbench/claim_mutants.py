"""Claim mutants: the papers' closed forms, mutated the way typos happen, must each be refuted.

Mutation operators: E -> 1/E, E -> E + 1, E -> E - 1 (e^eps +- 1 slips), S -> S - 1, N -> N - 1,
c -> c (N-1)/N (Nc <-> (N-1)c), the sign of the whole formula, each integer constant +- 1, and Min <-> Max.
A mutant that SymPy proves equal to the original is equivalent (reported, not counted). Every other
mutant is judged by the same exact evidence the claim uses (certified LP optima, exact LDP levels)
at a few rational points; a mutant that agrees with all of it survived.
"""
from __future__ import annotations

from fractions import Fraction as F

import sympy as sp

E, S, N, c, k = sp.symbols("E S N c k", positive=True)


def _value(expr, **point) -> F:
    value = sp.nsimplify(expr.subs({sp.Symbol(name, positive=True): sp.Rational(v.numerator, v.denominator)
                                    for name, v in point.items()}))
    if not value.is_Rational:
        raise ValueError(f"not rational: {value}")
    return F(int(value.p), int(value.q))


def _agrees(expr, truth: dict) -> bool:
    try:
        return all(_value(expr, **dict(point)) == value for point, value in truth.items())
    except (ValueError, ZeroDivisionError, TypeError):
        return False


def truths() -> dict:
    """claim id -> (closed form as printed (or as corrected), {point: exact value from the claim's evidence})."""
    from proofs.pml_dobrushin import eta_optimum
    from proofs.pram_dp import range_lp
    from proofs.staircase_ldp import binary_tv, pattern_optimum

    from .lp.pipeline import certify_lp
    out = {}
    points = [(4, F(3, 2)), (5, F(2)), (6, F(11, 10))]
    out["pram.range (v_max)"] = (E / (1 / E + S - 1), {(("S", F(s)), ("E", e)): certify_lp(
        range_lp(s, e, "max"), "mutants", "pram-range", {}).value for s, e in points})
    out["pram.range (v_min)"] = ((1 / E) / (E + S - 1), {(("S", F(s)), ("E", e)): certify_lp(
        range_lp(s, e, "min"), "mutants", "pram-range", {}).value for s, e in points})
    grid = [(3, F(3, 2), F(1, 10)), (4, F(2), F(1, 8)), (2, F(3), F(1, 5)), (5, F(9), F(1, 10)), (3, F(11, 10), F(1, 3))]
    out["pml.eta-bound (Xi)"] = (sp.Min((E - 1) / (E * (1 - N * c) + 1), 1), {
        (("N", F(n)), ("E", e), ("c", cc)): eta_optimum(n, e, cc).value for n, e, cc in grid})
    P0, P1 = [F(1, 2), F(1, 4), F(1, 4)], [F(1, 6), F(1, 3), F(1, 2)]
    tv = sum(abs(a - b) for a, b in zip(P0, P1)) / 2
    out["staircase.binary-tv"] = ((E - 1) / (E + 1) * sp.Rational(tv.numerator, tv.denominator), {
        (("E", e),): pattern_optimum(P0, P1, e).value for e in (F(3, 2), F(4), F(11, 10))})
    assert all(binary_tv(P0, P1, e) == v for ((_, e),), v in out["staircase.binary-tv"][1].items())
    from .mechanisms.ldp import ldp_level
    from .mechanisms.named import randomized_response
    out["staircase.rr (keep)"] = (E / (k - 1 + E), {(("k", F(kk)), ("E", e)): randomized_response(kk, e)[0][0]
                                                    for kk, e in ((3, F(3, 2)), (4, F(5)), (2, F(2)))})
    assert all(ldp_level(randomized_response(kk, e)).E == e for kk, e in ((3, F(3, 2)), (4, F(5))))
    return out


def mutants(expr):
    """(description, mutated expression) for every operator that changes the expression's text."""
    subs = [("E -> 1/E", {E: 1 / E}), ("E -> E + 1", {E: E + 1}), ("E -> E - 1", {E: E - 1}),
            ("S -> S - 1", {S: S - 1}), ("N -> N - 1", {N: N - 1}), ("Nc -> (N-1)c", {c: c * (N - 1) / N}),
            ("k -> k - 1", {k: k - 1})]
    for desc, rule in subs:
        if any(s in expr.free_symbols for s in rule):
            yield desc, expr.xreplace(rule)
    yield "sign flipped", -expr
    for atom in sorted(expr.atoms(sp.Integer), key=int):
        for delta in (1, -1):
            yield f"constant {atom} -> {atom + delta}", expr.xreplace({atom: atom + delta})
    if expr.has(sp.Min):
        yield "Min -> Max", expr.replace(sp.Min, sp.Max)


def run() -> dict:
    results = {}
    for name, (expr, truth) in truths().items():
        assert _agrees(expr, truth), f"{name}: the closed form itself disagrees with its evidence"
        killed, equivalent, survived = 0, [], []
        for desc, mutant in mutants(expr):
            if sp.simplify(mutant - expr) == 0:
                equivalent.append(desc)
            elif _agrees(mutant, truth):
                survived.append(desc)
            else:
                killed += 1
        results[name] = {"mutants": killed + len(equivalent) + len(survived), "killed": killed,
                         "equivalent": equivalent, "survived": survived}
    return results
