"""Every saved question on the sample article's graph, on the embedded store and on a real
Oxigraph server: the expected rows (read off the gold list in tests/gold), the same bytes."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph as ox
import pytest
from helpers import EXAMPLE, running_oxigraph

from hwkg.graph.api import ask, questions
from hwkg.graph.cli import main
from hwkg.graph.sparql import saved_queries
from hwkg.graph.sparql.check import check_query
from hwkg.graph.sparql.run import ordered, run
from hwkg.graph.sparql.saved import parse_order
from hwkg.graph.store import KnowledgeStore

SOURCE = EXAMPLE.name
NEURON_SENTENCE = (
    "Amazon también presentó TorchNeuron, su propia versión de PyTorch para su chip Trainium "
    "y entorno AWS, que ofrece una única configuración para desplegar modelos en esta arquitectura."
)
ADOPTION_SENTENCE = (
    "La adopción de TorchTPU y TorchNeuron marcará si Google y Amazon ganan cuota en el "
    "desarrollo y despliegue de aplicaciones IA fuera de Nvidia."
)
TITLE = "TorchTPU y TorchNeuron: versiones adaptadas de PyTorch para hardware propio"

EXPECTED: dict[str, list[tuple[str, ...]]] = {
    # One article: each fact's combined confidence is its best record's, from one source.
    "agreement": [
        ("Amazon", "announces", "TorchNeuron", "0.9", "1"),
        ("Amazon", "announces", "Trainium", "0.9", "1"),
        ("Amazon", "contributesTo", "PyTorch", "0.9", "1"),
        ("Google", "announces", "TorchTPU", "0.9", "1"),
        # "para ejecutar aplicaciones de IA en sus TPUs": software run on a chip, said by a verb
        ("TorchTPU", "targets", "TPU", "0.9", "1"),
        ("TorchNeuron", "adaptationOf", "PyTorch", "0.85", "1"),
        ("TorchTPU", "adaptationOf", "PyTorch", "0.85", "1"),
        ("Amazon", "develops", "TorchNeuron", "0.8", "1"),
        ("Amazon", "develops", "Trainium", "0.8", "1"),
        ("Amazon", "operates", "AWS", "0.8", "1"),
        ("Google", "develops", "TPU", "0.8", "1"),
        ("Nvidia", "develops", "GPU", "0.8", "1"),
        ("TPU", "competesWith", "GPU", "0.8", "1"),
        ("TorchNeuron", "targets", "AWS", "0.8", "1"),
        ("TorchNeuron", "targets", "Trainium", "0.8", "1"),
        ("Trainium", "competesWith", "GPU", "0.8", "1"),
        # the gazetteer knows Google makes TorchTPU, and a sentence names both
        ("Google", "develops", "TorchTPU", "0.7", "1"),
    ],
    "alternatives": [("TPU", "Google", "TorchTPU"), ("Trainium", "Amazon", "TorchNeuron")],
    # The sample is a text file: no outlet, no publication date; its sentence dates the fact.
    "announced-between": [("2026-10-20", "sentence", "Google", "TorchTPU", "Asserted", "", SOURCE)],
    "announcements": [
        ("2026-10-20", "Google", "TorchTPU", "Asserted", SOURCE),
        ("", "Amazon", "TorchNeuron", "Asserted", SOURCE),
        ("", "Amazon", "Trainium", "Asserted", SOURCE),
    ],
    "chip-ecosystem": [
        ("competes with", "GPU"),
        ("developed by", "Amazon"),
        ("targeted by", "TorchNeuron"),
    ],
    "cloud-offerings": [("AWS", "Amazon", "", "TorchNeuron"), ("Google Cloud", "", "", "")],
    "company-profile": [
        ("out", "announces", "TorchNeuron", "Framework"),
        ("out", "announces", "Trainium", "Chip"),
        ("out", "contributesTo", "PyTorch", "Framework"),
        ("out", "develops", "TorchNeuron", "Framework"),
        ("out", "develops", "Trainium", "Chip"),
        ("out", "operates", "AWS", "CloudPlatform"),
    ],
    "competitors": [("GPU", "TPU", "1"), ("GPU", "Trainium", "1")],
    "connection": [
        ("1", "contributesTo", "", ""),
        ("2", "announces", "TorchNeuron", "adaptationOf"),
        ("2", "develops", "TorchNeuron", "adaptationOf"),
    ],
    "contributors": [("Amazon", "Reported", "1")],
    "counts-by-class": [
        ("Company", "6"),
        ("Framework", "4"),
        ("Chip", "3"),
        ("CloudPlatform", "2"),
    ],
    "counts-by-relation": [
        ("develops", "5", "11"),
        ("announces", "3", "3"),
        ("targets", "3", "3"),
        ("adaptationOf", "2", "4"),
        ("competesWith", "2", "2"),
        ("contributesTo", "1", "1"),
        ("operates", "1", "1"),
    ],
    # One article disputes nothing; tests/test_claims.py has three that do.
    "disputed": [],
    "developers": [
        ("Amazon", "Chip", "Trainium"),
        ("Amazon", "Framework", "TorchNeuron"),
        ("Google", "Chip", "TPU"),
        ("Google", "Framework", "TorchTPU"),
        ("Nvidia", "Chip", "GPU"),
    ],
    "entity-card": [
        ("TorchNeuron", "adaptationOf", "PyTorch", "Asserted", "", TITLE, SOURCE),
        ("TorchNeuron", "adaptationOf", "PyTorch", "Asserted", "", NEURON_SENTENCE, SOURCE),
        ("Amazon", "announces", "TorchNeuron", "Asserted", "", NEURON_SENTENCE, SOURCE),
        ("Amazon", "develops", "TorchNeuron", "Asserted", "", NEURON_SENTENCE, SOURCE),
        ("Amazon", "develops", "TorchNeuron", "Asserted", "", ADOPTION_SENTENCE, SOURCE),
        ("TorchNeuron", "targets", "AWS", "Asserted", "", NEURON_SENTENCE, SOURCE),
        ("TorchNeuron", "targets", "Trainium", "Asserted", "", NEURON_SENTENCE, SOURCE),
    ],
    "facts-by-modality": [
        ("Reported", "Amazon", "contributesTo", "PyTorch", "1"),
        ("Asserted", "Amazon", "announces", "TorchNeuron", "1"),
        ("Asserted", "Amazon", "announces", "Trainium", "1"),
        ("Asserted", "Amazon", "develops", "TorchNeuron", "2"),
        ("Asserted", "Amazon", "develops", "Trainium", "2"),
        ("Asserted", "Amazon", "operates", "AWS", "1"),
        ("Asserted", "Google", "announces", "TorchTPU", "1"),
        ("Asserted", "Google", "develops", "TorchTPU", "1"),
        ("Asserted", "Google", "develops", "TPU", "3"),
        ("Asserted", "Nvidia", "develops", "GPU", "3"),
        ("Asserted", "TorchNeuron", "adaptationOf", "PyTorch", "2"),
        ("Asserted", "TorchNeuron", "targets", "AWS", "1"),
        ("Asserted", "TorchNeuron", "targets", "Trainium", "1"),
        ("Asserted", "TorchTPU", "adaptationOf", "PyTorch", "2"),
        ("Asserted", "TorchTPU", "targets", "TPU", "1"),
        ("Asserted", "TPU", "competesWith", "GPU", "1"),
        ("Asserted", "Trainium", "competesWith", "GPU", "1"),
    ],
    "outlets": [("", SOURCE, "", "Asserted", "1")],
    "framework-ports": [
        ("TorchNeuron", "PyTorch", "AWS", "Amazon"),
        ("TorchNeuron", "PyTorch", "Trainium", "Amazon"),
        ("TorchTPU", "PyTorch", "TPU", "Google"),
    ],
    "frameworks-by-chip": [("TPU", "TorchTPU", "PyTorch"), ("Trainium", "TorchNeuron", "PyTorch")],
    "reachable": [
        ("GPU", "Chip"),
        ("Trainium", "Chip"),
        ("AWS", "CloudPlatform"),
        ("PyTorch", "Framework"),
        ("TorchNeuron", "Framework"),
    ],
}

PARAMETRISED = [
    (
        "company-profile",
        ["-p", "company=google"],
        [
            ("out", "announces", "TorchTPU", "Framework"),
            ("out", "develops", "TPU", "Chip"),
            ("out", "develops", "TorchTPU", "Framework"),
        ],
    ),
    (
        "chip-ecosystem",
        ["-p", "chip=tpus"],
        [
            ("competes with", "GPU"),
            ("developed by", "Google"),
            ("targeted by", "TorchTPU"),
        ],
    ),
    (
        "facts-by-modality",
        ["-p", "modality=reported"],
        [
            ("Reported", "Amazon", "contributesTo", "PyTorch", "1"),
        ],
    ),
    (
        "connection",
        ["-p", "from=Google", "-p", "to=TorchTPU"],
        [
            ("1", "announces", "", ""),
            ("1", "develops", "", ""),
            ("2", "develops", "TPU", "targets"),
        ],
    ),
    ("alternatives", ["-p", "incumbent=Trainium"], [("GPU", "Nvidia", "")]),
    ("announced-between", ["-p", "from=2026-10-21", "-p", "to=2027-01-01"], []),
    (
        "outlets",
        ["-p", "subject=amazon", "-p", "relation=contributesTo", "-p", "object=pytorch"],
        [("", SOURCE, "", "Reported", "1")],
    ),
    (
        "agreement",
        ["-p", "entity=google"],
        [
            ("Google", "announces", "TorchTPU", "0.9", "1"),
            ("Google", "develops", "TPU", "0.8", "1"),
            ("Google", "develops", "TorchTPU", "0.7", "1"),
        ],
    ),
]


def _run(*args: str) -> tuple[int, str, str]:
    import contextlib

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def embedded(tmp_path_factory: pytest.TempPathFactory) -> str:
    """An embedded store holding the sample article."""
    store = str(tmp_path_factory.mktemp("queries") / "embedded")
    code, _, err = _run("ingest", str(EXAMPLE), "--store", store)
    assert code == 0, err
    return store


@pytest.fixture(scope="module")
def remote(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real Oxigraph server holding the sample article."""
    with running_oxigraph(tmp_path_factory.mktemp("queries") / "server") as url:
        code, _, err = _run("ingest", str(EXAMPLE), "--store", url)
        assert code == 0, err
        yield url


@pytest.fixture
def store_of(request: pytest.FixtureRequest):
    """The store of a kind: ``embedded`` or ``remote`` (a test of that kind is marked)."""
    return request.getfixturevalue


KINDS = ["embedded", pytest.param("remote", marks=pytest.mark.remote)]


def _csv_rows(text: str) -> list[tuple[str, ...]]:
    rows = list(csv.reader(io.StringIO(text)))
    return [tuple(r) for r in rows[1:]]


def test_there_are_enough_saved_questions():
    assert len(questions()) >= 12
    assert set(EXPECTED) == {q.name for q in questions()}
    for q in questions():
        assert q.title and q.description, q.name


@pytest.mark.parametrize("name", sorted(saved_queries()))
def test_saved_questions_pass_the_safety_check(name):
    # They are not checked when they run (hwkg.graph.sparql.run.check_question): here instead.
    question = saved_queries()[name]
    assert question.packaged
    check_query(question.text)


@pytest.mark.parametrize("name", sorted(q.name for q in saved_queries().values() if q.order))
def test_the_server_gives_a_question_in_its_order(embedded, name):
    # A question's header order is hwkg's to apply wherever it is answered.
    from hwkg.graph.serve.jobs import job_answer

    with KnowledgeStore(embedded, read_only=True) as store:
        page = job_answer(store, saved_queries()[name], {}, 10_000).answer
        assert page.rows == run(store, saved_queries()[name]).rows


def _entity(name: str) -> ox.NamedNode:
    return ox.NamedNode(f"https://example.org/{name}")


_INTEGER = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
# b and c share a label; d has none (ranked by its IRI, before any label); one row unbound.
_ROWS = [
    (_entity("a"), ox.Literal("2", datatype=_INTEGER)),
    (_entity("c"), ox.Literal("1", datatype=_INTEGER)),
    (_entity("b"), ox.Literal("1", datatype=_INTEGER)),
    (_entity("d"), ox.Literal("5", datatype=_INTEGER)),
    (None, ox.Literal("3", datatype=_INTEGER)),
    (_entity("b"), ox.Literal("10", datatype=_INTEGER)),
]
_LABELS = {_entity(n).value: label for n, label in (("a", "Beta"), ("b", "Alpha"), ("c", "Alpha"))}


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # Tied labels: the entity's IRI, then ?n (by value), rank the tied rows.
        ("LABEL(?x)", [4, 3, 2, 5, 1, 0]),
        ("DESC(LABEL(?x)) ?n", [0, 2, 1, 5, 3, 4]),
        ("?x", [4, 0, 2, 5, 1, 3]),
        ("DESC(?n)", [5, 3, 4, 0, 2, 1]),
        ("?n LABEL(?x)", [2, 1, 0, 4, 3, 5]),
    ],
)
def test_rows_are_sorted_as_order_by_would(order, expected):
    names = ["x", "n"]
    rows = ordered(_ROWS, names, parse_order(order, "test"), _LABELS)
    assert rows == [_ROWS[i] for i in expected]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_saved_question_rows(store_of, kind, name):
    code, out, err = _run("query", name, "--store", store_of(kind), "-f", "csv")
    assert code == 0, err
    assert _csv_rows(out) == EXPECTED[name]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    ("name", "args", "expected"), PARAMETRISED, ids=[p[0] for p in PARAMETRISED]
)
def test_parameters(store_of, kind, name, args, expected):
    code, out, err = _run("query", name, *args, "--store", store_of(kind), "-f", "csv")
    assert code == 0, err
    assert _csv_rows(out) == expected


@pytest.mark.parametrize("fmt", ["json", "xml", "csv", "tsv", "md"])
@pytest.mark.remote
def test_both_stores_give_the_same_bytes(embedded, remote, fmt):
    for name in EXPECTED:
        outputs = {
            kind: _run("query", name, "--store", store, "-f", fmt)[1]
            for kind, store in {"embedded": embedded, "remote": remote}.items()
        }
        assert outputs["embedded"] == outputs["remote"], name


def test_json_is_the_w3c_results_format(embedded):
    _, out, _ = _run(
        "query",
        "company-profile",
        "-p",
        "company=amazon",
        "-f",
        "json",
        "--store",
        embedded,
    )
    doc = json.loads(out)
    assert doc["head"]["vars"] == ["direction", "relation", "other", "class"]
    first = doc["results"]["bindings"][0]
    assert first["other"] == {"type": "uri", "value": "https://w3id.org/hwkg/id/torchneuron"}
    assert first["direction"] == {"type": "literal", "value": "out"}
    # rdflib's own parser for the format reads it back
    from rdflib.query import Result

    parsed = Result.parse(io.StringIO(out), format="json")
    assert len(list(parsed)) == 6


def test_xml_is_the_w3c_results_format(embedded):
    _, out, _ = _run("query", "contributors", "-f", "xml", "--store", embedded)
    root = ET.fromstring(out.encode())
    ns = {"s": "http://www.w3.org/2005/sparql-results#"}
    assert [v.get("name") for v in root.findall("s:head/s:variable", ns)] == [
        "company",
        "modality",
        "sentences",
    ]
    literal = root.find("s:results/s:result/s:binding[@name='sentences']/s:literal", ns)
    assert literal is not None and literal.text == "1"
    assert literal.get("datatype") == "http://www.w3.org/2001/XMLSchema#integer"


def test_tsv_and_markdown(embedded):
    _, tsv, _ = _run("query", "developers", "-f", "tsv", "--store", embedded)
    assert tsv.splitlines()[1] == "Amazon\tChip\tTrainium"
    _, md, _ = _run("query", "developers", "-f", "md", "--store", embedded)
    assert md.splitlines()[:3] == [
        "| company | class | product |",
        "|---|---|---|",
        "| Amazon | Chip | Trainium |",
    ]


def test_table_and_list(embedded):
    code, out, _ = _run("query", "frameworks-by-chip", "--store", embedded)
    assert code == 0 and "Frameworks by chip" in out and "TorchNeuron" in out
    code, out, _ = _run("query", "--list")
    assert code == 0
    for q in questions():
        assert q.name in out
    assert "company: entity = Amazon" in out


@pytest.mark.remote
def test_any_rq_file_and_ad_hoc_sparql(embedded, remote, tmp_path: Path):
    rq = tmp_path / "my-question.rq"
    rq.write_text(
        "# title: Chips\nPREFIX hw: <https://w3id.org/hwkg/ontology#>\n"
        "SELECT ?c WHERE { ?c a hw:Chip } ORDER BY ?c\n",
        encoding="utf-8",
    )
    code, out, err = _run("query", str(rq), "-f", "csv", "--store", embedded)
    assert code == 0, err
    assert _csv_rows(out) == [("GPU",), ("TPU",), ("Trainium",)]
    code, out, _ = _run("query", "--sparql", "ASK { ?s ?p ?o }", "-f", "json", "--store", remote)
    assert json.loads(out) == {"head": {}, "boolean": True}
    code, out, _ = _run(
        "query",
        "--sparql",
        "PREFIX hw: <https://w3id.org/hwkg/ontology#> "
        "CONSTRUCT { ?a hw:develops ?b } WHERE { ?a hw:develops ?b }",
        "--store",
        embedded,
    )
    assert code == 0 and "hw:develops" in out and "id:amazon" in out


@pytest.mark.remote
def test_python_api(embedded, remote):
    rows = ask("company-profile", store=embedded, company="amazon")
    assert rows[0] == {
        "direction": "out",
        "relation": "announces",
        "other": "TorchNeuron",
        "class": "Framework",
    }
    counts = ask("contributors", store=remote)
    assert counts == [{"company": "Amazon", "modality": "Reported", "sentences": 1}]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["query", "no-such-question"], "no saved query named"),
        (["query", "company-profil"], "did you mean company-profile"),
        (["query", "connection", "-p", "from=Amazon", "-p", "too=PyTorch"], "unknown parameter"),
        (["query", "company-profile", "-p", "company=amazn"], "closest known: Amazon"),
        (["query", "company-profile", "-p", "nonsense"], "write NAME=VALUE"),
        (["query", "--sparql", "SELEC * WHERE { ?s ?p ?o }"], "not a valid SPARQL query"),
        (["query", "developers", "-f", "yaml"], "unknown format"),
        (["query"], "name a saved question"),
    ],
)
def test_error_paths(embedded, args, message):
    code, _, err = _run(*args, "--store", embedded)
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1


def test_missing_parameter(embedded, tmp_path: Path):
    rq = tmp_path / "needs.rq"
    rq.write_text("# param: company entity\nSELECT ?p WHERE { ?company ?p ?o }\n", encoding="utf-8")
    code, _, err = _run("query", str(rq), "--store", embedded)
    assert code == 2 and "missing parameter 'company'" in err


@pytest.mark.parametrize("kind", KINDS)
def test_parameters_cannot_inject_sparql(store_of, kind):
    hostile = 'x" } DELETE WHERE { ?s ?p ?o } #'
    before = _run("export", "--store", store_of(kind), "-f", "nq")[1]
    code, out, _ = _run(
        "query",
        "facts-by-modality",
        "-p",
        f"modality={hostile}",
        "-f",
        "csv",
        "--store",
        store_of(kind),
    )
    assert code == 0 and _csv_rows(out) == []
    code, _, err = _run(
        "query", "company-profile", "-p", f"company={hostile}", "--store", store_of(kind)
    )
    assert code == 2 and "no entity of that name" in err
    assert _run("export", "--store", store_of(kind), "-f", "nq")[1] == before


@pytest.mark.parametrize(
    "text",
    [
        "SELECT * WHERE { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } }",
        "SELECT * WHERE { { SELECT ?s WHERE { SERVICE <http://example.org/> { ?s ?p ?o } } } }",
        "SELECT * FROM <http://example.org/data.ttl> WHERE { ?s ?p ?o }",
        "SELECT * FROM NAMED <file:///etc/passwd> WHERE { GRAPH ?g { ?s ?p ?o } }",
        "LOAD <http://example.org/data.ttl>",
        "DROP ALL",
    ],
)
@pytest.mark.parametrize("kind", KINDS)
def test_hostile_queries_never_leave_the_store(store_of, kind, text):
    import socket
    import sys

    opened: list[object] = []
    watching = True

    def audit(event: str, args: tuple) -> None:
        if watching and event in {"socket.connect", "socket.getaddrinfo"}:
            address = args[1] if event == "socket.connect" else args[0]
            opened.append(address)

    sys.addaudithook(audit)
    before = _run("export", "--store", store_of(kind), "-f", "nq")[1]
    opened.clear()
    code, _, err = _run("query", "--sparql", text, "--store", store_of(kind))
    watching_connections = list(opened)
    watching = False
    assert code == 2 and len(err.strip().splitlines()) == 1
    # Nothing was fetched: for the remote store, no connection at all was made.
    assert watching_connections == []
    assert _run("export", "--store", store_of(kind), "-f", "nq")[1] == before
    del socket
