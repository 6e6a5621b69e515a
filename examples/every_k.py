"""Proving a claim for every parameter, the size of a family or an integer k included (docs/prove-for-every-k.md).

Two claims about composing eps-DP mechanisms, each proved for every k by an artefact the trusted replayer re-checks:
- comp.basic: k mechanisms with levels eps_1..eps_k <= m compose to a level sum_i eps_i <= k m, for every k (an
  indexed sum: one per-index goal m - eps_i >= 0, summed by the replayer over any number of indices);
- comp.linear-growth: e^(k eps) >= 1 + k (e^eps - 1) for every integer k >= 0 (an induction: P_k = E^k by its
  recurrence, the invariant at k + 1 derived from the invariant at k).
"proved" is computed by the engine: the artefact's goals must state the claim's formal Statement.

Run: python -m workbench --claims examples/every_k.py verify comp
"""
import sympy as sp
from hypothesis import strategies as st

from workbench import Evidence, Proof, Statement, claim, fuzz_route, register_paper, strategies

register_paper("comp", "examples/every_k.py", title="Composition of eps-DP mechanisms, for every k (worked example)",
               authors=("the workbench authors",), venue="docs/prove-for-every-k.md")

m, k, S, eps = sp.symbols("m k S eps")
E, P = sp.symbols("E P")

# for every k >= 1 and every family eps_1..eps_k with 0 <= eps_i <= m: S = sum_i eps_i <= k m
BASIC = Statement("m k S", asserts=lambda m, k, S, eps: [(S, "<=", k * m)], domain={"k": 1},
                  indexed="eps", count="k", sums={"S": lambda eps: eps}, each=lambda m, k, S, eps: [(eps, "<=", m)])


@claim("comp.basic", "basic composition", expected="holds", universal=True, formal=BASIC)
def basic(ctx):
    """Composing k mechanisms of levels eps_i <= m gives a mechanism of level sum_i eps_i <= k m, for every k."""
    proof = Proof("comp.basic", [m, k, S, eps], "for every k >= 1 and eps_1..eps_k in [0, m]: sum_i eps_i <= k m",
                  "per index m - eps_i >= 0 (its hypothesis); summed over the k indices: k m - S >= 0.", domain={k: 1})
    proof.hypothesis("eps_i <= m", m - eps)
    proof.goal("m - eps_i >= 0", m - eps, hypotheses=["eps_i <= m"], terms=[(1, ["eps_i <= m"])])
    proof.sum("summed over i: k m - S >= 0", "m - eps_i >= 0", index=[eps], count=k, monomials={eps: S})
    proof.goal("S <= k m", k * m - S, terms=[(1, ["summed over i: k m - S >= 0"])])
    route, artefact = proof.route(ctx.out_dir, "comp_basic")
    return Evidence({"proof": route}, None, certificates=[artefact])


# for every integer k >= 0, with P_0 = 1 and P_(k+1) = E P (so P_k = E^k = e^(k eps)): P_k >= 1 + k (E - 1)
LINEAR_GROWTH = Statement("E k P", asserts=lambda E, k, P: [(P, ">=", 1 + k * (E - 1))], domain={"E": 1},
                          index="k", start=0, sequences={"P": (lambda E, k, P: 1, lambda E, k, P: E * P)})


@claim("comp.linear-growth", "k-fold composition", expected="holds", universal=True, formal=LINEAR_GROWTH)
def linear_growth(ctx):
    """The k-fold composition of an eps-DP mechanism has privacy base e^(k eps) >= 1 + k (e^eps - 1), for every
    integer k >= 0 (Bernoulli's inequality with E = e^eps >= 1)."""
    proof = Proof("comp.linear-growth", [E, k, P], "for every integer k >= 0, P_k = E^k >= 1 + k (E - 1)",
                  "Induction on k with P_0 = 1, P_(k+1) = E P. Invariants P >= 1 and P - 1 - k (E - 1) >= 0, both 0 "
                  "at k = 0; at k + 1: E P - 1 = E (P - 1) + (E - 1), and E P - 1 - (k + 1)(E - 1) = "
                  "E (P - 1 - k (E - 1)) + k (E - 1)^2.", domain={E: 1, P: 1})
    proof.hypothesis("P >= 1", P - 1).hypothesis("Bernoulli at k", P - 1 - k * (E - 1))
    proof.goal("step: E P >= 1", E * P - 1, hypotheses=["P >= 1"], terms=[(E, ["P >= 1"])])
    proof.goal("step: Bernoulli at k + 1", E * P - 1 - (k + 1) * (E - 1), hypotheses=["Bernoulli at k"],
               terms=[(E, ["Bernoulli at k"])])
    proof.induction("P_k = E^k", k, 0, {P: (1, E * P)}, [("P_k >= 1", "P >= 1", None, "step: E P >= 1"),
                                                          ("Bernoulli", "Bernoulli at k", None, "step: Bernoulli at k + 1")])
    proof.goal("P_k >= 1 + k (E - 1)", P - 1 - k * (E - 1), terms=[(1, ["Bernoulli"])])
    route, artefact = proof.route(ctx.out_dir, "comp_linear_growth")
    fuzz, counterexample = fuzz_route(lambda x: x["E"] ** x["k"] >= 1 + x["k"] * (x["E"] - 1),
                                      st.fixed_dictionaries({"E": strategies.privacy_bases(10), "k": st.integers(0, 40)}),
                                      ctx.fuzz_examples, ctx.seed, "E^k >= 1 + k (E - 1), exact")
    return Evidence({"proof": route, "fuzz": fuzz}, counterexample, certificates=[artefact])

