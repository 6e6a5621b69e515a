"""The PRAM keep-vector that maximises I(X;Z) over the vertex families V of Prop. 3.2, decided in arb.

V has about 2^S points, so S = 30 cannot be scanned. The search is exact anyway:
1. floats pick a reference vertex q0 (threshold sets in the order of p, then one-flip ascent);
2. Gibbs' inequality H(m) <= -sum_z m_z log r_z, with r = m(q0), bounds f(q) = H(Z) - H(Z|X) by a
   function L(q) that is separable in the q_k and equals f at q0;
3. every vertex whose bound L can reach f(q0) is enumerated, depth first over the classes of equal
   p_k (a true symmetry of f) and pruned only when arb proves L < f(q0);
4. the survivors are scored in arb, and the winner must beat every other survivor rigorously.
Equal p_k are interchangeable, so a vertex is named by how many coordinates of each class take each
level; the result is unique up to those permutations or the search says it cannot decide.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..balls import ball
from ..errors import InvalidArgument, SolverFailure
from ..lazy import lazy
from .pram import keep_levels, pram_mutual_information

flint, np = lazy("flint"), lazy("numpy")

LEVELS = ("v_alpha", "v_-alpha", "v_min", "v_max")
"""The names of the four keep-probabilities a vertex of V gives each q_k (`pram.keep_levels`, Prop. 3.2), in the
order `OptimalVertex.counts` lists them."""


@dataclass
class OptimalVertex:
    """The maximiser of I(X;Z) over V that `optimal_vertex` found and proved (unique up to permuting equal p_k)."""
    levels: list[str]
    """The level of each q_k, in the order of p (names from `LEVELS`)."""
    value: arb
    """I(X;Z) at the optimum, an arb ball."""
    runner_up: arb | None
    """The best survivor not equivalent to the optimum, rigorously below `value`; None when there is none."""
    candidates: int
    """How many vertices (up to symmetry) were scored in arb."""

    @property
    def counts(self) -> dict[str, int]:
        """How many q_k take each level, {name: count} for every name of `LEVELS`."""
        return {name: self.levels.count(name) for name in LEVELS}


def _classes(p) -> list[list[int]]:
    groups: dict[Fraction, list[int]] = {}
    for k, value in enumerate(p):
        groups.setdefault(value, []).append(k)
    return list(groups.values())


def _float_reference(p, level) -> list[str]:
    """A good vertex by floats: threshold sets along p, both ways, and the range families, then
    one-flip ascent among the sign patterns. Only a starting point; nothing is decided here."""
    S, weights = len(p), np.array([float(v) for v in p])
    value_of = {name: float(level[name].mid()) for name in LEVELS}

    def f(names):
        q = np.array([value_of[n] for n in names])
        m = weights * q + (np.sum(weights * (1 - q)) - weights * (1 - q)) / (S - 1)
        rows = np.sum(weights * (q * np.log(q) + (1 - q) * np.log((1 - q) / (S - 1))))
        return rows - np.sum(m * np.log(m))
    order = sorted(range(S), key=lambda k: p[k])
    starts = [[("v_alpha" if k in set(way[:j]) else "v_-alpha") for k in range(S)]
              for j in range(S + 1) if j not in (1, S - 1) for way in (order, order[::-1])]
    starts += [[("v_min" if i == k else "v_alpha") for i in range(S)] for k in range(S)]
    starts += [[("v_max" if i == k else "v_-alpha") for i in range(S)] for k in range(S)]
    best = max(starts, key=f)
    while set(best) <= {"v_alpha", "v_-alpha"}:
        flips = [best[:k] + ["v_-alpha" if best[k] == "v_alpha" else "v_alpha"] + best[k + 1:] for k in range(S)]
        flips = [n for n in flips if n.count("v_alpha") not in (1, S - 1)]
        better = max(flips, key=f, default=None)
        if better is None or f(better) <= f(best):
            break
        best = better
    return best


def _candidates(p, level, reference, classes):
    """Every vertex of V, up to equal-p permutations, whose Gibbs bound L may reach f(reference)."""
    S = len(p)
    pa = [ball(v) for v in p]
    log = lambda t: t.log()  # noqa: E731
    q0 = [level[name] for name in reference]
    target = pram_mutual_information(pa, q0, log)
    C = sum(pa[k] * (1 - q0[k]) for k in range(S))
    r = [pa[z] * q0[z] + (C - pa[z] * (1 - q0[z])) / (S - 1) for z in range(S)]
    log_r, total_log = [v.log() for v in r], sum(v.log() for v in r)

    def bound_term(k, x):      # the k-th summand of L(q) = sum_k p_k h(q_k) - sum_z m_z(q) log r_z
        h = x * x.log() + (1 - x) * ((1 - x) / (S - 1)).log()
        return pa[k] * (h - (x - (1 - x) / (S - 1)) * log_r[k] - (1 - x) * total_log / (S - 1))
    plus, minus = level["v_alpha"], level["v_-alpha"]
    base = sum(bound_term(k, minus) for k in range(S))
    gain = [bound_term(c[0], plus) - bound_term(c[0], minus) for c in classes]
    order = sorted(range(len(classes)), key=lambda i: -float(gain[i].mid()))
    rest = [flint.arb(0)] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        g = gain[order[i]]
        rest[i] = rest[i + 1] + len(classes[order[i]]) * (g if not g < 0 else flint.arb(0))
    found = []

    def walk(i, acc, counts):
        if base + acc + rest[i] < target:
            return
        if i == len(order):
            if sum(counts.values()) not in (1, S - 1):
                found.append(("signs", dict(counts)))
            return
        c = order[i]
        for taken in range(len(classes[c]), -1, -1):
            counts[c] = taken
            walk(i + 1, acc + taken * gain[c], counts)
        del counts[c]
    walk(0, flint.arb(0), {})
    for c in range(len(classes)):
        found += [("v_min", c), ("v_max", c)]
    return found


def _levels_of(candidate, classes, S) -> list[str]:
    kind, data = candidate
    if kind == "signs":
        names = ["v_-alpha"] * S
        for c, taken in data.items():
            for k in classes[c][:taken]:
                names[k] = "v_alpha"
        return names
    names = ["v_alpha" if kind == "v_min" else "v_-alpha"] * S
    names[classes[data][0]] = kind
    return names


def _privacy_base(E, alpha) -> "flint.arb":
    """e^alpha as a ball at the working precision, from a rational E or a rational alpha."""
    if (E is None) == (alpha is None):
        raise InvalidArgument("give exactly one of E = e^alpha and alpha")
    return ball(E) if alpha is None else ball(alpha).exp()


def _check(p, E, alpha) -> list[Fraction]:
    S, p = len(p), [Fraction(v) for v in p]
    if S < 4 or any(v <= 0 for v in p) or sum(p) != 1:
        raise InvalidArgument("optimal PRAM vertex: need S >= 4 and p a distribution with positive entries")
    if (alpha is not None and Fraction(alpha) < 0) or (E is not None and Fraction(E) < 1):
        raise InvalidArgument(f"optimal PRAM vertex: alpha must be >= 0 (got E = {E}, alpha = {alpha})")
    if not _privacy_base(E, alpha) <= S - 2:
        raise InvalidArgument(f"optimal PRAM vertex: V is the vertex set of T_alpha only for e^alpha <= S - 2 "
                              f"(see pram.vertices); S = {S}, E = {E}, alpha = {alpha}")
    return p


def optimal_vertex(p, E=None, *, alpha=None, precision: int = 128) -> OptimalVertex:
    """argmax of I(X;Z) over V for a rational distribution p and a rational E = e^alpha, or a
    rational alpha (then e^alpha is a ball)."""
    p = _check(p, E, alpha)
    S = len(p)
    if (E is not None and E == 1) or (alpha is not None and alpha == 0):   # T_0 is the point q = 1/S
        return OptimalVertex(["v_alpha"] * S, flint.arb(0), None, 1)
    classes = _classes(p)
    for bits in (precision, 4 * precision, 16 * precision):
        with flint.ctx.workprec(bits):
            level = keep_levels(S, _privacy_base(E, alpha))
            reference = _float_reference(p, level)
            scored = []
            for candidate in _candidates(p, level, reference, classes):
                names = _levels_of(candidate, classes, S)
                value = pram_mutual_information([ball(v) for v in p], [level[n] for n in names], lambda t: t.log())
                scored.append((names, value))
            winner = max(scored, key=lambda s: float(s[1].mid()))
            others = [v for names, v in scored if names != winner[0]]
            if all(winner[1] > v for v in others):
                runner_up = max(others, key=lambda v: float(v.mid()), default=None)
                return OptimalVertex(winner[0], winner[1], runner_up, len(scored))
    raise SolverFailure(f"optimal PRAM vertex: two vertices tie to {16 * precision} bits "
                        f"(p = {p}, E = {E}, alpha = {alpha})")


def exhaustive_optimum(p, E=None, *, alpha=None) -> tuple[list[str], arb, int]:
    """For small S: score every point of V in arb (a cross-check of `optimal_vertex`). Returns the
    best levels, its value and how many points of V are not rigorously below it."""
    from itertools import combinations
    p = _check(p, E, alpha)
    S, pa = len(p), [ball(v) for v in p]
    level = keep_levels(S, _privacy_base(E, alpha))
    patterns = [["v_alpha" if k in chosen else "v_-alpha" for k in range(S)]
                for j in range(S + 1) if j not in (1, S - 1) for chosen in combinations(range(S), j)]
    patterns += [[("v_min" if i == k else "v_alpha") for i in range(S)] for k in range(S)]
    patterns += [[("v_max" if i == k else "v_-alpha") for i in range(S)] for k in range(S)]
    values = [pram_mutual_information(pa, [level[n] for n in names], lambda t: t.log()) for names in patterns]
    best = max(range(len(patterns)), key=lambda i: float(values[i].mid()))
    return patterns[best], values[best], sum(1 for v in values if not v < values[best])


def mean_keep_optimum(S: int, E: Fraction, direction: str) -> Fraction:
    """max / min ("max" or "min") of the mean keep probability (q_1 + ... + q_S)/S over PRAM's DP polytope T_alpha
    (E = e^alpha), a kernel-checked LP optimum: by symmetry (the polytope and the objective are invariant under
    permuting categories) it is attained at q_1 = ... = q_S. PRAM's Prop. 3.2 (v_alpha, v_-alpha) and the staircase
    paper's randomized response read the same optimum."""
    from ..lp.pipeline import certify_family
    return certify_family("pram-polytope", "pram.vertices", S=S, E=E, direction=direction,
                          objective=[Fraction(1, S)] * S).value

