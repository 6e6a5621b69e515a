"""Rule (L)'s fast path (check.as_stated): a stated LP equal, as JSON, to the rebuilt one written with numbers "p/q"
skips the full parse; anything else (another spelling of a number, a tampering, a malformed entry) must take the
full path and get exactly its answer. Hostile certificates that look like the rebuilt LP are here."""
import copy
from fractions import Fraction

import pytest

from tests.kernel.test_kernel import accepted_tamperings, all_single_tamperings, counting_m2_certificate
from workbench.kernel import Invalid, Malformed, check_certificate
from workbench.kernel import check as kernel


def pq(text: str) -> str:
    q = Fraction(text)
    return f"{q.numerator}/{q.denominator}"


def engine_form(cert: dict) -> dict:
    """The hand-built certificate with every LP number written "p/q", as the engine writes them."""
    cert = copy.deepcopy(cert)
    lp = cert["lp"]
    lp["objective"] = {v: pq(a) for v, a in lp["objective"].items()}
    for c in lp["constraints"]:
        c["coefficients"] = {v: pq(a) for v, a in c["coefficients"].items()}
        c["rhs"] = pq(c["rhs"])
    return cert


@pytest.fixture
def parses(monkeypatch):
    """Counts calls of the full path's parse_lp."""
    calls = []
    full = kernel.parse_lp
    monkeypatch.setattr(kernel, "parse_lp", lambda lp: calls.append(1) or full(lp))
    return calls


CERT = counting_m2_certificate(Fraction(3, 2), Fraction(1, 10))
VALUE = Fraction(3, 2) / (1 + Fraction(3, 2)) + Fraction(1, 10) / (1 + Fraction(3, 2))


def test_the_engine_form_takes_the_fast_path_and_the_other_spelling_the_full_one(parses):
    assert check_certificate(engine_form(CERT)) == VALUE and parses == []
    assert check_certificate(CERT) == VALUE and parses == [1]


def test_every_single_tampering_of_the_engine_form_is_rejected():
    cert = engine_form(CERT)
    assert len(list(all_single_tamperings(cert))) > 80
    assert accepted_tamperings(cert) == []


def _edited(edit):
    cert = engine_form(CERT)
    edit(cert["lp"])
    return cert


def test_another_spelling_or_an_explicit_zero_is_still_the_same_lp(parses):
    """Not the engine's text, the same numbers: the full path parses them, compares, and accepts."""
    for edit in (lambda lp: lp["constraints"][2]["coefficients"].update({"p_1_1": "2/2"}),
                 lambda lp: lp["constraints"][0]["coefficients"].update({"p_2_2": "0/5"}),
                 lambda lp: lp["constraints"].__setitem__(0, dict(reversed(list(lp["constraints"][0].items()))))):
        assert check_certificate(_edited(edit)) == VALUE
    assert parses == [1, 1]         # key order is no difference at all: that one was equal as JSON


@pytest.mark.parametrize("edit, error, words", [
    (lambda lp: lp["constraints"][2]["coefficients"].update({"p_1_1": 1}), Malformed, "expected a number string"),
    (lambda lp: lp["constraints"][2].update({"note": "x"}), Malformed, "unexpected key 'note'"),
    (lambda lp: lp.update({"extra": []}), Malformed, "unexpected key 'extra'"),
    (lambda lp: lp["variables"].append({"name": "t", "domain": "free"}), Malformed, "duplicate name"),
    (lambda lp: lp["constraints"][2]["coefficients"].update({"p_1_1": "3/2"}), Invalid, "coefficient of p_1_1"),
    (lambda lp: lp["constraints"].insert(0, lp["constraints"].pop(1)), Invalid, "constraint diag_2 where diag_1"),
    (lambda lp: lp["constraints"][-1].update({"rhs": "1/11"}), Invalid, "has rhs 1/11"),
    (lambda lp: lp["variables"][0].update({"domain": "nonneg"}), Invalid, "variable t (nonneg) where t (free)"),
])
def test_hostile_lps_that_look_like_the_rebuilt_one_get_the_full_paths_answer(edit, error, words):
    with pytest.raises(error, match=words.replace("(", r"\(").replace(")", r"\)")):
        check_certificate(_edited(edit))


def test_a_malformed_lp_is_named_before_malformed_params(parses):
    """The fast path gives up quietly on bad params; the full path then names the LP first, as it always did."""
    cert = _edited(lambda lp: lp.update({"sense": "maximise"}))
    cert["params"]["M"] = "1"
    with pytest.raises(Malformed, match="lp.sense"):
        check_certificate(cert)
