"""Counting queries (001), Thm. 2's corollary (counting.channel-doubly-stochastic): for every invertible doubly
stochastic T the utility is kept in the high-privacy regime: statement 3's proof (thm2_3_channel_interior.py) with the
column sums of T^-1 equal to 1.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.proof import Proof

from .thm2_3_channel_interior import channel_interior_proof


def channel_doubly_stochastic_proof() -> Proof:
    """counting.channel-doubly-stochastic: statement 3's proof with the column sums of T^-1 equal to 1."""
    return channel_interior_proof(doubly_stochastic=True)
