"""What is asserted: Claim, RouteResult, Evidence, the verdict rule, and the registry.

A proof module declares each claim of its paper with `@claim(...)`; the function body runs
the routes and returns Evidence. The verdict is computed from the evidence, never typed in:
`expected` only records the verdict the workbench established last time (a regression gate).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable

VERDICTS = ("holds", "holds-with-correction", "fails", "inconclusive")
ROUTES = ("proof", "symbolic", "numeric", "lp", "exact", "fuzz")
DECISIVE = {"proof", "symbolic", "lp", "exact", "fuzz"}   # exact or rational evidence; numeric is floats
PAPERS = {
    "pram": "000_b0b372fff1a9b052.txt",
    "counting": "001_f9eaeb8f8683b418.txt",
    "pml": "002_6d3fb203d15d44c3.txt",
    "staircase": "004_1403947e4b7df1e9.txt",
    "cross": "cross-paper",
}
PROOF_MODULES = ("proofs.pram_dp", "proofs.counting_queries", "proofs.pml_dobrushin",
                 "proofs.staircase_ldp", "proofs.cross_paper")


@dataclass
class RouteResult:
    """One route's answer: "pass", "fail" or "skip", with what it checked."""
    status: str
    detail: object = ""

    def __post_init__(self):
        assert self.status in ("pass", "fail", "skip"), self.status

    @classmethod
    def of(cls, ok: bool, detail) -> "RouteResult":
        return cls("pass" if ok else "fail", detail)


@dataclass
class Evidence:
    """Everything the routes found for one claim.

    `routes` judge the statement as printed. When it fails, `correction` states a repaired
    statement and `correction_routes` judge that one.
    """
    routes: dict = field(default_factory=dict)
    counterexample: dict | None = None
    correction: str | None = None
    correction_routes: dict = field(default_factory=dict)
    certificates: list = field(default_factory=list)
    pending: str | None = None        # why the evidence is incomplete (-> inconclusive)


def _passed(routes: dict) -> bool:
    statuses = [r.status for r in routes.values()]
    decisive = [routes[n].status for n in routes if n in DECISIVE]
    return "fail" not in statuses and "pass" in decisive


def decide(evidence: Evidence) -> tuple[str, str]:
    """The verdict rule (CLAIMS.md). Returns (verdict, reason).

    holds: no route failed and a decisive (exact/symbolic/LP/fuzz) route passed.
    fails: a decisive route failed with a counterexample, and no checked correction.
    holds-with-correction: the printed claim fails decisively, the correction passes.
    inconclusive: anything else (floats only, skipped, pending work).
    """
    routes = evidence.routes
    failed_decisively = any(r.status == "fail" for n, r in routes.items() if n in DECISIVE)
    if failed_decisively and evidence.counterexample is not None:
        if evidence.correction and _passed(evidence.correction_routes):
            return "holds-with-correction", "printed statement refuted; correction verified"
        return "fails", "a decisive route refuted the printed statement"
    if evidence.pending:
        return "inconclusive", evidence.pending
    if any(r.status == "fail" for r in routes.values()):
        return "inconclusive", "a route failed without an exact counterexample"
    if _passed(routes):
        return "holds", "every route that applies confirms it"
    return "inconclusive", "no decisive route could decide"


@dataclass
class Claim:
    id: str
    locus: str
    statement: str
    check: Callable | None = None     # (Context) -> Evidence
    expected: str = "inconclusive"
    certify: Callable | None = None   # (params: dict[str, str]) -> CertifiedOptimum
    fuzz: Callable | None = None      # (examples, seed, progress=None) -> (RouteResult, counterexample)
    pending_reason: str = "not implemented"

    @property
    def paper(self) -> str:
        return PAPERS[self.id.split(".")[0]]

    @property
    def implemented(self) -> bool:
        return self.check is not None


REGISTRY: dict[str, Claim] = {}


def claim(id: str, locus: str, expected: str):
    """Register a check function; its docstring is the statement in words."""
    assert expected in VERDICTS, expected

    def register(function):
        statement = " ".join((function.__doc__ or "").split())
        _add(Claim(id, locus, statement, function, expected))
        function.claim_id = id
        return function
    return register


@dataclass
class ClosedForm:
    """A closed form a claim states (as printed, or as corrected), with the claim's own exact evidence for
    it: `evidence()` -> {((symbol name, Fraction), ...): Fraction} from certified LP optima or exact
    levels, never from the formula. `make mutants` mutates the expression and expects the evidence to
    refute every mutant (workbench/claim_mutants.py)."""
    claim: str
    name: str
    expression: object          # SymPy, in the symbols of workbench.symbolic.PARAMETERS, or a function giving it
    evidence: Callable

    def formula(self):
        """The SymPy expression. Proof modules register `lambda: ...` so that importing them (e.g. for
        `python -m workbench list`) does not import SymPy; it is built here, when mutants need it."""
        if callable(self.expression) and not hasattr(self.expression, "free_symbols"):   # not a SymPy object
            return self.expression()
        return self.expression


CLOSED_FORMS: list[ClosedForm] = []


def closed_form(claim_id: str, name: str, expression):
    """Register the decorated evidence function as the exact evidence for `expression` (claim `claim_id`);
    `expression` is a SymPy expression or, to keep SymPy out of start-up, a zero-argument function returning one."""
    def register(function):
        CLOSED_FORMS.append(ClosedForm(claim_id, name, expression, function))
        return function
    return register


def register_paper(prefix: str, source: str) -> None:
    """Let your own claims (IDs `prefix.name`) sit beside the four papers', e.g. a note you are writing."""
    if prefix in PAPERS and PAPERS[prefix] != source:
        raise ValueError(f"paper prefix {prefix!r} is already {PAPERS[prefix]!r}")
    PAPERS[prefix] = source


def pending(id: str, locus: str, statement: str, reason: str = "not implemented") -> None:
    """Register a claim no route checks yet: it reports inconclusive with `reason`."""
    _add(Claim(id, locus, statement, None, "inconclusive", pending_reason=reason))


def attach(id: str, *, certify: Callable | None = None, fuzz: Callable | None = None) -> None:
    if certify:
        REGISTRY[id].certify = certify
    if fuzz:
        REGISTRY[id].fuzz = fuzz


def _add(entry: Claim) -> None:
    if entry.id in REGISTRY:
        raise ValueError(f"claim {entry.id} registered twice")
    if entry.id.split(".")[0] not in PAPERS:
        raise ValueError(f"claim {entry.id}: unknown paper prefix")
    REGISTRY[entry.id] = entry


def load_all() -> dict[str, Claim]:
    """Every registered claim in paper order: papers as in PAPERS; within a paper, the module's
    PAPER_ORDER list when it has one (claims are sometimes coded out of order), else registration order."""
    position = {}
    for module in PROOF_MODULES:
        for k, claim_id in enumerate(getattr(importlib.import_module(module), "PAPER_ORDER", ())):
            position[claim_id] = k
    papers = list(PAPERS)
    ordered = sorted(REGISTRY.values(), key=lambda c: (papers.index(c.id.split(".")[0]), position.get(c.id, 0)))
    return {c.id: c for c in ordered}


def select(patterns: list[str]) -> list[Claim]:
    """Claims whose ID equals a pattern or starts with `pattern.`; all when none given."""
    from .errors import InvalidArgument

    claims = list(load_all().values())
    if not patterns:
        return claims
    chosen = [c for c in claims if any(c.id == p or c.id.startswith(p.rstrip(".") + ".") for p in patterns)]
    unknown = [p for p in patterns if not any(c.id == p or c.id.startswith(p.rstrip(".") + ".") for c in claims)]
    if unknown:
        raise InvalidArgument(f"no claim matches {', '.join(unknown)}; see `python -m workbench list`")
    return chosen
