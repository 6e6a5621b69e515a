"""Paper 004, extremal (staircase) mechanisms for local differential privacy (Kairouz, Oh, Viswanath): the plugin that
registers it.

The claims, in paper order, are in claims.py; each proof the claims replay is in the module named after the
theorem it proves; coverage.py says what decides each unit of the paper."""
from workbench.claims import register_paper

register_paper("staircase", "004_1403947e4b7df1e9.txt",
               title="Extremal Mechanisms for Local Differential Privacy",
               authors=("Peter Kairouz", "Sewoong Oh", "Pramod Viswanath"),
               venue="Journal of Machine Learning Research 17 (2016)",
               coverage="proofs.staircase.coverage")

from .claims import PAPER_ORDER  # noqa: E402,F401  (registers the claims; their order in the paper)
