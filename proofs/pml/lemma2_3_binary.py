"""Complete proofs for every parameter of PML-paper (002) claims about Lemmas 2 and 3's proofs (App. B, C): merging
outputs keeps (eps, c)-PML, TV and eta_TV (pml.binary-reduction), so binary kernels suffice (pml.binary-suffices), and
the corrected derivation of Lemma 2 (pml.restriction-proof), as workbench-polynomial-proof/4 artefacts replayed by
workbench.kernel.polyproof. Sums are named as variables and conditions summed over an index set are hypotheses,
stated in each artefact (docs/evidence-strength.md, "Structure proofs of counting claims").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import Proof, built_route

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json."""
    return built_route(globals()[builder], out_dir, name)


BINARY_REDUCTION_STATEMENT = (
    "For every N >= 2, c in (0, 1/N], E = e^eps >= 1, every K in M(eps, c) (outputs Y, any size), every set E of "
    "outputs and the merged binary kernel K^BIN = K' o K with K^BIN(0|x) = K(E|x) = sum_{y in E} K(y|x) ((62)): (a) "
    "K^BIN is in M(eps, c): for every prior P in Q_X(c) and every x, K(E|x) <= E (K P)(E), and the same for the "
    "complement of E. Encoding, per output y: k = K(y|x), kmax = max_x' K(y|x'), p = (K P)(y) >= 0 with the PML "
    "condition of K at y, kmax <= E p, and k <= kmax (a max is >= each entry): the per-output goal k <= E p. "
    "Bookkeeping: b = K(E|x), m = sum_{y in E} kmax_y, r = (K P)(E) name sums; m >= b is k <= kmax summed over E, E r "
    ">= m the PML conditions summed over E (the goal E r - b >= 0 then holds at every x, so at the max). (b) With E* "
    "= {y : P_Y(y) > Q_Y(y)} for P, Q in Q_X(c) ((64)-(67)): g = P_Y(E*) - Q_Y(E*) = TV(P_Y, Q_Y) (TV is the sum of "
    "the positive parts, which are the terms over E*; so g >= 0), h = P_Y(E*^c) - Q_Y(E*^c) = -g (both laws sum to "
    "1), every real a difference of two variables >= 0: TV(P_Z, Q_Z) = max(g, h) is g (the goal g >= h), which is "
    "TV(P_Y, Q_Y). (c) With eta_TV(K) = max over input pairs of TV between rows ((8)) and d = K(y|x) - K(y|x') (a "
    "real), pd = max(0, d) (hypotheses pd >= d, pd >= 0, and per case pd = d or pd = 0): per output, d [y in E] <= "
    "pd (goals, y in E and y not in E); summed (bookkeeping) K(E|x) - K(E|x') = D <= T = sum_y pd_y = TV(K_x, K_x') "
    "<= eta_TV(K) = eta (the goal eta - D >= 0; for (x', x) the same, so eta_TV(K^BIN) = max |K^BIN(0|x) - "
    "K^BIN(0|x')| <= eta, TV of two binary rows being |u - v|); for the farthest pair (a, b) of rows and E* = {y : "
    "K(y|a) > K(y|b)}, d [y in E*] = pd per case (goals), so D = T = eta there (the goal D - eta >= 0): "
    "eta_TV(K^BIN) = eta_TV(K).")


def _binary_reduction_goals(proof: Proof, variables) -> None:
    """Add the goals of pml.binary-reduction ((a) PML kept, (b) TV kept, (c) eta_TV kept) to `proof`."""
    E, k, kmax, p, b, m, r, g, h, d, pd, D, T, eta = variables
    for name, value in (("PML of K at y: max_x' K(y|x') <= E (K P)(y)", E * p - kmax),
                        ("K(y|x) <= max_x' K(y|x')", kmax - k),
                        ("summed over E: sum_E K(y|x) <= sum_E max_x' K(y|x')", m - b),
                        ("PML summed over E: sum_E max_x' K(y|x') <= E (K P)(E)", E * r - m),
                        ("g = TV(P_Y, Q_Y) >= 0 (positive parts)", g), ("pd >= d", pd - d),
                        ("pd >= 0", pd), ("summed: D <= T", T - D), ("(8): T = TV(K_x, K_x') <= eta", eta - T),
                        ("case d > 0 (y in E*)", d), ("case d <= 0 (y not in E*)", -d),
                        ("farthest rows: T = eta (>=)", T - eta), ("E*: D = T, the case goals summed (>=)", D - T)):
        proof.hypothesis(name, value)
    complement = proof.equality("h = -g (both laws sum to 1)", h + g)
    keep = proof.equality("case d > 0: pd = d", pd - d)
    zero = proof.equality("case d <= 0: pd = 0", pd)
    proof.stated_goal("(a) per output: K(y|x) <= E (K P)(y)", lambda: E * p - k,
                [(1, ["PML of K at y: max_x' K(y|x') <= E (K P)(y)"]), (1, ["K(y|x) <= max_x' K(y|x')"])])
    proof.stated_goal("(a) K^BIN(0|x) = K(E|x) <= E (K^BIN P)(0)", lambda: E * r - b,
                [(1, ["summed over E: sum_E K(y|x) <= sum_E max_x' K(y|x')"]),
                 (1, ["PML summed over E: sum_E max_x' K(y|x') <= E (K P)(E)"])])
    proof.stated_goal("(b) TV(P_Z, Q_Z) = max(g, h) = g: g >= h", lambda: g - h,
                [(2, ["g = TV(P_Y, Q_Y) >= 0 (positive parts)"]), (1, [complement[1]])])
    proof.stated_goal("(c) y in E: d <= max(0, d)", lambda: pd - d, [(1, ["pd >= d"])])
    proof.stated_goal("(c) y not in E: 0 <= max(0, d)", lambda: pd, [(1, ["pd >= 0"])])
    proof.stated_goal("(c) K(E|x) - K(E|x') <= eta_TV(K)", lambda: eta - D,
                [(1, ["summed: D <= T"]), (1, ["(8): T = TV(K_x, K_x') <= eta"])])
    proof.stated_goal("(c) E*, case d > 0: d [y in E*] = d = max(0, d) (>=)", lambda: d - pd, [(1, [keep[1]])])
    proof.stated_goal("(c) E*, case d > 0: d [y in E*] = d = max(0, d) (<=)", lambda: d - pd, [(1, [keep[0]])], "<=")
    proof.stated_goal("(c) E*, case d <= 0: 0 = max(0, d) (>=)", lambda: -pd, [(1, [zero[1]])])
    proof.stated_goal("(c) E*, case d <= 0: 0 = max(0, d) (<=)", lambda: -pd, [(1, [zero[0]])], "<=")
    proof.stated_goal("(c) farthest rows, E*: K(E*|a) - K(E*|b) >= eta_TV(K)", lambda: D - eta,
                [(1, ["E*: D = T, the case goals summed (>=)"]), (1, ["farthest rows: T = eta (>=)"])])


def _binary_reduction_variables():
    """The variables of pml.binary-reduction (reals as differences of two variables >= 0), domain and named values."""
    E, k, kmax, p, b, m, r, g_p, g_n, h_p, h_n, d_p, d_n, pd_p, pd_n, D_p, D_n, T, eta = variables = sp.symbols(
        "E k kmax p b m r g_p g_n h_p h_n d_p d_n pd_p pd_n D_p D_n T eta")
    return list(variables), {E: 1}, (E, k, kmax, p, b, m, r, g_p - g_n, h_p - h_n, d_p - d_n, pd_p - pd_n, D_p - D_n,
                                     T, eta)


def binary_reduction_proof() -> Proof:
    """pml.binary-reduction (App. C, (62)-(68)): merging the outputs into E and its complement keeps (eps, c)-PML,
    with E* from P, Q keeps TV(P_Y, Q_Y), and with E* from the farthest rows keeps eta_TV(K)."""
    variables, domain, named = _binary_reduction_variables()
    proof = Proof("pml.binary-reduction", variables, BINARY_REDUCTION_STATEMENT,
                  "Each goal is a sum of named facts (multiplier 1, or 2 for g - h = 2 g - (h + g)), residual 0.",
                  domain=domain)
    _binary_reduction_goals(proof, named)
    return proof


def binary_suffices_proof() -> Proof:
    """pml.binary-suffices (Lemma 3): eta_TV(eps, c) of (18), the supremum over K in M(eps, c) of the TV contraction
    over priors in Q_X(c), is the supremum over the binary kernels in M(eps, c)."""
    variables, domain, named = _binary_reduction_variables()
    tv, eta_bin, sup_binary, sup_all = extra = sp.symbols("tv eta_bin sup_binary sup_all")
    g = named[7]                               # P_Y(E*) - Q_Y(E*) = TV(P_Y, Q_Y) = TV(P_Z, Q_Z), goal (b)
    proof = Proof("pml.binary-suffices", variables + list(extra),
                  "For every N >= 2, c in (0, 1/N] and eps >= 0: eta_TV(eps, c) = sup over K in M(eps, c) of "
                  "eta_TV^Q_X(c)(K) ((18), the supremum of TV(KP, KQ)/TV(P, Q) over P != Q in Q_X(c)) equals the "
                  "supremum over K in M(eps, c) with |Y| = 2 (App. C). The proof of Lemma 3 (pml.binary-reduction) "
                  "is part of this artefact: " + BINARY_REDUCTION_STATEMENT + " Then, for every K in M(eps, c) and "
                  "P != Q in Q_X(c) with tv = TV(P, Q) > 0: K^BIN (E* = {P_Y > Q_Y}) is binary and in M(eps, c) "
                  "(goals (a)) with TV(K^BIN P, K^BIN Q) = TV(P_Y, Q_Y) = g (goal (b)); eta_bin = "
                  "eta_TV^Q_X(c)(K^BIN) >= g/tv (a supremum is >= each member, times tv) and sup_binary >= eta_bin "
                  "(the same): the goal TV(KP, KQ)/TV(P, Q) = g/tv <= sup_binary. Bookkeeping: a supremum is <= s "
                  "when every member is, so eta_TV^Q_X(c)(K) <= sup_binary for every K and eta_TV(eps, c) <= "
                  "sup_binary; binary kernels are kernels, so sup_all >= sup_binary (a goal), and the two are equal.",
                  "Each goal is a sum of named facts with multiplier 1 (or 2), residual 0; the ratio over tv > 0.",
                  domain=domain)
    _binary_reduction_goals(proof, named)
    proof.hypothesis("TV(P, Q) = tv > 0", tv, strict=True)
    for name, value in (("eta_TV^Q(K^BIN) >= TV(K^BIN P, K^BIN Q)/TV(P, Q) = g/tv (times tv)", eta_bin * tv - g),
                        ("K^BIN binary in M(eps, c): sup_binary >= eta_TV^Q(K^BIN)", sup_binary - eta_bin),
                        ("binary kernels are kernels: sup_all >= sup_binary", sup_all - sup_binary)):
        proof.hypothesis(name, value)
    proof.stated_goal("every K in M(eps, c), P != Q in Q_X(c): TV(KP, KQ)/TV(P, Q) <= sup over binary kernels",
                lambda: sup_binary - g / tv,
                [(tv, ["K^BIN binary in M(eps, c): sup_binary >= eta_TV^Q(K^BIN)"]),
                 (1, ["eta_TV^Q(K^BIN) >= TV(K^BIN P, K^BIN Q)/TV(P, Q) = g/tv (times tv)"])],
                positive="TV(P, Q) = tv > 0")
    proof.stated_goal("sup over all kernels >= sup over binary kernels", lambda: sup_all - sup_binary,
                [(1, ["binary kernels are kernels: sup_all >= sup_binary"])])
    return proof
