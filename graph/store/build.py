"""Facts to RDF: one article becomes the triples of its own named graph. Pure: no I/O.

An article is written as N-Quads text, so its triples are made as N-Triples lines
(``article_lines``): each term is an Oxigraph term (IRIs checked, literals escaped, in Rust)
turned into its N-Triples text once, and a term met again (a vocabulary IRI, an entity, a
rule's name, a number) is not made again. On the benchmark's 616 articles the lines cost
0.3 s of CPU where pyoxigraph ``Triple`` objects, then their text, cost 1.0-1.4 s
(benchmarks/README.md, eighth pass). ``article_triples`` reads the same lines back as
pyoxigraph triples.
"""

from __future__ import annotations

import hashlib
from functools import cache

import pyoxigraph as ox

from hwkg.graph.vocab import MODALITY, PREFIXES
from hwkg.ingest import Article, Fact

DOC, HW, ID, SCHEMA, WD = (PREFIXES[p] for p in ("doc", "hw", "id", "schema", "wd"))
RDF, RDFS, OWL, SKOS = (PREFIXES[p] for p in ("rdf", "rdfs", "owl", "skos"))
PROV, DCTERMS, XSD = (PREFIXES[p] for p in ("prov", "dcterms", "xsd"))


@cache
def _iri(value: str) -> str:
    """An IRI that recurs (vocabulary, entities, classes) as N-Triples, checked once."""
    return str(ox.NamedNode(value))


def _text(value: str, language: str | None = None) -> str:
    return str(ox.Literal(value, language=language))


@cache
def _typed(value: str, datatype: str) -> str:
    return str(ox.Literal(value, datatype=ox.NamedNode(datatype)))


@cache
def _plain(value: str) -> str:
    """A plain literal that recurs (labels, rule names, languages)."""
    return _text(value)


@cache
def _integer(value: int) -> str:
    return str(ox.Literal(value))


@cache
def _decimal(value: float) -> str:
    # The decimal's canonical form, as rdflib wrote it: "0.9", never "0.90000000001".
    from decimal import Decimal

    return _typed(str(Decimal(str(value))), f"{XSD}decimal")


def fact_iri(article: str, fact: Fact) -> str:
    """Return a stable IRI for one fact occurrence: same article, sentence and triple, same IRI."""
    key = "\x1f".join(
        (fact.subject, fact.predicate, fact.object, str(fact.start), str(fact.end), fact.rule)
    )
    return f"{article}-fact-{hashlib.sha256(key.encode()).hexdigest()[:16]}"


def mark_line(sha256: str) -> str:
    """The line that makes an article stored: ``<doc> a hw:Article``."""
    return f"{_iri(DOC + sha256)} {_iri(RDF + 'type')} {_iri(HW + 'Article')}"


def article_lines(article: Article) -> list[str]:
    """Return every triple the article contributes to its named graph as an N-Triples line
    (without its closing " ."), each once, in order."""
    doc_iri = f"{DOC}{article.sha256}"
    doc = str(ox.NamedNode(doc_iri))
    lang = article.lang
    a = _iri(f"{RDF}type")
    lines = [
        mark_line(article.sha256),
        f"{doc} {_iri(HW + 'sha256')} {_text(article.sha256)}",
        f"{doc} {_iri(DCTERMS + 'language')} {_plain(lang)}",
    ]
    if article.title:
        lines.append(f"{doc} {_iri(DCTERMS + 'title')} {_text(article.title, lang)}")
    # Where the article came from: its URL when it has one (a page, a feed's entry, a link),
    # else the file or record it was read from.
    source = article.url or article.source
    if source:
        lines.append(f"{doc} {_iri(DCTERMS + 'source')} {_text(source)}")
    if article.url:
        url = str(ox.Literal(article.url, datatype=ox.NamedNode(f"{XSD}anyURI")))
        lines.append(f"{doc} {_iri(SCHEMA + 'url')} {url}")
    if article.date:
        lines.append(f"{doc} {_iri(DCTERMS + 'issued')} {_typed(article.date, XSD + 'date')}")
    if article.site:
        lines.append(f"{doc} {_iri(DCTERMS + 'publisher')} {_text(article.site)}")
    if article.author:
        lines.append(f"{doc} {_iri(DCTERMS + 'creator')} {_text(article.author)}")
    if article.identifier:
        lines.append(f"{doc} {_iri(DCTERMS + 'identifier')} {_text(article.identifier)}")

    mentions, label, alt = _iri(SCHEMA + "mentions"), _iri(RDFS + "label"), _iri(SKOS + "altLabel")
    for key, entity in sorted(article.entities.items()):
        node = _iri(ID + key)
        lines += [
            f"{doc} {mentions} {node}",
            f"{node} {a} {_iri(HW + entity.type)}",
            f"{node} {label} {_plain(entity.label)}",
        ]
        if entity.wikidata:
            lines.append(f"{node} {_iri(OWL + 'sameAs')} {_iri(WD + entity.wikidata)}")
        for surface in sorted(article.surfaces.get(key, ())):
            if surface != entity.label:
                lines.append(f"{node} {alt} {_plain(surface)}")

    statement = _iri(f"{RDF}Statement")
    subject, predicate, obj = _iri(RDF + "subject"), _iri(RDF + "predicate"), _iri(RDF + "object")
    derived, evidence = _iri(PROV + "wasDerivedFrom"), _iri(HW + "evidence")
    start, end, rule = _iri(HW + "charStart"), _iri(HW + "charEnd"), _iri(HW + "rule")
    confidence, modality, date = (
        _iri(HW + "confidence"),
        _iri(HW + "modality"),
        _iri(DCTERMS + "date"),
    )
    # A sentence's text as a literal, made once for all its facts (11,572 facts of the
    # benchmark's 616 articles come from 4,972 sentences).
    sentences: dict[str, str] = {}
    for fact in article.facts:
        s, p, o = _iri(ID + fact.subject), _iri(HW + fact.predicate), _iri(ID + fact.object)
        record = str(ox.NamedNode(fact_iri(doc_iri, fact)))
        sentence = sentences.get(fact.sentence)
        if sentence is None:
            sentence = sentences[fact.sentence] = _text(fact.sentence, lang)
        lines += [
            f"{s} {p} {o}",
            f"{record} {a} {statement}",
            f"{record} {subject} {s}",
            f"{record} {predicate} {p}",
            f"{record} {obj} {o}",
            f"{record} {derived} {doc}",
            f"{record} {evidence} {sentence}",
            f"{record} {start} {_integer(fact.start)}",
            f"{record} {end} {_integer(fact.end)}",
            f"{record} {rule} {_plain(fact.rule)}",
            f"{record} {confidence} {_decimal(fact.confidence)}",
            f"{record} {modality} {_iri(str(MODALITY[fact.modality]))}",
        ]
        if fact.date:
            lines.append(f"{record} {date} {_typed(fact.date, XSD + 'date')}")
    return list(dict.fromkeys(lines))


def article_triples(article: Article) -> list[ox.Triple]:
    """Return every triple the article contributes to its named graph, each once, in order."""
    data = "".join(f"{line} .\n" for line in article_lines(article)).encode()
    return [quad.triple for quad in ox.parse(data, format=ox.RdfFormat.N_TRIPLES)]
