"""Atomic writes: every output file of the workbench is written here, never in place.

The text goes to a temporary file in the target's own folder (same file system), is flushed and
fsync'ed, then `os.replace`d onto the target: a reader, or a kill -9 at any moment, sees either the
old file or the complete new one, never a truncated one. On any failure (including Ctrl-C) the
temporary file is removed and the old file is left as it was.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path


def write_bytes(path, data: bytes) -> Path:
    """Write `data` to `path` atomically (creating its parent folders); returns the Path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        try:                                  # mkstemp's 0600; an output file gets the usual umask mode
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temporary, 0o666 & ~umask)
        except OSError:
            pass
        os.replace(temporary, path)
    except BaseException as exc:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(exc, OSError) and exc.filename is None:     # a full disk names no file: name the target
            raise OSError(exc.errno, f"{exc.strerror or exc}; the old file, if any, is unchanged", str(path)) from exc
        raise
    return path


def write_text(path, text: str, encoding: str = "utf-8") -> Path:
    """Write `text` to `path` atomically."""
    return write_bytes(path, text.encode(encoding))


def write_json(path, value, indent: int | None = 1, **dumps) -> Path:
    """`value` as JSON (indented, with a final newline) written to `path` atomically."""
    return write_text(path, json.dumps(value, indent=indent, **dumps) + "\n")
