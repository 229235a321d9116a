"""Names nothing has typed, typed by what they do: the subject of "raised $250mn", "announced",
"acquired" or "partnered" is a company ("Palo Alto-based Modular ... announced it has received
the new investment"). Typed before references are resolved, such a company can be the one an
article is about, so that "the start-up" and "investors such as GV" find it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .facts import Mention
from .lexicon import Lexicon
from .spans import span_root

SUBJECT_DEPS = frozenset({"nsubj", "nsubj:pass"})


def type_actor_subjects(doc: Any, lex: Lexicon, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` with each untyped name that is the subject of an actor's verb typed as a
    company."""
    out = []
    for m in mentions:
        if not m.entity.type and not m.entity.known and not m.coref:
            root = span_root(doc, m.start, m.end)
            head = root.head
            if (
                root.dep_ in SUBJECT_DEPS
                and head.pos_ in {"VERB", "AUX"}
                and (
                    head.lemma_.lower() in lex.actor_verbs
                    or _intends_to_act(head, lex)
                    or _launches_a_thing(head, lex)
                )
            ):
                m = replace(m, entity=replace(m.entity, type="Company"))
        out.append(m)
    return out


def _intends_to_act(verb: Any, lex: Lexicon) -> bool:
    """ "NXP intends to purchase Kinara", "planea adquirir": a verb whose infinitive is an
    actor's verb."""
    return any(
        c.dep_ == "xcomp" and c.pos_ == "VERB" and c.lemma_.lower() in lex.actor_verbs
        for c in verb.children
    )


def _launches_a_thing(verb: Any, lex: Lexicon) -> bool:
    """ "JetBrains launched Junie", "Replit lanzó Agent 3": a verb of presenting with an object
    (not "Stargate launched in January")."""
    frames = lex.verbs.get(verb.lemma_.lower(), ())
    return any(f.property == "announces" and not f.preps for f in frames) and any(
        c.dep_ in {"dobj", "obj"} for c in verb.children
    )
