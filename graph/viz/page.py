"""The interactive page: one self-contained HTML file, vis-network inlined from the ``pyvis``
package, the graph as JSON, the page's own script and style from ``static/`` (files a linter
can read). It makes no request: everything it needs is inside."""

from __future__ import annotations

import html
import importlib.util
import json
import re
from collections import defaultdict
from functools import cache
from pathlib import Path
from string import Template
from typing import Any

import networkx as nx

from hwkg.ingest import HwkgError

from .layout import FONT_SIZE, static_layout
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

STATIC = Path(__file__).resolve().parent / "static"

VIS_VERSION = "9.1.2"


def _pyvis_dir() -> Path:
    spec = importlib.util.find_spec("pyvis")  # locate the package without importing it
    if spec is None or not spec.submodule_search_locations:
        raise HwkgError("the pyvis package is not installed; run `make setup`")
    return Path(next(iter(spec.submodule_search_locations)))


@cache
def vis_network_assets() -> tuple[str, str]:
    """Return (JavaScript, CSS) of vis-network's standalone build, as shipped by pyvis."""
    lib = _pyvis_dir() / "lib"
    folder = lib / f"vis-{VIS_VERSION}"
    if not folder.is_dir():
        found = sorted(lib.glob("vis-*/vis-network.min.js"))
        if not found:
            raise HwkgError(f"pyvis at {lib.parent} ships no vis-network; run `make setup`")
        folder = found[-1].parent
    js = (folder / "vis-network.min.js").read_text(encoding="utf-8")
    css = (folder / "vis-network.css").read_text(encoding="utf-8")
    return _inline_safe(js), _inline_safe(css)


def _inline_safe(text: str) -> str:
    # Nothing inside an inline <script> or <style> may close it early.
    return re.sub(r"</(script|style)", r"<\\/\1", text, flags=re.IGNORECASE)


def _json_for_script(data: Any) -> str:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return (
        text.replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


def html_data(graph: nx.MultiDiGraph, lang: str) -> dict[str, Any]:
    """The JSON the HTML page embeds: nodes, edges (with facts), classes, relations, strings."""
    classes = present((d.get("cls", OTHER) for _, d in graph.nodes(data=True)), class_order())
    counts_cls: dict[str, int] = defaultdict(int)
    for _, d in graph.nodes(data=True):
        counts_cls[d.get("cls", OTHER)] += 1
    relations: dict[str, str] = {}
    counts_rel: dict[str, int] = defaultdict(int)
    for _, _, d in graph.edges(data=True):
        rel = d.get("relation", "")
        relations.setdefault(rel, d.get("label", rel))
        counts_rel[rel] += 1
    # Parallel edges (same two nodes) bend away from each other, symmetrically.
    pairs: dict[frozenset[str], int] = defaultdict(int)
    for u, v in graph.edges():
        pairs[frozenset((u, v))] += 1
    parallel: dict[frozenset[str], int] = defaultdict(int)
    edges = []
    for u, v, k, d in graph.edges(keys=True, data=True):
        pair = frozenset((u, v))
        offset = parallel[pair] - (pairs[pair] - 1) / 2
        if u > v:  # one side for the pair, whichever way an edge points
            offset = -offset
        edges.append(
            {
                "id": f"{u}|{k}|{v}",
                "from": u,
                "to": v,
                "relation": d.get("relation", k),
                "label": d.get("label", k),
                "symmetric": bool(d.get("symmetric", False)),
                "curve": round(0.3 * offset, 3),
                "facts": list(d.get("facts", ())),
            }
        )
        parallel[pair] += 1
    degree = dict(graph.degree())
    # Start from the static layout (no overlaps, unconnected entities apart), scaled to the
    # page's larger font; the page then lets the physics settle briefly and switches it off.
    lay = static_layout(graph, lang)
    scale = 14.0 / FONT_SIZE
    return {
        "lang": lang,
        "strings": strings(lang),
        "classes": [
            {
                "id": c,
                "label": class_name(c, lang),
                "colour": class_style(c).colour,
                "border": class_style(c).border,
                "shape": class_style(c).shape,
                "count": counts_cls[c],
            }
            for c in classes
        ],
        "relations": [
            {"id": r, "label": relations[r], "colour": relation_colour(r), "count": counts_rel[r]}
            for r in sorted(relations, key=lambda r: (relations[r].lower(), r))
        ],
        "nodes": [
            {
                "id": str(n),
                "label": str(d.get("label", n)),
                "cls": d.get("cls", OTHER),
                "iri": d.get("iri", ""),
                "aliases": list(d.get("aliases", ())),
                "degree": degree[n],
                "x": round(lay.pos[n][0] * scale, 1),
                "y": round((lay.height - lay.pos[n][1]) * scale, 1),
            }
            for n, d in graph.nodes(data=True)
        ],
        "edges": edges,
        "focus": graph.graph.get("focus"),
    }


def _swatch_svg(shape: str, colour: str, border: str) -> str:
    c = f'fill="{colour}" stroke="{border}" stroke-width="1"'
    body = {
        "dot": f'<circle cx="8" cy="8" r="6" {c}/>',
        "square": f'<rect x="2.5" y="2.5" width="11" height="11" {c}/>',
        "triangle": f'<polygon points="8,1.5 14.5,14 1.5,14" {c}/>',
        "diamond": f'<polygon points="8,1 15,8 8,15 1,8" {c}/>',
        "hexagon": f'<polygon points="4.5,2 11.5,2 15,8 11.5,14 4.5,14 1,8" {c}/>',
        "star": f'<polygon points="8,1 10,6 15,6 11,9.5 12.5,15 8,11.5 3.5,15 5,9.5 1,6 6,6" {c}/>',
        "triangleDown": f'<polygon points="1.5,2 14.5,2 8,14.5" {c}/>',
    }.get(shape, f'<circle cx="8" cy="8" r="6" {c}/>')
    return f'<svg class="hwkg-swatch" width="16" height="16" aria-hidden="true">{body}</svg>'


def _line_svg(colour: str) -> str:
    return (
        '<svg class="hwkg-swatch" width="22" height="16" aria-hidden="true">'
        f'<line x1="1" y1="8" x2="21" y2="8" stroke="{colour}" stroke-width="3"/></svg>'
    )


def to_html(graph: nx.MultiDiGraph, lang: str = "en") -> str:
    """Return one self-contained interactive HTML page: every script and style inline."""
    s = strings(lang)
    data = html_data(graph, lang)
    js, css = vis_network_assets()
    esc = html.escape
    class_items = "".join(
        f'<label><input type="checkbox" data-class="{esc(c["id"])}" checked>'
        f"{_swatch_svg(c['shape'], c['colour'], c['border'])}"
        f'<span>{esc(c["label"])}</span> <span class="hwkg-n">{c["count"]:,}</span></label>'
        for c in data["classes"]
    )
    relation_items = "".join(
        f'<label><input type="checkbox" data-relation="{esc(r["id"])}" checked>'
        f"{_line_svg(r['colour'])}"
        f'<span>{esc(r["label"])}</span> <span class="hwkg-n">{r["count"]:,}</span></label>'
        for r in data["relations"]
    )
    options = "".join(
        f'<option value="{esc(n["label"])}"></option>'
        for n in sorted(data["nodes"], key=lambda n: n["label"].lower())
    )
    return _static("page.html").substitute(
        lang=esc(lang),
        title=esc(s["title"]),
        vis_css=css,
        css=_static("page.css").template,
        count=esc(count_line(graph, lang)),
        search=esc(s["search"]),
        search_placeholder=esc(s["search_placeholder"]),
        options=options,
        legend=esc(s["legend"]),
        classes=esc(s["classes"]),
        class_items=class_items,
        relations=esc(s["relations"]),
        relation_items=relation_items,
        data=_json_for_script(data),
        vis_js=js,
        js=_static("page.js").template,
    )


@cache
def _static(name: str) -> Template:
    """A file of ``static/``: the page's HTML (a template), its script and its style."""
    return Template((STATIC / name).read_text(encoding="utf-8"))
