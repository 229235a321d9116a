"""Descriptions of an entity by a noun phrase: apposition, colon or copula.

"TorchNeuron, su propia versión de PyTorch para su chip Trainium" gives
TorchNeuron adaptationOf PyTorch and TorchNeuron targets Trainium;
"ROCm, la plataforma de software abierta de AMD" gives AMD develops ROCm.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .context import Chunk, Found, SentenceView
from .pairs import pairs

# A port named after its original is a new version of it ("ROCm 6, una versión de ROCm"),
# not an adaptation by someone else ("TorchTPU, una versión de PyTorch").
SAME_NAME_PROPERTY = {"adaptationOf": "versionOf"}
MAX_APPOSITION = 14


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


def _named_after(subject: Any, obj: Any) -> bool:
    return subject.text.lower().startswith(obj.entity.label.lower()) or (
        subject.entity.label.lower().startswith(obj.entity.label.lower())
    )


def _descriptions(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    for tok in view.sent:
        frames = lex.descriptions.get(tok.lemma_.lower()) or lex.descriptions.get(tok.lower_)
        if not frames or view.chunk_at(tok.i) is not None:
            continue
        anchor = view.described(tok)
        if anchor is None:
            continue
        for frame in frames:
            obj = _object(view, tok, frame.preps)
            if obj is None:
                continue
            for found in pairs(view, anchor, frame.property, obj, "descriptions.apposition", tok.i):
                renamed = SAME_NAME_PROPERTY.get(found.predicate)
                if renamed and _named_after(found.subject, found.object):
                    found = Found(found.subject, renamed, found.object, found.rule, found.trigger)
                yield found
        yield from targets_in(view, anchor, tok.i + 1)


def _owners(view: SentenceView) -> Iterator[Found]:
    """ "X, la plataforma de software de AMD," — the owner named at the end of an apposition."""
    lex = view.lex
    doc = view.doc
    for chunk in view.chunks:
        comma = chunk.end
        if comma >= view.sent.end or doc[comma].text not in {",", "("}:
            continue
        anchor = chunk.mentions[-1]
        end = comma + 1
        while end < min(view.sent.end, comma + MAX_APPOSITION) and doc[end].text not in {
            ",",
            ")",
            ".",
            ";",
        }:
            end += 1
        segment = doc[comma + 1 : end]
        if not segment or segment[0].pos_ != "DET":
            continue
        if not any(lex.cue_types.get(t.lower_) == anchor.entity.type for t in segment):
            continue
        owner = view.chunk_at(end - 1)
        if owner is None or owner.end != end:
            continue
        before = owner.start - 1
        if before <= comma or doc[before].lower_ not in lex.of_preps:
            continue
        for m in owner.mentions:
            prop = lex.modifier_by_types.get(m.entity.type, {}).get(anchor.entity.type)
            if prop:
                yield from pairs(
                    view, Chunk((m,)), prop, Chunk((anchor,)), "descriptions.owner", before
                )


def extract(view: SentenceView) -> Iterator[Found]:
    yield from _descriptions(view)
    yield from _owners(view)
