"""Ye and Barg, optimal subset selection for distribution estimation under eps-LDP (IEEE Trans. IT 2018).

The claims are the paper's mathematics as recalled (no copy was available): see claims.py and
docs/example-ye-barg.md.
"""
from workbench import register_paper

register_paper("ye_barg", "IEEE Trans. Inf. Theory 64(8), 2018 (no copy available offline; claims as recalled)",
               title="Optimal schemes for discrete distribution estimation under locally differential privacy",
               authors=("Min Ye", "Alexander Barg"), venue="IEEE Trans. Information Theory 64(8), 2018",
               coverage="ldp_papers.ye_barg.coverage")

from . import claims  # noqa: E402,F401  (registers the claims)
