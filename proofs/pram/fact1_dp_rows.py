"""PRAM (000), Fact 1, (10)-(17), for every S >= 2 and E >= 1: the DP ratios of M(q) (pram.dp-ratios, (10)) and the
corrected linear rows (12)-(17) (pram.linear-constraints), as workbench-polynomial-proof/4 artefacts replayed by
workbench.kernel.polyproof.

The goals are built from the formulas the claims' other routes use (proofs/pram/claims.py's DP_RATIOS and
CORRECTED_ROWS) and rebuilt when the route runs (Proof.registry_mismatch), so a changed formula or a swapped goal is
refused. Each artefact's statement says how its variables and hypotheses encode the claim (docs/evidence-strength.md,
"Statement proofs of PRAM and counting claims").
"""
from __future__ import annotations

from workbench.claims import RouteResult
from workbench.lazy import lazy
from workbench.proof import Proof, built_route

from .goals import cleared_square, derived_goal

sp = lazy("sympy")


def route(builder: str, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of the builder named `builder` (a function of this module), written as <name>.json; a
    closed form that cannot be stated as its goals is a failed route, not an error."""
    return built_route(globals()[builder], out_dir, name)


# --------------------------------------------------------------------------- PRAM (000): (10) and (12)-(17)
def _ratios():
    from .claims import DP_RATIOS
    return DP_RATIOS

def _rows():
    from .claims import CORRECTED_ROWS
    return CORRECTED_ROWS

CASES = ("z = k", "z = k'", "z elsewhere")

def dp_ratios_proof() -> Proof:
    """pram.dp-ratios: for every S >= 2 and E >= 1, the DP inequality of M(q) at each output z holds iff the
    quotient of (10) for z's case is <= E (both directions, each case). Each case and direction has a pair of its own
    (x_c, y_c: DP => quotient; u_c, v_c: quotient => DP), so that each is stated under its own premise."""
    S, E = sp.symbols("S E")
    pairs = {case: sp.symbols(f"x{c} y{c} u{c} v{c}") for c, case in enumerate(CASES, 1)}
    variables = [S, E] + [v for case in CASES for v in pairs[case]]
    proof = Proof("pram.dp-ratios", variables,
                  "For every S >= 2, E = e^alpha >= 1 and every ordered pair k != k' of categories with q_k >= 0 "
                  "and q_k' in (0, 1) (the quotients of (10) divide by q_k' and 1 - q_k'): M(q)'s entries are "
                  "Q(z|k) = q_k when z = k and (1 - q_k)/(S - 1) otherwise (the definition, (8)). For each output z "
                  "the DP inequality of (6) for the pair, Q(z|k) <= E Q(z|k'), holds iff the quotient of (10) for "
                  "z's case is <= E: z = k gives (S - 1) q_k/(1 - q_k'), z = k' gives (1 - q_k)/((S - 1) q_k'), any "
                  "other z gives (1 - q_k)/(1 - q_k') (the quotients as the claim's routes read them, DP_RATIOS). "
                  "Case c (1, 2, 3 in that order) has the pairs (q_k, q_k') = (x_c, y_c) for 'DP => quotient' and "
                  "(u_c, v_c) for 'quotient => DP'. "
                  "Hypotheses: the DP inequality times S - 1, or the quotient bound times the square of its "
                  "denominator (same sign). Bookkeeping: every output z is k, k' or, exactly when S >= 3, another "
                  "category, so M(q) is alpha-DP (every z, every ordered pair) iff (10)'s max over the cases present "
                  "is <= E for every k != k'.",
                  "Each direction is one fact times a multiplier found by exact division, residual 0: the DP "
                  "inequality times S - 1 is the quotient bound's numerator; conversely the cleared quotient bound is "
                  "the DP inequality's numerator times the quotient's denominator (kept as a common factor, its "
                  "sign from a strict hypothesis).",
                  domain={S: 2, E: 1})
    for case in CASES:
        x, y, u, v = pairs[case]
        entries = {"z = k": lambda a, b: (a, (1 - b) / (S - 1)), "z = k'": lambda a, b: ((1 - a) / (S - 1), b),
                   "z elsewhere": lambda a, b: ((1 - a) / (S - 1), (1 - b) / (S - 1))}[case]
        by_y = case == "z = k'"               # the quotient's denominator is (S - 1) q_k', else 1 - q_k'
        positive = ({f"{case}: q_k' > 0": y, f"{case}: v: q_k' > 0": v} if by_y else
                    {f"{case}: q_k' < 1": 1 - y, f"{case}: v: (S - 1)(1 - q_k') > 0": (S - 1) * (1 - v)})
        for name, value in positive.items():     # the signs of the quotient's denominators, for the pair's direction
            proof.hypothesis(name, value, strict=True)
        dp, bound = f"DP at {case}: Q(z|k) <= E Q(z|k')", f"(10) at {case}"
        of_k, of_other = entries(x, y)
        proof.hypothesis(dp, sp.cancel((S - 1) * (E * of_other - of_k)))
        proof.hypothesis(bound, cleared_square(E - _ratios()[case](S, u, v)))

        def quotient_bound(case=case, x=x, y=y):
            return E - _ratios()[case](S, x, y)

        def dp_slack(entries=entries, u=u, v=v):
            of_k, of_other = entries(u, v)
            return E * of_other - of_k
        derived_goal(proof, f"{case}: DP => quotient <= E", quotient_bound(), [dp],
                 positive=f"{case}: q_k' > 0" if by_y else f"{case}: q_k' < 1", template=quotient_bound)
        derived_goal(proof, f"{case}: quotient <= E => DP", dp_slack(), [bound],
                 positive=f"{case}: v: q_k' > 0" if by_y else f"{case}: v: (S - 1)(1 - q_k') > 0",
                 common=v if by_y else 1 - v, scales=(1, S - 1), template=dp_slack)
    return proof

ROW_QUOTIENTS = {"(12)": ("z = k", False), "(14)": ("z = k'", False), "(16)": ("z elsewhere", False),
                 "(13)": ("z = k", True), "(15)": ("z = k'", True), "(17)": ("z elsewhere", True)}

def linear_constraints_proof() -> Proof:
    """pram.linear-constraints' correction: each corrected row (12)-(17) at (q_k, q_l) is equivalent to one quotient
    bound of (10) for the pair (k, l) or (l, k), for every S >= 2 and E >= 1. Each row and direction has a pair of its
    own (x_r, y_r: row => quotient; u_r, v_r: quotient => row), so that each is stated under its own premise."""
    S, E = sp.symbols("S E")
    pairs = {row: sp.symbols(f"x{row[1:3]} y{row[1:3]} u{row[1:3]} v{row[1:3]}") for row in ROW_QUOTIENTS}
    variables = [S, E] + [v for row in ROW_QUOTIENTS for v in pairs[row]]
    proof = Proof("pram.linear-constraints", variables,
                  "For every S >= 2, E = e^alpha >= 1 and every ordered pair k != l with x = q_k, y = q_l in (0, 1): "
                  "each corrected row a x + b y <= c of (12)-(17) (CORRECTED_ROWS: (15) is -(S - 1)E x - y <= -1) "
                  "holds iff one quotient bound of (10) (DP_RATIOS) holds: (12), (14), (16) are the quotients "
                  "(S - 1) q_k/(1 - q_l), (1 - q_k)/((S - 1) q_l), (1 - q_k)/(1 - q_l) <= E of the pair (k, l); (13), "
                  "(15), (17) the same quotients of the pair (l, k). Both directions are goals, row (1r) on the pairs "
                  "(q_k, q_l) = (x1r, y1r) for 'row => quotient' and (u1r, v1r) for 'quotient => row'; a quotient "
                  "bound as a hypothesis is multiplied by the square of its denominator (same sign). Bookkeeping: "
                  "over all ordered pairs the rows give every quotient of (10) for every k != k'; (16), (17) encode "
                  "the [S >= 3] quotient and belong to the system only for S >= 3, so the corrected system (3S(S-1) "
                  "rows for S >= 3, 2S(S-1) for S = 2) is equivalent to (10).",
                  "Each row's slack c - a x - b y is a constant times its quotient bound's cleared numerator: "
                  "row => quotient by exact division (residual 0, the quotient's denominator positive by a strict "
                  "hypothesis); quotient => row with that denominator kept as a common factor.",
                  domain={S: 2, E: 1})
    for row, (case, swapped) in ROW_QUOTIENTS.items():
        x, y, u, v = pairs[row]
        by_second = case == "z = k'"
        other = "k" if swapped else "l"          # the quotient's q_k' is q_l for (k, l), q_k for (l, k)
        positive = f"{row}: q_{other} > 0" if by_second else f"{row}: q_{other} < 1"
        converse = f"{row}: {'u' if swapped else 'v'}: q_{other} {'> 0' if by_second else '< 1'}"
        first_pair, second_pair = (x, u) if swapped else (y, v)     # q_k' in each direction's pair
        proof.hypothesis(positive, first_pair if by_second else 1 - first_pair, strict=True)
        proof.hypothesis(converse, second_pair if by_second else 1 - second_pair, strict=True)

        def slack(row=row, u=u, v=v):
            a, b, c = _rows()[row](S, E)
            return c - a * u - b * v

        def bound(case=case, x=x, y=y, swapped=swapped):
            first, second = (y, x) if swapped else (x, y)     # the quotient's q_k, q_k'
            return E - _ratios()[case](S, first, second)
        pair = "(l, k)" if swapped else "(k, l)"
        uv_second = u if swapped else v
        proof.hypothesis(f"row {row}", _rows_slack(row, S, E, x, y))
        proof.hypothesis(f"{case} quotient of {pair} <= E", cleared_square(
            E - _ratios()[case](S, *((v, u) if swapped else (u, v)))))
        derived_goal(proof, f"{row} => the {case} quotient of {pair} <= E", bound(), [f"row {row}"], positive=positive,
                 template=bound)
        derived_goal(proof, f"the {case} quotient of {pair} <= E => {row}", slack(), [f"{case} quotient of {pair} <= E"],
                 positive=converse, common=uv_second if by_second else 1 - uv_second, scales=(1, S - 1),
                 template=slack)
    return proof

def _rows_slack(row, S, E, x, y):
    a, b, c = _rows()[row](S, E)
    return c - a * x - b * y
