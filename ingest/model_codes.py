"""A chip named again by its model code alone: "Huawei unveiled the Ascend 910C in March. The
910C competes with Nvidia's H100." Once an article has named a chip in full with a code as its
last word ("Ascend 910C", "Apple M4", "Instinct MI300X"), or a proper word no other name is
("Drive Thor": "Thor integrates ..."), that word written alone later (not glued to another name
or an owner, nor followed by another class's noun) stands for that chip, unless the article
gave the same word to two products."""

from __future__ import annotations

import re
from typing import Any

from .entities import entity_key, known_by_key
from .facts import Entity, Mention
from .lexicon import Lexicon
from .spans import doc_texts

# A model code: letters and digits together ("910C", "950DT", "M4", "B200", "5090" is no code:
# a bare number may be a count).
CODE = re.compile(r"(?=.*\d)(?=.*[A-Z])[A-Z0-9]{2,8}")
_CODE_OPENERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def with_bare_codes(
    codes: dict[str, Entity | None], doc: Any, mentions: list[Mention], lex: Lexicon
) -> list[Mention]:
    """``mentions`` and a mention for each bare model code the article named in full before
    (``codes``: each code so far and its product, ``None`` where two products share it;
    updated with this paragraph's full names)."""
    if not codes and not any(m.entity.type == "Chip" and m.end - m.start > 1 for m in mentions):
        return mentions  # most paragraphs: no chip named in full, none before
    taken = {i for m in mentions for i in range(m.start, m.end)}
    by_start = {m.start: m for m in mentions}
    found: dict[int, Mention] = {}
    # (each word's text read once a paragraph: a Token made only for a code)
    for i, text in enumerate(doc_texts(doc)):
        m = by_start.get(i)
        if m is not None and (m.entity.known or m.end - m.start > 1):
            _note(codes, doc, m, lex)
            continue
        # (a code opens with a capital or a digit: most words skip the regex)
        if (m is None and i in taken) or not (
            (text[:1] in _CODE_OPENERS and CODE.fullmatch(text)) or text in codes
        ):
            continue
        # a code alone, or a one-word name nothing knows ("el M4" after "el Apple M4")
        entity = codes.get(text)
        if entity is None or not _alone(doc, doc[i], entity, lex):
            continue
        found[i] = Mention(entity, i, i + 1, text)
    if not found:
        return mentions
    kept = [m for m in mentions if m.start not in found]
    return sorted((*kept, *found.values()), key=lambda m: m.start)


def _note(codes: dict[str, Entity | None], doc: Any, m: Mention, lex: Lexicon) -> None:
    if m.coref or m.end - m.start < 2 or not m.entity.known:
        return
    if m.entity.type != "Chip":
        return  # a model's size ("Llama 3.2 1B") or version ("DeepSeek V3") is no chip's code
    last = doc[m.end - 1].text
    # "M4 Pro", a name of the Apple M4's: the code its own name ends with, in the words said
    label_code = m.entity.label.split()[-1]
    words = [t.text for t in doc[m.start : m.end]]
    for code in {last} | ({label_code} if label_code in words else set()):
        if not (CODE.fullmatch(code) or (code == last and _proper_word(code, lex))):
            continue
        held = codes.get(code, m.entity)
        codes[code] = m.entity if held is not None and held.key == m.entity.key else None


def _proper_word(word: str, lex: Lexicon) -> bool:
    """ "Thor" of "Drive Thor", "Scorpio" of "Astera Scorpio": a capitalised word of four
    letters or more that ends a chip's known name, no tier ("Ultra") and no name of its own."""
    if len(word) < 4 or not word.isalpha() or not word.istitle():
        return False
    if word in lex.model_tiers or word in lex.name_suffixes:
        return False
    return entity_key(word) not in known_by_key()


def _alone(doc: Any, tok: Any, entity: Entity, lex: Lexicon) -> bool:
    """True if the code at ``tok`` stands alone for ``entity``: not after a word that may open
    another name ("Atlas 910C") or an owner ("Apple's M1", "su A14"), and followed by nothing
    or by a class word of the product's class ("the 910C chip", not "its A14 process", "the M4
    motorway", "el M4 Competition")."""
    before = doc[tok.i - 1] if tok.i > 0 else None
    if before is not None and (
        (before.pos_ in {"PROPN", "NOUN", "ADJ", "NUM", "X"} and before.text[:1].isupper())
        or before.tag_ == "POS"
        or before.lower_ in lex.possessives
        or before.lower_ in lex.genitive_markers
    ):
        return False
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if after is None or after.pos_ not in {"NOUN", "PROPN"}:
        return True
    return lex.cue_types.get(after.lower_) == entity.type


def with_owner_codes(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """``mentions`` with a code nothing knows read as its owner's product where the owner and
    the code make a known name: "Apple's M4", "el M4 de Apple" is the Apple M4 (not a new
    "M4"); the owner's name before it ("Apple's") or after "de", "of" ("el M4 de Apple")."""
    if not any(not m.entity.known and CODE.fullmatch(m.text) for m in mentions):
        return mentions  # most paragraphs: no code nothing knows
    companies = {m.start: m for m in mentions if m.entity.type == "Company" and not m.coref}
    ends = {m.end: m for m in companies.values()}
    out = []
    for m in mentions:
        owner = None
        if not m.entity.known and m.end - m.start == 1 and CODE.fullmatch(m.text):
            if m.start > 1 and doc[m.start - 1].lower_ in lex.genitive_markers:
                owner = ends.get(m.start - 1)
            if owner is None and m.end < len(doc) and doc[m.end].lower_ in lex.of_preps:
                owner = companies.get(m.end + 1)
        known = None
        if owner is not None:
            known = known_by_key().get(entity_key(f"{owner.entity.label} {m.text}"))
        out.append(Mention(known, m.start, m.end, m.text) if known is not None else m)
    return out
