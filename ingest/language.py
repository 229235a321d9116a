"""The language an article is written in, told by lingua-language-detector.

lingua ships its models inside the wheel: nothing is downloaded. It is asked to tell apart
the languages hwkg has pipelines for and the ones news about AI chips also comes in, so that a
Portuguese or French article is named and refused instead of being parsed as Spanish.
"""

from __future__ import annotations

import re
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
    """Every gazetteer name, longest first, as one pattern: names are not language."""
    names = sorted(
        {n for e in gazetteer() for n in (e.label, *e.aliases) if len(n) > 1}, key=len, reverse=True
    )
    return re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")s?\b", re.I)


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
