"""Where the graph lives: an embedded Oxigraph folder, or any SPARQL 1.1 endpoint by URL.

``KnowledgeStore`` is the one interface to both. It reads (native answers, plain strings,
rdflib rows, dumps) and it is the only thing that writes: ingest, remove, import and
SPARQL updates all go through it, and each write keeps the two invariants of an hwkg store in
the same transaction or the same run: the default graph is the union of the named graphs
(``union.py``), and every fact with a record has its claim (``claims.py``). The writers are
imported by the methods that write: reading a store (``hwkg query``) imports none of them,
nor rdflib.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from hwkg.graph.terms import OxTerm, from_ox, literal, nt
from hwkg.graph.vocab import PREFIXES, sparql_prologue
from hwkg.ingest import HwkgError, InputError
from hwkg.ontology import ONTOLOGY_FILE

from .backend import Backend, Outcome

if TYPE_CHECKING:
    from rdflib import URIRef
    from rdflib.term import Node

    from hwkg.ingest import Article

DEFAULT_STORE = "hwkg-store"
ENV_STORE = "HWKG_STORE"


def resolve_store_spec(spec: str | None) -> str:
    """Return the store to use: the option, else $HWKG_STORE, else ./hwkg-store."""
    return spec or os.environ.get(ENV_STORE) or DEFAULT_STORE


def is_endpoint(spec: str) -> bool:
    """Whether ``spec`` names a SPARQL endpoint (a URL) rather than an Oxigraph folder."""
    return spec.startswith(("http://", "https://"))


def _open(spec: str, read_only: bool) -> Backend:
    if is_endpoint(spec):
        from .endpoint import EndpointBackend

        return EndpointBackend(spec, read_only)
    from .embedded import EmbeddedBackend

    return EmbeddedBackend(spec, read_only)


@dataclass(frozen=True, slots=True)
class ArticleWrite:
    """What writing one article did."""

    source: str
    sha256: str
    lang: str
    facts: int
    entities: int
    replaced: int  # earlier versions of the article (same id or URL) it replaced


class KnowledgeStore:
    """The hwkg graph in a store: named graphs per article, one for the ontology, one for
    the claims, and their union as the default graph."""

    def __init__(self, spec: str | None = None, read_only: bool = False) -> None:
        self.spec = resolve_store_spec(spec)
        self.read_only = read_only
        self._db = _open(self.spec, read_only)
        self._memo: dict[str, dict[Any, Any]] = {}
        if not read_only and self._db.bulk_loads:
            self._repair()

    def _repair(self) -> None:
        """A writer of the embedded store first repairs what a run cut short left (graphs a
        bulk write left without their marks, the union, the claims), whatever it then writes:
        its snapshots must not show them."""
        from . import claims

        try:
            if claims.repair(self._db):
                claims.end_writes(self._db)
        except BaseException:
            self._db.close()
            raise

    def memo(self, name: str) -> dict[Any, Any] | None:
        """A table of answers to keep while the store is open (labels by IRI, entities by
        name), when what it holds cannot change meanwhile (an embedded store opened
        read-only); None when it can, and every answer must be read again."""
        if not self._db.unchanging:
            return None
        return self._memo.setdefault(name, {})

    @property
    def location(self) -> str:
        """Where the store is, as another process opens it (a folder's absolute path)."""
        return self._db.location

    @property
    def shared_writers(self) -> bool:
        """Whether several processes may have the store open for writing at once."""
        return self._db.shared_writers

    # -- opening and closing ----------------------------------------------------------------

    def flush(self) -> None:
        """Write the embedded store's buffers to disk (nothing to do for an endpoint)."""
        self._db.flush()

    def close(self) -> None:
        try:
            self.flush()
        finally:
            self._db.close()

    def __enter__(self) -> KnowledgeStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> None:
        if kind is None:
            self.close()
            return
        # Leaving on an error: that error is the one to report, not a second one on closing;
        # and no snapshot of what it left (readers keep the last whole batch).
        with contextlib.suppress(HwkgError, OSError):
            self._db.close()

    # -- reading ----------------------------------------------------------------------------

    def query(self, sparql: str) -> list[tuple[Node | None, ...]]:
        """The rows of a SELECT as rdflib terms, for callers that work with rdflib; hwkg's
        own reads use ``execute`` (pyoxigraph terms) or ``select`` (strings)."""
        return [tuple(from_ox(v) for v in row) for row in self.execute(sparql).rows]

    def ask(self, sparql: str) -> bool:
        return bool(self.execute(sparql).boolean)

    def select(self, sparql: str) -> Iterator[tuple[str | None, ...]]:
        """The rows of a SELECT as plain strings (IRIs, lexical forms), read natively."""
        return self._db.strings(sparql)

    def execute(
        self,
        sparql: str,
        max_rows: int | None = None,
        max_bytes: int | None = None,
        keep: int | None = None,
    ) -> Outcome:
        """Run checked SPARQL natively (Oxigraph's engine, or the endpoint), reading at most
        ``max_rows`` rows or triples of the answer and ``max_bytes`` bytes of their terms
        (else TooLarge); only the first ``keep`` are kept, the rest counted (``total``)."""
        inf = float("inf")
        return self._db.execute(
            sparql,
            inf if max_rows is None else max_rows,
            inf if max_bytes is None else max_bytes,
            inf if keep is None else keep,
        )

    def executor(self, sparql: str) -> Callable[[], Outcome]:
        """``execute(sparql)`` with no limit, made ready once as a call of no argument (a
        prepared question's): on the embedded store, whether the text runs on this thread or
        on the offline one is decided here, not at each call."""
        return self._db.executor(sparql)

    def rows_reader(self, sparql: str) -> Callable[[], list[tuple[OxTerm | None, ...]]]:
        """The rows of the SELECT ``sparql``, every one, as a call of no argument made ready
        once (a prepared question's, once it knows its text is a SELECT): no ``Outcome``."""
        return self._db.rows_reader(sparql)

    def graph_size(self, graph: str) -> int:
        count = f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}"
        rows = list(self.select(count))
        return int(rows[0][0] or 0) if rows else 0

    def ntriples(self, graph: str | None = None) -> bytes:
        """N-Triples of one named graph, or of the default graph (the union) when ``graph``
        is None: one native dump on the embedded store, one query on an endpoint."""
        return self._db.dump(graph)

    def nquads(self, graphs: Sequence[str] | None = None) -> bytes:
        """N-Quads of the named graphs (of ``graphs`` only, when given)."""
        return self._db.nquads(graphs)

    def union_quads(self) -> Iterator[ox.Quad]:
        """The default graph (the union) as quads in an Oxigraph store's own order (its
        index: by the terms' encoded keys), which is the same for the same triples."""
        return self._db.union_quads()

    def stored(self, articles: Iterable[Article]) -> set[str]:
        """The content hashes among ``articles`` that the store already holds."""
        values = " ".join(f"<{PREFIXES['doc']}{a.sha256}>" for a in articles)
        if not values:
            return set()
        text = (
            sparql_prologue()
            + f"SELECT ?g WHERE {{ VALUES ?g {{ {values} }} GRAPH ?g {{ ?g a hw:Article }} }}"
        )
        return {str(g).rsplit("/", 1)[-1] for (g,) in self.select(text)}

    def find_articles(self, key: str, sha256: str | None = None) -> list[URIRef]:
        """Article graphs that ``key`` names: content hash (or a prefix of 8+), id, URL or
        source file name; ``sha256``, the hash of a file's text, names one too."""
        from rdflib import URIRef

        rows = self.select(
            sparql_prologue()
            + "SELECT DISTINCT ?g ?id ?url ?src WHERE { GRAPH ?g { ?g a hw:Article . "
            "OPTIONAL { ?g dcterms:identifier ?id } OPTIONAL { ?g schema:url ?url } "
            "OPTIONAL { ?g dcterms:source ?src } } }"
        )
        found = set()
        for g, ident, url, src in rows:
            digest = str(g).rsplit("/", 1)[-1]
            if (
                digest == sha256
                or (len(key) >= 8 and digest.startswith(key.lower()))
                or key in {ident, url}
                or (sha256 is None and src is not None and src in {key, Path(key).name})
            ):
                found.add(URIRef(str(g)))
        return sorted(found)

    # -- writing: every write keeps the union and the claims --------------------------------

    def ensure_ontology(self) -> None:
        """Load ``ontology/hwkg.ttl`` into its named graph when it differs from the stored one."""
        from rdflib import Graph

        from hwkg.graph.vocab import ONTOLOGY_GRAPH

        from . import union

        ontology = Graph().parse(ONTOLOGY_FILE, format="turtle")
        triples = sorted(ontology, key=lambda t: tuple(nt(x) for x in t))
        if self.graph_size(ONTOLOGY_GRAPH) != len(triples):
            union.replace_graph(self._db, ONTOLOGY_GRAPH, triples)

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Mark the claims pending while articles are written: a run cut short (kill -9)
        leaves the mark, and the next run rebuilds every claim before it writes."""
        from . import claims

        claims.begin_writes(self._db)
        yield
        claims.end_writes(self._db)

    def write_articles(
        self, articles: list[Article], written: Callable[[ArticleWrite], None] | None = None
    ) -> list[ArticleWrite]:
        """Store a batch of extracted articles, none of them stored yet (ingest skips stored
        hashes before extraction), each in its own graph, replacing its earlier versions;
        then the claims of their facts, in one update. ``written`` hears of each article as
        soon as it is stored. Call within ``writing()``.

        An article that replaces others is written in one transaction with their drop.
        The others are written together (``_write_new``): on the embedded store by the bulk
        loader, which writes files, not a transaction, and then their ``hw:Article`` marks
        in one transaction; cut short in between, the batch is graphs without a mark, which
        no reader sees (snapshots are published after whole batches) and the next writer
        drops (``claims.repair``)."""
        from hwkg.graph.vocab import article_iri

        from . import claims, union
        from .build import article_triples

        # Read before the writes: what they take away (the earlier versions they drop).
        new_claims = claims.before_batch(self._db, articles)
        done = []
        fresh: list[Article] = []  # articles with no earlier version: written together
        fresh_keys: set[tuple[str, str]] = set()

        def stored(article: Article, replaced: int) -> None:
            done.append(
                ArticleWrite(
                    article.source,
                    article.sha256,
                    article.lang,
                    len(article.facts),
                    len(article.entities),
                    replaced,
                )
            )
            if written is not None:
                written(done[-1])

        def write_fresh() -> None:
            if fresh:
                self._write_new(fresh)
            for article in fresh:
                stored(article, 0)
            fresh.clear()
            fresh_keys.clear()

        for article in articles:
            keys = _version_keys(article)
            if keys & fresh_keys:
                write_fresh()  # an earlier version in this batch: stored before it is replaced
            older = self._older_versions(article)
            if not older:
                fresh.append(article)
                fresh_keys.update(keys)
                continue
            write_fresh()
            graph = article_iri(article.sha256)
            union.replace_graph(self._db, graph, article_triples(article), drop=older, fresh=True)
            stored(article, len(older))
        write_fresh()
        claims.after_batch(self._db, new_claims)
        # RocksDB keeps writes in memory buffers until flushed: without this, memory grows
        # with the corpus (measured: 0.3 MiB an article, never levelling off).
        self.flush()
        return done

    def _write_new(self, articles: list[Article]) -> None:
        """Write the graphs of articles the store does not hold (nor earlier versions of)."""
        from hwkg.graph.vocab import article_iri

        from . import union
        from .build import article_lines, article_triples, mark_line

        if not self._db.bulk_loads:
            for article in articles:
                graph = article_iri(article.sha256)
                union.replace_graph(self._db, graph, article_triples(article), fresh=True)
            return
        marks = [(article_iri(a.sha256), [mark_line(a.sha256)]) for a in articles]
        # Each article's lines made as its turn comes (``lines_nquads``), not all at once.
        body = (
            (graph, [line for line in article_lines(article) if line != mark])
            for article, (graph, (mark,)) in zip(articles, marks, strict=True)
        )
        self._db.bulk_load_nquads(union.lines_nquads(body))
        self._db.load_nquads(union.lines_nquads(marks))

    def _older_versions(self, article: Article) -> list[URIRef]:
        """Graphs of earlier texts of the same article (same JSON Lines id, or same URL)."""
        keys = []
        if article.identifier:
            keys.append(f"{{ ?g dcterms:identifier {literal(article.identifier)} }}")
        if article.url:
            keys.append(f"{{ ?g schema:url {literal(article.url, PREFIXES['xsd'] + 'anyURI')} }}")
        if not keys:
            return []
        text = sparql_prologue() + (
            "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?g a hw:Article . "
            + " UNION ".join(keys)
            + " } }"
        )
        from rdflib import URIRef

        own = PREFIXES["doc"] + article.sha256
        return sorted(URIRef(str(g)) for (g,) in self.select(text) if g != own)

    def remove(self, graph: URIRef) -> None:
        """Drop an article's graph: its facts, provenance and the entity descriptions only
        it held; recount the claims of its facts in the same update."""
        from . import claims, union

        update = claims.claims_update(self._db, claims.facts_in(self._db, [graph]), [graph])
        self._db.update(sparql_prologue() + union.retire_graphs((graph,)) + update)

    def import_graph(
        self, graph: URIRef, triples: list[Any], replaced: URIRef | None = None
    ) -> int:
        """Make ``graph`` hold exactly ``triples`` (curated data, rdflib terms), all or
        nothing, and drop the graph ``replaced`` in the same transaction; records among
        them, or in what they replace, recount their claims. Claims are derived from
        records and live in the claims graph alone: a claim among ``triples`` (an export's)
        is left out. Return how many triples the graph holds."""
        from . import claims, union

        triples = [t for t in triples if not claims.is_claim_triple(t)]
        dropped = [replaced] if replaced is not None and replaced != graph else []
        facts = claims.facts_in_triples(triples) | claims.facts_in(self._db, [graph, *dropped])
        if facts:
            claims.begin_writes(self._db)
        union.replace_graph(self._db, graph, triples, drop=dropped)
        if facts:
            claims.refresh_claims(self._db, facts)
            claims.end_writes(self._db)
        return len(triples)

    def has_graph(self, graph: str) -> bool:
        return self.ask(f"ASK {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}")

    def apply_update(self, sparql: str) -> None:
        """Run a SPARQL Update (``hwkg serve --allow-update``) and keep the invariants.

        The default graph is the union of the named graphs: a triple an update writes there
        goes into the graph of updates (``https://w3id.org/hwkg/updates``, exported and
        removed like any graph), and one it deletes from there leaves every graph that held
        it. The graphs the update may change are read before and after it (the whole store,
        when it writes the default graph or names graphs by a variable): their changes go
        to the union, and the claims of every fact their records state are recounted. The
        claims graph is derived from the records: an update may not write it.
        """
        from rdflib import URIRef

        from hwkg.graph.vocab import CLAIMS_GRAPH

        from . import claims, union
        from .updates import DEFAULT, written_graphs

        graphs = written_graphs(sparql)  # None: any graph (GRAPH ?g, CLEAR ALL)
        if graphs is not None and CLAIMS_GRAPH in graphs:
            raise InputError("the claims graph is derived from the records: write records instead")
        default = graphs is None or DEFAULT in graphs
        named = None if default or graphs is None else sorted(graphs)
        before = set(self.nquads(named).splitlines())
        union_before = set(self.ntriples().splitlines()) if default else set()
        # The mark first: cut short after the update, the next write mends union and claims.
        claims.begin_writes(self._db)
        self._db.update(sparql)
        if default:
            union_after = set(self.ntriples().splitlines())
            settle = union.settle_default(union_after - union_before, union_before - union_after)
            if settle:
                self._db.update(settle)
        after = set(self.nquads(named).splitlines())
        touched = sorted({URIRef(_graph_name(q)) for q in _quads(before ^ after)})
        if touched:
            removed = {_triple_line(q) for q in _quads(before - after)}
            self._db.update(union.mend(touched, removed))
            names = {str(g) for g in touched}
            records = (
                (from_ox(q.subject), from_ox(q.predicate), from_ox(q.object))
                for q in _quads(before | after)
                if _graph_name(q) in names
            )
            claims.refresh_claims(self._db, claims.facts_in_triples(records))
        claims.end_writes(self._db)


def _version_keys(article: Article) -> set[tuple[str, str]]:
    """What makes another text a version of ``article``: its JSON Lines id, its URL."""
    keys = set()
    if article.identifier:
        keys.add(("id", article.identifier))
    if article.url:
        keys.add(("url", article.url))
    return keys


def _graph_name(quad: ox.Quad) -> str:
    name = quad.graph_name
    return "" if isinstance(name, ox.DefaultGraph) else name.value


def _quads(lines: Iterable[bytes]) -> list[ox.Quad]:
    data = b"".join(line + b"\n" for line in lines if line)
    return list(ox.parse(data, format=ox.RdfFormat.N_QUADS))


def _triple_line(quad: ox.Quad) -> bytes:
    """The N-Triples line of a quad's triple."""
    return f"{ox.Triple(quad.subject, quad.predicate, quad.object)} .".encode()
