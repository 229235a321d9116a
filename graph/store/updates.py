"""What a SPARQL Update writes, read off its parse: the named graphs it may change, and
whether it writes the default graph (a triple outside ``GRAPH``, ``CLEAR DEFAULT``, ``... TO
DEFAULT``), which in an hwkg store is the union of the named graphs."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rdflib import URIRef, Variable

from hwkg.graph.errors import first_line
from hwkg.ingest import InputError

# Stands for the default graph among the graphs an update writes.
DEFAULT = URIRef("urn:x-hwkg:default-graph")


@lru_cache(maxsize=256)
def parse_update(text: str) -> Any:
    """rdflib's parse of an update, to be read and never changed (cached: the check reads
    it, and an update is parsed again by ``written_graphs``, whose translation changes it)."""
    return _parse(text)


def _parse(text: str) -> Any:
    from rdflib.plugins.sparql.parser import parseUpdate

    try:
        return parseUpdate(text)
    except Exception as exc:  # pyparsing's ParseException, and friends
        raise InputError(f"not a valid SPARQL update: {first_line(exc)}") from None


def _part(node: Any, name: str) -> Any:
    """``node``'s part ``name``, or None: rdflib's ``CompValue.get`` gives back the name
    itself for a part that is missing (a ``Modify`` with no ``DELETE``)."""
    return dict.get(node, name)


def _graphs_of(clause: Any, default: URIRef | None) -> set[URIRef] | None:
    """The graphs a template (INSERT DATA, DELETE { ... }) writes; None for a variable."""
    found: set[URIRef] = set()
    if clause is None:
        return found
    if _part(clause, "triples"):
        found.add(DEFAULT if default is None else default)
    for graph in _part(clause, "quads") or {}:
        if isinstance(graph, Variable):
            return None
        found.add(URIRef(graph))
    return found


def _ref(ref: Any) -> set[URIRef] | None:
    if ref == "DEFAULT":
        return {DEFAULT}
    if ref in ("NAMED", "ALL"):
        return None
    return {URIRef(ref)}


@lru_cache(maxsize=256)
def written_graphs(text: str) -> frozenset[URIRef] | None:
    """The graphs the update ``text`` may change (``DEFAULT`` for the default graph); None
    when it names them by a variable or all at once (CLEAR ALL)."""
    from rdflib.plugins.sparql.algebra import translateUpdate

    try:
        # A parse of its own: the translation rewrites the parse it is given in place.
        operations = translateUpdate(_parse(text)).algebra
    except InputError:
        raise
    except Exception as exc:  # an undeclared prefix, say
        raise InputError(f"not a valid SPARQL update: {exc}") from None
    written: set[URIRef] = set()
    for op in operations:
        found: set[URIRef] | None
        if op.name in ("InsertData", "DeleteData", "DeleteWhere"):
            found = _graphs_of(op, None)
        elif op.name == "Modify":
            default = _part(op, "withClause")
            found = set()
            for clause in (_part(op, "delete"), _part(op, "insert")):
                graphs = _graphs_of(clause, default)
                found = None if graphs is None or found is None else found | graphs
        elif op.name in ("Clear", "Drop", "Create"):
            found = _ref(op.graphiri)
        elif op.name in ("Add", "Copy", "Move"):
            source, target = op.graph
            found = _ref(target)
            if op.name == "Move" and found is not None:
                moved = _ref(source)
                found = None if moved is None else found | moved
        else:  # Load: refused by the safety check before this is ever asked
            raise InputError(f"{op.name} is not allowed")
        if found is None:
            return None
        written |= found
    return frozenset(written)
