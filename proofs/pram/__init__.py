"""Paper 000, PRAM under alpha-DP (Ayed, Battiston, Camerlenghi): the plugin that registers it.

The claims, in paper order, are in claims.py; each proof the claims replay is in the module named after the
theorem it proves; coverage.py says what decides each unit of the paper."""
from workbench.claims import register_paper

register_paper("pram", "000_b0b372fff1a9b052.txt",
               title="An Information Theoretic approach to Post Randomization Methods under Differential Privacy",
               authors=("Fadhel Ayed", "Marco Battiston", "Federico Camerlenghi"),
               venue="Statistics and Computing 30 (2020)",
               coverage="proofs.pram.coverage")

from .claims import PAPER_ORDER  # noqa: E402,F401  (registers the claims; their order in the paper)
from . import displays  # noqa: E402,F401  (the displays read as printed, workbench.literal)
