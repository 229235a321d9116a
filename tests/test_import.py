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
    assert "<https://w3id.org/hwkg/import/partners-ttl>" in nq
    assert "partnersWith" in nq
    again = cli("import", curated, "--store", store)  # importing again replaces, no duplicates
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
