# TRUSTED CODE -- public API of the checker; the rules are in check.py's docstring.
from .check import Invalid, Malformed, check_certificate, check_file, main  # noqa: F401
