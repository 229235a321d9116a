"""Descriptions of a company that stand for the one in focus: a listed phrase ("the company",
"la empresa"), or its determiner and head with words that describe the company between them
("the Paris-based company", "The Chinese internet giant")."""

from __future__ import annotations

from typing import Any

from .lexicon import Lexicon
from .name_shapes import GLUED_MODIFIER
from .spans import doc_lowers

# Words that may describe a company between a reference's determiner and its head ("the
# South Korean tech titan").
MAX_REFERENCE_MODIFIERS = 5


def by_first_word(phrases: tuple[tuple[str, ...], ...]) -> dict[str, list[tuple[str, ...]]]:
    # Kept by the tuple's identity (a lexicon's, read at every token): ``functools.cache``
    # hashed the whole tuple of phrases at each call. The entry holds the tuple, so its id
    # stays its own.
    held = _FIRST_WORDS.get(id(phrases))
    if held is not None and held[0] is phrases:
        return held[1]
    table: dict[str, list[tuple[str, ...]]] = {}
    for words in phrases:
        table.setdefault(words[0], []).append(words)
    _FIRST_WORDS[id(phrases)] = (phrases, table)
    return table


_FIRST_WORDS: dict[int, tuple[tuple[tuple[str, ...], ...], dict[str, list[tuple[str, ...]]]]] = {}


def phrase_at(lowers: list[str], i: int, phrases: tuple[tuple[str, ...], ...]) -> int:
    """The end of the first of ``phrases`` that starts at token ``i`` (``lowers``: the Doc's
    words in lower case, read once), or 0."""
    for words in by_first_word(phrases).get(lowers[i], ()):
        end = i + len(words)
        # (one slice compared: no generator a phrase, at every determiner of the text)
        if end <= len(lowers) and tuple(lowers[i:end]) == words:
            return end
    return 0


def _two_word_heads(phrases: tuple[tuple[str, ...], ...], first: str) -> frozenset[str]:
    """The heads of the two-word ``phrases`` that start with ``first`` (kept by the tuple's
    identity, as ``by_first_word``)."""
    held = _HEADS.get(id(phrases))
    if held is None or held[0] is not phrases:
        table: dict[str, frozenset[str]] = {}
        for word, listed in by_first_word(phrases).items():
            table[word] = frozenset(p[1] for p in listed if len(p) == 2)
        held = _HEADS[id(phrases)] = (phrases, table)
    return held[1].get(first, frozenset())


_HEADS: dict[int, tuple[tuple[tuple[str, ...], ...], dict[str, frozenset[str]]]] = {}


def company_reference_at(doc: Any, lowers: list[str], i: int, lex: Lexicon, taken: set[int]) -> int:
    """The end of a company reference starting at token ``i``, or 0: a listed phrase ("the
    company", "la empresa"), or its determiner and head with words that describe the company
    between them ("the Paris-based company", "The Chinese internet giant")."""
    end = phrase_at(lowers, i, lex.company_references)
    if end:
        # "la startup francesa Mistral AI": a class noun before the name it introduces
        k = end
        while k < len(doc) and k - end < 2 and doc[k].pos_ == "ADJ":
            k += 1
        return 0 if k in taken or _named_after(doc[end - 1], taken) else end
    # The heads of the two-word phrases that start with this word (none: no reference).
    heads = _two_word_heads(lex.company_references, lowers[i])
    if not heads:
        return 0
    reach = range(i + 1, min(i + MAX_REFERENCE_MODIFIERS + 1, len(lowers)))
    if heads.isdisjoint(lowers[reach.start : reach.stop]) and taken.isdisjoint(reach):
        return 0  # no head within reach, and no name the walk may pass: it would find none
    j = i + 1
    while j < len(doc) and j - i <= MAX_REFERENCE_MODIFIERS:
        if j in taken:
            j = _past_glued_name(doc, j, taken)
            if not j:
                return 0
        if lowers[j] in heads:
            return j + 1 if j > i + 1 and not _named_after(doc[j], taken) else 0
        if not _describes_a_company(doc[j]):
            return 0
        j += 1
    return 0


def _named_after(head: Any, taken: set[int]) -> bool:
    """True for a reference's noun with a name set off after it ("la empresa francesa de
    software ..., Pigment,", "the French planning software company, Pigment,"): that name, no
    company named before."""
    return any(
        c.dep_ == "appos" and c.i in taken and not any(g.dep_ == "conj" for g in c.children)
        for c in head.children
    )  # (not "La compañía, Microsoft y Adobe firmaron": a list)


def _past_glued_name(doc: Any, j: int, taken: set[int]) -> int:
    """The hyphen after a name glued to a participle ("the Nvidia-backed startup", "the
    SoftBank-owned chip designer": the name describes the company), or 0."""
    while j in taken:
        j += 1
    if j + 1 < len(doc) and doc[j].text in {"-", "–"} and doc[j + 1].tag_ == "VBN":
        return j
    return 0


def refers_to_a_company(doc: Any, start: int, end: int, lex: Lexicon) -> bool:
    """Whether tokens ``start`` to ``end`` of ``doc`` hold a possessive or a description of a
    company ("its", "sus", "la compañía", "the Santa Clara chipmaker"); not "it", which as
    often stands for a product."""
    lowers = doc_lowers(doc)
    # A reference opens with the first word of a listed phrase (``company_reference_at``
    # finds none at any other word): most words are passed without a look.
    openers = by_first_word(lex.company_references)
    return any(lowers[i] in lex.possessives for i in range(start, end)) or any(
        company_reference_at(doc, lowers, i, lex, set())
        for i in range(start, end)
        if lowers[i] in openers
    )


def _describes_a_company(tok: Any) -> bool:
    """A word that may stand in "the Paris-based AI company" or "the San Jose, Calif.-based
    company": an adjective, a noun, a name, a participle, a hyphen, a comma after a name."""
    if tok.text in {"-", "–"} or GLUED_MODIFIER.match(tok.text):
        return True
    if tok.text == "," and tok.i > 0 and tok.nbor(-1).pos_ == "PROPN":
        return True
    return tok.pos_ in {"ADJ", "NOUN", "PROPN"} or tok.tag_ == "VBN"
