"""The engine runs offline: Oxigraph's queries and updates run only on threads that the kernel
forbids to open a socket, so that no spelling of ``SERVICE`` or ``LOAD`` reaches the network.

A check that reads a query with one parser while another engine runs it can be walked around
(rdflib expands ``\\u`` escapes before it tokenises, Oxigraph does not: ``"\\u0022"`` hid a
``SERVICE`` from the check). Oxigraph has no switch for its HTTP client, so the switch is the
kernel's: a seccomp filter makes ``socket()`` fail with ENONET ("Machine is not on the
network") on the thread that runs the engine, and on every thread that thread starts.
Oxigraph's ``SERVICE`` and ``LOAD`` then fail before a connection (or a DNS lookup) is tried.

- A query process (``hwkg.graph.sparql.runner``: the command line, the API, the server's
  workers) is made offline whole, before it opens the store (``make_process_offline``); the
  ``hwkg`` program's query thread (``runner.call_on_thread``) is made offline itself, with
  the store's threads it starts (``make_thread_offline``).
- Anywhere else (the command line's in-process questions, ingest's writes, a notebook), the
  embedded store hands each query and update to one offline thread of the process
  (``run_offline``) and waits for it: the caller's own threads keep their network.
- Except a query whose text cannot spell ``SERVICE`` at all (``cannot_reach_network``:
  ASCII, no backslash, no "service" in any case; every saved question of hwkg's and its
  label reads), which runs on the caller's thread (``run_query``): a query goes to the
  network only through ``SERVICE``, and the hand-off costs about 0.15 ms, as much as a small
  question itself (benchmarks/README.md, sixth pass). Updates always go to the offline thread.

Linux on x86-64 and arm64 only (seccomp, with the system-call numbers below); elsewhere
``available()`` is False and the safety check of ``hwkg.graph.sparql.check`` stands alone.
"""

from __future__ import annotations

import errno
import os
import queue
import struct
import sys
import threading
from collections.abc import Callable
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from concurrent.futures import Future

T = TypeVar("T")

# What socket() says on an offline thread: distinct from any error of a file or a disk.
OFFLINE_ERRNO = errno.ENONET

# machine: (AUDIT_ARCH_*, socket, io_uring_setup, seccomp) system-call numbers.
_SYSCALLS = {
    "x86_64": (0xC000003E, 41, 425, 317),
    "amd64": (0xC000003E, 41, 425, 317),
    "aarch64": (0xC00000B7, 198, 425, 277),
    "arm64": (0xC00000B7, 198, 425, 277),
}
_PR_SET_NO_NEW_PRIVS = 38
_SECCOMP_SET_MODE_FILTER = 1
_SECCOMP_FILTER_FLAG_TSYNC = 1
_X32_BIT = 0x40000000
# Classic BPF: load a word of seccomp_data, jump if equal / greater or equal, return.
_LD, _JEQ, _JGE, _RET = 0x20, 0x15, 0x35, 0x06
_ALLOW = 0x7FFF0000
_REFUSE = 0x00050000 | OFFLINE_ERRNO  # SECCOMP_RET_ERRNO


def _instruction(code: int, jt: int, jf: int, k: int) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


@cache
def _filter() -> tuple[bytes, int] | None:
    """The BPF program (bytes, instruction count) for this machine, or None."""
    if sys.platform != "linux":
        return None
    numbers = _SYSCALLS.get(_machine())
    if numbers is None:
        return None
    arch, socket_nr, io_uring_nr, _ = numbers
    program = [
        _instruction(_LD, 0, 0, 4),  # 0: the architecture
        _instruction(_JEQ, 1, 0, arch),  # 1: native: go on at 3
        _instruction(_RET, 0, 0, _REFUSE),  # 2: another ABI (int 0x80): nothing
        _instruction(_LD, 0, 0, 0),  # 3: the system call's number
        _instruction(_JGE, 0, 1, _X32_BIT),  # 4: x32 numbers: refused
        _instruction(_RET, 0, 0, _REFUSE),  # 5
        _instruction(_JEQ, 2, 0, socket_nr),  # 6: socket(): refused, whatever its family
        _instruction(_JEQ, 1, 0, io_uring_nr),  # 7: io_uring can open sockets too
        _instruction(_RET, 0, 0, _ALLOW),  # 8
        _instruction(_RET, 0, 0, _REFUSE),  # 9
    ]
    return b"".join(program), len(program)


def _machine() -> str:
    """The machine's architecture, as ``platform.machine()`` says it (a module of 3 ms)."""
    return os.uname().machine.lower() if hasattr(os, "uname") else ""


def _install(whole_process: bool) -> bool:
    """Install the filter on this thread (on every thread of the process when asked);
    return whether it is in place."""
    found = _filter()
    if found is None:
        return False
    import ctypes

    class Program(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]

    code, length = found
    seccomp_nr = _SYSCALLS[_machine()][3]
    try:
        libc = ctypes.CDLL(None, use_errno=True)
    except OSError:
        return False
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        return False
    program = Program(length, code)
    flags = _SECCOMP_FILTER_FLAG_TSYNC if whole_process else 0
    return libc.syscall(seccomp_nr, _SECCOMP_SET_MODE_FILTER, flags, ctypes.byref(program)) == 0


_state = threading.local()
_process_offline = False


@cache
def available() -> bool:
    """Whether threads can be made offline here (tried once, on a short-lived thread)."""
    if _filter() is None:
        return False
    result: list[bool] = []
    probe = threading.Thread(target=lambda: result.append(_install(False)), daemon=True)
    probe.start()
    probe.join()
    return bool(result and result[0])


def is_offline() -> bool:
    """Whether this thread cannot open a socket."""
    return _process_offline or getattr(_state, "offline", False)


def make_process_offline() -> bool:
    """Forbid every thread of this process, now and later, to open a socket; return whether
    that is done (False where seccomp is not available). For query processes only: they
    need no network, and the pipe to their parent is open already."""
    global _process_offline
    if not _process_offline and _filter() is not None:
        _process_offline = _install(True)
    return _process_offline


def make_thread_offline() -> bool:
    """Forbid this thread, and the threads it starts from now on, to open a socket; return
    whether that is done. For a thread that runs one question and nothing else (the command
    line's: ``hwkg.graph.sparql.runner.call_on_thread``)."""
    if not is_offline() and available():
        _state.offline = _install(False)
    return is_offline()


class _OfflineThread:
    """One daemon thread, offline, that runs the calls handed to it one at a time."""

    def __init__(self) -> None:
        from concurrent.futures import Future

        self.jobs: queue.SimpleQueue[tuple[Callable[..., Any], tuple[Any, ...], Future[Any]]]
        self.jobs = queue.SimpleQueue()
        started: Future[bool] = Future()
        self.thread = threading.Thread(
            target=self._main, args=(started,), name="hwkg-engine", daemon=True
        )
        self.thread.start()
        self.offline = started.result()

    def _main(self, started: Future[bool]) -> None:
        _state.offline = _install(False)
        started.set_result(_state.offline)
        while True:
            fn, args, future = self.jobs.get()
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args))
                except BaseException as exc:
                    future.set_exception(without_frames(exc))
            # Nothing of a job may outlive it here: a bound method would keep its store open
            # (RocksDB's files in use) after the caller closed it.
            del fn, args, future


def without_frames(exc: BaseException) -> BaseException:
    """``exc`` (and the exceptions it chains) with no traceback: the frames would keep the
    engine's objects (query solutions, which must be dropped on the thread that made them)
    alive on the caller's thread."""
    seen: set[int] = set()
    chained: BaseException | None = exc
    while chained is not None and id(chained) not in seen:
        seen.add(id(chained))
        chained.__traceback__ = None
        chained = chained.__cause__ or chained.__context__
    return exc


_engine: _OfflineThread | None = None
_engine_lock = threading.Lock()


def _engine_thread() -> _OfflineThread:
    global _engine
    with _engine_lock:
        if _engine is None or not _engine.thread.is_alive():
            _engine = _OfflineThread()
        return _engine


def run_offline(fn: Callable[..., T], *args: Any) -> T:
    """Return ``fn(*args)``, run on a thread that cannot open a socket: this one when it is
    offline already, else the process's offline thread (where seccomp is not available, here).

    The call runs to its end even when this thread is interrupted (Ctrl-C): a store call
    cannot be stopped half-way in any case, and leaving while it runs would let the
    interpreter end under it. The interruption is raised when the call is done.
    """
    if is_offline() or not available():
        return fn(*args)
    engine = _engine_thread()
    if not engine.offline:  # the filter failed on that thread: nothing to gain by going there
        return fn(*args)
    from concurrent.futures import Future

    future: Future[T] = Future()
    engine.jobs.put((fn, args, future))
    interrupted: BaseException | None = None
    while True:
        try:
            value = future.result()
            break
        except KeyboardInterrupt as exc:
            interrupted = exc
        except BaseException:
            if interrupted is not None:
                raise interrupted from None
            raise
    if interrupted is not None:
        raise interrupted
    return value


# The verdicts on the texts last asked (a saved question's bound text comes again and again:
# lowering it and searching it were a sixth of a small question's own instructions).
@lru_cache(maxsize=256)
def cannot_reach_network(query: str) -> bool:
    """Whether the SPARQL query ``query`` surely holds no ``SERVICE``, however spelled: its
    text is ASCII (no look-alike letter such as the long s), has no backslash (no escape
    that an engine might expand into a keyword), and has no "service" in any case (glued
    or not). A text that fails this may be harmless ("cloud service"); it is just not run
    outside the offline thread."""
    return query.isascii() and "\\" not in query and "service" not in query.lower()


def run_query(fn: Callable[..., T], query: str, *args: Any) -> T:
    """Return ``fn(query, *args)`` for a query ``query`` (never an update, where ``LOAD``
    is the way out): on this thread when its text cannot name a service, else through
    ``run_offline``."""
    if cannot_reach_network(query):
        return fn(query, *args)
    return run_offline(fn, query, *args)


def refused_network(exc: BaseException) -> bool:
    """Whether ``exc`` is the engine's report of a socket refused on an offline thread."""
    return isinstance(exc, OSError) and (
        exc.errno == OFFLINE_ERRNO or f"(os error {OFFLINE_ERRNO})" in str(exc)
    )
