"""The jobs the command line runs: ingest files into a store, export, validate, count."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox
from rdflib import Graph

from hwkg.ingest.errors import InputError
from hwkg.ingest.extract import extract, new_article
from hwkg.ingest.facts import Article
from hwkg.ingest.pipeline import load_pipeline
from hwkg.ingest.read import ARTICLE_SUFFIXES, read_article_file

from .build import article_quads
from .export import rdf_bytes
from .store import KnowledgeStore
from .validate import ValidationReport, validate_graph
from .vocab import article_iri


@dataclass(frozen=True, slots=True)
class IngestResult:
    source: str
    sha256: str
    lang: str
    facts: int
    entities: int
    skipped: bool


def article_files(paths: Iterable[Path]) -> Iterator[Path]:
    """Yield the article files named by ``paths``: files as given, folders searched recursively."""
    for path in paths:
        if not path.exists():
            raise InputError(f"{path}: no such file or folder")
        if path.is_dir():
            found = sorted(
                p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in ARTICLE_SUFFIXES
            )
            if not found:
                raise InputError(f"{path}: the folder holds no articles (.txt, .md, .html)")
            yield from found
        else:
            yield path


def read_articles(paths: Iterable[Path], lang: str = "auto") -> list[Article]:
    """Read and check every article, and load the models they need, before anything is
    written: bad input or a missing model leaves the store as it was."""
    articles = []
    for path in article_files(paths):
        text, _ = read_article_file(path)
        articles.append(new_article(text, lang=lang, source=path.name))
    for language in sorted({a.lang for a in articles}):
        load_pipeline(language)
    return articles


def ingest_articles(store: KnowledgeStore, articles: Iterable[Article]) -> Iterator[IngestResult]:
    """Extract and store each article in its own named graph, one transaction per article."""
    ontology_checked = False
    for article in articles:
        graph = article_iri(article.sha256)
        extract(article)
        quads = article_quads(article)
        if not ontology_checked:
            store.ensure_ontology()
            ontology_checked = True
        store.replace_graph(graph, [(s, p, o) for s, p, o, _ in quads])
        yield IngestResult(
            article.source,
            article.sha256,
            article.lang,
            len(article.facts),
            len(article.entities),
            skipped=False,
        )


def ingest_paths(
    store_spec: str | None, paths: Iterable[Path], lang: str = "auto"
) -> list[IngestResult]:
    """Read ``paths`` and ingest them into the store; the store is opened only once the
    input has been read and checked."""
    articles = read_articles(paths, lang)
    with KnowledgeStore(store_spec) as store:
        return list(ingest_articles(store, articles))


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
