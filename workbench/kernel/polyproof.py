# TRUSTED CODE (workbench/kernel/, the trusted package): stdlib only, exact rationals, no eval.
"""Replay a polynomial proof artefact (format workbench-polynomial-proof/2) and check that it proves its goals.

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
goal holds on the box. An artefact without a goal proves nothing and is invalid.
Usage: python -m workbench.kernel.polyproof proof.json   (exit 0 valid, 1 invalid, 2 malformed)
"""
import json
import sys
from fractions import Fraction
from math import comb

FORMAT = "workbench-polynomial-proof/2"
USAGE = "usage: python -m workbench.kernel.polyproof PROOF.json   (exit 0 valid, 1 invalid, 2 malformed)"


def poly(terms, n):
    out = {}
    for exponents, coefficient in terms:
        if len(exponents) != n or any(type(e) is not int or e < 0 or e > 64 for e in exponents):
            raise ValueError(f"bad exponents {exponents}")
        if type(coefficient) not in (str, int):
            raise ValueError(f"coefficient {coefficient!r} is not an exact rational")
        key = tuple(exponents)
        out[key] = out.get(key, 0) + Fraction(coefficient)
    return {k: v for k, v in out.items() if v}


def times(a, b):
    out = {}
    for ka, va in a.items():
        for kb, vb in b.items():
            key = tuple(x + y for x, y in zip(ka, kb))
            out[key] = out.get(key, 0) + va * vb
    return {k: v for k, v in out.items() if v}


def minus(a, b):
    """a - b."""
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) - v
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


def check_goal(goal, lemmas, hypotheses, strict, lower, n):
    """None when the derivation proves the goal on the box (the rule in the module docstring), else why not."""
    sign = goal["denominator_sign"]
    if sign not in (1, -1) or goal["relation"] not in (">=", ">", "<=", "<"):
        raise ValueError(f"goal {goal['name']}: bad sign or relation")
    signed, positive = times(poly(goal["denominator"], n), {(0,) * n: Fraction(sign)}), goal.get("positive")
    if positive is None and not nonneg_on(signed, lower, True) or positive is not None and not (
            positive in strict and nonneg_on(minus(signed, hypotheses[positive]), lower)):
        return f"goal {goal['name']}: the denominator's sign is not shown"
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


def check(proof):
    """None when every step and goal replays, else the first reason; ValueError etc. when malformed."""
    if proof.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT}")
    variables = proof["variables"]
    n, lower = len(variables), [Fraction(proof["domain"][v]) for v in variables]
    lemmas = {}
    for step in proof["steps"]:
        if step["kind"] == "identity":
            product = {(0,) * n: Fraction(1)}
            for factor in step["factors"]:
                product = times(product, poly(factor, n))
            if product != poly(step["lhs"], n):
                return f"step {step['name']}: lhs != product of factors"
        elif step["kind"] == "nonneg":
            shift = [Fraction(step["shift"][v]) for v in variables]
            if not nonneg_on(poly(step["poly"], n), shift):
                return f"step {step['name']}: negative coefficient after the shift"
            if all(s <= lo for s, lo in zip(shift, lower)):
                lemmas[step["name"]] = poly(step["poly"], n)
        else:
            raise ValueError(f"unknown step kind {step['kind']!r}")
    hypotheses = {h["name"]: poly(h["poly"], n) for h in proof["hypotheses"]}
    strict = {h["name"] for h in proof["hypotheses"] if h.get("strict") is True}
    if not proof["goals"]:
        return "the artefact states no goal"
    for goal in proof["goals"]:
        problem = check_goal(goal, lemmas, {h: hypotheses[h] for h in goal["hypotheses"]},
                             strict & set(goal["hypotheses"]), lower, n)
        if problem:
            return problem
    return None


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print(USAGE)
        return 0 if argv[1:] in (["-h"], ["--help"]) else 2
    try:
        with open(argv[1]) as handle:
            reason = check(json.load(handle))
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError, ZeroDivisionError,
            RecursionError, MemoryError) as error:
        print("malformed: " + " ".join(f"{type(error).__name__}: {error}".split())[:300])
        return 2
    print(f"invalid: {reason}" if reason else "valid")
    return 1 if reason else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
