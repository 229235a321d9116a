"""The option every command shares, as typer reads it: ``--store``. What the commands print
with (the consoles, tables, standard output) is in ``output.py``."""

from __future__ import annotations

from typing import Annotated

import typer

from hwkg.graph.store import ENV_STORE

StoreOption = Annotated[
    str | None,
    typer.Option(
        "--store",
        "-s",
        envvar=ENV_STORE,
        help="Store: an Oxigraph folder (default ./hwkg-store) or a SPARQL endpoint URL.",
        show_default=False,
    ),
]
