"""Evidence files: the JSON LP certificate the kernel checks, and the same in VIPR 1.0 text.

A certificate states an LP, a primal point and a dual point, all as exact `p/q` strings;
`python -m workbench.kernel FILE` re-checks it without trusting anything here.
"""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from .lp.model import LinearProgram
from .params import fraction_text

FORMAT = "workbench-lp-certificate/1"


def param_text(value) -> str:
    """A certificate parameter as the kernel reads it: a number "p/q", a vector "a,b", a matrix "r1;r2"."""
    if isinstance(value, (list, tuple)):
        nested = any(isinstance(v, (list, tuple)) for v in value)
        return (";" if nested else ",").join(param_text(v) for v in value)
    return fraction_text(value) if isinstance(value, Fraction) else str(value)


def lp_certificate(claim: str, family: str, params: dict, lp: LinearProgram,
                   primal: dict, dual: dict, value: Fraction, note: str = "") -> dict:
    seen: dict = {}
    def coefficient(q) -> str:   # once per number object: an LP's rows share a few (1, -E, ...) among them all
        return seen[id(q)] if id(q) in seen else seen.setdefault(id(q), fraction_text(q))
    cert = {
        "format": FORMAT,
        "claim": claim,
        "family": family,
        "params": {k: param_text(v) for k, v in params.items()},
        "lp": {
            "sense": lp.sense,
            "variables": [{"name": n, "domain": d} for n, d in lp.variables],
            "objective": {v: fraction_text(c) for v, c in lp.objective.items()},
            "constraints": [{"name": r.name,
                             "coefficients": {v: coefficient(a) for v, a in r.coefficients.items()},
                             "sense": r.sense, "rhs": fraction_text(r.rhs)} for r in lp.constraints],
        },
        "primal": {n: fraction_text(primal.get(n, 0)) for n, _ in lp.variables},
        "dual": {r.name: fraction_text(dual.get(r.name, 0)) for r in lp.constraints},
        "objective_value": fraction_text(value),
    }
    if note:
        cert["note"] = note
    return cert


def write(cert: dict, path) -> Path:
    """`cert` as JSON, one line per variable, constraint, primal and dual entry: readable, and written
    by the C encoder piece by piece (indented output goes through the pure-Python one, 2x slower)."""
    from .atomic import write_text
    return write_text(path, text(cert))


def text(cert: dict) -> str:
    """The text `write` writes: what a grid worker sends back for the sweep to write and check."""
    return _lines(cert) + "\n"


def _lines(value, depth: int = 3, indent: str = " ") -> str:
    """JSON text of `value`, its dicts and lists `depth` levels deep with one entry a line (the
    certificate, its "lp", then each variable and constraint on a line); compact below that."""
    if depth == 0 or not isinstance(value, (dict, list)) or not value:
        return json.dumps(value)
    if isinstance(value, dict):
        items, brackets = [f"{json.dumps(k)}: {_lines(v, depth - 1, indent + ' ')}" for k, v in value.items()], "{}"
    else:
        items, brackets = [_lines(v, depth - 1, indent + " ") for v in value], "[]"
    return brackets[0] + "\n" + ",\n".join(indent + item for item in items) + "\n" + indent[:-1] + brackets[1]


def to_vipr(cert: dict) -> str:
    """VIPR 1.0: variables free, bounds x_j >= 0 as constraints first; the optimum is proved by
    one `lin` derivation OBJ <= b.y (max) or OBJ >= b.y (min) whose multipliers are the dual
    y on the rows and c_j - (A^T y)_j on the bounds."""
    lp = cert["lp"]
    names = [v["name"] for v in lp["variables"]]
    index = {n: i for i, n in enumerate(names)}
    nonneg = [v["name"] for v in lp["variables"] if v["domain"] == "nonneg"]
    F = Fraction
    y = {r["name"]: F(cert["dual"][r["name"]]) for r in lp["constraints"]}
    reduced = {n: F(lp["objective"].get(n, "0")) for n in names}
    for row in lp["constraints"]:
        for v, a in row["coefficients"].items():
            reduced[v] -= F(a) * y[row["name"]]

    def terms(coefficients):
        items = sorted((index[v], F(a)) for v, a in coefficients.items() if F(a) != 0)
        return " ".join([str(len(items))] + [f"{i} {fraction_text(a)}" for i, a in items])

    sense_letter = {"<=": "L", ">=": "G", "==": "E"}
    value = fraction_text(F(cert["objective_value"]))
    out = [f"% claim {cert['claim']} family {cert['family']} params {json.dumps(cert['params'], sort_keys=True)}",
           "VER 1.0", f"VAR {len(names)}", " ".join(names), "INT 0",
           f"OBJ {lp['sense']}", terms(lp["objective"]),
           f"CON {len(nonneg) + len(lp['constraints'])} {len(nonneg)}"]
    out += [f"bound_{n} G 0 1 {index[n]} 1" for n in nonneg]
    out += [f"{r['name']} {sense_letter[r['sense']]} {fraction_text(F(r['rhs']))} {terms(r['coefficients'])}"
            for r in lp["constraints"]]
    out += [f"RTP range {value} {value}", "SOL 1",
            "opt " + terms({n: x for n, x in cert["primal"].items() if F(x) != 0})]
    multipliers = [(k, reduced[n]) for k, n in enumerate(nonneg) if reduced[n] != 0]
    multipliers += [(len(nonneg) + k, y[r["name"]]) for k, r in enumerate(lp["constraints"]) if y[r["name"]] != 0]
    bound = "L" if lp["sense"] == "max" else "G"
    lin = " ".join([str(len(multipliers))] + [f"{i} {fraction_text(m)}" for i, m in multipliers])
    out += ["DER 1", f"optimum {bound} {value} OBJ {{ lin {lin} }} -1"]
    return "\n".join(out) + "\n"
