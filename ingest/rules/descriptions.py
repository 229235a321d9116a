"""Whose a described name is: "X, la plataforma de software de AMD,", "JACCL is a library
from Apple" (the owner named at the end of an apposition or a copula's noun phrase)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ..knowledge import makes_chips
from ..spans import doc_texts
from .chunks import SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .pairs import made_by, owner_property, pairs
from .words import morph_values

MAX_APPOSITION = 14
# The classes a name nothing typed may take from a class noun describing it ("JACCL is a
# library from Apple"; not a supercomputer, which its maker builds and others run).
MADE_KINDS = frozenset({"Chip", "Framework", "AIModel"})
# What a verb form inside a noun phrase is ("the cloud computing arm of Amazon").
NOUN_DEPS = frozenset({"amod", "compound", "nmod"})


def extract(view: SentenceView) -> Iterator[Found]:
    """ "X, la plataforma de software de AMD," — the owner named at the end of an apposition."""
    lex = view.lex
    doc = view.doc
    texts = doc_texts(doc)  # (the paragraph's: no Token a word read)
    for chunk in view.chunks:
        comma = chunk.end
        if comma >= view.sent.end:
            continue
        # "JACCL, a library from Apple," and "JACCL is a library from Apple"
        if texts[comma] not in {",", "("} and not _copula_of(view, chunk, comma):
            continue
        anchor = chunk.mentions[-1]
        end = comma + 1
        while end < min(view.sent.end, comma + MAX_APPOSITION) and texts[end] not in {
            ",",
            ")",
            ".",
            ";",
        }:
            end += 1
        segment = doc[comma + 1 : end]
        if not segment or segment[0].pos_ != "DET":
            continue
        kinds = [lex.cue_types[t.lower_] for t in segment if t.lower_ in lex.cue_types]
        if (
            not anchor.entity.type
            and len(set(kinds)) == 1
            and kinds[0] in MADE_KINDS
            and not any(m.end == anchor.start for m in view.mentions)  # (not "Codex CLI")
        ):
            # "JACCL is a library from Apple": a name nothing typed takes the class noun's
            anchor = replace(anchor, entity=replace(anchor.entity, type=kinds[0]))
        if anchor.entity.type not in kinds:
            continue
        owner = view.chunk_at(end - 1)
        if owner is None:  # "el chip de AWS para entrenamiento": a purpose may close it
            purpose = next((t.i for t in segment if t.lower_ in lex.role_purpose_preps), end)
            owner = view.chunk_at(purpose - 1) if purpose > comma + 1 else None
            if any(view.chunk_at(j) for j in range(purpose, end)):
                owner = None
            end = purpose if owner is not None else end
        if owner is None or owner.end != end:
            continue
        before = owner.start - 1
        if before <= comma or doc[before].lower_ not in lex.of_preps:
            continue
        inner = {c for t in doc[comma + 1 : before] if (c := view.chunk_at(t.i))} - {chunk}
        if any(_its_maker(view, c, owner, anchor) for c in inner):
            # "Colossus, un superordenador con 100.000 GPU H100 de Nvidia": the maker of the
            # name between, not the class noun's owner (but "con GPU H100 de xAI" is xAI's)
            continue
        if any(t.lower_ in lex.role_nouns for t in doc[comma + 1 : before]):
            continue  # "AWS, el principal socio de nube de Anthropic": a role, not an owner
        if (
            any(t.lower_ in lex.companion_preps for t in doc[comma + 1 : before])
            and view.kind_of(doc[before - 1]) == "Chip"
            and any(makes_chips(m.entity.key) for m in owner.mentions)
        ):  # "el R1, un asistente con un chip de MediaTek": the chip's maker (but "Colossus,
            continue  # el superordenador con GPU H100 de xAI" is xAI's)
        if any(_takes_the_owner(t) for t in doc[comma + 1 : before]):
            # "Azure es la primera nube en ejecutar el sistema Blackwell de Nvidia": the owner
            # of what a verb takes, not of the class noun
            continue
        for m in owner.mentions:
            prop = owner_property(view, m, anchor)
            if prop:
                yield from pairs(
                    view, Chunk((m,)), prop, Chunk((anchor,)), "descriptions.owner", before
                )


def _its_maker(view: SentenceView, chunk: Chunk, owner: Chunk, anchor: Any) -> bool:
    """True for a name (not a class: "GPU", nor the class noun that refers to the described
    name itself) that the owner is known to make."""
    return any(
        made_by(o, m)
        for m in chunk.mentions
        if m.entity.key not in view.lex.generic_products and m.entity.key != anchor.entity.key
        for o in owner.mentions
    )


def _takes_the_owner(tok: Any) -> bool:
    """True for a verb in the phrase that takes what the owner's "of" qualifies: not a verb
    form inside the noun phrase ("the cloud computing arm of Amazon"), nor a past participle
    ("a library built for distributed training from Apple")."""
    return (
        tok.pos_ in {"VERB", "AUX"}
        and tok.dep_ not in NOUN_DEPS
        and "Part" not in morph_values(tok, "VerbForm")
    )


def _copula_of(view: SentenceView, chunk: Chunk, i: int) -> bool:
    """True if token ``i`` is a copula whose subject is the chunk ("JACCL is a library from
    Apple"; not "The accelerator used by Frobnik is a chip from Nvidia")."""
    cop = view.doc[i]
    if cop.lemma_.lower() not in view.lex.copulas:
        return False
    head = cop if cop.head.i == i else cop.head if cop.dep_ == "cop" else None
    top = view.doc[chunk.start : chunk.end].root
    return head is not None and top.head == head and top.dep_ in SUBJECT_DEPS
