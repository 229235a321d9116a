"""A real Oxigraph server on 127.0.0.1 holds the same graph as the embedded store."""

from __future__ import annotations

from helpers import EXAMPLE
from rdflib import Graph
from rdflib.compare import isomorphic

from hwkg.graph.store.endpoint import endpoints

SECOND = "Microsoft presentó Maia, su propio chip para Azure.\nMicrosoft compite con Nvidia.\n"


def _graph(cli, store) -> Graph:
    result = cli("export", "--store", store, "-f", "nt")
    assert result.code == 0, result.err
    return Graph().parse(data=result.out, format="nt")


def test_remote_and_embedded_hold_the_same_graph(cli, tmp_path, oxigraph_server):
    second = tmp_path / "maia.es.txt"
    second.write_text(SECOND, encoding="utf-8")
    local = tmp_path / "local"
    for store in (local, oxigraph_server):
        assert cli("ingest", EXAMPLE, second, "--store", store).code == 0
    remote_graph, local_graph = _graph(cli, oxigraph_server), _graph(cli, local)
    assert len(local_graph) > 300
    assert isomorphic(remote_graph, local_graph)
    # Byte-identical exports: the order does not depend on the store.
    local_ttl = cli("export", "--store", local, "-f", "turtle").out
    assert cli("export", "--store", oxigraph_server, "-f", "turtle").out == local_ttl


def test_remote_reingest_is_idempotent_and_stats_work(cli, oxigraph_server):
    assert cli("ingest", EXAMPLE, "--store", oxigraph_server).code == 0
    before = _graph(cli, oxigraph_server)
    assert cli("ingest", EXAMPLE, "--store", oxigraph_server).code == 0
    assert isomorphic(_graph(cli, oxigraph_server), before)
    stats = cli("stats", "--store", oxigraph_server)
    assert stats.code == 0 and "hw:develops" in stats.out
    assert cli("validate", "--store", oxigraph_server).code == 0


def test_unreachable_endpoint_is_one_line(cli):
    result = cli("ingest", EXAMPLE, "--store", "http://127.0.0.1:9/query")
    assert result.code == 1
    assert len(result.err.strip().splitlines()) == 1 and "Traceback" not in result.err


def test_endpoint_urls():
    assert endpoints("http://h:7878") == ("http://h:7878/query", "http://h:7878/update")
    assert endpoints("http://h/ds/query") == ("http://h/ds/query", "http://h/ds/update")
    assert endpoints("http://h/ds/sparql") == ("http://h/ds/sparql", "http://h/ds/update")


def test_an_endpoint_error_is_an_error(oxigraph_server):
    import pytest

    from hwkg.graph.errors import StoreError
    from hwkg.graph.store import KnowledgeStore

    with pytest.raises(StoreError, match="refused the query"):
        KnowledgeStore(oxigraph_server).query("SELECT * WHERE { ?s ?p }")
