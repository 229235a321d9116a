"""``hwkg serve``: a SPARQL 1.1 endpoint and a web page over the graph (Starlette + uvicorn).

Routes:

``/sparql``         SPARQL 1.1 Protocol: a query by GET (``?query=``) or POST (form-encoded
                    ``query=`` or an ``application/sparql-query`` body), answers negotiated on
                    Accept (SPARQL results JSON/XML, CSV, TSV; Turtle, N-Triples, JSON-LD,
                    RDF/XML for graphs). Updates (``update=``, ``application/sparql-update``)
                    are answered 403 unless the server was started with ``allow_update``.
``/update``         SPARQL Update only (the same rules).
``/``               the saved questions, each with a form; an editor for ad hoc queries;
                    the entities. ``/ask/<name>`` answers a saved question as a table.
``/query``          an ad hoc query answered as an HTML table.
``/graph``          the interactive picture of the graph (``hwkg.graph.viz``).
``/id/<key>``       an entity: HTML for a browser, RDF for ``Accept: text/turtle`` and
                    friends (``https://w3id.org/hwkg/id/<key>`` dereferences here).

Safety: every query runs in a worker process that opened the store itself (read-only unless
updates are allowed); a query that outlives the time limit has its worker killed and replaced
(pyoxigraph cannot be interrupted from another thread), and the client gets 503. ``SERVICE``,
``FROM`` and ``LOAD`` are refused before the store is touched, so the server never fetches
anything. Request bodies are capped (413), and so are answers: one with more than
``max_rows`` rows (or triples) is refused with 413 rather than cut silently. CORS headers are
sent only when asked for; updates from another origin are refused even then. An update keeps
the store's union graph and claims right (``KnowledgeStore.apply_update``).

The modules: ``protocol.py`` the SPARQL endpoints, ``pages.py`` the HTML pages,
``jobs.py`` what the workers run, ``pool.py`` the workers, ``negotiate.py`` content
negotiation; HTML in ``templates/``.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import os
import signal
import socket
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any

import jinja2
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from hwkg.graph.errors import StoreError
from hwkg.graph.store import KnowledgeStore
from hwkg.graph.terms import drawable
from hwkg.ingest import LANGUAGES, InputError

from .jobs import PAGE_ROWS
from .negotiate import HttpError
from .pages import Pages
from .pool import ClientGone, WorkerPool
from .protocol import Protocol

TEMPLATES = Path(__file__).resolve().parent / "templates"
CONTENT_SECURITY = (
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; "
    "base-uri 'none'; frame-ancestors 'none'"
)


class Server:
    """The routes of ``hwkg serve`` over one worker pool."""

    def __init__(
        self,
        spec: str,
        allow_update: bool,
        timeout: float,
        max_body: int,
        max_rows: int,
        workers: int,
        max_bytes: int = 50_000_000,
        max_memory: int | None = None,
    ) -> None:
        self.spec = spec
        self.allow_update = allow_update
        self.timeout = timeout
        self.max_body = max_body
        self.max_rows = max_rows
        self.max_bytes = max_bytes
        self.pool = WorkerPool(
            spec, workers, allow_update, timeout, max_memory, on_renew=self.forget
        )
        self.languages = tuple(sorted(LANGUAGES))
        self.protocol = Protocol(self)
        self.pages = Pages(self)
        # A read-only store never changes under the server: its pages can be kept.
        self._cache: dict[tuple[str, ...], Any] = {}
        self.templates = jinja2.Environment(
            loader=jinja2.FileSystemLoader(TEMPLATES),
            autoescape=True,
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )

    @contextlib.asynccontextmanager
    async def lifespan(self, app: Starlette) -> AsyncIterator[None]:
        await self.pool.start()
        loop = asyncio.get_running_loop()
        # SIGHUP: read the store's newest snapshot now. Not where signals cannot reach the
        # loop: a loop without signal handlers (NotImplementedError), not the main thread
        # (RuntimeError), a signal the platform lacks (ValueError).
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(signal.SIGHUP, self.pool.renew)
        try:
            yield
        finally:
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.remove_signal_handler(signal.SIGHUP)
            await self.pool.close()

    async def run(self, request: Request, job: Callable[..., Any], *args: Any) -> Any:
        """``job(store, *args)`` in a worker, stopped if the client goes away meanwhile."""
        return await self.pool.run(job, *args, gone=lambda: _gone(request))

    async def cached(
        self, request: Request, key: tuple[str, ...], job: Callable[..., Any], *args: Any
    ) -> Any:
        if key in self._cache:
            return self._cache[key]
        value = await self.run(request, job, *args)
        if not self.allow_update:
            self._cache[key] = value
        return value

    def forget(self) -> None:
        """Drop the pages kept: the store changed."""
        self._cache.clear()

    # -- responses --------------------------------------------------------------------------

    async def page_off_loop(self, template: str, status: int = 200, **context: Any) -> HTMLResponse:
        """``page``, drawn in a thread: a large page does not stop the event loop."""
        return await asyncio.to_thread(self.page, template, status, **context)

    def page(self, template: str, status: int = 200, **context: Any) -> HTMLResponse:
        context.setdefault("title", "hwkg")
        context.update(
            server={
                "read_only": not self.allow_update,
                "timeout": self.timeout,
                "max_rows": self.max_rows,
            },
            page_rows=PAGE_ROWS,
        )
        # A control character of the data (a curated label) is no HTML: shown as U+FFFD.
        body = drawable(self.templates.get_template(template).render(**context))
        return HTMLResponse(
            body, status, headers={"Content-Security-Policy": CONTENT_SECURITY, "Vary": "Accept"}
        )

    def error_page(self, exc: HttpError) -> HTMLResponse:
        response = self.page(
            "error.html",
            exc.status,
            title=f"{exc.status}: hwkg",
            code=exc.status,
            message=exc.message,
        )
        response.headers.update(exc.headers)
        return response

    @staticmethod
    def error_text(exc: HttpError) -> Response:
        return Response(
            exc.message + "\n", exc.status, headers=exc.headers, media_type="text/plain"
        )

    async def read_body(self, request: Request) -> bytes:
        """The request body, at most ``max_body`` bytes (else 413, the rest read and dropped
        so that the client gets the answer rather than a reset connection)."""
        too_large = HttpError(
            413, f"the request body is larger than {self.max_body:,} bytes, the server's limit"
        )
        declared = request.headers.get("content-length", "")
        drain_limit = max(4 * self.max_body, 8_000_000)
        if declared.isascii() and declared.isdigit() and int(declared) > drain_limit:
            raise too_large
        chunks, size = [], 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > drain_limit:
                break
            if size <= self.max_body:
                chunks.append(chunk)
        if size > self.max_body:
            raise too_large
        return b"".join(chunks)


def _workers_for(shared_writers: bool, allow_update: bool, workers: int | None) -> int:
    if allow_update and not shared_writers:
        return 1  # one read-write opener at a time
    if workers is not None:
        if workers < 1:
            raise InputError("--workers must be at least 1")
        return workers
    return max(2, min(4, os.cpu_count() or 1))


def create_app(
    store_spec: str | None,
    allow_update: bool = False,
    timeout: float = 10.0,
    cors: bool = False,
    max_body: int = 1_000_000,
    max_rows: int = 100_000,
    workers: int | None = None,
    host: str = "127.0.0.1",
    allowed_hosts: Iterable[str] = (),
    max_bytes: int = 50_000_000,
    max_memory: int | None = 1_000_000_000,
) -> Starlette:
    """The ``hwkg serve`` application over a store (a folder or a SPARQL endpoint URL).

    The store is opened here once to report a missing or locked store before serving;
    the workers open it themselves when the application starts (its lifespan). Requests
    are answered only when their Host names ``host`` (the address the server listens on)
    or one of ``allowed_hosts`` (``HostCheck``).
    """
    if timeout <= 0:
        raise InputError("--timeout must be more than 0 seconds")
    if max_body < 1 or max_rows < 1 or max_bytes < 1:
        raise InputError("the body, row and byte limits must be at least 1")
    if max_memory is not None and max_memory < 100_000_000:
        raise InputError("--max-memory must be at least 100 (MB): a worker needs that to start")
    with KnowledgeStore(store_spec, read_only=not allow_update) as store:
        spec, shared = store.location, store.shared_writers
    size = _workers_for(shared, allow_update, workers)
    server = Server(spec, allow_update, timeout, max_body, max_rows, size, max_bytes, max_memory)
    protocol, pages = server.protocol, server.pages
    routes = [
        Route("/", pages.index, methods=["GET"]),
        Route("/sparql", protocol.sparql, methods=["GET", "POST"]),
        Route("/update", protocol.update, methods=["GET", "POST"]),
        Route("/query", pages.query_page, methods=["GET", "POST"]),
        Route("/ask/{name}", pages.ask, methods=["GET"]),
        Route("/graph", pages.graph, methods=["GET"]),
        Route("/id/{key}", pages.entity, methods=["GET"]),
    ]
    middleware = [
        Middleware(HostCheck, hosts=answered_hosts(host, allowed_hosts)),
        Middleware(_SecurityHeaders),
    ]
    if cors:
        middleware.append(
            Middleware(
                CORSMiddleware,
                allow_origins=["*"],
                allow_methods=["GET", "POST"],
                allow_headers=["Accept", "Content-Type"],
                max_age=600,
            )
        )
    app = Starlette(
        routes=routes,
        middleware=middleware,
        lifespan=server.lifespan,
        exception_handlers={ClientGone: _nobody_to_answer},
    )
    app.state.server = server
    return app


async def _gone(request: Request) -> None:
    """Return once the client has gone away (its body, if any, was read before)."""
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            return


async def _nobody_to_answer(request: Request, exc: Exception) -> Response:
    return Response(status_code=499)  # nginx's "client closed request": never sent


_WILDCARDS = {"", "0.0.0.0", "::"}


def _host_name(value: str) -> str:
    """The host of a Host header or an address, without port or brackets, lower case."""
    value = value.strip().lower().rstrip(".")
    if value.startswith("["):  # [::1]:8000
        return value[1:].split("]", 1)[0]
    if value.count(":") == 1:  # name:8000 (an IPv6 address has several colons)
        return value.split(":", 1)[0]
    return value


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def answered_hosts(host: str, allowed: Iterable[str] = ()) -> frozenset[str] | None:
    """The Host names a server listening on ``host`` answers: that address, ``localhost``
    when it is a loopback address, and ``allowed``. None (any IP address, localhost and
    ``allowed``) for a server listening on every address."""
    names = {_host_name(name) for name in allowed if name.strip()}
    bound = _host_name(host)
    if bound in _WILDCARDS:
        return None if not names else frozenset(names | {"*"})
    names.add(bound)
    if bound == "localhost" or (_is_ip(bound) and ipaddress.ip_address(bound).is_loopback):
        names |= {"localhost", "127.0.0.1", "::1"}
    return frozenset(names)


class HostCheck:
    """Answer only requests whose Host header names this server: a page of another site
    that rebinds its own name to 127.0.0.1 (DNS rebinding) sends its own name, and gets 400.

    ``hosts`` are the names answered (``answered_hosts``); "*" among them, or None, also
    answers any IP address and localhost (a server listening on every address). A request
    with no Host header (HTTP/1.0, from a program, not a browser) is answered.
    """

    def __init__(self, app: Callable[..., Awaitable[None]], hosts: frozenset[str] | None):
        self.app = app
        self.hosts = hosts

    def allows(self, header: str | None) -> bool:
        if header is None:
            return True
        name = _host_name(header)
        if self.hosts is not None and name in self.hosts:
            return True
        any_address = self.hosts is None or "*" in self.hosts
        return any_address and (name == "localhost" or _is_ip(name))

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            header = next(
                (v.decode("latin-1") for k, v in scope.get("headers", ()) if k == b"host"), None
            )
            if not self.allows(header):
                shown = (header or "")[:100].encode("ascii", "replace").decode()
                message = (
                    f"host {shown!r} is not a name of this server; "
                    "start it with --allowed-host NAME to answer that name\n"
                )
                response = Response(message, 400, media_type="text/plain")
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


class _SecurityHeaders:
    """``X-Content-Type-Options: nosniff`` and no referrer on every response."""

    def __init__(self, app: Callable[..., Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [
                    (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"no-referrer"),
                ]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


def serve(
    store_spec: str | None,
    host: str = "127.0.0.1",
    port: int = 8000,
    log_level: str = "info",
    **options: Any,
) -> None:
    """Serve ``create_app(store_spec, host=host, **options)`` with uvicorn until interrupted.

    The query workers are started with multiprocessing's "spawn" method, which imports the
    main module again: a script that calls this must do so under ``if __name__ ==
    "__main__":`` (the ``hwkg`` command and ``python -m hwkg.graph`` need nothing).
    """
    app = create_app(store_spec, host=host, **options)
    run(app, listen(host, port), log_level)


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host``:``port``, or one line saying why there cannot be one
    (InputError for a bad host or port, StoreError for a port in use)."""
    if not 0 <= port <= 65535:
        raise InputError(f"--port {port}: a port is a number from 0 to 65535")
    try:
        found = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE | socket.AI_NUMERICSERV
        )
    except (OSError, UnicodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise InputError(f"--host {host!r}: not an address to listen on ({reason})") from None
    family, kind, proto, _, address = found[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise StoreError(
                f"port {port} on {host} is in use by another program; pick another --port"
            ) from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise InputError(f"--host {host}: not an address of this machine") from None
        raise StoreError(f"cannot listen on {host}:{port} ({exc.strerror or exc})") from None
    sock.set_inheritable(True)
    return sock


def run(app: Starlette, sock: socket.socket, log_level: str = "info") -> None:
    """Serve ``app`` (from ``create_app``) on ``sock`` (from ``listen``) until interrupted."""
    import uvicorn

    config = uvicorn.Config(
        app,
        log_level=log_level,
        lifespan="on",
        server_header=False,
        timeout_graceful_shutdown=5,
    )
    server = uvicorn.Server(config)
    server.run(sockets=[sock])
    if not server.started:
        raise StoreError("the server did not start (see the messages above)")
