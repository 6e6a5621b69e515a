"""`python -m workbench audit mech.csv`: how private is a mechanism, and how far from optimal?

The mechanism is a row-stochastic matrix Q[x][y] = P(Y = y | X = x) (the convention of OpenDP,
diffprivlib and sdcMicro's PRAM matrix), read exactly from what real tools write (decimals, scientific
notation, p/q; `,` `;` tab or spaces; headers, index columns) or JSON. Every privacy number is exact;
logs appear only as arb balls; each optimum it is compared with is certified. Input formats, size
limits and what is skipped at large sizes: docs/audit.md.
"""
from __future__ import annotations

import json
import math
import re
from fractions import Fraction
from pathlib import Path

from flint import ctx as flint_ctx

from . import certificates
from .balls import ball, lower as ball_lower, upper as ball_upper
from .errors import InvalidArgument
from .lp.pipeline import certify_family
from .lp.probes import certified_optimum
from .mechanisms.dp import chain_pairs, smallest_delta
from .mechanisms.information import mutual_information
from .mechanisms.integer_kernel import SHARED_DENOMINATOR_BITS, IntegerKernel, TooCostly
from .mechanisms.ldp import ldp_level
from .mechanisms.pml import check_c, eta_tv_witness, pml_level
from .mechanisms.staircase import pattern_matrix

DECIMAL_TOLERANCE = Fraction(1, 10 ** 9)
# Size limits, checked before any number is parsed (docs/audit.md).
MAX_FILE_BYTES = 512 * 2 ** 20
MAX_ENTRIES = 10_000_000
MAX_CELL_CHARS = 100
MAX_EXPONENT = 400
MAX_DENOMINATOR_BITS = 4000
# Work above which the optional parts are skipped unless forced (`--force`).
ETA_WORK = 1.0e9                 # row pairs x columns for eta_TV (1000 x 1000: 5e8)
ETA_TIES_WORK = 5.0e7            # integer operations to confirm near-tied row pairs exactly
MI_ENTRIES = 10 ** 6             # arb terms of I(X;Y)
COUNTING_SIZE = 300              # outputs of a counting mechanism for the exact delta profile
PML_OPTIMUM_SIZE, COUNTING_OPTIMUM_SIZE, MI_OPTIMUM_SIZE = 40, 16, 10
PROFILE = (Fraction(1), Fraction(3, 2), Fraction(2), Fraction(3), Fraction(5))   # E of the counting delta profile
# the certificates `audit` may write into --out (checked against its inputs and --json before any work)
OPTIMUM_FILES = ("pml_eta_optimum.json", "counting_optimum.json", "mi_optimum_lower.json", "mi_optimum_upper.json")

_NUMBER = re.compile(r"([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?")
_RATIO = re.compile(r"([+-]?\d+)/(\d+)")
_BLANK = re.compile(r"\s")
_NON_FINITE = re.compile(r"[+-]?(nan|inf|infinity)", re.IGNORECASE)


def _cell_value(text: str, where: str) -> tuple[int, int, bool]:
    """(p, q, decimal) with value p/q exactly: integers, p/q, decimals and scientific notation."""
    match = _NUMBER.fullmatch(text)
    if match:
        sign, whole, frac, only_frac, exponent = match.groups()
        digits = (whole or "") + (frac if frac is not None else only_frac or "")
        shift = (int(exponent) if exponent else 0) - len(frac if frac is not None else only_frac or "")
        if abs(shift) > MAX_EXPONENT:
            raise InvalidArgument(f"{where}: exponent of {text!r} is beyond +-{MAX_EXPONENT}")
        p = int(digits) * (-1 if sign == "-" else 1)
        decimal = frac is not None or only_frac is not None or exponent is not None
        return (p * 10 ** shift, 1, decimal) if shift >= 0 else (p, 10 ** -shift, decimal)
    match = _RATIO.fullmatch(text)
    if match:
        p, q = int(match[1]), int(match[2])
        if q == 0:
            raise InvalidArgument(f"{where}: zero denominator in {text!r}")
        return p, q, False
    shown = text if len(text) <= 30 else text[:30] + "..."
    raise InvalidArgument(f"{where}: expected a number like 0.25, 1/4 or 2.5e-1, got {shown!r}")


def parse_number(text: str, name: str) -> Fraction:
    """One exact number from the command line, in the notations the files accept (`1/20`, `0.05`, `5e-2`)."""
    if len(text) > MAX_CELL_CHARS:
        raise InvalidArgument(f"{name}: {len(text)} characters, more than the limit of {MAX_CELL_CHARS}")
    p, q, _ = _cell_value(text.strip(), name)
    return Fraction(p, q)


def _is_number(text: str) -> bool:
    return bool(_NUMBER.fullmatch(text) or _RATIO.fullmatch(text))


def _text_of(path: Path) -> str:
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise InvalidArgument(f"{path}: is a directory, not a CSV/JSON file")
        if size > MAX_FILE_BYTES:
            raise InvalidArgument(f"{path}: {size} bytes, more than the limit of {MAX_FILE_BYTES}")
        data = path.read_bytes()
    except OSError as exc:
        raise InvalidArgument(f"{path}: cannot read ({exc.strerror})") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidArgument(f"{path}: not a UTF-8 text file (byte {data[exc.start]:#04x} at offset "
                              f"{exc.start})") from None
    if "\0" in text:
        raise InvalidArgument(f"{path}: not a text file (NUL byte at offset {text.index(chr(0))})")
    return text


def _json_cells(path: Path, text: str) -> list[list[str]]:
    try:
        rows = json.loads(text, parse_float=str, parse_int=str, parse_constant=str)
    except RecursionError:
        raise InvalidArgument(f"{path}: JSON nested too deeply (expected a list of rows)") from None
    except ValueError as exc:
        raise InvalidArgument(f"{path}: not valid JSON ({str(exc).splitlines()[0]})") from None
    if isinstance(rows, list) and rows and all(isinstance(v, str) for v in rows):
        rows = [rows]                                   # a flat list: one row (a prior)
    if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
        raise InvalidArgument(f"{path}: expected a JSON list of rows (lists of numbers)")
    for i, row in enumerate(rows, 1):
        for j, v in enumerate(row, 1):
            if not isinstance(v, str):
                raise InvalidArgument(f"{path.name} row {i} column {j}: expected a number, got {type(v).__name__}")
    return rows


def _separator(line: str) -> str | None:
    """Tab, `;` or `,` (in that order of precedence), else runs of spaces (numpy.savetxt's default)."""
    return next((s for s in ("\t", ";", ",") if s in line), None)


def _csv_cells(text: str) -> list[list[str]]:
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        return []
    sep = _separator(lines[0])
    if len(lines) * (len(lines[0].split(sep)) if sep else len(lines[0].split())) > MAX_ENTRIES:
        raise InvalidArgument(f"more than {MAX_ENTRIES} entries (limit; see docs/audit.md)")
    decimal_comma = sep in ("\t", ";")                   # 0,5;0,5 as a European spreadsheet writes it
    cells = []
    for line in lines:
        if decimal_comma and "," in line:
            line = line.replace(",", ".")
        row = [v.strip() for v in line.split(sep)] if sep else line.split()
        if '"' in line or "'" in line:
            row = [v[1:-1].strip() if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'" else v for v in row]
        cells.append(row)
    if all(row and row[-1] == "" for row in cells):        # a trailing separator on every line
        cells = [row[:-1] for row in cells]
    return cells


def read_cells(path) -> tuple[list[list[str]], list[str], int]:
    """The table's cells as text, with a header row and an index column detected and dropped (notes say
    so), and the number of the first row left (2 after a header; rows count lines of numbers).
    CSV-like text (`,` `;` tab or spaces, `#` comments, quotes) or JSON (a list of rows)."""
    path = Path(path)
    text = _text_of(path)
    cells = _json_cells(path, text) if path.suffix.lower() == ".json" else _csv_cells(text)
    if sum(len(row) for row in cells) > MAX_ENTRIES:
        raise InvalidArgument(f"{path}: more than {MAX_ENTRIES} entries (limit; see docs/audit.md)")
    for i, row in enumerate(cells, 1):
        if row and max(map(len, row)) <= MAX_CELL_CHARS:
            continue
        for j, v in enumerate(row, 1):
            if len(v) > MAX_CELL_CHARS:
                raise InvalidArgument(f"{path.name} row {i} column {j}: {len(v)} characters, more than the "
                                      f"limit of {MAX_CELL_CHARS} for one number")
    for i, row in enumerate(cells, 1):         # before the header guess: `nan,nan` is no header, `inf` no label
        for j, v in enumerate(row, 1):
            if _NON_FINITE.fullmatch(v):
                raise InvalidArgument(f"{path.name} row {i} column {j}: {v!r} is not a finite number (the "
                                      "entries are probabilities)")
    notes = []
    first = 1
    if cells and len(cells) > 1 and _is_header(cells[0]):
        labels, first = cells.pop(0), 2
        notes.append(f"header row dropped ({', '.join(labels[:3])}{', ...' if len(labels) > 3 else ''})")
        if cells and labels and labels[0] == "" and len(labels) == len(cells[0]):
            cells = [row[1:] for row in cells]
            notes.append("index column dropped (empty header cell)")
    if cells and all(row and not _is_number(row[0]) for row in cells) and len(cells[0]) > 1:
        cells = [row[1:] for row in cells]
        notes.append("index column of labels dropped")
    elif len(cells) > 1 and len(cells[0]) > 1:
        index = [row[0] for row in cells]
        for start in (0, 1):
            if index == [str(start + i) for i in range(len(cells))] and len(cells) - 1 + start > 1:
                cells = [row[1:] for row in cells]
                notes.append(f"index column {start}..{len(index) - 1 + start} dropped (not probabilities)")
                break
    return cells, notes, first


def _fast_row(row: list[str]) -> tuple[list[int], list[int]] | None:
    """Decimal / scientific cells as (digits, power of ten), or None to take the careful path. int() is
    given only ASCII text without underscores or blanks, so it accepts exactly the strings _NUMBER would."""
    joined = "".join(row)
    if not joined or not joined.isascii() or "_" in joined or _BLANK.search(joined):   # int() forgives those
        return None
    try:
        parts = [s.lower().partition("e") for s in row]
        mantissas = [m.partition(".") for m, _, _ in parts]
        fractions = "".join(f for _, _, f in mantissas)
        if fractions and not fractions.isdigit():        # no sign after the point
            return None
        digits = [int(w + f) for w, _, f in mantissas]
        shifts = [(int(e) if marker else 0) - len(f) for (_, marker, e), (_, _, f) in zip(parts, mantissas)]
    except ValueError:
        return None
    if shifts and max(map(abs, shifts)) > MAX_EXPONENT:
        return None
    return digits, shifts


def _is_header(row: list[str]) -> bool:
    """Column names (no number among them, the corner cell may be empty) or pandas' `,0,1,2,...`."""
    if all(not _is_number(v) for v in row):
        return True
    rest = row[1:]
    return row[0] == "" and any(rest == [str(start + i) for i in range(len(rest))] for start in (0, 1))


def _exact_table(cells, name: str, progress=None, first: int = 1) -> tuple[list[list[int]], list[int], bool]:
    """Integer numerators with one denominator per row, and whether any entry was written as a decimal.

    Each row's denominator is the lcm of its own entries' denominators, limited to MAX_DENOMINATOR_BITS
    (the error names the row). When the lcm over all rows has at most SHARED_DENOMINATOR_BITS, every row
    is put over that one common denominator (integer comparisons, no float: the fast path for the usual
    files); otherwise each row keeps its own, and the kernel compares rows by cross-multiplication.
    Consumes `cells` (each row is released once parsed: memory for the large tables)."""
    rows, decimal, dens = [], False, []
    step = max(1, len(cells) // 100)
    for k, row in enumerate(cells):
        i = first + k
        if progress and ((k + 1) % step == 0 or k + 1 == len(cells)):
            progress("reading rows", k + 1, len(cells))
        cells[k] = None
        fast = _fast_row(row)
        if fast is not None:
            digits, shifts = fast
            decimal |= any(("." in v or "e" in v or "E" in v) for v in row)
            rows.append((digits, shifts))
            dens.append(10 ** max(0, -min(shifts, default=0)))
            continue
        parsed = _ratio_row(row)
        if parsed is None:
            parsed = []
            for j, v in enumerate(row, 1):
                p, q, dec = _cell_value(v, f"{name} row {i} column {j}")
                decimal |= dec
                parsed.append((p, q))
        d = math.lcm(*{q for _, q in parsed})
        if d.bit_length() > MAX_DENOMINATOR_BITS:
            raise InvalidArgument(f"{name}: row {i}: its entries' common denominator has {d.bit_length()} bits, "
                                  f"more than the limit of {MAX_DENOMINATOR_BITS} bits per row")
        rows.append(parsed)
        dens.append(d)
    D = 1
    for d in set(dens):
        D = math.lcm(D, d)
        if D.bit_length() > SHARED_DENOMINATOR_BITS:
            break
    else:
        dens = [D] * len(rows)                            # one common denominator: the all-integer path
    powers: dict[tuple[int, int], int] = {}
    num = []
    for k, (row, d) in enumerate(zip(rows, dens)):
        rows[k] = None
        if isinstance(row, tuple):
            digits, shifts = row
            num.append([p * (powers.get((d, s)) or powers.setdefault((d, s), d * 10 ** max(s, 0) // 10 ** max(-s, 0)))
                        for p, s in zip(digits, shifts)])
        else:
            num.append([p * (d // q) for p, q in row])
    return num, dens, decimal


def _ratio_row(row: list[str]) -> list[tuple[int, int]] | None:
    """Cells all written `p/q` with ASCII digits (what a script writing fractions produces) as (p, q), or
    None to take the careful path (which also gives the messages). Same values as _cell_value."""
    joined = "".join(row)
    if not joined.isascii() or "_" in joined or _BLANK.search(joined):   # int() forgives those
        return None
    parsed = []
    try:
        for v in row:
            p, slash, q = v.partition("/")
            if not slash or not q.isdigit() or not p or not p.lstrip("+-").isdigit() or p[1:2] in ("+", "-"):
                return None
            q = int(q)
            if q == 0:
                return None
            parsed.append((int(p), q))
    except ValueError:
        return None
    return parsed


def _within_rounding(total: int, D: int) -> bool:
    return abs(total - D) * DECIMAL_TOLERANCE.denominator <= D


def read_mechanism(path, progress=None) -> tuple[IntegerKernel, str | None]:
    """Validated exact kernel. Decimal rows may miss 1 by at most 1e-9 (rounding in the file); they are
    then divided by their exact sum, and the note says so."""
    name = Path(path).name
    cells, notes, first = read_cells(path)
    if not cells or not cells[0]:
        raise InvalidArgument(f"{name}: no numbers found")
    for i, row in enumerate(cells, first):
        if len(row) != len(cells[0]):
            raise InvalidArgument(f"{name}: row {i} has {len(row)} entries, row {first} has {len(cells[0])} "
                                  "(the matrix must be rectangular)")
    num, dens, decimal = _exact_table(cells, name, progress, first)
    den, off, worst = [], 0, Fraction(0)
    for i, (row, D) in enumerate(zip(num, dens), first):
        if min(row) < 0 or max(row) > D:
            j = next(j for j, v in enumerate(row, 1) if not 0 <= v <= D)
            raise InvalidArgument(f"{name}: entry ({i},{j}) = {Fraction(row[j - 1], D)} is outside [0, 1]")
        total = sum(row)
        if total != D:
            if not decimal:
                raise InvalidArgument(f"{name}: row {i} sums to {Fraction(total, D)}, not 1")
            if not _within_rounding(total, D):
                raise InvalidArgument(f"{name}: row {i} sums to {float(Fraction(total, D))!r}, more than 1e-9 "
                                      "away from 1")
            off, worst = off + 1, max(worst, abs(Fraction(total, D) - 1))
            if total == 0:
                raise InvalidArgument(f"{name}: row {i} is all zeros")
        den.append(total)
    if off:
        notes.append(f"{off} decimal row(s) summed to 1 within {float(worst):.1e}; divided by their exact sums")
    return IntegerKernel(num, den), "; ".join(notes) or None


def read_prior(path, k: int) -> tuple[list[Fraction], str | None]:
    """k positive probabilities; decimals may miss 1 by 1e-9, as rows may (same renormalisation, same note)."""
    cells, notes, _ = read_cells(path)
    flat = [[v for row in cells for v in row]]
    num, (D,), decimal = _exact_table(flat, "prior")
    values = num[0]
    if len(values) != k:
        raise InvalidArgument(f"prior: expected {k} probabilities (one per input row), got {len(values)}")
    for j, v in enumerate(values, 1):
        if v <= 0:
            raise InvalidArgument(f"prior: value {j} is {Fraction(v, D)}; every probability must be positive")
    total = sum(values)
    if total != D:
        s = Fraction(total, D)
        if not decimal or not _within_rounding(total, D):
            shown = repr(float(s)) if decimal else str(s)
            raise InvalidArgument(f"prior: the {k} probabilities sum to {shown}, "
                                  f"{'not 1' if not decimal else 'more than 1e-9 away from 1'}")
        notes.append(f"the decimal prior summed to 1 within {float(abs(s - 1)):.1e}; divided by its exact sum")
    return [Fraction(v, total) for v in values], "; ".join(notes) or None


def _show(q) -> str:
    """Exact, with a decimal beside it when the fraction is long."""
    q = Fraction(q)
    if q.denominator < 1000:
        return str(q)
    digits = len(str(q.denominator)) if q.denominator.bit_length() < 10000 else None
    if digits is not None and digits <= 60:
        return f"{q} (~{_approx(q, 6)})"
    size = f"{digits}-digit" if digits else f"{q.denominator.bit_length()}-bit"
    return f"~{_approx(q, 12)} (exact rational with a {size} denominator, not shown)"


def _approx(q: Fraction, digits: int) -> str:
    """A decimal approximation of q, also beyond a double's range (1e309, 1e-400): never an OverflowError."""
    try:
        value = float(q)
        if value != 0 or q == 0:
            return f"{value:.{digits}g}"
    except OverflowError:
        pass
    from decimal import Context
    context = Context(prec=digits)
    return f"{context.divide(context.create_decimal(q.numerator), context.create_decimal(q.denominator)):.{digits - 1}E}"


def _eps(E) -> str:
    return "inf" if E is None else f"{float(ball(E).log().mid()):.6g}"


def _skip(report: dict, what: str, reason: str) -> None:
    report.setdefault("skipped", {})[what] = f"{reason}; --force computes it"


def audit(Q, prior=None, c=None, adjacency: str = "local", out_dir="build/audit", force: bool = False,
          progress=None) -> dict:
    """Every number of the report, exact or as certified / rigorous intervals. Parts whose cost grows
    faster than the matrix (eta_TV, the delta profile, I(X;Y), the certified optima) are skipped above
    the limits at the top of this module unless `force`; report["skipped"] says what and why."""
    out_dir = Path(out_dir)
    K = IntegerKernel.from_rows(Q)
    k, L = K.n, K.m
    report = {"inputs": k, "outputs": L}
    if k == 1:
        report["warning"] = "one input row: there is nothing to distinguish, so every privacy level is trivial"
    if progress:
        progress("LDP level", 0, 1)
    level = ldp_level(K)
    x, x2, y = level.witness
    report["ldp"] = {"E": "inf (a zero faces a positive entry)" if level.E is None else _show(level.E),
                     "eps": _eps(level.E),
                     "witness": {"x": x + 1, "x'": x2 + 1, "y": y + 1, "Q[x][y]": str(K.entry(x, y)),
                                 "Q[x'][y]": str(K.entry(x2, y))}}
    eta = None
    work = k * (k - 1) / 2 * L
    if work > ETA_WORK and not force:
        _skip(report, "eta_tv", f"{k}*{k - 1}/2 row pairs x {L} columns = {work:.1e} terms, "
                                f"above the limit {ETA_WORK:.0e}")
    else:
        try:
            eta, pair = eta_tv_witness(K, float("inf") if force else ETA_TIES_WORK,
                                       (lambda d, t: progress("eta_TV rows", d, t)) if progress else None)
            report["eta_tv"] = _show(eta)
            report["eta_tv rows"] = [pair[0] + 1, pair[1] + 1]
        except TooCostly as exc:
            _skip(report, "eta_tv", str(exc))
    if eta is not None and level.E is not None:
        bound = (level.E - 1) / (level.E + 1)
        report["eta_tv vs optimal at this eps"] = {
            "optimal (Kairouz; attained by 2-RR)": _show(bound),
            "ratio": _show(eta / bound) if bound else "n/a (E = 1: the optimal eta_TV is 0, and so is this one)"}
    if c is not None:
        c = check_c(c, k)
        if progress:
            progress("PML level", 0, 1)
        pml = pml_level(K, c)
        report["pml"] = {"c": str(c), "E": _show(pml.E), "eps": _eps(pml.E), "outcome": pml.output + 1,
                         "prior": _prior_text(pml.prior)}
        if pml.E is not None and eta is not None and (k <= PML_OPTIMUM_SIZE or force):
            best = certify_family("pml-eta", "audit.pml-eta-optimum", N=k, E=pml.E, c=c, L=2, A=[1])
            path = certificates.write(best.certificate, out_dir / "pml_eta_optimum.json")
            report["eta_tv vs optimal at this (eps, c)"] = {
                "optimal": _show(best.value), "certificate": str(path),
                "ratio": _show(eta / best.value) if best.value else "n/a (the optimal eta_TV is 0)"}
        elif pml.E is not None and eta is not None:
            _skip(report, "eta_tv optimum at (eps, c)", f"certified LP for N = {k} inputs, above {PML_OPTIMUM_SIZE}")
    if adjacency == "counting":
        _counting(report, K, out_dir, force)
    if prior is not None:
        _information(report, K, prior, level, out_dir, force)
    if "skipped" in report:
        report["skipped"] = report.pop("skipped")          # last, after every number that was computed
    return report


def _prior_text(prior: list[Fraction]) -> list[str] | str:
    """An extreme prior c + (1 - Nc) e_x, shortened when N is large."""
    if len(prior) <= 20:
        return [str(v) for v in prior]
    heavy = max(range(len(prior)), key=prior.__getitem__)
    rest = prior[(heavy + 1) % len(prior)]
    return f"{prior[heavy]} on input {heavy + 1}, {rest} on each of the other {len(prior) - 1}"


def _counting(report: dict, K: IntegerKernel, out_dir: Path, force: bool) -> None:
    """(eps, delta)-DP between neighbouring counts: E at delta = 0, the delta profile, the certified P*."""
    k = K.n
    if k != K.m:
        raise InvalidArgument("counting adjacency needs a square mechanism (inputs = outputs = 0..M-1)")
    if k > COUNTING_SIZE and not force:
        _skip(report, "counting", f"exact delta profile over {2 * (k - 1)} neighbour pairs x {k} outputs, "
                                  f"above {COUNTING_SIZE} outputs")
        return
    pairs = chain_pairs(k)
    if K.nonnegative:
        E0 = _largest_neighbour_ratio(K, pairs)
        deltas = [_smallest_delta(K, E, pairs) for E in PROFILE]
    else:                                                   # not a mechanism (audit() of raw rows): the definitions
        Q = K.rows()
        ratios = [Q[a][j] / Q[b][j] if Q[b][j] else (None if Q[a][j] else Fraction(1))
                  for a, b in pairs for j in range(k)]
        E0 = None if any(r is None for r in ratios) else max(ratios)
        deltas = [smallest_delta(Q, E, pairs) for E in PROFILE]
    profile = [{"E": str(E), "smallest delta": str(delta)} for E, delta in zip(PROFILE, deltas)]
    report["counting"] = {"E at delta = 0": None if E0 is None else str(E0), "eps at delta = 0": _eps(E0),
                          "profile": profile}
    if E0 is not None and (k <= COUNTING_OPTIMUM_SIZE or force):
        best = certified_optimum(k, E0, Fraction(0), "audit.counting-optimum")
        path = certificates.write(best.certificate, out_dir / "counting_optimum.json")
        worst = min(K.entry(i, i) for i in range(k))
        report["worst-case correct answer vs optimal P*"] = {"this mechanism": _show(worst),
                                                             "optimal": _show(best.value), "certificate": str(path)}
    elif E0 is not None:
        _skip(report, "counting optimum P*", f"certified LP for M = {k}, above {COUNTING_OPTIMUM_SIZE}")


def _largest_neighbour_ratio(K: IntegerKernel, pairs) -> Fraction | None:
    """max over the pairs (a, b) and outputs j of Q[a][j] / Q[b][j] (0/0 counts as 1), None when a positive
    entry faces a zero. Per pair on the integer rows: Q[a][j] / Q[b][j] = (num[a][j] / num[b][j]) (den[b] / den[a]),
    so the largest num[a][j] / num[b][j] is found by cross-multiplication and one Fraction is formed per pair
    (no common denominator of the rows is needed)."""
    best = None
    for a, b in pairs:
        top, bottom, tie = 0, 1, False
        for p, q in zip(K.num[a], K.num[b]):
            if q == 0:
                if p:
                    return None
                tie = True                                  # 0/0: ratio 1
            elif p * bottom > top * q:
                top, bottom = p, q
        ratio = Fraction(top * K.den[b], bottom * K.den[a])
        if tie:
            ratio = max(ratio, Fraction(1))
        best = ratio if best is None else max(best, ratio)
    return best


def _smallest_delta(K: IntegerKernel, E: Fraction, pairs) -> Fraction:
    """max over the pairs (a, b) of sum_j (Q[a][j] - E Q[b][j])^+ (dp.smallest_delta), each pair on integers over
    its own denominator den[a] den[b] E.denominator."""
    e, f = E.numerator, E.denominator
    best = Fraction(0)
    for a, b in pairs:
        u, v = K.den[b] * f, K.den[a] * e
        total = sum(t for t in (p * u - q * v for p, q in zip(K.num[a], K.num[b])) if t > 0)
        best = max(best, Fraction(total, K.den[a] * K.den[b] * f))
    return best


def _information(report: dict, K: IntegerKernel, prior, level, out_dir: Path, force: bool) -> None:
    """I(X;Y) in arb, and the certified staircase optimum at the same eps when small."""
    k = K.n
    if k * K.m > MI_ENTRIES and not force:
        _skip(report, "I(X;Y)", f"{k * K.m} arb terms, above {MI_ENTRIES}")
        return
    with flint_ctx.workprec(128):
        mi = mutual_information([ball(v) for v in prior], [[ball(v) for v in row] for row in K], lambda t: t.log())
    report["I(X;Y) nats"] = mi.str(12)
    if level.E is not None and (k <= MI_OPTIMUM_SIZE or force):
        lower, upper, paths = _mi_optimum(prior, level.E, out_dir)
        report["I(X;Y) vs optimal at this eps"] = {
            "optimal in": [f"{float(lower):.10g}", f"{float(upper):.10g}"], "certificates": paths,
            "ratio at least": f"{float(mi.lower()) / float(upper):.6g}"}
    elif level.E is not None:
        _skip(report, "I(X;Y) optimum", f"certified staircase LP for {k} inputs, above {MI_OPTIMUM_SIZE}")


def _mi_optimum(prior, E, out_dir):
    """Staircase LP (11) with the mutual-information utility: interval certificate (lower, upper)."""
    k = len(prior)
    with flint_ctx.workprec(128):
        p = [ball(v) for v in prior]
        balls = []
        for column in pattern_matrix(k, E):
            m = sum(a * ball(q) for a, q in zip(p, column))
            balls.append(sum(a * ball(q) * (ball(q) / m).log() for a, q in zip(p, column)))
        ends = [[ball_lower(b) for b in balls], [ball_upper(b) for b in balls]]
    results = [certify_family("staircase", "audit.mi-optimum", k=k, E=E, U=u) for u in ends]
    paths = [str(certificates.write(r.certificate, out_dir / f"mi_optimum_{side}.json"))
             for r, side in zip(results, ("lower", "upper"))]
    return results[0].value, results[1].value, paths


def text(report: dict, indent: int = 0) -> str:
    """The report as indented lines for a terminal."""
    lines = []
    for key, value in report.items():
        if isinstance(value, dict):
            lines.append(" " * indent + f"{key}:")
            lines.append(text(value, indent + 2))
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(" " * indent + f"{key}:")
            lines += [" " * (indent + 2) + ", ".join(f"{k}={v}" for k, v in item.items()) for item in value]
        else:
            lines.append(" " * indent + f"{key}: {value}")
    return "\n".join(lines)
