"""The gated Matcher (ingest/matchers.py) finds exactly what spaCy's Matcher finds, and skips
only Docs that no pattern can match."""

from __future__ import annotations

import random

import pytest
from helpers import ARTICLES

from hwkg.ingest import paragraphs
from hwkg.ingest.cues import _cue_matcher, _may_match
from hwkg.ingest.dates import _matchers
from hwkg.ingest.lexicon import load_lexicon
from hwkg.ingest.matchers import GatedMatcher
from hwkg.ingest.parser_text import for_parser
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


# Cues and demonyms far apart, long runs of names before and after them, quoted, called and
# apposed names, names closing the paragraph: the window must hold every match.
_WINDOW_TEXTS = {
    "en": [
        "The startup Groq and the new Maia 100 200 X chip, the SEAL01 Pro Max.",
        "Its chip \u201cPulsar X2\u201d ships. Later the AMD Instinct MI355X GPU arrives",
        "New reasoning models called Magistral Small 2 and two chips known as N1 X",
        "Google Cloud TPU v5e Pod Slice accelerator",
    ],
    "es": [
        "La alemana ParTec y la surcoreana Rebellions ATOM Max presentan el chip Maia 100",
        "sus procesadores conjuntos, conocidos como N1 X, y el procesador \u00abHeron R2\u00bb",
        "su nuevo acelerador, el Zephyr 2 Ultra 3",
    ],
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_cue_matcher_finds_on_its_window_what_it_finds_on_the_doc(lang):
    from hwkg.ingest.cues import _window

    nlp, lex = load_pipeline(lang), load_lexicon(lang)
    matcher = _cue_matcher(nlp, lex)
    found = 0
    for doc in nlp.pipe(_paragraphs(lang) + _WINDOW_TEXTS[lang]):
        if _may_match(doc, lex, nlp):
            matches = matcher.matcher(doc)
            assert matcher(doc, within=_window(doc, lex, nlp)) == matches, doc.text
            found += len(matches)
    assert found


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
        # Where the pattern needs its words: "en" and a year, but not side by side.
        ([{"LOWER": "en"}, {"IS_DIGIT": True, "LENGTH": 4}], "en marzo de 2026", False),
        ([{"LOWER": "en"}, {"IS_DIGIT": True, "LENGTH": 4}], "2026 y en 2027", True),
        ([{"LOWER": "hace"}, {"LIKE_NUM": True}], "Hace poco, dos", False),
        # A token's conditions are met by one token: a digit and a four-letter word are no year.
        ([{"IS_DIGIT": True, "LENGTH": 4}], "para 26", False),
        # Optional tokens between allow each distance they can take, and no other.
        ([{"LOWER": "mayo"}, {"ORTH": ".", "OP": "?"}, {"IS_DIGIT": True}], "mayo 5", True),
        ([{"LOWER": "mayo"}, {"ORTH": ".", "OP": "?"}, {"IS_DIGIT": True}], "mayo . 5", True),
        ([{"LOWER": "mayo"}, {"ORTH": ".", "OP": "?"}, {"IS_DIGIT": True}], "mayo de la 5", False),
        ([{"LOWER": "mayo"}, {"ORTH": ".", "OP": "?"}, {"IS_DIGIT": True}], "5 de mayo", False),
        ([{"LOWER": "a"}, {"IS_ALPHA": True, "OP": "{2}"}, {"LOWER": "b"}], "a x y b", True),
        ([{"LOWER": "a"}, {"IS_ALPHA": True, "OP": "{2}"}, {"LOWER": "b"}], "a x b", False),
        ([{"LOWER": "a"}, {"OP": "{1,2}"}, {"LOWER": "b"}], "a x y z b", False),
        ([{"LOWER": "a"}, {"OP": "*"}, {"LOWER": "b"}], "b x a", False),
        ([{"LOWER": "a"}, {"OP": "*"}, {"LOWER": "b"}], "a x x x x b", True),
        ([{"LOWER": "a"}, {"LOWER": "x", "OP": "+"}, {"LOWER": "b"}], "a x x x b", True),
        # An operator the check does not know leaves the pattern to its words anywhere.
        ([{"LOWER": "a"}, {"LOWER": "x", "OP": "!"}, {"LOWER": "b"}], "b y a", True),
    ],
)
def test_a_doc_is_skipped_only_when_no_pattern_can_match(pattern, text, possible):
    nlp = load_pipeline("es")
    matcher = GatedMatcher(nlp.vocab, validate=True)
    matcher.add("P", [pattern])
    doc = nlp.make_doc(text)
    assert matcher.can_match(doc) is possible
    assert matcher(doc) == matcher.matcher(doc)


# Token patterns the random tests draw from (words, flags, a length).
RANDOM_TOKENS = [
    {"LOWER": "en"},
    {"LOWER": {"IN": ["de", "el"]}},
    {"LOWER": "mayo"},
    {"IS_DIGIT": True},
    {"IS_DIGIT": True, "LENGTH": 4},
    {"ORTH": "."},
    {"IS_ALPHA": True},
]


def _random_pattern(rng: random.Random, tokens: list, operators: list) -> list[dict]:
    """One to four of ``tokens``, each with one of ``operators`` (None: no operator)."""
    pattern = []
    for _ in range(rng.randint(1, 4)):
        token = dict(rng.choice(tokens))
        op = rng.choice(operators)
        if op is not None:
            token["OP"] = op
        pattern.append(token)
    return pattern


def test_the_gate_never_skips_a_doc_the_matcher_matches():
    """Random patterns (words, flags, every operator) over random texts: whenever the
    Matcher finds something, the check said the Doc could match."""
    rng = random.Random(31)
    nlp = load_pipeline("es")
    words = ["en", "de", "mayo", "2026", "5", ".", ",", "el", "x"]
    tokens = [*RANDOM_TOKENS, {"LENGTH": 1}, {}]
    operators = [None, None, None, "?", "*", "+", "{2}", "{0,2}", "{1,}", "{,2}"]
    skipped = found = 0
    for _ in range(300):
        pattern = _random_pattern(rng, tokens, operators)
        if all(t.get("OP") in {"?", "*", "{0,2}", "{,2}"} for t in pattern):
            continue  # spaCy refuses a pattern that may match nothing
        matcher = GatedMatcher(nlp.vocab, validate=True)
        matcher.add("P", [pattern])
        for _ in range(5):
            doc = nlp.make_doc(" ".join(rng.choice(words) for _ in range(rng.randint(1, 8))))
            matches = matcher.matcher(doc)
            assert matcher(doc) == matches, (pattern, doc.text)
            if matches:
                assert matcher.can_match(doc), (pattern, doc.text)
            skipped += not matcher.can_match(doc)
            found += bool(matches)
    assert skipped and found


def test_a_longest_match_matcher_on_windows_finds_what_the_matcher_finds():
    """One key whose longest matches are kept (as the date matchers): the gated matcher runs
    on runs of tokens around where each pattern's last needed token may stand; random
    patterns (two or three a matcher, every bounded operator and some unbounded) over long
    random texts give the Matcher's matches in its order."""
    rng = random.Random(47)
    nlp = load_pipeline("es")
    words = ["en", "de", "mayo", "2026", "5", ".", ",", "el", "x", "y", "z", "la"]
    tokens = [*RANDOM_TOKENS, {}]
    operators = [None, None, None, "?", "?", "{2}", "{0,2}", "{1,2}", "+", "*"]
    windowed = found = 0
    for _ in range(200):
        matcher = GatedMatcher(nlp.vocab, validate=True)
        patterns = []
        while len(patterns) < rng.randint(2, 3):
            pattern = _random_pattern(rng, tokens, operators)
            if not all(t.get("OP") in {"?", "*", "{0,2}"} for t in pattern):
                patterns.append(pattern)
        matcher.add("P", patterns, greedy="LONGEST")
        for _ in range(5):
            doc = nlp.make_doc(" ".join(rng.choice(words) for _ in range(rng.randint(1, 40))))
            matches = matcher.matcher(doc)
            assert matcher(doc) == matches, (patterns, doc.text)
            windowed += matcher._windows(doc) is not None
            found += len(matches) > 1
    assert windowed and found
