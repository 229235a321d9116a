"""Where the graph lives: an embedded Oxigraph directory, or any SPARQL 1.1 endpoint by URL.

Both are opened through rdflib (the ``Oxigraph`` store plugin of oxrdflib, or rdflib's
SPARQLUpdateStore); bulk reads and writes go through SPARQL Update and pyoxigraph's own
parsers and serializers, never triple by triple.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pyoxigraph as ox
from rdflib import Dataset, URIRef
from rdflib.term import Node

from hwkg.ingest.errors import HwkgError, StoreError
from hwkg.ingest.resources import ONTOLOGY_DIR

from .vocab import ONTOLOGY_GRAPH

DEFAULT_STORE = "hwkg-store"
ENV_STORE = "HWKG_STORE"
# Large graphs go to a remote endpoint in INSERT DATA requests of this many quads.
UPDATE_BATCH = 5_000


def resolve_store_spec(spec: str | None) -> str:
    """Return the store to use: the option, else $HWKG_STORE, else ./hwkg-store."""
    return spec or os.environ.get(ENV_STORE) or DEFAULT_STORE


def is_remote(spec: str) -> bool:
    return spec.startswith(("http://", "https://"))


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


def _nt(term: Node) -> str:
    return term.n3()


# The default graph holds the union of the named graphs, each triple once: queries read it,
# with no union option on any store (Oxigraph's union-default-graph mode counts a triple once
# per graph that holds it, so joins over descriptions repeated in many articles explode).


Triples = Sequence[tuple[Node, Node, Node]] | Sequence[ox.Triple]


def _line(triple: tuple[Node, Node, Node] | ox.Triple) -> str:
    if isinstance(triple, ox.Triple):
        return f"{triple} ."  # N-Triples, which SPARQL reads as it is
    s, p, o = triple
    return f"{_nt(s)} {_nt(p)} {_nt(o)} ."


def insert_data(graph: URIRef, triples: Triples) -> str:
    """INSERT DATA into ``graph`` and into the default graph (the union): rdflib triples
    or pyoxigraph ones."""
    body = "\n".join(_line(t) for t in triples)
    return f"INSERT DATA {{ GRAPH {_nt(graph)} {{\n{body}\n}}\n{body}\n}}"


def retire_graphs(graphs: Iterable[URIRef]) -> str:
    """Updates that drop ``graphs`` and take out of the default graph the triples that no
    other named graph still holds."""
    graphs = tuple(dict.fromkeys(graphs))
    keep_out = ", ".join(_nt(g) for g in graphs)
    parts = []
    for g in graphs:
        parts.append(
            f"DELETE {{ ?s ?p ?o }} WHERE {{ GRAPH {_nt(g)} {{ ?s ?p ?o }} "
            f"FILTER NOT EXISTS {{ GRAPH ?other {{ ?s ?p ?o }} "
            f"FILTER (?other NOT IN ({keep_out})) }} }} ;\n"
            f"DROP SILENT GRAPH {_nt(g)} ;\n"
        )
    return "".join(parts)


class KnowledgeStore:
    """The hwkg graph in a store: named graphs per article, one for the ontology."""

    def __init__(self, spec: str | None = None, read_only: bool = False) -> None:
        self.spec = resolve_store_spec(spec)
        self.remote = is_remote(self.spec)
        self.read_only = read_only
        self.dataset = self._open()

    # -- opening ------------------------------------------------------------------------------

    def _open(self) -> Dataset:
        if self.remote:
            from rdflib.plugins.stores.sparqlstore import SPARQLUpdateStore

            query, update = endpoints(self.spec)
            store = SPARQLUpdateStore(query_endpoint=query, update_endpoint=update, method="POST")
            # No dataset restriction in the requests: the endpoint's own default graph, which
            # hwkg keeps as the union (rdflib would otherwise name its own default graph IRI).
            return Dataset(store=store, default_union=True)
        path = Path(self.spec)
        if path.exists() and not path.is_dir():
            raise StoreError(f"store {path} is a file, not a store folder; pick another --store")
        if self.read_only and not path.exists():
            raise StoreError(f"no store at {path}; run `hwkg ingest` first or pass --store")
        try:
            inner = ox.Store.read_only(str(path)) if self.read_only else ox.Store(str(path))
        except (OSError, RuntimeError) as exc:  # RuntimeError: a store cut short at creation
            message = str(exc)
            if "lock" in message.lower():
                raise StoreError(
                    f"store {path} is in use by another hwkg process; wait for it to finish"
                ) from None
            raise StoreError(f"cannot open store {path}: {message.splitlines()[0]}") from None
        from oxrdflib import OxigraphStore

        return Dataset(store=OxigraphStore(store=inner))

    @property
    def oxigraph(self) -> ox.Store:
        """The pyoxigraph Store behind an embedded store (for bulk I/O)."""
        if self.remote:
            raise StoreError("this operation needs the embedded store")
        return self.dataset.store._inner  # type: ignore[attr-defined]

    def flush(self) -> None:
        """Write the embedded store's buffers to disk (nothing to do for an endpoint)."""
        if not self.remote and not self.read_only:
            try:
                self.oxigraph.flush()
            except OSError as exc:
                raise StoreError(f"cannot write store {self.spec}: {exc}") from None

    def close(self) -> None:
        try:
            self.flush()
        finally:
            self.dataset.close()

    def __enter__(self) -> KnowledgeStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> None:
        if kind is None:
            self.close()
            return
        # Leaving on an error: that error is the one to report, not a second one on closing.
        with contextlib.suppress(HwkgError, OSError):
            self.close()

    # -- writing ------------------------------------------------------------------------------

    def update(self, sparql: str) -> None:
        """Run a SPARQL Update natively: Oxigraph's own engine (one transaction), or the
        endpoint. (rdflib's Dataset.update would fall back to its pure-Python engine for a
        union-default-graph dataset, hundreds of times slower.)"""
        try:
            if self.remote:
                remote: Any = self.dataset.store  # rdflib's SPARQLUpdateStore
                remote.update(sparql, initNs={}, initBindings={}, queryGraph=None)
            else:
                self.oxigraph.update(sparql)
        except Exception as exc:  # the store's own error types differ by backend
            raise StoreError(f"store update failed: {str(exc).splitlines()[0][:300]}") from None

    def replace_graph(
        self,
        graph: URIRef,
        triples: Triples,
        drop: Iterable[URIRef] = (),
        fresh: bool = False,
    ) -> None:
        """Make ``graph`` hold exactly ``triples`` (and drop the graphs in ``drop``): one
        transaction on the embedded store, one request per batch of triples on an endpoint.
        ``fresh`` says the store does not hold ``graph`` yet: nothing of it to take out
        (a quarter of an article's write time)."""
        retired = tuple(drop) if fresh else (*drop, graph)
        drops = retire_graphs(retired) if retired else ""
        if not self.remote or len(triples) <= UPDATE_BATCH:
            self.update(drops + insert_data(graph, triples))
            return
        # A remote endpoint takes a large graph in batches: the first drops the old content.
        for n in range(0, len(triples), UPDATE_BATCH):
            prefix = drops if n == 0 else ""
            self.update(prefix + insert_data(graph, triples[n : n + UPDATE_BATCH]))

    def drop_graph(self, graph: URIRef) -> None:
        self.update(retire_graphs((graph,)))

    def ensure_ontology(self) -> None:
        """Load ``ontology/hwkg.ttl`` into its named graph when it differs from the stored one."""
        from rdflib import Graph

        ontology = Graph().parse(ONTOLOGY_DIR / "hwkg.ttl", format="turtle")
        triples = sorted(ontology, key=lambda t: tuple(x.n3() for x in t))
        if self.graph_size(ONTOLOGY_GRAPH) != len(triples):
            self.replace_graph(ONTOLOGY_GRAPH, triples)

    # -- reading ------------------------------------------------------------------------------

    def query(self, sparql: str, **bindings: Any) -> Any:
        try:
            result = self.dataset.query(sparql, initBindings=bindings or None)
        except StoreError:
            raise
        except Exception as exc:
            raise StoreError(f"query failed: {str(exc).splitlines()[0][:300]}") from None
        if isinstance(result, tuple):
            # rdflib's SPARQLStore returns (status, message, body) on an HTTP error.
            raise StoreError(f"the SPARQL endpoint refused the query: {result[1]}")
        return result

    def ask(self, sparql: str) -> bool:
        return bool(self.query(sparql).askAnswer)

    def graph_size(self, graph: URIRef) -> int:
        count = f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH {_nt(graph)} {{ ?s ?p ?o }} }}"
        rows = list(self.query(count))
        return int(rows[0][0]) if rows else 0

    def has_graph(self, graph: URIRef) -> bool:
        return self.ask(f"ASK {{ GRAPH {_nt(graph)} {{ ?s ?p ?o }} }}")

    def ntriples(self, graph: URIRef | None = None) -> bytes:
        """N-Triples of one named graph, or of the default graph (the union) when ``graph``
        is None: one native dump on the embedded store, one query on an endpoint."""
        if not self.remote:
            target = ox.DefaultGraph() if graph is None else ox.NamedNode(str(graph))
            return self.oxigraph.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=target) or b""
        where = "?s ?p ?o" if graph is None else f"GRAPH {_nt(graph)} {{ ?s ?p ?o }}"
        return serialize_rows(self.query(f"SELECT ?s ?p ?o WHERE {{ {where} }}"))

    def nquads(self) -> bytes:
        """N-Quads of every named graph (the default graph, their union, left out)."""
        if not self.remote:
            parts = []
            for graph in self.oxigraph.named_graphs():
                suffix = f" {graph} .".encode()
                data = self.oxigraph.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=graph) or b""
                # An N-Triples line ends in " ."; the graph name goes before it.
                parts += [line[:-2] + suffix for line in data.splitlines() if line]
            return b"".join(line + b"\n" for line in parts)
        rows = self.query("SELECT ?s ?p ?o ?g WHERE { GRAPH ?g { ?s ?p ?o } }")
        return serialize_rows(rows, quads=True)


def serialize_rows(rows: Iterable[Any], quads: bool = False) -> bytes:
    """Rows of rdflib terms (s, p, o[, g]) as N-Triples or N-Quads, by pyoxigraph."""
    from oxrdflib._converter import to_ox

    convert: Any = to_ox  # typed loosely: it maps any rdflib term to its pyoxigraph twin
    if quads:
        items: Iterator[Any] = (ox.Quad(*(convert(t) for t in row)) for row in rows)
        return ox.serialize(items, format=ox.RdfFormat.N_QUADS) or b""
    items = (ox.Triple(*(convert(t) for t in row)) for row in rows)
    return ox.serialize(items, format=ox.RdfFormat.N_TRIPLES) or b""
