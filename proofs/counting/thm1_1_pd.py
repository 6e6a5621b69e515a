"""Counting queries (001), Thm. 1, statement 1 (counting.pd): the optimal mechanism P* = delta I + (1 - delta) alpha_M K
is positive definite unless (eps, delta) = (0, 0), where it is J/M: positive semidefinite and singular; from Lemma 1's
eigenvalues (lemma1_kernel_pd.py).

workbench-polynomial-proof/4 artefact replayed by workbench.kernel.polyproof (docs/evidence-strength.md, "Structure
proofs of counting claims").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import Proof

from .goals import hypothesis_is_goal
from .lemma1_kernel_pd import KERNEL_SIZES, KERNEL_STATEMENT, kernel_eigenvalues, kernel_variables

sp = lazy("sympy")


EIGENVALUE_HYPOTHESIS = "eps > 0: lambda_j > 0, the eigenvalue goal of"


def pd_proof() -> Proof:
    """counting.pd (Thm. 1, statement 1): P* = delta I + (1 - delta) alpha_M K is positive definite unless
    (eps, delta) = (0, 0), where it is J/M: positive semidefinite and singular."""
    variables, domain, kernel = kernel_variables()
    d, sigma, lam_p, lam_n = extra = sp.symbols("delta sigma lambda_p lambda_n")
    lam = lam_p - lam_n          # lambda_j at eps = 0, a real: the difference of two variables >= 0
    proof = Proof("counting.pd", variables + list(extra),
                  "For every M >= 2, eps >= 0 (q = e^-eps in (0, 1], E = e^eps) and delta in [0, 1]: P* = delta I + "
                  "(1 - delta) alpha_M K, K = [q^d_M(i,j)], alpha_M = 1/sigma, sigma = sum_k q^d_M(0,k) >= 1, is "
                  "positive definite unless (eps, delta) = (0, 0), where it is positive semidefinite and singular. "
                  "P* is circulant and symmetric with K's Fourier vectors, so its eigenvalues are mu_j = delta + "
                  "(1 - delta) lambda_j/sigma (lambda_j of K; at eps = 0 the variable lambda = lambda_p - lambda_n, "
                  "every real) and it is positive definite iff every mu_j > 0 (positive semidefinite iff every mu_j "
                  ">= 0), as in Lemma 1's statement, which this artefact "
                  "proves too (its goals below, for q < 1): " + KERNEL_STATEMENT + " Bookkeeping for P*: lambda_j <= "
                  "sigma (cos <= 1 per term, summed); at eps = 0 (q = 1) K = J, whose eigenvalues are sigma = M "
                  "(j = 0) and 0 (j != 0, sum_k w^(jk) = 0), so lambda_j >= 0 and lambda_1 = 0 (M >= 2). The hypothesis "
                  "lambda_j > 0 for q < 1 is the eigenvalue goal of M's parity (the route checks it is that goal's "
                  "polynomial).",
                  "eps > 0: sigma mu = delta (sigma - lambda) + lambda, lambda > 0 strict. eps = 0 < delta: sigma mu = "
                  "delta sigma + (1 - delta) lambda, delta > 0 strict, sigma >= 1. (0, 0): mu = lambda/sigma, >= 0, "
                  "and = 0 at j = 1.", domain=domain | {sigma: 1})
    eigenvalues = kernel_eigenvalues(proof, *kernel)
    for name, value in (("delta <= 1", 1 - d), ("eps = 0: lambda_j >= 0", lam),
                        ("eps = 0, j = 1: lambda_1 = 0 (<=)", -lam)):
        proof.hypothesis(name, value)
    proof.hypothesis("delta > 0", d, strict=True)
    for parity, eigenvalue in eigenvalues.items():
        positive, below = f"{EIGENVALUE_HYPOTHESIS} M {parity}", f"M {parity}: lambda_j <= sigma"
        proof.hypothesis(positive, eigenvalue, strict=True).hypothesis(below, sigma - eigenvalue)

        def mu(eigenvalue=eigenvalue):
            return d + (1 - d) * eigenvalue / sigma
        proof.stated_goal(f"eps > 0, M {parity}: mu_j > 0", mu, [(d, [below]), (1, [positive])], ">")
        hypothesis_is_goal(proof, positive, f"M = {KERNEL_SIZES[parity]}: lambda_j > 0")

    def mu():
        return d + (1 - d) * lam / sigma
    proof.stated_goal("eps = 0 < delta: mu_j > 0", mu,
                [(sigma, ["delta > 0"]), (1, ["delta <= 1", "eps = 0: lambda_j >= 0"])], ">")

    def mu_at_origin():
        return lam / sigma
    proof.stated_goal("(eps, delta) = (0, 0): mu_j >= 0 (P* = J/M positive semidefinite)", mu_at_origin,
                [(1, ["eps = 0: lambda_j >= 0"])])
    proof.stated_goal("(eps, delta) = (0, 0): mu_1 <= 0 (P* singular, not positive definite)", mu_at_origin,
                [(1, ["eps = 0, j = 1: lambda_1 = 0 (<=)"])], "<=")
    hypothesis_is_goal(proof, "D > 0 (the goal below)", "D = 1 - 2 q cos(theta) + q^2 > 0")
    return proof
