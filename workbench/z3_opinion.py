"""A second opinion on polynomial proofs from z3's nonlinear real arithmetic (nlsat).

Untrusted and never the last word (z3 has had wrong answers): for each step of a proof artefact it
searches for a real counterexample (an identity's sides differing somewhere; a sign fact negative
where every variable is at least its shift; a goal violated somewhere on its domain under its hypotheses). "unsat" agrees with the replay, "sat" is a concrete
counterexample, "unknown" (out of its resource budget) says nothing. The trusted replay (workbench.kernel.polyproof)
decides; a counterexample to a step the replay accepted is a conflict that the proof route reports
as a failure, so z3 can only ever turn a pass into a fail.
"""
from __future__ import annotations

from fractions import Fraction

from .kernel import polyproof


def _polynomial(z3, terms, variables):
    total = z3.RealVal(0)
    for exponents, coefficient in terms:
        q = Fraction(coefficient)                   # our own artefact's "p/q" text: parsed, never evaluated
        term = z3.RealVal(f"{q.numerator}/{q.denominator}")
        for variable, exponent in zip(variables, exponents):
            for _ in range(exponent):
                term = term * variable
        total = total + term
    return total


def _summed(artefact: dict) -> dict:
    """{sum lemma name: its terms}, rebuilt here from the summed goal's numerator (each monomial m of the index
    variables replaced by its S, the zero monomial by the count), and {induction lemma: its invariant's terms}: a
    premise of the goals that cite it."""
    names, goals, out = artefact["variables"], {g["name"]: g for g in artefact.get("goals", [])}, {}
    for entry in artefact.get("sums", []):
        index = [names.index(v) for v in entry["index"]]
        where = {tuple(m): names.index(s) for m, s in entry["monomials"]} | {(0,) * len(index): names.index(entry["count"])}
        terms = []
        for exponents, coefficient in goals[entry["goal"]]["numerator"]:
            rest = [0 if i in index else e for i, e in enumerate(exponents)]
            rest[where[tuple(exponents[i] for i in index)]] += 1
            terms.append([rest, coefficient])
        out[entry["name"]] = terms
    hypotheses = {h["name"]: h["poly"] for h in artefact.get("hypotheses", [])}
    for entry in artefact.get("inductions", []):      # an induction's lemma: its invariant, at the sequence's values
        out.update({i["lemma"]: hypotheses[i["hypothesis"]] for i in entry["invariants"]})
    return out


RESOURCE_LIMIT = 5_000_000    # z3's deterministic work counter, not a clock (our steps use about 31,000)


def second_opinion(artefact: dict, resource_limit: int = RESOURCE_LIMIT) -> dict | None:
    """{"agrees": n, "unknown": [step names], "counterexamples": {step: {variable: value}}}, or None
    when z3 is not installed."""
    try:
        import z3
    except ImportError:
        return None
    variables = [z3.Real(name) for name in artefact["variables"]]
    agrees, unknown, counterexamples = 0, [], {}
    summed = _summed(artefact)
    for goal in artefact.get("goals", []):      # a goal: its hypotheses and domain, and the relation violated
        solver = z3.Solver()
        solver.set("rlimit", resource_limit)
        for variable, name in zip(variables, artefact["variables"]):
            lower = Fraction(artefact["domain"][name])
            solver.add(variable >= z3.RealVal(f"{lower.numerator}/{lower.denominator}"))
        for hypothesis in artefact["hypotheses"]:
            if hypothesis["name"] in goal["hypotheses"]:
                value = _polynomial(z3, hypothesis["poly"], variables)
                solver.add(value > 0 if hypothesis.get("strict") is True else value >= 0)
        for name in {f for term in goal.get("terms", []) for f in term["facts"] if f in summed}:
            solver.add(_polynomial(z3, summed[name], variables) >= 0)      # it holds at the sums it is about
        if goal["relation"] == "=":       # both sides defined, and different
            (a, b), (c, d) = ([_polynomial(z3, [[list(k), str(v)] for k, v in p.items()], variables)
                               for p in polyproof.tree(goal[side], artefact["variables"], [])] for side in ("lhs", "rhs"))
            solver.add(b != 0, d != 0, a * d != c * b)
        else:
            signed = _polynomial(z3, goal["numerator"], variables) * _polynomial(z3, goal["denominator"], variables)
            solver.add(_polynomial(z3, goal["denominator"], variables) != 0)
            solver.add({">=": signed < 0, ">": signed <= 0, "<=": signed > 0, "<": signed >= 0}[goal["relation"]])
        answer = solver.check()
        if answer == z3.unsat:
            agrees += 1
        elif answer == z3.sat:
            model = solver.model()
            counterexamples[f"goal {goal['name']}"] = {str(v): str(model.eval(v, model_completion=True))
                                                       for v in variables}
        else:
            unknown.append(f"goal {goal['name']}")
    for step in artefact["steps"]:
        solver = z3.Solver()
        solver.set("rlimit", resource_limit)      # the same answer on a busy machine as on an idle one
        if step["kind"] == "identity":
            product = z3.RealVal(1)
            for factor in step["factors"]:
                product = product * _polynomial(z3, factor, variables)
            solver.add(_polynomial(z3, step["lhs"], variables) != product)
        else:
            for variable, name in zip(variables, artefact["variables"]):
                shift = Fraction(step["shift"][name])
                solver.add(variable >= z3.RealVal(f"{shift.numerator}/{shift.denominator}"))
            solver.add(_polynomial(z3, step["poly"], variables) < 0)
        answer = solver.check()
        if answer == z3.unsat:
            agrees += 1
        elif answer == z3.sat:
            model = solver.model()
            counterexamples[step["name"]] = {str(v): str(model.eval(v, model_completion=True)) for v in variables}
        else:
            unknown.append(step["name"])
    return {"agrees": agrees, "unknown": unknown, "counterexamples": counterexamples}
