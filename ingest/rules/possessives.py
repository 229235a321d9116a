"""Possession: "Google ... sus TPUs" gives Google develops TPU; "Amazon's Trainium" too.

The property depends on what is possessed (``possessive_by_type`` in the lexicon): a chip or
a framework is developed, a cloud platform is operated. A possessed noun phrase that
describes a name ("Maia, su propio chip", "Azure, Microsoft's cloud platform") possesses it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ..knowledge import makers_of, same_house
from .chunks import PRODUCT_TYPES, SUBJECT_DEPS
from .context import Chunk, Found, SentenceView
from .genitives import shared_genitive
from .names import maker_of
from .pairs import bought, made_by, owner_property, pairs

MAX_POSSESSED_GAP = 5
# "1.9x", "2.4X", "x": a multiple of something else
MULTIPLIER = re.compile(r"(?:\d+(?:[.,]\d+)?)?[xX×]")


SUPPLIER_RULE = "possessives.supplier"


def _names_a_role(view: SentenceView, start: int, chunk: Chunk, head: Any = None) -> bool:
    """True if the possessed phrase is a company's role for another ("sus competidores,
    como AWS", "its partners such as Google"): a possessive then owns no product."""
    tokens = list(view.doc[start : chunk.start]) if chunk.start > start else []
    if head is not None:
        tokens.append(head)
    roles = view.lex.role_nouns
    # "its own rival to CUDA" is its own product all the same.
    if any(t.lower_ in view.lex.own_words for t in tokens):
        return False
    return any(t.lower_ in roles or t.lemma_.lower() in roles for t in tokens)


def _possessed(view: SentenceView, det: Any) -> Chunk | None:
    chunk = view.chunk_after(det.i, max_gap=MAX_POSSESSED_GAP, noun_phrase=True)
    noun = det.head
    if chunk is not None and noun.dep_ in SUBJECT_DEPS and noun.i < noun.head.i < chunk.start:
        # "su chip usa memoria HBM" (the tagger may take the verb for a name): the owned noun
        # is a subject, and the name after its verb is no part of its phrase
        chunk = None
    if chunk is not None and not _own_examples(view, det, chunk):
        # "its AI infrastructure, including Nvidia GPUs": examples are not what it owns
        return None
    if chunk is not None:
        return None if _names_a_role(view, det.i + 1, chunk) else chunk
    # "its next-generation AI accelerator, the Maia 200": the head of the possessed phrase is
    # a class noun, and the name stands in apposition to it (or before it: "Maia, su chip").
    head = view.np_head(det)
    if head.i > det.i and head.pos_ in {"NOUN", "PROPN"} and view.is_description_head(head):
        found = view.described(head) or view.apposed_after(head)
        if found is not None:
            return None if _names_a_role(view, det.i + 1, found, head) else found
    # The parse may hang the possessive elsewhere: the first noun after it heads the phrase.
    for j in range(det.i + 1, min(det.i + 6, view.sent.end)):
        tok = view.doc[j]
        if tok.pos_ == "NOUN" and tok.dep_ != "compound":
            # the head noun: "Nvidia's parallel computing platform" is a platform (but "Azure,
            # OpenAI's main cloud provider": a role for OpenAI, no thing it owns)
            found = view.described(tok) if view.is_description_head(tok) else None
            return None if found is None or _names_a_role(view, det.i + 1, found, tok) else found
        if tok.text in {",", ".", ";", ":"}:
            return None
    return None


def _own_examples(view: SentenceView, det: Any, chunk: Chunk) -> bool:
    """False if the names come as examples of something other than a class of products:
    "its chips, including Blackhole" are its own, "its data centers including Nexa2
    accelerators" are not."""
    between = list(view.doc[det.i + 1 : chunk.start])
    naming = view.lex.naming_words
    at = next(
        (
            k
            for k, t in enumerate(between)
            if t.lower_ in view.lex.example_introducers
            # "su superordenador, conocido como Alps": a name, not an example
            and not (k > 0 and between[k - 1].lower_ in naming)
        ),
        None,
    )
    if at is None:
        return True
    nouns = [t for t in between[:at] if t.pos_ in {"NOUN", "PROPN"}]
    kind = view.lex.cue_types.get(nouns[-1].lemma_.lower()) if nouns else None
    return kind in PRODUCT_TYPES


def _noun_after(view: SentenceView, chunk: Chunk) -> str:
    """ "supplier" for "Nvidia's main HBM supplier", "facility" for "their GPU clusters",
    "Meta's H100 supercomputer", "usage" for "the company's GPU utilization", "derived" for
    "their MLIR dialect", "alliance" for "its Google Cloud collaboration": the possessed names
    modify a supplier's, a facility's, a use's, a derived thing's or a deal's noun after them
    (but "its Azure customers" are its own); "" otherwise."""
    last = view.doc[chunk.end - 1]
    head = last.head
    if last.dep_ != "compound" or head.i < chunk.end:
        return ""
    if head.lower_ in view.lex.supplier_nouns:
        return "supplier"
    lemma = head.lemma_.lower()
    if "Chip" not in chunk.types and (
        lemma in view.lex.alliance_nouns or lemma in view.lex.deal_nouns
    ):
        # "its Google Cloud collaboration": a partner's name (but "its Intel Xeon partnership"
        # is a use of Xeon, the maker named; "its Azure partnership with OpenAI", its own)
        return "alliance"
    if lemma in view.lex.derived_nouns or lemma in view.lex.event_nouns:
        return "derived"  # (and "its annual Cloud Next event": an event's name)
    if chunk.types != {"Chip"}:
        return ""
    usage = head.lemma_.lower() in view.lex.usage_nouns or head.lower_ in view.lex.usage_nouns
    if usage and head.dep_ != "compound":  # (not "its GPU utilization software")
        return "usage"
    return "facility" if view.lex.is_facility_noun(head) else ""


def _own_part(view: SentenceView, marker: int, possessed: Chunk) -> Chunk | None:
    """The names a possessive owns in a list: those after it, up to the next name with an owner
    of its own ("OpenAI's GPT-4 and Google's Gemini": OpenAI owns GPT-4 only)."""
    if possessed.end <= marker:
        return possessed  # "Wormhole and Blackhole, its own accelerators": the names it describes
    owned: list[Any] = []
    for m in possessed.mentions:
        if m.start <= marker:
            continue
        if owned and view.doc[m.start - 1].lower_ in view.lex.genitive_markers:
            break
        between = view.doc[owned[-1].end : m.start] if owned else ()
        if any(t.lower_ in view.lex.others_words and t.pos_ != "ADV" for t in between):
            break  # "AMD's MI325 and MI350 and other GPU accelerators" (not "more powerful")
        owned.append(m)
    if not owned:
        return None
    return possessed if len(owned) == len(possessed.mentions) else Chunk(tuple(owned))


def extract(view: SentenceView) -> Iterator[Found]:
    lex = view.lex
    for tok, lower in zip(view.tokens, view.lower_words, strict=True):
        if lower in lex.possessives:
            possessed = _possessed(view, tok)
            possessor = view.possessor_of(tok) if possessed is not None else None
        elif lower in lex.genitive_markers and view.chunk_at(tok.i - 1) is not None:
            possessor = view.chunk_at(tok.i - 1)
            if possessor is not None and _person_possessor(view, possessor):
                continue  # "Chris and Andreas’ Tensor Compiler": people's, no company's
            # "Micron's and SK Hynix's HBM chips": the HBM of both
            possessed = _possessed(view, view.doc[shared_genitive(view, tok.i)])
        else:
            continue
        # "consultar con el fabricante de su CPU": another makes it (what it runs stays its own)
        made_by_another = lower in lex.possessives and _of_a_maker(view, tok)
        if possessed is not None:
            possessed = _own_part(view, tok.i, possessed)
        if possessor is None or possessed is None or possessor == possessed:
            continue
        # "Nvidia's main HBM supplier": Nvidia uses HBM; its own Blackwell it still makes
        noun_after = _noun_after(view, possessed)
        if noun_after == "alliance":
            mine = tuple(
                m for m in possessed.mentions if any(made_by(o, m) for o in possessor.mentions)
            )
            possessed, noun_after = (Chunk(mine), "") if mine else (None, "derived")
        if noun_after == "derived" or possessed is None:
            continue  # "their MLIR dialect": the dialect is theirs, MLIR is not
        if noun_after and all(bought(possessor, m) for m in possessed.mentions):
            # "Oracle and Meta use Arista switches for their GPU clusters": "their" stands
            # for several, not for the one company before it
            one = noun_after in {"facility", "usage"} and lower in lex.plural_possessives
            if possessor.types == {"Company"} and not (one and len(possessor.mentions) < 2):
                yield from pairs(view, possessor, "uses", possessed, SUPPLIER_RULE, tok.i)
            continue
        by_type: dict[str, list[Any]] = {}
        for m in possessed.mentions:
            by_type.setdefault(_property(view, possessor, m, tok), []).append(m)
        respective = len(possessor.mentions) == len(possessed.mentions) > 1
        for prop, mentions in by_type.items():
            if not prop or (made_by_another and prop == "develops"):
                continue
            objects = Chunk(tuple(mentions)) if not respective else possessed
            # a chip's parts (a company's "uses" is the maker-named case of ``_property``)
            own = (
                frozenset({"Chip"}) if prop == "uses" and "Chip" in possessor.types else frozenset()
            )
            for found in pairs(
                view,
                possessor,
                prop,
                objects,
                "possessives.own",
                tok.i,
                respective=respective,
                subject_types=own,
            ):
                if found.predicate != _property(view, Chunk((found.subject,)), found.object, tok):
                    continue
                if not _first_ones(view, possessor, found):
                    yield found


def _person_possessor(view: SentenceView, possessor: Chunk) -> bool:
    """True if a possessor nothing knows is a given name, or listed after one ("Chris and
    Andreas’"): a person's, or people's, thing."""
    doc, lex = view.doc, view.lex
    for m in possessor.mentions:
        before = doc[max(view.sent.start, m.start - 2) : m.start]
        listed = len(before) == 2 and before[1].lower_ in lex.coordinators
        if not m.entity.known and (
            m.text in lex.given_names or (listed and before[0].text in lex.given_names)
        ):
            return True
    return False


def _of_a_maker(view: SentenceView, det: Any) -> bool:
    """True for a possessive in the phrase of a maker's or supplier's noun ("el fabricante de
    su CPU", "the supplier of its chips"): the thing is the owner's, made by another (but "the
    maker of its own chips" is its own)."""
    noun, lex = det.head, view.lex
    head = noun.head
    if head.pos_ == "ADP" and head.lower_ in lex.of_preps:
        head = head.head
    elif not any(c.dep_ == "case" and c.lower_ in lex.of_preps for c in noun.children):
        return False
    if any(c.lower_ in lex.own_words for c in noun.children):
        return False
    words = lex.maker_nouns | lex.supplier_nouns | lex.product_maker_nouns
    return head.i < noun.i and (head.lower_ in words or head.lemma_.lower() in words)


def _first_ones(view: SentenceView, possessor: Chunk, found: Found) -> bool:
    """True for "Snowflake and Anthropic's Cortex AI": a genitive after a pair names what
    the two share; a product its known maker, named first, has is not the second one's."""
    first = possessor.mentions[0]
    if first.start < 2 or view.doc[first.start - 1].dep_ != "cc":
        return False
    before = view.chunk_at(first.start - 2)
    makers = makers_of(found.object.entity.key, found.object.entity.family)
    second = found.subject.entity.key
    return (
        before is not None
        and second not in makers
        # (not "Amazon and Annapurna Labs' Trainium": one house)
        and not any(same_house(second, k) for k in makers)
        and any(m.entity.key in makers for m in before.mentions)
    )


def _property(view: SentenceView, possessor: Chunk, m: Any, marker: Any) -> str:
    """What owning ``m`` means: a company makes a chip and runs a cloud; a cloud platform
    named as the owner ("Google Cloud's TPUs") offers the products it owns (but "AWS lanzó
    su chip Trainium3": a cloud that acts, as a company does, makes it)."""
    lex = view.lex
    if possessor.types == {"CloudPlatform"} and marker.lower_ in lex.genitive_markers:
        props = {owner_property(view, o, m) or "" for o in possessor.mentions}
        # (clouds listed with different relations to it keep the classes' relation)
        base = lex.modifier_by_types["CloudPlatform"].get(m.entity.type, "")
        return props.pop() if len(props) == 1 else base
    if possessor.types == {"Chip"} and marker.lower_ in lex.genitive_markers:
        # "The chip's 192GB of HBM3e memory", "Blackwell's NVLink interconnect": a chip's parts
        # (not "the H100's successor, the H200": a noun between names another relation)
        return "uses" if m.entity.type == "Chip" and _part_after(view, marker.i, m) else ""
    prop = lex.possessive_by_type.get(m.entity.type, "")
    if prop == "develops" and _maker_between(view, possessor, marker.i, m):
        # "MangoBoost's 32 AMD MI300X GPUs": the maker is named; the owner has them (not "Valve's
        # Steam Deck and the Asus ROG Ally": an item of its own, its maker's)
        if _own_determiner(view, marker.i, m):
            return ""
        return "uses" if m.entity.type == "Chip" else ""
    return prop


def _own_determiner(view: SentenceView, marker: int, m: Any) -> bool:
    """True for a determiner of its own before ``m`` (before the maker that heads it) past the
    owner's genitive: a list's next item, no longer the owner's."""
    start = next((o.start for o in view.mentions if o.end == m.start), m.start)
    return start - 1 > marker and view.doc[start - 1].pos_ == "DET"


def _maker_between(view: SentenceView, possessor: Chunk, marker: int, m: Any) -> bool:
    """True if another company is named right before ``m`` or heads its name."""
    owners = {o.entity.key for o in possessor.mentions}
    own = maker_of(m)
    if (
        own is not None
        and own.entity.type == "Company"
        and not any(same_house(own.entity.key, o) for o in owners)
    ):
        return True  # "AMD MI300X": the maker heads the product's own name
    # "Microsoft's Nvidia GPUs" (but not "sus chips Ampere y Hopper": a list of its own)
    return any(
        o.entity.type == "Company"
        and not any(same_house(o.entity.key, k) for k in owners)  # "Nvidia's Mellanox"
        and marker < o.end == m.start
        for o in view.mentions
    )


def _part_after(view: SentenceView, marker: int, m: Any) -> bool:
    """True if only a count, a measure or adjectives stand between the genitive and ``m``."""
    for tok in view.doc[marker + 1 : m.start]:
        if MULTIPLIER.fullmatch(tok.text):
            return False  # "The H200's 1.9x H100 inference speed": a comparison
        if tok.pos_ in {"NUM", "ADJ", "DET"} or tok.lower_ in view.lex.of_preps or tok.text == "-":
            continue
        if not (len(tok.text) <= 3 and tok.i > 0 and view.doc[tok.i - 1].like_num):
            return False  # a unit after a number ("192 GB") is part of the measure
    return True
