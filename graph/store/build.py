"""Facts to RDF: one article becomes the triples of its own named graph. Pure: no I/O.

Terms are pyoxigraph's (built and hashed in Rust): an article's triples are built on the
writer's path, where rdflib's Python terms cost a tenth of the parse time.
"""

from __future__ import annotations

import hashlib
from functools import cache

import pyoxigraph as ox
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

from hwkg.graph.vocab import DOC, HW, ID, MODALITY, SCHEMA, WD
from hwkg.ingest import Article, Fact


@cache
def _iri(value: str) -> ox.NamedNode:
    """A vocabulary IRI, built once."""
    return ox.NamedNode(value)


def _entity(key: str) -> ox.NamedNode:
    return ox.NamedNode(f"{ID}{key}")


def fact_iri(article: str, fact: Fact) -> str:
    """Return a stable IRI for one fact occurrence: same article, sentence and triple, same IRI."""
    key = "\x1f".join(
        (fact.subject, fact.predicate, fact.object, str(fact.start), str(fact.end), fact.rule)
    )
    return f"{article}-fact-{hashlib.sha256(key.encode()).hexdigest()[:16]}"


def article_triples(article: Article) -> list[ox.Triple]:
    """Return every triple the article contributes to its named graph, each once, in order."""
    doc_iri = f"{DOC}{article.sha256}"
    doc = ox.NamedNode(doc_iri)
    lang = article.lang
    a = _iri(str(RDF.type))
    triples = [
        ox.Triple(doc, a, _iri(f"{HW}Article")),
        ox.Triple(doc, _iri(f"{HW}sha256"), ox.Literal(article.sha256)),
        ox.Triple(doc, _iri(str(DCTERMS.language)), ox.Literal(lang)),
    ]
    if article.title:
        triples.append(
            ox.Triple(doc, _iri(str(DCTERMS.title)), ox.Literal(article.title, language=lang))
        )
    # Where the article came from: its URL when it has one (a page, a feed's entry, a link),
    # else the file or record it was read from.
    source = article.url or article.source
    if source:
        triples.append(ox.Triple(doc, _iri(str(DCTERMS.source)), ox.Literal(source)))
    if article.url:
        url = ox.Literal(article.url, datatype=_iri(str(XSD.anyURI)))
        triples.append(ox.Triple(doc, _iri(f"{SCHEMA}url"), url))
    if article.date:
        date = ox.Literal(article.date, datatype=_iri(str(XSD.date)))
        triples.append(ox.Triple(doc, _iri(str(DCTERMS.issued)), date))
    if article.site:
        triples.append(ox.Triple(doc, _iri(str(DCTERMS.publisher)), ox.Literal(article.site)))
    if article.author:
        triples.append(ox.Triple(doc, _iri(str(DCTERMS.creator)), ox.Literal(article.author)))
    if article.identifier:
        triples.append(
            ox.Triple(doc, _iri(str(DCTERMS.identifier)), ox.Literal(article.identifier))
        )

    mentions, label, alt = (
        _iri(f"{SCHEMA}mentions"),
        _iri(str(RDFS.label)),
        _iri(str(SKOS.altLabel)),
    )
    for key, entity in sorted(article.entities.items()):
        node = _entity(key)
        triples += [
            ox.Triple(doc, mentions, node),
            ox.Triple(node, a, _iri(f"{HW}{entity.type}")),
            ox.Triple(node, label, ox.Literal(entity.label)),
        ]
        if entity.wikidata:
            triples.append(
                ox.Triple(node, _iri(str(OWL.sameAs)), ox.NamedNode(f"{WD}{entity.wikidata}"))
            )
        for surface in sorted(article.surfaces.get(key, ())):
            if surface != entity.label:
                triples.append(ox.Triple(node, alt, ox.Literal(surface)))

    statement = _iri(str(RDF.Statement))
    for fact in article.facts:
        s, p, o = _entity(fact.subject), _iri(f"{HW}{fact.predicate}"), _entity(fact.object)
        record = ox.NamedNode(fact_iri(doc_iri, fact))
        triples += [
            ox.Triple(s, p, o),
            ox.Triple(record, a, statement),
            ox.Triple(record, _iri(str(RDF.subject)), s),
            ox.Triple(record, _iri(str(RDF.predicate)), p),
            ox.Triple(record, _iri(str(RDF.object)), o),
            ox.Triple(record, _iri(str(PROV.wasDerivedFrom)), doc),
            ox.Triple(record, _iri(f"{HW}evidence"), ox.Literal(fact.sentence, language=lang)),
            ox.Triple(record, _iri(f"{HW}charStart"), ox.Literal(fact.start)),
            ox.Triple(record, _iri(f"{HW}charEnd"), ox.Literal(fact.end)),
            ox.Triple(record, _iri(f"{HW}rule"), ox.Literal(fact.rule)),
            ox.Triple(record, _iri(f"{HW}confidence"), _decimal(fact.confidence)),
            ox.Triple(record, _iri(f"{HW}modality"), _iri(str(MODALITY[fact.modality]))),
        ]
        if fact.date:
            date = ox.Literal(fact.date, datatype=_iri(str(XSD.date)))
            triples.append(ox.Triple(record, _iri(str(DCTERMS.date)), date))
    return list(dict.fromkeys(triples))


@cache
def _decimal(value: float) -> ox.Literal:
    # The decimal's canonical form, as rdflib wrote it: "0.9", never "0.90000000001".
    from decimal import Decimal

    return ox.Literal(str(Decimal(str(value))), datatype=_iri(str(XSD.decimal)))
