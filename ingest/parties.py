"""References to several companies at once: "ambas empresas", "the three companies", "these
companies" stand for the companies named last, or for those a list named just before
(coreference.py reads them)."""

from __future__ import annotations

from typing import Any

from .company_references import phrase_at
from .facts import Entity, Mention
from .focus import SUBJECT_DEPS, Focus
from .lexicon import Lexicon

# What a list may name that "the two companies" stands for later ("Salesforce and Google
# Cloud [...]. The two companies"): companies, and a cloud as its business.
LISTED_TYPES = frozenset({"Company", "CloudPlatform"})


def listed_before(before: Mention, m: Mention, lowers: list[str], lex: Lexicon) -> bool:
    """ "Zyphra, AMD, and IBM": a name nothing typed, listed right before a company."""
    return not before.entity.type and not before.coref and _listed_gap(before, m, lowers, lex)


def _listed_gap(before: Mention, m: Mention, lowers: list[str], lex: Lexicon) -> bool:
    """True if only a comma or a coordinator stands between the two mentions."""
    gap = lowers[before.end : m.start]
    return 0 < len(gap) <= 2 and all(w == "," or w in lex.coordinators for w in gap)


def note_listed(
    before: Mention | None, m: Mention, lowers: list[str], lex: Lexicon, focus: Focus
) -> None:
    """Keep the companies a list names ("Google, Amazon y Meta") as ``focus.listed``."""
    if before is None or before.entity.type not in LISTED_TYPES or before.coref:
        return
    if not _listed_gap(before, m, lowers, lex):
        return
    listed, when = focus.listed
    if when == focus.sentence and listed and listed[-1] == before.entity:
        focus.listed = ([*listed, m.entity], when)
    else:
        focus.listed = ([before.entity, m.entity], focus.sentence)
    focus.last_list = focus.listed


def parties_at(
    doc: Any, lowers: list[str], i: int, lex: Lexicon, focus: Focus, out: list[Mention]
) -> tuple[int, list[Entity]]:
    """ "both companies" (two) or "las tres empresas" (three) at token ``i``: the end of the
    phrase and the companies named last, first named first, but the subject of the verb the
    phrase is an object of ("Nvidia will supply chips to the two companies" names two others);
    (0, []) if none stands there."""
    for count, phrases in ((2, lex.pair_references), (3, lex.trio_references)):
        end = phrase_at(lowers, i, phrases)
        if not end or end - i < count:
            continue
        acting = _subjects_of_governor(doc, doc[end - 1], out)
        listed = _list_just_named(focus)
        if len(listed) == count and not any(c.key in acting for c in listed):
            return end, listed  # "Microsoft y Meta [...] de la talla de AMD. Ambas empresas"
        # (not the members of a longer list just named: "rival OpenAI, Anthropic or Google
        # DeepMind. Microsoft, an investor in both companies" means two others)
        last, when = focus.last_list
        other = last if len(last) > count and focus.sentence - when <= 1 else []
        recent = [c for c in focus.recent_companies if c.key not in acting and c not in other]
        if len(recent) >= count:
            return end, recent[:count][::-1]
    # "estas empresas", "these companies": the companies a list named just before
    listed = _list_just_named(focus)
    if (
        i + 1 < len(lowers)
        and lowers[i] in lex.group_determiners
        and lowers[i + 1] in {p[-1] for p in lex.pair_references}
        and len(listed) == 2
    ):
        return i + 2, listed
    return 0, []


def _list_just_named(focus: Focus) -> list[Entity]:
    """The companies a list named in this sentence or the one before, if any."""
    listed, when = focus.listed
    return listed if focus.sentence - when <= 1 else []


def _subjects_of_governor(doc: Any, noun: Any, out: list[Mention]) -> set[str]:
    """The entities named as subjects of the verb a non-subject ``noun`` depends on."""
    if noun.dep_ in SUBJECT_DEPS:
        return set()
    verb = noun.head
    while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
        verb = verb.head
    subjects = {c.i for c in verb.children if c.dep_ in SUBJECT_DEPS}
    return {m.entity.key for m in out if any(m.start <= k < m.end for k in subjects)}
