"""Quality tools: they measure how often the checkers say "no" when they should, and search for
counterexamples; they are not in the decision path (no verdict reads anything computed here).

  mutants.py            certificate mutants: every single tampering of sample LP certificates, scored
                        against the trusted kernel (`python -m workbench mutants`)
  kernel_mutants.py     mutants of the kernel's own code (workbench/kernel/*.py), run on a fixed corpus
  polyproof_mutants.py  mutants of the proof replayer's code (workbench/kernel/polyproof.py)
  claim_mutants.py      the papers' closed forms mutated like typos, each to be refuted by exact evidence
  campaign.py           fuzz campaigns: many seeds, a time budget, local cores or a Dask cluster

The samples they mutate come from the papers through the plugin registry (workbench.claims), never by
importing a paper.
"""
