"""Funding rounds as the group rules see them: the nouns of a round, the verbs of joining one,
the sentence before a group noun that may have named the round, and amounts of money."""

from __future__ import annotations

from typing import Any

from .context import SentenceView

# How long an amount of money may be: "de 1.300 millones de euros (1.500 millones de dólares)".
MAX_AMOUNT_WORDS = 14


def round_of(view: SentenceView, noun: Any) -> Any | None:
    """The funding round a group noun's preposition brings ("investors in the round",
    "participantes de esta ronda de financiación"), if any."""
    nxt = noun.i + 1
    if nxt >= view.sent.end or view.doc[nxt].pos_ != "ADP":
        return None
    j = nxt + 1
    while j < view.sent.end and view.doc[j].pos_ in {"DET", "ADJ"}:
        j += 1
    if j < view.sent.end and is_funding(view, view.doc[j]):
        return view.doc[j]
    return None


def is_funding(view: SentenceView, tok: Any) -> bool:
    funding = view.lex.funding_nouns
    return tok.lemma_.lower() in funding or tok.lower_ in funding


def joins_a_round(view: SentenceView, noun: Any) -> bool:
    verb = view.governing_verb(noun)
    return verb is not None and verb.lemma_.lower() in view.lex.joining_verbs


def in_a_round(view: SentenceView, noun: Any) -> bool:
    """True for a group noun with no complement of its own in a sentence that names a funding
    round, or right after one that does."""
    nxt = noun.i + 1
    if nxt < view.sent.end and view.doc[nxt].pos_ == "ADP":
        return False
    before = view.sentence_before()
    start = before.start if before is not None else view.sent.start
    return any(t.lemma_.lower() in view.lex.round_nouns for t in view.doc[start : view.sent.end])


def past_amount(view: SentenceView, j: int) -> int:
    """The token after an amount of money that starts with "of" at ``j`` ("de 2.000 millones
    de dólares", "of $2 billion") or with words that bring in a value ("valued at over $10
    billion"); ``j`` itself if none starts there."""
    lex = view.lex
    end = min(j + MAX_AMOUNT_WORDS, view.sent.end)
    origin = j
    while j < end - 1 and view.doc[j].lower_ in lex.value_words:
        j += 1  # "valued at over $10 billion", "por valor de 1,4 billones de dólares"
    if j > origin:
        j -= 1  # the last value word stands where "of" would
    elif view.doc[j].lower_ not in lex.of_preps or j + 1 >= end:
        return origin
    while j + 2 < end and view.doc[j + 1].lower_ in lex.value_words | lex.of_preps:
        j += 1  # "of about $135 billion", "de unos 2.000 millones", "de cerca del 7%"
    first = view.doc[j + 1]
    if not (_number(first) or first.lower_ in lex.amount_words):
        return origin
    k = j + 1
    while k < end:
        tok = view.doc[k]
        if not (
            _number(tok)
            or tok.lower_ in lex.amount_words
            or tok.lower_ in lex.of_preps
            or tok.text in {"(", ")", "%"}
        ):
            break
        k += 1
    return k


def _number(tok: Any) -> bool:
    """A number, or a percentage written as one word ("7%")."""
    text = tok.text[:-1] if tok.text.endswith("%") else tok.text
    return tok.like_num or (text[:1].isdigit() and text.replace(",", "").replace(".", "").isdigit())
