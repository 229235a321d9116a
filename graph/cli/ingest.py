"""Commands that write the store: ``hwkg ingest``, ``hwkg import``, ``hwkg remove``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from hwkg.graph import api
from hwkg.ingest import LANGUAGES, InputError

from .options import StoreOption
from .output import err, out


def ingest(
    paths: Annotated[
        list[str],
        typer.Argument(
            help="Articles: files, folders (.txt .md .html .rss .atom .xml), saved pages, "
            "RSS/Atom feeds, http(s) URLs, .jsonl, or - for stdin."
        ),
    ],
    store: StoreOption = None,
    lang: Annotated[str, typer.Option(help="Language of the articles: es, en or auto.")] = "auto",
    workers: Annotated[
        int,
        typer.Option(help="Local processes for extraction (1: a parsing process beside this one)."),
    ] = 1,
    scheduler: Annotated[
        str | None, typer.Option(help="Dask distributed scheduler address (tcp://host:8786).")
    ] = None,
    allow_private: Annotated[
        bool,
        typer.Option(
            "--allow-private",
            help="Let URLs reach this machine or the local network (refused by default).",
        ),
    ] = False,
) -> None:
    """Read articles, extract their facts and store each in its own named graph.

    Example: hwkg ingest examples/torchtpu-torchneuron.es.txt ;
    hwkg ingest saved-pages/ news.rss https://example.org/article ;
    hwkg ingest articles/ --workers 2 ; cat corpus.jsonl | hwkg ingest -
    """
    from hwkg.ingest import FetchPolicy, Skipped

    from .progress import ingest_progress

    if lang != "auto" and lang not in LANGUAGES:
        # Before anything is read or opened (a JSON Lines record's own "lang" is checked later).
        raise InputError(
            f"--lang {lang!r}: no model for that language; use {', '.join(LANGUAGES)} or auto"
        )
    shown = 0

    def report(item: api.IngestResult | Skipped) -> None:
        nonlocal shown
        if isinstance(item, Skipped):
            err.print(f"hwkg: skipped {item.where}: {item.message}", markup=False)
        elif not item.skipped and shown < 10:
            shown += 1
            out.print(
                f"{item.source}: {item.facts} facts, {item.entities} entities "
                f"({item.lang}) -> graph doc:{item.sha256[:12]}",
                markup=False,
            )

    with ingest_progress(err.rich) as advance:

        def progress(item: api.IngestResult | Skipped) -> None:
            report(item)
            advance(item)

        try:
            summary = api.ingest(
                paths,
                store,
                lang=lang,
                workers=workers,
                scheduler=scheduler,
                progress=progress,
                fetching=FetchPolicy(allow_private=allow_private),
            )
        except api.IngestInterrupted as stop:
            err.print(
                f"hwkg: interrupted, {stop.summary.articles} article(s) stored; "
                "run again to resume",
                markup=False,
            )
            raise typer.Exit(130) from None
    out.print(
        f"ingested {summary.articles} article(s), {summary.facts} facts"
        + (f"; {summary.already_stored} already stored" if summary.already_stored else "")
        + (f"; {summary.replaced} older version(s) replaced" if summary.replaced else "")
    )
    if summary.failures:
        err.print(f"hwkg: {len(summary.failures)} entr(ies) could not be read (see above)")
        raise typer.Exit(2)


def import_(
    file: Annotated[
        Path, typer.Argument(help="Turtle, TriG, N-Triples, N-Quads, JSON-LD, RDF/XML.")
    ],
    store: StoreOption = None,
    replace: Annotated[
        str | None,
        typer.Option(
            "--replace",
            help="The imported graph this file replaces (its name after import/, or its IRI).",
        ),
    ] = None,
) -> None:
    """Load curated triples from an RDF file into their own named graph (all or nothing).

    The graph is named by the file's name and content: another file never replaces it,
    unless --replace names it. Example: hwkg import curated/partners.ttl ;
    hwkg import curated/partners.ttl --replace partners-ttl-3f2a9c1b7d4e
    """
    graph, count = api.import_rdf(file, store, replace)
    out.print(f"imported {count} triples into {graph}")


def remove(
    article: Annotated[str, typer.Argument(help="Content hash (8+ chars), JSONL id, URL or file.")],
    store: StoreOption = None,
) -> None:
    """Delete one article: its facts, provenance and the entities only it mentioned.

    Example: hwkg remove examples/torchtpu-torchneuron.es.txt
    """
    graph = api.remove(article, store)
    out.print(f"removed {graph}")
