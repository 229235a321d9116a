"""The store projected as a networkx graph: entities as nodes, the plain hw: relations
between them as edges, each edge with the provenance records behind it; ``focus`` keeps one
entity's neighbourhood."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

import networkx as nx

from hwkg.graph.sparql.names import one_named
from hwkg.graph.store import KnowledgeStore
from hwkg.graph.terms import drawable
from hwkg.graph.vocab import HW, ID, ONTOLOGY_GRAPH, entity_classes
from hwkg.ingest import InputError, gazetteer

from .style import LANG_TAG, OTHER

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


def _local(iri: str) -> str:
    """The local name of an IRI: what follows its last # or /."""
    return re.split(r"[#/]", iri)[-1]


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a language tag, else raise InputError."""
    if not LANG_TAG.match(lang or ""):
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
    # Values as plain strings (IRIs, lexical forms): no term objects built for tables.
    for iri, type_, label, alt in store.select(_TERMS % params):
        if iri is None:
            continue
        if iri.startswith(id_ns):
            if type_ is not None:
                types[iri].add(type_)
            if label is not None:
                labels[iri].add(label)
            if alt is not None:
                aliases[iri].add(alt)
        elif iri.startswith(hw_ns):
            if label is not None:
                prop_labels[iri] = min(label, prop_labels.get(iri, label))
            if type_ is not None:
                symmetric.add(iri)

    edges: dict[tuple[str, str, str], dict[str, dict[str, Any]]] = {}
    for s, p, o, fact, evidence, article, source, modality, date in store.select(
        _RELATIONS % params
    ):
        facts = edges.setdefault((str(s), str(p), str(o)), {})
        if fact is not None:
            facts[fact] = {
                "evidence": evidence,
                "article": (source if source is not None else article or "") or None,
                "article_iri": article,
                "modality": None if modality is None else _local(modality),
                "date": date,
            }

    names_by_key = {e.id: (e.label, *e.aliases) for e in gazetteer()}
    class_of = {str(c.iri): c.name for c in entity_classes()}
    graph = nx.MultiDiGraph(lang=lang)
    entities = set(types) | {s for s, _, _ in edges} | {o for _, _, o in edges}
    for iri in sorted(entities, key=lambda i: i[len(id_ns) :]):
        key = iri[len(id_ns) :]
        classes = sorted(class_of[t] for t in types.get(iri, ()) if t in class_of)
        label = min(labels[iri]) if labels.get(iri) else key
        names = aliases.get(iri, set()) | set(names_by_key.get(key, ()))
        graph.add_node(
            key,
            **_drawn(
                {
                    "label": label,
                    "cls": classes[0] if len(classes) == 1 else OTHER,
                    "iri": iri,
                    "aliases": sorted(n for n in names if n != label),
                }
            ),
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
            **_drawn(
                {
                    "relation": relation,
                    "label": prop_labels.get(p, relation),
                    "symmetric": p in symmetric,
                    "facts": records,
                }
            ),
        )
    return graph


def _drawn(value: Any) -> Any:
    """``value`` with every string in it drawable: a control character in a curated label
    would stop a font (matplotlib: "No glyphs") and an XML writer (GraphML, GEXF)."""
    if isinstance(value, str):
        return drawable(value)
    if isinstance(value, list):
        return [_drawn(v) for v in value]
    if isinstance(value, dict):
        return {k: _drawn(v) for k, v in value.items()}
    return value


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
    # A copy less the far nodes keeps the graph's order; a subgraph view would iterate a set
    # of nodes, in an order that changes with PYTHONHASHSEED (and the picture with it).
    sub = graph.copy()
    sub.remove_nodes_from([n for n in graph if n not in near])
    sub.graph.update(focus=centre, depth=depth)
    return sub
