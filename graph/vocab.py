"""The IRIs hwkg mints, the namespaces it writes (see ontology/VOCABULARY.md), and the entity
classes the ontology declares: read from ``ontology/hwkg.ttl`` here, and nowhere else.

The namespaces are plain strings in ``PREFIXES``; ``HW``, ``ID`` ... are their rdflib
``Namespace`` twins and ``ONTOLOGY_GRAPH`` ... rdflib ``URIRef``s, made when first used: a
command that needs no rdflib term (``hwkg query``) does not import rdflib (a tenth of a
second).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from hwkg.ontology import ONTOLOGY_FILE

if TYPE_CHECKING:
    from rdflib import Namespace, URIRef

    HW: Namespace
    ID: Namespace
    DOC: Namespace
    CLAIM: Namespace
    WD: Namespace
    SCHEMA: Namespace
    ONTOLOGY_GRAPH: URIRef
    CLAIMS_GRAPH: URIRef
    UPDATES_GRAPH: URIRef
    MODALITY: dict[str, URIRef]

PREFIXES = {
    "hw": "https://w3id.org/hwkg/ontology#",
    "id": "https://w3id.org/hwkg/id/",
    "doc": "https://w3id.org/hwkg/doc/",
    "claim": "https://w3id.org/hwkg/claim/",
    "wd": "http://www.wikidata.org/entity/",
    "schema": "https://schema.org/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "prov": "http://www.w3.org/ns/prov#",
    "dcterms": "http://purl.org/dc/terms/",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
}
# For prefixed names: the longest namespace that covers an IRI wins.
SHORT_PREFIXES = dict(sorted(PREFIXES.items(), key=lambda item: -len(item[1])))

# The graphs hwkg keeps besides the articles'; UPDATES: where the triples an update writes to
# the default graph (the union) are kept.
GRAPHS = {
    "ONTOLOGY_GRAPH": "https://w3id.org/hwkg/ontology",
    "CLAIMS_GRAPH": "https://w3id.org/hwkg/claims",
    "UPDATES_GRAPH": "https://w3id.org/hwkg/updates",
}
_NAMESPACES = {
    "HW": "hw",
    "ID": "id",
    "DOC": "doc",
    "CLAIM": "claim",
    "WD": "wd",
    "SCHEMA": "schema",
}


def __getattr__(name: str) -> Any:
    """The rdflib twins of the namespaces and graphs above, made on first use."""
    if name not in _NAMESPACES and name not in GRAPHS and name != "MODALITY":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from rdflib import Namespace, URIRef

    value: Any
    if name in _NAMESPACES:
        value = Namespace(PREFIXES[_NAMESPACES[name]])
    elif name in GRAPHS:
        value = URIRef(GRAPHS[name])
    else:
        value = {m: URIRef(f"{PREFIXES['hw']}{m.title()}") for m in ("asserted", "reported")}
    globals()[name] = value
    return value


def entity_iri(key: str) -> URIRef:
    from rdflib import URIRef

    return URIRef(PREFIXES["id"] + key)


def article_iri(sha256: str) -> URIRef:
    from rdflib import URIRef

    return URIRef(PREFIXES["doc"] + sha256)


def claim_iri(subject: str, predicate: str, obj: str) -> URIRef:
    """Return the IRI of the claim about one fact: the same triple, the same IRI."""
    import hashlib  # 5 ms, which a question does not need

    from rdflib import URIRef

    key = "\x1f".join((subject, predicate, obj))
    return URIRef(PREFIXES["claim"] + hashlib.sha256(key.encode()).hexdigest()[:16])


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
    def iri(self) -> str:
        return PREFIXES["hw"] + self.name

    def label(self, lang: str) -> str:
        return self.labels.get(lang) or self.labels.get("en") or self.name


@cache
def entity_classes() -> tuple[EntityClass, ...]:
    """The entity classes of ``ontology/hwkg.ttl``, in the order the file declares them: the
    named hw: classes below hw:Entity (directly or through another) with no subclass of
    their own. hw:Product, which only groups them, is not one; adding a class is a data edit.
    """
    hw, rdfs = PREFIXES["hw"], PREFIXES["rdfs"]
    subclass, label = ox.NamedNode(f"{rdfs}subClassOf"), ox.NamedNode(f"{rdfs}label")
    parents: dict[str, set[str]] = {}
    labels: dict[str, dict[str, str]] = {}
    order: dict[str, int] = {}
    for quad in ox.parse(path=str(ONTOLOGY_FILE), format=ox.RdfFormat.TURTLE):
        s = quad.subject
        if not isinstance(s, ox.NamedNode) or not s.value.startswith(hw):
            continue
        order.setdefault(s.value, len(order))
        if quad.predicate == subclass and isinstance(quad.object, ox.NamedNode):
            parents.setdefault(s.value, set()).add(quad.object.value)
        elif quad.predicate == label and isinstance(quad.object, ox.Literal):
            labels.setdefault(s.value, {})[quad.object.language or ""] = quad.object.value

    def below_entity(iri: str, seen: frozenset[str] = frozenset()) -> bool:
        return any(
            p == f"{hw}Entity" or (p not in seen and below_entity(p, seen | {iri}))
            for p in parents.get(iri, ())
        )

    has_subclass = {p for ps in parents.values() for p in ps}
    found = [i for i in parents if below_entity(i) and i not in has_subclass]
    found.sort(key=order.__getitem__)
    return tuple(EntityClass(iri[len(hw) :], labels.get(iri, {})) for iri in found)


def class_values() -> str:
    """The entity classes as the terms of a SPARQL ``VALUES`` or ``IN`` list."""
    return " ".join(f"<{c.iri}>" for c in entity_classes())
