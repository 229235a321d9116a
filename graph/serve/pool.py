"""The server's worker pool, in its event loop: processes of the time-limited runner
(``hwkg.graph.sparql.runner``) that each hold the store open and run one job at a time."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from hwkg.graph.errors import StoreError, TooLarge, first_line
from hwkg.graph.sparql.runner import Worker, decode
from hwkg.ingest import HwkgError, InputError

from .negotiate import HttpError

log = logging.getLogger("hwkg.serve")
STARTUP_SECONDS = 60.0


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


def http_error(exc: BaseException) -> HttpError:
    """The HTTP answer to an error a job raised."""
    if isinstance(exc, HttpError):
        return exc
    if isinstance(exc, TooLarge):
        return HttpError(413, exc.message)
    if isinstance(exc, InputError):
        return HttpError(400, exc.message)
    if isinstance(exc, HwkgError):
        return HttpError(500, exc.message)
    return HttpError(500, f"unexpected {type(exc).__name__}: {first_line(exc)}")


class WorkerPool:
    """Workers that each hold the store open and run one job at a time.

    A job that outlives ``timeout`` seconds has its worker killed (the only way to stop a
    pyoxigraph query) and a fresh worker started in the background; the other workers go on
    answering meanwhile. A writable embedded store has one worker: one writer at a time.
    """

    def __init__(self, spec: str, size: int, writable: bool, timeout: float):
        self.spec = spec
        self.size = size
        self.writable = writable
        self.timeout = timeout
        # spawn: a worker never inherits the server's event loop or threads.
        self._ctx = multiprocessing.get_context("spawn")
        self._idle: asyncio.Queue[Worker] = asyncio.Queue()
        self._workers: set[Worker] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        self.restarts = 0

    def _spawn(self) -> Worker:
        worker = Worker(self._ctx, self.spec, self.writable, "hwkg-serve-worker")
        self._workers.add(worker)
        return worker

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
            await self.close()
            raise failed[0]
        for worker in workers:
            self._idle.put_nowait(worker)

    async def run(self, job: Callable[..., Any], *args: Any) -> Any:
        """Run ``job(store, *args)`` in a worker; return its value or raise HttpError."""
        try:
            worker = await asyncio.wait_for(self._idle.get(), self.timeout)
        except TimeoutError:
            raise HttpError(
                503,
                "the server is busy: every worker is answering a query; try again shortly",
                {"Retry-After": "1"},
            ) from None
        try:
            worker.send(job, args)
            await _readable(worker.conn, self.timeout)
            reply = worker.conn.recv()
        except TimeoutError:
            self._replace(worker)
            log.warning("a query ran past the %g s limit; its worker was stopped", self.timeout)
            raise HttpError(
                503,
                f"the query was stopped after {self.timeout:g} s, the server's time limit; "
                "ask a narrower question or add LIMIT",
            ) from None
        except (EOFError, OSError):
            self._replace(worker)
            raise HttpError(
                500, "the query worker died (out of memory?); a new one is starting"
            ) from None
        except BaseException:  # cancelled: its reply would come to the next job, so it goes
            self._replace(worker)
            raise
        self._idle.put_nowait(worker)
        try:
            return decode(reply)
        except Exception as exc:  # the job's own error: the worker goes on
            raise http_error(exc) from None

    def _replace(self, worker: Worker) -> None:
        self._workers.discard(worker)
        with contextlib.suppress(Exception):
            worker.process.kill()
        worker.conn.close()
        if self._closed:
            return
        task = asyncio.get_running_loop().create_task(self._respawn(worker))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _respawn(self, old: Worker) -> None:
        self.restarts += 1
        await asyncio.to_thread(old.process.join, 10)  # a writer's lock goes with its process
        for attempt in range(1, 6):
            if self._closed:
                return
            worker = self._spawn()
            try:
                await self._ready(worker)
            except StoreError as exc:
                log.error("query worker failed to start (attempt %d): %s", attempt, exc)
                self._drop(worker)
                await asyncio.sleep(attempt)
                continue
            if self._closed:
                self._drop(worker)
                return
            self._idle.put_nowait(worker)
            return

    def _drop(self, worker: Worker) -> None:
        self._workers.discard(worker)
        with contextlib.suppress(Exception):
            worker.process.kill()
        worker.conn.close()

    async def close(self) -> None:
        """Stop every worker: an idle one leaves on EOF (a writer flushes), a busy one is killed."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        workers = list(self._workers)
        await asyncio.to_thread(lambda: [worker.stop(5) for worker in workers])
        self._workers.clear()
