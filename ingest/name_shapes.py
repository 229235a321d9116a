"""What the shape of a run of words says of it beyond the gazetteer: a person's name beside a
title or a verb of saying, a headline in Title Case, a sentence's first word that no
dictionary of the language lists (a name the tagger took for a common noun), an event's name
("AWS re:Invent", "CES 2026")."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .lexicon import Lexicon, load_lexicon
from .spans import doc_lowers, doc_texts

# "Calif.-based", "Tencent-backed": a word glued to a lower-case word (no digit) describes
# something; it names nothing.
GLUED_MODIFIER = re.compile(r"^[A-Za-z.]+-[a-z]{3,}$")
# A product name by its shape: CamelCase ("TorchInductor", "vLLM", "oneAPI") or letters with
# digits ("Trainium4", "MI300X", "H100", "WSE-3"), whatever part of speech the model saw.
PRODUCT_SHAPE = re.compile(
    r"^(?:[A-Za-z]*[a-z][A-Z][A-Za-z0-9\-]*|[A-Za-z][A-Za-z\-]*\d[A-Za-z0-9\-\.]*)$"
)
# "AX 4.0", "Qwen 2.5": a model's version after its name.
MODEL_VERSION = re.compile(r"^\d{1,2}(\.\d{1,2}){1,2}$")
# "the Arm v9 CPU", "its v2 release": a version written alone names no product (unlike "V100").
VERSION_TAG = re.compile(r"v\d+(\.\d+)*")


@cache
def _title_function_words() -> frozenset[str]:
    return load_lexicon("en").title_function_words


def hyphen_glued(doc: Any, j: int) -> bool:
    """True if token ``j`` is a hyphen glued on both sides ("RISC-V.", "GPT-5.3-Codex")."""
    return (
        0 < j < len(doc) - 1
        and doc[j].text == "-"
        and not (doc[j - 1].whitespace_ or doc[j].whitespace_)
    )


def cued_extent(doc: Any, start: int, end: int, taken: set[int]) -> tuple[int, int]:
    """Where a cued name starts and ends: past the name a hyphen glues before it that the
    tokenizer split off ("its DX-V1 chip": "DX", "-", "V1"), if nothing has claimed that name,
    and past a model's version after it ("su modelo AX 4.0")."""
    if end < len(doc) and MODEL_VERSION.match(doc[end].text):
        end += 1
    while (
        start >= 2
        and start - 2 not in taken
        and hyphen_glued(doc, start - 1)
        and doc[start - 2].text.isalnum()
        and doc[start - 2].text[:1].isupper()
    ):
        start -= 2
    return start, end


def name_tail(m: Any, lex: Lexicon) -> bool:
    """True for a mention nothing knows that may go on another's name ("Compute" of "Mistral
    Compute", "Cockpit Elite" of "Snapdragon Cockpit Elite"): not a class word, no event's."""
    return (
        not m.entity.known
        and m.text.lower() not in lex.cue_types
        and not any(w in lex.event_words for w in m.text.split())
    )


def is_person(doc: Any, start: int, end: int, lex: Lexicon) -> bool:
    """ "el CEO Andy Jassy", "Lisa Su, CEO de AMD": a name next to a person's title. (The
    words before and in the run, and the one after it, read from the lower forms and texts
    the paragraph keeps: asked of every run of names, it made a Token a word.)"""
    lowers = doc_lowers(doc)
    # (not "researchers from LMSYS Org", "el CEO de Graphcore": where the person works)
    before = start > 0 and doc[start - 1].pos_ == "ADP"
    if not before and not lex.person_titles.isdisjoint(lowers[max(0, start - 2) : start]):
        return True
    # "Commerce Secretary Howard Lutnick": a capitalised title inside the run, a name after it
    if not lex.person_titles.isdisjoint(lowers[start : max(start, end - 2)]):
        return True
    # "Lip-Bu Tan, the former CEO of Cadence": a title after a comma, maybe past an article
    # and adjectives; "Ioannis Antonoglou (co-creator of AlphaGo)": in a bracket after a name
    # shaped like a person's, a creator's title too.
    texts = doc_texts(doc)
    if end + 1 < len(doc) and texts[end] == "et" and texts[end + 1].startswith("al"):
        return True  # "Lianmin Zheng et al.": the first of a paper's authors
    if len(doc) - end < 2 or texts[end] not in {",", "("}:
        return False
    after = doc[end : end + 6]
    bracket = after[0].text == "(" and _person_shaped(doc[start:end])
    titles = lex.person_titles | lex.creator_titles if bracket else lex.person_titles
    employed, shaped = False, _name_shaped(doc[start:end])
    for tok in after[1:]:
        if tok.lower_ in titles:  # (not "Lumina, a professor-founded lab")
            return doc[tok.i + 1 : tok.i + 2].text != "-" and not (
                employed and _qualifies_a_noun(tok, lowers, lex)
            )
        if bracket and (tok.text == "-" or doc[tok.i + 1 : tok.i + 2].text == "-"):
            continue  # "co-creator", which the tokenizer splits
        if shaped and _employer(tok, lowers, lex):
            employed = True  # "Benoit Dupin, Apple's senior director of AI"
            continue
        if tok.pos_ not in {"DET", "ADJ"}:
            return False
    return False


def _qualifies_a_noun(title: Any, lowers: list[str], lex: Lexicon) -> bool:
    """True for a title word before a noun that no title follows ("Nvidia's chief rival",
    "Meta's head supplier", "Google's chief design house"): an adjective there, no person's
    title (but "chief technology officer", "chief AI scientist", "head of AI")."""
    nxt = title.i + 1
    if nxt >= len(lowers) or title.doc[nxt].pos_ not in {"NOUN", "PROPN"}:
        return False
    return not any(w in lex.person_titles for w in lowers[nxt : nxt + 3])


def _employer(tok: Any, lowers: list[str], lex: Lexicon) -> bool:
    """True for a proper noun and its genitive before a title ("Apple's senior director")."""
    if tok.lower_ in lex.genitive_markers:
        return tok.i > 0 and tok.doc[tok.i - 1].pos_ == "PROPN"
    return (
        tok.pos_ == "PROPN"
        and tok.i + 1 < len(lowers)
        and lowers[tok.i + 1] in lex.genitive_markers
    )


def _name_shaped(span: Any) -> bool:
    """Two to four words of a person's name, each capitalised (hyphens between them: "Yann
    LeCun", "Lip-Bu Tan", "Jean-Philippe Fricker")."""
    words = [t for t in span if t.text != "-"]
    return 2 <= len(words) <= 4 and all(t.is_alpha and t.text[:1].isupper() for t in words)


def _person_shaped(span: Any) -> bool:
    """Two or three capitalised words of letters ("Ioannis Antonoglou")."""
    return 2 <= len(span) <= 3 and all(t.is_alpha and t.is_title for t in span)


# Parts of speech Title Case writes with a capital, whatever their length.
CONTENT_POS = frozenset({"NOUN", "VERB", "ADJ", "ADV", "AUX"})


def title_case(sent: Any) -> bool:
    """True for a headline in Title Case, where capitals say nothing of names: at least
    four longer words, at most one of them in lower case (or a line the parser was shown in
    sentence case, ``headlines.py``)."""
    lines = sent.doc.user_data.get("title_lines", ())
    if any(start <= sent.start_char < end for start, end in lines):
        return True
    words = lower = 0
    # The words' texts and lower forms as the paragraph keeps them: no Token a word (a word of
    # letters alone is ``is_alpha``'s, read from the text as the string store's lexeme does).
    doc, start, end = sent.doc, sent.start, sent.end
    texts, lowers = doc_texts(doc), doc_lowers(doc)
    for k in range(start, end):
        text = texts[k]
        if not text.isalpha():
            continue
        longer = len(text) > 3
        words += longer
        # Title Case leaves only function words in lower case (the English lexicon's, which
        # headlines.py lowers too; Spanish writes headlines in sentence case): "The round was
        # led by A Capital and B" has three other words so ("round", "was", "led"), where
        # counting the longer ones alone took it for a headline.
        if text[0].islower() and (longer or lowers[k] not in _title_function_words()):
            lower += 1
            if lower > 1 or (
                longer and doc[k].pos_ in CONTENT_POS and texts[start:end].count(",") > 1
            ):
                # most sentences: no need to read the rest; and a list with a verb, a noun or
                # an adjective Title Case would capitalise ("Investors include A, the B Fund,
                # C and D Bank"; a headline may leave one in lower case: "Dell PowerEdge
                # Servers selected by TACC")
                return False
    return words >= 4


def speakers(doc: Any, lex: Lexicon) -> set[int]:
    """Tokens of the subjects of verbs of saying ("Sam Altman y Greg Brockman enfatizaron")."""
    found: set[int] = set()
    for tok in doc:
        if (
            tok.dep_ not in {"nsubj", "nsubj:pass"}
            or tok.head.lemma_.lower() not in lex.speech_verbs
        ):
            continue
        found.update(t.i for t in tok.subtree)
    return found


def looks_like_a_person(span: Any) -> bool:
    """ "Greg Brockman": two or three capitalised words, no digits, no inner capitals."""
    words = [t.text for t in span]
    return 2 <= len(words) <= 3 and all(w.isalpha() and w.istitle() for w in words)


def _lemma_index(nlp: Any) -> Any:
    """The pipeline's lemmatizer's ``lemma_index`` tables (words by part of speech), or
    None when it has none."""
    try:
        lookups = nlp.get_pipe("lemmatizer").lookups
    except KeyError:
        return None
    return lookups.get_table("lemma_index") if lookups.has_table("lemma_index") else None


@cache
def dictionary_words(nlp: Any) -> frozenset[str]:
    """The words the pipeline's lemmatizer lists for its language (its ``lemma_index``
    tables: nouns, verbs, adjectives, adverbs); empty when it lists none."""
    table = _lemma_index(nlp)
    return frozenset(w for words in table.values() for w in words) if table else frozenset()


def unlisted_subject(tok: Any, words: frozenset[str]) -> bool:
    """ "Reka signed a deal with Oracle": a capitalised first word of a sentence that the
    tagger read as a common noun subject, and that no dictionary of the language lists, is
    a name."""
    return (
        bool(words)
        and tok.is_sent_start
        and tok.pos_ == "NOUN"
        and tok.dep_ in {"nsubj", "nsubj:pass", "nsubjpass"}
        and len(tok.text) > 2
        and tok.text.isalpha()
        and tok.text[:1].isupper()
        and tok.lower_ not in words
        and tok.lemma_.lower() not in words
    )


# Marks that open a list's item.
BULLETS = frozenset({"-", "–", "—", "•", "*", "·"})


def label_word(doc: Any, start: int, end: int, words: frozenset[str]) -> bool:
    """ "Histórico: NVIDIA y TSMC presentan...", "Exclusive: ...", "- Compatibilidad: ...": a
    word of the language that opens a sentence (or a list's item) before a colon labels what
    follows; it names nothing."""
    tok = doc[start]
    bullet = start > 0 and doc[start - 1].is_sent_start and doc[start - 1].text in BULLETS
    return (
        end == start + 1
        and (tok.is_sent_start or bullet)
        and end < len(doc)
        and doc[end].text == ":"
        and (tok.lower_ in words or tok.lemma_.lower() in words)
    )


def institution_end(doc: Any, start: int, end: int, taken: set[int], lex: Lexicon) -> int:
    """The end of a body's name a listed head opens ("Universidad de Sevilla", "University of
    Manchester"): past "de" / "of" and the capitalised words after it that no other name
    holds; ``end`` for any other run. The head may close the run before "of" ("National
    University of Defense Technology", "Technical University of Denmark")."""
    texts, lowers = doc_texts(doc), doc_lowers(doc)
    opened = lowers[start] in lex.institution_heads
    if not opened and lowers[end - 1] not in lex.institution_tails:
        return end
    k = end
    while (
        k + 1 < len(doc)
        and lowers[k] in lex.of_preps
        and texts[k + 1][:1].isupper()
        and k + 1 not in taken
    ):
        k += 1
        while k < len(doc) and texts[k][:1].isupper() and k not in taken:
            k += 1
        if (
            k + 1 < len(doc)
            and lowers[k] in lex.coordinators
            and texts[k] != ","
            and lowers[k - 1] in lex.institution_fields
            and lowers[k + 1] in lex.institution_fields
            and texts[k + 1].istitle()
            and k + 1 not in taken
        ):
            k += 2  # "University of Science and Technology" (not "of Toronto and Research In")
    return k


def title_words(
    doc: Any, start: int, end: int, words: frozenset[str], lex: Lexicon, adjectives: frozenset[str]
) -> bool:
    """True for words of the language written with capitals as a title, naming no entity:
    an adjective before a class noun so written ("los Grandes Modelos"); one before
    "de" / "of" and another such word ("el Proyecto de Interés Común", "the Department of
    Commerce"), or words after a listed word or such a word opens ("el Ministerio de Industria
    y Turismo", "la ministra de Ciencia")."""
    texts, lowers = doc_texts(doc), doc_lowers(doc)
    if not words:
        return False
    low = lowers[start]
    if end == start + 1 and end < len(doc) and texts[end].istitle():
        # "los Grandes Modelos de Lenguaje": a class noun written as a title, and an adjective
        # of the language before it (a plural read as its singular); not a noun ("the Falcon
        # Processor", "its Ocelot Chips", "Falcon GPU": a product's name)
        adjective = low in adjectives or low[:-1] in adjectives or low[:-2] in adjectives
        if adjective and lex.is_class_word(doc[end]):
            return True
    if any(lowers[k] not in words for k in range(start, end)):
        return False
    if end == start + 1 and end + 1 < len(doc) and lowers[end] in lex.of_preps:
        # (not "la Adquisición de Arduino": a name after it makes a headline's noun of it)
        return texts[end + 1][:1].isupper() and lowers[end + 1] in words
    # back over capitalised words of the language, "de" and "y" (not a comma: "Élysée,
    # Iliad, ... Bull" lists names) to the title's first word, with "de" / "of" after it
    # (past "y" / "and" only from a listed opener: "the Department of Energy and Cascade"
    # names a company after the department)
    k, joined = start - 1, False
    while k >= max(0, start - 6):
        low = lowers[k]
        if texts[k][:1].isupper():
            opener = low in lex.not_entities or (low in words and not joined)
            if lowers[k + 1] in lex.of_preps and opener:
                return True
            if low not in words:
                return False
        elif lowers[k + 1] in lex.of_preps and low in lex.person_titles:
            return True  # "la ministra de Ciencia": a ministry, no one's name
        elif low in lex.coordinators and low.isalpha():
            joined = True
        elif low not in lex.of_preps:
            return False
        k -= 1
    return False


@cache
def adjective_words(nlp: Any) -> frozenset[str]:
    """The adjectives the pipeline's lemmatizer lists for its language (its ``lemma_index``
    table "adj"); empty when it lists none."""
    table = _lemma_index(nlp)
    return frozenset(table["adj"]) if table and "adj" in table else frozenset()


def dated(doc: Any, start: int, end: int) -> bool:
    """True if a year stands in the run or right after it ("2026", "’25")."""
    after = doc[end : end + 2]
    years = [t.text.lstrip("’'") for t in (*doc[start + 1 : end], *after)]
    return any(y.isdigit() and len(y) in {2, 4} for y in years)


def in_event_name(doc: Any, start: int, end: int, lex: Lexicon) -> bool:
    """ "AWS re:Invent", "Google Cloud Next", "GPU Technology Conference", "MUSA Developer
    Conference", "The Android Show": a name that opens an event's name (capitalised words,
    then the event's; but "el superordenador IBM Summit" is a machine its class noun names)."""
    if end < len(doc) and doc[end].text in lex.event_words:
        return True
    classed = start > 0 and doc[start - 1].is_lower and lex.is_class_word(doc[start - 1])
    j = end
    while j < min(end + 3, len(doc)) and doc[j].text[:1].isupper():
        if (j > end or not classed) and doc[j].text in lex.event_heads:
            return True
        j += 1
    return end + 1 < len(doc) and doc[end].text == "re" and doc[end + 1].text == ":"


def negated(doc: Any, start: int, lex: Lexicon) -> bool:
    """True for a name glued to a negating prefix: "the first non-Pixel Android phone", "a
    non-Nvidia GPU" name what the thing is not."""
    if start < 2 or doc[start - 1].text != "-" or doc[start - 1].whitespace_:
        return False
    prefix = doc[start - 2]
    return prefix.lower_ in lex.negating_prefixes and not prefix.whitespace_


def suffixed_name(lowers: list[str], start: int, end: int, lex: Lexicon) -> bool:
    """True for a run of names that ends in a word that names nothing alone ("Sakana AI")."""
    return (
        end - start > 1
        and lowers[end - 1] in lex.company_name_endings
        and lex.not_entities.isdisjoint(lowers[start : end - 1])
    )


def name_words(lowers: list[str], start: int, end: int) -> list[str]:
    """The words of a run of names that may rule it out: a letter inside a longer name is no
    word of its own ("Pura X Flip" is no "X")."""
    words = lowers[start:end]
    return words if end - start == 1 else [w for w in words if len(w) > 1]
