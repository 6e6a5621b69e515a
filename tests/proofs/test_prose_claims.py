"""The claims added for coverage (issue 15) can say no: the printed statements they correct are refuted with a
counterexample, and wrong variants of the facts they check are rejected by the same computations."""
from fractions import Fraction as F
from itertools import product

import sympy as sp

import proofs.counting.claims as counting_queries
import proofs.pram.claims as pram_dp
from workbench import symbolic
from workbench.claims import decide
from workbench.mechanisms.pram import pram_matrix
from workbench.runner import Context


def test_fig5_endpoints_are_found_outside_J():
    evidence = pram_dp.fig5_grid(Context())
    assert decide(evidence)[0] == "holds-with-correction"
    assert evidence.counterexample["q"] == "0.4875"


def test_pstar_positivity_is_refuted_at_delta_one():
    evidence = counting_queries.pstar_positive(Context())
    assert decide(evidence)[0] == "holds-with-correction"
    assert evidence.counterexample["delta"] == "1"


def test_a_wrong_information_identity_is_rejected():
    joint = pram_dp._joint_symbols(2, 3)
    total = sum(v for row in joint for v in row)
    H_X, H_Z, H_XZ, H_ZX, I, D = (sp.expand_log(t, force=True) for t in
                                  pram_dp._information_terms([[v / total for v in row] for row in joint], sp.log))
    assert symbolic.identity(H_ZX, H_XZ - H_X, "(3)").status == "pass"
    assert symbolic.identity(H_ZX, H_XZ - H_Z, "wrong marginal").status == "fail"
    assert symbolic.identity(I, H_X + H_Z + H_XZ, "wrong sign").status == "fail"


def test_risk_order_is_not_strict():
    """'always smaller' read strictly fails when F_k = 1 a.s.: then r_1k = r_2k = 1."""
    law = [F(1)] + [F(0)] * 4
    assert law[0] == sum(v / (k + 1) for k, v in enumerate(law))


def test_two_changed_records_break_the_single_record_reduction():
    """The reduction needs datasets that differ in ONE entry: over pairs differing in two, the ratio is larger."""
    q = [F(2, 3), F(1, 2), F(1, 4)]
    M = pram_matrix(q)
    single = max(M[a][z] / M[b][z] for a in range(3) for b in range(3) if a != b for z in range(3))
    assert pram_dp._dataset_ratio(q, 2) == single
    double = max(M[a1][z1] * M[a2][z2] / (M[b1][z1] * M[b2][z2])
                 for a1, a2, b1, b2, z1, z2 in product(range(3), repeat=6) if a1 != b1 and a2 != b2)
    assert double > single


def test_gamma_is_not_additive_and_prior_free_bound_is_tight():
    A, B = [[F(1), 0], [0, F(2)]], [[F(2), 0], [0, F(1)]]
    assert counting_queries._gamma([[a + b for a, b in zip(ra, rb)] for ra, rb in zip(A, B)]) > \
        counting_queries._gamma(A) + counting_queries._gamma(B)
    P = [[F(3, 4), F(1, 4)], [F(1, 2), F(1, 2)]]
    assert sum(w * (1 - P[i][i]) for i, w in enumerate([F(0), F(1)])) == 1 - counting_queries._gamma(P)
