"""hwkg import: curated RDF in, all or nothing, nothing read from outside the file."""

from __future__ import annotations

import pytest
from helpers import EXAMPLE

CURATED = """@prefix hw: <https://w3id.org/hwkg/ontology#> .
@prefix id: <https://w3id.org/hwkg/id/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
id:amazon hw:partnersWith id:anthropic .
id:anthropic a hw:Company ; rdfs:label "Anthropic" .
"""


def _nq(cli, store) -> str:
    return cli("export", "--store", store, "-f", "nq").out


def test_import_turtle_lands_in_its_own_graph(cli, tmp_path):
    store = tmp_path / "s"
    assert cli("ingest", EXAMPLE, "--store", store).code == 0
    curated = tmp_path / "partners.ttl"
    curated.write_text(CURATED, encoding="utf-8")
    result = cli("import", curated, "--store", store)
    assert result.code == 0, result.err
    assert "imported 3 triples" in result.out
    nq = _nq(cli, store)
    assert "<https://w3id.org/hwkg/import/partners-ttl-" in nq
    assert "partnersWith" in nq
    again = cli("import", curated, "--store", store)  # the same content again: no change
    assert again.code == 0 and _nq(cli, store) == nq


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("bad.ttl", '@prefix ex: <http://ex/> .\nex:a ex:b ex:c .\nex:a ex:b "open .\n', "line 3"),
        (
            "ctx.jsonld",
            '{"@context": "http://127.0.0.1:9/ctx.jsonld", "@id": "http://ex/a", "name": "x"}',
            "remote contexts",
        ),
        (
            "xxe.rdf",
            '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
            '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>',
            "DTD",
        ),
        (
            "bomb.rdf",
            '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa">'
            '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n'
            '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>',
            "DTD",
        ),
        ("data.csv", "a,b,c\n", "unknown RDF file type"),
    ],
)
def test_bad_rdf_is_refused_and_nothing_is_loaded(cli, tmp_path, name, content, message):
    store = tmp_path / "s"
    assert cli("ingest", EXAMPLE, "--store", store).code == 0
    before = _nq(cli, store)
    bad = tmp_path / name
    bad.write_text(content, encoding="utf-8")
    result = cli("import", bad, "--store", store)
    assert result.code == 2
    assert message in result.err and len(result.err.strip().splitlines()) == 1
    assert _nq(cli, store) == before


def _graphs(nq: str) -> dict[str, set[str]]:
    """Import graph name -> its triples' subjects and objects, from N-Quads."""
    found: dict[str, set[str]] = {}
    for line in nq.splitlines():
        if "/hwkg/import/" in line:
            graph = line.rsplit(" ", 2)[-2]
            found.setdefault(graph.rsplit("/", 1)[-1].rstrip(">"), set()).add(line.split()[2])
    return found


def test_files_of_one_name_never_share_a_graph(cli, tmp_path):
    """d2/partners.nt (or Partners.NT) beside d1/partners.nt: two graphs, nothing replaced."""
    store = tmp_path / "s"
    line = "<https://w3id.org/hwkg/id/a> <https://w3id.org/hwkg/ontology#partnersWith> <{}> .\n"
    files = {
        "d1/partners.nt": line.format("https://w3id.org/hwkg/id/one"),
        "d2/partners.nt": line.format("https://w3id.org/hwkg/id/two"),
        "d1/Partners.NT": line.format("https://w3id.org/hwkg/id/three"),
    }
    for name, content in files.items():
        path = tmp_path / name
        path.parent.mkdir(exist_ok=True)
        path.write_text(content, encoding="utf-8")
        result = cli("import", path, "--store", store)
        assert result.code == 0, result.err
    graphs = _graphs(_nq(cli, store))
    assert len(graphs) == 3
    objects = set().union(*graphs.values())
    assert {o.rsplit("/", 1)[-1] for o in objects} == {"one>", "two>", "three>"}


def test_replace_names_the_graph_a_file_replaces(cli, tmp_path):
    store = tmp_path / "s"
    old, new = tmp_path / "old" / "partners.ttl", tmp_path / "new" / "partners.ttl"
    for path, partner in ((old, "anthropic"), (new, "openai")):
        path.parent.mkdir()
        path.write_text(CURATED.replace("anthropic", partner), encoding="utf-8")
    assert cli("import", old, "--store", store).code == 0
    (first,) = _graphs(_nq(cli, store))
    refused = cli("import", new, "--store", store, "--replace", "no-such-graph")
    assert refused.code == 2 and "no imported graph" in refused.err
    assert list(_graphs(_nq(cli, store))) == [first]
    result = cli("import", new, "--store", store, "--replace", first)
    assert result.code == 0, result.err
    graphs = _graphs(_nq(cli, store))
    assert first not in graphs and len(graphs) == 1
    nq = _nq(cli, store)
    assert "id/openai" in nq and "id/anthropic" not in nq
