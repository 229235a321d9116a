"""Backers and participants named after a noun and its preposition: "with participation from
A and B", "valorada en 350.000 millones con inversiones de Google y Amazon" (rounds.py reads
them as investors of the clause's company)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .chunks import ACTORS
from .context import Chunk, Found, SentenceView
from .group_owners import clause_company, of_a_field
from .members import GROUP_RULE
from .pairs import pairs


def named_after(
    view: SentenceView, nouns: frozenset[str], preps: frozenset[str]
) -> Iterator[tuple[Any, Chunk]]:
    """Each noun of ``nouns`` a preposition of ``preps`` follows, with the parties named after
    it ("participation from A and B", "inversiones de Google y Amazon")."""
    for tok, lower in zip(view.tokens, view.lower_words, strict=True):
        nxt = tok.i + 1
        if lower not in nouns or nxt + 1 >= view.sent.end:
            continue
        if view.doc[nxt].lower_ not in preps:
            continue
        investors = view.parties_from(nxt + 1, 1)
        if investors is not None and not _other_preposition(view, preps, investors):
            yield tok, investors


def _other_preposition(view: SentenceView, preps: frozenset[str], investors: Chunk) -> bool:
    """True if another preposition brings the names ("con una inversión de 930 millones y en
    modalidad de colocation con Telefónica"; not "from giants in the sector like Nvidia")."""
    j = investors.start - 1
    while j > view.sent.start and view.doc[j].pos_ in {"DET", "ADJ"}:
        j -= 1
    word = view.doc[j]
    return word.pos_ == "ADP" and word.lower_ not in preps | view.lex.example_introducers


def backing(view: SentenceView) -> Iterator[Found]:
    """ "bolstered by investments from giants like Samsung", "valorada en 350.000 millones con
    inversiones de Google y Amazon": who the backing comes from invests in the clause's
    company (or the company in focus), when no target of its own follows ("la inversión de
    Nvidia en Cohere" is the noun rule's). In Spanish, where "de" may name the investor or
    the target, only after "con" ("con inversiones de")."""
    lex = view.lex
    for tok, investors in named_after(view, lex.backing_nouns, lex.backing_preps):
        of = view.doc[tok.i + 1].lower_ in lex.owner_preps
        if (of and not _after_companion(view, tok)) or _target_follows(view, tok, investors):
            continue
        if of_a_field(view, tok):
            continue  # "the sector has major funding from giants such as": no company's
        # the clause's company, or the sentence's ("Anthropic está valorada en ... con
        # inversiones de Google"), or the company in focus
        root = view.subject_of(view.sent.root)
        actor = root if root is not None and root.types <= ACTORS | {""} else None
        owner = clause_company(view, tok) or actor or view.focus_reference(tok)
        if owner is not None and owner != investors:
            yield from pairs(view, investors, "investsIn", owner, GROUP_RULE, tok.i)


def _after_companion(view: SentenceView, noun: Any) -> bool:
    start = view.np_start(noun)
    return start > view.sent.start and view.doc[start - 1].lower_ in view.lex.companion_preps


def _target_follows(view: SentenceView, noun: Any, investors: Chunk) -> bool:
    """True if the noun's own preposition and a name follow the investors ("de Nvidia en
    Cohere", "from Nvidia in CentML")."""
    frames = view.lex.nouns.get(noun.lemma_.lower()) or view.lex.nouns.get(noun.lower_) or ()
    preps = {p for f in frames for p in f.preps}
    j = investors.end
    return (
        j + 1 < view.sent.end
        and view.doc[j].lower_ in preps
        and view.chunk_after(j, max_gap=2) is not None
    )
