"""``hwkg query`` without typer: the command's work, and its arguments read by hand when they
are plain (typer and its click take 36 ms to import, a quarter of the command; issue 16).

``plain_query`` understands what ``hwkg query`` is given most of the time: a question's name
or ``--sparql``, and ``--store``, ``--param``, ``--format`` and ``--timeout`` with their values.
Anything else (``--help``, ``--list``, an option it does not know, a value it cannot read)
goes to typer, which says what it always said: the output, the messages and the exit codes
are typer's either way (``tests/test_startup.py`` runs both on the same arguments).
"""

from __future__ import annotations

import os
from collections.abc import Callable

from hwkg.graph import api, formats
from hwkg.graph.sparql import DEFAULT_TIMEOUT, parse_saved_query, saved_query
from hwkg.graph.store import ENV_STORE
from hwkg.ingest import InputError

from .output import out, print_table, to_stdout

# Each option of ``hwkg query`` that takes a value, by every name typer gives it.
_VALUED = {
    "--store": "store",
    "-s": "store",
    "--param": "param",
    "-p": "param",
    "--format": "format",
    "-f": "format",
    "--sparql": "sparql",
    "--timeout": "timeout",
}


def ask(
    name: str | None,
    store: str | None,
    param: list[str],
    fmt: str,
    sparql: str | None,
    timeout: float,
    ending: bool = False,
) -> None:
    """Ask the question and print its answer, as ``hwkg query`` does (``ending``: the
    process ends right after, ``api.ask_question``)."""
    fmt = formats.by_name(fmt, "query", "results").name
    if sparql is not None:
        question = parse_saved_query(sparql, "sparql")
    elif name is not None:
        question = saved_query(name)
    else:
        raise InputError("name a saved question (see `hwkg query --list`), a .rq file or --sparql")
    given = {}
    for item in param:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise InputError(f"bad parameter {item!r}; write NAME=VALUE")
        given[key.strip()] = value
    answer = api.ask_question(question, given, store, timeout, ending=ending)
    if fmt == "table" and answer.kind == "SELECT":
        print_table(question.title, answer)
    elif fmt == "table" and answer.kind == "ASK":
        out.print("yes" if answer.boolean else "no")
    else:
        from hwkg.graph.sparql.results import render

        to_stdout(render(answer, fmt if fmt != "table" else "md"))


def plain_query(args: list[str], ending: bool = False) -> Callable[[], None] | None:
    """The call that runs ``hwkg query ARGS``, or None when ARGS are for typer to read."""
    name: str | None = None
    values: dict[str, str] = {}
    param: list[str] = []
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if not arg.startswith("-"):
            if name is not None:
                return None  # an extra argument: typer's message
            name = arg
            continue
        option, equals, value = arg.partition("=")
        if option not in _VALUED or (equals and not option.startswith("--")):
            return None  # --help, --list, --, -p=..., an option typer alone knows
        if not equals:
            if not rest or rest[0].startswith("-"):
                return None  # a missing value, or one typer might read otherwise
            value = rest.pop(0)
        key = _VALUED[option]
        if key == "param":
            param.append(value)
        elif key in values:
            return None  # given twice: typer decides which
        else:
            values[key] = value
    try:
        timeout = float(values["timeout"]) if "timeout" in values else DEFAULT_TIMEOUT
    except ValueError:
        return None  # typer's message for a number it cannot read
    # As typer reads --store: the environment's when not given, an empty value as none.
    store = values.get("store", os.environ.get(ENV_STORE) or None)
    fmt = values.get("format", "table")
    return lambda: ask(name, store, param, fmt, values.get("sparql"), timeout, ending)
