"""Time limits: run a question in a child process, and stop that process at the limit.

pyoxigraph cannot interrupt a query from another thread, so the only way to stop a runaway
one is to end the process that runs it (``hwkg serve`` does the same with its workers).
The child opens the store itself, read-only, and sends back the Answer or the error it
raised; killing it leaves the store as it was.
"""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import pickle
import signal
import sys
import traceback
from collections.abc import Callable
from functools import cache
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from hwkg.ingest.errors import HwkgError, InputError, StoreError, TimeLimitError

from .answers import Answer, run
from .saved import SavedQuery
from .store import KnowledgeStore

# Seconds a question may run from the command line or the Python API; 0 means no limit.
DEFAULT_TIMEOUT = 60.0

T = TypeVar("T")


def _context() -> Any:
    # fork: the child starts with every module already imported (a few ms); spawn would
    # import rdflib and pyoxigraph again (most of a second) for every question. macOS
    # system libraries are not fork-safe, so there (and where fork is missing) spawn it is.
    if sys.platform != "darwin" and "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


@cache
def _warm() -> None:
    """Import once, in this process, what answering loads on first use, so that a forked
    child does not import it again for every question (the Python API asks many)."""
    import oxrdflib  # noqa: F401
    import rdflib.plugins.sparql
    import rdflib.plugins.sparql.parser  # noqa: F401

    from hwkg.ingest.resources import gazetteer

    gazetteer()


def _portable(exc: BaseException) -> tuple[str, Any, str]:
    """``exc`` in a form that crosses the pipe: (kind, class or exception, child traceback)."""
    where = "".join(traceback.format_exception(exc))
    if isinstance(exc, HwkgError):
        # Rebuilt from its class and message: a subclass may take other arguments.
        return "hwkg", (type(exc), exc.message), where
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:
        first = str(exc).splitlines()[0] if str(exc) else ""
        return "other", RuntimeError(f"{type(exc).__name__}: {first}"), where
    return "other", exc, where


def _rebuilt(kind: str, payload: Any, where: str) -> BaseException:
    if kind == "hwkg":
        cls, message = payload
        exc = cls.__new__(cls)
        HwkgError.__init__(exc, message)
    else:
        exc = payload
    exc.add_note(f"raised in the query process:\n{where}")
    return exc


def _child(conn: Connection, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    try:
        reply: tuple[Any, ...] = ("ok", fn(*args))
    except BaseException as exc:
        reply = ("error", *_portable(exc))
    try:
        conn.send(reply)  # pickled whole before a byte is written
    except Exception as exc:  # a value that does not pickle
        conn.send(("error", *_portable(exc)))
    finally:
        conn.close()


def call_within(
    seconds: float | None, fn: Callable[..., T], *args: Any, option: str = "--timeout"
) -> T:
    """Return ``fn(*args)``, run in a child process that is killed after ``seconds``.

    ``seconds`` of 0 (or None) runs ``fn`` here, with no limit. An error ``fn`` raises is
    raised here as it was (same class, same message); at the limit, a TimeLimitError
    whose message names ``option``, the setting that raises the limit.
    """
    if seconds is None or seconds == 0:
        return fn(*args)
    if not seconds > 0:  # negative, or not a number
        raise InputError(f"{option} must be 0 (no limit) or a number of seconds, not {seconds:g}")
    _warm()
    for stream in (sys.stdout, sys.stderr):
        # A forked child flushes its copy of these buffers when it ends: empty them first,
        # or what this process had yet to write would be written twice.
        with contextlib.suppress(Exception):
            stream.flush()
    ctx = _context()
    receiver, sender = ctx.Pipe(duplex=False)
    process = ctx.Process(target=_child, args=(sender, fn, args), name="hwkg-query", daemon=True)
    process.start()
    sender.close()
    answered = False
    try:
        if not receiver.poll(None if math.isinf(seconds) else seconds):
            raise TimeLimitError(
                f"the query was stopped after {seconds:g} s, its time limit ({option}); "
                "ask a narrower question, add LIMIT, or raise the limit"
            )
        try:
            reply = receiver.recv()
        except EOFError:
            process.join(5)
            raise StoreError(
                f"the query process ended without an answer (exit code {process.exitcode}); "
                "out of memory?"
            ) from None
        answered = True
    finally:
        # Answered, the child has only to exit; at the limit (or on Ctrl-C) it is killed.
        process.join(2 if answered else 0)
        if process.is_alive():
            process.kill()
            process.join()
        receiver.close()
    if reply[0] == "ok":
        return reply[1]
    raise _rebuilt(*reply[1:])


def _answer(spec: str | None, question: SavedQuery, params: dict[str, str]) -> Answer:
    with KnowledgeStore(spec, read_only=True) as store:
        return run(store, question, params)


def answer_within(
    spec: str | None,
    question: SavedQuery,
    params: dict[str, str] | None = None,
    timeout: float | None = DEFAULT_TIMEOUT,
    option: str = "--timeout",
) -> Answer:
    """Return the Answer to ``question`` on the store ``spec`` (opened read-only), stopped
    after ``timeout`` seconds (0: no limit)."""
    return call_within(timeout, _answer, spec, question, params or {}, option=option)
