# TRUSTED CODE -- the trusted package: every checker whose "valid" a verdict rests on lives here, and only here.
# Stdlib only (json, sys, re, fractions, math, gc), no eval, never imports solver code; budgets (lines) are
# tested in tests/kernel/test_trusted_package.py. File, budget: what a bug in it would let through.
#   parse.py      95: a number, name or parameter read otherwise than written (a certificate checked
#                     against numbers it does not state, or params outside the family's domain); the one
#                     strict JSON reader (a duplicate key, NaN or Infinity is malformed) of both checkers.
#   families.py  280: an LP rebuilt wrongly from (family, params), so a true optimum of another LP is
#                     certified as the paper's; +35 for CLAIMS (a certificate of another paper's claim
#                     accepted) and WORDS (--explain's description of each constraint class).
#   check.py     230: a rule (L), (P), (S), (D), (V) skipped or weakened: a non-optimal value or an infeasible
#                     point certified; +30 for the output naming claim, family, params, LP size and --explain (a reader
#                     told of another LP than the one checked); +15: (L)'s fast path (as text: another LP passed).
#   polyproof.py 415: the proof replayer (python -m workbench.kernel.polyproof): a false inequality
#                     "proved" for every parameter value, or a goal other than the claim's accepted; +55 for
#                     the table of named log/exp facts, so a false "fact" or a wrong definition is refused;
#                     +35 for equality goals multiplied out here and one name, one meaning (a repeat is malformed);
#                     +40 for indexed sums (a goal summed over any family: a wrong sum lemma, a false sum);
#                     +35 for expression trees (an equality's sides as written, expanded here: a wrong
#                     expansion or an unchecked divisor proves a false identity); +80 for inductions (an
#                     invariant "proved" for every k from a step that does not follow, or a sequence off the box).
#   __main__.py    5: the certificate CLI (python -m workbench.kernel): a wrong exit code, so a script
#                     that trusts exit 0 accepts an invalid certificate.
#   __init__.py   25: this list and the checker's public names (re-exported, nothing computed here).
# The rules are in check.py's docstring, the families in families.py's, the proof format in polyproof.py's.
from .check import Invalid, Malformed, check_certificate, check_file, main  # noqa: F401
