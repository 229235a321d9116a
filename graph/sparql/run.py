"""Run a question on a store: parameters bound as RDF terms, labels for the answer's entities.

``run`` checks the query, binds its parameters (``VALUES`` at the head of its outermost
group, never pasted in as text), runs it natively on the store and returns an ``Answer``;
a ``Prepared`` question does the first steps once per store and parameters (``prepare``).
"""

from __future__ import annotations

import datetime as dt
import operator
from collections.abc import Callable, Iterable
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

# A row of an answer: a term, or None where its variable is unbound, per variable.
Row = tuple[OxTerm | None, ...]


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


# Prepared questions a store that cannot change keeps, at most (a server's worker lives long),
# and terms of answers it keeps labelled (the store's own are fewer: its 1M-triple benchmark
# store answers its saved questions but one with 9,600).
_PREPARED_KEPT = 1024
_TERMS_KEPT = 200_000
# Rows of its last answer a prepared question keeps, at most, to give the same answer again
# when the engine gives the same rows (the labels and the order were 5-15% of a small
# question's CPU: benchmarks/README.md, eighteenth pass).
_ROWS_KEPT = 2_000


class Prepared:
    """A question made ready once for one store and one set of parameters, to be run again
    and again: checked, bound (names resolved, the ``VALUES`` block placed), its engine call
    chosen (this thread or the offline one: ``KnowledgeStore.executor``), the store's memos
    of labels and sort keys looked up; and, once its first answer has shown a SELECT, its
    variables, the columns its order sorts by and the store's call that reads its rows alone.

    What a small question cost besides the engine's work was mostly these steps: each line
    of Python and each object made after the engine's work costs more than it would in a
    loop, on caches the engine has just used (benchmarks/README.md, thirteenth and
    fourteenth passes). A store that cannot change while open keeps its prepared questions
    (``prepare``): one state of the store, so one bound text and one set of labels."""

    __slots__ = ("_by_term", "_execute", "_known", "_last", "_select", "query", "text")

    def __init__(self, store: KnowledgeStore, query: SavedQuery, params: dict[str, str]) -> None:
        check_question(query)  # before the store is touched at all
        self.query = query
        self.text = with_values(query.text, bind(query, params, NameResolver(store)))
        self._execute = store.executor(self.text)
        # Each term of an answer, once labelled: (IRI, label), or None (no label, a literal).
        self._by_term = store.memo("labels by term")
        by_label, by_term = store.memo("sort keys by label"), store.memo("sort keys")
        self._known = None if by_label is None or by_term is None else (by_label, by_term)
        # (variables, the rows' reader, the order's columns): kept by a store that cannot change.
        self._select: tuple[list[str], Callable[[], list[Row]], list[Column]] | None = None
        # The last answer's rows as the engine gave them, in order, and their labels.
        self._last: tuple[list[Row], list[Row], dict[str, str]] | None = None

    def outcome(
        self,
        store: KnowledgeStore,
        max_rows: int | None = None,
        max_bytes: int | None = None,
        keep: int | None = None,
    ) -> Outcome:
        """What the store gives for the bound text (``KnowledgeStore.execute``'s limits)."""
        if max_rows is None and max_bytes is None and keep is None:
            return self._execute()
        return store.execute(self.text, max_rows, max_bytes, keep)

    def answer(self, store: KnowledgeStore) -> Answer:
        """The question's Answer on ``store`` (the store it was prepared for)."""
        select = self._select
        if select is None:
            return self.answer_of(store, self._execute())
        names, read, columns = select
        rows = read()
        last = self._last
        if last is not None and rows == last[0]:
            # The engine gave the rows it gave last time, one by one (a compare per term):
            # one state of the store, so the same labels and the same order.
            return Answer("SELECT", list(names), list(last[1]), labels=dict(last[2]))
        try:  # every term seen before (by_term is kept when select is)
            terms = set(chain.from_iterable(rows))
            labels = dict(filter(None, map(self._by_term.__getitem__, terms)))
        except KeyError:
            labels = self._labels(store, rows)
        given = rows
        if columns:
            rows = ordered_by(rows, len(names), columns, labels, self._known)
        if len(given) <= _ROWS_KEPT:
            self._last = (given, list(rows), dict(labels))  # copies: the caller's to change
            rows = list(rows) if rows is given else rows
        return Answer("SELECT", list(names), rows, labels=labels)

    def answer_of(self, store: KnowledgeStore, outcome: Outcome) -> Answer:
        """The Answer from what the store gave: labels read, rows in the question's order."""
        if outcome.kind != "SELECT":
            return answer_of(store, self.query, outcome)
        rows, names = outcome.rows, outcome.vars
        columns = order_columns(names, self.query.order) if self.query.order else []
        if self._select is None and self._by_term is not None:
            self._select = (list(names), store.rows_reader(self.text), columns)
        labels = self._labels(store, rows)
        if columns:
            rows = ordered_by(rows, len(names), columns, labels, self._known)
        return Answer("SELECT", names, rows, labels=labels)

    def _labels(self, store: KnowledgeStore, rows: list[Row]) -> dict[str, str]:
        """``labels_of``, from a memo by term: a term seen before is looked up natively, with
        no Python string made of its IRI."""
        known = self._by_term
        if known is None:
            return labels_of(store, rows)
        terms = set(chain.from_iterable(rows))
        missing = terms.difference(known)
        if missing:
            if len(known) + len(missing) > _TERMS_KEPT:
                known.clear()  # bounded: RAND(), UUID() or NOW() give new terms each time
            labels = labels_of(store, [missing])
            for term in missing:
                known[term] = None  # no label, or not an entity (a literal, unbound)
                if isinstance(term, ox.NamedNode):
                    label = labels.get(term.value)
                    if label is not None:
                        known[term] = (term.value, label)
        return dict(filter(None, map(known.__getitem__, terms)))


def prepare(store: KnowledgeStore, query: SavedQuery, params: dict[str, str]) -> Prepared:
    """``query`` prepared for ``store`` with ``params``: the one a store that cannot change
    while open has kept (its memo lives as long as the store's state: a reader's snapshot;
    a newer one is another store), else a new one."""
    kept = store.memo("prepared")
    if kept is None:
        return Prepared(store, query, params)
    # The text decides all the rest: the check's verdict, the order, the bound text.
    key = (query.text, tuple(sorted(params.items())))
    prepared: Prepared | None = kept.get(key)
    if prepared is None:
        prepared = Prepared(store, query, params)
        if len(kept) < _PREPARED_KEPT:
            kept[key] = prepared
    return prepared


def bound_text(store: KnowledgeStore, query: SavedQuery, params: dict[str, str]) -> str:
    """The text of ``query``, checked, with ``params`` bound as RDF terms; a store that
    cannot change while open remembers it (``prepare``)."""
    return prepare(store, query, params).text


def run(
    store: KnowledgeStore,
    query: SavedQuery,
    params: dict[str, str] | None = None,
    max_rows: int | None = None,
) -> Answer:
    """Run ``query`` with ``params`` bound as RDF terms; return its Answer."""
    prepared = prepare(store, query, params or {})
    if max_rows is None:
        return prepared.answer(store)
    return prepared.answer_of(store, prepared.outcome(store, max_rows))


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


def run_text(store: KnowledgeStore, text: str) -> Answer:
    return run(store, parse_saved_query(text, "sparql"))


# -- the order of an answer's rows --------------------------------------------------------------


# One key's column: (its index among the answer's variables, by label, descending).
Column = tuple[int, bool, bool]

_NUMBERS = {PREFIXES["xsd"] + t for t in ("integer", "decimal", "double", "float", "long", "int")}


def sort_key(value: OxTerm | None, labels: dict[str, str] | None) -> tuple[Any, ...]:
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


def order_columns(names: list[str], order: tuple[OrderKey, ...]) -> list[Column]:
    """Each key of ``order`` as the column of ``names`` it sorts by."""
    try:
        return [(names.index(k.var), k.label, k.descending) for k in order]
    except ValueError:
        missing = next(k.var for k in order if k.var not in names)
        raise InputError(f"order: ?{missing} is not a variable of the answer") from None


def ordered(
    rows: list[tuple[OxTerm | None, ...]],
    names: list[str],
    order: tuple[OrderKey, ...],
    labels: dict[str, str],
    known: tuple[dict[Any, Any], dict[Any, Any]] | None = None,
) -> list[tuple[OxTerm | None, ...]]:
    """``rows`` sorted by the keys of a question's ``order`` (see ``ordered_by``)."""
    return ordered_by(rows, len(names), order_columns(names, order), labels, known)


def ordered_by(
    rows: list[tuple[OxTerm | None, ...]],
    width: int,
    keys: list[Column],
    labels: dict[str, str],
    known: tuple[dict[Any, Any], dict[Any, Any]] | None = None,
) -> list[tuple[OxTerm | None, ...]]:
    """``rows`` (of ``width`` values) sorted by the ``keys`` of ``order_columns``, then by
    the values no key ranks by themselves (so that the order never depends on the
    engine's). ``known``: the sort keys of terms by their label and by themselves, kept by a
    store that cannot change (so that ``labels`` holds the same label for an IRI in every
    call)."""
    if len(rows) < 2:
        return list(rows)
    columns = list(zip(*rows, strict=True))
    # Sort keys by term: a term's key by its label, and by itself (kept by the store when
    # given, else made for this answer alone).
    by_label, by_term = known or ({}, {})

    def column_keys(i: int, by_labels: bool) -> list[tuple[Any, ...]]:
        """The sort key of each row's value of column ``i``, made once per distinct value
        (answers repeat their entities from row to row: 3 µs a row otherwise), or once per
        store that cannot change (``known``), then looked up natively."""
        made = by_label if by_labels else by_term
        try:
            return list(map(made.__getitem__, columns[i]))
        except KeyError:
            by = labels if by_labels else None
            for value in set(columns[i]).difference(made):
                made[value] = sort_key(value, by)
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
        plain = {i for i, by, _ in keys if not by}
        rest = [i for i in range(width) if i not in plain]
        start = ties[0]
        for n, tie in enumerate(ties):
            if n + 1 < len(ties) and ties[n + 1] == tie + 1:
                continue  # the same run of ties goes on
            run = positions[start : tie + 2]
            last = {j: tuple(sort_key(rows[j][i], None) for i in rest) for j in run}
            positions[start : tie + 2] = sorted(run, key=last.__getitem__)
            if n + 1 < len(ties):
                start = ties[n + 1]
    return [rows[j] for j in positions]
