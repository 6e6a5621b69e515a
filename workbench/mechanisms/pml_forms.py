"""PML Thm. 1's Xi1 and the goals that set it against the LDP factor, as the registry states them: used by the proofs
of the PML paper (Remark 1's limits) and of the cross-paper links (PML tends to LDP as c -> 0), so neither paper's
package imports the other's.

Everything here is built from the closed forms the papers register (workbench.proof.registered_piece), never typed
in, so a changed closed form changes the goals and the old derivations stop replaying.
"""
from __future__ import annotations

from ..lazy import lazy

sp = lazy("sympy")

BINARY_K11 = "(32): K(1|1)"
"""The name under which pml.binary-example registers Example 1's K(1|1) ((32)), for proofs that read it back."""


def registered_xi1(E, c, N):
    """Xi1 = (E - 1)/(1 + E (1 - N c)) as pml.eta-bound registers it (the piece of Thm. 1's Xi = Min{Xi1, 1} that is
    not 1), at E, c, N (numbers or SymPy expressions), so that goals built from it are rebuilt from the registry when
    the route runs and a changed closed form is refused."""
    from ..proof import registered_piece
    names = sp.symbols("E c N")
    piece = registered_piece("pml.eta-bound", "Xi", names)
    return piece.subs(dict(zip(names, (E, c, N))), simultaneous=True)


def towards_ldp_goals(proof, prefix: str, ldp, E, N, d) -> None:
    """Add to `proof` the goals 0 <= Xi1 - L <= E N c for c = (1 - d)/N, d <= 1 (hypothesis "c >= 0: d <= 1"),
    L = ldp() the registered (E - 1)/(E + 1): Xi1 - L = (E - 1) E (1 - d)/((E d + 1)(E + 1)). Each goal's name
    starts with `prefix`."""
    def xi1():
        return registered_xi1(E, (1 - d) / N, N)
    clear, hypothesis = (E * d + 1) * (E + 1), ["c >= 0: d <= 1"]
    proof.goal(f"{prefix}Xi1 - L >= 0", xi1() - ldp(), hypotheses=hypothesis, terms=[((E - 1) * E, hypothesis)],
               clear=clear, template=lambda: xi1() - ldp())
    proof.goal(f"{prefix}Xi1 - L <= E N c", E * (1 - d) - (xi1() - ldp()), hypotheses=hypothesis,
               terms=[(E * (E ** 2 * d + E * d + 2), hypothesis)], clear=clear,
               template=lambda: E * (1 - d) - (xi1() - ldp()))
