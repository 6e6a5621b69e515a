"""Holohan, Leith and Mason, "Optimal differentially private mechanisms for randomised response", IEEE Trans.
Information Forensics and Security 12(11), 2017: binary randomised response under eps-DP and (eps, delta)-DP,
checked by the workbench. The statements are AS RECALLED (no copy of the paper was available); see
docs/example-holohan.md."""
from workbench import register_paper

register_paper("holohan", "IEEE TIFS 12(11), 2017 (no copy available offline: statements as recalled)",
               title="Optimal differentially private mechanisms for randomised response",
               authors=("Naoise Holohan", "Douglas J. Leith", "Oliver Mason"),
               venue="IEEE Trans. Information Forensics and Security 12(11), 2017",
               coverage="ldp_papers.holohan.coverage")

from . import claims  # noqa: E402,F401  (registers the claims, in paper order)
