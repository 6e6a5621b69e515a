"""Checking your own claims: a closed form checked symbolically and by exact fuzzing, and an LP optimum
with a certificate the independent kernel re-checks.

Run: .venv/bin/python examples/my_claim.py   (from the repository root, after `make setup`)
or through the command line like any paper: python -m workbench --claims examples/my_claim.py verify mine
A claim is a function that runs routes and returns Evidence; the verdict is computed from it.
docs/extending.md explains every name used here; examples/frequency_oracles.py is the longer example.
"""
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from workbench import (Context, Evidence, LinearProgram, RouteResult, attach, certify_lp, claim, fuzz_route, identity,
                       load_all, register_paper, run_claim, strategies)
from workbench.mechanisms.ldp import ldp_level
from workbench.mechanisms.named import randomized_response
from workbench.mechanisms.pml import eta_tv


register_paper("mine", "my-note.pdf", title="My note on randomized response")


@claim("mine.rr-eta", "my note, (1)", expected="holds")
def rr_eta(ctx):
    """k-RR is exactly eps-LDP and its Dobrushin coefficient is (e^eps - 1)/(e^eps + k - 1)."""
    E, k = sp.symbols("E k", positive=True)
    keep, move = E / (E + k - 1), 1 / (E + k - 1)          # eta_TV of RR = keep - move
    closed_form = identity(keep - move, (E - 1) / (E + k - 1), "keep - move == (E-1)/(E+k-1)")
    fuzz, counterexample = rr_eta_fuzz(ctx.fuzz_examples, ctx.seed)
    return Evidence({"symbolic": closed_form, "fuzz": fuzz}, counterexample)


def rr_eta_exact(x):
    """Exact rationals, no floats anywhere: the fuzz route can say no."""
    Q = randomized_response(x["k"], x["E"])
    return eta_tv(Q) == (x["E"] - 1) / (x["E"] + x["k"] - 1) and ldp_level(Q).E == x["E"]


def rr_eta_fuzz(examples, seed, progress=None):
    """The fuzz hook (`python -m workbench --claims examples/my_claim.py fuzz mine.rr-eta`)."""
    box = st.fixed_dictionaries({"k": st.integers(2, 8), "E": strategies.privacy_bases(10)})
    return fuzz_route(rr_eta_exact, box, examples, seed, "exact eta_TV and LDP level of k-RR", progress)


attach("mine.rr-eta", fuzz=rr_eta_fuzz)


@claim("mine.rr-best-diagonal", "my note, (2)", expected="holds")
def best_diagonal(ctx):
    """Among 3-ary eps-LDP mechanisms, the best worst-case probability of releasing the true value is
    e^eps/(e^eps + 2), attained by randomized response: an LP optimum, with a certificate."""
    E = Fraction(3, 2)
    lp = LinearProgram("max")
    lp.add_variable("t", "free")
    for x in range(3):
        for y in range(3):
            lp.add_variable(f"q_{x}_{y}")
    lp.objective = {"t": Fraction(1)}
    for x in range(3):
        lp.add_constraint(f"diag_{x}", {"t": 1, f"q_{x}_{x}": -1}, "<=", 0)
        lp.add_constraint(f"row_{x}", {f"q_{x}_{y}": 1 for y in range(3)}, "==", 1)
        for x2 in range(3):
            for y in range(3):
                if x != x2:
                    lp.add_constraint(f"ldp_{x}_{x2}_{y}", {f"q_{x}_{y}": 1, f"q_{x2}_{y}": -E}, "<=", 0)
    result = certify_lp(lp, "mine.rr-best-diagonal", "mine-diagonal", {"k": 3, "E": E})
    path = ctx.save_certificate(result.certificate, "k3_E3-2")
    return Evidence({"lp": result.route(result.value == E / (E + 2), f"certified optimum {result.value}")},
                    None if result.value == E / (E + 2) else {"E": str(E), "optimum": str(result.value)},
                    certificates=[path])


if __name__ == "__main__":
    for claim_id in ("mine.rr-eta", "mine.rr-best-diagonal"):
        entry, seconds, _ = run_claim(load_all()[claim_id], Context(seed=0, fuzz_examples=100))
        print(f"{entry['id']}: {entry['verdict']} ({seconds:.2f} s)")
        for name, route in entry["routes"].items():
            print(f"  {name}: {route['status']}: {route['detail']}")
        for path in entry.get("certificates") or []:
            print(f"  certificate: build/{path} (check it: python -m workbench.kernel build/{path})")
