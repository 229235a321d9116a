"""The language an article is written in, told by lingua-language-detector.

lingua ships its models inside the wheel: nothing is downloaded. It is asked to tell apart
the languages hwkg has pipelines for and the ones news about AI chips also comes in, so that a
Portuguese or French article is named and refused instead of being parsed as Spanish.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from .resources import LANGUAGES, gazetteer

# Languages that are recognised so as to be refused by name (ISO 639-1). The Romance and
# Germanic neighbours of Spanish and English are the ones short texts get confused with.
RECOGNISED = ("pt", "fr", "it", "de", "ca", "eu", "nl", "ro", "pl", "sv", "ru", "uk", "zh",
              "ja", "ko", "ar", "tr")  # fmt: skip
# lingua's low-accuracy mode (trigrams only, loaded in a tenth of the time) is as good as the
# full one past about 120 characters; shorter texts get the full models.
SHORT_TEXT = 120
# How much more likely an unsupported language must be than the best supported one before an
# article is refused: a headline of names ("Google announced TorchTPU") leans towards German
# by a few hundredths, a Portuguese sentence wins by tenths.
REFUSAL_MARGIN = 0.2
# Fewer letters than this, once names are set aside, say nothing about a language.
MIN_LETTERS = 4
SAMPLE_CHARS = 20_000

_URL = re.compile(r"\b(?:https?://|www\.)\S+", re.I)
# Product names and codes say nothing about the language around them: "MI300X", "TorchTPU",
# "AWS", "vLLM".
_CODE = re.compile(r"\b\w*(?:\d\w*|[a-z][A-Z]\w*|[A-Z]{2,}\w*)\b")
_LETTER = re.compile(r"[^\W\d_]", re.UNICODE)


@cache
def _names() -> re.Pattern[str]:
    """Every gazetteer name as one pattern: names are not language. The names share their
    prefixes as a trie does ("Nvidia", "Nvidia H100", "Nvidia H200"): one alternation of all
    2,800-odd names cost about 50 ms an article (Python's engine tries each at every word),
    the trie 0.3 ms, and matches the same (the longest name that ends at a word's end)."""
    names = {n.lower() for e in gazetteer() for n in (e.label, *e.aliases) if len(n) > 1}
    return re.compile(r"\b(?:" + trie_pattern(names) + r")s?\b", re.I)


def trie_pattern(words: Iterable[str]) -> str:
    """A regular expression that matches each of ``words``, their common prefixes written
    once; at each branch the longer words are tried first (greedy), as a longest-first
    alternation would."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}  # a word ends here
    return _branches(trie)


def _branches(node: dict[str, Any]) -> str:
    branches = [re.escape(ch) + _branches(child) for ch, child in sorted(node.items()) if ch]
    if not branches:
        return ""
    body = "(?:" + "|".join(branches) + ")" if len(branches) > 1 or "" in node else branches[0]
    return body + "?" if "" in node else body


def without_names(text: str) -> str:
    """Return ``text`` with URLs, known names and product codes blanked out."""
    text = _URL.sub(" ", text)
    text = _names().sub(" ", text)
    return _CODE.sub(" ", text)


@cache
def _detector(short: bool) -> Any:
    from lingua import IsoCode639_1, Language, LanguageDetectorBuilder

    languages = [
        Language.from_iso_code_639_1(getattr(IsoCode639_1, code.upper()))
        for code in (*LANGUAGES, *RECOGNISED)
    ]
    builder = LanguageDetectorBuilder.from_languages(*languages)
    if not short:
        builder = builder.with_low_accuracy_mode()
    return builder.build()


def language_scores(text: str) -> dict[str, float]:
    """Return lingua's confidence (0–1) for each language it knows here, by ISO 639-1 code."""
    sample = without_names(text[:SAMPLE_CHARS])
    if len(_LETTER.findall(sample)) < MIN_LETTERS:
        return {}
    detector = _detector(len(sample.strip()) < SHORT_TEXT)
    return {
        v.language.iso_code_639_1.name.lower(): v.value
        for v in detector.compute_language_confidence_values(sample)
    }


def detect_language(text: str, supported: tuple[str, ...] = LANGUAGES) -> str | None:
    """Return the ISO 639-1 code of the language of ``text``, or None if it cannot be told.

    The answer is one of ``supported`` unless another language is clearly more likely
    (then that code is returned, for the caller to refuse).
    """
    scores = language_scores(text)
    if not scores or max(scores.values()) == 0:
        return None
    best = max(scores, key=lambda code: (scores[code], code))
    best_supported = max(supported, key=lambda code: (scores.get(code, 0.0), code))
    if best in supported:
        return best
    if scores[best] - scores.get(best_supported, 0.0) >= REFUSAL_MARGIN:
        return best
    return best_supported if scores.get(best_supported, 0.0) > 0 else None
