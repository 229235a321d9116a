"""What every command prints with: the two consoles, writing to stdout, and drawing an answer
as a table. Commands print; nothing below the command line does. No typer here: ``hwkg
query`` prints through this module without it (``plain.py``)."""

from __future__ import annotations

import io
import os
import sys
from typing import TYPE_CHECKING, Any

from hwkg.graph.terms import printable
from hwkg.ingest import HwkgError

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

    from hwkg.graph.sparql import Answer


class _Console:
    """A rich console that never hands a terminal a control character of the data (a label
    or a file name may hold an escape sequence): strings are written out (``\\x1b``).

    Made when first printed to: rich takes 30-55 ms to import, which ``hwkg query`` spends
    only when its answer is not a table drawn without it (``print_table``)."""

    def __init__(self, stderr: bool = False) -> None:
        self.stderr = stderr
        self.console: Console | None = None

    @property
    def rich(self) -> Console:
        """The rich console itself (made now if it was not)."""
        if self.console is None:
            from rich.console import Console

            self.console = Console(stderr=self.stderr, highlight=False, soft_wrap=True)
        return self.console

    def print(self, *objects: Any, **kwargs: Any) -> None:
        shown = (printable(o) if isinstance(o, str) else o for o in objects)
        self.rich.print(*shown, **kwargs)


out = _Console()
err = _Console(stderr=True)


def print_table(title: str, answer: Answer, first_prefix: str = "") -> None:
    """Print a SELECT answer as a table (``answer_table``): drawn here when rich would draw
    it plainly (``table.drawn``), else by rich."""
    from .table import drawn

    display = answer.display
    cells = [
        [
            printable(f"{first_prefix}{display(v)}" if i == 0 else display(v))
            for i, v in enumerate(row)
        ]
        for row in answer.rows
    ]
    text = drawn(printable(title), answer.vars, cells)
    if text is None:
        out.print(answer_table(title, answer, first_prefix))
        return
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # as rich's console does (Console.on_broken_pipe): exit code 1
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(1) from None


def answer_table(title: str, answer: Answer, first_prefix: str = "") -> Table:
    """A SELECT answer as a rich table: labels for entities, ``first_prefix`` before the
    values of the first column."""
    from rich.table import Table
    from rich.text import Text

    table = Table(title=printable(title), title_justify="left")
    for var in answer.vars:
        table.add_column(var)
    for row in answer.rows:
        table.add_row(
            *(
                Text(
                    printable(f"{first_prefix}{answer.display(v)}" if i == 0 else answer.display(v))
                )
                for i, v in enumerate(row)
            )
        )
    return table


def to_stdout(data: str | bytes) -> None:
    """Write ``data`` to standard output whole, or raise HwkgError: Python's buffered stdout
    takes a write cut short by a full disk for a success, and the output would end early
    with exit code 0."""
    sys.stdout.flush()
    if sys.stdout.isatty():  # a person reads it: no escape sequence of the data gets through
        text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
        data = printable(text)
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
