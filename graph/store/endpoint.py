"""The endpoint backend: any SPARQL 1.1 Query/Update endpoint by URL (Oxigraph's server,
Fuseki, GraphDB), through rdflib's SPARQLUpdateStore."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pyoxigraph as ox
from rdflib import Dataset

from hwkg.graph.errors import StoreError, first_line
from hwkg.graph.terms import to_ox

from .backend import Backend, Outcome, term_size, too_large


def endpoints(url: str) -> tuple[str, str]:
    """Return (query URL, update URL) for a SPARQL service URL.

    ``http://host:7878`` means Oxigraph's ``/query`` and ``/update``; a URL ending in
    ``/query`` or ``/sparql`` has its update endpoint beside it (Oxigraph, Fuseki).
    """
    parts = urlsplit(url)
    path = parts.path.rstrip("/")
    if not path:
        return (
            urlunsplit(parts._replace(path="/query")),
            urlunsplit(parts._replace(path="/update")),
        )
    head, _, last = path.rpartition("/")
    if last in {"query", "sparql"}:
        return url, urlunsplit(parts._replace(path=f"{head}/update"))
    return url, url


def serialize_rows(rows: Iterable[Any], quads: bool = False) -> bytes:
    """Rows of rdflib terms (s, p, o[, g]) as N-Triples or N-Quads, by pyoxigraph."""
    if quads:
        items: Iterator[Any] = (ox.Quad(*(to_ox(t) for t in row)) for row in rows)
        return ox.serialize(items, format=ox.RdfFormat.N_QUADS) or b""
    items = (ox.Triple(*(to_ox(t) for t in row)) for row in rows)
    return ox.serialize(items, format=ox.RdfFormat.N_TRIPLES) or b""


class EndpointBackend(Backend):
    batch = 5_000  # a large graph goes to an endpoint in INSERT DATA requests of this many

    def __init__(self, spec: str, read_only: bool) -> None:
        from rdflib.plugins.stores.sparqlstore import SPARQLUpdateStore

        query, update = endpoints(spec)
        store = SPARQLUpdateStore(query_endpoint=query, update_endpoint=update, method="POST")
        # No dataset restriction in the requests: the endpoint's own default graph, which
        # hwkg keeps as the union (rdflib would otherwise name its own default graph IRI).
        self.dataset = Dataset(store=store, default_union=True)
        super().__init__(spec, read_only)

    def _query(self, text: str) -> Any:
        """rdflib's Result of a query sent to the endpoint."""
        try:
            result = self.dataset.query(text)
        except Exception as exc:
            raise StoreError(f"query failed: {first_line(exc)}") from None
        if isinstance(result, tuple):
            # rdflib's SPARQLStore returns (status, message, body) on an HTTP error.
            raise StoreError(f"the SPARQL endpoint refused the query: {result[1]}")
        return result

    def strings(self, text: str) -> Iterator[tuple[str | None, ...]]:
        for row in self._query(text):
            yield tuple(None if v is None else str(v) for v in row)

    def execute(
        self,
        text: str,
        max_rows: float,
        max_bytes: float = float("inf"),
        keep: float = float("inf"),
    ) -> Outcome:
        result = self._query(text)
        size = 0
        if result.type == "ASK":
            return Outcome("ASK", boolean=bool(result.askAnswer))
        if result.type == "SELECT":
            outcome = Outcome("SELECT", vars=[str(v) for v in result.vars or []])
            for row in result:
                if outcome.total >= max_rows:
                    raise too_large("rows", max_rows)
                size += sum(term_size(t) for t in row)
                if size > max_bytes:
                    raise too_large("bytes", max_bytes)
                if outcome.total < keep:
                    outcome.rows.append(tuple(None if v is None else to_ox(v) for v in row))
                outcome.total += 1
            return outcome
        outcome = Outcome("CONSTRUCT")  # or DESCRIBE: both are triples
        for s, p, o in result.graph or ():
            if outcome.total >= max_rows:
                raise too_large("triples", max_rows)
            size += term_size(s) + term_size(p) + term_size(o)
            if size > max_bytes:
                raise too_large("bytes", max_bytes)
            if outcome.total < keep:
                outcome.triples.append(ox.Triple(to_ox(s), to_ox(p), to_ox(o)))
            outcome.total += 1
        return outcome

    def update(self, text: str) -> None:
        remote: Any = self.dataset.store  # rdflib's SPARQLUpdateStore
        try:
            remote.update(text, initNs={}, initBindings={}, queryGraph=None)
        except Exception as exc:  # rdflib's and the endpoint's error types
            raise StoreError(f"store update failed: {first_line(exc)}") from None

    def close(self) -> None:
        self.dataset.close()

    def dump(self, graph: str | None) -> bytes:
        where = "?s ?p ?o" if graph is None else f"GRAPH <{graph}> {{ ?s ?p ?o }}"
        return serialize_rows(self._query(f"SELECT ?s ?p ?o WHERE {{ {where} }}"))

    def union_quads(self) -> Iterator[ox.Quad]:
        # The endpoint's order is its own (Fuseki's is not Oxigraph's): the triples go into
        # an Oxigraph folder of their own, whose index gives them in the embedded store's
        # order (a store in memory does not: its order is the order they went in).
        import tempfile

        rows = self._query("SELECT ?s ?p ?o WHERE { ?s ?p ?o }")
        with tempfile.TemporaryDirectory(prefix="hwkg-export-") as folder:
            ordered = ox.Store(folder)
            ordered.extend(ox.Quad(*(to_ox(t) for t in row)) for row in rows)
            yield from ordered.quads_for_pattern(None, None, None, ox.DefaultGraph())
            del ordered  # closed before its folder goes

    def nquads(self, graphs: Sequence[str] | None = None) -> bytes:
        values = "" if graphs is None else f"VALUES ?g {{ {' '.join(f'<{g}>' for g in graphs)} }}"
        rows = self._query(f"SELECT ?s ?p ?o ?g WHERE {{ {values} GRAPH ?g {{ ?s ?p ?o }} }}")
        return serialize_rows(rows, quads=True)
