"""Reports for people, made from what verify computed; nothing here decides a verdict.

  report.py      build/report.json (deterministic claims for a seed) and the terminal table
  pages.py       build/REPORT.md and the text shared with the HTML page
  pages_html.py  the self-contained build/report.html
  figures.py     matplotlib figures (PNG) the papers' claims draw
  mathtext.py    ASCII math as Unicode / HTML for pages and figure labels
  provenance.py  what produced a report: Python, platform, workbench and package versions, the lock
  coverage.py    every claim-bearing unit of a paper and what decides it (`python -m workbench coverage`);
                 the papers' coverage lists (proofs/<paper>/coverage.py) are data in its Decided/NotAClaim/NotCovered
"""
