"""Mutation testing of the trusted kernel's own code: does our evidence corpus notice a broken kernel?

Each mutant changes one spot of one kernel module (parse.py, families.py, check.py: a comparison flipped
or negated, + and - swapped, a constant 0/1 nudged, `and`/`or` swapped, a `not` dropped). The kernel
with that one module mutated is loaded as a private package and run on a fixed corpus: valid
certificates of every family (accepted, with their value), every single tampering the kernel rejects
today, parameters at the edges of each family's domain and malformed inputs (rejected, with the same
one-line reason), and whole CLI runs (same line, same exit code). A mutant that gives every answer
unchanged survived. The expected answers are pinned in pinned/kernel.json (`--pin` writes them from today's kernel,
to be reviewed as a diff), never recomputed from the kernel under test.
"""
from __future__ import annotations

import ast
import copy
import importlib.util
import sys
import types
from fractions import Fraction
from pathlib import Path

from ..kernel import check as reference
from ..kernel.parse import MAX_PARAM
from .mutants import mechanism_certificates, sample_certificates, single_tamperings

KERNEL = Path(reference.__file__).parent
MODULES = ("parse", "families", "check")       # in import order
EQUIVALENT = {   # per module: mutants that cannot change any answer, and why
    "parse.py": {
        "bits <= 14000": "fmt's switch to a size note: only the printing of a 14000-bit fraction differs",
        "len(_seen) >= 100000": "when the number cache is cleared: a speed policy, never an answer",
    },
    "families.py": {},
    "check.py": {
        "n + len(list1)": "padding the longer list too: zip stops at the shorter, which is still n long",
        "n + len(list2)": "padding the longer list too: zip stops at the shorter, which is still n long",
        "dom != 'nonneg'": "domains are only 'free' and 'nonneg' (parse_lp refuses any other)",
        "sigma * rj <= 0": "guarded by rj != 0 on the same line, so < and <= agree",
    },
}
SWAPS = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
         ast.Add: ast.Sub, ast.Sub: ast.Add, ast.And: ast.Or, ast.Or: ast.And}


class _Sites(ast.NodeVisitor):
    """Every mutable spot, in source order: (node index, kind)."""
    def __init__(self):
        self.sites, self.index = [], 0

    def generic_visit(self, node):
        self.index += 1
        here = self.index
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in SWAPS:
            self.sites.append((here, "compare"))
        elif isinstance(node, ast.BinOp) and type(node.op) in SWAPS:
            self.sites.append((here, "arith"))
        elif isinstance(node, ast.BoolOp):
            self.sites.append((here, "bool"))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            self.sites.append((here, "not"))
        elif isinstance(node, ast.Constant) and type(node.value) is int and node.value in (0, 1):
            self.sites.append((here, "constant"))
        super().generic_visit(node)


class _Mutate(ast.NodeTransformer):
    def __init__(self, target: int):
        self.target, self.index, self.description = target, 0, ""

    def generic_visit(self, node):
        self.index += 1
        if self.index == self.target:
            line = getattr(node, "lineno", "?")
            if isinstance(node, ast.Compare):
                node.ops = [SWAPS[type(node.ops[0])]()]
            elif isinstance(node, ast.BinOp):
                node.op = SWAPS[type(node.op)]()
            elif isinstance(node, ast.BoolOp):
                node.op = SWAPS[type(node.op)]()
            elif isinstance(node, ast.UnaryOp):
                self.description = f"line {line}: `not` dropped"
                return super().generic_visit(node.operand) or node.operand
            elif isinstance(node, ast.Constant):
                node.value = 1 - node.value
            self.description = self.description or f"line {line}: {ast.unparse(node)[:60]}"
        return super().generic_visit(node)


def mutants():
    """(description, {module: mutated source}) for every site of every kernel module."""
    for name in MODULES:
        tree = ast.parse((KERNEL / f"{name}.py").read_text())
        finder = _Sites()
        finder.visit(tree)
        for target, _ in finder.sites:
            mutator = _Mutate(target)
            mutated = mutator.visit(copy.deepcopy(tree))
            ast.fix_missing_locations(mutated)
            yield f"{name}.py {mutator.description}", {name: ast.unparse(mutated)}


def _load(changed: dict) -> types.ModuleType:
    """The kernel as a private package `kernel_mutant`, with the changed modules' sources; -> its check."""
    package = types.ModuleType("kernel_mutant")
    package.__path__ = []
    sys.modules["kernel_mutant"] = package
    try:
        for name in MODULES:
            source = changed.get(name) or (KERNEL / f"{name}.py").read_text()
            spec = importlib.util.spec_from_loader(f"kernel_mutant.{name}", loader=None)
            module = importlib.util.module_from_spec(spec)
            module.__package__ = "kernel_mutant"
            sys.modules[spec.name] = module
            exec(compile(source, str(KERNEL / f"{name}.py"), "exec"), module.__dict__)   # our own files, mutated
        return module
    finally:
        for name in [n for n in sys.modules if n == "kernel_mutant" or n.startswith("kernel_mutant.")]:
            del sys.modules[name]


def _toy_certificate():
    """A stated LP of an unknown family with a free variable and all three senses (rules P, S, D, V)."""
    from ..lp.model import LinearProgram
    from ..lp.pipeline import certify_lp
    lp = LinearProgram("min")
    for name, domain in (("x", "nonneg"), ("y", "nonneg"), ("z", "free")):
        lp.add_variable(name, domain)
    lp.objective = {"x": Fraction(2), "y": Fraction(4), "z": Fraction(1)}
    lp.add_constraint("c1", {"x": 1, "y": 1}, ">=", 4)
    lp.add_constraint("c2", {"x": 1}, "<=", 3)
    lp.add_constraint("c3", {"z": 1, "x": -1}, "==", -1)
    lp.add_constraint("c4", {"y": 1}, ">=", 0)             # slack: its dual is 0
    return certify_lp(lp, "toy", "toy-min", {"note": "any"}).certificate


def _channel_certificate(T=None):
    from ..lp.families import channel_text
    from ..lp.probes import certified_optimum
    T = [[Fraction(v) for v in row] for row in (T or [["7/10", "3/10"], ["1/5", "4/5"]])]
    return certified_optimum(2, Fraction(3, 2), Fraction(1, 10), "counting.channel-5", T=T).certificate, channel_text(T)


def _family_edges(certs: dict, T: str) -> list:
    """Parameters at and just past the edges of each family's domain, and small valid certificates there."""
    from ..lp.pipeline import certify_family
    from .mutants import edit
    F = Fraction
    def params(family, **changes):
        return edit(certs[family], ["params"], lambda p: p.update(changes))
    out = [(f"pram-polytope S={S} valid", certify_family("pram-polytope", "pram.range", S=S, E=F(2), direction="min",
                                                          objective=[1] + [0] * (S - 1)).certificate) for S in (2, 3)]
    out += [("pml-eta c = 0 valid", certify_family("pml-eta", "pml.limits", N=2, E=F(2), c=F(0), L=2, A=[1]).certificate),
            ("pml-gamma c = 0", params("pml-gamma", c="0")),
            ("ldp-tv k = 2 valid", certify_family("ldp-tv", "staircase.lp", E=F(2), a=1, P0=[F(1, 3), F(2, 3)],
                                                   P1=[F(1, 2), F(1, 2)]).certificate),
            ("ldp-tv k = 1", params("ldp-tv", P0="1", P1="1")),
            ("ldp-tv k = 40", params("ldp-tv", P0=",".join(["1/40"] * 40))),
            ("ldp-tv a = 0", params("ldp-tv", a="0")), ("ldp-tv a = 1/2", params("ldp-tv", a="1/2")),
            ("staircase k = 0", params("staircase", k="0", U="0")), ("staircase k = 1/2", params("staircase", k="1/2")),
            ("pml-gain 1 x 1 valid", certify_family("pml-gain", "pml.formula", K=[[1]], P=[1], y=1).certificate),
            ("pml-gain 40 rows", params("pml-gain", K=";".join(["1"] * 40))),
            ("pml-gain 40 columns", params("pml-gain", K=",".join(["1/40"] * 40), P="1", y="41")),
            ("cone 2 x 2 valid", certify_family("cone-membership", "counting.channel-4", T=[[1, 0], [F(1, 2), F(1, 2)]]).certificate),
            ("cone 1 x 1", params("cone-membership", T="1")),
            ("cone 200 rows", params("cone-membership", T=";".join(["1"] * 200))),
            ("cone ragged", params("cone-membership", T="1,0;1/2,1/4,1/4")),
            ("counting T with 3 rows", params("counting with T", T=T + ";1,0"))]
    return out + _mechanism_edges(certs, params)


def _mechanism_edges(certs: dict, params) -> list:
    """The "mechanism" family at and past its edges: sizes, the min-diagonal shape, adjacency pairs, U, c."""
    from ..lp.pipeline import certify_family
    from .mutants import edit
    F = Fraction
    dp, pml = "mechanism dp", "mechanism pml"
    return [("mechanism 2 x 2 c = 1/2 valid", certify_family("mechanism", "edge", n=2, m=2, privacy="pml", E=F(2),
                                                            c=F(1, 2), objective="min-diagonal").certificate),
            ("mechanism dp delta = 0 valid", certify_family("mechanism", "edge", n=2, m=2, privacy="dp", E=F(2),
                                                           adjacency=[(2, 1)], delta=0, objective="linear",
                                                           U=[[1, 0], [0, 1]]).certificate),
            ("mechanism n = 1", params("mechanism", n="1")), ("mechanism m = 1", params("mechanism", m="1")),
            ("mechanism n = 41", params("mechanism", n="41")), ("mechanism n > m", params(pml, n="4")),
            ("mechanism c above 1/n", params(pml, c="3/5")),
            ("mechanism no privacy", edit(certs["mechanism"], ["params"], lambda p: p.pop("privacy"))),
            ("mechanism privacy unknown", params("mechanism", privacy="rdp")),
            ("mechanism objective unknown", params("mechanism", objective="max")),
            ("mechanism U 2 rows", params(dp, U="1,0;0,1")), ("mechanism U short row", params(dp, U="1,0;0,1;1")),
            ("mechanism pair 1,1", params(dp, adjacency="1,1")), ("mechanism pair 0,1", params(dp, adjacency="0,1")),
            ("mechanism pair 1,4", params(dp, adjacency="1,4")),
            ("mechanism pair repeated", params(dp, adjacency="1,2;1,2")),
            ("mechanism pair 1,2,3", params(dp, adjacency="1,2,3")), ("mechanism pair 1", params(dp, adjacency="1")),
            ("mechanism delta above 1", params(dp, delta="11/10"))]


def inputs() -> list[tuple[str, object]]:
    """(what, input): every sample certificate and every single tampering of it, malformed parameters."""
    from .mutants import edit, setter
    certs = dict(sample_certificates())
    certs["toy"] = _toy_certificate()
    certs["counting with T"], T = _channel_certificate()
    certs.update(mechanism_certificates())
    cases = []
    for family, cert in certs.items():
        cases.append((f"{family} valid", cert))
        cases += [(f"{family}: {desc}", tampered) for desc, tampered in single_tamperings(cert)]
    counting, face, channel = certs["counting"], certs["counting-face"], certs["counting with T"]
    for what, text in (("T not stochastic", T.replace("3/10", "2/5")), ("T negative", "11/10,-1/10;1/5,4/5"),
                       ("T wrong size", "1")):
        cases.append((what, edit(channel, ["params"], setter("T", text))))
    pml, toy = certs["pml-eta"], certs["toy"]
    claims = [(f"{family} claim {claim}", edit(certs[family], [], setter("claim", claim))) for family, claim in (
        ("counting", "cross.warner"), ("counting", "cross.warner2"), ("counting", "pml.eta-bound"),
        ("counting", "counting"), ("counting-face", "cross.warner"), ("pml-eta", "pml-eta.x"),
        ("mechanism", "counting.optimum"), ("mechanism", "mine.counting.optimum"), ("toy", "counting.optimum"))]
    cases += claims + [("empty claim", edit(counting, [], setter("claim", ""))),
              ("no claim", edit(counting, [], lambda c: c.pop("claim"))),
              ("delta above 1", edit(counting, ["params"], setter("delta", "2"))),
              ("E zero", edit(counting, ["params"], setter("E", "0"))),
              ("E below 1", edit(counting, ["params"], setter("E", "1/2"))),
              ("M not an integer", edit(counting, ["params"], setter("M", "5/2"))),
              ("A zero", edit(pml, ["params"], setter("A", "0"))),
              ("longest params valid", edit(toy, ["params"], setter("note", "a" * MAX_PARAM))),
              ("too long params", edit(toy, ["params"], setter("note", "a" * (MAX_PARAM + 1)))),
              ("params not a string", edit(toy, ["params"], setter("note", 3))),
              ("channel with zeros valid", _channel_certificate([[1, 0], [Fraction(1, 2), Fraction(1, 2)]])[0])]
    cases += _family_edges(certs, T)
    cases += [("target not p", edit(face, ["params"], setter("target", "t"))),
              ("long number as a param", edit(counting, ["params"], setter("E", "1" * 5001))),
              ("long number", edit(counting, [], setter("objective_value", "1" * 5001))),
              ("5000-digit number", edit(counting, [], setter("objective_value", "1" * 5000))),
              ("not an object", []), ("no format", {"lp": {}})]
    return cases


def corpus() -> list[tuple[str, object, str]]:
    """(what, input, expected answer): `inputs()` with the answers pinned in pinned/kernel.json (valid certificates
    accepted with their value, every tampering rejected or accepted as an equivalent proof, each with its one-line
    reason), never the answers of the kernel under test."""
    return with_pins("kernel", inputs())


def cli_corpus(folder: Path) -> list[tuple[list[str], str]]:
    """Whole CLI runs (argv, printed line + exit code) on files written to folder, the answers pinned."""
    return with_cli_pins("kernel", cli_inputs(folder), folder)


def reference_answers(folder: Path) -> dict:
    """What the kernel answers today on the corpus and the CLI runs, in the form of pinned/kernel.json: written
    by `--pin` (then reviewed as a diff) and compared with the pins by tests/kernel/test_pinned_verdicts.py."""
    return pin_form([(what, _answer(reference, value)) for what, value in inputs()],
                    [(argv, _cli(reference, argv)) for argv in cli_inputs(folder)], folder)


PINNED = Path(__file__).resolve().parent / "pinned"
FOLDER = "<folder>"             # the CLI runs' temporary folder, in a pinned argv or answer


def pin_form(answers, cli_answers, folder: Path) -> dict:
    """{"corpus": {what: answer}, "cli": {argv joined by spaces: answer}}, the folder written as <folder>."""
    def plain(text):
        return text.replace(str(folder), FOLDER)
    return {"corpus": dict(answers), "cli": {plain(" ".join(argv)): plain(answer) for argv, answer in cli_answers}}


def pinned(name: str) -> dict:
    """The answers pinned in pinned/<name>.json, generated once by `python -m workbench.quality.<name>_mutants
    --pin` and reviewed: the expected answers of the mutation corpus (a mutant is killed when it answers otherwise)."""
    import json
    return json.loads((PINNED / f"{name}.json").read_text())


def _same_names(name: str, part: str, pins: dict, names: list[str]) -> None:
    missing, extra = [n for n in names if n not in pins], [n for n in pins if n not in set(names)]
    if missing or extra or len(set(names)) != len(names):
        raise RuntimeError(f"the {name} mutation corpus ({part}) and pinned/{name}.json differ: missing "
                           f"{missing[:3]}, stale {extra[:3]}; rerun `python -m workbench.quality.{name}_mutants "
                           f"--pin` and review the diff")


def with_pins(name: str, cases: list[tuple[str, object]]) -> list[tuple[str, object, str]]:
    """(what, input, pinned answer) for every case; an error when the corpus and its pins name different cases."""
    pins = pinned(name)["corpus"]
    _same_names(name, "corpus", pins, [what for what, _ in cases])
    return [(what, value, pins[what]) for what, value in cases]


def with_cli_pins(name: str, argvs: list[list[str]], folder: Path) -> list[tuple[list[str], str]]:
    """(argv, pinned answer with <folder> put back) for every CLI run."""
    pins = pinned(name)["cli"]
    keys = [" ".join(argv).replace(str(folder), FOLDER) for argv in argvs]
    _same_names(name, "cli", pins, keys)
    return [(argv, pins[key].replace(FOLDER, str(folder))) for argv, key in zip(argvs, keys)]


def write_pins(name: str, answers: dict) -> Path:
    """Write pinned/<name>.json (by `--pin` only: then review the diff before committing it)."""
    import json
    PINNED.mkdir(exist_ok=True)
    path = PINNED / f"{name}.json"
    path.write_text(json.dumps(answers, indent=1, ensure_ascii=False) + "\n")
    return path


def cli_inputs(folder: Path) -> list[list[str]]:
    """The CLI runs' argv, on files written to folder."""
    import json
    samples = sample_certificates()
    cert = samples["pml-eta"]
    files = {"valid.json": json.dumps(cert), "counting.json": json.dumps(samples["counting"]),
             "pram.json": json.dumps(samples["pram-polytope"]), "staircase.json": json.dumps(samples["staircase"]),
             "mechanism.json": json.dumps(mechanism_certificates()["mechanism dp"]),
             "claim.json": json.dumps(dict(cert, claim="counting.optimum")), "duplicate.json": '{"a": 1, "a": 2}', "broken.json": "{",
             "invalid.json": json.dumps(dict(cert, objective_value="7")), "stated.json": json.dumps(_toy_certificate())}
    for name, text in files.items():
        (folder / name).write_text(text)
    argvs = [[str(folder / name)] for name in files] + [[], [str(folder / "a.json"), "b"], [str(folder / "missing")],
                                                         ["--help"], ["-h"], ["--verbose"], ["-", "--"]]
    argvs += [["--explain", str(folder / name)] for name in files] + [["--explain"], [str(folder / "valid.json"), "--explain"]]
    return argvs


def _cli(module, argv) -> str:
    import contextlib
    import io
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = module.main(argv)
    except Exception as exc:                 # a mutant's CLI may crash: that is an answer too
        return f"crash {type(exc).__name__}"
    return f"{code} {out.getvalue().strip()} | {err.getvalue().strip()}"


def _answer(module, cert) -> str:
    try:
        return f"valid {module.check_certificate(cert)}"
    except module.Invalid as exc:
        return f"invalid {exc}"
    except module.Malformed as exc:
        return f"malformed {exc}"
    except Exception as exc:                 # a crash is an answer too (and never "valid")
        return f"crash {type(exc).__name__}"


def score(mutants, load, answer, cases, cli_cases, equivalent_to=lambda desc: False, limit=None, progress=None) -> dict:
    """Run every mutant (desc, source) on the corpus: killed when it fails to load or any answer differs
    from the expected one; else equivalent (when `equivalent_to(desc)`, with its reason on record) or
    survived. Shared by the kernel's and the replayer's mutation scores."""
    killed, survived, equivalent = 0, [], []
    for k, (desc, source) in enumerate(mutants):
        if limit is not None and k >= limit:
            break
        try:
            module = load(source)
        except Exception:
            killed += 1
            continue
        if any(answer(module, value) != expected for _, value, expected in cases) or \
                any(_cli(module, argv) != expected for argv, expected in cli_cases):
            killed += 1
        elif equivalent_to(desc):
            equivalent.append(desc)
        else:
            survived.append(desc)
        if progress:
            progress(k + 1)
    return {"corpus": len(cases) + len(cli_cases), "mutants": killed + len(survived) + len(equivalent),
            "killed": killed, "equivalent": equivalent, "survived": survived}


def run(limit: int | None = None, progress=None) -> dict:
    import tempfile
    cases, cli_cases = corpus(), cli_corpus(Path(tempfile.mkdtemp()))

    def equivalent_to(desc):
        return any(desc.split(": ", 1)[1].startswith(key) for key in EQUIVALENT.get(desc.split()[0], {}))
    return score(mutants(), _load, _answer, cases, cli_cases, equivalent_to, limit, progress)

if __name__ == "__main__":     # pragma: no cover
    if sys.argv[1:] == ["--pin"]:           # write pinned/kernel.json from today's kernel: review the diff
        import tempfile
        print(write_pins("kernel", reference_answers(Path(tempfile.mkdtemp()))))
    else:
        print(run(progress=lambda n: sys.stderr.write(f"\r{n}")))
