"""PRAM randomizing matrices (paper 000): row k keeps category k with probability q_k and
otherwise moves uniformly to one of the other S - 1 categories."""
from __future__ import annotations

from fractions import Fraction

from ..errors import InvalidArgument
from ..lazy import lazy

flint = lazy("flint")


def _check(q, p=None):
    """Validate numeric input; symbolic (SymPy) or ball (arb) entries are the caller's business."""
    if len(q) < 2:
        raise InvalidArgument(f"PRAM needs S >= 2 categories, got {len(q)}")
    if not all(isinstance(v, (int, float, Fraction)) for v in list(q) + list(p or [])):
        return
    if any(not 0 <= v <= 1 for v in q):
        raise InvalidArgument("PRAM: every q_k must lie in [0, 1]")
    if p is not None:
        if len(p) != len(q):
            raise InvalidArgument(f"PRAM: p has {len(p)} entries for S = {len(q)}")
        if any(v < 0 for v in p) or sum(p) != 1:
            raise InvalidArgument("PRAM: p must be a probability distribution (entries >= 0, sum 1)")


def pram_matrix(q) -> list[list]:
    """M(q)[k][j] = q_k if j = k else (1 - q_k)/(S - 1)."""
    _check(q)
    S = len(q)
    return [[q[k] if j == k else (1 - q[k]) / (S - 1) for j in range(S)] for k in range(S)]


def pram_marginal(p, q) -> list:
    """(9): m_j = p_j q_j + sum_{k != j} p_k (1-q_k)/(S-1), in O(S) via one shared sum."""
    _check(q, p)
    S = len(q)
    leave = [p[k] * (1 - q[k]) / (S - 1) for k in range(S)]
    shared = sum(leave)
    return [p[j] * q[j] + shared - leave[j] for j in range(S)]


def pram_mutual_information(p, q, log):
    """The paper's O(S) form of I(X;Z):
    f(q) = sum_x p_x (q_x log q_x + (1-q_x) log((1-q_x)/(S-1))) - sum_z m_z log m_z."""
    S = len(q)

    def xlogx(v, scale=1):
        return 0 if v == 0 else v * log(v / scale)
    m = pram_marginal(p, q)
    return (sum(p[x] * (xlogx(q[x]) + xlogx(1 - q[x], S - 1)) for x in range(S))
            - sum(xlogx(v) for v in m))


def uniform_keep(S: int) -> list[Fraction]:
    """The keep-vector q = (1/S, ..., 1/S): every entry of M(q) is 1/S, so Z is independent of X (I(X;Z) = 0, the
    alpha = 0 point of the DP polytope). Exact Fractions; S is not checked (S >= 1 is the caller's)."""
    return [Fraction(1, S)] * S


def _check_S_E(S: int, E) -> None:
    """Numbers are validated; symbols (SymPy) pass through for the symbolic routes."""
    if isinstance(S, bool) or (isinstance(S, (int, float, Fraction)) and (S != int(S) or S < 2)):
        raise InvalidArgument(f"PRAM needs an integer S >= 2 categories, got {S!r}")
    if isinstance(E, (int, float, Fraction, flint.arb)) and E < 1:
        raise InvalidArgument(f"PRAM: e^alpha must be >= 1 (alpha >= 0), got E = {E}")


def dp_polytope(S: int, E) -> list[tuple[list, object]]:
    """T_alpha = {q : M(q) is alpha-DP} as rows (a, b) meaning a.q <= b: for each ordered pair
    (k, l) the three likelihood ratios of M(q) bounded by E = e^alpha, cleared of their positive
    denominators, (S-1) q_k <= E (1 - q_l), 1 - q_k <= E (S-1) q_l and, when S >= 3 (a third
    output exists), 1 - q_k <= E (1 - q_l); and 0 <= q_k <= 1."""
    _check_S_E(S, E)
    zero, one = E - E, E ** 0
    rows = []

    def row(pairs, rhs):
        a = [zero] * S
        for index, value in pairs:
            a[index] = a[index] + value
        rows.append((a, rhs))
    for k in range(S):
        row([(k, one)], one)
        row([(k, -one)], zero)
        for l in range(S):
            if k != l:
                row([(k, (S - 1) * one), (l, E)], E)
                row([(k, -one), (l, -E * (S - 1))], -one)
                if S >= 3:
                    row([(k, -one), (l, E)], E - 1)
    return rows


def keep_levels(S: int, E) -> dict:
    """The keep-probabilities of the paper's vertices (Prop. 3.2): v_alpha, v_-alpha and the range
    ends v_max = e^a/(e^-a + S - 1), v_min = e^-a/(e^a + S - 1). Works for Fractions and arb balls."""
    _check_S_E(S, E)
    return {"v_alpha": E / (S - 1 + E), "v_-alpha": 1 / (1 + (S - 1) * E),
            "v_max": E / (1 / E + S - 1), "v_min": (1 / E) / (E + S - 1)}


def pram_privacy_level(q):
    """The exact alpha of M(q), as E = e^alpha (the largest likelihood ratio) with its witness;
    infinite when a zero faces a positive entry (q_k = 1 or 0)."""
    from .ldp import ldp_level
    return ldp_level(pram_matrix(q))
