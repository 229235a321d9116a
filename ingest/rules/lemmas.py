"""The verbs a token may stand for, participles the tagger took for adjectives included."""

from __future__ import annotations

from typing import Any

from ..lexicon import Lexicon


def verb_lemmas(tok: Any, lex: Lexicon) -> tuple[str, ...]:
    """The lemmas a token may stand for: its own, and for a participle the tagger took for an
    adjective ("respaldada", "backed") the verb's infinitive."""
    lemma = tok.lemma_.lower()
    if tok.pos_ != "ADJ":
        return (lemma,)
    return (lemma, *participle_infinitives(tok.lower_, lex))


def participle_infinitives(word: str, lex: Lexicon) -> tuple[str, ...]:
    for ending, infinitives in lex.participle_endings:
        if word.endswith(ending) and len(word) > len(ending) + 1:
            stem = word[: -len(ending)]
            return tuple(stem + inf for inf in infinitives)
    return ()
