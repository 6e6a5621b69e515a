"""LP families: named LPs rebuilt from parameters. The kernel rebuilds the same families with
its own code, so a certificate can only claim the LP its `family` and `params` define."""
from __future__ import annotations

from fractions import Fraction

from .model import LinearProgram


def adjacent_pairs(M: int):
    """Ordered pairs (a, b) of adjacent counts, |a - b| = 1, in the canonical order."""
    for i in range(1, M):
        yield i, i + 1
        yield i + 1, i


def counting_lp(M: int, E: Fraction, delta: Fraction) -> LinearProgram:
    """The counting-query LP (paper 001, (6)) with the subset constraints linearised.

    max t  s.t.  t <= p_ii,  rows sum to 1,  p >= 0, and for adjacent (a, b):
    sum_j (p_aj - E p_bj)^+ <= delta, written as p_aj - E p_bj <= s_abj, s >= 0, sum_j s_abj <= delta.
    """
    lp = LinearProgram("max")
    lp.add_variable("t", "free")
    for i in range(1, M + 1):
        for j in range(1, M + 1):
            lp.add_variable(f"p_{i}_{j}")
    for a, b in adjacent_pairs(M):
        for j in range(1, M + 1):
            lp.add_variable(f"s_{a}_{b}_{j}")
    lp.objective = {"t": Fraction(1)}
    for i in range(1, M + 1):
        lp.add_constraint(f"diag_{i}", {"t": 1, f"p_{i}_{i}": -1}, "<=", 0)
    for i in range(1, M + 1):
        lp.add_constraint(f"row_{i}", {f"p_{i}_{j}": 1 for j in range(1, M + 1)}, "==", 1)
    for a, b in adjacent_pairs(M):
        for j in range(1, M + 1):
            coefficients = {f"p_{a}_{j}": Fraction(1), f"p_{b}_{j}": -E, f"s_{a}_{b}_{j}": Fraction(-1)}
            lp.add_constraint(f"dp_{a}_{b}_{j}", coefficients, "<=", 0)
        lp.add_constraint(f"dpsum_{a}_{b}", {f"s_{a}_{b}_{j}": 1 for j in range(1, M + 1)}, "<=", delta)
    return lp


def counting_face_lp(M: int, E: Fraction, delta: Fraction, target: str, direction: str,
                     t_star: Fraction) -> LinearProgram:
    """Probe the optimal face: optimise one entry over {P feasible, min diagonal >= t*}."""
    lp = counting_lp(M, E, delta)
    lp.add_constraint("face", {"t": 1}, ">=", t_star)
    lp.sense = direction
    lp.objective = {target: Fraction(1)}
    return lp
