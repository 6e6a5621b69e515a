"""PML (002), Cor. 1, (37)-(38), for every N, c and eps: D(KP || KQ) <= Xi log G delta (pml.kl-bound), per output from
Binette's chord argument for f = t log t with named facts about log (Proof.log; replayed by workbench.kernel.polyproof),
then summed (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import GIBBS, LOG_MUL, Proof, built_route

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


# --------------------------------------------------------------------------- PML (002), Cor. 1
def kl_bound_proof() -> Proof:
    """pml.kl-bound (Cor. 1): D(KP || KQ) <= Xi log G delta, G = (1 - Nc)e^eps + 1, per output from Binette's chord
    argument for f = t log t (each chord from log facts), then summed."""
    A, B, G, D, Tv, Sp, Sm, X, t, dl = variables = sp.symbols("A B G D Tv Sp Sm X t delta")
    proof = Proof("pml.kl-bound", list(variables),
                  "For every N, c, eps, K in M(eps, c) and P, Q in Q_X(c) with TV(P, Q) <= delta: D(KP || KQ) <= Xi "
                  "log G delta, G = (1 - Nc)e^eps + 1. Encoding, per output y: A = (KP)(y) > 0, B = (KQ)(y) > 0 (an "
                  "output with A = 0 contributes 0 log 0 = 0 and is in the case A <= B), G >= 1; the ratio A/B lies "
                  "in [1/G, G] (pml.gamma, proved: every column's ratio is <= Gamma_max <= G; hypotheses B <= G A, "
                  "A <= G B). Goals per output: A <= B gives (G - 1) A (log A - log B) <= -(B - A) log G; A >= B "
                  "gives (G - 1) A (log A - log B) <= G (A - B) log G (the chords of t log t on [1/G, 1] and [1, G] "
                  "at t = A/B, Binette's argument); log G >= 0. Summary goal, over named sums: D = D(KP || KQ) = "
                  "sum_y A (log A - log B) (>= 0, Gibbs), Sp = sum_{A >= B} (A - B), Sm = sum_{A < B} (B - A), both "
                  "= Tv = TV(KP, KQ) (sum_y (A - B) = 0), Tv <= X t with X = Xi(eps, c) and t = TV(P, Q) "
                  "(pml.eta-bound, proved), t <= delta; the per-output goals summed over y (hypothesis) give "
                  "D <= Xi log G delta when G > 1. Bookkeeping, stated: the sums and the two citations; at G = 1 "
                  "every ratio is 1, so D = 0.",
                  "Per output, B times the goal is (B - A) Gibbs(B, G A) + (G A - B) Gibbs(B, A) (case A <= B) or "
                  "(A - B) Gibbs(G B, A) + (G B - A) Gibbs(B, A) (case A >= B), with log(G A) = log G + log A: the "
                  "chord of t log t written as two instances of log x <= x - 1. G log G = Gibbs(G, 1) + (G - 1) + "
                  "G log 1. Summary: (G - 1)(Xi log G delta - D) = the summed goals + G log G (Tv - Sp) + log G "
                  "(Sm - Tv) + (G - 1) log G (X t - Tv) + (G - 1) X log G (delta - t).",
                  domain={G: 1})
    L = {}
    for k, (name, u) in enumerate((("log A", A), ("log B", B), ("log G", G), ("log(G A)", G * A),
                                   ("log(G B)", G * B), ("log 1", sp.Integer(1)))):
        pair = proof.log(name, u, f"L{k}")
        L[name] = pair[0] - pair[1]
    for name, value in (("A > 0", A), ("B > 0", B), ("G A > 0", G * A), ("G B > 0", G * B), ("G > 1", G - 1)):
        proof.hypothesis(name, value, strict=True)
    for name, value in (("A <= B", B - A), ("B <= G A", G * A - B), ("A >= B", A - B), ("A <= G B", G * B - A)):
        proof.hypothesis(name, value)
    for whole, u in (("log(G A)", "log A"), ("log(G B)", "log B")):
        gap = L[whole] - L["log G"] - L[u]
        proof.fact(f"{whole} = log G + {u} (>=)", LOG_MUL, ["log G", u, whole], gap)
        proof.fact(f"{whole} = log G + {u} (<=)", LOG_MUL, ["log G", u, whole], -gap)
    proof.fact("log 1 = 0 (>=)", LOG_MUL, ["log 1", "log 1", "log 1"], L["log 1"])
    gibbs = {}
    for u, v, lu, lv in ((B, G * A, "log B", "log(G A)"), (B, A, "log B", "log A"), (G * B, A, "log(G B)", "log A"),
                         (G, 1, "log G", "log 1")):
        gibbs[(lu, lv)] = name = f"Gibbs: {u} log({u}/({v})) >= {u} - {v}"
        proof.fact(name, GIBBS, [lu, lv], u * (L[lu] - L[lv]) - u + v)
    kl_term = (G - 1) * A * (L["log A"] - L["log B"])
    proof.stated_goal("A <= B: (G - 1) A log(A/B) <= -(B - A) log G", -(kl_term + (B - A) * L["log G"]),
          [(1, ["A <= B", gibbs[("log B", "log(G A)")]]), (1, ["B <= G A", gibbs[("log B", "log A")]]),
           (B, ["A <= B", "log(G A) = log G + log A (>=)"])],
          also=["A > 0", "B > 0", "G A > 0"], positive="B > 0", common=B)
    proof.stated_goal("A >= B: (G - 1) A log(A/B) <= G (A - B) log G", G * (A - B) * L["log G"] - kl_term,
          [(1, ["A >= B", gibbs[("log(G B)", "log A")]]), (1, ["A <= G B", gibbs[("log B", "log A")]]),
           (G * B, ["A >= B", "log(G B) = log G + log B (<=)"])],
          also=["A > 0", "B > 0", "G B > 0"], positive="B > 0", common=B)
    proof.stated_goal("log G >= 0", L["log G"], [(1, [gibbs[("log G", "log 1")]]), (G, ["log 1 = 0 (>=)"])], clear=G)
    summed = "the per-output goals summed: (G - 1) D <= G log G Sp - log G Sm"
    proof.hypothesis(summed, G * L["log G"] * Sp - L["log G"] * Sm - (G - 1) * D)
    proof.hypothesis("log G >= 0 (the goal above)", L["log G"])
    proof.hypothesis("Sp <= Tv", Tv - Sp).hypothesis("Sm >= Tv", Sm - Tv)
    proof.hypothesis("pml.eta-bound: Tv <= Xi TV(P, Q)", X * t - Tv).hypothesis("TV(P, Q) <= delta", dl - t)
    log_g = "log G >= 0 (the goal above)"
    terms = [(1, [summed]), (G, [log_g, "Sp <= Tv"]), (1, [log_g, "Sm >= Tv"]),
             (G - 1, [log_g, "pml.eta-bound: Tv <= Xi TV(P, Q)"]), ((G - 1) * X, [log_g, "TV(P, Q) <= delta"])]

    def bound():
        return X * L["log G"] * dl - D
    proof.goal("Cor. 1: D(KP || KQ) <= Xi log G delta", bound(), hypotheses=sorted(
        {f for _, fs in terms for f in fs} | {"G > 1"}), terms=terms, positive="G > 1", common=G - 1, template=bound)
    return proof
