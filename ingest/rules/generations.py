"""Product generations named after their family: "ROCm 6", "Gaudi 3", "Trainium2".

The name itself says it: a mention whose family (``versionOf`` in the gazetteer, or a family
name followed by a version number) appears in its own surface form gives ``versionOf``.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..facts import Entity, Mention
from ..mentions import known_entities
from .context import Found, SentenceView


def extract(view: SentenceView) -> Iterator[Found]:
    known = known_entities()
    for m in view.mentions:
        family = m.entity.family
        if family is None or family not in known:
            continue
        parent: Entity = known[family]
        if parent.label.lower() not in m.text.lower():
            continue
        if m.entity.type != parent.type or not view.lex.fits(
            "versionOf", m.entity.type, parent.type
        ):
            continue
        yield Found(
            m, "versionOf", Mention(parent, m.start, m.end, m.text), "generations.name", m.start
        )
