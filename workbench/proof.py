"""The proof route: a parametric claim proved for every parameter value, as an artefact that the
small trusted replayer (workbench.polyproof) re-checks exactly.

A proof is built here from SymPy expressions (untrusted): polynomial identities (lhs == product of
factors) and sign facts (poly >= 0 where every variable is at least its shift, shown by nonnegative
coefficients after the shift). The prose argument that chains the steps into the claim travels
with the artefact; every step in it is replayed, and z3 gives an (untrusted) second opinion.
"""
from __future__ import annotations

import json
from pathlib import Path

from . import polyproof
from .z3_opinion import second_opinion
from .claims import RouteResult
from .lazy import lazy

sp = lazy("sympy")

FORMAT = "workbench-polynomial-proof/1"


class Proof:
    def __init__(self, claim: str, variables: list[sp.Symbol], statement: str, argument: str):
        self.claim, self.variables, self.statement, self.argument = claim, variables, statement, argument
        self.steps: list[dict] = []

    def _terms(self, expression) -> list:
        polynomial = sp.Poly(sp.expand(expression), *self.variables)
        return [[list(monomial), str(coefficient)] for monomial, coefficient in polynomial.terms()]

    def identity(self, name: str, lhs, *factors) -> "Proof":
        """lhs (after sp.cancel it must be a polynomial) == product of the factors."""
        self.steps.append({"name": name, "kind": "identity", "lhs": self._terms(sp.cancel(lhs)),
                           "factors": [self._terms(f) for f in factors]})
        return self

    def nonneg(self, name: str, expression, shift: dict) -> "Proof":
        """expression >= 0 wherever each variable v >= shift[v]."""
        self.steps.append({"name": name, "kind": "nonneg", "poly": self._terms(expression),
                           "shift": {str(v): str(shift.get(v, 0)) for v in self.variables}})
        return self

    def artefact(self) -> dict:
        return {"format": FORMAT, "claim": self.claim, "variables": [str(v) for v in self.variables],
                "statement": self.statement, "argument": self.argument, "steps": self.steps}

    def route(self, out_dir, name: str) -> tuple[RouteResult, str]:
        """Write build/proofs/<name>.json, replay it from the file with the trusted checker."""
        path = Path(out_dir) / "proofs" / f"{name}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.artefact(), indent=1) + "\n")
        problem = polyproof.check(json.loads(path.read_text()))
        relative = path.relative_to(out_dir).as_posix()
        opinion = second_opinion(self.artefact())
        if opinion is None:
            z3_note = "z3 not installed, no second opinion"
        else:
            z3_note = (f"z3 (nlsat) second opinion: {opinion['agrees']} of {len(self.steps)} steps have no real "
                       f"counterexample" + (f", undecided: {opinion['unknown']}" if opinion["unknown"] else ""))
            if opinion["counterexamples"]:
                z3_note += f", counterexamples: {opinion['counterexamples']}"
                if problem is None:   # replay and z3 disagree: one of them is wrong, so the proof is not trusted
                    problem = f"z3 finds counterexamples to steps the replay accepted: {opinion['counterexamples']}"
        detail = (f"{self.statement} -- {len(self.steps)} steps replayed from {relative} (python -m "
                  f"workbench.polyproof): {problem or 'valid'}; {z3_note}")
        return RouteResult.of(problem is None, detail), relative
