"""An LP with exact rational data: the one object every builder, solver and certificate shares."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

SENSES = ("<=", ">=", "==")
DOMAINS = ("nonneg", "free")


@dataclass
class Constraint:
    name: str
    coefficients: dict[str, Fraction]
    sense: str
    rhs: Fraction

    def activity(self, point: dict[str, Fraction]) -> Fraction:
        return sum((a * point[v] for v, a in self.coefficients.items()), Fraction(0))


@dataclass
class LinearProgram:
    """max/min c.x subject to named rows a.x (<=,>=,==) b; variables nonneg or free."""

    sense: str
    variables: list[tuple[str, str]] = field(default_factory=list)
    objective: dict[str, Fraction] = field(default_factory=dict)
    constraints: list[Constraint] = field(default_factory=list)

    def add_variable(self, name: str, domain: str = "nonneg") -> str:
        """Declare a variable, `nonneg` (>= 0) or `free`; returns its name."""
        assert domain in DOMAINS
        self.variables.append((name, domain))
        return name

    def add_constraint(self, name: str, coefficients: dict, sense: str, rhs) -> Constraint:
        """Add the row `coefficients . x (sense) rhs`, sense one of <=, >=, ==; numbers become Fractions."""
        assert sense in SENSES
        row = Constraint(name, {v: Fraction(a) for v, a in coefficients.items() if a != 0}, sense, Fraction(rhs))
        self.constraints.append(row)
        return row

    def copy(self) -> "LinearProgram":
        """A copy whose objective, variables and rows can be changed without touching this one."""
        return LinearProgram(self.sense, list(self.variables), dict(self.objective),
                             [Constraint(r.name, dict(r.coefficients), r.sense, r.rhs) for r in self.constraints])

    def objective_value(self, point: dict[str, Fraction]) -> Fraction:
        return sum((c * point[v] for v, c in self.objective.items()), Fraction(0))

    def violations(self, point: dict[str, Fraction]) -> list[str]:
        """Names of rows and bounds that `point` violates, computed exactly."""
        bad = [v for v, domain in self.variables if domain == "nonneg" and point[v] < 0]
        for row in self.constraints:
            lhs = row.activity(point)
            ok = {"<=": lhs <= row.rhs, ">=": lhs >= row.rhs, "==": lhs == row.rhs}[row.sense]
            if not ok:
                bad.append(row.name)
        return bad
