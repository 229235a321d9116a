"""Companies that act together are partners: "AMD and Sony jointly designed", "Meta and
Broadcom have taped out their first accelerator" (one thing made together)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from .chunks import ACTORS
from .context import Chunk, Found, SentenceView
from .pairs import pairs
from .verbs import verb_lemmas


def extract(view: SentenceView) -> Iterator[Found]:
    yield from _jointly(view)
    yield from _made_together(view)


def _made_together(view: SentenceView) -> Iterator[Found]:
    """ "Intel y Dell están planeando construir una gran supercomputadora", "Meta and Broadcom
    have taped out their first AI training accelerator": companies that together make one
    thing (a singular object, not "GPUs", not "their own chips") are partners."""
    lex = view.lex
    for tok in view.tokens:
        if tok.pos_ != "VERB" or not any(
            f.property == "develops"
            for lemma in verb_lemmas(tok, lex)
            for f in lex.verbs.get(lemma, ())
        ):
            continue
        obj = next((c for c in tok.children if c.dep_ in {"obj", "dobj"}), None)
        if obj is None or "Sing" not in obj.morph.get("Number") or view.chunk_at(obj.i) is not None:
            continue
        if any(t.lower_ in lex.own_words for t in obj.subtree):
            continue
        yield from _subjects_partner(view, tok, tok.i)


def _jointly(view: SentenceView) -> Iterator[Found]:
    """ "CoreWeave y Nvidia planean desarrollar conjuntamente", "AMD and Sony jointly
    designed": companies that do something jointly are partners."""
    for tok in view.tokens:
        if tok.lower_ not in view.lex.joint_adverbs:
            continue
        verb = tok.head if tok.head.pos_ in {"VERB", "AUX"} else None
        if verb is None or verb.lemma_.lower() in view.lex.summing_verbs:
            continue
        yield from _subjects_partner(view, verb, tok.i)


def _subjects_partner(view: SentenceView, verb: Any, trigger: int) -> Iterator[Found]:
    """The actors among ``verb``'s first subject, each a partner of every other one."""
    candidates, _ = view.subjects_of(verb)
    actors = [m for m in (candidates[0].mentions if candidates else ()) if m.entity.type in ACTORS]
    for a, b in itertools.combinations(actors, 2):
        yield from pairs(view, Chunk((a,)), "partnersWith", Chunk((b,)), "verbs.jointly", trigger)
