"""Reading a Doc's words without making a ``Span`` where no Span is needed (``doc[a:b]`` runs
spaCy's ``normalize_slice`` in Python, then builds the Span, for each read)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection
from functools import cache
from typing import Any

from .matchers import read_columns

Words = tuple[str, ...]


def span_root(doc: Any, start: int, end: int) -> Any:
    """``doc[start:end].root``: the token itself for a one-token span (most names are one
    word)."""
    return doc[start] if end - start == 1 else doc[start:end].root


TOKENS = "hwkg_tokens"


def doc_tokens(doc: Any) -> list[Any]:
    """``list(doc)``, made once a paragraph for the sentence views' own reads (``doc[i]``
    makes a new Token at each call, about 0.2 µs, and the views' walks read the same tokens
    again and again: 0.6M of the 2.9M made over the benchmark corpus). A Token holds its Doc,
    so ``forget_tokens`` drops the list once the paragraph is read (no reference cycle)."""
    toks = doc.user_data.get(TOKENS)
    if toks is None:
        toks = doc.user_data[TOKENS] = list(doc)
    return toks


def forget_tokens(doc: Any) -> None:
    """Drop the Tokens ``doc_tokens`` kept with ``doc``."""
    doc.user_data.pop(TOKENS, None)


SENTENCES = "hwkg_sentences"


def sentence_at(doc: Any, i: int) -> tuple[int, int, int, int]:
    """The start, end, first and past-last character of the sentence holding token ``i``, as
    ``doc[i].sent`` gives them (that makes a Span of the token, then the sentence's): the
    paragraph's sentences read once, found by their starts."""
    starts, bounds = _sentences(doc)
    return bounds[bisect_right(starts, i) - 1]


def sentence_bounds(doc: Any) -> list[tuple[int, int, int, int]]:
    """The start, end, first and past-last character of each sentence of ``doc``, in order:
    read once a paragraph (each pass over ``doc.sents`` makes a Span of every sentence), for
    the references' walk and ``sentence_at``."""
    return _sentences(doc)[1]


def _sentences(doc: Any) -> tuple[list[int], list[tuple[int, int, int, int]]]:
    found = doc.user_data.get(SENTENCES)
    if found is None:
        bounds = [(s.start, s.end, s.start_char, s.end_char) for s in doc.sents]
        found = doc.user_data[SENTENCES] = ([b[0] for b in bounds], bounds)
    return found


LOWERS = "hwkg_lowers"


def doc_lowers(doc: Any) -> list[str]:
    """Each token's lower form, read once a paragraph (each read makes a Token and a string):
    the references of ``resolve_references`` and of ``refers_to_a_company``, and each
    sentence's ``lower_words``, read the same."""
    lowers = doc.user_data.get(LOWERS)
    if lowers is None:
        _read_strings(doc)
        lowers = doc.user_data[LOWERS]
    return lowers


TEXTS = "hwkg_texts"


def doc_texts(doc: Any) -> list[str]:
    """Each token's text, as ``[t.text for t in doc]`` gives it, read once a paragraph (the
    mentions' walks and the model codes' read every word)."""
    texts = doc.user_data.get(TEXTS)
    if texts is None:
        _read_strings(doc)
        texts = doc.user_data[TEXTS]
    return texts


# The strings of the ids read so far (``ORTH`` and ``LOWER`` ids are the string store's hashes):
# a dict lookup a word instead of the string store's, which decodes a new string each time.
# Emptied when it grows past ``_KNOWN_LIMIT`` (the string store itself only grows).
_KNOWN: dict[int, str] = {}
_KNOWN_LIMIT = 200_000


@cache
def _string_attrs() -> tuple[int, int]:
    """spaCy's ORTH and LOWER ids (imported once: an import in a function costs a microsecond
    a call)."""
    from spacy.attrs import LOWER, ORTH

    return ORTH, LOWER


def _read_strings(doc: Any) -> None:
    """Keep each token's text and lower form with ``doc`` (``TEXTS``, ``LOWERS``): every
    paragraph read needs both (the mentions the one, the references the other). Both columns
    of ids read at once in native code, each id's string from ``_KNOWN`` or the string store.
    Measured on the 14,074 parsed paragraphs of tests/realnews (CPU s, best of three): both
    readings 0.36 -> 0.24."""
    orths, lowers = read_columns(doc, _string_attrs()) if len(doc) else ([], [])
    known = _KNOWN
    try:
        texts = [known[k] for k in orths]
        lower = [known[k] for k in lowers]
    except KeyError:
        if len(known) > _KNOWN_LIMIT:
            known.clear()
        strings = doc.vocab.strings
        for k in (*orths, *lowers):
            if k not in known:
                known[k] = strings[k]
        # (``get``: another thread may have emptied it meanwhile)
        texts = [known.get(k) or strings[k] for k in orths]
        lower = [known.get(k) or strings[k] for k in lowers]
    doc.user_data[TEXTS] = texts
    doc.user_data[LOWERS] = lower


TAGS = "hwkg_tags"
# Each lemma id's lower form, as ``_KNOWN`` keeps each word's (emptied past ``_KNOWN_LIMIT``).
_LOWER_LEMMAS: dict[int, str] = {}


def doc_lemmas_tags(doc: Any) -> tuple[list[str], list[str]]:
    """Each token's lower lemma and coarse tag (``t.lemma_.lower()``, ``t.pos_``), read once
    a paragraph, both columns at once in native code (``Doc.to_array``: the ids those two read),
    for each sentence's ``lemma_words`` and ``pos_tags`` (a Token and two strings a word)."""
    found = doc.user_data.get(TAGS)
    if found is None:
        lemma_ids, tag_ids = read_columns(doc, _tag_attrs()[:2]) if len(doc) else ([], [])
        lowered, names = _LOWER_LEMMAS, _tag_attrs()[2]
        try:
            lemmas = [lowered[k] for k in lemma_ids]
        except KeyError:
            if len(lowered) > _KNOWN_LIMIT:
                lowered.clear()
            strings = doc.vocab.strings
            lemmas = [lowered.get(k) or strings[k].lower() for k in lemma_ids]
            lowered.update(zip(lemma_ids, lemmas, strict=True))
        found = doc.user_data[TAGS] = (lemmas, [names[k] for k in tag_ids])
    return found


@cache
def _tag_attrs() -> tuple[int, int, dict[int, str]]:
    """spaCy's LEMMA and POS ids, and each coarse tag's name by its id (as ``Token.pos_``
    names it)."""
    from spacy.attrs import LEMMA, POS
    from spacy.parts_of_speech import NAMES

    return LEMMA, POS, {int(k): v for k, v in NAMES.items()}


# Each tuple of phrases looked up by their last word (the lexicon's: kept, and so their ids).
_BY_LAST: dict[int, tuple[Collection[Words], dict[str, tuple[Words, ...]]]] = {}


def by_last_word(phrases: Collection[Words]) -> dict[str, tuple[Words, ...]]:
    """``phrases`` (lowercased words) by their last word, an empty one under "": a test for the
    phrases that end at a word tries only those that end with it."""
    found = _BY_LAST.get(id(phrases))
    if found is None or found[0] is not phrases:
        table: dict[str, list[Words]] = {}
        for phrase in phrases:
            table.setdefault(phrase[-1] if phrase else "", []).append(phrase)
        found = _BY_LAST[id(phrases)] = (phrases, {w: tuple(ps) for w, ps in table.items()})
    return found[1]


def based_on_place(tok: Any) -> bool:
    """True for a name a "-based" modifier says where it is ("Ontario-based DarwinAI")."""
    return any(c.lower_ == "based" for c in tok.children)


def spells_before(doc: Any, j: int) -> bool:
    """True for a bracket at ``j`` holding the initials of the words right before it
    ("artificial intelligence (AI)", "high performance computing (HPC)")."""
    short = doc[j + 1].text if j + 1 < len(doc) else ""
    if not (2 <= len(short) <= 5 and short.isupper() and short.isalpha()) or j < len(short):
        return False
    return "".join(t.text[:1] for t in doc[j - len(short) : j]).upper() == short
