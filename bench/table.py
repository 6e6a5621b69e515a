"""Shared tail of the `make bench` scripts: write the markdown table and say where."""
from pathlib import Path


def write(path, lines: list[str]) -> None:
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"written {out}")
