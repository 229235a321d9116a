"""Run a question on a store: parameters bound as RDF terms, labels for the answer's entities.

``run`` checks the query, binds its parameters (``VALUES`` at the head of its outermost
group, never pasted in as text), runs it natively on the store and returns an ``Answer``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rdflib import Literal, URIRef
from rdflib.namespace import XSD
from rdflib.term import Node

from hwkg.graph.store import KnowledgeStore
from hwkg.graph.terms import from_ox, nt
from hwkg.graph.vocab import HW, class_values
from hwkg.ingest import InputError

from .check import check_query
from .names import EntityIndex, NameResolver
from .saved import SavedQuery, parse_saved_query, with_values

_LABELS_OF = """
PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?node ?label WHERE {
  VALUES ?node { %s }
  {
    ?node a ?class ; rdfs:label ?label .
    FILTER (?class IN (%s))
  } UNION {
    ?node a hw:Article ; dcterms:source ?label .
  }
}
"""


def labels_of(store: KnowledgeStore, rows: Iterable[Iterable[Node | None]]) -> dict[URIRef, str]:
    """The label of each entity (and the source of each article) among ``rows``' values."""
    nodes = sorted({v for row in rows for v in row if isinstance(v, URIRef)})
    if not nodes:
        return {}
    text = _LABELS_OF % (" ".join(nt(n) for n in nodes), ", ".join(class_values().split()))
    labels: dict[URIRef, str] = {}
    # Strings straight from the store: no rdflib terms built for a lookup table.
    for node, label in store.select(text):
        key = URIRef(str(node))
        if label is not None and (key not in labels or label < labels[key]):
            labels[key] = label
    return labels


@dataclass
class Answer:
    """The answer to one question: rows of RDF terms (SELECT), a boolean (ASK) or triples."""

    kind: str
    vars: list[str]
    rows: list[tuple[Node | None, ...]]
    boolean: bool | None = None
    triples: list[tuple[Node, Node, Node]] = field(default_factory=list)
    labels: dict[URIRef, str] = field(default_factory=dict)

    def display(self, value: Node | None) -> str:
        """The text a person reads for a value: a label, a prefixed name or the literal."""
        if value is None:
            return ""
        if isinstance(value, URIRef):
            if value in self.labels:
                return self.labels[value]
            if value.startswith(str(HW)):
                return value[len(str(HW)) :]
            return str(value)
        return str(value)

    def records(self) -> list[dict[str, Any]]:
        """Rows as dicts: labels for entities, Python values for literals."""
        out = []
        for row in self.rows:
            record: dict[str, Any] = {}
            for name, value in zip(self.vars, row, strict=True):
                if isinstance(value, Literal):
                    record[name] = value.toPython()
                else:
                    record[name] = None if value is None else self.display(value)
            out.append(record)
        return out


def bind(
    query: SavedQuery, given: dict[str, str], index: EntityIndex | NameResolver
) -> dict[str, str]:
    """Return each parameter as an RDF term in N-Triples form, checked against its type."""
    known = {p.name for p in query.params}
    unknown = sorted(set(given) - known)
    if unknown:
        expected = ", ".join(str(p) for p in query.params) or "none"
        raise InputError(f"{query.name}: unknown parameter {unknown[0]!r}; parameters: {expected}")
    values = {}
    for param in query.params:
        raw = given.get(param.name, param.default)
        if raw is None:
            raise InputError(
                f"{query.name}: missing parameter {param.name!r} ({param.type}); "
                f"pass -p {param.name}=VALUE"
            )
        values[param.name] = nt(_term(param.name, param.type, raw, index))
    return values


def _term(name: str, type_: str, raw: str, index: EntityIndex | NameResolver) -> Node:
    if type_ == "entity":
        return index.resolve(raw, name)
    if type_ == "integer":
        try:
            return Literal(int(raw))
        except ValueError:
            raise InputError(f"{name}={raw!r} is not an integer") from None
    if type_ == "date":
        try:
            return Literal(dt.date.fromisoformat(raw).isoformat(), datatype=XSD.date)
        except ValueError:
            raise InputError(f"{name}={raw!r} is not a date (YYYY-MM-DD)") from None
    if type_ == "iri":
        if not raw or any(c in raw for c in ' <>"{}|^`\\') or ":" not in raw:
            raise InputError(f"{name}={raw!r} is not an IRI")
        return URIRef(raw)
    return Literal(raw)


def bound_text(store: KnowledgeStore, query: SavedQuery, params: dict[str, str]) -> str:
    """The text of ``query``, checked, with ``params`` bound as RDF terms."""
    check_query(query.text)  # before the store is touched at all
    return with_values(query.text, bind(query, params, NameResolver(store)))


def run(
    store: KnowledgeStore,
    query: SavedQuery,
    params: dict[str, str] | None = None,
    max_rows: int | None = None,
) -> Answer:
    """Run ``query`` with ``params`` bound as RDF terms; return its Answer."""
    outcome = store.execute(bound_text(store, query, params or {}), max_rows)
    if outcome.kind == "ASK":
        return Answer("ASK", [], [], boolean=outcome.boolean)
    if outcome.kind == "CONSTRUCT":
        triples: list[tuple[Node, Node, Node]] = [
            (from_ox(t.subject), from_ox(t.predicate), from_ox(t.object)) for t in outcome.triples
        ]
        triples.sort(key=lambda t: tuple(x.n3() for x in t))
        return Answer("CONSTRUCT", [], [], triples=triples)
    return Answer("SELECT", outcome.vars, outcome.rows, labels=labels_of(store, outcome.rows))


def run_text(store: KnowledgeStore, text: str) -> Answer:
    return run(store, parse_saved_query(text, "sparql"))
