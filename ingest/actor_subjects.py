"""Names nothing has typed, typed by what they do: the subject of "raised $250mn", "announced",
"acquired" or "partnered" is a company ("Palo Alto-based Modular ... announced it has received
the new investment"); and by what a copula says they are ("Klarna es una fintech sueca").
Typed before references are resolved, such a company can be the one an article is about, so
that "the start-up" and "investors such as GV" find it."""

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
            if root.dep_ not in SUBJECT_DEPS:
                head = _verb_after_set_off(doc, m, lex) or head
            if (
                (root.dep_ in SUBJECT_DEPS or head.i != root.head.i)
                and head.pos_ in {"VERB", "AUX"}
                and (
                    head.lemma_.lower() in lex.actor_verbs
                    or _intends_to_act(head, lex)
                    or _launches_a_thing(head, lex)
                )
            ):
                m = replace(m, entity=replace(m.entity, type="Company"))
            elif root.dep_ in SUBJECT_DEPS and (kind := _said_to_be(head, lex)):
                m = replace(m, entity=replace(m.entity, type=kind))
        out.append(m)
    return out


def _verb_after_set_off(doc: Any, m: Mention, lex: Lexicon) -> Any | None:
    """The verb of "one of ...", when the name stands set off by commas right before it ("One
    of Nvidia's partners, SEEQC, has raised", "Una de las empresas ..., SEEQC, ha recaudado"):
    the name the subject "one" stands for."""
    if m.start < 2 or m.end + 1 >= len(doc) or doc[m.start - 1].text != ",":
        return None
    if doc[m.end].text != ",":
        return None
    k = m.end + 1
    while k < len(doc) - 1 and doc[k].dep_.startswith("aux"):
        k += 1
    verb = doc[k]
    one = next(
        (c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.lower_ in lex.one_words), None
    )
    if one is None or verb.i != doc[m.end + 1].head.i:
        return None
    # "one of" companies or a group of them, not "Uno de los nuevos modelos, Zephyr,"
    nouns = [*one.children, *(g for c in one.children if c.dep_ == "prep" for g in c.children)]
    kinds = lex.company_nouns | frozenset(lex.groups)
    words = {w for t in nouns for w in (t.lemma_.lower(), t.lower_, t.lower_.removesuffix("s"))}
    return verb if words & kinds else None  # (a plural the lemmatizer leaves: "startups")


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


def _said_to_be(head: Any, lex: Lexicon) -> str:
    """ "Company" for a subject a copula's noun says is one ("Klarna es una fintech sueca",
    "Klarna is a Swedish company"), or "": only nouns of a business, not of a person who may
    design or lead ("Keller es un diseñador de chips"), nor a rival (a product is one too),
    nor what the copula denies ("Zephyr no es una empresa")."""
    noun = head
    if head.pos_ == "AUX" and head.lemma_.lower() in lex.copulas:
        noun = next((c for c in head.children if c.dep_ == "attr"), head)
    elif not any(c.dep_ == "cop" for c in head.children):
        return ""
    if any(c.dep_ == "neg" or c.lower_ in lex.negations for c in (*head.children, *noun.children)):
        return ""
    nouns = lex.business_nouns
    named = noun.lemma_.lower() in nouns or noun.lower_ in nouns
    # ("una fintech sueca": the tagger may take the noun for an adjective after its article)
    nominal = noun.pos_ == "NOUN" or any(c.dep_ == "det" for c in noun.children)
    return "Company" if named and nominal else ""
