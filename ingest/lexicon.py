"""The relation lexicon of one language, turned from JSON data into lookup tables."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from .resources import common_lexicon, lexicon


@dataclass(frozen=True, slots=True)
class Frame:
    """A relation word: its property, and what must stand near it for it to count."""

    property: str
    preps: frozenset[str] = frozenset()
    with_words: frozenset[str] = frozenset()
    # "Maia supports PyTorch" and "PyTorch supports Maia" both say PyTorch targets Maia.
    either_direction: bool = False
    # "Anthropic y Amazon ampliaron su alianza": the subjects relate to one another.
    reciprocal: bool = False
    # "programan Trainium con Neuron SDK": the instrument relates to the object.
    instrument_preps: frozenset[str] = frozenset()
    # "Groq raised $640 million from BlackRock": the prepositional object is the fact's
    # subject and the verb's subject its object (BlackRock investsIn Groq).
    inverse: bool = False


@dataclass(frozen=True, slots=True)
class Phrase:
    """Words that relate the entities on either side: "TPU frente a las GPU de Nvidia"."""

    words: tuple[str, ...]
    property: str
    # "left": the nearest list before the phrase; "clause": the subject of the clause
    # ("X diseña un chip junto a Y").
    subject: str = "left"
    # "founded with backing from Toyota": the entity after the phrase is the fact's subject.
    inverse: bool = False


@dataclass(frozen=True, eq=False)
class Lexicon:
    """Everything language-dependent the rules need, as sets and dicts (built once per language)."""

    lang: str
    model: str
    verbs: dict[str, tuple[Frame, ...]]
    descriptions: dict[str, tuple[Frame, ...]]
    phrases: tuple[Phrase, ...]
    copulas: frozenset[str]
    passive_aux: frozenset[str]
    agent_preps: frozenset[str]
    target_preps: frozenset[str]
    of_preps: frozenset[str]
    possessives: frozenset[str]
    genitive_markers: frozenset[str]
    coordinators: frozenset[str]
    hedge_moods: frozenset[str]
    hedge_cues: frozenset[str]
    hedge_modals: frozenset[str]
    months: dict[str, int]
    relative_days: dict[str, int]
    date_patterns: tuple[list[dict[str, Any]], ...]
    cue_types: dict[str, str]
    np_fillers: frozenset[str]
    # "from investors including X and Y": words that introduce the members of a group.
    list_introducers: frozenset[str]
    # "la compañía", "the company": a company named before (ingest/coreference.py).
    company_references: tuple[tuple[str, ...], ...]
    new_entity_cues: dict[str, str]
    not_entities: frozenset[str]
    possessive_by_type: dict[str, str]
    modifier_by_types: dict[str, dict[str, str]]
    domains: dict[str, tuple[frozenset[str], frozenset[str]]]
    symmetric: frozenset[str]
    same_type: frozenset[str]
    dated: frozenset[str]
    confidence: dict[str, float] = field(default_factory=dict)

    @cached_property
    def phrases_by_first_word(self) -> dict[str, tuple[Phrase, ...]]:
        """The phrases, looked up by their first word (the rule tries only those)."""
        table: dict[str, list[Phrase]] = {}
        for phrase in self.phrases:
            table.setdefault(phrase.words[0], []).append(phrase)
        return {word: tuple(rows) for word, rows in table.items()}

    def fits(self, prop: str, subject_type: str, object_type: str) -> bool:
        """Return True when the types fit the property's domain and range."""
        domain, range_ = self.domains.get(prop, (frozenset(), frozenset()))
        if subject_type not in domain or object_type not in range_:
            return False
        return prop not in self.same_type or subject_type == object_type


def _frames(rows: list[dict[str, Any]]) -> dict[str, tuple[Frame, ...]]:
    table: dict[str, list[Frame]] = {}
    for row in rows:
        frame = Frame(
            property=row["property"],
            preps=frozenset(p.lower() for p in row.get("preps", ())),
            with_words=frozenset(w.lower() for w in row.get("with", ())),
            either_direction=bool(row.get("either_direction", False)),
            reciprocal=bool(row.get("reciprocal", False)),
            instrument_preps=frozenset(p.lower() for p in row.get("instrument_preps", ())),
            inverse=bool(row.get("inverse", False)),
        )
        for lemma in row["lemmas"]:
            table.setdefault(lemma.lower(), []).append(frame)
    return {lemma: tuple(frames) for lemma, frames in table.items()}


def _by_word(groups: dict[str, list[str]]) -> dict[str, str]:
    return {word.lower(): type_ for type_, words in groups.items() for word in words}


@cache
def load_lexicon(lang: str) -> Lexicon:
    """Return the Lexicon of ``lang`` built from ``ontology/lexicon/{lang,common}.json``."""
    data = lexicon(lang)
    common = common_lexicon()
    months = {k.lower(): int(v) for k, v in data.get("months", {}).items()}
    patterns = []
    for pattern in data.get("date_patterns", ()):
        patterns.append(
            [
                {
                    key: ({"IN": sorted(months)} if value == {"IN": "MONTHS"} else value)
                    for key, value in token.items()
                }
                for token in pattern
            ]
        )
    hedges = data.get("hedges", {})
    return Lexicon(
        lang=lang,
        model=data["model"],
        verbs=_frames(data.get("verbs", [])),
        descriptions=_frames(data.get("descriptions", [])),
        phrases=tuple(
            Phrase(
                tuple(w.lower() for w in row["words"]),
                row["property"],
                row.get("subject", "left"),
                bool(row.get("inverse", False)),
            )
            for row in data.get("phrases", [])
        ),
        copulas=frozenset(data.get("copulas", ())),
        passive_aux=frozenset(data.get("passive_aux", ())),
        agent_preps=frozenset(data.get("agent_preps", ())),
        target_preps=frozenset(data.get("target_preps", ())),
        of_preps=frozenset(data.get("of_preps", ())),
        possessives=frozenset(data.get("possessives", ())),
        genitive_markers=frozenset(data.get("genitive_markers", ())),
        coordinators=frozenset(data.get("coordinators", ())),
        hedge_moods=frozenset(hedges.get("moods", ())),
        hedge_cues=frozenset(c.lower() for c in hedges.get("cues", ())),
        hedge_modals=frozenset(c.lower() for c in hedges.get("modals", ())),
        months=months,
        relative_days={k.lower(): int(v) for k, v in data.get("relative_days", {}).items()},
        date_patterns=tuple(patterns),
        cue_types=_by_word(data.get("type_cues", {})),
        np_fillers=frozenset(w.lower() for w in data.get("np_fillers", ())),
        list_introducers=frozenset(w.lower() for w in data.get("list_introducers", ())),
        company_references=tuple(
            tuple(w.lower() for w in words) for words in data.get("company_references", ())
        ),
        new_entity_cues=_by_word(data.get("new_entity_cues", {})),
        not_entities=frozenset(data.get("not_entities", ())),
        possessive_by_type=dict(common["possessive_by_type"]),
        modifier_by_types={k: dict(v) for k, v in common["modifier_by_types"].items()},
        domains={
            prop: (frozenset(dom), frozenset(rng)) for prop, (dom, rng) in common["domains"].items()
        },
        symmetric=frozenset(common.get("symmetric", ())),
        same_type=frozenset(common.get("same_type", ())),
        dated=frozenset(common.get("dated", ())),
        confidence={k: float(v) for k, v in common.get("confidence", {}).items()},
    )
