"""The IRIs hwkg mints, the namespaces it writes (see ontology/VOCABULARY.md), and the entity
classes the ontology declares: read from ``ontology/hwkg.ttl`` here, and nowhere else."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache

import pyoxigraph as ox
from rdflib import Namespace, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

from hwkg.ontology import ONTOLOGY_FILE

HW = Namespace("https://w3id.org/hwkg/ontology#")
ID = Namespace("https://w3id.org/hwkg/id/")
DOC = Namespace("https://w3id.org/hwkg/doc/")
CLAIM = Namespace("https://w3id.org/hwkg/claim/")
WD = Namespace("http://www.wikidata.org/entity/")
SCHEMA = Namespace("https://schema.org/")
ONTOLOGY_GRAPH = URIRef("https://w3id.org/hwkg/ontology")
CLAIMS_GRAPH = URIRef("https://w3id.org/hwkg/claims")
# Where the triples an update writes to the default graph (the union) are kept.
UPDATES_GRAPH = URIRef("https://w3id.org/hwkg/updates")

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
# For prefixed names: the longest namespace that covers an IRI wins.
SHORT_PREFIXES = dict(sorted(PREFIXES.items(), key=lambda item: -len(item[1])))

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


# -- the entity classes ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EntityClass:
    """A class an entity may have (hw:Company, hw:Chip ...), with its labels by language."""

    name: str  # the local name: "CloudPlatform"
    labels: dict[str, str]

    @property
    def iri(self) -> URIRef:
        return HW[self.name]

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.labels.get("en") or self.name


@cache
def entity_classes() -> tuple[EntityClass, ...]:
    """The entity classes of ``ontology/hwkg.ttl``, in the order the file declares them: the
    named hw: classes below hw:Entity (directly or through another) with no subclass of
    their own. hw:Product, which only groups them, is not one; adding a class is a data edit.
    """
    subclass, label = ox.NamedNode(str(RDFS.subClassOf)), ox.NamedNode(str(RDFS.label))
    parents: dict[str, set[str]] = {}
    labels: dict[str, dict[str, str]] = {}
    order: dict[str, int] = {}
    for quad in ox.parse(path=str(ONTOLOGY_FILE), format=ox.RdfFormat.TURTLE):
        s = quad.subject
        if not isinstance(s, ox.NamedNode) or not s.value.startswith(str(HW)):
            continue
        order.setdefault(s.value, len(order))
        if quad.predicate == subclass and isinstance(quad.object, ox.NamedNode):
            parents.setdefault(s.value, set()).add(quad.object.value)
        elif quad.predicate == label and isinstance(quad.object, ox.Literal):
            labels.setdefault(s.value, {})[quad.object.language or ""] = quad.object.value

    def below_entity(iri: str, seen: frozenset[str] = frozenset()) -> bool:
        return any(
            p == str(HW.Entity) or (p not in seen and below_entity(p, seen | {iri}))
            for p in parents.get(iri, ())
        )

    has_subclass = {p for ps in parents.values() for p in ps}
    found = [i for i in parents if below_entity(i) and i not in has_subclass]
    found.sort(key=order.__getitem__)
    return tuple(EntityClass(iri[len(str(HW)) :], labels.get(iri, {})) for iri in found)


def class_values() -> str:
    """The entity classes as the terms of a SPARQL ``VALUES`` or ``IN`` list."""
    return " ".join(f"<{c.iri}>" for c in entity_classes())
