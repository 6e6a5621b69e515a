"""The reason route: does the reason a paper gives for a step give it?

A sentence "…, since X", "by (k), …" or "using formula (k)" can state a true step with a false reason (a display that
does not give what is used, an inequality with the wrong direction, a display that does not exist). Whether the step
is true is the claim's business; this route asks only whether the cited premises give it. A `Reason` is the step
and the premises the text cites, each a `workbench.literal.Reading` of an exact point; `check` looks for a witness:
a point of the standing hypotheses where every cited premise holds and the step fails. A witness is exact evidence
that the reason does not give the step (a `reason` erratum when the step itself holds). No witness at the sampled
points is exact-sampled evidence that it may, never a proof. A premise the paper does not contain (`missing`) is a
finding at once.

A reason that cites another work's theorem ("by the post-processing property of PML [32, Lemma 1]", "Binette's
inequality [10, Theorem 1]") carries it as `theorem`: the cited statement read at the instance the paper applies it
to. It is a premise like the others, and also a statement checked there: it must hold at every point (a theorem of
another work that fails at an instance the proof uses breaks the proof whatever the reason), so each instance it is
read at counts ("cited, checked at N instances": a point, or the instance key `Reason.instance` gives when points
differ only in what the theorem does not involve) and an instance where it fails is a failure, not a point skipped.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from . import rigorous
from .claims import RouteResult
from .literal import Reading, undecided_reading


@dataclass(frozen=True)
class Reason:
    """One clause that carries a step: where it is (`locus`), its words (`quote`), the `step` it justifies and the
    premises it `cites`, read as printed. `missing`: what the text cites that the paper does not contain."""
    locus: str
    """Where the clause is, e.g. "Appendix, proof of the lemma"."""
    quote: str
    """The clause's words."""
    step: Reading
    """The step the clause justifies."""
    cites: tuple = ()
    """The premises as cited (Readings)."""
    missing: str | None = None
    """A cited premise the paper does not contain ("formula (21)": there is no display (21))."""
    theorem: Reading | None = None
    """Another work's theorem the clause cites, read at the instance: a premise that must hold at every point."""
    instance: Callable[[dict], object] | None = None
    """The instance of `theorem` a point reads it at, as a hashable key (points that share one, e.g. differing only in
    a parameter the theorem does not involve, count once and are evaluated once); None: each point is its own."""

    @property
    def premises(self) -> tuple:
        """Every premise the step may use: the paper's own (`cites`) and the cited theorem."""
        return self.cites + ((self.theorem,) if self.theorem is not None else ())


@dataclass
class Verdict:
    """What checking one reason found: points where every cited premise held and the step was decided (`used`), and
    the witnesses."""
    reason: Reason
    used: int = 0
    witnesses: list = field(default_factory=list)
    instances: int = 0
    """Points where the cited `theorem` was evaluated (decided either way)."""
    failed: list = field(default_factory=list)
    """Points where the cited `theorem` fails: (point, left, right)."""

    @property
    def gives(self):
        """False with a witness, a missing premise or a cited theorem failing at an instance; None (not refuted)
        otherwise; never True (sampling)."""
        return False if self.witnesses or self.failed or self.reason.missing else None

    def line(self) -> str:
        """The verdict in one line, with the first witness and its values."""
        r = self.reason
        if r.missing:
            return f"{r.locus}: cites {r.missing}, which the paper does not contain"
        if self.failed:
            point, left, right = self.failed[0]
            at = ", ".join(f"{k} = {v}" for k, v in point.items())
            return (f"{r.locus}: the cited {r.theorem.text} fails at {at} (left side {left}, right side {right}), an "
                    f"instance of its hypotheses")
        cited = f"cited, checked at {self.instances} instances; " if r.theorem is not None else ""
        if not self.witnesses:
            return (f"{r.locus}: {cited}no witness at {self.used} points where "
                    f"{', '.join(c.text for c in r.premises)} hold")
        point, left, right = self.witnesses[0]
        at = ", ".join(f"{k} = {v}" for k, v in point.items())
        return (f"{r.locus}: {cited}{', '.join(c.text for c in r.premises)} hold at {at}, yet the step "
                f"{r.step.text} fails (left side {left}, right side {right}): the reason does not give the step")


def _holds(reading: Reading, point: dict):
    return rigorous.decide(lambda: reading.at(point)[2])


def check(reason: Reason, points: Iterable[dict], premises: dict | None = None) -> Verdict:
    """Look for witnesses: points where every cited premise holds (decided) and the step fails (decided).
    `premises` (optional): where route keeps each premise's answer at a point, for the reasons that cite it too."""
    verdict = Verdict(reason)

    def premise_holds(premise: Reading, point: dict):
        if premises is None:
            return _holds(premise, point)
        key = (id(premise), id(point))
        if key not in premises:     # both kept alive beside the answer, so that their ids are not reused
            premises[key] = (premise, point, _holds(premise, point))
        return premises[key][2]
    if reason.missing:
        return verdict
    read: dict = {}                             # instance key -> whether the cited theorem holds there
    for k, point in enumerate(points):
        theorem_holds = True
        if reason.theorem is not None:
            key = reason.instance(point) if reason.instance is not None else k
            if key not in read:
                found = rigorous.decide(lambda: reason.theorem.at(point), undecided=undecided_reading)
                read[key] = found[2] if found is not rigorous.UNDECIDED else rigorous.UNDECIDED
                if read[key] in (True, False):
                    verdict.instances += 1
                if read[key] is False:
                    verdict.failed.append((dict(point), found[0], found[1]))
            theorem_holds = read[key] is True
        if theorem_holds and all(premise_holds(premise, point) is True for premise in reason.cites):
            found = rigorous.decide(lambda: reason.step.at(point), undecided=undecided_reading)
            if undecided_reading(found):        # a point where the step is undecided was not tried: never a pass
                continue
            verdict.used += 1
            if found[2] is False:
                verdict.witnesses.append((dict(point), found[0], found[1]))
    return verdict


def points_by_locus(makers: dict[str, Callable[[], list[dict]]]) -> Callable[[Reason], list[dict]]:
    """`route`'s `points` from a table locus -> point maker: each maker runs once per process, however many loci
    share it (building the points is the costly part of a reason check)."""
    built: dict = {}

    def points(reason: Reason) -> list[dict]:
        make = makers[reason.locus]
        if make not in built:
            built[make] = make()
        return built[make]
    return points


def route(reasons: Iterable[Reason], points: Callable[[Reason], Iterable[dict]]) -> RouteResult:
    """"fail" when some reason is refuted (a witness, or a premise the paper lacks); "pass" when none is and each
    was tried at a point where its premises hold and its step is decided (exact-sampled: no proof that the reason
    gives the step); "skip" when some reason had no such point."""
    premises: dict = {}        # a premise cited by several reasons is decided once per point (readings are pure)
    verdicts = [check(reason, points(reason), premises) for reason in reasons]
    if not verdicts:
        raise ValueError("the reason route needs at least one reason")
    refuted = [v for v in verdicts if v.gives is False]
    if refuted:
        return RouteResult("fail", "reasons checked: " + " | ".join(v.line() for v in refuted))
    if any(v.used == 0 for v in verdicts):
        unused = [v.reason.locus for v in verdicts if v.used == 0]
        return RouteResult("skip", f"reasons: no point tried where the cited premises hold and the step is decided, for "
                                   f"{', '.join(unused)}")
    return RouteResult("pass", "reasons checked, no witness: " + " | ".join(v.line() for v in verdicts))
