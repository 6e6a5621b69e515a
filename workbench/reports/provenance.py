"""What produced a report: Python, the platform, the workbench, and the exact version of every package.

With requirements.lock (written by `make lock`) a verdict can be re-run later on the same versions;
its SHA-256 is recorded so that a report names the lock it was made under.
"""
from __future__ import annotations

import hashlib
import platform
import sys
from importlib import metadata
from pathlib import Path

LOCK = Path(__file__).resolve().parents[2] / "requirements.lock"
KEY_PACKAGES = ("sympy", "mpmath", "numpy", "scipy", "python-flint", "highspy", "pulp", "pycddlib",
                "z3-solver", "hypothesis", "opendp", "diffprivlib", "pure-ldp", "multi-freq-ldpy")


def _version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _canonical(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(".", "-")


def collect() -> dict:
    """Versions of Python and of the packages a verdict depends on (absent ones omitted)."""
    packages = {name: v for name in KEY_PACKAGES if (v := _version(name)) is not None}
    info = {"python": sys.version.split()[0], "platform": platform.platform(),
            "workbench": _version("workbench"), "packages": packages}
    if LOCK.exists():
        info["requirements.lock sha256"] = hashlib.sha256(LOCK.read_bytes()).hexdigest()
        pinned = {_canonical(name): v.strip() for name, v in (line.split("==", 1) for line in
                  LOCK.read_text().splitlines() if "==" in line and not line.startswith("#"))}
        info["differs from lock"] = {name: {"installed": packages[name], "locked": pinned[name]}
                                     for name in packages if name in pinned and pinned[name] != packages[name]}
    return info
