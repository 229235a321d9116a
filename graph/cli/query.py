"""Commands that ask questions: ``hwkg query`` and ``hwkg stats``."""

from __future__ import annotations

from typing import Annotated

import typer

from hwkg.graph import api
from hwkg.graph.sparql import DEFAULT_TIMEOUT, saved_queries, saved_query

from .options import StoreOption
from .output import out, print_table
from .plain import ask


def stats(store: StoreOption = None) -> None:
    """Print how many entities each class has and how many facts each relation has.

    Example: hwkg stats
    """
    for name in ("counts-by-class", "counts-by-relation"):
        question = saved_query(name)
        answer = api.ask_question(question, store=store, timeout=0)
        print_table(question.title, answer, first_prefix="hw:")


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
        from rich.table import Table

        table = Table(title="Saved questions", title_justify="left")
        for column in ("name", "title", "parameters"):
            table.add_column(column)
        for q in saved_queries().values():
            table.add_row(q.name, q.title, ", ".join(str(p) for p in q.params))
        out.print(table)
        return
    ask(name, store, param or [], fmt, sparql, timeout)
