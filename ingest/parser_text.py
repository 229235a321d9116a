"""The text of an article as the parser reads it: marks and stock tickers blanked out at the
same offsets, so every span the parser gives is a span of the text as published."""

from __future__ import annotations

import re
from functools import cache

from .resources import common_lexicon

# Trademark and registration marks: the parser sees a space in their place (same offsets);
# an acute accent typed for an apostrophe ("AMD´s Zen") is read as one.
# "Grace‑Blackwell", "direct‑liquid‑cooled": the Unicode hyphens (U+2010, U+2011 no-break)
# read as the ASCII one the gazetteer's names and the tokenizer's rules are written with.
MARKS = str.maketrans(
    {"™": " ", "®": " ", "©": " ", "℠": " ", "´": "’", "\u2010": "-", "\u2011": "-"}
)


def for_parser(text: str) -> str:
    """Return ``text`` as the parser should see it: marks such as ™ and ® and stock tickers
    ("(NASDAQ:NVDA)", "(HWT.UL)") and note numbers ("[1]") blanked out, "´" as an apostrophe,
    Unicode hyphens as "-", every character at the same offset."""
    text = text.translate(MARKS)
    if "(" in text and ":" in text:
        text = _tickers().sub(lambda m: " " * len(m.group()), text)
    if "." in text:
        text = _QUOTE_CODES.sub(lambda m: " " * len(m.group()), text)
    if "[" in text:
        text = _CITATIONS.sub(lambda m: " " * len(m.group()), text)
    return text


# "could rival OpenAI, Anthropic, or Google DeepMind[1][4].": a web copy's note numbers, glued
# to the word they follow or not, name nothing.
_CITATIONS = re.compile(r"(?:\[\d{1,3}\])+")


# "Huawei Technologies Co Ltd (HWT.UL)", "Broadcom (AVGO.US)", "(688018.SH)": a quote code
# with its market's suffix, no name; wire copy also writes it bare, after the name ("con Nvidia
# NVDA.O le permite"), with a market's own suffix (not "U.K.", "A.I.": one letter before it)
_QUOTE_CODES = re.compile(
    r"\((?:[A-Z]{1,5}|\d{4,6})\.[A-Z]{1,2}\)"
    r"|(?<=[A-Za-z] )[A-Z]{2,5}\.(?:O|OQ|N|UL|US|HK|KS|SS|SZ|SH|TW)(?!\w)(?!\.\w)"
)


@cache
def _tickers() -> re.Pattern[str]:
    exchanges = "|".join(map(re.escape, common_lexicon().get("stock_exchanges", ())))
    return re.compile(rf"\((?:{exchanges})\s?:\s?[A-Z0-9.]{{1,8}}\)")
