# TRUSTED CODE (kernel): stdlib only, exact rationals, no eval.
"""The LP families the kernel rebuilds from a certificate's (family, params), each exactly as written here.
Terms in one variable are combined and zero coefficients dropped; every variable is nonneg unless said
free.  E = e^eps > 0; params are strings: numbers "p/q", vectors "a,b,..", matrices "r1;r2;.." (rows).
  "counting"(M, E, delta[, T]), M in [2, 256], 0 <= delta <= 1, T an M x M row-stochastic matrix (I when
    absent), pairs (a,b) = (i,i+1), (i+1,i) for i = 1..M-1 in this order: variables t (free), p_i_j
    (row-major), s_a_b_j (by pair then j = 1..M); maximise t s.t.
      diag_i:    t - (PT)_i_i <= 0                      for i = 1..M;  (PT)_i_j = sum_k p_i_k T_k_j
      row_i:     sum_j p_i_j == 1                        for i = 1..M
      dp_a_b_j:  (PT)_a_j - E*(PT)_b_j - s_a_b_j <= 0    for each pair: j = 1..M, then
      dpsum_a_b: sum_j s_a_b_j <= delta
  "counting-face"(M, E, delta[, T], target, direction, t_star): the same, plus a last row
      face:      t >= t_star;  opt = direction (max|min); objective = target, some p_i_j.
  "pml-eta"(N, E, c, L, A), N, L in [2, 40], 0 <= c <= 1/N (c = 0 is eps-LDP), A distinct outputs in
    [1, L]: variables k_x_y (x = 1..N outer, y = 1..L inner); maximise sum_{y in A} (k_1_y - k_2_y) s.t.
      row_x:      sum_y k_x_y == 1                                 for x = 1..N
      pml_y_x_z:  k_x_y - E*c*sum_w k_w_y - E*(1-N*c)*k_z_y <= 0    for y = 1..L, then x, then z = 1..N
  "pml-gamma"(N, E, c), N in [2, 40], 0 < c <= 1/N: variables u_1..u_N, t; maximise
    sum_x (c + (1-N*c)[x=1]) u_x s.t.
      normalise:  sum_x (c + (1-N*c)[x=2]) u_x == 1, then for x = 1..N:
      column_x:   u_x - t <= 0, then for z = 1..N:
      in_x_z:     u_x - E*c*sum_w u_w - E*(1-N*c)*u_z <= 0
      out_x_z:    -u_x + E*c*sum_w u_w + E*(1-N*c)*u_z + (1-E)*t <= 0
  "pram-polytope"(S, E, direction, objective), S in [2, 40], E >= 1, objective = (c_1..c_S): variables
    q_1..q_S; opt = direction of sum_k c_k q_k s.t., for k = 1..S: upper_k: q_k <= 1, then for l != k:
      ratio1_k_l: (S-1)*q_k + E*q_l <= E;  ratio2_k_l: -q_k - E*(S-1)*q_l <= -1;
      ratio3_k_l: -q_k + E*q_l <= E - 1 (only when S >= 3)
  "staircase"(k, E, U), k in [1, 16], U = (u_0..u_{2^k-1}): variables theta_m, m = 0..2^k-1; maximise
    sum_m u_m theta_m s.t. row_x: sum_m (E if bit x-1 of m is set else 1) theta_m == 1 for x = 1..k
  "ldp-tv"(E, a, P0, P1), P0, P1 distributions on k in [2, 40] points, a in [1, k]: variables q_x_y
    (x outer, y inner, 1..k); maximise sum_{x, y <= a} (P0_x - P1_x) q_x_y s.t.
      row_x: sum_y q_x_y == 1;  then ldp_y_a_b: q_a_y - E*q_b_y <= 0 for y, then a != b (1..k)
  "cone-membership"(T), T an M x M row-stochastic matrix, M in [2, 256]: variables lambda_1..lambda_M,
    then eplus_j, eminus_j for j = 1..M; minimise sum_j (eplus_j + eminus_j) s.t.
      column_j: sum_i T_i_j lambda_i + eplus_j - eminus_j == 1 for j = 1..M
  "pml-gain"(K, P, y), K an N x L row-stochastic matrix (N, L in [1, 40]), P a distribution on N points,
    y in [1, L], m = sum_x P_x K_x_y > 0: variables g_1..g_N; maximise sum_x (P_x K_x_y / m) g_x s.t.
      blind: sum_x P_x g_x <= 1
  "mechanism"(n, m, E, privacy, objective[, adjacency, delta][, c][, U]), n, m in [2, 40]: a row-stochastic
    n x m q; privacy = ldp | dp (+ adjacency "a,b;..": distinct pairs, a != b in [1, n]; delta in [0, 1]) |
    pml (+ c in [0, 1/n]); objective = min-diagonal (n <= m) | linear (+ U, n x m numbers).  Variables t
    (free; min-diagonal only), q_x_y (x = 1..n outer, y = 1..m inner), s_a_b_y (dp: by pair, then y);
    maximise t (min-diagonal) or sum_x,y U_x_y q_x_y (linear) s.t., in this order:
      diag_x:    t - q_x_x <= 0                     for x = 1..n (min-diagonal only)
      row_x:     sum_y q_x_y == 1                   for x = 1..n
      ldp_y_a_b: q_a_y - E*q_b_y <= 0               (ldp) for y, then a != b
      dp_a_b_y:  q_a_y - E*q_b_y - s_a_b_y <= 0     (dp) for each pair: for y = 1..m, then
      dpsum_a_b: sum_y s_a_b_y <= delta
      pml_y_x_z: q_x_y - E*c*sum_w q_w_y - E*(1-n*c)*q_z_y <= 0    (pml) for y, then x, then z
Claims: a claim of the workbench's namespaces PAPERS only by a family CLAIMS lists for it (an id, or any id under a
prefix "p."; never "mechanism"); a user's own claim (outside PAPERS) by any family.
"""
from .parse import NAME, ONE, ZERO, Malformed, bounded, distribution, number, stochastic, vector, word

MAX_M, MAX_N = 256, 40

def size(n, key, low, high):  # the number of rows or entries of a vector or matrix parameter
    if n < low or n > high:
        raise Malformed(f"params.{key}: {n} entries, expected {low} to {high}")
    return n

def terms(pairs):  # [(variable, coefficient)] -> {variable: coefficient}, terms combined, zeros dropped
    out = {}
    for v, a in pairs:
        out[v] = out[v] + a if v in out else a
    return out if all(out.values()) else {v: a for v, a in out.items() if a}

def counting_lp(M, E, delta, T):
    R = range(1, M + 1)
    pairs = [ab for i in range(1, M) for ab in ((i, i + 1), (i + 1, i))]
    variables = ([("t", "free")] + [(f"p_{i}_{j}", "nonneg") for i in R for j in R]
                 + [(f"s_{a}_{b}_{j}", "nonneg") for a, b in pairs for j in R])
    plus, minus, minus_E = ([[(k, w * T[k - 1][j - 1]) for k in R if T[k - 1][j - 1]] for j in R]
                            for w in (ONE, -ONE, -E))    # w * T_k_j by column j, nonzero only
    def pt(i, j, w):  # w * (PT)_i_j as [(variable, coefficient)], w one of plus, minus, minus_E
        return [(f"p_{i}_{k}", t) for k, t in w[j - 1]]
    cons, minus_one = [(f"diag_{i}", terms([("t", ONE)] + pt(i, i, minus)), "<=", ZERO) for i in R], -ONE
    cons += [(f"row_{i}", {f"p_{i}_{j}": ONE for j in R}, "==", ONE) for i in R]
    for a, b in pairs:
        cons += [(f"dp_{a}_{b}_{j}", terms(pt(a, j, plus) + pt(b, j, minus_E) + [(f"s_{a}_{b}_{j}", minus_one)]), "<=",
                  ZERO) for j in R]
        cons.append((f"dpsum_{a}_{b}", {f"s_{a}_{b}_{j}": ONE for j in R}, "<=", delta))
    return "max", variables, {"t": ONE}, cons

def pml_eta_lp(N, E, c, L, A):
    X, Y = range(1, N + 1), range(1, L + 1)
    def pml(y, x, z):
        return terms([(f"k_{x}_{y}", ONE), (f"k_{z}_{y}", -E * (1 - N * c))] + [(f"k_{w}_{y}", -E * c) for w in X])
    cons = [(f"row_{x}", {f"k_{x}_{y}": ONE for y in Y}, "==", ONE) for x in X]
    cons += [(f"pml_{y}_{x}_{z}", pml(y, x, z), "<=", ZERO) for y in Y for x in X for z in X]
    objective = terms([(f"k_{x}_{y}", ONE * sign) for y in A for x, sign in ((1, 1), (2, -1))])
    return "max", [(f"k_{x}_{y}", "nonneg") for x in X for y in Y], objective, cons

def pml_gamma_lp(N, E, c):
    X = range(1, N + 1)
    cons = [("normalise", terms([(f"u_{x}", c + (1 - N * c) * (x == 2)) for x in X]), "==", ONE)]
    for x in X:
        cons.append((f"column_{x}", {f"u_{x}": ONE, "t": -ONE}, "<=", ZERO))
        for z in X:
            inner = [(f"u_{x}", ONE), (f"u_{z}", -E * (1 - N * c))] + [(f"u_{w}", -E * c) for w in X]
            cons.append((f"in_{x}_{z}", terms(inner), "<=", ZERO))
            cons.append((f"out_{x}_{z}", terms([(v, -a) for v, a in inner] + [("t", 1 - E)]), "<=", ZERO))
    objective = terms([(f"u_{x}", c + (1 - N * c) * (x == 1)) for x in X])
    return "max", [(f"u_{x}", "nonneg") for x in X] + [("t", "nonneg")], objective, cons

def pram_polytope_lp(S, E, direction, objective):
    Q, cons = range(1, S + 1), []
    for k in Q:
        cons.append((f"upper_{k}", {f"q_{k}": ONE}, "<=", ONE))
        for l in (l for l in Q if l != k):
            cons.append((f"ratio1_{k}_{l}", {f"q_{k}": ONE * (S - 1), f"q_{l}": E}, "<=", E))
            cons.append((f"ratio2_{k}_{l}", {f"q_{k}": -ONE, f"q_{l}": -E * (S - 1)}, "<=", -ONE))
            if S >= 3:
                cons.append((f"ratio3_{k}_{l}", {f"q_{k}": -ONE, f"q_{l}": E}, "<=", E - 1))
    return direction, [(f"q_{k}", "nonneg") for k in Q], terms(zip((f"q_{k}" for k in Q), objective)), cons

def staircase_lp(k, E, U):
    masks = range(2 ** k)
    cons = [(f"row_{x}", {f"theta_{m}": E if m >> (x - 1) & 1 else ONE for m in masks}, "==", ONE)
            for x in range(1, k + 1)]
    return "max", [(f"theta_{m}", "nonneg") for m in masks], terms((f"theta_{m}", U[m]) for m in masks), cons

def ldp_tv_lp(E, a, P0, P1):
    K = range(1, len(P0) + 1)
    cons = [(f"row_{x}", {f"q_{x}_{y}": ONE for y in K}, "==", ONE) for x in K]
    cons += [(f"ldp_{y}_{u}_{w}", {f"q_{u}_{y}": ONE, f"q_{w}_{y}": -E}, "<=", ZERO)
             for y in K for u in K for w in K if u != w]
    objective = terms((f"q_{x}_{y}", P0[x - 1] - P1[x - 1]) for x in K for y in range(1, a + 1))
    return "max", [(f"q_{x}_{y}", "nonneg") for x in K for y in K], objective, cons

def cone_membership_lp(T):
    R = range(1, len(T) + 1)
    variables = [(f"lambda_{i}", "nonneg") for i in R] + [(f"e{s}_{j}", "nonneg") for j in R for s in ("plus", "minus")]
    cons = [(f"column_{j}", terms([(f"lambda_{i}", T[i - 1][j - 1]) for i in R] + [(f"eplus_{j}", ONE),
                                                                                  (f"eminus_{j}", -ONE)]), "==", ONE)
            for j in R]
    return "min", variables, {name: ONE for name, _ in variables if name.startswith("e")}, cons

def pml_gain_lp(K, P, y):
    X = range(1, len(K) + 1)
    m = sum(P[x - 1] * K[x - 1][y - 1] for x in X)
    if not m:
        raise Malformed(f"params: output y={y} has probability 0 under P")
    objective = terms((f"g_{x}", P[x - 1] * K[x - 1][y - 1] / m) for x in X)
    return ("max", [(f"g_{x}", "nonneg") for x in X], objective,
            [("blind", terms((f"g_{x}", P[x - 1]) for x in X), "<=", ONE)])

def mechanism_lp(n, m, E, privacy, U, pairs, delta, c):
    X, Y = range(1, n + 1), range(1, m + 1)
    variables = [("t", "free")] * (U is None) + [(f"q_{x}_{y}", "nonneg") for x in X for y in Y]
    cons = [(f"diag_{x}", {"t": ONE, f"q_{x}_{x}": -ONE}, "<=", ZERO) for x in X if U is None]
    cons += [(f"row_{x}", {f"q_{x}_{y}": ONE for y in Y}, "==", ONE) for x in X]
    if privacy == "ldp":
        cons += [(f"ldp_{y}_{a}_{b}", {f"q_{a}_{y}": ONE, f"q_{b}_{y}": -E}, "<=", ZERO)
                 for y in Y for a in X for b in X if a != b]
    for a, b in pairs:
        variables += [(f"s_{a}_{b}_{y}", "nonneg") for y in Y]
        cons += [(f"dp_{a}_{b}_{y}", {f"q_{a}_{y}": ONE, f"q_{b}_{y}": -E, f"s_{a}_{b}_{y}": -ONE}, "<=", ZERO)
                 for y in Y]
        cons.append((f"dpsum_{a}_{b}", {f"s_{a}_{b}_{y}": ONE for y in Y}, "<=", delta))
    if privacy == "pml":
        cons += [(f"pml_{y}_{x}_{z}", terms([(f"q_{x}_{y}", ONE), (f"q_{z}_{y}", -E * (1 - n * c))]
                                            + [(f"q_{w}_{y}", -E * c) for w in X]), "<=", ZERO)
                 for y in Y for x in X for z in X]
    objective = {"t": ONE} if U is None else terms((f"q_{x}_{y}", U[x - 1][y - 1]) for x in X for y in Y)
    return "max", variables, objective, cons

def mechanism_args(params, num, E):  # mechanism_lp's arguments, from params (keys already checked)
    n, m, privacy, pairs, U = num("n", 2, MAX_N, True), num("m", 2, MAX_N, True), params["privacy"], [], None
    if params["objective"] == "linear":
        U = [vector(row, "U", m) for row in params["U"].split(";")]
        size(len(U), "U", n, n)
    elif n > m:
        raise Malformed(f"params: objective min-diagonal needs n <= m, got n={n}, m={m}")
    if privacy == "dp":
        pairs = [tuple(bounded(q, "adjacency", 1, n, True) for q in vector(p, "adjacency", 2))
                 for p in params["adjacency"].split(";")]
        if any(a == b for a, b in pairs) or len(set(pairs)) < len(pairs):
            raise Malformed(f"params: adjacency={params['adjacency'][:40]} has a pair (a, a) or a pair twice")
    return (n, m, E, privacy, U, pairs,
            num("delta", ZERO, ONE) if privacy == "dp" else ZERO, num("c", ZERO, ONE / n) if privacy == "pml" else ZERO)

KEYS = {"counting": ["M", "E", "delta"], "pml-eta": ["N", "E", "c", "L", "A"], "pml-gamma": ["N", "E", "c"],
        "pram-polytope": ["S", "E", "direction", "objective"], "staircase": ["k", "E", "U"],
        "ldp-tv": ["E", "a", "P0", "P1"], "cone-membership": ["T"], "pml-gain": ["K", "P", "y"]}
KEYS["counting-face"] = KEYS["counting"] + ["target", "direction", "t_star"]
KEYS["mechanism"] = ["n", "m", "E", "privacy", "objective"]
EXTRA = {"ldp": [], "dp": ["adjacency", "delta"], "pml": ["c"], "min-diagonal": [], "linear": ["U"]}
FAMILIES = tuple(KEYS)
PAPERS = ("counting.", "pml.", "pram.", "staircase.", "cross.", "audit.")   # the built-in papers', the audit's ids
CLAIMS = {"counting": ("counting.", "cross.warner", "audit."), "counting-face": ("counting.",),
          "cone-membership": ("counting.",), "pml-eta": ("pml.", "cross.pml-to-ldp", "audit."), "pml-gamma": ("pml.",),
          "pml-gain": ("pml.",), "pram-polytope": ("pram.",), "staircase": ("staircase.", "audit."), "ldp-tv": ("staircase.",)}

def certifies(family, claim):  # may a certificate of this (known) family be about this claim?  See the docstring.
    if claim.split(".")[0] + "." not in PAPERS:
        return True                # a user's own claim, on any family
    return family != "mechanism" and any(claim == a or (a.endswith(".") and claim.startswith(a)) for a in CLAIMS[family])

ROW = "sum_y q_x_y == 1: row x of the mechanism is a distribution, for each input x"
LDP = "q_a_y <= E*q_b_y, for each output y and inputs a != b"
COUNTING = {"diag": "t <= (PT)_i_i: t is the smallest diagonal entry, for each input i",
            "row": "sum_j p_i_j == 1: row i of P is a distribution, for each input i",
            "dp": "(PT)_a_j - E*(PT)_b_j <= s_a_b_j, for each ordered neighbouring pair (a, b) and output j",
            "dpsum": "sum_j s_a_b_j <= delta: (eps, delta)-DP, for each ordered neighbouring pair (a, b)",
            "face": "t >= t_star: only optimal P"}
WORDS = {"counting": COUNTING, "counting-face": COUNTING,      # family -> constraint class -> what its rows say
         "pml-eta": {"row": ROW.replace("q", "k"), "pml": "k_x_y <= E*(c*sum_w k_w_y + (1-N*c)*k_z_y), for each "
                     "output y, then inputs x, z"},
         "pml-gamma": {"normalise": "sum_x (c + (1-N*c)[x=2]) u_x == 1", "column": "u_x <= t, for each x",
                       "in": "u_x <= E*(c*sum_w u_w + (1-N*c)*u_z), for each x, z",
                       "out": "u_x >= E*(c*sum_w u_w + (1-N*c)*u_z) + (1-E)*t, for each x, z"},
         "pram-polytope": {"upper": "q_k <= 1, for each k", "ratio1": "(S-1)*q_k + E*q_l <= E, for each k != l",
                           "ratio2": "q_k + E*(S-1)*q_l >= 1, for each k != l",
                           "ratio3": "E*q_l - q_k <= E - 1, for each k != l"},
         "staircase": {"row": "sum_m (E if bit x-1 of m is set else 1)*theta_m == 1, for each x = 1..k"},
         "ldp-tv": {"row": ROW, "ldp": LDP}, "pml-gain": {"blind": "sum_x P_x g_x <= 1"},
         "cone-membership": {"column": "sum_i T_i_j lambda_i + eplus_j - eminus_j == 1, for each column j"},
         "mechanism": {"diag": "t <= q_x_x: t is the smallest diagonal entry, for each input x", "row": ROW, "ldp": LDP,
                       "dp": "q_a_y - E*q_b_y <= s_a_b_y, for each adjacent pair (a, b) and output y",
                       "dpsum": "sum_y s_a_b_y <= delta: (eps, delta)-DP, for each adjacent pair (a, b)",
                       "pml": "q_x_y <= E*(c*sum_w q_w_y + (1-n*c)*q_z_y), for each output y, then inputs x, z"}}

def family_lp(family, params):
    """-> (description, rebuilt LP) for a known family, None for an unknown one."""
    if family not in KEYS:
        return None
    keys = KEYS[family] + ["T"] * (family in ("counting", "counting-face") and "T" in params)
    if family == "mechanism":
        keys += EXTRA[word(params.get("privacy"), "params.privacy", choices=("ldp", "dp", "pml"))]
        keys += EXTRA[word(params.get("objective"), "params.objective", choices=("min-diagonal", "linear"))]
    if sorted(params) != sorted(keys):
        raise Malformed(f"params of family {family}: expected exactly {', '.join(keys)}")
    desc = f"{family} ({', '.join(f'{k}=' + (params[k][:37] + '...' if params[k][40:] else params[k]) for k in keys)})"
    def num(key, low, high=None, integer=False, strict=False):
        return bounded(number(params[key], f"params.{key}"), key, low, high, integer, strict)
    def direction():
        return word(params["direction"], "params.direction", choices=("max", "min"))
    E = num("E", ZERO, strict=True) if "E" in params else None
    if family == "mechanism":
        return desc, mechanism_lp(*mechanism_args(params, num, E))
    if family == "cone-membership":
        M = size(len(stochastic(params["T"], "T")), "T", 2, MAX_M)
        return desc, cone_membership_lp(stochastic(params["T"], "T", M, M))
    if family == "pml-gain":
        K = stochastic(params["K"], "K")
        if max(N := len(K), L := len(K[0])) > MAX_N:
            raise Malformed(f"params.K: {N} x {L}, more than {MAX_N} rows or columns")
        return desc, pml_gain_lp(K, distribution(params["P"], "P", N), num("y", 1, L, True))
    if family == "ldp-tv":
        k = size(len(P0 := distribution(params["P0"], "P0")), "P0", 2, MAX_N)
        return desc, ldp_tv_lp(E, num("a", 1, k, True), P0, distribution(params["P1"], "P1", k))
    if family == "staircase":
        k = num("k", 1, 16, True)
        return desc, staircase_lp(k, E, vector(params["U"], "U", 2 ** k))
    if family == "pram-polytope":
        S = num("S", 2, MAX_N, True)
        return desc, pram_polytope_lp(S, bounded(E, "E", ONE), direction(), vector(params["objective"], "objective", S))
    if family in ("pml-eta", "pml-gamma"):
        N = num("N", 2, MAX_N, True)
        c = num("c", ZERO, ONE / N, strict=family == "pml-gamma")
        if family == "pml-gamma":
            return desc, pml_gamma_lp(N, E, c)
        L = num("L", 2, MAX_N, True)
        A = [bounded(number(a, "params.A"), "A", 1, L, True) for a in params["A"].split(",")]
        if len(set(A)) < len(A):
            raise Malformed(f"params: A={params['A'][:40]} repeats an output")
        return desc, pml_eta_lp(N, E, c, L, A)
    M, delta = num("M", 2, MAX_M, True), num("delta", ZERO, ONE)
    T = stochastic(params["T"], "T", M, M) if "T" in params else [[ONE if i == j else ZERO for j in range(M)]
                                                                  for i in range(M)]
    sense, variables, objective, cons = counting_lp(M, E, delta, T)
    if family == "counting-face":
        target = word(params["target"], "params.target", NAME)
        if not target.startswith("p_") or target not in dict(variables):
            raise Malformed(f"params.target: {target} is not a variable p_i_j")
        cons.append(("face", {"t": ONE}, ">=", number(params["t_star"], "params.t_star")))
        sense, objective = direction(), {target: ONE}
    return desc, (sense, variables, objective, cons)
