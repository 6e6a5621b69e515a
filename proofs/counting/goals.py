"""Counting queries (001): what several of the paper's proofs share, kept in one place: a hypothesis that restates
another goal of the same artefact (hypothesis_is_goal) and the walk's summed facts (WALK_FACTS, counting.optimum's
artefact) that Thm. 1's statements 3 and 4 cite.
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

sp = lazy("sympy")


def hypothesis_is_goal(proof: Proof, hypothesis: str, goal: str) -> None:
    """A hypothesis that restates another goal of the artefact must be that goal's N/D (else ValueError: the
    route fails)."""
    by_name = {h["name"]: proof._from_terms(h["poly"]) for h in proof.hypotheses}
    stated = next(g for g in proof.goals if g["name"] == goal)
    numerator, denominator = (proof._from_terms(stated[k]) for k in ("numerator", "denominator"))
    orientation = 1 if stated["relation"] in (">=", ">") else -1          # a <= goal proves -N/D >= 0
    if sp.expand(by_name[hypothesis] * denominator - orientation * numerator) != 0:
        raise ValueError(f"hypothesis {hypothesis!r} is not the goal {goal!r}")


WALK_FACTS = {   # the walk's summed facts (counting.optimum's artefact, proved for every feasible P), name: slack
    "walks summed over j != i0: D - Q <= S": lambda v: v["S"] - v["D"] + v["Q"],
    "row_i0: p0 + Q <= 1": lambda v: 1 - v["p0"] - v["Q"],
    "dpsum summed over x != i0: S <= delta L": lambda v: v["delta"] * v["L"] - v["S"]}
