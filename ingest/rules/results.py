"""Nouns that make the name after a verb no object of it: a thing made for the name ("released
its MLIR dialect": the dialect) and results or measures of it ("released performance data for
Kimi K2.6": the data, the model measured); and a question word before the name."""

from __future__ import annotations

from typing import Any

from ..knowledge import is_generic
from .context import Chunk, SentenceView


def names_what_derives(view: SentenceView, obj: Chunk) -> bool:
    """True for a name that modifies a noun of a thing made for it ("released its MLIR
    dialect", "ships a PyTorch backend"): the dialect or the backend is the object, not MLIR."""
    last = view.doc[obj.end - 1]
    head = last.head
    return (
        last.dep_ == "compound"
        and head.i >= obj.end
        and head.lemma_.lower() in view.lex.derived_nouns
        # ("can target CPU, GPU and NPU backends": classes of hardware are the targets)
        and not all(is_generic(m.entity.key) for m in obj.mentions)
    )


def measured(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """True for a name in the phrase of the verb's own object when that is a noun of results
    ("released performance data for Kimi K2.6", "publicó su análisis de Zephyr"); not a name
    listed with the noun ("presentó los resultados del trimestre y el nuevo Xeon 6")."""
    own = next((c for c in verb.children if c.dep_ in {"obj", "dobj"} and c.i < obj.start), None)
    if own is None or view.chunk_at(own.i) is not None:
        return False
    words = view.lex.result_nouns
    if own.lemma_.lower() not in words and own.lower_ not in words:
        return False
    tok = view.doc[obj.start]
    for _ in range(8):  # up from the name to the noun, through no coordination
        if tok.i == own.i:
            return True
        if tok.dep_ == "conj" or tok.head.i == tok.i:
            return False
        tok = tok.head
    return False


def in_a_clause_after(view: SentenceView, verb: Any, obj: Chunk) -> bool:
    """True for a name past ``verb`` after a question word, in a clause of its own ("detailing
    how Amazon's chips improved search"): no object of ``verb``. (Not every later clause's
    subject: the parser makes one of "AMD's RDNA3 found in handhelds", and what is announced
    may be one, "revealed its new Drive Thor SoC will feature".)"""
    return any(t.lower_ in view.lex.question_words for t in view.doc[verb.i + 1 : obj.start])
