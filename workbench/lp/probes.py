"""Probing the optimal face of the counting LP: each entry's exact range over all optima.

With t* the certified optimum, entry p_ij ranges over [min, max] on {P feasible, min diag
>= t*}; both ends are certified LP optima. The optimum is unique iff every range is a point.
"""
from __future__ import annotations

from fractions import Fraction

from .families import channel_text, counting_face_lp, counting_lp
from .pipeline import CertifiedOptimum, certify_lp
from .solve import WarmHighs


def certified_optimum(M: int, E: Fraction, delta: Fraction, claim: str,
                      second_opinion: bool = False, T=None) -> CertifiedOptimum:
    """p_e = 1 - optimum; with a channel T this is the LP of Section V (P T in place of P)."""
    params = {"M": M, "E": E, "delta": delta}
    if T is not None:
        params["T"] = channel_text(T)
    return certify_lp(counting_lp(M, E, delta, T), claim, "counting", params, second_opinion,
                      column_scale=None if T is not None else expected_magnitudes(M, E))


def expected_magnitudes(M: int, E: Fraction) -> dict:
    """E^-d(i, j) for p_ij and s_abj (d the cyclic distance to the output j): the shape of the optimum
    (paper 001, (10)), used only to scale the float model so that HiGHS sees entries far below 1e-9;
    every basis it yields is still rebuilt and checked exactly."""
    e = float(E)
    def distance(i, j):
        return min(abs(i - j), M - abs(i - j))
    scale = {f"p_{i}_{j}": e ** -distance(i, j) for i in range(1, M + 1) for j in range(1, M + 1)}
    for a in range(1, M + 1):
        for b in (a - 1, a + 1):
            if 1 <= b <= M:
                scale.update({f"s_{a}_{b}_{j}": e ** -distance(a, j) for j in range(1, M + 1)})
    return scale


def entry_range(M: int, E: Fraction, delta: Fraction, t_star: Fraction, i: int, j: int,
                claim: str, warm: WarmHighs | None = None) -> tuple[Fraction, Fraction, list[dict]]:
    """(min, max) of p_ij over the optimal face, and the two certificates. `warm`: a WarmHighs on the face
    LP of the same (M, E, delta, t_star), whose bases start the exact rebuilds (see face_ranges)."""
    ends, certs = [], []
    for direction in ("min", "max"):
        target = f"p_{i}_{j}"
        lp = counting_face_lp(M, E, delta, target, direction, t_star)
        params = {"M": M, "E": E, "delta": delta, "target": target, "direction": direction, "t_star": t_star}
        result = certify_lp(lp, claim, "counting-face", params, warm=warm)
        ends.append(result.value)
        certs.append(result.certificate)
    return ends[0], ends[1], certs


def face_ranges(M: int, E: Fraction, delta: Fraction, claim: str, entries=None, progress=None):
    """{(i, j): (min, max)} for the given entries (all by default), t*, and the certificates."""
    optimum = certified_optimum(M, E, delta, claim)
    entries = entries or [(i, j) for i in range(1, M + 1) for j in range(1, M + 1)]
    ranges, certs = {}, [optimum.certificate]
    # the 2 len(entries) face LPs differ only in their objective: one HiGHS model, each solve warm-started from
    # the last basis (a float hint as before: every optimum is rebuilt exactly and checked by the kernel)
    warm = WarmHighs(counting_face_lp(M, E, delta, "t", "max", optimum.value))
    for k, (i, j) in enumerate(entries):
        if progress:
            progress(f"M={M} E={E} delta={delta}: entry {k + 1}/{len(entries)}")
        lo, hi, pair = entry_range(M, E, delta, optimum.value, i, j, claim, warm)
        ranges[(i, j)] = (lo, hi)
        certs += pair
    return ranges, optimum.value, certs
