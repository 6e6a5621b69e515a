"""The kernel's generic "mechanism" family: a user's LP of the usual shape (row-stochastic q, eps-LDP, (eps,
delta)-DP over an adjacency list or (eps, c)-PML, a linear or min-diagonal objective) is rebuilt from its
parameters, so every dropped row or changed number is caught; the papers' counting (T = I), ldp-tv and
pml-eta LPs are instances of it; a user LP of an unknown family is reported "valid as stated" (exit 3)."""
import copy
import json
from fractions import Fraction as F
from functools import lru_cache

import pytest

from workbench import certificates
from workbench.kernel import Invalid, Malformed, check_certificate, main
from workbench.kernel import check as kernel
from workbench.lp.families import counting_lp, ldp_tv_lp, mechanism_lp, pml_eta_lp
from workbench.lp.pipeline import certify_family, certify_lp
from workbench.quality.mutants import edit, mechanism_certificates, sample_certificates, score, setter

KRR = [(2, F(3, 2)), (3, F(3, 2)), (4, F(2)), (5, F(7, 3))]


@lru_cache(maxsize=None)
def _krr(k, E):
    return certify_family("mechanism", "mine.krr-min-diagonal", n=k, m=k, privacy="ldp", E=E, objective="min-diagonal")


def krr_certificate(k, E):
    """A fresh copy of the solver's k-RR min-diagonal certificate (the solve is cached)."""
    return copy.deepcopy(_krr(k, E).certificate)


def stated(family, params, lp):
    """The kernel's parse of `lp` (a solver-side LinearProgram) and its rebuild from (family, params)."""
    cert = certificates.lp_certificate("mine.x", family, params, lp, {}, {}, F(0))
    return kernel.parse_lp(cert["lp"]), kernel.family_lp(family, cert["params"])[1]


def renamed(lp, old, new):
    """The parsed LP with every variable name starting `old` renamed to start with `new`."""
    def name(v):
        return new + v[len(old):] if v.startswith(old) else v
    sense, variables, objective, cons = lp
    return (sense, [(name(v), d) for v, d in variables], {name(v): a for v, a in objective.items()},
            [(n, {name(v): a for v, a in row.items()}, s, b) for n, row, s, b in cons])


# ----------------------------------------------------------------- the k-RR claim

@pytest.mark.parametrize("k,E", KRR)
def test_krr_min_diagonal_optimum_is_rebuilt_and_accepted(k, E, tmp_path, capsys):
    result = _krr(k, E)
    assert result.value == E / (E + k - 1) and result.rebuilt
    cert = krr_certificate(k, E)
    assert cert["params"] == {"n": str(k), "m": str(k), "privacy": "ldp", "E": f"{E.numerator}/{E.denominator}",
                              "objective": "min-diagonal"}
    assert check_certificate(cert) == E / (E + k - 1)
    path = certificates.write(cert, tmp_path / "krr.json")
    assert main([str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"valid: mine.krr-min-diagonal -- family mechanism (n={k}, m={k}, E=")
    assert out.endswith(f"; LP rebuilt: {k * k + 1} variables, {2 * k + k * k * (k - 1)} rows "
                        f"(diag {k}, row {k}, ldp {k * k * (k - 1)})\n")


@pytest.mark.parametrize("k,E", KRR[:3])
def test_removing_any_constraint_row_is_rejected(k, E, tmp_path, capsys):
    cert = krr_certificate(k, E)
    rows = cert["lp"]["constraints"]
    assert len(rows) == 2 * k + k * k * (k - 1)
    for index, row in enumerate(rows):
        dropped = edit(edit(cert, ["lp", "constraints"], lambda cs: cs.pop(index)), ["dual"],
                       lambda d: d.pop(row["name"]))
        with pytest.raises(Invalid, match=r"lp differs from family mechanism \(n=.*where"):
            check_certificate(dropped)
        path = certificates.write(dropped, tmp_path / "dropped.json")
        assert main([str(path)]) == 1, row["name"]
    assert capsys.readouterr().out.count("invalid: lp differs from family mechanism") == len(rows)


def test_zero_dual_rows_matter_too():
    """The issue's hole: dropping the rows whose dual is 0 leaves a self-consistent proof of a different
    LP; checked as stated it passes, rebuilt from params it is refused."""
    cert = krr_certificate(3, F(3, 2))
    zero = {n for n, y in cert["dual"].items() if F(y) == 0}
    assert zero
    thin = edit(cert, ["lp"], setter("constraints", [r for r in cert["lp"]["constraints"] if r["name"] not in zero]))
    thin = edit(thin, [], setter("dual", {n: y for n, y in cert["dual"].items() if n not in zero}))
    assert check_certificate(dict(thin, family="mine-diagonal")) == F(3, 7)
    with pytest.raises(Invalid, match="where"):
        check_certificate(thin)


def test_tampered_primal_dual_params_and_lp_are_rejected():
    result = score(krr_certificate(3, F(3, 2)))
    assert result["mutants"] > 150 and result["survived"] == [], result["survived"][:5]
    cert = krr_certificate(3, F(3, 2))
    for tampered, message in (
            (edit(cert, ["params"], setter("E", "2")), "lp differs from family mechanism"),
            (edit(cert, ["params"], setter("m", "4")), "lp differs from family mechanism"),
            (edit(cert, ["primal"], setter("q_1_1", "1/2")), "primal infeasible: constraint row_1"),
            (edit(cert, ["dual"], setter("row_1", "1")), "objective: b.y"),
            (edit(cert, [], setter("objective_value", "1/2")), "objective: c.x")):
        with pytest.raises(Invalid, match=message):
            check_certificate(tampered)


@pytest.mark.parametrize("kind", ["mechanism dp", "mechanism pml", "mechanism ldp linear"])
def test_every_tampering_of_the_other_kinds_is_rejected(kind):
    result = score(mechanism_certificates()[kind])
    assert result["mutants"] > 100 and result["survived"] == [], result["survived"][:5]


def test_the_mutant_sample_is_the_krr_claim():
    assert sample_certificates()["mechanism"]["objective_value"] == "3/7"


# ----------------------------------------------------------------- the rebuilt LP

CASES = [
    dict(n=3, m=3, E=F(3, 2), privacy="ldp", objective="min-diagonal"),
    dict(n=2, m=4, E=F(2), privacy="ldp", objective="linear", U=[[1, 0, F(-1, 2), 0], [0, 0, 3, F(1, 7)]]),
    dict(n=3, m=2, E=F(3, 2), privacy="dp", objective="linear", U=[[1, 0], [0, 1], [1, 1]],
         adjacency=[(1, 2), (3, 1)], delta=F(1, 10)),
    dict(n=3, m=3, E=F(5, 4), privacy="dp", objective="min-diagonal", adjacency=[(2, 1)], delta=F(0)),
    dict(n=3, m=4, E=F(3, 2), privacy="pml", objective="min-diagonal", c=F(1, 10)),
    dict(n=3, m=2, E=F(2), privacy="pml", objective="linear", U=[[0, 1], [0, -1], [0, 0]], c=F(1, 4)),
    dict(n=2, m=2, E=F(3), privacy="pml", objective="linear", U=[[1, 0], [0, 1]], c=F(1, 2)),
]


@pytest.mark.parametrize("params", CASES)
def test_kernel_rebuild_matches_the_solver_builder(params):
    lp, rebuilt = stated("mechanism", params, mechanism_lp(**params))
    assert kernel.compare(lp, rebuilt) is None
    assert rebuilt[1][0] == ("t", "free") if params["objective"] == "min-diagonal" else rebuilt[1][0][0] == "q_1_1"


@pytest.mark.parametrize("M,E,delta", [(2, F(3, 2), F(1, 10)), (3, F(3, 2), F(1, 10)), (4, F(7, 3), F(0)),
                                       (3, F(1), F(1))])
def test_counting_with_identity_channel_is_an_instance(M, E, delta):
    """counting(M, E, delta) = mechanism(dp over |a - b| = 1, min-diagonal), p renamed q: same LP, same optimum."""
    pairs = [ab for i in range(1, M) for ab in ((i, i + 1), (i + 1, i))]
    params = dict(n=M, m=M, E=E, privacy="dp", objective="min-diagonal", adjacency=pairs, delta=delta)
    counting, counting_rebuilt = stated("counting", {"M": M, "E": E, "delta": delta}, counting_lp(M, E, delta))
    mechanism, mechanism_rebuilt = stated("mechanism", params, mechanism_lp(**params))
    assert renamed(counting_rebuilt, "p_", "q_") == mechanism_rebuilt
    assert kernel.compare(renamed(counting, "p_", "q_"), mechanism_rebuilt) is None
    if M <= 3:
        from workbench.lp.probes import certified_optimum
        assert certify_family("mechanism", "x", **params).value == certified_optimum(M, E, delta, "counting.optimum").value


def test_ldp_tv_is_an_instance():
    """ldp-tv(E, a, P0, P1) = mechanism(ldp, linear) with U_x_y = (P0_x - P1_x)[y <= a]: the very same LP."""
    E, a, P0, P1 = F(3, 2), 2, [F(1, 2), F(1, 3), F(1, 6)], [F(1, 6), F(1, 3), F(1, 2)]
    U = [[(p0 - p1) * (y <= a) for y in range(1, 4)] for p0, p1 in zip(P0, P1)]
    params = dict(n=3, m=3, E=E, privacy="ldp", objective="linear", U=U)
    _, tv = stated("ldp-tv", dict(E=E, a=a, P0=P0, P1=P1), ldp_tv_lp(E, a, P0, P1))
    _, mechanism = stated("mechanism", params, mechanism_lp(**params))
    assert tv == mechanism
    assert (certify_family("mechanism", "x", **params).value
            == certify_family("ldp-tv", "staircase.lp", E=E, a=a, P0=P0, P1=P1).value)


@pytest.mark.parametrize("N,E,c,L,A", [(3, F(3, 2), F(1, 10), 2, (1,)), (3, F(2), F(1, 4), 3, (1, 3)),
                                       (2, F(3), F(0), 2, (2,))])
def test_pml_eta_is_an_instance(N, E, c, L, A):
    """pml-eta(N, E, c, L, A) = mechanism(pml, linear) with U_1_y = 1, U_2_y = -1 for y in A, k renamed q."""
    U = [[(x == 1) - (x == 2) if y in A else 0 for y in range(1, L + 1)] for x in range(1, N + 1)]
    params = dict(n=N, m=L, E=E, privacy="pml", objective="linear", U=U, c=c)
    _, eta = stated("pml-eta", dict(N=N, E=E, c=c, L=L, A=",".join(map(str, A))), pml_eta_lp(N, E, c, L, A))
    _, mechanism = stated("mechanism", params, mechanism_lp(**params))
    assert renamed(eta, "k_", "q_") == mechanism
    assert certify_family("mechanism", "x", **params).value == certify_lp(
        pml_eta_lp(N, E, c, L, A), "pml.eta-bound", "pml-eta", dict(N=N, E=E, c=c, L=L, A=",".join(map(str, A)))).value


@pytest.mark.parametrize("k,E", KRR[:3])
def test_the_three_privacy_kinds_agree_where_they_coincide(k, E):
    """eps-LDP = (eps, 0)-DP over every ordered pair = (eps, c = 0)-PML: one optimum, E/(E + k - 1)."""
    common = dict(n=k, m=k, E=E, objective="min-diagonal")
    pairs = [(a, b) for a in range(1, k + 1) for b in range(1, k + 1) if a != b]
    values = {certify_family("mechanism", "x", privacy="dp", adjacency=pairs, delta=0, **common).value,
              certify_family("mechanism", "x", privacy="pml", c=0, **common).value, _krr(k, E).value}
    assert values == {E / (E + k - 1)}


def test_a_looser_privacy_gives_a_larger_optimum():
    """The rebuilt LP depends on delta and c: more slack, a strictly better minimum diagonal."""
    common = dict(n=3, m=3, E=F(3, 2), objective="min-diagonal")
    pairs = [(1, 2), (2, 1), (2, 3), (3, 2), (1, 3), (3, 1)]
    dp = certify_family("mechanism", "x", privacy="dp", adjacency=pairs, delta=F(1, 10), **common).value
    pml = certify_family("mechanism", "x", privacy="pml", c=F(1, 10), **common).value
    assert dp > F(3, 7) and pml > F(3, 7)


# ----------------------------------------------------------------- malformed params

MALFORMED = {
    "missing privacy": lambda p: p.pop("privacy"),
    "unknown privacy": lambda p: p.update(privacy="rdp"),
    "unknown objective": lambda p: p.update(objective="max"),
    "dp without adjacency": lambda p: p.update(privacy="dp"),
    "extra U": lambda p: p.update(U="1,0,0;0,1,0;0,0,1"),
    "n = 1": lambda p: p.update(n="1", m="1"),
    "n = 41": lambda p: p.update(n="41", m="41"),
    "n > m for min-diagonal": lambda p: p.update(m="2"),
    "n = 5/2": lambda p: p.update(n="5/2"),
    "E = 0": lambda p: p.update(E="0"),
    "U with 2 rows": lambda p: p.update(objective="linear", U="1,0,0;0,1,0"),
    "U with a short row": lambda p: p.update(objective="linear", U="1,0,0;0,1;0,0,1"),
    "c above 1/n": lambda p: p.update(privacy="pml", c="1/2"),
    "c negative": lambda p: p.update(privacy="pml", c="-1/10"),
    "delta above 1": lambda p: p.update(privacy="dp", adjacency="1,2", delta="2"),
    "pair (1, 1)": lambda p: p.update(privacy="dp", adjacency="1,1", delta="0"),
    "pair out of range": lambda p: p.update(privacy="dp", adjacency="1,4", delta="0"),
    "pair repeated": lambda p: p.update(privacy="dp", adjacency="1,2;1,2", delta="0"),
    "pair of three": lambda p: p.update(privacy="dp", adjacency="1,2,3", delta="0"),
    "pair not integers": lambda p: p.update(privacy="dp", adjacency="1/2,1", delta="0"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_params_exit_2(case, tmp_path, capsys):
    cert = krr_certificate(3, F(3, 2))
    MALFORMED[case](cert["params"])
    with pytest.raises(Malformed, match="params"):
        check_certificate(cert)
    path = tmp_path / "cert.json"
    path.write_text(json.dumps(cert))
    assert main([str(path)]) == 2
    out = capsys.readouterr().out
    assert out.startswith("malformed: ") and out.count("\n") == 1


# ----------------------------------------------------------------- checked as stated, in words

def test_an_unknown_family_is_checked_as_stated_and_says_so(tmp_path, capsys):
    """The same LP under a family the kernel does not know: optimal as stated, never a plain "valid"."""
    rebuilt = _krr(3, F(3, 2))
    as_stated = certify_lp(mechanism_lp(3, 3, F(3, 2), "ldp", "min-diagonal"), "mine.rr", "mine-diagonal",
                           {"k": 3, "E": F(3, 2)})
    assert (rebuilt.rebuilt, as_stated.rebuilt) == (True, False) and as_stated.value == rebuilt.value
    assert as_stated.route(True, "optimum 3/7").detail == \
        "optimum 3/7; LP checked as stated, not rebuilt from parameters"
    assert rebuilt.route(True, "optimum 3/7").detail == \
        "optimum 3/7; LP rebuilt from parameters by the kernel (family mechanism)"
    assert as_stated.route(False, "x").status == "fail"
    path = certificates.write(as_stated.certificate, tmp_path / "stated.json")
    assert main([str(path)]) == 3
    out = capsys.readouterr().out
    assert out.startswith("valid as stated: mine.rr -- family mine-diagonal: maximum 3/7; LP not rebuilt")
