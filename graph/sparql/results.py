"""Answers written out, in every results format of the registry (``hwkg.graph.formats``).

``json`` and ``xml`` are the W3C SPARQL 1.1 results formats, with IRIs, and so are
``sparql-csv`` and ``sparql-tsv`` (what ``/sparql`` answers); ``csv``, ``tsv`` and ``md``
are for people: an entity's label instead of its IRI. Rows keep the query's order. Graphs
(CONSTRUCT, DESCRIBE) are written by pyoxigraph, sorted: the same graph, the same bytes.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable

import pyoxigraph as ox

from hwkg.graph import formats
from hwkg.graph.errors import not_xml_error
from hwkg.graph.terms import XSD_STRING, OxTerm, not_xml, nt, plain
from hwkg.graph.vocab import PREFIXES

from .run import Answer


def _json_term(value: OxTerm) -> dict[str, str]:
    if isinstance(value, ox.NamedNode):
        return {"type": "uri", "value": value.value}
    if isinstance(value, ox.BlankNode):
        return {"type": "bnode", "value": value.value}
    term = {"type": "literal", "value": value.value}
    if value.language:
        term["xml:lang"] = value.language
    elif value.datatype.value != XSD_STRING:
        term["datatype"] = value.datatype.value
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


def _xml_term(value: OxTerm) -> str:
    from xml.sax.saxutils import escape, quoteattr  # with urllib.request: imported when used

    if not_xml(value.value) is not None:
        raise not_xml_error("the answer")
    if isinstance(value, ox.NamedNode):
        return f"<uri>{escape(value.value)}</uri>"
    if isinstance(value, ox.BlankNode):
        return f"<bnode>{escape(value.value)}</bnode>"
    attrs = ""
    if value.language:
        attrs = f" xml:lang={quoteattr(value.language)}"
    elif value.datatype.value != XSD_STRING:
        attrs = f" datatype={quoteattr(value.datatype.value)}"
    return f"<literal{attrs}>{escape(value.value)}</literal>"


def to_xml(answer: Answer) -> str:
    """The W3C SPARQL Query Results XML Format."""
    from xml.sax.saxutils import quoteattr

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


def _delimited(answer: Answer, delimiter: str) -> str:
    """CSV or TSV for people: labels, one line per row."""
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


def to_sparql_csv(answer: Answer) -> str:
    """SPARQL 1.1 Query Results CSV: plain values (IRIs, lexical forms), CRLF line ends."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    if answer.kind == "ASK":
        writer.writerows([["boolean"], ["true" if answer.boolean else "false"]])
        return buffer.getvalue()
    writer.writerow(answer.vars)
    writer.writerows([plain(v) for v in row] for row in answer.rows)
    return buffer.getvalue()


def to_sparql_tsv(answer: Answer) -> str:
    """SPARQL 1.1 Query Results TSV: ``?var`` header, every term in N-Triples form."""
    if answer.kind == "ASK":
        return f"?boolean\n{'true' if answer.boolean else 'false'}\n"
    lines = ["\t".join(f"?{v}" for v in answer.vars)]
    lines += ["\t".join(nt(v) for v in row) for row in answer.rows]
    return "\n".join(lines) + "\n"


WRITERS: dict[str, Callable[[Answer], str]] = {
    "csv": lambda answer: _delimited(answer, ","),
    "tsv": lambda answer: _delimited(answer, "\t"),
    "md": to_markdown,
    "json": to_json,
    "xml": to_xml,
    "sparql-csv": to_sparql_csv,
    "sparql-tsv": to_sparql_tsv,
}


def triples_bytes(triples: Iterable[ox.Triple], fmt: str) -> bytes:
    """Triples in the RDF format ``fmt``, sorted and without repeats (NotWritable: RDF/XML
    of a literal with a control character)."""
    unique = sorted(set(triples), key=str)
    rdf = formats.by_name(fmt, "serve", "graph", "dataset").rdf
    if rdf == ox.RdfFormat.RDF_XML and any(
        not_xml(t.object.value) is not None for t in unique if isinstance(t.object, ox.Literal)
    ):
        raise not_xml_error("the graph")
    prefixes = PREFIXES if rdf in {ox.RdfFormat.TURTLE, ox.RdfFormat.RDF_XML} else None
    return ox.serialize(unique, format=rdf, prefixes=prefixes) or b""


def render(answer: Answer, fmt: str) -> str:
    """Return ``answer`` as text in the results format ``fmt`` (not "table": tables are
    drawn by the command line); a graph as Turtle, whatever ``fmt``."""
    if answer.kind in {"CONSTRUCT", "DESCRIBE"}:
        data = ox.serialize(answer.triples, format=ox.RdfFormat.TURTLE, prefixes=PREFIXES) or b""
        return data.decode("utf-8")
    writer = WRITERS.get(fmt)
    if writer is None:
        formats.by_name(fmt, "query", "results")  # an unknown name: the error lists the known
        raise ValueError(f"{fmt} is drawn, not written")
    return writer(answer)
