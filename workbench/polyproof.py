# TRUSTED CODE (beside the kernel): stdlib only, exact rationals, no eval.
"""Replay a polynomial proof artefact (format workbench-polynomial-proof/1).

A proof is a list of steps over named variables, each a fact about polynomials with rational
coefficients, written as [[exponent, ...], "p/q"] terms:
  identity:  lhs == product of factors (expanded and compared exactly);
  nonneg:    poly >= 0 wherever every variable v >= shift[v], because every coefficient of
             poly(shift + t) is >= 0 (t >= 0).
The prose that chains the steps into the claim travels with the artefact; each step is checked.
Usage: python -m workbench.polyproof proof.json   (exit 0 valid, 1 invalid, 2 malformed)
"""
import json
import sys
from fractions import Fraction
from math import comb


def poly(terms, n):
    out = {}
    for exponents, coefficient in terms:
        if len(exponents) != n or any(not isinstance(e, int) or e < 0 for e in exponents):
            raise ValueError(f"bad exponents {exponents}")
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


def check(proof):
    if proof.get("format") != "workbench-polynomial-proof/1":
        raise ValueError("not a workbench-polynomial-proof/1")
    n = len(proof["variables"])
    for step in proof["steps"]:
        if step["kind"] == "identity":
            product = {(0,) * n: Fraction(1)}
            for factor in step["factors"]:
                product = times(product, poly(factor, n))
            if product != poly(step["lhs"], n):
                return f"step {step['name']}: lhs != product of factors"
        elif step["kind"] == "nonneg":
            shift = [Fraction(step["shift"][v]) for v in proof["variables"]]
            negative = [k for k, v in shifted(poly(step["poly"], n), shift).items() if v < 0]
            if negative:
                return f"step {step['name']}: negative coefficient at t^{negative[0]} after the shift"
        else:
            raise ValueError(f"unknown step kind {step['kind']!r}")
    return None


def main(argv):
    try:
        with open(argv[1]) as handle:
            reason = check(json.load(handle))
    except (OSError, ValueError, KeyError, TypeError, IndexError, ZeroDivisionError) as error:
        print(f"malformed: {error}")
        return 2
    print(f"invalid: {reason}" if reason else "valid")
    return 1 if reason else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
