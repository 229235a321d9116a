"""Dates written in text ("el 20 de octubre de 2026", "on November 15, 2023") as ISO strings."""

from __future__ import annotations

import datetime as dt
from functools import cache
from typing import Any

from .lexicon import Lexicon


@cache
def _matcher(nlp: Any, lex: Lexicon) -> Any:
    from spacy.matcher import Matcher

    matcher = Matcher(nlp.vocab, validate=True)
    matcher.add("DATE", [list(p) for p in lex.date_patterns], greedy="LONGEST")
    return matcher


def to_iso(tokens: list[str], lex: Lexicon, default_year: int | None) -> str | None:
    """Return YYYY-MM-DD for the day, month name and year among ``tokens``, or None."""
    day = month = year = None
    for text in tokens:
        low = text.lower().rstrip(".")
        if low in lex.months and month is None:
            month = lex.months[low]
        elif text.isdigit() and len(text) == 4:
            year = int(text)
        elif text.isdigit() and day is None:
            day = int(text)
    year = year or default_year
    if day is None or month is None or year is None:
        return None
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def find_dates(doc: Any, lex: Lexicon, nlp: Any, default_year: int | None) -> list[Any]:
    """Return (start, end, iso) for every complete date in ``doc``."""
    found = []
    for _, start, end in _matcher(nlp, lex)(doc):
        iso = to_iso([t.text for t in doc[start:end]], lex, default_year)
        if iso is not None:
            found.append((start, end, iso))
    return found
