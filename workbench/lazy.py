"""Heavy libraries (SymPy, hypothesis, NumPy, PuLP, mpmath) imported on first use, not at start-up.

`python -m workbench list` imports every proof module to read its claims; with eager imports that
alone took about a second. `sp = lazy("sympy")` gives a stand-in whose first attribute read imports
the real module (and keeps each attribute it hands out), so a claim that never touches SymPy never
pays for it. tests/test_startup.py checks that `list` imports none of the heavy libraries.
"""
from __future__ import annotations

import importlib


class LazyModule:
    """Stands for the module `name` until an attribute is read; then imports it and forwards."""

    def __init__(self, name: str):
        self.__dict__["_lazy_name"] = name

    def __getattr__(self, attribute: str):
        value = getattr(importlib.import_module(self._lazy_name), attribute)
        self.__dict__[attribute] = value            # later reads skip __getattr__
        return value

    def __repr__(self) -> str:
        return f"<lazy module {self._lazy_name!r}>"


def lazy(name: str) -> LazyModule:
    """A stand-in for `import name` that imports on first attribute access."""
    return LazyModule(name)
