"""Run a SPARQL question on a store and render its answer: table, csv, tsv, md, json, xml.

JSON and XML are the W3C SPARQL 1.1 result formats, with IRIs; the human formats (table,
csv, tsv, md) show an entity's label instead of its IRI. Rows keep the query's order.
"""

from __future__ import annotations

import csv
import datetime as dt
import difflib
import io
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph as ox
from oxrdflib._converter import from_ox, to_ox
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD
from rdflib.term import Node

from hwkg.ingest.errors import HwkgError, InputError, StoreError
from hwkg.ingest.resources import gazetteer

from .saved import SavedQuery, parse_saved_query, with_values
from .store import KnowledgeStore
from .vocab import HW, PREFIXES, entity_iri

FORMATS = ("table", "csv", "tsv", "md", "json", "xml")
_LABELS = """
PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?node ?label ?alt WHERE {
  {
    ?node a ?class .
    VALUES ?class { hw:Company hw:Chip hw:Framework hw:CloudPlatform }
    { ?node rdfs:label ?label . } UNION { ?node skos:altLabel ?label . BIND (true AS ?alt) }
  } UNION {
    ?node a hw:Article ; dcterms:source ?label .
  }
}
"""


@dataclass
class EntityIndex:
    """Labels of the entities in a store, and the entities each name may stand for."""

    labels: dict[URIRef, str] = field(default_factory=dict)
    names: dict[str, set[URIRef]] = field(default_factory=dict)

    @classmethod
    def of(cls, store: KnowledgeStore) -> EntityIndex:
        index = cls()
        for node, label, alt in store.query(_LABELS):
            if not isinstance(node, URIRef):
                continue
            if alt is None and node not in index.labels:
                index.labels[node] = str(label)
            if node.startswith(PREFIXES["id"]):
                index.names.setdefault(str(label).lower(), set()).add(node)
                index.names.setdefault(node[len(PREFIXES["id"]) :].lower(), set()).add(node)
        # Every name the gazetteer knows for an entity in the store ("TPUs" for TPU).
        for entry in gazetteer():
            node = entity_iri(entry.id)
            if node in index.labels:
                for name in (entry.label, *entry.aliases):
                    index.names.setdefault(name.lower(), set()).add(node)
        return index

    def resolve(self, name: str, param: str) -> URIRef:
        """Return the entity called ``name`` (label, alternative label or key, any case)."""
        found = self.names.get(name.strip().lower(), set())
        known = {k: v for k, v in self.labels.items() if k.startswith(PREFIXES["id"])}
        return URIRef(one_named(name, param, found, self.labels, known.values(), "store"))


# Spellings tried before reading every name in the store: a name as typed, and its cases.
def _spellings(name: str) -> set[str]:
    name = name.strip()
    return {name, name.lower(), name.upper(), name.title(), name[:1].upper() + name[1:]}


class NameResolver:
    """Entity parameters to IRIs. Tries the index lookups a name allows first (its common
    spellings as a label, its key, the gazetteer's names for it); when those do not find
    exactly one entity, reads every name in the store (EntityIndex) to decide, and to say
    what is ambiguous or which names are closest."""

    def __init__(self, store: KnowledgeStore) -> None:
        self.store = store

    def resolve(self, name: str, param: str) -> URIRef:
        found = self._quick(name)
        if len(found) == 1:
            return found[0]
        return EntityIndex.of(self.store).resolve(name, param)

    def _quick(self, name: str) -> list[URIRef]:
        from hwkg.ingest.mentions import slug

        lowered = name.strip().lower()
        if not lowered:
            return []
        keys = {entity_iri(lowered), entity_iri(slug(name))}
        keys |= {entity_iri(e.id) for e in gazetteer() if lowered in _gazetteer_names(e)}
        literals = " ".join(Literal(v).n3() for v in sorted(_spellings(name)))
        iris = " ".join(k.n3() for k in sorted(keys) if not any(c in k for c in ' <>"{}|^`\\'))
        text = f"""
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX hw: <{HW}>
SELECT DISTINCT ?node WHERE {{
  {{ VALUES ?label {{ {literals} }} ?node rdfs:label ?label . }}
  UNION {{ VALUES ?label {{ {literals} }} ?node skos:altLabel ?label . }}
  UNION {{ VALUES ?node {{ {iris} }} ?node rdfs:label ?any . }}
  ?node a ?class .
  FILTER (?class IN (hw:Company, hw:Chip, hw:Framework, hw:CloudPlatform))
}}"""
        rows = execute(self.store, text).rows
        return sorted(URIRef(str(r[0])) for r in rows if str(r[0]).startswith(PREFIXES["id"]))


def _gazetteer_names(entry: Any) -> set[str]:
    return {n.lower() for n in (entry.label, *entry.aliases)} | {entry.id.lower()}


_LABELS_OF = """
PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?node ?label WHERE {
  VALUES ?node { %s }
  {
    ?node a ?class ; rdfs:label ?label .
    FILTER (?class IN (hw:Company, hw:Chip, hw:Framework, hw:CloudPlatform))
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
    text = _LABELS_OF % " ".join(n.n3() for n in nodes)
    pairs: Iterable[tuple[str, str]]
    if store.remote:
        pairs = ((str(n), str(v)) for n, v in store.query(text))
    else:  # strings straight from pyoxigraph: no rdflib terms built for a lookup table
        pairs = ((n.value, v.value) for n, v in store.oxigraph.query(text))  # type: ignore[union-attr]
    labels: dict[URIRef, str] = {}
    for node, label in pairs:
        key = URIRef(node)
        if key not in labels or label < labels[key]:
            labels[key] = label
    return labels


class TooLarge(HwkgError):
    """An answer with more rows (or triples) than the caller accepts."""


@dataclass
class Outcome:
    """A query's answer: rows of rdflib terms, a boolean, or pyoxigraph triples."""

    kind: str
    vars: list[str] = field(default_factory=list)
    rows: list[tuple[Node | None, ...]] = field(default_factory=list)
    boolean: bool | None = None
    triples: list[ox.Triple] = field(default_factory=list)


def _too_large(what: str, limit: int) -> TooLarge:
    return TooLarge(
        f"the answer has more than {limit:,} {what}, the most this server hands out; "
        "narrow the question or page through it with LIMIT and OFFSET"
    )


def execute(store: KnowledgeStore, text: str, max_rows: int | None = None) -> Outcome:
    """Run checked SPARQL natively (pyoxigraph's engine on the embedded store, the endpoint
    otherwise), reading at most ``max_rows`` rows or triples of the answer."""
    limit = max_rows if max_rows is not None else float("inf")
    if store.remote:
        result = store.query(text)
        if result.type == "ASK":
            return Outcome("ASK", boolean=bool(result.askAnswer))
        if result.type == "SELECT":
            outcome = Outcome("SELECT", vars=[str(v) for v in result.vars or []])
            for row in result:
                if len(outcome.rows) >= limit:
                    raise _too_large("rows", int(limit))
                outcome.rows.append(tuple(row))
            return outcome
        outcome = Outcome("CONSTRUCT")  # or DESCRIBE: both are triples
        for s, p, o in result.graph or ():
            if len(outcome.triples) >= limit:
                raise _too_large("triples", int(limit))
            outcome.triples.append(ox.Triple(to_ox(s), to_ox(p), to_ox(o)))  # type: ignore[arg-type]
        return outcome
    try:
        native = store.oxigraph.query(text)
        if isinstance(native, ox.QueryBoolean):
            return Outcome("ASK", boolean=bool(native))
        if isinstance(native, ox.QuerySolutions):
            names = [v.value for v in native.variables]
            outcome = Outcome("SELECT", vars=names)
            width = range(len(names))
            for solution in native:
                if len(outcome.rows) >= limit:
                    raise _too_large("rows", int(limit))
                outcome.rows.append(tuple(from_ox(solution[i]) for i in width))  # type: ignore[misc]
            return outcome
        outcome = Outcome("CONSTRUCT")  # or DESCRIBE: both are triples
        for triple in native:
            if len(outcome.triples) >= limit:
                raise _too_large("triples", int(limit))
            outcome.triples.append(triple)
        return outcome
    except SyntaxError as exc:
        raise InputError(f"not a valid SPARQL query: {first_line(exc)}") from None
    except OSError as exc:
        raise StoreError(f"query failed: {first_line(exc)}") from None


def first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return (text.splitlines()[0] if text else type(exc).__name__)[:300]


def one_named(
    name: str,
    param: str,
    found: Iterable[Any],
    labels: Mapping[Any, str],
    known: Iterable[str],
    where: str,
) -> Any:
    """The one node in ``found``, or an InputError: ambiguous (naming the options), or
    unknown (naming the closest of the ``known`` labels)."""
    found = sorted(found, key=str)
    if len(found) == 1:
        return found[0]
    if found:
        options = ", ".join(sorted(labels.get(f, str(f)) for f in found))
        raise InputError(f"{param}={name!r} is ambiguous: it names {options}")
    names = sorted(set(known))
    close = difflib.get_close_matches(name, names, n=5, cutoff=0.4)
    if not close:
        lowered = {k.lower(): k for k in names}
        close = [lowered[k] for k in difflib.get_close_matches(name.lower(), lowered, n=5)]
    hint = f"; closest known: {', '.join(close)}" if close else f"; the {where} has no such entity"
    raise InputError(f"{param}={name!r}: no entity of that name{hint}")


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
    store: KnowledgeStore,
    query: SavedQuery,
    given: dict[str, str],
    index: EntityIndex | NameResolver,
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
        values[param.name] = _term(param.name, param.type, raw, index).n3()
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


def check_query(text: str) -> None:
    """Refuse what is not a SPARQL query, and queries that would reach outside the store.

    ``SERVICE`` and ``FROM``/``FROM NAMED`` name other datasets: hwkg never fetches them,
    whatever the store behind (updates such as ``LOAD`` are not queries at all).
    """
    message = _refusal(text)
    if message is not None:
        raise InputError(message)


@lru_cache(maxsize=512)
def _refusal(text: str) -> str | None:
    """check_query's message for ``text``, or None: cached, the parse is the slow part
    (9-80 ms with rdflib's parser, against a few ms for most questions)."""
    from rdflib.plugins.sparql.parser import parseQuery

    try:
        parsed = parseQuery(text)
    except Exception as exc:  # pyparsing's ParseException, and friends
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return f"not a valid SPARQL query: {message}"
    for name in _parts(parsed):
        if name == "ServiceGraphPattern":
            return "SERVICE is not allowed: hwkg queries never leave the store"
        if name == "DatasetClause":
            return "FROM and FROM NAMED are not allowed: query the store's graphs"
    return None


def _parts(node: Any) -> Iterator[str]:
    """Yield the names of every part of a parsed query (depth first)."""
    if isinstance(node, str | bytes | Node):
        return
    name = getattr(node, "name", None)
    if isinstance(name, str):
        yield name
    values = node.values() if isinstance(node, dict) else node
    if hasattr(values, "__iter__"):
        for value in values:
            yield from _parts(value)


def run(store: KnowledgeStore, query: SavedQuery, params: dict[str, str] | None = None) -> Answer:
    """Run ``query`` with ``params`` bound as RDF terms; return its Answer."""
    check_query(query.text)  # before the store is touched at all
    text = with_values(query.text, bind(store, query, params or {}, NameResolver(store)))
    outcome = execute(store, text)
    if outcome.kind == "ASK":
        return Answer("ASK", [], [], boolean=outcome.boolean)
    if outcome.kind == "CONSTRUCT":
        triples: list[tuple[Node, Node, Node]] = [
            (from_ox(t.subject), from_ox(t.predicate), from_ox(t.object))  # type: ignore[misc]
            for t in outcome.triples
        ]
        triples.sort(key=lambda t: tuple(x.n3() for x in t))
        return Answer("CONSTRUCT", [], [], triples=triples)
    return Answer("SELECT", outcome.vars, outcome.rows, labels=labels_of(store, outcome.rows))


def run_text(store: KnowledgeStore, text: str) -> Answer:
    return run(store, parse_saved_query(text, "sparql"))


# -- rendering ------------------------------------------------------------------------------


def _json_term(value: Node) -> dict[str, str]:
    if isinstance(value, URIRef):
        return {"type": "uri", "value": str(value)}
    if isinstance(value, BNode):
        return {"type": "bnode", "value": str(value)}
    assert isinstance(value, Literal)
    term = {"type": "literal", "value": str(value)}
    if value.language:
        term["xml:lang"] = value.language
    elif value.datatype is not None and value.datatype != XSD.string:
        term["datatype"] = str(value.datatype)
    return term


def to_json(answer: Answer) -> str:
    """The W3C SPARQL 1.1 Query Results JSON Format."""
    if answer.kind == "ASK":
        return json.dumps({"head": {}, "boolean": answer.boolean}) + "\n"
    bindings = [
        {name: _json_term(v) for name, v in zip(answer.vars, row, strict=True) if v is not None}
        for row in answer.rows
    ]
    doc = {"head": {"vars": answer.vars}, "results": {"bindings": bindings}}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def _xml_term(value: Node) -> str:
    if isinstance(value, URIRef):
        return f"<uri>{escape(str(value))}</uri>"
    if isinstance(value, BNode):
        return f"<bnode>{escape(str(value))}</bnode>"
    assert isinstance(value, Literal)
    attrs = ""
    if value.language:
        attrs = f" xml:lang={quoteattr(value.language)}"
    elif value.datatype is not None and value.datatype != XSD.string:
        attrs = f" datatype={quoteattr(str(value.datatype))}"
    return f"<literal{attrs}>{escape(str(value))}</literal>"


def to_xml(answer: Answer) -> str:
    """The W3C SPARQL Query Results XML Format."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sparql xmlns="http://www.w3.org/2005/sparql-results#">',
        "  <head>",
    ]
    lines += [f"    <variable name={quoteattr(v)}/>" for v in answer.vars]
    lines.append("  </head>")
    if answer.kind == "ASK":
        lines.append(f"  <boolean>{'true' if answer.boolean else 'false'}</boolean>")
    else:
        lines.append("  <results>")
        for row in answer.rows:
            lines.append("    <result>")
            for name, value in zip(answer.vars, row, strict=True):
                if value is not None:
                    lines.append(
                        f"      <binding name={quoteattr(name)}>{_xml_term(value)}</binding>"
                    )
            lines.append("    </result>")
        lines.append("  </results>")
    lines.append("</sparql>")
    return "\n".join(lines) + "\n"


def to_delimited(answer: Answer, delimiter: str) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator="\n")
    if answer.kind == "ASK":
        writer.writerow(["boolean"])
        writer.writerow(["true" if answer.boolean else "false"])
        return buffer.getvalue()
    writer.writerow(answer.vars)
    for row in answer.rows:
        writer.writerow([answer.display(v).replace("\t", " ").replace("\n", " ") for v in row])
    return buffer.getvalue()


def to_markdown(answer: Answer) -> str:
    if answer.kind == "ASK":
        return f"| boolean |\n|---|\n| {'true' if answer.boolean else 'false'} |\n"

    def cell(text: str) -> str:
        return text.replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(answer.vars) + " |", "|" + "---|" * len(answer.vars)]
    lines += ["| " + " | ".join(cell(answer.display(v)) for v in row) + " |" for row in answer.rows]
    return "\n".join(lines) + "\n"


def to_turtle(answer: Answer) -> str:
    import pyoxigraph as ox
    from oxrdflib._converter import to_ox

    triples = [ox.Triple(to_ox(s), to_ox(p), to_ox(o)) for s, p, o in answer.triples]  # type: ignore[arg-type]
    data = ox.serialize(triples, format=ox.RdfFormat.TURTLE, prefixes=PREFIXES) or b""
    return data.decode("utf-8")


def render(answer: Answer, fmt: str) -> str:
    """Return ``answer`` as text in ``fmt`` (not "table": the CLI draws tables itself)."""
    if answer.kind in {"CONSTRUCT", "DESCRIBE"}:
        return to_turtle(answer)
    if fmt == "json":
        return to_json(answer)
    if fmt == "xml":
        return to_xml(answer)
    if fmt == "csv":
        return to_delimited(answer, ",")
    if fmt == "tsv":
        return to_delimited(answer, "\t")
    if fmt == "md":
        return to_markdown(answer)
    raise InputError(f"unknown format {fmt!r}; use one of: {', '.join(FORMATS)}")
