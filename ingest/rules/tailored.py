"""A product a company tailors to another or fits with a part: "Meta optimized Llama 3 for
Trainium" (Llama targets Trainium, not Meta), "Samsung equipó el Exynos 2500 con memoria LPDDR5X"
(the Exynos uses the memory, not Samsung)."""

from __future__ import annotations

from typing import Any

from ..knowledge import is_generic
from ..lexicon import Frame
from .chunks import ACTORS, OBJECT_DEPS, PRODUCT_TYPES
from .context import Chunk, Found, SentenceView
from .pairs import pairs
from .preps import after_prep

TAILORED = "verbs.tailored"


def tailored_facts(view: SentenceView, verb: Any, frame: Frame, subject: Chunk) -> list[Found]:
    """A product a company tailors to another targets it, not the company ("Meta optimized
    Llama 3 for Trainium", "Anthropic ported its Claude models to Trainium"); one it fits with a
    part uses it ("Samsung equipó el Exynos 2500 con memoria LPDDR5X")."""
    fits = frame.property == "uses" and verb.lemma_.lower() in view.lex.equipping_verbs
    if not (frame.property == "targets" or fits) or not frame.preps or not subject.types <= ACTORS:
        return []
    target = after_prep(view, verb, frame.preps, past_phrase=True)
    if target is None:
        return []
    if all(is_generic(m.entity.key) for m in target.mentions):
        # "to the homegrown AWS Trainium XPUs": the name before the class noun
        named = view.chunk_before(target.start, max_gap=0)
        target = named if named is not None and named.types & PRODUCT_TYPES else target
    kinds = frame.subject_types if fits else frozenset()  # (a chip fitted with a part uses it)
    objects = (view.chunk_in(c) for c in verb.children if c.dep_ in OBJECT_DEPS)
    for thing in objects:
        if thing is not None and thing.end <= target.start and thing.types & PRODUCT_TYPES:
            return list(pairs(view, thing, frame.property, target, TAILORED, verb.i, False, kinds))
    return []
