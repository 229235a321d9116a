"""What an unnamed chip is built with passes to what uses it: "The Steam Deck runs on an AMD
APU based on Zen 2", "La PlayStation 5 utiliza un procesador personalizado de AMD con
arquitectura Zen 2", "Google opted for a custom GPU based on Vega". A chip no name gives
(a class noun, or a class of chips as a name: "an APU") taken by a verb of use, whose own
phrase names the designs it is built with ("with", "con") or on ("based on", "basado en"):
the verb's subject uses those designs."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..knowledge import is_generic
from .chunks import OBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .lemmas import verb_lemmas
from .objects import compared_between
from .pairs import pairs
from .parts import takes
from .words import preposition_of

RULE = "parts.inside"
# How many words up from a design's name its phrase may climb to the chip's noun ("con
# arquitectura Zen 2 y gráficos RDNA 2": the name, its class noun, the preposition).
MAX_CLIMB = 4


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    if view.lacks(lex.companion_preps) and view.lacks(lex.base_words):
        return  # a design comes "with" or "based on" one (most sentences have neither)
    for tok, lemma, lower in zip(view.tokens, view.lemma_words, view.lower_words, strict=True):
        if lex.cue_types.get(lower) != "Chip" and lex.cue_types.get(lemma) != "Chip":
            continue
        if tok.pos_ not in {"NOUN", "PROPN"}:
            continue
        chunk = view.chunk_at(tok.i)
        if chunk is not None and not all(is_generic(m.entity.key) for m in chunk.mentions):
            continue  # a named chip: what it is built on is its own ("B200 GPUs based on")
        taken = _taken_for_use(view, tok)
        if taken is None:
            continue
        verb, subject_types = taken
        designs = _built_with(view, tok, verb)
        if not designs:
            continue
        holders, _ = view.subjects_of(verb)
        if not holders:
            continue
        for design in designs:
            yield from pairs(
                view, holders[0], "uses", design, RULE, verb.i, subject_types=subject_types
            )


def _taken_for_use(view: SentenceView, noun: Any) -> tuple[Any, frozenset[str]] | None:
    """The verb that takes ``noun`` as what its subject uses ("runs on an APU", "utiliza un
    procesador", "opted for a GPU"), and the classes its frame allows the subject, or None."""
    phrase = preposition_of(noun)
    if phrase is not None:
        prep, verb = phrase[0].lower_, phrase[1]  # "runs on an APU", "funciona con un APU"
    elif noun.dep_ in OBJECT_DEPS:
        prep, verb = None, noun.head
    else:
        return None
    if verb.pos_ != "VERB":
        return None
    lex = view.lex
    frames = [
        f
        for lemma in verb_lemmas(verb, lex)
        for f in lex.verbs.get(lemma, ())
        if f.property == "uses" and not f.inverse and not f.recipient_preps
        if (prep is None and not f.preps) or (prep is not None and prep in f.preps)
    ]
    if not frames:
        return None
    if any(not f.subject_types for f in frames):
        return verb, frozenset()  # the property's own domain
    return verb, frozenset(t for f in frames for t in f.subject_types)


def _built_with(view: SentenceView, noun: Any, verb: Any) -> list[Chunk]:
    """The named chips (designs) in ``noun``'s own phrase after it, brought by a companion
    preposition or by "based"/"basado" ("an AMD APU based on Zen 2", "un procesador con
    arquitectura Zen 2 y gráficos RDNA 2"), or in a companion phrase right after it that the
    parser hung on the verb ("utiliza un chip de AMD con arquitectura RDNA 2")."""
    lex = view.lex
    roots = [noun]
    after = noun.right_edge.i + 1
    for c in verb.children:
        marks = {
            c.lower_,
            *(g.lower_ for g in c.children if g.dep_ == "case"),
        } & lex.companion_preps
        if c.left_edge.i == after and marks and not any(takes(view, verb, m) for m in marks):
            roots.append(c)  # (not "integrate the NPU with i.MX chips": the verb's own)
    found: list[Chunk] = []
    for root in roots:
        first = noun.i + 1 if root is noun else root.left_edge.i
        for i in range(first, root.right_edge.i + 1):
            m = view.mention_at(i)
            if m is None or m.start != i or m.entity.type != "Chip" or is_generic(m.entity.key):
                continue
            if _linked(view, view.doc[i], root, noun) and not compared_between(
                view, noun, Chunk((m,))
            ):
                found.append(Chunk((m,)))  # (not "un chip con más memoria que las GPU H100")
    return found


def _linked(view: SentenceView, tok: Any, root: Any, noun: Any) -> bool:
    """True if the words from ``tok`` up to ``root`` (up to the chip's ``noun``, not counted;
    a companion phrase on the verb, counted) pass a companion preposition or "based", and no
    verb of another clause."""
    lex = view.lex
    linked = False
    for _ in range(MAX_CLIMB + 1):
        if tok.i == noun.i:
            return linked
        words = {tok.lower_, *(c.lower_ for c in tok.children if c.dep_ == "case")}
        if words & lex.companion_preps or tok.lower_ in lex.base_words:
            linked = True
        elif tok.pos_ in {"VERB", "AUX"}:
            return False  # "which debuted in 2023 with Meteor Lake": another clause's
        if tok.i == root.i or tok.head.i == tok.i:
            return linked and tok.i == root.i
        tok = tok.head
    return False
