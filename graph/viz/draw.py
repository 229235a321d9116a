"""Static pictures, drawn with matplotlib: the graph as SVG or PNG (labels that never
overlap, a legend), and the timeline of dated facts. The same graph gives the same bytes."""

from __future__ import annotations

import datetime as dt
import io
import math
from typing import Any

import networkx as nx

from hwkg.graph.store import KnowledgeStore

from .boxes import (
    EDGE_FONT_SIZE,
    EDGE_LABEL_LIMIT,
    FONT_SIZE,
    GAP,
    MARKER,
    PNG_MAX_PIXELS,
    text_size,
)
from .layout import StaticLayout, exit_distance, static_layout
from .project import project
from .style import (
    OTHER,
    class_name,
    class_order,
    class_style,
    count_line,
    present,
    relation_colour,
    strings,
)


def _rc() -> Any:  # matplotlib types rc keys as literals
    return {
        "svg.fonttype": "none",
        "svg.hashsalt": "hwkg",
        "font.family": "DejaVu Sans",
        "font.size": FONT_SIZE,
        "path.simplify": True,
    }


def figure(graph: nx.MultiDiGraph, lang: str = "en") -> Any:
    """Return a matplotlib Figure of the graph (1 unit = 1 point), legend on the right."""
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.collections import LineCollection
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D
    from matplotlib.patches import FancyArrowPatch

    s = strings(lang)
    lay = static_layout(graph, lang)
    margin, title_h, legend_gap = 16.0, 30.0, 24.0

    # Legend entries: classes, then relations present.
    cls_present = present((d.get("cls", OTHER) for _, d in graph.nodes(data=True)), class_order())
    rel_labels: dict[str, str] = {}
    for _, _, d in graph.edges(data=True):
        rel_labels.setdefault(str(d.get("relation", "")), str(d.get("label", "")))
    rels = sorted(rel_labels, key=lambda r: (rel_labels[r].lower(), r))
    # Lines that carry more than one relation are grey: the legend says so.
    several = lay.edge_labels and any(len(g.relations) > 1 for g in lay.groups)
    rel_entries = [(relation_colour(r), rel_labels[r]) for r in rels]
    if several:
        rel_entries.append(("#666666", s["several"]))
    entries = [class_name(c, lang) for c in cls_present] + [text for _, text in rel_entries]
    legend_w = max([text_size(t, FONT_SIZE)[0] for t in entries] + [60.0]) + 34.0
    row = FONT_SIZE * 1.9
    legend_h = row * (len(entries) + 2) + 12.0

    with matplotlib.rc_context(_rc()):
        gw = max(lay.width, 200.0)
        gh = max(lay.height, 60.0)
        fw = margin + gw + legend_gap + legend_w + margin
        fh = margin + title_h + max(gh, legend_h) + margin
        fig = Figure(figsize=(fw / 72, fh / 72), dpi=72)
        FigureCanvasAgg(fig)
        ax = fig.add_axes((0, 0, 1, 1))
        ax.set_xlim(0, fw)
        ax.set_ylim(0, fh)
        ax.set_axis_off()
        top = fh - margin - title_h
        ox, oy = margin, top - lay.height  # graph origin
        ax.text(
            margin,
            fh - margin,
            s["title"],
            ha="left",
            va="top",
            fontsize=12,
            fontweight="bold",
            color="#222",
        )
        ax.text(
            margin,
            fh - margin - 18,
            count_line(graph, lang),
            ha="left",
            va="top",
            fontsize=8,
            color="#555",
        )
        if not graph.number_of_nodes():
            ax.text(ox, top - 20, s["empty"], ha="left", va="top", color="#555")
        big = graph.number_of_nodes() > 1000

        # Edges: one line (or arrow) per node pair.
        pts = {n: (x + ox, y + oy) for n, (x, y) in lay.pos.items()}
        if lay.edge_labels and len(lay.groups) <= EDGE_LABEL_LIMIT:
            for g in lay.groups:
                style = {"->": "-|>", "<-": "<|-", "<->": "<|-|>", "-": "-"}[g.arrow]
                ax.add_patch(
                    FancyArrowPatch(
                        pts[g.a],
                        pts[g.b],
                        arrowstyle=style,
                        mutation_scale=9,
                        shrinkA=_exit(lay, g.a, g.b),
                        shrinkB=_exit(lay, g.b, g.a),
                        color=g.colour,
                        lw=1.0,
                        zorder=1,
                    )
                )
        else:
            segs = [(pts[g.a], pts[g.b]) for g in lay.groups]
            ax.add_collection(
                LineCollection(
                    segs, colors=[g.colour for g in lay.groups], linewidths=0.5, alpha=0.6, zorder=1
                )
            )
        # Nodes: one scatter per class; labels under the markers.
        for c in cls_present:
            members = [n for n, d in graph.nodes(data=True) if d.get("cls", OTHER) == c]
            st = class_style(c)
            ax.scatter(
                [pts[n][0] for n in members],
                [pts[n][1] for n in members],
                s=(MARKER * (0.9 if st.marker in "sD" else 1.0)) ** 2,
                marker=st.marker,
                c=st.colour,
                edgecolors=st.border,
                linewidths=0.7,
                zorder=2,
            )
        bbox = (
            None
            if big
            else {"boxstyle": "square,pad=0.1", "fc": "white", "ec": "none", "alpha": 0.85}
        )
        for n, d in graph.nodes(data=True):
            x, y = pts[n]
            ax.text(
                x,
                y - MARKER / 2 - GAP,
                str(d.get("label", n)),
                ha="center",
                va="top",
                fontsize=FONT_SIZE,
                color="#111",
                zorder=4,
                bbox=bbox,
            )
        for g in lay.groups:
            if g.label_at is None:
                continue
            x, y = g.label_at
            ax.text(
                x + ox,
                y + oy,
                g.text,
                ha="center",
                va="center",
                fontsize=EDGE_FONT_SIZE,
                style="italic",
                color="#333",
                zorder=3,
                linespacing=1.1,
                bbox={"boxstyle": "square,pad=0.05", "fc": "white", "ec": "none", "alpha": 0.9},
            )

        # Legend, drawn by hand in its own band on the right.
        lx = margin + gw + legend_gap
        ly = fh - margin - title_h
        ax.text(lx, ly, s["classes"], ha="left", va="top", fontsize=FONT_SIZE, fontweight="bold")
        ly -= row
        for c in cls_present:
            st = class_style(c)
            ax.add_line(
                Line2D(
                    [lx + 7],
                    [ly - 5],
                    marker=st.marker,
                    markersize=8,
                    color=st.colour,
                    markeredgecolor=st.border,
                    linestyle="none",
                )
            )
            ax.text(lx + 20, ly, class_name(c, lang), ha="left", va="top", fontsize=FONT_SIZE)
            ly -= row
        if rels:
            ly -= 6
            ax.text(
                lx, ly, s["relations"], ha="left", va="top", fontsize=FONT_SIZE, fontweight="bold"
            )
            ly -= row
            for colour, text in rel_entries:
                ax.add_line(Line2D([lx, lx + 14], [ly - 5, ly - 5], color=colour, lw=2.5))
                ax.text(lx + 20, ly, text, ha="left", va="top", fontsize=FONT_SIZE)
                ly -= row
    return fig


def _exit(lay: StaticLayout, node: str, towards: str) -> float:
    """How far a line from ``node`` towards ``towards`` runs inside the node's box."""
    return exit_distance(lay.pos[node], lay.pos[towards], lay.node_boxes[node])


def _save(fig: Any, fmt: str, dpi: float = 72.0) -> bytes:
    import matplotlib

    buf = io.BytesIO()
    metadata: dict[str, Any] = {"Date": None} if fmt == "svg" else {"Software": None}
    with matplotlib.rc_context(_rc()):
        fig.savefig(buf, format=fmt, dpi=dpi, metadata=metadata, facecolor="white")
    return buf.getvalue()


def to_svg(graph: nx.MultiDiGraph, lang: str = "en") -> bytes:
    """Return the graph as SVG: text kept as text, the same graph giving the same bytes."""
    return _save(figure(graph, lang), "svg")


def to_png(graph: nx.MultiDiGraph, lang: str = "en") -> bytes:
    """Return the graph as PNG at 2 pixels a point (fewer for huge graphs: 25 Mpx at most)."""
    fig = figure(graph, lang)
    w, h = fig.get_size_inches()
    dpi = min(144.0, math.sqrt(PNG_MAX_PIXELS / max(w * h, 1e-9)))
    return _save(fig, "png", dpi=dpi)


# -- timeline -------------------------------------------------------------------------------


def dated_facts(graph: nx.MultiDiGraph) -> list[tuple[str, dt.date, str, str]]:
    """Return (subject label, date, relation label, object label) of every dated fact."""
    found = set()
    for u, v, d in graph.edges(data=True):
        for f in d.get("facts", ()):
            if not f.get("date"):
                continue
            try:
                day = dt.date.fromisoformat(str(f["date"])[:10])
            except ValueError:
                continue
            found.add(
                (
                    str(graph.nodes[u].get("label", u)),
                    day,
                    str(d.get("label", d.get("relation", ""))),
                    str(graph.nodes[v].get("label", v)),
                )
            )
    return sorted(found, key=lambda t: (t[0].lower(), t[1], t[2], t[3]))


def timeline_figure(source: KnowledgeStore | nx.MultiDiGraph, lang: str = "en") -> Any:
    """A figure of the dated facts: one row per subject, points on a date axis."""
    import matplotlib
    import matplotlib.dates as mdates
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    graph = source if isinstance(source, nx.MultiDiGraph) else project(source, lang)
    s = strings(lang)
    facts = dated_facts(graph)
    subjects = sorted({f[0] for f in facts}, key=str.lower)
    axis_w = 640.0
    left = max([text_size(t, FONT_SIZE)[0] for t in subjects] + [40.0]) + 20.0
    right, top, bottom = 24.0, 48.0, 44.0
    texts = {f: f"{f[2]} {f[3]}" for f in facts}
    widths = {f: text_size(texts[f], FONT_SIZE - 0.5)[0] + 6 for f in facts}

    if facts:
        first = min(f[1] for f in facts)
        last = max(f[1] for f in facts)
        span = max((last - first).days, 1)
        maxw = min(max(widths.values()), axis_w * 0.45)
        # Room at each end for half of the widest label, plus a little.
        pad = maxw * span / (2 * (axis_w - maxw)) + span * 0.05 + 10
        x0 = mdates.date2num(first) - pad
        x1 = mdates.date2num(last) + pad
    else:
        today = dt.date(2026, 1, 1)
        x0, x1 = mdates.date2num(today) - 30, mdates.date2num(today) + 30
    per_pt = (x1 - x0) / axis_w

    # Within each row, labels go up a level until they overlap no earlier label.
    rows: list[tuple[str, list[tuple[Any, int]]]] = []
    for subj in subjects:
        ends: list[float] = []
        placed = []
        for f in (f for f in facts if f[0] == subj):
            x = mdates.date2num(f[1])
            lo, hi = x - widths[f] / 2 * per_pt, x + widths[f] / 2 * per_pt
            level = next((i for i, e in enumerate(ends) if e <= lo), len(ends))
            if level == len(ends):
                ends.append(hi)
            else:
                ends[level] = hi
            placed.append((f, level))
        rows.append((subj, placed))
    level_h = FONT_SIZE * 1.6
    row_heights = [
        22.0 + level_h * (1 + max((lv for _, lv in placed), default=0)) for _, placed in rows
    ]
    axis_h = max(sum(row_heights), 40.0)
    fw, fh = left + axis_w + right, top + axis_h + bottom

    with matplotlib.rc_context(_rc()):
        fig = Figure(figsize=(fw / 72, fh / 72), dpi=72)
        FigureCanvasAgg(fig)
        ax = fig.add_axes((left / fw, bottom / fh, axis_w / fw, axis_h / fh))
        ax.set_xlim(x0, x1)
        ax.set_ylim(0, axis_h)
        fig.text(
            left / fw,
            1 - 12 / fh,
            f"{s['timeline']} ({len(facts)})",
            ha="left",
            va="top",
            fontsize=12,
            fontweight="bold",
        )
        y = axis_h
        ticks, tick_labels = [], []
        for (subj, placed), rh in zip(rows, row_heights, strict=True):
            base = y - rh + 10
            ticks.append(base)
            tick_labels.append(subj)
            ax.axhline(base, color="#dddddd", lw=0.8, zorder=0)
            for f, level in placed:
                x = mdates.date2num(f[1])
                colour = "#333333"
                for _, _, d in graph.edges(data=True):
                    if str(d.get("label")) == f[2]:
                        colour = relation_colour(str(d.get("relation")))
                        break
                ax.plot([x], [base], marker="o", markersize=6, color=colour, zorder=3)
                ty = base + 8 + level * level_h
                if level:
                    ax.plot([x, x], [base, ty], color="#bbbbbb", lw=0.6, zorder=1)
                ax.text(
                    x,
                    ty,
                    texts[f],
                    ha="center",
                    va="bottom",
                    fontsize=FONT_SIZE - 0.5,
                    color="#222",
                    zorder=4,
                )
            y -= rh
        ax.set_yticks(ticks, tick_labels)
        locator = mdates.AutoDateLocator(minticks=3, maxticks=8)
        ax.xaxis.set_major_locator(locator)
        ax.xaxis.set_major_formatter(mdates.DateFormatter("%Y-%m-%d"))
        for side in ("top", "right", "left"):
            ax.spines[side].set_visible(False)
        ax.tick_params(axis="y", length=0)
        ax.tick_params(axis="x", labelsize=8)
        if not facts:
            ax.text(
                (x0 + x1) / 2, axis_h / 2, s["no_dated"], ha="center", va="center", color="#555"
            )
    return fig


def timeline_svg(source: KnowledgeStore | nx.MultiDiGraph, lang: str = "en") -> bytes:
    """Return the timeline of dated facts as SVG (text kept as text)."""
    return _save(timeline_figure(source, lang), "svg")
