"""Gazetteer matches that are no mention of the entity: another maker's short code ("its A7"
for a known A7 chip of another house), a name of several words matched in any case where the
words read as common ones ("open AI collaboration", "large-scale AI"), a name inside a longer
one listed as no entity's ("Android Authority"), or the opening of a longer name ("a startup
called Evolutionary Scale AI")."""

from __future__ import annotations

import re
from typing import Any

from .entities import entity_key, known_by_key, names_of
from .facts import Entity
from .knowledge import known_developers, same_house
from .lexicon import Lexicon
from .places import is_place
from .spans import doc_lowers, doc_texts


def not_the_name(doc: Any, ent: Any, entity: Entity, lex: Lexicon) -> bool:
    """True for a gazetteer match ``ent`` that is another thing's name or no name at all."""
    start, end = ent.start, ent.end
    return (
        another_makers_code(doc, start, end, entity, lex)
        or miscased(doc, start, end, entity)
        or in_common_words(doc, start, end, entity)
        or in_listed_name(doc, start, end, lex)
        or _named_longer(doc, start, lex)
    )


def _named_longer(doc: Any, start: int, lex: Lexicon) -> bool:
    """True for a name a capitalised word opens a longer one with, after a word of naming ("a
    startup called Evolutionary Scale AI": not Scale AI)."""
    if start < 2 or doc[start - 2].lower_ not in lex.naming_words:
        return False
    word = doc[start - 1].text
    return word.isalpha() and word.istitle()


def another_makers_code(doc: Any, start: int, end: int, entity: Entity, lex: Lexicon) -> bool:
    """True for a known product's short code right after another maker's name: "el Rabbit R1"
    is Rabbit's device, not DeepSeek's R1 ("DeepSeek R1", "Nvidia A10" stay theirs)."""
    if end - start != 1 or entity.type == "Company" or not SHORT_CODE.match(doc[start].text):
        return False
    if start == 0 or doc[start - 1].is_sent_start:
        return False
    before = doc[start - 1]
    if not before.text[:1].isupper() or before.pos_ != "PROPN":
        return False
    makers = known_developers(entity.key)
    owner = known_by_key().get(entity_key(before.text))
    if owner is None:
        owner_key = next((e.ent_id_ for e in doc.ents if e.start <= before.i < e.end), "")
        if not owner_key:
            # an unknown name a determiner opens ("the Lumora R1"): a maker nothing knows (not
            # "In April H20 shipments", "The U.S. H20 ban")
            opened = start > 1 and doc[start - 2].pos_ == "DET"
            unlisted = before.lower_ not in lex.not_entities and not is_place(before.text, True)
            return bool(makers) and opened and unlisted
        return bool(makers) and not any(same_house(owner_key, m) for m in makers)
    return (
        owner.type == "Company"
        and bool(makers)
        and not any(same_house(owner.key, m) for m in makers)
    )


# A short model code ("R1", "P35", "K2"): many makers' products share one.
SHORT_CODE = re.compile(r"^[A-Za-z]{1,2}\d{1,2}$")


def miscased(doc: Any, start: int, end: int, entity: Entity) -> bool:
    """True for a name of several words matched in any case whose first word is written in
    lower case beside a capitalised one, where the name is one word ("open AI collaboration" is
    no OpenAI; "google cloud", all in lower case, is Google Cloud; "cloud TPU v5p" is TPU v5p)."""
    return (
        end - start > 1
        and " " not in entity.label
        and doc[start].is_lower
        # ("iliad Group has purchased": a brand in lower case opens a sentence)
        and not doc[start].is_sent_start
        and doc[start].pos_ != "PROPN"
        and any(t.text[:1].isupper() for t in doc[start + 1 : end])
        and not _lower_first(doc[start:end].text.lower(), entity.key)
    )


def in_common_words(doc: Any, start: int, end: int, entity: Entity) -> bool:
    """True for a name of several words matched in any case, its first word written here in
    lower case and read as a common word ("deploy to optimized inference endpoints" is no
    Inference Endpoints; "using vast data" is no VAST Data, "large-scale AI" no Scale AI;
    "google cloud" is Google Cloud: the tagger reads a name there). Only a service's or a
    company's name."""
    return (
        end - start > 1
        # (a product's name often reads in lower case: "model context protocol", "tensor
        # processing units"; a service's or a company's of common words is no name there)
        and entity.type in {"CloudPlatform", "Company"}
        # ("large-scale AI workloads": the first word as common as the rest)
        and doc[start].is_lower
        and doc[start].pos_ != "PROPN"
        and not doc[start].is_sent_start  # ("iliad Group has purchased": a brand opens it)
        and not _lower_first(doc[start:end].text.lower(), entity.key)
    )


def _lower_first(lower: str, key: str) -> bool:
    """True if a name of the entity that reads ``lower`` opens in lower case ("arquitectura
    Ampere", "redes InfiniBand")."""
    return any(n.lower() == lower and n[:1].islower() for n in names_of().get(key, ()))


def in_listed_name(doc: Any, start: int, end: int, lex: Lexicon) -> bool:
    """True for a name inside a longer one listed as no entity's, a word or two on either
    side ("Android" and "Authority" of the outlet "Android Authority")."""
    lowers, texts = doc_lowers(doc), doc_texts(doc)

    # (the words added written as a name's: not "made Android central to its strategy")
    def named(k: int) -> bool:
        return texts[k][:1].isupper() or texts[k][:1].isdigit()

    first, last = start, end
    while first > max(0, start - 2) and named(first - 1):
        first -= 1
    while last < min(len(doc), end + 2) and named(last):
        last += 1
    for low in range(first, start + 1):
        for high in range(end, last + 1):
            if (low, high) != (start, end) and " ".join(lowers[low:high]) in lex.not_entities:
                return True
    return False
