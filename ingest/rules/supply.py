"""Supplies: who hands what to whom ("Samsung will supply HBM4 to Nvidia", "SoftBank provided
funding to Graphcore"), and whether the text states the supply or only hopes for it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..lexicon import Frame
from .chunks import ACTORS, OBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .object_roles import for_a_chip
from .objects import attempted, owns_what_follows, qualifies_what_follows
from .pairs import pairs
from .preps import MAX_OBJECT_GAP, MAX_WITH_WORDS_GAP, after_prep, companions
from .voice import is_passive, patient_of


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
    head = verb.head
    if verb.dep_ in {"xcomp", "advcl"} and head.lemma_.lower() in lex.supply_commitments:
        # "has agreed to supply HBM4 to Nvidia", "se comprometió a suministrar"; a commitment
        # stated ("could agree", "refused to commit", "has yet to agree" state none)
        stated = head.dep_ in {"ROOT", "conj", "relcl", "ccomp"} and not view.denied(head.i)
        return stated and not view.hedged(head)
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


def _owns_a_role(view: SentenceView, chunk: Chunk) -> bool:
    """True for a name that owns a role noun ("Nvidia's biggest customers", "a los clientes
    de Nvidia"): those who hold the role are meant, not the name."""
    roles = view.lex.role_nouns
    before = view.doc[max(view.sent.start, chunk.start - 3) : chunk.start]
    if any(t.lower_ in roles for t in before):
        return True
    if chunk.end < view.sent.end and view.doc[chunk.end].lower_ in roles:
        return True  # "to its Google Cloud customers"
    j = chunk.end + 1
    while j < view.sent.end and view.doc[j].pos_ == "ADJ":
        j += 1
    return owns_what_follows(view, chunk) and j < view.sent.end and view.doc[j].lower_ in roles


def _platforms(view: SentenceView, chunk: Chunk) -> Chunk | None:
    """The companies and clouds of a place of offer ("on Azure, Hugging Face and Ollama": not a
    framework, a phone, a node or a chip: "launched the MI350 on TSMC's N3P node"), or None
    for a name that only owns or qualifies the noun after a preposition ("on Cerebras
    hardware", "on Groq chips", "en los servidores de Cerebras")."""
    before = view.doc[chunk.start - 2 : chunk.start]
    nxt = view.doc[chunk.end] if chunk.end < view.sent.end else None
    if (
        owns_what_follows(view, chunk)
        or qualifies_what_follows(view, chunk)
        or (nxt is not None and view.chunk_at(nxt.i) is not None)
        or (
            nxt is not None
            and nxt.is_lower
            and nxt.pos_ == "NOUN"
            and nxt.lower_ not in view.lex.platform_nouns
        )
        or (len(before) == 2 and before[1].lower_ in view.lex.of_preps and before[0].pos_ == "NOUN")
    ):
        return None
    kept = tuple(m for m in chunk.mentions if m.entity.type in {"Company", "CloudPlatform"})
    return Chunk(kept) if kept else None


def _of_a_company(view: SentenceView, thing: Chunk) -> bool:
    """True for products named as what a company noun's firm makes ("la firma de FPGAs", "the
    maker of GPUs"): the company is what the phrase names."""
    before = view.doc[max(view.sent.start, thing.start - 2) : thing.start]
    return (
        len(before) == 2
        and before[1].lower_ in view.lex.of_preps
        and before[0].lower_ in view.lex.company_nouns
    )


def recipient_facts(view: SentenceView, verb: Any, frame: Frame) -> Iterator[Found]:
    """ "Samsung comenzará a suministrar su memoria HBM3E a NVIDIA", "its Mach-1 chips supplied
    to Naver": the recipient ``frame.property`` what is handed over."""
    if attempted(view, verb) or _not_stated(view, verb):
        return  # "struggled to sell HBM3E to Nvidia", "intenta vender": no supply yet
    passive = is_passive(view, verb)
    thing = patient_of(view, verb) if passive else view.chunk_after(verb.i, max_gap=MAX_OBJECT_GAP)
    # The recipient comes after the verb and, in the active voice, after what is handed over
    # ("will supply AI chips to Nokia": the first name after the verb may be the recipient).
    start = verb if passive or thing is None else view.doc[thing.end - 1]
    recipient = after_prep(view, start, frame.recipient_preps, MAX_WITH_WORDS_GAP)
    between = view.doc[verb.i + 1 : thing.start] if thing is not None and not passive else ()
    if recipient is None and any(t.lower_ in frame.recipient_preps for t in between):
        recipient, thing = thing, None
    if recipient is None and thing is not None and not passive:
        recipient = _agreement_partner(view, verb)  # "a deal with AMD to supply its HBM3E"
    if recipient is None or recipient == thing or _owns_a_role(view, recipient):
        return  # "sells its Ascend chips to Nvidia's customers": the customers receive them
    if thing is not None and _of_a_company(view, thing):
        return  # "vendió el 51 % de la firma de FPGAs a Silver Lake": a stake, no chips
    if frame.property == "offers" and (recipient := _platforms(view, recipient)) is None:
        return  # "launches its model on Cerebras hardware": the model runs there, none sells it
    if thing is not None:  # "HBM4 for the Rubin GPUs": a chip is built with the chips it gets
        chips = frozenset({"Chip"}) if for_a_chip(view, thing, recipient) else frozenset()
        rule, prop = "verbs.recipient", frame.property
        yield from pairs(view, recipient, prop, thing, rule, verb.i, subject_types=chips)
    # "Samsung signed a letter of intent to supply memory chips to OpenAI": supplier, partner
    supplier = None if passive or frame.property != "uses" else supplier_of(view, verb)
    if supplier is not None and supplier.types == recipient.types == {"Company"}:
        prop = "investsIn" if hands_money(view, verb) else "partnersWith"
        yield from pairs(view, supplier, prop, recipient, "verbs.supplier", verb.i)


def _agreement_partner(view: SentenceView, verb: Any) -> Chunk | None:
    """The company an agreement whose purpose is a supply is made with: "signed a deal with
    AMD to supply its HBM3E memory", "un acuerdo con Nvidia para suministrar su HBM4" (the
    supply goes to it)."""
    lex = view.lex
    if verb.dep_ not in {"advcl", "acl", "xcomp"} or verb.head.i > verb.i:
        return None
    if any(c.dep_ in {"nsubj", "nsubj:pass"} for c in verb.children):
        return None  # "un acuerdo con AMD, la cual le suministrará": a clause of its own
    if any(c.lower_ in lex.joint_adverbs for c in verb.children):
        return None  # "a deal with TSMC to jointly supply HBM4": a fellow supplier
    signer = verb.head  # (a failed or denied signing: ``_not_stated``)
    heads = [signer, *(c for c in signer.children if c.dep_ in OBJECT_DEPS)]
    if not any(h.lemma_.lower() in lex.supply_agreements for h in heads):
        return None
    return next((c for h in heads for c in companions(view, h) if c.types <= ACTORS), None)


def _not_stated(view: SentenceView, verb: Any) -> bool:
    """True for a supply under a verb that refuses, denies or only may commit to it, or to the
    agreement it is the purpose of ("refused to commit to supply", "could agree to supply",
    "failed to agree a deal to supply", "no logró cerrar el acuerdo para suministrar")."""
    up = verb
    for _ in range(5):  # up through agreements ("failed to agree a deal to supply")
        if up.dep_ not in {"xcomp", "acl", "relcl", "advcl", "obj", "dobj"} or up.head.i == up.i:
            break
        committed = up.dep_ == "xcomp"  # "could agree to supply" (not a report's hedge)
        up = up.head
        if up.pos_ not in {"VERB", "AUX"}:
            continue
        if up.lemma_.lower() in view.lex.failing_verbs or view.denied(up.i):
            return True  # "no logró cerrar el acuerdo para suministrar"
        if any(c.lower_ in view.lex.pending_words for c in up.children):
            return True  # "has yet to agree to supply"
        if committed and up.lemma_.lower() in view.lex.supply_commitments and view.hedged(up):
            return True
    return False
