"""Control characters in a label (issue 15, item 11): every writer gives well-formed output or
refuses in one line, and nothing reaches a terminal raw."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest
from helpers import EXAMPLE, running_server, write_jsonl

from hwkg.graph import api

pytestmark = pytest.mark.slow

EVIL = "Evil\u0001Corp\u001b[2J\u001b]0;pwned\u0007"
CURATED = f"""@prefix hw: <https://w3id.org/hwkg/ontology#> .
@prefix id: <https://w3id.org/hwkg/id/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
id:evil a hw:Company ; rdfs:label {json.dumps(EVIL)} ; hw:develops id:trainium .
"""
LABEL = (
    "SELECT ?label WHERE { <https://w3id.org/hwkg/id/evil> "
    "<http://www.w3.org/2000/01/rdf-schema#label> ?label }"
)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("controls")
    path = base / "store"
    api.ingest([str(EXAMPLE)], str(path))
    curated = base / "evil.ttl"
    curated.write_text(CURATED, encoding="utf-8")
    api.import_rdf(curated, str(path))
    return path


def raw_controls(text: str) -> list[str]:
    return [c for c in text if (ord(c) < 32 and c not in "\n\t") or 0x7F <= ord(c) <= 0x9F]


def test_xml_results_refuse_what_xml_cannot_carry(cli, store):
    result = cli("query", "--store", store, "--sparql", LABEL, "-f", "xml")
    assert result.code == 1 and result.out == ""
    assert result.err.count("\n") == 1 and "XML 1.0 cannot carry" in result.err
    ok = cli("query", "--store", store, "--sparql", LABEL, "-f", "json")
    assert ok.code == 0
    assert json.loads(ok.out)["results"]["bindings"][0]["label"]["value"] == EVIL


@pytest.mark.parametrize("fmt", ["table", "md", "csv"])
def test_tables_reach_the_terminal_without_raw_controls(cli, store, fmt, monkeypatch):
    monkeypatch.setattr("sys.stdout.isatty", lambda: True, raising=False)
    result = cli("query", "--store", store, "--sparql", LABEL, "-f", fmt)
    assert result.code == 0, result.err
    assert "Evil" in result.out and raw_controls(result.out) == []


@pytest.mark.parametrize("fmt", ["graphml", "gexf"])
def test_graph_formats_are_well_formed_xml(cli, store, tmp_path, fmt):
    out = tmp_path / f"g.{fmt}"
    result = cli("export", "--store", store, "-f", fmt, "-o", out)
    assert result.code == 0, result.err
    ET.parse(out)  # well-formed, or this raises
    assert "Evil" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", ["turtle", "nt", "nq", "trig", "jsonld"])
def test_rdf_exports_parse_back_with_the_label_whole(cli, store, tmp_path, fmt):
    out = tmp_path / f"g.{fmt}"
    assert cli("export", "--store", store, "-f", fmt, "-o", out).code == 0
    kind = {"turtle": "ttl", "nt": "nt", "nq": "nq", "trig": "trig", "jsonld": "jsonld"}[fmt]
    values = {
        q.object.value for q in ox.parse(path=str(out), format=ox.RdfFormat.from_extension(kind))
    }
    assert EVIL in values


@pytest.mark.parametrize("name", ["g.html", "g.svg", "g.png"])
def test_pictures_are_drawn(cli, store, tmp_path, name):
    result = cli("viz", "--store", store, "-o", tmp_path / name)
    assert result.code == 0, result.err
    if name.endswith(".svg"):
        ET.parse(tmp_path / name)


def test_the_server_answers_or_refuses_in_one_line(store, tmp_path):
    with (
        httpx.Client(timeout=60, trust_env=False) as http,
        running_server(store, tmp_path / "server.log") as url,
    ):
        assert http.get(f"{url}/graph").status_code == 200
        xml = http.get(
            f"{url}/sparql",
            params={"query": LABEL},
            headers={"Accept": "application/sparql-results+xml"},
        )
        assert xml.status_code == 406 and "XML 1.0 cannot carry" in xml.text
        assert len(xml.text.strip().splitlines()) == 1
        good = http.get(
            f"{url}/sparql",
            params={"query": LABEL},
            headers={"Accept": "application/sparql-results+json"},
        )
        assert good.status_code == 200
        rdfxml = http.get(f"{url}/id/evil", headers={"Accept": "application/rdf+xml"})
        assert rdfxml.status_code == 406 and "XML 1.0 cannot carry" in rdfxml.text
        turtle = http.get(f"{url}/id/evil", headers={"Accept": "text/turtle"})
        assert turtle.status_code == 200
        assert EVIL in {
            t.object.value for t in ox.parse(turtle.content, format=ox.RdfFormat.TURTLE)
        }
        page = http.get(f"{url}/id/evil")
        assert page.status_code == 200 and raw_controls(page.text) == []


def test_ingest_prints_ids_without_raw_controls(cli, tmp_path):
    corpus = write_jsonl(
        tmp_path / "c.jsonl",
        [
            {"id": "a\u001b[31mred", "text": "Nvidia presentó la GPU H100.", "lang": "es"},
            {"id": "b\u001b[2J", "text": ""},
        ],
    )
    result = cli("ingest", corpus, "--store", tmp_path / "s")
    assert result.code == 2
    assert raw_controls(result.out) == [] and raw_controls(result.err) == []
    assert "\\x1b" in result.out  # shown, escaped
