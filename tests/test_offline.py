"""No query or update sent through hwkg opens a connection (issue 15, items 1 and 2).

A real listening socket on 127.0.0.1 stands for the network, and a corpus of spellings of
SERVICE and LOAD (escapes, comments, case, nesting, glued keywords, prefixed names, IRIs
relative to a BASE, a variable) is sent every way hwkg takes a query: the safety check, the
engine with the check walked around, the command line, the Python API, a query process, and
``hwkg serve`` by GET and POST on /sparql, /query and /update. The listener must hear nothing.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest
from helpers import EXAMPLE, Listener, listening

from hwkg.graph import api
from hwkg.graph.sparql import call_on_thread, call_within
from hwkg.graph.sparql.check import check_query, check_update
from hwkg.graph.store import KnowledgeStore, offline
from hwkg.graph.store.embedded import NO_NETWORK, EmbeddedBackend
from hwkg.ingest import InputError

QUERIES = {
    "plain": "SELECT * WHERE { SERVICE <{url}> { ?a ?b ?c } }",
    "silent": "SELECT * WHERE { SERVICE SILENT <{url}> { ?a ?b ?c } }",
    "lower case": "select * where { service <{url}> { ?a ?b ?c } }",
    "mixed case": "SELECT * WHERE { SeRvIcE <{url}> { ?a ?b ?c } }",
    "the issue's escaped quotes": 'SELECT * WHERE { BIND ("\\u0022" AS ?y) '
    'SERVICE <{url}> { ?a ?b ?c } BIND ("\\u0022" AS ?z) }',
    "escaped quote, long string": "SELECT * WHERE { BIND ('''\\u0027''' AS ?y) "
    "SERVICE <{url}> { ?a ?b ?c } BIND ('''\\u0027''' AS ?z) }",
    "escaped keyword": "SELECT * WHERE { \\u0053ERVICE <{url}> { ?a ?b ?c } }",
    "escaped IRI": "SELECT * WHERE { SERVICE <\\u0068ttp://{hostport}/sparql> { ?a ?b ?c } }",
    "comment between": "SELECT * WHERE { SERVICE # a comment\n <{url}> { ?a ?b ?c } }",
    "comment ends at CR": "SELECT * WHERE { # a comment\r SERVICE <{url}> { ?a ?b ?c } }",
    "hash inside an IRI": "SELECT * WHERE { ?s <urn:x#y> ?o SERVICE <{url}> { ?a ?b ?c } }",
    "no spaces": "SELECT*WHERE{SERVICE<{url}>{?a ?b ?c}}",
    "glued to true": "SELECT * WHERE { ?s ?p trueSERVICE <{url}> { ?a ?b ?c } }",
    "glued to a number": "SELECT * WHERE { ?s ?p 1SERVICE <{url}> { ?a ?b ?c } }",
    "glued to a dot": "SELECT * WHERE { ?s ?p ?o.SERVICE <{url}> { ?a ?b ?c } }",
    "glued to SILENT": "SELECT * WHERE { SERVICESILENT<{url}> { ?a ?b ?c } }",
    "prefixed name": "PREFIX evil: <{base}> SELECT * WHERE { SERVICE evil:sparql { ?a ?b ?c } }",
    "empty prefix glued": "PREFIX : <{base}> SELECT * WHERE { SERVICE:sparql { ?a ?b ?c } }",
    "relative to a BASE": "BASE <{base}> SELECT * WHERE { SERVICE <sparql> { ?a ?b ?c } }",
    "by a variable": "SELECT * WHERE { SERVICE ?x { ?a ?b ?c } VALUES ?x { <{url}> } }",
    "bound variable": "SELECT * WHERE { BIND (<{url}> AS ?x) SERVICE ?x { ?a ?b ?c } }",
    "in OPTIONAL": "SELECT * WHERE { ?s ?p ?o OPTIONAL { SERVICE <{url}> { ?a ?b ?c } } }",
    "in UNION": "SELECT * WHERE { { ?s ?p ?o } UNION { SERVICE <{url}> { ?a ?b ?c } } }",
    "in MINUS": "SELECT * WHERE { ?s ?p ?o MINUS { SERVICE <{url}> { ?s ?p ?o } } }",
    "in GRAPH": "SELECT * WHERE { GRAPH ?g { SERVICE <{url}> { ?a ?b ?c } } }",
    "in a subquery": "SELECT * WHERE { { SELECT * WHERE { SERVICE <{url}> { ?a ?b ?c } } } }",
    "in FILTER EXISTS": "SELECT * WHERE { ?s ?p ?o "
    "FILTER EXISTS { SERVICE <{url}> { ?a ?b ?c } } }",
    "in BIND EXISTS": "SELECT * WHERE { BIND (EXISTS { SERVICE <{url}> { ?a ?b ?c } } AS ?x) }",
    "nested services": "SELECT * WHERE { SERVICE <{url}> { SERVICE <{url}> { ?a ?b ?c } } }",
    "CONSTRUCT": "CONSTRUCT { ?a ?b ?c } WHERE { SERVICE <{url}> { ?a ?b ?c } }",
    "ASK": "ASK { SERVICE <{url}> { ?a ?b ?c } }",
    "DESCRIBE": "DESCRIBE ?a WHERE { SERVICE <{url}> { ?a ?b ?c } }",
    "long s": "SELECT * WHERE { \u017fERVICE <{url}> { ?a ?b ?c } }",
}
UPDATES = {
    "LOAD": "LOAD <{base}evil.ttl>",
    "LOAD SILENT INTO": "LOAD SILENT <{base}evil.ttl> INTO GRAPH <urn:x-hwkg:g>",
    "lower case load": "load <{base}evil.ttl>",
    "the issue's escaped quotes": 'INSERT DATA { <urn:a> <urn:b> "\\u0022" } ; '
    'LOAD <{base}evil.ttl> ; INSERT DATA { <urn:a> <urn:b> "\\u0022" }',
    "LOAD relative to a BASE": "BASE <{base}> LOAD <evil.ttl>",
    "LOAD of a prefixed name": "PREFIX e: <{base}> LOAD e:evil.ttl",
    "escaped keyword": "\\u004cOAD <{base}evil.ttl>",
    "SERVICE in INSERT WHERE": "INSERT { ?a ?b ?c } WHERE { SERVICE <{url}> { ?a ?b ?c } }",
    "SERVICE in DELETE WHERE": "DELETE { ?a ?b ?c } WHERE { SERVICE <{url}> { ?a ?b ?c } }",
    "comment then LOAD": "# LOAD nothing\nLOAD <{base}evil.ttl>",
}
NEEDS_SECCOMP = pytest.mark.skipif(
    not offline.available(), reason="seccomp is not available: the check stands alone here"
)


@pytest.fixture(scope="module")
def listener() -> Iterator[Listener]:
    with listening() as found:
        yield found


@pytest.fixture(autouse=True)
def _nothing_heard(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every test that uses the listener ends with it having heard nothing."""
    if "listener" not in request.fixturenames:
        yield
        return
    heard: Listener = request.getfixturevalue("listener")
    before = len(heard.connections)
    yield
    assert heard.connections[before:] == [], "a connection reached the listener"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("offline") / "store"
    api.ingest([str(EXAMPLE)], str(path))
    return path


def test_the_listener_hears_an_engine_left_online() -> None:
    """The listener hears a SERVICE call from pyoxigraph on a thread left as it was: what the
    other tests assert, that it hears nothing, means something."""
    with listening() as heard:
        rows = list(ox.Store().query(heard.fill(QUERIES["plain"])))
        assert len(heard.connections) == 1
        assert b"POST /sparql" in heard.connections[0]
        assert rows[0]["a"] == ox.Literal("reached")


@pytest.mark.parametrize("text", QUERIES.values(), ids=QUERIES.keys())
def test_the_check_refuses_every_spelling_of_service(listener: Listener, text: str) -> None:
    with pytest.raises(InputError, match="SERVICE is not allowed"):
        check_query(listener.fill(text))


@pytest.mark.parametrize("text", UPDATES.values(), ids=UPDATES.keys())
def test_the_check_refuses_every_spelling_of_load(listener: Listener, text: str) -> None:
    with pytest.raises(InputError, match=r"(LOAD|SERVICE) is not allowed"):
        check_update(listener.fill(text))


@pytest.mark.parametrize(
    "text",
    [
        'SELECT ?service WHERE { ?service <urn:p> "SERVICE <http://x/> { } LOAD <x>" }',
        "SELECT * WHERE { ?s <https://example.org/service/load/from> ?o } # SERVICE LOAD FROM",
        "PREFIX schema: <https://schema.org/> SELECT * WHERE { ?s schema:serviceType ?o }",
        "SELECT * WHERE { ?s ?p ?o FILTER (CONTAINS(STR(?o), 'LOAD FROM SERVICE')) }",
    ],
)
def test_the_check_lets_the_words_be_elsewhere(text: str) -> None:
    check_query(text)


@NEEDS_SECCOMP
@pytest.mark.parametrize("text", QUERIES.values(), ids=QUERIES.keys())
def test_the_engine_cannot_connect_when_the_check_is_walked_around(
    listener: Listener, store: Path, text: str
) -> None:
    """Past the check (straight to the store), the engine itself cannot open a socket:
    the query is refused, or its SERVICE SILENT gives nothing; no answer from the listener."""
    with KnowledgeStore(str(store), read_only=True) as opened:
        try:
            outcome = opened.execute(listener.fill(text))
        except InputError as exc:
            assert exc.message == NO_NETWORK or exc.message.startswith("not a valid SPARQL")
            return
        except RuntimeError as exc:  # Oxigraph: a service variable left unbound
            assert "service name is unbound" in str(exc)
            return
    assert "reached" not in repr(outcome.rows) + repr(outcome.triples)


@NEEDS_SECCOMP
@pytest.mark.parametrize("text", UPDATES.values(), ids=UPDATES.keys())
def test_an_update_cannot_connect_when_the_check_is_walked_around(
    listener: Listener, tmp_path: Path, text: str
) -> None:
    backend = EmbeddedBackend(str(tmp_path / "store"), read_only=False)
    try:
        backend.update(listener.fill(text))
    except InputError as exc:
        assert exc.message == NO_NETWORK or exc.message.startswith("not a valid SPARQL")
    finally:
        backend.close()


@NEEDS_SECCOMP
def test_the_engine_thread_leaves_the_callers_threads_online() -> None:
    """Only the engine's thread is offline: the caller keeps its network (a notebook that
    asks a question and then fetches a page)."""
    offline.run_offline(lambda: None)
    with listening() as own, socket.create_connection(("127.0.0.1", own.port), timeout=5):
        pass


def _raw_query(store: KnowledgeStore, text: str) -> list[str]:
    """A job for a query process that skips the check."""
    return [repr(row) for row in store.execute(text).rows]


@NEEDS_SECCOMP
def test_a_query_process_cannot_connect(listener: Listener, store: Path) -> None:
    with pytest.raises(InputError, match="SERVICE and LOAD are not allowed"):
        call_within(10, _raw_query, listener.fill(QUERIES["plain"]), store=str(store))


@NEEDS_SECCOMP
def test_the_query_thread_cannot_connect(listener: Listener, store: Path) -> None:
    # The ``hwkg`` program's question runs on a thread of its own: offline as a query process.
    with pytest.raises(InputError, match="SERVICE and LOAD are not allowed"):
        call_on_thread(10, _raw_query, listener.fill(QUERIES["plain"]), store=str(store))


@pytest.mark.parametrize("timeout", ["0", "30"])
@pytest.mark.parametrize("name", ["the issue's escaped quotes", "glued to true", "prefixed name"])
def test_the_command_line_refuses_in_one_line(
    cli, listener: Listener, store: Path, name: str, timeout: str
) -> None:
    text = listener.fill(QUERIES[name])
    result = cli("query", "--store", store, "--timeout", timeout, "--sparql", text)
    assert result.code == 2
    assert result.err.count("\n") == 1 and "SERVICE is not allowed" in result.err
    assert "reached" not in result.out


def test_the_python_api_refuses(listener: Listener, store: Path) -> None:
    text = listener.fill(QUERIES["the issue's escaped quotes"])
    for timeout in (0, 30):
        with pytest.raises(InputError, match="SERVICE is not allowed"):
            api.sparql(text, store=str(store), timeout=timeout)
    with api.open_store(str(store)) as opened, pytest.raises(InputError):
        api.sparql(text, store=opened, timeout=0)


def test_the_server_refuses_every_spelling(
    listener: Listener, server: str, http: httpx.Client
) -> None:
    """GET and POST on /sparql and /query, every spelling: 400, and nothing heard."""
    for name, text in QUERIES.items():
        query = listener.fill(text)
        answers = [
            http.get(f"{server}/sparql", params={"query": query}),
            http.post(f"{server}/sparql", data={"query": query}),
            http.post(
                f"{server}/sparql",
                content=query.encode(),
                headers={"Content-Type": "application/sparql-query"},
            ),
            http.get(f"{server}/query", params={"query": query}),
            http.post(f"{server}/query", data={"query": query}),
        ]
        for answer in answers:
            assert answer.status_code == 400, (name, answer.status_code, answer.text[:200])
            assert "reached" not in answer.text


def test_the_writable_server_refuses_every_load(
    listener: Listener, writable_server: str, http: httpx.Client
) -> None:
    for name, text in UPDATES.items():
        update = listener.fill(text)
        for answer in (
            http.post(f"{writable_server}/update", data={"update": update}),
            http.post(
                f"{writable_server}/sparql",
                content=update.encode(),
                headers={"Content-Type": "application/sparql-update"},
            ),
        ):
            assert answer.status_code == 400, (name, answer.status_code, answer.text[:200])
    probe = "ASK { <urn:x-hwkg:reached> ?p ?o }"
    assert http.get(f"{writable_server}/sparql", params={"query": probe}).json()["boolean"] is False


@pytest.mark.parametrize(
    ("text", "here"),
    [
        ("SELECT * WHERE { ?s ?p ?o }", True),
        ('SELECT * WHERE { ?s <urn:p> "cloud" }', True),
        ("SELECT * WHERE { SERVICE <urn:x> { ?a ?b ?c } }", False),
        ("SELECT*WHERE{?s ?p 1SeRvIcE<urn:x>{?a ?b ?c}}", False),
        ("SELECT * WHERE { \u017fERVICE <urn:x> { ?a ?b ?c } }", False),  # the long s
        ("SELECT * WHERE { \\u0053ERVICE <urn:x> { ?a ?b ?c } }", False),  # an escape
        ('SELECT * WHERE { ?s ?p "Telef\u00f3nica" }', False),  # harmless, but not ASCII
        ('SELECT * WHERE { ?s ?p "a \\"quote\\"" }', False),  # harmless, but escaped
        ('SELECT * WHERE { ?s ?p "cloud service" }', False),  # harmless, but the word
    ],
)
def test_only_a_query_that_cannot_spell_service_runs_on_the_callers_thread(
    text: str, here: bool
) -> None:
    assert offline.cannot_reach_network(text) is here


def test_every_saved_question_runs_on_the_callers_thread(store: Path) -> None:
    """hwkg's own questions and label reads skip the hand-off to the offline thread (0.15 ms
    a question): none of their texts can spell SERVICE."""
    from hwkg.graph.sparql.run import _LABELS_OF
    from hwkg.graph.sparql.saved import saved_queries
    from hwkg.graph.vocab import class_values

    assert offline.cannot_reach_network(_LABELS_OF % ("<urn:x>", class_values()))
    for name in saved_queries():
        assert offline.cannot_reach_network(api.query_text(name, store=str(store))), name
