"""Descriptions of an entity by a noun: apposition, colon or copula.

"TorchNeuron, su propia versión de PyTorch para su chip Trainium" gives
TorchNeuron adaptationOf PyTorch and TorchNeuron targets Trainium.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .context import Chunk, Found, SentenceView
from .pairs import pairs

APPOSITION_MARKS = frozenset({",", ":", "(", "—", "–", "-"})


def np_start(view: SentenceView, noun: Any) -> int:
    """Index of the first token of the noun phrase that ``noun`` heads (walking left)."""
    i = noun.i
    while i - 1 >= view.sent.start:
        tok = view.doc[i - 1]
        if tok.pos_ in {"DET", "ADJ", "NUM"} or tok.lower_ in view.lex.possessives:
            i -= 1
            continue
        break
    return i


def is_description_head(view: SentenceView, noun: Any) -> bool:
    """True for a noun that can describe an entity: "versión", "port", or a class noun ("chip")."""
    lex = view.lex
    lemma = noun.lemma_.lower()
    return (
        lemma in lex.descriptions
        or noun.lower_ in lex.descriptions
        or (noun.lower_ in lex.cue_types)
    )


def described(view: SentenceView, noun: Any) -> Chunk | None:
    """The chunk a description noun describes: "X, una versión", "X: versiones", "X es un port"."""
    i = np_start(view, noun) - 1
    while i >= view.sent.start and view.is_date(i):
        i -= 1
    if i < view.sent.start:
        return None
    tok = view.doc[i]
    if tok.text in APPOSITION_MARKS:
        j = i - 1
        while j >= view.sent.start and view.is_date(j):
            j -= 1
        return view.chunk_at(j) if j >= view.sent.start else None
    if tok.lemma_.lower() in view.lex.copulas:
        return view.chunk_before(i, max_gap=2)
    return None


def _object(view: SentenceView, noun: Any, preps: frozenset[str]) -> Chunk | None:
    for j in range(noun.i + 1, min(noun.i + 3, view.sent.end)):
        tok = view.doc[j]
        if tok.lower_ in preps:
            return view.chunk_after(j, max_gap=2, noun_phrase=True)
        if tok.pos_ not in {"ADJ", "ADV"}:
            break
    return None


def _scope_end(view: SentenceView, start: int) -> int:
    # The description runs to the end of its clause: a full stop, a semicolon, a relative clause.
    for j in range(start, view.sent.end):
        tok = view.doc[j]
        if tok.text in {".", ";", "!", "?"} or (
            tok.text == "," and j + 1 < view.sent.end and view.doc[j + 1].pos_ == "PRON"
        ):
            return j
    return view.sent.end


def targets_in(view: SentenceView, anchor: Chunk, start: int) -> Iterator[Found]:
    """``anchor targets X`` for each chip or cloud after a target preposition ("para", "en")."""
    end = _scope_end(view, start)
    for j in range(start, end):
        tok = view.doc[j]
        if tok.lower_ not in view.lex.target_preps:
            continue
        chunk = view.chunk_after(j, max_gap=3, noun_phrase=True)
        if chunk is not None and chunk.end <= end:
            yield from pairs(view, anchor, "targets", chunk, "descriptions.targets", j)


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    for tok in view.sent:
        frames = lex.descriptions.get(tok.lemma_.lower()) or lex.descriptions.get(tok.lower_)
        if not frames or view.chunk_at(tok.i) is not None:
            continue
        anchor = described(view, tok)
        if anchor is None:
            continue
        for frame in frames:
            obj = _object(view, tok, frame.preps)
            if obj is not None:
                yield from pairs(
                    view, anchor, frame.property, obj, "descriptions.apposition", tok.i
                )
        yield from targets_in(view, anchor, tok.i + 1)
