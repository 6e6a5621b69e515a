"""Two papers on optimal randomised response, each a workbench plugin (one folder per paper: `__init__.py`
registers it, `claims.py` holds its claims in paper order, one module per proved theorem, `coverage.py`)."""
