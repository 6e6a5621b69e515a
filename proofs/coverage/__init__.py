"""Coverage lists of the papers: one module per paper prefix, each a list ITEMS of workbench.coverage units."""
