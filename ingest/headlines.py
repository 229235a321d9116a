"""Headlines in title case ("AWS Launches Its Trainium3 Chip"): the English parser reads their
capitalised common words as names ("AWS Launches" became a company), so it is shown them in
lower case. Offsets stay the same, and facts keep their sentence as written."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .lexicon import load_lexicon
from .name_shapes import dictionary_words
from .resources import gazetteer

WORD = re.compile(r"[A-Za-z][A-Za-z'’\-]*")
TITLE_WORD = re.compile(r"[A-Z][a-z]+(?:['’]s)?")
POSSESSIVE = re.compile(r"['’]s$")
# A line is in title case when at least this share of its words of four letters or more
# (past the first) are capitalised, and there are at least this many of them.
TITLE_SHARE = 0.8
MIN_LONG_WORDS = 2
LONG_WORD = 4
# Closed-class words and a dictionary word's endings are the English lexicon's
# title_function_words and title_endings.


@cache
def _names() -> re.Pattern[str]:
    """The gazetteer's names as written, as whole words ("Google Cloud", "Claude Code"): kept
    as they are."""
    names = sorted({n for e in gazetteer() for n in (e.label, *e.aliases) if len(n) > 1}, key=len)
    alternatives = "|".join(re.escape(n) for n in reversed(names))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


def _common(word: str, words: frozenset[str]) -> bool:
    """True if ``word`` (lower case) is a dictionary word or one with an ending: "launches",
    "relies" (rely), "biggest" (big), "largest" (large), "world's"."""
    base = POSSESSIVE.sub("", word)
    stems = {base}
    for end in load_lexicon("en").title_endings:
        if end and base.endswith(end) and len(base) > len(end) + 2:
            stem = base[: -len(end)]
            stems |= {stem, stem + "e", stem + "y"}
            if stem[-1] == stem[-2]:
                stems.add(stem[:-1])
    return any(stem in words for stem in stems)


def _in_title_case(found: list[re.Match[str]]) -> bool:
    long = [w.group() for w in found[1:] if len(w.group()) >= LONG_WORD]
    upper = sum(w[0].isupper() for w in long)
    return len(long) >= MIN_LONG_WORDS and upper >= TITLE_SHARE * len(long)


def title_lines(text: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of the lines of ``text`` in title case."""
    spans, start = [], 0
    for line in text.split("\n"):
        if _in_title_case(list(WORD.finditer(line))):
            spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def sentence_case(text: str, nlp: Any) -> str:
    """Return ``text`` with the capitalised common words of its title-case lines in lower case,
    but the first word of a line and the words of the gazetteer's names."""
    words = dictionary_words(nlp)
    if not words:
        return text
    function_words = load_lexicon("en").title_function_words
    chars = list(text)
    start = 0
    for line in text.split("\n"):
        found = list(WORD.finditer(line))
        if _in_title_case(found):
            named = {i for m in _names().finditer(line) for i in range(m.start(), m.end())}
            for w in found[1:]:
                at = w.start()
                for part in w.group().split("-"):  # "Next-Gen" word by word
                    lower = part.lower()
                    common = lower in function_words or _common(lower, words)
                    if TITLE_WORD.fullmatch(part) and at not in named and common:
                        chars[start + at] = part[0].lower()
                    at += len(part) + 1
        start += len(line) + 1
    return "".join(chars)
