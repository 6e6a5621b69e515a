"""Coverage lists of the papers: one module per paper prefix, each a list ITEMS of workbench.reports.coverage units."""
