"""The public surface (workbench/__init__.py, docs/extending.md) is small and documented: every name in
workbench.__all__ resolves, says what it is in a docstring of its own, and comes from where it is defined."""
import subprocess
import sys

import pytest

import workbench


def has_own_docstring(value) -> bool:
    """A docstring that is not empty and not the signature @dataclass writes when there is none."""
    doc = (value.__doc__ or "").strip()
    return bool(doc) and not doc.startswith(f"{getattr(value, '__name__', '')}(")


@pytest.mark.parametrize("name", workbench.__all__)
def test_every_public_name_has_its_own_docstring(name):
    assert has_own_docstring(getattr(workbench, name)), f"workbench.{name} has no docstring of its own"


def test_the_surface_is_small():
    # 29 names (OutsideText and CitedChecked: coverage units a plugin's list needs) and 5 public modules (strategies,
    # params, mechanisms, rigorous: issue 24's enclosures; literal: a user's displays read as printed)
    assert len(workbench.__all__) <= 34, "the public surface is a promise: keep it small"


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no_such_name"):
        workbench.no_such_name


def test_importing_the_package_imports_no_name_until_asked():
    """PEP 562: `import workbench` alone loads none of the modules behind the names (start-up stays light)."""
    code = "import sys, workbench; print(sorted(m for m in sys.modules if m.startswith('workbench.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_docstring_check_can_say_no():
    from dataclasses import dataclass

    @dataclass
    class Undocumented:
        x: int

    def undocumented():
        pass
    assert not has_own_docstring(Undocumented) and not has_own_docstring(undocumented)
    assert has_own_docstring(workbench.claim)
