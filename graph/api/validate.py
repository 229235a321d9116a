"""SHACL validation of the graph with pySHACL, against ontology/shapes.ttl.

The shapes are written for ``pyshacl.validate(data, shacl_graph=shapes, ont_graph=hwkg.ttl,
inference="rdfs")`` (see shapes.ttl), and that is what the answer means. Run so, it cost
0.09 s an article, mostly in two places that do not scale: pySHACL parses each SPARQL-based
constraint's query again for every focus node (rdflib's parser, 40-50 ms a parse), and RDFS
inference copies and closes the whole data graph in Python (owlrl). Both are done natively
here, on an in-memory Oxigraph store of the same triples:

- the types RDFS inference gives, the only inferred triples the shapes look at (they target
  and test classes): the rdfs:domain of each predicate for its subject, the rdfs:range for
  its object (not a literal), closed under rdfs:subClassOf; they join the data graph, and
  pySHACL runs with no inference of its own;
- each SPARQL-based constraint (sh:sparql, sh:select over ``$this``) runs once, over every
  focus node of its shape at once, and pySHACL sees the shapes without them.

The report joins both: the same violations, counted and worded as pySHACL words them.
``tests/test_validate.py`` checks the answers against pySHACL's own run.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import pyoxigraph as ox

from hwkg.ingest import InputError
from hwkg.ontology import ONTOLOGY_FILE, SHAPES_FILE

if TYPE_CHECKING:
    from rdflib import Graph

_TYPES = """
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
INSERT { ?s a ?class } WHERE { ?s ?p ?o . ?p rdfs:domain ?class } ;
INSERT { ?o a ?class } WHERE { ?s ?p ?o . ?p rdfs:range ?class . FILTER (!isLiteral(?o)) } ;
INSERT { ?x a ?super } WHERE { ?x a ?class . ?class rdfs:subClassOf+ ?super }
"""
_INFERRED = """
SELECT ?s ?class WHERE {
  ?s a ?class .
  FILTER NOT EXISTS { GRAPH <urn:x-hwkg:data> { ?s a ?class } }
}
"""


@dataclass(frozen=True, slots=True)
class ValidationReport:
    conforms: bool
    violations: int
    text: str


@dataclass(frozen=True, slots=True)
class _SparqlConstraint:
    shape: str
    targets: tuple[str, ...]
    select: str
    message: str
    severity: str


@cache
def _shapes() -> tuple[Graph, tuple[_SparqlConstraint, ...]]:
    """The shapes without their SPARQL-based constraints, and those constraints."""
    from rdflib import Graph
    from rdflib.namespace import SH

    shapes = Graph().parse(SHAPES_FILE, format="turtle")
    prefixes = "".join(
        f"PREFIX {p}: <{n}>\n"
        for declaration in shapes.objects(None, SH.declare)
        for p in shapes.objects(declaration, SH.prefix)
        for n in shapes.objects(declaration, SH.namespace)
    )
    found = []
    for shape, constraint in sorted(shapes.subject_objects(SH.sparql)):
        select = shapes.value(constraint, SH.select)
        if select is None:
            continue
        messages = {
            getattr(m, "language", None): str(m) for m in shapes.objects(constraint, SH.message)
        }
        severity = shapes.value(shape, SH.severity) or SH.Violation
        targets = tuple(sorted(str(c) for c in shapes.objects(shape, SH.targetClass)))
        found.append(
            _SparqlConstraint(
                str(shape),
                targets,
                prefixes + str(select),
                messages.get("en") or next(iter(messages.values()), ""),
                str(severity),
            )
        )
        shapes.remove((shape, SH.sparql, constraint))
    return shapes, tuple(found)


@cache
def _ontology() -> Graph:
    from rdflib import Graph

    return Graph().parse(ONTOLOGY_FILE, format="turtle")


def validate_graph(data: Graph) -> ValidationReport:
    """Return whether ``data`` conforms to the hwkg shapes, with pySHACL's report text."""
    nt = data.serialize(format="nt", encoding="utf-8")
    return validate_ntriples(nt if isinstance(nt, bytes) else nt.encode("utf-8"))


def validate_ntriples(data: bytes) -> ValidationReport:
    """Return whether the triples ``data`` (N-Triples) conform to the hwkg shapes."""
    from pyshacl import validate
    from rdflib import Graph
    from rdflib.namespace import SH

    engine = ox.Store()
    graph = ox.NamedNode("urn:x-hwkg:data")
    engine.load(data, format=ox.RdfFormat.N_TRIPLES, to_graph=graph)
    engine.load(path=str(ONTOLOGY_FILE), format=ox.RdfFormat.TURTLE, to_graph=graph)
    # The union of data and ontology, where the types are added and the constraints run.
    engine.update(f"ADD {graph} TO DEFAULT")
    engine.update(_TYPES)
    inferred = "".join(
        f"<{row['s'].value}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
        f"<{row['class'].value}> .\n"
        for row in _solutions(engine.query(_INFERRED))
        # A blank node's label is the store's own, not the data's; a class expression
        # (owl:unionOf, a blank node) is no class a shape names.
        if isinstance(row["s"], ox.NamedNode) and isinstance(row["class"], ox.NamedNode)
    )
    # The data, the types inferred and the ontology in one graph of our own: pySHACL need not
    # copy it to mix the ontology in (ont_graph), nor infer anything.
    rdf = Graph().parse(data=(data + inferred.encode("utf-8")).decode("utf-8"), format="nt")
    rdf += _ontology()
    shapes, constraints = _shapes()
    conforms, report_graph, text = validate(
        rdf, shacl_graph=shapes, inference="none", inplace=True, allow_warnings=True
    )
    results = len(set(report_graph.subjects(predicate=SH.resultSeverity)))
    blocks = _results(str(text)) if results else []
    for constraint in constraints:
        for focus, value in _violations(engine, constraint):
            results += 1
            conforms = conforms and constraint.severity != str(SH.Violation)
            blocks.append(_block(constraint, focus, value))
    if not blocks:
        return ValidationReport(bool(conforms), 0, str(text))
    head = f"Validation Report\nConforms: {bool(conforms)}\nResults ({results}):\n"
    return ValidationReport(bool(conforms), results, head + "".join(blocks))


def _violations(engine: ox.Store, constraint: _SparqlConstraint) -> list[tuple[str, str]]:
    """(focus node, value) of each result of ``constraint`` over every focus node at once."""
    targets = " ".join(f"<{t}>" for t in constraint.targets)
    rows = _solutions(engine.query(constraint.select))
    found = [(row["this"], row["value"]) for row in rows if row["this"] is not None]
    if not targets or not found:
        return []
    typed = {
        row["node"].value
        for row in _solutions(
            engine.query(
                f"SELECT DISTINCT ?node WHERE {{ VALUES ?class {{ {targets} }} ?node a ?class }}"
            )
        )
    }
    return sorted(
        (_n3(this), "" if value is None else _n3(value))
        for this, value in found
        if this.value in typed
    )


def _solutions(answer: object) -> ox.QuerySolutions:
    assert isinstance(answer, ox.QuerySolutions)
    return answer


def _n3(term: ox.NamedNode | ox.BlankNode | ox.Literal) -> str:
    return str(term)


def _results(text: str) -> list[str]:
    """pySHACL's report text without its three header lines: one block per result."""
    lines = text.splitlines(keepends=True)
    return ["".join(lines[3:])] if len(lines) > 3 else []


def _block(constraint: _SparqlConstraint, focus: str, value: str) -> str:
    severity = constraint.severity.rsplit("#", 1)[-1]
    shape = constraint.shape.replace("https://w3id.org/hwkg/shapes#", "hwsh:")
    return (
        "Constraint Violation in SPARQLConstraintComponent "
        "(http://www.w3.org/ns/shacl#SPARQLConstraintComponent):\n"
        f"\tSeverity: sh:{severity}\n"
        f"\tSource Shape: {shape}\n"
        f"\tFocus Node: {focus}\n"
        f"\tValue Node: {value}\n"
        f"\tMessage: {constraint.message}\n"
    )


def validate_file(path: Path) -> ValidationReport:
    """Validate an exported RDF file (any format pyoxigraph reads)."""
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    try:
        dataset = ox.Dataset(ox.parse(path=str(path)))
    except (SyntaxError, ValueError, OSError) as exc:
        raise InputError(f"{path}: not valid RDF ({str(exc).splitlines()[0]})") from None
    data = ox.serialize((q.triple for q in dataset), format=ox.RdfFormat.N_TRIPLES) or b""
    return validate_ntriples(data)
