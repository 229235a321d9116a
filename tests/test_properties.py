"""Property tests: whatever text comes in, ingest does not crash, the RDF it makes parses
back and conforms to the shapes."""

from __future__ import annotations

import pyoxigraph as ox
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rdflib import Graph

from hwkg.graph.api.validate import validate_graph
from hwkg.graph.store.build import article_triples
from hwkg.ingest import InputError, extract, new_article
from hwkg.ingest.read import clean

NAMES = ["Google", "Amazon", "Nvidia", "TPU", "Trainium", "PyTorch", "AWS", "Gaudi 3", "ROCm"]
WORDS = [
    "anunció",
    "presentó",
    "desarrolla",
    "su",
    "sus",
    "chip",
    "de",
    "y",
    ",",
    "frente a",
    "versión",
    "para",
    "el",
    "20 de octubre de 2026",
    "habría",
    "announced",
    "its",
    "the",
    "version of",
    "for",
    "runs on",
    "'s",
    "(",
    ")",
    ":",
    "startup",
    "Zyx",
    "100",
    "\n",
]

articleish = st.lists(st.sampled_from(NAMES + WORDS), min_size=1, max_size=40).map(" ".join)
anything = st.text(min_size=1, max_size=300)


def _roundtrip(text: str, lang: str) -> None:
    try:
        article = extract(new_article(clean(text), lang=lang))
    except InputError:
        return  # empty after cleaning: refused with a message, which is fine
    triples = article_triples(article)
    data = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES) or b""
    parsed = list(ox.parse(data, format=ox.RdfFormat.N_TRIPLES))
    assert len(parsed) == len(triples)
    graph = Graph().parse(data=data.decode("utf-8"), format="nt")
    assert len(graph) == len(triples)
    report = validate_graph(graph)
    assert report.conforms, report.text


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(articleish, st.sampled_from(["es", "en"]))
def test_article_like_text(text, lang):
    _roundtrip(text, lang)


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(anything, st.sampled_from(["es", "en"]))
def test_any_text(text, lang):
    _roundtrip(text, lang)
