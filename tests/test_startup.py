"""Start-up stays light: listing claims imports no heavy library (their speed is measured in bench/)."""
import json
import subprocess
import sys

from workbench.claims import ClosedForm
from workbench.lazy import lazy

HEAVY = ("sympy", "matplotlib", "dask", "z3", "hypothesis", "numpy", "scipy", "pulp", "highspy", "mpmath", "flint")


def modules_after(code: str) -> set:
    out = subprocess.run([sys.executable, "-c", code + "\nimport json, sys; print(json.dumps(sorted(sys.modules)))"],
                         capture_output=True, text=True, check=True).stdout
    return {name.split(".")[0] for name in json.loads(out.splitlines()[-1])}


def test_list_imports_no_heavy_library():
    loaded = modules_after("import contextlib, io\nfrom workbench.cli import main\n"
                           "with contextlib.redirect_stdout(io.StringIO()):\n    assert main(['list']) == 0")
    assert loaded.isdisjoint(HEAVY), sorted(loaded & set(HEAVY))


def test_the_check_sees_an_eager_import():
    """The probe above can say no: a proof module that imports SymPy at the top is caught."""
    assert "sympy" in modules_after("from workbench.claims import load_all\nload_all()\nimport sympy")


def test_lazy_module_imports_on_first_use_only():
    loaded = modules_after("from workbench.lazy import lazy\nsp = lazy('sympy')")
    assert "sympy" not in loaded
    sp = lazy("sympy")
    assert sp.Integer(2) + 1 == 3 and "lazy module 'sympy'" in repr(sp)


def test_closed_form_built_on_demand():
    import sympy
    calls = []

    def build():
        calls.append(1)
        return sympy.Symbol("E") + 1
    form = ClosedForm("x.claim", "E + 1", build, dict)
    assert calls == [] and form.formula() == sympy.Symbol("E") + 1 and calls == [1]
    assert ClosedForm("x.claim", "E", sympy.Symbol("E"), dict).formula() == sympy.Symbol("E")   # a Symbol is callable


def test_certify_imports_only_its_claims_paper():
    """`certify counting.optimum` loads the counting paper alone (the other papers' modules are
    never imported); a claim of another paper is still found."""
    loaded = modules_after("import contextlib, io, sys\nfrom workbench.cli import main\n"
                           "with contextlib.redirect_stderr(io.StringIO()):\n"
                           "    assert main(['certify', 'counting.optimum', 'M=1', 'E=2', 'delta=0', '-o', 'x.json']) == 2\n"
                           "assert 'proofs.counting.claims' in sys.modules and 'proofs.pram.claims' not in sys.modules")
    assert "proofs" in loaded
    from workbench.claims import find_claim
    assert find_claim("pram.vertices") is not None and find_claim("no.such-claim") is None
