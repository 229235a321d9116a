"""Reading a Doc's words without making a ``Span`` where no Span is needed (``doc[a:b]`` runs
spaCy's ``normalize_slice`` in Python, then builds the Span, for each read)."""

from __future__ import annotations

from bisect import bisect_right
from typing import Any


def span_root(doc: Any, start: int, end: int) -> Any:
    """``doc[start:end].root``: the token itself for a one-token span (most names are one
    word)."""
    return doc[start] if end - start == 1 else doc[start:end].root


SENTENCES = "hwkg_sentences"


def sentence_at(doc: Any, i: int) -> tuple[int, int, int, int]:
    """The start, end, first and past-last character of the sentence holding token ``i``, as
    ``doc[i].sent`` gives them (that makes a Span of the token, then the sentence's): the
    paragraph's sentences read once, found by their starts."""
    found = doc.user_data.get(SENTENCES)
    if found is None:
        bounds = [(s.start, s.end, s.start_char, s.end_char) for s in doc.sents]
        found = doc.user_data[SENTENCES] = ([b[0] for b in bounds], bounds)
    starts, bounds = found
    return bounds[bisect_right(starts, i) - 1]


LOWERS = "hwkg_lowers"


def doc_lowers(doc: Any) -> list[str]:
    """Each token's lower form, read once a paragraph (each read makes a Token and a string):
    the references of ``resolve_references`` and of ``refers_to_a_company``, and each
    sentence's ``lower_words``, read the same."""
    lowers = doc.user_data.get(LOWERS)
    if lowers is None:
        from spacy.attrs import LOWER

        lowers = doc.user_data[LOWERS] = _strings(doc, LOWER)
    return lowers


TEXTS = "hwkg_texts"


def doc_texts(doc: Any) -> list[str]:
    """Each token's text, as ``[t.text for t in doc]`` gives it, read once a paragraph (the
    mentions' walks and the model codes' read every word)."""
    texts = doc.user_data.get(TEXTS)
    if texts is None:
        from spacy.attrs import ORTH

        texts = doc.user_data[TEXTS] = _strings(doc, ORTH)
    return texts


def _strings(doc: Any, attr: int) -> list[str]:
    """Each token's string of ``attr`` (``ORTH``, ``LOWER``): the ids read at once in native
    code, each looked up in the string store (a fifth less than making a Token per word)."""
    strings = doc.vocab.strings
    return [strings[k] for k in doc.to_array(attr).tolist()]
