"""Pictures of the graph: companies, chips, frameworks and clouds as nodes, relations as edges.

``project`` reads the store into a networkx MultiDiGraph (entities and the plain hw:
relations between them, each edge with the provenance records behind it); ``focus`` keeps
one entity's neighbourhood; the renderers turn such a graph into one self-contained
interactive HTML file (vis-network, inlined from the ``pyvis`` package), a static SVG or PNG
(matplotlib, labels that never overlap), a timeline of the dated facts, or GraphML / GEXF.
Nothing here prints; every output is bytes or text, the same graph giving the same bytes.
"""

from __future__ import annotations

import datetime as dt
import html
import importlib.util
import io
import json
import math
import re
from collections import defaultdict, deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import networkx as nx
import numpy as np

from hwkg.ingest.errors import HwkgError, InputError
from hwkg.ingest.resources import gazetteer

from .answers import one_named
from .store import KnowledgeStore
from .vocab import HW, ID, ONTOLOGY_GRAPH

# -- classes, relations, colours ------------------------------------------------------------

CLASSES = ("Company", "Chip", "Framework", "CloudPlatform", "other")
OTHER = "other"


@dataclass(frozen=True, slots=True)
class ClassStyle:
    colour: str
    border: str
    shape: str  # vis-network node shape
    marker: str  # matplotlib marker


# Okabe-Ito colours (readable with colour-blindness); one shape per class as well.
CLASS_STYLES = {
    "Company": ClassStyle("#0072B2", "#004a75", "dot", "o"),
    "Chip": ClassStyle("#D55E00", "#8a3d00", "square", "s"),
    "Framework": ClassStyle("#009E73", "#00664a", "triangle", "^"),
    "CloudPlatform": ClassStyle("#CC79A7", "#8c4f73", "diamond", "D"),
    OTHER: ClassStyle("#999999", "#5f5f5f", "hexagon", "h"),
}
# The rdfs:label of each class in ontology/hwkg.ttl (a test keeps the two in step).
CLASS_NAMES = {
    "en": {
        "Company": "Company",
        "Chip": "Chip",
        "Framework": "Framework",
        "CloudPlatform": "Cloud platform",
        OTHER: "Other",
    },
    "es": {
        "Company": "Empresa",
        "Chip": "Chip",
        "Framework": "Framework",
        "CloudPlatform": "Plataforma en la nube",
        OTHER: "Otro",
    },
}
RELATION_COLOURS = {
    "develops": "#1f77b4",
    "announces": "#ff7f0e",
    "targets": "#2ca02c",
    "adaptationOf": "#9467bd",
    "operates": "#8c564b",
    "offers": "#e377c2",
    "contributesTo": "#17becf",
    "competesWith": "#d62728",
    "partnersWith": "#7f7f00",
    "uses": "#7f7f7f",
    "investsIn": "#393b79",
    "acquires": "#843c39",
    "versionOf": "#637939",
}
RELATION_FALLBACK_COLOUR = "#555555"

STRINGS = {
    "en": {
        "title": "hwkg: AI-hardware knowledge graph",
        "timeline": "Dated facts",
        "search": "Find an entity",
        "search_placeholder": "type a name, e.g. PyTorch",
        "no_match": "no entity of that name",
        "classes": "Classes",
        "relations": "Relations",
        "legend": "Legend and filters",
        "entities_n": "{n} entities",
        "relations_n": "{n} relations",
        "shown": "{n} of {total} entities shown",
        "reported": "reported (hedged)",
        "no_evidence": "no evidence sentence stored",
        "more": "… and {n} more",
        "aliases": "also called",
        "outgoing": "Relations from here",
        "incoming": "Relations to here",
        "details_hint": "Click or search an entity or a relation to see its facts.",
        "empty": "the graph has no entities",
        "no_dated": "no dated facts",
        "focus": "around {entity}, depth {depth}",
        "several": "several relations",
    },
    "es": {
        "title": "hwkg: grafo de conocimiento del hardware para IA",
        "timeline": "Hechos fechados",
        "search": "Buscar una entidad",
        "search_placeholder": "escribe un nombre, p. ej. PyTorch",
        "no_match": "ninguna entidad con ese nombre",
        "classes": "Clases",
        "relations": "Relaciones",
        "legend": "Leyenda y filtros",
        "entities_n": "{n} entidades",
        "relations_n": "{n} relaciones",
        "shown": "{n} de {total} entidades visibles",
        "reported": "referido (atenuado)",
        "no_evidence": "sin frase de evidencia",
        "more": "… y {n} más",
        "aliases": "también",
        "outgoing": "Relaciones desde aquí",
        "incoming": "Relaciones hacia aquí",
        "details_hint": "Haz clic o busca una entidad o una relación para ver sus hechos.",
        "empty": "el grafo no tiene entidades",
        "no_dated": "no hay hechos fechados",
        "focus": "alrededor de {entity}, profundidad {depth}",
        "several": "varias relaciones",
    },
}
_LANG_TAG = re.compile(r"^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$")


def _strings(lang: str) -> dict[str, str]:
    return STRINGS.get(lang, STRINGS["en"])


def class_name(cls: str, lang: str) -> str:
    return CLASS_NAMES.get(lang, CLASS_NAMES["en"]).get(cls, cls)


def class_style(cls: str) -> ClassStyle:
    return CLASS_STYLES.get(cls, CLASS_STYLES[OTHER])


def relation_colour(relation: str) -> str:
    return RELATION_COLOURS.get(relation, RELATION_FALLBACK_COLOUR)


def _count_line(graph: nx.MultiDiGraph, lang: str) -> str:
    s = _strings(lang)
    line = (
        s["entities_n"].format(n=f"{graph.number_of_nodes():,}")
        + ", "
        + s["relations_n"].format(n=f"{graph.number_of_edges():,}")
    )
    if graph.graph.get("focus"):
        entity = graph.nodes[graph.graph["focus"]].get("label", graph.graph["focus"])
        line += " · " + s["focus"].format(entity=entity, depth=graph.graph.get("depth", 1))
    return line


# -- projection -----------------------------------------------------------------------------

_PROLOGUE = """
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX hw: <https://w3id.org/hwkg/ontology#>
"""
# Entities with their classes, labels and alternative labels; the ontology's properties
# with their label in the asked language and whether they are symmetric.
_TERMS = (
    _PROLOGUE
    + """
SELECT ?term ?type ?label ?alt WHERE {
  {
    ?term a ?type .
    FILTER (STRSTARTS(STR(?term), "%(id)s"))
    OPTIONAL { ?term rdfs:label ?label . FILTER (LANG(?label) = "") }
  } UNION {
    ?term skos:altLabel ?alt .
    FILTER (STRSTARTS(STR(?term), "%(id)s"))
  } UNION {
    GRAPH <%(ontology)s> {
      ?term a owl:ObjectProperty .
      OPTIONAL { ?term rdfs:label ?label . FILTER (LANGMATCHES(LANG(?label), "%(lang)s")) }
      OPTIONAL { ?term a ?type . FILTER (?type = owl:SymmetricProperty) }
    }
  }
}
"""
)
# Every plain hw: relation between two entities, with the provenance records behind it.
_RELATIONS = (
    _PROLOGUE
    + """
SELECT ?s ?p ?o ?fact ?evidence ?article ?source ?modality ?date WHERE {
  ?s ?p ?o .
  FILTER (isIRI(?o) && STRSTARTS(STR(?p), "%(hw)s")
          && STRSTARTS(STR(?s), "%(id)s") && STRSTARTS(STR(?o), "%(id)s"))
  OPTIONAL {
    ?fact rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o .
    OPTIONAL { ?fact hw:evidence ?evidence }
    OPTIONAL { ?fact prov:wasDerivedFrom ?article .
               OPTIONAL { ?article dcterms:source ?source } }
    OPTIONAL { ?fact hw:modality ?modality }
    OPTIONAL { ?fact dcterms:date ?date }
  }
}
"""
)
_CLASS_OF = {str(HW[c]): c for c in CLASSES if c != OTHER}


def _local(iri: str) -> str:
    """The local name of an IRI: what follows its last # or /."""
    return re.split(r"[#/]", iri)[-1]


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a language tag, else raise InputError."""
    if not _LANG_TAG.match(lang or ""):
        raise InputError(f"--lang {lang!r} is not a language; use es or en")
    return lang.lower()


def project(store: KnowledgeStore, lang: str = "en") -> nx.MultiDiGraph:
    """Return the entities of ``store`` and the hw: relations between them as a graph.

    Nodes are entity keys (``amazon``) with ``label``, ``cls``, ``iri`` and ``aliases``;
    edges are keyed by relation, with ``relation`` (local name), ``label`` (the property's
    label in ``lang``), ``symmetric`` and ``facts`` (evidence, article, modality, date of
    each provenance record). Nodes and edges come in sorted order.
    """
    lang = check_lang(lang)
    id_ns, hw_ns = str(ID), str(HW)
    params = {"id": id_ns, "hw": hw_ns, "ontology": str(ONTOLOGY_GRAPH), "lang": lang}
    types: dict[str, set[str]] = defaultdict(set)
    labels: dict[str, set[str]] = defaultdict(set)
    aliases: dict[str, set[str]] = defaultdict(set)
    prop_labels: dict[str, str] = {}
    symmetric: set[str] = set()
    for term, type_, label, alt in store.query(_TERMS % params):
        iri = str(term)
        if iri.startswith(id_ns):
            if type_ is not None:
                types[iri].add(str(type_))
            if label is not None:
                labels[iri].add(str(label))
            if alt is not None:
                aliases[iri].add(str(alt))
        elif iri.startswith(hw_ns):
            if label is not None:
                prop_labels[iri] = min(str(label), prop_labels.get(iri, str(label)))
            if type_ is not None:
                symmetric.add(iri)

    edges: dict[tuple[str, str, str], dict[str, dict[str, Any]]] = {}
    for s, p, o, fact, evidence, article, source, modality, date in store.query(
        _RELATIONS % params
    ):
        facts = edges.setdefault((str(s), str(p), str(o)), {})
        if fact is not None:
            facts[str(fact)] = {
                "evidence": None if evidence is None else str(evidence),
                "article": str(source if source is not None else article or "") or None,
                "article_iri": None if article is None else str(article),
                "modality": None if modality is None else _local(str(modality)),
                "date": None if date is None else str(date),
            }

    names_by_key = {e.id: (e.label, *e.aliases) for e in gazetteer()}
    graph = nx.MultiDiGraph(lang=lang)
    entities = set(types) | {s for s, _, _ in edges} | {o for _, _, o in edges}
    for iri in sorted(entities, key=lambda i: i[len(id_ns) :]):
        key = iri[len(id_ns) :]
        classes = sorted(_CLASS_OF[t] for t in types.get(iri, ()) if t in _CLASS_OF)
        label = min(labels[iri]) if labels.get(iri) else key
        names = aliases.get(iri, set()) | set(names_by_key.get(key, ()))
        graph.add_node(
            key,
            label=label,
            cls=classes[0] if len(classes) == 1 else OTHER,
            iri=iri,
            aliases=sorted(n for n in names if n != label),
        )
    for s, p, o in sorted(edges, key=lambda e: (e[0], e[2], e[1])):
        relation = p[len(hw_ns) :]
        records = sorted(
            edges[(s, p, o)].values(),
            key=lambda f: (f["date"] or "", f["article"] or "", f["evidence"] or ""),
        )
        graph.add_edge(
            s[len(id_ns) :],
            o[len(id_ns) :],
            key=relation,
            relation=relation,
            label=prop_labels.get(p, relation),
            symmetric=p in symmetric,
            facts=records,
        )
    return graph


# -- focus ----------------------------------------------------------------------------------


def resolve(graph: nx.MultiDiGraph, name: str, param: str = "focus") -> str:
    """Return the node called ``name`` (label, alias or key, any case) or raise InputError."""
    wanted = name.strip().lower()
    found = sorted(
        node
        for node, data in graph.nodes(data=True)
        if wanted
        in {str(node).lower(), str(data.get("label", "")).lower()}
        | {str(a).lower() for a in data.get("aliases", ())}
    )
    labels = {n: str(d.get("label", n)) for n, d in graph.nodes(data=True)}
    return str(one_named(name, param, found, labels, labels.values(), "graph"))


def focus(graph: nx.MultiDiGraph, entity: str, depth: int = 1) -> nx.MultiDiGraph:
    """Keep the entities at most ``depth`` steps (either direction) from ``entity``."""
    if depth < 0:
        raise InputError(f"--depth {depth}: give 0 or more")
    centre = resolve(graph, entity)
    near = nx.single_source_shortest_path_length(
        graph.to_undirected(as_view=True), centre, cutoff=depth
    )
    sub = graph.subgraph([n for n in graph if n in near]).copy()
    sub.graph.update(focus=centre, depth=depth)
    return sub


# -- interactive HTML -----------------------------------------------------------------------

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


def _present(values: Iterable[str], order: Sequence[str]) -> list[str]:
    found = set(values)
    return [v for v in order if v in found] + sorted(found - set(order))


def html_data(graph: nx.MultiDiGraph, lang: str) -> dict[str, Any]:
    """The JSON the HTML page embeds: nodes, edges (with facts), classes, relations, strings."""
    classes = _present((d.get("cls", OTHER) for _, d in graph.nodes(data=True)), CLASSES)
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
        "strings": _strings(lang),
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
    }.get(shape, f'<circle cx="8" cy="8" r="6" {c}/>')
    return f'<svg class="hwkg-swatch" width="16" height="16" aria-hidden="true">{body}</svg>'


def _line_svg(colour: str) -> str:
    return (
        '<svg class="hwkg-swatch" width="22" height="16" aria-hidden="true">'
        f'<line x1="1" y1="8" x2="21" y2="8" stroke="{colour}" stroke-width="3"/></svg>'
    )


_CSS = """
html,body{margin:0;height:100%;background:#fff;color:#222;
  font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
body{display:flex}
#hwkg-side{width:310px;flex:none;height:100vh;overflow:auto;box-sizing:border-box;
  padding:12px 14px;border-right:1px solid #ddd;background:#fafafa}
#hwkg-network{flex:1;min-width:0;height:100vh}
h1{font-size:16px;margin:0 0 2px}
h2{font-size:13px;margin:14px 0 4px;text-transform:uppercase;letter-spacing:.04em;color:#555}
.hwkg-count{color:#666;font-size:12px;margin:0 0 8px}
#hwkg-search{width:100%;box-sizing:border-box;padding:6px 8px;font:inherit;
  border:1px solid #bbb;border-radius:4px}
#hwkg-search-status{font-size:12px;color:#a33;min-height:1.2em}
fieldset{border:0;margin:0;padding:0}
fieldset label{display:flex;align-items:center;gap:6px;padding:1px 0;cursor:pointer}
.hwkg-swatch{flex:none}
.hwkg-n{color:#888;font-size:12px}
#hwkg-details{font-size:13px;border-top:1px solid #ddd;margin-top:12px;padding-top:6px}
#hwkg-details h3{font-size:14px;margin:4px 0}
#hwkg-details ul{padding-left:16px;margin:4px 0}
.hwkg-fact{margin:4px 0 8px}
.hwkg-fact q{display:block;font-style:italic}
.hwkg-meta{color:#666;font-size:12px}
.hwkg-hint{color:#777}
div.vis-tooltip{white-space:normal;max-width:34em;font:13px/1.35 system-ui,sans-serif;
  background:#fff;border:1px solid #999;padding:6px 8px}
.hwkg-tip-head{font-weight:600;margin-bottom:4px}
"""

_JS = r"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("hwkg-data").textContent);
  var S = data.strings;
  var classes = new Map(data.classes.map(function (c) { return [c.id, c]; }));
  var nodeInfo = new Map(data.nodes.map(function (n) { return [n.id, n]; }));
  var edgeInfo = new Map(data.edges.map(function (e) { return [e.id, e]; }));
  var large = data.nodes.length > 400;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  }
  function labelOf(id) { var n = nodeInfo.get(id); return n ? n.label : id; }
  function factBlock(f) {
    var box = el("div", "hwkg-fact");
    box.appendChild(el("q", null, f.evidence || S.no_evidence));
    var meta = [f.article, f.date, f.modality === "Reported" ? S.reported : ""]
      .filter(Boolean).join(" · ");
    if (meta) { box.appendChild(el("div", "hwkg-meta", meta)); }
    return box;
  }
  function edgeHead(e) {
    return labelOf(e.from) + (e.symmetric ? " — " : " → ") + e.label +
      (e.symmetric ? " — " : " → ") + labelOf(e.to);
  }
  function edgeTip(e) {
    var box = el("div", "hwkg-tip");
    box.appendChild(el("div", "hwkg-tip-head", edgeHead(e)));
    e.facts.slice(0, 4).forEach(function (f) { box.appendChild(factBlock(f)); });
    if (e.facts.length > 4) {
      box.appendChild(el("div", "hwkg-meta", S.more.replace("{n}", e.facts.length - 4)));
    }
    if (!e.facts.length) { box.appendChild(el("div", "hwkg-meta", S.no_evidence)); }
    return box;
  }
  function nodeTip(n) {
    var box = el("div", "hwkg-tip");
    box.appendChild(el("div", "hwkg-tip-head", n.label));
    var c = classes.get(n.cls);
    box.appendChild(el("div", "hwkg-meta", (c ? c.label : n.cls) + " · " +
      S.relations_n.replace("{n}", n.degree)));
    if (n.aliases.length) {
      box.appendChild(el("div", "hwkg-meta", S.aliases + ": " + n.aliases.join(", ")));
    }
    return box;
  }

  var nodes = new vis.DataSet(data.nodes.map(function (n) {
    var c = classes.get(n.cls) || {colour: "#999", border: "#555", shape: "hexagon"};
    return {
      id: n.id, label: n.label, shape: c.shape, title: nodeTip(n), hidden: false,
      x: n.x, y: n.y,
      color: {background: c.colour, border: c.border,
              highlight: {background: c.colour, border: "#111"},
              hover: {background: c.colour, border: "#111"}}
    };
  }));
  var edges = new vis.DataSet(data.edges.map(function (e) {
    var colour = (data.relations.find(function (r) { return r.id === e.relation; }) ||
                  {colour: "#555"}).colour;
    var smooth = e.curve === 0 ? {enabled: true, type: "continuous"} :
      {enabled: true, type: e.curve > 0 ? "curvedCW" : "curvedCCW",
       roundness: Math.abs(e.curve)};
    return {
      id: e.id, from: e.from, to: e.to, label: large ? undefined : e.label,
      title: edgeTip(e), hidden: false, smooth: smooth,
      arrows: e.symmetric ? {to: {enabled: false}} : {to: {enabled: true, scaleFactor: 0.6}},
      color: {color: colour, highlight: colour, hover: colour}
    };
  }));

  var iterations = Math.max(30, Math.min(200,
    Math.round(40000 / Math.max(1, data.nodes.length))));
  var options = {
    autoResize: true,
    layout: {randomSeed: 7, improvedLayout: false},
    nodes: {size: 14, borderWidth: 1.5,
            font: {size: 14, face: "system-ui, sans-serif", color: "#222",
                   strokeWidth: 3, strokeColor: "#ffffff"}},
    edges: {width: 1.5, selectionWidth: 2,
            font: {size: 11, face: "system-ui, sans-serif", color: "#333",
                   align: "middle", strokeWidth: 3, strokeColor: "#ffffff"}},
    physics: {enabled: true, solver: "forceAtlas2Based",
              forceAtlas2Based: {gravitationalConstant: -30, centralGravity: 0.004,
                                 springLength: 150, springConstant: 0.03, damping: 0.6,
                                 avoidOverlap: 0.8},
              stabilization: {enabled: true, iterations: iterations, updateInterval: 50,
                              fit: true}},
    interaction: {hover: true, tooltipDelay: 120, multiselect: false, keyboard: false}
  };
  var container = document.getElementById("hwkg-network");
  var network = new vis.Network(container, {nodes: nodes, edges: edges}, options);
  window.hwkg = {network: network, nodes: nodes, edges: edges, data: data};

  function settled() {
    network.setOptions({physics: false});
    network.fit({animation: false});
    document.body.dataset.settled = "true";
  }
  if (data.nodes.length) {
    network.once("stabilizationIterationsDone", settled);
  } else {
    settled();
  }

  // -- details panel
  var details = document.getElementById("hwkg-details");
  function clearDetails() {
    details.replaceChildren(el("p", "hwkg-hint", S.details_hint));
  }
  function relationList(title, list, other) {
    if (!list.length) { return null; }
    var wrap = el("div");
    wrap.appendChild(el("h2", null, title));
    var ul = el("ul");
    list.forEach(function (e) {
      var li = el("li");
      li.appendChild(el("strong", null, e.label + " " + labelOf(other(e))));
      e.facts.slice(0, 3).forEach(function (f) { li.appendChild(factBlock(f)); });
      ul.appendChild(li);
    });
    wrap.appendChild(ul);
    return wrap;
  }
  function showNode(id) {
    var n = nodeInfo.get(id);
    if (!n) { clearDetails(); return; }
    var c = classes.get(n.cls);
    var parts = [el("h3", null, n.label),
                 el("div", "hwkg-meta", (c ? c.label : n.cls) + " · " + n.iri)];
    if (n.aliases.length) {
      parts.push(el("div", "hwkg-meta", S.aliases + ": " + n.aliases.join(", ")));
    }
    var out = data.edges.filter(function (e) { return e.from === id; });
    var inc = data.edges.filter(function (e) { return e.to === id; });
    [relationList(S.outgoing, out, function (e) { return e.to; }),
     relationList(S.incoming, inc, function (e) { return e.from; })]
      .forEach(function (p) { if (p) { parts.push(p); } });
    details.replaceChildren.apply(details, parts);
  }
  function showEdge(id) {
    var e = edgeInfo.get(id);
    if (!e) { clearDetails(); return; }
    var parts = [el("h3", null, edgeHead(e))];
    e.facts.forEach(function (f) { parts.push(factBlock(f)); });
    if (!e.facts.length) { parts.push(el("div", "hwkg-meta", S.no_evidence)); }
    details.replaceChildren.apply(details, parts);
  }
  network.on("click", function (p) {
    if (p.nodes.length) { showNode(p.nodes[0]); }
    else if (p.edges.length) { showEdge(p.edges[0]); }
    else { clearDetails(); }
  });
  clearDetails();

  // -- search
  var names = new Map();
  data.nodes.forEach(function (n) {
    [n.label, n.id].concat(n.aliases).forEach(function (a) {
      var k = String(a).toLowerCase();
      if (!names.has(k)) { names.set(k, n.id); }
    });
  });
  var byLabel = data.nodes.slice().sort(function (a, b) {
    return a.label.toLowerCase() < b.label.toLowerCase() ? -1 : 1;
  });
  function find(q) {
    q = q.trim().toLowerCase();
    if (!q) { return null; }
    if (names.has(q)) { return names.get(q); }
    var hit = byLabel.find(function (n) { return n.label.toLowerCase().indexOf(q) === 0; });
    return hit ? hit.id : null;
  }
  var search = document.getElementById("hwkg-search");
  var status = document.getElementById("hwkg-search-status");
  function select(id) {
    if (nodes.get(id).hidden) {
      var box = document.querySelector('input[data-class="' + nodeInfo.get(id).cls + '"]');
      if (box) { box.checked = true; applyFilters(); }
    }
    network.selectNodes([id]);
    network.focus(id, {scale: Math.max(network.getScale(), 0.9),
                       animation: {duration: 300, easingFunction: "easeInOutQuad"}});
    showNode(id);
  }
  search.addEventListener("input", function () {
    var id = find(search.value);
    status.textContent = search.value.trim() && !id ? S.no_match : "";
    if (id) { select(id); }
  });

  // -- filters
  var shown = document.getElementById("hwkg-shown");
  function checked(attr) {
    return new Set(Array.prototype.filter.call(
      document.querySelectorAll("input[" + attr + "]"), function (i) { return i.checked; })
      .map(function (i) { return i.getAttribute(attr); }));
  }
  function applyFilters() {
    var classOn = checked("data-class"), relOn = checked("data-relation");
    var hidden = new Set();
    data.nodes.forEach(function (n) { if (!classOn.has(n.cls)) { hidden.add(n.id); } });
    nodes.update(data.nodes.map(function (n) { return {id: n.id, hidden: hidden.has(n.id)}; }));
    edges.update(data.edges.map(function (e) {
      return {id: e.id, hidden: !relOn.has(e.relation) || hidden.has(e.from) || hidden.has(e.to)};
    }));
    shown.textContent = S.shown.replace("{n}", data.nodes.length - hidden.size)
      .replace("{total}", data.nodes.length);
  }
  document.querySelectorAll("input[data-class], input[data-relation]").forEach(function (i) {
    i.addEventListener("change", applyFilters);
  });
  applyFilters();
  if (data.focus && nodeInfo.has(data.focus)) {
    network.once("stabilizationIterationsDone", function () {
      network.selectNodes([data.focus]); showNode(data.focus);
    });
  }
})();
"""


def to_html(graph: nx.MultiDiGraph, lang: str = "en") -> str:
    """Return one self-contained interactive HTML page: every script and style inline."""
    s = _strings(lang)
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
    title = s["title"]
    return f"""<!DOCTYPE html>
<html lang="{esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>{esc(title)}</title>
<style>{css}</style>
<style>{_CSS}</style>
</head>
<body>
<aside id="hwkg-side">
<h1>{esc(title)}</h1>
<p class="hwkg-count">{esc(_count_line(graph, lang))}</p>
<label for="hwkg-search"><h2>{esc(s["search"])}</h2></label>
<input id="hwkg-search" type="search" list="hwkg-names" autocomplete="off" \
placeholder="{esc(s["search_placeholder"])}">
<datalist id="hwkg-names">{options}</datalist>
<div id="hwkg-search-status" role="status"></div>
<section id="hwkg-legend" aria-label="{esc(s["legend"])}">
<fieldset id="hwkg-classes"><h2>{esc(s["classes"])}</h2>{class_items}</fieldset>
<fieldset id="hwkg-relations"><h2>{esc(s["relations"])}</h2>{relation_items}</fieldset>
<p class="hwkg-count" id="hwkg-shown"></p>
</section>
<section id="hwkg-details"></section>
</aside>
<main id="hwkg-network"></main>
<script type="application/json" id="hwkg-data">{_json_for_script(data)}</script>
<script>{js}</script>
<script>{_JS}</script>
</body>
</html>
"""


# -- static layout (SVG, PNG) ---------------------------------------------------------------

FONT_SIZE = 9.0  # node labels, points
EDGE_FONT_SIZE = 7.5  # edge labels
MARKER = 11.0  # marker diameter, points
GAP = 2.0  # between a marker and its label
PAD = 2.5  # around every label box
LINE = 1.22  # line height, in font sizes
STRESS_LIMIT = 400  # larger components are laid out on a grid (BFS order)
EDGE_LABEL_LIMIT = 400  # more node pairs than this: edges are coloured, not labelled
SEED = 7
PNG_MAX_PIXELS = 25e6


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in points (y grows upwards)."""

    x0: float
    y0: float
    x1: float
    y1: float

    def shifted(self, dx: float, dy: float) -> Box:
        return Box(self.x0 + dx, self.y0 + dy, self.x1 + dx, self.y1 + dy)

    def overlaps(self, other: Box) -> bool:
        return (
            self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1
        )


def overlapping_pairs(boxes: Sequence[Box]) -> list[tuple[int, int]]:
    """Return the index pairs (i < j) of boxes that overlap (touching is not overlapping)."""
    if not boxes:
        return []
    arr = np.array([(b.x0, b.y0, b.x1, b.y1) for b in boxes], dtype=float)
    order = np.argsort(arr[:, 0], kind="stable")
    lefts = arr[order, 0]
    pairs: list[tuple[int, int]] = []
    for pos, i in enumerate(order):
        end = int(np.searchsorted(lefts, arr[i, 2], side="left"))
        if end <= pos + 1:
            continue
        cand = order[pos + 1 : end]
        hit = (arr[cand, 1] < arr[i, 3]) & (arr[i, 1] < arr[cand, 3]) & (arr[cand, 0] < arr[i, 2])
        pairs.extend((min(i, j), max(i, j)) for j in cand[hit])
    return sorted((int(a), int(b)) for a, b in pairs)


class _BoxIndex:
    """A uniform grid of boxes: does a new box hit any stored one?"""

    def __init__(self, cell: float = 60.0) -> None:
        self.cell = cell
        self.cells: dict[tuple[int, int], list[Box]] = defaultdict(list)

    def _keys(self, b: Box) -> Iterator[tuple[int, int]]:
        c = self.cell
        for i in range(math.floor(b.x0 / c), math.floor(b.x1 / c) + 1):
            for j in range(math.floor(b.y0 / c), math.floor(b.y1 / c) + 1):
                yield i, j

    def add(self, b: Box) -> None:
        for k in self._keys(b):
            self.cells[k].append(b)

    def hits(self, b: Box) -> bool:
        return any(b.overlaps(o) for k in self._keys(b) for o in self.cells.get(k, ()))


@cache
def _font() -> Any:
    from matplotlib.font_manager import FontProperties, findfont, get_font

    font = get_font(findfont(FontProperties(family="DejaVu Sans")))
    font.set_size(100, 72)
    return font


@cache
def _advance(char: str) -> float:
    """The advance width of one character in DejaVu Sans at 1 point, in points."""
    from matplotlib.ft2font import LoadFlags

    glyph = _font().load_char(ord(char), flags=LoadFlags.NO_HINTING)
    return glyph.linearHoriAdvance / 65536 / 100


@cache
def _text_size(text: str, size: float) -> tuple[float, float]:
    """Width and height in points of ``text`` in DejaVu Sans at ``size`` points: the sum of
    the characters' advance widths, with room for kerning, hinting and viewers whose
    sans-serif is wider than DejaVu Sans."""
    lines = text.split("\n")
    width = max(sum(_advance(c) for c in line) for line in lines) * size
    return width * 1.08 + 1.0, size * LINE * len(lines)


@dataclass(slots=True)
class EdgeGroup:
    """All edges between one pair of nodes, drawn as one line with one label."""

    a: str
    b: str
    relations: list[str]
    edges: list[tuple[str, str, dict[str, Any]]]
    text: str = ""
    arrow: str = "-"
    colour: str = RELATION_FALLBACK_COLOUR
    label_at: tuple[float, float] | None = None
    label_box: Box | None = None


@dataclass(slots=True)
class StaticLayout:
    """Where everything goes, in points: node centres, label boxes, edge labels."""

    width: float
    height: float
    pos: dict[str, tuple[float, float]]
    node_boxes: dict[str, Box]
    groups: list[EdgeGroup]
    labels_dropped: int = 0
    edge_labels: bool = True

    def boxes(self) -> list[Box]:
        """Every label box: one per node (marker and label) and one per edge label."""
        return list(self.node_boxes.values()) + [
            g.label_box for g in self.groups if g.label_box is not None
        ]


def _node_box(label: str) -> tuple[float, float, float]:
    """Half width, height above the centre and depth below it of a node's marker + label."""
    w, h = _text_size(label, FONT_SIZE)
    half = max(w, MARKER) / 2 + PAD
    return half, MARKER / 2 + PAD, MARKER / 2 + GAP + h + PAD


def _box_at(x: float, y: float, dims: tuple[float, float, float]) -> Box:
    half, up, down = dims
    return Box(x - half, y - down, x + half, y + up)


def _stress(und: nx.Graph, nodes: list[str], iterations: int = 300) -> np.ndarray:
    """Stress majorisation (SMACOF): every pair as far apart as its graph distance.

    Like Kamada-Kawai, edges come out of about one length; it starts from classical
    multidimensional scaling, so it is deterministic without any random numbers.
    """
    n = len(nodes)
    where = {node: i for i, node in enumerate(nodes)}
    dist = np.zeros((n, n))
    for node, lengths in nx.all_pairs_shortest_path_length(und.subgraph(nodes)):
        for other, d in lengths.items():
            dist[where[node], where[other]] = d
    # Classical MDS: the two leading eigenvectors of the double-centred squared distances.
    centre = np.eye(n) - 1.0 / n
    gram = -0.5 * centre @ (dist**2) @ centre
    values, vectors = np.linalg.eigh(gram)
    top = vectors[:, -2:][:, ::-1] * np.sqrt(np.maximum(values[-2:][::-1], 1e-9))
    signs = np.sign(top[np.argmax(np.abs(top), axis=0), [0, 1]])
    x = top * np.where(signs == 0, 1.0, signs)
    x = x + np.linspace(0, 1e-3, n)[:, None]  # no two points alike
    with np.errstate(divide="ignore"):
        weight = np.where(dist > 0, 1.0 / dist**2, 0.0)
    lap = -weight
    lap[np.diag_indices(n)] = weight.sum(axis=1)
    lap_inv = np.linalg.pinv(lap)
    previous = math.inf
    for _ in range(iterations):
        diff = x[:, None, :] - x[None, :, :]
        now = np.sqrt((diff**2).sum(axis=2))
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = np.where(now > 1e-12, weight * dist / now, 0.0)
        b = -ratio
        b[np.diag_indices(n)] = ratio.sum(axis=1)
        x = lap_inv @ (b @ x)
        stress = float((weight * (now - dist) ** 2).sum())
        if previous - stress < 1e-6 * max(previous, 1.0):
            break
        previous = stress
    return x - x.mean(axis=0)


def _edge_unit(graph: nx.MultiDiGraph, nodes: list[str], dims: dict[str, Any]) -> float:
    """The length of one edge, in points: room for two markers and a typical edge label."""
    members = set(nodes)
    widths = sorted(
        _text_size(str(d.get("label", "")), EDGE_FONT_SIZE)[0]
        for u, _, d in graph.edges(data=True)
        if u in members
    )
    typical_label = widths[int(len(widths) * 0.75)] if widths else 0.0
    typical_node = float(np.median([2 * dims[n][0] for n in nodes]))
    return max(typical_label + 2 * MARKER + 24, typical_node + 20, 70.0)


def _separate(pos: np.ndarray, dims: np.ndarray) -> np.ndarray:
    """Push overlapping node boxes apart (and spread the whole picture when that is stuck)."""
    pos = pos.copy()
    n = len(pos)
    if n < 2:
        return pos
    for attempt in range(400):
        boxes = [_box_at(pos[i, 0], pos[i, 1], tuple(dims[i])) for i in range(n)]
        pairs = overlapping_pairs(boxes)
        if not pairs:
            return pos
        if attempt % 25 == 24:
            pos = pos * 1.15
            continue
        shift = np.zeros_like(pos)
        for i, j in pairs:
            bi, bj = boxes[i], boxes[j]
            ox = min(bi.x1, bj.x1) - max(bi.x0, bj.x0)
            oy = min(bi.y1, bj.y1) - max(bi.y0, bj.y0)
            if ox <= oy:
                d = pos[j, 0] - pos[i, 0]
                sign = 1.0 if d > 0 or (d == 0 and j > i) else -1.0
                shift[i, 0] -= sign * (ox / 2 + 0.5)
                shift[j, 0] += sign * (ox / 2 + 0.5)
            else:
                d = pos[j, 1] - pos[i, 1]
                sign = 1.0 if d > 0 or (d == 0 and j > i) else -1.0
                shift[i, 1] -= sign * (oy / 2 + 0.5)
                shift[j, 1] += sign * (oy / 2 + 0.5)
        pos = pos + shift
    # Scaling up always separates distinct points in the end.
    while overlapping_pairs(
        [_box_at(p[0], p[1], tuple(d)) for p, d in zip(pos, dims, strict=True)]
    ):
        pos = pos * 1.5 + np.arange(n)[:, None] * 1e-3
    return pos


def _grid(
    nodes: list[str], und: nx.Graph, dims: dict[str, tuple[float, float, float]]
) -> dict[str, tuple[float, float]]:
    """Place a large component on a grid in breadth-first order (neighbours stay near)."""
    order: list[str] = []
    seen: set[str] = set()
    for start in sorted(nodes, key=lambda n: (-und.degree(n), n)):
        if start in seen:
            continue
        seen.add(start)
        queue = deque([start])
        while queue:
            node = queue.popleft()
            order.append(node)
            for nb in sorted(und[node]):
                if nb not in seen:
                    seen.add(nb)
                    queue.append(nb)
    cw = max(2 * dims[n][0] for n in nodes) + 1
    ch = max(dims[n][1] + dims[n][2] for n in nodes) + 1
    cols = max(1, round(math.sqrt(len(nodes) * ch / cw)))
    out = {}
    for k, node in enumerate(order):
        row, col = divmod(k, cols)
        if row % 2:
            col = cols - 1 - col  # snake, so the order stays continuous
        out[node] = (col * cw, -row * ch)
    return out


def _edge_groups(graph: nx.MultiDiGraph, nodes: Sequence[str]) -> list[EdgeGroup]:
    index = {n: i for i, n in enumerate(graph)}
    members = set(nodes)
    grouped: dict[tuple[str, str], list[tuple[str, str, dict[str, Any]]]] = defaultdict(list)
    for u, v, d in graph.edges(data=True):
        if u in members and u != v:
            a, b = (u, v) if index[u] <= index[v] else (v, u)
            grouped[(a, b)].append((u, v, d))
    groups = []
    for (a, b), edges in sorted(grouped.items(), key=lambda kv: (index[kv[0][0]], index[kv[0][1]])):
        rels = sorted({str(d.get("relation", "")) for _, _, d in edges})
        forward = any(u == a and not d.get("symmetric") for u, _, d in edges)
        backward = any(u == b and not d.get("symmetric") for u, _, d in edges)
        arrow = {(True, False): "->", (False, True): "<-", (True, True): "<->"}.get(
            (forward, backward), "-"
        )
        colour = relation_colour(rels[0]) if len(rels) == 1 else "#666666"
        groups.append(EdgeGroup(a, b, rels, edges, arrow=arrow, colour=colour))
    return groups


def _group_text(group: EdgeGroup, pos: dict[str, tuple[float, float]]) -> str:
    lines = []
    mixed = group.arrow == "<->"
    rightward = pos[group.b][0] >= pos[group.a][0]
    for u, _, d in sorted(group.edges, key=lambda e: (str(e[2].get("label", "")), e[0])):
        text = str(d.get("label", d.get("relation", "")))
        if mixed and not d.get("symmetric"):
            goes_right = (u == group.a) == rightward
            text = f"{text} →" if goes_right else f"← {text}"
        if text not in lines:
            lines.append(text)
    return "\n".join(lines)


def _exit_distance(start: tuple[float, float], towards: tuple[float, float], box: Box) -> float:
    """How far a line from ``start`` towards ``towards`` runs inside ``box`` (a node's marker
    and label): lines stop there, so no arrowhead hides under a label."""
    (x, y), (tx, ty) = start, towards
    dx, dy = tx - x, ty - y
    length = math.hypot(dx, dy)
    if length == 0:
        return 0.0
    ux, uy = dx / length, dy / length
    limits = []
    if ux:
        limits.append(((box.x1 - x) if ux > 0 else (x - box.x0)) / abs(ux))
    if uy:
        limits.append(((box.y1 - y) if uy > 0 else (y - box.y0)) / abs(uy))
    return max(min(limits) - PAD + 1.0, MARKER / 2 + 1.0)


LINE_ROOM = 12.0  # visible line (and arrowhead) left on each side of an edge label


def _place_edge_labels(
    groups: list[EdgeGroup], pos: dict[str, tuple[float, float]], node_boxes: dict[str, Box]
) -> bool:
    """Put each edge label on the visible part of its line, with some line left on both
    sides, where it hits no other label; False if one cannot be placed."""
    index = _BoxIndex()
    for b in node_boxes.values():
        index.add(b)
    ok = True
    for g in groups:
        w, h = _text_size(g.text, EDGE_FONT_SIZE)
        (xa, ya), (xb, yb) = pos[g.a], pos[g.b]
        g.label_at, g.label_box = None, None
        length = math.hypot(xb - xa, yb - ya)
        if length == 0:
            ok = False
            continue
        ux, uy = (xb - xa) / length, (yb - ya) / length
        along = abs(ux) * (w + 2) + abs(uy) * (h + 2)  # the label's extent along the line
        lo = _exit_distance(pos[g.a], pos[g.b], node_boxes[g.a]) + LINE_ROOM + along / 2
        hi = length - _exit_distance(pos[g.b], pos[g.a], node_boxes[g.b]) - LINE_ROOM - along / 2
        if hi < lo:
            ok = False
            continue
        for f in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.0, 1.0):
            s = lo + (hi - lo) * f
            x, y = xa + ux * s, ya + uy * s
            box = Box(x - w / 2 - 1, y - h / 2 - 1, x + w / 2 + 1, y + h / 2 + 1)
            if not index.hits(box):
                index.add(box)
                g.label_at, g.label_box = (x, y), box
                break
        else:
            ok = False
    return ok


@dataclass(slots=True)
class _Piece:
    nodes: list[str]
    pos: dict[str, tuple[float, float]]
    groups: list[EdgeGroup] = field(default_factory=list)
    dropped: int = 0

    def bbox(self, boxes: dict[str, Box]) -> Box:
        all_boxes = [boxes[n] for n in self.nodes] + [
            g.label_box for g in self.groups if g.label_box is not None
        ]
        return Box(
            min(b.x0 for b in all_boxes),
            min(b.y0 for b in all_boxes),
            max(b.x1 for b in all_boxes),
            max(b.y1 for b in all_boxes),
        )


def static_layout(graph: nx.MultiDiGraph, lang: str = "en") -> StaticLayout:
    """Lay the graph out in points so that no two labels (nodes' or edges') overlap.

    Each connected component is laid out on its own (a seeded spring layout, or a grid for
    very large ones), its node boxes pushed apart, its edge labels placed along their lines
    where they hit nothing (the component is spread out until they all fit); then the
    components are packed in rows, largest first.
    """
    del lang  # labels are already in the graph's language
    labels = {n: str(d.get("label", n)) for n, d in graph.nodes(data=True)}
    dims = {n: _node_box(labels[n]) for n in graph}
    und = nx.Graph()
    und.add_nodes_from(graph)
    und.add_edges_from((u, v) for u, v in graph.edges() if u != v)
    with_labels = (
        sum(1 for _ in {frozenset((u, v)) for u, v in graph.edges() if u != v}) <= EDGE_LABEL_LIMIT
    )
    index = {n: i for i, n in enumerate(graph)}
    comps = sorted(
        (sorted(c, key=index.__getitem__) for c in nx.connected_components(und)),
        key=lambda c: (-len(c), index[c[0]]),
    )
    pieces: list[_Piece] = []
    for comp in comps:
        groups = _edge_groups(graph, comp)
        if len(comp) == 1:
            pos = {comp[0]: (0.0, 0.0)}
        elif len(comp) > STRESS_LIMIT:
            pos = _grid(comp, und, dims)
        else:
            unit = _edge_unit(graph, comp, dims)
            arr = _stress(und, comp) * unit
            arr = _separate(arr, np.array([dims[n] for n in comp], dtype=float))
            pos = {n: (float(x), float(y)) for n, (x, y) in zip(comp, arr, strict=True)}
        piece = _Piece(comp, pos, groups)
        if with_labels and groups:
            for _ in range(30):
                for g in groups:
                    g.text = _group_text(g, piece.pos)
                node_boxes = {n: _box_at(*piece.pos[n], dims[n]) for n in comp}
                if _place_edge_labels(groups, piece.pos, node_boxes):
                    break
                piece.pos = {n: (x * 1.15, y * 1.15) for n, (x, y) in piece.pos.items()}
            piece.dropped = sum(1 for g in groups if g.label_box is None)
        pieces.append(piece)

    # Pack the components in rows, largest first, keeping a margin between them.
    margin = 14.0
    boxes_of = {}
    for p in pieces:
        local = {n: _box_at(*p.pos[n], dims[n]) for n in p.nodes}
        boxes_of[id(p)] = (p.bbox(local), local)
    total_area = sum((b.x1 - b.x0 + margin) * (b.y1 - b.y0 + margin) for b, _ in boxes_of.values())
    widest = max((b.x1 - b.x0 for b, _ in boxes_of.values()), default=0.0)
    row_width = max(widest, math.sqrt(total_area) * 1.4, 300.0)
    pos_out: dict[str, tuple[float, float]] = {}
    boxes_out: dict[str, Box] = {}
    groups_out: list[EdgeGroup] = []
    x = y = row_h = 0.0
    width = 0.0
    loose = False
    for p in pieces:
        bbox, local = boxes_of[id(p)]
        w, h = bbox.x1 - bbox.x0, bbox.y1 - bbox.y0
        if len(p.nodes) == 1 and not loose:
            # Unconnected entities get a band of their own, below the connected ones.
            loose = True
            if x > 0:
                x, y, row_h = 0.0, y - row_h - 2 * margin, 0.0
        elif x > 0 and x + w > row_width:
            x, y, row_h = 0.0, y - row_h - margin, 0.0
        dx, dy = x - bbox.x0, y - bbox.y1  # top-left of the piece at (x, y)
        for n in p.nodes:
            px, py = p.pos[n]
            pos_out[n] = (px + dx, py + dy)
            boxes_out[n] = local[n].shifted(dx, dy)
        for g in p.groups:
            if g.label_box is not None and g.label_at is not None:
                g.label_box = g.label_box.shifted(dx, dy)
                g.label_at = (g.label_at[0] + dx, g.label_at[1] + dy)
            groups_out.append(g)
        x += w + margin
        width = max(width, x - margin)
        row_h = max(row_h, h)
    height = -(y - row_h) if pieces else 0.0
    # Move everything into the positive quadrant: (0, 0) is the bottom-left corner.
    shift_y = height
    pos_out = {n: (px, py + shift_y) for n, (px, py) in pos_out.items()}
    boxes_out = {n: b.shifted(0, shift_y) for n, b in boxes_out.items()}
    for g in groups_out:
        if g.label_box is not None and g.label_at is not None:
            g.label_box = g.label_box.shifted(0, shift_y)
            g.label_at = (g.label_at[0], g.label_at[1] + shift_y)
    return StaticLayout(
        width=width,
        height=height,
        pos={n: pos_out[n] for n in graph},
        node_boxes={n: boxes_out[n] for n in graph},
        groups=groups_out,
        labels_dropped=sum(p.dropped for p in pieces),
        edge_labels=with_labels,
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

    s = _strings(lang)
    lay = static_layout(graph, lang)
    margin, title_h, legend_gap = 16.0, 30.0, 24.0

    # Legend entries: classes, then relations present.
    cls_present = _present((d.get("cls", OTHER) for _, d in graph.nodes(data=True)), CLASSES)
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
    legend_w = max([_text_size(t, FONT_SIZE)[0] for t in entries] + [60.0]) + 34.0
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
            _count_line(graph, lang),
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
    return _exit_distance(lay.pos[node], lay.pos[towards], lay.node_boxes[node])


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
    s = _strings(lang)
    facts = dated_facts(graph)
    subjects = sorted({f[0] for f in facts}, key=str.lower)
    axis_w = 640.0
    left = max([_text_size(t, FONT_SIZE)[0] for t in subjects] + [40.0]) + 20.0
    right, top, bottom = 24.0, 48.0, 44.0
    texts = {f: f"{f[2]} {f[3]}" for f in facts}
    widths = {f: _text_size(texts[f], FONT_SIZE - 0.5)[0] + 6 for f in facts}

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


# -- GraphML and GEXF -----------------------------------------------------------------------

GRAPH_FORMATS = ("graphml", "gexf")


def _flat(data: dict[str, Any]) -> dict[str, str | int | float | bool]:
    out: dict[str, str | int | float | bool] = {}
    for key, value in data.items():
        if value is None:
            continue
        if isinstance(value, str | int | float | bool):
            out[key] = value
        else:
            out[key] = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return out


def flat_graph(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """A copy whose attributes are all strings or numbers (lists and dicts as JSON)."""
    flat = nx.MultiDiGraph()
    for n, d in graph.nodes(data=True):
        flat.add_node(n, **_flat(d))
    for u, v, k, d in graph.edges(keys=True, data=True):
        flat.add_edge(u, v, key=k, **_flat(d))
    return flat


def graph_bytes(graph: nx.MultiDiGraph, fmt: str) -> bytes:
    """Return the graph as GraphML or GEXF (facts and aliases as JSON string attributes)."""
    fmt = fmt.lower()
    if fmt not in GRAPH_FORMATS:
        raise InputError(f"unknown graph format {fmt!r}; use one of: {', '.join(GRAPH_FORMATS)}")
    flat = flat_graph(graph)
    buf = io.BytesIO()
    if fmt == "graphml":
        for u, v, k, d in flat.edges(keys=True, data=True):
            d["edge_id"] = f"{u}|{k}|{v}"  # GraphML edge ids are unique in the document
        nx.write_graphml(flat, buf, encoding="utf-8", edge_id_from_attribute="edge_id")
        return buf.getvalue()
    nx.write_gexf(flat, buf, encoding="utf-8")
    # GEXF's optional last-modified date would make the same graph give other bytes tomorrow.
    return re.sub(rb' lastmodifieddate="[^"]*"', b"", buf.getvalue(), count=1)
