"""The built-in papers, plugins exactly like a user's: one package per paper (pram, counting, pml, staircase and
the cross-paper links), each registering its paper in __init__.py, its claims in claims.py, one module per theorem,
proposition or lemma with a proof, and coverage.py; loaded through the `workbench.papers` entry points of
pyproject.toml. No paper's package imports another's (tests/proofs/test_paper_layout.py)."""

__all__ = ["pram", "counting", "pml", "staircase", "cross"]     # the papers, in the order of the report
