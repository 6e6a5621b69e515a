"""Complete proofs, for every parameter, of staircase-paper (004) and PML-paper (002) claims whose statements are
rational (in)equalities once sums are named (format workbench-polynomial-proof/3, replayed by
workbench.kernel.polyproof; routes through workbench.proof.built_route).

Bookkeeping that stays in each artefact's statement, as in proofs/pml_proofs.py (docs/evidence-strength.md, "What
stays prose"): variables that name sums over inputs or outputs (Q(A|x), P(B), (K P)(y)), and hypotheses that are a
condition summed over such an index set (an LDP inequality summed over the outputs of an event, K(y|x) <= its
maximum summed against a prior). eps-LDP is used as defined: Q(y|x) <= E Q(y|x') for all x, x', y, E = e^eps.
"""
from __future__ import annotations

import sympy as sp

from workbench.fastcancel import cancel
from workbench.proof import Proof, registered

TV_FACTOR = "TV factor (e^eps - 1)/(e^eps + 1)"
HELLINGER_FACTOR = "Cor. 2: Binette's factor for H^2"
CHI2_FACTOR = "(33)-(34): Binette's factor for chi^2"


def binary_tv_proof() -> Proof:
    """staircase.binary-tv (Thm. 6): every eps-LDP mechanism has TV(P0 Q, P1 Q) <= (E - 1)/(E + 1) TV(P0, P1), and
    the binary mechanism attains it, for every k, P0, P1 and eps."""
    E, t, a, b, s_plus, s_minus, p0, p1 = variables = sp.symbols("E t a b s_plus s_minus p0 p1")
    proof = Proof("staircase.binary-tv", list(variables),
                  "for every k >= 2, priors P0, P1 on k inputs, E = e^eps >= 1: (bound) every eps-LDP mechanism Q, "
                  "with any outputs, has TV(P0 Q, P1 Q) <= L TV(P0, P1), L = (E - 1)/(E + 1) the registered factor; "
                  "(attained) the binary mechanism, Q(0|x) = E/(E + 1) on B = {x : P0(x) >= P1(x)} and 1/(E + 1) "
                  "elsewhere, is eps-LDP, has rows summing to 1 and TV(P0 Q, P1 Q) = L TV(P0, P1). So L TV(P0, P1) is "
                  "the optimum of (13) for TV over all eps-LDP mechanisms, hence of (11) (the binary mechanism is a "
                  "staircase mechanism). Encoding of the bound: A = {y : (P0 Q)(y) > (P1 Q)(y)}, delta = P0 - P1 = "
                  "delta+ - delta-, t = sum delta+ = sum delta- = TV(P0, P1), s+ = sum_x delta+(x) Q(A|x), s- = "
                  "sum_x delta-(x) Q(A|x), so TV(P0 Q, P1 Q) = s+ - s-; x1 (x2) is an input with the largest "
                  "(smallest) Q(A|.), a = Q(A|x1), b = Q(A|x2), so s+ <= t a and s- >= t b (each summed over x); "
                  "the LDP inequalities Q(y|x1) <= E Q(y|x2) summed over y in A, and Q(y|x2) <= E Q(y|x1) summed "
                  "over y not in A with the rows summing to 1: a <= E b and 1 - b <= E (1 - a). Encoding of the "
                  "attainment: p0 = P0(B), p1 = P1(B), t = p0 - p1 (B attains TV(P0, P1)); with two outputs "
                  "TV(P0 Q, P1 Q) = |(P0 Q)(0) - (P1 Q)(0)|",
                  "(E + 1)(L t - (s+ - s-)) = (E + 1)(t a - s+) + (E + 1)(s- - t b) + t (E b - a) + t (E (1 - a) - "
                  "(1 - b)), residual 0. Binary: (P0 Q)(0) - (P1 Q)(0) = (E (p0 - p1) + (1 - p0) - (1 - p1))/(E + 1) = "
                  "L (p0 - p1) = L t.", domain={E: 1})
    facts = {"s+ <= t a": t * a - s_plus, "s- >= t b": s_minus - t * b,
             "LDP (y, x1, x2) summed over y in A: a <= E b": E * b - a,
             "LDP (y, x2, x1) summed over y not in A: 1 - b <= E (1 - a)": E * (1 - a) - (1 - b)}
    for name, value in facts.items():
        proof.hypothesis(name, value)
    proof.hypothesis("t >= p0 - p1", t - (p0 - p1)).hypothesis("t <= p0 - p1", p0 - p1 - t)

    def factor():
        return registered("staircase.binary-tv", TV_FACTOR, [E])

    def bound():
        return factor() * t - (s_plus - s_minus)
    names = list(facts)
    proof.goal("every eps-LDP Q: TV(P0 Q, P1 Q) <= L TV(P0, P1)", bound(), hypotheses=names, clear=E + 1,
               terms=[(E + 1, names[:1]), (E + 1, names[1:2]), (t, names[2:3]), (t, names[3:])], template=bound)
    top, low = E / (E + 1), 1 / (E + 1)
    difference = (p0 * top + (1 - p0) * low) - (p1 * top + (1 - p1) * low)   # (P0 Q)(0) - (P1 Q)(0)
    proof.goal("binary: (P0 Q)(0) - (P1 Q)(0) >= 0, so it is TV(P0 Q, P1 Q)", difference,
               hypotheses=["t <= p0 - p1"], terms=[(E - 1, ["t <= p0 - p1"])])
    for relation, hypothesis in ((">=", "t <= p0 - p1"), ("<=", "t >= p0 - p1")):
        def attained():
            return difference - factor() * t
        proof.goal(f"binary: TV(P0 Q, P1 Q) - L TV(P0, P1) {relation} 0", attained(), relation,
                   hypotheses=[hypothesis], terms=[(E - 1, [hypothesis])], template=attained)
    proof.equal("binary: eps-LDP tight, E Q(0|x') = Q(0|x) for Q(0|x) = E/(E + 1), Q(0|x') = 1/(E + 1)", E * low, top)
    proof.goal("binary: eps-LDP, E Q(0|x) - Q(0|x') >= 0", E * top - low)
    return proof.equal("binary: rows sum to 1", top + low, 1)


def merge_invariance_proof() -> Proof:
    """staircase.merge-invariance: shuffling the outputs, or splitting a column into two proportional ones (and so
    merging outputs with proportional columns), keeps the LDP level and the utility sum_y mu(Q_y), for every
    mechanism, eps and positively homogeneous mu."""
    E, F, t, u, v, m, m1, m2 = variables = sp.symbols("E F t u v m m1 m2")
    proof = Proof("staircase.merge-invariance", list(variables),
                  "for every k, every mechanism Q (any outputs), every utility mu that is positively homogeneous "
                  "(mu(s Q_y) = s mu(Q_y) for s > 0, the paper's sublinear mu) and every 0 < t < 1: splitting column y "
                  "into the columns t Q_y and (1 - t) Q_y keeps every LDP inequality at every level: with u = Q(y|x), "
                  "v = Q(y|x') for any inputs x, x', u <= E v implies t u <= E t v and (1 - t) u <= E (1 - t) v "
                  "(goals 'split ...'), and conversely t u <= F t v (or (1 - t) u <= F (1 - t) v) at any level F "
                  "implies u <= F v (goals 'level not lowered ...'), so the split mechanism is eps-LDP exactly when Q "
                  "is: the same level; and it keeps the utility, m1 + m2 = m with m = mu(Q_y), m1 = mu(t Q_y), m2 = "
                  "mu((1 - t) Q_y) (goals 'utility'). Merging two outputs with proportional columns s1 S, s2 S is the "
                  "same statement read backwards (t = s1/(s1 + s2)), so for Q = S^(k) Theta, whose column y is "
                  "theta_y S_j(y), the objective sum_y mu(Q_y) = sum_j mu(S_j) sum_{y: j(y) = j} theta_y is linear "
                  "in theta. Shuffling the outputs only re-indexes the LDP inequalities (one per y, x, x') and the "
                  "terms of sum_y mu(Q_y), so it keeps both. The other columns are unchanged by a split",
                  "t (E v - u) is the LDP inequality times t > 0; (1 - t)(E v - u) is the product of the facts 1 - t > 0 "
                  "and E v - u >= 0; F v - u = t (F v - u)/t with t > 0 showing the denominator's sign; m1 + m2 - m = "
                  "(m1 - t m) + (m2 - (1 - t) m).", domain={E: 1, F: 1})
    proof.hypothesis("t > 0", t, strict=True).hypothesis("t < 1", 1 - t, strict=True)
    proof.hypothesis("LDP of Q: u <= E v", E * v - u)
    proof.hypothesis("split, copy t, at level F: t u <= F t v", t * (F * v - u))
    proof.hypothesis("split, copy 1 - t, at level F: (1 - t) u <= F (1 - t) v", (1 - t) * (F * v - u))
    for name, value in {"m1 >= t m": m1 - t * m, "m1 <= t m": t * m - m1,
                        "m2 >= (1 - t) m": m2 - (1 - t) * m, "m2 <= (1 - t) m": (1 - t) * m - m2}.items():
        proof.hypothesis(f"mu homogeneous: {name}", value)
    ldp = "LDP of Q: u <= E v"
    proof.goal("split, copy t: E t v - t u >= 0", t * (E * v - u), hypotheses=["t > 0", ldp], terms=[(1, ["t > 0", ldp])])
    proof.goal("split, copy 1 - t: E (1 - t) v - (1 - t) u >= 0", (1 - t) * (E * v - u), hypotheses=["t < 1", ldp],
               terms=[(1, ["t < 1", ldp])])
    for copy, strict in (("t", "t > 0"), ("1 - t", "t < 1")):
        split = f"split, copy {copy}, at level F: " + ("t u <= F t v" if copy == "t" else "(1 - t) u <= F (1 - t) v")
        proof.goal(f"level not lowered, copy {copy}: F v - u >= 0", F * v - u, hypotheses=[strict, split],
                   terms=[(1, [split])], positive=strict, common=t if copy == "t" else 1 - t)
    for relation, side in ((">=", ">="), ("<=", "<=")):
        facts = [f"mu homogeneous: m1 {side} t m", f"mu homogeneous: m2 {side} (1 - t) m"]
        proof.goal(f"utility: m1 + m2 - m {relation} 0", m1 + m2 - m, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (1, facts[1:])])
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


def ldp_extremes_proof() -> Proof:
    """staircase.ldp-extremes: 0-LDP iff all rows of Q are equal, and then X and Y are independent under every
    prior; the identity (Y = X) is eps-LDP for no finite eps; for every k and every mechanism."""
    E, u, v, p, q, r = variables = sp.symbols("E u v p q r")
    proof = Proof("staircase.ldp-extremes", list(variables),
                  "for every k >= 2 and every mechanism Q (any outputs): (eps = 0, E = 1) with u = Q(y|x), v = Q(y|x') "
                  "for any inputs x, x' and output y, the 0-LDP inequalities u <= v and v <= u give u = v (goals "
                  "'0-LDP => equal'), and u = v gives u <= 1 v (goal 'equal => 0-LDP'): Q is 0-LDP iff all its rows "
                  "are equal; then, for every prior P, with p = P(x), q = Q(y|x) the common value of column y and r = "
                  "Q(y) = sum_x' P(x') Q(y|x') = q sum_x' P(x') = q, P(x, y) = p q = P(x) Q(y) (goals "
                  "'independent'): the output is independent of the data. (eps = infinity) the identity, Y = X, has "
                  "Q(y|y) = 1 and Q(y|x') = 0 for x' != y, so its LDP inequality 1 <= E 0 fails for every finite E = "
                  "e^eps (goal 'identity', E 0 - 1 < 0)",
                  "Each goal is one hypothesis (times p for 'independent'), residual 0; 'identity' is the number -1.",
                  domain={E: 1})
    proof.hypothesis("0-LDP at (y, x, x'): u <= v", v - u).hypothesis("0-LDP at (y, x', x): v <= u", u - v)
    proof.hypothesis("equal rows: u >= v", u - v).hypothesis("equal rows: u <= v", v - u)
    proof.hypothesis("r >= q: Q(y) = q sum_x' P(x')", r - q).hypothesis("r <= q: Q(y) = q sum_x' P(x')", q - r)
    proof.goal("0-LDP => equal: u - v >= 0", u - v, hypotheses=["0-LDP at (y, x', x): v <= u"],
               terms=[(1, ["0-LDP at (y, x', x): v <= u"])])
    proof.goal("0-LDP => equal: u - v <= 0", u - v, "<=", hypotheses=["0-LDP at (y, x, x'): u <= v"],
               terms=[(1, ["0-LDP at (y, x, x'): u <= v"])])
    proof.goal("equal => 0-LDP: 1 v - u >= 0", v - u, hypotheses=["equal rows: u <= v"], terms=[(1, ["equal rows: u <= v"])])
    for relation, fact in ((">=", "r <= q: Q(y) = q sum_x' P(x')"), ("<=", "r >= q: Q(y) = q sum_x' P(x')")):
        proof.goal(f"independent: P(x, y) - P(x) Q(y) = p q - p r {relation} 0", p * q - p * r, relation,
                   hypotheses=[fact], terms=[(p, [fact])])
    return proof.goal("identity: E Q(y|x') - Q(y|y) = E 0 - 1 < 0", E * 0 - 1, "<")


RESTRICTION_DERIVATION = (
    " The corrected derivation (App. B, pml.restriction-proof): (55) reads Q_X(c) = {c + d V : V in P(X)}: for P in "
    "Q_X(c), V = (P - c)/d has V(x) >= 0 (P(x) = px >= c) and sum V = (sP - N c)/d = 1 (sP = sum P = 1), and "
    "conversely c + d V >= c with sum N c + d sV = 1 (sV = sum V = 1) (goals '(55)'); (58)-(59) are the event "
    "differences above; in (60)-(61) numerator and denominator take the same norm: as printed, l1 = ||KV - KW||_1 = "
    "2 T over TV(V, W) = S is twice the same-norm ratio (goals 'mixed norms'), so its sup is 2 eta_TV(K)")


def restriction_proof(derivation: bool = False) -> Proof:
    """pml.restriction (Lemma 2): for 0 < c < 1/N, eta_TV over priors in Q_X(c) equals eta_TV(K), for every kernel,
    so the sup over M(eps, c) in (18) is (19). With `derivation`, pml.restriction-proof's corrected App. B: the same
    goals plus the corrected (55) and the printed mixed-norm ratio of (60)-(61)."""
    d, c, n, sigma, vB, wB, kv, kw, S, T, S1, T1 = variables = sp.symbols("d c n sigma vB wB kv kw S T S1 T1")
    N, px, sP, vx, sV, l1 = extra = sp.symbols("N px sP vx sV l1")
    proof = Proof("pml.restriction-proof" if derivation else "pml.restriction",
                  list(variables) + (list(extra) if derivation else []),
                  "for every N, c in (0, 1/N) (d = 1 - Nc > 0) and kernel K: (<=) Q_X(c) is a subset of all priors, so "
                  "the sup (56) over it is at most eta_TV(K) = sup over all P != Q of TV(KP, KQ)/TV(P, Q); (>=) every "
                  "V != W gives P = c + d V, Q = c + d W in Q_X(c) ((55)) with the same ratio (goals 'same ratio'), "
                  "so the sups are equal, for every K, hence over M(eps, c): (19). Encoding: P - Q = d (V - W) with d "
                  "> 0, so B = {V > W} = {P > Q} and, K being linear, A = {KV > KW} = {KP > KQ}; TV is the mass "
                  "difference on that event: S = TV(V, W) = vB - wB with vB = V(B), wB = W(B); S1 = TV(P, Q) = P(B) - "
                  "Q(B) = (n c + d vB) - (n c + d wB), n = |B| ((58)); T = TV(KV, KW) = kv - kw with kv = (KV)(A), kw "
                  "= (KW)(A); T1 = TV(KP, KQ) = (KP)(A) - (KQ)(A) = (c sigma + d kv) - (c sigma + d kw), sigma = "
                  "sum_x K(A|x) ((59)); each an equality (two hypotheses; the c terms cancel). S > 0 (V != W); S1 > "
                  "0 is goal 'S1 > 0', so S S1 > 0" + (RESTRICTION_DERIVATION if derivation else ""),
                  "T1 S - T S1 = S (T1 - d (kv - kw)) + d S ((kv - kw) - T) + T (d (vB - wB) - S1) + d T (S - (vB - "
                  "wB)), and the same with the other halves of the equalities for <=; S1 = (S1 - d (vB - wB)) + d "
                  "((vB - wB) - S) + d S.")
    proof.hypothesis("d > 0: c < 1/N", d, strict=True).hypothesis("S > 0: V != W", S, strict=True)
    proof.hypothesis("S S1 > 0", S * S1, strict=True)
    equalities = {"S": (S, vB - wB), "T": (T, kv - kw), "S1": (S1, (n * c + d * vB) - (n * c + d * wB)),
                  "T1": (T1, (c * sigma + d * kv) - (c * sigma + d * kw))}
    for name, (variable, value) in equalities.items():
        proof.hypothesis(f"{name} >= its event difference", variable - value)
        proof.hypothesis(f"{name} <= its event difference", value - variable)
    proof.goal("S1 > 0", S1, ">", hypotheses=["S1 >= its event difference", "S <= its event difference", "d > 0: c < 1/N",
                                              "S > 0: V != W"],
               terms=[(1, ["S1 >= its event difference"]), (d, ["S <= its event difference"]),
                      (1, ["d > 0: c < 1/N", "S > 0: V != W"])])
    for relation, (up, down) in ((">=", (">=", "<=")), ("<=", ("<=", ">="))):
        facts = [f"T1 {up} its event difference", f"T {down} its event difference", f"S1 {down} its event difference",
                 f"S {up} its event difference"]
        proof.goal(f"same ratio: T1/S1 - T/S {relation} 0", T1 / S1 - T / S, relation,
                   hypotheses=["S S1 > 0"] + facts, positive="S S1 > 0",
                   terms=[(S, facts[:1]), (d * S, facts[1:2]), (T, facts[2:3]), (d * T, facts[3:])])
    if derivation:
        _restriction_derivation_goals(proof, d, c, N, px, sP, vx, sV, l1, S, T)
    return proof


def restriction_derivation_proof() -> Proof:
    """pml.restriction-proof (App. B, corrected): restriction_proof's goals with the corrected (55) and (60)-(61)."""
    return restriction_proof(derivation=True)


def _restriction_derivation_goals(proof: Proof, d, c, N, px, sP, vx, sV, l1, S, T) -> None:
    """The corrected (55) both ways, and the printed mixed-norm ratio l1/S = 2 T/S of (60)-(61)."""
    proof.hypothesis("P(x) >= c", px - c)
    for name, value in {"d = 1 - N c": d - (1 - N * c), "sum P = 1": sP - 1, "sum V = 1": sV - 1,
                        "l1 = ||KV - KW||_1 = 2 T": l1 - 2 * T}.items():
        proof.hypothesis(f"{name} (>=)", value).hypothesis(f"{name} (<=)", -value)
    proof.goal("(55): V(x) = (P(x) - c)/d >= 0", (px - c) / d, hypotheses=["d > 0: c < 1/N", "P(x) >= c"],
               terms=[(1, ["P(x) >= c"])], positive="d > 0: c < 1/N")
    proof.goal("(55): c + d V(x) >= c", d * vx)
    for relation, side, other in ((">=", "(>=)", "(<=)"), ("<=", "(<=)", "(>=)")):
        facts = [f"sum P = 1 {side}", f"d = 1 - N c {other}"]
        proof.goal(f"(55): sum V = (sum P - N c)/d = 1 ({relation})", (sP - N * c) / d - 1, relation,
                   hypotheses=["d > 0: c < 1/N"] + facts, terms=[(1, facts[:1]), (1, facts[1:])], positive="d > 0: c < 1/N")
        facts = [f"d = 1 - N c {side}", f"sum V = 1 {side}"]
        proof.goal(f"(55): sum (c + d V) = N c + d sV = 1 ({relation})", N * c + d * sV - 1, relation,
                   hypotheses=facts, terms=[(1, facts[:1]), (d, facts[1:])])
        facts = [f"l1 = ||KV - KW||_1 = 2 T {side}"]
        proof.goal(f"mixed norms: l1/S - 2 T/S ({relation})", l1 / S - 2 * T / S, relation,
                   hypotheses=["S > 0: V != W"] + facts, terms=[(1, facts)], positive="S > 0: V != W")


GEOMETRIC_LEVEL = "corrected: with a = e^(-eps/(k-1))"


def _in_powers_of(expression, a, k, A):
    """`expression` with every power a^(m (k - 1)), m rational, written A^m (A = a^(k-1)); a ValueError when a
    power of a is not of that form (such a level is no function of A, so the goals cannot state it)."""
    def as_power_of_A(power):
        multiple = sp.cancel(power.exp / (k - 1))
        if not multiple.is_Rational:
            raise ValueError(f"{power} is not a power of a^(k-1)")
        return A ** multiple
    rewritten = expression.replace(lambda e: e.is_Pow and e.base == a, as_power_of_A)
    if a in rewritten.free_symbols or k in rewritten.free_symbols:
        raise ValueError(f"{expression} is not a function of a^(k-1)")
    return rewritten


def geometric_proof() -> Proof:
    """staircase.geometric, corrected: Q(y|x) = c_y a^|y-x| (a = e^(-eps/(k-1)), tails folded) has rows summing to
    1, positive entries, and LDP level exactly a^-(k-1) = e^eps, for every k and eps; the printed a = eps^(1/(k-1))
    gives level 1/eps, an eps-LDP mechanism exactly when eps e^eps >= 1 and eps < 1."""
    a, k, A, p, r, g1, g2, g, t, c, y1, z, w, s, E = sp.symbols("a k A p r g1 g2 g t c y1 z w s E")
    variables = [a, A, p, r, g1, g2, g, t, c, y1, z, w, s, E]
    proof = Proof("staircase.geometric", variables,
                  "for every k >= 2 and eps > 0, with a = e^(-eps/(k-1)) in (0, 1) and A = a^(k-1) = e^-eps: the "
                  "corrected truncated geometric mechanism on inputs and outputs 1..k is Q(y|x) = c_y a^|y-x| with c_1 "
                  "= c_k = 1/(1 + a) (the tails folded onto y = 1 and y = k: Q(1|x) = a^(x-1)/(1 + a), Q(k|x) = "
                  "a^(k-x)/(1 + a)) and c_y = (1 - a)/(1 + a) for 1 < y < k. (rows) with p = a^(x-1), r = a^(k-x), "
                  "g1 = G(x - 1), g2 = G(k - x), G(n) = sum_{j<n} a^j, the interior outputs contribute sum_{y=2}^{k-1} "
                  "a^|y-x| = g1 + g2 - 1 (y <= x gives G(x - 1) less the y = 1 term, y > x gives G(k - x) less the y = "
                  "k term, plus the y = x term when 1 < x < k; the same count at x = 1 and x = k), and (1 - a) G(n) = "
                  "1 - a^n for every n (goals 'telescoping', an induction: G(0) = 0 = 1 - a^0, and G(n + 1) = G(n) + "
                  "a^n), so the row sums to (p + r + (1 - a)(g1 + g2 - 1))/(1 + a) = 1 (goals 'row sums to 1'); "
                  "(entries) each is c_y y1 with y1 = a^|y-x| > 0, > 0 for 0 < a < 1; (level) for inputs x, x' and "
                  "output y, u = Q(y|x) = c y1, v = Q(y|x') = c z, z = a^|y-x'|; |y - x'| <= |y - x| + |x - x'| <= "
                  "|y - x| + k - 1, so A y1 = z w with w = a^e <= 1, e = |y - x| + k - 1 - |y - x'| >= 0, and E v - u "
                  ">= 0 for E = 1/A, the registered level a^-(k-1) (goal 'eps-LDP'); at y = 1, x' = 1, x = k: Q(1|1) = "
                  "1/(1 + a), Q(1|k) = A/(1 + a), ratio exactly 1/A (goals 'exact'): the level is e^eps. (printed) "
                  "a = s^(1/(k-1)) for the printed eps = s in (0, 1) is the same mechanism with A = s, level 1/s; with "
                  "E = e^s it is s-LDP iff 1/s <= E, i.e. (times s > 0) iff s E >= 1 (goal 'printed'), i.e. s >= W(1) (s e^s increases "
                  "with s); for s >= 1, a >= 1 and the printed factor (1 - a)/(1 + a) <= 0 (goal 'printed, s >= 1')",
                  "Each goal is its hypotheses times monomial multipliers: (1 + a)(row - 1) = ((1 - a) g1 - (1 - p)) + "
                  "((1 - a) g2 - (1 - r)); A (E v - u) = c (z w - A y1) + c z (1 - w); s (E - 1/s) = s E - 1.")
    proof.hypothesis("a < 1", 1 - a, strict=True).hypothesis("A > 0", A, strict=True)
    proof.hypothesis("y1 = a^|y-x| > 0", y1, strict=True).hypothesis("s > 0", s, strict=True)
    for name, value in {"(1 - a) G(x - 1) = 1 - p": (1 - a) * g1 - (1 - p), "(1 - a) G(k - x) = 1 - r": (1 - a) * g2 - (1 - r),
                        "(1 - a) G(n) = 1 - t, t = a^n": (1 - a) * g - (1 - t), "A y1 = z w": A * y1 - z * w}.items():
        proof.hypothesis(f"{name} (>=)", value).hypothesis(f"{name} (<=)", -value)
    proof.hypothesis("w = a^e <= 1", 1 - w).hypothesis("s E >= 1", s * E - 1)
    proof.hypothesis("printed, s >= 1: a >= 1", a - 1)
    for relation, side in ((">=", "(>=)"), ("<=", "(<=)")):
        step = f"(1 - a) G(n) = 1 - t, t = a^n {side}"
        proof.goal(f"telescoping: (1 - a) G(n + 1) - (1 - a^(n + 1)) {relation} 0", (1 - a) * (g + t) - (1 - a * t),
                   relation, hypotheses=[step], terms=[(1, [step])])
        facts = [f"(1 - a) G(x - 1) = 1 - p {side}", f"(1 - a) G(k - x) = 1 - r {side}"]
        proof.goal(f"row sums to 1 ({relation} 0)", (p + r + (1 - a) * (g1 + g2 - 1)) / (1 + a) - 1, relation,
                   hypotheses=facts, terms=[(1, facts[:1]), (1, facts[1:])])
    proof.goal("entries: interior (1 - a)/(1 + a) a^|y-x| > 0", (1 - a) / (1 + a) * y1, ">",
               hypotheses=["a < 1", "y1 = a^|y-x| > 0"], terms=[(1, ["a < 1", "y1 = a^|y-x| > 0"])])
    proof.goal("entries: ends a^|y-x|/(1 + a) > 0", y1 / (1 + a), ">", hypotheses=["y1 = a^|y-x| > 0"],
               terms=[(1, ["y1 = a^|y-x| > 0"])])

    def level():
        return _in_powers_of(registered("staircase.geometric", GEOMETRIC_LEVEL, [a, k]), a, k, A)

    def ldp():
        return level() * c * z - c * y1
    exponent = ["A > 0", "A y1 = z w (<=)", "w = a^e <= 1"]
    proof.goal("eps-LDP: E v - u >= 0 with E = a^-(k-1)", ldp(), hypotheses=exponent,
               terms=[(c, exponent[1:2]), (c * z, exponent[2:])], positive="A > 0", template=ldp)
    def exact():
        return level() * A / (1 + a), 1 / (1 + a)
    proof.equal("exact: E Q(1|k) = Q(1|1)", *exact(), template=exact)
    proof.goal("printed: s E >= 1 gives 1/s <= E", E - 1 / s, hypotheses=["s > 0", "s E >= 1"],
               terms=[(1, ["s E >= 1"])], positive="s > 0")
    return proof.goal("printed, s >= 1: the factor (1 - a)/(1 + a) <= 0", (1 - a) / (1 + a), "<=",
                      hypotheses=["printed, s >= 1: a >= 1"], terms=[(1, ["printed, s >= 1: a >= 1"])])


def global_special_case_proof() -> Proof:
    """staircase.global-special-case: the truncated geometric mechanism with a = e^-eps has Q(y|x)/Q(y|x + 1) in
    {a, 1/a} (so in {e^-eps, 1, e^eps}) for every k, eps, neighbours x, x + 1 and output y."""
    a, c, z, u, v = variables = sp.symbols("a c z u v")
    proof = Proof("staircase.global-special-case", list(variables),
                  "for every k >= 2, eps > 0 and a = e^-eps in (0, 1): the truncated geometric mechanism Q(y|x) = c_y "
                  "a^|y-x| on 1..k (c_y = 1/(1 + a) at the folded ends y = 1, k, (1 - a)/(1 + a) inside; a mechanism "
                  "for every a in (0, 1), rows and entries proved in staircase.geometric's artefact, which holds for "
                  "every a) has, for neighbours x, x + 1 and every output y, with u = Q(y|x), v = Q(y|x + 1), c = c_y "
                  "> 0: if y <= x, |y - x| = n and |y - x - 1| = n + 1, n = x - y, so with z = a^n, u = c z and v = "
                  "c a z, and u/v = 1/a = e^eps (goals 'y <= x'); if y >= x + 1, |y - x| = n + 1 and |y - x - 1| = "
                  "n, n = y - x - 1, so u = c a z, v = c z and u/v = a = e^-eps (goals 'y > x'). Every integer y is "
                  "in one of the two cases, so every neighbour ratio is in {e^-eps, e^eps}, a subset of {e^-eps, 1, "
                  "e^eps}: a staircase mechanism for neighbours x, x + 1 (global DP on a counting query)",
                  "y <= x: a u - v = a (u - c z) + (c a z - v) over a > 0; y > x: u - a v = (u - c a z) + a (c z - "
                  "v); both ways.")
    proof.hypothesis("a > 0", a, strict=True)
    cases = {"y <= x": {"u": c * z, "v": c * a * z}, "y > x": {"u": c * a * z, "v": c * z}}
    for case, values in cases.items():
        for name, variable in (("u", u), ("v", v)):
            proof.hypothesis(f"{case}: {name} >= {values[name]}", variable - values[name])
            proof.hypothesis(f"{case}: {name} <= {values[name]}", values[name] - variable)
    for relation, (up, down) in ((">=", (">=", "<=")), ("<=", ("<=", ">="))):
        facts = [f"y <= x: u {up} {cases['y <= x']['u']}", f"y <= x: v {down} {cases['y <= x']['v']}"]
        proof.goal(f"y <= x: u/v = e^eps, u - v/a {relation} 0", u - v / a, relation, hypotheses=["a > 0"] + facts,
                   terms=[(a, facts[:1]), (1, facts[1:])], positive="a > 0")
        facts = [f"y > x: u {up} {cases['y > x']['u']}", f"y > x: v {down} {cases['y > x']['v']}"]
        proof.goal(f"y > x: u/v = e^-eps, u - a v {relation} 0", u - a * v, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (a, facts[1:])])
    return proof


def patterns_proof() -> Proof:
    """staircase.patterns: every column of a staircase mechanism is its minimum times a pattern in {1, E}^k, so a
    staircase mechanism is S^(k) Theta once columns with the same pattern are merged; for every k and eps."""
    E, m, q = variables = sp.symbols("E m q")
    proof = Proof("staircase.patterns", list(variables),
                  "for every k >= 2 and E = e^eps >= 1: S^(k) is by definition the k x 2^k matrix whose columns are the "
                  "2^k vectors of {1, E}^k (distinct for E > 1; every entry 1 or E). A staircase mechanism Q has "
                  "Q(y|x)/Q(y|x') in {e^-eps, 1, e^eps} for all x, x', so a used column y has no zero; with m = min_x "
                  "Q(y|x) > 0 and q = Q(y|x) >= m for any input x, q = r m with r in {1/E, 1, E}: r = 1/E gives q = m "
                  "(goals 'r = 1/E', the only case E = 1), r = 1 gives q = m, r = E gives q = E m (hypotheses): so "
                  "column y = m S_j for the pattern S_j with E exactly where q = E m. Hence Q = sum_y m_y S_j(y) e_y^T, "
                  "and merging the outputs with the same pattern (staircase.merge-invariance, proved: same level and "
                  "utility) gives Q = S^(k) Theta with theta_j = sum_{y: j(y) = j} m_y (0 for unused patterns); the "
                  "rows of Q sum to 1, i.e. S^(k) theta = 1",
                  "m - q = (m - E q) + (E - 1) q, both >= 0 (E >= 1); q - m >= 0 is the hypothesis 'q >= m'.",
                  domain={E: 1})
    proof.hypothesis("q >= m: m is the column's minimum", q - m)
    proof.hypothesis("r = 1/E: E q <= m", m - E * q)
    proof.goal("r = 1/E: q - m <= 0", q - m, "<=", hypotheses=["r = 1/E: E q <= m"],
               terms=[(1, ["r = 1/E: E q <= m"])])
    return proof.goal("r = 1/E: q - m >= 0", q - m, hypotheses=["q >= m: m is the column's minimum"],
                      terms=[(1, ["q >= m: m is the column's minimum"])])


def hellinger_bound_proof() -> Proof:
    """pml.hellinger-bound (Cor. 2, (39)): H^2(K P || K Q) <= Xi (2 - 4/(sqrt G + 1)) delta, G = (1 - Nc)E + 1, for
    every N, c, eps, (eps, c)-PML kernel and P, Q in Q_X(c) with TV(P, Q) <= delta."""
    E, d, c, R, r, H, T, t, delta, X = variables = sp.symbols("E d c R r H T t delta X")
    G = d * E + 1
    proof = Proof("pml.hellinger-bound", list(variables),
                  "for every N, c in (0, 1/N] (d = 1 - Nc in [0, 1)), E = e^eps >= 1, every (eps, c)-PML kernel K and "
                  "P, Q in Q_X(c) with TV(P, Q) = t <= delta: H^2(K P || K Q) = H <= X (2 - 4/(R + 1)) delta, X = Xi(eps, "
                  "c), R = sqrt(G), G = (1 - Nc) E + 1 (R >= 1 pinned by R^2 >= G and R^2 <= G, as pram.redundancy pins "
                  "its square root). Encoding: for each output y with q = (K Q)(y) > 0 (else (K P)(y) = 0 too, both "
                  "priors having full support, and y adds nothing), p = (K P)(y), rho = p/q, r = sqrt(rho) >= 0, so "
                  "H^2's term is q (1 - r)^2 and |p - q| = q |r^2 - 1|. By Prop. 2 (pml.gamma, proved for every "
                  "parameter with E <= 1/c: each column's ratio (K P)(y)/(K Q)(y) over priors in Q_X(c) is at most "
                  "Gamma_max <= G, and at least 1/G; for E > 1/c every kernel is in M(-log c, c) (pml.identity-bound), "
                  "whose G is at most this one, goal 'E >= 1/c'), 1/G <= rho <= G. Goals 'p >= q' and 'p < q': q (1 - "
                  "r)^2 <= (R - 1)/(R + 1) |p - q| (Binette's chord bounds for f = (1 - sqrt t)^2, from (1, 0) to (G, "
                  "f(G)) and from (1/G, f(1/G)) to (1, 0)); summed over y, with sum_y |p - q| = 2 T, T = TV(K P, K Q): "
                  "(R + 1) H <= 2 (R - 1) T (hypothesis 'summed'); pml.eta-bound (proved for every parameter): T <= "
                  "Xi t (hypothesis 'eta-bound'); goal 'H^2 <= ...' is (39)",
                  "p >= q: (R + r)((R - 1)(r^2 - 1) - (R + 1)(1 - r)^2) = 2 (r - 1)(R^2 - r^2) = 2 (r - 1)((R^2 - G) + "
                  "(G - r^2)); p < q: (R r + 1)((R - 1)(1 - r^2) - (R + 1)(1 - r)^2) = 2 (1 - r)(R^2 r^2 - 1) = 2 (1 - "
                  "r)(r^2 (R^2 - G) + (G r^2 - 1)); (R + 1)(X (2 - 4/(R + 1)) delta - H) = (2 (R - 1) T - (R + 1) H) + "
                  "2 (R - 1)(X t - T) + 2 (R - 1) X (delta - t).", domain={E: 1, R: 1})
    proof.hypothesis("R^2 >= G", R ** 2 - G).hypothesis("R^2 <= G", G - R ** 2)
    proof.hypothesis("rho <= G: r^2 <= G", G - r ** 2).hypothesis("rho >= 1/G: G r^2 >= 1", G * r ** 2 - 1)
    proof.hypothesis("p >= q: r >= 1", r - 1).hypothesis("p < q: r <= 1", 1 - r)
    proof.hypothesis("summed: (R + 1) H <= 2 (R - 1) T", 2 * (R - 1) * T - (R + 1) * H)
    proof.hypothesis("eta-bound: T <= Xi t", X * t - T).hypothesis("t <= delta", delta - t)
    chord = (R - 1) / (R + 1)
    up = ["p >= q: r >= 1", "R^2 >= G", "rho <= G: r^2 <= G"]
    proof.goal("p >= q: q (1 - r)^2 <= (R - 1)/(R + 1) (p - q), per unit q", chord * (r ** 2 - 1) - (1 - r) ** 2,
               hypotheses=up, clear=(R + 1) * (R + r), terms=[(2, up[:2]), (2, [up[0], up[2]])])
    down = ["p < q: r <= 1", "R^2 >= G", "rho >= 1/G: G r^2 >= 1"]
    proof.goal("p < q: q (1 - r)^2 <= (R - 1)/(R + 1) (q - p), per unit q", chord * (1 - r ** 2) - (1 - r) ** 2,
               hypotheses=down, clear=(R + 1) * (R * r + 1), terms=[(2 * r ** 2, down[:2]), (2, [down[0], down[2]])])
    final = ["summed: (R + 1) H <= 2 (R - 1) T", "eta-bound: T <= Xi t", "t <= delta"]

    def factor():                     # the registered factor, with N c = 1 - d and sqrt(G) = R
        N = sp.Symbol("N")
        return registered("pml.hellinger-bound", HELLINGER_FACTOR, [E, N, c]).subs(N, (1 - d) / c).subs(sp.sqrt(G), R)

    def bound():
        return X * factor() * delta - H
    proof.goal("H^2 <= Xi (2 - 4/(sqrt G + 1)) delta", bound(), hypotheses=final,
               terms=[(1, final[:1]), (2 * (R - 1), final[1:2]), (2 * (R - 1) * X, final[2:])], template=bound)
    _is_binette_bracket(proof, factor, lambda t: (1 - sp.sqrt(t)) ** 2, R ** 2, {sp.sqrt(R ** 2): R, sp.sqrt(1 / R ** 2): 1 / R})
    return _large_eps_goal(proof, E, d, c)


def _is_binette_bracket(proof: Proof, factor, f, G, roots=None) -> None:
    """The goal factor() = f(1/G)/(1 - 1/G) + f(G)/(G - 1), Binette's bracket (34) at Gamma = G, an equality: this pins
    the registered factor from both sides (a larger, still true factor would replay the bound alone). `roots`
    rewrites the square roots f produces (sqrt(R^2) = R for R >= 1)."""
    def bracket():        # cancelled: its removable 0/0 at G = 1 is the factor's value there
        return cancel((f(1 / G) / (1 - 1 / G) + f(G) / (G - 1)).subs(roots or {}))
    proof.equal("the factor is Binette's bracket at (1/G, G)", factor(), bracket(), template=lambda: (factor(), bracket()))


def _large_eps_goal(proof: Proof, E, d, c) -> Proof:
    """For E > 1/c every kernel is in M(-log c, c) (pml.identity-bound), so Prop. 2's ratio bound G = d E + 1 at
    e^eps = 1/c covers it: the goal d/c + 1 <= d E + 1 under E >= 1/c (hypotheses 'c > 0', 'E >= 1/c')."""
    proof.hypothesis("c > 0", c, strict=True).hypothesis("E >= 1/c", c * E - 1)
    return proof.goal("E >= 1/c: G at e^eps = 1/c is <= G", d * E + 1 - (d / c + 1), hypotheses=["c > 0", "E >= 1/c"],
                      terms=[(d, ["E >= 1/c"])], positive="c > 0")


def sublinear_proof() -> Proof:
    """staircase.sublinear: mu(Q_y) = (P1^T Q_y) f(P0^T Q_y / P1^T Q_y), the perspective of a convex f, is convex and
    positively homogeneous in Q_y, for every convex f, k, P0, P1."""
    (lam, gam, z1, w1, z2, w2, z, w, s1, s2, s, al, F1p, F1m, F2p, F2m, Fp, Fm) = variables = sp.symbols(
        "lambda gamma z1 w1 z2 w2 z w s1 s2 s alpha F1p F1m F2p F2m Fp Fm")
    F1, F2, F = F1p - F1m, F2p - F2m, Fp - Fm
    proof = Proof("staircase.sublinear", list(variables),
                  "for every k, positive priors P0, P1, convex f and columns Q_y, Q'_y >= 0 not zero: with z = P0^T Q_y "
                  ">= 0 and w = P1^T Q_y > 0 (linear in Q_y; a zero column has mu = 0), mu = w f(z/w). (convex) for "
                  "lambda in [0, 1] and two columns with (z1, w1), (z2, w2), the column lambda Q_y + (1 - lambda) Q'_y "
                  "has z = lambda z1 + (1 - lambda) z2, w = lambda w1 + (1 - lambda) w2 > 0; s1 = z1/w1, s2 = z2/w2, s = "
                  "z/w, alpha = lambda w1/w in [0, 1] (goal 'alpha <= 1'); goals 's = ...': s = alpha s1 + (1 - alpha) s2, so the convexity "
                  "of f at that point gives F <= alpha F1 + (1 - alpha) F2 with F1 = f(s1), F2 = f(s2), F = f(s) "
                  "(hypothesis 'f convex'; f's values have any sign: each is written Fp - Fm, Fp, Fm >= 0); goal "
                  "'convex': w F <= lambda w1 F1 + (1 - lambda) w2 F2, i.e. mu(lambda Q_y + (1 - lambda) Q'_y) <= lambda "
                  "mu(Q_y) + (1 - lambda) mu(Q'_y); (homogeneous) for gamma > 0 the column gamma Q_y has (gamma z, "
                  "gamma w) and the same ratio s (goals 'same point', with z1, w1, s1 for gamma Q_y: z1 = gamma z, "
                  "w1 = gamma w), so f takes the same value F1 = F and mu(gamma Q_y) = gamma w F = gamma mu(Q_y) (goals "
                  "'homogeneous')",
                  "Each goal is its named equalities (pairs of hypotheses) times multipliers that are monomials in the "
                  "nonnegative variables (s1, s2, F's parts, lambda, 1 - lambda as a fact), plus w times 'f convex' "
                  "for 'convex'; denominators w and w1 are shown positive by w > 0 and w1 > 0.")
    proof.hypothesis("w > 0", w, strict=True).hypothesis("w1 > 0", w1, strict=True)
    proof.hypothesis("lambda <= 1", 1 - lam)
    equalities = {"z1 = s1 w1": (z1, s1 * w1), "z2 = s2 w2": (z2, s2 * w2), "z = s w": (z, s * w),
                  "z = lambda z1 + (1 - lambda) z2": (z, lam * z1 + (1 - lam) * z2),
                  "w = lambda w1 + (1 - lambda) w2": (w, lam * w1 + (1 - lam) * w2), "alpha w = lambda w1": (al * w, lam * w1),
                  "z1 = gamma z": (z1, gam * z), "w1 = gamma w": (w1, gam * w), "F1 = F (the same point)": (F1, F)}
    for name, (left, right) in equalities.items():
        proof.hypothesis(f"{name} (>=)", left - right).hypothesis(f"{name} (<=)", right - left)
    proof.hypothesis("f convex at s = alpha s1 + (1 - alpha) s2", al * F1 + (1 - al) * F2 - F)
    for relation, sign in ((">=", 1), ("<=", -1)):
        def fact(name, direction=1):
            return f"{name} ({'>=' if direction * sign > 0 else '<='})"
        # w (s - alpha s1 - (1 - alpha) s2) = (s w - z) + (z - lambda z1 - (1 - lambda) z2) + lambda (z1 - s1 w1)
        #   + (1 - lambda)(z2 - s2 w2) + s1 (lambda w1 - alpha w) + s2 ((1 - lambda) w2 - (1 - alpha) w),
        # and (1 - lambda) w2 - (1 - alpha) w = (alpha w - lambda w1) + (lambda w1 + (1 - lambda) w2 - w)
        terms = [(1, [fact("z = s w", -1)]), (1, [fact("z = lambda z1 + (1 - lambda) z2")]),
                 (lam, [fact("z1 = s1 w1")]), (1, ["lambda <= 1", fact("z2 = s2 w2")]),
                 (s1, [fact("alpha w = lambda w1", -1)]), (s2, [fact("alpha w = lambda w1")]),
                 (s2, [fact("w = lambda w1 + (1 - lambda) w2", -1)])]
        proof.goal(f"s = alpha s1 + (1 - alpha) s2 ({relation} 0)", s - al * s1 - (1 - al) * s2, relation,
                   hypotheses=["w > 0", "lambda <= 1"] + sorted({f for _, facts in terms for f in facts} - {"lambda <= 1"}),
                   terms=terms, positive="w > 0", common=w)
        # w1 (s1 - s) = (s1 w1 - z1) + (z1 - gamma z) + gamma (z - s w) + s (gamma w - w1)
        same = [(1, [fact("z1 = s1 w1", -1)]), (1, [fact("z1 = gamma z")]), (gam, [fact("z = s w")]),
                (s, [fact("w1 = gamma w", -1)])]
        proof.goal(f"same point: s1 = s for gamma Q_y ({relation} 0)", s1 - s, relation,
                   hypotheses=["w1 > 0"] + sorted({f for _, facts in same for f in facts}), terms=same,
                   positive="w1 > 0", common=w1)
        # w1 F1 - gamma w F = F1 (w1 - gamma w) + gamma w (F1 - F), F1 = F1p - F1m
        homogeneous = [(F1p, [fact("w1 = gamma w")]), (F1m, [fact("w1 = gamma w", -1)]),
                       (gam * w, [fact("F1 = F (the same point)")])]
        proof.goal(f"homogeneous: mu(gamma Q_y) - gamma mu(Q_y) {relation} 0", w1 * F1 - gam * w * F, relation,
                   hypotheses=sorted({f for _, facts in homogeneous for f in facts}), terms=homogeneous)
    alpha_at_most_1 = [(1, ["w = lambda w1 + (1 - lambda) w2 (>=)"]), (1, ["alpha w = lambda w1 (<=)"]),
                       (w2, ["lambda <= 1"])]          # w (1 - alpha) = (w - lambda w1 - (1 - lambda) w2) + ...
    proof.goal("alpha <= 1 (a convex combination)", 1 - al, hypotheses=["w > 0"] + sorted(
        {f for _, facts in alpha_at_most_1 for f in facts}), terms=alpha_at_most_1, positive="w > 0", common=w)
    # lambda w1 F1 + (1 - lambda) w2 F2 - w F = w (convexity) + F1 (lambda w1 - alpha w) + F2 ((1 - lambda) w2 - (1 -
    # alpha) w), the last bracket (alpha w - lambda w1) + (lambda w1 + (1 - lambda) w2 - w)
    convex = [(w, ["f convex at s = alpha s1 + (1 - alpha) s2"]),
              (F1p, ["alpha w = lambda w1 (<=)"]), (F1m, ["alpha w = lambda w1 (>=)"]),
              (F2p, ["alpha w = lambda w1 (>=)"]), (F2m, ["alpha w = lambda w1 (<=)"]),
              (F2p, ["w = lambda w1 + (1 - lambda) w2 (<=)"]), (F2m, ["w = lambda w1 + (1 - lambda) w2 (>=)"])]
    proof.goal("convex: lambda mu(Q_y) + (1 - lambda) mu(Q'_y) - mu(lambda Q_y + (1 - lambda) Q'_y) >= 0",
               lam * w1 * F1 + (1 - lam) * w2 * F2 - w * F,
               hypotheses=sorted({f for _, facts in convex for f in facts}), terms=convex)
    return proof


def binette_proof() -> Proof:
    """pml.binette ((33)-(34)) for f = (t - 1)^2 and f = |t - 1|/2: D_f(K P || K Q) <= Xi [f(1/G)/(1 - 1/G) + f(G)/(G -
    1)] TV(P, Q) for every N, c, eps, (eps, c)-PML kernel and P, Q in Q_X(c)."""
    E, d, c, rho, C, T, t, X = variables = sp.symbols("E d c rho C T t X")
    G = d * E + 1
    proof = Proof("pml.binette", list(variables),
                  "for every N, c in (0, 1/N] (d = 1 - Nc), E = e^eps >= 1, every (eps, c)-PML kernel K and P, Q in "
                  "Q_X(c), with G = (1 - Nc) E + 1, t = TV(P, Q), T = TV(K P, K Q) and X = eta_TV(eps, c) (T <= X t by its "
                  "definition (18)) or X = Xi(eps, c) >= eta_TV(eps, c) (pml.eta-bound, proved): (chi^2, f = (t - "
                  "1)^2, Binette's factor (G^2 - 1)/G) C = chi^2(K P || K Q) <= X (G^2 - 1)/G t; (TV, f = |t - 1|/2, "
                  "factor 1) T <= X t. Encoding: for each output y with q = (K Q)(y) > 0 (else (K P)(y) = 0 too), rho = "
                  "(K P)(y)/q in [1/G, G] by Prop. 2 (pml.gamma, proved; for E > 1/c goal 'E >= 1/c', as in "
                  "pml.hellinger-bound's artefact); chi^2's term is q (rho - 1)^2; goals 'rho >= 1' and 'rho < 1': q "
                  "(rho - 1)^2 <= (G - 1) (p - q) and <= (G - 1)/G (q - p) (the chords of f from (1, 0) to (G, f(G)) and "
                  "from (1/G, f(1/G)) to (1, 0)); summed over y, each side's sum of |p - q| being T: G C <= (G^2 - 1) T "
                  "(hypothesis 'summed'); T <= X t (hypothesis 'eta-bound')",
                  "(G - 1)(rho - 1) - (rho - 1)^2 = (rho - 1)(G - rho); G ((G - 1)/G (1 - rho) - (1 - rho)^2) = (1 - rho)"
                  "(G rho - 1); G (X (G^2 - 1)/G t - C) = ((G^2 - 1) T - G C) + (G^2 - 1)(X t - T).",
                  domain={E: 1})
    proof.hypothesis("rho >= 1", rho - 1).hypothesis("rho <= G", G - rho)
    proof.hypothesis("rho < 1", 1 - rho).hypothesis("rho >= 1/G", G * rho - 1)
    proof.hypothesis("summed: G C <= (G^2 - 1) T", (G ** 2 - 1) * T - G * C).hypothesis("eta-bound: T <= Xi t", X * t - T)
    proof.goal("rho >= 1: (rho - 1)^2 <= (G - 1)(rho - 1), per unit q", (G - 1) * (rho - 1) - (rho - 1) ** 2,
               hypotheses=["rho >= 1", "rho <= G"], terms=[(1, ["rho >= 1", "rho <= G"])])
    proof.goal("rho < 1: (1 - rho)^2 <= (G - 1)/G (1 - rho), per unit q", (G - 1) / G * (1 - rho) - (1 - rho) ** 2,
               hypotheses=["rho < 1", "rho >= 1/G"], terms=[(1, ["rho < 1", "rho >= 1/G"])])
    final = ["summed: G C <= (G^2 - 1) T", "eta-bound: T <= Xi t"]

    def factor():                     # the registered factor, with N c = 1 - d
        N = sp.Symbol("N")
        return registered("pml.binette", CHI2_FACTOR, [E, N, c]).subs(N, (1 - d) / c)

    def bound():
        return X * factor() * t - C
    proof.goal("chi^2(K P || K Q) <= Xi (G^2 - 1)/G TV(P, Q)", bound(), hypotheses=final,
               terms=[(1, final[:1]), (sp.expand(G ** 2 - 1), final[1:])], template=bound)
    _is_binette_bracket(proof, factor, lambda t: (t - 1) ** 2, G)
    proof.goal("TV(K P, K Q) <= Xi 1 TV(P, Q)", X * t - T, hypotheses=final[1:], terms=[(1, final[1:])])
    return _large_eps_goal(proof, E, d, c)


def geng_viswanath_proof() -> Proof:
    """staircase.geng-viswanath: Geng and Viswanath's staircase noise (the density f_gamma and the pmf P_r) has mass
    1 and f(t)/f(t + d) in {b, 1, 1/b} for |d| <= Delta, for every b = e^-eps in (0, 1), Delta, gamma and r."""
    b, Dl, g, r, S, s, s2, p, a, z, u, v = variables = sp.symbols("b Delta gamma r S s s2 p a z u v")
    proof = Proof("staircase.geng-viswanath", list(variables),
                  "for every b = e^-eps in (0, 1), Delta > 0, gamma in [0, 1] (density) and integer 1 <= r <= Delta "
                  "(pmf): f_gamma = a_gamma b^h(|t|) with h(s) = #{m >= 0 : (m + gamma) Delta <= s} (a_gamma on [k Delta, "
                  "(k + gamma) Delta), a_gamma b on the rest of the period, times b^k), a_gamma = (1 - b)/(2 Delta (gamma "
                  "+ b (1 - gamma))); P_r(i) = a_r b^h(|i|) with h(n) = #{m >= 0 : m Delta + r <= n}, a_r = (1 - b)/(2 r + "
                  "2 b (Delta - r) - (1 - b)). (mass) with S = sum_k b^k, (1 - b) S = 1 (the geometric series): the "
                  "density's integral 2 a_gamma Delta (gamma + (1 - gamma) b) S and the pmf's sum 2 a_r (r + (Delta - r) "
                  "b) S - a_r (i = 0 counted once) are 1 (goals 'mass'). (ratios) for neighbours |d| <= Delta, s = |t| "
                  "and s2 = |t + d| (in either order, s <= s2) have s2 - s <= |d| <= Delta (the reverse triangle "
                  "inequality); h(s2) - h(s) is the number of step points p (of the progression with step Delta) in "
                  "(s, s2]; two consecutive ones p, p + Delta there would give s2 - s > Delta (goal 'window'), so it is "
                  "0 or 1: with z = b^h(s), the values are u = a z and v = a z or a z b (hypotheses per case), and u/v "
                  "is 1 or 1/b (goals 'ratio'); in the other order b. So every neighbour ratio is in {e^-eps, 1, e^eps}",
                  "mass: the goal's numerator is a multiple of (1 - b) S - 1 (and of Delta - r >= 0 times it); window: "
                  "s2 - s - Delta = (s2 - p - Delta) + (p - s); ratio: b u - v = b (u - a z) + (a z b - v).",
                  domain={r: 1})
    proof.hypothesis("r <= Delta", Dl - r)
    proof.hypothesis("pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0", 2 * r + 2 * b * (Dl - r) - (1 - b), strict=True)
    proof.hypothesis("p > s: a step point in (s, s2]", p - s, strict=True)
    proof.hypothesis("p + Delta <= s2: the next one too", s2 - p - Dl)
    for name, value in {"(1 - b) S = 1": (1 - b) * S - 1, "u = a z": u - a * z, "v = a z": v - a * z,
                        "v = a z b": v - a * z * b}.items():
        proof.hypothesis(f"{name} (>=)", value).hypothesis(f"{name} (<=)", -value)
    proof.goal("pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0 (r >= 1, r <= Delta)", 2 * r + 2 * b * (Dl - r) - (1 - b), ">",
               hypotheses=["r <= Delta"], terms=[(2 * b, ["r <= Delta"])])
    a_density = (1 - b) / (2 * Dl * (g + b * (1 - g)))
    a_pmf = (1 - b) / (2 * r + 2 * b * (Dl - r) - (1 - b))
    for relation, side in ((">=", "(>=)"), ("<=", "(<=)")):
        series = f"(1 - b) S = 1 {side}"
        proof.goal(f"mass: density, 2 a Delta (gamma + (1 - gamma) b) S - 1 ({relation})",
                   2 * a_density * Dl * (g + (1 - g) * b) * S - 1, relation, hypotheses=[series], terms=[(1, [series])])
        pmf = "pmf: 2 r + 2 b (Delta - r) - (1 - b) > 0"
        proof.goal(f"mass: pmf, 2 a (r + (Delta - r) b) S - a - 1 ({relation})",
                   2 * a_pmf * (r + (Dl - r) * b) * S - a_pmf - 1, relation, hypotheses=[pmf, "r <= Delta", series],
                   terms=[(2 * r, [series]), (2 * b, ["r <= Delta", series])], positive=pmf)
        facts = [f"u = a z {side}", f"v = a z {'(<=)' if side == '(>=)' else '(>=)'}"]
        proof.goal(f"ratio, no step point: u - v ({relation})", u - v, relation, hypotheses=facts,
                   terms=[(1, facts[:1]), (1, facts[1:])])
        facts = [f"u = a z {side}", f"v = a z b {'(<=)' if side == '(>=)' else '(>=)'}"]
        proof.goal(f"ratio, one step point: b u - v, u/v = 1/b ({relation})", b * u - v, relation, hypotheses=facts,
                   terms=[(b, facts[:1]), (1, facts[1:])])
    window = ["p > s: a step point in (s, s2]", "p + Delta <= s2: the next one too"]
    return proof.goal("window: two step points in (s, s2] give s2 - s > Delta", s2 - s - Dl, ">", hypotheses=window,
                      terms=[(1, window[1:]), (1, window[:1])])
