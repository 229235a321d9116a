"""Mentions: the spans of a Doc that name entities, known from the gazetteer or typed by context."""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Any

from .facts import Entity, Mention
from .lexicon import Lexicon
from .resources import gazetteer

_NAME_HEAD = r"^[A-Z][A-Za-z0-9\-\.]*$"
_NAME_TAIL = r"^([A-Z][A-Za-z0-9\-]*|[0-9][A-Za-z0-9\-]*)$"


def slug(name: str) -> str:
    """Return an IRI-safe key for a name: ASCII, lowercase, words joined by '-'."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    key = re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")
    return key or "x" + format(abs(hash(name)) % 10**8, "08d")


@cache
def known_entities() -> dict[str, Entity]:
    """Return every gazetteer entity by key."""
    return {
        e.id: Entity(key=e.id, label=e.label, type=e.type, wikidata=e.wikidata) for e in gazetteer()
    }


@cache
def _cue_matcher(nlp: Any, lex: Lexicon) -> Any:
    from spacy.matcher import Matcher

    matcher = Matcher(nlp.vocab, validate=True)
    cues = sorted(lex.new_entity_cues)
    head = {"TEXT": {"REGEX": _NAME_HEAD}}
    tail = {"TEXT": {"REGEX": _NAME_TAIL}, "OP": "*"}
    # "el chip Maia 100" / "the startup Groq"
    matcher.add("CUE_NAME", [[{"LOWER": {"IN": cues}}, head, tail]], greedy="LONGEST")
    # "the Maia 100 chip" / "Groq's LPU accelerator"
    matcher.add("NAME_CUE", [[head, tail, {"LOWER": {"IN": cues}}]], greedy="LONGEST")
    return matcher


def find_mentions(doc: Any, lex: Lexicon, nlp: Any) -> list[Mention]:
    """Return the mentions of ``doc`` in order: gazetteer names first, then names typed by a cue."""
    known = known_entities()
    mentions: list[Mention] = []
    taken: set[int] = set()
    for ent in doc.ents:
        entity = known.get(ent.ent_id_)
        if entity is None:
            continue
        mentions.append(Mention(entity, ent.start, ent.end, ent.text))
        taken.update(range(ent.start, ent.end))
    for match_id, start, end in _cue_matcher(nlp, lex)(doc):
        rule = nlp.vocab.strings[match_id]
        if rule == "CUE_NAME":
            cue, name_start, name_end = doc[start], start + 1, end
        else:
            cue, name_start, name_end = doc[end - 1], start, end - 1
        span = doc[name_start:name_end]
        if any(i in taken for i in range(name_start, name_end)):
            continue
        if span.text in lex.not_entities or (span[0].is_sent_start and rule == "NAME_CUE"):
            continue
        type_ = lex.new_entity_cues[cue.lower_]
        entity = Entity(key=slug(span.text), label=span.text, type=type_, known=False)
        mentions.append(Mention(entity, name_start, name_end, span.text))
        taken.update(range(name_start, name_end))
    mentions.sort(key=lambda m: m.start)
    return _merge_parenthesised(doc, mentions)


def _merge_parenthesised(doc: Any, mentions: list[Mention]) -> list[Mention]:
    # "Tensor Processing Units (TPUs)": one mention of one entity, not two.
    merged: list[Mention] = []
    for m in mentions:
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and prev.entity.key == m.entity.key
            and m.start == prev.end + 1
            and doc[prev.end].text in "(["
        ):
            end = m.end + 1 if m.end < len(doc) and doc[m.end].text in ")]" else m.end
            merged[-1] = Mention(prev.entity, prev.start, end, prev.text)
            continue
        merged.append(m)
    return merged
