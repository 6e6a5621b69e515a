"""A float dual for the pattern LP (11) of the staircase paper: max c.theta s.t. S theta = 1, theta >= 0,
S the k x 2^k matrix with S[x, A] = E if x in A else 1.

Untrusted, like every float solver here: it only proposes a dual y; the caller makes y exactly feasible and
turns it into a rigorous bound. With k rows and 2^k columns a revised simplex on the k x k basis (pricing all
columns at once with NumPy) takes a fraction of a millisecond for k = 12, where a general LP solver spends
most of its time building the model. The randomized-response columns {x} (one E per row) start it: their
basis (E - 1) I + J is primal feasible for every c, so no phase 1 is needed.
"""
from __future__ import annotations

MAX_PIVOTS = 400            # then the caller falls back to HiGHS
BLAND_AFTER = 100           # Dantzig's rule first, then Bland's (no cycling on degenerate vertices)


def pattern_matrix_float(k: int, E: float):
    """S^(k) with float entries as a k x 2^k array (row x, column mask): E where bit x of mask is set."""
    import numpy as np
    masks = np.arange(2 ** k)
    return np.where((masks[None, :] >> np.arange(k)[:, None]) & 1, E, 1.0)


def pattern_lp_dual(S, c, tolerance: float = 1e-13):
    """An optimal dual y of max c.theta s.t. S theta = 1, theta >= 0 (S as from pattern_matrix_float, E > 1),
    to float precision: every reduced cost c_A - S_A.y is at most tolerance * max |c|. None when the simplex
    does not finish within MAX_PIVOTS pivots or meets a singular basis (the caller then asks HiGHS)."""
    import numpy as np
    k = S.shape[0]
    basis = [1 << x for x in range(k)]
    ones = np.ones(k)
    slack = tolerance * max(1.0, float(np.max(np.abs(c))))
    for pivot in range(MAX_PIVOTS):
        try:
            inverse = np.linalg.inv(S[:, basis])
        except np.linalg.LinAlgError:
            return None
        y, theta = c[basis] @ inverse, inverse @ ones
        reduced = c - y @ S
        if pivot < BLAND_AFTER:
            entering = int(np.argmax(reduced))
            if reduced[entering] <= slack:
                return y
        else:
            candidates = np.flatnonzero(reduced > slack)
            if not len(candidates):
                return y
            entering = int(candidates[0])
        direction = inverse @ S[:, entering]
        rows = np.flatnonzero(direction > 1e-12)
        if not len(rows):
            return None                  # unbounded cannot happen (1.theta <= 1 on S theta = 1); numerics
        ratios = np.maximum(theta[rows], 0.0) / direction[rows]
        ties = rows[ratios <= ratios.min() * (1 + 1e-12) + 1e-300]
        basis[int(min(ties, key=lambda r: basis[r]))] = entering
    return None
