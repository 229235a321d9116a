"""Safety checks, before a store is touched: queries and updates that would reach outside it.

``SERVICE`` and ``FROM``/``FROM NAMED`` name other datasets, and ``LOAD`` fetches a document:
hwkg never fetches anything, whatever the store behind.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from rdflib.term import Node

from hwkg.graph.store.updates import parse_update
from hwkg.ingest import InputError


def check_query(text: str) -> None:
    """Refuse what is not a SPARQL query, and queries that would reach outside the store
    (updates such as ``LOAD`` are not queries at all)."""
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


def check_update(text: str) -> None:
    """Refuse what is not a SPARQL update, and updates that would fetch (LOAD, SERVICE)."""
    for name in _parts(parse_update(text)):
        if name == "Load":
            raise InputError("LOAD is not allowed: this server never fetches anything")
        if name == "ServiceGraphPattern":
            raise InputError("SERVICE is not allowed: hwkg queries never leave the store")


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
