"""SHACL validation of the graph with pySHACL, against ontology/shapes.ttl."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pyoxigraph as ox

from hwkg.ingest import InputError

if TYPE_CHECKING:
    from rdflib import Graph
from hwkg.ontology import ONTOLOGY_FILE, SHAPES_FILE


@dataclass(frozen=True, slots=True)
class ValidationReport:
    conforms: bool
    violations: int
    text: str


def validate_graph(data: Graph) -> ValidationReport:
    """Return whether ``data`` conforms to the hwkg shapes, with pySHACL's report text."""
    from pyshacl import validate
    from rdflib import Graph

    shapes = Graph().parse(SHAPES_FILE, format="turtle")
    ontology = Graph().parse(ONTOLOGY_FILE, format="turtle")
    conforms, report_graph, text = validate(
        data, shacl_graph=shapes, ont_graph=ontology, inference="rdfs", allow_warnings=True
    )
    from rdflib.namespace import SH

    violations = len(set(report_graph.subjects(predicate=SH.resultSeverity)))
    return ValidationReport(bool(conforms), violations, str(text))


def validate_file(path: Path) -> ValidationReport:
    """Validate an exported RDF file (any format pyoxigraph reads)."""
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    try:
        dataset = ox.Dataset(ox.parse(path=str(path)))
    except (SyntaxError, ValueError, OSError) as exc:
        raise InputError(f"{path}: not valid RDF ({str(exc).splitlines()[0]})") from None
    data = ox.serialize((q.triple for q in dataset), format=ox.RdfFormat.N_TRIPLES) or b""
    from rdflib import Graph

    return validate_graph(Graph().parse(data=data.decode("utf-8"), format="nt"))
