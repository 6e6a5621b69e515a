"""The proof route: a parametric claim proved for every parameter value, as an artefact that the
small trusted replayer (workbench.kernel.polyproof) re-checks exactly, goal included.

A proof is built here from SymPy expressions (untrusted). It states a domain (a lower bound for every
variable), hypotheses (h >= 0) and goals: rational functions with a sign (e.g. v_max - q_1 >= 0),
each with a derivation the replayer checks mechanically (the goal's numerator, times a positive
scale, is a sum of nonnegative multipliers times facts plus a nonnegative residual). Goals built
from a claim's registered closed forms (workbench.claims.closed_form) are rebuilt from the registry
when the route runs and must equal the artefact's, so a changed closed form changes the goal and the
old derivation stops replaying. Lemma steps (identities, sign facts) are replayed too; z3 gives an
(untrusted) second opinion on them.
"""
from __future__ import annotations

import json
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

from .fastcancel import cancel
from .formal import tree_of
from .kernel import polyproof
from .z3_opinion import second_opinion
from .claims import RouteResult
from .lazy import lazy

sp = lazy("sympy")

FORMAT = polyproof.FORMAT

# The textbook facts about log and exp the replayer checks instance by instance (workbench.kernel.polyproof.fact),
# by the schema names `Proof.fact` takes.
LOG_LE = "log u <= u - 1"
GIBBS = "u log(u/v) >= u - v, > when u != v"
LOG_MUL = "log(uv) = log u + log v"
TAYLOR = "exp u >= sum_{j<=k} u^j/j! (k odd)"
EXP_MUL = "exp(u) exp(v) = exp(u + v)"
CHORD = "exp convex: (b - a) exp u <= (b - u) exp a + (u - a) exp b"


def registered(claim_id: str, name: str, variables) -> sp.Expr:
    """The closed form `name` (a prefix of its registered name) of `claim_id`, in the proof's variables."""
    from .claims import CLOSED_FORMS
    forms = [f for f in CLOSED_FORMS if f.claim == claim_id and f.name.startswith(name)]
    if len(forms) != 1:
        raise LookupError(f"{claim_id}: {len(forms)} closed forms named {name!r}")
    by_name, expression = {str(v): v for v in variables}, forms[0].formula()   # formula(): built on demand
    return expression.xreplace({s: by_name[s.name] for s in expression.free_symbols})


def registered_piece(claim_id: str, name: str, variables, other=1, kind: str = "Min") -> sp.Expr:
    """The one argument of the registered closed form `name` of `claim_id`, a `kind` ("Min" or "Max", e.g.
    Min{Xi1, 1}), that is not `other`, in the proof's variables; ValueError when the form has another shape (a Max
    where a Min is registered is another closed form: its goals must not be built). A claim of another plugin is
    found through the registry (every plugin is loaded first when it is not registered yet)."""
    from .claims import CLOSED_FORMS, load_plugins
    if not any(f.claim == claim_id for f in CLOSED_FORMS):
        load_plugins()
    form = registered(claim_id, name, variables)
    pieces = [piece for piece in (form.args if type(form).__name__ == kind else ()) if piece != other]
    if len(pieces) != 1:
        raise ValueError(f"{claim_id}: {name} is registered as {form}, not as a {kind} of one piece and {other}")
    return pieces[0]


@lru_cache(maxsize=4096)
def _cancelled_once(expression):
    return cancel(sp.together(expression))


def _cancelled(expression):
    """cancel(together(expression)): a pure function of a SymPy expression, computed once per expression (a goal's
    sides, its template rebuilt from the registry, the denominator's sign test all cancel the same one)."""
    return _cancelled_once(expression) if isinstance(expression, sp.Basic) else cancel(sp.together(expression))


@lru_cache(maxsize=8192)
def _monomials(expression, variables: tuple) -> tuple:
    """((exponents, coefficient text), ...) of the expanded polynomial `expression` in `variables`, as Poly.terms()
    orders them; once per expression (hypotheses, denominators and multipliers recur within and across proofs)."""
    polynomial = sp.Poly(sp.expand(expression), *variables)
    return tuple((monomial, str(coefficient)) for monomial, coefficient in polynomial.terms())


@lru_cache(maxsize=8192)
def _nonneg_on_box(expression, variables: tuple, lower: tuple) -> bool:
    """polyproof.nonneg_on of the polynomial `expression` (a pure function of it and the box), once per box."""
    return polyproof.nonneg_on(polyproof.poly([[list(m), c] for m, c in _monomials(expression, variables)],
                                              len(variables)), list(lower))


def sides(expression) -> tuple:
    """A sum that is identically 0, split into (terms with a + sign, minus those with a - sign): the two sides
    of the equality it states, each as written (SymPy has not decided that they are equal)."""
    terms = sp.Add.make_args(expression)
    minus = [-t for t in terms if t.could_extract_minus_sign()]
    plus = [t for t in terms if not t.could_extract_minus_sign()]
    if not plus or not minus:
        raise ValueError(f"{expression} is identically 0 and has no two sides: it states nothing")
    return sp.Add(*plus), sp.Add(*minus)


class Proof:
    """A polynomial proof under construction: variables with their lower bounds (`domain`), lemma steps
    (`identity`, `nonneg`), `hypothesis` and `goal` (the claim, derived from checked facts); `route(out_dir,
    name)` writes it and has the trusted replayer check that the steps entail the goals."""

    def __init__(self, claim: str, variables: list[sp.Symbol], statement: str, argument: str,
                 domain: dict | None = None):
        self.claim, self.variables, self.statement, self.argument = claim, variables, statement, argument
        self.domain = {v: sp.Rational((domain or {}).get(v, 0)) for v in variables}
        self.steps: list[dict] = []
        self.hypotheses: list[dict] = []
        self.goals: list[dict] = []
        self.definitions: list[dict] = []   # X = exp(u), P - M = log(u): named transcendental facts cite them
        self.sums: list[dict] = []          # indexed sums: a goal summed over any family, a lemma of later goals
        self.inductions: list[dict] = []    # invariants of sequences for every index, lemmas of later goals
        self._templates: list[tuple] = []      # (goal index, template, closed forms) to rebuild from the registry

    def _terms(self, expression) -> list:
        if isinstance(expression, sp.Basic):
            return [[list(monomial), coefficient]
                    for monomial, coefficient in _monomials(expression, tuple(self.variables))]
        polynomial = sp.Poly(sp.expand(expression), *self.variables)
        return [[list(monomial), str(coefficient)] for monomial, coefficient in polynomial.terms()]

    def _poly(self, expression) -> dict:
        return polyproof.poly(self._terms(expression), len(self.variables))

    def _lower(self) -> list:
        return [Fraction(int(bound.p), int(bound.q)) if isinstance(bound, sp.Rational) else Fraction(str(bound))
                for bound in (self.domain[v] for v in self.variables)]

    def _nonneg(self, expression) -> bool:
        """polyproof.nonneg_on(self._poly(expression), self._lower()), remembered per expression and box."""
        if isinstance(expression, sp.Basic):
            return _nonneg_on_box(expression, tuple(self.variables), tuple(self._lower()))
        return polyproof.nonneg_on(self._poly(expression), self._lower())

    def identity(self, name: str, lhs, *factors) -> "Proof":
        """lhs (after sp.cancel it must be a polynomial) == product of the factors."""
        self.steps.append({"name": name, "kind": "identity", "lhs": self._terms(cancel(lhs)),
                           "factors": [self._terms(f) for f in factors]})
        return self

    def nonneg(self, name: str, expression, shift: dict | None = None) -> "Proof":
        """expression >= 0 wherever each variable v >= shift[v] (default: the domain's lower bounds);
        usable as a fact in a goal's derivation when the shift is within the domain."""
        shift = self.domain if shift is None else shift
        self.steps.append({"name": name, "kind": "nonneg", "poly": self._terms(expression),
                           "shift": {str(v): str(shift.get(v, 0)) for v in self.variables}})
        return self

    def hypothesis(self, name: str, expression, strict: bool = False) -> "Proof":
        """Assume expression >= 0 (> 0 when strict); a goal names the hypotheses it uses."""
        self.hypotheses.append({"name": name, "poly": self._terms(expression)} | ({"strict": True} if strict else {}))
        return self

    def define(self, name: str, fn: str, argument, *variables: sp.Symbol) -> "Proof":
        """`name` is exp(argument) = the one variable, or log(argument) = variables[0] - variables[1]
        (a polynomial argument in variables that are not defined). Define before stating hypotheses and goals:
        the variables are added by the caller and the artefact writes every polynomial over all of them."""
        self.definitions.append({"name": name, "fn": fn, "arg": argument, "vars": [str(v) for v in variables]})
        return self

    def fact(self, name: str, schema: str, args, expression, strict: bool = False, **extra) -> "Proof":
        """A hypothesis that is an instance of a textbook fact (the table in workbench.kernel.polyproof.fact) about
        the named definitions; the replayer checks the instance and that each goal using it shows its conditions."""
        self.hypothesis(name, expression, strict)
        self.hypotheses[-1].update({"schema": schema, "args": list(args)} | extra)
        return self

    def goal(self, name: str, expression, relation: str = ">=", hypotheses=(), terms=(), clear=None,
             template=None, positive: str | None = None, denominator=None, common=1) -> "Proof":
        """expression REL 0 on the domain under `hypotheses`, derived as
        clear * expression = sum(multiplier * product of facts) + residual (residual nonneg, multipliers
        nonneg on the domain). `clear` (a polynomial multiple of the denominator, positive on the domain)
        defaults to the denominator with its sign. `template(registered)` rebuilds `expression` from the
        registry at replay time when the goal comes from closed forms. `positive`: a strict hypothesis h
        with denominator - h >= 0 (shows the denominator's sign when the box alone does not). `denominator`:
        write the goal over this denominator, uncancelled (e.g. a determinant whose sign a hypothesis shows).
        `common`: a factor kept in numerator and denominator (sp.cancel would drop it), so that such an h can
        show the sign: e.g. E - 1/(m c) as k (E m c - 1)/(k m c) with h = k c > 0. `expression` may be a pair
        (lhs, rhs) for lhs - rhs: when that is identically 0 the goal is the equality lhs = rhs (which gives REL),
        replayed side by side, and `template()` then returns the pair too."""
        if isinstance(expression, tuple):
            lhs, rhs = expression
            if _cancelled(lhs - rhs) == 0 and relation in (">=", "<="):
                return self.equal(name, lhs, rhs, hypotheses, template)
            expression = lhs - rhs         # registry_mismatch subtracts the template's sides for such a goal
        numerator = _cancelled(expression * denominator) if denominator is not None else None
        if numerator is None or not sp.fraction(numerator)[1].is_number:      # not over that denominator: cancel
            numerator, denominator = sp.fraction(_cancelled(expression))
        numerator, denominator = sp.expand(numerator * common), sp.expand(denominator * common)
        if numerator == 0 and relation in (">=", "<="):    # tight: the replayer multiplies out its two sides itself
            if sp.sympify(expression) == 0:
                return self       # written as 0 (a constant entry of a table, say): nothing to state
            return self.equal(name, *sides(expression), hypotheses, template)   # registry_mismatch splits its template
        sign = self.denominator_sign(denominator, positive)
        scale = cancel((sign * denominator if clear is None else clear) / (sign * denominator))
        scale = sp.fraction(scale)[0]    # when clear is no multiple of the denominator (a changed closed form),
                                         # the derivation no longer holds and the replay says so
        self.goals.append({"name": name, "relation": relation, "hypotheses": list(dict.fromkeys(hypotheses)),
                           "numerator": self._terms(numerator), "denominator": self._terms(denominator),
                           "denominator_sign": sign, "scale": self._terms(scale),
                           "terms": [{"multiplier": self._terms(self._multiplier(m)), "facts": list(f)}
                                     for m, f in terms]}
                          | ({"positive": positive} if positive else {}))
        if template is not None:
            self._templates.append((len(self.goals) - 1, template))
        return self

    def equal(self, name: str, lhs, rhs, hypotheses=(), template=None) -> "Proof":
        """lhs = rhs as rational functions, each side the expression tree of the formula as written (tree_of: nothing
        expanded or cancelled by SymPy, never their difference): the replayer expands both, cross-multiplies and
        compares. Every power a^-k must have the sign of a^k shown on the domain or by a strict hypothesis in
        `hypotheses`. `template()` -> (lhs, rhs) rebuilds both sides from the registry. Two sides that are one formula
        as written state nothing: no goal is written (a statement that needs it then finds no goal stating it)."""
        sides = tree_of(lhs), tree_of(rhs)
        if sides[0] == sides[1]:
            return self       # one formula on both sides as written (SymPy made them one): no goal, it states nothing
        self.goals.append({"name": name, "relation": "=", "hypotheses": list(dict.fromkeys(hypotheses)),
                           "lhs": sides[0], "rhs": sides[1]})
        if template is not None:
            self._templates.append((len(self.goals) - 1, template))
        return self

    # -- goal builders the papers share (stated goals, equalities as two facts, log / exp definitions)
    def stated_goal(self, name: str, expression, terms, relation: str = ">=", also=(), **options) -> "Proof":
        """The goal `expression` REL 0, derived from the facts its `terms` name; its hypotheses are those facts, the
        names in `also` (a fact's conditions, e.g. u > 0 for a log) and `positive` when given. `expression` is an
        expression or a function of no arguments returning one: a function is called again when the route runs,
        so a goal built from a registered closed form is rebuilt from the registry. `options` as in `goal`
        (clear, positive, common)."""
        template = expression if callable(expression) else (lambda: expression)
        named = {f for _, fs in terms for f in fs} | set(also) | ({options["positive"]} if options.get("positive") else set())
        return self.goal(name, template(), relation, hypotheses=sorted(named), terms=terms, template=template,
                         **options)

    def equality(self, name: str, difference) -> tuple[str, str]:
        """The hypothesis `difference` = 0 as two inequalities, named `name (>=)` and `name (<=)`; returns the two
        names (for the `terms` of a goal)."""
        self.hypothesis(f"{name} (>=)", difference).hypothesis(f"{name} (<=)", -difference)
        return f"{name} (>=)", f"{name} (<=)"

    def equal_rebuilt(self, name: str, lhs, rhs, **options) -> "Proof":
        """lhs() = rhs() as one equality goal, each side a function of no arguments rebuilt (from the registry)
        when the route runs; the replayer multiplies the sides out itself (never their difference, which SymPy
        would decide). `options` as in `equal`."""
        return self.equal(name, lhs(), rhs(), template=lambda: (lhs(), rhs()), **options)

    def numerator_factor(self, expression, cleared):
        """The rational constant by which the signed numerator `goal` writes for `expression` (its numerator times
        the denominator's sign) differs from `cleared`, so that multipliers written for `cleared` can be scaled to
        it; ValueError when they are not constant multiples of each other."""
        numerator, denominator = sp.fraction(_cancelled(expression))
        ratio = cancel(self.denominator_sign(denominator) * numerator / sp.expand(cleared))
        if not ratio.is_Rational:
            raise ValueError(f"the goal's numerator is not a constant multiple of {cleared}")
        return ratio

    def log(self, name: str, argument, stem: str) -> tuple:
        """Define log(argument) = stem_p - stem_m (two new variables with lower bound 0: a log has none) under the
        definition `name`; returns (stem_p, stem_m). Facts about it name the definition (LOG_LE, GIBBS, LOG_MUL)."""
        pair = sp.symbols(f"{stem}_p {stem}_m")
        self.variables += list(pair)
        self.domain.update({v: sp.Integer(0) for v in pair})
        self.define(name, "log", argument, *pair)
        return pair

    def exp(self, name: str, argument, stem: str):
        """Define exp(argument) = stem (a new variable with lower bound 0) under the definition `name`; returns
        it. Facts about it name the definition (TAYLOR, EXP_MUL, CHORD)."""
        value = sp.Symbol(stem)
        self.variables.append(value)
        self.domain[value] = sp.Integer(0)
        self.define(name, "exp", argument, value)
        return value

    def exp_at_most_1_plus_2(self, a, at_most_1: str) -> tuple:
        """e^a <= 1 + 2a for a in [0, 1]: defines X = exp(a) (with exp(0), exp(1), exp(-1)) and states the facts that
        give 1 + 2a - X >= 0 under the hypothesis named `at_most_1` (1 - a >= 0, added here); returns X and the
        terms of that derivation. 1 + 2a - X = chord + (1 - a)(1 - A) + a (3 - B), with 1 - A = (1 - A^2) +
        A (A - 1) and 3 - B = 3 (1 - B C) + 3 B (C - 1/3)."""
        X, A, B, C = (self.exp(f"exp({name})", u, stem) for name, u, stem in (
            (str(a), a, "X"), ("0", 0, "A"), ("1", 1, "B"), ("-1", -1, "C")))
        self.hypothesis(at_most_1, 1 - a)
        self.fact("e^0 >= 1", TAYLOR, ["exp(0)"], A - 1, k=1)
        self.fact("e^-1 >= 1/3", TAYLOR, ["exp(-1)"], C - sp.Rational(1, 3), k=3)
        self.fact("e^0 e^0 = 1 (<=)", EXP_MUL, ["exp(0)", "exp(0)"], 1 - A ** 2)
        self.fact("e^1 e^-1 = 1 (<=)", EXP_MUL, ["exp(1)", "exp(-1)"], 1 - B * C)
        chord = f"chord of exp on [0, 1] at {a}"
        self.fact(chord, CHORD, [f"exp({a})", "exp(0)", "exp(1)"], (1 - a) * A + a * B - X)
        return X, [(1, [chord]), (1, [at_most_1, "e^0 e^0 = 1 (<=)"]), (A, [at_most_1, "e^0 >= 1"]),
                   (3 * a, ["e^1 e^-1 = 1 (<=)"]), (3 * a * B, ["e^-1 >= 1/3"])]

    def sum(self, name: str, goal_name: str, index, count, monomials: dict) -> "Proof":
        """The lemma `name`: the goal `goal_name` (g(x, theta) >= 0, x the `index` variables) summed over any family
        x^(1..count) meeting its hypotheses, sum_m c_m S_m >= 0 with S_m = sum_i (x^(i))^m the variable
        `monomials[x^m]` and S_0 the count (the replayer computes it: workbench.kernel.polyproof's rule). Later goals
        cite it as a fact; they then hold at the sums of such a family."""
        index = list(index)
        declared = [[list(sp.Poly(m, *index).monoms()[0]), str(s)] for m, s in monomials.items()]
        self.sums.append({"name": name, "goal": goal_name, "index": [str(v) for v in index], "count": str(count),
                          "monomials": declared})
        return self

    def induction(self, name: str, index, start: int, sequences: dict, invariants) -> "Proof":
        """For every integer index >= start, the sequences {X: (init, next)} (X_start = init, X_{index+1} = next, in the
        other variables) meet each invariant (lemma, hypothesis, base goal, step goal): the hypothesis h >= 0 holds at
        every index, from the base goal (h at the start) and the step goal (h at index + 1, from the invariants at
        index); a base or step goal None when h there is >= 0 on the domain by itself. Each sequence's domain bound
        must be one of the invariants. Later goals cite the lemma as a fact (with the hypotheses the base and step
        goals used): they hold at the sequences' values (workbench.kernel.polyproof's rule)."""
        self.inductions.append({"name": name, "index": str(index), "start": str(int(start)),
                                "sequences": [{"var": str(x), "init": self._terms(i), "next": self._terms(f)}
                                              for x, (i, f) in sequences.items()],
                                "invariants": [{"lemma": lemma, "hypothesis": h, "base": base, "step": step}
                                               for lemma, h, base, step in invariants]})
        return self

    @staticmethod
    def _multiplier(m):
        """m itself when its denominator is a number (1/2 stays 1/2), else its numerator: a multiplier with a
        polynomial denominator is not a polynomial, and the replay will say no."""
        numerator, denominator = sp.fraction(cancel(m))
        return cancel(m) if denominator.is_number else numerator

    def denominator_sign(self, denominator, positive: str | None = None) -> int:
        """The sign s that Proof.goal writes: -1 when -denominator is nonneg on the domain, or when `positive`
        names a strict hypothesis h with -denominator - h nonneg (SymPy may write 1 - q as q - 1); else 1."""
        if self._nonneg(-denominator):
            return -1
        if positive is not None:
            h = next(self._from_terms(x["poly"]) for x in self.hypotheses if x["name"] == positive)
            return -1 if self._nonneg(-denominator - h) else 1
        return 1

    def split(self, name: str, expression, hypothesis: str, solve_for: sp.Symbol, **goal_options) -> "Proof":
        """A goal under one linear hypothesis h >= 0: write the cleared numerator as sum_k c_k h^k
        (substitute solve_for from h = t and expand in t); the c_k are the multipliers. `expression` may be a pair
        (lhs, rhs) for lhs - rhs; `hypotheses` in goal_options are added to h (a `positive` one, say)."""
        h = next(self._from_terms(x["poly"]) for x in self.hypotheses if x["name"] == hypothesis)
        t = sp.Dummy("t")
        expression = expression[0] - expression[1] if isinstance(expression, tuple) else expression     # (lhs, rhs)
        numerator, denominator = sp.fraction(_cancelled(expression))
        sign = -1 if self._nonneg(-denominator) else 1
        in_t = sp.Poly(sp.expand(sign * numerator.subs(solve_for, sp.solve(h - t, solve_for)[0])), t)
        terms = [(coefficient, [hypothesis] * k) for (k,), coefficient in in_t.terms()]
        hypotheses = list(dict.fromkeys([hypothesis, *goal_options.pop("hypotheses", ())]))   # e.g. a `positive` one
        return self.goal(name, expression, hypotheses=hypotheses, terms=terms, **goal_options)

    def divided(self, name: str, expression, hypotheses, variable: sp.Symbol, **goal_options) -> "Proof":
        """A goal whose cleared numerator is q h + r for one of `hypotheses` h (division in `variable`, h of
        degree 1 in it) with q and r nonneg on the domain: q is the multiplier, r the residual. The first
        hypothesis that works is used; when none does the goal goes out without terms (and fails on replay
        unless it needs none)."""
        numerator, denominator = sp.fraction(_cancelled(expression))
        sign = -1 if self._nonneg(-denominator) else 1
        terms = []
        for hypothesis in hypotheses:
            h = next(self._from_terms(x["poly"]) for x in self.hypotheses if x["name"] == hypothesis)
            quotient, remainder = sp.div(sp.expand(sign * numerator), sp.expand(h), variable)
            if all(self._nonneg(p) for p in (quotient, remainder)):
                terms = [(quotient, [hypothesis])]
                break
        return self.goal(name, expression, hypotheses=list(hypotheses), terms=terms, **goal_options)

    def pinned(self, name: str, lhs, rhs, pins: dict, template=None, positive: str | None = None) -> "Proof":
        """lhs = rhs where every variable v of `pins` equals pins[v] (a polynomial in the variables that are not
        pinned), with v kept a variable: two goals, lhs - rhs >= 0 and lhs - rhs <= 0, under the facts v - pins[v] >= 0
        and pins[v] - v >= 0. A fact the domain already gives (m - 1 >= 0 on m >= 1) is a nonneg step, checked by the
        replayer and no assumption; any other is a hypothesis (reused when one with that polynomial exists, else
        named 'v >= value' / 'v <= value'), which the claim's statement must assume in that relation's case.
        Derivation: the goal's signed numerator n is written n = sum_v (v - pins[v]) A_v + n(pins) (division by
        v - pins[v] in v, one pin after another); each A_v is split as P_v - M_v, P_v and M_v the parts with positive
        and negative coefficients of A_v(lower + t) shifted back, so nonneg on the box: n >= 0 is P_v times
        'v >= value' plus M_v times 'v <= value', n <= 0 the other way round; n(pins), the value at the pinned point,
        is left as the residual, so a wrong pin or a wrong side leaves a residual of the wrong sign and the replay
        refuses one of the two goals. `template()` rebuilds (lhs, rhs) from the registry; `positive` as in goal()."""
        pins = {v: sp.sympify(a) for v, a in pins.items()}
        if not pins or any(v not in self.variables or a.free_symbols & set(pins) for v, a in pins.items()):
            raise ValueError(f"{name}: pin variables of the proof to values in the variables that are not pinned")
        numerator, denominator = sp.fraction(_cancelled(lhs - rhs))
        if numerator == 0:
            raise ValueError(f"{name}: lhs - rhs is identically 0, an equality without pins (use equal)")
        remainder = sp.expand(self.denominator_sign(denominator, positive) * numerator)
        above, below, hypotheses = [], [], []          # (multiplier, fact) for n >= 0 and for -n >= 0
        for v, a in pins.items():
            quotient, remainder = sp.div(remainder, sp.expand(v - a), v)
            up, down = self._pin_fact(f"{v} >= {a}", v - a, hypotheses), self._pin_fact(f"{v} <= {a}", a - v, hypotheses)
            plus, minus = self._split(quotient)
            above += [(plus, [up]), (minus, [down])]
            below += [(plus, [down]), (minus, [up])]
        for relation, terms in ((">=", above), ("<=", below)):
            terms = [(m, f) for m, f in terms if m != 0]
            used = [h for h in hypotheses if any(h in f for _, f in terms)] + ([positive] if positive else [])
            self.goal(f"{name} ({relation})", lhs - rhs, relation, hypotheses=used, terms=terms, positive=positive,
                      template=template)
        return self

    def _pin_fact(self, name: str, polynomial, hypotheses: list) -> str:
        """The fact polynomial >= 0 of a pin: a nonneg step when the domain gives it, else a hypothesis (appended to
        `hypotheses`)."""
        wanted = self._poly(polynomial)
        if polyproof.nonneg_on(wanted, self._lower()):
            if not any(s["name"] == name for s in self.steps):
                self.nonneg(name, polynomial)
            return name
        existing = [h["name"] for h in self.hypotheses if polyproof.poly(h["poly"], len(self.variables)) == wanted
                    and "schema" not in h]
        if not existing:
            self.hypothesis(name, polynomial)
        hypotheses.append(existing[0] if existing else name)
        return hypotheses[-1]

    def _split(self, polynomial) -> tuple:
        """(P, M), polynomials nonneg on the box with polynomial = P - M: the terms of polynomial(lower + t) with
        positive and with negative coefficients, shifted back to the variables."""
        lower = dict(zip(self.variables, self._lower()))
        t = {v: sp.Dummy(str(v)) for v in self.variables}
        shifted = sp.Poly(sp.expand(sp.sympify(polynomial).subs({v: t[v] + sp.Rational(str(lower[v]))
                                                                   for v in self.variables}, simultaneous=True)),
                          *t.values())
        parts = [sp.Integer(0), sp.Integer(0)]
        for monomial, coefficient in shifted.terms():
            term = sp.Mul(*((v - sp.Rational(str(lower[v]))) ** e for v, e in zip(self.variables, monomial)))
            parts[int(bool(coefficient < 0))] += abs(coefficient) * term
        return sp.expand(parts[0]), sp.expand(parts[1])

    def _from_terms(self, terms) -> sp.Expr:
        return sum(sp.Rational(c) * sp.Mul(*(v ** e for v, e in zip(self.variables, exps))) for exps, c in terms)

    def artefact(self) -> dict:
        """The JSON proof file (format workbench-polynomial-proof/4) that workbench.kernel.polyproof replays."""
        return {"format": FORMAT, "claim": self.claim, "variables": [str(v) for v in self.variables],
                "domain": {str(v): str(lo) for v, lo in self.domain.items()}, "statement": self.statement,
                "argument": self.argument, "hypotheses": self.hypotheses, "goals": self.goals, "steps": self.steps} | (
                    {"definitions": [d | {"arg": self._terms(d["arg"])} for d in self.definitions]}
                    if self.definitions else {}) | ({"sums": self.sums} if self.sums else {}) | (
                    {"inductions": self.inductions} if self.inductions else {})

    def registry_mismatch(self, artefact: dict) -> str | None:
        """A goal built from closed forms must equal the one rebuilt from the registry now."""
        for index, template in self._templates:
            goal, built = artefact["goals"][index], template()
            if goal["relation"] == "=" and not isinstance(built, tuple):
                built = sides(built)             # a tight inequality's template, stated as an equality
            elif goal["relation"] != "=" and isinstance(built, tuple):
                built = built[0] - built[1]      # an equality's sides, where the goal is an inequality
            if goal["relation"] == "=":
                stated = [goal["lhs"], goal["rhs"]] == [tree_of(side) for side in built]
            else:
                rebuilt = sp.fraction(_cancelled(built))
                as_read = (self._from_terms(goal["numerator"]), self._from_terms(goal["denominator"]))
                stated = sp.expand(rebuilt[0] * as_read[1] - rebuilt[1] * as_read[0]) == 0
            if not stated:
                return f"goal {goal['name']} differs from the claim's registered closed form"
        return None

    def route(self, out_dir, name: str) -> tuple[RouteResult, str]:
        """Write build/proofs/<name>.json, replay it from the file with the trusted checker."""
        path = Path(out_dir) / "proofs" / f"{name}.json"
        from .atomic import write_json
        write_json(path, self.artefact())
        as_read = polyproof.load(path)
        problem = polyproof.check(as_read) or self.registry_mismatch(as_read)
        if problem and "denominator's sign is not shown" in problem:       # say which denominator the goal ended with
            goal = next((g for g in self.goals if problem.startswith(f"goal {g['name']}:")), None)
            if goal is not None:
                problem += f" (denominator {self._from_terms(goal['denominator'])}, sign {goal['denominator_sign']})"
        relative = path.relative_to(out_dir).as_posix()
        opinion = second_opinion(self.artefact())
        if opinion is None:
            z3_note = "z3 not installed, no second opinion"
        else:
            z3_note = (f"z3 (nlsat) second opinion: {opinion['agrees']} of {len(self.goals) + len(self.steps)} goals and steps "
                       f"have no real "
                       f"counterexample" + (f", undecided: {opinion['unknown']}" if opinion["unknown"] else ""))
            if opinion["counterexamples"]:
                z3_note += f", counterexamples: {opinion['counterexamples']}"
                if problem is None:   # replay and z3 disagree: one of them is wrong, so the proof is not trusted
                    problem = f"z3 finds counterexamples to steps the replay accepted: {opinion['counterexamples']}"
        detail = (f"{self.statement} -- {len(self.goals)} goals ({len(self._templates)} from registered closed "
                  f"forms) and {len(self.steps)} steps replayed from {relative} "
                  f"(python -m workbench.kernel.polyproof): "
                  f"{problem or 'valid'}; {z3_note}")
        return RouteResult.of(problem is None, detail, strength="proved", artefacts=[relative]), relative


def built_route(build, out_dir, name: str) -> tuple[RouteResult, list[str]]:
    """The proof route of `build()` (a Proof), written as <name>.json and replayed; a formula that cannot be stated
    as the goals (SymPy refuses it, a closed form is missing) is a failed route, not an error."""
    try:
        result, path = build().route(out_dir, name)
    except (ValueError, TypeError, LookupError, ZeroDivisionError, sp.PolynomialError) as error:
        return RouteResult("fail", f"no proof artefact: {error}", "proved"), []
    return result, [path]
