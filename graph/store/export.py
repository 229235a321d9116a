"""The store's graph as bytes in an RDF format, in an order that depends on the graph alone
(sorted lines; Turtle in the store's own order), so the same graph gives the same bytes."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import filterfalse
from typing import Any

import pyoxigraph as ox

from hwkg.graph import formats
from hwkg.graph.errors import StoreError
from hwkg.graph.terms import nt
from hwkg.graph.vocab import GRAPHS, PREFIXES

from .store import KnowledgeStore

ONTOLOGY_GRAPH = GRAPHS["ONTOLOGY_GRAPH"]

_HIDDEN = f"""
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
SELECT DISTINCT ?node WHERE {{
  VALUES ?class {{ rdf:Statement <{PREFIXES["hw"]}Article> <{PREFIXES["hw"]}Claim> }}
  ?node a ?class .
}}
"""
# Triples of the ontology graph that no other graph holds.
_ONTOLOGY_ONLY = f"""
SELECT ?s ?p ?o WHERE {{
  GRAPH <{ONTOLOGY_GRAPH}> {{ ?s ?p ?o }}
  FILTER NOT EXISTS {{ GRAPH ?other {{ ?s ?p ?o }} FILTER (?other != <{ONTOLOGY_GRAPH}>) }}
}}
"""


def _subject(line: bytes) -> bytes:
    # N-Triples and N-Quads subjects (IRIs, blank nodes) hold no space.
    return line.split(b" ", 1)[0]


def _lines(rows: Iterable[Any]) -> set[bytes]:
    """The N-Triples lines of rows of terms (s, p, o), as pyoxigraph writes them."""
    return {f"{ox.Triple(*row)} .".encode() for row in rows}


def _quads(rows: Iterable[Any]) -> set[ox.Quad]:
    """Rows of terms (s, p, o) as quads of the default graph, as the store gives them."""
    return {ox.Quad(*row) for row in rows}


def sorted_lines(
    store: KnowledgeStore, dataset: bool, provenance: bool = True, ontology: bool = False
) -> list[bytes]:
    """The store's graph as sorted N-Quads lines (``dataset``: the named graphs) or N-Triples
    lines (the union of the graphs, each triple once), read natively and sorted as bytes."""
    if dataset:
        lines = store.nquads().splitlines()
        if not ontology:
            suffix = f" <{ONTOLOGY_GRAPH}> .".encode()
            lines = [line for line in lines if not line.endswith(suffix)]
    else:
        lines = store.ntriples().splitlines()
        if not ontology:
            only = _lines(store.execute(_ONTOLOGY_ONLY).rows)
            if only:
                lines = [line for line in lines if line not in only]
    if not provenance:
        hidden = {nt(row[0]).encode() for row in store.execute(_HIDDEN).rows}
        lines = [line for line in lines if _subject(line) not in hidden]
    lines.sort()
    if lines and not lines[0]:  # empty lines, sorted first
        lines = [line for line in lines if line]
    return lines


def union_in_store_order(
    store: KnowledgeStore, provenance: bool = True, ontology: bool = False
) -> Iterator[ox.Quad]:
    """The union of the store's graphs as default-graph quads, in the order the store's
    index gives them (by the terms' encoded keys: the same triples, the same order, on any
    store with this pyoxigraph; an endpoint's triples are put in that order through a
    temporary Oxigraph folder).
    No text is written, split, sorted or parsed again (benchmarks/README.md, twelfth pass)."""
    quads = store.union_quads()
    if not ontology:
        only = _quads(store.execute(_ONTOLOGY_ONLY).rows)
        if only:
            quads = filterfalse(only.__contains__, quads)
    if not provenance:
        hidden = {row[0] for row in store.execute(_HIDDEN).rows}
        quads = (quad for quad in quads if quad.subject not in hidden)
    return quads


def rdf_bytes(
    store: KnowledgeStore,
    fmt: str = "turtle",
    provenance: bool = True,
    ontology: bool = False,
) -> bytes:
    """Return the store's graph serialised in ``fmt``: the same store gives the same bytes.

    Datasets (TriG, N-Quads, JSON-LD) hold the named graphs; one-graph formats the union.
    N-Triples and the datasets: lines sorted as N-Triples/N-Quads bytes, then pyoxigraph
    writes the format asked for. Turtle: the union's triples in the store's own order
    (``union_in_store_order``), written by pyoxigraph as they are read.
    """
    rdf_format = formats.by_name(fmt, "export", "graph", "dataset", what="export format").rdf
    assert rdf_format is not None
    dataset = rdf_format.supports_datasets
    if not dataset and rdf_format != ox.RdfFormat.N_TRIPLES:
        return _serialized(union_in_store_order(store, provenance, ontology), rdf_format, fmt)
    lines = sorted_lines(store, dataset, provenance, ontology)
    if lines:
        lines.append(b"")  # the last line's end: joined once, not copied again (0.1 s a million)
    data = b"\n".join(lines)
    del lines  # a million lines: gone before the parse makes its terms
    if rdf_format in (ox.RdfFormat.N_TRIPLES, ox.RdfFormat.N_QUADS):
        return data
    line_format = ox.RdfFormat.N_QUADS if dataset else ox.RdfFormat.N_TRIPLES
    # N-Triples parse as quads of the default graph, which a one-graph format writes as
    # triples: no Triple made again per line in Python.
    return _serialized(ox.parse(data, format=line_format, lenient=True), rdf_format, fmt)


def _serialized(items: Iterable[ox.Quad], rdf_format: ox.RdfFormat, fmt: str) -> bytes:
    prefixes = PREFIXES if rdf_format in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG) else None
    try:
        out = ox.serialize(items, format=rdf_format, prefixes=prefixes)
    except (ValueError, OSError) as exc:
        raise StoreError(f"cannot serialise the graph as {fmt}: {exc}") from None
    return out or b""
