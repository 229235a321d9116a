"""How two chunks become candidate facts: every pair, or pair by pair when both are lists."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ..entities import known_entities
from ..facts import Mention
from ..knowledge import (
    is_memory,
    known_developers,
    makers_of,
    same_house,
    stewarded,
    stewards,
)
from ..lexicon import Lexicon
from .context import Chunk, Found, SentenceView
from .words import company_noun


def typed(
    view: SentenceView,
    prop: str,
    s: Mention,
    o: Mention,
    subject_types: frozenset[str] = frozenset(),
) -> tuple[Mention, Mention] | None:
    """Return the two mentions with types that fit ``prop``, or None. A frame's own
    ``subject_types`` stand for the property's domain ("the MI350 features HBM3E": a chip
    uses a part only through the words of composition).

    A name nothing has typed yet ("Dell" in "firmó acuerdos con Dell") takes the class the
    property demands, when the domain or range allows only one (or the other side's class,
    for relations between equals such as competesWith).
    """
    lex = view.lex
    domain, range_ = lex.domains.get(prop, (frozenset(), frozenset()))
    domain = subject_types or domain
    s_default, o_default = lex.default_types.get(prop, ("", ""))
    s_type, o_type = s.entity.type, o.entity.type
    if prop in lex.same_type:
        # Between equals, an untyped side takes the other side's class.
        s_type = s_type or (o_type if o_type in domain else "")
        o_type = o_type or (s_type if s_type in range_ else "")
    s_type = s_type or s_default
    o_type = o_type or o_default
    if not (s_type and o_type) or not lex.fits(prop, s_type, o_type, domain):
        return None
    if prop == "contributesTo" and o_type == "Chip" and o.entity.key not in stewarded():
        return None  # hardware is contributed to only as a standard a body stewards (UALink)
    if prop == "uses" and s_type == "Chip" and o.entity.key in lex.unnamed_parts:
        return None  # "the chip integrates a CPU and a GPU": its own parts, no named product
    if prop == "acquires" and _names_a_product(view, o):
        return None  # "bought a Dell supercomputer", "adquirió una supercomputadora Dell"
    return _with_type(s, s_type), _with_type(o, o_type)


def _names_a_product(view: SentenceView, m: Mention) -> bool:
    """True if the name only qualifies a noun of a class of products ("a Dell supercomputer",
    "una supercomputadora Dell"; not "la startup Groq", "the Habana unit")."""
    if m.coref:
        return False
    if _among_other_chips(view, m):
        return True
    heads = {t.head for t in view.doc[m.start : m.end] if not m.start <= t.head.i < m.end}
    if len(heads) != 1:
        return False
    head = heads.pop()
    top = view.doc[m.start : m.end].root
    if top.dep_ not in {"compound", "appos", "nmod", "flat", "amod"} or head.pos_ != "NOUN":
        return False
    lex = view.lex
    if _of_a_company_noun(lex, head):
        return False  # "la firma de diseño de chips Ampere": the firm's name
    words = (head.lower_, head.lemma_.lower())
    # hardware and machines, not software or a cloud ("la plataforma Run:ai", "the GPU
    # cloud Lepton AI" are companies bought): a chip noun, a supercomputer or system noun,
    # a machine noun ("Nvidia servers": one that only a chip or a system is said to be)
    kinds = {lex.cue_types.get(w) for w in words} & {"Chip"}
    kinds |= {lex.reference_nouns.get(w) for w in words} - {None, "Company", "Framework", "AIModel"}
    nouns = lex.nouns.get(words[1], ())
    machine = any(f.subject_types and "Company" not in f.subject_types for f in nouns)
    return machine or bool(kinds)


def _of_a_company_noun(lex: Lexicon, noun: Any) -> bool:
    """True for a noun that, through the nouns it modifies, describes a company noun ("chips"
    in "la firma de diseño de chips")."""
    while noun.dep_ in {"nmod", "compound"} and noun.head.pos_ == "NOUN":
        noun = noun.head
        if company_noun(lex, noun):
            return True
    return False


def _among_other_chips(view: SentenceView, m: Mention) -> bool:
    """True for a maker's name listed with "other" chips ("buying Nvidia and other AI chips",
    "comprar Nvidia y otros chips"): it stands for its chips."""
    lex = view.lex
    top = view.doc[m.start : m.end].root
    for noun in top.children:
        if noun.dep_ != "conj" or noun.pos_ != "NOUN":
            continue
        words = (noun.lower_, noun.lemma_.lower())
        if "Chip" in {lex.cue_types.get(w) for w in words} and any(
            c.lower_ in lex.others_words for c in noun.children if c.i < noun.i
        ):
            return True
    return False


def _customer_of_company(view: SentenceView, s: Mention, o: Mention, trigger: int) -> bool:
    """True for a company said to be another company's customer ("Microsoft is one of
    CoreWeave's largest customers", "su único cliente, el G42 de Abu Dabi"): the gold lists
    write a company's customers as its partners; a customer of a product uses it."""
    word, lex = view.doc[trigger], view.lex
    if word.lower_ not in lex.customer_nouns and word.lemma_.lower() not in lex.customer_nouns:
        return False
    # "Former Nvidia customer Tesla", "Intel lost Apple as a customer", "no longer a customer"
    verb = view.governing_verb(word)
    near = [*view.doc[max(view.sent.start, word.i - 6) : word.i], *([verb] if verb else [])]
    if any(t.lower_ in lex.former_words or t.lemma_.lower() in lex.former_words for t in near):
        return False
    # whose customer, a reference does not say surely enough ("se sume como gran cliente");
    # a possessive does ("Apple will be its first customer")
    sure = not o.coref or o.text.lower() in lex.possessives
    return o.entity.type == "Company" and s.entity.type in {"Company", ""} and sure


def _with_type(m: Mention, type_: str) -> Mention:
    if m.entity.type == type_:
        return m
    return replace(m, entity=replace(m.entity, type=type_))


def pairs(
    view: SentenceView,
    subjects: Chunk,
    prop: str,
    objects: Chunk,
    rule: str,
    trigger: int,
    respective: bool = False,
    subject_types: frozenset[str] = frozenset(),
) -> Iterator[Found]:
    """Yield the facts ``subjects prop objects`` whose types fit the property.

    With ``respective`` and two lists of one length ("Google y Amazon ... sus chips TPU y
    Trainium"), the n-th subject pairs with the n-th object only.
    """
    subs, objs = subjects.mentions, objects.mentions
    # ("two chip designers backed by KT and SK Telecom respectively": in order; "respectively"
    # may align other things too, dates or sums: "introdujo sus chips A100 y H100 en 2020 y
    # 2022, respectivamente")
    if len(subs) == len(objs) > 1 and (
        respective
        or not view.lex.respective_words.isdisjoint(
            view.lower_words[max(trigger - view.sent.start, 0) :]
        )
    ):
        candidates = list(zip(subs, objs, strict=True))
    else:
        candidates = [(s, o) for s in subs for o in objs]
    for s, o in candidates:
        if prop == "contributesTo":
            o = _stewarded(o)
        if s.entity.key == o.entity.key:
            continue
        if prop == "uses" and _customer_of_company(view, s, o, trigger):
            yield from pairs(view, Chunk((s,)), "partnersWith", Chunk((o,)), rule, trigger)
            continue
        if prop == "competesWith" and _memory(s) != _memory(o):
            continue  # "twice the HBM3 capacity of Nvidia's GPUs": memory is no rival to a GPU
        if prop == "uses" and _memory(s) and not _memory(o) and o.entity.key not in stewarded():
            # "equipped with 128GB HBM2e and ... can be run on": memory runs on no processor
            # (it may use a standard: "HBM4E will use UCIe")
            continue
        device_object = view.lex.is_device(o.entity.key, o.entity.family)
        device_subject = view.lex.is_device(s.entity.key, s.entity.family)
        if prop == "uses" and device_object and device_subject:
            continue  # "la serie Xiaomi 14, integrada por el Xiaomi 14 Pro": no phone uses one
        if prop == "uses" and device_object and s.entity.type == "Chip" and not device_subject:
            # "el chip A11 que utilizó el iPhone X" read subject-first: a chip uses no phone,
            # the phone uses the chip
            yield Found(o, "uses", s, rule, trigger)
            continue
        # "Los Galaxy S25 ejecutan Galaxy AI" (read software-first), "La Switch 2 aprovecha la
        # tecnología DLSS": a device uses the software it runs (a chip uses none: the property
        # by types leaves it out)
        software = {"Framework", "AIModel"}
        runs: tuple[Mention, Mention] | None = None
        if prop in {"uses", "targets"} and device_object and s.entity.type in software:
            runs = (o, s)
        elif prop == "uses" and device_subject and o.entity.type in software:
            runs = (s, o)
        if runs is not None:
            used = typed(view, "uses", *runs, frozenset({"Chip"}))
            if used is not None:
                yield Found(used[0], "uses", used[1], rule, trigger)
            continue
        if prop == "competesWith" and (_owns_elided(view, s, o) or _owns_elided(view, o, s)):
            continue  # "una NPU más potente que la del A19 Pro": the A19's NPU is the rival
        if prop == "partnersWith" and _unknown_untyped(s, o):
            continue  # "eight working groups: Storage, Compliance, ... and Debug": no names known
        if prop == "competesWith" and (_owned_class(view, s) or _owned_class(view, o)):
            continue  # "make its GPUs faster than Nvidia's H20": its own GPUs, unnamed
        if prop == "competesWith" and _one_line(s, o):
            continue  # "the iPhone 17 Pro is 3x faster than the iPhone 16 Pro": a successor
        if prop == "competesWith":
            # "AMD's MI300X outperformed Nvidia": a product against a company is its maker
            s, o = _maker_against(view, s, o), _maker_against(view, o, s)
        flipped = view.lex.inverse_by_types.get(prop, {}).get(s.entity.type, {})
        if o.entity.type in flipped:
            # "Dimensity 9400 is optimized for Gemini Nano": the model uses the chip (not
            # "optimized for models like GPT-4": a kind of workload, no user named)
            if not _an_example(view, o):
                inverse = flipped[o.entity.type]
                yield from pairs(view, Chunk((o,)), inverse, Chunk((s,)), rule, trigger)
            continue
        fitted = typed(view, prop, s, o, subject_types)
        if fitted is None:
            continue
        if prop == "offers" and fitted[0].entity.type == "Company" and _sells_its_own(view, s, o):
            # "Tenstorrent sells Wormhole, its own accelerator", "Nvidia offers its own CUDA":
            # a maker selling what it makes is the maker (a cloud offers what others make).
            continue
        # "TGI deploys models on NVIDIA GPUs": software that uses hardware targets it
        by_types = view.lex.property_by_types.get(prop, {}).get(fitted[0].entity.type, {})
        named = by_types.get(fitted[1].entity.type, prop)
        if prop == "investsIn" and not known_developers(fitted[1].entity.key):
            named = prop  # "invertirá en Stargate UAE": a site or a machine, no one's cloud
        if named != prop and same_house(fitted[0].entity.key, fitted[1].entity.key):
            continue  # "Amazon will invest $100 billion in AWS": its own cloud, no customer
        if named:  # "MI300X achieved 5X higher throughput using SGLang": a chip uses no software
            yield Found(fitted[0], named, fitted[1], rule, trigger)


# Products that stand for their maker against a company (a cloud platform keeps its name:
# "competing with Amazon Web Services" is against AWS).
LIFTED_RIVALS = frozenset({"Chip", "Framework", "AIModel"})


def _maker_against(view: SentenceView, m: Mention, other: Mention) -> Mention:
    """The product's one known maker, standing where the product is named, if ``other`` is
    a company; else the mention itself."""
    if other.entity.type != "Company" or m.entity.type not in LIFTED_RIVALS:
        return m
    if m.coref or other.coref or m.entity.key in view.lex.instruction_sets:
        return m  # both named in the sentence, not referred to; an instruction set is no rival
    makers = makers_of(m.entity.key, m.entity.family)
    houses = [k for k in makers if getattr(known_entities().get(k), "type", "") == "Company"]
    # one company, and its cloud arm beside it (Trainium: Amazon and AWS)
    one = len(houses) == 1 and all(same_house(houses[0], k) for k in makers)
    maker = known_entities().get(houses[0]) if one else None
    if maker is None or maker.key == other.entity.key or maker.key in stewards():
        return m  # (a standard's body, "RISC-V International", competes with no one)
    return replace(m, entity=maker)


def of_before(view: SentenceView, m: Mention) -> int | None:
    """Index of the "of" right before a name, or before its article ("el gigante de los
    procesadores gráficos", "that of the A19"), with a word before it; or None."""
    i = m.start - 1
    doc = view.doc
    if i > view.sent.start and doc[i].pos_ == "DET" and doc[i].lower_ not in view.lex.of_preps:
        i -= 1
    if i - 1 < view.sent.start or doc[i].lower_ not in view.lex.of_preps:
        return None
    return i


def _owns_elided(view: SentenceView, m: Mention, other: Mention) -> bool:
    """True if ``m`` owns a part of the class ``other`` names, by a pronoun standing for it
    ("una NPU más potente que la del A19 Pro", "an NPU faster than that of the A19")."""
    if other.entity.key not in view.lex.generic_products:
        return False
    prep = of_before(view, m)
    return prep is not None and view.doc[prep - 1].lower_ in view.lex.elided_heads


def _unknown_untyped(s: Mention, o: Mention) -> bool:
    """True for two names the gazetteer does not know, one of which nothing typed either."""
    return not (s.entity.known or o.entity.known) and not (s.entity.type and o.entity.type)


def _owned_class(view: SentenceView, m: Mention) -> bool:
    """True for a class of products after a possessive ("its GPUs", "sus propios chips")."""
    if m.coref or m.entity.key not in view.lex.generic_products:
        return False
    i = m.start - 1
    if i > view.sent.start and view.doc[i].lower_ in view.lex.own_words:
        i -= 1
    return i >= view.sent.start and view.doc[i].lower_ in view.lex.possessives


def _one_line(a: Mention, b: Mention) -> bool:
    """True for two generations of one line ("RTX 5090" and "RTX 4090"), or a line and one of
    its generations."""
    fa, fb = a.entity.family, b.entity.family
    return bool(fa and fa in {fb, b.entity.key}) or bool(fb and fb == a.entity.key)


def _an_example(view: SentenceView, m: Mention) -> bool:
    """True for a name given as an example ("models like GPT-4", "modelos como Llama 2")."""
    chunk = view.chunk_at(m.start)
    start = chunk.start if chunk is not None else m.start  # the list's first name
    before = view.doc[max(view.sent.start, start - 4) : start]
    return any(t.lower_ in view.lex.example_introducers for t in before)


def _memory(m: Mention) -> bool:
    return is_memory(m.entity.key, m.entity.family)


def _stewarded(body: Mention) -> Mention:
    """ "members of the UALink Consortium": what a member of a consortium or foundation
    contributes to is the standard or project it stewards."""
    product = stewards().get(body.entity.key)
    if product is None:
        return body
    return replace(body, entity=known_entities()[product])


def _sells_its_own(view: SentenceView, s: Mention, o: Mention) -> bool:
    before = view.doc[max(view.sent.start, o.start - 3) : o.start]
    return made_by(s, o) or any(t.lower_ in view.lex.possessives for t in before)


def bought(customers: Chunk, product: Mention) -> bool:
    """True if a product named as a supplier's ("proveedor de HBM de Nvidia", "Nvidia's HBM
    supplier") is its customers' to buy: a class of products, or one none of them makes
    ("TSMC, Nvidia's Blackwell supplier" makes Nvidia's own Blackwell)."""
    return not any(made_by(c, product) for c in customers.mentions)


def owner_property(view: SentenceView, owner: Mention, owned: Mention) -> str | None:
    """What owning ``owned`` means for ``owner`` by their classes (``modifier_by_types``); a
    cloud arm among a product's known makers makes it ("AWS's Graviton", "el Graviton4 de
    AWS"), it does not only offer it."""
    prop = view.lex.modifier_by_types.get(owner.entity.type, {}).get(owned.entity.type)
    if prop == "offers" and owner.entity.key in makers_of(owned.entity.key, owned.entity.family):
        return "develops"
    return prop


def others_products(subjects: Chunk, objects: Chunk) -> Chunk | None:
    """The objects none of ``subjects`` makes ("Google integrates its Tensor G5 and Qualcomm's
    modem": the modem), or None: the choice of one's own product is no use of it. Beside one's
    own, only a product another maker is known for is kept (not "el A19 y el A19 Pro")."""
    kept = tuple(o for o in objects.mentions if not any(made_by(s, o) for s in subjects.mentions))
    if len(kept) < len(objects.mentions):
        kept = tuple(o for o in kept if makers_of(o.entity.key, o.entity.family))
    return Chunk(kept) if kept else None


def a_steward(body: Chunk) -> bool:
    """True for a consortium or foundation, or the standard or project one stewards ("the
    UXL Foundation", "el consorcio UALink"): a body whose members contribute to it ("brings
    together Intel, Arm and Qualcomm"), unlike a product ("Omniverse brings together")."""
    return all(m.entity.key in stewards() or m.entity.key in stewarded() for m in body.mentions)


def made_by(subject: Mention, chip: Mention) -> bool:
    """True if the gazetteer (or the chip's own name) says ``subject`` makes ``chip``."""
    makers = makers_of(chip.entity.key, chip.entity.family)
    return any(same_house(subject.entity.key, m) for m in makers) or chip.text.lower().startswith(
        subject.text.lower()
    )
