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
``/graph``          the interactive picture of the graph (``viz.to_html``).
``/id/<key>``       an entity: HTML for a browser, RDF for ``Accept: text/turtle`` and
                    friends (``https://w3id.org/hwkg/id/<key>`` dereferences here).

Safety: every query runs in a worker process that opened the store itself (read-only unless
updates are allowed); a query that outlives the time limit has its worker killed and replaced
(pyoxigraph cannot be interrupted from another thread), and the client gets 503. ``SERVICE``,
``FROM`` and ``LOAD`` are refused before the store is touched, so the server never fetches
anything. Request bodies are capped (413), and so are answers: one with more than
``max_rows`` rows (or triples) is refused with 413 rather than cut silently. CORS headers are
sent only when asked for; updates from another origin are refused even then.
"""

from __future__ import annotations

import asyncio
import contextlib
import csv
import io
import logging
import multiprocessing
import os
import re
import signal
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import jinja2
import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import OWL, RDF, RDFS, SKOS, XSD
from rdflib.term import Node
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from hwkg.ingest.errors import HwkgError, InputError, StoreError
from hwkg.ingest.pages import web_url

from . import answers
from .answers import (
    Answer,
    NameResolver,
    Outcome,
    TooLarge,
    _parts,
    bind,
    check_query,
    first_line,
    labels_of,
    to_json,
    to_xml,
)
from .saved import SavedQuery, parse_saved_query, saved_queries, with_values
from .store import KnowledgeStore, resolve_store_spec
from .vocab import DOC, HW, ID, PREFIXES

log = logging.getLogger("hwkg.serve")

TEMPLATES = Path(__file__).resolve().parent / "templates"

# -- media types ------------------------------------------------------------------------------

SPARQL_JSON = "application/sparql-results+json"
SPARQL_XML = "application/sparql-results+xml"
CSV = "text/csv"
TSV = "text/tab-separated-values"
TURTLE = "text/turtle"
NTRIPLES = "application/n-triples"
JSONLD = "application/ld+json"
RDFXML = "application/rdf+xml"
HTML = "text/html"
# What a SELECT or ASK answer can be written as, in the server's order of preference; the
# plain JSON and XML types are accepted as the SPARQL ones.
RESULT_TYPES = (SPARQL_JSON, SPARQL_XML, CSV, TSV, "application/json", "application/xml")
RESULT_ALIASES = {"application/json": SPARQL_JSON, "application/xml": SPARQL_XML}
GRAPH_FORMATS = {
    TURTLE: ox.RdfFormat.TURTLE,
    NTRIPLES: ox.RdfFormat.N_TRIPLES,
    JSONLD: ox.RdfFormat.JSON_LD,
    RDFXML: ox.RdfFormat.RDF_XML,
}
GRAPH_TYPES = tuple(GRAPH_FORMATS)
ENTITY_SUFFIXES = {".ttl": TURTLE, ".nt": NTRIPLES, ".jsonld": JSONLD, ".rdf": RDFXML}

DATASET_PARAMS = (
    "default-graph-uri",
    "named-graph-uri",
    "using-graph-uri",
    "using-named-graph-uri",
)
_KEY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$")
STARTUP_SECONDS = 60.0
CONTENT_SECURITY = (
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; "
    "base-uri 'none'; frame-ancestors 'none'"
)
GRAPH_SECURITY = (
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
    "img-src data:; base-uri 'none'; frame-ancestors 'none'"
)
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


class HttpError(Exception):
    """A request the server answers with ``status`` and a one-line ``message``."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers or {}


# -- content negotiation ----------------------------------------------------------------------


def parse_accept(header: str) -> list[tuple[str, float]]:
    """Return the media ranges of an Accept header with their q values."""
    ranges = []
    for part in header.split(","):
        media, *params = part.split(";")
        media = media.strip().lower()
        if not media:
            continue
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = max(0.0, min(1.0, float(value)))
                except ValueError:
                    q = 0.0
        ranges.append((media, q))
    return ranges


def _quality(offer: str, ranges: list[tuple[str, float]]) -> float:
    kind = offer.split("/", 1)[0]
    best, quality = -1, 0.0
    for media, q in ranges:
        if media == offer:
            rank = 2
        elif media == f"{kind}/*":
            rank = 1
        elif media in {"*/*", "*"}:
            rank = 0
        else:
            continue
        if rank > best:
            best, quality = rank, q
    return quality


def negotiate(header: str | None, offers: Sequence[str]) -> str | None:
    """Return the offer the Accept header likes best (ties go to the earlier offer), or None
    when it accepts none of them. No Accept header accepts anything."""
    if not header or not header.strip():
        return offers[0] if offers else None
    ranges = parse_accept(header)
    chosen, key = None, (0.0, 0)
    for index, offer in enumerate(offers):
        q = _quality(offer, ranges)
        if q > 0 and (chosen is None or (q, -index) > key):
            chosen, key = offer, (q, -index)
    return chosen


# -- results in the W3C formats ---------------------------------------------------------------


def nt_term(value: Node | None) -> str:
    """``value`` in N-Triples syntax (one line, whatever the literal holds); '' if unbound."""
    if value is None:
        return ""
    if isinstance(value, URIRef):
        return f"<{value}>"
    if isinstance(value, BNode):
        return f"_:{value}"
    assert isinstance(value, Literal)
    text = (
        str(value)
        .replace("\\", "\\\\")
        .replace('"', '\\"')
        .replace("\n", "\\n")
        .replace("\r", "\\r")
        .replace("\t", "\\t")
    )
    if value.language:
        return f'"{text}"@{value.language}'
    if value.datatype is not None and value.datatype != XSD.string:
        return f'"{text}"^^<{value.datatype}>'
    return f'"{text}"'


def _plain(value: Node | None) -> str:
    if value is None:
        return ""
    if isinstance(value, BNode):
        return f"_:{value}"
    return str(value)


def to_csv(answer: Answer) -> str:
    """SPARQL 1.1 Query Results CSV: plain values (IRIs, lexical forms), CRLF line ends."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    if answer.kind == "ASK":
        writer.writerows([["boolean"], ["true" if answer.boolean else "false"]])
        return buffer.getvalue()
    writer.writerow(answer.vars)
    writer.writerows([_plain(v) for v in row] for row in answer.rows)
    return buffer.getvalue()


def to_tsv(answer: Answer) -> str:
    """SPARQL 1.1 Query Results TSV: ``?var`` header, every term in N-Triples form."""
    if answer.kind == "ASK":
        return f"?boolean\n{'true' if answer.boolean else 'false'}\n"
    lines = ["\t".join(f"?{v}" for v in answer.vars)]
    lines += ["\t".join(nt_term(v) for v in row) for row in answer.rows]
    return "\n".join(lines) + "\n"


def render_results(answer: Answer, media_type: str) -> bytes:
    if media_type == SPARQL_JSON:
        return to_json(answer).encode("utf-8")
    if media_type == SPARQL_XML:
        return to_xml(answer).encode("utf-8")
    if media_type == CSV:
        return to_csv(answer).encode("utf-8")
    if media_type == TSV:
        return to_tsv(answer).encode("utf-8")
    raise ValueError(media_type)


def render_graph(triples: Iterable[ox.Triple], media_type: str) -> bytes:
    """Triples in ``media_type``, sorted and without repeats (the same graph, the same bytes)."""
    unique = sorted(set(triples), key=str)
    fmt = GRAPH_FORMATS[media_type]
    prefixes = PREFIXES if fmt in {ox.RdfFormat.TURTLE, ox.RdfFormat.RDF_XML} else None
    return ox.serialize(unique, format=fmt, prefixes=prefixes) or b""


# -- what the workers run ---------------------------------------------------------------------
# Each job is a module-level function of the worker's store; its arguments and its value
# cross the process boundary by pickle.

_MAX_ROWS = 100_000


def execute(store: KnowledgeStore, text: str) -> Outcome:
    """Run a checked query, reading at most ``_MAX_ROWS`` rows or triples of its answer."""
    return answers.execute(store, text, _MAX_ROWS)


def job_sparql(store: KnowledgeStore, text: str, accept: str | None) -> tuple[str, bytes]:
    """Answer a /sparql query: (media type, body) in the format the client accepts best."""
    check_query(text)
    outcome = execute(store, text)
    if outcome.kind in {"SELECT", "ASK"}:
        chosen = negotiate(accept, RESULT_TYPES)
        if chosen is None:
            raise HttpError(406, f"a {outcome.kind} answer is one of: {', '.join(RESULT_TYPES)}")
        media_type = RESULT_ALIASES.get(chosen, chosen)
        answer = Answer(outcome.kind, outcome.vars, outcome.rows, boolean=outcome.boolean)
        return media_type, render_results(answer, media_type)
    chosen = negotiate(accept, GRAPH_TYPES)
    if chosen is None:
        raise HttpError(406, f"a {outcome.kind} answer is one of: {', '.join(GRAPH_TYPES)}")
    return chosen, render_graph(outcome.triples, chosen)


@dataclass
class PageAnswer:
    """What a page shows of an answer: the Answer (with labels), or Turtle for a graph."""

    answer: Answer
    turtle: str = ""
    text: str = ""


def job_answer(store: KnowledgeStore, query: SavedQuery, params: dict[str, str]) -> PageAnswer:
    """Answer a saved or ad hoc question for a page: parameters bound as RDF terms."""
    check_query(query.text)
    text = with_values(query.text, bind(store, query, params, NameResolver(store)))
    outcome = execute(store, text)
    answer = Answer(
        outcome.kind,
        outcome.vars,
        outcome.rows,
        boolean=outcome.boolean,
        labels=labels_of(store, outcome.rows),
    )
    turtle = ""
    if outcome.triples:
        turtle = render_graph(outcome.triples, TURTLE).decode("utf-8")
    return PageAnswer(answer, turtle, text)


def check_update(text: str) -> None:
    """Refuse what is not a SPARQL update, and updates that would fetch (LOAD, SERVICE)."""
    from rdflib.plugins.sparql.parser import parseUpdate

    try:
        parsed = parseUpdate(text)
    except Exception as exc:
        raise InputError(f"not a valid SPARQL update: {first_line(exc)}") from None
    for name in _parts(parsed):
        if name == "Load":
            raise InputError("LOAD is not allowed: this server never fetches anything")
        if name == "ServiceGraphPattern":
            raise InputError("SERVICE is not allowed: hwkg queries never leave the store")


def job_update(store: KnowledgeStore, text: str) -> None:
    check_update(text)
    if store.remote:
        store.update(text)
        return
    try:
        store.oxigraph.update(text)
    except SyntaxError as exc:
        raise InputError(f"not a valid SPARQL update: {first_line(exc)}") from None
    except OSError as exc:
        raise StoreError(f"update failed: {first_line(exc)}") from None


_ENTITIES = """
PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT DISTINCT ?entity ?label ?class WHERE {
  ?entity a ?class ; rdfs:label ?label .
  VALUES ?class { hw:Company hw:Chip hw:Framework hw:CloudPlatform }
  FILTER (STRSTARTS(STR(?entity), STR(<%s>)) && LANG(?label) = "")
}
"""


@dataclass(frozen=True)
class EntityLink:
    key: str
    label: str
    cls: str


def job_entities(store: KnowledgeStore) -> list[EntityLink]:
    """Every entity of a known class, by class then label."""
    found: dict[str, EntityLink] = {}
    for entity, label, cls in execute(store, _ENTITIES % ID).rows:
        key = str(entity)[len(str(ID)) :]
        name = str(cls)[len(str(HW)) :]
        if key not in found or name < found[key].cls:
            found[key] = EntityLink(key, str(label), name)
    order = {"Company": 0, "Chip": 1, "Framework": 2, "CloudPlatform": 3}
    return sorted(found.values(), key=lambda e: (order.get(e.cls, 9), e.label.lower(), e.key))


@dataclass(frozen=True)
class SourceArticle:
    """An article that mentions an entity, as its page lists it: ``link`` is set only for an
    http(s) URL (a file name or any other scheme is shown, never linked)."""

    iri: str
    title: str
    source: str
    link: str | None
    outlet: str
    issued: str


@dataclass
class EntityPage:
    key: str
    iri: str
    label: str
    classes: list[str]
    aliases: list[str]
    same_as: list[str]
    facts: Answer
    articles: list[SourceArticle]


_MENTIONS = """
PREFIX schema: <https://schema.org/>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT DISTINCT ?article ?title ?source ?url ?outlet ?issued WHERE {
  ?article schema:mentions <%s> .
  OPTIONAL { ?article dcterms:title ?title }
  OPTIONAL { ?article dcterms:source ?source }
  OPTIONAL { ?article schema:url ?url }
  OPTIONAL { ?article dcterms:publisher ?outlet }
  OPTIONAL { ?article dcterms:issued ?issued }
}
ORDER BY DESC(?issued) ?outlet ?source ?article
"""


def job_entity(store: KnowledgeStore, key: str) -> EntityPage | None:
    """An entity's description, its facts with evidence (the entity-card question) and the
    articles that mention it; None when the store says nothing about it."""
    iri = URIRef(ID[key])
    described = execute(store, f"SELECT ?p ?o WHERE {{ <{iri}> ?p ?o }}").rows
    if not described:
        return None
    labels = sorted(str(o) for p, o in described if p == RDFS.label)
    classes = sorted(
        {str(o)[len(str(HW)) :] for p, o in described if p == RDF.type and str(o).startswith(HW)}
    )
    aliases = sorted({str(o) for p, o in described if p == SKOS.altLabel} - set(labels))
    same_as = sorted(str(o) for p, o in described if p == OWL.sameAs)
    card = saved_queries()["entity-card"]
    text = with_values(card.text, {"entity": iri.n3()})
    outcome = execute(store, text)
    facts = Answer("SELECT", outcome.vars, outcome.rows, labels=labels_of(store, outcome.rows))
    articles = [
        SourceArticle(
            str(a),
            _text(t),
            _text(s),
            web_url(_text(u) or _text(s)),
            _text(o),
            _text(d),
        )
        for a, t, s, u, o, d in execute(store, _MENTIONS % iri).rows
    ]
    return EntityPage(
        key, str(iri), labels[0] if labels else key, classes, aliases, same_as, facts, articles
    )


def _text(value: Node | None) -> str:
    return "" if value is None else str(value)


_ENTITY_GRAPH = """
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
CONSTRUCT { <%(e)s> ?p ?o . ?s ?q <%(e)s> . ?record ?rp ?ro . }
WHERE {
  { <%(e)s> ?p ?o . }
  UNION
  { ?s ?q <%(e)s> . FILTER (STRSTARTS(STR(?q), "%(hw)s") && STRSTARTS(STR(?s), "%(id)s")) }
  UNION
  { ?record rdf:subject <%(e)s> ; ?rp ?ro . }
  UNION
  { ?record rdf:object <%(e)s> ; ?rp ?ro . }
}
"""


def job_entity_rdf(store: KnowledgeStore, key: str, media_type: str) -> bytes | None:
    """The triples about an entity: its description, the facts with it as subject or object
    and their provenance records; None when there are none."""
    iri = str(ID[key])
    outcome = execute(store, _ENTITY_GRAPH % {"e": iri, "hw": HW, "id": ID})
    if not any(t.subject == ox.NamedNode(iri) for t in outcome.triples):
        return None
    return render_graph(outcome.triples, media_type)


def job_graph(store: KnowledgeStore, lang: str) -> str:
    from . import viz

    return viz.to_html(viz.project(store, lang), lang)


JOBS: dict[str, Callable[..., Any]] = {
    "sparql": job_sparql,
    "answer": job_answer,
    "update": job_update,
    "entities": job_entities,
    "entity": job_entity,
    "entity_rdf": job_entity_rdf,
    "graph": job_graph,
}


def worker_main(conn: Connection, spec: str, writable: bool, max_rows: int) -> None:
    """A worker process: open the store, then answer jobs until the pipe closes."""
    global _MAX_ROWS
    _MAX_ROWS = max_rows
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's to handle
    try:
        store = KnowledgeStore(spec, read_only=not writable)
    except HwkgError as exc:
        conn.send(("error", 500, exc.message))
        return
    conn.send(("ready",))
    try:
        while True:
            try:
                name, args = conn.recv()
            except (EOFError, OSError):
                break
            reply: tuple[Any, ...]
            try:
                reply = ("ok", JOBS[name](store, *args))
            except HttpError as exc:
                reply = ("error", exc.status, exc.message)
            except TooLarge as exc:
                reply = ("error", 413, exc.message)
            except InputError as exc:
                reply = ("error", 400, exc.message)
            except HwkgError as exc:
                reply = ("error", 500, exc.message)
            except Exception as exc:
                reply = ("error", 500, f"unexpected {type(exc).__name__}: {first_line(exc)}")
            try:
                conn.send(reply)
            except (BrokenPipeError, EOFError):
                break
            except Exception as exc:  # an answer that does not pickle
                conn.send(("error", 500, f"unexpected {type(exc).__name__}: {first_line(exc)}"))
    finally:
        store.close()


# -- the worker pool (in the server's event loop) ---------------------------------------------


@dataclass(eq=False)
class _Worker:
    process: Any  # multiprocessing's SpawnProcess
    conn: Connection


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


class WorkerPool:
    """Processes that each hold the store open and run one job at a time.

    A job that outlives ``timeout`` seconds has its worker killed (the only way to stop a
    pyoxigraph query) and a fresh worker started in the background; the other workers go on
    answering meanwhile. A writable embedded store has one worker: one writer at a time.
    """

    def __init__(self, spec: str, size: int, writable: bool, max_rows: int, timeout: float):
        self.spec = spec
        self.size = size
        self.writable = writable
        self.max_rows = max_rows
        self.timeout = timeout
        self._ctx = multiprocessing.get_context("spawn")
        self._idle: asyncio.Queue[_Worker] = asyncio.Queue()
        self._workers: set[_Worker] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        self.restarts = 0

    def _spawn(self) -> _Worker:
        parent, child = self._ctx.Pipe()
        process = self._ctx.Process(
            target=worker_main,
            args=(child, self.spec, self.writable, self.max_rows),
            name="hwkg-serve-worker",
            daemon=True,
        )
        process.start()
        child.close()
        worker = _Worker(process, parent)
        self._workers.add(worker)
        return worker

    async def _ready(self, worker: _Worker) -> None:
        try:
            await _readable(worker.conn, STARTUP_SECONDS)
            message = worker.conn.recv()
        except TimeoutError:
            raise StoreError("a query worker did not start within a minute") from None
        except (EOFError, OSError):
            raise StoreError("a query worker exited while opening the store") from None
        if message[0] != "ready":
            raise StoreError(message[2])

    async def start(self) -> None:
        workers = [self._spawn() for _ in range(self.size)]
        results = await asyncio.gather(*(self._ready(w) for w in workers), return_exceptions=True)
        failed = [r for r in results if isinstance(r, BaseException)]
        if failed:
            await self.close()
            raise failed[0]
        for worker in workers:
            self._idle.put_nowait(worker)

    async def run(self, job: str, *args: Any) -> Any:
        """Run ``job`` in a worker; return its value or raise HttpError."""
        try:
            worker = await asyncio.wait_for(self._idle.get(), self.timeout)
        except TimeoutError:
            raise HttpError(
                503,
                "the server is busy: every worker is answering a query; try again shortly",
                {"Retry-After": "1"},
            ) from None
        try:
            worker.conn.send((job, args))
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
        if reply[0] == "ok":
            return reply[1]
        raise HttpError(reply[1], reply[2])

    def _replace(self, worker: _Worker) -> None:
        self._workers.discard(worker)
        with contextlib.suppress(Exception):
            worker.process.kill()
        worker.conn.close()
        if self._closed:
            return
        task = asyncio.get_running_loop().create_task(self._respawn(worker))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _respawn(self, old: _Worker) -> None:
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

    def _drop(self, worker: _Worker) -> None:
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
        for worker in workers:
            worker.conn.close()

        def reap() -> None:
            for worker in workers:
                worker.process.join(5)
                if worker.process.is_alive():
                    worker.process.kill()
                    worker.process.join(5)

        await asyncio.to_thread(reap)
        self._workers.clear()


# -- the web application ----------------------------------------------------------------------


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


def cell(answer: Answer, value: Node | None) -> Cell:
    if value is None:
        return Cell("")
    if isinstance(value, URIRef):
        return Cell(answer.display(value), entity_path(str(value)), iri=str(value))
    if isinstance(value, Literal):
        return Cell(str(value), lang=value.language or None)
    return Cell(answer.display(value))


def table(answer: Answer) -> list[list[Cell]]:
    return [[cell(answer, v) for v in row] for row in answer.rows]


def _form(body: bytes) -> dict[str, list[str]]:
    try:
        return parse_qs(body.decode("utf-8"), keep_blank_values=True, strict_parsing=False)
    except UnicodeDecodeError:
        raise HttpError(400, "the form is not UTF-8") from None


def _one(fields: dict[str, list[str]], name: str) -> str | None:
    values = fields.get(name, [])
    if len(values) > 1:
        raise HttpError(400, f"give one {name!r}, not {len(values)}")
    return values[0] if values else None


def _media_type(request: Request) -> str:
    return request.headers.get("content-type", "").split(";")[0].strip().lower()


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
    ) -> None:
        self.spec = spec
        self.allow_update = allow_update
        self.timeout = timeout
        self.max_body = max_body
        self.max_rows = max_rows
        self.pool = WorkerPool(spec, workers, allow_update, max_rows, timeout)
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
        try:
            yield
        finally:
            await self.pool.close()

    async def cached(self, key: tuple[str, ...], job: str, *args: Any) -> Any:
        if key in self._cache:
            return self._cache[key]
        value = await self.pool.run(job, *args)
        if not self.allow_update:
            self._cache[key] = value
        return value

    # -- responses --------------------------------------------------------------------------

    def page(self, template: str, status: int = 200, **context: Any) -> HTMLResponse:
        context.setdefault("title", "hwkg")
        context.update(
            server={
                "read_only": not self.allow_update,
                "timeout": self.timeout,
                "max_rows": self.max_rows,
            }
        )
        body = self.templates.get_template(template).render(**context)
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

    # -- SPARQL protocol --------------------------------------------------------------------

    async def protocol_request(self, request: Request) -> tuple[str | None, str | None]:
        """Return (query, update) of a SPARQL Protocol request."""
        fields: dict[str, list[str]] = {}
        for key, value in request.query_params.multi_items():
            fields.setdefault(key, []).append(value)
        query = update = None
        if request.method == "POST":
            media_type = _media_type(request)
            body = await self.read_body(request)
            if media_type == "application/x-www-form-urlencoded":
                for key, values in _form(body).items():
                    fields.setdefault(key, []).extend(values)
            elif media_type == "application/sparql-query":
                query = body.decode("utf-8", errors="replace")
            elif media_type == "application/sparql-update":
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
        query = query if query is not None else _one(fields, "query")
        update = update if update is not None else _one(fields, "update")
        if query is not None and update is not None:
            raise HttpError(400, "give a query or an update, not both")
        for text in (query, update):
            if text is not None and len(text.encode("utf-8")) > self.max_body:
                raise HttpError(413, f"the request is larger than {self.max_body:,} bytes")
        return query, update

    def check_origin(self, request: Request) -> None:
        """Refuse a write that a page of another origin sent (CSRF), whatever --cors says."""
        origin = request.headers.get("origin")
        if origin is None:
            return
        if urlsplit(origin).netloc.lower() != request.headers.get("host", "").lower():
            raise HttpError(403, "updates from another origin are refused")

    async def run_update(self, request: Request, text: str) -> Response:
        if not self.allow_update:
            raise HttpError(
                403,
                "updates are refused: this server is read-only "
                "(start it with --allow-update to accept SPARQL Update)",
            )
        if request.method != "POST":
            raise HttpError(405, "an update must be POSTed", {"Allow": "POST"})
        self.check_origin(request)
        await self.pool.run("update", text)
        self._cache.clear()
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
                return await self.adhoc_page(query)
            media_type, body = await self.pool.run("sparql", query, accept)
            return Response(body, media_type=media_type, headers={"Vary": "Accept"})
        except HttpError as exc:
            return self.error_text(exc)

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
            return self.error_text(exc)

    def service_description(self, request: Request) -> str:
        endpoint = str(request.url.replace(query=""))
        formats = " ".join(
            f"<http://www.w3.org/ns/formats/{name}>"
            for name in (
                "SPARQL_Results_JSON",
                "SPARQL_Results_XML",
                "SPARQL_Results_CSV",
                "SPARQL_Results_TSV",
                "Turtle",
                "N-Triples",
                "JSON-LD",
                "RDF_XML",
            )
        )
        languages = "sd:SPARQL11Query" + (", sd:SPARQL11Update" if self.allow_update else "")
        return (
            "@prefix sd: <http://www.w3.org/ns/sparql-service-description#> .\n"
            f"<{endpoint}> a sd:Service ;\n"
            f"    sd:endpoint <{endpoint}> ;\n"
            f"    sd:supportedLanguage {languages} ;\n"
            "    sd:feature sd:UnionDefaultGraph ;\n"
            f"    sd:resultFormat {formats.replace(' ', ', ')} .\n"
        )

    # -- pages ------------------------------------------------------------------------------

    async def index(self, request: Request) -> Response:
        try:
            entities = await self.cached(("entities",), "entities")
        except HttpError as exc:
            return self.error_page(exc)
        return self.page(
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
            result: PageAnswer = await self.pool.run("answer", question, params)
        except HttpError as exc:
            return self.error_page(exc)
        return self.answer_page(question.title, question.description, result, question, params)

    async def query_page(self, request: Request) -> Response:
        try:
            if request.method == "POST":
                if _media_type(request) != "application/x-www-form-urlencoded":
                    raise HttpError(415, "POST the query form (application/x-www-form-urlencoded)")
                text = _one(_form(await self.read_body(request)), "query")
            else:
                text = request.query_params.get("query")
            if text is None or not text.strip():
                return RedirectResponse("/#editor", 303)
            return await self.adhoc_page(text)
        except HttpError as exc:
            return self.error_page(exc)

    async def adhoc_page(self, text: str) -> Response:
        question = parse_saved_query(text, "sparql")
        try:
            result: PageAnswer = await self.pool.run("answer", question, {})
        except HttpError as exc:
            return self.page(
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
        return self.answer_page("Query", "", result, None, {}, text)

    def answer_page(
        self,
        title: str,
        description: str,
        result: PageAnswer,
        question: SavedQuery | None,
        params: dict[str, str],
        query: str | None = None,
    ) -> HTMLResponse:
        return self.page(
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
            if lang not in {"en", "es"}:
                raise HttpError(400, f"lang={lang!r}: use en or es")
            body = await self.cached(("graph", lang), "graph", lang)
        except HttpError as exc:
            return self.error_page(exc)
        return HTMLResponse(body, headers={"Content-Security-Policy": GRAPH_SECURITY})

    async def entity(self, request: Request) -> Response:
        key: str = request.path_params["key"]
        media_type: str | None = None
        for suffix, kind in ENTITY_SUFFIXES.items():
            if key.endswith(suffix):
                key, media_type = key[: -len(suffix)], kind
        if media_type is None:
            media_type = negotiate(request.headers.get("accept"), (HTML, *GRAPH_TYPES))
        try:
            if not _KEY.match(key):
                raise HttpError(404, f"no entity {key!r}")
            if media_type is None:
                raise HttpError(406, f"an entity is one of: {', '.join((HTML, *GRAPH_TYPES))}")
            if media_type != HTML:
                body = await self.pool.run("entity_rdf", key, media_type)
                if body is None:
                    raise HttpError(404, f"the graph says nothing about {ID[key]}")
                return Response(body, media_type=media_type, headers={"Vary": "Accept"})
            info: EntityPage | None = await self.pool.run("entity", key)
            if info is None:
                raise HttpError(404, f"the graph says nothing about {ID[key]}")
        except HttpError as exc:
            if media_type == HTML:
                return self.error_page(exc)
            return self.error_text(exc)
        neighbours: dict[str, Cell] = {}
        for row in info.facts.rows:
            for value in (row[0], row[2]):
                if isinstance(value, URIRef) and str(value) != info.iri:
                    found = cell(info.facts, value)
                    if found.href:
                        neighbours.setdefault(str(value), found)
        return self.page(
            "entity.html",
            title=f"{info.label}: hwkg",
            entity=info,
            facts=table(info.facts),
            vars=info.facts.vars,
            neighbours=sorted(neighbours.values(), key=lambda c: c.text.lower()),
            articles=info.articles,
            doc_prefix=str(DOC),
            formats=[(suffix, kind) for suffix, kind in ENTITY_SUFFIXES.items()],
        )


def _workers_for(spec: str, allow_update: bool, workers: int | None) -> int:
    if allow_update and not spec.startswith(("http://", "https://")):
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
) -> Starlette:
    """The ``hwkg serve`` application over a store (a folder or a SPARQL endpoint URL).

    The store is opened here once to report a missing or locked store before serving;
    the workers open it themselves when the application starts (its lifespan).
    """
    if timeout <= 0:
        raise InputError("--timeout must be more than 0 seconds")
    if max_body < 1 or max_rows < 1:
        raise InputError("the body and row limits must be at least 1")
    spec = resolve_store_spec(store_spec)
    with KnowledgeStore(spec, read_only=not allow_update) as store:
        spec = store.spec if store.remote else str(Path(store.spec).resolve())
    server = Server(
        spec, allow_update, timeout, max_body, max_rows, _workers_for(spec, allow_update, workers)
    )
    routes = [
        Route("/", server.index, methods=["GET"]),
        Route("/sparql", server.sparql, methods=["GET", "POST"]),
        Route("/update", server.update, methods=["GET", "POST"]),
        Route("/query", server.query_page, methods=["GET", "POST"]),
        Route("/ask/{name}", server.ask, methods=["GET"]),
        Route("/graph", server.graph, methods=["GET"]),
        Route("/id/{key}", server.entity, methods=["GET"]),
    ]
    middleware = [Middleware(_SecurityHeaders)]
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
    app = Starlette(routes=routes, middleware=middleware, lifespan=server.lifespan)
    app.state.server = server
    return app


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
    """Serve ``create_app(store_spec, **options)`` with uvicorn until interrupted.

    The query workers are started with multiprocessing's "spawn" method, which imports the
    main module again: a script that calls this must do so under ``if __name__ ==
    "__main__":`` (the ``hwkg`` command and ``python -m hwkg.graph`` need nothing).
    """
    run(create_app(store_spec, **options), host, port, log_level)


def run(app: Starlette, host: str = "127.0.0.1", port: int = 8000, log_level: str = "info") -> None:
    """Serve ``app`` (from ``create_app``) with uvicorn until interrupted."""
    import uvicorn

    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        lifespan="on",
        server_header=False,
        timeout_graceful_shutdown=5,
    )
    server = uvicorn.Server(config)
    server.run()
    if not server.started:
        raise StoreError("the server did not start (see the messages above)")
