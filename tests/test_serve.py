"""``hwkg serve``: the real server on a local port, driven over HTTP by SPARQLWrapper, rdflib,
hwkg's own remote store, plain HTTP and a headless Chromium; a bounded load test."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from conftest import CHROMIUM_ARGS, EXAMPLE, free_port
from rdflib import Dataset, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDFS
from typer.testing import CliRunner

from hwkg.graph import jobs, serve
from hwkg.graph.saved import saved_queries, with_values
from hwkg.graph.store import KnowledgeStore
from hwkg.ingest.errors import InputError, StoreError

HW = Namespace("https://w3id.org/hwkg/ontology#")
ID = Namespace("https://w3id.org/hwkg/id/")
RESULTS = "{http://www.w3.org/2005/sparql-results#}"
FRAMEWORKS = saved_queries()["frameworks-by-chip"].text
FRAMEWORK_ROWS = {(ID.tpu, ID.torchtpu, ID.pytorch), (ID.trainium, ID.torchneuron, ID.pytorch)}
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"
COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
ANNOUNCES = (
    "PREFIX hw: <https://w3id.org/hwkg/ontology#>\n"
    "CONSTRUCT { ?s hw:announces ?o } WHERE { ?s hw:announces ?o }"
)


# -- servers --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("serve") / "store"
    summary = jobs.ingest(str(path), [str(EXAMPLE)])
    assert summary.articles == 1
    return path


def _get(url: str, timeout: float = 5.0) -> int:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(url, timeout=timeout) as response:
        return int(response.status)


@contextmanager
def running_server(store: Path, log: Path, *options: str) -> Iterator[str]:
    """Start ``hwkg serve`` (the typer command of serve_command) in a subprocess on a free
    port; yield its base URL once it answers a query; stop it (SIGTERM) afterwards."""
    port = free_port()
    code = "import typer; from hwkg.graph.serve_command import serve; typer.run(serve)"
    args = [sys.executable, "-c", code, "--store", str(store), "--port", str(port), *options]
    with log.open("wb") as err:
        proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=err)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        if proc.poll() is not None:
            pytest.fail(f"hwkg serve exited with {proc.returncode}: {log.read_text()}")
        try:
            if _get(f"{url}/sparql?query=ASK%7B%7D", timeout=2) == 200:
                break
        except OSError:
            pass
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"hwkg serve did not answer within 60 s: {log.read_text()}")
        time.sleep(0.2)
    try:
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="module")
def server(store_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The read-only server with a 2 s time limit and a 1,000-row cap."""
    log = tmp_path_factory.mktemp("serve-log") / "server.log"
    with running_server(
        store_path, log, "--timeout", "2", "--max-rows", "1000", "--workers", "2"
    ) as url:
        yield url


@pytest.fixture(scope="module")
def writable_server(store_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server with --cors and --allow-update over its own copy of the store."""
    base = tmp_path_factory.mktemp("serve-rw")
    copy = base / "store"
    shutil.copytree(store_path, copy)
    with running_server(copy, base / "server.log", "--cors", "--allow-update") as url:
        yield url


@pytest.fixture(scope="module")
def http() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=30, trust_env=False) as client:
        yield client


def sparql_get(http: httpx.Client, url: str, query: str, accept: str | None = None):
    headers = {"Accept": accept} if accept else {}
    return http.get(f"{url}/sparql", params={"query": query}, headers=headers)


def rows_of_json(body: bytes) -> tuple[list[str], set[tuple[str, ...]]]:
    doc = json.loads(body)
    names = doc["head"]["vars"]
    rows = {
        tuple(b[n]["value"] if n in b else "" for n in names) for b in doc["results"]["bindings"]
    }
    return names, rows


def count(http: httpx.Client, url: str) -> int:
    response = sparql_get(http, url, COUNT, "application/sparql-results+json")
    assert response.status_code == 200, response.text
    return int(response.json()["results"]["bindings"][0]["n"]["value"])


# -- the SPARQL protocol: formats -----------------------------------------------------------


def test_select_as_json(server, http):
    response = sparql_get(http, server, FRAMEWORKS, "application/sparql-results+json")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/sparql-results+json")
    assert response.headers["vary"] == "Accept"
    names, rows = rows_of_json(response.content)
    assert names == ["chip", "framework", "portOf"]
    assert rows == {tuple(str(v) for v in row) for row in FRAMEWORK_ROWS}


def test_select_as_xml(server, http):
    response = sparql_get(http, server, FRAMEWORKS, "application/sparql-results+xml")
    assert response.headers["content-type"].startswith("application/sparql-results+xml")
    root = ET.fromstring(response.content)
    assert [v.get("name") for v in root.iter(f"{RESULTS}variable")] == [
        "chip",
        "framework",
        "portOf",
    ]
    rows = set()
    for result in root.iter(f"{RESULTS}result"):
        values = {b.get("name"): b.find(f"{RESULTS}uri").text for b in result}  # type: ignore[union-attr]
        rows.add((values["chip"], values["framework"], values["portOf"]))
    assert rows == {tuple(str(v) for v in row) for row in FRAMEWORK_ROWS}


def test_select_as_csv_and_tsv(server, http):
    response = sparql_get(http, server, FRAMEWORKS, "text/csv")
    assert response.headers["content-type"].startswith("text/csv")
    assert b"\r\n" in response.content  # the W3C CSV form: CRLF line ends
    table = list(csv.reader(io.StringIO(response.text)))
    assert table[0] == ["chip", "framework", "portOf"]
    assert {tuple(r) for r in table[1:]} == {tuple(str(v) for v in row) for row in FRAMEWORK_ROWS}

    response = sparql_get(http, server, FRAMEWORKS, "text/tab-separated-values")
    assert response.headers["content-type"].startswith("text/tab-separated-values")
    lines = response.text.rstrip("\n").split("\n")
    assert lines[0] == "?chip\t?framework\t?portOf"
    assert {tuple(line.split("\t")) for line in lines[1:]} == {
        tuple(f"<{v}>" for v in row) for row in FRAMEWORK_ROWS
    }


def test_literals_in_csv_and_tsv(server, http):
    query = (
        "PREFIX hw: <https://w3id.org/hwkg/ontology#>\n"
        "SELECT DISTINCT ?evidence ?start WHERE { ?f hw:evidence ?evidence ; hw:charStart ?start"
        ' . FILTER (CONTAINS(?evidence, "su propia")) } ORDER BY ?start LIMIT 1'
    )
    tsv = sparql_get(http, server, query, "text/tab-separated-values").text
    header, line = tsv.rstrip("\n").split("\n")
    assert header == "?evidence\t?start"
    evidence, start = line.split("\t")
    assert evidence.startswith('"Amazon también presentó TorchNeuron') and evidence.endswith('"@es')
    assert start == '"277"^^<http://www.w3.org/2001/XMLSchema#integer>'
    csv_rows = list(csv.reader(io.StringIO(sparql_get(http, server, query, "text/csv").text)))
    assert csv_rows[1][0].startswith("Amazon también presentó TorchNeuron, su propia versión")
    assert csv_rows[1][1] == "277"


def test_ask(server, http):
    ask = "ASK { ?s ?p ?o }"
    assert sparql_get(http, server, ask, "application/sparql-results+json").json() == {
        "head": {},
        "boolean": True,
    }
    root = ET.fromstring(sparql_get(http, server, ask, "application/sparql-results+xml").content)
    assert root.find(f"{RESULTS}boolean").text == "true"  # type: ignore[union-attr]


@pytest.mark.filterwarnings("ignore:ConjunctiveGraph is deprecated:DeprecationWarning")
@pytest.mark.parametrize(
    ("accept", "rdflib_format"),
    [
        ("text/turtle", "turtle"),
        ("application/n-triples", "nt"),
        ("application/ld+json", "json-ld"),
        ("application/rdf+xml", "xml"),
    ],
)
def test_construct_formats(server, http, accept, rdflib_format):
    response = sparql_get(http, server, ANNOUNCES, accept)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith(accept)
    graph = Graph().parse(data=response.content, format=rdflib_format)
    assert set(graph) == {
        (ID.amazon, HW.announces, ID.torchneuron),
        (ID.amazon, HW.announces, ID.trainium),
        (ID.google, HW.announces, ID.torchtpu),
    }


def test_defaults_and_not_acceptable(server, http):
    select = http.get(f"{server}/sparql", params={"query": FRAMEWORKS}, headers={"Accept": "*/*"})
    assert select.headers["content-type"].startswith("application/sparql-results+json")
    construct = sparql_get(http, server, ANNOUNCES, "*/*")
    assert construct.headers["content-type"].startswith("text/turtle")
    plain_json = sparql_get(http, server, FRAMEWORKS, "application/json")
    assert plain_json.json()["head"]["vars"] == ["chip", "framework", "portOf"]
    refused = sparql_get(http, server, FRAMEWORKS, "image/png")
    assert refused.status_code == 406
    assert "application/sparql-results+json" in refused.text


def test_post_form_and_direct_body(server, http):
    expected = rows_of_json(sparql_get(http, server, FRAMEWORKS).content)
    form = http.post(f"{server}/sparql", data={"query": FRAMEWORKS})
    assert form.status_code == 200
    assert rows_of_json(form.content) == expected
    direct = http.post(
        f"{server}/sparql",
        content=FRAMEWORKS.encode(),
        headers={"Content-Type": "application/sparql-query; charset=utf-8"},
    )
    assert rows_of_json(direct.content) == expected
    other = http.post(f"{server}/sparql", content=b"x", headers={"Content-Type": "text/plain"})
    assert other.status_code == 415


def test_sparqlwrapper(server):
    from SPARQLWrapper import JSON, TURTLE, XML, SPARQLWrapper

    client = SPARQLWrapper(f"{server}/sparql")
    client.setQuery(FRAMEWORKS)
    client.setReturnFormat(JSON)
    bindings = client.query().convert()["results"]["bindings"]  # type: ignore[index,call-overload]
    assert {(b["chip"]["value"], b["framework"]["value"]) for b in bindings} == {
        (str(ID.tpu), str(ID.torchtpu)),
        (str(ID.trainium), str(ID.torchneuron)),
    }
    client.setReturnFormat(XML)
    client.setMethod("POST")
    document = client.query().convert()
    assert len(document.getElementsByTagName("result")) == 2  # type: ignore[union-attr]
    client.setQuery(ANNOUNCES)
    client.setReturnFormat(TURTLE)
    data = client.query().convert()
    assert len(Graph().parse(data=data, format="turtle")) == 3  # type: ignore[arg-type]


def test_rdflib_sparqlstore(server):
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    store = SPARQLStore(query_endpoint=f"{server}/sparql")
    rows = {tuple(row) for row in Dataset(store=store, default_union=True).query(FRAMEWORKS)}
    assert rows == FRAMEWORK_ROWS
    direct = store.query(f"SELECT ?label WHERE {{ <{ID.torchneuron}> <{RDFS.label}> ?label }}")
    assert [row[0] for row in direct] == [Literal("TorchNeuron")]  # type: ignore[index]


def test_hwkg_queries_the_server_as_a_remote_store(server, cli):
    """The endpoint is a store for hwkg itself: the README's answer, verbatim."""
    result = cli(
        "query",
        "company-profile",
        "-p",
        "company=amazon",
        "-f",
        "md",
        "--store",
        f"{server}/sparql",
    )
    assert result.code == 0, result.err
    assert result.out == (
        "| direction | relation | other | class |\n|---|---|---|---|\n"
        "| out | announces | TorchNeuron | Framework |\n"
        "| out | announces | Trainium | Chip |\n"
        "| out | contributesTo | PyTorch | Framework |\n"
        "| out | develops | TorchNeuron | Framework |\n"
        "| out | develops | Trainium | Chip |\n"
        "| out | operates | AWS | CloudPlatform |\n"
    )


# -- refusals -------------------------------------------------------------------------------


def test_malformed_query_is_400_with_the_parser_message(server, http):
    response = sparql_get(http, server, "SELEC * WHERE { ?s ?p ?o }")
    assert response.status_code == 400
    assert response.text.startswith("not a valid SPARQL query: Expected")
    assert "SELEC" in response.text
    # A prefix nobody declared: rdflib's parser passes it, Oxigraph's refuses it.
    undeclared = sparql_get(http, server, "SELECT * WHERE { ?s nope:p ?o }")
    assert undeclared.status_code == 400
    assert undeclared.text.startswith("not a valid SPARQL query")


@pytest.mark.parametrize("param", ["default-graph-uri", "named-graph-uri"])
def test_dataset_parameters_are_400(server, http, param):
    response = http.get(
        f"{server}/sparql", params={"query": "ASK {}", param: "https://w3id.org/hwkg/ontology"}
    )
    assert response.status_code == 400
    assert param in response.text


def test_updates_are_refused_and_the_store_is_unchanged(server, http, store_path):
    before = count(http, server)
    insert = "INSERT DATA { <urn:x:a> <urn:x:b> <urn:x:c> }"
    attempts = [
        http.post(f"{server}/sparql", data={"update": insert}),
        http.post(
            f"{server}/sparql",
            content=insert,
            headers={"Content-Type": "application/sparql-update"},
        ),
        http.post(f"{server}/update", data={"update": insert}),
        http.post(
            f"{server}/update",
            content="DROP ALL",
            headers={"Content-Type": "application/sparql-update"},
        ),
        http.get(f"{server}/sparql", params={"update": "DROP ALL"}),
    ]
    for response in attempts:
        assert response.status_code == 403, response.text
        assert "read-only" in response.text
    assert count(http, server) == before
    with KnowledgeStore(str(store_path), read_only=True) as ks:
        assert not ks.ask("ASK { <urn:x:a> ?p ?o }")
        assert len(list(ks.query(COUNT))) == 1


class ConnectionRecorder:
    """A local TCP server that records every connection made to it (and answers nothing)."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.sock.settimeout(0.1)
        self.port = self.sock.getsockname()[1]
        self.connections: list[tuple[str, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                conn, peer = self.sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            self.connections.append(peer)
            conn.close()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self.sock.close()


def test_service_from_and_load_never_connect(server, writable_server, http):
    recorder = ConnectionRecorder()
    target = f"http://127.0.0.1:{recorder.port}"
    try:
        queries = [
            f"SELECT * WHERE {{ SERVICE <{target}/sparql> {{ ?s ?p ?o }} }}",
            f"SELECT * WHERE {{ SERVICE SILENT <{target}/sparql> {{ ?s ?p ?o }} }}",
            f"SELECT * FROM <{target}/data.ttl> WHERE {{ ?s ?p ?o }}",
            f"SELECT * FROM NAMED <{target}/data.ttl> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}",
        ]
        for url in (server, writable_server):
            for query in queries:
                response = sparql_get(http, url, query)
                assert response.status_code == 400, (query, response.text)
                assert "not allowed" in response.text
        # Updates that would fetch are refused even when updates are allowed.
        for update in (
            f"LOAD <{target}/data.ttl>",
            f"INSERT {{ ?s ?p ?o }} WHERE {{ SERVICE <{target}/sparql> {{ ?s ?p ?o }} }}",
        ):
            response = http.post(f"{writable_server}/update", data={"update": update})
            assert response.status_code == 400, response.text
            assert "not allowed" in response.text
        time.sleep(0.3)
    finally:
        recorder.close()
    assert recorder.connections == []


def _children(pid: int) -> set[int]:
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def _cpu(pid: int) -> float:
    """User + system CPU seconds of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _server_pid(url: str) -> int:
    port = urllib.parse.urlsplit(url).port
    for child in _children(os.getpid()):
        cmdline = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
        if str(port).encode() in cmdline and b"--port" in cmdline:
            return child
    raise AssertionError("the server process was not found")


def test_a_slow_query_is_stopped_and_the_server_goes_on(server, http):
    pid = _server_pid(server)
    workers_before = _children(pid)
    started = time.monotonic()
    response = sparql_get(http, server, SLOW)
    elapsed = time.monotonic() - started
    assert response.status_code == 503, response.text
    assert "stopped after 2 s" in response.text
    assert 1.8 < elapsed < 6
    # The next query is answered at once, by the other worker.
    started = time.monotonic()
    assert rows_of_json(sparql_get(http, server, FRAMEWORKS).content)[1]
    assert time.monotonic() - started < 2.0
    # The worker that ran the slow query is gone (killed, not left running), and replaced.
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        now = _children(pid)
        if workers_before - now and len(now) == len(workers_before):
            break
        time.sleep(0.2)
    now = _children(pid)
    assert len(workers_before - now) == 1
    assert len(now) == len(workers_before)
    for _ in range(4):  # both workers, the new one included, answer
        assert sparql_get(http, server, "ASK { ?s ?p ?o }").json()["boolean"] is True


def test_body_cap_is_413(server, http):
    big = "# " + "x" * 1_100_000 + "\nASK {}"
    response = http.post(
        f"{server}/sparql",
        content=big.encode(),
        headers={"Content-Type": "application/sparql-query"},
    )
    assert response.status_code == 413
    assert "1,000,000 bytes" in response.text
    assert http.post(f"{server}/sparql", data={"query": big}).status_code == 413
    assert sparql_get(http, server, "ASK {}").status_code == 200


def test_answers_over_the_row_cap_are_413(server, http):
    everything = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } LIMIT 5000"
    response = sparql_get(http, server, everything)
    assert response.status_code == 413
    assert "more than 1,000 rows" in response.text
    assert sparql_get(http, server, "SELECT * WHERE { ?s ?p ?o } LIMIT 1000").status_code == 200
    construct = "CONSTRUCT { ?a ?b ?d } WHERE { ?a ?b ?c . ?d ?e ?f }"
    assert sparql_get(http, server, construct).status_code == 413


def test_no_cors_headers_by_default(server, http):
    response = http.get(
        f"{server}/sparql",
        params={"query": "ASK {}"},
        headers={"Origin": "http://elsewhere.example"},
    )
    assert response.status_code == 200
    assert not any(h.lower().startswith("access-control-") for h in response.headers)
    preflight = http.options(
        f"{server}/sparql",
        headers={
            "Origin": "http://elsewhere.example",
            "Access-Control-Request-Method": "POST",
        },
    )
    assert "access-control-allow-origin" not in preflight.headers
    assert response.headers["x-content-type-options"] == "nosniff"


def test_cors_when_asked(writable_server, http):
    response = http.get(
        f"{writable_server}/sparql",
        params={"query": "ASK {}"},
        headers={"Origin": "http://elsewhere.example"},
    )
    assert response.headers["access-control-allow-origin"] == "*"
    preflight = http.options(
        f"{writable_server}/sparql",
        headers={
            "Origin": "http://elsewhere.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
    )
    assert preflight.status_code == 200
    assert preflight.headers["access-control-allow-origin"] == "*"


def test_allowed_updates_change_the_store(writable_server, http):
    triple = "<https://w3id.org/hwkg/id/x> <https://w3id.org/hwkg/ontology#uses> <urn:x:y>"
    # Queries read the default graph (hwkg keeps it as the union of its named graphs).
    insert = f"INSERT DATA {{ {triple} }}"
    ask = f"ASK {{ {triple} }}"
    assert sparql_get(http, writable_server, ask).json()["boolean"] is False
    # A page of another origin may not write, CORS or not.
    forged = http.post(
        f"{writable_server}/update",
        data={"update": insert},
        headers={"Origin": "http://elsewhere.example"},
    )
    assert forged.status_code == 403
    assert sparql_get(http, writable_server, ask).json()["boolean"] is False
    done = http.post(
        f"{writable_server}/update",
        content=insert,
        headers={"Content-Type": "application/sparql-update"},
    )
    assert done.status_code == 204, done.text
    assert sparql_get(http, writable_server, ask).json()["boolean"] is True
    done = http.post(f"{writable_server}/sparql", data={"update": f"DELETE DATA {{ {triple} }}"})
    assert done.status_code == 204, done.text
    assert sparql_get(http, writable_server, ask).json()["boolean"] is False
    assert http.get(f"{writable_server}/update", params={"update": "DROP ALL"}).status_code == 405
    assert http.post(f"{writable_server}/update", data={"update": "DROP"}).status_code == 400


# -- pages and entities ---------------------------------------------------------------------


def test_entity_dereferences_to_html_or_turtle(server, http):
    page = http.get(f"{server}/id/torchneuron", headers={"Accept": "text/html"})
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert "su propia versión de PyTorch" in page.text
    assert 'href="/id/amazon"' in page.text and 'href="/id/pytorch"' in page.text
    assert "torchtpu-torchneuron.es.txt" in page.text

    turtle = http.get(f"{server}/id/torchneuron", headers={"Accept": "text/turtle"})
    assert turtle.headers["content-type"].startswith("text/turtle")
    graph = Graph().parse(data=turtle.text, format="turtle")
    assert (ID.torchneuron, RDFS.label, Literal("TorchNeuron")) in graph
    assert (ID.torchneuron, HW.adaptationOf, ID.pytorch) in graph
    assert (ID.amazon, HW.develops, ID.torchneuron) in graph
    assert (ID.amazon, HW.develops, ID.trainium) not in graph  # not about TorchNeuron
    evidence = {str(o) for o in graph.objects(None, HW.evidence)}
    assert any("su propia versión de PyTorch" in e for e in evidence)

    browser_accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    in_browser = http.get(f"{server}/id/torchneuron", headers={"Accept": browser_accept})
    assert in_browser.headers["content-type"].startswith("text/html")
    nt = http.get(f"{server}/id/torchneuron.nt")
    assert nt.headers["content-type"].startswith("application/n-triples")
    assert set(Graph().parse(data=nt.text, format="nt")) == set(graph)
    assert http.get(f"{server}/id/no-such-entity").status_code == 404
    missing = http.get(f"{server}/id/no-such-entity", headers={"Accept": "text/turtle"})
    assert missing.status_code == 404


def test_pages(server, http):
    index = http.get(f"{server}/")
    assert index.status_code == 200
    for name in saved_queries():
        assert f'action="/ask/{name}"' in index.text
    assert 'href="/id/torchneuron"' in index.text
    assert "<textarea" in index.text
    assert "script" not in index.text  # nothing to run, nothing to fetch
    assert "default-src 'none'" in index.headers["content-security-policy"]

    answer = http.get(f"{server}/ask/company-profile", params={"company": "amazon"})
    assert answer.status_code == 200
    assert ">operates<" in answer.text and ">AWS</a>" in answer.text
    unknown = http.get(f"{server}/ask/company-profile", params={"company": "amazin"})
    assert unknown.status_code == 400
    assert "closest known: Amazon" in unknown.text
    assert http.get(f"{server}/ask/no-such-question").status_code == 404

    adhoc = http.post(f"{server}/query", data={"query": "ASK { ?s ?p ?o }"})
    assert "<strong>yes</strong>" in adhoc.text
    refused = http.post(f"{server}/query", data={"query": "SELECT * { SERVICE <urn:x> {} }"})
    assert refused.status_code == 400
    assert "SERVICE is not allowed" in refused.text
    escaped = http.post(f"{server}/query", data={"query": "SELECT <script>"})
    assert "<script>" not in escaped.text and "&lt;script&gt;" in escaped.text

    browser_accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    via_endpoint = http.get(
        f"{server}/sparql", params={"query": FRAMEWORKS}, headers={"Accept": browser_accept}
    )
    assert via_endpoint.headers["content-type"].startswith("text/html")
    assert ">TorchNeuron</a>" in via_endpoint.text

    described = http.get(f"{server}/sparql", headers={"Accept": "text/turtle"})
    assert "sd:Service" in described.text
    Graph().parse(data=described.text, format="turtle")


def test_graph_page(server, http):
    response = http.get(f"{server}/graph")
    assert response.status_code == 200
    assert "TorchNeuron" in response.text
    assert "script-src 'unsafe-inline'" in response.headers["content-security-policy"]
    assert http.get(f"{server}/graph", params={"lang": "es"}).status_code == 200
    assert http.get(f"{server}/graph", params={"lang": "xx"}).status_code == 400


# -- a real browser -------------------------------------------------------------------------


def test_pages_in_chromium(server):
    path = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else shutil.which("chromium")
    if not path:
        pytest.fail("Chromium is not installed (/usr/bin/chromium): `make setup` installs it")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("the playwright package is missing: `make setup` installs it")
    outside: list[str] = []
    errors: list[str] = []

    def route(route) -> None:
        if route.request.url.startswith(server + "/"):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        try:
            page = chromium.new_page()
            page.route("**/*", route)
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
            page.goto(f"{server}/")
            form = page.locator("#q-company-profile form")
            form.locator("input[name=company]").fill("amazon")
            form.locator("button[type=submit]").click()
            page.wait_for_url("**/ask/company-profile?company=amazon")
            rows = page.locator("table.answer tbody tr").all_inner_texts()
            assert len(rows) == 6
            assert any(r.split("\t") == ["out", "operates", "AWS", "CloudPlatform"] for r in rows)
            assert any("TorchNeuron" in r and "develops" in r for r in rows)

            page.locator("table.answer a", has_text="TorchNeuron").first.click()
            page.wait_for_url("**/id/torchneuron")
            assert page.locator("h1").inner_text().startswith("TorchNeuron")
            assert "su propia versión de PyTorch" in page.locator("table.facts").inner_text()

            page.goto(f"{server}/")
            page.fill("textarea[name=query]", "ASK { ?s ?p ?o }")
            page.locator("#editor + form button[type=submit]").click()
            page.wait_for_url("**/query")
            assert page.locator(".answer").inner_text() == "yes"

            page.goto(f"{server}/graph")
            page.wait_for_function("document.body.dataset.settled === 'true'", timeout=60_000)
            drawn = page.evaluate("hwkg.network.body.data.nodes.get().map(n => n.label)")
            assert "TorchNeuron" in drawn
        finally:
            chromium.close()
    assert outside == []
    assert errors == []


# -- load -----------------------------------------------------------------------------------


@dataclass
class LoadResult:
    latencies: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def test_load(server):
    """20 client threads, 50 requests each, of a saved question through /sparql."""
    question = saved_queries()["company-profile"]
    query = with_values(question.text, {"company": f"<{ID.amazon}>"})
    threads, each = 20, 50
    lock = threading.Lock()
    result = LoadResult()

    def client(_: int) -> None:
        with httpx.Client(timeout=10, trust_env=False) as http:
            for _ in range(each):
                started = time.perf_counter()
                try:
                    response = sparql_get(http, server, query, "application/sparql-results+json")
                    ok = (
                        response.status_code == 200
                        and len(response.json()["results"]["bindings"]) == 6
                    )
                    problem = None if ok else f"{response.status_code}: {response.text[:100]}"
                except httpx.HTTPError as exc:
                    problem = f"{type(exc).__name__}: {exc}"
                elapsed = time.perf_counter() - started
                with lock:
                    result.latencies.append(elapsed)
                    if problem:
                        result.failures.append(problem)

    pid = _server_pid(server)
    workers = _children(pid)
    cpu_before = (_cpu(pid), sum(_cpu(w) for w in workers), time.process_time())
    started = time.perf_counter()
    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(client, range(threads)))
    wall = time.perf_counter() - started
    main_cpu, workers_cpu, client_cpu = (
        after - before
        for before, after in zip(
            cpu_before,
            (_cpu(pid), sum(_cpu(w) for w in workers), time.process_time()),
            strict=True,
        )
    )
    latencies = sorted(result.latencies)
    p50 = statistics.median(latencies)
    p95 = latencies[int(0.95 * len(latencies)) - 1]
    print(
        f"\nload: {len(latencies)} requests, {threads} threads, {wall:.2f} s, "
        f"{len(latencies) / wall:.0f} requests/s, p50 {p50 * 1000:.1f} ms, "
        f"p95 {p95 * 1000:.1f} ms, max {latencies[-1] * 1000:.1f} ms, "
        f"{len(result.failures)} failed; CPU: server {main_cpu:.2f} s, its workers "
        f"{workers_cpu:.2f} s, clients {client_cpu:.2f} s ({os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.1f})"
    )
    assert len(latencies) == threads * each
    assert result.failures == []


# -- units ----------------------------------------------------------------------------------


def test_negotiate():
    offers = serve.RESULT_TYPES
    assert serve.negotiate(None, offers) == "application/sparql-results+json"
    assert serve.negotiate("text/csv;q=0.5, text/tab-separated-values", offers) == (
        "text/tab-separated-values"
    )
    assert serve.negotiate("text/*", offers) == "text/csv"
    assert serve.negotiate("*/*;q=0.1, application/sparql-results+xml", offers) == (
        "application/sparql-results+xml"
    )
    assert serve.negotiate("image/png", offers) is None
    assert serve.negotiate("application/sparql-results+json;q=0", offers) is None
    html_first = (*offers, serve.HTML)
    assert serve.negotiate("text/html,*/*;q=0.8", html_first) == serve.HTML


def test_terms_in_tsv_stay_on_one_line():
    value = Literal('a "b"\tc\nd\\', lang="es")
    assert serve.nt_term(value) == '"a \\"b\\"\\tc\\nd\\\\"@es'
    assert serve.nt_term(URIRef("urn:x")) == "<urn:x>"
    assert serve.nt_term(Literal("x")) == '"x"'
    assert serve.nt_term(None) == ""


def test_create_app_checks_the_store_first(tmp_path):
    with pytest.raises(StoreError, match="no store at"):
        serve.create_app(str(tmp_path / "missing"))
    with pytest.raises(InputError, match="timeout"):
        serve.create_app(str(tmp_path), timeout=0)


def test_command_options(tmp_path):
    import typer

    app = typer.Typer()
    from hwkg.graph.serve_command import serve as command

    app.command()(command)
    shown = CliRunner().invoke(app, ["--help"], env={"COLUMNS": "200"})
    assert shown.exit_code == 0
    for option in ("--store", "-s", "--host", "--port", "--allow-update", "--timeout", "--cors"):
        assert option in shown.output
    assert "127.0.0.1" in shown.output and "8000" in shown.output
    assert "HWKG_STORE" in shown.output
    missing = CliRunner().invoke(app, ["--store", str(tmp_path / "missing")])
    assert isinstance(missing.exception, StoreError)
    assert "no store at" in missing.exception.message
