"""Claim mutants: the papers' closed forms, mutated the way typos happen, must each be refuted.

Mutation operators: E -> 1/E, E -> E + 1, E -> E - 1 (e^eps +- 1 slips), S -> S - 1, N -> N - 1,
c -> c (N-1)/N (Nc <-> (N-1)c), k -> k - 1, m -> m +- 1, delta dropped, E - 1 <-> E + 1, the sign of the
whole formula and of each term of each sum, each integer constant +- 1, and Min <-> Max. The closed forms
are every one registered in proofs/ with workbench.claims.closed_form, each with its claim's own exact
evidence.
A mutant that SymPy proves equal to the original is equivalent (reported, not counted). Every other
mutant is judged by the same exact evidence the claim uses (certified LP optima, exact LDP levels)
at a few rational points; a mutant that agrees with all of it survived.
"""
from __future__ import annotations

from fractions import Fraction as F

import sympy as sp

from ..symbolic import E, N, S, c, delta, k, m


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
    """"claim: name" -> (closed form, {point: exact value from the claim's evidence}) for every closed form
    registered in proofs/ (workbench.claims.closed_form)."""
    from ..claims import CLOSED_FORMS, load_all
    order = list(load_all())                                   # paper order
    return {f"{form.claim}: {form.name}": (form.formula(), form.evidence())
            for form in sorted(CLOSED_FORMS, key=lambda form: order.index(form.claim))}


def mutants(expr):
    """(description, mutated expression) for every operator that changes the expression's text."""
    subs = [("E -> 1/E", {E: 1 / E}), ("E -> E + 1", {E: E + 1}), ("E -> E - 1", {E: E - 1}),
            ("S -> S - 1", {S: S - 1}), ("N -> N - 1", {N: N - 1}), ("Nc -> (N-1)c", {c: c * (N - 1) / N}),
            ("k -> k - 1", {k: k - 1}), ("m -> m - 1", {m: m - 1}), ("m -> m + 1", {m: m + 1}),
            ("delta dropped", {delta: 0})]
    for desc, rule in subs:
        if any(s in expr.free_symbols for s in rule):
            yield desc, expr.xreplace(rule)
    swapped = expr.xreplace({E - 1: E + 1, E + 1: E - 1})
    if swapped != expr:
        yield "E - 1 <-> E + 1", swapped
    yield "sign flipped", -expr
    for node in sorted(set(a for a in sp.preorder_traversal(expr) if isinstance(a, sp.Add)), key=sp.default_sort_key):
        for term in node.args:
            flipped = node.func(*(-a if a is term else a for a in node.args))
            yield f"sign of {term} in {node}", expr.xreplace({node: flipped})
    for atom in sorted(expr.atoms(sp.Integer), key=int):
        for step in (1, -1):
            yield f"constant {atom} -> {atom + step}", expr.xreplace({atom: atom + step})
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
