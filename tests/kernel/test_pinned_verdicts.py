"""The mutation corpora's expected answers are pinned (workbench/quality/pinned/*.json), not computed by the code
under test: a mutant is killed when it answers otherwise than the pins, and here the trusted replayer and kernel
must themselves give exactly the pinned answers. A change of the replayer's or the kernel's behaviour on the corpus
is a failing test, to be reviewed as a diff of the pins (`python -m workbench.quality.polyproof_mutants --pin`,
`python -m workbench.quality.kernel_mutants --pin`), never a silent change of what "killed" means."""
import types

import pytest

from tests.kernel.hostile import CASES as HOSTILE
from workbench.quality import kernel_mutants, polyproof_mutants
from workbench.quality.kernel_mutants import pinned

EXIT = {"valid": 0, "invalid": 1, "malformed": 2}


def _differences(today: dict, pins: dict) -> list:
    return [(part, key, pins[part].get(key), today[part].get(key)) for part in ("corpus", "cli")
            for key in sorted(set(today[part]) | set(pins[part])) if today[part].get(key) != pins[part].get(key)]


@pytest.mark.parametrize("name, module", [("polyproof", polyproof_mutants), ("kernel", kernel_mutants)])
@pytest.mark.slow
def test_the_trusted_checker_gives_the_pinned_answers(name, module, tmp_path):
    pins = pinned(name)
    assert len(pins["corpus"]) > (400 if name == "polyproof" else 1500) and len(pins["cli"]) > 10
    differs = _differences(module.reference_answers(tmp_path), pins)
    assert differs == [], f"{len(differs)} answers differ from pinned/{name}.json (part, what, pinned, today): " \
                          f"{differs[:5]}"


def test_the_pins_agree_with_what_is_known_by_hand():
    """A review of the pins against facts fixed independently of them: the toys marked (false) never replay, the
    hostile files get the exit code tests/kernel/hostile.py pins by hand, the real artefacts and the kernel's sample
    certificates are valid, and the kernel's CLI exit codes are its documented ones."""
    poly = pinned("polyproof")
    assert [w for w, answer in poly["corpus"].items() if "(false)" in w and answer == "valid"] == []
    for real in ("pram range", "pram redundancy", "pram mi nonnegative (strict Gibbs)"):
        assert poly["corpus"][real] == "valid", real
    for i, (what, _, expected, reason) in enumerate(HOSTILE):
        answer = poly["cli"][f"polyproof <folder>/hostile{i}.json"]
        assert answer.startswith(f"{EXIT[expected]} {expected}") and reason in answer, (what, answer)
    kernel = pinned("kernel")
    for family in ("counting", "pml-eta", "staircase", "pram-polytope", "mechanism dp"):
        assert kernel["corpus"][f"{family} valid"].startswith("valid "), family
    assert kernel["cli"]["<folder>/valid.json"].startswith("0 valid")
    assert kernel["cli"]["<folder>/invalid.json"].startswith("1 invalid")
    assert kernel["cli"]["<folder>/broken.json"].startswith("2 malformed")


@pytest.mark.slow
def test_a_replayer_that_accepts_everything_breaks_the_pins(monkeypatch, tmp_path):
    """The comparison can say no: a replayer whose check accepts every artefact (the corpus computed from it would
    have called that "expected") answers otherwise than the pins."""
    real = polyproof_mutants.reference
    monkeypatch.setattr(polyproof_mutants, "reference",
                        types.SimpleNamespace(check=lambda artefact: None, main=real.main, FORMAT=real.FORMAT))
    differs = _differences(polyproof_mutants.reference_answers(tmp_path), pinned("polyproof"))
    assert len(differs) > 300 and all(today == "valid" for part, _, _, today in differs if part == "corpus")


def test_a_corpus_case_without_a_pin_is_an_error(monkeypatch):
    """A new corpus case must be pinned (and reviewed) before it counts: no silent fallback to today's answer."""
    full = kernel_mutants.inputs
    monkeypatch.setattr(kernel_mutants, "inputs", lambda: full() + [("a case nobody pinned", {})])
    with pytest.raises(RuntimeError, match="pinned/kernel.json differ"):
        kernel_mutants.corpus()
