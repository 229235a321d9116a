"""Class nouns next to names: the spans a cue types ("el chip Maia 100", "the Maia 100 chip",
"new reasoning models called Magistral", "la alemana ParTec")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from .lexicon import Lexicon
from .matchers import GatedMatcher, merged_runs, token_column
from .spans import doc_texts

MAX_APPOSITION_CUE = 6
# What opens an apposition after a name, and what closes it.
_OPENERS, _CLOSERS = frozenset({",", "(", "—"}), frozenset({",", ")", ".", ";", "—", "–"})
_NAME_HEAD = r"^[A-Z][A-Za-z0-9\-\.]*$"
_NAME_TAIL = r"^([A-Z][A-Za-z0-9\-]*|[0-9][A-Za-z0-9\-]*)$"
# The two as the Matcher's REGEX runs them (``search`` on the token's text).
_HEAD = re.compile(_NAME_HEAD)
_TAIL = re.compile(_NAME_TAIL)
# A word of what a cue's noun is of ("tecnología jurídica", "IA"): lower case, or AI.
_FIELD_WORD = r"^([a-záéíóúüñ]+|IA|AI)$"
_FIELD = re.compile(_FIELD_WORD)
# The classes of the cues a name set off after them may take ("its new chip, the SEAL01").
PRODUCT_CUE_TYPES = frozenset({"Chip", "Framework", "AIModel"})


@cache
def _cue_matcher(nlp: Any, lex: Lexicon) -> Any:
    matcher = GatedMatcher(nlp.vocab, validate=True)
    cues = sorted(lex.new_entity_cues)
    head = {"TEXT": {"REGEX": _NAME_HEAD}}
    tail = {"TEXT": {"REGEX": _NAME_TAIL}, "OP": "*"}
    # "el chip Maia 100" / "the startup Groq"
    matcher.add("CUE_NAME", [[{"LOWER": {"IN": cues}}, head, tail]], greedy="LONGEST")
    # "their chip ‘Pulsar’", "el procesador «Heron»": the name in quotation marks
    quote = {"IS_QUOTE": True}
    matcher.add(
        "CUE_QUOTED_NAME", [[{"LOWER": {"IN": cues}}, quote, head, tail, quote]], greedy="LONGEST"
    )
    # "the Maia 100 chip" / "Groq's LPU accelerator" (a sentence's capital "The" is no name)
    name = {"TEXT": {"REGEX": _NAME_HEAD}, "POS": {"NOT_IN": ["DET"]}}
    matcher.add("NAME_CUE", [[name, tail, {"LOWER": {"IN": cues}}]], greedy="LONGEST")
    # "dos chips AI, llamados Warboy" / "new reasoning models called Magistral"
    naming = {"LOWER": {"IN": sorted(lex.naming_words)}}
    between = {"IS_ALPHA": True, "OP": "{0,2}"}
    comma = {"ORTH": ",", "OP": "?"}
    # "sus procesadores conjuntos, conocidos como N1", "known as"
    as_word = {"LOWER": {"IN": sorted(lex.naming_as)}, "OP": "?"}
    matcher.add(
        "CUE_CALLED_NAME",
        [[{"LOWER": {"IN": cues}}, between, comma, naming, as_word, head, tail]],
        greedy="LONGEST",
    )
    # "its new mining chip, the SEAL01", "su nuevo acelerador, el Zephyr 2": a name set off
    # after its class noun, behind the article
    # (of a product only: "its parent company, the ..." may name an owner, a brand or a unit)
    products = sorted(w for w, t in lex.new_entity_cues.items() if t in PRODUCT_CUE_TYPES)
    article = {"LOWER": {"IN": sorted(lex.definite_articles)}}
    apposed: list[dict[str, Any]] = [
        {"LOWER": {"IN": products}},
        {"ORTH": ","},
        article,
        head,
        tail,
    ]
    matcher.add("CUE_APPOSED_NAME", [apposed], greedy="LONGEST")
    # "la empresa de tecnología jurídica Harvey", "el fabricante de chips Cerebras", "la
    # startup de IA Mistral": the cue, "de" and what it is of, then the name (the class is
    # the cue's, not that of a class noun among the words: "chips")
    field: dict[str, Any] = {
        "TEXT": {"REGEX": _FIELD_WORD},
        "POS": {"IN": ["NOUN", "ADJ", "PROPN"]},
        "OP": "{1,3}",
    }
    of = {"LOWER": {"IN": sorted(lex.of_preps)}}
    of_field: list[dict[str, Any]] = [{"LOWER": {"IN": cues}}, of, field, head, tail]
    matcher.add("CUE_OF_NAME", [of_field], greedy="LONGEST")
    if lex.company_demonyms:
        # "la alemana ParTec", "la surcoreana Rebellions": a demonym standing for "the
        # company" (Spanish news names firms so).
        determiners = {"LOWER": {"IN": sorted(lex.demonym_determiners)}}
        demonym = {"LOWER": {"IN": sorted(lex.company_demonyms)}}
        matcher.add("DEMONYM_NAME", [[determiners, demonym, head, tail]], greedy="LONGEST")
    return matcher


@cache
def _word_ids(nlp: Any, lex: Lexicon) -> tuple[frozenset[int], ...]:
    """The ids (as ``LOWER`` holds them) of the cues, naming words, demonym determiners,
    demonyms and definite articles: the values the patterns' ``IN`` sets hold."""
    strings = nlp.vocab.strings
    return tuple(
        frozenset(strings.add(w) for w in words)
        for words in (
            lex.new_entity_cues,
            lex.naming_words,
            lex.demonym_determiners,
            lex.company_demonyms,
            lex.definite_articles,
            lex.of_preps,
        )
    )


@cache
def _lower_id() -> int:
    """spaCy's LOWER attribute id (imported once, not at each paragraph)."""
    from spacy.attrs import LOWER

    return LOWER


def _may_match(doc: Any, lex: Lexicon, nlp: Any) -> bool:
    """False only where no pattern of the cue matcher can match: a cue with no name-shaped
    word right after it (CUE_NAME) or after a quotation mark (CUE_QUOTED_NAME) or right
    before it (NAME_CUE: the name's head or last word), no naming word (CUE_CALLED_NAME),
    no article then a name's head two words after a cue (CUE_APPOSED_NAME), no determiner
    and demonym before a name's head (DEMONYM_NAME).
    Asked of each token beside a cue or demonym only, where spaCy's Matcher
    runs its REGEX predicates in Python at every token (9% of extraction's time with the date
    matchers)."""
    cues, naming, determiners, demonyms, articles, ofs = _word_ids(nlp, lex)
    lowers = token_column(doc, _lower_id())  # (read once with the matchers' gate)
    n = len(lowers)
    # (the sets first, in native code: most paragraphs hold no cue and no demonym)
    at_cue = [] if cues.isdisjoint(lowers) else [i for i, w in enumerate(lowers) if w in cues]
    if at_cue and not naming.isdisjoint(lowers):
        return True
    for i in at_cue:
        if i + 1 < n and _HEAD.search(doc[i + 1].text):
            return True
        if i + 2 < n and doc[i + 1].is_quote and _HEAD.search(doc[i + 2].text):
            return True  # CUE_QUOTED_NAME
        if i + 3 < n and lowers[i + 2] in articles and _HEAD.search(doc[i + 3].text):
            return True  # CUE_APPOSED_NAME (the comma between is the pattern's to check)
        if i > 0 and (_HEAD.search(doc[i - 1].text) or _TAIL.search(doc[i - 1].text)):
            return True
        if i + 3 < n and lowers[i + 1] in ofs and _of_field_name(doc, i + 2) is not None:
            return True  # CUE_OF_NAME
    if lex.company_demonyms and not demonyms.isdisjoint(lowers):
        for j, word in enumerate(lowers):
            if (
                word in demonyms
                and 0 < j < n - 1
                and lowers[j - 1] in determiners
                and _HEAD.search(doc[j + 1].text)
            ):
                return True
    return False


# The most words a pattern has from its cue to its name's head (CUE_CALLED_NAME: two words, a
# comma, the naming word and "as" between), and one: where a name's words may go on.
_HEAD_AT_MOST = 7


def _window(doc: Any, lex: Lexicon, nlp: Any) -> list[tuple[int, int]]:
    """The runs of tokens every match of the cue matcher lies within, in order: for each cue
    or demonym, from its name-shaped words before it (NAME_CUE; a demonym's determiner before
    it) to its words up to where a name's head may stand, then its name-shaped words and one
    more (a closing quotation mark); overlapping runs joined. spaCy's Matcher runs its REGEX
    predicates at every token it is given: one window from the first cue's run to the last
    one's (half the paragraph's length, on the paragraphs ``_may_match`` passes) found the
    Doc's matches, in the same order, on every parsed paragraph of tests/realnews and of the
    benchmark's corpus (22,096); so do the runs, each match within its cue's (22,383)."""
    cues, _, _, demonyms, _, _ = _word_ids(nlp, lex)
    lowers, texts = token_column(doc, _lower_id()), doc_texts(doc)
    n = len(lowers)
    spans = []
    for i, word in enumerate(lowers):
        if word in cues or word in demonyms:
            k = i
            while k > 0 and (_HEAD.search(texts[k - 1]) or _TAIL.search(texts[k - 1])):
                k -= 1
            first = max(k - 1 if word in demonyms else k, 0)
            j = min(i + _HEAD_AT_MOST, n)
            while j < n and (_HEAD.search(texts[j]) or _TAIL.search(texts[j])):
                j += 1
            spans.append((first, min(j + 1, n)))
    return merged_runs(spans)


def cued_spans(doc: Any, lex: Lexicon, nlp: Any) -> Iterator[tuple[str, Any, int, int, str]]:
    """Yield (rule, cue token, name start, name end, class or "" for the cue's own) for each
    name a cue stands beside."""
    if not _may_match(doc, lex, nlp):
        return
    matches = _cue_matcher(nlp, lex)(doc, within=_window(doc, lex, nlp))
    # (a cue's name after what it is of first: "la empresa de chips Zorvex" is no chip's)
    of_field = nlp.vocab.strings["CUE_OF_NAME"]
    for match_id, start, end in sorted(matches, key=lambda m: m[0] != of_field):
        rule = nlp.vocab.strings[match_id]
        if rule == "CUE_OF_NAME":
            name_at = _of_field_name(doc, start + 2)
            if name_at is not None and name_at < end:
                yield rule, doc[start], name_at, end, ""
        elif rule == "DEMONYM_NAME":
            yield rule, doc[start + 1], start + 2, end, "Company"
        elif rule == "CUE_NAME":
            cue = doc[start]
            if cue.is_title and not cue.is_sent_start and cue.i > 0:
                # "launched Agent Bricks": a capitalised class noun is a word of the name (of
                # a longer one after a capital: "Watsonx Orchestrate Agent Catalog")
                if not doc[cue.i - 1].text[:1].isupper():
                    yield rule, cue, start, end, ""
                continue
            yield rule, cue, start + 1, end, ""
        elif rule == "CUE_QUOTED_NAME":
            if not _coined(doc[start + 2 : end - 1]):
                continue
            yield rule, doc[start], start + 2, end - 1, ""
        elif rule == "CUE_APPOSED_NAME":
            # "a new chip, the Commerce Department said": a source credited, no name of it
            if end < len(doc) and doc[end].pos_ in {"VERB", "AUX"}:
                continue
            if any(t.dep_.startswith("nsubj") for t in doc[start + 3 : end]):
                continue
            yield rule, doc[start], start + 3, end, ""
        elif rule == "CUE_CALLED_NAME":
            named_at = next(k for k in range(start + 1, end) if doc[k].lower_ in lex.naming_words)
            if doc[named_at + 1].lower_ in lex.naming_as:
                named_at += 1
            yield rule, doc[start], named_at + 1, end, ""
        else:
            yield rule, doc[end - 1], start, end - 1, ""


def _of_field_name(doc: Any, i: int) -> int | None:
    """Where a name starts after the words of a field from ``i`` on ("tecnología jurídica
    Harvey", "IA Mistral"): one to three of them, then a name's head; None if none does."""
    k = i
    while k < len(doc) and k < i + 3 and _FIELD.match(doc[k].text):
        k += 1
    if k == i or k >= len(doc):
        return None
    return k if _HEAD.search(doc[k].text) else None


def _coined(name: Any) -> bool:
    """True for a name in quotation marks that is no description: one word the tagger reads
    as no verb, adjective or adverb ("“Orion”", not 'the company "Doubled"'), or words with a
    digit or an inner capital ("«Heron R2»"; not "«Open Weight»")."""
    if len(name) > 1:
        return any(
            any(c.isdigit() for c in t.text) or t.text[1:] != t.text[1:].lower() for t in name
        )
    return name[0].pos_ not in {"VERB", "AUX", "ADJ", "ADV"}


def appositive_cue(doc: Any, end: int, lex: Lexicon) -> str:
    """The class named by an apposition right after a name ("Habana Labs, la empresa israelí",
    "MIIA — a language model —") or by a class noun after it ("the Hailo-10 AI processor")."""
    k = end
    while k < len(doc) and k < end + 3 and doc[k].lower_ in lex.not_entities:
        k += 1
    if k > end and k < len(doc) and doc[k].lower_ in lex.new_entity_cues:
        return lex.new_entity_cues[doc[k].lower_]
    if end + 2 >= len(doc) or doc[end].text not in _OPENERS or doc[end + 1].pos_ != "DET":
        return ""
    for tok in doc[end + 2 : end + 2 + MAX_APPOSITION_CUE]:
        if tok.text in _CLOSERS or "Rel" in tok.morph.get("PronType") or tok.tag_ == "WDT":
            return ""  # ("Compass 2025, el evento que la compañía china realiza": the event's)
        if any(f.property == "develops" for f in lex.nouns.get(tok.lower_, ())):
            return "Company"  # "Cognition, el equipo creador del agente Devin": its maker
        followed = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        # (not "el grupo de software": what a company's noun is of; "el sistema de chips" is)
        owner = doc[tok.i - 2].lower_ if doc[tok.i - 1].lower_ in lex.of_preps else ""
        of_company = lex.cue_types.get(owner) == "Company"
        # (not "an SSD controller designer", "a new chip startup": a word of a noun that
        # names another class)
        head = tok
        while head.dep_ == "compound" and head.head.i > head.i:
            head = head.head
        cue_of_head = lex.cue_types.get(head.lower_, "")
        modifier = head is not tok and cue_of_head not in {"", lex.new_entity_cues.get(tok.lower_)}
        cue = (
            lex.new_entity_cues.get(tok.lower_, "")
            if followed not in lex.genitive_markers and not modifier
            else ""
        )
        if cue and not of_company:
            return cue
    return ""
