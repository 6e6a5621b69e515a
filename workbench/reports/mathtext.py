"""ASCII math in claim texts and figure labels (`e^alpha`, `eps`, `<=`) as clean Unicode (e^α, ε, ≤).

Claims, corrections and route details are written in ASCII so they stay greppable in the sources;
what a person reads (the report pages, figure labels) goes through `pretty`. Only whole words are
replaced (`deltas`, `alphabet` keep their spelling); a name before `_` or a digit counts (eta_TV -> η_TV).
"""
from __future__ import annotations

import html
import re

_GREEK = {"alpha": "α", "beta": "β", "gamma": "γ", "Gamma": "Γ", "delta": "δ", "Delta": "Δ", "epsilon": "ε",
          "eps": "ε", "eta": "η", "theta": "θ", "lambda": "λ", "mu": "μ", "Xi": "Ξ", "xi": "ξ", "sigma": "σ",
          "chi": "χ", "phi": "φ", "Phi": "Φ", "pi": "π"}
# a Greek name as a whole word, or before _ (eta_TV) or a digit (alpha0)
_WORD = re.compile(r"(?<![A-Za-z])(" + "|".join(sorted(_GREEK, key=len, reverse=True)) + r")(?=_|\d|[^A-Za-z]|$)")
_SYMBOLS = [("<=>", "⇔"), ("||", "‖"), ("<=", "≤"), (">=", "≥"), ("!=", "≠"), ("->", "→"), ("+-", "±"),
            ("sqrt", "√"), ("infinity", "∞")]
_SUPERSCRIPT = str.maketrans("0123456789+-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻")


def pretty(text: str) -> str:
    """Greek names, relations and simple integer powers (x^2 -> x²) as Unicode; everything else unchanged."""
    for ascii_, symbol in _SYMBOLS:
        text = text.replace(ascii_, symbol)
    text = _WORD.sub(lambda m: _GREEK[m.group(1)], text)
    return re.sub(r"\^(-?\d+)(?![\d.])", lambda m: m.group(1).translate(_SUPERSCRIPT), text)


_TOKEN = re.compile(r"-?\w+")
_CLOSE = {"(": ")", "{": "}"}


def _exponent(text: str, i: int) -> int:
    """End of the exponent starting at text[i]: a balanced (...) or {...} group (a minus sign may lead),
    or one token (α, -ε, 2)."""
    if text[i:i + 1] == "-" and text[i + 1:i + 2] in _CLOSE:
        end = _exponent(text, i + 1)
        return end if end > i + 1 else i
    if text[i:i + 1] in _CLOSE:
        depth = 0
        for j in range(i, len(text)):
            depth += text[j] == text[i]
            depth -= text[j] == _CLOSE[text[i]]
            if depth == 0:
                return j + 1
        return i
    m = _TOKEN.match(text, i)
    return m.end() if m else i


def to_html(text: str) -> str:
    """`pretty`, HTML-escaped, with every remaining power set as <sup> (e^α -> e<sup>α</sup>)."""
    text, out, i = html.escape(pretty(text), quote=False), [], 0
    while (k := text.find("^", i)) >= 0:
        end = _exponent(text, k + 1)
        body = text[k + 1:end]
        if body[:1] in _CLOSE and body[-1:] == _CLOSE[body[0]]:
            body = body[1:-1]
        out.append(text[i:k] + (f"<sup>{body}</sup>" if body else "^"))
        i = max(end, k + 1)
    return "".join(out) + text[i:]
