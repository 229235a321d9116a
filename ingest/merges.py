"""Mentions that are one name: a product named with its family or its class ("Blackwell
B200", "B200 GPU", "su NPU Hexagon"), and a name repeated in brackets ("Tensor Processing
Units (TPUs)")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .facts import Mention
from .lexicon import Lexicon


def merge_compounds(mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """One product named with its family or its class: "Blackwell B200" is the B200, and so
    is "B200 GPU" (the class word GPU is no second chip)."""
    merged: list[Mention] = []
    for m in mentions:
        prev = merged[-1] if merged else None
        if prev is not None and prev.end == m.start:
            named = _named_by_class(prev, m, lex)
            if named is not None:
                merged[-1] = named
                continue
        if prev is not None and prev.end == m.start and prev.entity.type == m.entity.type:
            if m.entity.family == prev.entity.key:
                # "NVIDIA Blackwell B200": the B200, named with its maker and family.
                merged[-1] = Mention(m.entity, prev.start, m.end, f"{prev.text} {m.text}")
                continue
            if m.text.lower() in lex.cue_types and prev.text.lower() not in lex.cue_types:
                # "B200 GPU" is the B200, but "RISC-V CPUs" are CPUs built on RISC-V.
                kept = m if prev.entity.key in lex.instruction_sets else prev
                merged[-1] = Mention(kept.entity, prev.start, m.end, kept.text)
                continue
            if prev.text.lower() in lex.cue_types and m.text.lower() not in lex.cue_types:
                # "su GPU H20": the class word before a name is no second chip ("chips
                # RISC-V" are chips).
                kept = prev if m.entity.key in lex.instruction_sets else m
                merged[-1] = Mention(kept.entity, prev.start, m.end, kept.text)
                continue
        merged.append(m)
    return merged


def _named_by_class(first: Mention, second: Mention, lex: Lexicon) -> Mention | None:
    """ "su NPU Hexagon", "the Hexagon NPU": a class word beside a name nothing knows gives the
    name its class, and is no second product."""
    for cue, name in ((first, second), (second, first)):
        type_ = lex.cue_types.get(cue.text.lower())
        if type_ and cue.entity.known and not name.entity.known and not name.entity.type:
            entity = replace(name.entity, type=type_)
            return Mention(entity, first.start, second.end, name.text)
    return None


def merge_parenthesised(doc: Any, mentions: list[Mention]) -> list[Mention]:
    # "Tensor Processing Units (TPUs)": one mention of one entity, not two.
    merged: list[Mention] = []
    for m in mentions:
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and (prev.entity.key == m.entity.key or _initials(prev, m))
            and m.start == prev.end + 1
            and doc[prev.end].text in "(["
        ):
            end = m.end + 1 if m.end < len(doc) and doc[m.end].text in ")]" else m.end
            merged[-1] = Mention(prev.entity, prev.start, end, prev.text)
            continue
        merged.append(m)
    return merged


def _initials(name: Mention, short: Mention) -> bool:
    """ "Koch Disruptive Technologies (KDT)": a name nothing knows in brackets after a longer
    one, spelled by its words' initials (or its capitals), is that name again."""
    if short.entity.known or not short.text.isupper() or not 2 <= len(short.text) <= 6:
        return False
    words = name.text.split()
    initials = "".join(w[0] for w in words if w[:1].isupper())
    capitals = "".join(c for c in name.text if c.isupper())
    return short.text in {initials, capitals} and len(words) >= 2
