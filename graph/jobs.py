"""The jobs the command line runs: ingest a corpus into a store, remove, export, validate.

Ingest is a stream: articles are read lazily, extracted in batches (here, in worker
processes, or on a Dask cluster) and written by this process alone, one transaction per
article, so that memory stays flat and a run stopped half-way leaves only whole articles.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import pyoxigraph as ox
from rdflib import Graph, URIRef

from hwkg.ingest.corpus import Skipped, check_paths, read_corpus
from hwkg.ingest.errors import InputError
from hwkg.ingest.extract import extract_batch
from hwkg.ingest.facts import Article
from hwkg.ingest.fetch import FetchPolicy
from hwkg.ingest.pipeline import load_pipeline
from hwkg.ingest.read import read_article_file

from . import claims
from .build import article_triples
from .export import rdf_bytes
from .store import KnowledgeStore
from .validate import ValidationReport, validate_graph
from .vocab import article_iri, sparql_prologue

BATCH = 32


@dataclass(frozen=True, slots=True)
class IngestResult:
    source: str
    sha256: str
    lang: str
    facts: int
    entities: int
    skipped: bool
    replaced: int = 0


@dataclass
class IngestSummary:
    """What an ingest did; the failures are kept, the per-article results only counted."""

    articles: int = 0
    already_stored: int = 0
    facts: int = 0
    replaced: int = 0
    failures: list[Skipped] = field(default_factory=list)


Progress = Callable[[IngestResult | Skipped], None]


def _batches(items: Iterator[Any], size: int) -> Iterator[list[Any]]:
    while batch := list(itertools.islice(items, size)):
        yield batch


def _executor(workers: int, scheduler: str | None) -> tuple[Any, Callable[[], None], int]:
    """Return (submit, close, how many batches may be in flight) for extraction work."""
    if scheduler:
        try:
            from dask.distributed import Client
        except ImportError:
            raise InputError("--scheduler needs dask: pip install 'dask[distributed]'") from None
        try:
            client = Client(scheduler, timeout=10, set_as_default=False)
        except (OSError, TimeoutError) as exc:
            raise InputError(f"cannot reach the Dask scheduler {scheduler}: {exc}") from None
        cores = sum(client.nthreads().values()) or 1
        return client.submit, client.close, 2 * cores
    if workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        pool: Executor = ProcessPoolExecutor(max_workers=workers)
        return pool.submit, lambda: pool.shutdown(wait=True, cancel_futures=True), 2 * workers
    # One worker: extraction runs in a thread while this one writes the batch before: spaCy's
    # matrix code and Oxigraph's writes both release the GIL, so the two overlap.
    from concurrent.futures import ThreadPoolExecutor

    thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hwkg-extract")
    return thread.submit, lambda: thread.shutdown(wait=True, cancel_futures=True), 2


def _stored(store: KnowledgeStore, articles: list[Article]) -> set[str]:
    """The content hashes among ``articles`` that the store already holds."""
    if not articles:
        return set()
    values = " ".join(article_iri(a.sha256).n3() for a in articles)
    rows = store.query(
        sparql_prologue()
        + f"SELECT ?g WHERE {{ VALUES ?g {{ {values} }} GRAPH ?g {{ ?g a hw:Article }} }}"
    )
    return {str(row[0]).rsplit("/", 1)[-1] for row in rows}


def _older_versions(store: KnowledgeStore, article: Article) -> list[URIRef]:
    """Graphs of earlier texts of the same article (same JSON Lines id, or same URL)."""
    keys = []
    if article.identifier:
        keys.append(f"{{ ?g dcterms:identifier {_lit(article.identifier)} }}")
    if article.url:
        keys.append(f'{{ ?g schema:url "{_esc(article.url)}"^^xsd:anyURI }}')
    if not keys:
        return []
    query = sparql_prologue() + (
        "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?g a hw:Article . " + " UNION ".join(keys) + " } }"
    )
    own = article_iri(article.sha256)
    return sorted(URIRef(str(r[0])) for r in store.query(query) if URIRef(str(r[0])) != own)


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _lit(text: str) -> str:
    from rdflib import Literal

    return Literal(text).n3()


def write_article(store: KnowledgeStore, article: Article) -> IngestResult:
    """Store one extracted article in its named graph, replacing its earlier versions.

    The article is not in the store yet: ingest skips stored hashes before extraction."""
    older = _older_versions(store, article)
    graph = article_iri(article.sha256)
    store.replace_graph(graph, article_triples(article), drop=older, fresh=True)
    return IngestResult(
        article.source,
        article.sha256,
        article.lang,
        len(article.facts),
        len(article.entities),
        skipped=False,
        replaced=len(older),
    )


def ingest(
    store_spec: str | None,
    paths: Iterable[str],
    lang: str = "auto",
    workers: int = 1,
    scheduler: str | None = None,
    batch_size: int = BATCH,
    progress: Progress | None = None,
    stdin: IO[bytes] | None = None,
    fetching: FetchPolicy | None = None,
) -> IngestSummary:
    """Ingest every article of ``paths`` into the store; return what was done.

    Paths are checked and the first batch's models loaded before the store is opened, so
    that bad input or a missing model leaves no trace. Articles already stored (same
    content hash) are skipped without being parsed: a stopped run, started again, resumes.
    """
    paths = list(paths)
    if workers < 1:
        raise InputError("--workers must be at least 1")
    check_paths(paths)
    batches = _batches(read_corpus(paths, lang, stdin, fetching), batch_size)
    first = next(batches, [])
    for language in sorted({a.lang for a in first if isinstance(a, Article)}):
        load_pipeline(language)
    summary = IngestSummary()
    submit, close, window = _executor(workers, scheduler)
    try:
        with KnowledgeStore(store_spec) as store:
            store.ensure_ontology()
            claims.begin_writes(store)
            # Batches in flight are bounded: reading never runs far ahead of writing.
            pending: list[Any] = []
            for batch in itertools.chain([first], batches):
                todo = _triage(store, batch, summary, progress)
                if todo:
                    pending.append(submit(extract_batch, todo))
                while len(pending) >= window:
                    _finish(store, pending.pop(0), summary, progress)
            for job in pending:
                _finish(store, job, summary, progress)
            claims.end_writes(store)
    finally:
        close()
    return summary


def _triage(
    store: KnowledgeStore, batch: list[Any], summary: IngestSummary, progress: Progress | None
) -> list[Article]:
    articles = [a for a in batch if isinstance(a, Article)]
    for item in batch:
        if isinstance(item, Skipped):
            summary.failures.append(item)
            if progress:
                progress(item)
    stored = _stored(store, articles)
    todo, seen = [], set()
    for article in articles:
        if article.sha256 in stored or article.sha256 in seen:
            summary.already_stored += 1
            if progress:
                progress(IngestResult(article.source, article.sha256, article.lang, 0, 0, True))
            continue
        seen.add(article.sha256)
        todo.append(article)
    return todo


def _finish(
    store: KnowledgeStore, job: Any, summary: IngestSummary, progress: Progress | None
) -> None:
    articles = job.result()
    # Read before the writes: what they take away (the earlier versions they drop).
    new_claims = claims.before_batch(store, articles)
    for article in articles:
        result = write_article(store, article)
        summary.articles += 1
        summary.facts += result.facts
        summary.replaced += result.replaced
        if progress:
            progress(result)
    claims.after_batch(store, new_claims)
    # RocksDB keeps writes in memory buffers until flushed: without this, memory grows with
    # the corpus (measured: 0.3 MiB an article, never levelling off).
    store.flush()


def find_articles(store: KnowledgeStore, key: str) -> list[URIRef]:
    """Article graphs that ``key`` names: content hash (or a prefix of 8+), id, URL, file."""
    path = Path(key)
    sha = None
    if path.is_file():
        text, _ = read_article_file(path)
        from hwkg.ingest.extract import new_article

        sha = new_article(text, lang="es").sha256
    rows = store.query(
        sparql_prologue() + "SELECT DISTINCT ?g ?id ?url ?src WHERE { GRAPH ?g { ?g a hw:Article . "
        "OPTIONAL { ?g dcterms:identifier ?id } OPTIONAL { ?g schema:url ?url } "
        "OPTIONAL { ?g dcterms:source ?src } } }"
    )
    found = set()
    for g, ident, url, src in rows:
        digest = str(g).rsplit("/", 1)[-1]
        if (
            digest == sha
            or (len(key) >= 8 and digest.startswith(key.lower()))
            or key in {str(ident) if ident else None, str(url) if url else None}
            or (sha is None and src is not None and str(src) in {key, path.name})
        ):
            found.add(URIRef(str(g)))
    return sorted(found)


def remove(store_spec: str | None, key: str) -> URIRef:
    """Delete one article's graph: its facts, provenance and the entity descriptions only it
    held. Refuse when ``key`` names no article or more than one."""
    with KnowledgeStore(store_spec) as store:
        found = find_articles(store, key)
        if not found:
            raise InputError(f"no stored article matches {key!r} (hash, id, URL or file)")
        if len(found) > 1:
            names = ", ".join(str(g).rsplit("/", 1)[-1][:12] for g in found)
            raise InputError(f"{key!r} matches {len(found)} articles ({names}); give the hash")
        claims.retire_with_claims(store, found[0])
        return found[0]


def store_graph(store: KnowledgeStore) -> Graph:
    """Return the union of the store's article graphs as an in-memory rdflib Graph."""
    data = rdf_bytes(store, "nt")
    graph = Graph()
    if data:
        graph.parse(data=data.decode("utf-8"), format="nt")
    return graph


def validate_store(store: KnowledgeStore) -> ValidationReport:
    return validate_graph(store_graph(store))


def validate_file(path: Path) -> ValidationReport:
    """Validate an exported RDF file (any format pyoxigraph reads)."""
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    try:
        dataset = ox.Dataset(ox.parse(path=str(path)))
    except (SyntaxError, ValueError, OSError) as exc:
        raise InputError(f"{path}: not valid RDF ({str(exc).splitlines()[0]})") from None
    data = ox.serialize((q.triple for q in dataset), format=ox.RdfFormat.N_TRIPLES) or b""
    return validate_graph(Graph().parse(data=data.decode("utf-8"), format="nt"))


IMPORT_FORMATS = {
    ".ttl": ox.RdfFormat.TURTLE,
    ".trig": ox.RdfFormat.TRIG,
    ".nt": ox.RdfFormat.N_TRIPLES,
    ".nq": ox.RdfFormat.N_QUADS,
    ".jsonld": ox.RdfFormat.JSON_LD,
    ".json": ox.RdfFormat.JSON_LD,
    ".rdf": ox.RdfFormat.RDF_XML,
    ".xml": ox.RdfFormat.RDF_XML,
}
IMPORT_NS = "https://w3id.org/hwkg/import/"


def import_rdf(store_spec: str | None, path: Path) -> tuple[URIRef, int]:
    """Load curated triples from an RDF file into its own named graph, all or nothing.

    The whole file is parsed before the store is opened: a syntax error is reported with
    its line and nothing is loaded. Nothing outside the file is ever read: JSON-LD remote
    contexts are refused by the parser, and RDF/XML with a DTD (external entities, entity
    expansion bombs) is refused before parsing.
    """
    from hwkg.ingest.mentions import slug

    if not path.is_file():
        raise InputError(f"{path}: no such file")
    fmt = IMPORT_FORMATS.get(path.suffix.lower())
    if fmt is None:
        known = ", ".join(sorted(IMPORT_FORMATS))
        raise InputError(f"{path}: unknown RDF file type {path.suffix!r}; use one of {known}")
    data = path.read_bytes()
    if fmt == ox.RdfFormat.RDF_XML and (b"<!DOCTYPE" in data or b"<!ENTITY" in data):
        raise InputError(f"{path}: RDF/XML with a DTD (<!DOCTYPE>/<!ENTITY>) is refused")
    try:
        quads = list(ox.parse(data, format=fmt))
    except SyntaxError as exc:
        raise InputError(f"{path}: {str(exc).splitlines()[0]}") from None
    from oxrdflib._converter import from_ox

    graph = URIRef(IMPORT_NS + slug(path.name))
    triples: list[Any] = sorted(
        {(from_ox(q.subject), from_ox(q.predicate), from_ox(q.object)) for q in quads},
        key=lambda t: tuple(str(x) for x in t),
    )
    # Claims (an export's, say) are derived from records and live in the claims graph alone.
    triples = [t for t in triples if not claims.is_claim_triple(t)]
    with KnowledgeStore(store_spec) as store:
        # Records in the file, or in the version it replaces, change the claims of their facts.
        facts = claims.facts_in_triples(triples) | claims.facts_in(store, [graph])
        if facts:
            claims.begin_writes(store)
        store.replace_graph(graph, triples)
        if facts:
            claims.refresh_claims(store, facts)
            claims.end_writes(store)
    return graph, len(triples)
