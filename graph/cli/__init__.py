"""The ``hwkg`` command line: parses, calls the Python API (``hwkg.graph.api``), prints.

One module per group of commands, over the options they share (``options.py``): ``ingest.py``
(ingest, import, remove), ``export.py`` (export, validate), ``query.py`` (query, stats),
``viz.py``, ``serve.py`` and ``evaluate.py``. A new command is a function in one of them (or a
new module), listed in ``COMMANDS`` below. ``main`` maps errors to one line on stderr and an
exit code.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import click
import typer

from hwkg.ingest import HwkgError

from . import evaluate, export, ingest, query, serve, viz
from .options import err

app = typer.Typer(
    name="hwkg",
    help="Turn news about AI hardware into a knowledge graph you can query, export and validate.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

# (name, function, hidden), in the order ``hwkg --help`` lists them.
COMMANDS: tuple[tuple[str, Callable[..., Any], bool], ...] = (
    ("ingest", ingest.ingest, False),
    ("import", ingest.import_, False),
    ("remove", ingest.remove, False),
    ("export", export.export, False),
    ("stats", query.stats, False),
    ("validate", export.validate, False),
    ("query", query.query, False),
    ("viz", viz.viz, False),
    ("serve", serve.serve, False),
    ("evaluate", evaluate.evaluate, False),
    ("graph-size", export.graph_size, True),
)
for _name, _command, _hidden in COMMANDS:
    app.command(name=_name, hidden=_hidden)(_command)


def _click_classes(name: str) -> tuple[type[BaseException], ...]:
    """click's exception class ``name``, as click and as the copy of click typer may carry
    (typer 0.2x ships its own: click's own classes no longer catch what typer raises)."""
    found = [getattr(click.exceptions, name)]
    found += [c for c in typer.BadParameter.__mro__ if c.__name__ == name]
    return tuple(dict.fromkeys(found))


_CLICK_ERROR = _click_classes("ClickException")
_USAGE_ERROR = _click_classes("UsageError")
_EXIT: tuple[type[BaseException], ...] = (*_click_classes("Exit"), typer.Exit)
_ABORT: tuple[type[BaseException], ...] = (*_click_classes("Abort"), typer.Abort)

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
    except _EXIT as exc:
        return int(getattr(exc, "exit_code", 0))
    except _CLICK_ERROR as exc:
        exc.show()  # type: ignore[attr-defined]
        return 2 if isinstance(exc, _USAGE_ERROR) else int(exc.exit_code)  # type: ignore[attr-defined]
    except _ABORT:
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
