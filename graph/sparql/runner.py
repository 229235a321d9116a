"""The one time-limited runner: jobs run in a child process that holds the store open, and a
job that outlives its time limit has its process killed.

pyoxigraph cannot interrupt a query from another thread, so the only way to stop a runaway
one is to end the process that runs it. The command line and the Python API start one child
per question (``call_within``); ``hwkg serve`` keeps a pool of them (``hwkg.graph.serve.pool``).
The ``hwkg`` program, which ends as soon as it has answered or failed, runs its question on a
thread instead (``call_on_thread``): at the limit, the end of the program stops the query.
Both speak one protocol over one pipe: the child opens the store and says ``("ready",)``;
then, per job, the parent sends ``(function, args)`` and the child answers ``("ok", value)``
or ``("error", ...)``, the error rebuilt in the parent with its class and message; ``None``
(or the pipe's end) sends the child away. A job is a
module-level function called as ``function(store, *args)`` (``function(*args)`` when the
child opened no store). Killing a child leaves the store as it was. A child over an
Oxigraph folder cannot open a socket (``hwkg.graph.store.offline``): jobs read and write the
store, nothing else.
"""

from __future__ import annotations

import contextlib
import gc
import math
import signal
import sys
import threading
import time
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from hwkg.graph.errors import StoreError, TimeLimitError
from hwkg.graph.store import KnowledgeStore, is_endpoint
from hwkg.graph.store.offline import make_process_offline, make_thread_offline, without_frames
from hwkg.ingest import HwkgError, InputError

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

# Seconds a question may run from the command line or the Python API; 0 means no limit.
DEFAULT_TIMEOUT = 60.0

T = TypeVar("T")


def fork_context() -> Any:
    import multiprocessing  # 20 ms: imported by the callers that start a process

    # fork: the child starts with every module already imported (a few ms); spawn would
    # import rdflib and pyoxigraph again (most of a second) for every question. macOS
    # system libraries are not fork-safe, so there (and where fork is missing) spawn it is.
    if sys.platform != "darwin" and "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


@cache
def _warm() -> None:
    """Read once, in this process, what answering reads on first use, so that a forked
    child does not read it again for every question (the Python API asks many). (A text
    that needs rdflib's parser is checked before the fork: ``run.check_question``; the
    gazetteer, which only an entity parameter needs, is read by ``api.ask_question``.)"""
    from hwkg.graph.vocab import entity_classes

    entity_classes()


# -- errors across the pipe -----------------------------------------------------------------


def portable(exc: BaseException) -> tuple[str, Any, str]:
    """``exc`` in a form that crosses the pipe: (kind, class or exception, child traceback)."""
    import pickle
    import traceback

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


def rebuilt(kind: str, payload: Any, where: str) -> BaseException:
    """The exception ``portable`` sent, with the child's traceback as a note."""
    if kind == "hwkg":
        cls, message = payload
        exc = cls.__new__(cls)
        HwkgError.__init__(exc, message)
    else:
        exc = payload
    exc.add_note(f"raised in the query process:\n{where}")
    return exc


# -- the child ------------------------------------------------------------------------------


def child_main(
    conn: Connection, spec: str | None, writable: bool, memory: int | None = None
) -> None:
    """A child process: open the store (if ``spec``), then run jobs until the pipe closes.
    ``memory``: the most bytes of data (heap) the process may hold; past it, an allocation
    fails and the process ends (the server starts another)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    if memory is not None:
        import resource

        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_DATA, (memory, memory))
    # Before the store is opened: no thread of a query process over an Oxigraph folder may
    # open a socket, so no spelling of SERVICE or LOAD reaches the network
    # (hwkg.graph.store.offline). Over an endpoint, the requests to it are the process's work.
    if spec is None or not is_endpoint(spec):
        make_process_offline()
    store = None
    try:
        if spec is not None:
            store = KnowledgeStore(spec, read_only=not writable)
    except BaseException as exc:
        conn.send(("error", *portable(exc)))
        return
    conn.send(("ready",))
    try:
        while True:
            try:
                job = conn.recv()
            except (EOFError, OSError):
                break
            if job is None:  # the parent's goodbye (a forked child holds its end open too)
                break
            fn, args = job
            reply: tuple[Any, ...]
            try:
                reply = ("ok", fn(store, *args) if store is not None else fn(*args))
            except BaseException as exc:
                reply = ("error", *portable(exc))
            try:
                conn.send(reply)  # pickled whole before a byte is written
            except (BrokenPipeError, EOFError):
                break
            except Exception as exc:  # a value that does not pickle
                conn.send(("error", *portable(exc)))
    finally:
        if store is not None:
            store.close()


def decode(reply: tuple[Any, ...]) -> Any:
    """What a reply says: ``"ready"``, a job's value, or the job's error, raised."""
    if reply[0] == "ready":
        return "ready"
    if reply[0] == "ok":
        return reply[1]
    raise rebuilt(*reply[1:])


class Worker:
    """A child process that runs jobs one at a time, and the parent's end of its pipe."""

    def __init__(
        self, ctx: Any, spec: str | None, writable: bool, name: str, memory: int | None = None
    ) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(
            target=child_main, args=(child, spec, writable, memory), name=name, daemon=True
        )
        self.process.start()
        child.close()

    def send(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.conn.send((fn, args))

    def receive(self) -> Any:
        """The child's reply: ``"ready"``, a job's value, or its error raised here. EOFError
        when the child died (out of memory, a crash)."""
        return decode(self.conn.recv())

    def stop(self, wait: float = 0) -> None:
        """Tell the child to leave and close the pipe; kill it if still there after ``wait``
        seconds (a busy child is)."""
        with contextlib.suppress(Exception):
            self.conn.send(None)
        self.conn.close()
        self.process.join(wait)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()


def stopped(seconds: float, option: str) -> TimeLimitError:
    """The error of a question stopped at its limit of ``seconds``, set by ``option``."""
    return TimeLimitError(
        f"the query was stopped after {seconds:g} s, its time limit ({option}); "
        "ask a narrower question, add LIMIT, or raise the limit"
    )


def call_within(
    seconds: float | None,
    fn: Callable[..., T],
    *args: Any,
    store: str | None = None,
    option: str = "--timeout",
    while_waiting: Callable[[], object] | None = None,
) -> T:
    """Return ``fn(*args)`` (``fn(store, *args)``, the store ``store`` opened read-only),
    run in a child process that is killed after ``seconds``; ``while_waiting`` is called
    here meanwhile (before ``fn`` when there is no child).

    ``seconds`` of 0 (or None) runs ``fn`` here, with no limit. An error ``fn`` raises is
    raised here as it was (same class, same message); at the limit, a TimeLimitError
    whose message names ``option``, the setting that raises the limit.
    """
    if seconds is None or seconds == 0:
        if while_waiting is not None:
            while_waiting()
        if store is None:
            return fn(*args)
        with KnowledgeStore(store, read_only=True) as opened:
            return fn(opened, *args)
    if not seconds > 0:  # negative, or not a number
        raise InputError(f"{option} must be 0 (no limit) or a number of seconds, not {seconds:g}")
    _warm()
    for stream in (sys.stdout, sys.stderr):
        # A forked child flushes its copy of these buffers when it ends: empty them first,
        # or what this process had yet to write would be written twice.
        with contextlib.suppress(Exception):
            stream.flush()
    deadline = time.monotonic() + seconds
    # What this process holds (an open store, query solutions) must never be collected in a
    # forked child: freeing a native object of the parent there crashes it. Frozen objects
    # are left alone by the collector, in the child as here until unfrozen.
    gc.freeze()
    try:
        worker = Worker(fork_context(), store, False, "hwkg-query")
    finally:
        gc.unfreeze()
    answered = False
    try:
        if while_waiting is not None:
            while_waiting()  # on this process's core, as the child opens the store
        for message in ("ready", "answer"):
            left = max(deadline - time.monotonic(), 0) if math.isfinite(seconds) else None
            if not worker.conn.poll(left):
                raise stopped(seconds, option)
            try:
                value = worker.receive()
            except EOFError:
                worker.process.join(5)
                raise StoreError(
                    "the query process ended without an answer "
                    f"(exit code {worker.process.exitcode}); out of memory?"
                ) from None
            if message == "ready":
                worker.send(fn, args)
        answered = True
    finally:
        # Answered, the child has only to exit; at the limit (or on Ctrl-C) it is killed.
        worker.stop(2 if answered else 0)
    return value


def call_on_thread(
    seconds: float,
    fn: Callable[..., T],
    *args: Any,
    store: str,
    option: str = "--timeout",
    while_waiting: Callable[[], object] | None = None,
) -> T:
    """Return ``fn(opened, *args)``, the Oxigraph folder ``store`` opened read-only, run on a
    thread of this process that cannot open a socket (nor can the threads it starts: the
    store's); at ``seconds``, a TimeLimitError as ``call_within`` raises it, **and the thread
    runs on**: pyoxigraph cannot stop a query. Only for a process that ends as soon as it has
    said so (``hwkg``'s own: ``hwkg.graph.cli.run``), where a child process would cost more
    than the question (multiprocessing's import, the fork and the child's end: 30-40 ms).
    ``while_waiting`` is called on this thread meanwhile.
    """
    if not seconds > 0:  # 0 (no limit) is the caller's to run here; negative, not a number
        raise InputError(f"{option} must be 0 (no limit) or a number of seconds, not {seconds:g}")
    outcome: list[tuple[bool, Any]] = []
    done = threading.Event()

    def work() -> None:
        try:
            make_thread_offline()  # before the store is opened, as in a query process
            with KnowledgeStore(store, read_only=True) as opened:
                outcome.append((True, fn(opened, *args)))
        except BaseException as exc:
            import traceback

            where = "".join(traceback.format_exception(exc))
            # No frame of this thread's may reach the caller's: they hold the engine's objects.
            exc = without_frames(exc)
            exc.add_note(f"raised in the query thread:\n{where}")
            outcome.append((False, exc))
        finally:
            done.set()

    threading.Thread(target=work, name="hwkg-query", daemon=True).start()
    if while_waiting is not None:
        while_waiting()
    if not done.wait(seconds if math.isfinite(seconds) else None):
        raise stopped(seconds, option)
    answered, value = outcome[0]
    if not answered:
        raise value
    return value
