"""Paper 002, Dobrushin coefficients of mechanisms under (eps, c)-pointwise maximal leakage: the plugin that registers it.

The claims, in paper order, are in claims.py; each proof the claims replay is in the module named after the
theorem it proves; coverage.py says what decides each unit of the paper."""
from workbench.claims import register_paper

register_paper("pml", "002_6d3fb203d15d44c3.txt",
               title="Dobrushin Coefficients of Private Mechanisms Beyond Local Differential Privacy",
               authors=(), venue="preprint; authors and venue not named in the text we have",
               coverage="proofs.pml.coverage")

from .claims import PAPER_ORDER  # noqa: E402,F401  (registers the claims; their order in the paper)
from . import displays_intro  # noqa: E402,F401  (the displays read as printed, workbench.literal)
from . import displays_appendix  # noqa: E402,F401  (the appendix's displays (47)-(79) read as printed, workbench.literal)
