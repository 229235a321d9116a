"""A rich progress display for long ingests: on a terminal only, quiet otherwise."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn


@contextmanager
def ingest_progress(console: Console) -> Iterator[Callable[[Any], None]]:
    """Yield a callback that counts articles and facts; draw it only on a terminal."""
    if not console.is_terminal:
        yield lambda item: None
        return
    columns = (
        SpinnerColumn(),
        TextColumn("{task.fields[articles]} articles, {task.fields[facts]} facts"),
        TextColumn("{task.fields[rate]:.1f} articles/s"),
        TimeElapsedColumn(),
    )
    started = time.monotonic()
    counts = {"articles": 0, "facts": 0}
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task("ingest", total=None, articles=0, facts=0, rate=0.0)

        def advance(item: Any) -> None:
            if getattr(item, "skipped", True):
                return
            counts["articles"] += 1
            counts["facts"] += item.facts
            rate = counts["articles"] / max(time.monotonic() - started, 1e-6)
            progress.update(task, rate=rate, articles=counts["articles"], facts=counts["facts"])

        yield advance
