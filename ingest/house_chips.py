"""A maker's chips named by a plain noun ("Nvidia chips", "Nvidia's most advanced chips",
"los chips de NVIDIA", "hardware de Nvidia"): a mention of the class of product the maker is
known for (common.json ``house_chips``: Nvidia's chips are GPUs, as the gold lists' convention
folds them), so the facts about them are stated ("Meta uses Nvidia chips": Meta uses GPU).
That the maker makes them is background, never stated by such a noun, and the maker neither
uses nor offers them there (ingest/extract.py).

Only a noun no named product qualifies ("Nvidia's H100 chips" are H100s, and "Nvidia's
networking chips" are no GPUs): a name, a code or a word of the language's ``house_not``
among the noun's modifiers keeps it a plain word, and so does a rival's place ("outperformed
Nvidia's processors" is a rivalry with Nvidia, as the gold lists write it)."""

from __future__ import annotations

from functools import cache
from typing import Any

from .entities import known_entities
from .facts import Entity, Mention
from .focus import compared
from .knowledge import house_classes
from .lexicon import Lexicon

# How the maker hangs on the noun: "Nvidia chips", "Nvidia's chips", "chips de Nvidia".
_MAKER_DEPS = frozenset(("compound", "poss", "nmod", "npadvmod", "flat"))
_ABOUT = frozenset(("det", "case", "punct", "cc", "conj", "relcl", "acl", "prep", "predet"))


@cache
def _house() -> dict[str, Entity]:
    known = known_entities()
    return {maker: known[kind] for maker, kind in house_classes().items()}


def house_chips(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """``mentions`` with a mention of the maker's class for each plain noun of its chips."""
    house = _house()
    makers = [m for m in mentions if m.entity.key in house and m.end - m.start == 1]
    if not makers:
        return mentions
    taken = {i for m in mentions for i in range(m.start, m.end)}
    companies = {i for m in mentions if m.entity.type == "Company" for i in range(m.start, m.end)}
    added: list[Mention] = []
    for maker in makers:
        tok = doc[maker.start]
        while tok.dep_ == "conj" and tok.head.i < tok.i:
            tok = tok.head  # "AMD and Nvidia chips", "chips de AMD y Nvidia": the list's first
        noun = tok.head
        if noun.lower_ in lex.house_through and noun.head.i != noun.i:
            tok, noun = noun, noun.head  # "los chips de IA de Nvidia": Nvidia hangs on "IA"
        if (
            tok.dep_ not in _MAKER_DEPS
            or noun.i in taken
            or noun.lower_ not in lex.house_nouns
            or noun.i == tok.i
        ):
            continue
        if lex.lang == "es" and (noun.i > tok.i or not _of(tok)):
            continue  # Spanish names the maker after "de"
        if (
            _named(noun, lex)
            or not _plain(noun, tok, taken, companies, lex)
            or _rivalry(doc, noun, lex)
            or _its_own_use(noun, lex)
        ):
            continue
        added.append(
            Mention(house[maker.entity.key], noun.i, noun.i + 1, noun.text, house=maker.entity.key)
        )
        taken.add(noun.i)
    if not added:
        return mentions
    return sorted((*mentions, *added), key=lambda m: m.start)


def _of(tok: Any) -> bool:
    return any(c.dep_ == "case" and c.lower_ == "de" for c in tok.children)


def _plain(noun: Any, maker: Any, taken: set[int], companies: set[int], lex: Lexicon) -> bool:
    """No name, code or excluded word among the noun's modifiers (a clause, phrase or list
    after the noun tells about the chips, it does not name them; a count does not either:
    "2,048 Nvidia chips"; the makers' own words are theirs, but for a negation: "non-Nvidia")."""
    own = {t.i for t in maker.subtree}
    for child in noun.children:
        count = child.dep_ == "nummod" and child.like_num and child.i not in taken
        if (child.dep_ in _ABOUT or count) and child.i != maker.i:
            continue
        for t in child.subtree:
            if t.lower_ in lex.house_not:
                return False
            if t.i in own and (t.i not in taken or t.i in companies):
                continue
            if t.i in taken or any(c.isdigit() for c in t.text):
                return False
            if t.pos_ == "PROPN" and not t.is_upper:
                return False  # "Nvidia Rubin chips": a name no gazetteer holds
    return True


def _its_own_use(noun: Any, lex: Lexicon) -> bool:
    """ "Nvidia's chips use HBM", "TSMC manufactures Nvidia's chips", "HBM for Nvidia's chips":
    the chips' own facts, what they are made with or by, are the maker's (its rules read the
    maker's name)."""
    if noun.dep_ in {"nsubj", "csubj"}:
        return True  # (a passive's subject is what is used: "Nvidia chips were used to train")
    head = noun.head
    cases = {c.lower_ for c in noun.children if c.dep_ == "case"}
    if head.pos_ == "ADP":
        cases, head = {head.lower_}, head.head
    if cases & lex.foundry_customer_preps and head.pos_ in {"NOUN", "PROPN"}:
        return True  # "HBM for Nvidia's chips" (not "paid $2 billion for Nvidia chips")
    return head.lemma_.lower() in lex.foundry_verbs


def _rivalry(doc: Any, noun: Any, lex: Lexicon) -> bool:
    """ "outperformed Nvidia's processors", "una alternativa a los chips de Nvidia": a rival's
    chips stand for the rival (the gold lists' convention), as a comparison brings them."""
    head = noun.head.head if noun.head.pos_ == "ADP" else noun.head
    if head.lemma_.lower() in _rival_words(lex) and head.i < noun.i:
        return True  # "an alternative to Nvidia hardware", "una alternativa a los chips de"
    own = [c.left_edge.i for c in noun.lefts if c.dep_ not in {"case", "mark", "cc"}]
    start = min([noun.i, *own])
    lowers = [t.lower_ for t in doc[: noun.i + 1]]
    return compared(doc, lowers, Mention(_house_any(), start, noun.i + 1, noun.text), lex)


def _house_any() -> Entity:
    """An entity for the span ``compared`` reads (it looks at the words only)."""
    return next(iter(_house().values()))


@cache
def _rival_words(lex: Lexicon) -> frozenset[str]:
    """The lemmas of the nouns and verbs of competition ("alternative", "rival", "outperform")."""
    frames = lex.nouns.items()
    nouns = (w for w, fs in frames if any(f.property == "competesWith" for f in fs))
    return frozenset(nouns) | lex.rival_marks[1]


def _named(noun: Any, lex: Lexicon) -> bool:
    """ "Nvidia's chips, known as GPUs", "los chips de Nvidia, llamados GPU": the noun is named
    after it, and its name says what they are."""
    return any(
        c.dep_ == "appos" or (c.dep_ in {"acl", "amod"} and c.lower_ in lex.naming_words)
        for c in noun.rights
    )
