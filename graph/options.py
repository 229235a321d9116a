"""Options and consoles every command shares (one definition, imported by each command)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from .store import ENV_STORE

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

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
