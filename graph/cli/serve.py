"""``hwkg serve``: a SPARQL endpoint and a web page over the graph."""

from __future__ import annotations

import ipaddress
from typing import Annotated

import typer

from hwkg.graph.store import resolve_store_spec

from .options import StoreOption
from .output import err


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def serve(
    store: StoreOption = None,
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on (0: any free port).")] = 8000,
    allow_update: Annotated[
        bool,
        typer.Option(
            "--allow-update", help="Accept SPARQL Update (the store is opened read-write)."
        ),
    ] = False,
    timeout: Annotated[
        float, typer.Option(help="Seconds a query may run before it is stopped (503).")
    ] = 10.0,
    cors: Annotated[
        bool, typer.Option("--cors", help="Let pages of any origin query the endpoint.")
    ] = False,
    max_rows: Annotated[
        int, typer.Option(help="Most rows (or triples) an answer may have; more is 413.")
    ] = 100_000,
    max_body: Annotated[int, typer.Option(help="Most bytes a request body may have.")] = 1_000_000,
    max_bytes: Annotated[
        int, typer.Option(help="Most bytes of terms an answer may hold; more is 413.")
    ] = 50_000_000,
    max_memory: Annotated[
        int, typer.Option(help="Most memory (MB) a query worker may use; 0: no limit.")
    ] = 1_000,
    workers: Annotated[
        int | None,
        typer.Option(help="Query worker processes (default 2-4; 1 with --allow-update)."),
    ] = None,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option(
            "--allowed-host",
            help="Also answer requests for this host name (repeatable); by default only "
            "the address listened on (and localhost for 127.0.0.1) is answered.",
        ),
    ] = None,
) -> None:
    """Serve the graph: SPARQL 1.1 at /sparql, saved questions and entity pages at /.

    Read-only unless --allow-update; SERVICE, FROM and LOAD are refused; each query stops
    after --timeout seconds. Example: hwkg serve --port 8000, then open http://127.0.0.1:8000/
    """
    from hwkg.graph.serve import create_app, listen, run

    spec = resolve_store_spec(store)
    app = create_app(
        spec,
        allow_update=allow_update,
        timeout=timeout,
        cors=cors,
        max_rows=max_rows,
        max_body=max_body,
        workers=workers,
        host=host,
        allowed_hosts=allowed_host or (),
        max_bytes=max_bytes,
        max_memory=max_memory * 1_000_000 if max_memory else None,
    )
    sock = listen(host, port)
    port = sock.getsockname()[1]
    mode = "read-write" if allow_update else "read-only"
    if not _is_loopback(host):
        err.print(
            f"hwkg: warning: listening on {host}: anyone who can reach this address can query"
            + (" and change" if allow_update else "")
            + " the graph",
            markup=False,
        )
    where = f"[{host}]" if ":" in host else host  # an IPv6 address, as a URL writes it
    err.print(
        f"hwkg: serving {spec} ({mode}, {timeout:g} s per query) at http://{where}:{port}/ "
        f"(SPARQL at /sparql); Ctrl-C stops",
        markup=False,
    )
    run(app, sock)
