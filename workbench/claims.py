"""What is asserted: Claim, RouteResult, Evidence, the verdict rule, the registry, and plugin loading.

A paper is a plugin: a module that calls `register_paper(...)` and declares each claim with `@claim(...)`;
the function body runs the routes and returns Evidence. The four papers in proofs/ are `workbench.papers` entry
points of this project's own pyproject.toml, loaded exactly like an installed user package's (and like a claims
file, `--claims PATH_OR_MODULE`): no module name of a paper is written in the engine. `load_plugins(specs)` is a
function of the specs alone, so worker processes rebuild the
same registry from the same list. The verdict is computed from the evidence, never typed in:
`expected` only records the verdict the workbench established last time (a regression gate).
"""
from __future__ import annotations

import hashlib
import importlib
import importlib.util
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

VERDICTS = ("holds", "holds-with-correction", "fails", "inconclusive")
ROUTES = ("proof", "symbolic", "numeric", "lp", "exact", "fuzz", "literal", "reason", "rate", "cited")
# exact or rational evidence; numeric is floats. "literal": numbered displays read as printed (workbench.literal);
# "reason": whether the premises a "since / by (k)" clause cites give its step (workbench.reasons); "rate": an order
# of growth against the exact quantity (workbench.rates); "cited": a theorem the paper cites and its proof uses as a
# premise, checked exactly at the instances the paper applies it to (its detail says how many: the coverage table
# reads it); a premise failing where the proof uses it breaks the claim like any other failed route.
DECISIVE = {"proof", "symbolic", "lp", "exact", "fuzz", "literal", "reason", "rate", "cited"}
DERIVATION_ONLY = {"reason"}      # routes about the text's derivation, not the statement: no say in a pass's strength
PAPERS: dict[str, str] = {}        # prefix -> source (file name, URL, DOI), filled by register_paper
PAPER_INFO: dict[str, dict] = {}   # prefix -> {"title", "authors", "venue", "module"}
ENTRY_POINT_GROUP = "workbench.papers"
DISTRIBUTION = "workbench"         # the distribution whose own entry points are the built-in papers


# Evidence strength, strongest first (docs/evidence-strength.md). A route's default level is set by its
# name; a route that knows better says so (the proof route: "proved" only with its goals replayed).
STRENGTHS = ("proved", "certified", "exact-sampled", "numeric")
ROUTE_STRENGTH = {"proof": "proved", "lp": "certified", "exact": "exact-sampled", "fuzz": "exact-sampled",
                  "symbolic": "exact-sampled", "literal": "exact-sampled", "reason": "exact-sampled",
                  "rate": "exact-sampled", "cited": "exact-sampled", "numeric": "numeric"}


@dataclass
class RouteResult:
    """One route's answer: "pass", "fail" or "skip", with what it checked and how strong that is
    (None: the level ROUTE_STRENGTH gives the route's name). `strength` can only lower what the engine grants
    (workbench.earned): "proved" and "certified" are earned from the trusted checkers' answers on the files in
    `artefacts` (paths under the run's folder). `complete` is the engine's output, never an input: the route
    alone decides the whole statement (replayed goals that state the claim's formal statement, workbench.formal),
    so the other routes only corroborate it."""
    status: str
    detail: object = ""
    strength: str | None = None
    complete: bool = False
    artefacts: tuple = ()

    def __post_init__(self):
        assert self.status in ("pass", "fail", "skip"), self.status
        assert self.strength is None or self.strength in STRENGTHS, self.strength

    @classmethod
    def of(cls, ok: bool, detail, strength: str | None = None, artefacts=()) -> "RouteResult":
        """"pass" when `ok` is true, else "fail", with `detail` (what was checked, or the counterexample),
        and optionally the route's strength and evidence files (see the class docstring)."""
        return cls("pass" if ok else "fail", detail, strength, False, tuple(artefacts))


def route_strength(name: str, result: RouteResult) -> str:
    """The route's own level, else its name's (an unknown route name counts as numeric: never overstated)."""
    return result.strength or ROUTE_STRENGTH.get(name, "numeric")


def _weakest(routes: dict, status: str) -> str | None:
    """The weakest decisive route with this status, unless one of them is complete: then the strongest
    complete one (the others corroborate what it decides alone). Without a complete route the verdict is never
    proved: replayed proofs that are not complete prove exact facts about parts of the claim, not the claim, so
    when they are all there is, the verdict is exact-sampled. A passing `reason` route judges the text's derivation
    (whether a cited premise gives a step), not the statement, so it neither weakens nor sets the level unless it is
    all there is; a failing one refutes like any other."""
    chosen = [(n, r) for n, r in routes.items() if n in DECISIVE and r.status == status]
    if status == "pass" and any(n not in DERIVATION_ONLY for n, _ in chosen):
        chosen = [(n, r) for n, r in chosen if n not in DERIVATION_ONLY]
    complete = [route_strength(n, r) for n, r in chosen if r.complete]
    if complete:
        return min(complete, key=STRENGTHS.index)
    levels = [route_strength(n, r) for n, r in chosen]
    weakest = max(levels, key=STRENGTHS.index) if levels else None
    return "exact-sampled" if weakest == "proved" else weakest


def verdict_strength(verdict: str, evidence: "Evidence") -> str | None:
    """The strength of a verdict: that of its weakest decisive part. holds: every decisive route that passed
    is a part (any of them failing would change the verdict), unless a complete route decides it alone.
    fails: "proved" -- the printed statement's negation is an existential claim, and an exact counterexample
    (the verdict rule demands one) proves it outright, for anyone to re-check. holds-with-correction: the
    refutation (proved) and the correction's evidence, so the correction's level. None when inconclusive."""
    if verdict == "holds":
        return _weakest(evidence.routes, "pass")
    if verdict == "fails":
        return "proved"
    if verdict == "holds-with-correction":
        return _weakest(evidence.correction_routes, "pass")
    return None


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
    # Statement level (docs/errata.md): is the printed statement itself false, or only a step of its derivation?
    # statement_evidence = {"shows": one line saying what shows it, "routes": {name: RouteResult}} where the
    # routes judge the statement as printed (with the paper's quantifiers and hypotheses); see statement_error.
    printed_statement: bool | None = None
    statement_evidence: dict = field(default_factory=dict)
    # An erratum's grade (SEVERITIES, docs/errata.md); None: the default that printed_statement gives (statement_severity)
    severity: str | None = None


def _passed(routes: dict) -> bool:
    statuses = [r.status for r in routes.values()]
    decisive = [routes[n].status for n in routes if n in DECISIVE]
    return "fail" not in statuses and "pass" in decisive


def inconsistency(evidence: Evidence) -> str | None:
    """Why the evidence contradicts itself (None: it does not): a decisive route failed beside a complete
    route that passed. The complete route decides the whole statement alone, so one of the two is wrong --
    a bug in the workbench or in the claim's checks, never a verdict."""
    for label, routes in (("", evidence.routes), ("the correction's ", evidence.correction_routes)):
        complete = [n for n, r in routes.items() if n in DECISIVE and r.complete and r.status == "pass"]
        failed = [n for n, r in routes.items() if n in DECISIVE and r.status == "fail"]
        if complete and failed:
            return (f"internal inconsistency: {label}complete {complete[0]} route passed, yet "
                    f"{', '.join(failed)} failed")
    return None


def decide(evidence: Evidence) -> tuple[str, str]:
    """The verdict rule (CLAIMS.md). Returns (verdict, reason).

    holds: no route failed and a decisive (exact/symbolic/LP/fuzz) route passed.
    fails: a decisive route failed with a counterexample, and no checked correction.
    holds-with-correction: the printed claim fails decisively, the correction passes.
    inconclusive: anything else (floats only, skipped, pending work), and evidence that contradicts
    itself (`inconsistency`).
    """
    problem = inconsistency(evidence)
    if problem:
        return "inconclusive", problem
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


SEVERITIES = {   # an erratum's grade, most serious first (docs/errata.md), and what it says of the printed statement
    "statement": False,      # the printed statement is false
    "overclaim": False,      # false as printed, true under an added hypothesis (an edge value, a condition left out)
    "derivation": True,      # the statement holds, a step of its derivation is false
    "reason": True,          # the step holds, the reason given for it does not give it
    "typo": None,            # a slip in a formula or an index: the intended result stands
    "rounding": None,        # printed numbers off by rounding
}


def statement_severity(evidence: Evidence, verdict: str) -> str | None:
    """The grade of an erratum (a fails or holds-with-correction): the declared one, else "statement" when the printed
    statement is false and "derivation" when only a step is; None for any other verdict."""
    if verdict not in ("fails", "holds-with-correction"):
        return None
    return evidence.severity or {False: "statement", True: "derivation"}.get(evidence.printed_statement)


def statement_error(evidence: Evidence, verdict: str) -> str | None:
    """Why a `fails` / `holds-with-correction` lacks a checked statement-level verdict (None: it has one).

    printed_statement=False needs the counterexample and a decisive statement route that failed on it;
    printed_statement=True (only the derivation is wrong) needs a decisive statement route that passed and
    none that failed."""
    if verdict not in ("fails", "holds-with-correction"):
        return None
    if evidence.printed_statement is None:
        return "printed_statement is not set: say whether the printed statement is false or only its derivation"
    if evidence.severity is not None and (evidence.severity not in SEVERITIES or SEVERITIES[evidence.severity] not in (
            None, evidence.printed_statement)):
        return (f"severity {evidence.severity!r} is not one of {', '.join(SEVERITIES)}, or does not fit "
                f"printed_statement={evidence.printed_statement}")
    routes = (evidence.statement_evidence or {}).get("routes") or {}
    if not (evidence.statement_evidence or {}).get("shows"):
        return "statement_evidence has no 'shows' line"
    if evidence.printed_statement is False:
        if evidence.counterexample is None or not any(
                r.status == "fail" for n, r in routes.items() if n in DECISIVE):
            return "printed_statement=False needs a counterexample checked by a decisive statement route"
        return None
    if not _passed(routes):
        return "printed_statement=True needs a passing decisive route on the printed statement and no failing one"
    return None


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
    parameters: dict | None = None    # certify's typed parameters: name -> parser(text, name) -> value
    universal: bool | None = None     # quantified over infinitely many parameter values ("for every S >= 3");
                                      # every @claim says which (None: not declared, a test refuses it)
    formal: object = None             # workbench.formal.Statement: what a proof must state to be complete
    stated_value: Callable | None = None  # (parsed params) -> the value the claim states (its closed form) at
                                          # a point: `certify --grid` sets it beside each certified optimum

    @property
    def paper(self) -> str:
        """The paper's source as registered (file name, URL or DOI)."""
        return PAPERS[self.id.split(".")[0]]

    @property
    def paper_title(self) -> str:
        """The paper's title as registered (the prefix when none was given)."""
        return PAPER_INFO.get(self.id.split(".")[0], {}).get("title") or self.id.split(".")[0]

    @property
    def implemented(self) -> bool:
        return self.check is not None


REGISTRY: dict[str, Claim] = {}


def claim(id: str, locus: str, expected: str, universal: bool | None = None, formal=None):
    """Register a check function `(ctx: Context) -> Evidence` as claim `id` (`prefix.name`, the prefix
    registered with register_paper) at `locus` (where the paper states it). Its docstring is the statement
    in words; `expected` is the verdict recorded last time (`verify` exits 1 when the computed one differs);
    `universal`: the claim is quantified over infinitely many parameter values (so "proved" means for every
    one of them); `formal`: its statement as a workbench.formal.Statement (for a claim that holds with a
    correction, the corrected statement): a proof is complete only when its goals state exactly that."""
    if expected not in VERDICTS:       # an error, not an assert: it must hold under `python -O` too
        raise ValueError(f"claim {id!r}: expected={expected!r} is not a verdict; one of {', '.join(VERDICTS)}")

    def register(function):
        statement = " ".join((function.__doc__ or "").split())
        _add(Claim(id, locus, statement, function, expected, universal=universal, formal=formal))
        function.claim_id = id
        return function
    return register


@dataclass
class ClosedForm:
    """A closed form a claim states (as printed, or as corrected), with the claim's own exact evidence for
    it: `evidence()` -> {((symbol name, Fraction), ...): Fraction} from certified LP optima or exact
    levels, never from the formula. `make mutants` mutates the expression and expects the evidence to
    refute every mutant (workbench/quality/claim_mutants.py)."""
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


def register_paper(prefix: str, source: str, *, title: str = "", authors=(), venue: str = "",
                   coverage: str | None = None) -> None:
    """Declare a paper whose claims have IDs `prefix.name`: the four papers in proofs/ and your own note alike.

    `source` says where the text is (a file name, URL or DOI); `title`, `authors` (a sequence of names)
    and `venue` are shown by `list` and in the report; `coverage` names the module whose list ITEMS says
    what decides each claim-bearing unit of the paper (workbench/reports/coverage.py; imported only when a
    coverage table is made). Registering the same prefix again with the same source is harmless (a module
    imported twice); with another source it is an error.
    """
    if not re.fullmatch(r"[a-z][a-z0-9_-]*", prefix or ""):
        raise ValueError(f"paper prefix {prefix!r}: use lower-case letters, digits, '-' or '_' (e.g. 'mynote')")
    if prefix in PAPERS and PAPERS[prefix] != source:
        raise ValueError(f"paper prefix {prefix!r} is already {PAPERS[prefix]!r}")
    caller = sys._getframe(1).f_globals.get("__name__", "")
    PAPERS[prefix] = source
    PAPER_INFO[prefix] = {"title": title, "authors": list(authors), "venue": venue, "module": caller,
                          "coverage": coverage}


SAMPLES: dict[str, dict[str, Callable]] = {"certificate": {}, "proof": {}}   # kind -> name -> () -> artefact


def sample(kind: str, name: str):
    """Register the decorated zero-argument function as a sample the quality tools mutate (workbench/quality/):
    kind "certificate" returns an LP certificate (dict) that `make mutants` tampers with, expecting the kernel
    to refuse every change; kind "proof" returns a polynomial proof artefact (dict) the replayer's code
    mutants run on. A paper registers its own samples, so the quality tools reach them through this
    registry, never by importing the paper."""
    if kind not in SAMPLES:
        raise ValueError(f"sample {name!r}: kind {kind!r} is not one of {', '.join(SAMPLES)}")

    def register(function):
        known = SAMPLES[kind].get(name)
        if known is not None and known.__qualname__ != function.__qualname__:
            raise ValueError(f"{kind} sample {name!r} registered twice")
        SAMPLES[kind][name] = function
        return function
    return register


def builtin_timings() -> Path:
    """verify_timings.json beside the built-in papers' packages (in the package that holds them): per-claim seconds
    of a recent run (committed), used only to start the slow claims first."""
    spec = importlib.util.find_spec(builtin_plugins()[0])
    return Path(spec.origin).parent.parent / "verify_timings.json"


def pending(id: str, locus: str, statement: str, reason: str = "not implemented") -> None:
    """Register a claim no route checks yet: it reports inconclusive with `reason`."""
    _add(Claim(id, locus, statement, None, "inconclusive", pending_reason=reason))


def attach(id: str, *, certify: Callable | None = None, fuzz: Callable | None = None,
           parameters: dict | None = None, stated_value: Callable | None = None) -> None:
    """Give a registered claim command-line entry points (docs/extending.md).

    `fuzz(examples: int, seed: int, progress=None) -> (RouteResult, counterexample dict | None)` runs for
    `python -m workbench fuzz ID` and in campaigns; `fuzz_route` returns exactly that pair.
    `certify(params: dict) -> CertifiedOptimum` runs for `python -m workbench certify ID NAME=VALUE ...`.
    With `parameters` ({name: parser}, a parser being `(text, name) -> value` such as
    `workbench.params.privacy_base` or `workbench.params.integers(2, 64)`), the CLI parses and checks every
    value first (unknown, missing or duplicate names, bad values: one `error:` line, exit 2) and `certify`
    receives the parsed values; without it, `certify` receives the text and must parse it itself.
    `stated_value(params) -> Fraction` (with `parameters`): the optimum the claim states at a point, its closed
    form, from the parsed values; `certify --grid` writes it beside each certified optimum and exits 1 where
    the two differ.
    """
    if id not in REGISTRY:
        raise ValueError(f"attach: no claim {id!r} is registered (declare it with @claim first)")
    if certify:
        REGISTRY[id].certify = certify
    if fuzz:
        REGISTRY[id].fuzz = fuzz
    if parameters is not None:
        REGISTRY[id].parameters = dict(parameters)
    if stated_value is not None:
        if REGISTRY[id].parameters is None:
            raise ValueError(f"attach: {id!r}: stated_value needs declared parameters (it receives parsed values)")
        REGISTRY[id].stated_value = stated_value


def _add(entry: Claim) -> None:
    if entry.id in REGISTRY:
        raise ValueError(f"claim {entry.id} registered twice")
    if entry.id.split(".")[0] not in PAPERS:
        raise ValueError(f"claim {entry.id}: unknown paper prefix")
    REGISTRY[entry.id] = entry


_LOADED: dict[str, str] = {}       # plugin key (module name or resolved file) -> module name, in load order
_REQUESTED: list[str] = []         # the user's specs, as given, in order (see plugin_specs)
_ENTRY_POINTS_DONE = False


def _load_file(path: Path, spec: str) -> str:
    """Import a claims file under a private module name (its folder is importable for its own helpers)."""
    from .errors import InvalidArgument
    stem = re.sub(r"\W", "_", path.stem)
    name = f"workbench_plugin_{stem}_{hashlib.sha1(str(path).encode()).hexdigest()[:8]}"
    module_spec = importlib.util.spec_from_file_location(name, path)
    if module_spec is None:
        raise InvalidArgument(f"--claims {spec}: not a Python file")
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    if str(path.parent) not in sys.path:
        sys.path.append(str(path.parent))
    try:
        module_spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return name


def is_file_spec(spec: str) -> bool:
    """Whether a `--claims` spec names a file (a path, or ends in .py) rather than a module."""
    return spec.endswith(".py") or "/" in spec or "\\" in spec


def _load_one(spec: str, user: bool, origin: str = "--claims") -> None:
    """Import one plugin (a module name or a .py path) once; a user's broken plugin is one error line
    naming where the spec came from (`origin`)."""
    from .errors import InvalidArgument
    path = Path(spec)
    is_file = is_file_spec(spec)
    key = str(path.resolve()) if is_file else spec
    if key in _LOADED:
        return
    try:
        if is_file:
            if not path.is_file():
                raise InvalidArgument(f"{origin} {spec}: no such file")
            _LOADED[key] = _load_file(path.resolve(), spec)
        else:
            importlib.import_module(spec)
            _LOADED[key] = spec
    except InvalidArgument:
        raise
    except ModuleNotFoundError as exc:
        if not user:
            raise
        if exc.name and (spec == exc.name or spec.startswith(exc.name + ".")):
            raise InvalidArgument(f"{origin} {spec}: no such file or importable module") from None
        raise InvalidArgument(f"{origin} {spec}: loading failed: {raised_at(exc)}") from None
    except Exception as exc:
        if not user:
            raise
        raise InvalidArgument(f"{origin} {spec}: loading failed: {raised_at(exc)}") from None


def raised_at(exc: BaseException) -> str:
    """`ExcType: message (file:line)`, one line for a broken plugin or check: the innermost frame outside
    Python's library and the installed packages (the line of the claim or of the workbench that raised, not
    `fractions.py`), else the innermost frame."""
    import sysconfig
    import traceback
    frames = traceback.extract_tb(exc.__traceback__)
    library = tuple(sysconfig.get_paths()[k] for k in ("stdlib", "platstdlib", "purelib", "platlib"))
    frames = [f for f in frames if not f.filename.startswith(library)] or frames
    place = f" ({frames[-1].filename}:{frames[-1].lineno})" if frames else ""
    return f"{type(exc).__name__}: {exc}{place}"


def _is_builtin(point) -> bool:
    """Whether an entry point is declared by the workbench's own distribution (a built-in paper)."""
    dist = getattr(point, "dist", None)
    return dist is not None and dist.name == DISTRIBUTION


def _declared_order(point) -> tuple:
    """Where an entry point comes among its package's papers: a package holding several (proofs/ holds the four
    papers and the cross-paper links) lists their subpackages in its `__all__`, in paper order (installers write
    entry points sorted by name); then by name."""
    top, _, rest = point.module.partition(".")
    listed = list(getattr(importlib.import_module(top), "__all__", ())) if rest else []
    last = point.module.rsplit(".", 1)[-1]
    return (listed.index(last) if last in listed else len(listed), getattr(point, "name", point.module))


def _entry_points(builtin: bool | None = None) -> list:
    """The `workbench.papers` entry points, the built-in papers (this project's own pyproject.toml) first, each
    package's in its declared order; only the built-in ones (builtin=True) or only the others (False)."""
    from importlib.metadata import entry_points
    points = list(entry_points(group=ENTRY_POINT_GROUP))
    return [p for kind in (True, False) if builtin in (None, kind)
            for p in sorted((p for p in points if _is_builtin(p) == kind), key=_declared_order)]


def builtin_plugins() -> list[str]:
    """The modules of the built-in papers, in paper order: the `workbench.papers` entry points of the workbench's
    own pyproject.toml (one package per paper, e.g. `proofs.pram`)."""
    return [p.module for p in _entry_points(builtin=True)]


def _load_entry_points() -> None:
    """Import every `workbench.papers` entry point, the built-in papers first, once per process; a user's
    package that cannot be loaded is one error line (a built-in one raises)."""
    global _ENTRY_POINTS_DONE
    if _ENTRY_POINTS_DONE:
        return
    _ENTRY_POINTS_DONE = True
    points = _entry_points()
    if not any(_is_builtin(p) for p in points):
        print(f"warning: the installed {DISTRIBUTION} declares no {ENTRY_POINT_GROUP} entry points, so the built-in "
              "papers are not loaded: its metadata predates pyproject.toml's; reinstall it (`make setup`, or "
              "`pip install -e .`)", file=sys.stderr)
    for point in points:
        _load_one(point.module, user=not _is_builtin(point), origin=f"entry point {ENTRY_POINT_GROUP}:")


def load_plugins(specs=()) -> None:
    """Load every installed `workbench.papers` entry point (the built-in papers first: they are the entry points
    of the workbench's own pyproject.toml), then `specs` (module names or paths of claims files, as given to
    `--claims`). Idempotent: a plugin is imported once per process, so a worker process given the same specs
    rebuilds the same registry."""
    _load_entry_points()
    for spec in specs:
        _load_one(spec, user=True)
        if spec not in _REQUESTED:
            _REQUESTED.append(spec)


def find_claim(claim_id: str) -> Claim | None:
    """The registered claim `claim_id`, importing the built-in papers one at a time (the entry point named
    like its prefix first) until it is registered, then the rest as `load_plugins` does; None if
    no plugin registers it. `certify` needs one paper's package, not all of them."""
    prefix = claim_id.split(".")[0]
    for point in sorted(_entry_points(builtin=True), key=lambda p: p.name != prefix):
        if claim_id in REGISTRY:
            break
        _load_one(point.module, user=False)
    if claim_id not in REGISTRY:
        load_plugins()
    return REGISTRY.get(claim_id)


def plugin_specs() -> list[str]:
    """The `--claims` specs loaded so far, as given: pass them to worker processes (load_plugins(specs))
    and into printed follow-up commands."""
    return list(_REQUESTED)


def _paper_rank(prefix: str, builtins: list[str]) -> tuple:
    """Papers in plugin load order (the built-ins first, in the order of their entry points), then by
    registration."""
    modules = builtins + [m for m in _LOADED.values() if m not in builtins]
    module = PAPER_INFO.get(prefix, {}).get("module")
    return (modules.index(module) if module in modules else len(modules), list(PAPERS).index(prefix))


def load_all() -> dict[str, Claim]:
    """Every registered claim in paper order: papers in plugin load order; within a paper, the module's
    PAPER_ORDER list when it has one (claims are sometimes coded out of order), else registration order."""
    load_plugins()
    position = {}
    for module in _LOADED.values():
        for k, claim_id in enumerate(getattr(sys.modules.get(module), "PAPER_ORDER", ())):
            position[claim_id] = k
    builtins = builtin_plugins()
    ranks = {prefix: _paper_rank(prefix, builtins) for prefix in PAPERS}
    ordered = sorted(REGISTRY.values(), key=lambda c: (ranks[c.id.split(".")[0]], position.get(c.id, 0)))
    return {c.id: c for c in ordered}


def command(*words, plugins=()) -> str:
    """A `python -m workbench` command line that works as printed: the `--claims` specs first, every word
    quoted for a POSIX shell."""
    import shlex
    claims = [w for spec in plugins for w in ("--claims", str(spec))]
    return shlex.join(["python", "-m", "workbench", *claims, *map(str, words)])


def list_command() -> str:
    """`python -m workbench [--claims ...] list` with the plugins loaded here: a hint that works as printed."""
    return command("list", plugins=plugin_specs())


def select(patterns: list[str]) -> list[Claim]:
    """Claims whose ID equals a pattern or starts with `pattern.`; all when none given."""
    from .errors import InvalidArgument

    claims = list(load_all().values())
    if not patterns:
        return claims
    chosen = [c for c in claims if any(c.id == p or c.id.startswith(p.rstrip(".") + ".") for p in patterns)]
    unknown = [p for p in patterns if not any(c.id == p or c.id.startswith(p.rstrip(".") + ".") for c in claims)]
    if unknown:
        raise InvalidArgument(f"no claim matches {', '.join(unknown)}; see `{list_command()}`")
    return chosen
