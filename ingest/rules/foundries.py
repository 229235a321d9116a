"""Chips made by another company: "Cerebras' WSE-3 is manufactured by TSMC", "el Ascend 910C
está fabricado por SMIC", "which Samsung Foundry manufactures for Google". The gold lists
write the maker (a foundry) as a partner of the chip's developer, or of the customer the
making is for; the maker does not develop the chip (the gazetteer says who does)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from ..entities import known_entities
from ..facts import Mention
from ..knowledge import known_developers, same_house
from ..lexicon import Lexicon
from .chunks import OBJECT_DEPS, PRODUCT_TYPES
from .context import Chunk, Found, SentenceView
from .lemmas import participles, verb_lemmas
from .objects import owns_what_follows
from .pairs import pairs
from .preps import after_prep
from .voice import is_passive, patient_of

RULE = "verbs.foundry"
PARTS_RULE = "verbs.foundry-parts"
MAX_MADE_GAP = 5


def _developers(made: Chunk | None, maker: Chunk) -> list[Mention]:
    """The known developers of the chips in ``made`` (each standing where its chip does),
    none of the maker's house: the makers' customers."""
    if made is None:
        return []
    known, found = known_entities(), []
    makers = [m.entity.key for m in maker.mentions]
    for m in made.mentions:
        developers = known_developers(m.entity.key)
        if m.entity.type != "Chip" or m.coref or len(developers) != 1:
            continue  # (HBM has three makers: a chip of the family is no one's in particular)
        key = next(iter(developers))
        if key in known and not any(same_house(key, k) for k in makers):
            found.append(Mention(known[key], m.start, m.end, m.text))
    return found


def _goods(view: SentenceView, verb: Any, made: Chunk | None) -> bool:
    """True if what is made is a product: a named one, or a class noun ("makes chips for
    Apple", "the chip, which Samsung Foundry manufactures"), not "made an offer for"."""
    if made is not None and made.types & PRODUCT_TYPES:
        return True
    nouns = [c for c in verb.children if c.dep_ in {"obj", "dobj", "nsubjpass", "nsubj:pass"}]
    if verb.dep_ == "relcl":
        nouns.append(verb.head)  # "the chip, which Samsung Foundry manufactures"
    return any(_product_class(view, n) for n in nouns)


def _hoped(view: SentenceView, verb: Any) -> bool:
    """True for a making hoped for, wanted or bid for ("hopes to manufacture", "quiere
    fabricar", "made a bid for the contract to make chips"): up to three words above it."""
    words = view.lex.hoping_verbs | view.lex.attempt_words
    tok = verb
    for _ in range(3):
        if tok.head.i == tok.i:
            return False
        tok = tok.head
        if tok.lemma_.lower() in words or tok.lower_ in words:
            return True
    return False


def _owns_goods(view: SentenceView, owner: Chunk) -> bool:
    """True for a company named as the owner of a class of products ("los chips de Apple",
    "OpenAI's first chip")."""
    at, doc = owner.start - 1, view.doc
    if owner.end < view.sent.end and doc[owner.end].lower_ in view.lex.genitive_markers:
        # "OpenAI's first chip will be fabricated by TSMC"
        return any(_product_class(view, t) for t in doc[owner.end + 1 : owner.end + 4])
    return (
        at - 1 >= view.sent.start
        and doc[at].lower_ in view.lex.of_preps
        and _product_class(view, doc[at - 1])
    )


def _product_class(view: SentenceView, noun: Any) -> bool:
    """True for a class noun of products ("chips", "servidores"), not of companies
    ("rivales", "customers")."""
    cue = view.lex.cue_types
    return (cue.get(noun.lower_) or cue.get(noun.lemma_.lower())) in PRODUCT_TYPES


@cache
def _words(lex: Lexicon) -> frozenset[str]:
    """The verbs of making and their participles ("fabricado", which the tagger may take for
    an adjective with its own lemma)."""
    return lex.foundry_verbs | participles(lex.foundry_verbs, lex)


def made_for_another(view: SentenceView, verb: Any, maker: Chunk, made: Chunk) -> bool:
    """True for a making verb whose goods are named as another company's ("las GPU de Nvidia,
    que son fabricadas por TSMC", "Nvidia's GPUs are manufactured by TSMC") or made at another
    company's word ("Nvidia encarga a TSMC que fabrique GPU"): the maker makes them for that
    company and does not develop them."""
    lex, doc = view.lex, view.doc
    if lex.foundry_verbs.isdisjoint(verb_lemmas(verb, lex)):
        return False
    owners = []
    if made.end + 1 < view.sent.end and doc[made.end].lower_ in lex.of_preps:
        owners.append(view.chunk_at(made.end + 1))  # "las GPU de Nvidia"
    if made.start - 2 >= view.sent.start and doc[made.start - 1].lower_ in lex.genitive_markers:
        owners.append(view.chunk_at(made.start - 2))  # "Nvidia's GPUs"
    head = verb.head
    asked = verb.dep_ in {"ccomp", "xcomp"} and head.lemma_.lower() in lex.commissioning_verbs
    if asked and any(
        c.dep_ in OBJECT_DEPS | {"iobj", "obl"} and maker.start <= c.i < maker.end
        for c in head.children
    ):
        # "Nvidia encarga a TSMC que fabrique GPU", "asked TSMC to make": the one asked
        # makes for the one who asks (not "said Sagence will", "helped Lumora to produce")
        owners.append(view.subject_of(verb.head))
    # (a name nothing types that owns goods is a company: "Lumora's GPUs"; a maker of the
    # owner's house makes its own: "Huawei's Ascend chips are made by HiSilicon")
    return any(
        o is not None
        and o.types <= {"Company", ""}
        and o != maker
        and not any(
            same_house(a.entity.key, b.entity.key) for a in o.mentions for b in maker.mentions
        )
        for o in owners
    )


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    if view.lacks(_words(lex)):
        return
    for tok in view.tokens:
        if tok.pos_ not in {"VERB", "ADJ"} or lex.foundry_verbs.isdisjoint(verb_lemmas(tok, lex)):
            continue
        if _hoped(view, tok):
            continue  # "Samsung hopes to manufacture chips for Nvidia", "Intel quiere fabricar"
        if is_passive(view, tok):
            maker, made = after_prep(view, tok, lex.agent_preps), patient_of(view, tok)
        else:
            maker = view.subject_of(tok)
            made = view.chunk_after(tok.i, max_gap=MAX_MADE_GAP)
            if made is not None and lex.companion_preps & view.lowers_in(tok.i, made.start):
                # "fabricarán servidores con los procesadores Grace de Nvidia": the chips are
                # the parts the maker builds with, not what it makes for their developer
                goods = any(
                    c.dep_ in {"obj", "dobj"} and c.i < made.start and c.lower_ in lex.goods_nouns
                    for c in tok.children
                )  # (not "makes its debut with Xeon 6+")
                chips = made.types == {"Chip"}
                if goods and chips and maker is not None and maker.types == {"Company"}:
                    yield from pairs(view, maker, "uses", made, PARTS_RULE, tok.i)
                if goods:
                    made = None  # (but "fabricará chips con el diseño del Ascend 910C de Huawei")
        if maker is None or maker.types != {"Company"} or any(m.coref for m in maker.mentions):
            continue  # (a reference may stand for the wrong company: it says too little here)
        if any(
            c.dep_ in {"ccomp", "oprd", "xcomp", "acomp"}
            or (c.dep_ in {"obj", "dobj"} and any(g.dep_ == "nsubj" for g in c.children))
            for c in tok.children
        ):
            continue  # "trying to make RISC-V the default architecture": no making
        customers = _developers(made, maker)
        if made is not None and made.types == {"Company"} and _owns_goods(view, made):
            customers.extend(made.mentions)  # "fabrica los chips de Apple": whose chips they are
        # "which Samsung Foundry manufactures for Google": the customer the making is for
        customer = after_prep(view, tok, lex.foundry_customer_preps)
        if (
            customer is not None
            and customer.types == {"Company"}
            and customer != maker
            and not owns_what_follows(view, customer)  # "for Nvidia's Chinese rivals"
            and view.doc[customer.start - 1].lower_ not in lex.of_preps  # "los rivales de X"
            and _goods(view, tok, made)
        ):
            customers.extend(customer.mentions)
        if customers:
            yield from pairs(view, maker, "partnersWith", Chunk(tuple(customers)), RULE, tok.i)
