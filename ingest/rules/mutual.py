"""Names that are one another's rivals or partners: "Databricks and Snowflake are rivals",
"Databricks y Snowflake son socios", "Databricks and Snowflake, two rivals in data platforms,".
A plural group noun of a symmetric property (lexicon ``groups``; common.json ``symmetric``)
that is the attribute of a list of names, or in apposition to one, with no owner of its own
("rivals of Nvidia" are Nvidia's: members.py reads them) and no complement that brings a third
party ("partners for AMD's MI355X", "socios de lanzamiento de"), pairs each name with each."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache
from typing import Any

from ..lexicon import Lexicon
from .chunks import HYPHENS, Chunk
from .context import Found, SentenceView
from .funding import owner_of
from .pairs import pairs

MUTUAL_RULE = "members.mutual"
JOINED_RULE = "members.joined"
# What joins two names into one side-by-side pair before a noun ("G42-Mistral"; a slash makes
# the two one list already).
PAIR_JOINS = HYPHENS | {"–"}


def mutual(view: SentenceView, noun: Any, prop: str) -> Iterator[Found]:
    """The pairs of names ``noun`` (a group noun of ``prop``) says are mutual."""
    if prop not in view.lex.symmetric or "Plur" not in noun.morph.get("Number"):
        return
    names = _the_list(view, noun)
    if _of_someone(view, noun, names):
        return
    if names is None or len(names.mentions) < 2 or owner_of(view, noun) is not None:
        return
    for a, b in itertools.combinations(names.mentions, 2):
        yield from pairs(view, Chunk((a,)), prop, Chunk((b,)), MUTUAL_RULE, noun.i)


def _the_list(view: SentenceView, noun: Any) -> Chunk | None:
    """The list ``noun`` is said of: a copula's subject ("A and B are rivals", "A y B son
    rivales"), or the list it is in apposition to ("A and B, two rivals in ...")."""
    lex = view.lex
    if noun.dep_ == "appos" and noun.head.i < noun.i:
        return view.chunk_in(noun.head)
    if noun.dep_ == "attr" and noun.head.lemma_.lower() in lex.copulas:
        return view.subject_of(noun.head) if view.outright(noun.head) else None
    if any(c.dep_ == "cop" and c.lemma_.lower() in lex.copulas for c in noun.children):
        subject = next((c for c in noun.children if c.dep_ == "nsubj"), None)
        if subject is not None and view.outright(noun):
            return view.chunk_in(subject)
    return None


def joined_pair(view: SentenceView, noun: Any) -> tuple[Chunk, Chunk] | None:
    """ "the G42-Mistral alliance", "the OpenAI–Oracle partnership": two names a hyphen or a dash
    joins right before a noun, the two sides of what it names."""
    second = view.chunk_at(noun.i - 1) if noun.i > view.sent.start else None
    if second is None or second.end != noun.i or second.start - 2 < view.sent.start:
        return None
    if view.doc[second.start - 1].text not in PAIR_JOINS:
        return None
    first = view.chunk_at(second.start - 2)
    return (first, second) if first is not None and first.end == second.start - 1 else None


def name_or_sides(view: SentenceView, noun: Any, before: Chunk) -> Chunk | None:
    """The name right before a noun of alliance, or, when a hyphen joins it to another, both
    sides for a verb of joining ("Nvidia joined the Microsoft-BlackRock partnership") and no one
    otherwise ("Microsoft supports the G42-Mistral alliance": not Microsoft's)."""
    pair = joined_pair(view, noun)
    if pair is None:
        return before
    verb = view.governing_verb(noun)
    if verb is not None and verb.lemma_.lower() in view.lex.joining_verbs:
        return Chunk((*pair[0].mentions, *pair[1].mentions))
    return None


def _joined_allies(view: SentenceView) -> Iterator[Found]:
    for tok, lemma in zip(view.tokens, view.lemma_words, strict=True):
        if lemma in view.lex.alliance_nouns and (pair := joined_pair(view, tok)) is not None:
            yield from pairs(view, pair[0], "partnersWith", pair[1], JOINED_RULE, tok.i)


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    if not view.lacks(lex.alliance_nouns) and any(t.text in PAIR_JOINS for t in view.tokens):
        yield from _joined_allies(view)
    if view.lacks(_words(lex)):
        return
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        prop = lex.groups.get(lemma) or lex.groups.get(lower)
        if prop is not None and view.chunk_at(tok.i) is None:
            yield from mutual(view, tok, prop)


@cache
def _words(lex: Lexicon) -> frozenset[str]:
    return frozenset(w for w, prop in lex.groups.items() if prop in lex.symmetric)


def _of_someone(view: SentenceView, noun: Any, names: Chunk | None = None) -> bool:
    """True if the noun has a complement that brings a third party: a name not in the list
    ("rivals to TSMC", "socios de lanzamiento de la plataforma Blackwell de Nvidia") or a noun
    after a preposition of belonging ("partners for hyperscalers"), not a field's, a time's or a
    manner's ("rivals in data platforms", "rivales de siempre", "socios durante años", "rivals
    with a huge lead"); former ones ("antes socios") are none either."""
    lex = view.lex
    listed = {m.entity.key for m in names.mentions} if names is not None else set()
    for child in noun.children:
        if child.lower_ in lex.former_words | lex.once_words:
            return True
        if child.i < noun.i or child.dep_ in {"punct", "cc", "conj", "amod"}:
            continue
        cases = [c.lower_ for c in child.children if c.dep_ == "case"]
        prep = child.dep_ == "prep"
        mark = child.lower_ if prep else cases[0] if cases else ""
        if mark in lex.field_preps:
            continue
        chunks = (view.chunk_at(t.i) for t in child.subtree)
        if {m.entity.key for c in chunks if c is not None for m in c.mentions} - listed:
            return True
        head = next((c for c in child.children if c.dep_ == "pobj"), None) if prep else child
        if mark in lex.third_preps and head is not None and head.pos_ in {"NOUN", "PROPN"}:
            return True
    return False


def allied(view: SentenceView, names: Chunk) -> bool:
    """True for names an alliance noun joins right before them ("la expansión de la alianza
    entre Cognizant y Google Cloud marca un salto en la carrera por la IA", "the partnership
    between A and B"): partners of one another, no rivals in the race the clause names."""
    j = names.start - 1
    if j - 1 < view.sent.start:
        return False
    noun, prep = view.doc[j - 1], view.doc[j].lower_
    frames = view.lex.nouns.get(noun.lemma_.lower(), ())
    return noun.lemma_.lower() in view.lex.alliance_nouns and any(
        prep in f.reciprocal_preps for f in frames
    )
