"""A company named through its product: "the ChatGPT maker", "la creadora de ChatGPT", "the
company behind Claude" stand for the product's one known developer (the gazetteer's).

News names a company by what it is known for: "the ChatGPT maker will purchase $250 billion of
Azure" says OpenAI will. The phrase's head noun becomes a reference to the developer, so the
rules read it as they read "the company"; the product keeps its own mention ("OpenAI develops
ChatGPT" still holds). Nothing is added where the company is named beside the phrase ("OpenAI,
la creadora de ChatGPT", "ChatGPT maker OpenAI"): the name says it already.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .entities import known_entities
from .facts import Entity, Mention
from .knowledge import known_developers
from .lexicon import Lexicon
from .spans import doc_lowers, span_root

# How the noun after a product's name may hang on what follows it: "the CUDA developer
# community" names people, not Nvidia.
MODIFIER_DEPS = frozenset({"compound", "amod"})


def _developer(m: Mention) -> Entity | None:
    """The product's one known developer, if it is a company the gazetteer knows."""
    if m.coref or m.entity.type in {"", "Company"}:
        return None
    makers = known_developers(m.entity.key)
    if len(makers) != 1:
        return None
    entity = known_entities().get(next(iter(makers)))
    return entity if entity is not None and entity.type == "Company" else None


def _named_beside(doc: Any, first: int, last: int) -> bool:
    """True if a name stands in apposition to the phrase ``doc[first:last]``: before it
    ("OpenAI, la creadora de ChatGPT", "Sam Altman, the creator of ChatGPT") or after it
    ("ChatGPT maker OpenAI", "El creador de ChatGPT, Sam Altman"): the name says who it is."""
    j = first - 1
    while j >= 0 and (doc[j].is_punct or doc[j].pos_ == "DET"):
        j -= 1
    if j >= 0 and j < first - 1 and doc[j].pos_ == "PROPN":
        return True
    k = last + 1 if last < len(doc) and doc[last].text == "," else last
    return k < len(doc) and doc[k].pos_ == "PROPN"


def _phrase_before(doc: Any, end: int, lex: Lexicon) -> int:
    """The start of a maker phrase that ends at ``end`` ("creadora de", "company behind"), or -1.
    (Each phrase compared with one slice of the lower forms the paragraph keeps: asked of every
    mention nothing knows, it made a Token a word of each phrase.)"""
    lowers = doc_lowers(doc)
    for words in lex.product_maker_phrases:
        start = end - len(words)
        if start >= 0 and tuple(lowers[start:end]) == words:
            return start
    return -1


def _before_product(doc: Any, m: Mention) -> int:
    """Where a maker phrase before the product would end: before its determiner, if any."""
    k = m.start
    return k - 1 if k > 0 and doc[k - 1].pos_ == "DET" else k


def unknown_product_of_maker(doc: Any, m: Mention, lex: Lexicon) -> bool:
    """True for a name the gazetteer does not know in a maker phrase ("the TikTok owner", "la
    dueña de TikTok"): a product whose maker the phrase names without a name, so the name is
    no actor."""
    if m.entity.known or m.coref:
        return False
    if m.end < len(doc) and doc[m.end].lower_ in lex.product_maker_nouns:
        return (
            doc[m.end].dep_ not in MODIFIER_DEPS
            and m.start > 0
            and doc[m.start - 1].lower_ in lex.reference_determiners
        )
    start = _phrase_before(doc, _before_product(doc, m), lex)
    return (
        start > 0
        and doc[start - 1].lower_ in lex.reference_determiners
        and start <= span_root(doc, m.start, m.end).head.i < m.start
    )


def names_its_maker(doc: Any, reference: Mention, product: Mention, lex: Lexicon) -> bool:
    """True if ``reference`` is a maker phrase of ``product`` (one ``maker_mentions`` made)."""
    if not reference.coref:
        return False
    if reference.start == product.end:
        return doc[reference.start].lower_ in lex.product_maker_nouns
    if reference.end > product.start:
        return False
    return _phrase_before(doc, _before_product(doc, product), lex) == reference.end - 1


@cache
def _phrase_words(lex: Lexicon) -> frozenset[str]:
    """The words a paragraph needs for a maker phrase: a maker noun, or a maker phrase's
    first word (each phrase is then asked whole)."""
    return lex.product_maker_nouns | {words[0] for words in lex.product_maker_phrases}


def lacks_phrases(lowers: frozenset[str], lex: Lexicon) -> bool:
    """True if a paragraph of lower forms ``lowers`` holds no maker noun and no maker phrase's
    every word: ``maker_mentions`` finds nothing there (it reads the noun after a product's
    name, "the ChatGPT maker", and a phrase's words before it, "la creadora de ChatGPT", as
    lower forms). Most paragraphs have neither."""
    if lowers.isdisjoint(_phrase_words(lex)):
        return True
    return lowers.isdisjoint(lex.product_maker_nouns) and not any(
        lowers.issuperset(words) for words in lex.product_maker_phrases
    )


def maker_mentions(
    doc: Any, mentions: list[Mention], lex: Lexicon, lowers: list[str] | None = None
) -> list[Mention]:
    """References to the developers of the products ``mentions`` name through a maker phrase,
    each on the phrase's head noun (with a company noun before it: "la empresa creadora").
    ``lowers``: each token's ``lower_``, if read already."""
    if not mentions:
        return []
    if lacks_phrases(frozenset(lowers if lowers is not None else [t.lower_ for t in doc]), lex):
        return []
    taken = {i for m in mentions for i in range(m.start, m.end)}
    found: list[Mention] = []
    for m in mentions:
        maker = _developer(m)
        if maker is None:
            continue
        head = m.end  # "the ChatGPT maker": the noun the product's name modifies
        if (
            head < len(doc)
            and doc[head].lower_ in lex.product_maker_nouns
            and head not in taken
            and span_root(doc, m.start, m.end).head.i == head
            and doc[head].dep_ not in MODIFIER_DEPS
            # "the ChatGPT maker", not "a CUDA developer" (a person)
            and m.start > 0
            and doc[m.start - 1].lower_ in lex.reference_determiners
        ):
            start, end = head, head + 1
            phrase = (m.start, end)
        else:
            k = _before_product(doc, m)  # "the maker of the iPhone"
            start = _phrase_before(doc, k, lex)
            if start < 0 or any(i in taken for i in range(start, k)):
                continue
            end = start + 1
            if start > 0 and doc[start - 1].lower_ in lex.company_nouns and start - 1 not in taken:
                start -= 1  # "la empresa creadora de ChatGPT"
            # the product's name hangs on the phrase ("creadora de ChatGPT"), not on a noun
            # after it ("the developer of Llama-based chatbots")
            if not start <= span_root(doc, m.start, m.end).head.i < m.start:
                continue
            if start == 0 or doc[start - 1].lower_ not in lex.reference_determiners:
                continue  # "the maker of", "la creadora de"; "a developer of CUDA" is one of many
            phrase = (start, m.end)
        if _named_beside(doc, *phrase):
            continue
        found.append(Mention(maker, start, end, doc[start:end].text, coref=True))
        taken.update(range(start, end))
    return found
