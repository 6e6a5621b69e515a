"""Figures for the report: matplotlib (Agg, no display), fixed styles, PNG into build/figures.

Every axis is labelled; titles and labels written in ASCII math (`alpha = 0.5`, `eps`) are drawn in
Unicode (α = 0.5, ε); with a y-range given, a curve that would leave it ends at the frame instead.
"""
from __future__ import annotations

import math
from pathlib import Path

from ..lazy import lazy

np = lazy("numpy")

from .mathtext import pretty


def _figure(figsize, dpi=120, **subplots):
    """A bare Agg figure and its axes (`Figure.subplots` arguments): no pyplot figure manager to register,
    nor to close afterwards; the pixels are pyplot's."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    figure = Figure(figsize=figsize, dpi=dpi)
    FigureCanvasAgg(figure)
    return figure, figure.subplots(**subplots)


def _save(figure, path) -> Path:
    """Laid out tight and drawn once on the Agg canvas, its pixels handed straight to PIL: the same pixels
    as savefig's PNG read back, without savefig's second (layout) draw nor a PNG written only to be decoded.
    No metadata stamp, so the same figure gives the same bytes. Saved with a 128-colour palette (line art
    loses nothing visible), about four times smaller: the report embeds every figure."""
    import io

    from PIL import Image
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.tight_layout()
    canvas = figure.canvas
    canvas.draw()
    width, height = canvas.get_width_height(physical=True)
    rgba = Image.frombuffer("RGBA", (width, height), canvas.buffer_rgba(), "raw", "RGBA", 0, 1)
    image = rgba.convert("RGB").quantize(colors=128, method=Image.Quantize.MEDIANCUT)
    png = io.BytesIO()
    image.save(png, format="png", optimize=True)
    from ..atomic import write_bytes
    return write_bytes(path, png.getvalue())


def line_plot(path, title: str, xlabel: str, ylabel: str, series: list[dict], ylim=None) -> Path:
    """series: dicts with `x`, `y`, `label` and optional `style` ("-", "--", "^-", "*", ...) and `color`;
    ylim = (low, high) clips a curve that would flatten the rest."""
    figure, axes = _figure((6.4, 4.4))
    for s in series:
        x, y = (s["x"], s["y"]) if not ylim else inside(s["x"], s["y"], ylim[1])
        axes.plot(x, y, s.get("style", "-"), label=pretty(s["label"]), linewidth=1.4, markersize=4,
                  color=s.get("color"))
    axes.set_title(pretty(title))
    axes.set_xlabel(pretty(xlabel))
    axes.set_ylabel(pretty(ylabel))
    axes.grid(True, alpha=0.3)
    axes.legend(fontsize=8)
    if ylim:
        axes.set_ylim(*ylim)
    return _save(figure, path)


def inside(x: list, y: list, top: float) -> tuple[list, list]:
    """A line cut where it first rises above `top`, ending exactly on it (linear interpolation), so a
    steep bound stops at the frame rather than running off the top. Points already inside are kept."""
    for i in range(1, len(y)):
        if y[i] > top >= y[i - 1]:
            t = (top - y[i - 1]) / (y[i] - y[i - 1])
            return list(x[:i]) + [x[i - 1] + t * (x[i] - x[i - 1])], list(y[:i]) + [top]
    return list(x), list(y)


def estimate_panels(path, p, estimates_by_label: dict, title: str) -> Path:
    """One panel per label: blue stars = every run's p_hat_k, red line = mean over runs, gold = true p;
    the first panel of each row carries the y label."""
    cols = math.ceil(math.sqrt(len(estimates_by_label)))        # 4 -> 2x2, 6 -> 2x3
    rows = math.ceil(len(estimates_by_label) / cols)
    figure, axes = _figure((3.6 * cols, 3.0 * rows), nrows=rows, ncols=cols, squeeze=False)
    k = np.arange(1, len(p) + 1)
    for n, (ax, (label, est)) in enumerate(zip(axes.flat, estimates_by_label.items())):
        est = np.asarray(est, dtype=float)
        ax.plot(np.tile(k, len(est)), est.ravel(), "*", color="tab:blue", markersize=3, alpha=0.5)
        ax.plot(k, est.mean(axis=0), "-", color="red", linewidth=1.2, label="mean")
        ax.plot(k, [float(v) for v in p], "o", color="gold", markeredgecolor="black", markersize=5,
                label="true p")
        ax.set_title(pretty(label), fontsize=9)
        ax.set_xlabel("category k")
        if n % cols == 0:
            ax.set_ylabel(r"estimate $\hat{p}_k$")
        ax.grid(True, alpha=0.3)
    for ax in list(axes.flat)[len(estimates_by_label):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=7)
    figure.suptitle(pretty(title))
    return _save(figure, path)
