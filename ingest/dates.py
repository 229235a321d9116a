"""Dates written in text as ISO strings, parsed by dateparser relative to the article's date.

Spans are found by spaCy Matchers: absolute dates by the lexicon's ``date_patterns`` ("el 20 de
octubre de 2026", "on November 15, 2023") and relative or partial ones by the patterns of
``ontology/dates.json`` ("el martes", "el mes pasado", "last week", "a principios de 2026");
the words the lexicon lists as days ("ayer", "yesterday") count too. dateparser reads each span
with the article's date as its "today". Deterministic: the clock is never read. An article with
no date of its own gets only the dates that name their year ("a principios de 2026" yes,
"el martes" or "el 20 de octubre" no).
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from .lexicon import Lexicon
from .matchers import GatedMatcher
from .resources import date_words
from .spans import doc_lowers

# Stands in for "today" when an article has no date: only spans that name their year are
# read then, and for those dateparser never looks at it.
_NO_BASE = dt.date(2000, 1, 1)
# A four-digit number outside these years is a quantity ("2048 núcleos"), not a year.
YEARS = range(1900, 2101)
# The day a part of a year or month stands for: its first day, its middle, its last month/day.
_PART_OF_YEAR = {"start": 1, "middle": 7, "end": 12}
_FILLERS = frozenset({"de", "of", "-", "the", "a", "in", "en", "el", "la", "on", "this"})
_YEAR = re.compile(r"\b\d{4}\b")


@dataclass(frozen=True, slots=True)
class DateWords:
    """The words of ``ontology/dates.json`` for one language, and its expanded patterns."""

    weekdays: frozenset[str]
    parts: dict[str, str]
    future: frozenset[str]
    numbers: dict[str, int]
    patterns: tuple[list[dict[str, Any]], ...]


@cache
def _words(lang: str, lex: Lexicon) -> DateWords:
    data = date_words(lang)
    lists = {
        "MONTHS": sorted(lex.months),
        "WEEKDAYS": data.get("weekdays", []),
        "UNITS": data.get("units", []),
        "PLURAL_UNITS": data.get("plural_units", []),
        "PARTS": sorted(data.get("parts", {})),
    }

    def expand(value: Any) -> Any:
        if isinstance(value, dict) and isinstance(value.get("IN"), str):
            return {**value, "IN": lists[value["IN"]]}
        return value

    return DateWords(
        weekdays=frozenset(data.get("weekdays", ())),
        parts=dict(data.get("parts", {})),
        future=frozenset(data.get("future", ())),
        numbers={k: int(v) for k, v in data.get("numbers", {}).items()},
        patterns=tuple(
            [{key: expand(value) for key, value in token.items()} for token in pattern]
            for pattern in data.get("patterns", ())
        ),
    )


@cache
def _matchers(nlp: Any, lex: Lexicon) -> tuple[Any, Any]:
    """(absolute, relative) Matchers for the lexicon's and dates.json's patterns."""
    absolute = GatedMatcher(nlp.vocab, validate=True)
    absolute.add("DATE", [list(p) for p in lex.date_patterns], greedy="LONGEST")
    relative = GatedMatcher(nlp.vocab, validate=True)
    patterns = _words(lex.lang, lex).patterns
    if patterns:
        relative.add("DATE", [list(p) for p in patterns], greedy="LONGEST")
    return absolute, relative


@lru_cache(maxsize=512)
def _parser(lang: str, base: dt.date, prefer: str) -> Any:
    from dateparser.date import DateDataParser

    return DateDataParser(
        languages=[lang],
        settings={
            "RELATIVE_BASE": dt.datetime(base.year, base.month, base.day),
            "PREFER_DATES_FROM": prefer,
            "PREFER_DAY_OF_MONTH": "first",
            "PREFER_MONTH_OF_YEAR": "first",
            "RETURN_TIME_AS_PERIOD": True,
            # Not this machine's time zone: the same text gives the same date anywhere.
            "TIMEZONE": "UTC",
        },
    )


# dateparser takes about a millisecond a call (locale detection, translation, strptime):
# an article says "el 20 de octubre" or "el martes" more than once, and its date is the
# same base for all of them. Pure in its arguments, so remembered.
@lru_cache(maxsize=4096)
def parse_date(
    text: str, lang: str, base: dt.date | None, prefer: str = "current_period"
) -> tuple[dt.date, str] | None:
    """Return (date, period: day|week|month|year) that dateparser reads in ``text``, with
    ``base`` as today; None if it reads none, or if ``base`` is None and no year is named."""
    if base is None and not _YEAR.search(text):
        return None
    try:
        data = _parser(lang, base or _NO_BASE, prefer).get_date_data(text)
    except (ValueError, OverflowError):  # numbers past what a date can hold
        return None
    if data.date_obj is None or data.date_obj.year not in YEARS:
        return None
    return data.date_obj.date(), str(data.period or "day")


def _part_of(found: tuple[dt.date, str], part: str) -> dt.date:
    """The day that the start, middle or end of the month or year ``found`` stands for."""
    date, period = found
    if period == "year":
        return dt.date(date.year, _PART_OF_YEAR[part], 1)
    last = calendar.monthrange(date.year, date.month)[1]
    return date.replace(day={"start": 1, "middle": 15, "end": last}[part])


def _relative(words: list[str], lang: str, base: dt.date | None, table: DateWords) -> str | None:
    """The ISO date of a span of dates.json ("el martes", "a principios de 2026")."""
    lower = [w.lower() for w in words]
    parts = [i for i, w in enumerate(lower) if w in table.parts]
    if parts:
        rest = [w for w in words[parts[0] + 1 :] if w.lower() not in _FILLERS]
        found = parse_date(" ".join(rest), lang, base) if rest else None
        return _part_of(found, table.parts[lower[parts[0]]]).isoformat() if found else None
    prefer = "future" if table.future.intersection(lower) else "past"
    day = next((w for w in words if w.lower() in table.weekdays), None)
    if day is not None:  # "el pasado martes", "next Tuesday": the weekday and a direction
        found = parse_date(day, lang, base, prefer)
        return found[0].isoformat() if found else None
    spelled = [str(table.numbers.get(w, w)) if w in table.numbers else w for w in lower]
    for candidate in (" ".join(words), " ".join(spelled)):
        found = parse_date(candidate, lang, base, prefer)
        if found:
            return found[0].isoformat()
    return None


def find_dates(doc: Any, lex: Lexicon, nlp: Any, article_date: str | None) -> list[Any]:
    """Return (start, end, iso) for every date in ``doc``: complete ones, ones whose year the
    article's date gives, and relative ones ("el martes", "last week") counted from that date."""
    base = dt.date.fromisoformat(article_date) if article_date else None
    absolute, relative = _matchers(nlp, lex)
    found: list[tuple[int, int, str]] = []
    for _, start, end in absolute(doc):
        parsed = parse_date(doc[start:end].text, lex.lang, base)
        if parsed is not None:
            found.append((start, end, parsed[0].isoformat()))
    taken = {i for start, end, _ in found for i in range(start, end)}
    table = _words(lex.lang, lex)
    for _, start, end in relative(doc):
        if taken.intersection(range(start, end)):
            continue
        iso = _relative([t.text for t in doc[start:end]], lex.lang, base, table)
        if iso is not None:
            found.append((start, end, iso))
            taken.update(range(start, end))
    if base is not None:  # (the paragraph's lower forms, read once: no Token a word)
        for i, word in enumerate(doc_lowers(doc)):
            if word in lex.relative_days and i not in taken:
                parsed = parse_date(doc[i].text, lex.lang, base, "past")
                if parsed is not None:
                    found.append((i, i + 1, parsed[0].isoformat()))
    return sorted(found)


def date_line(text: str, lex: Lexicon) -> str | None:
    """The date an article gives on a line of its own near the top ("20 de octubre de 2026")."""
    for line in text.split("\n")[:4]:
        words = re.findall(r"\w+", line)
        if not 3 <= len(words) <= 6:
            continue
        parsed = parse_date(line.strip(), lex.lang, None)
        if parsed is not None and parsed[1] == "day":
            return parsed[0].isoformat()
    return None
