"""The verbs a token may stand for, participles the tagger took for adjectives included."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..frames import Frame, pronominal_frames
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


def participles(infinitives: frozenset[str], lex: Lexicon) -> frozenset[str]:
    """Every word ``participle_infinitives`` maps to one of ``infinitives``: a word ending in
    one of the lexicon's participle endings whose stem and one of that ending's infinitive
    endings make the verb. A rule's gate that asks for these words beside the infinitives
    misses no participle ``verb_lemmas`` would give one of them."""
    candidates = {
        verb[: len(verb) - len(ending_of_verb)] + ending
        for ending, endings_of_verbs in lex.participle_endings
        for ending_of_verb in endings_of_verbs
        for verb in infinitives
        if verb.endswith(ending_of_verb)
    }
    return frozenset(
        word for word in candidates if not infinitives.isdisjoint(participle_infinitives(word, lex))
    )


def pronominal_lemma(tok: Any, lex: Lexicon) -> bool:
    """True for a Spanish token whose lemma has a pronominal verb in the lexicon ("enfrentar":
    "enfrentarse"); asked before the reflexive pronoun is looked for, as few verbs have one."""
    return lex.lang == "es" and tok.lemma_.lower() in _pronominal(lex)


def frame_lemmas(lex: Lexicon) -> frozenset[str]:
    """Every lower lemma ``may_have_frames`` passes: the lexicon's verbs, and in Spanish the
    plain verbs of its pronominal ones (kept by the lexicon's identity, as ``by_first_word``)."""
    held = _FRAME_LEMMAS.get(id(lex))
    if held is not None and held[0] is lex:
        return held[1]
    words = frozenset(lex.verbs) | (
        frozenset(_pronominal(lex)) if lex.lang == "es" else frozenset()
    )
    _FRAME_LEMMAS[id(lex)] = (lex, words)
    return words


_FRAME_LEMMAS: dict[int, tuple[Lexicon, frozenset[str]]] = {}


def offering_words(lex: Lexicon) -> frozenset[str]:
    """The lemmas of the frames that put their subject on offer where a preposition says ("is
    available on", "disponible en"): an adjective among them on a noun restating a name offers
    that name ("an open model available on Hugging Face")."""
    held = _OFFERING.get(id(lex))
    if held is not None and held[0] is lex:
        return held[1]
    words = frozenset(
        lemma
        for lemma, frames in lex.verbs.items()
        if any(f.property == "offers" and f.inverse and f.preps for f in frames)
    )
    _OFFERING[id(lex)] = (lex, words)
    return words


_OFFERING: dict[int, tuple[Lexicon, frozenset[str]]] = {}


@cache
def verbs_of(lex: Lexicon, prop: str, reciprocal: bool = False) -> frozenset[str]:
    """The verbs (lemmas) with a frame of ``prop`` (a reciprocal one, if asked): what the
    rules of making together and of money invested to make read of a verb (a VERB's
    ``verb_lemmas`` is its lemma)."""
    return frozenset(
        lemma
        for lemma, frames in lex.verbs.items()
        if any(f.property == prop and (f.reciprocal or not reciprocal) for f in frames)
    )


def frame_candidates(pos_tags: list[str], lemmas: list[str], lex: Lexicon) -> list[int]:
    """Where in a sentence (its words' tags and lower lemmas) a verb's frames may be found:
    each adjective (a participle's verb's lemma is not its own) and each other word whose
    lemma ``may_have_frames`` passes (most words: the verb rule's other tests only pass words
    by, so it asks this first)."""
    framed = frame_lemmas(lex)
    return [
        k
        for k, (pos, lemma) in enumerate(zip(pos_tags, lemmas, strict=True))
        if pos == "ADJ" or lemma in framed
    ]


def may_have_frames(lemma: str, lex: Lexicon) -> bool:
    """False where ``verb_frames`` finds nothing for a token that is no adjective and whose
    lower lemma is ``lemma``: the lexicon has no verb of that lemma, plain or pronominal.
    Asked first of each verb of a sentence with the lemmas the sentence keeps (most verbs
    have no frame), where ``verb_frames`` and ``pronominal_lemma`` read each token's lemma."""
    return lemma in lex.verbs or (lex.lang == "es" and lemma in _pronominal(lex))


def verb_frames(tok: Any, lex: Lexicon, reflexive: bool = False) -> list[Frame]:
    """The lexicon's frames of the verbs a token may stand for; with ``reflexive`` ("se
    enfrenta", a lemma ``pronominal_lemma`` knows), those of the pronominal verb the lexicon
    lists ("enfrentarse"), and no passive reading of the plain one."""
    if reflexive:
        return list(_pronominal(lex)[tok.lemma_.lower()])
    return [frame for lemma in verb_lemmas(tok, lex) for frame in lex.verbs.get(lemma, ())]


@cache
def _pronominal(lex: Lexicon) -> dict[str, tuple[Frame, ...]]:
    return pronominal_frames(lex.verbs)
