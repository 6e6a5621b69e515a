"""PRAM (000), Sec. 2.2, after the definition of H(X) (pram.entropy-bounds): 0 <= H(X) <= log |X|, with H = 0 at a point
mass and H = log |X| at the uniform law, for every finite X.

workbench-polynomial-proof/4 artefact with named facts about log and exp: a variable is defined as exp(u) or log(u)
(Proof.exp, Proof.log) and a hypothesis may be an instance of a textbook fact from the replayer's table
(workbench.proof's LOG_LE, GIBBS, LOG_MUL, TAYLOR, EXP_MUL, CHORD); sums over index sets stay bookkeeping named in the
statement (docs/evidence-strength.md, "Named transcendental facts").
"""
from __future__ import annotations

from workbench.lazy import lazy
from workbench.proof import GIBBS, LOG_LE, LOG_MUL, Proof

sp = lazy("sympy")


def entropy_bounds_proof() -> Proof:
    """pram.entropy-bounds: 0 <= H(X) <= log |X|, H = 0 at a point mass, H = log |X| at the uniform law, for every
    finite X: the per-category terms summed over the support by the replayer (indexed sums)."""
    n, p, M, W, A, B = sp.symbols("n p M W A B")
    proof = Proof("pram.entropy-bounds", [n, p, M, W, A, B],
                  "For every finite X (n = |X| >= 1) and every law p_X, over its support of M <= n categories (p_x > 0; "
                  "a category with p_x = 0 contributes 0 log 0 = 0): 0 <= H(X) = -sum_x p_x log p_x <= log n, H = 0 at "
                  "a point mass (every p_x of the support >= 1) and H = log n at the uniform law (n p_x = 1 at every "
                  "x). Per category p = p_x in (0, 1], definitions log p, log n, log(n p), log 1; the per-category "
                  "goals -p log p >= 0, p log(n p) >= p - 1/n (Gibbs against the uniform law), p log p >= 0 when p >= "
                  "1, and in the uniform case p (log p + log n) = 0 (both ways) are summed by the replayer over the "
                  "support (sums: W = sum p_x, A - B = sum p_x log p_x = -H, count M) into lemmas; with W = 1 and "
                  "M <= n they give the four relations.",
                  "-p log p = p (p - 1 - log p) + p (1 - p). n (p log(n p) - p + 1/n) = [n p (log(n p) - log 1) - "
                  "n p + 1] + n p (log n + log p - log(n p)) + n p log 1. Summed: n (log n - H) = [the lemma] + n log n "
                  "(1 - W) + n (W - 1) + (n - M). Uniform, n p >= 1: n p (log p + log n) = n p (log n + log p - "
                  "log(n p)) + [Gibbs] + (n p - 1) + n p log 1; n p <= 1: -p (log p + log n) = p (log(n p) - log n - "
                  "log p) + p (n p - 1 - log(n p)) + p (1 - n p).",
                  domain={n: 1, M: 1})
    Lp, Ln, Lnp, Z = (proof.log(name, u, stem) for name, u, stem in (("log p", p, "Lp"), ("log n", n, "Ln"),
                                                                       ("log(n p)", n * p, "Lnp"), ("log 1", 1, "Z")))
    lp, ln, lnp, z = (x[0] - x[1] for x in (Lp, Ln, Lnp, Z))
    proof.hypothesis("p > 0", p, strict=True).hypothesis("n p > 0", n * p, strict=True).hypothesis("p <= 1", 1 - p)
    proof.hypothesis("point mass: p >= 1", p - 1)
    proof.hypothesis("n p >= 1", n * p - 1).hypothesis("n p <= 1", 1 - n * p)
    proof.hypothesis("W = sum_x p_x = 1 (>=)", W - 1).hypothesis("W = sum_x p_x = 1 (<=)", 1 - W)
    proof.hypothesis("M <= n: the support is part of X", n - M)
    proof.fact("log p <= p - 1", LOG_LE, ["log p"], p - 1 - lp)
    proof.fact("log(n p) <= n p - 1", LOG_LE, ["log(n p)"], n * p - 1 - lnp)
    proof.fact("Gibbs: n p log(n p / 1) >= n p - 1", GIBBS, ["log(n p)", "log 1"], n * p * (lnp - z) - n * p + 1)
    proof.fact("Gibbs: p log(p / 1) >= p - 1", GIBBS, ["log p", "log 1"], p * (lp - z) - p + 1)
    proof.fact("log(n p) = log n + log p (>=)", LOG_MUL, ["log n", "log p", "log(n p)"], lnp - ln - lp)
    proof.fact("log(n p) = log n + log p (<=)", LOG_MUL, ["log n", "log p", "log(n p)"], ln + lp - lnp)
    proof.fact("log 1 = log 1 + log 1 (<=)", LOG_MUL, ["log 1", "log 1", "log 1"], z)
    gibbs, split_le, split_ge, one = ("Gibbs: n p log(n p / 1) >= n p - 1", "log(n p) = log n + log p (<=)",
                                      "log(n p) = log n + log p (>=)", "log 1 = log 1 + log 1 (<=)")
    proof.stated_goal("term: -p log p >= 0", -p * lp, [(p, ["log p <= p - 1"]), (p, ["p <= 1"])], also=["p > 0"])
    proof.stated_goal("term: p log(n p) >= p - 1/n", p * (ln + lp) - p + 1 / n,
          [(1, [gibbs]), (n * p, [split_le]), (n * p, [one])], also=["p > 0", "n p > 0"])
    proof.stated_goal("point mass term: p log p >= 0", p * lp,
          [(1, ["Gibbs: p log(p / 1) >= p - 1"]), (1, ["point mass: p >= 1"]), (p, [one])], also=["p > 0"])
    proof.stated_goal("uniform term: p (log p + log n) >= 0", p * (lp + ln),
          [(n * p, [split_le]), (1, [gibbs]), (1, ["n p >= 1"]), (n * p, [one])], also=["p > 0", "n p > 0"], clear=n)
    proof.stated_goal("uniform term: p (log p + log n) <= 0", -p * (lp + ln),
          [(p, [split_ge]), (p, ["log(n p) <= n p - 1"]), (p, ["n p <= 1"])], also=["p > 0", "n p > 0"])
    family = dict(index=[p, *Lp, *Lnp], count=M, monomials={p: W, p * Lp[0]: A, p * Lp[1]: B})
    for goal in ("term: -p log p >= 0", "term: p log(n p) >= p - 1/n", "point mass term: p log p >= 0",
                 "uniform term: p (log p + log n) >= 0", "uniform term: p (log p + log n) <= 0"):
        proof.sum(f"summed: {goal}", goal, **family)
    H, law = B - A, ["W = sum_x p_x = 1 (>=)", "W = sum_x p_x = 1 (<=)"]

    def summed_goal(name, expression, terms, **options):      # a sum lemma is a fact, not a hypothesis
        facts = sorted({f for _, fs in terms for f in fs if not f.startswith("summed: ")})
        proof.goal(name, expression, hypotheses=facts, terms=terms, template=lambda: expression, **options)
    summed_goal("H >= 0", H, [(1, ["summed: term: -p log p >= 0"])])
    summed_goal("H <= log n", ln - H, [(1, ["summed: term: p log(n p) >= p - 1/n"]), (n * Ln[0], law[1:]),
                                        (n * Ln[1], law[:1]), (n, law[:1]), (1, ["M <= n: the support is part of X"])],
          clear=n)
    summed_goal("point mass: H <= 0", -H, [(1, ["summed: point mass term: p log p >= 0"])])
    summed_goal("uniform: H >= log n", H - ln, [(1, ["summed: uniform term: p (log p + log n) <= 0"]),
                                                 (Ln[0], law[:1]), (Ln[1], law[1:])])
    return proof
