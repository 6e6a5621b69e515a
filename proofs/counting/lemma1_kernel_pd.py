"""Counting queries (001), Lemma 1 (counting.kernel-pd): the kernel [q^d_M(i,j)] (d_M the cyclic distance) is positive
definite for every M >= 2 and q in (0, 1): every eigenvalue lambda_j > 0.

The kernel is circulant and symmetric, so the discrete Fourier transform diagonalises it: its eigenvalues are lambda_j
= sum_k q^d(0,k) cos(k theta), theta = 2 pi j / M. The goals prove lambda_j > 0 from the closed form of the cosine
geometric sum S_n = sum_{k=1}^n q^k cos(k theta), S_n D = q c - q^2 - q^(n+1) cos((n+1) theta) + q^(n+2) cos(n theta)
with D = 1 - 2 q c + q^2, c = cos theta (its induction step is a goal), per parity of M. Powers and cosines are
variables (a = q^n, cosines in [-1, 1]); the trigonometric identities and the diagonalisation are the stated
bookkeeping. Thm. 1, statement 1 (thm1_1_pd.py) uses the same eigenvalue goals.

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

from .goals import hypothesis_is_goal

sp = lazy("sympy")


KERNEL_STATEMENT = (
    "For every M >= 2 and q in (0, 1): K = [q^d_M(i,j)] (d_M the cyclic distance) is positive definite. K is "
    "circulant and symmetric (d_M(i, j) = d_M(0, j - i mod M) = d_M(0, i - j)), so with theta = 2 pi j/M its "
    "eigenvalue for the Fourier vector (w^(jk))_k is lambda_j = sum_k q^d_M(0,k) cos(k theta) (real), and x^T K x = "
    "(1/M) sum_j lambda_j |xhat_j|^2 with xhat the discrete Fourier transform of x (reindexing l = k - i mod M and "
    "sum_k w^(jk) = M [j = 0 mod M]), xhat != 0 for x != 0 (the inverse transform): K is positive definite iff every "
    "lambda_j > 0. Per parity: M = 2n + 1 has lambda_j = 1 + 2 S_n; M = 2n + 2 has lambda_j = 1 + 2 S_n + q^(n+1) "
    "cos((n+1) theta), with S_n = sum_{k=1}^n q^k cos(k theta). Encoding: a = q^n (a <= 1: q^0 = 1 and the lemma "
    "goal q^n <= 1 => q^(n+1) <= 1), c = cos theta, u = cos(n theta), v = cos((n+1) theta), w = cos((n+2) theta), "
    "each >= -1 (the domain) and <= 1 (hypotheses), S_n = Sp - Sn with Sp, Sn >= 0 (every real), D = 1 - 2 q c + "
    "q^2. The closed form S_n D = q c - q^2 - a q v + a q^2 u is proved by induction on n: at n = 0 (S = 0, a = 1, "
    "u = 1, v = c) both sides are 0; the step is a goal, from the trigonometric identity cos((n+2) theta) + "
    "cos(n theta) = 2 cos(theta) cos((n+1) theta) (sum to product). Parity facts, trigonometric bookkeeping: for M = "
    "2n + 1, (2n + 1) theta = 2 pi j so cos((n+1) theta) = cos(n theta); for M = 2n + 2, (n + 1) theta = pi j so "
    "sin((n+1) theta) = 0 and cos(n theta) = cos((n+1) theta) cos(theta). The eigenvalue goals are lambda_j D / D "
    "> 0 with D > 0 (a goal) showing the denominator's sign.")


def sum_closed_form(q, a, c, u, v):
    """S_n D for S_n = sum_{k=1}^n q^k cos(k theta): q c - q^2 - q^(n+1) cos((n+1) theta) + q^(n+2) cos(n theta),
    with a = q^n, c = cos(theta), u = cos(n theta), v = cos((n+1) theta)."""
    return q * c - q ** 2 - a * q * v + a * q ** 2 * u


KERNEL_SIZES = {"odd": "2n + 1", "even": "2n + 2"}


EIGENVALUES = {   # lambda_j of [q^d_M(i,j)] by the parity of M, with S = S_n, a = q^n, v = cos((n+1) theta)
    "odd": lambda q, a, v, S: 1 + 2 * S,                  # M = 2n + 1: k = -n..n
    "even": lambda q, a, v, S: 1 + 2 * S + a * q * v}     # M = 2n + 2: k = -n..n and the antipode n + 1


def kernel_eigenvalues(proof: Proof, q, a, c, u, v, w, S) -> dict:
    """Add Lemma 1's hypotheses and goals to `proof`; returns the eigenvalue expressions by parity."""
    for name, value in (("q < 1", 1 - q),):
        proof.hypothesis(name, value, strict=True)
    for name, value in (("a = q^n <= 1", 1 - a), ("cos theta <= 1", 1 - c), ("cos(n theta) <= 1", 1 - u),
                        ("cos((n+1) theta) <= 1", 1 - v)):
        proof.hypothesis(name, value)
    D = 1 - 2 * q * c + q ** 2
    proof.hypothesis("D > 0 (the goal below)", D, strict=True)
    step = proof.equality("induction hypothesis: S_n D = q c - q^2 - a q v + a q^2 u",
                     S * D - sum_closed_form(q, a, c, u, v))
    trig = proof.equality("cos((n+2) theta) = 2 cos(theta) cos((n+1) theta) - cos(n theta)", w - 2 * c * v + u)
    odd = proof.equality("M = 2n + 1: cos((n+1) theta) = cos(n theta)", v - u)
    even = proof.equality("M = 2n + 2: cos(n theta) = cos((n+1) theta) cos(theta)", u - v * c)

    proof.stated_goal("lemma: q^n <= 1 => q^(n+1) <= 1", lambda: 1 - q * a, [(1, ["a = q^n <= 1"]), (a, ["q < 1"])])
    proof.stated_goal("D = 1 - 2 q cos(theta) + q^2 > 0", lambda: D,
                [(1, ["q < 1", "q < 1"]), (2 * q, ["cos theta <= 1"])],
                ">")

    def next_sum():      # S_(n+1) D - (the closed form at n + 1): S_(n+1) = S_n + q^(n+1) cos((n+1) theta)
        return (S + a * q * v) * D - sum_closed_form(q, a * q, c, v, w)
    for relation, index in ((">=", 0), ("<=", 1)):
        proof.stated_goal(f"induction step: S_(n+1) D = the closed form at n + 1 ({relation})", next_sum,
                    [(1, [step[index]]), (a * q ** 2, [trig[index]])], relation)

    eigenvalues = {parity: EIGENVALUES[parity](q, a, v, S) for parity in KERNEL_SIZES}
    proof.stated_goal("M = 2n + 1: lambda_j > 0", lambda: EIGENVALUES["odd"](q, a, v, S),
                [(2, [step[0]]), (2 * a * q, [odd[1]]), (1, ["q < 1", "q < 1"]), (2 * q, ["q < 1", "a = q^n <= 1"]),
                 (2 * a * q, ["q < 1", "cos(n theta) <= 1"])], ">", positive="D > 0 (the goal below)", common=D)
    proof.stated_goal("M = 2n + 2: lambda_j > 0", lambda: EIGENVALUES["even"](q, a, v, S),
                [(2, [step[0]]), (2 * a * q ** 2, [even[0]]), (1 + q, ["q < 1", "q < 1"]),
                 (q * (1 + q), ["q < 1", "a = q^n <= 1"]), (a * q * (1 + q), ["q < 1", "cos((n+1) theta) <= 1"])],
                ">", positive="D > 0 (the goal below)", common=D)
    return eigenvalues


def kernel_variables():
    """Lemma 1's variables (cosines >= -1 in the domain, S_n every real), their domain, and the kernel's names."""
    q, a, c, u, v, w, Sp, Sn = variables = sp.symbols("q a c u v w Sp Sn")
    return list(variables), {c: -1, u: -1, v: -1, w: -1}, (q, a, c, u, v, w, Sp - Sn)


def kernel_pd_proof() -> Proof:
    """counting.kernel-pd (Lemma 1): every eigenvalue of [q^d_M(i,j)] is > 0 for q in (0, 1), for every M."""
    variables, domain, kernel = kernel_variables()
    proof = Proof("counting.kernel-pd", variables, KERNEL_STATEMENT,
                  "D = (1 - q)^2 + 2 q (1 - c). Step: the new closed form minus the old is a q^2 (w - 2 c v + u). Odd: "
                  "lambda D = 2 (S D - rhs) + 2 a q (u - v) + (1 - q)^2 + 2 q (1 - q)(1 - a) + 2 a q (1 - q)(1 - u). "
                  "Even: lambda D = 2 (S D - rhs) + 2 a q^2 (u - v c) + (1 + q)(1 - q)[(1 - q) + q (1 - a) + "
                  "a q (1 - v)].",
                  domain=domain)
    kernel_eigenvalues(proof, *kernel)
    hypothesis_is_goal(proof, "D > 0 (the goal below)", "D = 1 - 2 q cos(theta) + q^2 > 0")
    return proof
