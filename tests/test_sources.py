"""Where facts come from: article metadata in the graph, the questions that use it (a date
range, the outlets behind a fact) and the entity pages that link an entity's sources."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from helpers import EXAMPLE, ROOT, running_server, write_jsonl
from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, XSD

from hwkg.graph import api
from hwkg.graph.cli import main

PAGES = ROOT / "tests" / "pages"
GAUDI_URL = "https://diariosilicio.example/tecnologia/intel-presenta-gaudi-3"
MAIA_URL = "https://www.chipledger.example/2026/11/12/microsoft-maia-azure"
OTHER_URL = "https://otrodiario.example/2026/11/20/maia"
WIRE_URL = "https://wire.example/intel-gaudi-3"
SOURCE = EXAMPLE.name


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("sources")
    records = write_jsonl(
        base / "others.jsonl",
        [
            {
                "id": "otro-1",
                "url": OTHER_URL,
                "site": "Otro Diario",
                "date": "2026-11-20",
                "lang": "es",
                "title": "Maia, el chip de Microsoft",
                "text": "Maia, el chip de Microsoft\nMicrosoft desarrolló Maia para Azure.",
            },
            {
                "id": "wire-1",
                "url": WIRE_URL,
                "site": "Wire",
                "date": "2026-09-30",
                "lang": "en",
                "text": "Intel reportedly unveiled Gaudi 3 to a few customers.",
            },
        ],
    )
    path = base / "store"
    summary = api.ingest(
        [
            str(EXAMPLE),
            str(PAGES / "diario-silicio-gaudi3.es.html"),
            str(PAGES / "chip-ledger-maia.en.html"),
            str(records),
        ],
        str(path),
    )
    assert summary.articles == 5
    assert not summary.failures
    return path


def ask(store: Path, name: str, *params: str) -> list[tuple[str, ...]]:
    out = io.StringIO()
    args = ["query", name, "--store", str(store), "-f", "csv"]
    for param in params:
        args += ["-p", param]
    with contextlib.redirect_stdout(out):
        assert main(args) == 0
    rows = out.getvalue().splitlines()
    return [tuple(r.split(",")) for r in rows[1:]]


def test_an_article_carries_its_metadata(store):
    graph = api.rdf_graph(str(store))
    page = next(graph.subjects(DCTERMS.source, Literal(GAUDI_URL)))
    assert set(graph.predicate_objects(page)) >= {
        (
            DCTERMS.title,
            Literal("Intel presenta Gaudi 3 para competir con las GPUs de Nvidia", lang="es"),
        ),
        (DCTERMS.issued, Literal("2026-10-22", datatype=XSD.date)),
        (DCTERMS.publisher, Literal("Diario Silicio")),
        (DCTERMS.creator, Literal("Lucía Fernández")),
        (DCTERMS.language, Literal("es")),
        (URIRef("https://schema.org/url"), Literal(GAUDI_URL, datatype=XSD.anyURI)),
    }
    # a text file has no URL: its file name is its source
    text = next(graph.subjects(DCTERMS.source, Literal(SOURCE)))
    assert (text, DCTERMS.publisher, None) not in graph


def test_the_graph_conforms_to_the_shapes(store, cli):
    result = cli("validate", "--store", store)
    assert result.code == 0, result.out + result.err


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        (
            ["from=2026-10-01", "to=2026-10-31"],
            [
                ("2026-10-20", "sentence", "Google", "TorchTPU", "Asserted", "", SOURCE),
                (
                    "2026-10-20",
                    "sentence",
                    "Intel",
                    "Gaudi 3",
                    "Asserted",
                    "Diario Silicio",
                    GAUDI_URL,
                ),
                # the headline gives no date: the article's own
                (
                    "2026-10-22",
                    "article",
                    "Intel",
                    "Gaudi 3",
                    "Asserted",
                    "Diario Silicio",
                    GAUDI_URL,
                ),
            ],
        ),
        (
            ["from=2026-09-01", "to=2026-10-20"],
            [
                ("2026-09-30", "article", "Intel", "Gaudi 3", "Reported", "Wire", WIRE_URL),
                ("2026-10-20", "sentence", "Google", "TorchTPU", "Asserted", "", SOURCE),
                (
                    "2026-10-20",
                    "sentence",
                    "Intel",
                    "Gaudi 3",
                    "Asserted",
                    "Diario Silicio",
                    GAUDI_URL,
                ),
            ],
        ),
        (["from=2026-11-01", "to=2026-11-30"], []),
    ],
)
def test_what_was_announced_in_a_date_range(store, params, expected):
    assert ask(store, "announced-between", *params) == expected


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        (
            ["subject=Microsoft", "relation=develops", "object=Maia"],
            [
                # the headline and a sentence of the body; the headline and three sentences
                # (one where the gazetteer's maker and its chip are named together)
                ("Otro Diario", OTHER_URL, "2026-11-20", "Asserted", "2"),
                ("The Chip Ledger", MAIA_URL, "2026-11-12", "Asserted", "4"),
            ],
        ),
        (
            ["subject=Intel", "relation=announces", "object=gaudi-3"],
            [
                ("Diario Silicio", GAUDI_URL, "2026-10-22", "Asserted", "2"),
                ("Wire", WIRE_URL, "2026-09-30", "Reported", "1"),
            ],
        ),
        # no outlet known for a text file: its source alone
        (
            ["subject=Google", "relation=announces", "object=TorchTPU"],
            [("", SOURCE, "", "Asserted", "1")],
        ),
        # a fact no article states
        (["subject=Amazon", "relation=develops", "object=TorchTPU"], []),
    ],
)
def test_which_outlets_report_a_fact(store, params, expected):
    assert ask(store, "outlets", *params) == expected


@pytest.fixture(scope="module")
def server(store: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    base = tmp_path_factory.mktemp("sources-serve")
    # A curated graph whose article names a source no browser should follow.
    curated = base / "curated.ttl"
    curated.write_text(
        "@prefix dcterms: <http://purl.org/dc/terms/> .\n"
        "@prefix schema: <https://schema.org/> .\n"
        "@prefix hw: <https://w3id.org/hwkg/ontology#> .\n"
        "<https://w3id.org/hwkg/doc/" + "0" * 64 + "> a hw:Article ;\n"
        '  dcterms:title "Rumour"@en ; dcterms:source "javascript:alert(1)" ;\n'
        "  schema:mentions <https://w3id.org/hwkg/id/maia> .\n",
        encoding="utf-8",
    )
    copy = base / "store"
    import shutil

    shutil.copytree(store, copy)
    api.import_rdf(curated, str(copy))
    with running_server(copy, base / "server.log") as url:
        yield url


def test_entity_pages_link_their_sources(server):
    with httpx.Client(timeout=30, trust_env=False) as http:
        page = http.get(f"{server}/id/maia").text
        gaudi = http.get(f"{server}/id/gaudi-3").text
        torchtpu = http.get(f"{server}/id/torchtpu").text
    assert (
        f'<a href="{MAIA_URL}" rel="nofollow noopener noreferrer">'
        "Microsoft brings its Maia accelerator to Azure</a> · The Chip Ledger · "
        '<time datetime="2026-11-12">2026-11-12</time>'
    ) in page
    assert f'<a href="{OTHER_URL}" rel="nofollow noopener noreferrer">' in page
    # shown, never linked: a javascript: source
    assert "Rumour" in page and "javascript:alert(1)" in page
    assert 'href="javascript:' not in page
    assert f'<a href="{GAUDI_URL}" rel="nofollow noopener noreferrer">' in gaudi
    # a text file's name is shown, not linked
    assert f"({SOURCE})" in torchtpu and f'href="{SOURCE}"' not in torchtpu
