"""Claims: the same fact from several articles is one claim whose confidence is the noisy-or
of the articles (each article's best record), kept current by ingest, remove and import, the
same on the embedded store and on a real Oxigraph server."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pyoxigraph
import pytest
from rdflib import URIRef

from hwkg.graph.store import KnowledgeStore
from hwkg.graph.store.claims import combined_confidence, parse_profile, profile
from hwkg.graph.vocab import CLAIMS_GRAPH, HW, ID, claim_iri, sparql_prologue

# Three short articles that state `Google announces TorchTPU` and `TorchTPU targets TPU`:
# asserted once in Spanish, only reported in English, asserted twice (two sentences, two
# rules, two confidences) in another English article. The reported one makes TorchTPU a port
# of JAX where the Spanish one says PyTorch. What the rules extract from each, read off
# `hwkg export` on 2026-12-01, is in the comments.
ARTICLES = {
    # announces 0.9, develops(Google, TPU) 0.8, adaptationOf PyTorch 0.85, targets 0.8
    "torchtpu.es.txt": "Google y su nuevo framework\n"
    "Google anunció TorchTPU, una versión de PyTorch para sus TPU.\n",
    # adaptationOf JAX 0.85, targets 0.9, announces 0.9: all hw:Reported
    "rumour.en.txt": "A new port for TPUs\n"
    "TorchTPU, a port of JAX, reportedly targets TPUs.\n"
    "Google reportedly announced TorchTPU.\n",
    # announces 0.85 (passive) and 0.9 (active), develops(Google, TPU) 0.8, targets 0.8
    "launch.en.txt": "Google ships TorchTPU\n"
    "TorchTPU was announced by Google in October.\n"
    "Google announced TorchTPU for its TPUs.\n",
}
ANNOUNCES = (ID.google, HW.announces, ID.torchtpu)
TARGETS = (ID.torchtpu, HW.targets, ID.tpu)
DEVELOPS = (ID.google, HW.develops, ID.tpu)

_CLAIMS = """
SELECT ?s ?p ?o ?claim ?confidence ?count WHERE {
  GRAPH <https://w3id.org/hwkg/claims> {
    ?claim a hw:Claim ; hw:claimSubject ?s ; hw:claimPredicate ?p ; hw:claimObject ?o ;
           hw:confidence ?confidence ; hw:sourceCount ?count .
  }
}
"""
_RECORDS = """
SELECT ?s ?p ?o ?article ?confidence WHERE {
  ?record a rdf:Statement ; rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o ;
          prov:wasDerivedFrom ?article ; hw:confidence ?confidence .
}
"""

Fact = tuple[URIRef, URIRef, URIRef]


def write_articles(folder: Path) -> dict[str, Path]:
    paths = {}
    for name, text in ARTICLES.items():
        paths[name] = folder / name
        paths[name].write_text(text, encoding="utf-8")
    return paths


def claims(store: str | Path) -> dict[Fact, tuple[Decimal, int]]:
    """Each claim of the store: its fact, combined confidence and number of articles."""
    with KnowledgeStore(str(store), read_only=True) as ks:
        rows = list(ks.query(sparql_prologue() + _CLAIMS))
    found = {}
    for s, p, o, claim, confidence, count in rows:
        fact = (URIRef(str(s)), URIRef(str(p)), URIRef(str(o)))
        assert claim == claim_iri(*fact)
        assert fact not in found, f"two claims of {fact}"
        found[fact] = (Decimal(str(confidence)), int(count))
    return found


def noisy_or_of_records(store: str | Path) -> dict[Fact, tuple[Decimal, int]]:
    """The claims the records imply, computed here: per article the best record, then
    1 - prod(1 - c) over the articles, and their number."""
    with KnowledgeStore(str(store), read_only=True) as ks:
        rows = list(ks.query(sparql_prologue() + _RECORDS))
    best: dict[Fact, dict[str, Decimal]] = {}
    for s, p, o, article, confidence in rows:
        per_article = best.setdefault((URIRef(str(s)), URIRef(str(p)), URIRef(str(o))), {})
        value = Decimal(str(confidence))
        per_article[str(article)] = max(value, per_article.get(str(article), value))
    implied = {}
    for fact, per_article in best.items():
        doubt = Decimal(1)
        for c in per_article.values():
            doubt *= 1 - c
        implied[fact] = (1 - doubt, len(per_article))
    return implied


def source_confidences(store: str | Path, fact: Fact) -> str:
    with KnowledgeStore(str(store), read_only=True) as ks:
        rows = list(
            ks.query(f"SELECT ?v WHERE {{ <{claim_iri(*fact)}> <{HW.sourceConfidences}> ?v }}")
        )
    assert len(rows) == 1
    return str(rows[0][0])


def export(cli, store: str | Path, *args: str) -> str:
    result = cli("export", "--store", store, *args)
    assert result.code == 0, result.err
    return result.out


@pytest.mark.parametrize(
    ("confidences", "combined"),
    [
        ([], "0"),
        (["0.9"], "0.9"),
        (["0.9", "0.9"], "0.99"),
        (["0.8", "0.9", "0.8"], "0.996"),
        (["0.85", "0.85", "0.85", "0.85"], "0.999494"),  # 0.99949375, to six places
        (["1", "0.5"], "1"),
        (["0", "0"], "0"),
    ],
)
def test_noisy_or(confidences, combined):
    assert combined_confidence(Decimal(c) for c in confidences) == Decimal(combined)
    assert str(combined_confidence(Decimal(c) for c in confidences)) == combined


@pytest.mark.parametrize(
    ("text", "levels"),
    [
        ("0.9:1", {"0.9": 1}),
        ("0.85:1 0.9:2", {"0.85": 1, "0.9": 2}),
        ("0:3 1:1", {"0": 3, "1": 1}),
        ("0.0000001:1", {"0.0000001": 1}),  # never 1E-7
    ],
)
def test_source_confidences_round_trip(text, levels):
    parsed = parse_profile(text)
    assert parsed == {Decimal(c): n for c, n in levels.items()}
    assert profile(parsed) == text


@pytest.mark.parametrize("text", ["0.9", "0.9:0", "x:1", "0.9:1:2", "0.9:-1"])
def test_a_bad_source_confidences_is_refused(text):
    assert parse_profile(text) is None


def test_claims_combine_articles_and_follow_ingest_and_remove(cli, tmp_path):
    paths = write_articles(tmp_path)
    store = tmp_path / "s"

    assert cli("ingest", paths["torchtpu.es.txt"], "--store", store).code == 0
    assert claims(store) == noisy_or_of_records(store)
    assert claims(store)[ANNOUNCES] == (Decimal("0.9"), 1)

    assert cli("ingest", paths["rumour.en.txt"], "--store", store).code == 0
    assert claims(store) == noisy_or_of_records(store)
    assert claims(store)[ANNOUNCES] == (Decimal("0.99"), 2)  # 1 - 0.1 * 0.1
    assert claims(store)[TARGETS] == (Decimal("0.98"), 2)  # 1 - 0.2 * 0.1

    # Two records in one article (0.85 and 0.9) count once, with the better one.
    assert cli("ingest", paths["launch.en.txt"], "--store", store).code == 0
    assert claims(store) == noisy_or_of_records(store)
    assert claims(store)[ANNOUNCES] == (Decimal("0.999"), 3)
    assert claims(store)[TARGETS] == (Decimal("0.996"), 3)
    assert claims(store)[DEVELOPS] == (Decimal("0.96"), 2)
    assert source_confidences(store, TARGETS) == "0.8:2 0.9:1"

    # The same article again: skipped, and nothing changes, claims included.
    before = export(cli, store, "-f", "nq")
    again = cli("ingest", paths["launch.en.txt"], "--store", store)
    assert again.code == 0 and "1 already stored" in again.out
    assert export(cli, store, "-f", "nq") == before

    # Removing one of the supporting articles lowers the confidence and the count ...
    assert cli("remove", "launch.en.txt", "--store", store).code == 0
    assert claims(store) == noisy_or_of_records(store)
    assert claims(store)[ANNOUNCES] == (Decimal("0.99"), 2)
    assert claims(store)[DEVELOPS] == (Decimal("0.8"), 1)
    # ... removing the only one takes the claim away, and the last one leaves no claim at all.
    assert cli("remove", "torchtpu.es.txt", "--store", store).code == 0
    assert DEVELOPS not in claims(store)
    assert claims(store)[ANNOUNCES] == (Decimal("0.9"), 1)
    assert claims(store) == noisy_or_of_records(store)
    assert cli("remove", "rumour.en.txt", "--store", store).code == 0
    assert claims(store) == {}
    assert "Claim" not in export(cli, store, "-f", "nt")


def test_claims_are_provenance_in_exports_and_pass_shacl(cli, tmp_path):
    paths = write_articles(tmp_path)
    store = tmp_path / "s"
    assert cli("ingest", *paths.values(), "--store", store).code == 0
    full = export(cli, store, "-f", "nt")
    plain = export(cli, store, "--no-provenance", "-f", "nt")
    claim = claim_iri(*ANNOUNCES)
    assert f"<{claim}> " in full and "#Claim>" in full
    assert str(claim) not in plain and "#Claim>" not in plain and "Statement" not in plain
    # The claims live in their own named graph.
    assert f"<{claim}> <{HW.sourceCount}> " in export(cli, store, "-f", "nq")
    assert f" <{CLAIMS_GRAPH}> .\n" in export(cli, store, "-f", "nq")

    assert cli("validate", "--store", store).code == 0
    for name, data in (("full.ttl", full), ("plain.ttl", plain)):
        (tmp_path / name).write_text(data, encoding="utf-8")
        result = cli("validate", tmp_path / name)
        assert result.code == 0, result.out


def test_a_claim_that_lies_is_a_shacl_violation(cli, tmp_path):
    paths = write_articles(tmp_path)
    store = tmp_path / "s"
    assert cli("ingest", paths["torchtpu.es.txt"], "--store", store).code == 0
    data = export(cli, store, "-f", "nt")
    claim = claim_iri(*ANNOUNCES)
    fact = f"<{ID.google}> <{HW.announces}> <{ID.torchtpu}> .\n"
    assert fact in data and f"<{claim}> <{HW.confidence}> " in data
    lying = data.replace(fact, "").replace(
        f'<{claim}> <{HW.sourceCount}> "1"', f'<{claim}> <{HW.sourceCount}> "0"'
    )
    (tmp_path / "bad.nt").write_text(lying, encoding="utf-8")
    result = cli("validate", tmp_path / "bad.nt")
    assert result.code == 1
    assert "plain triple" in result.out and "hw:sourceCount" in result.out


def test_an_edited_article_takes_its_old_facts_claims_with_it(cli, tmp_path):
    store = tmp_path / "s"
    first, second = tmp_path / "v1.jsonl", tmp_path / "v2.jsonl"
    first.write_text(
        json.dumps({"id": "n1", "text": "Intel presentó Gaudi 3.", "lang": "es"}) + "\n",
        encoding="utf-8",
    )
    second.write_text(
        json.dumps({"id": "n1", "text": "Intel presentó Gaudi 2.", "lang": "es"}) + "\n",
        encoding="utf-8",
    )
    assert cli("ingest", first, "--store", store).code == 0
    assert (ID.intel, HW.announces, ID["gaudi-3"]) in claims(store)
    result = cli("ingest", second, "--store", store)
    assert result.code == 0 and "1 older version(s) replaced" in result.out
    assert (ID.intel, HW.announces, ID["gaudi-2"]) in claims(store)
    assert not [fact for fact in claims(store) if ID["gaudi-3"] in fact]
    assert claims(store) == noisy_or_of_records(store)


def test_two_versions_in_one_batch(cli, tmp_path):
    """The second version's write drops the first, written moments before in the same batch:
    the first counts for nothing."""
    store = tmp_path / "s"
    corpus = tmp_path / "c.jsonl"
    texts = [
        "Intel presentó Gaudi 3.",
        "Intel presentó Gaudi 3 y Gaudi 2.",
        "Intel presentó Gaudi 2.",
    ]
    corpus.write_text(
        "".join(json.dumps({"id": "n1", "text": text, "lang": "es"}) + "\n" for text in texts),
        encoding="utf-8",
    )
    result = cli("ingest", corpus, "--store", store)
    assert result.code == 0 and "2 older version(s) replaced" in result.out
    assert claims(store) == noisy_or_of_records(store)
    assert claims(store)[ID.intel, HW.announces, ID["gaudi-2"]] == (Decimal("0.9"), 1)
    assert not [fact for fact in claims(store) if ID["gaudi-3"] in fact]


def test_records_imported_before_their_article_count_once(cli, tmp_path):
    """An export with provenance, imported into another store, holds the records of an
    article; ingesting that article there later adds no second source."""
    paths = write_articles(tmp_path)
    first, second = tmp_path / "first", tmp_path / "second"
    assert cli("ingest", paths["torchtpu.es.txt"], "--store", first).code == 0
    (tmp_path / "export.nq").write_text(export(cli, first, "-f", "nq"), encoding="utf-8")
    assert cli("ingest", paths["rumour.en.txt"], "--store", second).code == 0
    assert cli("import", tmp_path / "export.nq", "--store", second).code == 0
    assert claims(second)[ANNOUNCES] == (Decimal("0.99"), 2)
    # The export's claims stay out of the import: derived data, they would be stale copies.
    nq = export(cli, second, "-f", "nq")
    assert "<https://w3id.org/hwkg/import/" in nq
    assert not [line for line in nq.splitlines() if "/claim/" in line and "/import/" in line]
    assert cli("ingest", paths["torchtpu.es.txt"], "--store", second).code == 0
    assert claims(second)[ANNOUNCES] == (Decimal("0.99"), 2)
    assert claims(second) == noisy_or_of_records(second)


def test_a_run_cut_short_is_repaired_by_the_next_ingest(cli, tmp_path):
    """A kill -9 between an article's write and its batch's claims leaves the mark set by
    the run: the next ingest, even of nothing new, rebuilds every claim."""
    paths = write_articles(tmp_path)
    store = tmp_path / "s"
    assert cli("ingest", *paths.values(), "--store", store).code == 0
    good = export(cli, store, "-f", "nq")
    claim = claim_iri(*ANNOUNCES)
    damaged = pyoxigraph.Store(str(store))
    try:
        # What a killed run leaves: its mark, a missing claim, a stale one.
        damaged.update(
            sparql_prologue()
            + f"DELETE WHERE {{ GRAPH <{CLAIMS_GRAPH}> {{ <{claim}> ?p ?o }} }} ;"
            + f"DELETE WHERE {{ <{claim}> ?p ?o }} ;"
            + f"INSERT DATA {{ GRAPH <{CLAIMS_GRAPH}> {{ <{CLAIMS_GRAPH}> hw:incomplete true }}"
            + f" <{CLAIMS_GRAPH}> hw:incomplete true }}"
        )
        damaged.flush()
        # Written behind hwkg's back, no snapshot shows it: what the folder holds is damaged.
        assert not damaged.query(f"ASK {{ <{claim}> ?p ?o }}")
    finally:
        del damaged  # closes the store
    again = cli("ingest", paths["launch.en.txt"], "--store", store)
    assert again.code == 0 and "1 already stored" in again.out
    assert export(cli, store, "-f", "nq") == good


def test_import_of_records_updates_the_claims(cli, tmp_path):
    paths = write_articles(tmp_path)
    store = tmp_path / "s"
    assert cli("ingest", paths["torchtpu.es.txt"], "--store", store).code == 0
    assert claims(store)[ANNOUNCES] == (Decimal("0.9"), 1)
    curated = tmp_path / "curated.ttl"
    record = (
        "@prefix hw: <https://w3id.org/hwkg/ontology#> .\n"
        "@prefix id: <https://w3id.org/hwkg/id/> .\n"
        "@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .\n"
        "@prefix prov: <http://www.w3.org/ns/prov#> .\n"
        "id:google hw:announces id:torchtpu .\n"
        "<https://example.org/press#r1> a rdf:Statement ;\n"
        "    rdf:subject id:google ; rdf:predicate hw:announces ;\n"
        "    rdf:object id:torchtpu ; hw:confidence {c} ;\n"
        "    prov:wasDerivedFrom <https://example.org/press> .\n"
    )
    curated.write_text(record.replace("{c}", "0.5"), encoding="utf-8")
    assert cli("import", curated, "--store", store).code == 0
    assert claims(store)[ANNOUNCES] == (Decimal("0.95"), 2)
    # The file again, with another confidence: it replaces its earlier import.
    curated.write_text(record.replace("{c}", "0.8"), encoding="utf-8")
    assert cli("import", curated, "--store", store).code == 0
    assert claims(store)[ANNOUNCES] == (Decimal("0.98"), 2)
    assert claims(store) == noisy_or_of_records(store)


# One row per article that only reports a fact, beside the first article (by IRI) that
# asserts it: launch.en.txt and torchtpu.es.txt both assert these two.
DISPUTED = [
    (
        "asserted, elsewhere only reported",
        "Google",
        "announces",
        "TorchTPU",
        "Asserted",
        "launch.en.txt",
        "TorchTPU",
        "Reported",
        "rumour.en.txt",
    ),
    (
        "asserted, elsewhere only reported",
        "Google",
        "develops",
        "TorchTPU",
        "Asserted",
        "launch.en.txt",
        "TorchTPU",
        "Reported",
        "rumour.en.txt",
    ),
    (
        "asserted, elsewhere only reported",
        "TorchTPU",
        "targets",
        "TPU",
        "Asserted",
        "launch.en.txt",
        "TPU",
        "Reported",
        "rumour.en.txt",
    ),
    (
        "two families",
        "TorchTPU",
        "adaptationOf",
        "JAX",
        "Reported",
        "rumour.en.txt",
        "PyTorch",
        "Asserted",
        "torchtpu.es.txt",
    ),
]
AGREEMENT = [
    ("Google", "announces", "TorchTPU", "0.999", "3"),
    ("TorchTPU", "targets", "TPU", "0.996", "3"),
    ("Google", "develops", "TPU", "0.96", "2"),
    # each article that says Google presents TorchTPU says Google makes it
    ("Google", "develops", "TorchTPU", "0.952", "3"),
    ("TorchTPU", "adaptationOf", "JAX", "0.85", "1"),
    ("TorchTPU", "adaptationOf", "PyTorch", "0.85", "1"),
]


def _rows(cli, store, *args: str) -> list[tuple[str, ...]]:
    import csv
    import io

    result = cli("query", *args, "--store", store, "-f", "csv")
    assert result.code == 0, result.err
    return [tuple(r) for r in list(csv.reader(io.StringIO(result.out)))[1:]]


def test_remote_store_keeps_the_same_claims(cli, tmp_path, oxigraph_server):
    paths = write_articles(tmp_path)
    local = tmp_path / "local"
    for store in (local, oxigraph_server):
        for path in paths.values():  # one by one: each ingest updates the claims before it
            assert cli("ingest", path, "--store", store).code == 0
    assert claims(oxigraph_server) == claims(local) == noisy_or_of_records(local)
    for store in (local, oxigraph_server):
        assert _rows(cli, store, "agreement") == AGREEMENT
        assert _rows(cli, store, "agreement", "-p", "entity=jax") == AGREEMENT[4:5]
        assert _rows(cli, store, "disputed") == DISPUTED
    assert export(cli, oxigraph_server, "-f", "nq") == export(cli, local, "-f", "nq")

    for store in (local, oxigraph_server):
        assert cli("remove", "rumour.en.txt", "--store", store).code == 0
        # No report left: the only article that reported the facts is gone.
        assert _rows(cli, store, "disputed") == []
    assert claims(oxigraph_server) == claims(local) == noisy_or_of_records(local)
    assert claims(local)[ANNOUNCES] == (Decimal("0.99"), 2)
    assert export(cli, oxigraph_server, "-f", "nq") == export(cli, local, "-f", "nq")
    assert cli("validate", "--store", oxigraph_server).code == 0


def test_the_ontology_declares_claims_in_both_languages():
    from rdflib import Graph, Literal
    from rdflib.namespace import OWL, RDF, RDFS, SH

    from hwkg.ontology import ONTOLOGY_DIR

    ontology = Graph().parse(ONTOLOGY_DIR / "hwkg.ttl")
    assert (HW.Claim, RDF.type, OWL.Class) in ontology
    for term in (
        HW.Claim,
        HW.claimSubject,
        HW.claimPredicate,
        HW.claimObject,
        HW.sourceCount,
        HW.sourceConfidences,
        HW.incomplete,
    ):
        for prop in (RDFS.label, RDFS.comment):
            langs = {v.language for v in ontology.objects(term, prop) if isinstance(v, Literal)}
            assert {"es", "en"} <= langs, (term, prop)
    shapes = Graph().parse(ONTOLOGY_DIR / "shapes.ttl")
    assert set(shapes.subjects(SH.targetClass, HW.Claim)) >= {
        URIRef("https://w3id.org/hwkg/shapes#ClaimShape"),
        URIRef("https://w3id.org/hwkg/shapes#ClaimFactHoldsShape"),
    }


def test_updates_keep_the_union_and_the_claims(cli, tmp_path):
    """A SPARQL Update (what ``hwkg serve --allow-update`` runs) goes through the store, which
    keeps the default graph the union and every claim current, as ingest does."""
    paths = write_articles(tmp_path)
    store = tmp_path / "s"
    assert cli("ingest", *paths.values(), "--store", store).code == 0
    article = ID.google  # any entity; the graph of one article is what the update drops
    with KnowledgeStore(str(store)) as ks:
        (graph,) = ks.find_articles("torchtpu.es.txt")
        ks.apply_update(f"DROP GRAPH <{graph}>")
        ks.apply_update(
            f"INSERT DATA {{ <{article}> <{HW.partnersWith}> <{ID.meta}> }} ;"
            f"DELETE DATA {{ GRAPH <{CLAIMS_GRAPH}-not> {{ <urn:a> <urn:b> <urn:c> }} }}"
        )
        union = ks.ask(
            "ASK { { ?s ?p ?o FILTER NOT EXISTS { GRAPH ?g { ?s ?p ?o } } } "
            "UNION { GRAPH ?g { ?s ?p ?o } FILTER NOT EXISTS { ?s ?p ?o } } }"
        )
    assert not union
    assert claims(store) == noisy_or_of_records(store)
    assert claims(store)[ANNOUNCES] == (Decimal("0.99"), 2)  # two articles left
    nquads = export(cli, store, "-f", "nq")
    assert f"<{article}> <{HW.partnersWith}> <{ID.meta}> <https://w3id.org/hwkg/updates> ." in (
        nquads
    )
    assert cli("remove", "https://w3id.org/hwkg/updates", "--store", store).code == 0
    assert "partnersWith" not in export(cli, store, "-f", "nq")
    assert cli("validate", "--store", store).code == 0
