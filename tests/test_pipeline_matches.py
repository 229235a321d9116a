"""The pipeline's own ``match`` of spaCy's rulers (ingest/pipeline.py, ingest/attribute_index.py)
finds exactly what spaCy's finds, in the same order."""

from __future__ import annotations

import pytest
from helpers import ARTICLES
from spacy.pipeline import AttributeRuler, EntityRuler

from hwkg.ingest import paragraphs
from hwkg.ingest.attribute_index import _IndexedMatch
from hwkg.ingest.parser_text import for_parser
from hwkg.ingest.pipeline import RULERS, load_pipeline

# Words the English attribute ruler's rules of lists, exclusions and several tokens are about.
_EXTRA = {
    "en": [
        "I ain't gonna let 'em do it, and y'all gotta see that there are nothin' but chips.",
        "It is what it is: you'll give it to me if I'm not there, because they've done it.",
        "Do they? She does, and there is no one who did it; that which is, was.",
        "C'mon, let's go.  Who said whose chips were those?\n\nThe end.",
        "",
    ],
    "es": ["", "Nvidia  y AMD\n\nno lo hicieron."],
}


def _texts(lang: str) -> list[str]:
    return [
        for_parser(text)
        for path in sorted(ARTICLES.glob(f"*.{lang}.txt"))
        for _, text in paragraphs(path.read_text("utf-8"))
    ] + _EXTRA[lang]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_attribute_ruler_matches_as_spacy_does(lang):
    nlp = load_pipeline(lang)
    ruler = nlp.get_pipe("attribute_ruler")
    assert isinstance(ruler.match, _IndexedMatch)
    before = nlp.pipe_names[: nlp.pipe_names.index("attribute_ruler")]
    found = 0
    with nlp.select_pipes(enable=before):
        for doc in nlp.pipe(_texts(lang)):
            matches = ruler.match(doc)
            assert matches == AttributeRuler.match(ruler, doc)
            found += len(matches)
    assert found


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_gazetteer_rulers_match_as_spacy_does(lang):
    nlp = load_pipeline(lang)
    found = 0
    for doc in nlp.pipe(_texts(lang)):
        for name in RULERS:
            ruler = nlp.get_pipe(name)
            matches = ruler.match(doc)
            assert matches == EntityRuler.match(ruler, doc)
            found += len(matches)
    assert found


def test_rules_of_every_kind_match_as_the_matcher_does():
    """Made-up rules of each kind a table takes (values, "IN", "NOT_IN", IS_SPACE) and of
    those it leaves to a Matcher (several tokens, a regular expression, other attributes),
    on a made-up English text."""
    import spacy

    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("attribute_ruler")
    rules = [
        [[{"LOWER": "the"}]],
        [[{"LOWER": {"IN": ["a", "an", "the"]}, "IS_SPACE": False}]],
        [[{"LOWER": {"NOT_IN": ["the", ""]}, "IS_ALPHA": True}]],
        [[{"LOWER": {"IN": ["chips", "cores"]}}], [{"ORTH": "Nvidia"}]],
        [[{"IS_SPACE": True}]],
        [[{"LOWER": "made"}, {"LOWER": "by"}]],
        [[{"LOWER": {"REGEX": "^n?vid"}}]],
        [[{"LOWER": {"NOT_IN": ["by"]}}]],
        [[{"LOWER": "by", "IS_SPACE": {"IN": ["x"]}}]],
        [[{"IS_SPACE": False, "LOWER": {"NOT_IN": ["the", "a", ""]}}]],
    ]
    for number, patterns in enumerate(rules):
        ruler.add(patterns, {"LEMMA": f"rule{number}"}, index=0)
    indexed = _IndexedMatch(ruler)
    assert len(indexed.rest) == 5  # Nvidia's ORTH, several tokens, the regex, no value, IS_ALPHA
    doc = nlp("The chips  made by Nvidia and an AMD chip, the cores\n of a  nvidia GPU.")
    assert indexed(doc) == AttributeRuler.match(ruler, doc)
    assert indexed(nlp("")) == []
    ruler.add([[{"LOWER": "chip"}]], {"LEMMA": "added"})  # a rule added since: spaCy's match
    assert indexed(doc) == AttributeRuler.match(ruler, doc)
    assert any(number == len(rules) for number, *_ in indexed(doc))


def test_a_ruler_given_token_patterns_matches_as_spacy_does():
    import spacy

    from hwkg.ingest.pipeline import _PhraseMatch

    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([{"label": "ORG", "pattern": "Nvidia"}, {"label": "ORG", "pattern": "AMD"}])
    match = _PhraseMatch(ruler)
    doc = nlp("Nvidia and AMD chips, and Nvidia GPUs")
    assert match(doc) == EntityRuler.match(ruler, doc)
    ruler.add_patterns([{"label": "PRODUCT", "pattern": [{"LOWER": "chips"}]}])
    assert match(doc) == EntityRuler.match(ruler, doc)
    assert len(match(doc)) == 4
