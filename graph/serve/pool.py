"""The server's worker pool, in its event loop: processes of the time-limited runner
(``hwkg.graph.sparql.runner``) that each hold the store open and run one job at a time.

- A job that outlives the time limit, or whose client goes away, has its worker killed (the
  only way to stop a pyoxigraph query) and a fresh one started in the background.
- A fair share for light requests: when every worker is busy with a job that has run for
  HEAVY_SECONDS already, one more worker is started (up to twice the pool's size), so that
  heavy queries cannot hold every worker while a saved question waits; the extra workers
  leave once idle for EXTRA_IDLE_SECONDS.
- Each worker may hold at most ``memory`` bytes of data: past it, its allocation fails, the
  worker ends, the client hears so, and a fresh worker takes its place.
- A read-only store's workers read its newest snapshot (``hwkg.graph.store.snapshots``):
  when a writer publishes a newer one, fresh workers open it and the others leave as they
  finish (checked every RENEW_SECONDS, and at once on ``renew()``, which SIGHUP calls).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import time
from collections import deque
from collections.abc import Awaitable, Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from hwkg.graph.errors import NotWritable, StoreError, TooLarge, first_line
from hwkg.graph.sparql.runner import Worker, decode
from hwkg.graph.store import is_endpoint, snapshots
from hwkg.ingest import HwkgError, InputError

from .negotiate import HttpError

log = logging.getLogger("hwkg.serve")
STARTUP_SECONDS = 60.0
# A job running this long is heavy: when all workers run heavy jobs, a waiting request
# gets a worker of its own.
HEAVY_SECONDS = 0.5
# How often the pool looks for heavy jobs, idle extra workers and a newer snapshot.
TICK_SECONDS = 0.25
RENEW_SECONDS = 2.0
# An extra worker idle this long leaves.
EXTRA_IDLE_SECONDS = 10.0


async def _readable(conn: Connection, timeout: float) -> None:
    """Wait until ``conn`` has something to read (a reply, or EOF), at most ``timeout`` s."""
    loop = asyncio.get_running_loop()
    ready = loop.create_future()

    def wake() -> None:
        if not ready.done():
            ready.set_result(None)

    fd = conn.fileno()
    loop.add_reader(fd, wake)
    try:
        await asyncio.wait_for(ready, timeout)
    finally:
        loop.remove_reader(fd)


def http_error(exc: BaseException, memory: int | None = None) -> HttpError:
    """The HTTP answer to an error a job raised."""
    if isinstance(exc, HttpError):
        return exc
    if isinstance(exc, TooLarge):
        return HttpError(413, exc.message)
    if isinstance(exc, NotWritable):
        return HttpError(406, exc.message)
    if isinstance(exc, InputError):
        return HttpError(400, exc.message)
    if isinstance(exc, HwkgError):
        return HttpError(500, exc.message)
    if isinstance(exc, MemoryError):
        return out_of_memory(memory)
    return HttpError(500, f"unexpected {type(exc).__name__}: {first_line(exc)}")


def out_of_memory(memory: int | None) -> HttpError:
    limit = f" ({memory // 1_000_000:,} MB, --max-memory)" if memory else ""
    return HttpError(
        503,
        f"the query needed more memory than a worker may have{limit}; "
        "ask a narrower question or add LIMIT",
    )


class ClientGone(Exception):
    """The client went away before its answer was ready: there is no one to answer."""


class _Slot:
    """A worker and what the pool knows of it."""

    def __init__(self, worker: Worker, snapshot: str | None, extra: bool) -> None:
        self.worker = worker
        self.snapshot = snapshot
        self.extra = extra
        self.started: float | None = None  # when its job began, if busy
        self.idle_since = time.monotonic()


class WorkerPool:
    """Workers that each hold the store open and run one job at a time (see the module's
    docstring). A writable embedded store has one worker: one writer at a time."""

    def __init__(
        self,
        spec: str,
        size: int,
        writable: bool,
        timeout: float,
        memory: int | None = None,
        on_renew: Callable[[], None] | None = None,
    ):
        self.spec = spec
        self.size = size
        self.writable = writable
        self.timeout = timeout
        self.memory = memory
        self.on_renew = on_renew
        # Extra workers only where several may open the store: never for the one writer.
        self.most = size if writable else 2 * size
        # spawn: a worker never inherits the server's event loop or threads.
        self._ctx = multiprocessing.get_context("spawn")
        self._idle: deque[_Slot] = deque()
        self._busy: set[_Slot] = set()
        self._starting = 0
        self._starting_regular = 0
        self._waiters: deque[asyncio.Future[None]] = deque()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        self._snapshot = self._newest()
        self._checked = time.monotonic()
        self.restarts = 0
        self.extras = 0  # extra workers started so far (for the tests and the log)

    # -- the store's snapshots ----------------------------------------------------------------

    def _newest(self) -> str | None:
        if self.writable or is_endpoint(self.spec):
            return None  # the writer reads its own store; an endpoint has no snapshots
        found = snapshots.newest(Path(self.spec))
        return found.name if found else None

    def renew(self) -> None:
        """Look for a newer snapshot now; if there is one, fresh workers read it."""
        newest = self._newest()
        self._checked = time.monotonic()
        if newest is None or newest == self._snapshot:
            return
        self._snapshot = newest
        log.info("the store has changed: workers now read snapshot %s", newest)
        if self.on_renew is not None:
            self.on_renew()
        # Fresh workers first; the others leave once they are there and have finished.
        for _ in range(self.size):
            self._start(extra=False)

    # -- workers ------------------------------------------------------------------------------

    @property
    def _count(self) -> int:
        return len(self._idle) + len(self._busy) + self._starting

    def _regular(self) -> int:
        """The pool's own workers (not extra ones) reading the newest snapshot, or starting."""
        slots = (*self._idle, *self._busy)
        fresh = sum(1 for s in slots if not s.extra and s.snapshot == self._snapshot)
        return fresh + self._starting_regular

    def _spawn(self) -> Worker:
        return Worker(self._ctx, self.spec, self.writable, "hwkg-serve-worker", self.memory)

    async def _ready(self, worker: Worker) -> None:
        try:
            await _readable(worker.conn, STARTUP_SECONDS)
            worker.receive()
        except TimeoutError:
            raise StoreError("a query worker did not start within a minute") from None
        except (EOFError, OSError):
            raise StoreError("a query worker exited while opening the store") from None
        except HwkgError as exc:
            raise StoreError(exc.message) from None

    async def start(self) -> None:
        workers = [self._spawn() for _ in range(self.size)]
        results = await asyncio.gather(*(self._ready(w) for w in workers), return_exceptions=True)
        failed = [r for r in results if isinstance(r, BaseException)]
        if failed:
            for worker in workers:
                worker.stop(0)
            raise failed[0]
        for worker in workers:
            self._idle.append(_Slot(worker, self._snapshot, extra=False))
        self._task(self._tick())

    def _task(self, coroutine: Any) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _start(self, extra: bool) -> None:
        """Start a worker in the background; it joins the idle ones when ready."""
        self._starting += 1
        if extra:
            self.extras += 1
        else:
            self._starting_regular += 1
        self._task(self._started(extra))

    async def _started(self, extra: bool) -> None:
        try:
            slot = await self._new_slot(extra)
        finally:
            self._starting -= 1
            if not extra:
                self._starting_regular -= 1
        if slot is not None:
            self._release(slot)
            self._retire_stale()

    async def _new_slot(self, extra: bool) -> _Slot | None:
        for attempt in range(1, 6):
            if self._closed:
                return None
            snapshot = self._snapshot
            worker = await asyncio.to_thread(self._spawn)
            try:
                await self._ready(worker)
            except StoreError as exc:
                log.error("query worker failed to start (attempt %d): %s", attempt, exc)
                self._kill(worker)
                await asyncio.sleep(attempt)
                continue
            if self._closed:
                self._kill(worker)
                return None
            return _Slot(worker, snapshot, extra)
        return None

    def _kill(self, worker: Worker) -> None:
        with contextlib.suppress(Exception):
            worker.process.kill()
        with contextlib.suppress(Exception):
            worker.conn.close()

    def _stop(self, slot: _Slot) -> None:
        """An idle worker leaves: told to, and killed if it does not (in a thread)."""
        self._task(asyncio.to_thread(slot.worker.stop, 5))

    def _replace(self, slot: _Slot) -> None:
        """A busy worker is killed (its job stopped) and another started in its place."""
        self._busy.discard(slot)
        self._kill(slot.worker)
        self.restarts += 1
        self._task(asyncio.to_thread(slot.worker.process.join, 10))
        if not self._closed and not slot.extra and self._regular() < self.size:
            self._start(extra=False)

    def _retire_stale(self) -> None:
        """Idle workers of an older snapshot leave once as many fresh ones are ready."""
        slots = (*self._idle, *self._busy)
        ready = sum(1 for s in slots if not s.extra and s.snapshot == self._snapshot)
        for slot in list(self._idle):
            if slot.snapshot != self._snapshot and ready >= self.size:
                self._idle.remove(slot)
                self._stop(slot)

    def _release(self, slot: _Slot) -> None:
        """A worker is free again: to the first waiting request, or it leaves if it is of
        an older snapshot or an extra one no longer needed."""
        slot.started = None
        slot.idle_since = time.monotonic()
        if slot.snapshot != self._snapshot and self._fresh_enough():
            self._stop(slot)
            return
        self._idle.append(slot)
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def _fresh_enough(self) -> bool:
        return self._regular() >= self.size

    async def _tick(self) -> None:
        """Start an extra worker when every worker runs a heavy job; let idle extra workers
        go; look for a newer snapshot."""
        while not self._closed:
            await asyncio.sleep(TICK_SECONDS)
            now = time.monotonic()
            heavy = all(
                s.started is not None and now - s.started >= HEAVY_SECONDS for s in self._busy
            )
            # Started before anyone waits: spawning takes a second or more on a busy machine,
            # and a light request should find the worker ready.
            stuck = bool(self._busy) and not self._idle and heavy and self._starting == 0
            if stuck and self._count < self.most:
                self._start(extra=True)
            for slot in list(self._idle):
                if slot.extra and now - slot.idle_since > EXTRA_IDLE_SECONDS:
                    self._idle.remove(slot)
                    self._stop(slot)
            if now - self._checked >= RENEW_SECONDS:
                self.renew()

    async def _take(self, deadline: float) -> _Slot:
        while True:
            while self._idle:
                slot = self._idle.popleft()
                if not slot.worker.process.is_alive():
                    self._replace(slot)
                    continue
                return slot
            waiter = asyncio.get_running_loop().create_future()
            self._waiters.append(waiter)
            try:
                await asyncio.wait_for(waiter, max(deadline - time.monotonic(), 0))
            except TimeoutError:
                raise HttpError(
                    503,
                    "the server is busy: every worker is answering a query; try again shortly",
                    {"Retry-After": "1"},
                ) from None
            finally:
                with contextlib.suppress(ValueError):
                    self._waiters.remove(waiter)

    # -- jobs ---------------------------------------------------------------------------------

    async def run(
        self,
        job: Callable[..., Any],
        *args: Any,
        gone: Callable[[], Awaitable[None]] | None = None,
    ) -> Any:
        """Run ``job(store, *args)`` in a worker; return its value or raise HttpError.
        ``gone`` waits until the client has gone away: then the job is stopped (ClientGone)."""
        slot = await self._take(time.monotonic() + self.timeout)
        slot.started = time.monotonic()
        self._busy.add(slot)
        worker = slot.worker
        watch = asyncio.ensure_future(gone()) if gone is not None else None
        try:
            worker.send(job, args)
            answer = asyncio.ensure_future(_readable(worker.conn, self.timeout))
            waited = {answer} if watch is None else {answer, watch}
            done, _ = await asyncio.wait(waited, return_when=asyncio.FIRST_COMPLETED)
            if answer not in done:
                answer.cancel()
                raise ClientGone
            answer.result()  # TimeoutError at the limit
            reply = worker.conn.recv()
        except ClientGone:
            self._replace(slot)
            log.info("a client went away: its query was stopped")
            raise
        except TimeoutError:
            self._replace(slot)
            log.warning("a query ran past the %g s limit; its worker was stopped", self.timeout)
            raise HttpError(
                503,
                f"the query was stopped after {self.timeout:g} s, the server's time limit; "
                "ask a narrower question or add LIMIT",
            ) from None
        except (EOFError, OSError):
            self._replace(slot)
            if self.memory is not None:
                raise out_of_memory(self.memory) from None
            raise HttpError(
                500, "the query worker died (out of memory?); a new one is starting"
            ) from None
        except BaseException:  # cancelled: its reply would come to the next job, so it goes
            self._replace(slot)
            raise
        finally:
            if watch is not None:
                watch.cancel()
        self._busy.discard(slot)
        self._release(slot)
        try:
            return decode(reply)
        except Exception as exc:  # the job's own error: the worker goes on
            raise http_error(exc, self.memory) from None

    async def close(self) -> None:
        """Stop every worker: an idle one leaves on EOF (a writer flushes), a busy one is killed."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        slots = [*self._idle, *self._busy]
        self._idle.clear()
        self._busy.clear()
        await asyncio.to_thread(lambda: [slot.worker.stop(5) for slot in slots])
