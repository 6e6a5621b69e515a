"""Coverage: every claim-bearing unit of a paper (numbered equation, theorem-like environment, example,
figure, claim-bearing prose sentence), quoted with its locus, and what decides it.

A paper's coverage list is data, written next to its proof module (`proofs/coverage/<prefix>.py`, a
list `ITEMS`). Each unit is exactly one of:
  Decided(locus, kind, quote, claims)       -- decided by the registered claim IDs `claims`
  NotAClaim(locus, kind, quote, reason)     -- asserts nothing checkable (a definition, notation, a citation)
  NotCovered(locus, kind, quote, why)       -- asserts something no registered claim decides yet
`python -m workbench coverage [PAPER]` prints the table; a Decided unit naming an unregistered claim is
an error, so the table cannot drift from the registry.
"""
from __future__ import annotations

from dataclasses import dataclass

KINDS = ("equation", "theorem", "lemma", "proposition", "corollary", "remark", "example", "figure", "table",
         "fact", "definition", "sentence")


@dataclass(frozen=True)
class Unit:
    """One claim-bearing unit of a paper: where it is (`locus`, e.g. "(12)", "Thm. 1", "Sec. IV, par. 2"),
    what kind it is (one of KINDS) and the words it says (`quote`, verbatim or shortened with "...")."""
    locus: str
    kind: str
    quote: str

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"coverage unit {self.locus}: unknown kind {self.kind!r} (one of {', '.join(KINDS)})")


@dataclass(frozen=True)
class Decided(Unit):
    """A unit decided by registered claims (their verdicts are its verdict)."""
    claims: tuple = ()


@dataclass(frozen=True)
class NotAClaim(Unit):
    """A unit that asserts nothing a computation could decide, with the reason."""
    reason: str = ""


@dataclass(frozen=True)
class NotCovered(Unit):
    """A unit that asserts something no registered claim decides yet, with why."""
    why: str = ""
