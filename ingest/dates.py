"""Dates written in text ("el 20 de octubre de 2026", "on November 15, 2023") as ISO strings."""

from __future__ import annotations

import datetime as dt
import re
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
        elif text.isascii() and text.isdigit() and len(text) == 4:
            year = int(text)
        elif text.isascii() and text.isdigit() and day is None:
            day = int(text)
    year = year or default_year
    if day is None or month is None or year is None:
        return None
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def find_dates(doc: Any, lex: Lexicon, nlp: Any, article_date: str | None) -> list[Any]:
    """Return (start, end, iso) for every date in ``doc``: complete ones, ones whose year the
    article's date gives, and relative ones ("ayer", "yesterday") counted from that date."""
    default_year = int(article_date[:4]) if article_date else None
    found = []
    for _, start, end in _matcher(nlp, lex)(doc):
        iso = to_iso([t.text for t in doc[start:end]], lex, default_year)
        if iso is not None:
            found.append((start, end, iso))
    if article_date:
        base = dt.date.fromisoformat(article_date)
        for tok in doc:
            offset = lex.relative_days.get(tok.lower_)
            if offset is not None:
                found.append((tok.i, tok.i + 1, (base + dt.timedelta(days=offset)).isoformat()))
    return sorted(found)


def date_line(text: str, lex: Lexicon) -> str | None:
    """The date an article gives on a line of its own near the top ("20 de octubre de 2026")."""
    for line in text.split("\n")[:4]:
        words = re.findall(r"\w+", line)
        if not words or len(words) > 6:
            continue
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", line.strip()):
            try:
                return dt.date.fromisoformat(line.strip()).isoformat()
            except ValueError:
                continue
        iso = to_iso(words, lex, None)
        if iso is not None:
            return iso
    return None
