"""Facts the whole article states, after its sentences are read: a product's known maker
in focus where the product is first named, a company that presents its own product makes
it, and names that are another name's short form."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from .company_references import refers_to_a_company
from .entities import entity_key, known_by_key
from .facts import ASSERTED, COREF_SUFFIX, Article, Entity, Fact, Mention
from .focus import Focus
from .knowledge import known_developers, makers_of, same_house
from .lexicon import Lexicon, load_lexicon
from .rules.members import GROUP_RULE
from .rules.names import MADE_TYPES
from .spans import sentence_at

# Facts that say who makes a product.
MAKER_FACTS = frozenset({"develops", "announces"})

# The same knowledge across the article: the maker named in one sentence, its product in another.
ARTICLE_KNOWLEDGE_RULE = "gazetteer.developer-article"
# A company that presents a product of its own kind makes it.
ANNOUNCER_RULE = "announces.maker"


@dataclass
class Reading:
    """What reading an article has gathered so far, paragraph by paragraph: the entities in
    focus, and the sentence (start, end) where each product of a known maker is first named
    by its name, with the key of the company in focus there."""

    focus: Focus = field(default_factory=Focus)
    first_named: dict[str, tuple[int, int, str | None]] = field(default_factory=dict)
    # "Preferred Networks (PFN)": the short forms defined so far, by key, and their entity.
    short_forms: dict[str, Entity] = field(default_factory=dict)
    # "Azalia Mirhoseini (CTO)": the surnames of the people named in full anywhere in the
    # article by a known given name, and of those named in full so far.
    surnames: set[str] = field(default_factory=set)
    # Whether a sentence (paragraph offset, token start) refers to a company, asked once.
    referring: dict[tuple[int, int], bool] = field(default_factory=dict)
    # "Ascend 910C ... the 910C": each model code named last in a full name, and its product.
    codes: dict[str, Entity | None] = field(default_factory=dict)
    # Whether the last sentence of the paragraph read last names a funding round.
    round_last: bool = False


def stripped(text: str, start: int, end: int) -> tuple[str, int]:
    """The sentence ``text[start:end]`` without its surrounding blanks, and where it starts."""
    whole = text[start:end]
    return whole.strip(), start + len(whole) - len(whole.lstrip())


def _makers_of(entity: Entity) -> frozenset[str]:
    """The companies the gazetteer knows make ``entity`` (or its family), if it is a product."""
    if entity.type not in MADE_TYPES:
        return frozenset()
    return makers_of(entity.key, entity.family)


def note_first_named(reading: Reading, doc: Any, offset: int, m: Mention, lex: Lexicon) -> None:
    """Record the first sentence where a product of a known maker is named by its name and
    the company in focus after it is referred to ("La compañía diseñó chips como el H800",
    "its flagship product, the Rebel100"): the article says whose product it is. A product
    only named beside the company's others ("frente a FSR 3", "vs M1") is left to the
    sentence that names both."""
    focus = reading.focus
    if m.coref or m.entity.key in reading.first_named or not _makers_of(m.entity):
        return
    start, end, start_char, end_char = sentence_at(doc, m.start)
    # In focus once the sentence is read: "Groq said its chips beat the H100" is about Groq.
    company = focus.company_at.get(end, focus.company)
    if company is None:
        return
    where = (offset, start)
    if where not in reading.referring:
        reading.referring[where] = refers_to_a_company(doc, start, end, lex)
    if not reading.referring[where]:
        return
    reading.first_named[m.entity.key] = (
        offset + start_char,
        offset + end_char,
        company.key if company is not None else None,
    )


def _known_makers_of_article(article: Article, reading: Reading) -> None:
    """A product and the company the gazetteer knows makes it, each named in the article
    (in different sentences: "Intel ... Más adelante, Gaudi 3 ..."), with nothing else stated
    between them, give ``develops`` from the product's first sentence, with less trust than
    one sentence naming both."""
    related = {frozenset((f.subject, f.object)) for f in article.facts}
    lex = load_lexicon(article.lang)
    generic = lex.generic_products
    confidence = lex.confidence.get(ARTICLE_KNOWLEDGE_RULE, 0.5)
    added = []
    for key, (start, end, in_focus) in reading.first_named.items():
        product = article.entities.get(key)
        if product is None or key in generic or lex.is_device(key, product.family):
            continue
        company = article.entities.get(in_focus) if in_focus else None
        if (
            company is None
            or company.type != "Company"
            or company.key not in _makers_of(product)
            or company.key not in article.surfaces  # named, not only referred to
            or frozenset((company.key, key)) in related
        ):
            continue
        sentence, begin = stripped(article.text, start, end)
        added.append(
            Fact(
                subject=company.key,
                predicate="develops",
                object=key,
                sentence=sentence,
                start=begin,
                end=begin + len(sentence),
                rule=ARTICLE_KNOWLEDGE_RULE,
                confidence=confidence,
                modality=ASSERTED,
                date=None,
            )
        )
    article.facts.extend(added)


def _announcers_make(article: Article) -> None:
    """ "Mistral also launched Le Chat", "Lumora presentó el acelerador Orion": a company
    that presents a product of its own, or one nobody is known to make, makes it (a cloud arm,
    a chip its house is known to make: "AWS previewed Trainium4"); a product
    the gazetteer knows another maker makes, it sells, hosts or ships."""
    made = {(f.subject, f.object) for f in article.facts if f.predicate == "develops"}
    generic = load_lexicon(article.lang).generic_products
    added = []
    for f in article.facts:
        subject = article.entities.get(f.subject)
        product = article.entities.get(f.object)
        if (
            f.predicate != "announces"
            or subject is None
            or product is None
            or subject.type not in {"Company", "CloudPlatform"}
            or product.type not in MADE_TYPES
            or product.key in generic
            or (f.subject, f.object) in made
        ):
            continue
        makers = _makers_of(product)
        if makers and not any(same_house(f.subject, m) for m in makers):
            continue  # a product of another maker's, which it sells, hosts or ships
        if subject.type == "CloudPlatform" and (not makers or product.type != "Chip"):
            continue  # a cloud makes the chips its house is known to make ("AWS previewed
            # Trainium4"); a model it presents it hosts ("Google Cloud announced Gemini 3")
        made.add((f.subject, f.object))
        added.append(
            replace(
                f,
                predicate="develops",
                rule=ANNOUNCER_RULE,
                confidence=min(
                    f.confidence, load_lexicon(article.lang).confidence.get(ANNOUNCER_RULE, 0.6)
                ),
                date=None,
            )
        )
    article.facts.extend(added)


def _short_model_names(article: Article) -> None:
    """ "Claude 3.5 outperformed GPT-4" in an article about Claude 3.5 Sonnet: a model's
    versioned name that only one longer model name of the article begins with is that model."""
    _short_names(article, "AIModel", lambda short, _: any(c.isdigit() for c in short.label))


def _short_company_names(article: Article) -> None:
    """ "Habana" in an article that named "Habana Labs": a company name nothing knows, which
    only one known company of the article begins with, is that company."""
    _short_names(article, "Company", lambda short, longer: not short.known and longer.known)


def _short_names(article: Article, type_: str, fits: Callable[[Entity, Entity], bool]) -> None:
    """Give each name of class ``type_`` that only one longer name of the article begins
    with (and ``fits`` it) to that longer name."""
    named = [e for e in article.entities.values() if e.type == type_]
    renamed: dict[str, str] = {}
    for short in named:
        longer = [e for e in named if e.label.startswith(short.label + " ") and fits(short, e)]
        if len(longer) == 1:
            renamed[short.key] = longer[0].key
    _rename(article, renamed)


def _rename(article: Article, renamed: dict[str, str]) -> None:
    """Give the facts, entities and surfaces of each key of ``renamed`` to its value."""
    if not renamed:
        return
    article.facts = [
        replace(
            f,
            subject=renamed.get(f.subject, f.subject),
            object=renamed.get(f.object, f.object),
        )
        for f in article.facts
        if renamed.get(f.subject, f.subject) != renamed.get(f.object, f.object)
    ]
    for old, new in renamed.items():
        article.entities.pop(old, None)
        article.surfaces.setdefault(new, set()).update(article.surfaces.pop(old, set()))


def _named_with_maker(article: Article) -> None:
    """ "DeepSeek ... su modelo R1": a product nothing knows by its own name, which the
    gazetteer knows by its maker's name and that name ("DeepSeek-R1"), is that product."""
    renamed: dict[str, str] = {}
    for f in article.facts:
        product = article.entities.get(f.object)
        maker = article.entities.get(f.subject)
        if f.predicate not in MAKER_FACTS or product is None or maker is None or product.known:
            continue
        known = known_by_key().get(entity_key(f"{maker.label} {product.label}"))
        if known is not None and known.type == product.type and known.key not in renamed:
            renamed[product.key] = known.key
            article.entities.setdefault(known.key, known)
    _rename(article, renamed)


def _rounds_of_the_invested(article: Article) -> None:
    """ "Alphabet and Nvidia have taken stakes in SSI ... The round, led by Greenoaks": a
    round read as the company in focus's (a reference) is not the round of a company the
    article names as an investor; it is the round of the one company that investor backs.
    A round read as the round of a company nothing else invests in is the round of the
    company the article's investors back most ("LG Electronics also invested. Bezos
    Expeditions joined the round")."""
    backed: dict[str, set[str]] = {}
    raised: Counter[str] = Counter()
    for f in article.facts:
        if f.predicate == "investsIn":
            raised[f.object] += 1
            if not f.rule.endswith(COREF_SUFFIX):
                backed.setdefault(f.subject, set()).add(f.object)
    ranked = raised.most_common(2)
    most = ranked[0][0] if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]) else None
    kept: dict[tuple[str, str, str, int], Fact] = {}
    for f in article.facts:
        referred = f.rule == GROUP_RULE + COREF_SUFFIX and not _named_in(article, f, f.object)
        if f.predicate == "investsIn" and referred:
            targets = backed.get(f.object, set()) - {f.subject}
            if backed.get(f.object):
                if len(targets) != 1:
                    continue  # whose round it is, the article does not settle
                f = replace(f, object=next(iter(targets)))
            elif raised[f.object] == 1 and most not in {None, f.object, f.subject}:
                f = replace(f, object=str(most))
        kept.setdefault((*f.triple, f.start), f)
    article.facts = list(kept.values())


def _named_in(article: Article, f: Fact, key: str) -> bool:
    """True if the sentence of ``f`` names ``key`` (not only a reference to it)."""
    return any(s in f.sentence for s in article.surfaces.get(key, ()))


def _others_by_reference(article: Article) -> None:
    """ "Amazon anunció Ocelot ... Microsoft, que había presentado su chip inaugural": a
    product reached by a possessive reference ("su chip", "its chip") is not made by a
    company other than the one the article names as its maker where it names the product
    (nor the gazetteer: "MediaTek and Broadcom helped design the chip" is Broadcom's TPU)."""
    makers: dict[str, set[str]] = {}
    for f in article.facts:
        if f.predicate in MAKER_FACTS and _named_in(article, f, f.object):
            makers.setdefault(f.object, set()).add(f.subject)
    lex = load_lexicon(article.lang)
    article.facts = [
        f
        for f in article.facts
        if f.predicate not in MAKER_FACTS
        or _named_in(article, f, f.object)
        or not makers.get(f.object)
        or any(same_house(f.subject, m) for m in makers[f.object] | known_developers(f.object))
        or not _possessive_reference(f.sentence, lex)  # ("Broadcom diseñó el chip")
    ]


def _possessive_reference(sentence: str, lex: Lexicon) -> bool:
    """True for a sentence with a possessive before a product's class noun ("su chip
    inaugural", "its own processor"), within three words."""
    words = re.findall(r"\w+", sentence.lower())
    return any(
        w in lex.possessives and any(v in lex.reference_nouns for v in words[k + 1 : k + 4])
        for k, w in enumerate(words)
    )


def finish_article(article: Article, reading: Reading) -> None:
    """Add the facts the whole article states to ``article``, once every paragraph is read."""
    _rounds_of_the_invested(article)
    _others_by_reference(article)
    _named_with_maker(article)
    _short_model_names(article)
    _short_company_names(article)
    _known_makers_of_article(article, reading)
    _announcers_make(article)
