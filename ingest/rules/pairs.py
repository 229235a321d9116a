"""How two chunks become candidate facts: every pair, or pair by pair when both are lists."""

from __future__ import annotations

from collections.abc import Iterator

from .context import Chunk, Found, SentenceView


def pairs(
    view: SentenceView,
    subjects: Chunk,
    prop: str,
    objects: Chunk,
    rule: str,
    trigger: int,
    respective: bool = False,
) -> Iterator[Found]:
    """Yield the facts ``subjects prop objects`` whose types fit the property.

    With ``respective`` and two lists of one length ("Google y Amazon ... sus chips TPU y
    Trainium"), the n-th subject pairs with the n-th object only.
    """
    subs, objs = subjects.mentions, objects.mentions
    if respective and len(subs) == len(objs) > 1:
        candidates = list(zip(subs, objs, strict=True))
    else:
        candidates = [(s, o) for s in subs for o in objs]
    for s, o in candidates:
        if s.entity.key != o.entity.key and view.lex.fits(prop, s.entity.type, o.entity.type):
            yield Found(s, prop, o, rule, trigger)
