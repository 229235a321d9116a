"""Co-investors: "Walmart has made investments in Symbotic alongside SoftBank", "Nvidia invirtió
en Mistral junto a otros inversores como Microsoft". A company named after a mark of company
(``coinvestor_marks``) in the clause of an investment invests in what the investor does."""

from __future__ import annotations

from collections.abc import Iterator

from .chunks import CLAUSE_END
from .context import Chunk, Found, SentenceView
from .members import GROUP_RULE
from .pairs import pairs

RULE = "coinvestors.alongside"
# How many words ("existing investors such as") may stand between a mark and the names.
MAX_GAP = 4


def with_coinvestors(view: SentenceView, stated: list[Found]) -> list[Found]:
    """``stated`` and the same investment for each company a mark of company names beside an
    investor's; the companions are no investors of the investor ("Nvidia invested in Figure
    alongside investors such as Intel": Intel invests in Figure, not in Nvidia)."""
    invested = [f for f in stated if f.predicate == "investsIn"]
    if not invested:
        return stated
    added: list[Found] = []
    beside: set[int] = set()  # where the companions' names start
    for start, end in _marks(view):
        companions = _companions(view, end)
        if companions is None:
            continue
        for found in invested:
            if not _in_clause(view, found, start):
                continue
            keys = {found.subject.entity.key, found.object.entity.key}
            others = tuple(m for m in companions.mentions if m.entity.key not in keys)
            if others:
                beside.update(m.start for m in others)
                # (its verb's: denied or hedged, so is the companions' investment)
                objects = Chunk((found.object,))
                added += pairs(view, Chunk(others), "investsIn", objects, RULE, found.trigger)
    if not added:
        return stated
    # the group rule's reading of the same names, as investors of the one beside them
    kept = [
        f
        for f in stated
        if not (f.rule == GROUP_RULE and f.predicate == "investsIn" and f.subject.start in beside)
    ]
    return kept + added


def _marks(view: SentenceView) -> Iterator[tuple[int, int]]:
    """Where each mark of company ("alongside", "junto a") starts and ends in the sentence."""
    for i in range(view.sent.start, view.sent.end):
        for words in view.lex.coinvestor_marks:
            if view.words_at(i, words):
                yield i, i + len(words)


def _companions(view: SentenceView, end: int) -> Chunk | None:
    """The companies right after the mark, or listed after a few words ("alongside existing
    investors such as A and B"); none after a verb ("alongside launching") nor a name that
    qualifies a noun ("alongside its Azure partnership")."""
    j = end
    while j < min(end + MAX_GAP, view.sent.end) and view.chunk_at(j) is None:
        tok = view.doc[j]
        if tok.pos_ not in {"DET", "ADJ", "NOUN"} and tok.dep_ != "amod":
            break  # ("existing investors": a participle that qualifies the noun)
        j += 1
    if j == end or view.doc[j - 1].pos_ == "DET":
        chunk = view.chunk_after(end - 1, max_gap=1, noun_phrase=True)
    else:
        chunk, introduced = view.listed_after(j)
        chunk = chunk if introduced else None
    if chunk is None:
        return None
    last = view.doc[chunk.end - 1]
    if last.dep_ == "compound" and last.head.i >= chunk.end:
        return None
    if chunk.end < view.sent.end and view.doc[chunk.end].lower_ in view.lex.genitive_markers:
        # "alongside Microsoft's $1 billion deal with OpenAI": its deal's (but "alongside
        # Google's investment in the startup" is Google's investment)
        owned = last.head
        return chunk if owned.lemma_.lower() in view.lex.funding_nouns else None
    named = tuple(m for m in chunk.mentions if m.entity.type in {"Company", ""})
    return Chunk(named) if named else None


def _in_clause(view: SentenceView, found: Found, mark: int) -> bool:
    """True if the mark stands right after the investor's name ("led by A alongside B", "A,
    junto a B, invirtió"), or after the investment's word in its clause, no verb or clause's
    end between them."""
    end = found.subject.end
    if end == mark or (end + 1 == mark and view.doc[end].text == ","):
        return True
    trigger: int = found.trigger
    return trigger < mark and not any(
        (t.pos_ in {"VERB", "AUX"} and t.dep_ != "amod")
        or t.text in CLAUSE_END
        or (t.pos_ == "CCONJ" and _opens_a_clause(view, t.i))
        for t in view.doc[trigger + 1 : mark]
    )


def _opens_a_clause(view: SentenceView, cc: int) -> bool:
    """True for a conjunction that joins no names ("invested in Mistral and, together with
    Microsoft, launched": the next clause's; not "in Mistral and Helsing alongside")."""
    j = cc + 1
    while j < view.sent.end and view.doc[j].is_punct:
        j += 1
    return view.chunk_at(j) is None
