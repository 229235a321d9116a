"""``hwkg serve``: the real server on a local port, driven over HTTP by SPARQLWrapper, rdflib,
hwkg's own remote store, plain HTTP and a headless Chromium; a bounded load test."""

from __future__ import annotations

import csv
import io
import socket
import threading
import time
import xml.etree.ElementTree as ET

import httpx
import pytest
from helpers import process_children, rows_of_json, server_pid, sparql_get
from rdflib import Dataset, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDFS
from typer.testing import CliRunner

from hwkg.graph import serve
from hwkg.graph.errors import StoreError
from hwkg.graph.serve import jobs, negotiate
from hwkg.graph.sparql.saved import saved_queries
from hwkg.graph.store import KnowledgeStore
from hwkg.graph.terms import nt
from hwkg.ingest import InputError

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


def test_updates_are_refused_and_the_store_is_unchanged(server, http, serve_store):
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
    with KnowledgeStore(str(serve_store), read_only=True) as ks:
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


def test_a_slow_query_is_stopped_and_the_server_goes_on(server, http):
    pid = server_pid(server)
    workers_before = process_children(pid)
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
        now = process_children(pid)
        if workers_before - now and len(now) == len(workers_before):
            break
        time.sleep(0.2)
    now = process_children(pid)
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


UNION_HOLDS = """
ASK {
  { ?s ?p ?o FILTER NOT EXISTS { GRAPH ?g { ?s ?p ?o } } }
  UNION { GRAPH ?g { ?s ?p ?o } FILTER NOT EXISTS { ?s ?p ?o } }
}
"""
CURATED = "https://w3id.org/hwkg/import/curated-by-hand"
CLAIM_OF_GAUDI = """
PREFIX hw: <https://w3id.org/hwkg/ontology#>
PREFIX id: <https://w3id.org/hwkg/id/>
SELECT ?confidence ?articles WHERE { GRAPH <https://w3id.org/hwkg/claims> {
  ?claim hw:claimSubject id:intel ; hw:claimPredicate hw:develops ; hw:claimObject id:gaudi ;
         hw:confidence ?confidence ; hw:sourceCount ?articles . } }
"""


def test_an_update_keeps_the_union_and_the_claims(writable_server, http):
    """Whatever an update writes, the default graph stays the union of the named graphs and
    every fact with a record keeps its claim: a fact and its record in a named graph, a
    triple written to the default graph (it goes to the graph of updates, which exports and
    `hwkg remove` reach), a graph dropped, a triple deleted from the default graph."""

    def update(text: str) -> None:
        done = http.post(f"{writable_server}/update", data={"update": text})
        assert done.status_code == 204, done.text

    def ask(text: str) -> bool:
        return bool(sparql_get(http, writable_server, text).json()["boolean"])

    def claim() -> list[tuple[str, ...]]:
        return sorted(rows_of_json(sparql_get(http, writable_server, CLAIM_OF_GAUDI).content)[1])

    prefixes = (
        "PREFIX hw: <https://w3id.org/hwkg/ontology#>\n"
        "PREFIX id: <https://w3id.org/hwkg/id/>\n"
        "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>\n"
        "PREFIX prov: <http://www.w3.org/ns/prov#>\n"
    )
    fact = "id:intel hw:develops id:gaudi"
    update(
        prefixes + f"INSERT DATA {{ GRAPH <{CURATED}> {{ {fact} . <{CURATED}#r> a rdf:Statement ;"
        " rdf:subject id:intel ; rdf:predicate hw:develops ; rdf:object id:gaudi ;"
        f" prov:wasDerivedFrom <{CURATED}> ; hw:confidence 0.7 }} }}"
    )
    assert ask(prefixes + f"ASK {{ {fact} }}")
    assert claim() == [("0.7", "1")]
    assert not ask(UNION_HOLDS)

    update(prefixes + "INSERT DATA { id:x hw:uses id:y }")
    assert ask(prefixes + "ASK { GRAPH <https://w3id.org/hwkg/updates> { id:x hw:uses id:y } }")
    assert not ask(UNION_HOLDS)

    update(f"DROP GRAPH <{CURATED}>")
    assert not ask(prefixes + f"ASK {{ {fact} }}")
    assert claim() == []
    assert not ask(UNION_HOLDS)

    update(prefixes + "DELETE DATA { id:x hw:uses id:y }")
    assert not ask(prefixes + "ASK { GRAPH ?g { id:x hw:uses id:y } }")
    assert not ask(UNION_HOLDS)
    refused = http.post(
        f"{writable_server}/update",
        data={"update": "CLEAR GRAPH <https://w3id.org/hwkg/claims>"},
    )
    assert refused.status_code == 400 and "derived from the records" in refused.text


# Every form of SPARQL Update, each sent twice (the second time once failed on the parse the
# first one had changed): (update, the triple it leaves in the default graph, or None).
PREFIXES = "PREFIX hw: <https://w3id.org/hwkg/ontology#>\nPREFIX id: <https://w3id.org/hwkg/id/>\n"
UPDATE_FORMS = [
    ("INSERT DATA { id:u1 hw:uses id:v }", "id:u1 hw:uses id:v"),
    ("INSERT { ?s hw:uses id:v } WHERE { VALUES ?s { id:u2 } }", "id:u2 hw:uses id:v"),
    (
        f"INSERT {{ GRAPH <{CURATED}> {{ ?s hw:uses id:v }} }} WHERE {{ VALUES ?s {{ id:u3 }} }}",
        "id:u3 hw:uses id:v",
    ),
    (
        f"WITH <{CURATED}> INSERT {{ ?s hw:uses id:v }} WHERE {{ VALUES ?s {{ id:u4 }} }}",
        "id:u4 hw:uses id:v",
    ),
    (
        f"INSERT {{ id:u5 hw:uses ?o }} USING <{CURATED}> WHERE {{ ?s hw:uses ?o }}",
        "id:u5 hw:uses id:v",
    ),
    ("DELETE { id:u1 hw:uses ?o } WHERE { id:u1 hw:uses ?o }", None),
    (
        "DELETE { id:u2 hw:uses ?o } INSERT { id:u6 hw:uses ?o } WHERE { id:u2 hw:uses ?o }",
        "id:u6 hw:uses id:v",
    ),
]


def test_every_form_of_update_is_applied_and_may_be_sent_again(writable_server, http):
    """INSERT/DELETE ... WHERE, with WITH or USING, are applied like INSERT DATA, the union
    and the claims kept; the same text sent again is answered the same way."""
    for text, left in UPDATE_FORMS:
        for attempt in (1, 2):
            done = http.post(f"{writable_server}/update", data={"update": PREFIXES + text})
            assert done.status_code == 204, f"{text} (attempt {attempt}): {done.text}"
        if left is not None:
            found = sparql_get(http, writable_server, f"{PREFIXES}ASK {{ {left} }}")
            assert found.json()["boolean"] is True, text
        union = sparql_get(http, writable_server, UNION_HOLDS).json()["boolean"]
        assert union is False, f"the default graph is not the union after {text}"
    gone = sparql_get(http, writable_server, f"{PREFIXES}ASK {{ id:u1 ?p ?o }}")
    assert gone.json()["boolean"] is False


# -- units ----------------------------------------------------------------------------------


def test_negotiate():
    offers = jobs.RESULT_TYPES
    assert negotiate.negotiate(None, offers) == "application/sparql-results+json"
    assert negotiate.negotiate("text/csv;q=0.5, text/tab-separated-values", offers) == (
        "text/tab-separated-values"
    )
    assert negotiate.negotiate("text/*", offers) == "text/csv"
    assert negotiate.negotiate("*/*;q=0.1, application/sparql-results+xml", offers) == (
        "application/sparql-results+xml"
    )
    assert negotiate.negotiate("image/png", offers) is None
    assert negotiate.negotiate("application/sparql-results+json;q=0", offers) is None
    html_first = (*offers, "text/html")
    assert negotiate.negotiate("text/html,*/*;q=0.8", html_first) == "text/html"


def test_terms_in_tsv_stay_on_one_line():
    value = Literal('a "b"\tc\nd\\', lang="es")
    assert nt(value) == '"a \\"b\\"\\tc\\nd\\\\"@es'
    assert nt(URIRef("urn:x")) == "<urn:x>"
    assert nt(Literal("x")) == '"x"'
    assert nt(None) == ""


def test_create_app_checks_the_store_first(tmp_path):
    with pytest.raises(StoreError, match="no store at"):
        serve.create_app(str(tmp_path / "missing"))
    with pytest.raises(InputError, match="timeout"):
        serve.create_app(str(tmp_path), timeout=0)


def test_command_options(tmp_path):
    import typer

    app = typer.Typer()
    from hwkg.graph.cli.serve import serve as command

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
