"""The object a relation's noun brings with its preposition ("una alianza con Broadcom", "el
soporte de PyTorch para TPU", "una inversión de 2.000 millones de dólares en CoreWeave"):
past adjectives, an owner, an amount and a field the noun is about."""

from __future__ import annotations

from typing import Any

from .context import Chunk, SentenceView
from .funding import past_amount
from .preps import as_adjective, past_field, relative_antecedent

CLOSING_QUOTES = frozenset({'"', "”", "’", "»", "'"})


def noun_object(
    view: SentenceView, noun: Any, preps: frozenset[str], field: bool = True
) -> Chunk | None:
    """The chunk after one of ``preps`` right behind ``noun`` (adjectives and an owner, "el
    soporte de PyTorch para TPU", may stand between)."""
    j, fields = noun.i + 1, False
    limit = noun.i + 8
    while j < min(limit, view.sent.end):
        tok = view.doc[j]
        past = past_amount(view, j)
        money = any(t.lower_ in view.lex.amount_words for t in view.doc[j:past])
        if past > j and (money or tok.lower_ not in preps):
            # "una inversión de 2.000 millones de dólares en CoreWeave", "una oferta de
            # adquisición de $800 millones de Meta": an amount is no object ("the purchase
            # of one GB300" is a count)
            limit += past - j
            j = past
            continue
        if tok.lower_ in preps and not (fields and tok.lower_ in view.lex.beneficiary_preps):
            found = view.chunk_after(j, max_gap=6, noun_phrase=True, owners=True)
            return found or view.listed_in_group(tok)
        if field and (past := past_field(view, j, preps)) > j:
            # (a purpose after the field is the field's: "partnerships on military projects
            # for the Department of Defense" are with no department)
            limit, j, fields = limit + past - j, past, True
            continue
        if tok.lower_ in view.lex.of_preps and not preps & view.lex.of_preps:
            owner = view.chunk_after(j, max_gap=2, noun_phrase=True)
            if owner is None:
                return None
            j = owner.end
            continue
        if (
            tok.pos_ not in {"ADJ", "ADV"}
            and tok.text not in CLOSING_QUOTES
            and not as_adjective(tok, noun, preps)
        ):
            break  # a "major collaboration" with Nvidia: a closing quote ends no phrase
        j += 1
    return relative_antecedent(view, noun, preps)
