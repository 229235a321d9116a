"""Run a question on a store: parameters bound as RDF terms, labels for the answer's entities.

``run`` checks the query, binds its parameters (``VALUES`` at the head of its outermost
group, never pasted in as text), runs it natively on the store and returns an ``Answer``.
"""

from __future__ import annotations

import datetime as dt
import operator
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain
from typing import Any

import pyoxigraph as ox

from hwkg.graph.store import KnowledgeStore, Outcome
from hwkg.graph.terms import OxTerm, literal, nt, python_value
from hwkg.graph.vocab import PREFIXES, class_values
from hwkg.ingest import InputError

from .names import EntityIndex, NameResolver
from .saved import OrderKey, SavedQuery, parse_saved_query, with_values

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


def labels_of(store: KnowledgeStore, rows: Iterable[Iterable[OxTerm | None]]) -> dict[str, str]:
    """The label of each entity (and the source of each article) among ``rows``' values, by
    IRI. A store that cannot change while open remembers the labels it has read."""
    # Each distinct term once (answers repeat their entities from row to row): the set is
    # made natively, and only its IRIs are read out as Python strings.
    terms = set(chain.from_iterable(rows))
    nodes = {term.value for term in terms if isinstance(term, ox.NamedNode)}
    known = store.memo("labels")
    if known is None:
        return _read_labels(store, nodes)
    missing = nodes - known.keys()
    if missing:
        found = _read_labels(store, missing)
        known.update({node: found.get(node) for node in missing})  # None: it has no label
    return {node: label for node in nodes if (label := known[node]) is not None}


def _read_labels(store: KnowledgeStore, nodes: set[str]) -> dict[str, str]:
    if not nodes:
        return {}
    iris = " ".join(f"<{n}>" for n in sorted(nodes))
    labels: dict[str, str] = {}
    for node, label in store.select(_LABELS_OF % (iris, ", ".join(class_values().split()))):
        if node is not None and label is not None and (node not in labels or label < labels[node]):
            labels[node] = label
    return labels


_HW = PREFIXES["hw"]


@dataclass
class Answer:
    """The answer to one question: rows of RDF terms (SELECT), a boolean (ASK) or triples,
    as pyoxigraph reads them from the store (``hwkg.graph.terms.from_ox`` gives the rdflib
    twin of a term); ``labels`` holds the label of each entity among the rows, by IRI."""

    kind: str
    vars: list[str]
    rows: list[tuple[OxTerm | None, ...]]
    boolean: bool | None = None
    triples: list[ox.Triple] = field(default_factory=list)
    labels: dict[str, str] = field(default_factory=dict)

    def display(self, value: OxTerm | None) -> str:
        """The text a person reads for a value: a label, a prefixed name or the literal."""
        if value is None:
            return ""
        if isinstance(value, ox.NamedNode):
            iri = value.value
            if iri in self.labels:
                return self.labels[iri]
            if iri.startswith(_HW):
                return iri[len(_HW) :]
            return iri
        return value.value

    def records(self) -> list[dict[str, Any]]:
        """Rows as dicts: labels for entities, Python values for literals (rdflib's
        ``toPython``)."""
        out = []
        for row in self.rows:
            record: dict[str, Any] = {}
            for name, value in zip(self.vars, row, strict=True):
                if isinstance(value, ox.Literal):
                    record[name] = python_value(value)
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
        values[param.name] = _term(param.name, param.type, raw, index)
    return values


def _term(name: str, type_: str, raw: str, index: EntityIndex | NameResolver) -> str:
    """A parameter's value as an RDF term in N-Triples form."""
    if type_ == "entity":
        return nt(index.resolve(raw, name))
    if type_ == "integer":
        try:
            return literal(str(int(raw)), PREFIXES["xsd"] + "integer")
        except ValueError:
            raise InputError(f"{name}={raw!r} is not an integer") from None
    if type_ == "date":
        try:
            return literal(dt.date.fromisoformat(raw).isoformat(), PREFIXES["xsd"] + "date")
        except ValueError:
            raise InputError(f"{name}={raw!r} is not a date (YYYY-MM-DD)") from None
    if type_ == "iri":
        if not raw or any(c in raw for c in ' <>"{}|^`\\') or ":" not in raw:
            raise InputError(f"{name}={raw!r} is not an IRI")
        return f"<{raw}>"
    return literal(raw)


def check_question(query: SavedQuery) -> None:
    """Refuse a question whose text would reach outside the store (``check.check_query``).
    hwkg's own saved questions are checked by the tests instead (tests/test_queries.py), so
    that answering one needs no SPARQL parser (rdflib's: a fifth of a second to import)."""
    if not query.packaged:
        from .check import check_query

        check_query(query.text)


# Bound texts a store that cannot change keeps, at most (a server's worker lives long).
_BOUND_KEPT = 1024


def bound_text(store: KnowledgeStore, query: SavedQuery, params: dict[str, str]) -> str:
    """The text of ``query``, checked, with ``params`` bound as RDF terms; a store that
    cannot change while open remembers it (binding is a third of a small question's own
    time: names resolved, the VALUES block placed)."""
    check_question(query)  # before the store is touched at all
    known = store.memo("bound texts")
    key = (query.text, tuple(sorted(params.items())))
    if known is not None and key in known:
        text: str = known[key]
        return text
    text = with_values(query.text, bind(query, params, NameResolver(store)))
    if known is not None and len(known) < _BOUND_KEPT:
        known[key] = text
    return text


def run(
    store: KnowledgeStore,
    query: SavedQuery,
    params: dict[str, str] | None = None,
    max_rows: int | None = None,
) -> Answer:
    """Run ``query`` with ``params`` bound as RDF terms; return its Answer."""
    outcome = store.execute(bound_text(store, query, params or {}), max_rows)
    return answer_of(store, query, outcome)


def answer_of(store: KnowledgeStore, query: SavedQuery, outcome: Outcome) -> Answer:
    """The Answer of ``query`` from what the store gave: labels read, rows in its order."""
    if outcome.kind == "ASK":
        return Answer("ASK", [], [], boolean=outcome.boolean)
    if outcome.kind == "CONSTRUCT":
        triples = sorted(
            outcome.triples, key=lambda t: (nt(t.subject), nt(t.predicate), nt(t.object))
        )
        return Answer("CONSTRUCT", [], [], triples=triples)
    labels = labels_of(store, outcome.rows)
    rows = outcome.rows
    if query.order:
        by_label, by_term = store.memo("sort keys by label"), store.memo("sort keys")
        known = None if by_label is None or by_term is None else (by_label, by_term)
        rows = ordered(rows, outcome.vars, query.order, labels, known)
    return Answer("SELECT", outcome.vars, rows, labels=labels)


_NUMBERS = {PREFIXES["xsd"] + t for t in ("integer", "decimal", "double", "float", "long", "int")}


def _sort_key(value: OxTerm | None, labels: dict[str, str] | None) -> tuple[Any, ...]:
    """How ``ORDER BY`` ranks a term: unbound, blank nodes, IRIs, then literals (numbers by
    value); with ``labels``, an entity by its label."""
    if isinstance(value, ox.NamedNode):
        iri = value.value
        if labels is not None:
            label = labels.get(iri)
            if label is not None:
                return (3, 1, 0.0, label)  # as its label, a plain literal, would be
        return (2, iri)
    if isinstance(value, ox.Literal):
        if value.datatype.value in _NUMBERS:
            try:
                return (3, 0, float(value.value), value.value)
            except ValueError:
                pass
        return (3, 1, 0.0, value.value)
    if value is None:
        return (0,)
    return (1, value.value)


def ordered(
    rows: list[tuple[OxTerm | None, ...]],
    names: list[str],
    order: tuple[OrderKey, ...],
    labels: dict[str, str],
    known: tuple[dict[Any, Any], dict[Any, Any]] | None = None,
) -> list[tuple[OxTerm | None, ...]]:
    """``rows`` sorted by the keys of a question's ``order``, then by the values no key
    ranks by themselves (so that the order never depends on the engine's). ``known``: the
    sort keys of terms by their label and by themselves, kept by a store that cannot change
    (so that ``labels`` holds the same label for an IRI in every call)."""
    try:
        keys = [(names.index(k.var), labels if k.label else None, k.descending) for k in order]
    except ValueError:
        missing = next(k.var for k in order if k.var not in names)
        raise InputError(f"order: ?{missing} is not a variable of the answer") from None
    if len(rows) < 2:
        return list(rows)
    columns = list(zip(*rows, strict=True))
    # Sort keys by term: a term's key by its label, and by itself (kept by the store when
    # given, else made for this answer alone).
    by_label, by_term = known or ({}, {})

    def column_keys(i: int, by: dict[str, str] | None) -> list[tuple[Any, ...]]:
        """The sort key of each row's value of column ``i``, made once per distinct value
        (answers repeat their entities from row to row: 3 µs a row otherwise), or once per
        store that cannot change (``known``), then looked up natively."""
        made = by_label if by is not None else by_term
        try:
            return list(map(made.__getitem__, columns[i]))
        except KeyError:
            for value in set(columns[i]).difference(made):
                made[value] = _sort_key(value, by)
            return list(map(made.__getitem__, columns[i]))

    def descending_keys(column: list[tuple[Any, ...]]) -> list[int]:
        """A descending key's values as their ranks from the last, so that one sort ranks
        every key (equal values, equal ranks: the rows they tie stay tied)."""
        rank = {key: -n for n, key in enumerate(sorted(set(column)))}
        return list(map(rank.__getitem__, column))

    columns_keys = [
        descending_keys(column_keys(i, by)) if down else column_keys(i, by) for i, by, down in keys
    ]
    ranked = list(zip(*columns_keys, strict=True))
    positions = sorted(range(len(rows)), key=ranked.__getitem__)
    in_order = list(map(ranked.__getitem__, positions))
    ties = [n for n, tie in enumerate(map(operator.eq, in_order, in_order[1:])) if tie]
    if ties:
        # Rows the keys tie (in the engine's order: the sorts are stable) are sorted by the
        # values no key ranks by themselves; their keys are made for those rows alone.
        plain = {i for i, by, _ in keys if by is None}
        rest = [i for i in range(len(names)) if i not in plain]
        start = ties[0]
        for n, tie in enumerate(ties):
            if n + 1 < len(ties) and ties[n + 1] == tie + 1:
                continue  # the same run of ties goes on
            run = positions[start : tie + 2]
            last = {j: tuple(_sort_key(rows[j][i], None) for i in rest) for j in run}
            positions[start : tie + 2] = sorted(run, key=last.__getitem__)
            if n + 1 < len(ties):
                start = ties[n + 1]
    return [rows[j] for j in positions]


def run_text(store: KnowledgeStore, text: str) -> Answer:
    return run(store, parse_saved_query(text, "sparql"))
