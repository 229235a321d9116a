"""``hwkg serve``'s pages: entities, saved questions, the graph, in a headless Chromium too;
a bounded load test."""

from __future__ import annotations

import os
import shutil
import statistics
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from helpers import (
    CHROMIUM_ARGS,
    EXAMPLE,
    cpu_seconds,
    process_children,
    running_server,
    server_pid,
    sparql_get,
)
from rdflib import Graph, Literal, Namespace
from rdflib.namespace import RDFS

from hwkg.graph import api
from hwkg.graph.sparql.saved import saved_queries, with_values

HW = Namespace("https://w3id.org/hwkg/ontology#")
ID = Namespace("https://w3id.org/hwkg/id/")
FRAMEWORKS = saved_queries()["frameworks-by-chip"].text
COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"


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


def _busy_entity(facts: int, articles: int) -> str:
    """Turtle of one company, ``facts`` records of it developing a chip each, and
    ``articles`` articles that mention it (an entity of a store of thousands of articles)."""
    lines = [
        "@prefix hw: <https://w3id.org/hwkg/ontology#> .",
        "@prefix id: <https://w3id.org/hwkg/id/> .",
        "@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .",
        "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
        "@prefix prov: <http://www.w3.org/ns/prov#> .",
        "@prefix schema: <https://schema.org/> .",
        "@prefix dcterms: <http://purl.org/dc/terms/> .",
        'id:busy a hw:Company ; rdfs:label "Busy" .',
    ]
    for n in range(facts):
        lines += [
            f'id:chip-{n:04d} a hw:Chip ; rdfs:label "Chip {n:04d}" .',
            f"id:busy hw:develops id:chip-{n:04d} .",
            f"<urn:x-test:record-{n}> a rdf:Statement ; rdf:subject id:busy ;"
            f" rdf:predicate hw:develops ; rdf:object id:chip-{n:04d} ; hw:modality hw:Asserted ;"
            f' hw:evidence "Busy develops Chip {n:04d}." ; hw:charStart 0 ;'
            f" prov:wasDerivedFrom <urn:x-test:article-{n % articles}> .",
        ]
    lines += [
        f'<urn:x-test:article-{n}> a hw:Article ; schema:mentions id:busy ; dcterms:title "A{n}" .'
        for n in range(articles)
    ]
    return "\n".join(lines) + "\n"


def test_an_entity_of_thousands_of_facts_shows_the_first_page_of_each(tmp_path, http):
    """A company named in every article of a large store: its page lists the first 1,000 facts
    and sources and says how many there are, as query pages do (it listed them all: 3 MB and
    4 s for a company of a 5,000-article store); its neighbours are all there."""
    store = tmp_path / "store"
    api.ingest([str(EXAMPLE)], str(store))
    busy = tmp_path / "busy.ttl"
    busy.write_text(_busy_entity(1_500, 1_200), encoding="utf-8")
    api.import_rdf(str(busy), store=str(store))
    with running_server(store, tmp_path / "server.log") as url:
        page = http.get(f"{url}/id/busy")
    assert page.status_code == 200, page.text
    assert "1,500 facts; the first 1,000 are shown" in page.text
    assert "1,200 articles; the first 1,000 are shown" in page.text
    facts = page.text.split("<h2>Facts</h2>")[1].split("<h2>")[0]
    assert facts.count("<tr>") == 1_000 + 1  # and the header
    sources = page.text.split("<h2>Source articles</h2>")[1]
    assert sources.count("<li>") == 1_000
    neighbours = page.text.split("<h2>Neighbours</h2>")[1].split("<h2>")[0]
    assert neighbours.count("<li>") == 1_500


# -- a real browser -------------------------------------------------------------------------


@pytest.mark.browser
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


@pytest.mark.slow
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

    pid = server_pid(server)
    workers = process_children(pid)
    cpu_before = (cpu_seconds(pid), sum(cpu_seconds(w) for w in workers), time.process_time())
    started = time.perf_counter()
    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(client, range(threads)))
    wall = time.perf_counter() - started
    main_cpu, workers_cpu, client_cpu = (
        after - before
        for before, after in zip(
            cpu_before,
            (cpu_seconds(pid), sum(cpu_seconds(w) for w in workers), time.process_time()),
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
