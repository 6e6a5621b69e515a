"""A claim's formal statement, declared once with the claim, and the engine's test that a replayed proof artefact
proves exactly it: `complete` is computed here, never passed in (issue 22, docs/evidence-strength.md).

A Statement says: for every point of the domain (a lower bound per variable) where the assumptions hold, each
relation holds. A relation is (lhs, REL, rhs) with REL in >=, >, <=, <, =; a side is a SymPy expression in the
statement's variables or the name (a prefix) of a closed form the claim registered, so the relation is the one
between the printed formulas. exp(u) and log(u) of a polynomial u are read through the artefact's definitions.

`unmet(statement, claim_id, artefacts)` is None when, for every relation, some goal of the artefacts states it:
the same rational function (cross-multiplied with the kernel's own exact arithmetic), a relation at least as
strong, on a domain at least as wide, using no hypothesis but the statement's assumptions (a positive multiple of
one, strict only where the assumption is) and the replayer-checked instances of textbook facts. The artefacts
have already been replayed (workbench.earned); this only decides whether what they prove is the claim.

An indexed family (issue 22, the replayer's indexed sums): a Statement may say "for every count M and every family
x^(1..M) of per-index variables (`indexed`) meeting `each`", with statement variables (`sums`) that stand for
sum_i f(x^(i)). Each is read in an artefact as sum_m f_m S_m over its sum lemmas' S variables (S_0 the count; a log
or exp of an indexed variable through the artefact's definitions, whose variables must then be per-index too); the
goals that state the relations may use sum lemmas as facts, and every sum lemma they use must sum a goal whose
hypotheses are `each` (or the global assumptions, or a case's own), so that the statement's family is one the lemma
is about.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable

from .kernel import polyproof
from .kernel.parse import number
from .lazy import lazy

sp = lazy("sympy")

RELATIONS = (">=", ">", "<=", "<", "=")
FLIPPED = {"<=": ">=", "<": ">", ">=": "<=", ">": "<"}


@dataclass(frozen=True)
class Statement:
    """`variables`: space-separated names; `asserts(*symbols)` returns a list of relations (lhs, REL, rhs), or
    (lhs, REL, rhs, when) for a relation that holds in one case of the claim (`when`: that case's own assumptions,
    a list of (lhs, REL, rhs)); `assume(*symbols)` the assumptions of every relation; `domain`: lower bounds by
    name (0 when not given). A relation whose two sides SymPy has already made one expression states nothing and
    is refused: write the sides so that the replayer, not SymPy, shows them equal.
    An indexed family: `indexed` names the per-index variables (their lower bounds in `domain` too), `count` the
    variable that is the family's size, `sums` {variable: f(*indexed)} the variables that are sum_i f(x^(i)),
    `each(*variables, *indexed)` the per-index assumptions; `asserts` and `assume` then get the indexed symbols after
    the variables, and a case's assumption that mentions them is per-index (it holds at every index in that case).
    Sequences (the replayer's inductions): `index` names an integer variable, `start` its first value, `sequences`
    {X: (init(*symbols), next(*symbols))} the variables that are X_start = init, X_{index+1} = next; the relations
    are asserted for every integer index >= start at X = X_index."""
    variables: str
    asserts: Callable
    assume: Callable = lambda *symbols: ()
    domain: dict = field(default_factory=dict)
    indexed: str = ""
    count: str | None = None
    sums: dict = field(default_factory=dict)
    each: Callable = lambda *symbols: ()
    index: str | None = None
    start: int = 0
    sequences: dict = field(default_factory=dict)

    def __post_init__(self):
        names, index = self.variables.split(), self.indexed.split()
        unknown = set(self.domain) - set(names) - set(index)
        if unknown:
            raise ValueError(f"the domain bounds names that are not variables: {sorted(unknown)}")
        if (self.sums or self.count) and not (index and self.count in names and set(self.sums) <= set(names)
                                              and not set(index) & set(names) and self.count not in self.sums):
            raise ValueError("an indexed family needs `indexed` names apart from the variables, and its count and sums "
                             "among the variables")
        if (self.sequences or self.index) and not (self.index in names and self.sequences and self.index not in
                                                    self.sequences and set(self.sequences) <= set(names)):
            raise ValueError("sequences need an index and sequence variables among the variables (the index not one)")

    def symbols(self) -> list:
        return [sp.Symbol(name) for name in self.variables.split() + self.indexed.split()]

    def per_index(self, claim_id: str) -> list[tuple]:
        """The per-index assumptions `each`, read like `assume`'s."""
        return self._assumed(claim_id, self.each(*self.symbols()))

    def summed(self) -> dict:
        """{sum variable symbol: f(*indexed symbols)}."""
        index = [sp.Symbol(name) for name in self.indexed.split()]
        return {sp.Symbol(name): sp.sympify(f(*index)) for name, f in self.sums.items()}

    def lower(self, name: str) -> Fraction:
        return Fraction(self.start) if name == self.index else Fraction(str(self.domain.get(name, 0)))

    def recurrences(self) -> dict:
        """{X: (init, next)} as SymPy expressions in the symbols."""
        symbols = self.symbols()
        return {x: (sp.sympify(i(*symbols)), sp.sympify(f(*symbols))) for x, (i, f) in self.sequences.items()}

    def _relations(self, claim_id: str, built, cases: bool = False) -> list[tuple]:
        from .proof import registered
        symbols, out = self.symbols(), []
        for entry in built:
            lhs, relation, rhs, *when = entry
            if relation not in RELATIONS or len(when) > (1 if cases else 0):
                raise ValueError(f"{claim_id}: {entry!r} is not (lhs, REL, rhs{', when' if cases else ''}) with REL "
                                 f"one of {RELATIONS}")
            side = [registered(claim_id, s, symbols) if isinstance(s, str) else sp.sympify(s) for s in (lhs, rhs)]
            if side[0] == side[1] or (relation != "=" and sp.expand(side[0] - side[1]) == 0):
                raise ValueError(f"{claim_id}: {lhs} {relation} {rhs} states nothing as written (both sides are one "
                                 f"expression: {side[0]})")
            out.append((side[0], relation, side[1]) + ((self._assumed(claim_id, when[0] if when else ()),) if cases else ()))
        return out

    def _assumed(self, claim_id: str, built) -> list[tuple]:
        relations = self._relations(claim_id, built)
        if any(r == "=" for _, r, _ in relations):
            raise ValueError(f"{claim_id}: an assumption is an inequality (state an equality as two)")
        return relations

    def relations(self, claim_id: str) -> list[tuple]:
        """(lhs, REL, rhs, the case's own assumptions) for every relation asserted."""
        return self._relations(claim_id, self.asserts(*self.symbols()), cases=True)

    def assumptions(self, claim_id: str) -> list[tuple]:
        return self._assumed(claim_id, self.assume(*self.symbols()))

    def describe(self, claim_id: str) -> str:
        """The statement in one line, e.g. 'for alpha >= 0 with alpha <= 1: exp(alpha) >= 1; ...'."""
        bounds = ", ".join(f"{'integer ' if v == self.index else ''}{v} >= {self.lower(v)}" for v in self.variables.split()
                           if v not in self.sums and v not in self.sequences)
        bounds += "".join(f", {x}_{self.start} = {i}, {x}_({self.index}+1) = {f} at {x} = {x}_{self.index}"
                          for x, (i, f) in self.recurrences().items())
        per_index = set(self.symbols()[len(self.variables.split()):])
        if self.indexed:
            index = ", ".join(self.indexed.split())
            bounds += (f", every family ({index})_i, i = 1..{self.count}, with " + ", ".join(
                [f"{v} >= {self.lower(v)}" for v in self.indexed.split()] + [f"{a} {r} {b}" for a, r, b in
                                                                          self.per_index(claim_id)]) + " at every i, "
                       + ", ".join(f"{v} = sum_i {f}" for v, f in self.summed().items()))
        assumed = "; ".join(f"{a} {r} {b}" for a, r, b in self.assumptions(claim_id))
        asserted = "; ".join(f"{a} {r} {b}" + (" when " + ", ".join(f"{x} {q} {y}" + (
            " at every i" if (x - y).free_symbols & per_index else "") for x, q, y in case) if case else "")
                             for a, r, b, case in self.relations(claim_id))
        return f"for {bounds}" + (f" with {assumed}" if assumed else "") + f": {asserted}"


@dataclass(frozen=True)
class Prose:
    """A claim whose statement no relation between fixed variables can state, with the written reason (e.g. a minimum
    over every M entries, or "for every k", that the replayer's language does not carry; a sum of one per-index term
    is an indexed family, see Statement): its proof, however many of
    its goals replay, is not complete, so the claim is not proved for every parameter (issue 22, point 6)."""
    reason: str

    def __post_init__(self):
        if len(self.reason.split()) < 5:
            raise ValueError("say why no replayable artefact reaches the claim, in words")


class _Ring:
    """One artefact's polynomial ring: its variables, box, definitions and hypotheses, read as the replayer reads them."""

    def __init__(self, artefact: dict):
        self.artefact, self.names = artefact, list(artefact["variables"])
        self.n, self.symbols = len(self.names), [sp.Symbol(v) for v in artefact["variables"]]
        self.lower = {v: number(artefact["domain"][v], "domain") for v in self.names}
        self.definitions = [(d["fn"], polyproof.poly(d["arg"], self.n), d["vars"]) for d in artefact.get("definitions", [])]
        self.defined = {v for _, _, vs in self.definitions for v in vs}
        self.hypotheses = {h["name"]: h for h in artefact["hypotheses"]}
        self.cache = {}       # read() and each assumption, once per expression: unmet asks for them per goal

    def poly(self, expression) -> dict:
        """expression, a polynomial in the artefact's variables, expanded by the kernel's arithmetic."""
        numerator, denominator = self.expand(expression)
        if set(denominator) != {(0,) * self.n}:
            raise LookupError(f"{expression} is no polynomial in the artefact's variables")
        return polyproof.times(numerator, {(0,) * self.n: 1 / denominator[(0,) * self.n]})

    def expand(self, expression) -> tuple[dict, dict]:
        """(numerator, denominator) of expression as SymPy holds it, expanded by the replayer's own tree arithmetic
        (never by SymPy's expand or cancel); LookupError when it is no rational function of the variables."""
        try:
            return polyproof.tree(tree_of(expression), self.names, [])
        except ValueError as error:
            raise LookupError(f"{expression} is no rational function of the artefact's variables ({error})")

    def read(self, expression) -> tuple[dict, dict]:
        """expression as (numerator, denominator) kernel polynomials, exp(u) and log(u) replaced by the defined
        variables whose definition has the same argument u; LookupError when it is not such a rational function."""
        expression = sp.sympify(expression)
        if ("read", expression) not in self.cache:
            self.cache["read", expression] = self._read(expression)
        return self.cache["read", expression]

    def _read(self, expression) -> tuple[dict, dict]:
        return self.expand(self.defined_as_variables(expression))

    def written(self, expression) -> list:
        """expression as the tree an equality goal must carry to state it (exp and log read as defined variables)."""
        return tree_of(self.defined_as_variables(sp.sympify(expression)))

    def defined_as_variables(self, expression):
        """expression with each exp(u) and log(u) replaced by the variables the artefact defines as it."""
        for atom in sorted(expression.atoms(sp.exp, sp.log), key=sp.default_sort_key):
            fn = "exp" if isinstance(atom, sp.exp) else "log"
            argument = self.poly(atom.args[0])
            by = [vs for f, arg, vs in self.definitions if f == fn and arg == argument]
            if not by:
                raise LookupError(f"the artefact defines no variable as {atom}")
            value = sp.Symbol(by[0][0]) if fn == "exp" else sp.Symbol(by[0][0]) - sp.Symbol(by[0][1])
            expression = expression.xreplace({atom: value})
        return expression

    def lower_of(self, statement: Statement) -> list:
        return [min(self.lower[v], statement.lower(v)) if v in statement.domain else self.lower[v] for v in self.names]


def tree_of(expression) -> list:
    """The expression tree (the replayer's format for an equality's side) of expression as SymPy holds it: nothing
    expanded, cancelled or simplified here; a power beyond 64 nested (x^100 as (x^50)^2)."""
    e = sp.sympify(expression)
    if e.is_Rational:
        return ["n", str(e)]
    if e.is_Symbol:
        return ["v", e.name]
    if e.is_Add or e.is_Mul:
        return ["+" if e.is_Add else "*", *(tree_of(a) for a in e.args)]
    if e.is_Pow and e.exp.is_Integer and e.exp != 0:
        k = int(e.exp)
        outer = next(d for d in range(1, abs(k) + 1) if abs(k) % d == 0 and abs(k) // d <= 64)
        inner = ["^", tree_of(e.base), k // outer]
        return inner if outer == 1 else ["^", inner, outer]
    raise LookupError(f"{e} is not a rational expression (numbers, variables, +, *, integer powers)")


def _same(a: tuple, b: tuple) -> bool:
    """a[0]/a[1] == b[0]/b[1] as rational functions (cross-multiplied, kernel arithmetic). The two cross products
    are first compared at one integer point modulo the prime 2^61 - 1: polynomials whose values differ there differ
    (the answer is False without multiplying them out, as for most goals unmet() tries); when the values agree, or a
    coefficient's denominator is a multiple of the prime, they are multiplied out as before."""
    if not (a[1] and b[1]):
        return False
    values = [_at(p) for p in (a[0], b[1], b[0], a[1])]
    if None not in values and (values[0] * values[1] - values[2] * values[3]) % _PRIME:
        return False
    return not polyproof.minus(polyproof.times(a[0], b[1]), polyproof.times(b[0], a[1]))


_PRIME = 2 ** 61 - 1


def _at(p: dict) -> int | None:
    """p (kernel form: {exponents: rational coefficient}) at the point (3, 5, 7, ...) (x_i = 2 i + 3) modulo _PRIME;
    None when a denominator is a multiple of _PRIME (no value there)."""
    total = 0
    for exponents, coefficient in p.items():
        coefficient = Fraction(coefficient)
        if coefficient.denominator % _PRIME == 0:
            return None
        term = coefficient.numerator * pow(coefficient.denominator, -1, _PRIME)
        for i, e in enumerate(exponents):
            if e:
                term = term * pow(2 * i + 3, e, _PRIME) % _PRIME
        total += term
    return total % _PRIME


def _positive_multiple(h: dict, a: dict, lower: list) -> bool:
    """a = q h with q > 0 on the box (kernel arithmetic): then a >= 0 (> 0) says h >= 0 (> 0) there, and back."""
    q = _exact_quotient(a, h)
    return bool(h) and q is not None and polyproof.nonneg_on(q, lower, True)


def _assumed_in(ring: _Ring, statement: Statement, assumptions: list) -> list[tuple[dict, bool]]:
    """The statement's assumptions as (numerator p, strict): p >= 0 (> 0) with the denominator's sign folded in."""
    lower = ring.lower_of(statement)
    out = []
    for lhs, relation, rhs in assumptions:
        key = ("assumed", lhs, relation, rhs, tuple(lower))
        if key not in ring.cache:
            ring.cache[key] = _assumed_one(ring, lower, lhs, relation, rhs)
        out.append(ring.cache[key])
    return out


def _assumed_one(ring: _Ring, lower: list, lhs, relation: str, rhs) -> tuple[dict, bool]:
    if relation in ("<=", "<"):
        lhs, rhs, relation = rhs, lhs, FLIPPED[relation]
    numerator, denominator = ring.read(lhs - rhs)
    quotient = _exact_quotient(numerator, denominator)
    if quotient is not None:       # a polynomial written with a fraction inside, e.g. (E - u/d) d^2
        numerator, denominator = quotient, {(0,) * ring.n: Fraction(1)}
    if polyproof.nonneg_on(denominator, lower, True):
        return numerator, relation == ">"
    if polyproof.nonneg_on(polyproof.minus({}, denominator), lower, True):
        return polyproof.minus({}, numerator), relation == ">"
    raise LookupError(f"the assumption {lhs} {relation} {rhs} has a denominator whose sign the box does not "
                      f"show: state it multiplied out")


def _exact_quotient(p: dict, d: dict) -> dict | None:
    """p / d when d divides p exactly (kernel arithmetic: leading terms in lexicographic order), else None."""
    if not d:
        return None
    quotient, rest, lead = {}, dict(p), max(d)
    while rest:
        top = max(rest)
        exponents = tuple(a - b for a, b in zip(top, lead))
        if min(exponents) < 0:
            return None
        term = {exponents: rest[top] / d[lead]}
        quotient[exponents] = term[exponents]
        rest = polyproof.minus(rest, polyproof.times(term, d))
    return quotient


def _hypotheses_problem(ring: _Ring, goal: dict, assumed: list) -> str | None:
    box = [ring.lower[v] for v in ring.names]
    for name in goal["hypotheses"]:
        h = ring.hypotheses[name]
        if "schema" in h:
            continue                          # an instance of a textbook fact, checked by the replayer
        p = polyproof.poly(h["poly"], ring.n)
        if not any(_positive_multiple(p, a, box) and (strict or h.get("strict") is not True) for a, strict in assumed):
            return f"goal {goal['name']!r} uses hypothesis {name!r}, which is none of the statement's assumptions"
    return None


def _states(ring: _Ring, goal: dict, lhs, relation: str, rhs) -> bool:
    """Whether the goal says lhs REL rhs (or something stronger of the same two sides)."""
    if relation in ("<=", "<"):
        lhs, rhs, relation = rhs, lhs, FLIPPED[relation]
    if goal["relation"] == "=":          # the claim's two sides as written: the replayer did the algebra
        want = [ring.written(lhs), ring.written(rhs)]
        return relation != ">" and [goal["lhs"], goal["rhs"]] in (want, want[::-1])
    if relation == "=":
        return False
    difference = ring.read(lhs - rhs)
    key = ("stated", id(goal))       # the goal's polynomials, read once per artefact (the goal dict lives as long)
    if key not in ring.cache:
        ring.cache[key] = (goal, polyproof.poly(goal["numerator"], ring.n), polyproof.poly(goal["denominator"], ring.n))
    stated = ring.cache[key][1:]
    if goal["relation"] in ("<=", "<"):
        stated = (polyproof.minus({}, stated[0]), stated[1])
    strong_enough = goal["relation"] in (">", "<") or relation == ">="
    return strong_enough and _same(stated, difference)


def shown(statement, claim_id: str) -> str | None:
    """The formal statement as the report prints it: its relations, or 'prose: <reason>' (None when not declared)."""
    if statement is None:
        return None
    if isinstance(statement, Prose):
        return f"prose: {statement.reason}"
    try:
        return statement.describe(claim_id)
    except (LookupError, ValueError, TypeError) as error:
        return f"unreadable: {error}"


def states_claim(claim_id: str, artefacts: list[dict]) -> str | None:
    """unmet() with the registered claim's own formal statement."""
    from .claims import REGISTRY
    return unmet(REGISTRY[claim_id].formal, claim_id, artefacts)


def unmet(statement, claim_id: str, artefacts: list[dict]) -> str | None:
    """None when the (replayed) artefacts' goals state every relation of `statement`, else the first reason not."""
    if statement is None:
        return "the claim declares no formal statement, so no proof is compared with it"
    if isinstance(statement, Prose):
        return f"its statement rests on prose the replayer does not carry: {statement.reason}"
    try:
        relations, assumptions = statement.relations(claim_id), statement.assumptions(claim_id)
        each, summed = statement.per_index(claim_id), statement.summed()
    except (LookupError, ValueError, TypeError) as error:      # a closed form not registered, a bad relation
        return f"the formal statement cannot be read: {error}"
    if not relations:
        return "the formal statement asserts nothing"
    rings, problems = [], []
    for artefact in artefacts:
        ring = _Ring(artefact)
        plain = [v for v in statement.variables.split() if sp.Symbol(v) not in summed]
        clash = [v for v in plain if v not in ring.names or v in ring.defined]
        narrower = [v for v in plain + statement.indexed.split()
                    if v in ring.lower and ring.lower[v] > statement.lower(v) and v not in statement.sequences]
        mapping, family = _family(ring, statement, summed, plain)
        induced = None if clash else _induction(ring, statement)
        if clash or narrower or family or induced is None:
            problems.append(f"{artefact.get('claim')}'s artefact: " + (family or (
                f"variables {clash} missing or defined, lower bounds of {narrower} above the statement's"
                if clash or narrower else "none of its inductions defines the statement's sequences")))
            continue
        rings.append((ring, mapping, induced))
    index = set(statement.symbols()[len(statement.variables.split()):])
    for lhs, relation, rhs, case in relations:
        if (lhs - rhs).free_symbols & index:
            return f"{lhs} {relation} {rhs} mentions a per-index variable outside a sum"
        cased = []
        per_index = [c for c in case if (c[0] - c[2]).free_symbols & index]
        case = [c for c in case if c not in per_index]
        for ring, mapping, induced in rings:
            def mapped(rels):
                return [(a.xreplace(mapping), r, b.xreplace(mapping)) for a, r, b in rels]
            try:
                cased.append((ring, mapping, _assumed_in(ring, statement, mapped(assumptions + case)),
                              _assumed_in(ring, statement, mapped(assumptions + case + each + per_index))
                              if statement.indexed else None, induced))
            except LookupError as error:
                problems.append(f"an assumption is no rational function of the artefact's variables: {error}")
        found, why = _find(cased, lhs, relation, rhs)
        if not found and relation == "=":      # an equality shown as two inequalities
            pair = [_find(cased, lhs, r, rhs) for r in (">=", "<=")]
            found, why = all(f for f, _ in pair), next((w for f, w in pair if not f), why)
        if not found:
            return f"no goal states {lhs} {relation} {rhs}" + (" in its case" if case or per_index else "") + (
                f" ({why})" if why else "") + (
                f"; {problems[0]}" if problems else "")
    return None


def _family(ring: _Ring, statement: Statement, summed: dict, plain: list) -> tuple[dict, str | None]:
    """({sum variable: sum_m f_m S_m in the artefact's S variables}, None), or (None, why not): the artefact's sum
    lemmas must all declare one family: the statement's indexed variables (then, per index, the variables the artefact
    defines as exp/log of them, e.g. log p_i), its count and one set of S variables."""
    declared = {(tuple(s["index"]), s["count"], frozenset((tuple(m), v) for m, v in s["monomials"]))
                for s in ring.artefact.get("sums", [])}
    if not statement.indexed:
        return {}, None
    if len(declared) != 1:
        return None, "its sum lemmas do not declare one family (none, or several)"
    (index, count, monomials), = declared
    k, at = len(statement.indexed.split()), [ring.names.index(v) for v in index]
    per_index = {v for _, arg, vs in ring.definitions for v in vs if any(key[i] for key in arg for i in at)}
    if list(index[:k]) != statement.indexed.split() or count != statement.count or set(index[k:]) != per_index:
        return None, (f"its sums are over {list(index)} counted by {count}, not the statement's family (then the "
                      f"variables defined from it, {sorted(per_index)})")
    where = {m: v for m, v in monomials} | {(0,) * len(index): count}
    if set(where.values()) & set(plain) - {count}:
        return None, "an S variable of its sums is a variable of the statement"
    mapping = {}
    for variable, f in summed.items():
        try:
            numerator, denominator = ring.read(f)
        except LookupError as error:
            return None, f"{variable} = sum_i {f}: {error}"
        if list(denominator) != [(0,) * ring.n]:
            return None, f"{variable} = sum_i {f} is no polynomial in the family's variables"
        total = 0
        for key, c in numerator.items():
            m = tuple(key[i] for i in at)
            if m not in where:
                return None, f"{variable} = sum_i {f} needs a monomial its sums declare no S for"
            rest = sp.Mul(*(x ** e for i, (x, e) in enumerate(zip(ring.symbols, key)) if i not in at))
            total += sp.Rational(c.numerator, c.denominator) / denominator[(0,) * ring.n] * rest * sp.Symbol(where[m])
        mapping[variable] = total
    return mapping, None


def _induction(ring: _Ring, statement: Statement) -> set | None:
    """The lemmas of the artefact's inductions that define the statement's sequences (its index, start and
    recurrences, compared with the kernel's arithmetic): set() for a statement without sequences; None when the
    statement has sequences and no induction of the artefact defines them (nothing shows X_index in the box)."""
    if not statement.sequences:
        return set()
    try:
        want = {x: tuple(ring.poly(e) for e in pair) for x, pair in statement.recurrences().items()}
    except LookupError:
        return None
    for entry in ring.artefact.get("inductions", []):
        stated = {x["var"]: (polyproof.poly(x["init"], ring.n), polyproof.poly(x["next"], ring.n))
                  for x in entry["sequences"]}
        if entry["index"] == statement.index and number(entry["start"], "start") == statement.start and stated == want:
            return {i["lemma"] for i in entry["invariants"]}
    return None


def _find(rings, lhs, relation, rhs) -> tuple[bool, str | None]:
    """Some goal states lhs REL rhs under the assumptions, every sum lemma it uses sums a goal under per-index
    assumptions of the statement's family (per_index None: the statement has no family, so no sum lemma may be used),
    and every induction lemma it uses is one of an induction that defines the statement's sequences."""
    why = None
    for ring, mapping, assumed, per_index, induced in rings:
        lemmas = {i["lemma"] for entry in ring.artefact.get("inductions", []) for i in entry["invariants"]}
        sums = {s["name"]: s for s in ring.artefact.get("sums", [])}
        goals = {g["name"]: g for g in ring.artefact["goals"]}
        for goal in ring.artefact["goals"]:
            try:
                if not _states(ring, goal, lhs.xreplace(mapping), relation, rhs.xreplace(mapping)):
                    continue
            except LookupError as error:
                why = str(error)
                continue
            why = _hypotheses_problem(ring, goal, assumed)
            cited = {f for term in goal.get("terms", []) for f in term["facts"]}
            if why is None and cited & lemmas - induced:
                why = f"goal {goal['name']!r} uses an induction lemma of sequences the statement does not define"
            for name in (f for term in goal.get("terms", []) for f in term["facts"] if f in sums):
                if why is None and per_index is None:
                    why = f"goal {goal['name']!r} uses the sum lemma {name!r}, but the statement has no indexed family"
                elif why is None:
                    why = _hypotheses_problem(ring, goals[sums[name]["goal"]], per_index)
            if why is None:
                return True, None
    return False, why
