"""The records that cross from ``hwkg.ingest`` to ``hwkg.graph``: plain, immutable, picklable."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

ASSERTED = "asserted"
REPORTED = "reported"
# Ends the rule of a fact one of whose ends is a reference ("la compañía"), not a name.
COREF_SUFFIX = "+coref"


@dataclass(frozen=True, slots=True)
class Entity:
    """An entity of the AI-hardware world: from the gazetteer, or met in text for the first time."""

    key: str
    label: str
    type: str
    wikidata: str | None = None
    known: bool = True
    family: str | None = None


@dataclass(frozen=True, slots=True)
class Mention:
    """A span of a sentence (token offsets, end exclusive) that names an entity."""

    entity: Entity
    start: int
    end: int
    text: str
    # "la compañía" standing for a company named before (ingest/coreference.py).
    coref: bool = False
    # "Nvidia chips": a maker's class of chips named by a plain noun, the maker's key
    # (ingest/house_chips.py)
    house: str = ""


@dataclass(frozen=True, slots=True)
class Fact:
    """One relation stated by one sentence: subject and object are entity keys."""

    subject: str
    predicate: str
    object: str
    sentence: str
    start: int
    end: int
    rule: str
    confidence: float
    modality: str = ASSERTED
    date: str | None = None

    @property
    def triple(self) -> tuple[str, str, str]:
        return (self.subject, self.predicate, self.object)


@dataclass(slots=True)
class Article:
    """An article read and cleaned, then what extraction found in it."""

    text: str
    lang: str
    source: str = ""
    title: str = ""
    url: str | None = None
    date: str | None = None
    identifier: str | None = None
    # Where it was published and by whom, as the page or feed says (``site`` is the outlet).
    site: str | None = None
    author: str | None = None
    facts: list[Fact] = field(default_factory=list)
    entities: dict[str, Entity] = field(default_factory=dict)
    surfaces: dict[str, set[str]] = field(default_factory=dict)

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()
