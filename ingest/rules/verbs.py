"""Subject–verb–object facts: "Google anunció TorchTPU", "AMD compite con Nvidia", passives too."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..lexicon import Frame
from .context import Chunk, Found, SentenceView
from .pairs import pairs

MAX_OBJECT_GAP = 6


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    for tok in view.sent:
        if tok.pos_ not in {"VERB", "AUX"} or view.chunk_at(tok.i) is not None:
            continue
        for frame in lex.verbs.get(tok.lemma_.lower(), ()):
            yield from _frame(view, tok, frame)


def _passive(view: SentenceView, verb: Any) -> bool:
    return "Part" in verb.morph.get("VerbForm") and any(
        c.dep_.startswith("aux") and c.lemma_.lower() in view.lex.passive_aux for c in verb.children
    )


def _after_prep(view: SentenceView, verb: Any, preps: frozenset[str]) -> Chunk | None:
    for j in range(verb.i + 1, min(verb.i + 1 + MAX_OBJECT_GAP, view.sent.end)):
        tok = view.doc[j]
        if tok.lower_ in preps:
            return view.chunk_after(j, max_gap=4)
        if view.chunk_at(j) is not None or view.is_boundary(tok):
            return None
    return None


def _frame(view: SentenceView, verb: Any, frame: Frame) -> Iterator[Found]:
    if frame.with_words:
        window = view.doc[verb.i + 1 : min(verb.i + 4, view.sent.end)]
        if not any(
            t.lemma_.lower() in frame.with_words or t.lower_ in frame.with_words for t in window
        ):
            return
    if _passive(view, verb):
        # "TorchTPU fue anunciado por Google": the agent is the subject of the fact.
        agent = _after_prep(view, verb, view.lex.agent_preps)
        patient = view.subject_of(verb) or view.chunk_before(verb.i, max_gap=3)
        if agent is not None and patient is not None:
            yield from pairs(view, agent, frame.property, patient, "verbs.passive", verb.i)
        return
    rule = "verbs.svo"
    subject = view.subject_of(verb)
    if subject is None:
        rule = "verbs.svo-surface"
        subject = view.chunk_before(verb.i, max_gap=6, allow_comma=True)
    if subject is None:
        return
    if frame.preps:
        obj = _after_prep(view, verb, frame.preps)
    else:
        obj = view.chunk_after(verb.i, max_gap=MAX_OBJECT_GAP)
    if obj is None or obj.start < verb.i:
        return
    yield from pairs(view, subject, frame.property, obj, rule, verb.i)
