"""The IRIs hwkg mints and the namespaces it writes (see ontology/VOCABULARY.md)."""

from __future__ import annotations

import hashlib

from rdflib import Namespace, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

HW = Namespace("https://w3id.org/hwkg/ontology#")
ID = Namespace("https://w3id.org/hwkg/id/")
DOC = Namespace("https://w3id.org/hwkg/doc/")
CLAIM = Namespace("https://w3id.org/hwkg/claim/")
WD = Namespace("http://www.wikidata.org/entity/")
SCHEMA = Namespace("https://schema.org/")
ONTOLOGY_GRAPH = URIRef("https://w3id.org/hwkg/ontology")
CLAIMS_GRAPH = URIRef("https://w3id.org/hwkg/claims")

PREFIXES = {
    "hw": str(HW),
    "id": str(ID),
    "doc": str(DOC),
    "claim": str(CLAIM),
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


def claim_iri(subject: URIRef, predicate: URIRef, obj: URIRef) -> URIRef:
    """Return the IRI of the claim about one fact: the same triple, the same IRI."""
    key = "\x1f".join((subject, predicate, obj))
    return CLAIM[hashlib.sha256(key.encode()).hexdigest()[:16]]


def sparql_prologue() -> str:
    """Return PREFIX lines for every namespace hwkg uses."""
    return "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in PREFIXES.items())
