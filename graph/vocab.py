"""The IRIs hwkg mints and the namespaces it writes (see ontology/VOCABULARY.md)."""

from __future__ import annotations

from rdflib import Namespace, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

HW = Namespace("https://w3id.org/hwkg/ontology#")
ID = Namespace("https://w3id.org/hwkg/id/")
DOC = Namespace("https://w3id.org/hwkg/doc/")
WD = Namespace("http://www.wikidata.org/entity/")
SCHEMA = Namespace("https://schema.org/")
ONTOLOGY_GRAPH = URIRef("https://w3id.org/hwkg/ontology")

PREFIXES = {
    "hw": str(HW),
    "id": str(ID),
    "doc": str(DOC),
    "wd": str(WD),
    "schema": str(SCHEMA),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "owl": str(OWL),
    "skos": str(SKOS),
    "prov": str(PROV),
    "dcterms": str(DCTERMS),
    "xsd": str(XSD),
}

MODALITY = {"asserted": HW.Asserted, "reported": HW.Reported}


def entity_iri(key: str) -> URIRef:
    return ID[key]


def article_iri(sha256: str) -> URIRef:
    return DOC[sha256]


def sparql_prologue() -> str:
    """Return PREFIX lines for every namespace hwkg uses."""
    return "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in PREFIXES.items())
