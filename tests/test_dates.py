"""Dates in sentences, read by dateparser relative to the article's own date (ingest/dates.py).

Each case: language, the article's date (None: it has none), a sentence, and the dates found as
(words of the sentence, ISO date). 2026-10-22 is a Thursday; 2026-11-12 too.
"""

from __future__ import annotations

import datetime as dt

import pytest

from hwkg.ingest.dates import date_line, find_dates
from hwkg.ingest.lexicon import load_lexicon
from hwkg.ingest.pipeline import load_pipeline

CASES = [
    ("es", "2026-10-22", "Intel presentó el martes Gaudi 3.", [("el martes", "2026-10-20")]),
    ("es", "2026-10-22", "El mes pasado, IBM anunció Gaudi 3.", [("El mes pasado", "2026-09-01")]),
    (
        "es",
        "2026-10-22",
        "Los sistemas llegarán a principios de 2026.",
        [("a principios de 2026", "2026-01-01")],
    ),
    ("es", "2026-10-22", "A finales de 2025 lo anunció.", [("A finales de 2025", "2025-12-01")]),
    ("es", "2026-10-22", "A mediados de marzo habrá más.", [("A mediados de marzo", "2026-03-15")]),
    ("es", "2026-10-22", "La semana pasada Nvidia habló.", [("La semana pasada", "2026-10-15")]),
    (
        "es",
        "2026-10-22",
        "Hace dos semanas AMD anunció MI300.",
        [("Hace dos semanas", "2026-10-08")],
    ),
    ("es", "2026-10-22", "El próximo martes hablará Intel.", [("El próximo martes", "2026-10-27")]),
    (
        "es",
        "2026-10-22",
        "En marzo de 2025 Huawei lanzó Ascend.",
        [("En marzo de 2025", "2025-03-01")],
    ),
    ("es", "2026-10-22", "Ayer Amazon presentó Trainium.", [("Ayer", "2026-10-21")]),
    # absolute dates: the lexicon's patterns, the year from the article when missing
    (
        "es",
        "2026-10-22",
        "El 20 de octubre Google anunció TorchTPU.",
        [("20 de octubre", "2026-10-20")],
    ),
    (
        "es",
        "2026-10-22",
        "Google anunció TorchTPU el 20 de octubre de 2025.",
        [("20 de octubre de 2025", "2025-10-20")],
    ),
    ("es", "2026-10-22", "Fabricado con 2048 núcleos en 14 nanómetros.", []),
    (
        "en",
        "2026-11-12",
        "Microsoft announced on Tuesday that Maia runs.",
        [("on Tuesday", "2026-11-10")],
    ),
    ("en", "2026-11-12", "Last week the company said so.", [("Last week", "2026-11-05")]),
    ("en", "2026-11-12", "Servers open in early 2027.", [("in early 2027", "2027-01-01")]),
    ("en", "2026-11-12", "It shipped in late 2025.", [("in late 2025", "2025-12-01")]),
    ("en", "2026-11-12", "Two weeks ago AMD said it.", [("Two weeks ago", "2026-10-29")]),
    ("en", "2026-11-12", "Last month Intel shipped.", [("Last month", "2026-10-01")]),
    ("en", "2026-11-12", "Next Tuesday they will.", [("Next Tuesday", "2026-11-17")]),
    (
        "en",
        "2026-11-12",
        "Nvidia announced H100 on November 15, 2023.",
        [("November 15, 2023", "2023-11-15")],
    ),
    # no date of its own: only what names its year, never today's date
    ("es", None, "Intel presentó el martes Gaudi 3.", []),
    ("es", None, "El mes pasado, IBM anunció Gaudi 3.", []),
    ("es", None, "El 20 de octubre Google anunció TorchTPU.", []),
    ("es", None, "Llegará a principios de 2026.", [("a principios de 2026", "2026-01-01")]),
    ("en", None, "Servers open in early 2027.", [("in early 2027", "2027-01-01")]),
    ("en", None, "last week", []),
]


@pytest.mark.parametrize(("lang", "base", "sentence", "expected"), CASES)
def test_dates_relative_to_the_article(lang, base, sentence, expected):
    nlp, lex = load_pipeline(lang), load_lexicon(lang)
    doc = nlp(sentence)
    found = [(doc[start:end].text, iso) for start, end, iso in find_dates(doc, lex, nlp, base)]
    assert found == expected


class _Tomorrow(dt.datetime):
    """A clock that says the year is 2031: what dates must never depend on."""

    @classmethod
    def now(cls, tz=None):  # type: ignore[override]
        return cls(2031, 6, 15, tzinfo=tz)

    @classmethod
    def utcnow(cls):  # type: ignore[override]
        return cls(2031, 6, 15)

    @classmethod
    def today(cls):  # type: ignore[override]
        return cls(2031, 6, 15)


def test_dates_do_not_depend_on_the_clock(monkeypatch):
    import dateparser.freshness_date_parser
    import dateparser.utils

    from hwkg.ingest import dates

    # Where dateparser reads the clock when it is given no base ("now", relative dates).
    monkeypatch.setattr(dateparser.freshness_date_parser, "datetime", _Tomorrow)
    monkeypatch.setattr(dateparser.utils, "datetime", _Tomorrow)
    dates._parser.cache_clear()
    for lang, base, sentence, expected in CASES:
        nlp, lex = load_pipeline(lang), load_lexicon(lang)
        doc = nlp(sentence)
        found = [(doc[s:e].text, iso) for s, e, iso in find_dates(doc, lex, nlp, base)]
        assert found == expected, sentence


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Título\n20 de octubre de 2026\nTexto del artículo.", "2026-10-20"),
        ("Título\n2026-10-22\nTexto.", "2026-10-22"),
        ("Intel 2026\nTexto.", None),
        ("Madrid, 2026\nTexto.", None),
        ("Un titular largo que no es una fecha en absoluto\nTexto.", None),
    ],
)
def test_a_date_line_near_the_top_dates_the_article(text, expected):
    assert date_line(text, load_lexicon("es")) == expected
