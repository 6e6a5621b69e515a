# TRUSTED CODE (with __init__.py, __main__.py): stdlib only, exact rationals, no eval.
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
Known families (E = e^eps > 0; M, N, L integers in [2, 200]; terms in one variable combined):
  "counting"(M, E, delta[, T]), 0 <= delta <= 1, T = "T11,T12,..;T21,.." an M x M row-stochastic
    matrix (I when absent), pairs (a,b) = (i,i+1), (i+1,i) for i = 1..M-1 in this order: variables
    t (free), p_i_j (nonneg, row-major), s_a_b_j (nonneg, by pair then j = 1..M); maximise t s.t.
      diag_i:    t - (PT)_i_i <= 0                      for i = 1..M;  (PT)_i_j = sum_k p_i_k T_k_j
      row_i:     sum_j p_i_j == 1                        for i = 1..M
      dp_a_b_j:  (PT)_a_j - E*(PT)_b_j - s_a_b_j <= 0    for each pair: j = 1..M, then
      dpsum_a_b: sum_j s_a_b_j <= delta
  "counting-face"(M, E, delta[, T], target, direction, t_star): the same, plus a last row
    face: t >= t_star;  opt = direction (max|min); objective = target, some p_i_j.
  "pml-eta"(N, E, c, L, A), N, L <= 40, 0 < c <= 1/N, A = "a,b,.." distinct outputs in [1, L]: variables k_x_y
    (nonneg; x = 1..N outer, y = 1..L inner), maximise sum_{y in A} (k_1_y - k_2_y) subject to
      row_x:      sum_y k_x_y == 1                                 for x = 1..N
      pml_y_x_z:  k_x_y - E*c*sum_w k_w_y - E*(1-N*c)*k_z_y <= 0    for y = 1..L, then x, then z = 1..N
Input that is not well formed (JSON, keys, types, numbers, names unknown or repeated, names not
printable ASCII, params out of range) raises Malformed, before any rule.
"""
import json
import re
from fractions import Fraction

FORMAT = "workbench-lp-certificate/1"
MAX_CHARS = 5000       # longest number string accepted ("absurdly long" beyond)
MAX_M = 200
FAMILIES = ("counting", "counting-face", "pml-eta")
NUMBER = re.compile(r"(-?)([0-9]+)(?:/(0*[1-9][0-9]*))?")   # ASCII -?p or -?p/q, q != 0
NAME = re.compile(r"[!-~]{1,200}")                    # printable ASCII, no spaces
TEXT = re.compile(r"[ -~]{1,200}")                    # printable ASCII
ZERO, ONE = Fraction(0), Fraction(1)

class Malformed(Exception): """The input is not a well-formed certificate."""
class Invalid(Exception): """The certificate is well formed but does not prove its claim."""

def fmt(q):  # Fraction -> 'p/q' text (a size note if too long for CPython's int->str limit)
    bits = q.numerator.bit_length() + q.denominator.bit_length()
    return str(q) if bits < 14000 else f"<{bits}-bit fraction>"

def _int(digits):  # digit string -> int in 1000-digit chunks (CPython refuses > 4300 at once)
    value = 0
    for k in range(0, len(digits), 1000):
        value = value * 10 ** len(digits[k:k + 1000]) + int(digits[k:k + 1000])
    return value

def number(s, where, _seen={}):  # _seen: parsed strings (coefficients repeat thousands of times)
    if s.__class__ is str and s in _seen:
        return _seen[s]
    if not isinstance(s, str):
        raise Malformed(f"{where}: expected a number string, got {type(s).__name__}")
    if len(s) > MAX_CHARS:
        raise Malformed(f"{where}: absurdly long number ({len(s)} characters)")
    m = NUMBER.fullmatch(s)
    if not m:
        raise Malformed(f"{where}: not a rational 'p' or 'p/q' (q != 0): {s[:40]!r}")
    den = _int(m[3]) if m[3] is not None else 1
    _seen.clear() if len(_seen) > 100000 else None
    return _seen.setdefault(s, Fraction(-_int(m[2]) if m[1] else _int(m[2]), den))

def typed(v, typ, where):
    if not isinstance(v, typ):
        raise Malformed(f"{where}: expected a JSON {'object' if typ is dict else 'array'}")
    return v

def fields(obj, where, keys, others_ok=False):
    """Values of keys in the JSON object obj; a missing (or an unexpected) key is Malformed."""
    for k in sorted(set(keys).symmetric_difference(typed(obj, dict, where))):
        if k in keys or not others_ok:
            raise Malformed(f"{where}: {'missing' if k in keys else 'unexpected'} key {k[:40]!r}")
    return [obj[k] for k in keys]

def word(s, where, pattern=TEXT, choices=None):
    if not isinstance(s, str) or not pattern.fullmatch(s) or (choices and s not in choices):
        want = " or ".join(choices) if choices else "a printable ASCII string"
        raise Malformed(f"{where}: expected {want}, got {repr(s)[:40]}")
    return s

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

def counting_lp(M, E, delta, T):
    """The "counting" LP, exactly as written in the module docstring."""
    R = range(1, M + 1)
    pairs = [ab for i in range(1, M) for ab in ((i, i + 1), (i + 1, i))]
    variables = ([("t", "free")] + [(f"p_{i}_{j}", "nonneg") for i in R for j in R]
                 + [(f"s_{a}_{b}_{j}", "nonneg") for a, b in pairs for j in R])
    def pt(i, j, w):  # w * (PT)_i_j as {variable: coefficient}
        return {f"p_{i}_{k}": w * T[k - 1][j - 1] for k in R if T[k - 1][j - 1]}
    cons = [(f"diag_{i}", {"t": ONE, **pt(i, i, -ONE)}, "<=", ZERO) for i in R]
    cons += [(f"row_{i}", {f"p_{i}_{j}": ONE for j in R}, "==", ONE) for i in R]
    for a, b in pairs:
        cons += [(f"dp_{a}_{b}_{j}", {**pt(a, j, ONE), **pt(b, j, -E), f"s_{a}_{b}_{j}": -ONE}, "<=", ZERO)
                 for j in R]
        cons.append((f"dpsum_{a}_{b}", {f"s_{a}_{b}_{j}": ONE for j in R}, "<=", delta))
    return "max", variables, {"t": ONE}, cons

def pml_eta_lp(N, E, c, L, A):
    """The "pml-eta" LP, exactly as written in the module docstring."""
    X, Y = range(1, N + 1), range(1, L + 1)
    def pml(y, x, z):  # row pml_y_x_z as {variable: coefficient}, zeros dropped
        return {f"k_{w}_{y}": a for w in X if (a := (w == x) - E * c - E * (1 - N * c) * (w == z))}
    cons = [(f"row_{x}", {f"k_{x}_{y}": ONE for y in Y}, "==", ONE) for x in X]
    cons += [(f"pml_{y}_{x}_{z}", pml(y, x, z), "<=", ZERO) for y in Y for x in X for z in X]
    objective = {f"k_{x}_{y}": ONE * sign for y in A for x, sign in ((1, 1), (2, -1))}
    return "max", [(f"k_{x}_{y}", "nonneg") for x in X for y in Y], objective, cons

def bounded(s, key, low, high=None, integer=False, strict=False):  # s = params[key]: in [low, high] or (low, high]
    q = number(s, f"params.{key}")
    if q < low or (strict and q == low) or (high is not None and q > high) or (integer and q.denominator > 1):
        span = ("(" if strict else "[") + f"{fmt(low)}, " + ("oo)" if high is None else f"{fmt(high)}]")
        raise Malformed(f"params: {key}={fmt(q)} is not {'an integer' if integer else 'a number'} in {span}")
    return int(q) if integer else q

def channel(text, M):  # params.T -> M x M row-stochastic matrix of Fractions
    rows = [[number(v, "params.T") for v in r.split(",")] for r in text.split(";")]
    if [len(r) for r in rows] != [M] * M or any(v < 0 for r in rows for v in r) or any(sum(r) != 1 for r in rows):
        raise Malformed(f"params.T: not an {M} x {M} row-stochastic matrix")
    return rows

def family_lp(family, params):
    """-> (description, rebuilt LP) for a known family, None for an unknown one."""
    if family not in FAMILIES:
        return None
    keys = (["N", "E", "c", "L", "A"] if family == "pml-eta" else ["M", "E", "delta"] + ["T"] * ("T" in params)
            + ["target", "direction", "t_star"] * (family == "counting-face"))
    if sorted(params) != sorted(keys):
        raise Malformed(f"params of family {family}: expected exactly {', '.join(keys)}")
    desc = f"{family}({','.join(f'{k}={params[k]}' for k in keys)})"
    E = bounded(params["E"], "E", 0, strict=True)
    if family == "pml-eta":
        N, L = bounded(params["N"], "N", 2, MAX_M // 5, True), bounded(params["L"], "L", 2, MAX_M // 5, True)
        c = bounded(params["c"], "c", 0, Fraction(1, N), strict=True)
        A = [bounded(a, "A", 1, L, True) for a in params["A"].split(",")]
        if len(set(A)) < len(A):
            raise Malformed(f"params: A={params['A'][:40]} repeats an output")
        return desc, pml_eta_lp(N, E, c, L, A)
    M, delta = bounded(params["M"], "M", 2, MAX_M, True), bounded(params["delta"], "delta", 0, 1)
    T = channel(params["T"], M) if "T" in params else [[ONE * (i == j) for j in range(M)] for i in range(M)]
    sense, variables, objective, cons = counting_lp(M, E, delta, T)
    if family == "counting-face":
        target = word(params["target"], "params.target", NAME)
        if not target.startswith("p_") or target not in dict(variables):
            raise Malformed(f"params.target: {target} is not a variable p_i_j")
        sense = word(params["direction"], "params.direction", choices=("max", "min"))
        cons.append(("face", {"t": ONE}, ">=", number(params["t_star"], "params.t_star")))
        objective = {target: ONE}
    return desc, (sense, variables, objective, cons)

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
    """Rules (P), (S), (D), (V) of the module docstring."""
    sense, variables, objective, constraints = lp
    sigma = 1 if sense == "max" else -1
    r, by = {j: -objective.get(j, ZERO) for j, _ in variables}, ZERO    # r = A^T y - c
    for name, coeffs, s, b in constraints:
        ax = sum((a * x[j] for j, a in coeffs.items()), ZERO)
        if not (ax <= b if s == "<=" else ax >= b if s == ">=" else ax == b):
            raise Invalid(f"primal infeasible: constraint {name}: lhs {fmt(ax)} is not {s} rhs {fmt(b)}")
        yi = y[name]
        if (s == "<=" and sigma * yi < 0) or (s == ">=" and sigma * yi > 0):
            raise Invalid(f"dual sign: constraint {name} ({s} in a {sense} LP) has dual {fmt(yi)}")
        if yi:
            for j, a in coeffs.items():
                r[j] += a * yi
            by += b * yi
    for j, dom in variables:
        if dom == "nonneg" and x[j] < 0:
            raise Invalid(f"primal infeasible: variable {j} = {fmt(x[j])} < 0")
        if r[j] != 0 and (dom == "free" or sigma * r[j] < 0):
            raise Invalid(f"dual infeasible: variable {j} ({dom}) has reduced cost "
                          f"(A^T y - c)_{j} = {fmt(r[j])} in a {sense} LP")
    for what, value in (("c.x", sum((c * x[j] for j, c in objective.items()), ZERO)), ("b.y", by)):
        if value != v:
            raise Invalid(f"objective: {what} = {fmt(value)} but objective_value = {fmt(v)}")

def check_certificate(cert):
    """Certified optimal value of a parsed certificate; raises Invalid or Malformed."""
    keys = ("format", "claim", "family", "params", "lp", "primal", "dual", "objective_value")
    form, claim, family, params, lp, primal, dual, v = fields(cert, "certificate", keys, True)
    word(form, "format", choices=(FORMAT,)), word(claim, "claim"), word(family, "family")
    for k, s in typed(params, dict, "params").items():
        if not isinstance(s, str) or len(s) > MAX_CHARS:
            raise Malformed(f"params[{k[:40]!r}]: expected a string of at most {MAX_CHARS} characters")
    lp = parse_lp(lp)
    x, y = values(primal, [j for j, _ in lp[1]], "primal"), values(dual, [c[0] for c in lp[3]], "dual")
    v = number(v, "objective_value")
    if (known := family_lp(family, params)) and (difference := compare(lp, known[1])):
        raise Invalid(f"lp differs from family {known[0]}: {difference}")
    verify(lp, x, y, v)
    return v

def _unique(pairs):
    if len({k for k, _ in pairs}) != len(pairs):
        raise Malformed("duplicate key in a JSON object")
    return dict(pairs)

def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.loads(f.read(), object_pairs_hook=_unique)
    except (OSError, UnicodeError) as e:
        raise Malformed(f"cannot read {path!r}: {getattr(e, 'strerror', None) or type(e).__name__}")
    except (ValueError, RecursionError) as e:
        raise Malformed(f"not valid JSON: {e}")

def check_file(path):
    """Certified optimal value of the certificate file at path."""
    return check_certificate(load(path))

def main(argv):
    """CLI; argv = arguments without the program name.  Exit 0 valid, 1 invalid, 2 malformed."""
    try:
        if len(argv) != 1:
            raise Malformed("usage: python -m workbench.kernel CERTIFICATE.json")
        value = check_certificate(cert := load(argv[0]))
    except (Malformed, Invalid) as e:
        print(("malformed: " if isinstance(e, Malformed) else "invalid: ") + " ".join(str(e).split()))
        return 2 if isinstance(e, Malformed) else 1
    except Exception as e:          # a checker bug must never pass as "valid"
        print(f"malformed: checker could not process the input ({type(e).__name__})")
        return 2
    note = "lp rebuilt from params" if cert["family"] in FAMILIES else "lp not rebuilt (family unknown)"
    print(f"valid: {cert['claim']} family={cert['family']} objective={fmt(value)}; {note}")
    return 0
