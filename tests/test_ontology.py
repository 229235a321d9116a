"""The data in ontology/: the OWL ontology, the SHACL shapes, the gazetteer and the lexicons."""

from __future__ import annotations

import json

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import OWL, RDF, RDFS

from hwkg.graph.api.validate import validate_ntriples
from hwkg.graph.store.build import article_lines
from hwkg.graph.vocab import entity_classes
from hwkg.ingest.facts import Article, Entity, Fact
from hwkg.ingest.lexicon import Phrase, load_lexicon
from hwkg.ingest.resources import ONTOLOGY_DIR, gazetteer

HW = "https://w3id.org/hwkg/ontology#"
CLASSES = [c.name for c in entity_classes()]  # read from ontology/hwkg.ttl
PROPERTIES = [
    "develops",
    "announces",
    "targets",
    "adaptationOf",
    "operates",
    "offers",
    "contributesTo",
    "competesWith",
    "partnersWith",
    "uses",
]


def test_ontology_declares_classes_and_properties_with_labels_in_both_languages():
    g = Graph().parse(ONTOLOGY_DIR / "hwkg.ttl")
    for name in CLASSES:
        assert (URIRef(HW + name), RDF.type, OWL.Class) in g
    for name in PROPERTIES:
        prop = URIRef(HW + name)
        assert (prop, RDF.type, OWL.ObjectProperty) in g
        assert g.value(prop, RDFS.domain) is not None and g.value(prop, RDFS.range) is not None
        langs = {lbl.language for lbl in g.objects(prop, RDFS.label) if isinstance(lbl, Literal)}
        assert {"es", "en"} <= langs
        comments = {c.language for c in g.objects(prop, RDFS.comment) if isinstance(c, Literal)}
        assert {"es", "en"} <= comments


def test_lexicon_properties_exist_in_the_ontology():
    g = Graph().parse(ONTOLOGY_DIR / "hwkg.ttl")
    for lang in ("es", "en"):
        lex = load_lexicon(lang)
        used = {f.property for frames in lex.verbs.values() for f in frames}
        used |= {f.property for frames in lex.nouns.values() for f in frames}
        used |= {p.property for p in lex.phrases} | set(lex.domains)
        for prop in used:
            assert (URIRef(HW + prop), RDF.type, OWL.ObjectProperty) in g, prop


def test_lexicon_has_the_issue_words():
    es = load_lexicon("es")
    for lemma in ("anunciar", "presentar", "lanzar"):
        assert es.verbs[lemma][0].property == "announces"
    assert es.nouns["versión"][0].property == "adaptationOf"
    assert Phrase(("frente", "a"), "competesWith", "left") in es.phrases
    en = load_lexicon("en")
    assert en.verbs["develop"][0].property == "develops"
    assert any("on" in f.preps and f.property == "targets" for f in en.verbs["run"])


def test_gazetteer_is_large_unique_and_typed():
    entries = gazetteer()
    assert len(entries) >= 40
    ids = [e.id for e in entries]
    assert len(ids) == len(set(ids))
    seen: dict[str, str] = {}
    for e in entries:
        assert e.type in CLASSES
        for name in (e.label, *e.aliases):
            assert seen.setdefault(name, e.id) == e.id, f"{name} names {seen[name]} and {e.id}"
        if e.wikidata:
            assert e.wikidata.startswith("Q") and e.wikidata[1:].isdigit()
    by_id = {e.id: e for e in entries}
    assert "TPUs" in by_id["tpu"].aliases and "Tensor Processing Units" in by_id["tpu"].aliases


def test_gazetteer_lines_are_json():
    for line in (ONTOLOGY_DIR / "gazetteer.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        assert {"id", "label", "type", "aliases"} <= set(row)


@pytest.mark.parametrize("prop", sorted(load_lexicon("en").domains))
def test_every_class_pair_the_lexicon_allows_conforms_to_the_shapes(prop):
    """Extraction keeps a fact only if its classes fit the lexicon's domain and range
    (common.json ``domains``), as the property the pair of classes makes of it
    (``property_by_types``; a pair ``inverse_by_types`` turns around is never stored as such):
    every such fact must satisfy the shapes, with the ontology's ranges inferred as ``hwkg
    validate`` infers them ("AMD joined the UALink Consortium": a standard typed Chip is
    contributed to, and no Chip is a Framework)."""
    lex = load_lexicon("en")
    domain, range_ = lex.domains[prop]
    for s_type in sorted(domain):
        for o_type in sorted(range_):
            if o_type in lex.inverse_by_types.get(prop, {}).get(s_type, {}):
                continue
            stored = lex.property_by_types.get(prop, {}).get(s_type, {}).get(o_type, prop)
            if not stored:
                continue  # the pair states no fact
            subject = Entity(key="s-thing", label="S Thing", type=s_type)
            obj = Entity(key="o-thing", label="O Thing", type=o_type)
            text = f"S Thing and O Thing ({stored}, {s_type}, {o_type})."
            fact = Fact("s-thing", stored, "o-thing", text, 0, len(text), "test", 0.9)
            entities = {"s-thing": subject, "o-thing": obj}
            article = Article(text, "en", facts=[fact], entities=entities)
            data = "".join(f"{line} .\n" for line in article_lines(article)).encode()
            report = validate_ntriples(data)
            assert report.conforms, f"{s_type} {stored} {o_type}: {report.text}"
