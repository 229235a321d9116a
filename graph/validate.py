"""SHACL validation of the graph with pySHACL, against ontology/shapes.ttl."""

from __future__ import annotations

from dataclasses import dataclass

from rdflib import Graph

from hwkg.ingest.resources import ONTOLOGY_DIR


@dataclass(frozen=True, slots=True)
class ValidationReport:
    conforms: bool
    violations: int
    text: str


def validate_graph(data: Graph) -> ValidationReport:
    """Return whether ``data`` conforms to the hwkg shapes, with pySHACL's report text."""
    from pyshacl import validate

    shapes = Graph().parse(ONTOLOGY_DIR / "shapes.ttl", format="turtle")
    ontology = Graph().parse(ONTOLOGY_DIR / "hwkg.ttl", format="turtle")
    conforms, report_graph, text = validate(
        data, shacl_graph=shapes, ont_graph=ontology, inference="rdfs", allow_warnings=True
    )
    from rdflib.namespace import SH

    violations = len(set(report_graph.subjects(predicate=SH.resultSeverity)))
    return ValidationReport(bool(conforms), violations, str(text))
