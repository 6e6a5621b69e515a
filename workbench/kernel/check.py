# TRUSTED CODE (workbench/kernel/, the trusted package: its __init__.py lists every file): stdlib only, no eval.
"""Exact checker of LP optimality certificates ("workbench-lp-certificate/1").

A certificate states an LP, a primal point x, a dual vector y and a value v:
    opt c.x  s.t.  a_i.x (<= | >= | ==) b_i for each constraint i,  x_j >= 0 for j in N
(domain "nonneg"), x_j free for j in F ("free"); opt = max (sigma = +1) or min (-1); reduced costs
r_j = (A^T y)_j - c_j.  Numbers are exact rationals "p" or "p/q" (regex -?[0-9]+(/[0-9]+)?, q != 0,
at most 5000 characters).  Rules (a violation raises Invalid naming the constraint or variable):
  (L) known family: the stated LP equals the LP rebuilt from (family, params): same sense, variables
      (order, names, domains), objective, constraints (order, names, senses, rhs, nonzero coefficients).
  (P) primal feasibility:  a_i.x <= / >= / == b_i as stated;  x_j >= 0 for j in N.
  (S) dual sign:  sigma*y_i >= 0 on "<=" rows;  sigma*y_i <= 0 on ">=" rows;  "==" free.
  (D) dual feasibility:  sigma*r_j >= 0 for j in N;  r_j = 0 for j in F.
  (V) value:  c.x = v = b.y.
Why (P),(S),(D),(V) make v the optimum (weak duality): for any feasible x',
    sigma*c.x' = sum_i sigma*y_i*(a_i.x') - sum_j sigma*r_j*x'_j <= sigma*b.y = sigma*v,
  as each sigma*r_j*x'_j >= 0 (r_j = 0 on F; sigma*r_j >= 0, x'_j >= 0 on N) and each sigma*y_i*(a_i.x')
  <= sigma*y_i*b_i ("<=": sigma*y_i >= 0, a_i.x' <= b_i; ">=": both signs flip; "==": equality).  So no
  feasible point beats v, and x is feasible with c.x = v.  Via (L) this is about the family's LP; else
  only about the stated LP.
Known families: workbench/kernel/families.py says, in its docstring, what LP each one is.
Input that is not well formed (JSON, keys, types, numbers, names unknown or repeated, names not
printable ASCII, params out of range) raises Malformed, before any rule.
"""
import sys

from .families import WORDS, certifies, family_lp
from .parse import MAX_PARAM, NAME, ZERO, Invalid, Malformed, fields, fmt, load_json, number, typed, word

FORMAT = "workbench-lp-certificate/1"

def linear(d, known, where):
    """{name: number} -> {name: Fraction}, zero entries dropped; names must be known."""
    for v in typed(d, dict, where):
        if v not in known:
            raise Malformed(f"{where}: unknown variable {v[:40]!r}")
    return {v: q for v, s in d.items() if (q := number(s, f"{where}[{v}]"))}

def parse_lp(lp):
    """-> (sense, [(var, domain)], {var: c_j}, [(name, {var: a_ij}, sense, b_i)])"""
    sense, vs, objective, cs = fields(lp, "lp", ("sense", "variables", "objective", "constraints"))
    known, rows = {}, {}        # {var: domain}, {constraint: (coefficients, sense, rhs)}, in order
    for k, v in enumerate(typed(vs, list, "lp.variables")):
        name, domain = fields(v, f"lp.variables[{k}]", ("name", "domain"))
        if word(name, f"lp.variables[{k}].name", NAME) in known:
            raise Malformed(f"variable {name}: duplicate name")
        known[name] = word(domain, f"variable {name}: domain", choices=("free", "nonneg"))
    for k, c in enumerate(typed(cs, list, "lp.constraints")):
        name, coeffs, s, rhs = fields(c, f"lp.constraints[{k}]", ("name", "coefficients", "sense", "rhs"))
        where = "constraint " + word(name, f"lp.constraints[{k}].name", NAME)
        if name in rows:
            raise Malformed(f"{where}: duplicate name")
        rows[name] = (linear(coeffs, known, where), word(s, f"{where}: sense", choices=("<=", ">=", "==")),
                      number(rhs, f"{where}: rhs"))
    return (word(sense, "lp.sense", choices=("max", "min")), list(known.items()),
            linear(objective, known, "lp.objective"), [(name, *row) for name, row in rows.items()])

def values(d, names, where):  # one number per name, and no other keys
    return {n: number(s, f"{where}[{n}]") for n, s in zip(names, fields(d, where, names))}

def diff_linear(got, want):  # for got != want, both without zero coefficients
    v = next(v for v in list(want) + list(got) if got.get(v, ZERO) != want.get(v, ZERO))
    return f"coefficient of {v} is {fmt(got.get(v, ZERO))}, expected {fmt(want.get(v, ZERO))}"

def padded(list1, list2, none):  # the two lists side by side, the shorter one padded with none
    n = max(len(list1), len(list2))
    return zip(list1 + [none] * (n - len(list1)), list2 + [none] * (n - len(list2)))

def compare(stated, rebuilt):
    """First difference between the stated and the rebuilt LP, or None; "(none)" marks a
    variable or constraint present in one list only."""
    (s1, v1, o1, c1), (s2, v2, o2, c2) = stated, rebuilt
    if s1 != s2:
        return f"sense is {s1}, expected {s2}"
    for (n1, d1), (n2, d2) in padded(v1, v2, ("(none)", "-")):
        if (n1, d1) != (n2, d2):
            return f"variable {n1} ({d1}) where {n2} ({d2}) expected"
    if o1 != o2:
        return "objective: " + diff_linear(o1, o2)
    for (n1, a1, s1, b1), (n2, a2, s2, b2) in padded(c1, c2, ("(none)", {}, "", ZERO)):
        if (n1, s1, b1, a1) != (n2, s2, b2, a2):
            return f"constraint {n1}" + (f" where {n2} expected" if n1 != n2 else
                                         f" has sense {s1}, expected {s2}" if s1 != s2 else
                                         f" has rhs {fmt(b1)}, expected {fmt(b2)}" if b1 != b2 else
                                         ": " + diff_linear(a1, a2))

def verify(lp, x, y, v):
    """Rules (P), (S), (D), (V) of the module docstring.  A Fraction's sign is its numerator's."""
    sense, variables, objective, constraints = lp
    sigma = 1 if sense == "max" else -1
    r, by = {j: -c for j, c in objective.items()}, ZERO             # r = A^T y - c, entries absent are 0
    nonzero = {j: q for j, q in x.items() if q}                      # most of x is 0 at a vertex
    for name, coeffs, s, b in constraints:
        ax = sum((a * nonzero[j] for j, a in coeffs.items() if j in nonzero), ZERO)
        if not (ax <= b if s == "<=" else ax >= b if s == ">=" else ax == b):
            raise Invalid(f"primal infeasible: constraint {name}: lhs {fmt(ax)} is not {s} rhs {fmt(b)}")
        yi = y[name]
        if (s == "<=" and sigma * yi.numerator < 0) or (s == ">=" and sigma * yi.numerator > 0):
            raise Invalid(f"dual sign: constraint {name} ({s} in a {sense} LP) has dual {fmt(yi)}")
        if yi:
            for j, a in coeffs.items():
                r[j] = r[j] + a * yi if j in r else a * yi
            by += b * yi
    for j, dom in variables:
        if dom == "nonneg" and x[j].numerator < 0:
            raise Invalid(f"primal infeasible: variable {j} = {fmt(x[j])} < 0")
        if (rj := r.get(j, ZERO)) and (dom == "free" or sigma * rj < 0):
            raise Invalid(f"dual infeasible: variable {j} ({dom}) has reduced cost "
                          f"(A^T y - c)_{j} = {fmt(rj)} in a {sense} LP")
    for what, value in (("c.x", sum((c * x[j] for j, c in objective.items()), ZERO)), ("b.y", by)):
        if value != v:
            raise Invalid(f"objective: {what} = {fmt(value)} but objective_value = {fmt(v)}")

def as_stated(lp, rebuilt):
    """Rule (L)'s fast path: is the stated LP, as read from JSON, the rebuilt one written with numbers "p/q"
    (the engine's form)?  If not, checked() parses it and compares it in full (and names the difference)."""
    sense, variables, objective, constraints, seen = *rebuilt, {}
    def text(q):  # once per number object: the rebuilt LP shares a few (ONE, -E, ...) among all its rows
        return seen[id(q)] if id(q) in seen else seen.setdefault(id(q), f"{q.numerator}/{q.denominator}")
    return lp == {"sense": sense, "variables": [{"name": n, "domain": d} for n, d in variables],
                  "objective": {j: text(c) for j, c in objective.items()},
                  "constraints": [{"name": n, "coefficients": {j: text(a) for j, a in coeffs.items()}, "sense": s,
                                   "rhs": text(b)} for n, coeffs, s, b in constraints]}

def checked(cert):
    """(certified optimal value, (description, rebuilt LP) or None for an unknown family, parsed stated LP) of a
    parsed certificate; raises Invalid or Malformed."""
    keys = ("format", "claim", "family", "params", "lp", "primal", "dual", "objective_value")
    form, claim, family, params, lp, primal, dual, v = fields(cert, "certificate", keys, True)
    word(form, "format", choices=(FORMAT,)), word(claim, "claim"), word(family, "family")
    for k, s in typed(params, dict, "params").items():
        if not isinstance(s, str) or len(s) > MAX_PARAM:
            raise Malformed(f"params[{k[:40]!r}]: expected a string of at most {MAX_PARAM} characters")
    try:                        # rule (L)'s fast path, a shortcut only: any trouble takes the full path below
        fast = (known := family_lp(family, params)) and as_stated(lp, known[1])
    except Malformed:           # bad params: the full path names them where it always did (after the LP's own)
        fast = False
    lp = known[1] if fast else parse_lp(lp)
    x, y = values(primal, [j for j, _ in lp[1]], "primal"), values(dual, [c[0] for c in lp[3]], "dual")
    v = number(v, "objective_value")
    if (known := known if fast else family_lp(family, params)) and not certifies(family, claim):
        raise Invalid(f"claim {claim} is not certified by family {family}")
    if known and not fast and (difference := compare(lp, known[1])):
        raise Invalid(f"lp differs from family {known[0]}: {difference}")
    verify(lp, x, y, v)
    return v, known, lp

def check_certificate(cert):
    """Certified optimal value of a parsed certificate; raises Invalid or Malformed."""
    return checked(cert)[0]

def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return load_json(f.read())
    except (OSError, UnicodeError) as e:
        raise Malformed(f"cannot read {path!r}: {getattr(e, 'strerror', None) or type(e).__name__}")
    except Malformed:
        raise
    except (ValueError, RecursionError) as e:
        raise Malformed(f"not valid JSON: {e}")

def check_file(path):
    """Certified optimal value of the certificate file at path."""
    return check_certificate(load(path))

USAGE = """usage: python -m workbench.kernel [--explain] CERTIFICATE.json
Checks an LP optimality certificate exactly; prints one line naming the claim, the family, its params, the
optimum and the LP's size (--explain: then the LP, class by class).  Exit codes:
  0  valid: the LP was rebuilt from the family's params (workbench/kernel/families.py) and is optimal, and
     the family may certify the claim (families.CLAIMS)
  1  invalid: the certificate does not prove its claim
  2  malformed certificate, unreadable file, or bad usage
  3  valid as stated: optimal for the LP it states, but its family is unknown, so the LP was not
     rebuilt and nothing here ties it to the claim's params"""

def shown(terms, rhs=""):  # "p_1_2 - 3/2*p_2_2 - s_1_2_2": the first 6 terms of {var: coefficient}, then "..."
    text = " + ".join({"1": "", "-1": "-"}.get(fmt(a), fmt(a) + "*") + v for v, a in list(terms.items())[:6])
    return text.replace("+ -", "- ") + " + ..." * bool(list(terms)[6:]) + rhs

def classes(constraints):  # {class: [row]}, a row's class its name up to the first "_", in order
    out = {}
    for row in constraints:
        out.setdefault(row[0].split("_")[0], []).append(row)
    return out

def explain(family, lp):
    """The LP checked (rebuilt, or as stated for an unknown family), in words: objective, rows by class, variables."""
    sense, variables, objective, constraints = lp
    words, kinds = WORDS.get(family, {}), {}
    for v, dom in variables:
        kinds.setdefault(v.split("_")[0] + "_*" * v.count("_") + {"free": " free", "nonneg": " >= 0"}[dom], []).append(v)
    out = [f"  {sense}imise {shown(objective)}  (objective terms: {len(objective)})", "  subject to:"]
    for name, rows in classes(constraints).items():
        out.append(f"    {name}, {len(rows)} rows: {words.get(name, '(as stated)')}; e.g. {rows[0][0]}: "
                   + shown(rows[0][1], f" {rows[0][2]} {fmt(rows[0][3])}"))
    return "\n".join(out + ["  variables: " + ", ".join(f"{v} ({len(n)})" for v, n in kinds.items())])

def main(argv):
    """CLI; argv = arguments without the program name.  Exit codes: see USAGE."""
    if "-h" in argv or "--help" in argv:
        print(USAGE)
        return 0
    explaining = argv[:1] == ["--explain"]
    argv = argv[explaining:]
    if len(argv) != 1 or argv[0].startswith("-"):
        bad = f"unknown option {argv[0][:40]!r}" if argv and argv[0].startswith("-") else \
            f"expected one certificate file, got {len(argv)} arguments"
        print(f"error: {bad}; {USAGE.splitlines()[0]} (--help for more)", file=sys.stderr)
        return 2
    try:
        value, known, stated = checked(cert := load(argv[0]))
    except (Malformed, Invalid) as e:
        print(("malformed: " if isinstance(e, Malformed) else "invalid: ") + " ".join(str(e).split()))
        return 2 if isinstance(e, Malformed) else 1
    except Exception as e:          # a checker bug must never pass as "valid"
        print(f"malformed: checker could not process the input ({type(e).__name__})")
        return 2
    lp = known[1] if known else stated
    size = f"{len(lp[1])} variables, {len(lp[3])} rows (" + ", ".join(
        f"{c} {len(n)}" for c, n in classes(lp[3]).items()) + ")"
    said = f"{cert['claim']} -- family {known[0] if known else cert['family']}: {lp[0]}imum {fmt(value)}"
    print(f"valid: {said}; LP rebuilt: {size}" if known else
          f"valid as stated: {said}; LP not rebuilt (family unknown), so it is not tied to the params: {size} as stated")
    if explaining:
        print(explain(cert["family"], lp))
    return 0 if known else 3
