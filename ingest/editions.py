"""Editions of a known AI model named by one word before or after the model's name: "Defense
Llama", "Space Llama", "Claude Gov", "ChatGPT Go". A capitalised word nothing knows or types,
right beside a known model's name, makes with it one new model of that family (not the model
and a second name, which the rules would read as its maker or its rival). The gazetteer's own
editions stay what it knows ("Code Llama"); a tier ("Claude Opus"), an acronym ("Claude AI")
or a class word ("Llama models") makes no edition."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .entities import new_entity
from .facts import Mention
from .lexicon import Lexicon
from .name_shapes import name_tail


def model_editions(doc: Any, mentions: list[Mention], lex: Lexicon) -> list[Mention]:
    """``mentions`` with each known model and the word glued to it made one edition."""
    out: list[Mention] = []
    for m in mentions:
        prev = out[-1] if out else None
        edition = _edition(doc, prev, m, lex) if prev is not None and prev.end == m.start else None
        if edition is not None:
            out[-1] = edition
        else:
            out.append(m)
    return out


def _edition(doc: Any, prev: Mention, m: Mention, lex: Lexicon) -> Mention | None:
    if _model(prev) and _word(m, lex) and _not_a_surname(prev, m, lex):
        model, word = prev, m  # "Claude Gov"
        label = f"{model.entity.label} {word.text}"
    elif _model(m) and _word(prev, lex) and m.text not in lex.given_name_models:
        model, word = m, prev  # "Defense Llama" (not "Golfer Ernie")
        label = f"{word.text} {model.entity.label}"
        # "Enterprise ChatGPT": the edition the gazetteer knows with the word after the name
        swapped = new_entity(f"{model.entity.label} {word.text}", "AIModel")
        label = swapped.label if swapped.known else label
    else:
        return None
    entity = new_entity(label, "AIModel")
    if not entity.known:
        entity = replace(entity, family=model.entity.key)
    return Mention(entity, prev.start, m.end, doc[prev.start : m.end].text)


def _model(m: Mention) -> bool:
    return m.entity.known and m.entity.type == "AIModel" and not m.coref


def _not_a_surname(model: Mention, word: Mention, lex: Lexicon) -> bool:
    """True unless the model is named as people are and the word after it is as long as a
    surname ("Claude Shannon", "Alexa Chung"; "Claude Gov" is an edition)."""
    return model.text not in lex.given_name_models or len(word.text) <= MAX_TAG


# How long the word after a model named as people are may be to make an edition ("Gov", "Edu").
MAX_TAG = 4


def _word(m: Mention, lex: Lexicon) -> bool:
    """True for one capitalised word nothing knows or types: no tier, acronym or class word."""
    text = m.text
    return (
        not m.entity.type
        and not m.coref
        and " " not in text
        and text.isalpha()
        and text[:1].isupper()
        and not text.isupper()
        and text not in lex.model_tiers
        and text not in lex.non_editions
        and text.lower() not in lex.not_entities
        and name_tail(m, lex)
    )
