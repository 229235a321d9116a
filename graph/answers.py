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
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD
from rdflib.term import Node

from hwkg.ingest.errors import InputError
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
    store: KnowledgeStore, query: SavedQuery, given: dict[str, str], index: EntityIndex
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


def _term(name: str, type_: str, raw: str, index: EntityIndex) -> Node:
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
    from rdflib.plugins.sparql.parser import parseQuery

    try:
        parsed = parseQuery(text)
    except Exception as exc:  # pyparsing's ParseException, and friends
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise InputError(f"not a valid SPARQL query: {message}") from None
    for name in _parts(parsed):
        if name == "ServiceGraphPattern":
            raise InputError("SERVICE is not allowed: hwkg queries never leave the store")
        if name == "DatasetClause":
            raise InputError("FROM and FROM NAMED are not allowed: query the store's graphs")


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
    index = EntityIndex.of(store)
    text = with_values(query.text, bind(store, query, params or {}, index))
    result = store.query(text)
    if result.type == "ASK":
        return Answer("ASK", [], [], boolean=bool(result.askAnswer), labels=index.labels)
    if result.type in {"CONSTRUCT", "DESCRIBE"}:
        triples = sorted(result.graph, key=lambda t: tuple(x.n3() for x in t))
        return Answer(result.type, [], [], triples=triples, labels=index.labels)
    names = [str(v) for v in result.vars]
    rows = [tuple(row) for row in result]
    return Answer("SELECT", names, rows, labels=index.labels)


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
