"""The ``hwkg`` command line: parses, calls the Python API (``hwkg.graph.api``), prints.

One module per group of commands, over the options they share (``options.py``): ``ingest.py``
(ingest, import, remove), ``export.py`` (export, validate), ``query.py`` (query, stats),
``viz.py``, ``serve.py`` and ``evaluate.py``. A new command is a function in one of them (or a
new module), listed in ``COMMANDS`` below. ``main`` maps errors to one line on stderr and an
exit code.

A run imports the module of its own command only, and typer builds that command alone (typer
reads every parameter's annotations: 11 commands cost more than the question they ask).
``hwkg --help`` is printed from ``COMMANDS`` without typer, click or rich: a command line that
answers at once (issue 16); ``tests/test_cli_docs.py`` checks each summary against its
command's docstring. ``hwkg query`` with plain arguments goes without typer too (``plain.py``);
run as the ``hwkg`` program (``run``), it asks on a thread rather than a child process, and
its table is drawn without rich when rich would draw it as plain text (``table.py``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import typer

HELP = "Turn news about AI hardware into a knowledge graph you can query, export and validate."


class Command:
    """One command: its name, the function of this package that runs it, whether ``--help``
    lists it, and the summary ``hwkg --help`` shows (its docstring's first paragraph)."""

    __slots__ = ("function", "hidden", "module", "name", "summary")

    def __init__(
        self, name: str, module: str, function: str, summary: str, hidden: bool = False
    ) -> None:
        self.name, self.module, self.function = name, module, function
        self.summary, self.hidden = summary, hidden

    def load(self) -> Any:
        """The function that runs the command (its module imported now)."""
        return getattr(import_module(f"{__name__}.{self.module}"), self.function)


# In the order ``hwkg --help`` lists them.
COMMANDS: tuple[Command, ...] = (
    Command(
        "ingest",
        "ingest",
        "ingest",
        "Read articles, extract their facts and store each in its own named graph.",
    ),
    Command(
        "import",
        "ingest",
        "import_",
        "Load curated triples from an RDF file into their own named graph (all or nothing).",
    ),
    Command(
        "remove",
        "ingest",
        "remove",
        "Delete one article: its facts, provenance and the entities only it mentioned.",
    ),
    Command(
        "export",
        "export",
        "export",
        "Export the graph: the same graph always gives the same bytes.",
    ),
    Command(
        "stats",
        "query",
        "stats",
        "Print how many entities each class has and how many facts each relation has.",
    ),
    Command(
        "validate",
        "export",
        "validate",
        "Check the graph against the SHACL shapes; exit 1 on violations.",
    ),
    Command(
        "query",
        "query",
        "query",
        "Ask the graph a saved question (queries/*.rq), a .rq file or ad hoc SPARQL.",
    ),
    Command(
        "viz",
        "viz",
        "viz",
        "Draw the company-chip-framework graph: an interactive page, a picture or a timeline.",
    ),
    Command(
        "serve",
        "serve",
        "serve",
        "Serve the graph: SPARQL 1.1 at /sparql, saved questions and entity pages at /.",
    ),
    Command(
        "evaluate",
        "evaluate",
        "evaluate",
        "Score extraction against gold lists: precision and recall per article, per language "
        "and overall, and each missed and each extra fact with its sentence.",
    ),
    Command(
        "graph-size",
        "export",
        "graph_size",
        "Print the number of triples in the union of the article graphs.",
        hidden=True,
    ),
)
_BY_NAME = {c.name: c for c in COMMANDS}


def help_text() -> str:
    """What ``hwkg --help`` prints: usage, what hwkg does, its options and its commands."""
    import textwrap

    width = 80
    shown = [c for c in COMMANDS if not c.hidden]
    column = max(len(c.name) for c in shown) + 4
    lines = ["Usage: hwkg [OPTIONS] COMMAND [ARGS]...", ""]
    lines += textwrap.wrap(HELP, width, initial_indent="  ", subsequent_indent="  ")
    lines += ["", "Options:", "  --help  Show this message and exit.", "", "Commands:"]
    for command in shown:
        lines += textwrap.wrap(
            command.summary,
            width,
            initial_indent=f"  {command.name:<{column - 2}}",
            subsequent_indent=" " * column,
        )
    return "\n".join(lines) + "\n"


def build_app(only: str | None = None) -> typer.Typer:
    """The typer application: every command, or the command ``only`` alone (in a group all
    the same, so that its usage, options and errors read as they do among the others)."""
    import typer

    app = typer.Typer(
        name="hwkg",
        help=HELP,
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
    )
    for command in COMMANDS:
        if only is None or command.name == only:
            app.command(name=command.name, hidden=command.hidden)(command.load())
    if only is not None:
        # One command and no callback would make typer run it as the whole program.
        app.callback()(_group)
    return app


def _group() -> None:
    """Turn news about AI hardware into a knowledge graph you can query, export and validate."""


def __getattr__(name: str) -> Any:
    if name == "app":  # every command, as tests and embedders use it
        value = build_app()
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _click_classes(name: str) -> tuple[type[BaseException], ...]:
    """click's exception class ``name`` as typer raises it (typer 0.2x carries its own copy
    of click), and as click raises it when click itself was imported by something (only
    then can one of its exceptions be raised: ``import click`` costs 16 ms of start-up)."""
    import typer

    found = [c for c in typer.BadParameter.__mro__ if c.__name__ == name]
    click = sys.modules.get("click.exceptions")
    if click is not None:
        found.insert(0, getattr(click, name))
    return tuple(dict.fromkeys(found))


# What the operating system says when a disk, a quota or a file-size limit is full.
_DISK_FULL = ("No space left on device", "File too large", "Disk quota exceeded")


def _message(text: str) -> str:
    """``text`` with what to do about a full disk, when that is what it reports."""
    if any(sign in text for sign in _DISK_FULL):
        return f"{text}; the disk is full: free some space and run the command again"
    return text


def main(argv: list[str] | None = None, ending: bool = False) -> int:
    """Run the command line; map errors to one line on stderr and an exit code. ``ending``:
    the process ends when this returns (``run``), so that a question may run on a thread of
    it instead of a child process (``api.ask_question``)."""
    args = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in args
    args = [a for a in args if a != "--debug"]
    if not args or args == ["--help"]:
        sys.stdout.write(help_text())
        sys.stdout.flush()
        return 0 if args else 2  # as typer's no_args_is_help: usage shown, exit code 2
    plain = None
    if args[0] == "query":
        from .plain import plain_query

        plain = plain_query(args[1:], ending)
    return _mapped(lambda: _as_typer_runs(plain) if plain else _typer(args), debug)


def _typer(args: list[str]) -> int:
    """Run the command of ``args`` through typer; click's exceptions as exit codes."""
    import typer

    from .output import err

    command = args[0] if args[0] in _BY_NAME else None
    exits: tuple[type[BaseException], ...] = (*_click_classes("Exit"), typer.Exit)
    aborts: tuple[type[BaseException], ...] = (*_click_classes("Abort"), typer.Abort)
    click_errors, usage_errors = _click_classes("ClickException"), _click_classes("UsageError")
    try:
        app = build_app(command)
        code = app(args=args, prog_name="hwkg", standalone_mode=False)
    except exits as exc:
        return int(getattr(exc, "exit_code", 0))
    except click_errors as exc:
        exc.show()  # type: ignore[attr-defined]
        return 2 if isinstance(exc, usage_errors) else int(exc.exit_code)  # type: ignore[attr-defined]
    except aborts:
        err.print("hwkg: aborted")
        return 1
    return code if isinstance(code, int) else 0


def _as_typer_runs(command: Callable[[], None]) -> int:
    """Run a command read without typer (``plain.py``) as typer runs one: Ctrl-C is exit
    code 130, the end of input an abort, a reader gone away (``| head``) exit code 1."""
    import errno

    from .output import err

    try:
        command()
    except KeyboardInterrupt:
        return 130
    except EOFError:
        err.print("hwkg: aborted")
        return 1
    except OSError as exc:
        if exc.errno != errno.EPIPE:
            raise
        sys.stdout = _Pacified(sys.stdout)
        sys.stderr = _Pacified(sys.stderr)
        sys.exit(1)
    return 0


class _Pacified:
    """A stream whose flush says nothing of a reader gone away (click's PacifyFlushWrapper):
    the last flush, at exit, would otherwise print a traceback after ``hwkg query | head``."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as exc:
            import errno

            if exc.errno != errno.EPIPE:
                raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _mapped(command: Callable[[], int], debug: bool) -> int:
    """``command()``'s exit code; hwkg's errors, the system's and any other as one line on
    stderr and an exit code (``--debug``: the traceback instead)."""
    from hwkg.ingest import HwkgError

    from .output import err

    try:
        return command()
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


def run() -> None:
    """The ``hwkg`` program: ``main``, then the end of the process without the interpreter's
    teardown (freeing every module and object one by one: 25-35 ms after ``hwkg query``, an
    eighth of the command). Exit handlers still run and the output is flushed, as at a normal
    exit; what the commands open (stores, files) they have closed before ``main`` returns."""
    import atexit
    import os

    code = main(ending=True)
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # as Python's own exit does when the output cannot be written
            code = code or 120
    os._exit(code)


if __name__ == "__main__":
    run()
