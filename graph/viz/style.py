"""How the pictures look: a colour and a shape per entity class, a colour per relation, and
the words of the page in each language. The classes and their names come from the ontology
(``hwkg.graph.vocab.entity_classes``): a new class gets the next style of the palette."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import networkx as nx

from hwkg.graph.vocab import entity_classes

OTHER = "other"  # an entity of no class, or of more than one


@dataclass(frozen=True, slots=True)
class ClassStyle:
    colour: str
    border: str
    shape: str  # vis-network node shape
    marker: str  # matplotlib marker


# Okabe-Ito colours (readable with colour-blindness) and one shape per class, given to the
# ontology's classes in the order it declares them.
PALETTE = (
    ClassStyle("#0072B2", "#004a75", "dot", "o"),
    ClassStyle("#D55E00", "#8a3d00", "square", "s"),
    ClassStyle("#009E73", "#00664a", "triangle", "^"),
    ClassStyle("#CC79A7", "#8c4f73", "diamond", "D"),
    ClassStyle("#E69F00", "#966800", "star", "*"),
    ClassStyle("#56B4E9", "#2a76a3", "triangleDown", "v"),
)
OTHER_STYLE = ClassStyle("#999999", "#5f5f5f", "hexagon", "h")
OTHER_NAMES = {"en": "Other", "es": "Otro"}

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
LANG_TAG = re.compile(r"^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$")


def present(values: Iterable[str], order: Sequence[str]) -> list[str]:
    """The distinct ``values``, those in ``order`` first, in that order."""
    found = set(values)
    return [v for v in order if v in found] + sorted(found - set(order))


def class_order() -> tuple[str, ...]:
    """The class names a picture may show, in order: the ontology's, then ``other``."""
    return (*(c.name for c in entity_classes()), OTHER)


def strings(lang: str) -> dict[str, str]:
    return STRINGS.get(lang, STRINGS["en"])


def class_name(cls: str, lang: str) -> str:
    """The class's label in ``lang`` (the ontology's rdfs:label)."""
    if cls == OTHER:
        return OTHER_NAMES.get(lang, OTHER_NAMES["en"])
    for c in entity_classes():
        if c.name == cls:
            return c.label(lang)
    return cls


def class_style(cls: str) -> ClassStyle:
    names = [c.name for c in entity_classes()]
    if cls in names:
        return PALETTE[names.index(cls) % len(PALETTE)]
    return OTHER_STYLE


def relation_colour(relation: str) -> str:
    return RELATION_COLOURS.get(relation, RELATION_FALLBACK_COLOUR)


def count_line(graph: nx.MultiDiGraph, lang: str) -> str:
    s = strings(lang)
    line = (
        s["entities_n"].format(n=f"{graph.number_of_nodes():,}")
        + ", "
        + s["relations_n"].format(n=f"{graph.number_of_edges():,}")
    )
    if graph.graph.get("focus"):
        entity = graph.nodes[graph.graph["focus"]].get("label", graph.graph["focus"])
        line += " · " + s["focus"].format(entity=entity, depth=graph.graph.get("depth", 1))
    return line
