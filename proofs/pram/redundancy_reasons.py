"""PRAM (000): the reasons given for dropping (16) and (17), checked (workbench.reasons), beside pram.redundancy.

- "In such a setting, equations (16) and (17) are redundant and hence can be omitted" (appendix): "such a setting"
  is the sentence before, u_alpha, u_-alpha (and always v_alpha, v_-alpha) satisfy (16) and (17); with "Equations
  (12) to (15) define a quadrilateral whose vertices are" those four points, a convex polygon lies in a half-plane
  when its vertices do. Premises: the four printed vertices satisfy (16) and (17) at (S, e^alpha), and (x, y)
  satisfies (12)-(15); the step: (x, y) satisfies (16) and (17). Read twice, with (15) as printed (-(S-1) e^alpha x
  + y <= -1) and as corrected (the mirror of (14)). Points: (x, y) of a grid of [0, 1]^2 at S = 4, 5, 6, 8 and
  e^alpha in {1, 6/5, 3/2, 2, 5/2, 3, 4}; the vertex premise selects the (S, e^alpha) where it holds, so dropping it
  (the tests do) has a witness beyond the printed threshold.
- "Common values of alpha are generally within the range [0,2], which means that the conditions of previous
  Proposition are satisfied when S >= 10" (Sec. 3.3), and the appendix's "therefore equations (16) and (17) are
  omitted when S >= 10": premises 0 <= alpha <= 2 and S >= 10, the step the standing condition alpha <= log(S +
  sqrt(S(S-4)) - 2) - log 2, decided in rigorous enclosures. Points: alpha = 0, 1/4, ..., 5/2 and S = 4..16. The
  reason is sharp (S >= 9 would have a witness at alpha = 2), which the tests check.
"""
from __future__ import annotations

from fractions import Fraction as F
from functools import lru_cache

from workbench import rigorous
from workbench.literal import Reading
from workbench.reasons import Reason

ROWS = {   # (12)-(17) as printed at (x, y): (coefficient of x, coefficient of y, right side), each "<="
    "(12)": lambda S, E: (S - 1, E, E),
    "(13)": lambda S, E: (E, S - 1, E),
    "(14)": lambda S, E: (-1, -(S - 1) * E, -1),
    "(15)": lambda S, E: (-(S - 1) * E, 1, -1),
    "(16)": lambda S, E: (-1, E, E - 1),
    "(17)": lambda S, E: (E, -1, E - 1),
}
CORRECTED_15 = lambda S, E: (-(S - 1) * E, -1, -1)      # noqa: E731 -- the mirror of (14)


def _excess(p, names, at, rows=ROWS):
    """max over the rows `names` of a x + b y - c at the point `at` (<= 0: all of them hold)."""
    x, y = at
    return max(a * x + b * y - c for a, b, c in (rows[n](p["S"], p["E"]) for n in names))


def _vertices(p):
    """u_alpha, u_-alpha, v_alpha, v_-alpha as printed."""
    S, E = p["S"], p["E"]
    u = (((S - 1) * E - 1) / (S * (S - 2)), ((S - 1) / E - 1) / (S * (S - 2)))
    v_plus, v_minus = E / (S - 1 + E), (1 / E) / (1 / E + S - 1)
    return [u, (u[1], u[0]), (v_plus, v_plus), (v_minus, v_minus)]


@lru_cache(maxsize=None)
def _vertices_excess(S, E):
    """max of (16), (17)'s a x + b y - c over the four printed points: a function of (S, e^alpha) only, so computed
    once per (S, e^alpha), not once per point (x, y) of the plane."""
    p = {"S": S, "E": E}
    return max(_excess(p, ("(16)", "(17)"), v) for v in _vertices(p))


VERTICES_IN = Reading("u_alpha, u_-alpha, v_alpha, v_-alpha satisfy (16) and (17)",
                      lambda p: _vertices_excess(p["S"], p["E"]), "<=", lambda p: 0)
QUADRILATERAL = Reading("(12)-(15) as printed at (x, y)",
                        lambda p: _excess(p, ("(12)", "(13)", "(14)", "(15)"), (p["x"], p["y"])), "<=", lambda p: 0)
QUADRILATERAL_CORRECTED = Reading("(12)-(15), (15) as corrected, at (x, y)",
                                  lambda p: _excess(p, ("(12)", "(13)", "(14)", "(15)"), (p["x"], p["y"]),
                                                    dict(ROWS, **{"(15)": CORRECTED_15})), "<=", lambda p: 0)
SIXTEEN_SEVENTEEN = Reading("(16) and (17) at (x, y)", lambda p: _excess(p, ("(16)", "(17)"), (p["x"], p["y"])), "<=",
                            lambda p: 0)
OMITTED_LOCUS = "Appendix, par. after the vertices: hence redundant"
OMITTED_QUOTE = ("Besides, for S >= 4, if alpha <= log(S+sqrt(S(S-4))-2)-log 2, then u_alpha and u_-alpha also satisfy "
                 "(16) and (17). In such a setting, equations (16) and (17) are redundant and hence can be omitted")
OMITTED = (Reason(OMITTED_LOCUS, OMITTED_QUOTE, step=SIXTEEN_SEVENTEEN, cites=(VERTICES_IN, QUADRILATERAL)),)
OMITTED_CORRECTED = (Reason(OMITTED_LOCUS, OMITTED_QUOTE + " [(15) as corrected]", step=SIXTEEN_SEVENTEEN,
                            cites=(VERTICES_IN, QUADRILATERAL_CORRECTED)),)


def plane_points(reason: Reason = None, steps: int = 12) -> list[dict]:
    """(x, y) of the grid of [0, 1]^2 with step 1/steps at S = 4, 5, 6, 8 and e^alpha in {1, 6/5, 3/2, 2, 5/2, 3, 4}."""
    grid = [F(k, steps) for k in range(steps + 1)]
    return [{"S": S, "E": E, "x": x, "y": y} for S in (4, 5, 6, 8)
            for E in (F(1), F(6, 5), F(3, 2), F(2), F(5, 2), F(3), F(4)) for x in grid for y in grid]


def _threshold(p):
    """log(S + sqrt(S(S-4)) - 2) - log 2, as an enclosure."""
    S = p["S"]
    return rigorous.log(rigorous.sqrt(S * (S - 4)) + (S - 2)) - rigorous.log(2)


ALPHA_AT_MOST_2 = Reading("alpha <= 2 (alpha in [0, 2])", lambda p: p["alpha"], "<=", lambda p: 2)
S_AT_LEAST_10 = Reading("S >= 10", lambda p: p["S"], ">=", lambda p: 10)
STANDING = Reading("alpha <= log(S + sqrt(S(S-4)) - 2) - log 2", lambda p: p["alpha"], "<=", _threshold)
COMMON_ALPHA = (
    Reason("Sec. 3.3, par. 2: alpha in [0, 2] and S >= 10", "Common values of alpha are generally within the range "
           "[0,2], which means that the conditions of previous Proposition are satisfied when S >= 10",
           step=STANDING, cites=(ALPHA_AT_MOST_2, S_AT_LEAST_10)),
    Reason("Appendix, par. after the vertices: alpha in [0, 2] and S >= 10", "Common values of alpha are generally "
           "within the range [0,2], therefore equations (16) and (17) are omitted when S >= 10",
           step=STANDING, cites=(ALPHA_AT_MOST_2, S_AT_LEAST_10)),
)


def alpha_points(reason: Reason = None) -> list[dict]:
    """alpha = 0, 1/4, ..., 5/2 at S = 4..16."""
    return [{"S": S, "alpha": F(k, 4)} for S in range(4, 17) for k in range(11)]


AS_PRINTED = OMITTED + COMMON_ALPHA
"""Every reason for dropping (16), (17), (15) read as printed."""


def points_for(reason: Reason) -> list[dict]:
    """`alpha_points` for the reasons about alpha and S, `plane_points` for the others."""
    return alpha_points() if reason in COMMON_ALPHA else plane_points()
