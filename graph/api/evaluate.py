"""Scores of extraction against gold lists: of a fresh extraction, or of what a store holds."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from hwkg.graph.store import KnowledgeStore
from hwkg.graph.vocab import PREFIXES, sparql_prologue
from hwkg.ingest import InputError

if TYPE_CHECKING:
    from hwkg.ingest import ArticleScore, Fact

# Every provenance record of one article graph: the fact and the sentence it came from.
_RECORDS = """SELECT ?s ?p ?o ?evidence ?start ?end WHERE {
  GRAPH %s { ?r a rdf:Statement ; rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o ;
                hw:evidence ?evidence ; hw:charStart ?start ; hw:charEnd ?end } }"""


def evaluate(
    folder: Path | str, store: str | None = None, lang: str = "auto"
) -> list[ArticleScore]:
    """Score each article of ``folder`` that has a gold list beside it (``X.gold.tsv``, the
    shared TSV format): extracted afresh (no store read or written), or, with ``store``, as
    that store holds it (an article found by its URL, file name or text, else an error)."""
    # The readers and the scorer: imported by this function alone, not by every command.
    from hwkg.ingest import (
        evaluate_folder,
        explain,
        gold_articles,
        new_article,
        read_article_page,
        read_gold,
        score,
    )

    folder = Path(folder)
    if store is None:
        return evaluate_folder(folder, lang)
    results = []
    with KnowledgeStore(store, read_only=True) as opened:
        for pair in gold_articles(folder):
            page = read_article_page(pair.text_path)
            article = new_article(page.text, lang=lang, source=pair.text_path.name, url=page.url)
            graph = _stored(opened, pair.text_path.name, page.url, article.sha256)
            facts = _facts(opened, graph)
            gold = read_gold(pair.gold_path)
            result = score(facts, gold, article.lang)
            results.append(explain(pair.text_path.name, article.lang, facts, gold, result))
    return results


def _stored(store: KnowledgeStore, name: str, url: str | None, sha256: str) -> str:
    for key in (url, name):
        if key:
            found = store.find_articles(key, sha256)
            if len(found) == 1:
                return found[0]
    found = store.find_articles(sha256)
    if not found:
        raise InputError(f"{name}: not in the store; ingest it first, or evaluate without --store")
    return found[0]


def _local(iri: str | None, namespace: str) -> str:
    return (iri or "")[len(namespace) :] if (iri or "").startswith(namespace) else iri or ""


def _facts(store: KnowledgeStore, graph: str) -> list[Fact]:
    from hwkg.ingest import Fact

    ids, hw = PREFIXES["id"], PREFIXES["hw"]
    facts = []
    for s, p, o, evidence, start, end in store.select(sparql_prologue() + _RECORDS % f"<{graph}>"):
        facts.append(
            Fact(
                subject=_local(s, ids),
                predicate=_local(p, hw),
                object=_local(o, ids),
                sentence=evidence or "",
                start=int(start or 0),
                end=int(end or 0),
                rule="",
                confidence=0.0,
            )
        )
    return facts
