"""Certificate mutants: how often does the trusted kernel say "no" when it should?

Every single change to a certificate (a primal or dual value, the objective value, an objective or
constraint coefficient, a right-hand side, a constraint sense, a variable domain, a dropped
constraint, a parameter of the family) is fed to the kernel. A mutant the kernel accepts is
*equivalent* when it is still a valid proof (weak duality re-checked here, apart from the kernel:
degenerate optima have several optimal duals) of the *same* LP; otherwise it *survived*, which is a
hole. The kernel rebuilds every family's LP from its parameters (workbench/kernel/families.py), so
a changed LP is caught even when it stays self-consistent.
`python -m workbench mutants` prints the score per sample: one per family, and one per kind of the generic
"mechanism" family.
"""
from __future__ import annotations

import copy
import re
from fractions import Fraction

from ..kernel import Invalid, Malformed, check_certificate

EPS = Fraction(1, 1000)


def edit(obj, path, fn):
    """Copy of obj with fn applied to the container at path (only that path is copied)."""
    obj = copy.copy(obj)
    if path:
        obj[path[0]] = edit(obj[path[0]], path[1:], fn)
    else:
        fn(obj)
    return obj


def setter(key, value):
    def fn(container):
        container[key] = value
    return fn


def plus(s, eps):
    return str(Fraction(s) + eps)


def _param_change(key: str, s: str, params: dict, eps) -> str | None:
    """The changed parameter, or None for one that is not a number or a known word."""
    if key in ("M", "N", "L", "k", "S", "a", "y", "n", "m"):
        return str(int(s) + 1)
    kinds = {"ldp": "pml", "dp": "ldp", "pml": "ldp", "min-diagonal": "linear", "linear": "min-diagonal"}
    if key in ("privacy", "objective") and s in kinds:   # another kind of mechanism LP (params then differ)
        return kinds[s]
    if key == "adjacency":                  # the last pair dropped (or a first pair added)
        return s.rsplit(";", 1)[0] if ";" in s else "2,1;" + s
    if key == "direction":
        return {"max": "min", "min": "max"}[s]
    if key == "target":
        return "p_2_1" if s == "p_1_2" else "p_1_2"
    if key == "A":
        return "2" if s == "1" else "1"
    if "," in s or ";" in s:           # a vector or a matrix: its first entry moved
        first, rest = re.match(r"([^,;]*)(.*)", s).groups()
        return plus(first, eps) + rest
    try:
        up = Fraction(s) + eps
    except ValueError:
        return None
    ceiling = {"delta": Fraction(1), "c": Fraction(1, int(params.get("N", params.get("n", 1))))}.get(key)
    return str(up if ceiling is None or up <= ceiling else Fraction(s) - eps)


def single_tamperings(cert, kinds=None, eps=EPS):
    """Yield (description, tampered certificate) for every single tampering of cert (see the module
    docstring); `kinds` restricts them. The certificate itself is never modified."""
    def want(kind):
        return kinds is None or kind in kinds
    lp = cert["lp"]
    for part in ("primal", "dual"):
        if want(part):
            for n, s in cert[part].items():
                yield f"{part} {n}: {s} + {eps}", edit(cert, [part], setter(n, plus(s, eps)))
    if want("objective_value"):
        yield f"objective_value + {eps}", edit(cert, [], setter("objective_value", plus(cert["objective_value"], eps)))
    if want("lp-sense"):
        flipped = {"max": "min", "min": "max"}[lp["sense"]]
        yield f"lp sense -> {flipped}", edit(cert, ["lp"], setter("sense", flipped))
    if want("objective"):
        for n, s in lp["objective"].items():
            yield f"objective[{n}] + {eps}", edit(cert, ["lp", "objective"], setter(n, plus(s, eps)))
    if want("domain"):
        for k, v in enumerate(lp["variables"]):
            other = {"free": "nonneg", "nonneg": "free"}[v["domain"]]
            yield f"variable {v['name']} domain -> {other}", edit(cert, ["lp", "variables", k], setter("domain", other))
    for k, c in enumerate(lp["constraints"]):
        name, where = c["name"], ["lp", "constraints", k]
        if want("coefficient"):
            for n, s in c["coefficients"].items():
                yield (f"constraint {name} coefficient of {n} + {eps}",
                       edit(cert, where + ["coefficients"], setter(n, plus(s, eps))))
        if want("rhs"):
            yield f"constraint {name} rhs + {eps}", edit(cert, where, setter("rhs", plus(c["rhs"], eps)))
        if want("sense"):
            other = {"<=": ">=", ">=": "<=", "==": "<="}[c["sense"]]
            yield f"constraint {name} sense -> {other}", edit(cert, where, setter("sense", other))
        if want("drop"):
            dropped = edit(cert, ["lp", "constraints"], lambda cs, k=k: cs.pop(k))
            yield f"constraint {name} dropped", edit(dropped, ["dual"], lambda d, n=name: d.pop(n))
    if want("params"):
        for key, s in cert["params"].items():
            new = _param_change(key, s, cert["params"], eps)
            if new is not None:
                yield f"params {key}: {s} -> {new}", edit(cert, ["params"], setter(key, new))


def independently_valid(cert) -> bool:
    """Rules (P), (S), (D), (V) re-checked here, apart from the kernel, for the stated LP."""
    lp, F = cert["lp"], Fraction
    sigma = 1 if lp["sense"] == "max" else -1
    x = {v: F(s) for v, s in cert["primal"].items()}
    y = {n: F(s) for n, s in cert["dual"].items()}
    reduced = {v["name"]: -F(lp["objective"].get(v["name"], "0")) for v in lp["variables"]}
    for row in lp["constraints"]:
        lhs, b, yi = sum(F(a) * x[v] for v, a in row["coefficients"].items()), F(row["rhs"]), y[row["name"]]
        feasible = {"==": lhs == b, "<=": lhs <= b, ">=": lhs >= b}[row["sense"]]
        sign_ok = {"==": True, "<=": sigma * yi >= 0, ">=": sigma * yi <= 0}[row["sense"]]
        if not (feasible and sign_ok):
            return False
        for v, a in row["coefficients"].items():
            reduced[v] += F(a) * yi
    for v in lp["variables"]:
        name = v["name"]
        if (v["domain"] == "nonneg" and (x[name] < 0 or sigma * reduced[name] < 0)) or \
                (v["domain"] == "free" and reduced[name] != 0):
            return False
    value = F(cert["objective_value"])
    return (sum(F(c) * x[v] for v, c in lp["objective"].items()) == value
            == sum(F(r["rhs"]) * y[r["name"]] for r in lp["constraints"]))


def score(cert, kinds=None) -> dict:
    """killed / equivalent / survived over every single tampering, with the survivors named."""
    killed, equivalent, survived = 0, 0, []
    for desc, tampered in single_tamperings(cert, kinds):
        try:
            check_certificate(tampered)
        except (Invalid, Malformed):
            killed += 1
            continue
        value_change = desc.startswith(("primal", "dual"))
        if value_change and independently_valid(tampered):
            equivalent += 1                # another optimal primal or dual: still a proof of the same LP
        else:
            survived.append(desc)          # a hole; for families the kernel does not rebuild, any change to
                                           # the stated LP that stays self-consistent is one
    return {"mutants": killed + equivalent + len(survived), "killed": killed, "equivalent": equivalent,
            "survived": survived}


def sample_certificates() -> dict:
    """One certificate per family the kernel knows, from the solver side: the engine's own and those the
    papers register (workbench.claims.sample), in the kernel's family order."""
    from ..claims import SAMPLES, load_plugins
    from ..kernel.families import FAMILIES
    from ..lp.pipeline import certify_family
    from ..lp.probes import certified_optimum, entry_range
    E, F = Fraction(3, 2), Fraction
    optimum = certified_optimum(3, E, F(1, 10), "counting.optimum")
    P0, P1 = [F(1, 2), F(1, 3), F(1, 6)], [F(1, 6), F(1, 3), F(1, 2)]
    T = [[F(1, 2), F(1, 2), F(0)], [F(0), F(1, 2), F(1, 2)], [F(1, 2), F(0), F(1, 2)]]
    samples = {
        "counting": optimum.certificate,
        "counting-face": entry_range(3, E, F(1, 10), optimum.value, 1, 2, "counting.uniqueness")[2][1],
        "pml-gamma": certify_family("pml-gamma", "pml.gamma", N=3, E=E, c=F(1, 10)).certificate,
        "pram-polytope": certify_family("pram-polytope", "pram.vertices", S=4, E=E, direction="max",
                                        objective=[1, 0, F(-1, 2), 0]).certificate,
        "ldp-tv": certify_family("ldp-tv", "staircase.lp", E=E, a=1, P0=P0, P1=P1).certificate,
        "cone-membership": certify_family("cone-membership", "counting.channel-4", T=T).certificate,
        "pml-gain": certify_family("pml-gain", "pml.formula", K=T, P=P0, y=2).certificate,
        "mechanism": certify_family("mechanism", "mutants", n=3, m=3, privacy="ldp", E=E,
                                    objective="min-diagonal").certificate,
    }
    load_plugins()
    samples.update((name, make()) for name, make in SAMPLES["certificate"].items())
    order = {family: k for k, family in enumerate(FAMILIES)}
    return dict(sorted(samples.items(), key=lambda item: order.get(item[0], len(order))))


def all_samples() -> dict:
    """Every sample `make mutants` scores: one per family, then each kind of the "mechanism" family."""
    return {**sample_certificates(), **mechanism_certificates()}


def mechanism_certificates() -> dict:
    """The "mechanism" family's other kinds (dp, pml; a linear objective), for the kernel-code mutants."""
    from ..lp.pipeline import certify_family
    E, F = Fraction(3, 2), Fraction
    U = [[1, F(-1, 2)], [0, 2], [F(1, 3), 1]]
    return {
        "mechanism dp": certify_family("mechanism", "mutants", n=3, m=2, privacy="dp", E=E, objective="linear",
                                       U=U, adjacency=[(1, 2), (2, 1), (3, 2)], delta=F(1, 10)).certificate,
        "mechanism pml": certify_family("mechanism", "mutants", n=2, m=3, privacy="pml", E=E, c=F(1, 10),
                                        objective="min-diagonal").certificate,
        "mechanism ldp linear": certify_family("mechanism", "mutants", n=3, m=2, privacy="ldp", E=E, objective="linear",
                                               U=[[1, 0], [0, 1], [F(1, 2), 0]]).certificate,
    }
