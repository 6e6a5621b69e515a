"""The links between the papers (prefix `cross`): the plugin that registers them.

The claims, in paper order, are in claims.py; each proof the claims replay is in the module named after the
theorem it proves; coverage.py says what decides each unit of the paper."""
from workbench.claims import register_paper

register_paper("cross", "cross-paper",
               title="Links between the papers",
               authors=(), venue="this workbench")

from . import claims  # noqa: E402,F401  (registers the claims)
