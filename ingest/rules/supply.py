"""Supplies: who hands what to whom ("Samsung will supply HBM4 to Nvidia", "SoftBank provided
funding to Graphcore"), and whether the text states the supply or only hopes for it."""

from __future__ import annotations

from typing import Any

from .chunks import OBJECT_DEPS
from .context import Chunk, SentenceView


def hands_money(view: SentenceView, verb: Any) -> bool:
    """True if what a verb of supplying hands over is money ("SoftBank provided funding to
    Graphcore", "provided $500 million in funding to", "aportó financiación a"): the supplier
    invests in the recipient. The money is the object's head, or what an amount is "in"; not
    a word that only modifies the head ("investment advice", "servicios de financiación")."""
    money = view.lex.money_nouns
    for obj in (c for c in verb.children if c.dep_ in OBJECT_DEPS):
        if obj.lemma_.lower() in money or obj.lower_ in money:
            return True
        if obj.like_num or view.in_amount(obj):
            # "$500 million in funding", "500 millones en financiación"
            return any(t.lower_ in money for c in obj.children for t in (c, *c.children))
    return False


def supplier_of(view: SentenceView, verb: Any) -> Chunk | None:
    """Who supplies, for a verb that states a supply (``supplies``): its subject, or the
    company a pronoun stands for ("Samsung said it will supply HBM4 to Nvidia")."""
    if not supplies(view, verb):
        return None
    subject = view.subject_of(verb)
    # the pronoun of a report ("said it will supply"), not of a clause joined to another
    # ("said TSMC would make them and that it will supply them": "it" may be TSMC)
    if subject is None and verb.dep_ == "ccomp":
        subject = view.reference_subject(verb, True, "partnersWith")
    return subject


def supplies(view: SentenceView, verb: Any) -> bool:
    """True for a verb of supplying that states a supply ("Samsung will supply HBM4 to
    Nvidia") or is the purpose of an agreement ("signed a letter of intent to supply ..."),
    not one hoped for, failed or competed for ("hopes to supply", "failed to supply")."""
    lex = view.lex
    if verb.lemma_.lower() not in lex.supply_verbs:
        return False
    if verb.dep_ in {"ROOT", "conj"}:
        return True
    if verb.dep_ == "ccomp" and verb.head.lemma_.lower() in lex.supply_reports:
        return True  # "announced that it would supply technology to LG"
    noun = verb.head
    for _ in range(3):  # "a letter of intent to supply": up through "of"
        if noun.lemma_.lower() in lex.supply_agreements:
            return True
        noun = noun.head
    # "firmó una carta de intenciones para suministrar": the parser may hang the purpose
    # on the verb that signs the agreement
    signed = verb.head if verb.dep_ == "advcl" else None
    return signed is not None and any(
        c.dep_ in {"obj", "dobj"} and c.lemma_.lower() in lex.supply_agreements
        for c in signed.children
    )
