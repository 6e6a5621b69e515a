"""Paper 004 — Extremal (staircase) mechanisms for local differential privacy.

k = |X| inputs, priors P0, P1 positive, E = e^eps rational on the exact routes. The pattern LP (11):
max sum_j mu(S_j) theta_j s.t. S^(k) theta = 1, theta >= 0 over the 2^k patterns S_j in {1, E}^k.
Rational utilities (TV) get ordinary certificates; KL's are enclosed in arb balls, and a basis is
proved optimal by exact primal feasibility plus dual feasibility decided in ball arithmetic.
"""
from __future__ import annotations

import functools
import math
import operator
from fractions import Fraction


from workbench import strategies
from workbench.balls import ball, lower as ball_lower, upper as ball_upper
from workbench.claims import Evidence, RouteResult, claim, closed_form, sample
from workbench.formal import Prose, Statement
from workbench.fuzz import fuzz_route
from workbench.lp.families import staircase_lp
from workbench.mechanisms.kernels import inverse
from workbench.mechanisms.ldp import ldp_level, ldp_polytope, used_outputs
from workbench.mechanisms.named import randomized_response
from workbench.statement import find_violation
from workbench.mechanisms.pml import kl_divergence, push, total_variation
from workbench.mechanisms.staircase import (binary_mechanism, geometric_mechanism, kl_utility, mechanism_from_patterns,
                                            pattern, pattern_matrix, piecewise_shift_ratios, staircase_noise_pieces,
                                            staircase_noise_pmf, tv_utility)
from workbench.polytope import vertices
from workbench.proof import built_route
from workbench.lazy import lazy

np, sp, st = lazy("numpy"), lazy("sympy"), lazy("hypothesis.strategies")
flint = lazy("flint")
pipeline = lazy("workbench.lp.pipeline")   # the solver side (flint, HiGHS) loads when a route runs
symbolic = lazy("workbench.symbolic")
thm6 = lazy("proofs.staircase.thm6")   # these proof modules import SymPy: loaded when a proof route runs
merge_invariance_proofs = lazy("proofs.staircase.merge_invariance")
ldp_extremes_proofs = lazy("proofs.staircase.ldp_extremes")
geometric_proofs = lazy("proofs.staircase.geometric")
global_special_case_proofs = lazy("proofs.staircase.global_special_case")
patterns_proofs = lazy("proofs.staircase.patterns")
sublinear_proofs = lazy("proofs.staircase.sublinear")
geng_viswanath_proofs = lazy("proofs.staircase.geng_viswanath")
eq22_kl = lazy("proofs.staircase.eq22_kl")      # (22) with named facts about log


F = Fraction
PAPER_ORDER = ("staircase.ldp-extremes", "staircase.quadratic-high-privacy", "staircase.definition",
               "staircase.global-special-case", "staircase.geng-viswanath", "staircase.patterns", "staircase.lp",
               "staircase.convex-alphabet", "staircase.merge-invariance",
               "staircase.sublinear", "staircase.blackwell", "staircase.binary-tv", "staircase.binary-high-privacy",
               "staircase.binary-kl-factor", "staircase.rr", "staircase.rr-ties", "staircase.geometric",
               "staircase.beats-geometric", "staircase.figures", "staircase.figure-regimes", "staircase.kl-converse",
               "staircase.mi-small-eps", "staircase.rr-kl-expansion")


# The claims' formal statements (workbench.formal): what a proof's goals must state for "proved for every parameter".
# staircase.definition, corrected: a ratio r = Q(y|x)/Q(y|x') in {e^-eps, 1, e^eps} gives the eps-LDP inequality
# Q(y|x) = r Q(y|x') <= e^eps Q(y|x'), for every E = e^eps >= 1 and every v = Q(y|x') >= 0 (eps-LDP is that inequality
# at every entry pair, so this is the claim for every staircase mechanism, whatever its size).
# (r = e^eps itself gives E v <= E v, which states nothing: SymPy has made its sides one expression.)
DEFINITION = Statement("E v", asserts=lambda E, v: [(r * v, "<=", E * v) for r in (1 / E, sp.Integer(1))],
                       domain={"E": 1})
# staircase.ldp-extremes with one indexed family (the replayer's indexed sums): for inputs x, x' and output y, u =
# Q(y|x), v = Q(y|x'): 0-LDP at the pair (E = 1: u <= v and v <= u) iff the entries are equal (rows equal, pair by pair);
# then, for every prior and input x, p = P(x), q = Q(y|x), the family is the k - 1 other inputs x' with P = P(x') and
# w = Q(y|x') = q (equal rows, per input), W = sum P(x') (p + W = 1), R = sum P(x') Q(y|x'), so Q(y) = p q + R and
# P(x, y) = p q = P(x) Q(y); the identity has a = Q(y|y) = 1, b = Q(y|x') = 0, so a <= E b fails for every finite E.
LDP_EXTREMES = Statement(
    "E u v p q n W R a b", indexed="P w", count="n", sums={"W": lambda P, w: P, "R": lambda P, w: P * w},
    asserts=lambda E, u, v, p, q, n, W, R, a, b, P, w: [
        (u, "=", v, [(u, "<=", v), (v, "<=", u)]), (u, "<=", v, [(u, ">=", v), (u, "<=", v)]),
        (p * q, "=", p * (p * q + R), [(w, ">=", q), (w, "<=", q)]), (a, ">", E * b, [(a, ">=", 1), (b, "<=", 0)])],
    assume=lambda E, u, v, p, q, n, W, R, a, b, P, w: [(p + W, ">=", 1), (p + W, "<=", 1)], domain={"E": 1, "n": 1})
# The others need more than relations between fixed real variables, one indexed family and an induction in one index;
# each reason says what no replayable artefact reaches (their proofs, where there is one, stay not complete: issue 22,
# point 6).
PROSE = {claim_id: Prose(reason) for claim_id, reason in {
    "staircase.quadratic-high-privacy": "a Taylor expansion, D = (1/2) eps^2 TV^2 + O(eps^3), of the binary "
                                        "mechanism's KL divergence (logarithms of eps-dependent masses) as eps -> 0: "
                                        "a limit with an O-term, and no proof route replays it.",
    "staircase.patterns": "S^(k) has 2^k distinct columns (a count of the subsets of k rows, distinctness an "
                          "inequality between every pair of columns) and every staircase mechanism is S^(k) Theta (an "
                          "existence of Theta >= 0, a product of a k x 2^k and a 2^k x |Y| matrix: sums at two "
                          "indices): counting, existence and matrix products of any size are no replayer construct. "
                          "The artefact's goals are one column entry's case r = 1/E.",
    "staircase.lp": "the pattern LP (11) equals the optimum over all eps-LDP mechanisms for every k and every "
                    "sublinear mu: an optimisation over mechanisms of every size and over utility functions; the "
                    "certified LPs cover k <= 4 against all mechanisms and (11) alone up to k = 12, and no replayable "
                    "artefact quantifies over k or mu.",
    "staircase.convex-alphabet": "every convex utility of the mechanism (a function, quantified) attains its maximum "
                                 "with at most |X| outputs, for every k: decided through the exact vertices of "
                                 "D_{eps,ell} for k <= 3, ell <= k + 3; no replayable artefact quantifies over k, ell "
                                 "or the utility.",
    "staircase.merge-invariance": "the utility sum_y mu(Q_y) is kept for every positively homogeneous mu, a function, "
                                  "quantified (a Statement quantifies over real variables; the artefact enters mu's "
                                  "homogeneity as hypotheses m1 = t m on named values), and re-indexing the outputs is "
                                  "a permutation of an index set: neither is a replayer construct. The level's part, "
                                  "per entry pair t u <= E t v iff u <= E v for t > 0, is within reach of cases and is "
                                  "not stated apart.",
    "staircase.sublinear": "the perspective w f(z/w) is convex and positively homogeneous for every convex f (a "
                           "function, quantified, whose convexity enters the artefact as a hypothesis at one point) "
                           "and columns of every length k: a Statement quantifies over real variables, not over "
                           "functions.",
    "staircase.blackwell": "an existence statement, for sufficiently small eps (a threshold depending on the priors), "
                           "about simulating every eps-LDP mechanism of every size from the binary one: checked "
                           "exactly for three prior pairs, and no replayable artefact quantifies over priors or k.",
    "staircase.binary-tv": "optimality of the binary mechanism over every eps-LDP mechanism with any outputs (a "
                           "maximum over mechanisms of every size), for priors on k inputs for every k: TV(M0, M1) is "
                           "a sum over the outputs of absolute values of sums over the inputs (two indices, a maximum "
                           "per output), and the LDP inequalities are summed over an event chosen by sign: no replayer "
                           "construct. The artefact reduces it to named sums (s+, s-, t, a, b).",
    "staircase.binary-high-privacy": "an existence statement (a threshold eps*(P0, P1) > 0 common to every "
                                     "f-divergence) about optimality over all eps-LDP mechanisms: it quantifies over "
                                     "f-divergences and mechanisms and is decided per prior pair in arb; no "
                                     "replayable artefact.",
    "staircase.binary-kl-factor": "OPT is a supremum of KL divergences over all eps-LDP mechanisms with any outputs "
                                  "(a supremum over mechanisms) and BIN the binary mechanism's KL, whose terms are "
                                  "logs of quotients of masses that are sums over an event of the inputs (two levels): "
                                  "no replayer construct. The artefact names OPT and BIN as variables and takes OPT <= "
                                  "(E - 1)^2 TV^2 (staircase.kl-converse, prose) and the summed per-output bound as "
                                  "hypotheses.",
    "staircase.rr": "KL optimality of randomized response over all eps-LDP mechanisms for eps above a "
                    "prior-dependent threshold eps*(P0, P1), for every k: logarithmic objectives decided per prior "
                    "pair in arb, and no replayable artefact.",
    "staircase.rr-ties": "Thm. 8 corrected (pairwise distinct likelihood ratios) and its failure with ties: KL "
                         "optimality over all mechanisms for every large eps, for every k and prior pair, decided per "
                         "prior pair in arb (basis certificates); no replayable artefact.",
    "staircase.geometric": "the rows of the k x k truncated geometric mechanism sum to 1 and its level is a^-(k-1), "
                           "for every k: a row's sum is two geometric sums split at the input x, of powers a^|y - x| "
                           "with exponents in two integer indices (x and y), and the level compares exponents over "
                           "every pair of inputs; the replayer's inductions have one integer index and no sequence is "
                           "indexed by two. The artefact names the partial sums G(n) and the powers as variables with "
                           "hypotheses.",
    "staircase.kl-converse": "D(M0||M1) <= C (e^eps - 1)^2 TV^2 for every eps-LDP mechanism with any outputs and "
                             "priors on k inputs for every k: D is a sum over the outputs of logs of quotients of "
                             "masses that are sums over the inputs (a log of a quotient of sums, two levels) and TV a "
                             "sum of absolute values: no replayer construct. The artefact names D, s and the "
                             "per-output masses.",
    "staircase.mi-small-eps": "an expansion I(X;Y) <= (1/2) eps^2 max_A P(A)P(A^c) + O(eps^3) over all eps-LDP "
                              "mechanisms, with a maximum over the subsets A of the inputs: an O-term as eps -> 0 "
                              "and a quantifier over mechanisms; no proof route.",
    "staircase.rr-kl-expansion": "an expansion D(M0||M1) = D(P0||P1) - G e^-eps + O(e^-2eps), G a sum over the k "
                                 "inputs, as eps -> infinity: a limit with an O-term for priors of every size, checked "
                                 "symbolically at two prior pairs; no replayable artefact.",
    "staircase.global-special-case": "the neighbour ratios Q(y|x)/Q(y|x + 1) of the k x k truncated geometric "
                                     "mechanism, for every k, x and y, are a^|y - x|/a^|y - x - 1| (the column's "
                                     "normalisation cancels): powers whose exponents are absolute values of "
                                     "differences of two integer indices, while a Statement's sequences are indexed by "
                                     "one integer and read at it; tying a sequence's index to |y - x| for every pair "
                                     "(x, y) is no replayer construct. The artefact names the powers (z = a^n) and "
                                     "states the case split.",
    "staircase.geng-viswanath": "Geng and Viswanath's density f_gamma on the reals and pmf P_r on the integers, for "
                                "every Delta, gamma and r: their masses are infinite sums (limits of partial sums), "
                                "the step counts h(|t|) floors of real quotients and the neighbours windows of "
                                "integers: neither a series, a floor nor a window is a replayer construct. The "
                                "artefact names the mass S, z and the step points.",
}.items()}


def priors(max_k: int = 5):
    """(P0, P1, E): positive rational priors on k = 2..max_k inputs, E in [1, 8]."""
    def positive(k):
        return st.lists(st.integers(1, 9), min_size=k, max_size=k).map(lambda w: [F(v, sum(w)) for v in w])
    return st.integers(2, max_k).flatmap(lambda k: st.fixed_dictionaries(
        {"P0": positive(k), "P1": positive(k), "E": strategies.privacy_bases(8)}))


def pattern_optimum(P0, P1, E, utility=tv_utility, claim_id="staircase.lp"):
    k = len(P0)
    return pipeline.certify_family("staircase", claim_id, k=k, E=E, U=[utility(P0, P1)(column) for column in pattern_matrix(k, E)])


@sample("certificate", "staircase")
def staircase_sample() -> dict:
    """The staircase LP's certificate at P0 = (1/2, 1/3, 1/6), P1 = (1/6, 1/3, 1/2), e^eps = 3/2 (make mutants)."""
    F = Fraction
    return pattern_optimum([F(1, 2), F(1, 3), F(1, 6)], [F(1, 6), F(1, 3), F(1, 2)], F(3, 2)).certificate


# --------------------------------------------------------------------------- Section 2
def _reason_route(claim_id: str, corrected: bool = False) -> RouteResult:
    """The reason route (workbench.reasons) over the clauses proofs/staircase/reasons.py registers for `claim_id`
    (`corrected`: the citations as corrected): do the premises each "since / by / from" clause cites give its step?"""
    from workbench import reasons as reason_checks
    from . import reasons as cited
    return reason_checks.route((cited.CORRECTED if corrected else cited.BY_CLAIM)[claim_id], cited.points)


@claim("staircase.definition", "(9) and the text before it", expected="holds-with-correction", universal=True,
       formal=DEFINITION)
def definition(ctx):
    """A staircase mechanism's log-likelihood ratios satisfy |log Q(y|x)/Q(y|x')| in {0, e^eps}; every
    staircase mechanism is eps-LDP."""
    # As printed: Q = [[4/5, 1/5], [1/5, 4/5]] has |log ratio| in {0, log 4}; with e^eps = log 4 it is
    # a staircase mechanism by (9), but its LDP level log 4 exceeds eps = log log 4.
    eps = flint.arb(4).log().log()
    printed_ldp = flint.arb(4).log() <= eps
    x = sp.symbols("x", real=True)
    lowest = sp.minimum(sp.exp(x) - x, x, sp.Interval(0, sp.oo))   # a log-ratio e^eps minus the allowed eps
    routes = {"exact": RouteResult.of(bool(printed_ldp), "Q = [[4/5, 1/5], [1/5, 4/5]], e^eps = log 4: (9) as "
                                                         "printed admits it, yet LDP(Q) = log 4 > eps = log log 4 "
                                                         "(arb)"),
              "symbolic": RouteResult.of(not lowest > 0, f"min over eps >= 0 of e^eps - eps is {lowest} > 0: a "
                                                         "log-ratio equal to e^eps always breaks eps-LDP")}

    def corrected(x):
        P0, P1, E = x["P0"], x["P1"], x["E"]
        k = len(P0)
        theta = pattern_optimum(P0, P1, E).primal
        Q = mechanism_from_patterns(k, E, {m: theta[f"theta_{m}"] for m in range(2 ** k)})
        ratios = {Q[a][y] / Q[b][y] for y in range(len(Q[0])) for a in range(k) for b in range(k)}
        return ratios <= {1 / E, F(1), E} and ldp_level(Q).E <= E and all(sum(row) == 1 for row in Q)
    route, counterexample = fuzz_route(corrected, priors(4), ctx.fuzz_examples, ctx.seed,
                                       "staircase mechanisms S diag(theta) (certified LP vertices): every ratio in "
                                       "{1/E, 1, E}, i.e. |log ratio| in {0, eps}, rows sum to 1, exact LDP level <= E")
    correction_routes = {"fuzz": route}
    correction_routes["proof"], path = staircase_ldp_proof().route(ctx.out_dir, "staircase_definition")
    # "since any Q satisfying (9) implies Q(y|x)/Q(y|x') <= e^eps": with (9) as printed the same witness; as intended
    # (|log ratio| in {0, eps}) none (proofs/staircase/reasons.py)
    routes["reason"] = _reason_route("staircase.definition")
    correction_routes["reason"] = _reason_route("staircase.definition", corrected=True)
    return Evidence(routes, {"Q": [["4/5", "1/5"], ["1/5", "4/5"]], "e^eps": "log 4", "LDP(Q)": "log 4"},
                    certificates=[path],
                    correction="|log Q(y|x)/Q(y|x')| in {0, eps} (not e^eps); with that, every staircase mechanism "
                               "is eps-LDP. The printed text is false for every eps >= 0 (symbolic: e^eps > eps, so "
                               "the binary mechanism with log-ratio e^eps is admitted and not eps-LDP); the corrected "
                               "implication is immediate for every eps (a ratio in {e^-eps, 1, e^eps} is <= e^eps); "
                               "the fuzz route checks, at k = 4, that certified LP vertices S diag(theta) are such "
                               "mechanisms; the implication is also a replayed proof for every eps (build/proofs/"
                               "staircase_definition.json).",
                    correction_routes=correction_routes,
                    printed_statement=False, severity="typo",
                    statement_evidence={"shows": "as printed (the sentence before (9): log-ratios in {0, e^eps}, "
                                                 "'staircase mechanisms are eps-LDP'), a mechanism the text admits "
                                                 "breaks eps-LDP, at e^eps = log 4 and, by e^eps > eps, at every eps; "
                                                 "Sec. 2's later {e^-eps, 1, e^eps} shows the intended eps",
                                        "routes": {"exact": routes["exact"], "symbolic": routes["symbolic"]}})


def staircase_ldp_proof():
    """The corrected implication for every eps >= 0: a ratio r = Q(y|x)/Q(y|x') in {e^-eps, 1, e^eps} gives the
    eps-LDP inequality Q(y|x) = r Q(y|x') <= e^eps Q(y|x'), one goal per value of r but r = e^eps, where both sides
    are one formula (DEFINITION, the claim's formal statement)."""
    from workbench.proof import Proof
    E, v = sp.symbols("E v")
    proof = Proof("staircase.definition", [E, v],
                  "For every E = e^eps >= 1 and every pair of inputs x, x' and output y with v = Q(y|x') >= 0 (the "
                  "domain): if Q(y|x) = r v with r in {e^-eps, 1, e^eps} (the corrected (9): |log r| in {0, eps}; one "
                  "goal per value), then Q(y|x) = r v <= e^eps v. Over all x, x', y this is eps-LDP, so every "
                  "staircase mechanism is eps-LDP.",
                  "r = e^eps: E v <= E v, one formula on both sides (no goal states it); r = 1: E v - v = (E - 1) v; "
                  "r = e^-eps: E (E v - v/E) = (E^2 - 1) v; "
                  "(E - 1) v and (E^2 - 1) v are >= 0 on the domain (residuals, no hypothesis).",
                  domain={E: 1})
    proof.goal("r = 1: E v - r v >= 0", E * v - v)
    return proof.goal("r = e^-eps: E v - r v >= 0", E * v - v / E)


@claim("staircase.patterns", "Sec. 2, S^(k)", expected="holds", universal=True,
       formal=PROSE["staircase.patterns"])
def patterns(ctx):
    """The pattern matrix S^(k) has exactly 2^k columns with entries in {1, e^eps}; every staircase mechanism
    is S^(k) Theta (columns ordered and merged)."""
    wrong = [k for k in range(1, 11) for E in (F(3, 2), F(5))
             if k >= 2 and (len({tuple(c) for c in pattern_matrix(k, E)}) != 2 ** k
                            or any(v not in (1, E) for c in pattern_matrix(k, E) for v in c))]

    def decomposes(x):
        """A random staircase column (ratios in {1/E, 1, E}) is a multiple of its own pattern, and of no
        other except that the all-1 and all-E patterns are proportional."""
        k, E, scale, mask = len(x["P0"]), x["E"], x["P0"][0], x["mask"] % 2 ** len(x["P0"])
        column = [scale * v for v in pattern(mask, k, E)]
        proportional = [m for m in range(2 ** k) if len({c / p for c, p in zip(column, pattern(m, k, E))}) == 1]
        constant = {0, 2 ** k - 1}
        return E == 1 or proportional == [mask] or (mask in constant and set(proportional) == constant)
    route, counterexample = fuzz_route(decomposes, priors(8).flatmap(lambda x: st.fixed_dictionaries(
        {**{k: st.just(v) for k, v in x.items()}, "mask": st.integers(0, 255)})), 5 * ctx.fuzz_examples, ctx.seed,
        "a staircase column is a multiple of the pattern of its E entries and of no other (but the all-1 and "
        "all-E patterns are proportional: 2^k columns, 2^k - 1 directions)")
    proof, paths = built_route(patterns_proofs.patterns_proof, ctx.out_dir, "staircase_patterns")
    return Evidence({"exact": RouteResult.of(not wrong, "S^(k) for k = 2..10, E in {3/2, 5}: 2^k distinct columns, "
                                                        "entries in {1, E}"), "fuzz": route, "proof": proof,
                     "reason": _reason_route("staircase.patterns")},
                    {"k": wrong[0]} if wrong else counterexample, certificates=paths)


@claim("staircase.lp", "Thm. 2 and 4, LP (11)", expected="holds", universal=True,
       formal=PROSE["staircase.lp"])
def pattern_lp(ctx):
    """For sublinear mu, the pattern LP (11) equals the optimum over all eps-LDP mechanisms, and |Y| <= |X|
    outputs suffice."""
    def prop(x):
        P0, P1, E = x["P0"], x["P1"], x["E"]
        k = len(P0)
        pattern_value = pattern_optimum(P0, P1, E)
        direct = max(pipeline.certify_family("ldp-tv", "staircase.lp", E=E, a=a, P0=P0, P1=P1).value
                     for a in range(1, k))
        outputs = sum(1 for v in pattern_value.primal.values() if v > 0)
        return pattern_value.value == direct and outputs <= k
    route, counterexample = fuzz_route(prop, priors(4), ctx.fuzz_examples, ctx.seed,
                                       "TV: certified pattern LP (11) == certified LP over all eps-LDP k x k "
                                       "mechanisms (max over output events); the optimal vertex uses <= k patterns")
    # At scale: (11) itself, every one of the 2^k columns in the certificate, k = 3..12.
    import random
    rng, off = random.Random(ctx.seed), []
    for k in range(3, 13):
        ctx.progress(f"pattern LP k = {k} ({2 ** k} columns)")
        pair = [[F(rng.randint(1, 20)) for _ in range(k)] for _ in range(2)]
        P0, P1 = ([v / sum(w) for v in w] for w in pair)
        value = pattern_optimum(P0, P1, F(3, 2)).value
        if value != binary_tv(P0, P1, F(3, 2)):
            off.append({"k": k, "LP": str(value)})
    route.detail += f"; (11) certified with all 2^k columns for k = 3..12 (E = 3/2): {10 - len(off)} of 10 equal " \
                    f"the binary mechanism's TV"
    route.status = "fail" if off else route.status
    return Evidence({"lp": route}, counterexample or (off[0] if off else None))


# The sentence after Thm. 2: bounded output alphabets for every convex utility, decided through the vertices of
# the polytope D_{eps,ell} (a convex function's maximum over a polytope is attained at a vertex).
CONVEX_INSTANCES = ((2, F(3, 2)), (2, F(5)), (3, F(3, 2)), (3, F(5)))


@functools.lru_cache(maxsize=None)
def ldp_vertices(k: int, ell: int, E: Fraction) -> tuple[tuple[tuple[Fraction, ...], ...], ...]:
    """The vertices of D_{eps,ell} (cddlib, exact), each as its k x ell matrix Q[x][y]."""
    return tuple(tuple(tuple(v[x * ell:(x + 1) * ell]) for x in range(k))
                 for v in sorted(vertices(ldp_polytope(k, ell, E))))


def _integer_halfspaces(rows) -> list[tuple[list[int], int]]:
    """The same half-spaces a.x <= b with integer coefficients: each row times its (positive) denominator lcm."""
    scaled = []
    for a, b in rows:
        numerators, denominator = _over_common_denominator([*a, b])
        scaled.append((numerators[:-1], numerators[-1]))
    return scaled


def _is_vertex_on_integers(halfspaces, point) -> bool:
    """workbench.polytope.is_vertex (feasible, and the active rows have rank n) on integers: x -> D x (D the
    point's common denominator) maps {a.x <= b} onto {a.x <= D b} and vertices onto vertices; the rank is
    FLINT's exact integer rank instead of an elimination in Fractions."""
    x, D = _over_common_denominator(point)
    slacks = [b * D - sum(c * v for c, v in zip(a, x) if c) for a, b in halfspaces]
    if any(s < 0 for s in slacks):
        return False
    active = [a for (a, _), s in zip(halfspaces, slacks) if s == 0]
    return flint.fmpz_mat(len(active), len(x), [c for a in active for c in a]).rank() == len(x)


def widest_vertex(k: int, ell: int, E: Fraction) -> tuple[int, int]:
    """(the most outputs a vertex of D_{eps,ell} uses, how many vertices), with each cdd vertex confirmed by the
    independent rank test (feasible, active rows of rank k * ell)."""
    halfspaces = _integer_halfspaces(ldp_polytope(k, ell, E))
    found = ldp_vertices(k, ell, E)
    if not all(_is_vertex_on_integers(halfspaces, [v for row in Q for v in row]) for Q in found):
        raise AssertionError(f"cdd returned a point of D_eps,{ell} (k = {k}, E = {E}) that is not a vertex")
    return max(used_outputs(Q) for Q in found), len(found)


def convex_utility(kind: str, P0, P1, hinges):
    """A convex utility of the mechanism that ignores unused outputs and is not of the form (8):
    "l2": ||M0 - M1||_2^2 (a sum of non-homogeneous column terms), "linf": max_y |M0(y) - M1(y)| (a maximum,
    not a sum), "hinge": max_j sum_y max(0, a_j . Q_y - t_j) with t_j >= 0 (a maximum of non-homogeneous
    decomposable utilities), M_nu = P_nu^T Q."""
    def columns(Q):
        return [[row[y] for row in Q] for y in range(len(Q[0]))]

    def difference(Q):
        return [sum((p0 - p1) * q for p0, p1, q in zip(P0, P1, column)) for column in columns(Q)]
    if kind == "l2":
        return lambda Q: sum(d * d for d in difference(Q))
    if kind == "linf":
        return lambda Q: max(abs(d) for d in difference(Q))
    return lambda Q: max(sum(max(F(0), sum(w * q for w, q in zip(a, column)) - t) for column in columns(Q))
                         for a, t in hinges)


def alphabet_bound_holds(utility, k: int, E: Fraction, extra: int = 2) -> bool:
    """max over D_{eps,k+extra} == max over D_{eps,k}, both as maxima over the exact vertices (where a convex
    utility peaks): more outputs than inputs buy nothing."""
    return max(map(utility, ldp_vertices(k, k + extra, E))) == max(map(utility, ldp_vertices(k, k, E)))


@claim("staircase.convex-alphabet", "Sec. 2, after Thm. 2", expected="holds", universal=True,
       formal=PROSE["staircase.convex-alphabet"])
def convex_alphabet(ctx):
    """Bounded alphabets for any convex utility: for every utility U(Q) convex in Q (not necessarily a sum of
    sublinear column terms as in (8)), read as a utility of the mechanism (outputs of probability zero do not
    change it), some eps-LDP mechanism with at most |X| outputs attains the maximum over all eps-LDP
    mechanisms. Reason checked: every vertex of the polytope D_{eps,ell} of k x ell eps-LDP mechanisms uses at
    most k outputs (a vertex needs k ell - k independent active LDP/sign rows; a nonzero column supplies at
    most k - 1, a zero column k), and a convex function's maximum over a polytope is attained at a vertex."""
    wide, counted = [], []
    for k, E in CONVEX_INSTANCES:
        for ell in range(k + 1, k + 4 - (k == 3)):
            most, n = widest_vertex(k, ell, E)
            counted.append(f"k={k}, ell={ell}, E={E}: {n} vertices, at most {most} outputs")
            if most > k:
                wide.append({"k": k, "ell": ell, "E": str(E), "outputs": most})
    exact = RouteResult.of(not wide, {"how": "every vertex of D_{eps,ell} (cddlib in GMP rationals, each confirmed "
                                             "by the rank test) uses at most k outputs; so every convex utility's "
                                             "maximum over D_{eps,ell} is attained with <= k outputs",
                                      "instances": counted})

    def prop(x):
        k, E = x["k"], x["E"]
        return alphabet_bound_holds(convex_utility(x["kind"], x["P0"], x["P1"], x["hinges"]), k, E)
    hinge = st.tuples(st.lists(st.integers(-4, 4).map(F), min_size=3, max_size=3),
                      st.integers(0, 4).map(lambda t: F(t, 4)))
    strategy = st.fixed_dictionaries({
        "k": st.sampled_from((2, 3)), "E": st.sampled_from((F(3, 2), F(5))), "kind": st.sampled_from(("l2", "linf",
                                                                                                      "hinge")),
        "P0": strategies.distributions(3, 9, positive=True), "P1": strategies.distributions(3, 9, positive=True),
        "hinges": st.lists(hinge, min_size=1, max_size=3)}).map(_renormalised)
    route, counterexample = fuzz_route(prop, strategy, ctx.fuzz_examples, ctx.seed,
                                       "convex utilities not of the form (8) (||M0 - M1||_2^2, max_y |M0 - M1|, "
                                       "random maxima of hinge sums): max over the exact vertices of D_{eps,k+2} "
                                       "== max over those of D_{eps,k}, k = 2, 3")
    return Evidence({"exact": exact, "fuzz": route}, wide[0] if wide else counterexample)


def _renormalised(x: dict) -> dict:
    """Cut the drawn 3-point priors to k points and renormalise them."""
    k = x["k"]
    return {**x, **{name: [v / sum(x[name][:k]) for v in x[name][:k]] for name in ("P0", "P1")}}


@claim("staircase.sublinear", "Sec. 3", expected="holds", universal=True,
       formal=PROSE["staircase.sublinear"])
def sublinear(ctx):
    """mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T Q_y) is convex and positively homogeneous in Q_y."""
    z, t, g = sp.symbols("z t gamma", positive=True)
    kl = t * (z / t) * sp.log(z / t)
    homogeneous = symbolic.identity(kl.subs({z: g * z, t: g * t}), g * kl, "mu(gamma Q) == gamma mu(Q), KL")
    hessian = sp.hessian(kl, (z, t))
    psd = sp.simplify(hessian.det()) == 0 and sp.simplify(hessian.trace()).is_positive
    chi = t * (z / t - 1) ** 2
    chi_h = sp.hessian(chi, (z, t))
    chi_psd = sp.simplify(chi_h.det()) == 0 and sp.simplify(chi_h.trace()).is_positive

    def midpoint(x):
        """TV utility: mu((a + b)/2) <= (mu(a) + mu(b))/2 and mu(2a) = 2 mu(a), exactly."""
        P0, P1, E = x["P0"], x["P1"], x["E"]
        mu, S = tv_utility(P0, P1), pattern_matrix(len(P0), E)
        a, b = S[x["i"] % len(S)], S[x["j"] % len(S)]
        return (mu([(u + v) / 2 for u, v in zip(a, b)]) <= (mu(a) + mu(b)) / 2 and mu([2 * u for u in a]) == 2 * mu(a))
    route, counterexample = fuzz_route(midpoint, priors().flatmap(lambda x: st.fixed_dictionaries(
        {**{k: st.just(v) for k, v in x.items()}, "i": st.integers(0, 31), "j": st.integers(0, 31)})),
        ctx.fuzz_examples, ctx.seed, "TV utility midpoint-convex and homogeneous on pattern columns")
    proof, paths = built_route(sublinear_proofs.sublinear_proof, ctx.out_dir, "staircase_sublinear")
    return Evidence({"symbolic": RouteResult.of(homogeneous.status == "pass" and psd and chi_psd,
                                                "perspective t f(z/t): homogeneous; its Hessian for KL and chi^2 has "
                                                "det 0 and trace > 0, so it is PSD: convex in (z, t), hence in Q_y"),
                     "fuzz": route, "proof": proof, "reason": _reason_route("staircase.sublinear")}, counterexample,
                    certificates=paths)


# --------------------------------------------------------------------------- Section 3
def binary_tv(P0, P1, E):
    B = binary_mechanism(P0, P1, E)
    return total_variation(push(B, P0), push(B, P1))


@claim("staircase.binary-tv", "Thm. 6", expected="holds", universal=True,
       formal=PROSE["staircase.binary-tv"])
def binary_is_tv_optimal(ctx):
    """The binary mechanism is optimal for total variation at every eps: it attains
    (e^eps - 1)/(e^eps + 1) ||P0 - P1||_TV, the optimum of (11)."""
    def prop(x):
        P0, P1, E = x["P0"], x["P1"], x["E"]
        value = binary_tv(P0, P1, E)
        return value == pattern_optimum(P0, P1, E, claim_id="staircase.binary-tv").value == \
            (E - 1) / (E + 1) * total_variation(P0, P1)
    route, counterexample = fuzz_route(prop, priors(6), 2 * ctx.fuzz_examples, ctx.seed,
                                       "TV of the binary mechanism == certified optimum of (11) == (E-1)/(E+1) TV(P0,P1)")
    proof, paths = built_route(thm6.binary_tv_proof, ctx.out_dir, "staircase_binary_tv")
    return Evidence({"lp": route, "proof": proof, "reason": _reason_route("staircase.binary-tv")}, counterexample,
                    certificates=paths)


_P0, _P1 = [F(1, 2), F(1, 4), F(1, 4)], [F(1, 6), F(1, 3), F(1, 2)]


@closed_form("staircase.binary-tv", "(e^eps - 1)/(e^eps + 1) TV(P0, P1) at P0 = (1/2,1/4,1/4), P1 = (1/6,1/3,1/2)",
             lambda: (symbolic.E - 1) / (symbolic.E + 1) * sp.Rational(1, 3))
def binary_tv_evidence():
    assert total_variation(_P0, _P1) == F(1, 3)
    return {(("E", E),): pattern_optimum(_P0, _P1, E, claim_id="staircase.binary-tv").value
            for E in (F(3, 2), F(4), F(11, 10))}


TV_FACTOR = "TV factor (e^eps - 1)/(e^eps + 1): the optimum of (11) for TV over TV(P0, P1)"


@closed_form("staircase.binary-tv", TV_FACTOR, lambda: (symbolic.E - 1) / (symbolic.E + 1))
def binary_tv_factor_evidence():
    """The certified optimum of (11) for the TV utility, divided by TV(P0, P1), at three priors and three E."""
    pairs = ((_P0, _P1), ([F(1, 3)] * 3, [F(1, 2), F(1, 3), F(1, 6)]), ([F(1, 10), F(9, 10)], [F(1, 2), F(1, 2)]))
    return {(("E", E),): pattern_optimum(P0, P1, E, claim_id="staircase.binary-tv").value / total_variation(P0, P1)
            for (P0, P1), E in zip(pairs, (F(3, 2), F(4), F(11, 10)))}


def basis_certificate(P0, P1, E: Fraction, basis: list[int], utility=None, precision: int = 200):
    """A rigorous optimality proof of a basis of (11) for an irrational utility mu (arb): the basic
    solution theta_B = S_B^-1 1 is exact and must be >= 0; the dual y = S_B^-T mu_B is a ball vector,
    and every reduced cost S_j^T y - mu_j must be provably >= 0 (> 0 off the basis). Returns
    (verdict, value): verdict True (optimal), False (a reduced cost is provably negative: not optimal)
    or None (undecided at this precision). utility(P0, P1) -> mu on ball columns; KL by default."""
    k = len(P0)
    columns = pattern_matrix(k, E)
    S_B = [[columns[j][x] for j in basis] for x in range(k)]
    inverse_B = inverse(S_B)
    if inverse_B is None:
        return None, None
    theta = [sum(inverse_B[i][x] for x in range(k)) for i in range(k)]
    if any(v < 0 for v in theta):
        return False, None
    with flint.ctx.workprec(precision):
        mu = (utility or (lambda a, b: kl_utility(a, b, log)))([ball(v) for v in P0], [ball(v) for v in P1])
        mu_values = [mu([ball(v) for v in column]) for column in columns]
        S_T = flint.arb_mat([[ball(columns[j][x]) for x in range(k)] for j in basis])
        y = S_T.solve(flint.arb_mat([[mu_values[j]] for j in basis]))
        y = [y[i, 0] for i in range(k)]
        reduced = [sum(ball(columns[j][x]) * y[x] for x in range(k)) - mu_values[j] for j in range(len(columns))]
        value = sum(mu_values[j] * ball(theta[i]) for i, j in enumerate(basis))
    if any(r < 0 for r in reduced):
        return False, value
    if all(j in basis or r > 0 for j, r in enumerate(reduced)):
        return True, value
    return None, value


def rr_basis(k: int) -> list[int]:
    """Randomized response = the k patterns with a single E (theta = 1/(E + k - 1) each)."""
    return [1 << x for x in range(k)]


def log(t):
    return t.log()


@closed_form("staircase.rr", "keep probability e^eps/(k - 1 + e^eps)",
             lambda: symbolic.E / (symbolic.k - 1 + symbolic.E))
def rr_keep_evidence():
    """The largest mean keep probability of an eps-LDP mechanism that keeps each symbol with its own
    probability and spreads the rest evenly (a certified LP over the PRAM polytope, paper 003)."""
    from workbench.mechanisms.pram_optimum import mean_keep_optimum
    return {(("k", F(k)), ("E", E)): mean_keep_optimum(k, E, "max") for k, E in ((3, F(3, 2)), (4, F(5)), (2, F(2)))}


@claim("staircase.rr", "Sec. 3, randomized response", expected="holds", universal=True,
       formal=PROSE["staircase.rr"])
def randomized_response_claim(ctx):
    """Randomized response keeps the input with probability e^eps/(|X| - 1 + e^eps); it is the KL-optimal
    solution of (13) for eps >= eps*(P0, P1)."""
    E, k = sp.symbols("E k", positive=True)
    keep = symbolic.identity(E / (E + k - 1), E * (1 / (E + k - 1)), "pattern e_x times theta = 1/(E+k-1)")
    same = all(mechanism_from_patterns(k_, E_, {m: 1 / (E_ + k_ - 1) for m in rr_basis(k_)}) ==
               [list(row) for row in randomized_response(k_, E_)] for k_ in range(2, 7) for E_ in (F(3, 2), F(7)))
    thresholds, wrong = [], []
    for P0, P1 in ((["1/2", "1/3", "1/6"], ["1/6", "1/3", "1/2"]),
                    (["1/10", "2/5", "1/2"], ["1/3", "1/3", "1/3"]),
                    (["1/4", "1/4", "1/4", "1/4"], ["1/10", "1/5", "3/10", "2/5"])):
        P0, P1 = [F(v) for v in P0], [F(v) for v in P1]
        k_ = len(P0)
        verdicts = {E_: basis_certificate(P0, P1, E_, rr_basis(k_))[0] for E_ in (F(2), F(1000))}
        if verdicts[F(1000)] is not True:
            wrong.append({"P0": [str(v) for v in P0], "P1": [str(v) for v in P1], "E": "1000", "RR optimal": False})
            continue
        low, high = F(1), F(1000)      # bisection on E: RR provably optimal at `high`, not at `low`
        for _ in range(30):
            mid = (low + high) / 2
            verdict = basis_certificate(P0, P1, mid, rr_basis(k_))[0]
            if verdict is True:
                high = mid
            elif verdict is False:
                low = mid
            else:
                break
        thresholds.append({"P0": [str(v) for v in P0], "P1": [str(v) for v in P1],
                           "eps* in": [f"{float(sp.log(low)):.6f}", f"{float(sp.log(high)):.6f}"],
                           "RR optimal at E = 2": verdicts[F(2)]})
    routes = {"symbolic": RouteResult.of(keep.status == "pass" and same, "RR == S^(k) diag(theta) on the k single-E "
                                                                         "patterns with theta = 1/(E+k-1): keep "
                                                                         "probability E/(k-1+E) (k = 2..6, exact)"),
              "exact": RouteResult.of(not wrong, {"how": "RR's basis of (11) for KL proved optimal by exact primal "
                                                         "feasibility and dual feasibility in arb balls (200 bits); "
                                                         "eps* bracketed by bisection, each side proved (optimal above, "
                                                         "a provably negative reduced cost below)",
                                                  "thresholds": thresholds})}
    return Evidence(routes, wrong[0] if wrong else None)


def _a():
    return sp.Symbol("a", positive=True)


@closed_form("staircase.geometric", "corrected: with a = e^(-eps/(k-1)) the mechanism is exactly e^eps = a^-(k-1) LDP",
             lambda: _a() ** -(symbolic.k - 1))
def geometric_level_evidence():
    return {(("k", F(k)), ("a", a)): ldp_level(geometric_mechanism(k, a)).E
            for k, a in ((2, F(1, 2)), (3, F(1, 3)), (4, F(9, 10)), (5, F(1, 2)), (3, F(2, 3)))}


@claim("staircase.geometric", "Sec. 3, geometric mechanism", expected="holds-with-correction", universal=True,
       formal=PROSE["staircase.geometric"])
def geometric(ctx):
    """The truncated geometric mechanism Q(y|x) = ((1 - eps^(1/(k-1)))/(1 + eps^(1/(k-1)))) eps^(|y-x|/(k-1)),
    y in Z, truncated at 1 and k, is an eps-LDP mechanism on k inputs."""
    # As printed, at eps = 4 (k = 2) the leading factor is (1 - 4)/(1 + 4) < 0: not a distribution.
    printed = (1 - F(4)) / (1 + F(4))
    # Where it is a distribution (eps < 1): k = 2, eps = 1/2 gives rows (2/3, 1/3), (1/3, 2/3) after
    # truncation (P(Y <= 1 | x = 1) = 1/(1 + eps)), whose LDP level log 2 exceeds eps = 1/2.
    half = geometric_mechanism(2, F(1, 2))
    level = ldp_level(half).E
    routes = {"exact": RouteResult.of(printed >= 0 and flint.arb(level.numerator).log() <= flint.arb(1) / 2,
                                      f"k = 2, eps = 4: leading factor (1 - 4)/(1 + 4) = {printed} < 0 (not a "
                                      f"distribution); k = 2, eps = 1/2: rows {[[str(v) for v in r] for r in half]}, "
                                      f"LDP level log {level} > 1/2 (arb)")}
    wrong = []
    for k in range(2, 8):
        for a in (F(1, 2), F(1, 3), F(9, 10)):
            Q = geometric_mechanism(k, a)
            E = a ** -(k - 1)                                # e^eps for a = e^(-eps/(k-1))
            if not (all(sum(row) == 1 and min(row) > 0 for row in Q) and ldp_level(Q).E == E):
                wrong.append({"k": k, "a": str(a)})
    statement, violation = printed_geometric(ctx)
    sharp, _ = printed_geometric(ctx, omega_range=True)
    proof, paths = built_route(geometric_proofs.geometric_proof, ctx.out_dir, "staircase_geometric")
    return Evidence(routes, {"k": 2, "eps": 4, "leading factor": str(printed)}, certificates=paths,
                    correction="Use a = e^(-eps/(k-1)) in place of eps^(1/(k-1)): Q(y|x) = ((1-a)/(1+a)) a^|y-x|, "
                               "with the tails folded onto y = 1 and y = k (Q(1|x) = a^(x-1)/(1+a), Q(k|x) = "
                               "a^(k-x)/(1+a)); it is a conditional distribution for every eps and exactly eps-LDP. "
                               "The printed formula is the same mechanism with a = eps^(1/(k-1)), hence exactly "
                               "log(1/eps)-LDP: it is an eps-LDP mechanism exactly for W(1) <= eps < 1 (W(1) = "
                               "0.5671..., eps e^eps = 1), for every k; for eps >= 1 it is no distribution (leading "
                               "factor <= 0, every k). Proved for every k and eps (build/proofs/staircase_geometric.json): "
                               "rows summing to 1, positive entries, the exact level a^-(k-1), the printed level 1/eps, "
                               "eps-LDP iff eps e^eps >= 1 (eps >= W(1): eps e^eps is increasing) and the sign of the "
                               "factor; also gridded (k = 2..7, three a) and no violation on [W(1), 1) in a targeted "
                               "search.",
                    correction_routes={"exact": RouteResult.of(not wrong, "k = 2..7, a in {1/2, 1/3, 9/10}: rows are "
                                                                          "positive and sum to 1; the exact LDP level "
                                                                          "is a^-(k-1) = e^eps"),
                                       "fuzz": sharp, "proof": proof},
                    printed_statement=False if violation else None, severity="typo",
                    statement_evidence={"shows": "the printed formula, truncated as the text says, is not an eps-LDP "
                                                 "mechanism for eps outside [W(1), 1): k = 2, eps = 1/2 breaks eps-LDP "
                                                 "(level log 2), eps > 1 gives negative entries",
                                        "routes": {"exact": routes["exact"], "fuzz": statement}})


def printed_geometric(ctx, omega_range: bool = False) -> tuple[RouteResult, dict | None]:
    """The printed geometric mechanism as a statement about (k, eps): "an eps-LDP conditional distribution".
    eps is drawn as a^(k-1) with rational a so the printed eps^(1/(k-1)) = a stays rational. The slack is the
    leading factor (1 - a)/(1 + a) for a > 1 (negative: no distribution), else eps - log(level) in arb, the level
    being the exact LDP level of the folded mechanism. With `omega_range`, only eps with eps e^eps >= 1 (decided
    in arb; W(1) <= eps) and eps < 1: the sharp range, where no violation should exist."""
    def hypotheses(x):
        if x["a"] == 1:               # eps = 1: the factor is 0, no distribution and nothing to decide
            return False
        if not omega_range:
            return True
        eps = ball(x["a"] ** (x["k"] - 1))
        return x["a"] < 1 and bool(eps * eps.exp() >= 1)
    box = strategies.parameters(k=strategies.sizes(2, 7), a=strategies.rationals(F(1, 10), F(3), 20, open_lo=True))
    found = find_violation(_geometric_slack, box, examples=ctx.fuzz_examples, seed=ctx.seed, in_domain=hypotheses)
    what = ("printed geometric mechanism, eps in [W(1), 1)" if omega_range else
            "printed geometric mechanism is an eps-LDP distribution") + ", k = 2..7, eps = a^(k-1), a rational"
    if omega_range:      # the lower end is sharp: just below W(1) = 0.5671... it fails, just above it holds
        below, above = _geometric_slack({"k": 2, "a": F(14, 25)}), _geometric_slack({"k": 2, "a": F(57, 100)})
        edge = bool(below < 0) and bool(above >= 0)
        what += f"; k = 2: eps = 14/25 violates (slack {below}), eps = 57/100 holds (slack {above})"
        if not edge:
            return RouteResult("fail", f"{what}: the edge at W(1) is not where it should be"), None
    if found is None:
        return RouteResult("pass", f"{what}: no violation (grid and seed {ctx.seed})"), None
    return RouteResult("fail", f"{what}: violated at {found}"), found


def _geometric_slack(x):
    """eps - log(LDP level) of the printed geometric mechanism at k, a = eps^(1/(k-1)) (arb), or its leading
    factor (1 - a)/(1 + a) < 0 when a > 1 (no distribution)."""
    a = x["a"]
    if a > 1:
        return (1 - a) / (1 + a)
    return ball(a ** (x["k"] - 1)) - ball(ldp_level(geometric_mechanism(x["k"], a)).E).log()


def interval_optimum(P0, P1, E, utility=None, claim_id="staircase.lp"):
    """An interval certificate for (11) with an irrational utility: every mu(S_j) is enclosed in a ball
    [lo_j, hi_j] with rational ends; the LP with lo is a certified lower bound on the optimum and the LP
    with hi a certified upper bound (both checked by the kernel). Returns (lower, upper, certificates)."""
    k = len(P0)
    with flint.ctx.workprec(200):
        mu = (utility or (lambda a, b: kl_utility(a, b, log)))([ball(v) for v in P0], [ball(v) for v in P1])
        balls = [mu([ball(v) for v in column]) for column in pattern_matrix(k, E)]
        utilities = [[end(b) for b in balls] for end in (ball_lower, ball_upper)]
    ends = [pipeline.certify_family("staircase", claim_id, k=k, E=E, U=u) for u in utilities]
    return ends[0].value, ends[1].value, [r.certificate for r in ends]


def float_basis(P0, P1, E, utility_float) -> list[int]:
    """HiGHS's optimal basis of (11) for a float utility: a candidate, proved or refuted in arb."""
    from workbench.lp.solve import solve_highs
    k = len(P0)
    mu = utility_float([float(v) for v in P0], [float(v) for v in P1])
    lp = staircase_lp(k, E, [F(mu([float(v) for v in column])) for column in pattern_matrix(k, E)])
    basis = sorted(int(name.split("_")[1]) for name in solve_highs(lp).basic_variables)
    for mask in range(2 ** k):           # a degenerate vertex: complete the basis with independent patterns
        if len(basis) < k and sp.Matrix([pattern(j, k, E) for j in basis + [mask]]).rank() == len(basis) + 1:
            basis.append(mask)
    return sorted(basis)


def binary_value(P0, P1, E, column_utility, balls: bool = False):
    """sum over the binary mechanism's two columns of the column utility (exact, or in arb balls)."""
    B = binary_mechanism(P0, P1, E)
    to = ball if balls else (lambda v: v)
    return sum(column_utility([to(v) for v in P0], [to(v) for v in P1], [to(row[y]) for row in B]) for y in range(2))


def binary_theta(P0, P1, E) -> dict[int, Fraction]:
    T = sum(1 << x for x in range(len(P0)) if P0[x] >= P1[x])
    return {T: 1 / (1 + E), (2 ** len(P0) - 1) ^ T: 1 / (1 + E)}


UTILITIES = {   # name: (utility on balls, utility on floats)
    "KL": (lambda a, b: kl_utility(a, b, log), lambda a, b: kl_utility(a, b, __import__("math").log)),
    "chi2": (lambda a, b: lambda q: _chi2_column(a, b, q), lambda a, b: lambda q: _chi2_column(a, b, q)),
    "H2": (lambda a, b: lambda q: _hellinger_column(a, b, q, lambda t: t.sqrt()),
           lambda a, b: lambda q: _hellinger_column(a, b, q, lambda t: t ** 0.5)),
}


def _chi2_column(P0, P1, q):
    m0, m1 = sum(a * v for a, v in zip(P0, q)), sum(b * v for b, v in zip(P1, q))
    return (m0 - m1) * (m0 - m1) / m1


def _hellinger_column(P0, P1, q, sqrt):
    m0, m1 = sum(a * v for a, v in zip(P0, q)), sum(b * v for b, v in zip(P1, q))
    return (sqrt(m0) - sqrt(m1)) * (sqrt(m0) - sqrt(m1))


def binary_is_optimal(P0, P1, E, name: str):
    """True: the binary mechanism is provably optimal for utility `name` (an optimal basis proved in arb
    whose basic solution is the binary mechanism, or whose proved value the binary one provably reaches);
    False: provably not; None: undecided."""
    ball_utility, float_utility = UTILITIES[name]
    basis = float_basis(P0, P1, E, float_utility)
    verdict, value = basis_certificate(P0, P1, E, basis, ball_utility)
    if verdict is not True:
        return None
    S_B = [[pattern(j, len(P0), E)[x] for j in basis] for x in range(len(P0))]
    inverse_B = inverse(S_B)
    theta = {j: sum(inverse_B[i][x] for x in range(len(P0))) for i, j in enumerate(basis)}
    if {j: v for j, v in theta.items() if v} == binary_theta(P0, P1, E):
        return True
    with flint.ctx.workprec(200):
        mu = ball_utility([ball(v) for v in P0], [ball(v) for v in P1])
        binary = sum(mu([ball(v) for v in pattern(j, len(P0), E)]) * ball(t) for j, t in binary_theta(P0, P1, E).items())
    if binary < value:
        return False
    return None


HIGH_PRIVACY_PRIORS = ((["1/2", "1/4", "1/4"], ["1/6", "1/3", "1/2"]),
                       (["1/10", "2/5", "1/2"], ["1/3", "1/3", "1/3"]),
                       (["1/4", "1/4", "1/4", "1/4"], ["1/10", "1/5", "3/10", "2/5"]))


@claim("staircase.binary-high-privacy", "Thm. 5", expected="holds", universal=True,
       formal=PROSE["staircase.binary-high-privacy"])
def binary_high_privacy(ctx):
    """There is an eps*(P0, P1) > 0, the same for every f-divergence, such that the binary mechanism is
    optimal for (13) whenever eps <= eps*."""
    rows, wrong = [], []
    for P0, P1 in HIGH_PRIVACY_PRIORS:
        P0, P1 = [F(v) for v in P0], [F(v) for v in P1]
        grid = (F(101, 100), F(11, 10))
        small = {"KL": [binary_is_optimal(P0, P1, E, "KL") for E in grid],
                 # chi^2 is rational: the certified LP decides exactly.
                 "chi2": [binary_value(P0, P1, E, _chi2_column) == pattern_optimum(
                     P0, P1, E, lambda a, b: lambda q: _chi2_column(a, b, q), "staircase.binary-high-privacy").value
                          for E in grid]}
        tv = all(binary_tv(P0, P1, E) == pattern_optimum(P0, P1, E).value for E in grid)
        gaps = []
        for E in grid:                # squared Hellinger: interval certificate, OPT - BIN bounded rigorously
            lower, upper, _ = interval_optimum(P0, P1, E, UTILITIES["H2"][0], "staircase.binary-high-privacy")
            with flint.ctx.workprec(200):
                value = binary_value(P0, P1, E, lambda a, b, q: _hellinger_column(a, b, q, lambda t: t.sqrt()),
                                     balls=True)
                gaps.append((ball(upper) - value).upper())
        large = binary_is_optimal(P0, P1, F(1000), "KL")
        rows.append({"P0": [str(v) for v in P0], "P1": [str(v) for v in P1],
                     "binary optimal at E = 101/100, 11/10": {**{n: v for n, v in small.items()}, "TV": tv},
                     "squared Hellinger: OPT - BIN <= (rigorous)": [g.str(3) for g in gaps],
                     "binary optimal for KL at E = 1000": large})
        if not (tv and all(v is True for vs in small.values() for v in vs)) or large is not False or \
                any(not g < flint.arb(10) ** -40 for g in gaps):
            wrong.append(rows[-1])
    # With a tie P0(x) = P1(x), T = {P0 >= P1} is not the best split: observed, not part of the verdict.
    tie = ([F(1, 2), F(1, 3), F(1, 6)], [F(1, 6), F(1, 3), F(1, 2)])
    tie_result = binary_is_optimal(*tie, F(101, 100), "KL")
    return Evidence({"exact": RouteResult.of(not wrong, {"how": "an optimal basis of (11) proved in arb (exact primal, "
                                                                "ball dual); its solution is the binary mechanism; TV "
                                                                "by certified LP; high privacy side and, for contrast, "
                                                                "E = 1000 where binary is provably not KL-optimal",
                                                         "priors": rows,
                                                         "with a tie (P0 = (1/2,1/3,1/6), P1 = (1/6,1/3,1/2)): binary "
                                                         "KL-optimal at E = 101/100": tie_result})},
                    wrong[0] if wrong else None)


@claim("staircase.binary-kl-factor", "Sec. 3, KL", expected="holds", universal=True,
       formal=PROSE["staircase.binary-kl-factor"])
def binary_kl_factor(ctx):
    """For KL, OPT <= 2(e^eps + 1)^2 BIN (within 32x of optimal for eps <= 1)."""
    paths = []

    def prop(x):
        P0, P1, E = x["P0"], x["P1"], x["E"]
        if P0 == P1 or E == 1:
            return True                       # both sides are exactly 0
        _, upper, certificates = interval_optimum(P0, P1, E, claim_id="staircase.binary-kl-factor")
        if not paths:
            paths.append(ctx.save_certificate(certificates[1], "kl_upper_bound"))
        with flint.ctx.workprec(200):
            B = binary_mechanism(P0, P1, E)
            binary = kl_divergence([ball(v) for v in push(B, P0)], [ball(v) for v in push(B, P1)], log)
            ok = ball(upper) <= 2 * (ball(E) + 1) ** 2 * binary
        return bool(ok)
    route, counterexample = fuzz_route(prop, priors(4), ctx.fuzz_examples, ctx.seed,
                                       "OPT <= certified upper end of an interval certificate of (11) <= 2(E+1)^2 BIN "
                                       "(BIN in arb balls)")
    two = F(2)
    within = 2 * (sp.E + 1) ** 2 <= 32
    proof, proof_paths = eq22_kl.route("binary_kl_factor_proof", ctx.out_dir, "staircase_binary_kl_factor")
    return Evidence({"fuzz": route, "symbolic": RouteResult.of(bool(within), f"2(e + 1)^2 = {sp.N(2 * (sp.E + 1) ** two, 6)}"
                                                                            f" <= 32 at eps = 1 (and smaller below)"),
                     "proof": proof, "reason": _reason_route("staircase.binary-kl-factor")}, counterexample,
                    certificates=paths + proof_paths)


# --------------------------------------------------------------------------- Figs. 3-5
FIGURE_EPS = (F(1, 10), F(1, 2), F(1), F(2), F(4), F(8))
FIGURE_SEED = 0      # numpy default_rng(FIGURE_SEED + k): Dirichlet(1) priors, 100 pairs per k


def subset_sums(P) -> list:
    """P(A) for every mask A (Gray-free recursion on the lowest bit)."""
    sums = [F(0)] * 2 ** len(P)
    for mask in range(1, 2 ** len(P)):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + P[low]
    return sums


def _integer_subset_sums(numerators: list[int]) -> list[int]:
    """subset_sums on integers: P(A) * D for P = numerators / D, with no Fraction (and no gcd) per mask. The
    masks with highest bit x are those below 2^x with bit x added: one list doubling per x."""
    sums = [0]
    for value in numerators:
        sums += [s + value for s in sums]
    return sums


def _over_common_denominator(values) -> tuple[list[int], int]:
    """(numerators, D) with values[i] == numerators[i] / D exactly."""
    values = [F(v) for v in values]
    denominator = 1
    for v in values:
        denominator = denominator * v.denominator // math.gcd(denominator, v.denominator)
    return [v.numerator * (denominator // v.denominator) for v in values], denominator


def kl_pattern_balls(P0, P1, E) -> list:
    """mu(S_A) for KL, using P_nu^T S_A = 1 + (E - 1) P_nu(A). With P_nu = n_nu / d_nu over a common denominator
    and E - 1 = a / b, m_nu = P_nu^T S_A = N_nu / D_nu for the integers N_nu = b d_nu + a n_nu(A), D_nu = b d_nu
    (subset sums on integers, no gcd per pattern), and mu = m_0 log(m_0 / m_1) = (N_0 / D_0) (log(N_0 D_1) -
    log(N_1 D_0)). The subset sums n_nu(A) take at most d_nu + 1 values (fewer than the 2^k patterns for large
    k), so the balls N_0 / D_0 and the two logs are made once per value: two ball operations per pattern."""
    (n0, d0), (n1, d1) = _over_common_denominator(P0), _over_common_denominator(P1)
    a, b = (F(E) - 1).numerator, (F(E) - 1).denominator
    D0, D1 = b * d0, b * d1
    arb = flint.arb
    sums0, sums1 = _integer_subset_sums(n0), _integer_subset_sums(n1)
    m0 = {s: arb(D0 + a * s) / D0 for s in set(sums0)}
    log_numerator = {s: arb((D0 + a * s) * D1).log() for s in m0}              # log(N_0 D_1)
    log_denominator = {s: arb((D1 + a * s) * D0).log() for s in set(sums1)}    # log(N_1 D_0)
    return [m0[s0] * (log_numerator[s0] - log_denominator[s1]) for s0, s1 in zip(sums0, sums1)]


@functools.lru_cache(maxsize=8)
def _pattern_matrix(k: int, E: float):
    """pattern_matrix_float(k, E), read-only, built once per (k, E) (the figures solve 100 instances each)."""
    from workbench.lp.pattern_simplex import pattern_matrix_float
    S = pattern_matrix_float(k, E)
    S.flags.writeable = False
    return S


def _float_pattern_dual(k: int, E, balls) -> list[float]:
    """A float dual of (11) for the balls' midpoints: the pattern simplex (workbench/lp/pattern_simplex.py),
    or HiGHS when it does not finish. Only a candidate: kl_upper_bound makes it exactly feasible."""
    from workbench.lp.pattern_simplex import pattern_lp_dual
    # float(ball) is the float of its midpoint (float(ball.mid()), without the intermediate ball)
    S, c = _pattern_matrix(k, float(E)), np.fromiter(map(float, balls), float, len(balls))
    y = pattern_lp_dual(S, c)
    if y is not None:
        return [float(v) for v in y]
    from scipy.optimize import linprog
    result = linprog(-c, A_eq=S, b_eq=[1.0] * k, bounds=(0, None), method="highs", options={"presolve": False})
    return [-float(v) for v in result.eqlin.marginals]


@functools.lru_cache(maxsize=16)
def _mask_bits(k: int):
    """The 2^k x k 0/1 float matrix of the masks' bits (row A, column x: 1 iff x in A), read-only."""
    bits = ((np.arange(2 ** k)[:, None] >> np.arange(k)) & 1).astype(float)
    bits.flags.writeable = False
    return bits


def _possible_maximizers(balls, y: list[float], E) -> list[int]:
    """Masks A among which max_A (upper(mu_A) - (E - 1) y(A)) is attained, found in floats: every float value
    v_A is within delta of the exact one, so the exact maximizer's v_A is within 2 delta of max v, and the
    masks kept are those. delta bounds the rounding of the conversions (relative 2^-52), of the k-term sums
    y(A) and of the product and difference: about (k + 4) 2^-52 M with M = max |upper| + |E - 1| sum |y|,
    taken here as 2^-40 (k + 1) M plus 2^-1000 (subnormals). All masks when a value is not finite."""
    upper = np.fromiter((float(x.upper()) for x in balls), float, len(balls))
    y = np.array(y, dtype=float)
    slope = float(E - 1)
    values = upper - slope * (_mask_bits(len(y)) @ y)
    scale = float(np.max(np.abs(upper))) + abs(slope) * float(np.sum(np.abs(y)))
    delta = 2.0 ** -40 * (len(y) + 1) * scale + 2.0 ** -1000
    if not (math.isfinite(delta) and np.all(np.isfinite(values))):
        return list(range(len(balls)))
    return np.flatnonzero(values >= float(np.max(values)) - 2 * delta).tolist()


def kl_upper_bound(P0, P1, E, balls) -> Fraction:
    """A rigorous upper bound on the KL optimum of (11): a float dual y (any y: _float_pattern_dual), made
    exactly feasible for the upper ends of the utility balls by adding t (1, ..., 1) (S_A^T 1 >= k), then
    1^T y. The exact part runs on integers over one common denominator (y and the balls' upper ends are
    dyadic, E - 1 = a / b): the same rational as in Fractions, without a gcd per pattern. The exact maximum
    over the patterns is taken over the few masks that floats cannot rule out (_possible_maximizers)."""
    y_float = _float_pattern_dual(len(P0), E, balls)
    y, scale = _over_common_denominator(y_float)                                     # y = y_int / scale
    ysum, total = _integer_subset_sums(y), sum(y)
    a, b = (E - 1).numerator, (E - 1).denominator
    masks = _possible_maximizers(balls, y_float, E)
    uppers = [balls[A].upper().man_exp() for A in masks]                             # upper end = man 2^exp
    exps = [int(exp) for _, exp in uppers]
    shift = max(0, -min(exps))
    # (upper end - (1^T y + (E - 1) y(A))) * b * scale * 2^shift, exactly, for every pattern A; the term
    # b * total * 2^shift is the same for every A, so it is subtracted once after the max (the same integer):
    by_scale = b * scale
    worst = max([(by_scale * int(man) << (shift + exp)) - ((a * ysum[A]) << shift)
                 for (man, _), exp, A in zip(uppers, exps, masks)]) - ((b * total) << shift)
    return F(total, scale) + max(F(worst, b * scale << shift), F(0))


def _integer_mechanism(Q) -> tuple[list[list[int]], int]:
    """(rows, D): the mechanism Q over one common denominator, Q[x][y] == rows[x][y] / D."""
    rows = [_over_common_denominator(row) for row in Q]
    common = math.lcm(*(D for _, D in rows))
    return [[v * (common // D) for v in row] for row, D in rows], common


def _push_integer(Q_int, P) -> list[Fraction]:
    """push(Q, P) for Q given as _integer_mechanism(Q)."""
    (rows, common), (p, d) = Q_int, _over_common_denominator(P)
    return [F(sum(map(operator.mul, p, column)), d * common) for column in zip(*rows)]


def _push(Q, P) -> list[Fraction]:
    """push(Q, P) (the output distribution) on integers over common denominators: one gcd per output
    instead of one per product, the same Fractions."""
    return _push_integer(_integer_mechanism(Q), P)


def kl_of(Q, P0, P1):
    """D(Q o P0 || Q o P1) in arb balls, from the exact output distributions."""
    return _kl_of_integer(_integer_mechanism(Q), P0, P1)


def _kl_of_integer(Q_int, P0, P1):
    """kl_of for Q given as _integer_mechanism(Q) (built once when Q serves many priors)."""
    return kl_divergence([ball(v) for v in _push_integer(Q_int, P0)],
                         [ball(v) for v in _push_integer(Q_int, P1)], log)


def figure_instances(k: int, count: int = 100):
    import numpy as np
    rng = np.random.default_rng(FIGURE_SEED + k)
    for _ in range(count):
        pair = []
        for _ in range(2):
            w = [F(int(v)) + 1 for v in rng.multinomial(1000, rng.dirichlet([1.0] * k))]
            pair.append([v / sum(w) for v in w])
        yield pair


def figure_5(out_dir) -> list:
    """Fig. 5 (k = 6, the same 100 pairs): KL of the binary, RR and geometric mechanisms against
    TV(P0, P1) at eps = 0.1, and against D(P0||P1) at eps = 10 (floats: pictures, not verdicts)."""
    import math

    from workbench.reports.figures import line_plot
    paths = []
    for panel, eps in (("a", 0.1), ("b", 10.0)):
        E = F(math.exp(eps)).limit_denominator(10 ** 6)
        a = F(math.exp(-eps / 5)).limit_denominator(10 ** 6)
        points = {"binary": [], "randomized response": [], "geometric": []}
        # the identity, RR and geometric mechanisms are the same for every pair: over integers once
        identity = _integer_mechanism([[F(i == j) for j in range(6)] for i in range(6)])
        rr, geometric_int = _integer_mechanism(randomized_response(6, E)), _integer_mechanism(geometric_mechanism(6, a))
        for P0, P1 in figure_instances(6):
            x = float(total_variation(P0, P1)) if panel == "a" else float(_kl_of_integer(identity, P0, P1).mid())
            for name, Q_int in (("binary", _integer_mechanism(binary_mechanism(P0, P1, E))),
                                ("randomized response", rr), ("geometric", geometric_int)):
                points[name].append((x, float(_kl_of_integer(Q_int, P0, P1).mid())))
        series = [{"x": [p[0] for p in sorted(v)], "y": [p[1] for p in sorted(v)], "label": name, "style": "."}
                  for name, v in points.items()]
        paths.append(line_plot(out_dir / "figures" / f"staircase_fig5{panel}.png",
                               f"Fig. 5({panel}): k = 6, eps = {eps:g}, 100 pairs",
                               "TV(P0, P1)" if panel == "a" else "D(P0||P1)", "D(M0||M1)", series))
    return paths


@claim("staircase.figures", "Figs. 3-5", expected="holds", universal=False)
def figures(ctx):
    """Figs. 3-5 (100 random (P0, P1)): RR can fall to about 10% of the KL optimum and binary to about 25%;
    the better of the two reaches at least 70% of the optimum for k = 6 and 55% for k = 12, on every instance,
    k in {3, 4, 6, 12}."""
    from workbench.reports.figures import line_plot
    stats, series, short = {}, [], []
    for k in (3, 4, 6, 12):
        worst_best, worst_rr, worst_bin, mean_rr, mean_bin = [], [], [], [], []
        instances = list(figure_instances(k))
        for eps in FIGURE_EPS:
            E = F(round(float(sp.exp(eps)) * 1000), 1000)
            ratios = []
            ctx.progress(f"k = {k}, eps = {eps}")
            rr_int = _integer_mechanism(randomized_response(k, E))          # the same for every pair
            for P0, P1 in instances:
                with flint.ctx.workprec(100):
                    upper = kl_upper_bound(P0, P1, E, kl_pattern_balls(P0, P1, E))
                    rr = _kl_of_integer(rr_int, P0, P1).lower()
                    binary = kl_of(binary_mechanism(P0, P1, E), P0, P1).lower()
                ratios.append((float(rr) / float(upper), float(binary) / float(upper),
                               max(ball_lower(rr), ball_lower(binary)) / upper))
            worst_best.append(float(min(r[2] for r in ratios)))
            worst_rr.append(min(r[0] for r in ratios))
            worst_bin.append(min(r[1] for r in ratios))
            mean_rr.append(sum(r[0] for r in ratios) / len(ratios))
            mean_bin.append(sum(r[1] for r in ratios) / len(ratios))
            need = {6: F(7, 10), 12: F(55, 100)}.get(k)
            if need is not None and min(r[2] for r in ratios) < need:
                short.append({"k": k, "eps": str(eps), "worst better-of-two ratio (lower bound)":
                              f"{float(min(r[2] for r in ratios)):.4f}", "claimed": str(need)})
        stats[k] = {"worst better-of-two (rigorous lower bound)": [f"{v:.3f}" for v in worst_best],
                    "worst RR / OPT": f"{min(worst_rr):.3f}", "worst binary / OPT": f"{min(worst_bin):.3f}"}
        xs = [float(e) for e in FIGURE_EPS]
        series.append({"x": xs, "y": worst_best, "label": f"k = {k}: worst max(BIN, RR) / OPT", "style": "o-"})
        if k == 6:
            paths = [line_plot(ctx.out_dir / "figures" / "staircase_fig3.png",
                               f"Fig. 3 (k = 6, 100 pairs, seed {FIGURE_SEED + 6}): mean KL / OPT", "eps",
                               "ratio to the optimum (upper bound)",
                               [{"x": xs, "y": mean_rr, "label": "randomized response"},
                                {"x": xs, "y": mean_bin, "label": "binary", "style": "--"}])]
    paths += figure_5(ctx.out_dir)
    paths.append(line_plot(ctx.out_dir / "figures" / "staircase_fig4.png", "Fig. 4: the better of binary and RR, "
                           "worst of 100 pairs", "eps", "max(BIN, RR) / OPT", series))
    routes = {"exact": RouteResult.of(not short, {"how": "OPT bounded above by an exactly feasible dual of (11) for the "
                                                         "upper ends of arb-enclosed utilities; BIN, RR in arb; e^eps "
                                                         "rounded to 3 decimals (rational)",
                                                  "eps": [str(e) for e in FIGURE_EPS], "by k": stats})}
    return Evidence(routes, short[0] if short else None,
                    certificates=[p.relative_to(ctx.out_dir).as_posix() for p in paths])


# --------------------------------------------------------------------------- converses and expansions
@claim("staircase.kl-converse", "(22)", expected="holds", universal=True,
       formal=PROSE["staircase.kl-converse"])
def kl_converse(ctx):
    """Under eps-LDP, D(M0||M1) <= C (e^eps - 1)^2 ||P0 - P1||_TV^2 (in the high-privacy regime where the
    binary mechanism is optimal) with a constant C below Duchi et al.'s 4."""
    a, b, E = sp.symbols("a b E", positive=True)
    # Binary mechanism: M_nu(0) = (1 + (E-1) P_nu(T))/(1+E); a - b = (E-1) TV/(1+E) and b(1-b) >= E/(1+E)^2,
    # so D <= chi^2 = (a-b)^2/(b(1-b)) <= (E-1)^2 TV^2 / E: C = 1/E <= 1.
    g = b * (1 - b)                      # concave, so its minimum on the interval is at an end
    ends = [sp.simplify(g.subs(b, end) - E / (1 + E) ** 2) for end in (1 / (1 + E), E / (1 + E))]
    symbolic_ok = ends == [0, 0] and sp.diff(g, b, 2) == -2
    worst = []

    def prop(x):
        P0, P1, E_ = x["P0"], x["P1"], x["E"] ** 0 + (x["E"] - 1) / 10       # e^eps in [1, 1.7]
        if P0 == P1 or E_ == 1:
            return True
        with flint.ctx.workprec(100):
            upper = kl_upper_bound(P0, P1, E_, kl_pattern_balls(P0, P1, E_))
        ratio = upper / ((E_ - 1) ** 2 * total_variation(P0, P1) ** 2)
        worst.append(ratio)
        return ratio < 4
    route, counterexample = fuzz_route(prop, priors(6), 3 * ctx.fuzz_examples, ctx.seed,
                                       "rigorous upper bound on the KL optimum of (11) / ((E-1)^2 TV^2) < 4, "
                                       "e^eps in [1, 1.7]")
    route.detail += f"; largest ratio found {float(max(worst)):.4f}" if worst else ""
    proof, paths = eq22_kl.route("kl_converse_proof", ctx.out_dir, "staircase_kl_converse")
    return Evidence({"fuzz": route, "symbolic": RouteResult.of(symbolic_ok, "binary: b(1-b) >= E/(1+E)^2 on "
                                                                            "[1/(1+E), E/(1+E)], so D <= chi^2 <= "
                                                                            "(E-1)^2 TV^2 / E (C = e^-eps <= 1)"),
                     "proof": proof}, counterexample, certificates=paths)


def _taylor_polynomial(f, x, order: int):
    """sum_{n < order} f^(n)(0) x^n / n!: the series of f at x = 0 without its O(x^order), for f analytic at 0
    (exact derivatives at 0; SymPy's series takes about fifteen times longer on the utilities below)."""
    terms, derivative = [], f
    for n in range(order):
        terms.append(derivative.subs(x, 0) * x ** n / sp.factorial(n))
        derivative = sp.diff(derivative, x)
    return sp.Add(*terms)


@claim("staircase.mi-small-eps", "Sec. 4", expected="holds", universal=True,
       formal=PROSE["staircase.mi-small-eps"])
def mi_small_eps(ctx):
    """Under eps-LDP, I(X;Y) <= (1/2) eps^2 max_A P(A)P(A^c) + O(eps^3), attained by an explicit mechanism
    (the binary mechanism on the best set A)."""
    eps, a = sp.symbols("epsilon a", positive=True)
    E = sp.exp(eps)
    m = 1 + (E - 1) * a        # m and the other logs' arguments are 1 at eps = 0: the utilities are analytic there
    # Pattern A's utility for I(X;Y) = sum_y mu(Q_y), mu(S_A) = sum_x P(x) S_Ax log(S_Ax / P^T S_A):
    mu = a * E * sp.log(E / m) + (1 - a) * sp.log(1 / m)
    pattern_series = _taylor_polynomial(mu, eps, 3)
    pattern_ok = sp.simplify(pattern_series - eps ** 2 * a * (1 - a) / 2) == 0
    # The binary mechanism on A: columns S_A/(1+E) and S_{A^c}/(1+E).
    mu_c = (1 - a) * E * sp.log(E / (1 + (E - 1) * (1 - a))) + a * sp.log(1 / (1 + (E - 1) * (1 - a)))
    binary_series = _taylor_polynomial((mu + mu_c) / (1 + E), eps, 3)
    binary_ok = sp.simplify(binary_series - eps ** 2 * a * (1 - a) / 2) == 0
    # Every feasible theta of (11) has sum_j theta_j <= 1 (rows sum to 1, entries >= 1), and mu >= 0,
    # so OPT <= max_A mu(S_A) = (1/2) eps^2 max_A P(A)P(A^c) + O(eps^3).
    return Evidence({"symbolic": RouteResult.of(pattern_ok and binary_ok,
                                                f"mu(S_A) = {sp.factor(pattern_series)} + O(eps^3); binary on A: "
                                                f"{sp.factor(binary_series)} + O(eps^3); sum theta <= 1 bounds OPT by "
                                                f"max_A mu(S_A)")}, None)


@claim("staircase.rr-kl-expansion", "Sec. 3, after (22)", expected="holds", universal=True,
       formal=PROSE["staircase.rr-kl-expansion"])
def rr_kl_expansion(ctx):
    """Randomized response achieves D(M0||M1) = D(P0||P1) - G(P0, P1) e^-eps + O(e^-2eps), with
    G = k D(P0||P1) - sum_x log(P0(x)/P1(x)) + sum_x P0(x)/P1(x) - k (derived here; the paper does not print G)."""
    u = sp.symbols("u", positive=True)
    checked = []
    for P0, P1 in (([F(1, 2), F(1, 3), F(1, 6)], [F(1, 6), F(1, 3), F(1, 2)]), ([F(1, 5), F(4, 5)], [F(1, 2), F(1, 2)])):
        k = len(P0)
        p0, p1 = [sp.Rational(v.numerator, v.denominator) for v in P0], [sp.Rational(v.numerator, v.denominator)
                                                                          for v in P1]
        M0 = [(p + u * (1 - p)) / (1 + (k - 1) * u) for p in p0]       # RR with u = e^-eps
        M1 = [(p + u * (1 - p)) / (1 + (k - 1) * u) for p in p1]
        D = sum(a * sp.log(a / b) for a, b in zip(M0, M1))
        base = sum(a * sp.log(a / b) for a, b in zip(p0, p1))
        G = k * base - sum(sp.log(a / b) for a, b in zip(p0, p1)) + sum(a / b for a, b in zip(p0, p1)) - k
        slope = sp.limit((D - base) / u, u, 0)
        checked.append(sp.simplify(sp.expand_log(slope + G, force=True)) == 0)
    return Evidence({"symbolic": RouteResult.of(all(checked), "d/du D(M0||M1) at u = e^-eps = 0 equals -G exactly "
                                                              "(two rational prior pairs, k = 3 and 2)")}, None)


# --------------------------------------------------------------------------- coverage: claims of the prose
def kernels_or_constant(max_k: int = 4, max_L: int = 4):
    """A random rational kernel, or one whose rows are all equal (the eps = 0 case), half the time each."""
    def build(shape):
        k, L = shape
        random = strategies.stochastic_matrices(k, L, 6)
        constant = strategies.stochastic_matrices(1, L, 6).map(lambda rows: rows * k)
        return st.one_of(random, constant).map(lambda K: {"K": K})
    return st.tuples(st.integers(2, max_k), st.integers(2, max_L)).flatmap(strategies.per_value(build))


@claim("staircase.ldp-extremes", "Sec. 1, par. 2", expected="holds", universal=True, formal=LDP_EXTREMES)
def ldp_extremes(ctx):
    """At eps = 0 the privatized output must be independent of the private data (0-LDP iff all rows of Q are
    equal, so P(x, y) = P(x) Q(y) for every prior); at eps = infinity the output can equal the data (the
    identity is eps-LDP for no finite eps)."""
    def prop(x):
        Q = x["K"]
        level = ldp_level(Q)
        equal_rows = all(row == Q[0] for row in Q)
        return (level.finite and level.E == 1) == equal_rows
    route, counterexample = fuzz_route(prop, kernels_or_constant(), ctx.fuzz_examples, ctx.seed,
                                       "exact LDP level == 1 (eps = 0) iff every row is the same distribution")
    identity_infinite = all(not ldp_level([[F(i == j) for j in range(k)] for i in range(k)]).finite
                            for k in range(2, 8))
    proof, paths = built_route(ldp_extremes_proofs.ldp_extremes_proof, ctx.out_dir, "staircase_ldp_extremes")
    return Evidence({"fuzz": route, "exact": RouteResult.of(identity_infinite, "the k x k identity (Y = X) has "
                                                                               "infinite LDP level, k = 2..7"),
                     "proof": proof}, counterexample, certificates=paths)


@claim("staircase.merge-invariance", "Sec. 2, after Thm. 4", expected="holds", universal=True,
       formal=PROSE["staircase.merge-invariance"])
def merge_invariance(ctx):
    """Shuffling the columns of an eps-LDP mechanism, or splitting a column into two proportional ones (merging
    outputs with the same pattern), keeps it eps-LDP at the same level and keeps the utility sum_y mu(Q_y)
    (homogeneity of mu); so for Q = S^(k) Theta the objective is the linear sum_j mu(S_j) theta_j."""
    def prop(x):
        P0, P1, Q, t, shift = x["P0"], x["P1"], x["Q"], x["t"], x["shift"]
        k, L = len(Q), len(Q[0])
        shuffled = [row[shift % L:] + row[:shift % L] for row in Q]
        split = [[t * row[0], (1 - t) * row[0]] + row[1:] for row in Q]
        utilities = (tv_utility(P0, P1), lambda q: _chi2_column(P0, P1, q))
        value = lambda M, mu: sum(mu([row[y] for row in M]) for y in range(len(M[0])))    # noqa: E731
        same_level = ldp_level(shuffled).E == ldp_level(split).E == ldp_level(Q).E
        same_value = all(value(shuffled, mu) == value(split, mu) == value(Q, mu) for mu in utilities)
        return same_level and same_value
    strategy = st.integers(2, 4).flatmap(lambda k: st.fixed_dictionaries(
        {"P0": strategies.distributions(k, 9, positive=True), "P1": strategies.distributions(k, 9, positive=True),
         "Q": st.lists(strategies.distributions(3, 6, positive=True), min_size=k, max_size=k),
         "t": st.integers(1, 11).map(lambda n: F(n, 12)), "shift": st.integers(0, 5)}))
    route, counterexample = fuzz_route(prop, strategy, ctx.fuzz_examples, ctx.seed,
                                       "positive kernels: a cyclic column shift and a split of column 0 into t and "
                                       "1 - t copies keep the exact LDP level and the TV and chi^2 utilities exactly")
    proof, paths = built_route(merge_invariance_proofs.merge_invariance_proof, ctx.out_dir, "staircase_merge_invariance")
    return Evidence({"fuzz": route, "proof": proof, "reason": _reason_route("staircase.merge-invariance")},
                    counterexample, certificates=paths)


@claim("staircase.global-special-case", "Sec. 2, after (9)", expected="holds", universal=True,
       formal=PROSE["staircase.global-special-case"])
def global_special_case(ctx):
    """For global DP on a counting query (neighbours x, x + 1), the truncated geometric mechanism with
    a = e^-eps is a staircase mechanism: Q(y|x)/Q(y|x + 1) takes only the values e^-eps, 1 or e^eps."""
    wrong = []
    for k in range(2, 9):
        for a in (F(1, 2), F(1, 3), F(9, 10), F(2, 3)):
            Q = geometric_mechanism(k, a)
            ratios = {Q[x][y] / Q[x + 1][y] for x in range(k - 1) for y in range(k)}
            if not ratios <= {a, F(1), 1 / a}:
                wrong.append({"k": k, "a": str(a), "ratios": sorted(str(r) for r in ratios)})
    proof, paths = built_route(global_special_case_proofs.global_special_case_proof, ctx.out_dir,
                                    "staircase_global_special_case")
    return Evidence({"exact": RouteResult.of(not wrong, "truncated geometric, k = 2..8, a in {1/2, 1/3, 9/10, 2/3}: "
                                                        "every neighbour ratio is in {a, 1, 1/a} = {e^-eps, 1, "
                                                        "e^eps}"), "proof": proof}, wrong[0] if wrong else None,
                    certificates=paths)


GV_BASES = (F(1, 2), F(2, 3), F(9, 10))


def staircase_ratios(b: Fraction) -> set:
    """{e^-eps, 1, e^eps} for b = e^-eps: the ratios a staircase mechanism allows between neighbours."""
    return {b, F(1), 1 / b}


def discrete_staircase_is_staircase(Delta: int, r: int, b: Fraction, pmf=staircase_noise_pmf) -> list[str]:
    """What keeps Q(y|x) = pmf(y - x) from being a staircase mechanism for neighbours |x - x'| <= Delta (empty:
    nothing): the pmf sums to 1 (its closed-form geometric sum), every ratio pmf(i)/pmf(i + d), 1 <= d <= Delta,
    on the window |i| <= 3 Delta is in {b, 1, 1/b}, and pmf(i + Delta) = b pmf(i) for i >= 0 on the window,
    which carries the ratios to every i (a pair beyond the window is a shifted copy of one inside it)."""
    problems = []
    P = {i: pmf(i, Delta, r, b) for i in range(-4 * Delta, 4 * Delta + 1)}
    half = sum(P[i] for i in range(Delta)) / (1 - b)             # sum_{i >= 0}, by the period identity
    if 2 * half - P[0] != 1:
        problems.append(f"total mass {2 * half - P[0]}")
    ratios = {P[i] / P[i + d] for i in range(-3 * Delta, 3 * Delta + 1) for d in range(1, Delta + 1)}
    if not ratios <= staircase_ratios(b):
        problems.append(f"neighbour ratios {sorted(ratios - staircase_ratios(b))} outside {{b, 1, 1/b}}")
    if any(P[i + Delta] != b * P[i] or P[-i] != P[i] for i in range(0, 3 * Delta)):
        problems.append("not b-periodic and symmetric")
    return problems


def continuous_staircase_is_staircase(pieces, Delta, b: Fraction) -> list[str]:
    """The same for a piecewise-constant density on (-4 Delta, 4 Delta): integral 1 (closed form of the periodic
    tail), every ratio f(t)/f(t + d), |d| <= Delta, taken on a set of t of positive measure in {b, 1, 1/b}
    (densities are defined almost everywhere), and f(t + Delta) = b f(t) piece by piece for t >= 0."""
    problems = []
    first_period = sum((hi - lo) * v for lo, hi, v in pieces if 0 <= lo and hi <= Delta)
    if 2 * first_period / (1 - b) != 1:
        problems.append(f"total mass {2 * first_period / (1 - b)}")
    ratios = piecewise_shift_ratios(pieces, Delta)
    if not ratios <= staircase_ratios(b):
        problems.append(f"neighbour ratios {sorted(ratios - staircase_ratios(b))} outside {{b, 1, 1/b}}")
    right = {(lo, hi): v for lo, hi, v in pieces if lo >= 0}
    top = max(hi for _, hi in right)
    if any(right.get((lo + Delta, hi + Delta)) != b * v for (lo, hi), v in right.items() if hi + Delta <= top):
        problems.append("not b-periodic")
    if sorted((-hi, -lo, v) for lo, hi, v in pieces) != sorted(pieces):
        problems.append("not symmetric")
    return problems


@claim("staircase.geng-viswanath", "Sec. 2, after (9)", expected="holds", universal=True,
       formal=PROSE["staircase.geng-viswanath"])
def geng_viswanath(ctx):
    """For global DP, the mechanisms shown optimal by Geng and Viswanath (their "staircase mechanisms": the query
    value plus staircase noise, Q(y|x) = f(y - x), neighbours |x - x'| <= Delta) are special cases of the staircase
    mechanisms: Q(y|x)/Q(y|x') takes only the values e^-eps, 1, e^eps. Checked on both of their forms
    (arXiv:1212.1186): the density f_gamma on the reals, which is piecewise constant, so its ratios are the ratios
    of its pieces (decided exactly on rational breakpoints), and the pmf P_r of their discrete (integer query)
    setting; the b-periodic tails carry a finite window to all outputs. Scope: the one-dimensional query; the
    text's bibliography is missing, so which further variants its 2013a/2013b citations hold is not known here."""
    wrong, tried = [], 0
    for b in GV_BASES:
        for Delta in (1, 2, 3, 5):
            for r in range(1, Delta + 1):
                tried += 1
                if problems := discrete_staircase_is_staircase(Delta, r, b):
                    wrong.append({"form": "discrete", "Delta": Delta, "r": r, "b": str(b), "problems": problems})
        for Delta in (F(1), F(2), F(3, 2)):
            for gamma in (F(0), F(1, 4), F(1, 2), F(2, 3), F(1)):
                tried += 1
                if problems := continuous_staircase_is_staircase(staircase_noise_pieces(Delta, gamma, b, 4), Delta, b):
                    wrong.append({"form": "density", "Delta": str(Delta), "gamma": str(gamma), "b": str(b),
                                  "problems": problems})
    geometric = all(staircase_noise_pmf(i, 1, 1, b) == (1 - b) / (1 + b) * b ** abs(i) for b in GV_BASES
                    for i in range(-6, 7))
    proof, paths = built_route(geng_viswanath_proofs.geng_viswanath_proof, ctx.out_dir, "staircase_geng_viswanath")
    return Evidence({"exact": RouteResult.of(not wrong and geometric, {
        "how": "discrete P_r (Delta = 1, 2, 3, 5, every r) and density f_gamma (Delta = 1, 2, 3/2; gamma = 0, 1/4, "
               "1/2, 2/3, 1) at b = e^-eps in {1/2, 2/3, 9/10}: mass 1, neighbour ratios in {b, 1, 1/b}, b-periodic "
               "tails; Delta = r = 1 is the geometric mechanism of Ghosh et al.",
        "instances": tried, "geometric at Delta = r = 1": geometric}), "proof": proof}, wrong[0] if wrong else None,
        certificates=paths)


def simulable_from_binary(P0, P1, E) -> bool:
    """Whether every eps-LDP mechanism's pair of output laws is a garbling of the binary mechanism's: the
    columns of eps-LDP mechanisms form the cone spanned by the patterns, so it suffices that for each pattern
    S_A the 2 x 2 system (m0, m1) = (a w + (1 - a) v, b w + (1 - b) v), m_nu = P_nu^T S_A, with (a, b) the
    binary mechanism's P0 and P1 mass on output 0, has w, v >= 0 (solved exactly)."""
    k = len(P0)
    B = binary_mechanism(P0, P1, E)
    a, b = push(B, P0)[0], push(B, P1)[0]
    for mask in range(2 ** k):
        column = pattern(mask, k, E)
        m0, m1 = (sum(p * q for p, q in zip(P, column)) for P in (P0, P1))
        w, v = (m0 * (1 - b) - m1 * (1 - a)) / (a - b), (a * m1 - b * m0) / (a - b)
        if w < 0 or v < 0:
            return False
    return True


@claim("staircase.blackwell", "Sec. 3, after Thm. 5", expected="holds", universal=True,
       formal=PROSE["staircase.blackwell"])
def blackwell(ctx):
    """For sufficiently small eps, any eps-LDP mechanism can be simulated from the output of the binary
    mechanism (Blackwell dominance: (Q o P0, Q o P1) is a garbling of (B o P0, B o P1)); it is not so for
    large eps."""
    rows, wrong = [], []
    for P0, P1 in HIGH_PRIVACY_PRIORS:
        P0, P1 = [F(v) for v in P0], [F(v) for v in P1]
        small = [simulable_from_binary(P0, P1, E) for E in (F(101, 100), F(11, 10))]
        large = simulable_from_binary(P0, P1, F(1000))
        low, high = F(1), F(1000)                  # simulable at low, not at high: bisect the threshold
        for _ in range(20):
            mid = (low + high) / 2
            low, high = (mid, high) if simulable_from_binary(P0, P1, mid) else (low, mid)
        rows.append({"P0": [str(v) for v in P0], "P1": [str(v) for v in P1], "at E = 101/100, 11/10": small,
                     "at E = 1000": large, "threshold e^eps* in": [f"{float(low):.5f}", f"{float(high):.5f}"]})
        if not all(small) or large:
            wrong.append(rows[-1])
    return Evidence({"exact": RouteResult.of(not wrong, {"how": "every pattern column of S^(k) (the extreme rays of "
                                                                "the eps-LDP column cone) is a nonnegative mixture "
                                                                "of the binary mechanism's two output laws, solved "
                                                                "exactly; a threshold bracketed by bisection",
                                                         "priors": rows}),
                     "reason": _reason_route("staircase.blackwell")}, wrong[0] if wrong else None)


@claim("staircase.quadratic-high-privacy", "Sec. 1, contributions; Sec. 3, experiments, par. 1", expected="holds", universal=True,
       formal=PROSE["staircase.quadratic-high-privacy"])
def quadratic_high_privacy(ctx):
    """The binary mechanism's KL (the optimum for small eps, Thm. 5) is (1/2) eps^2 ||P0 - P1||_TV^2 + O(eps^3):
    it converges quadratically in eps to 0, so n privatized samples carry the information of order eps^2 n
    raw ones (the effective sample size falls from n to order eps^2 n)."""
    t, a, b, E, eps = sp.symbols("t a b E epsilon", positive=True)
    # Binary mechanism: M_nu(0) = (1 + (E - 1) P_nu(T))/(1 + E) = (1 - t)/2 + P_nu(T) t with t = (E-1)/(E+1).
    shape = symbolic.identity(((1 + (E - 1) * a) / (1 + E)).subs(E, (1 + t) / (1 - t)), (1 - t) / 2 + a * t,
                              "M_nu(0) with E = (1 + t)/(1 - t), i.e. t = (E-1)/(E+1)")
    m0, m1 = (1 - t) / 2 + a * t, (1 - t) / 2 + b * t
    D = m0 * sp.log(m0 / m1) + (1 - m0) * sp.log((1 - m0) / (1 - m1))
    taylor = [sp.factor(sp.diff(D, t, n).subs(t, 0)) for n in range(3)]
    t_of_eps = sp.series(sp.tanh(eps / 2), eps, 0, 3).removeO()
    ok = shape.status == "pass" and taylor[:2] == [0, 0] and sp.expand(taylor[2] - 4 * (a - b) ** 2) == 0 \
        and sp.simplify(t_of_eps - eps / 2) == 0
    return Evidence({"symbolic": RouteResult.of(ok, f"D(t) = {taylor[2] / 2} t^2 + O(t^3) with a - b = P0(T) - P1(T) "
                                                    f"= TV(P0, P1), and t = tanh(eps/2) = {t_of_eps} + O(eps^3): "
                                                    f"D = (1/2) eps^2 TV^2 + O(eps^3)")}, None)


@claim("staircase.beats-geometric", "Sec. 3, Fig. 3 (left)", expected="holds", universal=False)
def beats_geometric(ctx):
    """Fig. 3 (left, k = 6, 100 random pairs): in all regimes, both the binary and the randomized response
    mechanisms give a larger average normalized divergence D(M0||M1)/D(P0||P1) than the geometric mechanism
    at the same privacy level."""
    import math
    k, rows, wrong = 6, [], []
    instances = list(figure_instances(k))
    def kl_balls(Q, P0, P1):            # the same D(Q o P0 || Q o P1) as kl_of, pushed in balls (faster)
        m0, m1 = ([sum(p * row[y] for p, row in zip(P, Q)) for y in range(k)] for P in (P0, P1))
        return sum(a * (a / b).log() for a, b in zip(m0, m1))
    with flint.ctx.workprec(60):
        instances = [([ball(v) for v in P0], [ball(v) for v in P1], P0, P1) for P0, P1 in instances]
        raw = [sum(a * (a / b).log() for a, b in zip(b0, b1)) for b0, b1, _, _ in instances]
        for eps in (F(1, 10), F(1), F(8)):
            a = F(math.exp(-float(eps) / (k - 1))).limit_denominator(1000)
            E = a ** -(k - 1)                      # the geometric mechanism's exact level: all three at e^eps = E
            G, R = ([[ball(v) for v in row] for row in M]
                    for M in (geometric_mechanism(k, a), randomized_response(k, E)))
            means = {"binary": flint.arb(0), "randomized response": flint.arb(0), "geometric": flint.arb(0)}
            losses = {"binary": 0, "randomized response": 0}
            for (b0, b1, P0, P1), d in zip(instances, raw):
                B = [[ball(v) for v in row] for row in binary_mechanism(P0, P1, E)]
                values = {"binary": sum(a * (a / b).log() for a, b in zip(*([sum(p * row[y] for p, row in zip(P, B))
                                                                              for y in range(2)] for P in (b0, b1)))),
                          "randomized response": kl_balls(R, b0, b1), "geometric": kl_balls(G, b0, b1)}
                for name, v in values.items():
                    means[name] += v / d / len(instances)
                for name in losses:
                    losses[name] += not values[name] > values["geometric"]
            rows.append({"eps": f"{-(k - 1) * math.log(a):.4f}", **{n: m.str(4) for n, m in means.items()},
                         "instances where geometric is not beaten (binary, RR)": list(losses.values())})
            if not (means["binary"] > means["geometric"] and means["randomized response"] > means["geometric"]):
                wrong.append(rows[-1])
    how = ("the Fig. 3 instances (seed 6), geometric with rational a ~ e^(-eps/5) (the corrected form, "
           "staircase.geometric), binary and RR at its exact level; means compared in arb balls")
    return Evidence({"exact": RouteResult.of(not wrong, {"how": how, "by eps": rows})}, wrong[0] if wrong else None)


def rr_first_order_loss(P0, P1):
    """G(P0, P1) of D_kl under k-RR = D(P0||P1) - G e^-eps + O(e^-2eps) (staircase.rr-kl-expansion), in arb."""
    k, p0, p1 = len(P0), [ball(v) for v in P0], [ball(v) for v in P1]
    divergence = sum(a * (a / b).log() for a, b in zip(p0, p1))
    return k * divergence - sum((a / b).log() for a, b in zip(p0, p1)) + sum(a / b for a, b in zip(p0, p1)) - k


def merge_tied_ratios(P0, P1):
    """The inputs grouped by likelihood ratio P0(x)/P1(x): (class of each input, P0 and P1 of each class)."""
    ratios = sorted({a / b for a, b in zip(P0, P1)})
    classes = [ratios.index(a / b) for a, b in zip(P0, P1)]
    return classes, [sum(p for p, c in zip(P, classes) if c == j) for P in (P0, P1) for j in range(len(ratios))]


@claim("staircase.rr-ties", "Thm. 8, priors with tied likelihood ratios", expected="holds-with-correction", universal=True,
       formal=PROSE["staircase.rr-ties"])
def rr_ties(ctx):
    """Thm. 8 for every positive pair (P0, P1): randomized response is the KL-optimal solution of (13) for all
    eps >= eps*(P0, P1)."""
    def beaten(P0, P1):
        """RR on the quotient alphabet (inputs with the same P0/P1 share an output) against k-RR: the KL gap at
        three large E in arb, its limit G(k-RR) - G(quotient RR) > 0, and RR's basis refuted at E = 10^6."""
        classes, sums = merge_tied_ratios(P0, P1)
        m = len(sums) // 2
        gaps = []
        with flint.ctx.workprec(200):
            for E in (F(10 ** 3), F(10 ** 6), F(10 ** 9)):
                R = randomized_response(m, E)
                gaps.append(kl_of([R[c] for c in classes], P0, P1) - kl_of(randomized_response(len(P0), E), P0, P1))
            limit = rr_first_order_loss(P0, P1) - rr_first_order_loss(sums[:m], sums[m:])
        refuted = basis_certificate(P0, P1, F(10 ** 6), rr_basis(len(P0)))[0] is False
        return all(g > 0 for g in gaps) and limit > 0 and refuted, [g.str(4) for g in gaps], limit.str(4)
    small = ([F(1, 2), F(1, 4), F(1, 4)], [F(1, 4), F(3, 8), F(3, 8)])       # ratios 2, 2/3, 2/3
    figure = list(figure_instances(6))
    tied = [pair for pair in figure if len({a / b for a, b in zip(*pair)}) < 6]
    results = [beaten(*pair) for pair in [small] + tied]
    counterexample = {"P0": ["1/2", "1/4", "1/4"], "P1": ["1/4", "3/8", "3/8"], "tie": "P0/P1 = 2/3 at x = 2, 3",
                      "KL(RR on {1}, {2, 3}) - KL(3-RR) at E = 10^3, 10^6, 10^9": results[0][1],
                      "limit of E x gap: G(3-RR) - G(2-RR on the classes)": results[0][2]}
    routes = {"exact": RouteResult.of(not all(r[0] for r in results),
                                      f"{len(results)} prior pairs with tied ratios (one built, {len(tied)} among the "
                                      f"Fig. 3 instances): merging tied inputs beats RR at every tested E and in the "
                                      f"limit; RR's basis of (11) has a provably negative reduced cost at E = 10^6")}
    E_large = F(round(float(sp.exp(20))))
    distinct = [pair for pair in figure if pair not in tied]
    optimal = [basis_certificate(P0, P1, E_large, rr_basis(6), precision=64)[0] for P0, P1 in distinct]
    correction_routes = {"exact": RouteResult.of(all(r[0] for r in results) and all(v is True for v in optimal),
                                                 f"distinct ratios: RR's basis proved KL-optimal (exact primal, arb "
                                                 f"dual) at e^eps = round(e^20) on all {len(distinct)} Fig. 3 "
                                                 f"instances with pairwise distinct P0/P1 ({optimal.count(True)} "
                                                 f"proved); ties: the quotient RR wins, as above")}
    return Evidence(routes, counterexample,
                    correction="Thm. 8 needs the likelihood ratios P0(x)/P1(x) to be pairwise distinct. If two inputs "
                               "share a ratio, merging them loses no divergence, and RR on the quotient alphabet "
                               "(tied inputs share an output) beats k-RR for every large eps, so no threshold eps* "
                               "exists.", correction_routes=correction_routes,
                    printed_statement=False if routes["exact"].status == "fail" else None, severity="overclaim",
                    statement_evidence={"shows": "Thm. 8 quantifies over every positive pair; for a pair with a tied "
                                                 "ratio RR is beaten at every large eps (the gap times e^eps has a "
                                                 "positive limit; RR's basis refuted at e^eps = 10^6, arb)",
                                        "routes": {"exact": routes["exact"]}})


@claim("staircase.figure-regimes", "Sec. 3, experiments, par. 2; Fig. 3 (right)", expected="holds-with-correction", universal=False)
def figure_regimes(ctx):
    """Fig. 3 (right): in all 100 instances (k = 6), the binary mechanism is KL-optimal for small eps and the
    randomized response mechanism for large eps (checked at the smallest plotted eps = 0.1, e^eps rounded to
    3 decimals, and at e^eps = round(e^20))."""
    small_E, large_E = F(1105, 1000), F(round(float(sp.exp(20))))
    instances = list(figure_instances(6))
    binary, rr = [], []
    for P0, P1 in instances:      # a garbling of the binary mechanism is never better; else prove a basis in arb
        binary.append(simulable_from_binary(P0, P1, small_E) or binary_is_optimal(P0, P1, small_E, "KL") is True)
        rr.append(basis_certificate(P0, P1, large_E, rr_basis(6), precision=64)[0] is True)
    tied = [len({a / b for a, b in zip(P0, P1)}) < 6 for P0, P1 in instances]
    misses = [i for i, ok in enumerate(rr) if not ok]
    detail = (f"binary proved KL-optimal at e^eps = 1105/1000 on {sum(binary)} of 100 (Blackwell garbling, exact, or "
              f"an optimal basis of (11) in arb); RR's basis proved optimal at round(e^20) on {sum(rr)} of 100")
    counterexample = None if not misses else {
        "instance": misses[0], "P0": [str(v) for v in instances[misses[0]][0]],
        "P1": [str(v) for v in instances[misses[0]][1]], "tied likelihood ratios": tied[misses[0]]}
    fixed = all(binary) and all(ok != tie for ok, tie in zip(rr, tied))      # RR proved exactly where no tie
    return Evidence({"exact": RouteResult.of(all(binary) and all(rr), detail)}, counterexample,
                    correction="It holds on every instance whose likelihood ratios P0(x)/P1(x) are pairwise "
                               "distinct: all but one of the reconstructed 100, where rounding the priors made two "
                               "ratios equal (ties have probability 0 for continuous random priors); with a tie RR is "
                               "beaten at every large eps (staircase.rr-ties).",
                    correction_routes={"exact": RouteResult.of(fixed, f"{detail}; RR fails exactly on the "
                                                                      f"{sum(tied)} instance(s) with a tie")},
                    printed_statement=True, severity="rounding",
                    statement_evidence={
                        "shows": "the paper's 100 pairs are continuous random draws (a tie has probability 0); our "
                                 "reconstruction's only miss is a tie its rounding created, and on every tie-free "
                                 "instance both regimes are proved -- the paper's own instances are not available, so "
                                 "this is the statement on the reconstructed tie-free instances",
                        "routes": {"exact": RouteResult.of(all(binary) and all(ok for ok, tie in zip(rr, tied) if not tie),
                                                           f"tie-free instances: binary proved at 1105/1000 on all, RR "
                                                           f"proved at round(e^20) on all {tied.count(False)}")}})
