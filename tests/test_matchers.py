"""The gated Matcher (ingest/matchers.py) finds exactly what spaCy's Matcher finds, and skips
only Docs that no pattern can match."""

from __future__ import annotations

import pytest
from helpers import ARTICLES

from hwkg.ingest import paragraphs
from hwkg.ingest.cues import _cue_matcher, _may_match
from hwkg.ingest.dates import _matchers
from hwkg.ingest.lexicon import load_lexicon
from hwkg.ingest.matchers import GatedMatcher
from hwkg.ingest.mentions import for_parser
from hwkg.ingest.pipeline import load_pipeline


def _paragraphs(lang):
    """The test articles' paragraphs in ``lang``, as the parser sees them."""
    return [
        for_parser(text)
        for path in sorted(ARTICLES.glob(f"*.{lang}.txt"))
        for _, text in paragraphs(path.read_text("utf-8"))
    ]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_gated_matchers_find_what_the_matcher_finds(lang):
    nlp, lex = load_pipeline(lang), load_lexicon(lang)
    texts = _paragraphs(lang)
    gated = [*_matchers(nlp, lex), _cue_matcher(nlp, lex)]
    skipped = found = 0
    for doc in nlp.pipe(texts):
        for matcher in gated:
            matches = matcher(doc)
            assert matches == matcher.matcher(doc)
            skipped += not matcher.can_match(doc)
            found += len(matches)
    assert skipped and found  # both ways are exercised


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_cue_gate_skips_only_docs_the_cue_matcher_cannot_match(lang):
    nlp, lex = load_pipeline(lang), load_lexicon(lang)
    texts = _paragraphs(lang)
    matcher = _cue_matcher(nlp, lex)
    skipped = found = 0
    for doc in nlp.pipe(texts):
        if not _may_match(doc, lex, nlp):
            assert matcher.matcher(doc) == []
            skipped += 1
        found += len(matcher.matcher(doc))
    assert skipped and found  # both ways are exercised


@pytest.mark.parametrize(
    ("pattern", "text", "possible"),
    [
        ([{"LOWER": "hace"}, {"LIKE_NUM": True}], "Hace dos semanas", True),
        ([{"LOWER": "hace"}, {"LIKE_NUM": True}], "Hace poco", False),
        ([{"LOWER": {"IN": ["el", "la"]}, "OP": "?"}, {"LOWER": "martes"}], "el lunes", False),
        ([{"LOWER": {"IN": ["el", "la"]}, "OP": "?"}, {"LOWER": "martes"}], "Martes", True),
        ([{"IS_DIGIT": True, "LENGTH": 4}], "en 26 de 20261", False),
        ([{"IS_DIGIT": True, "LENGTH": 4}], "en 26 de 2026", True),
        # A condition the check does not count is taken as met.
        ([{"TEXT": {"REGEX": "^Q[1-4]$"}}], "nada", True),
        ([{"LOWER": {"NOT_IN": ["a"]}}], "a", True),
    ],
)
def test_a_doc_is_skipped_only_when_no_pattern_can_match(pattern, text, possible):
    nlp = load_pipeline("es")
    matcher = GatedMatcher(nlp.vocab, validate=True)
    matcher.add("P", [pattern])
    doc = nlp.make_doc(text)
    assert matcher.can_match(doc) is possible
    assert matcher(doc) == matcher.matcher(doc)
