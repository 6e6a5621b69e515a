# TRUSTED CODE (workbench/kernel/, the trusted package): stdlib only, exact rationals, no eval.
"""Replay a polynomial proof artefact (format workbench-polynomial-proof/4) and check that it proves its goals.

Polynomials have rational coefficients over the named variables, as [[exponent, ...], "p/q"] terms.
The domain gives every variable a lower bound lo[v]; a polynomial is "nonneg on the box" when every
coefficient of p(lo + t) is >= 0 (then p >= 0 for all t >= 0), "positive" when also p(lo) > 0.
Steps are lemmas, each checked: identity (lhs == product of factors) and nonneg (poly >= 0 where
every v >= shift[v]; a fact on the domain when shift <= lo). A goal says numerator/denominator REL 0
(REL in >=, >, <=, <) on the box under named hypotheses h >= 0, and carries its derivation:
  scale * s * numerator == sum(multiplier * product of facts) + residual,
with s * denominator positive (on the box, or at least a strict hypothesis the goal names as
"positive"), scale positive, every multiplier and the residual nonneg on the box (the
residual positive for a strict goal, unless a term is strict: a positive multiplier times facts
that are all strict hypotheses h > 0), facts = the goal's hypotheses and the nonneg steps. Then the
goal holds on the box. An equality goal (REL "=") carries both sides, "lhs" and "rhs", each an expression tree
as written: ["n", "p/q"], ["v", name], ["+", t, ...], ["*", t, ...], ["^", t, k] (an integer 0 < |k| <= 64); the
replayer expands each side itself, nothing cancelled, cross-multiplies and compares (an identity of rational
functions), and needs the sign of a^k shown for every power a^-k (on the box, or by a strict hypothesis of the
goal), so every divisor is nonzero. No goal is vacuous: a zero numerator (0 >= 0, 0 = 0) is
refused; an artefact without a goal proves nothing.
Named transcendental facts: a definition {"name", "fn": "exp", "arg": u, "vars": [X]} says X = exp(u),
{"fn": "log", "arg": u, "vars": [P, M]} says P - M = log(u) (a real is such a difference); its vars have lower
bounds <= 0, appear in no other definition and in no arg. A hypothesis with "schema" and "args" (names of
definitions) must be an instance of a fact in `fact` (equalities either way round, strict only where the fact
is), and a goal naming it must show the fact's conditions: nonneg (positive) on the box or its own hypotheses.
Indexed sums: an entry {"name": N, "goal": G, "index": [x...], "count": n, "monomials": [[exponents over x, S], ...]}
of "sums" turns G, a replayed ">=" goal with denominator_sign 1 and no sum lemma among its facts (so its derivation
shows its numerator g(x, theta) >= 0 on the box under its hypotheses, whatever the denominator), into the lemma N:
sum_m c_m(theta) S_m >= 0, where g = sum_m c_m(theta) x^m over monomials m in x and S_0 is n, computed here.
N holds whenever n = #family and S_m = sum_i (x^(i))^m for a family x^(1..n), each x^(i) on the box and meeting G's
hypotheses (sum G over it); goals after G may use N as a fact: they hold at such realized sums. Refused: n or an S
in g or in G's hypotheses, a defined n or S, index, n and S not distinct, a monomial of g without its S, one declared
twice, an index variable bounded below by < 0, an S by > 0 or n by > 1 (realized sums must lie in the box).
Inductions: an entry {"name", "index": k, "start": "k0", "sequences": [{"var": X, "init": i, "next": f}, ...],
"invariants": [{"hypothesis": H, "base": B, "step": S, "lemma": L}, ...]} of "inductions" defines sequences X_k0 = i(theta),
X_{k+1} = f(k, X, theta) (i free of k and every X) for integers k >= k0 >= lo[k], and turns each non-strict hypothesis H
(h >= 0) into the lemma L: h(k, X_k, theta) >= 0 for every integer k >= k0. It needs, for each invariant, a >= goal B
whose numerator over a positive constant denominator is h(k0, i, theta) and a >= goal S whose is h(k + 1, f, theta)
(either null when that polynomial is nonneg on the box by itself);
B's and S's hypotheses other than the invariants (S may use any) are free of k and every X, and S cites no sum or
induction lemma (nor B); each X's box bound X - lo[X] is an invariant, so every X_k lies in the box. Then, for theta
meeting those other hypotheses (T), every invariant holds at every k (base, then step). A goal after all of B and S may
cite L when its own hypotheses include T: it holds at (k, X_k, theta). A summed goal cites no induction lemma; k and
the X are no sum's variables, and no variable is the k or an X of two inductions or an X and a defined variable.
Malformed: anything but strict JSON (parse.load_json), numbers other than "p" or "p/q" strings (parse.number),
variables, hypotheses, steps, definitions, goals, sums, inductions and lemmas whose names repeat (one name, one
meaning).
Usage: python -m workbench.kernel.polyproof proof.json   (exit 0 valid, 1 invalid, 2 malformed)
"""
import sys
from fractions import Fraction
from math import comb, factorial

from .parse import TEXT, load_json, number

FORMAT = "workbench-polynomial-proof/4"
USAGE = "usage: python -m workbench.kernel.polyproof PROOF.json   (exit 0 valid, 1 invalid, 2 malformed)"


def poly(terms, n):
    out = {}
    for exponents, coefficient in terms:
        if len(exponents) != n or any(type(e) is not int or e < 0 or e > 64 for e in exponents):
            raise ValueError(f"bad exponents {exponents}")
        key = tuple(exponents)
        out[key] = out.get(key, 0) + number(coefficient, "a coefficient")
    return {k: v for k, v in out.items() if v}


def times(a, b):
    out = {}
    for ka, va in a.items():
        for kb, vb in b.items():
            key = tuple(x + y for x, y in zip(ka, kb))
            out[key] = out.get(key, 0) + va * vb
    return {k: v for k, v in out.items() if v}


def minus(a, b, sign=-1):
    """a - b (a + b with sign 1)."""
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + sign * v
    return {k: v for k, v in out.items() if v}


def shifted(p, shift):
    """p(shift + t): expand each (s + t)^e by the binomial theorem."""
    out = {(0,) * len(shift): Fraction(0)}
    for exponents, coefficient in p.items():
        term = {(0,) * len(shift): coefficient}
        for i, (e, s) in enumerate(zip(exponents, shift)):
            unit = [0] * len(shift)
            power = {}
            for j in range(e + 1):
                unit[i] = j
                power[tuple(unit)] = comb(e, j) * Fraction(s) ** (e - j)
            term = times(term, power)
        for k, v in term.items():
            out[k] = out.get(k, 0) + v
    return out


def nonneg_on(p, lower, strict=False):
    """Every coefficient of p(lower + t) >= 0 (and the constant > 0 when strict)."""
    expanded = shifted(p, lower)
    return min(expanded.values()) >= 0 and (not strict or expanded[(0,) * len(lower)] > 0)


def check_goal(goal, lemmas, hypotheses, strict, lower, variables):
    """None when the derivation proves the goal on the box (the rule in the module docstring), else why not."""
    n = len(variables)
    if goal["relation"] == "=":
        return check_equality(goal, hypotheses, strict, lower, variables)
    sign = goal["denominator_sign"]
    if sign not in (1, -1) or goal["relation"] not in (">=", ">", "<=", "<"):
        raise ValueError(f"goal {goal['name']}: bad sign or relation")
    signed, positive = times(poly(goal["denominator"], n), {(0,) * n: Fraction(sign)}), goal.get("positive")
    if positive is None and not nonneg_on(signed, lower, True) or positive is not None and not (
            positive in strict and nonneg_on(minus(signed, hypotheses[positive]), lower)):
        return f"goal {goal['name']}: the denominator's sign is not shown"
    if not poly(goal["numerator"], n):
        return f"goal {goal['name']}: the zero polynomial states nothing (an equality carries both sides)"
    scale = poly(goal["scale"], n)
    if not nonneg_on(scale, lower, True):
        return f"goal {goal['name']}: the scale is not positive on the domain"
    orientation = sign if goal["relation"] in (">=", ">") else -sign
    residual = times(times(scale, poly(goal["numerator"], n)), {(0,) * n: Fraction(orientation)})
    strict_term = False
    for term in goal["terms"]:
        product = poly(term["multiplier"], n)
        if not nonneg_on(product, lower):
            return f"goal {goal['name']}: a multiplier is not nonneg on the domain"
        for name in term["facts"]:
            fact = hypotheses[name] if name in goal["hypotheses"] else lemmas.get(name)
            if fact is None:
                return f"goal {goal['name']}: {name!r} is neither its hypothesis nor a nonneg step on the domain"
            product = times(product, fact)
        strict_term = strict_term or (nonneg_on(poly(term["multiplier"], n), lower, True) and bool(term["facts"])
                                      and all(name in strict for name in term["facts"]))
        residual = minus(residual, product)
    if not nonneg_on(residual, lower, goal["relation"] in (">", "<") and not strict_term):
        return f"goal {goal['name']}: it does not follow from the facts (residual not nonneg)"
    return None


def check_equality(goal, hypotheses, strict, lower, variables):
    """None when lhs = rhs as rational functions (each tree expanded here, then cross-multiplied), every divisor's
    sign shown and not both sides 0, else why not."""
    divisors = []
    (a, b), (c, d) = (tree(goal[side], variables, divisors) for side in ("lhs", "rhs"))
    if not a and not c or goal["lhs"] == goal["rhs"]:
        return f"goal {goal['name']}: 0 = 0, or one tree on both sides, states nothing"
    for den in divisors:
        if not any(nonneg_on(signed, lower, True) or any(nonneg_on(minus(signed, hypotheses[h]), lower) for h in strict)
                   for signed in (den, minus({}, den))):
            return f"goal {goal['name']}: a divisor's sign is not shown"
    return f"goal {goal['name']}: the two sides differ" if minus(times(a, d), times(c, b)) else None


def product(a, b):
    """times, its size bounded before any arithmetic (a hostile tree must not hang the replayer)."""
    if len(a) * len(b) > 10 ** 6 or any(e > 1024 for k in (*a, *b) for e in k):
        raise ValueError("an expression tree too large to expand")
    return times(a, b)


def tree(t, variables, divisors):
    """(numerator, denominator) of an expression tree, nothing cancelled; for each power a^-k, the numerator of a^k is
    appended to divisors (the denominator is a product of them)."""
    n, head, args = len(variables), t[0] if type(t) is list and t else None, t[1:] if type(t) is list else ()
    if head == "n" and len(args) == 1:
        return {k: v for k, v in unit(n, c=number(args[0], "a tree's number")).items() if v}, unit(n)
    if head == "v" and len(args) == 1 and args[0] in variables:
        return unit(n, variables.index(args[0])), unit(n)
    if head in ("+", "*") and args:
        (a, b), *rest = [tree(x, variables, divisors) for x in args]
        for c, d in rest:
            a, b = (product(a, c) if head == "*" else minus(product(a, d), product(c, b), 1)), product(b, d)
        return a, b
    if head == "^" and len(args) == 2 and type(args[1]) is int and 0 < abs(args[1]) <= 64:
        (a, b), out = tree(args[0], variables, divisors), (unit(n), unit(n))
        for _ in range(abs(args[1])):
            out = (product(out[0], a), product(out[1], b))
        if args[1] == abs(args[1]):
            return out
        divisors.append(out[0])         # a^-k = 1/a^k: a^k must be nonzero
        return out[::-1]
    raise ValueError(f"not an expression tree: {str(t)[:60]}")


def unit(n, i=None, c=1):
    """The constant c, or c times variable i."""
    return {tuple(int(j == i) for j in range(n)): Fraction(c)}


def fact(hypothesis, defs, n):
    """(the polys it may be, its conditions [(poly, strict)], may it be strict) for a hypothesis citing a fact."""
    kind, one, fns, us, vals = hypothesis["schema"], unit(n), "", [], []
    for name in hypothesis["args"]:
        fns, us, vals = fns + defs[name][0][0], us + [defs[name][1]], vals + [defs[name][2]]
    positive, same = [(u, True) for u in us], lambda p, q: [(minus(p, q), False), (minus(q, p), False)]
    if kind == "log u <= u - 1" and fns == "l":
        return [minus(minus(us[0], one), vals[0])], positive, False
    if kind == "u log(u/v) >= u - v, > when u != v" and fns == "ll":
        gap = minus(us[0], us[1])
        strict = [(times(gap, gap), True)] if hypothesis.get("strict") is True else []
        return [minus(times(us[0], minus(vals[0], vals[1])), gap)], positive + strict, True
    if kind == "log(uv) = log u + log v" and fns == "lll":
        gap = minus(minus(vals[2], vals[0]), vals[1])
        return [gap, minus({}, gap)], positive[:2] + same(us[2], times(us[0], us[1])), False
    if kind == "exp u >= sum_{j<=k} u^j/j! (k odd)" and fns == "e" and hypothesis["k"] in (1, 3, 5, 7, 9) and type(hypothesis["k"]) is int:
        taylor, power = {}, one
        for j in range(hypothesis["k"] + 1):
            taylor, power = minus(taylor, times(power, unit(n, c=Fraction(-1, factorial(j))))), times(power, us[0])
        return [minus(vals[0], taylor)], [], False
    if kind == "exp(u) exp(v) = exp(u + v)" and fns in ("ee", "eee"):
        w, value = (us[2], vals[2]) if fns == "eee" else ({}, one)
        gap = minus(value, times(vals[0], vals[1]))
        return [gap, minus({}, gap)], same(w, minus(us[0], minus({}, us[1]))), False
    if kind == "exp convex: (b - a) exp u <= (b - u) exp a + (u - a) exp b" and fns == "eee":
        (u, a, b), (x, y, z) = us, vals
        chord = minus(times(minus(b, u), y), times(minus(a, u), z))
        return [minus(chord, times(minus(b, a), x))], [(minus(u, a), False), (minus(b, u), False)], False
    raise ValueError(f"no fact {kind!r} on {fns}")


def substituted(p, images):
    """p with variable i replaced by the polynomial images[i] (the other variables kept)."""
    out = {}
    for key, c in p.items():
        term = {(0,) * len(key): c}
        for i, e in enumerate(key):
            for _ in range(e):
                term = product(term, images.get(i, unit(len(key), i)))
        out = minus(out, term, 1)
    return out


def induced(entry, goals, hypotheses, strict, lower, variables, taken, steps):
    """({lemma: h}, T) of an induction entry (the rule in the module docstring), or why not (a str)."""
    n, why, start = len(variables), f"induction {entry['name']}: ", number(entry["start"], "an induction's start")
    k, seq = variables.index(entry["index"]), [variables.index(s["var"]) for s in entry["sequences"]]
    moving, names = {k, *seq}, {i["hypothesis"] for i in entry["invariants"]}
    if start.denominator != 1 or lower[k] > start or not seq or len(moving) <= len(seq) or moving & taken:
        return why + "a start below the index's box or not an integer, no sequence, or a variable used twice"
    init = {i: poly(s["init"], n) for i, s in zip(seq, entry["sequences"])}
    at = ({k: unit(n, c=start)} | init, {k: minus(unit(n, k), unit(n), 1)} | {
        i: poly(s["next"], n) for i, s in zip(seq, entry["sequences"])})
    if any(key[i] for p in init.values() for key in p for i in moving) or names & strict:
        return why + "an initial value depends on the index or a sequence, or an invariant is strict"
    if any(not any(hypotheses[h] == minus(unit(n, i), unit(n, c=lower[i])) for h in names) for i in seq):
        return why + "a sequence's box bound is no invariant"
    fixed = set()
    for invariant in entry["invariants"]:
        for role, image in zip(("base", "step"), at):
            h = substituted(hypotheses[invariant["hypothesis"]], image)
            if invariant[role] is None and nonneg_on(h, lower):
                continue                           # h at the base (or step) is >= 0 on the box itself, 0 >= 0 say
            g = goals[invariant[role]] if invariant[role] is not None else {}
            den = poly(g.get("denominator", []), n)
            if g.get("relation") != ">=" or g["denominator_sign"] != 1 or set(den) != {(0,) * n} or \
                    min(den.values()) <= 0 or times(h, den) != poly(g["numerator"], n):
                return why + f"{invariant['hypothesis']} at the {role} is no >= goal over a constant, nor >= 0 on the box"
            other = [name for name in g["hypotheses"] if role == "base" or name not in names]
            if any(key[i] for name in other for key in hypotheses[name] for i in moving) or any(
                    f not in g["hypotheses"] and f not in steps for t in g["terms"] for f in t["facts"]):
                return why + f"goal {g['name']}: a hypothesis depends on the index or a sequence, or a lemma is cited"
            fixed |= set(other)
    return {i["lemma"]: hypotheses[i["hypothesis"]] for i in entry["invariants"]}, fixed


def summed(entry, goal, own, sums, defined, lower, variables):
    """The lemma of a sum entry over its (replayed) goal G (the rule in the module docstring), or why not (a str)."""
    n, k, why = len(variables), len(entry["index"]), f"sum {entry['name']}: "
    at = [variables.index(v) for v in [*entry["index"], entry["count"], *(s for _, s in entry["monomials"])]]
    if goal["relation"] != ">=" or goal["denominator_sign"] != 1 or any(f in sums for t in goal["terms"] for f in t["facts"]):
        return why + "its goal is no >= goal with denominator sign 1 (numerator >= 0) free of sum lemmas"
    numerator = poly(goal["numerator"], n)
    if len(set(at)) < len(at) or any(i in defined for i in at[k:]):
        return why + "index, count and S variables are not distinct, or a count or S is defined"
    if any(lower[i] < 0 for i in at[:k]) or lower[at[k]] > 1 or any(lower[i] > 0 for i in at[k + 1:]):
        return why + "an index variable bounded below by < 0, the count by > 1 or an S by > 0"
    if any(key[i] for p in (numerator, *own.values()) for key in p for i in at[k:]):
        return why + "the count or an S appears in its goal or in a hypothesis the goal uses"
    where = {(0,) * k: at[k]}
    for exponents, s in entry["monomials"]:
        m = next(iter(poly([[exponents, "1"]], k)))
        if m in where:
            return why + f"the monomial {list(m)} is declared twice (the zero monomial is the count)"
        where[m] = variables.index(s)
    lemma = {}
    for key, c in numerator.items():
        m = tuple(key[i] for i in at[:k])
        if m not in where:
            return why + f"the monomial {list(m)} of its goal has no S"
        rest = [0 if i in at[:k] else e for i, e in enumerate(key)]
        rest[where[m]] += 1
        lemma[tuple(rest)] = lemma.get(tuple(rest), 0) + c
    return {key: c for key, c in lemma.items() if c}


def check(proof):
    """None when every step and goal replays, else the first reason; ValueError etc. when malformed."""
    if proof.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT}")
    variables, definitions = proof["variables"], proof.get("definitions", [])
    sums, inductions = proof.get("sums", []), proof.get("inductions", [])
    named = [*variables, *(x["name"] for part in ("hypotheses", "steps", "goals") for x in proof[part]),
             *(x["name"] for x in definitions + sums + inductions), *(i["lemma"] for x in inductions for i in x["invariants"])]
    if any(type(x) is not str or not TEXT.fullmatch(x) for x in named) or len(set(named)) < len(named) or any(
            len(set(g["hypotheses"])) < len(g["hypotheses"]) for g in proof["goals"]):
        raise ValueError("a name is repeated or not printable ASCII (variables, hypotheses, steps, definitions, goals, sums, "
                         "inductions, lemmas)")
    if sorted(proof["domain"]) != sorted(variables):
        raise ValueError("the domain bounds other names than the variables")
    n, lower = len(variables), [number(proof["domain"][v], f"domain {v}") for v in variables]
    lemmas = {}
    for step in proof["steps"]:
        if step["kind"] == "identity":
            product = {(0,) * n: Fraction(1)}
            for factor in step["factors"]:
                product = times(product, poly(factor, n))
            if product != poly(step["lhs"], n):
                return f"step {step['name']}: lhs != product of factors"
        elif step["kind"] == "nonneg":
            shift = [number(step["shift"][v], f"step {step['name']} shift") for v in variables]
            if not nonneg_on(poly(step["poly"], n), shift):
                return f"step {step['name']}: negative coefficient after the shift"
            if all(s <= lo for s, lo in zip(shift, lower)):
                lemmas[step["name"]] = poly(step["poly"], n)
        else:
            raise ValueError(f"unknown step kind {step['kind']!r}")
    defs, defined = {}, []
    for d in definitions:
        at = [variables.index(v) for v in d["vars"]]
        if (d["fn"], len(at)) not in (("exp", 1), ("log", 2)) or any(
                i in defined or lower[i] > 0 for i in at) or len(set(at)) < len(at):
            return f"definition {d['name']}: not a fresh variable (log: two) with lower bound <= 0"
        value = unit(n, at[0]) if len(at) == 1 else minus(unit(n, at[0]), unit(n, at[1]))
        defs[d["name"]], defined = (d["fn"], poly(d["arg"], n), value), defined + at
    if any(k[i] for _, arg, _ in defs.values() for k in arg for i in defined):
        return "a definition's argument uses a defined variable"
    hypotheses = {h["name"]: poly(h["poly"], n) for h in proof["hypotheses"]}
    strict = {h["name"] for h in proof["hypotheses"] if h.get("strict") is True}
    conditions = {}
    for h in proof["hypotheses"]:
        if "schema" in h:
            allowed, conditions[h["name"]], may_be_strict = fact(h, defs, n)
            if hypotheses[h["name"]] not in allowed or h["name"] in strict and not may_be_strict:
                return f"hypothesis {h['name']}: not an instance of {h['schema']!r}"
    if not proof["goals"]:
        return "the artefact states no goal"
    goals, done, needs, steps = {g["name"]: g for g in proof["goals"]}, set(), {}, set(lemmas)
    if any(s["goal"] not in goals for s in sums) or any(i[r] not in goals and i[r] is not None for x in inductions
                                                         for i in x["invariants"] for r in ("base", "step")):
        return "a sum or an induction names no goal of the artefact"
    taken = {variables.index(v) for s in sums for v in [*s["index"], s["count"], *(m for _, m in s["monomials"])]}
    taken |= set(defined)
    for goal in proof["goals"]:
        own = {h: hypotheses[h] for h in goal["hypotheses"]}
        for name, (c, positive) in [(h, c) for h in own for c in conditions.get(h, ())]:
            if not nonneg_on(c, lower, positive) and not any(
                    own[h] == c and (h in strict or not positive) for h in own):
                return f"goal {goal['name']}: a condition of {name!r} is not shown"
        if any(not needs[f] <= set(goal["hypotheses"]) for t in goal.get("terms", ()) for f in t["facts"] if f in needs):
            return f"goal {goal['name']}: it cites an induction lemma without that induction's hypotheses"
        problem = check_goal(goal, lemmas, own, strict & set(goal["hypotheses"]), lower, variables)
        if problem:
            return problem
        for entry in (s for s in sums if s["goal"] == goal["name"]):      # its lemma: a fact of later goals
            lemma = summed(entry, goal, own, {s["name"] for s in sums} | set(needs), defined, lower, variables)
            if type(lemma) is str:
                return lemma
            lemmas[entry["name"]] = lemma
        done.add(goal["name"])
        for entry in inductions:     # its lemmas: facts of the goals after all its base and step goals
            if entry["name"] not in done and {i[r] for i in entry["invariants"] for r in ("base", "step")} - {None} <= done:
                result = induced(entry, goals, hypotheses, strict, lower, variables, taken, steps)
                if type(result) is str:
                    return result
                done.add(entry["name"])
                taken |= {variables.index(v) for v in [entry["index"], *(x["var"] for x in entry["sequences"])]}
                lemmas.update(result[0])
                needs.update(dict.fromkeys(result[0], result[1]))
    return None


def load(path):
    """The artefact at path, read as strict JSON (the one reader every trusted checker uses)."""
    with open(path, encoding="utf-8") as handle:
        return load_json(handle.read())


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print(USAGE)
        return 0 if argv[1:] in (["-h"], ["--help"]) else 2
    try:
        reason = check(load(argv[1]))
    except Exception as error:          # a replayer bug or an odd input must never pass as "valid"
        print("malformed: " + " ".join(f"{type(error).__name__}: {error}".split())[:300])
        return 2
    print(f"invalid: {reason}" if reason else "valid")
    return 1 if reason else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
