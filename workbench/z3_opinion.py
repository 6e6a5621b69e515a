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


class _Terms:
    """z3 terms over one artefact's `variables`, each built once: a polynomial as ((0 + m1) + m2) + ..., a monomial
    as its coefficient times its variables one at a time (z3 shares equal terms anyway: a polynomial met again, a
    numeral or a monomial is the very same term, only not rebuilt through the Python API)."""

    def __init__(self, z3, variables):
        self.z3, self.variables, self.zero = z3, variables, z3.RealVal(0)
        self.numerals, self.monomials, self.polynomials = {}, {}, {}

    def numeral(self, text: str):
        """z3's p/q of our own artefact's "p/q" text: parsed, never evaluated."""
        value = self.numerals.get(text)
        if value is None:
            q = Fraction(text)
            value = self.numerals[text] = self.z3.RealVal(f"{q.numerator}/{q.denominator}")
        return value

    def polynomial(self, terms):
        key = tuple((tuple(exponents), coefficient) for exponents, coefficient in terms)
        total = self.polynomials.get(key)
        if total is None:
            total = self.zero
            for monomial in key:
                term = self.monomials.get(monomial)
                if term is None:
                    term = self.numeral(monomial[1])
                    for variable, exponent in zip(self.variables, monomial[0]):
                        for _ in range(exponent):
                            term = term * variable
                    self.monomials[monomial] = term
                total = total + term
            self.polynomials[key] = total
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


# {(resource limit, variables, the assertions' z3 ids in order): (answer, counterexample, the assertions)}: a formula
# already checked in this process (one claim's artefacts share goals and steps) is not checked again. The entry holds
# its terms, so their ids are not reused; z3 is deterministic (a fresh solver, a work counter, no clock), so the answer
# and model are those it gave.
_ANSWERS: dict = {}


def _check(z3, assertions: list, variables: list, names: tuple, resource_limit: int) -> tuple:
    """("unsat" | "sat" | "unknown", the counterexample {variable: value} when sat) for the conjunction of
    `assertions`, added in order to a fresh solver with the resource limit; `names` are the `variables`' names."""
    key = (resource_limit, names, tuple(a.get_id() for a in assertions))
    known = _ANSWERS.get(key)
    if known is None:
        solver = z3.Solver()
        solver.set("rlimit", resource_limit)      # the same answer on a busy machine as on an idle one
        for assertion in assertions:
            solver.add(assertion)
        answer = solver.check()
        if answer == z3.unsat:
            known = ("unsat", None)
        elif answer == z3.sat:
            model = solver.model()
            known = ("sat", {str(v): str(model.eval(v, model_completion=True)) for v in variables})
        else:
            known = ("unknown", None)
        _ANSWERS[key] = (*known, assertions)
    return known[0], (dict(known[1]) if known[1] is not None else None)


def second_opinion(artefact: dict, resource_limit: int = RESOURCE_LIMIT) -> dict | None:
    """{"agrees": n, "unknown": [step names], "counterexamples": {step: {variable: value}}}, or None
    when z3 is not installed."""
    try:
        import z3
    except ImportError:
        return None
    names = tuple(artefact["variables"])
    variables = [z3.Real(name) for name in names]
    terms = _Terms(z3, variables)
    agrees, unknown, counterexamples = 0, [], {}
    summed = _summed(artefact)
    domain = [variable >= terms.numeral(artefact["domain"][name])
              for variable, name in zip(variables, artefact["variables"])]
    for goal in artefact.get("goals", []):      # a goal: its hypotheses and domain, and the relation violated
        assertions = list(domain)
        for hypothesis in artefact["hypotheses"]:
            if hypothesis["name"] in goal["hypotheses"]:
                value = terms.polynomial(hypothesis["poly"])
                assertions.append(value > 0 if hypothesis.get("strict") is True else value >= 0)
        for name in {f for term in goal.get("terms", []) for f in term["facts"] if f in summed}:
            assertions.append(terms.polynomial(summed[name]) >= 0)      # it holds at the sums it is about
        if goal["relation"] == "=":       # both sides defined, and different
            (a, b), (c, d) = ([terms.polynomial([[list(k), str(v)] for k, v in p.items()])
                               for p in polyproof.tree(goal[side], artefact["variables"], [])] for side in ("lhs", "rhs"))
            assertions += [b != 0, d != 0, a * d != c * b]
        else:
            denominator = terms.polynomial(goal["denominator"])
            signed = terms.polynomial(goal["numerator"]) * denominator
            assertions.append(denominator != 0)
            violated = {">=": signed < 0, ">": signed <= 0, "<=": signed > 0, "<": signed >= 0}[goal["relation"]]
            assertions.append(violated)
        answer, model = _check(z3, assertions, variables, names, resource_limit)
        if answer == "unsat":
            agrees += 1
        elif answer == "sat":
            counterexamples[f"goal {goal['name']}"] = model
        else:
            unknown.append(f"goal {goal['name']}")
    for step in artefact["steps"]:
        if step["kind"] == "identity":
            product = z3.RealVal(1)
            for factor in step["factors"]:
                product = product * terms.polynomial(factor)
            assertions = [terms.polynomial(step["lhs"]) != product]
        else:
            assertions = [variable >= terms.numeral(step["shift"][name])
                          for variable, name in zip(variables, artefact["variables"])]
            assertions.append(terms.polynomial(step["poly"]) < 0)
        answer, model = _check(z3, assertions, variables, names, resource_limit)
        if answer == "unsat":
            agrees += 1
        elif answer == "sat":
            counterexamples[step["name"]] = model
        else:
            unknown.append(step["name"])
    return {"agrees": agrees, "unknown": unknown, "counterexamples": counterexamples}
