"""QSopt_ex (`esolver`, Debian package qsopt-ex): an independent exact rational LP solver.

Used as the anchor in `make bench` and as a second opinion; its answers are never trusted
as such (the pipeline re-derives and kernel-checks whatever it reports)."""
from __future__ import annotations

import contextlib
import functools
import math
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from fractions import Fraction
from pathlib import Path

from ..errors import SolverFailure
from .model import Constraint, LinearProgram


def available() -> bool:
    """Whether `esolver` is on PATH (the bench skips its column otherwise)."""
    return _on_path(os.environ.get("PATH"))


@functools.lru_cache(maxsize=8)
def _on_path(path: str | None) -> bool:
    """shutil.which, once per PATH value: certify_lp asks before every solve (a directory walk each time)."""
    return shutil.which("esolver", path=path) is not None


def _number(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _term(coefficient: Fraction, name: str, first: bool) -> str:
    sign = "-" if coefficient < 0 else ("" if first else "+")
    magnitude = abs(coefficient)
    return f"{sign} {name}" if magnitude == 1 else f"{sign} {_number(magnitude)} {name}"


def run_esolver(arguments: list, seconds: float) -> tuple[str, str]:
    """(stdout, stderr) of `esolver arguments`, with a strict wall-clock limit of `seconds`: on expiry
    (or an interrupt) its whole process group is killed and reaped, so no solver outlives the budget."""
    if seconds <= 0:
        raise SolverFailure("esolver: no time left in the budget")
    process = subprocess.Popen(["esolver", *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    try:
        return process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        raise SolverFailure(f"no answer within {seconds:.1f}s, esolver killed") from None
    finally:
        if process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.communicate()


def lp_text(lp: LinearProgram) -> str:
    """`lp` in CPLEX LP format with exact rational coefficients (QSopt_ex reads p/q)."""
    rename = {name: f"x{k}" for k, (name, _) in enumerate(lp.variables)}
    out = ["Maximize" if lp.sense == "max" else "Minimize"]
    objective = " ".join(_term(c, rename[v], k == 0) for k, (v, c) in enumerate(lp.objective.items()))
    out.append(f" obj: {objective or '0 ' + rename[lp.variables[0][0]]}")
    out.append("Subject To")
    for k, row in enumerate(lp.constraints):
        terms = " ".join(_term(a, rename[v], n == 0) for n, (v, a) in enumerate(row.coefficients.items()))
        sense = {"<=": "<=", ">=": ">=", "==": "="}[row.sense]
        out.append(f" r{k}: {terms} {sense} {_number(row.rhs)}")
    free = [rename[name] for name, domain in lp.variables if domain == "free"]
    out.append("Bounds")
    out += [f" {name} free" for name in free]
    out.append("End")
    return "\n".join(out) + "\n"


def power_of_two(value: float) -> Fraction:
    """The power of 2 nearest to `value` > 0 on a log scale: multiplying by it is exact, in floats too."""
    return Fraction(2) ** round(math.log2(value))


def rescaled(lp: LinearProgram, column_scale: dict) -> LinearProgram:
    """`lp` with x_j = 2^k_j x'_j, 2^k_j the power of 2 nearest the expected magnitude of x_j (a float
    hint), and every row divided by the power of 2 nearest its largest coefficient; same names.

    Positive diagonal scalings R A C keep every basis and its exact status: x'_B = C_B^-1 x_B,
    y' = R^-1 y, reduced costs times C_j. So esolver's optimal basis of this LP is one of `lp` (the
    caller still rebuilds it on `lp` and the kernel checks it), while its float phases see numbers
    near 1 instead of entries like 5^-32 and need far fewer pivots in 128-bit floats (measured:
    M = 64, E = 5, delta = 0: 40 s CPU against 90 s on the LP as written)."""
    scale = {name: power_of_two(column_scale[name]) if column_scale.get(name) else Fraction(1)
             for name, _ in lp.variables}
    out = LinearProgram(lp.sense, list(lp.variables), {v: c * scale[v] for v, c in lp.objective.items()})
    for row in lp.constraints:
        coefficients = {v: a * scale[v] for v, a in row.coefficients.items()}
        top = power_of_two(float(max(map(abs, coefficients.values())))) if coefficients else Fraction(1)
        out.constraints.append(Constraint(row.name, {v: a / top for v, a in coefficients.items()}, row.sense,
                                          row.rhs / top))
    return out


def solve_esolver(lp: LinearProgram, seconds: float = 3600.0, workdir: str | None = None) -> tuple[Fraction, float]:
    """(optimal value, wall seconds of the esolver process) for `lp`, written as an LP file.
    Raises SolverFailure when esolver is missing, times out or reports no optimum."""
    if not available():
        raise SolverFailure("esolver (QSopt_ex) is not installed")
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        path = Path(tmp) / "model.lp"
        path.write_text(lp_text(lp))
        start = time.perf_counter()
        stdout, _ = run_esolver(["-L", "-O", str(Path(tmp) / "model.sol"), str(path)], seconds)
        elapsed = time.perf_counter() - start
        solution = Path(tmp) / "model.sol"
        text = solution.read_text() if solution.exists() else ""
    match = re.search(r"Value = (-?\d+(?:/\d+)?)", text)
    if "status OPTIMAL" not in text or not match:
        raise SolverFailure(f"esolver did not report an optimum: {stdout[-200:]!r}")
    return Fraction(match.group(1)), elapsed


def basis_text(lp: LinearProgram, basis: list) -> str:
    """`basis` (structural names and ("slack", row)) as an MPS basis file in the names of `lp_text`:
    each basic structural is paired with a nonbasic row (XU for <= rows at their bound, XL else)."""
    rename = {name: f"x{k}" for k, (name, _) in enumerate(lp.variables)}
    row_name = {row.name: (f"r{k}", row.sense) for k, row in enumerate(lp.constraints)}
    basic = set(basis)
    structurals = [rename[name] for name, _ in lp.variables if name in basic]
    tight = [row_name[row.name] for row in lp.constraints if ("slack", row.name) not in basic]
    if len(structurals) != len(tight):
        raise SolverFailure(f"basis pairs {len(structurals)} structurals with {len(tight)} tight rows")
    lines = ["NAME    workbench"]
    lines += [f" {'XU' if sense == '<=' else 'XL'} {var} {row}" for var, (row, sense) in zip(structurals, tight)]
    return "\n".join(lines + ["ENDATA"]) + "\n"


def read_basis(lp: LinearProgram, text: str) -> list:
    """The basic columns of an MPS basis file written by esolver, in the names of `lp`."""
    variable = {f"x{k}": name for k, (name, _) in enumerate(lp.variables)}
    row = {f"r{k}": r.name for k, r in enumerate(lp.constraints)}
    basic = set(row.values())                           # by default every row's slack is basic
    structurals = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] in ("XU", "XL"):
            structurals.append(variable[parts[1]])
            basic.discard(row[parts[2]])
    return structurals + [("slack", r.name) for r in lp.constraints if r.name in basic]


def warm_solve(lp: LinearProgram, basis: list | None, seconds: float, workdir: str | None = None) -> list:
    """esolver, started from `basis` (from its own start when None); returns its final optimal basis,
    to be rebuilt exactly by the caller (nothing esolver says is taken as evidence)."""
    if not available():
        raise SolverFailure("esolver (QSopt_ex) is not installed")
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        folder = Path(tmp)
        (folder / "model.lp").write_text(lp_text(lp))
        start = []
        if basis is not None:
            (folder / "start.bas").write_text(basis_text(lp, basis))
            start = ["-B", str(folder / "start.bas")]
        stdout, stderr = run_esolver(["-L", *start, "-b", str(folder / "end.bas"), str(folder / "model.lp")], seconds)
        end = folder / "end.bas"
        if "Problem Solved Exactly" not in stdout + stderr or not end.exists():
            raise SolverFailure(f"esolver did not report an optimum: {stdout[-200:]!r}")
        return read_basis(lp, end.read_text())
