"""Figures for the report: matplotlib (Agg, no display), fixed styles, PNG into build/figures."""
from __future__ import annotations

from pathlib import Path


def line_plot(path, title: str, xlabel: str, ylabel: str, series: list[dict]) -> Path:
    """series: dicts with `x`, `y`, `label` and optional `style` ("-", "--", "^-", ...) and `color`."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure, axes = plt.subplots(figsize=(6.4, 4.4), dpi=120)
    for s in series:
        axes.plot(s["x"], s["y"], s.get("style", "-"), label=s["label"], linewidth=1.4, markersize=4,
                  color=s.get("color"))
    axes.set_title(title)
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    axes.grid(True, alpha=0.3)
    axes.legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(path, metadata={"Software": None})
    plt.close(figure)
    return path
