"""build -> float solve (HiGHS) -> exact basis rebuild (fmpq) -> certificate -> kernel check.

The float solver only proposes a basis. The exact primal and dual are recomputed from that
basis in rationals and the trusted kernel decides; a basis that is not exactly optimal is
repaired (iterative refinement, then exact simplex pivots) or refused, never certified.
"""
from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from fractions import Fraction

from .. import certificates, kernel
from ..errors import SolverFailure
from .exact import RevisedSimplex, StandardForm
from . import qsopt
from .arguments import FAMILY_ARGUMENTS, family_arguments
from .model import LinearProgram
from .refine import refine_basis
from .solve import STRATEGIES, FloatSolution, WarmHighs, solve_cbc, solve_highs, solve_highs_scaled

REFINEMENT_ROUNDS = 30
REFINEMENT_PATIENCE = 6         # rounds in a row without a basis closer to optimal before giving up
FEW_FOR_PIVOTS = 20             # exact violations at or below which exact pivots may beat more refinement rounds
PIVOTS_BASE, PIVOTS_PER_VIOLATION = 60, 8   # exact pivots to fix k violations ~ 60 + 8 k (measured: 1 -> 79
                                            # at M = 96, 6 -> 72 and 16 -> 188 at M = 128)
PIVOT_SECONDS_PER_ROW = 1.2e-6  # one exact pivot, per basis row (M = 128: 0.04 s at 33022 rows)
FAR_FOR_PIVOTS = 60             # exact violations beyond which exact pivots lose to QSopt_ex (measured)
BEYOND_DOUBLES = 1e-18          # expected entries below this: HiGHS' route fails (5^-32 = 4e-23 at E = 5,
                                # M = 64); it works down to 3^-32 = 5e-16 (E = 3), measured
MAX_PIVOTS = 5000
DEFAULT_BUDGET = 480.0          # seconds for one certify_lp, all strategies together

_run = {"budget": DEFAULT_BUDGET, "progress": None, "phase": "", "before_check": None}


@contextlib.contextmanager
def run_settings(budget: float | None = None, progress=None, before_check=None):
    """Overall time budget (seconds), a progress callback `progress(phase, detail)` and a hook
    `before_check(certificate)` (called once the certificate exists, before the kernel checks it) for every
    certify_lp inside the block (the CLI sets them; claims call certify_lp without knowing)."""
    saved = dict(_run)
    _run.update(budget=budget if budget is not None else saved["budget"], progress=progress,
                before_check=before_check)
    try:
        yield
    finally:
        _run.update(saved)


def _report(phase: str, detail: str = "") -> None:
    _run["phase"] = phase                   # named in the final line if the budget runs out here
    if _run["progress"]:
        _run["progress"](phase, detail)


@contextlib.contextmanager
def _external(phase: str, detail: str):
    """A phase spent inside HiGHS or esolver, where no pivot reports arrive: a progress object with
    `beating()` (progress.ProgressLine) keeps its line's elapsed time moving meanwhile."""
    _report(phase, detail)
    beating = getattr(_run["progress"], "beating", None)
    with beating() if beating else contextlib.nullcontext():
        yield


def _out_of_time(budget: float, reasons: list) -> SolverFailure:
    """The failure when the overall budget is gone, naming the phase that was running."""
    before = f"; before that: {'; '.join(reasons)}" if reasons else ""
    return SolverFailure(f"time budget of {budget:g}s ran out during {_run['phase'] or 'the setup'}{before}")


def basis_columns(basis: FloatSolution) -> list:
    return list(basis.basic_variables) + [("slack", name) for name in basis.basic_rows]


@dataclass
class CertifiedOptimum:
    """An LP optimum the kernel accepted: the exact `value`, the `certificate` (JSON-ready dict, re-checkable
    with `python -m workbench.kernel`), the exact `primal` point, and how long each stage took."""
    value: Fraction
    certificate: dict
    primal: dict
    timings: dict = field(default_factory=dict)
    float_value: float = 0.0
    cbc_value: float | None = None
    how: str = ""

    @property
    def rebuilt(self) -> bool:
        """Did the kernel rebuild the LP from (family, params)? False: a family it does not know, so the
        LP was checked as stated and nothing ties it to the claim's parameters."""
        from ..kernel.families import FAMILIES
        return self.certificate["family"] in FAMILIES

    @property
    def trust(self) -> str:
        """What the kernel's check covers, in words for a route detail."""
        return (f"LP rebuilt from parameters by the kernel (family {self.certificate['family']})" if self.rebuilt
                else "LP checked as stated, not rebuilt from parameters")

    def route(self, ok: bool, detail: str):
        """The lp route's result, its detail ending with `trust`, so a reader sees what was checked."""
        from ..claims import RouteResult
        return RouteResult.of(ok, f"{detail}; {self.trust}")


def exact_optimum(lp: LinearProgram, basis: list, deadline: float | None = None,
                  column_scale: dict | None = None, form: StandardForm | None = None,
                  solved: tuple | None = None, far: int | None = None,
                  round_scale: dict | None = None) -> tuple[dict, dict, str]:
    """Exact primal and dual of an optimal basis, starting from a float solver's basis.

    While the exact basis point violates bounds (tolerances hid tiny entries) or reduced-cost
    signs, run rounds of primal-dual iterative refinement (`refine`: HiGHS, warm-started, on the
    shifted LP with both kinds of violation scaled to order 1), keeping the basis closest to
    optimal; if that does not end on an exact optimum and `column_scale` (expected magnitudes of
    the variables) is known, ask HiGHS again on the scaled and chained model
    (`solve.scaled_model`) and keep whichever basis is closer; finish with the exact revised
    simplex (dual pivots with wrong-signed columns parked at 0, then primal pivots to bring them
    in). `form` (the StandardForm of `lp`) and `solved` (x, y and the violations of `basis`)
    save recomputing what the caller has. With `far`, a basis left more than `far` violations
    from optimal raises SolverFailure instead of starting exact pivots (another route is cheaper).
    With `round_scale` (expected magnitudes, as `column_scale`), the first round scales the columns
    by basis status (`refine.status_scales`) and is kept only when it ends near optimal.
    """
    deadline = deadline if deadline is not None else time.monotonic() + _run["budget"]
    form = form or StandardForm(lp)
    if solved is None:
        _report("exact rebuild", "factoring the basis")
        x, y = form.solve(basis)
        solved = (x, y, *form.violations(basis, x, y))
    x, y, primal_violations, dual_violations = solved
    rounds, stale, how = 0, 0, ""
    if round_scale and (primal_violations or dual_violations) and REFINEMENT_ROUNDS > 0 \
            and time.monotonic() <= deadline:
        # one round with the columns scaled by basis status (refine.status_scales), where both kinds of violation
        # are visible at once; kept only when it lands within FEW_FOR_PIVOTS of optimal, else the usual rounds go
        # on from the start as before (M = 128, E = 3/2, delta = 1/10: 25 primal + 871 dual violations -> exactly
        # optimal in one round of ~2 s, where the usual 3 rounds and 188 exact pivots took ~30 s; M = 64, E = 3,
        # delta = 1/10: 280 -> 265, and the usual rounds from there took 11 rounds instead of 6)
        rounds = 1
        try:
            with _external("iterative refinement", f"round 1, columns scaled by basis status, "
                                                   f"{len(primal_violations)} primal and {len(dual_violations)} dual "
                                                   f"violations"):
                refined = refine_basis(form, basis, x, y, primal_violations, dual_violations,
                                       deadline - time.monotonic(), round_scale)
            after, ax, ay = form.solve_completed(refined)
            ap, ad = form.violations(after, ax, ay)
            if len(ap) + len(ad) <= FEW_FOR_PIVOTS:
                basis, x, y, primal_violations, dual_violations = after, ax, ay, ap, ad
                how = "a round scaled by basis status, "
        except SolverFailure:
            pass
    best = (len(primal_violations) + len(dual_violations), basis, (x, y, primal_violations, dual_violations))
    # a refinement round costs a warm HiGHS solve (0.4 s at M = 96, 1-13 s CPU at M = 128) and may trade a few
    # dual violations for hundreds of primal ones (the columns it brings in have values below its tolerance);
    # once a few are left and the last round took more CPU than the exact pivots should, the pivots go next
    # (M = 128: 16 dual violations, 188 pivots, ~8 s, where the rounds took 11 s and then 6 s more)
    last_round = 0.0

    def pivots_cheaper() -> bool:
        left = len(primal_violations) + len(dual_violations)
        return left <= FEW_FOR_PIVOTS and \
            last_round > (PIVOTS_BASE + left * PIVOTS_PER_VIOLATION) * PIVOT_SECONDS_PER_ROW * len(form.names)
    while (primal_violations or dual_violations) and rounds < REFINEMENT_ROUNDS and stale < REFINEMENT_PATIENCE \
            and not pivots_cheaper():
        if time.monotonic() > deadline:
            raise SolverFailure("time budget exhausted during iterative refinement")
        rounds += 1
        started = time.process_time()      # CPU: HiGHS runs in this process; the load does not enter
        try:
            with _external("iterative refinement", f"round {rounds}, {len(primal_violations)} primal and "
                                                   f"{len(dual_violations)} dual violations"):
                refined = refine_basis(form, basis, x, y, primal_violations, dual_violations,
                                       deadline - time.monotonic())
            basis, x, y = form.solve_completed(refined)
        except SolverFailure:
            break
        primal_violations, dual_violations = form.violations(basis, x, y)
        last_round = time.process_time() - started
        stale += 1
        if len(primal_violations) + len(dual_violations) < best[0]:
            best, stale = (len(primal_violations) + len(dual_violations), basis,
                           (x, y, primal_violations, dual_violations)), 0
    _, basis, (x, y, primal_violations, dual_violations) = best     # the closest basis goes on
    if (primal_violations or dual_violations) and column_scale:
        try:
            with _external("float solve", "HiGHS on the scaled, chained model"):
                scaled = solve_highs_scaled(lp, column_scale, max(deadline - time.monotonic(), 0.1))
            candidate, cx, cy = form.solve_completed(basis_columns(scaled))
            cp, cd = form.violations(candidate, cx, cy)
            if len(cp) + len(cd) < len(primal_violations) + len(dual_violations):   # the closer start wins
                basis, x, y, primal_violations, dual_violations = candidate, cx, cy, cp, cd
                how = "scaled model, "
        except SolverFailure:
            pass

    if far is not None and len(primal_violations) + len(dual_violations) > far:
        raise SolverFailure(f"{len(primal_violations) + len(dual_violations)} exact violations left after "
                            f"{rounds} refinement rounds: too far for exact pivots")

    def pivots(method, pivots, left):
        _report(f"exact {method} simplex", f"{pivots} pivots, {left} left to fix")
    dual_pivots = primal_pivots = 0
    if primal_violations or dual_violations:
        # dual simplex first, with the columns of wrong-signed reduced cost parked at 0; then
        # the primal simplex brings those in from the primal feasible basis it leaves
        # (x, y) of the start go in: its LU, x_B and reduced costs are not computed again
        if primal_violations:
            simplex = RevisedSimplex(form, basis, excluded=frozenset(dual_violations), solved=(x, y))
            basis = simplex.dual(MAX_PIVOTS, deadline, pivots)
            dual_pivots = simplex.pivots
        if dual_violations:
            simplex = RevisedSimplex(form, basis, solved=None if primal_violations else (x, y))
            basis = simplex.primal(MAX_PIVOTS, deadline, pivots)
            primal_pivots = simplex.pivots
        x, y = form.solve(basis)
        if any(form.violations(basis, x, y)):        # the updates are re-derived, never trusted
            raise SolverFailure("exact simplex ended on a basis that is not optimal")
    primal, dual = form.answer(x, y)
    return primal, dual, (f"{how}{rounds} refinement rounds, {dual_pivots} exact dual and {primal_pivots} exact "
                          f"primal simplex pivots")


def certify_family(family: str, claim: str, second_opinion: bool = False, **params) -> CertifiedOptimum:
    """certify_lp of the LP that `family` builds from `params`; the same params go into the certificate,
    where the kernel rebuilds the LP from them with its own code. Params are Python values or the certificate's
    strings (docs/kernel-families.md), checked first: FamilyArgumentError (one line) before anything is built."""
    from .families import BUILDERS
    params = family_arguments(family, params)
    return certify_lp(BUILDERS[family](**params), claim, family, params, second_opinion)


def _scaled_first(form: StandardForm, candidates: list, deadline: float,
                  far: int | None, column_scale: dict | None = None) -> tuple[dict, dict, str]:
    """exact_optimum from the scaled model's basis, completed: its exact violations (tiny p_ij
    are visible to HiGHS there, tiny reduced costs are not) are left to the refinement."""
    _report("exact rebuild", "factoring the scaled model's basis")
    basis, x, y = form.solve_completed(candidates)
    primal, dual, how = exact_optimum(form.lp, basis, deadline, form=form, solved=(x, y, *form.violations(basis, x, y)),
                                      far=far, round_scale=column_scale)
    return primal, dual, "scaled model first, " + how


def _float_solve(lp: LinearProgram, strategy, column_scale: dict | None, deadline: float) -> list:
    """The starting basis of one strategy: HiGHS on the scaled model (None), QSopt_ex ("esolver",
    an exact solver, but its basis is rebuilt and checked like any other) or HiGHS (a dict of options)."""
    if isinstance(strategy, WarmHighs):
        with _external("float solve", "HiGHS, warm-started from the previous probe"):
            basis = strategy.basis(lp)
        if basis is None:
            raise SolverFailure("no optimal basis")
        return basis
    if strategy == "esolver":       # on the LP rescaled by powers of 2 when magnitudes are known: same bases
        with _external("QSopt_ex (esolver)", f"up to {deadline - time.monotonic():.0f}s"):
            return qsopt.warm_solve(qsopt.rescaled(lp, column_scale) if column_scale else lp, None,
                                    deadline - time.monotonic())      # killed at the deadline
    seconds = max(deadline - time.monotonic(), 0.1)      # HiGHS' own time limit keeps the budget
    with _external("float solve", f"HiGHS {strategy or 'on the scaled, chained model'}"):
        return basis_columns(solve_highs(lp, strategy={**strategy, "time_limit": seconds}) if strategy
                             else solve_highs_scaled(lp, column_scale, seconds))


def beyond_doubles(column_scale: dict | None) -> bool:
    """Do the expected magnitudes reach below BEYOND_DOUBLES? Then no double-precision model shows
    both the tiny entries and the tiny reduced costs, and the HiGHS rounds would only cost time."""
    return bool(column_scale) and min(column_scale.values()) < BEYOND_DOUBLES


def _standard_form(lp: LinearProgram, warm: WarmHighs | None) -> StandardForm:
    """StandardForm(lp); with a `warm` on the same rows and columns, its kept form with `lp`'s objective."""
    if warm is None or not warm.same_model(lp):
        return StandardForm(lp)
    if warm.exact_form is None:
        warm.exact_form = StandardForm(lp)
    return warm.exact_form.with_objective(lp)


def certify_lp(lp: LinearProgram, claim: str, family: str, params: dict,
               second_opinion: bool = False, column_scale: dict | None = None, warm=None) -> CertifiedOptimum:
    """Solve `lp` and return its optimum with a kernel-checked certificate, or raise SolverFailure.
    `column_scale` (optional, floats only): expected magnitudes of the variables, see exact_optimum.
    `warm` (optional): a `solve.WarmHighs` built on an LP with the same rows and columns; its basis is tried
    first (rebuilt exactly like any other), and when it gives none or cannot be made exact the usual
    strategies follow.
    The params of a family the kernel rebuilds are checked before the solve (FamilyArgumentError), so a size
    beyond its limits is refused at once, not by the kernel after solving."""
    if family in FAMILY_ARGUMENTS:
        params = family_arguments(family, params)
    timings, reasons = {"float_solve": 0.0, "exact_rebuild": 0.0}, []
    budget = _run["budget"]
    deadline = time.monotonic() + budget
    # with expected magnitudes, the scaled model (None) goes first: it is better conditioned and,
    # at M >= 96, much faster for HiGHS; QSopt_ex next, when installed, for the LPs whose bases
    # refinement leaves far from optimal (entries like 5^-32: esolver works in 128-bit floats)
    # (first of all when the magnitudes are beyond doubles: decided from the hint, before any HiGHS round)
    esolver = ["esolver"] if qsopt.available() else []
    highs = ([None] if column_scale else []) + list(STRATEGIES)
    strategies = esolver + highs if beyond_doubles(column_scale) else highs[:1] + esolver + highs[1:]
    if warm is not None:
        strategies = [warm] + strategies
    form = None             # the exact standard form, built once when the first basis arrives
    _run["phase"] = ""
    for number, strategy in enumerate(strategies):    # another simplex variant when a basis cannot be made exact
        if time.monotonic() > deadline:
            raise _out_of_time(budget, reasons)
        # a restart loses the pivots done so far: the first strategy may use 3/4 of the budget,
        # each later one an equal share of what is left, the last one all of it
        # (QSopt_ex gets 0.9: it is exact, so when it runs out of time the HiGHS variants will too)
        left = len(strategies) - number
        fraction = 1 if left == 1 else 0.9 if strategy == "esolver" else 0.75 if number == 0 else 1 / left
        share = time.monotonic() + (deadline - time.monotonic()) * fraction
        name = ("HiGHS warm-started from the previous probe" if isinstance(strategy, WarmHighs)
                else strategy or "HiGHS on the scaled model")
        start = time.perf_counter()
        try:
            basis = _float_solve(lp, strategy, column_scale, share)
        except SolverFailure as exc:
            reasons.append(f"{name}: {exc}")
            continue
        finally:
            timings["float_solve"] += time.perf_counter() - start
        start = time.perf_counter()
        try:
            form = form or _standard_form(lp, warm)
            first = number <= (warm is not None)        # the warm start and the first strategy after it
            far = FAR_FOR_PIVOTS if first and strategy != "esolver" and esolver else None
            if strategy is None:
                primal, dual, how = _scaled_first(form, basis, share, far, column_scale)
            else:
                primal, dual, how = exact_optimum(lp, basis, share, column_scale, form, far=far)
                how = (("QSopt_ex basis" + (" (LP rescaled by powers of 2)" if column_scale else "") + ", ")
                       if strategy == "esolver" else "") + how
            break
        except SolverFailure as exc:
            reasons.append(f"{name}: {exc}")
        finally:
            timings["exact_rebuild"] += time.perf_counter() - start
    else:
        raise _out_of_time(budget, reasons) if time.monotonic() > deadline else SolverFailure("; ".join(reasons))
    if reasons:
        how += f" (after {len(reasons)} other strategies)"
    start = time.perf_counter()
    value = lp.objective_value(primal)
    cert = certificates.lp_certificate(claim, family, params, lp, primal, dual, value,
                                       note=f"primal and dual rebuilt exactly from a solver's basis ({how})")
    timings["exact_rebuild"] += time.perf_counter() - start
    _report("kernel check", f"{len(primal)} variables, {len(dual)} rows")
    if _run["before_check"]:
        _run["before_check"](cert)
    start = time.perf_counter()
    try:
        checked = kernel.check_certificate(cert)
    except (kernel.Invalid, kernel.Malformed) as exc:
        raise SolverFailure(f"kernel refused the rebuilt basis: {exc}") from None
    timings["kernel_check"] = time.perf_counter() - start
    result = CertifiedOptimum(checked, cert, primal, timings, float(value), how=how)
    if second_opinion:
        result.cbc_value = solve_cbc(lp)
    return result
