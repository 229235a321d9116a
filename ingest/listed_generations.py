"""Generations listed by their numbers alone: "las GeForce RTX 20, 30 y 40", "Ryzen 5000 and
7000 series". Each bare number after a named generation is the same line's generation of that
number (a known one if the gazetteer has it), as if its name were written out in full; so is a
known product's name listed with its line's first words left out ("Snapdragon X Elite y X
Plus")."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .entities import entity_key, known_by_key, new_entity
from .facts import Mention
from .lexicon import Lexicon

# A generation's number: "30", "7000", "5080"; or a model code ("PowerEdge XE9780 and XE9785").
_NUMBER = re.compile(r"^\d{2,4}$")
_CODE = re.compile(r"^[A-Z]{1,3}\d{1,5}[A-Za-z]{0,2}$")
# What may end a listed number: punctuation, a coordinator, a class noun ("7000 series").
_CLOSERS = frozenset({",", ".", ";", ")", ":"})


def _ends_a_number(doc: Any, j: int, lex: Lexicon) -> bool:
    if j >= len(doc):
        return True
    tok = doc[j]
    return (
        tok.text in _CLOSERS
        or tok.pos_ == "ADP"  # "2500 y 2600 en sus teléfonos"
        or tok.lower_ in lex.coordinators
        or tok.lower_ in lex.np_fillers  # "7000 series", "serie"
        or lex.is_class_word(tok)
    )


def _numbers_after(
    doc: Any, end: int, taken: set[int], lex: Lexicon, shape: re.Pattern[str] = _NUMBER
) -> list[int]:
    """The token offsets of the bare numbers (or codes, by ``shape``) listed right after
    ``end``: ", 30 y 40"."""
    found: list[int] = []
    j = end
    while j + 1 < len(doc):
        sep, number = doc[j], doc[j + 1]
        if sep.text != "," and sep.lower_ not in lex.coordinators:
            break
        k = j + 1
        if sep.text == "," and number.lower_ in lex.coordinators:
            k += 1  # "20, 30, and 40"
        if k >= len(doc) or k in taken or not shape.match(doc[k].text):
            break
        if shape is _NUMBER and len(doc[k].text) != len(doc[end - 1].text):
            break  # "40 millones de Dimensity 9400, 25 de ellos": a count, not a generation
        if shape is _NUMBER and not _ends_a_number(doc, k + 1, lex):
            break  # "RTX 4090, 32 GB": a measure, not a generation (a code is no measure)
        found.append(k)
        j = k + 1
    return found


def listed_generations(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """``mentions`` with a mention for each generation listed by its number alone after a
    named one whose name ends in a number."""
    taken: set[int] | None = None  # made only when a generation is named (most paragraphs none)
    added: list[Mention] = []
    for m in mentions:
        # a line's generation, not a name that merely ends in a number
        if m.coref or m.entity.family is None or m.end - m.start < 2:
            continue
        last = doc[m.end - 1].text
        shape = _NUMBER if _NUMBER.match(last) else _CODE if _CODE.match(last) else None
        if shape is None:
            continue
        if taken is None:
            # a code nothing knows is a name by its shape alone: the line's, when listed
            taken = {i for n in mentions if not _bare_code(doc, n) for i in range(n.start, n.end)}
        prefixes = [doc[m.start : m.end - 1].text]
        head, _, number = m.entity.label.rpartition(" ")
        if m.entity.known and number == last:
            prefixes.append(head)  # "MediaTek Dimensity 7300, 8300": the label's "Dimensity 8300"
        for k in _numbers_after(doc, m.end, taken, lex, shape):
            name = f"{prefixes[0]} {doc[k].text}"
            entity = next(
                (
                    e
                    for prefix in prefixes
                    if (e := known_by_key().get(entity_key(f"{prefix} {doc[k].text}")))
                ),
                None,
            )
            if entity is None:  # a sibling of the one named, of its family
                entity = replace(new_entity(name, m.entity.type), family=m.entity.family)
            added.append(Mention(entity, k, k + 1, doc[k].text))
            taken.add(k)
    if not added:
        return mentions
    listed = {m.start for m in added}
    kept = [m for m in mentions if m.start not in listed]
    return sorted((*kept, *added), key=lambda m: m.start)


def _bare_code(doc: Any, m: Mention) -> bool:
    """True for a one-token name nothing knows that has a model code's shape ("XE9785")."""
    return not m.entity.known and m.end - m.start == 1 and bool(_CODE.match(doc[m.start].text))


def listed_tails(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """``mentions`` with a name nothing knows, listed right after a known product, read as the
    known product the first words of that one's name and it spell ("procesadores Snapdragon X
    Elite y X Plus": the Snapdragon X Plus)."""
    out = list(mentions)
    for k in range(1, len(out)):
        m, n = out[k - 1], out[k]
        if n.entity.known or n.coref or not m.entity.known or m.coref or n.start != m.end + 1:
            continue
        if doc[m.end].text != "," and doc[m.end].lower_ not in lex.coordinators:
            continue
        words = m.entity.label.split()
        for cut in range(len(words) - 1, 0, -1):
            known = known_by_key().get(entity_key(f"{' '.join(words[:cut])} {n.text}"))
            if known is not None and known.type == m.entity.type:
                out[k] = replace(n, entity=known)
                break
    return out
