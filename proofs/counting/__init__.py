"""Paper 001, differentially private consistent release of counting queries: the plugin that registers it.

The claims, in paper order, are in claims.py; each proof the claims replay is in the module named after the
theorem it proves; coverage.py says what decides each unit of the paper."""
from workbench.claims import register_paper

register_paper("counting", "001_f9eaeb8f8683b418.txt",
               title="Differentially Private Consistent Release of Counting Queries",
               authors=(), venue="preprint; authors and venue not named in the text we have",
               coverage="proofs.counting.coverage")

from .claims import PAPER_ORDER  # noqa: E402,F401  (registers the claims; their order in the paper)
