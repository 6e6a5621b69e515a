"""Holohan, Leith and Mason, "Optimal differentially private mechanisms for randomised response", IEEE TIFS 12(11),
2017: its claims in paper order, AS RECALLED. No copy of the paper was available: every statement below is the
checker's recollection of what the paper asserts, stated precisely; loci name a section or a theorem only in words
(no theorem or equation number is recalled with confidence). docs/example-holohan.md says what each verdict rests on.

Notation: X in {0, 1} with Pr[X = 1] = pi; a binary mechanism reports the truth with probability p (X = 0) and
q (X = 1); E = e^eps; lam = Pr[Y = 1] = pi q + (1 - pi)(1 - p); pi_hat = (lam_hat - (1 - p))/(p + q - 1).
"""
from fractions import Fraction

import sympy as sp

from workbench import Evidence, Outcome, Prose, RouteResult, attach, certify_family, claim, fuzz_route, identity
from workbench.mechanisms.dp import smallest_delta
from workbench.params import integers, privacy_base, probability
from workbench.strategies import deltas, distributions, parameters, privacy_bases, rationals, sizes

from . import thm_relaxed, thm_strict
from .mechanism import (combination, corners, delta_of, estimator_moments, in_polygon, linear_constraints, p_star,
                        variance, vertices, worst_variance)

UNIT = rationals(0, 1)


def judged(routes: dict, counterexample, decisive: tuple, shows: str, **more) -> Evidence:
    """Evidence whose decisive routes test the printed statement itself (an optimum's value, an iff, a comparison
    at exact points), so a counterexample refutes the statement as printed, not a step of a derivation."""
    if counterexample is None:
        return Evidence(routes, None, **more)
    return Evidence(routes, counterexample, printed_statement=False, **more,
                    statement_evidence={"shows": shows, "routes": {k: routes[k] for k in decisive if k in routes}})


# --------------------------------------------------------------------------------------------------------------------
# 1. (eps, delta)-DP of a binary mechanism is four linear inequalities

def dp_linear_exact(x) -> Outcome:
    """The definition (every output set, both orders of the inputs) against the four inequalities."""
    p, q, E, d = x["p"], x["q"], x["E"], x["delta"]
    by_definition = delta_of(p, q, E) <= d
    by_rows = all(linear_constraints(p, q, E, d))
    return Outcome(by_definition == by_rows, {"smallest delta (definition)": delta_of(p, q, E),
                                              "DP by definition": by_definition, "four rows hold": by_rows})


def dp_linear_fuzz(examples, seed, progress=None):
    box = parameters(E=privacy_bases(6), delta=deltas(), p=UNIT, q=UNIT)
    return fuzz_route(dp_linear_exact, box, examples, seed, "(eps, delta)-DP iff the four linear rows", progress)


@claim("holohan.dp-constraints", "Sec. on the RR mechanism: the DP constraints (as recalled)", expected="holds",
       universal=True, formal=Prose("an iff between the definition (a maximum over every output set) and four linear "
                                    "rows: its two directions need different hypotheses, and the maximum over sets "
                                    "is no relation between fixed variables; decided by exact fuzzing."))
def dp_constraints(ctx):
    """(As recalled.) A binary mechanism with truth probabilities (p, q) is (eps, delta)-DP if and only if
    p <= e^eps (1 - q) + delta, q <= e^eps (1 - p) + delta, 1 - p <= e^eps q + delta and 1 - q <= e^eps p + delta."""
    fuzz, counterexample = dp_linear_fuzz(ctx.fuzz_examples, ctx.seed)
    return judged({"fuzz": fuzz}, counterexample, ("fuzz",), "the definition and the four rows disagree at the point")


# --------------------------------------------------------------------------------------------------------------------
# 2. the feasible region

def region_exact(x) -> Outcome:
    """A point of the square is feasible (by the definition) iff it lies in the polygon of the listed vertices."""
    p, q, E, d = x["p"], x["q"], x["E"], x["delta"]
    feasible = delta_of(p, q, E) <= d
    inside = in_polygon((p, q), vertices(E, d))
    return Outcome(feasible == inside, {"DP by definition": feasible, "in the polygon": inside,
                                        "vertices": [f"({a}, {b})" for a, b in vertices(E, d)]})


def region_fuzz(examples, seed, progress=None):
    box = parameters(E=privacy_bases(6), delta=deltas(), p=UNIT, q=UNIT)
    return fuzz_route(region_exact, box, examples, seed, "feasible region == the listed polygon", progress)


@claim("holohan.feasible-region", "the figure of the feasible region (as recalled)", expected="holds", universal=True,
       formal=Prose("equality of two sets of the unit square (the DP set and a polygon given by its vertex list, "
                    "whose length changes with delta = 0); decided by exact fuzzing and exact vertex checks."))
def feasible_region(ctx):
    """(As recalled.) The (eps, delta)-DP binary mechanisms form, in the (p, q) square, the convex polygon with
    vertices (p_, p_), (1 - delta, 0), (1, 0), (1, delta), (p*, p*), (delta, 1), (0, 1), (0, 1 - delta), where
    p* = (e^eps + delta)/(e^eps + 1) and p_ = (1 - delta)/(e^eps + 1): an octagon for 0 < delta < 1 and, for
    delta = 0, the quadrilateral (0, 1), (p_, p_), (1, 0), (p*, p*)."""
    checks = []
    for E in (Fraction(1), Fraction(3, 2), Fraction(2), Fraction(5)):
        for d in (Fraction(0), Fraction(1, 10), Fraction(1, 2), Fraction(1)):
            checks.append(all(delta_of(a, b, E) <= d for a, b in vertices(E, d)))
    exact = RouteResult.of(all(checks), f"every listed vertex is (eps, delta)-DP at {len(checks)} (E, delta)")
    fuzz, counterexample = region_fuzz(ctx.fuzz_examples, ctx.seed)
    return judged({"exact": exact, "fuzz": fuzz}, counterexample, ("fuzz",), "DP set and polygon differ at the point")


# --------------------------------------------------------------------------------------------------------------------
# 3. the estimator

def estimator_exact(x) -> Outcome:
    p, q, pi, n = x["p"], x["q"], x["pi"], x["n"]
    if p + q == 1:
        return Outcome(True, {"p + q": p + q, "note": "p + q = 1: pi_hat undefined, outside the claim"})
    mean, var = estimator_moments(p, q, pi, n)
    stated = variance(p, q, pi, n)
    return Outcome(mean == pi and var == stated, {"E[pi_hat]": mean, "pi": pi, "Var pi_hat (binomial law)": var,
                                                  "lam(1 - lam)/(n (p + q - 1)^2)": stated})


def estimator_fuzz(examples, seed, progress=None):
    box = parameters(p=UNIT, q=UNIT, pi=UNIT, n=sizes(1, 5))
    return fuzz_route(estimator_exact, box, examples, seed, "pi_hat unbiased, Var = lam(1-lam)/(n(p+q-1)^2)",
                      progress)


@claim("holohan.estimator", "the estimator of pi and its error (as recalled)", expected="holds", universal=True,
       formal=Prose("the variance of a mean of n reports is a sum over the binomial law of n reports, for every n: "
                    "no relation between fixed variables; symbolic for the mean, exact fuzzing for n = 1..5."))
def estimator(ctx):
    """(As recalled.) With lam_hat the fraction of 1s among n reports, pi_hat = (lam_hat - (1 - p))/(p + q - 1)
    (p + q != 1) is unbiased for pi, and Var pi_hat = lam (1 - lam)/(n (p + q - 1)^2), lam = pi q + (1 - pi)(1 - p)."""
    P, Q, PI = sp.symbols("p q pi")
    L = PI * Q + (1 - PI) * (1 - P)
    symbolic = identity((L - (1 - P)) / (P + Q - 1), PI, "(lam - (1 - p))/(p + q - 1) == pi")
    fuzz, counterexample = estimator_fuzz(ctx.fuzz_examples, ctx.seed)
    return judged({"symbolic": symbolic, "fuzz": fuzz}, counterexample, ("fuzz",),
                  "the exact binomial law's mean or variance differs from the stated one")


# --------------------------------------------------------------------------------------------------------------------
# 4. strict (pure) DP: Warner's mechanism p = q = e^eps/(e^eps + 1) is optimal for every pi

def strict_exact(x) -> Outcome:
    """At a point of the eps-DP region (a convex combination of its vertices) and a pi, Warner's variance is
    at most the point's."""
    E, pi = x["E"], x["pi"]
    p, q = combination(x["w"], corners(E, Fraction(0)))
    w = p_star(E)
    if p + q == 1:
        return Outcome(True, {"(p, q)": f"({p}, {q})", "note": "p + q = 1: pi_hat undefined (infinite variance)"})
    ours, theirs = variance(w, w, pi), variance(p, q, pi)
    return Outcome(ours <= theirs, {"(p, q)": f"({p}, {q})", "Var at (p, q)": theirs, "Var at Warner's p*": ours})


def strict_fuzz(examples, seed, progress=None):
    box = parameters(E=privacy_bases(6, strict=True), pi=UNIT, w=distributions(8))
    return fuzz_route(strict_exact, box, examples, seed, "Warner's p* minimises Var pi_hat for every pi", progress)


def certify_strict(params: dict):
    """max min(p, q) over eps-DP 2 x 2 mechanisms (the `mechanism` family, privacy ldp: binary DP is LDP)."""
    return certify_family("mechanism", "holohan.strict-optimal", n=2, m=2, privacy="ldp", E=params["E"],
                          objective="min-diagonal")


@claim("holohan.strict-optimal", "the strict (eps-DP) case: the optimal mechanism is Warner's (as recalled)",
       expected="holds", universal=True, formal=thm_strict.STRICT_OPTIMUM)
def strict_optimal(ctx):
    """(As recalled.) Under eps-DP (eps > 0) the mechanism p = q = e^eps/(e^eps + 1) (Warner's RR at that p)
    minimises Var pi_hat for every pi in [0, 1] among all eps-DP binary mechanisms with p + q > 1 (p + q < 1 is one
    of them with the outputs relabelled; p + q = 1 reveals nothing); it maximises min(p, q), with optimum
    e^eps/(e^eps + 1), and p + q, with optimum 2 e^eps/(e^eps + 1)."""
    lp_ok, certificates, counterexample = [], [], None
    for E in (Fraction(1), Fraction(3, 2), Fraction(2), Fraction(5)):
        result = certify_strict({"E": E})
        certificates.append(ctx.save_certificate(result.certificate, f"min-diag_E{E.numerator}-{E.denominator}"))
        linear = certify_family("mechanism", "holohan.strict-optimal", n=2, m=2, privacy="ldp", E=E,
                                objective="linear", U=[[1, 0], [0, 1]])
        certificates.append(ctx.save_certificate(linear.certificate, f"sum_E{E.numerator}-{E.denominator}"))
        ok = result.value == p_star(E) and linear.value == 2 * p_star(E)
        lp_ok.append(ok)
        if not ok and counterexample is None:
            counterexample = {"E": str(E), "certified max min(p, q)": str(result.value),
                              "certified max p + q": str(linear.value), "stated": str(p_star(E))}
    lp = RouteResult.of(all(lp_ok), f"certified max min(p, q) == E/(E + 1) and max p + q == 2E/(E + 1) at "
                                    f"{len(lp_ok)} E in {{1, 3/2, 2, 5}}")
    # Why (p + q > 1): with s = p + q - 1 and the DP rows h1 = E(1 - p) - q >= 0, h2 = E(1 - q) - p >= 0,
    # Var(p, q) - Var(Warner) = [(1 - pi)(h1 h2 + E s h1 + s h2) + pi (h1 h2 + E s h2 + s h1)]/(s^2 (E - 1)^2) >= 0
    P, Q, PI, Es = sp.symbols("p q pi E", positive=True)
    S, W = P + Q - 1, Es / (Es + 1)
    L, LW = PI * Q + (1 - PI) * (1 - P), PI * W + (1 - PI) * (1 - W)
    h1, h2 = Es * (1 - P) - Q, Es * (1 - Q) - P
    warner_var = identity(LW * (1 - LW) / (2 * W - 1) ** 2, Es / (Es - 1) ** 2 + PI * (1 - PI),
                          "Var(Warner) == E/(E - 1)^2 + pi (1 - pi)")
    cleared = identity((Es - 1) ** 2 * L * (1 - L) - (Es + PI * (1 - PI) * (Es - 1) ** 2) * S ** 2,
                       (1 - PI) * (h1 * h2 + Es * S * h1 + S * h2) + PI * (h1 * h2 + Es * S * h2 + S * h1),
                       "s^2 (E - 1)^2 (Var(p, q) - Var(Warner)) == products of DP rows")
    symbolic = RouteResult.of(warner_var.status == cleared.status == "pass", f"{warner_var.detail}; {cleared.detail}")
    proof_route, artefact = thm_strict.proof("holohan.strict-optimal").route(ctx.out_dir, "holohan_strict_optimal")
    certificates.append(artefact)
    fuzz, fuzz_counterexample = strict_fuzz(ctx.fuzz_examples, ctx.seed)
    return judged({"proof": proof_route, "lp": lp, "symbolic": symbolic, "fuzz": fuzz},
                  counterexample or fuzz_counterexample, ("lp", "fuzz"),
                  "a certified optimum, or an exact variance, differs from the stated one", certificates=certificates)


# --------------------------------------------------------------------------------------------------------------------
# 5. relaxed (eps, delta)-DP: the optimum (e^eps + delta)/(e^eps + 1), proved for every parameter

RELAXED_POINTS = [(E, d) for E in (Fraction(1), Fraction(3, 2), Fraction(2), Fraction(5))
                  for d in (Fraction(0), Fraction(1, 10), Fraction(1, 2), Fraction(1))]


def certify_relaxed(params: dict):
    """max min(p, q) over (eps, delta)-DP 2 x 2 mechanisms: family `mechanism`, privacy dp over both ordered pairs."""
    return certify_family("mechanism", "holohan.relaxed-optimum", n=2, m=2, privacy="dp", E=params["E"],
                          adjacency=[(1, 2), (2, 1)], delta=params["delta"], objective="min-diagonal")


def relaxed_exact(x) -> Outcome:
    """At a point of the region (vertices combined) min(p, q) <= p*, p + q <= 2 p*, and its worst-case variance over
    pi is at least the symmetric mechanism's; the symmetric mechanism is (eps, delta)-DP."""
    E, d = x["E"], x["delta"]
    p, q = combination(x["w"], corners(E, d))
    s = p_star(E, d)
    sides = {"(p, q)": f"({p}, {q})", "p*": s, "min(p, q)": min(p, q), "p + q": p + q,
             "delta of (p*, p*)": delta_of(s, s, E)}
    ok = min(p, q) <= s and p + q <= 2 * s and delta_of(s, s, E) <= d
    if 2 * s != 1 and p + q != 1:
        sides["worst Var at (p, q)"], sides["worst Var at p*"] = worst_variance(p, q), worst_variance(s, s)
        ok = ok and worst_variance(s, s) <= worst_variance(p, q)
    return Outcome(ok, sides)


def relaxed_fuzz(examples, seed, progress=None):
    box = parameters(E=privacy_bases(6), delta=deltas(), w=distributions(8))
    return fuzz_route(relaxed_exact, box, examples, seed, "p* optimal: min diagonal, p + q, worst-case variance",
                      progress)


@claim("holohan.relaxed-optimum", "the relaxed ((eps, delta)-DP) case: the optimal symmetric mechanism (as recalled)",
       expected="holds", universal=True, formal=thm_relaxed.RELAXED_OPTIMUM)
def relaxed_optimum(ctx):
    """(As recalled.) Under (eps, delta)-DP (0 <= delta <= 1) every binary mechanism has min(p, q) <= p* and
    p + q <= 2 p*, p* = (e^eps + delta)/(e^eps + 1), and p = q = p* is (eps, delta)-DP: it maximises the
    probability of a truthful response and minimises the worst case over pi of Var pi_hat,
    (e^eps + 1)^2/(4 n (e^eps - 1 + 2 delta)^2)."""
    Es, ds = sp.symbols("E delta", positive=True)
    s = (Es + ds) / (Es + 1)
    symbolic = identity(1 / (4 * (2 * s - 1) ** 2), (Es + 1) ** 2 / (4 * (Es - 1 + 2 * ds) ** 2),
                        "1/(4 (2 p* - 1)^2) == (E + 1)^2/(4 (E - 1 + 2 delta)^2)")
    proof_route, artefact = thm_relaxed.proof("holohan.relaxed-optimum").route(ctx.out_dir, "holohan_relaxed_optimum")
    lp_ok, certificates, counterexample = [], [artefact], None
    for E, d in RELAXED_POINTS:
        result = certify_relaxed({"E": E, "delta": d})
        name = f"E{E.numerator}-{E.denominator}_d{d.numerator}-{d.denominator}"
        certificates.append(ctx.save_certificate(result.certificate, name))
        lp_ok.append(result.value == p_star(E, d))
        if result.value != p_star(E, d) and counterexample is None:
            counterexample = {"E": str(E), "delta": str(d), "certified": str(result.value),
                              "stated": str(p_star(E, d))}
    lp = RouteResult.of(all(lp_ok), f"certified max min(p, q) == (E + delta)/(E + 1) at {len(lp_ok)} (E, delta), "
                                    "E in {1, 3/2, 2, 5}, delta in {0, 1/10, 1/2, 1}")
    fuzz, fuzz_counterexample = relaxed_fuzz(ctx.fuzz_examples, ctx.seed)
    return judged({"proof": proof_route, "symbolic": symbolic, "lp": lp, "fuzz": fuzz},
                  counterexample or fuzz_counterexample, ("lp", "fuzz"),
                  "a certified optimum, or an exact point of the region, contradicts the stated optimum",
                  certificates=certificates)


# --------------------------------------------------------------------------------------------------------------------
# 6. relaxed DP, fixed pi: the optimum is one of three vertices, and which one depends on pi

def vertices_exact(x) -> Outcome:
    """At a point of the (eps, delta) region and a pi, the best of the three vertices (p*, p*), (delta, 1), (1, delta)
    has a variance at most the point's."""
    E, d, pi = x["E"], x["delta"], x["pi"]
    p, q = combination(x["w"], corners(E, d))
    s = p_star(E, d)
    candidates = {"(p*, p*)": (s, s), "(delta, 1)": (d, Fraction(1)), "(1, delta)": (Fraction(1), d)}
    best = min(variance(a, b, pi) for a, b in candidates.values())
    if p + q == 1:
        return Outcome(True, {"(p, q)": f"({p}, {q})", "note": "p + q = 1: pi_hat undefined (infinite variance)"})
    here = variance(p, q, pi)
    return Outcome(best <= here, {"(p, q)": f"({p}, {q})", "Var at (p, q)": here, "best vertex Var": best})


def vertices_fuzz(examples, seed, progress=None):
    box = parameters(E=privacy_bases(6), delta=rationals(0, 1, open_lo=True), pi=UNIT, w=distributions(8))
    return fuzz_route(vertices_exact, box, examples, seed, "the optimum for a given pi is one of three vertices",
                      progress)


@claim("holohan.relaxed-depends-on-pi", "the relaxed case: optimal mechanism(s) depending on pi (as recalled)",
       expected="holds", universal=True,
       formal=Prose("a minimum over the region of a rational function for every pi, and an existence statement "
                    "(a pi where the symmetric mechanism is beaten); decided by exact fuzzing and an exact witness."))
def relaxed_depends_on_pi(ctx):
    """(As recalled: the abstract's 'optimal mechanism(s)'.) Under (eps, delta)-DP with delta > 0, for each pi the
    variance of pi_hat is minimised at one of (p*, p*), (delta, 1), (1, delta); and, unlike the strict case, for
    0 < delta < 1 the symmetric mechanism is not optimal for every pi: at pi = 0 the (eps, delta)-DP mechanism
    (1, delta) has variance 0 and the symmetric one a positive variance (at delta = 1 both are the identity)."""
    witnesses = []
    for E in (Fraction(1), Fraction(2), Fraction(5)):
        for d in (Fraction(1, 10), Fraction(1, 2), Fraction(9, 10)):
            s = p_star(E, d)
            witnesses.append(delta_of(1, d, E) <= d and variance(1, d, 0) == 0 < variance(s, s, 0))
    exact = RouteResult.of(all(witnesses), f"(1, delta) is (eps, delta)-DP with Var 0 at pi = 0 < the symmetric "
                                           f"mechanism's, at {len(witnesses)} (E, delta)")
    fuzz, counterexample = vertices_fuzz(ctx.fuzz_examples, ctx.seed)
    return judged({"exact": exact, "fuzz": fuzz}, counterexample, ("fuzz",),
                  "a point of the region beats the three vertices at that pi")


# --------------------------------------------------------------------------------------------------------------------
# 7. Warner's original RR (p = q)

def warner_exact(x) -> Outcome:
    E, d, p, pi = x["E"], x["delta"], x["p"], x["pi"]
    lo, hi = (1 - d) / (E + 1), p_star(E, d)
    dp, interval = delta_of(p, p, E) <= d, lo <= p <= hi
    sides = {"DP by definition": dp, "p in [(1 - delta)/(E + 1), p*]": interval}
    ok = dp == interval
    if dp and p != Fraction(1, 2) and hi != Fraction(1, 2):
        sides["Var at p"], sides["Var at p*"] = variance(p, p, pi), variance(hi, hi, pi)
        ok = ok and variance(hi, hi, pi) <= variance(p, p, pi)
    return Outcome(ok, sides)


def warner_fuzz(examples, seed, progress=None):
    box = parameters(E=privacy_bases(6), delta=deltas(), p=UNIT, pi=UNIT)
    return fuzz_route(warner_exact, box, examples, seed, "Warner's RR: DP interval, p* optimal for every pi", progress)


@claim("holohan.warner", "the special case of Warner's original RR (as recalled)", expected="holds", universal=True,
       formal=Prose("an iff (DP by the definition, a maximum over output sets) and a comparison for every pi; "
                    "decided by exact fuzzing."))
def warner(ctx):
    """(As recalled.) Warner's RR (p = q) is (eps, delta)-DP iff (1 - delta)/(e^eps + 1) <= p <= p*, and
    p = p* = (e^eps + delta)/(e^eps + 1) minimises Var pi_hat among them for every pi (when p* != 1/2)."""
    fuzz, counterexample = warner_fuzz(ctx.fuzz_examples, ctx.seed)
    return judged({"fuzz": fuzz}, counterexample, ("fuzz",),
                  "the DP interval or the optimality of p* fails at the point")


# --------------------------------------------------------------------------------------------------------------------
# 8. k-ary randomised response

def k_ary_optimum(k, E, d) -> Fraction:
    """(E + (k - 1) delta)/(E + k - 1): k-RR's largest truthful probability under (eps, delta)-DP."""
    return (E + (k - 1) * d) / (E + k - 1)


def certify_k_ary(params: dict):
    k = params["k"]
    pairs = [(a, b) for a in range(1, k + 1) for b in range(1, k + 1) if a != b]
    return certify_family("mechanism", "holohan.k-ary", n=k, m=k, privacy="dp", E=params["E"], adjacency=pairs,
                          delta=params["delta"], objective="min-diagonal")


def k_rr(k, diagonal) -> list:
    off = (1 - diagonal) / (k - 1)
    return [[diagonal if x == y else off for y in range(k)] for x in range(k)]


@claim("holohan.k-ary", "k-ary randomised response (as recalled; the paper may state the binary case only)",
       expected="holds", universal=True,
       formal=Prose("a maximum over every k x k mechanism for every k (n, m up to 40 in the certified family); "
                    "certified at instances, no artefact over k."))
def k_ary(ctx):
    """(As recalled.) For k inputs and outputs under (eps, delta)-DP between every pair of inputs, the largest
    minimum probability of a truthful report is (e^eps + (k - 1) delta)/(e^eps + k - 1), attained by k-RR with
    that diagonal; at k = 2 it is p* = (e^eps + delta)/(e^eps + 1)."""
    lp_ok, attained, certificates, counterexample = [], [], [], None
    for k in (2, 3, 4):
        for E in (Fraction(3, 2), Fraction(2), Fraction(5)):
            for d in (Fraction(0), Fraction(1, 10), Fraction(1, 2)):
                result = certify_k_ary({"k": k, "E": E, "delta": d})
                name = f"k{k}_E{E.numerator}-{E.denominator}_d{d.numerator}-{d.denominator}"
                certificates.append(ctx.save_certificate(result.certificate, name))
                stated = k_ary_optimum(k, E, d)
                lp_ok.append(result.value == stated)
                pairs = [(a, b) for a in range(k) for b in range(k) if a != b]
                attained.append(smallest_delta(k_rr(k, stated), E, pairs) <= d)
                if result.value != stated and counterexample is None:
                    counterexample = {"k": k, "E": str(E), "delta": str(d), "certified": str(result.value),
                                      "stated": str(stated)}
    return judged({"lp": RouteResult.of(all(lp_ok), f"certified optimum == (E + (k-1) delta)/(E + k - 1) at "
                                                      f"{len(lp_ok)} (k, E, delta), k = 2..4"),
                   "exact": RouteResult.of(all(attained), "k-RR with that diagonal is (eps, delta)-DP (definition)")},
                  counterexample, ("lp",), "a certified optimum differs from the stated one", certificates=certificates)


attach("holohan.dp-constraints", fuzz=dp_linear_fuzz)
attach("holohan.feasible-region", fuzz=region_fuzz)
attach("holohan.estimator", fuzz=estimator_fuzz)
attach("holohan.strict-optimal", fuzz=strict_fuzz, certify=certify_strict, parameters={"E": privacy_base},
       stated_value=lambda x: p_star(x["E"]))
attach("holohan.relaxed-optimum", fuzz=relaxed_fuzz, certify=certify_relaxed,
       parameters={"E": privacy_base, "delta": probability}, stated_value=lambda x: p_star(x["E"], x["delta"]))
attach("holohan.relaxed-depends-on-pi", fuzz=vertices_fuzz)
attach("holohan.warner", fuzz=warner_fuzz)
attach("holohan.k-ary", certify=certify_k_ary,
       parameters={"k": integers(2, 12), "E": privacy_base, "delta": probability},
       stated_value=lambda x: k_ary_optimum(x["k"], x["E"], x["delta"]))
