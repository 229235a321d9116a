"""The ``hwkg`` command line: parses, calls the library, prints. Nothing else prints."""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path
from typing import Annotated

import click
import typer
from rich.table import Table

from hwkg.ingest.corpus import Skipped
from hwkg.ingest.errors import HwkgError, InputError
from hwkg.ingest.fetch import FetchPolicy
from hwkg.ingest.resources import LANGUAGES

from . import answers, jobs
from . import export as export_mod
from .jobs import IngestResult, store_graph, validate_file, validate_store
from .limits import DEFAULT_TIMEOUT, answer_within
from .options import StoreOption, err, out
from .progress import ingest_progress
from .saved import parse_saved_query, saved_queries, saved_query
from .serve_command import serve
from .store import KnowledgeStore
from .viz_command import viz

app = typer.Typer(
    name="hwkg",
    help="Turn news about AI hardware into a knowledge graph you can query, export and validate.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.command()
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
    workers: Annotated[int, typer.Option(help="Local processes for extraction.")] = 1,
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
    if lang != "auto" and lang not in LANGUAGES:
        # Before anything is read or opened (a JSON Lines record's own "lang" is checked later).
        raise InputError(
            f"--lang {lang!r}: no model for that language; use {', '.join(LANGUAGES)} or auto"
        )
    shown = 0

    def report(item: IngestResult | Skipped) -> None:
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

    with ingest_progress(err) as advance:

        def progress(item: IngestResult | Skipped) -> None:
            report(item)
            advance(item)

        summary = jobs.ingest(
            store,
            paths,
            lang=lang,
            workers=workers,
            scheduler=scheduler,
            progress=progress,
            fetching=FetchPolicy(allow_private=allow_private),
        )
    out.print(
        f"ingested {summary.articles} article(s), {summary.facts} facts"
        + (f"; {summary.already_stored} already stored" if summary.already_stored else "")
        + (f"; {summary.replaced} older version(s) replaced" if summary.replaced else "")
    )
    if summary.failures:
        err.print(f"hwkg: {len(summary.failures)} entr(ies) could not be read (see above)")
        raise typer.Exit(2)


@app.command(name="import")
def import_(
    file: Annotated[
        Path, typer.Argument(help="Turtle, TriG, N-Triples, N-Quads, JSON-LD, RDF/XML.")
    ],
    store: StoreOption = None,
) -> None:
    """Load curated triples from an RDF file into their own named graph (all or nothing).

    Example: hwkg import curated/partners.ttl
    """
    graph, count = jobs.import_rdf(store, file)
    out.print(f"imported {count} triples into {graph}")


@app.command()
def remove(
    article: Annotated[str, typer.Argument(help="Content hash (8+ chars), JSONL id, URL or file.")],
    store: StoreOption = None,
) -> None:
    """Delete one article: its facts, provenance and the entities only it mentioned.

    Example: hwkg remove examples/torchtpu-torchneuron.es.txt
    """
    graph = jobs.remove(store, article)
    out.print(f"removed {graph}")


@app.command()
def export(
    store: StoreOption = None,
    fmt: Annotated[
        str | None,
        typer.Option(
            "--format",
            "-f",
            help="turtle, trig, nt, nq, jsonld, graphml or gexf (default: from -o).",
        ),
    ] = None,
    output: Annotated[
        str, typer.Option("--output", "-o", help="File to write; - for stdout.")
    ] = "-",
    provenance: Annotated[
        bool, typer.Option("--provenance/--no-provenance", help="Include provenance records.")
    ] = True,
    ontology: Annotated[
        bool, typer.Option("--with-ontology", help="Include the ontology graph.")
    ] = False,
) -> None:
    """Export the graph, sorted so that the same graph always gives the same bytes.

    Example: hwkg export -f turtle -o hwkg.ttl
    """
    name = export_mod.format_for(fmt, output)
    with KnowledgeStore(store, read_only=True) as ks:
        if name in export_mod.NETWORK_FORMATS:
            from .viz import graph_bytes, project

            data = graph_bytes(project(ks), name)
        else:
            data = export_mod.rdf_bytes(ks, name, provenance=provenance, ontology=ontology)
    if output == "-":
        _to_stdout(data)
        return
    export_mod.write_bytes(data, output)
    err.print(f"wrote {output} ({len(data):,} bytes, {name})")


@app.command()
def stats(store: StoreOption = None) -> None:
    """Print how many entities each class has and how many facts each relation has.

    Example: hwkg stats
    """
    with KnowledgeStore(store, read_only=True) as ks:
        for name in ("counts-by-class", "counts-by-relation"):
            q = saved_query(name)
            answer = answers.run(ks, q)
            table = Table(title=q.title, title_justify="left")
            for var in answer.vars:
                table.add_column(var)
            for row in answer.rows:
                table.add_row(
                    *(
                        f"hw:{answer.display(v)}" if i == 0 else answer.display(v)
                        for i, v in enumerate(row)
                    )
                )
            out.print(table)


@app.command()
def validate(
    file: Annotated[
        Path | None, typer.Argument(help="An exported RDF file; default: the store.")
    ] = None,
    store: StoreOption = None,
) -> None:
    """Check the graph against the SHACL shapes; exit 1 on violations.

    Example: hwkg validate  or  hwkg validate hwkg.ttl
    """
    if file is not None:
        report = validate_file(file)
    else:
        with KnowledgeStore(store, read_only=True) as ks:
            report = validate_store(ks)
    if report.conforms:
        out.print("conforms: the graph satisfies every hwkg shape")
        return
    out.print(report.text)
    err.print(f"hwkg: {report.violations} SHACL violation(s)")
    raise typer.Exit(1)


@app.command()
def query(
    name: Annotated[str | None, typer.Argument(help="Saved question name or a .rq file.")] = None,
    store: StoreOption = None,
    param: Annotated[
        list[str] | None,
        typer.Option("--param", "-p", help="Parameter NAME=VALUE (repeatable)."),
    ] = None,
    fmt: Annotated[
        str, typer.Option("--format", "-f", help="table, csv, tsv, md, json or xml.")
    ] = "table",
    sparql: Annotated[
        str | None, typer.Option("--sparql", help="Run this SPARQL query instead.")
    ] = None,
    list_: Annotated[bool, typer.Option("--list", help="List the saved questions.")] = False,
    timeout: Annotated[
        float, typer.Option(help="Seconds the query may run before it is stopped; 0: no limit.")
    ] = DEFAULT_TIMEOUT,
) -> None:
    """Ask the graph a saved question (queries/*.rq), a .rq file or ad hoc SPARQL.

    Examples: hwkg query frameworks-by-chip;
    hwkg query company-profile -p company=amazon -f json; hwkg query --list;
    hwkg query --sparql 'SELECT * WHERE { ?s ?p ?o }' --timeout 5
    """
    if list_:
        table = Table(title="Saved questions", title_justify="left")
        for column in ("name", "title", "parameters"):
            table.add_column(column)
        for q in saved_queries().values():
            table.add_row(q.name, q.title, ", ".join(str(p) for p in q.params))
        out.print(table)
        return
    if fmt not in answers.FORMATS:
        raise InputError(f"unknown format {fmt!r}; use one of: {', '.join(answers.FORMATS)}")
    if sparql is not None:
        question = parse_saved_query(sparql, "sparql")
    elif name is not None:
        question = saved_query(name)
    else:
        raise InputError("name a saved question (see `hwkg query --list`), a .rq file or --sparql")
    given = {}
    for item in param or []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise InputError(f"bad parameter {item!r}; write NAME=VALUE")
        given[key.strip()] = value
    answer = answer_within(store, question, given, timeout)
    if fmt == "table" and answer.kind == "SELECT":
        table = Table(title=question.title, title_justify="left")
        for var in answer.vars:
            table.add_column(var)
        for row in answer.rows:
            table.add_row(*(answer.display(v) for v in row))
        out.print(table)
    elif fmt == "table" and answer.kind == "ASK":
        out.print("yes" if answer.boolean else "no")
    else:
        _to_stdout(answers.render(answer, fmt if fmt != "table" else "md"))


app.command()(viz)
app.command()(serve)


@app.command(hidden=True)
def graph_size(store: StoreOption = None) -> None:
    """Print the number of triples in the union of the article graphs."""
    with KnowledgeStore(store, read_only=True) as ks:
        out.print(len(store_graph(ks)))


def _to_stdout(data: str | bytes) -> None:
    """Write ``data`` to standard output whole, or raise HwkgError: Python's buffered stdout
    takes a write cut short by a full disk for a success, and the output would end early
    with exit code 0."""
    sys.stdout.flush()
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, io.UnsupportedOperation):  # captured, in tests
        if isinstance(data, str):
            sys.stdout.write(data)
        else:
            sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    if isinstance(data, str):
        data = data.encode(sys.stdout.encoding or "utf-8", sys.stdout.errors or "strict")
    view = memoryview(data)
    try:
        while view:
            view = view[os.write(fd, view) :]
    except BrokenPipeError:
        raise  # the reader went away (hwkg export | head): click exits 1, quietly
    except OSError as exc:
        raise HwkgError(f"cannot write to standard output ({exc.strerror or exc})") from None


# What the operating system says when a disk, a quota or a file-size limit is full.
_DISK_FULL = ("No space left on device", "File too large", "Disk quota exceeded")


def _message(text: str) -> str:
    """``text`` with what to do about a full disk, when that is what it reports."""
    if any(sign in text for sign in _DISK_FULL):
        return f"{text}; the disk is full: free some space and run the command again"
    return text


def main(argv: list[str] | None = None) -> int:
    """Run the command line; map errors to one line on stderr and an exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in args
    args = [a for a in args if a != "--debug"]
    try:
        code = app(args=args, prog_name="hwkg", standalone_mode=False)
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except click.ClickException as exc:
        exc.show()
        return 2 if isinstance(exc, click.UsageError) else exc.exit_code
    except click.exceptions.Abort:
        err.print("hwkg: aborted")
        return 1
    except HwkgError as exc:
        if debug:
            raise
        err.print(f"hwkg: error: {_message(exc.message)}", markup=False)
        return exc.exit_code
    except OSError as exc:
        if debug:
            raise
        # A store that fails again while closing after an error: the first error says more.
        first = exc.__context__ if isinstance(exc.__context__, HwkgError) else None
        if first is not None:
            err.print(f"hwkg: error: {_message(first.message)}", markup=False)
            return first.exit_code
        text = exc.strerror or (str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        if exc.filename:
            text = f"{exc.filename}: {text}"
        err.print(f"hwkg: error: input/output failed: {_message(text)}", markup=False)
        return 1
    except KeyboardInterrupt:
        err.print("hwkg: interrupted")
        return 130
    except Exception as exc:
        if debug:
            raise
        first_line = str(exc).splitlines()[0] if str(exc) else ""
        err.print(
            f"hwkg: error: unexpected {type(exc).__name__}: {first_line}"
            " (run with --debug for the traceback)",
            markup=False,
        )
        return 1
    return code if isinstance(code, int) else 0


if __name__ == "__main__":
    sys.exit(main())
