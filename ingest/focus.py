"""What an article is about at each point of its reading: the company in focus, the entity
last named of each class, the people who speak for a company, the topic of the last main
clause. References across sentences (coreference.py) are resolved against it."""

from __future__ import annotations

from dataclasses import dataclass, field

from .facts import Entity

# A product named more than this many sentences ago is out of focus.
FOCUS_SPAN = 3
# A company made the focus as a subject more than this many sentences ago yields, for a
# reference, to the company the article has named most.
SALIENCE_SPAN = 2


@dataclass
class Focus:
    """What the article is about at this point of its reading."""

    company: Entity | None = None
    # The company named last in any role: what "la compañía" stands for when no company has
    # been a subject yet (the parser may miss one).
    any_company: Entity | None = None
    # The companies named last, most recent first: "ambas empresas" stands for two of them.
    recent_companies: list[Entity] = field(default_factory=list)
    # class -> (entity, index of the sentence that last named it)
    last: dict[str, tuple[Entity, int]] = field(default_factory=dict)
    sentence: int = 0
    # The company in focus as each sentence of the paragraph read last starts, by the index
    # of the sentence's first token.
    company_at: dict[int, Entity | None] = field(default_factory=dict)
    # People named beside a title and a company ("Lisa Su, CEO de AMD"), by full name and by
    # surname: the company they speak for.
    people: dict[str, Entity] = field(default_factory=dict)
    # The first word of each of those names: where a name may start.
    person_words: set[str] = field(default_factory=set)
    # class -> (the products of that class one sentence named together, that sentence):
    # what "estos chips", "both models" stand for.
    groups: dict[str, tuple[list[Entity], int]] = field(default_factory=dict)
    # What the last main clause was about: its subject, a company or a named product. "It
    # features 96 cores" after "Graviton4 is ..." is the chip's; "Utiliza 384 chips" too.
    topic: Entity | None = None
    # The topic as each sentence of the paragraph read last starts, by its first token.
    topic_at: dict[int, Entity | None] = field(default_factory=dict)
    # The sentence that made ``company`` the focus, and how often each company was named.
    company_since: int = 0
    named_counts: dict[Entity, int] = field(default_factory=dict)
    # The sentence that named ``any_company``.
    any_company_since: int = 0

    def salient_company(self) -> Entity | None:
        """The company in focus; if it was made so long ago, the company named in this
        sentence or the one before ("a major win for Fluidstack. Founded in 2017, the firm"),
        else the company named most."""
        if self.company is not None and self.sentence - self.company_since <= SALIENCE_SPAN:
            return self.company
        if self.any_company is not None and self.sentence - self.any_company_since <= 1:
            return self.any_company
        if not self.named_counts:
            return self.company
        return max(self.named_counts, key=lambda e: self.named_counts[e])

    def group(self, type_: str) -> list[Entity]:
        seen = self.groups.get(type_)
        if seen is None or self.sentence - seen[1] > FOCUS_SPAN:
            return []
        return seen[0]

    def product(self, type_: str) -> Entity | None:
        seen = self.last.get(type_)
        if seen is None or self.sentence - seen[1] > FOCUS_SPAN:
            return None
        return seen[0]
