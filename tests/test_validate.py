"""Validation gives pySHACL's answer (issue 15, item 17): the types RDFS inference would add
and the SPARQL-based constraints are computed natively (graph/api/validate.py), and the
verdict and the number of results are those of ``pyshacl.validate(..., inference="rdfs")``
with the shapes as written. How fast, and how it scales: benchmarks/robustness.py."""

from __future__ import annotations

import pytest
from helpers import EXAMPLE
from rdflib import Graph

from hwkg.graph import api
from hwkg.graph.api.validate import validate_ntriples
from hwkg.ontology import ONTOLOGY_FILE, SHAPES_FILE

ID = "https://w3id.org/hwkg/id/"
HW = "https://w3id.org/hwkg/ontology#"
DOC = "https://w3id.org/hwkg/doc/"


def reference(data: bytes) -> tuple[bool, int]:
    """pySHACL's own verdict, as the shapes were written to be run."""
    from pyshacl import validate
    from rdflib.namespace import SH

    conforms, report, _ = validate(
        Graph().parse(data=data.decode("utf-8"), format="nt"),
        shacl_graph=Graph().parse(SHAPES_FILE, format="turtle"),
        ont_graph=Graph().parse(ONTOLOGY_FILE, format="turtle"),
        inference="rdfs",
        allow_warnings=True,
    )
    return bool(conforms), len(set(report.subjects(predicate=SH.resultSeverity)))


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    store = tmp_path_factory.mktemp("validate") / "store"
    api.ingest([str(EXAMPLE)], str(store))
    return api.export_bytes("nt", str(store))


def _edits(sample: bytes) -> dict[str, bytes]:
    text = sample.decode("utf-8")
    record = next(line.split()[0] for line in text.splitlines() if "-fact-" in line.split()[0])
    claim = next(line.split()[0] for line in text.splitlines() if "/claim/" in line.split()[0])
    sha = next(line for line in text.splitlines() if f"<{HW}sha256>" in line)
    return {
        "as exported": sample,
        # domain misuse: a chip develops a chip (inferred a company too: disjointness)
        "chip develops chip": sample + f"<{ID}tpu> <{HW}develops> <{ID}trainium> .\n".encode(),
        # SPARQL constraints: a record outside its article, a wrong hash, a claim with no fact
        "record under another article": text.replace(
            f"{record} <http://www.w3.org/ns/prov#wasDerivedFrom>",
            f"<{DOC}elsewhere-fact-1> <http://www.w3.org/ns/prov#wasDerivedFrom>",
        ).encode(),
        "wrong hash": text.replace(sha, sha.replace(sha.split('"')[1], "0" * 64)).encode(),
        "claim with no fact": sample + f"{claim} <{HW}claimSubject> <{ID}nobody> .\n".encode(),
        "entity with two labels": sample
        + f'<{ID}amazon> <http://www.w3.org/2000/01/rdf-schema#label> "Amazon.com" .\n'.encode(),
    }


@pytest.mark.slow
@pytest.mark.parametrize(
    "case",
    [
        "as exported",
        "chip develops chip",
        "record under another article",
        "wrong hash",
        "claim with no fact",
        "entity with two labels",
    ],
)
def test_the_verdict_is_pyshacls(sample: bytes, case: str) -> None:
    data = _edits(sample)[case]
    report = validate_ntriples(data)
    assert (report.conforms, report.violations) == reference(data)
    if case != "as exported":
        assert not report.conforms and "Conforms: False" in report.text
