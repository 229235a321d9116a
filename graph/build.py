"""Facts to RDF: one article becomes the quads of its own named graph. Pure: no I/O."""

from __future__ import annotations

import hashlib
from decimal import Decimal

from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD
from rdflib.term import Node

from hwkg.ingest.facts import Article, Fact

from .vocab import HW, MODALITY, SCHEMA, WD, article_iri, entity_iri

Quad = tuple[Node, Node, Node, URIRef]


def fact_iri(article: URIRef, fact: Fact) -> URIRef:
    """Return a stable IRI for one fact occurrence: same article, sentence and triple, same IRI."""
    key = "\x1f".join(
        (fact.subject, fact.predicate, fact.object, str(fact.start), str(fact.end), fact.rule)
    )
    return URIRef(f"{article}-fact-{hashlib.sha256(key.encode()).hexdigest()[:16]}")


def article_quads(article: Article) -> list[Quad]:
    """Return every quad the article contributes, all in the article's named graph."""
    doc = article_iri(article.sha256)
    lang = article.lang
    triples: list[tuple[Node, Node, Node]] = [
        (doc, RDF.type, HW.Article),
        (doc, HW.sha256, Literal(article.sha256)),
        (doc, DCTERMS.language, Literal(lang)),
    ]
    if article.title:
        triples.append((doc, DCTERMS.title, Literal(article.title, lang=lang)))
    if article.source:
        triples.append((doc, DCTERMS.source, Literal(article.source)))
    if article.url:
        triples.append((doc, SCHEMA.url, Literal(article.url, datatype=XSD.anyURI)))
    if article.date:
        triples.append((doc, DCTERMS.date, Literal(article.date, datatype=XSD.date)))
    if article.identifier:
        triples.append((doc, DCTERMS.identifier, Literal(article.identifier)))

    for key, entity in sorted(article.entities.items()):
        node = entity_iri(key)
        triples += [
            (doc, SCHEMA.mentions, node),
            (node, RDF.type, HW[entity.type]),
            (node, RDFS.label, Literal(entity.label)),
        ]
        if entity.wikidata:
            triples.append((node, OWL.sameAs, WD[entity.wikidata]))
        for surface in sorted(article.surfaces.get(key, ())):
            if surface != entity.label:
                triples.append((node, SKOS.altLabel, Literal(surface)))

    for fact in article.facts:
        s, p, o = entity_iri(fact.subject), HW[fact.predicate], entity_iri(fact.object)
        record = fact_iri(doc, fact)
        triples += [
            (s, p, o),
            (record, RDF.type, RDF.Statement),
            (record, RDF.subject, s),
            (record, RDF.predicate, p),
            (record, RDF.object, o),
            (record, PROV.wasDerivedFrom, doc),
            (record, HW.evidence, Literal(fact.sentence, lang=lang)),
            (record, HW.charStart, Literal(fact.start)),
            (record, HW.charEnd, Literal(fact.end)),
            (record, HW.rule, Literal(fact.rule)),
            (record, HW.confidence, Literal(Decimal(str(fact.confidence)))),
            (record, HW.modality, MODALITY[fact.modality]),
        ]
        if fact.date:
            triples.append((record, DCTERMS.date, Literal(fact.date, datatype=XSD.date)))
    return [(s, p, o, doc) for s, p, o in dict.fromkeys(triples)]
