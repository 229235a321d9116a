"""Mentions: the spans of a Doc that name entities.

Sources, in order of trust: the gazetteer (EntityRuler) and the generations of its families
("Trainium4", "ROCm 6"); a class noun next to a name ("el chip Maia 100", "the startup
Etched"); and bare names — runs of proper nouns, and tokens shaped like product names
(CamelCase, letters with digits) whatever tag the model gave them. Bare names stay untyped
until an apposition or a relation types them. Places, events, people and technical terms are
never entities (data in ``ontology/lexicon``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import Any

from .cues import appositive_cue, cued_spans
from .editions import model_editions
from .entities import (
    entity_key,
    family_keys,
    known_by_key,
    known_entities,
    new_entity,
)
from .facts import Entity, Mention
from .generations import glued_generation, version_word, with_code_before, with_version
from .house_chips import house_chips
from .knowledge import is_generic
from .lexicon import Lexicon
from .listed_generations import listed_generations, listed_tails
from .merges import (
    SURNAMES,
    company_brands,
    glued_names,
    merge_compounds,
    merge_parenthesised,
    not_sites,
    product_lines,
)
from .name_shapes import (
    GLUED_MODIFIER,
    PRODUCT_SHAPE,
    VERSION_TAG,
    adjective_words,
    cued_extent,
    dated,
    dictionary_words,
    hyphen_glued,
    in_event_name,
    institution_end,
    is_person,
    label_word,
    looks_like_a_person,
    name_words,
    negated,
    speakers,
    suffixed_name,
    title_case,
    title_words,
    unlisted_subject,
)
from .not_names import in_listed_name, not_the_name
from .people import names_a_person, not_former_staff
from .places import after_place, before_its_region, body_name_end, closes, is_place, on_a_noun
from .spans import doc_lowers, doc_texts, spells_before

_DIGIT = re.compile(r"\d")
# "3nm", "40%", "144GB", "4x", "2.5TB", "US$": measures and money, not names.
_MEASURE = re.compile(r"^\d+([.,]\d+)?[A-Za-z%]{0,4}$|[$€£¥]")


def _with_suffixes(doc: Any, m: Mention, lex: Lexicon, known_at: set[int]) -> Mention:
    """ "Marvell Technology Group Ltd.": a known name with the words that end company and
    project names is one mention of it."""
    end = m.end
    suffixes = lex.name_suffixes | lex.legal_suffixes  # ("Roche AG", "HSBC Holdings Plc")
    while end < len(doc) and end not in known_at and doc[end].text in suffixes:
        end += 1
    # "Arm Technology Investment Ltd" goes on: another company's name, not Arm's.
    if end < len(doc) and end > m.end and _is_name_token(doc[end]):
        return m
    return m if end == m.end else Mention(m.entity, m.start, end, m.text)


def _is_name_token(tok: Any) -> bool:
    text = tok.text  # read once: each read makes a new string
    if _MEASURE.search(text) and not PRODUCT_SHAPE.match(text):
        return False
    return (tok.pos_ == "PROPN" and text[:1].isupper()) or bool(PRODUCT_SHAPE.match(text))


def _likeness_after(doc: Any, end: int, lex: Lexicon) -> bool:
    """ "DeepSeek-R1-class LLMs", "H100-level performance": a word glued after a name by a
    hyphen makes it a kind like the name, not the named thing (a family's is still of the
    family: "Hopper-class GPUs")."""
    return (
        end < len(doc) - 1 and hyphen_glued(doc, end) and doc[end + 1].lower_ in lex.likeness_words
    )


def _initials_of_words(doc: Any, start: int, end: int) -> bool:
    """ "data parallelism (DP)", "key value (KV) caching": initials in brackets that spell the
    words in lower case right before them shorten those words; they name nothing."""
    j = start - 1
    return (
        end == start + 1
        and j > 0
        and doc[j].text == "("
        and spells_before(doc, j)
        and all(t.is_lower for t in doc[j - len(doc[start].text) : j])
    )


def _stand_in(doc: Any, m: Mention, lex: Lexicon) -> bool:
    """ "We do not want to be the next Nvidia", "ser otra Nvidia": a company named as a kind
    of company, not the company itself (but "the next Nvidia chip" is Nvidia's); "una especie
    de ChatGPT": a name for a kind like it (not a class's: "a kind of GPU")."""
    before = tuple(t.lower_ for t in doc[max(m.start - 3, 0) : m.start])
    if m.entity.type and any(before[-len(w) :] == w for w in lex.kind_phrases):
        headed = m.end >= len(doc) or doc[m.end].pos_ not in {"NOUN", "PROPN"}  # (not "GPU server")
        return headed and m.entity.key not in lex.generic_products
    if (
        m.entity.type != "Company"
        or m.start == 0
        or doc[m.start - 1].lower_ not in lex.stand_in_words
    ):
        return False
    return m.end >= len(doc) or doc[m.end].pos_ not in {"NOUN", "PROPN"}


def _class_word_near(doc: Any, start: int, end: int, lex: Lexicon) -> bool:
    """True if a class word stands right before the name ("su GPU Mali", "el superordenador
    IBM Summit") or follows it, past other names of a list ("Frontier and Aurora
    supercomputers") or in an apposition ("Orion, a startup")."""
    if start > 0 and lex.is_class_word(doc[start - 1]):
        return True
    for tok in doc[end : end + 5]:
        if lex.is_class_word(tok):
            return True
        if not (
            tok.text[:1].isupper()
            or tok.lower_ in lex.coordinators
            or tok.text == ","
            or tok.pos_ in {"DET", "ADJ"}
        ):
            return False
    return False


def _not_a_name(doc: Any, start: int, end: int, lex: Lexicon, suffixed: bool = False) -> bool:
    """True for a run that names no entity: a listed word, a date, a person, an event; with
    ``suffixed``, a name that ends in "AI" is one ("the startup Upscale AI", "Sakana AI").
    (Texts and lower forms as the paragraph keeps them: a Token a word made every test.)"""
    text = doc[start:end].text
    texts, lowers = doc_texts(doc), doc_lowers(doc)
    if text.lower() in lex.not_entities or lowers[start] in lex.months:
        return True
    if in_listed_name(doc, start, end, lex):
        return True  # "Authority" of "Android Authority"
    if text in lex.region_adjectives or texts[end - 1] in lex.law_heads:
        return True  # (and "the Inflation Reduction Act", "Ley": a law's name is no entity's)
    if len(text) == 1 or VERSION_TAG.fullmatch(text) or text in lex.legal_suffixes:
        return True  # "Nvidia's H/B series", "the Arm v9 CPU", "Roche AG": a letter, a version
    before = lowers[start - 1] if start > 0 else ""
    # "La compañía de Nueva Jersey", "de Helsinki", "Oslo, Norway-based", "Carolina del Norte"
    held = start > 1 and lowers[start - 2] in lex.company_nouns | lex.place_nouns
    of = before in lex.of_preps and (end - start > 1 or held)
    region = before_its_region(texts, end)
    after_preposition = before in lex.place_preps or of or region
    tail = before in lex.of_preps and start > 1 and is_place(doc[start - 2 : end].text, True)
    # "its factory in Pencoed, Wales.": a town of any size (not "invested in Lumora, Israel.")
    tail |= (
        region and before in lex.place_preps and closes(texts, end) and on_a_noun(doc, start - 1)
    )
    if tail or (is_place(text, after_preposition) and not _class_word_near(doc, start, end, lex)):
        # "invertirá 10.000 millones en Portugal": no company ("the Frontier system" is a name)
        return True
    if end - start == 1 and lowers[start] in lex.place_nouns and lowers[end] in lex.of_preps:
        return True  # "the City of Rancho Cordova"
    if end - start == 1 and lowers[start] in lex.new_entity_cues:
        return True  # "Big Innovation Company": the class word of a name names nothing
    if end - start == 1 and start > 0 and doc[start - 1].like_num and lowers[start].endswith("s"):
        return True  # "otras 75 Gigafactorías": a capitalised plural counted is a common noun
    # (not a city a body's name ends with: "Universidad Jiao Tong de Shanghái")
    ruled_out = not lex.not_entities.isdisjoint(
        name_words(lowers, start, body_name_end(lowers, start, end, lex))
    )
    if ruled_out and not (suffixed and suffixed_name(lowers, start, end, lex)):
        return True
    if GLUED_MODIFIER.match(texts[end - 1]):
        return True  # "Calif.-based company": a word glued to a participle describes
    # "re:Invent": a name glued to a colon is part of an event's name.
    if start > 0 and texts[start - 1] == ":" and not doc[start - 1].whitespace_:
        return True
    if text in lex.event_words or (
        not lex.event_words.isdisjoint(texts[start:end])
        and (
            dated(doc, start, end)
            or (end < len(doc) and texts[end].capitalize() in lex.event_heads)
        )
    ):
        return True  # "Computex", "CES 2026", "Cloud Next ’25", "its Cloud Next conference"
    if (
        end - start > 1
        and texts[end - 1] in lex.event_heads
        and not (start > 0 and doc[start - 1].is_lower and lex.is_class_word(doc[start - 1]))
    ):  # (but "el superordenador IBM Summit"; "GPU Technology Conference" is the event's)
        return True  # "la Web Summit", "Snapdragon Summit": a name an event's word ends
    return is_person(doc, start, end, lex)


def _opens_a_name(doc: Any, i: int, taken: set[int]) -> bool:
    """ "Viking Global Investors": a capitalised word inside a sentence that the tagger took for
    a verb or a noun, right before a proper noun, opens a name."""
    tok = doc[i]
    return (
        not tok.is_sent_start
        and tok.text[:1].isupper()
        and tok.text[1:].islower()
        and doc[i - 1].text not in {":", '"', "“", "«"}
        and i + 1 < len(doc)
        and i + 1 not in taken
        and doc[i + 1].pos_ == "PROPN"
        and doc[i + 1].text[:1].isupper()
    )


def _joins_names(doc: Any, j: int, taken: set[int]) -> bool:
    """ "Fidelity Management & Research"; "RISC-V." at a sentence's end, where the tokenizer
    kept the full stop on "V." and no gazetteer pattern matched: a hyphen glued on both
    sides joins two names."""
    return (
        (doc[j].text == "&" or hyphen_glued(doc, j))
        and j + 1 < len(doc)
        and j + 1 not in taken
        and _is_name_token(doc[j + 1])
    )


# What a word's text says of it to the two walks over every word of a paragraph: whether it
# has a digit (a glued generation's test, "Trainium4") and whether it may open a bare name (a
# capital first, or a product's shape). Remembered by text (emptied past ``_SHAPES_LIMIT``
# words): a dict look-up a word, where the walks ran two or three regular expressions.
_DIGITS, _NAME_SHAPED = 1, 2
_SHAPES: dict[str, int] = {}
_SHAPES_LIMIT = 200_000


def _shapes(texts: list[str]) -> list[int]:
    """Each word's shape (``_DIGITS``, ``_NAME_SHAPED``) from its text."""
    known = _SHAPES
    try:
        return [known[text] for text in texts]  # (most paragraphs: every word seen before)
    except KeyError:
        shapes = []
    for text in texts:
        shape = known.get(text)
        if shape is None:
            if len(known) > _SHAPES_LIMIT:
                known.clear()
            digits = _DIGITS if _DIGIT.search(text) else 0
            named = text[:1].isupper() or PRODUCT_SHAPE.match(text) is not None
            shape = known[text] = digits | (_NAME_SHAPED if named else 0)
        shapes.append(shape)
    return shapes


def _bare_names(
    doc: Any,
    lex: Lexicon,
    taken: set[int],
    nlp: Any,
    texts: list[str],
    shapes: list[int],
) -> list[Mention]:
    """Runs of names nothing has claimed; untyped unless an apposition types them. In a Title
    Case headline only names by their shape count (headlines and speakers read when a name
    first asks). ``texts``, ``shapes``: each token's (``_shapes``); ``nlp``: the pipeline."""
    # (read here, not through functools.cache: two caches built a paragraph cost more than
    # the reads where no name asks)
    words, adjectives = dictionary_words(nlp), adjective_words(nlp)
    headline: set[int] | None = None
    saying: set[int] | None = None
    surnames = set(lex.known_surnames)
    person_end = -2
    found = []
    # A name opens with a capital or has a product's shape: what each of the three tests
    # below needs (most words fail it, and are passed at once to the next that has it).
    opening = [k for k, shape in enumerate(shapes) if shape & _NAME_SHAPED]
    n = len(doc)
    i = 0
    while i < n:
        if not shapes[i] & _NAME_SHAPED:
            k = bisect_right(opening, i)
            i = opening[k] if k < len(opening) else n
            continue
        if i in taken:
            i += 1
            continue
        if ")" in texts[i] or "(" in texts[i]:
            i += 1  # "Shanghai (Gasgoo)- KargoBot.ai": a bracket glued on ends another name
            continue
        tok = doc[i]
        if not (
            _is_name_token(tok) or _opens_a_name(doc, i, taken) or unlisted_subject(tok, words)
        ):
            i += 1
            continue
        if not PRODUCT_SHAPE.match(tok.text):
            if headline is None:
                headline = {
                    i for sent in doc.sents if title_case(sent) for i in range(sent.start, sent.end)
                }
            if i in headline:
                i += 1
                continue
        j = i + 1
        while j < len(doc) and j not in taken:
            if _is_name_token(doc[j]) or version_word(doc[j].text):
                j += 1
            elif _joins_names(doc, j, taken):
                j += 2  # "Fidelity Management & Research", "Wise & Pathfinder", "RISC-V."
            else:
                break
        while (
            j > i + 1
            and doc[j - 1].lower_ in lex.not_entities
            and PRODUCT_SHAPE.match(doc[j - 2].text)
        ):
            j -= 1  # "the Hailo-10 AI processor": "AI" is no part of the product's name
        j = institution_end(doc, i, j, taken, lex)  # "Universidad de Sevilla": one name
        # "Co-founders Zhao Lidong and Zhang Yalin": a name joined to a person's is one too.
        joined = i - 1 == person_end and doc[person_end].dep_ == "cc"
        person = looks_like_a_person(doc[i:j]) and doc[j - 1].lower_ not in lex.firm_words
        if person and saying is None:
            saying = speakers(doc, lex)
        if person and saying is not None and names_a_person(doc, i, j, saying, joined, lex):
            surnames.update((doc[j - 1].text, doc[i].text))  # named again by either
            i = person_end = j
            continue
        if is_person(doc, i, j, lex):
            person_end = j
            surnames.update(texts[j - 1 : j] if j - i > 1 else ())  # "Azalia Mirhoseini (CTO)"
        if (
            label_word(doc, i, j, words)
            or _initials_of_words(doc, i, j)
            or title_words(doc, i, j, words, lex, adjectives)
        ):
            i = j
            continue
        if (k := after_place(doc, i, j, lex.place_preps | lex.of_preps)) > i:
            i = k  # "presentó en Las Vegas Cosmos": the place, then the name
            continue
        surname = j < n and texts[j].istitle() and texts[j].isalpha()
        if j == i + 1 and tok.text in lex.given_names and surname:
            # "Lisa Su, presidenta de AMD": the tagger took the surname for a possessive
            surnames.update((texts[i], texts[j]))
            i = person_end = j + 1
            continue
        if j == i + 1 and tok.text in surnames:
            # "Jonathan Ross ... Ross es conocido por", "Jensen said": a person named again
            i = j
            continue
        # ("Physical AI" is a field, "Vela AI" a product: a company's cue names one)
        cue = appositive_cue(doc, j, lex)
        company = cue == "Company" and texts[i].lower() not in words
        if not _not_a_name(doc, i, j, lex, suffixed=company):
            # "MI355X." at the end of a sentence: the tokenizer may keep the full stop.
            text = doc[i:j].text.rstrip(".")
            entity = new_entity(text, cue, lex)
            found.append(Mention(entity, i, j, text))
        i = j
    doc.user_data[SURNAMES] = surnames  # named again later in the article
    return found


def find_mentions(doc: Any, lex: Lexicon, nlp: Any) -> list[Mention]:
    """The mentions of ``doc`` in order: gazetteer names, generations, cued and bare names."""
    known, taken = known_entities(), set[int]()
    mentions: list[Mention] = []
    ents = doc.ents  # a tuple of new Spans at each read
    known_at = {i for ent in ents for i in range(ent.start, ent.end)}
    for ent in ents:
        entity = known.get(ent.ent_id_)
        if entity is None or in_event_name(doc, ent.start, ent.end, lex):
            continue
        if (
            (negative := negated(doc, ent.start, lex))
            or not_the_name(doc, ent, entity, lex)
            or _institution_word(doc, ent.end, lex, nlp)
        ):
            taken.update(range(ent.start, ent.end) if negative else ())
            continue
        m = with_version(doc, Mention(entity, ent.start, ent.end, ent.text), known_at, lex)
        m = _with_suffixes(doc, with_code_before(doc, m, known_at), lex, known_at)
        if _stand_in(doc, m, lex) or (
            _likeness_after(doc, m.end, lex) and entity.key not in family_keys()
        ):
            taken.update(range(m.start, m.end + 2))
            continue
        last = mentions[-1] if mentions else None
        if last is not None and last.end == m.start and last.entity.family == m.entity.key:
            # "its own P800 Kunlun semiconductors": a generation, then its family's name
            m = mentions.pop()
            m = Mention(m.entity, m.start, ent.end, doc[m.start : ent.end].text)
        mentions.append(m)
        taken.update(range(m.start, m.end))
    # Each token's text read once: each read makes a Token and a string (a third of the time
    # find_mentions spent in its two walks over every token of every paragraph).
    texts = doc_texts(doc)
    shapes = _shapes(texts)
    for i, text in enumerate(texts):
        # A glued generation has a digit ("Trainium4"): most words are passed at once.
        if i in taken or not shapes[i] & _DIGITS:
            continue
        generation = glued_generation(doc[i])
        if generation is not None:
            mentions.append(Mention(generation, i, i + 1, text))
            taken.add(i)
    generic_at = {i for m in mentions if is_generic(m.entity.key) for i in range(m.start, m.end)}
    for rule, cue, name_start, name_end, type_ in cued_spans(doc, lex, nlp):
        type_ = type_ or lex.new_entity_cues[cue.lower_]
        # "the Intel Blockscale ASIC": Intel's Blockscale, not a product named "Intel ..."
        # (the maker's name stays in the mention, as in "Nvidia H100", unless it is one)
        while name_end - 1 > name_start and name_end - 1 in generic_at:
            name_end -= 1  # "its new chip, the Intel Blockscale ASIC": a known class word
        maker = _maker_ahead(doc, name_start, name_end, type_, lex, nlp)
        if maker is not None and name_start in taken:
            name_start, maker = name_start + 1, None  # the maker is a mention of its own
        name_start, name_end = cued_extent(doc, name_start, name_end, taken)  # "DX-V1", "AX 4.0"
        span = doc[name_start:name_end]
        if any(i in taken for i in range(name_start, name_end)):
            continue
        if (rule == "NAME_CUE" and _qualifies(doc, name_start, type_)) or title_words(
            doc, name_start, name_end, dictionary_words(nlp), lex, adjective_words(nlp)
        ):
            taken.update(range(name_start, name_end))  # nor a bare name ("los Grandes Modelos")
            continue
        if _not_a_name(doc, name_start, name_end, lex, suffixed=type_ == "Company") or (
            span[0].is_sent_start and rule == "NAME_CUE"
        ):
            continue
        entity = new_entity((span[1:] if maker is not None else span).text, type_, lex)
        if not entity.known and maker is None and cue.i < name_start:
            entity = _cue_after(span.text, cue.text, type_) or entity
        mentions.append(Mention(entity, name_start, name_end, span.text))
        taken.update(range(name_start, name_end))
    mentions.extend(_bare_names(doc, lex, taken, nlp, texts, shapes))
    mentions.sort(key=lambda m: m.start)
    mentions = glued_names(doc, product_lines(company_brands(doc, mentions, lex), lex))
    mentions = model_editions(doc, mentions, lex)
    mentions = merge_compounds(merge_parenthesised(doc, mentions, lex), lex)
    found = listed_tails(doc, listed_generations(doc, mentions, lex), lex)
    return house_chips(doc, not_former_staff(doc, not_sites(doc, found, lex), lex), lex)


def _institution_word(doc: Any, end: int, lex: Lexicon, nlp: Any) -> bool:
    """True for a name's first word before another one no dictionary lists and an
    institution's noun ("Harvey Mudd College"): a college's name, not that company's."""
    return (
        end + 1 < len(doc)
        and doc[end + 1].lower_ in lex.institution_tails
        and doc[end].is_title
        and doc[end].lower_ not in dictionary_words(nlp)
    )


def _cue_after(name: str, cue: str, type_: str) -> Entity | None:
    """ "el chip M1": the known product a name and its class noun after it spell ("M1 chip"),
    as Spanish puts the noun first."""
    known = known_by_key().get(entity_key(f"{name} {cue}"))
    return known if known is not None and known.type == type_ else None


def _maker_ahead(
    doc: Any, start: int, end: int, type_: str, lex: Lexicon, nlp: Any
) -> Entity | None:
    """The known company a cued product's name opens with ("Intel" in "the Intel Blockscale
    ASIC"), if a word no dictionary lists follows it; a company's own name stays whole, and
    so does a name of its arms or services ("the Samsung Foundry service")."""
    if type_ == "Company" or end - start < 2 or not doc[start + 1].text[:1].isupper():
        return None
    after = doc[start + 1]
    if after.lower_ in dictionary_words(nlp) or after.text in lex.company_tails:
        return None
    if title_case(doc[start].sent):
        return None  # "Chips Huawei Obligan a Usar NVIDIA": a headline's capitals
    maker = known_by_key().get(entity_key(doc[start].text))
    return maker if maker is not None and maker.type == "Company" else None


def _qualifies(doc: Any, start: int, type_: str) -> bool:
    """ "the Heidelberg startup", "a Bengaluru firm": a name after an article, before a company
    noun, says where or what the company is; it is no company's name."""
    return type_ == "Company" and start > 0 and doc[start - 1].pos_ == "DET"
