"""Figures for the report: matplotlib (Agg, no display), fixed styles, PNG into build/figures."""
from __future__ import annotations

import math
from pathlib import Path

from .lazy import lazy

np = lazy("numpy")


def _pyplot():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def _save(plt, figure, path) -> Path:
    """No software stamp in the metadata, so the same figure gives the same bytes."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.tight_layout()
    figure.savefig(path, metadata={"Software": None})
    plt.close(figure)
    return path


def line_plot(path, title: str, xlabel: str, ylabel: str, series: list[dict], ylim=None) -> Path:
    """series: dicts with `x`, `y`, `label` and optional `style` ("-", "--", "^-", "*", ...) and `color`;
    ylim = (low, high) clips a curve that would flatten the rest."""
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(6.4, 4.4), dpi=120)
    for s in series:
        axes.plot(s["x"], s["y"], s.get("style", "-"), label=s["label"], linewidth=1.4, markersize=4,
                  color=s.get("color"))
    axes.set_title(title)
    axes.set_xlabel(xlabel)
    axes.set_ylabel(ylabel)
    axes.grid(True, alpha=0.3)
    axes.legend(fontsize=8)
    if ylim:
        axes.set_ylim(*ylim)
    return _save(plt, figure, path)


def estimate_panels(path, p, estimates_by_label: dict, title: str) -> Path:
    """One panel per label: blue stars = every run's p_hat_k, red line = mean over runs, gold = true p."""
    plt = _pyplot()
    cols = math.ceil(math.sqrt(len(estimates_by_label)))        # 4 -> 2x2, 6 -> 2x3
    rows = math.ceil(len(estimates_by_label) / cols)
    figure, axes = plt.subplots(rows, cols, figsize=(3.6 * cols, 3.0 * rows), dpi=120, squeeze=False)
    k = np.arange(1, len(p) + 1)
    for ax, (label, est) in zip(axes.flat, estimates_by_label.items()):
        est = np.asarray(est, dtype=float)
        ax.plot(np.tile(k, len(est)), est.ravel(), "*", color="tab:blue", markersize=3, alpha=0.5)
        ax.plot(k, est.mean(axis=0), "-", color="red", linewidth=1.2, label="mean")
        ax.plot(k, [float(v) for v in p], "o", color="gold", markeredgecolor="black", markersize=5,
                label="true p")
        ax.set_title(label, fontsize=9)
        ax.set_xlabel("k")
        ax.grid(True, alpha=0.3)
    for ax in list(axes.flat)[len(estimates_by_label):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=7)
    figure.suptitle(title)
    return _save(plt, figure, path)
