"""The web pages of ``hwkg serve``: the saved questions, answers as tables, the interactive
graph and a page per entity. HTML lives in ``templates/``; a page is a template and the
cells of its tables."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import quote

import pyoxigraph as ox
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from hwkg.graph import formats
from hwkg.graph.sparql.run import Answer
from hwkg.graph.sparql.saved import SavedQuery, parse_saved_query, saved_queries
from hwkg.graph.terms import OxTerm
from hwkg.graph.vocab import DOC, ID

from .jobs import (
    GRAPH_TYPES,
    EntityPage,
    PageAnswer,
    job_answer,
    job_entities,
    job_entity,
    job_entity_rdf,
    job_graph,
)
from .negotiate import HttpError, negotiate
from .protocol import HTML, form, media_type, one

if TYPE_CHECKING:
    from .app import Server

_KEY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$")
GRAPH_SECURITY = (
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
    "img-src data:; base-uri 'none'; frame-ancestors 'none'"
)
# An entity's RDF by suffix (/id/amazon.ttl): the first suffix of each served RDF format.
ENTITY_SUFFIXES = {
    f.suffixes[0]: f.media_type for f in formats.formats("serve", "graph", "dataset")
}
EXAMPLE_QUERY = """PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>

SELECT ?company ?relation ?product
WHERE {
  ?company a hw:Company ; ?relation ?product .
  ?product a hw:Product .
  FILTER (STRSTARTS(STR(?relation), STR(hw:)))
}
ORDER BY ?company ?relation ?product
LIMIT 100
"""


@dataclass
class Cell:
    text: str
    href: str | None = None
    lang: str | None = None
    iri: str | None = None


def entity_path(iri: str) -> str | None:
    """The served path of an entity IRI (``/id/<key>``), or None for any other IRI."""
    if iri.startswith(str(ID)) and _KEY.match(iri[len(str(ID)) :]):
        return "/id/" + quote(iri[len(str(ID)) :])
    return None


def cell(answer: Answer, value: OxTerm | None) -> Cell:
    if value is None:
        return Cell("")
    if isinstance(value, ox.NamedNode):
        return Cell(answer.display(value), entity_path(value.value), iri=value.value)
    if isinstance(value, ox.Literal):
        return Cell(value.value, lang=value.language or None)
    return Cell(answer.display(value))


def table(answer: Answer) -> list[list[Cell]]:
    return [[cell(answer, v) for v in row] for row in answer.rows]


class Pages:
    """The HTML pages over the server's worker pool."""

    def __init__(self, server: Server) -> None:
        self.server = server

    async def index(self, request: Request) -> Response:
        try:
            entities = await self.server.cached(
                request, ("entities",), job_entities, self.server.max_rows
            )
        except HttpError as exc:
            return self.server.error_page(exc)
        return self.server.page(
            "index.html",
            questions=list(saved_queries().values()),
            entities=entities,
            example=EXAMPLE_QUERY,
        )

    async def ask(self, request: Request) -> Response:
        name = request.path_params["name"]
        try:
            question = saved_queries().get(name)
            if question is None:
                raise HttpError(404, f"no saved question named {name!r}")
            params = {k: v for k, v in request.query_params.items() if v.strip()}
            result: PageAnswer = await self.server.run(
                request, job_answer, question, params, self.server.max_rows, self.server.max_bytes
            )
        except HttpError as exc:
            return self.server.error_page(exc)
        return await self.answer_page(
            question.title, question.description, result, question, params
        )

    async def query_page(self, request: Request) -> Response:
        try:
            if request.method == "POST":
                if media_type(request) != "application/x-www-form-urlencoded":
                    raise HttpError(415, "POST the query form (application/x-www-form-urlencoded)")
                text = one(form(await self.server.read_body(request)), "query")
            else:
                text = request.query_params.get("query")
            if text is None or not text.strip():
                return RedirectResponse("/#editor", 303)
            return await self.adhoc_page(request, text)
        except HttpError as exc:
            return self.server.error_page(exc)

    async def adhoc_page(self, request: Request, text: str) -> Response:
        question = parse_saved_query(text, "sparql")
        try:
            result: PageAnswer = await self.server.run(
                request, job_answer, question, {}, self.server.max_rows, self.server.max_bytes
            )
        except HttpError as exc:
            return self.server.page(
                "answer.html",
                exc.status,
                title="Query",
                heading="Query",
                description="",
                question=None,
                params={},
                query=text,
                result=None,
                rows=[],
                error=exc.message,
            )
        return await self.answer_page("Query", "", result, None, {}, text)

    async def answer_page(
        self,
        title: str,
        description: str,
        result: PageAnswer,
        question: SavedQuery | None,
        params: dict[str, str],
        query: str | None = None,
    ) -> HTMLResponse:
        return await self.server.page_off_loop(
            "answer.html",
            title=f"{title}: hwkg",
            heading=title,
            description=description,
            question=question,
            params=params,
            query=query if query is not None else result.text,
            result=result,
            rows=table(result.answer),
            error=None,
        )

    async def graph(self, request: Request) -> Response:
        lang = request.query_params.get("lang", "en")
        try:
            if lang not in self.server.languages:
                raise HttpError(400, f"lang={lang!r}: use {' or '.join(self.server.languages)}")
            body = await self.server.cached(request, ("graph", lang), job_graph, lang)
        except HttpError as exc:
            return self.server.error_page(exc)
        return HTMLResponse(body, headers={"Content-Security-Policy": GRAPH_SECURITY})

    async def entity(self, request: Request) -> Response:
        key: str = request.path_params["key"]
        kind: str | None = None
        for suffix, media in ENTITY_SUFFIXES.items():
            if key.endswith(suffix):
                key, kind = key[: -len(suffix)], media
        if kind is None:
            kind = negotiate(request.headers.get("accept"), (HTML, *GRAPH_TYPES))
        try:
            if not _KEY.match(key):
                raise HttpError(404, f"no entity {key!r}")
            if kind is None:
                raise HttpError(406, f"an entity is one of: {', '.join((HTML, *GRAPH_TYPES))}")
            if kind != HTML:
                body = await self.server.run(
                    request, job_entity_rdf, key, kind, self.server.max_rows
                )
                if body is None:
                    raise HttpError(404, f"the graph says nothing about {ID[key]}")
                return Response(body, media_type=kind, headers={"Vary": "Accept"})
            info: EntityPage | None = await self.server.run(
                request, job_entity, key, self.server.max_rows
            )
            if info is None:
                raise HttpError(404, f"the graph says nothing about {ID[key]}")
        except HttpError as exc:
            if kind == HTML:
                return self.server.error_page(exc)
            return self.server.error_text(exc)
        neighbours: dict[str, Cell] = {}
        for value in info.neighbours:
            found = cell(info.facts, value)
            if found.href:
                neighbours.setdefault(value.value, found)
        return await self.server.page_off_loop(
            "entity.html",
            title=f"{info.label}: hwkg",
            entity=info,
            facts=table(info.facts),
            vars=info.facts.vars,
            neighbours=sorted(neighbours.values(), key=lambda c: c.text.lower()),
            articles=info.articles,
            doc_prefix=str(DOC),
            formats=list(ENTITY_SUFFIXES.items()),
        )
