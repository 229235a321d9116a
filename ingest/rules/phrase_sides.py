"""What stands on either side of a phrase that relates two names, where it says the phrase is
not between them: a common thing after it ("catch up with demand from Nvidia"), a company's
thing ("with Nvidia's demand"), the members of a class a relative clause names beside others
("una de las empresas que ..., junto con A y B")."""

from __future__ import annotations

from typing import Any

from .chunks import PRODUCT_TYPES, RELATIVE_PRONOUNS, SUBJECT_DEPS
from .context import Chunk, SentenceView
from .relatives import owner_before_genitive
from .words import morph_values


def thing_between(view: SentenceView, last: int, right: Chunk) -> bool:
    """True for a common noun between a phrase and the name after it that describes no one
    ("catch up with demand from Nvidia"; not "with market leader Nvidia")."""
    return any(
        t.pos_ == "NOUN"
        and not view.kind_of(t)  # (a class noun describes the name: "the chipmaker TSMC")
        and not last < t.head.i < right.end  # ("market" of "market leader")
        for t in view.doc[last + 1 : right.start]
    )


def owners_thing(view: SentenceView, right: Chunk) -> bool:
    """True for a company before a genitive marker ("catch up with Nvidia's demand"): its
    thing is caught up with (a product's is its rival's: "the H20's performance")."""
    return owner_before_genitive(view, right) and not right.types & PRODUCT_TYPES


def of_a_class(view: SentenceView, verb: Any) -> bool:
    """True for a verb of a relative clause that a relative pronoun opens as its subject on a
    plural company noun ("Globant es una de las empresas que más se benefician de los
    subsidios, junto con Mercado Libre y Accenture"): the names beside it are others of the
    class, no partners (not "los chips que Samsung fabricará junto con Tesla", nor a verb of
    making or partnering)."""
    for _ in range(4):
        if verb.dep_ in {"acl", "relcl", "acl:relcl"} and verb.head.pos_ == "NOUN":
            noun = verb.head
            kind = view.lex.cue_types.get(noun.lower_) or view.lex.cue_types.get(
                noun.lemma_.lower()
            )
            opened = any(
                c.dep_ in SUBJECT_DEPS and c.lower_ in RELATIVE_PRONOUNS for c in verb.children
            )
            frames = view.lex.verbs.get(verb.lemma_.lower(), ())
            # (not "una de las empresas que desarrollaron el sistema junto con Foxconn")
            acts = any(f.property in {"develops", "partnersWith"} for f in frames)
            plural = "Plur" in morph_values(noun, "Number")
            return kind == "Company" and opened and plural and not acts
        if verb.head.i == verb.i:
            return False
        verb = verb.head
    return False
