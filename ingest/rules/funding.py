"""Funding rounds as the group rules see them: the nouns of a round, the verbs of joining one,
and the sentence before a group noun that may have named the round."""

from __future__ import annotations

from typing import Any

from .context import SentenceView


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
    before = sentence_before(view)
    start = before.start if before is not None else view.sent.start
    return any(t.lemma_.lower() in view.lex.round_nouns for t in view.doc[start : view.sent.end])


def sentence_before(view: SentenceView) -> Any | None:
    """The sentence of the paragraph before the view's, if any."""
    return view.doc[view.sent.start - 1].sent if view.sent.start > 0 else None
