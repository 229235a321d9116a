"""The errors the graph layers raise: the store's, and a query's. Each is one line that says
what went wrong and how to fix it, and has the exit code the command line gives it.

Bad input (an unknown format, a bad parameter) is ``hwkg.ingest.InputError``, exit code 2:
one class for every layer, as every error derives from ``hwkg.ingest.HwkgError``.
"""

from __future__ import annotations

from hwkg.ingest import HwkgError


class StoreError(HwkgError):
    """The store cannot be opened, read or written."""

    exit_code = 1


class TimeLimitError(HwkgError):
    """A query that ran past its time limit and was stopped."""

    exit_code = 1


class TooLarge(HwkgError):
    """An answer with more rows (or triples) than the caller accepts."""

    exit_code = 1


def first_line(exc: BaseException) -> str:
    """What an exception says, on one line (at most 300 characters): its message's first
    line, or its class's name when it says nothing."""
    text = str(exc).strip()
    return (text.splitlines()[0] if text else type(exc).__name__)[:300]


class NotWritable(HwkgError):
    """An answer the format asked for cannot hold (XML and a control character)."""

    exit_code = 1


def not_xml_error(where: str) -> NotWritable:
    return NotWritable(
        f"{where} holds a character XML 1.0 cannot carry (a control character); "
        "ask for another format (JSON, Turtle, N-Triples)"
    )
