"""Staircase (004), (22) and Sec. 3's KL factor, for every k, priors and eps, with named facts about log and exp:
D(M0 || M1) <= (e^eps - 1)^2 TV(P0, P1)^2 (staircase.kl-converse, (22)) and OPT <= 2 (e^eps + 1)^2 BIN
(staircase.binary-kl-factor); replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Named
transcendental facts").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import GIBBS, Proof, built_route

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


# --------------------------------------------------------------------------- staircase (Kairouz et al.), (22)
def kl_converse_proof() -> Proof:
    """staircase.kl-converse: every eps-LDP mechanism has D(M0 || M1) <= (e^eps - 1)^2 TV(P0, P1)^2, so C = 1 < 4,
    per output from Gibbs (D <= chi^2) and the LDP column bound, then summed."""
    E, A, B, m, Mx, T, D, s = variables = sp.symbols("E A B m Mx T D s")
    proof = Proof("staircase.kl-converse", list(variables),
                  "For every eps-LDP mechanism Q (E = e^eps >= 1), priors P0, P1 and M_nu = Q P_nu: D(M0 || M1) <= "
                  "C (E - 1)^2 TV(P0, P1)^2 with C = 1 < 4 (Duchi et al.'s constant), for every eps, so in the "
                  "high-privacy regime too. Encoding, per output y: A = M0(y), B = M1(y) > 0, m = min_x Q(y|x), "
                  "Mx = max_x Q(y|x), T = TV(P0, P1); hypotheses: LDP, Mx <= E m; m <= Mx; m <= B (B is an average "
                  "of the column); |A - B| <= (Mx - m) T (A - B = sum_x (Q(y|x) - m)(P0 - P1)(x), and the positive "
                  "part of P0 - P1 has mass T). Goal per output: A (log A - log B) <= (A - B) + (E - 1)^2 T^2 m. "
                  "Summary over named sums: D = sum_y A (log A - log B), s = sum_y m_y <= 1 (each m_y <= Q(y|x0)), "
                  "sum_y (A - B) = 0; the per-output goal summed (hypothesis) gives D <= (E - 1)^2 T^2. Bookkeeping, "
                  "stated: the sums over outputs and inputs; an output with A = 0 contributes 0; B = 0 forces "
                  "m = 0, Mx = 0 and A = 0.",
                  "B times the goal = A Gibbs(B, A) + [(Mx - m) T - (A - B)][(Mx - m) T + (A - B)] + T^2 (E - 1) m "
                  "(E m - Mx) + T^2 (E m - Mx)(Mx - m) + (E - 1)^2 m T^2 (B - m): log(A/B) <= A/B - 1 (so D <= "
                  "chi^2), then (A - B)^2 <= (Mx - m)^2 T^2 <= (E - 1)^2 m^2 T^2 <= (E - 1)^2 m T^2 B.",
                  domain={E: 1})
    L = {}
    for k, (name, u) in enumerate((("log A", A), ("log B", B))):
        pair = proof.log(name, u, f"L{k}")
        L[name] = pair[0] - pair[1]
    proof.hypothesis("A > 0", A, strict=True).hypothesis("B > 0", B, strict=True)
    for name, value in (("LDP: Mx <= E m", E * m - Mx), ("m <= Mx", Mx - m), ("m <= B", B - m),
                        ("A - B <= (Mx - m) T", (Mx - m) * T - (A - B)),
                        ("B - A <= (Mx - m) T", (Mx - m) * T + (A - B))):
        proof.hypothesis(name, value)
    gibbs = "Gibbs: B log(B/A) >= B - A"
    proof.fact(gibbs, GIBBS, ["log B", "log A"], B * (L["log B"] - L["log A"]) - B + A)
    per_output = (A - B) + (E - 1) ** 2 * T ** 2 * m - A * (L["log A"] - L["log B"])
    proof.stated_goal("per output: A log(A/B) <= (A - B) + (E - 1)^2 T^2 m", per_output,
          [(A, [gibbs]), (1, ["A - B <= (Mx - m) T", "B - A <= (Mx - m) T"]),
           (T ** 2 * (E - 1) * m, ["LDP: Mx <= E m"]),
           (T ** 2, ["LDP: Mx <= E m", "m <= Mx"]), ((E - 1) ** 2 * m * T ** 2, ["m <= B"])],
          also=["A > 0", "B > 0"], positive="B > 0", common=B)
    summed = "the per-output goal summed: D <= (E - 1)^2 T^2 s (sum_y (A - B) = 0)"
    proof.hypothesis(summed, (E - 1) ** 2 * T ** 2 * s - D).hypothesis("s = sum_y min_x Q(y|x) <= 1", 1 - s)

    def bound():
        return (E - 1) ** 2 * T ** 2 - D
    proof.stated_goal("(22) with C = 1: D(M0 || M1) <= (E - 1)^2 TV^2", bound(),
          [(1, [summed]), ((E - 1) ** 2 * T ** 2, ["s = sum_y min_x Q(y|x) <= 1"])])
    return proof

def binary_kl_factor_proof() -> Proof:
    """staircase.binary-kl-factor: OPT <= 2 (e^eps + 1)^2 BIN, from OPT <= (E - 1)^2 TV^2 (staircase.kl-converse) and
    BIN >= (a - b)^2/2 (two Gibbs instances per output, through the midpoint), and 2 (e^eps + 1)^2 <= 32 for
    eps <= 1."""
    E, A, B, a, b, T, BIN, OPT, eps = variables = sp.symbols("E A_y B_y a b T BIN OPT eps")
    proof = Proof("staircase.binary-kl-factor", list(variables),
                  "For every E = e^eps >= 1 and priors P0 != P1 (T = TV(P0, P1)): OPT <= 2 (E + 1)^2 BIN, where OPT "
                  "is the largest D(M0 || M1) over eps-LDP mechanisms and BIN = D(a || b) is the binary mechanism's, "
                  "a = M0(0), b = M1(0) = (1 + (E - 1) P_nu(S))/(1 + E) on S = {P0 > P1}, so (E + 1)(a - b) = "
                  "(E - 1) T and a >= b (hypotheses); and 2 (e^eps + 1)^2 <= 32 for eps in [0, 1] (Y = exp(eps), "
                  "the same number as E, named for the exp facts). Goals per output of the binary mechanism "
                  "(A = A_y = M0(y), B = B_y = M1(y) > 0, A + B <= 2): A log(A/B) - (A - B) >= (A - B)^2/4, in "
                  "the cases A >= B "
                  "and A <= B (Gibbs at (A, M) and (M, B), M = (A + B)/2 the midpoint). Summary: BIN >= (a - b)^2/2 "
                  "(the per-output goal summed over the two outputs, the (A - B) parts cancelling: hypothesis), "
                  "OPT <= (E - 1)^2 T^2 (staircase.kl-converse, proved: every eps-LDP mechanism), so OPT <= 2 (E + "
                  "1)^2 BIN. Bookkeeping, stated: the two outputs' sum and the citation.",
                  "Per output: 2 (A + B) [A log(A/B) - (A - B)] - (A - B)^2 = 2 (A + B) Gibbs(A, M) + 4 A Gibbs(M, B) "
                  "exactly; then (A + B)(goal) adds (A - B)^2 (2 - A - B) >= 0. Summary: 2 (E + 1)^2 BIN - OPT = "
                  "(E + 1)^2 (2 BIN - (a - b)^2) + [(E + 1)(a - b) - (E - 1) T][(E + 1)(a - b) + (E - 1) T] + "
                  "((E - 1)^2 T^2 - OPT). 32 - 2 (Y + 1)^2 = 2 (5 + Y)(3 - Y), 3 - Y = (1 + 2 eps - Y) + 2 (1 - eps).",
                  domain={E: 1})
    L = {}
    for k, (name, u) in enumerate((("log A", A), ("log B", B), ("log M", (A + B) / 2))):
        pair = proof.log(name, u, f"L{k}")
        L[name] = pair[0] - pair[1]
    Y, below = proof.exp_at_most_1_plus_2(eps, "eps <= 1")
    proof.hypothesis("A > 0", A, strict=True).hypothesis("B > 0", B, strict=True)
    proof.hypothesis("M > 0", (A + B) / 2, strict=True).hypothesis("A + B > 0", A + B, strict=True)
    for name, value in (("A >= B", A - B), ("A <= B", B - A), ("A + B <= 2", 2 - A - B), ("a >= b", a - b),
                        ("(E + 1)(a - b) = (E - 1) T (>=)", (E + 1) * (a - b) - (E - 1) * T),
                        ("BIN >= (a - b)^2/2 (the per-output goals summed)", 2 * BIN - (a - b) ** 2),
                        ("staircase.kl-converse: OPT <= (E - 1)^2 T^2", (E - 1) ** 2 * T ** 2 - OPT)):
        proof.hypothesis(name, value)
    M = (A + B) / 2
    proof.fact("Gibbs(A, M)", GIBBS, ["log A", "log M"], A * (L["log A"] - L["log M"]) - A + M)
    proof.fact("Gibbs(M, B)", GIBBS, ["log M", "log B"], M * (L["log M"] - L["log B"]) - M + B)
    per_output = A * (L["log A"] - L["log B"]) - (A - B) - (A - B) ** 2 / 4
    for case in ("A >= B", "A <= B"):
        proof.stated_goal(f"{case}: A log(A/B) - (A - B) >= (A - B)^2/4", per_output,
              [(1, ["A + B > 0", "Gibbs(A, M)"]), (2 * A, ["Gibbs(M, B)"]),
               (sp.Rational(1, 4), [case, case, "A + B <= 2"])],
              also=["A > 0", "B > 0", "M > 0"], positive="A + B > 0", common=A + B)
    terms = [((E + 1) ** 2, ["BIN >= (a - b)^2/2 (the per-output goals summed)"]),
             (E + 1, ["(E + 1)(a - b) = (E - 1) T (>=)", "a >= b"]),
             ((E - 1) * T, ["(E + 1)(a - b) = (E - 1) T (>=)"]),
             (1, ["staircase.kl-converse: OPT <= (E - 1)^2 T^2"])]
    proof.stated_goal("OPT <= 2 (E + 1)^2 BIN", 2 * (E + 1) ** 2 * BIN - OPT, terms)
    proof.stated_goal("eps <= 1: 2 (e^eps + 1)^2 <= 32", 32 - 2 * (Y + 1) ** 2,
          [(2 * (5 + Y) * m, fs) for m, fs in below] + [(4 * (5 + Y), ["eps <= 1"])])
    return proof
