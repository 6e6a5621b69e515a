"""`python -m workbench audit mech.csv`: how private is a mechanism, and how far from optimal?

The mechanism is a row-stochastic matrix Q[x][y] = P(Y = y | X = x) (the convention of OpenDP,
diffprivlib and sdcMicro's PRAM matrix), read from CSV (decimals or p/q) or JSON. Every privacy
number is exact; logs appear only as arb balls; each optimum it is compared with is certified.
"""
from __future__ import annotations

import csv
import json
from fractions import Fraction
from pathlib import Path

from flint import ctx as flint_ctx

from . import certificates
from .balls import ball, lower as ball_lower, upper as ball_upper
from .errors import InvalidArgument
from .lp.pipeline import certify_family
from .lp.probes import certified_optimum
from .mechanisms.dp import chain_pairs, smallest_delta
from .mechanisms.information import mutual_information
from .mechanisms.kernels import validate_stochastic
from .mechanisms.ldp import ldp_level
from .mechanisms.pml import check_c, eta_tv, pml_level
from .mechanisms.staircase import pattern_matrix
from .params import rational

DECIMAL_TOLERANCE = Fraction(1, 10 ** 9)


def read_table(path) -> tuple[list[list[Fraction]], bool]:
    """Rows of exact numbers from CSV or JSON; also whether any entry was a decimal."""
    path = Path(path)
    try:
        text = path.read_text()
    except OSError as exc:
        raise InvalidArgument(f"{path}: cannot read ({exc.strerror})") from None
    if path.suffix.lower() == ".json":
        try:
            rows = json.loads(text)
        except ValueError as exc:
            raise InvalidArgument(f"{path}: not valid JSON ({exc})") from None
        if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
            raise InvalidArgument(f"{path}: expected a JSON list of rows")
        cells = [[str(v) if not isinstance(v, str) else v for v in row] for row in rows]
    else:
        cells = [[v.strip() for v in row] for row in csv.reader(text.splitlines()) if any(v.strip() for v in row)]
    decimal = any("." in v for row in cells for v in row)
    return [[rational(v, f"{path.name} row {i} column {j}") for j, v in enumerate(row, 1)]
            for i, row in enumerate(cells, 1)], decimal


def read_mechanism(path) -> tuple[list[list[Fraction]], str | None]:
    """Validated exact kernel. Decimal rows may miss 1 by at most 1e-9 (rounding in the file); they are
    then divided by their exact sum, and the note says so."""
    rows, decimal = read_table(path)
    note = None
    if decimal and rows:
        off = [(i, sum(r)) for i, r in enumerate(rows, 1) if sum(r) != 1]
        worst = max((abs(s - 1) for _, s in off), default=Fraction(0))
        if worst > DECIMAL_TOLERANCE:
            i, s = max(off, key=lambda t: abs(t[1] - 1))
            raise InvalidArgument(f"{Path(path).name}: row {i} sums to {float(s)!r}, more than 1e-9 away from 1")
        if off:
            rows = [[v / sum(r) for v in r] for r in rows]
            note = f"{len(off)} decimal row(s) summed to 1 within {float(worst):.1e}; divided by their exact sums"
    return validate_stochastic(rows, Path(path).name), note


def read_prior(path, k: int) -> list[Fraction]:
    rows, _ = read_table(path)
    values = [v for row in rows for v in row]
    if len(values) != k or any(v <= 0 for v in values) or sum(values) != 1:
        raise InvalidArgument(f"prior: expected {k} positive probabilities summing to 1, got {len(values)} "
                              f"summing to {sum(values)}")
    return values


def _show(q) -> str:
    """Exact, with a decimal beside it when the fraction is long."""
    q = Fraction(q)
    return str(q) if q.denominator < 1000 else f"{q} (~{float(q):.6g})"


def _eps(E) -> str:
    return "inf" if E is None else f"{float(ball(E).log().mid()):.6g}"


def audit(Q, prior=None, c=None, adjacency: str = "local", out_dir="build/audit") -> dict:
    """Every number of the report, exact or as certified / rigorous intervals."""
    out_dir = Path(out_dir)
    k, L = len(Q), len(Q[0])
    report = {"inputs": k, "outputs": L}
    level = ldp_level(Q)
    x, x2, y = level.witness
    report["ldp"] = {"E": "inf (a zero faces a positive entry)" if level.E is None else _show(level.E),
                     "eps": _eps(level.E),
                     "witness": {"x": x + 1, "x'": x2 + 1, "y": y + 1, "Q[x][y]": str(Q[x][y]),
                                 "Q[x'][y]": str(Q[x2][y])}}
    eta = eta_tv(Q)
    report["eta_tv"] = _show(eta)
    if level.E is not None:
        bound = (level.E - 1) / (level.E + 1)
        report["eta_tv vs optimal at this eps"] = {"optimal (Kairouz; attained by 2-RR)": _show(bound),
                                                   "ratio": _show(eta / bound) if bound else "n/a"}
    if c is not None:
        c = check_c(c, k)
        pml = pml_level(Q, c)
        report["pml"] = {"c": str(c), "E": _show(pml.E), "eps": _eps(pml.E), "outcome": pml.output + 1,
                         "prior": [str(v) for v in pml.prior]}
        if k <= 40 and pml.E is not None:
            best = certify_family("pml-eta", "audit", N=k, E=pml.E, c=c, L=2, A=[1])
            path = certificates.write(best.certificate, out_dir / "pml_eta_optimum.json")
            report["eta_tv vs optimal at this (eps, c)"] = {"optimal": _show(best.value), "certificate": str(path),
                                                            "ratio": _show(eta / best.value) if best.value else "n/a"}
    if adjacency == "counting":
        if k != L:
            raise InvalidArgument("counting adjacency needs a square mechanism (inputs = outputs = 0..M-1)")
        pairs = chain_pairs(k)
        ratios = [Q[a][j] / Q[b][j] if Q[b][j] else (None if Q[a][j] else Fraction(1))
                  for a, b in pairs for j in range(k)]
        E0 = None if any(r is None for r in ratios) else max(ratios)
        profile = [{"E": str(E), "smallest delta": str(smallest_delta(Q, E, pairs))}
                   for E in (Fraction(1), Fraction(3, 2), Fraction(2), Fraction(3), Fraction(5))]
        report["counting"] = {"E at delta = 0": None if E0 is None else str(E0), "eps at delta = 0": _eps(E0),
                              "profile": profile}
        if E0 is not None and k <= 16:
            best = certified_optimum(k, E0, Fraction(0), "audit")
            path = certificates.write(best.certificate, out_dir / "counting_optimum.json")
            worst = min(Q[i][i] for i in range(k))
            report["worst-case correct answer vs optimal P*"] = {"this mechanism": _show(worst),
                                                                 "optimal": _show(best.value), "certificate": str(path)}
    if prior is not None:
        with flint_ctx.workprec(128):
            mi = mutual_information([ball(v) for v in prior], [[ball(v) for v in row] for row in Q], lambda t: t.log())
        report["I(X;Y) nats"] = mi.str(12)
        if level.E is not None and k <= 10:
            lower, upper, paths = _mi_optimum(prior, level.E, out_dir)
            report["I(X;Y) vs optimal at this eps"] = {
                "optimal in": [f"{float(lower):.10g}", f"{float(upper):.10g}"], "certificates": paths,
                "ratio at least": f"{float(mi.lower()) / float(upper):.6g}"}
    return report


def _mi_optimum(prior, E, out_dir):
    """Staircase LP (11) with the mutual-information utility: interval certificate (lower, upper)."""
    k = len(prior)
    with flint_ctx.workprec(128):
        p = [ball(v) for v in prior]
        balls = []
        for column in pattern_matrix(k, E):
            m = sum(a * ball(q) for a, q in zip(p, column))
            balls.append(sum(a * ball(q) * (ball(q) / m).log() for a, q in zip(p, column)))
        ends = [[ball_lower(b) for b in balls], [ball_upper(b) for b in balls]]
    results = [certify_family("staircase", "audit", k=k, E=E, U=u) for u in ends]
    paths = [str(certificates.write(r.certificate, out_dir / f"mi_optimum_{side}.json"))
             for r, side in zip(results, ("lower", "upper"))]
    return results[0].value, results[1].value, paths


def text(report: dict, indent: int = 0) -> str:
    """The report as indented lines for a terminal."""
    lines = []
    for key, value in report.items():
        if isinstance(value, dict):
            lines.append(" " * indent + f"{key}:")
            lines.append(text(value, indent + 2))
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(" " * indent + f"{key}:")
            lines += [" " * (indent + 2) + ", ".join(f"{k}={v}" for k, v in item.items()) for item in value]
        else:
            lines.append(" " * indent + f"{key}: {value}")
    return "\n".join(lines)
