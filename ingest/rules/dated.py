"""A launch that dates a clause ("began using AI four months after the launch of ChatGPT",
"después del lanzamiento de"): the clause's subject presented it only if it makes what was
launched ("Tras el lanzamiento de su iPhone 16, Apple ...": the gazetteer knows whose)."""

from __future__ import annotations

from typing import Any

from ..knowledge import makers_of, same_house
from .context import Chunk, SentenceView


def anothers_dated_launch(
    view: SentenceView, noun: Any, subject: Chunk, launched: Chunk | None
) -> bool:
    """True for an event noun that dates the clause and launches a product (``launched``, the
    name after its "of") whose known makers do not include the clause's ``subject``."""
    if launched is None or not _dates_the_clause(view, noun):
        return False
    makers = {k for m in launched.mentions for k in makers_of(m.entity.key, m.entity.family)}
    subjects = [m.entity.key for m in subject.mentions]
    return bool(makers) and not any(
        same_house(s, k) or same_house(k, s) for s in subjects for k in makers
    )


def _dates_the_clause(view: SentenceView, noun: Any) -> bool:
    """True for an event that tells when the clause happens ("after the launch of", "since",
    "tras el lanzamiento de", "desde la presentación de")."""
    dating = view.lex.dating_preps
    if noun.dep_ in {"pobj", "obl", "nmod"} and noun.head.lower_ in dating:
        return True
    return any(c.dep_ == "case" and c.lower_ in dating for c in noun.children)
