"""PML (002): the reasons given for steps between suprema (Sec. III around Lemmas 2, 3 and Thm. 2; App. B after (61);
App. C after (67)-(68)), checked apart from their steps (workbench.reasons).

The steps speak of eta_TV(eps, c) of (18), a supremum over the class M(eps, c) of the restricted coefficient
eta_TV^{Q_X(c)}(K) of (56). A point here is a *world*: N, c, e^eps and a finite family standing in for M(eps, c), each
member an actual kernel with its quantities computed exactly from their definitions:
  level  the exact (eps, c)-PML level (workbench.mechanisms.pml.pml_level, (73)); a member has level <= e^eps;
  u      eta_TV(K) by Dobrushin's (8), the largest TV distance between two rows;
  r      eta_TV^{Q_X(c)}(K) of (56): the largest TV(K o P, K o Q)/TV(P, Q) over pairs of vertices c + (1 - Nc) e_x of
         Q_X(c). That is the supremum: the ratio depends on P - Q only through its direction, TV(K o D)/TV(D) over the
         sum-zero directions D is largest at the extreme points e_x - e_x' of the l1 ball there (a convex numerator),
         and each is the direction of a pair of vertices (c < 1/N);
  chi2   an exact enclosure [lo, hi] of eta_chi2(K) (proofs.pml.cited_premises.eta_chi2: kernels with two distinct
         rows or a separated pair), only in the worlds that read it (N = 2: every member has two rows).
The family of a world is the grid kernels of `proofs.pml.reasons.kernels` (and binary ones) inside M(eps, c) ("grid"),
or that family with, for every member with three outputs, its binary merge K^BIN = K' o K of (62) at the event of its
two farthest rows ("closed": the worlds on which Lemma 3's reduction can be read). Only c < 1/N is drawn: at c = 1/N,
Q_X(c) is a single prior and (56) has no pair (Lemma 2 excludes it too).

In real worlds the identity r = u of Lemma 2 holds at every member, so a clause that leaves Lemma 2 out cannot be
witnessed against here (as with the steps that hold at every point, proofs/pml/reasons.py): the tests hand the
readings worlds of their own where r < u, and there the clause without Lemma 2 has a witness. The premises that do
vary across real worlds (which pair is the maximiser of (68), whether the family holds each K^BIN) are where the
route finds witnesses when a premise is dropped.
"""
from __future__ import annotations

from fractions import Fraction as F
from itertools import product

from workbench.literal import Reading
from workbench.mechanisms.pml import eta_tv, pml_level, push, total_variation, xi_bound
from workbench.reasons import Reason, points_by_locus

from . import cited_premises
from .reasons import GRID, ROWS_2, ROWS_3, Kernel, Law, _kernel
from .reasons import _merge as merge     # K' o K of (62): output 0 on E*, 1 on its complement
from .reasons import pushed


# --------------------------------------------------------------------------- members and worlds (exact)
def restricted_eta(K, c) -> F:
    """(56): the largest TV(K o P, K o Q)/TV(P, Q) over pairs of vertices of Q_X(c) (c < 1/N): the supremum."""
    N = len(K)
    vertices = [[c + (1 - N * c) * (x == k) for x in range(N)] for k in range(N)]
    pushed = [push(K, P) for P in vertices]
    return max(total_variation(pushed[i], pushed[j]) / total_variation(P, Q)
               for i, P in enumerate(vertices) for j, Q in enumerate(vertices) if P != Q)


def farthest_event(K) -> tuple:
    """E* for the pair of point masses at the two farthest rows (the maximiser of (68)): {y : K(y|x) > K(y|x')}."""
    x, z = max(((a, b) for a in range(len(K)) for b in range(len(K)) if a != b),
               key=lambda ab: total_variation(K[ab[0]], K[ab[1]]))
    return tuple(y for y in range(len(K[0])) if K[x][y] > K[z][y])


class Member(dict):
    """One kernel of a world with its exact quantities; prints as its kernel."""
    def __repr__(self):
        return repr(self["K"])

    __str__ = __repr__


class Family(list):
    """The members of a world, standing in for M(eps, c); prints as its label and size."""
    def __init__(self, members, label: str):
        super().__init__(members)
        self.label = label

    def __repr__(self):
        return f"{self.label} ({len(self)} kernels)"

    __str__ = __repr__


def member(K, c, parent=None) -> Member:
    """K with its level, u (8), r (56), whether it is binary, its K^BIN (three outputs) and the kernel it merges."""
    m = Member(K=K, level=pml_level(K, c).E, u=eta_tv(K), r=restricted_eta(K, c), binary=len(K[0]) == 2,
               parent=parent)
    if not m["binary"]:
        m["bin"] = merge(K, farthest_event(K))
    return m


_CHI2: dict = {}


def chi2(K):
    """eta_chi2(K) as (lo, hi), or None where it is not computed here (three distinct rows, no separated pair);
    computed once per kernel."""
    key = repr(K)
    if key not in _CHI2:
        _CHI2[key] = None
        if len(cited_premises.distinct_rows(K)) <= 2 or cited_premises.separated_pair(K) is not None:
            lo, hi, _ = cited_premises.eta_chi2(K)
            _CHI2[key] = (lo, hi)
    return _CHI2[key]


def grid_kernels(N: int) -> list:
    """N x 2 kernels (rows from ROWS_2 at N = 2, columns from GRID^3 at N = 3) and N x 3 ones (rows from ROWS_3)."""
    binary = ([_kernel(r) for r in product(ROWS_2, repeat=2)] if N == 2
              else [Kernel([v, 1 - v] for v in p) for p in product(GRID, repeat=N)])
    return binary + [_kernel(r) for r in product(ROWS_3, repeat=N)]


_MEMBERS: dict = {}


def members(N: int, c: F) -> list:
    """Every grid kernel of size N as a member at c, built once per process."""
    if (N, c) not in _MEMBERS:
        _MEMBERS[(N, c)] = [member(K, c) for K in grid_kernels(N)]
    return _MEMBERS[(N, c)]


_MERGED: dict = {}


def merged_member(m: Member, c: F) -> Member:
    """The member K^BIN of a three-output grid member m (of `members`, which keeps m alive), built once per process."""
    key = (id(m), c)
    if key not in _MERGED:
        _MERGED[key] = member(m["bin"], c, parent=m["K"])
    return _MERGED[key]


def world(N: int, c: F, E: F, closed: bool) -> dict:
    """The world (N, c, e^eps) with the grid family inside M(eps, c), closed under K -> K^BIN when `closed`."""
    family = [m for m in members(N, c) if m["level"] <= E]
    if closed:
        family = family + [merged_member(m, c) for m in family if not m["binary"]]
    return {"N": N, "c": c, "E": E, "family": Family(family, ("closed" if closed else "grid") + " family in M(eps, c)")}


def worlds() -> list[dict]:
    """N = 2, 3; c in {1/(2N), 1/(4N)}; e^eps in {1, 3/2, 2, 2/(Nc) - 1/10, 2/(Nc), 2/(Nc) + 1}; grid and closed."""
    out = []
    for N in (2, 3):
        for c in (F(1, 2 * N), F(1, 4 * N)):
            saturation = 2 / (N * c)
            for E in sorted({F(1), F(3, 2), F(2), saturation - F(1, 10), saturation, saturation + 1}):
                out += [world(N, c, E, closed) for closed in (False, True)]
    return out


def _top(family, key, which=lambda m: True) -> F:
    """max over the members `which` selects of m[key] (0 for none)."""
    return max((m[key] for m in family if which(m)), default=F(0))


def _saturated(p) -> bool:
    return p["E"] * p["N"] * p["c"] >= 2


def _binary(m) -> bool:
    return m["binary"]


# --------------------------------------------------------------------------- Sec. III after Lemma 2; App. B after (61)
EQ_19 = Reading("(19) at the world: eta_TV(eps, c) of (18) (max of eta_TV^{Q_X(c)}(K)) = max of eta_TV(K) over "
                "M(eps, c)", lambda p: _top(p["family"], "r"), "=", lambda p: _top(p["family"], "u"))
PER_KERNEL_FORM = Reading("every K in M(eps, c): eta_TV^{Q_X(c)}(K) = (8), max_{x, x'} TV(K(.|x), K(.|x'))",
                          lambda p: max((abs(m["r"] - m["u"]) for m in p["family"]), default=F(0)), "=",
                          lambda p: 0)
EQ_61 = Reading("(56)-(61) at every K in M(eps, c): eta_TV^{Q_X(c)}(K) = eta_TV(K)", PER_KERNEL_FORM.left, "=",
                lambda p: 0)

# --------------------------------------------------------------------------- Sec. III after Thm. 2
THM_2 = Reading("Thm. 2 (f = chi^2): if e^eps >= 2/(Nc), sup over M(eps, c) of eta_f(K) = 1",
                lambda p: _top(p["family"], "chi2_lo") if _saturated(p) else 1, "=", lambda p: 1)
F_TV_CHAIN = Reading("eta_f(K) <= eta_TV(K) <= 1 at every K in M(eps, c)",
                     lambda p: max((max(m["chi2"][1] - m["u"], m["u"] - 1) for m in p["family"]), default=F(0)),
                     "<=", lambda p: 0)
THM_1_LATTER = Reading("the latter part of Thm. 1: if e^eps >= 2/(Nc), eta_TV(eps, c) of (18) = 1",
                       lambda p: _top(p["family"], "r") if _saturated(p) else 1, "=", lambda p: 1)

# --------------------------------------------------------------------------- App. C after (67)-(68)
# A point: a three-output K, c, a pair (P, Q) of laws, E* = {y : (K o P)(y) > (K o Q)(y)}, K^BIN = K' o K at E*.
EQ_67 = Reading("(64)-(67) at (P, Q): TV(K^BIN o P, K^BIN o Q) = TV(K o P, K o Q)",
                lambda p: total_variation(pushed(p["KBIN"], p["P"]), pushed(p["KBIN"], p["Q"])), "=",
                lambda p: total_variation(pushed(p["K"], p["P"]), pushed(p["K"], p["Q"])))
MAXIMISING = Reading("(P, Q) attains the supremum of (68): TV(K o P, K o Q)/TV(P, Q) = eta_TV(K)",
                     lambda p: total_variation(pushed(p["K"], p["P"]), pushed(p["K"], p["Q"]))
                     / total_variation(p["P"], p["Q"]), "=", lambda p: p["eta K"])
SAME_ETA = Reading("eta_TV(K) = eta_TV(K^BIN) (each by (8))", lambda p: p["eta K"], "=", lambda p: p["eta K^BIN"])

# --------------------------------------------------------------------------- Lemma 3 and its uses
LEMMA_3 = Reading("Lemma 3 at the world: eta_TV(eps, c) over M(eps, c) = over its members with |Y| = 2",
                  lambda p: _top(p["family"], "r"), "=", lambda p: _top(p["family"], "r", _binary))
LIMITED = Reading("the optimization limited to |Y| = 2 loses nothing: every K in M(eps, c) has eta_TV^{Q_X(c)}(K) <= "
                  "the largest over binary members", lambda p: _top(p["family"], "r"), "<=",
                  lambda p: _top(p["family"], "r", _binary))
BINARY_BOUND = Reading("Thm. 3's proof, (28)-(29), for Y = {0, 1}: eta_TV(K) <= Xi(eps, c) at every binary K in "
                       "M(eps, c)", lambda p: _top(p["family"], "u", _binary), "<=",
                       lambda p: xi_bound(p["E"], p["c"], p["N"]))
XI_BOUND = Reading("(20)/(24): eta_TV(eps, c) of (18) <= Xi(eps, c)", lambda p: _top(p["family"], "r"), "<=",
                   lambda p: xi_bound(p["E"], p["c"], p["N"]))


def _bin_of(p, m):
    return next((b for b in p["family"] if b["parent"] is not None and b["K"] == m["bin"]), None)


def _bin_missing(p) -> int:
    """How many three-output members have no K^BIN (at their farthest rows' event) in the family."""
    return sum(1 for m in p["family"] if not m["binary"] and _bin_of(p, m) is None)


BIN_IN_FAMILY = Reading("K in M(eps, c) implies K^BIN in M(eps, c): every three-output member's K^BIN is a member",
                        _bin_missing, "=", lambda p: 0)
BIN_SAME_ETA = Reading("(68): eta_TV(K) = eta_TV(K^BIN) with the corresponding K' (at every three-output member)",
                       lambda p: max((abs(m["r"] - _bin_of(p, m)["r"]) for m in p["family"]
                                      if not m["binary"] and _bin_of(p, m) is not None), default=F(0)), "=",
                       lambda p: 0)

# --------------------------------------------------------------------------- the reasons
AFTER_LEMMA_2 = "Sec. III, after Lemma 2, 'Lemma 2 implies ... the form given in (8)'"
AFTER_THM_2 = "Sec. III, after Thm. 2, 'Theorem 2 together with eta_f(K) <= eta_TV(K) <= 1'"
AFTER_61 = "Proof of Lemma 2, after (61), 'Hence, the restriction ... does not affect eta_TV'"
AFTER_68 = "Proof of Lemma 3, after (67), 'it also applies to the maximizing distributions in (68)'"
LEMMA_3_LAST = "Proof of Lemma 3, last sentence, 'Since K in M(eps, c) implies that K^BIN in M(eps, c)'"
AFTER_LEMMA_3 = "Sec. III, after Lemma 3, 'This lemma ensures that we can limit the optimizations'"
THM_3_FIRST = "Proof of Thm. 3, first sentence, 'Due to Lemma 3, we consider the case Y = {0, 1}'"

RESTRICTION = (
    Reason(AFTER_LEMMA_2, "Lemma 2 implies that ... the contraction coefficient itself takes the "
                          "input-distribution-independent form given in (8).", step=PER_KERNEL_FORM, cites=(EQ_19,)),
    Reason(AFTER_61, "(61) ... Hence, the restriction from P(X) to Q_X(c) does not affect eta_TV.", step=EQ_19,
           cites=(EQ_61,)),
)
SATURATION = (
    Reason(AFTER_THM_2, "For total variation distance, Theorem 2 together with eta_f(K) <= eta_TV(K) <= 1 shows the "
                        "latter part of the min of Theorem 1", step=THM_1_LATTER, cites=(THM_2, F_TV_CHAIN)),
)
BINARY_REDUCTION = (
    Reason(AFTER_68, "Since this applies to arbitrary input distributions P_X, Q_X, it also applies to the maximizing "
                     "distributions in (68), showing that with the corresponding choice of K', eta_TV(K) = "
                     "eta_TV(K^BIN).", step=SAME_ETA, cites=(EQ_67, MAXIMISING)),
)
BINARY_SUFFICES = (
    Reason(LEMMA_3_LAST, "Since K in M(eps, c) implies that K^BIN in M(eps, c), this proves the claim.", step=LEMMA_3,
           cites=(BIN_IN_FAMILY, BIN_SAME_ETA)),
    Reason(AFTER_LEMMA_3, "This lemma ensures that we can limit the optimizations to binary-output mechanisms in what "
                          "follows.", step=LIMITED, cites=(LEMMA_3,)),
)
ETA_BOUND = (
    Reason(THM_3_FIRST, "Due to Lemma 3, we consider the case Y = {0, 1}. [the binary bound (29) then bounds (18)]",
           step=XI_BOUND, cites=(LEMMA_3, BINARY_BOUND)),
)


# --------------------------------------------------------------------------- points
def _with_chi2(p) -> dict:
    """The world with each member's eta_chi2 enclosure (Thm. 2's readings), or None when some member has none."""
    enclosures = [chi2(m["K"]) for m in p["family"]]
    if any(e is None for e in enclosures):
        return None
    family = Family([Member({**m, "chi2": e, "chi2_lo": e[0]}) for m, e in zip(p["family"], enclosures)],
                    p["family"].label)
    return {**p, "family": family}


def chi2_worlds() -> list[dict]:
    """The worlds at N = 2 (every member has two rows, so eta_chi2 is computed exactly or enclosed)."""
    return [q for q in (_with_chi2(p) for p in worlds() if p["N"] == 2) if q is not None]


def pair_points(c: F = F(1, 6)) -> list[dict]:
    """After (67)-(68): every 3 x 3 grid kernel, every ordered pair (P, Q), P != Q, of the point masses (where (68)'s
    supremum is attained) and the vertices of Q_X(c) (where the proof fixed P_X, Q_X), with K o P != K o Q; E* the TV
    event {y : (K o P)(y) > (K o Q)(y)}, K^BIN = K' o K at it; eta_TV of K and K^BIN by (8), once per kernel."""
    out, laws = [], ([Law(F(int(x == k)) for x in range(3)) for k in range(3)]
                     + [Law(c + (1 - 3 * c) * (x == k) for x in range(3)) for k in range(3)])
    for K in (k for k in grid_kernels(3) if len(k[0]) == 3):
        eta, merged = eta_tv(K), {}
        for P in laws:
            for Q in laws:
                KP, KQ = pushed(K, P), pushed(K, Q)
                if P == Q or KP == KQ:
                    continue
                event = tuple(y for y in range(3) if KP[y] > KQ[y])
                if event not in merged:
                    merged[event] = (merge(K, event), eta_tv(merge(K, event)))
                out.append({"K": K, "c": c, "P": P, "Q": Q, "E*": event, "KBIN": merged[event][0], "eta K": eta,
                            "eta K^BIN": merged[event][1]})
    return out


POINTS = {AFTER_LEMMA_2: worlds, AFTER_61: worlds, AFTER_THM_2: chi2_worlds, AFTER_68: pair_points,
          LEMMA_3_LAST: worlds, AFTER_LEMMA_3: worlds, THM_3_FIRST: worlds}
points = points_by_locus(POINTS)     # the points for a reason (by its locus), built once per process
