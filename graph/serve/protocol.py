"""The SPARQL 1.1 Protocol endpoints: ``/sparql`` (queries, and updates when allowed) and
``/update``, with answers negotiated on the Accept header."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from hwkg.graph import formats

from .jobs import GRAPH_TYPES, RESULT_TYPES, job_sparql, job_update
from .negotiate import HttpError, negotiate

if TYPE_CHECKING:
    from .app import Server

HTML = "text/html"
TURTLE = "text/turtle"
DATASET_PARAMS = (
    "default-graph-uri",
    "named-graph-uri",
    "using-graph-uri",
    "using-named-graph-uri",
)


def form(body: bytes) -> dict[str, list[str]]:
    try:
        return parse_qs(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False)
    except UnicodeDecodeError:
        raise HttpError(400, "the form is not UTF-8") from None


def one(fields: dict[str, list[str]], name: str) -> str | None:
    values = fields.get(name, [])
    if len(values) > 1:
        raise HttpError(400, f"give one {name!r}, not {len(values)}")
    return values[0] if values else None


def media_type(request: Request) -> str:
    return request.headers.get("content-type", "").split(";")[0].strip().lower()


class Protocol:
    """``/sparql`` and ``/update`` over the server's worker pool."""

    def __init__(self, server: Server) -> None:
        self.server = server

    async def protocol_request(self, request: Request) -> tuple[str | None, str | None]:
        """Return (query, update) of a SPARQL Protocol request."""
        fields: dict[str, list[str]] = {}
        for key, value in request.query_params.multi_items():
            fields.setdefault(key, []).append(value)
        query = update = None
        if request.method == "POST":
            kind = media_type(request)
            body = await self.server.read_body(request)
            if kind == "application/x-www-form-urlencoded":
                for key, values in form(body).items():
                    fields.setdefault(key, []).extend(values)
            elif kind == "application/sparql-query":
                query = body.decode("utf-8", errors="replace")
            elif kind == "application/sparql-update":
                update = body.decode("utf-8", errors="replace")
            else:
                raise HttpError(
                    415,
                    "POST a query as application/sparql-query, an update as "
                    "application/sparql-update, or either as a form "
                    "(application/x-www-form-urlencoded)",
                )
        for name in DATASET_PARAMS:
            if name in fields:
                raise HttpError(
                    400,
                    f"{name} is not supported: queries see the union of the store's graphs "
                    "(name a graph with GRAPH in the query)",
                )
        query = query if query is not None else one(fields, "query")
        update = update if update is not None else one(fields, "update")
        if query is not None and update is not None:
            raise HttpError(400, "give a query or an update, not both")
        limit = self.server.max_body
        for text in (query, update):
            if text is not None and len(text.encode("utf-8")) > limit:
                raise HttpError(413, f"the request is larger than {limit:,} bytes")
        return query, update

    def check_origin(self, request: Request) -> None:
        """Refuse a write that a page of another origin sent (CSRF), whatever --cors says."""
        origin = request.headers.get("origin")
        if origin is None:
            return
        if urlsplit(origin).netloc.lower() != request.headers.get("host", "").lower():
            raise HttpError(403, "updates from another origin are refused")

    async def run_update(self, request: Request, text: str) -> Response:
        if not self.server.allow_update:
            raise HttpError(
                403,
                "updates are refused: this server is read-only "
                "(start it with --allow-update to accept SPARQL Update)",
            )
        if request.method != "POST":
            raise HttpError(405, "an update must be POSTed", {"Allow": "POST"})
        self.check_origin(request)
        await self.server.pool.run(job_update, text)  # never stopped half-way: a write
        self.server.forget()
        return Response(status_code=204)

    async def sparql(self, request: Request) -> Response:
        try:
            query, update = await self.protocol_request(request)
            if update is not None:
                return await self.run_update(request, update)
            accept = request.headers.get("accept")
            if query is None and request.method == "POST":
                raise HttpError(400, "no query: POST query= or an application/sparql-query body")
            if query is None:
                if negotiate(accept, (TURTLE, HTML)) == HTML:
                    return RedirectResponse("/#editor", 303)
                return Response(
                    self.service_description(request),
                    media_type=TURTLE,
                    headers={"Vary": "Accept"},
                )
            wanted = negotiate(accept, (*RESULT_TYPES, *GRAPH_TYPES, HTML))
            if wanted == HTML:
                return await self.server.pages.adhoc_page(request, query)
            kind, body = await self.server.run(
                request, job_sparql, query, accept, self.server.max_rows, self.server.max_bytes
            )
            return Response(body, media_type=kind, headers={"Vary": "Accept"})
        except HttpError as exc:
            return self.server.error_text(exc)

    async def update(self, request: Request) -> Response:
        try:
            query, update = await self.protocol_request(request)
            if update is None:
                raise HttpError(
                    400,
                    "no update: POST update= or an application/sparql-update body"
                    + ("; queries go to /sparql" if query is not None else ""),
                )
            return await self.run_update(request, update)
        except HttpError as exc:
            return self.server.error_text(exc)

    def service_description(self, request: Request) -> str:
        endpoint = str(request.url.replace(query=""))
        served = formats.formats("serve", "results") + formats.formats("serve", "graph", "dataset")
        names = ", ".join(f"<http://www.w3.org/ns/formats/{f.w3c}>" for f in served if f.w3c)
        languages = "sd:SPARQL11Query" + (", sd:SPARQL11Update" if self.server.allow_update else "")
        return (
            "@prefix sd: <http://www.w3.org/ns/sparql-service-description#> .\n"
            f"<{endpoint}> a sd:Service ;\n"
            f"    sd:endpoint <{endpoint}> ;\n"
            f"    sd:supportedLanguage {languages} ;\n"
            "    sd:feature sd:UnionDefaultGraph ;\n"
            f"    sd:resultFormat {names} .\n"
        )
