"""PML (002), claims whose statements are rational (in)equalities over named variables, for every parameter: (10)
(pml.formula), Prop. 1, (11) (pml.ldp-sup), Sec. III's identity bound (pml.identity-bound), Lemma 1 (pml.zeros), Thm. 2
(pml.saturation), Example 3 (pml.nonprivate-rate), Example 1, (32) (pml.binary-example), Remark 1 (pml.limits),
Lemma 4, (69)-(74) (pml.linear) and Prop. 3, (47)-(54) (pml.subset-disclosure); workbench-polynomial-proof/4 artefacts
replayed by workbench.kernel.polyproof. Each goal is built from the claim's registered closed form and is rebuilt from
the registry when the route runs, so a changed closed form is refused; each artefact's statement says how its
variables and hypotheses encode the claim for every N (docs/evidence-strength.md, "The proofs today").

The (eps, c)-PML condition is used as defined, never through Lemma 4: for every prior P in Q_X(c) and every
output y, max_x K(y|x) <= E (K P)(y), E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.claims import RouteResult
from workbench.fastcancel import cancel
from workbench.mechanisms.pml_forms import BINARY_K11, towards_ldp_goals
from workbench.proof import Proof, built_route, registered

from .thm1 import registered_xi1


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


IDENTITY_LEVEL = "e^eps = 1/c"

ZEROS_LEVEL = "e^eps = 1/((N - l)c)"

SATURATION_LEVEL = "e^eps = 2/(Nc)"

def identity_bound_proof() -> Proof:
    """pml.identity-bound: every kernel satisfies (-log c, c)-PML, for every N; the identity attains 1/c."""
    c, k, p, r = sp.symbols("c k p r")
    proof = Proof("pml.identity-bound", [c, k, p, r],
                  "for every N, every N-input kernel K, every prior P in Q_X(c) and every output y: max_x K(y|x) <= "
                  "E (K P)(y) with E = e^eps = 1/c, i.e. K is (-log c, c)-PML; the identity attains it. Encoding (no "
                  "N in it, so it holds for every N): x* is an input with the largest K(y|x), k = K(y|x*) >= 0, "
                  "p = P(x*) >= c (P in Q_X(c)), r = sum_{x != x*} P(x) K(y|x) >= 0, so (K P)(y) = p k + r; c > 0",
                  "E (p k + r) - k = (k (p - c) + r)/c: the multiplier k and the residual r are >= 0. The identity's "
                  "column y = x* under the prior with P(x*) = c has (K P)(y) = c and max 1: level 1/c exactly.")
    proof.hypothesis("c > 0", c, strict=True).hypothesis("P(x*) >= c", p - c)

    def level():
        return registered("pml.identity-bound", IDENTITY_LEVEL, [c])

    def slack():
        return level() * (p * k + r) - k
    proof.goal("max_x K(y|x) <= E (K P)(y)", slack(), hypotheses=["c > 0", "P(x*) >= c"],
               terms=[(k, ["P(x*) >= c"])], positive="c > 0", template=slack)
    proof.equal_rebuilt("the identity at P(x*) = c: E c = 1", lambda: level() * c, lambda: 1)
    return proof

def zeros_proof() -> Proof:
    """pml.zeros (Lemma 1): a nonzero column with at least l zeros forces E >= 1/((N - l)c), for every N, l, c."""
    E, c, N, m, k, s, q = sp.symbols("E c N m k s q")
    l = sp.Symbol("l")
    proof = Proof("pml.zeros", [E, c, N, m, k, s, q],
                  "for every N >= 2, l in [N - 1], c in (0, 1/N] and every (eps, c)-PML kernel: a column y that is not "
                  "all zero and has at least l zeros forces E = e^eps >= 1/((N - l)c) (contrapositive: e^eps < "
                  "1/((N - l)c) leaves at most l - 1 zeros in every used column). Encoding: m = N - l >= 1 (the goal "
                  "is E - 1/((N - l)c) at l = N - m), k = max_x K(y|x) > 0, s = sum_x K(y|x); hypotheses: the PML "
                  "condition at the prior P = c + (1 - Nc) e_{x''} in Q_X(c), x'' a zero of the column, where (K P)(y) "
                  "= c s, so k <= E c s; at most N - l entries are nonzero, each <= k, so s <= (N - l) k; k c > 0. "
                  "Sharp (goals 'sharp: ...'): at E = 1/((N - l)c) the kernel with rows [0, 1] (l times) and "
                  "[1 - (N - l)c, (N - l)c] (N - l times) has l zeros in its used first column and is (eps, c)-PML: "
                  "for every prior, with q = P(last N - l inputs) in [(N - l)c, 1], column 1's ratio is 1/q and "
                  "column 2's is 1/(1 - (1 - (N - l)c) q)",
                  "k (E m c - 1) = (E c s - k) + E c (m k - s): both facts times nonnegative multipliers, residual 0; "
                  "the goal is written k (E m c - 1)/(k m c) so that k c > 0 shows its denominator's sign. Sharp: "
                  "m c (E q - 1) = q - m c and m c (E (1 - (1 - m c) q) - 1) = (1 - m c)(1 - q).",
                  domain={E: 1, N: 2, m: 1})
    proof.hypothesis("k c > 0 (the column is not zero, c > 0)", k * c, strict=True)
    proof.hypothesis("PML at P = c + (1 - Nc) e_x'': k <= E c s", E * c * s - k)
    proof.hypothesis("at most N - l nonzero entries, each <= k", m * k - s)
    proof.hypothesis("c > 0", c, strict=True).hypothesis("q >= (N - l) c", q - m * c).hypothesis("q <= 1", 1 - q)
    proof.hypothesis("(N - l) c <= 1 (as c <= 1/N)", 1 - m * c)

    def threshold():
        return registered("pml.zeros", ZEROS_LEVEL, [N, c, l]).subs(l, N - m)

    def gap():
        return E - threshold()
    facts = ["k c > 0 (the column is not zero, c > 0)", "PML at P = c + (1 - Nc) e_x'': k <= E c s",
             "at most N - l nonzero entries, each <= k"]
    proof.goal("E >= 1/((N - l)c)", gap(), hypotheses=facts, terms=[(1, [facts[1]]), (E * c, [facts[2]])],
               positive=facts[0], common=k, template=gap)

    def column_1():
        return threshold() * q - 1

    def column_2():
        return threshold() * (1 - (1 - m * c) * q) - 1
    proof.goal("sharp: column 1, 1/q <= E", column_1(), hypotheses=["c > 0", "q >= (N - l) c"],
               terms=[(proof.numerator_factor(column_1(), q - m * c), ["q >= (N - l) c"])], positive="c > 0", template=column_1)
    proof.goal("sharp: column 2, 1/(1 - (1 - (N - l)c) q) <= E", column_2(),
               hypotheses=["c > 0", "q <= 1", "(N - l) c <= 1 (as c <= 1/N)"],
               terms=[(proof.numerator_factor(column_2(), (1 - q) * (1 - m * c)), ["q <= 1", "(N - l) c <= 1 (as c <= 1/N)"])],
               positive="c > 0", template=column_2)
    return proof

def saturation_proof() -> Proof:
    """pml.saturation (Thm. 2): the kernel [p, 1 - p], p = (1/2, ..., 1/2, 1, 0), is (eps, c)-PML for every
    E >= 2/(Nc), every N >= 2 and c in (0, 1/N]."""
    c, N, t, a, b, r = sp.symbols("c N t a b r")
    proof = Proof("pml.saturation", [c, N, t, a, b, r],
                  "for every N >= 2, c in (0, 1/N] and E = e^eps = 2/(Nc) + t, t >= 0: Thm. 2's kernel K = [p, 1 - p], "
                  "p = (1/2 (N - 2 times), 1, 0), satisfies max_x K(y|x) <= E (K P)(y) for every prior P in Q_X(c) and "
                  "both outputs y, so it is (eps, c)-PML once eps >= log(2/(Nc)); its inputs N - 1 and N have rows "
                  "(1, 0) and (0, 1), so eta_TV(K) = 1 and, on priors on those two inputs, K P = P, so eta_f(K) = 1 "
                  "for every f (eta_f <= 1 being the data-processing inequality); hence eta_TV(eps, c) = eta_f(eps, "
                  "c) = 1 there. Encoding: a = P(N - 1) >= c, b = P(N) >= c, r = the mass of the first N - 2 inputs "
                  ">= (N - 2) c; column 1 has max 1 and (K P)(1) = r/2 + a, column 2 max 1 and (K P)(2) = r/2 + b",
                  "N c (E (r/2 + a) - 1) = (r - (N - 2) c) + 2 (a - c) + t N c (r/2 + a), and the same with b: facts "
                  "times constant multipliers, the residual t N c (r/2 + a) >= 0; the denominator N c is positive "
                  "because c > 0 and N >= 2. The level is exactly 2/(Nc): the prior (c, ..., c, 1 - (N - 1)c) gives "
                  "(K P)(1) = (N - 2)c/2 + c = N c/2 (goals 'attained').", domain={N: 2})
    proof.hypothesis("c > 0", c, strict=True)
    proof.hypothesis("P(N - 1) >= c", a - c).hypothesis("P(N) >= c", b - c)
    proof.hypothesis("the first N - 2 inputs carry r >= (N - 2) c", r - (N - 2) * c)
    for column, mass in ((1, a), (2, b)):
        def slack(mass=mass):
            E = registered("pml.saturation", SATURATION_LEVEL, [N, c]) + t
            return E * (r / 2 + mass) - 1
        own = "P(N - 1) >= c" if column == 1 else "P(N) >= c"
        times = proof.numerator_factor(slack(), N * c * slack())     # SymPy's numerator over N c times the slack
        proof.goal(f"column {column}: 1 <= E (K P)({column})", slack(),
                   hypotheses=["c > 0", own, "the first N - 2 inputs carry r >= (N - 2) c"],
                   terms=[(times, ["the first N - 2 inputs carry r >= (N - 2) c"]), (2 * times, [own])],
                   positive="c > 0", template=slack)
    proof.equal_rebuilt("attained: E = 1/(K P)(1) at P = (c, ..., c, 1 - (N - 1)c)",
          lambda: registered("pml.saturation", SATURATION_LEVEL, [N, c]), lambda: 1 / ((N - 2) * c / 2 + c),
          hypotheses=["c > 0"])
    return proof

def nonprivate_rate_proof() -> Proof:
    """pml.nonprivate-rate (Example 3, N = 4): Xi(eps, c) = 1 once e^eps >= 1/(2c), for the identity's level 1/c
    too, and exactly at 1/(2c) the first piece of Xi is 1."""
    E, u, c = sp.symbols("E u c")
    at = {c: 1 / (4 + u)}
    proof = Proof("pml.nonprivate-rate", [E, u],
                  "N = 4, for every c = 1/(4 + u) in (0, 1/4] and E = e^eps >= 1: if E >= 1/(2c) then Xi1 = (E - 1)/"
                  "(E(1 - 4c) + 1) >= 1, so Xi = min{Xi1, 1} = 1 and (46), n = Omega(1/(Xi delta)), is Omega(1/delta); "
                  "the identity kernel (no privacy) has level 1/c (pml.identity-bound's registered closed form, proved "
                  "there) >= 1/(2c), so its Xi is 1 as well and (46) gives it the same Omega(1/delta): the sample "
                  "complexity of the non-private setup; at E = 1/(2c) exactly, Xi1 = 1 (the threshold is sharp)",
                  "With c = 1/(4 + u): (Xi1 - 1)(E u + 4 + u) = 2 (2E - 4 - u) = 4 (E - 1/(2c)), times the hypothesis; "
                  "at E = 4 + u (the identity) it is 2 (4 + u) >= 0, and 0 at E = (4 + u)/2.",
                  domain={E: 1})
    proof.hypothesis("E >= 1/(2c)", 2 * E - (4 + u))

    def xi1(E_=E):
        return registered_xi1(E_, 1 / (4 + u), 4)

    def above():
        return xi1() - 1
    proof.goal("Xi1 >= 1 when E >= 1/(2c)", above(), hypotheses=["E >= 1/(2c)"],
               terms=[(proof.numerator_factor(above(), 2 * E - 4 - u), ["E >= 1/(2c)"])], template=above)

    def identity():
        return xi1(registered("pml.identity-bound", IDENTITY_LEVEL, [c]).subs(at)) - 1
    proof.goal("Xi1 >= 1 at the identity's level", identity(), template=identity)
    proof.equal_rebuilt("Xi1 = 1 at E = 1/(2c)", lambda: xi1((4 + u) / 2), lambda: 1)
    return proof


def binary_example_proof() -> Proof:
    """pml.binary-example (Example 1): for N = 2 and 1 <= E <= 1/c, (32) is an (eps, c)-PML kernel whose eta_TV is
    Xi1, no 2-input (eps, c)-PML kernel has a larger one, and (32) tends to Warner's randomized response as c -> 0."""
    E, u, p, a1, a2, c = sp.symbols("E u p a1 a2 c")
    at = {c: 1 / (2 + u)}
    proof = Proof("pml.binary-example", [E, u, p, a1, a2],
                  "N = 2, every c = 1/(2 + u) in (0, 1/2] and 1 <= E = e^eps <= 1/c (where Xi1 <= 1, the range of "
                  "Remark 2): (32), K(1|1) = K(2|2) = M (the registered closed form), K(1|2) = K(2|1) = m = (1 - E c)/"
                  "(E (1 - 2c) + 1), has rows summing to 1 and entries >= 0; for every prior P = (p, 1 - p) in Q_X(c) "
                  "its columns satisfy max_x K(y|x) = M <= E (K P)(y), so it is (eps, c)-PML; eta_TV(32) = M - m = "
                  "Xi1; "
                  "and every 2-input (eps, c)-PML kernel K, any outputs, has eta_TV(K) <= Xi1, so (32) is optimal. "
                  "Encoding of the last: with two inputs, K P - K Q = (P(1) - Q(1)) (K(.|1) - K(.|2)), so eta_TV(K) = "
                  "TV(K(.|1), K(.|2)) = a1 - a2 with a_x = K(A|x), A = {y : K(y|1) > K(y|2)}, K(A^c|x) = 1 - a_x; the "
                  "hypotheses are the PML conditions of the columns y in A (max K(y|1)) at the prior (c, 1 - c) and of "
                  "y not in A (max K(y|2)) at (1 - c, c), each summed over its y. Warner: 0 <= M - E/(E + 1) <= E c "
                  "(and m = 1 - M), so (32) -> [[E, 1], [1, E]]/(E + 1) as c -> 0",
                  "Rational identities and one-hypothesis divisions in p; the bound is the sum of the two summed "
                  "conditions divided by E (1 - 2c) + 1 (a dual solution of the eta LP at N = 2), residual 0.",
                  domain={E: 1})
    proof.hypothesis("E <= 1/c", 2 + u - E)
    proof.hypothesis("P(1) >= c", (2 + u) * p - 1).hypothesis("P(2) >= c", (2 + u) * (1 - p) - 1)
    summed = {"y in A: PML at (c, 1 - c), summed": (2 + u) * (E * (c * a1 + (1 - c) * a2) - a1),
              "y not in A: PML at (1 - c, c), summed": (2 + u) * (E * ((1 - c) * (1 - a1) + c * (1 - a2)) - (1 - a2))}
    for name, value in summed.items():
        proof.hypothesis(name, sp.expand(cancel(value.subs(at))))

    def top():
        return registered("pml.binary-example", BINARY_K11, [E, c]).subs(at)
    low = ((1 - E * c) / (E * (1 - 2 * c) + 1)).subs(at)

    def xi1():
        return registered_xi1(E, 1 / (2 + u), 2)
    proof.equal_rebuilt("rows sum to 1", lambda: top() + low, lambda: 1)
    proof.goal("K(1|1) >= 0", top(), template=top)
    proof.goal("K(1|2) >= 0", low, hypotheses=["E <= 1/c"], terms=[(proof.numerator_factor(low, 2 + u - E), ["E <= 1/c"])])
    for y, (first, second, prior) in enumerate(((top, lambda: low, "P(1) >= c"), (lambda: low, top, "P(2) >= c")), 1):
        def slack(first=first, second=second):
            return E * (p * first() + (1 - p) * second()) - top()
        proof.divided(f"column {y}: M <= E (K P)({y})", slack(), [prior], p, template=slack)
    proof.equal_rebuilt("eta_TV(32) = M - m = Xi1", lambda: top() - low, xi1)

    def bound():
        return xi1() - (a1 - a2)
    together = proof.numerator_factor(bound(), sum(sp.expand(cancel(v.subs(at))) for v in summed.values()))
    proof.goal("every 2-input kernel: K(A|1) - K(A|2) <= Xi1", bound(), hypotheses=list(summed),
               terms=[(together, [name]) for name in summed], template=bound)
    proof.goal("Warner: M - E/(E + 1) >= 0", top() - E / (E + 1), template=lambda: top() - E / (E + 1))
    proof.goal("Warner: M - E/(E + 1) <= E c", E / (2 + u) - (top() - E / (E + 1)),
               template=lambda: E / (2 + u) - (top() - E / (E + 1)))
    return proof

def _non_one_piece(claim: str, name: str, variables):
    """The piece other than 1 of a closed form registered as Min{piece, 1}."""
    form = registered(claim, name, variables)
    pieces = [piece for piece in (form.args if isinstance(form, sp.Min) else ()) if piece != 1]
    if len(pieces) != 1 or len(form.args) != 2:
        raise ValueError(f"{name} is registered as {form}, not as min(piece, 1)")
    return pieces[0]

def limits_proof() -> Proof:
    """pml.limits (Remark 1, corrected): eta_TV(eps, 1/N) = min{E - 1, 1} for every N, E; Xi1 -> (E - 1)/(E + 1)
    as c -> 0, within E N c."""
    E, N, d = sp.symbols("E N d")
    proof = Proof("pml.limits", [E, N, d],
                  "for every N >= 2 and E = e^eps >= 1: (i) c -> 0: for c = (1 - d)/N in [0, 1/N], 0 <= Xi1 - L <= "
                  "E N c with L = (E - 1)/(E + 1) (registered) and Xi1 from pml.eta-bound's registered Xi, so the "
                  "bound "
                  "tends to the LDP value; (ii) c = 1/N (d = 0): Xi1(E, 1/N) = V1, the piece of the registered min{V1, "
                  "1}, so eta_TV(eps, 1/N) <= min{V1, 1} by pml.eta-bound (proved for every N, c, E); the kernel with "
                  "rows (1/2, 1/2) (N - 2 times), (v, 1 - v), (1 - v, v), v = (1 + V)/2, V = min{V1, 1} (V = V1 for "
                  "E <= 2, V = 1 for E >= 2), has entries in [0, 1], column sums N/2, so under the only prior of "
                  "Q_X(1/N), the uniform one, (K P)(y) = 1/2 and max_x K(y|x) = v <= E/2: it is (eps, 1/N)-PML; its "
                  "rows "
                  "N - 1 and N are at TV distance 2v - 1 = V, so eta_TV(eps, 1/N) >= V: equality",
                  "Rational identities; the regimes E <= 2 and E >= 2 are hypotheses of their goals.",
                  domain={E: 1, N: 2})
    proof.hypothesis("c >= 0: d <= 1", 1 - d).hypothesis("E <= 2", 2 - E).hypothesis("E >= 2", E - 2)

    def ldp():
        return registered("pml.limits", "c -> 0", [E])

    def piece():
        return _non_one_piece("pml.limits", "c = 1/N", [E])
    towards_ldp_goals(proof, "c -> 0: ", ldp, E, N, d)
    proof.equal_rebuilt("c = 1/N: Xi1 = V1", lambda: registered_xi1(E, 1 / N, N), piece)
    proof.equal_rebuilt("low: v = E/2 (so v <= E/2)", lambda: (1 + piece()) / 2, lambda: E / 2)
    proof.goal("low: v >= 1 - v", piece(), template=piece)
    for name, template in {"low: v <= 1": lambda: 1 - (1 + piece()) / 2, "low: V1 <= 1": lambda: 1 - piece()}.items():
        proof.goal(name, template(), hypotheses=["E <= 2"], terms=[(proof.numerator_factor(template(), 2 - E), ["E <= 2"])],
                   template=template)     # 1 - v = (1 - V1)/2: the same fact, once per reading
    proof.goal("high: 1 <= E/2", E / 2 - 1, hypotheses=["E >= 2"], terms=[(sp.Rational(1, 2), ["E >= 2"])])
    proof.goal("high: V1 >= 1", piece() - 1, hypotheses=["E >= 2"],
               terms=[(proof.numerator_factor(piece() - 1, E - 2), ["E >= 2"])],
               template=lambda: piece() - 1)
    return proof

def linear_proof() -> Proof:
    """pml.linear (Lemma 4): (eps, c)-PML iff every row K(y|x) <= E (c sum_x' K(y|x') + (1 - Nc) K(y|x'')), for
    every N, c, E, kernel: both directions as goals over a general column and prior."""
    E, N, u, S, j, kx, kmax, m, t = sp.symbols("E N u S j k_x k_max m t")
    c, d = 1 / (N + u), u / (N + u)
    proof = Proof("pml.linear", [E, N, u, S, j, kx, kmax, m, t],
                  "for every N >= 2, c = 1/(N + u) in (0, 1/N], E >= 1, kernel K and output y, with S = sum_x K(y|x), "
                  "k_max = max_x K(y|x), m = min_x K(y|x), k_x = K(y|x), j = K(y|x''): (only if) the PML condition at "
                  "the prior c + (1 - Nc) e_x'' in Q_X(c), where (K P)(y) = c S + (1 - Nc) j, and k_x <= k_max give "
                  "the row (y, x, x''), for every x, x'' (goal 'only if'); (if) every P in Q_X(c) has (K P)(y) = c S + "
                  "t, t = sum_x (P(x) - c) K(y|x) >= (1 - Nc) m (each P(x) - c >= 0 and K(y|x) >= m, and sum_x "
                  "(P(x) - c) = 1 - Nc), so the row (y, x, x'') with K(y|x) = k_max and K(y|x'') = m gives the PML "
                  "condition k_max <= E (K P)(y) at every prior (goal 'if')",
                  "Each goal is the sum of its two hypotheses, the second times 1 (only if) or E (if), residual 0.",
                  domain={E: 1, N: 2})
    proof.hypothesis("PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)", cancel((N + u) * (E * (c * S + d * j) - kmax)))
    proof.hypothesis("k_x <= k_max", kmax - kx)
    proof.hypothesis("row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)", cancel((N + u) * (E * (c * S + d * m) - kmax)))
    proof.hypothesis("t >= (1 - Nc) m", cancel((N + u) * (t - d * m)))
    only_if = E * (c * S + d * j) - kx
    proof.goal("only if: the row (y, x, x'') holds", only_if,
               hypotheses=["PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)", "k_x <= k_max"],
               terms=[(1, ["PML at c + (1 - Nc) e_x'': k_max <= E (c S + (1 - Nc) j)"]),
                      (N + u, ["k_x <= k_max"])])
    proof.goal("if: k_max <= E (K P)(y) at every P in Q_X(c)", E * (c * S + t) - kmax,
               hypotheses=["row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)", "t >= (1 - Nc) m"],
               terms=[(1, ["row (y, argmax, argmin): k_max <= E (c S + (1 - Nc) m)"]), (E, ["t >= (1 - Nc) m"])])
    return proof

def subset_disclosure_proof() -> Proof:
    """pml.subset-disclosure (Prop. 3): an output that only X_sub produces leaks at least 1/P(X_sub), so e^eps <
    1/P(X_sub) rules it out, and with l zeros the (eps, c)-PML level is at least 1/((N - l)c); for every N, l."""
    E, c, N, m, k, w, p, L = sp.symbols("E c N m k w p L")
    l = sp.Symbol("l")
    proof = Proof("pml.subset-disclosure", [E, c, N, m, k, w, p, L],
                  "for every N, every kernel and output y with K(y|x') = 0 outside X_sub, every prior P with p = "
                  "P(X_sub) > 0 (leakages as ratios, l = log of the ratio): with Q = P conditioned on X_sub, (K P)(y) "
                  "= p w, w = (K Q)(y), and k = max_x K(y|x) > 0, so the ratio k/(K P)(y) is (k/w)/p ((52)); w <= k "
                  "(Q sums to 1 on X_sub) gives k/(K P)(y) >= 1/p ((53), goal 'ratio >= 1/p'); so (eps, c)-PML at P, "
                  "k <= E p w, forces E >= 1/p (goal 'E >= 1/p': e^eps < 1/P(X_sub) rules y out). (54): with l zeros, "
                  "m = N - l >= 1 inputs form X_sub, each with P(x) >= c, so p >= (N - l)c, with equality at the prior "
                  "putting c on them and the rest outside (l >= 1); the level L >= the ratio at that prior gives L >= "
                  "1/((N - l)c) (pml.zeros' registered closed form; goal 'L >= ...')",
                  "Each goal: k (or w) times the gap = the PML or level hypothesis + (k - w); the common factor w is "
                  "kept so that p w > 0 (w c > 0) shows the denominator's sign.",
                  domain={E: 1, N: 2, m: 1})
    proof.hypothesis("p w > 0", p * w, strict=True).hypothesis("w c > 0", w * c, strict=True)
    proof.hypothesis("w <= k: (K Q)(y) <= max_x K(y|x)", k - w)
    proof.hypothesis("PML at P: k <= E p w", E * p * w - k)
    proof.hypothesis("level at p = (N - l) c: k <= L (N - l) c w", L * m * c * w - k)
    below = "w <= k: (K Q)(y) <= max_x K(y|x)"
    proof.goal("ratio >= 1/p: k/(p w) - 1/p >= 0", k / (p * w) - 1 / p, hypotheses=["p w > 0", below],
               terms=[(1, [below])], positive="p w > 0")
    proof.goal("E >= 1/p", E - 1 / p, hypotheses=["p w > 0", below, "PML at P: k <= E p w"],
               terms=[(1, ["PML at P: k <= E p w"]), (1, [below])], positive="p w > 0", common=w)

    def level_gap():
        return L - registered("pml.zeros", ZEROS_LEVEL, [N, c, l]).subs(l, N - m)
    facts = ["w c > 0", "w <= k: (K Q)(y) <= max_x K(y|x)", "level at p = (N - l) c: k <= L (N - l) c w"]
    proof.goal("L >= 1/((N - l) c)", level_gap(), hypotheses=facts, terms=[(1, [facts[2]]), (1, [facts[1]])],
               positive="w c > 0", common=w, template=level_gap)
    return proof


def ldp_sup_proof() -> Proof:
    """pml.ldp-sup (Prop. 1, (11)): LDP(K) = sup over outputs y and priors P of the leakage (10), for every kernel;
    as ratios (log is increasing): e^LDP(K) = sup_y sup_P max_x K(y|x)/(K P)(y)."""
    L, k, m, w, s = variables = sp.symbols("L k m w s")
    proof = Proof("pml.ldp-sup", list(variables),
                  "for every N, every kernel K (any outputs) and every output y with k = max_x K(y|x) > 0 (an output "
                  "no input produces has (K P)(y) = 0 and no leakage): m = min_x K(y|x); L = e^LDP(K) = max over y, x, "
                  "x' of K(y|x)/K(y|x') >= 1 when finite. (<=) every prior P with w = (K P)(y) = sum_x P(x) K(y|x) > 0 "
                  "has w >= m (K(y|x) >= m summed against P) and, by the LDP inequality at (y, argmax, argmin), k <= "
                  "L m, so k/w <= L (goal 'sup <= LDP'). (>=) at an output y and inputs attaining L (k = L m, m > 0), "
                  "the full-support priors P_s = (1 - s) e_x' + s U, U uniform, 0 < s <= 1, x' = argmin, have w = (1 - "
                  "s) m + s (K U)(y), so m <= w <= m + s k, and k/w >= L - s L^2 (goal 'reached'): the sup is L. If a "
                  "column has a zero (m = 0, k > 0) LDP(K) is infinite, and P_s gives w <= s k, so k/w >= 1/s, "
                  "unbounded as s -> 0 (goal 'infinite'). The max over outputs is taken on both sides alike; log "
                  "turns each ratio into the leakage (10) and keeps the order",
                  "L w - k = L (w - m) + (L m - k); s L^2 w - L w + k = L (m + s k - w) + (k - L m) + s L^2 (w - m) + "
                  "s L (L m - k); k s - w >= 0 is the hypothesis; each over w (or w s) > 0.", domain={L: 1})
    proof.hypothesis("w > 0", w, strict=True).hypothesis("w s > 0", w * s, strict=True)
    proof.hypothesis("w >= m: K(y|x) >= m summed against P", w - m)
    proof.hypothesis("LDP at (y, argmax, argmin): k <= L m", L * m - k)
    proof.hypothesis("attaining: k >= L m", k - L * m)
    proof.hypothesis("P_s: w <= m + s k", m + s * k - w)
    proof.hypothesis("P_s, m = 0: w <= s k", s * k - w)
    below, ldp, upper = "w >= m: K(y|x) >= m summed against P", "LDP at (y, argmax, argmin): k <= L m", "P_s: w <= m + s k"
    proof.goal("sup <= LDP: L - k/w >= 0", L - k / w, hypotheses=["w > 0", below, ldp],
               terms=[(L, [below]), (1, [ldp])], positive="w > 0")
    proof.goal("reached: k/w - (L - s L^2) >= 0", k / w - (L - s * L ** 2),
               hypotheses=["w > 0", below, ldp, "attaining: k >= L m", upper],
               terms=[(L, [upper]), (1, ["attaining: k >= L m"]), (s * L ** 2, [below]), (s * L, [ldp])],
               positive="w > 0")
    proof.goal("infinite: k/w - 1/s >= 0", k / w - 1 / s, hypotheses=["w s > 0", "P_s, m = 0: w <= s k"],
               terms=[(1, ["P_s, m = 0: w <= s k"])], positive="w s > 0")
    return proof

def formula_proof() -> Proof:
    """pml.formula ((10) from (9)): for a full-support prior, the sup over gain functions and guessing rules of the
    gain ratio is max_x K(y|x)/(K P)(y); (10) is its log (log is increasing, so the sup commutes with it)."""
    k, p, n, h, G, D, q, n1, D1 = variables = sp.symbols("k p n h G D q n1 D1")
    proof = Proof("pml.formula", list(variables),
                  "for every N, kernel K, prior P with full support, output y with p = (K P)(y) > 0 (the outcomes that "
                  "occur) and k = max_x K(y|x): the ratio in (9), sup over gains g >= 0 and guessing rules P_W|Y of "
                  "E[g(X, W) | y] / max_w E[g(X, w)], equals k/p, so (9) = log(k/p) = (10). (<=) for any g with D = "
                  "max_w E[g(X, w)] > 0 (g = 0 under P has ratio 0/0 and is no gain) and any rule: n = E[g(X, W) | y] "
                  "<= h = max_w E[g(X, w) | y] (the rule mixes guesses); for w* attaining h, Bayes P(x|y) = P(x) "
                  "K(y|x)/p gives h p = sum_x P(x) K(y|x) g(x, w*) <= k G with G = E[g(X, w*)] (K(y|x) <= k summed "
                  "against P(x) g(x, w*) >= 0), and G <= D: so n/D <= k/p (goal 'upper'). (>=) g(x, w) = [x = x*], x* "
                  "an input with K(y|x*) = k: E[g(X, w)] = q = P(x*) > 0 for every w (full support), so D1 = q, and "
                  "n1 = E[g(X, W) | y] = P(x*|y) = q k/p (Bayes), so n1/D1 = k/p (goals 'attained')",
                  "k D - n p = k (D - G) + (k G - h p) + p (h - n) over p D > 0; n1 p - k D1 = (n1 p - q k) + k (q - D1) "
                  "over p D1 > 0, both ways.")
    proof.hypothesis("p D > 0", p * D, strict=True).hypothesis("p D1 > 0", p * D1, strict=True)
    upper = {"n <= h: the rule mixes guesses": h - n, "h p <= k G: K(y|x) <= k against P(x) g(x, w*)": k * G - h * p,
             "G <= D": D - G}
    for name, value in upper.items():
        proof.hypothesis(name, value)
    names = list(upper)
    proof.goal("upper: k/p - n/D >= 0", k / p - n / D, hypotheses=["p D > 0"] + names,
               terms=[(p, names[:1]), (1, names[1:2]), (k, names[2:])], positive="p D > 0")
    attained = {">=": ("Bayes: n1 p >= q k", n1 * p - q * k, "D1 <= q", q - D1),
                "<=": ("Bayes: n1 p <= q k", q * k - n1 * p, "D1 >= q", D1 - q)}
    for relation, (bayes, bayes_value, level, level_value) in attained.items():
        proof.hypothesis(bayes, bayes_value).hypothesis(level, level_value)
        proof.goal(f"attained: n1/D1 - k/p {relation} 0", n1 / D1 - k / p, relation,
                   hypotheses=["p D1 > 0", bayes, level], terms=[(1, [bayes]), (k, [level])], positive="p D1 > 0")
    return proof
