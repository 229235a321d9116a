"""What stands on either side of a phrase that relates two names, where it says the phrase is
not between them: a common thing after it ("catch up with demand from Nvidia"), a company's
thing ("with Nvidia's demand"), the members of a class a relative clause names beside others
("una de las empresas que ..., junto con A y B"), names a group noun of another relation or a
class's examples introduce ("junto a rivales como CoreWeave", "junto a otros fondos como
Plural"), a name inside a closed relative clause; and
which name a comparison is of: the product placed in a device, the subject of a predicate
coordinated after a first comparison."""

from __future__ import annotations

from typing import Any

from ..spans import span_root
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


def in_closed_clause(view: SentenceView, left: Chunk, i: int) -> bool:
    """True for a name inside a relative clause that ends before token ``i``: the clause
    describes another name, and what follows it is not said of the name inside."""
    doc = view.doc
    for above in doc[left.start].ancestors:
        end = above.right_edge.i
        if above.dep_ in {"relcl", "acl"} and not above.left_edge.i <= i <= end:
            # set off by commas, its verb finite: ", which Intel once tried to buy,"
            start = above.left_edge.i  # (the parser may hang the commas on the clause)
            opened = doc[start].text == "," or (start > 0 and doc[start - 1].text == ",")
            closed = opened and (
                doc[end].text == "," or (end + 1 < len(doc) and doc[end + 1].text == ",")
            )
            finite = "Fin" in morph_values(above, "VerbForm") or above.tag_ in {"VBD", "VBZ", "VBP"}
            return closed and finite
    return False


def coordinated_predicate(view: SentenceView, left: Chunk, i: int) -> bool:
    """True for a predicate coordinated between ``left``, compared by a phrase before it or no
    subject, and a phrase at ``i`` ("es más potente que A y está al nivel de B", "impulsar los
    ingresos de Arm y reforzar la competencia frente a"): the phrase is said of the clause's
    subject, not of A (but "A llega este trimestre y es más rápido que B": A, the subject)."""
    gap = view.doc[left.end : i]
    coordinated = any(
        t.pos_ == "CCONJ" and k + 1 < len(gap) and gap[k + 1].pos_ in {"VERB", "AUX"}
        for k, t in enumerate(gap)
    )
    subject = span_root(view.doc, left.start, left.end).dep_ in SUBJECT_DEPS
    return coordinated and (_after_comparison(view, left) or not subject)


def placed_inside(view: SentenceView, left: Chunk) -> Chunk | None:
    """The product placed inside ``left`` by a participle or adjective, or by a preposition of
    placement right on the product's name ("el Kirin 9020 presente en la serie Mate 70", "the
    Tensor G4 chip used in the Pixel 9", "the Tensor G4 inside the Pixel 9": the Kirin or the
    Tensor for the Mate 70 or the Pixel 9): what a comparison after them compares is that
    product, not the place."""
    tok = span_root(view.doc, left.start, left.end)
    while tok.dep_ in {"appos", "compound", "flat"} and tok.head.i != tok.i:
        tok = tok.head
    if tok.dep_ not in {"nmod", "pobj", "obl"}:
        return None
    adp = tok.head.pos_ == "ADP"
    prep = tok.head if adp else next((c for c in tok.children if c.dep_ == "case"), None)
    head = tok.head.head if adp else tok.head
    participle = head.pos_ == "VERB" and "Part" in morph_values(head, "VerbForm")
    if prep is None or prep.lower_ not in view.lex.placement_preps:
        return None
    placed = view.chunk_at(head.i)  # "the new Tensor G4 inside the Pixel 9"
    if placed is None:
        if head.dep_ not in {"amod", "acl"} or not (head.pos_ == "ADJ" or participle):
            return None  # (not "lo que se juega en la batalla ASIC": a finite clause)
        placed = view.chunk_in(head.head)  # "the Tensor G4 chip used in the Pixel 9"
    return placed if placed is not None and placed.end <= left.start else None


def compared_already(view: SentenceView, left: Chunk, i: int) -> bool:
    """True for a name right after a comparison of its own, with no verb between it and the
    phrase at ``i`` ("faster than the Apple M3 and comparable to the Core Ultra 9"): both are
    compared with the clause's subject, not with each other."""
    if any(t.pos_ in {"VERB", "AUX"} for t in view.doc[left.end : i]):
        return False  # ("B, which is faster than C": B is compared in a clause of its own)
    return _after_comparison(view, left)


def _after_comparison(view: SentenceView, left: Chunk) -> bool:
    """True for a name a comparison's phrase brings ("que el Exynos 2400", "than the M3")."""
    j = left.start - 1
    # (its determiner and class noun: "que el procesador Snapdragon"; not "more than twice the")
    while j > view.sent.start and (view.doc[j].dep_ == "det" or view.is_class_noun(view.doc[j])):
        j -= 1
    return view.phrase_before(j + 1, view.lex.rival_marks[0])


def in_another_role(view: SentenceView, last: int, right: Chunk, prop: str) -> bool:
    """True if a group noun of another relation introduces the names after the phrase."""
    groups = view.lex.groups
    return any(
        groups.get(t.lemma_.lower(), groups.get(t.lower_, prop)) != prop
        for t in view.doc[last + 1 : right.start]
    )


def others_of_a_class(view: SentenceView, last: int, right: Chunk) -> bool:
    """True for names a class's examples introduce after a companion's words ("junto a otros
    fondos como Lightspeed", "along with other companies such as Dell"): the subject is one of
    that class beside them, which makes them no partners."""
    between = view.lowers_in(last + 1, right.start)
    lex = view.lex
    if any(lex.groups.get(w) == "partnersWith" for w in between):
        return False  # "junto a otros socios como Foxconn": partners all the same
    return not between.isdisjoint(lex.others_words) and not between.isdisjoint(
        lex.example_introducers
    )
