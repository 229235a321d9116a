"""RDF terms between rdflib and pyoxigraph, and as text: the one converter and escaper.

pyoxigraph's terms are what the store reads and writes natively, and what answers hold;
rdflib's are what the rest of the Python API hands out (graphs, imports), converted here
(rdflib is imported when a term of its own is first converted). ``nt`` writes either kind in
N-Triples syntax, which SPARQL reads as it is: every term pasted into a query or an update
goes through it, never through string pasting.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

if TYPE_CHECKING:
    from rdflib.term import Node

OxTerm = ox.NamedNode | ox.BlankNode | ox.Literal
XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
# A local name that needs no escape in SPARQL (a subset of PN_LOCAL: it may start with a digit).
_LOCAL = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?")
_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"})


# Characters XML 1.0 cannot carry in any form (not even as &#1;): a document holding one is
# not well-formed.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
# What a terminal or a picture must not be handed as it is: C0 and C1 controls (escape
# sequences start with them) but tab and newline, DEL, and what XML 1.0 cannot carry.
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")


def not_xml(text: str) -> str | None:
    """The first character of ``text`` that XML 1.0 cannot carry (as U+XXXX), or None."""
    found = _NOT_XML.search(text)
    return None if found is None else f"U+{ord(found.group()):04X}"


def drawable(text: str) -> str:
    """``text`` for a picture or a GraphML label: each control character as U+FFFD."""
    return _CONTROLS.sub("\ufffd", text)


def printable(text: str) -> str:
    """``text`` for a terminal: each control character written out (``\\x1b``), so that no
    escape sequence reaches the terminal and the reader still sees what is there."""
    return _CONTROLS.sub(lambda m: repr(m.group())[1:-1], text)


def to_ox(term: Node) -> Any:
    """The pyoxigraph twin of an rdflib term (IRI, blank node or literal)."""
    from rdflib import BNode, Literal, URIRef

    if isinstance(term, URIRef):
        return ox.NamedNode(term)
    if isinstance(term, BNode):
        return ox.BlankNode(term)
    if isinstance(term, Literal):
        datatype = ox.NamedNode(term.datatype) if term.datatype else None
        return ox.Literal(term, language=term.language, datatype=datatype)
    raise ValueError(f"not an RDF term: {term!r}")


def from_ox(term: Any) -> Any:
    """The rdflib twin of a pyoxigraph term; None stays None (an unbound variable)."""
    if term is None:
        return None
    from rdflib import BNode, Literal, URIRef

    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        return Literal(term.value, datatype=URIRef(term.datatype.value))
    raise ValueError(f"not an RDF term: {term!r}")


def literal(text: str, datatype: str | None = None, lang: str | None = None) -> str:
    """A literal in N-Triples syntax: ``"text"``, ``"text"@lang`` or ``"text"^^<datatype>``."""
    quoted = f'"{text.translate(_ESCAPES)}"'
    if lang:
        return f"{quoted}@{lang}"
    if datatype and datatype != XSD_STRING:
        return f"{quoted}^^<{datatype}>"
    return quoted


def nt(term: Node | OxTerm | None, prefixes: Mapping[str, str] | None = None) -> str:
    """``term`` in N-Triples syntax, one line whatever a literal holds ('' when unbound).

    With ``prefixes`` (prefix -> namespace, longest namespace first), an IRI that one of
    them covers is written as a prefixed name: shorter text for large updates.
    """
    if term is None:
        return ""
    if isinstance(term, ox.NamedNode):
        return _iri(term.value, prefixes)
    if isinstance(term, ox.BlankNode):
        return f"_:{term.value}"
    if isinstance(term, ox.Literal):
        return _literal(term.value, term.datatype.value, term.language, prefixes)
    from rdflib import BNode, Literal, URIRef

    if isinstance(term, URIRef):
        return _iri(str(term), prefixes)
    if isinstance(term, BNode):
        return f"_:{term}"
    if isinstance(term, Literal):
        datatype = None if term.datatype is None else str(term.datatype)
        return _literal(str(term), datatype, term.language, prefixes)
    raise ValueError(f"not an RDF term: {term!r}")


def _iri(iri: str, prefixes: Mapping[str, str] | None) -> str:
    if prefixes:
        for prefix, namespace in prefixes.items():
            if iri.startswith(namespace) and _LOCAL.fullmatch(iri[len(namespace) :]):
                return f"{prefix}:{iri[len(namespace) :]}"
    return f"<{iri}>"


def _literal(
    text: str, datatype: str | None, lang: str | None, prefixes: Mapping[str, str] | None
) -> str:
    if prefixes and datatype is not None and not lang:
        short = _iri(datatype, prefixes)
        if not short.startswith("<"):
            return f'"{text.translate(_ESCAPES)}"^^{short}'
    return literal(text, datatype, lang)


def plain(term: Node | OxTerm | None) -> str:
    """A term as plain text: an IRI, a literal's lexical form, ``_:id`` for a blank node."""
    if term is None:
        return ""
    if isinstance(term, ox.NamedNode | ox.Literal):
        return term.value
    if isinstance(term, ox.BlankNode):
        return f"_:{term.value}"
    from rdflib import BNode

    if isinstance(term, BNode):
        return f"_:{term}"
    return str(term)


def python_value(term: OxTerm | None) -> Any:
    """A term as a Python value, as rdflib's ``toPython`` gives it: an IRI or a string as
    ``str``, an integer as ``int``, a decimal as ``Decimal``, a date as ``datetime.date``..."""
    if term is None:
        return None
    if isinstance(term, ox.Literal) and term.datatype.value == XSD_STRING and not term.language:
        return term.value
    if isinstance(term, ox.NamedNode):
        return term.value
    return from_ox(term).toPython()
