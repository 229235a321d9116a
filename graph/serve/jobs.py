"""What the server's workers run: each job a module-level function of the worker's store
(``hwkg.graph.sparql.runner``), its arguments and its value crossing the pipe by pickle."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pyoxigraph as ox
from rdflib import URIRef
from rdflib.namespace import OWL, RDF, RDFS, SKOS

from hwkg.graph import formats
from hwkg.graph.sparql.check import check_query, check_update
from hwkg.graph.sparql.results import WRITERS, triples_bytes
from hwkg.graph.sparql.run import Answer, labels_of, prepare
from hwkg.graph.sparql.saved import SavedQuery, saved_queries, with_values
from hwkg.graph.store import KnowledgeStore
from hwkg.graph.terms import nt
from hwkg.graph.vocab import HW, ID, class_values, entity_classes
from hwkg.ingest import web_url

from .negotiate import HttpError, negotiate

RESULT_TYPES = formats.media_types("serve", "results", aliases=True)
GRAPH_TYPES = formats.media_types("serve", "graph", "dataset")


# The most rows (or triples) a page shows; the rest of a larger answer is counted, not shown
# (a browser does nothing useful with 100,000 rows, and drawing them took seconds).
PAGE_ROWS = 1_000


def job_sparql(
    store: KnowledgeStore, text: str, accept: str | None, max_rows: int, max_bytes: int
) -> tuple[str, bytes]:
    """Answer a /sparql query: (media type, body) in the format the client accepts best."""
    check_query(text)
    outcome = store.execute(text, max_rows, max_bytes)
    if outcome.kind in {"SELECT", "ASK"}:
        chosen = negotiate(accept, RESULT_TYPES)
        if chosen is None:
            raise HttpError(406, f"a {outcome.kind} answer is one of: {', '.join(RESULT_TYPES)}")
        fmt = formats.by_media_type(chosen, "serve", "results")
        assert fmt is not None
        answer = Answer(outcome.kind, outcome.vars, outcome.rows, boolean=outcome.boolean)
        return fmt.media_type, WRITERS[fmt.name](answer).encode("utf-8")
    chosen = negotiate(accept, GRAPH_TYPES)
    if chosen is None:
        raise HttpError(406, f"a {outcome.kind} answer is one of: {', '.join(GRAPH_TYPES)}")
    return chosen, triples_bytes(outcome.triples, _graph_format(chosen))


def _graph_format(media_type: str) -> str:
    fmt = formats.by_media_type(media_type, "serve", "graph", "dataset")
    assert fmt is not None
    return fmt.name


@dataclass
class PageAnswer:
    """What a page shows of an answer: the Answer (with labels), or Turtle for a graph; its
    first PAGE_ROWS rows (or triples) of ``total``."""

    answer: Answer
    turtle: str = ""
    text: str = ""
    total: int = 0


def job_answer(
    store: KnowledgeStore,
    query: SavedQuery,
    params: dict[str, str],
    max_rows: int,
    max_bytes: int | None = None,
) -> PageAnswer:
    """Answer a saved or ad hoc question for a page: parameters bound as RDF terms."""
    # Checked and bound once while the worker reads one snapshot (``sparql.run.prepare``).
    prepared = prepare(store, query, params)
    # A question with an order of its own is sorted here, so every row is read before the
    # page keeps its first PAGE_ROWS; any other keeps them as the engine gives them.
    keep = None if query.order else PAGE_ROWS
    outcome = prepared.outcome(store, max_rows, max_bytes, keep=keep)
    answer = prepared.answer_of(store, outcome)  # labels read, rows in the question's order
    if len(answer.rows) > PAGE_ROWS:
        answer = replace(answer, rows=answer.rows[:PAGE_ROWS])
    turtle = ""
    if outcome.triples:
        turtle = triples_bytes(outcome.triples, "turtle").decode("utf-8")
    return PageAnswer(answer, turtle, prepared.text, outcome.total)


def job_update(store: KnowledgeStore, text: str) -> None:
    """Run an update; the store keeps the union and the claims right."""
    check_update(text)
    store.apply_update(text)


_ENTITIES = """
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?entity ?label ?class WHERE {
  ?entity a ?class ; rdfs:label ?label .
  VALUES ?class { %s }
  FILTER (STRSTARTS(STR(?entity), STR(<%s>)) && LANG(?label) = "")
}
"""


@dataclass(frozen=True)
class EntityLink:
    key: str
    label: str
    cls: str


def job_entities(store: KnowledgeStore, max_rows: int) -> list[EntityLink]:
    """Every entity of a known class, by class (in the ontology's order) then label."""
    found: dict[str, EntityLink] = {}
    for entity, label, cls in store.execute(_ENTITIES % (class_values(), ID), max_rows).rows:
        key = _text(entity)[len(str(ID)) :]
        name = _text(cls)[len(str(HW)) :]
        if key not in found or name < found[key].cls:
            found[key] = EntityLink(key, _text(label), name)
    order = {c.name: i for i, c in enumerate(entity_classes())}
    return sorted(found.values(), key=lambda e: (order.get(e.cls, 9), e.label.lower(), e.key))


@dataclass(frozen=True)
class SourceArticle:
    """An article that mentions an entity, as its page lists it: ``link`` is set only for an
    http(s) URL (a file name or any other scheme is shown, never linked)."""

    iri: str
    title: str
    source: str
    link: str | None
    outlet: str
    issued: str


@dataclass(frozen=True)
class SameAs:
    """An IRI the entity is the same as: ``link`` is set only for an http(s) IRI (curated
    data may say ``javascript:``, which is shown, never linked)."""

    iri: str
    link: str | None


@dataclass
class EntityPage:
    key: str
    iri: str
    label: str
    classes: list[str]
    aliases: list[str]
    same_as: list[SameAs]
    facts: Answer  # the first PAGE_ROWS of facts_total
    facts_total: int
    neighbours: list[ox.NamedNode]  # the entities of every fact, not only of those shown
    articles: list[SourceArticle]  # the first PAGE_ROWS of articles_total
    articles_total: int


_MENTIONS = """
PREFIX schema: <https://schema.org/>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT DISTINCT ?article ?title ?source ?url ?outlet ?issued WHERE {
  ?article schema:mentions %s .
  OPTIONAL { ?article dcterms:title ?title }
  OPTIONAL { ?article dcterms:source ?source }
  OPTIONAL { ?article schema:url ?url }
  OPTIONAL { ?article dcterms:publisher ?outlet }
  OPTIONAL { ?article dcterms:issued ?issued }
}
ORDER BY DESC(?issued) ?outlet ?source ?article
"""


def job_entity(store: KnowledgeStore, key: str, max_rows: int) -> EntityPage | None:
    """An entity's description, its facts with evidence (the entity-card question) and the
    articles that mention it; None when the store says nothing about it."""
    iri = URIRef(ID[key])
    described = [
        (_text(p), _text(o))
        for p, o in store.execute(f"SELECT ?p ?o WHERE {{ {nt(iri)} ?p ?o }}", max_rows).rows
    ]
    if not described:
        return None
    labels = sorted(o for p, o in described if p == str(RDFS.label))
    classes = sorted(
        {o[len(str(HW)) :] for p, o in described if p == str(RDF.type) and o.startswith(HW)}
    )
    aliases = sorted({o for p, o in described if p == str(SKOS.altLabel)} - set(labels))
    same_as = [
        SameAs(o, web_url(o)) for o in sorted(o for p, o in described if p == str(OWL.sameAs))
    ]
    card = saved_queries()["entity-card"]
    outcome = store.execute(with_values(card.text, {"entity": nt(iri)}), max_rows)
    # A page, like a query's, shows the first PAGE_ROWS: a company named in every article of
    # a store of 5,000 had 5,720 facts and 5,002 sources (3 MB of HTML, seconds to draw).
    shown = outcome.rows[:PAGE_ROWS]
    neighbours = {
        value.value: value
        for row in outcome.rows
        for value in (row[0], row[2])
        if isinstance(value, ox.NamedNode) and value.value != str(iri)
    }
    labelled = [*shown, *((n,) for n in neighbours.values())]
    facts = Answer("SELECT", outcome.vars, shown, labels=labels_of(store, labelled))
    mentions = store.execute(_MENTIONS % nt(iri), max_rows, keep=PAGE_ROWS)
    articles = [
        SourceArticle(
            _text(a), _text(t), _text(s), web_url(_text(u) or _text(s)), _text(o), _text(d)
        )
        for a, t, s, u, o, d in mentions.rows
    ]
    return EntityPage(
        key,
        str(iri),
        labels[0] if labels else key,
        classes,
        aliases,
        same_as,
        facts,
        len(outcome.rows),
        list(neighbours.values()),
        articles,
        mentions.total,
    )


def _text(value: Any) -> str:
    """A term's value (an IRI, a literal's lexical form), "" when unbound."""
    return "" if value is None else value.value


_ENTITY_GRAPH = """
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
CONSTRUCT { <%(e)s> ?p ?o . ?s ?q <%(e)s> . ?record ?rp ?ro . }
WHERE {
  { <%(e)s> ?p ?o . }
  UNION
  { ?s ?q <%(e)s> . FILTER (STRSTARTS(STR(?q), "%(hw)s") && STRSTARTS(STR(?s), "%(id)s")) }
  UNION
  { ?record rdf:subject <%(e)s> ; ?rp ?ro . }
  UNION
  { ?record rdf:object <%(e)s> ; ?rp ?ro . }
}
"""


def job_entity_rdf(store: KnowledgeStore, key: str, media_type: str, max_rows: int) -> bytes | None:
    """The triples about an entity: its description, the facts with it as subject or object
    and their provenance records; None when there are none."""
    iri = str(ID[key])
    outcome = store.execute(_ENTITY_GRAPH % {"e": iri, "hw": HW, "id": ID}, max_rows)
    if not any(t.subject == ox.NamedNode(iri) for t in outcome.triples):
        return None
    return triples_bytes(outcome.triples, _graph_format(media_type))


def job_graph(store: KnowledgeStore, lang: str) -> str:
    from hwkg.graph import viz

    return viz.to_html(viz.project(store, lang), lang)
