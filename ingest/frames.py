"""A relation word as the lexicon's data gives it: a verb's or a noun's frame, and a phrase
between two names."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

VOWELS = frozenset("aeiouáéíóú")


@dataclass(frozen=True, slots=True)
class Frame:
    """A relation word: its property, and what must stand near it for it to count."""

    property: str
    preps: frozenset[str] = frozenset()
    with_words: frozenset[str] = frozenset()
    # Words that, near the verb, make it mean something else ("comprar acciones de X" is an
    # investment, not an acquisition).
    without_words: frozenset[str] = frozenset()
    # "Maia supports PyTorch" and "PyTorch supports Maia" both say PyTorch targets Maia.
    either_direction: bool = False
    # "Anthropic y Amazon ampliaron su alianza": the subjects relate to one another.
    reciprocal: bool = False
    # "programan Trainium con Neuron SDK": the instrument relates to the object.
    instrument_preps: frozenset[str] = frozenset()
    # "Groq raised $640 million from BlackRock": the prepositional object is the fact's
    # subject and the verb's subject its object (BlackRock investsIn Groq).
    inverse: bool = False
    # "una colaboración entre Google y Meta": the members of the list after one of these
    # prepositions relate to one another.
    reciprocal_preps: frozenset[str] = frozenset()
    # "AWS anunció que ya está desarrollando Trainium4": the objects of the clause the verb
    # introduces are its objects too.
    clausal: bool = False
    # The classes the subject must have, if the words mean another thing with others: an
    # AI model or a company that "runs on" a chip uses it, a framework targets it.
    subject_types: frozenset[str] = frozenset()
    # "Samsung will supply its HBM3E to Nvidia": the one after one of these prepositions is
    # the fact's subject and the verb's object its object (Nvidia uses HBM3E).
    recipient_preps: frozenset[str] = frozenset()
    # "Meta apuesta por las GPU de AMD": a choice among makers' products; the subject's own
    # product is no choice ("Amazon apuesta por Trainium2").
    choice: bool = False
    # "La MI325X viene con memoria HBM3E": the parts a system or chip is made of, if named.
    parts: bool = False
    # Only a phone, tablet, watch or glasses as subject (lexicon end_products): "the Pixel 10
    # runs on the Tensor G5" (not "the M4 chip works on the iPad Pro"); of a noun, a device's
    # noun, whose parts only a name it describes holds ("X is the first phone with Y").
    devices: bool = False
    # "The H100 has 80 GB of HBM3": a verb too common to say a part by itself ("has the A100
    # as its predecessor"); only a count or an amount before the name makes it one.
    counted: bool = False
    # "Nvidia se enfrenta a Intel": the frame of a pronominal lemma ("enfrentarse") read from
    # the model's plain lemma with "se" before it (``pronominal_frames``); that "se" is no
    # passive.
    pronominal: bool = False


@dataclass(frozen=True, slots=True)
class Phrase:
    """Words that relate the entities on either side: "TPU frente a las GPU de Nvidia"."""

    words: tuple[str, ...]
    property: str
    # "left": the nearest list before the phrase; "clause": the subject of the clause
    # ("X diseña un chip junto a Y").
    subject: str = "left"
    # "founded with backing from Toyota": the entity after the phrase is the fact's subject.
    inverse: bool = False
    # "más rendimiento que", "similar performance to": said of products only (a company "needs
    # more memory than" another, or "sees similar performance to" it, without a rivalry).
    products: bool = False


def stressed_hiatus(lemma: str) -> str:
    """ "desafíar" for "desafiar", "reúnir" for "reunir": the infinitive as a lemmatizer that
    keeps the stress of the conjugated form ("desafía", "reúne") writes it; the infinitive
    itself if no weak vowel of its stem stands beside another vowel."""
    stem, ending = lemma[:-2], lemma[-2:]
    if ending not in {"ar", "er", "ir"}:
        return lemma
    for k in range(len(stem) - 1, -1, -1):
        if stem[k] in "iu" and ((k > 0 and stem[k - 1] in VOWELS) or k == len(stem) - 1):
            return stem[:k] + {"i": "í", "u": "ú"}[stem[k]] + stem[k + 1 :] + ending
        if stem[k] in VOWELS:
            return lemma
    return lemma


def frames_by_lemma(
    rows: list[dict[str, Any]], hiatus_lemmas: bool = False
) -> dict[str, tuple[Frame, ...]]:
    """The frames of each lemma; with ``hiatus_lemmas``, of its stressed spelling too (the
    Spanish model's lemmatizer writes "desafíar" for "desafía")."""
    table: dict[str, list[Frame]] = {}
    for row in rows:
        frame = Frame(
            property=row["property"],
            preps=frozenset(p.lower() for p in row.get("preps", ())),
            with_words=frozenset(w.lower() for w in row.get("with", ())),
            without_words=frozenset(w.lower() for w in row.get("without", ())),
            either_direction=bool(row.get("either_direction", False)),
            reciprocal=bool(row.get("reciprocal", False)),
            instrument_preps=frozenset(p.lower() for p in row.get("instrument_preps", ())),
            inverse=bool(row.get("inverse", False)),
            reciprocal_preps=frozenset(p.lower() for p in row.get("reciprocal_preps", ())),
            subject_types=frozenset(row.get("subjects", ())),
            clausal=bool(row.get("clausal", False)),
            recipient_preps=frozenset(p.lower() for p in row.get("recipient_preps", ())),
            choice=bool(row.get("choice", False)),
            parts=bool(row.get("parts", False)),
            devices=bool(row.get("devices", False)),
            counted=bool(row.get("counted", False)),
        )
        for lemma in row["lemmas"]:
            table.setdefault(lemma.lower(), []).append(frame)
            stressed = stressed_hiatus(lemma.lower()) if hiatus_lemmas else lemma.lower()
            if stressed != lemma.lower():
                table.setdefault(stressed, []).append(frame)
    return {lemma: tuple(frames) for lemma, frames in table.items()}


def pronominal_frames(verbs: dict[str, tuple[Frame, ...]]) -> dict[str, tuple[Frame, ...]]:
    """The frames of each Spanish pronominal lemma of ``verbs`` ("enfrentarse") under its plain
    lemma ("enfrentar"), which the model gives "se enfrenta": marked ``pronominal``, but those
    the plain lemma shares (a row that lists both, "ejecutar" and "ejecutarse"), as they are."""
    table: dict[str, list[Frame]] = {}
    for lemma, frames in verbs.items():
        plain = lemma[:-2]
        if lemma.endswith("se") and plain.endswith(("ar", "er", "ir")):
            own = verbs.get(plain, ())
            table.setdefault(plain, []).extend(
                f if f in own else replace(f, pronominal=True) for f in frames
            )
    return {lemma: tuple(frames) for lemma, frames in table.items()}
