"""The object a relation's noun brings with its preposition ("una alianza con Broadcom", "el
soporte de PyTorch para TPU", "una inversión de 2.000 millones de dólares en CoreWeave"):
past adjectives, an owner, an amount and a field the noun is about."""

from __future__ import annotations

from typing import Any

from .context import Chunk, SentenceView
from .funding import past_amount
from .preps import as_adjective, past_field, relative_antecedent

CLOSING_QUOTES = frozenset({'"', "”", "’", "»", "'"})


def _past_role(view: SentenceView, found: Chunk) -> Chunk:
    """The name a role noun after ``found`` qualifies ("a collaboration with Figure competitor
    Sanctuary AI": Sanctuary AI, Figure's rival), or ``found``."""
    k = found.end
    if k + 1 >= view.sent.end or view.doc[k].dep_ != "compound":
        return found
    role = view.doc[k].lower_ in view.lex.groups or view.doc[k].lemma_.lower() in view.lex.groups
    named = view.chunk_at(k + 1) if role else None
    return named if named is not None and named.start == k + 1 else found


def fronted_agent(view: SentenceView, noun: Any) -> Chunk | None:
    """The agent a phrase right after an event's noun names before its object ("la adquisición
    por parte de Intel de Omek Interactive", "the acquisition by Intel of Omek"), or None."""
    words = tuple(t.lower_ for t in view.doc[noun.i + 1 : min(noun.i + 5, view.sent.end)])
    for phrase in view.lex.noun_agents:
        if words[: len(phrase)] != phrase:
            continue
        agent = view.chunk_after(noun.i + len(phrase), max_gap=2, noun_phrase=True)
        if agent is not None and agent.end < view.sent.end:
            return agent if view.doc[agent.end].lower_ in view.lex.of_preps else None
    return None


def noun_object(
    view: SentenceView, noun: Any, preps: frozenset[str], field: bool = True
) -> Chunk | None:
    """The chunk after one of ``preps`` right behind ``noun`` (adjectives and an owner, "el
    soporte de PyTorch para TPU", may stand between)."""
    agent = fronted_agent(view, noun)  # "la adquisición por parte de Intel de Omek"
    j, fields = (agent.end if agent is not None else noun.i + 1), False
    limit = j + 7
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
            return _past_role(view, found) if found else view.listed_in_group(tok)
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
