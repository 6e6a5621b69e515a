"""The appendix's step before (18)-(19), repaired, and a check that the repair is the sharpest one (pram.range).

The paper: "since (q_2, q_3) satisfy (15), q_3 <= 1 - (S-1) e^alpha q_2; with (12) for (q_1, q_3) ... any
(q_k, q_l) satisfy (18) y - e^(2 alpha) x >= 1, (19) x - e^(2 alpha) y >= 1". Row (15) (corrected, the mirror of
(14): (S-1) e^alpha x + y >= 1) gives the inequality the other way round, q_3 >= 1 - (S-1) e^alpha q_2; with (12),
(S-1) q_1 <= e^alpha (1 - q_3) <= (S-1) e^(2 alpha) q_2. So every pair satisfies the ratio bound

    (18') e^(2 alpha) y - x >= 0,   (19') e^(2 alpha) x - y >= 0      (q_k <= e^(2 alpha) q_l),

and the lemma's next lines follow from it as written: (13) and (18') give q_k <= v_max, (15) and (18') give
q_k >= v_min. The kernel-checked proof of pram.range carries (18') as a goal for every S >= 3, e^alpha >= 1.

Sharp means: no smaller factor than e^(2 alpha) is true. `repaired_step_check(factor)` decides it for a candidate
factor f(S, E) (E = e^alpha): tight at the witness q = (v_min, v_alpha, ..., v_alpha), feasible for every S >= 3,
E >= 1 (the proof's 'v_min point' goals), where q_2 = E^2 q_1 exactly (symbolic in S, E), and max q_1 - f q_2
over T_alpha is exactly 0 on a grid of certified LPs (> 0: f is false; < 0: f is true but not tight). A factor
that is true but larger (E^2 + 1/100, E^3) or false (E^2 - 1/100) is refused, which tests/proofs check.
"""
from __future__ import annotations

from fractions import Fraction

from workbench.lazy import lazy
from workbench.mechanisms.pram import dp_polytope
from workbench.proof import registered

sp = lazy("sympy")
pipeline = lazy("workbench.lp.pipeline")

F = Fraction
GRID = [(S, E) for S in (3, 4, 5, 8) for E in (F(1), F(3, 2), F(2), F(7))]
"""(S, e^alpha) where max q_1 - f q_2 over T_alpha is certified: E = 1 (T_alpha is the uniform point), inside and
outside the appendix's standing hypothesis, and E > S - 1 (the quadrilateral is no longer one)."""
WITNESS_AT = (5, F(3, 2))
"""Where the correction text prints the witness (the S, e^alpha of the claim's counterexample to (18))."""


def symbols():
    """S, E as the registry's closed forms name them."""
    return sp.symbols("S E")


def witness(S, E) -> list:
    """q = (v_min, v_alpha, ..., v_alpha) from the registered closed forms (pram.range's v_min, pram.vertices'
    v_alpha), at numbers (exact Fractions) or symbols."""
    S_, E_ = symbols()
    numbers = isinstance(S, int) and isinstance(E, Fraction)
    at = {S_: sp.Integer(S), E_: sp.Rational(E.numerator, E.denominator)} if numbers else {S_: S, E_: E}
    v_min = registered("pram.range", "v_min", [S_, E_]).xreplace(at)
    v_alpha = registered("pram.vertices", "v_alpha", [S_, E_]).xreplace(at)
    if numbers:
        v_min, v_alpha = _fraction(v_min), _fraction(v_alpha)
        return [v_min] + [v_alpha] * (S - 1)
    return [v_min, v_alpha]                      # symbolic: q_1 and the common value of q_2, ..., q_S


def _fraction(value) -> Fraction:
    """A SymPy number that must be rational, as a Fraction (refused otherwise: no float in between)."""
    value = sp.cancel(value)
    if not isinstance(value, sp.Rational):
        raise ValueError(f"not a rational number: {value}")
    return F(int(value.p), int(value.q))


def in_polytope(S: int, E: Fraction, q: list) -> bool:
    """q in T_alpha: every row of the exact polytope (mechanisms.pram.dp_polytope) holds."""
    return all(sum(a * x for a, x in zip(row, q)) <= b for row, b in dp_polytope(S, E))


def printed_step(S: int, E: Fraction, q: list) -> bool:
    """The paper's step before (18) as printed, for (q_2, q_3): q_3 <= 1 - (S - 1) e^alpha q_2."""
    return q[2] <= 1 - (S - 1) * E * q[1]


def printed_step_witness(S: int = 5, E: Fraction = F(3, 2)) -> dict:
    """The printed step at the uniform q (feasible: M(q) = J/S is 0-DP): both sides, exactly."""
    q = [F(1, S)] * S
    return {"S": S, "E": str(E), "q": [str(v) for v in q], "feasible": in_polytope(S, E, q),
            "q_3": str(q[2]), "1 - (S-1) E q_2": str(1 - (S - 1) * E * q[1]), "printed step holds": printed_step(S, E, q)}


def deductions() -> dict:
    """The lemma's use of (18'), as identities between slacks (each >= 0 on T_alpha): the step itself, and v_max,
    v_min from it. Names: r12(k, l) = E - (S-1) q_k - E q_l, r13 = r12 with the pair swapped, r15(k, l) = (S-1) E q_k
    + q_l - 1 (corrected), t(k, l) = E^2 q_l - q_k (18'). True when each difference cancels to 0."""
    S, E = symbols()
    q1, q2, q3 = sp.symbols("q1 q2 q3")
    v_max = registered("pram.range", "v_max", [S, E])
    v_min = registered("pram.range", "v_min", [S, E])
    r12 = E - (S - 1) * q1 - E * q3                  # (12) for (q_1, q_3)
    r15 = (S - 1) * E * q2 + q3 - 1                  # (15) corrected for (q_2, q_3): the flipped step
    t12 = E ** 2 * q2 - q1                           # (18'): q_1 <= E^2 q_2
    r13 = E - (S - 1) * q1 - E * q2                  # (13) for (x, y) = (q_2, q_1)
    r15_12 = (S - 1) * E * q1 + q2 - 1               # (15) corrected for (x, y) = (q_1, q_2)
    t21 = E ** 2 * q1 - q2                           # (18') for the pair the other way round
    checks = {"(S-1) t(1, 2) = r12(1, 3) + E r15(2, 3)": (S - 1) * t12 - (r12 + E * r15),
              "(1 + (S-1)E)(v_max - q1) = E r13 + t(1, 2)": (1 + (S - 1) * E) * (v_max - q1) - (E * r13 + t12),
              "E(S-1+E)(q1 - v_min) = r15(1, 2) + t(2, 1)": E * (S - 1 + E) * (q1 - v_min) - (r15_12 + t21)}
    return {name: sp.cancel(sp.together(diff)) == 0 for name, diff in checks.items()}


def repaired_step_check(factor, grid=GRID) -> dict:
    """Is q_k <= factor(S, E) q_l the sharpest ratio bound on T_alpha? `factor` takes S, E (symbols or numbers)
    and returns an expression. 'tight': q_2 - factor q_1 cancels to 0 at the witness for every S, E; 'lp': at each
    grid point the certified max of q_1 - factor q_2 over T_alpha, which must be exactly 0 (> 0: false there,
    < 0: true but not tight); 'sharp' needs both, with the witness exactly in T_alpha at every grid point."""
    S, E = symbols()
    w = witness(S, E)
    tight = sp.cancel(sp.together(w[1] - factor(S, E) * w[0])) == 0
    rows, witnesses_ok = [], True
    for S_, E_ in grid:
        f = _fraction(sp.cancel(factor(sp.Integer(S_), sp.Rational(E_.numerator, E_.denominator))))
        result = pipeline.certify_family("pram-polytope", "pram.range", S=S_, E=E_, direction="max",
                                         objective=[F(1), -f] + [F(0)] * (S_ - 2))
        q = witness(S_, E_)
        witnesses_ok &= in_polytope(S_, E_, q) and q[1] == f * q[0]
        rows.append({"S": S_, "E": str(E_), "factor": str(f), "max q1 - f q2": str(result.value),
                     "maximiser": [str(result.primal.get(f"q_{k}", 0)) for k in range(1, S_ + 1)]})
    values = [F(r["max q1 - f q2"]) for r in rows]
    holds, lp_tight = all(v <= 0 for v in values), all(v == 0 for v in values)
    return {"tight": tight, "holds on grid": holds, "lp tight": lp_tight, "witnesses": witnesses_ok,
            "sharp": tight and holds and lp_tight and witnesses_ok, "lps": rows}


def printed_witness(S: int = WITNESS_AT[0], E: Fraction = WITNESS_AT[1]) -> dict:
    """The sharpness witness at one (S, e^alpha), exactly: q, its membership of T_alpha, and q_2 / q_1."""
    q = witness(S, E)
    return {"S": S, "E": str(E), "q": [str(v) for v in q], "feasible": in_polytope(S, E, q),
            "q_2 / q_1": str(q[1] / q[0]), "E^2": str(E * E)}
