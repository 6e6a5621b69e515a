"""The LP route: exact certificates from a float basis, and the kernel refusing bad ones."""
from fractions import Fraction as F

import pytest

from tests.kernel.test_kernel import all_single_tamperings
from workbench import certificates, kernel
from workbench.errors import SolverFailure
from workbench.lp.exact import StandardForm, solve_sparse
from workbench.lp.families import counting_face_lp, counting_lp
from workbench.lp.pipeline import certify_lp
from workbench.lp.probes import certified_optimum
from workbench.lp.pipeline import basis_columns
from workbench.lp.solve import solve_highs
from workbench.mechanisms.named import counting_optimal_mechanism


def test_certificate_is_accepted_by_the_kernel_and_matches_the_closed_form():
    result = certified_optimum(5, F(3, 2), F(1, 10), "counting.optimum")
    assert kernel.check_certificate(result.certificate) == result.value
    assert result.value == counting_optimal_mechanism(5, F(3, 2), F(1, 10))[0][0]


def independently_valid(cert) -> bool:
    """A second, solver-side check of a certificate (weak duality, written separately)."""
    lp = cert["lp"]
    x = {v: F(s) for v, s in cert["primal"].items()}
    y = {n: F(s) for n, s in cert["dual"].items()}
    sigma = 1 if lp["sense"] == "max" else -1
    reduced = {v["name"]: -F(lp["objective"].get(v["name"], "0")) for v in lp["variables"]}
    for row in lp["constraints"]:
        lhs = sum(F(a) * x[v] for v, a in row["coefficients"].items())
        b, yi = F(row["rhs"]), y[row["name"]]
        if not {"<=": lhs <= b and sigma * yi >= 0, ">=": lhs >= b and sigma * yi <= 0,
                "==": lhs == b}[row["sense"]]:
            return False
        for v, a in row["coefficients"].items():
            reduced[v] += F(a) * yi
    for v in lp["variables"]:
        r = reduced[v["name"]]
        if (v["domain"] == "nonneg" and (x[v["name"]] < 0 or sigma * r < 0)) or (v["domain"] == "free" and r):
            return False
    value = F(cert["objective_value"])
    objective = sum(F(c) * x[v] for v, c in lp["objective"].items())
    dual_value = sum(F(r["rhs"]) * y[r["name"]] for r in lp["constraints"])
    return objective == value == dual_value


@pytest.mark.parametrize("E, delta", [(F(3, 2), F(1, 10)), (F(2), F(1, 3))])
def test_every_tampering_of_a_solver_certificate_is_rejected_unless_really_valid(E, delta):
    """Degenerate optima admit other valid primal/dual values (e.g. raising an unused
    auxiliary s); every tampering the kernel accepts must be valid by an independent check,
    and every one it refuses must be invalid by it."""
    cert = certified_optimum(3, E, delta, "counting.optimum").certificate
    assert independently_valid(cert)
    kinds = ("primal", "dual", "objective_value")
    for description, tampered in all_single_tamperings(cert, kinds):
        try:
            kernel.check_certificate(tampered)
            accepted = True
        except kernel.Invalid:
            accepted = False
        assert accepted == independently_valid(tampered), description


def test_structure_tamperings_of_a_larger_certificate_are_all_rejected():
    cert = certified_optimum(6, F(2), F(0), "counting.optimum").certificate
    kinds = ("coefficient", "rhs", "sense", "drop", "params", "objective_value", "lp-sense")
    count = 0
    for description, tampered in all_single_tamperings(cert, kinds):
        count += 1
        with pytest.raises(kernel.Invalid):
            kernel.check_certificate(tampered)
    assert count > 300


def test_a_feasible_but_not_optimal_point_is_rejected():
    M, E, delta = 4, F(3, 2), F(1, 10)
    cert = certified_optimum(M, E, delta, "counting.optimum").certificate
    uniform = dict(cert["primal"])
    for name in uniform:
        uniform[name] = "0/1"
    for i in range(1, M + 1):
        for j in range(1, M + 1):
            uniform[f"p_{i}_{j}"] = f"1/{M}"
    uniform["t"] = f"1/{M}"
    forged = dict(cert, primal=uniform, objective_value=f"1/{M}")
    with pytest.raises(kernel.Invalid):
        kernel.check_certificate(forged)


def test_refinement_repairs_a_basis_that_floats_got_wrong():
    """At M = 32, E = 2 the HiGHS basis is primal infeasible in exact arithmetic (entries
    near 2^-16 fall under its tolerance); refinement must repair it."""
    result = certified_optimum(32, F(2), F(0), "counting.optimum")
    assert not result.how.startswith("0 refinement")
    assert result.value == counting_optimal_mechanism(32, F(2), F(0))[0][0]
    assert kernel.check_certificate(result.certificate) == result.value


def test_exact_dual_simplex_alone_repairs_the_same_basis():
    lp = counting_lp(32, F(2), F(0))
    form = StandardForm(lp)
    basis = basis_columns(solve_highs(lp))
    x, y = form.solve(basis)
    primal_violations, dual_violations = form.violations(basis, x, y)
    assert primal_violations and not dual_violations          # the case the repair is for
    basis, x, y, pivots = form.dual_simplex(basis, 500)
    primal, dual = form.answer(x, y)
    assert pivots > 0 and lp.violations(primal) == []
    assert lp.objective_value(primal) == counting_optimal_mechanism(32, F(2), F(0))[0][0]


def test_dual_simplex_refuses_a_starting_basis_that_is_not_dual_feasible():
    lp = counting_lp(3, F(3, 2), F(0))
    with pytest.raises(SolverFailure, match="not dual feasible"):
        StandardForm(lp).dual_simplex([("slack", r.name) for r in lp.constraints], 100)


def test_sparse_solver_is_exact_and_detects_singular_systems():
    x = solve_sparse([{"a": 2, "b": 1}, {"a": 1, "b": 3}], [F(1), F(2)], ["a", "b"])
    assert (F(int(x["a"].p), int(x["a"].q)), F(int(x["b"].p), int(x["b"].q))) == (F(1, 5), F(3, 5))
    with pytest.raises(SolverFailure):
        solve_sparse([{"a": 1, "b": 1}, {"a": 2, "b": 2}], [F(1), F(2)], ["a", "b"])


def test_face_lp_and_cbc_second_opinion():
    t_star = certified_optimum(3, F(3, 2), F(0), "counting.optimum").value
    lp = counting_face_lp(3, F(3, 2), F(0), "p_1_3", "max", t_star)
    result = certify_lp(lp, "counting.uniqueness", "counting-face",
                        {"M": 3, "E": F(3, 2), "delta": F(0), "target": "p_1_3", "direction": "max",
                         "t_star": t_star}, second_opinion=True)
    assert abs(result.cbc_value - float(result.value)) < 1e-6
    assert kernel.check_certificate(result.certificate) == result.value


def test_vipr_export_replays_to_the_same_bound():
    """Replay the VIPR `lin` derivation in Fractions: it must give OBJ <= value exactly."""
    cert = certified_optimum(3, F(3, 2), F(1, 10), "counting.optimum").certificate
    lines = certificates.to_vipr(cert).splitlines()
    assert lines[1] == "VER 1.0"
    names = lines[3].split()
    con_header = next(i for i, l in enumerate(lines) if l.startswith("CON "))
    m = int(lines[con_header].split()[1])
    constraints = []
    for line in lines[con_header + 1: con_header + 1 + m]:
        tok = line.split()
        k = int(tok[3])
        coefs = {int(tok[4 + 2 * t]): F(tok[5 + 2 * t]) for t in range(k)}
        constraints.append((tok[1], F(tok[2]), coefs))
    der = lines[-1].split()
    lin = der[der.index("lin") + 1:der.index("}")]
    total, rhs = {}, F(0)
    for t in range(int(lin[0])):
        index, lam = int(lin[1 + 2 * t]), F(lin[2 + 2 * t])
        sense, b, coefs = constraints[index]
        assert lam * {"L": -1, "G": 1, "E": 0}[sense] <= 0  # suitable for a <= combination
        rhs += lam * b
        for v, a in coefs.items():
            total[v] = total.get(v, 0) + lam * a
    objective = {names.index(v): F(c) for v, c in cert["lp"]["objective"].items()}
    assert {v: a for v, a in total.items() if a} == objective
    assert rhs == F(cert["objective_value"]) and der[1] == "L"


def test_phase_one_then_exact_primal_simplex_solve_from_scratch():
    """From the all-slack basis (neither primal nor dual feasible): zero-cost dual simplex finds a
    feasible basis, exact primal simplex then reaches the optimum, all in rationals."""
    lp = counting_lp(4, F(3, 2), F(1, 10))
    form = StandardForm(lp)
    slacks = [("slack", r.name) for r in lp.constraints]
    basis, x, y, phase_one = form.without_costs().dual_simplex(slacks, 2000)
    assert phase_one > 0 and not form.violations(basis, x, y)[0]
    basis, x, y, pivots = form.primal_simplex(basis, 2000)
    primal, dual = form.answer(x, y)
    assert lp.violations(primal) == []
    assert lp.objective_value(primal) == counting_optimal_mechanism(4, F(3, 2), F(1, 10))[0][0]
    with pytest.raises(SolverFailure, match="not primal feasible"):
        form.primal_simplex(slacks, 10)


def test_reusable_lu_solves_with_b_and_its_transpose_exactly():
    from flint import fmpq
    from workbench.lp.exact import Factor
    columns = [{"r1": fmpq(2), "r2": fmpq(1)}, {"r1": fmpq(1), "r3": fmpq(3)}, {"r2": fmpq(5), "r3": fmpq(1)}]
    factor = Factor(columns, ["r1", "r2", "r3"])
    w = factor.ftran({"r1": fmpq(1), "r2": fmpq(2), "r3": fmpq(3)})
    for row, b in (("r1", 1), ("r2", 2), ("r3", 3)):
        assert sum((columns[k].get(row, 0) * w.get(k, 0) for k in range(3)), fmpq(0)) == b
    y = factor.btran({0: fmpq(1), 2: fmpq(-1)})
    for k, c in ((0, 1), (1, 0), (2, -1)):
        assert sum((a * y.get(row, 0) for row, a in columns[k].items()), fmpq(0)) == c
    with pytest.raises(SolverFailure, match="singular"):
        Factor([{"r1": fmpq(1), "r2": fmpq(1)}, {"r1": fmpq(2), "r2": fmpq(2)}], ["r1", "r2"])


def test_revised_simplex_solves_from_the_slack_basis_and_matches_the_closed_form():
    """Dual simplex with the wrong-signed columns parked, then primal simplex: the answer is
    re-derived from scratch and must be exactly optimal."""
    from workbench.lp.exact import RevisedSimplex
    lp = counting_lp(5, F(2), F(1, 10))
    form = StandardForm(lp)
    slacks = [("slack", r.name) for r in lp.constraints]
    x, y = form.solve(slacks)
    primal_bad, dual_bad = form.violations(slacks, x, y)
    assert primal_bad and dual_bad
    simplex = RevisedSimplex(form, slacks, excluded=frozenset(dual_bad))
    with pytest.raises(SolverFailure, match="not primal feasible"):
        simplex.primal(10, float("inf"))
    basis = simplex.dual(5000, float("inf"))
    basis = RevisedSimplex(form, basis).primal(5000, float("inf"))
    x, y = form.solve(basis)
    assert form.violations(basis, x, y) == ({}, {})
    primal, _ = form.answer(x, y)
    assert lp.objective_value(primal) == counting_optimal_mechanism(5, F(2), F(1, 10))[0][0]


def test_revised_dual_simplex_refuses_a_basis_that_is_not_dual_feasible():
    from workbench.lp.exact import RevisedSimplex
    lp = counting_lp(3, F(3, 2), F(0))
    slacks = [("slack", r.name) for r in lp.constraints]
    with pytest.raises(SolverFailure, match="not dual feasible"):
        RevisedSimplex(StandardForm(lp), slacks).dual(100, float("inf"))


def test_pipeline_refuses_when_the_exact_repair_ends_on_a_non_optimal_basis(monkeypatch):
    """A (sabotaged) simplex that stops early must not yield a certificate: the basis it returns
    is re-derived from scratch and refused."""
    from workbench.lp import pipeline
    lp = counting_lp(32, F(2), F(0))
    basis = basis_columns(solve_highs(lp))
    monkeypatch.setattr(pipeline.RevisedSimplex, "dual", lambda self, *a, **k: list(self.basis))
    monkeypatch.setattr(pipeline, "REFINEMENT_ROUNDS", 0)
    with pytest.raises(SolverFailure, match="not optimal"):
        pipeline.exact_optimum(lp, basis)


def test_budget_exhaustion_is_a_clear_solver_failure():
    from workbench.lp.pipeline import run_settings
    lp = counting_lp(32, F(2), F(0))
    with run_settings(budget=1e-9):
        with pytest.raises(SolverFailure, match="budget"):
            certify_lp(lp, "counting.optimum", "counting", {"M": 32, "E": F(2), "delta": F(0)})


def test_lp_file_for_esolver_is_exact_and_esolver_agrees_when_installed():
    from workbench.lp import qsopt
    lp = counting_lp(4, F(3, 2), F(1, 10))
    text = qsopt.lp_text(lp)
    assert "3/2" in text and "1/10" in text and " free" in text
    if not qsopt.available():
        pytest.skip("esolver (qsopt-ex) not installed")
    value, _ = qsopt.solve_esolver(lp, 60)
    assert value == certified_optimum(4, F(3, 2), F(1, 10), "counting.optimum").value


def test_certify_budget_is_validated_and_an_exhausted_budget_ends_with_a_clear_line(tmp_path, capsys):
    from workbench.cli import main
    out = str(tmp_path / "c.json")
    assert main(["certify", "counting.optimum", "M=3", "E=3/2", "delta=0", "-o", out, "--budget", "soon"]) == 2
    assert capsys.readouterr().err.startswith("error: --budget")
    assert main(["certify", "counting.optimum", "M=32", "E=2", "delta=0", "-o", out, "--budget", "0.000001s"]) == 3
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert last.startswith("inconclusive:") and "budget]" in last


def test_warm_started_face_probes_give_the_cold_optima():
    """face_ranges' shared HiGHS model (WarmHighs) and shared exact form only change where the exact rebuild
    starts: every probe's optimum equals the cold certify_lp's, and each certificate passes the kernel."""
    from workbench.lp.probes import entry_range, face_ranges
    from workbench.lp.solve import WarmHighs
    M, E, delta = 4, F(3, 2), F(1, 10)
    ranges, t_star, certs = face_ranges(M, E, delta, "counting.uniqueness")
    assert len(certs) == 1 + 2 * M * M
    for cert in certs[1:]:
        assert kernel.check_certificate(cert) == F(cert["objective_value"])
    for i, j in ((1, 1), (1, 2), (2, 4)):
        assert ranges[(i, j)] == entry_range(M, E, delta, t_star, i, j, "counting.uniqueness")[:2]
    # a warm solver built on other rows is not used (the cold strategies run), and the answer is the same
    other = WarmHighs(counting_face_lp(M, E, F(0), "t", "max", certified_optimum(M, E, F(0), "x").value))
    assert not other.same_model(counting_face_lp(M, E, delta, "p_1_2", "max", t_star))
    assert entry_range(M, E, delta, t_star, 1, 2, "counting.uniqueness", other)[:2] == ranges[(1, 2)]


def test_standard_form_with_another_objective_is_the_fresh_one():
    t_star = certified_optimum(3, F(3, 2), F(0), "counting.optimum").value
    base = StandardForm(counting_face_lp(3, F(3, 2), F(0), "t", "max", t_star))
    base.reduced_costs({n: 0 for n in base.names})          # a cached reduced-cost vector must not carry over
    for target, direction in (("p_1_3", "max"), ("p_2_2", "min")):
        lp = counting_face_lp(3, F(3, 2), F(0), target, direction, t_star)
        twin, fresh = base.with_objective(lp), StandardForm(lp)
        assert (twin.lp, twin.sign, twin.cost) == (lp, fresh.sign, fresh.cost)
        assert (twin.names, twin.order, twin.column, twin.rhs, twin.free, twin.fixed) == \
            (fresh.names, fresh.order, fresh.column, fresh.rhs, fresh.free, fresh.fixed)
        assert not hasattr(twin, "_reduced")
