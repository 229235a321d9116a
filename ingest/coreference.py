"""Company references: "la compañía", "the company" stand for the company last named as a
subject, in the same article. Kept narrow on purpose: a definite description of a company,
resolved to the nearest subject before it; facts through it are marked and trusted less.
"""

from __future__ import annotations

from typing import Any

from .facts import Entity, Mention
from .lexicon import Lexicon

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "nsubj:pass"})
REFERENCE_DEPS = SUBJECT_DEPS | {"poss"}


def _is_subject(doc: Any, m: Mention) -> bool:
    for tok in doc[m.start : m.end]:
        if not (m.start <= tok.head.i < m.end) or tok.head.i == tok.i:
            return tok.dep_ in SUBJECT_DEPS
    return False


def _reference_at(doc: Any, i: int, lex: Lexicon) -> int:
    """The end of a company reference starting at token ``i``, or 0."""
    for words in lex.company_references:
        end = i + len(words)
        if end <= len(doc) and all(doc[i + k].lower_ == w for k, w in enumerate(words)):
            return end
    return 0


def company_references(
    doc: Any, lex: Lexicon, mentions: list[Mention], last: Entity | None
) -> tuple[list[Mention], Entity | None]:
    """Return ``mentions`` with the company references of ``doc`` added (in order), and the
    company a reference in the next paragraph would stand for.

    ``last`` is that company from the paragraphs before. A reference followed at once by a
    name ("la compañía Groq") is a cue, not a reference.
    """
    if not lex.company_references:
        return mentions, last
    taken = {i for m in mentions for i in range(m.start, m.end)}
    by_start = {m.start: m for m in mentions}
    out: list[Mention] = []
    i = 0
    while i < len(doc):
        m = by_start.get(i)
        if m is not None:
            out.append(m)
            if m.entity.type == "Company" and not m.coref and _is_subject(doc, m):
                last = m.entity
            i = m.end
            continue
        end = _reference_at(doc, i, lex) if i not in taken else 0
        # Only as a subject or a possessor ("the company's chips"): "Annapurna Labs, la
        # empresa que Amazon compró" describes the name before it.
        if end and doc[end - 1].dep_ not in REFERENCE_DEPS:
            end = 0
        if end and last is not None and end not in by_start:
            out.append(Mention(last, i, end, doc[i:end].text, coref=True))
            i = end
            continue
        i += 1
    return out, last
