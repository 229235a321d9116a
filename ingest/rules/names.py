"""What a name says by itself: "ROCm 6" is a version of ROCm, "Nvidia H100" is Nvidia's.

- A mention whose family (``versionOf`` in the gazetteer, or a family name followed by a
  version) appears in its own surface form gives ``versionOf``.
- A product named with its maker in front ("AMD Instinct", "AWS Trainium2", "Google TPUs")
  is the maker's: the property is the one the two classes imply (develops a chip, operates a
  cloud), and the maker must not contradict what the gazetteer knows.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from typing import Any

from ..entities import entity_key, known_by_key, known_entities
from ..facts import Entity, Mention
from ..knowledge import known_developers, makers_of, same_house
from ..makers import names_its_maker
from ..resources import gazetteer
from .context import Found, SentenceView

# At most this many words of a name are read as its maker's name ("Advanced Micro Devices").
MAX_MAKER_WORDS = 3
# What a company develops (a cloud it operates; a company it does not make).
MADE_TYPES = frozenset({"Chip", "Framework", "AIModel"})


@cache
def _companies_by_key() -> dict[str, Entity]:
    """Companies and clouds (who can make things) by the key of each of their names."""
    known = known_entities()
    table: dict[str, Entity] = {}
    for e in gazetteer():
        if e.type in {"Company", "CloudPlatform"}:
            for name in (e.label, *e.aliases):
                table.setdefault(entity_key(name), known[e.id])
    return table


def _generations(view: SentenceView) -> Iterator[Found]:
    known = known_entities()
    for m in view.mentions:
        family = m.entity.family
        if family is None or family not in known:
            continue
        parent: Entity = known[family]
        if parent.label.lower() not in m.text.lower():
            continue
        if m.entity.type != parent.type or not view.lex.fits(
            "versionOf", m.entity.type, parent.type
        ):
            continue
        yield Found(
            m, "versionOf", Mention(parent, m.start, m.end, m.text), "generations.name", m.start
        )


def maker_of(m: Mention) -> Mention | None:
    """The company named at the head of a product's name ("AMD" in "AMD Instinct")."""
    # "Google Cloud" is a brand of its own, not Google's product named after its maker.
    if m.coref or m.entity.type in {"", "Company", "CloudPlatform"}:
        return None
    companies = _companies_by_key()
    words = m.text.split()
    found = None
    for n in range(min(MAX_MAKER_WORDS, len(words) - 1), 0, -1):
        maker = companies.get(entity_key(" ".join(words[:n])))
        if maker is not None and maker.key != m.entity.key:
            found = Mention(maker, m.start, m.start + n, " ".join(words[:n]))
            # "Microsoft Azure Cobalt 100": the company before its cloud's brand makes it.
            if maker.type == "Company":
                return found
    return found


def _makers(view: SentenceView) -> Iterator[Found]:
    for chunk in view.chunks:
        makers = [maker_of(m) for m in chunk.mentions]
        # "los modelos Nvidia B100 y B200": a maker named only at the head of a list goes
        # with the whole list; in "Google TPUs, Amazon Trainium y GPUs de NVIDIA" each name
        # keeps its own.
        shared = makers[0] if all(m is None for m in makers[1:]) else None
        if shared is not None and _maker_in_label(view, chunk, shared):
            shared = None  # "Hugging Face Transformers and vLLM": the maker's name is the first's
        first = chunk.mentions[0]
        for m, own in zip(chunk.mentions, makers, strict=True):
            maker = own or (shared if m.entity.type and not m.coref else None)
            if own is None and m is not first and _outside_makers_list(view, first, m):
                continue  # "the NVIDIA DRIVE AGX Thor chip and the AD1 controller": not its
            if maker is None or m.entity.type in {"Company", "CloudPlatform"}:
                continue
            if maker.entity.type == "CloudPlatform" and _company_named(view, m, maker):
                continue  # "Microsoft Azure Cobalt 100": Microsoft's, not its cloud's
            # "AWS Trainium2": a cloud arm of the chip's maker develops it; "Azure Maia": a
            # cloud's brand on a chip its company is known to make, the company does.
            developers = known_developers(m.entity.key)
            house = [d for d in developers if same_house(maker.entity.key, d)]
            if maker.entity.type == "CloudPlatform" and maker.entity.key not in developers:
                known = known_entities()
                if len(house) == 1 and house[0] in known:
                    maker = replace(maker, entity=known[house[0]])
            if house:
                prop: str | None = "develops"
            else:
                prop = view.lex.modifier_by_types.get(maker.entity.type, {}).get(m.entity.type)
            if prop:
                yield Found(maker, prop, m, "names.maker", m.start)


def _outside_makers_list(view: SentenceView, first: Mention, m: Mention) -> bool:
    """True if a determiner opens ``m``'s own noun phrase in an English list ("and the AD1
    domain controller"), where a maker named at the list's head does not reach; but the same
    class noun after both makes them one line ("the Kinara Ara-2 chip and the Ara-3 chip")."""
    doc = view.doc
    before = doc[m.start - 1] if m.start > view.sent.start else None
    # (a determiner, or an article glued to a preposition: "al", "del")
    own = before is not None and (before.pos_ == "DET" or "Preppron" in before.morph.get("AdpType"))
    if before is None or not own or before.head.i < m.start:
        return False
    if view.lex.lang != "en":
        # Spanish puts a determiner before each name of one line ("las H100 y las H200"): only
        # a name nothing knows, of no known family, is no maker's ("al Intel Core Ultra 7 y
        # al M3")
        return not m.entity.known and m.entity.family is None
    ends = (first.end, m.end)
    nouns = {doc[k].lemma_.lower() for k in ends if k < view.sent.end}
    return not (
        len(nouns) == 1 and all(k < view.sent.end and view.is_class_noun(doc[k]) for k in ends)
    )


def _maker_in_label(view: SentenceView, chunk: Any, maker: Mention) -> bool:
    """True if the first product's own name opens with its maker's ("Hugging Face
    Transformers"), so the maker names that product only, not a list it heads; but a class
    noun after the list makes it one maker's line ("Apple M5 and M6 chips")."""
    first, key = chunk.mentions[0], entity_key(maker.text)
    label, said = entity_key(first.entity.label), entity_key(first.text)
    # "NVIDIA TensorRT-LLM, vLLM, and SGLang": the gazetteer writes the maker into a name of
    # the first ("Nvidia TensorRT-LLM"), so the maker names that one.
    in_alias = said.startswith(key + "-") and known_by_key().get(said) == first.entity
    if label != key and not label.startswith(key + "-") and not in_alias:
        return False
    return not (chunk.end < view.sent.end and view.is_class_noun(view.doc[chunk.end]))


def _company_named(view: SentenceView, m: Mention, maker: Mention) -> bool:
    """True if the company of ``maker``'s house is named as ``m``'s maker too: right before
    it ("Microsoft Azure Cobalt 100") or as its owner after it ("el CPU Azure Cobalt 100 de
    Microsoft")."""
    doc = view.doc
    owner_at = m.end + 1 if m.end < view.sent.end and doc[m.end].lower_ in view.lex.of_preps else -1
    return any(
        (c.end == m.start or c.start == owner_at)
        and c.entity.type == "Company"
        and same_house(c.entity.key, maker.entity.key)
        for c in view.mentions
    )


def _known_makers(view: SentenceView) -> Iterator[Found]:
    """A product and the company the gazetteer knows makes it, named in one sentence: the
    sentence speaks of the product as that company's ("lo último de NVIDIA, en concreto con
    las GPU H100")."""
    companies = [m for m in view.mentions if m.entity.type == "Company" and not m.coref]
    yield from _bracketed_members(view)
    yield from _listed_after_maker(view)
    yield from _through_products(view)
    for m in view.mentions:
        makers = makers_of(m.entity.key, m.entity.family)
        # A cloud's one developer is its operator (knowledge); a system several houses
        # built ("Fugaku, built by Fujitsu and Riken") is made by each.
        built = m.entity.type == "CloudPlatform" and len(makers) > 1
        if (
            not makers
            or (m.entity.type not in MADE_TYPES and not built)
            or m.entity.key in view.lex.generic_products
        ):
            continue
        for c in companies:
            if c.entity.key in makers:
                yield Found(c, "develops", m, "gazetteer.developer", m.start)


def _through_products(view: SentenceView) -> Iterator[Found]:
    """ "the ChatGPT maker", "la creadora de Claude": a company named through its product
    (ingest/makers.py) makes it."""
    doc, lex = view.doc, view.lex
    for c, m in itertools.pairwise(view.mentions):
        if c.entity.key == m.entity.key:
            continue  # "Anysphere, the company behind Cursor" (a name of Anysphere's own)
        if c.coref and c.end < m.start and names_its_maker(doc, c, m, lex):
            yield Found(c, "develops", m, "gazetteer.developer", m.start)
        elif m.coref and m.start == c.end and names_its_maker(doc, m, c, lex):
            yield Found(m, "develops", c, "gazetteer.developer", c.start)


def _listed_after_maker(view: SentenceView) -> Iterator[Found]:
    """ "hardware AMD Instinct, Ryzen, EPYC y Radeon": the maker at the head of a listed
    product's name makes the other products of the list the gazetteer knows it makes."""
    for chunk in view.chunks:
        if len(chunk.mentions) < 2:
            continue
        makers = {
            maker.entity.key: maker
            for m in chunk.mentions
            if (maker := maker_of(m)) is not None and maker.entity.type == "Company"
        }
        for m in chunk.mentions:
            for key in makers.keys() & known_developers(m.entity.key):
                yield Found(makers[key], "develops", m, "gazetteer.developer", m.start)


def _bracketed_members(view: SentenceView) -> Iterator[Found]:
    """ "Nvidia Hopper (H100 and H200)": the maker at the head of a product's name makes the
    products a bracket lists right after it, if the gazetteer knows it makes them."""
    doc = view.doc
    for m in view.mentions:
        maker = maker_of(m)
        if maker is None or maker.entity.type != "Company" or m.end >= view.sent.end:
            continue
        if doc[m.end].text != "(":
            continue
        close = next((j for j in range(m.end, view.sent.end) if doc[j].text == ")"), m.end)
        for member in view.mentions:
            inside = m.end < member.start and member.end <= close
            if inside and maker.entity.key in known_developers(member.entity.key):
                yield Found(maker, "develops", member, "gazetteer.developer", member.start)


def extract(view: SentenceView) -> Iterator[Found]:
    yield from _generations(view)
    yield from _makers(view)
    yield from _known_makers(view)
