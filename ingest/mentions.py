"""Mentions: the spans of a Doc that name entities.

Three sources, in order of trust: the gazetteer (EntityRuler), a class noun next to a name
("el chip Maia 100", "Cobalt 100, a processor"), and bare proper names, left untyped until a
relation types them. A known name followed by a version number ("ROCm 6") is a new generation
of it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from functools import cache
from typing import Any

from .facts import Entity, Mention
from .lexicon import Lexicon
from .resources import gazetteer

_NAME_HEAD = r"^[A-Z][A-Za-z0-9\-\.]*$"
_NAME_TAIL = r"^([A-Z][A-Za-z0-9\-]*|[0-9][A-Za-z0-9\-]*)$"
_VERSION = re.compile(r"^(\d{1,4}[A-Za-z]{0,2}|[A-Z]\d{0,3}|v\d{1,2}[a-z]?)\.?$")
MAX_APPOSITION_CUE = 6
GENERATION_TYPES = frozenset({"Chip", "Framework"})


def slug(name: str) -> str:
    """Return an IRI-safe key for a name: ASCII, lowercase, words joined by '-'."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    key = re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")
    if key:
        return key
    # A name with no ASCII letter or digit ("华为"): a stable key from its code points.
    return "u" + "-".join(format(ord(ch), "x") for ch in name)[:60]


@cache
def known_entities() -> dict[str, Entity]:
    """Return every gazetteer entity by key."""
    return {
        e.id: Entity(key=e.id, label=e.label, type=e.type, wikidata=e.wikidata, family=e.version_of)
        for e in gazetteer()
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


def _new(text: str, type_: str) -> Entity:
    return Entity(key=slug(text), label=text, type=type_, known=False)


def _generation(doc: Any, m: Mention, known_at: set[int]) -> Mention:
    """ "ROCm 6", "MTIA v2": a known name and a version make a new entity of the same class."""
    if m.end >= len(doc) or m.entity.family is not None or m.end in known_at:
        return m
    if m.entity.type not in GENERATION_TYPES:  # "Google 20 de octubre" is no Google model
        return m
    nxt = doc[m.end]
    if not _VERSION.match(nxt.text) or (nxt.like_num and len(nxt.text.rstrip(".")) == 4):
        return m
    text = doc[m.start : m.end].text + " " + nxt.text.rstrip(".")
    entity = replace(_new(text, m.entity.type), family=m.entity.key)
    return Mention(entity, m.start, m.end + 1, text)


def _appositive_cue(doc: Any, end: int, lex: Lexicon) -> str:
    """The class named by an apposition right after a name: "Habana Labs, la empresa israelí"."""
    if end + 2 >= len(doc) or doc[end].text not in {",", "("} or doc[end + 1].pos_ != "DET":
        return ""
    for tok in doc[end + 2 : end + 2 + MAX_APPOSITION_CUE]:
        if tok.text in {",", ")", ".", ";"}:
            return ""
        followed = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        if tok.lower_ in lex.new_entity_cues and followed not in lex.genitive_markers:
            return lex.new_entity_cues[tok.lower_]
    return ""


def _proper_names(doc: Any, lex: Lexicon, taken: set[int]) -> list[Mention]:
    """Runs of proper nouns nothing has claimed; untyped unless an apposition types them."""
    found = []
    i = 0
    while i < len(doc):
        tok = doc[i]
        if i in taken or tok.pos_ != "PROPN" or not tok.text[:1].isupper():
            i += 1
            continue
        j = i + 1
        while (
            j < len(doc)
            and j not in taken
            and (
                (doc[j].pos_ == "PROPN" and doc[j].text[:1].isupper())
                or _VERSION.match(doc[j].text)
            )
        ):
            j += 1
        span = doc[i:j]
        # A run that starts with a month is a date ("December 2024", the year read as a
        # version number), not a name.
        if span.text not in lex.not_entities and tok.lower_ not in lex.months:
            entity = _new(span.text, _appositive_cue(doc, j, lex))
            found.append(Mention(entity, i, j, span.text))
        i = j
    return found


def find_mentions(doc: Any, lex: Lexicon, nlp: Any) -> list[Mention]:
    """Return the mentions of ``doc`` in order: gazetteer names, cue-typed names, bare names."""
    known = known_entities()
    mentions: list[Mention] = []
    taken: set[int] = set()
    known_at = {i for ent in doc.ents for i in range(ent.start, ent.end)}
    for ent in doc.ents:
        entity = known.get(ent.ent_id_)
        if entity is None:
            continue
        m = _generation(doc, Mention(entity, ent.start, ent.end, ent.text), known_at)
        mentions.append(m)
        taken.update(range(m.start, m.end))
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
        entity = _new(span.text, lex.new_entity_cues[cue.lower_])
        mentions.append(Mention(entity, name_start, name_end, span.text))
        taken.update(range(name_start, name_end))
    mentions.extend(_proper_names(doc, lex, taken))
    mentions.sort(key=lambda m: m.start)
    return _merge_compounds(_merge_parenthesised(doc, mentions), lex)


def _merge_compounds(mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """One product named with its family or its class: "Blackwell B200" is the B200, and so
    is "B200 GPU" (the class word GPU is no second chip)."""
    merged: list[Mention] = []
    for m in mentions:
        prev = merged[-1] if merged else None
        if prev is not None and prev.end == m.start and prev.entity.type == m.entity.type:
            if m.entity.family == prev.entity.key:
                merged[-1] = Mention(m.entity, prev.start, m.end, m.text)
                continue
            if m.text.lower() in lex.cue_types and prev.text.lower() not in lex.cue_types:
                merged[-1] = Mention(prev.entity, prev.start, m.end, prev.text)
                continue
        merged.append(m)
    return merged


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
