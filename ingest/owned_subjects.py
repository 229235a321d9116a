"""Two narrow readings for reference resolution: a company that owns a sentence's subject
("El éxito de Intel se basa en ... la unidad que la empresa adquirió"), whom the sentence's
own "la empresa" stands for, and a platform named as a supercomputer, which "the system"
may stand for (a cloud such as AWS is no system)."""

from __future__ import annotations

from typing import Any

from .facts import Entity, Mention
from .focus import SUBJECT_DEPS, Focus
from .knowledge import makers_of, same_house, supercomputers
from .lexicon import Lexicon
from .spans import span_root

# How a name hangs on the noun of a phrase it is part of.
NAME_PARTS = frozenset({"appos", "flat", "compound", "nmod"})


def owns_subject(doc: Any, m: Mention, lex: Lexicon) -> bool:
    """True if the mention owns a subject that names nothing ("El éxito de Intel se basa
    en ...", "Intel's success rests on ...")."""
    top = span_root(doc, m.start, m.end)
    head = top.head
    return (
        top.dep_ in {"nmod", "poss"}
        and head.dep_ in SUBJECT_DEPS
        and head.pos_ == "NOUN"
        and head.ent_type_ == ""
        and (top.dep_ == "poss" or head.i < top.i)
        # "La compra de Xilinx": what a noun of a relation is done to, not its owner
        and head.lemma_.lower() not in lex.nouns
    )


def owner_stands(
    doc: Any, owner: tuple[Entity, int, int], before: list[Mention], start: int, end: int
) -> bool:
    """True if the reference at ``start:end`` is the owner's: it hangs in a clause below the
    owned subject's verb, and no other company is named between them, but one the
    reference's own clause describes ("sus FPGA de Xilinx, la unidad que la empresa compró"
    is about Xilinx; "El dominio de Nvidia preocupa a Google, aunque la empresa" is Google)."""
    entity, verb, owner_end = owner
    above = list(doc[end - 1].ancestors)
    if not any(a.i == verb for a in above):
        return False
    # the names the phrases on the way up are made of ("sus FPGA de Xilinx, la unidad que",
    # "la unidad Habana que")
    described = {a.i for a in above} | {
        k
        for a in above
        for c in a.children
        if c.dep_ in NAME_PARTS and c.i < start
        for k in range(c.left_edge.i, c.right_edge.i + 1)
    }
    return not any(
        o.entity.type == "Company"
        and o.entity != entity
        and owner_end <= o.start < start
        and not any(o.start <= k < o.end for k in described)
        for o in before
    )


def named_a_system(doc: Any, m: Mention, lex: Lexicon) -> bool:
    """True if the platform is a supercomputer or a cluster, by the gazetteer ("LUMI
    supercomputer" is an alias) or its sentence ("the Frontier supercomputer", "el
    superordenador Alps")."""
    if m.entity.key in supercomputers():
        return True
    sent = doc[m.start].sent
    return any(lex.reference_nouns.get(t.lower_) == "CloudPlatform" for t in sent)


def owned_product_at(
    doc: Any, lowers: list[str], i: int, lex: Lexicon, by_start: dict[int, Mention], focus: Focus
) -> Mention | None:
    """ "Microsoft presentó el Cobalt 100. El SoC de Microsoft utiliza ...", "Microsoft's chip
    uses ...": a product's class noun its maker owns stands for that maker's product in focus
    (the reference, on the noun); ``None`` where nothing at ``i`` opens one."""
    if lowers[i] in lex.genitive_markers:  # "Microsoft's chip": the owner before the marker
        owner = next((m for m in by_start.values() if m.end == i), None)
        noun = i + 1
    elif lowers[i] in lex.reference_determiners:  # "el chip de Microsoft": the owner after
        owner, noun = None, i + 1
    else:
        return None
    while noun < len(doc) and doc[noun].pos_ == "ADJ":
        noun += 1
    type_ = lex.reference_nouns.get(lowers[noun], "") if noun < len(doc) else ""
    if not type_ or "Plur" in doc[noun].morph.get("Number"):
        return None
    if owner is None:
        k = noun + 1
        if k >= len(doc) or lowers[k] not in lex.owner_preps:
            return None
        k += 1
        while k < len(doc) and doc[k].pos_ == "DET":
            k += 1
        owner = by_start.get(k)
    if owner is None or owner.entity.type != "Company":
        return None
    product = focus.product(type_)
    if product is None or not any(
        same_house(owner.entity.key, maker) for maker in makers_of(product.key, product.family)
    ):
        return None
    return Mention(product, noun, noun + 1, doc[noun].text, coref=True)
